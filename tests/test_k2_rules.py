"""K2 rules, one scenario per rule.

Sources, strongest first: the Japanese BGA guide (how Board Game Arena plays it), then the K2 spec; actions are
written in the notation of rules/k2/notation.py.
Positions are set up with tests/k2_positions.py; refusals are checked to name their rule and change nothing.
"""

from __future__ import annotations

import heapq
from collections import Counter

import pytest

import rules
from tests.k2_positions import (
    choose,
    climb,
    deal,
    finish_round,
    finish_turn,
    forced,
    legal,
    moves,
    new_game,
    play,
    play_round,
    position,
    refusal,
    reveal,
    today,
    view,
)
from tests.rulebook_tries import refusal as refusal_key

QUIET = ["M1", "M1", "M1"]  # three plain 1s: a seat that just wants its turn over (no acclimatization change)


def pool(g) -> dict:
    return g.observation(g.to_act[0])["pool"]


def risk(g) -> dict:
    return g.observation(None)["risk"]


def seat_view(g, seat: int, viewer: int | None = None) -> dict:
    return g.observation(viewer)["seats"][seat]


def cheapest_from(g, start: str) -> dict[str, int]:
    """Our own Dijkstra over the observed map: each step pays the entry cost of the space entered (blank = 1)."""
    board = g.observation(None)["map"]
    cost = {s["id"]: s["cost"] or 1 for s in board["spaces"]}
    links: dict[str, set[str]] = {s: set() for s in cost}
    for a, b in board["edges"]:
        links[a].add(b)
        links[b].add(a)
    best, queue = {start: 0}, [(0, start)]
    while queue:
        d, here = heapq.heappop(queue)
        if d > best[here]:
            continue
        for there in links[here]:
            if d + cost[there] < best.get(there, 1 << 30):
                best[there] = d + cost[there]
                heapq.heappush(queue, (best[there], there))
    return best


# ---- setup -----------------------------------------------------------------------------------------


def test_the_game_is_registered():
    assert "k2" in rules.games()


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_setup_two_climbers_per_seat_at_base_camp_acclimatization_1_score_1(players):
    """最初は各プレイヤーともに2人の登山家コマをスタート地点に置いた状態; スタート時の各登山家の順応値は全員1."""
    obs = new_game(players, seed=players).observation(None)
    assert len(obs["seats"]) == players
    for seat in obs["seats"]:
        assert [c["id"] for c in seat["climbers"]] == ["a", "r"]
        for c in seat["climbers"]:
            assert (c["space"], c["alive"], c["accl"], c["score"], c["tent"]) == ("BASE", True, 1, 1, None)
        assert seat["score"] == 2
    assert obs["occupancy"] == {"BASE": 2 * players}
    assert (obs["round"], obs["phase"], obs["board"]) == (1, "choose", "summer")


@pytest.mark.parametrize("players", [1, 2, 5])
def test_setup_hand_of_6_and_deck_of_12(players):
    """1ラウンド目(初日)は残数12枚: each player's own 18-card deck, 6 dealt."""
    g = new_game(players, seed=7)
    for seat in range(players):
        obs = g.observation(seat)
        assert len(obs["hand"]) == 6
        assert obs["seats"][seat]["hand"] == 6 and obs["seats"][seat]["deck"] == 12
        assert Counter(obs["hand"]) <= Counter({"M1": 5, "M2": 3, "M3": 2, "R12": 1, "R13": 1, "R23": 1,
                                                 "A0": 1, "A1": 2, "A2": 1, "A3": 1})


def test_setup_weather_forecast_shows_6_days():
    """画面上部には2枚、6ラウンド分(6日分)の天候が表示; ゲーム開始直後はタイル残数は5."""
    weather = new_game(seed=3).observation(None)["weather"]
    assert [d["round"] for d in weather["forecast"]] == [1, 2, 3, 4, 5, 6]
    assert weather["today"] == weather["forecast"][0]
    assert weather["tiles_left"] == 5
    assert all(d["move"] == 0 for d in weather["forecast"]), "summer tiles have no movement penalty"


def test_setup_three_risk_tokens_face_up_from_the_twenty():
    for seed in range(5):
        obs_risk = risk(new_game(seed=seed))
        assert len(obs_risk["face_up"]) == 3 and obs_risk["face_down"] == 17
        assert obs_risk["taker"] is None and obs_risk["remaining"] == 0
        g = new_game(seed=seed)
        assert Counter(g.state.risk_up + g.state.risk_pile) == {0: 4, 1: 11, 2: 5}


def test_start_player_is_drawn_from_the_seed():
    starts = {new_game(seed=s).observation(None)["start_player"] for s in range(20)}
    assert starts == {0, 1}
    assert new_game(seed=11).observation(None)["start_player"] == new_game(seed=11).observation(None)["start_player"]


def test_start_player_marker_passes_left_each_round():
    g = new_game(3, seed=2, options={"first_player": "2"})
    assert g.observation(None)["start_player"] == 2
    play_round(g)
    assert g.observation(None)["start_player"] == 0
    play_round(g)
    assert g.observation(None)["start_player"] == 1


def test_option_first_player_must_be_a_seat():
    assert new_game(2, options={"first_player": "1"}).observation(None)["start_player"] == 1
    with pytest.raises(rules.BadOption, match="first_player"):
        new_game(2, options={"first_player": "3"})


def test_winter_weather_is_refused_naming_winter():
    with pytest.raises(rules.BadOption) as exc:
        new_game(options={"weather": "winter"})
    assert "winter" in str(exc.value) and "transcribed" in str(exc.value)


