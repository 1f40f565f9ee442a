// Generated from widgets/src/k2.js by `python3 build.py boards`; edit the sources, not this file.
// @ts-check
/**
 * K2 board — an anywidget front-end module (one plain ES module, no imports).
 *
 * This is the source of widgets/static/k2.js: `python3 build.py boards` replaces each
 * include line below with that file from widgets/src/common/ (code every board shares;
 * its class names take this board's PREFIX).
 *
 * The host (JupyterLab's anywidget or the static page's small JS host) keeps a synced
 * `snapshot` (rules/table.py `Table.snapshot`, rules/session.py, observation from rules/k2/)
 * and answers the messages this board sends with a new snapshot. The board only ever reads
 * `model.get("snapshot")`, listens to `change:snapshot` / `msg:custom`, and calls `model.send`.
 *
 * Every string on screen comes from the snapshot (ui — K2's words are ui["k2.<key>"] from
 * rules/k2/messages.json —, prompt, log, labels, names, help); untrusted text is set
 * with textContent only. Everything is drawn with createElement / createElementNS: the
 * mountain from observation.map (spaces at their source-image coordinates), no images.
 */

/**
 * @typedef {SeatView} SeatInfo
 * @typedef {{type: string, card?: string, climber?: string, use?: string, space?: string, token?: number}} Action
 * @typedef {LegalEntry} Legal
 * @typedef {{id: string, zone: string, vp: number, cost: number | null, accl: number, xy: number[]}} Space
 * @typedef {{spaces: Space[], edges: string[][], capacity: Record<string, number>, track: number[],
 *            size: number[], side?: string}} MapInfo
 * @typedef {{round: number, icon: string, accl: number, move: number, zones: string[]}} Day
 * @typedef {{forecast: Day[], today: Day | null, tiles_left: number}} Weather
 * @typedef {{face_up: number[], face_down: number, taker: number | null, token: number | null,
 *            remaining: number}} Risk
 * @typedef {{id: string, space: string | null, alive: boolean, accl: number, score: number,
 *            tent: string | null, got_card: boolean}} Climber
 * @typedef {{seat: number, score: number, deck: number, hand: number, locked: boolean,
 *            played: string[] | null, to_give: string[] | null, rescue_used: boolean,
 *            climbers: Climber[]}} SeatObs
 * @typedef {{climber: string, free: number, down: number, moved: boolean, kind: string,
 *            deductible: number}} Pool
 * @typedef {{
 *   game: string, players: number, viewer: number | null, board: string, round: number, phase: string,
 *   start_player: number, active: number | null, map: MapInfo, weather: Weather, risk: Risk,
 *   seats: SeatObs[], hand: string[] | null, picked: string[] | null, pool: Pool | null,
 *   occupancy: Record<string, number>
 * }} Observation
 * @typedef {SnapshotOf<Observation, any>} Snapshot  (common/shapes.js, from rules/shapes.py)
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{shownSeat: number | null | undefined, prevWhere: Map<string, string | null>, prevVersion: number,
 *            busyTimer: number, quietTimer: number}} ViewState
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, myTurn: boolean,
 *   placed: Set<string>, act(entry: Legal): void, explain(action: Action): void,
 *   send(msg: object): void, view: ViewState
 * }} Ctx
 */

const PREFIX = "k2";

const ZONES = ["Z5", "Z6", "Z7", "Z8"];

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  check: ["M5 12.5 10 17.5 19 7"],
  lock: ["M6 11h12v9H6z", "M8.5 11V8a3.5 3.5 0 0 1 7 0v3"],
  up: ["M12 19V5", "m6 11 6-6 6 6"],
  down: ["M12 5v14", "m6 13 6 6 6-6"],
  axe: ["M5 20 15 7", "M12 4c3 0 6 2 7 5l-4-1-2 2"],
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

/** @param {number} n */
const r1 = (n) => Math.round(n * 10) / 10;

/** A signed number with a real minus sign. @param {number} n */
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

// ---------------------------------------------------------------------------------------
// Words: the snapshot first, then the small table.

/** @param {Ctx} ctx @param {string} key */
function word(ctx, key) {
  return ctx.ui[`k2.${key}`] || key;  // every K2 word is in the catalogue (rules/k2/messages.json, ui.k2.*)
}

/** @param {Ctx} ctx @param {number} seat */
function seatName(ctx, seat) {
  return ctx.snap.seats[seat]?.name ?? "";
}

/** @param {Ctx} ctx @param {string} id  "a" | "r" */
function climberName(ctx, id) {
  return word(ctx, id === "a" ? "angular" : "rounded");
}

/** @param {Ctx} ctx @param {string} code  M1…M3, R12 R13 R23, A0…A3 */
function cardName(ctx, code) {
  const kind = code[0];
  if (kind === "R") return fill(word(ctx, "card_R"), { up: code[1], down: code[2] });
  return fill(word(ctx, `card_${kind}`), { n: code.slice(1) });
}

/** @param {Ctx} ctx @param {string} id */
function spaceName(ctx, id) {
  if (id === "BASE") return word(ctx, "base");
  if (id === "SUMMIT") return word(ctx, "summit");
  return id;
}

/** @param {Ctx} ctx @param {string} zone */
function zoneName(ctx, zone) {
  return word(ctx, `zone_${zone}`);
}

/** What a space is, in words (its accessible name). @param {Ctx} ctx @param {Space} sp */
function spaceWords(ctx, sp) {
  const parts = [spaceName(ctx, sp.id), zoneName(ctx, sp.zone)];
  if (sp.cost !== null && sp.cost !== undefined) parts.push(`${word(ctx, "points")} ${sp.cost}`);
  if (sp.accl) parts.push(`${word(ctx, "acclimatization")} ${signed(sp.accl)}`);
  parts.push(`${word(ctx, "score")} ${sp.vp}`);
  const cap = (ctx.obs.map.capacity || {})[sp.zone];
  if (sp.id !== "BASE" && cap !== undefined) parts.push(`${word(ctx, "capacity")} ${cap}`);
  const here = climbersOn(ctx, sp.id).map((c) => `${seatName(ctx, c.seat)} ${climberName(ctx, c.id)}`);
  if (here.length) parts.push(here.join(", "));
  return parts.join(" · ");
}

// ---------------------------------------------------------------------------------------
// Pieces drawn in SVG (a 20×20 box centred on 0,0, scaled): climbers, tents, tokens,
// weather icons and cards.

/** Seat colour class (five seats). @param {number} seat */
const seatClass = (seat) => `k2-p${seat}`;

/**
 * A climber: `a` (デコボコ, angular: faceted head, sharp body) or `r` (スベスベ, round).
 * @param {number} seat @param {string} id @param {number} x @param {number} y @param {number} size @param {string} [extra]
 */
function climberShape(seat, id, x, y, size, extra) {
  const body = id === "a"
    ? [s("path", { class: "k2-fill", d: "M-7.4 10-5.6-.6-2.6-3.2H2.6L5.6-.6 7.4 10Z" }),
      s("path", { class: "k2-fill", d: "M-3.6-9.4 0-12 3.6-9.4 3.6-5.6 0-3.8-3.6-5.6Z" })]
    : [s("path", { class: "k2-fill", d: "M-7.2 10C-7.2 1.6-4.2-2.8 0-2.8S7.2 1.6 7.2 10Z" }),
      s("circle", { class: "k2-fill", cx: 0, cy: -7.6, r: 4.3 })];
  return s("g", { class: cls("k2-climber", seatClass(seat), extra), "data-shape": id,
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, body);
}

/** A tent: angular (pitched by the angular climber) or round (a dome). */
function tentShape(/** @type {number} */ seat, /** @type {string} */ id, /** @type {number} */ x,
  /** @type {number} */ y, /** @type {number} */ size) {
  const shell = id === "a" ? "M-10 7 0-9 10 7Z" : "M-10 7C-10-3-5.5-8.5 0-8.5S10-3 10 7Z";
  return s("g", { class: cls("k2-tent", seatClass(seat)), "data-shape": id,
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "k2-fill", d: shell }),
    s("path", { class: "k2-door", d: "M-3 7 0 .6 3 7Z" }),
  ]);
}

/** A standalone SVG image of one piece (for HTML panels). @param {SVGElement} piece @param {string} [extra] */
function pieceSvg(piece, extra) {
  return s("svg", { viewBox: "-13 -14 26 26", class: cls("k2-piece", extra), "aria-hidden": "true",
    focusable: "false" }, [piece]);
}

/** A weather icon in a 24×24 box. @param {string} kind  sun | cloud | snow */
function weatherIcon(kind) {
  const cloud = "M7 18h10.5a4 4 0 0 0 .4-8 6 6 0 0 0-11.5 1.4A3.4 3.4 0 0 0 7 18z";
  /** @type {SVGElement[]} */
  let parts;
  if (kind === "sun") {
    const rays = Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i;
      return s("path", { class: "k2-ray", d: `M${r1(12 + 7.4 * Math.cos(a))} ${r1(12 + 7.4 * Math.sin(a))}`
        + `L${r1(12 + 10 * Math.cos(a))} ${r1(12 + 10 * Math.sin(a))}` });
    });
    parts = [...rays, s("circle", { class: "k2-sun", cx: 12, cy: 12, r: 5.2 })];
  } else if (kind === "snow") {
    parts = [s("path", { class: "k2-cloud is-dark", d: "M7 14h10.5a4 4 0 0 0 .4-8 6 6 0 0 0-11.5 1.4A3.4 3.4 0 0 0 7 14z" }),
      ...[[8, 18], [12, 20], [16, 18]].map(([cx, cy]) =>
        s("path", { class: "k2-flake", d: `M${cx} ${cy - 2}v4M${cx - 1.8} ${cy - 1}l3.6 2M${cx - 1.8} ${cy + 1}l3.6-2` }))];
  } else {
    parts = [s("path", { class: "k2-cloud", d: cloud })];
  }
  return s("svg", { viewBox: "0 0 24 24", class: cls("k2-wicon", `is-${kind}`), "aria-hidden": "true",
    focusable: "false" }, parts);
}

