"""Nanga Parbat rules, one scenario per rule (spec: shared/specs/nanga-parbat.md; the seed guide wins over it)."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

import rules
import rules.registry
from rules.game import canonical
from rules.nanga_parbat import NangaParbatGame
from rules.nanga_parbat.board import ADJ, BOARD, COLUMNS, DEFAULT_POINTS, INDEX, POINTS, SECTION_IDS
from rules.nanga_parbat.bots import NangaRuleBot, NangaSearchBot
from rules.rng import Rng
from rules.table import Table
from tests.conformance import Stats, play_one
from tests.nanga_positions import illegal_key, legal, new_game, piece, play, position

GAME = "nanga_parbat"
PKG = Path(rules.__file__).parent / "nanga_parbat"
BOARD_IDS = [a["id"] for a in BOARD["animals"]]


def test_the_game_is_registered() -> None:
    assert GAME in rules.games()


def names(g, seat: int) -> dict[str, dict[str, int]]:
    return g.observation(seat)["animal_boards"][seat]


def owner_of(g, row: str, column: int):
    return next(sq["owner"] for sq in g.observation(None)["chart"] if sq["row"] == row and sq["column"] == column)


# ---- board and chart data --------------------------------------------------------------------------


def test_board_has_6_regions_of_6_sections_with_the_same_inside_links():
    """Each region is a small pyramid 1; 2 3; 4 5 6 with the spec's inside links."""
    assert len(SECTION_IDS) == 36 and SECTION_IDS[0] == "1.1" and SECTION_IDS[-1] == "6.6"
    inside = {(1, 2), (1, 3), (2, 3), (2, 4), (2, 5), (3, 5), (3, 6), (4, 5), (5, 6)}
    assert {tuple(link) for link in BOARD["inside_links"]} == inside
    adj = ADJ["confirmed_only"]
    for r in range(1, 7):
        for a, b in inside:
            assert INDEX[f"{r}.{b}"] in adj[INDEX[f"{r}.{a}"]]


def test_between_region_links_are_data_marked_confirmed_or_provisional():
    """Only 1.4–2.1 is confirmed; the other dotted lines are provisional data (option between_region_links)."""
    links = {(link["a"], link["b"]): link["status"] for link in BOARD["between_links"]}
    assert links == {
        ("1.4", "2.1"): "confirmed", ("1.6", "3.1"): "provisional", ("2.6", "3.4"): "provisional",
        ("2.4", "4.1"): "provisional", ("2.6", "5.1"): "provisional", ("3.4", "5.1"): "provisional",
        ("3.6", "6.1"): "provisional", ("4.6", "5.4"): "provisional", ("5.6", "6.4"): "provisional",
    }
    for mode, adj in ADJ.items():
        assert all(i in adj[j] for i in range(36) for j in adj[i]), f"{mode} adjacency is not symmetric"
    assert INDEX["2.1"] in ADJ["confirmed_only"][INDEX["1.4"]]
    assert INDEX["3.1"] in ADJ["spec"][INDEX["1.6"]] and INDEX["3.1"] not in ADJ["confirmed_only"][INDEX["1.6"]]


def test_points_chart_matches_the_spec_table():
    """Columns take 6, 5, 4, 3, 3; the two 3-columns differ in points; the same-species row is provisional."""
    assert list(COLUMNS) == [6, 5, 4, 3, 3]
    assert [list(r) for r in DEFAULT_POINTS] == [[7, 6, 5, 4, 2], [8, 7, 6, 5, 3], [9, 8, 7, 6, 4]]
    assert [r["status"] for r in POINTS["rows"]] == ["confirmed", "confirmed", "provisional"]
    g = new_game(options={"same_species_points": "10,9,8,7,5"})
    assert g.state.values[2] == [10, 9, 8, 7, 5]


@pytest.mark.parametrize("bad", ["9,8,7", "a,b,c,d,e", "9,8,7,6,40", ""])
def test_malformed_same_species_points_are_refused(bad):
    with pytest.raises(rules.BadOption, match="same_species_points"):
        new_game(options={"same_species_points": bad})


def test_track_must_hold_every_reachable_score():
    """Track 0–60 (PROVISIONAL): an option set that could overflow it is refused, never silently capped."""
    with pytest.raises(rules.BadOption, match="track_length"):
        new_game(options={"track_length": 40})
    with pytest.raises(rules.BadOption, match="track_length"):
        new_game(options={"same_species_points": "20,20,20,20,20"})
    assert new_game(options={"same_species_points": "20,20,20,20,20", "track_length": 120})


