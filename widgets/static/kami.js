// Generated from widgets/src/kami.js by `python3 build.py boards`; edit the sources, not this file.
// @ts-check
/**
 * Kami board — an anywidget front-end module (one plain ES module, no imports).
 *
 * This is the source of widgets/static/kami.js: `python3 build.py boards` replaces each
 * include line below with that file from widgets/src/common/ (code every board shares;
 * its class names take this board's PREFIX).
 *
 * The host (JupyterLab's anywidget or the static page's small JS host) keeps a synced
 * `snapshot` (see rules/table.py `Table.snapshot` and rules/session.py) and answers the
 * messages this board sends with a new snapshot. The board only ever reads
 * `model.get("snapshot")`, listens to `change:snapshot` / `msg:custom`, and calls `model.send`.
 *
 * Every string on screen comes from the snapshot (ui, prompt, log, labels, names) or from
 * the eight card names below; untrusted text is set with textContent only.
 */

/**
 * @typedef {SeatView} SeatInfo
 * @typedef {{type: string, card?: string, merc?: number}} Action
 * @typedef {LegalEntry} Legal
 * @typedef {{card: string | null, face_up: boolean}} DefenceCard
 * @typedef {{defence: DefenceCard[], attack: string[]}} Row
 * @typedef {{round: number, winner: number, card: string, points: number, master_strike: boolean,
 *            before: number, after: number, overshoot?: boolean}} LastRound
 * @typedef {{
 *   players: number, mode: string, target: number, round: number, phase: string, step: string | null,
 *   hand: string[] | null, hand_sizes: number[], rows: Row[], attack: {seat: number, card: string} | null,
 *   mercenaries: {stack: number, top: string | null, below: number}[] | null,
 *   leftover: {count: number, peek: string | null} | null, teams: number[][] | null, scores: number[],
 *   revealed: {seat: number, cards: string[]}[], redeal_for: number | null, empress_unlocked: boolean,
 *   last_round: LastRound | null
 * }} Observation
 * @typedef {SnapshotOf<Observation, any>} Snapshot  (common/shapes.js, from rules/shapes.py)
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, myTurn: boolean,
 *   placed: Set<string>, act(entry: Legal): void, explain(card: string, merc?: number): void,
 *   send(msg: object): void, rerender(): void, view: ViewState
 * }} Ctx
 * @typedef {{shownSeat: number | null | undefined, ackedRound: number, prevRound: number,
 *            prevRows: Map<number, {d: number, a: number}>, busyTimer: number, quietTimer: number,
 *            drawn: Map<string, Node>}} ViewState
 */

const PREFIX = "kami";

/** The eight card kinds: names (the only words not sent by the host), points, ink colour. */
const CARDS = /** @type {Record<string, {ja: string, en: string, points: number, ink: string}>} */ ({
  S: { ja: "戦士", en: "Soldier", points: 1, ink: "#5b4636" },
  P: { ja: "槍兵", en: "Spearman", points: 2, ink: "#2f6b45" },
  H: { ja: "騎兵", en: "Horseman", points: 2, ink: "#1f6680" },
  G: { ja: "金竜", en: "Gold Dragon", points: 3, ink: "#9c6c0c" },
  V: { ja: "銀竜", en: "Silver Dragon", points: 3, ink: "#56697e" },
  M: { ja: "狂人", en: "Madman", points: 4, ink: "#6f3a8a" },
  T: { ja: "塔", en: "Tower", points: 4, ink: "#8c4524" },
  E: { ja: "女帝", en: "Empress", points: 5, ink: "#ad1f3a" },
});

/** Where seats sit, clockwise from the viewer at the bottom. */
const POSITIONS = /** @type {Record<number, string[]>} */ ({
  2: ["bottom", "top"],
  3: ["bottom", "left", "right"],
  4: ["bottom", "left", "top", "right"],
});

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  hidden: ["M3 3l18 18", "M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-2.6 3.2",
    "M6.6 6.6C4.2 8.3 3 12 3 12s4 6 9 6a9 9 0 0 0 4.4-1.1"],
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

/** @param {string} code @param {string} lang */
function cardName(code, lang) {
  const card = CARDS[code];
  return card ? card[lang === "ja" ? "ja" : "en"] : code;
}

// ---------------------------------------------------------------------------------------
// Cards: drawn as SVG (kanji large and vertical, English name small, points as dots).

/** @param {string} code */
function cardFace(code) {
  const card = CARDS[code];
  const dots = Array.from({ length: card.points }, (_, i) =>
    s("circle", { cx: 50 + (i - (card.points - 1) / 2) * 12, cy: 19, r: 4.2, fill: card.ink }));
  const chars = Array.from(card.ja);
  const kanji = chars.length === 1
    ? [s("text", { x: 50, y: 76, "font-size": 58, class: "kami-kanji", fill: card.ink }, [chars[0]])]
    : chars.map((ch, i) => s("text", { x: 50, y: 57 + i * 39, "font-size": 38, class: "kami-kanji", fill: card.ink },
      [ch]));
  return s("svg", { viewBox: "0 0 100 140", class: "kami-svg", "aria-hidden": "true", focusable: "false" }, [
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 9, class: "kami-paper" }),
    s("rect", { x: 7, y: 7, width: 86, height: 126, rx: 5, fill: "none", stroke: card.ink,
      "stroke-opacity": 0.4, "stroke-width": 1.4 }),
    ...dots,
    ...kanji,
    " ", // the kanji and the English name are separate words of what the card shows (a button's name repeats them)
    s("text", { x: 50, y: 125, "font-size": card.en.length > 10 ? 10 : 11, class: "kami-latin", fill: card.ink },
      [card.en]),
  ]);
}

function cardBack() {
  return s("svg", { viewBox: "0 0 100 140", class: "kami-svg", "aria-hidden": "true", focusable: "false" }, [
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 9, class: "kami-back" }),
    s("rect", { x: 8, y: 8, width: 84, height: 124, rx: 5, class: "kami-back-line" }),
    s("path", { d: "M50 22 78 70 50 118 22 70Z", class: "kami-back-line" }),
    s("circle", { cx: 50, cy: 70, r: 17, class: "kami-back-line" }),
    s("text", { x: 50, y: 71, "font-size": 22, class: "kami-kanji kami-back-mark" }, ["神"]),
  ]);
}

