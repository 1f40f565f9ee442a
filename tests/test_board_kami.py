"""The Kami board front-end (widgets/static/kami.js) in a real headless Chromium.

The board is served by tests/board_harness.py, whose page gives the module the anywidget
model interface and answers its messages with rules.session.Session, as the hosts do
(CPython, no Pyodide boot: fast enough to test every board behaviour; tests/test_site.py
covers the real site).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from rules.session import Session
from tests.board_harness import board_page, click, settle

MODULE = Path(__file__).resolve().parents[1] / "widgets" / "static" / "kami.js"
BOTS = {n: ["human"] + ["bot:rule"] * (n - 1) for n in (2, 3, 4)}


@pytest.fixture
def browser(chromium: Any) -> Any:
    return chromium


@contextmanager
def board(browser: Any, players: int = 2, seed: int = 1, seats: list[str] | None = None, lang: str = "en",
          width: int = 1280, height: int = 800) -> Iterator[Any]:
    """A page showing a fresh game; JavaScript errors fail the test."""
    with board_page(browser, "kami", ".kami-board", players=players, seed=seed, seats=seats or BOTS[players],
                    lang=lang, width=width, height=height) as page:
        yield page


def assert_options_marked(page: Any, snap: dict[str, Any]) -> None:
    """Each legal option: exactly one element with its data-action, a button named by its label."""
    for entry in snap["legal"]:
        found = page.locator(f'[data-action="{entry["notation"]}"]')
        assert found.count() == 1, entry["notation"]
        assert found.evaluate("e => e.tagName") == "BUTTON"
        assert entry["label"] in found.get_attribute("aria-label")  # what it does, after what it shows
    assert page.locator("[data-action]").count() == len(snap["legal"])


def test_module_is_plain_and_safe() -> None:
    source = MODULE.read_text(encoding="utf-8")
    for banned in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "import ", "fetch(", "eval("):
        assert banned not in source, banned
    assert "export default" in source


@pytest.mark.parametrize("players", [2, 3, 4])
def test_renders_seats_and_hand(browser: Any, players: int) -> None:
    with board(browser, players=players, seed=5) as page:
        snap = settle(page)
        obs = snap["observation"]
        assert page.locator(".kami-seat").count() == players
        assert page.locator(".kami-seat.is-viewer[data-pos=bottom]").count() == 1
        assert page.locator(".kami-hand-card").count() == len(obs["hand"])
        assert page.locator(".kami-prompt").inner_text() == snap["prompt"]
        for seat in range(players):
            area = page.locator(f'.kami-seat[data-seat="{seat}"]')
            assert snap["seats"][seat]["name"] in area.inner_text()
            assert area.locator(".kami-rows .kami-card").count() == (
                len(obs["rows"][seat]["defence"]) + len(obs["rows"][seat]["attack"]))
        assert page.locator(".kami-seat.is-acting").count() == len(snap["to_act"])
        if players == 2:
            assert page.locator(".kami-merc:not(.is-empty)").count() == sum(1 for m in obs["mercenaries"] if m["top"])
        if players == 3:
            assert page.locator(".kami-leftover-zone .kami-card").count() == obs["leftover"]["count"] + 1  # + peek
        assert_options_marked(page, snap)


def test_full_two_player_game_by_clicks(browser: Any) -> None:
    rng = random.Random(3)
    with board(browser, players=2, seed=11) as page:
        snap = settle(page)
        for _ in range(400):
            if snap["result"]:
                break
            assert_options_marked(page, snap)
            snap = click(page, rng.choice(snap["legal"])["notation"])
        assert snap["result"], "the game did not end"
        result = page.locator("[data-result]")
        result.wait_for()
        text = result.inner_text()
        names = [seat["name"] for seat in snap["seats"]]
        assert names[snap["result"]["winners"][0]] in text
        for score in snap["result"]["scores"]:
            assert str(score) in text
        assert page.locator("[data-action]").count() == 0


def _respond_position() -> tuple[int, str, str]:
    """A seed where seat 0 must answer an attack holding a card that cannot counter it, and why."""
    for seed in range(1, 200):
        session = Session.start("kami", players=2, seed=seed, seats=["human", "bot:rule"])
        snap = session.snapshot()
        obs = snap["observation"]
        if obs["step"] != "respond":
            continue
        legal_cards = {e["action"].get("card") for e in snap["legal"] if e["target"].startswith("hand:")}
        wrong = next((c for c in obs["hand"] if c not in legal_cards), None)
        if wrong:
            reason = session.handle({"type": "explain", "action": {"type": "counter", "card": wrong}})
            return seed, wrong, reason["snapshot"]["notice"]
    raise AssertionError("no respond position found")


def test_illegal_card_click_explains_why(browser: Any) -> None:
    seed, wrong, reason = _respond_position()
    assert reason
    with board(browser, players=2, seed=seed) as page:
        settle(page)
        notice = page.locator("[data-notice]")
        assert notice.get_attribute("aria-live") == "polite"
        page.locator(f'.kami-hand-card[data-card="{wrong}"]:not(.is-legal)').first.click()
        settle(page)
        assert page.evaluate("window.kami.sent.at(-1)") == {
            "type": "explain", "action": {"type": "counter", "card": wrong}}
        assert notice.locator(".kami-notice-text").inner_text() == reason
        assert notice.is_visible()
        page.click('[data-key="notice:close"]')
        assert notice.locator(".kami-notice-text").inner_text() == ""


def test_undo_and_redo_buttons(browser: Any) -> None:
    with board(browser, players=2, seed=7) as page:
        snap = settle(page)
        undo, redo = page.locator('[data-tool="undo"]'), page.locator('[data-tool="redo"]')
        assert undo.is_disabled() and redo.is_disabled()
        hand = len(snap["observation"]["hand"])
        played = click(page, "hide S")
        assert played["observation"]["step"] == "attack"
        assert undo.is_enabled()
        undo.click()
        back = settle(page)
        assert back["observation"]["step"] == "lead"
        assert page.locator(".kami-hand-card").count() == hand
        assert redo.is_enabled()
        redo.click()
        again = settle(page)
        assert again["observation"]["step"] == "attack"
        assert page.locator(".kami-prompt").inner_text() == again["prompt"]


def test_language_switch(browser: Any) -> None:
    with board(browser, players=2, seed=7) as page:
        settle(page)
        expected = Session.start("kami", players=2, seed=7, seats=BOTS[2], lang="ja").snapshot()["prompt"]
        page.click('[data-lang="ja"]')
        snap = settle(page)
        assert snap["lang"] == "ja"
        assert page.locator(".kami-prompt").inner_text() == expected
        assert page.locator('[data-lang="ja"]').get_attribute("aria-pressed") == "true"
        assert page.locator(".kami-board").get_attribute("lang") == "ja"
        assert page.locator('[data-tool="undo"]').inner_text() == snap["ui"]["undo"]


def test_four_player_team_colours(browser: Any) -> None:
    with board(browser, players=4, seed=5) as page:
        settle(page)
        team = page.evaluate("""() => [0, 1, 2, 3].map(seat => {
            const el = document.querySelector(`.kami-seat[data-seat="${seat}"]`);
            return [el.dataset.team, getComputedStyle(el).getPropertyValue('--team').trim()];
        })""")
        assert [t for t, _ in team] == ["a", "b", "a", "b"]
        assert team[0][1] == team[2][1] and team[1][1] == team[3][1] and team[0][1] != team[1][1]
        # the partner sits opposite the viewer
        assert page.locator('.kami-seat[data-seat="2"]').get_attribute("data-pos") == "top"


def test_four_player_redeal(browser: Any) -> None:
    seats = ["human", "bot:rule", "human", "bot:rule"]
    seed = next(s for s in range(200) if Session.start("kami", players=4, seed=s, seats=seats).snapshot()[
        "observation"]["phase"] == "redeal")
    with board(browser, players=4, seed=seed, seats=seats) as page:
        page.click("[data-ready]")
        snap = settle(page)
        zone = page.locator(".kami-redeal-zone")
        assert zone.is_visible()
        shown = snap["observation"]["revealed"][0]["cards"]
        assert zone.locator(".kami-card").count() == len(shown)
        assert zone.locator('[data-action="reshuffle"]').count() == 1
        assert zone.locator('[data-action="keep"]').count() == 1
        assert_options_marked(page, snap)


def test_hot_seat_cover_between_two_humans(browser: Any) -> None:
    with board(browser, players=2, seed=7, seats=["human", "human"]) as page:
        snap = settle(page)
        cover = page.locator(".kami-cover")
        name0 = snap["seats"][0]["name"]
        assert cover.is_visible() and name0 in cover.inner_text()
        assert page.locator(".kami-hand-card").count() == 0
        page.click("[data-ready]")
        assert not cover.is_visible()
        assert page.locator(".kami-hand-card").count() == 8
        click(page, "hide S")
        snap = click(page, "attack G")
        assert snap["viewer"] == 1
        assert cover.is_visible()
        assert snap["seats"][1]["name"] in cover.inner_text()
        assert page.locator(".kami-hand-card").count() == 0
        assert page.locator("[data-action]").count() == 0
        page.click("[data-ready]")
        assert page.locator(".kami-hand-card").count() == len(snap["observation"]["hand"])
        assert_options_marked(page, snap)


def test_keyboard_play(browser: Any) -> None:
    with board(browser, players=2, seed=7) as page:
        before = settle(page)
        for _ in range(80):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement && document.activeElement.hasAttribute('data-action')"):
                break
        else:
            raise AssertionError("Tab never reached an option")
        notation = page.evaluate("document.activeElement.dataset.action")
        page.keyboard.press("Enter")
        after = settle(page)
        assert page.evaluate("window.kami.sent.at(-1).type") == "act"
        assert after["version"] > before["version"]
        assert notation.startswith("hide")
        # focus stays on the board, so the number keys go on: 1 plays the first option
        first = after["legal"][0]
        page.keyboard.press("1")
        settle(page)
        assert page.evaluate("window.kami.sent.at(-1)") == {"type": "act", "action": first["action"],
                                                            "version": after["version"], "seat": after["viewer"]}


def test_pass_key(browser: Any) -> None:
    seed, _, _ = _respond_position()
    with board(browser, players=2, seed=seed) as page:
        snap = settle(page)
        page.locator(".kami-board").focus()
        page.keyboard.press("p")
        settle(page)
        assert page.evaluate("window.kami.sent.at(-1)") == {"type": "act", "action": {"type": "pass"},
                                                            "version": snap["version"], "seat": snap["viewer"]}


def test_save_and_load(browser: Any, tmp_path: Path) -> None:
    with board(browser, players=2, seed=7) as page:
        settle(page)
        click(page, "hide S")
        saved_at = click(page, "attack G")
        with page.expect_download() as download:
            page.click('[data-tool="save"]')
        path = tmp_path / "kami.json"
        download.value.save_as(path)
        assert download.value.suggested_filename.endswith(".json")
        assert json.loads(path.read_text())["game"] == "kami"
        page.click('[data-tool="new"]')
        page.click('[data-tool="new-anyway"]')  # the game in progress would be lost: asked first
        fresh = settle(page)
        assert page.evaluate("window.kami.sent.at(-1)")["type"] == "new_game"
        assert fresh["version"] != saved_at["version"] or fresh["log"] != saved_at["log"]
        page.set_input_files('[data-tool="file"]', str(path))
        page.wait_for_function("window.kami.sent.at(-1).type === 'load'")
        loaded = settle(page)
        assert loaded["observation"]["hand"] == saved_at["observation"]["hand"]
        assert loaded["log"] == saved_at["log"]


def test_untrusted_text_stays_text(browser: Any) -> None:
    with board(browser, players=2, seed=7) as page:
        settle(page)
        page.evaluate("""() => {
            const snap = structuredClone(window.kami.snapshot);
            snap.log.push('<img src=x onerror="window.hacked=1">');
            snap.seats[1].name = '<b id="bold">bot</b>';
            snap.notice = '<script>window.hacked=1</script>';
            window.kami.model.set('snapshot', snap);
        }""")
        assert page.locator(".kami-board img, .kami-board script, #bold").count() == 0
        assert page.locator(".kami-log li").last.inner_text() == '<img src=x onerror="window.hacked=1">'
        assert page.evaluate("window.hacked") is None


def test_bots_to_move_show_the_thinking_pill(browser: Any) -> None:
    """A host that steps bots one by one sends positions where only bots are to move."""
    with board(browser, players=2, seed=7) as page:
        snap = settle(page)
        busy = page.locator(".kami-busy")
        assert not busy.is_visible()
        page.evaluate("""() => {
            const snap = structuredClone(window.kami.snapshot);
            snap.to_act = [1]; snap.legal = [];
            window.kami.model.set('snapshot', snap);
        }""")
        assert busy.is_visible()
        assert busy.inner_text() == snap["ui"]["thinking"]
        assert page.locator('.kami-seat[data-seat="1"]').get_attribute("class").count("is-acting") == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_phone_width_has_no_sideways_scroll(browser: Any, players: int) -> None:
    with board(browser, players=players, seed=5, width=390, height=844) as page:
        settle(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        size = page.locator(".kami-hand-card").first.bounding_box()
        assert size and size["height"] >= 44  # touch-sized
