"""The Arnak notebook's exercises.

Nothing ships answered: every exercise cell holds the placeholder `answer = None` and, run as committed, the
notebook prints no ✓ (nor ✗). Every exercise's check, run from the notebook's own code, answers a right answer with ✓,
a wrong one with ✗ and the engine's reason (or the fact the student missed), the placeholder with "not answered
yet", and an answer of another kind (a lone string or number, a dict, unknown ids, duplicates) with a hint or a ✗
naming what is wrong, never an exception.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path
from typing import Any

import pytest

from . import notebook_code

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "arnak.ipynb"
NOT_ANSWERED = notebook_code.NOT_ANSWERED["en"]
HINT = "… answer is "  # what a check says of an answer of another kind than it asks for


@pytest.fixture(scope="module")
def run() -> tuple[dict[str, Any], str]:
    """The notebook's namespace after all its code cells, as committed, and what they printed."""
    namespace: dict[str, Any] = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for source in notebook_code.sources(NOTEBOOK, "code"):
            exec(compile(source, str(NOTEBOOK), "exec"), namespace)
    return namespace, out.getvalue()


@pytest.fixture(scope="module")
def notebook(run: tuple[dict[str, Any], str]) -> dict[str, Any]:
    return run[0]


def right_idol_points(unplaced: int, slots_used: int) -> int:
    return 3 * (unplaced + slots_used) + sum([1, 2, 3, 4][slots_used:])


def placed_only(unplaced: int, slots_used: int) -> int:
    return 3 * slots_used + sum([1, 2, 3, 4][slots_used:])  # forgets the idols still unplaced


# check -> (a right answer, a wrong answer, the engine's reason or the missed fact the wrong one must show)
EXERCISES: dict[str, tuple[Any, Any, str]] = {
    "check_free": ({"fundcar", "fundship", "exploreship"}, {"fundcar", "fear"},
                   "fear is no free action: A Fear card has no effect: it can only pay a boot."),
    "check_payers": ({"fundcar"}, {"fundcar", "fundship"},
                     "fundship: That icon pays nothing of the travel cost left (1 car)."),
    "check_overcome": ({"coin": 2, "arrowhead": 1}, {"coin": 2}, "To overcome: pay 2 coins and 1 arrowhead."),
    "check_buy": ({"I8", "I9"}, {"I8", "A18"}, "A18: Not enough compass: it needs 4, you have 1."),
    "check_research": ("notebook", "glass", "the notebook enters row 1"),
    "check_idol": ([1, 2, 3, 4], [0, 1, 2, 3, 4], "idol 0: Not enough coin: it needs 1, you have 0."),
    "check_assistants": ([], [12], "That assistant is exhausted this round."),
    "check_fear": ([0, 1], [1, 1], "Fear cards from guardians: [0, 1]"),
    "check_idol_points": (right_idol_points, placed_only, "1 unplaced, 2 slots used: engine 16, yours 13"),
}

