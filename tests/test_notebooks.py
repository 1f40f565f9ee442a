"""What every notebook under notebooks/ keeps to, whatever its game and language.

Each is committed without outputs; each exercise runs with a placeholder answer until the student writes one; a
game's teaching notebook shows every named position of its game. Every notebooks/<name>_ja.ipynb is kept in step
with notebooks/<name>.ipynb: the same cells in the same order, code cells identical except the one `LANG = ...`
line, and Japanese markdown. (Each game's own checks, in both languages, are tested in tests/test_<game>_notebook.py.)
"""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path
from typing import Any

import pytest

import rules.positions

from . import notebook_code

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
ALL = sorted(path.stem for path in NOTEBOOKS.glob("*.ipynb"))
TWINS = sorted(name.removesuffix("_ja") for name in ALL if name.endswith("_ja"))
# a game's teaching notebook, in either language: its game has named positions (rules/<game>/positions.py)
TEACHING = sorted(name for name in ALL if (ROOT / "rules" / name.removesuffix("_ja") / "positions.py").exists())
LANG_LINE = re.compile(r'^LANG = "(en|ja)"')
JAPANESE = notebook_code.JAPANESE
CODE_SPAN = re.compile(r"`[^`]*`")
ENGLISH_RUN = re.compile(r"[A-Za-z]{2,}(?:[ ,.'-]+[A-Za-z]{2,}){3,}")  # four English words in a row


def cells(name: str) -> list[dict[str, Any]]:
    return notebook_code.cells(NOTEBOOKS / f"{name}.ipynb")


def text(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


def without_lang(source: str) -> tuple[str, list[str]]:
    """The code with its LANG line taken out, and the LANG values it set."""
    lines = source.splitlines()
    return "\n".join(line for line in lines if not LANG_LINE.match(line)), \
        [LANG_LINE.match(line).group(1) for line in lines if LANG_LINE.match(line)]


def english_left(markdown: str) -> list[str]:
    """Paragraphs of `markdown` (code spans aside) without Japanese, or with a run of English words."""
    found = []
    for paragraph in re.split(r"\n\s*\n", markdown):
        prose = CODE_SPAN.sub("", paragraph)
        if not JAPANESE.search(prose) or ENGLISH_RUN.search(prose):
            found.append(paragraph)
    return found


def test_every_teaching_notebook_has_a_japanese_twin() -> None:
    assert TWINS == ["arnak", "index", "k2", "kami", "nanga_parbat"]  # and the classroom's index (its lessons' list)


@pytest.mark.parametrize("name", ALL)
def test_the_notebook_is_committed_without_outputs(name: str) -> None:
    for cell in cells(name):
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None


@pytest.mark.parametrize("name", TEACHING)
def test_each_exercise_runs_with_a_placeholder_answer(name: str) -> None:
    exercises = notebook_code.exercises(NOTEBOOKS / f"{name}.ipynb")
    assert len(exercises) >= 10
    for check, cell in exercises.items():
        assert "\nanswer = None" in cell, check  # the student replaces it; the checks say "not answered yet"


@pytest.mark.parametrize("name", ALL)
def test_the_notebook_edits_no_engine_state(name: str) -> None:
    # positions come through the public protocol or rules.<game>.positions, never by editing a game's state
    code = "\n".join(notebook_code.sources(NOTEBOOKS / f"{name}.ipynb", "code"))
    assert ".state" not in code and "FULL_DECK" not in code


@pytest.mark.parametrize(("game", "title"), [("kami", "Kami"), ("nanga_parbat", "Nanga Parbat"), ("k2", "K2"),
                                            ("arnak", "Arnak")])
def test_a_game_s_positions_use_the_public_protocol_only_and_refuse_an_unknown_name(game: str, title: str) -> None:
    positions = importlib.import_module(f"rules.{game}.positions")
    for module in (positions, rules.positions):
        source = inspect.getsource(module)
        assert ".state" not in source and "_state" not in source
    with pytest.raises(KeyError, match=f"no {title} position 'nope'"):
        positions.game("nope")


@pytest.mark.parametrize("name", TEACHING)
def test_every_position_of_the_game_is_shown_in_its_notebook(name: str) -> None:
    positions = importlib.import_module(f"rules.{name.removesuffix('_ja')}.positions")
    code = "\n".join(notebook_code.sources(NOTEBOOKS / f"{name}.ipynb", "code"))
    for position in positions.POSITIONS:
        assert f'"{position}"' in code, position


def test_the_english_detector_finds_english_and_passes_japanese() -> None:
    assert english_left("## 1. The 32 cards\n\n32 枚のカード") == ["## 1. The 32 cards"]
    assert english_left("手札は 8 枚 and then the rest is English") != []
    assert english_left("**練習 3.** リードを 2 手で書きます。例: `[\"hide S\", \"attack G\"]`。") == []


@pytest.mark.parametrize("name", TWINS)
def test_twins_have_the_same_cells_and_code_but_the_lang_line(name: str) -> None:
    english, japanese = cells(name), cells(f"{name}_ja")
    assert [c["cell_type"] for c in english] == [c["cell_type"] for c in japanese]
    langs = {"en": [], "ja": []}
    for en, ja in zip(english, japanese, strict=True):
        if en["cell_type"] != "code":
            continue
        (en_code, en_lang), (ja_code, ja_lang) = without_lang(text(en)), without_lang(text(ja))
        assert en_code == ja_code
        langs["en"] += en_lang
        langs["ja"] += ja_lang
    assert langs == {"en": ["en"], "ja": ["ja"]}  # one LANG line each, set to its own language


@pytest.mark.parametrize("name", TWINS)
def test_the_japanese_markdown_is_translated(name: str) -> None:
    english = [text(c) for c in cells(name) if c["cell_type"] == "markdown"]
    for cell in (text(c) for c in cells(f"{name}_ja") if c["cell_type"] == "markdown"):
        assert english_left(cell) == [], cell
        assert cell not in english


def about_ja(name: str) -> dict[str, str] | None:
    """The notebook's ABOUT_JA (each position's description in Japanese), read from its code; None if it has none."""
    import ast

    for source in notebook_code.sources(NOTEBOOKS / f"{name}.ipynb", "code"):
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "ABOUT_JA" for t in node.targets):
                return ast.literal_eval(node.value)
    return None


@pytest.mark.parametrize("name", [n for n in TWINS if n in TEACHING])
def test_a_twin_that_describes_its_positions_describes_each_in_japanese(name: str) -> None:
    described = about_ja(f"{name}_ja")
    if described is None:  # a description is printed only through tr(english, japanese), the Japanese given there
        code = "\n".join(notebook_code.sources(NOTEBOOKS / f"{name}_ja.ipynb", "code"))
        assert all("tr(" in line for line in code.splitlines() if ".about" in line), name
        return
    positions = importlib.import_module(f"rules.{name}.positions")
    assert set(described) == set(positions.POSITIONS)
    assert all(JAPANESE.search(text) for text in described.values()), described
