// @ts-check
/**
 * K2 board — an anywidget front-end module (one plain ES module, no imports).
 *
 * This is the source of widgets/static/k2.js: `python3 build.py boards` replaces each
 * include line below with that file from widgets/src/common/ (code every board shares;
 * its class names take this board's PREFIX).
 *
 * The host (JupyterLab's anywidget or the static page's small JS host) keeps a synced
 * `snapshot` (rules/table.py `Table.snapshot`, rules/session.py, observation from rules/k2/)
 * and answers the messages this board sends with a new snapshot. The board only ever reads
 * `model.get("snapshot")`, listens to `change:snapshot` / `msg:custom`, and calls `model.send`.
 *
 * Every string on screen comes from the snapshot (ui — K2's words are ui["k2.<key>"] from
 * rules/k2/messages.json —, prompt, log, labels, names, help); untrusted text is set
 * with textContent only. Everything is drawn with createElement / createElementNS: the
 * mountain from observation.map (spaces at their source-image coordinates), no images.
 */

/**
 * @typedef {SeatView} SeatInfo
 * @typedef {{type: string, card?: string, climber?: string, use?: string, space?: string, token?: number}} Action
 * @typedef {LegalEntry} Legal
 * @typedef {{id: string, zone: string, vp: number, cost: number | null, accl: number, xy: number[]}} Space
 * @typedef {{spaces: Space[], edges: string[][], capacity: Record<string, number>, track: number[],
 *            size: number[], side?: string}} MapInfo
 * @typedef {{round: number, icon: string, accl: number, move: number, zones: string[]}} Day
 * @typedef {{forecast: Day[], today: Day | null, tiles_left: number}} Weather
 * @typedef {{face_up: number[], face_down: number, taker: number | null, token: number | null,
 *            remaining: number}} Risk
 * @typedef {{id: string, space: string | null, alive: boolean, accl: number, score: number,
 *            tent: string | null, got_card: boolean}} Climber
 * @typedef {{seat: number, score: number, deck: number, hand: number, locked: boolean,
 *            played: string[] | null, to_give: string[] | null, rescue_used: boolean,
 *            climbers: Climber[]}} SeatObs
 * @typedef {{climber: string, free: number, down: number, moved: boolean, kind: string,
 *            deductible: number}} Pool
 * @typedef {{
 *   game: string, players: number, viewer: number | null, board: string, round: number, phase: string,
 *   start_player: number, active: number | null, map: MapInfo, weather: Weather, risk: Risk,
 *   seats: SeatObs[], hand: string[] | null, picked: string[] | null, pool: Pool | null,
 *   occupancy: Record<string, number>
 * }} Observation
 * @typedef {SnapshotOf<Observation, any>} Snapshot  (common/shapes.js, from rules/shapes.py)
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{shownSeat: number | null | undefined, prevWhere: Map<string, string | null>, prevVersion: number,
 *            busyTimer: number, quietTimer: number}} ViewState
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, myTurn: boolean,
 *   placed: Set<string>, act(entry: Legal): void, explain(action: Action): void,
 *   send(msg: object): void, view: ViewState
 * }} Ctx
 */

const PREFIX = "k2";

const ZONES = ["Z5", "Z6", "Z7", "Z8"];

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  check: ["M5 12.5 10 17.5 19 7"],
  lock: ["M6 11h12v9H6z", "M8.5 11V8a3.5 3.5 0 0 1 7 0v3"],
  up: ["M12 19V5", "m6 11 6-6 6 6"],
  down: ["M12 5v14", "m6 13 6 6 6-6"],
  axe: ["M5 20 15 7", "M12 4c3 0 6 2 7 5l-4-1-2 2"],
};

// @include common/shapes.js
// @include common/dom.js
// @include common/icons.js
// @include common/options.js
// @include common/toolbar.js
// @include common/panels.js
// @include common/cover.js
// @include common/keys.js
// @include common/motion.js
// @include common/frame.js
// @include common/board.css
// @include common/styles.js

/** @param {number} n */
const r1 = (n) => Math.round(n * 10) / 10;

/** A signed number with a real minus sign. @param {number} n */
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

// ---------------------------------------------------------------------------------------
// Words: the snapshot first, then the small table.

/** @param {Ctx} ctx @param {string} key */
function word(ctx, key) {
  return ctx.ui[`k2.${key}`] || key;  // every K2 word is in the catalogue (rules/k2/messages.json, ui.k2.*)
}

/** @param {Ctx} ctx @param {number} seat */
function seatName(ctx, seat) {
  return ctx.snap.seats[seat]?.name ?? "";
}

/** @param {Ctx} ctx @param {string} id  "a" | "r" */
function climberName(ctx, id) {
  return word(ctx, id === "a" ? "angular" : "rounded");
}

/** @param {Ctx} ctx @param {string} code  M1…M3, R12 R13 R23, A0…A3 */
function cardName(ctx, code) {
  const kind = code[0];
  if (kind === "R") return fill(word(ctx, "card_R"), { up: code[1], down: code[2] });
  return fill(word(ctx, `card_${kind}`), { n: code.slice(1) });
}

/** @param {Ctx} ctx @param {string} id */
function spaceName(ctx, id) {
  if (id === "BASE") return word(ctx, "base");
  if (id === "SUMMIT") return word(ctx, "summit");
  return id;
}

/** @param {Ctx} ctx @param {string} zone */
function zoneName(ctx, zone) {
  return word(ctx, `zone_${zone}`);
}

/** What a space is, in words (its accessible name). @param {Ctx} ctx @param {Space} sp */
function spaceWords(ctx, sp) {
  const parts = [spaceName(ctx, sp.id), zoneName(ctx, sp.zone)];
  if (sp.cost !== null && sp.cost !== undefined) parts.push(`${word(ctx, "points")} ${sp.cost}`);
  if (sp.accl) parts.push(`${word(ctx, "acclimatization")} ${signed(sp.accl)}`);
  parts.push(`${word(ctx, "score")} ${sp.vp}`);
  const cap = (ctx.obs.map.capacity || {})[sp.zone];
  if (sp.id !== "BASE" && cap !== undefined) parts.push(`${word(ctx, "capacity")} ${cap}`);
  const here = climbersOn(ctx, sp.id).map((c) => `${seatName(ctx, c.seat)} ${climberName(ctx, c.id)}`);
  if (here.length) parts.push(here.join(", "));
  return parts.join(" · ");
}

// ---------------------------------------------------------------------------------------
// Pieces drawn in SVG (a 20×20 box centred on 0,0, scaled): climbers, tents, tokens,
// weather icons and cards.

/** Seat colour class (five seats). @param {number} seat */
const seatClass = (seat) => `k2-p${seat}`;

/**
 * A climber: `a` (デコボコ, angular: faceted head, sharp body) or `r` (スベスベ, round).
 * @param {number} seat @param {string} id @param {number} x @param {number} y @param {number} size @param {string} [extra]
 */
