"""Named Kami positions for the teaching notebook, each built only through the public protocol.

A position is a seed (whose deal and drawn leader give the wanted hands) and the moves, in notation, that lead to
the moment a rule shows; `game(name)` replays them with `rules.new_game` and `apply`, so every position is a real
game that a board can load and a student can play on. The seeds were found by dealing seeds in turn (and, for the
longer ones, letting bots play) until the moment appeared; tests/test_kami_notebook.py checks that each position
still shows what its `about` says.

    g = game("counter")            # seat 0 answers seat 2's Horseman
    g.legal_actions(0)             # counter H, counter E, pass
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..positions import Position, replay, student_seats


def _leads(*pairs: str) -> tuple[str, ...]:
    """Moves of leads that the others let pass (3 players): 'SP' = hide S, attack P, pass, pass."""
    moves: list[str] = []
    for pair in pairs:
        moves += [f"hide {pair[0]}", f"attack {pair[1]}", "pass", "pass"]
    return tuple(moves)


POSITIONS: dict[str, Position] = {
    "deal2": Position(2, 7, (), "2 players: 8 cards each, 8 mercenary stacks; seat 0 leads holding both Empresses"),
    "empress_locked": Position(2, 7, ("hide S",), "seat 0 must attack and holds both Empresses, still locked"),
    "two_empresses": Position(2, 7, ("hide S", "attack S", "pass", "hide G", "attack V", "pass", "hide M", "attack M",
                                     "pass"), "seat 0 leads with its last two cards, both Empresses"),
    "empress_unlocked": Position(2, 23, ("hide M", "attack H"),
                                 "seat 0 answers a Horseman with both Empresses: one as a counter unlocks the other"),
    "mercenary": Position(2, 2, ("hide H", "attack M"),
                          "seat 0 answers a Madman it cannot counter from its hand, but stacks 1 (E) and 4 (M) can"),
    "deal3": Position(3, 0, ("hide P", "attack M"),
                      "3 players: 10 cards each, 2 unused; seat 0 answers seat 2's Madman and has seen a leftover"),
    "counter": Position(3, 463, ("hide T", "attack H"), "seat 0 answers seat 2's Horseman holding H and E"),
    "spear": Position(3, 17, ("hide H", "attack P"), "seat 0 answers seat 2's Spearman holding P and E"),
    "going_out": Position(3, 35, _leads("SS", "SS", "PP", "PV"), "seat 0 leads with its last two cards, H and M"),
    "master_strike": Position(3, 28, _leads("SP", "PH", "HH", "MT"), "seat 0 leads with its last two cards, G and G"),
    "soldier_pair": Position(3, 1664, ("hide M", "attack P", "pass", "pass", "hide V", "attack P", "pass", "pass",
                                       "hide E", "attack P", "pass", "pass", "hide E", "attack G", "counter G",
                                       "attack S", "pass"),
                             "seat 0 answers a Soldier holding its last two cards, S and S"),
    "teams": Position(4, 22, ("hide H", "attack M", "pass"), "4 players: seat 0 may counter its partner's Madman"),
    "redeal": Position(4, 24, (), "4 players: seat 2 was dealt five Soldiers, so its partner, seat 0, decides"),
}


def game(name: str, options: dict[str, Any] | None = None) -> Game:
    """The position `name` as a new game (options added to the position's own, e.g. {"mode": "lord"})."""
    return replay("kami", "Kami", POSITIONS, name, options)


def seats(name: str, bot: str = "bot:normal") -> list[str]:
    """Seats for a board of this position: the student at the deciding seat, bots elsewhere."""
    return student_seats(POSITIONS[name], bot)
