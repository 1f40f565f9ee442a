// ---------------------------------------------------------------------------------------
// Arnak's pictures (arnak/icons.js): resources, travel, cards and the other tokens as small
// coloured SVG shapes drawn here (no art copied), and an effect's steps as a row of them.
// Colours also carry a letter-free shape, so a colour-blind player tells coin from compass.

/** [fill, stroke, shape path(s) in a 24×24 box] for each picture. */
const ARNAK_PICS = /** @type {Record<string, [string, string, string[]]>} */ ({
  coin: ["#f2c230", "#8a6510", ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M12 7v10M9.5 9.5h5"]],
  compass: ["#5aa2d8", "#1d4d73", ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M12 6l2.5 6L12 18l-2.5-6z"]],
  tablet: ["#7fb36a", "#355b28", ["M6 4h12v16H6z", "M9 8h6M9 12h6M9 16h4"]],
  arrowhead: ["#d0643f", "#6e2a13", ["M12 2 19 15l-7 7-7-7z", "M12 8v8"]],
  jewel: ["#a45cc9", "#4f2068", ["M7 4h10l4 6-9 11L3 10z", "M3 10h18M9 4l3 6 3-6"]],
  boot: ["#caa47a", "#5a4025", ["M7 3h6v9l6 3v5H5l2-8z"]],
  car: ["#e0a43a", "#5e3d0b", ["M4 14l2-5h12l2 5v4H4z", "M7 18a2 2 0 1 0 0 .1M17 18a2 2 0 1 0 0 .1"]],
  ship: ["#4f8fc0", "#1b3d5a", ["M3 14h18l-3 6H6z", "M12 3v11M12 4l6 8h-6"]],
  plane: ["#8aa0b4", "#2d3d4b", ["M2 13l8-2 3-8h2l-1 8 8 2v2l-8-1-1 6 2 2h-5l1-2-1-6-8 1z"]],
  fear: ["#4b4453", "#1b1720", ["M5 3h14v18H5z", "M9 10h.01M15 10h.01M9 16c2-2 4-2 6 0"]],
  card: ["#f4ead3", "#6b5a3a", ["M6 3h12v18H6z"]],
  vp: ["#fff3c4", "#8a6510", ["M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21l1.5-7L2 9.3l7-.8z"]],
  idol: ["#c9b27c", "#5a4a22", ["M9 3h6v4l2 3v11H7V10l2-3z", "M10 13h4"]],
  guardian: ["#7a5a9a", "#2e1c40", ["M12 2l8 4v6c0 5-4 8-8 10-4-2-8-5-8-10V6z", "M9 11h.01M15 11h.01"]],
  assistant: ["#d9d9d9", "#4a4a4a", ["M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21c0-4 4-7 8-7s8 3 8 7z"]],
  exile: ["#f4ead3", "#8b1e1e", ["M6 3h12v18H6z", "M9 9l6 6M15 9l-6 6"]],
  upgrade: ["#fff", "#2b2418", ["M12 20V5", "M6 11l6-6 6 6"]],
  research: ["#e9d8a6", "#5a4a22", ["M10 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12z", "M14.5 14.5 20 20"]],
  archaeologist: ["#fff", "#2b2418", ["M12 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z", "M6 21l2-9h8l2 9z"]],
  lightning: ["#ffd23a", "#7a5200", ["M13 2 4 14h7l-2 8 9-12h-7z"]],
  discard: ["#f4ead3", "#6b5a3a", ["M4 5h10v14H4z", "M15 12h6M18 9l3 3-3 3"]],
  site: ["#cdb98d", "#5a4a22", ["M3 20h18L17 9h-3l-2-5-2 5H7z", "M10 20v-5h4v5"]],
  staff: ["#e7dcc0", "#4a3a1c", ["M12 2a4 4 0 1 0 0 8 4 4 0 0 1 0-8z", "M12 10v12"]],
  first: ["#f0e2b6", "#6b4c12", ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M10 8h3v8M9.5 16h5"]],
  temple: ["#e6c97a", "#6b4c12", ["M3 20h18M5 20V10h14v10M3 10l9-7 9 7", "M9 20v-6h6v6"]],
  crate: ["#b88a52", "#4a3216", ["M3 8h18v12H3z", "M3 8l3-4h12l3 4M3 14h18"]],
  pass: ["#fff", "#2b2418", ["M5 12h10", "M11 7l5 5-5 5", "M19 5v14"]],
  main: ["#fff", "#2b2418", ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M8 12h8M12 8v8"]],
});

/** Seat colours: the four player colours of the box (red, blue, green, yellow). */
const SEAT_COLORS = ["#c8453b", "#3b6fc8", "#3f9a4f", "#d9a520"];

/** Each picture drawn once, then copied: a copy is much cheaper than building the SVG again (a board has hundreds). */
const PIC_TEMPLATES = /** @type {Map<string, Element>} */ (new Map());

/**
 * A picture; `label` (words) makes it an image with a name, otherwise it is decoration.
 * @param {string} kind @param {string} [label] @param {string} [extra]
 */
function pic(kind, label, extra) {
  const key = `${kind} ${extra || ""}`;
  let template = PIC_TEMPLATES.get(key);
  if (!template) {
    const [fillColor, stroke, paths] = ARNAK_PICS[kind] || ARNAK_PICS.card;
    template = s("svg", { viewBox: "0 0 24 24", class: cls("arnak-pic", `arnak-pic-${kind}`, extra), focusable: "false" },
      paths.map((d, i) => s("path", { d, fill: i === 0 ? fillColor : "none", stroke, "stroke-width": "1.6",
        "stroke-linejoin": "round", "stroke-linecap": "round" })));
    PIC_TEMPLATES.set(key, template);
  }
  const svg = /** @type {Element} */ (template.cloneNode(true));
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
    svg.append(s("title", { text: label }));
  } else svg.setAttribute("aria-hidden", "true");
  return svg;
}

/** A count of a picture: "2×coin" as the picture repeated (up to 3) or with a number. @param {Ctx} ctx */
function picCount(ctx, kind, n, nameKey = `res.${kind}`) {
  const label = `${n} ${named(ctx, nameKey)}`;
  if (n <= 3) return h("span", { class: "arnak-pics", title: label, "aria-label": label, role: "img" },
    Array.from({ length: n }, () => pic(kind)));
  return h("span", { class: "arnak-pics", title: label, "aria-label": label, role: "img" },
    [h("b", { text: String(n) }), pic(kind)]);
}

/** Resources as pictures, e.g. a cost {coin: 2, arrowhead: 1}. @param {Ctx} ctx @param {Record<string, number>} res */
function resView(ctx, res) {
  return h("span", { class: "arnak-res" }, Object.entries(res).filter(([, n]) => n)
    .map(([kind, n]) => picCount(ctx, ARNAK_PICS[kind] ? kind : RES_PIC[kind] || kind, n,
      ARNAK_PICS[kind] ? `res.${kind}` : `term.${kind}`)));
}

/** Cost keys that are not resources (a guardian's "discard a card"). */
const RES_PIC = /** @type {Record<string, string>} */ ({ discard_card: "discard" });

/** Travel icons, e.g. ["ship", "ship"]. @param {Ctx} ctx @param {string[]} icons */
function travelView(ctx, icons) {
  return h("span", { class: "arnak-travel" }, icons.map((kind) => pic(kind, named(ctx, `icon.${kind}`))));
}

/**
 * An op without amounts: its picture and a small mark telling apart ops that share a picture (recruit, refresh,
 * upgrade an assistant…); its words are ui["arnak.op.<op>"], in the player's language.
 */
const OP_PICS = /** @type {Record<string, [string, string]>} */ ({
  exile: ["exile", ""], exile_self: ["exile", ""], exile_row_item: ["exile", "I"], upgrade: ["upgrade", ""],
  discard: ["card", "↓"], research: ["research", ""], relocate: ["archaeologist", "⇄"],
  return_home: ["archaeologist", "↩"], activate: ["site", "▶"], site_tile: ["site", "?"],
  overcome_free: ["guardian", "0"], move_guardian: ["guardian", "⇄"], supply_assistant: ["assistant", "▶"],
  swap_assistant: ["assistant", "⇄"], refresh_assistant: ["assistant", "↻"], recruit: ["assistant", "+"],
  upgrade_assistant: ["assistant", "▲"], rescue: ["assistant", "+"], buy: ["card", "$"], gain_card: ["card", "+"],
  earring: ["card", "3"], draw_bottom: ["card", "↥"], pass: ["pass", ""], stone_key: ["idol", "↩"],
  war_mask: ["fear", "✕"], ocarina: ["plane", ""], passage_shell: ["archaeologist", "0"],
});

/** An op as its picture with its mark, named in words. @param {Ctx} ctx @param {string} op @param {Child[]} [more] */
function opPic(ctx, op, more = []) {
  const [kind, mark] = OP_PICS[op] || ["card", "?"];
  const label = word(ctx, `op.${op}`);
  return h("span", { class: cls("arnak-op-pic", `is-${op}`), title: label }, [pic(kind, label),
    mark && h("b", { class: "arnak-op-mark", "aria-hidden": "true", text: mark }), ...more]);
}

/**
 * An effect (rules/arnak data steps) as pictures, each op named in words (tooltip and screen readers); the one
 * way every part draws an effect: cards, sites, camps, guardians' boons, assistants, research rows, idols.
 * @param {Ctx} ctx @param {Record<string, any>[]} steps
 * @returns {HTMLElement}
 */
function stepsView(ctx, steps) {
  /** @type {Child[]} */
  const parts = [];
  for (const step of steps) {
    const op = step.op;
    if (op === "gain") parts.push(resView(ctx, step.res));
    else if (op === "pay") parts.push(h("span", { class: "arnak-pay" }, ["−", resView(ctx, step.res)]));
    else if (op === "draw") parts.push(h("span", { class: "arnak-draw" }, ["+", picCount(ctx, "card", step.n, "term.deck")]));
    else if (op === "fear") parts.push(picCount(ctx, "fear", step.n, "term.fear_card"));
    else if (op === "travel") parts.push(travelView(ctx, step.icons));
    else if (op === "pay_travel") parts.push(h("span", { class: "arnak-pay" }, ["−", travelView(ctx, step.icons)]));
    else if (op === "choose") {
      parts.push(h("span", { class: "arnak-choose" }, step.options.flatMap((/** @type {any[]} */ option,
        /** @type {number} */ i) => [i > 0 && h("span", { class: "arnak-or", text: "/" }), stepsView(ctx, option)])));
    } else if (op === "dig_or_discover") {
      const label = word(ctx, "op.dig_or_discover");
      parts.push(h("span", { class: "arnak-op-pic is-dig_or_discover", title: label }, [pic("archaeologist", label),
        step.travel_discount && h("span", { class: "arnak-pay" }, ["−", travelView(ctx, step.travel_discount)]),
        step.compass_discount && h("span", { class: "arnak-pay" }, ["−", picCount(ctx, "compass", step.compass_discount)])]));
    } else if (op === "gain_per") {
      const label = word(ctx, "op.gain_per");
      parts.push(h("span", { class: "arnak-op-pic is-gain_per", title: label, role: "img", "aria-label": label },
        [resView(ctx, { [step.res]: 1 }), h("span", { class: "arnak-or", text: "/" }), pic("guardian")]));
    } else if (op === "buy" && step.discount) {
      parts.push(opPic(ctx, op, [h("span", { class: "arnak-pay" }, ["−", picCount(ctx, "coin", step.discount)])]));
    } else parts.push(opPic(ctx, op));
    parts.push(h("span", { class: "arnak-then", "aria-hidden": "true", text: "›" }));
  }
  parts.pop();
  return h("span", { class: "arnak-steps" }, parts);
}
