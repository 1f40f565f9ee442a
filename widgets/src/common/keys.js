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
