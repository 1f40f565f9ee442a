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