def test_provisional_rules_are_options():
    provisional = {o["name"] for o in NangaParbatGame.describe_options() if o["provisional"]}
    assert provisional == {"same_species_points", "empty_region", "between_region_links", "track_length", "end_rule"}
    assert NangaParbatGame.hidden_information is False
    assert rules.game_class(GAME) is NangaParbatGame


# ---- setup -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_setup_places_one_random_animal_per_section_six_of_each(seed):
    """それぞれのセクションに動物駒をランダムに１匹ずつ配置 (36 = 6 species × 6)."""
    g = new_game(seed)
    obs = g.observation(None)
    kinds = [s["animal"] for s in obs["sections"]]
    assert len(kinds) == 36 and all(kinds)
    assert {k: kinds.count(k) for k in set(kinds)} == dict.fromkeys(BOARD_IDS, 6)
    assert kinds == [s["animal"] for s in new_game(seed).observation(None)["sections"]]
    assert obs["scores"] == [0, 0] and obs["guide"] is None


def test_layouts_differ_between_seeds_and_not_with_the_first_player_option():
    a, b = (new_game(s).observation(None)["sections"] for s in (1, 2))
    assert a != b
    fixed = new_game(1, {"first_player": "1"}).observation(None)["sections"]
    assert fixed == a


def test_first_player_is_drawn_and_the_second_places_the_guide():
    """The first player comes from the seed; the SECOND player places the guide on any region (one decision)."""
    firsts = set()
    for seed in range(20):
        g = new_game(seed)
        first = g.state.first
        firsts.add(first)
        assert g.to_act == [1 - first]
        assert legal(g) == {f"guide {r}" for r in range(1, 7)}
        assert illegal_key(g, "trap 1.1") == "why.place_guide_first"
        play(g, "guide 4")
        assert g.observation(0)["guide"] == 4 and g.to_act == [first]
        assert legal(g) >= {f"trap 4.{k}" for k in range(1, 7)}
        assert illegal_key(g, "guide 2") == "why.guide_placed"
    assert firsts == {0, 1}


def test_option_first_player():
    g = new_game(5, {"first_player": "1"})
    assert g.state.first == 1 and g.to_act == [0]


# ---- trapping ----------------------------------------------------------------------------------------


def test_trap_takes_the_animal_places_a_hiker_and_moves_the_guide():
    """Trap from the guide's region; a hiker goes on that section; the guide moves to the region numbered like it."""
    g = position({"3.5": "yak", "3.3": "tahr"}, guide=3, fill="musk_deer", boards={0: ["snow_leopard"]})
    events = play(g, "trap 3.5")
    assert piece(g, "3.5") == "h0"
    assert names(g, 0)["yak"] == {"fresh": 1, "used": 0}
    assert g.observation(0)["guide"] == 5
    assert g.state.hikers_left[0] == 14
    line = "A traps the Yak on section 3.5; the guide moves to region 5."
    assert g.event_lines(events[0].view(1), ["A", "B"]) == [line]


def test_guide_stays_when_the_section_number_is_the_region():
    """ガイド: trapping section 3 of region 3 leaves the guide on region 3."""
    g = position({"3.3": "tahr"}, guide=3, fill="musk_deer")
    events = play(g, "trap 3.3")
    assert g.observation(1)["guide"] == 3
    lines = [line for e in events for lang in ("en", "ja") for line in g.event_lines(e.view(1), ["A", "B"], lang)]
    assert lines == ["A traps the Tahr on section 3.3; the guide stays in region 3.",
                     "Aはセクション3.3のタールを捕獲しました。ガイドは地域3にとどまります。"]


def test_rules_help_explains_the_provisional_options_in_the_players_language():
    """The in-game help lists each provisional rule, in Japanese when the language is Japanese."""
    g = new_game(1)
    en = {item["name"]: item["help"] for item in g.rules_help("en")["provisional"]}
    ja = {item["name"]: item["help"] for item in g.rules_help("ja")["provisional"]}
    assert set(en) == set(ja) == {"same_species_points", "empty_region", "between_region_links", "track_length",
                                  "end_rule"}
    assert en["end_rule"] == NangaParbatGame.option_set.by_name["end_rule"].help
    for name, text in ja.items():
        assert text != en[name] and not text.isascii(), name
    assert "ハイカー" in ja["end_rule"] and "地域" in ja["empty_region"]


