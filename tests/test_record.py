"""Every game's state records copy themselves and turn into data from their fields' declared types: the copy equals
the original and shares nothing that can change, and the data is what a field-by-field conversion gives."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import pytest

import rules
from rules.bots import RandomBot
from rules.record import Record, plain
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


def generic_data(record: Record) -> dict[str, Any]:
    """A record's data field by field, with no shortcut from the declared types (a field's own converter kept)."""
    return {f.name: _generic(getattr(record, f.name), f.metadata.get("plain")) for f in fields(record)}


def _generic(v: Any, own: Any) -> Any:
    if own:
        return own(v)
    if isinstance(v, Record):
        return generic_data(v)
    return [generic_data(x) if isinstance(x, Record) else plain(x) for x in v] if isinstance(v, list) else plain(v)


def shared(one: Any, other: Any) -> list[str]:
    theirs = mutables(other, {})
    return [repr(v)[:60] for k, v in mutables(one, {}).items() if k in theirs]


@pytest.mark.parametrize(("game_id", "counts"), [("arnak", (2, 3, 4)), ("kami", (2, 3, 4)), ("k2", (1, 3, 5)),
                                                 ("nanga_parbat", (2,))])
def test_a_copied_state_equals_the_original_and_shares_nothing_mutable(game_id: str, counts: tuple[int, ...]) -> None:
    """At points all through random games (decisions pending, cards being paid, kept and revealed): a field's
    declared type that understated what it holds would leave a shared list here; the state's data is the caller's
    too (a golden file's diffs compare it with the data of an earlier step)."""
    checked = 0
    for players in counts:
        g = rules.new_game(game_id, players=players, seed=players)
        bot = RandomBot(players)
        step = 0
        while not g.is_over:
            if step % 5 == 0:
                twin = g.state.copy()
                data = g.state.to_dict()
                assert twin.to_dict() == data == generic_data(g.state)
                assert not shared(twin, g.state)
                assert not shared(data, g.state)
                checked += 1
            seat = g.to_act[0]
            g.apply(seat, bot.choose(g.observation(seat), g.legal_actions(seat)))
            step += 1
    assert checked > 40