def test_winter_board_is_available():
    obs = new_game(options={"board": "winter"}).observation(None)
    assert obs["board"] == "winter"
    assert {s["id"] for s in obs["map"]["spaces"]} == {"BASE", "SUMMIT"} | {f"W{k}" for k in range(1, 29)}


def test_unknown_and_ill_typed_options_are_refused():
    with pytest.raises(rules.BadOption, match="unknown option"):
        new_game(options={"oxygen": True})
    with pytest.raises(rules.BadOption, match="risk_choice"):
        new_game(options={"risk_choice": "highest"})
    with pytest.raises(rules.BadOption, match="relaxed_capacity"):
        new_game(options={"relaxed_capacity": 1})


def test_relaxed_capacity_option_with_5_players():
    """人数制限緩和 (5人プレイ限定): 7000-8000 m and >8000 m hold one more."""
    assert new_game(5).observation(None)["map"]["capacity"] == {"Z5": 4, "Z6": 3, "Z7": 2, "Z8": 1}
    relaxed = new_game(5, options={"relaxed_capacity": True}).observation(None)["map"]["capacity"]
    assert relaxed == {"Z5": 4, "Z6": 3, "Z7": 3, "Z8": 2}


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_one_to_five_players(players):
    g = new_game(players)
    assert g.to_act == list(range(players))


@pytest.mark.parametrize("players", [0, 6])
def test_zero_or_six_players_are_refused(players):
    with pytest.raises(rules.BadPlayers, match="1, 2, 3, 4, 5"):
        new_game(players)


# ---- the secret simultaneous choice -------------------------------------------------------------------


def test_every_seat_chooses_at_the_same_time():
    g = position(3)
    assert g.to_act == [0, 1, 2]
    assert all(a.startswith("pick ") for s in range(3) for a in legal(g, s))
    choose(g, 1, ["M1", "M1", "A0"])
    assert g.to_act == [0, 2]


def test_the_picks_are_the_hand_cards():
    g = position()
    deal(g, 0, ["M1", "M1", "M2", "R13", "A0", "A3"])
    assert legal(g, 0) == {"pick M1", "pick M2", "pick R13", "pick A0", "pick A3"}
    reason = refusal(g, "pick M3", seat=0)
    assert "not in your hand" in reason
    g.apply(0, "pick M1")
    assert g.observation(0)["hand"] == ["A0", "A3", "M1", "M2", "R13"]
    assert g.observation(0)["picked"] == ["M1"]


def test_a_picked_card_cannot_be_picked_twice():
    g = position()
    deal(g, 0, ["M1", "M2", "M3", "R13", "A0", "A3"])
    g.apply(0, "pick M3")
    assert "not in your hand" in refusal(g, "pick M3", seat=0)


def test_three_picks_lock_the_choice_and_a_fourth_is_impossible():
    g = position()
    choose(g, 0, ["M1", "M2", "A0"])
    assert g.to_act == [1] and g.legal_actions(0) == []
    assert seat_view(g, 0)["locked"] is True and seat_view(g, 1)["locked"] is False
    assert "not Seat 1's decision" in refusal(g, "pick M1", seat=0)


def test_nobody_sees_another_seats_picks_before_the_reveal():
    """Seat 0 picking different cards leaves seat 1's (and a spectator's) view exactly the same."""
    g = position()
    deal(g, 0, ["M1", "M2", "M3", "A1", "A2", "A3"])
    twin = g.clone()
    e1 = g.apply(0, "pick M3") + g.apply(0, "pick M2")
    e2 = twin.apply(0, "pick A1") + twin.apply(0, "pick A3")
    for viewer in (1, None):
        assert g.observation(viewer) == twin.observation(viewer)
        assert [e.view(viewer) for e in e1] == [e.view(viewer) for e in e2]
    assert g.legal_actions(1) == twin.legal_actions(1)
    assert g.observation(0)["picked"] == ["M3", "M2"]
    g.apply(0, "pick M1")
    twin.apply(0, "pick A2")
    assert g.observation(1) == twin.observation(1)
    assert seat_view(g, 0, viewer=1)["played"] is None


def test_the_cards_are_revealed_when_the_last_seat_locks():
    g = position()
    choose(g, 0, ["M3", "M2", "A1"])
    assert seat_view(g, 0, viewer=1)["played"] is None
    events = choose(g, 1, ["M1", "M1", "A0"])
    shown = next(e for e in events if e.type == "reveal")
    assert shown.irreversible
    assert seat_view(g, 0, viewer=1)["played"] == ["A1", "M2", "M3"]
    assert seat_view(g, 1, viewer=0)["played"] == ["A0", "M1", "M1"]
    assert g.observation(None)["phase"] == "actions"


def test_deck_counts_12_9_6_3_0_then_reshuffle_after_rounds_6_and_12():
    """山札の残数 12, 9, 6, 3 … 5ラウンド目で0; 6ラウンド目が終了したら18枚を再び山札として6枚を配る."""
    g = new_game(seed=5)
    decks = []
    for _ in range(13):
        obs = g.observation(0)
        decks.append((obs["round"], obs["seats"][0]["deck"], obs["seats"][1]["deck"]))
        play_round(g)
    expected = [12, 9, 6, 3, 0, 0] * 2 + [12]
    assert decks == [(r + 1, n, n) for r, n in enumerate(expected)]