function climberShape(seat, id, x, y, size, extra) {
  const body = id === "a"
    ? [s("path", { class: "k2-fill", d: "M-7.4 10-5.6-.6-2.6-3.2H2.6L5.6-.6 7.4 10Z" }),
      s("path", { class: "k2-fill", d: "M-3.6-9.4 0-12 3.6-9.4 3.6-5.6 0-3.8-3.6-5.6Z" })]
    : [s("path", { class: "k2-fill", d: "M-7.2 10C-7.2 1.6-4.2-2.8 0-2.8S7.2 1.6 7.2 10Z" }),
      s("circle", { class: "k2-fill", cx: 0, cy: -7.6, r: 4.3 })];
  return s("g", { class: cls("k2-climber", seatClass(seat), extra), "data-shape": id,
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, body);
}

/** A tent: angular (pitched by the angular climber) or round (a dome). */
function tentShape(/** @type {number} */ seat, /** @type {string} */ id, /** @type {number} */ x,
  /** @type {number} */ y, /** @type {number} */ size) {
  const shell = id === "a" ? "M-10 7 0-9 10 7Z" : "M-10 7C-10-3-5.5-8.5 0-8.5S10-3 10 7Z";
  return s("g", { class: cls("k2-tent", seatClass(seat)), "data-shape": id,
    transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(size / 10 * 100) / 100})` }, [
    s("path", { class: "k2-fill", d: shell }),
    s("path", { class: "k2-door", d: "M-3 7 0 .6 3 7Z" }),
  ]);
}

/** A standalone SVG image of one piece (for HTML panels). @param {SVGElement} piece @param {string} [extra] */
function pieceSvg(piece, extra) {
  return s("svg", { viewBox: "-13 -14 26 26", class: cls("k2-piece", extra), "aria-hidden": "true",
    focusable: "false" }, [piece]);
}

/** A weather icon in a 24×24 box. @param {string} kind  sun | cloud | snow */
function weatherIcon(kind) {
  const cloud = "M7 18h10.5a4 4 0 0 0 .4-8 6 6 0 0 0-11.5 1.4A3.4 3.4 0 0 0 7 18z";
  /** @type {SVGElement[]} */
  let parts;
  if (kind === "sun") {
    const rays = Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i;
      return s("path", { class: "k2-ray", d: `M${r1(12 + 7.4 * Math.cos(a))} ${r1(12 + 7.4 * Math.sin(a))}`
        + `L${r1(12 + 10 * Math.cos(a))} ${r1(12 + 10 * Math.sin(a))}` });
    });
    parts = [...rays, s("circle", { class: "k2-sun", cx: 12, cy: 12, r: 5.2 })];
  } else if (kind === "snow") {
    parts = [s("path", { class: "k2-cloud is-dark", d: "M7 14h10.5a4 4 0 0 0 .4-8 6 6 0 0 0-11.5 1.4A3.4 3.4 0 0 0 7 14z" }),
      ...[[8, 18], [12, 20], [16, 18]].map(([cx, cy]) =>
        s("path", { class: "k2-flake", d: `M${cx} ${cy - 2}v4M${cx - 1.8} ${cy - 1}l3.6 2M${cx - 1.8} ${cy + 1}l3.6-2` }))];
  } else {
    parts = [s("path", { class: "k2-cloud", d: cloud })];
  }
  return s("svg", { viewBox: "0 0 24 24", class: cls("k2-wicon", `is-${kind}`), "aria-hidden": "true",
    focusable: "false" }, parts);
}

/** An SVG image given a size in its parent's units (a nested svg would else fill its parent). @param {SVGElement} svg @param {number} size */
function sized(svg, size) {
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  return svg;
}

/** A risk token (a red disc with its value). @param {number | null} value  null: face down */
function tokenSvg(value) {
  return s("svg", { viewBox: "-12 -12 24 24", class: cls("k2-token", value === null && "is-down"),
    "aria-hidden": "true", focusable: "false" }, [
    s("circle", { class: "k2-token-disc", r: 10.5 }),
    value === null ? s("path", { class: "k2-token-mark", d: "M-5.4 4.4 0-5 5.4 4.4Z" })
      : s("text", { class: "k2-token-num", y: 0.8 }, [String(value)]),
  ]);
}

/**
 * A card, drawn: movement (green number), rope (green up and down values), acclimatization (blue).
 * @param {string} code
 */
function cardFace(code) {
  const kind = code[0];
  /** @type {(SVGElement | string)[]} */
  const marks = [];
  if (kind === "M") {
    marks.push(s("path", { class: "k2-card-peak", d: "M8 24 18 10l5 6 4-4 7 12Z" }),
      s("text", { class: "k2-card-num is-move", x: 21, y: 47 }, [code[1]]));
  } else if (kind === "R") {
    marks.push(s("path", { class: "k2-card-rope", d: "M7 13c4-6 10 4 14-2s10 4 14-2" }),
      s("path", { class: "k2-card-arrow", d: "M11 33l3.4-5 3.4 5" }),
      s("text", { class: "k2-card-num is-move is-small", x: 14.4, y: 47 }, [code[1]]),
      " ", // the up and down values are two words of what the card shows (a button's name repeats them)
      s("path", { class: "k2-card-arrow", d: "M24.2 28l3.4 5 3.4-5" }),
      s("text", { class: "k2-card-num is-down is-small", x: 27.6, y: 47 }, [code[2]]));
  } else {
    marks.push(s("circle", { class: "k2-card-accl", cx: 21, cy: 34, r: 12.5 }),
      s("text", { class: "k2-card-num is-accl", x: 21, y: 35 }, [code[1]]),
      s("path", { class: "k2-card-lung", d: "M16 9c-3 0-4 6-3 9s4 1 4-2zm10 0c3 0 4 6 3 9s-4 1-4-2zM21 6v8" }));
  }
  return s("svg", { viewBox: "0 0 42 58", class: "k2-card-svg", "aria-hidden": "true", focusable: "false" }, [
    s("rect", { class: cls("k2-card-paper", `is-${kind}`), x: 1, y: 1, width: 40, height: 56, rx: 5 }),
    ...marks,
  ]);
}

/**
 * One card as an image element (not interactive).
 * @param {Ctx} ctx @param {string} code @param {{decorative?: boolean, extra?: string}} [opts]
 */
function cardEl(ctx, code, opts = {}) {
  const name = cardName(ctx, code);
  return h("span", {
    class: cls("k2-card", `is-${code[0]}`, opts.extra), "data-card": code,
    role: opts.decorative ? null : "img", "aria-label": opts.decorative ? null : name,
    "aria-hidden": opts.decorative ? "true" : null, title: opts.decorative ? null : name,
  }, [cardFace(code)]);
}

// ---------------------------------------------------------------------------------------
// Options (markOption: common/options.js).

/** @param {Ctx} ctx @param {(a: Action) => boolean} test */
function legalWhere(ctx, test) {
  return ctx.snap.legal.filter((entry) => test(entry.action));
}

// ---------------------------------------------------------------------------------------
// Where the climbers are.

/**
 * @param {Ctx} ctx @param {string} space
 * @returns {{seat: number, id: string, climber: Climber}[]}
 */
function climbersOn(ctx, space) {
  const out = [];
  for (const seat of ctx.obs.seats) {
    for (const c of seat.climbers) if (c.alive && c.space === space) out.push({ seat: seat.seat, id: c.id, climber: c });
  }
  return out;
}

/** @param {Ctx} ctx @param {string} space */
function tentsOn(ctx, space) {
  const out = [];
  for (const seat of ctx.obs.seats) for (const c of seat.climbers) if (c.tent === space) out.push({ seat: seat.seat, id: c.id });
  return out;
}

// ---------------------------------------------------------------------------------------
// The mountain: bands per zone, links, spaces at their xy; legal targets are HTML buttons
// laid over the picture at the same (percentage) place.

/** @param {MapInfo} map */
function geometry(map) {
  const xs = map.spaces.map((sp) => sp.xy[0]);
  const ys = map.spaces.map((sp) => sp.xy[1]);
  const w = map.size && map.size[0] > 0 ? map.size[0] : Math.max(...xs) + Math.min(...xs);
  const hgt = map.size && map.size[1] > 0 ? map.size[1] : Math.max(...ys) + Math.min(...ys);
  const R = Math.max(12, Math.round(w * 0.038));
  // zone bands: a boundary halfway between the lowest space of a zone and the highest of the next one down
  /** @type {Record<string, {top: number, bottom: number}>} */
  const bands = {};
  let bottom = hgt;
  for (let i = 0; i < ZONES.length; i++) {
    const zone = ZONES[i];
    const next = ZONES[i + 1];
    let top = 0;
    if (next) {
      const lowestAbove = Math.max(...map.spaces.filter((sp) => sp.zone === next).map((sp) => sp.xy[1]));
      const highestHere = Math.min(...map.spaces.filter((sp) => sp.zone === zone && sp.id !== "BASE").map((sp) => sp.xy[1]));
      if (Number.isFinite(lowestAbove) && Number.isFinite(highestHere)) top = (lowestAbove + highestHere) / 2;
    }
    bands[zone] = { top, bottom };
    bottom = top;
  }
  return { w, h: hgt, R, bands };
}

/** @param {Ctx} ctx */
function renderMountain(ctx) {
  const { obs } = ctx;
  const map = obs.map;
  const geo = geometry(map);
  const { w, R } = geo;
  const byId = new Map(map.spaces.map((sp) => [sp.id, sp]));
  const today = obs.weather && obs.weather.today;
  // the picture is read space by space (each space names its cost, modifier, flag and climbers)
  const svg = s("svg", { class: "k2-mountain", viewBox: `0 0 ${w} ${geo.h}`, role: "group",
    focusable: "false", preserveAspectRatio: "xMidYMid meet" });
  // sky, the rock and its snow cap
  const summit = byId.get("SUMMIT") || map.spaces.reduce((a, b) => (a.xy[1] < b.xy[1] ? a : b));
  const [sx, sy] = summit.xy;
  const peakY = Math.max(4, sy - 2 * R);
  svg.append(
    s("rect", { class: "k2-sky", x: 0, y: 0, width: w, height: geo.h }),
    s("path", { class: "k2-rock", d: `M0 ${geo.h}L0 ${r1(geo.h * 0.55)}L${r1(sx * 0.45)} ${r1(geo.h * 0.3)}`
      + `L${r1(sx)} ${r1(peakY)}L${r1(sx + (w - sx) * 0.55)} ${r1(geo.h * 0.28)}L${w} ${r1(geo.h * 0.5)}L${w} ${geo.h}Z` }),
    s("path", { class: "k2-rock-shade", d: `M${r1(sx)} ${r1(peakY)}L${r1(sx + (w - sx) * 0.55)} ${r1(geo.h * 0.28)}`
      + `L${w} ${r1(geo.h * 0.5)}L${w} ${geo.h}L${r1(sx + R)} ${geo.h}Z` }),
  );
  // the winter side: snow falling over the whole picture (fixed places, so a redraw does not move it)
  if ((obs.board || map.side) === "winter") {
    const flakes = s("g", { class: "k2-snowfall", "aria-hidden": "true" });
    for (let i = 0, seed = 7; i < 60; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const fx = (seed % 1000) / 1000;
      const fy = (Math.floor(seed / 1000) % 1000) / 1000;
      flakes.append(s("circle", { class: "k2-snow", cx: r1(fx * w), cy: r1(fy * geo.h), r: r1(R * (0.08 + (i % 3) * 0.04)) }));
    }
    svg.append(flakes);
  }
  // zone bands, their altitude, capacity and today's weather
  for (const zone of ZONES) {
    const band = geo.bands[zone];
    const hit = Boolean(today && today.accl > 0 && (today.zones || []).includes(zone));
    svg.append(s("rect", { class: cls("k2-band", `is-${zone}`, hit && "is-weather"), "data-zone": zone, x: 0,
      y: r1(band.top), width: w, height: r1(band.bottom - band.top) }));
    if (band.top > 0) svg.append(s("line", { class: "k2-band-line", x1: 0, x2: w, y1: r1(band.top), y2: r1(band.top) }));
    const cap = map.capacity ? map.capacity[zone] : undefined;
    const k = r1(R / 22 * 100) / 100;
    // right-aligned: the altitude, then below it the capacity (a person ×n) and today's weather penalty
    const label = s("g", { class: "k2-band-label", "data-zone-label": zone, "aria-hidden": "true",
      transform: `translate(${r1(w - R * 0.35)} ${r1(band.top + R * 0.95)})` }, [
      s("text", { class: "k2-band-name", x: 0, y: 0, "font-size": r1(R * 0.68) }, [zoneName(ctx, zone)]),
    ]);
    const line = s("g", { transform: `translate(0 ${r1(R * 0.95)}) scale(${k})` });
    if (cap !== undefined) {
      line.append(s("g", { class: "k2-band-cap", "data-capacity": cap }, [
        s("path", { class: "k2-cap-person", d: "M-40 6C-40 0-37.5-2-35-2S-30 0-30 6ZM-35-3.4a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4Z" }),
        s("text", { class: "k2-cap-num", x: 0, y: 1.5 }, [`×${cap}`]),
      ]));
    }
    if (hit && today) {
      line.append(s("g", { class: "k2-band-weather", transform: "translate(-52 0)" }, [
        s("g", { transform: "translate(-50 -12)" }, [sized(weatherIcon(today.icon), 24)]),
        s("text", { class: "k2-band-penalty", x: 0, y: 1.5 }, [signed(-today.accl)]),
      ]));
    }
    label.append(line);
    svg.append(label);
  }
  // links
  const links = s("g", { class: "k2-links", "aria-hidden": "true" });
  for (const [a, b] of map.edges) {
    const p = byId.get(a);
    const q = byId.get(b);
    if (!p || !q) continue;
    links.append(s("line", { x1: p.xy[0], y1: p.xy[1], x2: q.xy[0], y2: q.xy[1], "data-link": `${a}-${b}` }));
  }
  svg.append(links);
  // spaces, then pieces on top
  const targets = new Map();
  for (const entry of ctx.snap.legal) {
    const a = entry.action;
    if ((a.type === "move" || a.type === "rescue") && a.space && !targets.has(a.space)) targets.set(a.space, entry);
  }
  const pool = obs.pool;
  const poolSeat = obs.active;
  const where = new Map();
  for (const sp of map.spaces) svg.append(renderSpace(ctx, sp, geo, targets.has(sp.id)));
  for (const sp of map.spaces) {
    const pieces = climbersOn(ctx, sp.id);
    const n = pieces.length;
    const isBase = sp.id === "BASE";
    const perRow = isBase ? 5 : n <= 2 ? 2 : Math.min(n, 3);
    const gap = isBase ? R * 0.62 : n <= 1 ? 0 : R * (n <= 2 ? 0.72 : 0.58);
    const size = isBase ? R * 0.5 : n <= 1 ? R * 0.72 : n <= 2 ? R * 0.58 : R * 0.46;
    const rows = Math.ceil(n / perRow);
    pieces.forEach((p, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, n - row * perRow);
      const x = sp.xy[0] + (i % perRow - (inRow - 1) / 2) * gap;
      const y = sp.xy[1] - R * 0.05 + (row - (rows - 1) / 2) * (isBase ? R * 0.72 : R * 0.7);
      const key = `${p.seat}:${p.id}`;
      where.set(key, sp.id);
      const before = ctx.view.prevWhere.get(key);
      const moved = before !== undefined && before !== sp.id;
      const isPool = Boolean(pool && poolSeat === p.seat && pool.climber === p.id && obs.phase === "actions");
      const g = climberShape(p.seat, p.id, x, y, size, cls(moved && "is-new", isPool && "is-pool"));
      g.setAttribute("data-climber", key);
      g.setAttribute("data-motion", `climber:${key}`); // common/motion.js: it travels from its last space
      g.setAttribute("data-space", sp.id);
      if (isPool) g.prepend(s("circle", { class: "k2-pool-ring", r: 13.5, cy: -1 }));
      svg.append(g);
    });
    const tents = tentsOn(ctx, sp.id);
    tents.forEach((t, i) => {
      const tx = sp.xy[0] - R * 1.12 - i * R * 0.5;
      const ty = sp.xy[1] + R * 0.55;
      const g = tentShape(t.seat, t.id, tx, ty, R * 0.42);
      g.setAttribute("data-tent", `${t.seat}:${t.id}`);
      g.setAttribute("data-motion", `tent:${t.seat}:${t.id}`);
      g.setAttribute("data-space", sp.id);
      svg.append(g);
    });
  }
  ctx.view.prevWhere = where;
  // the overlay: legal targets as real buttons
  const overlay = h("div", { class: "k2-targets", "data-roving": "spaces" });
  for (const [id, entry] of targets) {
    const sp = byId.get(id);
    if (!sp) continue;
    const size = (R * 2.5 / w) * 100;
    // the number-key badge sits on the id's line, left of it (never over it): the id's half width is guessed from
    // its letters (bold capitals and digits ~0.75 em wide, other Latin ones ~0.65, Japanese ones 1 em), plus a
    // margin; the offsets from the button's centre are in button widths (2.5 R)
    const text = id === "BASE" ? word(ctx, "base") : id === "SUMMIT" ? word(ctx, "summit") : id;
    const ems = [...text].reduce((n, ch) =>
      n + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : /[A-Z0-9]/.test(ch) ? 0.75 : 0.65), 0);
    const keyX = r1(((ems / 2) * ID_SIZE + 0.25) / 2.5 * 1000) / 1000;
    const keyY = r1(ID_Y / 2.5 * 1000) / 1000;
    const button = h("button", {
      type: "button", class: cls("k2-target", `is-${entry.action.type}`), "data-key": `space:${id}`,
      "data-space": id,
      style: `left:${r1(sp.xy[0] / w * 1000) / 10}%;top:${r1(sp.xy[1] / geo.h * 1000) / 10}%;width:${r1(size * 10) / 10}%;`
        + `--key-dx:${keyX};--key-dy:${keyY}`,
    });
    markOption(button, entry, ctx);
    overlay.append(button);
  }
  const side = ctx.snap.help && typeof ctx.snap.help.board === "string" ? ctx.snap.help.board : map.side || "";
  const label = side ? `K2 — ${side}` : "K2";
  const winter = (obs.board || map.side) === "winter";
  return h("div", { class: cls("k2-mountain-box", winter && "is-winter"), role: "group", "aria-label": label,
    "data-side": winter ? "winter" : "summer", "data-motion-frame": "mountain",
    style: `aspect-ratio:${w} / ${geo.h};--arn:${r1(w / geo.h * 1000) / 1000}` }, [svg, overlay]);
}

/** A space's id under its disc: its centre (below the disc's centre) and size, in disc radii. */
const ID_Y = 1.52;
const ID_SIZE = 0.76;

/**
 * One space: its disc (Base camp: a wide plate), cost (yellow), modifier (blue + / red −),
 * VP flag, id, and capacity pips (filled = occupied).
 * @param {Ctx} ctx @param {Space} sp @param {{R: number}} geo @param {boolean} isTarget
 */
function renderSpace(ctx, sp, geo, isTarget) {
  const { R } = geo;
  const [x, y] = sp.xy;
  const isBase = sp.id === "BASE";
  const cap = isBase ? 0 : (ctx.obs.map.capacity || {})[sp.zone] ?? 0;
  const occupied = (ctx.obs.occupancy || {})[sp.id] ?? climbersOn(ctx, sp.id).length;
  const g = s("g", {
    class: cls("k2-space", `is-${sp.zone}`, isBase && "is-base", isTarget && "is-target",
      cap && occupied >= cap && "is-full"),
    transform: `translate(${x} ${y})`, "data-space": sp.id, "data-zone": sp.zone, "data-occupancy": occupied,
  });
  if (isBase) {
    g.append(s("rect", { class: "k2-disc", x: -1.7 * R, y: -1.05 * R, width: 3.4 * R, height: 2.1 * R, rx: 0.45 * R }),
      s("text", { class: "k2-space-id is-base", x: 0, y: r1(ID_Y * R), "font-size": r1(ID_SIZE * R) }, [word(ctx, "base")]));
  } else {
    g.append(s("circle", { class: "k2-disc", r: R }),
      s("text", { class: "k2-space-id", x: 0, y: r1(ID_Y * R), "font-size": r1(ID_SIZE * R) },
        [sp.id === "SUMMIT" ? word(ctx, "summit") : sp.id]));
  }
  g.append(s("circle", { class: "k2-glow", r: isBase ? 1.9 * R : R * 1.22 }));
  if (sp.cost !== null && sp.cost !== undefined) {
    g.append(s("g", { class: cls("k2-cost", sp.cost === 1 && "is-one"), "data-cost": sp.cost,
      transform: `translate(${r1(-0.86 * R)} ${r1(-0.78 * R)})` }, [
      s("circle", { r: r1(0.4 * R) }),
      s("text", { y: r1(0.03 * R), "font-size": r1(0.56 * R) }, [String(sp.cost)]),
    ]));
  }
  if (sp.accl) {
    const bx = isBase ? 1.7 * R : 0.86 * R;
    g.append(s("g", { class: cls("k2-mod", sp.accl > 0 ? "is-plus" : "is-minus"), "data-accl": sp.accl,
      transform: `translate(${r1(bx)} ${r1(-0.78 * R)})` }, [
      s("circle", { r: r1(0.42 * R) }),
      s("text", { y: r1(0.03 * R), "font-size": r1(0.5 * R) }, [signed(sp.accl)]),
    ]));
  }
  if (sp.vp > 1) {
    g.append(s("g", { class: cls("k2-flag", sp.id === "SUMMIT" && "is-summit"), "data-vp": sp.vp,
      transform: `translate(${r1(0.98 * R)} ${r1(0.05 * R)}) scale(${r1(R / 22 * 100) / 100})` }, [
      s("path", { class: "k2-flag-pole", d: "M0-3V17" }),
      s("path", { class: "k2-flag-cloth", d: "M0-3H17L13.5 3.5 17 10H0Z" }),
      s("text", { class: "k2-flag-num", x: 8, y: 3.8 }, [String(sp.vp)]),
    ]));
  }
  if (cap) {
    const pips = s("g", { class: "k2-pips", "aria-hidden": "true" });
    for (let i = 0; i < cap; i++) {
      pips.append(s("circle", { class: cls("k2-pip", i < occupied && "is-on"), cx: r1((i - (cap - 1) / 2) * 0.3 * R),
        cy: r1(R * 0.8), r: r1(0.1 * R) }));
    }
    g.append(pips);
  }
  const words = spaceWords(ctx, sp);
  g.setAttribute("role", "img");
  g.setAttribute("aria-label", words);
  g.append(s("title", {}, [words]));
  // a click on a space that is no option: ask why (a rescue while one is pending, else a move: during the secret
  // card choice or the risk token the host says that the climbers move later)
  if (!isTarget) {
    listen(g, { click: () => ctx.explain({ type: ctx.obs.phase === "rescue" ? "rescue" : "move", space: sp.id }) });
  }
  return g;
}

// ---------------------------------------------------------------------------------------
// Weather and risk.

/** @param {Ctx} ctx */
function renderWeather(ctx) {
  const { obs } = ctx;
  const weather = obs.weather || { forecast: [], today: null, tiles_left: 0 };
  const todayRound = weather.today ? weather.today.round : obs.round;
  const days = (weather.forecast || []).map((day) => {
    const isToday = day.round === todayRound;
    const kind = word(ctx, day.icon);
    const zones = (day.zones || []).map((z) => zoneName(ctx, z)).join(", ");
    const label = `${fill(word(ctx, "days"), { n: day.round })}${isToday ? ` (${word(ctx, "today")})` : ""}: ${kind}`
      + (day.accl ? ` ${signed(-day.accl)} ${word(ctx, "acclimatization")} (${zones})` : "")
      + (day.move ? `, ${signed(day.move)}` : "");
    return h("li", { class: cls("k2-day", isToday && "is-today", day.round < todayRound && "is-past", `is-${day.icon}`),
      "data-round": day.round,
      "aria-current": isToday ? "date" : null, "aria-label": label, title: label }, [
      h("span", { class: "k2-day-round", "aria-hidden": "true", text: isToday ? word(ctx, "today") : String(day.round) }),
      weatherIcon(day.icon),
      h("span", { class: "k2-day-pen", "aria-hidden": "true", text: day.accl ? signed(-day.accl) : "0" }),
      h("span", { class: "k2-day-zones", "aria-hidden": "true" }, [...ZONES].reverse().map((z) =>
        h("span", { class: cls("k2-zb", (day.zones || []).includes(z) && day.accl > 0 && "is-hit"), "data-zone": z }))),
    ]);
  });
  return h("section", { class: "k2-panel k2-weather", "aria-label": word(ctx, "weather") }, [
    h("h2", { class: "k2-panel-title" }, [h("span", { text: word(ctx, "weather") }),
      h("span", { class: "k2-chip", "data-tiles-left": weather.tiles_left,
        text: fill(word(ctx, "tiles_left"), { n: weather.tiles_left }) })]),
    h("ol", { class: "k2-forecast" }, days),
  ]);
}

/** @param {Ctx} ctx */
function renderRisk(ctx) {
  const { obs } = ctx;
  const risk = obs.risk || { face_up: [], face_down: 0, taker: null, token: null, remaining: 0 };
  const tokens = (risk.face_up || []).map((v) => h("span", { class: "k2-risk-token", "data-token": v, role: "img",
    "aria-label": `${word(ctx, "risk")} ${v}`, title: `${word(ctx, "risk")} ${v}` }, [tokenSvg(v)]));
  const downText = `${word(ctx, "face_down")}: ${risk.face_down}`;
  const stack = h("span", { class: "k2-risk-stack", "data-face-down": risk.face_down, role: "img", "aria-label": downText,
    title: downText }, [tokenSvg(null), h("span", { class: "k2-risk-count", "aria-hidden": "true", text: `×${risk.face_down}` })]);
  const taker = risk.taker !== null && risk.taker !== undefined && obs.phase !== "over";
  return h("section", { class: "k2-panel k2-risk", "aria-label": word(ctx, "risk") }, [
    h("h2", { class: "k2-panel-title", text: word(ctx, "risk") }),
    h("div", { class: "k2-risk-row" }, [...tokens, stack]),
    taker && h("p", { class: cls("k2-taker", seatClass(/** @type {number} */ (risk.taker))), "data-taker": risk.taker,
      "data-remaining": risk.remaining }, [
      h("span", { class: "k2-dot", "aria-hidden": "true" }),
      h("span", { class: "k2-taker-name", text: seatName(ctx, /** @type {number} */ (risk.taker)) }),
      risk.token !== null && risk.token !== undefined && h("span", { class: "k2-risk-token", "data-token": risk.token,
        role: "img", "aria-label": `${word(ctx, "risk")} ${risk.token}` }, [tokenSvg(risk.token)]),
      h("strong", { class: "k2-remaining", text: `${word(ctx, "remaining")}: ${risk.remaining}` }),
    ]),
  ]);
}

// ---------------------------------------------------------------------------------------
// Players: name, start player, lock, total; per climber: where, acclimatization, score, tent.

/** @param {Ctx} ctx @param {SeatObs} so */
function renderPlayer(ctx, so) {
  const { snap, obs, ui } = ctx;
  const seat = so.seat;
  const info = snap.seats[seat];
  const isViewer = seat === snap.viewer;
  const acting = snap.to_act.includes(seat) && !snap.result;
  const won = Boolean(snap.result && snap.result.winners.includes(seat));
  const choosing = obs.phase === "choose";
  const head = h("header", { class: "k2-player-head" }, [
    h("span", { class: "k2-avatar", "aria-hidden": "true" }, [icon(info.kind === "bot" ? "bot" : "human")]),
    h("span", { class: "k2-player-name", text: info.name, title: info.name }),
    isViewer && h("span", { class: "k2-tag is-you", text: ui.you }),
    obs.start_player === seat && h("span", { class: "k2-tag is-start", title: word(ctx, "start_player"), role: "img",
      "aria-label": word(ctx, "start_player"), "data-start": "" }, [icon("axe")]),
    choosing && so.locked && h("span", { class: "k2-tag is-locked", "data-locked": "" }, [icon("lock"),
      word(ctx, "ready")]),
    choosing && !so.locked && acting && h("span", { class: "k2-turn", text: word(ctx, "choosing") }),
    !choosing && acting && h("span", { class: "k2-turn", text: ui.to_act }),
    h("span", { class: cls("k2-player-score", won && "is-winner"), title: `${ctx.ui.score}`,
      "aria-label": `${ctx.ui.score}: ${so.score}`, "data-score": so.score }, [String(so.score)]),
  ]);
  const climbers = h("ul", { class: "k2-climbers" }, so.climbers.map((c) => {
    const whereText = !c.alive ? word(ctx, "dead") : c.space ? (c.space === "BASE" ? word(ctx, "base") : c.space) : "—";
    return h("li", { class: cls("k2-climber-row", !c.alive && "is-dead", c.got_card && obs.phase === "actions" && "is-given"),
      "data-climber": c.id,
      "data-space": c.space ?? "", "data-accl": c.accl, "data-alive": String(c.alive) }, [
      pieceSvg(climberShape(seat, c.id, 0, 0, 10)),
      h("span", { class: "k2-climber-name", text: climberName(ctx, c.id) }),
      h("span", { class: "k2-where", text: whereText }),
      h("span", { class: "k2-accl", title: word(ctx, "acclimatization"), "aria-label": `${word(ctx, "acclimatization")}: ${c.accl}` },
        [String(c.accl)]),
      h("span", { class: "k2-vp", title: ui.score, "aria-label": `${ui.score}: ${c.score}`, role: "img" }, [
        s("svg", { viewBox: "0 0 14 18", class: "k2-vp-flag", "aria-hidden": "true", focusable: "false" }, [
          s("path", { d: "M2 1v16" }), s("path", { d: "M2 1h11l-3 4 3 4H2z" })]),
        h("span", { text: String(c.score), "aria-hidden": "true" })]),
      c.tent && h("span", { class: "k2-tent-tag", title: `${word(ctx, "tent")}: ${c.tent}`, "data-tent": c.tent },
        [pieceSvg(tentShape(seat, c.id, 0, 1, 10)), c.tent]),
    ]);
  }));
  const stat = (/** @type {string} */ key, /** @type {number} */ n) =>
    h("span", { class: "k2-stat", "data-stat": key, title: word(ctx, key), role: "img", "aria-label": `${word(ctx, key)}: ${n}` },
      [h("span", { class: "k2-stat-name", text: word(ctx, key), "aria-hidden": "true" }),
        h("strong", { text: String(n), "aria-hidden": "true" })]);
  const stats = h("div", { class: "k2-stats" }, [stat("deck", so.deck), stat("in_hand", so.hand)]);
  const body = [head, climbers, stats];
  if (so.played && so.played.length) {
    const left = [...(so.to_give || [])];
    const cards = so.played.map((code) => {
      const i = left.indexOf(code);
      const given = so.to_give !== null && i < 0;
      if (i >= 0) left.splice(i, 1);
      return cardEl(ctx, code, { extra: cls("is-mini", given && "is-given") });
    });
    body.push(h("div", { class: "k2-played", "data-played": so.played.join(" ") }, [
      h("span", { class: "k2-mini-label", text: word(ctx, "played") }), ...cards]));
  }
  return h("section", {
    class: cls("k2-player", seatClass(seat), isViewer && "is-viewer", acting && "is-acting"),
    "data-seat": seat, "data-kind": info.kind, "aria-label": info.name, "data-motion-frame": `player:${seat}`,
  }, body);
}

// ---------------------------------------------------------------------------------------
// The dock: prompt, notice, result, the viewer's hand and picks, the cards to give, the pool
// and the other options.

/** The choice of three: the hand (pick buttons) and the cards chosen so far. @param {Ctx} ctx */
function renderHand(ctx) {
  const { obs, snap } = ctx;
  if (snap.viewer === null || !obs.hand) return [];
  const choosing = obs.phase === "choose" && !snap.result;
  const picked = obs.picked || [];
  const out = [];
  if (choosing) {
    const slots = [];
    for (let i = 0; i < 3; i++) {
      const code = picked[i];
      // the viewer's cards travel hand → picks → cards to give (common/motion.js)
      slots.push(code ? moving(cardEl(ctx, code, { extra: "is-mid is-picked" }), `card:${obs.round}:${code}`)
        : h("span", { class: "k2-card-slot", "aria-hidden": "true" }));
    }
    out.push(h("div", { class: "k2-picks", "data-picked": picked.join(" ") }, [
      h("h2", { class: "k2-sub", text: word(ctx, "chosen") }), h("div", { class: "k2-card-row" }, slots)]));
  }
  const cards = obs.hand.map((code, i) => {
    if (!choosing) return moving(cardEl(ctx, code, { extra: "is-mid" }), `card:${obs.round}:${code}`);
    const button = h("button", { type: "button", class: "k2-hand-card", "data-key": `hand:${i}`, "data-card": code },
      [moving(cardEl(ctx, code, { decorative: true, extra: "is-hand" }), `card:${obs.round}:${code}`)]);
    const entry = ctx.snap.legal.find((e) => e.action.type === "pick" && e.action.card === code);
    if (entry) markOption(button, entry, ctx);
    else {
      const name = cardName(ctx, code);
      button.setAttribute("aria-label", name);
      button.title = name;
      button.classList.add("is-idle");
      listen(button, { click: () => ctx.explain({ type: "pick", card: code }) });
    }
    return button;
  });
  if (cards.length) {
    out.push(h("div", { class: "k2-hand" }, [
      h("h2", { class: "k2-sub", text: word(ctx, "hand") }),
      h("div", { class: "k2-card-row", role: "group", "aria-label": word(ctx, "hand"), "data-roving": "hand" }, cards)]));
  }
  return out;
}

/**
 * The active seat's cards still to give, one group per card: a button per legal give
 * (angular / round; a rope card: up or down for each).
 * @param {Ctx} ctx
 */
function renderGive(ctx) {
  const { obs, snap } = ctx;
  if (obs.phase !== "actions" || snap.viewer === null || obs.active !== snap.viewer || snap.result) return null;
  const me = obs.seats[snap.viewer];
  const toGive = (me && me.to_give) || [];
  const gives = legalWhere(ctx, (a) => a.type === "give");
  if (!toGive.length && !gives.length) return null;
  const codes = [...new Set([...toGive, ...gives.map((e) => /** @type {string} */ (e.action.card))])];
  const groups = codes.map((code) => {
    const count = toGive.filter((c) => c === code).length;
    const mine = gives.filter((e) => e.action.card === code);
    const buttons = mine.map((entry) => {
      const a = entry.action;
      const climber = /** @type {string} */ (a.climber);
      const button = h("button", { type: "button", class: cls("k2-give", a.use && `is-${a.use}`),
        "data-key": `give:${entry.notation}`, "data-climber": climber }, [
        a.use ? icon(a.use === "down" ? "down" : "up", "is-use") : null,
        pieceSvg(climberShape(snap.viewer ?? 0, climber, 0, 0, 10)),
        h("span", { class: "k2-give-text", text: climberName(ctx, climber) }),
      ]);
      markOption(button, entry, ctx);
      return button;
    });
    const card = moving(cardEl(ctx, code, { extra: "is-mid" }), `card:${obs.round}:${code}`);
    if (!mine.length) {
      card.classList.add("is-idle");
      listen(card, { click: () => ctx.explain({ type: "give", card: code, climber: "a" }) });
    }
    return h("div", { class: "k2-give-group", "data-card": code }, [
      h("div", { class: "k2-give-card" }, [card, count > 1 && h("span", { class: "k2-count", text: `×${count}` })]),
      h("div", { class: "k2-give-buttons" }, buttons),
    ]);
  });
  return h("div", { class: "k2-gives", "data-roving": "gives" }, [h("h2", { class: "k2-sub", text: word(ctx, "to_give") }), ...groups]);
}

/** The open pool of points (or acclimatization) of the active seat. @param {Ctx} ctx */
function renderPool(ctx) {
  const { obs } = ctx;
  const pool = obs.pool;
  if (!pool || obs.phase !== "actions" || obs.active === null || obs.active === undefined) return null;
  const seat = obs.active;
  const bits = [
    pieceSvg(climberShape(seat, pool.climber, 0, 0, 10)),
    h("span", { class: "k2-pool-who", text: climberName(ctx, pool.climber) }),
  ];
  if (pool.kind === "accl") {
    bits.push(h("span", { class: "k2-accl", text: String(pool.free) }));
  } else {
    bits.push(h("strong", { class: "k2-pool-free", text: `${word(ctx, "points")} ${pool.free}` }));
    if (pool.down) bits.push(h("span", { class: "k2-pool-down" }, [icon("down"), `${pool.down} ${word(ctx, "down")}`]));
  }
  return h("div", { class: cls("k2-pool", seatClass(seat)), "data-pool": pool.climber, "data-free": pool.free,
    "data-down": pool.down, "data-kind": pool.kind }, bits);
}

/** @param {Ctx} ctx @param {Legal} entry */
function optionButton(ctx, entry) {
  const a = entry.action;
  let pic = null;
  if (a.type === "tent") pic = pieceSvg(tentShape(ctx.snap.viewer ?? 0, ctx.obs.pool?.climber || "a", 0, 1, 10));
  else if (a.type === "deduct") pic = tokenSvg(null);
  else if (a.type === "take") pic = tokenSvg(a.token ?? 0);
  else if (a.type === "done" && a.climber) pic = pieceSvg(climberShape(ctx.snap.viewer ?? 0, a.climber, 0, 0, 10));
  else if (a.type === "done") pic = icon("check");
  const button = h("button", { type: "button", class: cls("k2-option", `is-${a.type}`),
    "data-key": `opt:${entry.notation}` }, [pic, h("span", { class: "k2-option-text", text: entry.label })]);
  markOption(button, entry, ctx);
  return button;
}

/** Game over: the element tests and people look for. @param {Ctx} ctx */
function renderResult(ctx) {
  const { snap, ui, obs } = ctx;
  const result = /** @type {NonNullable<Snapshot["result"]>} */ (snap.result);
  const order = result.ranking && result.ranking.length ? result.ranking : snap.seats.map((x) => x.seat);
  return h("section", { class: "k2-result", "data-result": result.winners.join(","), role: "region",
    "aria-label": ui.game_over }, [
    h("h2", { class: "k2-result-title", text: ui.game_over }),
    h("p", { class: "k2-result-line", text: snap.prompt }),
    h("ol", { class: "k2-result-scores" }, order.map((seat, i) => h("li", {
      class: cls("k2-result-row", seatClass(seat), result.winners.includes(seat) && "is-winner"), "data-seat": seat,
    }, [
      h("span", { class: "k2-result-rank", text: fill(word(ctx, "rank"), { n: result.ranks ? result.ranks[seat] : i + 1 }) }),
      h("span", { class: "k2-dot", "aria-hidden": "true" }),
      h("span", { class: "k2-result-name", text: snap.seats[seat]?.name ?? "" }),
      h("span", { class: "k2-result-score", text: String(result.scores[seat] ?? obs.seats[seat]?.score ?? "") }),
    ]))),
    ...resultEnd(ctx, order),
  ]);
}

// ---------------------------------------------------------------------------------------
// The side: log and rules help.

/** @param {Ctx} ctx */
function renderHelp(ctx) {
  const help = ctx.snap.help || {};
  const texts = Object.entries(help).filter(([, v]) => typeof v === "string").map(([, v]) => String(v));
  return rulesHelp(ctx, texts.map((t) => h("p", { text: t })));
}

// ---------------------------------------------------------------------------------------
// The top bar: title and round, then the tools (common/toolbar.js).

/** @param {Ctx} ctx */
function renderTop(ctx) {
  const { ui, obs } = ctx;
  const logo = s("svg", { viewBox: "0 0 40 40", class: "k2-logo", "aria-hidden": "true", focusable: "false" }, [
    s("circle", { cx: 20, cy: 20, r: 19, class: "k2-logo-bg" }),
    s("path", { class: "k2-logo-rock", d: "M4 31 18 8l6 9 3-3 9 17Z" }),
    s("path", { class: "k2-logo-snow", d: "M18 8l-4.6 7.6 2.8-1.2 2 2.2 2.4-2.8 1.8 1.2Z" }),
  ]);
  return [
    h("div", { class: "k2-brand" }, [logo, h("span", { class: "k2-title", text: "K2" }),
      h("span", { class: "k2-round", "data-round": obs.round }, [fill(ui.round || "{n}", { n: obs.round }),
        h("small", { text: "/18" })])]),
    renderTools(ctx),
  ];
}

// ---------------------------------------------------------------------------------------
// Hot seat (common/cover.js): the cover shows the next player's climber.

/** @param {Ctx} ctx @param {() => void} onReady */
function renderCover(ctx, onReady) {
  const seat = /** @type {number} */ (ctx.snap.viewer);
  return coverCard(ctx, seatName(ctx, seat), pieceSvg(climberShape(seat, "r", 0, 0, 10), "is-large"), onReady);
}

// ---------------------------------------------------------------------------------------
// Styles, injected once per board and scoped under .k2-board: the shared frame (common/board.css) with
// this board's values, then the board's own rules.

/** Below this width (px) the board takes its phone layout. */
const NARROW = 560;

const CSS = `
.k2-board{--board-paper:#eef1f3;--board-card:#fffdf9;--board-ink:#22272e;--board-muted:#5f6873;--board-line:#d3d8de;
  --board-line-strong:#b3bac3;--board-sunken:#e1e6ea;--board-deep:#30455c;--board-log-bg:#f4f6f8;
  --board-log-line:#e4e8ec;--board-code:#30455c;
  --move:#2f8a3a;--accl:#2a62b8;--risk:#c0392b;
  --p0:#d0422f;--p0-soft:#fbe1dc;--p0-deep:#8e2216;--p1:#2f8f4a;--p1-soft:#d6f1dd;--p1-deep:#1b5e2f;
  --p2:#2f66c4;--p2-soft:#dbe6fb;--p2-deep:#1b3f80;--p3:#d9a21b;--p3-soft:#fbf0cf;--p3-deep:#7d5a05;
  --p4:#7a4fc9;--p4-soft:#e9e0fa;--p4-deep:#4a2b86}
.k2-board .k2-option.is-done{color:var(--board-on-accent)}
.k2-board .k2-p0{--pc:var(--p0);--pc-soft:var(--p0-soft);--pc-deep:var(--p0-deep)}
.k2-board .k2-p1{--pc:var(--p1);--pc-soft:var(--p1-soft);--pc-deep:var(--p1-deep)}
.k2-board .k2-p2{--pc:var(--p2);--pc-soft:var(--p2-soft);--pc-deep:var(--p2-deep)}
.k2-board .k2-p3{--pc:var(--p3);--pc-soft:var(--p3-soft);--pc-deep:var(--p3-deep)}
.k2-board .k2-p4{--pc:var(--p4);--pc-soft:var(--p4-soft);--pc-deep:var(--p4-deep)}
.k2-piece{width:24px;height:24px;flex:none;overflow:visible}
.k2-piece.is-large{width:72px;height:72px}
.k2-climber .k2-fill,.k2-tent .k2-fill{fill:var(--pc);stroke:#fff;stroke-width:1.4;stroke-linejoin:round}
.k2-climber[data-shape="a"] .k2-fill{stroke-linejoin:miter}
.k2-tent .k2-door{fill:#fff;opacity:.85}
.k2-dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:var(--pc);flex:none}

/* top bar */
.k2-logo{width:38px;height:38px;flex:none}
.k2-logo-bg{fill:#30455c}.k2-logo-rock{fill:#9fb1c2}.k2-logo-snow{fill:#fff}
.k2-title{font-weight:800;font-size:19px;letter-spacing:.02em}
.k2-round{font-weight:700;color:var(--board-muted);font-variant-numeric:tabular-nums}
.k2-round small{font-weight:600;margin-left:1px}

/* layout */
.k2-layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(330px,420px);gap:12px;align-items:start;
  grid-template-areas:"mountain dock" "mountain status" "mountain players" "extra extra";
  grid-template-rows:auto auto 1fr auto}
.k2-mountain-panel{grid-area:mountain;min-width:0}
.k2-dock{grid-area:dock}
.k2-status{grid-area:status;display:flex;flex-direction:column;gap:10px;min-width:0}
.k2-players{grid-area:players;display:flex;flex-direction:column;gap:10px;min-width:0}
.k2-extra{grid-area:extra;display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:12px;
  align-items:start}
.k2-chip{display:inline-block;font-size:11.5px;font-weight:700;padding:2px 8px;border-radius:999px;
  background:#e4e9ee;color:#3f4954}
.k2-sub{font-size:12.5px;font-weight:700;color:var(--board-muted);margin:8px 0 4px!important}

/* mountain */
.k2-mountain-panel{border-radius:18px;padding:8px;background:#dfe8ef;
  box-shadow:inset 0 0 0 1px rgba(0,0,0,.08),0 1px 4px rgba(0,0,0,.1)}
.k2-mountain-box{position:relative;width:100%;margin:0 auto;
  max-width:max(300px,calc((100vh - 150px) * var(--arn,.62)))}
.k2-mountain{position:absolute;inset:0;width:100%;height:100%;display:block;user-select:none;-webkit-user-select:none}
.k2-sky{fill:#d7e6f2}
.k2-rock{fill:#9aa8b6}.k2-rock-shade{fill:#7f8e9d;opacity:.55}
.k2-band{fill:transparent}
.k2-band.is-Z5{fill:rgba(120,160,95,.28)}.k2-band.is-Z6{fill:rgba(255,255,255,.12)}
.k2-band.is-Z7{fill:rgba(255,255,255,.3)}.k2-band.is-Z8{fill:rgba(255,255,255,.52)}
.k2-band.is-weather{stroke:#5b6f86;stroke-width:3;stroke-dasharray:10 8;fill:rgba(70,90,120,.24)}
.k2-band-line{stroke:#fff;stroke-width:2;stroke-dasharray:3 7;opacity:.9}
.k2-band-name{font-weight:800;fill:#243240;text-anchor:end;paint-order:stroke;stroke:#eef3f7;
  stroke-width:3.5;stroke-linejoin:round}
.k2-cap-person{fill:#243240}
.k2-cap-num{font-size:14px;font-weight:800;fill:#243240;dominant-baseline:central;text-anchor:end;paint-order:stroke;
  stroke:#eef3f7;stroke-width:3}
.k2-band-penalty{font-size:15px;font-weight:800;fill:var(--risk);dominant-baseline:central;text-anchor:end;
  paint-order:stroke;stroke:#fff;stroke-width:3}
.k2-links line{stroke:#6b4f2a;stroke-width:3;stroke-linecap:round;stroke-dasharray:7 4;opacity:.85}
.k2-space{cursor:pointer}
.k2-disc{fill:#f6f3ea;stroke:#4f5b66;stroke-width:1.8}
.k2-space.is-Z6 .k2-disc{fill:#f1f5f8}.k2-space.is-Z7 .k2-disc{fill:#e9f1f8}.k2-space.is-Z8 .k2-disc{fill:#fff}
.k2-space.is-base .k2-disc{fill:#efe5cf;stroke:#6b4f2a;stroke-width:2.2}
.k2-space.is-full .k2-disc{stroke:#8a2b1f;stroke-width:2.6}
.k2-glow{fill:none;stroke:none;pointer-events:none}
.k2-space.is-target .k2-glow{fill:rgba(255,214,90,.45);stroke:var(--board-accent);stroke-width:4;animation:k2-glow 1.4s infinite}
.k2-space-id{font-weight:700;fill:#2b3540;text-anchor:middle;dominant-baseline:central;
  paint-order:stroke;stroke:#eef3f7;stroke-width:3;stroke-linejoin:round;pointer-events:none}
.k2-cost circle{fill:#ffd43b;stroke:#a87f06;stroke-width:1.2}
.k2-cost.is-one circle{fill:#fff1b0;stroke:#d8b64a}
.k2-cost.is-one text{fill:#8a6d12}
.k2-cost text,.k2-mod text{font-weight:800;text-anchor:middle;dominant-baseline:central;fill:#3d2e00;pointer-events:none}
.k2-mod.is-plus circle{fill:#2a62b8;stroke:#fff;stroke-width:1.2}
.k2-mod.is-minus circle{fill:#c0392b;stroke:#fff;stroke-width:1.2}
.k2-mod text{fill:#fff}
.k2-flag-pole{stroke:#3b2f1e;stroke-width:1.6;stroke-linecap:round}
.k2-flag-cloth{fill:#fff;stroke:#3b2f1e;stroke-width:1}
.k2-flag.is-summit .k2-flag-cloth{fill:#ffd43b}
.k2-flag-num{font-size:10px;font-weight:800;text-anchor:middle;dominant-baseline:central;fill:#3b2f1e}
.k2-pip{fill:#fff;stroke:#4f5b66;stroke-width:1}
.k2-pip.is-on{fill:#4f5b66}
/* the winter side: a snow-covered, icy mountain under a grey sky */
.k2-mountain-box.is-winter .k2-sky{fill:#a9b9ca}
.k2-mountain-box.is-winter .k2-rock{fill:#f4f8fc}
.k2-mountain-box.is-winter .k2-rock-shade{fill:#b9cfe3;opacity:.8}
.k2-mountain-box.is-winter .k2-band.is-Z5{fill:rgba(205,225,242,.45)}
.k2-mountain-box.is-winter .k2-band.is-Z6{fill:rgba(170,200,228,.22)}
.k2-mountain-box.is-winter .k2-band.is-Z7{fill:rgba(140,175,210,.22)}
.k2-mountain-box.is-winter .k2-band.is-Z8{fill:rgba(110,150,195,.24)}
.k2-mountain-box.is-winter .k2-band-line{stroke:#5d86b0}
.k2-mountain-box.is-winter .k2-links line{stroke:#34597e}
.k2-mountain-box.is-winter .k2-disc{fill:#fff;stroke:#3f6d99}
.k2-mountain-box.is-winter .k2-space.is-base .k2-disc{fill:#e3eef8;stroke:#34597e}
.k2-snow{fill:#fff;opacity:.85}
.k2-climber{filter:drop-shadow(0 1px 1px rgba(0,0,0,.35));pointer-events:none}
.k2-climber.is-new{animation:k2-drop .45s ease-out}
.k2-pool-ring{fill:rgba(255,214,90,.55);stroke:var(--board-accent);stroke-width:2.4}
.k2-tent{pointer-events:none}
.k2-targets{position:absolute;inset:0;pointer-events:none}
.k2-target{position:absolute;transform:translate(-50%,-50%);aspect-ratio:1;min-width:34px;min-height:34px;
  padding:0;border-radius:50%;border:3px solid var(--board-accent);background:rgba(255,222,120,.22);cursor:pointer;
  pointer-events:auto;box-shadow:0 0 0 3px rgba(255,255,255,.7)}
.k2-target:hover{background:rgba(255,222,120,.45)}
.k2-target.is-rescue{border-style:dashed}
/* offsets from the centre in button widths (the padding box is 6 px narrower: 100% + 6px is the whole button) */
.k2-target .k2-key{top:calc(50% + var(--key-dy,0) * (100% + 6px));left:calc(50% - var(--key-dx,0) * (100% + 6px));
  transform:translate(-100%,-50%)}

/* weather, risk */
.k2-forecast{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:4px}
.k2-day{position:relative;display:flex;flex-direction:column;align-items:center;gap:1px;padding:4px 2px 5px;
  border-radius:10px;background:#eef2f6;border:1px solid #dde3e9;min-width:0}
.k2-day.is-today{background:#fff6dc;border:2px solid var(--board-accent)}
.k2-day.is-past{filter:grayscale(1);background:#f1f2f4}  /* greyed, not faded: its words stay readable */
.k2-day:nth-child(3n){margin-right:3px}
.k2-day-round{font-size:11px;font-weight:700;color:var(--board-muted);white-space:nowrap;overflow:hidden;max-width:100%}
.k2-day.is-today .k2-day-round{color:#6b4c00}
.k2-wicon{width:28px;height:28px}
.k2-sun{fill:#f4b400;stroke:#b57f00;stroke-width:1}
.k2-ray{stroke:#f4b400;stroke-width:2;stroke-linecap:round}
.k2-cloud{fill:#b9c4cf;stroke:#6f7d8b;stroke-width:1.2}
.k2-cloud.is-dark{fill:#8e9bab}
.k2-flake{stroke:#2a62b8;stroke-width:1.4;stroke-linecap:round;fill:none}
.k2-day-pen{font-size:13px;font-weight:800;color:var(--risk);font-variant-numeric:tabular-nums}
.k2-day.is-sun .k2-day-pen{color:var(--board-muted);font-weight:600}
.k2-day-zones{display:flex;flex-direction:column;gap:1px;width:18px}
.k2-zb{display:block;height:4px;border-radius:2px;background:#d5dce3}
.k2-zb.is-hit{background:var(--risk)}
.k2-risk-row{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.k2-risk-token,.k2-risk-stack{display:inline-flex;align-items:center;gap:3px}
.k2-token{width:34px;height:34px;flex:none}
.k2-token-disc{fill:#f2d7a6;stroke:#8a5a14;stroke-width:1.4}
.k2-token-mark{fill:none;stroke:#b88a3a;stroke-width:1}
.k2-token.is-down .k2-token-disc{fill:#8a5a14}
.k2-token.is-down .k2-token-mark{stroke:#d9b274}
.k2-token-num{font-size:14px;font-weight:800;text-anchor:middle;dominant-baseline:central;fill:var(--risk)}
.k2-risk-count{font-weight:800;color:var(--board-muted)}
.k2-taker{display:flex;align-items:center;flex-wrap:wrap;gap:6px;margin-top:8px!important;padding:6px 8px;border-radius:10px;
  background:var(--pc-soft);font-weight:600}
.k2-remaining{margin-left:auto;color:#9e2a1f}

/* players */
.k2-player{position:relative;background:var(--board-card);border-radius:14px;padding:8px 10px 10px;
  box-shadow:0 1px 4px rgba(0,0,0,.12);border-left:6px solid var(--pc);outline:3px solid transparent;
  transition:outline-color .2s,box-shadow .2s}
.k2-player.is-acting{outline-color:var(--board-accent);box-shadow:0 0 0 6px var(--board-accent-soft),0 1px 6px rgba(0,0,0,.2)}
.k2-player.is-viewer{background:linear-gradient(90deg,var(--pc-soft),var(--board-card) 55%)}
.k2-player-head{display:flex;align-items:center;gap:6px;min-height:30px;flex-wrap:wrap}
.k2-avatar{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--pc);
  color:#fff;flex:none}
.k2-avatar .k2-icon{width:17px;height:17px}
.k2-player-name{font-weight:700;min-width:0;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.k2-tag{display:inline-flex;align-items:center;gap:4px;font-size:11.5px;padding:1px 7px;border-radius:999px;
  background:#e6eaee;color:#3f4954;font-weight:600;white-space:nowrap}
.k2-tag .k2-icon{width:13px;height:13px}
.k2-tag.is-you{background:var(--board-ink);color:#fff}
.k2-tag.is-locked{background:#dff0e2;color:#1b5e2f}
.k2-player-score{margin-left:auto;min-width:40px;height:32px;padding:0 8px;border-radius:16px;background:var(--pc);
  color:#fff;font-size:19px;font-weight:800;display:inline-grid;place-items:center;font-variant-numeric:tabular-nums}
.k2-player-score.is-winner{box-shadow:0 0 0 3px var(--board-accent)}
.k2-climbers{display:flex;flex-direction:column;gap:4px;margin:6px 0}
.k2-climber-row{display:flex;align-items:center;gap:7px;min-height:30px;padding:2px 6px;border-radius:9px;
  background:#f3f5f7;flex-wrap:wrap}
.k2-climber-row.is-given{box-shadow:inset 0 0 0 2px var(--board-accent-soft)}
.k2-climber-row.is-dead{opacity:.55;text-decoration:line-through}
.k2-climber-name{font-weight:700;min-width:4.5em}
.k2-where{font-variant-numeric:tabular-nums;color:var(--board-muted);font-weight:600;min-width:3em}
.k2-accl{display:inline-grid;place-items:center;min-width:24px;height:24px;padding:0 5px;border-radius:12px;
  background:var(--accl);color:#fff;font-weight:800;font-variant-numeric:tabular-nums}
.k2-vp{display:inline-flex;align-items:center;gap:2px;font-weight:800;font-variant-numeric:tabular-nums;min-width:2.4em}
.k2-vp-flag{width:14px;height:18px;fill:#fff;stroke:#3b2f1e;stroke-width:1.4;stroke-linejoin:round}
.k2-tent-tag{display:inline-flex;align-items:center;gap:3px;font-size:12px;font-weight:600;color:var(--board-muted)}
.k2-tent-tag .k2-piece{width:20px;height:20px}
.k2-stats{display:flex;gap:12px;flex-wrap:wrap;font-size:12.5px;color:var(--board-muted)}
.k2-stat{display:inline-flex;gap:4px;align-items:baseline}
.k2-stat strong{color:var(--board-ink);font-variant-numeric:tabular-nums}
.k2-played{display:flex;align-items:center;gap:4px;flex-wrap:wrap;margin-top:6px}
.k2-mini-label{font-size:11.5px;color:var(--board-muted);margin-right:2px}

/* cards */
.k2-card{--w:46px;display:inline-block;width:var(--w);flex:none;line-height:0;border-radius:6px;
  box-shadow:0 1px 3px rgba(0,0,0,.25);background:#fff}
.k2-card.is-mini{--w:28px;border-radius:4px}
.k2-card.is-mid{--w:40px}
.k2-card.is-hand{--w:clamp(48px,9cqw,62px)}
.k2-card.is-given{opacity:.38;filter:grayscale(.6)}
.k2-card.is-idle{opacity:.6;cursor:help}
.k2-card-svg{display:block;width:100%;height:auto}
.k2-card-paper{stroke-width:1.6}
.k2-card-paper.is-M{fill:#eef8ea;stroke:var(--move)}
.k2-card-paper.is-R{fill:#e7f4ef;stroke:#3f7f6a}
.k2-card-paper.is-A{fill:#e8f0fb;stroke:var(--accl)}
.k2-card-peak{fill:#b6d3ad}
.k2-card-rope{fill:none;stroke:#8a6a3a;stroke-width:2;stroke-linecap:round}
.k2-card-arrow{fill:none;stroke:var(--move);stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.k2-card-num{font-weight:800;text-anchor:middle;font-size:24px;font-family:system-ui,sans-serif}
.k2-card-num.is-small{font-size:17px}
.k2-card-num.is-move,.k2-card-num.is-down{fill:var(--move)}
.k2-card-num.is-accl{fill:#fff;dominant-baseline:central;font-size:17px}
.k2-card-accl{fill:var(--accl)}
.k2-card-lung{fill:#9bb7e0;stroke:#5d82bb;stroke-width:1}
.k2-card-row{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
.k2-hand .k2-card-row{padding-top:8px}
.k2-card-slot{display:inline-block;width:40px;height:55px;border-radius:6px;border:2px dashed #b8c0c8}
.k2-hand-card{position:relative;padding:0;border:0;background:transparent;border-radius:8px;cursor:pointer;
  transition:transform .15s ease,opacity .15s;line-height:0}
.k2-hand-card.is-legal{transform:translateY(-4px)}
.k2-hand-card.is-legal .k2-card{box-shadow:0 0 0 3px var(--board-accent),0 6px 12px rgba(0,0,0,.22)}
.k2-hand-card.is-legal:hover{transform:translateY(-8px)}
.k2-hand-card.is-idle{opacity:.6}

/* dock */
.k2-pool{display:flex;align-items:center;gap:8px;flex-wrap:wrap;margin-top:8px;padding:6px 10px;border-radius:10px;
  background:var(--pc-soft);border:1px solid var(--pc)}
.k2-pool-who{font-weight:700}
.k2-pool-free{font-size:15px;color:#1f6a29}  /* darker than --move: it sits on the seat's soft colour */
.k2-pool-down{display:inline-flex;align-items:center;gap:3px;font-weight:700;color:#3f7f6a}
.k2-pool-down .k2-icon{width:15px;height:15px}
.k2-gives{display:flex;flex-direction:column;gap:6px}
.k2-give-group{display:flex;align-items:center;gap:10px;flex-wrap:wrap;padding:4px 6px;border-radius:10px;
  background:#f3f5f7}
.k2-give-card{position:relative;display:inline-flex;align-items:flex-end;gap:2px}
.k2-count{font-size:12px;font-weight:800;color:var(--board-muted)}
.k2-give-buttons{display:flex;gap:6px;flex-wrap:wrap}
.k2-give,.k2-option{position:relative;display:inline-flex;align-items:center;gap:6px;min-height:44px;
  padding:0 14px 0 8px;border-radius:22px;border:1px solid #cfd6dd;background:#f8fafb;color:var(--board-ink);
  font-weight:700;cursor:pointer;box-shadow:0 2px 0 #d3dae1;text-align:left}
.k2-give:hover,.k2-option:hover{background:#fff}
.k2-give .k2-icon.is-use{width:16px;height:16px;stroke:var(--move);stroke-width:2.6}
.k2-give.is-down .k2-icon.is-use{stroke:#3f7f6a}
.k2-option .k2-token{width:26px;height:26px}
.k2-option.is-done{background:var(--board-accent);border-color:#c48f1d;color:var(--board-on-accent);box-shadow:0 2px 0 var(--board-accent-edge)}
.k2-result{margin-top:6px;padding:12px 14px;background:#fffaf0}
.k2-result-scores{display:flex;flex-direction:column;gap:6px}
.k2-result-row{display:flex;align-items:center;gap:8px;padding:6px 10px;border-radius:10px;background:var(--pc-soft)}
.k2-result-row.is-winner{box-shadow:inset 0 0 0 2px var(--pc)}
.k2-result-rank{font-weight:800;min-width:2.2em;text-align:left}
.k2-result-name{flex:1;text-align:left;font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.k2-result-score{font-size:20px;font-weight:800;font-variant-numeric:tabular-nums}

@keyframes k2-glow{50%{opacity:.45}}
@keyframes k2-drop{from{opacity:0}}

/* wide (a desktop): the mountain as tall as the board may be (--board-fit-height, from the host page; else the
   window), then two columns; a column taller than the board scrolls inside it */
.k2-col{display:contents}
@container k2 (min-width:1100px){
  .k2-layout{grid-template-columns:auto minmax(0,1fr) minmax(0,1fr);grid-template-rows:minmax(0,1fr);
    grid-template-areas:"mountain play info";align-items:stretch}
  .k2-col{display:flex;flex-direction:column;gap:12px;min-height:0;min-width:0;overflow-y:auto;padding:6px;margin:-6px;
    overscroll-behavior:contain}
  .k2-col.is-play{grid-area:play}
  .k2-col.is-info{grid-area:info}
  .k2-extra{grid-template-columns:minmax(0,1fr)}
  .k2-mountain-panel{display:flex;align-items:center;justify-content:center}
  .k2-mountain-box{flex:none;max-width:none;margin:0;
    width:calc((var(--board-fit-height,calc(100vh - 60px)) - 92px) * var(--arn,.62))}
}
/* medium: one column */
@container k2 (max-width:900px){
  .k2-layout{grid-template-columns:minmax(0,1fr);grid-template-rows:none;
    grid-template-areas:"dock" "mountain" "status" "players" "extra"}
  .k2-status{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
  .k2-players{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
  .k2-mountain-box{max-width:min(100%,max(300px,calc((100vh - 60px) * var(--arn,.62))))}
}
/* narrow (phones) */
@container k2 (max-width:${NARROW}px){
  .k2-board{padding:4px}
  .k2-layout{gap:10px}
  .k2-status,.k2-players{grid-template-columns:minmax(0,1fr)}
  .k2-mountain-panel{padding:4px;border-radius:14px}
  .k2-title{font-size:16px}
  .k2-logo{width:32px;height:32px}
  .k2-option,.k2-give{padding:0 12px 0 8px;font-size:13px}
  .k2-forecast{gap:2px}
  .k2-wicon{width:24px;height:24px}
  .k2-day:nth-child(3n){margin-right:0}
  .k2-mountain-box{max-width:100%}
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
  const view = { shownSeat: undefined, prevWhere: new Map(), prevVersion: -1, busyTimer: 0, quietTimer: 0 };
  const frame = boardFrame(model, view, "k2.json");
  const { root, prompt, current, act } = frame;
  const mountain = h("section", { class: "k2-mountain-panel" });
  const result = h("div", { class: "k2-result-wrap" });
  const hand = h("div", { class: "k2-hand-wrap", "data-motion-frame": "hand" });
  const give = h("div", { class: "k2-give-wrap", "data-motion-frame": "give" });
  const pool = h("div", { class: "k2-pool-wrap" });
  const actions = h("div", { class: "k2-actions", role: "group", "data-roving": "options" });
  const dock = h("section", { class: "k2-dock" }, [frame.promptRow, frame.notice, frame.hint, result, pool, give, actions, hand]);
  const status = h("div", { class: "k2-status" });
  const players = h("div", { class: "k2-players" });
  const extra = h("div", { class: "k2-extra" });
  // on a wide board the dock and players, and the weather, risk, log and help, are two columns (each scrolls inside
  // a board of fixed height); narrower, these wrappers are no boxes and the layout places their parts itself
  const playCol = h("div", { class: "k2-col is-play" }, [dock, players]);
  const infoCol = h("div", { class: "k2-col is-info" }, [status, extra]);
  const layout = h("div", { class: "k2-layout" }, [mountain, playCol, infoCol]);
  const cover = h("div", { class: "k2-cover", hidden: true });
  root.append(h("style", { text: boardStyles(CSS, NARROW) }), frame.top, layout, cover);
  el.append(root);

  /** @param {string | null} key */
  function restoreFocus(key) {
    frame.restoreFocus(key, () => (cover.hidden ? root.querySelector("[data-action]") || root.querySelector("[data-key]")
      : root.querySelector("[data-ready]")));
  }

  function render() {
    const snap = current();
    frame.settle();
    if (!snap || !snap.observation) return;
    const focus = frame.rememberFocus();
    /** @type {Ctx} */
    const ctx = {
      snap, obs: snap.observation, ui: snap.ui || {}, lang: snap.lang, view, placed: new Set(),
      myTurn: snap.viewer !== null && snap.to_act.includes(snap.viewer) && snap.legal.length > 0,
      act, explain: frame.explain, send: frame.send,
    };
    if (view.prevVersion > snap.version || snap.version === 0) view.prevWhere = new Map(); // new game, undo
    root.setAttribute("data-version", String(snap.version));
    root.setAttribute("data-phase", ctx.obs.phase);
    root.setAttribute("data-viewer", String(snap.viewer ?? ""));
    root.setAttribute("data-players", String(snap.players));
    frame.showHead(ctx, renderTop);

    const parts = [mountain, result, pool, give, actions, hand, status, players, extra];
    if (hotSeatCover(ctx, { layout, cover, prompt, parts }, (onReady) => renderCover(ctx, onReady), render)) {
      restoreFocus(focus);
      return;
    }

    prompt.textContent = snap.prompt;
    prompt.hidden = Boolean(snap.result); // the result panel says it
    dock.classList.toggle("is-my-turn", ctx.myTurn);
    dock.setAttribute("aria-label", snap.prompt);
    // the mountain first: spaces are the primary place of move and rescue options
    morphInto(mountain, [renderMountain(ctx)]);
    morphInto(result, [snap.result && renderResult(ctx)]);
    morphInto(pool, [renderPool(ctx)]);
    morphInto(give, [renderGive(ctx)]);
    const handParts = renderHand(ctx);
    // whatever has no place of its own (tent, deduct, done, take…), in legal order
    morphInto(actions, snap.legal.filter((e) => !ctx.placed.has(e.notation)).map((e) => optionButton(ctx, e)));
    morphInto(hand, handParts);
    actions.setAttribute("aria-label", snap.prompt);
    morphInto(status, [renderWeather(ctx), renderRisk(ctx)]);
    const order = ctx.obs.seats.map((so) => so.seat);
    const first = snap.viewer ?? 0;
    order.sort((a, b) => ((a - first + snap.players) % snap.players) - ((b - first + snap.players) % snap.players));
    morphInto(players, order.map((seat) => renderPlayer(ctx, ctx.obs.seats[seat])));
    const logged = keptLog(ctx);
    placePart(extra, [logged, keptHelp(ctx, () => renderHelp(ctx))]);
    view.prevVersion = snap.version;
    restoreFocus(focus);
  }

  // number keys pick the Nth option
  const onKey = optionKeys(current, act, () => !cover.hidden);
  return frame.mount(render, onKey);
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
