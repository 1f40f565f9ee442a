// Generated from widgets/src/arnak.js by `python3 build.py boards`; edit the sources, not this file.
// @ts-check
/**
 * Lost Ruins of Arnak board — an anywidget front-end module (one plain ES module, no imports).
 *
 * The source of widgets/static/arnak.js: `python3 build.py boards` replaces each include line
 * below with that file (common/: what every board shares; arnak/: this board's parts, one file
 * per part of the table) and each @json line with the rules' own data (cards, board, names in
 * en/ja), so effects are drawn from the same data the engine plays by.
 *
 * The host keeps a synced `snapshot` (rules/table.py Table.snapshot, rules/session.py,
 * observation from rules/arnak/view.py) and answers the messages this board sends with a new
 * snapshot. Every legal entry has a `target` (rules/arnak/text.py action_target): the part
 * that draws that thing (a site, a card, a research space…) makes it a button carrying
 * data-target; whatever no part drew is offered in the decision panel, so every option is
 * always one click away. Untrusted text is only ever set with textContent.
 */

/**
 * @typedef {{seat: number, kind: "human" | "bot", bot: string | null, name: string}} SeatInfo
 * @typedef {Record<string, any>} Action
 * @typedef {{action: Action, notation: string, label: string, target: string}} Legal
 * @typedef {Record<string, any>} Observation  rules/arnak/view.py observe()
 * @typedef {{
 *   game: string, players: number, viewer: number | null, lang: string, version: number,
 *   seats: SeatInfo[], to_act: number[], observation: Observation, legal: Legal[], prompt: string,
 *   log: string[], result: {scores: number[], ranking: number[], winners: number[], ranks?: number[]} | null,
 *   can_undo: boolean, can_redo: boolean, notice: string, humans: number[], hot_seat: boolean,
 *   ui: Record<string, string>, help: any, options: Record<string, unknown>
 * }} Snapshot
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{shownSeat: number | null | undefined, menu: string | null, menuVersion: number,
 *            busyTimer: number, quietTimer: number, confirmSave?: boolean, zoom: string | null}} ViewState
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, view: ViewState,
 *   myTurn: boolean, me: Record<string, any> | null, entries: Map<string, Legal[]>, drawn: Set<string>,
 *   act(entry: Legal): void, explain(action: Action): void, send(msg: object): void,
 *   choose(target: string): void, redraw(): void
 * }} Ctx
 */

const PREFIX = "arnak";

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  check: ["M5 12.5 10 17.5 19 7"],
};

// ---------------------------------------------------------------------------------------
// DOM helpers: everything is built with createElement / textContent, never from HTML text.
// (common/dom.js: needs nothing)

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * @param {Element} node
 * @param {Record<string, any>} props  class, text, on:{event: fn}, or plain attributes
 */
function setProps(node, props) {
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "on") for (const [ev, fn] of Object.entries(value)) node.addEventListener(ev, fn);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
}

/** @typedef {Node | string | null | undefined | false} Child */

/**
 * @param {string} tag
 * @param {Record<string, any>} [props]
 * @param {Child[]} [children]  strings become text nodes
 * @returns {HTMLElement}
 */
function h(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  setProps(node, props);
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

/**
 * @param {string} tag
 * @param {Record<string, any>} [props]
 * @param {Child[]} [children]
 * @returns {SVGElement}
 */
function s(tag, props = {}, children = []) {
  const node = document.createElementNS(SVG_NS, tag);
  setProps(node, props);
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return /** @type {SVGElement} */ (node);
}

/** @param {...(string | false | null | undefined)} names */
const cls = (...names) => names.filter(Boolean).join(" ");

/**
 * Fill a catalogue template's {placeholders}; unknown ones stay visible.
 * @param {string | undefined} template
 * @param {Record<string, string | number>} [params]
 */
function fill(template, params = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (m, key) => (key in params ? String(params[key]) : m));
}
// ---------------------------------------------------------------------------------------
// Icons (common/icons.js: needs dom.js, and PREFIX and GAME_ICONS defined by the board).

/** Small stroke icons (24×24 paths): those every board uses, then the board's own GAME_ICONS. */
const ICONS = /** @type {Record<string, string[]>} */ ({
  undo: ["M9 14 4 9l5-5", "M4 9h10.5a5.5 5.5 0 0 1 0 11H11"],
  redo: ["m15 14 5-5-5-5", "M20 9H9.5a5.5 5.5 0 0 0 0 11H13"],
  save: ["M12 3v12", "m7 10 5 5 5-5", "M5 21h14"],
  load: ["M12 21V9", "m7 14 5-5 5 5", "M5 3h14"],
  new: ["M12 5v14", "M5 12h14"],
  human: ["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"],
  bot: ["M6 9h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z", "M12 5v4",
    "M9.5 14.5h.01", "M14.5 14.5h.01", "M2 14v2", "M22 14v2"],
  info: ["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 16v-4", "M12 8h.01"],
  close: ["M6 6l12 12", "M18 6 6 18"],
  ...GAME_ICONS,
});

/** @param {string} name @param {string} [extra] */
function icon(name, extra) {
  return s("svg", { viewBox: "0 0 24 24", class: cls(`${PREFIX}-icon`, extra), "aria-hidden": "true",
    focusable: "false" }, (ICONS[name] || []).map((d) => s("path", { d })));
}
// ---------------------------------------------------------------------------------------
// Options: every legal option is a real button (or an SVG group that acts as one) with its
// label and data-action=notation (common/options.js: needs dom.js and PREFIX).

/** The number key that picks `entry` (1…9), 0 if none. @param {Ctx} ctx @param {Legal} entry */
function keyHint(ctx, entry) {
  const index = ctx.snap.legal.indexOf(entry);
  return index >= 0 && index < 9 ? index + 1 : 0;
}

/**
 * Mark an element as the option `entry`. The primary element of a notation carries
 * data-action (exactly one per notation, so `[data-action="…"]` is unambiguous); another one
 * (the same option drawn again elsewhere, or the same card twice in a hand) carries data-action-dup.
 * @param {Element} node @param {Legal} entry @param {Ctx} ctx @param {boolean} [primary]
 */
function markOption(node, entry, ctx, primary = true) {
  node.classList.add("is-legal");
  node.setAttribute("aria-label", entry.label);
  if (node instanceof HTMLElement) node.title = entry.label;
  if (primary && !ctx.placed.has(entry.notation)) {
    ctx.placed.add(entry.notation);
    node.setAttribute("data-action", entry.notation);
    // a hint for the number-key shortcut (shown only where there is a fine pointer)
    const n = keyHint(ctx, entry);
    if (n && node instanceof HTMLElement) {
      node.append(h("span", { class: `${PREFIX}-key`, "aria-hidden": "true", text: n }));
    }
  } else {
    node.setAttribute("data-action-dup", entry.notation);
  }
  node.addEventListener("click", () => ctx.act(entry));
}
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
// ---------------------------------------------------------------------------------------
// Side panels every board has: the log, and the provisional rules in the help
// (common/panels.js: needs dom.js and PREFIX).

/** The log (newest line last) and its panel. @param {Ctx} ctx @returns {{panel: HTMLElement, log: HTMLElement}} */
function logPanel(ctx) {
  const log = h("ol", { class: `${PREFIX}-log`, tabindex: "0", "aria-label": ctx.ui.log },
    ctx.snap.log.map((line) => h("li", { text: line })));
  const panel = h("section", { class: `${PREFIX}-panel ${PREFIX}-log-panel` }, [
    h("h2", { class: `${PREFIX}-panel-title`, text: ctx.ui.log }), log]);
  return { panel, log };
}

/**
 * The help panel's list of provisional rule choices (nothing when there are none).
 * @param {Ctx} ctx @param {{name: string, value: unknown, help: string}[]} rules
 */
function provisionalHelp(ctx, rules) {
  return [
    rules.length > 0 && h("h3", { class: `${PREFIX}-help-sub`, text: ctx.ui.provisional }),
    rules.length > 0 && h("ul", { class: `${PREFIX}-help-list` }, rules.map((rule) => h("li", {}, [
      h("code", { text: `${rule.name} = ${JSON.stringify(rule.value)}` }), h("span", { text: rule.help }),
    ]))),
  ];
}
// ---------------------------------------------------------------------------------------
// Hot seat: a cover hides the next seat's cards until that player says they are ready
// (common/cover.js: needs dom.js and PREFIX).

let coverIds = 0;

/**
 * The cover's card: the board's picture, "pass the device to …" and the ready button.
 * @param {Ctx} ctx @param {string} name  the next seat's name @param {Child} art @param {() => void} onReady
 */
function coverCard(ctx, name, art, onReady) {
  const id = `${PREFIX}-cover-${++coverIds}`;
  return h("div", { class: `${PREFIX}-cover-card`, role: "dialog", "aria-modal": "true", "aria-labelledby": id }, [
    art,
    h("h2", { id, class: `${PREFIX}-cover-title`, text: fill(ctx.ui.pass_device, { name }) }),
    h("button", { type: "button", class: `${PREFIX}-primary`, "data-key": "cover:ready", "data-ready": "",
      on: { click: onReady } }, [fill(ctx.ui.ready, { name })]),
  ]);
}

/**
 * Puts the cover up (layout hidden, `parts` and the prompt emptied, so the next player's cards
 * are out of the page) while the viewer is a hot-seat human who has not said they are ready
 * (ctx.view.shownSeat); takes it down otherwise. Returns whether the cover is up.
 * @param {Ctx} ctx
 * @param {{layout: HTMLElement, cover: HTMLElement, prompt: HTMLElement, parts: HTMLElement[]}} els
 * @param {(onReady: () => void) => Element} card  the cover's card (see coverCard)
 * @param {() => void} render  redraws the board once the player is ready
 */
function hotSeatCover(ctx, els, card, render) {
  const { snap, view } = ctx;
  const covered = Boolean(snap.hot_seat && snap.viewer !== null && !snap.result && snap.viewer !== view.shownSeat);
  els.layout.hidden = covered;
  els.cover.hidden = !covered;
  if (covered) {
    els.parts.forEach((part) => part.replaceChildren());
    els.prompt.textContent = "";
    els.cover.replaceChildren(card(() => { view.shownSeat = snap.viewer; render(); }));
    return true;
  }
  view.shownSeat = snap.viewer;
  els.cover.replaceChildren();
  return false;
}
// ---------------------------------------------------------------------------------------
// The keyboard (common/keys.js: needs nothing).

/**
 * A keydown handler: number keys pick the Nth option (Enter/Space work on the focused
 * button); `other` may map another key to an option. Keys typed in a form field, with a
 * modifier, or while `blocked()` (e.g. the hot-seat cover is up) are left alone.
 * @param {() => Snapshot | null} current @param {(entry: Legal) => void} act
 * @param {() => boolean} blocked @param {(key: string, snap: Snapshot) => Legal | undefined} [other]
 * @returns {(e: KeyboardEvent) => void}
 */
function optionKeys(current, act, blocked, other) {
  return (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || blocked()) return;
    const target = /** @type {HTMLElement} */ (e.target);
    if (target.closest("input, textarea, select, [contenteditable]")) return;
    const snap = current();
    if (!snap) return;
    /** @type {Legal | undefined} */
    let entry;
    if (/^[1-9]$/.test(e.key)) entry = snap.legal[Number(e.key) - 1];
    else if (other) entry = other(e.key, snap);
    if (!entry) return;
    e.preventDefault();
    e.stopPropagation();
    act(entry);
  };
}
// ---------------------------------------------------------------------------------------
// The board's frame and its host plumbing, the same on every board: the root, the top bar,
// the prompt row, the notice; sending (with the slow-answer busy mark and the staleness stamp),
// keeping focus across redraws, "save" downloads, mounting and destroying
// (common/frame.js: needs dom.js, icons.js and PREFIX).

/** Messages that change the game carry the version of the snapshot the board shows… */
const STAMPED = ["act", "undo", "redo", "load", "new_game"];
/** …and those acting for the viewing seat, that seat: the host refuses a stale one, so a double
 * click never acts twice, nor for the next player in hot seat. */
const SEATED = ["act", "undo", "redo"];

/**
 * @param {Model} model
 * @param {{busyTimer: number, quietTimer: number}} view
 * @param {string} saveName  the file name of a download when the host gives none
 */