/** An SVG image given a size in its parent's units (a nested svg would else fill its parent). @param {SVGElement} svg @param {number} size */
function sized(svg, size) {
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  return svg;
}

/** A risk token (a red disc with its value). @param {number | null} value  null: face down */
function tokenSvg(value) {
  return s("svg", { viewBox: "-12 -12 24 24", class: cls("k2-token", value === null && "is-down"),
    "aria-hidden": "true", focusable: "false" }, [
    s("circle", { class: "k2-token-disc", r: 10.5 }),
    value === null ? s("path", { class: "k2-token-mark", d: "M-5.4 4.4 0-5 5.4 4.4Z" })
      : s("text", { class: "k2-token-num", y: 0.8 }, [String(value)]),
  ]);
}

/**
 * A card, drawn: movement (green number), rope (green up and down values), acclimatization (blue).
 * @param {string} code
 */
function cardFace(code) {
  const kind = code[0];
  /** @type {(SVGElement | string)[]} */
  const marks = [];
  if (kind === "M") {
    marks.push(s("path", { class: "k2-card-peak", d: "M8 24 18 10l5 6 4-4 7 12Z" }),
      s("text", { class: "k2-card-num is-move", x: 21, y: 47 }, [code[1]]));
  } else if (kind === "R") {
    marks.push(s("path", { class: "k2-card-rope", d: "M7 13c4-6 10 4 14-2s10 4 14-2" }),
      s("path", { class: "k2-card-arrow", d: "M11 33l3.4-5 3.4 5" }),
      s("text", { class: "k2-card-num is-move is-small", x: 14.4, y: 47 }, [code[1]]),
      " ", // the up and down values are two words of what the card shows (a button's name repeats them)
      s("path", { class: "k2-card-arrow", d: "M24.2 28l3.4 5 3.4-5" }),
      s("text", { class: "k2-card-num is-down is-small", x: 27.6, y: 47 }, [code[2]]));
  } else {
    marks.push(s("circle", { class: "k2-card-accl", cx: 21, cy: 34, r: 12.5 }),
      s("text", { class: "k2-card-num is-accl", x: 21, y: 35 }, [code[1]]),
      s("path", { class: "k2-card-lung", d: "M16 9c-3 0-4 6-3 9s4 1 4-2zm10 0c3 0 4 6 3 9s-4 1-4-2zM21 6v8" }));
  }
  return s("svg", { viewBox: "0 0 42 58", class: "k2-card-svg", "aria-hidden": "true", focusable: "false" }, [
    s("rect", { class: cls("k2-card-paper", `is-${kind}`), x: 1, y: 1, width: 40, height: 56, rx: 5 }),
    ...marks,
  ]);
}

/**
 * One card as an image element (not interactive).
 * @param {Ctx} ctx @param {string} code @param {{decorative?: boolean, extra?: string}} [opts]
 */
function cardEl(ctx, code, opts = {}) {
  const name = cardName(ctx, code);
  return h("span", {
    class: cls("k2-card", `is-${code[0]}`, opts.extra), "data-card": code,
    role: opts.decorative ? null : "img", "aria-label": opts.decorative ? null : name,
    "aria-hidden": opts.decorative ? "true" : null, title: opts.decorative ? null : name,
  }, [cardFace(code)]);
}

// ---------------------------------------------------------------------------------------
// Options (markOption: common/options.js).

/** @param {Ctx} ctx @param {(a: Action) => boolean} test */
function legalWhere(ctx, test) {
  return ctx.snap.legal.filter((entry) => test(entry.action));
}

// ---------------------------------------------------------------------------------------
// Where the climbers are.

/**
 * @param {Ctx} ctx @param {string} space
 * @returns {{seat: number, id: string, climber: Climber}[]}
 */
function climbersOn(ctx, space) {
  const out = [];
  for (const seat of ctx.obs.seats) {
    for (const c of seat.climbers) if (c.alive && c.space === space) out.push({ seat: seat.seat, id: c.id, climber: c });
  }
  return out;
}

/** @param {Ctx} ctx @param {string} space */
function tentsOn(ctx, space) {
  const out = [];
  for (const seat of ctx.obs.seats) for (const c of seat.climbers) if (c.tent === space) out.push({ seat: seat.seat, id: c.id });
  return out;
}

// ---------------------------------------------------------------------------------------
// The mountain: bands per zone, links, spaces at their xy; legal targets are HTML buttons
// laid over the picture at the same (percentage) place.

/** @param {MapInfo} map */
function geometry(map) {
  const xs = map.spaces.map((sp) => sp.xy[0]);
  const ys = map.spaces.map((sp) => sp.xy[1]);
  const w = map.size && map.size[0] > 0 ? map.size[0] : Math.max(...xs) + Math.min(...xs);
  const hgt = map.size && map.size[1] > 0 ? map.size[1] : Math.max(...ys) + Math.min(...ys);
  const R = Math.max(12, Math.round(w * 0.038));
  // zone bands: a boundary halfway between the lowest space of a zone and the highest of the next one down
  /** @type {Record<string, {top: number, bottom: number}>} */
  const bands = {};
  let bottom = hgt;
  for (let i = 0; i < ZONES.length; i++) {
    const zone = ZONES[i];
    const next = ZONES[i + 1];
    let top = 0;
    if (next) {
      const lowestAbove = Math.max(...map.spaces.filter((sp) => sp.zone === next).map((sp) => sp.xy[1]));
      const highestHere = Math.min(...map.spaces.filter((sp) => sp.zone === zone && sp.id !== "BASE").map((sp) => sp.xy[1]));
      if (Number.isFinite(lowestAbove) && Number.isFinite(highestHere)) top = (lowestAbove + highestHere) / 2;
    }
    bands[zone] = { top, bottom };
    bottom = top;
  }
  return { w, h: hgt, R, bands };
}

