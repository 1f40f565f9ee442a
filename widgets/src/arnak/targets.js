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

