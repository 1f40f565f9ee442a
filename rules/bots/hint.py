"""A hint for the learner: the hard bot's best options for the seat to decide, with what it expects of each.

The hard bot thinks as it does in play, on worlds sampled from the seat's observation: `rank_hint` hands it only
that observation and the legal actions, so a hint can never tell what the seat could not know. Each game's hard bot
ranks its candidates (`rank(observation, legal)`: best first, each with an estimate or None) in its own unit:
"lead" (points ahead of the best opponent after the round), "share" (of the round's points still to come) or "win"
(the chance to win, playing out to the game's end).
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass
from typing import Any

from ..errors import RulesError
from ..i18n import Msg
from . import make_bot

Action = dict[str, Any]
SHOWN = 3  # options a hint lists


@dataclass(frozen=True)
class Hint:
    seat: int
    moves: int  # the game's actions when it was thought out: a later position needs a new hint
    unit: str
    ranked: list[tuple[Action, float | None]]


def rank_hint(game: Any, seat: int, budget_ms: float | None = None, iterations: int | None = None) -> Hint:
    """Think out the hint for `seat`, whose decision it must be. Seeded by what the seat sees, so with a fixed
    `iterations` a position gives the same hint however the hidden cards lie; `budget_ms` (default the hard bot's
    1,000 ms) bounds the thinking."""
    if game.is_over or seat not in game.to_act:
        raise RulesError(game.catalog.render("hint.not_now"), "hint.not_now")
    observation, legal = game.observation(seat), game.legal_actions(seat)
    bot = make_bot(game.id, "hard", hint_seed(observation), budget_ms=budget_ms, iterations=iterations)
    rank = getattr(bot, "rank", None)
    ranked: list[tuple[Action, float | None]] = (
        [(r[0], r[1]) for r in rank(observation, legal)] if rank else [(bot.choose(observation, legal), None)])
    if ranked[0][1] is not None:  # candidates the time left untried say nothing
        ranked = [r for r in ranked if r[1] is not None]
    return Hint(seat, len(game.actions), getattr(bot, "unit", ""), ranked[:SHOWN])


def hint_seed(observation: dict[str, Any]) -> int:
    """The hint bot's seed: what the seat sees, so hidden cards cannot change it."""
    return zlib.crc32(json.dumps(observation, sort_keys=True, default=str).encode())


def hint_view(game: Any, hint: Hint, lang: str) -> dict[str, Any]:
    """The hint as a board shows it: each option's notation, label, board target and estimate, in words."""
    return {
        "seat": hint.seat,
        "unit": hint.unit,
        "options": [{"notation": game.notation(action), "label": game.action_label(action, lang),
                     "target": game.action_target(action), "estimate": estimate,
                     "text": game.catalog.render(_words(hint.unit, estimate), lang)}
                    for action, estimate in hint.ranked],
    }


def _words(unit: str, estimate: float | None) -> Msg:
    if estimate is None:
        return Msg("hint.plain")
    if unit == "lead":
        if abs(estimate) < 0.05:
            return Msg("hint.lead_level")
        return Msg("hint.lead_ahead" if estimate >= 0 else "hint.lead_behind", {"points": f"{abs(estimate):.1f}"})
    if unit in ("share", "win"):
        return Msg(f"hint.{unit}", {"percent": f"{100 * estimate:.0f}"})
    return Msg("hint.plain")
