"""Which games exist. The core names their modules but never imports one eagerly."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .errors import UnknownGame, quote

if TYPE_CHECKING:
    from .game import Game

# game id -> module exposing GAME (a Game subclass)
_MODULES = {
    "arnak": "rules.arnak",
    "k2": "rules.k2",
    "kami": "rules.kami",
    "nanga_parbat": "rules.nanga_parbat",
}


def games() -> list[str]:
    return sorted(_MODULES)


def game_class(game_id: object) -> type[Game]:
    if not isinstance(game_id, str) or game_id not in _MODULES:
        raise UnknownGame(f"unknown game {quote(game_id)}; available games: {', '.join(games())}")
    return importlib.import_module(_MODULES[game_id]).GAME
