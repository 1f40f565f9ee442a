// ---------------------------------------------------------------------------------------
// The top bar's tools: undo/redo, save/load, language, new game
// (common/toolbar.js: needs dom.js, icons.js and PREFIX).
// In hot seat, Save first says that the file reveals every hidden card (a save is the seed and every
// move) and downloads only on "Save anyway"; New game in a game not yet over first asks, as the game
// would be lost. A disabled Undo says why (the host's undo_why). Hint asks the host for the hard bot's best
// options for the viewer's decision (shown by common/frame.js); it is off, saying why, when there is none.
// Replay (a finished game) opens the game from its first move; while it is shown the bar holds the replay's
// controls instead (first / previous / the moves' slider / next / last, whose view, back to the game).
// Share (a finished game) asks the host for a link: the whole game as a replay, or, from the replay's bar, the
// position shown; the link appears in a panel under the tools with Copy (common/frame.js keeps it in view.shared).

/** Language switch: endonyms, so each reads in its own language. */
const LANGS = [["en", "EN"], ["ja", "日本語"]];

/**
 * @param {string} label @param {string} iconName @param {string} key
 * @param {(e: Event) => void} onClick @param {boolean} [disabled] @param {string | null} [why]  why it is disabled
 */
function toolButton(label, iconName, key, onClick, disabled = false, why = null) {
  return h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": `tool:${key}`, "data-tool": key, disabled,
    "aria-label": label, title: disabled && why ? `${label}: ${why}` : label, "aria-description": disabled && why ? why : null,
    "data-why-off": disabled && why ? why : null, on: { click: onClick } },
  [icon(iconName), h("span", { class: `${PREFIX}-btn-text`, text: label })]);
}

/** A new game with the same settings (a fresh seed). @param {Snapshot} snap */
function newGameMessage(snap) {
  return {
    type: "new_game", game: snap.game, players: snap.players, options: snap.options, lang: snap.lang,
    seats: snap.seats.map((seat) => (seat.kind === "human" ? "human" : `bot:${seat.bot}`)),
  };
}

/** Whether the viewer has a decision to take now (what a hint is for). @param {Snapshot} snap */
const deciding = (snap) => snap.viewer !== null && !snap.result && snap.to_act.includes(snap.viewer) &&
  snap.legal.length > 0;

/** The replay_seat message's viewer for a choice of the seat menu. @param {string} value */
const viewerOf = (value) => (value === "all" ? "all" : Number(value));

/** The replay's controls, in place of the tools while a replay is shown. @param {Ctx} ctx */
function renderReplayBar(ctx) {
  const { snap, ui } = ctx;
  const { step, total, seat, can_see_all: canSeeAll } =
    /** @type {{step: number, total: number, seat: number | "all" | null, can_see_all: boolean}} */ (snap.replay);
  const seek = (/** @type {number} */ n) => { if (n !== step) ctx.send({ type: "seek", step: Math.max(0, Math.min(total, n)) }); };
  const slider = h("input", { type: "range", min: "0", max: String(total), step: "1", value: String(step),
    class: `${PREFIX}-replay-slider`, "data-key": "replay:slider", "data-replay-slider": "", "aria-label": ui.replay_slider,
    "aria-valuetext": fill(ui.replay_step, { n: step, total }),
    // the slider's own keys (arrows, Home, End, Page Up/Down) move it; each move shows its step
    on: { input: (/** @type {Event} */ e) => seek(Number(/** @type {HTMLInputElement} */ (e.currentTarget).value)) } });
  const seats = h("select", { class: `${PREFIX}-replay-seat`, "data-key": "replay:seat", "data-replay-seat": "",
    "aria-label": ui.replay_as, on: { change: (/** @type {Event} */ e) =>
      ctx.send({ type: "replay_seat", viewer: viewerOf(/** @type {HTMLSelectElement} */ (e.currentTarget).value) }) } },
  [...snap.seats.map((x) => h("option", { value: String(x.seat), selected: x.seat === seat || null, text: x.name })),
    // an all-seeing viewer: the board as the seat it was, and every hidden card listed beside it
    ...(canSeeAll ? [h("option", { value: "all", selected: seat === "all" || null, text: ui.replay_all })] : [])]);
  return h("div", { class: `${PREFIX}-tools ${PREFIX}-replay`, role: "toolbar", "aria-label": ui.replay_title,
    "data-replay": `${step}/${total}` }, [
    h("div", { class: `${PREFIX}-tool-group` }, [
      toolButton(ui.replay_first, "first", "replay-first", () => seek(0), step === 0),
      toolButton(ui.replay_prev, "prev", "replay-prev", () => seek(step - 1), step === 0),
    ]),
    slider,
    h("span", { class: `${PREFIX}-replay-step`, "data-replay-step": "", text: fill(ui.replay_step, { n: step, total }) }),
    h("div", { class: `${PREFIX}-tool-group` }, [
      toolButton(ui.replay_next, "next", "replay-next", () => seek(step + 1), step === total),
      toolButton(ui.replay_last, "last", "replay-last", () => seek(total), step === total),
    ]),
    h("label", { class: `${PREFIX}-replay-as` }, [h("span", { text: ui.replay_as }), seats]),
    toolButton(ui.share, "share", "share", () => ctx.send({ type: "share", what: "position", step })),
    toolButton(ui.replay_back, "back", "replay-back", () => ctx.send({ type: "replay_end" })),
    sharePanel(ctx),
  ]);
}

