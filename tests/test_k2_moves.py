"""K2's moves keep the rulebook's promise: one check per action type decides both what is legal and why not.

At sampled decisions of seeded random games, every action a player could try (each card picked and given to each
climber with each rope value, each risk token, a move and a rescue to every space, and the bare actions) is legal
exactly when the engine lists it, and every other one is refused with a reason of its own: never the generic
"not legal" nor "not now".
"""

from __future__ import annotations

from collections import Counter

import pytest

import rules
from rules.k2.board import CARDS, CLIMBERS, MOUNTAINS, RISK_TOKENS, is_rope
from rules.k2.moves import RULEBOOK
from tests.k2_positions import climb, finish_round, finish_turn, position, reveal, view
from tests.rulebook_tries import refusal, sampled_decisions, try_everything

QUIET = ["M1", "M1", "M1"]  # three plain 1s
CONFIGS = [(2, {}), (3, {"risk_choice": "choose", "rescue": True, "board": "winter"})]


def every_try(board: str) -> list[dict]:
    spaces = [*MOUNTAINS[board].spaces, "S99"]
    tries: list[dict] = [{"type": t} for t in ("tent", "deduct", "done")]
    tries += [{"type": "done", "climber": c} for c in CLIMBERS]
    tries += [{"type": "pick", "card": c} for c in CARDS]
    tries += [{"type": "take", "token": t} for t in sorted(set(RISK_TOKENS))]
    tries += [{"type": "give", "card": c, "climber": who, **({"use": use} if use else {})}
              for c in CARDS for who in CLIMBERS for use in (None, "up", "down")]
    tries += [{"type": kind, "space": s} for kind in ("move", "rescue") for s in spaces]
    return tries


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=str)
def test_every_refusal_names_its_rule_and_the_legal_list_is_what_the_checks_pass(players, options):
    reasons: Counter[str] = Counter()
    tries = every_try(options.get("board", "summer"))
    for seed in range(4):
        g = rules.new_game("k2", players=players, seed=seed, options=options)
        for seat in sampled_decisions(g, seed, 3):
            try_everything(g, seat, RULEBOOK, tries, reasons)
    # the sample reaches the rules that refuse most often, in every phase
    assert {"reason.phase", "reason.not_in_hand", "reason.card_given", "reason.card_not_played", "reason.no_use",
            "reason.rope_use", "reason.no_pool", "reason.same_space", "reason.too_far", "reason.down_only",
            "reason.no_space", "reason.second_tent", "reason.tent_base", "reason.no_risk", "reason.cards_left",
            "reason.nothing_to_deduct"} <= set(reasons)
    if options.get("risk_choice") == "choose":
        assert "reason.no_token" in reasons


def test_a_dead_climber_is_given_no_card():
    g = position()
    climb(g, "0a", "S26", accl=1)
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    assert view(g, "0a")["alive"] is False
    reveal(g, {0: QUIET, 1: QUIET})
    if g.to_act != [0]:
        finish_turn(g, to="r")
    card = g.state.to_give[0][0]
    use = {"use": "up"} if is_rope(card) else {}
    assert refusal(g, 0, {"type": "give", "card": card, "climber": "a", **use}) == "reason.climber_dead"
    assert refusal(g, 0, {"type": "give", "card": card, "climber": "r", **use}) is None
