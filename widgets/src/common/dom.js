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
