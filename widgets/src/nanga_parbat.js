// @ts-check
/**
 * Nanga Parbat board — an anywidget front-end module (one plain ES module, no imports).
 *
 * This is the source of widgets/static/nanga_parbat.js: `python3 build.py boards` replaces each
 * include line below with that file from widgets/src/common/ (code every board shares;
 * its class names take this board's PREFIX).
 *
 * The host (JupyterLab's anywidget or the static page's small JS host) keeps a synced
 * `snapshot` (rules/table.py `Table.snapshot`, rules/session.py, observation from
 * rules/nanga_parbat/view.py) and answers the messages this board sends with a new snapshot.
 * The board only ever reads `model.get("snapshot")`, listens to `change:snapshot` /
 * `msg:custom`, and calls `model.send`.
 *
 * Every string on screen comes from the snapshot (ui, prompt, log, labels, names, help) or,
 * when the snapshot lacks it, from the small tables below (title, species, chart rows);
 * untrusted text is set with textContent only. Everything is drawn with createElement /
 * createElementNS.
 */

/**
 * @typedef {SeatView} SeatInfo
 * @typedef {{type: string, section?: string, region?: number, animal?: string, row?: string, used?: boolean}} Action
 * @typedef {LegalEntry} Legal
 * @typedef {{id: string, region: number, animal: string | null, hiker: number | null, camp: number | null}} Section
 * @typedef {{row: string, column: number, count: number, points: number, owner: number | null}} Square
 * @typedef {{kind: "claim", row: string, picks: any[]} | {kind: "power", animal: string, picks: string[]}} Pending
 * @typedef {{seat: number, trap: string | null, animal: string | null,
 *            powers: {animal: string, from?: number, region?: number, sections?: string[]}[],
 *            claim: {row: string, column: number, count: number, points: number} | null,
 *            panda: number | null}} TurnSummary
 * @typedef {{
 *   phase: string, first_player: number, turn: number | null, step: string | null, trapped: boolean,
 *   claimed: boolean, guide: number | null, trap_sections: string[], sections: Section[],
 *   between_links: string[][], scores: number[], track_length: number, turns: number[],
 *   hikers_left: number[], camps_left: number[], cubes_left: number[],
 *   animal_boards: Record<string, {fresh: number, used: number}>[], chart: Square[],
 *   pending: Pending | null, this_turn: TurnSummary | null, last_turn: TurnSummary | null
 * }} Observation
 * @typedef {SnapshotOf<Observation, any>} Snapshot  (common/shapes.js, from rules/shapes.py)
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{prevCells: Map<string, string>, prevVersion: number, busyTimer: number, quietTimer: number,
 *   drawn: Map<string, Node>}} ViewState
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, myTurn: boolean,
 *   placed: Set<string>, byTarget: Map<string, Legal>, act(entry: Legal): void, explain(action: Action): void,
 *   send(msg: object): void, view: ViewState
 * }} Ctx
 */

const PREFIX = "np";

/**
 * The six species: names (used only if the snapshot's help lacks them), the mark drawn on the
 * token, and colours (token, darker ears/horns).
 */
const SPECIES = /** @type {Record<string, {en: string, ja: string, mark: {en: string, ja: string}, color: string,
  dark: string}>} */ ({
  snow_leopard: { en: "Snow Leopard", ja: "雪豹", mark: { en: "S", ja: "雪" }, color: "#98a2ab", dark: "#4d5760" },
  tahr: { en: "Tahr", ja: "タール", mark: { en: "T", ja: "タ" }, color: "#8c5d33", dark: "#553516" },
  musk_deer: { en: "Musk Deer", ja: "ジャコウ鹿", mark: { en: "M", ja: "ジ" }, color: "#b39550", dark: "#6c5520" },
  yak: { en: "Yak", ja: "ヤク", mark: { en: "Y", ja: "ヤ" }, color: "#463b35", dark: "#1d1714" },
  bharal: { en: "Bharal", ja: "ヒマラヤ羊", mark: { en: "B", ja: "ヒ" }, color: "#5a80a6", dark: "#2f4a66" },
  red_panda: { en: "Red Panda", ja: "レッサーパンダ", mark: { en: "R", ja: "レ" }, color: "#c9562a", dark: "#7a2e0f" },
});
const SPECIES_ORDER = ["snow_leopard", "tahr", "musk_deer", "yak", "bharal", "red_panda"];

/** Words the snapshot's ui does not carry (yet): the title and the chart's rows. */
const WORDS = /** @type {Record<string, Record<string, string>>} */ ({
  en: { title: "Nanga Parbat", camps: "Camps", different: "Different species", same: "Same species" },
  ja: { title: "ナンガパルバット", camps: "キャンプ", different: "異なった種類の動物", same: "同じ種類の動物" },
});
const ROWS = ["camps", "different", "same"];

/** Player colours (seat 0, seat 1): strong, and a soft tint for the sections they hold. */
const SEAT_CLASS = ["np-p0", "np-p1"];

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  check: ["M5 12.5 10 17.5 19 7"],
  bolt: ["M13 2 4 14h7l-1 8 9-12h-7z"],
  swap: ["M7 4 3 8l4 4", "M3 8h14", "M17 20l4-4-4-4", "M21 16H7"],
  flag: ["M5 21V4", "M5 4h12l-3 4 3 4H5"],
  end: ["M5 12h12", "m13 6 6 6-6 6"],
};

// @include common/shapes.js
// @include common/dom.js
// @include common/icons.js
// @include common/options.js
// @include common/toolbar.js
// @include common/panels.js
// @include common/keys.js
// @include common/motion.js
// @include common/frame.js
// @include common/board.css
// @include common/styles.js

/** @param {number} n */
const r1 = (n) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------
// Words: the snapshot first, then the small tables.

/** @param {Ctx} ctx @param {string} key */
function word(ctx, key) {
  return ctx.ui[key] || (WORDS[ctx.lang] || WORDS.en)[key] || WORDS.en[key] || key;
}

/** @param {Ctx} ctx @param {string} id */
function speciesName(ctx, id) {
  const fromHelp = ctx.snap.help?.animals?.find((a) => a.id === id)?.name;
  const table = SPECIES[id];
  return ctx.ui[`animal_${id}`] || fromHelp || (table ? table[ctx.lang === "ja" ? "ja" : "en"] : id);
}

/** @param {Ctx} ctx @param {string} row */
function rowName(ctx, row) {
  return ctx.ui[`row_${row}`] || word(ctx, row);
}

/** @param {Ctx} ctx @param {number} seat */
function seatName(ctx, seat) {
  return ctx.snap.seats[seat]?.name ?? "";
}

/** @param {Ctx} ctx @param {Section} sec  what lies on a section, in words */
function sectionWords(ctx, sec) {
  const where = fill(ctx.ui.section || "Section {id}", { id: sec.id });
  if (sec.animal) return `${where}: ${speciesName(ctx, sec.animal)}`;
  if (sec.hiker !== null) return `${where}: ${ctx.ui.hiker || ""} (${seatName(ctx, sec.hiker)})`;
  if (sec.camp !== null) return `${where}: ${ctx.ui.camp || ""} (${seatName(ctx, sec.camp)})`;
  return where;
}

// ---------------------------------------------------------------------------------------
// Pieces drawn in SVG: animal tokens, hikers, camps, the guide, flags, cubes.
// Tokens are drawn in a 20×20 box centred on 0,0 (disk radius 10) and scaled.

/**
 * Ears or horns behind the disk, and marks on it: one simple silhouette per species.
 * @param {string} id
 * @param {string} dark
 */
function speciesShapes(id, dark) {
  const horn = { fill: "none", stroke: dark, "stroke-width": 2.6, "stroke-linecap": "round" };
  const pale = { fill: "none", stroke: "#efe6d2", "stroke-width": 2.6, "stroke-linecap": "round" };
  switch (id) {
    case "snow_leopard":
      return {
        behind: [s("circle", { cx: -6.4, cy: -7, r: 3.4, fill: dark }), s("circle", { cx: 6.4, cy: -7, r: 3.4, fill: dark })],
        front: [[-7.2, 2.6, 1.2], [-5.6, 6.4, 0.9], [7.2, 2.6, 1.2], [5.6, 6.4, 0.9], [-7.6, -1.6, 0.8], [7.6, -1.6, 0.8]]
          .map(([cx, cy, r]) => s("circle", { cx, cy, r, fill: dark, opacity: 0.85 })),
      };
    case "tahr":
      return {
        behind: [s("path", { d: "M-3.4-7.6C-4.6-11.6-7.6-13.4-10.2-12.2", ...horn }),
          s("path", { d: "M3.4-7.6C4.6-11.6 7.6-13.4 10.2-12.2", ...horn })],
        front: [],
      };
    case "musk_deer":
      return {
        behind: [s("path", { d: "M-3.6-7.8Q-9.6-13.6-12.4-10Q-9.8-5.4-5.6-4.6Z", fill: dark }),
          s("path", { d: "M3.6-7.8Q9.6-13.6 12.4-10Q9.8-5.4 5.6-4.6Z", fill: dark })],
        front: [],
      };
    case "yak":
      return {
        behind: [s("path", { d: "M-6-5.6C-11.6-6-13.4-9.6-11.2-13.6", ...pale, "stroke-width": 3 }),
          s("path", { d: "M6-5.6C11.6-6 13.4-9.6 11.2-13.6", ...pale, "stroke-width": 3 })],
        front: [s("path", { d: "M-6.5 7.5l-1 2.4M-3 8.8l-.6 2.4M0 9.2v2.4M3 8.8l.6 2.4M6.5 7.5l1 2.4", fill: "none",
          stroke: "#1d1714", "stroke-width": 1.2, "stroke-linecap": "round" })],
      };
    case "bharal":
      return {
        behind: [s("path", { d: "M-3-8.4C-8-14.4-14.2-9.8-10.6-4.4", ...horn }),
          s("path", { d: "M3-8.4C8-14.4 14.2-9.8 10.6-4.4", ...horn })],
        front: [],
      };
    case "red_panda":
      return {
        behind: [s("circle", { cx: -7, cy: -6.6, r: 3.6, fill: dark, stroke: "#fff4e6", "stroke-width": 1.3 }),
          s("circle", { cx: 7, cy: -6.6, r: 3.6, fill: dark, stroke: "#fff4e6", "stroke-width": 1.3 })],
        front: [s("ellipse", { cx: -7, cy: 2.6, rx: 2.2, ry: 1.6, fill: "#fff4e6", opacity: 0.9 }),
          s("ellipse", { cx: 7, cy: 2.6, rx: 2.2, ry: 1.6, fill: "#fff4e6", opacity: 0.9 })],
      };
    default:
      return { behind: [], front: [] };
  }
}

