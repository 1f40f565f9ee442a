"""The K2 board front-end (widgets/static/k2.js) in a real headless Chromium.

The board is served by tests/board_harness.py (game="k2"), whose page gives the module the
anywidget model interface and answers its messages with rules.session.Session, as the hosts do.
Positions are reached by clicking: a seeded, simple policy for seat 0 is first played in Python
to find a seed and the clicks that lead to the position a test needs (the bot answers the same
way in both, so the browser reaches the same position).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from rules.bots import bot_names
from rules.session import Session
from tests.board_harness import board_page, click, last_sent, settle

GAME = "k2"
MODULE = Path(__file__).resolve().parents[1] / "widgets" / "static" / "k2.js"
BOT = "bot:rule" if "rule" in bot_names(GAME) else "bot:random"
SEATS = ["human", BOT]
Snap = dict[str, Any]


@pytest.fixture
def browser(chromium: Any) -> Any:
    return chromium


@contextmanager
def board(browser: Any, seed: int = 1, seats: list[str] | None = None, lang: str = "en", width: int = 1280,
          height: int = 900) -> Iterator[Any]:
    """A page showing a fresh game; JavaScript errors fail the test."""
    seats = seats or SEATS
    with board_page(browser, GAME, ".k2-board", players=len(seats), seed=seed, seats=seats, lang=lang, width=width,
                    height=height) as page:
        yield page


MARKS = """(legal) => legal.map(({notation, label}) => {
    const found = [...document.querySelectorAll('[data-action]')].filter(e => e.dataset.action === notation);
    const e = found[0];
    return {notation, count: found.length, label: e ? e.getAttribute('aria-label') : null,
            button: e ? e.tagName === 'BUTTON' && !e.disabled : false,
            visible: e ? e.getBoundingClientRect().width > 0 : false};
})"""


def assert_options_marked(page: Any, snap: Snap) -> None:
    """Each legal option: exactly one visible <button> with its data-action, named by its label."""
    legal = [{"notation": e["notation"], "label": e["label"]} for e in snap["legal"]]
    for mark, entry in zip(page.evaluate(MARKS, legal), legal, strict=True):
        assert mark["count"] == 1, mark
        assert mark["button"] and mark["visible"], mark
        assert entry["label"] in mark["label"], mark  # the name says what the option does (and what it shows)
    assert page.locator("[data-action]").count() == len(snap["legal"])


# ---- positions, found in Python --------------------------------------------------------

def choose(snap: Snap, rng: random.Random) -> dict[str, Any]:
    """Seat 0's simple policy: pick and give at random, climb as high as the points allow, end last."""
    legal = snap["legal"]
    moves = [e for e in legal if e["action"]["type"] == "move"]
    if moves and rng.random() < 0.7:
        height = {s["id"]: s["xy"][1] for s in snap["observation"]["map"]["spaces"]}
        return min(moves, key=lambda e: height[e["action"]["space"]])
    pool = [e for e in legal if e["action"]["type"] not in ("done", "deduct")] or legal
    return rng.choice(pool)


def walk(seed: int, want: Callable[[Snap], bool], limit: int = 400,
         options: dict[str, Any] | None = None) -> tuple[list[str], Snap, Session] | None:
    """Seat 0 plays the policy until `want(snapshot)`; returns its clicks, the snapshot and the session."""
    session = Session.start(GAME, players=2, seed=seed, seats=SEATS, options=options)
    rng = random.Random(seed)
    moves: list[str] = []
    snap = session.snapshot()
    while not snap["result"] and len(moves) < limit:
        if want(snap):
            return moves, snap, session
        entry = choose(snap, rng)
        moves.append(entry["notation"])
        snap = session.handle({"type": "act", "action": entry["action"]})["snapshot"]
        assert not snap["notice"], snap["notice"]
    return None


def find(want: Callable[[Snap], bool], options: dict[str, Any] | None = None) -> tuple[int, list[str], Snap, Session]:
    for seed in range(1, 60):
        found = walk(seed, want, options=options)
        if found:
            return (seed, *found)
    raise AssertionError("no seed reaches the wanted position")