@pytest.mark.parametrize("round_", [6, 12, 18])
def test_rounds_6_12_18_play_the_three_kept_cards_automatically(round_):
    """6ラウンド目・12ラウンド目・18ラウンド目は手札に残した3枚を強制的に使用する."""
    g = new_game(seed=9)
    while g.state.round < round_ - 1:
        play_round(g)
    for seat in g.to_act:
        choose(g, seat, sorted(g.state.hands[seat])[:3])
    kept = [sorted(g.state.hands[s]) for s in range(2)]
    while g.state.round == round_ - 1:
        play_round(g)
    obs = g.observation(None)
    assert obs["round"] == round_ and obs["phase"] in ("actions", "risk")
    assert [s["played"] for s in obs["seats"]] == kept
    assert all(not a.startswith("pick") for s in range(2) for a in legal(g, s))


def test_weather_marker_advances_a_day_per_round_and_a_new_tile_every_3_rounds():
    """3ラウンド経過するごとに古いタイルは除去され新しいタイルが補充されます."""
    g = new_game(seed=6)
    forecast = g.observation(None)["weather"]["forecast"]
    play_round(g)
    weather = g.observation(None)["weather"]
    assert weather["today"] == forecast[1], "the marker moves on; the two visible tiles stay"
    assert weather["forecast"] == forecast
    play_round(g)
    play_round(g)
    weather = g.observation(None)["weather"]
    assert [d["round"] for d in weather["forecast"]] == [4, 5, 6, 7, 8, 9]
    assert weather["forecast"][:3] == forecast[3:] and weather["tiles_left"] == 4


# ---- risk ----------------------------------------------------------------------------------------------


def test_risk_example_1_green_rope_up_1_and_move_3_beats_blue_3():
    """例1: 緑 上1+通常3 = 4, 青 上1+上2 = 3: 緑がリスクトークンを受け取る (acclimatization cards count 0)."""
    g = position(face_up=[1, 1, 2])
    reveal(g, {0: ["R12", "M3", "A3"], 1: ["R12", "R23", "A2"]})
    assert risk(g)["taker"] == 0 and risk(g)["token"] == 1 and risk(g)["remaining"] == 1


def test_risk_example_2_a_tie_for_highest_means_nobody():
    """例2: 上2+通常2+通常3 = 7 vs 通常1+通常3+通常3 = 7: 誰もリスクトークンを受け取りません."""
    g = position(face_up=[0, 1, 2])
    reveal(g, {0: ["R23", "M2", "M3"], 1: ["M1", "M3", "M3"]})
    assert risk(g)["taker"] is None and risk(g)["remaining"] == 0
    assert risk(g)["face_up"] == [0, 1, 2]


def test_acclimatization_cards_count_0_in_the_risk_draw():
    """環境適応カード: リスクトークン判定には使われません. A3+A2+A1 (0) loses to M1 (1)."""
    g = position(face_up=[1, 1, 2])
    reveal(g, {0: ["A3", "A2", "A1"], 1: ["M1", "A0", "A1"]})
    assert risk(g)["taker"] == 1


def test_rope_counts_its_up_value_in_the_risk_draw():
    """R13 counts 1 (the up arrow), not 3: M2+R13 = 3 < M3+M1 = 4 even though 2+3 would be 5."""
    g = position(face_up=[1, 1, 2])
    reveal(g, {0: ["M2", "R13", "A0"], 1: ["M3", "M1", "A0"]})
    assert risk(g)["taker"] == 1


def test_the_taker_gets_the_lowest_face_up_token_by_default():
    """BGAでは自動的に一番数値が低いリスクトークンを受け取る."""
    g = position(face_up=[2, 0, 1])
    reveal(g, {0: ["M3", "M3", "M2"], 1: QUIET})
    assert risk(g)["token"] == 0 and risk(g)["face_up"] == [1, 2]
    assert g.observation(None)["phase"] == "actions"


def test_risk_choice_choose_lets_the_taker_pick_a_token():
    g = position(face_up=[0, 1, 2], options={"risk_choice": "choose"})
    reveal(g, {0: QUIET, 1: ["M3", "M3", "M2"]})
    obs = g.observation(None)
    assert obs["phase"] == "risk" and g.to_act == [1] and obs["active"] == 1
    assert legal(g) == {"take 0", "take 1", "take 2"}
    assert "no face-up risk token 3" in refusal(g, "take 3")
    play(g, "take 2")
    assert risk(g)["token"] == 2 and risk(g)["remaining"] == 2 and risk(g)["face_up"] == [0, 1]
    assert g.observation(None)["phase"] == "actions"


def test_a_taken_token_is_replaced_from_the_face_down_pile_next_round():
    """1枚使用された場合は次ラウンド開始時に1枚補充されます."""
    g = position(face_up=[0, 1, 1])
    reveal(g, {0: ["M3", "M3", "M2"], 1: QUIET})
    assert risk(g)["face_up"] == [1, 1] and risk(g)["face_down"] == 17
    finish_round(g)
    assert len(risk(g)["face_up"]) == 3 and risk(g)["face_down"] == 16


def test_no_token_leaves_the_face_up_row_when_nobody_takes_one():
    g = position(face_up=[0, 1, 1])
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g)
    assert risk(g)["face_up"] == [0, 1, 1] and risk(g)["face_down"] == 17


def test_risk_deducted_from_move_points():
    """リスク減算(-1): 移動力から減算. M3 with a 1-token leaves 2 points."""
    g = position(face_up=[1, 2, 2])
    reveal(g, {0: ["M3", "M2", "M1"], 1: QUIET})
    play(g, "give M3 a")
    assert "deduct" in legal(g)
    play(g, "deduct")
    assert pool(g)["free"] == 2 and risk(g)["remaining"] == 0
    assert "deduct" not in legal(g)
    assert "out of reach" in refusal(g, "move S3")
    play(g, "move S2")
    assert view(g, "0a")["space"] == "S2"