def test_trap_refusals():
    g = position({"2.1": "yak", "3.2": "h1"}, guide=3, fill="tahr")
    assert illegal_key(g, "trap 2.1") == "why.not_guide_region"
    assert illegal_key(g, "trap 3.2") == "why.no_animal"
    assert illegal_key(g, "end") == "why.trap_before_end"
    g = position({}, guide=3, fill="tahr", trapped=True, boards={0: ["yak"]})
    assert illegal_key(g, "trap 3.1") == "why.already_trapped"


def test_empty_guide_region_lets_the_player_trap_anywhere():
    """PROVISIONAL (option empty_region=any_region): no animal left in the guide's region → any region."""
    hikers = {f"1.{k}": f"h{k % 2}" for k in range(1, 7)}
    g = position(hikers, guide=1, fill="yak")
    assert legal(g) >= {f"trap {s}" for s in SECTION_IDS[6:]}


def test_option_empty_region_next_region():
    hikers = {f"1.{k}": f"h{k % 2}" for k in range(1, 7)} | {f"2.{k}": f"h{k % 2}" for k in range(1, 7)}
    g = position(hikers, guide=1, fill="yak", options={"empty_region": "next_region"})
    assert {a for a in legal(g) if a.startswith("trap")} == {f"trap 3.{k}" for k in range(1, 7)}


# ---- red panda and the score track -----------------------------------------------------------------


@pytest.mark.parametrize(("scores", "after"), [((3, 5), 4), ((5, 5), 6), ((0, 0), 1), ((4, 5), 6), ((6, 5), 6)])
def test_red_panda(scores, after):
    """Trapped while behind or equal: +1 at once (through the no-sharing track rule); while ahead: nothing."""
    g = position({"1.2": "red_panda"}, guide=1, fill="musk_deer", scores=scores)
    events = play(g, "trap 1.2")
    assert g.state.scores[0] == after
    assert g.state.scores[1] == scores[1]
    kinds = [e.type for e in events]
    assert ("red_panda_ahead" in kinds) == (scores[0] > scores[1])


def test_score_marker_never_shares_a_space_except_zero():
    """例: a player on 7 scoring 2 while the opponent is on 9 lands on 9 and moves on to 10."""
    g = position({"1.1": "h0", "1.2": "h0", "1.3": "h0"}, fill="yak", trapped=True, scores=(7, 9),
                 chart={("camps", 3): 1})
    events = play(g, "claim camps", "pick 1.1", "pick 1.2", "pick 1.3")
    assert owner_of(g, "camps", 4) == 0
    assert g.state.scores == [10, 9]
    score = next(e for e in events if e.type == "score")
    assert score.data == {"seat": 0, "reason": "claim", "points": 2, "before": 7, "after": 10, "bumped": True}


# ---- camps -----------------------------------------------------------------------------------------


FIVE = {"1.1": "h0", "1.2": "h0", "1.3": "h0", "1.5": "h0", "1.6": "h0"}


def test_five_camps_claim_the_camps_square_worth_6():
    """例：５つのキャンプを設営したので、キャンプ列６点のマスにキューブを配置."""
    g = position(FIVE, fill="yak", trapped=True)
    play(g, "claim camps", "pick 1.6", "pick 1.1", "pick 1.5", "pick 1.2", "pick 1.3")  # any order
    assert [piece(g, s) for s in FIVE] == ["c0"] * 5
    assert owner_of(g, "camps", 1) == 0
    st = g.state
    assert st.scores[0] == 6 and st.camps_left[0] == 7 and st.cubes_left[0] == 4
    assert st.hikers_left[0] == 10, "hikers built into camps leave the game"
    assert g.to_act == [1], "nothing else to do: the turn ends by itself"


def test_a_claim_may_stop_at_any_valid_size_with_confirm():
    g = position(FIVE, fill="yak", trapped=True)
    play(g, "claim camps", "pick 1.1", "pick 1.2")
    assert "confirm" not in legal(g)
    play(g, "pick 1.3")
    assert legal(g) == {"pick 1.5", "pick 1.6", "confirm", "cancel"}
    play(g, "confirm")
    assert owner_of(g, "camps", 3) == 0 and g.state.scores[0] == 4
    assert piece(g, "1.5") == "h0"


