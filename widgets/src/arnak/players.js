// ---------------------------------------------------------------------------------------
// Every player's area (arnak/players.js), in the seat's colour, the viewer first: name and
// state, resources, archaeologists at home, hand, paying and play areas, deck, idols and the
// idol slots, guardians with their boons, assistants, research, temple and bonus tiles.

const RESOURCES = ["coin", "compass", "tablet", "arrowhead", "jewel"];

/** The seats from the viewer on, in turn order. @param {Ctx} ctx */
function seatOrder(ctx) {
  const n = ctx.obs.players.length;
  const start = ctx.snap.viewer ?? ctx.obs.first ?? 0;
  return Array.from({ length: n }, (_, i) => (start + i) % n);
}

/** @param {Ctx} ctx */
function renderPlayers(ctx) {
  const { obs, snap } = ctx;
  // another player's area has no options: it is drawn again only when that player's things change
  const own = new Set([...(ctx.me?.hand || []), ...(ctx.me?.play || [])]);
  const kinds = targetKinds(["card", "exile", "discard", "keep", "unkeep", "earring_keep", "upgrade", "plane", "idol", "guardian",
    "assistant", "assistant_up", "refresh", "swap_own"]);
  // the viewer's own options: its cards (not the row's), resources, idol slots, boons, assistants
  const viewers = (/** @type {string} */ t) => kinds(t) && (!t.startsWith("card:") || own.has(t.slice(5)));
  return seatOrder(ctx).map((seat) => memoPart(ctx, `player:${seat}`, seat === snap.viewer ? viewers : () => false,
    [obs.players[seat], snap.seats[seat], obs.first, obs.temple, obs.options, snap.to_act.includes(seat) && !snap.result,
      seat === snap.viewer && obs.phase, snap.sheets?.[seat]], () => renderPlayer(ctx, seat)));
}

/** The seat's points so far (the running score), its categories in the tooltip. @param {Ctx} ctx @param {number} seat */
function scoreChip(ctx, seat) {
  const sheet = /** @type {Record<string, number> | undefined} */ (ctx.snap.sheets?.[seat]);
  if (!sheet || ctx.snap.result) return null;
  const total = sheetTotal(sheet);
  const said = `${word(ctx, "points_now", { n: total })}: ${SCORE_ROWS.map((row) => `${word(ctx, `score.${row}`)} ${sheet[row]}`).join(", ")}`;
  return h("span", { class: "arnak-chip is-score", title: said, "aria-label": said, "data-score": String(total) },
    [pic("vp"), h("b", { text: String(total) })]);
}

/** The viewer's deck, opened: what it holds (its order stays hidden), sorted. @param {Ctx} ctx @param {any} p */
function deckCards(ctx, p) {
  const rest = [...p.unseen];
  for (const c of [...p.hand, ...(p.keeping || []), ...drawnNow(ctx)]) rest.splice(rest.indexOf(c), 1);
  return rest;
}

/** Cards the viewer has drawn into an open decision (an earring's draw): neither hand nor deck. @param {Ctx} ctx */
function drawnNow(ctx) {
  const seat = ctx.snap.viewer;
  return ctx.obs.stack.filter((/** @type {any} */ f) => f.seat === seat).flatMap((/** @type {any} */ f) => f.drawn || []);
}

