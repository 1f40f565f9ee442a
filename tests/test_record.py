"""State records copy themselves from their fields' declared types: the copy equals the original and shares nothing
that can change."""

from __future__ import annotations

from typing import Any

import rules
from rules.bots import RandomBot
from rules.record import Record
from rules.rng import Rng


def mutables(value: Any, out: dict[int, Any]) -> dict[int, Any]:
    """Every list, dict, record and Rng reachable from `value`, by identity."""
    if isinstance(value, (list, dict, Record, Rng)):
        out[id(value)] = value
    if isinstance(value, Record):
        for v in vars(value).values():
            mutables(v, out)
    elif isinstance(value, list):
        for v in value:
            mutables(v, out)
    elif isinstance(value, dict):
        for v in value.values():
            mutables(v, out)
    return out


def test_a_copied_arnak_state_equals_the_original_and_shares_nothing_mutable() -> None:
    """At points all through random games of 2 to 4 players (decisions pending on the stack, cards being paid,
    kept and revealed): a field's declared type that understated what it holds would leave a shared list here."""
    checked = 0
    for players in (2, 3, 4):
        g = rules.new_game("arnak", players=players, seed=players)
        bot = RandomBot(players)
        step = 0
        while not g.is_over:
            if step % 5 == 0:
                twin = g.state.copy()
                assert twin.to_dict() == g.state.to_dict()
                theirs = mutables(g.state, {})
                shared = [repr(v)[:60] for k, v in mutables(twin, {}).items() if k in theirs]
                assert not shared, shared
                checked += 1
            seat = g.to_act[0]
            g.apply(seat, bot.choose(g.observation(seat), g.legal_actions(seat)))
            step += 1
    assert checked > 100
