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
    """The rule bot plans with a world sampled from its observation; seeded games, seats alternated: it wins nearly
    every game (one may go either way) and scores far more than the random player."""
    ours, theirs, wins = 0, 0, 0
    for seed, temple in ((1, "bird"), (2, "snake"), (3, "bird"), (4, "snake")):
        for rule_seat in (0, 1):
            scores = _duel(seed, *(("rule", "random") if rule_seat == 0 else ("random", "rule")), temple)
            ours, theirs = ours + scores[rule_seat], theirs + scores[1 - rule_seat]
            wins += scores[rule_seat] > scores[1 - rule_seat]
    assert wins >= 7 and ours > 1.5 * theirs, (wins, ours, theirs)


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


def test_the_rule_bot_does_not_hoard_what_it_cannot_use():
    """Holding six tablets, the bot digs for something else rather than two more tablets: resources beyond what a
    player can use are worth little in its evaluation (the caps in rules/arnak/weights.json)."""
    from rules.arnak.bots import ArnakRuleBot
    from tests.arnak_positions import game, give, to_turn

    for seed in range(3):
        g = game()
        g.state.round = 2
        give(g, 0, hand=["fundcar", "fear"], res={"tablet": 6, "coin": 0, "compass": 0})
        to_turn(g, 0)
        choice = ArnakRuleBot(seed).choose(g.observation(0), g.legal_actions(0))
        assert choice["type"] == "dig" and choice["site"] != "c2a", choice  # camp 3: 2 tablets


def test_the_rule_bot_values_resources_for_its_next_research_step_and_strong_cards_in_hand():
    """A jewel opens the Bird Temple's first research space, so it is worth more to a player without one; an artifact
    in hand is worth more than a basic card, which is worth more than Fear (travel is paid with the weakest card)."""
    from rules.arnak import bots
    from tests.arnak_positions import game, give

    g = game()
    give(g, 0, hand=[], res={"coin": 0, "compass": 0, "tablet": 0, "arrowhead": 0, "jewel": 0})
    before = bots.value(g.state, 0)
    g.state.players[0].res["jewel"] = 1
    with_jewel = bots.value(g.state, 0) - before
    g.state.players[0].res.update(jewel=0, coin=1)
    with_coin = bots.value(g.state, 0) - before
    assert with_jewel > with_coin + bots.WEIGHTS["ready"] * 0.5, (with_jewel, with_coin)
    worth = {card: bots._hand_card(card, bots.WEIGHTS) for card in ("A2", "fundcar", "fear")}
    assert worth["A2"] > worth["fundcar"] > worth["fear"], worth