/** The tools, after the board's own brand in the top bar. @param {Ctx} ctx */
function renderTools(ctx) {
  const { snap, ui } = ctx;
  if (snap.replay) return renderReplayBar(ctx);
  const view = /** @type {{confirm?: "save" | "new" | null}} */ (ctx.view);
  const warnSave = snap.hot_seat && snap.secrets !== false; // the file would show one player another's secrets
  const asking = view.confirm === "save" && warnSave ? "save" : view.confirm === "new" && !snap.result ? "new" : null;
  /**
   * Open a warning (or close it, with null): the tools are drawn again in place, the focus on its Cancel or back on
   * the tool that opened it. `from` is the clicked button: the tools on the page are those a redraw kept, which may
   * be older than this drawing of them. @param {"save" | "new" | null} what @param {Event} from
   */
  function ask(what, from) {
    const was = view.confirm;
    view.confirm = what;
    const shown = /** @type {Element} */ (from.currentTarget).closest(`.${PREFIX}-tools`);
    if (!shown) return;
    morph(shown, renderTools(ctx));
    /** @type {HTMLElement | null} */ (shown.querySelector(what ? `[data-tool=${what}-cancel]` : `[data-tool=${was}]`))
      ?.focus();
  }
  /** @param {object} msg @param {Event} from */
  function anyway(msg, from) {
    ask(null, from);
    ctx.send(msg);
  }
  const file = h("input", { type: "file", accept: ".json,application/json", class: `${PREFIX}-file`, tabindex: "-1",
    "aria-hidden": "true", "data-tool": "file", on: { change: async (/** @type {Event} */ e) => {
      const input = /** @type {HTMLInputElement} */ (e.currentTarget);
      const chosen = input.files && input.files[0];
      if (!chosen) return;
      // the file's text exactly, a byte-order mark included (File.text() drops it): Python judges it as CPython does
      const data = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await chosen.arrayBuffer());
      input.value = "";
      ctx.send({ type: "load", data });
    } } });
  const langs = h("div", { class: `${PREFIX}-lang`, role: "group", "aria-label": ui.language },
    LANGS.map(([code, label]) => h("button", {
      type: "button", class: `${PREFIX}-btn ${PREFIX}-lang-btn`, lang: code, "aria-pressed": String(ctx.lang === code),
      "data-key": `lang:${code}`, "data-lang": code,
      on: { click: () => { if (code !== ctx.lang) ctx.send({ type: "lang", lang: code }); } },
    }, [label])));
  /** @type {Record<string, [string, string, string, object]>} */
  const warnings = {
    save: [ui.save, ui.save_warning, ui.save_anyway, { type: "save" }],
    new: [ui.new_game, ui.new_game_warning, ui.new_game, newGameMessage(snap)],
  };
  const [title, text, go, msg] = asking ? warnings[asking] : [];
  const warning = asking && h("div", { class: `${PREFIX}-notice ${PREFIX}-save-warning`, role: "alertdialog",
    "aria-label": title, [`data-${asking}-warning`]: "" }, [
    icon("info"),
    h("span", { class: `${PREFIX}-notice-text`, text }),
    h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": `tool:${asking}-anyway`,
      "data-tool": `${asking}-anyway`, on: { click: (/** @type {Event} */ e) => anyway(msg, e) } }, [go]),
    h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": `tool:${asking}-cancel`,
      "data-tool": `${asking}-cancel`, on: { click: (/** @type {Event} */ e) => ask(null, e) } }, [ui.cancel]),
  ]);
  // one Tab stop (the arrows move along the tools), so the options come soon after the board's start
  return h("div", { class: `${PREFIX}-tools`, role: "toolbar", "data-roving": "tools" }, [
    h("div", { class: `${PREFIX}-tool-group` }, [
      toolButton(ui.undo, "undo", "undo", () => ctx.send({ type: "undo" }), !snap.can_undo, snap.undo_why),
      toolButton(ui.redo, "redo", "redo", () => ctx.send({ type: "redo" }), !snap.can_redo),
    ]),
    toolButton(ui.hint, "hint", "hint", () => ctx.send({ type: "hint" }), !deciding(snap),
      ui.hint_not_now),
    h("div", { class: `${PREFIX}-tool-group` }, [
      toolButton(ui.save, "save", "save", (e) => (warnSave ? ask("save", e) : ctx.send({ type: "save" }))),
      // the file input the page shows: a redraw may have kept an older drawing of the tools
      toolButton(ui.load, "load", "load", (e) => /** @type {HTMLElement | null | undefined} */ (
        /** @type {Element} */ (e.currentTarget).parentElement?.querySelector("[data-tool=file]"))?.click()),
      file,
    ]),
    langs,
    toolButton(ui.replay, "replay", "replay", () => ctx.send({ type: "replay" }), !snap.result, ui.replay_not_over),
    toolButton(ui.share, "share", "share", () => ctx.send({ type: "share", what: "replay" }), !snap.result,
      ui.share_not_over),
    toolButton(ui.new_game, "new", "new", (e) => (snap.result ? ctx.send(newGameMessage(snap)) : ask("new", e))),
    warning,
    sharePanel(ctx),
  ]);
}

