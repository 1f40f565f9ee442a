// ---------------------------------------------------------------------------------------
// Side panels every board has: the log, and the provisional rules in the help
// (common/panels.js: needs dom.js and PREFIX).

/**
 * The log (newest line last) and its panel; `line` draws one line (text only by default; a board may add
 * pictures, from text nodes and elements only).
 * @param {Ctx} ctx @param {(text: string) => HTMLElement} [line]
 * @returns {{panel: HTMLElement, log: HTMLElement}}
 */
function logPanel(ctx, line = (text) => h("li", { text })) {
  const log = h("ol", { class: `${PREFIX}-log`, tabindex: "0", "aria-label": ctx.ui.log }, ctx.snap.log.map(line));
  const panel = h("section", { class: `${PREFIX}-panel ${PREFIX}-log-panel` }, [
    h("h2", { class: `${PREFIX}-panel-title`, text: ctx.ui.log }), log]);
  return { panel, log };
}

/**
 * The help panel's list of provisional rule choices (nothing when there are none).
 * @param {Ctx} ctx @param {{name: string, value: unknown, help: string}[]} rules
 */
function provisionalHelp(ctx, rules) {
  return [
    rules.length > 0 && h("h3", { class: `${PREFIX}-help-sub`, text: ctx.ui.provisional }),
    rules.length > 0 && h("ul", { class: `${PREFIX}-help-list` }, rules.map((rule) => h("li", {}, [
      h("code", { text: `${rule.name} = ${JSON.stringify(rule.value)}` }), h("span", { text: rule.help }),
    ]))),
  ];
}
