// @ts-check
/**
 * Kami board — an anywidget front-end module (one plain ES module, no imports).
 *
 * This is the source of widgets/static/kami.js: `python3 build.py boards` replaces each
 * include line below with that file from widgets/src/common/ (code every board shares;
 * its class names take this board's PREFIX).
 *
 * The host (JupyterLab's anywidget or the static page's small JS host) keeps a synced
 * `snapshot` (see rules/table.py `Table.snapshot` and rules/session.py) and answers the
 * messages this board sends with a new snapshot. The board only ever reads
 * `model.get("snapshot")`, listens to `change:snapshot` / `msg:custom`, and calls `model.send`.
 *
 * Every string on screen comes from the snapshot (ui, prompt, log, labels, names) or from
 * the eight card names below; untrusted text is set with textContent only.
 */

/**
 * @typedef {SeatView} SeatInfo
 * @typedef {{type: string, card?: string, merc?: number}} Action
 * @typedef {LegalEntry} Legal
 * @typedef {{card: string | null, face_up: boolean}} DefenceCard
 * @typedef {{defence: DefenceCard[], attack: string[]}} Row
 * @typedef {{round: number, winner: number, card: string, points: number, master_strike: boolean,
 *            before: number, after: number, overshoot?: boolean}} LastRound
 * @typedef {{
 *   players: number, mode: string, target: number, round: number, phase: string, step: string | null,
 *   hand: string[] | null, hand_sizes: number[], rows: Row[], attack: {seat: number, card: string} | null,
 *   mercenaries: {stack: number, top: string | null, below: number}[] | null,
 *   leftover: {count: number, peek: string | null} | null, teams: number[][] | null, scores: number[],
 *   revealed: {seat: number, cards: string[]}[], redeal_for: number | null, empress_unlocked: boolean,
 *   last_round: LastRound | null
 * }} Observation
 * @typedef {SnapshotOf<Observation, any>} Snapshot  (common/shapes.js, from rules/shapes.py)
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, myTurn: boolean,
 *   placed: Set<string>, act(entry: Legal): void, explain(card: string, merc?: number): void,
 *   send(msg: object): void, rerender(): void, view: ViewState
 * }} Ctx
 * @typedef {{shownSeat: number | null | undefined, ackedRound: number, prevRound: number,
 *            prevRows: Map<number, {d: number, a: number}>, busyTimer: number, quietTimer: number,
 *            drawn: Map<string, Node>}} ViewState
 */

const PREFIX = "kami";

/** The eight card kinds: names (the only words not sent by the host), points, ink colour. */
const CARDS = /** @type {Record<string, {ja: string, en: string, points: number, ink: string}>} */ ({
  S: { ja: "戦士", en: "Soldier", points: 1, ink: "#5b4636" },
  P: { ja: "槍兵", en: "Spearman", points: 2, ink: "#2f6b45" },
  H: { ja: "騎兵", en: "Horseman", points: 2, ink: "#1f6680" },
  G: { ja: "金竜", en: "Gold Dragon", points: 3, ink: "#9c6c0c" },
  V: { ja: "銀竜", en: "Silver Dragon", points: 3, ink: "#56697e" },
  M: { ja: "狂人", en: "Madman", points: 4, ink: "#6f3a8a" },
  T: { ja: "塔", en: "Tower", points: 4, ink: "#8c4524" },
  E: { ja: "女帝", en: "Empress", points: 5, ink: "#ad1f3a" },
});

/** Where seats sit, clockwise from the viewer at the bottom. */
const POSITIONS = /** @type {Record<number, string[]>} */ ({
  2: ["bottom", "top"],
  3: ["bottom", "left", "right"],
  4: ["bottom", "left", "top", "right"],
});

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  hidden: ["M3 3l18 18", "M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-2.6 3.2",
    "M6.6 6.6C4.2 8.3 3 12 3 12s4 6 9 6a9 9 0 0 0 4.4-1.1"],
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

/** @param {string} code @param {string} lang */
function cardName(code, lang) {
  const card = CARDS[code];
  return card ? card[lang === "ja" ? "ja" : "en"] : code;
}

// ---------------------------------------------------------------------------------------
// Cards: drawn as SVG (kanji large and vertical, English name small, points as dots).

/** @param {string} code */
function cardFace(code) {
  const card = CARDS[code];
  const dots = Array.from({ length: card.points }, (_, i) =>
    s("circle", { cx: 50 + (i - (card.points - 1) / 2) * 12, cy: 19, r: 4.2, fill: card.ink }));
  const chars = Array.from(card.ja);
  const kanji = chars.length === 1
    ? [s("text", { x: 50, y: 76, "font-size": 58, class: "kami-kanji", fill: card.ink }, [chars[0]])]
    : chars.map((ch, i) => s("text", { x: 50, y: 57 + i * 39, "font-size": 38, class: "kami-kanji", fill: card.ink },
      [ch]));
  return s("svg", { viewBox: "0 0 100 140", class: "kami-svg", "aria-hidden": "true", focusable: "false" }, [
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 9, class: "kami-paper" }),
    s("rect", { x: 7, y: 7, width: 86, height: 126, rx: 5, fill: "none", stroke: card.ink,
      "stroke-opacity": 0.4, "stroke-width": 1.4 }),
    ...dots,
    ...kanji,
    " ", // the kanji and the English name are separate words of what the card shows (a button's name repeats them)
    s("text", { x: 50, y: 125, "font-size": card.en.length > 10 ? 10 : 11, class: "kami-latin", fill: card.ink },
      [card.en]),
  ]);
}

function cardBack() {
  return s("svg", { viewBox: "0 0 100 140", class: "kami-svg", "aria-hidden": "true", focusable: "false" }, [
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 9, class: "kami-back" }),
    s("rect", { x: 8, y: 8, width: 84, height: 124, rx: 5, class: "kami-back-line" }),
    s("path", { d: "M50 22 78 70 50 118 22 70Z", class: "kami-back-line" }),
    s("circle", { cx: 50, cy: 70, r: 17, class: "kami-back-line" }),
    s("text", { x: 50, y: 71, "font-size": 22, class: "kami-kanji kami-back-mark" }, ["神"]),
  ]);
}

/**
 * One card as an image element (not interactive).
 * @param {string | null} code  null: a face-down card whose face this viewer may not see
 * @param {Ctx} ctx
 * @param {{ownHidden?: boolean, decorative?: boolean, extra?: string}} [opts]
 *   ownHidden: a face-down card whose face this viewer knows (drawn dimmed with a mark)
 */