/**
 * One card as an image element (not interactive).
 * @param {string | null} code  null: a face-down card whose face this viewer may not see
 * @param {Ctx} ctx
 * @param {{ownHidden?: boolean, decorative?: boolean, extra?: string}} [opts]
 *   ownHidden: a face-down card whose face this viewer knows (drawn dimmed with a mark)
 */
function cardEl(code, ctx, opts = {}) {
  const face = Boolean(code && CARDS[code]);
  const name = face ? cardName(/** @type {string} */ (code), ctx.lang) : ctx.ui.face_down;
  const label = opts.ownHidden ? `${ctx.ui.face_down}: ${name}` : name;
  const node = h("span", {
    class: cls("kami-card", !face && "is-back", opts.ownHidden && "is-own-hidden", opts.extra),
    role: opts.decorative ? null : "img",
    "aria-label": opts.decorative ? null : label,
    "aria-hidden": opts.decorative ? "true" : null,
    title: opts.decorative ? null : label,
    "data-card": face ? code : null,
  }, [face ? cardFace(/** @type {string} */ (code)) : cardBack()]);
  if (opts.ownHidden) node.append(h("span", { class: "kami-fd-mark", "aria-hidden": "true" }, [icon("hidden")]));
  return node;
}

/** A small fan of card backs for a hidden hand. @param {number} count @param {Ctx} ctx */
function handBacks(count, ctx) {
  const label = fill(ctx.ui.cards, { n: count });
  const fan = h("span", { class: "kami-fan", "aria-hidden": "true" });
  for (let i = 0; i < Math.min(count, 10); i++) fan.append(cardEl(null, ctx, { decorative: true }));
  return h("div", { class: "kami-backs", role: "img", "aria-label": label, title: label },
    [fan, h("span", { class: "kami-backs-count", text: label })]);
}

// ---------------------------------------------------------------------------------------
// Options (markOption: common/options.js).

/** @param {Ctx} ctx @param {string} target */
function legalFor(ctx, target) {
  return ctx.snap.legal.find((entry) => entry.target === target) || null;
}

/** A text button for an option that is not a card (pass, reshuffle, keep…). @param {Legal} entry @param {Ctx} ctx */
function optionButton(entry, ctx) {
  const button = h("button", { type: "button", class: cls("kami-option", entry.target === "pass" && "is-pass"),
    "data-key": `opt:${entry.notation}` }, [h("span", { text: entry.label })]);
  markOption(button, entry, ctx);
  return button;
}

// ---------------------------------------------------------------------------------------
// The top bar: round, then the tools (common/toolbar.js).

/** @param {Ctx} ctx */
function renderTop(ctx) {
  const { ui, obs } = ctx;
  return [
    h("div", { class: "kami-brand" }, [
      h("span", { class: "kami-logo", "aria-hidden": "true", text: "神" }),
      h("span", { class: "kami-round", text: fill(ui.round, { n: obs.round }) }),
    ]),
    renderTools(ctx),
  ];
}

// ---------------------------------------------------------------------------------------
// The table: seat areas around a centre (mercenaries, leftover, current attack, results).

/** @param {number} players @param {number | null} viewer */
function seatPositions(players, viewer) {
  const slots = POSITIONS[players] || POSITIONS[4];
  const base = viewer ?? 0;
  return Array.from({ length: players }, (_, i) => ({ seat: (base + i) % players, pos: slots[i] || "top" }));
}

/** 4 players: seats 0+2 are team "a", 1+3 team "b". @param {Ctx} ctx @param {number} seat */
function teamOf(ctx, seat) {
  const teams = ctx.obs.teams;
  if (!teams) return null;
  return teams.findIndex((team) => team.includes(seat)) === 0 ? "a" : "b";
}

/** @param {Ctx} ctx @param {number} seat @param {string} pos */
function renderSeat(ctx, seat, pos) {
  const { snap, obs, ui } = ctx;
  const info = snap.seats[seat];
  const isViewer = seat === snap.viewer;
  const acting = snap.to_act.includes(seat) && !snap.result;
  const team = teamOf(ctx, seat);
  const score = obs.scores[seat];
  const head = h("header", { class: "kami-seat-head" }, [
    h("span", { class: cls("kami-avatar", info.kind === "bot" && "is-bot"), title: info.kind === "bot" ? ui.bot : null,
      "aria-hidden": "true" }, [icon(info.kind === "bot" ? "bot" : "human")]),
    h("span", { class: "kami-seat-name", text: info.name, title: info.name }),
    isViewer && h("span", { class: "kami-tag is-you", text: ui.you }),
    team && h("span", { class: "kami-tag is-team" }, [h("span", { class: "kami-team-dot" }), ui.team]),
    acting && h("span", { class: "kami-turn", text: ui.to_act }),
    h("span", { class: "kami-seat-score", title: ui.score, "aria-label": `${ui.score}: ${score}` }, [
      String(score), h("small", { text: `/${obs.target}` }),
    ]),
  ]);
  const body = h("div", { class: "kami-seat-body" }, [
    !isViewer && backsOf(handBacks(obs.hand_sizes[seat] ?? 0, ctx), ctx, seat),
    renderRows(ctx, seat),
  ]);
  const shown = obs.revealed.find((r) => r.seat === seat);
  if (shown && obs.phase !== "redeal") {
    body.append(h("div", { class: "kami-revealed-mini", title: ui.revealed }, [
      h("span", { class: "kami-mini-label", text: ui.revealed }),
      h("span", { class: "kami-card-line" }, shown.cards.map((c) => cardEl(c, ctx, { extra: "is-tiny" }))),
    ]));
  }
  return h("section", {
    class: cls("kami-seat", acting && "is-acting", isViewer && "is-viewer", team && `kami-team-${team}`),
    "data-seat": seat, "data-pos": pos, "data-team": team, "data-kind": info.kind, "aria-label": info.name,
    "data-motion-frame": `seat:${seat}`,
  }, [head, body]);
}

/**
 * Motion identities (common/motion.js) within a round: a card the viewer knows is "card:<round>:<kind>"; a face-down
 * card of another seat (in its hand or on its row) only "back:<round>:<seat>", which its name never enters.
 * @param {Ctx} ctx @param {string | null} code
 */
const cardMotion = (ctx, code) => `card:${ctx.obs.round}:${code}`;
/** @param {Ctx} ctx @param {number} seat */
const backMotion = (ctx, seat) => `back:${ctx.obs.round}:${seat}`;

/** A hidden hand's card backs are pieces that travel to its rows. @param {HTMLElement} backs @param {Ctx} ctx @param {number} seat */
function backsOf(backs, ctx, seat) {
  for (const card of backs.querySelectorAll(".kami-card")) moving(card, backMotion(ctx, seat));
  return backs;
}

