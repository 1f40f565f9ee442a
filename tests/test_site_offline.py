"""The site after one visit plays with the network off (its service worker), and works from any folder of a host."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser import BOOT_TIMEOUT, ROOT, click_and_wait, version


def serve(site_dir: Path, folder: str = "") -> http.server.ThreadingHTTPServer:
    """The project's static server for `site_dir`, answering only under /<folder>/ when a folder is given."""
    import build

    class Handler(build.SiteHandler):
        def translate_path(self, path: str) -> str:
            if folder:
                if not path.startswith(f"/{folder}/"):
                    return str(site_dir / "no such file")
                path = path[len(folder) + 1:]
            return super().translate_path(path)

    handler = functools.partial(Handler, directory=str(site_dir), policy=build.site_policy(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture
def context(chromium: Any) -> Iterator[Any]:
    context = chromium.new_context()
    yield context
    context.close()


def play_one_move(page: Any) -> None:
    page.wait_for_selector("[data-action]")
    before = version(page)
    click_and_wait(page, "[data-action]")
    assert version(page) != before


def test_after_one_visit_the_site_starts_and_plays_with_the_server_gone(context: Any, site_dir: Path) -> None:
    server = serve(site_dir)
    url = f"http://127.0.0.1:{server.server_address[1]}/?game=kami&players=2&seed=3&botdelay=0"
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
        page.wait_for_selector("body[data-offline=ready]", timeout=BOOT_TIMEOUT)
    finally:
        server.shutdown()
        server.server_close()
    # nothing answers on that port any more: the page, Python and the board come from the kept copy
    response = page.goto(url)
    assert response is not None and response.from_service_worker
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    play_one_move(page)


def test_the_site_plays_from_a_sub_folder_of_a_host(context: Any, site_dir: Path) -> None:
    server = serve(site_dir, folder="games")
    base = f"http://127.0.0.1:{server.server_address[1]}"
    page = context.new_page()
    outside = []
    page.on("request", lambda request: outside.append(request.url) if not request.url.startswith(
        (f"{base}/games/", "data:", "blob:")) else None)
    try:
        page.goto(f"{base}/games/?game=k2&players=2&seed=1&botdelay=0")
        page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
        play_one_move(page)
        page.wait_for_selector("body[data-offline=ready]", timeout=BOOT_TIMEOUT)
        scope = page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r && r.scope)")
        assert scope == f"{base}/games/"
    finally:
        server.shutdown()
        server.server_close()
    assert not outside, outside


def test_the_service_worker_keeps_every_built_file(site_dir: Path) -> None:
    import json
    import re

    sw = (site_dir / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"^const FILES = (\[.*\]);$", sw, re.M).group(1))
    built = {p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file()} - {"sw.js"}
    assert set(files) == built | {"./"}
    assert re.search(r'^const VERSION = "[0-9a-f]{16}";$', sw, re.M)
    assert (ROOT / "web" / "sw.js").read_text(encoding="utf-8").count('const VERSION = "dev";') == 1


# records when the page asks for its service worker, when the first board is drawn and when its first option is
REGISTER_PROBE = """
window.__times = {};
const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
navigator.serviceWorker.register = (...args) => {
  window.__times.register ??= performance.now();
  return register(...args);
};
new MutationObserver(() => {
  if (!window.__times.board && document.querySelector("[data-version]")) window.__times.board = performance.now();
  if (!window.__times.option && document.querySelector("[data-action]")) window.__times.option = performance.now();
}).observe(document, { subtree: true, childList: true, attributes: true });
"""


# seed 3: the player leads; seed 1: the bot leads (two moves, drawn 450 ms apart) before the player has an option
@pytest.mark.parametrize("query", ["?game=kami&players=2&seed=3", "?game=kami&players=2&seed=1", "?lang=ja"])
def test_the_site_is_kept_only_once_the_player_can_act_or_the_start_page_is_drawn(context: Any, site_dir: Path,
                                                                                   query: str) -> None:
    # the service worker's downloads of every file took the CPU from the first board when it was registered at boot,
    # and from the bots' first moves when it was registered as the first board was drawn
    server = serve(site_dir)
    context.add_init_script(REGISTER_PROBE)
    page = context.new_page()
    try:
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/{query}")
        page.wait_for_selector("body[data-offline=ready]", timeout=BOOT_TIMEOUT)
        times = page.evaluate("window.__times")
        assert page.evaluate("document.body.dataset.python") == "ready"
    finally:
        server.shutdown()
        server.server_close()
    if "game=" in query:
        assert times["register"] > times["option"] >= times["board"], times
    else:
        assert "board" not in times and times["register"] > 0, times  # the start page: kept once Python is up