function cardEl(code, ctx, opts = {}) {
  const face = Boolean(code && CARDS[code]);
  const name = face ? cardName(/** @type {string} */ (code), ctx.lang) : ctx.ui.face_down;
  const label = opts.ownHidden ? `${ctx.ui.face_down}: ${name}` : name;
  const node = h("span", {
    class: cls("kami-card", !face && "is-back", opts.ownHidden && "is-own-hidden", opts.extra),
    role: opts.decorative ? null : "img",
    "aria-label": opts.decorative ? null : label,
    "aria-hidden": opts.decorative ? "true" : null,
    title: opts.decorative ? null : label,
    "data-card": face ? code : null,
  }, [face ? cardFace(/** @type {string} */ (code)) : cardBack()]);
  if (opts.ownHidden) node.append(h("span", { class: "kami-fd-mark", "aria-hidden": "true" }, [icon("hidden")]));
  return node;
}

/** A small fan of card backs for a hidden hand. @param {number} count @param {Ctx} ctx */
function handBacks(count, ctx) {
  const label = fill(ctx.ui.cards, { n: count });
  const fan = h("span", { class: "kami-fan", "aria-hidden": "true" });
  for (let i = 0; i < Math.min(count, 10); i++) fan.append(cardEl(null, ctx, { decorative: true }));
  return h("div", { class: "kami-backs", role: "img", "aria-label": label, title: label },
    [fan, h("span", { class: "kami-backs-count", text: label })]);
}

// ---------------------------------------------------------------------------------------
// Options (markOption: common/options.js).

/** @param {Ctx} ctx @param {string} target */
function legalFor(ctx, target) {
  return ctx.snap.legal.find((entry) => entry.target === target) || null;
}

/** A text button for an option that is not a card (pass, reshuffle, keep…). @param {Legal} entry @param {Ctx} ctx */
function optionButton(entry, ctx) {
  const button = h("button", { type: "button", class: cls("kami-option", entry.target === "pass" && "is-pass"),
    "data-key": `opt:${entry.notation}` }, [h("span", { text: entry.label })]);
  markOption(button, entry, ctx);
  return button;
}

// ---------------------------------------------------------------------------------------
// The top bar: round, then the tools (common/toolbar.js).

/** @param {Ctx} ctx */
function renderTop(ctx) {
  const { ui, obs } = ctx;
  return [
    h("div", { class: "kami-brand" }, [
      h("span", { class: "kami-logo", "aria-hidden": "true", text: "神" }),
      h("span", { class: "kami-round", text: fill(ui.round, { n: obs.round }) }),
    ]),
    renderTools(ctx),
  ];
}

// ---------------------------------------------------------------------------------------
// The table: seat areas around a centre (mercenaries, leftover, current attack, results).

/** @param {number} players @param {number | null} viewer */
function seatPositions(players, viewer) {
  const slots = POSITIONS[players] || POSITIONS[4];
  const base = viewer ?? 0;
  return Array.from({ length: players }, (_, i) => ({ seat: (base + i) % players, pos: slots[i] || "top" }));
}

/** 4 players: seats 0+2 are team "a", 1+3 team "b". @param {Ctx} ctx @param {number} seat */
function teamOf(ctx, seat) {
  const teams = ctx.obs.teams;
  if (!teams) return null;
  return teams.findIndex((team) => team.includes(seat)) === 0 ? "a" : "b";
}

/** @param {Ctx} ctx @param {number} seat @param {string} pos */
function renderSeat(ctx, seat, pos) {
  const { snap, obs, ui } = ctx;
  const info = snap.seats[seat];
  const isViewer = seat === snap.viewer;
  const acting = snap.to_act.includes(seat) && !snap.result;
  const team = teamOf(ctx, seat);
  const score = obs.scores[seat];
  const head = h("header", { class: "kami-seat-head" }, [
    h("span", { class: cls("kami-avatar", info.kind === "bot" && "is-bot"), title: info.kind === "bot" ? ui.bot : null,
      "aria-hidden": "true" }, [icon(info.kind === "bot" ? "bot" : "human")]),
    h("span", { class: "kami-seat-name", text: info.name, title: info.name }),
    isViewer && h("span", { class: "kami-tag is-you", text: ui.you }),
    team && h("span", { class: "kami-tag is-team" }, [h("span", { class: "kami-team-dot" }), ui.team]),
    acting && h("span", { class: "kami-turn", text: ui.to_act }),
    h("span", { class: "kami-seat-score", title: ui.score, "aria-label": `${ui.score}: ${score}` }, [
      String(score), h("small", { text: `/${obs.target}` }),
    ]),
  ]);
  const body = h("div", { class: "kami-seat-body" }, [
    !isViewer && backsOf(handBacks(obs.hand_sizes[seat] ?? 0, ctx), ctx, seat),
    renderRows(ctx, seat),
  ]);
  const shown = obs.revealed.find((r) => r.seat === seat);
  if (shown && obs.phase !== "redeal") {
    body.append(h("div", { class: "kami-revealed-mini", title: ui.revealed }, [
      h("span", { class: "kami-mini-label", text: ui.revealed }),
      h("span", { class: "kami-card-line" }, shown.cards.map((c) => cardEl(c, ctx, { extra: "is-tiny" }))),
    ]));
  }
  return h("section", {
    class: cls("kami-seat", acting && "is-acting", isViewer && "is-viewer", team && `kami-team-${team}`),
    "data-seat": seat, "data-pos": pos, "data-team": team, "data-kind": info.kind, "aria-label": info.name,
    "data-motion-frame": `seat:${seat}`,
  }, [head, body]);
}

/**
 * Motion identities (common/motion.js) within a round: a card the viewer knows is "card:<round>:<kind>"; a face-down
 * card of another seat (in its hand or on its row) only "back:<round>:<seat>", which its name never enters.
 * @param {Ctx} ctx @param {string | null} code
 */
const cardMotion = (ctx, code) => `card:${ctx.obs.round}:${code}`;
/** @param {Ctx} ctx @param {number} seat */
const backMotion = (ctx, seat) => `back:${ctx.obs.round}:${seat}`;