/** @param {Ctx} ctx */
function renderMountain(ctx) {
  const { obs } = ctx;
  const map = obs.map;
  const geo = geometry(map);
  const { w, R } = geo;
  const byId = new Map(map.spaces.map((sp) => [sp.id, sp]));
  const today = obs.weather && obs.weather.today;
  // the picture is read space by space (each space names its cost, modifier, flag and climbers)
  const svg = s("svg", { class: "k2-mountain", viewBox: `0 0 ${w} ${geo.h}`, role: "group",
    focusable: "false", preserveAspectRatio: "xMidYMid meet" });
  // sky, the rock and its snow cap
  const summit = byId.get("SUMMIT") || map.spaces.reduce((a, b) => (a.xy[1] < b.xy[1] ? a : b));
  const [sx, sy] = summit.xy;
  const peakY = Math.max(4, sy - 2 * R);
  svg.append(
    s("rect", { class: "k2-sky", x: 0, y: 0, width: w, height: geo.h }),
    s("path", { class: "k2-rock", d: `M0 ${geo.h}L0 ${r1(geo.h * 0.55)}L${r1(sx * 0.45)} ${r1(geo.h * 0.3)}`
      + `L${r1(sx)} ${r1(peakY)}L${r1(sx + (w - sx) * 0.55)} ${r1(geo.h * 0.28)}L${w} ${r1(geo.h * 0.5)}L${w} ${geo.h}Z` }),
    s("path", { class: "k2-rock-shade", d: `M${r1(sx)} ${r1(peakY)}L${r1(sx + (w - sx) * 0.55)} ${r1(geo.h * 0.28)}`
      + `L${w} ${r1(geo.h * 0.5)}L${w} ${geo.h}L${r1(sx + R)} ${geo.h}Z` }),
  );
  // the winter side: snow falling over the whole picture (fixed places, so a redraw does not move it)
  if ((obs.board || map.side) === "winter") {
    const flakes = s("g", { class: "k2-snowfall", "aria-hidden": "true" });
    for (let i = 0, seed = 7; i < 60; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const fx = (seed % 1000) / 1000;
      const fy = (Math.floor(seed / 1000) % 1000) / 1000;
      flakes.append(s("circle", { class: "k2-snow", cx: r1(fx * w), cy: r1(fy * geo.h), r: r1(R * (0.08 + (i % 3) * 0.04)) }));
    }
    svg.append(flakes);
  }
  // zone bands, their altitude, capacity and today's weather
  for (const zone of ZONES) {
    const band = geo.bands[zone];
    const hit = Boolean(today && today.accl > 0 && (today.zones || []).includes(zone));
    svg.append(s("rect", { class: cls("k2-band", `is-${zone}`, hit && "is-weather"), "data-zone": zone, x: 0,
      y: r1(band.top), width: w, height: r1(band.bottom - band.top) }));
    if (band.top > 0) svg.append(s("line", { class: "k2-band-line", x1: 0, x2: w, y1: r1(band.top), y2: r1(band.top) }));
    const cap = map.capacity ? map.capacity[zone] : undefined;
    const k = r1(R / 22 * 100) / 100;
    // right-aligned: the altitude, then below it the capacity (a person ×n) and today's weather penalty
    const label = s("g", { class: "k2-band-label", "data-zone-label": zone, "aria-hidden": "true",
      transform: `translate(${r1(w - R * 0.35)} ${r1(band.top + R * 0.95)})` }, [
      s("text", { class: "k2-band-name", x: 0, y: 0, "font-size": r1(R * 0.68) }, [zoneName(ctx, zone)]),
    ]);
    const line = s("g", { transform: `translate(0 ${r1(R * 0.95)}) scale(${k})` });
    if (cap !== undefined) {
      line.append(s("g", { class: "k2-band-cap", "data-capacity": cap }, [
        s("path", { class: "k2-cap-person", d: "M-40 6C-40 0-37.5-2-35-2S-30 0-30 6ZM-35-3.4a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4Z" }),
        s("text", { class: "k2-cap-num", x: 0, y: 1.5 }, [`×${cap}`]),
      ]));
    }
    if (hit && today) {
      line.append(s("g", { class: "k2-band-weather", transform: "translate(-52 0)" }, [
        s("g", { transform: "translate(-50 -12)" }, [sized(weatherIcon(today.icon), 24)]),
        s("text", { class: "k2-band-penalty", x: 0, y: 1.5 }, [signed(-today.accl)]),
      ]));
    }
    label.append(line);
    svg.append(label);
  }
  // links
  const links = s("g", { class: "k2-links", "aria-hidden": "true" });
  for (const [a, b] of map.edges) {
    const p = byId.get(a);
    const q = byId.get(b);
    if (!p || !q) continue;
    links.append(s("line", { x1: p.xy[0], y1: p.xy[1], x2: q.xy[0], y2: q.xy[1], "data-link": `${a}-${b}` }));
  }
  svg.append(links);
  // spaces, then pieces on top
  const targets = new Map();
  for (const entry of ctx.snap.legal) {
    const a = entry.action;
    if ((a.type === "move" || a.type === "rescue") && a.space && !targets.has(a.space)) targets.set(a.space, entry);
  }
  const pool = obs.pool;
  const poolSeat = obs.active;
  const where = new Map();
  for (const sp of map.spaces) svg.append(renderSpace(ctx, sp, geo, targets.has(sp.id)));
  for (const sp of map.spaces) {
    const pieces = climbersOn(ctx, sp.id);
    const n = pieces.length;
    const isBase = sp.id === "BASE";
    const perRow = isBase ? 5 : n <= 2 ? 2 : Math.min(n, 3);
    const gap = isBase ? R * 0.62 : n <= 1 ? 0 : R * (n <= 2 ? 0.72 : 0.58);
    const size = isBase ? R * 0.5 : n <= 1 ? R * 0.72 : n <= 2 ? R * 0.58 : R * 0.46;
    const rows = Math.ceil(n / perRow);
    pieces.forEach((p, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, n - row * perRow);
      const x = sp.xy[0] + (i % perRow - (inRow - 1) / 2) * gap;
      const y = sp.xy[1] - R * 0.05 + (row - (rows - 1) / 2) * (isBase ? R * 0.72 : R * 0.7);
      const key = `${p.seat}:${p.id}`;
      where.set(key, sp.id);
      const before = ctx.view.prevWhere.get(key);
      const moved = before !== undefined && before !== sp.id;
      const isPool = Boolean(pool && poolSeat === p.seat && pool.climber === p.id && obs.phase === "actions");
      const g = climberShape(p.seat, p.id, x, y, size, cls(moved && "is-new", isPool && "is-pool"));
      g.setAttribute("data-climber", key);
      g.setAttribute("data-motion", `climber:${key}`); // common/motion.js: it travels from its last space
      g.setAttribute("data-space", sp.id);
      if (isPool) g.prepend(s("circle", { class: "k2-pool-ring", r: 13.5, cy: -1 }));
      svg.append(g);
    });
    const tents = tentsOn(ctx, sp.id);
    tents.forEach((t, i) => {
      const tx = sp.xy[0] - R * 1.12 - i * R * 0.5;
      const ty = sp.xy[1] + R * 0.55;
      const g = tentShape(t.seat, t.id, tx, ty, R * 0.42);
      g.setAttribute("data-tent", `${t.seat}:${t.id}`);
      g.setAttribute("data-motion", `tent:${t.seat}:${t.id}`);
      g.setAttribute("data-space", sp.id);
      svg.append(g);
    });
  }
  ctx.view.prevWhere = where;
  // the overlay: legal targets as real buttons
  const overlay = h("div", { class: "k2-targets", "data-roving": "spaces" });
  for (const [id, entry] of targets) {
    const sp = byId.get(id);
    if (!sp) continue;
    const size = (R * 2.5 / w) * 100;
    // the number-key badge sits on the id's line, left of it (never over it): the id's half width is guessed from
    // its letters (bold capitals and digits ~0.75 em wide, other Latin ones ~0.65, Japanese ones 1 em), plus a
    // margin; the offsets from the button's centre are in button widths (2.5 R)
    const text = id === "BASE" ? word(ctx, "base") : id === "SUMMIT" ? word(ctx, "summit") : id;
    const ems = [...text].reduce((n, ch) =>
      n + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : /[A-Z0-9]/.test(ch) ? 0.75 : 0.65), 0);
    const keyX = r1(((ems / 2) * ID_SIZE + 0.25) / 2.5 * 1000) / 1000;
    const keyY = r1(ID_Y / 2.5 * 1000) / 1000;
    const button = h("button", {
      type: "button", class: cls("k2-target", `is-${entry.action.type}`), "data-key": `space:${id}`,
      "data-space": id,
      style: `left:${r1(sp.xy[0] / w * 1000) / 10}%;top:${r1(sp.xy[1] / geo.h * 1000) / 10}%;width:${r1(size * 10) / 10}%;`
        + `--key-dx:${keyX};--key-dy:${keyY}`,
    });
    markOption(button, entry, ctx);
    overlay.append(button);
  }
  const side = ctx.snap.help && typeof ctx.snap.help.board === "string" ? ctx.snap.help.board : map.side || "";
  const label = side ? `K2 — ${side}` : "K2";
  const winter = (obs.board || map.side) === "winter";
  return h("div", { class: cls("k2-mountain-box", winter && "is-winter"), role: "group", "aria-label": label,
    "data-side": winter ? "winter" : "summer", "data-motion-frame": "mountain",
    style: `aspect-ratio:${w} / ${geo.h};--arn:${r1(w / geo.h * 1000) / 1000}` }, [svg, overlay]);
}

/** A space's id under its disc: its centre (below the disc's centre) and size, in disc radii. */
const ID_Y = 1.52;
const ID_SIZE = 0.76;

/**
 * One space: its disc (Base camp: a wide plate), cost (yellow), modifier (blue + / red −),
 * VP flag, id, and capacity pips (filled = occupied).
 * @param {Ctx} ctx @param {Space} sp @param {{R: number}} geo @param {boolean} isTarget
 */
function renderSpace(ctx, sp, geo, isTarget) {
  const { R } = geo;
  const [x, y] = sp.xy;
  const isBase = sp.id === "BASE";
  const cap = isBase ? 0 : (ctx.obs.map.capacity || {})[sp.zone] ?? 0;
  const occupied = (ctx.obs.occupancy || {})[sp.id] ?? climbersOn(ctx, sp.id).length;
  const g = s("g", {
    class: cls("k2-space", `is-${sp.zone}`, isBase && "is-base", isTarget && "is-target",
      cap && occupied >= cap && "is-full"),
    transform: `translate(${x} ${y})`, "data-space": sp.id, "data-zone": sp.zone, "data-occupancy": occupied,
  });
  if (isBase) {
    g.append(s("rect", { class: "k2-disc", x: -1.7 * R, y: -1.05 * R, width: 3.4 * R, height: 2.1 * R, rx: 0.45 * R }),
      s("text", { class: "k2-space-id is-base", x: 0, y: r1(ID_Y * R), "font-size": r1(ID_SIZE * R) }, [word(ctx, "base")]));
  } else {
    g.append(s("circle", { class: "k2-disc", r: R }),
      s("text", { class: "k2-space-id", x: 0, y: r1(ID_Y * R), "font-size": r1(ID_SIZE * R) },
        [sp.id === "SUMMIT" ? word(ctx, "summit") : sp.id]));
  }
  g.append(s("circle", { class: "k2-glow", r: isBase ? 1.9 * R : R * 1.22 }));
  if (sp.cost !== null && sp.cost !== undefined) {
    g.append(s("g", { class: cls("k2-cost", sp.cost === 1 && "is-one"), "data-cost": sp.cost,
      transform: `translate(${r1(-0.86 * R)} ${r1(-0.78 * R)})` }, [
      s("circle", { r: r1(0.4 * R) }),
      s("text", { y: r1(0.03 * R), "font-size": r1(0.56 * R) }, [String(sp.cost)]),
    ]));
  }
  if (sp.accl) {
    const bx = isBase ? 1.7 * R : 0.86 * R;
    g.append(s("g", { class: cls("k2-mod", sp.accl > 0 ? "is-plus" : "is-minus"), "data-accl": sp.accl,
      transform: `translate(${r1(bx)} ${r1(-0.78 * R)})` }, [
      s("circle", { r: r1(0.42 * R) }),
      s("text", { y: r1(0.03 * R), "font-size": r1(0.5 * R) }, [signed(sp.accl)]),
    ]));
  }
  if (sp.vp > 1) {
    g.append(s("g", { class: cls("k2-flag", sp.id === "SUMMIT" && "is-summit"), "data-vp": sp.vp,
      transform: `translate(${r1(0.98 * R)} ${r1(0.05 * R)}) scale(${r1(R / 22 * 100) / 100})` }, [
      s("path", { class: "k2-flag-pole", d: "M0-3V17" }),
      s("path", { class: "k2-flag-cloth", d: "M0-3H17L13.5 3.5 17 10H0Z" }),
      s("text", { class: "k2-flag-num", x: 8, y: 3.8 }, [String(sp.vp)]),
    ]));
  }
  if (cap) {
    const pips = s("g", { class: "k2-pips", "aria-hidden": "true" });
    for (let i = 0; i < cap; i++) {
      pips.append(s("circle", { class: cls("k2-pip", i < occupied && "is-on"), cx: r1((i - (cap - 1) / 2) * 0.3 * R),
        cy: r1(R * 0.8), r: r1(0.1 * R) }));
    }
    g.append(pips);
  }
  const words = spaceWords(ctx, sp);
  g.setAttribute("role", "img");
  g.setAttribute("aria-label", words);
  g.append(s("title", {}, [words]));
  // a click on a space that is no option: ask why (a rescue while one is pending, else a move: during the secret
  // card choice or the risk token the host says that the climbers move later)
  if (!isTarget) {
    listen(g, { click: () => ctx.explain({ type: ctx.obs.phase === "rescue" ? "rescue" : "move", space: sp.id }) });
  }
  return g;
}

