"""Shared browser test plumbing: Debian's Chromium driven by Playwright, and the built site on 127.0.0.1."""

from __future__ import annotations

import contextlib
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now, for a server a test starts."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)


@contextlib.contextmanager
def serve_site(directory: Path) -> Iterator[str]:
    """Serve a built site on a free loopback port; yields its URL."""
    sys.path.insert(0, str(ROOT))
    import build

    server = build.make_server(directory)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


# ---- driving the site's page (one board, Python in the worker) ------------------------------------------------
BOOT_TIMEOUT = 120_000  # Pyodide's first boot on a loaded machine

# an init script: when the page started its worker (window.__workerAt) and every post the worker made, in order
# (window.__posts: its type, why a snapshot came, who is to act in it, whether Python was restored)
WORKER_PROBE = """
window.__posts = [];
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);
    window.__workerAt ??= performance.now();
    this.addEventListener("message", ({ data }) => {
      if (!data || !data.type) return;
      window.__posts.push({ type: data.type, cause: data.cause, to_act: data.snapshot?.to_act,
                            restored: data.restored });
    });
  }
};
"""


def open_board(page, site_url: str, query: str) -> None:
    page.goto(f"{site_url}?{query}&botdelay=0")
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)


def version(page) -> str:
    return page.get_attribute("[data-version]", "data-version")


def click_and_wait(page, selector: str) -> None:
    """Click, then wait for the board to draw the next snapshot."""
    before = version(page)
    page.click(selector)
    page.wait_for_function("v => document.querySelector('[data-version]')?.dataset.version !== v", arg=before)


def click_if_offered(page, selector: str, timeout: float = 5_000) -> bool:
    """`click_and_wait` on an option read from a snapshot that may already be stale: in a simultaneous phase a bot's
    move can redraw the board between reading the options and clicking, and the next snapshot may no longer offer
    it. False (nothing clicked) when the option is gone; the caller reads the options again."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    before = version(page)
    try:
        page.click(selector, timeout=timeout)
    except PlaywrightTimeout:
        return False
    page.wait_for_function("v => document.querySelector('[data-version]')?.dataset.version !== v", arg=before)
    return True


def finish_click(page, before: str, pick=lambda choices: choices.first) -> None:
    """After a click on an option: wait until the board draws the next position, or asks first — a menu of the
    thing's entries (`pick` chooses one) or Arnak's "are you sure?" before a pass (yes) — and answer it."""
    page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v || "
                           "document.querySelector('[data-choice], [data-confirm]')", arg=before)
    if version(page) != before:
        return
    if page.locator("[data-confirm]").count():
        page.locator('[data-key="confirm:yes"]').dispatch_event("click")
    else:
        pick(page.locator("[data-choice]")).dispatch_event("click")
    page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)


def save_text(page) -> str:
    with page.expect_download() as info:
        page.click("[data-tool=save]")
    return open(info.value.path(), encoding="utf-8").read()

