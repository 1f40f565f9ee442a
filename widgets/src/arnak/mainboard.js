// ---------------------------------------------------------------------------------------
// The main board (arnak/mainboard.js): for the chosen temple side, the five camps along the
// bottom, the eight level I sites in the middle (two bands of four) and the four level II sites
// at the top, as on the printed board. Each space shows its travel cost; an undiscovered slot its
// idol(s) and the compasses to discover it; a discovered one its tile's effect, its guardian and
// the archaeologist standing there. Every space is a button for whatever is decided there.

/** Choice frames whose value is a space (a camp space c0a… or a level I/II site s1…). */
const MAP_SPACE_CHOICES = ["dig_or_discover", "relocate_from", "relocate_to", "return_home", "camp"];
/** Choice frames whose value is a whole site (a camp c0… or s1…). */
const MAP_SITE_CHOICES = ["activate", "guardian", "guardian_from", "guardian_to"];
/** The slots' bands from the top: level II (s9…s12), level I upper (s5…s8), level I lower (s1…s4). */
const MAP_BANDS = [[9, 10, 11, 12], [5, 6, 7, 8], [1, 2, 3, 4]];

/** A board word under ui.arnak.map.*, filled. @param {Ctx} ctx @param {string} key @param {Record<string, any>} [params] */
function mapWord(ctx, key, params) {
  return fill(word(ctx, `map.${key}`), params);
}

/** Resources as words ("1 coin, 2 tablet"; ja "コイン×1・石板×2"). @param {Ctx} ctx @param {Record<string, any>} res */
function mapResText(ctx, res) {
  const parts = [];
  for (const [kind, n] of Object.entries(res || {})) {
    if (kind === "travel") parts.push(mapIconsText(ctx, n));
    else if (n) {
      const name = kind === "discard_card" ? mapWord(ctx, "discard_card") : kind === "idol_from_supply"
        ? named(ctx, "term.idol") : named(ctx, `res.${kind}`);
      parts.push(ctx.lang === "ja" ? `${name}×${n}` : `${n} ${name}`);
    }
  }
  return parts.join(ctx.lang === "ja" ? "・" : ", ") || mapWord(ctx, "free_cost");
}

/** @param {Ctx} ctx @param {string[]} icons */
function mapIconsText(ctx, icons) {
  return icons.map((i) => named(ctx, `icon.${i}`)).join("+");
}

/** The accessible name of a thing that may be a target: the option's words first, then what it is. */
function mapLabel(/** @type {Record<string, any>} */ props, /** @type {string} */ text) {
  return props["aria-label"] ? `${props["aria-label"]} — ${text}` : text;
}

/**
 * Props for one place on the board that several targets can name: the first legal one (else the
 * `why` target, so a refused click asks why) goes on the place itself; every other legal one gets
 * its own small button, so each target is drawn exactly once.
 * @param {Ctx} ctx @param {string[]} targets @param {Action | null} why
 * @param {string} base class names @param {string} text what the place is, for tooltip and screen readers
 */
function mapPlace(ctx, targets, why, base, text) {
  const legal = targets.filter((t) => ctx.entries.has(t));
  const props = targetProps(ctx, legal[0] ?? targets[0], legal.length ? null : why);
  const place = targets[0].split(":")[1];
  // while a travel cost is paid, the place travelled to is marked (its words say so too)
  const travelling = place === travellingTo(ctx) ? mapWord(ctx, "travelling") : null;
  if (travelling) text = `${text}; ${travelling}`;
  const out = { ...props, class: cls(base, props.class, travelling && "is-travelling"),
    title: props.title ? `${text}\n${props.title}` : text, "aria-label": mapLabel(props, text), "data-place": place,
    "data-travelling": travelling };
  const extra = legal.slice(1).map((t) => {
    const p = targetProps(ctx, t);
    const discount = mapDiscountRes(ctx, t);
    return h("button", { type: "button", ...p, class: cls("arnak-map-extra", p.class),
      "aria-label": discount ? `${p["aria-label"]} (−${mapResText(ctx, discount)})` : p["aria-label"] },
    [mapExtraText(ctx, t)]);
  });
  return { props: out, extra };
}

