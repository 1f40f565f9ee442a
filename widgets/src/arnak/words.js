// ---------------------------------------------------------------------------------------
// Words (arnak/words.js): the board's own words come with the snapshot (ui["arnak.<key>"], from
// rules/arnak/messages.json); names and effect texts of cards, sites, guardians… are the rules'
// names.json, built into this module in both languages.

/** A board word, its {placeholders} filled. @param {Ctx} ctx @param {string} key @param {Record<string, string | number>} [params] */
function word(ctx, key, params) {
  const text = ctx.ui[`arnak.${key}`] ?? key;
  return params ? fill(text, params) : text;
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

/** A card's name. @param {Ctx} ctx @param {string} id */
const cardName = (ctx, id) => named(ctx, `card.${id}`);

/** A card's effect text ("" for a card without one). @param {Ctx} ctx @param {string} id */
function cardText(ctx, id) {
  const text = named(ctx, `text.${id}`);
  return text === `text.${id}` ? "" : text;
}

/** An assistant's name and its silver or gold text. @param {Ctx} ctx @param {number} id @param {boolean} gold */
function assistantWords(ctx, id, gold) {
  return `${named(ctx, `assistant.${id}`)} — ${named(ctx, `text.assistant.${id}.${gold ? "gold" : "silver"}`)}`;
}

/** A guardian's name, cost and boon in words. @param {Ctx} ctx @param {number} id */
function guardianWords(ctx, id) {
  return `${named(ctx, `guardian.${id}`)} — ${named(ctx, `text.guardian.${id}.boon`)}`;
}
