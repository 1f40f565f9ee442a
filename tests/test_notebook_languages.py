"""Notebooks in two languages: every notebooks/<name>_ja.ipynb is kept in step with notebooks/<name>.ipynb.

The twins have the same cells in the same order; their code cells are identical except the one `LANG = ...` line;
the Japanese markdown is Japanese; and the Japanese checks answer a right and a wrong answer in Japanese, with the
engine's own reason in Japanese.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from rules.kami import positions

from . import notebook_code

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
TWINS = sorted(path.stem[:-len("_ja")] for path in NOTEBOOKS.glob("*_ja.ipynb"))
LANG_LINE = re.compile(r'^LANG = "(en|ja)"')
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")  # kana or kanji
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


def test_the_kami_notebook_has_a_japanese_twin() -> None:
    assert "kami" in TWINS


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


def test_the_japanese_kami_notebook_uses_the_seeds_card_names() -> None:
    markdown = "".join(text(c) for c in cells("kami_ja") if c["cell_type"] == "markdown")
    terms = ("戦士", "槍兵", "騎兵", "金竜", "銀竜", "狂人", "塔", "女帝",
             "傭兵", "達人の一撃", "意気消沈", "受け", "攻め")
    for term in terms:
        assert term in markdown, term


# ---- the Japanese checks ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def kami_ja() -> dict[str, Any]:
    """The Japanese notebook's namespace after its code cells up to the exploration section."""
    return notebook_code.namespace_until(NOTEBOOKS / "kami_ja.ipynb", "## 15.")



def refused(name: str, move: str, seat: int = 0) -> str:
    """The engine's own reason, in Japanese, for refusing `move` in position `name`."""
    game = positions.game(name)
    if name == "mercenary":
        game.apply(0, "counter M@m4")
    reason = game.explain(seat, move, "ja")
    assert reason and JAPANESE.search(reason)
    return reason


# check -> (a right answer, a wrong answer, a text the wrong answer's Japanese output must hold)
EXERCISES: dict[str, tuple[Any, Any, str | None]] = {
    "check_deal2": ((8, 8, 8), (8, 4, 4), "傭兵エリアには 8 山が見え"),
    "check_deal3": ((10, 2, "S"), (10, 2, "M"), "あなたが見たのは戦士"),
    "check_lead": (["hide S", "attack G"], ["attack G"], None),
    "check_counter": ({"H", "E"}, {"H", "S"}, None),
    "check_spear": ({"P"}, {"P", "E"}, None),
    "check_pass": ((2, "lead"), (1, "respond"), "エンジンは席 2 の lead を待ちます"),
    "check_mercenary": (["counter M@m4", "attack S"], ["counter M@m4", "attack H@m5"], None),
    "check_empress": ({"S", "G", "V", "M"}, {"S", "E"}, None),
    "check_going_out": (["hide H", "attack M"], ["hide M", "attack H"], "の得点は 2（騎兵）"),
    "check_master_strike": (6, 3, "エンジンの得点は 6"),
    "check_teams": ((2, True), (1, True), "席 2 があなたの味方"),
    "check_redeal": (0, 2, None),
    "check_lord": (4, 6, "君主モード"),
}
# wrong answers the engine refuses: its Japanese reason is in the check's output
ENGINE_REASONS = {
    "check_lead": ("deal2", "attack G", 0), "check_counter": ("counter", "counter S", 0),
    "check_spear": ("spear", "counter E", 0), "check_mercenary": ("mercenary", "attack H@m5", 0),
    "check_empress": ("empress_locked", "attack E", 0), "check_redeal": ("redeal", "keep", 2),
}


def test_every_japanese_check_is_tested(kami_ja: dict[str, Any]) -> None:
    assert {name for name in kami_ja if name.startswith("check_")} == set(EXERCISES)
    assert kami_ja["LANG"] == "ja"


@pytest.mark.parametrize("check", sorted(EXERCISES))
def test_each_japanese_check_answers_in_japanese(kami_ja: dict[str, Any], check: str) -> None:
    right, wrong, expected = EXERCISES[check]
    shown = notebook_code.answered(kami_ja, check, right)
    assert "✓" in shown and "✗" not in shown and JAPANESE.search(shown)
    shown = notebook_code.answered(kami_ja, check, wrong)
    assert "✗" in shown and JAPANESE.search(shown)
    assert (expected or refused(*ENGINE_REASONS[check])) in shown
    placeholder = notebook_code.answered(kami_ja, check, None)
    assert placeholder.startswith("… まだ答えていません")
