// ---------------------------------------------------------------------------------------
// The card row under the moon staff, and the supply board (arnak/row.js): artifacts left of the
// staff, items right of it (nearest the staff first), the decks with a revealed top card, the
// exile piles; then the supply: the three assistant stacks, the rescue space (Snake side),
// guardians and site tiles left, the Fear supply.

/**
 * An assistant tile: silver or gold side, ready or exhausted, its effect as pictures.
 * @param {Ctx} ctx @param {number} id @param {{gold?: boolean, ready?: boolean, targets?: string[], why?: Action | null,
 *   count?: number, extra?: string}} [opts]
 */
function assistantTile(ctx, id, opts = {}) {
  const gold = Boolean(opts.gold);
  const ready = opts.ready !== false;
  const info = /** @type {any} */ (ARNAK_BOARD).assistants.find((/** @type {any} */ a) => a.id === id);
  const words = assistantWords(ctx, id, gold);
  const state = ready ? word(ctx, "ready") : word(ctx, "exhausted");
  const base = { type: "button", class: cls("arnak-assistant", gold ? "is-gold" : "is-silver", !ready && "is-exhausted",
    opts.extra), "data-assistant": String(id), title: `${words} (${state})`, "aria-label": `${words} (${state})`,
  "data-key": `asst:${id}` };
  const props = opts.targets?.length ? optionProps(ctx, opts.targets, opts.why ?? null, base) : base;
  if (props.title !== base.title) props.title = `${props.title}\n${base.title}`;
  return h("button", props, [
    h("span", { class: "arnak-assistant-head" }, [pic("assistant"), h("b", { text: String(id) }),
      info && !info.main && pic("lightning", word(ctx, "lightning"), "arnak-mini-bolt"),
      opts.count !== undefined && h("span", { class: "arnak-count", text: `×${opts.count}` })]),
    info && stepsView(ctx, info[gold ? "gold" : "silver"]),
  ]);
}

/** @param {Ctx} ctx */
function renderRow(ctx) {
  const { obs } = ctx;
  const rowTargets = (/** @type {string} */ c) => [`card:${c}`, `purchase:${c}`, `take:${c}`];
  // a row card opens large as a hand card does: its effect in words, cost, VP, travel and its options
  const rowCard = (/** @type {string} */ c) => cardView(ctx, c, { targets: rowTargets(c), why: { type: "buy", card: c },
    size: "row", zoom: true });
  const deck = (/** @type {"artifact" | "item"} */ kind) => {
    const n = obs[`${kind}_deck`];
    const top = obs.revealed?.[kind];
    return h("div", { class: cls("arnak-deck", `is-${kind}`), "data-deck": kind }, [
      h("span", { class: "arnak-deck-back", title: word(ctx, "deck_n", { n }) }, [
        h("b", { text: String(n) }), h("small", { text: word(ctx, kind === "item" ? "items" : "artifacts") })]),
      top && h("div", { class: "arnak-revealed", title: word(ctx, "revealed") }, [
        h("small", { text: word(ctx, "revealed") }), rowCard(top)]),
    ]);
  };
  const exiled = (/** @type {string[]} */ cards, /** @type {string} */ kind) => {
    const taking = ctx.obs.phase === "take" && cards.some((c) => ctx.entries.has(`take:${c}`));
    const count = [pic("exile"), `${word(ctx, kind === "item" ? "items" : "artifacts")} · `, word(ctx, "exiled_n", { n: cards.length })];
    if (taking) {  // the exiled cards are options: all in sight
      return h("div", { class: "arnak-exile-pile", "data-exile": kind }, [h("span", { class: "arnak-exile-count" }, count),
        h("div", { class: "arnak-cards" }, [...new Set(cards)].map((c) => cardView(ctx, c, { targets: [`take:${c}`], size: "mini" })))]);
    }
    // exiled cards are public: the pile opens to show them
    return cards.length ? fold(ctx, `exile:${kind}`, { class: "arnak-exile-pile", "data-exile": kind }, count,
      [h("div", { class: "arnak-cards is-mini" }, cards.map((c) => cardView(ctx, c, { targets: [], size: "mini", still: true })))])
      : h("div", { class: "arnak-exile-pile", "data-exile": kind }, [h("span", { class: "arnak-exile-count" }, count)]);
  };
  const artifacts = [...obs.row_artifacts].reverse(); // nearest the staff on the right, next to it
  const staff = h("div", { class: "arnak-staff", "data-round": String(obs.round),
    title: word(ctx, "moon_staff", { n: obs.round }) }, [
    pic("staff", named(ctx, "term.moon_staff")),
    h("b", { class: "arnak-staff-round", text: String(obs.round) }),
    h("span", { class: "arnak-staff-dots", "aria-hidden": "true" }, [1, 2, 3, 4, 5].map((r) => h("i",
      { class: cls(r < obs.round && "is-past", r === obs.round && "is-now") }))),
  ]);
  const row = h("div", { class: "arnak-row", role: "group", "aria-label": word(ctx, "row"), "data-roving": "row" }, [
    h("div", { class: "arnak-row-side is-artifacts" }, [deck("artifact"),
      h("div", { class: "arnak-cards", "aria-label": word(ctx, "artifacts") }, artifacts.map(rowCard))]),
    staff,
    h("div", { class: "arnak-row-side is-items" }, [
      h("div", { class: "arnak-cards", "aria-label": word(ctx, "items") }, obs.row_items.map(rowCard)), deck("item")]),
  ]);
  return h("div", { class: "arnak-row-box" }, [
    h("h2", { class: "arnak-part-title" }, [word(ctx, "row"),
      h("span", { class: "arnak-chip", text: word(ctx, "round_of", { n: obs.round }) })]),
    row,
    h("div", { class: "arnak-exiles" }, [exiled(obs.artifact_exile, "artifact"), exiled(obs.item_exile, "item")]),
    renderSupply(ctx),
  ]);
}

