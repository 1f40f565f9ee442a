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