/**
 * A seat's defence row (upper) over its attack row (lower): each turn adds one column.
 * @param {Ctx} ctx @param {number} seat
 */
function renderRows(ctx, seat) {
  const { obs, ui, view } = ctx;
  const row = obs.rows[seat] || { defence: [], attack: [] };
  const isViewer = seat === ctx.snap.viewer;
  const prev = obs.round === view.prevRound ? view.prevRows.get(seat) : undefined;
  const current = obs.attack && obs.attack.seat === seat ? row.attack.length - 1 : -1;
  const grid = h("div", { class: "kami-rows" }, [
    h("span", { class: "kami-row-label", text: ui.defence }),
    h("span", { class: "kami-row-label", text: ui.attack_row }),
  ]);
  const columns = Math.max(row.defence.length, row.attack.length, 1);
  for (let i = 0; i < columns; i++) {
    const d = row.defence[i];
    if (!d) grid.append(h("span", { class: "kami-slot", "aria-hidden": "true" }));
    else {
      // a face-down card whose face this viewer knows (their own, or a public mercenary)
      const known = !d.face_up && d.card !== null;
      const card = cardEl(d.card, ctx, { ownHidden: known, extra: cls("is-mini", prev && i >= prev.d && "is-new") });
      grid.append(d.card === null ? moving(card, backMotion(ctx, seat))
        : moving(card, cardMotion(ctx, d.card), { from: backMotion(ctx, seat) }));
    }
    const a = row.attack[i];
    if (!a) grid.append(h("span", { class: "kami-slot", "aria-hidden": "true" }));
    else {
      const extra = cls("is-mini", i === current && "is-current", prev && i >= prev.a && "is-new");
      const card = moving(cardEl(a, ctx, { extra }), cardMotion(ctx, a), { from: backMotion(ctx, seat) });
      if (i === current) card.setAttribute("aria-label", `${ui.current_attack}: ${cardName(a, ctx.lang)}`);
      grid.append(card);
    }
  }
  grid.setAttribute("data-known", isViewer ? "own" : "other");
  return grid;
}

/** @param {Ctx} ctx */
function renderCenter(ctx) {
  const { snap, obs } = ctx;
  const center = h("div", { class: "kami-center", "data-motion-frame": "center" });
  if (snap.result) center.append(renderResult(ctx));
  else if (obs.last_round && obs.last_round.round > ctx.view.ackedRound) center.append(renderRoundBanner(ctx));
  if (snap.result) return center; // the final board stays visible around the result
  if (obs.phase === "redeal") center.append(renderRedeal(ctx));
  if (obs.attack) center.append(renderCurrentAttack(ctx));
  if (obs.mercenaries) center.append(renderMercenaries(ctx));
  if (obs.leftover) center.append(renderLeftover(ctx));
  return center;
}

/**
 * A zone of the table's centre, keyed by its class (zones come and go with the phase: the others stay the same nodes).
 * @param {string} title @param {Child[]} children @param {string} extra
 */
function zone(title, children, extra) {
  return h("section", { class: cls("kami-zone", extra), "aria-label": title, "data-key": extra },
    [h("h2", { class: "kami-zone-title", text: title }), ...children]);
}

/** @param {Ctx} ctx */
function renderCurrentAttack(ctx) {
  const attack = /** @type {{seat: number, card: string}} */ (ctx.obs.attack);
  return zone(ctx.ui.current_attack, [
    cardEl(attack.card, ctx, { extra: "is-mid is-current" }),
    h("span", { class: "kami-zone-note", text: ctx.snap.seats[attack.seat].name }),
  ], "kami-attack-zone");
}

/** 2 players: eight stacks, each a visible card over face-down ones. @param {Ctx} ctx */
function renderMercenaries(ctx) {
  const { obs, ui } = ctx;
  const grid = h("div", { class: "kami-mercs", "data-roving": "mercenaries" });
  for (const merc of obs.mercenaries || []) {
    const below = merc.below > 0 ? fill(ui.below, { n: merc.below }) : "";
    if (!merc.top) {
      grid.append(h("div", { class: "kami-merc is-empty", "aria-hidden": "true" },
        [h("span", { class: "kami-slot" })]));
      continue;
    }
    const button = h("button", { type: "button", class: "kami-merc", "data-key": `merc:${merc.stack}`,
      "data-stack": merc.stack, "data-below": merc.below }, [
      h("span", { class: "kami-merc-stack" },
        [moving(cardEl(merc.top, ctx, { decorative: true, extra: "is-mid" }), cardMotion(ctx, merc.top))]),
      " ",
      h("span", { class: "kami-below", text: below }),
    ]);
    const entry = legalFor(ctx, `merc:${merc.stack}`);
    if (entry) markOption(button, entry, ctx);
    else {
      const name = cardName(merc.top, ctx.lang);
      button.setAttribute("aria-label", below ? `${name} · ${below}` : name);
      button.classList.add("is-idle");
      listen(button, { click: () => ctx.explain(/** @type {string} */ (merc.top), merc.stack) });
    }
    grid.append(button);
  }
  return zone(ui.mercenaries, [grid], "kami-merc-zone");
}

/** 3 players: the unused cards, and the one this seat was shown. @param {Ctx} ctx */
function renderLeftover(ctx) {
  const { obs, ui } = ctx;
  const left = /** @type {{count: number, peek: string | null}} */ (obs.leftover);
  const backs = h("div", { class: "kami-card-line" });
  for (let i = 0; i < left.count; i++) backs.append(cardEl(null, ctx, { extra: "is-mid" }));
  const children = [backs];
  if (left.peek) {
    children.push(h("div", { class: "kami-peek" }, [
      h("span", { class: "kami-zone-note", text: ui.peek }),
      cardEl(left.peek, ctx, { extra: "is-mid" }),
    ]));
  }
  return zone(ui.leftover, [h("div", { class: "kami-leftover" }, children)], "kami-leftover-zone");
}

