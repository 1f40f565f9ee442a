"""Every game, every player count and option set: many seeded random games through the public protocol."""

from __future__ import annotations

import pytest

import rules
from rules.rng import Rng

from .conformance import Stats, play_one

GAMES_PER_CONFIG = 100  # per main configuration: random games are the suite's largest cost, rare paths have own tests
CHUNKS = 4

CONFIGS = [
    ("kami", players, {"mode": mode})
    for players in (2, 3, 4)
    for mode in ("warrior", "lord", "god")
] + [
    ("kami", 2, {"mercenaries_per_turn": 2, "empress_last_card": True, "target": 9}),
    ("kami", 2, {"mercenaries_per_turn": 0, "next_leader": "clockwise", "target": 9}),
    ("kami", 3, {"leftover_peek": False, "empress_last_card": True, "target": 9}),
    ("kami", 4, {"soldier_redeal": False, "next_leader": "clockwise", "target": 9}),
    ("nanga_parbat", 2, {}),
    ("nanga_parbat", 2, {"empty_region": "next_region", "between_region_links": "confirmed_only", "end_rule": "both",
                         "first_player": "1"}),
    ("k2", 2, {}),
    ("k2", 1, {}),
    ("k2", 3, {"board": "winter"}),
    ("k2", 4, {"risk_choice": "choose", "rescue": True}),
    ("k2", 5, {}),
    ("k2", 5, {"relaxed_capacity": True, "board": "winter", "first_player": "4"}),
    ("k2", 2, {"risk_choice": "choose", "rescue": True, "board": "winter", "first_player": "1"}),
    ("arnak", 2, {}),
    ("arnak", 3, {"temple": "snake"}),
    ("arnak", 4, {}),
    ("arnak", 2, {"temple": "snake", "first_player": "1"}),
    ("arnak", 4, {"temple": "snake"}),
]
SMALL = {"arnak": 4, "k2": 6}  # games per chunk of the other configurations (Arnak's games are long: ~250
# decisions, K2's 5-player games ~700)
MAIN = {0, 1, 2, 3, 4, 5, 6, 7, 8, 13, 15}  # the configurations that play GAMES_PER_CONFIG games


def _config_id(config: tuple) -> str:
    game, players, options = config
    return f"{game}-{players}p-" + "-".join(f"{k}={v}" for k, v in options.items())


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("config", CONFIGS, ids=_config_id)
def test_random_games_keep_every_protocol_promise(config: tuple, chunk: int) -> None:
    game_id, players, options = config
    main = CONFIGS.index(config) in MAIN
    count = GAMES_PER_CONFIG // CHUNKS if main else SMALL.get(game_id, 10)
    stats = Stats()
    for i in range(count):
        play_one(game_id, players, options, seed=chunk * 1000 + i, stats=stats)
    assert stats.games == count
    if rules.game_class(game_id).__dict__.get("hidden_information", True):
        assert stats.hidden_changed > 0, "sampled worlds never differed: the hidden-information check proved nothing"


# worlds sampled from observations, checked densely in the phases a long game reaches only now and then
PHASES = [
    ("k2", 3, {"rescue": True, "risk_choice": "choose"}, {"choose", "risk", "actions", "rescue"}),
    ("kami", 4, {}, {"redeal", "play"}),
    ("kami", 3, {}, {"play"}),  # a leftover card peeked by one seat, unknown to another
    ("kami", 2, {"lone_empress": "attack", "mercenaries_per_turn": 2}, {"play"}),
    ("nanga_parbat", 2, {}, {"guide", "play"}),
    ("arnak", 3, {"temple": "snake"}, {"turn", "pay", "keep", "option"}),  # Arnak's phase: the decision on top
]


@pytest.mark.parametrize("config", PHASES, ids=lambda c: _config_id(c[:3]))
def test_sampled_worlds_show_each_seat_the_same_game_in_every_phase(config: tuple) -> None:
    game_id, players, options, phases = config
    stats = Stats()
    for seed in range(4):
        play_one(game_id, players, options, seed=seed, stats=stats, sample_every=3)
    assert phases <= stats.sampled_phases
    assert stats.hidden_changed > 0 or not rules.game_class(game_id).__dict__.get("hidden_information", True)


def test_every_game_samples_worlds_and_the_default_names_the_game() -> None:
    for game_id in rules.games():
        assert "_sample_world" in vars(rules.game_class(game_id)), game_id

    class Bare(rules.Game):
        id = "bare"

    with pytest.raises(NotImplementedError, match="bare"):
        Bare.sample_world({}, Rng(0))
