"""Motion on every board (issue 14 item 5): after a move, the pieces it displaced travel from where they were to where
they are (Web Animations, common/motion.js), any key or click finishes them at once, and under
`prefers-reduced-motion: reduce` nothing travels.

The page's animations run 50 times slower (the DevTools protocol's playback rate, a browser setting: the boards' code
is unchanged), so that a travel is still under way when the test looks at it: no timing assertion. A travel is checked
by where it starts: put back at its start, the piece's box is centred where the piece was before the move.
One board server and one page for the module; each test loads the board it needs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.board_harness import BoardServer, open_against_bots, settle, watched_page

RATE = 0.02  # the pages' animation speed: a 320 ms travel lasts 16 s
NEAR = 12  # px: a piece's box centre at the travel's start and before the move (a hovered card is lifted)

# the running travels: for each, its piece's identity and, put back at the travel's start, the centre of its box
# (page coordinates)
TRAVELS = """() => document.getAnimations().filter((a) => a.id === 'motion' && a.playState === 'running').map((a) => {
  a.currentTime = 0;
  const r = a.effect.target.getBoundingClientRect();
  return { motion: a.effect.target.getAttribute('data-motion'), x: r.left + scrollX + r.width / 2,
           y: r.top + scrollY + r.height / 2,
           mark: a.effect.target.hasAttribute('data-probe') };
})"""
# travels not at their end (none running, none paused half-way)
UNFINISHED = "() => document.getAnimations().filter((a) => a.id === 'motion' && a.playState !== 'finished').length"
# any animation still under way on a piece (a travel, or a CSS one that would stand in for it)
MOVING = """() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.target
  && a.effect.target.closest('[data-motion]') && a.effect.getTiming().iterations !== Infinity).length"""


@pytest.fixture(scope="module")
def page(chromium: Any) -> Iterator[Any]:
    with watched_page(chromium) as page:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Animation.enable")
        cdp.send("Animation.setPlaybackRate", {"playbackRate": RATE})
        yield page
        page.emulate_media(reduced_motion="no-preference")


def centre(page: Any, selector: str) -> tuple[float, float]:
    """The centre of the selector's first element, in page coordinates (a click may scroll the page)."""
    x, y = page.locator(selector).first.evaluate("""(el) => {
      const r = el.getBoundingClientRect();
      return [r.left + scrollX + r.width / 2, r.top + scrollY + r.height / 2];
    }""")
    return x, y


def act(page: Any, notation: str) -> dict[str, Any]:
    page.locator(f'[data-action="{notation}"]').first.click()
    snap = settle(page)
    assert page.evaluate("window.board.error") is None
    return snap


# Each scenario plays to a move and returns (the piece's selector after the move, where it was before the move).
Scenario = Callable[[Any, BoardServer], tuple[str, tuple[float, float]]]


def kami(page: Any, server: BoardServer) -> tuple[str, tuple[float, float]]:
    """A Gold Dragon placed face down: from the hand to the viewer's defence row (seed 3: one G in the hand)."""
    open_against_bots(page, server, "kami", 3)
    was = centre(page, '[data-action="hide G"] .kami-card')
    act(page, "hide G")
    return '.kami-seat.is-viewer .kami-rows .kami-card[data-card="G"]', was


def nanga_parbat(page: Any, server: BoardServer) -> tuple[str, tuple[float, float]]:
    """A trap at 6.1: a hiker leaves the player's supply for the section (and the yak goes to the animal board)."""
    open_against_bots(page, server, "nanga_parbat", 3)
    was = centre(page, '.np-player[data-seat="0"] [data-stat="hikers"] svg')
    act(page, "trap 6.1")
    return '[data-section="6.1"] .np-hiker', was


def k2(page: Any, server: BoardServer) -> tuple[str, tuple[float, float]]:
    """Three cards chosen and given; then the angular climber climbs from the Base camp to S1."""
    snap = open_against_bots(page, server, "k2", 3)
    while not any(e["notation"] == "move S1" for e in snap["legal"]):
        snap = act(page, snap["legal"][0]["notation"])
    was = centre(page, '[data-climber="0:a"]')
    act(page, "move S1")
    return '[data-climber="0:a"]', was


def arnak(page: Any, server: BoardServer) -> tuple[str, tuple[float, float]]:
    """A card played: from the hand to the play area."""
    open_against_bots(page, server, "arnak", 3)
    was = centre(page, '.arnak-player[data-seat="0"] .arnak-zone.is-hand [data-card="fundship"]')
    page.locator('[data-target="card:fundship"]').first.click()
    settle(page)
    return '.arnak-player[data-seat="0"] .arnak-zone.is-play [data-card="fundship"]', was


SCENARIOS: dict[str, Scenario] = {"kami": kami, "nanga_parbat": nanga_parbat, "k2": k2, "arnak": arnak}


