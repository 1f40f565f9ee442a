"""Browser figures, measured in one Chromium run: cold boot against a bare Pyodide page, bytes, click latency."""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

from ..browser import ROOT, launch, serve_site

# a page that only boots the same Pyodide in a module worker: the floor the site is compared with
BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
const worker = new Worker("./bare_worker.js", { type: "module" });
worker.onmessage = () => { window.__ready = performance.now(); };
</script>"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href, packages: [] });
py.runPython("1 + 1");
postMessage("ready");"""

# marks the moment the first legal option is on screen, and times each click until the board re-renders
PROBE = """
window.__clicks = [];
new MutationObserver(() => {
  if (!window.__ready && document.querySelector("[data-action]")) window.__ready = performance.now();
  const root = document.querySelector("[data-version]");
  if (root && window.__clickAt && root.dataset.version !== window.__clickVersion) {
    window.__clicks.push(performance.now() - window.__clickAt);
    window.__clickAt = 0;
  }
}).observe(document, { subtree: true, childList: true, attributes: true });
document.addEventListener("click", (e) => {
  if (e.target.closest("[data-action]")) {
    window.__clickAt = performance.now();
    window.__clickVersion = document.querySelector("[data-version]").dataset.version;
  }
}, true);
"""


def cold_load(browser, url: str, ready: str) -> tuple[float, int]:
    """Milliseconds from navigation to `ready` in a fresh context (empty cache), and bytes received."""
    context = browser.new_context()
    context.add_init_script(PROBE)
    page = context.new_page()
    received = []
    page.on("response", lambda r: received.append(int(r.headers.get("content-length") or 0)))
    page.goto(url)
    page.wait_for_function(ready, timeout=180_000)
    ms = page.evaluate("window.__ready")
    context.close()
    return ms, sum(received)


def click_latencies(browser, url: str, clicks: int = 80) -> list[float]:
    context = browser.new_context()
    context.add_init_script(PROBE)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("[data-version]", timeout=180_000)
    for _ in range(clicks):
        page.wait_for_selector("[data-action], [data-result]")
        if page.locator("[data-result]").count():
            break
        before = page.get_attribute("[data-version]", "data-version")
        page.click("[data-action]")
        page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)
    out = page.evaluate("window.__clicks")
    context.close()
    return out


def main(runs: int = 5) -> None:
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    import build

    with tempfile.TemporaryDirectory() as tmp:
        site = build.build_site(Path(tmp) / "site")
        (site / "bare.html").write_text(BARE_HTML)
        (site / "bare_worker.js").write_text(BARE_WORKER)
        with serve_site(site) as url, sync_playwright() as pw:
            browser = launch(pw)
            board_url = f"{url}?game=kami&players=2&seed=1&botdelay=0"
            bare, board, bare_bytes, board_bytes = [], [], 0, 0
            cold_load(browser, f"{url}bare.html", "window.__ready")  # warm the OS file cache once
            for _ in range(runs):  # alternate, so machine noise hits both alike
                ms, bare_bytes = cold_load(browser, f"{url}bare.html", "window.__ready")
                bare.append(ms)
                ms, board_bytes = cold_load(browser, board_url, "window.__ready")
                board.append(ms)
            latencies = click_latencies(browser, f"{url}?game=kami&players=2&seed=3&botdelay=0", clicks=200)
            browser.close()
    b, s = statistics.median(bare), statistics.median(board)
    print(f"\nBrowser (Chromium, cold cache, median of {runs})")
    print(f"  bare Pyodide boot:          {b:7.0f} ms   {bare_bytes / 1e6:5.2f} MB")
    print(f"  first playable Kami board:  {s:7.0f} ms   {board_bytes / 1e6:5.2f} MB   "
          f"ratio {s / b:.3f} (target ≤ 1.15)")
    if latencies:
        q = statistics.quantiles(latencies, n=20) if len(latencies) >= 20 else [max(latencies)] * 19
        print(f"  click to rendered board:    median {statistics.median(latencies):.0f} ms, "
              f"95th percentile {q[18]:.0f} ms over {len(latencies)} clicks")
