"""Named positions for the teaching notebooks: a game replayed from a seed and moves, through the public protocol.

Each game with a notebook keeps its table of positions in rules/<game>/positions.py; this module holds what they
share: the position's fields, replaying one into a real game (that a board can load and a student can play on),
and the seats of a board that puts the student at the deciding seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import rules

from .errors import quote
from .game import Game


@dataclass(frozen=True)
class Position:
    players: int
    seed: int
    moves: tuple[str, ...]              # in notation, from the start of the game
    about: str                          # what the position shows
    seat: int = 0                       # the student's seat: the one deciding in this position
    options: dict[str, Any] = field(default_factory=dict)


def replay(game_id: str, title: str, positions: Mapping[str, Position], name: str,
           options: dict[str, Any] | None = None, mover: int = 0) -> Game:
    """The position `name` of `positions` as a new game (options added to the position's own). Each move is played
    by `to_act[mover]`: the one seat to move, or where several may (a secret choice), the one the moves list for."""
    if name not in positions:
        raise KeyError(f"no {title} position {quote(name)}; known: {', '.join(positions)}")
    spec = positions[name]
    played = rules.new_game(game_id, players=spec.players, seed=spec.seed,
                            options={**spec.options, **(options or {})})
    for move in spec.moves:
        played.apply(played.to_act[mover], move)
    return played


def student_seats(spec: Position, bot: str) -> list[str]:
    """Seats for a board of this position: the student at the deciding seat, `bot` elsewhere."""
    return ["human" if s == spec.seat else bot for s in range(spec.players)]