/**
 * An animal token at (x, y) with disk radius r (in the parent's units).
 * @param {string} id @param {string} lang @param {number} x @param {number} y @param {number} r
 * @param {string} [extra]
 */
function animalToken(id, lang, x, y, r, extra) {
  return copyOf(`np-token ${id} ${lang} ${x} ${y} ${r} ${extra ?? ""}`, () => {
    const sp = SPECIES[id] || { color: "#888", dark: "#444", mark: { en: "?", ja: "?" } };
    const { behind, front } = speciesShapes(id, sp.dark);
    const mark = sp.mark[lang === "ja" ? "ja" : "en"];
    return s("g", { class: cls("np-token", extra), "data-animal": id,
      transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(r / 10 * 100) / 100})` }, [
      ...behind,
      s("circle", { r: 10, fill: sp.color, stroke: sp.dark, "stroke-width": 1 }),
      ...front,
      s("text", { class: "np-mark", y: 0.4, "font-size": mark.length > 1 || lang === "ja" ? 9.6 : 10.6,
        stroke: sp.dark }, [mark]),
    ]);
  });
}

/** A hiker: a small walker in the player's colour. @param {number} seat @param {number} x @param {number} y @param {number} size */
function hikerShape(seat, x, y, size) {
  return copyOf(`np-hiker ${seat} ${x} ${y} ${size}`, () => s("g", { class: cls("np-hiker", SEAT_CLASS[seat]),
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "np-fill", d: "M-6.6 9.4C-6.6 1.6-4 -1.2 0-1.2S6.6 1.6 6.6 9.4Z" }),
    s("circle", { class: "np-fill", cx: 0, cy: -5.6, r: 3.8 }),
    s("path", { class: "np-pack", d: "M3.2 0.4h3.4a1 1 0 0 1 1 1v5.6h-4.4Z" }),
  ]));
}

/** A camp: a tent in the player's colour. @param {number} seat @param {number} x @param {number} y @param {number} size */
function campShape(seat, x, y, size) {
  return copyOf(`np-camp ${seat} ${x} ${y} ${size}`, () => s("g", { class: cls("np-camp", SEAT_CLASS[seat]),
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "np-fill", d: "M-10.4 8.4 0-9.4 10.4 8.4Z" }),
    s("path", { class: "np-door", d: "M-3.4 8.4 0 1.4 3.4 8.4Z" }),
    s("path", { class: "np-pole", d: "M0-9.4 0-13.2M0-13.2l4.2 1.6L0-10.2" }),
  ]));
}

/** The guide: a golden figure with a staff. @param {number} x @param {number} y @param {number} size */
function guideShape(x, y, size) {
  return s("g", { class: "np-guide", transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "np-staff", d: "M7.6-8.4 7.6 10" }),
    s("path", { class: "np-guide-body", d: "M-6.6 10 -3.6-2.4Q0-4.2 3.6-2.4L6.6 10Z" }),
    s("circle", { class: "np-guide-body", cx: 0, cy: -7.2, r: 4 }),
  ]);
}

/** A player's cube, seen at an angle. @param {number} seat @param {number} x @param {number} y @param {number} size */
function cubeShape(seat, x, y, size) {
  return copyOf(`np-cube ${seat} ${x} ${y} ${size}`, () => s("g", { class: cls("np-cube", SEAT_CLASS[seat]),
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "np-cube-top", d: "M0-8 8-4 0 0-8-4Z" }),
    s("path", { class: "np-cube-left", d: "M-8-4 0 0 0 9-8 5Z" }),
    s("path", { class: "np-cube-right", d: "M8-4 0 0 0 9 8 5Z" }),
  ]));
}

/** A standalone SVG image of one piece (for HTML panels). @param {SVGElement} piece @param {string} [extra] */
function pieceSvg(piece, extra) {
  return s("svg", { viewBox: "-14 -15 28 28", class: cls("np-piece", extra), "aria-hidden": "true",
    focusable: "false" }, [piece]);
}

/** @param {string} id @param {string} lang @param {string} [extra] */
const tokenSvg = (id, lang, extra) => pieceSvg(animalToken(id, lang, 0, 0, 10), extra);

/** A row's icon in the points chart. @param {string} row @param {number} seat @param {string} lang */
function rowIcon(row, seat, lang) {
  if (row === "camps") return pieceSvg(campShape(seat, 0, 1, 10));
  const ids = row === "different" ? ["yak", "bharal", "tahr"] : ["yak", "yak", "yak"];
  return s("svg", { viewBox: "-15 -11 34 22", class: "np-piece is-wide", "aria-hidden": "true", focusable: "false" },
    ids.flatMap((id, i) => [animalToken(id, lang, -6 + i * 8.6, 1, 6.4), " "])); // letters as separate words
}

// ---------------------------------------------------------------------------------------
// The mountain: 6 regions as a pyramid (1; 2 3; 4 5 6), each a pyramid of 6 hex sections.

const GEO = (() => {
  const R = 30;                       // hex radius (centre to corner)
  const W = Math.sqrt(3) * R;         // hex width
  const D = 3.4 * W;                  // between region apexes, across
  const H = 5 * R;                    // between region rows, down
  /** @param {number} n 1..6, reading order of a 1; 2 3; 4 5 6 pyramid */
  const place = (n) => {
    const row = n === 1 ? 0 : n <= 3 ? 1 : 2;
    const col = n - 1 - (row * (row + 1)) / 2;
    return { row, col };
  };
  /** @param {number} region */
  const apex = (region) => {
    const { row, col } = place(region);
    return { x: (col - row / 2) * D, y: row * H };
  };
  /** @param {string} id "region.number" */
  const center = (id) => {
    const [region, number] = id.split(".").map(Number);
    const a = apex(region);
    const { row, col } = place(number);
    return { x: a.x + (col - row / 2) * W, y: a.y + row * 1.5 * R };
  };
  /** @type {Map<number, string>} */
  const hexes = new Map();
  /** The points of a hexagon of radius r (a few radii, drawn for every section at each redraw). @param {number} r */
  const hex = (r) => {
    let points = hexes.get(r);
    if (points === undefined) {
      points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 180) * (60 * i - 90);
        return `${r1(r * Math.cos(angle))},${r1(r * Math.sin(angle))}`;
      }).join(" ");
      hexes.set(r, points);
    }
    return points;
  };
  const box = { x: -5.15 * W, y: -2.9 * R, w: 10.3 * W, h: 17.3 * R };
  return { R, W, D, H, apex, center, hex, box };
})();

// options: markOption and keyHint are in common/options.js

/**
 * An SVG group that works as a button (role, focus, Enter/Space).
 * @param {SVGElement} g @param {() => void} onActivate
 */
function svgButton(g, onActivate) {
  g.setAttribute("role", "button");
  g.setAttribute("tabindex", "0");
  listen(g, { keydown: (e) => {
    const ev = /** @type {KeyboardEvent} */ (e);
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      ev.stopPropagation();
      onActivate();
    }
  } });
}

/** The pieces a pending decision has chosen so far, as sections. @param {Ctx} ctx */
function pickedSections(ctx) {
  const p = ctx.obs.pending;
  if (!p) return new Set();
  if (p.kind === "power" || p.row === "camps") return new Set(p.picks.map(String));
  return new Set();
}

/** @param {Ctx} ctx */
function renderMountain(ctx) {
  const { obs, ui, view } = ctx;
  const { R, W, box } = GEO;
  const svg = s("svg", {
    class: "np-mountain", "data-motion-frame": "mountain", viewBox: `${r1(box.x)} ${r1(box.y)} ${r1(box.w)} ${r1(box.h)}`,
    role: "group", "aria-label": word(ctx, "title"), focusable: "false", "data-roving": "mountain",
  });
  // the mountain itself: two faces and a snow cap, low-poly and calm
  const peak = { x: 0, y: -2.75 * R };
  const baseY = box.y + box.h;
  const left = -5.15 * W;
  const right = 5.15 * W;
  svg.append(
    s("path", { class: "np-rock-l", d: `M${r1(peak.x)} ${r1(peak.y)}L${r1(left)} ${r1(baseY)}H${r1(-0.6 * W)}Z` }),
    s("path", { class: "np-rock-r", d: `M${r1(peak.x)} ${r1(peak.y)}L${r1(right)} ${r1(baseY)}H${r1(-0.6 * W)}Z` }),
    s("path", { class: "np-snow", d: `M${r1(peak.x)} ${r1(peak.y)}L${r1(-1.55 * W)} ${r1(2.2 * R)}l${r1(0.5 * W)} ${-0.5 * R}`
      + `l${r1(0.45 * W)} ${0.7 * R}l${r1(0.5 * W)} ${-0.8 * R}l${r1(0.55 * W)} ${0.9 * R}l${r1(0.45 * W)} ${-1.0 * R}`
      + `l${r1(0.65 * W)} ${0.6 * R}Z` }),
  );
  const pending = obs.pending;
  const picked = pickedSections(ctx);
  const guideRegion = obs.guide;
  const regionChoice = obs.phase === "guide" || (pending && pending.kind === "power" && pending.animal === "yak");
  // region plates
  for (let region = 1; region <= 6; region++) {
    const a = GEO.apex(region);
    const top = { x: a.x, y: a.y - 1.42 * R };
    const bl = { x: a.x - 1.84 * W, y: a.y + 4.08 * R };
    const br = { x: a.x + 1.84 * W, y: a.y + 4.08 * R };
    const isGuide = guideRegion === region;
    svg.append(s("path", {
      class: cls("np-plate", isGuide && "is-guide", regionChoice && ctx.byTarget.has(`region:${region}`) && "is-choice"),
      "data-region": region,
      d: `M${r1(top.x)} ${r1(top.y)}L${r1(br.x)} ${r1(br.y)}L${r1(bl.x)} ${r1(bl.y)}Z`,
    }));
  }
  // dotted lines joining sections of different regions
  const links = s("g", { class: "np-links", "aria-hidden": "true" });
  for (const [a, b] of obs.between_links || []) {
    const p = GEO.center(a);
    const q = GEO.center(b);
    links.append(s("line", { x1: r1(p.x), y1: r1(p.y), x2: r1(q.x), y2: r1(q.y), "data-link": `${a}-${b}` }));
  }
  svg.append(links);

  // the last turn: where the opponent (or you) trapped and what powers swapped
  const last = obs.last_turn;
  const lastTrap = last && last.trap;
  const lastSwaps = new Set((last?.powers || []).flatMap((p) => p.sections || []));
  // while the player picks a section, those that are no option are dimmed: marked once on the layer, so that a
  // section is drawn the same whoever is to move (and its redraw is a fast native check; common/dom.js morph)
  const deciding = ctx.myTurn && ctx.snap.legal.some((e) => e.target.startsWith("section:"));
  const sectionsLayer = s("g", { class: cls("np-sections", deciding && "is-deciding") });
  const cells = new Map();
  for (const sec of obs.sections) {
    cells.set(sec.id, sec.animal || (sec.hiker !== null ? `h${sec.hiker}` : `c${sec.camp}`));
    sectionsLayer.append(renderSection(ctx, sec, { picked: picked.has(sec.id), regionChoice: Boolean(regionChoice),
      lastTrap: lastTrap === sec.id ? last?.seat ?? null : null, swapped: lastSwaps.has(sec.id) }));
  }
  svg.append(sectionsLayer);
  // flags (and the guide on its region)
  for (let region = 1; region <= 6; region++) svg.append(renderFlag(ctx, region));
  svg.append(keyBadges(ctx));
  if (guideRegion) {
    const a = GEO.apex(guideRegion);
    svg.append(s("g", { class: "np-guide-wrap", "data-guide": guideRegion, role: "img", "data-motion": "guide",
      "aria-label": `${ui.guide || ""}: ${fill(ui.region || "Region {n}", { n: guideRegion })}` },
    [guideShape(a.x + 0.98 * W, a.y + 0.02 * R, 0.6 * R)]));
  }
  view.prevCells = cells;
  return svg;
}

/**
 * The number-key badges of the mountain's options, in a layer of their own above them: a digit drawn inside an
 * option would be a word of what it shows (its accessible name must contain that).
 * @param {Ctx} ctx
 */
function keyBadges(ctx) {
  const { R, W } = GEO;
  const layer = s("g", { class: "np-svg-keys", "aria-hidden": "true" });
  for (const entry of ctx.snap.legal) {
    const n = keyHint(ctx, entry);
    const [kind, id] = entry.target.split(":");
    if (!n || (kind !== "section" && kind !== "region") || ctx.byTarget.get(entry.target) !== entry) continue;
    let at;
    if (kind === "section") {
      const c = GEO.center(id);
      at = { x: c.x - 0.46 * W, y: c.y - 0.52 * R };
    } else {
      const a = GEO.apex(Number(id));
      at = { x: a.x - 0.64 * W + 6, y: a.y - 0.86 * R - 6 };
    }
    layer.append(s("g", { class: "np-svg-key", transform: `translate(${r1(at.x)} ${r1(at.y)})` },
      [s("circle", { r: 8 }), s("text", { y: 0.5 }, [String(n)])]));
  }
  return layer;
}

/**
 * @param {Ctx} ctx @param {Section} sec
 * @param {{picked: boolean, regionChoice: boolean, lastTrap: number | null, swapped: boolean}} opts
 */
function renderSection(ctx, sec, opts) {
  const { R, W } = GEO;
  const c = GEO.center(sec.id);
  const entry = ctx.byTarget.get(`section:${sec.id}`);
  const owner = sec.hiker ?? sec.camp;
  const piece = sec.animal || (sec.hiker !== null ? `h${sec.hiker}` : `c${sec.camp}`);
  const before = ctx.view.prevCells.get(sec.id);
  const changed = before !== undefined && before !== piece;
  const number = sec.id.split(".")[1];
  const g = s("g", {
    class: cls("np-sec", sec.animal ? "is-animal" : sec.hiker !== null ? "is-hiker" : "is-camp",
      owner !== null && SEAT_CLASS[owner], opts.picked && "is-picked", changed && "is-new",
      ctx.obs.trap_sections.includes(sec.id) && "is-trappable"),
    transform: `translate(${r1(c.x)} ${r1(c.y)})`,
    "data-section": sec.id, "data-region": sec.region, "data-key": `sec:${sec.id}`,
    "data-piece": sec.animal || (sec.hiker !== null ? "hiker" : "camp"),
    "data-owner": owner,
  }, [
    s("polygon", { class: "np-hit", points: GEO.hex(R), fill: "transparent" }),
    s("polygon", { class: "np-glow", points: GEO.hex(R + 1) }),
    s("polygon", { class: "np-hex", points: GEO.hex(R - 1.6) }),
    s("text", { class: "np-num", x: 0, y: r1(0.74 * R), "aria-hidden": "true" }, [number]),
    " ", // the number and the piece's letter are two words of what the section shows
  ]);
  // motion identities (common/motion.js): an animal by its species, a hiker or camp by its owner
  if (sec.animal) g.append(moving(animalToken(sec.animal, ctx.lang, 0, -0.07 * R, 0.5 * R), `animal:${sec.animal}`));
  else if (sec.hiker !== null) g.append(moving(hikerShape(sec.hiker, 0, -0.1 * R, 0.5 * R), `hiker:${sec.hiker}`));
  else if (sec.camp !== null) g.append(moving(campShape(sec.camp, 0, -0.02 * R, 0.52 * R), `camp:${sec.camp}`));
  if (opts.lastTrap !== null) {
    g.append(s("circle", { class: cls("np-last", SEAT_CLASS[opts.lastTrap]), cx: r1(-0.5 * W), cy: r1(0.32 * R), r: 4.2 }));
  }
  if (opts.swapped) g.append(s("g", { class: "np-swapped", transform: `translate(${r1(0.5 * W)} ${r1(0.3 * R)}) scale(.42)` },
    [s("circle", { r: 11 }), ...ICONS.swap.map((d) => s("path", { d, transform: "translate(-12 -12)" }))]));
  if (opts.picked) {
    g.append(s("g", { class: "np-pick", transform: `translate(${r1(0.46 * W)} ${r1(-0.52 * R)})` }, [
      s("circle", { r: 8.5 }), s("path", { d: "M-4.2 0.2-1.2 3.2 4.4-2.8" }),
    ]));
  }
  g.append(s("polygon", { class: "np-ring", points: GEO.hex(R + 0.5) }));
  const label = sectionWords(ctx, sec);
  if (entry) {
    markOption(g, entry, ctx);
    svgButton(g, () => ctx.act(entry));
  } else {
    g.setAttribute("role", "img");
    g.setAttribute("aria-label", label);
    listen(g, { click: () => sectionClick(ctx, sec) });
  }
  if (!entry) g.append(s("title", {}, [label])); // an option's tooltip would be a word it shows, not in its name
  return g;
}

/** A click on a section that is no option: act for its region (guide, yak) or ask why. @param {Ctx} ctx @param {Section} sec */
function sectionClick(ctx, sec) {
  const { obs } = ctx;
  if (ctx.snap.result || ctx.snap.viewer === null) return;
  const pending = obs.pending;
  if (obs.phase === "guide" || (pending && pending.kind === "power" && pending.animal === "yak")) {
    regionClick(ctx, sec.region);
    return;
  }
  ctx.explain(pending ? { type: "pick", section: sec.id } : { type: "trap", section: sec.id });
}

/** @param {Ctx} ctx @param {number} region */
function regionClick(ctx, region) {
  if (ctx.snap.result || ctx.snap.viewer === null) return;
  const entry = ctx.byTarget.get(`region:${region}`);
  if (entry) {
    ctx.act(entry);
    return;
  }
  if (ctx.obs.phase === "guide") ctx.explain({ type: "guide", region });
  else ctx.explain(ctx.obs.pending ? { type: "pick", region } : { type: "guide", region });
}

/** A region's yellow flag with its number; a button when the guide may be put there. @param {Ctx} ctx @param {number} region */
function renderFlag(ctx, region) {
  const { R, W } = GEO;
  const a = GEO.apex(region);
  const x = a.x - 0.64 * W;
  const y = a.y - 0.86 * R;
  const entry = ctx.byTarget.get(`region:${region}`);
  const name = fill(ctx.ui.region || "Region {n}", { n: region });
  const g = s("g", { class: cls("np-flag", ctx.obs.guide === region && "is-guide"), "data-flag": region,
    "data-key": `flag:${region}`, transform: `translate(${r1(x)} ${r1(y)})` }, [
    s("rect", { class: "np-hit", x: -30, y: -8, width: 38, height: 46, rx: 8, fill: "transparent" }),
    s("rect", { class: "np-flag-glow", x: -28, y: -6, width: 34, height: 42, rx: 9 }),
    s("path", { class: "np-pole", d: "M0-2V36" }),
    s("path", { class: "np-pennant", d: "M0-2H-25.6L-21 8.4-25.6 18.8H0Z" }),
    s("text", { class: "np-flag-num", x: -10.6, y: 9.2 }, [String(region)]),
    s("rect", { class: "np-ring", x: -30, y: -8, width: 38, height: 46, rx: 8 }),
  ]);
  if (entry) {
    markOption(g, entry, ctx);
    svgButton(g, () => ctx.act(entry));
  } else {
    g.setAttribute("role", "img");
    g.setAttribute("aria-label", name);
    listen(g, { click: () => regionClick(ctx, region) });
  }
  if (!entry) g.append(s("title", {}, [name]));
  return g;
}

// ---------------------------------------------------------------------------------------
// The score track: 0..track_length, the two markers (they never share a space but 0).

/**
 * The track as rows of spaces (one row wide, two rows on narrow screens): seat 0's marker
 * above its row, seat 1's below.
 * @param {Ctx} ctx @param {number[][]} rows  [first, last] space of each row @param {string} extra
 */
function trackSvg(ctx, rows, extra) {
  const { obs } = ctx;
  const length = Math.max(1, obs.track_length || 60);
  const cell = 10;
  const x0 = 14;
  const rowHeight = 70;
  const widest = Math.max(...rows.map(([a, b]) => b - a + 1));
  const svg = s("svg", { class: cls("np-track-svg", extra), viewBox: `0 0 ${x0 * 2 + widest * cell} ${rows.length * rowHeight}`,
    "aria-hidden": "true", focusable: "false", preserveAspectRatio: "xMidYMid meet" });
  rows.forEach(([first, last], r) => {
    const top = r * rowHeight;
    svg.append(s("rect", { class: "np-track-bed", x: x0 - 3, y: top + 29, width: (last - first + 1) * cell + 6, height: 13,
      rx: 6.5 }));
    for (let i = first; i <= last; i++) {
      const x = x0 + (i - first) * cell;
      svg.append(s("rect", { class: cls("np-track-cell", i % 10 === 0 && "is-ten", i % 5 === 0 && "is-five"),
        x: x + 0.8, y: top + 31, width: cell - 1.6, height: 9, rx: 2 }));
      if (i % 10 === 0 || (i === last && last === length && i % 10 > 3)) {
        svg.append(s("text", { class: "np-track-num", x: x + cell / 2, y: top + 49.5 }, [String(i)]));
      }
    }
  });
  [0, 1].forEach((seat) => {
    const score = Math.max(0, Math.min(length, obs.scores[seat] ?? 0));
    const r = Math.max(0, rows.findIndex(([a, b]) => score >= a && score <= b));
    const x = x0 + (score - rows[r][0]) * cell + cell / 2;
    const top = r * rowHeight;
    const above = seat === 0;
    const y = top + (above ? 12.5 : 60);
    svg.append(s("g", { class: cls("np-marker", SEAT_CLASS[seat]), "data-marker": seat, "data-motion": `marker:score:${seat}`,
      transform: `translate(${r1(x)} 0)` }, [
      s("path", { class: "np-fill", d: above ? `M-4 ${top + 21} 0 ${top + 29} 4 ${top + 21}Z`
        : `M-4 ${top + 50} 0 ${top + 42} 4 ${top + 50}Z` }),
      s("circle", { class: "np-fill", cy: y, r: 10.5 }),
      s("text", { class: "np-marker-num", y: y + 0.6 }, [String(obs.scores[seat] ?? 0)]),
    ]));
  });
  return svg;
}

/** @param {Ctx} ctx */
function renderTrack(ctx) {
  const { obs, ui, snap } = ctx;
  const length = Math.max(1, obs.track_length || 60);
  const half = Math.ceil((length + 1) / 2);
  const label = `${ui.score_track || ""}: ${snap.seats.map((seat) => `${seat.name} ${obs.scores[seat.seat]}`).join(", ")}`;
  return h("div", { class: "np-track", role: "img", "aria-label": label, "data-motion-frame": "track" }, [
    h("h2", { class: "np-panel-title", text: ui.score_track, "aria-hidden": "true" }),
    trackSvg(ctx, [[0, length]], "np-track-one"),
    trackSvg(ctx, [[0, half - 1], [half, length]], "np-track-two"),
  ]);
}

// ---------------------------------------------------------------------------------------
// Players: name, score, hikers / camps / cubes left, and the animal board.

/** @param {Ctx} ctx @param {number} seat */
function renderPlayer(ctx, seat) {
  const { snap, obs, ui } = ctx;
  const info = snap.seats[seat];
  const isViewer = seat === snap.viewer;
  const acting = snap.to_act.includes(seat) && !snap.result;
  const won = Boolean(snap.result && snap.result.winners.includes(seat));
  const stat = (/** @type {Element} */ pic, /** @type {string} */ label, /** @type {number} */ n, /** @type {string} */ key) =>
    h("span", { class: "np-stat", title: label, "aria-label": `${label}: ${n}`, role: "img", "data-stat": key },
      [pic, h("span", { class: "np-stat-n", text: String(n), "aria-hidden": "true" })]);
  const head = h("header", { class: "np-player-head" }, [
    h("span", { class: cls("np-avatar", SEAT_CLASS[seat]), "aria-hidden": "true" },
      [icon(info.kind === "bot" ? "bot" : "human")]),
    h("span", { class: "np-player-name", text: info.name, title: info.name }),
    isViewer && h("span", { class: "np-tag is-you", text: ui.you }),
    obs.first_player === seat && h("span", { class: "np-tag", text: ui.first_player, title: ui.first_player }),
    acting && h("span", { class: "np-turn", text: ui.to_act }),
    h("span", { class: cls("np-player-score", won && "is-winner"), title: ui.score,
      "aria-label": `${ui.score}: ${obs.scores[seat]}`, "data-score": obs.scores[seat] }, [String(obs.scores[seat])]),
  ]);
  const stats = h("div", { class: "np-stats" }, [
    // the supplies the pieces come from (common/motion.js: a count of pieces)
    stat(moving(pieceSvg(hikerShape(seat, 0, 0, 10)), `hiker:${seat}`, { count: obs.hikers_left[seat] }), ui.hikers_left,
      obs.hikers_left[seat], "hikers"),
    stat(moving(pieceSvg(campShape(seat, 0, 1, 10)), `camp:${seat}`, { count: obs.camps_left[seat] }), ui.camps_left,
      obs.camps_left[seat], "camps"),
    stat(moving(pieceSvg(cubeShape(seat, 0, 0, 10)), `cube:${seat}`, { count: obs.cubes_left[seat] }), ui.cubes_left,
      obs.cubes_left[seat], "cubes"),
    h("span", { class: "np-legend", "aria-hidden": "true" }, [
      h("span", { class: "np-legend-box" }), ui.fresh, h("span", { class: "np-legend-box is-used" }), ui.used]),
  ]);
  return h("section", {
    class: cls("np-player", SEAT_CLASS[seat], isViewer && "is-viewer", acting && "is-acting"),
    "data-seat": seat, "data-kind": info.kind, "aria-label": info.name, "data-motion-frame": `player:${seat}`,
  }, [head, stats, renderAnimalBoard(ctx, seat)]);
}

/**
 * A seat's animal board: one column per species, the not-yet-activated animals above, the
 * activated ones (slid down, dimmed) below. On the viewer's board each slot is a button.
 * @param {Ctx} ctx @param {number} seat
 */
function renderAnimalBoard(ctx, seat) {
  const { obs, ui, snap } = ctx;
  const board = obs.animal_boards[seat] || {};
  const mine = seat === snap.viewer && !snap.result;
  const pending = obs.pending;
  const trade = pending && seat === obs.turn && pending.kind === "claim" && pending.row !== "camps" ? pending.picks : [];
  const grid = h("div", { class: "np-aboard", role: "group", "aria-label": `${ui.animal_board}: ${snap.seats[seat].name}`,
    "data-board": seat, "data-roving": `animals:${seat}` });
  for (const id of SPECIES_ORDER) {
    for (const used of [false, true]) {
      const count = board[id] ? board[id][used ? "used" : "fresh"] : 0;
      const chosen = trade.filter((p) => p.animal === id && Boolean(p.used) === used).length;
      const name = speciesName(ctx, id);
      const label = `${name}: ${count} (${used ? ui.used : ui.fresh})`;
      const body = [
        moving(tokenSvg(id, ctx.lang, "np-slot-token"), `animal:${id}`, { count }), // a trapped animal comes here
        h("span", { class: "np-count", "aria-hidden": "true", text: count > 0 ? String(count) : "" }),
        chosen > 0 && h("span", { class: "np-chosen-badge", "aria-hidden": "true", text: `−${chosen}` }),
      ];
      const slotClass = cls("np-slot", used && "is-used", count === 0 && "is-empty", chosen > 0 && "is-chosen");
      const attrs = { "data-animal": id, "data-used": String(used), "data-count": count };
      if (!mine) {
        grid.append(h("span", { class: slotClass, role: "img", "aria-label": label, title: label, ...attrs }, body));
        continue;
      }
      const button = h("button", { type: "button", class: slotClass, "data-key": `slot:${id}:${used ? "used" : "fresh"}`,
        ...attrs }, body);
      const entry = ctx.byTarget.get(`animal:${id}${used ? ":used" : ""}`);
      if (entry) markOption(button, entry, ctx, false);
      else {
        button.setAttribute("aria-label", label);
        button.title = label;
        listen(button, { click: () => ctx.explain(pending
          ? { type: "pick", animal: id, used }
          : { type: "power", animal: id }) });
      }
      grid.append(button);
    }
  }
  return grid;
}

// ---------------------------------------------------------------------------------------
// The points chart: 3 rows × 5 columns; a claimed square shows its owner's cube.

/** @param {Ctx} ctx */
function renderChart(ctx) {
  const { obs, ui, snap } = ctx;
  const pending = obs.pending;
  const activeRow = pending && pending.kind === "claim" ? pending.row : null;
  const seat = snap.viewer ?? 0;
  const counts = obs.chart.filter((q) => q.row === ROWS[0]).sort((a, b) => a.column - b.column).map((q) => q.count);
  const grid = h("div", { class: "np-chart", role: "table", "aria-label": ui.points_chart, "data-roving": "chart" }, [
    h("div", { class: "np-chart-row is-head", role: "row" }, [
      h("span", { class: "np-chart-corner", role: "cell" }), // the empty corner heads nothing
      ...counts.map((n) => h("span", { class: "np-chart-count", role: "columnheader", text: `×${n}` })),
    ]),
  ]);
  for (const row of ROWS) {
    const name = rowName(ctx, row);
    const head = h("button", { type: "button", class: "np-chart-head", "data-row": row, "data-key": `row:${row}` },
      [rowIcon(row, seat, ctx.lang), " ", h("span", { class: "np-chart-name", text: name })]);
    const entry = ctx.byTarget.get(`chart:${row}`);
    if (entry) markOption(head, entry, ctx, false);
    else {
      head.setAttribute("aria-label", name);
      listen(head, { click: () => ctx.explain({ type: "claim", row }) });
    }
    const squares = obs.chart.filter((q) => q.row === row).sort((a, b) => a.column - b.column).map((q) => {
      const owner = q.owner;
      const label = `${name} ×${q.count}: ${q.points}${owner !== null ? ` (${seatName(ctx, owner)})` : ""}`;
      return h("span", { class: cls("np-square", owner !== null && "is-taken", owner !== null && SEAT_CLASS[owner]),
        role: "cell", "aria-label": label, title: label, "data-square": `${row}:${q.column}`,
        "data-owner": owner ?? "" }, [
        h("span", { class: "np-square-points", text: String(q.points) }),
        owner !== null && moving(pieceSvg(cubeShape(owner, 0, 0, 10), "np-square-cube"), `cube:${owner}`),
      ]);
    });
    // a button may not be a row header itself: the header holds it (laid out as if it were not there)
    const rowHead = h("span", { class: "np-chart-rowhead", role: "rowheader" }, [head]);
    grid.append(h("div", { class: cls("np-chart-row", activeRow === row && "is-active"), role: "row", "data-row": row },
      [rowHead, ...squares]));
  }
  return h("section", { class: "np-panel np-chart-panel", "aria-label": ui.points_chart, "data-motion-frame": "chart" }, [
    h("h2", { class: "np-panel-title", text: ui.points_chart }),
    grid,
  ]);
}

// ---------------------------------------------------------------------------------------
// The dock: prompt, notice, what a claim or power has chosen so far, and the options that
// are not drawn on the mountain (claims, powers, trades, confirm, cancel, end).

/** @param {Ctx} ctx */
function renderChosen(ctx) {
  const { obs, ui } = ctx;
  const pending = obs.pending;
  if (!pending) return null;
  const chips = [];
  let what;
  if (pending.kind === "claim") {
    what = h("span", { class: "np-chosen-what" }, [rowIcon(pending.row, ctx.snap.viewer ?? 0, ctx.lang),
      h("span", { text: rowName(ctx, pending.row) })]);
    for (const pick of pending.picks) {
      if (typeof pick === "string") {
        chips.push(h("span", { class: "np-chip", "data-pick": pick }, [pieceSvg(campShape(ctx.snap.viewer ?? 0, 0, 1, 10)),
          pick]));
      } else {
        chips.push(h("span", { class: cls("np-chip", pick.used && "is-used"), "data-pick": pick.animal },
          [tokenSvg(pick.animal, ctx.lang), speciesName(ctx, pick.animal)]));
      }
    }
  } else {
    what = h("span", { class: "np-chosen-what" }, [tokenSvg(pending.animal, ctx.lang), icon("bolt", "is-bolt"),
      h("span", { text: speciesName(ctx, pending.animal) })]);
    for (const id of pending.picks) {
      const sec = obs.sections.find((x) => x.id === id);
      const pic = sec && sec.animal ? tokenSvg(sec.animal, ctx.lang)
        : sec && sec.hiker !== null ? pieceSvg(hikerShape(sec.hiker, 0, 0, 10)) : null;
      chips.push(h("span", { class: "np-chip", "data-pick": id }, [pic, id]));
    }
  }
  return h("div", { class: "np-chosen", "data-chosen": String(pending.picks.length) }, [
    what,
    h("span", { class: "np-chosen-label", text: `${ui.chosen || ""}:` }),
    ...(chips.length ? chips : [h("span", { class: "np-chip is-none", text: "—" })]),
  ]);
}

/** @param {Ctx} ctx @param {Legal} entry */
function optionButton(ctx, entry) {
  const kind = entry.action.type;
  let pic = null;
  let text = entry.label;
  if (kind === "power" && entry.action.animal) pic = tokenSvg(entry.action.animal, ctx.lang);
  else if (kind === "claim" && entry.action.row) pic = rowIcon(entry.action.row, ctx.snap.viewer ?? 0, ctx.lang);
  else if (kind === "pick" && entry.action.animal) {
    pic = tokenSvg(entry.action.animal, ctx.lang, entry.action.used ? "is-used" : "");
  } else if (kind === "confirm") pic = icon("check");
  else if (kind === "cancel") pic = icon("close");
  else if (kind === "end_turn") pic = icon("end");
  const button = h("button", { type: "button", class: cls("np-option", `is-${kind}`),
    "data-key": `opt:${entry.notation}` }, [pic, h("span", { class: "np-option-text", text })]);
  markOption(button, entry, ctx);
  return button;
}

/** Options the mountain does not hold, in legal order. @param {Ctx} ctx */
function renderOptions(ctx) {
  return ctx.snap.legal
    .filter((entry) => !entry.target.startsWith("section:") && !entry.target.startsWith("region:"))
    .map((entry) => optionButton(ctx, entry));
}

/** Game over: the element tests and people look for. @param {Ctx} ctx */
function renderResult(ctx) {
  const { snap, ui, obs } = ctx;
  const result = /** @type {NonNullable<Snapshot["result"]>} */ (snap.result);
  const order = result.ranking && result.ranking.length ? result.ranking : [0, 1];
  return h("section", { class: "np-result", "data-result": result.winners.join(","), role: "region",
    "aria-label": ui.game_over }, [
    h("h2", { class: "np-result-title", text: ui.game_over }),
    h("p", { class: "np-result-line", text: snap.prompt }),
    h("ol", { class: "np-result-scores" }, order.map((seat) => h("li", {
      class: cls("np-result-row", SEAT_CLASS[seat], result.winners.includes(seat) && "is-winner"), "data-seat": seat,
    }, [
      h("span", { class: cls("np-dot", SEAT_CLASS[seat]), "aria-hidden": "true" }),
      h("span", { class: "np-result-name", text: snap.seats[seat]?.name ?? "" }),
      h("span", { class: "np-result-score", text: String(result.scores[seat] ?? obs.scores[seat]) }),
    ]))),
    ...resultEnd(ctx, order),
  ]);
}

// ---------------------------------------------------------------------------------------
// The side: last turn / this turn, log, rules help.

/** @param {Ctx} ctx @param {TurnSummary} t @param {string} title @param {string} kind */
function turnSummary(ctx, t, title, kind) {
  const items = [];
  if (t.trap && t.animal) {
    items.push(h("li", { class: "np-sum-item", "data-sum": "trap" }, [pieceSvg(hikerShape(t.seat, 0, 0, 10)),
      h("span", { class: "np-sum-where", text: t.trap }), tokenSvg(t.animal, ctx.lang),
      h("span", { text: speciesName(ctx, t.animal) })]));
  }
  for (const p of t.powers || []) {
    const what = p.sections ? p.sections.join(" ⇄ ") : `→ ${fill(ctx.ui.region || "{n}", { n: p.region ?? "" })}`;
    items.push(h("li", { class: "np-sum-item", "data-sum": "power" }, [tokenSvg(p.animal, ctx.lang), icon("bolt", "is-bolt"),
      h("span", { text: what })]));
  }
  if (t.claim) {
    items.push(h("li", { class: "np-sum-item", "data-sum": "claim" }, [rowIcon(t.claim.row, t.seat, ctx.lang),
      h("span", { text: `${rowName(ctx, t.claim.row)} ×${t.claim.count}` }),
      h("strong", { class: "np-plus", text: `+${t.claim.points}` })]));
  }
  if (t.panda !== null && t.panda !== undefined) {
    items.push(h("li", { class: "np-sum-item", "data-sum": "panda" }, [tokenSvg("red_panda", ctx.lang),
      h("strong", { class: "np-plus", text: "+1" })]));
  }
  return h("section", { class: cls("np-panel np-summary", SEAT_CLASS[t.seat]), "data-summary": kind }, [
    h("h2", { class: "np-panel-title" }, [h("span", { text: title }),
      h("span", { class: "np-sum-who" }, [h("span", { class: cls("np-dot", SEAT_CLASS[t.seat]) }), seatName(ctx, t.seat)])]),
    h("ul", { class: "np-sum-list" }, items.length ? items : [h("li", { class: "np-sum-item is-none", text: "—" })]),
  ]);
}

/** @param {Ctx} ctx */
function renderHelp(ctx) {
  const { snap } = ctx;
  const animals = snap.help?.animals ?? SPECIES_ORDER.map((id) => ({ id, name: speciesName(ctx, id), power: "" }));
  return rulesHelp(ctx, [
    h("ul", { class: "np-help-animals" }, animals.map((a) => h("li", { "data-animal": a.id }, [
      tokenSvg(a.id, ctx.lang), h("span", {}, [h("strong", { text: a.name }), h("span", { text: a.power })]),
    ]))),
  ]);
}

// ---------------------------------------------------------------------------------------
// The top bar: title, then the tools (common/toolbar.js).

/** @param {Ctx} ctx */
function renderTop(ctx) {
  const logo = s("svg", { viewBox: "0 0 40 40", class: "np-logo", "aria-hidden": "true", focusable: "false" }, [
    s("circle", { cx: 20, cy: 20, r: 19, class: "np-logo-bg" }),
    s("path", { class: "np-logo-rock", d: "M5 31 17 11l5 7 3-4 10 17Z" }),
    s("path", { class: "np-logo-snow", d: "M17 11l-4.4 7.3 2.6-1.3 2 2 2.2-2.6 2 1.6Z" }),
  ]);
  return [
    h("div", { class: "np-brand" }, [logo, h("span", { class: "np-title", text: word(ctx, "title") })]),
    renderTools(ctx),
  ];
}

// ---------------------------------------------------------------------------------------
// Styles, injected once per board and scoped under .np-board: the shared frame (common/board.css) with
// this board's values, then the board's own rules.

/** Below this width (px) the board takes its phone layout. */
const NARROW = 560;

const CSS = `
.np-board{--board-log-height:220px;
  --p0:#6b46d6;--p0-soft:#e6defc;--p0-deep:#4b2ea8;--p1:#27944a;--p1-soft:#d4f2dc;--p1-deep:#1b6a34}
.np-board .np-p0{--pc:var(--p0);--pc-soft:var(--p0-soft);--pc-deep:var(--p0-deep)}
.np-board .np-p1{--pc:var(--p1);--pc-soft:var(--p1-soft);--pc-deep:var(--p1-deep)}
.np-icon.is-bolt{width:14px;height:14px;fill:var(--board-accent);stroke:#9a6d10;stroke-width:1.4}
.np-piece{width:24px;height:24px;flex:none;overflow:visible}
.np-piece.is-wide{width:34px}
.np-mark{fill:#fff;text-anchor:middle;dominant-baseline:central;font-weight:800;paint-order:stroke;stroke-width:1.8;
  stroke-linejoin:round;font-family:"Tabletop Sans JP",system-ui,"Segoe UI","Hiragino Sans","Noto Sans CJK JP",
    sans-serif}
.np-hiker .np-fill,.np-camp .np-fill{fill:var(--pc);stroke:#fff;stroke-width:1.3;stroke-linejoin:round}
.np-hiker .np-pack{fill:var(--pc-deep);stroke:#fff;stroke-width:1}
.np-camp .np-door{fill:#fff;opacity:.9}
.np-camp .np-pole{fill:none;stroke:var(--pc-deep);stroke-width:1.4;stroke-linecap:round;stroke-linejoin:round}
.np-cube .np-cube-top{fill:var(--pc-soft);stroke:var(--pc-deep);stroke-width:.8;stroke-linejoin:round}
.np-cube .np-cube-left{fill:var(--pc);stroke:var(--pc-deep);stroke-width:.8;stroke-linejoin:round}
.np-cube .np-cube-right{fill:var(--pc-deep);stroke:var(--pc-deep);stroke-width:.8;stroke-linejoin:round}
.np-dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:var(--pc);flex:none}

/* top bar */
.np-logo{width:38px;height:38px;flex:none}
.np-logo-bg{fill:#33506e}.np-logo-rock{fill:#8fa4b8}.np-logo-snow{fill:#fff}
.np-title{font-weight:800;font-size:18px;letter-spacing:.02em}

/* layout */
.np-layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(330px,400px);gap:12px;align-items:start;
  grid-template-areas:"mountain dock" "mountain players" "mountain chart" "extra extra";
  grid-template-rows:auto auto 1fr auto}
.np-mountain-panel{grid-area:mountain}
.np-dock{grid-area:dock}
.np-players{grid-area:players;display:flex;flex-direction:column;gap:10px;min-width:0}
.np-chart-wrap{grid-area:chart;min-width:0}
.np-extra{grid-area:extra;display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:12px;
  align-items:start}

/* mountain */
.np-mountain-panel{min-width:0;border-radius:18px;padding:10px 10px 8px;
  background:linear-gradient(180deg,#cfe2f1 0%,#e3eef6 45%,#eef2ec 100%);
  box-shadow:inset 0 0 0 1px rgba(0,0,0,.08),0 1px 4px rgba(0,0,0,.1)}
.np-mountain{display:block;width:100%;max-width:680px;height:auto;max-height:max(340px,calc(100vh - 200px));
  margin:0 auto;overflow:visible;user-select:none;-webkit-user-select:none}
.np-rock-l{fill:#8796a6}.np-rock-r{fill:#6f7f90}
.np-snow{fill:#f7fafc;opacity:.95}
.np-plate{fill:rgba(255,255,255,.3);stroke:rgba(255,255,255,.45);stroke-width:8;stroke-linejoin:round;
  transition:fill .2s}
.np-plate.is-guide{fill:rgba(255,231,150,.6);stroke:#f2c230;stroke-width:5}
.np-plate.is-choice{fill:rgba(255,246,214,.55);stroke:rgba(242,194,48,.8);stroke-width:4;stroke-dasharray:10 7}
.np-links line{stroke:#27323d;stroke-width:2.4;stroke-dasharray:.1 5.4;stroke-linecap:round;opacity:.8}
.np-sec{cursor:pointer;outline:none}
.np-sec .np-hex{fill:#fbf9f3;stroke:#9aa7b4;stroke-width:1.2;transition:fill .2s}
.np-sec.is-hiker .np-hex{fill:var(--pc-soft);stroke:var(--pc)}
.np-sec.is-camp .np-hex{fill:var(--pc-soft);stroke:var(--pc-deep);stroke-width:2.2}
.np-sec .np-glow{fill:none;stroke:none}
.np-sec.is-legal .np-glow{fill:rgba(255,214,90,.55);stroke:var(--board-accent);stroke-width:3.6;animation:np-glow 1.4s infinite}
.np-sec.is-legal .np-hex{stroke:#b98512;stroke-width:1.6}
.np-sec.is-trappable:not(.is-legal) .np-hex{stroke:#c69a2f}
.np-sections.is-deciding>.np-sec:not(.is-legal){opacity:.55}
.np-sec.is-picked .np-hex{stroke:var(--board-ink);stroke-width:3.4;stroke-dasharray:5 3.4}
.np-pick circle{fill:var(--board-ink)}.np-pick path{fill:none;stroke:#fff;stroke-width:2.2;stroke-linecap:round;
  stroke-linejoin:round}
.np-num{font-size:10.5px;font-weight:700;fill:#6b7683;text-anchor:middle;dominant-baseline:central;
  pointer-events:none}
.np-sec.is-hiker .np-num,.np-sec.is-camp .np-num{fill:var(--pc-deep)}
.np-ring{fill:none;stroke:var(--board-focus);stroke-width:3.4;opacity:0;pointer-events:none}
.np-sec:focus-visible .np-ring,.np-flag:focus-visible .np-ring{opacity:1}
.np-sec:hover .np-hex{fill:#fff}
.np-sec.is-hiker:hover .np-hex,.np-sec.is-camp:hover .np-hex{fill:var(--pc-soft)}
.np-sec.is-new>.np-token,.np-sec.is-new>.np-hiker,.np-sec.is-new>.np-camp{animation:np-drop .4s ease-out}
.np-last{fill:var(--pc);stroke:#fff;stroke-width:1.6}
.np-swapped circle{fill:#33506e}.np-swapped path{fill:none;stroke:#fff;stroke-width:2.4;stroke-linecap:round;
  stroke-linejoin:round}
.np-svg-key{display:none;pointer-events:none}
.np-svg-key circle{fill:var(--board-ink)}
.np-svg-key text{fill:#fff;font-size:10.5px;font-weight:700;text-anchor:middle;dominant-baseline:central}
.np-board:has(.np-mountain :focus-visible) .np-svg-key{display:inline}
.np-flag{cursor:pointer;outline:none}
.np-pole{stroke:#4a3d2a;stroke-width:2.6;stroke-linecap:round;fill:none}
.np-pennant{fill:#ffd43b;stroke:#a87f06;stroke-width:1.2;stroke-linejoin:round}
.np-flag-num{font-size:14px;font-weight:800;fill:#3d2e00;text-anchor:middle;dominant-baseline:central}
.np-flag-glow{fill:none}
.np-flag.is-legal .np-flag-glow{fill:rgba(255,214,90,.6);stroke:var(--board-accent);stroke-width:2.6;animation:np-glow 1.4s infinite}
.np-guide .np-guide-body{fill:#ffb703;stroke:#5c3d00;stroke-width:1.3;stroke-linejoin:round}
.np-guide .np-staff{stroke:#5c3d00;stroke-width:1.6;stroke-linecap:round}
.np-guide-wrap{pointer-events:none;filter:drop-shadow(0 1.5px 1.5px rgba(0,0,0,.35))}

/* score track */
.np-track{margin-top:6px;padding:6px 6px 0}
.np-track .np-panel-title{margin-bottom:2px;color:#33404d}
.np-track-svg{display:block;width:100%;height:auto;max-height:84px}
.np-track-two{display:none}
.np-track-bed{fill:#46576a}
.np-track-cell{fill:#e9eef3}
.np-track-cell.is-five{fill:#c9d4de}
.np-track-cell.is-ten{fill:#ffd43b}
.np-track-num{font-size:9px;fill:#33404d;text-anchor:middle;font-weight:700}
.np-marker .np-fill{fill:var(--pc);stroke:#fff;stroke-width:1.5}
.np-marker-num{fill:#fff;font-size:11px;font-weight:800;text-anchor:middle;dominant-baseline:central}

/* players */
.np-player{--pc:var(--p0);position:relative;background:var(--board-card);border-radius:14px;padding:8px 10px 10px;
  box-shadow:0 1px 4px rgba(0,0,0,.12);border-left:6px solid var(--pc);outline:3px solid transparent;
  transition:outline-color .2s,box-shadow .2s}
.np-player.is-acting{outline-color:var(--board-accent);box-shadow:0 0 0 6px var(--board-accent-soft),0 1px 6px rgba(0,0,0,.2)}
.np-player.is-viewer{background:linear-gradient(90deg,var(--pc-soft),var(--board-card) 55%)}
.np-player-head{display:flex;align-items:center;gap:6px;min-height:30px;flex-wrap:wrap}
.np-avatar{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--pc);
  color:#fff;flex:none}
.np-avatar .np-icon{width:17px;height:17px}
.np-player-name{font-weight:700;min-width:0;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.np-tag{display:inline-flex;align-items:center;gap:4px;font-size:11.5px;padding:1px 7px;border-radius:999px;
  background:#ece6d9;color:#4c443b;font-weight:600;white-space:nowrap}
.np-tag.is-you{background:var(--board-ink);color:#fff}
.np-player-score{margin-left:auto;min-width:40px;height:32px;padding:0 8px;border-radius:16px;background:var(--pc);
  color:#fff;font-size:19px;font-weight:800;display:inline-grid;place-items:center;font-variant-numeric:tabular-nums}
.np-player-score.is-winner{box-shadow:0 0 0 3px var(--board-accent)}
.np-stats{display:flex;align-items:center;gap:6px 14px;margin:6px 0 8px;flex-wrap:wrap}
.np-stat{display:inline-flex;align-items:center;gap:4px;font-weight:700;font-variant-numeric:tabular-nums}
.np-stat .np-piece{width:22px;height:22px}
.np-aboard{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));grid-template-rows:auto auto;
  grid-auto-flow:column;gap:4px;align-items:center}
.np-legend{display:inline-flex;align-items:center;gap:5px;font-size:11.5px;color:var(--board-muted);margin-left:auto}
.np-legend-box{display:inline-block;width:14px;height:11px;border-radius:3px;border:1px solid #cfc6b2;background:#faf7f0}
.np-legend-box.is-used{border-style:dashed;background:#efebe2;margin-left:6px}
.np-slot{position:relative;display:flex;align-items:center;justify-content:center;min-height:46px;min-width:0;
  padding:3px;border-radius:10px;border:1px solid #e3ddcf;background:#faf7f0}
.np-slot.is-used{background:#efebe2;border-style:dashed}
.np-slot .np-slot-token{width:32px;height:32px}
.np-slot.is-empty .np-slot-token{opacity:.17;filter:grayscale(1)}
.np-slot.is-used:not(.is-empty) .np-slot-token{opacity:.5;filter:saturate(.35)}
.np-count{position:absolute;right:2px;bottom:1px;min-width:17px;height:17px;padding:0 4px;border-radius:9px;
  background:var(--board-ink);color:#fff;font-size:11px;font-weight:800;line-height:17px;text-align:center}
.np-count:empty{display:none}
.np-slot.is-used .np-count{background:#8c8477}
button.np-slot{cursor:pointer}
button.np-slot:hover{border-color:#b8ab90}
.np-slot.is-legal{border:2px solid var(--board-accent);background:#fff6dc;box-shadow:0 0 0 3px var(--board-accent-soft)}
.np-slot.is-chosen{outline:2px dashed var(--board-ink);outline-offset:1px}
.np-chosen-badge{position:absolute;left:2px;top:1px;font-size:10.5px;font-weight:800;color:#fff;background:#b3261e;
  border-radius:8px;padding:0 4px}

/* points chart */
.np-chart{display:flex;flex-direction:column;gap:4px}
.np-chart-row{display:grid;grid-template-columns:minmax(118px,1.8fr) repeat(5,minmax(0,1fr));gap:4px;
  align-items:stretch;border-radius:10px}
.np-chart-row.is-active{background:var(--board-accent-soft);box-shadow:0 0 0 3px var(--board-accent-soft)}
.np-chart-count{text-align:center;font-size:12px;font-weight:700;color:var(--board-muted)}
.np-chart-rowhead{display:contents}
.np-chart-head{display:flex;align-items:center;gap:5px;min-height:44px;padding:2px 6px;border-radius:9px;
  border:1px solid transparent;background:transparent;cursor:pointer;text-align:left;min-width:0}
.np-chart-head:hover{background:#f2ede2}
.np-chart-head.is-legal{border-color:var(--board-accent);background:#fff6dc}
.np-chart-name{font-size:12px;font-weight:700;line-height:1.15;min-width:0}
.np-square{position:relative;display:grid;place-items:center;min-height:44px;border-radius:9px;background:#f4efe4;
  border:1px solid #e0d8c6}
.np-square-points{font-size:17px;font-weight:800;color:#4a4238;font-variant-numeric:tabular-nums}
.np-square.is-taken{background:var(--pc-soft);border-color:var(--pc)}
.np-square.is-taken .np-square-points{position:absolute;right:4px;top:1px;font-size:11px;color:var(--pc-deep)}
.np-square-cube{width:26px;height:26px}

/* dock */
.np-chosen{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin-top:8px;padding:6px 8px;border-radius:10px;
  background:#f4efe4}
.np-chosen-what{display:inline-flex;align-items:center;gap:4px;font-weight:800;margin-right:4px}
.np-chosen-label{font-size:12px;color:var(--board-muted)}
.np-chip{display:inline-flex;align-items:center;gap:4px;padding:2px 8px 2px 3px;border-radius:999px;background:var(--board-card);
  border:1px solid var(--board-line);font-size:12.5px;font-weight:700}
.np-chip .np-piece{width:20px;height:20px}
.np-chip.is-used .np-piece{opacity:.55}
.np-chip.is-none{padding:2px 8px;color:var(--board-muted)}
.np-option{position:relative;display:inline-flex;align-items:center;gap:7px;min-height:44px;padding:0 16px 0 10px;
  border-radius:22px;border:1px solid #d9cfb8;background:#fbf6ea;color:var(--board-ink);font-weight:700;cursor:pointer;
  box-shadow:0 2px 0 #dcd0b5;text-align:left}
.np-option:hover{background:#fff}
.np-option .np-piece{width:26px;height:26px}
.np-option.is-confirm,.np-option.is-end_turn{background:var(--board-accent);border-color:#c48f1d;color:var(--board-on-accent);
  box-shadow:0 2px 0 var(--board-accent-edge)}
.np-option.is-confirm:hover,.np-option.is-end_turn:hover{filter:brightness(1.05)}
.np-option.is-cancel{background:#efe9dc}
.np-slot .np-key,.np-chart-head .np-key{top:-6px;left:-6px}
.np-result{margin-top:6px;padding:12px 14px;background:#fffaf0}
.np-result-scores{display:flex;flex-direction:column;gap:6px}
.np-result-row{display:flex;align-items:center;gap:8px;padding:6px 10px;border-radius:10px;background:var(--pc-soft)}
.np-result-row.is-winner{box-shadow:inset 0 0 0 2px var(--pc)}
.np-result-name{flex:1;text-align:left;font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.np-result-score{font-size:20px;font-weight:800;font-variant-numeric:tabular-nums}

/* side panels */
.np-summary{border-left:5px solid var(--pc)}
.np-sum-who{display:inline-flex;align-items:center;gap:5px;font-weight:600;font-size:12px;color:var(--board-muted);
  overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.np-sum-list{display:flex;flex-direction:column;gap:5px}
.np-sum-item{display:flex;align-items:center;gap:6px;font-size:13px}
.np-sum-item.is-none{color:var(--board-muted)}
.np-plus{margin-left:auto;color:#9c6c0c;font-size:15px}
.np-sum-where{font-weight:700;font-variant-numeric:tabular-nums;margin-right:4px}
.np-help-animals{display:flex;flex-direction:column;gap:6px;font-size:12.5px}
.np-help-animals li{display:flex;gap:8px;align-items:flex-start}
.np-help-animals li>span{display:flex;flex-direction:column}

@keyframes np-glow{50%{opacity:.45}}
@keyframes np-drop{from{transform:translateY(-8px) scale(1.15);opacity:0}}

/* wide (a desktop): the mountain as tall as the board may be (--board-fit-height, from the host page; else the
   window), everything else in one column beside it that scrolls inside the board when it is taller */
.np-col{display:contents}
@container np (min-width:1100px){
  .np-layout{grid-template-columns:auto minmax(0,1fr);grid-template-rows:minmax(0,1fr);
    grid-template-areas:"mountain side";align-items:stretch}
  .np-col{grid-area:side;display:flex;flex-direction:column;gap:12px;min-height:0;min-width:0;overflow-y:auto;
    padding:6px;margin:-6px;overscroll-behavior:contain}
  .np-mountain-panel{display:flex;flex-direction:column;justify-content:center}
  .np-mountain{width:auto;max-width:none;max-height:none;
    height:calc(var(--board-fit-height,calc(100vh - 60px)) - 206px)}
  .np-track-wrap{width:0;min-width:100%}
}
/* medium: one column, the players side by side */
@container np (max-width:900px){
  .np-layout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);grid-template-rows:none;
    grid-template-areas:"dock dock" "mountain mountain" "players players" "chart chart" "extra extra"}
  .np-players{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
}
/* narrow (phones) */
@container np (max-width:${NARROW}px){
  .np-board{padding:4px}
  .np-track-one{display:none}
  .np-track-two{display:block;max-height:none}
  .np-layout{gap:10px}
  .np-mountain-panel{padding:4px 2px 4px;border-radius:14px}
  .np-title{font-size:16px}
  .np-logo{width:32px;height:32px}
  .np-option{padding:0 12px 0 8px;font-size:13px}
  .np-chart-row{grid-template-columns:minmax(84px,1.3fr) repeat(5,minmax(0,1fr))}
  .np-chart-head .np-piece{display:none}
  .np-slot .np-slot-token{width:28px;height:28px}
}
`;

// ---------------------------------------------------------------------------------------
// The board: a fixed skeleton whose parts are refilled on every snapshot.

/**
 * @param {Model} model
 * @param {HTMLElement} el
 */
function createBoard(model, el) {
  /** @type {ViewState} */
  const view = { prevCells: new Map(), prevVersion: -1, busyTimer: 0, quietTimer: 0, drawn: new Map() };
  const frame = boardFrame(model, view, "nanga_parbat.json");
  const { root, prompt, current, act } = frame;
  const mountain = h("div", { class: "np-mountain-wrap" });
  const track = h("div", { class: "np-track-wrap" });
  const mountainPanel = h("section", { class: "np-mountain-panel" }, [mountain, track]);
  const chosen = h("div", { class: "np-chosen-wrap" });
  const actions = h("div", { class: "np-actions", role: "group", "data-roving": "options" });
  const result = h("div", { class: "np-result-wrap" });
  const dock = h("section", { class: "np-dock" }, [frame.promptRow, frame.notice, frame.hint, result, chosen, actions]);
  const players = h("div", { class: "np-players" });
  const chart = h("div", { class: "np-chart-wrap" });
  const extra = h("div", { class: "np-extra" });
  // on a wide board the parts beside the mountain are one column (it scrolls inside a board of fixed height);
  // narrower, this wrapper is no box and the layout places its parts itself
  const side = h("div", { class: "np-col" }, [dock, players, chart, extra]);
  const layout = h("div", { class: "np-layout" }, [mountainPanel, side]);
  root.append(h("style", { text: boardStyles(CSS, NARROW) }), frame.top, layout);
  el.append(root);

  function render() {
    const snap = current();
    frame.settle();
    if (!snap || !snap.observation) return;
    const focus = frame.rememberFocus();
    /** @type {Map<string, Legal>} */
    const byTarget = new Map();
    for (const entry of snap.legal) if (!byTarget.has(entry.target)) byTarget.set(entry.target, entry);
    /** @type {Ctx} */
    const ctx = {
      snap, obs: snap.observation, ui: snap.ui || {}, lang: snap.lang, view, placed: new Set(), byTarget,
      myTurn: snap.viewer !== null && snap.to_act.includes(snap.viewer) && snap.legal.length > 0,
      act, explain: frame.explain, send: frame.send,
    };
    if (view.prevVersion > snap.version || snap.version === 0) view.prevCells = new Map(); // new game, undo: no drops
    root.setAttribute("data-version", String(snap.version));
    root.setAttribute("data-phase", ctx.obs.phase);
    root.setAttribute("data-viewer", String(snap.viewer ?? ""));
    frame.showHead(ctx, renderTop);
    prompt.textContent = snap.prompt;
    prompt.hidden = Boolean(snap.result); // the result panel says it
    dock.classList.toggle("is-my-turn", ctx.myTurn);
    dock.setAttribute("aria-label", snap.prompt);

    // the mountain first: sections and flags are the primary places of their options
    morphInto(mountain, [renderMountain(ctx)]);
    morphInto(track, [renderTrack(ctx)]);
    morphInto(result, [snap.result && renderResult(ctx)]);
    morphInto(chosen, [renderChosen(ctx)]);
    morphInto(actions, renderOptions(ctx));
    actions.setAttribute("aria-label", snap.prompt);
    const seats = snap.viewer === 1 ? [1, 0] : [0, 1];
    morphInto(players, seats.map((seat) => renderPlayer(ctx, seat)));
    morphInto(chart, [renderChart(ctx)]);
    const logged = keptLog(ctx);
    const panels = [];
    const obs = ctx.obs;
    // the turn summaries are drawn into their last drawing (most of it is the same from one position to the next)
    const summary = (/** @type {"this" | "last"} */ kind, /** @type {TurnSummary} */ t) => /** @type {HTMLElement} */ (
      redrawn(view.drawn, kind, turnSummary(ctx, t, ctx.ui[`${kind}_turn`] || "", kind)));
    if (obs.this_turn && !snap.result && (obs.this_turn.trap || (obs.this_turn.powers || []).length)) {
      panels.push(summary("this", obs.this_turn));
    }
    if (obs.last_turn) panels.push(summary("last", obs.last_turn));
    panels.push(logged);
    panels.push(keptHelp(ctx, () => renderHelp(ctx)));
    placePart(extra, panels);
    view.prevVersion = snap.version;
    frame.restoreFocus(focus, () => root.querySelector("[data-action]") || root.querySelector("[data-key]"));
  }

  // number keys pick the Nth option, Escape cancels
  const onKey = optionKeys(current, act, () => false,
    (key, snap) => (key === "Escape" ? snap.legal.find((x) => x.action.type === "cancel") : undefined));
  return frame.mount(render, onKey);
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
