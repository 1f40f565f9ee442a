// ---------------------------------------------------------------------------------------
// Targets (arnak/targets.js): how a drawn thing becomes an option. A part calls targetProps for
// the thing it draws; if some legal entry targets it, it becomes a button that acts (one entry)
// or opens a menu of its entries in the decision panel (several, e.g. a card both playable and
// payable). Otherwise a click on it, in the viewer's turn, asks the host why it is refused.

/**
 * Attributes for a drawn thing that may be an option.
 * @param {Ctx} ctx @param {string} target  as rules/arnak/text.py action_target names it
 * @param {Action | null} [why]  the action a click on it would mean when it is no option
 * @returns {Record<string, any>}
 */
function targetProps(ctx, target, why = null) {
  const list = ctx.entries.get(target);
  if (list) {
    ctx.drawn.add(target);
    return { "data-target": target, "data-key": `t:${target}`, class: "is-option", title: list.map((e) => e.label).join(" / "),
      "aria-label": list.map((e) => e.label).join(" / "), "aria-expanded": list.length > 1 ? String(ctx.view.menu === target) : null,
      on: { click: () => ctx.choose(target) } };
  }
  if (why && ctx.myTurn) return { "data-why": target, "aria-disabled": "true", on: { click: () => ctx.explain(why) } };
  return {};
}

/** One entry acts at once; several open their menu in the decision panel. @param {Ctx} ctx @param {string} target */
function chooseTarget(ctx, target) {
  const list = ctx.entries.get(target) || [];
  if (list.length === 1) ctx.act(list[0]);
  else if (list.length > 1) {
    ctx.view.menu = ctx.view.menu === target ? null : target;
    ctx.redraw();
  }
}