def test_the_two_3_columns_are_claimed_best_first():
    g = position(FIVE, fill="yak", trapped=True, chart={("camps", 3): 1})
    play(g, "claim camps", "pick 1.1", "pick 1.2", "pick 1.3", "confirm")
    assert owner_of(g, "camps", 4) == 0 and g.state.scores[0] == 2


def test_camp_picks_are_only_those_that_can_make_a_claim():
    """Legal picks never lead to a dead end: a group of 2 is not offered, two groups do not mix."""
    g = position({"1.1": "h0", "1.2": "h0", "1.3": "h0", "4.4": "h0", "4.5": "h0", "6.4": "h0", "6.5": "h0",
                  "6.6": "h0"}, fill="yak", trapped=True)
    play(g, "claim camps")
    assert legal(g) == {f"pick {s}" for s in ("1.1", "1.2", "1.3", "6.4", "6.5", "6.6")} | {"cancel"}
    assert illegal_key(g, "pick 4.4") == "why.group_too_small"
    assert illegal_key(g, "pick 2.2") == "why.not_your_hiker"
    play(g, "pick 1.1")
    assert illegal_key(g, "pick 6.4") == "why.not_connected"
    assert illegal_key(g, "pick 1.1") == "why.already_picked"


def test_camp_refusals_wrong_count_and_square_taken():
    six = FIVE | {"1.4": "h0"}
    g = position(six, fill="yak", trapped=True, chart={("camps", 2): 1})
    play(g, "claim camps", "pick 1.1", "pick 1.2")
    assert illegal_key(g, "confirm") == "why.wrong_count"
    play(g, "pick 1.3", "pick 1.4")
    assert illegal_key(g, "confirm") == "why.square_taken"
    assert "confirm" not in legal(g)


def test_camps_need_a_connected_group_of_3():
    g = position({"1.1": "h0", "1.2": "h0", "5.5": "h0"}, fill="yak", trapped=True, boards={0: ["yak"]})
    assert "claim camps" not in legal(g)
    assert illegal_key(g, "claim camps") == "why.no_group"


def test_camps_are_limited_by_the_camps_left():
    g = position(FIVE, fill="yak", trapped=True)
    g.state.camps_left[0] = 4
    play(g, "claim camps", "pick 1.1", "pick 1.2", "pick 1.3")
    assert "pick 1.5" in legal(g)
    play(g, "pick 1.5")
    assert g.state.camps_left[0] == 0 and owner_of(g, "camps", 2) == 0


def test_cancel_backs_out_of_a_claim():
    g = position(FIVE, fill="yak", trapped=True)
    before = g.state_dict()
    play(g, "claim camps", "pick 1.1", "pick 1.2")
    assert g.observation(1)["pending"] == {"kind": "claim", "row": "camps", "picks": ["1.1", "1.2"]}
    assert illegal_key(g, "end") == "why.pending"
    play(g, "cancel")
    assert g.state_dict() == before


def test_a_cancelled_choice_leaves_no_trace_in_the_action_log():
    """Backing out of a claim or a power changes nothing, so it must not grow the log (and a save) without
    bound: once the player decides something else, the cancelled choice leaves the action log; the saved game
    replays to the same position."""
    g = new_game(8)
    pick = Rng(8)
    while not any(a["type"] in ("claim", "power") for a in g.legal_actions(g.to_act[0])):
        seat = g.to_act[0]
        g.apply(seat, pick.choice([a for a in g.legal_actions(seat) if a["type"] not in ("claim", "power")]))
    (seat,) = g.to_act
    before, state, saved = list(g.actions), g.state_dict(), len(g.to_json())
    opening = next(a for a in g.legal_actions(seat) if a["type"] in ("claim", "power"))
    for _ in range(200):
        g.apply(seat, opening)
        for option in [a for a in g.legal_actions(seat) if a["type"] == "pick"][:1]:
            trial = g.clone()
            trial.apply(seat, option)
            if trial.state.pending:  # a pick that does not finish the choice yet
                g.apply(seat, option)
        g.apply(seat, "cancel")
        assert len(g.actions) <= len(before) + 3 and len(g.to_json()) < saved + 100
    assert g.state_dict() == state
    last = next(a for a in g.legal_actions(seat) if a["type"] not in ("claim", "power"))
    g.apply(seat, last)
    assert g.actions == [*before, (seat, g.notation(last))]
    assert rules.load(g.to_json()).to_json() == g.to_json()


