"""Named Nanga Parbat positions for the teaching notebook, each built only through the public protocol.

A position is a seed (whose animals give the wanted situation), the `first_player` option and the moves, in
notation, that lead to the moment a rule shows; `game(name)` replays them with `rules.new_game` and `apply`, so
every position is a real game that a board can load and a student can play on. The seeds and moves were found by
letting the rule-based bots play seeded games until the moment appeared for seat 0, keeping the shortest;
tests/test_nanga_parbat_notebook.py checks that each position still shows what its `about` says.

    g = game("camps")              # seat 0 has trapped and may build camps
    g.legal_actions(0)             # claim camps, claim different, power snow_leopard, ...
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..positions import Position, replay, student_seats


def _moves(text: str) -> tuple[str, ...]:
    """Moves written as one comma-separated line: 'guide 3, trap 3.4, end'."""
    return tuple(move.strip() for move in text.split(",") if move.strip())


# the long games behind some positions, one move list each
_CAMPS = _moves("guide 1, trap 1.1, end, trap 1.4, trap 4.4, end, trap 4.1, end, trap 1.5, end, trap 5.1, end, "
                "trap 1.3")

_SQUARE = _moves("guide 1, trap 1.1, end, trap 1.3, end, trap 3.3, end, trap 3.1, end, trap 1.4, "
                 "end, trap 4.3, claim same, pick tahr, pick bharal, pick bharal, trap 3.5, "
                 "claim different, pick snow_leopard, pick tahr, pick yak, pick bharal, trap 5.2, "
                 "trap 2.3, trap 3.4, end, trap 4.6, end, trap 6.5, claim different, "
                 "pick snow_leopard, pick yak, pick red_panda, trap 5.6, end, trap 6.6, end, "
                 "trap 6.4, end, power yak, pick region 3, trap 3.2, end, trap 2.4, end, trap 4.1, "
                 "end, trap 1.2, claim different, pick snow_leopard, pick tahr, pick musk_deer, "
                 "pick red_panda, pick bharal, trap 2.5, claim camps, pick 3.1, pick 3.2, "
                 "pick 3.4, end, trap 5.5")
_LAST = _moves("guide 1, trap 1.1, trap 1.5, end, trap 5.1, end, trap 1.3, end, trap 3.5, end, "
               "trap 5.5, end, trap 5.4, claim different, pick snow_leopard, pick tahr, pick yak, "
               "pick red_panda, trap 4.6, end, trap 6.2, end, trap 2.1, claim different, "
               "pick snow_leopard, pick musk_deer, pick yak, pick red_panda, pick bharal, "
               "trap 1.2, end, trap 2.5, end, trap 5.2, claim same, pick tahr, pick tahr, "
               "pick bharal, trap 2.2, end, trap 2.6, claim camps, pick 2.6, pick 5.1, pick 5.2, "
               "pick 5.4, end, trap 6.6, end, power yak, pick region 1, trap 1.4, end, trap 4.2, "
               "claim same, pick snow_leopard, pick snow_leopard, pick bharal, pick bharal, "
               "trap 2.4, claim different, pick tahr, pick used yak, pick red_panda, trap 4.3, "
               "claim camps, pick 2.1, pick 2.2, pick 2.5, end, trap 3.1, end, trap 1.6, end, "
               "trap 6.5, end, trap 5.3, end, trap 3.4, claim different, pick tahr, pick yak, "
               "pick bharal, trap 4.1, claim camps, pick 1.3, pick 1.5, pick 1.6, end, trap 2.3, "
               "end, trap 3.3, end, trap 3.6, end")


def _at(seed: int, moves: tuple[str, ...], about: str, first: str = "0") -> Position:
    """A 2-player position; `first` is the option first_player (seat 1 first: seat 0 then places the guide)."""
    return Position(2, seed, moves, about, options={"first_player": first})


POSITIONS: dict[str, Position] = {
    "setup": _at(7, (), "seat 1 plays first, so seat 0, the second player, places the guide", first="1"),
    "first_trap": _at(7, ("guide 3",), "seat 0 makes the first trap of the game, in region 3"),
    "camps": _at(2, _CAMPS, "seat 0 has trapped: hikers on 1.1, 1.3, 1.5 form a group, 4.4 stands alone; "
                            "its snow leopard, tahr and musk deer are not activated yet"),
    "camps_built": _at(2, (*_CAMPS, "claim camps", "pick 1.1", "pick 1.3", "pick 1.5"),
                       "seat 0 has built camps on 1.1, 1.3, 1.5 and may still activate its animals"),
    "different": _at(21, _moves("guide 4, trap 4.4, trap 4.1, end, trap 1.1, trap 1.4, end, trap 4.2"),
                     "seat 0 holds a tahr, a bharal and a red panda: three different species"),
    "same": _at(53, _moves("guide 4, trap 4.4, trap 4.1, trap 1.4, trap 4.6, end, trap 6.3"),
                "seat 0 holds two snow leopards and a bharal"),
    "activated_trade": _at(13, _moves("guide 3, trap 3.4, end, trap 4.3, end, trap 3.3, end, trap 3.5, end, "
                                      "power yak, pick region 3, trap 3.2"),
                           "seat 0 activated its yak this turn and holds two bharals"),
    "yak": _at(12, _moves("guide 2, trap 2.2, end, trap 2.5"),
               "seat 0 must trap in region 5 and holds a yak not yet activated"),
    "red_panda": _at(21, _moves("guide 4, trap 4.4, trap 4.1, end, trap 1.1, trap 1.4, end, trap 4.2, end, "
                                "trap 2.6, end"),
                     "seat 0 has 1 point, seat 1 has 2; a red panda stands on 6.1 in the guide's region 6"),
    "red_panda_ahead": _at(90, _moves("guide 2, trap 2.2, trap 2.1, end, trap 1.2, trap 2.5, end"),
                           "seat 0 leads 1 to 0; a red panda stands on 5.4 in the guide's region 5"),
    "square_taken": _at(73, _SQUARE, "seat 0 may build camps from 1.1, 1.2, 1.4 or from 5.5, 5.6, 6.4 (no "
                                     "group is larger), but seat 1's cube is on the camps square for 3 worth 4"),
    "last_turn": _at(0, _LAST, "the last turn of the game: seat 0 has 1 hiker and 1 cube left and trails 22 to "
                               "26; seat 1 has placed all its hikers", first="1"),
}


def game(name: str, options: dict[str, Any] | None = None) -> Game:
    """The position `name` as a new game (options added to the position's own)."""
    return replay("nanga_parbat", "Nanga Parbat", POSITIONS, name, options)


def seats(name: str, bot: str = "bot:normal") -> list[str]:
    """Seats for a board of this position: the student at the deciding seat, a bot at the other."""
    return student_seats(POSITIONS[name], bot)
