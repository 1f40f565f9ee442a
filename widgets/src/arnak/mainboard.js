// ---------------------------------------------------------------------------------------
// The main board (arnak/mainboard.js): camps, sites, guardians, idols, archaeologists.

/** @param {Ctx} ctx */
function renderMainBoard(ctx) {
  const sites = [];
  ctx.obs.camps.forEach((/** @type {number[]} */ spaces, /** @type {number} */ camp) => {
    spaces.forEach((who, i) => {
      const id = `c${camp}${"ab"[i]}`;
      sites.push(h("button", { type: "button", class: "arnak-site", ...targetProps(ctx, `site:${id}`, { type: "dig", site: id }) },
        [`${id} ${who >= 0 ? seatName(ctx, who) : who === -2 ? "×" : ""}`]));
    });
  });
  ctx.obs.sites.forEach((/** @type {Record<string, any>} */ site, /** @type {number} */ i) => {
    const id = `s${i + 1}`;
    const kind = site.tile ? "dig" : "discover";
    sites.push(h("button", { type: "button", class: "arnak-site", ...targetProps(ctx, `site:${id}`, { type: kind, site: id }) },
      [`${id} ${site.tile || ""} ${site.guardian ? `G${site.guardian}` : ""}`]));
  });
  return h("div", { class: "arnak-mainboard" }, sites);
}