def test_a_table_keeps_a_bounded_save_while_a_player_backs_out_again_and_again():
    t = Table(GAME, seed=8, seats=["human", "human"])
    g = t.game
    while not any(a["type"] == "claim" for a in g.legal_actions(g.to_act[0])):
        seat = g.to_act[0]
        t.act(seat, next(a for a in g.legal_actions(seat) if a["type"] not in ("claim", "power")))
        g = t.game
    (seat,) = t.game.to_act
    lines, played = len(t.snapshot(seat)["log"]), len(t.game.actions)
    claim = next(a for a in t.game.legal_actions(seat) if a["type"] == "claim")
    for _ in range(50):
        t.act(seat, claim)
        t.act(seat, "cancel")
    assert len(t.game.actions) <= played + 2 and len(t.snapshot(seat)["log"]) == lines
    t.undo(seat)  # back into the open claim, replayed exactly
    assert t.game.state.pending and t.snapshot(seat)["legal"]
    assert rules.load(t.save()).state_dict() == t.game.state_dict()


# ---- trades ----------------------------------------------------------------------------------------


def test_different_species_trade_with_the_bharal_wild():
    """異なった種類の動物3匹: the bharal counts as a missing species."""
    g = position({}, fill="yak", trapped=True, boards={0: ["yak", "tahr", "bharal", "snow_leopard*"]})
    play(g, "claim different", "pick yak", "pick tahr", "pick bharal")
    assert "confirm" in legal(g)
    play(g, "pick used snow_leopard")
    assert owner_of(g, "different", 2) == 0 and g.state.scores[0] == 6
    assert all(v == {"fresh": 0, "used": 0} for v in names(g, 0).values()), "traded animals leave the game"


def test_different_species_refuses_a_repeated_species():
    g = position({}, fill="yak", trapped=True, boards={0: ["yak", "yak", "tahr", "musk_deer"]})
    play(g, "claim different", "pick yak")
    assert illegal_key(g, "pick yak") == "why.not_different"
    assert illegal_key(g, "pick red_panda") == "why.no_such_animal"


def test_same_species_trade_with_activated_animals_and_a_bharal():
    """Activated animals can still be traded; the bharal is wild (PROVISIONAL same-species points 9,8,7,6,4)."""
    g = position({}, fill="yak", trapped=True, boards={0: ["yak*", "yak*", "bharal", "tahr"]})
    play(g, "claim same", "pick used yak")
    assert illegal_key(g, "pick tahr") == "why.not_same"
    play(g, "pick bharal", "pick used yak")
    assert owner_of(g, "same", 3) == 0 and g.state.scores[0] == 6
    assert names(g, 0)["tahr"] == {"fresh": 1, "used": 0}


def test_trade_refuses_a_taken_size_at_confirm():
    g = position({}, fill="yak", trapped=True, boards={0: ["yak"] * 5}, chart={("same", 2): 1})
    play(g, "claim same", "pick yak", "pick yak", "pick yak", "pick yak")
    assert illegal_key(g, "confirm") == "why.square_taken"
    play(g, "pick yak")
    assert owner_of(g, "same", 1) == 0 and g.state.scores[0] == 8


# ---- one claim per turn, cubes, full rows ---------------------------------------------------------


def test_one_claim_per_turn_only_after_trapping():
    g = position(FIVE, fill="tahr", guide=2, boards={0: ["yak", "tahr", "bharal"]})
    assert illegal_key(g, "claim camps") == "why.trap_first"
    play(g, "trap 2.2", "claim different", "pick yak", "pick tahr", "pick bharal")
    assert g.to_act == [0], "the turn goes on: the yak can still be activated"
    assert illegal_key(g, "claim camps") == "why.second_claim"
    assert "claim camps" not in legal(g)


def test_no_claim_without_cubes_or_free_squares():
    g = position(FIVE, fill="yak", trapped=True, cubes_left=(0, 5))
    assert illegal_key(g, "claim camps") == "why.no_cubes"
    full = {("camps", c): 1 for c in range(5)}
    g = position(FIVE, fill="yak", trapped=True, chart=full)
    assert illegal_key(g, "claim camps") == "why.row_full"


# ---- animal powers -------------------------------------------------------------------------------------


