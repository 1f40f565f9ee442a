// ---------------------------------------------------------------------------------------
// The score sheet at the end (arnak/score.js), like the scoring pad: one column per player,
// a row per category (result.sheets), the total and the rank; the winner highlighted.

const SCORE_ROWS = ["research", "temple", "idols", "guardians", "cards", "fear"];

/** @param {Ctx} ctx */
function renderScore(ctx) {
  const { snap } = ctx;
  const result = /** @type {any} */ (snap.result);
  if (!result) return renderLiveScore(ctx);
  const seats = result.ranking?.length ? result.ranking : snap.seats.map((x) => x.seat);
  const win = (/** @type {number} */ seat) => result.winners.includes(seat);
  const cell = (/** @type {number} */ seat, /** @type {Child | string} */ content, /** @type {string} */ extra = "") =>
    h("td", { class: cls(win(seat) && "is-winner", extra), style: `--pc:${SEAT_COLORS[seat]}` }, [content]);
  return h("section", { class: "arnak-score", "data-result": result.winners.join(","), role: "region",
    "aria-label": word(ctx, "score_sheet") }, [
    h("h2", { class: "arnak-score-title", text: `${ctx.ui.game_over || ""} — ${word(ctx, "score_sheet")}` }),
    sheetTable(ctx, seats, result.sheets || [], result.scores, win, cell,
      [h("tr", { class: "is-rank", "data-row": "rank" }, [h("th", { scope: "row", text: word(ctx, "score.rank") }),
        ...seats.map((/** @type {number} */ seat, /** @type {number} */ i) => cell(seat, String(result.ranks?.[seat] ?? i + 1)))])]),
    statisticsView(ctx, seats, cell),
    resultEnd(ctx, seats)[1],
  ]);
}

/**
 * The sheet's table: a column per seat, a row per category, the total (and any further rows).
 * @param {Ctx} ctx @param {number[]} seats @param {Record<string, number>[]} sheets @param {number[]} totals
 * @param {(seat: number) => boolean} win @param {(seat: number, content: Child | string) => Child} cell @param {Child[]} [more]
 */
function sheetTable(ctx, seats, sheets, totals, win, cell, more = []) {
  return h("div", { class: "arnak-score-scroll" }, [h("table", { class: "arnak-score-table" }, [
    h("thead", {}, [h("tr", {}, [h("td"), ...seats.map((seat) =>
      h("th", { scope: "col", class: cls(win(seat) && "is-winner"), style: `--pc:${SEAT_COLORS[seat]}`, "data-seat": String(seat) }, [
        h("span", { class: "arnak-seat-dot", "aria-hidden": "true" }), seatName(ctx, seat),
        win(seat) && h("span", { class: "arnak-chip is-winner", text: word(ctx, "winner") })]))])]),
    h("tbody", {}, [
      ...SCORE_ROWS.map((row) => h("tr", { "data-row": row }, [h("th", { scope: "row", text: word(ctx, `score.${row}`) }),
        ...seats.map((seat) => cell(seat, String(sheets[seat]?.[row] ?? "")))])),
      h("tr", { class: "is-total", "data-row": "total" }, [h("th", { scope: "row", text: word(ctx, "score.total") }),
        ...seats.map((seat) => cell(seat, String(totals[seat] ?? "")))]),
      ...more,
    ]),
  ])]);
}

/** The points so far (snapshot "sheets", counted as the final sheet would count them now), folded. @param {Ctx} ctx */
function renderLiveScore(ctx) {
  const sheets = /** @type {Record<string, number>[] | null} */ (ctx.snap.sheets);
  if (!sheets?.length) return null;
  const seats = seatOrder(ctx);
  const totals = sheets.map(sheetTotal);
  const cell = (/** @type {number} */ seat, /** @type {Child | string} */ content) =>
    h("td", { style: `--pc:${SEAT_COLORS[seat]}` }, [content]);
  const summary = seats.map((seat) => `${seatName(ctx, seat)} ${totals[seat]}`).join(" · ");
  return fold(ctx, "live-score", { class: "arnak-live-score", "data-live-score": totals.join(",") },
    [`${word(ctx, "score_now")}: `, h("b", { text: summary })],
    [sheetTable(ctx, seats, sheets, totals, () => false, cell)]);
}

/** @param {Record<string, number>} sheet */
const sheetTotal = (sheet) => Object.values(sheet).reduce((a, b) => a + b, 0);

/**
 * A <details> whose open state outlives the redraws (kept in view.opened under `key`).
 * @param {Ctx} ctx @param {string} key @param {Record<string, any>} props @param {Child[]} summary @param {Child[]} body
 */
function fold(ctx, key, props, summary, body) {
  const opened = /** @type {Record<string, boolean>} */ (ctx.view.opened ||= {});
  return h("details", { ...props, "data-fold": key, open: opened[key] || null,
    on: { toggle: (/** @type {Event} */ e) => { opened[key] = /** @type {HTMLDetailsElement} */ (e.currentTarget).open; } } }, [
    h("summary", { "data-key": `fold:${key}` }, summary), ...body]);
}

/**
 * BGA's end-of-game statistics (rules/arnak/stats.py, through the snapshot's "statistics"), folded under the sheet.
 * @param {Ctx} ctx @param {number[]} seats @param {(seat: number, content: Child | string) => Child} cell
 */
function statisticsView(ctx, seats, cell) {
  const rows = /** @type {{key: string, label: string, values: number[]}[] | null} */ (ctx.snap.statistics);
  if (!rows?.length) return null;
  return h("details", { class: "arnak-stats", "data-stats": String(rows.length) }, [
    h("summary", { "data-key": "stats:summary", text: word(ctx, "statistics") }),
    h("div", { class: "arnak-score-scroll" }, [h("table", { class: "arnak-score-table is-stats" }, [
      h("thead", {}, [h("tr", {}, [h("td"), ...seats.map((seat) =>
        h("th", { scope: "col", style: `--pc:${SEAT_COLORS[seat]}` }, [seatName(ctx, seat)]))])]),
      h("tbody", {}, rows.map((row) => h("tr", { "data-stat": row.key }, [h("th", { scope: "row", text: row.label }),
        ...seats.map((seat) => cell(seat, String(row.values[seat] ?? "")))]))),
    ])]),
  ]);
}
