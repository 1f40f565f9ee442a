"""Nanga Parbat's moves keep the rulebook's promise: one check per action type decides both what is legal and why not.

At sampled decisions of seeded random games, every action a player could try (the guide on each region, a trap on
each section, each claim, each power, each pick of each shape, and the bare actions) is legal exactly when the
engine lists it, and every other one is refused with a reason of its own: never the generic "not legal" nor
"not now".
"""

from __future__ import annotations

from collections import Counter

import pytest

import rules
from rules.nanga_parbat.board import ANIMALS, ROWS, SECTION_IDS
from rules.nanga_parbat.moves import RULEBOOK
from tests.rulebook_tries import sampled_decisions, try_everything

CONFIGS = [{}, {"empty_region": "next_region", "between_region_links": "confirmed_only"}]


def every_try() -> list[dict]:
    tries: list[dict] = [{"type": t} for t in ("end_turn", "confirm", "cancel")]
    tries += [{"type": "guide", "region": r} for r in range(0, 8)]
    tries += [{"type": "trap", "section": s} for s in (*SECTION_IDS, "7.1")]
    tries += [{"type": "claim", "row": r} for r in ROWS]
    tries += [{"type": "power", "animal": a} for a in ANIMALS]
    tries += [{"type": "pick", "section": s} for s in SECTION_IDS]
    tries += [{"type": "pick", "region": r} for r in range(0, 8)]
    tries += [{"type": "pick", "animal": a, "used": u} for a in ANIMALS for u in (False, True)]
    return tries


@pytest.mark.parametrize("options", CONFIGS, ids=lambda c: ",".join(c) or "default")
def test_every_refusal_names_its_rule_and_the_legal_list_is_what_the_checks_pass(options):
    reasons: Counter[str] = Counter()
    tries = every_try()
    for seed in range(8):
        g = rules.new_game("nanga_parbat", seed=seed, options=options)
        for seat in sampled_decisions(g, seed, 2):
            try_everything(g, seat, RULEBOOK, tries, reasons)
    # the sample reaches the rules that refuse most often, in every decision
    assert {"why.place_guide_first", "why.guide_placed", "why.already_trapped", "why.no_animal",
            "why.not_guide_region", "why.trap_first", "why.trap_before_end", "why.no_power", "why.power_no_target",
            "why.pending", "why.pick_kind", "why.nothing_pending", "why.nothing_to_cancel", "why.not_your_hiker",
            "why.already_picked", "why.no_such_animal", "why.power_unfinished", "error.malformed"} <= set(reasons)
    if options.get("empty_region") == "next_region":  # an emptied region sends the trap to the next one
        assert "why.not_next_region" in reasons
