// ---------------------------------------------------------------------------------------
// The research track and the temple (arnak/research.js): the Lost Temple on top (arrival scores
// still to take, the face-down bonus stack, the six temple tile stacks), under it the track of the
// chosen side row by row, each space with the cost to enter it, its bonus tile and the tokens
// standing there; the bridges between spaces as lines; beside each row what the magnifying glass
// and the notebook gain on entering it and what the row scores at the end.

/** A research token (glass or notebook) in a seat colour. @param {Ctx} ctx @param {number} seat @param {string} token */
function researchToken(ctx, seat, token) {
  const label = `${seatName(ctx, seat)}: ${named(ctx, `token.${token}`)}`;
  const color = SEAT_COLORS[seat] ?? "#888";
  const shape = token === "glass"
    ? [s("circle", { cx: 10, cy: 10, r: 6.5, fill: color, stroke: "#231a10", "stroke-width": "1.6" }),
      s("circle", { cx: 10, cy: 10, r: 3.2, fill: "#fff", opacity: ".75" }),
      s("path", { d: "M14.8 14.8 21 21", stroke: "#231a10", "stroke-width": "3", "stroke-linecap": "round" })]
    : [s("path", { d: "M5 3h13v18H5z", fill: color, stroke: "#231a10", "stroke-width": "1.6", "stroke-linejoin": "round" }),
      s("path", { d: "M8 3v18M11 8h5M11 12h5", stroke: "#fff", "stroke-width": "1.4", opacity: ".8" })];
  return s("svg", { viewBox: "0 0 24 24", class: cls("arnak-rs-token", `is-${token}`), role: "img", "aria-label": label,
    "data-seat": String(seat), "data-token": token, "data-motion": `marker:${token}:${seat}` },
  [s("title", { text: label }), ...shape]);
}

/** A research cost as pictures (the Snake side's rescue row asks an idol from the crates). @param {Ctx} ctx */
function researchCost(ctx, /** @type {Record<string, number>} */ cost) {
  const { idol_from_supply: idol = 0, ...res } = cost;
  return h("span", { class: "arnak-rs-cost" },
    [idol > 0 && pic("idol", mapWord(ctx, "idol_from_supply")), resView(ctx, res)]);
}

/** A bonus tile. @param {Ctx} ctx @param {string} tile @param {Record<string, any>} [props] @param {string} [tag] */
function researchBonus(ctx, tile, props = {}, tag = "span") {
  const text = `${named(ctx, `bonus.${tile}`)}: ${named(ctx, `text.bonus.${tile}`)}`;
  const steps = { coin: [{ op: "gain", res: { coin: 1 } }], compass: [{ op: "gain", res: { compass: 1 } }],
    tablet: [{ op: "gain", res: { tablet: 1 } }], exile_card: [{ op: "exile" }], draw: [{ op: "draw", n: 1 }],
    upgrade: [{ op: "upgrade" }] }[tile];
  return h(tag, { ...(tag === "button" ? { type: "button" } : {}), ...props, class: cls("arnak-rs-bonus", props.class),
    title: props.title ? `${text}\n${props.title}` : text, "aria-label": mapLabel(props, text), "data-bonus": tile },
  [stepsView(ctx, steps || [])]);
}

/** The bonus tiles lying at a place; the ones being chosen from carry the bonus:<tile> target. @param {Ctx} ctx */
function researchBonuses(ctx, /** @type {string[]} */ tiles, /** @type {boolean} */ choosing) {
  const done = new Set();
  return tiles.map((tile) => {
    const target = `bonus:${tile}`;
    if (choosing && !done.has(tile) && ctx.entries.has(target)) {
      done.add(tile);
      return researchBonus(ctx, tile, targetProps(ctx, target), "button");
    }
    return researchBonus(ctx, tile);
  });
}

/** Where the top decision is "choose a bonus tile", its place ("temple" or a space id). @param {Ctx} ctx */
function researchBonusKey(ctx) {
  const stack = ctx.obs.stack || [];
  const top = stack[stack.length - 1];
  return top && top.kind === "bonus" ? String(top.key) : null;
}

