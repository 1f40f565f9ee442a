"""The Arnak notebook's exercises, and its Japanese twin's.

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


def ran(notebook: Path) -> tuple[dict[str, Any], str]:
    """The notebook's namespace after all its code cells, as committed, and what they printed."""
    namespace: dict[str, Any] = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for source in notebook_code.sources(notebook, "code"):
            exec(compile(source, str(notebook), "exec"), namespace)
    return namespace, out.getvalue()


@pytest.fixture(scope="module")
def run() -> tuple[dict[str, Any], str]:
    return ran(NOTEBOOK)


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
    "check_artifact": ({"tablet": 1}, {"coin": 1},
                       "the engine takes {'tablet': 1}: an artifact played from your hand costs 1 tablet"),
    "check_temple": ([1], [0, 1], "0 (Bronze temple tile (A)): Not enough tablet: it needs 2, you have 0."),
    "check_boon": ({"boon 15"}, {"boon 15", "pay fear"}, "pay fear does not pay the boot without a card of your hand"),
    "check_level2": ([2, 1], [2, 2], "you gain 2 idols, and only the face-up one's bonus is used: Exile idol"),
    "check_bonus": ([6], [1, 6], "research 1: no bonus tile lies on that space"),
    "check_rescue": ([0, 2], [1, 2], "the rescue space took your idol (0 left) and shows you 2 assistants"),
    "check_tie": (2, 1, "Seat 2 wins: 46 points each, and it reached the temple first"),
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
    "check_artifact": [
        ("tablet", "a dict of resources and amounts"),
        ({"tablets": 1}, "✗ no resource 'tablets'"),
        ({"tablet": True}, "a dict of resources and amounts"),
    ],
    "check_temple": [
        ("1", "a list of temple tiles 0–5"),
        ([9], "✗ there is no temple tile 9"),
        ([1, 1], "each once"),
    ],
    "check_boon": [
        ("pay fear", "✗ pay fear does not pay the boot"),  # a lone decision, not its letters
        (15, "a set of decisions in notation"),
        (["xyz"], "✗ xyz: "),
        ({"boon 15": True}, "a set of decisions in notation"),
    ],
    "check_level2": [
        ("21", "a list of two numbers"),
        ([2], "a list of two numbers"),
        ({"idols": 2}, "a list of two numbers"),
    ],
    "check_bonus": [
        ("6", "a list of research spaces"),
        ([9], "✗ research 9: Neither research token can move to space 9"),
        ([6, 6], "each once"),
    ],
    "check_rescue": [
        ("02", "a list of two numbers"),
        ([0, 2, 1], "a list of two numbers"),
        ({"idols": 0}, "a list of two numbers"),
    ],
    "check_tie": [
        ("2", "a seat number as the board names it"),
        ([2], "a seat number as the board names it"),
        (0, "✗ there is no Seat 0: the seats are 1 and 2"),
        (True, "a seat number as the board names it"),
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


# ---- the Japanese twin (notebooks/arnak_ja.ipynb, kept in step by tests/test_notebooks.py) -------------------------
NOTEBOOK_JA = ROOT / "notebooks" / "arnak_ja.ipynb"
HINT_JA = "… answer は"


@pytest.fixture(scope="module")
def run_ja() -> tuple[dict[str, Any], str]:
    return ran(NOTEBOOK_JA)


def wrong_ja(notebook: dict[str, Any], check: str) -> str:
    """What the Japanese check must show for EXERCISES' wrong answer: the engine's own Japanese reason where the
    English one quotes the engine, else the fact in Japanese."""
    import rules
    from rules.arnak import positions

    story = notebook["story"]
    start = rules.new_game("arnak", players=2, seed=7, options={"first_player": "0"})
    catalog = rules.game_class("arnak").catalog
    used = story("assistant")
    used.apply(0, "assistant 12")
    return {
        "check_free": "fear はフリーアクションではありません: " + start.explain(0, "play fear", "ja"),
        "check_payers": "fundship: " + story("discover").explain(0, "pay fundship", "ja"),
        "check_overcome": catalog.render("text.guardian.4.cost", "ja"),
        "check_buy": "A18: " + story("buy").explain(0, "buy A18", "ja"),
        "check_research": "手帳が1段目に進みます",
        "check_idol": "偶像 0: " + story("overcome").explain(0, "idol 0", "ja"),
        "check_assistants": used.explain(0, "assistant 12", "ja"),
        "check_fear": "守護者からの恐怖カード: [0, 1]",
        "check_idol_points": "未使用の偶像 1、使った偶像枠 2: エンジン 16、あなたの答え 13",
        "check_artifact": "エンジンが払わせるのは {'tablet': 1}: 手札から使う遺物には石板1つがかかります",
        "check_temple": "0 (銅タイル（A）): " + positions.game("temple").explain(0, "temple 0", "ja"),
        "check_boon": "pay fear では手札のカードを使わずに靴を払えません",
        "check_level2": "偶像を2つ受け取り、効果を実施するのは表向きの1つだけです: 除外の偶像",
        "check_bonus": "research 1: そのマスにボーナスタイルはありません",
        "check_rescue": "救出マスが偶像を払わせ（残り0）、助手2人を見せます",
        "check_tie": "席2の勝ち: 46点ずつで、寺院に先に到達しました",
    }[check]


def test_the_japanese_notebook_as_committed_prints_no_answer(run_ja: tuple[dict[str, Any], str]) -> None:
    namespace, printed = run_ja
    assert namespace["LANG"] == "ja"
    assert set(notebook_code.exercises(NOTEBOOK_JA)) == set(EXERCISES)
    assert "✓" not in printed and "✗" not in printed, printed
    assert printed.count(notebook_code.NOT_ANSWERED["ja"]) == len(EXERCISES) + 1, printed


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_each_japanese_check_answers_in_japanese_with_the_engine_s_reason(run_ja: tuple[dict[str, Any], str],
                                                                          check: str) -> None:
    notebook = run_ja[0]
    right, wrong, _english = EXERCISES[check]
    reason = wrong_ja(notebook, check)
    assert notebook_code.JAPANESE.search(reason), reason
    notebook_code.assert_answers(notebook, check, right, wrong, reason)


@pytest.mark.parametrize(("check", "case"), [(check, case) for check, cases in sorted(ODD.items())
                                             for case in range(len(cases))])
def test_a_japanese_check_answers_an_answer_of_another_kind_in_japanese(run_ja: tuple[dict[str, Any], str],
                                                                         check: str, case: int) -> None:
    answer, _english = ODD[check][case]
    shown = notebook_code.answered(run_ja[0], check, answer)
    assert shown.startswith(HINT_JA) or "✗" in shown, shown
    assert notebook_code.JAPANESE.search(shown), shown
    assert "Traceback" not in shown


def test_every_board_of_the_japanese_notebook_speaks_japanese(run_ja: tuple[dict[str, Any], str]) -> None:
    from widgets import ArnakBoard

    boards = [v for v in run_ja[0].values() if isinstance(v, ArnakBoard)]
    assert len(boards) >= 8 and {b.lang for b in boards} == {"ja"}
    assert boards[0].snapshot["prompt"].startswith("あなたの手番")


def test_the_checks_name_the_bot_s_seat_as_the_board_does(notebook: dict[str, Any],
                                                           run_ja: tuple[dict[str, Any], str]) -> None:
    # the bot is Python's seat 1, the board's Seat 2 (席2): a check never calls it "seat 1"
    shown = notebook_code.answered(notebook, "check_fear", [0, 0])
    assert "the bot's (Seat 2)" in shown and "seat 1" not in shown.lower(), shown
    shown = notebook_code.answered(run_ja[0], "check_fear", [0, 0])
    assert "ボット（席2）" in shown and "席1" not in shown, shown


# ---- the positions (rules/arnak/positions.py) show what their `about` says ----------------------------------------
def test_each_arnak_position_shows_what_it_says() -> None:
    from rules.arnak import positions

    def seat0(name: str) -> tuple[dict[str, Any], list[str]]:
        """The position's observation for seat 0 and seat 0's legal moves (seat 0 is to decide)."""
        game = positions.game(name)
        assert game.to_act == [0], name
        return game.observation(0), [game.notation(a) for a in game.legal_actions(0)]

    obs, legal = seat0("artifact_bought")
    assert obs["round"] == 2 and obs["players"][0]["res"]["compass"] == 2 and "buy A12" in legal
    assert "A12" in obs["row_artifacts"]
    obs, legal = seat0("artifacts_in_hand")
    hand = obs["players"][0]["hand"]
    assert obs["round"] == 3 and {"A12", "A16"} <= set(hand) and obs["players"][0]["res"]["tablet"] == 1
    assert {"play A12", "play A16"} <= set(legal)
    obs, legal = seat0("temple")
    me = obs["players"][0]
    assert obs["round"] == 4 and me["temple_vp"] == 23 and me["temple_rank"] == 1
    assert any(move.startswith("temple ") for move in legal)
    obs, legal = seat0("boon")
    assert obs["round"] == 5 and obs["phase"] == "pay" and obs["stack"][-1]["need"] == ["boot"]
    assert obs["stack"][-1]["action"] == "dig c4a" and obs["players"][0]["boons_used"] == [] and "boon 15" in legal
    obs, legal = seat0("bonus")
    assert obs["round"] == 2 and obs["bonus"]["6"] and {"research 1", "research 6"} <= set(legal)
    obs, legal = seat0("rescue")
    me = obs["players"][0]
    assert obs["options"]["temple"] == "snake" and obs["round"] == 4 and me["idols"] == 1 and me["glass"] == 7
    assert "research 8" in legal and obs["rescue"]["count"] == 2
    tie = positions.game("tie")
    result, players = tie.result(), tie.observation(None)["players"]
    assert tie.is_over and result["scores"] == [46, 46] and result["winners"] == [1]
    assert [p["temple_rank"] for p in players] == [2, 1]
    obs, legal = seat0("level2")
    assert obs["options"]["temple"] == "snake" and obs["round"] == 3
    assert {k: obs["players"][0]["res"][k] for k in ("coin", "compass")} == {"coin": 4, "compass": 6}
    assert {"discover s9", "discover s10", "discover s11", "discover s12"} <= set(legal)