def test_risk_deducted_from_an_acclimatization_card():
    """環境適応カードにリスク減算を行った場合は回復値がリスクトークンぶん減算される."""
    g = position(face_up=[1, 2, 2])
    reveal(g, {0: ["A2", "M3", "M3"], 1: QUIET})
    play(g, "give A2 a")
    assert view(g, "0a")["accl"] == 3
    play(g, "deduct")
    assert view(g, "0a")["accl"] == 2 and risk(g)["remaining"] == 0


def test_risk_left_at_the_end_falls_on_a_climber_that_got_a_card():
    """カードをプレイした登山家コマの順応値を強制的に減算; カードをプレイしていない登山家からは減算できません."""
    g = position(face_up=[2, 2, 2])
    climb(g, "0a", "BASE", accl=4)
    reveal(g, {0: ["M3", "M3", "M2"], 1: QUIET})
    play(g, "give M3 a", "give M3 a", "give M2 a")
    assert legal(g) == {"done a", "deduct"} | {f"move {s}" for s in moves(g)}
    assert "risk is left" in refusal(g, "done")
    assert "got no card" in refusal(g, "done r")
    play(g, "done a")
    assert view(g, "0a")["accl"] == 2 and view(g, "0r")["accl"] == 1
    assert risk(g)["remaining"] == 0


def test_risk_is_only_the_takers():
    """The seat before the taker ends its turn with a plain done and loses nothing."""
    g = position(face_up=[2, 2, 2], start=0)
    reveal(g, {0: QUIET, 1: ["M3", "M3", "M2"]})
    assert risk(g)["taker"] == 1
    play(g, "give M1 a", "give M1 a", "give M1 a")
    assert "deduct" not in legal(g)
    assert "done" in legal(g) and "done a" not in legal(g)
    play(g, "done")
    assert view(g, "0a")["accl"] == 1
    assert g.to_act == [1] and risk(g)["remaining"] == 2


def test_solo_takes_a_risk_token_every_round():
    g = position(1, face_up=[1, 1, 2])
    reveal(g, {0: ["A1", "A2", "A3"]})
    assert risk(g)["taker"] == 0 and risk(g)["token"] == 1


# ---- actions: moving ---------------------------------------------------------------------------------


def test_moving_pays_the_entry_cost_of_each_space_blank_is_1():
    """黄色い丸の書かれていないマスは移動力1, 2と書かれている場合は移動力2."""
    g = position()
    reveal(g, {0: ["M3", "M2", "A0"], 1: QUIET})
    play(g, "give M3 a")
    reach = cheapest_from(g, "BASE")
    assert moves(g) == {s for s, d in reach.items() if 0 < d <= 3} == {"S1", "S2", "S3", "S4"}
    play(g, "move S2")
    assert view(g, "0a")["space"] == "S2" and pool(g)["free"] == 1
    assert moves(g) == {"S1", "S3", "S4"}, "several moves while points remain"
    play(g, "move S4")
    assert pool(g)["free"] == 0 and not moves(g)
    play(g, "give M2 a")
    assert "S6" in moves(g), "S6 costs 2"
    assert cheapest_from(g, "S4")["S6"] == 2
    play(g, "move S6")
    assert view(g, "0a")["space"] == "S6"


def test_a_climber_cannot_go_beyond_its_cards_points():
    g = position()
    reveal(g, {0: ["M1", "M1", "A0"], 1: QUIET})
    play(g, "give M1 a")
    assert moves(g) == {"S1"}
    reason = refusal(g, "move S2")
    assert "out of reach" in reason and "costs 2" in reason


def test_moves_follow_the_links():
    """S3 and S1 are drawn side by side but not linked: from S3 one point reaches only S2 and S5."""
    g = position()
    climb(g, "0a", "S3")
    reveal(g, {0: ["M1", "M1", "A0"], 1: QUIET})
    play(g, "give M1 a")
    assert moves(g) == {"S2", "S5"}
    assert "out of reach" in refusal(g, "move S1")
    assert "no space" in refusal(g, "move S99")
    assert "already on" in refusal(g, "move S3")


def test_a_move_needs_a_movement_card_given_first():
    g = position()
    reveal(g, {0: ["M1", "A1", "A0"], 1: QUIET})
    assert "movement card" in refusal(g, "move S1")
    play(g, "give A1 a")
    assert "movement card" in refusal(g, "move S1")


def test_a_climber_cannot_stop_on_a_full_space():
    """定員 (2人プレイ): >8000 m holds 1 climber."""
    g = position()
    climb(g, "1a", "S26", accl=6)
    climb(g, "0a", "S25", accl=6)
    reveal(g, {0: ["M3", "M1", "A0"], 1: QUIET})
    play(g, "give M3 a")
    assert "S26" not in moves(g)
    reason = refusal(g, "move S26")
    assert "full" in reason and "pass through" in reason


def test_a_climber_may_pass_through_a_full_space():
    """定員数は「留まることが出来る人数」: 一度の移動でそのマスを通過するぶんには制限を受けません."""
    g = position()
    climb(g, "1a", "S26", accl=6)
    climb(g, "0a", "S25", accl=6)
    reveal(g, {0: ["M3", "M3", "A0"], 1: QUIET})
    play(g, "give M3 a", "give M3 a")
    assert "SUMMIT" in moves(g)
    play(g, "move SUMMIT")
    assert view(g, "0a")["space"] == "SUMMIT" and view(g, "0a")["score"] == 10


