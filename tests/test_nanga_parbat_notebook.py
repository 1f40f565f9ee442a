"""The Nanga Parbat notebook's positions and exercises.

Every named position (rules.nanga_parbat.positions) shows what it says it shows. Every exercise's check, run from the
notebook's own code (its code cells executed up to the exploration section), answers a right answer with ✓, a wrong
one with ✗ and the engine's reason, and the default placeholder with "not answered yet", never an exception. The
Japanese twin's checks (notebooks/nanga_parbat_ja.ipynb) answer the same in Japanese, with the engine's own Japanese
reason, and its markdown uses the seed's terms.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.nanga_parbat import positions

from . import notebook_code

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "nanga_parbat.ipynb"
EXPLORATION = "## 15. Exploration"
NOTEBOOK_JA = ROOT / "notebooks" / "nanga_parbat_ja.ipynb"
EXPLORATION_JA = "## 15. 探索"
JAPANESE = notebook_code.JAPANESE


# ---- the positions ----------------------------------------------------------------------------

def seen(name: str) -> tuple[Any, dict[str, Any]]:
    game = positions.game(name)
    return game, game.observation(positions.POSITIONS[name].seat)


def moves(game: Any, seat: int = 0) -> set[str]:
    return {game.notation(a) for a in game.legal_actions(seat)}


def board(obs: dict[str, Any], seat: int = 0) -> dict[str, tuple[int, int]]:
    """A player board as {animal: (not activated, activated)}, the animals it holds only."""
    return {k: (v["fresh"], v["used"]) for k, v in obs["animal_boards"][seat].items() if v["fresh"] or v["used"]}


def pieces(obs: dict[str, Any], key: str, seat: int = 0) -> set[str]:
    return {s["id"] for s in obs["sections"] if s[key] == seat}


def shows_setup() -> None:
    game, obs = seen("setup")
    assert obs["phase"] == "guide" and obs["first_player"] == 1
    assert moves(game) == {f"guide {r}" for r in range(1, 7)}


def shows_first_trap() -> None:
    game, obs = seen("first_trap")
    assert (obs["guide"], obs["step"], obs["turns"]) == (3, "trap", [0, 0])
    assert {m for m in moves(game) if m.startswith("trap")} == {f"trap 3.{k}" for k in range(1, 7)}


def shows_camps() -> None:
    game, obs = seen("camps")
    assert obs["step"] == "after" and pieces(obs, "hiker") == {"1.1", "1.3", "1.5", "4.4"}
    assert {"claim camps", "power snow_leopard", "power tahr", "power musk_deer"} <= moves(game)
    assert board(obs) == {"snow_leopard": (1, 0), "tahr": (1, 0), "musk_deer": (1, 0), "bharal": (1, 0)}


def shows_camps_built() -> None:
    game, obs = seen("camps_built")
    assert pieces(obs, "camp") == {"1.1", "1.3", "1.5"} and obs["claimed"] and "power musk_deer" in moves(game)


def shows_different() -> None:
    game, obs = seen("different")
    assert board(obs) == {"tahr": (1, 0), "bharal": (1, 0), "red_panda": (1, 0)} and "claim different" in moves(game)


def shows_same() -> None:
    game, obs = seen("same")
    assert board(obs) == {"snow_leopard": (2, 0), "bharal": (1, 0)} and "claim same" in moves(game)


def shows_activated_trade() -> None:
    game, obs = seen("activated_trade")
    assert board(obs) == {"yak": (0, 1), "bharal": (2, 0)} and {"claim different", "claim same"} <= moves(game)


def shows_yak() -> None:
    game, obs = seen("yak")
    assert obs["step"] == "trap" and obs["guide"] == 5 and "power yak" in moves(game)
    assert all(s["animal"] != "red_panda" for s in obs["sections"] if s["region"] == 5)


def shows_red_panda() -> None:
    _, obs = seen("red_panda")
    assert obs["scores"] == [1, 2] and "6.1" in obs["trap_sections"] and obs["sections"][30]["animal"] == "red_panda"


def shows_red_panda_ahead() -> None:
    _, obs = seen("red_panda_ahead")
    assert obs["scores"] == [1, 0] and "5.4" in obs["trap_sections"] and obs["sections"][27]["animal"] == "red_panda"


def shows_square_taken() -> None:
    game, obs = seen("square_taken")
    (square,) = [q for q in obs["chart"] if q["row"] == "camps" and q["points"] == 4]
    assert square["owner"] == 1 and "claim camps" in moves(game)


def shows_last_turn() -> None:
    _, obs = seen("last_turn")
    assert (obs["hikers_left"], obs["cubes_left"][0], obs["scores"]) == ([1, 0], 1, [22, 26])


SHOWS: dict[str, Callable[[], None]] = {name[len("shows_"):]: f for name, f in dict(globals()).items()
                                        if name.startswith("shows_")}


def test_every_position_has_a_test_of_what_it_shows() -> None:
    assert set(SHOWS) == set(positions.POSITIONS)


@pytest.mark.parametrize("name", sorted(positions.POSITIONS))
def test_each_position_shows_its_rule_with_the_student_to_decide(name: str) -> None:
    SHOWS[name]()
    game = positions.game(name)
    seat = positions.POSITIONS[name].seat
    assert game.to_act == [seat] and game.observation(seat)["pending"] is None
    assert positions.seats(name)[seat] == "human" and positions.seats(name).count("human") == 1
    # a real game: its save replays to the same position
    assert rules.load(game.to_json()).digest() == game.digest()


def test_options_change_the_rules_not_the_position() -> None:
    game = positions.game("same", {"same_species_points": "9,8,7,5,1"})
    game.apply(0, "claim same")
    for pick in ("pick snow_leopard", "pick snow_leopard", "pick bharal"):
        game.apply(0, pick)
    assert game.observation(0)["scores"] == [5, 0]


# ---- the notebook ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def notebook() -> dict[str, Any]:
    return notebook_code.namespace_until(NOTEBOOK, EXPLORATION)


# check -> (a right answer, a wrong answer, the engine's reason the wrong one must show)
EXERCISES: dict[str, tuple[Any, Any, str]] = {
    "check_components": ((15, 12, 5), (15, 12, 6), "15 hikers, 12 camps and 5 cubes"),
    "check_setup": ("guide 4", "trap 1.1", "The second player must first place the guide on a region."),
    "check_trap": ({f"3.{k}" for k in range(1, 7)}, {"3.1", "1.1"}, "You must trap in the guide's region (3)."),
    "check_guide": ("3.3", "3.5", "the guide moves to region 5"),
    "check_camps": (["claim camps", "pick 1.1", "pick 1.3", "pick 1.5"], ["claim camps", "pick 1.1", "pick 4.4"],
                    "Hikers built into camps must form one connected group."),
    "check_square": (2, 4, "already holds seat 1's cube"),
    "check_red_panda": (3, 2, "lands on seat 1's space 2, so one further: 3"),
    "check_different": (["claim different", "pick tahr", "pick bharal", "pick red_panda"],
                        ["claim different", "pick tahr", "pick yak"], "You have no such Yak on your board."),
    "check_same": (["claim same", "pick snow_leopard", "pick snow_leopard", "pick bharal"],
                   ["claim same", "pick snow_leopard", "pick bharal", "confirm"],
                   "No free same species square takes 2"),
    "check_activated": (["claim same", "pick used yak", "pick bharal", "pick bharal"],
                        ["claim same", "pick yak"], "You have no such Yak on your board."),
    "check_snow_leopard": (["power snow_leopard", "pick 1.5", "pick 1.4"],
                           ["power snow_leopard", "pick 1.5", "pick 1.3"], "Both hikers belong to the same player"),
    "check_tahr": (["power tahr", "pick 1.1", "pick 1.2"], ["power tahr", "pick 1.1", "pick 1.3"],
                   "The tahr swaps a hiker with an animal."),
    "check_musk_deer": (["power musk_deer", "pick 2.1", "pick 2.2"], ["power musk_deer", "pick 1.1"],
                        "Camps are never moved or swapped."),
    "check_yak": (["power yak", "pick region 3", "trap 3.5"], ["power yak", "pick region 5"],
                  "The yak must move the guide to a different region."),
    "check_last_turn": (["trap 6.1", "claim same", "pick red_panda", "pick red_panda", "pick bharal", "end"],
                        ["trap 6.3", "end"], "seat 1 wins 26 to 22"),
}


def test_every_exercise_of_the_notebook_is_tested() -> None:
    assert set(notebook_code.exercises(NOTEBOOK)) == set(EXERCISES)


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_an_exercise_checks_a_right_and_a_wrong_answer_with_the_engine_s_reason(notebook: dict[str, Any],
                                                                                  check: str) -> None:
    notebook_code.assert_answers(notebook, check, *EXERCISES[check])


def test_an_unfinished_claim_or_power_is_wrong_and_says_what_the_engine_still_offers(notebook: dict[str, Any]) -> None:
    out = notebook_code.answered(notebook, "check_snow_leopard", ["power snow_leopard", "pick 1.5"])
    assert "✗ your power is not finished: the engine still offers pick 1.4, cancel" in out, out
    out = notebook_code.answered(notebook, "check_different", ["claim same", "pick snow_leopard"])
    assert "✗ claim same:" in out, out  # refused by the engine with its reason (that trade is not possible here)


# ---- the Japanese checks ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def notebook_ja() -> dict[str, Any]:
    """The Japanese notebook's namespace after its code cells up to the exploration section."""
    return notebook_code.namespace_until(NOTEBOOK_JA, EXPLORATION_JA)


