"""Bots play through the public protocol: they see one seat's observation and legal actions.

`make_bot(game_id, name, seed)` gives the generic random bot or one the game registers
in its `bots` mapping (e.g. Kami's "rule"). Bots never receive the hidden state.
"""

from __future__ import annotations

from collections.abc import Callable
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


# The levels a player picks by name, in every game: easy makes human slips, normal is the game's rule bot, hard
# searches over worlds sampled from what its seat may know (the game's own search bot, else the generic one).
LEVELS = ("easy", "normal", "hard")


class EasyBot:
    """The normal bot's plan with a human's slips: now and then (`mistakes` of its decisions) another legal action.
    After a slip the normal bot starts afresh (a bot that keeps a plan across decisions would follow a plan the slip
    has broken)."""

    name = "easy"
    MISTAKES = 0.3

    def __init__(self, normal: Callable[[int], Bot], seed: int = 0, mistakes: float = MISTAKES) -> None:
        self.mistakes = mistakes
        self.make = normal
        self.rng = Rng(seed ^ 0x5EED)
        self.normal = normal(seed)

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        planned = self.normal.choose(observation, legal)
        if len(legal) > 1 and self.rng.below(1000) < self.mistakes * 1000:
            self.normal = self.make(self.rng.below(2**31))
            # a slip is a move a person might make, not a step back out of a decision (that could go on forever)
            slips = [a for a in legal if a != planned and a.get("type") not in ("cancel", "undo")]
            return self.rng.choice(slips) if slips else planned
        return planned


def bot_names(game_id: str) -> list[str]:
    """The bots a player picks from: the three levels and the random bot."""
    return [*LEVELS, "random"]


def known_bots(game_id: str) -> list[str]:
    """Every name a seat may give: the levels, random, and the game's own bots (rule, search…: older names)."""
    return list(dict.fromkeys([*bot_names(game_id), *getattr(game_class(game_id), "bots", {})]))


MAX_BUDGET_MS = 60_000.0  # a minute per decision: more would look like a hung page


def check_budget(budget_ms: Any) -> float | None:
    """A searching bot's time per decision in milliseconds (None: the bot's default), or a clear refusal."""
    if budget_ms is None:
        return None
    if type(budget_ms) not in (int, float) or not 0 < budget_ms <= MAX_BUDGET_MS:
        raise RulesError(f"a bot's budget is a number of milliseconds above 0 and at most {MAX_BUDGET_MS:,.0f}, "
                         f"got {quote(budget_ms)}")
    return float(budget_ms)


def make_bot(game_id: str, name: str, seed: int = 0, budget_ms: float | None = None,
             iterations: int | None = None) -> Bot:
    """A bot for one seat. `budget_ms` / `iterations` set a searching bot's budget (default: its own)."""
    budget_ms = check_budget(budget_ms)
    bots = getattr(game_class(game_id), "bots", {})
    if name == "random":
        return RandomBot(seed)
    if name not in known_bots(game_id):
        raise RulesError(f"unknown bot {quote(name)} for {game_id}; available bots: {', '.join(bot_names(game_id))}")
    rule = bots.get("rule", RandomBot)
    if name == "normal":
        return rule(seed)
    if name == "easy":  # a game's own easy bot, else the normal plan with slips (a game may set easy_mistakes)
        if "easy" in bots:
            return bots["easy"](seed)
        return EasyBot(rule, seed, getattr(game_class(game_id), "easy_mistakes", EasyBot.MISTAKES))
    if name == "hard" and "search" not in bots:
        from .search import SearchBot

        return SearchBot(game_id, rule, seed, **_budget(budget_ms, iterations))
    bot = bots["search" if name == "hard" else name](seed)
    if budget_ms is not None or iterations is not None:
        for attr, value in (("budget_ms", budget_ms), ("iterations", iterations)):
            if value is not None and hasattr(bot, attr):
                setattr(bot, attr, value)
    return bot


def _budget(budget_ms: float | None, iterations: int | None) -> dict[str, Any]:
    return {"budget_ms": 1000.0 if budget_ms is None else budget_ms, "iterations": iterations}
