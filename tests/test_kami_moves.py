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
from tests.rulebook_tries import sampled_decisions, try_everything

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


def all_pass_holds(move, g, seat, passed) -> None:
    if isinstance(move, KamiMove) and move.all_pass(g, seat):  # the legal list's shortcut holds
        assert passed == list(move.candidates(g, seat)), move.name


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=lambda c: str(c))
def test_every_refusal_names_its_rule_and_the_legal_list_is_what_the_checks_pass(players, options):
    reasons: Counter[str] = Counter()
    for seed in range(10):
        g = rules.new_game("kami", players=players, seed=seed, options={**options, "target": 9})
        for seat in sampled_decisions(g, seed, 2):
            try_everything(g, seat, RULEBOOK, every_try(g), reasons, all_pass_holds)
    # the sample reaches the rules that refuse most often
    assert {"why.not_in_hand", "why.cannot_counter", "why.step_lead", "why.step_respond", "why.step_attack",
            "why.empress_locked", "why.no_redeal"} <= set(reasons)
    assert ({"why.merc_shows", "why.no_such_merc"} if players == 2 else {"why.no_mercs"}) <= set(reasons)
    if players == 2 and not options:  # one mercenary a turn; the Empress's lock can leave a leader no attack
        assert {"why.merc_limit", "why.last_card_attacks", "why.no_attack_after"} <= set(reasons)
