"""Every board's log panel in Chromium: round headers, the whole log on request, the log downloaded as text.

One board server and one page for the module; each test opens a finished game of rule bots (a spectator's view) on
it, so the log is a whole game: more lines than a snapshot carries for K2 and Arnak.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rules.table import LOG_LIMIT, Table
from tests.board_harness import BoardServer, settle, watched_page

ROOTS = {"kami": ".kami-board", "nanga_parbat": ".np-board", "k2": ".k2-board", "arnak": ".arnak-board"}
PREFIX = {"kami": "kami", "nanga_parbat": "np", "k2": "k2", "arnak": "arnak"}
SEED = 3
BOTS = ["bot:rule", "bot:rule"]


@pytest.fixture(scope="module")
def page(chromium: Any) -> Iterator[Any]:
    with watched_page(chromium, accept_downloads=True) as page:
        yield page


def open_game(page: Any, server: BoardServer, game: str) -> dict[str, Any]:
    page.goto(server.url(game=game, players=2, seed=SEED, seats=BOTS))
    page.wait_for_function("window.board && (window.board.ready || window.board.error)")
    assert page.evaluate("window.board.error") is None
    page.wait_for_selector(ROOTS[game])
    return settle(page)


def shown(page: Any, game: str) -> list[str]:
    return page.locator(f".{PREFIX[game]}-log li").all_text_contents()  # Arnak's panel may be off screen


def download(page: Any, game: str, tmp_path: Path) -> tuple[str, str]:
    with page.expect_download() as info:
        page.click(f".{PREFIX[game]}-log-download")
    file = info.value
    target = tmp_path / file.suggested_filename
    file.save_as(target)
    return file.suggested_filename, target.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", ["k2", "arnak"])
def test_a_long_log_shows_its_last_lines_then_the_whole_game_on_request(page: Any, server: BoardServer, game: str,
                                                                        tmp_path: Path) -> None:
    snap = open_game(page, server, game)
    whole = Table(game, players=2, seed=SEED, seats=BOTS).log_lines(None, "en", whole=True)
    assert snap["result"] and len(whole) > LOG_LIMIT and snap["log_total"] == len(whole)
    assert shown(page, game) == whole[-LOG_LIMIT:]
    more = page.locator(f".{PREFIX[game]}-log-whole")
    assert more.text_content() == f"Whole log ({len(whole)} lines)"
    more.click()
    settle(page)
    assert page.evaluate("window.board.sent.at(-1)") == {"type": "log"}
    page.wait_for_function(f"document.querySelectorAll('.{PREFIX[game]}-log li').length === {len(whole)}")
    assert shown(page, game) == whole
    assert page.locator(f".{PREFIX[game]}-log-whole").count() == 0  # nothing left out now
    # the round headers stand out
    rounds = page.locator(f".{PREFIX[game]}-log li.{PREFIX[game]}-log-round").all_text_contents()
    assert rounds[:2] == ["— Round 1 —", "— Round 2 —"]
    # a redraw (here: the other language) starts again from the host's last lines
    page.click('[data-key="lang:ja"]')
    ja = settle(page)
    assert ja["lang"] == "ja" and shown(page, game) == ja["log"] and len(ja["log"]) == LOG_LIMIT
    assert page.locator(f".{PREFIX[game]}-log-whole").text_content() == f"ログ全体（{len(whole)}行）"
    page.click('[data-key="lang:en"]')
    settle(page)


@pytest.mark.parametrize("game", sorted(ROOTS))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_download_button_downloads_the_whole_log_as_text(page: Any, server: BoardServer, game: str, lang: str,
                                                             tmp_path: Path) -> None:
    snap = open_game(page, server, game)
    if lang != snap["lang"]:
        page.click(f'[data-key="lang:{lang}"]')
        assert settle(page)["lang"] == lang
    table = Table(game, players=2, seed=SEED, seats=BOTS)
    whole = table.log_lines(None, lang, whole=True)
    assert (page.locator(f".{PREFIX[game]}-log-whole").count() == 1) == (len(whole) > LOG_LIMIT)
    name, text = download(page, game, tmp_path)
    assert name == f"{game}-log.txt"
    assert text == table.log_text(None, lang)
    assert text.splitlines()[2:] == whole  # every line of the game, not the last LOG_LIMIT
    assert page.evaluate("window.board.sent.at(-1)") == {"type": "log", "download": True}