/** @param {Ctx} ctx @param {number} seat */
function renderPlayer(ctx, seat) {
  const { obs, snap } = ctx;
  const p = obs.players[seat];
  const mine = seat === snap.viewer;
  const info = snap.seats[seat];
  const acting = snap.to_act.includes(seat) && !snap.result;
  const sideBits = [
    h("span", { class: "arnak-seat-dot", "aria-hidden": "true" }),
    h("span", { class: "arnak-player-name", text: seatName(ctx, seat) }),
    mine && h("span", { class: "arnak-chip", text: word(ctx, "you") }),
    h("span", { class: "arnak-chip is-kind", title: info?.kind === "bot" ? `${word(ctx, "bot")} ${info.bot ?? ""}` : word(ctx, "human") },
      [icon(info?.kind === "bot" ? "bot" : "human"), word(ctx, info?.kind === "bot" ? "bot" : "human")]),
    seat === obs.first && h("span", { class: "arnak-chip is-first", title: word(ctx, "first_player") },
      [pic("first"), word(ctx, "first_player")]),
    acting && h("span", { class: "arnak-turn", text: word(ctx, "to_act") }),
    p.passed && h("span", { class: "arnak-chip is-passed", text: word(ctx, "passed") }),
    scoreChip(ctx, seat),
  ];
  return h("section", { class: cls("arnak-player", mine && "is-me", acting && "is-acting", p.passed && "is-passed"),
    "data-seat": String(seat), style: `--pc:${SEAT_COLORS[seat]}`, "aria-label": seatName(ctx, seat),
    "data-motion-frame": `player:${seat}` }, [
    h("h3", { class: "arnak-player-head" }, sideBits),
    h("div", { class: "arnak-player-body" }, [
      resourcesView(ctx, seat, p, mine),
      handView(ctx, seat, p, mine),
      p.paying.length > 0 && zoneCards(ctx, word(ctx, "paying"), p.paying, mine, "paying", null, seat),
      // the round end's keep: the cards set aside so far (only their owner sees them), each a way back to the hand
      p.keeping?.length > 0 && zoneCards(ctx, word(ctx, "keeping"), p.keeping, mine, "keeping", (c) => [`unkeep:${c}`], seat),
      zoneCards(ctx, word(ctx, "play_area"), p.play, mine, "play", mine ? (c) => [`exile:play:${c}`] : null,
        seat),
      h("div", { class: "arnak-player-grid", "data-roving": `player:${seat}` }, [
        idolsView(ctx, seat, p, mine),
        guardiansView(ctx, p, mine),
        assistantsView(ctx, p, mine),
        researchView(ctx, p),
      ]),
    ]),
  ]);
}

/** Resources, archaeologists, deck; the "2 coins → plane" button beside the coins. @param {Ctx} ctx @param {number} seat @param {any} p @param {boolean} mine */
function resourcesView(ctx, seat, p, mine) {
  const chips = RESOURCES.map((res) => {
    const label = `${p.res[res] ?? 0} ${named(ctx, `res.${res}`)}`;
    const base = { class: cls("arnak-res-chip", `is-${res}`), title: label, "aria-label": label, "data-res": res };
    /** @type {Record<string, any>} */
    const props = mine && ctx.entries.has(`upgrade:${res}`) ? optionProps(ctx, [`upgrade:${res}`], null, { ...base, type: "button" }) : base;
    return h(props.type ? "button" : "span", props, [pic(res), h("b", { text: String(p.res[res] ?? 0) })]);
  });
  const plane = mine && (ctx.entries.has("plane") || ctx.obs.phase === "pay") && h("button", optionProps(ctx, ["plane"],
    { type: "plane" }, { type: "button", class: "arnak-plane", title: named(ctx, "term.hire_pilot") }), [
    pic("coin"), pic("coin"), h("span", { "aria-hidden": "true", text: "→" }), pic("plane"),
    h("span", { class: "arnak-plane-text", text: word(ctx, "plane_here") })]);
  const total = /** @type {any} */ (ARNAK_BOARD).setup.archaeologists;
  const home = h("span", { class: "arnak-home", title: word(ctx, "archaeologists", { n: p.home, of: total }),
    role: "img", "aria-label": word(ctx, "archaeologists", { n: p.home, of: total }) },
  Array.from({ length: total }, (_, i) => (i < p.home ? moving(pic("archaeologist", undefined, "is-home"), `arch:${seat}`)
    : pic("archaeologist", undefined, "is-out"))));
  const chip = [pic("card"), h("b", { text: String(p.deck_count) })];
  const deck = mine && p.deck_count > 0
    ? fold(ctx, "deck", { class: "arnak-deck-fold", title: word(ctx, "deck_count", { n: p.deck_count }) }, chip,
      [h("div", { class: "arnak-cards is-mini", "data-deck-cards": "" }, deckCards(ctx, p).map((c) => cardView(ctx, c, { targets: [], size: "mini", still: true })))])
    : h("span", { class: "arnak-deck-chip", title: word(ctx, "deck_count", { n: p.deck_count }) }, chip);
  return h("div", { class: "arnak-res-row" }, [h("div", { class: "arnak-res-chips" }, [...chips, plane]), home, deck,
    p.war_mask && h("span", { class: "arnak-chip", title: word(ctx, "war_mask"), text: cardName(ctx, "A3") }),
    p.ocarina && h("span", { class: "arnak-chip", title: word(ctx, "ocarina") }, [pic("plane"), cardName(ctx, "A13")]),
    ctx.obs.options?.fear_tiles && p.fear_tiles > 0 && h("span", { class: "arnak-chip", text: word(ctx, "fear_tiles", { n: p.fear_tiles }) }),
  ]);
}

