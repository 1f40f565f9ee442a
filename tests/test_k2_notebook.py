"""The K2 notebook's positions and exercises, in English and in Japanese.

Every named position (rules.k2.positions) shows what it says it shows. Every exercise's check, run from the
notebook's own code (its code cells executed up to the exploration section), answers a right answer with ✓, a wrong
one with ✗ and the engine's reason, and the default placeholder with "not answered yet", never an exception. The
Japanese twin (notebooks/k2_ja.ipynb, kept in step by tests/test_notebooks.py) answers the same in Japanese,
with the engine's own Japanese reasons, and its text uses the seed's terms.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.k2 import positions
from widgets import K2Board

from . import notebook_code

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "k2.ipynb"
NOTEBOOK_JA = ROOT / "notebooks" / "k2_ja.ipynb"
EXPLORATION = "## 14. Exploration"
EXPLORATION_JA = "## 14. 探究"


# ---- the positions ----------------------------------------------------------------------------

def seen(name: str) -> tuple[Any, dict[str, Any]]:
    game = positions.game(name)
    return game, game.observation(positions.POSITIONS[name].seat)


def mine(obs: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Seat 0's climbers by id."""
    return {c["id"]: c for c in obs["seats"][0]["climbers"]}


def turn_start(obs: dict[str, Any], cards: list[str]) -> None:
    """Seat 0 is to give its three played cards, nothing given yet."""
    assert (obs["phase"], obs["active"], obs["pool"]) == ("actions", 0, None)
    assert sorted(obs["seats"][0]["to_give"]) == sorted(cards)


def stops(game: Any, *gives: str) -> set[str]:
    trial = game.clone()
    for move in gives:
        trial.apply(0, move)
    return {a["space"] for a in trial.legal_actions(0) if a["type"] == "move"}


def shows_start() -> None:
    _, obs = seen("start")
    assert (obs["round"], obs["phase"], len(obs["hand"]), obs["seats"][0]["deck"]) == (1, "choose", 6, 12)
    assert obs["seats"][1]["locked"] and obs["seats"][1]["played"] is None  # chosen, still secret
    assert [(c["space"], c["accl"], c["score"]) for c in mine(obs).values()] == [("BASE", 1, 1)] * 2


def shows_last_choice() -> None:
    _, obs = seen("last_choice")
    assert (obs["round"], obs["phase"], len(obs["hand"]), obs["seats"][0]["deck"]) == (5, "choose", 6, 0)


def shows_risk() -> None:
    _, obs = seen("risk")
    assert (obs["round"], obs["phase"], obs["start_player"]) == (1, "choose", 0) and obs["seats"][1]["locked"]
    assert {"R12", "M3", "A1"} <= set(obs["hand"]) and min(obs["risk"]["face_up"]) >= 1


def shows_risk_paid() -> None:
    _, obs = seen("risk_paid")
    turn_start(obs, ["R12", "M3", "A1"])
    assert obs["seats"][1]["played"] == ["A1", "R12", "R23"]
    assert (obs["risk"]["taker"], obs["risk"]["remaining"]) == (0, obs["risk"]["token"]) and obs["risk"]["token"] >= 1


def shows_tie() -> None:
    _, obs = seen("tie")
    turn_start(obs, ["R23", "M2", "M3"])
    assert obs["seats"][1]["played"] == ["M1", "M3", "M3"] and obs["risk"]["taker"] is None


def shows_full() -> None:
    game, obs = seen("full")
    turn_start(obs, ["A0", "M2", "M2"])
    assert mine(obs)["r"]["space"] == "S2" and obs["occupancy"]["S4"] == obs["map"]["capacity"]["Z5"]
    reach = stops(game, "give M2 r", "give M2 r")
    assert "S4" not in reach and "S6" in reach  # beyond S4 only through it


def shows_accl() -> None:
    _, obs = seen("accl")
    turn_start(obs, ["A1", "M1", "M1"])
    assert (mine(obs)["r"]["space"], mine(obs)["r"]["accl"]) == ("S2", 6)


def shows_rope() -> None:
    game, obs = seen("rope")
    turn_start(obs, ["M1", "R12", "R13"])
    assert mine(obs)["r"]["space"] == "S25"
    assert stops(game, "give R13:down r") == {"S24"}  # not S26: down points pay for descending only
    assert "S26" in stops(game, "give R13:up r", "give R12:up r", "give M1 r")


def shows_tent() -> None:
    game, obs = seen("tent")
    turn_start(obs, ["A0", "A2", "M2"])
    assert (mine(obs)["a"]["space"], mine(obs)["a"]["tent"], mine(obs)["r"]["tent"]) == ("S24", None, "S2")
    trial = game.clone()
    trial.apply(0, "give M2 a")
    assert trial.explain(0, "tent") is None


def shows_summit() -> None:
    game, obs = seen("summit")
    turn_start(obs, ["M1", "M3", "R23"])
    assert (mine(obs)["a"]["space"], mine(obs)["a"]["score"]) == ("S26", 7)
    assert "SUMMIT" in stops(game, "give M3 a")


