// ---------------------------------------------------------------------------------------
// Every player's area (arnak/players.js): hand, play area, deck, resources, idols, assistants.

/** @param {Ctx} ctx */
function renderPlayers(ctx) {
  return ctx.obs.players.map((/** @type {Record<string, any>} */ p, /** @type {number} */ seat) => h("section",
    { class: "arnak-player", "data-seat": String(seat) }, [
      h("h3", { text: seatName(ctx, seat) }),
      h("div", { class: "arnak-hand" }, (p.hand || []).map((/** @type {string} */ card) => h("button", { type: "button",
        class: "arnak-card", ...(seat === ctx.snap.viewer ? targetProps(ctx, `card:${card}`, { type: "play", card }) : {}) },
      [named(ctx, `card.${card}`)]))),
    ]));
}
