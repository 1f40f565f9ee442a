// ---------------------------------------------------------------------------------------
// The top bar's tools: undo/redo, save/load, language, new game
// (common/toolbar.js: needs dom.js, icons.js and PREFIX).
// In hot seat, Save first says that the file reveals every hidden card (a save is the seed and every
// move) and downloads only on "Save anyway".

/** Language switch: endonyms, so each reads in its own language. */
const LANGS = [["en", "EN"], ["ja", "日本語"]];

/**
 * @param {string} label @param {string} iconName @param {string} key
 * @param {() => void} onClick @param {boolean} [disabled]
 */
function toolButton(label, iconName, key, onClick, disabled = false) {
  return h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": `tool:${key}`, "data-tool": key, disabled,
    "aria-label": label, title: label, on: { click: onClick } },
  [icon(iconName), h("span", { class: `${PREFIX}-btn-text`, text: label })]);
}

/** A new game with the same settings (a fresh seed). @param {Snapshot} snap */
function newGameMessage(snap) {
  return {
    type: "new_game", game: snap.game, players: snap.players, options: snap.options, lang: snap.lang,
    seats: snap.seats.map((seat) => (seat.kind === "human" ? "human" : `bot:${seat.bot}`)),
  };
}

/** The tools, after the board's own brand in the top bar. @param {Ctx} ctx */
function renderTools(ctx) {
  const { snap, ui } = ctx;
  const view = /** @type {{confirmSave?: boolean}} */ (ctx.view);
  const asking = Boolean(view.confirmSave && snap.hot_seat);
  /** Open or close the hot-seat warning: the tools are drawn again in place. @param {boolean} open */
  function ask(open) {
    view.confirmSave = open;
    const next = renderTools(ctx);
    tools.replaceWith(next);
    /** @type {HTMLElement | null} */ (next.querySelector(open ? "[data-tool=save-cancel]" : "[data-tool=save]"))
      ?.focus();
  }
  function saveAnyway() {
    ask(false);
    ctx.send({ type: "save" });
  }
  const file = /** @type {HTMLInputElement} */ (h("input", { type: "file", accept: ".json,application/json",
    class: `${PREFIX}-file`, tabindex: "-1", "aria-hidden": "true", "data-tool": "file" }));
  file.addEventListener("change", async () => {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    // the file's text exactly, a byte-order mark included (File.text() drops it): Python judges it as CPython does
    const data = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await chosen.arrayBuffer());
    file.value = "";
    ctx.send({ type: "load", data });
  });
  const langs = h("div", { class: `${PREFIX}-lang`, role: "group", "aria-label": ui.language },
    LANGS.map(([code, label]) => h("button", {
      type: "button", class: `${PREFIX}-btn ${PREFIX}-lang-btn`, lang: code, "aria-pressed": String(ctx.lang === code),
      "data-key": `lang:${code}`, "data-lang": code,
      on: { click: () => { if (code !== ctx.lang) ctx.send({ type: "lang", lang: code }); } },
    }, [label])));
  const warning = asking && h("div", { class: `${PREFIX}-notice ${PREFIX}-save-warning`, role: "alertdialog",
    "aria-label": ui.save, "data-save-warning": "" }, [
    icon("info"),
    h("span", { class: `${PREFIX}-notice-text`, text: ui.save_warning }),
    h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": "tool:save-anyway", "data-tool": "save-anyway",
      on: { click: saveAnyway } }, [ui.save_anyway]),
    h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": "tool:save-cancel", "data-tool": "save-cancel",
      on: { click: () => ask(false) } }, [ui.cancel]),
  ]);
  const tools = h("div", { class: `${PREFIX}-tools` }, [
    h("div", { class: `${PREFIX}-tool-group` }, [
      toolButton(ui.undo, "undo", "undo", () => ctx.send({ type: "undo" }), !snap.can_undo),
      toolButton(ui.redo, "redo", "redo", () => ctx.send({ type: "redo" }), !snap.can_redo),
    ]),
    h("div", { class: `${PREFIX}-tool-group` }, [
      toolButton(ui.save, "save", "save", () => (snap.hot_seat ? ask(true) : ctx.send({ type: "save" }))),
      toolButton(ui.load, "load", "load", () => file.click()),
      file,
    ]),
    langs,
    toolButton(ui.new_game, "new", "new", () => ctx.send(newGameMessage(snap))),
    warning,
  ]);
  return tools;
}