/** Legal study:<where>/<discount> targets that name this place. @param {Ctx} ctx @param {string} where */
function researchStudy(ctx, where) {
  return [...ctx.entries.keys()].filter((t) => t.startsWith("study:") && t.slice(6).split("/")[0] === where).sort();
}

/** One space of the track. @param {Ctx} ctx @param {Record<string, any>} sp @param {number} x @param {number} y */
function researchSpace(ctx, sp, x, y, /** @type {string | null} */ bonusKey) {
  const id = sp.id;
  const tokens = [];
  ctx.obs.players.forEach((/** @type {Record<string, any>} */ p, /** @type {number} */ seat) => {
    if (p.glass === id) tokens.push(researchToken(ctx, seat, "glass"));
    if (p.notebook === id) tokens.push(researchToken(ctx, seat, "notebook"));
  });
  const words = id === 0 ? [mapWord(ctx, "start")] : [sp.temple ? named(ctx, "term.lost_temple")
    : mapWord(ctx, "space", { n: id }), `${mapWord(ctx, "cost")}: ${mapResText(ctx, sp.cost)}`];
  if (tokens.length) words.push(tokens.map((t) => t.getAttribute("aria-label")).join(", "));
  const place = mapPlace(ctx, [`research:${id}`, ...researchStudy(ctx, String(id))],
    id === 0 ? null : { type: "research", space: id }, cls("arnak-rs-space", id === 0 && "is-start",
      sp.temple && "is-temple-gate"), words.join("; "));
  const tiles = (ctx.obs.bonus || {})[String(id)] || [];
  const extra = [];
  if (sp.assistant_rescue_space) {
    const n = ctx.obs.rescue?.count ?? 0;
    extra.push(h("span", { class: "arnak-rs-rescue", title: mapWord(ctx, "rescue", { n }) },
      [pic("assistant", mapWord(ctx, "rescue", { n })), `×${n}`]));
  }
  return h("div", { class: "arnak-rs-cell", "data-space": String(id), style: `left:${x}%;top:${y}%` }, [
    h("button", { type: "button", ...place.props }, [
      h("span", { class: "arnak-rs-id", text: id === 0 ? mapWord(ctx, "start") : String(id) }),
      id === 0 ? null : researchCost(ctx, sp.cost),
      mapDiscount(ctx, place.props["data-target"]),
    ]),
    (tiles.length > 0 || extra.length > 0) && h("div", { class: "arnak-rs-tiles" },
      [...researchBonuses(ctx, tiles, bonusKey === String(id)), ...extra]),
    tokens.length > 0 && h("div", { class: "arnak-rs-tokens" }, tokens),
    place.extra.length > 0 && h("div", { class: "arnak-map-extras" }, place.extra),
  ]);
}

/** What the row gives each token, and its points. @param {Ctx} ctx @param {string} side @param {number} row */
function researchRowInfo(ctx, side, row) {
  const rows = ARNAK_BOARD.research[side].rows;
  if (row === 0) return h("div", { class: "arnak-rs-row is-start" }, [h("span", { class: "arnak-rs-rownum", text: "0" })]);
  if (!rows[String(row)]) {
    const vp = ARNAK_BOARD.temple_arrival_vp;
    return h("div", { class: "arnak-rs-row is-temple", title: mapWord(ctx, "temple_row", { vp: vp.join("/") }) }, [
      h("span", { class: "arnak-rs-rownum", text: String(row) }),
      h("span", { class: "arnak-rs-eff" }, [pic("research", named(ctx, "token.glass")),
        h("span", { class: "arnak-rs-vp", text: String(vp[0]) })]),
    ]);
  }
  const info = rows[String(row)];
  return h("div", { class: "arnak-rs-row", "data-row": String(row) }, [
    h("span", { class: "arnak-rs-rownum", text: String(row) }),
    ...["glass", "notebook"].map((token) => h("span", { class: cls("arnak-rs-eff", `is-${token}`),
      title: named(ctx, `text.research.${side}.${row}.${token}`), "data-token": token }, [
      h("span", { class: "arnak-rs-which", "aria-hidden": "true" }, [researchTokenMark(token)]),
      stepsView(ctx, info[token].effect),
      h("span", { class: "arnak-rs-vp", title: mapWord(ctx, "vp", { n: info[token].vp }), text: String(info[token].vp) }),
    ])),
  ]);
}

