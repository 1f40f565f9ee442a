"""Arnak on the site: click → rendered board over a whole 4-player game (a human by clicks against three rule bots).

A probe in the page times each click on a `[data-target]` / `[data-choice]`: to the first redraw of a new position
(`data-version` changed) and to the frame after it (style, layout and paint included), and, when the bots moved
before the human's next decision, to that decision on screen (the bots' thinking included). A click that only opens
a menu is timed to the frame after its local redraw. Printed only: no test asserts on timing.

    python3 build.py bench --game arnak --latency     # just these figures
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from ..browser import BOOT_TIMEOUT, ROOT, launch, serve_site

PROBE = """(() => {
window.__lat = [];
let last = null;  // the record of the last click, while its answers come in
const rootEl = () => document.querySelector("[data-version]");
const afterFrame = (cb) => requestAnimationFrame(() => setTimeout(cb, 0));
// when the worker's first answer to the click arrives (Python's time plus the message), before the board draws it
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (e) => {
      if (last && last.reply === null && e.data && e.data.type === "snapshot") last.reply = performance.now() - last.t0;
    });
  }
};
document.addEventListener("click", (e) => {
  const el = e.target instanceof Element ? e.target.closest("[data-target], [data-choice]") : null;
  if (!el || !rootEl()) return;
  const rec = { what: el.dataset.target || el.dataset.choice, t0: performance.now(), v: rootEl().dataset.version,
                first: null, frame: null, ready: null, local: null, reply: null, redraws: 0 };
  afterFrame(() => { rec.local = performance.now() - rec.t0; });
  last = rec;
  window.__lat.push(rec);
}, true);
new MutationObserver(() => {
  const root = rootEl();
  if (!last || !root || root.dataset.version === last.v) return;
  const rec = last, now = performance.now() - rec.t0;
  rec.v = root.dataset.version;
  rec.redraws += 1;
  if (rec.first === null) {
    rec.first = now;
    afterFrame(() => { rec.frame = performance.now() - rec.t0; });
  }
  if (rec.ready === null && (root.querySelector("[data-target]") || root.querySelector("[data-result]"))) {
    rec.ready = now;
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-version"] });
})();
"""


def quantiles(values: list[float]) -> str:
    if not values:
        return "no clicks"
    values = sorted(values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return (f"p50 {statistics.median(values):6.0f} ms   p95 {p95:6.0f} ms   max {values[-1]:6.0f} ms   "
            f"({len(values)} clicks)")


# the human plays on (passes seldom), so that the game has many clicks to time
TASTE = {"research": 6, "card": 5, "guardian": 5, "assistant": 5, "idol": 4, "temple": 8, "site": 3, "plane": 1,
         "pass": 0.3, "end": 1, "cancel": 0, "skip": 1}


def measure(browser: Any, url: str, players: int = 4, seed: int = 5) -> list[dict[str, Any]]:
    """The site as a player meets it: the bots' default pause between moves, so that a click's redraw is not queued
    behind the redraws of bot moves made at once (the tests' botdelay=0)."""
    from ..test_site_arnak import play_by_clicks

    context = browser.new_context()
    context.add_init_script(PROBE)
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(f"{url}?game=arnak&players={players}&seed={seed}&bot=rule")
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    play_by_clicks(page, random.Random(seed), taste=TASTE)
    page.wait_for_timeout(200)  # the last click's frame
    records = page.evaluate("window.__lat")
    context.close()
    return records


def report(records: list[dict[str, Any]]) -> None:
    menus = [r["local"] for r in records if r["first"] is None and r["local"] is not None]
    moved = [r for r in records if r["frame"] is not None]
    own = [r for r in moved if r["redraws"] == 1]
    bots = [r for r in moved if r["redraws"] > 1]
    print("  own move (no bot ran):        click → board drawn " + quantiles([r["frame"] for r in own]))
    print("  the bots moved after it:      click → board drawn " + quantiles([r["frame"] for r in bots]))
    print("                                click → your next decision on screen (bots' thinking included) "
          + quantiles([r["ready"] for r in bots if r["ready"] is not None]))
    if menus:
        print("  a click that opens a menu:    click → board drawn " + quantiles(menus))
    every = [r["frame"] for r in moved] + menus
    print("  every click:                  click → board drawn " + quantiles(every))
    print("  (board drawn: the frame after the redraw, paint included; before paint: "
          + quantiles([r["first"] for r in moved]) + ")")
    answered = [r for r in moved if r["reply"] is not None]
    print("  of which the worker's answer (Python in Pyodide + message): " + quantiles([r["reply"] for r in answered]))
    print("  and the board's redraw after it:                          "
          + quantiles([r["first"] - r["reply"] for r in answered]))


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    import build

    with tempfile.TemporaryDirectory() as tmp:
        site = build.build_site(Path(tmp) / "site")
        with serve_site(site) as url, sync_playwright() as pw:
            browser = launch(pw)
            records = measure(browser, url)
            browser.close()
    print("\nArnak on the site (Chromium, Pyodide worker): a whole 4-player game, a human by clicks against 3 rule "
          "bots")
    report(records)


if __name__ == "__main__":
    main()