@pytest.mark.parametrize("game", list(SCENARIOS))
def test_a_moved_piece_travels_from_where_it_was_and_a_key_finishes_it(page: Any, server: BoardServer,
                                                                       game: str) -> None:
    page.emulate_media(reduced_motion="no-preference")
    selector, was = SCENARIOS[game](page, server)
    piece = page.locator(selector)
    assert piece.count() == 1, selector
    piece.evaluate("(el) => el.setAttribute('data-probe', '')")
    travels = [t for t in page.evaluate(TRAVELS) if t["mark"]]
    assert len(travels) == 1, page.evaluate(TRAVELS)
    start = travels[0]
    # where it was (give or take a highlighted card's lift under the pointer), not where it is now
    assert abs(start["x"] - was[0]) < NEAR and abs(start["y"] - was[1]) < NEAR, (start, was)
    page.keyboard.press("Shift")  # any key: every travel ends at once
    assert page.evaluate(TRAVELS) == []
    assert page.evaluate(UNFINISHED) == 0
    now = centre(page, selector)
    assert abs(now[0] - was[0]) + abs(now[1] - was[1]) > 4 * NEAR, (now, was)


def test_a_click_anywhere_finishes_the_travels(page: Any, server: BoardServer) -> None:
    page.emulate_media(reduced_motion="no-preference")
    nanga_parbat(page, server)
    assert page.evaluate(TRAVELS)
    page.mouse.click(2, 2)  # the page's margin: no option, nothing sent
    assert page.evaluate(TRAVELS) == []
    assert page.evaluate("window.board.pending") == 0


@pytest.mark.parametrize("game", list(SCENARIOS))
def test_reduced_motion_moves_nothing(page: Any, server: BoardServer, game: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    selector, _ = SCENARIOS[game](page, server)
    assert page.locator(selector).count() == 1  # the move was made: the piece is at its new place at once
    assert page.evaluate("document.getAnimations().filter((a) => a.id === 'motion').length") == 0
    assert page.evaluate(MOVING) == 0


# every piece named by a card shows that card: [identity, the card it shows] of those that do not
UNSHOWN = """() => [...document.querySelectorAll('[data-motion^="card:"]')].map((el) => {
  const shown = el.getAttribute('data-card') ?? el.querySelector('[data-card]')?.getAttribute('data-card');
  return [el.getAttribute('data-motion'), shown];
}).filter(([motion, shown]) => motion.split(':').at(-1) !== shown)"""


@pytest.mark.parametrize("game", ["kami", "arnak"])
def test_a_hidden_card_travels_without_its_name(page: Any, server: BoardServer, game: str) -> None:
    """A card named in an identity is a card the viewer sees; another's face-down cards are only "back:<seat>"."""
    page.emulate_media(reduced_motion="no-preference")
    snap = open_against_bots(page, server, game, 4, players=3)
    backs = 0
    for _ in range(6):
        assert page.evaluate(UNSHOWN) == []
        hidden = page.evaluate("""() => [...document.querySelectorAll('[data-motion]')]
          .filter((el) => !el.closest('[data-card]') && !el.querySelector('[data-card]')
            && /^(card|back):/.test(el.getAttribute('data-motion')))
          .map((el) => el.getAttribute('data-motion'))""")
        assert all(m.startswith("back:") for m in hidden), hidden
        backs += len(hidden)
        if not snap["legal"]:
            break
        entry = next((e for e in snap["legal"] if e["action"].get("type") != "pass"), snap["legal"][0])
        found = page.locator(f'[data-action="{entry["notation"]}"]')
        (found if found.count() else page.locator(f'[data-target="{entry["target"]}"]')).first.click()
        snap = settle(page)
        page.keyboard.press("Shift")
    assert backs > 0  # the other hands were on the board, by their backs


def test_a_click_on_a_sliding_card_plays_that_card(page: Any, server: BoardServer) -> None:
    """The hand closes up after a card leaves it; a click on a card still sliding acts on the card it was pressed on
    (the click ends the travels as it is let go, not under the pointer as it is pressed)."""
    page.emulate_media(reduced_motion="no-preference")
    kami(page, server)
    snap = settle(page)
    # a hand card seen where it was, so far from its new place that its old centre is outside its button now
    sliding = page.evaluate("""() => document.getAnimations().filter((a) => a.id === 'motion'
        && a.playState === 'running' && a.effect.target.closest('.kami-hand-card[data-action]')).map((a) => {
      const button = a.effect.target.closest('.kami-hand-card');
      const now = button.getBoundingClientRect();
      a.currentTime = 0;
      const r = a.effect.target.getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      return { action: button.getAttribute('data-action'), x, y, away: x < now.left || x > now.right };
    }).filter((s) => s.away)[0]""")
    assert sliding, "no hand card slid out of its button's place"
    page.mouse.click(sliding["x"], sliding["y"])
    settle(page)
    sent = page.evaluate("window.board.sent.at(-1)")
    entry = next(e for e in snap["legal"] if e["notation"] == sliding["action"])
    assert sent["type"] == "act" and sent["action"] == entry["action"], (sent, sliding)