/** The hand: the viewer's cards (each an option where legal, each can be opened large); others' a count. */
function handView(/** @type {Ctx} */ ctx, /** @type {number} */ seat, /** @type {any} */ p, /** @type {boolean} */ mine) {
  if (!mine || !p.hand) {
    return h("div", { class: "arnak-zone is-hand", "data-zone": "hand" }, [
      h("span", { class: "arnak-zone-title", text: word(ctx, "hand_n", { n: p.hand_count }) }),
      // another's hand: its cards travel by position only (common/motion.js), to the play area face up
      h("span", { class: "arnak-backs", "aria-hidden": "true" },
        Array.from({ length: p.hand_count }, () => h("i", { "data-motion": `back:${seat}` }))),
    ]);
  }
  // what the decision asks about the card comes first; a free play of it, open during that decision, is its small
  // lightning button
  const asked = (/** @type {string} */ c) => [`exile:hand:${c}`, `discard:${c}`, `keep:${c}`, `earring_keep:${c}`];
  const view = (/** @type {string} */ c) => {
    const both = asked(c).some((t) => ctx.entries.has(t)) && ctx.entries.has(`card:${c}`);
    return cardView(ctx, c, { targets: both ? asked(c) : [`card:${c}`, ...asked(c)], also: both ? `card:${c}` : undefined,
      why: { type: ctx.obs.phase === "pay" ? "pay" : "play", card: c }, size: "hand", zoom: true });
  };
  return h("div", { class: "arnak-zone is-hand is-mine", "data-zone": "hand" }, [
    h("span", { class: "arnak-zone-title", text: word(ctx, "hand_n", { n: p.hand.length }) }),
    h("div", { class: "arnak-cards is-hand", "data-roving": "hand" }, p.hand.map(view)),
  ]);
}

/** A zone of small cards (play area, paying area). */
function zoneCards(/** @type {Ctx} */ ctx, /** @type {string} */ title, /** @type {string[]} */ cards, /** @type {boolean} */ mine,
  /** @type {string} */ zone, /** @type {((c: string) => string[]) | null} */ targets, /** @type {number} */ seat) {
  return h("div", { class: cls("arnak-zone", `is-${zone}`), "data-zone": zone, "data-roving": zone }, [
    h("span", { class: "arnak-zone-title", text: `${title}: ${cards.length}` }),
    h("div", { class: "arnak-cards is-mini" }, cards.map((c) => {
      const card = cardView(ctx, c, { targets: typeof targets === "function" ? targets(c) : [], size: "mini" });
      if (!mine) card.setAttribute("data-motion-from", `back:${seat}`); // played from a hidden hand (common/motion.js)
      return card;
    })),
  ]);
}

/** Idols in crates, the 4 slots, and (the viewer's) the idol-slot tile with its five options. */
function idolsView(/** @type {Ctx} */ ctx, /** @type {number} */ seat, /** @type {any} */ p, /** @type {boolean} */ mine) {
  const idols = /** @type {any} */ (ARNAK_BOARD).idols;
  const slots = idols.slot_vp.map((/** @type {number} */ vp, /** @type {number} */ i) => h("span", {
    class: cls("arnak-slot", i < p.slots && "is-filled"), title: i < p.slots ? word(ctx, "slot_used") : word(ctx, "slot_empty", { vp }) },
  [i < p.slots ? pic("idol") : h("b", { text: String(vp) })]));
  const options = idols.slot_options.map((/** @type {any[]} */ steps, /** @type {number} */ i) => {
    const text = named(ctx, `text.idol_slot.${i}`);
    return h("button", optionProps(ctx, [`idol:${i}`], { type: "idol", option: i }, { type: "button", class: "arnak-idol-option",
      title: text, "aria-label": text, "data-idol-option": String(i) }), [stepsView(ctx, steps)]);
  });
  return h("div", { class: "arnak-box is-idols" }, [
    h("span", { class: "arnak-box-title", text: word(ctx, "idols") }),
    h("span", { class: "arnak-crates", title: word(ctx, "idols_crates", { n: p.idols }) }, [pic("crate"),
      ...Array.from({ length: p.idols }, () => pic("idol")), h("b", { text: `×${p.idols}` })]),
    h("div", { class: "arnak-slots", title: named(ctx, "term.idol_slots") }, slots),
    mine && h("div", { class: "arnak-idol-tile", role: "group", "aria-label": word(ctx, "idol_slots") }, options),
  ]);
}

