"""Rules engines for Kami, Nanga Parbat, K2 and Lost Ruins of Arnak.

    >>> import rules
    >>> g = rules.new_game("kami", players=2, seed=7)
    >>> g.to_act, g.legal_actions(0)[0]
    ([0], {'type': 'hide', 'card': 'S'})
"""

from __future__ import annotations

from typing import Any

from .errors import BadOption, BadPlayers, BadSave, IllegalAction, RulesError, UnknownGame
from .events import Event
from .game import Game
from .registry import game_class, games
from .save import load

__all__ = [
    "BadOption",
    "BadPlayers",
    "BadSave",
    "Event",
    "Game",
    "IllegalAction",
    "RulesError",
    "UnknownGame",
    "game_class",
    "games",
    "load",
    "new_game",
]


def new_game(
    game: str, players: int | None = None, seed: int | None = None, options: dict[str, Any] | None = None
) -> Game:
    """A new game. Unknown games, player counts and options raise a RulesError listing the valid choices."""
    return game_class(game)(players=players, seed=seed, options=options)
