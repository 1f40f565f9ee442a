"""Click → rendered board on the site, over a whole game of Kami, Nanga Parbat and K2 (clicks against normal bots).

`python3 build.py bench --latency` opens the built site in Chromium and clicks a random option at every decision of
seat 1 until the game ends. A probe in the page times each click: to the worker's answer (Python in Pyodide plus the
message), to the board redrawn (the new position's `data-version` in the document: the board's own work done), and
to the frame after it (style, layout and paint included). The target is p95 ≤ 50 ms to the board redrawn. With
`--against REV` the boards of REV are measured too, alternating with this tree's in the same browser. Printed only.
"""

from __future__ import annotations

import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from ..browser import ROOT, launch, serve_site

TARGET_MS = 50.0
GAMES = ("kami", "nanga_parbat", "k2")  # Arnak's clicks open menus: `bench --game arnak --latency` times them

PROBE = """(() => {
window.__clicks = [];
let last = null;
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);  // registered before the page's own handler, so it sees the answer first
    this.addEventListener("message", (e) => {
      if (last && last.reply === null && e.data && e.data.type === "snapshot") last.reply = performance.now() - last.t0;
    });
  }
};
document.addEventListener("click", (e) => {
  const el = e.target instanceof Element ? e.target.closest("[data-action]") : null;
  const root = document.querySelector("[data-version]");
  if (!el || !root) return;
  last = { t0: performance.now(), v: root.dataset.version, reply: null, drawn: null, frame: null };
  window.__clicks.push(last);
}, true);
new MutationObserver(() => {
  const root = document.querySelector("[data-version]");
  if (!last || !root || last.drawn !== null || root.dataset.version === last.v) return;
  const rec = last;
  rec.drawn = performance.now() - rec.t0;
  requestAnimationFrame(() => setTimeout(() => { rec.frame = performance.now() - rec.t0; }, 0));
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-version"] });
})();
"""


def play(browser: Any, url: str, game: str, seed: int = 3, limit: int = 400) -> list[dict[str, float]]:
    """Every timed click of one whole game (at most `limit` clicks)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(PROBE)
    page = context.new_page()
    page.goto(f"{url}?game={game}&players=2&seed={seed}&botdelay=0")
    page.wait_for_selector("[data-version]", timeout=180_000)
    pick = random.Random(seed)
    for _ in range(limit):
        page.wait_for_selector("[data-action], [data-result]", timeout=60_000)
        if page.locator("[data-result]").count():
            break
        before = page.get_attribute("[data-version]", "data-version")
        options = page.locator("[data-action]")
        options.nth(pick.randrange(options.count())).click()
        page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)
    page.wait_for_timeout(100)  # the last click's frame
    clicks = [c for c in page.evaluate("window.__clicks") if None not in (c["reply"], c["drawn"], c["frame"])]
    context.close()
    return clicks


def figures(values: list[float]) -> str:
    values = sorted(values)
    return f"p50 {statistics.median(values):5.0f} p95 {values[int(0.95 * (len(values) - 1))]:5.0f}"


def old_boards(site: Path, rev: str, dest: Path) -> Path | None:
    """A copy of `site` whose boards are those of commit `rev` (None if git cannot give them)."""
    shutil.copytree(site, dest)
    for board in (dest / "boards").glob("*.js"):
        shown = subprocess.run(["git", "show", f"{rev}:widgets/static/{board.name}"], cwd=ROOT, capture_output=True)
        if shown.returncode:
            return None
        board.write_bytes(shown.stdout)
    return dest


def main(against: str | None = None, games: tuple[str, ...] = GAMES) -> None:
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    import build

    print("\nClick → board on the site (Chromium, 2 players, a whole game each; target p95 ≤ "
          f"{TARGET_MS:.0f} ms to the board redrawn)")
    with tempfile.TemporaryDirectory() as tmp:
        site = build.build_site(Path(tmp) / "site")
        old = old_boards(site, against, Path(tmp) / "old") if against else None
        trees = {"this tree": site} | ({f"boards of {against}": old} if old else {})
        with sync_playwright() as pw:
            browser = launch(pw)
            servers = {name: serve_site(path) for name, path in trees.items()}
            urls = {name: server.__enter__() for name, server in servers.items()}
            try:
                for game in games:
                    clicks: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
                    for seed in (3, 4):  # alternate the trees, so that machine noise hits both alike
                        for name, url in urls.items():
                            clicks[name] += play(browser, url, game, seed)
                    for name, got in clicks.items():
                        drawn = sorted(c["drawn"] for c in got)
                        p95 = drawn[int(0.95 * (len(drawn) - 1))]
                        print(f"  {game:13s} {name}: {len(got)} clicks; board redrawn {figures(drawn)} ms "
                              f"({'met' if p95 <= TARGET_MS else 'NOT met'}); with paint "
                              f"{figures([c['frame'] for c in got])}; worker's answer "
                              f"{figures([c['reply'] for c in got])}", flush=True)
            finally:
                for server in servers.values():
                    server.__exit__(None, None, None)
                browser.close()


if __name__ == "__main__":
    main(*sys.argv[1:2])
