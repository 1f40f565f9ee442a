"""The classroom's first output: seconds from opening a lesson in JupyterLite (Notebook 7, the Pyodide kernel) to
the first output of its cells, run from the top down to its first board as a student would.

    python3 build.py bench --classroom [--runs 3]

Cold: a fresh browser profile (empty cache), as a student's first visit. Warm: the same profile opening the lesson
again (the site's files from the browser's cache). Targets of issue 30: warm <= 15 s, cold <= 25 s on a quiet
2-core machine. One site with its classroom, one server and one Chromium for every run. The kernel's "idle" is when
JupyterLite's indicator first says so, sometimes before the kernel takes requests (the first output is the figure).
Measured 2026-12-04 on a quiet 2-core machine, 3 runs: Kami 11.7 s cold, 11.2 s warm; Arnak (ja) 12.0 s, 11.5 s.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import tempfile
from pathlib import Path

from ..browser import ROOT, launch, serve_site

LESSONS = {"kami.ipynb": "KamiBoard(", "arnak_ja.ipynb": "ArnakBoard("}  # the smallest lesson and the largest
TARGETS = {"warm": 15.0, "cold": 25.0}


def first_outputs(runs: int) -> dict[str, dict[str, list[dict[str, float]]]]:
    """Per lesson, the cold and warm timings of each run (cold, then warm in the same profile): seconds to the
    kernel's first idle and to the first output."""
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    import build

    from ..classroom_run import run_to_first_board

    times: dict[str, dict[str, list[dict[str, float]]]] = {name: {"cold": [], "warm": []} for name in LESSONS}
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        site = build.build_site(Path(tmp) / "site")
        build.build_classroom(site)
        url = stack.enter_context(serve_site(site))
        browser = launch(stack.enter_context(sync_playwright()))
        for _ in range(runs):
            for notebook, maker in LESSONS.items():  # alternated, so that machine noise hits them alike
                context = browser.new_context(viewport={"width": 1300, "height": 1000})
                for kind in ("cold", "warm"):
                    page = context.new_page()
                    times[notebook][kind].append(run_to_first_board(page, url, notebook, maker))
                    page.close()
                context.close()
        browser.close()
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="build.py bench --classroom", description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="cold and warm openings of each lesson")
    args = parser.parse_args(argv)
    times = first_outputs(args.runs)
    print(f"\nClassroom first output (Chromium, JupyterLite's Notebook 7; median of {args.runs} runs, "
          "each lesson's cells run from the top to its first board)")
    for notebook, kinds in times.items():
        shown = []
        for kind, runs in kinds.items():
            median = statistics.median(r["output"] for r in runs)
            kernel = statistics.median(r["kernel"] for r in runs)
            verdict = "meets" if median <= TARGETS[kind] else "over"
            shown.append(f"{kind} {median:5.1f} s ({verdict} {TARGETS[kind]:.0f} s; kernel idle at {kernel:.1f} s; "
                         "runs " + ", ".join(f"{r['output']:.1f}" for r in runs) + ")")
        print(f"  {notebook:<16} " + "   ".join(shown))


if __name__ == "__main__":
    main()