def shows_danger() -> None:
    _, obs = seen("danger")
    turn_start(obs, ["A1", "M1", "R23"])
    a = mine(obs)["a"]
    assert (a["space"], a["accl"]) == ("S25", 3) and "Z7" in obs["weather"]["today"]["zones"]
    assert a["accl"] - 1 - obs["weather"]["today"]["accl"] <= 0  # dies at the check if nothing is done


def shows_over() -> None:
    game, _ = seen("over")
    result = game.result()
    assert game.is_over and result["scores"][0] == result["scores"][1] and result["winners"] == [0]


SHOWS: dict[str, Callable[[], None]] = {name[len("shows_"):]: f for name, f in dict(globals()).items()
                                        if name.startswith("shows_")}


def test_every_position_has_a_test_of_what_it_shows() -> None:
    assert set(SHOWS) == set(positions.POSITIONS)


@pytest.mark.parametrize("name", sorted(positions.POSITIONS))
def test_each_position_shows_its_rule_with_the_student_to_decide(name: str) -> None:
    SHOWS[name]()
    game = positions.game(name)
    seat = positions.POSITIONS[name].seat
    assert game.to_act == ([] if name == "over" else [seat])
    assert positions.seats(name)[seat] == "human" and positions.seats(name).count("human") == 1
    # a real game: its save replays to the same position
    assert rules.load(game.to_json()).digest() == game.digest()


def test_options_change_the_rules_not_the_position() -> None:
    game = positions.game("tie", {"risk_choice": "choose"})
    assert game.options["risk_choice"] == "choose" and game.observation(0)["seats"][0]["to_give"] == ["M2", "M3", "R23"]


# ---- the notebook ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def notebook() -> dict[str, Any]:
    return notebook_code.namespace_until(NOTEBOOK, EXPLORATION)


# check -> (a right answer, a wrong answer, the engine's reason the wrong one must show)
EXERCISES: dict[str, tuple[Any, Any, str]] = {
    "check_setup": ((1, 1, 6, 12), (1, 0, 6, 12), "acclimatization 1 and score 1"),
    "check_pick": (["pick M1", "pick M2", "pick A1"], ["pick M3", "pick M1", "pick A1"], "M3 is not in your hand"),
    "check_forced": (["A3", "M2", "R13"], ["A1", "M1", "R12"], "the engine played ['A3', 'M2', 'R13']"),
    "check_rope": (["give R13:down r", "move S24"], ["give R13:down r", "move S26"],
                   "A rope's down value only pays for descending"),
    "check_risk": (["pick M1", "pick M1", "pick R12"], ["pick R12", "pick M3", "pick A1"],
                   "movement totals [4, 3]: seat 0 takes the risk token 1"),
    "check_move": ({"S1", "S2"}, {"S1", "S2", "S3"}, "S3 is out of reach: it costs 3 points and the climber has 2"),
    "check_summit": (["give M3 a", "move SUMMIT", "give R23:down a", "move S26"], ["give M3 a", "move SUMMIT"],
                     "is on SUMMIT with score 10 (touch the summit, then come down)"),
    "check_full": ({"BASE", "S1", "S3", "S5", "S6", "S7", "S8", "S11"}, {"S3", "S4"},
                   "S4 is full (it holds 2): a climber may pass through a full space but not stop there"),
    "check_accl": ((7, 6), (7, 7), "7 +1 space +0 tent +0 weather = 8  → cut to 6"),
    "check_tent": (["give M2 a", "tent"], ["give M2 r", "tent"], "This climber has already pitched its tent (on S2)"),
    "check_risk_paid": (["give M3 a", "give R12:up a", "give A1 a", "done a"],
                        ["give M3 a", "give R12:up a", "give A1 a", "done r"],
                        "The round climber got no card this round, so the risk cannot fall on it."),
    "check_weather": ((2, {"Z6", "Z7"}), (1, {"Z8"}), "today is snow: −2 on Z6, Z7"),
    "check_survive": (["give A1 a", "give M1 r", "give R23:up r", "done"],
                      ["give A1 r", "give M1 r", "give R23:up r", "done"],
                      "on S25: 3 -1 space +0 tent -2 weather = 0  → dies, score back to 1"),
    "check_ranking": (0, 1, "scores [12, 12]; best flags: seat 0 reached 7 at move 226, seat 1 reached 7 at move 267"),
    "check_relaxed": (2, 1, "the engine gives Z8 room for 2 with 5 players relaxed"),
}


def test_every_exercise_of_the_notebook_is_tested() -> None:
    assert set(notebook_code.exercises(NOTEBOOK)) == set(EXERCISES)


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_an_exercise_checks_a_right_and_a_wrong_answer_with_the_engine_s_reason(notebook: dict[str, Any],
                                                                                  check: str) -> None:
    notebook_code.assert_answers(notebook, check, *EXERCISES[check])