def load_position(page: Any, session: Session, folder: Path) -> Snap:
    """Continue the game `session` holds (any options) on the page, through the board's own Load button."""
    path = folder / "position.json"
    path.write_text(session.table.save(), encoding="utf-8")
    settle(page)
    page.set_input_files('[data-tool="file"]', str(path))
    page.wait_for_function("window.board.sent.at(-1)?.type === 'load'")
    snap = settle(page)
    assert not snap["notice"], snap["notice"]
    assert snap["observation"] == session.snapshot()["observation"]
    return snap


def replay(page: Any, moves: list[str]) -> Snap:
    snap = settle(page)
    for move in moves:
        snap = click(page, move)
    return snap


def kinds(snap: Snap) -> set[str]:
    return {e["action"]["type"] for e in snap["legal"]}


def my_actions(snap: Snap) -> bool:
    obs = snap["observation"]
    return snap["to_act"] == [0] and obs["phase"] == "actions" and obs["active"] == 0


def before_any_give(snap: Snap) -> bool:
    obs = snap["observation"]
    return my_actions(snap) and obs["pool"] is None and obs["seats"][0]["to_give"] == obs["seats"][0]["played"]


def pool_with_moves(snap: Snap) -> bool:
    return my_actions(snap) and snap["observation"]["pool"] is not None and "move" in kinds(snap) and \
        snap["observation"]["round"] >= 2


# ---- tests -------------------------------------------------------------------------------

def test_module_is_plain_and_safe() -> None:
    source = MODULE.read_text(encoding="utf-8")
    for banned in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "import ", "fetch(", "eval(",
                   "http://", "https://"):
        if banned == "http://":
            assert source.count(banned) == source.count('"http://www.w3.org/2000/svg"'), banned
            continue
        assert banned not in source, banned
    assert "export default" in source
    assert ".k2-board" in source


