// @ts-check
/**
 * Lost Ruins of Arnak board — an anywidget front-end module (one plain ES module, no imports).
 *
 * The source of widgets/static/arnak.js: `python3 build.py boards` replaces each include line
 * below with that file (common/: what every board shares; arnak/: this board's parts, one file
 * per part of the table) and each @json line with the rules' own data (cards, board, names in
 * en/ja), so effects are drawn from the same data the engine plays by.
 *
 * The host keeps a synced `snapshot` (rules/table.py Table.snapshot, rules/session.py,
 * observation from rules/arnak/view.py) and answers the messages this board sends with a new
 * snapshot. Every legal entry has a `target` (rules/arnak/text.py action_target): the part
 * that draws that thing (a site, a card, a research space…) makes it a button carrying
 * data-target; whatever no part drew is offered in the decision panel, so every option is
 * always one click away. Untrusted text is only ever set with textContent.
 */

/**
 * @typedef {SeatView} SeatInfo
 * @typedef {Record<string, any>} Action
 * @typedef {LegalEntry} Legal
 * @typedef {Record<string, any>} Observation  rules/arnak/view.py observe()
 * @typedef {SnapshotOf<Observation, any>} Snapshot  (common/shapes.js, from rules/shapes.py)
 * @typedef {{
 *   send(msg: object): void, get(key: string): any,
 *   on(event: string, cb: Function): void, off(event?: string, cb?: Function): void
 * }} Model
 * @typedef {{shownSeat: number | null | undefined, menu: string | null, menuVersion: number,
 *            busyTimer: number, quietTimer: number, confirm?: "save" | "new" | null, zoom: string | null,
 *            asking?: {notation: string, question: string, version: number} | null,
 *            zoomTargets: string[], freeOpen: boolean, helpOpen?: boolean, opened?: Record<string, boolean>,
 *            parts?: Record<string, {key: string, el: HTMLElement, drawn: string[]}>,
 *            logPanel?: {panel: HTMLElement, log: HTMLElement, tools: HTMLElement, lang: string},
 *            logKept?: {key: string, lines: string[]} | null}} ViewState
 * @typedef {{
 *   snap: Snapshot, obs: Observation, ui: Record<string, string>, lang: string, view: ViewState, root: HTMLElement,
 *   myTurn: boolean, me: Record<string, any> | null, entries: Map<string, Legal[]>, drawn: Set<string>,
 *   act(entry: Legal, sure?: boolean): void, explain(action: Action): void, send(msg: object): void,
 *   choose(target: string): void, redraw(): void
 * }} Ctx
 */

const PREFIX = "arnak";
/** Below this width of the board (not the window) the phone layout applies. */
const NARROW = 560;