def test_snow_leopard_swaps_two_adjacent_hikers_of_different_players():
    g = position({"2.2": "h0", "2.4": "h1", "2.5": "h0", "2.3": "c1", "6.6": "h1"}, guide=3, fill="yak",
                 boards={0: ["snow_leopard"]})
    play(g, "power snow_leopard")
    assert illegal_key(g, "pick 2.3") == "why.camp_fixed"
    assert illegal_key(g, "pick 2.1") == "why.need_hiker"
    play(g, "pick 2.2")
    assert legal(g) == {"pick 2.4", "cancel"}
    assert illegal_key(g, "pick 2.5") == "why.same_owner"
    assert illegal_key(g, "pick 6.6") == "why.not_adjacent"
    play(g, "pick 2.4")
    assert (piece(g, "2.2"), piece(g, "2.4")) == ("h1", "h0")
    assert names(g, 0)["snow_leopard"] == {"fresh": 0, "used": 1}
    assert illegal_key(g, "power snow_leopard") == "why.power_used"
    assert any(a.startswith("trap 3.") for a in legal(g)), "powers come before or after the trap"


def test_tahr_swaps_a_hiker_with_an_adjacent_animal_either_first():
    g = position({"3.1": "h1", "3.2": "tahr", "3.3": "c0"}, guide=3, fill="yak", boards={0: ["tahr"]})
    play(g, "power tahr", "pick 3.2")
    assert illegal_key(g, "pick 3.4") == "why.need_hiker_animal"
    assert legal(g) == {"pick 3.1", "cancel"}
    play(g, "pick 3.1")
    assert (piece(g, "3.1"), piece(g, "3.2")) == ("tahr", "h1")


def test_musk_deer_swaps_any_two_animals():
    g = position({"1.1": "tahr", "2.2": "tahr", "6.6": "red_panda", "4.4": "h0", "5.5": "c1"}, guide=2, fill="yak",
                 boards={0: ["musk_deer"]})
    play(g, "power musk_deer")
    assert illegal_key(g, "pick 4.4") == "why.need_animal"
    assert illegal_key(g, "pick 5.5") == "why.camp_fixed"
    play(g, "pick 1.1")
    assert illegal_key(g, "pick 2.2") == "why.same_species_swap"
    play(g, "pick 6.6")
    assert (piece(g, "1.1"), piece(g, "6.6")) == ("red_panda", "tahr")


def test_yak_moves_the_guide_to_a_different_region_after_trapping():
    g = position({}, guide=2, fill="bharal", boards={0: ["yak"]})
    play(g, "trap 2.2")
    assert g.to_act == [0] and "power yak" in legal(g)
    play(g, "power yak")
    assert illegal_key(g, "pick region 2") == "why.guide_same_region"
    assert illegal_key(g, "pick 2.1") == "why.pick_kind"
    play(g, "pick region 5")
    assert g.observation(1)["guide"] == 5 and g.to_act == [1]


def test_powers_without_activation_or_target_are_refused():
    g = position({}, guide=2, fill="tahr", boards={0: ["bharal", "red_panda", "snow_leopard"]})
    assert illegal_key(g, "power bharal") == "why.no_power"
    assert illegal_key(g, "power red_panda") == "why.no_power"
    assert illegal_key(g, "power snow_leopard") == "why.power_no_target"
    assert illegal_key(g, "power yak") == "why.no_such_animal"


def test_cancel_backs_out_of_a_power_and_nothing_moved():
    g = position({"2.2": "h0", "2.4": "h1"}, guide=3, fill="yak", boards={0: ["snow_leopard"]})
    before = g.state_dict()
    play(g, "power snow_leopard", "pick 2.2")
    assert illegal_key(g, "confirm") == "why.power_unfinished"
    play(g, "cancel")
    assert g.state_dict() == before
    assert illegal_key(g, "cancel") == "why.nothing_to_cancel"
    assert illegal_key(g, "pick 2.2") == "why.nothing_pending"


# ---- the end -----------------------------------------------------------------------------------------


def test_game_ends_after_both_players_placed_all_hikers():
    g = position({}, fill="bharal", guide=2, turn=1, hikers_left=(0, 1), scores=(5, 3))
    play(g, "trap 2.2")
    assert g.is_over and g.to_act == []
    assert g.result() == {"scores": [5, 3], "ranking": [0, 1], "winners": [0], "draw": False,
                          "ranking_tiebreak": None}