def test_renders_mountain_weather_risk_and_seats(browser: Any) -> None:
    with board(browser, seed=5) as page:
        snap = settle(page)
        obs = snap["observation"]
        spaces = obs["map"]["spaces"]
        root = page.locator(".k2-board")
        assert root.get_attribute("data-version") == str(snap["version"])
        assert root.get_attribute("data-phase") == "choose"
        # the mountain, drawn from the map: every space with its cost, modifier and flag, every link
        assert page.locator(".k2-mountain").get_attribute("viewBox") == f"0 0 {obs['map']['size'][0]} " \
                                                                        f"{obs['map']['size'][1]}"
        assert page.locator(".k2-space").count() == len(spaces)
        assert page.locator(".k2-links line").count() == len(obs["map"]["edges"])
        for sp in spaces:
            cell = page.locator(f'.k2-space[data-space="{sp["id"]}"]')
            assert cell.get_attribute("data-zone") == sp["zone"]
            if sp["cost"] is None:
                assert cell.locator(".k2-cost").count() == 0
            else:
                assert cell.locator(".k2-cost").inner_html().count(f">{sp['cost']}<") == 1
            assert cell.locator(f'.k2-mod[data-accl="{sp["accl"]}"]').count() == (1 if sp["accl"] else 0)
            assert cell.locator(f'.k2-flag[data-vp="{sp["vp"]}"]').count() == (1 if sp["vp"] > 1 else 0)
        assert page.locator(".k2-mod.is-minus").count() == sum(1 for sp in spaces if sp["accl"] < 0)
        for zone, cap in obs["map"]["capacity"].items():
            label = page.locator(f'[data-zone-label="{zone}"]')
            assert label.locator(f'[data-capacity="{cap}"]').count() == 1
            assert f"×{cap}" in label.inner_html()
        # every climber starts at base camp, drawn on the mountain with its shape
        climbers = page.locator(".k2-mountain [data-climber]")
        assert climbers.count() == 2 * snap["players"]
        assert page.locator('.k2-mountain [data-climber][data-space="BASE"]').count() == 2 * snap["players"]
        assert page.locator('.k2-mountain .k2-climber[data-shape="a"]').count() == snap["players"]
        assert page.locator('.k2-mountain .k2-climber[data-shape="r"]').count() == snap["players"]
        assert page.locator('.k2-space[data-space="BASE"]').get_attribute("data-occupancy") == "4"
        # the forecast, with today marked
        forecast = obs["weather"]["forecast"]
        assert page.locator(".k2-day").count() == len(forecast)
        today = page.locator(".k2-day.is-today")
        assert today.count() == 1 and today.get_attribute("data-round") == str(obs["weather"]["today"]["round"])
        assert today.get_attribute("aria-current") == "date"
        for day in forecast:
            cell = page.locator(f'.k2-day[data-round="{day["round"]}"]')
            assert "is-" + day["icon"] in (cell.get_attribute("class") or "")
            assert cell.locator(".k2-zb.is-hit").count() == (len(day["zones"]) if day["accl"] else 0)
        hit = set(obs["weather"]["today"]["zones"]) if obs["weather"]["today"]["accl"] else set()
        assert {page.locator(".k2-band.is-weather").nth(i).get_attribute("data-zone")
                for i in range(page.locator(".k2-band.is-weather").count())} == hit
        # risk tokens face up and the face-down pile
        assert sorted(int(page.locator(".k2-risk-row [data-token]").nth(i).get_attribute("data-token"))
                      for i in range(len(obs["risk"]["face_up"]))) == sorted(obs["risk"]["face_up"])
        assert page.locator("[data-face-down]").get_attribute("data-face-down") == str(obs["risk"]["face_down"])
        # the players: the viewer first, the bot already locked its choice
        assert page.locator(".k2-player").count() == 2
        assert page.locator(".k2-player").first.get_attribute("data-seat") == "0"
        assert page.locator('.k2-player[data-seat="1"] [data-locked]').count() == int(obs["seats"][1]["locked"])
        assert page.locator(f'.k2-player[data-seat="{obs["start_player"]}"] [data-start]').count() == 1
        for so in obs["seats"]:
            panel = page.locator(f'.k2-player[data-seat="{so["seat"]}"]')
            assert panel.locator(".k2-player-score").inner_text() == str(so["score"])
            assert panel.locator('[data-stat="deck"] strong').inner_text() == str(so["deck"])
            for c in so["climbers"]:
                row = panel.locator(f'.k2-climber-row[data-climber="{c["id"]}"]')
                assert row.get_attribute("data-accl") == str(c["accl"])
                assert row.locator(".k2-accl").inner_text() == str(c["accl"])
        # the hand: a pick button per distinct card, three empty slots for the choice
        assert page.locator(".k2-hand-card").count() == len(obs["hand"])
        assert page.locator(".k2-picks .k2-card-slot").count() == 3
        assert page.locator(".k2-prompt").inner_text() == snap["prompt"]
        assert_options_marked(page, snap)


def test_full_game_against_the_bot_by_clicks(browser: Any) -> None:
    rng = random.Random(4)
    with board(browser, seed=9) as page:
        snap = settle(page)
        seen: set[str] = set()
        for _ in range(500):
            if snap["result"]:
                break
            assert_options_marked(page, snap)
            seen |= kinds(snap)
            snap = click(page, choose(snap, rng)["notation"])
            assert page.locator(".k2-board").get_attribute("data-version") == str(snap["version"])
            assert page.locator(".k2-round").get_attribute("data-round") == str(snap["observation"]["round"])
        assert snap["result"], "the game did not end"
        assert {"pick", "give", "move", "done"} <= seen, seen
        result = page.locator("[data-result]")
        result.wait_for()
        assert result.get_attribute("data-result") == ",".join(map(str, snap["result"]["winners"]))
        assert snap["prompt"] in result.inner_text()
        for seat, score in enumerate(snap["result"]["scores"]):
            row = result.locator(f'.k2-result-row[data-seat="{seat}"]')
            assert snap["seats"][seat]["name"] in row.inner_text()
            assert row.locator(".k2-result-score").inner_text() == str(score)
        for winner in snap["result"]["winners"]:
            assert "is-winner" in (result.locator(f'.k2-result-row[data-seat="{winner}"]').get_attribute("class") or "")
        assert page.locator("[data-action]").count() == 0
        # the final board: every living climber where the observation says, the dead ones gone
        obs = snap["observation"]
        for so in obs["seats"]:
            for c in so["climbers"]:
                drawn = page.locator(f'.k2-mountain [data-climber="{so["seat"]}:{c["id"]}"]')
                if c["alive"]:
                    assert drawn.get_attribute("data-space") == c["space"]
                else:
                    assert drawn.count() == 0
                row = page.locator(f'.k2-player[data-seat="{so["seat"]}"] .k2-climber-row[data-climber="{c["id"]}"]')
                assert row.get_attribute("data-alive") == str(c["alive"]).lower()
        tents = [c["tent"] for so in obs["seats"] for c in so["climbers"] if c["tent"]]
        assert page.locator(".k2-mountain [data-tent]").count() == len(tents)