// ---------------------------------------------------------------------------------------
// Weather and risk.

/** @param {Ctx} ctx */
function renderWeather(ctx) {
  const { obs } = ctx;
  const weather = obs.weather || { forecast: [], today: null, tiles_left: 0 };
  const todayRound = weather.today ? weather.today.round : obs.round;
  const days = (weather.forecast || []).map((day) => {
    const isToday = day.round === todayRound;
    const kind = word(ctx, day.icon);
    const zones = (day.zones || []).map((z) => zoneName(ctx, z)).join(", ");
    const label = `${fill(word(ctx, "days"), { n: day.round })}${isToday ? ` (${word(ctx, "today")})` : ""}: ${kind}`
      + (day.accl ? ` ${signed(-day.accl)} ${word(ctx, "acclimatization")} (${zones})` : "")
      + (day.move ? `, ${signed(day.move)}` : "");
    return h("li", { class: cls("k2-day", isToday && "is-today", day.round < todayRound && "is-past", `is-${day.icon}`),
      "data-round": day.round,
      "aria-current": isToday ? "date" : null, "aria-label": label, title: label }, [
      h("span", { class: "k2-day-round", "aria-hidden": "true", text: isToday ? word(ctx, "today") : String(day.round) }),
      weatherIcon(day.icon),
      h("span", { class: "k2-day-pen", "aria-hidden": "true", text: day.accl ? signed(-day.accl) : "0" }),
      h("span", { class: "k2-day-zones", "aria-hidden": "true" }, [...ZONES].reverse().map((z) =>
        h("span", { class: cls("k2-zb", (day.zones || []).includes(z) && day.accl > 0 && "is-hit"), "data-zone": z }))),
    ]);
  });
  return h("section", { class: "k2-panel k2-weather", "aria-label": word(ctx, "weather") }, [
    h("h2", { class: "k2-panel-title" }, [h("span", { text: word(ctx, "weather") }),
      h("span", { class: "k2-chip", "data-tiles-left": weather.tiles_left,
        text: fill(word(ctx, "tiles_left"), { n: weather.tiles_left }) })]),
    h("ol", { class: "k2-forecast" }, days),
  ]);
}

/** @param {Ctx} ctx */
function renderRisk(ctx) {
  const { obs } = ctx;
  const risk = obs.risk || { face_up: [], face_down: 0, taker: null, token: null, remaining: 0 };
  const tokens = (risk.face_up || []).map((v) => h("span", { class: "k2-risk-token", "data-token": v, role: "img",
    "aria-label": `${word(ctx, "risk")} ${v}`, title: `${word(ctx, "risk")} ${v}` }, [tokenSvg(v)]));
  const downText = `${word(ctx, "face_down")}: ${risk.face_down}`;
  const stack = h("span", { class: "k2-risk-stack", "data-face-down": risk.face_down, role: "img", "aria-label": downText,
    title: downText }, [tokenSvg(null), h("span", { class: "k2-risk-count", "aria-hidden": "true", text: `×${risk.face_down}` })]);
  const taker = risk.taker !== null && risk.taker !== undefined && obs.phase !== "over";
  return h("section", { class: "k2-panel k2-risk", "aria-label": word(ctx, "risk") }, [
    h("h2", { class: "k2-panel-title", text: word(ctx, "risk") }),
    h("div", { class: "k2-risk-row" }, [...tokens, stack]),
    taker && h("p", { class: cls("k2-taker", seatClass(/** @type {number} */ (risk.taker))), "data-taker": risk.taker,
      "data-remaining": risk.remaining }, [
      h("span", { class: "k2-dot", "aria-hidden": "true" }),
      h("span", { class: "k2-taker-name", text: seatName(ctx, /** @type {number} */ (risk.taker)) }),
      risk.token !== null && risk.token !== undefined && h("span", { class: "k2-risk-token", "data-token": risk.token,
        role: "img", "aria-label": `${word(ctx, "risk")} ${risk.token}` }, [tokenSvg(risk.token)]),
      h("strong", { class: "k2-remaining", text: `${word(ctx, "remaining")}: ${risk.remaining}` }),
    ]),
  ]);
}

// ---------------------------------------------------------------------------------------
// Players: name, start player, lock, total; per climber: where, acclimatization, score, tent.

/** @param {Ctx} ctx @param {SeatObs} so */
function renderPlayer(ctx, so) {
  const { snap, obs, ui } = ctx;
  const seat = so.seat;
  const info = snap.seats[seat];
  const isViewer = seat === snap.viewer;
  const acting = snap.to_act.includes(seat) && !snap.result;
  const won = Boolean(snap.result && snap.result.winners.includes(seat));
  const choosing = obs.phase === "choose";
  const head = h("header", { class: "k2-player-head" }, [
    h("span", { class: "k2-avatar", "aria-hidden": "true" }, [icon(info.kind === "bot" ? "bot" : "human")]),
    h("span", { class: "k2-player-name", text: info.name, title: info.name }),
    isViewer && h("span", { class: "k2-tag is-you", text: ui.you }),
    obs.start_player === seat && h("span", { class: "k2-tag is-start", title: word(ctx, "start_player"), role: "img",
      "aria-label": word(ctx, "start_player"), "data-start": "" }, [icon("axe")]),
    choosing && so.locked && h("span", { class: "k2-tag is-locked", "data-locked": "" }, [icon("lock"),
      word(ctx, "ready")]),
    choosing && !so.locked && acting && h("span", { class: "k2-turn", text: word(ctx, "choosing") }),
    !choosing && acting && h("span", { class: "k2-turn", text: ui.to_act }),
    h("span", { class: cls("k2-player-score", won && "is-winner"), title: `${ctx.ui.score}`,
      "aria-label": `${ctx.ui.score}: ${so.score}`, "data-score": so.score }, [String(so.score)]),
  ]);
  const climbers = h("ul", { class: "k2-climbers" }, so.climbers.map((c) => {
    const whereText = !c.alive ? word(ctx, "dead") : c.space ? (c.space === "BASE" ? word(ctx, "base") : c.space) : "—";
    return h("li", { class: cls("k2-climber-row", !c.alive && "is-dead", c.got_card && obs.phase === "actions" && "is-given"),
      "data-climber": c.id,
      "data-space": c.space ?? "", "data-accl": c.accl, "data-alive": String(c.alive) }, [
      pieceSvg(climberShape(seat, c.id, 0, 0, 10)),
      h("span", { class: "k2-climber-name", text: climberName(ctx, c.id) }),
      h("span", { class: "k2-where", text: whereText }),
      h("span", { class: "k2-accl", title: word(ctx, "acclimatization"), "aria-label": `${word(ctx, "acclimatization")}: ${c.accl}` },
        [String(c.accl)]),
      h("span", { class: "k2-vp", title: ui.score, "aria-label": `${ui.score}: ${c.score}`, role: "img" }, [
        s("svg", { viewBox: "0 0 14 18", class: "k2-vp-flag", "aria-hidden": "true", focusable: "false" }, [
          s("path", { d: "M2 1v16" }), s("path", { d: "M2 1h11l-3 4 3 4H2z" })]),
        h("span", { text: String(c.score), "aria-hidden": "true" })]),
      c.tent && h("span", { class: "k2-tent-tag", title: `${word(ctx, "tent")}: ${c.tent}`, "data-tent": c.tent },
        [pieceSvg(tentShape(seat, c.id, 0, 1, 10)), c.tent]),
    ]);
  }));
  const stat = (/** @type {string} */ key, /** @type {number} */ n) =>
    h("span", { class: "k2-stat", "data-stat": key, title: word(ctx, key), role: "img", "aria-label": `${word(ctx, key)}: ${n}` },
      [h("span", { class: "k2-stat-name", text: word(ctx, key), "aria-hidden": "true" }),
        h("strong", { text: String(n), "aria-hidden": "true" })]);
  const stats = h("div", { class: "k2-stats" }, [stat("deck", so.deck), stat("in_hand", so.hand)]);
  const body = [head, climbers, stats];
  if (so.played && so.played.length) {
    const left = [...(so.to_give || [])];
    const cards = so.played.map((code) => {
      const i = left.indexOf(code);
      const given = so.to_give !== null && i < 0;
      if (i >= 0) left.splice(i, 1);
      return cardEl(ctx, code, { extra: cls("is-mini", given && "is-given") });
    });
    body.push(h("div", { class: "k2-played", "data-played": so.played.join(" ") }, [
      h("span", { class: "k2-mini-label", text: word(ctx, "played") }), ...cards]));
  }
  return h("section", {
    class: cls("k2-player", seatClass(seat), isViewer && "is-viewer", acting && "is-acting"),
    "data-seat": seat, "data-kind": info.kind, "aria-label": info.name, "data-motion-frame": `player:${seat}`,
  }, body);
}

