"""Chosen Nanga Parbat positions, set up readably by editing g.state consistently.

Pieces on sections: an animal id ('yak', 'red_panda', ...), 'h0'/'h1' a hiker of seat 0/1, 'c0'/'c1' a camp.
Animal boards: names, '*' marking an activated one, e.g. {0: ["yak", "yak*", "bharal"]}.

    g = position({"1.1": "h0", "1.2": "h0", "1.3": "h0"}, guide=1, turn=0, trapped=True)
    play(g, "claim camps", "pick 1.1", "pick 1.2", "pick 1.3")

Sections a position does not name keep the seed's animals (or all hold `fill`). The counters
(hikers, camps and cubes left, turns taken) follow from the pieces unless given.
"""

from __future__ import annotations

from typing import Any

import rules
from rules.nanga_parbat import NangaParbatGame
from rules.nanga_parbat.board import ANIMALS, COLUMNS, CUBES, HIKERS, INDEX, ROW_INDEX, SPECIES
from rules.nanga_parbat.engine import start_turn
from rules.nanga_parbat.state import CAMP, HIKER, PLAY


def new_game(seed: int = 0, options: dict[str, Any] | None = None) -> Any:
    return NangaParbatGame(players=2, seed=seed, options=options)


def code(piece: str) -> int:
    if piece in SPECIES:
        return SPECIES[piece]
    kind, seat = piece[0], int(piece[1])
    return (HIKER if kind == "h" else CAMP) + seat


def position(
    pieces: dict[str, str] | None = None,
    guide: int = 1,
    turn: int = 0,
    trapped: bool = False,
    claimed: bool = False,
    scores: tuple[int, int] = (0, 0),
    boards: dict[int, list[str]] | None = None,
    chart: dict[tuple[str, int], int] | None = None,
    fill: str | None = None,
    hikers_left: tuple[int, int] | None = None,
    cubes_left: tuple[int, int] | None = None,
    options: dict[str, Any] | None = None,
    seed: int = 0,
) -> Any:
    """A game in the chosen position, seat `turn` to act (after its trap if `trapped`).

    chart: {(row, column): seat} squares already claimed (column 0-4, left to right).
    """
    g = new_game(seed, options)
    st = g.state
    if fill is not None:
        st.cells = [SPECIES[fill]] * len(st.cells)
    for section, piece in (pieces or {}).items():
        st.cells[INDEX[section]] = code(piece)
    st.phase = PLAY
    st.guide = guide - 1
    start_turn(st, turn)
    st.trapped, st.claimed = trapped, claimed
    st.scores = list(scores)
    st.fresh = [[0] * len(ANIMALS) for _ in range(2)]
    st.used = [[0] * len(ANIMALS) for _ in range(2)]
    for seat, names in (boards or {}).items():
        for name in names:
            (st.used if name.endswith("*") else st.fresh)[seat][SPECIES[name.rstrip("*")]] += 1
    st.chart = [[-1] * len(COLUMNS) for _ in range(3)]
    for (row, col), seat in (chart or {}).items():
        st.chart[ROW_INDEX[row]][col] = seat
    for seat in (0, 1):
        on_board = sum(1 for c in st.cells if c in (HIKER + seat, CAMP + seat))
        camps = sum(1 for c in st.cells if c == CAMP + seat)
        st.camps_left[seat] = 12 - camps
        st.hikers_left[seat] = hikers_left[seat] if hikers_left else HIKERS - on_board
        claimed_squares = sum(1 for row in st.chart for owner in row if owner == seat)
        st.cubes_left[seat] = cubes_left[seat] if cubes_left else CUBES - claimed_squares
        st.turns[seat] = HIKERS - st.hikers_left[seat] - (1 if trapped and seat == turn else 0)
    return g


def play(g: Any, *moves: str) -> list[Any]:
    """Apply notation moves, each by the seat whose decision it is; returns all events."""
    events = []
    for move in moves:
        (seat,) = g.to_act
        events += g.apply(seat, move)
    return events


def legal(g: Any) -> set[str]:
    (seat,) = g.to_act
    return {g.format_action(a) for a in g.legal_actions(seat)}


def illegal_key(g: Any, move: str | dict[str, Any], seat: int | None = None) -> str:
    """The IllegalAction key `move` raises; asserts that the game did not change."""
    if seat is None:
        (seat,) = g.to_act
    before = g.to_json(), g.state_dict()
    try:
        g.apply(seat, move)
    except rules.IllegalAction as exc:
        assert (g.to_json(), g.state_dict()) == before, "a refused action changed the game"
        return exc.key
    raise AssertionError(f"{move!r} was accepted")


def piece(g: Any, section: str) -> str:
    """What lies on a section, in the same codes as `position`."""
    cell = g.state.cells[INDEX[section]]
    if cell < HIKER:
        return ANIMALS[cell]
    return f"h{cell - HIKER}" if cell < CAMP else f"c{cell - CAMP}"