function boardFrame(model, view, saveName) {
  // JupyterLab: keys typed inside the board are the board's, not notebook shortcuts
  const root = h("div", { class: `${PREFIX}-board`, tabindex: "-1", "data-lm-suppress-shortcuts": "true",
    "data-p-suppress-shortcuts": "true" });
  const top = h("header", { class: `${PREFIX}-top` });
  const prompt = h("p", { class: `${PREFIX}-prompt`, "aria-live": "polite", "data-prompt": "" });
  const busy = h("span", { class: `${PREFIX}-busy` });
  const promptRow = h("div", { class: `${PREFIX}-prompt-row` }, [prompt, busy]);
  const noticeText = h("span", { class: `${PREFIX}-notice-text` });
  const noticeClose = h("button", { type: "button", class: `${PREFIX}-icon-btn`, "data-key": "notice:close",
    on: { click: () => setNotice("") } }, [icon("close")]);
  const notice = h("div", { class: `${PREFIX}-notice is-empty`, role: "status", "aria-live": "polite",
    "data-notice": "" }, [icon("info"), noticeText, noticeClose]);

  /** The snapshot drawn last (showHead): what the player saw when they clicked. @type {Snapshot | null} */
  let shown = null;

  /** @param {string} text */
  function setNotice(text) {
    noticeText.textContent = text;
    notice.classList.toggle("is-empty", !text);
    noticeClose.hidden = !text;
  }

  /** @param {{type: string} & Record<string, any>} msg */
  function send(msg) {
    const snap = shown || current();
    /** @type {Record<string, any>} */
    const out = { ...msg };
    if (snap && STAMPED.includes(msg.type)) {
      out.version = snap.version;
      if (SEATED.includes(msg.type)) out.seat = snap.viewer;
    }
    // show "bots are playing…" only if the answer is slow to come
    clearTimeout(view.busyTimer);
    clearTimeout(view.quietTimer);
    view.busyTimer = window.setTimeout(() => root.classList.add("is-busy"), 250);
    view.quietTimer = window.setTimeout(() => root.classList.remove("is-busy"), 8000);
    model.send(out);
  }

  /** @returns {Snapshot | null} */
  const current = () => model.get("snapshot") || null;

  /** @param {Legal} entry */
  function act(entry) {
    send({ type: "act", action: entry.action });
  }

  /** A click on something that is no option: ask the host why. @param {Action} action */
  function explain(action) {
    const snap = current();
    if (!snap || snap.result || snap.viewer === null) return;
    send({ type: "explain", action });
  }

  /** A snapshot has come: the busy mark goes. */
  function settle() {
    clearTimeout(view.busyTimer);
    clearTimeout(view.quietTimer);
    root.classList.remove("is-busy");
  }

  /**
   * Which board element had focus (its data-key, "" if unkeyed), so a keyboard player keeps
   * their place after a redraw; null when focus is elsewhere (never steal it, e.g. in a notebook).
   * @returns {string | null}
   */
  function rememberFocus() {
    const where = /** @type {Document | ShadowRoot} */ (root.getRootNode());
    const active = where.activeElement;
    if (!active || !root.contains(active)) return null;
    return active.closest("[data-key]")?.getAttribute("data-key") ?? "";
  }

  /** @param {Element | null} node */
  const focusable = (node) => Boolean(node && !node.closest("[hidden]") &&
    node.matches("button:not(:disabled), summary, [tabindex]:not([tabindex='-1'])"));

  /**
   * Focus the element with data-key `key` again, else the board's `fallback`, else the root.
   * @param {string | null} key  from rememberFocus
   * @param {() => Element | null} fallback
   * @param {(node: Element | null) => boolean} [usable]
   */
  function restoreFocus(key, fallback, usable = focusable) {
    if (key === null) return;
    const same = key ? root.querySelector(`[data-key="${key.replace(/["\\]/g, "\\$&")}"]`) : null;
    const other = fallback();
    const next = usable(same) ? same : other;
    /** @type {HTMLElement} */ ((usable(next) && next) || root).focus({ preventScroll: true });
  }

  /**
   * The top of every redraw: bots-to-move mark, top bar, busy text, notice.
   * @param {Ctx} ctx @param {(ctx: Ctx) => Child[]} renderTop
   */
  function showHead(ctx, renderTop) {
    const { snap } = ctx;
    shown = snap;
    // a host that steps the bots one by one sends positions where only bots are to move
    const botsToMove = !snap.result && snap.to_act.length > 0 &&
      snap.to_act.every((seat) => snap.seats[seat]?.kind === "bot");
    root.classList.toggle("is-bots", botsToMove);
    top.replaceChildren(...renderTop(ctx));
    busy.textContent = ctx.ui.thinking || "";
    noticeClose.setAttribute("aria-label", ctx.ui.close || "");
    noticeClose.title = ctx.ui.close || "";
    setNotice(snap.notice || "");
  }

  /** The host answers "save" with a file to download. @param {any} msg */
  function onCustom(msg) {
    if (!msg || msg.type !== "download") return;
    const url = URL.createObjectURL(new Blob([String(msg.text ?? "")], { type: "application/json" }));
    const link = h("a", { href: url, download: String(msg.filename || saveName), hidden: true });
    root.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 5000);
  }

  /**
   * Listen to the model and the keyboard, draw the first snapshot; returns the board's destroy.
   * @param {() => void} render @param {(e: KeyboardEvent) => void} onKey
   */
  function mount(render, onKey) {
    root.addEventListener("keydown", onKey);
    model.on("change:snapshot", render);
    model.on("msg:custom", onCustom);
    render();
    return {
      destroy() {
        model.off("change:snapshot", render);
        model.off("msg:custom", onCustom);
        root.removeEventListener("keydown", onKey);
        clearTimeout(view.busyTimer);
        clearTimeout(view.quietTimer);
        root.remove();
      },
    };
  }

  return { root, top, prompt, promptRow, notice, send, current, act, explain, settle, rememberFocus, restoreFocus,
    showHead, mount };
}

