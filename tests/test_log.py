"""The game log: grammar in both catalogues, round headers, the whole game in a small snapshot, the log as text."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from rules.i18n import CORE, Catalog, Msg
from rules.registry import game_class, games
from rules.session import Session
from rules.table import LOG_LIMIT, Table

GAMES = games()
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
NOT_PLURAL = {"is", "has", "does", "begins", "passes", "scores", "shows", "compass", "less"}
ONE_PLURAL = re.compile(r"(?<![\d.,])1 ([a-z]+s)(?![a-z])")
# the count nouns of the catalogues: after any other number they take their plural
NOUNS = r"point|card|coin|compass|tablet|arrowhead|jewel|camp|animal|soldier|tile|action|byte|digit|level|guardian"
MANY_SINGULAR = re.compile(rf"(?<![\d.,])(?:0|[2-9]|\d\d+) (?:{NOUNS})\b")
RAW_SPACE = re.compile(r"\bBASE\b")
HEADER = {"en": re.compile(r"^— Round \d+ —$"), "ja": re.compile(r"^— 第\d+ラウンド —$")}
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


# ---- whole games played by the rule bots ------------------------------------------------------------------------
GAME_END = {"en": re.compile(r"game over|won the game|game ends", re.I), "ja": re.compile(r"ゲーム終了|ゲームに勝利")}
# seeds whose games show the old slips: seat 2 wins Nanga Parbat, K2's climbers stand on base camp and the summit,
# Arnak's players gain 2 coins
WHOLE_GAMES = [("kami", 2, 3), ("nanga_parbat", 2, 1), ("k2", 2, 9), ("arnak", 2, 3)]


@pytest.fixture(scope="module")
def played() -> dict[str, Table]:
    return {game: Table(game, players=n, seed=seed, seats=["bot:rule"] * n) for game, n, seed in WHOLE_GAMES}


def headers(lines: list[str], lang: str) -> list[int]:
    return [int(re.search(r"\d+", line).group()) for line in lines if HEADER[lang].match(line)]


@pytest.mark.parametrize("game", [g for g, _, _ in WHOLE_GAMES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_whole_bot_game_reads_well(played: dict[str, Table], game: str, lang: str) -> None:
    table = played[game]
    assert table.game.is_over
    lines = table.log_lines(0, lang, whole=True)
    assert len(lines) == table.log_total(0, lang) > 30
    assert not [line for line in lines if "{" in line or "}" in line or not line.strip()]
    if lang == "en":
        assert not [(line, slips(line)) for line in lines if slips(line)]
    else:
        assert all(re.search(r"[ぁ-んァ-ン一-龥]", line) for line in lines), "a line is not in Japanese"
    assert len([line for line in lines if GAME_END[lang].search(line)]) == 1, "not exactly one game-over line"
    if game == "k2":
        assert not [line for line in lines if re.search(r"\b(BASE|SUMMIT)\b", line)], "a raw space id in the log"
        assert any(("base camp" if lang == "en" else "スタート地点") in line for line in lines)
    if game == "nanga_parbat":  # the winner's score first
        first, second = map(int, re.search(r"(\d+)(?: to |対)(\d+)", lines[-1]).groups())
        assert first > second and table.game.result()["scores"][1] == first
    rounds = headers(lines, lang)
    if game == "nanga_parbat":  # no rounds: turns only
        assert rounds == []
    else:  # one header per round, in order, the first before any of the round's lines
        last = table.game.observation(None)["round"]
        assert rounds == list(range(1, last + 1))
        first = next(line for line in lines if re.search(r"Round 1\b|第1ラウンド|ラウンド1", line))
        assert HEADER[lang].match(first)


def test_nanga_parbats_result_gives_the_winners_score_first() -> None:
    game = game_class("nanga_parbat")(players=2, seed=1)
    names = ["Ann", "Bob"]
    over = {"type": "game_over", "scores": [14, 29]}
    assert game.event_lines(over, names, "en") == ["Game over: Bob wins, 29 to 14."]
    assert game.event_lines(over, names, "ja") == ["ゲーム終了：Bobの勝利（29対14）。"]


def test_a_soldier_redeal_deals_the_same_round_again_under_one_header() -> None:
    table = Table("kami", players=4, seed=4, seats=["bot:rule"] * 4)  # a reshuffle is called in round 6
    assert any(e.type == "redeal_choice" and e.data.get("choice") == "reshuffle"
               for entry in table.history for e in entry.events)
    lines = table.log_lines(0, whole=True)
    assert len([line for line in lines if line.startswith("Round 6:")]) == 2  # dealt twice…
    assert headers(lines, "en") == list(range(1, table.game.observation(None)["round"] + 1))  # …one header


# ---- the whole log from a session, the snapshot staying small ----------------------------------------------------
def long_session() -> Session:
    """A K2 game of a human (choosing the first option) and a bot, played to the end: more lines than LOG_LIMIT."""
    session = Session(Table("k2", players=2, seed=5, seats=["human", "bot:rule"]))
    while not session.table.game.is_over:
        snap = session.handle({"type": "act", "action": session.snapshot()["legal"][0]["action"]})
        assert not snap["snapshot"]["notice"]
        assert len(snap["snapshot"]["log"]) <= LOG_LIMIT
    return session


@pytest.fixture(scope="module")
def long_game() -> Session:
    return long_session()


def test_the_snapshot_keeps_the_last_lines_and_counts_the_whole_log(long_game: Session) -> None:
    table = long_game.table
    whole = table.log_lines(0, whole=True)
    snap = long_game.handle({"type": "refresh"})["snapshot"]
    assert len(whole) > LOG_LIMIT
    assert snap["log"] == whole[-LOG_LIMIT:] and snap["log_total"] == len(whole)
    assert len(json.dumps(snap["log"])) < len(json.dumps(whole))


def test_the_count_follows_undo_and_the_language() -> None:
    session = Session(Table("kami", players=2, seed=3, seats=["human", "bot:rule"]))
    for _ in range(3):
        session.handle({"type": "act", "action": session.snapshot()["legal"][0]["action"]})
    table = session.table
    before = session.snapshot()["log_total"]
    while not table.can_undo(0):
        session.handle({"type": "act", "action": session.snapshot()["legal"][0]["action"]})
    session.handle({"type": "undo"})
    snap = session.handle({"type": "lang", "lang": "ja"})["snapshot"]
    assert snap["log_total"] == len(table.log_lines(0, "ja", whole=True)) and snap["log"][-1] == \
        table.log_lines(0, "ja", whole=True)[-1]
    assert session.handle({"type": "lang", "lang": "en"})["snapshot"]["log_total"] == len(table.log_lines(0, "en",
                                                                                                        whole=True))
    assert before <= snap["log_total"]


def test_a_log_message_sends_the_whole_log_once(long_game: Session) -> None:
    whole = long_game.table.log_lines(0, whole=True)
    out = long_game.handle({"type": "log"})
    assert "download" not in out and out["snapshot"]["log"] == whole and out["snapshot"]["log_total"] == len(whole)
    assert not out["snapshot"]["notice"]
    assert long_game.handle({"type": "refresh"})["snapshot"]["log"] == whole[-LOG_LIMIT:]  # the next reply: small


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_log_downloads_as_text_in_the_boards_language(long_game: Session, lang: str) -> None:
    long_game.handle({"type": "lang", "lang": lang})
    out = long_game.handle({"type": "log", "download": True})
    file = out["download"]
    assert file["filename"] == "k2-log.txt"
    text = file["text"]
    assert isinstance(text, str) and text.endswith("\n")
    whole = long_game.table.log_lines(0, lang, whole=True)
    assert text.splitlines()[0] == ("K2 — Game log" if lang == "en" else "K2 — ゲームログ")
    assert text.splitlines()[2:] == whole and len(whole) > LOG_LIMIT
    assert len(out["snapshot"]["log"]) == LOG_LIMIT  # the download does not fill the snapshot
    long_game.handle({"type": "lang", "lang": "en"})


@pytest.mark.parametrize("bad", ["yes", 1, None, [], {"a": 1}])
def test_a_bad_log_message_is_refused_with_a_notice_and_changes_nothing(long_game: Session, bad: Any) -> None:
    before = long_game.handle({"type": "refresh"})["snapshot"]
    out = long_game.handle({"type": "log", "download": bad})
    snap = out["snapshot"]
    assert "download" not in out
    assert "'download' of a log message is true or false" in snap["notice"]
    assert snap["log"] == before["log"] and snap["version"] == before["version"]


def test_the_jupyter_widget_sends_the_log_file_to_its_front_end() -> None:
    from widgets import KamiBoard

    class Board(KamiBoard):  # the custom messages it sends captured (no kernel here)
        def __init__(self, **kw: Any) -> None:
            self.sent: list[Any] = []
            super().__init__(**kw)

        def send(self, content: Any, buffers: Any = None) -> None:
            self.sent.append(content)

    board = Board(players=2, seed=3, seats=["human", "bot:rule"], lang="ja")
    board._on_front_end_message(board, {"type": "log", "download": True}, [])
    assert board.sent == [{"type": "download", "filename": "kami-log.txt",
                           "text": board._session.table.log_text(0, "ja")}]
    assert board.sent[0]["text"].startswith("神 — ゲームログ\n\n— 第1ラウンド —\n")
    board._on_front_end_message(board, {"type": "log"}, [])
    assert board.snapshot["log"] == board._session.table.log_lines(0, whole=True)


def test_k2_in_japanese_names_the_round_as_the_header_does_and_the_guide_says() -> None:
    """The guide counts K2's rounds (1ラウンド目…18ラウンド); only the weather forecast counts days."""
    table = Table("k2", players=2, seed=1, seats=["bot:normal", "bot:normal"])
    snap = table.snapshot(0, "ja")
    text = [snap["prompt"] or "", *snap["log"]]
    assert table.game.is_over and any(re.search(r"第18ラウンド", line) for line in text)
    assert not [line for line in text if "日目" in line]