/** A plain token outline (which token a row effect is for). @param {string} token */
function researchTokenMark(token) {
  return s("svg", { viewBox: "0 0 24 24", class: "arnak-rs-mark", "aria-hidden": "true", focusable: "false" },
    token === "glass"
      ? [s("circle", { cx: 10, cy: 10, r: 6.5, fill: "#fff", stroke: "#231a10", "stroke-width": "2" }),
        s("path", { d: "M14.8 14.8 21 21", stroke: "#231a10", "stroke-width": "3", "stroke-linecap": "round" })]
      : [s("path", { d: "M5 3h13v18H5z", fill: "#fff", stroke: "#231a10", "stroke-width": "2", "stroke-linejoin": "round" }),
        s("path", { d: "M8 3v18", stroke: "#231a10", "stroke-width": "1.6" })]);
}

/** The Lost Temple: arrival scores, the bonus stack, the temple tile stacks. @param {Ctx} ctx @param {string} side */
function researchTemple(ctx, side, /** @type {string | null} */ bonusKey) {
  const all = ARNAK_BOARD.temple_arrival_vp;
  const left = (ctx.obs.arrivals || []).length;
  const arrivals = all.map((/** @type {number} */ vp, /** @type {number} */ i) => {
    const rank = i + 1;
    const who = ctx.obs.players.findIndex((/** @type {Record<string, any>} */ p) => p.temple_rank === rank);
    const taken = i < all.length - left;
    const text = taken && who >= 0 ? mapWord(ctx, "arrived", { name: seatName(ctx, who), vp })
      : mapWord(ctx, "arrival", { vp });
    return h("span", { class: cls("arnak-rs-arrival", taken && "is-taken"), title: text, role: "img", "aria-label": text,
      style: who >= 0 ? `--seat:${SEAT_COLORS[who]}` : null }, [String(vp)]);
  });
  const tiles = bonusKey === "temple" ? ctx.obs.temple_bonus || [] : [];
  const count = typeof ctx.obs.bonus?.temple === "number" ? ctx.obs.bonus.temple : tiles.length;
  const stackText = mapWord(ctx, "bonus_stack", { n: count });
  const bonus = h("div", { class: "arnak-rs-bstack", title: stackText }, tiles.length
    ? researchBonuses(ctx, tiles, true)
    : [h("span", { class: "arnak-rs-facedown", role: "img", "aria-label": stackText }, [`×${count}`])]);
  const costs = ARNAK_BOARD.research[side].temple_costs;
  const stacks = ARNAK_BOARD.temple_tiles.map((/** @type {Record<string, any>} */ t, /** @type {number} */ i) => {
    const cost = /** @type {Record<string, number>} */ ({});
    for (const letter of t.pay) for (const [k, v] of Object.entries(costs[letter])) cost[k] = (cost[k] || 0) + v;
    const n = (ctx.obs.temple_stacks || [])[i] ?? 0;
    const owners = ctx.obs.players.flatMap((/** @type {Record<string, any>} */ p, /** @type {number} */ seat) =>
      (p.temple_tiles || []).filter((/** @type {number} */ x) => x === i).map(() => seat));
    const words = [named(ctx, `temple_tile.${i}`), named(ctx, `text.temple_tile.${side}.${i}`),
      mapWord(ctx, "left", { n })];
    const place = mapPlace(ctx, [`temple:${i}`, ...researchStudy(ctx, `t${i}`)], { type: "temple", stack: i },
      cls("arnak-rs-stack", `is-${t.color}`, n === 0 && "is-empty"), words.join("; "));
    return h("div", { class: "arnak-rs-stack-wrap", "data-stack": String(i) }, [
      h("button", { type: "button", ...place.props }, [
        h("span", { class: "arnak-rs-stack-vp", text: String(t.vp) }),
        h("span", { class: "arnak-rs-stack-cost" }, [resView(ctx, cost)]),
        h("span", { class: "arnak-rs-stack-n", text: `×${n}` }),
        mapDiscount(ctx, place.props["data-target"]),
      ]),
      owners.length > 0 && h("span", { class: "arnak-rs-owners" }, owners.map((seat) => h("span", {
        class: "arnak-rs-owner", style: `--seat:${SEAT_COLORS[seat]}`, title: seatName(ctx, seat) }))),
      place.extra.length > 0 && h("div", { class: "arnak-map-extras" }, place.extra),
    ]);
  });
  return h("div", { class: "arnak-rs-temple", role: "group", "aria-label": named(ctx, "term.lost_temple") }, [
    h("div", { class: "arnak-rs-temple-head" }, [
      researchTempleArt(),
      h("span", { class: "arnak-rs-temple-name", text: named(ctx, "term.lost_temple") }),
      h("span", { class: "arnak-rs-arrivals" }, arrivals),
      bonus,
    ]),
    h("div", { class: "arnak-rs-stacks" }, stacks),
  ]);
}

