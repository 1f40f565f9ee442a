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

/**
 * A site as players name it, as the rules do (rules/arnak/costs.py site_msg): "Camp 2, space A", "Camp 2", a
 * discovered site by its tile ("Site I-3"), an undiscovered one by its place ("level I site 4").
 * @param {Ctx} ctx @param {string} id  c0…c4, c0a…c4b, s1…s12
 */
function siteName(ctx, id) {
  const camp = /^c(\d)([ab])?$/.exec(id);
  if (camp) {
    const name = named(ctx, `camp.${camp[1]}`);
    return camp[2] ? word(ctx, `map.space_${camp[2]}`, { camp: name }) : name;
  }
  const slot = /^s(\d+)$/.exec(id);
  if (!slot) return id;
  const n = Number(slot[1]);
  const level = n <= 8 ? 1 : 2;
  const tile = ctx.obs.sites?.[n - 1]?.tile || 0;
  return tile ? named(ctx, `site.${level}.${tile}`) : word(ctx, `map.slot${level}`, { n: level === 1 ? n : n - 8 });
}

/** What a target names, in words ("card:I3" → the card's name, "site:c1a" → "Camp 2, space A"). @param {Ctx} ctx @param {string} target */
function thingName(ctx, target) {
  const [kind, ...rest] = target.split(":");
  const value = rest[rest.length - 1] ?? "";
  if (/^(site|activate|dig_or_discover|relocate_from|relocate_to|return_home|camp|guardian_from|guardian_to)$/.test(kind)
    || (kind === "guardian" && !/^\d+$/.test(value))) return siteName(ctx, value);
  if (kind === "guardian") return named(ctx, `guardian.${value}`);
  if (/^(card|exile|discard|purchase|take|keep|unkeep|earring_keep|earring_top)$/.test(kind)) return cardName(ctx, value);
  if (/^(assistant|supply_use|swap_own|swap_supply|recruit|assistant_up|rescue|refresh)$/.test(kind)) {
    return named(ctx, `assistant.${value}`);
  }
  if (kind === "research") return word(ctx, "map.space", { n: value });
  if (kind === "study") {
    const where = value.split("/")[0];
    return where.startsWith("t") ? named(ctx, `temple_tile.${where.slice(1)}`) : word(ctx, "map.space", { n: where });
  }
  if (kind === "temple") return named(ctx, `temple_tile.${value}`);
  if (kind === "idol") return named(ctx, `text.idol_slot.${value}`);
  if (kind === "bonus") return named(ctx, `bonus.${value}`);
  if (kind === "upgrade") return named(ctx, `res.${value}`);
  return target;
}
