// ---------------------------------------------------------------------------------------
// Side panels every board has: the log, and the provisional rules in the help
// (common/panels.js: needs dom.js and PREFIX).

/** How many lines of an old and a new window must agree for the board to keep the older lines it has. */
const LOG_OVERLAP = 20;

/**
 * The log's lines to show: the host sends its last lines (`log`) and how many the whole log has (`log_total`); after
 * a "log" message it sends them all once. The board keeps the older lines it was given as long as the new window
 * goes on from them (same game, seat and language, the overlapping lines alike), so the whole log stays shown as
 * play goes on without the host sending it again.
 * @param {Ctx} ctx @returns {string[]}
 */
function logLines(ctx) {
  const { snap } = ctx;
  const view = /** @type {{logKept?: {key: string, lines: string[]} | null}} */ (ctx.view);
  const total = snap.log_total ?? snap.log.length;
  const key = `${snap.game}|${snap.viewer}|${ctx.lang}`;
  const kept = view.logKept;
  const start = total - snap.log.length;
  let lines = snap.log;
  if (start > 0 && kept && kept.key === key && start < kept.lines.length) {
    const overlap = Math.min(kept.lines.length - start, snap.log.length, LOG_OVERLAP);
    let same = true;
    for (let i = 0; i < overlap && same; i++) same = kept.lines[start + i] === snap.log[i];
    if (same) lines = kept.lines.slice(0, start).concat(snap.log);
  }
  view.logKept = { key, lines };
  return lines;
}

/**
 * The log's tools: "Whole log (N lines)" while older lines are left out (asks the host for them), and "Download
 * log (.txt)" (the host answers with the whole log as a text file in the board's language).
 * @param {Ctx} ctx @param {HTMLElement} tools @param {number} shown  lines shown
 */
function logTools(ctx, tools, shown) {
  const total = ctx.snap.log_total ?? shown;
  const button = (/** @type {string} */ what, /** @type {string} */ text, /** @type {object} */ msg) =>
    h("button", { type: "button", class: `${PREFIX}-btn ${PREFIX}-log-${what}`, "data-key": `log:${what}`, text,
      on: { click: () => ctx.send(msg) } });
  const download = button("download", ctx.ui.log_download || "log.txt", { type: "log", download: true });
  tools.replaceChildren(...(shown < total ? [button("whole", fill(ctx.ui.log_whole || "{n}", { n: total }),
    { type: "log" }), download] : [download]));
}

/**
 * The log (newest line last) and its panel; `line` draws one line (text only by default; a board may add
 * pictures, from text nodes and elements only). Round headers ("— Round 3 —") are marked to stand out.
 * `lines` and `tools` let a board that keeps its panel from one redraw to the next update it (see logTools).
 * @param {Ctx} ctx @param {(text: string) => HTMLElement} [line]
 * @returns {{panel: HTMLElement, log: HTMLElement, tools: HTMLElement, lines: string[]}}
 */
function logPanel(ctx, line = (text) => h("li", { text })) {
  const lines = logLines(ctx);
  const log = h("ol", { class: `${PREFIX}-log`, tabindex: "0", "aria-label": ctx.ui.log }, lines.map((text) =>
    logItem(line, text)));
  const tools = h("div", { class: `${PREFIX}-log-tools` });
  logTools(ctx, tools, lines.length);
  const panel = h("section", { class: `${PREFIX}-panel ${PREFIX}-log-panel` }, [
    h("h2", { class: `${PREFIX}-panel-title`, text: ctx.ui.log }), log, tools]);
  return { panel, log, tools, lines };
}

/**
 * The log panel, kept from one redraw to the next (building its lines again each time was a large part of a redraw):
 * the lines that scrolled out of the host's window go and the new ones are added. When lines came, the list scrolls
 * to the newest at the next frame (read then, its height costs no layout of its own: the frame lays the page out
 * anyway). @param {Ctx} ctx @param {(text: string) => HTMLElement} [line] @returns {HTMLElement}
 */
function keptLog(ctx, line = (text) => h("li", { text })) {
  const view = /** @type {{logPanel?: {panel: HTMLElement, log: HTMLElement, tools: HTMLElement, lang: string}}} */ (
    ctx.view);
  if (!view.logPanel || view.logPanel.lang !== ctx.lang) {
    view.logPanel = { ...logPanel(ctx, line), lang: ctx.lang };
    scrollToNewest(view.logPanel.log);
    return view.logPanel.panel;
  }
  const lines = logLines(ctx);
  const { panel, log, tools } = view.logPanel;
  logTools(ctx, tools, lines.length);
  const shown = [...log.children].map((li) => li.textContent);
  // the first old line from which the old lines go on as the new ones begin
  let drop = 0;
  while (drop < shown.length && !shown.slice(drop).every((text, i) => text === lines[i])) drop++;
  const added = lines.slice(shown.length - drop);
  for (let i = 0; i < drop; i++) log.firstElementChild?.remove();
  log.append(...added.map((text) => logItem(line, text)));
  if (added.length) scrollToNewest(log);
  return panel;
}