def test_capacity_2_players_6000_to_7000_m_holds_2():
    g = position()
    climb(g, "1a", "S16")
    climb(g, "1r", "S16")
    climb(g, "0a", "S14")
    reveal(g, {0: ["M1", "M1", "A0"], 1: QUIET})
    play(g, "give M1 a")
    assert "full" in refusal(g, "move S16")


def test_capacity_3_players_7000_to_8000_m_holds_2():
    g = position(3)
    climb(g, "1a", "S24")
    climb(g, "0a", "S21")
    reveal(g, {0: ["M2", "M1", "A0"], 1: QUIET, 2: QUIET})
    play(g, "give M2 a")
    assert "S24" in moves(g)
    climb(g, "2a", "S24")
    assert "full" in refusal(g, "move S24")


@pytest.mark.parametrize(("relaxed", "room"), [(False, False), (True, True)])
def test_capacity_5_players_above_8000_m_relaxed_option(relaxed, room):
    g = position(5, options={"relaxed_capacity": relaxed})
    climb(g, "1a", "S26")
    climb(g, "0a", "S25")
    reveal(g, {0: ["M3", "M1", "A0"]} | {s: QUIET for s in range(1, 5)})
    play(g, "give M3 a")
    assert ("S26" in moves(g)) is room


def test_base_camp_has_no_limit():
    g = position()
    climb(g, "0a", "S1")
    reveal(g, {0: ["M1", "M1", "A0"], 1: QUIET})
    assert g.observation(None)["occupancy"]["BASE"] == 3
    play(g, "give M1 a")
    assert "BASE" in moves(g)
    play(g, "move BASE")
    assert g.observation(None)["occupancy"]["BASE"] == 4


def test_rope_down_value_only_pays_for_descending():
    """下矢印の数値を選択した場合は下山の時のみ移動力として使用できます."""
    g = position()
    climb(g, "0a", "S6")
    reveal(g, {0: ["R13", "M1", "A0"], 1: QUIET})
    assert {"give R13:up a", "give R13:down a"} <= legal(g)
    assert "which value" in refusal(g, "give R13 a")
    play(g, "give R13:down a")
    assert (pool(g)["down"], pool(g)["free"]) == (3, 0)
    assert {"S4", "S2", "S1"} <= moves(g), "S6 → S4 → S2 → S1 is a descent of 3 points"
    assert "S11" not in moves(g)
    assert "descending" in refusal(g, "move S11")
    play(g, "move S1")
    assert view(g, "0a")["space"] == "S1"


@pytest.mark.parametrize(("start", "card", "reach", "uphill"), [("S21", "R12", {"S19"}, "S24"),
                                                               ("S10", "R13", {"S9", "S8", "S7"}, "S14")])
def test_descending_means_going_down_the_mountain(start, card, reach, uphill):
    """S21 (7000-8000 m) → S19 (6000-7000 m) is a descent although both are 9 links from base camp;
    S10 (<6000 m) → S14 (6000-7000 m) is a climb although S14 is fewer links from base camp."""
    g = position()
    climb(g, "0a", start)
    reveal(g, {0: [card, "M1", "A0"], 1: QUIET})
    play(g, f"give {card}:down a")
    assert moves(g) == reach
    assert "descending" in refusal(g, f"move {uphill}")


def test_rope_up_value_goes_any_direction():
    """上矢印の数値を選択した場合は通常カードと同じく登山・下山."""
    g = position()
    climb(g, "0a", "S6")
    reveal(g, {0: ["R13", "M1", "A0"], 1: QUIET})
    play(g, "give R13:up a")
    assert (pool(g)["free"], pool(g)["down"]) == (1, 0)
    assert moves(g) == {"S4", "S7", "S11"}
    play(g, "move S4")
    assert view(g, "0a")["space"] == "S4"


def test_plain_cards_take_no_rope_value():
    g = position()
    reveal(g, {0: ["M1", "M1", "A0"], 1: QUIET})
    assert "not a rope card" in refusal(g, {"type": "give", "card": "M1", "climber": "a", "use": "up"})


def test_the_points_of_one_card_cannot_be_split_between_climbers():
    """1枚のカードのポイントは分割できない: giving a card to the other climber closes the first one's points."""
    g = position()
    reveal(g, {0: ["M3", "M1", "A0"], 1: QUIET})
    play(g, "give M3 a", "move S2")
    assert pool(g) == {"climber": "a", "kind": "move", "free": 1, "down": 0, "moved": True, "deductible": 0}
    assert "already been given" in refusal(g, "give M3 r")
    play(g, "give M1 r")
    assert pool(g)["climber"] == "r" and pool(g)["free"] == 1
    assert moves(g) == {"S1"}, "only the round climber moves now"
    play(g, "move S1", "give A0 a", "done")
    assert view(g, "0a")["space"] == "S2" and view(g, "0r")["space"] == "S1"


def test_several_cards_pool_on_one_climber():
    """(移動力1のカード2枚選択でも同じことが出来ます): 1 + 2 points move 3 spaces at once."""
    g = position()
    reveal(g, {0: ["M1", "M2", "A0"], 1: QUIET})
    play(g, "give M1 a", "give M2 a")
    assert pool(g)["free"] == 3
    play(g, "move S3")
    assert view(g, "0a")["space"] == "S3" and pool(g)["free"] == 0


def test_unused_points_are_lost():
    g = position()
    reveal(g, {0: ["M3", "M1", "A0"], 1: QUIET})
    play(g, "give M3 a", "move S1", "give A0 r")
    assert not moves(g)
    play(g, "give M1 a")
    assert pool(g)["free"] == 1, "the 2 points left of M3 were lost"
    play(g, "move S2", "done")
    assert view(g, "0a")["space"] == "S2"


