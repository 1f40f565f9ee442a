"""Arnak's bots play through the public protocol, see only their seat's observation, and the rule bot plays to win."""

from __future__ import annotations

import rules
from rules.bots import make_bot


def _duel(seed: int, first: str, second: str, temple: str = "bird") -> list[int]:
    g = rules.new_game("arnak", players=2, seed=seed, options={"temple": temple})
    bots = [make_bot("arnak", first, seed * 7), make_bot("arnak", second, seed * 7 + 1)]
    while not g.is_over:
        seat = g.to_act[0]
        g.apply(seat, bots[seat].choose(g.observation(seat), g.legal_actions(seat)))
    return g.result()["scores"]


def test_rule_bot_beats_random_from_either_seat_on_both_temples():
    """The rule bot plans with a world sampled from its observation; seeded games, seats alternated."""
    for seed, temple in ((1, "bird"), (2, "snake")):
        rule_first = _duel(seed, "rule", "random", temple)
        assert rule_first[0] > rule_first[1], rule_first
        rule_second = _duel(seed, "random", "rule", temple)
        assert rule_second[1] > rule_second[0], rule_second


def test_bots_are_reproducible_from_their_seed():
    """Same seed, same game: a bot's sampled worlds come from its own seeded generator."""
    assert _duel(3, "rule", "rule") == _duel(3, "rule", "rule")


def test_table_seats_the_normal_level_the_rule_bot_by_default():
    from rules.arnak.bots import ArnakRuleBot
    from rules.table import Table

    table = Table("arnak", players=3, seed=4)
    assert table.seats == ["human", "bot:normal", "bot:normal"]
    assert all(isinstance(bot, ArnakRuleBot) for bot in table.bots.values())


def test_search_bot_is_deterministic_with_an_iteration_budget():
    """With `iterations` instead of a time budget the search is a pure function of its seed and observation."""
    from rules.arnak.bots import ArnakSearchBot

    def moves(seed: int) -> list[str]:
        g = rules.new_game("arnak", players=2, seed=seed)
        bots = [ArnakSearchBot(seed, iterations=4), make_bot("arnak", "random", seed)]
        out = []
        while len(out) < 40 and not g.is_over:
            seat = g.to_act[0]
            action = bots[seat].choose(g.observation(seat), g.legal_actions(seat))
            out.append(g.notation(action))
            g.apply(seat, action)
        return out

    assert moves(8) == moves(8)
