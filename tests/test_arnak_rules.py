"""Arnak scenario tests: one per rule and per component other than the cards (setup, travel, dig, discover, site
tiles, idols, guardians, assistants, research on both sides, round end, scoring, hidden information).

Each test sets up a position with tests/arnak_positions.py (edits of g.state) and then drives the game through the
public protocol only (g.apply with notation, g.legal_actions, g.explain). Docstrings quote the rule from the spec
(shared/specs/arnak.md) or the seed guide (shared/seeds/004_*.txt) that the test checks.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import rules
from rules.arnak import data
from tests.arnak_positions import act, game, give, legal, to_turn

RESOURCES = ("coin", "compass", "tablet", "arrowhead", "jewel")


def res(g: Any, seat: int) -> dict[str, int]:
    """Seat's resources, only the non-zero ones."""
    return {k: v for k, v in g.state.players[seat].res.items() if v}


def set_res(g: Any, seat: int, **amounts: int) -> None:
    """Seat holds exactly these resources (every other resource 0)."""
    give(g, seat, res={k: amounts.get(k, 0) for k in RESOURCES})


def site(g: Any, name: str) -> Any:
    return g.state.sites[int(name[1:]) - 1]


def open_site(g: Any, name: str, tile: int, guardian: int = 0) -> None:
    """A discovered level I/II slot with this tile (and guardian), nobody on it."""
    s = site(g, name)
    s.tile, s.guardian, s.idol, s.hidden_idol, s.occupant = tile, guardian, "", "", -1


def top(g: Any) -> dict[str, Any]:
    return g.state.stack[-1]


# ---- setup by player count ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("first", [0, 1])
def test_setup_resources_by_seat(players: int, first: int) -> None:
    """§1: "Starting resources by seat: 1st = 2 coins; 2nd = 1 coin + 1 compass; 3rd = 2 coins + 1 compass; 4th = 1 coin
    + 2 compasses" — counted from the start player, who acts first."""
    g = rules.new_game("arnak", players=players, seed=5, options={"first_player": str(first)})
    expected = [{"coin": 2}, {"coin": 1, "compass": 1}, {"coin": 2, "compass": 1}, {"coin": 1, "compass": 2}]
    for i in range(players):
        assert res(g, (first + i) % players) == expected[i]
    assert g.to_act == [first]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_starting_deck_and_hand(players: int) -> None:
    """§1: starting deck per player Funding car/ship, Exploration car/ship and 2 Fear; "Draw up to a hand of 5"."""
    g = game(players=players, seed=11)
    for p in g.state.players:
        assert len(p.hand) == 5 and len(p.deck) == 1 and not p.play
        assert Counter(p.hand + p.deck) == Counter(["fundcar", "fundship", "explorecar", "exploreship", "fear", "fear"])
        assert p.home == 2 and p.idols == 0 and not p.assistants and p.glass == 0 and p.notebook == 0


@pytest.mark.parametrize("players,blocked", [(2, 5), (3, 3), (4, 0)])
def test_setup_blocking_tiles(players: int, blocked: int) -> None:
    """§2 Blocking tiles: "2 players: block space B at all 5 camps. 3 players: block space B at 3 random camps.
    4 players: none." Space A is never blocked; a blocked space refuses a dig with a reason."""
    seen = set()
    for seed in range(8):
        g = game(players=players, seed=seed)
        camps = g.state.camps
        assert all(spaces[0] == -1 for spaces in camps)
        b_blocked = frozenset(i for i, spaces in enumerate(camps) if spaces[1] == -2)
        assert len(b_blocked) == blocked
        seen.add(b_blocked)
        for i in range(5):
            reason = g.explain(0, f"dig c{i}b")
            assert (reason is not None and "blocked" in reason) == (i in b_blocked)
    if players == 3:
        assert len(seen) > 1  # the 3 blocked camps are drawn at random


@pytest.mark.parametrize("players", [2, 4])
def test_setup_idols(players: int) -> None:
    """§2 Idols: "1 face-up idol on each of the 8 level I slots. On each of the 4 level II slots, 1 face-up and 1
    face-down"; the 16 bonuses are coin ×3, compass ×3, tablet ×3, exile ×3, upgrade ×2, refresh ×2."""
    g = game(players=players, seed=2)
    sites = g.state.sites
    assert all(s.idol and not s.hidden_idol for s in sites[:8])
    assert all(s.idol and s.hidden_idol for s in sites[8:])
    assert all(s.tile == 0 and s.guardian == 0 and s.occupant == -1 for s in sites)
    every = Counter([s.idol for s in sites] + [s.hidden_idol for s in sites[8:]])
    assert every == {"coin": 3, "compass": 3, "tablet": 3, "exile_card": 3, "upgrade": 2, "refresh_assistant": 2}