const ARNAK_CARDS = {"basic":[{"id":"fundcar","name":"Funding","vp":0,"travel":["car"],"timing":"free","effect":[{"op":"gain","res":{"coin":1}}]},{"id":"fundship","name":"Funding","vp":0,"travel":["ship"],"timing":"free","effect":[{"op":"gain","res":{"coin":1}}]},{"id":"explorecar","name":"Exploration","vp":0,"travel":["car"],"timing":"free","effect":[{"op":"gain","res":{"compass":1}}]},{"id":"exploreship","name":"Exploration","vp":0,"travel":["ship"],"timing":"free","effect":[{"op":"gain","res":{"compass":1}}]}],"fear":{"id":"fear","name":"Fear","vp":-1,"travel":["boot"],"timing":null,"effect":[]},"items":[{"id":"I1","name":"Sea Turtle","cost":3,"vp":1,"travel":["ship","ship"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"dig_or_discover","travel_discount":["ship"]}]},{"id":"I2","name":"Ostrich","cost":3,"vp":1,"travel":["car","car"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"dig_or_discover","travel_discount":["car"]}]},{"id":"I3","name":"Pack Donkey","cost":4,"vp":1,"travel":["car","car"],"timing":"main","effect":[{"op":"draw","n":2}]},{"id":"I4","name":"Horse","cost":4,"vp":1,"travel":["car","car"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"gain","res":{"coin":1,"compass":1}}]},{"id":"I5","name":"Steam Boat","cost":3,"vp":3,"travel":["ship","ship"],"timing":"free","effect":[{"op":"gain","res":{"compass":2}}]},{"id":"I6","name":"Automobile","cost":3,"vp":3,"travel":["car","car"],"timing":"free","effect":[{"op":"gain","res":{"compass":2}}]},{"id":"I7","name":"Sturdy Boots","cost":1,"vp":1,"travel":["car","car"],"timing":"main","effect":[{"op":"gain","res":{"compass":1}},{"op":"dig_or_discover","travel_discount":["boot","boot"]}]},{"id":"I8","name":"Gold Pan","cost":1,"vp":1,"travel":["ship","ship"],"timing":"free","effect":[{"op":"gain","res":{"coin":2}}]},{"id":"I9","name":"Trowel","cost":1,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"pay","res":{"compass":1}},{"op":"gain","res":{"jewel":1}}]},{"id":"I10","name":"Pickaxe","cost":1,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"pay","res":{"compass":1}},{"op":"gain","res":{"tablet":1,"arrowhead":1}}]},{"id":"I11","name":"Hot Air Balloon","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"exile_self"},{"op":"dig_or_discover","travel_discount":["plane"],"compass_discount":3}]},{"id":"I12","name":"Aeroplane","cost":4,"vp":3,"travel":["plane","plane"],"timing":"main","effect":[{"op":"dig_or_discover","travel_discount":["plane"],"compass_discount":2}]},{"id":"I13","name":"Journal","cost":3,"vp":1,"travel":["car","ship"],"timing":"main","effect":[{"op":"exile_self"},{"op":"research","token":"notebook","free":true}]},{"id":"I14","name":"Parrot","cost":2,"vp":2,"travel":["ship"],"timing":"main","effect":[{"op":"discard","n":1},{"op":"gain","res":{"jewel":1}}]},{"id":"I15","name":"Watch","cost":1,"vp":1,"travel":["ship"],"timing":"free_or_pass","effect":[{"op":"choose","options":[[{"op":"gain","res":{"coin":2}}],[{"op":"gain","res":{"coin":3}},{"op":"pass"}]]}]},{"id":"I16","name":"Army Knife","cost":3,"vp":1,"travel":["car","ship"],"timing":"main","effect":[{"op":"choose","options":[[{"op":"exile","optional":true}],[{"op":"gain","res":{"coin":1}}],[{"op":"gain","res":{"compass":1}}],[{"op":"gain","res":{"tablet":1}}]],"count":2}]},{"id":"I17","name":"Binoculars","cost":4,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"activate","levels":[1]}]},{"id":"I18","name":"Tent","cost":4,"vp":2,"travel":["car"],"timing":"main","effect":[{"op":"activate","own":true,"level2_pay":{"compass":2}}]},{"id":"I19","name":"Fishing Rod","cost":2,"vp":2,"travel":["ship"],"timing":"main","effect":[{"op":"buy","kinds":["item"],"discount":3,"top":true}]},{"id":"I20","name":"Precision Compass","cost":4,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"buy","kinds":["artifact"],"discount":3,"top":true}]},{"id":"I21","name":"Bow and Arrows","cost":2,"vp":2,"travel":["car"],"timing":"main","effect":[{"op":"gain_per","what":"guardians_at_own_sites_plus_overcome","res":"compass","max":3}]},{"id":"I22","name":"Carrier Pigeon","cost":2,"vp":1,"travel":["ship"],"timing":"free","effect":[{"op":"gain","res":{"tablet":2}}]},{"id":"I23","name":"Whip","cost":2,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"exile_self"},{"op":"buy","kinds":["artifact"],"discount":4}]},{"id":"I24","name":"Rough Map","cost":1,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"exile_self"},{"op":"gain","res":{"compass":3}}]},{"id":"I25","name":"Airdrop","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"exile_self"},{"op":"gain_card","from":"row","to":"hand"}]},{"id":"I26","name":"Flask","cost":2,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"exile_self"},{"op":"draw","n":3}]},{"id":"I27","name":"Machete","cost":4,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"compass":2}}]},{"id":"I28","name":"Torch","cost":2,"vp":2,"travel":["ship"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"tablet":1}}]},{"id":"I29","name":"Large Backpack","cost":3,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"gain","res":{"coin":1}},{"op":"draw_bottom","n":1}]},{"id":"I30","name":"Rope","cost":2,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"discard","n":1},{"op":"draw","n":2}]},{"id":"I31","name":"Revolver","cost":4,"vp":1,"travel":["ship","ship"],"timing":"main","effect":[{"op":"pay","res":{"compass":1}},{"op":"overcome_free","where":"own"}]},{"id":"I32","name":"Hat","cost":1,"vp":1,"travel":["ship"],"timing":"free","effect":[{"op":"gain","res":{"coin":1,"compass":1}}]},{"id":"I33","name":"Bear Trap","cost":2,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"exile_self"},{"op":"overcome_free","where":"no_other"}]},{"id":"I34","name":"Grappling Hook","cost":2,"vp":2,"travel":["car"],"timing":"main","effect":[{"op":"discard","n":1},{"op":"draw","n":1},{"op":"exile","optional":true}]},{"id":"I35","name":"Lantern","cost":3,"vp":2,"travel":["car"],"timing":"main","effect":[{"op":"activate","levels":[0]}]},{"id":"I36","name":"Dog","cost":3,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"gain","res":{"compass":1}},{"op":"activate","levels":[0],"unoccupied":true}]},{"id":"I37","name":"Brush","cost":3,"vp":3,"travel":["car"],"timing":"main","effect":[{"op":"gain_per","what":"idols_owned_incl_slotted","res":"compass","max":3}]},{"id":"I38","name":"Axe","cost":2,"vp":2,"travel":["ship"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"compass":1}}]},{"id":"I39","name":"Chronometer","cost":3,"vp":2,"travel":["ship","ship"],"timing":"free_or_pass","effect":[{"op":"choose","options":[[{"op":"gain","res":{"coin":1,"compass":1}}],[{"op":"gain","res":{"compass":3}},{"op":"pass"}]]}]},{"id":"I40","name":"Theodolite","cost":3,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"gain","res":{"coin":1}},{"op":"gain_per","what":"own_archaeologists_on_board","res":"compass"}]}],"artifacts":[{"id":"A1","name":"Pathfinder's Sandals","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"relocate","levels":[0]}]},{"id":"A2","name":"Pathfinder's Staff","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"relocate","levels":[0,1]}]},{"id":"A3","name":"War Mask","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"gain","res":{"arrowhead":1}},{"op":"war_mask"}]},{"id":"A4","name":"Treasure Chest","cost":4,"vp":3,"travel":["plane"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"gain","res":{"coin":1}}]},{"id":"A5","name":"Ritual Dagger","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"arrowhead":1}}]},{"id":"A6","name":"Crystal Earring","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"earring","max":3,"from":"top","return_top":true}]},{"id":"A7","name":"Mortar","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"coin":2}}]},{"id":"A8","name":"Serpent's Gold","cost":3,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"fear","n":1},{"op":"gain","res":{"coin":4}}]},{"id":"A9","name":"Serpent Idol","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"fear","n":1},{"op":"gain","res":{"jewel":1}}]},{"id":"A10","name":"Monkey Medallion","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"gain_card","from":"row","to":"top_of_deck"}]},{"id":"A11","name":"Idol of Ara-Anu","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"research","discounts":[{"jewel":1}],"temple":true}]},{"id":"A12","name":"Inscribed Blade","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"research","discounts":[{"arrowhead":1},{"tablet":2}],"temple":true}]},{"id":"A13","name":"Guardian's Ocarina","cost":4,"vp":2,"travel":["plane","plane"],"timing":"main","effect":[{"op":"return_home","optional":true},{"op":"ocarina"}]},{"id":"A14","name":"Tigerclaw Hairpin","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"activate","levels":[0],"unoccupied":true}]},{"id":"A15","name":"War Club","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"overcome_free","where":"own"}]},{"id":"A16","name":"Sundial","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"choose","options":[[{"op":"gain","res":{"tablet":2}}],[{"op":"gain","res":{"jewel":1}},{"op":"pass"}]]}]},{"id":"A17","name":"Traders' Scales","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"upgrade","optional":true},{"op":"gain","res":{"coin":3}}]},{"id":"A18","name":"Hunting Arrows","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"fear","n":1},{"op":"gain","res":{"arrowhead":2}}]},{"id":"A19","name":"Coconut Flask","cost":3,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"gain","res":{"coin":2}},{"op":"supply_assistant","side":"silver"}]},{"id":"A20","name":"Cleansing Cauldron","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"exile","optional":true}]},{"id":"A21","name":"Ancient Wine","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"gain","res":{"coin":1}},{"op":"supply_assistant","side":"gold"}]},{"id":"A22","name":"Decorated Horn","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"swap_assistant"}]},{"id":"A23","name":"Ornate Hammer","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"exile_row_item"},{"op":"gain_card","from":"item_exile","to":"bottom_of_deck"}]},{"id":"A24","name":"Star Charts","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"pay","res":{"coin":1}},{"op":"activate","levels":[0],"count":2}]},{"id":"A25","name":"Stone Jar","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"draw","n":1}]},{"id":"A26","name":"Passage Shell","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"passage_shell"}]},{"id":"A27","name":"Ceremonial Rattle","cost":3,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"refresh_assistant","n":1}]},{"id":"A28","name":"Sacred Drum","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"discard","n":1},{"op":"refresh_assistant","n":2}]},{"id":"A29","name":"Trader's Coins","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"upgrade","optional":true},{"op":"gain","res":{"coin":2}}]},{"id":"A30","name":"Stone Key","cost":3,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"stone_key"}]},{"id":"A31","name":"Obsidian Earring","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"earring","max":2,"from":"bottom","return_top":false}]},{"id":"A32","name":"Guiding Stone","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"site_tile","level":1}]},{"id":"A33","name":"Guiding Skull","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"pay","res":{"compass":1}},{"op":"site_tile","level":2}]},{"id":"A34","name":"Runes of the Dead","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"fear","n":1},{"op":"gain","res":{"coin":1,"tablet":3}}]},{"id":"A35","name":"Guardian's Crown","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"move_guardian"}]}]};
const ARNAK_BOARD = {"setup":{"rounds":5,"hand_size":5,"archaeologists":2,"starting_deck":["fundcar","fundship","explorecar","exploreship","fear","fear"],"resources_by_seat":[{"coin":2},{"coin":1,"compass":1},{"coin":2,"compass":1},{"coin":1,"compass":2}],"blocked_camps":{"2":5,"3":3,"4":0}},"camps":[{"effect":[{"op":"gain","res":{"coin":2}}]},{"effect":[{"op":"gain","res":{"compass":2}}]},{"effect":[{"op":"gain","res":{"tablet":2}}]},{"effect":[{"op":"gain","res":{"arrowhead":1}}]},{"effect":[{"op":"discard","n":1},{"op":"gain","res":{"jewel":1}}]}],"camp_space_costs":[["boot"],["boot","boot"]],"discover_cost":{"1":3,"2":6},"slots":{"bird":{"1":[["car"],["car"],["ship"],["ship"],["car"],["car"],["ship"],["ship"]],"2":[["car","car"],["car","car"],["ship","ship"],["ship","ship"]]},"snake":{"1":[["car"],["car"],["ship"],["ship"],["car"],["boot","boot"],["plane"],["ship"]],"2":[["car","car"],["boot","plane"],["ship","car"],["ship","ship"]]}},"site_tiles":{"1":[{"id":1,"effect":[{"op":"choose","options":[[{"op":"gain","res":{"compass":2}}],[{"op":"gain_card","from":"row","to":"bottom_of_deck"}]]}]},{"id":2,"effect":[{"op":"gain","res":{"coin":1,"arrowhead":1}}]},{"id":3,"effect":[{"op":"draw","n":1},{"op":"gain","res":{"coin":1,"tablet":1}}]},{"id":4,"effect":[{"op":"gain","res":{"compass":1,"arrowhead":1}}]},{"id":5,"effect":[{"op":"gain","res":{"coin":1,"tablet":2}}]},{"id":6,"effect":[{"op":"gain","res":{"tablet":1,"arrowhead":1}}]},{"id":7,"effect":[{"op":"draw","n":1},{"op":"gain","res":{"arrowhead":1}}]},{"id":8,"effect":[{"op":"fear","n":1},{"op":"gain","res":{"tablet":1,"jewel":1}}]},{"id":9,"effect":[{"op":"fear","n":1},{"op":"gain","res":{"compass":1,"jewel":1}}]},{"id":10,"effect":[{"op":"gain","res":{"jewel":1}}]}],"2":[{"id":1,"effect":[{"op":"gain","res":{"compass":2,"jewel":1}}]},{"id":2,"effect":[{"op":"gain","res":{"coin":1,"compass":1,"tablet":1,"arrowhead":1}}]},{"id":3,"effect":[{"op":"gain","res":{"arrowhead":1,"jewel":1}}]},{"id":4,"effect":[{"op":"draw","n":1},{"op":"gain","res":{"tablet":1,"jewel":1}}]},{"id":5,"effect":[{"op":"gain","res":{"tablet":2,"jewel":1}}]},{"id":6,"effect":[{"op":"fear","n":1},{"op":"gain","res":{"tablet":2,"arrowhead":2}}]}]},"idols":{"bonuses":{"coin":3,"compass":3,"tablet":3,"exile_card":3,"upgrade":2,"refresh_assistant":2},"vp_each":3,"slot_vp":[1,2,3,4],"slot_options":[[{"op":"pay","res":{"coin":1}},{"op":"gain","res":{"jewel":1}}],[{"op":"gain","res":{"arrowhead":1}}],[{"op":"gain","res":{"tablet":2}}],[{"op":"gain","res":{"coin":1,"compass":1}}],[{"op":"draw","n":1}]],"bonus_steps":{"coin":[{"op":"gain","res":{"coin":1}}],"compass":[{"op":"gain","res":{"compass":1}}],"tablet":[{"op":"gain","res":{"tablet":1}}],"exile_card":[{"op":"exile","optional":true}],"upgrade":[{"op":"upgrade","optional":true}],"refresh_assistant":[{"op":"refresh_assistant","n":1}]}},"guardians":[{"id":1,"cost":{"compass":1,"coin":1,"arrowhead":1},"boon":[{"op":"travel","icons":["ship"]}]},{"id":2,"cost":{"discard_card":1,"coin":1,"arrowhead":1},"boon":[{"op":"exile","optional":true}]},{"id":3,"cost":{"travel":["boot"],"coin":1,"arrowhead":1},"boon":[{"op":"travel","icons":["car"]}]},{"id":4,"cost":{"coin":2,"arrowhead":1},"boon":[{"op":"travel","icons":["car"]}]},{"id":5,"cost":{"travel":["boot"],"tablet":1,"arrowhead":1},"boon":[{"op":"exile","optional":true}]},{"id":6,"cost":{"travel":["plane"],"arrowhead":1},"boon":[{"op":"exile","optional":true}]},{"id":7,"cost":{"compass":1,"discard_card":1,"arrowhead":1},"boon":[{"op":"draw","n":1}]},{"id":8,"cost":{"coin":4},"boon":[{"op":"upgrade","optional":true}]},{"id":9,"cost":{"travel":["ship"],"arrowhead":1},"boon":[{"op":"travel","icons":["car"]}]},{"id":10,"cost":{"travel":["car"],"arrowhead":1},"boon":[{"op":"travel","icons":["ship"]}]},{"id":11,"cost":{"travel":["boot","boot"],"compass":1},"boon":[{"op":"exile","optional":true}]},{"id":12,"cost":{"travel":["boot"],"jewel":1},"boon":[{"op":"travel","icons":["plane"]}]},{"id":13,"cost":{"tablet":3},"boon":[{"op":"travel","icons":["plane"]}]},{"id":14,"cost":{"travel":["plane"],"arrowhead":1},"boon":[{"op":"exile","optional":true}]},{"id":15,"cost":{"compass":2,"arrowhead":1},"boon":[{"op":"travel","icons":["ship"]}]}],"guardian_vp":5,"assistants":[{"id":1,"silver":[{"op":"gain","res":{"coin":2}}],"gold":[{"op":"gain","res":{"coin":3}}],"main":false},{"id":2,"silver":[{"op":"gain","res":{"tablet":1}}],"gold":[{"op":"gain","res":{"tablet":1,"coin":1}}],"main":false},{"id":3,"silver":[{"op":"pay_travel","icons":["boot"]},{"op":"gain","res":{"arrowhead":1}}],"gold":[{"op":"gain","res":{"arrowhead":1}}],"main":false},{"id":4,"silver":[{"op":"pay","res":{"coin":1}},{"op":"gain","res":{"arrowhead":1}}],"gold":[{"op":"pay","res":{"coin":1}},{"op":"choose","options":[[{"op":"gain","res":{"arrowhead":1}}],[{"op":"gain","res":{"jewel":1}}]]}],"main":false},{"id":5,"silver":[{"op":"exile","optional":true}],"gold":[{"op":"exile","optional":true},{"op":"gain","res":{"compass":1}}],"main":false},{"id":6,"silver":[{"op":"draw","n":1},{"op":"discard","n":1}],"gold":[{"op":"draw","n":1}],"main":false},{"id":7,"silver":[{"op":"choose","options":[[{"op":"gain","res":{"coin":1}}],[{"op":"travel","icons":["plane"]}]]}],"gold":[{"op":"choose","options":[[{"op":"gain","res":{"coin":2}}],[{"op":"travel","icons":["plane","plane"]}]]}],"main":false},{"id":8,"silver":[{"op":"choose","options":[[{"op":"gain","res":{"compass":1}}],[{"op":"travel","icons":["car"]}]]}],"gold":[{"op":"choose","options":[[{"op":"gain","res":{"coin":1,"compass":1}}],[{"op":"travel","icons":["car","car"]}]]}],"main":false},{"id":9,"silver":[{"op":"choose","options":[[{"op":"gain","res":{"compass":1}}],[{"op":"travel","icons":["ship"]}]]}],"gold":[{"op":"choose","options":[[{"op":"gain","res":{"coin":1,"compass":1}}],[{"op":"travel","icons":["ship","ship"]}]]}],"main":false},{"id":10,"silver":[{"op":"buy","kinds":["item","artifact"],"discount":1}],"gold":[{"op":"buy","kinds":["item","artifact"],"discount":2}],"main":true},{"id":11,"silver":[{"op":"upgrade","optional":true}],"gold":[{"op":"upgrade","optional":true},{"op":"gain","res":{"compass":1}}],"main":false},{"id":12,"silver":[{"op":"gain","res":{"compass":1}}],"gold":[{"op":"gain","res":{"compass":2}}],"main":false}],"research":{"bird":{"spaces":[{"id":0,"row":0,"cost":{},"next":[1,2]},{"id":1,"row":1,"cost":{"compass":1,"arrowhead":1},"next":[3,4]},{"id":2,"row":1,"cost":{"jewel":1},"next":[4]},{"id":3,"row":2,"cost":{"jewel":1},"next":[5]},{"id":4,"row":2,"cost":{"tablet":1,"arrowhead":1},"next":[5]},{"id":5,"row":3,"cost":{"tablet":2,"arrowhead":1},"next":[6,7,8]},{"id":6,"row":4,"cost":{"coin":1,"tablet":1,"arrowhead":1},"next":[9]},{"id":7,"row":4,"cost":{"tablet":1,"jewel":1},"next":[9]},{"id":8,"row":4,"cost":{"arrowhead":2},"next":[9]},{"id":9,"row":5,"cost":{"coin":1,"jewel":1},"next":[10,11]},{"id":10,"row":6,"cost":{"compass":1,"jewel":1},"next":[12]},{"id":11,"row":6,"cost":{"tablet":2,"arrowhead":1},"next":[12,13]},{"id":12,"row":7,"cost":{"coin":1,"tablet":1,"arrowhead":1},"next":[14]},{"id":13,"row":7,"cost":{"tablet":1,"jewel":1},"next":[14]},{"id":14,"row":8,"cost":{"coin":1,"compass":1,"jewel":1},"next":[],"temple":true}],"rows":{"1":{"glass":{"effect":[{"op":"gain","res":{"coin":1}}],"vp":1},"notebook":{"effect":[{"op":"recruit"}],"vp":0}},"2":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":2},"notebook":{"effect":[{"op":"recruit"}],"vp":1}},"3":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":4},"notebook":{"effect":[{"op":"upgrade_assistant"}],"vp":2}},"4":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":6},"notebook":{"effect":[{"op":"upgrade_assistant"}],"vp":4}},"5":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":9},"notebook":{"effect":[{"op":"gain","res":{"compass":3}}],"vp":6}},"6":{"glass":{"effect":[{"op":"draw","n":1}],"vp":12},"notebook":{"effect":[{"op":"gain_card","from":"row_artifact","to":"play"}],"vp":8}},"7":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":16},"notebook":{"effect":[{"op":"overcome_free","where":"own"}],"vp":10}}},"temple_costs":{"A":{"coin":1,"tablet":2},"B":{"jewel":1},"C":{"compass":1,"arrowhead":1}}},"snake":{"spaces":[{"id":0,"row":0,"cost":{},"next":[1,2]},{"id":1,"row":1,"cost":{"compass":1,"tablet":2},"next":[3,4]},{"id":2,"row":1,"cost":{"jewel":1},"next":[4,5]},{"id":3,"row":2,"cost":{"coin":1,"compass":1,"arrowhead":1},"next":[6]},{"id":4,"row":2,"cost":{"tablet":1,"jewel":1},"next":[6,7]},{"id":5,"row":2,"cost":{"arrowhead":2},"next":[7]},{"id":6,"row":3,"cost":{"tablet":2,"arrowhead":1},"next":[8]},{"id":7,"row":3,"cost":{"coin":1,"jewel":1},"next":[8]},{"id":8,"row":4,"cost":{"idol_from_supply":1},"next":[9,10],"assistant_rescue_space":true},{"id":9,"row":5,"cost":{"arrowhead":2},"next":[11,12]},{"id":10,"row":5,"cost":{"tablet":1,"jewel":1},"next":[12]},{"id":11,"row":6,"cost":{"tablet":1,"jewel":1},"next":[13]},{"id":12,"row":6,"cost":{"compass":1,"tablet":3},"next":[13]},{"id":13,"row":7,"cost":{"coin":1,"tablet":1,"arrowhead":1},"next":[14],"bonus_choose_one_of_several":true},{"id":14,"row":8,"cost":{"compass":1,"arrowhead":1,"jewel":1},"next":[],"temple":true}],"rows":{"1":{"glass":{"effect":[{"op":"gain","res":{"coin":1}}],"vp":1},"notebook":{"effect":[{"op":"recruit"}],"vp":0}},"2":{"glass":{"effect":[{"op":"gain","res":{"coin":2}}],"vp":2},"notebook":{"effect":[{"op":"exile","optional":true}],"vp":3}},"3":{"glass":{"effect":[{"op":"draw","n":1}],"vp":3},"notebook":{"effect":[{"op":"upgrade_assistant"}],"vp":4}},"4":{"glass":{"effect":[{"op":"rescue"}],"vp":4},"notebook":{"effect":[{"op":"gain_card","from":"row_artifact","to":"play"}],"vp":5}},"5":{"glass":{"effect":[{"op":"upgrade_assistant"}],"vp":5},"notebook":{"effect":[{"op":"refresh_assistant","n":1}],"vp":8}},"6":{"glass":{"effect":[{"op":"fear","n":1}],"vp":10},"notebook":{"effect":[{"op":"draw","n":1}],"vp":12}},"7":{"glass":{"effect":[{"op":"fear","n":1}],"vp":15},"notebook":{"effect":[{"op":"gain","res":{"jewel":1}}],"vp":15}}},"temple_costs":{"A":{"compass":1,"tablet":2},"B":{"jewel":1},"C":{"coin":1,"arrowhead":1}}}},"temple_arrival_vp":[23,21,20,19],"bonus_tiles":{"distribution":{"coin":3,"compass":3,"tablet":3,"exile_card":3,"draw":3,"upgrade":3},"placement":{"bird":{"2":[3,4,6,7,8,10,11,"temple x2"],"3":[3,4,6,7,8,10,11,12,13,"temple x3"],"4":[3,4,5,6,7,8,9,10,11,12,13,"temple x4"]},"snake":{"2":[3,5,6,7,11,12,"13 x2","temple x2"],"3":[3,4,5,6,7,11,12,"13 x3","temple x3"],"4":[3,4,5,6,7,9,10,11,12,"13 x3","temple x4"]},"solo":"use the 2-player placement"}},"temple_tiles":[{"vp":2,"color":"bronze","pay":["A"]},{"vp":2,"color":"bronze","pay":["B"]},{"vp":2,"color":"bronze","pay":["C"]},{"vp":6,"color":"silver","pay":["A","B"]},{"vp":6,"color":"silver","pay":["B","C"]},{"vp":11,"color":"gold","pay":["A","B","C"]}]};
const ARNAK_NAMES = {"en":{"res.coin":"coin","res.compass":"compass","res.tablet":"tablet","res.arrowhead":"arrowhead","res.jewel":"jewel","icon.boot":"boot","icon.car":"car","icon.ship":"ship","icon.plane":"plane","token.glass":"magnifying glass","token.notebook":"notebook","temple.bird":"Bird Temple","temple.snake":"Snake Temple","term.archaeologist":"archaeologist","term.moon_staff":"moon staff","term.guardian":"guardian","term.boon":"boon","term.idol":"idol","term.idol_slot":"idol slot","term.assistant":"assistant","term.silver_assistant":"silver assistant","term.gold_assistant":"gold assistant","term.dig":"dig at a site","term.discover":"discover a new site","term.overcome":"overcome a guardian","term.buy":"buy a card","term.play":"play a card","term.research":"research","term.pass":"pass","term.hire_pilot":"hire a pilot (2 coins for a plane)","term.main_action":"main action","term.free_action":"free action","term.item":"item","term.artifact":"artifact","term.fear_card":"Fear card","term.funding":"Funding","term.exploration":"Exploration","term.exile":"exile","term.upgrade":"upgrade a resource","term.site":"site","term.camp":"camp","term.level1":"level I","term.level2":"level II","term.travel_cost":"travel cost","term.card_row":"card row","term.deck":"deck","term.hand":"hand","term.play_area":"play area","term.research_track":"research track","term.lost_temple":"Lost Temple","term.temple_tile":"temple tile","term.bonus_tile":"research bonus tile","term.rescue_space":"assistant rescue space","term.exhausted":"exhausted","term.artifact_play":"Playing an artifact from your hand costs 1 tablet; when you buy one, its effect resolves at once without the tablet.","card.fundcar":"Funding","text.fundcar":"Free action: gain 1 coin.","card.fundship":"Funding","text.fundship":"Free action: gain 1 coin.","card.explorecar":"Exploration","text.explorecar":"Free action: gain 1 compass.","card.exploreship":"Exploration","text.exploreship":"Free action: gain 1 compass.","card.fear":"Fear","text.fear":"No effect: it can only pay a boot. −1 VP at the end of the game.","card.I1":"Sea Turtle","text.I1":"Draw 1 card; then you may dig or discover with 1 ship of the travel cost waived.","card.I2":"Ostrich","text.I2":"Draw 1 card; then you may dig or discover with 1 car of the travel cost waived.","card.I3":"Pack Donkey","text.I3":"Draw 2 cards.","card.I4":"Horse","text.I4":"Draw 1 card; gain 1 coin and 1 compass.","card.I5":"Steam Boat","text.I5":"Free action: gain 2 compasses.","card.I6":"Automobile","text.I6":"Free action: gain 2 compasses.","card.I7":"Sturdy Boots","text.I7":"Gain 1 compass; then you may dig or discover with 2 boots of the travel cost waived.","card.I8":"Gold Pan","text.I8":"Free action: gain 2 coins.","card.I9":"Trowel","text.I9":"Pay 1 compass to gain 1 jewel.","card.I10":"Pickaxe","text.I10":"Pay 1 compass to gain 1 tablet and 1 arrowhead.","card.I11":"Hot Air Balloon","text.I11":"Exile this card: dig or discover with 1 plane of the travel cost waived; a discovery also needs 3 compasses fewer.","card.I12":"Aeroplane","text.I12":"Dig or discover with 1 plane of the travel cost waived; a discovery also needs 2 compasses fewer.","card.I13":"Journal","text.I13":"Exile this card: move your notebook up one row for free (never above your magnifying glass).","card.I14":"Parrot","text.I14":"Put another card from your hand into the play area (no effect) to gain 1 jewel.","card.I15":"Watch","text.I15":"Free action: gain 2 coins — or pass (your round ends) and gain 3 coins.","card.I16":"Army Knife","text.I16":"Pick two different: exile a card, gain 1 coin, gain 1 compass, gain 1 tablet.","card.I17":"Binoculars","text.I17":"Use the effect of any discovered level I site, with no archaeologist, whoever is there.","card.I18":"Tent","text.I18":"Use again the effect of a site where you have an archaeologist; at a level II site, first pay 2 compasses.","card.I19":"Fishing Rod","text.I19":"Buy an item for 3 coins less; the top card of the item deck is also on offer.","card.I20":"Precision Compass","text.I20":"Buy an artifact for 3 compasses less; the top card of the artifact deck is also on offer.","card.I21":"Bow and Arrows","text.I21":"Gain 1 compass per guardian at the sites you occupy and per guardian you have overcome (at most 3).","card.I22":"Carrier Pigeon","text.I22":"Free action: gain 2 tablets.","card.I23":"Whip","text.I23":"Exile this card: buy an artifact for 4 compasses less.","card.I24":"Rough Map","text.I24":"Exile this card: gain 3 compasses.","card.I25":"Airdrop","text.I25":"Exile this card: take any item from the card row for free, straight into your hand.","card.I26":"Flask","text.I26":"Exile this card: draw 3 cards.","card.I27":"Machete","text.I27":"You may exile a card; gain 2 compasses.","card.I28":"Torch","text.I28":"You may exile a card; gain 1 tablet.","card.I29":"Large Backpack","text.I29":"Gain 1 coin; draw 1 card from the bottom of your deck.","card.I30":"Rope","text.I30":"Put another card from your hand into the play area (no effect) to draw 2 cards.","card.I31":"Revolver","text.I31":"Pay 1 compass: overcome a guardian at a site where you have an archaeologist, ignoring its cost.","card.I32":"Hat","text.I32":"Free action: gain 1 coin and 1 compass.","card.I33":"Bear Trap","text.I33":"Exile this card: overcome for free a guardian at a site where no other player has an archaeologist (you need not be there).","card.I34":"Grappling Hook","text.I34":"Put another card from your hand into the play area (no effect) to draw 1 card; then you may exile a card.","card.I35":"Lantern","text.I35":"Use the effect of any camp, occupied or not.","card.I36":"Dog","text.I36":"Gain 1 compass; use the effect of a camp nobody occupies.","card.I37":"Brush","text.I37":"Gain 1 compass per idol you own, in a slot or not (at most 3).","card.I38":"Axe","text.I38":"You may exile a card; gain 1 compass.","card.I39":"Chronometer","text.I39":"Free action: gain 1 coin and 1 compass — or pass (your round ends) and gain 3 compasses.","card.I40":"Theodolite","text.I40":"Gain 1 coin, plus 1 compass for each of your archaeologists already out on the island.","card.A1":"Pathfinder's Sandals","text.A1":"Move one of your archaeologists already on a site to a free space at a camp and use that camp's effect.","card.A2":"Pathfinder's Staff","text.A2":"Move one of your archaeologists already on a site to a free space at a camp or a discovered level I site and use its effect.","card.A3":"War Mask","text.A3":"Gain 1 arrowhead; at the end of this round you take no Fear cards from guardians.","card.A4":"Treasure Chest","text.A4":"Draw 1 card; gain 1 coin.","card.A5":"Ritual Dagger","text.A5":"You may exile a card; gain 1 arrowhead.","card.A6":"Crystal Earring","text.A6":"Choose a number up to 3 and draw that many cards; keep 1, you may put 1 back on top of your deck, and the rest go to the play area with no effect.","card.A7":"Mortar","text.A7":"You may exile a card; gain 2 coins.","card.A8":"Serpent's Gold","text.A8":"Take a Fear card; gain 4 coins.","card.A9":"Serpent Idol","text.A9":"Take a Fear card; gain 1 jewel.","card.A10":"Monkey Medallion","text.A10":"Take any item from the card row for free and put it on top of your deck.","card.A11":"Idol of Ara-Anu","text.A11":"Research (or buy a temple tile) for 1 jewel less.","card.A12":"Inscribed Blade","text.A12":"Research (or buy a temple tile) for 1 arrowhead or 2 tablets less.","card.A13":"Guardian's Ocarina","text.A13":"You may bring one of your archaeologists on a site back to your board; for the rest of the round each travel icon you play counts as a plane.","card.A14":"Tigerclaw Hairpin","text.A14":"You may exile a card; use the effect of a camp nobody occupies.","card.A15":"War Club","text.A15":"Overcome a guardian at a site where you have an archaeologist, ignoring its cost.","card.A16":"Sundial","text.A16":"Gain 2 tablets — or pass (your round ends) and gain 1 jewel.","card.A17":"Traders' Scales","text.A17":"Upgrade a resource (tablet to arrowhead, or arrowhead to jewel); gain 3 coins.","card.A18":"Hunting Arrows","text.A18":"Take a Fear card; gain 2 arrowheads.","card.A19":"Coconut Flask","text.A19":"Gain 2 coins; use the silver side of an assistant on top of a supply-board stack (it stays there, ready).","card.A20":"Cleansing Cauldron","text.A20":"Draw 1 card; then you may exile a card.","card.A21":"Ancient Wine","text.A21":"Gain 1 coin; use the gold side of an assistant on top of a supply-board stack (it stays there, ready).","card.A22":"Decorated Horn","text.A22":"Swap one of your assistants for one on the supply board; the newcomer keeps the old one's side (silver or gold) and is ready.","card.A23":"Ornate Hammer","text.A23":"Exile the rightmost item of the card row; then take any exiled item for free to the bottom of your deck.","card.A24":"Star Charts","text.A24":"Pay 1 coin: use the effects of 2 different camps.","card.A25":"Stone Jar","text.A25":"Draw 1 card.","card.A26":"Passage Shell","text.A26":"Send an archaeologist to a camp with no travel cost; you may use its effect twice.","card.A27":"Ceremonial Rattle","text.A27":"Refresh one of your exhausted assistants.","card.A28":"Sacred Drum","text.A28":"Put another card from your hand into the play area (no effect) to refresh both your assistants.","card.A29":"Trader's Coins","text.A29":"Upgrade a resource (tablet to arrowhead, or arrowhead to jewel); gain 2 coins.","card.A30":"Stone Key","text.A30":"Take an idol out of a slot on your board back to your supply; that slot is empty again.","card.A31":"Obsidian Earring","text.A31":"Draw 1 or 2 cards from the bottom of your deck; if you drew 2, keep 1 and put the other in the play area with no effect.","card.A32":"Guiding Stone","text.A32":"Reveal the top level I site tile, use its effect, then put it at the bottom of its stack.","card.A33":"Guiding Skull","text.A33":"Pay 1 compass: reveal the top level II site tile, use its effect, then put it at the bottom of its stack.","card.A34":"Runes of the Dead","text.A34":"Take a Fear card; gain 1 coin and 3 tablets.","card.A35":"Guardian's Crown","text.A35":"Move a guardian from a site you occupy to a camp or level I site with nobody on it and no guardian; then use that site's effect.","guardian.1":"Guardian 1","text.guardian.1.cost":"To overcome: pay 1 coin, 1 compass and 1 arrowhead. Worth 5 VP.","text.guardian.1.boon":"Boon (once per game): counts as a ship travel icon.","guardian.2":"Guardian 2","text.guardian.2.cost":"To overcome: pay 1 card from your hand (put into the play area), 1 coin and 1 arrowhead. Worth 5 VP.","text.guardian.2.boon":"Boon (once per game, free action): you may exile a card.","guardian.3":"Guardian 3","text.guardian.3.cost":"To overcome: pay 1 boot travel icon, 1 coin and 1 arrowhead. Worth 5 VP.","text.guardian.3.boon":"Boon (once per game): counts as a car travel icon.","guardian.4":"Guardian 4","text.guardian.4.cost":"To overcome: pay 2 coins and 1 arrowhead. Worth 5 VP.","text.guardian.4.boon":"Boon (once per game): counts as a car travel icon.","guardian.5":"Guardian 5","text.guardian.5.cost":"To overcome: pay 1 boot travel icon, 1 tablet and 1 arrowhead. Worth 5 VP.","text.guardian.5.boon":"Boon (once per game, free action): you may exile a card.","guardian.6":"Guardian 6","text.guardian.6.cost":"To overcome: pay 1 plane travel icon and 1 arrowhead. Worth 5 VP.","text.guardian.6.boon":"Boon (once per game, free action): you may exile a card.","guardian.7":"Guardian 7","text.guardian.7.cost":"To overcome: pay 1 card from your hand (put into the play area), 1 compass and 1 arrowhead. Worth 5 VP.","text.guardian.7.boon":"Boon (once per game, free action): draw 1 card.","guardian.8":"Guardian 8","text.guardian.8.cost":"To overcome: pay 4 coins. Worth 5 VP.","text.guardian.8.boon":"Boon (once per game, free action): upgrade a resource (tablet to arrowhead, or arrowhead to jewel).","guardian.9":"Guardian 9","text.guardian.9.cost":"To overcome: pay 1 ship travel icon and 1 arrowhead. Worth 5 VP.","text.guardian.9.boon":"Boon (once per game): counts as a car travel icon.","guardian.10":"Guardian 10","text.guardian.10.cost":"To overcome: pay 1 car travel icon and 1 arrowhead. Worth 5 VP.","text.guardian.10.boon":"Boon (once per game): counts as a ship travel icon.","guardian.11":"Guardian 11","text.guardian.11.cost":"To overcome: pay 2 boot travel icons and 1 compass. Worth 5 VP.","text.guardian.11.boon":"Boon (once per game, free action): you may exile a card.","guardian.12":"Guardian 12","text.guardian.12.cost":"To overcome: pay 1 boot travel icon and 1 jewel. Worth 5 VP.","text.guardian.12.boon":"Boon (once per game): counts as a plane travel icon.","guardian.13":"Guardian 13","text.guardian.13.cost":"To overcome: pay 3 tablets. Worth 5 VP.","text.guardian.13.boon":"Boon (once per game): counts as a plane travel icon.","guardian.14":"Guardian 14","text.guardian.14.cost":"To overcome: pay 1 plane travel icon and 1 arrowhead. Worth 5 VP.","text.guardian.14.boon":"Boon (once per game, free action): you may exile a card.","guardian.15":"Guardian 15","text.guardian.15.cost":"To overcome: pay 2 compasses and 1 arrowhead. Worth 5 VP.","text.guardian.15.boon":"Boon (once per game): counts as a ship travel icon.","assistant.1":"Assistant 1","text.assistant.1.silver":"Silver: Gain 2 coins.","text.assistant.1.gold":"Gold: Gain 3 coins.","assistant.2":"Assistant 2","text.assistant.2.silver":"Silver: Gain 1 tablet.","text.assistant.2.gold":"Gold: Gain 1 coin and 1 tablet.","assistant.3":"Assistant 3","text.assistant.3.silver":"Silver: Pay a boot travel icon to gain 1 arrowhead.","text.assistant.3.gold":"Gold: Gain 1 arrowhead.","assistant.4":"Assistant 4","text.assistant.4.silver":"Silver: Pay 1 coin to gain 1 arrowhead.","text.assistant.4.gold":"Gold: Pay 1 coin to gain 1 arrowhead or 1 jewel.","assistant.5":"Assistant 5","text.assistant.5.silver":"Silver: You may exile a card.","text.assistant.5.gold":"Gold: You may exile a card; gain 1 compass.","assistant.6":"Assistant 6","text.assistant.6.silver":"Silver: Draw 1 card, then put 1 card from your hand into the play area.","text.assistant.6.gold":"Gold: Draw 1 card.","assistant.7":"Assistant 7","text.assistant.7.silver":"Silver: Gain 1 coin, or use it as a plane travel icon.","text.assistant.7.gold":"Gold: Gain 2 coins, or use it as 2 plane travel icons.","assistant.8":"Assistant 8","text.assistant.8.silver":"Silver: Gain 1 compass, or use it as a car travel icon.","text.assistant.8.gold":"Gold: Gain 1 coin and 1 compass, or use it as 2 car travel icons.","assistant.9":"Assistant 9","text.assistant.9.silver":"Silver: Gain 1 compass, or use it as a ship travel icon.","text.assistant.9.gold":"Gold: Gain 1 coin and 1 compass, or use it as 2 ship travel icons.","assistant.10":"Assistant 10","text.assistant.10.silver":"Silver: As a main action, buy an item or an artifact for 1 less.","text.assistant.10.gold":"Gold: As a main action, buy an item or an artifact for 2 less.","assistant.11":"Assistant 11","text.assistant.11.silver":"Silver: Upgrade a resource (tablet to arrowhead, or arrowhead to jewel).","text.assistant.11.gold":"Gold: Upgrade a resource; gain 1 compass.","assistant.12":"Assistant 12","text.assistant.12.silver":"Silver: Gain 1 compass.","text.assistant.12.gold":"Gold: Gain 2 compasses.","site.1.1":"Site I-1","text.site.1.1":"Gain 2 compasses, or take any item from the card row for free to the bottom of your deck.","site.1.2":"Site I-2","text.site.1.2":"Gain 1 coin and 1 arrowhead.","site.1.3":"Site I-3","text.site.1.3":"Draw 1 card; gain 1 coin and 1 tablet.","site.1.4":"Site I-4","text.site.1.4":"Gain 1 compass and 1 arrowhead.","site.1.5":"Site I-5","text.site.1.5":"Gain 1 coin and 2 tablets.","site.1.6":"Site I-6","text.site.1.6":"Gain 1 tablet and 1 arrowhead.","site.1.7":"Site I-7","text.site.1.7":"Draw 1 card; gain 1 arrowhead.","site.1.8":"Site I-8","text.site.1.8":"Take a Fear card; gain 1 tablet and 1 jewel.","site.1.9":"Site I-9","text.site.1.9":"Take a Fear card; gain 1 compass and 1 jewel.","site.1.10":"Site I-10","text.site.1.10":"Gain 1 jewel.","site.2.1":"Site II-1","text.site.2.1":"Gain 2 compasses and 1 jewel.","site.2.2":"Site II-2","text.site.2.2":"Gain 1 coin, 1 compass, 1 tablet and 1 arrowhead.","site.2.3":"Site II-3","text.site.2.3":"Gain 1 arrowhead and 1 jewel.","site.2.4":"Site II-4","text.site.2.4":"Draw 1 card; gain 1 tablet and 1 jewel.","site.2.5":"Site II-5","text.site.2.5":"Gain 2 tablets and 1 jewel.","site.2.6":"Site II-6","text.site.2.6":"Take a Fear card; gain 2 tablets and 2 arrowheads.","camp.0":"Camp 1","text.camp.0":"Gain 2 coins. Spaces: 1 boot, 2 boots.","camp.1":"Camp 2","text.camp.1":"Gain 2 compasses. Spaces: 1 boot, 2 boots.","camp.2":"Camp 3","text.camp.2":"Gain 2 tablets. Spaces: 1 boot, 2 boots.","camp.3":"Camp 4","text.camp.3":"Gain 1 arrowhead. Spaces: 1 boot, 2 boots.","camp.4":"Camp 5","text.camp.4":"Put a card from your hand into the play area (no effect); gain 1 jewel. Spaces: 1 boot, 2 boots.","idol.coin":"Coin idol","text.idol.coin":"Discovery bonus: gain 1 coin. Worth 3 VP.","idol.compass":"Compass idol","text.idol.compass":"Discovery bonus: gain 1 compass. Worth 3 VP.","idol.tablet":"Tablet idol","text.idol.tablet":"Discovery bonus: gain 1 tablet. Worth 3 VP.","idol.exile_card":"Exile idol","text.idol.exile_card":"Discovery bonus: you may exile a card. Worth 3 VP.","idol.upgrade":"Upgrade idol","text.idol.upgrade":"Discovery bonus: you may upgrade a resource (tablet to arrowhead, or arrowhead to jewel). Worth 3 VP.","idol.refresh_assistant":"Refresh idol","text.idol.refresh_assistant":"Discovery bonus: refresh one of your assistants. Worth 3 VP.","text.idol_slot.0":"Idol slot option: pay 1 coin; gain 1 jewel.","text.idol_slot.1":"Idol slot option: gain 1 arrowhead.","text.idol_slot.2":"Idol slot option: gain 2 tablets.","text.idol_slot.3":"Idol slot option: gain 1 coin and 1 compass.","text.idol_slot.4":"Idol slot option: draw 1 card.","term.idol_slots":"Empty idol slots score 1, 2, 3 and 4 VP, left to right.","bonus.coin":"Coin bonus tile","text.bonus.coin":"First to reach this space: gain 1 coin.","bonus.compass":"Compass bonus tile","text.bonus.compass":"First to reach this space: gain 1 compass.","bonus.tablet":"Tablet bonus tile","text.bonus.tablet":"First to reach this space: gain 1 tablet.","bonus.exile_card":"Exile bonus tile","text.bonus.exile_card":"First to reach this space: you may exile a card.","bonus.draw":"Draw bonus tile","text.bonus.draw":"First to reach this space: draw 1 card.","bonus.upgrade":"Upgrade bonus tile","text.bonus.upgrade":"First to reach this space: you may upgrade a resource (tablet to arrowhead, or arrowhead to jewel).","text.research.bird.1.glass":"Magnifying glass enters row 1: gain 1 coin. Row worth 1 VP at the end.","text.research.bird.1.notebook":"Notebook enters row 1: recruit a silver assistant from the supply board. Row worth 0 VP at the end.","text.research.bird.2.glass":"Magnifying glass enters row 2: gain 1 compass. Row worth 2 VP at the end.","text.research.bird.2.notebook":"Notebook enters row 2: recruit a silver assistant from the supply board. Row worth 1 VP at the end.","text.research.bird.3.glass":"Magnifying glass enters row 3: gain 1 compass. Row worth 4 VP at the end.","text.research.bird.3.notebook":"Notebook enters row 3: turn one of your assistants to its gold side and refresh it. Row worth 2 VP at the end.","text.research.bird.4.glass":"Magnifying glass enters row 4: gain 1 compass. Row worth 6 VP at the end.","text.research.bird.4.notebook":"Notebook enters row 4: turn one of your assistants to its gold side and refresh it. Row worth 4 VP at the end.","text.research.bird.5.glass":"Magnifying glass enters row 5: gain 1 compass. Row worth 9 VP at the end.","text.research.bird.5.notebook":"Notebook enters row 5: gain 3 compasses. Row worth 6 VP at the end.","text.research.bird.6.glass":"Magnifying glass enters row 6: draw 1 card. Row worth 12 VP at the end.","text.research.bird.6.notebook":"Notebook enters row 6: take an artifact from the card row for free. Row worth 8 VP at the end.","text.research.bird.7.glass":"Magnifying glass enters row 7: gain 1 compass. Row worth 16 VP at the end.","text.research.bird.7.notebook":"Notebook enters row 7: overcome for free a guardian at a site where you have an archaeologist. Row worth 10 VP at the end.","text.research.bird.8.glass":"Magnifying glass reaches the Lost Temple: 23/21/20/19 VP by order of arrival; choose one bonus tile from the temple stack. Each later research with it buys a temple tile. The notebook cannot enter.","text.research.snake.1.glass":"Magnifying glass enters row 1: gain 1 coin. Row worth 1 VP at the end.","text.research.snake.1.notebook":"Notebook enters row 1: recruit a silver assistant from the supply board. Row worth 0 VP at the end.","text.research.snake.2.glass":"Magnifying glass enters row 2: gain 2 coins. Row worth 2 VP at the end.","text.research.snake.2.notebook":"Notebook enters row 2: you may exile a card. Row worth 3 VP at the end.","text.research.snake.3.glass":"Magnifying glass enters row 3: draw 1 card. Row worth 3 VP at the end.","text.research.snake.3.notebook":"Notebook enters row 3: turn one of your assistants to its gold side and refresh it. Row worth 4 VP at the end.","text.research.snake.4.glass":"Magnifying glass enters row 4: look through the assistants on the rescue space and take one (it arrives exhausted). Row worth 4 VP at the end.","text.research.snake.4.notebook":"Notebook enters row 4: take an artifact from the card row for free. Row worth 5 VP at the end.","text.research.snake.5.glass":"Magnifying glass enters row 5: turn one of your assistants to its gold side and refresh it. Row worth 5 VP at the end.","text.research.snake.5.notebook":"Notebook enters row 5: refresh one of your assistants. Row worth 8 VP at the end.","text.research.snake.6.glass":"Magnifying glass enters row 6: take a Fear card. Row worth 10 VP at the end.","text.research.snake.6.notebook":"Notebook enters row 6: draw 1 card. Row worth 12 VP at the end.","text.research.snake.7.glass":"Magnifying glass enters row 7: take a Fear card. Row worth 15 VP at the end.","text.research.snake.7.notebook":"Notebook enters row 7: gain 1 jewel. Row worth 15 VP at the end.","text.research.snake.8.glass":"Magnifying glass reaches the Lost Temple: 23/21/20/19 VP by order of arrival; choose one bonus tile from the temple stack. Each later research with it buys a temple tile. The notebook cannot enter.","temple_tile.0":"Bronze temple tile (A)","text.temple_tile.bird.0":"2 VP. Costs 1 coin and 2 tablets.","text.temple_tile.snake.0":"2 VP. Costs 1 compass and 2 tablets.","temple_tile.1":"Bronze temple tile (B)","text.temple_tile.bird.1":"2 VP. Costs 1 jewel.","text.temple_tile.snake.1":"2 VP. Costs 1 jewel.","temple_tile.2":"Bronze temple tile (C)","text.temple_tile.bird.2":"2 VP. Costs 1 compass and 1 arrowhead.","text.temple_tile.snake.2":"2 VP. Costs 1 coin and 1 arrowhead.","temple_tile.3":"Silver temple tile (A+B)","text.temple_tile.bird.3":"6 VP. Costs 1 coin, 2 tablets and 1 jewel.","text.temple_tile.snake.3":"6 VP. Costs 1 compass, 2 tablets and 1 jewel.","temple_tile.4":"Silver temple tile (B+C)","text.temple_tile.bird.4":"6 VP. Costs 1 compass, 1 arrowhead and 1 jewel.","text.temple_tile.snake.4":"6 VP. Costs 1 coin, 1 arrowhead and 1 jewel.","temple_tile.5":"Gold temple tile (A+B+C)","text.temple_tile.bird.5":"11 VP. Costs 1 coin, 1 compass, 2 tablets, 1 arrowhead and 1 jewel.","text.temple_tile.snake.5":"11 VP. Costs 1 coin, 1 compass, 2 tablets, 1 arrowhead and 1 jewel."},"ja":{"res.coin":"コイン","res.compass":"方位磁針","res.tablet":"石板","res.arrowhead":"矢じり","res.jewel":"宝石","icon.boot":"靴","icon.car":"車","icon.ship":"船","icon.plane":"飛行機","token.glass":"拡大鏡","token.notebook":"手帳","temple.bird":"鳥の寺院","temple.snake":"蛇の寺院","term.archaeologist":"考古学者","term.moon_staff":"月の杖","term.guardian":"守護者","term.boon":"恩恵","term.idol":"偶像","term.idol_slot":"偶像枠","term.assistant":"助手","term.silver_assistant":"銀の助手","term.gold_assistant":"金の助手","term.dig":"場所を発掘する","term.discover":"新たな場所を発見する","term.overcome":"守護者を撃退する","term.buy":"カードを購入する","term.play":"カードをプレイする","term.research":"研究する","term.pass":"パスする","term.hire_pilot":"パイロットを雇う（2コインで飛行機1つ）","term.main_action":"メインアクション","term.free_action":"フリーアクション","term.item":"アイテム","term.artifact":"遺物","term.fear_card":"恐怖カード","term.funding":"資金調達","term.exploration":"探検","term.exile":"除外","term.upgrade":"リソースをアップグレードする","term.site":"場所","term.camp":"キャンプ","term.level1":"レベルⅠ","term.level2":"レベルⅡ","term.travel_cost":"移動コスト","term.card_row":"カード列","term.deck":"山札","term.hand":"手札","term.play_area":"プレイエリア","term.research_track":"研究トラック","term.lost_temple":"失われた寺院","term.temple_tile":"寺院タイル","term.bonus_tile":"研究ボーナスタイル","term.rescue_space":"助手の救出スペース","term.exhausted":"横向き","term.artifact_play":"手札から遺物カードを使うときは石板を1つ支払う。購入したときは石板なしですぐに効果を使える。","card.fundcar":"資金調達","text.fundcar":"フリーアクション：コインを1つ得る。","card.fundship":"資金調達","text.fundship":"フリーアクション：コインを1つ得る。","card.explorecar":"探検","text.explorecar":"フリーアクション：方位磁針を1つ得る。","card.exploreship":"探検","text.exploreship":"フリーアクション：方位磁針を1つ得る。","card.fear":"恐怖","text.fear":"効果なし。靴の移動コストの支払いにだけ使える。ゲーム終了時に−1点。","card.I1":"ウミガメ","text.I1":"カードを1枚引く。その後、移動コストの船1つ分を免除して発掘または発見を行ってもよい。","card.I2":"ダチョウ","text.I2":"カードを1枚引く。その後、移動コストの車1つ分を免除して発掘または発見を行ってもよい。","card.I3":"ロバ","text.I3":"カードを2枚引く。","card.I4":"馬","text.I4":"カードを1枚引き、コインと方位磁針を1つずつ得る。","card.I5":"蒸気船","text.I5":"フリーアクション：方位磁針を2つ得る。","card.I6":"自動車","text.I6":"フリーアクション：方位磁針を2つ得る。","card.I7":"頑丈なブーツ","text.I7":"方位磁針を1つ得る。その後、移動コストの靴2つ分を免除して発掘または発見を行ってもよい。","card.I8":"金の鍋","text.I8":"フリーアクション：コインを2つ得る。","card.I9":"こて","text.I9":"方位磁針を1つ支払い、宝石を1つ得る。","card.I10":"つるはし","text.I10":"方位磁針を1つ支払い、石板と矢じりを1つずつ得る。","card.I11":"熱気球","text.I11":"このカードを除外する：移動コストの飛行機1つ分を免除して発掘または発見を行う。発見なら方位磁針も3つ少なくてよい。","card.I12":"飛行機","text.I12":"移動コストの飛行機1つ分を免除して発掘または発見を行う。発見なら方位磁針も2つ少なくてよい。","card.I13":"日誌","text.I13":"このカードを除外する：手帳を無料で1段進める（拡大鏡より上には進めない）。","card.I14":"オウム","text.I14":"手札のほかのカード1枚を（効果なしで）プレイエリアに置き、宝石を1つ得る。","card.I15":"腕時計","text.I15":"フリーアクション：コインを2つ得る。または、パスして（このラウンドは手番を終え）コインを3つ得る。","card.I16":"アーミーナイフ","text.I16":"次から異なる2つを選ぶ：カード1枚を除外する／コインを1つ得る／方位磁針を1つ得る／石板を1つ得る。","card.I17":"双眼鏡","text.I17":"発見済みのレベルⅠの場所1つの効果を、考古学者を置かずに（誰がいても）使う。","card.I18":"テント","text.I18":"自分の考古学者がいる場所1つの効果をもう一度使う。レベルⅡの場所なら先に方位磁針を2つ支払う。","card.I19":"釣り竿","text.I19":"アイテムカードをコイン3つ安く購入する。アイテムの山札の一番上のカードも購入できる。","card.I20":"精密コンパス","text.I20":"遺物カードを方位磁針3つ安く購入する。遺物の山札の一番上のカードも購入できる。","card.I21":"弓と矢","text.I21":"自分の考古学者がいる場所の守護者と撃退済みの守護者1体につき、方位磁針を1つ得る（最大3つ）。","card.I22":"伝書鳩","text.I22":"フリーアクション：石板を2つ得る。","card.I23":"鞭","text.I23":"このカードを除外する：遺物カードを方位磁針4つ安く購入する。","card.I24":"粗い地図","text.I24":"このカードを除外する：方位磁針を3つ得る。","card.I25":"空中投下","text.I25":"このカードを除外する：カード列のアイテムカード1枚を無料で獲得し、直接手札に加える。","card.I26":"水筒","text.I26":"このカードを除外する：カードを3枚引く。","card.I27":"マチェーテ","text.I27":"カード1枚を除外してもよい。方位磁針を2つ得る。","card.I28":"松明","text.I28":"カード1枚を除外してもよい。石板を1つ得る。","card.I29":"大きなリュック","text.I29":"コインを1つ得て、山札の一番下からカードを1枚引く。","card.I30":"ロープ","text.I30":"手札のほかのカード1枚を（効果なしで）プレイエリアに置き、カードを2枚引く。","card.I31":"リボルバー","text.I31":"方位磁針を1つ支払い、自分の考古学者がいる場所の守護者1体をコストなしで撃退する。","card.I32":"帽子","text.I32":"フリーアクション：コインと方位磁針を1つずつ得る。","card.I33":"トラバサミ","text.I33":"このカードを除外する：ほかのプレイヤーの考古学者がいない場所の守護者1体をコストなしで撃退する（自分がいなくてもよい）。","card.I34":"引っかけ鈎","text.I34":"手札のほかのカード1枚を（効果なしで）プレイエリアに置き、カードを1枚引く。その後、カード1枚を除外してもよい。","card.I35":"ランタン","text.I35":"キャンプ1つの効果を（誰がいても）使う。","card.I36":"犬","text.I36":"方位磁針を1つ得て、誰もいないキャンプ1つの効果を使う。","card.I37":"ブラシ","text.I37":"持っている偶像（偶像枠のものも含む）1つにつき方位磁針を1つ得る（最大3つ）。","card.I38":"斧","text.I38":"カード1枚を除外してもよい。方位磁針を1つ得る。","card.I39":"クロノメーター","text.I39":"フリーアクション：コインと方位磁針を1つずつ得る。または、パスして（このラウンドは手番を終え）方位磁針を3つ得る。","card.I40":"経緯儀","text.I40":"コインを1つ得る。さらに、すでに島に出ている自分の考古学者1人につき方位磁針を1つ得る。","card.A1":"探検家のサンダル","text.A1":"場に出ている自分の考古学者1人をキャンプの空いているマスに移し、そのキャンプの効果を使う。","card.A2":"探検家の杖","text.A2":"場に出ている自分の考古学者1人を、キャンプか発見済みのレベルⅠの場所の空いているマスに移し、その効果を使う。","card.A3":"戦の仮面","text.A3":"矢じりを1つ得る。このラウンドの終わりには守護者から恐怖カードを受け取らない。","card.A4":"宝箱","text.A4":"カードを1枚引き、コインを1つ得る。","card.A5":"儀式の短剣","text.A5":"カード1枚を除外してもよい。矢じりを1つ得る。","card.A6":"水晶の耳飾り","text.A6":"3以下の枚数を決めてその枚数のカードを引く。1枚を手札に残し、1枚を山札の上に戻してもよい。残りは効果なしでプレイエリアに置く。","card.A7":"乳鉢","text.A7":"カード1枚を除外してもよい。コインを2つ得る。","card.A8":"蛇の黄金","text.A8":"恐怖カードを1枚受け取り、コインを4つ得る。","card.A9":"蛇の偶像","text.A9":"恐怖カードを1枚受け取り、宝石を1つ得る。","card.A10":"猿のメダリオン","text.A10":"カード列のアイテムカード1枚を無料で獲得し、山札の一番上に置く。","card.A11":"アラ・アヌの偶像","text.A11":"宝石1つ分安く研究する（または寺院タイルを獲得する）。","card.A12":"刻印の刃","text.A12":"矢じり1つ分または石板2つ分安く研究する（または寺院タイルを獲得する）。","card.A13":"守護者のオカリナ","text.A13":"場に出ている自分の考古学者1人を手元に戻してもよい。このラウンドの間、自分の移動アイコンはすべて飛行機として扱う。","card.A14":"虎爪の髪飾り","text.A14":"カード1枚を除外してもよい。誰もいないキャンプ1つの効果を使う。","card.A15":"戦の棍棒","text.A15":"自分の考古学者がいる場所の守護者1体をコストなしで撃退する。","card.A16":"日時計","text.A16":"石板を2つ得る。または、パスして（このラウンドは手番を終え）宝石を1つ得る。","card.A17":"商人の天秤","text.A17":"リソース1つをアップグレードし（石板→矢じり、矢じり→宝石）、コインを3つ得る。","card.A18":"狩りの矢","text.A18":"恐怖カードを1枚受け取り、矢じりを2つ得る。","card.A19":"ココナッツの水筒","text.A19":"コインを2つ得て、サプライボードの助手の山の一番上の1枚の銀の面の効果を使う（その助手はその場に残る）。","card.A20":"清めの大釜","text.A20":"カードを1枚引く。その後、カード1枚を除外してもよい。","card.A21":"古代のワイン","text.A21":"コインを1つ得て、サプライボードの助手の山の一番上の1枚の金の面の効果を使う（その助手はその場に残る）。","card.A22":"飾りの角笛","text.A22":"自分の助手1枚をサプライボードの助手1枚と交換する。新しい助手は元と同じ面（銀／金）で、縦向きで置く。","card.A23":"装飾の槌","text.A23":"カード列の一番右のアイテムカードを除外する。その後、除外されたアイテムカード1枚を無料で獲得し、山札の一番下に置く。","card.A24":"星図","text.A24":"コインを1つ支払い、異なるキャンプ2つの効果を使う。","card.A25":"石の壺","text.A25":"カードを1枚引く。","card.A26":"通り道の貝殻","text.A26":"考古学者1人を移動コストなしでキャンプに送る。その効果を2回使ってもよい。","card.A27":"儀式のラトル","text.A27":"横向きになっている自分の助手1枚を縦に戻す。","card.A28":"聖なる太鼓","text.A28":"手札のほかのカード1枚を（効果なしで）プレイエリアに置き、自分の助手を2枚とも縦に戻す。","card.A29":"商人の硬貨","text.A29":"リソース1つをアップグレードし（石板→矢じり、矢じり→宝石）、コインを2つ得る。","card.A30":"石の鍵","text.A30":"偶像枠に置いた偶像1つを手元に戻す。その偶像枠は再び空きになる。","card.A31":"黒曜石の耳飾り","text.A31":"山札の一番下からカードを1枚か2枚引く。2枚引いたら1枚を残し、もう1枚は効果なしでプレイエリアに置く。","card.A32":"導きの石","text.A32":"レベルⅠの場所タイルの山の一番上を公開してその効果を使い、山の一番下に戻す。","card.A33":"導きの髑髏","text.A33":"方位磁針を1つ支払い、レベルⅡの場所タイルの山の一番上を公開してその効果を使い、山の一番下に戻す。","card.A34":"死者のルーン","text.A34":"恐怖カードを1枚受け取り、コイン1つと石板3つを得る。","card.A35":"守護者の冠","text.A35":"自分の考古学者がいる場所の守護者1体を、誰もおらず守護者もいないキャンプかレベルⅠの場所に移し、その場所の効果を使う。","guardian.1":"守護者1","text.guardian.1.cost":"撃退コスト：コイン1つ、方位磁針1つ、矢じり1つ。撃退すると5点。","text.guardian.1.boon":"恩恵（ゲーム中1回）：船の移動アイコン1つとして使える。","guardian.2":"守護者2","text.guardian.2.cost":"撃退コスト：手札1枚（プレイエリアに置く）、コイン1つ、矢じり1つ。撃退すると5点。","text.guardian.2.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.3":"守護者3","text.guardian.3.cost":"撃退コスト：靴の移動コスト1つ、コイン1つ、矢じり1つ。撃退すると5点。","text.guardian.3.boon":"恩恵（ゲーム中1回）：車の移動アイコン1つとして使える。","guardian.4":"守護者4","text.guardian.4.cost":"撃退コスト：コイン2つ、矢じり1つ。撃退すると5点。","text.guardian.4.boon":"恩恵（ゲーム中1回）：車の移動アイコン1つとして使える。","guardian.5":"守護者5","text.guardian.5.cost":"撃退コスト：靴の移動コスト1つ、石板1つ、矢じり1つ。撃退すると5点。","text.guardian.5.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.6":"守護者6","text.guardian.6.cost":"撃退コスト：飛行機の移動コスト1つ、矢じり1つ。撃退すると5点。","text.guardian.6.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.7":"守護者7","text.guardian.7.cost":"撃退コスト：手札1枚（プレイエリアに置く）、方位磁針1つ、矢じり1つ。撃退すると5点。","text.guardian.7.boon":"恩恵（ゲーム中1回・フリーアクション）：カードを1枚引く。","guardian.8":"守護者8","text.guardian.8.cost":"撃退コスト：コイン4つ。撃退すると5点。","text.guardian.8.boon":"恩恵（ゲーム中1回・フリーアクション）：リソース1つをアップグレードする（石板→矢じり、矢じり→宝石）。","guardian.9":"守護者9","text.guardian.9.cost":"撃退コスト：船の移動コスト1つ、矢じり1つ。撃退すると5点。","text.guardian.9.boon":"恩恵（ゲーム中1回）：車の移動アイコン1つとして使える。","guardian.10":"守護者10","text.guardian.10.cost":"撃退コスト：車の移動コスト1つ、矢じり1つ。撃退すると5点。","text.guardian.10.boon":"恩恵（ゲーム中1回）：船の移動アイコン1つとして使える。","guardian.11":"守護者11","text.guardian.11.cost":"撃退コスト：靴の移動コスト2つ、方位磁針1つ。撃退すると5点。","text.guardian.11.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.12":"守護者12","text.guardian.12.cost":"撃退コスト：靴の移動コスト1つ、宝石1つ。撃退すると5点。","text.guardian.12.boon":"恩恵（ゲーム中1回）：飛行機の移動アイコン1つとして使える。","guardian.13":"守護者13","text.guardian.13.cost":"撃退コスト：石板3つ。撃退すると5点。","text.guardian.13.boon":"恩恵（ゲーム中1回）：飛行機の移動アイコン1つとして使える。","guardian.14":"守護者14","text.guardian.14.cost":"撃退コスト：飛行機の移動コスト1つ、矢じり1つ。撃退すると5点。","text.guardian.14.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.15":"守護者15","text.guardian.15.cost":"撃退コスト：方位磁針2つ、矢じり1つ。撃退すると5点。","text.guardian.15.boon":"恩恵（ゲーム中1回）：船の移動アイコン1つとして使える。","assistant.1":"助手1","text.assistant.1.silver":"銀：コインを2つ得る。","text.assistant.1.gold":"金：コインを3つ得る。","assistant.2":"助手2","text.assistant.2.silver":"銀：石板を1つ得る。","text.assistant.2.gold":"金：コインと石板を1つずつ得る。","assistant.3":"助手3","text.assistant.3.silver":"銀：靴の移動コストを1つ支払い、矢じりを1つ得る。","text.assistant.3.gold":"金：矢じりを1つ得る。","assistant.4":"助手4","text.assistant.4.silver":"銀：コインを1つ支払い、矢じりを1つ得る。","text.assistant.4.gold":"金：コインを1つ支払い、矢じりか宝石を1つ得る。","assistant.5":"助手5","text.assistant.5.silver":"銀：カード1枚を除外してもよい。","text.assistant.5.gold":"金：カード1枚を除外してもよい。方位磁針を1つ得る。","assistant.6":"助手6","text.assistant.6.silver":"銀：カードを1枚引き、その後、手札1枚をプレイエリアに置く。","text.assistant.6.gold":"金：カードを1枚引く。","assistant.7":"助手7","text.assistant.7.silver":"銀：コインを1つ得る。または飛行機の移動アイコン1つとして使う。","text.assistant.7.gold":"金：コインを2つ得る。または飛行機の移動アイコン2つとして使う。","assistant.8":"助手8","text.assistant.8.silver":"銀：方位磁針を1つ得る。または車の移動アイコン1つとして使う。","text.assistant.8.gold":"金：コインと方位磁針を1つずつ得る。または車の移動アイコン2つとして使う。","assistant.9":"助手9","text.assistant.9.silver":"銀：方位磁針を1つ得る。または船の移動アイコン1つとして使う。","text.assistant.9.gold":"金：コインと方位磁針を1つずつ得る。または船の移動アイコン2つとして使う。","assistant.10":"助手10","text.assistant.10.silver":"銀：メインアクションとして、アイテムカードか遺物カードをコスト1安く購入する。","text.assistant.10.gold":"金：メインアクションとして、アイテムカードか遺物カードをコスト2安く購入する。","assistant.11":"助手11","text.assistant.11.silver":"銀：リソース1つをアップグレードする（石板→矢じり、矢じり→宝石）。","text.assistant.11.gold":"金：リソース1つをアップグレードし、方位磁針を1つ得る。","assistant.12":"助手12","text.assistant.12.silver":"銀：方位磁針を1つ得る。","text.assistant.12.gold":"金：方位磁針を2つ得る。","site.1.1":"遺跡I-1","text.site.1.1":"方位磁針を2つ得る。または、カード列のアイテムカード1枚を無料で獲得し、山札の一番下に置く。","site.1.2":"遺跡I-2","text.site.1.2":"コインと矢じりを1つずつ得る。","site.1.3":"遺跡I-3","text.site.1.3":"カードを1枚引く。コインと石板を1つずつ得る。","site.1.4":"遺跡I-4","text.site.1.4":"方位磁針と矢じりを1つずつ得る。","site.1.5":"遺跡I-5","text.site.1.5":"コイン1つと石板2つを得る。","site.1.6":"遺跡I-6","text.site.1.6":"石板と矢じりを1つずつ得る。","site.1.7":"遺跡I-7","text.site.1.7":"カードを1枚引く。矢じりを1つ得る。","site.1.8":"遺跡I-8","text.site.1.8":"恐怖カードを1枚プレイエリアに受け取る。石板と宝石を1つずつ得る。","site.1.9":"遺跡I-9","text.site.1.9":"恐怖カードを1枚プレイエリアに受け取る。方位磁針と宝石を1つずつ得る。","site.1.10":"遺跡I-10","text.site.1.10":"宝石を1つ得る。","site.2.1":"遺跡II-1","text.site.2.1":"方位磁針2つと宝石1つを得る。","site.2.2":"遺跡II-2","text.site.2.2":"コインと方位磁針と石板と矢じりを1つずつ得る。","site.2.3":"遺跡II-3","text.site.2.3":"矢じりと宝石を1つずつ得る。","site.2.4":"遺跡II-4","text.site.2.4":"カードを1枚引く。石板と宝石を1つずつ得る。","site.2.5":"遺跡II-5","text.site.2.5":"石板2つと宝石1つを得る。","site.2.6":"遺跡II-6","text.site.2.6":"恐怖カードを1枚プレイエリアに受け取る。石板と矢じりを2つずつ得る。","camp.0":"キャンプ1","text.camp.0":"コインを2つ得る。マスの移動コスト：靴1つ／靴2つ。","camp.1":"キャンプ2","text.camp.1":"方位磁針を2つ得る。マスの移動コスト：靴1つ／靴2つ。","camp.2":"キャンプ3","text.camp.2":"石板を2つ得る。マスの移動コスト：靴1つ／靴2つ。","camp.3":"キャンプ4","text.camp.3":"矢じりを1つ得る。マスの移動コスト：靴1つ／靴2つ。","camp.4":"キャンプ5","text.camp.4":"手札1枚を（効果なしで）プレイエリアに置く。宝石を1つ得る。マスの移動コスト：靴1つ／靴2つ。","idol.coin":"コインの偶像","text.idol.coin":"発見ボーナス：コインを1つ得る。偶像は1つ3点。","idol.compass":"方位磁針の偶像","text.idol.compass":"発見ボーナス：方位磁針を1つ得る。偶像は1つ3点。","idol.tablet":"石板の偶像","text.idol.tablet":"発見ボーナス：石板を1つ得る。偶像は1つ3点。","idol.exile_card":"除外の偶像","text.idol.exile_card":"発見ボーナス：カード1枚を除外してもよい。偶像は1つ3点。","idol.upgrade":"アップグレードの偶像","text.idol.upgrade":"発見ボーナス：リソース1つをアップグレードしてもよい（石板→矢じり、矢じり→宝石）。偶像は1つ3点。","idol.refresh_assistant":"助手回復の偶像","text.idol.refresh_assistant":"発見ボーナス：自分の助手1枚を縦に戻す。偶像は1つ3点。","text.idol_slot.0":"偶像枠の効果：コインを1つ支払う。宝石を1つ得る。","text.idol_slot.1":"偶像枠の効果：矢じりを1つ得る。","text.idol_slot.2":"偶像枠の効果：石板を2つ得る。","text.idol_slot.3":"偶像枠の効果：コインと方位磁針を1つずつ得る。","text.idol_slot.4":"偶像枠の効果：カードを1枚引く。","term.idol_slots":"空いている偶像枠は左から1・2・3・4点。","bonus.coin":"コインのボーナスタイル","text.bonus.coin":"このスペースに最初に到達したプレイヤー：コインを1つ得る。","bonus.compass":"方位磁針のボーナスタイル","text.bonus.compass":"このスペースに最初に到達したプレイヤー：方位磁針を1つ得る。","bonus.tablet":"石板のボーナスタイル","text.bonus.tablet":"このスペースに最初に到達したプレイヤー：石板を1つ得る。","bonus.exile_card":"除外のボーナスタイル","text.bonus.exile_card":"このスペースに最初に到達したプレイヤー：カード1枚を除外してもよい。","bonus.draw":"カードを引くボーナスタイル","text.bonus.draw":"このスペースに最初に到達したプレイヤー：カードを1枚引く。","bonus.upgrade":"アップグレードのボーナスタイル","text.bonus.upgrade":"このスペースに最初に到達したプレイヤー：リソース1つをアップグレードしてもよい（石板→矢じり、矢じり→宝石）。","text.research.bird.1.glass":"拡大鏡が1段目に進んだとき：コインを1つ得る。ゲーム終了時1点。","text.research.bird.1.notebook":"手帳が1段目に進んだとき：サプライボードから銀の助手を1枚獲得する。ゲーム終了時0点。","text.research.bird.2.glass":"拡大鏡が2段目に進んだとき：方位磁針を1つ得る。ゲーム終了時2点。","text.research.bird.2.notebook":"手帳が2段目に進んだとき：サプライボードから銀の助手を1枚獲得する。ゲーム終了時1点。","text.research.bird.3.glass":"拡大鏡が3段目に進んだとき：方位磁針を1つ得る。ゲーム終了時4点。","text.research.bird.3.notebook":"手帳が3段目に進んだとき：自分の助手1枚を金の助手にして縦に戻す。ゲーム終了時2点。","text.research.bird.4.glass":"拡大鏡が4段目に進んだとき：方位磁針を1つ得る。ゲーム終了時6点。","text.research.bird.4.notebook":"手帳が4段目に進んだとき：自分の助手1枚を金の助手にして縦に戻す。ゲーム終了時4点。","text.research.bird.5.glass":"拡大鏡が5段目に進んだとき：方位磁針を1つ得る。ゲーム終了時9点。","text.research.bird.5.notebook":"手帳が5段目に進んだとき：方位磁針を3つ得る。ゲーム終了時6点。","text.research.bird.6.glass":"拡大鏡が6段目に進んだとき：カードを1枚引く。ゲーム終了時12点。","text.research.bird.6.notebook":"手帳が6段目に進んだとき：カード列の遺物カード1枚を無料で獲得する。ゲーム終了時8点。","text.research.bird.7.glass":"拡大鏡が7段目に進んだとき：方位磁針を1つ得る。ゲーム終了時16点。","text.research.bird.7.notebook":"手帳が7段目に進んだとき：自分の考古学者がいる場所の守護者1体をコストなしで撃退する。ゲーム終了時10点。","text.research.bird.8.glass":"拡大鏡が失われた寺院に到達したとき：到達順に23／21／20／19点。寺院のボーナスタイルの山から1枚を選ぶ。以降の研究では寺院タイルを1枚獲得する。手帳は寺院に入れない。","text.research.snake.1.glass":"拡大鏡が1段目に進んだとき：コインを1つ得る。ゲーム終了時1点。","text.research.snake.1.notebook":"手帳が1段目に進んだとき：サプライボードから銀の助手を1枚獲得する。ゲーム終了時0点。","text.research.snake.2.glass":"拡大鏡が2段目に進んだとき：コインを2つ得る。ゲーム終了時2点。","text.research.snake.2.notebook":"手帳が2段目に進んだとき：カード1枚を除外してもよい。ゲーム終了時3点。","text.research.snake.3.glass":"拡大鏡が3段目に進んだとき：カードを1枚引く。ゲーム終了時3点。","text.research.snake.3.notebook":"手帳が3段目に進んだとき：自分の助手1枚を金の助手にして縦に戻す。ゲーム終了時4点。","text.research.snake.4.glass":"拡大鏡が4段目に進んだとき：助手の救出スペースの助手から1枚を選んで獲得する（横向きで置く）。ゲーム終了時4点。","text.research.snake.4.notebook":"手帳が4段目に進んだとき：カード列の遺物カード1枚を無料で獲得する。ゲーム終了時5点。","text.research.snake.5.glass":"拡大鏡が5段目に進んだとき：自分の助手1枚を金の助手にして縦に戻す。ゲーム終了時5点。","text.research.snake.5.notebook":"手帳が5段目に進んだとき：自分の助手1枚を縦に戻す。ゲーム終了時8点。","text.research.snake.6.glass":"拡大鏡が6段目に進んだとき：恐怖カードを1枚プレイエリアに受け取る。ゲーム終了時10点。","text.research.snake.6.notebook":"手帳が6段目に進んだとき：カードを1枚引く。ゲーム終了時12点。","text.research.snake.7.glass":"拡大鏡が7段目に進んだとき：恐怖カードを1枚プレイエリアに受け取る。ゲーム終了時15点。","text.research.snake.7.notebook":"手帳が7段目に進んだとき：宝石を1つ得る。ゲーム終了時15点。","text.research.snake.8.glass":"拡大鏡が失われた寺院に到達したとき：到達順に23／21／20／19点。寺院のボーナスタイルの山から1枚を選ぶ。以降の研究では寺院タイルを1枚獲得する。手帳は寺院に入れない。","temple_tile.0":"銅タイル（A）","text.temple_tile.bird.0":"2点。コスト：コイン1つ、石板2つ。","text.temple_tile.snake.0":"2点。コスト：方位磁針1つ、石板2つ。","temple_tile.1":"銅タイル（B）","text.temple_tile.bird.1":"2点。コスト：宝石1つ。","text.temple_tile.snake.1":"2点。コスト：宝石1つ。","temple_tile.2":"銅タイル（C）","text.temple_tile.bird.2":"2点。コスト：方位磁針1つ、矢じり1つ。","text.temple_tile.snake.2":"2点。コスト：コイン1つ、矢じり1つ。","temple_tile.3":"銀タイル（A+B）","text.temple_tile.bird.3":"6点。コスト：コイン1つ、石板2つ、宝石1つ。","text.temple_tile.snake.3":"6点。コスト：方位磁針1つ、石板2つ、宝石1つ。","temple_tile.4":"銀タイル（B+C）","text.temple_tile.bird.4":"6点。コスト：方位磁針1つ、矢じり1つ、宝石1つ。","text.temple_tile.snake.4":"6点。コスト：コイン1つ、矢じり1つ、宝石1つ。","temple_tile.5":"金タイル（A+B+C）","text.temple_tile.bird.5":"11点。コスト：コイン1つ、方位磁針1つ、石板2つ、矢じり1つ、宝石1つ。","text.temple_tile.snake.5":"11点。コスト：コイン1つ、方位磁針1つ、石板2つ、矢じり1つ、宝石1つ。"}};