def test_moving_a_climber_on_the_mountain(browser: Any) -> None:
    seed, moves, snap, session = find(pool_with_moves)
    with board(browser, seed=seed) as page:
        snap = replay(page, moves)
        obs = snap["observation"]
        pool = obs["pool"]
        assert page.locator(".k2-pool").get_attribute("data-pool") == pool["climber"]
        assert page.locator(".k2-pool").get_attribute("data-free") == str(pool["free"])
        assert page.locator(f'.k2-mountain [data-climber="0:{pool["climber"]}"].is-pool').count() == 1
        targets = [e for e in snap["legal"] if e["action"]["type"] == "move"]
        assert page.locator(".k2-target").count() == len(targets)
        assert_options_marked(page, snap)
        # each target button lies over its space
        for entry in targets:
            space = entry["action"]["space"]
            button = page.locator(f'[data-action="{entry["notation"]}"]')
            assert button.get_attribute("data-space") == space
            b = button.bounding_box()
            d = page.locator(f'.k2-space[data-space="{space}"] .k2-glow').bounding_box()
            assert b and d
            assert abs((b["x"] + b["width"] / 2) - (d["x"] + d["width"] / 2)) < 3
            assert abs((b["y"] + b["height"] / 2) - (d["y"] + d["height"] / 2)) < 3
        # a space that is no target: the host says why
        far = next(sp["id"] for sp in obs["map"]["spaces"] if sp["id"] == "SUMMIT")
        reason = session.handle({"type": "explain", "action": {"type": "move", "space": far}})["snapshot"]["notice"]
        assert reason
        page.locator(f'.k2-space[data-space="{far}"]').dispatch_event("click")
        settle(page)
        assert last_sent(page) == {"type": "explain", "action": {"type": "move", "space": far}}
        assert page.locator("[data-notice] .k2-notice-text").inner_text() == reason
        # the highest target: the climber goes there
        height = {sp["id"]: sp["xy"][1] for sp in obs["map"]["spaces"]}
        entry = min(targets, key=lambda e: height[e["action"]["space"]])
        space = entry["action"]["space"]
        page.click(f'[data-action="{entry["notation"]}"]')
        after = settle(page)
        assert last_sent(page) == {"type": "act", "action": entry["action"]}
        climber = after["observation"]["seats"][0]["climbers"][0 if pool["climber"] == "a" else 1]
        assert climber["space"] == space
        assert page.locator(f'.k2-mountain [data-climber="0:{pool["climber"]}"]').get_attribute("data-space") == space
        row = page.locator(f'.k2-player[data-seat="0"] .k2-climber-row[data-climber="{pool["climber"]}"]')
        assert row.get_attribute("data-space") == space
        assert page.locator(f'.k2-space[data-space="{space}"]').get_attribute("data-occupancy") == \
            str(after["observation"]["occupancy"].get(space, 0))
        assert page.locator("[data-notice] .k2-notice-text").inner_text() == ""