def test_the_board_of_the_tied_game_names_the_tie_break_winner(notebook: dict[str, Any]) -> None:
    # 12 points each: seat 0 reached the highest flag first, so the board must not call it a shared first place
    prompt = notebook["over"].snapshot["prompt"]
    assert "share" not in prompt and prompt.startswith("Game over: Seat 1"), prompt


def test_every_board_of_the_notebook_speaks_english(notebook: dict[str, Any]) -> None:
    boards = [v for v in notebook.values() if isinstance(v, K2Board)]
    assert len(boards) >= 12 and {b.lang for b in boards} == {"en"}


# ---- the Japanese checks ----------------------------------------------------------------------

JAPANESE = notebook_code.JAPANESE


@pytest.fixture(scope="module")
def notebook_ja() -> dict[str, Any]:
    return notebook_code.namespace_until(NOTEBOOK_JA, EXPLORATION_JA)


def markdown_ja() -> str:
    return "".join("".join(c["source"]) for c in notebook_code.cells(NOTEBOOK_JA) if c["cell_type"] == "markdown")


# check -> the Japanese text its wrong answer (EXERCISES) must show, or (position, moves) whose last move the engine
# refuses: its own Japanese reason is then the text
WRONG_JA: dict[str, str | tuple[Any, ...]] = {
    "check_setup": "順応値 1、得点 1 で始めます",
    "check_pick": ("start", ["pick M3"]),
    "check_forced": "エンジンは手札に残した 3 枚 ['A3', 'M2', 'R13'] を強制的に使用しました",
    "check_rope": ("rope", ["give R13:down r", "move S26"]),
    "check_risk": "移動力の合計 [4, 3]: 席 0 がリスクトークン 1 を受け取ります",
    "check_move": ("tie", ["give M2 a", "move S3"]),
    "check_summit": "デコボコ登山家は SUMMIT にいて、得点は 10（頂上に触れてから下山します）",
    "check_full": ("full", ["give M2 r", "give M2 r", "move S4"]),
    "check_accl": "席 0 のスベスベ登山家（S2）: 7 +1 マス +0 テント +0 天候 = 8  → 6 に切り下げ",
    "check_tent": ("tent", ["give M2 r", "tent"]),
    "check_risk_paid": ("risk_paid", ["give M3 a", "give R12:up a", "give A1 a", "done r"]),
    "check_weather": "今日の天気は雪: Z6, Z7 に −2",
    "check_survive": "3 -1 マス +0 テント -2 天候 = 0  → 死亡、得点は 1 に戻る",
    "check_ranking": "席 0 は 226 手目に 7 に到達、席 1 は 267 手目に 7 に到達。エンジンの順位 [0, 1]",
    "check_relaxed": "エンジンは Z8 の定員を 2 人にします",
}
def test_every_japanese_check_is_tested(notebook_ja: dict[str, Any]) -> None:
    assert {name for name in notebook_ja if name.startswith("check_")} == set(EXERCISES) == set(WRONG_JA)
    assert notebook_ja["LANG"] == "ja"


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_each_japanese_check_answers_in_japanese(notebook_ja: dict[str, Any], check: str) -> None:
    notebook_code.assert_answers_ja(notebook_ja, positions, check, EXERCISES[check], WRONG_JA[check])


def test_every_board_of_the_japanese_notebook_speaks_japanese(notebook_ja: dict[str, Any]) -> None:
    boards = [v for v in notebook_ja.values() if isinstance(v, K2Board)]
    assert len(boards) >= 12 and {b.lang for b in boards} == {"ja"}
    prompt = notebook_ja["over"].snapshot["prompt"]  # the tie-break winner, no shared first place
    assert prompt.startswith("ゲーム終了：席1") and "同点" not in prompt, prompt


def test_the_japanese_notebook_uses_the_seed_s_terms() -> None:
    markdown = markdown_ja()
    terms = ("登山家", "順応値", "得点カウンター", "天候タイル", "リスクトークン", "スタートプレイヤーマーカー",
             "山札", "手札", "強制的に使用", "移動カード", "環境適応カード", "移動力", "アクションフェイズ", "定員",
             "通過", "テントの設置", "リスク減算", "順応ペナルティ", "環境適応チェック", "死亡", "ボード面",
             "人数制限緩和")
    for term in terms:
        assert term in markdown, term


def test_the_japanese_notebook_names_things_as_the_boards_do() -> None:
    # the game's catalogue (rules/k2/messages.json) gives the boards their Japanese words
    markdown = markdown_ja()
    catalog = rules.game_class("k2").catalog
    for key in ("climber.a", "climber.r", "space.BASE", "space.SUMMIT", "icon.sun", "icon.cloud", "icon.snow",
                "ui.k2.acclimatization", "ui.k2.tent", "ui.k2.deck", "ui.k2.hand"):
        assert catalog.render(key, "ja") in markdown, key