const ARNAK_STYLE_CSS = ".arnak-board{font:14px/1.4 system-ui,sans-serif;color:#2b2418;background:#efe6d2;padding:8px;border-radius:12px}\n.arnak-board [hidden]{display:none!important}\n.arnak-layout{display:grid;gap:10px}\n.arnak-mainboard,.arnak-row,.arnak-hand,.arnak-options,.arnak-menu{display:flex;flex-wrap:wrap;gap:4px}\n.arnak-board button.is-option{outline:3px solid #d39b1e}\n";
const ARNAK_MAP_CSS = "/* the main board, research track and temple (arnak/map.css) */\n";
// ---------------------------------------------------------------------------------------
// Words (arnak/words.js): the board's own words come with the snapshot (ui["arnak.<key>"], from
// rules/arnak/messages.json); names and effect texts of cards, sites, guardians… are the rules'
// names.json, built into this module in both languages.

/** @param {Ctx} ctx @param {string} key */
function word(ctx, key) {
  return ctx.ui[`arnak.${key}`] || key;
}

/** A name or text from rules/arnak/names.json ("card.I1", "text.I1", "res.coin"…). @param {Ctx} ctx @param {string} key */
function named(ctx, key) {
  const names = /** @type {Record<string, Record<string, string>>} */ (ARNAK_NAMES);
  return (names[ctx.lang] || names.en)[key] ?? names.en[key] ?? key;
}

