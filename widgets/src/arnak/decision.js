// ---------------------------------------------------------------------------------------
// The decision panel (arnak/decision.js): what is being decided, the open menu, and every
// option no part of the board drew (pass, end of turn, skip, cancel, choices in words).

/** @param {Ctx} ctx */
function renderDecision(ctx) {
  const menu = ctx.view.menu ? ctx.entries.get(ctx.view.menu) || [] : [];
  const rest = [...ctx.entries].filter(([target]) => !ctx.drawn.has(target));
  return h("div", { class: "arnak-decision-body" }, [
    menu.length > 0 && h("div", { class: "arnak-menu", role: "group" }, menu.map((entry) => h("button", {
      type: "button", class: "arnak-choice", "data-choice": entry.notation, "data-key": `c:${entry.notation}`,
      on: { click: () => ctx.act(entry) } }, [entry.label]))),
    h("div", { class: "arnak-options", role: "group" }, rest.map(([target, list]) => h("button", {
      type: "button", class: "arnak-choice", ...targetProps(ctx, target) }, [list.map((e) => e.label).join(" / ")]))),
  ]);
}
