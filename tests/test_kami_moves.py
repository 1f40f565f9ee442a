"""Kami's moves keep the rulebook's promise: one check per action type decides both what is legal and why not.

At sampled decisions of seeded random games, every action a player could try (each type with each card, from the
hand and from every mercenary stack, and the bare actions) is legal exactly when the engine lists it, and every
other one is refused with a reason of its own: never the generic "not legal" nor "not now".
"""

from __future__ import annotations

from collections import Counter

import pytest

import rules
from rules.kami.cards import CARDS
from rules.kami.moves import RULEBOOK, KamiMove
from rules.rng import Rng

GENERIC = {"error.not_legal", "error.not_now"}
CONFIGS = [
    (2, {}),
    (2, {"mercenaries_per_turn": 2, "lone_empress": "attack", "empress_last_card": True}),
    (3, {}),
    (4, {}),
]


def every_try(g: rules.Game) -> list[dict]:
    """Each action type with each card, from the hand and from each mercenary stack (one past the last too)."""
    tries: list[dict] = [{"type": t} for t in ("pass", "reshuffle", "keep")]
    stacks = [None, *range(1, len(g.state.mercs) + 2)]
    for kind in ("hide", "counter", "attack"):
        for card in CARDS:
            for merc in stacks:
                tries.append({"type": kind, "card": card.code, **({"merc": merc} if merc else {})})
    return tries


def refusal(g: rules.Game, seat: int, action: dict) -> str | None:
    try:
        g.match(seat, action)
    except rules.IllegalAction as exc:
        return exc.key
    return None


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=lambda c: str(c))
def test_every_refusal_names_its_rule_and_the_legal_list_is_what_the_checks_pass(players, options):
    reasons: Counter[str] = Counter()
    for seed in range(10):
        g = rules.new_game("kami", players=players, seed=seed, options={**options, "target": 9})
        rng = Rng(seed)
        step = 0
        while not g.is_over:
            seat = g.to_act[0]
            legal = g.legal_actions(seat)
            if step % 2 == 0:
                decision = g._decision()
                for move in RULEBOOK.by_frame[decision]:  # each move's list is its candidates the check passes
                    passed = [a for a in move.candidates(g, seat) if move.check(g, seat, a) is None]
                    assert move.legal(g, seat) == passed, move.name
                    if isinstance(move, KamiMove) and move.all_pass(g, seat):  # ... and its shortcut holds
                        assert passed == list(move.candidates(g, seat)), move.name
                for action in every_try(g):
                    key = refusal(g, seat, action)
                    assert (key is None) == (action in legal), (action, key, legal)
                    assert key not in GENERIC, (decision, action, key)
                    if key is not None:
                        reasons[key] += 1
            g.apply(seat, legal[rng.below(len(legal))])
            step += 1
    # the sample reaches the rules that refuse most often
    assert {"why.not_in_hand", "why.cannot_counter", "why.step_lead", "why.step_respond", "why.step_attack",
            "why.empress_locked", "why.no_redeal"} <= set(reasons)
    assert ({"why.merc_shows", "why.no_such_merc"} if players == 2 else {"why.no_mercs"}) <= set(reasons)
    if players == 2 and not options:  # one mercenary a turn; the Empress's lock can leave a leader no attack
        assert {"why.merc_limit", "why.last_card_attacks", "why.no_attack_after"} <= set(reasons)
