// Generated from widgets/src/nanga_parbat.js by `python3 build.py boards`; edit the sources, not this file.
// @ts-check
/**
 * Nanga Parbat board — an anywidget front-end module (one plain ES module, no imports).
 *
 * This is the source of widgets/static/nanga_parbat.js: `python3 build.py boards` replaces each
 * include line below with that file from widgets/src/common/ (code every board shares;
 * its class names take this board's PREFIX).
 *
 * The host (JupyterLab's anywidget or the static page's small JS host) keeps a synced
 * `snapshot` (rules/table.py `Table.snapshot`, rules/session.py, observation from
 * rules/nanga_parbat/view.py) and answers the messages this board sends with a new snapshot.
 * The board only ever reads `model.get("snapshot")`, listens to `change:snapshot` /
 * `msg:custom`, and calls `model.send`.
 *
 * Every string on screen comes from the snapshot (ui, prompt, log, labels, names, help) or,
 * when the snapshot lacks it, from the small tables below (title, species, chart rows);
 * untrusted text is set with textContent only. Everything is drawn with createElement /
 * createElementNS.
 */

/**
 * @typedef {SeatView} SeatInfo
 * @typedef {{type: string, section?: string, region?: number, animal?: string, row?: string, used?: boolean}} Action
 * @typedef {LegalEntry} Legal
 * @typedef {{id: string, region: number, animal: string | null, hiker: number | null, camp: number | null}} Section
 * @typedef {{row: string, column: number, count: number, points: number, owner: number | null}} Square
 * @typedef {{kind: "claim", row: string, picks: any[]} | {kind: "power", animal: string, picks: string[]}} Pending
 * @typedef {{seat: number, trap: string | null, animal: string | null,
 *            powers: {animal: string, from?: number, region?: number, sections?: string[]}[],
 *            claim: {row: string, column: number, count: number, points: number} | null,
 *            panda: number | null}} TurnSummary
 * @typedef {{
 *   phase: string, first_player: number, turn: number | null, step: string | null, trapped: boolean,
 *   claimed: boolean, guide: number | null, trap_sections: string[], sections: Section[],
 *   between_links: string[][], scores: number[], track_length: number, turns: number[],
 *   hikers_left: number[], camps_left: number[], cubes_left: number[],
 *   animal_boards: Record<string, {fresh: number, used: number}>[], chart: Square[],
 *   pending: Pending | null, this_turn: TurnSummary | null, last_turn: TurnSummary | null
 * }} Observation
 * @typedef {SnapshotOf<Observation, any>} Snapshot  (common/shapes.js, from rules/shapes.py)
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{prevCells: Map<string, string>, prevVersion: number, busyTimer: number, quietTimer: number,
 *   drawn: Map<string, Node>}} ViewState
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, myTurn: boolean,
 *   placed: Set<string>, byTarget: Map<string, Legal>, act(entry: Legal): void, explain(action: Action): void,
 *   send(msg: object): void, view: ViewState
 * }} Ctx
 */

const PREFIX = "np";

/**
 * The six species: names (used only if the snapshot's help lacks them), the mark drawn on the
 * token, and colours (token, darker ears/horns).
 */
const SPECIES = /** @type {Record<string, {en: string, ja: string, mark: {en: string, ja: string}, color: string,
  dark: string}>} */ ({
  snow_leopard: { en: "Snow Leopard", ja: "雪豹", mark: { en: "S", ja: "雪" }, color: "#98a2ab", dark: "#4d5760" },
  tahr: { en: "Tahr", ja: "タール", mark: { en: "T", ja: "タ" }, color: "#8c5d33", dark: "#553516" },
  musk_deer: { en: "Musk Deer", ja: "ジャコウ鹿", mark: { en: "M", ja: "ジ" }, color: "#b39550", dark: "#6c5520" },
  yak: { en: "Yak", ja: "ヤク", mark: { en: "Y", ja: "ヤ" }, color: "#463b35", dark: "#1d1714" },
  bharal: { en: "Bharal", ja: "ヒマラヤ羊", mark: { en: "B", ja: "ヒ" }, color: "#5a80a6", dark: "#2f4a66" },
  red_panda: { en: "Red Panda", ja: "レッサーパンダ", mark: { en: "R", ja: "レ" }, color: "#c9562a", dark: "#7a2e0f" },
});
const SPECIES_ORDER = ["snow_leopard", "tahr", "musk_deer", "yak", "bharal", "red_panda"];

/** Words the snapshot's ui does not carry (yet): the title and the chart's rows. */
const WORDS = /** @type {Record<string, Record<string, string>>} */ ({
  en: { title: "Nanga Parbat", camps: "Camps", different: "Different species", same: "Same species" },
  ja: { title: "ナンガパルバット", camps: "キャンプ", different: "異なった種類の動物", same: "同じ種類の動物" },
});
const ROWS = ["camps", "different", "same"];

/** Player colours (seat 0, seat 1): strong, and a soft tint for the sections they hold. */
const SEAT_CLASS = ["np-p0", "np-p1"];

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  check: ["M5 12.5 10 17.5 19 7"],
  bolt: ["M13 2 4 14h7l-1 8 9-12h-7z"],
  swap: ["M7 4 3 8l4 4", "M3 8h14", "M17 20l4-4-4-4", "M21 16H7"],
  flag: ["M5 21V4", "M5 4h12l-3 4 3 4H5"],
  end: ["M5 12h12", "m13 6 6 6-6 6"],
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

// ---------------------------------------------------------------------------------------
// Words: the snapshot first, then the small tables.

/** @param {Ctx} ctx @param {string} key */
function word(ctx, key) {
  return ctx.ui[key] || (WORDS[ctx.lang] || WORDS.en)[key] || WORDS.en[key] || key;
}

/** @param {Ctx} ctx @param {string} id */
function speciesName(ctx, id) {
  const fromHelp = ctx.snap.help?.animals?.find((a) => a.id === id)?.name;
  const table = SPECIES[id];
  return ctx.ui[`animal_${id}`] || fromHelp || (table ? table[ctx.lang === "ja" ? "ja" : "en"] : id);
}

/** @param {Ctx} ctx @param {string} row */
function rowName(ctx, row) {
  return ctx.ui[`row_${row}`] || word(ctx, row);
}

/** @param {Ctx} ctx @param {number} seat */
function seatName(ctx, seat) {
  return ctx.snap.seats[seat]?.name ?? "";
}

/** @param {Ctx} ctx @param {Section} sec  what lies on a section, in words */
function sectionWords(ctx, sec) {
  const where = fill(ctx.ui.section || "Section {id}", { id: sec.id });
  if (sec.animal) return `${where}: ${speciesName(ctx, sec.animal)}`;
  if (sec.hiker !== null) return `${where}: ${ctx.ui.hiker || ""} (${seatName(ctx, sec.hiker)})`;
  if (sec.camp !== null) return `${where}: ${ctx.ui.camp || ""} (${seatName(ctx, sec.camp)})`;
  return where;
}

// ---------------------------------------------------------------------------------------
// Pieces drawn in SVG: animal tokens, hikers, camps, the guide, flags, cubes.
// Tokens are drawn in a 20×20 box centred on 0,0 (disk radius 10) and scaled.

/**
 * Ears or horns behind the disk, and marks on it: one simple silhouette per species.
 * @param {string} id
 * @param {string} dark
 */
function speciesShapes(id, dark) {
  const horn = { fill: "none", stroke: dark, "stroke-width": 2.6, "stroke-linecap": "round" };
  const pale = { fill: "none", stroke: "#efe6d2", "stroke-width": 2.6, "stroke-linecap": "round" };
  switch (id) {
    case "snow_leopard":
      return {
        behind: [s("circle", { cx: -6.4, cy: -7, r: 3.4, fill: dark }), s("circle", { cx: 6.4, cy: -7, r: 3.4, fill: dark })],
        front: [[-7.2, 2.6, 1.2], [-5.6, 6.4, 0.9], [7.2, 2.6, 1.2], [5.6, 6.4, 0.9], [-7.6, -1.6, 0.8], [7.6, -1.6, 0.8]]
          .map(([cx, cy, r]) => s("circle", { cx, cy, r, fill: dark, opacity: 0.85 })),
      };
    case "tahr":
      return {
        behind: [s("path", { d: "M-3.4-7.6C-4.6-11.6-7.6-13.4-10.2-12.2", ...horn }),
          s("path", { d: "M3.4-7.6C4.6-11.6 7.6-13.4 10.2-12.2", ...horn })],
        front: [],
      };
    case "musk_deer":
      return {
        behind: [s("path", { d: "M-3.6-7.8Q-9.6-13.6-12.4-10Q-9.8-5.4-5.6-4.6Z", fill: dark }),
          s("path", { d: "M3.6-7.8Q9.6-13.6 12.4-10Q9.8-5.4 5.6-4.6Z", fill: dark })],
        front: [],
      };
    case "yak":
      return {
        behind: [s("path", { d: "M-6-5.6C-11.6-6-13.4-9.6-11.2-13.6", ...pale, "stroke-width": 3 }),
          s("path", { d: "M6-5.6C11.6-6 13.4-9.6 11.2-13.6", ...pale, "stroke-width": 3 })],
        front: [s("path", { d: "M-6.5 7.5l-1 2.4M-3 8.8l-.6 2.4M0 9.2v2.4M3 8.8l.6 2.4M6.5 7.5l1 2.4", fill: "none",
          stroke: "#1d1714", "stroke-width": 1.2, "stroke-linecap": "round" })],
      };
    case "bharal":
      return {
        behind: [s("path", { d: "M-3-8.4C-8-14.4-14.2-9.8-10.6-4.4", ...horn }),
          s("path", { d: "M3-8.4C8-14.4 14.2-9.8 10.6-4.4", ...horn })],
        front: [],
      };
    case "red_panda":
      return {
        behind: [s("circle", { cx: -7, cy: -6.6, r: 3.6, fill: dark, stroke: "#fff4e6", "stroke-width": 1.3 }),
          s("circle", { cx: 7, cy: -6.6, r: 3.6, fill: dark, stroke: "#fff4e6", "stroke-width": 1.3 })],
        front: [s("ellipse", { cx: -7, cy: 2.6, rx: 2.2, ry: 1.6, fill: "#fff4e6", opacity: 0.9 }),
          s("ellipse", { cx: 7, cy: 2.6, rx: 2.2, ry: 1.6, fill: "#fff4e6", opacity: 0.9 })],
      };
    default:
      return { behind: [], front: [] };
  }
}

