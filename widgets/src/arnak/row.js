// ---------------------------------------------------------------------------------------
// The card row under the moon staff, and the supply (arnak/row.js).

/** @param {Ctx} ctx */
function renderRow(ctx) {
  const cards = [...ctx.obs.row_artifacts, ...ctx.obs.row_items];
  return h("div", { class: "arnak-row" }, cards.map((card) => h("button", { type: "button", class: "arnak-card",
    ...targetProps(ctx, `card:${card}`, { type: "buy", card }) }, [named(ctx, `card.${card}`)])));
}
