"""The game log: grammar in both catalogues, round headers, the whole game in a small snapshot, the log as text."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from rules.i18n import CORE, Catalog, Msg
from rules.registry import game_class
from rules.session import Session
from rules.table import LOG_LIMIT, Table

GAMES = ("kami", "nanga_parbat", "k2", "arnak")
PLACEHOLDER = re.compile(r"\{(\w+)(?:\|[^{}]*)?\}")
# parameters that hold words (names, cards, places…), not counts: filled with a word so that "{player} passes" cannot
# read as a count
TEXT_PARAMS = {
    "player", "name", "names", "winner", "winners", "first", "guide_by", "decider", "card", "cards", "climber",
    "animal", "site", "res", "assistant", "guardian", "bonus", "reward", "temple", "board", "path", "pieces",
    "against", "gave", "got", "from", "to", "what", "seat", "bot", "other", "this", "waiting", "action", "detail",
    "error", "kind", "icons", "icon", "boon", "effect", "zone", "where", "text", "need", "have", "op", "mode", "row",
    "down", "lang", "game", "option", "value", "options",
}
# "1 <word>s" that is no plural (a verb after a number, a word ending in s)
NOT_PLURAL = {"begins", "compass", "passes", "shows", "swaps", "wins", "plays", "leads", "is", "was", "has", "takes",
              "gains", "pays", "draws", "scores", "moves", "traps", "stays", "starts", "goes", "ends", "loses", "dies",
              "chose", "counters", "attacks", "places", "Fear", "VP", "reaches", "buys", "exiles", "us", "its", "this", "less", "does"}
ONE_PLURAL = re.compile(r"(?<![\d.,])1 ([a-z]+s)(?![a-z])")
# the count nouns of the catalogues: after any other number they take their plural
NOUNS = r"point|card|coin|compass|tablet|arrowhead|jewel|camp|animal|soldier|tile|action|byte|digit|level|guardian"
MANY_SINGULAR = re.compile(rf"(?<![\d.,])(?:0|[2-9]|\d\d+) (?:{NOUNS})\b")
RAW_SPACE = re.compile(r"\bBASE\b")
HEADER = {"en": re.compile(r"^— Round \d+ —$"), "ja": re.compile(r"^— 第\d+(?:ラウンド|日目) —$")}
GAME_OVER = {"en": re.compile(r"^Game over\b"), "ja": re.compile(r"^ゲーム終了")}


def catalogues() -> list[tuple[str, Catalog]]:
    return [("core", CORE)] + [(g, game_class(g).catalog) for g in GAMES]


def slips(line: str) -> list[str]:
    """The plural slips of one English line."""
    found = [m.group(0) for m in ONE_PLURAL.finditer(line) if m.group(1) not in NOT_PLURAL]
    return found + [m.group(0) for m in MANY_SINGULAR.finditer(line)]


def test_the_slip_finder_finds_slips() -> None:
    assert slips("Seat 1 scores +1 points.") == ["1 points"]
    assert slips("The angular climber has 1 points.") == ["1 points"]
    assert slips("Seat 2 pays 2 coin.") == ["2 coin"]
    assert slips("Seat 1 passes; 1 point, 2 points, 1 compass, 3 compasses.") == []


def test_plural_words_follow_their_count() -> None:
    cat = Catalog({"en": {"k": "+{n} {n|point|points} for {who}"}, "ja": {"k": "+{n}点"}}, CORE)
    assert [cat.render(Msg("k", {"n": n, "who": "Ann"}), "en") for n in (0, 1, 2, -1)] == [
        "+0 points for Ann", "+1 point for Ann", "+2 points for Ann", "+-1 point for Ann"]
    assert cat.render(Msg("k", {"n": 1}), "ja") == "+1点"


@pytest.mark.parametrize("where, cat", catalogues(), ids=[c[0] for c in catalogues()])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_message_fills_its_placeholders_with_no_plural_slip(where: str, cat: Catalog, lang: str) -> None:
    bad = []
    for key, template in sorted(cat.tables[lang].items()):
        names = set(PLACEHOLDER.findall(template))
        for n in (0, 1, 2):
            params = {p: ("Ann" if p in TEXT_PARAMS else n) for p in names}
            text = cat.render(Msg(key, params), lang)
            if "{" in text or "}" in text or "|" in text:
                bad.append(f"{key} ({n}): placeholder left: {text}")
            if lang == "en" and slips(text):
                bad.append(f"{key} ({n}): {slips(text)} in {text!r}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("where, cat", catalogues(), ids=[c[0] for c in catalogues()])
def test_every_key_has_the_same_placeholders_in_both_languages(where: str, cat: Catalog) -> None:
    en, ja = cat.tables["en"], cat.tables["ja"]
    differ = [k for k in en if k in ja and set(PLACEHOLDER.findall(en[k])) - {"n"} != set(PLACEHOLDER.findall(ja[k]))
              - {"n"} and set(PLACEHOLDER.findall(ja[k])) - set(PLACEHOLDER.findall(en[k]))]
    assert not differ, differ