def test_end_rule_each_player_hikers_or_cubes():
    """それぞれのプレイヤーが、全てのハイカー駒を配置し終わるか、全ての得点キューブを配置し終わった場合:
    by default each player must be done one way or the other (option end_rule=both: both the same way)."""
    g = position({}, fill="bharal", guide=2, turn=1, hikers_left=(1, 1), cubes_left=(0, 3))
    play(g, "trap 2.2")
    assert g.is_over
    g = position({}, fill="bharal", guide=2, turn=1, hikers_left=(1, 1), cubes_left=(0, 3),
                 options={"end_rule": "both"})
    play(g, "trap 2.2")
    assert not g.is_over and g.to_act == [0]


def test_game_ends_when_both_placed_all_cubes():
    g = position({"1.1": "h1", "1.2": "h1", "1.3": "h1"}, fill="bharal", guide=2, turn=1, cubes_left=(0, 1))
    play(g, "trap 2.2", "claim camps", "pick 1.1", "pick 1.2", "pick 1.3")
    assert g.is_over and g.state.hikers_left[1] > 0


def test_a_tie_is_only_possible_at_0_0_and_is_a_draw_ranked_by_seat():
    g = position({}, fill="bharal", guide=2, turn=1, hikers_left=(0, 1))
    play(g, "trap 2.2")
    assert g.result() == {"scores": [0, 0], "ranking": [0, 1], "winners": [], "draw": True,
                          "ranking_tiebreak": "seat order (a draw)"}


def test_finished_game_refuses_actions():
    g = position({}, fill="bharal", guide=2, turn=1, hikers_left=(0, 1))
    play(g, "trap 2.2")
    with pytest.raises(rules.IllegalAction) as exc:
        g.apply(0, "end")
    assert exc.value.key == "error.game_over"


# ---- notation, observation, messages -------------------------------------------------------------


@pytest.mark.parametrize("text", ["guide 3", "trap 3.5", "power snow_leopard", "claim camps", "claim different",
                                  "claim same", "pick 2.4", "pick region 4", "pick yak", "pick used yak",
                                  "confirm", "cancel", "end"])
def test_notation_round_trip(text):
    action = NangaParbatGame.parse_action(text)
    assert NangaParbatGame.format_action(action) == text
    # notation is single spaces between words, in every game (issue 31): padding and runs of spaces are refused
    for spaced in ("  " + text, text + " ", text.replace(" ", "   ") if " " in text else text + "\t"):
        with pytest.raises(rules.IllegalAction, match="single spaces"):
            NangaParbatGame.parse_action(spaced)


@pytest.mark.parametrize("text", ["trap 7.1", "trap 3", "pick region 9", "power lion", "claim all", "End", "pick"])
def test_malformed_notation(text):
    g = position({}, fill="yak")
    assert illegal_key(g, text) == "error.malformed"


@pytest.mark.parametrize(("action", "key"), [
    ({"type": "trap"}, "error.bad_field"),
    ({"type": "trap", "section": "9.9"}, "error.malformed"),
    ({"type": "pick", "animal": "yak"}, "error.bad_field"),
    ({"type": "guide", "region": True}, "error.bad_field"),
    ({"type": "end_turn", "x": 1}, "error.bad_field"),
    ({"type": "jump"}, "error.unknown_move"),
])
def test_malformed_actions(action, key):
    g = position({}, fill="yak")
    assert illegal_key(g, action) == key


def test_observation_is_public_complete_and_rebuilds_the_state():
    g = position(FIVE, fill="tahr", guide=2, boards={0: ["yak*", "bharal"], 1: ["snow_leopard"]}, scores=(3, 4))
    play(g, "trap 2.3", "claim camps", "pick 1.1")
    views = [g.observation(s) for s in (None, 0, 1)]
    json.dumps(views)
    assert all({k: v for k, v in view.items() if k != "viewer"} == {k: v for k, v in views[0].items()
                                                                      if k != "viewer"} for view in views)
    obs = views[1]
    assert obs["pending"] == {"kind": "claim", "row": "camps", "picks": ["1.1"]}
    assert obs["animal_boards"][0]["yak"] == {"fresh": 0, "used": 1}
    assert obs["cubes_left"] == [5, 5] and obs["scores"] == [3, 4] and obs["guide"] == 3
    assert obs["this_turn"]["trap"] == "2.3"
    rebuilt = NangaParbatGame.sample_world(obs, Rng(3))
    strip = {"rng"}
    assert {k: v for k, v in rebuilt.state_dict().items() if k not in strip} == {
        k: v for k, v in g.state_dict().items() if k not in strip}
    assert canonical(rebuilt.legal_actions(0)) == canonical(g.legal_actions(0))
    assert rebuilt.observation(0) == obs and rebuilt.actions == []