/** The site or camp space whose travel cost is being paid ("" when none). @param {Ctx} ctx */
function travellingTo(ctx) {
  const top = ctx.obs.stack?.at(-1);
  const m = top?.kind === "pay" ? /^(?:dig|discover|overcome) (\S+)$/.exec(top.action || "") : null;
  return m ? m[1] : "";
}

/**
 * A study choice offered with several discounts ("study:5/1"): the discount it uses, as pictures.
 * @param {Ctx} ctx @param {string | undefined} target
 */
function mapDiscount(ctx, target) {
  const discount = mapDiscountRes(ctx, target);
  return discount ? h("span", { class: "arnak-map-discount" }, ["−", resView(ctx, discount)]) : null;
}

/** The discount (resources) a "study:<where>/<i>" choice uses. @param {Ctx} ctx @param {string | undefined} target */
function mapDiscountRes(ctx, target) {
  const m = /^study:[^/]+\/(\d+)$/.exec(target || "");
  if (!m) return null;
  const stack = ctx.obs.stack || [];
  const frame = stack[stack.length - 1] || {};
  return /** @type {Record<string, number> | null} */ ((frame.discounts || [])[Number(m[1])] || null);
}

/** A short word for an extra option chip: what choosing it does. @param {Ctx} ctx @param {string} target */
function mapExtraText(ctx, target) {
  const discount = mapDiscount(ctx, target);
  if (discount) return discount;
  const kind = target.split(":")[0];
  const key = `map.do.${kind}`;
  return ctx.ui[`arnak.${key}`] ? word(ctx, key) : (ctx.entries.get(target) || [])[0]?.label ?? kind;
}

/** An archaeologist in its seat colour. @param {Ctx} ctx @param {number} seat */
function mapMeeple(ctx, seat) {
  const label = mapWord(ctx, "archaeologist_of", { name: seatName(ctx, seat) });
  return s("svg", { viewBox: "0 0 24 24", class: "arnak-map-meeple", role: "img", "aria-label": label,
    "data-seat": String(seat), "data-motion": `arch:${seat}` }, [ // it walks from its player's camp (common/motion.js)
    s("title", { text: label }),
    s("path", { d: "M12 2.5a3.6 3.6 0 1 1 0 7.2 3.6 3.6 0 0 1 0-7.2zM6.5 22l1.3-6.4-3.3 1.2-.9-2.3 5.6-3.7h5.6l5.6 3.7"
      + "-.9 2.3-3.3-1.2L17.5 22h-4l-1.5-4.5L10.5 22z", fill: SEAT_COLORS[seat] ?? "#888", stroke: "#231a10",
    "stroke-width": "1.2", "stroke-linejoin": "round" }),
  ]);
}

/** A guardian: its figure, the cost to overcome it, its boon and its points. @param {Ctx} ctx @param {number} id */
function mapGuardian(ctx, id) {
  const g = ARNAK_BOARD.guardians.find((/** @type {Record<string, any>} */ x) => x.id === id);
  const text = [named(ctx, `guardian.${id}`), named(ctx, `text.guardian.${id}.cost`),
    named(ctx, `text.guardian.${id}.boon`)].join("\n");
  if (!g) return h("span", { class: "arnak-map-guardian", title: text });
  const { travel = [], discard_card: discard = 0, ...res } = g.cost;
  return h("span", { class: "arnak-map-guardian", title: text, "data-guardian": String(id) }, [
    pic("guardian", named(ctx, `guardian.${id}`)),
    h("span", { class: "arnak-map-gcost" }, [
      travel.length > 0 && travelView(ctx, travel),
      discard > 0 && h("span", { class: "arnak-op-pic is-discard", title: mapWord(ctx, "discard_card") },
        [pic("card", mapWord(ctx, "discard_card")), h("b", { class: "arnak-op-mark", "aria-hidden": "true", text: "↓" })]),
      resView(ctx, res),
    ]),
    h("span", { class: "arnak-map-boon", title: named(ctx, `text.guardian.${id}.boon`) },
      [h("span", { class: "arnak-map-boon-mark", text: "⚡" }), stepsView(ctx, g.boon)]),
    h("span", { class: "arnak-map-vp", text: String(ARNAK_BOARD.guardian_vp) }),
  ]);
}