/** Icons of this board only (common/icons.js has the others). */
const GAME_ICONS = {
  check: ["M5 12.5 10 17.5 19 7"],
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

// @json ARNAK_CARDS rules/arnak/cards.json
// @json ARNAK_BOARD rules/arnak/board.json
// @json ARNAK_NAMES rules/arnak/names.json

// @include arnak/style.css
// @include arnak/map.css
// @include arnak/words.js
// @include arnak/icons.js
// @include arnak/targets.js
// @include arnak/cards.js
// @include arnak/mainboard.js
// @include arnak/research.js
// @include arnak/row.js
// @include arnak/players.js
// @include arnak/decision.js
// @include arnak/score.js
// @include arnak/log.js

// ---------------------------------------------------------------------------------------
// The board: a fixed skeleton whose parts are refilled on every snapshot. As on Board Game
// Arena: the decision panel on top (kept in view), the main board large with the research
// track beside it, the card row and supply under them, then every player's area, the log.

const MIN_FIT = 0.75; // the table column's smallest scale (14 px text stays above 10 px)
const FIT_MARGIN = 8; // px kept under the card row

/** @param {Model} model @param {HTMLElement} el */
function createBoard(model, el) {
  /** @type {ViewState} */
  const view = { shownSeat: undefined, menu: null, menuVersion: -1, busyTimer: 0, quietTimer: 0, zoom: null,
    zoomTargets: [], freeOpen: true };
  const frame = boardFrame(model, view, "arnak.json");
  const { root, prompt, current } = frame;
  /** @type {Ctx | null} */
  let lastCtx = null;
  /** Act, unless BGA would first ask "are you sure?" (decision.js confirmQuestion): then ask. @param {Legal} entry @param {boolean} [sure] */
  function act(entry, sure = false) {
    const question = !sure && lastCtx ? confirmQuestion(lastCtx, entry) : null;
    if (!question) { frame.act(entry); return; }
    view.asking = { notation: entry.notation, question, version: current()?.version ?? -1 };
    render();
    /** @type {HTMLElement | null} */ (root.querySelector('[data-key="confirm:yes"]'))?.focus();
  }
  const decisionBody = h("div", { class: "arnak-decision-slot" });
  const decision = h("section", { class: "arnak-dock arnak-decision", "data-part": "decision" },
    [frame.promptRow, frame.notice, frame.hint, decisionBody]);
  const mainBoard = h("section", { class: "arnak-mainboard-wrap", "data-part": "mainboard", "data-motion-frame": "mainboard" });
  const research = h("section", { class: "arnak-research-wrap", "data-part": "research", "data-motion-frame": "research" });
  const row = h("section", { class: "arnak-row-wrap", "data-part": "row", "data-motion-frame": "row" });
  const players = h("div", { class: "arnak-players", "data-part": "players" });
  const extra = h("div", { class: "arnak-extra" });
  // on a wide board the table (main board, research, row) and the players' side (players, log, help) are columns
  // that scroll inside a board of fixed height, the decision panel above the side; narrower, these wrappers are no
  // boxes and the layout places their parts itself
  const tableCol = h("div", { class: "arnak-col is-table" }, [mainBoard, research, row]);
  const sideCol = h("div", { class: "arnak-col is-side" }, [players, extra]);
  const layout = h("div", { class: "arnak-layout" }, [decision, tableCol, sideCol]);
  const cover = h("div", { class: "arnak-cover", hidden: true });
  const overlay = h("div", { class: "arnak-overlay" });
  root.append(h("style", { text: boardStyles(ARNAK_STYLE_CSS + ARNAK_MAP_CSS, NARROW) }), frame.top, layout, cover, overlay);
  el.append(root);

  function render() {
    const snap = current();
    frame.settle();
    if (!snap || !snap.observation) return;
    const focus = frame.rememberFocus();
    if (view.menuVersion !== snap.version) { view.menu = null; view.zoom = null; } // they belong to the position they were opened in
    view.menuVersion = snap.version;
    const obs = snap.observation;
    /** @type {Map<string, Legal[]>} */
    const entries = new Map();
    for (const entry of snap.legal) {
      const list = entries.get(entry.target);
      if (list) list.push(entry); else entries.set(entry.target, [entry]);
    }
    /** @type {Ctx} */
    const ctx = {
      snap, obs, ui: snap.ui || {}, lang: snap.lang, view, entries, drawn: new Set(), root,
      me: snap.viewer === null ? null : obs.players[snap.viewer],
      myTurn: snap.viewer !== null && snap.to_act.includes(snap.viewer) && snap.legal.length > 0,
      act, explain: frame.explain, send: frame.send, choose: (target) => chooseTarget(ctx, target), redraw: render,
    };
    lastCtx = ctx;
    root.setAttribute("data-version", String(snap.version));
    root.setAttribute("data-phase", obs.phase);
    root.setAttribute("data-viewer", String(snap.viewer ?? ""));
    root.setAttribute("data-players", String(snap.players));
    root.classList.toggle("is-my-turn", ctx.myTurn);
    frame.showHead(ctx, renderTop);
    const parts = [decisionBody, mainBoard, research, row, players, extra, overlay];
    if (hotSeatCover(ctx, { layout, cover, prompt, parts }, (onReady) => renderCover(ctx, onReady), render)) {
      frame.restoreFocus(focus, () => root.querySelector("[data-ready]"));
      return;
    }
    prompt.textContent = snap.prompt;
    if (snap.notice) decision.scrollTop = 0; // a refused click's reason shows where the panel starts
    decision.classList.toggle("is-my-turn", ctx.myTurn);
    // the parts that draw targets first; the decision panel last offers whatever none of them drew
    const { obs: o, snap: sn } = ctx;
    const top = o.stack[o.stack.length - 1] || {};
    const names = sn.seats.map((x) => x.name);
    placePart(mainBoard, [memoPart(ctx, "main", targetKinds([...MAP_SPACE_CHOICES, ...MAP_SITE_CHOICES, "site"]),
      [o.temple, o.sites, o.camps, o.camp_guardians, o.guardians_left, o.tiles_left, names, travellingTo(ctx)],
      () => renderMainBoard(ctx))]);
    placePart(research, [memoPart(ctx, "research", targetKinds(["research", "study", "temple", "bonus"]),
      [o.temple, o.players.map((p) => [p.glass, p.notebook, p.temple_rank, p.temple_tiles]), o.bonus, o.rescue,
        o.arrivals, o.temple_bonus, o.temple_stacks, top.kind === "bonus" && top.key, top.discounts, names],
      () => renderResearch(ctx))]);
    const rowCards = new Set([...o.row_artifacts, ...o.row_items, o.revealed?.artifact, o.revealed?.item,
      ...o.artifact_exile, ...o.item_exile]);
    const rowKinds = targetKinds(["card", "purchase", "take", "recruit", "supply_use", "swap_supply", "rescue"]);
    placePart(row, [memoPart(ctx, "row", (t) => rowKinds(t) && (!t.startsWith("card:") || rowCards.has(t.slice(5))),
      [o.row_artifacts, o.row_items, o.artifact_deck, o.item_deck, o.revealed, o.artifact_exile, o.item_exile, o.phase,
        o.round, o.supply, o.rescue, o.temple, o.options, o.guardians_left, o.tiles_left], () => renderRow(ctx))]);
    placePart(players, renderPlayers(ctx));
    morphChildren(decisionBody, [renderScore(ctx), renderDecision(ctx)].filter((x) => x !== null));
    const logged = keptLog(ctx, (text) => logLine(ctx.lang, text));
    placePart(extra, [logged, keptHelp(ctx, () => renderHelp(ctx))]);
    fitTable();
    const zoom = cardZoom(ctx);
    overlay.replaceChildren(...(zoom ? [zoom] : []));
    if (zoom) {
      /** @type {HTMLElement | null} */ (zoom.querySelector(".arnak-zoom-acts button"))?.focus();
      return;
    }
    frame.restoreFocus(focus, () => root.querySelector("[data-target]"));
  }

  /**
   * A host that gives the board a height (the site on a desktop: --board-fit-height) shows the whole table at once:
   * the main board, the research track beside it and the card row under them. Where the column is shorter than
   * that, it is scaled down to fit (CSS zoom: its layout stays exact), never below MIN_FIT; elsewhere it keeps its
   * natural size and the page scrolls.
   */
  function fitTable() {
    const cardRow = row.querySelector(".arnak-row");
    const fixed = getComputedStyle(root).getPropertyValue("--board-fit-height").trim() !== "";
    if (!cardRow || !fixed || getComputedStyle(tableCol).display === "contents") {
      tableCol.style.zoom = "";
      return;
    }
    const was = Number(tableCol.style.zoom || 1);
    const box = tableCol.getBoundingClientRect(); // the rectangles are on screen, zoom applied; the lengths in it not
    const need = (cardRow.getBoundingClientRect().bottom - box.top) / was + tableCol.scrollTop + FIT_MARGIN;
    const fit = Math.min(1, Math.max(MIN_FIT, box.height / need));
    if (Math.abs(fit - was) > 0.01) tableCol.style.zoom = fit === 1 ? "" : String(Math.floor(fit * 100) / 100);
  }
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(() => fitTable()).observe(root);

  const numberKeys = optionKeys(current, act, () => !cover.hidden || view.zoom !== null);
  /** Escape closes the large card or the open menu; number keys pick the Nth option. @param {KeyboardEvent} e */
  function onKey(e) {
    if (e.key === "Escape" && view.asking) {
      view.asking = null;
      e.preventDefault();
      render();
      return;
    }
    if (e.key === "Escape" && (view.zoom || view.menu)) {
      const back = view.zoom ? `zoom:${view.zoom}` : view.menu ? `t:${view.menu}` : "";
      view.zoom = null;
      view.menu = null;
      e.preventDefault();
      render();
      /** @type {HTMLElement | null} */ (root.querySelector(`[data-key="${CSS.escape(back)}"]`))?.focus();
      return;
    }
    numberKeys(e);
  }
  return frame.mount(render, onKey);
}

/** The top bar: the title, round and turn, the tools. @param {Ctx} ctx */
function renderTop(ctx) {
  const temple = named(ctx, `temple.${ctx.obs.temple}`);
  return [
    h("div", { class: "arnak-brand" }, [
      pic("temple"),
      h("span", { class: "arnak-title", text: word(ctx, "title") }),
      h("span", { class: "arnak-round", "data-round": String(ctx.obs.round) }, [fill(ctx.ui.round, { n: ctx.obs.round }),
        h("small", { text: "/5" })]),
      h("span", { class: "arnak-chip is-temple", text: temple }),
    ]),
    renderTools(ctx),
  ];
}

/** Rules help: the picture legend and the host's texts (how to play and the options: common/panels.js). @param {Ctx} ctx */
function renderHelp(ctx) {
  const help = ctx.snap.help || {};
  const texts = Object.values(help).filter((v) => typeof v === "string").map(String);
  return rulesHelp(ctx, [
    h("ul", { class: "arnak-legend", "aria-label": word(ctx, "legend") }, LEGEND.map(([kind, key]) =>
      h("li", {}, [pic(kind), h("span", { text: key.startsWith("ui:") ? word(ctx, key.slice(3)) : named(ctx, key) })]))),
    ...texts.map((t) => h("p", { text: t })),
  ]);
}

/** The help's picture legend: what each picture on the board means. */
const LEGEND = [["coin", "res.coin"], ["compass", "res.compass"], ["tablet", "res.tablet"], ["arrowhead", "res.arrowhead"],
  ["jewel", "res.jewel"], ["boot", "icon.boot"], ["car", "icon.car"], ["ship", "icon.ship"], ["plane", "icon.plane"],
  ["lightning", "ui:lightning"], ["card", "term.deck"], ["fear", "term.fear_card"], ["exile", "term.exile"],
  ["upgrade", "term.upgrade"], ["discard", "term.play_area"], ["archaeologist", "term.dig"], ["site", "term.site"],
  ["guardian", "term.guardian"], ["assistant", "term.assistant"], ["idol", "term.idol"], ["research", "term.research"],
  ["vp", "ui:vp_word"], ["staff", "term.moon_staff"], ["first", "ui:first_player"]];

/** Hot seat: pass the device; the cover shows the next player's archaeologist in their colour. @param {Ctx} ctx @param {() => void} onReady */
function renderCover(ctx, onReady) {
  const seat = ctx.snap.viewer ?? 0;
  return coverCard(ctx, seatName(ctx, seat), h("div", { class: "arnak-cover-art", style: `--pc:${SEAT_COLORS[seat]}` }, [
    pic("archaeologist", undefined, "is-large"), h("p", { class: "arnak-cover-hint", text: word(ctx, "cover_hint") })]), onReady);
}

export default {
  /** @param {{model: Model, el: HTMLElement}} props */
  render({ model, el }) {
    const board = createBoard(model, el);
    return () => board.destroy();
  },
};
