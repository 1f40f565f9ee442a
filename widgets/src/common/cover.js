// ---------------------------------------------------------------------------------------
// Hot seat: a cover hides the next seat's cards until that player says they are ready
// (common/cover.js: needs dom.js and PREFIX).

let coverIds = 0;

/**
 * The cover's card: the board's picture, "pass the device to …" and the ready button.
 * @param {Ctx} ctx @param {string} name  the next seat's name @param {Child} art @param {() => void} onReady
 */
function coverCard(ctx, name, art, onReady) {
  const id = `${PREFIX}-cover-${++coverIds}`;
  return h("div", { class: `${PREFIX}-cover-card`, role: "dialog", "aria-modal": "true", "aria-labelledby": id }, [
    art,
    h("h2", { id, class: `${PREFIX}-cover-title`, text: fill(ctx.ui.pass_device, { name }) }),
    h("button", { type: "button", class: `${PREFIX}-primary`, "data-key": "cover:ready", "data-ready": "",
      on: { click: onReady } }, [fill(ctx.ui.ready, { name })]),
  ]);
}

/**
 * Puts the cover up (layout hidden, `parts` and the prompt emptied, so the next player's cards
 * are out of the page) while the viewer is a hot-seat human who has not said they are ready, in a game with secrets
 * (ctx.view.shownSeat); takes it down otherwise. Returns whether the cover is up.
 * @param {Ctx} ctx
 * @param {{layout: HTMLElement, cover: HTMLElement, prompt: HTMLElement, parts: HTMLElement[]}} els
 * @param {(onReady: () => void) => Element} card  the cover's card (see coverCard)
 * @param {() => void} render  redraws the board once the player is ready
 */
function hotSeatCover(ctx, els, card, render) {
  const { snap, view } = ctx;
  // a game without hidden information (Nanga Parbat) needs no cover: nothing on the board is anyone's secret
  const covered = Boolean(snap.hot_seat && snap.secrets !== false && snap.viewer !== null && !snap.result &&
    snap.viewer !== view.shownSeat);
  els.layout.hidden = covered;
  els.cover.hidden = !covered;
  if (covered) {
    els.parts.forEach((part) => part.replaceChildren());
    els.prompt.textContent = "";
    els.cover.replaceChildren(card(() => { view.shownSeat = snap.viewer; render(); }));
    return true;
  }
  view.shownSeat = snap.viewer;
  els.cover.replaceChildren();
  return false;
}