# check -> answers of another kind or with unknown ids, each with what the output must hold (a hint or a ✗ naming it)
ODD: dict[str, list[tuple[Any, str]]] = {
    "check_free": [
        ("fundcar", "✓ fundcar"),  # a lone id, not its letters
        (3, 'a set of card ids such as {"fear"}'),
        (["xyz", "abc"], "✗ no card 'xyz' in your hand"),
        ({"fundcar": 1}, 'a set of card ids such as {"fear"}'),
        ({"fundcar", 7}, 'a set of card ids such as {"fear"}'),
    ],
    "check_payers": [
        ("fear", "✗ fear: That icon pays nothing"),  # a lone id, not its letters
        (3.5, 'a set of card ids such as {"fear"}'),
        (["xyz"], "✗ no card 'xyz' in your hand"),
        ({"fundcar": True}, 'a set of card ids such as {"fear"}'),
    ],
    "check_overcome": [
        ("coin", 'a dict of resources and amounts such as {"coin": 1, "jewel": 1}'),
        (2, "a dict of resources and amounts"),
        ([("coin", 2)], "a dict of resources and amounts"),
        ({"coin": "2"}, "a dict of resources and amounts"),
        ({"coins": 2, "arrowheads": 1}, "✗ no resource 'coins', 'arrowheads': the resources are coin, compass"),
    ],
    "check_buy": [
        ("I8", "✓ Gold Pan (I8) is affordable"),
        (8, 'a set of card ids such as {"A18"}'),
        (["xyz"], "✗ no card 'xyz' in the row"),
        ({"I8": 1}, 'a set of card ids such as {"A18"}'),
    ],
    "check_research": [
        (1, '"glass" or "notebook"'),
        (["notebook"], '"glass" or "notebook"'),
        ({"token": "notebook"}, '"glass" or "notebook"'),
        ("lens", "✗ 'lens' is no research token"),
    ],
    "check_idol": [
        ("1", "a list of idol options 0–4"),
        ([7], "✗ there is no idol option 7"),
        ([1, 1, 2, 3, 4], "each once"),
        ({1: True}, "a list of idol options 0–4"),
    ],
    "check_assistants": [
        ("12", "a list of assistant ids"),
        ([99], "✗ you have no assistant 99"),
        ([12, 12], "each once"),
        ({12: 1}, "a list of assistant ids"),
    ],
    "check_fear": [
        ("01", "a list of two numbers"),
        (1, "a list of two numbers"),
        ([0, 1, 1], "a list of two numbers"),
        ({0: 0, 1: 1}, "a list of two numbers"),
        (["no", "yes"], "a list of two numbers"),
    ],
    "check_idol_points": [
        (3, "a function of (unplaced, slots_used)"),
        ("idol_points", "a function of (unplaced, slots_used)"),
        (lambda unplaced, slots_used: 1 // 0, "✗ 0 of 7 players agree"),
        (lambda unplaced: 3 * unplaced, "yours raised TypeError"),
        (lambda unplaced, slots_used: "many", "yours 'many'"),
    ],
}


def test_every_exercise_of_the_notebook_is_tested() -> None:
    assert set(notebook_code.exercises(NOTEBOOK)) == set(EXERCISES) == set(ODD)


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_an_exercise_ships_with_the_placeholder_answer(check: str) -> None:
    cell = notebook_code.exercises(NOTEBOOK)[check]
    assert cell.splitlines()[-2:] == ["answer = None", f"{check}(answer)"]


def test_the_notebook_as_committed_prints_no_answer(run: tuple[dict[str, Any], str]) -> None:
    _, printed = run
    assert "✓" not in printed and "✗" not in printed, printed
    # each exercise says it is not answered, and so does exercise 8's check on the Snake Temple games
    assert printed.count(NOT_ANSWERED) == len(EXERCISES) + 1, printed


def test_exercise_8_ships_a_stub_the_check_calls_not_answered(notebook: dict[str, Any]) -> None:
    assert notebook["idol_points"](1, 2) is None
    shown = notebook_code.answered(notebook, "check_idol_points", notebook["idol_points"])
    assert shown.startswith(NOT_ANSWERED) and "✓" not in shown and "✗" not in shown, shown


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_an_exercise_checks_a_right_and_a_wrong_answer_with_the_engine_s_reason(notebook: dict[str, Any],
                                                                                  check: str) -> None:
    notebook_code.assert_answers(notebook, check, *EXERCISES[check])


@pytest.mark.parametrize(("check", "case"), [(check, case) for check, cases in sorted(ODD.items())
                                             for case in range(len(cases))])
def test_an_answer_of_another_kind_gets_a_hint_or_a_reason_never_an_exception(notebook: dict[str, Any], check: str,
                                                                               case: int) -> None:
    answer, expected = ODD[check][case]
    shown = notebook_code.answered(notebook, check, answer)
    assert expected in shown, shown
    assert shown.startswith(HINT) or "✗" in shown, shown  # a hint, or the ✗ of what is wrong
    if shown.startswith(HINT):
        assert "✓" not in shown and "✗" not in shown, shown


def test_a_lone_card_id_is_one_card_not_its_letters(notebook: dict[str, Any]) -> None:
    shown = notebook_code.answered(notebook, "check_free", "fundcar")
    assert "✓ fundcar" in shown and "✗ fundship is a free action too" in shown, shown
    assert "no card 'a'" not in shown and "a is no free action" not in shown, shown


def test_a_right_answer_of_a_neighbouring_kind_is_right(notebook: dict[str, Any]) -> None:
    for check, answer in (("check_free", ["fundcar", "fundship", "exploreship", "fundcar"]),
                          ("check_payers", "fundcar"),
                          ("check_buy", ("I9", "I8")), ("check_idol", {1, 2, 3, 4}), ("check_assistants", ()),
                          ("check_overcome", {"coin": 2, "arrowhead": 1, "jewel": 0}), ("check_research", " Notebook"),
                          ("check_fear", (0, 1))):
        shown = notebook_code.answered(notebook, check, answer)
        assert "✓" in shown and "✗" not in shown, (check, shown)
