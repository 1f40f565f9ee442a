"""The boards' shared message code (widgets/src/common/frame.js, toolbar.js) in Chromium, on every board.

Messages that change the game carry the version (and, when they act for the viewer, the seat) of the
snapshot the board shows, so the host refuses a double click; in hot seat, Save first warns that the file
reveals every hidden card.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.board_harness import board_page, settle

ROOTS = {"kami": ".kami-board", "k2": ".k2-board", "nanga_parbat": ".np-board"}
PLAYERS = {"kami": 2, "k2": 2, "nanga_parbat": 2}


@pytest.fixture
def browser(chromium: Any) -> Any:
    return chromium


def sent(page: Any) -> list[dict[str, Any]]:
    return page.evaluate("window.board.sent")


def ready(page: Any) -> dict[str, Any]:
    """Past the hot-seat cover, if the board shows one."""
    snap = settle(page)
    if page.locator("[data-ready]").count() and page.locator("[data-ready]").first.is_visible():
        page.click("[data-ready]")
    return snap


@pytest.mark.parametrize("game", sorted(ROOTS))
def test_changing_messages_carry_the_shown_snapshots_version_and_seat(browser: Any, game: str) -> None:
    with board_page(browser, game, ROOTS[game], players=PLAYERS[game], seed=3, seats=["human", "bot:random"]) as page:
        snap = settle(page)
        assert snap["legal"] and snap["viewer"] == 0
        page.click(f'[data-action="{snap["legal"][0]["notation"]}"]')
        after = settle(page)
        assert sent(page)[-1] == {"type": "act", "action": snap["legal"][0]["action"], "version": snap["version"],
                                  "seat": 0}
        assert not after["notice"] and after["version"] > snap["version"]
        page.click('[data-tool="new"]')
        page.click('[data-tool="new-anyway"]')
        settle(page)
        message = sent(page)[-1]
        assert message["type"] == "new_game" and message["version"] == after["version"] and "seat" not in message


def test_undo_carries_the_stamp(browser: Any) -> None:
    with board_page(browser, "kami", ".kami-board", seed=7, seats=["human", "bot:rule"]) as page:
        settle(page)
        page.click('[data-action="hide S"]')
        snap = settle(page)
        page.click('[data-tool="undo"]')
        assert not settle(page)["notice"]
        assert sent(page)[-1] == {"type": "undo", "version": snap["version"], "seat": 0}


def test_a_double_click_in_hot_seat_acts_once(browser: Any) -> None:
    """3-player hot-seat Kami: two clicks on "pass" before the answer comes; only the first acts."""
    with board_page(browser, "kami", ".kami-board", players=3, seed=2, seats=["human"] * 3) as page:
        ready(page)
        page.click('[data-action="hide S"]')
        settle(page)
        page.click('[data-action="attack P"]')
        settle(page)
        snap = ready(page)
        assert any(e["notation"] == "pass" for e in snap["legal"]), "seat 1 may pass"
        page.evaluate("""() => {
            window.seen = [];
            const set = window.board.model.set;
            window.board.model.set = (key, value) => {
                if (key === "snapshot") window.seen.push(value);
                set(key, value);
            };
            const pass = document.querySelector('[data-action="pass"]');
            pass.click();
            pass.click();
        }""")
        settle(page)
        clicks = sent(page)[-2:]
        assert clicks[0] == clicks[1] == {"type": "act", "action": {"type": "pass"}, "version": snap["version"],
                                          "seat": snap["viewer"]}
        replies = page.evaluate("window.seen")
        assert len(replies) == 2
        assert {r["version"] for r in replies} == {snap["version"] + 1}, "one pass applied, the other changed nothing"
        assert sorted(bool(r["notice"]) for r in replies) == [False, True]
        refused = next(r for r in replies if r["notice"])
        assert refused["notice"].startswith("That click was made on an older view")


@pytest.mark.parametrize("game, lang", [("kami", "en"), ("kami", "ja"), ("k2", "ja")])
def test_hot_seat_save_warns_before_it_downloads(browser: Any, game: str, lang: str) -> None:
    with board_page(browser, game, ROOTS[game], players=2, seed=3, seats=["human", "human"], lang=lang) as page:
        snap = ready(page)
        assert snap["hot_seat"]
        ui = snap["ui"]
        page.click('[data-tool="save"]')
        warning = page.locator("[data-save-warning]")
        assert warning.is_visible()
        assert ui["save_warning"] in warning.inner_text()
        assert page.evaluate("document.activeElement.dataset.tool") == "save-cancel"
        assert page.locator('[data-tool="save-anyway"]').inner_text() == ui["save_anyway"]
        assert not [m for m in sent(page) if m["type"] == "save"], "nothing downloaded yet"
        page.click('[data-tool="save-cancel"]')
        assert warning.count() == 0
        assert not [m for m in sent(page) if m["type"] == "save"]
        page.click('[data-tool="save"]')
        with page.expect_download() as download:
            page.click('[data-tool="save-anyway"]')
        assert download.value.suggested_filename.endswith(".json")
        assert page.locator("[data-save-warning]").count() == 0


def test_a_single_human_saves_at_once(browser: Any) -> None:
    with board_page(browser, "kami", ".kami-board", seed=3, seats=["human", "bot:rule"]) as page:
        assert not settle(page)["hot_seat"]
        with page.expect_download():
            page.click('[data-tool="save"]')
        assert page.locator("[data-save-warning]").count() == 0


@pytest.mark.parametrize("game, lang", [("kami", "en"), ("arnak", "ja")])
def test_new_game_asks_first_while_a_game_is_in_progress(browser: Any, game: str, lang: str) -> None:
    root = ROOTS.get(game, f".{game}-board")
    with board_page(browser, game, root, players=2, seed=3, seats=["human", "bot:rule"], lang=lang) as page:
        snap = ready(page)
        ui = snap["ui"]
        page.click('[data-tool="new"]')
        warning = page.locator("[data-new-warning]")
        assert warning.is_visible() and ui["new_game_warning"] in warning.inner_text()
        assert page.evaluate("document.activeElement.dataset.tool") == "new-cancel"
        page.click('[data-tool="new-cancel"]')
        assert warning.count() == 0 and not [m for m in sent(page) if m["type"] == "new_game"]
        assert page.evaluate("document.activeElement.dataset.tool") == "new"
        page.click('[data-tool="new"]')
        page.click('[data-tool="new-anyway"]')
        settle(page)
        assert sent(page)[-1]["type"] == "new_game" and page.locator("[data-new-warning]").count() == 0


def test_a_disabled_undo_says_why(browser: Any) -> None:
    with board_page(browser, "kami", ROOTS["kami"], players=2, seed=3, seats=["human", "bot:rule"]) as page:
        snap = ready(page)
        undo = page.locator('[data-tool="undo"]')
        assert not snap["can_undo"] and undo.is_disabled()
        assert snap["undo_why"] and snap["undo_why"] in undo.get_attribute("title")
        assert undo.get_attribute("aria-description") == snap["undo_why"]


def test_hot_seat_in_a_game_without_secrets_has_no_cover_and_saves_at_once(browser: Any) -> None:
    """Nanga Parbat hides nothing from anyone: passing the device needs no cover, and a save reveals nothing."""
    with board_page(browser, "nanga_parbat", ROOTS["nanga_parbat"], players=2, seed=3,
                    seats=["human", "human"]) as page:
        snap = settle(page)
        assert snap["hot_seat"] and not snap["secrets"]
        first = snap["viewer"]
        assert page.locator("[data-ready]").count() == 0 and page.locator("[data-action]").count() > 0
        while snap["viewer"] == first:  # play on until the device passes to the other player
            page.click(f'[data-action="{snap["legal"][0]["notation"]}"]')
            snap = settle(page)
        assert page.locator("[data-ready]").count() == 0 and page.locator("[data-action]").count() > 0
        with page.expect_download():
            page.click('[data-tool="save"]')
        assert page.locator("[data-save-warning]").count() == 0


# what a developer writes and a player should never read in the help: option keys, 0-based seats, notes on sources
DEVELOPER_WORDS = re.compile(r"(?i:\b[a-z]+_[a-z_]+\b|readable source|readings|\bseed\b|engine|"
                             r"\((?:spec|each|both|refuse|attack|winner|clockwise)[):：])|\bseat [0-9]|\bSeat 0\b|席0")
ENGLISH_RUN = re.compile(r"[A-Za-z]{3,} [a-z]{3,} [a-z]{3,}")  # three English words in a row: an untranslated text


@pytest.mark.parametrize("game, lang", [("kami", "ja"), ("kami", "en"), ("nanga_parbat", "en"), ("nanga_parbat", "ja"),
                                        ("k2", "en"), ("arnak", "ja"), ("arnak", "en")])
def test_the_rules_help_teaches_in_words_and_stays_open(browser: Any, game: str, lang: str) -> None:
    root = ROOTS.get(game, f".{game}-board")
    with board_page(browser, game, root, players=2, seed=3, seats=["human", "bot:rule"], lang=lang) as page:
        snap = ready(page)
        help_ = snap["help"]
        page.click('[data-key="help"]')
        panel = page.locator(f"{root} details:has(> summary[data-key=help])")
        text = panel.inner_text()
        assert all(paragraph in text for paragraph in help_["how"]) and len(help_["how"]) == 4
        for option in help_["options"]:  # every option in play: its label and value in words, no raw name
            assert f"{option['label']}: {option['value_text']}" in text
            assert f"{option['name']} =" not in text
        if game == "kami":  # which card answers which, all eight
            assert panel.locator("table tbody tr").count() == 8
        # in players' words (issue 27, item 7): no option keys, seats as the board names them, no notes on sources
        assert not DEVELOPER_WORDS.findall(text), DEVELOPER_WORDS.findall(text)
        assert lang == "en" or not ENGLISH_RUN.findall(text), ENGLISH_RUN.findall(text)
        page.click(f'[data-action="{snap["legal"][0]["notation"]}"], [data-target="{snap["legal"][0]["target"]}"]')
        settle(page)
        assert panel.evaluate("e => e.open")  # a move does not close it