/** A hidden hand's card backs are pieces that travel to its rows. @param {HTMLElement} backs @param {Ctx} ctx @param {number} seat */
function backsOf(backs, ctx, seat) {
  for (const card of backs.querySelectorAll(".kami-card")) moving(card, backMotion(ctx, seat));
  return backs;
}

/**
 * A seat's defence row (upper) over its attack row (lower): each turn adds one column.
 * @param {Ctx} ctx @param {number} seat
 */
function renderRows(ctx, seat) {
  const { obs, ui, view } = ctx;
  const row = obs.rows[seat] || { defence: [], attack: [] };
  const isViewer = seat === ctx.snap.viewer;
  const prev = obs.round === view.prevRound ? view.prevRows.get(seat) : undefined;
  const current = obs.attack && obs.attack.seat === seat ? row.attack.length - 1 : -1;
  const grid = h("div", { class: "kami-rows" }, [
    h("span", { class: "kami-row-label", text: ui.defence }),
    h("span", { class: "kami-row-label", text: ui.attack_row }),
  ]);
  const columns = Math.max(row.defence.length, row.attack.length, 1);
  for (let i = 0; i < columns; i++) {
    const d = row.defence[i];
    if (!d) grid.append(h("span", { class: "kami-slot", "aria-hidden": "true" }));
    else {
      // a face-down card whose face this viewer knows (their own, or a public mercenary)
      const known = !d.face_up && d.card !== null;
      const card = cardEl(d.card, ctx, { ownHidden: known, extra: cls("is-mini", prev && i >= prev.d && "is-new") });
      grid.append(d.card === null ? moving(card, backMotion(ctx, seat))
        : moving(card, cardMotion(ctx, d.card), { from: backMotion(ctx, seat) }));
    }
    const a = row.attack[i];
    if (!a) grid.append(h("span", { class: "kami-slot", "aria-hidden": "true" }));
    else {
      const extra = cls("is-mini", i === current && "is-current", prev && i >= prev.a && "is-new");
      const card = moving(cardEl(a, ctx, { extra }), cardMotion(ctx, a), { from: backMotion(ctx, seat) });
      if (i === current) card.setAttribute("aria-label", `${ui.current_attack}: ${cardName(a, ctx.lang)}`);
      grid.append(card);
    }
  }
  grid.setAttribute("data-known", isViewer ? "own" : "other");
  return grid;
}

/** @param {Ctx} ctx */
function renderCenter(ctx) {
  const { snap, obs } = ctx;
  const center = h("div", { class: "kami-center", "data-motion-frame": "center" });
  if (snap.result) center.append(renderResult(ctx));
  else if (obs.last_round && obs.last_round.round > ctx.view.ackedRound) center.append(renderRoundBanner(ctx));
  if (snap.result) return center; // the final board stays visible around the result
  if (obs.phase === "redeal") center.append(renderRedeal(ctx));
  if (obs.attack) center.append(renderCurrentAttack(ctx));
  if (obs.mercenaries) center.append(renderMercenaries(ctx));
  if (obs.leftover) center.append(renderLeftover(ctx));
  return center;
}

/**
 * A zone of the table's centre, keyed by its class (zones come and go with the phase: the others stay the same nodes).
 * @param {string} title @param {Child[]} children @param {string} extra
 */
function zone(title, children, extra) {
  return h("section", { class: cls("kami-zone", extra), "aria-label": title, "data-key": extra },
    [h("h2", { class: "kami-zone-title", text: title }), ...children]);
}

/** @param {Ctx} ctx */
function renderCurrentAttack(ctx) {
  const attack = /** @type {{seat: number, card: string}} */ (ctx.obs.attack);
  return zone(ctx.ui.current_attack, [
    cardEl(attack.card, ctx, { extra: "is-mid is-current" }),
    h("span", { class: "kami-zone-note", text: ctx.snap.seats[attack.seat].name }),
  ], "kami-attack-zone");
}

/** 2 players: eight stacks, each a visible card over face-down ones. @param {Ctx} ctx */
function renderMercenaries(ctx) {
  const { obs, ui } = ctx;
  const grid = h("div", { class: "kami-mercs", "data-roving": "mercenaries" });
  for (const merc of obs.mercenaries || []) {
    const below = merc.below > 0 ? fill(ui.below, { n: merc.below }) : "";
    if (!merc.top) {
      grid.append(h("div", { class: "kami-merc is-empty", "aria-hidden": "true" },
        [h("span", { class: "kami-slot" })]));
      continue;
    }
    const button = h("button", { type: "button", class: "kami-merc", "data-key": `merc:${merc.stack}`,
      "data-stack": merc.stack, "data-below": merc.below }, [
      h("span", { class: "kami-merc-stack" },
        [moving(cardEl(merc.top, ctx, { decorative: true, extra: "is-mid" }), cardMotion(ctx, merc.top))]),
      " ",
      h("span", { class: "kami-below", text: below }),
    ]);
    const entry = legalFor(ctx, `merc:${merc.stack}`);
    if (entry) markOption(button, entry, ctx);
    else {
      const name = cardName(merc.top, ctx.lang);
      button.setAttribute("aria-label", below ? `${name} · ${below}` : name);
      button.classList.add("is-idle");
      listen(button, { click: () => ctx.explain(/** @type {string} */ (merc.top), merc.stack) });
    }
    grid.append(button);
  }
  return zone(ui.mercenaries, [grid], "kami-merc-zone");
}

/** 3 players: the unused cards, and the one this seat was shown. @param {Ctx} ctx */
function renderLeftover(ctx) {
  const { obs, ui } = ctx;
  const left = /** @type {{count: number, peek: string | null}} */ (obs.leftover);
  const backs = h("div", { class: "kami-card-line" });
  for (let i = 0; i < left.count; i++) backs.append(cardEl(null, ctx, { extra: "is-mid" }));
  const children = [backs];
  if (left.peek) {
    children.push(h("div", { class: "kami-peek" }, [
      h("span", { class: "kami-zone-note", text: ui.peek }),
      cardEl(left.peek, ctx, { extra: "is-mid" }),
    ]));
  }
  return zone(ui.leftover, [h("div", { class: "kami-leftover" }, children)], "kami-leftover-zone");
}

