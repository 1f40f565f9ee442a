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
