"""The keyboard on every board (issue 14 item 10): Tab reaches the first option in a few presses, arrow keys move
between the options of a group (a roving tab stop: one stop per group), Enter acts, and identical cards in a hand are
one stop. One board server and one page for the module; each test loads the board it needs.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tests.board_harness import BoardServer, settle

OPTION = "[data-action], [data-target]"
# (game, players, seed, options, the board's root)
BOARDS = {
    "kami": ("kami", 2, 3, None, ".kami-board"),
    "nanga_parbat": ("nanga_parbat", 2, 3, None, ".np-board"),
    "k2": ("k2", 2, 3, None, ".k2-board"),
    "arnak": ("arnak", 2, 3, None, ".arnak-board"),
}


@pytest.fixture(scope="module")
def server() -> Iterator[BoardServer]:
    server = BoardServer()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def page(chromium: Any) -> Iterator[Any]:
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page
    page.close()
    assert not errors, errors


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


def group_items(page: Any) -> list[str]:
    """The data-keys of the focused element's group, in order (its roving items)."""
    return page.evaluate(f"""() => {{
        const group = {active()}.closest('[data-roving]');
        if (!group) return [];
        return [...group.querySelectorAll('[data-roving-item]')].filter((e) => e.closest('[data-roving]') === group)
            .map((e) => e.dataset.key);
    }}""")


@pytest.mark.parametrize("name", list(BOARDS))
def test_tab_reaches_the_first_option_in_three_presses(page: Any, server: BoardServer, name: str) -> None:
    open_board(page, server, name)
    n = tabs_to_first_option(page)
    print("TABS", name, n)
    assert n <= 3


@pytest.mark.parametrize("name", list(BOARDS))
def test_arrow_keys_move_along_a_group_and_enter_acts(page: Any, server: BoardServer, name: str) -> None:
    before = open_board(page, server, name)
    tabs_to_first_option(page)
    items = group_items(page)
    assert len(items) >= 2, items
    first = page.evaluate(f"{active()}.dataset.key")
    assert first == items[0]
    # one Tab stop per group: the focused item is the group's only one with tabindex 0
    stops = page.evaluate(f"""() => [...{active()}.closest('[data-roving]').querySelectorAll('[data-roving-item]')]
        .filter((e) => e.tabIndex >= 0).length""")
    assert stops == 1
    page.keyboard.press("ArrowRight")
    assert page.evaluate(f"{active()}.dataset.key") == items[1]
    page.keyboard.press("ArrowDown")
    assert page.evaluate(f"{active()}.dataset.key") == items[min(2, len(items) - 1)]
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")
    assert page.evaluate(f"{active()}.dataset.key") == items[0]
    page.keyboard.press("End")
    assert page.evaluate(f"{active()}.dataset.key") == items[-1]
    page.keyboard.press("Home")
    assert page.evaluate(f"{active()}.dataset.key") == items[0]
    page.keyboard.press("ArrowRight")
    focused = page.evaluate(f"""() => {{ const e = {active()};
        return e.dataset.action ?? e.dataset.target ?? e.dataset.actionDup ?? e.dataset.targetDup ?? null; }}""")
    # Tab leaves the group and Shift+Tab comes back to the item last focused
    page.keyboard.press("Tab")
    assert page.evaluate(f"{active()}.dataset.key") != items[1]
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(f"{active()}.dataset.key") == items[1]
    if focused is None:
        return
    page.keyboard.press("Enter")
    after = settle(page)
    assert after["version"] > before["version"]
    sent = page.evaluate("window.board.sent.filter((m) => m.type === 'act' || m.type === 'choose')")
    assert sent, "Enter did nothing"


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