def test_cards_to_give_grouped_by_card(browser: Any) -> None:
    seed, moves, snap, session = find(before_any_give)
    with board(browser, seed=seed) as page:
        snap = replay(page, moves)
        me = snap["observation"]["seats"][0]
        gives = [e for e in snap["legal"] if e["action"]["type"] == "give"]
        assert gives
        assert_options_marked(page, snap)
        assert page.locator(".k2-give-group").count() == len(set(me["to_give"]))
        for card in set(me["to_give"]):
            group = page.locator(f'.k2-give-group[data-card="{card}"]')
            mine = [e for e in gives if e["action"]["card"] == card]
            assert group.locator("[data-action]").count() == len(mine)
            for entry in mine:
                button = group.locator(f'[data-action="{entry["notation"]}"]')
                assert button.get_attribute("data-climber") == entry["action"]["climber"]
                if card.startswith("R"):
                    assert f'is-{entry["action"]["use"]}' in (button.get_attribute("class") or "")
        # the played cards are shown face up in the seat panel, for both seats
        for so in snap["observation"]["seats"]:
            assert page.locator(f'.k2-player[data-seat="{so["seat"]}"] .k2-played').get_attribute("data-played") \
                == " ".join(so["played"])
        # a space clicked before any card was given: the host says what to do first
        reason = session.handle({"type": "explain", "action": {"type": "move", "space": "S1"}})["snapshot"]["notice"]
        assert reason
        page.locator('.k2-space[data-space="S1"]').dispatch_event("click")
        settle(page)
        assert last_sent(page) == {"type": "explain", "action": {"type": "move", "space": "S1"}}
        notice = page.locator("[data-notice]")
        assert notice.get_attribute("aria-live") == "polite"
        assert notice.locator(".k2-notice-text").inner_text() == reason
        assert notice.is_visible()
        page.click('[data-key="notice:close"]')
        assert notice.locator(".k2-notice-text").inner_text() == ""
        # give the first card: it leaves the group, and the seat panel dims it as given
        entry = gives[0]
        after = click(page, entry["notation"])
        left = after["observation"]["seats"][0]["to_give"]
        assert page.locator(".k2-give-group").count() == len(set(left))
        assert page.locator('.k2-player[data-seat="0"] .k2-played .k2-card.is-given').count() == \
            len(me["played"]) - len(left)


def test_rescue_onto_a_free_space_below_6000_m(browser: Any, tmp_path: Path) -> None:
    options = {"rescue": True}
    _, _, _, session = find(lambda s: s["observation"]["phase"] == "rescue" and s["to_act"] == [0], options)
    with board(browser) as page:
        snap = load_position(page, session, tmp_path)
        assert page.locator(".k2-board").get_attribute("data-phase") == "rescue"
        assert page.locator(".k2-prompt").inner_text() == snap["prompt"]
        rescues = [e for e in snap["legal"] if e["action"]["type"] == "rescue"]
        assert rescues and page.locator(".k2-target.is-rescue").count() == len(rescues)
        assert_options_marked(page, snap)
        zone = {sp["id"]: sp["zone"] for sp in snap["observation"]["map"]["spaces"]}
        assert {zone[e["action"]["space"]] for e in rescues} == {"Z5"}
        # a space above 6000 m is no rescue: the host says why
        page.locator('.k2-space[data-space="S20"]').dispatch_event("click")
        settle(page)
        assert last_sent(page) == {"type": "explain", "action": {"type": "rescue", "space": "S20"}}
        assert page.locator("[data-notice] .k2-notice-text").inner_text()
        entry = rescues[-1]
        after = click(page, entry["notation"])
        assert after["observation"]["seats"][0]["rescue_used"]
        space = entry["action"]["space"]
        assert page.locator(f'.k2-mountain [data-climber^="0:"][data-space="{space}"]').count() >= 1


