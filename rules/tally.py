"""Statistics counted from a game's events: the action log replayed on a fresh game, each event told to a rule.

A game whose statistics are a few counts per seat declares them as `KEYS` (their order on the result card) and a
`count(tally, event)` rule; `tally_events` replays the log (the setup's events first) and returns one dict per seat.
Nothing in the engines keeps a counter, so a game and the same game loaded from its save count the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .errors import RulesError
from .events import Event

Tally = list[dict[str, int]]


def tally_events(game: Any, keys: Sequence[str], count: Callable[[Tally, Event], None]) -> Tally:
    if not game.setup_events:  # every game's setup deals or places something; a sampled world's log is empty
        raise RulesError("a world sampled from an observation has no action log: it has no statistics")
    fresh = type(game)(players=game.players, seed=game.seed, options=dict(game.options))
    tally: Tally = [dict.fromkeys(keys, 0) for _ in range(game.players)]
    for event in fresh.setup_events:
        count(tally, event)
    for seat, text in game.actions:
        for event in fresh.apply(seat, text):
            count(tally, event)
    return tally
