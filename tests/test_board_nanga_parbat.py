"""The Nanga Parbat board front-end (widgets/static/nanga_parbat.js) in a real headless Chromium.

The board is served by tests/board_harness.py (game="nanga_parbat"), whose page gives the
module the anywidget model interface and answers its messages with rules.session.Session, as
the hosts do. Positions are reached by clicking: a seeded, simple policy for seat 0 is first
played in Python to find a seed and the clicks that lead to the position a test needs (the bot
answers the same way in both, so the browser reaches the same position).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from rules.session import Session
from tests.board_harness import board_page, click, last_sent, settle

GAME = "nanga_parbat"
MODULE = Path(__file__).resolve().parents[1] / "widgets" / "static" / "nanga_parbat.js"
SEATS = ["human", "bot:rule"]
Snap = dict[str, Any]


@pytest.fixture
def browser(chromium: Any) -> Any:
    return chromium


@contextmanager
def board(browser: Any, seed: int = 1, seats: list[str] | None = None, lang: str = "en", width: int = 1280,
          height: int = 800) -> Iterator[Any]:
    """A page showing a fresh game; JavaScript errors fail the test."""
    with board_page(browser, GAME, ".np-board", seed=seed, seats=seats or SEATS, lang=lang, width=width,
                    height=height) as page:
        yield page


MARKS = """(legal) => legal.map(({notation, label}) => {
    const found = [...document.querySelectorAll('[data-action]')].filter(e => e.dataset.action === notation);
    const e = found[0];
    return {notation, count: found.length, label: e ? e.getAttribute('aria-label') : null,
            button: e ? (e.tagName === 'BUTTON' ||
                         (e.getAttribute('role') === 'button' && e.hasAttribute('tabindex'))) : false};
})"""


def assert_options_marked(page: Any, snap: Snap) -> None:
    """Each legal option: exactly one element with its data-action, a button named by its label."""
    legal = [{"notation": e["notation"], "label": e["label"]} for e in snap["legal"]]
    for mark, entry in zip(page.evaluate(MARKS, legal), legal, strict=True):
        assert mark["count"] == 1, mark
        assert mark["button"], mark
        assert entry["label"] in mark["label"], mark  # the name says what the option does (and what it shows)
    assert page.locator("[data-action]").count() == len(snap["legal"])


# ---- positions, found in Python --------------------------------------------------------

def walk(seed: int, want: Callable[[Snap], bool], limit: int = 200) -> tuple[list[str], Snap, Session] | None:
    """Seat 0 traps at random and ends its turns (never claims), until `want(snapshot)`."""
    session = Session.start(GAME, players=2, seed=seed, seats=SEATS)
    rng = random.Random(seed)
    moves: list[str] = []
    snap = session.snapshot()
    while not snap["result"] and len(moves) < limit:
        if want(snap):
            return moves, snap, session
        legal = snap["legal"]
        pool = ([e for e in legal if e["action"]["type"] in ("guide", "trap")]
                or [e for e in legal if e["action"]["type"] == "end_turn"]
                or [e for e in legal if e["action"]["type"] != "cancel"])
        entry = rng.choice(pool)
        moves.append(entry["notation"])
        snap = session.handle({"type": "act", "action": entry["action"]})["snapshot"]
        assert not snap["notice"], snap["notice"]
    return None


def find(want: Callable[[Snap], bool]) -> tuple[int, list[str], Snap, Session]:
    for seed in range(1, 80):
        found = walk(seed, want)
        if found:
            return (seed, *found)
    raise AssertionError("no seed reaches the wanted position")


def notations(snap: Snap) -> set[str]:
    return {e["notation"] for e in snap["legal"]}


def trap_step(snap: Snap) -> bool:
    obs = snap["observation"]
    return snap["to_act"] == [0] and obs["step"] == "trap" and obs["pending"] is None


def replay(page: Any, moves: list[str]) -> Snap:
    snap = settle(page)
    for move in moves:
        snap = click(page, move)
    return snap


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
    assert ".np-board" in source


def test_renders_mountain_boards_and_chart(browser: Any) -> None:
    with board(browser, seed=5) as page:
        snap = settle(page)
        obs = snap["observation"]
        root = page.locator(".np-board")
        assert root.get_attribute("data-version") == str(snap["version"])
        assert page.locator(".np-sec").count() == 36
        assert page.locator(".np-flag").count() == 6
        assert page.locator(".np-links line").count() == len(obs["between_links"])
        assert page.locator(".np-aboard").count() == 2
        assert page.locator(".np-aboard .np-slot").count() == 2 * 6 * 2
        assert page.locator(".np-square").count() == 15
        for square in obs["chart"]:
            cell = page.locator(f'.np-square[data-square="{square["row"]}:{square["column"]}"]')
            assert cell.inner_text().strip() == str(square["points"])
        for sec in obs["sections"]:
            assert page.locator(f'.np-sec[data-section="{sec["id"]}"]').get_attribute("data-piece") == sec["animal"]
        assert page.locator(".np-player").count() == 2
        assert page.locator('.np-player.is-viewer[data-seat="0"]').count() == 1
        assert page.locator(".np-player.is-acting").count() == len(snap["to_act"])
        assert page.locator(".np-prompt").inner_text() == snap["prompt"]
        assert page.locator(".np-track-one .np-marker").count() == 2
        if obs["guide"]:
            assert page.locator(f'[data-guide="{obs["guide"]}"]').count() == 1
        assert_options_marked(page, snap)


def test_full_game_against_the_rule_bot_by_clicks(browser: Any) -> None:
    rng = random.Random(4)
    with board(browser, seed=9) as page:
        snap = settle(page)
        for _ in range(600):
            if snap["result"]:
                break
            assert_options_marked(page, snap)
            pool = [e for e in snap["legal"] if e["action"]["type"] != "cancel"] or snap["legal"]
            snap = click(page, rng.choice(pool)["notation"])
            assert page.locator(".np-board").get_attribute("data-version") == str(snap["version"])
        assert snap["result"], "the game did not end"
        result = page.locator("[data-result]")
        result.wait_for()
        text = result.inner_text()
        assert snap["prompt"] in text
        for seat, score in enumerate(snap["result"]["scores"]):
            row = result.locator(f'.np-result-row[data-seat="{seat}"]')
            assert snap["seats"][seat]["name"] in row.inner_text()
            assert str(score) in row.inner_text()
        for winner in snap["result"]["winners"]:
            assert "is-winner" in (result.locator(f'.np-result-row[data-seat="{winner}"]').get_attribute("class") or "")
        assert page.locator("[data-action]").count() == 0
        assert page.locator(".np-square.is-taken").count() == sum(1 for q in snap["observation"]["chart"] if q["owner"]
                                                                   is not None)


def test_illegal_clicks_show_why(browser: Any) -> None:
    def wanted(snap: Snap) -> bool:
        obs = snap["observation"]
        return trap_step(snap) and any(s["animal"] and s["id"] not in obs["trap_sections"] for s in obs["sections"])

    seed, moves, snap, session = find(wanted)
    obs = snap["observation"]
    wrong = next(s["id"] for s in obs["sections"] if s["animal"] and s["id"] not in obs["trap_sections"])
    action = {"type": "trap", "section": wrong}
    reason = session.handle({"type": "explain", "action": action})["snapshot"]["notice"]
    assert f"({obs['guide']})" in reason
    bharal = {"type": "power", "animal": "bharal"}
    no_power = session.handle({"type": "explain", "action": bharal})["snapshot"]["notice"]
    with board(browser, seed=seed) as page:
        replay(page, moves)
        notice = page.locator("[data-notice]")
        assert notice.get_attribute("aria-live") == "polite"
        page.locator(f'.np-sec[data-section="{wrong}"]').click()
        settle(page)
        assert last_sent(page) == {"type": "explain", "action": action}
        assert notice.locator(".np-notice-text").inner_text() == reason
        assert notice.is_visible()
        page.click('[data-key="notice:close"]')
        assert notice.locator(".np-notice-text").inner_text() == ""
        # an animal with no power, on the viewer's own animal board
        page.click('.np-aboard[data-board="0"] .np-slot[data-animal="bharal"][data-used="false"]')
        settle(page)
        assert last_sent(page) == {"type": "explain", "action": bharal}
        assert notice.locator(".np-notice-text").inner_text() == no_power


def test_camps_claim_step_by_step(browser: Any) -> None:
    seed, moves, snap, _ = find(lambda snap: "claim camps" in notations(snap))
    with board(browser, seed=seed) as page:
        snap = replay(page, moves)
        cubes = snap["observation"]["cubes_left"][0]
        # the chart row offers the claim too, as a second button
        assert page.locator('.np-chart-head[data-row="camps"]').get_attribute("data-action-dup") == "claim camps"
        snap = click(page, "claim camps")
        assert snap["observation"]["pending"] == {"kind": "claim", "row": "camps", "picks": []}
        assert page.locator('.np-chart-row.is-active[data-row="camps"]').count() == 1
        assert page.locator(".np-chosen").get_attribute("data-chosen") == "0"
        assert "cancel" in notations(snap)
        assert page.locator(".np-prompt").inner_text() == snap["prompt"]
        picked: list[str] = []
        confirmed = False
        for _ in range(8):
            pending = snap["observation"]["pending"]
            if pending is None:
                break
            assert_options_marked(page, snap)
            picks = [e for e in snap["legal"] if e["action"]["type"] == "pick"]
            for entry in picks:  # each legal pick is one of the viewer's hikers, highlighted
                sec = page.locator(f'.np-sec[data-section="{entry["action"]["section"]}"]')
                assert sec.get_attribute("data-piece") == "hiker" and sec.get_attribute("data-owner") == "0"
                assert "is-legal" in (sec.get_attribute("class") or "")
            if "confirm" in notations(snap) and picked:
                snap = click(page, "confirm")
                confirmed = True
                break
            section = picks[0]["action"]["section"]
            snap = click(page, f"pick {section}")
            picked.append(section)
            if snap["observation"]["pending"]:
                assert snap["observation"]["pending"]["picks"] == picked
                assert page.locator(".np-sec.is-picked").count() == len(picked)
                assert page.locator(f'.np-sec.is-picked[data-section="{section}"]').count() == 1
                assert page.locator(".np-chosen").get_attribute("data-chosen") == str(len(picked))
                assert page.locator(f'.np-chosen [data-pick="{section}"]').count() == 1
        assert snap["observation"]["pending"] is None
        obs = snap["observation"]
        assert obs["cubes_left"][0] == cubes - 1
        for section in picked:
            sec = page.locator(f'.np-sec[data-section="{section}"]')
            assert sec.get_attribute("data-piece") == "camp" and sec.get_attribute("data-owner") == "0"
        owned = [q for q in obs["chart"] if q["row"] == "camps" and q["owner"] == 0]
        assert len(owned) == 1 and owned[0]["count"] == len(picked)
        assert page.locator('.np-square.is-taken[data-owner="0"]').count() == 1
        assert confirmed or len(picked) >= 3


def test_yak_power_step_by_step_with_cancel(browser: Any) -> None:
    seed, moves, snap, _ = find(lambda snap: "power yak" in notations(snap))
    guide = snap["observation"]["guide"]
    with board(browser, seed=seed) as page:
        snap = replay(page, moves)
        yak = page.locator('.np-aboard[data-board="0"] .np-slot[data-animal="yak"][data-used="false"]')
        assert yak.get_attribute("data-action-dup") == "power yak"
        # Escape cancels an unfinished power
        snap = click(page, "power yak")
        assert snap["observation"]["pending"]["kind"] == "power"
        page.locator(".np-board").focus()
        page.keyboard.press("Escape")
        snap = settle(page)
        assert last_sent(page) == {"type": "act", "action": {"type": "cancel"}}
        assert snap["observation"]["pending"] is None
        # again, from the animal board this time, then a region flag
        yak.click()
        snap = settle(page)
        assert snap["observation"]["pending"] == {"kind": "power", "animal": "yak", "picks": []}
        assert page.locator(".np-chosen").count() == 1
        regions = sorted(e["action"]["region"] for e in snap["legal"] if e["action"]["type"] == "pick")
        assert regions == [r for r in range(1, 7) if r != guide]
        assert page.locator(".np-flag[data-action]").count() == 5
        assert page.locator(f'.np-flag[data-flag="{guide}"]').get_attribute("data-action") is None
        assert_options_marked(page, snap)
        # the guide's own region is no option: the host says why
        page.locator(f'.np-flag[data-flag="{guide}"]').click()
        settle(page)
        assert last_sent(page) == {"type": "explain", "action": {"type": "pick", "region": guide}}
        assert page.locator("[data-notice] .np-notice-text").inner_text()
        target = regions[0]
        snap = click(page, f"pick region {target}")
        obs = snap["observation"]
        assert obs["guide"] == target and obs["pending"] is None
        assert page.locator(f'[data-guide="{target}"]').count() == 1
        assert obs["animal_boards"][0]["yak"]["used"] >= 1
        used = page.locator('.np-aboard[data-board="0"] .np-slot[data-animal="yak"][data-used="true"]')
        assert used.get_attribute("data-count") == str(obs["animal_boards"][0]["yak"]["used"])


def _undoable_trap() -> tuple[int, list[str], str]:
    """A trap step where one trap leaves the turn open (an animal with a power to use), so it can be undone."""
    def wanted(snap: Snap) -> bool:
        return trap_step(snap) and snap["observation"]["turns"][0] >= 1

    for seed in range(1, 40):
        found = walk(seed, wanted)
        if not found:
            continue
        moves, snap, _ = found
        for entry in snap["legal"]:
            if entry["action"]["type"] != "trap":
                continue
            probe = Session.start(GAME, players=2, seed=seed, seats=SEATS)
            for move in moves:
                probe.handle({"type": "act", "action": move})
            after = probe.handle({"type": "act", "action": entry["action"]})["snapshot"]
            if after["to_act"] == [0] and after["can_undo"]:
                return seed, moves, entry["notation"]
    raise AssertionError("no undoable trap found")


def test_undo_and_redo_buttons(browser: Any) -> None:
    seed, moves, trap = _undoable_trap()
    with board(browser, seed=seed) as page:
        before = replay(page, moves)
        undo, redo = page.locator('[data-tool="undo"]'), page.locator('[data-tool="redo"]')
        assert redo.is_disabled()
        section = trap.split()[1]
        played = click(page, trap)
        assert played["observation"]["trapped"]
        assert page.locator(f'.np-sec[data-section="{section}"]').get_attribute("data-piece") == "hiker"
        assert undo.is_enabled()
        undo.click()
        back = settle(page)
        assert back["observation"]["sections"] == before["observation"]["sections"]
        assert page.locator(f'.np-sec[data-section="{section}"]').get_attribute("data-piece") != "hiker"
        assert redo.is_enabled()
        redo.click()
        again = settle(page)
        assert again["observation"]["trapped"]
        assert page.locator(f'.np-sec[data-section="{section}"]').get_attribute("data-piece") == "hiker"
        assert page.locator(".np-prompt").inner_text() == again["prompt"]


def test_language_switch(browser: Any) -> None:
    with board(browser, seed=7) as page:
        settle(page)
        expected = Session.start(GAME, players=2, seed=7, seats=SEATS, lang="ja").snapshot()
        page.click('[data-lang="ja"]')
        snap = settle(page)
        assert snap["lang"] == "ja"
        assert page.locator(".np-prompt").inner_text() == expected["prompt"]
        assert page.locator('[data-lang="ja"]').get_attribute("aria-pressed") == "true"
        assert page.locator(".np-board").get_attribute("lang") == "ja"
        assert page.locator('[data-tool="undo"]').inner_text() == snap["ui"]["undo"]
        assert page.locator(".np-title").inner_text() == "ナンガパルバット"
        assert page.locator('.np-chart-head[data-row="camps"]').inner_text() == "キャンプ"
        assert page.locator('.np-token[data-animal="yak"] .np-mark').first.inner_html() == "ヤ"
        yak = page.locator('.np-aboard[data-board="0"] .np-slot[data-animal="yak"][data-used="false"]')
        assert "ヤク" in (yak.get_attribute("aria-label") or "")
        for entry in snap["legal"]:
            assert entry["label"] in page.locator(f'[data-action="{entry["notation"]}"]').get_attribute("aria-label")
        page.click('[data-lang="en"]')
        assert settle(page)["lang"] == "en"
        assert page.locator(".np-title").inner_text() == "Nanga Parbat"


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
        label = page.evaluate("document.activeElement.getAttribute('aria-label')")
        entry = next(e for e in before["legal"] if e["notation"] == notation)
        assert entry["label"] in label
        page.keyboard.press("Enter")
        after = settle(page)
        assert last_sent(page) == {"type": "act", "action": entry["action"]}
        assert after["version"] > before["version"]
        # focus stays on the board, so the number keys go on: 1 plays the first option
        assert page.evaluate("document.querySelector('.np-board').contains(document.activeElement)")
        first = after["legal"][0]
        page.keyboard.press("1")
        settle(page)
        assert last_sent(page) == {"type": "act", "action": first["action"]}
        # Space works on a focused section too
        snap = settle(page)
        target = next((e for e in snap["legal"] if e["target"].startswith("section:")), None)
        if target:
            page.locator(f'[data-action="{target["notation"]}"]').focus()
            page.keyboard.press(" ")
            settle(page)
            assert last_sent(page) == {"type": "act", "action": target["action"]}


def test_save_and_load(browser: Any, tmp_path: Path) -> None:
    with board(browser, seed=7) as page:
        snap = settle(page)
        for _ in range(3):
            snap = click(page, snap["legal"][0]["notation"])
        saved_at = snap
        with page.expect_download() as download:
            page.click('[data-tool="save"]')
        path = tmp_path / "nanga.json"
        download.value.save_as(path)
        assert download.value.suggested_filename.endswith(".json")
        assert json.loads(path.read_text())["game"] == GAME
        page.click('[data-tool="new"]')
        page.click('[data-tool="new-anyway"]')  # the game in progress would be lost: asked first
        fresh = settle(page)
        assert last_sent(page)["type"] == "new_game" and last_sent(page)["game"] == GAME
        assert fresh["log"] != saved_at["log"]
        page.set_input_files('[data-tool="file"]', str(path))
        page.wait_for_function("window.board.sent.at(-1).type === 'load'")
        loaded = settle(page)
        assert loaded["observation"]["sections"] == saved_at["observation"]["sections"]
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
            window.board.model.set('snapshot', snap);
        }""")
        assert page.locator(".np-board img, .np-board script, #bold, #it").count() == 0
        assert page.locator(".np-log li").last.inner_text() == '<img src=x onerror="window.hacked=1">'
        assert page.evaluate("window.hacked") is None