def test_done_only_after_every_card_is_given():
    g = position()
    reveal(g, {0: ["M1", "M2", "A0"], 1: QUIET})
    play(g, "give M1 a")
    assert "done" not in legal(g)
    assert "Give every played card" in refusal(g, "done")
    play(g, "give M2 a", "give A0 r")
    assert "done" in legal(g)


def test_turns_go_clockwise_from_the_start_player():
    g = position(3, start=1)
    reveal(g, {0: QUIET, 1: QUIET, 2: QUIET})
    order = []
    while g.state.round == 1:
        order.append(g.to_act[0])
        assert g.observation(None)["active"] == order[-1]
        finish_turn(g)
    assert order == [1, 2, 0]


def test_not_your_turn_in_the_actions_phase():
    g = position(start=1)
    reveal(g, {0: QUIET, 1: QUIET})
    assert "not Seat 1's decision" in refusal(g, "give M1 a", seat=0)


def test_a_dead_climber_takes_no_cards():
    g = position()
    climb(g, "0r", None)
    reveal(g, {0: ["M1", "A1", "A0"], 1: QUIET})
    assert not any(a.endswith(" r") for a in legal(g))
    assert "dead" in refusal(g, "give A1 r")


# ---- actions: tents ----------------------------------------------------------------------------------


def test_a_tent_costs_the_entry_cost_of_the_climbers_space():
    """テントの設置には、そのマスへの移動に必要なだけの移動力を消費します (S6 costs 2)."""
    g = position()
    climb(g, "0a", "S6")
    reveal(g, {0: ["M2", "M1", "A0"], 1: QUIET})
    play(g, "give M2 a")
    assert "tent" in legal(g)
    play(g, "tent")
    assert view(g, "0a")["tent"] == "S6" and pool(g)["free"] == 0


def test_a_tent_needs_enough_points():
    g = position()
    climb(g, "0a", "S6")
    reveal(g, {0: ["M1", "M1", "A0"], 1: QUIET})
    play(g, "give M1 a")
    assert "tent" not in legal(g)
    assert "entry cost (2)" in refusal(g, "tent")


def test_each_climber_pitches_one_tent_per_game():
    """デコボコ登山家はデコボコテントを1つまで; テントは一度設置してしまったらもうその場所からは動かせない."""
    g = position()
    climb(g, "0a", "S6", tent="S4")
    reveal(g, {0: ["M3", "M2", "A0"], 1: QUIET})
    play(g, "give M3 a")
    assert "already pitched" in refusal(g, "tent")
    play(g, "give M2 r", "move S1", "tent")
    assert view(g, "0r")["tent"] == "S1" and view(g, "0a")["tent"] == "S4"


def test_no_tent_at_base_camp():
    g = position()
    reveal(g, {0: ["M3", "M1", "A0"], 1: QUIET})
    play(g, "give M3 a")
    assert "tent" not in legal(g)
    assert "base camp" in refusal(g, "tent")


# ---- score -----------------------------------------------------------------------------------------------


def test_score_is_the_highest_flag_ever_entered_passing_through_counts():
    """そのマスでラウンドを終えずに通過しただけでも到達したものとみなされます: S23 → S26 (7) → S25 (6)."""
    g = position()
    climb(g, "0a", "S23", accl=6)
    reveal(g, {0: ["M2", "M3", "A0"], 1: QUIET})
    play(g, "give M2 a", "give M3 a", "move S25")
    assert view(g, "0a")["space"] == "S25" and view(g, "0a")["score"] == 7
    play(g, "give A0 a", "done")
    assert seat_view(g, 0)["score"] == 7 + 1


def test_touching_the_summit_and_descending_keeps_10():
    """一瞬だけ頂上に移動したあとすぐに頂上から降りてラウンド終了した場合でも得点カウンターは10点."""
    g = position()
    climb(g, "0a", "S26", accl=6)
    reveal(g, {0: ["M3", "R13", "A0"], 1: QUIET})
    play(g, "give M3 a", "move SUMMIT")
    assert view(g, "0a")["score"] == 10
    play(g, "give R13:down a", "move S26", "give A0 a", "done")
    finish_round(g)
    assert view(g, "0a")["space"] == "S26" and view(g, "0a")["score"] == 10
    assert g.state.round == 2


def test_score_never_drops_while_alive():
    g = position()
    climb(g, "0a", "S13", score=4)
    reveal(g, {0: ["M2", "M1", "A0"], 1: QUIET})
    play(g, "give M2 a", "move S12")
    assert view(g, "0a")["score"] == 4


# ---- the acclimatization check -----------------------------------------------------------------------


def test_check_blue_spaces_add_and_red_spaces_subtract():
    """青マスなら順応値プラス, 赤マスなら順応値マイナス (sunny day)."""
    g = position()
    climb(g, "0a", "S1", accl=3)    # +1
    climb(g, "0r", "S17", accl=3)   # -1
    climb(g, "1a", "S23", accl=5)   # -2
    climb(g, "1r", "S9", accl=3)    # 0
    reveal(g, {0: QUIET, 1: QUIET})
    assert today(g)["icon"] == "sun"
    finish_round(g)
    assert [view(g, n)["accl"] for n in ("0a", "0r", "1a", "1r")] == [4, 2, 3, 3]


def test_check_base_camp_adds_1():
    """スタート地点でも同じように毎ラウンド終了時に順応値が回復."""
    g = position()
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g)
    assert all(view(g, n)["accl"] == 2 for n in ("0a", "0r", "1a", "1r"))