def test_every_reason_and_label_has_english_and_japanese_text():
    catalog = json.loads((PKG / "messages.json").read_text(encoding="utf-8"))
    assert set(catalog["en"]) == set(catalog["ja"])
    used = set()
    for name in ("moves.py", "text.py"):
        used |= set(re.findall(r'"((?:why|action|prompt|log|row|piece|pick)\.[a-z_.]+)"', (PKG / name).read_text()))
    missing = {k for k in used if k not in catalog["en"] and not k.endswith(".")}
    assert not missing, missing
    ja = json.dumps(catalog["ja"], ensure_ascii=False)
    words = ("雪豹", "タール", "ジャコウ鹿", "ヤク", "ヒマラヤ羊", "レッサーパンダ", "ハイカー", "キャンプ", "ガイド")
    assert all(word in ja for word in words)


def test_table_plays_a_bot_game_with_labels_prompts_and_logs_in_both_languages():
    t = Table(GAME, seed=4, seats=["human", "bot:rule"], lang="ja")
    for _ in range(200):
        if t.game.is_over:
            break
        seat = t.game.to_act[0]
        snap = t.snapshot(seat)
        assert snap["legal"] and all(item["label"] and item["target"] for item in snap["legal"])
        assert snap["prompt"] and t.snapshot(seat, "en")["prompt"]
        t.act(seat, snap["legal"][0]["action"])
    assert t.game.is_over
    assert t.snapshot(0)["log"] and "ゲーム終了" in t.snapshot(0)["prompt"]
    assert t.snapshot(0, "en")["prompt"].startswith("Game over")


# ---- whole games ---------------------------------------------------------------------------------------


def test_random_playouts_end_with_legal_moves_all_along():
    """Seeded random games end after 15 turns each at most; someone always has a legal move; speed is noted."""
    start = time.perf_counter()
    games = 40
    for seed in range(games):
        g = rules.new_game(GAME, seed=seed)
        pick = Rng(seed)
        steps = 0
        while not g.is_over:
            (seat,) = g.to_act
            actions = g.legal_actions(seat)
            assert actions
            g.apply(seat, pick.choice(actions))
            steps += 1
            assert steps < 5000
        assert max(g.state.turns) <= 15
        assert g.result()["draw"] == (g.result()["scores"] == [0, 0])
    rate = games / (time.perf_counter() - start)
    print(f"nanga_parbat random playouts: {rate:.1f} games/s")
    assert rate > 2


CONFORMANCE_OPTIONS = [
    {},
    {"empty_region": "next_region", "between_region_links": "confirmed_only", "first_player": "0"},
    {"end_rule": "both", "same_species_points": "10,9,8,7,5", "track_length": 70, "first_player": "1"},
]


@pytest.mark.parametrize("options", CONFORMANCE_OPTIONS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items())
                         or "default")
def test_conformance(options):
    """The shared protocol check (tests/conformance.py) on 30 seeded games per option set."""
    stats = Stats()
    for seed in range(30):
        play_one(GAME, 2, options, seed, stats)
    assert stats.games == 30


# ---- bots ------------------------------------------------------------------------------------------


def bot_game(bots, seed: int):
    g = rules.new_game(GAME, seed=seed)
    while not g.is_over:
        (seat,) = g.to_act
        g.apply(seat, bots[seat].choose(g.observation(seat), g.legal_actions(seat)))
    return g


def test_rule_bot_beats_random():
    from rules.bots import RandomBot

    wins = 0
    for seed in range(6):
        bots = [NangaRuleBot(seed), RandomBot(seed)]
        if seed % 2:
            bots.reverse()
        g = bot_game(bots, seed)
        wins += g.result()["winners"] == [seed % 2]
    assert wins >= 5


def test_search_bot_is_seeded_and_plays_whole_games():
    a = bot_game([NangaSearchBot(1, iterations=20), NangaRuleBot(2)], 9)
    b = bot_game([NangaSearchBot(1, iterations=20), NangaRuleBot(2)], 9)
    assert a.to_json() == b.to_json()
    assert set(NangaParbatGame.bots) == {"rule", "easy", "search"}