/**
 * An animal token at (x, y) with disk radius r (in the parent's units).
 * @param {string} id @param {string} lang @param {number} x @param {number} y @param {number} r
 * @param {string} [extra]
 */
function animalToken(id, lang, x, y, r, extra) {
  return copyOf(`np-token ${id} ${lang} ${x} ${y} ${r} ${extra ?? ""}`, () => {
    const sp = SPECIES[id] || { color: "#888", dark: "#444", mark: { en: "?", ja: "?" } };
    const { behind, front } = speciesShapes(id, sp.dark);
    const mark = sp.mark[lang === "ja" ? "ja" : "en"];
    return s("g", { class: cls("np-token", extra), "data-animal": id,
      transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(r / 10 * 100) / 100})` }, [
      ...behind,
      s("circle", { r: 10, fill: sp.color, stroke: sp.dark, "stroke-width": 1 }),
      ...front,
      s("text", { class: "np-mark", y: 0.4, "font-size": mark.length > 1 || lang === "ja" ? 9.6 : 10.6,
        stroke: sp.dark }, [mark]),
    ]);
  });
}

/** A hiker: a small walker in the player's colour. @param {number} seat @param {number} x @param {number} y @param {number} size */
function hikerShape(seat, x, y, size) {
  return copyOf(`np-hiker ${seat} ${x} ${y} ${size}`, () => s("g", { class: cls("np-hiker", SEAT_CLASS[seat]),
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "np-fill", d: "M-6.6 9.4C-6.6 1.6-4 -1.2 0-1.2S6.6 1.6 6.6 9.4Z" }),
    s("circle", { class: "np-fill", cx: 0, cy: -5.6, r: 3.8 }),
    s("path", { class: "np-pack", d: "M3.2 0.4h3.4a1 1 0 0 1 1 1v5.6h-4.4Z" }),
  ]));
}

/** A camp: a tent in the player's colour. @param {number} seat @param {number} x @param {number} y @param {number} size */
function campShape(seat, x, y, size) {
  return copyOf(`np-camp ${seat} ${x} ${y} ${size}`, () => s("g", { class: cls("np-camp", SEAT_CLASS[seat]),
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "np-fill", d: "M-10.4 8.4 0-9.4 10.4 8.4Z" }),
    s("path", { class: "np-door", d: "M-3.4 8.4 0 1.4 3.4 8.4Z" }),
    s("path", { class: "np-pole", d: "M0-9.4 0-13.2M0-13.2l4.2 1.6L0-10.2" }),
  ]));
}

/** The guide: a golden figure with a staff. @param {number} x @param {number} y @param {number} size */
function guideShape(x, y, size) {
  return s("g", { class: "np-guide", transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "np-staff", d: "M7.6-8.4 7.6 10" }),
    s("path", { class: "np-guide-body", d: "M-6.6 10 -3.6-2.4Q0-4.2 3.6-2.4L6.6 10Z" }),
    s("circle", { class: "np-guide-body", cx: 0, cy: -7.2, r: 4 }),
  ]);
}

/** A player's cube, seen at an angle. @param {number} seat @param {number} x @param {number} y @param {number} size */
function cubeShape(seat, x, y, size) {
  return copyOf(`np-cube ${seat} ${x} ${y} ${size}`, () => s("g", { class: cls("np-cube", SEAT_CLASS[seat]),
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "np-cube-top", d: "M0-8 8-4 0 0-8-4Z" }),
    s("path", { class: "np-cube-left", d: "M-8-4 0 0 0 9-8 5Z" }),
    s("path", { class: "np-cube-right", d: "M8-4 0 0 0 9 8 5Z" }),
  ]));
}

/** A standalone SVG image of one piece (for HTML panels). @param {SVGElement} piece @param {string} [extra] */
function pieceSvg(piece, extra) {
  return s("svg", { viewBox: "-14 -15 28 28", class: cls("np-piece", extra), "aria-hidden": "true",
    focusable: "false" }, [piece]);
}

/** @param {string} id @param {string} lang @param {string} [extra] */
const tokenSvg = (id, lang, extra) => pieceSvg(animalToken(id, lang, 0, 0, 10), extra);

/** A row's icon in the points chart. @param {string} row @param {number} seat @param {string} lang */
function rowIcon(row, seat, lang) {
  if (row === "camps") return pieceSvg(campShape(seat, 0, 1, 10));
  const ids = row === "different" ? ["yak", "bharal", "tahr"] : ["yak", "yak", "yak"];
  return s("svg", { viewBox: "-15 -11 34 22", class: "np-piece is-wide", "aria-hidden": "true", focusable: "false" },
    ids.flatMap((id, i) => [animalToken(id, lang, -6 + i * 8.6, 1, 6.4), " "])); // letters as separate words
}

// ---------------------------------------------------------------------------------------
// The mountain: 6 regions as a pyramid (1; 2 3; 4 5 6), each a pyramid of 6 hex sections.

const GEO = (() => {
  const R = 30;                       // hex radius (centre to corner)
  const W = Math.sqrt(3) * R;         // hex width
  const D = 3.4 * W;                  // between region apexes, across
  const H = 5 * R;                    // between region rows, down
  /** @param {number} n 1..6, reading order of a 1; 2 3; 4 5 6 pyramid */
  const place = (n) => {
    const row = n === 1 ? 0 : n <= 3 ? 1 : 2;
    const col = n - 1 - (row * (row + 1)) / 2;
    return { row, col };
  };
  /** @param {number} region */
  const apex = (region) => {
    const { row, col } = place(region);
    return { x: (col - row / 2) * D, y: row * H };
  };
  /** @param {string} id "region.number" */
  const center = (id) => {
    const [region, number] = id.split(".").map(Number);
    const a = apex(region);
    const { row, col } = place(number);
    return { x: a.x + (col - row / 2) * W, y: a.y + row * 1.5 * R };
  };
  /** @type {Map<number, string>} */
  const hexes = new Map();
  /** The points of a hexagon of radius r (a few radii, drawn for every section at each redraw). @param {number} r */
  const hex = (r) => {
    let points = hexes.get(r);
    if (points === undefined) {
      points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 180) * (60 * i - 90);
        return `${r1(r * Math.cos(angle))},${r1(r * Math.sin(angle))}`;
      }).join(" ");
      hexes.set(r, points);
    }
    return points;
  };
  const box = { x: -5.15 * W, y: -2.9 * R, w: 10.3 * W, h: 17.3 * R };
  return { R, W, D, H, apex, center, hex, box };
})();

// options: markOption and keyHint are in common/options.js

/**
 * An SVG group that works as a button (role, focus, Enter/Space).
 * @param {SVGElement} g @param {() => void} onActivate
 */
function svgButton(g, onActivate) {
  g.setAttribute("role", "button");
  g.setAttribute("tabindex", "0");
  listen(g, { keydown: (e) => {
    const ev = /** @type {KeyboardEvent} */ (e);
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      ev.stopPropagation();
      onActivate();
    }
  } });
}

/** The pieces a pending decision has chosen so far, as sections. @param {Ctx} ctx */
function pickedSections(ctx) {
  const p = ctx.obs.pending;
  if (!p) return new Set();
  if (p.kind === "power" || p.row === "camps") return new Set(p.picks.map(String));
  return new Set();
}

/** @param {Ctx} ctx */
function renderMountain(ctx) {
  const { obs, ui, view } = ctx;
  const { R, W, box } = GEO;
  const svg = s("svg", {
    class: "np-mountain", "data-motion-frame": "mountain", viewBox: `${r1(box.x)} ${r1(box.y)} ${r1(box.w)} ${r1(box.h)}`,
    role: "group", "aria-label": word(ctx, "title"), focusable: "false", "data-roving": "mountain",
  });
  // the mountain itself: two faces and a snow cap, low-poly and calm
  const peak = { x: 0, y: -2.75 * R };
  const baseY = box.y + box.h;
  const left = -5.15 * W;
  const right = 5.15 * W;
  svg.append(
    s("path", { class: "np-rock-l", d: `M${r1(peak.x)} ${r1(peak.y)}L${r1(left)} ${r1(baseY)}H${r1(-0.6 * W)}Z` }),
    s("path", { class: "np-rock-r", d: `M${r1(peak.x)} ${r1(peak.y)}L${r1(right)} ${r1(baseY)}H${r1(-0.6 * W)}Z` }),
    s("path", { class: "np-snow", d: `M${r1(peak.x)} ${r1(peak.y)}L${r1(-1.55 * W)} ${r1(2.2 * R)}l${r1(0.5 * W)} ${-0.5 * R}`
      + `l${r1(0.45 * W)} ${0.7 * R}l${r1(0.5 * W)} ${-0.8 * R}l${r1(0.55 * W)} ${0.9 * R}l${r1(0.45 * W)} ${-1.0 * R}`
      + `l${r1(0.65 * W)} ${0.6 * R}Z` }),
  );
  const pending = obs.pending;
  const picked = pickedSections(ctx);
  const guideRegion = obs.guide;
  const regionChoice = obs.phase === "guide" || (pending && pending.kind === "power" && pending.animal === "yak");
  // region plates
  for (let region = 1; region <= 6; region++) {
    const a = GEO.apex(region);
    const top = { x: a.x, y: a.y - 1.42 * R };
    const bl = { x: a.x - 1.84 * W, y: a.y + 4.08 * R };
    const br = { x: a.x + 1.84 * W, y: a.y + 4.08 * R };
    const isGuide = guideRegion === region;
    svg.append(s("path", {
      class: cls("np-plate", isGuide && "is-guide", regionChoice && ctx.byTarget.has(`region:${region}`) && "is-choice"),
      "data-region": region,
      d: `M${r1(top.x)} ${r1(top.y)}L${r1(br.x)} ${r1(br.y)}L${r1(bl.x)} ${r1(bl.y)}Z`,
    }));
  }
  // dotted lines joining sections of different regions
  const links = s("g", { class: "np-links", "aria-hidden": "true" });
  for (const [a, b] of obs.between_links || []) {
    const p = GEO.center(a);
    const q = GEO.center(b);
    links.append(s("line", { x1: r1(p.x), y1: r1(p.y), x2: r1(q.x), y2: r1(q.y), "data-link": `${a}-${b}` }));
  }
  svg.append(links);

  // the last turn: where the opponent (or you) trapped and what powers swapped
  const last = obs.last_turn;
  const lastTrap = last && last.trap;
  const lastSwaps = new Set((last?.powers || []).flatMap((p) => p.sections || []));
  // while the player picks a section, those that are no option are dimmed: marked once on the layer, so that a
  // section is drawn the same whoever is to move (and its redraw is a fast native check; common/dom.js morph)
  const deciding = ctx.myTurn && ctx.snap.legal.some((e) => e.target.startsWith("section:"));
  const sectionsLayer = s("g", { class: cls("np-sections", deciding && "is-deciding") });
  const cells = new Map();
  for (const sec of obs.sections) {
    cells.set(sec.id, sec.animal || (sec.hiker !== null ? `h${sec.hiker}` : `c${sec.camp}`));
    sectionsLayer.append(renderSection(ctx, sec, { picked: picked.has(sec.id), regionChoice: Boolean(regionChoice),
      lastTrap: lastTrap === sec.id ? last?.seat ?? null : null, swapped: lastSwaps.has(sec.id) }));
  }
  svg.append(sectionsLayer);
  // flags (and the guide on its region)
  for (let region = 1; region <= 6; region++) svg.append(renderFlag(ctx, region));
  svg.append(keyBadges(ctx));
  if (guideRegion) {
    const a = GEO.apex(guideRegion);
    svg.append(s("g", { class: "np-guide-wrap", "data-guide": guideRegion, role: "img", "data-motion": "guide",
      "aria-label": `${ui.guide || ""}: ${fill(ui.region || "Region {n}", { n: guideRegion })}` },
    [guideShape(a.x + 0.98 * W, a.y + 0.02 * R, 0.6 * R)]));
  }
  view.prevCells = cells;
  return svg;
}

/**
 * The number-key badges of the mountain's options, in a layer of their own above them: a digit drawn inside an
 * option would be a word of what it shows (its accessible name must contain that).
 * @param {Ctx} ctx
 */
function keyBadges(ctx) {
  const { R, W } = GEO;
  const layer = s("g", { class: "np-svg-keys", "aria-hidden": "true" });
  for (const entry of ctx.snap.legal) {
    const n = keyHint(ctx, entry);
    const [kind, id] = entry.target.split(":");
    if (!n || (kind !== "section" && kind !== "region") || ctx.byTarget.get(entry.target) !== entry) continue;
    let at;
    if (kind === "section") {
      const c = GEO.center(id);
      at = { x: c.x - 0.46 * W, y: c.y - 0.52 * R };
    } else {
      const a = GEO.apex(Number(id));
      at = { x: a.x - 0.64 * W + 6, y: a.y - 0.86 * R - 6 };
    }
    layer.append(s("g", { class: "np-svg-key", transform: `translate(${r1(at.x)} ${r1(at.y)})` },
      [s("circle", { r: 8 }), s("text", { y: 0.5 }, [String(n)])]));
  }
  return layer;
}

/**
 * @param {Ctx} ctx @param {Section} sec
 * @param {{picked: boolean, regionChoice: boolean, lastTrap: number | null, swapped: boolean}} opts
 */
function renderSection(ctx, sec, opts) {
  const { R, W } = GEO;
  const c = GEO.center(sec.id);
  const entry = ctx.byTarget.get(`section:${sec.id}`);
  const owner = sec.hiker ?? sec.camp;
  const piece = sec.animal || (sec.hiker !== null ? `h${sec.hiker}` : `c${sec.camp}`);
  const before = ctx.view.prevCells.get(sec.id);
  const changed = before !== undefined && before !== piece;
  const number = sec.id.split(".")[1];
  const g = s("g", {
    class: cls("np-sec", sec.animal ? "is-animal" : sec.hiker !== null ? "is-hiker" : "is-camp",
      owner !== null && SEAT_CLASS[owner], opts.picked && "is-picked", changed && "is-new",
      ctx.obs.trap_sections.includes(sec.id) && "is-trappable"),
    transform: `translate(${r1(c.x)} ${r1(c.y)})`,
    "data-section": sec.id, "data-region": sec.region, "data-key": `sec:${sec.id}`,
    "data-piece": sec.animal || (sec.hiker !== null ? "hiker" : "camp"),
    "data-owner": owner,
  }, [
    s("polygon", { class: "np-hit", points: GEO.hex(R), fill: "transparent" }),
    s("polygon", { class: "np-glow", points: GEO.hex(R + 1) }),
    s("polygon", { class: "np-hex", points: GEO.hex(R - 1.6) }),
    s("text", { class: "np-num", x: 0, y: r1(0.74 * R), "aria-hidden": "true" }, [number]),
    " ", // the number and the piece's letter are two words of what the section shows
  ]);
  // motion identities (common/motion.js): an animal by its species, a hiker or camp by its owner
  if (sec.animal) g.append(moving(animalToken(sec.animal, ctx.lang, 0, -0.07 * R, 0.5 * R), `animal:${sec.animal}`));
  else if (sec.hiker !== null) g.append(moving(hikerShape(sec.hiker, 0, -0.1 * R, 0.5 * R), `hiker:${sec.hiker}`));
  else if (sec.camp !== null) g.append(moving(campShape(sec.camp, 0, -0.02 * R, 0.52 * R), `camp:${sec.camp}`));
  if (opts.lastTrap !== null) {
    g.append(s("circle", { class: cls("np-last", SEAT_CLASS[opts.lastTrap]), cx: r1(-0.5 * W), cy: r1(0.32 * R), r: 4.2 }));
  }
  if (opts.swapped) g.append(s("g", { class: "np-swapped", transform: `translate(${r1(0.5 * W)} ${r1(0.3 * R)}) scale(.42)` },
    [s("circle", { r: 11 }), ...ICONS.swap.map((d) => s("path", { d, transform: "translate(-12 -12)" }))]));
  if (opts.picked) {
    g.append(s("g", { class: "np-pick", transform: `translate(${r1(0.46 * W)} ${r1(-0.52 * R)})` }, [
      s("circle", { r: 8.5 }), s("path", { d: "M-4.2 0.2-1.2 3.2 4.4-2.8" }),
    ]));
  }
  g.append(s("polygon", { class: "np-ring", points: GEO.hex(R + 0.5) }));
  const label = sectionWords(ctx, sec);
  if (entry) {
    markOption(g, entry, ctx);
    svgButton(g, () => ctx.act(entry));
  } else {
    g.setAttribute("role", "img");
    g.setAttribute("aria-label", label);
    listen(g, { click: () => sectionClick(ctx, sec) });
  }
  if (!entry) g.append(s("title", {}, [label])); // an option's tooltip would be a word it shows, not in its name
  return g;
}

/** A click on a section that is no option: act for its region (guide, yak) or ask why. @param {Ctx} ctx @param {Section} sec */
function sectionClick(ctx, sec) {
  const { obs } = ctx;
  if (ctx.snap.result || ctx.snap.viewer === null) return;
  const pending = obs.pending;
  if (obs.phase === "guide" || (pending && pending.kind === "power" && pending.animal === "yak")) {
    regionClick(ctx, sec.region);
    return;
  }
  ctx.explain(pending ? { type: "pick", section: sec.id } : { type: "trap", section: sec.id });
}

/** @param {Ctx} ctx @param {number} region */
function regionClick(ctx, region) {
  if (ctx.snap.result || ctx.snap.viewer === null) return;
  const entry = ctx.byTarget.get(`region:${region}`);
  if (entry) {
    ctx.act(entry);
    return;
  }
  if (ctx.obs.phase === "guide") ctx.explain({ type: "guide", region });
  else ctx.explain(ctx.obs.pending ? { type: "pick", region } : { type: "guide", region });
}

/** A region's yellow flag with its number; a button when the guide may be put there. @param {Ctx} ctx @param {number} region */
function renderFlag(ctx, region) {
  const { R, W } = GEO;
  const a = GEO.apex(region);
  const x = a.x - 0.64 * W;
  const y = a.y - 0.86 * R;
  const entry = ctx.byTarget.get(`region:${region}`);
  const name = fill(ctx.ui.region || "Region {n}", { n: region });
  const g = s("g", { class: cls("np-flag", ctx.obs.guide === region && "is-guide"), "data-flag": region,
    "data-key": `flag:${region}`, transform: `translate(${r1(x)} ${r1(y)})` }, [
    s("rect", { class: "np-hit", x: -30, y: -8, width: 38, height: 46, rx: 8, fill: "transparent" }),
    s("rect", { class: "np-flag-glow", x: -28, y: -6, width: 34, height: 42, rx: 9 }),
    s("path", { class: "np-pole", d: "M0-2V36" }),
    s("path", { class: "np-pennant", d: "M0-2H-25.6L-21 8.4-25.6 18.8H0Z" }),
    s("text", { class: "np-flag-num", x: -10.6, y: 9.2 }, [String(region)]),
    s("rect", { class: "np-ring", x: -30, y: -8, width: 38, height: 46, rx: 8 }),
  ]);
  if (entry) {
    markOption(g, entry, ctx);
    svgButton(g, () => ctx.act(entry));
  } else {
    g.setAttribute("role", "img");
    g.setAttribute("aria-label", name);
    listen(g, { click: () => regionClick(ctx, region) });
  }
  if (!entry) g.append(s("title", {}, [name]));
  return g;
}

// ---------------------------------------------------------------------------------------
// The score track: 0..track_length, the two markers (they never share a space but 0).

/**
 * The track as rows of spaces (one row wide, two rows on narrow screens): seat 0's marker
 * above its row, seat 1's below.
 * @param {Ctx} ctx @param {number[][]} rows  [first, last] space of each row @param {string} extra
 */
function trackSvg(ctx, rows, extra) {
  const { obs } = ctx;
  const length = Math.max(1, obs.track_length || 60);
  const cell = 10;
  const x0 = 14;
  const rowHeight = 70;
  const widest = Math.max(...rows.map(([a, b]) => b - a + 1));
  const svg = s("svg", { class: cls("np-track-svg", extra), viewBox: `0 0 ${x0 * 2 + widest * cell} ${rows.length * rowHeight}`,
    "aria-hidden": "true", focusable: "false", preserveAspectRatio: "xMidYMid meet" });
  rows.forEach(([first, last], r) => {
    const top = r * rowHeight;
    svg.append(s("rect", { class: "np-track-bed", x: x0 - 3, y: top + 29, width: (last - first + 1) * cell + 6, height: 13,
      rx: 6.5 }));
    for (let i = first; i <= last; i++) {
      const x = x0 + (i - first) * cell;
      svg.append(s("rect", { class: cls("np-track-cell", i % 10 === 0 && "is-ten", i % 5 === 0 && "is-five"),
        x: x + 0.8, y: top + 31, width: cell - 1.6, height: 9, rx: 2 }));
      if (i % 10 === 0 || (i === last && last === length && i % 10 > 3)) {
        svg.append(s("text", { class: "np-track-num", x: x + cell / 2, y: top + 49.5 }, [String(i)]));
      }
    }
  });
  [0, 1].forEach((seat) => {
    const score = Math.max(0, Math.min(length, obs.scores[seat] ?? 0));
    const r = Math.max(0, rows.findIndex(([a, b]) => score >= a && score <= b));
    const x = x0 + (score - rows[r][0]) * cell + cell / 2;
    const top = r * rowHeight;
    const above = seat === 0;
    const y = top + (above ? 12.5 : 60);
    svg.append(s("g", { class: cls("np-marker", SEAT_CLASS[seat]), "data-marker": seat, "data-motion": `marker:score:${seat}`,
      transform: `translate(${r1(x)} 0)` }, [
      s("path", { class: "np-fill", d: above ? `M-4 ${top + 21} 0 ${top + 29} 4 ${top + 21}Z`
        : `M-4 ${top + 50} 0 ${top + 42} 4 ${top + 50}Z` }),
      s("circle", { class: "np-fill", cy: y, r: 10.5 }),
      s("text", { class: "np-marker-num", y: y + 0.6 }, [String(obs.scores[seat] ?? 0)]),
    ]));
  });
  return svg;
}

/** @param {Ctx} ctx */
function renderTrack(ctx) {
  const { obs, ui, snap } = ctx;
  const length = Math.max(1, obs.track_length || 60);
  const half = Math.ceil((length + 1) / 2);
  const label = `${ui.score_track || ""}: ${snap.seats.map((seat) => `${seat.name} ${obs.scores[seat.seat]}`).join(", ")}`;
  return h("div", { class: "np-track", role: "img", "aria-label": label, "data-motion-frame": "track" }, [
    h("h2", { class: "np-panel-title", text: ui.score_track, "aria-hidden": "true" }),
    trackSvg(ctx, [[0, length]], "np-track-one"),
    trackSvg(ctx, [[0, half - 1], [half, length]], "np-track-two"),
  ]);
}

// ---------------------------------------------------------------------------------------
// Players: name, score, hikers / camps / cubes left, and the animal board.

/** @param {Ctx} ctx @param {number} seat */
function renderPlayer(ctx, seat) {
  const { snap, obs, ui } = ctx;
  const info = snap.seats[seat];
  const isViewer = seat === snap.viewer;
  const acting = snap.to_act.includes(seat) && !snap.result;
  const won = Boolean(snap.result && snap.result.winners.includes(seat));
  const stat = (/** @type {Element} */ pic, /** @type {string} */ label, /** @type {number} */ n, /** @type {string} */ key) =>
    h("span", { class: "np-stat", title: label, "aria-label": `${label}: ${n}`, role: "img", "data-stat": key },
      [pic, h("span", { class: "np-stat-n", text: String(n), "aria-hidden": "true" })]);
  const head = h("header", { class: "np-player-head" }, [
    h("span", { class: cls("np-avatar", SEAT_CLASS[seat]), "aria-hidden": "true" },
      [icon(info.kind === "bot" ? "bot" : "human")]),
    h("span", { class: "np-player-name", text: info.name, title: info.name }),
    isViewer && h("span", { class: "np-tag is-you", text: ui.you }),
    obs.first_player === seat && h("span", { class: "np-tag", text: ui.first_player, title: ui.first_player }),
    acting && h("span", { class: "np-turn", text: ui.to_act }),
    h("span", { class: cls("np-player-score", won && "is-winner"), title: ui.score,
      "aria-label": `${ui.score}: ${obs.scores[seat]}`, "data-score": obs.scores[seat] }, [String(obs.scores[seat])]),
  ]);
  const stats = h("div", { class: "np-stats" }, [
    // the supplies the pieces come from (common/motion.js: a count of pieces)
    stat(moving(pieceSvg(hikerShape(seat, 0, 0, 10)), `hiker:${seat}`, { count: obs.hikers_left[seat] }), ui.hikers_left,
      obs.hikers_left[seat], "hikers"),
    stat(moving(pieceSvg(campShape(seat, 0, 1, 10)), `camp:${seat}`, { count: obs.camps_left[seat] }), ui.camps_left,
      obs.camps_left[seat], "camps"),
    stat(moving(pieceSvg(cubeShape(seat, 0, 0, 10)), `cube:${seat}`, { count: obs.cubes_left[seat] }), ui.cubes_left,
      obs.cubes_left[seat], "cubes"),
    h("span", { class: "np-legend", "aria-hidden": "true" }, [
      h("span", { class: "np-legend-box" }), ui.fresh, h("span", { class: "np-legend-box is-used" }), ui.used]),
  ]);
  return h("section", {
    class: cls("np-player", SEAT_CLASS[seat], isViewer && "is-viewer", acting && "is-acting"),
    "data-seat": seat, "data-kind": info.kind, "aria-label": info.name, "data-motion-frame": `player:${seat}`,
  }, [head, stats, renderAnimalBoard(ctx, seat)]);
}

/**
 * A seat's animal board: one column per species, the not-yet-activated animals above, the
 * activated ones (slid down, dimmed) below. On the viewer's board each slot is a button.
 * @param {Ctx} ctx @param {number} seat
 */
function renderAnimalBoard(ctx, seat) {
  const { obs, ui, snap } = ctx;
  const board = obs.animal_boards[seat] || {};
  const mine = seat === snap.viewer && !snap.result;
  const pending = obs.pending;
  const trade = pending && seat === obs.turn && pending.kind === "claim" && pending.row !== "camps" ? pending.picks : [];
  const grid = h("div", { class: "np-aboard", role: "group", "aria-label": `${ui.animal_board}: ${snap.seats[seat].name}`,
    "data-board": seat, "data-roving": `animals:${seat}` });
  for (const id of SPECIES_ORDER) {
    for (const used of [false, true]) {
      const count = board[id] ? board[id][used ? "used" : "fresh"] : 0;
      const chosen = trade.filter((p) => p.animal === id && Boolean(p.used) === used).length;
      const name = speciesName(ctx, id);
      const label = `${name}: ${count} (${used ? ui.used : ui.fresh})`;
      const body = [
        moving(tokenSvg(id, ctx.lang, "np-slot-token"), `animal:${id}`, { count }), // a trapped animal comes here
        h("span", { class: "np-count", "aria-hidden": "true", text: count > 0 ? String(count) : "" }),
        chosen > 0 && h("span", { class: "np-chosen-badge", "aria-hidden": "true", text: `−${chosen}` }),
      ];
      const slotClass = cls("np-slot", used && "is-used", count === 0 && "is-empty", chosen > 0 && "is-chosen");
      const attrs = { "data-animal": id, "data-used": String(used), "data-count": count };
      if (!mine) {
        grid.append(h("span", { class: slotClass, role: "img", "aria-label": label, title: label, ...attrs }, body));
        continue;
      }
      const button = h("button", { type: "button", class: slotClass, "data-key": `slot:${id}:${used ? "used" : "fresh"}`,
        ...attrs }, body);
      const entry = ctx.byTarget.get(`animal:${id}${used ? ":used" : ""}`);
      if (entry) markOption(button, entry, ctx, false);
      else {
        button.setAttribute("aria-label", label);
        button.title = label;
        listen(button, { click: () => ctx.explain(pending
          ? { type: "pick", animal: id, used }
          : { type: "power", animal: id }) });
      }
      grid.append(button);
    }
  }
  return grid;
}

// ---------------------------------------------------------------------------------------
// The points chart: 3 rows × 5 columns; a claimed square shows its owner's cube.

/** @param {Ctx} ctx */
function renderChart(ctx) {
  const { obs, ui, snap } = ctx;
  const pending = obs.pending;
  const activeRow = pending && pending.kind === "claim" ? pending.row : null;
  const seat = snap.viewer ?? 0;
  const counts = obs.chart.filter((q) => q.row === ROWS[0]).sort((a, b) => a.column - b.column).map((q) => q.count);
  const grid = h("div", { class: "np-chart", role: "table", "aria-label": ui.points_chart, "data-roving": "chart" }, [
    h("div", { class: "np-chart-row is-head", role: "row" }, [
      h("span", { class: "np-chart-corner", role: "cell" }), // the empty corner heads nothing
      ...counts.map((n) => h("span", { class: "np-chart-count", role: "columnheader", text: `×${n}` })),
    ]),
  ]);
  for (const row of ROWS) {
    const name = rowName(ctx, row);
    const head = h("button", { type: "button", class: "np-chart-head", "data-row": row, "data-key": `row:${row}` },
      [rowIcon(row, seat, ctx.lang), " ", h("span", { class: "np-chart-name", text: name })]);
    const entry = ctx.byTarget.get(`chart:${row}`);
    if (entry) markOption(head, entry, ctx, false);
    else {
      head.setAttribute("aria-label", name);
      listen(head, { click: () => ctx.explain({ type: "claim", row }) });
    }
    const squares = obs.chart.filter((q) => q.row === row).sort((a, b) => a.column - b.column).map((q) => {
      const owner = q.owner;
      const label = `${name} ×${q.count}: ${q.points}${owner !== null ? ` (${seatName(ctx, owner)})` : ""}`;
      return h("span", { class: cls("np-square", owner !== null && "is-taken", owner !== null && SEAT_CLASS[owner]),
        role: "cell", "aria-label": label, title: label, "data-square": `${row}:${q.column}`,
        "data-owner": owner ?? "" }, [
        h("span", { class: "np-square-points", text: String(q.points) }),
        owner !== null && moving(pieceSvg(cubeShape(owner, 0, 0, 10), "np-square-cube"), `cube:${owner}`),
      ]);
    });
    // a button may not be a row header itself: the header holds it (laid out as if it were not there)
    const rowHead = h("span", { class: "np-chart-rowhead", role: "rowheader" }, [head]);
    grid.append(h("div", { class: cls("np-chart-row", activeRow === row && "is-active"), role: "row", "data-row": row },
      [rowHead, ...squares]));
  }
  return h("section", { class: "np-panel np-chart-panel", "aria-label": ui.points_chart, "data-motion-frame": "chart" }, [
    h("h2", { class: "np-panel-title", text: ui.points_chart }),
    grid,
  ]);
}

// ---------------------------------------------------------------------------------------
// The dock: prompt, notice, what a claim or power has chosen so far, and the options that
// are not drawn on the mountain (claims, powers, trades, confirm, cancel, end).

/** @param {Ctx} ctx */
function renderChosen(ctx) {
  const { obs, ui } = ctx;
  const pending = obs.pending;
  if (!pending) return null;
  const chips = [];
  let what;
  if (pending.kind === "claim") {
    what = h("span", { class: "np-chosen-what" }, [rowIcon(pending.row, ctx.snap.viewer ?? 0, ctx.lang),
      h("span", { text: rowName(ctx, pending.row) })]);
    for (const pick of pending.picks) {
      if (typeof pick === "string") {
        chips.push(h("span", { class: "np-chip", "data-pick": pick }, [pieceSvg(campShape(ctx.snap.viewer ?? 0, 0, 1, 10)),
          pick]));
      } else {
        chips.push(h("span", { class: cls("np-chip", pick.used && "is-used"), "data-pick": pick.animal },
          [tokenSvg(pick.animal, ctx.lang), speciesName(ctx, pick.animal)]));
      }
    }
  } else {
    what = h("span", { class: "np-chosen-what" }, [tokenSvg(pending.animal, ctx.lang), icon("bolt", "is-bolt"),
      h("span", { text: speciesName(ctx, pending.animal) })]);
    for (const id of pending.picks) {
      const sec = obs.sections.find((x) => x.id === id);
      const pic = sec && sec.animal ? tokenSvg(sec.animal, ctx.lang)
        : sec && sec.hiker !== null ? pieceSvg(hikerShape(sec.hiker, 0, 0, 10)) : null;
      chips.push(h("span", { class: "np-chip", "data-pick": id }, [pic, id]));
    }
  }
  return h("div", { class: "np-chosen", "data-chosen": String(pending.picks.length) }, [
    what,
    h("span", { class: "np-chosen-label", text: `${ui.chosen || ""}:` }),
    ...(chips.length ? chips : [h("span", { class: "np-chip is-none", text: "—" })]),
  ]);
}

/** @param {Ctx} ctx @param {Legal} entry */
function optionButton(ctx, entry) {
  const kind = entry.action.type;
  let pic = null;
  let text = entry.label;
  if (kind === "power" && entry.action.animal) pic = tokenSvg(entry.action.animal, ctx.lang);
  else if (kind === "claim" && entry.action.row) pic = rowIcon(entry.action.row, ctx.snap.viewer ?? 0, ctx.lang);
  else if (kind === "pick" && entry.action.animal) {
    pic = tokenSvg(entry.action.animal, ctx.lang, entry.action.used ? "is-used" : "");
  } else if (kind === "confirm") pic = icon("check");
  else if (kind === "cancel") pic = icon("close");
  else if (kind === "end_turn") pic = icon("end");
  const button = h("button", { type: "button", class: cls("np-option", `is-${kind}`),
    "data-key": `opt:${entry.notation}` }, [pic, h("span", { class: "np-option-text", text })]);
  markOption(button, entry, ctx);
  return button;
}

/** Options the mountain does not hold, in legal order. @param {Ctx} ctx */
function renderOptions(ctx) {
  return ctx.snap.legal
    .filter((entry) => !entry.target.startsWith("section:") && !entry.target.startsWith("region:"))
    .map((entry) => optionButton(ctx, entry));
}

/** Game over: the element tests and people look for. @param {Ctx} ctx */
function renderResult(ctx) {
  const { snap, ui, obs } = ctx;
  const result = /** @type {NonNullable<Snapshot["result"]>} */ (snap.result);
  const order = result.ranking && result.ranking.length ? result.ranking : [0, 1];
  return h("section", { class: "np-result", "data-result": result.winners.join(","), role: "region",
    "aria-label": ui.game_over }, [
    h("h2", { class: "np-result-title", text: ui.game_over }),
    h("p", { class: "np-result-line", text: snap.prompt }),
    h("ol", { class: "np-result-scores" }, order.map((seat) => h("li", {
      class: cls("np-result-row", SEAT_CLASS[seat], result.winners.includes(seat) && "is-winner"), "data-seat": seat,
    }, [
      h("span", { class: cls("np-dot", SEAT_CLASS[seat]), "aria-hidden": "true" }),
      h("span", { class: "np-result-name", text: snap.seats[seat]?.name ?? "" }),
      h("span", { class: "np-result-score", text: String(result.scores[seat] ?? obs.scores[seat]) }),
    ]))),
    ...resultEnd(ctx, order),
  ]);
}

// ---------------------------------------------------------------------------------------
// The side: last turn / this turn, log, rules help.

/** @param {Ctx} ctx @param {TurnSummary} t @param {string} title @param {string} kind */
function turnSummary(ctx, t, title, kind) {
  const items = [];
  if (t.trap && t.animal) {
    items.push(h("li", { class: "np-sum-item", "data-sum": "trap" }, [pieceSvg(hikerShape(t.seat, 0, 0, 10)),
      h("span", { class: "np-sum-where", text: t.trap }), tokenSvg(t.animal, ctx.lang),
      h("span", { text: speciesName(ctx, t.animal) })]));
  }
  for (const p of t.powers || []) {
    const what = p.sections ? p.sections.join(" ⇄ ") : `→ ${fill(ctx.ui.region || "{n}", { n: p.region ?? "" })}`;
    items.push(h("li", { class: "np-sum-item", "data-sum": "power" }, [tokenSvg(p.animal, ctx.lang), icon("bolt", "is-bolt"),
      h("span", { text: what })]));
  }
  if (t.claim) {
    items.push(h("li", { class: "np-sum-item", "data-sum": "claim" }, [rowIcon(t.claim.row, t.seat, ctx.lang),
      h("span", { text: `${rowName(ctx, t.claim.row)} ×${t.claim.count}` }),
      h("strong", { class: "np-plus", text: `+${t.claim.points}` })]));
  }
  if (t.panda !== null && t.panda !== undefined) {
    items.push(h("li", { class: "np-sum-item", "data-sum": "panda" }, [tokenSvg("red_panda", ctx.lang),
      h("strong", { class: "np-plus", text: "+1" })]));
  }
  return h("section", { class: cls("np-panel np-summary", SEAT_CLASS[t.seat]), "data-summary": kind }, [
    h("h2", { class: "np-panel-title" }, [h("span", { text: title }),
      h("span", { class: "np-sum-who" }, [h("span", { class: cls("np-dot", SEAT_CLASS[t.seat]) }), seatName(ctx, t.seat)])]),
    h("ul", { class: "np-sum-list" }, items.length ? items : [h("li", { class: "np-sum-item is-none", text: "—" })]),
  ]);
}

/** @param {Ctx} ctx */
function renderHelp(ctx) {
  const { snap } = ctx;
  const animals = snap.help?.animals ?? SPECIES_ORDER.map((id) => ({ id, name: speciesName(ctx, id), power: "" }));
  return rulesHelp(ctx, [
    h("ul", { class: "np-help-animals" }, animals.map((a) => h("li", { "data-animal": a.id }, [
      tokenSvg(a.id, ctx.lang), h("span", {}, [h("strong", { text: a.name }), h("span", { text: a.power })]),
    ]))),
  ]);
}

// ---------------------------------------------------------------------------------------
// The top bar: title, then the tools (common/toolbar.js).

/** @param {Ctx} ctx */
function renderTop(ctx) {
  const logo = s("svg", { viewBox: "0 0 40 40", class: "np-logo", "aria-hidden": "true", focusable: "false" }, [
    s("circle", { cx: 20, cy: 20, r: 19, class: "np-logo-bg" }),
    s("path", { class: "np-logo-rock", d: "M5 31 17 11l5 7 3-4 10 17Z" }),
    s("path", { class: "np-logo-snow", d: "M17 11l-4.4 7.3 2.6-1.3 2 2 2.2-2.6 2 1.6Z" }),
  ]);
  return [
    h("div", { class: "np-brand" }, [logo, h("span", { class: "np-title", text: word(ctx, "title") })]),
    renderTools(ctx),
  ];
}

// ---------------------------------------------------------------------------------------
// Styles, injected once per board and scoped under .np-board: the shared frame (common/board.css) with
// this board's values, then the board's own rules.

/** Below this width (px) the board takes its phone layout. */
const NARROW = 560;

const CSS = `
.np-board{--board-log-height:220px;
  --p0:#6b46d6;--p0-soft:#e6defc;--p0-deep:#4b2ea8;--p1:#27944a;--p1-soft:#d4f2dc;--p1-deep:#1b6a34}
.np-board .np-p0{--pc:var(--p0);--pc-soft:var(--p0-soft);--pc-deep:var(--p0-deep)}
.np-board .np-p1{--pc:var(--p1);--pc-soft:var(--p1-soft);--pc-deep:var(--p1-deep)}
.np-icon.is-bolt{width:14px;height:14px;fill:var(--board-accent);stroke:#9a6d10;stroke-width:1.4}
.np-piece{width:24px;height:24px;flex:none;overflow:visible}
.np-piece.is-wide{width:34px}
.np-mark{fill:#fff;text-anchor:middle;dominant-baseline:central;font-weight:800;paint-order:stroke;stroke-width:1.8;
  stroke-linejoin:round;font-family:"Tabletop Sans JP",system-ui,"Segoe UI","Hiragino Sans","Noto Sans CJK JP",
    sans-serif}
.np-hiker .np-fill,.np-camp .np-fill{fill:var(--pc);stroke:#fff;stroke-width:1.3;stroke-linejoin:round}
.np-hiker .np-pack{fill:var(--pc-deep);stroke:#fff;stroke-width:1}
.np-camp .np-door{fill:#fff;opacity:.9}
.np-camp .np-pole{fill:none;stroke:var(--pc-deep);stroke-width:1.4;stroke-linecap:round;stroke-linejoin:round}
.np-cube .np-cube-top{fill:var(--pc-soft);stroke:var(--pc-deep);stroke-width:.8;stroke-linejoin:round}
.np-cube .np-cube-left{fill:var(--pc);stroke:var(--pc-deep);stroke-width:.8;stroke-linejoin:round}
.np-cube .np-cube-right{fill:var(--pc-deep);stroke:var(--pc-deep);stroke-width:.8;stroke-linejoin:round}
.np-dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:var(--pc);flex:none}

/* top bar */
.np-logo{width:38px;height:38px;flex:none}
.np-logo-bg{fill:#33506e}.np-logo-rock{fill:#8fa4b8}.np-logo-snow{fill:#fff}
.np-title{font-weight:800;font-size:18px;letter-spacing:.02em}

/* layout */
.np-layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(330px,400px);gap:12px;align-items:start;
  grid-template-areas:"mountain dock" "mountain players" "mountain chart" "extra extra";
  grid-template-rows:auto auto 1fr auto}
.np-mountain-panel{grid-area:mountain}
.np-dock{grid-area:dock}
.np-players{grid-area:players;display:flex;flex-direction:column;gap:10px;min-width:0}
.np-chart-wrap{grid-area:chart;min-width:0}
.np-extra{grid-area:extra;display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:12px;
  align-items:start}

/* mountain */
.np-mountain-panel{min-width:0;border-radius:18px;padding:10px 10px 8px;
  background:linear-gradient(180deg,#cfe2f1 0%,#e3eef6 45%,#eef2ec 100%);
  box-shadow:inset 0 0 0 1px rgba(0,0,0,.08),0 1px 4px rgba(0,0,0,.1)}
.np-mountain{display:block;width:100%;max-width:680px;height:auto;max-height:max(340px,calc(100vh - 200px));
  margin:0 auto;overflow:visible;user-select:none;-webkit-user-select:none}
.np-rock-l{fill:#8796a6}.np-rock-r{fill:#6f7f90}
.np-snow{fill:#f7fafc;opacity:.95}
.np-plate{fill:rgba(255,255,255,.3);stroke:rgba(255,255,255,.45);stroke-width:8;stroke-linejoin:round;
  transition:fill .2s}
.np-plate.is-guide{fill:rgba(255,231,150,.6);stroke:#f2c230;stroke-width:5}
.np-plate.is-choice{fill:rgba(255,246,214,.55);stroke:rgba(242,194,48,.8);stroke-width:4;stroke-dasharray:10 7}
.np-links line{stroke:#27323d;stroke-width:2.4;stroke-dasharray:.1 5.4;stroke-linecap:round;opacity:.8}
.np-sec{cursor:pointer;outline:none}
.np-sec .np-hex{fill:#fbf9f3;stroke:#9aa7b4;stroke-width:1.2;transition:fill .2s}
.np-sec.is-hiker .np-hex{fill:var(--pc-soft);stroke:var(--pc)}
.np-sec.is-camp .np-hex{fill:var(--pc-soft);stroke:var(--pc-deep);stroke-width:2.2}
.np-sec .np-glow{fill:none;stroke:none}
.np-sec.is-legal .np-glow{fill:rgba(255,214,90,.55);stroke:var(--board-accent);stroke-width:3.6;animation:np-glow 1.4s infinite}
.np-sec.is-legal .np-hex{stroke:#b98512;stroke-width:1.6}
.np-sec.is-trappable:not(.is-legal) .np-hex{stroke:#c69a2f}
.np-sections.is-deciding>.np-sec:not(.is-legal){opacity:.55}
.np-sec.is-picked .np-hex{stroke:var(--board-ink);stroke-width:3.4;stroke-dasharray:5 3.4}
.np-pick circle{fill:var(--board-ink)}.np-pick path{fill:none;stroke:#fff;stroke-width:2.2;stroke-linecap:round;
  stroke-linejoin:round}
.np-num{font-size:10.5px;font-weight:700;fill:#6b7683;text-anchor:middle;dominant-baseline:central;
  pointer-events:none}
.np-sec.is-hiker .np-num,.np-sec.is-camp .np-num{fill:var(--pc-deep)}
.np-ring{fill:none;stroke:var(--board-focus);stroke-width:3.4;opacity:0;pointer-events:none}
.np-sec:focus-visible .np-ring,.np-flag:focus-visible .np-ring{opacity:1}
.np-sec:hover .np-hex{fill:#fff}
.np-sec.is-hiker:hover .np-hex,.np-sec.is-camp:hover .np-hex{fill:var(--pc-soft)}
.np-sec.is-new>.np-token,.np-sec.is-new>.np-hiker,.np-sec.is-new>.np-camp{animation:np-drop .4s ease-out}
.np-last{fill:var(--pc);stroke:#fff;stroke-width:1.6}
.np-swapped circle{fill:#33506e}.np-swapped path{fill:none;stroke:#fff;stroke-width:2.4;stroke-linecap:round;
  stroke-linejoin:round}
.np-svg-key{display:none;pointer-events:none}
.np-svg-key circle{fill:var(--board-ink)}
.np-svg-key text{fill:#fff;font-size:10.5px;font-weight:700;text-anchor:middle;dominant-baseline:central}
.np-board:has(.np-mountain :focus-visible) .np-svg-key{display:inline}
.np-flag{cursor:pointer;outline:none}
.np-pole{stroke:#4a3d2a;stroke-width:2.6;stroke-linecap:round;fill:none}
.np-pennant{fill:#ffd43b;stroke:#a87f06;stroke-width:1.2;stroke-linejoin:round}
.np-flag-num{font-size:14px;font-weight:800;fill:#3d2e00;text-anchor:middle;dominant-baseline:central}
.np-flag-glow{fill:none}
.np-flag.is-legal .np-flag-glow{fill:rgba(255,214,90,.6);stroke:var(--board-accent);stroke-width:2.6;animation:np-glow 1.4s infinite}
.np-guide .np-guide-body{fill:#ffb703;stroke:#5c3d00;stroke-width:1.3;stroke-linejoin:round}
.np-guide .np-staff{stroke:#5c3d00;stroke-width:1.6;stroke-linecap:round}
.np-guide-wrap{pointer-events:none;filter:drop-shadow(0 1.5px 1.5px rgba(0,0,0,.35))}

/* score track */
.np-track{margin-top:6px;padding:6px 6px 0}
.np-track .np-panel-title{margin-bottom:2px;color:#33404d}
.np-track-svg{display:block;width:100%;height:auto;max-height:84px}
.np-track-two{display:none}
.np-track-bed{fill:#46576a}
.np-track-cell{fill:#e9eef3}
.np-track-cell.is-five{fill:#c9d4de}
.np-track-cell.is-ten{fill:#ffd43b}
.np-track-num{font-size:9px;fill:#33404d;text-anchor:middle;font-weight:700}
.np-marker .np-fill{fill:var(--pc);stroke:#fff;stroke-width:1.5}
.np-marker-num{fill:#fff;font-size:11px;font-weight:800;text-anchor:middle;dominant-baseline:central}

/* players */
.np-player{--pc:var(--p0);position:relative;background:var(--board-card);border-radius:14px;padding:8px 10px 10px;
  box-shadow:0 1px 4px rgba(0,0,0,.12);border-left:6px solid var(--pc);outline:3px solid transparent;
  transition:outline-color .2s,box-shadow .2s}
.np-player.is-acting{outline-color:var(--board-accent);box-shadow:0 0 0 6px var(--board-accent-soft),0 1px 6px rgba(0,0,0,.2)}
.np-player.is-viewer{background:linear-gradient(90deg,var(--pc-soft),var(--board-card) 55%)}
.np-player-head{display:flex;align-items:center;gap:6px;min-height:30px;flex-wrap:wrap}
.np-avatar{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--pc);
  color:#fff;flex:none}
.np-avatar .np-icon{width:17px;height:17px}
.np-player-name{font-weight:700;min-width:0;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.np-tag{display:inline-flex;align-items:center;gap:4px;font-size:11.5px;padding:1px 7px;border-radius:999px;
  background:#ece6d9;color:#4c443b;font-weight:600;white-space:nowrap}
.np-tag.is-you{background:var(--board-ink);color:#fff}
.np-player-score{margin-left:auto;min-width:40px;height:32px;padding:0 8px;border-radius:16px;background:var(--pc);
  color:#fff;font-size:19px;font-weight:800;display:inline-grid;place-items:center;font-variant-numeric:tabular-nums}
.np-player-score.is-winner{box-shadow:0 0 0 3px var(--board-accent)}
.np-stats{display:flex;align-items:center;gap:6px 14px;margin:6px 0 8px;flex-wrap:wrap}
.np-stat{display:inline-flex;align-items:center;gap:4px;font-weight:700;font-variant-numeric:tabular-nums}
.np-stat .np-piece{width:22px;height:22px}
.np-aboard{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));grid-template-rows:auto auto;
  grid-auto-flow:column;gap:4px;align-items:center}
.np-legend{display:inline-flex;align-items:center;gap:5px;font-size:11.5px;color:var(--board-muted);margin-left:auto}
.np-legend-box{display:inline-block;width:14px;height:11px;border-radius:3px;border:1px solid #cfc6b2;background:#faf7f0}
.np-legend-box.is-used{border-style:dashed;background:#efebe2;margin-left:6px}
.np-slot{position:relative;display:flex;align-items:center;justify-content:center;min-height:46px;min-width:0;
  padding:3px;border-radius:10px;border:1px solid #e3ddcf;background:#faf7f0}
.np-slot.is-used{background:#efebe2;border-style:dashed}
.np-slot .np-slot-token{width:32px;height:32px}
.np-slot.is-empty .np-slot-token{opacity:.17;filter:grayscale(1)}
.np-slot.is-used:not(.is-empty) .np-slot-token{opacity:.5;filter:saturate(.35)}
.np-count{position:absolute;right:2px;bottom:1px;min-width:17px;height:17px;padding:0 4px;border-radius:9px;
  background:var(--board-ink);color:#fff;font-size:11px;font-weight:800;line-height:17px;text-align:center}
.np-count:empty{display:none}
.np-slot.is-used .np-count{background:#8c8477}
button.np-slot{cursor:pointer}
button.np-slot:hover{border-color:#b8ab90}
.np-slot.is-legal{border:2px solid var(--board-accent);background:#fff6dc;box-shadow:0 0 0 3px var(--board-accent-soft)}
.np-slot.is-chosen{outline:2px dashed var(--board-ink);outline-offset:1px}
.np-chosen-badge{position:absolute;left:2px;top:1px;font-size:10.5px;font-weight:800;color:#fff;background:#b3261e;
  border-radius:8px;padding:0 4px}

/* points chart */
.np-chart{display:flex;flex-direction:column;gap:4px}
.np-chart-row{display:grid;grid-template-columns:minmax(118px,1.8fr) repeat(5,minmax(0,1fr));gap:4px;
  align-items:stretch;border-radius:10px}
.np-chart-row.is-active{background:var(--board-accent-soft);box-shadow:0 0 0 3px var(--board-accent-soft)}
.np-chart-count{text-align:center;font-size:12px;font-weight:700;color:var(--board-muted)}
.np-chart-rowhead{display:contents}
.np-chart-head{display:flex;align-items:center;gap:5px;min-height:44px;padding:2px 6px;border-radius:9px;
  border:1px solid transparent;background:transparent;cursor:pointer;text-align:left;min-width:0}
.np-chart-head:hover{background:#f2ede2}
.np-chart-head.is-legal{border-color:var(--board-accent);background:#fff6dc}
.np-chart-name{font-size:12px;font-weight:700;line-height:1.15;min-width:0}
.np-square{position:relative;display:grid;place-items:center;min-height:44px;border-radius:9px;background:#f4efe4;
  border:1px solid #e0d8c6}
.np-square-points{font-size:17px;font-weight:800;color:#4a4238;font-variant-numeric:tabular-nums}
.np-square.is-taken{background:var(--pc-soft);border-color:var(--pc)}
.np-square.is-taken .np-square-points{position:absolute;right:4px;top:1px;font-size:11px;color:var(--pc-deep)}
.np-square-cube{width:26px;height:26px}

/* dock */
.np-chosen{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin-top:8px;padding:6px 8px;border-radius:10px;
  background:#f4efe4}
.np-chosen-what{display:inline-flex;align-items:center;gap:4px;font-weight:800;margin-right:4px}
.np-chosen-label{font-size:12px;color:var(--board-muted)}
.np-chip{display:inline-flex;align-items:center;gap:4px;padding:2px 8px 2px 3px;border-radius:999px;background:var(--board-card);
  border:1px solid var(--board-line);font-size:12.5px;font-weight:700}
.np-chip .np-piece{width:20px;height:20px}
.np-chip.is-used .np-piece{opacity:.55}
.np-chip.is-none{padding:2px 8px;color:var(--board-muted)}
.np-option{position:relative;display:inline-flex;align-items:center;gap:7px;min-height:44px;padding:0 16px 0 10px;
  border-radius:22px;border:1px solid #d9cfb8;background:#fbf6ea;color:var(--board-ink);font-weight:700;cursor:pointer;
  box-shadow:0 2px 0 #dcd0b5;text-align:left}
.np-option:hover{background:#fff}
.np-option .np-piece{width:26px;height:26px}
.np-option.is-confirm,.np-option.is-end_turn{background:var(--board-accent);border-color:#c48f1d;color:var(--board-on-accent);
  box-shadow:0 2px 0 var(--board-accent-edge)}
.np-option.is-confirm:hover,.np-option.is-end_turn:hover{filter:brightness(1.05)}
.np-option.is-cancel{background:#efe9dc}
.np-slot .np-key,.np-chart-head .np-key{top:-6px;left:-6px}
.np-result{margin-top:6px;padding:12px 14px;background:#fffaf0}
.np-result-scores{display:flex;flex-direction:column;gap:6px}
.np-result-row{display:flex;align-items:center;gap:8px;padding:6px 10px;border-radius:10px;background:var(--pc-soft)}
.np-result-row.is-winner{box-shadow:inset 0 0 0 2px var(--pc)}
.np-result-name{flex:1;text-align:left;font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.np-result-score{font-size:20px;font-weight:800;font-variant-numeric:tabular-nums}

/* side panels */
.np-summary{border-left:5px solid var(--pc)}
.np-sum-who{display:inline-flex;align-items:center;gap:5px;font-weight:600;font-size:12px;color:var(--board-muted);
  overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.np-sum-list{display:flex;flex-direction:column;gap:5px}
.np-sum-item{display:flex;align-items:center;gap:6px;font-size:13px}
.np-sum-item.is-none{color:var(--board-muted)}
.np-plus{margin-left:auto;color:#9c6c0c;font-size:15px}
.np-sum-where{font-weight:700;font-variant-numeric:tabular-nums;margin-right:4px}
.np-help-animals{display:flex;flex-direction:column;gap:6px;font-size:12.5px}
.np-help-animals li{display:flex;gap:8px;align-items:flex-start}
.np-help-animals li>span{display:flex;flex-direction:column}

@keyframes np-glow{50%{opacity:.45}}
@keyframes np-drop{from{transform:translateY(-8px) scale(1.15);opacity:0}}

/* wide (a desktop): the mountain as tall as the board may be (--board-fit-height, from the host page; else the
   window), everything else in one column beside it that scrolls inside the board when it is taller */
.np-col{display:contents}
@container np (min-width:1100px){
  .np-layout{grid-template-columns:auto minmax(0,1fr);grid-template-rows:minmax(0,1fr);
    grid-template-areas:"mountain side";align-items:stretch}
  .np-col{grid-area:side;display:flex;flex-direction:column;gap:12px;min-height:0;min-width:0;overflow-y:auto;
    padding:6px;margin:-6px;overscroll-behavior:contain}
  .np-mountain-panel{display:flex;flex-direction:column;justify-content:center}
  .np-mountain{width:auto;max-width:none;max-height:none;
    height:calc(var(--board-fit-height,calc(100vh - 60px)) - 206px)}
  .np-track-wrap{width:0;min-width:100%}
}
/* medium: one column, the players side by side */
@container np (max-width:900px){
  .np-layout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);grid-template-rows:none;
    grid-template-areas:"dock dock" "mountain mountain" "players players" "chart chart" "extra extra"}
  .np-players{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
}
/* narrow (phones) */
@container np (max-width:${NARROW}px){
  .np-board{padding:4px}
  .np-track-one{display:none}
  .np-track-two{display:block;max-height:none}
  .np-layout{gap:10px}
  .np-mountain-panel{padding:4px 2px 4px;border-radius:14px}
  .np-title{font-size:16px}
  .np-logo{width:32px;height:32px}
  .np-option{padding:0 12px 0 8px;font-size:13px}
  .np-chart-row{grid-template-columns:minmax(84px,1.3fr) repeat(5,minmax(0,1fr))}
  .np-chart-head .np-piece{display:none}
  .np-slot .np-slot-token{width:28px;height:28px}
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
  const view = { prevCells: new Map(), prevVersion: -1, busyTimer: 0, quietTimer: 0, drawn: new Map() };
  const frame = boardFrame(model, view, "nanga_parbat.json");
  const { root, prompt, current, act } = frame;
  const mountain = h("div", { class: "np-mountain-wrap" });
  const track = h("div", { class: "np-track-wrap" });
  const mountainPanel = h("section", { class: "np-mountain-panel" }, [mountain, track]);
  const chosen = h("div", { class: "np-chosen-wrap" });
  const actions = h("div", { class: "np-actions", role: "group", "data-roving": "options" });
  const result = h("div", { class: "np-result-wrap" });
  const dock = h("section", { class: "np-dock" }, [frame.promptRow, frame.notice, frame.hint, result, chosen, actions]);
  const players = h("div", { class: "np-players" });
  const chart = h("div", { class: "np-chart-wrap" });
  const extra = h("div", { class: "np-extra" });
  // on a wide board the parts beside the mountain are one column (it scrolls inside a board of fixed height);
  // narrower, this wrapper is no box and the layout places its parts itself
  const side = h("div", { class: "np-col" }, [dock, players, chart, extra]);
  const layout = h("div", { class: "np-layout" }, [mountainPanel, side]);
  root.append(h("style", { text: boardStyles(CSS, NARROW) }), frame.top, layout);
  el.append(root);

  function render() {
    const snap = current();
    frame.settle();
    if (!snap || !snap.observation) return;
    const focus = frame.rememberFocus();
    /** @type {Map<string, Legal>} */
    const byTarget = new Map();
    for (const entry of snap.legal) if (!byTarget.has(entry.target)) byTarget.set(entry.target, entry);
    /** @type {Ctx} */
    const ctx = {
      snap, obs: snap.observation, ui: snap.ui || {}, lang: snap.lang, view, placed: new Set(), byTarget,
      myTurn: snap.viewer !== null && snap.to_act.includes(snap.viewer) && snap.legal.length > 0,
      act, explain: frame.explain, send: frame.send,
    };
    if (view.prevVersion > snap.version || snap.version === 0) view.prevCells = new Map(); // new game, undo: no drops
    root.setAttribute("data-version", String(snap.version));
    root.setAttribute("data-phase", ctx.obs.phase);
    root.setAttribute("data-viewer", String(snap.viewer ?? ""));
    frame.showHead(ctx, renderTop);
    prompt.textContent = snap.prompt;
    prompt.hidden = Boolean(snap.result); // the result panel says it
    dock.classList.toggle("is-my-turn", ctx.myTurn);
    dock.setAttribute("aria-label", snap.prompt);

    // the mountain first: sections and flags are the primary places of their options
    morphInto(mountain, [renderMountain(ctx)]);
    morphInto(track, [renderTrack(ctx)]);
    morphInto(result, [snap.result && renderResult(ctx)]);
    morphInto(chosen, [renderChosen(ctx)]);
    morphInto(actions, renderOptions(ctx));
    actions.setAttribute("aria-label", snap.prompt);
    const seats = snap.viewer === 1 ? [1, 0] : [0, 1];
    morphInto(players, seats.map((seat) => renderPlayer(ctx, seat)));
    morphInto(chart, [renderChart(ctx)]);
    const logged = keptLog(ctx);
    const panels = [];
    const obs = ctx.obs;
    // the turn summaries are drawn into their last drawing (most of it is the same from one position to the next)
    const summary = (/** @type {"this" | "last"} */ kind, /** @type {TurnSummary} */ t) => /** @type {HTMLElement} */ (
      redrawn(view.drawn, kind, turnSummary(ctx, t, ctx.ui[`${kind}_turn`] || "", kind)));
    if (obs.this_turn && !snap.result && (obs.this_turn.trap || (obs.this_turn.powers || []).length)) {
      panels.push(summary("this", obs.this_turn));
    }
    if (obs.last_turn) panels.push(summary("last", obs.last_turn));
    panels.push(logged);
    panels.push(keptHelp(ctx, () => renderHelp(ctx)));
    placePart(extra, panels);
    view.prevVersion = snap.version;
    frame.restoreFocus(focus, () => root.querySelector("[data-action]") || root.querySelector("[data-key]"));
  }

  // number keys pick the Nth option, Escape cancels
  const onKey = optionKeys(current, act, () => false,
    (key, snap) => (key === "Escape" ? snap.legal.find((x) => x.action.type === "cancel") : undefined));
  return frame.mount(render, onKey);
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
