// ---------------------------------------------------------------------------------------
// The decision panel (arnak/decision.js), always in view near the top: what is being decided
// (the phase and the prompt), what has been chosen so far (the open payment, the card being
// resolved, drawn cards), the menu of a target with several entries, the free actions open right
// now (links to where they are on the board), and every option no part of the board drew —
// pass, end turn, skip and cancel as clear buttons. Rendered last, so it knows what was drawn.

/** Options that end or step back: their own row of buttons. */
const FLOW_TARGETS = ["discard_rest", "end", "pass", "skip", "cancel"];

/**
 * The question BGA asks before some choices (issue 32 ruling 8), or null: passing (or a card's "pass" option) while
 * archaeologists, cards other than Fear or ready assistants are left; exiling an item or an artifact. The engine's
 * action stays one action: the board only asks first.
 * @param {Ctx} ctx @param {Legal} entry @returns {string | null}
 */
function confirmQuestion(ctx, entry) {
  const { action } = entry;
  const top = ctx.obs.stack[ctx.obs.stack.length - 1];
  const passes = action.type === "pass" || (action.type === "option" && top?.kind === "option" &&
    (top.options?.[action.value] || []).some((/** @type {any} */ step) => step.op === "pass"));
  const me = ctx.me;
  if (passes && me) {
    const left = [
      me.home > 0 && word(ctx, "confirm.home", { n: me.home }),
      (me.hand || []).some((/** @type {string} */ c) => c !== "fear") && word(ctx, "confirm.cards"),
      (me.assistants || []).some((/** @type {any} */ a) => a.ready) && word(ctx, "confirm.assistants"),
    ].filter(Boolean);
    return left.length ? word(ctx, "confirm.pass", { left: left.join(word(ctx, "confirm.and")) }) : null;
  }
  if (action.type === "exile") {
    const card = String(action.value).split(":").pop() || "";
    if (["item", "artifact"].includes(cardData(card)?.kind)) return word(ctx, "confirm.exile", { card: cardName(ctx, card) });
  }
  return null;
}

/** The question being asked, with its two answers. @param {Ctx} ctx */
function confirmBox(ctx) {
  const asking = ctx.view.asking;
  if (!asking || asking.version !== ctx.snap.version) return null;
  const entry = ctx.snap.legal.find((e) => e.notation === asking.notation);
  if (!entry) return null;
  const close = () => { ctx.view.asking = null; ctx.redraw(); };
  return h("div", { class: "arnak-confirm", role: "alertdialog", "aria-label": asking.question, "data-confirm": entry.notation }, [
    h("p", { text: asking.question }),
    h("div", { class: "arnak-flow" }, [
      h("button", { type: "button", class: "arnak-act is-confirm", "data-key": "confirm:yes",
        on: { click: () => { ctx.view.asking = null; ctx.act(entry, true); } } }, [entry.label]),
      h("button", { type: "button", class: "arnak-act is-quiet", "data-key": "confirm:no", on: { click: close } },
        [word(ctx, "confirm.back")]),
    ]),
  ]);
}

/** The phase's short name. @param {Ctx} ctx */
function phaseName(ctx) {
  const { obs, snap } = ctx;
  if (snap.result || obs.phase === "over") return word(ctx, "phase.over");
  const top = obs.stack[obs.stack.length - 1];
  if (!ctx.myTurn) return word(ctx, "phase.wait");
  if (top?.kind === "turn" && top.main) return word(ctx, "phase.turn_done");
  return word(ctx, `phase.${obs.phase}`);
}

/** The main action a payment is for ("dig c0b" → "dig at a site: Camp 1, space B"). @param {Ctx} ctx @param {string} action */
function actionWords(ctx, action) {
  const [type, site] = String(action || "").split(" ");
  if (!type) return "";
  const term = named(ctx, type === "pay_travel" ? "term.travel_cost" : `term.${type}`);
  return `${term.startsWith("term.") ? type : term}${site ? `: ${siteName(ctx, site)}` : ""}`;
}

/** What has been chosen so far, read from the decision stack. @param {Ctx} ctx */
function chosenSoFar(ctx) {
  /** @type {Child[]} */
  const out = [];
  const seen = new Set();
  for (const frame of ctx.obs.stack) {
    if (frame.kind === "pay") {
      const paid = /** @type {any[]} */ (frame.paid || []);
      out.push(h("div", { class: "arnak-paying", "data-paying": "" }, [
        frame.action && h("span", { class: "arnak-chip is-action" }, [word(ctx, "action"), ": ", actionWords(ctx, frame.action)]),
        h("span", { class: "arnak-need" }, [h("small", { text: word(ctx, "still_to_pay") }),
          frame.need.length ? travelView(ctx, frame.need) : pic("main", "✓")]),
        Object.values(frame.res || {}).some(Boolean) && h("span", { class: "arnak-need" }, [
          h("small", { text: word(ctx, "plus_cost") }), resView(ctx, frame.res)]),
        paid.length > 0 && h("span", { class: "arnak-paid" }, [h("small", { text: word(ctx, "paid_so_far") }),
          ...paid.map((item) => item.card ? h("span", { class: "arnak-chip" }, [travelView(ctx, cardData(item.card).travel || []),
            cardName(ctx, item.card)])
            : item.coins ? h("span", { class: "arnak-chip" }, [picCount(ctx, "coin", item.coins), "→", pic("plane")])
              : item.boon ? h("span", { class: "arnak-chip" }, [pic("guardian"), named(ctx, `guardian.${item.boon}`)])
                : item.assistant ? h("span", { class: "arnak-chip" }, [pic("assistant"), named(ctx, `assistant.${item.assistant}`)])
                  : null)]),
      ]));
    }
    const card = frame.card || frame.source;
    if (card && !seen.has(card) && frame.seat === ctx.snap.viewer) {
      seen.add(card);
      out.push(h("div", { class: "arnak-resolving" }, [h("small", { text: word(ctx, frame.card ? "resolving" : "from_card") }),
        cardView(ctx, card, { size: "mini" })]));
    }
  }
  return out;
}

