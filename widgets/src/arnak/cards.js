// ---------------------------------------------------------------------------------------
// Cards (arnak/cards.js): one card element for the row, the hand, the play and paying areas and
// the decision panel. Like the printed card: travel icons it pays with (top left), the lightning
// mark of a free action (top right), its name, its effect as pictures, its cost (coins for an
// item, compasses for an artifact, bottom left) and its points (bottom right); coloured by kind.
// A card can also be opened large (cardZoom) with its whole text.

/** The rules' data of a card id ("I3", "A12", "fundcar", "fear"). @param {string} id */
function cardData(id) {
  const all = /** @type {any} */ (ARNAK_CARDS);
  if (id === "fear") return { ...all.fear, kind: "fear", cost: 0 };
  const found = all.items.find((/** @type {any} */ c) => c.id === id);
  if (found) return { ...found, kind: "item" };
  const art = all.artifacts.find((/** @type {any} */ c) => c.id === id);
  if (art) return { ...art, kind: "artifact" };
  const basic = all.basic.find((/** @type {any} */ c) => c.id === id);
  return basic ? { ...basic, kind: "basic", cost: 0 } : { id, name: id, vp: 0, travel: [], timing: null, effect: [],
    kind: "basic", cost: 0 };
}

/** The card's words: name, timing, effect text (tooltip, aria-description, the large view). @param {Ctx} ctx @param {string} id */
function cardWords(ctx, id) {
  const card = cardData(id);
  const timing = card.timing === "free" ? word(ctx, "lightning") : card.timing === "free_or_pass"
    ? word(ctx, "free_or_pass") : "";
  return [cardName(ctx, id), timing, cardText(ctx, id)].filter(Boolean).join(" — ");
}

/**
 * A card.
 * @param {Ctx} ctx @param {string} id
 * @param {{targets?: string[], why?: Action | null, size?: "row" | "hand" | "mini", zoom?: boolean, extra?: string, also?: string, still?: boolean}} [opts]
 *   targets: the candidate targets (the legal one makes the card a button); zoom: add the open-large button;
 *   also: a second target drawn as a small button beside it (a free play of a card a decision also asks about);
 *   still: a card listed in an opened pile (deck, exile), which does not travel
 */
function cardView(ctx, id, opts = {}) {
  const card = cardData(id);
  const size = opts.size || "row";
  const words = cardWords(ctx, id);
  const costKind = card.kind === "artifact" ? "compass" : "coin";
  const free = card.timing === "free" || card.timing === "free_or_pass";
  const face = [
    h("span", { class: "arnak-card-top" }, [
      travelView(ctx, card.travel || []),
      free && pic("lightning", word(ctx, "lightning"), "arnak-card-bolt"),
    ]),
    // spaces between the parts (flex items, so not drawn): what the card shows reads as separate words in its name
    " ",
    cardNameView(ctx, id),
    " ",
    size !== "mini" && h("span", { class: "arnak-card-effect" }, [card.effect.length ? stepsView(ctx, card.effect) : null]),
    " ",
    size !== "mini" && h("span", { class: "arnak-card-foot" }, [
      card.cost ? h("span", { class: "arnak-card-cost", title: `${word(ctx, "cost")}: ${card.cost} ${named(ctx, `res.${costKind}`)}` },
        [h("b", { text: String(card.cost) }), pic(costKind)]) : h("span"),
      " ",
      card.vp ? h("span", { class: cls("arnak-card-vp", card.vp < 0 && "is-minus"), title: word(ctx, "vp", { n: card.vp }) },
        [h("b", { text: String(card.vp) }), pic("vp")]) : h("span"),
    ]),
  ];
  const base = { type: "button", class: cls("arnak-card", `is-${card.kind}`, `is-${size}`, opts.extra),
    "data-card": id, title: words, "aria-label": cardName(ctx, id), "aria-description": words,
    "data-key": `card:${id}`, "data-motion": opts.zoom || opts.still ? null : `card:${id}` }; // a card on show: it travels (common/motion.js)
  const targets = opts.targets || [];
  const props = targets.length ? optionProps(ctx, targets, opts.why ?? null, base) : base;
  if (props.title !== words) props.title = `${props.title}\n${words}`;
  const el = h("button", props, face);
  if (!opts.zoom) return el;
  const zoom = h("button", { type: "button", class: "arnak-zoom-btn", "data-zoom": id, "data-key": `zoom:${id}`,
    title: word(ctx, "open_large", { card: cardName(ctx, id) }), "aria-label": word(ctx, "open_large", { card: cardName(ctx, id) }),
    on: { click: () => { ctx.view.zoom = id; ctx.view.zoomTargets = targets; ctx.redraw(); } } }, [pic("research")]);
  const also = opts.also && ctx.entries.has(opts.also) ? h("button", optionProps(ctx, [opts.also], null,
    { type: "button", class: "arnak-also-btn" }), [pic("lightning")]) : null;
  return h("span", { class: cls("arnak-card-wrap", `is-${size}`), "data-motion": `card:${id}` }, [el, zoom, also]);
}

/** Katakana (the long run of a loanword), not its middle dot: a name breaks between such a run and the rest. */
const KATAKANA = /[\u30a0-\u30fa\u30fc-\u30ff]/;