# check -> what its Japanese output holds for the wrong answer of EXERCISES: a text, or (position, moves) whose last
# move the engine refuses, its Japanese reason then being the text
WRONG_JA: dict[str, str | tuple[str, list[str]]] = {
    "check_components": "ハイカー駒 15 個、キャンプ駒 12 個、ポイントチャート用のキューブ 5 個",
    "check_setup": ("setup", ["trap 1.1"]),
    "check_trap": ("first_trap", ["trap 1.1"]),
    "check_guide": "ガイドは地域 5 へ移動します",
    "check_camps": ("camps", ["claim camps", "pick 1.1", "pick 4.4"]),
    "check_square": "3 の 4 点のマスには既に席 1 のキューブがあり",
    "check_red_panda": "席 1 のいるマス 2 なので、１つ先へ進みます: 3",
    "check_different": ("different", ["claim different", "pick tahr", "pick yak"]),
    "check_same": ("same", ["claim same", "pick snow_leopard", "pick bharal", "confirm"]),
    "check_activated": ("activated_trade", ["claim same", "pick yak"]),
    "check_snow_leopard": ("camps", ["power snow_leopard", "pick 1.5", "pick 1.3"]),
    "check_tahr": ("camps", ["power tahr", "pick 1.1", "pick 1.3"]),
    "check_musk_deer": ("camps_built", ["power musk_deer", "pick 1.1"]),
    "check_yak": ("yak", ["power yak", "pick region 5"]),
    "check_last_turn": "席 1 の勝ち（26 対 22）",
}


