"""Arnak's bots play through the public protocol, see only their seat's observation, and the rule bot plays to win."""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.bots import make_bot
from rules.errors import RulesError


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


def test_the_hard_bot_thinks_only_about_main_actions_and_answers_the_rest_as_the_normal_bot() -> None:
    """A payment, a choice inside an effect or the free actions after the main one are answered by the normal
    bot's judgement at once; only the turn's main action is searched."""
    from rules.arnak.bots import ArnakSearchBot, main_decision

    g = rules.new_game("arnak", players=2, seed=11)
    hard, rule = ArnakSearchBot(3, iterations=10), make_bot("arnak", "normal", 3 ^ 0x5A5A)
    searched: list[bool] = []
    real_rank = hard.rank

    def rank(obs: dict[str, Any], legal: list[Any]) -> Any:
        searched.append(main_decision(obs["stack"]))
        return real_rank(obs, legal)

    hard.rank = rank  # type: ignore[method-assign]
    others = 0
    while len(searched) < 6 and not g.is_over:
        seat = g.to_act[0]
        obs, legal = g.observation(seat), g.legal_actions(seat)
        if seat == 0 and not main_decision(obs["stack"]) and len(legal) > 1:
            others += 1
            assert hard.choose(obs, legal) == rule.choose(obs, legal)
        action = (hard if seat == 0 else rule).choose(obs, legal)
        g.apply(seat, action)
    assert searched and all(searched) and others  # the search ran, at main actions only; other decisions came too


def test_the_hard_bot_plays_every_candidate_on_the_same_worlds() -> None:
    """Candidates are compared on equal deals: each one is played out once on every sampled world."""
    from rules.arnak.bots import ArnakSearchBot

    g = rules.new_game("arnak", players=2, seed=4)
    bot = ArnakSearchBot(1, iterations=15)
    real = bot._rollout
    worlds: list[str] = []

    def rollout(world: Any, seat: int, action: Any, rng: Any) -> float:
        worlds.append(repr(world.state.to_dict()))
        return real(world, seat, action, rng)

    bot._rollout = rollout  # type: ignore[method-assign]
    seat = g.to_act[0]
    ranked = bot.rank(g.observation(seat), g.legal_actions(seat))
    n = len(ranked)
    assert n > 1 and all(mean is not None for _, mean in ranked)
    assert len(worlds) >= 15 and len(worlds) % n == 0
    for start in range(0, len(worlds), n):  # one world, every candidate
        assert len(set(worlds[start:start + n])) == 1
    assert len(set(worlds[::n])) == len(worlds) // n  # a new world each time
    with pytest.raises(RulesError, match="no legal actions"):
        bot.rank(g.observation(1 - seat), [])


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


def _main_decisions(seeds: range) -> list[tuple[Any, dict[str, Any], list[dict[str, Any]]]]:
    """Positions where a seat chooses its turn's main action, from seeded games of greedy bots."""
    from rules.arnak.bots import ArnakGreedyBot

    out = []
    for seed in seeds:
        g = rules.new_game("arnak", players=2, seed=seed)
        bots = [ArnakGreedyBot(seed * 2 + s) for s in range(2)]
        while not g.is_over and len(out) < 8 * (seed - seeds.start + 1):
            seat = g.to_act[0]
            obs, legal = g.observation(seat), g.legal_actions(seat)
            top = g.state.stack[-1]
            if top["kind"] == "turn" and not top["main"] and len(legal) > 1 and g.state.round > 1:
                out.append((g.clone(), obs, legal))
            g.apply(seat, bots[seat].choose(obs, legal))
    return out


def test_the_normal_bot_picks_the_main_action_that_leaves_the_best_next_turn():
    """The normal bot takes the greedy judgement's best few main actions and values each by the best next turn it
    leaves; the greedy bot (the easy bot's plan) stops at the action itself. Planning never touches the game."""
    from rules.arnak.bots import LOOK, ArnakGreedyBot, ArnakRuleBot

    differ = 0
    for g, obs, legal in _main_decisions(range(1, 3)):
        before = g.digest()
        seat = obs["seat"]
        normal, greedy = ArnakRuleBot(3), ArnakGreedyBot(3)
        choice = normal.choose(obs, legal)
        assert g.digest() == before and g.observation(seat) == obs
        rng = ArnakRuleBot(3).rng  # the world the bot plans on: drawn as it draws it
        world = rules.new_game("arnak").sample_world(obs, rng.derive(rng.below(1 << 30)))
        judged = sorted(range(len(legal)), key=lambda i: (-greedy._judge(world, seat, legal[i]), i))[:LOOK]
        ahead = {i: normal.looked_ahead(world, seat, legal[i], greedy._judge(world, seat, legal[i])) for i in judged}
        assert legal.index(choice) in judged and ahead[legal.index(choice)] == max(ahead.values())
        differ += choice != greedy.choose(obs, legal)
    assert differ >= 1  # the look ahead changes some choices


def test_the_easy_bot_slips_from_the_greedy_plan():
    from rules.arnak.bots import ArnakGreedyBot

    bot = make_bot("arnak", "easy", 4)
    assert isinstance(bot.normal, ArnakGreedyBot) and not hasattr(bot.normal, "looked_ahead")