/**
 * Where a Japanese card name may break: after の and ・, and between a katakana run and the rest ("大きな|リュック",
 * "黒曜石の|耳飾り"): never inside a word. @param {string} name
 */
function nameSegments(name) {
  /** @type {string[]} */
  const parts = [];
  let part = "";
  for (const ch of name) {
    const prev = part.at(-1);
    const turn = prev !== undefined && (prev === "の" || prev === "・" ||
      (KATAKANA.test(prev) !== KATAKANA.test(ch) && !"の・".includes(ch)));
    if (turn) { parts.push(part); part = ""; }
    part += ch;
  }
  return part ? [...parts, part] : parts;
}

/**
 * A card's name: it breaks only between words (Japanese: at nameSegments, marked with <wbr>), and its size fits the
 * longest unbreakable piece into the card's width (--nl: that piece's width in ems, for the stylesheet's 100cqi).
 * @param {Ctx} ctx @param {string} id
 */
function cardNameView(ctx, id) {
  const name = cardName(ctx, id);
  const ja = ctx.lang === "ja";
  const pieces = ja ? nameSegments(name) : name.split(" ");
  const widest = Math.max(...pieces.map((p) => p.length)) * (ja ? 1.02 : 0.7);
  /** @type {Child[]} */
  const kids = ja ? pieces.flatMap((p, i) => (i ? [h("wbr"), p] : [p])) : [name];
  return h("span", { class: "arnak-card-name", style: `--nl:${widest.toFixed(2)}` }, kids);
}

/**
 * The large view of ctx.view.zoom: the card big, its whole text, and its options as buttons that act
 * through ctx.choose (no data-target of their own: the card on the board keeps that). Escape closes it.
 * @param {Ctx} ctx
 */
function cardZoom(ctx) {
  const id = ctx.view.zoom;
  if (!id) return null;
  const card = cardData(id);
  const close = () => { ctx.view.zoom = null; ctx.redraw(); /** @type {HTMLElement | null} */ (ctx.root.querySelector(`[data-zoom="${CSS.escape(id)}"]`))?.focus(); };
  const target = pickTarget(ctx, ctx.view.zoomTargets || []);
  const entries = (target && ctx.entries.get(target)) || [];
  const titleId = `arnak-zoom-${id}`;
  const timing = card.timing === "free" ? word(ctx, "lightning") : card.timing === "free_or_pass" ? word(ctx, "free_or_pass")
    : card.timing === "main" ? word(ctx, "main_card") : "";
  return h("div", { class: "arnak-zoom-back", on: { click: (/** @type {Event} */ e) => { if (e.target === e.currentTarget) close(); } } }, [
    h("div", { class: "arnak-zoom", role: "dialog", "aria-modal": "true", "aria-labelledby": titleId, "data-zoom-view": id }, [
      h("div", { class: cls("arnak-card", `is-${card.kind}`, "is-large"), "aria-hidden": "true" }, [
        h("span", { class: "arnak-card-top" }, [travelView(ctx, card.travel || []),
          (card.timing === "free" || card.timing === "free_or_pass") && pic("lightning")]),
        h("span", { class: "arnak-card-name", text: cardName(ctx, id) }),
        h("span", { class: "arnak-card-effect" }, [card.effect.length ? stepsView(ctx, card.effect) : null]),
        h("span", { class: "arnak-card-foot" }, [
          card.cost ? h("span", { class: "arnak-card-cost" }, [h("b", { text: String(card.cost) }),
            pic(card.kind === "artifact" ? "compass" : "coin")]) : h("span"),
          card.vp ? h("span", { class: "arnak-card-vp" }, [h("b", { text: String(card.vp) }), pic("vp")]) : h("span"),
        ]),
      ]),
      h("div", { class: "arnak-zoom-text" }, [
        h("h2", { id: titleId, text: cardName(ctx, id) }),
        h("p", { class: "arnak-zoom-kind", text: [named(ctx, `term.${card.kind === "fear" ? "fear_card" : card.kind}`), timing]
          .filter((x) => x && !x.startsWith("term.")).join(" · ") }),
        h("p", { text: cardText(ctx, id) }),
        card.kind === "artifact" && h("p", { class: "arnak-zoom-note", text: word(ctx, "artifact_tablet") }),
        h("p", { class: "arnak-zoom-meta" }, [word(ctx, "pays_with"), " ", travelView(ctx, card.travel || []),
          card.cost ? ` · ${word(ctx, "cost")} ${card.cost} ${named(ctx, `res.${card.kind === "artifact" ? "compass" : "coin"}`)}` : "",
          card.vp ? ` · ${word(ctx, "vp", { n: card.vp })}` : ""]),
        h("div", { class: "arnak-zoom-acts" }, [
          ...entries.map((entry) => h("button", { type: "button", class: "arnak-act", "data-key": `zoomact:${entry.notation}`,
            on: { click: () => { ctx.view.zoom = null; ctx.act(entry); } } }, [entry.label])),
          h("button", { type: "button", class: "arnak-act is-quiet", "data-key": "zoom:close", "data-zoom-close": "",
            on: { click: close } }, [word(ctx, "close")]),
        ]),
      ]),
    ]),
  ]);
}