/** 4 players: a soldier-heavy hand is shown; the partner reshuffles or keeps. @param {Ctx} ctx */
function renderRedeal(ctx) {
  const { obs, ui, snap } = ctx;
  const hands = obs.revealed.map((r) => h("div", { class: "kami-revealed" }, [
    h("span", { class: "kami-zone-note", text: snap.seats[r.seat].name }),
    h("div", { class: "kami-card-line" }, r.cards.map((c) => cardEl(c, ctx, { extra: "is-revealed" }))),
  ]));
  const options = snap.legal.filter((e) => !e.target.startsWith("hand:") && !e.target.startsWith("merc:"));
  const buttons = h("div", { class: "kami-option-row", "data-roving": "redeal" }, options.map((e) => optionButton(e, ctx)));
  return zone(ui.revealed, [...hands, buttons], "kami-redeal-zone");
}

/** The last round's result, shown until this seat's next move. @param {Ctx} ctx */
function renderRoundBanner(ctx) {
  const lr = /** @type {LastRound} */ (ctx.obs.last_round);
  const close = h("button", { type: "button", class: "kami-icon-btn", "aria-label": ctx.ui.close, title: ctx.ui.close,
    "data-key": "banner:close", on: { click: () => { ctx.view.ackedRound = lr.round; ctx.rerender(); } } },
  [icon("close")]);
  return h("section", { class: cls("kami-banner", lr.master_strike && "is-master"), role: "status",
    "data-key": "banner",
    "aria-label": fill(ctx.ui.last_round, { n: lr.round }) }, [
    close,
    roundSummary(ctx, lr, "is-mid"),
  ]);
}

/**
 * Winner, card, points and master strike of one round.
 * @param {Ctx} ctx @param {LastRound} lr @param {string} size
 */
function roundSummary(ctx, lr, size) {
  const { ui, snap } = ctx;
  return h("div", { class: "kami-round-summary", "data-last-round": lr.round }, [
    // a heading below the page's parts in the result and the side panel; the banner's own title (it opens a section)
    h(size === "is-mid" ? "h2" : "h3", { class: "kami-summary-title", text: fill(ui.last_round, { n: lr.round }) }),
    h("div", { class: "kami-summary-body" }, [
      cardEl(lr.card, ctx, { extra: size }),
      h("div", { class: "kami-summary-text" }, [
        h("span", { class: "kami-winner-name", text: snap.seats[lr.winner]?.name ?? "" }),
        h("span", { class: "kami-points", text: fill(ui.points, { n: lr.points }) }),
        h("span", { class: "kami-before-after", text: `${lr.before} → ${lr.after}` }),
      ]),
    ]),
    lr.master_strike && h("span", { class: "kami-stamp", text: ui.master_strike }),
  ]);
}

/** Game over: the element tests and people look for. @param {Ctx} ctx */
function renderResult(ctx) {
  const { snap, ui } = ctx;
  const result = /** @type {NonNullable<Snapshot["result"]>} */ (snap.result);
  const lr = ctx.obs.last_round;
  return h("section", { class: "kami-result", "data-result": result.winners.join(","), role: "region",
    "data-key": "result",
    "aria-label": ui.game_over }, [
    h("h2", { class: "kami-result-title", text: ui.game_over }),
    h("p", { class: "kami-result-line", text: snap.prompt }),
    scoreList(ctx, "kami-result-scores"),
    lr && roundSummary(ctx, lr, "is-mini"),
    ...resultEnd(ctx, snap.seats.map((x) => x.seat)),
  ]);
}

/** @param {Ctx} ctx */
function renderTable(ctx) {
  const { snap } = ctx;
  const seats = seatPositions(snap.players, snap.viewer).map(({ seat, pos }) => renderSeat(ctx, seat, pos));
  return [...seats, renderCenter(ctx)];
}

// ---------------------------------------------------------------------------------------
// The dock: prompt, notice, option buttons and the viewer's hand.

/** @param {Ctx} ctx */
function renderHand(ctx) {
  const { obs, snap, ui } = ctx;
  if (snap.viewer === null || !obs.hand || !obs.hand.length) return [];
  // while this seat plays cards, dim those that are no option (not while deciding a redeal)
  const cardTurn = ctx.myTurn && obs.phase === "play";
  const cards = obs.hand.map((code, i) => {
    const button = h("button", { type: "button", class: "kami-hand-card", "data-key": `hand:${i}`, "data-card": code },
      [moving(cardEl(code, ctx, { decorative: true, extra: "is-hand" }), cardMotion(ctx, code))]);
    const entry = legalFor(ctx, `hand:${code}`);
    if (entry) markOption(button, entry, ctx);
    else {
      button.setAttribute("aria-label", cardName(code, ctx.lang));
      if (cardTurn) button.classList.add("is-idle");
      listen(button, { click: () => ctx.explain(code) });
    }
    return button;
  });
  return [
    h("h2", { class: "kami-hand-title" }, [ui.hand, h("small", { text: fill(ui.cards, { n: obs.hand.length }) })]),
    h("div", { class: "kami-hand-cards", role: "group", "aria-label": ui.hand, "data-roving": "hand" }, cards),
  ];
}

/** Options not drawn on a card (pass, and anything the board has no place for). @param {Ctx} ctx */
function renderOptions(ctx) {
  return ctx.snap.legal.filter((entry) => !ctx.placed.has(entry.notation)).map((entry) => optionButton(entry, ctx));
}

// ---------------------------------------------------------------------------------------
// The side panel: scores, last round, log, rules help.

/** @param {Ctx} ctx @param {string} extra */
function scoreList(ctx, extra) {
  const { obs, snap } = ctx;
  const groups = obs.teams
    ? obs.teams.map((team, i) => ({ seats: team, team: i === 0 ? "a" : "b" }))
    : snap.seats.map((seat) => ({ seats: [seat.seat], team: null }));
  const winners = snap.result ? snap.result.winners : [];
  return h("ol", { class: cls("kami-score-list", extra) }, groups.map((group) => {
    const score = obs.scores[group.seats[0]];
    const pct = Math.max(0, Math.min(100, (score / Math.max(1, obs.target)) * 100));
    const names = group.seats.map((seat) => snap.seats[seat].name).join(" · ");
    const won = group.seats.some((seat) => winners.includes(seat));
    return h("li", { class: cls("kami-score-row", group.team && `kami-team-${group.team}`, won && "is-winner"),
      "data-seats": group.seats.join(",") }, [
      group.team && h("span", { class: "kami-team-dot" }),
      h("span", { class: "kami-score-name", text: names }),
      h("span", { class: "kami-score-value", text: String(score) }),
      h("span", { class: "kami-bar", "aria-hidden": "true" }, [h("span", { style: `width:${pct}%` })]),
    ]);
  }));
}