def test_every_japanese_check_is_tested(notebook_ja: dict[str, Any]) -> None:
    assert notebook_ja["LANG"] == "ja"
    assert {name for name in notebook_ja if name.startswith("check_")} - {"check_power", "check_trade"} \
        == set(WRONG_JA) == set(EXERCISES)


@pytest.mark.parametrize("check", sorted(WRONG_JA))
def test_each_japanese_check_answers_in_japanese(notebook_ja: dict[str, Any], check: str) -> None:
    notebook_code.assert_answers_ja(notebook_ja, positions, check, EXERCISES[check], WRONG_JA[check])
    _right, wrong, english = EXERCISES[check]
    assert english not in notebook_code.answered(notebook_ja, check, wrong)


def test_an_unfinished_power_is_wrong_in_japanese_and_says_what_the_engine_offers(notebook_ja: dict[str, Any]) -> None:
    out = notebook_code.answered(notebook_ja, "check_snow_leopard", ["power snow_leopard", "pick 1.5"])
    assert "✗ 特殊効果の選択はまだ終わっていません: エンジンが示す次の手は pick 1.4, cancel" in out, out


def test_the_japanese_markdown_uses_the_seed_s_terms() -> None:
    markdown = "".join("".join(c["source"]) for c in notebook_code.cells(NOTEBOOK_JA) if c["cell_type"] == "markdown")
    terms = ("シェルパ", "ハイカー駒", "キャンプ駒", "ガイド駒", "動物駒", "プレイヤーボード", "ポイントチャート",
             "スコアチャート", "地域", "セクション", "点線", "先手番", "後手番", "捕獲", "キャンプ設営", "トレード",
             "特殊効果", "ワイルド駒", "ゲームから除外", "雪豹", "タール", "ジャコウ鹿", "ヤク", "ヒマラヤ羊",
             "レッサーパンダ")
    for term in terms:
        assert term in markdown, term