// ---------------------------------------------------------------------------------------
// The dock: prompt, notice, result, the viewer's hand and picks, the cards to give, the pool
// and the other options.

/** The choice of three: the hand (pick buttons) and the cards chosen so far. @param {Ctx} ctx */
function renderHand(ctx) {
  const { obs, snap } = ctx;
  if (snap.viewer === null || !obs.hand) return [];
  const choosing = obs.phase === "choose" && !snap.result;
  const picked = obs.picked || [];
  const out = [];
  if (choosing) {
    const slots = [];
    for (let i = 0; i < 3; i++) {
      const code = picked[i];
      // the viewer's cards travel hand → picks → cards to give (common/motion.js)
      slots.push(code ? moving(cardEl(ctx, code, { extra: "is-mid is-picked" }), `card:${obs.round}:${code}`)
        : h("span", { class: "k2-card-slot", "aria-hidden": "true" }));
    }
    out.push(h("div", { class: "k2-picks", "data-picked": picked.join(" ") }, [
      h("h2", { class: "k2-sub", text: word(ctx, "chosen") }), h("div", { class: "k2-card-row" }, slots)]));
  }
  const cards = obs.hand.map((code, i) => {
    if (!choosing) return moving(cardEl(ctx, code, { extra: "is-mid" }), `card:${obs.round}:${code}`);
    const button = h("button", { type: "button", class: "k2-hand-card", "data-key": `hand:${i}`, "data-card": code },
      [moving(cardEl(ctx, code, { decorative: true, extra: "is-hand" }), `card:${obs.round}:${code}`)]);
    const entry = ctx.snap.legal.find((e) => e.action.type === "pick" && e.action.card === code);
    if (entry) markOption(button, entry, ctx);
    else {
      const name = cardName(ctx, code);
      button.setAttribute("aria-label", name);
      button.title = name;
      button.classList.add("is-idle");
      listen(button, { click: () => ctx.explain({ type: "pick", card: code }) });
    }
    return button;
  });
  if (cards.length) {
    out.push(h("div", { class: "k2-hand" }, [
      h("h2", { class: "k2-sub", text: word(ctx, "hand") }),
      h("div", { class: "k2-card-row", role: "group", "aria-label": word(ctx, "hand"), "data-roving": "hand" }, cards)]));
  }
  return out;
}

/**
 * The active seat's cards still to give, one group per card: a button per legal give
 * (angular / round; a rope card: up or down for each).
 * @param {Ctx} ctx
 */
function renderGive(ctx) {
  const { obs, snap } = ctx;
  if (obs.phase !== "actions" || snap.viewer === null || obs.active !== snap.viewer || snap.result) return null;
  const me = obs.seats[snap.viewer];
  const toGive = (me && me.to_give) || [];
  const gives = legalWhere(ctx, (a) => a.type === "give");
  if (!toGive.length && !gives.length) return null;
  const codes = [...new Set([...toGive, ...gives.map((e) => /** @type {string} */ (e.action.card))])];
  const groups = codes.map((code) => {
    const count = toGive.filter((c) => c === code).length;
    const mine = gives.filter((e) => e.action.card === code);
    const buttons = mine.map((entry) => {
      const a = entry.action;
      const climber = /** @type {string} */ (a.climber);
      const button = h("button", { type: "button", class: cls("k2-give", a.use && `is-${a.use}`),
        "data-key": `give:${entry.notation}`, "data-climber": climber }, [
        a.use ? icon(a.use === "down" ? "down" : "up", "is-use") : null,
        pieceSvg(climberShape(snap.viewer ?? 0, climber, 0, 0, 10)),
        h("span", { class: "k2-give-text", text: climberName(ctx, climber) }),
      ]);
      markOption(button, entry, ctx);
      return button;
    });
    const card = moving(cardEl(ctx, code, { extra: "is-mid" }), `card:${obs.round}:${code}`);
    if (!mine.length) {
      card.classList.add("is-idle");
      listen(card, { click: () => ctx.explain({ type: "give", card: code, climber: "a" }) });
    }
    return h("div", { class: "k2-give-group", "data-card": code }, [
      h("div", { class: "k2-give-card" }, [card, count > 1 && h("span", { class: "k2-count", text: `×${count}` })]),
      h("div", { class: "k2-give-buttons" }, buttons),
    ]);
  });
  return h("div", { class: "k2-gives", "data-roving": "gives" }, [h("h2", { class: "k2-sub", text: word(ctx, "to_give") }), ...groups]);
}

/** The open pool of points (or acclimatization) of the active seat. @param {Ctx} ctx */
function renderPool(ctx) {
  const { obs } = ctx;
  const pool = obs.pool;
  if (!pool || obs.phase !== "actions" || obs.active === null || obs.active === undefined) return null;
  const seat = obs.active;
  const bits = [
    pieceSvg(climberShape(seat, pool.climber, 0, 0, 10)),
    h("span", { class: "k2-pool-who", text: climberName(ctx, pool.climber) }),
  ];
  if (pool.kind === "accl") {
    bits.push(h("span", { class: "k2-accl", text: String(pool.free) }));
  } else {
    bits.push(h("strong", { class: "k2-pool-free", text: `${word(ctx, "points")} ${pool.free}` }));
    if (pool.down) bits.push(h("span", { class: "k2-pool-down" }, [icon("down"), `${pool.down} ${word(ctx, "down")}`]));
  }
  return h("div", { class: cls("k2-pool", seatClass(seat)), "data-pool": pool.climber, "data-free": pool.free,
    "data-down": pool.down, "data-kind": pool.kind }, bits);
}

/** @param {Ctx} ctx @param {Legal} entry */
function optionButton(ctx, entry) {
  const a = entry.action;
  let pic = null;
  if (a.type === "tent") pic = pieceSvg(tentShape(ctx.snap.viewer ?? 0, ctx.obs.pool?.climber || "a", 0, 1, 10));
  else if (a.type === "deduct") pic = tokenSvg(null);
  else if (a.type === "take") pic = tokenSvg(a.token ?? 0);
  else if (a.type === "done" && a.climber) pic = pieceSvg(climberShape(ctx.snap.viewer ?? 0, a.climber, 0, 0, 10));
  else if (a.type === "done") pic = icon("check");
  const button = h("button", { type: "button", class: cls("k2-option", `is-${a.type}`),
    "data-key": `opt:${entry.notation}` }, [pic, h("span", { class: "k2-option-text", text: entry.label })]);
  markOption(button, entry, ctx);
  return button;
}

/** Game over: the element tests and people look for. @param {Ctx} ctx */
function renderResult(ctx) {
  const { snap, ui, obs } = ctx;
  const result = /** @type {NonNullable<Snapshot["result"]>} */ (snap.result);
  const order = result.ranking && result.ranking.length ? result.ranking : snap.seats.map((x) => x.seat);
  return h("section", { class: "k2-result", "data-result": result.winners.join(","), role: "region",
    "aria-label": ui.game_over }, [
    h("h2", { class: "k2-result-title", text: ui.game_over }),
    h("p", { class: "k2-result-line", text: snap.prompt }),
    h("ol", { class: "k2-result-scores" }, order.map((seat, i) => h("li", {
      class: cls("k2-result-row", seatClass(seat), result.winners.includes(seat) && "is-winner"), "data-seat": seat,
    }, [
      h("span", { class: "k2-result-rank", text: fill(word(ctx, "rank"), { n: result.ranks ? result.ranks[seat] : i + 1 }) }),
      h("span", { class: "k2-dot", "aria-hidden": "true" }),
      h("span", { class: "k2-result-name", text: snap.seats[seat]?.name ?? "" }),
      h("span", { class: "k2-result-score", text: String(result.scores[seat] ?? obs.seats[seat]?.score ?? "") }),
    ]))),
    ...resultEnd(ctx, order),
  ]);
}

// ---------------------------------------------------------------------------------------
// The side: log and rules help.

/** @param {Ctx} ctx */
function renderHelp(ctx) {
  const help = ctx.snap.help || {};
  const texts = Object.entries(help).filter(([, v]) => typeof v === "string").map(([, v]) => String(v));
  return rulesHelp(ctx, texts.map((t) => h("p", { text: t })));
}

// ---------------------------------------------------------------------------------------
// The top bar: title and round, then the tools (common/toolbar.js).

/** @param {Ctx} ctx */
function renderTop(ctx) {
  const { ui, obs } = ctx;
  const logo = s("svg", { viewBox: "0 0 40 40", class: "k2-logo", "aria-hidden": "true", focusable: "false" }, [
    s("circle", { cx: 20, cy: 20, r: 19, class: "k2-logo-bg" }),
    s("path", { class: "k2-logo-rock", d: "M4 31 18 8l6 9 3-3 9 17Z" }),
    s("path", { class: "k2-logo-snow", d: "M18 8l-4.6 7.6 2.8-1.2 2 2.2 2.4-2.8 1.8 1.2Z" }),
  ]);
  return [
    h("div", { class: "k2-brand" }, [logo, h("span", { class: "k2-title", text: "K2" }),
      h("span", { class: "k2-round", "data-round": obs.round }, [fill(ui.round || "{n}", { n: obs.round }),
        h("small", { text: "/18" })])]),
    renderTools(ctx),
  ];
}

