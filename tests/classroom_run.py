"""Opening a notebook in the classroom (JupyterLite, Notebook 7) and running its cells down to its first board, as a
student would: shared by the classroom's browser test and the bench's first-output timing (tests/bench/classroom.py)."""

from __future__ import annotations

import json
import time
from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .browser import ROOT

START = 120_000  # ms: the kernel's first start (Pyodide, IPython) on a loaded machine
CELL = ".jp-Notebook .jp-Cell"


def cells_to_first_board(notebook: str, maker: str) -> int:
    """How many cells, from the top, run the notebook down to the one that makes its first board (`maker`, such as
    "KamiBoard(")."""
    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    return next(i for i, c in enumerate(cells) if maker in "".join(c["source"])) + 1


def run_to_first_board(page: Any, site_url: str, notebook: str, maker: str) -> dict[str, float]:
    """Opens `notebook` in the classroom of the site at `site_url` and runs its cells down to its first board, with
    Shift+Enter from the top once the kernel is up; returns the seconds from opening the page to the kernel's first
    idle ("kernel") and to the first output ("output")."""
    started = time.monotonic()
    page.goto(f"{site_url}classroom/notebooks/index.html?path={notebook}")
    upto = cells_to_first_board(notebook, maker)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=START)
    kernel = time.monotonic() - started
    for attempt in range(2):
        page.locator(CELL).first.click()  # once the kernel is up: the keys below go to this notebook
        page.wait_for_selector(f"{CELL}.jp-mod-active[data-windowed-list-index='0']")
        for _ in range(upto):
            page.keyboard.press("Shift+Enter")
        page.wait_for_selector(f"{CELL}.jp-mod-active[data-windowed-list-index='{upto}']")  # every key ran a cell
        # on a loaded machine JupyterLite can report its kernel idle before it takes requests, and drops the first
        # ones: the cells then keep an empty prompt, "[ ]:". A reader would run them again: so does this.
        try:
            page.wait_for_selector(f"{CELL} .jp-InputPrompt:text-matches('\\[(\\*|\\d+)\\]')", timeout=30_000)
            break
        except PlaywrightTimeout:
            assert attempt == 0, "the cells were run twice and never started"
    page.wait_for_selector(".jp-OutputArea-output", timeout=START)
    return {"kernel": kernel, "output": time.monotonic() - started}
