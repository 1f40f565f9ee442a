"""The Kami notebook's positions and exercises.

Every named position (rules.kami.positions) shows what it says it shows. Every exercise's check, run from the
notebook's own code (its code cells executed up to the exploration section), answers a right answer with ✓, a wrong
one with ✗ and the engine's reason, and the default placeholder with "not answered yet", never an exception.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.kami import positions

from . import notebook_code

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "kami.ipynb"
EXPLORATION = "## 15. Exploration"


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


def test_positions_use_the_public_protocol_only() -> None:
    source = inspect.getsource(positions)
    assert ".state" not in source and "_state" not in source


def test_an_unknown_position_is_refused_by_name() -> None:
    with pytest.raises(KeyError, match="no Kami position 'nope'"):
        positions.game("nope")


def test_options_change_the_rules_not_the_position() -> None:
    game = positions.game("master_strike", {"mode": "lord", "target": 5})
    assert game.options["mode"] == "lord" and game.observation(0)["hand"] == ["G", "G"]


# ---- the notebook ----------------------------------------------------------------------------

def cells() -> list[dict[str, Any]]:
    return notebook_code.cells(NOTEBOOK)


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
    "check_redeal": (0, 2, "It is not seat 2's decision now"),
    "check_lord": (4, 6, "lord mode takes the 1 too many off the target: 4"),
}


def test_every_exercise_of_the_notebook_is_tested_and_run_with_its_placeholder() -> None:
    code = ["".join(c["source"]) for c in cells() if c["cell_type"] == "code"]
    lines = [line for source in code for line in source.splitlines()]
    defined = {line.split("(")[0][len("def "):] for line in lines if line.startswith("def check_")}
    assert defined == set(EXERCISES)
    for check in EXERCISES:
        (cell,) = [source for source in code if source.endswith(f"\n{check}(answer)")]
        assert "\nanswer = None" in cell, check  # the placeholder the notebook runs with


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_an_exercise_checks_a_right_and_a_wrong_answer_with_the_engine_s_reason(notebook: dict[str, Any],
                                                                                  check: str) -> None:
    right, wrong, reason = EXERCISES[check]
    out = notebook_code.answered(notebook, check, right)
    assert "✓" in out and "✗" not in out, out
    out = notebook_code.answered(notebook, check, wrong)
    assert "✗" in out and reason in out, out
    out = notebook_code.answered(notebook, check, None)
    assert "not answered yet" in out and "✓" not in out and "✗" not in out, out


def test_every_position_appears_in_the_notebook() -> None:
    code = "\n".join("".join(c["source"]) for c in cells() if c["cell_type"] == "code")
    for name in positions.POSITIONS:
        assert f'"{name}"' in code, name


def test_the_notebook_is_committed_without_outputs() -> None:
    for cell in cells():
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None