def test_bots_to_move_show_the_thinking_pill(browser: Any) -> None:
    with board(browser, seed=7) as page:
        snap = settle(page)
        busy = page.locator(".np-busy")
        assert not busy.is_visible()
        page.evaluate("""() => {
            const snap = structuredClone(window.board.snapshot);
            snap.to_act = [1]; snap.legal = [];
            window.board.model.set('snapshot', snap);
        }""")
        assert busy.is_visible()
        assert busy.inner_text() == snap["ui"]["thinking"]
        assert page.locator('.np-player.is-acting[data-seat="1"]').count() == 1


def test_phone_width_has_no_sideways_scroll(browser: Any) -> None:
    seed, moves, _, _ = find(trap_step)
    with board(browser, seed=seed, width=390, height=844) as page:
        snap = replay(page, moves)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        trap = next(e for e in snap["legal"] if e["action"]["type"] == "trap")
        size = page.locator(f'[data-action="{trap["notation"]}"]').bounding_box()
        assert size and size["width"] >= 30 and size["height"] >= 36  # touch-sized hexes
        for selector in (".np-option", ".np-slot", ".np-chart-head", "[data-tool]:not([data-tool=file])"):
            if page.locator(selector).count():
                box = page.locator(selector).first.bounding_box()
                assert box and box["height"] >= 40, selector
