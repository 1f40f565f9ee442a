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