/** The name of a slot: its tile's name and its place, or its place. @param {Ctx} ctx @param {number} n 1…12 @param {number} tile */
function mapSiteName(ctx, n, tile) {
  const level = n <= 8 ? 1 : 2;
  const slot = mapWord(ctx, `slot${level}`, { n: level === 1 ? n : n - 8 });
  return tile ? `${siteName(ctx, `s${n}`)} (${slot})` : slot;
}

/** Who stands there, as words. @param {Ctx} ctx @param {number} who */
function mapWho(ctx, who) {
  if (who === -2) return mapWord(ctx, "blocked");
  if (who >= 0) return mapWord(ctx, "archaeologist_of", { name: seatName(ctx, who) });
  return mapWord(ctx, "free");
}

/** One level I/II slot. @param {Ctx} ctx @param {number} n 1…12 */
function mapSite(ctx, n) {
  const site = ctx.obs.sites[n - 1] || { tile: 0, guardian: 0, idol: "", hidden_idol: false, occupant: -1 };
  const side = ctx.obs.temple;
  const level = n <= 8 ? 1 : 2;
  const id = `s${n}`;
  const travel = ARNAK_BOARD.slots[side][String(level)][level === 1 ? n - 1 : n - 9];
  const mine = ctx.snap.viewer !== null && site.occupant === ctx.snap.viewer;
  const why = !site.tile ? { type: "discover", site: id }
    : mine && site.guardian ? { type: "overcome", site: id } : { type: "dig", site: id };
  const words = [mapSiteName(ctx, n, site.tile), `${mapWord(ctx, "travel")}: ${mapIconsText(ctx, travel)}`];
  /** @type {Child[]} */
  const body = [h("span", { class: "arnak-map-cost" }, [travelView(ctx, travel)])];
  if (!site.tile) {
    const compasses = ARNAK_BOARD.discover_cost[String(level)];
    words.push(mapWord(ctx, "undiscovered"), `${mapWord(ctx, "discover")}: ${mapResText(ctx, { compass: compasses })}`);
    /** @type {Child[]} */
    const idols = [];
    if (site.idol) {
      words.push(`${named(ctx, `idol.${site.idol}`)}: ${named(ctx, `text.idol.${site.idol}`)}`);
      idols.push(h("span", { class: "arnak-map-idol", title: named(ctx, `text.idol.${site.idol}`),
        "data-idol": site.idol }, [pic("idol", named(ctx, `idol.${site.idol}`)), mapIdolBonus(ctx, site.idol)]));
    }
    if (site.hidden_idol) {
      words.push(mapWord(ctx, "hidden_idol"));
      idols.push(h("span", { class: "arnak-map-idol is-hidden", title: mapWord(ctx, "hidden_idol") },
        [pic("idol", mapWord(ctx, "hidden_idol")), h("b", { text: "?" })]));
    }
    body.push(h("span", { class: "arnak-map-idols" }, idols),
      h("span", { class: "arnak-map-discover", title: mapWord(ctx, "discover") }, [
        h("span", { class: "arnak-map-discover-mark", "aria-hidden": "true", text: "⌕" }),
        picCount(ctx, "compass", compasses)]));
  } else {
    const tile = ARNAK_BOARD.site_tiles[String(level)].find((/** @type {Record<string, any>} */ t) => t.id === site.tile);
    const text = named(ctx, `text.site.${level}.${site.tile}`);
    words.push(text);
    body.push(h("span", { class: "arnak-map-effect", title: text, "data-tile": `${level}.${site.tile}` },
      [tile ? stepsView(ctx, tile.effect) : null]));
  }
  if (site.guardian) {
    words.push(`${named(ctx, `guardian.${site.guardian}`)}: ${named(ctx, `text.guardian.${site.guardian}.cost`)}`);
    body.push(mapGuardian(ctx, site.guardian));
  }
  if (site.tile) words.push(mapWho(ctx, site.occupant));
  if (site.occupant >= 0) body.push(h("span", { class: "arnak-map-who" }, [mapMeeple(ctx, site.occupant)]));
  const targets = [`site:${id}`, ...[...MAP_SPACE_CHOICES, ...MAP_SITE_CHOICES].map((k) => `${k}:${id}`)];
  const { props, extra } = mapPlace(ctx, targets, why, cls("arnak-map-space", "arnak-map-slot",
    site.tile ? "is-discovered" : "is-undiscovered", site.occupant >= 0 && "is-occupied",
    site.guardian && "is-guarded"), words.join("; "));
  return h("div", { class: cls("arnak-map-site", `is-level${level}`), "data-site": id }, [
    h("button", { type: "button", ...props }, body),
    extra.length > 0 && h("div", { class: "arnak-map-extras" }, extra),
  ]);
}

