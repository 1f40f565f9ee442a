"""Bad input of every kind gets a clear error naming the problem; nothing is half-applied."""

from __future__ import annotations

import json

import pytest

import rules
from rules.rng import Rng


def test_games_lists_kami() -> None:
    assert "kami" in rules.games()


@pytest.mark.parametrize("game", ["chess", "", None, 3, "KAMI"])
def test_unknown_game_names_the_available_ones(game) -> None:
    with pytest.raises(rules.UnknownGame, match=r"available games: .*kami"):
        rules.new_game(game)


@pytest.mark.parametrize("players", [1, 5, 0, "2", True, 2.0])
def test_unsupported_player_count_lists_the_valid_ones(players) -> None:
    with pytest.raises(rules.BadPlayers, match="2, 3, 4 players"):
        rules.new_game("kami", players=players)


@pytest.mark.parametrize("options, message", [
    ({"speed": 1}, r"unknown option 'speed'; valid options: mode, target"),
    ({"mode": "emperor"}, r"'mode' must be one of 'warrior', 'lord', 'god'"),
    ({"mode": 1}, r"'mode' must be str"),
    ({"target": "15"}, r"'target' must be int"),
    ({"target": True}, r"'target' must be int"),
    ({"target": 0}, r"at least 1"),
    ({"soldier_redeal": 1}, r"'soldier_redeal' must be bool"),
    ({"mercenaries_per_turn": 3}, r"at most 2"),
    (["mode"], r"options must be a mapping"),
])
def test_bad_options_are_refused_with_the_reason(options, message) -> None:
    with pytest.raises(rules.BadOption, match=message):
        rules.new_game("kami", options=options)


@pytest.mark.parametrize("seed", [-1, 2**64, "7", 1.5, True])
def test_bad_seed_is_refused(seed) -> None:
    with pytest.raises(rules.RulesError, match="seed must be an integer"):
        rules.new_game("kami", seed=seed)


def test_options_default_to_bga_behaviour() -> None:
    g = rules.new_game("kami", players=3, seed=1)
    assert g.options == {"mode": "warrior", "target": 15, "soldier_redeal": True, "leftover_peek": True,
                         "empress_last_card": False, "mercenaries_per_turn": 1, "lone_empress": "refuse",
                         "next_leader": "winner"}
    provisional = {o["name"] for o in rules.game_class("kami").describe_options() if o["provisional"]}
    assert provisional == {"empress_last_card", "mercenaries_per_turn", "lone_empress", "next_leader"}


def played(seed: int = 5, moves: int = 30) -> rules.Game:
    g = rules.new_game("kami", players=3, seed=seed)
    pick = Rng(seed)
    for _ in range(moves):
        seat = g.to_act[0]
        g.apply(seat, pick.choice(g.legal_actions(seat)))
    return g


def test_save_round_trip_continues_identically() -> None:
    g = played()
    h = rules.load(g.to_json())
    assert h.to_json() == g.to_json()
    seat = g.to_act[0]
    action = g.legal_actions(seat)[-1]
    g.apply(seat, action)
    h.apply(seat, action)
    assert h.to_json() == g.to_json()


def test_load_accepts_text_bytes_and_dicts() -> None:
    text = played().to_json()
    for data in (text, text.encode(), json.loads(text)):
        assert rules.load(data).to_json() == text


def _edited(**changes) -> str:
    data = json.loads(played().to_json())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("data, message", [
    (lambda: played().to_json()[:-20], "not valid JSON"),
    (lambda: "[]", "must be a JSON object"),
    (lambda: '{"hello": "world"}', "not a saved game of this project"),
    (lambda: b"\xff\xfe", "not UTF-8"),
    (lambda: _edited(version=99), "unsupported save version 99"),
    (lambda: _edited(game="chess"), "unknown game 'chess'"),
    (lambda: _edited(players=7), "2, 3, 4 players"),
    (lambda: _edited(options={"mode": "x"}), "'mode' must be one of"),
    (lambda: _edited(actions="pass"), "list of \\[seat, notation\\] pairs"),
    (lambda: _edited(actions=[[0, "attack Q"]]), "action #1 .* cannot be replayed"),
    (lambda: _edited(digest="0" * 32), "digest does not match"),
    (lambda: _edited(extra=1), "unknown field"),
])
def test_corrupted_or_foreign_saves_are_refused(data, message) -> None:
    with pytest.raises(rules.BadSave, match=message):
        rules.load(data())


def test_a_save_whose_actions_were_edited_is_refused() -> None:
    g = played(moves=40)
    data = json.loads(g.to_json())
    # swap one action for another legal one at that point: replays fine, but the digest no longer matches
    replay = rules.new_game("kami", players=3, seed=5)
    for i, (seat, text) in enumerate(data["actions"]):
        alternatives = [replay.notation(a) for a in replay.legal_actions(seat) if replay.notation(a) != text]
        if alternatives and i > 10:
            data["actions"] = data["actions"][:i] + [[seat, alternatives[0]]]
            break
        replay.apply(seat, text)
    with pytest.raises(rules.BadSave, match="digest does not match"):
        rules.load(json.dumps(data))


def test_same_seed_and_actions_give_the_same_game_and_different_seeds_differ() -> None:
    assert played(seed=9).to_json() == played(seed=9).to_json()
    a = rules.new_game("kami", players=2, seed=1).state_dict()
    b = rules.new_game("kami", players=2, seed=2).state_dict()
    assert a["hands"] != b["hands"]


def test_clone_is_independent() -> None:
    g = played()
    twin = g.clone()
    seat = twin.to_act[0]
    twin.apply(seat, twin.legal_actions(seat)[0])
    assert twin.to_json() != g.to_json()
    assert rules.load(g.to_json()).to_json() == g.to_json()


def test_observation_of_a_seat_that_does_not_exist_is_refused() -> None:
    with pytest.raises(rules.RulesError, match="no seat 3"):
        rules.new_game("kami", players=3).observation(3)


def test_rng_is_uniform_enough_and_shuffles_are_permutations() -> None:
    rng = Rng(123)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)
    deck = list(range(32))
    rng.shuffle(deck)
    assert sorted(deck) == list(range(32)) and deck != list(range(32))
    a, b = Rng(123), Rng.from_state(Rng(123).state())
    assert [a.next64() for _ in range(3)] == [b.next64() for _ in range(3)]


def test_rng_matches_the_published_xoshiro256starstar_reference() -> None:
    """Reference outputs of xoshiro256** from state (1, 2, 3, 4), as its authors' C code gives them."""
    rng = Rng.from_state([1, 2, 3, 4])
    assert [rng.next64() for _ in range(6)] == [
        11520, 0, 1509978240, 1215971899390074240, 1216172134540287360, 607988272756665600]
