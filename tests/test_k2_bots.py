"""K2 bots: they play whole games legally and reproducibly, and the rule-based climber reads the weather.

Each behaviour test sets a position (tests/k2_positions.py), lets the bot play seat 0's whole turn from its
observation only, and checks what a sensible climber does.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.bots import make_bot
from rules.rng import Rng
from tests.k2_positions import climb, climber, deal, forced, position, reveal


def bot_turn(g, bot: str = "rule", **settings: Any) -> list[str]:
    """Seat 0's bot plays until its turn is over; returns its actions."""
    player = make_bot("k2", bot, seed=1, **settings)
    done = []
    while g.to_act == [0]:
        action = player.choose(g.observation(0), g.legal_actions(0))
        done.append(g.notation(action))
        g.apply(0, action)
    return done


def bot_choice(g, bot: str = "rule") -> list[str]:
    """Seat 0's bot makes its secret choice of 3 cards."""
    player = make_bot("k2", bot, seed=1)
    while 0 in g.to_act:
        g.apply(0, player.choose(g.observation(0), g.legal_actions(0)))
    return g.state.picked[0]


@pytest.mark.parametrize("bot", ["rule", "search"])
def test_bots_play_whole_games_reproducibly(bot: str) -> None:
    def play(seed: int) -> str:
        g = rules.new_game("k2", players=3, seed=seed)
        # a searching bot is reproducible with a fixed number of iterations (with a time budget it is anytime)
        seats = [make_bot("k2", bot if s == 0 else "random", seed=seed + s, iterations=1) for s in range(3)]
        while not g.is_over:
            seat = g.to_act[0]
            g.apply(seat, seats[seat].choose(g.observation(seat), g.legal_actions(seat)))
        return g.to_json()

    assert play(4) == play(4)
    assert rules.load(play(5)).is_over


def zone_of(g, space: str) -> str:
    return next(s["zone"] for s in g.observation(None)["map"]["spaces"] if s["id"] == space)


def test_it_does_not_stop_where_it_would_die() -> None:
    # round 2 on tile T2 is snow on 7000 m and above: staying on S21 (red -1, snow -2) with 2 acclimatization kills
    g = position(round=2, weather="T2")
    assert g.observation(0)["weather"]["today"]["zones"] == ["Z7", "Z8"]
    climb(g, "0a", "S21", accl=2)
    reveal(g, {0: ["M2", "M1", "M1"], 1: ["M1", "M1", "A0"]})
    bot_turn(g)
    space = climber(g, "0a").space
    assert zone_of(g, space) not in ("Z7", "Z8"), f"the climber stayed in the snow on {space}"


def test_it_acclimatizes_a_climber_before_the_weather_hits_it() -> None:
    # a climber high up with little acclimatization gets the acclimatization card rather than a stroll at base
    g = position(weather="T3")
    climb(g, "0a", "S25", accl=2)
    climb(g, "0r", "S1", accl=6)
    reveal(g, {0: ["A3", "M1", "M1"], 1: ["M1", "M1", "A0"]})
    assert "give A3 a" in bot_turn(g)


def test_it_races_for_the_summit_on_the_last_day() -> None:
    # round 18: only points count; a fit climber on S26 with 3 points goes up to the summit's 10
    g = position(round=18, start=0, weather="T3")
    climb(g, "0a", "S26", accl=5)
    forced(g, 18, {0: ["M3", "M1", "A1"], 1: ["M1", "M1", "A0"]})
    bot_turn(g)
    assert climber(g, "0a").score == 10


def test_its_secret_choice_keeps_the_climbers_alive_when_danger_is_near() -> None:
    # both climbers high with 2 acclimatization and snow on their zone today: the choice takes acclimatization
    g = position(round=2, weather="T2")
    climb(g, "0a", "S23", accl=2)
    climb(g, "0r", "S22", accl=2)
    deal(g, 0, ["A2", "A3", "M1", "M2", "M3", "R12"])
    assert {"A2", "A3"} & set(bot_choice(g))


def test_a_world_sampled_in_the_rescue_phase_is_the_game_its_seats_see() -> None:
    """3 players, option rescue: when a dying climber awaits its owner's rescue, a world sampled from any seat's
    observation holds that pending rescue (it used to be left out, and the rebuilt state raised IndexError), shows
    that seat the same observation and legal actions, and plays on; the bots then finish the game."""
    g = rules.new_game("k2", players=3, seed=0, options={"rescue": True})
    seats = [make_bot("k2", "rule", seed=s) for s in range(3)]
    while g.state.phase != "rescue":
        assert not g.is_over, "seed 0 no longer reaches the rescue phase: choose another seed"
        seat = g.to_act[0]
        g.apply(seat, seats[seat].choose(g.observation(seat), g.legal_actions(seat)))
    (owner,) = g.to_act
    for seat in range(3):
        obs = g.observation(seat)
        world = rules.game_class("k2").sample_world(obs, Rng(seat))
        assert world.observation(seat) == obs
        assert world.to_act == [owner] and world.legal_actions(seat) == g.legal_actions(seat)
    world.apply(owner, world.legal_actions(owner)[0])
    assert world.state.phase != "rescue" or world.to_act
    while not g.is_over:
        seat = g.to_act[0]
        g.apply(seat, seats[seat].choose(g.observation(seat), g.legal_actions(seat)))
    assert any(text.startswith("rescue") for _, text in g.actions)