/** The bonus an idol gives when its site is discovered, as a picture. @param {Ctx} ctx @param {string} idol */
function mapIdolBonus(ctx, idol) {
  const steps = ARNAK_BOARD.idols.bonus_steps[idol];
  return stepsView(ctx, steps || [{ op: idol }]);
}

/** One camp: its effect (and a guardian moved there), its two spaces. @param {Ctx} ctx @param {number} camp */
function mapCamp(ctx, camp) {
  const spaces = ctx.obs.camps[camp] || [-1, -1];
  const guardian = (ctx.obs.camp_guardians || [])[camp] || 0;
  const site = `c${camp}`;
  const effect = ARNAK_BOARD.camps[camp]?.effect || [];
  const text = named(ctx, `text.camp.${camp}`);
  const mine = ctx.snap.viewer !== null && spaces.includes(ctx.snap.viewer);
  const headWords = [named(ctx, `camp.${camp}`), text];
  if (guardian) headWords.push(`${named(ctx, `guardian.${guardian}`)}: ${named(ctx, `text.guardian.${guardian}.cost`)}`);
  const head = mapPlace(ctx, [`site:${site}`, ...MAP_SITE_CHOICES.map((k) => `${k}:${site}`)],
    guardian && mine ? { type: "overcome", site } : null, cls("arnak-map-camp-head", guardian && "is-guarded"),
    headWords.join("; "));
  const headBody = [
    h("span", { class: "arnak-map-camp-name", text: named(ctx, `camp.${camp}`) }),
    h("span", { class: "arnak-map-effect", title: text }, [stepsView(ctx, effect)]),
    guardian ? mapGuardian(ctx, guardian) : null,
  ];
  // the head is a button only when something is decided there; otherwise a picture with a tooltip
  const headEl = head.props["data-target"] || head.props["data-why"]
    ? h("button", { type: "button", ...head.props }, headBody)
    : h("div", { class: head.props.class, title: head.props.title }, headBody);
  const spaceEls = spaces.map((who, i) => {
    const id = `${site}${"ab"[i]}`;
    const cost = ARNAK_BOARD.camp_space_costs[i];
    const name = mapWord(ctx, `space_${"ab"[i]}`, { camp: named(ctx, `camp.${camp}`) });
    const words = [name, `${mapWord(ctx, "travel")}: ${mapIconsText(ctx, cost)}`, mapWho(ctx, who)].join("; ");
    const place = mapPlace(ctx, [`site:${id}`, ...MAP_SPACE_CHOICES.map((k) => `${k}:${id}`)],
      { type: "dig", site: id },
      cls("arnak-map-space", "arnak-map-campspace", who === -2 && "is-blocked", who >= 0 && "is-occupied"), words);
    return h("div", { class: "arnak-map-campspace-wrap", "data-site": id }, [
      h("button", { type: "button", ...place.props }, [
        h("span", { class: "arnak-map-cost" }, [travelView(ctx, cost)]),
        who === -2 ? h("span", { class: "arnak-map-block", "aria-hidden": "true" }) : null,
        who >= 0 ? mapMeeple(ctx, who) : null,
      ]),
      place.extra.length > 0 && h("div", { class: "arnak-map-extras" }, place.extra),
    ]);
  });
  return h("div", { class: cls("arnak-map-camp", guardian && "is-guarded"), "data-site": site }, [
    headEl, head.extra.length > 0 && h("div", { class: "arnak-map-extras" }, head.extra),
    h("div", { class: "arnak-map-campspaces" }, spaceEls),
  ]);
}