/** A small stepped temple. */
function researchTempleArt() {
  return s("svg", { viewBox: "0 0 40 28", class: "arnak-rs-temple-art", "aria-hidden": "true", focusable: "false" }, [
    s("path", { d: "M2 27h36v-5H2zM6 22h28v-5H6zM10 17h20v-5H10zM14 12h12V7H14zM17 7h6V2h-6z", fill: "#c9a35a",
      stroke: "#5a4022", "stroke-width": "1.2", "stroke-linejoin": "round" }),
    s("path", { d: "M18 27v-4h4v4", fill: "#3b2a14" }),
  ]);
}

/** @param {Ctx} ctx */
function renderResearch(ctx) {
  const side = ctx.obs.temple === "snake" ? "snake" : "bird";
  const track = ARNAK_BOARD.research[side];
  const rows = Math.max(...track.spaces.map((/** @type {Record<string, any>} */ sp) => sp.row)) + 1;
  const bonusKey = researchBonusKey(ctx);
  /** @type {Map<number, [number, number]>} */
  const where = new Map();
  for (let row = 0; row < rows; row++) {
    const inRow = track.spaces.filter((/** @type {Record<string, any>} */ sp) => sp.row === row);
    inRow.forEach((/** @type {Record<string, any>} */ sp, /** @type {number} */ i) =>
      where.set(sp.id, [Math.round((i + 0.5) / inRow.length * 1000) / 10,
        Math.round((rows - 1 - row + 0.5) / rows * 1000) / 10]));
  }
  const bridges = s("svg", { class: "arnak-rs-bridges", viewBox: "0 0 100 100", preserveAspectRatio: "none",
    "aria-hidden": "true", focusable: "false" });
  for (const sp of track.spaces) {
    const [x1, y1] = where.get(sp.id) || [0, 0];
    for (const next of sp.next) {
      const [x2, y2] = where.get(next) || [0, 0];
      bridges.append(s("line", { x1, y1, x2, y2, "vector-effect": "non-scaling-stroke",
        "data-bridge": `${sp.id}-${next}` }));
    }
  }
  const cells = track.spaces.map((/** @type {Record<string, any>} */ sp) => {
    const [x, y] = where.get(sp.id) || [0, 0];
    return researchSpace(ctx, sp, x, y, bonusKey);
  });
  const infos = Array.from({ length: rows }, (_, i) => researchRowInfo(ctx, side, rows - 1 - i));
  return h("div", { class: cls("arnak-research", `is-${side}`), role: "group", "data-temple": side, "data-roving": "research",
    "aria-label": mapWord(ctx, "research", { temple: named(ctx, `temple.${side}`) }), style: `--rows:${rows}` }, [
    researchTemple(ctx, side, bonusKey),
    h("div", { class: "arnak-rs-track" }, [
      h("div", { class: "arnak-rs-rows" }, infos),
      h("div", { class: "arnak-rs-field" }, [bridges, ...cells]),
    ]),
  ]);
}
