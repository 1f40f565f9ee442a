"""The Kami notebook's positions and exercises.

Every named position (rules.kami.positions) shows what it says it shows. Every exercise's check, run from the
notebook's own code (its code cells executed up to the exploration section), answers a right answer with ✓, a wrong
one with ✗ and the engine's reason, and the default placeholder with "not answered yet", never an exception. The
Japanese twin (notebooks/kami_ja.ipynb, kept in step by tests/test_notebooks.py) answers the same in Japanese, with
the engine's own Japanese reasons, and its text uses the seed's terms.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.kami import positions

from . import notebook_code

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "kami.ipynb"
NOTEBOOK_JA = ROOT / "notebooks" / "kami_ja.ipynb"
EXPLORATION = "## 15. Exploration"
EXPLORATION_JA = "## 15. 探究"


# ---- the positions ----------------------------------------------------------------------------

def seen(name: str) -> tuple[Any, dict[str, Any]]:
    game = positions.game(name)
    return game, game.observation(positions.POSITIONS[name].seat)


def moves(game: Any, seat: int, verb: str) -> set[str]:
    return {game.notation(a) for a in game.legal_actions(seat) if a["type"] == verb}


def shows_deal2() -> None:
    _, obs = seen("deal2")
    assert (obs["step"], len(obs["hand"]), obs["hand"].count("E")) == ("lead", 8, 2)
    assert [(m["top"] is not None, m["below"]) for m in obs["mercenaries"]] == [(True, 1)] * 8


def shows_empress_locked() -> None:
    game, obs = seen("empress_locked")
    assert obs["step"] == "attack" and obs["hand"].count("E") == 2 and not obs["empress_unlocked"]
    assert "attack E" not in moves(game, 0, "attack")


def shows_two_empresses() -> None:
    _, obs = seen("two_empresses")
    assert (obs["step"], obs["hand"]) == ("lead", ["E", "E"])


def shows_empress_unlocked() -> None:
    game, obs = seen("empress_unlocked")
    assert obs["step"] == "respond" and obs["attack"]["card"] == "H" and obs["hand"].count("E") == 2
    game.apply(0, "counter E")
    assert "attack E" in moves(game, 0, "attack")


def shows_mercenary() -> None:
    game, obs = seen("mercenary")
    assert obs["step"] == "respond" and obs["attack"] == {"seat": 1, "card": "M"}
    assert moves(game, 0, "counter") == {"counter E@m1", "counter M@m4"}  # none from the hand


def shows_deal3() -> None:
    _, obs = seen("deal3")
    assert (len(obs["hand"]), obs["leftover"]["count"], obs["step"]) == (10, 2, "respond")
    assert obs["leftover"]["peek"] is not None and obs["attack"]["seat"] == 2


def shows_counter() -> None:
    game, obs = seen("counter")
    assert obs["attack"] == {"seat": 2, "card": "H"}
    assert moves(game, 0, "counter") == {"counter H", "counter E"}


def shows_spear() -> None:
    game, obs = seen("spear")
    assert obs["attack"] == {"seat": 2, "card": "P"} and "E" in obs["hand"]
    assert moves(game, 0, "counter") == {"counter P"}


def shows_going_out() -> None:
    assert seen("going_out")[1]["hand"] == ["H", "M"] and seen("going_out")[1]["step"] == "lead"


def shows_master_strike() -> None:
    assert seen("master_strike")[1]["hand"] == ["G", "G"] and seen("master_strike")[1]["step"] == "lead"


def shows_soldier_pair() -> None:
    _, obs = seen("soldier_pair")
    assert (obs["hand"], obs["step"], obs["attack"]["card"]) == (["S", "S"], "respond", "S")


def shows_teams() -> None:
    game, obs = seen("teams")
    assert obs["teams"] == [[0, 2], [1, 3]] and obs["attack"] == {"seat": 2, "card": "M"}
    assert moves(game, 0, "counter") == {"counter M"}


def shows_redeal() -> None:
    _, obs = seen("redeal")
    assert obs["phase"] == "redeal" and obs["redeal_for"] == 2
    assert obs["revealed"][0]["seat"] == 2 and obs["revealed"][0]["cards"].count("S") >= 5


SHOWS: dict[str, Callable[[], None]] = {name[len("shows_"):]: f for name, f in dict(globals()).items()
                                        if name.startswith("shows_")}


def test_every_position_has_a_test_of_what_it_shows() -> None:
    assert set(SHOWS) == set(positions.POSITIONS)


@pytest.mark.parametrize("name", sorted(positions.POSITIONS))
def test_each_position_shows_its_rule_with_the_student_to_decide(name: str) -> None:
    SHOWS[name]()
    game = positions.game(name)
    seat = positions.POSITIONS[name].seat
    assert game.to_act == [seat]
    assert positions.seats(name)[seat] == "human" and positions.seats(name).count("human") == 1
    # a real game: its save replays to the same position
    assert rules.load(game.to_json()).digest() == game.digest()


def test_options_change_the_rules_not_the_position() -> None:
    game = positions.game("master_strike", {"mode": "lord", "target": 5})
    assert game.options["mode"] == "lord" and game.observation(0)["hand"] == ["G", "G"]


# ---- the notebook ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def notebook() -> dict[str, Any]:
    return notebook_code.namespace_until(NOTEBOOK, EXPLORATION)


# check -> (a right answer, a wrong answer, the engine's reason the wrong one must show)
EXERCISES: dict[str, tuple[Any, Any, str]] = {
    "check_deal2": ((8, 8, 8), (8, 4, 4), "the mercenary area shows 8 stacks with 8 cards face down"),
    "check_deal3": ((10, 2, "S"), (10, 2, "M"), "you saw a Soldier (戦士)"),
    "check_lead": (["hide S", "attack G"], ["attack G"], "You are leading: first place a card face down."),
    "check_counter": ({"H", "E"}, {"H", "S"}, "Soldier cannot counter Horseman"),
    "check_spear": ({"P"}, {"P", "E"}, "Empress cannot counter Spearman: only Spearman can."),
    "check_pass": ((2, "lead"), (1, "respond"), "waits for seat 2 to lead"),
    "check_mercenary": (["counter M@m4", "attack S"], ["counter M@m4", "attack H@m5"],
                        "You may use at most 1 mercenary per turn."),
    "check_empress": ({"S", "G", "V", "M"}, {"S", "E"}, "The Empress may attack only after the other Empress"),
    "check_going_out": (["hide H", "attack M"], ["hide M", "attack H"], "scores 2, a Horseman (騎兵); the best"),
    "check_master_strike": (6, 3, "the engine scores 6"),
    "check_teams": ((2, True), (1, True), "seat 2 is your partner"),
    "check_redeal": (0, 2, "It is not Seat 3's decision now"),  # (the board's name of seat 2)
    "check_lord": (4, 6, "lord mode takes the 1 too many off the target: 4"),
}


def test_every_exercise_of_the_notebook_is_tested() -> None:
    assert set(notebook_code.exercises(NOTEBOOK)) == set(EXERCISES)


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_an_exercise_checks_a_right_and_a_wrong_answer_with_the_engine_s_reason(notebook: dict[str, Any],
                                                                                  check: str) -> None:
    notebook_code.assert_answers(notebook, check, *EXERCISES[check])


# ---- the Japanese checks ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def notebook_ja() -> dict[str, Any]:
    return notebook_code.namespace_until(NOTEBOOK_JA, EXPLORATION_JA)


# check -> the Japanese text its wrong answer (EXERCISES) must show, or (position, moves[, seat]) whose last move the
# engine refuses: its own Japanese reason is then the text
WRONG_JA: dict[str, str | tuple[Any, ...]] = {
    "check_deal2": "傭兵エリアには 8 山が見え",
    "check_deal3": "あなたが見たのは戦士",
    "check_lead": ("deal2", ["attack G"]),
    "check_counter": ("counter", ["counter S"]),
    "check_spear": ("spear", ["counter E"]),
    "check_pass": "エンジンは席 2 の lead を待ちます",
    "check_mercenary": ("mercenary", ["counter M@m4", "attack H@m5"]),
    "check_empress": ("empress_locked", ["attack E"]),
    "check_going_out": "の得点は 2（騎兵）",
    "check_master_strike": "エンジンの得点は 6",
    "check_teams": "席 2 があなたの味方",
    "check_redeal": ("redeal", ["keep"], 2),
    "check_lord": "君主モード",
}


def test_every_japanese_check_is_tested(notebook_ja: dict[str, Any]) -> None:
    assert {name for name in notebook_ja if name.startswith("check_")} == set(EXERCISES) == set(WRONG_JA)
    assert notebook_ja["LANG"] == "ja"


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_each_japanese_check_answers_in_japanese(notebook_ja: dict[str, Any], check: str) -> None:
    notebook_code.assert_answers_ja(notebook_ja, positions, check, EXERCISES[check], WRONG_JA[check])


def test_the_japanese_notebook_uses_the_seed_s_card_names_and_terms() -> None:
    markdown = "".join(notebook_code.sources(NOTEBOOK_JA, "markdown"))
    terms = ("戦士", "槍兵", "騎兵", "金竜", "銀竜", "狂人", "塔", "女帝",
             "傭兵", "達人の一撃", "意気消沈", "受け", "攻め")
    for term in terms:
        assert term in markdown, term