def test_setup_site_and_guardian_stacks() -> None:
    """§3b/§3c: 10 level I and 6 level II site tiles, 15 guardians, each a shuffled face-down stack."""
    g = game(seed=4)
    st = g.state
    assert sorted(st.tiles["1"]) == list(range(1, 11)) and sorted(st.tiles["2"]) == list(range(1, 7))
    assert sorted(st.guardian_pile) == list(range(1, 16))
    orders = {tuple(game(seed=s).state.guardian_pile) for s in range(4)}
    assert len(orders) > 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_assistant_stacks_bird(players: int) -> None:
    """§3c Assistant setup: "Bird side: 3 stacks of 4" (all 12 assistants); nothing on the research track."""
    st = game(players=players, seed=9).state
    assert [len(s) for s in st.supply] == [4, 4, 4]
    assert sorted(a for s in st.supply for a in s) == list(range(1, 13))
    assert st.rescue == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_assistant_stacks_snake(players: int) -> None:
    """§3c: "Snake side: 1 assistant per player, random, goes on research row 4. The supply gets stacks of 3, 3 and
    the rest." """
    st = game(players=players, temple="snake", seed=9).state
    assert len(st.rescue) == players
    assert [len(s) for s in st.supply] == [3, 3, 12 - players - 6]
    assert sorted(st.rescue + [a for s in st.supply for a in s]) == list(range(1, 13))


BONUS_PLACEMENT = {  # §3 table: space ids holding a bonus tile (+ tiles on Snake 13) and the temple stack size
    ("bird", 2): ({3, 4, 6, 7, 8, 10, 11}, 0, 2),
    ("bird", 3): ({3, 4, 6, 7, 8, 10, 11, 12, 13}, 0, 3),
    ("bird", 4): (set(range(3, 14)), 0, 4),
    ("snake", 2): ({3, 5, 6, 7, 11, 12}, 2, 2),
    ("snake", 3): ({3, 4, 5, 6, 7, 11, 12}, 3, 3),
    ("snake", 4): ({3, 4, 5, 6, 7, 9, 10, 11, 12}, 3, 4),
}


@pytest.mark.parametrize("temple,players", sorted(BONUS_PLACEMENT))
def test_setup_bonus_tiles(temple: str, players: int) -> None:
    """§3 Research bonus tiles: placement per player count by space id (Snake space 13 holds 2-3 tiles), "+ N in the
    temple stack"; tiles drawn from coin, compass, tablet, exile, draw, upgrade ×3 each."""
    singles, on13, in_temple = BONUS_PLACEMENT[(temple, players)]
    st = game(players=players, temple=temple, seed=1).state
    keys = {k for k in st.bonus if k != "temple"}
    if on13:
        assert len(st.bonus["13"]) == on13
        keys.remove("13")
    assert {int(k) for k in keys} == singles
    assert all(len(st.bonus[k]) == 1 for k in keys)
    assert len(st.bonus["temple"]) == in_temple
    drawn = Counter(t for v in st.bonus.values() for t in v)
    assert all(drawn[k] <= 3 for k in drawn) and set(drawn) <= set(data.BOARD["bonus_tiles"]["distribution"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_temple_stacks_and_arrivals(players: int) -> None:
    """§3: "Each [temple tile] stack holds as many tiles as there are players"; arrival scores 23/21/20/19."""
    st = game(players=players, seed=1).state
    assert st.temple_stacks == [players] * 6
    assert st.arrivals == [23, 21, 20, 19]
    assert all(p.temple_vp == 0 for p in st.players)


def test_setup_card_row() -> None:
    """§1 Card row: "In round r there are r artifacts left of the staff and 6−r items right of it: 1+5" in round 1;
    the rest of each deck stays face down."""
    st = game(seed=3).state
    assert len(st.row_artifacts) == 1 and len(st.row_items) == 5
    assert all(c.startswith("A") for c in st.row_artifacts) and all(c.startswith("I") for c in st.row_items)
    assert len(st.artifact_deck) == 34 and len(st.item_deck) == 35
    assert set(st.row_items + st.item_deck) == set(data.ITEMS)
    assert set(st.row_artifacts + st.artifact_deck) == set(data.ARTIFACTS)