def test_check_own_tent_of_either_shape_adds_1_other_players_tents_nothing():
    """自分の色のテントがあるマスに居る場合は順応値プラス1(デコボコ、スベスベどちらのテントでも構いません)."""
    g = position()
    climb(g, "0a", "S10", accl=3, tent="S10")
    climb(g, "0r", "S10", accl=3, tent="S9")
    climb(g, "1a", "S9", accl=3)
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    assert [view(g, n)["accl"] for n in ("0a", "0r", "1a")] == [4, 4, 3]


def test_check_two_tents_on_one_space_still_give_1():
    """テントを同じマスに2つ設置してもターン終了時に得られる順応値は1."""
    g = position()
    climb(g, "0a", "S10", accl=3, tent="S10")
    climb(g, "0r", "S10", accl=3, tent="S10")
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="a")
    assert [view(g, n)["accl"] for n in ("0a", "0r")] == [4, 4]


def test_check_tent_on_a_red_minus_1_space_nets_0():
    """このマスは毎ターン1ずつ順応値が消耗していく赤マスでもあるので実質プラスマイナス0."""
    g = position()
    climb(g, "0a", "S17", accl=3)
    reveal(g, {0: ["M3", "M1", "A0"], 1: QUIET})
    play(g, "give M3 a", "tent", "give M1 r", "give A0 r", "done")
    finish_round(g)
    assert view(g, "0a")["accl"] == 3 and view(g, "0a")["tent"] == "S17"


def test_check_weather_penalty_only_in_the_zones_it_names():
    """天気によるペナルティはそのラウンド終了時に該当エリアに留まっている登山家全員に与えられます.
    Tile T2 day 1: snow, -2 above 8000 m only."""
    g = position(weather="T2")
    assert today(g) == {"round": 1, "icon": "snow", "accl": 2, "move": 0, "zones": ["Z8"]}
    climb(g, "0a", "S26", accl=6)   # Z8, -2 space, -2 snow
    climb(g, "0r", "S23", accl=6)   # Z7, -2 space
    climb(g, "1a", "S13", accl=3)   # Z6, 0
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    assert [view(g, n)["accl"] for n in ("0a", "0r", "1a")] == [2, 4, 3]


def test_acclimatization_may_exceed_6_during_the_round_and_is_cut_to_6():
    """例: 順応値2 + 回復値1と3 = 6; 7以上の順応値を残して1ラウンドを終了しても自動的に6."""
    g = position()
    climb(g, "0a", "S9", accl=2)
    climb(g, "1a", "S9", accl=5)
    reveal(g, {0: ["A1", "A3", "M1"], 1: ["A3", "M1", "M1"]})
    play(g, "give A1 a", "give A3 a")
    assert view(g, "0a")["accl"] == 6
    play(g, "give M1 r", "done", "give A3 a")
    assert view(g, "1a")["accl"] == 8
    play(g, "give M1 r", "give M1 r", "done")
    assert view(g, "0a")["accl"] == 6 and view(g, "1a")["accl"] == 6


@pytest.mark.parametrize(("space", "accl"), [("S17", 1), ("S23", 1), ("S26", 2)])
def test_a_climber_at_0_or_below_dies_and_scores_1(space, accl):
    """順応値が0以下になってしまった登山家は死亡扱い; 得点カウンターは1点に下げられてしまいます."""
    g = position()
    climb(g, "0a", space, accl=accl)
    assert view(g, "0a")["score"] > 1
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    dead = view(g, "0a")
    assert (dead["alive"], dead["space"], dead["score"]) == (False, None, 1)
    assert space not in g.observation(None)["occupancy"]
    assert seat_view(g, 0)["score"] == 2


def test_a_dead_climber_stays_dead_and_the_other_climbs_on():
    g = position()
    climb(g, "0a", "S17", accl=1)
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    assert view(g, "0a")["alive"] is False
    reveal(g, {0: ["M1", "M1", "A0"], 1: QUIET})
    assert g.to_act == [1], "round 2: seat 1 starts"
    finish_turn(g)
    assert not any(a.endswith(" a") for a in legal(g))
    assert "dead" in refusal(g, "give M1 a")


# ---- the end --------------------------------------------------------------------------------------------


def test_the_game_ends_after_round_18():
    g = position(round=18)
    forced(g, 18, {0: QUIET, 1: QUIET})
    assert g.observation(None)["phase"] == "actions"
    finish_round(g)
    assert g.is_over and g.to_act == []
    assert g.observation(None)["phase"] == "over"
    assert "over" in refusal(g, "done", seat=0)


def test_round_17_is_not_the_end():
    g = new_game(seed=4)
    while g.state.round < 17:
        play_round(g)
    play_round(g)
    assert not g.is_over and g.state.round == 18
    play_round(g)
    assert g.is_over


def test_ranking_by_the_sum_of_both_climbers_scores():
    g = position(round=18)
    climb(g, "0a", "S9", score=5)
    climb(g, "0r", "S9", score=3)
    climb(g, "1a", "S10", score=7)
    climb(g, "1r", "S10", score=3)
    forced(g, 18, {0: QUIET, 1: QUIET})
    finish_round(g)
    result = g.result()
    assert result["scores"] == [8, 10]
    assert result["ranking"] == [1, 0] and result["ranks"] == [2, 1] and result["winners"] == [1]


