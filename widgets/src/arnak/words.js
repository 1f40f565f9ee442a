// ---------------------------------------------------------------------------------------
// Words (arnak/words.js): the board's own words come with the snapshot (ui["arnak.<key>"], from
// rules/arnak/messages.json); names and effect texts of cards, sites, guardians… are the rules'
// names.json, built into this module in both languages.

/** @param {Ctx} ctx @param {string} key */
function word(ctx, key) {
  return ctx.ui[`arnak.${key}`] || key;
}

/** A name or text from rules/arnak/names.json ("card.I1", "text.I1", "res.coin"…). @param {Ctx} ctx @param {string} key */
function named(ctx, key) {
  const names = /** @type {Record<string, Record<string, string>>} */ (ARNAK_NAMES);
  return (names[ctx.lang] || names.en)[key] ?? names.en[key] ?? key;
}

/** @param {Ctx} ctx @param {number} seat */
function seatName(ctx, seat) {
  return ctx.snap.seats[seat]?.name ?? "";
}