/** The supply board: assistants, rescue space, guardians, site tiles, Fear. @param {Ctx} ctx */
function renderSupply(ctx) {
  const { obs } = ctx;
  const supplyTargets = (/** @type {number} */ id) => [`recruit:${id}`, `supply_use:${id}`, `swap_supply:${id}`];
  const stacks = obs.supply.map((/** @type {{top: number | null, count: number}} */ st, /** @type {number} */ i) =>
    h("div", { class: "arnak-stack", "data-stack": String(i) }, [
      st.top !== null ? assistantTile(ctx, st.top, { targets: supplyTargets(st.top), count: st.count })
        : h("span", { class: "arnak-empty", text: word(ctx, "empty") }),
    ]));
  const rescue = obs.rescue;
  const rescueBox = obs.temple === "snake" && h("div", { class: "arnak-rescue", "data-rescue": "" }, [
    h("small", { text: named(ctx, "term.rescue_space") }),
    rescue.all ? h("div", { class: "arnak-cards" }, [...new Set(/** @type {number[]} */ (rescue.all))].map((id) =>
      assistantTile(ctx, id, { targets: [`rescue:${id}`], ready: false })))
      : rescue.top !== null ? assistantTile(ctx, rescue.top, { targets: [`rescue:${rescue.top}`], count: rescue.count, ready: false })
        : h("span", { class: "arnak-empty", text: word(ctx, "empty") }),
  ]);
  const fearLeft = obs.options?.fear_tiles ? null : "∞";
  return h("div", { class: "arnak-supply", role: "group", "aria-label": word(ctx, "supply"), "data-roving": "supply" }, [
    h("div", { class: "arnak-supply-assistants" }, [h("small", { text: word(ctx, "assistant_stacks") }),
      h("div", { class: "arnak-stacks" }, stacks)]),
    rescueBox,
    h("div", { class: "arnak-supply-counts" }, [
      h("span", { class: "arnak-count-chip", title: word(ctx, "guardians_left", { n: obs.guardians_left }) }, [
        pic("guardian"), h("b", { text: String(obs.guardians_left) }), h("small", { text: word(ctx, "guardians") })]),
      ...["1", "2"].map((lv) => h("span", { class: "arnak-count-chip", "data-tiles": lv,
        title: word(ctx, "level_n", { n: lv === "1" ? "I" : "II", count: obs.tiles_left[lv] }) }, [
        pic("site"), h("b", { text: String(obs.tiles_left[lv]) }), h("small", { text: named(ctx, `term.level${lv}`) })])),
      h("span", { class: "arnak-count-chip", title: fearLeft ? word(ctx, "fear_endless") : word(ctx, "fear_supply") }, [
        pic("fear"), h("b", { text: fearLeft || "" }), h("small", { text: word(ctx, "fear_supply") })]),
    ]),
  ]);
}