/** @param {HTMLElement} log */
function scrollToNewest(log) {
  requestAnimationFrame(() => { log.scrollTop = log.scrollHeight; });
}

/**
 * The rules help, built again only when the host's help or the language changed (it is long, and the same from one
 * move to the next; the kept panel stays open or closed as the player left it). @param {Ctx} ctx
 * @param {() => HTMLElement} build
 */
function keptHelp(ctx, build) {
  const view = /** @type {{helpKept?: {key: string, el: HTMLElement}}} */ (ctx.view);
  const key = JSON.stringify([ctx.snap.help, ctx.lang]);
  if (view.helpKept?.key !== key) view.helpKept = { key, el: build() };
  return view.helpKept.el;
}

/** A round header ("— Round 3 —", "— 第3ラウンド —") is a line between two dashes. */
const LOG_HEADER = /^— .+ —$/;

/** One line of the log, a round header marked. @param {(text: string) => HTMLElement} line @param {string} text */
function logItem(line, text) {
  const item = line(text);
  if (LOG_HEADER.test(text)) item.classList.add(`${PREFIX}-log-round`);
  return item;
}

/**
 * The rules help every board has: how to play (the game's own catalogue, as on the start page), the board's own
 * parts (`own`: a card table, the animals' powers…), then every option in play in words, the provisional ones marked.
 * It stays open from one redraw to the next (a move no longer closes it).
 * @param {Ctx} ctx @param {Child[]} [own]
 */
function rulesHelp(ctx, own = []) {
  const help = ctx.snap.help || {};
  const view = /** @type {{helpOpen?: boolean}} */ (ctx.view);
  const how = Array.isArray(help.how) ? help.how.map(String) : [];
  const options = Array.isArray(help.options) ? help.options : [];
  return h("details", { class: `${PREFIX}-panel ${PREFIX}-help`, open: view.helpOpen || null,
    on: { toggle: (/** @type {Event} */ e) => { view.helpOpen = /** @type {HTMLDetailsElement} */ (e.currentTarget).open; } } }, [
    h("summary", { class: `${PREFIX}-panel-title`, "data-key": "help", text: ctx.ui.help }),
    how.length > 0 && h("h3", { class: `${PREFIX}-help-sub`, text: ctx.ui.help_how }),
    how.length > 0 && h("ol", { class: `${PREFIX}-help-how` }, how.map((text) => h("li", { text }))),
    ...own,
    options.length > 0 && h("h3", { class: `${PREFIX}-help-sub`, text: ctx.ui.help_options }),
    options.length > 0 && h("dl", { class: `${PREFIX}-help-options` }, options.flatMap((o) => [
      h("dt", { "data-option": String(o.name) }, [`${o.label}: `, h("b", { text: String(o.value_text) }),
        o.provisional && h("span", { class: `${PREFIX}-help-mark`, text: ctx.ui.help_provisional_mark })]),
      h("dd", { text: String(o.help) }),
    ])),
  ]);
}

/**
 * The result card's end: the game's statistics (snapshot "statistics", one row each, folded), then New game and
 * Replay. `cellClass` colours a seat's cell the board's way. @param {Ctx} ctx @param {number[]} seats
 */
function resultEnd(ctx, seats) {
  const { snap, ui } = ctx;
  const rows = /** @type {{key: string, label: string, values: number[]}[] | null} */ (snap.statistics);
  const stats = rows?.length ? h("details", { class: `${PREFIX}-result-stats`, "data-stats": String(rows.length) }, [
    h("summary", { "data-key": "stats:summary", text: ui.statistics }),
    h("table", { class: `${PREFIX}-result-stats-table` }, [
      h("thead", {}, [h("tr", {}, [h("td"), ...seats.map((seat) =>
        h("th", { scope: "col", "data-seat": String(seat), text: snap.seats[seat]?.name ?? "" }))])]),
      h("tbody", {}, rows.map((row) => h("tr", { "data-stat": row.key }, [h("th", { scope: "row", text: row.label }),
        ...seats.map((seat) => h("td", { text: String(row.values[seat] ?? "") }))]))),
    ]),
  ]) : null;
  return [stats, h("div", { class: `${PREFIX}-result-acts` }, [
    h("button", { type: "button", class: `${PREFIX}-primary`, "data-key": "result:new",
      on: { click: () => ctx.send(newGameMessage(snap)) } }, [ui.new_game]),
    !snap.replay && h("button", { type: "button", class: `${PREFIX}-btn`, "data-key": "result:replay",
      "data-result-replay": "", on: { click: () => ctx.send({ type: "replay" }) } }, [icon("replay"), ui.replay]),
  ])];
}
