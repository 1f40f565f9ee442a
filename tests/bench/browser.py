"""The site's cold start, measured in one Chromium run against a bare Pyodide page (bytes too). The clicks are
tests/bench/latency.py's."""

from __future__ import annotations

import contextlib
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from ..browser import ROOT, launch, serve_site

# a page that only boots the same Pyodide in a module worker: the floor the site is compared with (its script is
# a file: the server's Content-Security-Policy refuses inline scripts)
BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module" src="./bare.js"></script>"""
BARE_PAGE = """const worker = new Worker("./bare_worker.js", { type: "module" });
worker.onmessage = () => { window.__ready = performance.now(); };"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href, packages: [] });
py.runPython("1 + 1");
postMessage("ready");"""

STARTUP_TARGET = 1.10  # issue 12: cold start to the first playable board <= 1.10 x bare Pyodide boot

# marks the moment the first legal option is on screen (__ready), and on the way: when the page started the worker,
# when Python was up (the worker's first post), when the first position came and when a board was first drawn
PROBE = """
window.__marks = {};
const mark = (name) => { window.__marks[name] ??= performance.now(); };
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);
    mark("worker");
    this.addEventListener("message", ({ data }) => {
      mark("python");
      if (data && data.type === "snapshot") mark("position");
    });
  }
};
new MutationObserver(() => {
  if (document.querySelector("[data-version]")) mark("drawn");
  if (!window.__ready && document.querySelector("[data-action]")) window.__ready = performance.now();
}).observe(document, { subtree: true, childList: true, attributes: true });
"""
PHASES = (("worker", "worker started"), ("python", "Python up"), ("position", "first position came"),
          ("drawn", "first board drawn"), ("ready", "first option drawn"))


def cold_load(browser, url: str, ready: str) -> tuple[dict[str, float], int]:
    """Milliseconds from navigation to `ready` (and to each mark on the way) in a fresh context (empty cache), and
    bytes received."""
    context = browser.new_context()
    context.add_init_script(PROBE)
    page = context.new_page()
    received = []
    page.on("response", lambda r: received.append(int(r.headers.get("content-length") or 0)))
    page.goto(url)
    page.wait_for_function(ready, timeout=180_000)
    marks = page.evaluate("() => ({ ...window.__marks, ready: window.__ready })")
    context.close()
    return marks, sum(received)


def boot_times(browser, pages: dict[str, str], runs: int) -> tuple[dict[str, list[dict[str, float]]], dict[str, int]]:
    """Cold-load marks of each page run by run (and its bytes), the pages alternated run after run so that machine
    noise hits them alike."""
    times: dict[str, list[dict[str, float]]] = {name: [] for name in pages}
    sizes: dict[str, int] = {}
    first = next(iter(pages.values()))
    cold_load(browser, first, "() => window.__ready")  # warm the OS file cache once
    for _ in range(runs):
        for name, url in pages.items():
            marks, sizes[name] = cold_load(browser, url, "() => window.__ready")
            times[name].append(marks)
    return times, sizes


def phases(runs: list[dict[str, float]]) -> str:
    """The median moment of each mark a page reached, e.g. "worker started 48, Python up 2,310" (the bare page has
    no position: its mark of the end is Python's boot)."""
    return ", ".join(f"{label} {statistics.median(r[key] for r in runs):,.0f}" for key, label in PHASES
                     if all(key in r for r in runs) and (key != "ready" or "position" in runs[0]))


def add_bare_page(site: Path) -> None:
    (site / "bare.html").write_text(BARE_HTML)
    (site / "bare.js").write_text(BARE_PAGE)
    (site / "bare_worker.js").write_text(BARE_WORKER)


@contextlib.contextmanager
def site_of(ref: str) -> Iterator[Path]:
    """The site as git `ref` builds it (its own build.py, in a temporary worktree): the "before" of an A/B."""
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "worktree", "add", "--detach", "--quiet", str(tree), ref], cwd=ROOT, check=True)
        try:
            (tree / "web" / "node_modules").symlink_to(ROOT / "web" / "node_modules")  # the same pinned Pyodide
            built = subprocess.run([sys.executable, "build.py", "site"], cwd=tree, capture_output=True, text=True)
            if built.returncode:
                raise SystemExit(f"building the site of {ref} failed:\n{built.stdout[-2000:]}{built.stderr[-2000:]}")
            yield tree / "site"
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, check=True)


def startup(runs: int = 7, against: str | None = None) -> dict[str, float]:
    """Cold start to the first playable Kami board against a bare Pyodide boot, in one Chromium run; with
    `against` (a git ref) the site that ref builds is measured in the same run, alternated. Returns the ratios."""
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    import build

    query = "?game=kami&players=2&seed=1&botdelay=0"
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        sites = {"this build": build.build_site(Path(tmp) / "site")}
        if against:
            sites[against] = stack.enter_context(site_of(against))
        add_bare_page(sites["this build"])
        urls = {name: stack.enter_context(serve_site(site)) for name, site in sites.items()}
        pw = stack.enter_context(sync_playwright())
        browser = launch(pw)
        pages = {"bare": f"{urls['this build']}bare.html", **{name: url + query for name, url in urls.items()}}
        times, sizes = boot_times(browser, pages, runs)
        browser.close()
    ready = {name: [r["ready"] for r in runs_of] for name, runs_of in times.items()}
    bare = statistics.median(ready["bare"])
    print(f"\nCold start (Chromium, empty cache, median of {runs} alternated runs; the extra is the median of each "
          "run's time over the bare boot just before it, steadier than the ratio on a busy machine)")
    print(f"  bare Pyodide boot:          {bare:7.0f} ms   {sizes['bare'] / 1e6:5.2f} MB")
    ratios = {}
    for name in sites:
        ms = statistics.median(ready[name])
        extra = statistics.median(t - b for t, b in zip(ready[name], ready["bare"], strict=True))
        ratios[name] = ms / bare
        print(f"  first playable Kami board:  {ms:7.0f} ms   {sizes[name] / 1e6:5.2f} MB   ratio {ms / bare:.3f} "
              f"(target ≤ {STARTUP_TARGET:.2f}), extra {extra:4.0f} ms   {name}")
    print("  on the way (median ms from navigation):")
    for name in ["bare", *sites]:
        print(f"    {name}: {phases(times[name])}")
    return ratios


if __name__ == "__main__":  # python3 build.py bench --startup [--against REF] [--runs N]
    import argparse

    parser = argparse.ArgumentParser(prog="build.py bench --startup")
    parser.add_argument("--against", metavar="REF", help="also measure the site git REF builds (e.g. main), alternated")
    parser.add_argument("--runs", type=int, default=7, help="cold loads of each page")
    options = parser.parse_args()
    startup(options.runs, options.against)
