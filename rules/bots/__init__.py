"""Bots play through the public protocol: they see one seat's observation and legal actions.

`make_bot(game_id, name, seed)` gives the generic random bot or one the game registers
in its `bots` mapping (e.g. Kami's "rule"). Bots never receive the hidden state.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..errors import RulesError, quote
from ..registry import game_class
from ..rng import Rng

Action = dict[str, Any]


class Bot(Protocol):
    name: str

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        return self.rng.choice(legal)


def bot_names(game_id: str) -> list[str]:
    return ["random", *getattr(game_class(game_id), "bots", {})]


def make_bot(game_id: str, name: str, seed: int = 0) -> Bot:
    if name == "random":
        return RandomBot(seed)
    bots = getattr(game_class(game_id), "bots", {})
    if name not in bots:
        raise RulesError(f"unknown bot {quote(name)} for {game_id}; available bots: {', '.join(bot_names(game_id))}")
    return bots[name](seed)
