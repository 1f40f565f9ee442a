"""Invariants of Kami checked on hypothesis-generated games."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import rules
from rules.kami.cards import CARDS, DECK_SIZE
from rules.kami.engine import apply_mode

POINTS = {c.code: c.points for c in CARDS}
COPIES = Counter({c.kind: c.copies for c in CARDS})

games = st.fixed_dictionaries({
    "players": st.sampled_from([2, 3, 4]),
    "seed": st.integers(0, 2**64 - 1),
    "mode": st.sampled_from(["warrior", "lord", "god"]),
    "target": st.integers(1, 30),
    "mercs": st.integers(0, 2),
    "choices": st.lists(st.integers(0, 10**6), min_size=1, max_size=600),
})


def where_cards_are(g: rules.Game) -> Counter:
    s = g.state
    found: Counter = Counter()
    for hand in s.hands:
        found.update({k: c for k, c in enumerate(hand) if c})
    for row in s.defence:
        found.update(k for k, _ in row)
    for row in s.attacks:
        found.update(row)
    for stack in s.mercs:
        found.update(stack)
    found.update(s.leftover)
    return found


def play(params: dict, on_step) -> rules.Game:
    g = rules.new_game("kami", players=params["players"], seed=params["seed"],
                       options={"mode": params["mode"], "target": params["target"],
                                "mercenaries_per_turn": params["mercs"]})
    for choice in params["choices"]:
        if g.is_over:
            break
        seat = g.to_act[0]
        legal = g.legal_actions(seat)
        before = list(g.observation(None)["scores"])
        events = g.apply(seat, legal[choice % len(legal)])
        on_step(g, before, events)
    return g


@settings(max_examples=60, deadline=None)
@given(games)
def test_all_32_cards_are_always_somewhere(params: dict) -> None:
    def check(g, before, events):
        assert where_cards_are(g) == COPIES
        assert sum(where_cards_are(g).values()) == DECK_SIZE
    play(params, check)


@settings(max_examples=60, deadline=None)
@given(games)
def test_scores_change_only_at_round_end_by_a_card_value_or_its_double(params: dict) -> None:
    mode, target = params["mode"], params["target"]

    def check(g, before, events):
        ends = [e for e in events if e.type == "round_end"]
        after = g.observation(None)["scores"] if not g.is_over else g.result()["scores"]
        if not ends:
            assert after == before
            return
        (end,) = ends
        data = end.data
        value = POINTS[data["card"]]
        assert data["points"] == (2 * value if data["master_strike"] else value)
        winner = data["winner"]
        assert data["before"] == before[winner]
        assert (data["after"], g.is_over) == apply_mode(data["before"], data["points"], mode, target)
        teammates = {winner, (winner + 2) % 4} if params["players"] == 4 else {winner}
        for seat, score in enumerate(after):
            assert score == (data["after"] if seat in teammates else before[seat])
    play(params, check)


@settings(max_examples=60, deadline=None)
@given(games)
def test_mode_rules_hold_whenever_the_game_ends(params: dict) -> None:
    g = play(params, lambda g, b, e: None)
    scores = (g.result() or {}).get("scores") or g.observation(None)["scores"]
    target = params["target"]
    if params["mode"] != "warrior":
        assert all(0 <= s <= target for s in scores), "lord and god scores never pass the target"
    if g.is_over:
        best = scores[g.result()["ranking"][0]]
        assert best >= target if params["mode"] == "warrior" else best == target
    else:
        assert all(s < target for s in scores)


@settings(max_examples=40, deadline=None)
@given(games)
def test_only_the_round_winner_empties_a_hand(params: dict) -> None:
    def check(g, before, events):
        if g.is_over or any(e.type == "round_end" for e in events):
            return
        assert all(sum(h) > 0 for h in g.state.hands), "a hand can only run out with the round-winning attack"
    play(params, check)