/** The top frame's own things, drawn here because they have no place on the board. @param {Ctx} ctx */
function frameThings(ctx) {
  const top = ctx.obs.stack[ctx.obs.stack.length - 1];
  if (!top || top.seat !== ctx.snap.viewer) return [];
  /** @type {Child[]} */
  const out = [];
  if (Array.isArray(top.drawn) && top.drawn.length) {
    out.push(h("small", { text: word(ctx, "drawn") }), h("div", { class: "arnak-cards" }, top.drawn.map((/** @type {string} */ c) =>
      cardView(ctx, c, { targets: [`earring_keep:${c}`, `earring_top:${c}`], zoom: true }))));
  }
  if (top.kind === "option" && Array.isArray(top.options)) {
    out.push(h("div", { class: "arnak-option-row" }, top.options.map((/** @type {any[]} */ steps, /** @type {number} */ i) =>
      ctx.entries.has(`option:${i}`) && h("button", optionProps(ctx, [`option:${i}`], null, { type: "button", class: "arnak-act is-pic" }),
        [stepsView(ctx, steps), h("span", { class: "arnak-act-text", text: ctx.entries.get(`option:${i}`)?.[0]?.label })]))));
  }
  if (top.kind === "order") {
    out.push(h("div", { class: "arnak-option-row" }, ["bonus", "row"].map((which) => ctx.entries.has(`order:${which}`) &&
      h("button", optionProps(ctx, [`order:${which}`], null, { type: "button", class: "arnak-act is-pic" }),
        [h("span", { class: "arnak-act-text", text: ctx.entries.get(`order:${which}`)?.[0]?.label }), stepsView(ctx, top[which] || [])]))));
  }
  return out;
}

/** Whether a target is a free action (a free card, an idol, a boon, an assistant, a pilot). @param {Ctx} ctx @param {string} t */
function isFree(ctx, t) {
  const hand = ctx.me?.hand || [];
  return t === "plane" || t.startsWith("idol:") || t.startsWith("assistant:") || /^guardian:\d+$/.test(t) ||
    (t.startsWith("card:") && hand.includes(t.slice(5)) && ["free", "free_or_pass"].includes(cardData(t.slice(5)).timing) &&
      (ctx.entries.get(t) || []).some((e) => e.action.type === "play"));
}

/** Free actions open now (in the turn, while paying, and inside the decisions BGA allows them in), each a link to
 * where it is on the board. @param {Ctx} ctx */
function freeActions(ctx) {
  if (!ctx.myTurn || ctx.obs.phase === "keep") return null;
  /** @type {[string, Legal[]][]} */
  const free = [...ctx.entries].filter(([t]) => ctx.drawn.has(t) && isFree(ctx, t));
  if (!free.length && !["turn", "pay"].includes(ctx.obs.phase)) return null;
  return h("details", { class: "arnak-free", open: ctx.view.freeOpen !== false, "data-free": String(free.length),
    on: { toggle: (/** @type {Event} */ e) => { ctx.view.freeOpen = /** @type {HTMLDetailsElement} */ (e.currentTarget).open; } } }, [
    h("summary", { class: "arnak-free-title", "data-key": "free:summary" }, [pic("lightning"),
      free.length ? `${word(ctx, "free_actions")} (${free.length})` : word(ctx, "free_none")]),
    free.length > 0 && h("div", { class: "arnak-free-list", "data-roving": "free" }, free.map(([target, list]) => h("button", {
      type: "button", class: "arnak-free-link", "data-goto": target, "data-key": `goto:${target}`,
      title: word(ctx, "show_where", { what: list[0].label }),
      on: { click: () => showTarget(ctx, target) } }, [freePic(target), h("span", { text: list.map((e) => e.label).join(" / ") })]))),
  ]);
}

/**
 * A choice made on the board: links to its highlighted options (the row or a player area may be out of view); while
 * a travel cost is paid, the cards and things that can pay it.
 * @param {Ctx} ctx @param {Set<string>} onBoard  the targets the board's parts drew (not this panel)
 */