/**
 * The link the host made for Share (view.shared, set by common/frame.js): what it opens, the link to select, Copy
 * and Close. A host with no site address (a notebook) gives the part after "#", to add to the site's address.
 * @param {Ctx} ctx
 */
function sharePanel(ctx) {
  const { ui } = ctx;
  const view = /** @type {{shared?: {kind: string, step: number, link: string, bare: boolean, copied?: boolean} | null}} */ (
    ctx.view);
  const shared = view.shared;
  if (!shared) return null;
  const n = { n: shared.step };
  const title = shared.kind === "replay" ? ui.share_replay : fill(ui.share_position, n);
  const notes = [shared.kind === "replay" ? ui.share_replay_note : fill(ui.share_position_note, n),
    shared.bare ? ui.share_fragment_note : ""];
  /** Draw the tools again in place (the panel is part of them). @param {Element} button  one of the panel's */
  const redraw = (button) => {
    const tools = button.closest(`.${PREFIX}-tools`);
    if (tools) morph(tools, renderTools(ctx));
  };
  const copy = async (/** @type {Event} */ e) => {
    const button = /** @type {Element} */ (e.currentTarget); // the event's currentTarget is gone after the await
    const field = button.parentElement?.querySelector("[data-share-link]");
    try {
      await navigator.clipboard.writeText(shared.link);
    } catch { // no clipboard here (an http page, a denied permission): the link is selected to copy by hand
      if (field instanceof HTMLInputElement) { field.focus(); field.select(); }
      return;
    }
    shared.copied = true;
    redraw(button);
  };
  return h("div", { class: `${PREFIX}-notice ${PREFIX}-share`, role: "dialog", "aria-label": ui.share_title,
    "data-share": shared.kind }, [
    icon("share"),
    h("div", { class: `${PREFIX}-share-body` }, [
      h("b", { text: title }),
      h("input", { type: "text", readonly: "", value: shared.link, class: `${PREFIX}-share-link`,
        "data-key": "share:link", "data-share-link": "", "aria-label": title,
        on: { focus: (/** @type {Event} */ e) => /** @type {HTMLInputElement} */ (e.currentTarget).select() } }),
      h("small", { text: notes.filter(Boolean).join(" ") }),
    ]),
    h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": "tool:share-copy", "data-tool": "share-copy",
      on: { click: copy } }, [shared.copied ? ui.share_copied : ui.share_copy]),
    h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": "tool:share-close", "data-tool": "share-close",
      on: { click: (/** @type {Event} */ e) => {
        view.shared = null;
        redraw(/** @type {Element} */ (e.currentTarget));
      } } }, [ui.share_close]),
  ]);
}