/** 4 players: a soldier-heavy hand is shown; the partner reshuffles or keeps. @param {Ctx} ctx */
function renderRedeal(ctx) {
  const { obs, ui, snap } = ctx;
  const hands = obs.revealed.map((r) => h("div", { class: "kami-revealed" }, [
    h("span", { class: "kami-zone-note", text: snap.seats[r.seat].name }),
    h("div", { class: "kami-card-line" }, r.cards.map((c) => cardEl(c, ctx, { extra: "is-revealed" }))),
  ]));
  const options = snap.legal.filter((e) => !e.target.startsWith("hand:") && !e.target.startsWith("merc:"));
  const buttons = h("div", { class: "kami-option-row", "data-roving": "redeal" }, options.map((e) => optionButton(e, ctx)));
  return zone(ui.revealed, [...hands, buttons], "kami-redeal-zone");
}

/** The last round's result, shown until this seat's next move. @param {Ctx} ctx */
function renderRoundBanner(ctx) {
  const lr = /** @type {LastRound} */ (ctx.obs.last_round);
  const close = h("button", { type: "button", class: "kami-icon-btn", "aria-label": ctx.ui.close, title: ctx.ui.close,
    "data-key": "banner:close", on: { click: () => { ctx.view.ackedRound = lr.round; ctx.rerender(); } } },
  [icon("close")]);
  return h("section", { class: cls("kami-banner", lr.master_strike && "is-master"), role: "status",
    "data-key": "banner",
    "aria-label": fill(ctx.ui.last_round, { n: lr.round }) }, [
    close,
    roundSummary(ctx, lr, "is-mid"),
  ]);
}

/**
 * Winner, card, points and master strike of one round.
 * @param {Ctx} ctx @param {LastRound} lr @param {string} size
 */
function roundSummary(ctx, lr, size) {
  const { ui, snap } = ctx;
  return h("div", { class: "kami-round-summary", "data-last-round": lr.round }, [
    // a heading below the page's parts in the result and the side panel; the banner's own title (it opens a section)
    h(size === "is-mid" ? "h2" : "h3", { class: "kami-summary-title", text: fill(ui.last_round, { n: lr.round }) }),
    h("div", { class: "kami-summary-body" }, [
      cardEl(lr.card, ctx, { extra: size }),
      h("div", { class: "kami-summary-text" }, [
        h("span", { class: "kami-winner-name", text: snap.seats[lr.winner]?.name ?? "" }),
        h("span", { class: "kami-points", text: fill(ui.points, { n: lr.points }) }),
        h("span", { class: "kami-before-after", text: `${lr.before} → ${lr.after}` }),
      ]),
    ]),
    lr.master_strike && h("span", { class: "kami-stamp", text: ui.master_strike }),
  ]);
}

/** Game over: the element tests and people look for. @param {Ctx} ctx */
function renderResult(ctx) {
  const { snap, ui } = ctx;
  const result = /** @type {NonNullable<Snapshot["result"]>} */ (snap.result);
  const lr = ctx.obs.last_round;
  return h("section", { class: "kami-result", "data-result": result.winners.join(","), role: "region",
    "data-key": "result",
    "aria-label": ui.game_over }, [
    h("h2", { class: "kami-result-title", text: ui.game_over }),
    h("p", { class: "kami-result-line", text: snap.prompt }),
    scoreList(ctx, "kami-result-scores"),
    lr && roundSummary(ctx, lr, "is-mini"),
    ...resultEnd(ctx, snap.seats.map((x) => x.seat)),
  ]);
}

/** @param {Ctx} ctx */
function renderTable(ctx) {
  const { snap } = ctx;
  const seats = seatPositions(snap.players, snap.viewer).map(({ seat, pos }) => renderSeat(ctx, seat, pos));
  return [...seats, renderCenter(ctx)];
}

// ---------------------------------------------------------------------------------------
// The dock: prompt, notice, option buttons and the viewer's hand.

/** @param {Ctx} ctx */
function renderHand(ctx) {
  const { obs, snap, ui } = ctx;
  if (snap.viewer === null || !obs.hand || !obs.hand.length) return [];
  // while this seat plays cards, dim those that are no option (not while deciding a redeal)
  const cardTurn = ctx.myTurn && obs.phase === "play";
  const cards = obs.hand.map((code, i) => {
    const button = h("button", { type: "button", class: "kami-hand-card", "data-key": `hand:${i}`, "data-card": code },
      [moving(cardEl(code, ctx, { decorative: true, extra: "is-hand" }), cardMotion(ctx, code))]);
    const entry = legalFor(ctx, `hand:${code}`);
    if (entry) markOption(button, entry, ctx);
    else {
      button.setAttribute("aria-label", cardName(code, ctx.lang));
      if (cardTurn) button.classList.add("is-idle");
      listen(button, { click: () => ctx.explain(code) });
    }
    return button;
  });
  return [
    h("h2", { class: "kami-hand-title" }, [ui.hand, h("small", { text: fill(ui.cards, { n: obs.hand.length }) })]),
    h("div", { class: "kami-hand-cards", role: "group", "aria-label": ui.hand, "data-roving": "hand" }, cards),
  ];
}

/** Options not drawn on a card (pass, and anything the board has no place for). @param {Ctx} ctx */
function renderOptions(ctx) {
  return ctx.snap.legal.filter((entry) => !ctx.placed.has(entry.notation)).map((entry) => optionButton(entry, ctx));
}

// ---------------------------------------------------------------------------------------
// The side panel: scores, last round, log, rules help.

/** @param {Ctx} ctx @param {string} extra */
function scoreList(ctx, extra) {
  const { obs, snap } = ctx;
  const groups = obs.teams
    ? obs.teams.map((team, i) => ({ seats: team, team: i === 0 ? "a" : "b" }))
    : snap.seats.map((seat) => ({ seats: [seat.seat], team: null }));
  const winners = snap.result ? snap.result.winners : [];
  return h("ol", { class: cls("kami-score-list", extra) }, groups.map((group) => {
    const score = obs.scores[group.seats[0]];
    const pct = Math.max(0, Math.min(100, (score / Math.max(1, obs.target)) * 100));
    const names = group.seats.map((seat) => snap.seats[seat].name).join(" · ");
    const won = group.seats.some((seat) => winners.includes(seat));
    return h("li", { class: cls("kami-score-row", group.team && `kami-team-${group.team}`, won && "is-winner"),
      "data-seats": group.seats.join(",") }, [
      group.team && h("span", { class: "kami-team-dot" }),
      h("span", { class: "kami-score-name", text: names }),
      h("span", { class: "kami-score-value", text: String(score) }),
      h("span", { class: "kami-bar", "aria-hidden": "true" }, [h("span", { style: `width:${pct}%` })]),
    ]);
  }));
}

