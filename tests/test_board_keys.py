"""The keyboard on every board (issue 14 item 10): Tab reaches the first option in a few presses, arrow keys move
between the options of a group (a roving tab stop: one stop per group), Enter acts, and identical cards in a hand are
one stop. One board server and one page for the module; each test loads the board it needs.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.board_harness import BoardServer, settle, watched_page
from tests.browser import ROOT

OPTION = "[data-action], [data-target]"
AXE = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"
# axe's "label in name" (WCAG 2.5.3) alone: tests/test_a11y.py runs every rule on the site's first positions
LABEL_IN_NAME = """async () => {
  const result = await axe.run(document, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 120)}`));
}"""
# (game, players, seed, options, the board's root)
BOARDS = {
    "kami": ("kami", 2, 3, None, ".kami-board"),
    "nanga_parbat": ("nanga_parbat", 2, 3, None, ".np-board"),
    "k2": ("k2", 2, 3, None, ".k2-board"),
    "arnak": ("arnak", 2, 3, None, ".arnak-board"),
}


@pytest.fixture(scope="module")
def page(chromium: Any) -> Iterator[Any]:
    with watched_page(chromium) as page:
        yield page


def open_board(page: Any, server: BoardServer, name: str) -> dict[str, Any]:
    game, players, seed, options, root = BOARDS[name]
    page.goto(server.url(game=game, players=players, seed=seed, seats=["human"] + ["bot:random"] * (players - 1),
                         options=options))
    page.wait_for_function("window.board && (window.board.ready || window.board.error)")
    assert page.evaluate("window.board.error") is None
    page.wait_for_selector(f"{root} :is({OPTION})")
    # the board's start: its root has focus, as after a click on the board's background
    page.evaluate(f"document.querySelector('{root}').focus()")
    return settle(page)


def active() -> str:
    return "document.activeElement"


def tabs_to_first_option(page: Any, limit: int = 40) -> int:
    for n in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate(f"{active()}.matches('{OPTION}')"):
            return n
    raise AssertionError("Tab never reached an option")


MEMBERS = """(group) => [...group.querySelectorAll('[data-roving-item]')]
    .filter((e) => e.closest('[data-roving]') === group)"""


def group_items(page: Any) -> list[str]:
    """The focused element's group's members (the elements the arrows go through), as their places: 0, 1, …"""
    count = page.evaluate(f"() => ({MEMBERS})({active()}.closest('[data-roving]')).length")
    return [str(i) for i in range(count)]


def tab_into_option_group(page: Any) -> None:
    """Tab on until focus is in a group with two options or more."""
    for _ in range(40):
        page.keyboard.press("Tab")
        many = page.evaluate(f"""() => {{ const group = {active()}.closest('[data-roving]');
            return Boolean(group) && group.querySelectorAll(':is({OPTION})[data-roving-item]').length >= 2; }}""")
        if many:
            return
    raise AssertionError("Tab never reached a group of options")


def focused_key(page: Any) -> str | None:
    """The focused element's place in its group ("0", "1", …), None outside a group."""
    return page.evaluate(f"""() => {{ const group = {active()}.closest('[data-roving]');
        return group ? String(({MEMBERS})(group).indexOf({active()})) : null; }}""")


@pytest.mark.parametrize("name", list(BOARDS))
def test_tab_reaches_the_first_option_in_three_presses(page: Any, server: BoardServer, name: str) -> None:
    open_board(page, server, name)
    # before issue 14 item 10: 6 presses on each board (the tools were one stop each)
    assert tabs_to_first_option(page) <= 3


@pytest.mark.parametrize("name", list(BOARDS))
def test_arrow_keys_move_along_a_group_and_enter_acts(page: Any, server: BoardServer, name: str) -> None:
    before = open_board(page, server, name)
    tab_into_option_group(page)
    items = group_items(page)
    # one Tab stop per group: the focused member is the group's only one in the Tab order
    stops = page.evaluate(f"""() => ({MEMBERS})({active()}.closest('[data-roving]'))
        .map((e, i) => [String(i), e.tabIndex]).filter(([, t]) => t >= 0).map(([i]) => i)""")
    assert stops == [focused_key(page)]
    page.keyboard.press("Home")
    assert focused_key(page) == items[0]
    page.keyboard.press("ArrowRight")
    assert focused_key(page) == items[1]
    page.keyboard.press("ArrowDown")
    assert focused_key(page) == items[2 % len(items)]
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowLeft")
    assert focused_key(page) == items[0]
    page.keyboard.press("ArrowLeft")  # round from the first to the last
    assert focused_key(page) == items[-1]
    page.keyboard.press("End")
    assert focused_key(page) == items[-1]
    # Tab leaves the group and Shift+Tab comes back to the member last focused
    page.evaluate(f"window.group = {active()}.closest('[data-roving]')")
    page.keyboard.press("Tab")
    assert page.evaluate(f"{active()}.closest('[data-roving]') !== window.group")
    page.keyboard.press("Shift+Tab")
    assert focused_key(page) == items[-1]
    # the arrows to an option, then Enter acts
    while not page.evaluate(f"{active()}.matches('{OPTION}')"):
        page.keyboard.press("ArrowLeft")
    sent = page.evaluate("window.board.sent.length")
    page.keyboard.press("Enter")
    after = settle(page)
    assert page.evaluate("window.board.sent.length") > sent
    if name != "arnak":  # an Arnak target with several options opens its menu first
        assert after["version"] > before["version"]


def test_identical_cards_are_one_tab_stop(page: Any, server: BoardServer) -> None:
    snap = open_board(page, server, "kami")
    hand = snap["observation"]["hand"]
    assert len(set(hand)) < len(hand)  # the seed deals repeated cards
    repeats = page.locator(".kami-hand-card[data-action-dup]")
    assert repeats.count() == len(hand) - len(set(hand))
    for i in range(repeats.count()):
        assert repeats.nth(i).get_attribute("tabindex") == "-1"
    page.focus(".kami-hand-card[data-action]")
    # the arrows go through each kind of card once, then back to the first
    visited = []
    for _ in range(len(hand)):
        visited.append(page.evaluate(f"{active()}.dataset.card"))
        page.keyboard.press("ArrowRight")
    assert visited[:len(set(hand))] == sorted(set(hand), key=hand.index)
    assert visited[len(set(hand))] == hand[0]
    # Tab leaves the hand: one stop for all its cards
    page.keyboard.press("Tab")
    assert not page.evaluate(f"{active()}.matches('.kami-hand-card')")
    # number keys keep working
    page.keyboard.press("1")
    assert settle(page)["version"] > snap["version"]


@pytest.mark.parametrize("name", list(BOARDS))
def test_names_say_what_options_show_as_the_game_goes_on(page: Any, server: BoardServer, name: str) -> None:
    """A dozen decisions into each game (the first option each time, menus included), every option's name still
    contains the words it shows."""
    snap = open_board(page, server, name)
    page.evaluate(AXE.read_text(encoding="utf-8"))
    for _ in range(12):
        assert page.evaluate(LABEL_IN_NAME) == [], snap["prompt"]
        if snap.get("result") or not snap["legal"]:
            break
        page.locator(f":is({OPTION}, [data-choice], [data-ready]):visible").first.click()
        snap = settle(page)
