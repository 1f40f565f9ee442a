// ---------------------------------------------------------------------------------------
// Motion: pieces travel from where they were to where they are now, so a player sees what the bots did (FLIP:
// where each piece was is measured before a redraw, where it is after it, and each moved piece is animated from
// its old place to its new one). Short, skipped by any click or key (held still while a button is pressed), none at
// all under prefers-reduced-motion.
// (common/motion.js: needs nothing)
//
// A piece is an element with data-motion="<identity>", given by the board's render:
// - the same identity before and after a redraw is the same piece (an identity may be shared, e.g. two Soldier
//   cards "card:S": the pieces that stayed are paired first, then the nearest ones);
// - data-motion-count="n": the element stands for n pieces (a supply: "3 hikers left"); a piece that leaves it
//   starts from it, and one that joins it (an animal trapped onto the animal board) makes it come from there;
// - data-motion-from="<id> …": a new piece whose identity was nowhere before may come from a piece of one of these
//   identities that went (an opponent's face-down card "back:1" that is played face up).
// - data-motion-frame="<name>" on a part of the board (a seat's area, a panel): a piece that stays in its part
//   travels only by what it moved within it, so a part pushed down by the redraw does not send its pieces sliding.
// Hidden information: an identity is on the screen as an attribute, so a card the viewer may not see never carries
// its name (an opponent's face-down cards are "back:<seat>": they travel by position only).

/** How long a piece travels (ms): long enough to follow, short enough not to wait for. */
const MOTION_MS = 320;
/** The Web Animations id of a travel (tests look for it). */
const MOTION_ID = "motion";

/**
 * A piece's place: its centre and size in page coordinates, and where its frame (its part of the board) was.
 * @typedef {{id: string, el: Element, x: number, y: number, w: number, h: number, n: number,
 *            frame: string, fx: number, fy: number}} Place
 */