/** @param {Ctx} ctx */
function renderSide(ctx) {
  const { snap, obs, ui, view } = ctx;
  // the score and last-round panels are drawn into their last drawing (see common/dom.js redrawn)
  const again = (/** @type {string} */ key, /** @type {HTMLElement} */ panel) =>
    /** @type {HTMLElement} */ (redrawn(view.drawn, key, panel));
  const panels = [
    again("scores", h("section", { class: "kami-panel kami-scores", "aria-label": ui.score }, [
      h("h2", { class: "kami-panel-title" }, [ui.score,
        h("span", { class: "kami-chip", text: fill(ui.target, { n: obs.target }) })]),
      scoreList(ctx, ""),
      h("p", { class: "kami-mode", text: snap.help?.mode ?? "" }),
      obs.empress_unlocked && h("p", { class: "kami-chip is-empress", "data-empress-unlocked": "" },
        [ui.empress_unlocked]),
    ])),
  ];
  if (obs.last_round) panels.push(again("last", h("section", { class: "kami-panel kami-last" },
    [roundSummary(ctx, obs.last_round, "is-mini")])));
  panels.push(keptLog(ctx));
  panels.push(keptHelp(ctx, () => renderHelp(ctx)));
  return panels;
}

/** The rules help: the mode, and which card answers which (the rules' table). @param {Ctx} ctx */
function renderHelp(ctx) {
  const { snap, ui } = ctx;
  const counters = Array.isArray(snap.help?.counters) ? snap.help.counters : [];
  return rulesHelp(ctx, [
    h("p", { text: snap.help?.mode ?? "" }),
    counters.length > 0 && h("table", { class: "kami-help-counters" }, [
      h("caption", { text: ui.help_counters }),
      h("thead", {}, [h("tr", {}, [ui.help_attack, ui.help_points, ui.help_answered_by].map((t) =>
        h("th", { scope: "col", text: t })))]),
      h("tbody", {}, counters.map((c) => h("tr", {}, [h("th", { scope: "row", text: c.card }),
        h("td", { text: String(c.points) }), h("td", { text: c.answered_by.join(" · ") })]))),
    ]),
  ]);
}

// ---------------------------------------------------------------------------------------
// Hot seat (common/cover.js): the cover shows the seal.

/** @param {Ctx} ctx @param {() => void} onReady */
function renderCover(ctx, onReady) {
  const name = ctx.snap.seats[/** @type {number} */ (ctx.snap.viewer)].name;
  return coverCard(ctx, name, h("span", { class: "kami-logo is-large", "aria-hidden": "true", text: "神" }), onReady);
}

// ---------------------------------------------------------------------------------------
// Styles, injected once per board and scoped under .kami-board: the shared frame (common/board.css) with
// this board's values, then the board's own rules.

/** Below this width (px) the board takes its phone layout. */
const NARROW = 640;