# ---- the hard bot (K2SearchBot) ----------------------------------------------------------------------------------
def decisions(players: int, seed: int, upto: int) -> list[tuple[dict, list]]:
    """(observation, legal) at the first `upto` decisions of a game of normal bots."""
    g = rules.new_game("k2", players=players, seed=seed)
    bots = [make_bot("k2", "normal", seed=s) for s in range(players)]
    out = []
    while len(out) < upto:
        seat = g.to_act[0]
        obs, legal = g.observation(seat), g.legal_actions(seat)
        out.append((obs, legal))
        g.apply(seat, bots[seat].choose(obs, legal))
    return out


def test_the_hard_bot_is_reproducible_with_iterations() -> None:
    points = decisions(2, seed=3, upto=30)
    # the first pick of round 2 and the first action of round 1 (where the bot searches), and a later pick
    some = [next(d for d in points if d[0]["round"] == 2), next(d for d in points if d[0]["phase"] == "actions"),
            points[-1]]
    for obs, legal in some:
        picks = {repr(make_bot("k2", "hard", seed=4, iterations=3).choose(obs, legal)) for _ in range(2)}
        assert len(picks) == 1, (obs["round"], obs["phase"], picks)


def test_the_hard_bot_plays_from_worlds_sampled_from_its_observation_only() -> None:
    cls = rules.game_class("k2")
    real = cls.sample_world
    seen: list[dict] = []
    obs, legal = next(d for d in decisions(2, seed=6, upto=12) if d[0]["phase"] == "choose")
    bot = make_bot("k2", "hard", seed=2, iterations=4)
    try:  # every world it plans in is drawn from the observation it was given
        cls.sample_world = classmethod(lambda c, o, rng: seen.append(o) or real.__func__(c, o, rng))
        bot.choose(obs, legal)
    finally:
        cls.sample_world = real
    assert len(seen) >= 4 and all(o == obs for o in seen)


@pytest.mark.parametrize("players", [2, 5])
def test_the_hard_bot_plays_whole_games_legally(players: int) -> None:
    g = rules.new_game("k2", players=players, seed=players)
    seats = [make_bot("k2", "hard" if s == 0 else "normal", seed=s, iterations=1) for s in range(players)]
    while not g.is_over:
        seat = g.to_act[0]
        legal = g.legal_actions(seat)
        action = seats[seat].choose(g.observation(seat), legal)
        assert action in legal
        g.apply(seat, action)
    assert g.result()["rounds"] == 18


def test_the_hard_bots_horizon_knows_what_a_climber_can_still_reach_and_survive() -> None:
    from rules.k2.horizon import final_score

    g = position(round=16, weather="T3")
    lead = ((3, 0.0), (1, 1.0))  # each round: 3 points, or 1 point and 1 acclimatization
    st, opts = g.state, g.options
    # on S26 (7) after round 16 with 6 acclimatization: the summit (10) two rounds later, alive
    assert final_score(st, opts, lead, "S26", 6, 7)[0] == 10
    # with 2 it must come down at once and keeps its 7; with 1 even that kills it (a death scores 1)
    assert final_score(st, opts, lead, "S26", 2, 7)[0] == 7
    assert final_score(st, opts, lead, "S26", 1, 7) == (1.0, -1.0)
    # after the last round only what was reached counts
    g = position(round=18, weather="T3")
    assert final_score(g.state, g.options, lead, "S16", 3, 7) == (7.0, 3.0)


def test_the_hard_bot_keeps_its_tents_for_a_high_camp() -> None:
    # round 1 at base: the normal bot pitches a tent on the first spaces (one more acclimatization tonight), which
    # leaves that climber no tent for the camp below the summit; the hard bot walks on and keeps both tents
    def first_turn(bot: str) -> list[str]:
        g = position(weather="T3")
        reveal(g, {0: ["M1", "M1", "M2"], 1: ["M1", "M1", "A0"]})
        return bot_turn(g, bot, iterations=1)

    assert "tent" in first_turn("normal")
    assert "tent" not in first_turn("hard")