/** @param {Ctx} ctx */
function renderSide(ctx) {
  const { snap, obs, ui, view } = ctx;
  // the score and last-round panels are drawn into their last drawing (see common/dom.js redrawn)
  const again = (/** @type {string} */ key, /** @type {HTMLElement} */ panel) =>
    /** @type {HTMLElement} */ (redrawn(view.drawn, key, panel));
  const panels = [
    again("scores", h("section", { class: "kami-panel kami-scores", "aria-label": ui.score }, [
      h("h2", { class: "kami-panel-title" }, [ui.score,
        h("span", { class: "kami-chip", text: fill(ui.target, { n: obs.target }) })]),
      scoreList(ctx, ""),
      h("p", { class: "kami-mode", text: snap.help?.mode ?? "" }),
      obs.empress_unlocked && h("p", { class: "kami-chip is-empress", "data-empress-unlocked": "" },
        [ui.empress_unlocked]),
    ])),
  ];
  if (obs.last_round) panels.push(again("last", h("section", { class: "kami-panel kami-last" },
    [roundSummary(ctx, obs.last_round, "is-mini")])));
  panels.push(keptLog(ctx));
  panels.push(keptHelp(ctx, () => renderHelp(ctx)));
  return panels;
}

/** The rules help: the mode, and which card answers which (the rules' table). @param {Ctx} ctx */
function renderHelp(ctx) {
  const { snap, ui } = ctx;
  const counters = Array.isArray(snap.help?.counters) ? snap.help.counters : [];
  return rulesHelp(ctx, [
    h("p", { text: snap.help?.mode ?? "" }),
    counters.length > 0 && h("table", { class: "kami-help-counters" }, [
      h("caption", { text: ui.help_counters }),
      h("thead", {}, [h("tr", {}, [ui.help_attack, ui.help_points, ui.help_answered_by].map((t) =>
        h("th", { scope: "col", text: t })))]),
      h("tbody", {}, counters.map((c) => h("tr", {}, [h("th", { scope: "row", text: c.card }),
        h("td", { text: String(c.points) }), h("td", { text: c.answered_by.join(" · ") })]))),
    ]),
  ]);
}

// ---------------------------------------------------------------------------------------
// Hot seat (common/cover.js): the cover shows the seal.

/** @param {Ctx} ctx @param {() => void} onReady */
function renderCover(ctx, onReady) {
  const name = ctx.snap.seats[/** @type {number} */ (ctx.snap.viewer)].name;
  return coverCard(ctx, name, h("span", { class: "kami-logo is-large", "aria-hidden": "true", text: "神" }), onReady);
}

// ---------------------------------------------------------------------------------------
// Styles, injected once per board and scoped under .kami-board: the shared frame (common/board.css) with
// this board's values, then the board's own rules.

/** Below this width (px) the board takes its phone layout. */
const NARROW = 640;