const CSS = `
.kami-board{--board-paper:#f5f0e6;--board-ink:#2a2521;--board-muted:#6e655b;--board-line:#d9cfbd;
  --board-line-strong:#bfb29a;--board-sunken:#ece5d7;--board-deep:#283a5e;--board-code:#5a3d8a;
  --board-cover-light:#34497a;--board-cover-dark:#1c2744;--board-prompt-size:16px;--board-prompt-basis:260px;
  --board-dock-padding:10px 14px 14px;--board-dock-padding-narrow:10px 14px 14px;--board-dock-top:auto;--board-dock-bottom:0;--board-actions-gap:0;
  --board-primary-height:48px;--board-log-height:260px;--board-help-sub-top:8px;
  --felt:#2e5a4d;--felt-dark:#1f4037;--team-a:#2f6fb3;--team-b:#c8553d;--mini:36px;--mid:54px;
  --hand:clamp(62px,calc((100cqw - 440px) / 10),84px)}
.kami-board .kami-option{color:var(--board-on-accent)}
.kami-board .kami-option.is-pass{color:var(--board-ink)}
.kami-kanji{text-anchor:middle;dominant-baseline:central;font-weight:700;
  font-family:"Noto Serif CJK JP","Noto Serif JP","Hiragino Mincho ProN","Yu Mincho","YuMincho",
    "Source Han Serif JP","Tabletop Sans JP",serif}
.kami-latin{text-anchor:middle;font-weight:600;letter-spacing:.02em;font-family:system-ui,"Segoe UI",sans-serif}

/* top bar */
.kami-logo{display:inline-grid;place-items:center;width:38px;height:38px;border-radius:50%;background:#ad1f3a;
  color:#fff8ec;font-size:22px;font-weight:700;box-shadow:inset 0 0 0 2px rgba(255,255,255,.35);
  font-family:"Noto Serif CJK JP","Hiragino Mincho ProN","Yu Mincho","Tabletop Sans JP",serif}
.kami-logo.is-large{width:72px;height:72px;font-size:40px}
.kami-round{font-weight:700;font-size:16px}

/* layout */
.kami-layout{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:12px;align-items:start}
.kami-main{min-width:0;display:flex;flex-direction:column;gap:10px}
.kami-side{display:flex;flex-direction:column;gap:10px;min-width:0}

/* table */
.kami-table{display:grid;gap:10px;padding:12px;border-radius:18px;min-width:0;
  background:radial-gradient(ellipse at 50% 45%,#3b6e5f 0%,var(--felt) 45%,var(--felt-dark) 100%);
  box-shadow:inset 0 0 0 1px rgba(0,0,0,.3),inset 0 3px 18px rgba(0,0,0,.35)}
.kami-table[data-players="2"]{grid-template-areas:"top" "center" "bottom"}
.kami-table[data-players="3"]{grid-template-columns:minmax(0,1fr) minmax(0,1fr);
  grid-template-areas:"left right" "center center" "bottom bottom"}
.kami-table[data-players="4"]{grid-template-columns:minmax(0,1fr) minmax(0,1.5fr) minmax(0,1fr);
  grid-template-areas:"left top right" "left center right" "bottom bottom bottom"}
.kami-seat[data-pos="top"]{grid-area:top}.kami-seat[data-pos="left"]{grid-area:left}
.kami-seat[data-pos="right"]{grid-area:right}.kami-seat[data-pos="bottom"]{grid-area:bottom}
.kami-center{grid-area:center}

/* seats */
.kami-seat{--team:transparent;position:relative;min-width:0;padding:8px 10px 10px;border-radius:12px;
  background:rgba(252,249,242,.97);box-shadow:0 2px 6px rgba(0,0,0,.28);outline:3px solid transparent;
  transition:outline-color .2s,box-shadow .2s}
.kami-seat[data-team]{padding-left:16px;
  background:linear-gradient(var(--team),var(--team)) left/6px 100% no-repeat,rgba(252,249,242,.97)}
.kami-seat.kami-team-a,.kami-score-row.kami-team-a,.kami-team-a .kami-team-dot{--team:var(--team-a)}
.kami-seat.kami-team-b,.kami-score-row.kami-team-b,.kami-team-b .kami-team-dot{--team:var(--team-b)}
.kami-seat.is-acting{outline-color:var(--board-accent);box-shadow:0 0 0 7px var(--board-accent-soft),0 2px 10px rgba(0,0,0,.3)}
.kami-seat-head{display:flex;align-items:center;gap:6px;min-height:28px;flex-wrap:wrap}
.kami-avatar{display:inline-grid;place-items:center;width:26px;height:26px;border-radius:50%;background:#e7dfcf;
  color:#5a4f43;flex:none}
.kami-avatar.is-bot{background:#dde6ee;color:#3d5468}
.kami-avatar .kami-icon{width:16px;height:16px}
.kami-seat-name{font-weight:700;min-width:0;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kami-tag{display:inline-flex;align-items:center;gap:4px;font-size:11.5px;padding:1px 7px;border-radius:999px;
  background:#ece5d7;color:#4c443b;font-weight:600}
.kami-tag.is-you{background:#2a2521;color:#fff8ec}
.kami-team-dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:var(--team);flex:none}
.kami-seat-score{margin-left:auto;font-size:20px;font-weight:800;font-variant-numeric:tabular-nums;white-space:nowrap}
.kami-seat-score small{font-size:12px;font-weight:600;color:var(--board-muted);margin-left:1px}
.kami-seat-body{display:flex;align-items:center;gap:10px 16px;margin-top:6px;flex-wrap:wrap}
.kami-seat[data-pos="bottom"]{display:flex;align-items:center;gap:8px 18px}
.kami-seat[data-pos="bottom"] .kami-seat-head{align-content:center;width:min(240px,42%);flex:none}
.kami-seat[data-pos="bottom"] .kami-seat-body{margin-top:0;flex:1}
.kami-table[data-players="4"] .kami-seat[data-pos="left"] .kami-seat-body,
.kami-table[data-players="4"] .kami-seat[data-pos="right"] .kami-seat-body{flex-direction:column;align-items:flex-start}

/* cards */
.kami-card{position:relative;display:inline-block;flex:none;width:var(--w,var(--mini));aspect-ratio:100/140;
  border-radius:9%/6.4%;box-shadow:0 1px 2px rgba(0,0,0,.3)}
.kami-svg{display:block;width:100%;height:100%}
.kami-paper{fill:#fffaf0;stroke:#cdbf9f;stroke-width:1.5}
.kami-back{fill:#283a5e;stroke:#1b2944;stroke-width:1.5}
.kami-back-line{fill:none;stroke:#c9a75a;stroke-width:1.6;opacity:.75}
.kami-back-mark{fill:#e5c777}
.kami-card.is-mini{--w:var(--mini)}
.kami-card.is-tiny{--w:22px}
.kami-card.is-mid{--w:var(--mid)}
.kami-card.is-revealed{--w:calc(var(--mini) + 4px)}
.kami-card.is-hand{--w:var(--hand);box-shadow:0 2px 5px rgba(0,0,0,.28)}
.kami-card.is-own-hidden .kami-svg{opacity:.5;filter:saturate(.4)}
.kami-card.is-own-hidden{background:repeating-linear-gradient(135deg,#d8d0c0 0 4px,#efe9dd 4px 8px)}
.kami-fd-mark{position:absolute;right:-4px;bottom:-4px;display:grid;place-items:center;width:18px;height:18px;
  border-radius:50%;background:#283a5e;color:#f3e3b5;box-shadow:0 0 0 2px #fffaf0}
.kami-fd-mark .kami-icon{width:12px;height:12px;stroke-width:2.4}
.kami-card.is-current{box-shadow:0 0 0 3px var(--board-accent),0 0 14px 2px rgba(224,168,46,.75)}
.kami-card.is-new{animation:kami-drop .35s ease-out}
.kami-slot{display:inline-block;width:var(--mini);aspect-ratio:100/140;border-radius:5px;
  border:1.5px dashed rgba(60,50,40,.2)}
.kami-rows{display:grid;grid-template-rows:auto auto;grid-auto-flow:column;grid-auto-columns:max-content;
  gap:4px 4px;align-items:center}
.kami-row-label{writing-mode:vertical-rl;font-size:10.5px;color:var(--board-muted);letter-spacing:.04em;
  align-self:center;justify-self:center;max-height:calc(var(--mini)*1.4);overflow:hidden}
.kami-backs{display:flex;align-items:center;gap:8px}
.kami-fan{display:flex;padding-left:14px}
.kami-fan .kami-card{--w:24px;margin-left:-14px}
.kami-backs-count{font-size:12px;color:var(--board-muted);white-space:nowrap;font-weight:600}
.kami-card-line{display:flex;flex-wrap:wrap;gap:4px}
.kami-revealed-mini{display:flex;align-items:center;gap:6px}
.kami-mini-label{font-size:11px;color:var(--board-muted)}

/* centre */
.kami-center{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:center;min-height:96px;padding:4px;
  min-width:0}
.kami-zone{display:flex;flex-direction:column;align-items:center;gap:6px;color:#f1ead9;min-width:0}
.kami-zone-title{font-size:11.5px;letter-spacing:.07em;text-transform:uppercase;font-weight:700;opacity:.85}
.kami-zone-note{font-size:12.5px;opacity:.9;text-align:center}
.kami-attack-zone{padding:6px 10px;border-radius:12px;background:rgba(0,0,0,.16)}
.kami-mercs{display:grid;grid-template-columns:repeat(8,auto);gap:8px}
.kami-merc{position:relative;display:flex;flex-direction:column;align-items:center;gap:3px;padding:4px 4px 2px;
  border:0;border-radius:10px;background:transparent;cursor:pointer;min-width:44px}
.kami-merc-stack{position:relative;display:block;border-radius:6px}
.kami-merc-stack .kami-card{position:relative}
.kami-merc:not([data-below="0"]) .kami-merc-stack::before{content:"";position:absolute;inset:0;border-radius:9%/6.4%;
  background:#283a5e;border:1px solid #c9a75a;transform:translate(4px,4px)}
.kami-merc.is-empty .kami-slot{--mini:var(--mid);border-color:rgba(255,255,255,.25)}
.kami-below{font-size:10.5px;min-height:14px;color:#e9e1cd;opacity:.75;white-space:nowrap;margin-top:3px}
.kami-merc.is-legal .kami-card{box-shadow:0 0 0 3px var(--board-accent),0 4px 10px rgba(0,0,0,.35)}
.kami-merc.is-legal:hover{transform:translateY(-3px)}
.kami-merc.is-idle{opacity:.85}
.kami-leftover{display:flex;gap:14px;align-items:flex-end}
.kami-peek{display:flex;flex-direction:column;align-items:center;gap:4px}
.kami-revealed{display:flex;flex-direction:column;align-items:center;gap:4px}
.kami-option-row{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.kami-banner,.kami-result{position:relative;background:var(--board-card);color:var(--board-ink);padding:12px 16px;
  box-shadow:0 6px 18px rgba(0,0,0,.3)}
.kami-banner{border:2px solid var(--board-line);border-radius:14px}
.kami-banner.is-master{border-color:#ad1f3a}
.kami-banner{padding-right:40px}
.kami-banner .kami-icon-btn{position:absolute;top:4px;right:4px}
.kami-result{min-width:min(100%,340px);max-width:520px}
.kami-round-summary{display:flex;flex-direction:column;gap:6px;align-items:center}
.kami-summary-title{font-size:12px;font-weight:700;color:var(--board-muted);letter-spacing:.04em}
.kami-summary-body{display:flex;gap:12px;align-items:center}
.kami-summary-text{display:flex;flex-direction:column;gap:2px}
.kami-winner-name{font-weight:700}
.kami-points{font-size:22px;font-weight:800;color:#9c6c0c}
.kami-before-after{font-size:12.5px;color:var(--board-muted);font-variant-numeric:tabular-nums}
.kami-stamp{display:inline-block;padding:3px 12px;border:2.5px solid #ad1f3a;border-radius:6px;color:#ad1f3a;
  font-weight:900;font-size:17px;letter-spacing:.06em;transform:rotate(-4deg);background:#fff3f1}

/* dock */
.kami-option{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 20px;border-radius:22px;
  border:0;background:var(--board-accent);color:var(--board-on-accent);font-weight:800;cursor:pointer;position:relative;
  box-shadow:0 2px 0 var(--board-accent-edge)}
.kami-option:hover{filter:brightness(1.05)}
.kami-option.is-pass{background:#efe7d6;color:var(--board-ink);box-shadow:0 2px 0 #cbbd9f}
.kami-hand{display:flex;flex-direction:column;gap:6px;margin-top:10px}
.kami-hand:empty{display:none}
.kami-hand-title{font-size:12.5px;font-weight:700;color:var(--board-muted);display:flex;gap:8px;align-items:baseline}
.kami-hand-title small{font-weight:500}
.kami-hand-cards{display:flex;flex-wrap:wrap;gap:10px;justify-content:center;padding-top:8px}
.kami-hand-card{position:relative;padding:0;border:0;background:transparent;border-radius:10px;cursor:pointer;
  transition:transform .15s ease,opacity .15s}
.kami-hand-card.is-legal{transform:translateY(-6px)}
.kami-hand-card.is-legal .kami-card{box-shadow:0 0 0 3px var(--board-accent),0 8px 16px rgba(0,0,0,.25)}
.kami-hand-card.is-legal:hover{transform:translateY(-11px)}
.kami-hand-card.is-idle{opacity:.62}
.kami-hand-card.is-idle:hover{opacity:.8}
.kami-option .kami-key{background:rgba(0,0,0,.75)}

/* side */
.kami-chip{display:inline-block;font-size:11.5px;font-weight:700;padding:2px 8px;border-radius:999px;
  background:#ece5d7;color:#4c443b}
.kami-chip.is-empress{margin-top:8px;background:#f9e1e5;color:#8a1830}
.kami-mode{margin-top:8px!important;font-size:12px;color:var(--board-muted)}
.kami-score-list{display:flex;flex-direction:column;gap:6px}
.kami-score-row{display:grid;grid-template-columns:auto minmax(0,1fr) auto;
  grid-template-areas:"dot name value" "bar bar bar";
  align-items:center;gap:2px 6px}
.kami-score-row .kami-team-dot{grid-area:dot}
.kami-score-row:not(.kami-team-a):not(.kami-team-b){grid-template-areas:"name name value" "bar bar bar"}
.kami-score-name{grid-area:name;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:13px}
.kami-score-value{grid-area:value;font-weight:800;font-size:16px;font-variant-numeric:tabular-nums}
.kami-score-row.is-winner .kami-score-name{font-weight:800}
.kami-score-row.is-winner .kami-score-value{color:#9c6c0c}
.kami-bar{grid-area:bar;display:block;height:6px;border-radius:3px;background:#ece5d7;overflow:hidden}
.kami-bar span{display:block;height:100%;background:var(--team,#7c9a6a);border-radius:3px}
.kami-score-row:not(.kami-team-a):not(.kami-team-b) .kami-bar span{background:#7c9a6a}

/* the primary button (hot-seat cover, result) lights up; text for screen readers only */
.kami-primary:hover{filter:brightness(1.05)}
.kami-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}

@keyframes kami-drop{from{transform:translateY(-10px) scale(1.08);opacity:0}}

/* wide (a desktop): the board fits the height its host gives it (common/board.css) — the top seat lies like the
   bottom one (name beside its cards), the prompt and its buttons share a line, the hand's title stands beside the
   cards; a column taller than the board scrolls inside it */
@container kami (min-width:981px){
  .kami-layout{grid-template-rows:minmax(0,1fr)}
  .kami-main,.kami-side{align-self:stretch;min-height:0;overflow-y:auto;padding:6px;margin:-6px;
    overscroll-behavior:contain}
  .kami-table[data-players="2"] .kami-seat[data-pos="top"]{display:flex;align-items:center;gap:8px 18px}
  .kami-table[data-players="2"] .kami-seat[data-pos="top"] .kami-seat-head{align-content:center;width:min(240px,42%);
    flex:none}
  .kami-table[data-players="2"] .kami-seat[data-pos="top"] .kami-seat-body{margin-top:0;flex:1}
  .kami-dock{display:grid;grid-template-columns:minmax(0,1fr) fit-content(60%);align-items:center;column-gap:12px}
  .kami-dock>*{grid-column:1/-1}
  .kami-dock>.kami-prompt-row{grid-column:1}
  .kami-dock>.kami-actions{grid-column:2;grid-row:1;justify-content:flex-end}
  .kami-hand{flex-direction:row;align-items:center;gap:12px}
  .kami-hand-title{flex-direction:column;align-items:flex-start;gap:2px;width:6.5em;flex:none}
  .kami-hand-cards{flex:1}
}
/* medium: the side panel goes below the table */
@container kami (max-width:980px){
  .kami-layout{grid-template-columns:minmax(0,1fr)}
  .kami-board>*{--hand:clamp(58px,calc((100cqw - 130px) / 10),84px)}
  .kami-side{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));align-items:start}
}
/* narrow (phones): seats stack, cards shrink, tool labels hide */
@container kami (max-width:${NARROW}px){
  .kami-board>*{--mini:28px;--mid:40px;--hand:58px}
  .kami-center{gap:8px}
  .kami-zone-note{max-width:10em}
  .kami-hand-title{display:none}
  .kami-hand{margin-top:6px}
  .kami-table{padding:8px;gap:8px}
  .kami-table[data-players="3"]{grid-template-columns:minmax(0,1fr);
    grid-template-areas:"left" "right" "center" "bottom"}
  .kami-table[data-players="4"]{grid-template-columns:minmax(0,1fr);
    grid-template-areas:"left" "top" "right" "center" "bottom"}
  .kami-table[data-players="4"] .kami-seat[data-pos] .kami-seat-body{flex-direction:row;align-items:center}
  .kami-seat{padding:6px 8px 8px}
  .kami-row-label{display:none}
  .kami-seat[data-pos="bottom"]{display:block}
  .kami-seat[data-pos="bottom"] .kami-seat-head{flex-direction:row;align-items:center;width:auto}
  .kami-seat[data-pos="bottom"] .kami-seat-score{margin-left:auto}
  .kami-seat[data-pos="bottom"] .kami-seat-body{margin-top:6px}
  .kami-seat[data-team]{padding-left:14px}
  .kami-seat-score{font-size:17px}
    .kami-mercs{grid-template-columns:repeat(4,auto);gap:6px 10px}
  .kami-hand-cards{gap:6px}
    .kami-fan .kami-card{--w:20px;margin-left:-13px}
}
`;

