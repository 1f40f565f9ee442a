"""The rulebook's promise checked at one decision: each move's legal list is its candidates that pass its check,
and every action tried is accepted exactly when the game lists it, else refused with a reason of its own."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import rules
from rules.rng import Rng

GENERIC = {"error.not_legal", "error.not_now"}


def refusal(g: rules.Game, seat: int, action: dict) -> str | None:
    try:
        g.match(seat, action)
    except rules.IllegalAction as exc:
        return exc.key
    return None


def try_everything(g: Any, seat: int, rulebook: Any, tries: list[dict], reasons: Counter[str],
                   shortcut: Callable[[Any, Any, int, list[dict]], None] | None = None) -> None:
    """Ask every move of the decision for its list, and the game for every action of `tries`; count the refusals."""
    decision = g._decision()
    legal = g.legal_actions(seat)
    for move in rulebook.by_frame[decision]:
        passed = [a for a in move.candidates(g, seat) if move.check(g, seat, a) is None]
        assert move.legal(g, seat) == passed, move.name
        if shortcut:
            shortcut(move, g, seat, passed)
    for action in tries:
        key = refusal(g, seat, action)
        assert (key is None) == (action in legal), (action, key, legal)
        assert key not in GENERIC, (decision, action, key)
        if key is not None:
            reasons[key] += 1


def sampled_decisions(g: Any, seed: int, every: int) -> Iterator[int]:
    """Play `g` out at random (seeded); at every `every`-th decision, yield the seat to act before it moves."""
    rng = Rng(seed)
    step = 0
    while not g.is_over:
        seat = g.to_act[0]
        if step % every == 0:
            yield seat
        legal = g.legal_actions(seat)
        g.apply(seat, legal[rng.below(len(legal))])
        step += 1