def test_winter_side_for_five(browser: Any, tmp_path: Path) -> None:
    seats = ["human", *[BOT] * 4]
    session = Session.start(GAME, players=5, seed=4, seats=seats, options={"board": "winter"})
    with board(browser, seed=4, seats=seats, width=390, height=844) as page:
        snap = load_position(page, session, tmp_path)
        obs = snap["observation"]
        assert obs["board"] == "winter"
        assert page.locator(".k2-space").count() == len(obs["map"]["spaces"]) == 30
        assert page.locator('.k2-space[data-space="W28"]').count() == 1
        assert page.locator(".k2-links line").count() == len(obs["map"]["edges"])
        for zone, cap in obs["map"]["capacity"].items():
            assert page.locator(f'[data-zone-label="{zone}"] [data-capacity="{cap}"]').count() == 1
        assert page.locator(".k2-mountain [data-climber]").count() == 10
        assert page.locator(".k2-player").count() == 5
        assert [page.locator(".k2-player").nth(i).get_attribute("data-seat") for i in range(5)] == \
            ["0", "1", "2", "3", "4"]
        assert len({page.locator(f'.k2-player[data-seat="{i}"] .k2-avatar').evaluate(
            "e => getComputedStyle(e).backgroundColor") for i in range(5)}) == 5
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert_options_marked(page, snap)


def test_a_mountain_click_during_the_secret_choice_says_why_nothing_moves(browser: Any) -> None:
    """Issue 27 (8): during the card choice the mountain has no options; a click on a space asks the host, which says
    that it is the card choice (the climbers move in the actions)."""
    with board(browser, seed=7) as page:
        snap = settle(page)
        assert snap["observation"]["phase"] == "choose"
        page.locator('.k2-space[data-space="S1"]').dispatch_event("click")
        settle(page)
        assert last_sent(page) == {"type": "explain", "action": {"type": "move", "space": "S1"}}
        assert "card choice" in page.locator("[data-notice] .k2-notice-text").inner_text()


def test_undo_after_a_pick(browser: Any) -> None:
    with board(browser, seed=7) as page:
        before = settle(page)
        undo, redo = page.locator('[data-tool="undo"]'), page.locator('[data-tool="redo"]')
        assert undo.is_disabled() and redo.is_disabled()
        card = before["observation"]["hand"][0]
        after = click(page, f"pick {card}")
        assert after["observation"]["picked"] == [card]
        assert page.locator(".k2-picks").get_attribute("data-picked") == card
        assert page.locator(f'.k2-picks [data-card="{card}"]').count() == 1
        assert page.locator(".k2-hand-card").count() == len(before["observation"]["hand"]) - 1
        assert undo.is_enabled()
        undo.click()
        back = settle(page)
        assert last_sent(page) == {"type": "undo"}
        assert back["observation"]["picked"] == []
        assert back["observation"]["hand"] == before["observation"]["hand"]
        assert page.locator(".k2-picks").get_attribute("data-picked") == ""
        assert page.locator(".k2-picks [data-card]").count() == 0
        assert page.locator(".k2-hand-card").count() == len(before["observation"]["hand"])
        assert redo.is_enabled()
        redo.click()
        again = settle(page)
        assert again["observation"]["picked"] == [card]
        assert page.locator(f'.k2-picks [data-card="{card}"]').count() == 1
        assert page.locator(".k2-prompt").inner_text() == again["prompt"]


def test_language_switch(browser: Any) -> None:
    with board(browser, seed=7) as page:
        settle(page)
        expected = Session.start(GAME, players=2, seed=7, seats=SEATS, lang="ja").snapshot()
        english = page.locator('.k2-climber-row[data-climber="a"] .k2-climber-name').first.inner_text()
        page.click('[data-lang="ja"]')
        snap = settle(page)
        assert snap["lang"] == "ja"
        assert page.locator(".k2-prompt").inner_text() == expected["prompt"]
        assert page.locator('[data-lang="ja"]').get_attribute("aria-pressed") == "true"
        assert page.locator(".k2-board").get_attribute("lang") == "ja"
        assert page.locator('[data-tool="undo"]').inner_text() == snap["ui"]["undo"]
        name = page.locator('.k2-climber-row[data-climber="a"] .k2-climber-name').first.inner_text()
        assert name == snap["ui"]["k2.angular"] == "デコボコ" != english
        assert page.locator('.k2-climber-row[data-climber="r"] .k2-climber-name').first.inner_text() == "スベスベ"
        assert page.locator('[data-zone-label="Z5"] .k2-band-name').inner_html() == "6000m以下"
        assert page.locator(".k2-weather .k2-panel-title span").first.inner_text() == snap["ui"]["k2.weather"]
        assert page.locator(".k2-log li").last.inner_text() == snap["log"][-1]
        for entry in snap["legal"]:
            assert entry["label"] in page.locator(f'[data-action="{entry["notation"]}"]').get_attribute("aria-label")
        page.click('[data-lang="en"]')
        assert settle(page)["lang"] == "en"
        assert page.locator('.k2-climber-row[data-climber="a"] .k2-climber-name').first.inner_text() == english