const CSS = `
.kami-board{--board-paper:#f5f0e6;--board-ink:#2a2521;--board-muted:#6e655b;--board-line:#d9cfbd;
  --board-line-strong:#bfb29a;--board-sunken:#ece5d7;--board-deep:#283a5e;--board-code:#5a3d8a;
  --board-cover-light:#34497a;--board-cover-dark:#1c2744;--board-prompt-size:16px;--board-prompt-basis:260px;
  --board-dock-padding:10px 14px 14px;--board-dock-padding-narrow:10px 14px 14px;--board-dock-top:auto;--board-dock-bottom:0;--board-actions-gap:0;
  --board-primary-height:48px;--board-log-height:260px;--board-help-sub-top:8px;
  --felt:#2e5a4d;--felt-dark:#1f4037;--team-a:#2f6fb3;--team-b:#c8553d;--mini:36px;--mid:54px;
  --hand:clamp(62px,calc((100cqw - 440px) / 10),84px)}
.kami-board .kami-option{color:var(--board-on-accent)}
.kami-board .kami-option.is-pass{color:var(--board-ink)}
.kami-kanji{text-anchor:middle;dominant-baseline:central;font-weight:700;
  font-family:"Noto Serif CJK JP","Noto Serif JP","Hiragino Mincho ProN","Yu Mincho","YuMincho",
    "Source Han Serif JP","Tabletop Sans JP",serif}
.kami-latin{text-anchor:middle;font-weight:600;letter-spacing:.02em;font-family:system-ui,"Segoe UI",sans-serif}

/* top bar */
.kami-logo{display:inline-grid;place-items:center;width:38px;height:38px;border-radius:50%;background:#ad1f3a;
  color:#fff8ec;font-size:22px;font-weight:700;box-shadow:inset 0 0 0 2px rgba(255,255,255,.35);
  font-family:"Noto Serif CJK JP","Hiragino Mincho ProN","Yu Mincho","Tabletop Sans JP",serif}
.kami-logo.is-large{width:72px;height:72px;font-size:40px}
.kami-round{font-weight:700;font-size:16px}

/* layout */
.kami-layout{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:12px;align-items:start}
.kami-main{min-width:0;display:flex;flex-direction:column;gap:10px}
.kami-side{display:flex;flex-direction:column;gap:10px;min-width:0}

/* table */
.kami-table{display:grid;gap:10px;padding:12px;border-radius:18px;min-width:0;
  background:radial-gradient(ellipse at 50% 45%,#3b6e5f 0%,var(--felt) 45%,var(--felt-dark) 100%);
  box-shadow:inset 0 0 0 1px rgba(0,0,0,.3),inset 0 3px 18px rgba(0,0,0,.35)}
.kami-table[data-players="2"]{grid-template-areas:"top" "center" "bottom"}
.kami-table[data-players="3"]{grid-template-columns:minmax(0,1fr) minmax(0,1fr);
  grid-template-areas:"left right" "center center" "bottom bottom"}
.kami-table[data-players="4"]{grid-template-columns:minmax(0,1fr) minmax(0,1.5fr) minmax(0,1fr);
  grid-template-areas:"left top right" "left center right" "bottom bottom bottom"}
.kami-seat[data-pos="top"]{grid-area:top}.kami-seat[data-pos="left"]{grid-area:left}
.kami-seat[data-pos="right"]{grid-area:right}.kami-seat[data-pos="bottom"]{grid-area:bottom}
.kami-center{grid-area:center}

/* seats */
.kami-seat{--team:transparent;position:relative;min-width:0;padding:8px 10px 10px;border-radius:12px;
  background:rgba(252,249,242,.97);box-shadow:0 2px 6px rgba(0,0,0,.28);outline:3px solid transparent;
  transition:outline-color .2s,box-shadow .2s}
.kami-seat[data-team]{padding-left:16px;
  background:linear-gradient(var(--team),var(--team)) left/6px 100% no-repeat,rgba(252,249,242,.97)}
.kami-seat.kami-team-a,.kami-score-row.kami-team-a,.kami-team-a .kami-team-dot{--team:var(--team-a)}
.kami-seat.kami-team-b,.kami-score-row.kami-team-b,.kami-team-b .kami-team-dot{--team:var(--team-b)}
.kami-seat.is-acting{outline-color:var(--board-accent);box-shadow:0 0 0 7px var(--board-accent-soft),0 2px 10px rgba(0,0,0,.3)}
.kami-seat-head{display:flex;align-items:center;gap:6px;min-height:28px;flex-wrap:wrap}
.kami-avatar{display:inline-grid;place-items:center;width:26px;height:26px;border-radius:50%;background:#e7dfcf;
  color:#5a4f43;flex:none}
.kami-avatar.is-bot{background:#dde6ee;color:#3d5468}
.kami-avatar .kami-icon{width:16px;height:16px}
.kami-seat-name{font-weight:700;min-width:0;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kami-tag{display:inline-flex;align-items:center;gap:4px;font-size:11.5px;padding:1px 7px;border-radius:999px;
  background:#ece5d7;color:#4c443b;font-weight:600}
.kami-tag.is-you{background:#2a2521;color:#fff8ec}
.kami-team-dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:var(--team);flex:none}
.kami-seat-score{margin-left:auto;font-size:20px;font-weight:800;font-variant-numeric:tabular-nums;white-space:nowrap}
.kami-seat-score small{font-size:12px;font-weight:600;color:var(--board-muted);margin-left:1px}
.kami-seat-body{display:flex;align-items:center;gap:10px 16px;margin-top:6px;flex-wrap:wrap}
.kami-seat[data-pos="bottom"]{display:flex;align-items:center;gap:8px 18px}
.kami-seat[data-pos="bottom"] .kami-seat-head{align-content:center;width:min(240px,42%);flex:none}
.kami-seat[data-pos="bottom"] .kami-seat-body{margin-top:0;flex:1}
.kami-table[data-players="4"] .kami-seat[data-pos="left"] .kami-seat-body,
.kami-table[data-players="4"] .kami-seat[data-pos="right"] .kami-seat-body{flex-direction:column;align-items:flex-start}

/* cards */
.kami-card{position:relative;display:inline-block;flex:none;width:var(--w,var(--mini));aspect-ratio:100/140;
  border-radius:9%/6.4%;box-shadow:0 1px 2px rgba(0,0,0,.3)}
.kami-svg{display:block;width:100%;height:100%}
.kami-paper{fill:#fffaf0;stroke:#cdbf9f;stroke-width:1.5}
.kami-back{fill:#283a5e;stroke:#1b2944;stroke-width:1.5}
.kami-back-line{fill:none;stroke:#c9a75a;stroke-width:1.6;opacity:.75}
.kami-back-mark{fill:#e5c777}
.kami-card.is-mini{--w:var(--mini)}
.kami-card.is-tiny{--w:22px}
.kami-card.is-mid{--w:var(--mid)}
.kami-card.is-revealed{--w:calc(var(--mini) + 4px)}
.kami-card.is-hand{--w:var(--hand);box-shadow:0 2px 5px rgba(0,0,0,.28)}
.kami-card.is-own-hidden .kami-svg{opacity:.5;filter:saturate(.4)}
.kami-card.is-own-hidden{background:repeating-linear-gradient(135deg,#d8d0c0 0 4px,#efe9dd 4px 8px)}
.kami-fd-mark{position:absolute;right:-4px;bottom:-4px;display:grid;place-items:center;width:18px;height:18px;
  border-radius:50%;background:#283a5e;color:#f3e3b5;box-shadow:0 0 0 2px #fffaf0}
.kami-fd-mark .kami-icon{width:12px;height:12px;stroke-width:2.4}
.kami-card.is-current{box-shadow:0 0 0 3px var(--board-accent),0 0 14px 2px rgba(224,168,46,.75)}
.kami-card.is-new{animation:kami-drop .35s ease-out}
.kami-slot{display:inline-block;width:var(--mini);aspect-ratio:100/140;border-radius:5px;
  border:1.5px dashed rgba(60,50,40,.2)}
.kami-rows{display:grid;grid-template-rows:auto auto;grid-auto-flow:column;grid-auto-columns:max-content;
  gap:4px 4px;align-items:center}
.kami-row-label{writing-mode:vertical-rl;font-size:10.5px;color:var(--board-muted);letter-spacing:.04em;
  align-self:center;justify-self:center;max-height:calc(var(--mini)*1.4);overflow:hidden}
.kami-backs{display:flex;align-items:center;gap:8px}
.kami-fan{display:flex;padding-left:14px}
.kami-fan .kami-card{--w:24px;margin-left:-14px}
.kami-backs-count{font-size:12px;color:var(--board-muted);white-space:nowrap;font-weight:600}
.kami-card-line{display:flex;flex-wrap:wrap;gap:4px}
.kami-revealed-mini{display:flex;align-items:center;gap:6px}
.kami-mini-label{font-size:11px;color:var(--board-muted)}

/* centre */
.kami-center{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:center;min-height:96px;padding:4px;
  min-width:0}
.kami-zone{display:flex;flex-direction:column;align-items:center;gap:6px;color:#f1ead9;min-width:0}
.kami-zone-title{font-size:11.5px;letter-spacing:.07em;text-transform:uppercase;font-weight:700;opacity:.85}
.kami-zone-note{font-size:12.5px;opacity:.9;text-align:center}
.kami-attack-zone{padding:6px 10px;border-radius:12px;background:rgba(0,0,0,.16)}
.kami-mercs{display:grid;grid-template-columns:repeat(8,auto);gap:8px}
.kami-merc{position:relative;display:flex;flex-direction:column;align-items:center;gap:3px;padding:4px 4px 2px;
  border:0;border-radius:10px;background:transparent;cursor:pointer;min-width:44px}
.kami-merc-stack{position:relative;display:block;border-radius:6px}
.kami-merc-stack .kami-card{position:relative}
.kami-merc:not([data-below="0"]) .kami-merc-stack::before{content:"";position:absolute;inset:0;border-radius:9%/6.4%;
  background:#283a5e;border:1px solid #c9a75a;transform:translate(4px,4px)}
.kami-merc.is-empty .kami-slot{--mini:var(--mid);border-color:rgba(255,255,255,.25)}
.kami-below{font-size:10.5px;min-height:14px;color:#e9e1cd;opacity:.75;white-space:nowrap;margin-top:3px}
.kami-merc.is-legal .kami-card{box-shadow:0 0 0 3px var(--board-accent),0 4px 10px rgba(0,0,0,.35)}
.kami-merc.is-legal:hover{transform:translateY(-3px)}
.kami-merc.is-idle{opacity:.85}
.kami-leftover{display:flex;gap:14px;align-items:flex-end}
.kami-peek{display:flex;flex-direction:column;align-items:center;gap:4px}
.kami-revealed{display:flex;flex-direction:column;align-items:center;gap:4px}
.kami-option-row{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.kami-banner,.kami-result{position:relative;background:var(--board-card);color:var(--board-ink);padding:12px 16px;
  box-shadow:0 6px 18px rgba(0,0,0,.3)}
.kami-banner{border:2px solid var(--board-line);border-radius:14px}
.kami-banner.is-master{border-color:#ad1f3a}
.kami-banner{padding-right:40px}
.kami-banner .kami-icon-btn{position:absolute;top:4px;right:4px}
.kami-result{min-width:min(100%,340px);max-width:520px}
.kami-round-summary{display:flex;flex-direction:column;gap:6px;align-items:center}
.kami-summary-title{font-size:12px;font-weight:700;color:var(--board-muted);letter-spacing:.04em}
.kami-summary-body{display:flex;gap:12px;align-items:center}
.kami-summary-text{display:flex;flex-direction:column;gap:2px}
.kami-winner-name{font-weight:700}
.kami-points{font-size:22px;font-weight:800;color:#9c6c0c}
.kami-before-after{font-size:12.5px;color:var(--board-muted);font-variant-numeric:tabular-nums}
.kami-stamp{display:inline-block;padding:3px 12px;border:2.5px solid #ad1f3a;border-radius:6px;color:#ad1f3a;
  font-weight:900;font-size:17px;letter-spacing:.06em;transform:rotate(-4deg);background:#fff3f1}

/* dock */
.kami-option{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 20px;border-radius:22px;
  border:0;background:var(--board-accent);color:var(--board-on-accent);font-weight:800;cursor:pointer;position:relative;
  box-shadow:0 2px 0 var(--board-accent-edge)}
.kami-option:hover{filter:brightness(1.05)}
.kami-option.is-pass{background:#efe7d6;color:var(--board-ink);box-shadow:0 2px 0 #cbbd9f}
.kami-hand{display:flex;flex-direction:column;gap:6px;margin-top:10px}
.kami-hand:empty{display:none}
.kami-hand-title{font-size:12.5px;font-weight:700;color:var(--board-muted);display:flex;gap:8px;align-items:baseline}
.kami-hand-title small{font-weight:500}
.kami-hand-cards{display:flex;flex-wrap:wrap;gap:10px;justify-content:center;padding-top:8px}
.kami-hand-card{position:relative;padding:0;border:0;background:transparent;border-radius:10px;cursor:pointer;
  transition:transform .15s ease,opacity .15s}
.kami-hand-card.is-legal{transform:translateY(-6px)}
.kami-hand-card.is-legal .kami-card{box-shadow:0 0 0 3px var(--board-accent),0 8px 16px rgba(0,0,0,.25)}
.kami-hand-card.is-legal:hover{transform:translateY(-11px)}
.kami-hand-card.is-idle{opacity:.62}
.kami-hand-card.is-idle:hover{opacity:.8}
.kami-option .kami-key{background:rgba(0,0,0,.75)}

/* side */
.kami-chip{display:inline-block;font-size:11.5px;font-weight:700;padding:2px 8px;border-radius:999px;
  background:#ece5d7;color:#4c443b}
.kami-chip.is-empress{margin-top:8px;background:#f9e1e5;color:#8a1830}
.kami-mode{margin-top:8px!important;font-size:12px;color:var(--board-muted)}
.kami-score-list{display:flex;flex-direction:column;gap:6px}
.kami-score-row{display:grid;grid-template-columns:auto minmax(0,1fr) auto;
  grid-template-areas:"dot name value" "bar bar bar";
  align-items:center;gap:2px 6px}
.kami-score-row .kami-team-dot{grid-area:dot}
.kami-score-row:not(.kami-team-a):not(.kami-team-b){grid-template-areas:"name name value" "bar bar bar"}
.kami-score-name{grid-area:name;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:13px}
.kami-score-value{grid-area:value;font-weight:800;font-size:16px;font-variant-numeric:tabular-nums}
.kami-score-row.is-winner .kami-score-name{font-weight:800}
.kami-score-row.is-winner .kami-score-value{color:#9c6c0c}
.kami-bar{grid-area:bar;display:block;height:6px;border-radius:3px;background:#ece5d7;overflow:hidden}
.kami-bar span{display:block;height:100%;background:var(--team,#7c9a6a);border-radius:3px}
.kami-score-row:not(.kami-team-a):not(.kami-team-b) .kami-bar span{background:#7c9a6a}

/* the primary button (hot-seat cover, result) lights up; text for screen readers only */
.kami-primary:hover{filter:brightness(1.05)}
.kami-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}

@keyframes kami-drop{from{transform:translateY(-10px) scale(1.08);opacity:0}}

/* wide (a desktop): the board fits the height its host gives it (common/board.css) — the top seat lies like the
   bottom one (name beside its cards), the prompt and its buttons share a line, the hand's title stands beside the
   cards; a column taller than the board scrolls inside it */
@container kami (min-width:981px){
  .kami-layout{grid-template-rows:minmax(0,1fr)}
  .kami-main,.kami-side{align-self:stretch;min-height:0;overflow-y:auto;padding:6px;margin:-6px;
    overscroll-behavior:contain}
  .kami-table[data-players="2"] .kami-seat[data-pos="top"]{display:flex;align-items:center;gap:8px 18px}
  .kami-table[data-players="2"] .kami-seat[data-pos="top"] .kami-seat-head{align-content:center;width:min(240px,42%);
    flex:none}
  .kami-table[data-players="2"] .kami-seat[data-pos="top"] .kami-seat-body{margin-top:0;flex:1}
  .kami-dock{display:grid;grid-template-columns:minmax(0,1fr) fit-content(60%);align-items:center;column-gap:12px}
  .kami-dock>*{grid-column:1/-1}
  .kami-dock>.kami-prompt-row{grid-column:1}
  .kami-dock>.kami-actions{grid-column:2;grid-row:1;justify-content:flex-end}
  .kami-hand{flex-direction:row;align-items:center;gap:12px}
  .kami-hand-title{flex-direction:column;align-items:flex-start;gap:2px;width:6.5em;flex:none}
  .kami-hand-cards{flex:1}
}
/* medium: the side panel goes below the table */
@container kami (max-width:980px){
  .kami-layout{grid-template-columns:minmax(0,1fr)}
  .kami-board>*{--hand:clamp(58px,calc((100cqw - 130px) / 10),84px)}
  .kami-side{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));align-items:start}
}
/* narrow (phones): seats stack, cards shrink, tool labels hide */
@container kami (max-width:${NARROW}px){
  .kami-board>*{--mini:28px;--mid:40px;--hand:58px}
  .kami-center{gap:8px}
  .kami-zone-note{max-width:10em}
  .kami-hand-title{display:none}
  .kami-hand{margin-top:6px}
  .kami-table{padding:8px;gap:8px}
  .kami-table[data-players="3"]{grid-template-columns:minmax(0,1fr);
    grid-template-areas:"left" "right" "center" "bottom"}
  .kami-table[data-players="4"]{grid-template-columns:minmax(0,1fr);
    grid-template-areas:"left" "top" "right" "center" "bottom"}
  .kami-table[data-players="4"] .kami-seat[data-pos] .kami-seat-body{flex-direction:row;align-items:center}
  .kami-seat{padding:6px 8px 8px}
  .kami-row-label{display:none}
  .kami-seat[data-pos="bottom"]{display:block}
  .kami-seat[data-pos="bottom"] .kami-seat-head{flex-direction:row;align-items:center;width:auto}
  .kami-seat[data-pos="bottom"] .kami-seat-score{margin-left:auto}
  .kami-seat[data-pos="bottom"] .kami-seat-body{margin-top:6px}
  .kami-seat[data-team]{padding-left:14px}
  .kami-seat-score{font-size:17px}
    .kami-mercs{grid-template-columns:repeat(4,auto);gap:6px 10px}
  .kami-hand-cards{gap:6px}
    .kami-fan .kami-card{--w:20px;margin-left:-13px}
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
  const view = { shownSeat: undefined, ackedRound: 0, prevRound: -1, prevRows: new Map(), busyTimer: 0,
    quietTimer: 0, drawn: new Map() };
  const frame = boardFrame(model, view, "kami.json");
  const { root, prompt, current } = frame;
  const table = h("div", { class: "kami-table" });
  const actions = h("div", { class: "kami-actions", "data-roving": "options" });
  const hand = h("div", { class: "kami-hand", "data-motion-frame": "hand" });
  const dock = h("section", { class: "kami-dock" }, [frame.promptRow, frame.notice, frame.hint, actions, hand]);
  const side = h("aside", { class: "kami-side" });
  const layout = h("div", { class: "kami-layout" }, [h("div", { class: "kami-main" }, [table, dock]), side]);
  const cover = h("div", { class: "kami-cover", hidden: true });
  root.append(h("style", { text: boardStyles(CSS, NARROW) }), frame.top, layout, cover);
  el.append(root);

  /** @param {Legal} entry */
  function act(entry) {
    const snap = current();
    const lr = snap && snap.observation.last_round;
    if (lr) view.ackedRound = Math.max(view.ackedRound, lr.round);
    frame.act(entry);
  }

  /** A click on a card that is no option: ask the host why. @param {string} card @param {number} [merc] */
  function explain(card, merc) {
    const snap = current();
    const step = snap && snap.observation.step;
    const type = step === "respond" ? "counter" : step === "attack" ? "attack" : "hide";
    /** @type {Action} */
    const action = { type, card };
    if (merc !== undefined) action.merc = merc;
    frame.send({ type: "explain", action });
  }

  /** @param {string | null} key */
  function restoreFocus(key) {
    /** @param {Element | null} node */
    const usable = (node) =>
      Boolean(node && !node.closest("[hidden]") && !(/** @type {HTMLButtonElement} */ (node).disabled));
    frame.restoreFocus(key, () => (cover.hidden ? root.querySelector(".is-legal") || root.querySelector("[data-key]")
      : root.querySelector("[data-ready]")), usable);
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
      act, explain, send: frame.send, rerender: render,
    };
    root.setAttribute("data-players", String(snap.players));
    root.setAttribute("data-version", String(snap.version));
    frame.showHead(ctx, renderTop);

    const parts = [table, actions, hand, side];
    if (hotSeatCover(ctx, { layout, cover, prompt, parts }, (onReady) => renderCover(ctx, onReady), render)) {
      restoreFocus(focus);
      return;
    }
    renderBoard(ctx);
    restoreFocus(focus);
  }

  /** @param {Ctx} ctx */
  function renderBoard(ctx) {
    const { snap, obs } = ctx;
    table.setAttribute("data-players", String(snap.players));
    morphInto(table, renderTable(ctx));
    dock.classList.toggle("is-my-turn", ctx.myTurn);
    prompt.textContent = snap.prompt;
    morphInto(hand, renderHand(ctx));
    morphInto(actions, renderOptions(ctx));
    placePart(side, renderSide(ctx));
    // remember what was on the table, so the next redraw can animate new cards only
    view.prevRound = obs.round;
    view.prevRows = new Map(obs.rows.map((row, seat) => [seat, { d: row.defence.length, a: row.attack.length }]));
  }

  // number keys pick the Nth option, P passes
  const onKey = optionKeys(current, act, () => !cover.hidden,
    (key, snap) => (key === "p" || key === "P" ? snap.legal.find((x) => x.action.type === "pass") : undefined));
  return frame.mount(render, onKey);
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