// ---------------------------------------------------------------------------------------
// The board: a fixed skeleton whose parts are refilled on every snapshot.

/**
 * @param {Model} model
 * @param {HTMLElement} el
 */
function createBoard(model, el) {
  /** @type {ViewState} */
  const view = { shownSeat: undefined, ackedRound: 0, prevRound: -1, prevRows: new Map(), busyTimer: 0,
    quietTimer: 0, drawn: new Map() };
  const frame = boardFrame(model, view, "kami.json");
  const { root, prompt, current } = frame;
  const table = h("div", { class: "kami-table" });
  const actions = h("div", { class: "kami-actions", "data-roving": "options" });
  const hand = h("div", { class: "kami-hand", "data-motion-frame": "hand" });
  const dock = h("section", { class: "kami-dock" }, [frame.promptRow, frame.notice, frame.hint, actions, hand]);
  const side = h("aside", { class: "kami-side" });
  const layout = h("div", { class: "kami-layout" }, [h("div", { class: "kami-main" }, [table, dock]), side]);
  const cover = h("div", { class: "kami-cover", hidden: true });
  root.append(h("style", { text: boardStyles(CSS, NARROW) }), frame.top, layout, cover);
  el.append(root);

  /** @param {Legal} entry */
  function act(entry) {
    const snap = current();
    const lr = snap && snap.observation.last_round;
    if (lr) view.ackedRound = Math.max(view.ackedRound, lr.round);
    frame.act(entry);
  }

  /** A click on a card that is no option: ask the host why. @param {string} card @param {number} [merc] */
  function explain(card, merc) {
    const snap = current();
    const step = snap && snap.observation.step;
    const type = step === "respond" ? "counter" : step === "attack" ? "attack" : "hide";
    /** @type {Action} */
    const action = { type, card };
    if (merc !== undefined) action.merc = merc;
    frame.send({ type: "explain", action });
  }

  /** @param {string | null} key */
  function restoreFocus(key) {
    /** @param {Element | null} node */
    const usable = (node) =>
      Boolean(node && !node.closest("[hidden]") && !(/** @type {HTMLButtonElement} */ (node).disabled));
    frame.restoreFocus(key, () => (cover.hidden ? root.querySelector(".is-legal") || root.querySelector("[data-key]")
      : root.querySelector("[data-ready]")), usable);
  }

  function render() {
    const snap = current();
    frame.settle();
    if (!snap || !snap.observation) return;
    const focus = frame.rememberFocus();
    /** @type {Ctx} */
    const ctx = {
      snap, obs: snap.observation, ui: snap.ui || {}, lang: snap.lang, view, placed: new Set(),
      myTurn: snap.viewer !== null && snap.to_act.includes(snap.viewer) && snap.legal.length > 0,
      act, explain, send: frame.send, rerender: render,
    };
    root.setAttribute("data-players", String(snap.players));
    root.setAttribute("data-version", String(snap.version));
    frame.showHead(ctx, renderTop);

    const parts = [table, actions, hand, side];
    if (hotSeatCover(ctx, { layout, cover, prompt, parts }, (onReady) => renderCover(ctx, onReady), render)) {
      restoreFocus(focus);
      return;
    }
    renderBoard(ctx);
    restoreFocus(focus);
  }

  /** @param {Ctx} ctx */
  function renderBoard(ctx) {
    const { snap, obs } = ctx;
    table.setAttribute("data-players", String(snap.players));
    morphInto(table, renderTable(ctx));
    dock.classList.toggle("is-my-turn", ctx.myTurn);
    prompt.textContent = snap.prompt;
    morphInto(hand, renderHand(ctx));
    morphInto(actions, renderOptions(ctx));
    placePart(side, renderSide(ctx));
    // remember what was on the table, so the next redraw can animate new cards only
    view.prevRound = obs.round;
    view.prevRows = new Map(obs.rows.map((row, seat) => [seat, { d: row.defence.length, a: row.attack.length }]));
  }

  // number keys pick the Nth option, P passes
  const onKey = optionKeys(current, act, () => !cover.hidden,
    (key, snap) => (key === "p" || key === "P" ? snap.legal.find((x) => x.action.type === "pass") : undefined));
  return frame.mount(render, onKey);
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