def test_hot_seat_secret_choice(browser: Any) -> None:
    seats = ["human", "human"]
    with board(browser, seed=3, seats=seats) as page:
        snap = settle(page)
        assert sorted(snap["to_act"]) == [0, 1] and snap["viewer"] == 0
        cover = page.locator(".k2-cover")
        assert cover.is_visible() and snap["seats"][0]["name"] in cover.inner_text()
        assert page.locator(".k2-hand-card").count() == 0
        assert page.locator("[data-action]").count() == 0
        page.click("[data-ready]")
        assert not cover.is_visible()
        assert page.locator(".k2-hand-card").count() == 6
        picks = []
        for _ in range(3):
            assert snap["viewer"] == 0 and not cover.is_visible()
            entry = snap["legal"][-1]
            picks.append(entry["action"]["card"])
            snap = click(page, entry["notation"])
        # seat 0 locked its choice: the device goes to seat 1, behind the cover
        assert snap["viewer"] == 1
        assert cover.is_visible()
        assert snap["seats"][1]["name"] in cover.inner_text()
        assert page.locator(".k2-hand-card").count() == 0
        assert page.locator("[data-action]").count() == 0
        assert page.locator(".k2-card").count() == 0
        page.click("[data-ready]")
        assert_options_marked(page, snap)
        obs = snap["observation"]
        assert obs["seats"][0]["locked"] and obs["seats"][0]["played"] is None
        assert obs["picked"] == []
        # seat 1 sees that seat 0 is ready, but not what it chose
        panel = page.locator('.k2-player[data-seat="0"]')
        assert panel.locator("[data-locked]").count() == 1
        assert panel.locator(".k2-played, .k2-card").count() == 0
        assert page.locator(".k2-picks").get_attribute("data-picked") == ""
        assert page.locator(".k2-hand-card").count() == len(obs["hand"]) == 6
        seat0 = snap["seats"][0]["name"]
        mentions = [line for line in snap["log"] if line.startswith(seat0) and "starts" not in line]
        assert mentions == [f"{seat0} is ready."], mentions  # not even how many cards it had picked
        assert page.locator(".k2-log").inner_text().count(f"{seat0} is ready.") == 1
        # seat 1 chooses too; then the cards are revealed to both
        for _ in range(3):
            snap = click(page, snap["legal"][0]["notation"])
        if cover.is_visible():
            page.click("[data-ready]")
        played = page.locator('.k2-player[data-seat="0"] .k2-played').get_attribute("data-played")
        assert sorted(played.split()) == sorted(picks)


def test_keyboard_play(browser: Any) -> None:
    with board(browser, seed=7) as page:
        before = settle(page)
        for _ in range(80):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement && document.activeElement.hasAttribute('data-action')"):
                break
        else:
            raise AssertionError("Tab never reached an option")
        notation = page.evaluate("document.activeElement.dataset.action")
        entry = next(e for e in before["legal"] if e["notation"] == notation)
        assert entry["label"] in page.evaluate("document.activeElement.getAttribute('aria-label')")
        page.keyboard.press("Enter")
        after = settle(page)
        assert last_sent(page) == {"type": "act", "action": entry["action"]}
        assert after["version"] > before["version"]
        # focus stays on the board, so the number keys go on: 1 plays the first option
        assert page.evaluate("document.querySelector('.k2-board').contains(document.activeElement)")
        first = after["legal"][0]
        page.keyboard.press("1")
        settle(page)
        assert last_sent(page) == {"type": "act", "action": first["action"]}


