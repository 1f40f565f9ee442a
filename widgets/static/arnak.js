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
 * @typedef {SeatView} SeatInfo
 * @typedef {Record<string, any>} Action
 * @typedef {LegalEntry} Legal
 * @typedef {Record<string, any>} Observation  rules/arnak/view.py observe()
 * @typedef {SnapshotOf<Observation, any>} Snapshot  (common/shapes.js, from rules/shapes.py)
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{shownSeat: number | null | undefined, menu: string | null, menuVersion: number,
 *            busyTimer: number, quietTimer: number, confirm?: "save" | "new" | null, zoom: string | null,
 *            asking?: {notation: string, question: string, version: number} | null,
 *            zoomTargets: string[], freeOpen: boolean, helpOpen?: boolean, opened?: Record<string, boolean>,
 *            parts?: Record<string, {key: string, el: HTMLElement, drawn: string[]}>,
 *            logPanel?: {panel: HTMLElement, log: HTMLElement, tools: HTMLElement, lang: string},
 *            logKept?: {key: string, lines: string[]} | null}} ViewState
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, view: ViewState, root: HTMLElement,
 *   myTurn: boolean, me: Record<string, any> | null, entries: Map<string, Legal[]>, drawn: Set<string>,
 *   act(entry: Legal, sure?: boolean): void, explain(action: Action): void, send(msg: object): void,
 *   choose(target: string): void, redraw(): void
 * }} Ctx
 */

const PREFIX = "arnak";
/** Below this width of the board (not the window) the phone layout applies. */
const NARROW = 560;

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  check: ["M5 12.5 10 17.5 19 7"],
};

// Generated from rules/shapes.py by `python3 build.py boards`: do not edit.
/**
 * @typedef {{seat: number, kind: string, bot: string | null, name: string}} SeatView
 * @typedef {{action: Action, notation: string, label: string, target: string}} LegalEntry
 * @typedef {{step: number, total: number, seat: number | string | null, can_see_all: boolean, hidden?: (Record<string, any>)[]}} ReplayView
 * @typedef {{game: string, lang: string, ui: Record<string, string>, help: Record<string, any>}} Texts
 */
/**
 * @template O, H
 * @typedef {{
 *   game: string,
 *   players: number,
 *   viewer: number | null,
 *   lang: string,
 *   version: number,
 *   seats: SeatView[],
 *   to_act: number[],
 *   observation: O,
 *   legal: LegalEntry[],
 *   prompt: string,
 *   log: string[],
 *   log_total: number,
 *   result: Record<string, any> | null,
 *   statistics: (Record<string, any>)[] | null,
 *   sheets: (Record<string, number>)[] | null,
 *   can_undo: boolean,
 *   undo_why: string | null,
 *   can_redo: boolean,
 *   options: Record<string, any>,
 *   replay?: ReplayView,
 *   hint: Record<string, any> | null,
 *   lesson: Record<string, any> | null,
 *   notice: string,
 *   reply: number,
 *   humans: number[],
 *   hot_seat: boolean,
 *   secrets: boolean,
 *   bot_step: Record<string, number> | null,
 *   help: H,
 *   ui: Record<string, string>
 * }} SnapshotOf
 */
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
    else if (key === "on") listen(node, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
}

/**
 * A node's listeners are kept in a table the one shared listener looks up (`morph` hands a kept node the new
 * node's table, so a redraw that keeps a node also gets its new listeners).
 * @param {Element} node @param {Record<string, (e: Event) => void>} handlers
 */
function listen(node, handlers) {
  const table = /** @type {any} */ (node).__on ||= {};
  for (const [ev, fn] of Object.entries(handlers)) {
    table[ev] = fn;
    node.addEventListener(ev, runListener);
  }
}

/** @param {Event} e */
function runListener(e) {
  const fn = /** @type {any} */ (e.currentTarget)?.__on?.[e.type];
  if (fn) fn(e);
}

/**
 * Make `old` look like `next` (just built for the new position) while keeping the nodes that are still there, and
 * return the node to show: `old` updated, or `next` when they are not the same kind of node. The browser then
 * styles and lays out only what changed; building a part from scratch each time made most of a redraw's cost.
 * Children with a data-key are matched by it (a card that moves in the hand stays the same node), others by place.
 * A kept element remembers the drawing it was last made like (`__drawn`): when the new drawing is the same, the
 * element is left as it is, with what the board added after the morph (names, Tab stops; common/options.js,
 * keys.js, which run again after every redraw) — comparing it with the new drawing itself would find those and
 * walk the whole part.
 * @param {Node} old @param {Node} next @returns {Node}
 */
function morph(old, next) {
  if (old.nodeType !== next.nodeType || old.nodeName !== next.nodeName) return next;
  if (old instanceof CharacterData) {
    const data = /** @type {CharacterData} */ (next).data;
    if (old.data !== data) old.data = data;
    return old;
  }
  if (!(old instanceof Element) || !(next instanceof Element)) return next;
  const drawn = /** @type {any} */ (old).__drawn;
  if ((drawn && next.isEqualNode(drawn)) || old.isEqualNode(next)) { // fast native checks: most of a redrawn part
    adoptListeners(old, next);
    /** @type {any} */ (old).__drawn = next;
    syncValue(old, next);
    return old;
  }
  for (const { name } of [...old.attributes]) if (!next.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of next.attributes) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  adoptListeners(old, next, false);
  morphChildren(old, [...next.childNodes]);
  /** @type {any} */ (old).__drawn = next;
  syncValue(old, next);
  return old;
}

/**
 * A kept form control shows the drawing's value: once a player has moved a slider or picked in a list, its value
 * no longer follows the attribute (the browser's "dirty" value), so the new drawing's value is set on it.
 * @param {Element} old @param {Element} next
 */
function syncValue(old, next) {
  if (old instanceof HTMLInputElement && next.hasAttribute("value")) {
    const value = /** @type {string} */ (next.getAttribute("value"));
    if (old.value !== value) old.value = value;
  } else if (old instanceof HTMLSelectElement) {
    const chosen = next.querySelector("option[selected]");
    if (chosen && old.value !== chosen.getAttribute("value")) old.value = String(chosen.getAttribute("value"));
  }
}

/**
 * `old` takes the listeners of `next`, an equal node (and, if `deep`, so do their descendants).
 * @param {Node} old @param {Node} next
 */
function adoptListeners(old, next, deep = true) {
  const table = /** @type {any} */ (next).__on;
  if (table) for (const ev of Object.keys(table)) old.addEventListener(ev, runListener);
  if (table || /** @type {any} */ (old).__on) /** @type {any} */ (old).__on = table;
  if (!deep) return;
  for (let a = old.firstChild, b = next.firstChild; a && b; a = a.nextSibling, b = b.nextSibling) {
    if (a.nodeType === 1) adoptListeners(a, b);
  }
}

/** A deep copy of `node` that has its listeners too. @param {Node} node @returns {Node} */
function copyWithListeners(node) {
  const copy = node.cloneNode(true);
  if (copy.nodeType === 1) adoptListeners(copy, node);
  return copy;
}

/** @param {Node} node */
const keyOf = (node) => (node instanceof Element ? node.getAttribute("data-key") : null);

/**
 * Make `parent`'s children look like `children` (see morph).
 * @param {Node} parent @param {Node[]} children
 */
function morphChildren(parent, children) {
  /** @type {Map<string, Node> | null} */
  let keyed = null; // the old children by data-key, gathered at the first new child that has one
  let at = parent.firstChild; // the first old node not yet placed
  for (const child of children) {
    const key = keyOf(child);
    let match = null;
    if (key !== null) {
      if (!keyed) {
        keyed = new Map();
        for (let node = at; node; node = node.nextSibling) {
          const k = keyOf(node);
          if (k !== null && !keyed.has(k)) keyed.set(k, node);
        }
      }
      match = keyed.get(key) ?? null;
      keyed.delete(key);
    } else if (at && keyOf(at) === null) match = at;
    let placed = match ? morph(match, child) : child;
    // a node of a new drawing goes in as a copy: the drawing stays whole, as the element it was drawn for remembers it
    if (placed === child && child.parentNode) placed = copyWithListeners(child);
    if (placed === at) at = at.nextSibling;
    else parent.insertBefore(placed, at);
  }
  while (at) {
    const gone = at;
    at = at.nextSibling;
    parent.removeChild(gone);
  }
}

/**
 * `parent` shows `children` as replaceChildren would, but the nodes that are still there are kept (see morph): a
 * redraw then touches only what changed. @param {Node} parent @param {Child[]} children
 */
function morphInto(parent, children) {
  morphChildren(parent, children.filter((c) => c !== null && c !== undefined && c !== false)
    .map((c) => (typeof c === "string" ? document.createTextNode(c) : /** @type {Node} */ (c))));
}

/**
 * `next`, just drawn for `key`, made out of what was drawn for `key` the last time (see morph), which `drawn`
 * remembers: for a part built afresh at each redraw that the browser would otherwise style and lay out anew.
 * @param {Map<string, Node>} drawn @param {string} key @param {Node} next @returns {Node}
 */
function redrawn(drawn, key, next) {
  const old = drawn.get(key);
  const shown = old ? morph(old, next) : next;
  drawn.set(key, shown);
  return shown;
}

/** A part's elements put in place, each one moved or replaced only when it is another one: a kept part is not
 * taken out and put back (which would make the browser style and lay it out again). The parts that go leave first,
 * so that a new one drawn before a kept one (a fresh turn summary above the kept log) does not move it. */
function placePart(/** @type {HTMLElement} */ where, /** @type {HTMLElement[]} */ els) {
  const staying = new Set(els);
  for (const child of [...where.children]) if (!staying.has(/** @type {HTMLElement} */ (child))) child.remove();
  els.forEach((el, i) => {
    const now = where.children[i];
    if (now !== el) where.insertBefore(el, now ?? null);
  });
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

/** Drawings built once, by a key that says all they show (see copyOf). @type {Map<string, Node>} */
const drawings = new Map();

/**
 * A copy of the drawing `key` names, built by `build` the first time: a piece drawn dozens of times in each redraw is
 * copied by the browser (a native deep clone) rather than built again. Only for drawings without listeners (a copy
 * has none). @template {Node} T @param {string} key @param {() => T} build @returns {T}
 */
function copyOf(key, build) {
  let drawing = drawings.get(key);
  if (!drawing) drawings.set(key, (drawing = build()));
  return /** @type {T} */ (drawing.cloneNode(true));
}

/** @param {...(string | false | null | undefined)} names */
const cls = (...names) => names.filter(Boolean).join(" ");

/**
 * Fill a catalogue template's {placeholders}; unknown ones stay visible. "{n|point|points}" is the word for the
 * count n: the first form for 1 (or -1), the second otherwise (as rules/i18n.py renders it).
 * @param {string | undefined} template
 * @param {Record<string, string | number>} [params]
 */
function fill(template, params = {}) {
  return String(template ?? "")
    .replace(/\{(\w+)\|([^{}|]*)\|([^{}|]*)\}/g, (m, key, one, other) =>
      (key in params ? (Math.abs(Number(params[key])) === 1 ? one : other) : m))
    .replace(/\{(\w+)\}/g, (m, key) => (key in params ? String(params[key]) : m));
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
  replay: ["M3 12a9 9 0 1 0 3-6.7", "M3 4v5h5", "M10 9l5 3-5 3z"],
  first: ["M6 5v14", "M18 6l-8 6 8 6z"],
  prev: ["M15 6l-6 6 6 6"],
  next: ["M9 6l6 6-6 6"],
  last: ["M18 5v14", "M6 6l8 6-8 6z"],
  back: ["M10 6 4 12l6 6", "M4 12h16"],
  share: ["M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z", "M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
    "M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z", "m8.6 13.5 6.8 4", "m15.4 6.5-6.8 4"],
  hint: ["M9 18h6", "M10 22h4", "M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z"],
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

/** The number key that picks `entry` (1…9), 0 if none. @param {{snap: Snapshot}} ctx @param {Legal} entry */
function keyHint(ctx, entry) {
  const index = ctx.snap.legal.indexOf(entry);
  return index >= 0 && index < 9 ? index + 1 : 0;
}

/**
 * Mark an element as the option `entry`. The primary element of a notation carries
 * data-action (exactly one per notation, so `[data-action="…"]` is unambiguous); another one
 * (the same option drawn again elsewhere, or the same card twice in a hand) carries data-action-dup.
 * @param {Element} node @param {Legal} entry @param {boolean} [primary]
 * @param {{snap: Snapshot, placed: Set<string>, act(entry: Legal): void}} ctx  (what it needs of a board's Ctx:
 *   Arnak's, which marks its options otherwise, has no `placed`)
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
      node.append(keyBadge(n));
    }
  } else {
    node.setAttribute("data-action-dup", entry.notation);
  }
  listen(node, { click: () => ctx.act(entry) });
}

/** The number-key badge: its digit is drawn by CSS (data-n), so it is no text of the option's. @param {number} n */
const keyBadge = (n) => h("span", { class: `${PREFIX}-key`, "aria-hidden": "true", "data-n": n });

// ---------------------------------------------------------------------------------------
// Label in name (WCAG 2.5.3): an option named by aria-label (the action it takes) must also say
// the words it shows, so someone who reads "戦士 Soldier" on a card can say it to pick it.

/** Widgets whose name may come from their content: those the rule is about. */
const NAMED_WIDGET = ["button", "a[href]", "summary", ...["button", "link", "checkbox", "radio", "switch", "tab",
  "option", "menuitem", "menuitemradio", "menuitemcheckbox", "treeitem"].map((r) => `[role="${r}"]`)]
  .map((sel) => `${sel}[aria-label]`).join(", ");

/** Elements whose text is not drawn: styles, the screen-reader-only text. (The checkers count an SVG's title and
 * description as shown words, so an option had better have none.) */
const UNDRAWN = `style, script, [hidden], .${PREFIX}-sr`;

/**
 * The text `node` draws, in order, as the browser joins it (text nodes side by side, no space added).
 * @param {Element} node @param {boolean} live  whether the board is laid out (then CSS-hidden text is left out)
 */
function drawnText(node, live) {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  let text = "";
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const parent = t.parentElement;
    if (!parent || parent.closest(UNDRAWN)) continue;
    // not opacity: a piece fading in as it arrives is shown words all the same
    if (live && !parent.checkVisibility({ visibilityProperty: true })) continue;
    text += /** @type {Text} */ (t).data;
  }
  return text.replace(/\s+/g, " ").trim();
}

/** Words as the label-in-name check compares them: letters and digits, lower case, parentheses left out. @param {string} text */
function nameWords(text) {
  let out = text.normalize("NFKD").toLowerCase();
  for (let before = ""; before !== out;) {
    before = out;
    out = out.replace(/\([^()]*\)/g, "");
  }
  return ` ${out.replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
}

/**
 * Every named widget under `root` whose aria-label lacks the words it shows gets them in front:
 * "<what it shows> — <what it does>". Running it again changes nothing.
 * @param {Element} root
 */
function labelInName(root) {
  const live = root.checkVisibility();
  for (const node of root.querySelectorAll(NAMED_WIDGET)) {
    const name = node.getAttribute("aria-label") || "";
    // a node a redraw kept as it was (same name, same text) was named by an earlier pass: looking at what it draws
    // again (the browser's styles, for every text) made this pass a large part of a redraw
    const seen = /** @type {any} */ (node).__named;
    if (seen && seen.name === name && seen.text === node.textContent && seen.live === live) continue;
    const shown = drawnText(node, live);
    const words = nameWords(shown);
    const named = !words.trim() || nameWords(name).includes(words) ? name : name ? `${shown} — ${name}` : shown;
    if (named !== name) node.setAttribute("aria-label", named);
    /** @type {any} */ (node).__named = { name: named, text: node.textContent, live };
  }
}
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
// ---------------------------------------------------------------------------------------
// Side panels every board has: the log, and the provisional rules in the help
// (common/panels.js: needs dom.js and PREFIX).

/** How many lines of an old and a new window must agree for the board to keep the older lines it has. */
const LOG_OVERLAP = 20;

/**
 * The log's lines to show: the host sends its last lines (`log`) and how many the whole log has (`log_total`); after
 * a "log" message it sends them all once. The board keeps the older lines it was given as long as the new window
 * goes on from them (same game, seat and language, the overlapping lines alike), so the whole log stays shown as
 * play goes on without the host sending it again.
 * @param {Ctx} ctx @returns {string[]}
 */
function logLines(ctx) {
  const { snap } = ctx;
  const view = /** @type {{logKept?: {key: string, lines: string[]} | null}} */ (ctx.view);
  const total = snap.log_total ?? snap.log.length;
  const key = `${snap.game}|${snap.viewer}|${ctx.lang}`;
  const kept = view.logKept;
  const start = total - snap.log.length;
  let lines = snap.log;
  if (start > 0 && kept && kept.key === key && start < kept.lines.length) {
    const overlap = Math.min(kept.lines.length - start, snap.log.length, LOG_OVERLAP);
    let same = true;
    for (let i = 0; i < overlap && same; i++) same = kept.lines[start + i] === snap.log[i];
    if (same) lines = kept.lines.slice(0, start).concat(snap.log);
  }
  view.logKept = { key, lines };
  return lines;
}

/**
 * The log's tools: "Whole log (N lines)" while older lines are left out (asks the host for them), and "Download
 * log (.txt)" (the host answers with the whole log as a text file in the board's language).
 * @param {Ctx} ctx @param {HTMLElement} tools @param {number} shown  lines shown
 */
function logTools(ctx, tools, shown) {
  const total = ctx.snap.log_total ?? shown;
  const button = (/** @type {string} */ what, /** @type {string} */ text, /** @type {object} */ msg) =>
    h("button", { type: "button", class: `${PREFIX}-btn ${PREFIX}-log-${what}`, "data-key": `log:${what}`, text,
      on: { click: () => ctx.send(msg) } });
  const download = button("download", ctx.ui.log_download || "log.txt", { type: "log", download: true });
  tools.replaceChildren(...(shown < total ? [button("whole", fill(ctx.ui.log_whole || "{n}", { n: total }),
    { type: "log" }), download] : [download]));
}

/**
 * The log (newest line last) and its panel; `line` draws one line (text only by default; a board may add
 * pictures, from text nodes and elements only). Round headers ("— Round 3 —") are marked to stand out.
 * `lines` and `tools` let a board that keeps its panel from one redraw to the next update it (see logTools).
 * @param {Ctx} ctx @param {(text: string) => HTMLElement} [line]
 * @returns {{panel: HTMLElement, log: HTMLElement, tools: HTMLElement, lines: string[]}}
 */
function logPanel(ctx, line = (text) => h("li", { text })) {
  const lines = logLines(ctx);
  const log = h("ol", { class: `${PREFIX}-log`, tabindex: "0", "aria-label": ctx.ui.log }, lines.map((text) =>
    logItem(line, text)));
  const tools = h("div", { class: `${PREFIX}-log-tools` });
  logTools(ctx, tools, lines.length);
  const panel = h("section", { class: `${PREFIX}-panel ${PREFIX}-log-panel` }, [
    h("h2", { class: `${PREFIX}-panel-title`, text: ctx.ui.log }), log, tools]);
  return { panel, log, tools, lines };
}

/**
 * The log panel, kept from one redraw to the next (building its lines again each time was a large part of a redraw):
 * the lines that scrolled out of the host's window go and the new ones are added. When lines came, the list scrolls
 * to the newest at the next frame (read then, its height costs no layout of its own: the frame lays the page out
 * anyway). @param {Ctx} ctx @param {(text: string) => HTMLElement} [line] @returns {HTMLElement}
 */
function keptLog(ctx, line = (text) => h("li", { text })) {
  const view = /** @type {{logPanel?: {panel: HTMLElement, log: HTMLElement, tools: HTMLElement, lang: string}}} */ (
    ctx.view);
  if (!view.logPanel || view.logPanel.lang !== ctx.lang) {
    view.logPanel = { ...logPanel(ctx, line), lang: ctx.lang };
    scrollToNewest(view.logPanel.log);
    return view.logPanel.panel;
  }
  const lines = logLines(ctx);
  const { panel, log, tools } = view.logPanel;
  logTools(ctx, tools, lines.length);
  const shown = [...log.children].map((li) => li.textContent);
  // the first old line from which the old lines go on as the new ones begin
  let drop = 0;
  while (drop < shown.length && !shown.slice(drop).every((text, i) => text === lines[i])) drop++;
  const added = lines.slice(shown.length - drop);
  for (let i = 0; i < drop; i++) log.firstElementChild?.remove();
  log.append(...added.map((text) => logItem(line, text)));
  if (added.length) scrollToNewest(log);
  return panel;
}

/** @param {HTMLElement} log */
function scrollToNewest(log) {
  requestAnimationFrame(() => { log.scrollTop = log.scrollHeight; });
}

/**
 * The rules help, built again only when the host's help or the language changed (it is long, and the same from one
 * move to the next; the kept panel stays open or closed as the player left it). @param {Ctx} ctx
 * @param {() => HTMLElement} build
 */
function keptHelp(ctx, build) {
  const view = /** @type {{helpKept?: {key: string, el: HTMLElement}}} */ (ctx.view);
  const key = JSON.stringify([ctx.snap.help, ctx.lang]);
  if (view.helpKept?.key !== key) view.helpKept = { key, el: build() };
  return view.helpKept.el;
}

/** A round header ("— Round 3 —", "— 第3ラウンド —") is a line between two dashes. */
const LOG_HEADER = /^— .+ —$/;

/** One line of the log, a round header marked. @param {(text: string) => HTMLElement} line @param {string} text */
function logItem(line, text) {
  const item = line(text);
  if (LOG_HEADER.test(text)) item.classList.add(`${PREFIX}-log-round`);
  return item;
}

/**
 * The rules help every board has: how to play (the game's own catalogue, as on the start page), the board's own
 * parts (`own`: a card table, the animals' powers…), then every option in play in words, the provisional ones marked.
 * It stays open from one redraw to the next (a move no longer closes it).
 * @param {Ctx} ctx @param {Child[]} [own]
 */
function rulesHelp(ctx, own = []) {
  const help = ctx.snap.help || {};
  const view = /** @type {{helpOpen?: boolean}} */ (ctx.view);
  const how = Array.isArray(help.how) ? help.how.map(String) : [];
  const options = Array.isArray(help.options) ? help.options : [];
  return h("details", { class: `${PREFIX}-panel ${PREFIX}-help`, open: view.helpOpen || null,
    on: { toggle: (/** @type {Event} */ e) => { view.helpOpen = /** @type {HTMLDetailsElement} */ (e.currentTarget).open; } } }, [
    h("summary", { class: `${PREFIX}-panel-title`, "data-key": "help", text: ctx.ui.help }),
    how.length > 0 && h("h3", { class: `${PREFIX}-help-sub`, text: ctx.ui.help_how }),
    how.length > 0 && h("ol", { class: `${PREFIX}-help-how` }, how.map((text) => h("li", { text }))),
    ...own,
    options.length > 0 && h("h3", { class: `${PREFIX}-help-sub`, text: ctx.ui.help_options }),
    options.length > 0 && h("dl", { class: `${PREFIX}-help-options` }, options.flatMap((o) => [
      h("dt", { "data-option": String(o.name) }, [`${o.label}: `, h("b", { text: String(o.value_text) }),
        o.provisional && h("span", { class: `${PREFIX}-help-mark`, text: ctx.ui.help_provisional_mark })]),
      h("dd", { text: String(o.help) }),
    ])),
  ]);
}

/**
 * The result card's end: the game's statistics (snapshot "statistics", one row each, folded), then New game and
 * Replay. `cellClass` colours a seat's cell the board's way. @param {Ctx} ctx @param {number[]} seats
 */
function resultEnd(ctx, seats) {
  const { snap, ui } = ctx;
  const rows = /** @type {{key: string, label: string, values: number[]}[] | null} */ (snap.statistics);
  const stats = rows?.length ? h("details", { class: `${PREFIX}-result-stats`, "data-stats": String(rows.length) }, [
    h("summary", { "data-key": "stats:summary", text: ui.statistics }),
    h("table", { class: `${PREFIX}-result-stats-table` }, [
      h("thead", {}, [h("tr", {}, [h("td"), ...seats.map((seat) =>
        h("th", { scope: "col", "data-seat": String(seat), text: snap.seats[seat]?.name ?? "" }))])]),
      h("tbody", {}, rows.map((row) => h("tr", { "data-stat": row.key }, [h("th", { scope: "row", text: row.label }),
        ...seats.map((seat) => h("td", { text: String(row.values[seat] ?? "") }))]))),
    ]),
  ]) : null;
  return [stats, h("div", { class: `${PREFIX}-result-acts` }, [
    h("button", { type: "button", class: `${PREFIX}-primary`, "data-key": "result:new",
      on: { click: () => ctx.send(newGameMessage(snap)) } }, [ui.new_game]),
    !snap.replay && h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": "result:replay",
      "data-result-replay": "", on: { click: () => ctx.send({ type: "replay" }) } }, [icon("replay"), ui.replay]),
  ])];
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
 * are out of the page) while the viewer is a hot-seat human who has not said they are ready, in a game with secrets
 * (ctx.view.shownSeat); takes it down otherwise. Returns whether the cover is up.
 * @param {Ctx} ctx
 * @param {{layout: HTMLElement, cover: HTMLElement, prompt: HTMLElement, parts: HTMLElement[]}} els
 * @param {(onReady: () => void) => Element} card  the cover's card (see coverCard)
 * @param {() => void} render  redraws the board once the player is ready
 */
function hotSeatCover(ctx, els, card, render) {
  const { snap, view } = ctx;
  // a game without hidden information (Nanga Parbat) needs no cover: nothing on the board is anyone's secret
  const covered = Boolean(snap.hot_seat && snap.secrets !== false && snap.viewer !== null && !snap.result &&
    snap.viewer !== view.shownSeat);
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
// Roving tab stops: a group of options (a hand, a row of cards, the option buttons, the board's
// spaces, the tools), marked data-roving="<name>" by the board, is one Tab stop; the arrow keys,
// Home and End move along it. A second drawing of the same option in a group (two identical cards)
// is no stop at all: the arrows skip it.

/** What a group member may be. */
const ROVING_CANDIDATE = "button:not(:disabled), summary, a[href], [role='button'], [tabindex]";

/** The option an element shows ("" if none), so a repeat of it in the same group is skipped. @param {Element} node */
const optionOf = (node) => node.getAttribute("data-action") ?? node.getAttribute("data-action-dup") ??
  node.getAttribute("data-target") ?? node.getAttribute("data-target-dup") ?? "";

/**
 * The members of `group`, in document order: its own focusable elements (not those of a group inside it, not a
 * repeat of an option already in it, not one the board took out of the Tab order itself).
 * @param {Element} group @returns {HTMLElement[]}
 */
function rovingItems(group) {
  /** @type {HTMLElement[]} */
  const items = [];
  const options = new Set();
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (group.querySelectorAll(ROVING_CANDIDATE))) {
    if (node.closest("[data-roving]") !== group || node.closest("[hidden], [inert]")) continue;
    if (node.getAttribute("tabindex") === "-1" && !node.hasAttribute("data-roving-item") &&
      !node.hasAttribute("data-roving-repeat")) continue;
    const option = optionOf(node);
    if (option && options.has(option)) {
      node.setAttribute("data-roving-repeat", "");
      node.removeAttribute("data-roving-item");
      node.setAttribute("tabindex", "-1");
      continue;
    }
    if (option) options.add(option);
    node.removeAttribute("data-roving-repeat");
    items.push(node);
  }
  return items;
}

/** The group names' last focused members (data-key), per board root. @type {WeakMap<Element, Map<string, string>>} */
const rovingMemory = new WeakMap();

/** @param {Element} root @param {Element} group @param {HTMLElement} item */
function makeCurrent(root, group, item) {
  for (const other of rovingItems(group)) other.setAttribute("tabindex", other === item ? "0" : "-1");
  const key = item.getAttribute("data-key");
  if (key) rovingMemory.get(root)?.set(group.getAttribute("data-roving") || "", key);
}

/**
 * After a redraw: every group gets its one Tab stop (the member that has or last had focus, else its first
 * option, else its first member); the others leave the Tab order.
 * @param {Element} root @param {string | null} focusKey  the data-key focused before the redraw
 */
function arrangeGroups(root, focusKey) {
  if (!rovingMemory.has(root)) rovingMemory.set(root, new Map());
  const memory = /** @type {Map<string, string>} */ (rovingMemory.get(root));
  for (const group of root.querySelectorAll("[data-roving]")) {
    const items = rovingItems(group);
    if (!items.length) continue;
    const keyed = (/** @type {string | null | undefined} */ key) =>
      (key ? items.find((node) => node.getAttribute("data-key") === key) : undefined);
    const current = keyed(focusKey) || keyed(memory.get(group.getAttribute("data-roving") || "")) ||
      items.find((node) => optionOf(node)) || items[0];
    for (const node of items) {
      node.setAttribute("data-roving-item", "");
      node.setAttribute("tabindex", node === current ? "0" : "-1");
    }
  }
}

/** Keys that move along a group: +1 next, -1 previous, or the first/last. */
const ROVING_STEPS = /** @type {Record<string, number | "first" | "last">} */ ({
  ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: "first", End: "last" });

/**
 * Listeners for a board root: the arrows move focus along a group (wrapping round); focus arriving on a member
 * (a click, Tab) makes it the group's stop.
 * @param {Element} root @returns {{keydown: (e: KeyboardEvent) => void, focusin: (e: FocusEvent) => void}}
 */
function rovingKeys(root) {
  return {
    keydown(e) {
      const step = ROVING_STEPS[e.key];
      if (step === undefined || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const item = /** @type {Element} */ (e.target).closest?.("[data-roving-item]");
      const group = item?.closest("[data-roving]");
      if (!item || !group || !root.contains(group)) return;
      const items = rovingItems(group);
      const at = items.indexOf(/** @type {HTMLElement} */ (item));
      if (at < 0) return;
      const next = step === "first" ? items[0] : step === "last" ? items[items.length - 1]
        : items[(at + step + items.length) % items.length];
      e.preventDefault();
      makeCurrent(root, group, next);
      next.focus();
    },
    focusin(e) {
      const item = /** @type {Element} */ (e.target).closest?.("[data-roving-item]");
      const group = item?.closest("[data-roving]");
      if (item && group && item.getAttribute("tabindex") !== "0") makeCurrent(root, group, /** @type {HTMLElement} */ (item));
    },
  };
}
// ---------------------------------------------------------------------------------------
// Motion: pieces travel from where they were to where they are now, so a player sees what the bots did (FLIP:
// where each piece was is measured before a redraw, where it is after it, and each moved piece is animated from
// its old place to its new one). Short, skipped by any click or key (held still while a button is pressed), none at
// all under prefers-reduced-motion.
// (common/motion.js: needs nothing)
//
// A piece is an element with data-motion="<identity>", given by the board's render:
// - the same identity before and after a redraw is the same piece (an identity may be shared, e.g. two Soldier
//   cards "card:S": the pieces that stayed are paired first, then the nearest ones);
// - data-motion-count="n": the element stands for n pieces (a supply: "3 hikers left"); a piece that leaves it
//   starts from it, and one that joins it (an animal trapped onto the animal board) makes it come from there;
// - data-motion-from="<id> …": a new piece whose identity was nowhere before may come from a piece of one of these
//   identities that went (an opponent's face-down card "back:1" that is played face up).
// - data-motion-frame="<name>" on a part of the board (a seat's area, a panel): a piece that stays in its part
//   travels only by what it moved within it, so a part pushed down by the redraw does not send its pieces sliding.
// Hidden information: an identity is on the screen as an attribute, so a card the viewer may not see never carries
// its name (an opponent's face-down cards are "back:<seat>": they travel by position only).

/** How long a piece travels (ms): long enough to follow, short enough not to wait for. */
const MOTION_MS = 320;
/** The Web Animations id of a travel (tests look for it). */
const MOTION_ID = "motion";

/**
 * A piece's place: its centre and size in page coordinates, and where its frame (its part of the board) was.
 * @typedef {{id: string, el: Element, x: number, y: number, w: number, h: number, n: number,
 *            frame: string, fx: number, fy: number}} Place
 */

/** @param {Element} root */
function boardMotion(root) {
  /** @type {Place[] | null} */
  let before = null;
  /** @type {string | null} */
  let scene = null;
  /** @type {Set<Animation>} */
  const running = new Set();

  const reduced = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

  /** Every running travel ends at once (at its place): the first click or key after a redraw. */
  function finish() {
    for (const anim of [...running]) anim.finish();
    running.clear();
  }

  /** Where every piece is now, in page coordinates (a page scrolled by the redraw moves nothing). */
  function measure() {
    /** @type {Place[]} */
    const out = [];
    const sx = window.scrollX;
    const sy = window.scrollY;
    /** @type {Map<Element, DOMRect>} */
    const frames = new Map();
    for (const el of root.querySelectorAll("[data-motion]")) {
      const r = el.getBoundingClientRect();
      if (!r.width && !r.height) continue; // not shown (a hidden part, the other layout's copy)
      const count = el.getAttribute("data-motion-count");
      const n = count === null ? 1 : Math.min(Number(count) || 0, 40);
      const part = el.closest("[data-motion-frame]");
      let f = part ? frames.get(part) : undefined;
      if (part && !f) frames.set(part, (f = part.getBoundingClientRect()));
      const frame = part?.getAttribute("data-motion-frame") || "";
      out.push({ id: String(el.getAttribute("data-motion")), el, x: r.left + sx + r.width / 2, y: r.top + sy + r.height / 2,
        w: r.width, h: r.height, n, frame, fx: (f?.left ?? 0) + sx, fy: (f?.top ?? 0) + sy });
    }
    return out;
  }

  /** Before a redraw: end the travels still running and note where everything is. */
  function start() {
    finish();
    before = reduced() ? null : measure();
  }

  /**
   * After the redraw: each piece that is somewhere else now travels from its old place.
   * @param {string} now  what the board shows (another viewer, say): pieces only travel within one scene
   */
  function end(now) {
    const old = before;
    const same = scene === now;
    before = null;
    scene = now;
    if (!old || !same || reduced()) return;
    const after = measure();
    /** @type {Map<string, {a: Place[], b: Place[]}>} */
    const groups = new Map();
    const group = (/** @type {string} */ id) => {
      let g = groups.get(id);
      if (!g) groups.set(id, (g = { a: [], b: [] }));
      return g;
    };
    for (const p of old) for (let i = 0; i < p.n; i++) group(p.id).a.push(p);
    for (const p of after) for (let i = 0; i < p.n; i++) group(p.id).b.push(p);
    /** @type {Map<Element, {from: Place, to: Place}>} */
    const moves = new Map();
    /** @type {Place[]} */
    const arrived = []; // new pieces that were nowhere before
    const gone = new Map(); // id -> old places left unpaired
    for (const [id, { a, b }] of groups) {
      const { left, unpaired } = pair(a, b, moves);
      if (left.length) gone.set(id, left);
      arrived.push(...unpaired);
    }
    for (const to of arrived) {
      const from = nearest(to, String(to.el.getAttribute("data-motion-from") || "").split(" ")
        .flatMap((id) => gone.get(id) || []));
      if (!from) continue;
      for (const list of gone.values()) {
        const i = list.indexOf(from);
        if (i >= 0) list.splice(i, 1);
      }
      note(moves, from, to);
    }
    if (!moves.size) return;
    // the drop-in of a new piece (a CSS animation) would hide it on its way (the travel shows its arrival), and it
    // moves the piece: where it is, is measured again without it. All reads come before all writes, so that the
    // browser styles and lays the board out once, not once for each piece
    const dropped = new Set();
    for (const anim of root.getAnimations({ subtree: true })) {
      const target = /** @type {KeyframeEffect | null} */ (anim.effect)?.target;
      if (anim instanceof CSSAnimation && target && moves.has(target) && anim.effect?.getTiming().iterations !== Infinity) {
        anim.cancel();
        dropped.add(target);
      }
    }
    const travels = [...moves].map(([el, { from, to }]) => plan(el, from, dropped.has(el) ? placed(el, to) : to));
    for (const t of travels) if (t) travel(t.el, t.frames);
  }

  /** `to` measured again. @param {Element} el @param {Place} to @returns {Place} */
  function placed(el, to) {
    const r = el.getBoundingClientRect();
    return { ...to, x: r.left + window.scrollX + r.width / 2, y: r.top + window.scrollY + r.height / 2, w: r.width,
      h: r.height };
  }

  /**
   * Pair old places `a` with new places `b` of one identity: pieces that stayed first, then the nearest.
   * @param {Place[]} a @param {Place[]} b @param {Map<Element, {from: Place, to: Place}>} moves
   */
  function pair(a, b, moves) {
    if (a.length === 1 && b.length === 1) {
      note(moves, a[0], b[0]);
      return { left: [], unpaired: [] };
    }
    /** @type {[number, number, number][]} */
    const pairs = [];
    a.forEach((p, i) => b.forEach((q, j) => pairs.push([(p.el === q.el ? 0 : 1) + Math.hypot(p.x - q.x, p.y - q.y), i, j])));
    pairs.sort((x, y) => x[0] - y[0]);
    const usedA = new Set();
    const usedB = new Set();
    for (const [, i, j] of pairs) {
      if (usedA.has(i) || usedB.has(j)) continue;
      usedA.add(i);
      usedB.add(j);
      note(moves, a[i], b[j]);
    }
    return { left: a.filter((_, i) => !usedA.has(i)), unpaired: b.filter((_, j) => !usedB.has(j)) };
  }

  /** @param {Place} to @param {Place[]} candidates */
  function nearest(to, candidates) {
    let best = null;
    let far = Infinity;
    for (const p of candidates) {
      const d = Math.hypot(p.x - to.x, p.y - to.y);
      if (d < far) { far = d; best = p; }
    }
    return best;
  }

  /** A piece's travel, the longest one if its element stands for several. @param {Map<Element, {from: Place, to: Place}>} moves @param {Place} from @param {Place} to */
  function note(moves, from, to) {
    const far = (/** @type {{from: Place, to: Place}} */ m) => Math.hypot(m.from.x - m.to.x, m.from.y - m.to.y);
    const had = moves.get(to.el);
    if (!had || far({ from, to }) > far(had)) moves.set(to.el, { from, to });
  }

  /**
   * The keyframes of `el`'s travel from `from` to `to` (reads the layout only), null if it hardly moved.
   * @param {Element} el @param {Place} from @param {Place} to @returns {{el: Element, frames: Keyframe[]} | null}
   */
  function plan(el, from, to) {
    let dx = from.x - to.x;
    let dy = from.y - to.y;
    if (Math.hypot(dx, dy) < 12) return null; // a lift, a nudge: nothing travelled
    if (from.frame && from.frame === to.frame) {
      // within one part: only what it moved in it (where the part went, it went at once with all the rest)
      dx -= from.fx - to.fx;
      dy -= from.fy - to.fy;
      if (Math.hypot(dx, dy) < 12) return null;
    }
    let scale = "";
    if (el instanceof SVGGraphicsElement && el.ownerSVGElement) {
      // inside a drawing: the offset in the element's own units (its transform attribute comes first)
      const m = el.getScreenCTM();
      if (!m) return null;
      const inv = m.inverse(); // an SVGMatrix: the offset is a vector, so its translation part plays no role
      [dx, dy] = [inv.a * dx + inv.c * dy, inv.b * dx + inv.d * dy];
    } else if (to.w > 0 && to.h > 0 && (Math.abs(from.w / to.w - 1) > 0.05 || Math.abs(from.h / to.h - 1) > 0.05)) {
      scale = ` scale(${(from.w / to.w).toFixed(3)}, ${(from.h / to.h).toFixed(3)})`; // a hand card shrinks onto the table
    }
    return { el, frames: [
      { transform: `translate(${dx.toFixed(1)}px, ${dy.toFixed(1)}px)${scale}` },
      { transform: `translate(0px, 0px)${scale && " scale(1, 1)"}` },
    ] };
  }

  /** @param {Element} el @param {Keyframe[]} frames */
  function travel(el, frames) {
    const anim = el.animate(frames, { duration: MOTION_MS, easing: "cubic-bezier(.2,.7,.3,1)", composite: "add" });
    anim.id = MOTION_ID;
    running.add(anim);
    const done = () => running.delete(anim);
    anim.addEventListener("finish", done);
    anim.addEventListener("cancel", done);
  }

  /** A button is pressed: every travel stands still where it is until the button is let go. */
  function hold() {
    for (const anim of running) anim.pause();
  }

  // any click or key finishes the travels first (a click's own redraw never waits for them). A click acts on what was
  // under the pointer when it was pressed: the browser sends it to what the press and the release both hit, so the
  // travels stand still from the press (a card pressed as another slides over it, or one pressed as it slides, is
  // still under the pointer at the release) and end once the release has found its target
  const page = root.ownerDocument;
  page.addEventListener("pointerdown", hold, true);
  page.addEventListener("pointerup", finish, true);
  page.addEventListener("pointercancel", finish, true);
  page.addEventListener("keydown", finish, true);

  return {
    start, end, finish,
    destroy() {
      finish();
      page.removeEventListener("pointerdown", hold, true);
      page.removeEventListener("pointerup", finish, true);
      page.removeEventListener("pointercancel", finish, true);
      page.removeEventListener("keydown", finish, true);
    },
  };
}

/**
 * Give `el` a motion identity (and, optionally, what it may come from and how many pieces it stands for); returns it.
 * @template {Element} T @param {T} el @param {string} id @param {{from?: string, count?: number}} [opts]
 */
function moving(el, id, opts = {}) {
  el.setAttribute("data-motion", id);
  if (opts.from) el.setAttribute("data-motion-from", opts.from);
  if (opts.count !== undefined) el.setAttribute("data-motion-count", String(opts.count));
  return el;
}
// ---------------------------------------------------------------------------------------
// The board's frame and its host plumbing, the same on every board: the root, the top bar,
// the prompt row, the notice, the hint (the hard bot's best options, their places on the board marked); sending (with the slow-answer busy mark and the staleness stamp),
// keeping focus across redraws, "save" downloads, mounting and destroying
// (common/frame.js: needs dom.js, icons.js, options.js, keys.js, motion.js and PREFIX).

/** Messages that change the game carry the version of the snapshot the board shows… */
const STAMPED = ["act", "undo", "redo", "load", "new_game"];
/** …and those acting for the viewing seat, that seat: the host refuses a stale one, so a double
 * click never acts twice, nor for the next player in hot seat. */
const SEATED = ["act", "undo", "redo"];

/** A value inside an attribute selector, quoted (`CSS.escape` is not at hand: the boards' CSS is a string). */
const attrValue = (/** @type {unknown} */ value) => `"${String(value).replace(/["\\]/g, "\\$&")}"`;

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

  // the hint the host sent with the snapshot (snap.hint), until the player closes it or the game moves on
  const hint = h("div", { class: `${PREFIX}-hint`, role: "status", "aria-live": "polite", "data-hint": "",
    hidden: true });
  /** The position whose hint the player closed ("version:viewer"); a new ask shows hints again. */
  let hintShut = "";

  /** The snapshot drawn last (showHead): what the player saw when they clicked. @type {Snapshot | null} */
  let shown = null;
  /** Games asked for from this board (new, loaded): pieces never travel from one game into another. */
  let games = 0;
  /** The bot's move this board will ask for (a notebook's host leaves the bots' pace to the board). */
  let botTimer = 0;

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
    if (msg.type === "new_game" || msg.type === "load") games += 1;
    if (msg.type === "hint") hintShut = "";
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

  // the snapshot drawn, with the game's words: hosts send those ("texts": ui, help) only when they change
  /** @type {{ snap: any, texts: any, merged: Snapshot | null }} */
  const joined = { snap: null, texts: null, merged: null };
  /** @returns {Snapshot | null} */
  const current = () => {
    const snap = model.get("snapshot") || null;
    const texts = model.get("texts") || null;
    if (snap !== joined.snap || texts !== joined.texts) {
      joined.snap = snap;
      joined.texts = texts;
      joined.merged = snap && { ...snap, ui: texts?.ui || snap.ui || {}, help: texts?.help || snap.help || {} };
    }
    return joined.merged;
  };

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
   * The board itself holds the focus while the redraw changes its parts (restoreFocus puts it back): a focused
   * node that leaves the page or the Tab order makes the browser lay the whole page out there and then, a second
   * and third layout in the same redraw.
   * @returns {string | null}
   */
  function rememberFocus() {
    const where = /** @type {Document | ShadowRoot} */ (root.getRootNode());
    const active = where.activeElement;
    if (!active || !root.contains(active)) return null;
    const key = active.closest("[data-key]")?.getAttribute("data-key") ?? "";
    if (active !== root) root.focus({ preventScroll: true });
    return key;
  }

  /** @param {Element | null} node */
  const focusable = (node) => Boolean(node && !node.closest("[hidden]") &&
    node.matches("button:not(:disabled), summary, [tabindex]:not([tabindex='-1']), [data-roving-item]"));

  let turnShown = false; // whether the last redraw showed the viewer a decision of theirs

  /**
   * When a redraw brings the viewer a decision (the game came round to them, after the bots moved), and none of its
   * options is on the screen (a phone shows a part of the board), the first one is brought into view. Only while
   * the player is using the board (focus in it or on nothing), so that a notebook reader is not scrolled about.
   * @param {boolean} using  focus is in the board
   */
  function revealTurn(using) {
    const snap = current();
    const mine = Boolean(snap && snap.viewer !== null && !snap.result && snap.to_act.includes(snap.viewer) &&
      snap.legal.length);
    const arrived = mine && !turnShown;
    turnShown = mine;
    const where = /** @type {Document | ShadowRoot} */ (root.getRootNode());
    if (!arrived || !(using || where.activeElement === document.body || !where.activeElement)) return;
    const options = [...root.querySelectorAll("[data-action], [data-target]")];
    const seen = (/** @type {Element} */ el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
    };
    if (options.length && !options.some(seen)) options[0].scrollIntoView({ block: "center" });
  }

  /**
   * Focus the element with data-key `key` again, else the board's `fallback`, else the root.
   * @param {string | null} key  from rememberFocus
   * @param {() => Element | null} fallback
   * @param {(node: Element | null) => boolean} [usable]
   */
  function restoreFocus(key, fallback, usable = focusable) {
    // the last step of every redraw: names that say what an option shows, one Tab stop per group
    labelInName(root);
    arrangeGroups(root, key);
    markHints(current());
    revealTurn(key !== null);
    if (key === null) return;
    const same = key ? root.querySelector(`[data-key=${attrValue(key)}]`) : null;
    const other = fallback();
    const next = usable(same) ? same : other;
    /** @type {HTMLElement} */ ((usable(next) && next) || root).focus({ preventScroll: true });
  }

  /**
   * The top of every redraw: the language, bots-to-move mark, top bar, busy text, notice.
   * @param {Ctx} ctx @param {(ctx: Ctx) => Child[]} renderTop
   */
  function showHead(ctx, renderTop) {
    const { snap } = ctx;
    shown = snap;
    // only when it changes: setting lang, even to the value it has, makes the browser style and lay out the whole
    // board again (its fonts and text may depend on the language)
    if (root.getAttribute("lang") !== snap.lang) root.setAttribute("lang", snap.lang);
    // a host that steps the bots one by one sends positions where only bots are to move
    const botsToMove = !snap.result && !snap.replay && snap.to_act.length > 0 &&
      snap.to_act.every((seat) => snap.seats[seat]?.kind === "bot");
    root.classList.toggle("is-bots", botsToMove);
    morphInto(top, renderTop(ctx));
    showHint(ctx);
    busy.textContent = ctx.ui.thinking || "";
    noticeClose.setAttribute("aria-label", ctx.ui.close || "");
    noticeClose.title = ctx.ui.close || "";
    setNotice(snap.notice || "");
  }

  /**
   * The hint box: each option's label and what the hard bot expects of it, best first. @param {Ctx} ctx
   */
  function showHint(ctx) {
    const { snap, ui } = ctx;
    // the hint's place is a live region for hints and lessons; the replay's list of hidden cards is not announced
    // at every step
    const listing = Boolean(snap.replay?.hidden);
    hint.setAttribute("role", listing ? "region" : "status");
    hint.setAttribute("aria-live", listing ? "off" : "polite");
    if (listing) hint.setAttribute("aria-label", ui.hidden_title || "");
    else hint.removeAttribute("aria-label");
    if (snap.lesson) {
      showLesson(ctx);
      return;
    }
    if (listing) {
      showHidden(ctx);
      return;
    }
    const options = snap.hint && hintShut !== `${snap.version}:${snap.viewer}` ? snap.hint.options : [];
    hint.hidden = !options.length;
    const close = h("button", { type: "button", class: `${PREFIX}-icon-btn`, "data-key": "hint:close",
      "aria-label": ui.close, title: ui.close, on: { click: () => {
        hintShut = `${snap.version}:${snap.viewer}`;
        showHint(ctx);
        markHints(ctx.snap);
      } } }, [icon("close")]);
    morphInto(hint, options.length ? [
      icon("hint"),
      h("div", { class: `${PREFIX}-hint-body` }, [
        h("b", { text: ui.hint_title }),
        h("ol", { class: `${PREFIX}-hint-list` }, options.map((o, i) => h("li", { "data-hint-option": o.notation }, [
          h("span", { class: `${PREFIX}-hint-rank`, "aria-hidden": "true", text: String(i + 1) }),
          h("b", { text: o.label }), h("span", { text: ` — ${o.text}` })]))),
        h("small", { text: ui.hint_note }),
      ]),
      close,
    ] : []);
  }

  /**
   * An all-seeing viewer's replay: every card hidden from someone at this step, seat by seat, in the hint's place.
   * @param {Ctx} ctx
   */
  function showHidden(ctx) {
    const { snap, ui } = ctx;
    const groups = /** @type {{seat: number | null, what: string, cards: string[]}[]} */ (snap.replay.hidden);
    hint.hidden = false;
    morphInto(hint, [
      icon("info"),
      h("div", { class: `${PREFIX}-hint-body`, "data-hidden-cards": "" }, [
        h("b", { text: ui.hidden_title }),
        h("ul", { class: `${PREFIX}-hidden-list`, tabindex: "0" }, groups.map((g) => h("li", {
          "data-hidden-seat": g.seat === null ? "" : String(g.seat) }, [
          h("b", { text: `${g.seat === null ? "" : `${snap.seats[g.seat]?.name} · `}${g.what}: ` }),
          h("span", { text: g.cards.join(", ") }),
        ]))),
      ]),
    ]);
  }

  /**
   * A lesson's step in the hint's place (a lesson has no hint: the step is what to do): what to click, the rule
   * behind it, step n of N; at its end the lesson's last words and a game against the easy bot.
   * @param {Ctx} ctx
   */
  function showLesson(ctx) {
    const { snap, ui } = ctx;
    const lesson = snap.lesson;
    hint.hidden = false;
    const play = { type: "new_game", game: snap.game, players: snap.players, lang: snap.lang,
      seats: ["human", ...Array(snap.players - 1).fill("bot:easy")] };
    morphInto(hint, [
      icon("hint"),
      h("div", { class: `${PREFIX}-hint-body ${PREFIX}-lesson`, "data-lesson-step": lesson.done ? "done" : String(lesson.step) }, [
        h("b", { text: `${lesson.title} · ${fill(ui.lesson_step, { n: Math.min(lesson.step + 1, lesson.steps),
          total: lesson.steps })}` }),
        ...(lesson.done ? [
          h("p", { text: lesson.text }),
          h("div", {}, [h("button", { type: "button", class: `${PREFIX}-btn ${PREFIX}-lesson-play`,
            "data-key": "lesson:play", "data-lesson-play": "", on: { click: () => send(play) } }, [ui.lesson_play])]),
        ] : [
          h("p", { class: `${PREFIX}-lesson-do`, text: lesson.do }),
          h("small", { text: lesson.why }),
        ]),
      ]),
    ]);
  }

  /**
   * Mark where the hinted options are on the board (data-hinted: their rank), by notation or board target; and
   * the one option a lesson's step asks for (data-lesson).
   * @param {Snapshot | null} snap
   */
  function markHints(snap) {
    for (const node of root.querySelectorAll("[data-hinted]")) node.removeAttribute("data-hinted");
    for (const node of root.querySelectorAll("[data-lesson]")) node.removeAttribute("data-lesson");
    const step = snap?.lesson;
    if (step && step.notation) {
      const at = `[data-action=${attrValue(step.notation)}], [data-target=${attrValue(step.target)}]`;
      for (const node of root.querySelectorAll(at)) node.setAttribute("data-lesson", "");
    }
    if (hint.hidden || !snap?.hint) return;
    snap.hint.options.forEach((/** @type {{notation: string, target: string}} */ o, i) => {
      const at = `[data-action=${attrValue(o.notation)}], [data-target=${attrValue(o.target)}]`;
      for (const node of root.querySelectorAll(at)) node.setAttribute("data-hinted", String(i + 1));
    });
  }

  /**
   * A host that leaves the bots' pace to the board (a notebook's widget) marks a position where a bot is to move:
   * the board asks for that one move after the delay, stamped with the position's version, so each bot's move is
   * its own redraw; a newer position (a click, the move itself) replaces the ask.
   * @param {Snapshot | null} snap
   */
  function stepBots(snap) {
    clearTimeout(botTimer);
    if (!snap || !snap.bot_step) return;
    const version = snap.version;
    botTimer = window.setTimeout(() => model.send({ type: "bot_step", version }), snap.bot_step.delay_ms);
  }

  /** Draws the board again (set by mount). */
  let redrawBoard = () => {};

  /**
   * The host answers "save" (and "log" with download) with a file to download, and "share" with a link's
   * fragment: the link (the page's address, model's "share_base", and the fragment) is shown under the tools.
   * @param {any} msg
   */
  function onCustom(msg) {
    if (msg && msg.type === "share") {
      const base = model.get("share_base");
      const bare = typeof base !== "string" || !base;
      Object.assign(view, { shared: { kind: String(msg.kind), step: Number(msg.step), bare,
        link: `${bare ? "" : base}#${msg.fragment}` } });
      redrawBoard();
      return;
    }
    if (!msg || msg.type !== "download") return;
    const type = /\.txt$/i.test(String(msg.filename || "")) ? "text/plain;charset=utf-8" : "application/json";
    const url = URL.createObjectURL(new Blob([String(msg.text ?? "")], { type }));
    const link = h("a", { href: url, download: String(msg.filename || saveName), hidden: true });
    root.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 5000);
  }

  /** A file dragged over the board may be dropped on it. @param {DragEvent} e */
  function onDragOver(e) {
    if (!e.dataTransfer || ![...e.dataTransfer.types].includes("Files")) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
  }

  /** A saved game dropped on the board is loaded, as the Load button does. @param {DragEvent} e */
  async function onDrop(e) {
    const file = e.dataTransfer && e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    // the file's text exactly, a byte-order mark included: Python judges it as CPython does
    send({ type: "load", data: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.arrayBuffer()) });
  }

  /**
   * Listen to the model and the keyboard, draw the first snapshot; returns the board's destroy.
   * @param {() => void} render @param {(e: KeyboardEvent) => void} onKey
   */
  function mount(render, onKey) {
    const roving = rovingKeys(root);
    const motion = boardMotion(root);
    // a new position: the pieces that moved travel from where they were (common/motion.js); within one viewer's view
    const redraw = () => {
      motion.start();
      render();
      const snap = current();
      motion.end(`${snap?.game}:${snap?.viewer}:${games}`);
      stepBots(snap);
    };
    redrawBoard = redraw;
    root.addEventListener("keydown", roving.keydown);
    root.addEventListener("focusin", roving.focusin);
    root.addEventListener("keydown", onKey);
    root.addEventListener("dragover", onDragOver);
    root.addEventListener("drop", onDrop);
    model.on("change:snapshot", redraw);
    model.on("msg:custom", onCustom);
    redraw();
    return {
      destroy() {
        motion.destroy();
        clearTimeout(botTimer);
        model.off("change:snapshot", redraw);
        model.off("msg:custom", onCustom);
        root.removeEventListener("keydown", onKey);
        root.removeEventListener("dragover", onDragOver);
        root.removeEventListener("drop", onDrop);
        root.removeEventListener("keydown", roving.keydown);
        root.removeEventListener("focusin", roving.focusin);
        clearTimeout(view.busyTimer);
        clearTimeout(view.quietTimer);
        root.remove();
      },
    };
  }

  return { root, top, prompt, promptRow, notice, hint, send, current, act, explain, settle, rememberFocus, restoreFocus,
    showHead, mount };
}
const COMMON_BOARD_CSS = "/* The frame every board shares: root, top bar and tools, language switch, save warning, notice, dock with the\n   prompt row and busy mark, option key badges, turn badge, panels, log, help, hot-seat cover, primary button,\n   result panel basics, reduced motion, and the phone tweaks of those parts (common/board.css).\n\n   A board includes common/board.css and common/styles.js, defines `const NARROW = <px>;` (below that width it\n   takes its phone layout) and styles its root with `h(\"style\", { text: boardStyles(<its CSS>, NARROW) })`.\n   PFX below becomes the board's PREFIX (class names, container name, keyframes) and NARROW that width; they\n   stand nowhere else, so the replacement touches nothing but them. The board's own CSS comes after this sheet:\n   it adds its own rules and properties, and never sets again a property this sheet sets for the same selector\n   in the same place (tests/test_board_sources.py checks that); to differ it sets the variables below, or\n   restyles a part in a container query of its own.\n\n   Per-game values are custom properties on the root. Each has a default below; a board sets those that differ\n   in its own `.<prefix>-board{...}` rule (custom properties only):\n     colours  --board-paper (board background)     --board-card (panels, buttons, dock)\n              --board-ink (text)                   --board-muted (secondary text)\n              --board-line (borders)               --board-line-strong (a hovered button's border)\n              --board-sunken (the language switch) --board-deep (the busy mark)\n              --board-accent, --board-accent-soft, --board-accent-edge, --board-on-accent\n                                                   (options, your turn, the primary button, its shadow, its text)\n              --board-focus (keyboard focus ring)  --board-log-bg, --board-log-line (the log and its rules)\n              --board-code (rule names in the help)\n              --board-cover-light, --board-cover-dark (the hot-seat cover's gradient)\n     sizes    --board-prompt-size, --board-prompt-basis (the prompt's font size and flex basis)\n              --board-dock-padding, --board-dock-padding-narrow (the dock, wide and on a phone)\n     host     --board-fit-height (set by the host page: the height the board must fit in; unset: natural height)\n     phone    --board-dock-top, --board-dock-bottom (where the dock sticks: top 0 unless set), --board-dock-max\n              --board-actions-gap (space above the option buttons)\n              --board-primary-height   --board-log-height (the log scrolls beyond it)\n              --board-help-sub-top (space above a help subtitle)\n*/\n.PFX-board{--board-paper:#f3efe6;--board-card:#fffdf8;--board-ink:#24272b;--board-muted:#646b73;\n  --board-line:#d8d2c4;--board-line-strong:#bdb4a0;--board-sunken:#e9e3d6;--board-deep:#33506e;\n  --board-accent:#e0a82e;--board-accent-soft:rgba(224,168,46,.35);--board-accent-edge:#b07f16;\n  --board-on-accent:#2a2109;--board-focus:#1d62d6;--board-log-bg:#faf6ee;--board-log-line:#efe8da;\n  --board-code:#3d5a80;--board-cover-light:#3c5674;--board-cover-dark:#1c2a3a;\n  --board-prompt-size:15.5px;--board-prompt-basis:220px;--board-dock-padding:10px 14px 12px;\n  --board-dock-padding-narrow:8px 10px 10px;--board-actions-gap:10px;--board-primary-height:46px;\n  --board-log-height:240px;--board-help-sub-top:10px;--board-dock-top:0;--board-dock-bottom:auto;--board-dock-max:60vh;\n  container:PFX/inline-size;position:relative;box-sizing:border-box;max-width:1440px;margin:0 auto;padding:10px;\n  border-radius:16px;background:var(--board-paper);color:var(--board-ink);font-size:14px;line-height:1.35;\n  text-align:left;display:flex;flex-direction:column;height:var(--board-fit-height,auto);\n  font-family:\"Tabletop Sans JP\",system-ui,-apple-system,\"Segoe UI\",\"Hiragino Sans\",\"Noto Sans CJK JP\",\"Noto Sans JP\",\n    \"Yu Gothic\",sans-serif;\n  -webkit-tap-highlight-color:transparent}\n.PFX-board:focus{outline:none}\n/* a host that gives the board a height (the site on a desktop: --board-fit-height) gets a board that fits it: the\n   layout takes what the top bar leaves, and each board lets its columns scroll inside (none elsewhere: natural height) */\n.PFX-layout{flex:1 1 auto;min-height:0}\n.PFX-board *,.PFX-board *::before,.PFX-board *::after{box-sizing:border-box}\n.PFX-board [hidden]{display:none!important}\n.PFX-board button{font:inherit;color:inherit;touch-action:manipulation}\n.PFX-board .PFX-primary{color:var(--board-on-accent)}\n.PFX-board h2,.PFX-board h3,.PFX-board p,.PFX-board ol,.PFX-board ul{margin:0;padding:0}\n.PFX-board ol,.PFX-board ul{list-style:none}\n.PFX-board button:focus-visible,.PFX-board summary:focus-visible,.PFX-board .PFX-log:focus-visible{\n  outline:3px solid var(--board-focus);outline-offset:2px}\n.PFX-icon{width:18px;height:18px;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;\n  stroke-linejoin:round}\n\n/* top bar: the board's brand, then the tools (common/toolbar.js) */\n.PFX-top{display:flex;align-items:center;justify-content:space-between;gap:8px 12px;flex-wrap:wrap;margin-bottom:10px}\n.PFX-brand{display:flex;align-items:center;gap:10px;min-width:0}\n.PFX-tools{display:flex;flex-wrap:wrap;gap:8px;align-items:center}\n/* a replay: its controls in place of the tools */\n.PFX-replay-slider{width:min(320px,60vw);min-height:32px;accent-color:#b36b00}\n.PFX-replay-step{font-variant-numeric:tabular-nums;font-weight:700;min-width:9em}\n.PFX-replay-as{display:inline-flex;align-items:center;gap:6px}\n.PFX-replay-seat{min-height:36px;font:inherit;border-radius:8px;border:1px solid #c9bfa8;background:#fff;padding:0 8px}\n.PFX-tool-group,.PFX-lang{display:flex;gap:4px}\n/* a shared game's link, under the tools */\n.PFX-share{flex:1 1 100%;align-items:center;flex-wrap:wrap}\n.PFX-share-body{display:flex;flex-direction:column;gap:4px;flex:1 1 260px;min-width:0}\n.PFX-share-link{width:100%;min-height:34px;font:inherit;font-size:12.5px;border:1px solid #c9bfa8;border-radius:8px;\n  padding:0 8px;background:#fff;color:inherit}\n.PFX-btn{display:inline-flex;align-items:center;gap:6px;min-height:38px;padding:0 12px;border-radius:10px;\n  border:1px solid var(--board-line);background:var(--board-card);cursor:pointer;font-size:13.5px;white-space:nowrap}\n.PFX-btn:hover:not(:disabled){background:#fff;border-color:var(--board-line-strong)}\n.PFX-btn:disabled{opacity:.42;cursor:default}\n.PFX-lang{border:1px solid var(--board-line);border-radius:11px;padding:2px;background:var(--board-sunken)}\n.PFX-lang-btn{border:0;background:transparent;min-height:34px;padding:0 10px}\n.PFX-lang-btn[aria-pressed=\"true\"]{background:var(--board-card);box-shadow:0 1px 2px rgba(0,0,0,.15);font-weight:700}\n.PFX-file{display:none}\n\n/* panels */\n.PFX-panel{background:var(--board-card);border-radius:14px;padding:10px 12px;box-shadow:0 1px 4px rgba(0,0,0,.12);\n  min-width:0}\n.PFX-panel-title{display:flex;align-items:center;justify-content:space-between;gap:8px;font-size:13px;\n  font-weight:800;letter-spacing:.03em;margin-bottom:8px}\n\n/* the seat to move */\n.PFX-turn{display:inline-flex;align-items:center;gap:5px;font-size:12px;font-weight:800;padding:2px 9px;\n  border-radius:999px;background:var(--board-accent);color:var(--board-on-accent)}\n.PFX-turn::before{content:\"\";width:7px;height:7px;border-radius:50%;background:var(--board-on-accent);\n  animation:PFX-pulse 1.2s infinite}\n\n/* dock: the prompt row with the busy mark (common/frame.js), the notice, the options */\n.PFX-dock{position:relative;background:var(--board-card);border-radius:16px;padding:var(--board-dock-padding);\n  box-shadow:0 1px 4px rgba(0,0,0,.14);border:2px solid transparent;min-width:0}\n.PFX-dock.is-my-turn{border-color:var(--board-accent)}\n.PFX-prompt-row{display:flex;align-items:center;gap:10px;flex-wrap:wrap}\n.PFX-prompt{flex:1 1 var(--board-prompt-basis);font-size:var(--board-prompt-size);font-weight:650;margin:0}\n.PFX-dock.is-my-turn .PFX-prompt::before{content:\"\";display:inline-block;width:10px;height:10px;border-radius:50%;\n  background:var(--board-accent);margin-right:8px;vertical-align:1px;animation:PFX-pulse 1.2s infinite}\n.PFX-busy{display:none;position:absolute;top:-12px;right:16px;font-size:12px;font-weight:600;padding:2px 10px;\n  border-radius:999px;background:var(--board-deep);color:#f3ead7}\n.PFX-board.is-busy .PFX-busy,.PFX-board.is-bots .PFX-busy{display:block}\n/* the notice, and the hot-seat save warning in the top bar, which is a notice too */\n.PFX-notice{display:flex;align-items:flex-start;gap:8px;margin-top:8px;padding:8px 10px;border-radius:10px;\n  background:#fff1cf;border:1px solid #e6c165;color:#4a3a12}\n.PFX-notice.is-empty{display:block;margin:0;padding:0;border:0;height:0;overflow:hidden}\n.PFX-notice-text{flex:1;padding-top:1px;font-weight:600}\n/* the hint: the hard bot's best options, and a dashed ring on where they are on the board (1: its choice) */\n.PFX-hint{display:flex;align-items:flex-start;gap:8px;margin-top:8px;padding:8px 10px;border-radius:10px;\n  background:#e8f1fb;border:1px solid #8fb3d9;color:#17324f}\n.PFX-hint[hidden]{display:none}\n.PFX-hint-body{flex:1;display:grid;gap:4px}\n.PFX-hint-list{display:grid;gap:3px}\n.PFX-hidden-list{display:grid;gap:3px;margin:4px 0 0;padding-left:1.1em;max-height:16em;overflow:auto}\n.PFX-hint-rank{display:inline-grid;place-items:center;width:18px;height:18px;margin-right:6px;border-radius:50%;\n  background:#2f6db3;color:#fff;font-size:11px;font-weight:800}\n/* over the boards' own rings for options (a hinted thing is an option too, and a board's sheet comes after this\n   one): the attribute twice outranks a board's two classes */\n.PFX-board [data-hinted][data-hinted]{outline:3px dashed #2f6db3!important;outline-offset:2px}\n.PFX-board [data-hinted=\"1\"][data-hinted]{outline-style:solid!important}\n/* a lesson's step: what to do, and a green ring on the one option it asks for */\n.PFX-lesson-do{font-weight:700;font-size:15px}\n.PFX-lesson-do::first-letter{text-transform:uppercase}\n.PFX-hint:has(.PFX-lesson){background:#e9f5e9;border-color:#7fb37f;color:#173b17}\n.PFX-board [data-lesson][data-lesson]{outline:3px solid #2f7d32!important;outline-offset:2px;\n  animation:PFX-lesson-ring 1.6s ease-in-out infinite}\n@keyframes PFX-lesson-ring{50%{outline-color:#9bd19b}}\n@media (prefers-reduced-motion:reduce){.PFX-board [data-lesson][data-lesson]{animation:none}}\n.PFX-icon-btn{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:8px;border:0;\n  background:transparent;cursor:pointer;flex:none}\n.PFX-icon-btn:hover{background:rgba(0,0,0,.07)}\n.PFX-actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:var(--board-actions-gap)}\n.PFX-actions:empty{display:none}\n/* number-key badges (common/options.js), shown only where there is a fine pointer */\n.PFX-option .PFX-key{position:static;order:-1}\n.PFX-key{display:none;position:absolute;top:-7px;left:-7px;min-width:20px;height:20px;padding:0 5px;\n  border-radius:10px;background:var(--board-ink);color:#fff;font-size:11.5px;font-weight:700;line-height:20px;\n  text-align:center;z-index:1}\n@media (hover:hover) and (pointer:fine){.PFX-key{display:block}}\n/* the digit is drawn here, so it is no text of the option (its name says what it does and shows) */\n.PFX-key::before{content:attr(data-n)}\n\n/* the game's result; the board draws the scores */\n.PFX-result{display:flex;flex-direction:column;gap:10px;align-items:center;text-align:center;border-radius:14px;\n  border:3px solid var(--board-accent)}\n.PFX-result-title{font-size:22px}\n.PFX-result-line{font-size:16px;font-weight:700}\n.PFX-result-scores{width:100%}\n.PFX-primary{min-height:var(--board-primary-height);padding:0 24px;border-radius:calc(var(--board-primary-height) / 2);\n  border:0;background:var(--board-accent);font-weight:800;font-size:15px;cursor:pointer;\n  box-shadow:0 2px 0 var(--board-accent-edge)}\n\n/* log and help (common/panels.js) */\n.PFX-log{max-height:var(--board-log-height);overflow-y:auto;font-size:12.5px;display:flex;flex-direction:column;\n  border-radius:8px;background:var(--board-log-bg);padding:4px 0}\n.PFX-log li{padding:3px 8px;border-bottom:1px solid var(--board-log-line)}\n.PFX-log li:last-child{border-bottom:0;font-weight:650;background:#fff6de}\n.PFX-log li.PFX-log-round{font-weight:800;text-align:center;letter-spacing:.04em;background:var(--board-log-line)}\n.PFX-log-tools{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}\n.PFX-log-tools .PFX-btn{min-height:32px;font-size:12.5px}\n.PFX-help summary{cursor:pointer;margin:0;list-style-position:inside}\n.PFX-help p{font-size:12.5px;margin-top:6px}\n.PFX-help-sub{font-size:12px;margin:var(--board-help-sub-top) 0 4px!important}\n.PFX-help-how{margin:0;padding-left:1.3em;display:flex;flex-direction:column;gap:5px;font-size:12.5px}\n.PFX-help-options{margin:0;font-size:12px}\n.PFX-help-options dt{margin-top:6px;color:var(--board-code)}\n.PFX-help-options dd{margin:1px 0 0 0;color:var(--board-muted)}\n.PFX-help-mark{margin-left:6px;padding:0 6px;border-radius:8px;background:var(--board-sunken);font-size:11px;\n  font-weight:600;color:var(--board-ink)}\n.PFX-help table{border-collapse:collapse;font-size:12px;margin-top:6px}\n.PFX-help caption{text-align:left;font-weight:700;margin-bottom:3px}\n.PFX-help th,.PFX-help td{border-bottom:1px solid var(--board-line);padding:3px 8px 3px 0;text-align:left}\n\n/* hot-seat cover (common/cover.js) */\n.PFX-cover{display:grid;place-items:center;min-height:440px;border-radius:18px;padding:32px 16px;\n  background:radial-gradient(ellipse at 50% 30%,var(--board-cover-light),var(--board-cover-dark));color:#f3ead7;\n  text-align:center}\n.PFX-cover-card{display:flex;flex-direction:column;align-items:center;gap:18px;max-width:460px}\n.PFX-cover-title{font-size:22px}\n\n@keyframes PFX-pulse{50%{opacity:.35}}\n/* the dots that pulse are ::before boxes: they stop too */\n@media (prefers-reduced-motion:reduce){.PFX-board *,.PFX-board *::before,.PFX-board *::after{\n  animation:none!important;transition:none!important}}\n\n/* narrow (phones): smaller text, tool buttons keep their icons only */\n@container PFX (max-width:NARROW){\n  .PFX-board>*{font-size:13.5px}\n  .PFX-btn{padding:0 9px;min-height:40px}\n  .PFX-tool-group .PFX-btn-text,[data-tool=\"new\"] .PFX-btn-text,[data-tool=\"hint\"] .PFX-btn-text{position:absolute;\n    width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}\n  /* the tools in one row on a phone */\n  .PFX-tools{gap:4px}\n  .PFX-tools .PFX-btn{padding:0 7px}\n  .PFX-prompt{font-size:15px}\n  /* the prompt and the options stay on the screen while the board scrolls: at the top, or at the bottom for a board\n     whose dock comes after its table (--board-dock-top:auto; --board-dock-bottom:0) */\n  .PFX-dock{padding:var(--board-dock-padding-narrow);position:sticky;top:var(--board-dock-top);\n    bottom:var(--board-dock-bottom);z-index:6;max-height:var(--board-dock-max);overflow:auto;\n    box-shadow:0 2px 12px rgba(0,0,0,.2)}\n}\n\n/* the result card's end (common/panels.js resultEnd): statistics folded, then New game and Replay */\n.PFX-result-stats{display:block;width:100%;margin:8px 0;text-align:left}\n.PFX-result-stats>summary{display:list-item}\n.PFX-result-stats[open]>table{margin:4px auto 0}\n.PFX-result-stats summary{cursor:pointer;font-weight:700;padding:4px 0}\n.PFX-result-stats-table{border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:13px;background:#fff}\n.PFX-result-stats-table th,.PFX-result-stats-table td{padding:4px 8px;border:1px solid #d6cfbf;text-align:center}\n.PFX-result-stats-table tbody th{text-align:left;font-weight:600}\n.PFX-result-acts{display:flex;gap:8px;flex-wrap:wrap;align-items:center;justify-content:center;margin-top:8px}\n";
// ---------------------------------------------------------------------------------------
// The board's stylesheet: the shared frame (common/board.css) for this board, then the board's own CSS
// (common/styles.js: needs common/board.css and PREFIX).

/**
 * @param {string} css  the board's own rules, which come after (and so may build on) the shared ones
 * @param {number} narrow  the board's width in px below which the phone layout applies
 */
function boardStyles(css, narrow) {
  return COMMON_BOARD_CSS.replaceAll("PFX", PREFIX).replaceAll("NARROW", `${narrow}px`) + css;
}

const ARNAK_CARDS = {"basic":[{"id":"fundcar","name":"Funding","vp":0,"travel":["car"],"timing":"free","effect":[{"op":"gain","res":{"coin":1}}]},{"id":"fundship","name":"Funding","vp":0,"travel":["ship"],"timing":"free","effect":[{"op":"gain","res":{"coin":1}}]},{"id":"explorecar","name":"Exploration","vp":0,"travel":["car"],"timing":"free","effect":[{"op":"gain","res":{"compass":1}}]},{"id":"exploreship","name":"Exploration","vp":0,"travel":["ship"],"timing":"free","effect":[{"op":"gain","res":{"compass":1}}]}],"fear":{"id":"fear","name":"Fear","vp":-1,"travel":["boot"],"timing":null,"effect":[]},"items":[{"id":"I1","name":"Sea Turtle","cost":3,"vp":1,"travel":["ship","ship"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"dig_or_discover","travel_discount":["ship"]}]},{"id":"I2","name":"Ostrich","cost":3,"vp":1,"travel":["car","car"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"dig_or_discover","travel_discount":["car"]}]},{"id":"I3","name":"Pack Donkey","cost":4,"vp":1,"travel":["car","car"],"timing":"main","effect":[{"op":"draw","n":2}]},{"id":"I4","name":"Horse","cost":4,"vp":1,"travel":["car","car"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"gain","res":{"coin":1,"compass":1}}]},{"id":"I5","name":"Steam Boat","cost":3,"vp":3,"travel":["ship","ship"],"timing":"free","effect":[{"op":"gain","res":{"compass":2}}]},{"id":"I6","name":"Automobile","cost":3,"vp":3,"travel":["car","car"],"timing":"free","effect":[{"op":"gain","res":{"compass":2}}]},{"id":"I7","name":"Sturdy Boots","cost":1,"vp":1,"travel":["car","car"],"timing":"main","effect":[{"op":"gain","res":{"compass":1}},{"op":"dig_or_discover","travel_discount":["boot","boot"]}]},{"id":"I8","name":"Gold Pan","cost":1,"vp":1,"travel":["ship","ship"],"timing":"free","effect":[{"op":"gain","res":{"coin":2}}]},{"id":"I9","name":"Trowel","cost":1,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"pay","res":{"compass":1}},{"op":"gain","res":{"jewel":1}}]},{"id":"I10","name":"Pickaxe","cost":1,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"pay","res":{"compass":1}},{"op":"gain","res":{"tablet":1,"arrowhead":1}}]},{"id":"I11","name":"Hot Air Balloon","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"exile_self"},{"op":"dig_or_discover","travel_discount":["plane"],"compass_discount":3}]},{"id":"I12","name":"Aeroplane","cost":4,"vp":3,"travel":["plane","plane"],"timing":"main","effect":[{"op":"dig_or_discover","travel_discount":["plane"],"compass_discount":2}]},{"id":"I13","name":"Journal","cost":3,"vp":1,"travel":["car","ship"],"timing":"main","effect":[{"op":"exile_self"},{"op":"research","token":"notebook","free":true}]},{"id":"I14","name":"Parrot","cost":2,"vp":2,"travel":["ship"],"timing":"main","effect":[{"op":"discard","n":1},{"op":"gain","res":{"jewel":1}}]},{"id":"I15","name":"Watch","cost":1,"vp":1,"travel":["ship"],"timing":"free_or_pass","effect":[{"op":"choose","options":[[{"op":"gain","res":{"coin":2}}],[{"op":"gain","res":{"coin":3}},{"op":"pass"}]]}]},{"id":"I16","name":"Army Knife","cost":3,"vp":1,"travel":["car","ship"],"timing":"main","effect":[{"op":"choose","options":[[{"op":"exile","optional":true}],[{"op":"gain","res":{"coin":1}}],[{"op":"gain","res":{"compass":1}}],[{"op":"gain","res":{"tablet":1}}]],"count":2}]},{"id":"I17","name":"Binoculars","cost":4,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"activate","levels":[1]}]},{"id":"I18","name":"Tent","cost":4,"vp":2,"travel":["car"],"timing":"main","effect":[{"op":"activate","own":true,"level2_pay":{"compass":2}}]},{"id":"I19","name":"Fishing Rod","cost":2,"vp":2,"travel":["ship"],"timing":"main","effect":[{"op":"buy","kinds":["item"],"discount":3,"top":true}]},{"id":"I20","name":"Precision Compass","cost":4,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"buy","kinds":["artifact"],"discount":3,"top":true}]},{"id":"I21","name":"Bow and Arrows","cost":2,"vp":2,"travel":["car"],"timing":"main","effect":[{"op":"gain_per","what":"guardians_at_own_sites_plus_overcome","res":"compass","max":3}]},{"id":"I22","name":"Carrier Pigeon","cost":2,"vp":1,"travel":["ship"],"timing":"free","effect":[{"op":"gain","res":{"tablet":2}}]},{"id":"I23","name":"Whip","cost":2,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"exile_self"},{"op":"buy","kinds":["artifact"],"discount":4}]},{"id":"I24","name":"Rough Map","cost":1,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"exile_self"},{"op":"gain","res":{"compass":3}}]},{"id":"I25","name":"Airdrop","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"exile_self"},{"op":"gain_card","from":"row","to":"hand"}]},{"id":"I26","name":"Flask","cost":2,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"exile_self"},{"op":"draw","n":3}]},{"id":"I27","name":"Machete","cost":4,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"compass":2}}]},{"id":"I28","name":"Torch","cost":2,"vp":2,"travel":["ship"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"tablet":1}}]},{"id":"I29","name":"Large Backpack","cost":3,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"gain","res":{"coin":1}},{"op":"draw_bottom","n":1}]},{"id":"I30","name":"Rope","cost":2,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"discard","n":1},{"op":"draw","n":2}]},{"id":"I31","name":"Revolver","cost":4,"vp":1,"travel":["ship","ship"],"timing":"main","effect":[{"op":"pay","res":{"compass":1}},{"op":"overcome_free","where":"own"}]},{"id":"I32","name":"Hat","cost":1,"vp":1,"travel":["ship"],"timing":"free","effect":[{"op":"gain","res":{"coin":1,"compass":1}}]},{"id":"I33","name":"Bear Trap","cost":2,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"exile_self"},{"op":"overcome_free","where":"no_other"}]},{"id":"I34","name":"Grappling Hook","cost":2,"vp":2,"travel":["car"],"timing":"main","effect":[{"op":"discard","n":1},{"op":"draw","n":1},{"op":"exile","optional":true}]},{"id":"I35","name":"Lantern","cost":3,"vp":2,"travel":["car"],"timing":"main","effect":[{"op":"activate","levels":[0]}]},{"id":"I36","name":"Dog","cost":3,"vp":1,"travel":["car"],"timing":"main","effect":[{"op":"gain","res":{"compass":1}},{"op":"activate","levels":[0],"unoccupied":true}]},{"id":"I37","name":"Brush","cost":3,"vp":3,"travel":["car"],"timing":"main","effect":[{"op":"gain_per","what":"idols_owned_incl_slotted","res":"compass","max":3}]},{"id":"I38","name":"Axe","cost":2,"vp":2,"travel":["ship"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"compass":1}}]},{"id":"I39","name":"Chronometer","cost":3,"vp":2,"travel":["ship","ship"],"timing":"free_or_pass","effect":[{"op":"choose","options":[[{"op":"gain","res":{"coin":1,"compass":1}}],[{"op":"gain","res":{"compass":3}},{"op":"pass"}]]}]},{"id":"I40","name":"Theodolite","cost":3,"vp":1,"travel":["ship"],"timing":"main","effect":[{"op":"gain","res":{"coin":1}},{"op":"gain_per","what":"own_archaeologists_on_board","res":"compass"}]}],"artifacts":[{"id":"A1","name":"Pathfinder's Sandals","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"relocate","levels":[0]}]},{"id":"A2","name":"Pathfinder's Staff","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"relocate","levels":[0,1]}]},{"id":"A3","name":"War Mask","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"gain","res":{"arrowhead":1}},{"op":"war_mask"}]},{"id":"A4","name":"Treasure Chest","cost":4,"vp":3,"travel":["plane"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"gain","res":{"coin":1}}]},{"id":"A5","name":"Ritual Dagger","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"arrowhead":1}}]},{"id":"A6","name":"Crystal Earring","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"earring","max":3,"from":"top","return_top":true}]},{"id":"A7","name":"Mortar","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"gain","res":{"coin":2}}]},{"id":"A8","name":"Serpent's Gold","cost":3,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"fear","n":1},{"op":"gain","res":{"coin":4}}]},{"id":"A9","name":"Serpent Idol","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"fear","n":1},{"op":"gain","res":{"jewel":1}}]},{"id":"A10","name":"Monkey Medallion","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"gain_card","from":"row","to":"top_of_deck"}]},{"id":"A11","name":"Idol of Ara-Anu","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"research","discounts":[{"jewel":1}],"temple":true}]},{"id":"A12","name":"Inscribed Blade","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"research","discounts":[{"arrowhead":1},{"tablet":2}],"temple":true}]},{"id":"A13","name":"Guardian's Ocarina","cost":4,"vp":2,"travel":["plane","plane"],"timing":"main","effect":[{"op":"return_home","stop_if_none":true},{"op":"ocarina"}]},{"id":"A14","name":"Tigerclaw Hairpin","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"exile","optional":true},{"op":"activate","levels":[0],"unoccupied":true}]},{"id":"A15","name":"War Club","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"overcome_free","where":"own"}]},{"id":"A16","name":"Sundial","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"choose","options":[[{"op":"gain","res":{"tablet":2}}],[{"op":"gain","res":{"jewel":1}},{"op":"pass"}]]}]},{"id":"A17","name":"Traders' Scales","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"upgrade","optional":true},{"op":"gain","res":{"coin":3}}]},{"id":"A18","name":"Hunting Arrows","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"fear","n":1},{"op":"gain","res":{"arrowhead":2}}]},{"id":"A19","name":"Coconut Flask","cost":3,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"gain","res":{"coin":2}},{"op":"supply_assistant","side":"silver"}]},{"id":"A20","name":"Cleansing Cauldron","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"draw","n":1},{"op":"exile","optional":true}]},{"id":"A21","name":"Ancient Wine","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"gain","res":{"coin":1}},{"op":"supply_assistant","side":"gold"}]},{"id":"A22","name":"Decorated Horn","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"swap_assistant"}]},{"id":"A23","name":"Ornate Hammer","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"exile_row_item"},{"op":"gain_card","from":"item_exile","to":"bottom_of_deck"}]},{"id":"A24","name":"Star Charts","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"pay","res":{"coin":1}},{"op":"activate","levels":[0],"count":2}]},{"id":"A25","name":"Stone Jar","cost":2,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"draw","n":1}]},{"id":"A26","name":"Passage Shell","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"passage_shell"}]},{"id":"A27","name":"Ceremonial Rattle","cost":3,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"refresh_assistant","n":1}]},{"id":"A28","name":"Sacred Drum","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"discard","n":1},{"op":"refresh_assistant","n":2}]},{"id":"A29","name":"Trader's Coins","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"upgrade","optional":true},{"op":"gain","res":{"coin":2}}]},{"id":"A30","name":"Stone Key","cost":3,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"stone_key"}]},{"id":"A31","name":"Obsidian Earring","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"earring","max":2,"from":"bottom","return_top":false}]},{"id":"A32","name":"Guiding Stone","cost":3,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"site_tile","level":1}]},{"id":"A33","name":"Guiding Skull","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"pay","res":{"compass":1}},{"op":"site_tile","level":2}]},{"id":"A34","name":"Runes of the Dead","cost":4,"vp":1,"travel":["plane"],"timing":"main","effect":[{"op":"fear","n":1},{"op":"gain","res":{"coin":1,"tablet":3}}]},{"id":"A35","name":"Guardian's Crown","cost":4,"vp":2,"travel":["plane"],"timing":"main","effect":[{"op":"move_guardian"}]}]};
const ARNAK_BOARD = {"setup":{"rounds":5,"hand_size":5,"archaeologists":2,"starting_deck":["fundcar","fundship","explorecar","exploreship","fear","fear"],"resources_by_seat":[{"coin":2},{"coin":1,"compass":1},{"coin":2,"compass":1},{"coin":1,"compass":2}],"blocked_camps":{"2":5,"3":3,"4":0}},"camps":[{"effect":[{"op":"gain","res":{"coin":2}}]},{"effect":[{"op":"gain","res":{"compass":2}}]},{"effect":[{"op":"gain","res":{"tablet":2}}]},{"effect":[{"op":"gain","res":{"arrowhead":1}}]},{"effect":[{"op":"discard","n":1},{"op":"gain","res":{"jewel":1}}]}],"camp_space_costs":[["boot"],["boot","boot"]],"discover_cost":{"1":3,"2":6},"slots":{"bird":{"1":[["car"],["car"],["ship"],["ship"],["car"],["car"],["ship"],["ship"]],"2":[["car","car"],["car","car"],["ship","ship"],["ship","ship"]]},"snake":{"1":[["car"],["car"],["ship"],["ship"],["car"],["boot","boot"],["plane"],["ship"]],"2":[["car","car"],["boot","plane"],["ship","car"],["ship","ship"]]}},"site_tiles":{"1":[{"id":1,"effect":[{"op":"choose","options":[[{"op":"gain","res":{"compass":2}}],[{"op":"gain_card","from":"row","to":"bottom_of_deck"}]]}]},{"id":2,"effect":[{"op":"gain","res":{"coin":1,"arrowhead":1}}]},{"id":3,"effect":[{"op":"draw","n":1},{"op":"gain","res":{"coin":1,"tablet":1}}]},{"id":4,"effect":[{"op":"gain","res":{"compass":1,"arrowhead":1}}]},{"id":5,"effect":[{"op":"gain","res":{"coin":1,"tablet":2}}]},{"id":6,"effect":[{"op":"gain","res":{"tablet":1,"arrowhead":1}}]},{"id":7,"effect":[{"op":"draw","n":1},{"op":"gain","res":{"arrowhead":1}}]},{"id":8,"effect":[{"op":"fear","n":1},{"op":"gain","res":{"tablet":1,"jewel":1}}]},{"id":9,"effect":[{"op":"fear","n":1},{"op":"gain","res":{"compass":1,"jewel":1}}]},{"id":10,"effect":[{"op":"gain","res":{"jewel":1}}]}],"2":[{"id":1,"effect":[{"op":"gain","res":{"compass":2,"jewel":1}}]},{"id":2,"effect":[{"op":"gain","res":{"coin":1,"compass":1,"tablet":1,"arrowhead":1}}]},{"id":3,"effect":[{"op":"gain","res":{"arrowhead":1,"jewel":1}}]},{"id":4,"effect":[{"op":"draw","n":1},{"op":"gain","res":{"tablet":1,"jewel":1}}]},{"id":5,"effect":[{"op":"gain","res":{"tablet":2,"jewel":1}}]},{"id":6,"effect":[{"op":"fear","n":1},{"op":"gain","res":{"tablet":2,"arrowhead":2}}]}]},"idols":{"bonuses":{"coin":3,"compass":3,"tablet":3,"exile_card":3,"upgrade":2,"refresh_assistant":2},"vp_each":3,"slot_vp":[1,2,3,4],"slot_options":[[{"op":"pay","res":{"coin":1}},{"op":"gain","res":{"jewel":1}}],[{"op":"gain","res":{"arrowhead":1}}],[{"op":"gain","res":{"tablet":2}}],[{"op":"gain","res":{"coin":1,"compass":1}}],[{"op":"draw","n":1}]],"bonus_steps":{"coin":[{"op":"gain","res":{"coin":1}}],"compass":[{"op":"gain","res":{"compass":1}}],"tablet":[{"op":"gain","res":{"tablet":1}}],"exile_card":[{"op":"exile","optional":true}],"upgrade":[{"op":"upgrade","optional":true}],"refresh_assistant":[{"op":"refresh_assistant","n":1}]}},"guardians":[{"id":1,"cost":{"compass":1,"coin":1,"arrowhead":1},"boon":[{"op":"travel","icons":["ship"]}]},{"id":2,"cost":{"discard_card":1,"coin":1,"arrowhead":1},"boon":[{"op":"exile","optional":true}]},{"id":3,"cost":{"travel":["boot"],"coin":1,"arrowhead":1},"boon":[{"op":"travel","icons":["car"]}]},{"id":4,"cost":{"coin":2,"arrowhead":1},"boon":[{"op":"travel","icons":["car"]}]},{"id":5,"cost":{"travel":["boot"],"tablet":1,"arrowhead":1},"boon":[{"op":"exile","optional":true}]},{"id":6,"cost":{"travel":["plane"],"arrowhead":1},"boon":[{"op":"exile","optional":true}]},{"id":7,"cost":{"compass":1,"discard_card":1,"arrowhead":1},"boon":[{"op":"draw","n":1}]},{"id":8,"cost":{"coin":4},"boon":[{"op":"upgrade","optional":true}]},{"id":9,"cost":{"travel":["ship"],"arrowhead":1},"boon":[{"op":"travel","icons":["car"]}]},{"id":10,"cost":{"travel":["car"],"arrowhead":1},"boon":[{"op":"travel","icons":["ship"]}]},{"id":11,"cost":{"travel":["boot","boot"],"compass":1},"boon":[{"op":"exile","optional":true}]},{"id":12,"cost":{"travel":["boot"],"jewel":1},"boon":[{"op":"travel","icons":["plane"]}]},{"id":13,"cost":{"tablet":3},"boon":[{"op":"travel","icons":["plane"]}]},{"id":14,"cost":{"travel":["plane"],"arrowhead":1},"boon":[{"op":"exile","optional":true}]},{"id":15,"cost":{"compass":2,"arrowhead":1},"boon":[{"op":"travel","icons":["ship"]}]}],"guardian_vp":5,"assistants":[{"id":1,"silver":[{"op":"gain","res":{"coin":2}}],"gold":[{"op":"gain","res":{"coin":3}}],"main":false},{"id":2,"silver":[{"op":"gain","res":{"tablet":1}}],"gold":[{"op":"gain","res":{"tablet":1,"coin":1}}],"main":false},{"id":3,"silver":[{"op":"pay_travel","icons":["boot"]},{"op":"gain","res":{"arrowhead":1}}],"gold":[{"op":"gain","res":{"arrowhead":1}}],"main":false},{"id":4,"silver":[{"op":"pay","res":{"coin":1}},{"op":"gain","res":{"arrowhead":1}}],"gold":[{"op":"pay","res":{"coin":1}},{"op":"choose","options":[[{"op":"gain","res":{"arrowhead":1}}],[{"op":"gain","res":{"jewel":1}}]]}],"main":false},{"id":5,"silver":[{"op":"exile","optional":true}],"gold":[{"op":"exile","optional":true},{"op":"gain","res":{"compass":1}}],"main":false},{"id":6,"silver":[{"op":"draw","n":1},{"op":"discard","n":1}],"gold":[{"op":"draw","n":1}],"main":false},{"id":7,"silver":[{"op":"choose","options":[[{"op":"gain","res":{"coin":1}}],[{"op":"travel","icons":["plane"]}]]}],"gold":[{"op":"choose","options":[[{"op":"gain","res":{"coin":2}}],[{"op":"travel","icons":["plane","plane"]}]]}],"main":false},{"id":8,"silver":[{"op":"choose","options":[[{"op":"gain","res":{"compass":1}}],[{"op":"travel","icons":["car"]}]]}],"gold":[{"op":"choose","options":[[{"op":"gain","res":{"coin":1,"compass":1}}],[{"op":"travel","icons":["car","car"]}]]}],"main":false},{"id":9,"silver":[{"op":"choose","options":[[{"op":"gain","res":{"compass":1}}],[{"op":"travel","icons":["ship"]}]]}],"gold":[{"op":"choose","options":[[{"op":"gain","res":{"coin":1,"compass":1}}],[{"op":"travel","icons":["ship","ship"]}]]}],"main":false},{"id":10,"silver":[{"op":"buy","kinds":["item","artifact"],"discount":1}],"gold":[{"op":"buy","kinds":["item","artifact"],"discount":2}],"main":true},{"id":11,"silver":[{"op":"upgrade","optional":true}],"gold":[{"op":"upgrade","optional":true},{"op":"gain","res":{"compass":1}}],"main":false},{"id":12,"silver":[{"op":"gain","res":{"compass":1}}],"gold":[{"op":"gain","res":{"compass":2}}],"main":false}],"research":{"bird":{"spaces":[{"id":0,"row":0,"cost":{},"next":[1,2]},{"id":1,"row":1,"cost":{"compass":1,"arrowhead":1},"next":[3,4]},{"id":2,"row":1,"cost":{"jewel":1},"next":[4]},{"id":3,"row":2,"cost":{"jewel":1},"next":[5]},{"id":4,"row":2,"cost":{"tablet":1,"arrowhead":1},"next":[5]},{"id":5,"row":3,"cost":{"tablet":2,"arrowhead":1},"next":[6,7,8]},{"id":6,"row":4,"cost":{"coin":1,"tablet":1,"arrowhead":1},"next":[9]},{"id":7,"row":4,"cost":{"tablet":1,"jewel":1},"next":[9]},{"id":8,"row":4,"cost":{"arrowhead":2},"next":[9]},{"id":9,"row":5,"cost":{"coin":1,"jewel":1},"next":[10,11]},{"id":10,"row":6,"cost":{"compass":1,"jewel":1},"next":[12]},{"id":11,"row":6,"cost":{"tablet":2,"arrowhead":1},"next":[12,13]},{"id":12,"row":7,"cost":{"coin":1,"tablet":1,"arrowhead":1},"next":[14]},{"id":13,"row":7,"cost":{"tablet":1,"jewel":1},"next":[14]},{"id":14,"row":8,"cost":{"coin":1,"compass":1,"jewel":1},"next":[],"temple":true}],"rows":{"1":{"glass":{"effect":[{"op":"gain","res":{"coin":1}}],"vp":1},"notebook":{"effect":[{"op":"recruit"}],"vp":0}},"2":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":2},"notebook":{"effect":[{"op":"recruit"}],"vp":1}},"3":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":4},"notebook":{"effect":[{"op":"upgrade_assistant"}],"vp":2}},"4":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":6},"notebook":{"effect":[{"op":"upgrade_assistant"}],"vp":4}},"5":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":9},"notebook":{"effect":[{"op":"gain","res":{"compass":3}}],"vp":6}},"6":{"glass":{"effect":[{"op":"draw","n":1}],"vp":12},"notebook":{"effect":[{"op":"gain_card","from":"row_artifact","to":"play"}],"vp":8}},"7":{"glass":{"effect":[{"op":"gain","res":{"compass":1}}],"vp":16},"notebook":{"effect":[{"op":"overcome_free","where":"own"}],"vp":10}}},"temple_costs":{"A":{"coin":1,"tablet":2},"B":{"jewel":1},"C":{"compass":1,"arrowhead":1}}},"snake":{"spaces":[{"id":0,"row":0,"cost":{},"next":[1,2]},{"id":1,"row":1,"cost":{"compass":1,"tablet":2},"next":[3,4]},{"id":2,"row":1,"cost":{"jewel":1},"next":[4,5]},{"id":3,"row":2,"cost":{"coin":1,"compass":1,"arrowhead":1},"next":[6]},{"id":4,"row":2,"cost":{"tablet":1,"jewel":1},"next":[6,7]},{"id":5,"row":2,"cost":{"arrowhead":2},"next":[7]},{"id":6,"row":3,"cost":{"tablet":2,"arrowhead":1},"next":[8]},{"id":7,"row":3,"cost":{"coin":1,"jewel":1},"next":[8]},{"id":8,"row":4,"cost":{"idol_from_supply":1},"next":[9,10],"assistant_rescue_space":true},{"id":9,"row":5,"cost":{"arrowhead":2},"next":[11,12]},{"id":10,"row":5,"cost":{"tablet":1,"jewel":1},"next":[12]},{"id":11,"row":6,"cost":{"tablet":1,"jewel":1},"next":[13]},{"id":12,"row":6,"cost":{"compass":1,"tablet":3},"next":[13]},{"id":13,"row":7,"cost":{"coin":1,"tablet":1,"arrowhead":1},"next":[14],"bonus_choose_one_of_several":true},{"id":14,"row":8,"cost":{"compass":1,"arrowhead":1,"jewel":1},"next":[],"temple":true}],"rows":{"1":{"glass":{"effect":[{"op":"gain","res":{"coin":1}}],"vp":1},"notebook":{"effect":[{"op":"recruit"}],"vp":0}},"2":{"glass":{"effect":[{"op":"gain","res":{"coin":2}}],"vp":2},"notebook":{"effect":[{"op":"exile","optional":true}],"vp":3}},"3":{"glass":{"effect":[{"op":"draw","n":1}],"vp":3},"notebook":{"effect":[{"op":"upgrade_assistant"}],"vp":4}},"4":{"glass":{"effect":[{"op":"rescue"}],"vp":4},"notebook":{"effect":[{"op":"gain_card","from":"row_artifact","to":"play"}],"vp":5}},"5":{"glass":{"effect":[{"op":"upgrade_assistant"}],"vp":5},"notebook":{"effect":[{"op":"refresh_assistant","n":1}],"vp":8}},"6":{"glass":{"effect":[{"op":"fear","n":1}],"vp":10},"notebook":{"effect":[{"op":"draw","n":1}],"vp":12}},"7":{"glass":{"effect":[{"op":"fear","n":1}],"vp":15},"notebook":{"effect":[{"op":"gain","res":{"jewel":1}}],"vp":15}}},"temple_costs":{"A":{"compass":1,"tablet":2},"B":{"jewel":1},"C":{"coin":1,"arrowhead":1}}}},"temple_arrival_vp":[23,21,20,19],"bonus_tiles":{"distribution":{"coin":3,"compass":3,"tablet":3,"exile_card":3,"draw":3,"upgrade":3},"placement":{"bird":{"2":[3,4,6,7,8,10,11,"temple x2"],"3":[3,4,6,7,8,10,11,12,13,"temple x3"],"4":[3,4,5,6,7,8,9,10,11,12,13,"temple x4"]},"snake":{"2":[3,5,6,7,11,12,"13 x2","temple x2"],"3":[3,4,5,6,7,11,12,"13 x3","temple x3"],"4":[3,4,5,6,7,9,10,11,12,"13 x3","temple x4"]},"solo":"use the 2-player placement"}},"temple_tiles":[{"vp":2,"color":"bronze","pay":["A"]},{"vp":2,"color":"bronze","pay":["B"]},{"vp":2,"color":"bronze","pay":["C"]},{"vp":6,"color":"silver","pay":["A","B"]},{"vp":6,"color":"silver","pay":["B","C"]},{"vp":11,"color":"gold","pay":["A","B","C"]}]};
const ARNAK_NAMES = {"en":{"res.coin":"coin","res.compass":"compass","res.tablet":"tablet","res.arrowhead":"arrowhead","res.jewel":"jewel","icon.boot":"boot","icon.car":"car","icon.ship":"ship","icon.plane":"plane","token.glass":"magnifying glass","token.notebook":"notebook","temple.bird":"Bird Temple","temple.snake":"Snake Temple","term.archaeologist":"archaeologist","term.moon_staff":"moon staff","term.guardian":"guardian","term.boon":"boon","term.idol":"idol","term.idol_slot":"idol slot","term.assistant":"assistant","term.silver_assistant":"silver assistant","term.gold_assistant":"gold assistant","term.dig":"dig at a site","term.discover":"discover a new site","term.overcome":"overcome a guardian","term.buy":"buy a card","term.play":"play a card","term.research":"research","term.pass":"pass","term.hire_pilot":"hire a pilot (2 coins for a plane)","term.main_action":"main action","term.free_action":"free action","term.item":"item","term.artifact":"artifact","term.fear_card":"Fear card","term.funding":"Funding","term.exploration":"Exploration","term.exile":"exile","term.upgrade":"upgrade a resource","term.site":"site","term.camp":"camp","term.level1":"level I","term.level2":"level II","term.travel_cost":"travel cost","term.card_row":"card row","term.deck":"deck","term.hand":"hand","term.play_area":"play area","term.research_track":"research track","term.lost_temple":"Lost Temple","term.temple_tile":"temple tile","term.bonus_tile":"research bonus tile","term.rescue_space":"assistant rescue space","term.exhausted":"exhausted","term.artifact_play":"Playing an artifact from your hand costs 1 tablet; when you buy one, its effect resolves at once without the tablet.","card.fundcar":"Funding","text.fundcar":"Free action: gain 1 coin.","card.fundship":"Funding","text.fundship":"Free action: gain 1 coin.","card.explorecar":"Exploration","text.explorecar":"Free action: gain 1 compass.","card.exploreship":"Exploration","text.exploreship":"Free action: gain 1 compass.","card.fear":"Fear","text.fear":"No effect: it can only pay a boot. −1 VP at the end of the game.","card.I1":"Sea Turtle","text.I1":"Draw 1 card; then you may dig or discover with 1 ship of the travel cost waived.","card.I2":"Ostrich","text.I2":"Draw 1 card; then you may dig or discover with 1 car of the travel cost waived.","card.I3":"Pack Donkey","text.I3":"Draw 2 cards.","card.I4":"Horse","text.I4":"Draw 1 card; gain 1 coin and 1 compass.","card.I5":"Steam Boat","text.I5":"Free action: gain 2 compasses.","card.I6":"Automobile","text.I6":"Free action: gain 2 compasses.","card.I7":"Sturdy Boots","text.I7":"Gain 1 compass; then you may dig or discover with 2 boots of the travel cost waived.","card.I8":"Gold Pan","text.I8":"Free action: gain 2 coins.","card.I9":"Trowel","text.I9":"Pay 1 compass to gain 1 jewel.","card.I10":"Pickaxe","text.I10":"Pay 1 compass to gain 1 tablet and 1 arrowhead.","card.I11":"Hot Air Balloon","text.I11":"Exile this card: dig or discover with 1 plane of the travel cost waived; a discovery also needs 3 compasses fewer.","card.I12":"Aeroplane","text.I12":"Dig or discover with 1 plane of the travel cost waived; a discovery also needs 2 compasses fewer.","card.I13":"Journal","text.I13":"Exile this card: move your notebook up one row for free (never above your magnifying glass).","card.I14":"Parrot","text.I14":"Put another card from your hand into the play area (no effect) to gain 1 jewel.","card.I15":"Watch","text.I15":"Free action: gain 2 coins — or pass (your round ends) and gain 3 coins.","card.I16":"Army Knife","text.I16":"Pick two different: exile a card, gain 1 coin, gain 1 compass, gain 1 tablet.","card.I17":"Binoculars","text.I17":"Use the effect of any discovered level I site, with no archaeologist, whoever is there.","card.I18":"Tent","text.I18":"Use again the effect of a site where you have an archaeologist; at a level II site, first pay 2 compasses.","card.I19":"Fishing Rod","text.I19":"Buy an item for 3 coins less; the top card of the item deck is also on offer.","card.I20":"Precision Compass","text.I20":"Buy an artifact for 3 compasses less; the top card of the artifact deck is also on offer.","card.I21":"Bow and Arrows","text.I21":"Gain 1 compass per guardian at the sites you occupy and per guardian you have overcome (at most 3).","card.I22":"Carrier Pigeon","text.I22":"Free action: gain 2 tablets.","card.I23":"Whip","text.I23":"Exile this card: buy an artifact for 4 compasses less.","card.I24":"Rough Map","text.I24":"Exile this card: gain 3 compasses.","card.I25":"Airdrop","text.I25":"Exile this card: take any item from the card row for free, straight into your hand.","card.I26":"Flask","text.I26":"Exile this card: draw 3 cards.","card.I27":"Machete","text.I27":"You may exile a card; gain 2 compasses.","card.I28":"Torch","text.I28":"You may exile a card; gain 1 tablet.","card.I29":"Large Backpack","text.I29":"Gain 1 coin; draw 1 card from the bottom of your deck.","card.I30":"Rope","text.I30":"Put another card from your hand into the play area (no effect) to draw 2 cards.","card.I31":"Revolver","text.I31":"Pay 1 compass: overcome a guardian at a site where you have an archaeologist, ignoring its cost.","card.I32":"Hat","text.I32":"Free action: gain 1 coin and 1 compass.","card.I33":"Bear Trap","text.I33":"Exile this card: overcome for free a guardian at a site where no other player has an archaeologist (you need not be there).","card.I34":"Grappling Hook","text.I34":"Put another card from your hand into the play area (no effect) to draw 1 card; then you may exile a card.","card.I35":"Lantern","text.I35":"Use the effect of any camp, occupied or not.","card.I36":"Dog","text.I36":"Gain 1 compass; use the effect of a camp nobody occupies.","card.I37":"Brush","text.I37":"Gain 1 compass per idol you own, in a slot or not (at most 3).","card.I38":"Axe","text.I38":"You may exile a card; gain 1 compass.","card.I39":"Chronometer","text.I39":"Free action: gain 1 coin and 1 compass — or pass (your round ends) and gain 3 compasses.","card.I40":"Theodolite","text.I40":"Gain 1 coin, plus 1 compass for each of your archaeologists already out on the island.","card.A1":"Pathfinder's Sandals","text.A1":"Move one of your archaeologists already on a site to a free space at a camp and use that camp's effect.","card.A2":"Pathfinder's Staff","text.A2":"Move one of your archaeologists already on a site to a free space at a camp or a discovered level I site and use its effect.","card.A3":"War Mask","text.A3":"Gain 1 arrowhead; at the end of this round you take no Fear cards from guardians.","card.A4":"Treasure Chest","text.A4":"Draw 1 card; gain 1 coin.","card.A5":"Ritual Dagger","text.A5":"You may exile a card; gain 1 arrowhead.","card.A6":"Crystal Earring","text.A6":"Choose a number up to 3 and draw that many cards; keep 1, you may put 1 back on top of your deck, and the rest go to the play area with no effect.","card.A7":"Mortar","text.A7":"You may exile a card; gain 2 coins.","card.A8":"Serpent's Gold","text.A8":"Take a Fear card; gain 4 coins.","card.A9":"Serpent Idol","text.A9":"Take a Fear card; gain 1 jewel.","card.A10":"Monkey Medallion","text.A10":"Take any item from the card row for free and put it on top of your deck.","card.A11":"Idol of Ara-Anu","text.A11":"Research (or buy a temple tile) for 1 jewel less.","card.A12":"Inscribed Blade","text.A12":"Research (or buy a temple tile) for 1 arrowhead or 2 tablets less.","card.A13":"Guardian's Ocarina","text.A13":"You may bring one of your archaeologists on a site back to your board; for the rest of the round each travel icon you play counts as a plane.","card.A14":"Tigerclaw Hairpin","text.A14":"You may exile a card; use the effect of a camp nobody occupies.","card.A15":"War Club","text.A15":"Overcome a guardian at a site where you have an archaeologist, ignoring its cost.","card.A16":"Sundial","text.A16":"Gain 2 tablets — or pass (your round ends) and gain 1 jewel.","card.A17":"Traders' Scales","text.A17":"Upgrade a resource (tablet to arrowhead, or arrowhead to jewel); gain 3 coins.","card.A18":"Hunting Arrows","text.A18":"Take a Fear card; gain 2 arrowheads.","card.A19":"Coconut Flask","text.A19":"Gain 2 coins; use the silver side of an assistant on top of a supply-board stack (it stays there, ready).","card.A20":"Cleansing Cauldron","text.A20":"Draw 1 card; then you may exile a card.","card.A21":"Ancient Wine","text.A21":"Gain 1 coin; use the gold side of an assistant on top of a supply-board stack (it stays there, ready).","card.A22":"Decorated Horn","text.A22":"Swap one of your assistants for one on the supply board; the newcomer keeps the old one's side (silver or gold) and is ready.","card.A23":"Ornate Hammer","text.A23":"Exile the rightmost item of the card row; then take any exiled item for free to the bottom of your deck.","card.A24":"Star Charts","text.A24":"Pay 1 coin: use the effects of 2 different camps.","card.A25":"Stone Jar","text.A25":"Draw 1 card.","card.A26":"Passage Shell","text.A26":"Send an archaeologist to a camp with no travel cost; you may use its effect twice.","card.A27":"Ceremonial Rattle","text.A27":"Refresh one of your exhausted assistants.","card.A28":"Sacred Drum","text.A28":"Put another card from your hand into the play area (no effect) to refresh both your assistants.","card.A29":"Trader's Coins","text.A29":"Upgrade a resource (tablet to arrowhead, or arrowhead to jewel); gain 2 coins.","card.A30":"Stone Key","text.A30":"Take an idol out of a slot on your board back to your supply; that slot is empty again.","card.A31":"Obsidian Earring","text.A31":"Draw 1 or 2 cards from the bottom of your deck; if you drew 2, keep 1 and put the other in the play area with no effect.","card.A32":"Guiding Stone","text.A32":"Reveal the top level I site tile, use its effect, then put it at the bottom of its stack.","card.A33":"Guiding Skull","text.A33":"Pay 1 compass: reveal the top level II site tile, use its effect, then put it at the bottom of its stack.","card.A34":"Runes of the Dead","text.A34":"Take a Fear card; gain 1 coin and 3 tablets.","card.A35":"Guardian's Crown","text.A35":"Move a guardian from a site you occupy to a camp or level I site with nobody on it and no guardian; then use that site's effect.","guardian.1":"Guardian 1","text.guardian.1.cost":"To overcome: pay 1 coin, 1 compass and 1 arrowhead. Worth 5 VP.","text.guardian.1.boon":"Boon (once per game): counts as a ship travel icon.","guardian.2":"Guardian 2","text.guardian.2.cost":"To overcome: pay 1 card from your hand (put into the play area), 1 coin and 1 arrowhead. Worth 5 VP.","text.guardian.2.boon":"Boon (once per game, free action): you may exile a card.","guardian.3":"Guardian 3","text.guardian.3.cost":"To overcome: pay 1 boot travel icon, 1 coin and 1 arrowhead. Worth 5 VP.","text.guardian.3.boon":"Boon (once per game): counts as a car travel icon.","guardian.4":"Guardian 4","text.guardian.4.cost":"To overcome: pay 2 coins and 1 arrowhead. Worth 5 VP.","text.guardian.4.boon":"Boon (once per game): counts as a car travel icon.","guardian.5":"Guardian 5","text.guardian.5.cost":"To overcome: pay 1 boot travel icon, 1 tablet and 1 arrowhead. Worth 5 VP.","text.guardian.5.boon":"Boon (once per game, free action): you may exile a card.","guardian.6":"Guardian 6","text.guardian.6.cost":"To overcome: pay 1 plane travel icon and 1 arrowhead. Worth 5 VP.","text.guardian.6.boon":"Boon (once per game, free action): you may exile a card.","guardian.7":"Guardian 7","text.guardian.7.cost":"To overcome: pay 1 card from your hand (put into the play area), 1 compass and 1 arrowhead. Worth 5 VP.","text.guardian.7.boon":"Boon (once per game, free action): draw 1 card.","guardian.8":"Guardian 8","text.guardian.8.cost":"To overcome: pay 4 coins. Worth 5 VP.","text.guardian.8.boon":"Boon (once per game, free action): upgrade a resource (tablet to arrowhead, or arrowhead to jewel).","guardian.9":"Guardian 9","text.guardian.9.cost":"To overcome: pay 1 ship travel icon and 1 arrowhead. Worth 5 VP.","text.guardian.9.boon":"Boon (once per game): counts as a car travel icon.","guardian.10":"Guardian 10","text.guardian.10.cost":"To overcome: pay 1 car travel icon and 1 arrowhead. Worth 5 VP.","text.guardian.10.boon":"Boon (once per game): counts as a ship travel icon.","guardian.11":"Guardian 11","text.guardian.11.cost":"To overcome: pay 2 boot travel icons and 1 compass. Worth 5 VP.","text.guardian.11.boon":"Boon (once per game, free action): you may exile a card.","guardian.12":"Guardian 12","text.guardian.12.cost":"To overcome: pay 1 boot travel icon and 1 jewel. Worth 5 VP.","text.guardian.12.boon":"Boon (once per game): counts as a plane travel icon.","guardian.13":"Guardian 13","text.guardian.13.cost":"To overcome: pay 3 tablets. Worth 5 VP.","text.guardian.13.boon":"Boon (once per game): counts as a plane travel icon.","guardian.14":"Guardian 14","text.guardian.14.cost":"To overcome: pay 1 plane travel icon and 1 arrowhead. Worth 5 VP.","text.guardian.14.boon":"Boon (once per game, free action): you may exile a card.","guardian.15":"Guardian 15","text.guardian.15.cost":"To overcome: pay 2 compasses and 1 arrowhead. Worth 5 VP.","text.guardian.15.boon":"Boon (once per game): counts as a ship travel icon.","assistant.1":"Assistant 1","text.assistant.1.silver":"Silver: Gain 2 coins.","text.assistant.1.gold":"Gold: Gain 3 coins.","assistant.2":"Assistant 2","text.assistant.2.silver":"Silver: Gain 1 tablet.","text.assistant.2.gold":"Gold: Gain 1 coin and 1 tablet.","assistant.3":"Assistant 3","text.assistant.3.silver":"Silver: Pay a boot travel icon to gain 1 arrowhead.","text.assistant.3.gold":"Gold: Gain 1 arrowhead.","assistant.4":"Assistant 4","text.assistant.4.silver":"Silver: Pay 1 coin to gain 1 arrowhead.","text.assistant.4.gold":"Gold: Pay 1 coin to gain 1 arrowhead or 1 jewel.","assistant.5":"Assistant 5","text.assistant.5.silver":"Silver: You may exile a card.","text.assistant.5.gold":"Gold: You may exile a card; gain 1 compass.","assistant.6":"Assistant 6","text.assistant.6.silver":"Silver: Draw 1 card, then put 1 card from your hand into the play area.","text.assistant.6.gold":"Gold: Draw 1 card.","assistant.7":"Assistant 7","text.assistant.7.silver":"Silver: Gain 1 coin, or use it as a plane travel icon.","text.assistant.7.gold":"Gold: Gain 2 coins, or use it as 2 plane travel icons.","assistant.8":"Assistant 8","text.assistant.8.silver":"Silver: Gain 1 compass, or use it as a car travel icon.","text.assistant.8.gold":"Gold: Gain 1 coin and 1 compass, or use it as 2 car travel icons.","assistant.9":"Assistant 9","text.assistant.9.silver":"Silver: Gain 1 compass, or use it as a ship travel icon.","text.assistant.9.gold":"Gold: Gain 1 coin and 1 compass, or use it as 2 ship travel icons.","assistant.10":"Assistant 10","text.assistant.10.silver":"Silver: As a main action, buy an item or an artifact for 1 less.","text.assistant.10.gold":"Gold: As a main action, buy an item or an artifact for 2 less.","assistant.11":"Assistant 11","text.assistant.11.silver":"Silver: Upgrade a resource (tablet to arrowhead, or arrowhead to jewel).","text.assistant.11.gold":"Gold: Upgrade a resource; gain 1 compass.","assistant.12":"Assistant 12","text.assistant.12.silver":"Silver: Gain 1 compass.","text.assistant.12.gold":"Gold: Gain 2 compasses.","site.1.1":"Site I-1","text.site.1.1":"Gain 2 compasses, or take any item from the card row for free to the bottom of your deck.","site.1.2":"Site I-2","text.site.1.2":"Gain 1 coin and 1 arrowhead.","site.1.3":"Site I-3","text.site.1.3":"Draw 1 card; gain 1 coin and 1 tablet.","site.1.4":"Site I-4","text.site.1.4":"Gain 1 compass and 1 arrowhead.","site.1.5":"Site I-5","text.site.1.5":"Gain 1 coin and 2 tablets.","site.1.6":"Site I-6","text.site.1.6":"Gain 1 tablet and 1 arrowhead.","site.1.7":"Site I-7","text.site.1.7":"Draw 1 card; gain 1 arrowhead.","site.1.8":"Site I-8","text.site.1.8":"Take a Fear card; gain 1 tablet and 1 jewel.","site.1.9":"Site I-9","text.site.1.9":"Take a Fear card; gain 1 compass and 1 jewel.","site.1.10":"Site I-10","text.site.1.10":"Gain 1 jewel.","site.2.1":"Site II-1","text.site.2.1":"Gain 2 compasses and 1 jewel.","site.2.2":"Site II-2","text.site.2.2":"Gain 1 coin, 1 compass, 1 tablet and 1 arrowhead.","site.2.3":"Site II-3","text.site.2.3":"Gain 1 arrowhead and 1 jewel.","site.2.4":"Site II-4","text.site.2.4":"Draw 1 card; gain 1 tablet and 1 jewel.","site.2.5":"Site II-5","text.site.2.5":"Gain 2 tablets and 1 jewel.","site.2.6":"Site II-6","text.site.2.6":"Take a Fear card; gain 2 tablets and 2 arrowheads.","camp.0":"Camp 1","text.camp.0":"Gain 2 coins. Spaces: 1 boot, 2 boots.","camp.1":"Camp 2","text.camp.1":"Gain 2 compasses. Spaces: 1 boot, 2 boots.","camp.2":"Camp 3","text.camp.2":"Gain 2 tablets. Spaces: 1 boot, 2 boots.","camp.3":"Camp 4","text.camp.3":"Gain 1 arrowhead. Spaces: 1 boot, 2 boots.","camp.4":"Camp 5","text.camp.4":"Put a card from your hand into the play area (no effect); gain 1 jewel. Spaces: 1 boot, 2 boots.","idol.coin":"Coin idol","text.idol.coin":"Discovery bonus: gain 1 coin. Worth 3 VP.","idol.compass":"Compass idol","text.idol.compass":"Discovery bonus: gain 1 compass. Worth 3 VP.","idol.tablet":"Tablet idol","text.idol.tablet":"Discovery bonus: gain 1 tablet. Worth 3 VP.","idol.exile_card":"Exile idol","text.idol.exile_card":"Discovery bonus: you may exile a card. Worth 3 VP.","idol.upgrade":"Upgrade idol","text.idol.upgrade":"Discovery bonus: you may upgrade a resource (tablet to arrowhead, or arrowhead to jewel). Worth 3 VP.","idol.refresh_assistant":"Refresh idol","text.idol.refresh_assistant":"Discovery bonus: refresh one of your assistants. Worth 3 VP.","text.idol_slot.0":"Idol slot option: pay 1 coin; gain 1 jewel.","text.idol_slot.1":"Idol slot option: gain 1 arrowhead.","text.idol_slot.2":"Idol slot option: gain 2 tablets.","text.idol_slot.3":"Idol slot option: gain 1 coin and 1 compass.","text.idol_slot.4":"Idol slot option: draw 1 card.","term.idol_slots":"Empty idol slots score 1, 2, 3 and 4 VP, left to right.","bonus.coin":"Coin bonus tile","text.bonus.coin":"First to reach this space: gain 1 coin.","bonus.compass":"Compass bonus tile","text.bonus.compass":"First to reach this space: gain 1 compass.","bonus.tablet":"Tablet bonus tile","text.bonus.tablet":"First to reach this space: gain 1 tablet.","bonus.exile_card":"Exile bonus tile","text.bonus.exile_card":"First to reach this space: you may exile a card.","bonus.draw":"Draw bonus tile","text.bonus.draw":"First to reach this space: draw 1 card.","bonus.upgrade":"Upgrade bonus tile","text.bonus.upgrade":"First to reach this space: you may upgrade a resource (tablet to arrowhead, or arrowhead to jewel).","text.research.bird.1.glass":"Magnifying glass enters row 1: gain 1 coin. Row worth 1 VP at the end.","text.research.bird.1.notebook":"Notebook enters row 1: recruit a silver assistant from the supply board. Row worth 0 VP at the end.","text.research.bird.2.glass":"Magnifying glass enters row 2: gain 1 compass. Row worth 2 VP at the end.","text.research.bird.2.notebook":"Notebook enters row 2: recruit a silver assistant from the supply board. Row worth 1 VP at the end.","text.research.bird.3.glass":"Magnifying glass enters row 3: gain 1 compass. Row worth 4 VP at the end.","text.research.bird.3.notebook":"Notebook enters row 3: turn one of your assistants to its gold side and refresh it. Row worth 2 VP at the end.","text.research.bird.4.glass":"Magnifying glass enters row 4: gain 1 compass. Row worth 6 VP at the end.","text.research.bird.4.notebook":"Notebook enters row 4: turn one of your assistants to its gold side and refresh it. Row worth 4 VP at the end.","text.research.bird.5.glass":"Magnifying glass enters row 5: gain 1 compass. Row worth 9 VP at the end.","text.research.bird.5.notebook":"Notebook enters row 5: gain 3 compasses. Row worth 6 VP at the end.","text.research.bird.6.glass":"Magnifying glass enters row 6: draw 1 card. Row worth 12 VP at the end.","text.research.bird.6.notebook":"Notebook enters row 6: take an artifact from the card row for free. Row worth 8 VP at the end.","text.research.bird.7.glass":"Magnifying glass enters row 7: gain 1 compass. Row worth 16 VP at the end.","text.research.bird.7.notebook":"Notebook enters row 7: overcome for free a guardian at a site where you have an archaeologist. Row worth 10 VP at the end.","text.research.bird.8.glass":"Magnifying glass reaches the Lost Temple: 23/21/20/19 VP by order of arrival; choose one bonus tile from the temple stack. Each later research with it buys a temple tile. The notebook cannot enter.","text.research.snake.1.glass":"Magnifying glass enters row 1: gain 1 coin. Row worth 1 VP at the end.","text.research.snake.1.notebook":"Notebook enters row 1: recruit a silver assistant from the supply board. Row worth 0 VP at the end.","text.research.snake.2.glass":"Magnifying glass enters row 2: gain 2 coins. Row worth 2 VP at the end.","text.research.snake.2.notebook":"Notebook enters row 2: you may exile a card. Row worth 3 VP at the end.","text.research.snake.3.glass":"Magnifying glass enters row 3: draw 1 card. Row worth 3 VP at the end.","text.research.snake.3.notebook":"Notebook enters row 3: turn one of your assistants to its gold side and refresh it. Row worth 4 VP at the end.","text.research.snake.4.glass":"Magnifying glass enters row 4: look through the assistants on the rescue space and take one (it arrives exhausted). Row worth 4 VP at the end.","text.research.snake.4.notebook":"Notebook enters row 4: take an artifact from the card row for free. Row worth 5 VP at the end.","text.research.snake.5.glass":"Magnifying glass enters row 5: turn one of your assistants to its gold side and refresh it. Row worth 5 VP at the end.","text.research.snake.5.notebook":"Notebook enters row 5: refresh one of your assistants. Row worth 8 VP at the end.","text.research.snake.6.glass":"Magnifying glass enters row 6: take a Fear card. Row worth 10 VP at the end.","text.research.snake.6.notebook":"Notebook enters row 6: draw 1 card. Row worth 12 VP at the end.","text.research.snake.7.glass":"Magnifying glass enters row 7: take a Fear card. Row worth 15 VP at the end.","text.research.snake.7.notebook":"Notebook enters row 7: gain 1 jewel. Row worth 15 VP at the end.","text.research.snake.8.glass":"Magnifying glass reaches the Lost Temple: 23/21/20/19 VP by order of arrival; choose one bonus tile from the temple stack. Each later research with it buys a temple tile. The notebook cannot enter.","temple_tile.0":"Bronze temple tile (A)","text.temple_tile.bird.0":"2 VP. Costs 1 coin and 2 tablets.","text.temple_tile.snake.0":"2 VP. Costs 1 compass and 2 tablets.","temple_tile.1":"Bronze temple tile (B)","text.temple_tile.bird.1":"2 VP. Costs 1 jewel.","text.temple_tile.snake.1":"2 VP. Costs 1 jewel.","temple_tile.2":"Bronze temple tile (C)","text.temple_tile.bird.2":"2 VP. Costs 1 compass and 1 arrowhead.","text.temple_tile.snake.2":"2 VP. Costs 1 coin and 1 arrowhead.","temple_tile.3":"Silver temple tile (A+B)","text.temple_tile.bird.3":"6 VP. Costs 1 coin, 2 tablets and 1 jewel.","text.temple_tile.snake.3":"6 VP. Costs 1 compass, 2 tablets and 1 jewel.","temple_tile.4":"Silver temple tile (B+C)","text.temple_tile.bird.4":"6 VP. Costs 1 compass, 1 arrowhead and 1 jewel.","text.temple_tile.snake.4":"6 VP. Costs 1 coin, 1 arrowhead and 1 jewel.","temple_tile.5":"Gold temple tile (A+B+C)","text.temple_tile.bird.5":"11 VP. Costs 1 coin, 1 compass, 2 tablets, 1 arrowhead and 1 jewel.","text.temple_tile.snake.5":"11 VP. Costs 1 coin, 1 compass, 2 tablets, 1 arrowhead and 1 jewel."},"ja":{"res.coin":"コイン","res.compass":"方位磁針","res.tablet":"石板","res.arrowhead":"矢じり","res.jewel":"宝石","icon.boot":"靴","icon.car":"車","icon.ship":"船","icon.plane":"飛行機","token.glass":"拡大鏡","token.notebook":"手帳","temple.bird":"鳥の寺院","temple.snake":"蛇の寺院","term.archaeologist":"考古学者","term.moon_staff":"月の杖","term.guardian":"守護者","term.boon":"恩恵","term.idol":"偶像","term.idol_slot":"偶像枠","term.assistant":"助手","term.silver_assistant":"銀の助手","term.gold_assistant":"金の助手","term.dig":"場所を発掘する","term.discover":"新たな場所を発見する","term.overcome":"守護者を撃退する","term.buy":"カードを購入する","term.play":"カードをプレイする","term.research":"研究する","term.pass":"パスする","term.hire_pilot":"パイロットを雇う（2コインで飛行機1つ）","term.main_action":"メインアクション","term.free_action":"フリーアクション","term.item":"アイテム","term.artifact":"遺物","term.fear_card":"恐怖カード","term.funding":"資金調達","term.exploration":"探検","term.exile":"除外","term.upgrade":"リソースをアップグレードする","term.site":"場所","term.camp":"キャンプ","term.level1":"レベルⅠ","term.level2":"レベルⅡ","term.travel_cost":"移動コスト","term.card_row":"カード列","term.deck":"山札","term.hand":"手札","term.play_area":"プレイエリア","term.research_track":"研究トラック","term.lost_temple":"失われた寺院","term.temple_tile":"寺院タイル","term.bonus_tile":"研究ボーナスタイル","term.rescue_space":"助手の救出スペース","term.exhausted":"横向き","term.artifact_play":"手札から遺物カードを使うときは石板を1つ支払う。購入したときは石板なしですぐに効果を使える。","card.fundcar":"資金調達","text.fundcar":"フリーアクション：コインを1つ得る。","card.fundship":"資金調達","text.fundship":"フリーアクション：コインを1つ得る。","card.explorecar":"探検","text.explorecar":"フリーアクション：方位磁針を1つ得る。","card.exploreship":"探検","text.exploreship":"フリーアクション：方位磁針を1つ得る。","card.fear":"恐怖","text.fear":"効果なし。靴の移動コストの支払いにだけ使える。ゲーム終了時に−1点。","card.I1":"ウミガメ","text.I1":"カードを1枚引く。その後、移動コストの船1つ分を免除して発掘または発見を行ってもよい。","card.I2":"ダチョウ","text.I2":"カードを1枚引く。その後、移動コストの車1つ分を免除して発掘または発見を行ってもよい。","card.I3":"ロバ","text.I3":"カードを2枚引く。","card.I4":"馬","text.I4":"カードを1枚引き、コインと方位磁針を1つずつ得る。","card.I5":"蒸気船","text.I5":"フリーアクション：方位磁針を2つ得る。","card.I6":"自動車","text.I6":"フリーアクション：方位磁針を2つ得る。","card.I7":"頑丈なブーツ","text.I7":"方位磁針を1つ得る。その後、移動コストの靴2つ分を免除して発掘または発見を行ってもよい。","card.I8":"金の鍋","text.I8":"フリーアクション：コインを2つ得る。","card.I9":"こて","text.I9":"方位磁針を1つ支払い、宝石を1つ得る。","card.I10":"つるはし","text.I10":"方位磁針を1つ支払い、石板と矢じりを1つずつ得る。","card.I11":"熱気球","text.I11":"このカードを除外する：移動コストの飛行機1つ分を免除して発掘または発見を行う。発見なら方位磁針も3つ少なくてよい。","card.I12":"飛行機","text.I12":"移動コストの飛行機1つ分を免除して発掘または発見を行う。発見なら方位磁針も2つ少なくてよい。","card.I13":"日誌","text.I13":"このカードを除外する：手帳を無料で1段進める（拡大鏡より上には進めない）。","card.I14":"オウム","text.I14":"手札のほかのカード1枚を（効果なしで）プレイエリアに置き、宝石を1つ得る。","card.I15":"腕時計","text.I15":"フリーアクション：コインを2つ得る。または、パスして（このラウンドは手番を終え）コインを3つ得る。","card.I16":"アーミーナイフ","text.I16":"次から異なる2つを選ぶ：カード1枚を除外する／コインを1つ得る／方位磁針を1つ得る／石板を1つ得る。","card.I17":"双眼鏡","text.I17":"発見済みのレベルⅠの場所1つの効果を、考古学者を置かずに（誰がいても）使う。","card.I18":"テント","text.I18":"自分の考古学者がいる場所1つの効果をもう一度使う。レベルⅡの場所なら先に方位磁針を2つ支払う。","card.I19":"釣り竿","text.I19":"アイテムカードをコイン3つ安く購入する。アイテムの山札の一番上のカードも購入できる。","card.I20":"精密コンパス","text.I20":"遺物カードを方位磁針3つ安く購入する。遺物の山札の一番上のカードも購入できる。","card.I21":"弓と矢","text.I21":"自分の考古学者がいる場所の守護者と撃退済みの守護者1体につき、方位磁針を1つ得る（最大3つ）。","card.I22":"伝書鳩","text.I22":"フリーアクション：石板を2つ得る。","card.I23":"鞭","text.I23":"このカードを除外する：遺物カードを方位磁針4つ安く購入する。","card.I24":"粗い地図","text.I24":"このカードを除外する：方位磁針を3つ得る。","card.I25":"空中投下","text.I25":"このカードを除外する：カード列のアイテムカード1枚を無料で獲得し、直接手札に加える。","card.I26":"水筒","text.I26":"このカードを除外する：カードを3枚引く。","card.I27":"マチェーテ","text.I27":"カード1枚を除外してもよい。方位磁針を2つ得る。","card.I28":"松明","text.I28":"カード1枚を除外してもよい。石板を1つ得る。","card.I29":"大きなリュック","text.I29":"コインを1つ得て、山札の一番下からカードを1枚引く。","card.I30":"ロープ","text.I30":"手札のほかのカード1枚を（効果なしで）プレイエリアに置き、カードを2枚引く。","card.I31":"リボルバー","text.I31":"方位磁針を1つ支払い、自分の考古学者がいる場所の守護者1体をコストなしで撃退する。","card.I32":"帽子","text.I32":"フリーアクション：コインと方位磁針を1つずつ得る。","card.I33":"トラバサミ","text.I33":"このカードを除外する：ほかのプレイヤーの考古学者がいない場所の守護者1体をコストなしで撃退する（自分がいなくてもよい）。","card.I34":"引っかけ鈎","text.I34":"手札のほかのカード1枚を（効果なしで）プレイエリアに置き、カードを1枚引く。その後、カード1枚を除外してもよい。","card.I35":"ランタン","text.I35":"キャンプ1つの効果を（誰がいても）使う。","card.I36":"犬","text.I36":"方位磁針を1つ得て、誰もいないキャンプ1つの効果を使う。","card.I37":"ブラシ","text.I37":"持っている偶像（偶像枠のものも含む）1つにつき方位磁針を1つ得る（最大3つ）。","card.I38":"斧","text.I38":"カード1枚を除外してもよい。方位磁針を1つ得る。","card.I39":"クロノメーター","text.I39":"フリーアクション：コインと方位磁針を1つずつ得る。または、パスして（このラウンドは手番を終え）方位磁針を3つ得る。","card.I40":"経緯儀","text.I40":"コインを1つ得る。さらに、すでに島に出ている自分の考古学者1人につき方位磁針を1つ得る。","card.A1":"探検家のサンダル","text.A1":"場に出ている自分の考古学者1人をキャンプの空いているマスに移し、そのキャンプの効果を使う。","card.A2":"探検家の杖","text.A2":"場に出ている自分の考古学者1人を、キャンプか発見済みのレベルⅠの場所の空いているマスに移し、その効果を使う。","card.A3":"戦の仮面","text.A3":"矢じりを1つ得る。このラウンドの終わりには守護者から恐怖カードを受け取らない。","card.A4":"宝箱","text.A4":"カードを1枚引き、コインを1つ得る。","card.A5":"儀式の短剣","text.A5":"カード1枚を除外してもよい。矢じりを1つ得る。","card.A6":"水晶の耳飾り","text.A6":"3以下の枚数を決めてその枚数のカードを引く。1枚を手札に残し、1枚を山札の上に戻してもよい。残りは効果なしでプレイエリアに置く。","card.A7":"乳鉢","text.A7":"カード1枚を除外してもよい。コインを2つ得る。","card.A8":"蛇の黄金","text.A8":"恐怖カードを1枚受け取り、コインを4つ得る。","card.A9":"蛇の偶像","text.A9":"恐怖カードを1枚受け取り、宝石を1つ得る。","card.A10":"猿のメダリオン","text.A10":"カード列のアイテムカード1枚を無料で獲得し、山札の一番上に置く。","card.A11":"アラ・アヌの偶像","text.A11":"宝石1つ分安く研究する（または寺院タイルを獲得する）。","card.A12":"刻印の刃","text.A12":"矢じり1つ分または石板2つ分安く研究する（または寺院タイルを獲得する）。","card.A13":"守護者のオカリナ","text.A13":"場に出ている自分の考古学者1人を手元に戻してもよい。このラウンドの間、自分の移動アイコンはすべて飛行機として扱う。","card.A14":"虎爪の髪飾り","text.A14":"カード1枚を除外してもよい。誰もいないキャンプ1つの効果を使う。","card.A15":"戦の棍棒","text.A15":"自分の考古学者がいる場所の守護者1体をコストなしで撃退する。","card.A16":"日時計","text.A16":"石板を2つ得る。または、パスして（このラウンドは手番を終え）宝石を1つ得る。","card.A17":"商人の天秤","text.A17":"リソース1つをアップグレードし（石板→矢じり、矢じり→宝石）、コインを3つ得る。","card.A18":"狩りの矢","text.A18":"恐怖カードを1枚受け取り、矢じりを2つ得る。","card.A19":"ココナッツの水筒","text.A19":"コインを2つ得て、サプライボードの助手の山の一番上の1枚の銀の面の効果を使う（その助手はその場に残る）。","card.A20":"清めの大釜","text.A20":"カードを1枚引く。その後、カード1枚を除外してもよい。","card.A21":"古代のワイン","text.A21":"コインを1つ得て、サプライボードの助手の山の一番上の1枚の金の面の効果を使う（その助手はその場に残る）。","card.A22":"飾りの角笛","text.A22":"自分の助手1枚をサプライボードの助手1枚と交換する。新しい助手は元と同じ面（銀／金）で、縦向きで置く。","card.A23":"装飾の槌","text.A23":"カード列の一番右のアイテムカードを除外する。その後、除外されたアイテムカード1枚を無料で獲得し、山札の一番下に置く。","card.A24":"星図","text.A24":"コインを1つ支払い、異なるキャンプ2つの効果を使う。","card.A25":"石の壺","text.A25":"カードを1枚引く。","card.A26":"通り道の貝殻","text.A26":"考古学者1人を移動コストなしでキャンプに送る。その効果を2回使ってもよい。","card.A27":"儀式のラトル","text.A27":"横向きになっている自分の助手1枚を縦に戻す。","card.A28":"聖なる太鼓","text.A28":"手札のほかのカード1枚を（効果なしで）プレイエリアに置き、自分の助手を2枚とも縦に戻す。","card.A29":"商人の硬貨","text.A29":"リソース1つをアップグレードし（石板→矢じり、矢じり→宝石）、コインを2つ得る。","card.A30":"石の鍵","text.A30":"偶像枠に置いた偶像1つを手元に戻す。その偶像枠は再び空きになる。","card.A31":"黒曜石の耳飾り","text.A31":"山札の一番下からカードを1枚か2枚引く。2枚引いたら1枚を残し、もう1枚は効果なしでプレイエリアに置く。","card.A32":"導きの石","text.A32":"レベルⅠの場所タイルの山の一番上を公開してその効果を使い、山の一番下に戻す。","card.A33":"導きの髑髏","text.A33":"方位磁針を1つ支払い、レベルⅡの場所タイルの山の一番上を公開してその効果を使い、山の一番下に戻す。","card.A34":"死者のルーン","text.A34":"恐怖カードを1枚受け取り、コイン1つと石板3つを得る。","card.A35":"守護者の冠","text.A35":"自分の考古学者がいる場所の守護者1体を、誰もおらず守護者もいないキャンプかレベルⅠの場所に移し、その場所の効果を使う。","guardian.1":"守護者1","text.guardian.1.cost":"撃退コスト：コイン1つ、方位磁針1つ、矢じり1つ。撃退すると5点。","text.guardian.1.boon":"恩恵（ゲーム中1回）：船の移動アイコン1つとして使える。","guardian.2":"守護者2","text.guardian.2.cost":"撃退コスト：手札1枚（プレイエリアに置く）、コイン1つ、矢じり1つ。撃退すると5点。","text.guardian.2.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.3":"守護者3","text.guardian.3.cost":"撃退コスト：靴の移動コスト1つ、コイン1つ、矢じり1つ。撃退すると5点。","text.guardian.3.boon":"恩恵（ゲーム中1回）：車の移動アイコン1つとして使える。","guardian.4":"守護者4","text.guardian.4.cost":"撃退コスト：コイン2つ、矢じり1つ。撃退すると5点。","text.guardian.4.boon":"恩恵（ゲーム中1回）：車の移動アイコン1つとして使える。","guardian.5":"守護者5","text.guardian.5.cost":"撃退コスト：靴の移動コスト1つ、石板1つ、矢じり1つ。撃退すると5点。","text.guardian.5.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.6":"守護者6","text.guardian.6.cost":"撃退コスト：飛行機の移動コスト1つ、矢じり1つ。撃退すると5点。","text.guardian.6.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.7":"守護者7","text.guardian.7.cost":"撃退コスト：手札1枚（プレイエリアに置く）、方位磁針1つ、矢じり1つ。撃退すると5点。","text.guardian.7.boon":"恩恵（ゲーム中1回・フリーアクション）：カードを1枚引く。","guardian.8":"守護者8","text.guardian.8.cost":"撃退コスト：コイン4つ。撃退すると5点。","text.guardian.8.boon":"恩恵（ゲーム中1回・フリーアクション）：リソース1つをアップグレードする（石板→矢じり、矢じり→宝石）。","guardian.9":"守護者9","text.guardian.9.cost":"撃退コスト：船の移動コスト1つ、矢じり1つ。撃退すると5点。","text.guardian.9.boon":"恩恵（ゲーム中1回）：車の移動アイコン1つとして使える。","guardian.10":"守護者10","text.guardian.10.cost":"撃退コスト：車の移動コスト1つ、矢じり1つ。撃退すると5点。","text.guardian.10.boon":"恩恵（ゲーム中1回）：船の移動アイコン1つとして使える。","guardian.11":"守護者11","text.guardian.11.cost":"撃退コスト：靴の移動コスト2つ、方位磁針1つ。撃退すると5点。","text.guardian.11.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.12":"守護者12","text.guardian.12.cost":"撃退コスト：靴の移動コスト1つ、宝石1つ。撃退すると5点。","text.guardian.12.boon":"恩恵（ゲーム中1回）：飛行機の移動アイコン1つとして使える。","guardian.13":"守護者13","text.guardian.13.cost":"撃退コスト：石板3つ。撃退すると5点。","text.guardian.13.boon":"恩恵（ゲーム中1回）：飛行機の移動アイコン1つとして使える。","guardian.14":"守護者14","text.guardian.14.cost":"撃退コスト：飛行機の移動コスト1つ、矢じり1つ。撃退すると5点。","text.guardian.14.boon":"恩恵（ゲーム中1回・フリーアクション）：カード1枚を除外してもよい。","guardian.15":"守護者15","text.guardian.15.cost":"撃退コスト：方位磁針2つ、矢じり1つ。撃退すると5点。","text.guardian.15.boon":"恩恵（ゲーム中1回）：船の移動アイコン1つとして使える。","assistant.1":"助手1","text.assistant.1.silver":"銀：コインを2つ得る。","text.assistant.1.gold":"金：コインを3つ得る。","assistant.2":"助手2","text.assistant.2.silver":"銀：石板を1つ得る。","text.assistant.2.gold":"金：コインと石板を1つずつ得る。","assistant.3":"助手3","text.assistant.3.silver":"銀：靴の移動コストを1つ支払い、矢じりを1つ得る。","text.assistant.3.gold":"金：矢じりを1つ得る。","assistant.4":"助手4","text.assistant.4.silver":"銀：コインを1つ支払い、矢じりを1つ得る。","text.assistant.4.gold":"金：コインを1つ支払い、矢じりか宝石を1つ得る。","assistant.5":"助手5","text.assistant.5.silver":"銀：カード1枚を除外してもよい。","text.assistant.5.gold":"金：カード1枚を除外してもよい。方位磁針を1つ得る。","assistant.6":"助手6","text.assistant.6.silver":"銀：カードを1枚引き、その後、手札1枚をプレイエリアに置く。","text.assistant.6.gold":"金：カードを1枚引く。","assistant.7":"助手7","text.assistant.7.silver":"銀：コインを1つ得る。または飛行機の移動アイコン1つとして使う。","text.assistant.7.gold":"金：コインを2つ得る。または飛行機の移動アイコン2つとして使う。","assistant.8":"助手8","text.assistant.8.silver":"銀：方位磁針を1つ得る。または車の移動アイコン1つとして使う。","text.assistant.8.gold":"金：コインと方位磁針を1つずつ得る。または車の移動アイコン2つとして使う。","assistant.9":"助手9","text.assistant.9.silver":"銀：方位磁針を1つ得る。または船の移動アイコン1つとして使う。","text.assistant.9.gold":"金：コインと方位磁針を1つずつ得る。または船の移動アイコン2つとして使う。","assistant.10":"助手10","text.assistant.10.silver":"銀：メインアクションとして、アイテムカードか遺物カードをコスト1安く購入する。","text.assistant.10.gold":"金：メインアクションとして、アイテムカードか遺物カードをコスト2安く購入する。","assistant.11":"助手11","text.assistant.11.silver":"銀：リソース1つをアップグレードする（石板→矢じり、矢じり→宝石）。","text.assistant.11.gold":"金：リソース1つをアップグレードし、方位磁針を1つ得る。","assistant.12":"助手12","text.assistant.12.silver":"銀：方位磁針を1つ得る。","text.assistant.12.gold":"金：方位磁針を2つ得る。","site.1.1":"遺跡I-1","text.site.1.1":"方位磁針を2つ得る。または、カード列のアイテムカード1枚を無料で獲得し、山札の一番下に置く。","site.1.2":"遺跡I-2","text.site.1.2":"コインと矢じりを1つずつ得る。","site.1.3":"遺跡I-3","text.site.1.3":"カードを1枚引く。コインと石板を1つずつ得る。","site.1.4":"遺跡I-4","text.site.1.4":"方位磁針と矢じりを1つずつ得る。","site.1.5":"遺跡I-5","text.site.1.5":"コイン1つと石板2つを得る。","site.1.6":"遺跡I-6","text.site.1.6":"石板と矢じりを1つずつ得る。","site.1.7":"遺跡I-7","text.site.1.7":"カードを1枚引く。矢じりを1つ得る。","site.1.8":"遺跡I-8","text.site.1.8":"恐怖カードを1枚プレイエリアに受け取る。石板と宝石を1つずつ得る。","site.1.9":"遺跡I-9","text.site.1.9":"恐怖カードを1枚プレイエリアに受け取る。方位磁針と宝石を1つずつ得る。","site.1.10":"遺跡I-10","text.site.1.10":"宝石を1つ得る。","site.2.1":"遺跡II-1","text.site.2.1":"方位磁針2つと宝石1つを得る。","site.2.2":"遺跡II-2","text.site.2.2":"コインと方位磁針と石板と矢じりを1つずつ得る。","site.2.3":"遺跡II-3","text.site.2.3":"矢じりと宝石を1つずつ得る。","site.2.4":"遺跡II-4","text.site.2.4":"カードを1枚引く。石板と宝石を1つずつ得る。","site.2.5":"遺跡II-5","text.site.2.5":"石板2つと宝石1つを得る。","site.2.6":"遺跡II-6","text.site.2.6":"恐怖カードを1枚プレイエリアに受け取る。石板と矢じりを2つずつ得る。","camp.0":"キャンプ1","text.camp.0":"コインを2つ得る。マスの移動コスト：靴1つ／靴2つ。","camp.1":"キャンプ2","text.camp.1":"方位磁針を2つ得る。マスの移動コスト：靴1つ／靴2つ。","camp.2":"キャンプ3","text.camp.2":"石板を2つ得る。マスの移動コスト：靴1つ／靴2つ。","camp.3":"キャンプ4","text.camp.3":"矢じりを1つ得る。マスの移動コスト：靴1つ／靴2つ。","camp.4":"キャンプ5","text.camp.4":"手札1枚を（効果なしで）プレイエリアに置く。宝石を1つ得る。マスの移動コスト：靴1つ／靴2つ。","idol.coin":"コインの偶像","text.idol.coin":"発見ボーナス：コインを1つ得る。偶像は1つ3点。","idol.compass":"方位磁針の偶像","text.idol.compass":"発見ボーナス：方位磁針を1つ得る。偶像は1つ3点。","idol.tablet":"石板の偶像","text.idol.tablet":"発見ボーナス：石板を1つ得る。偶像は1つ3点。","idol.exile_card":"除外の偶像","text.idol.exile_card":"発見ボーナス：カード1枚を除外してもよい。偶像は1つ3点。","idol.upgrade":"アップグレードの偶像","text.idol.upgrade":"発見ボーナス：リソース1つをアップグレードしてもよい（石板→矢じり、矢じり→宝石）。偶像は1つ3点。","idol.refresh_assistant":"助手回復の偶像","text.idol.refresh_assistant":"発見ボーナス：自分の助手1枚を縦に戻す。偶像は1つ3点。","text.idol_slot.0":"偶像枠の効果：コインを1つ支払う。宝石を1つ得る。","text.idol_slot.1":"偶像枠の効果：矢じりを1つ得る。","text.idol_slot.2":"偶像枠の効果：石板を2つ得る。","text.idol_slot.3":"偶像枠の効果：コインと方位磁針を1つずつ得る。","text.idol_slot.4":"偶像枠の効果：カードを1枚引く。","term.idol_slots":"空いている偶像枠は左から1・2・3・4点。","bonus.coin":"コインのボーナスタイル","text.bonus.coin":"このスペースに最初に到達したプレイヤー：コインを1つ得る。","bonus.compass":"方位磁針のボーナスタイル","text.bonus.compass":"このスペースに最初に到達したプレイヤー：方位磁針を1つ得る。","bonus.tablet":"石板のボーナスタイル","text.bonus.tablet":"このスペースに最初に到達したプレイヤー：石板を1つ得る。","bonus.exile_card":"除外のボーナスタイル","text.bonus.exile_card":"このスペースに最初に到達したプレイヤー：カード1枚を除外してもよい。","bonus.draw":"カードを引くボーナスタイル","text.bonus.draw":"このスペースに最初に到達したプレイヤー：カードを1枚引く。","bonus.upgrade":"アップグレードのボーナスタイル","text.bonus.upgrade":"このスペースに最初に到達したプレイヤー：リソース1つをアップグレードしてもよい（石板→矢じり、矢じり→宝石）。","text.research.bird.1.glass":"拡大鏡が1段目に進んだとき：コインを1つ得る。ゲーム終了時1点。","text.research.bird.1.notebook":"手帳が1段目に進んだとき：サプライボードから銀の助手を1枚獲得する。ゲーム終了時0点。","text.research.bird.2.glass":"拡大鏡が2段目に進んだとき：方位磁針を1つ得る。ゲーム終了時2点。","text.research.bird.2.notebook":"手帳が2段目に進んだとき：サプライボードから銀の助手を1枚獲得する。ゲーム終了時1点。","text.research.bird.3.glass":"拡大鏡が3段目に進んだとき：方位磁針を1つ得る。ゲーム終了時4点。","text.research.bird.3.notebook":"手帳が3段目に進んだとき：自分の助手1枚を金の助手にして縦に戻す。ゲーム終了時2点。","text.research.bird.4.glass":"拡大鏡が4段目に進んだとき：方位磁針を1つ得る。ゲーム終了時6点。","text.research.bird.4.notebook":"手帳が4段目に進んだとき：自分の助手1枚を金の助手にして縦に戻す。ゲーム終了時4点。","text.research.bird.5.glass":"拡大鏡が5段目に進んだとき：方位磁針を1つ得る。ゲーム終了時9点。","text.research.bird.5.notebook":"手帳が5段目に進んだとき：方位磁針を3つ得る。ゲーム終了時6点。","text.research.bird.6.glass":"拡大鏡が6段目に進んだとき：カードを1枚引く。ゲーム終了時12点。","text.research.bird.6.notebook":"手帳が6段目に進んだとき：カード列の遺物カード1枚を無料で獲得する。ゲーム終了時8点。","text.research.bird.7.glass":"拡大鏡が7段目に進んだとき：方位磁針を1つ得る。ゲーム終了時16点。","text.research.bird.7.notebook":"手帳が7段目に進んだとき：自分の考古学者がいる場所の守護者1体をコストなしで撃退する。ゲーム終了時10点。","text.research.bird.8.glass":"拡大鏡が失われた寺院に到達したとき：到達順に23／21／20／19点。寺院のボーナスタイルの山から1枚を選ぶ。以降の研究では寺院タイルを1枚獲得する。手帳は寺院に入れない。","text.research.snake.1.glass":"拡大鏡が1段目に進んだとき：コインを1つ得る。ゲーム終了時1点。","text.research.snake.1.notebook":"手帳が1段目に進んだとき：サプライボードから銀の助手を1枚獲得する。ゲーム終了時0点。","text.research.snake.2.glass":"拡大鏡が2段目に進んだとき：コインを2つ得る。ゲーム終了時2点。","text.research.snake.2.notebook":"手帳が2段目に進んだとき：カード1枚を除外してもよい。ゲーム終了時3点。","text.research.snake.3.glass":"拡大鏡が3段目に進んだとき：カードを1枚引く。ゲーム終了時3点。","text.research.snake.3.notebook":"手帳が3段目に進んだとき：自分の助手1枚を金の助手にして縦に戻す。ゲーム終了時4点。","text.research.snake.4.glass":"拡大鏡が4段目に進んだとき：助手の救出スペースの助手から1枚を選んで獲得する（横向きで置く）。ゲーム終了時4点。","text.research.snake.4.notebook":"手帳が4段目に進んだとき：カード列の遺物カード1枚を無料で獲得する。ゲーム終了時5点。","text.research.snake.5.glass":"拡大鏡が5段目に進んだとき：自分の助手1枚を金の助手にして縦に戻す。ゲーム終了時5点。","text.research.snake.5.notebook":"手帳が5段目に進んだとき：自分の助手1枚を縦に戻す。ゲーム終了時8点。","text.research.snake.6.glass":"拡大鏡が6段目に進んだとき：恐怖カードを1枚プレイエリアに受け取る。ゲーム終了時10点。","text.research.snake.6.notebook":"手帳が6段目に進んだとき：カードを1枚引く。ゲーム終了時12点。","text.research.snake.7.glass":"拡大鏡が7段目に進んだとき：恐怖カードを1枚プレイエリアに受け取る。ゲーム終了時15点。","text.research.snake.7.notebook":"手帳が7段目に進んだとき：宝石を1つ得る。ゲーム終了時15点。","text.research.snake.8.glass":"拡大鏡が失われた寺院に到達したとき：到達順に23／21／20／19点。寺院のボーナスタイルの山から1枚を選ぶ。以降の研究では寺院タイルを1枚獲得する。手帳は寺院に入れない。","temple_tile.0":"銅タイル（A）","text.temple_tile.bird.0":"2点。コスト：コイン1つ、石板2つ。","text.temple_tile.snake.0":"2点。コスト：方位磁針1つ、石板2つ。","temple_tile.1":"銅タイル（B）","text.temple_tile.bird.1":"2点。コスト：宝石1つ。","text.temple_tile.snake.1":"2点。コスト：宝石1つ。","temple_tile.2":"銅タイル（C）","text.temple_tile.bird.2":"2点。コスト：方位磁針1つ、矢じり1つ。","text.temple_tile.snake.2":"2点。コスト：コイン1つ、矢じり1つ。","temple_tile.3":"銀タイル（A+B）","text.temple_tile.bird.3":"6点。コスト：コイン1つ、石板2つ、宝石1つ。","text.temple_tile.snake.3":"6点。コスト：方位磁針1つ、石板2つ、宝石1つ。","temple_tile.4":"銀タイル（B+C）","text.temple_tile.bird.4":"6点。コスト：方位磁針1つ、矢じり1つ、宝石1つ。","text.temple_tile.snake.4":"6点。コスト：コイン1つ、矢じり1つ、宝石1つ。","temple_tile.5":"金タイル（A+B+C）","text.temple_tile.bird.5":"11点。コスト：コイン1つ、方位磁針1つ、石板2つ、矢じり1つ、宝石1つ。","text.temple_tile.snake.5":"11点。コスト：コイン1つ、方位磁針1つ、石板2つ、矢じり1つ、宝石1つ。"}};

const ARNAK_STYLE_CSS = "/* The Arnak board's own styles (arnak/style.css); the main board and research track are in map.css.\n   Container queries on the board itself (not the window), so it fits a notebook cell as well as a page:\n   ≥1100px the main board and research track side by side; below, one column; ≤560px the phone layout. */\n.arnak-board{--board-paper:#efe6d2;--board-card:#fffaf0;--board-ink:#2b2418;--board-muted:#6b5d45;--board-line:#d8c9a8;\n  --board-line-strong:#b9a57a;--board-sunken:#e2d6bb;--board-deep:#4a3a1c;--board-accent:#d9a21b;\n  --board-accent-soft:rgba(217,162,27,.35);--board-accent-edge:#a4780f;--board-on-accent:#2a2109;--board-focus:#1d62d6;\n  --board-log-bg:#f6efe0;--board-log-line:#e6dcc6;--board-code:#5a4022;--board-cover-light:#5a4a2a;\n  --board-cover-dark:#241c10;--board-prompt-size:15px;--board-dock-padding:8px 12px 10px;\n  --board-dock-padding-narrow:6px 8px 8px;--board-log-height:260px;\n  --item:#e9d5a8;--item-edge:#8a6a3a;--artifact:#d3e4ea;--artifact-edge:#2f5d73;--basic:#f3ecdc;--basic-edge:#8d7c5a;\n  --fear:#4b4453;--fear-edge:#1b1720;--cw:100px}\n.arnak-board [tabindex]:focus-visible{outline:3px solid var(--board-focus);outline-offset:2px}\n.arnak-pic{width:18px;height:18px;flex:none;vertical-align:middle}\n.arnak-pics,.arnak-res,.arnak-travel,.arnak-steps,.arnak-choose,.arnak-pay,.arnak-draw,.arnak-op-pic{\n  display:inline-flex;align-items:center;gap:1px;flex-wrap:wrap}\n.arnak-pics b{font-weight:800;margin-right:1px}\n.arnak-steps{gap:2px 3px}\n.arnak-then,.arnak-or{color:var(--board-muted);font-weight:700}\n.arnak-pay{color:#8b1e1e;font-weight:800}\n/* an op's picture with its mark (stepsView): recruit +, refresh ↻, upgrade ▲… */\n.arnak-op-pic{position:relative}\n.arnak-op-mark{position:absolute;right:-4px;bottom:-4px;min-width:11px;padding:0 2px;border-radius:6px;background:#2b2418;\n  color:#fff;font-size:9.5px;font-weight:900;line-height:12px;text-align:center;pointer-events:none}\n.arnak-op-pic.is-upgrade_assistant .arnak-op-mark{background:#b08a1a}\n.arnak-op-pic.is-gain_card .arnak-op-mark,.arnak-op-pic.is-buy .arnak-op-mark{background:#6a3f9a}\n.arnak-op-pic.is-gain_per{position:static}\n.arnak-chip{display:inline-flex;align-items:center;gap:4px;font-size:12px;font-weight:700;padding:2px 8px;border-radius:999px;\n  background:#e6dac0;color:#4a3d24;white-space:nowrap}\n.arnak-chip .arnak-pic{width:15px;height:15px}\n.arnak-seat-dot{display:inline-block;width:11px;height:11px;border-radius:50%;background:var(--pc,#888);flex:none;\n  box-shadow:0 0 0 2px #fff}\n.arnak-empty{color:var(--board-muted);font-style:italic;font-size:12px}\n.arnak-count{font-size:11px;font-weight:800;color:var(--board-muted)}\n/* number-key badges sit inline in the option buttons (the shared badge floats at a corner) */\n.arnak-act .arnak-key,.arnak-choice .arnak-key{position:static;flex:none;min-width:18px;height:18px;padding:0 4px;\n  border-radius:9px;font-size:11px;line-height:18px}\n@media (hover:hover) and (pointer:fine){.arnak-act .arnak-key,.arnak-choice .arnak-key{display:inline-block}}\n\n/* top bar: the shared frame's (common/board.css), with Arnak's title and round */\n.arnak-brand{flex-wrap:wrap}\n.arnak-brand>.arnak-pic{width:30px;height:30px}\n.arnak-title{font-weight:800;font-size:18px}\n.arnak-round{font-weight:700;color:var(--board-muted)}\n\n/* layout: as on BGA — decision on top, main board large with the research track beside it, the row under them */\n.arnak-layout{display:grid;gap:10px;align-items:start;\n  grid-template-columns:minmax(0,1.7fr) minmax(300px,1fr);\n  grid-template-areas:\"decision decision\" \"main research\" \"row row\" \"players players\" \"extra extra\"}\n.arnak-decision{grid-area:decision}\n.arnak-mainboard-wrap{grid-area:main;min-width:0}\n.arnak-research-wrap{grid-area:research;min-width:0}\n.arnak-row-wrap{grid-area:row;min-width:0}\n.arnak-players{grid-area:players;display:grid;grid-template-columns:repeat(auto-fit,minmax(460px,1fr));gap:10px;min-width:0}\n.arnak-extra{grid-area:extra;display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:10px;align-items:start}\n.arnak-part-title{display:flex;align-items:center;gap:8px;font-size:13px;font-weight:800;margin-bottom:6px}\n\n/* the decision panel: the shared dock (prompt row, notice), kept in view at the top while the page scrolls */\n.arnak-decision{position:sticky;top:0;z-index:5;max-height:min(46vh,440px);overflow:auto;box-shadow:0 2px 8px rgba(0,0,0,.18)}\n.arnak-decision .arnak-busy{position:static}\n.arnak-decision .arnak-notice{margin-top:6px}\n.arnak-decision-body{display:flex;flex-direction:column;gap:6px;margin-top:6px}\n.arnak-decision-head{display:flex;align-items:center;gap:8px;flex-wrap:wrap}\n.arnak-phase{font-size:12px;font-weight:800;padding:3px 10px;border-radius:999px;background:#e6dac0;text-transform:none}\n.arnak-phase.is-mine{background:var(--board-accent);color:#2a2109}\n.arnak-order{display:flex;gap:4px;flex-wrap:wrap;margin-left:auto!important;font-size:12px}\n.arnak-order-seat{display:inline-flex;align-items:center;gap:4px;padding:2px 8px;border-radius:999px;background:#f1e8d4}\n.arnak-order-seat+.arnak-order-seat::before{content:\"›\";color:var(--board-muted);margin-right:2px}\n.arnak-order-seat.is-now{background:var(--pc);color:#fff;font-weight:800}\n.arnak-order-seat.is-passed{opacity:.55;text-decoration:line-through}\n.arnak-order-seat .arnak-pic{width:15px;height:15px}\n.arnak-paying{display:flex;align-items:center;gap:6px 12px;flex-wrap:wrap;padding:6px 8px;border-radius:10px;background:#fff3d6;\n  border:1px dashed var(--board-accent)}\n.arnak-need,.arnak-paid,.arnak-resolving{display:inline-flex;align-items:center;gap:5px;flex-wrap:wrap}\n.arnak-need small,.arnak-paid small,.arnak-resolving small,.arnak-decision-body>small{font-weight:700;color:var(--board-muted)}\n.arnak-need .arnak-pic{width:24px;height:24px}\n.arnak-options,.arnak-flow,.arnak-menu,.arnak-option-row{display:flex;flex-wrap:wrap;gap:6px}\n.arnak-menu-title{flex:1 1 100%;font-weight:700;color:var(--board-muted)}\n.arnak-menu{padding:6px;border-radius:10px;background:#fff3d6;border:2px solid var(--board-accent)}\n.arnak-confirm{padding:6px 8px;border-radius:10px;background:#fff3d6;border:2px solid var(--board-accent)}\n.arnak-confirm p{margin:0 0 6px;font-weight:700}\n.arnak-act,.arnak-choice{display:inline-flex;align-items:center;gap:6px;min-height:42px;padding:4px 14px;border-radius:21px;\n  border:1px solid #cdbb94;background:#fbf6ea;font-weight:700;cursor:pointer;text-align:left;box-shadow:0 2px 0 #d8c9a8}\n.arnak-act.is-end,.arnak-act.is-pass{background:var(--board-accent);border-color:#a4780f;color:#2a2109;box-shadow:0 2px 0 #a4780f}\n.arnak-act.is-cancel{background:#fff;border-color:#b9423a;color:#8b1e1e}\n.arnak-act.is-skip,.arnak-act.is-quiet,.arnak-choice.is-quiet{background:#fff;font-weight:600}\n.arnak-act.is-pic .arnak-pic{width:22px;height:22px}\n.arnak-act-text{font-size:12.5px;font-weight:600}\n.arnak-caption{align-self:center;font-weight:700;color:var(--board-muted)}\n.arnak-free{border-top:1px solid var(--board-line);padding-top:4px}\n.arnak-free-title{display:flex;align-items:center;gap:6px;cursor:pointer;font-weight:700;font-size:13px;min-height:40px}\n.arnak-free-list{display:flex;flex-wrap:wrap;gap:6px;margin-top:4px}\n.arnak-free-link{display:inline-flex;align-items:center;gap:5px;min-height:40px;padding:2px 10px;border-radius:8px;\n  border:1px dashed #a4780f;background:#fffdf6;cursor:pointer;font-size:12.5px;text-align:left}\n\n/* options on the board */\n.arnak-board .is-option{cursor:pointer;box-shadow:0 0 0 3px var(--board-accent),0 4px 10px rgba(0,0,0,.2)!important;\n  animation:arnak-glow 1.6s ease-in-out infinite}\n.arnak-board .is-option.is-open{box-shadow:0 0 0 4px var(--board-focus)!important}\n.arnak-board .is-flash{animation:arnak-flash .5s ease-in-out 3}\n.arnak-board [data-why]{cursor:help}\n\n/* cards */\n.arnak-cards{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start}\n.arnak-card{--kb:var(--basic);--ke:var(--basic-edge);--ki:var(--board-ink);position:relative;display:flex;flex-direction:column;\n  justify-content:space-between;gap:3px;width:var(--cw);min-height:calc(var(--cw) * 1.38);padding:4px 5px;border-radius:8px;\n  border:2px solid var(--ke);background:var(--kb);color:var(--ki);font-size:11.5px;line-height:1.15;text-align:left;\n  box-shadow:0 1px 3px rgba(0,0,0,.2);cursor:default;transition:transform .12s}\n.arnak-board .arnak-card{color:var(--ki)}\n.arnak-card.is-item{--kb:var(--item);--ke:var(--item-edge)}\n.arnak-card.is-artifact{--kb:var(--artifact);--ke:var(--artifact-edge)}\n.arnak-card.is-fear{--kb:var(--fear);--ke:var(--fear-edge);--ki:#f1ecf5}\n.arnak-card.is-option:hover{transform:translateY(-3px)}\n.arnak-card-top{display:flex;justify-content:space-between;align-items:center;gap:2px;min-height:20px}\n.arnak-card-top .arnak-travel{background:rgba(255,255,255,.7);border-radius:6px;padding:1px}\n.arnak-card-name{font-weight:800;font-size:12px;overflow-wrap:normal;word-break:keep-all;hyphens:manual}\n/* a name breaks between words only, so its longest word must fit: the card is a size container, and the name shrinks\n   below its size (--name-max) when that word (--nl ems wide, cards.js) would not fit the card's width */\n.arnak-card{container-type:inline-size}\n.arnak-card .arnak-card-name{font-size:min(var(--name-max,12px),calc(100cqi / var(--nl,1)))}\n.arnak-card-effect{flex:1;display:flex;align-items:center;justify-content:center;padding:3px;border-radius:6px;\n  background:rgba(255,255,255,.55)}\n.arnak-card.is-fear .arnak-card-effect{background:transparent}\n.arnak-card-foot{display:flex;justify-content:space-between;align-items:center;font-weight:800}\n.arnak-card-cost,.arnak-card-vp{display:inline-flex;align-items:center;gap:1px}\n.arnak-card-vp.is-minus b{color:#ffb3b3}\n.arnak-card-bolt{width:20px;height:20px}\n.arnak-card.is-mini{width:auto;min-width:40px;max-width:150px;min-height:40px;flex-direction:row;align-items:center;\n  justify-content:flex-start;gap:4px;padding:2px 8px 2px 4px;font-size:11.5px}\n.arnak-card.is-mini .arnak-card-top{min-height:0;flex:none}\n.arnak-card.is-mini .arnak-travel{flex-wrap:nowrap}\n.arnak-card.is-mini .arnak-card-name{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}\n.arnak-card.is-mini .arnak-card-name{font-size:11.5px;font-weight:700}\n.arnak-card.is-mini .arnak-pic{width:15px;height:15px}\n.arnak-card.is-hand{--cw:108px}\n.arnak-card.is-large{--cw:200px;font-size:15px;cursor:default}\n.arnak-card.is-large .arnak-pic{width:30px;height:30px}\n.arnak-card.is-large .arnak-card-name{font-size:17px}\n.arnak-card-wrap{position:relative;display:inline-flex;padding-bottom:20px}\n.arnak-zoom-btn{position:absolute;left:50%;bottom:0;transform:translateX(-50%);width:26px;height:26px;border-radius:50%;border:1px solid var(--board-line);\n  background:#fff;display:grid;place-items:center;cursor:zoom-in;padding:0;box-shadow:0 1px 3px rgba(0,0,0,.25)}\n.arnak-zoom-btn::after{content:\"\";position:absolute;inset:-8px}\n.arnak-zoom-btn .arnak-pic{width:16px;height:16px}\n.arnak-also-btn{position:absolute;right:0;bottom:0;width:28px;height:28px;border-radius:50%;border:2px solid var(--board-accent);\n  background:#fff3d6;display:grid;place-items:center;padding:0;cursor:pointer}\n.arnak-also-btn .arnak-pic{width:16px;height:16px}\n.arnak-overlay:empty{display:none}\n.arnak-zoom-back{position:fixed;inset:0;z-index:50;display:grid;place-items:center;padding:12px;background:rgba(30,22,10,.55)}\n.arnak-zoom{display:flex;gap:16px;flex-wrap:wrap;max-width:min(640px,100%);max-height:100%;overflow:auto;padding:16px;\n  border-radius:14px;background:var(--board-card);box-shadow:0 8px 30px rgba(0,0,0,.4)}\n.arnak-zoom-text{flex:1 1 220px;display:flex;flex-direction:column;gap:8px}\n.arnak-zoom-text h2{font-size:20px}\n.arnak-zoom-kind,.arnak-zoom-meta{color:var(--board-muted);font-weight:600;display:flex;align-items:center;gap:4px;flex-wrap:wrap}\n.arnak-zoom-note{font-size:13px;padding:4px 8px;border-radius:8px;background:#e6f0f4}\n.arnak-zoom-acts{display:flex;flex-wrap:wrap;gap:8px;margin-top:auto}\n\n/* the row and the supply */\n.arnak-row-box,.arnak-player{background:var(--board-card);border-radius:12px;padding:8px 10px;box-shadow:0 1px 3px rgba(0,0,0,.12)}\n.arnak-row{display:flex;align-items:stretch;justify-content:center;gap:8px;overflow-x:auto;padding:6px 2px 8px}\n.arnak-row-side{display:flex;gap:6px;align-items:flex-start;flex:0 1 auto;min-width:0}\n.arnak-row-side.is-artifacts{justify-content:flex-end}\n.arnak-row-side .arnak-cards{flex-wrap:nowrap}\n.arnak-row-side.is-artifacts .arnak-cards{justify-content:flex-end}\n.arnak-deck{display:flex;flex-direction:column;gap:4px;align-items:center}\n.arnak-deck-back{display:flex;flex-direction:column;align-items:center;justify-content:center;width:58px;min-height:80px;border-radius:8px;\n  border:2px solid var(--ke);background:repeating-linear-gradient(45deg,var(--kb),var(--kb) 6px,#fff8 6px,#fff8 12px);\n  font-weight:800;text-align:center}\n.arnak-deck.is-item{--kb:var(--item);--ke:var(--item-edge)}\n.arnak-deck.is-artifact{--kb:var(--artifact);--ke:var(--artifact-edge)}\n.arnak-deck-back b{font-size:18px}\n.arnak-deck-back small{font-size:10px}\n.arnak-revealed{display:flex;flex-direction:column;align-items:center;gap:2px;font-size:10.5px;color:var(--board-muted)}\n.arnak-staff{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:3px;padding:4px 6px;\n  border-radius:30px;background:linear-gradient(#3b3149,#221b2b);color:#f6e7b8;min-width:46px;flex:none}\n.arnak-staff .arnak-pic{width:30px;height:30px}\n.arnak-staff-round{font-size:20px}\n.arnak-staff-dots{display:flex;flex-direction:column;gap:3px}\n.arnak-staff-dots i{width:7px;height:7px;border-radius:50%;background:#6d6080}\n.arnak-staff-dots i.is-past{background:#a89a6c}\n.arnak-staff-dots i.is-now{background:#ffd23a;box-shadow:0 0 0 2px rgba(255,210,58,.4)}\n.arnak-exiles{display:flex;gap:12px;flex-wrap:wrap;font-size:12px;color:var(--board-muted)}\n.arnak-exile-pile,.arnak-exile-count{display:inline-flex;align-items:center;gap:4px;flex-wrap:wrap}\ndetails.arnak-exile-pile{display:block}\ndetails.arnak-exile-pile>summary,.arnak-deck-fold>summary,.arnak-live-score>summary{cursor:pointer;display:inline-flex;align-items:center;gap:4px}\ndetails.arnak-exile-pile[open]>.arnak-cards,.arnak-deck-fold[open]>.arnak-cards{margin-top:4px;max-width:520px}\n.arnak-supply{display:flex;flex-wrap:wrap;gap:10px 16px;align-items:flex-start;margin-top:6px;padding-top:6px;border-top:1px solid var(--board-line)}\n.arnak-supply small,.arnak-rescue small{display:block;font-weight:700;color:var(--board-muted);font-size:12px;margin-bottom:2px}\n.arnak-stacks{display:flex;gap:6px;flex-wrap:wrap}\n.arnak-supply-counts{display:flex;gap:6px;flex-wrap:wrap;align-items:center;align-self:center}\n.arnak-count-chip{display:inline-flex;align-items:center;gap:4px;padding:3px 8px;border-radius:8px;background:#f1e8d4;min-height:32px}\n.arnak-count-chip small{margin:0!important;font-weight:600!important}\n.arnak-assistant{display:inline-flex;flex-direction:column;align-items:flex-start;gap:2px;min-width:64px;min-height:44px;padding:3px 6px;\n  border-radius:8px;border:2px solid #8d8d8d;background:linear-gradient(#f4f4f4,#d4d4d4);font-size:11px;cursor:default;text-align:left}\n.arnak-assistant.is-gold{border-color:#a4780f;background:linear-gradient(#fff2c0,#e7c560)}\n.arnak-assistant.is-exhausted{opacity:.62;transform:rotate(-6deg)}\n.arnak-assistant-head{display:inline-flex;align-items:center;gap:3px}\n.arnak-mini-bolt{width:13px;height:13px}\n\n/* players */\n.arnak-player{border-left:6px solid var(--pc);min-width:0}\n.arnak-player.is-acting{box-shadow:0 0 0 3px var(--pc),0 2px 8px rgba(0,0,0,.2)}\n.arnak-player-head{display:flex;align-items:center;gap:6px;flex-wrap:wrap;font-size:15px;padding-bottom:4px;\n  border-bottom:2px solid color-mix(in srgb,var(--pc) 40%,transparent)}\n.arnak-player-name{font-weight:800}\n.arnak-chip.is-kind .arnak-icon{width:14px;height:14px}\n.arnak-chip.is-first{background:#f0e2b6}\n.arnak-chip.is-passed{background:#d9d2c3;color:#5b5240}\n.arnak-player-head .arnak-turn{background:var(--pc);color:#fff}\n.arnak-player-head .arnak-turn::before{background:#fff}\n.arnak-player-body{display:flex;flex-direction:column;gap:6px;margin-top:6px}\n.arnak-res-row{display:flex;align-items:center;gap:6px 10px;flex-wrap:wrap}\n.arnak-res-chips{display:flex;gap:4px;flex-wrap:wrap;align-items:center}\n.arnak-res-chip{display:inline-flex;align-items:center;gap:3px;min-height:34px;padding:2px 8px 2px 4px;border-radius:17px;background:#f1e8d4;\n  border:1px solid transparent;font-size:15px}\n.arnak-res-chip .arnak-pic{width:22px;height:22px}\nbutton.arnak-res-chip{min-height:42px}\n.arnak-plane{display:inline-flex;align-items:center;gap:2px;min-height:42px;padding:2px 10px;border-radius:21px;border:1px dashed #8aa0b4;\n  background:#eef3f7;cursor:pointer;font-size:12px;font-weight:700}\n.arnak-plane:not(.is-option){opacity:.6}\n.arnak-home,.arnak-deck-chip{display:inline-flex;align-items:center;gap:2px}\n.arnak-deck-fold>summary{gap:2px}\n.arnak-chip.is-score .arnak-pic{width:16px;height:16px}\n.arnak-live-score{margin:0 0 6px;font-size:13px}\n.arnak-live-score[open]>.arnak-score-scroll{margin-top:4px}\n.arnak-home .arnak-pic{width:22px;height:22px}\n.arnak-home .arnak-pic path{fill:var(--pc)}\n.arnak-home .is-out{opacity:.25}\n.arnak-zone{display:flex;flex-direction:column;gap:4px}\n.arnak-zone-title,.arnak-box-title{font-size:12px;font-weight:800;color:var(--board-muted)}\n.arnak-cards.is-hand{padding-top:2px}\n.arnak-backs{display:flex;gap:3px}\n.arnak-backs i{width:16px;height:22px;border-radius:3px;background:repeating-linear-gradient(45deg,#b38b52,#b38b52 3px,#d9bd8a 3px,#d9bd8a 6px);\n  border:1px solid #6b4c12}\n.arnak-player-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(190px,1fr));gap:6px}\n.arnak-box{display:flex;flex-direction:column;gap:4px;padding:6px;border-radius:8px;background:#f6efe0;min-width:0}\n.arnak-tiles{display:flex;gap:5px;flex-wrap:wrap}\n.arnak-crates{display:inline-flex;align-items:center;gap:2px}\n.arnak-slots{display:flex;gap:4px}\n.arnak-slot{display:grid;place-items:center;width:30px;height:30px;border-radius:6px;border:2px dashed #a89a6c;font-weight:800;color:#6b5d45}\n.arnak-slot.is-filled{border-style:solid;background:#efe2bd}\n.arnak-idol-tile{display:flex;flex-wrap:wrap;gap:4px;padding:4px;border-radius:8px;background:#e3d5b2}\n.arnak-idol-option{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:42px;padding:2px 6px;border-radius:8px;\n  border:1px solid #a89a6c;background:#fbf6ea;cursor:default}\n.arnak-guardian{display:inline-flex;align-items:center;gap:3px;min-height:42px;padding:2px 8px;border-radius:8px;border:2px solid #2e1c40;\n  background:#e6dcef;cursor:default}\n.arnak-guardian.is-used{filter:grayscale(1);opacity:.55}\n.arnak-token-line{display:flex;align-items:center;gap:4px;font-size:12.5px;flex-wrap:wrap}\n\n/* score sheet */\n.arnak-score{display:flex;flex-direction:column;gap:8px;align-items:center;padding:8px;border-radius:12px;border:3px solid var(--board-accent);background:#fffaf0}\n.arnak-score-title{font-size:18px;text-align:center}\n.arnak-score-scroll{max-width:100%;overflow-x:auto}\n.arnak-stats{margin:8px 0}\n.arnak-stats summary{cursor:pointer;font-weight:700;padding:4px 0}\n.arnak-score-table.is-stats{font-size:13px}\n.arnak-score-table{border-collapse:collapse;font-variant-numeric:tabular-nums;background:#fff}\n.arnak-score-table th,.arnak-score-table td{padding:5px 10px;border:1px solid var(--board-line);text-align:center}\n.arnak-score-table tbody th{text-align:left;font-weight:700}\n.arnak-score-table thead th{min-width:5.5em}\n.arnak-score-table thead th{border-top:5px solid var(--pc)}\n.arnak-score-table .is-winner{background:#fff1c2}\n.arnak-score-table .is-total td{font-size:18px;font-weight:800}\n.arnak-chip.is-winner{background:var(--board-accent);color:#2a2109;margin-left:4px}\n\n/* log, help, cover: the shared frame's; Arnak adds the picture legend and the cover's archaeologist */\n.arnak-help summary{min-height:32px}\n.arnak-legend{display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:4px 10px;margin-top:6px!important;font-size:12.5px}\n.arnak-legend li{display:flex;align-items:center;gap:6px}\n.arnak-cover-art .arnak-pic{width:84px;height:84px}\n.arnak-cover-art .arnak-pic path{fill:var(--pc);stroke:#f6e7b8}\n.arnak-cover-hint{font-size:13px;opacity:.85}\n\n@keyframes arnak-glow{50%{box-shadow:0 0 0 3px rgba(217,162,27,.45),0 4px 10px rgba(0,0,0,.2)}}\n@keyframes arnak-flash{50%{box-shadow:0 0 0 7px var(--board-focus)}}\n\n/* wide (a desktop): the board fits the height its host gives it (common/board.css); the table on the left and the\n   decision with the players, log and help on the right, each column scrolling inside the board when it is taller */\n.arnak-col{display:contents}\n@container arnak (min-width:1100px){\n  .arnak-layout{grid-template-columns:minmax(0,1fr) minmax(400px,.6fr);grid-template-rows:auto minmax(0,1fr);\n    grid-template-areas:\"table decision\" \"table side\";align-items:stretch}\n  .arnak-col{min-height:0;min-width:0;overflow-y:auto;padding:6px;margin:-6px;overscroll-behavior:contain}\n  .arnak-col.is-table{grid-area:table;display:grid;gap:10px;align-content:start;\n    grid-template-columns:minmax(0,1.6fr) minmax(270px,1fr);grid-template-areas:\"main research\" \"row row\"}\n  /* the research track is as tall as the main board, so the row follows: the temple's stacks in one line and the\n     track's rows sharing the height it leaves (it scrolls only where a board is too short for rows of 38 px) */\n  .arnak-col.is-table>.arnak-research-wrap{height:0;min-height:100%;overflow-y:auto;overscroll-behavior:contain;\n    border-radius:14px}\n  .arnak-col.is-table .arnak-research{height:100%;gap:6px;padding:6px}\n  .arnak-col.is-table .arnak-rs-temple{gap:4px;padding:4px}\n  .arnak-col.is-table .arnak-rs-temple-head{gap:4px}\n  .arnak-col.is-table .arnak-rs-temple-art{width:30px;height:21px}\n  .arnak-col.is-table .arnak-rs-stacks{gap:3px}\n  .arnak-col.is-table .arnak-rs-stack{flex-direction:row;flex-wrap:wrap;justify-content:center;gap:0 3px;min-height:0;\n    padding:2px}\n  .arnak-col.is-table .arnak-rs-stack .arnak-pic{width:14px;height:14px}\n  .arnak-col.is-table .arnak-rs-stack-vp{font-size:15px}\n  .arnak-col.is-table .arnak-rs-track{flex:1 1 0;min-height:calc(var(--rows) * 38px);grid-template-rows:minmax(0,1fr)}\n  .arnak-col.is-table .arnak-rs-rows{grid-template-rows:repeat(var(--rows),minmax(0,1fr))}\n  .arnak-col.is-table .arnak-rs-field{height:auto}\n  .arnak-col.is-table .arnak-rs-space{min-height:36px;padding:1px 3px}\n  .arnak-col.is-side{grid-area:side;display:flex;flex-direction:column;gap:10px}\n  .arnak-decision{position:static;max-height:min(46vh,400px)}\n  .arnak-board[data-phase=\"over\"] .arnak-decision{max-height:calc(var(--board-fit-height,100vh) - 160px)}\n  .arnak-players,.arnak-extra{grid-template-columns:minmax(0,1fr)}\n  .arnak-layout,.arnak-overlay{--cw:84px}\n  .arnak-card.is-hand{--cw:100px}\n}\n/* tablet: one column, the research track under the main board */\n@container arnak (max-width:1099px){\n  .arnak-layout{grid-template-columns:minmax(0,1fr);grid-template-areas:\"decision\" \"main\" \"research\" \"row\" \"players\" \"extra\"}\n  .arnak-players{grid-template-columns:repeat(auto-fit,minmax(360px,1fr))}\n  .arnak-layout,.arnak-overlay{--cw:84px}\n  .arnak-deck-back{width:50px}\n}\n/* phone: one column in the order a turn needs — the decision, the map, your own area (hand, resources), the card\n   row, the research track, then the other players, log and help — so that the map and your hand are adjacent */\n@container arnak (max-width:560px){\n  .arnak-layout{display:flex;flex-direction:column;align-items:stretch}\n  .arnak-players{display:contents}\n  .arnak-mainboard-wrap{order:1}\n  .arnak-player.is-me{order:2}\n  .arnak-row-wrap{order:3}\n  .arnak-research-wrap{order:4}\n  .arnak-player:not(.is-me){order:5}\n  .arnak-extra{order:6}\n  /* an option scrolled to (a focus, a turn that comes round) stops below the decision panel kept at the top */\n  .arnak-layout [data-action],.arnak-layout [data-target]{scroll-margin-top:calc(35vh + 12px)}\n  .arnak-layout,.arnak-overlay{--cw:70px;font-size:13px}\n  .arnak-order-seat:not(.is-now)>span:last-child{display:none}\n  .arnak-layout{gap:8px}\n  .arnak-players{grid-template-columns:minmax(0,1fr)}\n  .arnak-decision{max-height:35vh}\n  .arnak-title{font-size:15px}\n  .arnak-order{margin-left:0!important}\n  .arnak-row{flex-wrap:wrap;justify-content:center;overflow:visible}\n  .arnak-row-side{flex:1 1 100%;justify-content:center!important}\n  .arnak-staff{flex-direction:row;border-radius:20px;min-width:0;padding:2px 10px}\n  .arnak-staff .arnak-pic{width:22px;height:22px}\n  .arnak-staff-dots{flex-direction:row}\n  .arnak-row-side .arnak-cards{flex-wrap:wrap;justify-content:center}\n  .arnak-deck-back{width:42px;min-height:60px}\n  .arnak-card{font-size:10px;padding:3px;min-height:calc(var(--cw) * 1.45)}\n  .arnak-card{--name-max:10.5px}\n  .arnak-card .arnak-pic{width:14px;height:14px}\n  .arnak-card.is-hand{--cw:74px}\n  .arnak-card.is-large{--cw:150px}\n  .arnak-card.is-large .arnak-pic{width:24px;height:24px}\n  .arnak-player-grid{grid-template-columns:repeat(auto-fit,minmax(150px,1fr))}\n  .arnak-act,.arnak-choice{padding:4px 10px;font-size:13px}\n  .arnak-score{padding:6px 4px}\n  .arnak-score-table{font-size:12.5px}\n  .arnak-score-table th,.arnak-score-table td{padding:4px 3px}\n  .arnak-score-table tbody th{word-break:keep-all}\n  .arnak-score-table thead th{min-width:4em;font-size:11.5px}\n}\n/* at the end the score sheet is the page's news: the panel stops floating over the board */\n.arnak-board[data-phase=\"over\"] .arnak-decision{position:static;max-height:none}\n\n/* redraw cost: a part that changes is laid out on its own (containment), and the areas below the fold (other\n   players, log, help) are styled and laid out only when they come near the screen */\n.arnak-mainboard-wrap,.arnak-research-wrap,.arnak-row-wrap,.arnak-player{contain:layout style}\n.arnak-player:not(.is-me),.arnak-extra>*{content-visibility:auto;contain-intrinsic-size:auto 420px}\n.arnak-log-res{white-space:nowrap}\n.arnak-log-res .arnak-pic{width:14px;height:14px;margin-right:2px;vertical-align:-2px}\n";
const ARNAK_MAP_CSS = "/* the main board, research track and temple (arnak/map.css) */\n.arnak-map,.arnak-research{--map-ink:#2b2418;--map-tile:#efe1bb;--map-edge:#4a3519;--map-gold:#ffd43b;\n  position:relative;container-type:inline-size;color:var(--map-ink);isolation:isolate}\n.arnak-map *,.arnak-research *{box-sizing:border-box}\n.arnak-map .arnak-pic,.arnak-research .arnak-pic{display:block}\n.arnak-map .arnak-pics,.arnak-map .arnak-res,.arnak-map .arnak-travel,.arnak-map .arnak-steps,.arnak-map .arnak-choose,\n.arnak-research .arnak-pics,.arnak-research .arnak-res,.arnak-research .arnak-travel,.arnak-research .arnak-steps,\n.arnak-research .arnak-choose{display:inline-flex;align-items:center;flex-wrap:wrap;gap:1px;justify-content:center}\n.arnak-map .arnak-pics b,.arnak-research .arnak-pics b{font-size:12px;margin-right:1px}\n.arnak-map .arnak-then,.arnak-research .arnak-then{font-weight:800;opacity:.6;margin:0 1px}\n.arnak-map .arnak-or,.arnak-research .arnak-or{font-weight:800;margin:0 2px}\n\n/* ---- the main board ---- */\n.arnak-map{display:grid;gap:6px;padding:8px;max-width:1040px;margin-inline:auto;border-radius:14px;overflow:hidden;background:#5f8a45;\n  box-shadow:inset 0 0 0 2px rgba(0,0,0,.25)}\n.arnak-map-terrain{position:absolute;inset:0;width:100%;height:100%;z-index:-1;display:block}\n.arnak-map-jungle{fill:#5f8a45}\n.arnak-map.is-snake .arnak-map-jungle{fill:#55804a}\n.arnak-map-heights{fill:#8b7b57;opacity:.55}\n.arnak-map-sea{fill:#3e86b4}\n.arnak-map-river{fill:none;stroke:#5aa3cf;stroke-width:10;stroke-linecap:round;vector-effect:non-scaling-stroke;opacity:.8}\n.arnak-map-path{fill:none;stroke:#f1dfa8;stroke-width:3;stroke-dasharray:7 6;vector-effect:non-scaling-stroke;opacity:.7}\n.arnak-map-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:6px;color:#fff;\n  text-shadow:0 1px 2px rgba(0,0,0,.6)}\n.arnak-map-side{font-weight:800;letter-spacing:.02em}\n.arnak-map-piles{display:flex;gap:6px}\n.arnak-map-pile{display:inline-flex;align-items:center;gap:2px;padding:1px 7px;border-radius:10px;\n  background:rgba(30,22,10,.55);font-size:12px;font-weight:700}\n.arnak-map-pile b{font-family:Georgia,serif}\n.arnak-map-band{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px;align-items:stretch}\n.arnak-map-band.is-level2{padding:0 6%}\n.arnak-map-band.is-camps{grid-template-columns:repeat(5,minmax(0,1fr));margin-top:4px}\n.arnak-map-band-name{grid-column:1/-1;color:#fff;font-size:11px;font-weight:800;text-transform:uppercase;\n  letter-spacing:.06em;text-shadow:0 1px 2px rgba(0,0,0,.6);margin-bottom:-3px}\n.arnak-map-site,.arnak-map-campspace-wrap,.arnak-rs-stack-wrap{display:flex;flex-direction:column;gap:2px;min-width:0}\n.arnak-map-space{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:flex-start;\n  gap:3px;width:100%;min-width:0;min-height:44px;padding:4px 3px;border-radius:10px;border:2px solid var(--map-edge);\n  background:var(--map-tile);color:var(--map-ink);font:inherit;font-size:12px;line-height:1.2;cursor:pointer;\n  box-shadow:0 2px 3px rgba(0,0,0,.3);transition:transform .12s,box-shadow .12s}\n.arnak-map-slot{flex:1;min-height:96px;justify-content:center}\n.arnak-map-site.is-level2 .arnak-map-slot{background:#e4cf98;border-color:#6b4a1c}\n.arnak-map-slot.is-undiscovered{background:rgba(36,28,14,.48);border:2px dashed #f3e5bd;color:#fff;box-shadow:none}\n.arnak-map-site.is-level2 .arnak-map-slot.is-undiscovered{background:rgba(60,36,14,.55)}\n.arnak-map-cost{display:inline-flex;align-items:center;gap:1px;padding:1px 5px;border-radius:9px;background:#fff;\n  box-shadow:inset 0 0 0 1px rgba(0,0,0,.35)}\n.arnak-map-idols{display:flex;gap:4px;justify-content:center;flex-wrap:wrap}\n.arnak-map-idol{display:inline-flex;align-items:center;gap:1px;padding:1px 3px;border-radius:8px;\n  background:rgba(255,248,225,.92);color:var(--map-ink)}\n.arnak-map-idol .arnak-pic-idol{width:20px;height:20px}\n.arnak-map-idol.is-hidden{background:#5a4a22;color:#fff}\n.arnak-map-idol.is-hidden b{font-size:12px;padding:0 2px}\n.arnak-map-discover{display:inline-flex;align-items:center;gap:2px;padding:1px 5px;border-radius:9px;\n  background:rgba(20,50,80,.75);color:#fff}\n.arnak-map-discover-mark{font-weight:900}\n.arnak-map-effect{display:flex;justify-content:center;align-items:center;min-height:22px;padding:1px 2px;\n  border-radius:8px;background:rgba(255,255,255,.55);max-width:100%}\n.arnak-map-guardian{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:2px;max-width:100%;\n  padding:2px 4px;border-radius:8px;background:#5a3d78;color:#fff;box-shadow:0 1px 3px rgba(0,0,0,.4)}\n.arnak-map-guardian .arnak-pic-guardian{width:22px;height:22px}\n.arnak-map-gcost{display:inline-flex;flex-wrap:wrap;gap:1px;align-items:center;padding:1px 2px;border-radius:6px;\n  background:rgba(255,255,255,.88);color:var(--map-ink)}\n.arnak-map-boon{display:inline-flex;align-items:center;gap:1px;padding:1px 2px;border-radius:6px;background:#e9dcff;\n  color:var(--map-ink)}\n.arnak-map-boon-mark{font-size:11px}\n.arnak-map-vp,.arnak-rs-vp{display:inline-grid;place-items:center;min-width:20px;height:20px;padding:0 2px;\n  border-radius:50%;background:#fff3c4;color:#5a4010;font-weight:800;font-size:11px;box-shadow:inset 0 0 0 1.5px #8a6510}\n.arnak-map-who{position:absolute;left:-3px;top:-5px;z-index:1}\n.arnak-map-meeple{width:28px;height:30px;filter:drop-shadow(0 1px 1px rgba(0,0,0,.6));display:block}\n.arnak-map-camp{display:flex;flex-direction:column;gap:4px;min-width:0;padding:4px;border-radius:12px;\n  background:rgba(70,52,26,.62);box-shadow:inset 0 0 0 1px rgba(255,255,255,.25)}\n.arnak-map-camp-head{display:flex;flex-direction:column;align-items:center;gap:2px;min-width:0;width:100%;\n  padding:3px 2px;border-radius:9px;border:2px solid transparent;background:#f3e3b4;color:var(--map-ink);font:inherit;\n  font-size:12px;line-height:1.2}\nbutton.arnak-map-camp-head{cursor:pointer;border-color:var(--map-edge)}\n.arnak-map-camp-name{font-size:11px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:100%}\n.arnak-map-campspaces{display:grid;grid-template-columns:1fr 1fr;gap:4px}\n.arnak-map-campspace{flex-direction:row;justify-content:center;flex-wrap:wrap;min-height:44px;padding:3px 2px}\n.arnak-map-campspace .arnak-map-meeple{position:absolute;right:-2px;bottom:-5px;width:24px;height:26px}\n.arnak-map-campspace.is-blocked{cursor:not-allowed;background:repeating-linear-gradient(45deg,#8d7d68 0 6px,#6b5d4b 6px 12px);\n  border-color:#3d3225;box-shadow:none}\n.arnak-map-campspace.is-blocked .arnak-map-cost{opacity:.55}\n.arnak-map-block{position:absolute;inset:0;margin:auto;width:26px;height:26px;border-radius:50%;background:#8b1e1e;\n  box-shadow:0 0 0 2px #fff}\n.arnak-map-block::before,.arnak-map-block::after{content:\"\";position:absolute;left:5px;right:5px;top:11px;height:4px;\n  background:#fff;border-radius:2px;transform:rotate(45deg)}\n.arnak-map-block::after{transform:rotate(-45deg)}\n.arnak-map-space.is-occupied{box-shadow:0 2px 3px rgba(0,0,0,.3),inset 0 0 0 2px rgba(0,0,0,.15)}\n.arnak-map-extras{display:flex;flex-wrap:wrap;gap:3px;justify-content:center}\n.arnak-map-discount{display:inline-flex;align-items:center;gap:1px;padding:0 3px;border-radius:6px;background:#d8f0d0;\n  font-weight:800;color:#1f5a1a}\n.arnak-map-extra{min-height:40px;min-width:40px;padding:2px 8px;border-radius:9px;border:2px solid var(--map-edge);\n  background:#fff8e1;color:var(--map-ink);font:inherit;font-size:12px;font-weight:700;cursor:pointer}\n\n/* options: a clear gold ring and glow; a refused place looks as it is */\n.arnak-map .is-option,.arnak-research .is-option{position:relative;outline:3px solid var(--map-gold)!important;\n  outline-offset:1px;box-shadow:0 0 0 6px rgba(255,212,59,.45),0 2px 6px rgba(0,0,0,.4);z-index:2}\n/* the pulse is a pseudo-element's opacity: the compositor animates it without relayout or repaint */\n.arnak-map .is-option::after,.arnak-research .is-option::after{content:\"\";position:absolute;inset:-7px;\n  border-radius:14px;box-shadow:0 0 0 4px rgba(255,236,150,.9);opacity:0;pointer-events:none;\n  animation:arnak-map-glow 1.6s ease-in-out infinite}\n.arnak-map-slot.is-undiscovered.is-option{background:rgba(120,90,10,.55)}\n.arnak-map-space:hover,.arnak-rs-space:hover,.arnak-rs-stack:hover{transform:translateY(-1px)}\n.arnak-map button:focus-visible,.arnak-research button:focus-visible{outline:3px solid #1d4d73!important;outline-offset:2px}\n@keyframes arnak-map-glow{50%{opacity:1}}\n\n/* ---- research track and temple ---- */\n.arnak-research{--rh:66px;max-width:720px;margin-inline:auto;display:flex;flex-direction:column;gap:8px;padding:8px;border-radius:14px;background:#d6c395;\n  box-shadow:inset 0 0 0 2px rgba(0,0,0,.2)}\n.arnak-research.is-snake{background:#c9c29a}\n.arnak-rs-temple{display:flex;flex-direction:column;gap:6px;padding:6px;border-radius:12px;background:#7a5a30;color:#fff}\n.arnak-rs-temple-head{display:flex;flex-wrap:wrap;align-items:center;gap:6px}\n.arnak-rs-temple-art{width:40px;height:28px;flex:none}\n.arnak-rs-temple-name{font-weight:800}\n.arnak-rs-arrivals{display:flex;gap:3px}\n.arnak-rs-arrival{display:inline-grid;place-items:center;min-width:28px;height:24px;padding:0 3px;border-radius:6px;\n  background:#fff3c4;color:#5a4010;font-weight:800;font-size:12px}\n.arnak-rs-arrival.is-taken{background:var(--seat,#999);color:#fff;text-decoration:line-through;opacity:.85}\n.arnak-rs-bstack{display:flex;gap:3px;margin-left:auto;align-items:center}\n.arnak-rs-facedown{display:inline-grid;place-items:center;min-width:34px;height:26px;border-radius:6px;\n  background:repeating-linear-gradient(135deg,#3b2a14 0 4px,#54401f 4px 8px);font-weight:800;font-size:12px}\n.arnak-rs-stacks{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:5px}\n.arnak-rs-stack{display:flex;flex-direction:column;align-items:center;gap:2px;width:100%;min-height:64px;padding:3px 2px;\n  border-radius:8px;border:2px solid #3b2a14;background:#c98d57;color:var(--map-ink);font:inherit;font-size:12px;cursor:pointer}\n.arnak-rs-stack.is-silver{background:#cfd3d8}\n.arnak-rs-stack.is-gold{background:#eccb55}\n.arnak-rs-stack.is-empty{opacity:.45}\n.arnak-rs-stack-vp{font-size:16px;font-weight:900}\n.arnak-rs-stack-n{font-size:11px;font-weight:700}\n.arnak-rs-owners{display:flex;gap:2px;justify-content:center}\n.arnak-rs-owner{width:10px;height:10px;border-radius:50%;background:var(--seat);box-shadow:0 0 0 1px #fff}\n.arnak-rs-track{display:grid;grid-template-columns:minmax(0,40%) minmax(0,1fr);gap:4px}\n.arnak-rs-rows{display:grid;grid-template-rows:repeat(var(--rows),var(--rh))}\n.arnak-rs-row{display:grid;grid-template-columns:auto minmax(0,1fr);grid-template-rows:1fr 1fr;align-items:center;\n  column-gap:3px;padding:2px 3px;border-bottom:1px dashed rgba(60,40,15,.35)}\n.arnak-rs-row.is-start,.arnak-rs-row.is-temple{grid-template-rows:1fr}\n.arnak-rs-rownum{grid-row:1/-1;display:inline-grid;place-items:center;width:18px;height:18px;border-radius:50%;\n  background:#5a4022;color:#fff;font-size:11px;font-weight:800}\n.arnak-rs-eff{display:flex;align-items:center;gap:3px;min-width:0}\n.arnak-rs-eff .arnak-rs-vp{margin-left:auto}\n.arnak-rs-mark{width:14px;height:14px;flex:none}\n.arnak-rs-field{position:relative;height:calc(var(--rows) * var(--rh));border-radius:10px;background:rgba(255,255,255,.18)}\n.arnak-rs-bridges{position:absolute;inset:0;width:100%;height:100%;display:block}\n.arnak-rs-bridges line{stroke:#6d4e22;stroke-width:6;stroke-linecap:round;opacity:.55}\n.arnak-rs-cell{position:absolute;transform:translate(-50%,-50%);display:flex;flex-direction:column;align-items:center;z-index:1}\n.arnak-rs-space{position:relative;display:flex;flex-direction:column;align-items:center;gap:1px;min-width:44px;min-height:44px;\n  padding:2px 4px;border-radius:10px;border:2px solid var(--map-edge);background:#f6ead0;color:var(--map-ink);font:inherit;\n  font-size:11px;line-height:1.1;cursor:pointer;box-shadow:0 2px 3px rgba(0,0,0,.25)}\n.arnak-rs-space .arnak-pic{width:15px;height:15px}\n.arnak-rs-space.is-start{background:#e1d2ad}\n.arnak-rs-space.is-temple-gate{background:#e8c765;border-color:#5a4022}\n.arnak-rs-id{font-size:10px;font-weight:800;opacity:.7}\n.arnak-rs-cost{display:inline-flex;align-items:center;gap:1px;flex-wrap:nowrap}\n.arnak-rs-tiles{position:absolute;top:-12px;left:calc(100% - 10px);display:flex;gap:1px;z-index:3}\n.arnak-rs-bonus{display:inline-flex;align-items:center;justify-content:center;min-width:22px;height:22px;padding:1px;\n  border-radius:5px;border:1.5px solid #5a4022;background:#fff8e1;font:inherit;color:var(--map-ink)}\n.arnak-rs-bonus .arnak-pic{width:14px;height:14px}\nbutton.arnak-rs-bonus{min-width:40px;min-height:40px;cursor:pointer}\n.arnak-rs-rescue{display:inline-flex;align-items:center;gap:1px;padding:1px 3px;border-radius:5px;background:#fff;font-size:11px}\n.arnak-rs-tokens{position:relative;z-index:4;display:flex;flex-wrap:wrap;justify-content:center;max-width:84px;margin-top:-10px;pointer-events:none}\n.arnak-rs-cell[data-space=\"0\"] .arnak-rs-tokens{max-width:none;flex-wrap:nowrap}\n.arnak-rs-token{width:20px;height:20px;margin:-2px -2px 0;filter:drop-shadow(0 1px 1px rgba(0,0,0,.6))}\n.arnak-rs-stack-wrap .arnak-map-extras,.arnak-rs-cell .arnak-map-extras{position:relative;z-index:3}\n\n@container (max-width:560px){\n  .arnak-map-campspaces{grid-template-columns:1fr}\n  .arnak-map-band{gap:4px}\n  .arnak-map-band.is-level2{padding:0}\n  .arnak-map-camp{padding:3px}\n  .arnak-map .arnak-pic{width:15px;height:15px}\n  .arnak-map-slot{min-height:96px;padding:3px 2px}\n  .arnak-map-camp-name{display:none}\n}\n@container (max-width:520px){\n  .arnak-rs-stacks{grid-template-columns:repeat(3,minmax(0,1fr))}\n  .arnak-rs-track{grid-template-columns:minmax(0,36%) minmax(0,1fr)}\n}\n@media (prefers-reduced-motion:reduce){\n  .arnak-map *,.arnak-research *{animation:none!important;transition:none!important}\n}\n.arnak-map-space.is-travelling{outline:3px solid #ffd24a;outline-offset:2px;position:relative}\n.arnak-map-space.is-travelling::after{content:attr(data-travelling);position:absolute;left:50%;top:-4px;transform:translate(-50%,-100%);\n  background:#ffd24a;color:#2b2200;font-size:11px;font-weight:800;padding:1px 6px;border-radius:8px;white-space:nowrap;pointer-events:none;z-index:3}\n";
// ---------------------------------------------------------------------------------------
// Words (arnak/words.js): the board's own words come with the snapshot (ui["arnak.<key>"], from
// rules/arnak/messages.json); names and effect texts of cards, sites, guardians… are the rules'
// names.json, built into this module in both languages.

/** A board word, its {placeholders} filled. @param {Ctx} ctx @param {string} key @param {Record<string, string | number>} [params] */
function word(ctx, key, params) {
  const text = ctx.ui[`arnak.${key}`] ?? key;
  return params ? fill(text, params) : text;
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

/** A card's name. @param {Ctx} ctx @param {string} id */
const cardName = (ctx, id) => named(ctx, `card.${id}`);

/** A card's effect text ("" for a card without one). @param {Ctx} ctx @param {string} id */
function cardText(ctx, id) {
  const text = named(ctx, `text.${id}`);
  return text === `text.${id}` ? "" : text;
}

/** An assistant's name and its silver or gold text. @param {Ctx} ctx @param {number} id @param {boolean} gold */
function assistantWords(ctx, id, gold) {
  return `${named(ctx, `assistant.${id}`)} — ${named(ctx, `text.assistant.${id}.${gold ? "gold" : "silver"}`)}`;
}

/** A guardian's name, cost and boon in words. @param {Ctx} ctx @param {number} id */
function guardianWords(ctx, id) {
  return `${named(ctx, `guardian.${id}`)} — ${named(ctx, `text.guardian.${id}.boon`)}`;
}

/**
 * A site as players name it, as the rules do (rules/arnak/costs.py site_msg): "Camp 2, space A", "Camp 2", a
 * discovered site by its tile ("Site I-3"), an undiscovered one by its place ("level I site 4").
 * @param {Ctx} ctx @param {string} id  c0…c4, c0a…c4b, s1…s12
 */
function siteName(ctx, id) {
  const camp = /^c(\d)([ab])?$/.exec(id);
  if (camp) {
    const name = named(ctx, `camp.${camp[1]}`);
    return camp[2] ? word(ctx, `map.space_${camp[2]}`, { camp: name }) : name;
  }
  const slot = /^s(\d+)$/.exec(id);
  if (!slot) return id;
  const n = Number(slot[1]);
  const level = n <= 8 ? 1 : 2;
  const tile = ctx.obs.sites?.[n - 1]?.tile || 0;
  return tile ? named(ctx, `site.${level}.${tile}`) : word(ctx, `map.slot${level}`, { n: level === 1 ? n : n - 8 });
}

/** What a target names, in words ("card:I3" → the card's name, "site:c1a" → "Camp 2, space A"). @param {Ctx} ctx @param {string} target */
function thingName(ctx, target) {
  const [kind, ...rest] = target.split(":");
  const value = rest[rest.length - 1] ?? "";
  if (/^(site|activate|dig_or_discover|relocate_from|relocate_to|return_home|camp|guardian_from|guardian_to)$/.test(kind)
    || (kind === "guardian" && !/^\d+$/.test(value))) return siteName(ctx, value);
  if (kind === "guardian") return named(ctx, `guardian.${value}`);
  if (/^(card|exile|discard|purchase|take|keep|unkeep|earring_keep|earring_top)$/.test(kind)) return cardName(ctx, value);
  if (/^(assistant|supply_use|swap_own|swap_supply|recruit|assistant_up|rescue|refresh)$/.test(kind)) {
    return named(ctx, `assistant.${value}`);
  }
  if (kind === "research") return word(ctx, "map.space", { n: value });
  if (kind === "study") {
    const where = value.split("/")[0];
    return where.startsWith("t") ? named(ctx, `temple_tile.${where.slice(1)}`) : word(ctx, "map.space", { n: where });
  }
  if (kind === "temple") return named(ctx, `temple_tile.${value}`);
  if (kind === "idol") return named(ctx, `text.idol_slot.${value}`);
  if (kind === "bonus") return named(ctx, `bonus.${value}`);
  if (kind === "upgrade") return named(ctx, `res.${value}`);
  return target;
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
  lightning: ["#ffd23a", "#7a5200", ["M13 2 4 14h7l-2 8 9-12h-7z"]],
  discard: ["#f4ead3", "#6b5a3a", ["M4 5h10v14H4z", "M15 12h6M18 9l3 3-3 3"]],
  site: ["#cdb98d", "#5a4a22", ["M3 20h18L17 9h-3l-2-5-2 5H7z", "M10 20v-5h4v5"]],
  staff: ["#e7dcc0", "#4a3a1c", ["M12 2a4 4 0 1 0 0 8 4 4 0 0 1 0-8z", "M12 10v12"]],
  first: ["#f0e2b6", "#6b4c12", ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M10 8h3v8M9.5 16h5"]],
  temple: ["#e6c97a", "#6b4c12", ["M3 20h18M5 20V10h14v10M3 10l9-7 9 7", "M9 20v-6h6v6"]],
  crate: ["#b88a52", "#4a3216", ["M3 8h18v12H3z", "M3 8l3-4h12l3 4M3 14h18"]],
  pass: ["#fff", "#2b2418", ["M5 12h10", "M11 7l5 5-5 5", "M19 5v14"]],
  main: ["#fff", "#2b2418", ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M8 12h8M12 8v8"]],
});

/** Seat colours: the four player colours of the box (red, blue, green, yellow). */
const SEAT_COLORS = ["#c8453b", "#3b6fc8", "#3f9a4f", "#d9a520"];

/** Each picture drawn once, then copied: a copy is much cheaper than building the SVG again (a board has hundreds). */
const PIC_TEMPLATES = /** @type {Map<string, Element>} */ (new Map());

/**
 * A picture; `label` (words) makes it an image with a name, otherwise it is decoration.
 * @param {string} kind @param {string} [label] @param {string} [extra]
 */
function pic(kind, label, extra) {
  const key = `${kind} ${extra || ""}`;
  let template = PIC_TEMPLATES.get(key);
  if (!template) {
    const [fillColor, stroke, paths] = ARNAK_PICS[kind] || ARNAK_PICS.card;
    template = s("svg", { viewBox: "0 0 24 24", class: cls("arnak-pic", `arnak-pic-${kind}`, extra), focusable: "false" },
      paths.map((d, i) => s("path", { d, fill: i === 0 ? fillColor : "none", stroke, "stroke-width": "1.6",
        "stroke-linejoin": "round", "stroke-linecap": "round" })));
    PIC_TEMPLATES.set(key, template);
  }
  const svg = /** @type {Element} */ (template.cloneNode(true));
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
    svg.append(s("title", { text: label }));
  } else svg.setAttribute("aria-hidden", "true");
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
    .map(([kind, n]) => picCount(ctx, ARNAK_PICS[kind] ? kind : RES_PIC[kind] || kind, n,
      ARNAK_PICS[kind] ? `res.${kind}` : `term.${kind}`)));
}

/** Cost keys that are not resources (a guardian's "discard a card"). */
const RES_PIC = /** @type {Record<string, string>} */ ({ discard_card: "discard" });

/** Travel icons, e.g. ["ship", "ship"]. @param {Ctx} ctx @param {string[]} icons */
function travelView(ctx, icons) {
  return h("span", { class: "arnak-travel" }, icons.map((kind) => pic(kind, named(ctx, `icon.${kind}`))));
}

/**
 * An op without amounts: its picture and a small mark telling apart ops that share a picture (recruit, refresh,
 * upgrade an assistant…); its words are ui["arnak.op.<op>"], in the player's language.
 */
const OP_PICS = /** @type {Record<string, [string, string]>} */ ({
  exile: ["exile", ""], exile_self: ["exile", ""], exile_row_item: ["exile", "I"], upgrade: ["upgrade", ""],
  discard: ["card", "↓"], research: ["research", ""], relocate: ["archaeologist", "⇄"],
  return_home: ["archaeologist", "↩"], activate: ["site", "▶"], site_tile: ["site", "?"],
  overcome_free: ["guardian", "0"], move_guardian: ["guardian", "⇄"], supply_assistant: ["assistant", "▶"],
  swap_assistant: ["assistant", "⇄"], refresh_assistant: ["assistant", "↻"], recruit: ["assistant", "+"],
  upgrade_assistant: ["assistant", "▲"], rescue: ["assistant", "+"], buy: ["card", "$"], gain_card: ["card", "+"],
  earring: ["card", "3"], draw_bottom: ["card", "↥"], pass: ["pass", ""], stone_key: ["idol", "↩"],
  war_mask: ["fear", "✕"], ocarina: ["plane", ""], passage_shell: ["archaeologist", "0"],
});

/** An op as its picture with its mark, named in words. @param {Ctx} ctx @param {string} op @param {Child[]} [more] */
function opPic(ctx, op, more = []) {
  const [kind, mark] = OP_PICS[op] || ["card", "?"];
  const label = word(ctx, `op.${op}`);
  return h("span", { class: cls("arnak-op-pic", `is-${op}`), title: label }, [pic(kind, label),
    mark && h("b", { class: "arnak-op-mark", "aria-hidden": "true", text: mark }), ...more]);
}

/**
 * An effect (rules/arnak data steps) as pictures, each op named in words (tooltip and screen readers); the one
 * way every part draws an effect: cards, sites, camps, guardians' boons, assistants, research rows, idols.
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
    else if (op === "draw") parts.push(h("span", { class: "arnak-draw" }, ["+", picCount(ctx, "card", step.n, "term.deck")]));
    else if (op === "fear") parts.push(picCount(ctx, "fear", step.n, "term.fear_card"));
    else if (op === "travel") parts.push(travelView(ctx, step.icons));
    else if (op === "pay_travel") parts.push(h("span", { class: "arnak-pay" }, ["−", travelView(ctx, step.icons)]));
    else if (op === "choose") {
      parts.push(h("span", { class: "arnak-choose" }, step.options.flatMap((/** @type {any[]} */ option,
        /** @type {number} */ i) => [i > 0 && h("span", { class: "arnak-or", text: "/" }), stepsView(ctx, option)])));
    } else if (op === "dig_or_discover") {
      const label = word(ctx, "op.dig_or_discover");
      parts.push(h("span", { class: "arnak-op-pic is-dig_or_discover", title: label }, [pic("archaeologist", label),
        step.travel_discount && h("span", { class: "arnak-pay" }, ["−", travelView(ctx, step.travel_discount)]),
        step.compass_discount && h("span", { class: "arnak-pay" }, ["−", picCount(ctx, "compass", step.compass_discount)])]));
    } else if (op === "gain_per") {
      const label = word(ctx, "op.gain_per");
      parts.push(h("span", { class: "arnak-op-pic is-gain_per", title: label, role: "img", "aria-label": label },
        [resView(ctx, { [step.res]: 1 }), h("span", { class: "arnak-or", text: "/" }), pic("guardian")]));
    } else if (op === "buy" && step.discount) {
      parts.push(opPic(ctx, op, [h("span", { class: "arnak-pay" }, ["−", picCount(ctx, "coin", step.discount)])]));
    } else parts.push(opPic(ctx, op));
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
// A target is drawn with data-target once: a second drawing of the same target (two Fear cards
// in a hand) still acts, but carries data-target-dup, so keyboard users and tests find one.

/**
 * Attributes for a drawn thing that may be an option.
 * @param {Ctx} ctx @param {string} target  as rules/arnak/text.py action_target names it
 * @param {Action | null} [why]  the action a click on it would mean when it is no option
 * @returns {Record<string, any>}
 */
function targetProps(ctx, target, why = null) {
  const list = ctx.entries.get(target);
  if (list) {
    const first = !ctx.drawn.has(target);
    ctx.drawn.add(target);
    const label = list.map((e) => e.label).join(" / ");
    return { [first ? "data-target" : "data-target-dup"]: target, "data-key": `t:${target}${first ? "" : ":dup"}`,
      class: cls("is-option", ctx.view.menu === target && "is-open"), title: label,
      "aria-label": label,
      "aria-expanded": list.length > 1 ? String(ctx.view.menu === target) : null,
      "aria-haspopup": list.length > 1 ? "menu" : null,
      on: { click: (/** @type {Event} */ e) => { e.stopPropagation(); ctx.choose(target); } } };
  }
  if (why && ctx.myTurn) return { "data-why": target, "aria-disabled": "true",
    on: { click: (/** @type {Event} */ e) => { e.stopPropagation(); ctx.explain(why); } } };
  return {};
}

/** The first of `targets` some legal entry has, else the first. @param {Ctx} ctx @param {string[]} targets */
function pickTarget(ctx, targets) {
  return targets.find((t) => ctx.entries.has(t)) ?? targets[0];
}

/**
 * An element's props with targetProps merged in (classes joined, the title kept when it is no option).
 * @param {Ctx} ctx @param {string[]} targets  candidates, the legal one wins
 * @param {Action | null} why @param {Record<string, any>} props
 */
function optionProps(ctx, targets, why, props) {
  const extra = targetProps(ctx, pickTarget(ctx, targets), why);
  return { ...props, ...extra, class: cls(props.class, extra.class), title: extra.title || props.title,
    "aria-label": extra["aria-label"] || props["aria-label"] };
}

/** One entry acts at once; several open their menu in the decision panel. @param {Ctx} ctx @param {string} target */
function chooseTarget(ctx, target) {
  const list = ctx.entries.get(target) || [];
  if (list.length === 1) ctx.act(list[0]);
  else if (list.length > 1) {
    ctx.view.menu = ctx.view.menu === target ? null : target;
    ctx.redraw();
    if (ctx.view.menu) /** @type {HTMLElement | null} */ (ctx.root.querySelector("[data-choice]"))?.focus({ preventScroll: false });
  }
}

/** Scroll to the board element of `target`, focus it and flash it (the free-actions links). @param {Ctx} ctx @param {string} target */
function showTarget(ctx, target) {
  const node = /** @type {HTMLElement | null} */ (ctx.root.querySelector(`[data-target="${CSS.escape(target)}"]`));
  if (!node) return;
  node.scrollIntoView({ block: "center", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  node.focus({ preventScroll: true });
  node.classList.remove("is-flash");
  void node.getBoundingClientRect(); // restart the flash
  node.classList.add("is-flash");
  setTimeout(() => node.classList.remove("is-flash"), 1600);
}

/**
 * A part drawn again only when what it shows has changed (a redraw of the whole board is most of a click's cost):
 * `deps` holds everything the part draws from (its pieces of the observation, the language…) and `kinds` the
 * target kinds it may draw; with the same deps, options of those kinds, open menu, turn and the same targets drawn
 * before it, the element drawn last is kept and its targets count as drawn. Its listeners act through ctx.choose
 * and ctx.act of a position with the very same options, so they do what new ones would. Otherwise the part is
 * drawn again and the shown one is made to look like it (morph), so only the nodes that changed are touched.
 * @param {Ctx} ctx @param {string} name @param {(target: string) => boolean} kinds @param {unknown} deps
 * @param {() => HTMLElement} build
 */
function memoPart(ctx, name, kinds, deps, build) {
  const mine = [...ctx.entries].filter(([t]) => kinds(t))
    .map(([t, list]) => [t, list.map((e) => [e.notation, e.label])]);
  const key = JSON.stringify([deps, mine, [...ctx.drawn].filter(kinds), ctx.lang, ctx.myTurn, ctx.view.menu,
    ctx.snap.viewer]);
  const cache = /** @type {Record<string, {key: string, el: HTMLElement, drawn: string[]}>} */ (ctx.view.parts ||= {});
  const slot = cache[name];
  if (slot && slot.key === key) {
    for (const t of slot.drawn) ctx.drawn.add(t);
    return slot.el;
  }
  const before = new Set(ctx.drawn);
  const fresh = build();
  // the part shown last is made to look like the new one, keeping the nodes that did not change
  const el = slot && slot.el.isConnected ? /** @type {HTMLElement} */ (morph(slot.el, fresh)) : fresh;
  cache[name] = { key, el, drawn: [...ctx.drawn].filter((t) => !before.has(t)) };
  return el;
}

/** Whether a target's kind is one of `kinds` ("guardian" only as a site to overcome at, not a boon). @param {string[]} kinds */
function targetKinds(kinds) {
  return (/** @type {string} */ t) => {
    const [kind, value] = t.split(":");
    return kinds.includes(kind) && !(kind === "guardian" && /^\d+$/.test(value));
  };
}

// ---------------------------------------------------------------------------------------
// Cards (arnak/cards.js): one card element for the row, the hand, the play and paying areas and
// the decision panel. Like the printed card: travel icons it pays with (top left), the lightning
// mark of a free action (top right), its name, its effect as pictures, its cost (coins for an
// item, compasses for an artifact, bottom left) and its points (bottom right); coloured by kind.
// A card can also be opened large (cardZoom) with its whole text.

/** The rules' data of a card id ("I3", "A12", "fundcar", "fear"). @param {string} id */
function cardData(id) {
  const all = /** @type {any} */ (ARNAK_CARDS);
  if (id === "fear") return { ...all.fear, kind: "fear", cost: 0 };
  const found = all.items.find((/** @type {any} */ c) => c.id === id);
  if (found) return { ...found, kind: "item" };
  const art = all.artifacts.find((/** @type {any} */ c) => c.id === id);
  if (art) return { ...art, kind: "artifact" };
  const basic = all.basic.find((/** @type {any} */ c) => c.id === id);
  return basic ? { ...basic, kind: "basic", cost: 0 } : { id, name: id, vp: 0, travel: [], timing: null, effect: [],
    kind: "basic", cost: 0 };
}

/** The card's words: name, timing, effect text (tooltip, aria-description, the large view). @param {Ctx} ctx @param {string} id */
function cardWords(ctx, id) {
  const card = cardData(id);
  const timing = card.timing === "free" ? word(ctx, "lightning") : card.timing === "free_or_pass"
    ? word(ctx, "free_or_pass") : "";
  return [cardName(ctx, id), timing, cardText(ctx, id)].filter(Boolean).join(" — ");
}

/**
 * A card.
 * @param {Ctx} ctx @param {string} id
 * @param {{targets?: string[], why?: Action | null, size?: "row" | "hand" | "mini", zoom?: boolean, extra?: string, also?: string, still?: boolean}} [opts]
 *   targets: the candidate targets (the legal one makes the card a button); zoom: add the open-large button;
 *   also: a second target drawn as a small button beside it (a free play of a card a decision also asks about);
 *   still: a card listed in an opened pile (deck, exile), which does not travel
 */
function cardView(ctx, id, opts = {}) {
  const card = cardData(id);
  const size = opts.size || "row";
  const words = cardWords(ctx, id);
  const costKind = card.kind === "artifact" ? "compass" : "coin";
  const free = card.timing === "free" || card.timing === "free_or_pass";
  const face = [
    h("span", { class: "arnak-card-top" }, [
      travelView(ctx, card.travel || []),
      free && pic("lightning", word(ctx, "lightning"), "arnak-card-bolt"),
    ]),
    // spaces between the parts (flex items, so not drawn): what the card shows reads as separate words in its name
    " ",
    cardNameView(ctx, id),
    " ",
    size !== "mini" && h("span", { class: "arnak-card-effect" }, [card.effect.length ? stepsView(ctx, card.effect) : null]),
    " ",
    size !== "mini" && h("span", { class: "arnak-card-foot" }, [
      card.cost ? h("span", { class: "arnak-card-cost", title: `${word(ctx, "cost")}: ${card.cost} ${named(ctx, `res.${costKind}`)}` },
        [h("b", { text: String(card.cost) }), pic(costKind)]) : h("span"),
      " ",
      card.vp ? h("span", { class: cls("arnak-card-vp", card.vp < 0 && "is-minus"), title: word(ctx, "vp", { n: card.vp }) },
        [h("b", { text: String(card.vp) }), pic("vp")]) : h("span"),
    ]),
  ];
  const base = { type: "button", class: cls("arnak-card", `is-${card.kind}`, `is-${size}`, opts.extra),
    "data-card": id, title: words, "aria-label": cardName(ctx, id), "aria-description": words,
    "data-key": `card:${id}`, "data-motion": opts.zoom || opts.still ? null : `card:${id}` }; // a card on show: it travels (common/motion.js)
  const targets = opts.targets || [];
  const props = targets.length ? optionProps(ctx, targets, opts.why ?? null, base) : base;
  if (props.title !== words) props.title = `${props.title}\n${words}`;
  const el = h("button", props, face);
  if (!opts.zoom) return el;
  const zoom = h("button", { type: "button", class: "arnak-zoom-btn", "data-zoom": id, "data-key": `zoom:${id}`,
    title: word(ctx, "open_large", { card: cardName(ctx, id) }), "aria-label": word(ctx, "open_large", { card: cardName(ctx, id) }),
    on: { click: () => { ctx.view.zoom = id; ctx.view.zoomTargets = targets; ctx.redraw(); } } }, [pic("research")]);
  const also = opts.also && ctx.entries.has(opts.also) ? h("button", optionProps(ctx, [opts.also], null,
    { type: "button", class: "arnak-also-btn" }), [pic("lightning")]) : null;
  return h("span", { class: cls("arnak-card-wrap", `is-${size}`), "data-motion": `card:${id}` }, [el, zoom, also]);
}

/** Katakana (the long run of a loanword), not its middle dot: a name breaks between such a run and the rest. */
const KATAKANA = /[\u30a0-\u30fa\u30fc-\u30ff]/;

/**
 * Where a Japanese card name may break: after の and ・, and between a katakana run and the rest ("大きな|リュック",
 * "黒曜石の|耳飾り"): never inside a word. @param {string} name
 */
function nameSegments(name) {
  /** @type {string[]} */
  const parts = [];
  let part = "";
  for (const ch of name) {
    const prev = part.at(-1);
    const turn = prev !== undefined && (prev === "の" || prev === "・" ||
      (KATAKANA.test(prev) !== KATAKANA.test(ch) && !"の・".includes(ch)));
    if (turn) { parts.push(part); part = ""; }
    part += ch;
  }
  return part ? [...parts, part] : parts;
}

/**
 * A card's name: it breaks only between words (Japanese: at nameSegments, marked with <wbr>), and its size fits the
 * longest unbreakable piece into the card's width (--nl: that piece's width in ems, for the stylesheet's 100cqi).
 * @param {Ctx} ctx @param {string} id
 */
function cardNameView(ctx, id) {
  const name = cardName(ctx, id);
  const ja = ctx.lang === "ja";
  const pieces = ja ? nameSegments(name) : name.split(" ");
  const widest = Math.max(...pieces.map((p) => p.length)) * (ja ? 1.02 : 0.7);
  /** @type {Child[]} */
  const kids = ja ? pieces.flatMap((p, i) => (i ? [h("wbr"), p] : [p])) : [name];
  return h("span", { class: "arnak-card-name", style: `--nl:${widest.toFixed(2)}` }, kids);
}

/**
 * The large view of ctx.view.zoom: the card big, its whole text, and its options as buttons that act
 * through ctx.choose (no data-target of their own: the card on the board keeps that). Escape closes it.
 * @param {Ctx} ctx
 */
function cardZoom(ctx) {
  const id = ctx.view.zoom;
  if (!id) return null;
  const card = cardData(id);
  const close = () => { ctx.view.zoom = null; ctx.redraw(); /** @type {HTMLElement | null} */ (ctx.root.querySelector(`[data-zoom="${CSS.escape(id)}"]`))?.focus(); };
  const target = pickTarget(ctx, ctx.view.zoomTargets || []);
  const entries = (target && ctx.entries.get(target)) || [];
  const titleId = `arnak-zoom-${id}`;
  const timing = card.timing === "free" ? word(ctx, "lightning") : card.timing === "free_or_pass" ? word(ctx, "free_or_pass")
    : card.timing === "main" ? word(ctx, "main_card") : "";
  return h("div", { class: "arnak-zoom-back", on: { click: (/** @type {Event} */ e) => { if (e.target === e.currentTarget) close(); } } }, [
    h("div", { class: "arnak-zoom", role: "dialog", "aria-modal": "true", "aria-labelledby": titleId, "data-zoom-view": id }, [
      h("div", { class: cls("arnak-card", `is-${card.kind}`, "is-large"), "aria-hidden": "true" }, [
        h("span", { class: "arnak-card-top" }, [travelView(ctx, card.travel || []),
          (card.timing === "free" || card.timing === "free_or_pass") && pic("lightning")]),
        h("span", { class: "arnak-card-name", text: cardName(ctx, id) }),
        h("span", { class: "arnak-card-effect" }, [card.effect.length ? stepsView(ctx, card.effect) : null]),
        h("span", { class: "arnak-card-foot" }, [
          card.cost ? h("span", { class: "arnak-card-cost" }, [h("b", { text: String(card.cost) }),
            pic(card.kind === "artifact" ? "compass" : "coin")]) : h("span"),
          card.vp ? h("span", { class: "arnak-card-vp" }, [h("b", { text: String(card.vp) }), pic("vp")]) : h("span"),
        ]),
      ]),
      h("div", { class: "arnak-zoom-text" }, [
        h("h2", { id: titleId, text: cardName(ctx, id) }),
        h("p", { class: "arnak-zoom-kind", text: [named(ctx, `term.${card.kind === "fear" ? "fear_card" : card.kind}`), timing]
          .filter((x) => x && !x.startsWith("term.")).join(" · ") }),
        h("p", { text: cardText(ctx, id) }),
        card.kind === "artifact" && h("p", { class: "arnak-zoom-note", text: word(ctx, "artifact_tablet") }),
        h("p", { class: "arnak-zoom-meta" }, [word(ctx, "pays_with"), " ", travelView(ctx, card.travel || []),
          card.cost ? ` · ${word(ctx, "cost")} ${card.cost} ${named(ctx, `res.${card.kind === "artifact" ? "compass" : "coin"}`)}` : "",
          card.vp ? ` · ${word(ctx, "vp", { n: card.vp })}` : ""]),
        h("div", { class: "arnak-zoom-acts" }, [
          ...entries.map((entry) => h("button", { type: "button", class: "arnak-act", "data-key": `zoomact:${entry.notation}`,
            on: { click: () => { ctx.view.zoom = null; ctx.act(entry); } } }, [entry.label])),
          h("button", { type: "button", class: "arnak-act is-quiet", "data-key": "zoom:close", "data-zoom-close": "",
            on: { click: close } }, [word(ctx, "close")]),
        ]),
      ]),
    ]),
  ]);
}
// ---------------------------------------------------------------------------------------
// The main board (arnak/mainboard.js): for the chosen temple side, the five camps along the
// bottom, the eight level I sites in the middle (two bands of four) and the four level II sites
// at the top, as on the printed board. Each space shows its travel cost; an undiscovered slot its
// idol(s) and the compasses to discover it; a discovered one its tile's effect, its guardian and
// the archaeologist standing there. Every space is a button for whatever is decided there.

/** Choice frames whose value is a space (a camp space c0a… or a level I/II site s1…). */
const MAP_SPACE_CHOICES = ["dig_or_discover", "relocate_from", "relocate_to", "return_home", "camp"];
/** Choice frames whose value is a whole site (a camp c0… or s1…). */
const MAP_SITE_CHOICES = ["activate", "guardian", "guardian_from", "guardian_to"];
/** The slots' bands from the top: level II (s9…s12), level I upper (s5…s8), level I lower (s1…s4). */
const MAP_BANDS = [[9, 10, 11, 12], [5, 6, 7, 8], [1, 2, 3, 4]];

/** A board word under ui.arnak.map.*, filled. @param {Ctx} ctx @param {string} key @param {Record<string, any>} [params] */
function mapWord(ctx, key, params) {
  return fill(word(ctx, `map.${key}`), params);
}

/** Resources as words ("1 coin, 2 tablet"; ja "コイン×1・石板×2"). @param {Ctx} ctx @param {Record<string, any>} res */
function mapResText(ctx, res) {
  const parts = [];
  for (const [kind, n] of Object.entries(res || {})) {
    if (kind === "travel") parts.push(mapIconsText(ctx, n));
    else if (n) {
      const name = kind === "discard_card" ? mapWord(ctx, "discard_card") : kind === "idol_from_supply"
        ? named(ctx, "term.idol") : named(ctx, `res.${kind}`);
      parts.push(ctx.lang === "ja" ? `${name}×${n}` : `${n} ${name}`);
    }
  }
  return parts.join(ctx.lang === "ja" ? "・" : ", ") || mapWord(ctx, "free_cost");
}

/** @param {Ctx} ctx @param {string[]} icons */
function mapIconsText(ctx, icons) {
  return icons.map((i) => named(ctx, `icon.${i}`)).join("+");
}

/** The accessible name of a thing that may be a target: the option's words first, then what it is. */
function mapLabel(/** @type {Record<string, any>} */ props, /** @type {string} */ text) {
  return props["aria-label"] ? `${props["aria-label"]} — ${text}` : text;
}

/**
 * Props for one place on the board that several targets can name: the first legal one (else the
 * `why` target, so a refused click asks why) goes on the place itself; every other legal one gets
 * its own small button, so each target is drawn exactly once.
 * @param {Ctx} ctx @param {string[]} targets @param {Action | null} why
 * @param {string} base class names @param {string} text what the place is, for tooltip and screen readers
 */
function mapPlace(ctx, targets, why, base, text) {
  const legal = targets.filter((t) => ctx.entries.has(t));
  const props = targetProps(ctx, legal[0] ?? targets[0], legal.length ? null : why);
  const place = targets[0].split(":")[1];
  // while a travel cost is paid, the place travelled to is marked (its words say so too)
  const travelling = place === travellingTo(ctx) ? mapWord(ctx, "travelling") : null;
  if (travelling) text = `${text}; ${travelling}`;
  const out = { ...props, class: cls(base, props.class, travelling && "is-travelling"),
    title: props.title ? `${text}\n${props.title}` : text, "aria-label": mapLabel(props, text), "data-place": place,
    "data-travelling": travelling };
  const extra = legal.slice(1).map((t) => {
    const p = targetProps(ctx, t);
    const discount = mapDiscountRes(ctx, t);
    return h("button", { type: "button", ...p, class: cls("arnak-map-extra", p.class),
      "aria-label": discount ? `${p["aria-label"]} (−${mapResText(ctx, discount)})` : p["aria-label"] },
    [mapExtraText(ctx, t)]);
  });
  return { props: out, extra };
}

/** The site or camp space whose travel cost is being paid ("" when none). @param {Ctx} ctx */
function travellingTo(ctx) {
  const top = ctx.obs.stack?.at(-1);
  const m = top?.kind === "pay" ? /^(?:dig|discover|overcome) (\S+)$/.exec(top.action || "") : null;
  return m ? m[1] : "";
}

/**
 * A study choice offered with several discounts ("study:5/1"): the discount it uses, as pictures.
 * @param {Ctx} ctx @param {string | undefined} target
 */
function mapDiscount(ctx, target) {
  const discount = mapDiscountRes(ctx, target);
  return discount ? h("span", { class: "arnak-map-discount" }, ["−", resView(ctx, discount)]) : null;
}

/** The discount (resources) a "study:<where>/<i>" choice uses. @param {Ctx} ctx @param {string | undefined} target */
function mapDiscountRes(ctx, target) {
  const m = /^study:[^/]+\/(\d+)$/.exec(target || "");
  if (!m) return null;
  const stack = ctx.obs.stack || [];
  const frame = stack[stack.length - 1] || {};
  return /** @type {Record<string, number> | null} */ ((frame.discounts || [])[Number(m[1])] || null);
}

/** A short word for an extra option chip: what choosing it does. @param {Ctx} ctx @param {string} target */
function mapExtraText(ctx, target) {
  const discount = mapDiscount(ctx, target);
  if (discount) return discount;
  const kind = target.split(":")[0];
  const key = `map.do.${kind}`;
  return ctx.ui[`arnak.${key}`] ? word(ctx, key) : (ctx.entries.get(target) || [])[0]?.label ?? kind;
}

/** An archaeologist in its seat colour. @param {Ctx} ctx @param {number} seat */
function mapMeeple(ctx, seat) {
  const label = mapWord(ctx, "archaeologist_of", { name: seatName(ctx, seat) });
  return s("svg", { viewBox: "0 0 24 24", class: "arnak-map-meeple", role: "img", "aria-label": label,
    "data-seat": String(seat), "data-motion": `arch:${seat}` }, [ // it walks from its player's camp (common/motion.js)
    s("title", { text: label }),
    s("path", { d: "M12 2.5a3.6 3.6 0 1 1 0 7.2 3.6 3.6 0 0 1 0-7.2zM6.5 22l1.3-6.4-3.3 1.2-.9-2.3 5.6-3.7h5.6l5.6 3.7"
      + "-.9 2.3-3.3-1.2L17.5 22h-4l-1.5-4.5L10.5 22z", fill: SEAT_COLORS[seat] ?? "#888", stroke: "#231a10",
    "stroke-width": "1.2", "stroke-linejoin": "round" }),
  ]);
}

/** A guardian: its figure, the cost to overcome it, its boon and its points. @param {Ctx} ctx @param {number} id */
function mapGuardian(ctx, id) {
  const g = ARNAK_BOARD.guardians.find((/** @type {Record<string, any>} */ x) => x.id === id);
  const text = [named(ctx, `guardian.${id}`), named(ctx, `text.guardian.${id}.cost`),
    named(ctx, `text.guardian.${id}.boon`)].join("\n");
  if (!g) return h("span", { class: "arnak-map-guardian", title: text });
  const { travel = [], discard_card: discard = 0, ...res } = g.cost;
  return h("span", { class: "arnak-map-guardian", title: text, "data-guardian": String(id) }, [
    pic("guardian", named(ctx, `guardian.${id}`)),
    h("span", { class: "arnak-map-gcost" }, [
      travel.length > 0 && travelView(ctx, travel),
      discard > 0 && h("span", { class: "arnak-op-pic is-discard", title: mapWord(ctx, "discard_card") },
        [pic("card", mapWord(ctx, "discard_card")), h("b", { class: "arnak-op-mark", "aria-hidden": "true", text: "↓" })]),
      resView(ctx, res),
    ]),
    h("span", { class: "arnak-map-boon", title: named(ctx, `text.guardian.${id}.boon`) },
      [h("span", { class: "arnak-map-boon-mark", text: "⚡" }), stepsView(ctx, g.boon)]),
    h("span", { class: "arnak-map-vp", text: String(ARNAK_BOARD.guardian_vp) }),
  ]);
}

/** The name of a slot: its tile's name and its place, or its place. @param {Ctx} ctx @param {number} n 1…12 @param {number} tile */
function mapSiteName(ctx, n, tile) {
  const level = n <= 8 ? 1 : 2;
  const slot = mapWord(ctx, `slot${level}`, { n: level === 1 ? n : n - 8 });
  return tile ? `${siteName(ctx, `s${n}`)} (${slot})` : slot;
}

/** Who stands there, as words. @param {Ctx} ctx @param {number} who */
function mapWho(ctx, who) {
  if (who === -2) return mapWord(ctx, "blocked");
  if (who >= 0) return mapWord(ctx, "archaeologist_of", { name: seatName(ctx, who) });
  return mapWord(ctx, "free");
}

/** One level I/II slot. @param {Ctx} ctx @param {number} n 1…12 */
function mapSite(ctx, n) {
  const site = ctx.obs.sites[n - 1] || { tile: 0, guardian: 0, idol: "", hidden_idol: false, occupant: -1 };
  const side = ctx.obs.temple;
  const level = n <= 8 ? 1 : 2;
  const id = `s${n}`;
  const travel = ARNAK_BOARD.slots[side][String(level)][level === 1 ? n - 1 : n - 9];
  const mine = ctx.snap.viewer !== null && site.occupant === ctx.snap.viewer;
  const why = !site.tile ? { type: "discover", site: id }
    : mine && site.guardian ? { type: "overcome", site: id } : { type: "dig", site: id };
  const words = [mapSiteName(ctx, n, site.tile), `${mapWord(ctx, "travel")}: ${mapIconsText(ctx, travel)}`];
  /** @type {Child[]} */
  const body = [h("span", { class: "arnak-map-cost" }, [travelView(ctx, travel)])];
  if (!site.tile) {
    const compasses = ARNAK_BOARD.discover_cost[String(level)];
    words.push(mapWord(ctx, "undiscovered"), `${mapWord(ctx, "discover")}: ${mapResText(ctx, { compass: compasses })}`);
    /** @type {Child[]} */
    const idols = [];
    if (site.idol) {
      words.push(`${named(ctx, `idol.${site.idol}`)}: ${named(ctx, `text.idol.${site.idol}`)}`);
      idols.push(h("span", { class: "arnak-map-idol", title: named(ctx, `text.idol.${site.idol}`),
        "data-idol": site.idol }, [pic("idol", named(ctx, `idol.${site.idol}`)), mapIdolBonus(ctx, site.idol)]));
    }
    if (site.hidden_idol) {
      words.push(mapWord(ctx, "hidden_idol"));
      idols.push(h("span", { class: "arnak-map-idol is-hidden", title: mapWord(ctx, "hidden_idol") },
        [pic("idol", mapWord(ctx, "hidden_idol")), h("b", { text: "?" })]));
    }
    body.push(h("span", { class: "arnak-map-idols" }, idols),
      h("span", { class: "arnak-map-discover", title: mapWord(ctx, "discover") }, [
        h("span", { class: "arnak-map-discover-mark", "aria-hidden": "true", text: "⌕" }),
        picCount(ctx, "compass", compasses)]));
  } else {
    const tile = ARNAK_BOARD.site_tiles[String(level)].find((/** @type {Record<string, any>} */ t) => t.id === site.tile);
    const text = named(ctx, `text.site.${level}.${site.tile}`);
    words.push(text);
    body.push(h("span", { class: "arnak-map-effect", title: text, "data-tile": `${level}.${site.tile}` },
      [tile ? stepsView(ctx, tile.effect) : null]));
  }
  if (site.guardian) {
    words.push(`${named(ctx, `guardian.${site.guardian}`)}: ${named(ctx, `text.guardian.${site.guardian}.cost`)}`);
    body.push(mapGuardian(ctx, site.guardian));
  }
  if (site.tile) words.push(mapWho(ctx, site.occupant));
  if (site.occupant >= 0) body.push(h("span", { class: "arnak-map-who" }, [mapMeeple(ctx, site.occupant)]));
  const targets = [`site:${id}`, ...[...MAP_SPACE_CHOICES, ...MAP_SITE_CHOICES].map((k) => `${k}:${id}`)];
  const { props, extra } = mapPlace(ctx, targets, why, cls("arnak-map-space", "arnak-map-slot",
    site.tile ? "is-discovered" : "is-undiscovered", site.occupant >= 0 && "is-occupied",
    site.guardian && "is-guarded"), words.join("; "));
  return h("div", { class: cls("arnak-map-site", `is-level${level}`), "data-site": id }, [
    h("button", { type: "button", ...props }, body),
    extra.length > 0 && h("div", { class: "arnak-map-extras" }, extra),
  ]);
}

/** The bonus an idol gives when its site is discovered, as a picture. @param {Ctx} ctx @param {string} idol */
function mapIdolBonus(ctx, idol) {
  const steps = ARNAK_BOARD.idols.bonus_steps[idol];
  return stepsView(ctx, steps || [{ op: idol }]);
}

/** One camp: its effect (and a guardian moved there), its two spaces. @param {Ctx} ctx @param {number} camp */
function mapCamp(ctx, camp) {
  const spaces = ctx.obs.camps[camp] || [-1, -1];
  const guardian = (ctx.obs.camp_guardians || [])[camp] || 0;
  const site = `c${camp}`;
  const effect = ARNAK_BOARD.camps[camp]?.effect || [];
  const text = named(ctx, `text.camp.${camp}`);
  const mine = ctx.snap.viewer !== null && spaces.includes(ctx.snap.viewer);
  const headWords = [named(ctx, `camp.${camp}`), text];
  if (guardian) headWords.push(`${named(ctx, `guardian.${guardian}`)}: ${named(ctx, `text.guardian.${guardian}.cost`)}`);
  const head = mapPlace(ctx, [`site:${site}`, ...MAP_SITE_CHOICES.map((k) => `${k}:${site}`)],
    guardian && mine ? { type: "overcome", site } : null, cls("arnak-map-camp-head", guardian && "is-guarded"),
    headWords.join("; "));
  const headBody = [
    h("span", { class: "arnak-map-camp-name", text: named(ctx, `camp.${camp}`) }),
    h("span", { class: "arnak-map-effect", title: text }, [stepsView(ctx, effect)]),
    guardian ? mapGuardian(ctx, guardian) : null,
  ];
  // the head is a button only when something is decided there; otherwise a picture with a tooltip
  const headEl = head.props["data-target"] || head.props["data-why"]
    ? h("button", { type: "button", ...head.props }, headBody)
    : h("div", { class: head.props.class, title: head.props.title }, headBody);
  const spaceEls = spaces.map((who, i) => {
    const id = `${site}${"ab"[i]}`;
    const cost = ARNAK_BOARD.camp_space_costs[i];
    const name = mapWord(ctx, `space_${"ab"[i]}`, { camp: named(ctx, `camp.${camp}`) });
    const words = [name, `${mapWord(ctx, "travel")}: ${mapIconsText(ctx, cost)}`, mapWho(ctx, who)].join("; ");
    const place = mapPlace(ctx, [`site:${id}`, ...MAP_SPACE_CHOICES.map((k) => `${k}:${id}`)],
      { type: "dig", site: id },
      cls("arnak-map-space", "arnak-map-campspace", who === -2 && "is-blocked", who >= 0 && "is-occupied"), words);
    return h("div", { class: "arnak-map-campspace-wrap", "data-site": id }, [
      h("button", { type: "button", ...place.props }, [
        h("span", { class: "arnak-map-cost" }, [travelView(ctx, cost)]),
        who === -2 ? h("span", { class: "arnak-map-block", "aria-hidden": "true" }) : null,
        who >= 0 ? mapMeeple(ctx, who) : null,
      ]),
      place.extra.length > 0 && h("div", { class: "arnak-map-extras" }, place.extra),
    ]);
  });
  return h("div", { class: cls("arnak-map-camp", guardian && "is-guarded"), "data-site": site }, [
    headEl, head.extra.length > 0 && h("div", { class: "arnak-map-extras" }, head.extra),
    h("div", { class: "arnak-map-campspaces" }, spaceEls),
  ]);
}

/** The ground under the sites: jungle, a river to the sea, the paths up from the camps. */
function mapTerrain(/** @type {string} */ side) {
  return s("svg", { class: "arnak-map-terrain", viewBox: "0 0 100 100", preserveAspectRatio: "none",
    "aria-hidden": "true", focusable: "false" }, [
    s("rect", { class: "arnak-map-jungle", x: 0, y: 0, width: 100, height: 100 }),
    s("path", { class: "arnak-map-heights", d: "M0 0H100V22C80 30 62 18 45 26S14 22 0 30Z" }),
    s("path", { class: "arnak-map-sea", d: "M100 40C92 46 90 60 94 70S92 92 100 100Z" }),
    s("path", { class: "arnak-map-river", d: side === "snake" ? "M8 0C20 20 4 38 30 50S70 60 96 62"
      : "M20 0C30 18 18 36 42 48S78 58 96 56" }),
    s("path", { class: "arnak-map-path", d: "M10 96C16 80 12 70 20 58S30 34 18 14" }),
    s("path", { class: "arnak-map-path", d: "M50 96C46 82 56 70 50 58S60 36 50 14" }),
    s("path", { class: "arnak-map-path", d: "M90 96C84 82 88 70 80 58S70 36 82 14" }),
  ]);
}

/** @param {Ctx} ctx */
function renderMainBoard(ctx) {
  const side = ctx.obs.temple === "snake" ? "snake" : "bird";
  const bands = MAP_BANDS.map((ids, i) => h("div", { class: cls("arnak-map-band", i === 0 ? "is-level2" : "is-level1"),
    "data-band": i === 0 ? "2" : `1${"ba"[i - 1]}` }, [
    i !== 2 && h("span", { class: "arnak-map-band-name", text: named(ctx, i === 0 ? "term.level2" : "term.level1") }),
    ...ids.map((n) => mapSite(ctx, n)),
  ]));
  const left = ctx.obs.tiles_left || {};
  const pile = (/** @type {string} */ text, /** @type {Child} */ mark, /** @type {number} */ n) =>
    h("span", { class: "arnak-map-pile", title: text, role: "img", "aria-label": text }, [mark, ` ×${n}`]);
  const piles = h("div", { class: "arnak-map-piles" }, [
    ...["1", "2"].map((level) => pile(mapWord(ctx, "tiles_left", { level: named(ctx, `term.level${level}`),
      n: left[level] ?? 0 }), h("b", { text: level === "1" ? "I" : "II" }), left[level] ?? 0)),
    pile(mapWord(ctx, "guardians_left", { n: ctx.obs.guardians_left ?? 0 }), pic("guardian"), ctx.obs.guardians_left ?? 0),
  ]);
  const camps = h("div", { class: "arnak-map-band is-camps", "data-band": "0" },
    ctx.obs.camps.map((/** @type {number[]} */ _, /** @type {number} */ i) => mapCamp(ctx, i)));
  return h("div", { class: cls("arnak-map", `is-${side}`), role: "group", "data-temple": side, "data-roving": "map",
    "aria-label": mapWord(ctx, "board", { temple: named(ctx, `temple.${side}`) }) }, [
    mapTerrain(side),
    h("div", { class: "arnak-map-head" }, [
      h("span", { class: "arnak-map-side", text: named(ctx, `temple.${side}`) }), piles]),
    ...bands, camps,
  ]);
}
// ---------------------------------------------------------------------------------------
// The research track and the temple (arnak/research.js): the Lost Temple on top (arrival scores
// still to take, the face-down bonus stack, the six temple tile stacks), under it the track of the
// chosen side row by row, each space with the cost to enter it, its bonus tile and the tokens
// standing there; the bridges between spaces as lines; beside each row what the magnifying glass
// and the notebook gain on entering it and what the row scores at the end.

/** A research token (glass or notebook) in a seat colour. @param {Ctx} ctx @param {number} seat @param {string} token */
function researchToken(ctx, seat, token) {
  const label = `${seatName(ctx, seat)}: ${named(ctx, `token.${token}`)}`;
  const color = SEAT_COLORS[seat] ?? "#888";
  const shape = token === "glass"
    ? [s("circle", { cx: 10, cy: 10, r: 6.5, fill: color, stroke: "#231a10", "stroke-width": "1.6" }),
      s("circle", { cx: 10, cy: 10, r: 3.2, fill: "#fff", opacity: ".75" }),
      s("path", { d: "M14.8 14.8 21 21", stroke: "#231a10", "stroke-width": "3", "stroke-linecap": "round" })]
    : [s("path", { d: "M5 3h13v18H5z", fill: color, stroke: "#231a10", "stroke-width": "1.6", "stroke-linejoin": "round" }),
      s("path", { d: "M8 3v18M11 8h5M11 12h5", stroke: "#fff", "stroke-width": "1.4", opacity: ".8" })];
  return s("svg", { viewBox: "0 0 24 24", class: cls("arnak-rs-token", `is-${token}`), role: "img", "aria-label": label,
    "data-seat": String(seat), "data-token": token, "data-motion": `marker:${token}:${seat}` },
  [s("title", { text: label }), ...shape]);
}

/** A research cost as pictures (the Snake side's rescue row asks an idol from the crates). @param {Ctx} ctx */
function researchCost(ctx, /** @type {Record<string, number>} */ cost) {
  const { idol_from_supply: idol = 0, ...res } = cost;
  return h("span", { class: "arnak-rs-cost" },
    [idol > 0 && pic("idol", mapWord(ctx, "idol_from_supply")), resView(ctx, res)]);
}

/** A bonus tile. @param {Ctx} ctx @param {string} tile @param {Record<string, any>} [props] @param {string} [tag] */
function researchBonus(ctx, tile, props = {}, tag = "span") {
  const text = `${named(ctx, `bonus.${tile}`)}: ${named(ctx, `text.bonus.${tile}`)}`;
  const steps = { coin: [{ op: "gain", res: { coin: 1 } }], compass: [{ op: "gain", res: { compass: 1 } }],
    tablet: [{ op: "gain", res: { tablet: 1 } }], exile_card: [{ op: "exile" }], draw: [{ op: "draw", n: 1 }],
    upgrade: [{ op: "upgrade" }] }[tile];
  return h(tag, { ...(tag === "button" ? { type: "button" } : {}), ...props, class: cls("arnak-rs-bonus", props.class),
    title: props.title ? `${text}\n${props.title}` : text, "aria-label": mapLabel(props, text), "data-bonus": tile },
  [stepsView(ctx, steps || [])]);
}

/** The bonus tiles lying at a place; the ones being chosen from carry the bonus:<tile> target. @param {Ctx} ctx */
function researchBonuses(ctx, /** @type {string[]} */ tiles, /** @type {boolean} */ choosing) {
  const done = new Set();
  return tiles.map((tile) => {
    const target = `bonus:${tile}`;
    if (choosing && !done.has(tile) && ctx.entries.has(target)) {
      done.add(tile);
      return researchBonus(ctx, tile, targetProps(ctx, target), "button");
    }
    return researchBonus(ctx, tile);
  });
}

/** Where the top decision is "choose a bonus tile", its place ("temple" or a space id). @param {Ctx} ctx */
function researchBonusKey(ctx) {
  const stack = ctx.obs.stack || [];
  const top = stack[stack.length - 1];
  return top && top.kind === "bonus" ? String(top.key) : null;
}

/** Legal study:<where>/<discount> targets that name this place. @param {Ctx} ctx @param {string} where */
function researchStudy(ctx, where) {
  return [...ctx.entries.keys()].filter((t) => t.startsWith("study:") && t.slice(6).split("/")[0] === where).sort();
}

/** One space of the track. @param {Ctx} ctx @param {Record<string, any>} sp @param {number} x @param {number} y */
function researchSpace(ctx, sp, x, y, /** @type {string | null} */ bonusKey) {
  const id = sp.id;
  const tokens = [];
  ctx.obs.players.forEach((/** @type {Record<string, any>} */ p, /** @type {number} */ seat) => {
    if (p.glass === id) tokens.push(researchToken(ctx, seat, "glass"));
    if (p.notebook === id) tokens.push(researchToken(ctx, seat, "notebook"));
  });
  const words = id === 0 ? [mapWord(ctx, "start")] : [sp.temple ? named(ctx, "term.lost_temple")
    : mapWord(ctx, "space", { n: id }), `${mapWord(ctx, "cost")}: ${mapResText(ctx, sp.cost)}`];
  if (tokens.length) words.push(tokens.map((t) => t.getAttribute("aria-label")).join(", "));
  const place = mapPlace(ctx, [`research:${id}`, ...researchStudy(ctx, String(id))],
    id === 0 ? null : { type: "research", space: id }, cls("arnak-rs-space", id === 0 && "is-start",
      sp.temple && "is-temple-gate"), words.join("; "));
  const tiles = (ctx.obs.bonus || {})[String(id)] || [];
  const extra = [];
  if (sp.assistant_rescue_space) {
    const n = ctx.obs.rescue?.count ?? 0;
    extra.push(h("span", { class: "arnak-rs-rescue", title: mapWord(ctx, "rescue", { n }) },
      [pic("assistant", mapWord(ctx, "rescue", { n })), `×${n}`]));
  }
  return h("div", { class: "arnak-rs-cell", "data-space": String(id), style: `left:${x}%;top:${y}%` }, [
    h("button", { type: "button", ...place.props }, [
      h("span", { class: "arnak-rs-id", text: id === 0 ? mapWord(ctx, "start") : String(id) }),
      id === 0 ? null : researchCost(ctx, sp.cost),
      mapDiscount(ctx, place.props["data-target"]),
    ]),
    (tiles.length > 0 || extra.length > 0) && h("div", { class: "arnak-rs-tiles" },
      [...researchBonuses(ctx, tiles, bonusKey === String(id)), ...extra]),
    tokens.length > 0 && h("div", { class: "arnak-rs-tokens" }, tokens),
    place.extra.length > 0 && h("div", { class: "arnak-map-extras" }, place.extra),
  ]);
}

/** What the row gives each token, and its points. @param {Ctx} ctx @param {string} side @param {number} row */
function researchRowInfo(ctx, side, row) {
  const rows = ARNAK_BOARD.research[side].rows;
  if (row === 0) return h("div", { class: "arnak-rs-row is-start" }, [h("span", { class: "arnak-rs-rownum", text: "0" })]);
  if (!rows[String(row)]) {
    const vp = ARNAK_BOARD.temple_arrival_vp;
    return h("div", { class: "arnak-rs-row is-temple", title: mapWord(ctx, "temple_row", { vp: vp.join("/") }) }, [
      h("span", { class: "arnak-rs-rownum", text: String(row) }),
      h("span", { class: "arnak-rs-eff" }, [pic("research", named(ctx, "token.glass")),
        h("span", { class: "arnak-rs-vp", text: String(vp[0]) })]),
    ]);
  }
  const info = rows[String(row)];
  return h("div", { class: "arnak-rs-row", "data-row": String(row) }, [
    h("span", { class: "arnak-rs-rownum", text: String(row) }),
    ...["glass", "notebook"].map((token) => h("span", { class: cls("arnak-rs-eff", `is-${token}`),
      title: named(ctx, `text.research.${side}.${row}.${token}`), "data-token": token }, [
      h("span", { class: "arnak-rs-which", "aria-hidden": "true" }, [researchTokenMark(token)]),
      stepsView(ctx, info[token].effect),
      h("span", { class: "arnak-rs-vp", title: mapWord(ctx, "vp", { n: info[token].vp }), text: String(info[token].vp) }),
    ])),
  ]);
}

/** A plain token outline (which token a row effect is for). @param {string} token */
function researchTokenMark(token) {
  return s("svg", { viewBox: "0 0 24 24", class: "arnak-rs-mark", "aria-hidden": "true", focusable: "false" },
    token === "glass"
      ? [s("circle", { cx: 10, cy: 10, r: 6.5, fill: "#fff", stroke: "#231a10", "stroke-width": "2" }),
        s("path", { d: "M14.8 14.8 21 21", stroke: "#231a10", "stroke-width": "3", "stroke-linecap": "round" })]
      : [s("path", { d: "M5 3h13v18H5z", fill: "#fff", stroke: "#231a10", "stroke-width": "2", "stroke-linejoin": "round" }),
        s("path", { d: "M8 3v18", stroke: "#231a10", "stroke-width": "1.6" })]);
}

/** The Lost Temple: arrival scores, the bonus stack, the temple tile stacks. @param {Ctx} ctx @param {string} side */
function researchTemple(ctx, side, /** @type {string | null} */ bonusKey) {
  const all = ARNAK_BOARD.temple_arrival_vp;
  const left = (ctx.obs.arrivals || []).length;
  const arrivals = all.map((/** @type {number} */ vp, /** @type {number} */ i) => {
    const rank = i + 1;
    const who = ctx.obs.players.findIndex((/** @type {Record<string, any>} */ p) => p.temple_rank === rank);
    const taken = i < all.length - left;
    const text = taken && who >= 0 ? mapWord(ctx, "arrived", { name: seatName(ctx, who), vp })
      : mapWord(ctx, "arrival", { vp });
    return h("span", { class: cls("arnak-rs-arrival", taken && "is-taken"), title: text, role: "img", "aria-label": text,
      style: who >= 0 ? `--seat:${SEAT_COLORS[who]}` : null }, [String(vp)]);
  });
  const tiles = bonusKey === "temple" ? ctx.obs.temple_bonus || [] : [];
  const count = typeof ctx.obs.bonus?.temple === "number" ? ctx.obs.bonus.temple : tiles.length;
  const stackText = mapWord(ctx, "bonus_stack", { n: count });
  const bonus = h("div", { class: "arnak-rs-bstack", title: stackText }, tiles.length
    ? researchBonuses(ctx, tiles, true)
    : [h("span", { class: "arnak-rs-facedown", role: "img", "aria-label": stackText }, [`×${count}`])]);
  const costs = ARNAK_BOARD.research[side].temple_costs;
  const stacks = ARNAK_BOARD.temple_tiles.map((/** @type {Record<string, any>} */ t, /** @type {number} */ i) => {
    const cost = /** @type {Record<string, number>} */ ({});
    for (const letter of t.pay) for (const [k, v] of Object.entries(costs[letter])) cost[k] = (cost[k] || 0) + v;
    const n = (ctx.obs.temple_stacks || [])[i] ?? 0;
    const owners = ctx.obs.players.flatMap((/** @type {Record<string, any>} */ p, /** @type {number} */ seat) =>
      (p.temple_tiles || []).filter((/** @type {number} */ x) => x === i).map(() => seat));
    const words = [named(ctx, `temple_tile.${i}`), named(ctx, `text.temple_tile.${side}.${i}`),
      mapWord(ctx, "left", { n })];
    const place = mapPlace(ctx, [`temple:${i}`, ...researchStudy(ctx, `t${i}`)], { type: "temple", stack: i },
      cls("arnak-rs-stack", `is-${t.color}`, n === 0 && "is-empty"), words.join("; "));
    return h("div", { class: "arnak-rs-stack-wrap", "data-stack": String(i) }, [
      h("button", { type: "button", ...place.props }, [
        h("span", { class: "arnak-rs-stack-vp", text: String(t.vp) }),
        h("span", { class: "arnak-rs-stack-cost" }, [resView(ctx, cost)]),
        h("span", { class: "arnak-rs-stack-n", text: `×${n}` }),
        mapDiscount(ctx, place.props["data-target"]),
      ]),
      owners.length > 0 && h("span", { class: "arnak-rs-owners" }, owners.map((seat) => h("span", {
        class: "arnak-rs-owner", style: `--seat:${SEAT_COLORS[seat]}`, title: seatName(ctx, seat) }))),
      place.extra.length > 0 && h("div", { class: "arnak-map-extras" }, place.extra),
    ]);
  });
  return h("div", { class: "arnak-rs-temple", role: "group", "aria-label": named(ctx, "term.lost_temple") }, [
    h("div", { class: "arnak-rs-temple-head" }, [
      researchTempleArt(),
      h("span", { class: "arnak-rs-temple-name", text: named(ctx, "term.lost_temple") }),
      h("span", { class: "arnak-rs-arrivals" }, arrivals),
      bonus,
    ]),
    h("div", { class: "arnak-rs-stacks" }, stacks),
  ]);
}

/** A small stepped temple. */
function researchTempleArt() {
  return s("svg", { viewBox: "0 0 40 28", class: "arnak-rs-temple-art", "aria-hidden": "true", focusable: "false" }, [
    s("path", { d: "M2 27h36v-5H2zM6 22h28v-5H6zM10 17h20v-5H10zM14 12h12V7H14zM17 7h6V2h-6z", fill: "#c9a35a",
      stroke: "#5a4022", "stroke-width": "1.2", "stroke-linejoin": "round" }),
    s("path", { d: "M18 27v-4h4v4", fill: "#3b2a14" }),
  ]);
}

/** @param {Ctx} ctx */
function renderResearch(ctx) {
  const side = ctx.obs.temple === "snake" ? "snake" : "bird";
  const track = ARNAK_BOARD.research[side];
  const rows = Math.max(...track.spaces.map((/** @type {Record<string, any>} */ sp) => sp.row)) + 1;
  const bonusKey = researchBonusKey(ctx);
  /** @type {Map<number, [number, number]>} */
  const where = new Map();
  for (let row = 0; row < rows; row++) {
    const inRow = track.spaces.filter((/** @type {Record<string, any>} */ sp) => sp.row === row);
    inRow.forEach((/** @type {Record<string, any>} */ sp, /** @type {number} */ i) =>
      where.set(sp.id, [Math.round((i + 0.5) / inRow.length * 1000) / 10,
        Math.round((rows - 1 - row + 0.5) / rows * 1000) / 10]));
  }
  const bridges = s("svg", { class: "arnak-rs-bridges", viewBox: "0 0 100 100", preserveAspectRatio: "none",
    "aria-hidden": "true", focusable: "false" });
  for (const sp of track.spaces) {
    const [x1, y1] = where.get(sp.id) || [0, 0];
    for (const next of sp.next) {
      const [x2, y2] = where.get(next) || [0, 0];
      bridges.append(s("line", { x1, y1, x2, y2, "vector-effect": "non-scaling-stroke",
        "data-bridge": `${sp.id}-${next}` }));
    }
  }
  const cells = track.spaces.map((/** @type {Record<string, any>} */ sp) => {
    const [x, y] = where.get(sp.id) || [0, 0];
    return researchSpace(ctx, sp, x, y, bonusKey);
  });
  const infos = Array.from({ length: rows }, (_, i) => researchRowInfo(ctx, side, rows - 1 - i));
  return h("div", { class: cls("arnak-research", `is-${side}`), role: "group", "data-temple": side, "data-roving": "research",
    "aria-label": mapWord(ctx, "research", { temple: named(ctx, `temple.${side}`) }), style: `--rows:${rows}` }, [
    researchTemple(ctx, side, bonusKey),
    h("div", { class: "arnak-rs-track" }, [
      h("div", { class: "arnak-rs-rows" }, infos),
      h("div", { class: "arnak-rs-field" }, [bridges, ...cells]),
    ]),
  ]);
}
// ---------------------------------------------------------------------------------------
// The card row under the moon staff, and the supply board (arnak/row.js): artifacts left of the
// staff, items right of it (nearest the staff first), the decks with a revealed top card, the
// exile piles; then the supply: the three assistant stacks, the rescue space (Snake side),
// guardians and site tiles left, the Fear supply.

/**
 * An assistant tile: silver or gold side, ready or exhausted, its effect as pictures.
 * @param {Ctx} ctx @param {number} id @param {{gold?: boolean, ready?: boolean, targets?: string[], why?: Action | null,
 *   count?: number, extra?: string}} [opts]
 */
function assistantTile(ctx, id, opts = {}) {
  const gold = Boolean(opts.gold);
  const ready = opts.ready !== false;
  const info = /** @type {any} */ (ARNAK_BOARD).assistants.find((/** @type {any} */ a) => a.id === id);
  const words = assistantWords(ctx, id, gold);
  const state = ready ? word(ctx, "ready") : word(ctx, "exhausted");
  const base = { type: "button", class: cls("arnak-assistant", gold ? "is-gold" : "is-silver", !ready && "is-exhausted",
    opts.extra), "data-assistant": String(id), title: `${words} (${state})`, "aria-label": `${words} (${state})`,
  "data-key": `asst:${id}` };
  const props = opts.targets?.length ? optionProps(ctx, opts.targets, opts.why ?? null, base) : base;
  if (props.title !== base.title) props.title = `${props.title}\n${base.title}`;
  return h("button", props, [
    h("span", { class: "arnak-assistant-head" }, [pic("assistant"), h("b", { text: String(id) }),
      info && !info.main && pic("lightning", word(ctx, "lightning"), "arnak-mini-bolt"),
      opts.count !== undefined && h("span", { class: "arnak-count", text: `×${opts.count}` })]),
    info && stepsView(ctx, info[gold ? "gold" : "silver"]),
  ]);
}

/** @param {Ctx} ctx */
function renderRow(ctx) {
  const { obs } = ctx;
  const rowTargets = (/** @type {string} */ c) => [`card:${c}`, `purchase:${c}`, `take:${c}`];
  // a row card opens large as a hand card does: its effect in words, cost, VP, travel and its options
  const rowCard = (/** @type {string} */ c) => cardView(ctx, c, { targets: rowTargets(c), why: { type: "buy", card: c },
    size: "row", zoom: true });
  const deck = (/** @type {"artifact" | "item"} */ kind) => {
    const n = obs[`${kind}_deck`];
    const top = obs.revealed?.[kind];
    return h("div", { class: cls("arnak-deck", `is-${kind}`), "data-deck": kind }, [
      h("span", { class: "arnak-deck-back", title: word(ctx, "deck_n", { n }) }, [
        h("b", { text: String(n) }), h("small", { text: word(ctx, kind === "item" ? "items" : "artifacts") })]),
      top && h("div", { class: "arnak-revealed", title: word(ctx, "revealed") }, [
        h("small", { text: word(ctx, "revealed") }), rowCard(top)]),
    ]);
  };
  const exiled = (/** @type {string[]} */ cards, /** @type {string} */ kind) => {
    const taking = ctx.obs.phase === "take" && cards.some((c) => ctx.entries.has(`take:${c}`));
    const count = [pic("exile"), `${word(ctx, kind === "item" ? "items" : "artifacts")} · `, word(ctx, "exiled_n", { n: cards.length })];
    if (taking) {  // the exiled cards are options: all in sight
      return h("div", { class: "arnak-exile-pile", "data-exile": kind }, [h("span", { class: "arnak-exile-count" }, count),
        h("div", { class: "arnak-cards" }, [...new Set(cards)].map((c) => cardView(ctx, c, { targets: [`take:${c}`], size: "mini" })))]);
    }
    // exiled cards are public: the pile opens to show them
    return cards.length ? fold(ctx, `exile:${kind}`, { class: "arnak-exile-pile", "data-exile": kind }, count,
      [h("div", { class: "arnak-cards is-mini" }, cards.map((c) => cardView(ctx, c, { targets: [], size: "mini", still: true })))])
      : h("div", { class: "arnak-exile-pile", "data-exile": kind }, [h("span", { class: "arnak-exile-count" }, count)]);
  };
  const artifacts = [...obs.row_artifacts].reverse(); // nearest the staff on the right, next to it
  const staff = h("div", { class: "arnak-staff", "data-round": String(obs.round),
    title: word(ctx, "moon_staff", { n: obs.round }) }, [
    pic("staff", named(ctx, "term.moon_staff")),
    h("b", { class: "arnak-staff-round", text: String(obs.round) }),
    h("span", { class: "arnak-staff-dots", "aria-hidden": "true" }, [1, 2, 3, 4, 5].map((r) => h("i",
      { class: cls(r < obs.round && "is-past", r === obs.round && "is-now") }))),
  ]);
  const row = h("div", { class: "arnak-row", role: "group", "aria-label": word(ctx, "row"), "data-roving": "row" }, [
    h("div", { class: "arnak-row-side is-artifacts" }, [deck("artifact"),
      h("div", { class: "arnak-cards", "aria-label": word(ctx, "artifacts") }, artifacts.map(rowCard))]),
    staff,
    h("div", { class: "arnak-row-side is-items" }, [
      h("div", { class: "arnak-cards", "aria-label": word(ctx, "items") }, obs.row_items.map(rowCard)), deck("item")]),
  ]);
  return h("div", { class: "arnak-row-box" }, [
    h("h2", { class: "arnak-part-title" }, [word(ctx, "row"),
      h("span", { class: "arnak-chip", text: word(ctx, "round_of", { n: obs.round }) })]),
    row,
    h("div", { class: "arnak-exiles" }, [exiled(obs.artifact_exile, "artifact"), exiled(obs.item_exile, "item")]),
    renderSupply(ctx),
  ]);
}

/** The supply board: assistants, rescue space, guardians, site tiles, Fear. @param {Ctx} ctx */
function renderSupply(ctx) {
  const { obs } = ctx;
  const supplyTargets = (/** @type {number} */ id) => [`recruit:${id}`, `supply_use:${id}`, `swap_supply:${id}`];
  const stacks = obs.supply.map((/** @type {{top: number | null, count: number}} */ st, /** @type {number} */ i) =>
    h("div", { class: "arnak-stack", "data-stack": String(i) }, [
      st.top !== null ? assistantTile(ctx, st.top, { targets: supplyTargets(st.top), count: st.count })
        : h("span", { class: "arnak-empty", text: word(ctx, "empty") }),
    ]));
  const rescue = obs.rescue;
  const rescueBox = obs.temple === "snake" && h("div", { class: "arnak-rescue", "data-rescue": "" }, [
    h("small", { text: named(ctx, "term.rescue_space") }),
    rescue.all ? h("div", { class: "arnak-cards" }, [...new Set(/** @type {number[]} */ (rescue.all))].map((id) =>
      assistantTile(ctx, id, { targets: [`rescue:${id}`], ready: false })))
      : rescue.top !== null ? assistantTile(ctx, rescue.top, { targets: [`rescue:${rescue.top}`], count: rescue.count, ready: false })
        : h("span", { class: "arnak-empty", text: word(ctx, "empty") }),
  ]);
  const fearLeft = obs.options?.fear_tiles ? null : "∞";
  return h("div", { class: "arnak-supply", role: "group", "aria-label": word(ctx, "supply"), "data-roving": "supply" }, [
    h("div", { class: "arnak-supply-assistants" }, [h("small", { text: word(ctx, "assistant_stacks") }),
      h("div", { class: "arnak-stacks" }, stacks)]),
    rescueBox,
    h("div", { class: "arnak-supply-counts" }, [
      h("span", { class: "arnak-count-chip", title: word(ctx, "guardians_left", { n: obs.guardians_left }) }, [
        pic("guardian"), h("b", { text: String(obs.guardians_left) }), h("small", { text: word(ctx, "guardians") })]),
      ...["1", "2"].map((lv) => h("span", { class: "arnak-count-chip", "data-tiles": lv,
        title: word(ctx, "level_n", { n: lv === "1" ? "I" : "II", count: obs.tiles_left[lv] }) }, [
        pic("site"), h("b", { text: String(obs.tiles_left[lv]) }), h("small", { text: named(ctx, `term.level${lv}`) })])),
      h("span", { class: "arnak-count-chip", title: fearLeft ? word(ctx, "fear_endless") : word(ctx, "fear_supply") }, [
        pic("fear"), h("b", { text: fearLeft || "" }), h("small", { text: word(ctx, "fear_supply") })]),
    ]),
  ]);
}
// ---------------------------------------------------------------------------------------
// Every player's area (arnak/players.js), in the seat's colour, the viewer first: name and
// state, resources, archaeologists at home, hand, paying and play areas, deck, idols and the
// idol slots, guardians with their boons, assistants, research, temple and bonus tiles.

const RESOURCES = ["coin", "compass", "tablet", "arrowhead", "jewel"];

/** The seats from the viewer on, in turn order. @param {Ctx} ctx */
function seatOrder(ctx) {
  const n = ctx.obs.players.length;
  const start = ctx.snap.viewer ?? ctx.obs.first ?? 0;
  return Array.from({ length: n }, (_, i) => (start + i) % n);
}

/** @param {Ctx} ctx */
function renderPlayers(ctx) {
  const { obs, snap } = ctx;
  // another player's area has no options: it is drawn again only when that player's things change
  const own = new Set([...(ctx.me?.hand || []), ...(ctx.me?.play || [])]);
  const kinds = targetKinds(["card", "exile", "discard", "keep", "unkeep", "earring_keep", "upgrade", "plane", "idol", "guardian",
    "assistant", "assistant_up", "refresh", "swap_own"]);
  // the viewer's own options: its cards (not the row's), resources, idol slots, boons, assistants
  const viewers = (/** @type {string} */ t) => kinds(t) && (!t.startsWith("card:") || own.has(t.slice(5)));
  return seatOrder(ctx).map((seat) => memoPart(ctx, `player:${seat}`, seat === snap.viewer ? viewers : () => false,
    [obs.players[seat], snap.seats[seat], obs.first, obs.temple, obs.options, snap.to_act.includes(seat) && !snap.result,
      seat === snap.viewer && obs.phase, snap.sheets?.[seat]], () => renderPlayer(ctx, seat)));
}

/** The seat's points so far (the running score), its categories in the tooltip. @param {Ctx} ctx @param {number} seat */
function scoreChip(ctx, seat) {
  const sheet = /** @type {Record<string, number> | undefined} */ (ctx.snap.sheets?.[seat]);
  if (!sheet || ctx.snap.result) return null;
  const total = sheetTotal(sheet);
  const said = `${word(ctx, "points_now", { n: total })}: ${SCORE_ROWS.map((row) => `${word(ctx, `score.${row}`)} ${sheet[row]}`).join(", ")}`;
  return h("span", { class: "arnak-chip is-score", title: said, "aria-label": said, "data-score": String(total) },
    [pic("vp"), h("b", { text: String(total) })]);
}

/** The viewer's deck, opened: what it holds (its order stays hidden), sorted. @param {Ctx} ctx @param {any} p */
function deckCards(ctx, p) {
  const rest = [...p.unseen];
  for (const c of [...p.hand, ...(p.keeping || []), ...drawnNow(ctx)]) rest.splice(rest.indexOf(c), 1);
  return rest;
}

/** Cards the viewer has drawn into an open decision (an earring's draw): neither hand nor deck. @param {Ctx} ctx */
function drawnNow(ctx) {
  const seat = ctx.snap.viewer;
  return ctx.obs.stack.filter((/** @type {any} */ f) => f.seat === seat).flatMap((/** @type {any} */ f) => f.drawn || []);
}

/** @param {Ctx} ctx @param {number} seat */
function renderPlayer(ctx, seat) {
  const { obs, snap } = ctx;
  const p = obs.players[seat];
  const mine = seat === snap.viewer;
  const info = snap.seats[seat];
  const acting = snap.to_act.includes(seat) && !snap.result;
  const sideBits = [
    h("span", { class: "arnak-seat-dot", "aria-hidden": "true" }),
    h("span", { class: "arnak-player-name", text: seatName(ctx, seat) }),
    mine && h("span", { class: "arnak-chip", text: word(ctx, "you") }),
    h("span", { class: "arnak-chip is-kind", title: info?.kind === "bot" ? `${word(ctx, "bot")} ${info.bot ?? ""}` : word(ctx, "human") },
      [icon(info?.kind === "bot" ? "bot" : "human"), word(ctx, info?.kind === "bot" ? "bot" : "human")]),
    seat === obs.first && h("span", { class: "arnak-chip is-first", title: word(ctx, "first_player") },
      [pic("first"), word(ctx, "first_player")]),
    acting && h("span", { class: "arnak-turn", text: word(ctx, "to_act") }),
    p.passed && h("span", { class: "arnak-chip is-passed", text: word(ctx, "passed") }),
    scoreChip(ctx, seat),
  ];
  return h("section", { class: cls("arnak-player", mine && "is-me", acting && "is-acting", p.passed && "is-passed"),
    "data-seat": String(seat), style: `--pc:${SEAT_COLORS[seat]}`, "aria-label": seatName(ctx, seat),
    "data-motion-frame": `player:${seat}` }, [
    h("h3", { class: "arnak-player-head" }, sideBits),
    h("div", { class: "arnak-player-body" }, [
      resourcesView(ctx, seat, p, mine),
      handView(ctx, seat, p, mine),
      p.paying.length > 0 && zoneCards(ctx, word(ctx, "paying"), p.paying, mine, "paying", null, seat),
      // the round end's keep: the cards set aside so far (only their owner sees them), each a way back to the hand
      p.keeping?.length > 0 && zoneCards(ctx, word(ctx, "keeping"), p.keeping, mine, "keeping", (c) => [`unkeep:${c}`], seat),
      zoneCards(ctx, word(ctx, "play_area"), p.play, mine, "play", mine ? (c) => [`exile:play:${c}`] : null,
        seat),
      h("div", { class: "arnak-player-grid", "data-roving": `player:${seat}` }, [
        idolsView(ctx, seat, p, mine),
        guardiansView(ctx, p, mine),
        assistantsView(ctx, p, mine),
        researchView(ctx, p),
      ]),
    ]),
  ]);
}

/** Resources, archaeologists, deck; the "2 coins → plane" button beside the coins. @param {Ctx} ctx @param {number} seat @param {any} p @param {boolean} mine */
function resourcesView(ctx, seat, p, mine) {
  const chips = RESOURCES.map((res) => {
    const label = `${p.res[res] ?? 0} ${named(ctx, `res.${res}`)}`;
    const base = { class: cls("arnak-res-chip", `is-${res}`), title: label, "aria-label": label, "data-res": res };
    /** @type {Record<string, any>} */
    const props = mine && ctx.entries.has(`upgrade:${res}`) ? optionProps(ctx, [`upgrade:${res}`], null, { ...base, type: "button" }) : base;
    return h(props.type ? "button" : "span", props, [pic(res), h("b", { text: String(p.res[res] ?? 0) })]);
  });
  const plane = mine && (ctx.entries.has("plane") || ctx.obs.phase === "pay") && h("button", optionProps(ctx, ["plane"],
    { type: "plane" }, { type: "button", class: "arnak-plane", title: named(ctx, "term.hire_pilot") }), [
    pic("coin"), pic("coin"), h("span", { "aria-hidden": "true", text: "→" }), pic("plane"),
    h("span", { class: "arnak-plane-text", text: word(ctx, "plane_here") })]);
  const total = /** @type {any} */ (ARNAK_BOARD).setup.archaeologists;
  const home = h("span", { class: "arnak-home", title: word(ctx, "archaeologists", { n: p.home, of: total }),
    role: "img", "aria-label": word(ctx, "archaeologists", { n: p.home, of: total }) },
  Array.from({ length: total }, (_, i) => (i < p.home ? moving(pic("archaeologist", undefined, "is-home"), `arch:${seat}`)
    : pic("archaeologist", undefined, "is-out"))));
  const chip = [pic("card"), h("b", { text: String(p.deck_count) })];
  const deck = mine && p.deck_count > 0
    ? fold(ctx, "deck", { class: "arnak-deck-fold", title: word(ctx, "deck_count", { n: p.deck_count }) }, chip,
      [h("div", { class: "arnak-cards is-mini", "data-deck-cards": "" }, deckCards(ctx, p).map((c) => cardView(ctx, c, { targets: [], size: "mini", still: true })))])
    : h("span", { class: "arnak-deck-chip", title: word(ctx, "deck_count", { n: p.deck_count }) }, chip);
  return h("div", { class: "arnak-res-row" }, [h("div", { class: "arnak-res-chips" }, [...chips, plane]), home, deck,
    p.war_mask && h("span", { class: "arnak-chip", title: word(ctx, "war_mask"), text: cardName(ctx, "A3") }),
    p.ocarina && h("span", { class: "arnak-chip", title: word(ctx, "ocarina") }, [pic("plane"), cardName(ctx, "A13")]),
    ctx.obs.options?.fear_tiles && p.fear_tiles > 0 && h("span", { class: "arnak-chip", text: word(ctx, "fear_tiles", { n: p.fear_tiles }) }),
  ]);
}

/** The hand: the viewer's cards (each an option where legal, each can be opened large); others' a count. */
function handView(/** @type {Ctx} */ ctx, /** @type {number} */ seat, /** @type {any} */ p, /** @type {boolean} */ mine) {
  if (!mine || !p.hand) {
    return h("div", { class: "arnak-zone is-hand", "data-zone": "hand" }, [
      h("span", { class: "arnak-zone-title", text: word(ctx, "hand_n", { n: p.hand_count }) }),
      // another's hand: its cards travel by position only (common/motion.js), to the play area face up
      h("span", { class: "arnak-backs", "aria-hidden": "true" },
        Array.from({ length: p.hand_count }, () => h("i", { "data-motion": `back:${seat}` }))),
    ]);
  }
  // what the decision asks about the card comes first; a free play of it, open during that decision, is its small
  // lightning button
  const asked = (/** @type {string} */ c) => [`exile:hand:${c}`, `discard:${c}`, `keep:${c}`, `earring_keep:${c}`];
  const view = (/** @type {string} */ c) => {
    const both = asked(c).some((t) => ctx.entries.has(t)) && ctx.entries.has(`card:${c}`);
    return cardView(ctx, c, { targets: both ? asked(c) : [`card:${c}`, ...asked(c)], also: both ? `card:${c}` : undefined,
      why: { type: ctx.obs.phase === "pay" ? "pay" : "play", card: c }, size: "hand", zoom: true });
  };
  return h("div", { class: "arnak-zone is-hand is-mine", "data-zone": "hand" }, [
    h("span", { class: "arnak-zone-title", text: word(ctx, "hand_n", { n: p.hand.length }) }),
    h("div", { class: "arnak-cards is-hand", "data-roving": "hand" }, p.hand.map(view)),
  ]);
}

/** A zone of small cards (play area, paying area). */
function zoneCards(/** @type {Ctx} */ ctx, /** @type {string} */ title, /** @type {string[]} */ cards, /** @type {boolean} */ mine,
  /** @type {string} */ zone, /** @type {((c: string) => string[]) | null} */ targets, /** @type {number} */ seat) {
  return h("div", { class: cls("arnak-zone", `is-${zone}`), "data-zone": zone, "data-roving": zone }, [
    h("span", { class: "arnak-zone-title", text: `${title}: ${cards.length}` }),
    h("div", { class: "arnak-cards is-mini" }, cards.map((c) => {
      const card = cardView(ctx, c, { targets: typeof targets === "function" ? targets(c) : [], size: "mini" });
      if (!mine) card.setAttribute("data-motion-from", `back:${seat}`); // played from a hidden hand (common/motion.js)
      return card;
    })),
  ]);
}

/** Idols in crates, the 4 slots, and (the viewer's) the idol-slot tile with its five options. */
function idolsView(/** @type {Ctx} */ ctx, /** @type {number} */ seat, /** @type {any} */ p, /** @type {boolean} */ mine) {
  const idols = /** @type {any} */ (ARNAK_BOARD).idols;
  const slots = idols.slot_vp.map((/** @type {number} */ vp, /** @type {number} */ i) => h("span", {
    class: cls("arnak-slot", i < p.slots && "is-filled"), title: i < p.slots ? word(ctx, "slot_used") : word(ctx, "slot_empty", { vp }) },
  [i < p.slots ? pic("idol") : h("b", { text: String(vp) })]));
  const options = idols.slot_options.map((/** @type {any[]} */ steps, /** @type {number} */ i) => {
    const text = named(ctx, `text.idol_slot.${i}`);
    return h("button", optionProps(ctx, [`idol:${i}`], { type: "idol", option: i }, { type: "button", class: "arnak-idol-option",
      title: text, "aria-label": text, "data-idol-option": String(i) }), [stepsView(ctx, steps)]);
  });
  return h("div", { class: "arnak-box is-idols" }, [
    h("span", { class: "arnak-box-title", text: word(ctx, "idols") }),
    h("span", { class: "arnak-crates", title: word(ctx, "idols_crates", { n: p.idols }) }, [pic("crate"),
      ...Array.from({ length: p.idols }, () => pic("idol")), h("b", { text: `×${p.idols}` })]),
    h("div", { class: "arnak-slots", title: named(ctx, "term.idol_slots") }, slots),
    mine && h("div", { class: "arnak-idol-tile", role: "group", "aria-label": word(ctx, "idol_slots") }, options),
  ]);
}

/** Overcome guardians: their boon (a free action or a travel icon), used or not. */
function guardiansView(/** @type {Ctx} */ ctx, /** @type {any} */ p, /** @type {boolean} */ mine) {
  const boards = /** @type {any} */ (ARNAK_BOARD).guardians;
  return h("div", { class: "arnak-box is-guardians" }, [
    h("span", { class: "arnak-box-title", text: `${word(ctx, "guardians")}: ${p.guardians.length}` }),
    h("div", { class: "arnak-tiles" }, p.guardians.map((/** @type {number} */ id) => {
      const used = p.boons_used.includes(id);
      const g = boards.find((/** @type {any} */ x) => x.id === id);
      const label = `${guardianWords(ctx, id)} (${word(ctx, used ? "boon_used" : "boon_ready")})`;
      const base = { type: "button", class: cls("arnak-guardian", used && "is-used"), title: label, "aria-label": label,
        "data-guardian": String(id) };
      return h("button", mine ? optionProps(ctx, [`guardian:${id}`], used ? null : { type: "boon", guardian: id }, base) : base,
        [pic("guardian"), g && stepsView(ctx, g.boon)]);
    })),
  ]);
}

/** Assistants: silver or gold, ready or exhausted; options for using, upgrading, refreshing, swapping. */
function assistantsView(/** @type {Ctx} */ ctx, /** @type {any} */ p, /** @type {boolean} */ mine) {
  return h("div", { class: "arnak-box is-assistants" }, [
    h("span", { class: "arnak-box-title", text: word(ctx, "assistants") }),
    h("div", { class: "arnak-tiles" }, p.assistants.length ? p.assistants.map((/** @type {any} */ a) => assistantTile(ctx, a.id, {
      gold: a.gold, ready: a.ready, why: mine && a.ready ? { type: "assistant", id: a.id } : null,
      targets: mine ? [`assistant:${a.id}`, `assistant_up:${a.id}`, `refresh:${a.id}`, `swap_own:${a.id}`] : [] }))
      : [h("span", { class: "arnak-empty", text: word(ctx, "none") })]),
  ]);
}

/** Research tokens' rows, temple arrival, temple and bonus tiles. @param {Ctx} ctx @param {any} p */
function researchView(ctx, p) {
  const spaces = /** @type {any} */ (ARNAK_BOARD).research[ctx.obs.temple].spaces;
  const row = (/** @type {number} */ sid) => spaces.find((/** @type {any} */ x) => x.id === sid)?.row ?? 0;
  return h("div", { class: "arnak-box is-research" }, [
    h("span", { class: "arnak-box-title", text: word(ctx, "research") }),
    h("span", { class: "arnak-token-line" }, [pic("research"), word(ctx, "glass_at", { row: row(p.glass) })]),
    h("span", { class: "arnak-token-line" }, [pic("card"), word(ctx, "notebook_at", { row: row(p.notebook) })]),
    p.temple_vp > 0 && h("span", { class: "arnak-token-line" }, [pic("temple"), word(ctx, "in_temple", { vp: p.temple_vp })]),
    p.temple_tiles.length > 0 && h("span", { class: "arnak-token-line" }, [word(ctx, "temple_tiles"), ": ",
      p.temple_tiles.map((/** @type {number} */ t) => `${/** @type {any} */ (ARNAK_BOARD).temple_tiles[t].vp}`).join(", ")]),
    p.bonus_tiles.length > 0 && h("span", { class: "arnak-token-line" }, [word(ctx, "bonus_tiles"), ": ",
      p.bonus_tiles.map((/** @type {string} */ b) => named(ctx, `bonus.${b}`)).join(", ")]),
  ]);
}
// ---------------------------------------------------------------------------------------
// The decision panel (arnak/decision.js), always in view near the top: what is being decided
// (the phase and the prompt), what has been chosen so far (the open payment, the card being
// resolved, drawn cards), the menu of a target with several entries, the free actions open right
// now (links to where they are on the board), and every option no part of the board drew —
// pass, end turn, skip and cancel as clear buttons. Rendered last, so it knows what was drawn.

/** Options that end or step back: their own row of buttons. */
const FLOW_TARGETS = ["discard_rest", "end", "pass", "skip", "cancel"];

/**
 * The question BGA asks before some choices (issue 32 ruling 8), or null: passing (or a card's "pass" option) while
 * archaeologists, cards other than Fear or ready assistants are left; exiling an item or an artifact. The engine's
 * action stays one action: the board only asks first.
 * @param {Ctx} ctx @param {Legal} entry @returns {string | null}
 */
function confirmQuestion(ctx, entry) {
  const { action } = entry;
  const top = ctx.obs.stack[ctx.obs.stack.length - 1];
  const passes = action.type === "pass" || (action.type === "option" && top?.kind === "option" &&
    (top.options?.[action.value] || []).some((/** @type {any} */ step) => step.op === "pass"));
  const me = ctx.me;
  if (passes && me) {
    const left = [
      me.home > 0 && word(ctx, "confirm.home", { n: me.home }),
      (me.hand || []).some((/** @type {string} */ c) => c !== "fear") && word(ctx, "confirm.cards"),
      (me.assistants || []).some((/** @type {any} */ a) => a.ready) && word(ctx, "confirm.assistants"),
    ].filter(Boolean);
    return left.length ? word(ctx, "confirm.pass", { left: left.join(word(ctx, "confirm.and")) }) : null;
  }
  if (action.type === "exile") {
    const card = String(action.value).split(":").pop() || "";
    if (["item", "artifact"].includes(cardData(card)?.kind)) return word(ctx, "confirm.exile", { card: cardName(ctx, card) });
  }
  return null;
}

/** The question being asked, with its two answers. @param {Ctx} ctx */
function confirmBox(ctx) {
  const asking = ctx.view.asking;
  if (!asking || asking.version !== ctx.snap.version) return null;
  const entry = ctx.snap.legal.find((e) => e.notation === asking.notation);
  if (!entry) return null;
  const close = () => { ctx.view.asking = null; ctx.redraw(); };
  return h("div", { class: "arnak-confirm", role: "alertdialog", "aria-label": asking.question, "data-confirm": entry.notation }, [
    h("p", { text: asking.question }),
    h("div", { class: "arnak-flow" }, [
      h("button", { type: "button", class: "arnak-act is-confirm", "data-key": "confirm:yes",
        on: { click: () => { ctx.view.asking = null; ctx.act(entry, true); } } }, [entry.label]),
      h("button", { type: "button", class: "arnak-act is-quiet", "data-key": "confirm:no", on: { click: close } },
        [word(ctx, "confirm.back")]),
    ]),
  ]);
}

/** The phase's short name. @param {Ctx} ctx */
function phaseName(ctx) {
  const { obs, snap } = ctx;
  if (snap.result || obs.phase === "over") return word(ctx, "phase.over");
  const top = obs.stack[obs.stack.length - 1];
  if (!ctx.myTurn) return word(ctx, "phase.wait");
  if (top?.kind === "turn" && top.main) return word(ctx, "phase.turn_done");
  return word(ctx, `phase.${obs.phase}`);
}

/** The main action a payment is for ("dig c0b" → "dig at a site: Camp 1, space B"). @param {Ctx} ctx @param {string} action */
function actionWords(ctx, action) {
  const [type, site] = String(action || "").split(" ");
  if (!type) return "";
  const term = named(ctx, type === "pay_travel" ? "term.travel_cost" : `term.${type}`);
  return `${term.startsWith("term.") ? type : term}${site ? `: ${siteName(ctx, site)}` : ""}`;
}

/** What has been chosen so far, read from the decision stack. @param {Ctx} ctx */
function chosenSoFar(ctx) {
  /** @type {Child[]} */
  const out = [];
  const seen = new Set();
  for (const frame of ctx.obs.stack) {
    if (frame.kind === "pay") {
      const paid = /** @type {any[]} */ (frame.paid || []);
      out.push(h("div", { class: "arnak-paying", "data-paying": "" }, [
        frame.action && h("span", { class: "arnak-chip is-action" }, [word(ctx, "action"), ": ", actionWords(ctx, frame.action)]),
        h("span", { class: "arnak-need" }, [h("small", { text: word(ctx, "still_to_pay") }),
          frame.need.length ? travelView(ctx, frame.need) : pic("main", "✓")]),
        Object.values(frame.res || {}).some(Boolean) && h("span", { class: "arnak-need" }, [
          h("small", { text: word(ctx, "plus_cost") }), resView(ctx, frame.res)]),
        paid.length > 0 && h("span", { class: "arnak-paid" }, [h("small", { text: word(ctx, "paid_so_far") }),
          ...paid.map((item) => item.card ? h("span", { class: "arnak-chip" }, [travelView(ctx, cardData(item.card).travel || []),
            cardName(ctx, item.card)])
            : item.coins ? h("span", { class: "arnak-chip" }, [picCount(ctx, "coin", item.coins), "→", pic("plane")])
              : item.boon ? h("span", { class: "arnak-chip" }, [pic("guardian"), named(ctx, `guardian.${item.boon}`)])
                : item.assistant ? h("span", { class: "arnak-chip" }, [pic("assistant"), named(ctx, `assistant.${item.assistant}`)])
                  : null)]),
      ]));
    }
    const card = frame.card || frame.source;
    if (card && !seen.has(card) && frame.seat === ctx.snap.viewer) {
      seen.add(card);
      out.push(h("div", { class: "arnak-resolving" }, [h("small", { text: word(ctx, frame.card ? "resolving" : "from_card") }),
        cardView(ctx, card, { size: "mini" })]));
    }
  }
  return out;
}

/** The top frame's own things, drawn here because they have no place on the board. @param {Ctx} ctx */
function frameThings(ctx) {
  const top = ctx.obs.stack[ctx.obs.stack.length - 1];
  if (!top || top.seat !== ctx.snap.viewer) return [];
  /** @type {Child[]} */
  const out = [];
  if (Array.isArray(top.drawn) && top.drawn.length) {
    out.push(h("small", { text: word(ctx, "drawn") }), h("div", { class: "arnak-cards" }, top.drawn.map((/** @type {string} */ c) =>
      cardView(ctx, c, { targets: [`earring_keep:${c}`, `earring_top:${c}`], zoom: true }))));
  }
  if (top.kind === "option" && Array.isArray(top.options)) {
    out.push(h("div", { class: "arnak-option-row" }, top.options.map((/** @type {any[]} */ steps, /** @type {number} */ i) =>
      ctx.entries.has(`option:${i}`) && h("button", optionProps(ctx, [`option:${i}`], null, { type: "button", class: "arnak-act is-pic" }),
        [stepsView(ctx, steps), h("span", { class: "arnak-act-text", text: ctx.entries.get(`option:${i}`)?.[0]?.label })]))));
  }
  if (top.kind === "order") {
    out.push(h("div", { class: "arnak-option-row" }, ["bonus", "row"].map((which) => ctx.entries.has(`order:${which}`) &&
      h("button", optionProps(ctx, [`order:${which}`], null, { type: "button", class: "arnak-act is-pic" }),
        [h("span", { class: "arnak-act-text", text: ctx.entries.get(`order:${which}`)?.[0]?.label }), stepsView(ctx, top[which] || [])]))));
  }
  return out;
}

/** Whether a target is a free action (a free card, an idol, a boon, an assistant, a pilot). @param {Ctx} ctx @param {string} t */
function isFree(ctx, t) {
  const hand = ctx.me?.hand || [];
  return t === "plane" || t.startsWith("idol:") || t.startsWith("assistant:") || /^guardian:\d+$/.test(t) ||
    (t.startsWith("card:") && hand.includes(t.slice(5)) && ["free", "free_or_pass"].includes(cardData(t.slice(5)).timing) &&
      (ctx.entries.get(t) || []).some((e) => e.action.type === "play"));
}

/** Free actions open now (in the turn, while paying, and inside the decisions BGA allows them in), each a link to
 * where it is on the board. @param {Ctx} ctx */
function freeActions(ctx) {
  if (!ctx.myTurn || ctx.obs.phase === "keep") return null;
  /** @type {[string, Legal[]][]} */
  const free = [...ctx.entries].filter(([t]) => ctx.drawn.has(t) && isFree(ctx, t));
  if (!free.length && !["turn", "pay"].includes(ctx.obs.phase)) return null;
  return h("details", { class: "arnak-free", open: ctx.view.freeOpen !== false, "data-free": String(free.length),
    on: { toggle: (/** @type {Event} */ e) => { ctx.view.freeOpen = /** @type {HTMLDetailsElement} */ (e.currentTarget).open; } } }, [
    h("summary", { class: "arnak-free-title", "data-key": "free:summary" }, [pic("lightning"),
      free.length ? `${word(ctx, "free_actions")} (${free.length})` : word(ctx, "free_none")]),
    free.length > 0 && h("div", { class: "arnak-free-list", "data-roving": "free" }, free.map(([target, list]) => h("button", {
      type: "button", class: "arnak-free-link", "data-goto": target, "data-key": `goto:${target}`,
      title: word(ctx, "show_where", { what: list[0].label }),
      on: { click: () => showTarget(ctx, target) } }, [freePic(target), h("span", { text: list.map((e) => e.label).join(" / ") })]))),
  ]);
}

/**
 * A choice made on the board: links to its highlighted options (the row or a player area may be out of view); while
 * a travel cost is paid, the cards and things that can pay it.
 * @param {Ctx} ctx @param {Set<string>} onBoard  the targets the board's parts drew (not this panel)
 */
function boardChoices(ctx, onBoard) {
  // while paying too: on a phone the hand (Fear included) is far from the site clicked
  if (!ctx.myTurn || ctx.obs.phase === "turn") return null;
  const drawn = [...ctx.entries].filter(([t]) => onBoard.has(t) && !isFree(ctx, t));
  if (!drawn.length) return null;
  return h("div", { class: "arnak-free-list is-choices", role: "group", "aria-label": word(ctx, "choices"),
    "data-roving": "on-board" }, [
    h("small", { text: word(ctx, "on_board") }),
    ...drawn.map(([target, list]) => h("button", { type: "button", class: "arnak-free-link", "data-goto": target,
      "data-key": `goto:${target}`, title: word(ctx, "show_where", { what: list[0].label }),
      on: { click: () => showTarget(ctx, target) } }, [h("span", { text: list.map((e) => e.label).join(" / ") })])),
  ]);
}

/** @param {string} target */
function freePic(target) {
  if (target === "plane") return pic("plane");
  if (target.startsWith("idol:")) return pic("idol");
  if (target.startsWith("assistant:")) return pic("assistant");
  if (target.startsWith("guardian:")) return pic("guardian");
  return pic("lightning");
}

/** The turn order from the first player, the one to act marked. @param {Ctx} ctx */
function turnOrder(ctx) {
  const { obs, snap } = ctx;
  const n = obs.players.length;
  return h("ol", { class: "arnak-order", "aria-label": word(ctx, "turn_order"), title: word(ctx, "turn_order") },
    Array.from({ length: n }, (_, i) => (obs.first + i) % n).map((seat) => h("li", {
      class: cls("arnak-order-seat", snap.to_act.includes(seat) && !snap.result && "is-now", obs.players[seat].passed && !snap.result && "is-passed"),
      style: `--pc:${SEAT_COLORS[seat]}`, "data-order-seat": String(seat) }, [
      seat === obs.first && pic("first", word(ctx, "first_player")),
      h("span", { class: "arnak-seat-dot", "aria-hidden": "true" }),
      h("span", { text: seatName(ctx, seat) }),
    ])));
}

/** @param {Ctx} ctx */
function renderDecision(ctx) {
  const onBoard = new Set(ctx.drawn);
  const menuList = ctx.view.menu ? ctx.entries.get(ctx.view.menu) || [] : [];
  const menu = menuList.length > 1 && h("div", { class: "arnak-menu", role: "menu", "data-menu": ctx.view.menu, "data-roving": "menu",
    "aria-label": word(ctx, "menu_for", { thing: thingName(ctx, ctx.view.menu || "") }) }, [
    h("small", { class: "arnak-menu-title", text: word(ctx, "menu_for", { thing: thingName(ctx, ctx.view.menu || "") }) }),
    ...menuList.map((entry) => {
      const n = keyHint(ctx, entry);
      return h("button", { type: "button", role: "menuitem", class: "arnak-choice", "data-choice": entry.notation,
        "data-key": `c:${entry.notation}`, on: { click: () => ctx.act(entry) } }, [
        n ? h("span", { class: "arnak-key", "aria-hidden": "true", text: String(n) }) : null, entry.label]);
    }),
    h("button", { type: "button", class: "arnak-choice is-quiet", "data-key": "menu:close",
      on: { click: () => { ctx.view.menu = null; ctx.redraw(); } } }, [word(ctx, "close")]),
  ]);
  const things = frameThings(ctx);
  const rest = [...ctx.entries].filter(([target]) => !ctx.drawn.has(target));
  const flow = rest.filter(([t]) => FLOW_TARGETS.includes(t))
    .sort(([a], [b]) => FLOW_TARGETS.indexOf(a) - FLOW_TARGETS.indexOf(b));
  const others = rest.filter(([t]) => !FLOW_TARGETS.includes(t));
  const button = (/** @type {string} */ target, /** @type {Legal[]} */ list) => {
    const n = list.length === 1 ? keyHint(ctx, list[0]) : 0;
    return h("button", optionProps(ctx, [target], null, { type: "button", class: cls("arnak-act", `is-${target.split(":")[0]}`) }), [
      n ? h("span", { class: "arnak-key", "aria-hidden": "true", text: String(n) }) : null,
      list.map((e) => e.label).join(" / ")]);
  };
  return h("div", { class: "arnak-decision-body" }, [
    h("div", { class: "arnak-decision-head" }, [
      h("span", { class: cls("arnak-phase", ctx.myTurn && "is-mine"), "data-phase-name": ctx.obs.phase, text: phaseName(ctx) }),
      turnOrder(ctx),
    ]),
    confirmBox(ctx),
    ...chosenSoFar(ctx),
    ...things,
    menu,
    others.length > 0 && h("div", { class: "arnak-options", role: "group", "aria-label": word(ctx, "choices"), "data-roving": "options" },
      others.map(([t, list]) => button(t, list))),
    flow.length > 0 && h("div", { class: "arnak-flow", role: "group", "data-roving": "flow" }, flow.map(([t, list]) => button(t, list))),
    boardChoices(ctx, onBoard),
    freeActions(ctx),
  ]);
}
// ---------------------------------------------------------------------------------------
// The score sheet at the end (arnak/score.js), like the scoring pad: one column per player,
// a row per category (result.sheets), the total and the rank; the winner highlighted.

const SCORE_ROWS = ["research", "temple", "idols", "guardians", "cards", "fear"];

/** @param {Ctx} ctx */
function renderScore(ctx) {
  const { snap } = ctx;
  const result = /** @type {any} */ (snap.result);
  if (!result) return renderLiveScore(ctx);
  const seats = result.ranking?.length ? result.ranking : snap.seats.map((x) => x.seat);
  const win = (/** @type {number} */ seat) => result.winners.includes(seat);
  const cell = (/** @type {number} */ seat, /** @type {Child | string} */ content, /** @type {string} */ extra = "") =>
    h("td", { class: cls(win(seat) && "is-winner", extra), style: `--pc:${SEAT_COLORS[seat]}` }, [content]);
  return h("section", { class: "arnak-score", "data-result": result.winners.join(","), role: "region",
    "aria-label": word(ctx, "score_sheet") }, [
    h("h2", { class: "arnak-score-title", text: `${ctx.ui.game_over || ""} — ${word(ctx, "score_sheet")}` }),
    sheetTable(ctx, seats, result.sheets || [], result.scores, win, cell,
      [h("tr", { class: "is-rank", "data-row": "rank" }, [h("th", { scope: "row", text: word(ctx, "score.rank") }),
        ...seats.map((/** @type {number} */ seat, /** @type {number} */ i) => cell(seat, String(result.ranks?.[seat] ?? i + 1)))])]),
    statisticsView(ctx, seats, cell),
    resultEnd(ctx, seats)[1],
  ]);
}

/**
 * The sheet's table: a column per seat, a row per category, the total (and any further rows).
 * @param {Ctx} ctx @param {number[]} seats @param {Record<string, number>[]} sheets @param {number[]} totals
 * @param {(seat: number) => boolean} win @param {(seat: number, content: Child | string) => Child} cell @param {Child[]} [more]
 */
function sheetTable(ctx, seats, sheets, totals, win, cell, more = []) {
  return h("div", { class: "arnak-score-scroll" }, [h("table", { class: "arnak-score-table" }, [
    h("thead", {}, [h("tr", {}, [h("td"), ...seats.map((seat) =>
      h("th", { scope: "col", class: cls(win(seat) && "is-winner"), style: `--pc:${SEAT_COLORS[seat]}`, "data-seat": String(seat) }, [
        h("span", { class: "arnak-seat-dot", "aria-hidden": "true" }), seatName(ctx, seat),
        win(seat) && h("span", { class: "arnak-chip is-winner", text: word(ctx, "winner") })]))])]),
    h("tbody", {}, [
      ...SCORE_ROWS.map((row) => h("tr", { "data-row": row }, [h("th", { scope: "row", text: word(ctx, `score.${row}`) }),
        ...seats.map((seat) => cell(seat, String(sheets[seat]?.[row] ?? "")))])),
      h("tr", { class: "is-total", "data-row": "total" }, [h("th", { scope: "row", text: word(ctx, "score.total") }),
        ...seats.map((seat) => cell(seat, String(totals[seat] ?? "")))]),
      ...more,
    ]),
  ])]);
}

/** The points so far (snapshot "sheets", counted as the final sheet would count them now), folded. @param {Ctx} ctx */
function renderLiveScore(ctx) {
  const sheets = /** @type {Record<string, number>[] | null} */ (ctx.snap.sheets);
  if (!sheets?.length) return null;
  const seats = seatOrder(ctx);
  const totals = sheets.map(sheetTotal);
  const cell = (/** @type {number} */ seat, /** @type {Child | string} */ content) =>
    h("td", { style: `--pc:${SEAT_COLORS[seat]}` }, [content]);
  const summary = seats.map((seat) => `${seatName(ctx, seat)} ${totals[seat]}`).join(" · ");
  return fold(ctx, "live-score", { class: "arnak-live-score", "data-live-score": totals.join(",") },
    [`${word(ctx, "score_now")}: `, h("b", { text: summary })],
    [sheetTable(ctx, seats, sheets, totals, () => false, cell)]);
}

/** @param {Record<string, number>} sheet */
const sheetTotal = (sheet) => Object.values(sheet).reduce((a, b) => a + b, 0);

/**
 * A <details> whose open state outlives the redraws (kept in view.opened under `key`).
 * @param {Ctx} ctx @param {string} key @param {Record<string, any>} props @param {Child[]} summary @param {Child[]} body
 */
function fold(ctx, key, props, summary, body) {
  const opened = /** @type {Record<string, boolean>} */ (ctx.view.opened ||= {});
  return h("details", { ...props, "data-fold": key, open: opened[key] || null,
    on: { toggle: (/** @type {Event} */ e) => { opened[key] = /** @type {HTMLDetailsElement} */ (e.currentTarget).open; } } }, [
    h("summary", { "data-key": `fold:${key}` }, summary), ...body]);
}

/**
 * BGA's end-of-game statistics (rules/arnak/stats.py, through the snapshot's "statistics"), folded under the sheet.
 * @param {Ctx} ctx @param {number[]} seats @param {(seat: number, content: Child | string) => Child} cell
 */
function statisticsView(ctx, seats, cell) {
  const rows = /** @type {{key: string, label: string, values: number[]}[] | null} */ (ctx.snap.statistics);
  if (!rows?.length) return null;
  return h("details", { class: "arnak-stats", "data-stats": String(rows.length) }, [
    h("summary", { "data-key": "stats:summary", text: word(ctx, "statistics") }),
    h("div", { class: "arnak-score-scroll" }, [h("table", { class: "arnak-score-table is-stats" }, [
      h("thead", {}, [h("tr", {}, [h("td"), ...seats.map((seat) =>
        h("th", { scope: "col", style: `--pc:${SEAT_COLORS[seat]}` }, [seatName(ctx, seat)]))])]),
      h("tbody", {}, rows.map((row) => h("tr", { "data-stat": row.key }, [h("th", { scope: "row", text: row.label }),
        ...seats.map((seat) => cell(seat, String(row.values[seat] ?? "")))]))),
    ])]),
  ]);
}
// ---------------------------------------------------------------------------------------
// The log (arnak/log.js): the host's lines, newest last, with every resource named in them shown as
// its picture too (the word stays for screen readers and copying). Lines are text from the host:
// they are split on the resource names and put together from text nodes and pictures only.

/** The resource words of a language, longest first, and the picture each one names. @param {string} lang */
function logWords(lang) {
  const names = /** @type {Record<string, Record<string, string>>} */ (ARNAK_NAMES)[lang] || ARNAK_NAMES.en;
  /** @type {Map<string, string>} */
  const kinds = new Map();
  for (const [key, text] of Object.entries(names)) {
    if (!key.startsWith("res.")) continue;
    kinds.set(text, key.slice(4));
    // English counts take the plural: "2 coins", "3 compasses"
    if (lang !== "ja") for (const end of ["s", "es"]) kinds.set(text + end, key.slice(4));
  }
  const escaped = [...kinds.keys()].sort((a, b) => b.length - a.length)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // whole words in English; Japanese has no spaces to bound them
  const bound = lang === "ja" ? "" : "\\b";
  return { kinds, pattern: new RegExp(`${bound}(${escaped.join("|")})${bound}`, "g") };
}

/** @type {Map<string, {kinds: Map<string, string>, pattern: RegExp}>} */
const LOG_WORDS = new Map();

/** One log line as text and pictures. @param {string} lang @param {string} line */
function logLine(lang, line) {
  let words = LOG_WORDS.get(lang);
  if (!words) LOG_WORDS.set(lang, (words = logWords(lang)));
  const parts = line.split(words.pattern);
  return h("li", {}, parts.map((part, i) => {
    const kind = i % 2 === 1 ? words.kinds.get(part) : undefined;
    return kind ? h("span", { class: "arnak-log-res" }, [pic(kind), part]) : part;
  }));
}

// ---------------------------------------------------------------------------------------
// The board: a fixed skeleton whose parts are refilled on every snapshot. As on Board Game
// Arena: the decision panel on top (kept in view), the main board large with the research
// track beside it, the card row and supply under them, then every player's area, the log.

const MIN_FIT = 0.75; // the table column's smallest scale (14 px text stays above 10 px)
const FIT_MARGIN = 8; // px kept under the card row

/** @param {Model} model @param {HTMLElement} el */
function createBoard(model, el) {
  /** @type {ViewState} */
  const view = { shownSeat: undefined, menu: null, menuVersion: -1, busyTimer: 0, quietTimer: 0, zoom: null,
    zoomTargets: [], freeOpen: true };
  const frame = boardFrame(model, view, "arnak.json");
  const { root, prompt, current } = frame;
  /** @type {Ctx | null} */
  let lastCtx = null;
  /** Act, unless BGA would first ask "are you sure?" (decision.js confirmQuestion): then ask. @param {Legal} entry @param {boolean} [sure] */
  function act(entry, sure = false) {
    const question = !sure && lastCtx ? confirmQuestion(lastCtx, entry) : null;
    if (!question) { frame.act(entry); return; }
    view.asking = { notation: entry.notation, question, version: current()?.version ?? -1 };
    render();
    /** @type {HTMLElement | null} */ (root.querySelector('[data-key="confirm:yes"]'))?.focus();
  }
  const decisionBody = h("div", { class: "arnak-decision-slot" });
  const decision = h("section", { class: "arnak-dock arnak-decision", "data-part": "decision" },
    [frame.promptRow, frame.notice, frame.hint, decisionBody]);
  const mainBoard = h("section", { class: "arnak-mainboard-wrap", "data-part": "mainboard", "data-motion-frame": "mainboard" });
  const research = h("section", { class: "arnak-research-wrap", "data-part": "research", "data-motion-frame": "research" });
  const row = h("section", { class: "arnak-row-wrap", "data-part": "row", "data-motion-frame": "row" });
  const players = h("div", { class: "arnak-players", "data-part": "players" });
  const extra = h("div", { class: "arnak-extra" });
  // on a wide board the table (main board, research, row) and the players' side (players, log, help) are columns
  // that scroll inside a board of fixed height, the decision panel above the side; narrower, these wrappers are no
  // boxes and the layout places their parts itself
  const tableCol = h("div", { class: "arnak-col is-table" }, [mainBoard, research, row]);
  const sideCol = h("div", { class: "arnak-col is-side" }, [players, extra]);
  const layout = h("div", { class: "arnak-layout" }, [decision, tableCol, sideCol]);
  const cover = h("div", { class: "arnak-cover", hidden: true });
  const overlay = h("div", { class: "arnak-overlay" });
  root.append(h("style", { text: boardStyles(ARNAK_STYLE_CSS + ARNAK_MAP_CSS, NARROW) }), frame.top, layout, cover, overlay);
  el.append(root);

  function render() {
    const snap = current();
    frame.settle();
    if (!snap || !snap.observation) return;
    const focus = frame.rememberFocus();
    if (view.menuVersion !== snap.version) { view.menu = null; view.zoom = null; } // they belong to the position they were opened in
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
      snap, obs, ui: snap.ui || {}, lang: snap.lang, view, entries, drawn: new Set(), root,
      me: snap.viewer === null ? null : obs.players[snap.viewer],
      myTurn: snap.viewer !== null && snap.to_act.includes(snap.viewer) && snap.legal.length > 0,
      act, explain: frame.explain, send: frame.send, choose: (target) => chooseTarget(ctx, target), redraw: render,
    };
    lastCtx = ctx;
    root.setAttribute("data-version", String(snap.version));
    root.setAttribute("data-phase", obs.phase);
    root.setAttribute("data-viewer", String(snap.viewer ?? ""));
    root.setAttribute("data-players", String(snap.players));
    root.classList.toggle("is-my-turn", ctx.myTurn);
    frame.showHead(ctx, renderTop);
    const parts = [decisionBody, mainBoard, research, row, players, extra, overlay];
    if (hotSeatCover(ctx, { layout, cover, prompt, parts }, (onReady) => renderCover(ctx, onReady), render)) {
      frame.restoreFocus(focus, () => root.querySelector("[data-ready]"));
      return;
    }
    prompt.textContent = snap.prompt;
    if (snap.notice) decision.scrollTop = 0; // a refused click's reason shows where the panel starts
    decision.classList.toggle("is-my-turn", ctx.myTurn);
    // the parts that draw targets first; the decision panel last offers whatever none of them drew
    const { obs: o, snap: sn } = ctx;
    const top = o.stack[o.stack.length - 1] || {};
    const names = sn.seats.map((x) => x.name);
    placePart(mainBoard, [memoPart(ctx, "main", targetKinds([...MAP_SPACE_CHOICES, ...MAP_SITE_CHOICES, "site"]),
      [o.temple, o.sites, o.camps, o.camp_guardians, o.guardians_left, o.tiles_left, names, travellingTo(ctx)],
      () => renderMainBoard(ctx))]);
    placePart(research, [memoPart(ctx, "research", targetKinds(["research", "study", "temple", "bonus"]),
      [o.temple, o.players.map((p) => [p.glass, p.notebook, p.temple_rank, p.temple_tiles]), o.bonus, o.rescue,
        o.arrivals, o.temple_bonus, o.temple_stacks, top.kind === "bonus" && top.key, top.discounts, names],
      () => renderResearch(ctx))]);
    const rowCards = new Set([...o.row_artifacts, ...o.row_items, o.revealed?.artifact, o.revealed?.item,
      ...o.artifact_exile, ...o.item_exile]);
    const rowKinds = targetKinds(["card", "purchase", "take", "recruit", "supply_use", "swap_supply", "rescue"]);
    placePart(row, [memoPart(ctx, "row", (t) => rowKinds(t) && (!t.startsWith("card:") || rowCards.has(t.slice(5))),
      [o.row_artifacts, o.row_items, o.artifact_deck, o.item_deck, o.revealed, o.artifact_exile, o.item_exile, o.phase,
        o.round, o.supply, o.rescue, o.temple, o.options, o.guardians_left, o.tiles_left], () => renderRow(ctx))]);
    placePart(players, renderPlayers(ctx));
    morphChildren(decisionBody, [renderScore(ctx), renderDecision(ctx)].filter((x) => x !== null));
    const logged = keptLog(ctx, (text) => logLine(ctx.lang, text));
    placePart(extra, [logged, keptHelp(ctx, () => renderHelp(ctx))]);
    fitTable();
    const zoom = cardZoom(ctx);
    overlay.replaceChildren(...(zoom ? [zoom] : []));
    if (zoom) {
      /** @type {HTMLElement | null} */ (zoom.querySelector(".arnak-zoom-acts button"))?.focus();
      return;
    }
    frame.restoreFocus(focus, () => root.querySelector("[data-target]"));
  }

  /**
   * A host that gives the board a height (the site on a desktop: --board-fit-height) shows the whole table at once:
   * the main board, the research track beside it and the card row under them. Where the column is shorter than
   * that, it is scaled down to fit (CSS zoom: its layout stays exact), never below MIN_FIT; elsewhere it keeps its
   * natural size and the page scrolls.
   */
  function fitTable() {
    const cardRow = row.querySelector(".arnak-row");
    const fixed = getComputedStyle(root).getPropertyValue("--board-fit-height").trim() !== "";
    if (!cardRow || !fixed || getComputedStyle(tableCol).display === "contents") {
      tableCol.style.zoom = "";
      return;
    }
    const was = Number(tableCol.style.zoom || 1);
    const box = tableCol.getBoundingClientRect(); // the rectangles are on screen, zoom applied; the lengths in it not
    const need = (cardRow.getBoundingClientRect().bottom - box.top) / was + tableCol.scrollTop + FIT_MARGIN;
    const fit = Math.min(1, Math.max(MIN_FIT, box.height / need));
    if (Math.abs(fit - was) > 0.01) tableCol.style.zoom = fit === 1 ? "" : String(Math.floor(fit * 100) / 100);
  }
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(() => fitTable()).observe(root);

  const numberKeys = optionKeys(current, act, () => !cover.hidden || view.zoom !== null);
  /** Escape closes the large card or the open menu; number keys pick the Nth option. @param {KeyboardEvent} e */
  function onKey(e) {
    if (e.key === "Escape" && view.asking) {
      view.asking = null;
      e.preventDefault();
      render();
      return;
    }
    if (e.key === "Escape" && (view.zoom || view.menu)) {
      const back = view.zoom ? `zoom:${view.zoom}` : view.menu ? `t:${view.menu}` : "";
      view.zoom = null;
      view.menu = null;
      e.preventDefault();
      render();
      /** @type {HTMLElement | null} */ (root.querySelector(`[data-key="${CSS.escape(back)}"]`))?.focus();
      return;
    }
    numberKeys(e);
  }
  return frame.mount(render, onKey);
}

/** The top bar: the title, round and turn, the tools. @param {Ctx} ctx */
function renderTop(ctx) {
  const temple = named(ctx, `temple.${ctx.obs.temple}`);
  return [
    h("div", { class: "arnak-brand" }, [
      pic("temple"),
      h("span", { class: "arnak-title", text: word(ctx, "title") }),
      h("span", { class: "arnak-round", "data-round": String(ctx.obs.round) }, [fill(ctx.ui.round, { n: ctx.obs.round }),
        h("small", { text: "/5" })]),
      h("span", { class: "arnak-chip is-temple", text: temple }),
    ]),
    renderTools(ctx),
  ];
}

/** Rules help: the picture legend and the host's texts (how to play and the options: common/panels.js). @param {Ctx} ctx */
function renderHelp(ctx) {
  const help = ctx.snap.help || {};
  const texts = Object.values(help).filter((v) => typeof v === "string").map(String);
  return rulesHelp(ctx, [
    h("ul", { class: "arnak-legend", "aria-label": word(ctx, "legend") }, LEGEND.map(([kind, key]) =>
      h("li", {}, [pic(kind), h("span", { text: key.startsWith("ui:") ? word(ctx, key.slice(3)) : named(ctx, key) })]))),
    ...texts.map((t) => h("p", { text: t })),
  ]);
}

/** The help's picture legend: what each picture on the board means. */
const LEGEND = [["coin", "res.coin"], ["compass", "res.compass"], ["tablet", "res.tablet"], ["arrowhead", "res.arrowhead"],
  ["jewel", "res.jewel"], ["boot", "icon.boot"], ["car", "icon.car"], ["ship", "icon.ship"], ["plane", "icon.plane"],
  ["lightning", "ui:lightning"], ["card", "term.deck"], ["fear", "term.fear_card"], ["exile", "term.exile"],
  ["upgrade", "term.upgrade"], ["discard", "term.play_area"], ["archaeologist", "term.dig"], ["site", "term.site"],
  ["guardian", "term.guardian"], ["assistant", "term.assistant"], ["idol", "term.idol"], ["research", "term.research"],
  ["vp", "ui:vp_word"], ["staff", "term.moon_staff"], ["first", "ui:first_player"]];

/** Hot seat: pass the device; the cover shows the next player's archaeologist in their colour. @param {Ctx} ctx @param {() => void} onReady */
function renderCover(ctx, onReady) {
  const seat = ctx.snap.viewer ?? 0;
  return coverCard(ctx, seatName(ctx, seat), h("div", { class: "arnak-cover-art", style: `--pc:${SEAT_COLORS[seat]}` }, [
    pic("archaeologist", undefined, "is-large"), h("p", { class: "arnak-cover-hint", text: word(ctx, "cover_hint") })]), onReady);
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
