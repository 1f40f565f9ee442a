// ---------------------------------------------------------------------------------------
// The research track and the temple (arnak/research.js).

/** @param {Ctx} ctx */
function renderResearch(ctx) {
  return h("div", { class: "arnak-research" });
}