def test_save_and_load(browser: Any, tmp_path: Path) -> None:
    with board(browser, seed=7) as page:
        snap = settle(page)
        for _ in range(4):
            snap = click(page, snap["legal"][0]["notation"])
        saved_at = snap
        with page.expect_download() as download:
            page.click('[data-tool="save"]')
        path = tmp_path / "k2.json"
        download.value.save_as(path)
        assert download.value.suggested_filename.endswith(".json")
        assert json.loads(path.read_text())["game"] == GAME
        page.click('[data-tool="new"]')
        page.click('[data-tool="new-anyway"]')  # the game in progress would be lost: asked first
        fresh = settle(page)
        assert last_sent(page)["type"] == "new_game" and last_sent(page)["game"] == GAME
        assert fresh["observation"]["round"] == 1
        page.set_input_files('[data-tool="file"]', str(path))
        page.wait_for_function("window.board.sent.at(-1)?.type === 'load'")
        loaded = settle(page)
        assert loaded["observation"]["seats"] == saved_at["observation"]["seats"]
        assert loaded["log"] == saved_at["log"]


def test_untrusted_text_stays_text(browser: Any) -> None:
    with board(browser, seed=7) as page:
        settle(page)
        page.evaluate("""() => {
            const snap = structuredClone(window.board.snapshot);
            snap.log.push('<img src=x onerror="window.hacked=1">');
            snap.seats[1].name = '<b id="bold">bot</b>';
            snap.notice = '<script>window.hacked=1</script>';
            snap.prompt = '<i id="it">prompt</i>';
            snap.legal[0].label = '<u id="under">x</u>';
            window.board.model.set('snapshot', snap);
        }""")
        assert page.locator(".k2-board img, .k2-board script, #bold, #it, #under").count() == 0
        assert page.locator(".k2-log li").last.inner_text() == '<img src=x onerror="window.hacked=1">'
        assert page.locator('.k2-player[data-seat="1"] .k2-player-name').inner_text() == '<b id="bold">bot</b>'
        assert page.evaluate("window.hacked") is None


def test_bots_to_move_show_the_thinking_pill(browser: Any) -> None:
    with board(browser, seed=7) as page:
        snap = settle(page)
        busy = page.locator(".k2-busy")
        assert not busy.is_visible()
        page.evaluate("""() => {
            const snap = structuredClone(window.board.snapshot);
            snap.to_act = [1]; snap.legal = [];
            window.board.model.set('snapshot', snap);
        }""")
        assert busy.is_visible()
        assert busy.inner_text() == snap["ui"]["thinking"]
        assert page.locator('.k2-player.is-acting[data-seat="1"]').count() == 1


@pytest.mark.parametrize("where", ["choose", "pool"])
def test_phone_width_has_no_sideways_scroll(browser: Any, where: str) -> None:
    if where == "pool":
        seed, moves, _, _ = find(pool_with_moves)
    else:
        seed, moves = 5, []
    with board(browser, seed=seed, width=390, height=844) as page:
        snap = replay(page, moves)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert page.evaluate("document.querySelector('.k2-board').scrollWidth") <= \
            page.evaluate("document.querySelector('.k2-board').clientWidth")
        assert_options_marked(page, snap)
        for entry in snap["legal"]:
            box = page.locator(f'[data-action="{entry["notation"]}"]').bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390, entry["notation"]
            assert box["width"] >= 32 and box["height"] >= 32, (entry["notation"], box)  # touch-sized
        mountain = page.locator(".k2-mountain-box").bounding_box()
        assert mountain and mountain["width"] >= 340
        for selector in ("[data-tool]:not([data-tool=file])", "[data-lang]"):
            box = page.locator(selector).first.bounding_box()
            assert box and box["height"] >= 34, selector
