"""Running a teaching notebook's code in a test: its cells, its namespace up to a section, an exercise's output,
and the one way every exercise's check must answer."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path
from typing import Any

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")  # kana or kanji
NOT_ANSWERED = {"en": "… not answered yet", "ja": "… まだ答えていません"}  # what a check says of the placeholder
EXERCISE_CALL = re.compile(r"\n(check_\w+)\(answer\)$")  # an exercise cell ends by checking the student's answer


def cells(notebook: Path) -> list[dict[str, Any]]:
    return json.loads(notebook.read_text(encoding="utf-8"))["cells"]


def sources(notebook: Path, kind: str) -> list[str]:
    """The text of every cell of `kind` ("code" or "markdown")."""
    return ["".join(cell["source"]) for cell in cells(notebook) if cell["cell_type"] == kind]


def exercises(notebook: Path) -> dict[str, str]:
    """check name -> the code cell of the exercise that calls it."""
    return {match.group(1): source for source in sources(notebook, "code")
            if (match := EXERCISE_CALL.search(source))}


def namespace_until(notebook: Path, heading: str) -> dict[str, Any]:
    """The notebook's namespace after its code cells up to the markdown cell that starts with `heading` (boards
    made, not shown; what the cells print is dropped)."""
    namespace: dict[str, Any] = {}
    with contextlib.redirect_stdout(io.StringIO()):
        for cell in cells(notebook):
            source = "".join(cell["source"])
            if cell["cell_type"] == "markdown" and source.startswith(heading):
                break
            if cell["cell_type"] == "code":
                exec(compile(source, str(notebook), "exec"), namespace)
    return namespace


def answered(namespace: dict[str, Any], check: str, answer: Any) -> str:
    """What an exercise's check prints for `answer`."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        namespace[check](answer)
    return out.getvalue()


def assert_answers(namespace: dict[str, Any], check: str, right: Any, wrong: Any, expected: str) -> None:
    """An exercise's check, in the notebook's language (its LANG): ✓ for the right answer, ✗ with `expected` (the
    engine's reason or the fact the student missed) for the wrong one, and the placeholder's hint for None."""
    lang = namespace["LANG"]
    shown = answered(namespace, check, right)
    assert "✓" in shown and "✗" not in shown, shown
    assert lang != "ja" or JAPANESE.search(shown), shown
    shown = answered(namespace, check, wrong)
    assert "✗" in shown and expected in shown, shown  # the parts of an answer that are right may show ✓ too
    assert lang != "ja" or JAPANESE.search(shown), shown
    shown = answered(namespace, check, None)
    assert shown.startswith(NOT_ANSWERED[lang]) and "✓" not in shown and "✗" not in shown, shown


def expected_ja(positions: Any, wanted: str | tuple[Any, ...]) -> str:
    """What a Japanese check's output must hold for a wrong answer: `wanted` itself, or for (position, moves[, seat])
    the engine's own Japanese reason for refusing the last of the moves after the others, all played by the seat
    (0 unless given) in that named position of the game's `positions` module."""
    if isinstance(wanted, str):
        return wanted
    name, moves, *rest = wanted
    seat = rest[0] if rest else 0
    game = positions.game(name)
    for move in moves[:-1]:
        game.apply(seat, move)
    reason = game.explain(seat, moves[-1], "ja")
    assert reason and JAPANESE.search(reason), reason
    return reason


def assert_answers_ja(namespace: dict[str, Any], positions: Any, check: str, exercise: tuple[Any, Any, str],
                      wanted: str | tuple[Any, ...]) -> None:
    """The Japanese twin's check answers the English exercise's right and wrong answers in Japanese: the wrong
    one's output holds `wanted` (see expected_ja)."""
    right, wrong, _english = exercise
    assert_answers(namespace, check, right, wrong, expected_ja(positions, wanted))