/** @param {Ctx} ctx @param {number} seat */
function seatName(ctx, seat) {
  return ctx.snap.seats[seat]?.name ?? "";
}
// ---------------------------------------------------------------------------------------
// Arnak's pictures (arnak/icons.js): resources, travel, cards and the other tokens as small
// coloured SVG shapes drawn here (no art copied), and an effect's steps as a row of them.
// Colours also carry a letter-free shape, so a colour-blind player tells coin from compass.

/** [fill, stroke, shape path(s) in a 24×24 box] for each picture. */
const ARNAK_PICS = /** @type {Record<string, [string, string, string[]]>} */ ({
  coin: ["#f2c230", "#8a6510", ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M12 7v10M9.5 9.5h5"]],
  compass: ["#5aa2d8", "#1d4d73", ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M12 6l2.5 6L12 18l-2.5-6z"]],
  tablet: ["#7fb36a", "#355b28", ["M6 4h12v16H6z", "M9 8h6M9 12h6M9 16h4"]],
  arrowhead: ["#d0643f", "#6e2a13", ["M12 2 19 15l-7 7-7-7z", "M12 8v8"]],
  jewel: ["#a45cc9", "#4f2068", ["M7 4h10l4 6-9 11L3 10z", "M3 10h18M9 4l3 6 3-6"]],
  boot: ["#caa47a", "#5a4025", ["M7 3h6v9l6 3v5H5l2-8z"]],
  car: ["#e0a43a", "#5e3d0b", ["M4 14l2-5h12l2 5v4H4z", "M7 18a2 2 0 1 0 0 .1M17 18a2 2 0 1 0 0 .1"]],
  ship: ["#4f8fc0", "#1b3d5a", ["M3 14h18l-3 6H6z", "M12 3v11M12 4l6 8h-6"]],
  plane: ["#8aa0b4", "#2d3d4b", ["M2 13l8-2 3-8h2l-1 8 8 2v2l-8-1-1 6 2 2h-5l1-2-1-6-8 1z"]],
  fear: ["#4b4453", "#1b1720", ["M5 3h14v18H5z", "M9 10h.01M15 10h.01M9 16c2-2 4-2 6 0"]],
  card: ["#f4ead3", "#6b5a3a", ["M6 3h12v18H6z"]],
  vp: ["#fff3c4", "#8a6510", ["M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21l1.5-7L2 9.3l7-.8z"]],
  idol: ["#c9b27c", "#5a4a22", ["M9 3h6v4l2 3v11H7V10l2-3z", "M10 13h4"]],
  guardian: ["#7a5a9a", "#2e1c40", ["M12 2l8 4v6c0 5-4 8-8 10-4-2-8-5-8-10V6z", "M9 11h.01M15 11h.01"]],
  assistant: ["#d9d9d9", "#4a4a4a", ["M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21c0-4 4-7 8-7s8 3 8 7z"]],
  exile: ["#f4ead3", "#8b1e1e", ["M6 3h12v18H6z", "M9 9l6 6M15 9l-6 6"]],
  upgrade: ["#fff", "#2b2418", ["M12 20V5", "M6 11l6-6 6 6"]],
  research: ["#e9d8a6", "#5a4a22", ["M10 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12z", "M14.5 14.5 20 20"]],
  archaeologist: ["#fff", "#2b2418", ["M12 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z", "M6 21l2-9h8l2 9z"]],
});

/** Seat colours: the four player colours of the box (red, blue, green, yellow). */
const SEAT_COLORS = ["#c8453b", "#3b6fc8", "#3f9a4f", "#d9a520"];

/**
 * A picture; `label` (words) makes it an image with a name, otherwise it is decoration.
 * @param {string} kind @param {string} [label] @param {string} [extra]
 */
function pic(kind, label, extra) {
  const [fillColor, stroke, paths] = ARNAK_PICS[kind] || ARNAK_PICS.card;
  const svg = s("svg", { viewBox: "0 0 24 24", class: cls("arnak-pic", `arnak-pic-${kind}`, extra),
    role: label ? "img" : null, "aria-label": label || null, "aria-hidden": label ? null : "true", focusable: "false" },
  paths.map((d, i) => s("path", { d, fill: i === 0 ? fillColor : "none", stroke, "stroke-width": "1.6",
    "stroke-linejoin": "round", "stroke-linecap": "round" })));
  if (label) svg.append(s("title", { text: label }));
  return svg;
}

/** A count of a picture: "2×coin" as the picture repeated (up to 3) or with a number. @param {Ctx} ctx */
function picCount(ctx, kind, n, nameKey = `res.${kind}`) {
  const label = `${n} ${named(ctx, nameKey)}`;
  if (n <= 3) return h("span", { class: "arnak-pics", title: label, "aria-label": label, role: "img" },
    Array.from({ length: n }, () => pic(kind)));
  return h("span", { class: "arnak-pics", title: label, "aria-label": label, role: "img" },
    [h("b", { text: String(n) }), pic(kind)]);
}

/** Resources as pictures, e.g. a cost {coin: 2, arrowhead: 1}. @param {Ctx} ctx @param {Record<string, number>} res */
function resView(ctx, res) {
  return h("span", { class: "arnak-res" }, Object.entries(res).filter(([, n]) => n)
    .map(([kind, n]) => picCount(ctx, kind, n, ARNAK_PICS[kind] ? `res.${kind}` : `term.${kind}`)));
}

/** Travel icons, e.g. ["ship", "ship"]. @param {Ctx} ctx @param {string[]} icons */
function travelView(ctx, icons) {
  return h("span", { class: "arnak-travel" }, icons.map((kind) => pic(kind, named(ctx, `icon.${kind}`))));
}

/**
 * An effect (rules/arnak data steps) as pictures; the words are the caller's tooltip.
 * @param {Ctx} ctx @param {Record<string, any>[]} steps
 * @returns {HTMLElement}
 */
function stepsView(ctx, steps) {
  /** @type {Child[]} */
  const parts = [];
  for (const step of steps) {
    const op = step.op;
    if (op === "gain") parts.push(resView(ctx, step.res));
    else if (op === "pay") parts.push(h("span", { class: "arnak-pay" }, ["−", resView(ctx, step.res)]));
    else if (op === "draw") parts.push(picCount(ctx, "card", step.n, "term.deck"));
    else if (op === "fear") parts.push(picCount(ctx, "fear", step.n, "term.fear_card"));
    else if (op === "travel") parts.push(travelView(ctx, step.icons));
    else if (op === "exile" || op === "exile_self") parts.push(pic("exile", named(ctx, "term.exile")));
    else if (op === "upgrade") parts.push(pic("upgrade", named(ctx, "term.upgrade")));
    else if (op === "choose") {
      parts.push(h("span", { class: "arnak-choose" }, step.options.flatMap((/** @type {any[]} */ option,
        /** @type {number} */ i) => [i > 0 && h("span", { class: "arnak-or", text: "/" }), stepsView(ctx, option)])));
    } else parts.push(h("span", { class: "arnak-op", text: op.replace(/_/g, " ") }));
    parts.push(h("span", { class: "arnak-then", "aria-hidden": "true", text: "›" }));
  }
  parts.pop();
  return h("span", { class: "arnak-steps" }, parts);
}
// ---------------------------------------------------------------------------------------
// Targets (arnak/targets.js): how a drawn thing becomes an option. A part calls targetProps for
// the thing it draws; if some legal entry targets it, it becomes a button that acts (one entry)
// or opens a menu of its entries in the decision panel (several, e.g. a card both playable and
// payable). Otherwise a click on it, in the viewer's turn, asks the host why it is refused.

/**
 * Attributes for a drawn thing that may be an option.
 * @param {Ctx} ctx @param {string} target  as rules/arnak/text.py action_target names it
 * @param {Action | null} [why]  the action a click on it would mean when it is no option
 * @returns {Record<string, any>}
 */
function targetProps(ctx, target, why = null) {
  const list = ctx.entries.get(target);
  if (list) {
    ctx.drawn.add(target);
    return { "data-target": target, "data-key": `t:${target}`, class: "is-option", title: list.map((e) => e.label).join(" / "),
      "aria-label": list.map((e) => e.label).join(" / "), "aria-expanded": list.length > 1 ? String(ctx.view.menu === target) : null,
      on: { click: () => ctx.choose(target) } };
  }
  if (why && ctx.myTurn) return { "data-why": target, "aria-disabled": "true", on: { click: () => ctx.explain(why) } };
  return {};
}

/** One entry acts at once; several open their menu in the decision panel. @param {Ctx} ctx @param {string} target */
function chooseTarget(ctx, target) {
  const list = ctx.entries.get(target) || [];
  if (list.length === 1) ctx.act(list[0]);
  else if (list.length > 1) {
    ctx.view.menu = ctx.view.menu === target ? null : target;
    ctx.redraw();
  }
}
// ---------------------------------------------------------------------------------------
// (arnak/cards.js) — to be written.
// ---------------------------------------------------------------------------------------
// The main board (arnak/mainboard.js): camps, sites, guardians, idols, archaeologists.

/** @param {Ctx} ctx */
function renderMainBoard(ctx) {
  const sites = [];
  ctx.obs.camps.forEach((/** @type {number[]} */ spaces, /** @type {number} */ camp) => {
    spaces.forEach((who, i) => {
      const id = `c${camp}${"ab"[i]}`;
      sites.push(h("button", { type: "button", class: "arnak-site", ...targetProps(ctx, `site:${id}`, { type: "dig", site: id }) },
        [`${id} ${who >= 0 ? seatName(ctx, who) : who === -2 ? "×" : ""}`]));
    });
  });
  ctx.obs.sites.forEach((/** @type {Record<string, any>} */ site, /** @type {number} */ i) => {
    const id = `s${i + 1}`;
    const kind = site.tile ? "dig" : "discover";
    sites.push(h("button", { type: "button", class: "arnak-site", ...targetProps(ctx, `site:${id}`, { type: kind, site: id }) },
      [`${id} ${site.tile || ""} ${site.guardian ? `G${site.guardian}` : ""}`]));
  });
  return h("div", { class: "arnak-mainboard" }, sites);
}
// ---------------------------------------------------------------------------------------
// The research track and the temple (arnak/research.js).

/** @param {Ctx} ctx */
function renderResearch(ctx) {
  return h("div", { class: "arnak-research" });
}
// ---------------------------------------------------------------------------------------
// The card row under the moon staff, and the supply (arnak/row.js).

/** @param {Ctx} ctx */
function renderRow(ctx) {
  const cards = [...ctx.obs.row_artifacts, ...ctx.obs.row_items];
  return h("div", { class: "arnak-row" }, cards.map((card) => h("button", { type: "button", class: "arnak-card",
    ...targetProps(ctx, `card:${card}`, { type: "buy", card }) }, [named(ctx, `card.${card}`)])));
}
// ---------------------------------------------------------------------------------------
// Every player's area (arnak/players.js): hand, play area, deck, resources, idols, assistants.

/** @param {Ctx} ctx */
function renderPlayers(ctx) {
  return ctx.obs.players.map((/** @type {Record<string, any>} */ p, /** @type {number} */ seat) => h("section",
    { class: "arnak-player", "data-seat": String(seat) }, [
      h("h3", { text: seatName(ctx, seat) }),
      h("div", { class: "arnak-hand" }, (p.hand || []).map((/** @type {string} */ card) => h("button", { type: "button",
        class: "arnak-card", ...(seat === ctx.snap.viewer ? targetProps(ctx, `card:${card}`, { type: "play", card }) : {}) },
      [named(ctx, `card.${card}`)]))),
    ]));
}
// ---------------------------------------------------------------------------------------
// The decision panel (arnak/decision.js): what is being decided, the open menu, and every
// option no part of the board drew (pass, end of turn, skip, cancel, choices in words).

/** @param {Ctx} ctx */
function renderDecision(ctx) {
  const menu = ctx.view.menu ? ctx.entries.get(ctx.view.menu) || [] : [];
  const rest = [...ctx.entries].filter(([target]) => !ctx.drawn.has(target));
  return h("div", { class: "arnak-decision-body" }, [
    menu.length > 0 && h("div", { class: "arnak-menu", role: "group" }, menu.map((entry) => h("button", {
      type: "button", class: "arnak-choice", "data-choice": entry.notation, "data-key": `c:${entry.notation}`,
      on: { click: () => ctx.act(entry) } }, [entry.label]))),
    h("div", { class: "arnak-options", role: "group" }, rest.map(([target, list]) => h("button", {
      type: "button", class: "arnak-choice", ...targetProps(ctx, target) }, [list.map((e) => e.label).join(" / ")]))),
  ]);
}
// ---------------------------------------------------------------------------------------
// (arnak/score.js) — to be written.

// ---------------------------------------------------------------------------------------
// The board: a fixed skeleton whose parts are refilled on every snapshot.

/** @param {Model} model @param {HTMLElement} el */
function createBoard(model, el) {
  /** @type {ViewState} */
  const view = { shownSeat: undefined, menu: null, menuVersion: -1, busyTimer: 0, quietTimer: 0, zoom: null };
  const frame = boardFrame(model, view, "arnak.json");
  const { root, prompt, current, act } = frame;
  const decision = h("section", { class: "arnak-decision", "data-part": "decision" });
  const mainBoard = h("section", { class: "arnak-mainboard-wrap", "data-part": "mainboard" });
  const research = h("section", { class: "arnak-research-wrap", "data-part": "research" });
  const row = h("section", { class: "arnak-row-wrap", "data-part": "row" });
  const players = h("div", { class: "arnak-players", "data-part": "players" });
  const extra = h("div", { class: "arnak-extra" });
  const layout = h("div", { class: "arnak-layout" }, [decision, mainBoard, research, row, players, extra]);
  const cover = h("div", { class: "arnak-cover", hidden: true });
  root.append(h("style", { text: ARNAK_STYLE_CSS + ARNAK_MAP_CSS }), frame.top, layout, cover);
  el.append(root);

  function render() {
    const snap = current();
    frame.settle();
    if (!snap || !snap.observation) return;
    const focus = frame.rememberFocus();
    if (view.menuVersion !== snap.version) view.menu = null;  // a menu belongs to the position it was opened in
    view.menuVersion = snap.version;
    const obs = snap.observation;
    /** @type {Map<string, Legal[]>} */
    const entries = new Map();
    for (const entry of snap.legal) {
      const list = entries.get(entry.target);
      if (list) list.push(entry); else entries.set(entry.target, [entry]);
    }
    /** @type {Ctx} */
    const ctx = {
      snap, obs, ui: snap.ui || {}, lang: snap.lang, view, entries, drawn: new Set(),
      me: snap.viewer === null ? null : obs.players[snap.viewer],
      myTurn: snap.viewer !== null && snap.to_act.includes(snap.viewer) && snap.legal.length > 0,
      act, explain: frame.explain, send: frame.send, choose: (target) => chooseTarget(ctx, target), redraw: render,
    };
    root.setAttribute("lang", snap.lang);
    root.setAttribute("data-version", String(snap.version));
    root.setAttribute("data-phase", obs.phase);
    root.setAttribute("data-viewer", String(snap.viewer ?? ""));
    root.setAttribute("data-players", String(snap.players));
    frame.showHead(ctx, renderTop);
    const parts = [decision, mainBoard, research, row, players, extra];
    if (hotSeatCover(ctx, { layout, cover, prompt, parts }, (onReady) => coverCard(ctx, snap.seats[snap.viewer ?? 0]?.name
      ?? "", null, onReady), render)) {
      frame.restoreFocus(focus, () => root.querySelector("[data-ready]"));
      return;
    }
    prompt.textContent = snap.prompt;
    // the parts that draw targets first; the decision panel last offers whatever none of them drew
    mainBoard.replaceChildren(renderMainBoard(ctx));
    research.replaceChildren(renderResearch(ctx));
    row.replaceChildren(renderRow(ctx));
    players.replaceChildren(...renderPlayers(ctx));
    decision.replaceChildren(renderDecision(ctx));
    const { panel, log } = logPanel(ctx);
    extra.replaceChildren(panel);
    log.scrollTop = log.scrollHeight;
    frame.restoreFocus(focus, () => root.querySelector("[data-target]"));
  }

  const onKey = optionKeys(current, act, () => !cover.hidden);
  return frame.mount(render, onKey);
}

/** The top bar: the title, round and turn, the tools. @param {Ctx} ctx */
function renderTop(ctx) {
  return [
    h("div", { class: "arnak-brand" }, [
      h("span", { class: "arnak-title", text: word(ctx, "title") }),
      h("span", { class: "arnak-round", text: fill(ctx.ui.round, { n: ctx.obs.round }) }),
    ]),
    renderTools(ctx),
  ];
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