// ---------------------------------------------------------------------------------------
// Hot seat (common/cover.js): the cover shows the next player's climber.

/** @param {Ctx} ctx @param {() => void} onReady */
function renderCover(ctx, onReady) {
  const seat = /** @type {number} */ (ctx.snap.viewer);
  return coverCard(ctx, seatName(ctx, seat), pieceSvg(climberShape(seat, "r", 0, 0, 10), "is-large"), onReady);
}

// ---------------------------------------------------------------------------------------
// Styles, injected once per board and scoped under .k2-board: the shared frame (common/board.css) with
// this board's values, then the board's own rules.

/** Below this width (px) the board takes its phone layout. */
const NARROW = 560;

const CSS = `
.k2-board{--board-paper:#eef1f3;--board-card:#fffdf9;--board-ink:#22272e;--board-muted:#5f6873;--board-line:#d3d8de;
  --board-line-strong:#b3bac3;--board-sunken:#e1e6ea;--board-deep:#30455c;--board-log-bg:#f4f6f8;
  --board-log-line:#e4e8ec;--board-code:#30455c;
  --move:#2f8a3a;--accl:#2a62b8;--risk:#c0392b;
  --p0:#d0422f;--p0-soft:#fbe1dc;--p0-deep:#8e2216;--p1:#2f8f4a;--p1-soft:#d6f1dd;--p1-deep:#1b5e2f;
  --p2:#2f66c4;--p2-soft:#dbe6fb;--p2-deep:#1b3f80;--p3:#d9a21b;--p3-soft:#fbf0cf;--p3-deep:#7d5a05;
  --p4:#7a4fc9;--p4-soft:#e9e0fa;--p4-deep:#4a2b86}
.k2-board .k2-option.is-done{color:var(--board-on-accent)}
.k2-board .k2-p0{--pc:var(--p0);--pc-soft:var(--p0-soft);--pc-deep:var(--p0-deep)}
.k2-board .k2-p1{--pc:var(--p1);--pc-soft:var(--p1-soft);--pc-deep:var(--p1-deep)}
.k2-board .k2-p2{--pc:var(--p2);--pc-soft:var(--p2-soft);--pc-deep:var(--p2-deep)}
.k2-board .k2-p3{--pc:var(--p3);--pc-soft:var(--p3-soft);--pc-deep:var(--p3-deep)}
.k2-board .k2-p4{--pc:var(--p4);--pc-soft:var(--p4-soft);--pc-deep:var(--p4-deep)}
.k2-piece{width:24px;height:24px;flex:none;overflow:visible}
.k2-piece.is-large{width:72px;height:72px}
.k2-climber .k2-fill,.k2-tent .k2-fill{fill:var(--pc);stroke:#fff;stroke-width:1.4;stroke-linejoin:round}
.k2-climber[data-shape="a"] .k2-fill{stroke-linejoin:miter}
.k2-tent .k2-door{fill:#fff;opacity:.85}
.k2-dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:var(--pc);flex:none}

/* top bar */
.k2-logo{width:38px;height:38px;flex:none}
.k2-logo-bg{fill:#30455c}.k2-logo-rock{fill:#9fb1c2}.k2-logo-snow{fill:#fff}
.k2-title{font-weight:800;font-size:19px;letter-spacing:.02em}
.k2-round{font-weight:700;color:var(--board-muted);font-variant-numeric:tabular-nums}
.k2-round small{font-weight:600;margin-left:1px}

/* layout */
.k2-layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(330px,420px);gap:12px;align-items:start;
  grid-template-areas:"mountain dock" "mountain status" "mountain players" "extra extra";
  grid-template-rows:auto auto 1fr auto}
.k2-mountain-panel{grid-area:mountain;min-width:0}
.k2-dock{grid-area:dock}
.k2-status{grid-area:status;display:flex;flex-direction:column;gap:10px;min-width:0}
.k2-players{grid-area:players;display:flex;flex-direction:column;gap:10px;min-width:0}
.k2-extra{grid-area:extra;display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:12px;
  align-items:start}
.k2-chip{display:inline-block;font-size:11.5px;font-weight:700;padding:2px 8px;border-radius:999px;
  background:#e4e9ee;color:#3f4954}
.k2-sub{font-size:12.5px;font-weight:700;color:var(--board-muted);margin:8px 0 4px!important}

/* mountain */
.k2-mountain-panel{border-radius:18px;padding:8px;background:#dfe8ef;
  box-shadow:inset 0 0 0 1px rgba(0,0,0,.08),0 1px 4px rgba(0,0,0,.1)}
.k2-mountain-box{position:relative;width:100%;margin:0 auto;
  max-width:max(300px,calc((100vh - 150px) * var(--arn,.62)))}
.k2-mountain{position:absolute;inset:0;width:100%;height:100%;display:block;user-select:none;-webkit-user-select:none}
.k2-sky{fill:#d7e6f2}
.k2-rock{fill:#9aa8b6}.k2-rock-shade{fill:#7f8e9d;opacity:.55}
.k2-band{fill:transparent}
.k2-band.is-Z5{fill:rgba(120,160,95,.28)}.k2-band.is-Z6{fill:rgba(255,255,255,.12)}
.k2-band.is-Z7{fill:rgba(255,255,255,.3)}.k2-band.is-Z8{fill:rgba(255,255,255,.52)}
.k2-band.is-weather{stroke:#5b6f86;stroke-width:3;stroke-dasharray:10 8;fill:rgba(70,90,120,.24)}
.k2-band-line{stroke:#fff;stroke-width:2;stroke-dasharray:3 7;opacity:.9}
.k2-band-name{font-weight:800;fill:#243240;text-anchor:end;paint-order:stroke;stroke:#eef3f7;
  stroke-width:3.5;stroke-linejoin:round}
.k2-cap-person{fill:#243240}
.k2-cap-num{font-size:14px;font-weight:800;fill:#243240;dominant-baseline:central;text-anchor:end;paint-order:stroke;
  stroke:#eef3f7;stroke-width:3}
.k2-band-penalty{font-size:15px;font-weight:800;fill:var(--risk);dominant-baseline:central;text-anchor:end;
  paint-order:stroke;stroke:#fff;stroke-width:3}
.k2-links line{stroke:#6b4f2a;stroke-width:3;stroke-linecap:round;stroke-dasharray:7 4;opacity:.85}
.k2-space{cursor:pointer}
.k2-disc{fill:#f6f3ea;stroke:#4f5b66;stroke-width:1.8}
.k2-space.is-Z6 .k2-disc{fill:#f1f5f8}.k2-space.is-Z7 .k2-disc{fill:#e9f1f8}.k2-space.is-Z8 .k2-disc{fill:#fff}
.k2-space.is-base .k2-disc{fill:#efe5cf;stroke:#6b4f2a;stroke-width:2.2}
.k2-space.is-full .k2-disc{stroke:#8a2b1f;stroke-width:2.6}
.k2-glow{fill:none;stroke:none;pointer-events:none}
.k2-space.is-target .k2-glow{fill:rgba(255,214,90,.45);stroke:var(--board-accent);stroke-width:4;animation:k2-glow 1.4s infinite}
.k2-space-id{font-weight:700;fill:#2b3540;text-anchor:middle;dominant-baseline:central;
  paint-order:stroke;stroke:#eef3f7;stroke-width:3;stroke-linejoin:round;pointer-events:none}
.k2-cost circle{fill:#ffd43b;stroke:#a87f06;stroke-width:1.2}
.k2-cost.is-one circle{fill:#fff1b0;stroke:#d8b64a}
.k2-cost.is-one text{fill:#8a6d12}
.k2-cost text,.k2-mod text{font-weight:800;text-anchor:middle;dominant-baseline:central;fill:#3d2e00;pointer-events:none}
.k2-mod.is-plus circle{fill:#2a62b8;stroke:#fff;stroke-width:1.2}
.k2-mod.is-minus circle{fill:#c0392b;stroke:#fff;stroke-width:1.2}
.k2-mod text{fill:#fff}
.k2-flag-pole{stroke:#3b2f1e;stroke-width:1.6;stroke-linecap:round}
.k2-flag-cloth{fill:#fff;stroke:#3b2f1e;stroke-width:1}
.k2-flag.is-summit .k2-flag-cloth{fill:#ffd43b}
.k2-flag-num{font-size:10px;font-weight:800;text-anchor:middle;dominant-baseline:central;fill:#3b2f1e}
.k2-pip{fill:#fff;stroke:#4f5b66;stroke-width:1}
.k2-pip.is-on{fill:#4f5b66}
/* the winter side: a snow-covered, icy mountain under a grey sky */
.k2-mountain-box.is-winter .k2-sky{fill:#a9b9ca}
.k2-mountain-box.is-winter .k2-rock{fill:#f4f8fc}
.k2-mountain-box.is-winter .k2-rock-shade{fill:#b9cfe3;opacity:.8}
.k2-mountain-box.is-winter .k2-band.is-Z5{fill:rgba(205,225,242,.45)}
.k2-mountain-box.is-winter .k2-band.is-Z6{fill:rgba(170,200,228,.22)}
.k2-mountain-box.is-winter .k2-band.is-Z7{fill:rgba(140,175,210,.22)}
.k2-mountain-box.is-winter .k2-band.is-Z8{fill:rgba(110,150,195,.24)}
.k2-mountain-box.is-winter .k2-band-line{stroke:#5d86b0}
.k2-mountain-box.is-winter .k2-links line{stroke:#34597e}
.k2-mountain-box.is-winter .k2-disc{fill:#fff;stroke:#3f6d99}
.k2-mountain-box.is-winter .k2-space.is-base .k2-disc{fill:#e3eef8;stroke:#34597e}
.k2-snow{fill:#fff;opacity:.85}
.k2-climber{filter:drop-shadow(0 1px 1px rgba(0,0,0,.35));pointer-events:none}
.k2-climber.is-new{animation:k2-drop .45s ease-out}
.k2-pool-ring{fill:rgba(255,214,90,.55);stroke:var(--board-accent);stroke-width:2.4}
.k2-tent{pointer-events:none}
.k2-targets{position:absolute;inset:0;pointer-events:none}
.k2-target{position:absolute;transform:translate(-50%,-50%);aspect-ratio:1;min-width:34px;min-height:34px;
  padding:0;border-radius:50%;border:3px solid var(--board-accent);background:rgba(255,222,120,.22);cursor:pointer;
  pointer-events:auto;box-shadow:0 0 0 3px rgba(255,255,255,.7)}
.k2-target:hover{background:rgba(255,222,120,.45)}
.k2-target.is-rescue{border-style:dashed}
/* offsets from the centre in button widths (the padding box is 6 px narrower: 100% + 6px is the whole button) */
.k2-target .k2-key{top:calc(50% + var(--key-dy,0) * (100% + 6px));left:calc(50% - var(--key-dx,0) * (100% + 6px));
  transform:translate(-100%,-50%)}

/* weather, risk */
.k2-forecast{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:4px}
.k2-day{position:relative;display:flex;flex-direction:column;align-items:center;gap:1px;padding:4px 2px 5px;
  border-radius:10px;background:#eef2f6;border:1px solid #dde3e9;min-width:0}
.k2-day.is-today{background:#fff6dc;border:2px solid var(--board-accent)}
.k2-day.is-past{filter:grayscale(1);background:#f1f2f4}  /* greyed, not faded: its words stay readable */
.k2-day:nth-child(3n){margin-right:3px}
.k2-day-round{font-size:11px;font-weight:700;color:var(--board-muted);white-space:nowrap;overflow:hidden;max-width:100%}
.k2-day.is-today .k2-day-round{color:#6b4c00}
.k2-wicon{width:28px;height:28px}
.k2-sun{fill:#f4b400;stroke:#b57f00;stroke-width:1}
.k2-ray{stroke:#f4b400;stroke-width:2;stroke-linecap:round}
.k2-cloud{fill:#b9c4cf;stroke:#6f7d8b;stroke-width:1.2}
.k2-cloud.is-dark{fill:#8e9bab}
.k2-flake{stroke:#2a62b8;stroke-width:1.4;stroke-linecap:round;fill:none}
.k2-day-pen{font-size:13px;font-weight:800;color:var(--risk);font-variant-numeric:tabular-nums}
.k2-day.is-sun .k2-day-pen{color:var(--board-muted);font-weight:600}
.k2-day-zones{display:flex;flex-direction:column;gap:1px;width:18px}
.k2-zb{display:block;height:4px;border-radius:2px;background:#d5dce3}
.k2-zb.is-hit{background:var(--risk)}
.k2-risk-row{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.k2-risk-token,.k2-risk-stack{display:inline-flex;align-items:center;gap:3px}
.k2-token{width:34px;height:34px;flex:none}
.k2-token-disc{fill:#f2d7a6;stroke:#8a5a14;stroke-width:1.4}
.k2-token-mark{fill:none;stroke:#b88a3a;stroke-width:1}
.k2-token.is-down .k2-token-disc{fill:#8a5a14}
.k2-token.is-down .k2-token-mark{stroke:#d9b274}
.k2-token-num{font-size:14px;font-weight:800;text-anchor:middle;dominant-baseline:central;fill:var(--risk)}
.k2-risk-count{font-weight:800;color:var(--board-muted)}
.k2-taker{display:flex;align-items:center;flex-wrap:wrap;gap:6px;margin-top:8px!important;padding:6px 8px;border-radius:10px;
  background:var(--pc-soft);font-weight:600}
.k2-remaining{margin-left:auto;color:#9e2a1f}

/* players */
.k2-player{position:relative;background:var(--board-card);border-radius:14px;padding:8px 10px 10px;
  box-shadow:0 1px 4px rgba(0,0,0,.12);border-left:6px solid var(--pc);outline:3px solid transparent;
  transition:outline-color .2s,box-shadow .2s}
.k2-player.is-acting{outline-color:var(--board-accent);box-shadow:0 0 0 6px var(--board-accent-soft),0 1px 6px rgba(0,0,0,.2)}
.k2-player.is-viewer{background:linear-gradient(90deg,var(--pc-soft),var(--board-card) 55%)}
.k2-player-head{display:flex;align-items:center;gap:6px;min-height:30px;flex-wrap:wrap}
.k2-avatar{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--pc);
  color:#fff;flex:none}
.k2-avatar .k2-icon{width:17px;height:17px}
.k2-player-name{font-weight:700;min-width:0;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.k2-tag{display:inline-flex;align-items:center;gap:4px;font-size:11.5px;padding:1px 7px;border-radius:999px;
  background:#e6eaee;color:#3f4954;font-weight:600;white-space:nowrap}
.k2-tag .k2-icon{width:13px;height:13px}
.k2-tag.is-you{background:var(--board-ink);color:#fff}
.k2-tag.is-locked{background:#dff0e2;color:#1b5e2f}
.k2-player-score{margin-left:auto;min-width:40px;height:32px;padding:0 8px;border-radius:16px;background:var(--pc);
  color:#fff;font-size:19px;font-weight:800;display:inline-grid;place-items:center;font-variant-numeric:tabular-nums}
.k2-player-score.is-winner{box-shadow:0 0 0 3px var(--board-accent)}
.k2-climbers{display:flex;flex-direction:column;gap:4px;margin:6px 0}
.k2-climber-row{display:flex;align-items:center;gap:7px;min-height:30px;padding:2px 6px;border-radius:9px;
  background:#f3f5f7;flex-wrap:wrap}
.k2-climber-row.is-given{box-shadow:inset 0 0 0 2px var(--board-accent-soft)}
.k2-climber-row.is-dead{opacity:.55;text-decoration:line-through}
.k2-climber-name{font-weight:700;min-width:4.5em}
.k2-where{font-variant-numeric:tabular-nums;color:var(--board-muted);font-weight:600;min-width:3em}
.k2-accl{display:inline-grid;place-items:center;min-width:24px;height:24px;padding:0 5px;border-radius:12px;
  background:var(--accl);color:#fff;font-weight:800;font-variant-numeric:tabular-nums}
.k2-vp{display:inline-flex;align-items:center;gap:2px;font-weight:800;font-variant-numeric:tabular-nums;min-width:2.4em}
.k2-vp-flag{width:14px;height:18px;fill:#fff;stroke:#3b2f1e;stroke-width:1.4;stroke-linejoin:round}
.k2-tent-tag{display:inline-flex;align-items:center;gap:3px;font-size:12px;font-weight:600;color:var(--board-muted)}
.k2-tent-tag .k2-piece{width:20px;height:20px}
.k2-stats{display:flex;gap:12px;flex-wrap:wrap;font-size:12.5px;color:var(--board-muted)}
.k2-stat{display:inline-flex;gap:4px;align-items:baseline}
.k2-stat strong{color:var(--board-ink);font-variant-numeric:tabular-nums}
.k2-played{display:flex;align-items:center;gap:4px;flex-wrap:wrap;margin-top:6px}
.k2-mini-label{font-size:11.5px;color:var(--board-muted);margin-right:2px}

/* cards */
.k2-card{--w:46px;display:inline-block;width:var(--w);flex:none;line-height:0;border-radius:6px;
  box-shadow:0 1px 3px rgba(0,0,0,.25);background:#fff}
.k2-card.is-mini{--w:28px;border-radius:4px}
.k2-card.is-mid{--w:40px}
.k2-card.is-hand{--w:clamp(48px,9cqw,62px)}
.k2-card.is-given{opacity:.38;filter:grayscale(.6)}
.k2-card.is-idle{opacity:.6;cursor:help}
.k2-card-svg{display:block;width:100%;height:auto}
.k2-card-paper{stroke-width:1.6}
.k2-card-paper.is-M{fill:#eef8ea;stroke:var(--move)}
.k2-card-paper.is-R{fill:#e7f4ef;stroke:#3f7f6a}
.k2-card-paper.is-A{fill:#e8f0fb;stroke:var(--accl)}
.k2-card-peak{fill:#b6d3ad}
.k2-card-rope{fill:none;stroke:#8a6a3a;stroke-width:2;stroke-linecap:round}
.k2-card-arrow{fill:none;stroke:var(--move);stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.k2-card-num{font-weight:800;text-anchor:middle;font-size:24px;font-family:system-ui,sans-serif}
.k2-card-num.is-small{font-size:17px}
.k2-card-num.is-move,.k2-card-num.is-down{fill:var(--move)}
.k2-card-num.is-accl{fill:#fff;dominant-baseline:central;font-size:17px}
.k2-card-accl{fill:var(--accl)}
.k2-card-lung{fill:#9bb7e0;stroke:#5d82bb;stroke-width:1}
.k2-card-row{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
.k2-hand .k2-card-row{padding-top:8px}
.k2-card-slot{display:inline-block;width:40px;height:55px;border-radius:6px;border:2px dashed #b8c0c8}
.k2-hand-card{position:relative;padding:0;border:0;background:transparent;border-radius:8px;cursor:pointer;
  transition:transform .15s ease,opacity .15s;line-height:0}
.k2-hand-card.is-legal{transform:translateY(-4px)}
.k2-hand-card.is-legal .k2-card{box-shadow:0 0 0 3px var(--board-accent),0 6px 12px rgba(0,0,0,.22)}
.k2-hand-card.is-legal:hover{transform:translateY(-8px)}
.k2-hand-card.is-idle{opacity:.6}

/* dock */
.k2-pool{display:flex;align-items:center;gap:8px;flex-wrap:wrap;margin-top:8px;padding:6px 10px;border-radius:10px;
  background:var(--pc-soft);border:1px solid var(--pc)}
.k2-pool-who{font-weight:700}
.k2-pool-free{font-size:15px;color:#1f6a29}  /* darker than --move: it sits on the seat's soft colour */
.k2-pool-down{display:inline-flex;align-items:center;gap:3px;font-weight:700;color:#3f7f6a}
.k2-pool-down .k2-icon{width:15px;height:15px}
.k2-gives{display:flex;flex-direction:column;gap:6px}
.k2-give-group{display:flex;align-items:center;gap:10px;flex-wrap:wrap;padding:4px 6px;border-radius:10px;
  background:#f3f5f7}
.k2-give-card{position:relative;display:inline-flex;align-items:flex-end;gap:2px}
.k2-count{font-size:12px;font-weight:800;color:var(--board-muted)}
.k2-give-buttons{display:flex;gap:6px;flex-wrap:wrap}
.k2-give,.k2-option{position:relative;display:inline-flex;align-items:center;gap:6px;min-height:44px;
  padding:0 14px 0 8px;border-radius:22px;border:1px solid #cfd6dd;background:#f8fafb;color:var(--board-ink);
  font-weight:700;cursor:pointer;box-shadow:0 2px 0 #d3dae1;text-align:left}
.k2-give:hover,.k2-option:hover{background:#fff}
.k2-give .k2-icon.is-use{width:16px;height:16px;stroke:var(--move);stroke-width:2.6}
.k2-give.is-down .k2-icon.is-use{stroke:#3f7f6a}
.k2-option .k2-token{width:26px;height:26px}
.k2-option.is-done{background:var(--board-accent);border-color:#c48f1d;color:var(--board-on-accent);box-shadow:0 2px 0 var(--board-accent-edge)}
.k2-result{margin-top:6px;padding:12px 14px;background:#fffaf0}
.k2-result-scores{display:flex;flex-direction:column;gap:6px}
.k2-result-row{display:flex;align-items:center;gap:8px;padding:6px 10px;border-radius:10px;background:var(--pc-soft)}
.k2-result-row.is-winner{box-shadow:inset 0 0 0 2px var(--pc)}
.k2-result-rank{font-weight:800;min-width:2.2em;text-align:left}
.k2-result-name{flex:1;text-align:left;font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.k2-result-score{font-size:20px;font-weight:800;font-variant-numeric:tabular-nums}

@keyframes k2-glow{50%{opacity:.45}}
@keyframes k2-drop{from{opacity:0}}

/* wide (a desktop): the mountain as tall as the board may be (--board-fit-height, from the host page; else the
   window), then two columns; a column taller than the board scrolls inside it */
.k2-col{display:contents}
@container k2 (min-width:1100px){
  .k2-layout{grid-template-columns:auto minmax(0,1fr) minmax(0,1fr);grid-template-rows:minmax(0,1fr);
    grid-template-areas:"mountain play info";align-items:stretch}
  .k2-col{display:flex;flex-direction:column;gap:12px;min-height:0;min-width:0;overflow-y:auto;padding:6px;margin:-6px;
    overscroll-behavior:contain}
  .k2-col.is-play{grid-area:play}
  .k2-col.is-info{grid-area:info}
  .k2-extra{grid-template-columns:minmax(0,1fr)}
  .k2-mountain-panel{display:flex;align-items:center;justify-content:center}
  .k2-mountain-box{flex:none;max-width:none;margin:0;
    width:calc((var(--board-fit-height,calc(100vh - 60px)) - 92px) * var(--arn,.62))}
}
/* medium: one column */
@container k2 (max-width:900px){
  .k2-layout{grid-template-columns:minmax(0,1fr);grid-template-rows:none;
    grid-template-areas:"dock" "mountain" "status" "players" "extra"}
  .k2-status{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
  .k2-players{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
  .k2-mountain-box{max-width:min(100%,max(300px,calc((100vh - 60px) * var(--arn,.62))))}
}
/* narrow (phones) */
@container k2 (max-width:${NARROW}px){
  .k2-board{padding:4px}
  .k2-layout{gap:10px}
  .k2-status,.k2-players{grid-template-columns:minmax(0,1fr)}
  .k2-mountain-panel{padding:4px;border-radius:14px}
  .k2-title{font-size:16px}
  .k2-logo{width:32px;height:32px}
  .k2-option,.k2-give{padding:0 12px 0 8px;font-size:13px}
  .k2-forecast{gap:2px}
  .k2-wicon{width:24px;height:24px}
  .k2-day:nth-child(3n){margin-right:0}
  .k2-mountain-box{max-width:100%}
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
  const view = { shownSeat: undefined, prevWhere: new Map(), prevVersion: -1, busyTimer: 0, quietTimer: 0 };
  const frame = boardFrame(model, view, "k2.json");
  const { root, prompt, current, act } = frame;
  const mountain = h("section", { class: "k2-mountain-panel" });
  const result = h("div", { class: "k2-result-wrap" });
  const hand = h("div", { class: "k2-hand-wrap", "data-motion-frame": "hand" });
  const give = h("div", { class: "k2-give-wrap", "data-motion-frame": "give" });
  const pool = h("div", { class: "k2-pool-wrap" });
  const actions = h("div", { class: "k2-actions", role: "group", "data-roving": "options" });
  const dock = h("section", { class: "k2-dock" }, [frame.promptRow, frame.notice, frame.hint, result, pool, give, actions, hand]);
  const status = h("div", { class: "k2-status" });
  const players = h("div", { class: "k2-players" });
  const extra = h("div", { class: "k2-extra" });
  // on a wide board the dock and players, and the weather, risk, log and help, are two columns (each scrolls inside
  // a board of fixed height); narrower, these wrappers are no boxes and the layout places their parts itself
  const playCol = h("div", { class: "k2-col is-play" }, [dock, players]);
  const infoCol = h("div", { class: "k2-col is-info" }, [status, extra]);
  const layout = h("div", { class: "k2-layout" }, [mountain, playCol, infoCol]);
  const cover = h("div", { class: "k2-cover", hidden: true });
  root.append(h("style", { text: boardStyles(CSS, NARROW) }), frame.top, layout, cover);
  el.append(root);

  /** @param {string | null} key */
  function restoreFocus(key) {
    frame.restoreFocus(key, () => (cover.hidden ? root.querySelector("[data-action]") || root.querySelector("[data-key]")
      : root.querySelector("[data-ready]")));
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
      act, explain: frame.explain, send: frame.send,
    };
    if (view.prevVersion > snap.version || snap.version === 0) view.prevWhere = new Map(); // new game, undo
    root.setAttribute("data-version", String(snap.version));
    root.setAttribute("data-phase", ctx.obs.phase);
    root.setAttribute("data-viewer", String(snap.viewer ?? ""));
    root.setAttribute("data-players", String(snap.players));
    frame.showHead(ctx, renderTop);

    const parts = [mountain, result, pool, give, actions, hand, status, players, extra];
    if (hotSeatCover(ctx, { layout, cover, prompt, parts }, (onReady) => renderCover(ctx, onReady), render)) {
      restoreFocus(focus);
      return;
    }

    prompt.textContent = snap.prompt;
    prompt.hidden = Boolean(snap.result); // the result panel says it
    dock.classList.toggle("is-my-turn", ctx.myTurn);
    dock.setAttribute("aria-label", snap.prompt);
    // the mountain first: spaces are the primary place of move and rescue options
    morphInto(mountain, [renderMountain(ctx)]);
    morphInto(result, [snap.result && renderResult(ctx)]);
    morphInto(pool, [renderPool(ctx)]);
    morphInto(give, [renderGive(ctx)]);
    const handParts = renderHand(ctx);
    // whatever has no place of its own (tent, deduct, done, take…), in legal order
    morphInto(actions, snap.legal.filter((e) => !ctx.placed.has(e.notation)).map((e) => optionButton(ctx, e)));
    morphInto(hand, handParts);
    actions.setAttribute("aria-label", snap.prompt);
    morphInto(status, [renderWeather(ctx), renderRisk(ctx)]);
    const order = ctx.obs.seats.map((so) => so.seat);
    const first = snap.viewer ?? 0;
    order.sort((a, b) => ((a - first + snap.players) % snap.players) - ((b - first + snap.players) % snap.players));
    morphInto(players, order.map((seat) => renderPlayer(ctx, ctx.obs.seats[seat])));
    const logged = keptLog(ctx);
    placePart(extra, [logged, keptHelp(ctx, () => renderHelp(ctx))]);
    view.prevVersion = snap.version;
    restoreFocus(focus);
  }

  // number keys pick the Nth option
  const onKey = optionKeys(current, act, () => !cover.hidden);
  return frame.mount(render, onKey);
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