function boardChoices(ctx, onBoard) {
  // while paying too: on a phone the hand (Fear included) is far from the site clicked
  if (!ctx.myTurn || ctx.obs.phase === "turn") return null;
  const drawn = [...ctx.entries].filter(([t]) => onBoard.has(t) && !isFree(ctx, t));
  if (!drawn.length) return null;
  return h("div", { class: "arnak-free-list is-choices", role: "group", "aria-label": word(ctx, "choices"),
    "data-roving": "on-board" }, [
    h("small", { text: word(ctx, "on_board") }),
    ...drawn.map(([target, list]) => h("button", { type: "button", class: "arnak-free-link", "data-goto": target,
      "data-key": `goto:${target}`, title: word(ctx, "show_where", { what: list[0].label }),
      on: { click: () => showTarget(ctx, target) } }, [h("span", { text: list.map((e) => e.label).join(" / ") })])),
  ]);
}

/** @param {string} target */
function freePic(target) {
  if (target === "plane") return pic("plane");
  if (target.startsWith("idol:")) return pic("idol");
  if (target.startsWith("assistant:")) return pic("assistant");
  if (target.startsWith("guardian:")) return pic("guardian");
  return pic("lightning");
}

/** The turn order from the first player, the one to act marked. @param {Ctx} ctx */
function turnOrder(ctx) {
  const { obs, snap } = ctx;
  const n = obs.players.length;
  return h("ol", { class: "arnak-order", "aria-label": word(ctx, "turn_order"), title: word(ctx, "turn_order") },
    Array.from({ length: n }, (_, i) => (obs.first + i) % n).map((seat) => h("li", {
      class: cls("arnak-order-seat", snap.to_act.includes(seat) && !snap.result && "is-now", obs.players[seat].passed && !snap.result && "is-passed"),
      style: `--pc:${SEAT_COLORS[seat]}`, "data-order-seat": String(seat) }, [
      seat === obs.first && pic("first", word(ctx, "first_player")),
      h("span", { class: "arnak-seat-dot", "aria-hidden": "true" }),
      h("span", { text: seatName(ctx, seat) }),
    ])));
}

/** @param {Ctx} ctx */
function renderDecision(ctx) {
  const onBoard = new Set(ctx.drawn);
  const menuList = ctx.view.menu ? ctx.entries.get(ctx.view.menu) || [] : [];
  const menu = menuList.length > 1 && h("div", { class: "arnak-menu", role: "menu", "data-menu": ctx.view.menu, "data-roving": "menu",
    "aria-label": word(ctx, "menu_for", { thing: thingName(ctx, ctx.view.menu || "") }) }, [
    h("small", { class: "arnak-menu-title", text: word(ctx, "menu_for", { thing: thingName(ctx, ctx.view.menu || "") }) }),
    ...menuList.map((entry) => {
      const n = keyHint(ctx, entry);
      return h("button", { type: "button", role: "menuitem", class: "arnak-choice", "data-choice": entry.notation,
        "data-key": `c:${entry.notation}`, on: { click: () => ctx.act(entry) } }, [
        n ? h("span", { class: "arnak-key", "aria-hidden": "true", text: String(n) }) : null, entry.label]);
    }),
    h("button", { type: "button", class: "arnak-choice is-quiet", "data-key": "menu:close",
      on: { click: () => { ctx.view.menu = null; ctx.redraw(); } } }, [word(ctx, "close")]),
  ]);
  const things = frameThings(ctx);
  const rest = [...ctx.entries].filter(([target]) => !ctx.drawn.has(target));
  const flow = rest.filter(([t]) => FLOW_TARGETS.includes(t))
    .sort(([a], [b]) => FLOW_TARGETS.indexOf(a) - FLOW_TARGETS.indexOf(b));
  const others = rest.filter(([t]) => !FLOW_TARGETS.includes(t));
  const button = (/** @type {string} */ target, /** @type {Legal[]} */ list) => {
    const n = list.length === 1 ? keyHint(ctx, list[0]) : 0;
    return h("button", optionProps(ctx, [target], null, { type: "button", class: cls("arnak-act", `is-${target.split(":")[0]}`) }), [
      n ? h("span", { class: "arnak-key", "aria-hidden": "true", text: String(n) }) : null,
      list.map((e) => e.label).join(" / ")]);
  };
  return h("div", { class: "arnak-decision-body" }, [
    h("div", { class: "arnak-decision-head" }, [
      h("span", { class: cls("arnak-phase", ctx.myTurn && "is-mine"), "data-phase-name": ctx.obs.phase, text: phaseName(ctx) }),
      turnOrder(ctx),
    ]),
    confirmBox(ctx),
    ...chosenSoFar(ctx),
    ...things,
    menu,
    others.length > 0 && h("div", { class: "arnak-options", role: "group", "aria-label": word(ctx, "choices"), "data-roving": "options" },
      others.map(([t, list]) => button(t, list))),
    flow.length > 0 && h("div", { class: "arnak-flow", role: "group", "data-roving": "flow" }, flow.map(([t, list]) => button(t, list))),
    boardChoices(ctx, onBoard),
    freeActions(ctx),
  ]);
}