/** @param {Element} root */
function boardMotion(root) {
  /** @type {Place[] | null} */
  let before = null;
  /** @type {string | null} */
  let scene = null;
  /** @type {Set<Animation>} */
  const running = new Set();

  const reduced = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

  /** Every running travel ends at once (at its place): the first click or key after a redraw. */
  function finish() {
    for (const anim of [...running]) anim.finish();
    running.clear();
  }

  /** Where every piece is now, in page coordinates (a page scrolled by the redraw moves nothing). */
  function measure() {
    /** @type {Place[]} */
    const out = [];
    const sx = window.scrollX;
    const sy = window.scrollY;
    /** @type {Map<Element, DOMRect>} */
    const frames = new Map();
    for (const el of root.querySelectorAll("[data-motion]")) {
      const r = el.getBoundingClientRect();
      if (!r.width && !r.height) continue; // not shown (a hidden part, the other layout's copy)
      const count = el.getAttribute("data-motion-count");
      const n = count === null ? 1 : Math.min(Number(count) || 0, 40);
      const part = el.closest("[data-motion-frame]");
      let f = part ? frames.get(part) : undefined;
      if (part && !f) frames.set(part, (f = part.getBoundingClientRect()));
      const frame = part?.getAttribute("data-motion-frame") || "";
      out.push({ id: String(el.getAttribute("data-motion")), el, x: r.left + sx + r.width / 2, y: r.top + sy + r.height / 2,
        w: r.width, h: r.height, n, frame, fx: (f?.left ?? 0) + sx, fy: (f?.top ?? 0) + sy });
    }
    return out;
  }

  /** Before a redraw: end the travels still running and note where everything is. */
  function start() {
    finish();
    before = reduced() ? null : measure();
  }

  /**
   * After the redraw: each piece that is somewhere else now travels from its old place.
   * @param {string} now  what the board shows (another viewer, say): pieces only travel within one scene
   */
  function end(now) {
    const old = before;
    const same = scene === now;
    before = null;
    scene = now;
    if (!old || !same || reduced()) return;
    const after = measure();
    /** @type {Map<string, {a: Place[], b: Place[]}>} */
    const groups = new Map();
    const group = (/** @type {string} */ id) => {
      let g = groups.get(id);
      if (!g) groups.set(id, (g = { a: [], b: [] }));
      return g;
    };
    for (const p of old) for (let i = 0; i < p.n; i++) group(p.id).a.push(p);
    for (const p of after) for (let i = 0; i < p.n; i++) group(p.id).b.push(p);
    /** @type {Map<Element, {from: Place, to: Place}>} */
    const moves = new Map();
    /** @type {Place[]} */
    const arrived = []; // new pieces that were nowhere before
    const gone = new Map(); // id -> old places left unpaired
    for (const [id, { a, b }] of groups) {
      const { left, unpaired } = pair(a, b, moves);
      if (left.length) gone.set(id, left);
      arrived.push(...unpaired);
    }
    for (const to of arrived) {
      const from = nearest(to, String(to.el.getAttribute("data-motion-from") || "").split(" ")
        .flatMap((id) => gone.get(id) || []));
      if (!from) continue;
      for (const list of gone.values()) {
        const i = list.indexOf(from);
        if (i >= 0) list.splice(i, 1);
      }
      note(moves, from, to);
    }
    if (!moves.size) return;
    // the drop-in of a new piece (a CSS animation) would hide it on its way (the travel shows its arrival), and it
    // moves the piece: where it is, is measured again without it. All reads come before all writes, so that the
    // browser styles and lays the board out once, not once for each piece
    const dropped = new Set();
    for (const anim of root.getAnimations({ subtree: true })) {
      const target = /** @type {KeyframeEffect | null} */ (anim.effect)?.target;
      if (anim instanceof CSSAnimation && target && moves.has(target) && anim.effect?.getTiming().iterations !== Infinity) {
        anim.cancel();
        dropped.add(target);
      }
    }
    const travels = [...moves].map(([el, { from, to }]) => plan(el, from, dropped.has(el) ? placed(el, to) : to));
    for (const t of travels) if (t) travel(t.el, t.frames);
  }

  /** `to` measured again. @param {Element} el @param {Place} to @returns {Place} */
  function placed(el, to) {
    const r = el.getBoundingClientRect();
    return { ...to, x: r.left + window.scrollX + r.width / 2, y: r.top + window.scrollY + r.height / 2, w: r.width,
      h: r.height };
  }

  /**
   * Pair old places `a` with new places `b` of one identity: pieces that stayed first, then the nearest.
   * @param {Place[]} a @param {Place[]} b @param {Map<Element, {from: Place, to: Place}>} moves
   */
  function pair(a, b, moves) {
    if (a.length === 1 && b.length === 1) {
      note(moves, a[0], b[0]);
      return { left: [], unpaired: [] };
    }
    /** @type {[number, number, number][]} */
    const pairs = [];
    a.forEach((p, i) => b.forEach((q, j) => pairs.push([(p.el === q.el ? 0 : 1) + Math.hypot(p.x - q.x, p.y - q.y), i, j])));
    pairs.sort((x, y) => x[0] - y[0]);
    const usedA = new Set();
    const usedB = new Set();
    for (const [, i, j] of pairs) {
      if (usedA.has(i) || usedB.has(j)) continue;
      usedA.add(i);
      usedB.add(j);
      note(moves, a[i], b[j]);
    }
    return { left: a.filter((_, i) => !usedA.has(i)), unpaired: b.filter((_, j) => !usedB.has(j)) };
  }

  /** @param {Place} to @param {Place[]} candidates */
  function nearest(to, candidates) {
    let best = null;
    let far = Infinity;
    for (const p of candidates) {
      const d = Math.hypot(p.x - to.x, p.y - to.y);
      if (d < far) { far = d; best = p; }
    }
    return best;
  }

  /** A piece's travel, the longest one if its element stands for several. @param {Map<Element, {from: Place, to: Place}>} moves @param {Place} from @param {Place} to */
  function note(moves, from, to) {
    const far = (/** @type {{from: Place, to: Place}} */ m) => Math.hypot(m.from.x - m.to.x, m.from.y - m.to.y);
    const had = moves.get(to.el);
    if (!had || far({ from, to }) > far(had)) moves.set(to.el, { from, to });
  }

  /**
   * The keyframes of `el`'s travel from `from` to `to` (reads the layout only), null if it hardly moved.
   * @param {Element} el @param {Place} from @param {Place} to @returns {{el: Element, frames: Keyframe[]} | null}
   */
  function plan(el, from, to) {
    let dx = from.x - to.x;
    let dy = from.y - to.y;
    if (Math.hypot(dx, dy) < 12) return null; // a lift, a nudge: nothing travelled
    if (from.frame && from.frame === to.frame) {
      // within one part: only what it moved in it (where the part went, it went at once with all the rest)
      dx -= from.fx - to.fx;
      dy -= from.fy - to.fy;
      if (Math.hypot(dx, dy) < 12) return null;
    }
    let scale = "";
    if (el instanceof SVGGraphicsElement && el.ownerSVGElement) {
      // inside a drawing: the offset in the element's own units (its transform attribute comes first)
      const m = el.getScreenCTM();
      if (!m) return null;
      const inv = m.inverse(); // an SVGMatrix: the offset is a vector, so its translation part plays no role
      [dx, dy] = [inv.a * dx + inv.c * dy, inv.b * dx + inv.d * dy];
    } else if (to.w > 0 && to.h > 0 && (Math.abs(from.w / to.w - 1) > 0.05 || Math.abs(from.h / to.h - 1) > 0.05)) {
      scale = ` scale(${(from.w / to.w).toFixed(3)}, ${(from.h / to.h).toFixed(3)})`; // a hand card shrinks onto the table
    }
    return { el, frames: [
      { transform: `translate(${dx.toFixed(1)}px, ${dy.toFixed(1)}px)${scale}` },
      { transform: `translate(0px, 0px)${scale && " scale(1, 1)"}` },
    ] };
  }

  /** @param {Element} el @param {Keyframe[]} frames */
  function travel(el, frames) {
    const anim = el.animate(frames, { duration: MOTION_MS, easing: "cubic-bezier(.2,.7,.3,1)", composite: "add" });
    anim.id = MOTION_ID;
    running.add(anim);
    const done = () => running.delete(anim);
    anim.addEventListener("finish", done);
    anim.addEventListener("cancel", done);
  }

  /** A button is pressed: every travel stands still where it is until the button is let go. */
  function hold() {
    for (const anim of running) anim.pause();
  }

  // any click or key finishes the travels first (a click's own redraw never waits for them). A click acts on what was
  // under the pointer when it was pressed: the browser sends it to what the press and the release both hit, so the
  // travels stand still from the press (a card pressed as another slides over it, or one pressed as it slides, is
  // still under the pointer at the release) and end once the release has found its target
  const page = root.ownerDocument;
  page.addEventListener("pointerdown", hold, true);
  page.addEventListener("pointerup", finish, true);
  page.addEventListener("pointercancel", finish, true);
  page.addEventListener("keydown", finish, true);

  return {
    start, end, finish,
    destroy() {
      finish();
      page.removeEventListener("pointerdown", hold, true);
      page.removeEventListener("pointerup", finish, true);
      page.removeEventListener("pointercancel", finish, true);
      page.removeEventListener("keydown", finish, true);
    },
  };
}

/**
 * Give `el` a motion identity (and, optionally, what it may come from and how many pieces it stands for); returns it.
 * @template {Element} T @param {T} el @param {string} id @param {{from?: string, count?: number}} [opts]
 */
function moving(el, id, opts = {}) {
  el.setAttribute("data-motion", id);
  if (opts.from) el.setAttribute("data-motion-from", opts.from);
  if (opts.count !== undefined) el.setAttribute("data-motion-count", String(opts.count));
  return el;
}