/** The ground under the sites: jungle, a river to the sea, the paths up from the camps. */
function mapTerrain(/** @type {string} */ side) {
  return s("svg", { class: "arnak-map-terrain", viewBox: "0 0 100 100", preserveAspectRatio: "none",
    "aria-hidden": "true", focusable: "false" }, [
    s("rect", { class: "arnak-map-jungle", x: 0, y: 0, width: 100, height: 100 }),
    s("path", { class: "arnak-map-heights", d: "M0 0H100V22C80 30 62 18 45 26S14 22 0 30Z" }),
    s("path", { class: "arnak-map-sea", d: "M100 40C92 46 90 60 94 70S92 92 100 100Z" }),
    s("path", { class: "arnak-map-river", d: side === "snake" ? "M8 0C20 20 4 38 30 50S70 60 96 62"
      : "M20 0C30 18 18 36 42 48S78 58 96 56" }),
    s("path", { class: "arnak-map-path", d: "M10 96C16 80 12 70 20 58S30 34 18 14" }),
    s("path", { class: "arnak-map-path", d: "M50 96C46 82 56 70 50 58S60 36 50 14" }),
    s("path", { class: "arnak-map-path", d: "M90 96C84 82 88 70 80 58S70 36 82 14" }),
  ]);
}

/** @param {Ctx} ctx */
function renderMainBoard(ctx) {
  const side = ctx.obs.temple === "snake" ? "snake" : "bird";
  const bands = MAP_BANDS.map((ids, i) => h("div", { class: cls("arnak-map-band", i === 0 ? "is-level2" : "is-level1"),
    "data-band": i === 0 ? "2" : `1${"ba"[i - 1]}` }, [
    i !== 2 && h("span", { class: "arnak-map-band-name", text: named(ctx, i === 0 ? "term.level2" : "term.level1") }),
    ...ids.map((n) => mapSite(ctx, n)),
  ]));
  const left = ctx.obs.tiles_left || {};
  const pile = (/** @type {string} */ text, /** @type {Child} */ mark, /** @type {number} */ n) =>
    h("span", { class: "arnak-map-pile", title: text, role: "img", "aria-label": text }, [mark, ` ×${n}`]);
  const piles = h("div", { class: "arnak-map-piles" }, [
    ...["1", "2"].map((level) => pile(mapWord(ctx, "tiles_left", { level: named(ctx, `term.level${level}`),
      n: left[level] ?? 0 }), h("b", { text: level === "1" ? "I" : "II" }), left[level] ?? 0)),
    pile(mapWord(ctx, "guardians_left", { n: ctx.obs.guardians_left ?? 0 }), pic("guardian"), ctx.obs.guardians_left ?? 0),
  ]);
  const camps = h("div", { class: "arnak-map-band is-camps", "data-band": "0" },
    ctx.obs.camps.map((/** @type {number[]} */ _, /** @type {number} */ i) => mapCamp(ctx, i)));
  return h("div", { class: cls("arnak-map", `is-${side}`), role: "group", "data-temple": side, "data-roving": "map",
    "aria-label": mapWord(ctx, "board", { temple: named(ctx, `temple.${side}`) }) }, [
    mapTerrain(side),
    h("div", { class: "arnak-map-head" }, [
      h("span", { class: "arnak-map-side", text: named(ctx, `temple.${side}`) }), piles]),
    ...bands, camps,
  ]);
}