def test_tie_the_first_to_reach_the_summit_wins():
    """最初に頂上に到達していたプレイヤーの優勝: seat 1 acts first and touches the summit first."""
    g = position(round=18, start=1)
    climb(g, "1a", "S26", accl=6)
    climb(g, "0a", "S23", accl=6)
    forced(g, 18, {0: ["M3", "M3", "M1"], 1: ["M3", "R13", "M1"]})
    assert g.to_act == [1]
    play(g, "give M3 a", "move SUMMIT", "give R13:down a", "move S26", "give M1 r", "done")
    play(g, "give M3 a", "give M3 a", "move SUMMIT", "give M1 r", "done")
    assert g.is_over
    result = g.result()
    assert result["scores"] == [11, 11]
    assert result["ranking"] == [1, 0] and result["ranks"] == [2, 1] and result["winners"] == [1]


def test_a_full_tie_shares_the_rank():
    g = position(round=18)
    forced(g, 18, {0: QUIET, 1: QUIET})
    finish_round(g)
    result = g.result()
    assert result["scores"] == [2, 2] and result["ranks"] == [1, 1] and result["winners"] == [0, 1]


def test_solo_ends_when_a_climber_dies():
    """Solo: the game ends when a climber dies; the score is the survivor's + 1."""
    g = position(1, round=3, face_up=[0, 0, 0])
    climb(g, "0a", "S17", accl=1)
    climb(g, "0r", "S13", accl=4)
    reveal(g, {0: QUIET})
    finish_round(g, to="r")
    assert g.is_over and g.state.round == 3
    assert g.result()["scores"] == [3]


def test_rescue_option_puts_a_dying_climber_below_6000_m_once():
    """PROVISIONAL family variant: once per player; score 4 fields back on the track (7 → 3), acclimatization 1."""
    g = position(options={"rescue": True})
    climb(g, "0a", "S26", accl=1)
    climb(g, "1a", "S5")
    climb(g, "1r", "S5")
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    obs = g.observation(None)
    assert obs["phase"] == "rescue" and g.to_act == [0]
    options = {a.split()[1] for a in legal(g)}
    assert "BASE" in options and "S3" in options and "S5" not in options and "S13" not in options
    assert "below 6000" in refusal(g, "rescue S13")
    play(g, "rescue S3")
    saved = view(g, "0a")
    assert (saved["alive"], saved["space"], saved["accl"], saved["score"]) == (True, "S3", 1, 3)
    assert seat_view(g, 0)["rescue_used"] is True and g.state.round == 2
    climb(g, "0a", "S17", accl=1)
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    assert view(g, "0a")["alive"] is False and g.observation(None)["phase"] == "choose"


def test_rescue_saves_one_climber_even_when_both_die_in_the_same_check():
    """PROVISIONAL family variant, "once per game": when both of a player's climbers die in one check, the first
    (the angular one) is rescued and the other dies."""
    g = position(options={"rescue": True})
    climb(g, "0a", "S26", accl=1)
    climb(g, "0r", "S23", accl=1)
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    assert g.observation(None)["phase"] == "rescue" and g.state.rescues == [[0, 0]]
    assert view(g, "0r")["alive"] is False
    play(g, "rescue S3")
    assert view(g, "0a")["alive"] is True and g.observation(None)["phase"] == "choose"


def test_without_the_rescue_option_nobody_is_rescued():
    g = position()
    climb(g, "0a", "S26", accl=1)
    reveal(g, {0: QUIET, 1: QUIET})
    finish_round(g, to="r")
    assert view(g, "0a")["alive"] is False and g.observation(None)["phase"] == "choose"


# ---- bad input --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["pick M4", "give M1 x", "move", "take", "done b", "tent S3", "Pick M1"])
def test_malformed_notation_is_refused(text):
    g = position()
    assert "Malformed" in refusal(g, text, seat=0)


@pytest.mark.parametrize(("action", "key"), [
    ({"type": "pick"}, "error.bad_field"),
    ({"type": "pick", "card": "Z9"}, "error.malformed"),
    ({"type": "pick", "card": "M1", "climber": "a"}, "error.bad_field"),
    ({"type": "take", "token": True}, "error.bad_field"),
    ({"type": "fly"}, "error.unknown_move"),
    ({"type": "give", "card": "M1", "climber": "a", "use": "sideways"}, "error.malformed"),
    ({"type": "give", "card": "M1", "climber": "x"}, "error.malformed"),
    ({"type": "done", "climber": 1}, "error.bad_field"),
    ({"type": "done", "climber": "x"}, "error.malformed"),
])
def test_malformed_actions_are_refused(action, key):
    g = position()
    if action["type"] in ("give", "done"):
        reveal(g, {0: QUIET, 1: QUIET})
    assert refusal_key(g, g.to_act[0], action) == key


def test_actions_of_another_phase_are_refused():
    g = position()
    assert "not possible during" in refusal(g, "give M1 a", seat=0)
    reveal(g, {0: QUIET, 1: QUIET})
    assert "not possible during" in refusal(g, "pick M1")


@pytest.mark.parametrize("text", ["pick M2", "take 1", "give R13:down a", "give M3 r", "move S14", "move SUMMIT",
                                  "tent", "deduct", "done", "done a", "rescue S3"])
def test_notation_round_trip(text):
    g = new_game()
    assert g.notation(g.parse_action(text)) == text


def test_rules_help_explains_the_provisional_rescue_in_the_players_language():
    """The in-game help's provisional rule (the family rescue) is in Japanese when the language is Japanese."""
    g = rules.new_game("k2", players=3, seed=1, options={"rescue": True})
    (en,) = g.rules_help("en")["provisional"]
    (ja,) = g.rules_help("ja")["provisional"]
    assert en["name"] == ja["name"] == "rescue" and en["value"] is True
    assert en["help"] == rules.game_class("k2").option_set.by_name["rescue"].help
    assert "6000" in ja["help"] and "登山家" in ja["help"] and "順応値" in ja["help"]
