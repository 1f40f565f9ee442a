// ---------------------------------------------------------------------------------------
// The board's frame and its host plumbing, the same on every board: the root, the top bar,
// the prompt row, the notice, the hint (the hard bot's best options, their places on the board marked); sending (with the slow-answer busy mark and the staleness stamp),
// keeping focus across redraws, "save" downloads, mounting and destroying
// (common/frame.js: needs dom.js, icons.js, options.js, keys.js, motion.js and PREFIX).

/** Messages that change the game carry the version of the snapshot the board shows… */
const STAMPED = ["act", "undo", "redo", "load", "new_game"];
/** …and those acting for the viewing seat, that seat: the host refuses a stale one, so a double
 * click never acts twice, nor for the next player in hot seat. */
const SEATED = ["act", "undo", "redo"];

/** A value inside an attribute selector, quoted (`CSS.escape` is not at hand: the boards' CSS is a string). */
const attrValue = (/** @type {unknown} */ value) => `"${String(value).replace(/["\\]/g, "\\$&")}"`;

/**
 * @param {Model} model
 * @param {{busyTimer: number, quietTimer: number}} view
 * @param {string} saveName  the file name of a download when the host gives none
 */
function boardFrame(model, view, saveName) {
  // JupyterLab: keys typed inside the board are the board's, not notebook shortcuts
  const root = h("div", { class: `${PREFIX}-board`, tabindex: "-1", "data-lm-suppress-shortcuts": "true",
    "data-p-suppress-shortcuts": "true" });
  const top = h("header", { class: `${PREFIX}-top` });
  const prompt = h("p", { class: `${PREFIX}-prompt`, "aria-live": "polite", "data-prompt": "" });
  const busy = h("span", { class: `${PREFIX}-busy` });
  const promptRow = h("div", { class: `${PREFIX}-prompt-row` }, [prompt, busy]);
  const noticeText = h("span", { class: `${PREFIX}-notice-text` });
  const noticeClose = h("button", { type: "button", class: `${PREFIX}-icon-btn`, "data-key": "notice:close",
    on: { click: () => setNotice("") } }, [icon("close")]);
  const notice = h("div", { class: `${PREFIX}-notice is-empty`, role: "status", "aria-live": "polite",
    "data-notice": "" }, [icon("info"), noticeText, noticeClose]);

  // the hint the host sent with the snapshot (snap.hint), until the player closes it or the game moves on
  const hint = h("div", { class: `${PREFIX}-hint`, role: "status", "aria-live": "polite", "data-hint": "",
    hidden: true });
  /** The position whose hint the player closed ("version:viewer"); a new ask shows hints again. */
  let hintShut = "";

  /** The snapshot drawn last (showHead): what the player saw when they clicked. @type {Snapshot | null} */
  let shown = null;
  /** Games asked for from this board (new, loaded): pieces never travel from one game into another. */
  let games = 0;
  /** The bot's move this board will ask for (a notebook's host leaves the bots' pace to the board). */
  let botTimer = 0;

  /** @param {string} text */
  function setNotice(text) {
    noticeText.textContent = text;
    notice.classList.toggle("is-empty", !text);
    noticeClose.hidden = !text;
  }

  /** @param {{type: string} & Record<string, any>} msg */
  function send(msg) {
    const snap = shown || current();
    /** @type {Record<string, any>} */
    const out = { ...msg };
    if (msg.type === "new_game" || msg.type === "load") games += 1;
    if (msg.type === "hint") hintShut = "";
    if (snap && STAMPED.includes(msg.type)) {
      out.version = snap.version;
      if (SEATED.includes(msg.type)) out.seat = snap.viewer;
    }
    // show "bots are playing…" only if the answer is slow to come
    clearTimeout(view.busyTimer);
    clearTimeout(view.quietTimer);
    view.busyTimer = window.setTimeout(() => root.classList.add("is-busy"), 250);
    view.quietTimer = window.setTimeout(() => root.classList.remove("is-busy"), 8000);
    model.send(out);
  }

  // the snapshot drawn, with the game's words: hosts send those ("texts": ui, help) only when they change
  /** @type {{ snap: any, texts: any, merged: Snapshot | null }} */
  const joined = { snap: null, texts: null, merged: null };
  /** @returns {Snapshot | null} */
  const current = () => {
    const snap = model.get("snapshot") || null;
    const texts = model.get("texts") || null;
    if (snap !== joined.snap || texts !== joined.texts) {
      joined.snap = snap;
      joined.texts = texts;
      joined.merged = snap && { ...snap, ui: texts?.ui || snap.ui || {}, help: texts?.help || snap.help || {} };
    }
    return joined.merged;
  };

  /** @param {Legal} entry */
  function act(entry) {
    send({ type: "act", action: entry.action });
  }

  /** A click on something that is no option: ask the host why. @param {Action} action */
  function explain(action) {
    const snap = current();
    if (!snap || snap.result || snap.viewer === null) return;
    send({ type: "explain", action });
  }

  /** A snapshot has come: the busy mark goes. */
  function settle() {
    clearTimeout(view.busyTimer);
    clearTimeout(view.quietTimer);
    root.classList.remove("is-busy");
  }

  /**
   * Which board element had focus (its data-key, "" if unkeyed), so a keyboard player keeps
   * their place after a redraw; null when focus is elsewhere (never steal it, e.g. in a notebook).
   * The board itself holds the focus while the redraw changes its parts (restoreFocus puts it back): a focused
   * node that leaves the page or the Tab order makes the browser lay the whole page out there and then, a second
   * and third layout in the same redraw.
   * @returns {string | null}
   */
  function rememberFocus() {
    const where = /** @type {Document | ShadowRoot} */ (root.getRootNode());
    const active = where.activeElement;
    if (!active || !root.contains(active)) return null;
    const key = active.closest("[data-key]")?.getAttribute("data-key") ?? "";
    if (active !== root) root.focus({ preventScroll: true });
    return key;
  }

  /** @param {Element | null} node */
  const focusable = (node) => Boolean(node && !node.closest("[hidden]") &&
    node.matches("button:not(:disabled), summary, [tabindex]:not([tabindex='-1']), [data-roving-item]"));

  let turnShown = false; // whether the last redraw showed the viewer a decision of theirs

  /**
   * When a redraw brings the viewer a decision (the game came round to them, after the bots moved), and none of its
   * options is on the screen (a phone shows a part of the board), the first one is brought into view. Only while
   * the player is using the board (focus in it or on nothing), so that a notebook reader is not scrolled about.
   * @param {boolean} using  focus is in the board
   */
  function revealTurn(using) {
    const snap = current();
    const mine = Boolean(snap && snap.viewer !== null && !snap.result && snap.to_act.includes(snap.viewer) &&
      snap.legal.length);
    const arrived = mine && !turnShown;
    turnShown = mine;
    const where = /** @type {Document | ShadowRoot} */ (root.getRootNode());
    if (!arrived || !(using || where.activeElement === document.body || !where.activeElement)) return;
    const options = [...root.querySelectorAll("[data-action], [data-target]")];
    const seen = (/** @type {Element} */ el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
    };
    if (options.length && !options.some(seen)) options[0].scrollIntoView({ block: "center" });
  }

  /**
   * Focus the element with data-key `key` again, else the board's `fallback`, else the root.
   * @param {string | null} key  from rememberFocus
   * @param {() => Element | null} fallback
   * @param {(node: Element | null) => boolean} [usable]
   */
  function restoreFocus(key, fallback, usable = focusable) {
    // the last step of every redraw: names that say what an option shows, one Tab stop per group
    labelInName(root);
    arrangeGroups(root, key);
    markHints(current());
    revealTurn(key !== null);
    if (key === null) return;
    const same = key ? root.querySelector(`[data-key=${attrValue(key)}]`) : null;
    const other = fallback();
    const next = usable(same) ? same : other;
    /** @type {HTMLElement} */ ((usable(next) && next) || root).focus({ preventScroll: true });
  }

  /**
   * The top of every redraw: the language, bots-to-move mark, top bar, busy text, notice.
   * @param {Ctx} ctx @param {(ctx: Ctx) => Child[]} renderTop
   */
  function showHead(ctx, renderTop) {
    const { snap } = ctx;
    shown = snap;
    // only when it changes: setting lang, even to the value it has, makes the browser style and lay out the whole
    // board again (its fonts and text may depend on the language)
    if (root.getAttribute("lang") !== snap.lang) root.setAttribute("lang", snap.lang);
    // a host that steps the bots one by one sends positions where only bots are to move
    const botsToMove = !snap.result && !snap.replay && snap.to_act.length > 0 &&
      snap.to_act.every((seat) => snap.seats[seat]?.kind === "bot");
    root.classList.toggle("is-bots", botsToMove);
    morphInto(top, renderTop(ctx));
    showHint(ctx);
    busy.textContent = ctx.ui.thinking || "";
    noticeClose.setAttribute("aria-label", ctx.ui.close || "");
    noticeClose.title = ctx.ui.close || "";
    setNotice(snap.notice || "");
  }

  /**
   * The hint box: each option's label and what the hard bot expects of it, best first. @param {Ctx} ctx
   */
  function showHint(ctx) {
    const { snap, ui } = ctx;
    // the hint's place is a live region for hints and lessons; the replay's list of hidden cards is not announced
    // at every step
    const listing = Boolean(snap.replay?.hidden);
    hint.setAttribute("role", listing ? "region" : "status");
    hint.setAttribute("aria-live", listing ? "off" : "polite");
    if (listing) hint.setAttribute("aria-label", ui.hidden_title || "");
    else hint.removeAttribute("aria-label");
    if (snap.lesson) {
      showLesson(ctx);
      return;
    }
    if (listing) {
      showHidden(ctx);
      return;
    }
    const options = snap.hint && hintShut !== `${snap.version}:${snap.viewer}` ? snap.hint.options : [];
    hint.hidden = !options.length;
    const close = h("button", { type: "button", class: `${PREFIX}-icon-btn`, "data-key": "hint:close",
      "aria-label": ui.close, title: ui.close, on: { click: () => {
        hintShut = `${snap.version}:${snap.viewer}`;
        showHint(ctx);
        markHints(ctx.snap);
      } } }, [icon("close")]);
    morphInto(hint, options.length ? [
      icon("hint"),
      h("div", { class: `${PREFIX}-hint-body` }, [
        h("b", { text: ui.hint_title }),
        h("ol", { class: `${PREFIX}-hint-list` }, options.map((o, i) => h("li", { "data-hint-option": o.notation }, [
          h("span", { class: `${PREFIX}-hint-rank`, "aria-hidden": "true", text: String(i + 1) }),
          h("b", { text: o.label }), h("span", { text: ` — ${o.text}` })]))),
        h("small", { text: ui.hint_note }),
      ]),
      close,
    ] : []);
  }

  /**
   * An all-seeing viewer's replay: every card hidden from someone at this step, seat by seat, in the hint's place.
   * @param {Ctx} ctx
   */
  function showHidden(ctx) {
    const { snap, ui } = ctx;
    const groups = /** @type {{seat: number | null, what: string, cards: string[]}[]} */ (snap.replay.hidden);
    hint.hidden = false;
    morphInto(hint, [
      icon("info"),
      h("div", { class: `${PREFIX}-hint-body`, "data-hidden-cards": "" }, [
        h("b", { text: ui.hidden_title }),
        h("ul", { class: `${PREFIX}-hidden-list`, tabindex: "0" }, groups.map((g) => h("li", {
          "data-hidden-seat": g.seat === null ? "" : String(g.seat) }, [
          h("b", { text: `${g.seat === null ? "" : `${snap.seats[g.seat]?.name} · `}${g.what}: ` }),
          h("span", { text: g.cards.join(", ") }),
        ]))),
      ]),
    ]);
  }

  /**
   * A lesson's step in the hint's place (a lesson has no hint: the step is what to do): what to click, the rule
   * behind it, step n of N; at its end the lesson's last words and a game against the easy bot.
   * @param {Ctx} ctx
   */
  function showLesson(ctx) {
    const { snap, ui } = ctx;
    const lesson = snap.lesson;
    hint.hidden = false;
    const play = { type: "new_game", game: snap.game, players: snap.players, lang: snap.lang,
      seats: ["human", ...Array(snap.players - 1).fill("bot:easy")] };
    morphInto(hint, [
      icon("hint"),
      h("div", { class: `${PREFIX}-hint-body ${PREFIX}-lesson`, "data-lesson-step": lesson.done ? "done" : String(lesson.step) }, [
        h("b", { text: `${lesson.title} · ${fill(ui.lesson_step, { n: Math.min(lesson.step + 1, lesson.steps),
          total: lesson.steps })}` }),
        ...(lesson.done ? [
          h("p", { text: lesson.text }),
          h("div", {}, [h("button", { type: "button", class: `${PREFIX}-btn ${PREFIX}-lesson-play`,
            "data-key": "lesson:play", "data-lesson-play": "", on: { click: () => send(play) } }, [ui.lesson_play])]),
        ] : [
          h("p", { class: `${PREFIX}-lesson-do`, text: lesson.do }),
          h("small", { text: lesson.why }),
        ]),
      ]),
    ]);
  }

  /**
   * Mark where the hinted options are on the board (data-hinted: their rank), by notation or board target; and
   * the one option a lesson's step asks for (data-lesson).
   * @param {Snapshot | null} snap
   */
  function markHints(snap) {
    for (const node of root.querySelectorAll("[data-hinted]")) node.removeAttribute("data-hinted");
    for (const node of root.querySelectorAll("[data-lesson]")) node.removeAttribute("data-lesson");
    const step = snap?.lesson;
    if (step && step.notation) {
      const at = `[data-action=${attrValue(step.notation)}], [data-target=${attrValue(step.target)}]`;
      for (const node of root.querySelectorAll(at)) node.setAttribute("data-lesson", "");
    }
    if (hint.hidden || !snap?.hint) return;
    snap.hint.options.forEach((/** @type {{notation: string, target: string}} */ o, i) => {
      const at = `[data-action=${attrValue(o.notation)}], [data-target=${attrValue(o.target)}]`;
      for (const node of root.querySelectorAll(at)) node.setAttribute("data-hinted", String(i + 1));
    });
  }

  /**
   * A host that leaves the bots' pace to the board (a notebook's widget) marks a position where a bot is to move:
   * the board asks for that one move after the delay, stamped with the position's version, so each bot's move is
   * its own redraw; a newer position (a click, the move itself) replaces the ask.
   * @param {Snapshot | null} snap
   */
  function stepBots(snap) {
    clearTimeout(botTimer);
    if (!snap || !snap.bot_step) return;
    const version = snap.version;
    botTimer = window.setTimeout(() => model.send({ type: "bot_step", version }), snap.bot_step.delay_ms);
  }

  /** Draws the board again (set by mount). */
  let redrawBoard = () => {};

  /**
   * The host answers "save" (and "log" with download) with a file to download, and "share" with a link's
   * fragment: the link (the page's address, model's "share_base", and the fragment) is shown under the tools.
   * @param {any} msg
   */
  function onCustom(msg) {
    if (msg && msg.type === "share") {
      const base = model.get("share_base");
      const bare = typeof base !== "string" || !base;
      Object.assign(view, { shared: { kind: String(msg.kind), step: Number(msg.step), bare,
        link: `${bare ? "" : base}#${msg.fragment}` } });
      redrawBoard();
      return;
    }
    if (!msg || msg.type !== "download") return;
    const type = /\.txt$/i.test(String(msg.filename || "")) ? "text/plain;charset=utf-8" : "application/json";
    const url = URL.createObjectURL(new Blob([String(msg.text ?? "")], { type }));
    const link = h("a", { href: url, download: String(msg.filename || saveName), hidden: true });
    root.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 5000);
  }

  /** A file dragged over the board may be dropped on it. @param {DragEvent} e */
  function onDragOver(e) {
    if (!e.dataTransfer || ![...e.dataTransfer.types].includes("Files")) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
  }

  /** A saved game dropped on the board is loaded, as the Load button does. @param {DragEvent} e */
  async function onDrop(e) {
    const file = e.dataTransfer && e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    // the file's text exactly, a byte-order mark included: Python judges it as CPython does
    send({ type: "load", data: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.arrayBuffer()) });
  }

  /**
   * Listen to the model and the keyboard, draw the first snapshot; returns the board's destroy.
   * @param {() => void} render @param {(e: KeyboardEvent) => void} onKey
   */
  function mount(render, onKey) {
    const roving = rovingKeys(root);
    const motion = boardMotion(root);
    // a new position: the pieces that moved travel from where they were (common/motion.js); within one viewer's view
    const redraw = () => {
      motion.start();
      render();
      const snap = current();
      motion.end(`${snap?.game}:${snap?.viewer}:${games}`);
      stepBots(snap);
    };
    redrawBoard = redraw;
    root.addEventListener("keydown", roving.keydown);
    root.addEventListener("focusin", roving.focusin);
    root.addEventListener("keydown", onKey);
    root.addEventListener("dragover", onDragOver);
    root.addEventListener("drop", onDrop);
    model.on("change:snapshot", redraw);
    model.on("msg:custom", onCustom);
    redraw();
    return {
      destroy() {
        motion.destroy();
        clearTimeout(botTimer);
        model.off("change:snapshot", redraw);
        model.off("msg:custom", onCustom);
        root.removeEventListener("keydown", onKey);
        root.removeEventListener("dragover", onDragOver);
        root.removeEventListener("drop", onDrop);
        root.removeEventListener("keydown", roving.keydown);
        root.removeEventListener("focusin", roving.focusin);
        clearTimeout(view.busyTimer);
        clearTimeout(view.quietTimer);
        root.remove();
      },
    };
  }

  return { root, top, prompt, promptRow, notice, hint, send, current, act, explain, settle, rememberFocus, restoreFocus,
    showHead, mount };
}