/** Overcome guardians: their boon (a free action or a travel icon), used or not. */
function guardiansView(/** @type {Ctx} */ ctx, /** @type {any} */ p, /** @type {boolean} */ mine) {
  const boards = /** @type {any} */ (ARNAK_BOARD).guardians;
  return h("div", { class: "arnak-box is-guardians" }, [
    h("span", { class: "arnak-box-title", text: `${word(ctx, "guardians")}: ${p.guardians.length}` }),
    h("div", { class: "arnak-tiles" }, p.guardians.map((/** @type {number} */ id) => {
      const used = p.boons_used.includes(id);
      const g = boards.find((/** @type {any} */ x) => x.id === id);
      const label = `${guardianWords(ctx, id)} (${word(ctx, used ? "boon_used" : "boon_ready")})`;
      const base = { type: "button", class: cls("arnak-guardian", used && "is-used"), title: label, "aria-label": label,
        "data-guardian": String(id) };
      return h("button", mine ? optionProps(ctx, [`guardian:${id}`], used ? null : { type: "boon", guardian: id }, base) : base,
        [pic("guardian"), g && stepsView(ctx, g.boon)]);
    })),
  ]);
}

/** Assistants: silver or gold, ready or exhausted; options for using, upgrading, refreshing, swapping. */
function assistantsView(/** @type {Ctx} */ ctx, /** @type {any} */ p, /** @type {boolean} */ mine) {
  return h("div", { class: "arnak-box is-assistants" }, [
    h("span", { class: "arnak-box-title", text: word(ctx, "assistants") }),
    h("div", { class: "arnak-tiles" }, p.assistants.length ? p.assistants.map((/** @type {any} */ a) => assistantTile(ctx, a.id, {
      gold: a.gold, ready: a.ready, why: mine && a.ready ? { type: "assistant", id: a.id } : null,
      targets: mine ? [`assistant:${a.id}`, `assistant_up:${a.id}`, `refresh:${a.id}`, `swap_own:${a.id}`] : [] }))
      : [h("span", { class: "arnak-empty", text: word(ctx, "none") })]),
  ]);
}

/** Research tokens' rows, temple arrival, temple and bonus tiles. @param {Ctx} ctx @param {any} p */
function researchView(ctx, p) {
  const spaces = /** @type {any} */ (ARNAK_BOARD).research[ctx.obs.temple].spaces;
  const row = (/** @type {number} */ sid) => spaces.find((/** @type {any} */ x) => x.id === sid)?.row ?? 0;
  return h("div", { class: "arnak-box is-research" }, [
    h("span", { class: "arnak-box-title", text: word(ctx, "research") }),
    h("span", { class: "arnak-token-line" }, [pic("research"), word(ctx, "glass_at", { row: row(p.glass) })]),
    h("span", { class: "arnak-token-line" }, [pic("card"), word(ctx, "notebook_at", { row: row(p.notebook) })]),
    p.temple_vp > 0 && h("span", { class: "arnak-token-line" }, [pic("temple"), word(ctx, "in_temple", { vp: p.temple_vp })]),
    p.temple_tiles.length > 0 && h("span", { class: "arnak-token-line" }, [word(ctx, "temple_tiles"), ": ",
      p.temple_tiles.map((/** @type {number} */ t) => `${/** @type {any} */ (ARNAK_BOARD).temple_tiles[t].vp}`).join(", ")]),
    p.bonus_tiles.length > 0 && h("span", { class: "arnak-token-line" }, [word(ctx, "bonus_tiles"), ": ",
      p.bonus_tiles.map((/** @type {string} */ b) => named(ctx, `bonus.${b}`)).join(", ")]),
  ]);
}
