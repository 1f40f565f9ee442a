"""Issue 11: stale messages, another game's save, hostile saves and messages, endless logs, quoting.

Each test drives the public entry points a host or a Python user has (Session.handle, rules.load,
Game.apply, the widget) with what a double click, a wrong file or a hostile file sends.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import rules
from rules.game import Game, canonical
from rules.save import MAX_SAVE_ACTIONS, MAX_SAVE_BYTES, parse_save
from rules.session import Session
from rules.table import Table

STALE_EN = "That click was made on an older view of the game"
STALE_JA = "古い画面からの操作"


def hot_seat_kami_at_a_pass() -> Session:
    """3-player hot-seat Kami where the seat to act may pass, and so may the next one."""
    session = Session.start("kami", players=3, seed=2, seats=["human"] * 3)
    while not any(e["notation"] == "pass" for e in session.snapshot()["legal"]):
        legal = session.snapshot()["legal"]
        session.handle({"type": "act", "action": next(e for e in legal if "merc" not in e["action"])["action"]})
    return session


def stamped(session: Session, kind: str = "act", **fields: Any) -> dict[str, Any]:
    """A message as the board sends it: with the version (and seat) of the snapshot it shows."""
    snap = session.snapshot()
    msg = {"type": kind, **fields, "version": snap["version"]}
    if kind in ("act", "undo", "redo"):
        msg["seat"] = snap["viewer"]
    return msg


# ---- 1. stale messages -----------------------------------------------------------------------------
def test_a_double_click_in_hot_seat_applies_once_and_the_second_is_refused() -> None:
    session = hot_seat_kami_at_a_pass()
    first_seat = session.viewer
    click = stamped(session, action="pass")
    session.handle(dict(click))
    assert session.table.game.actions[-1] == (first_seat, "pass")
    assert session.viewer != first_seat and any(e["notation"] == "pass" for e in session.snapshot()["legal"])
    before = session.table.game.to_json()
    out = session.handle(dict(click))
    assert out["snapshot"]["notice"].startswith(STALE_EN)
    assert session.table.game.to_json() == before


def test_the_stale_notice_is_japanese_in_japanese() -> None:
    session = hot_seat_kami_at_a_pass()
    click = stamped(session, action="pass")
    session.handle({"type": "lang", "lang": "ja"})
    session.handle(dict(click))
    before = session.table.game.to_json()
    assert STALE_JA in session.handle(dict(click))["snapshot"]["notice"]
    assert session.table.game.to_json() == before


def test_an_act_for_another_seat_than_the_snapshot_was_made_for_is_refused() -> None:
    session = hot_seat_kami_at_a_pass()
    msg = stamped(session, action="pass")
    msg["seat"] = (msg["seat"] + 1) % 3
    before = session.table.game.to_json()
    notice = session.handle(msg)["snapshot"]["notice"]
    assert "another seat" in notice
    assert session.table.game.to_json() == before


@pytest.mark.parametrize("version", [True, 1.0, "3", None, -1, 10**6])
def test_a_version_that_is_not_the_current_one_is_refused(version: Any) -> None:
    session = hot_seat_kami_at_a_pass()
    before = session.table.game.to_json()
    msg = {**stamped(session, action="pass"), "version": version}
    assert session.handle(msg)["snapshot"]["notice"].startswith(STALE_EN)
    assert session.table.game.to_json() == before


def test_messages_without_a_version_keep_working() -> None:
    session = hot_seat_kami_at_a_pass()
    session.handle({"type": "act", "action": "pass"})
    assert session.table.game.actions[-1][1] == "pass" and not session.notice


@pytest.mark.parametrize("kind", ["undo", "redo", "new_game", "load"])
def test_every_message_that_changes_the_game_is_checked(kind: str) -> None:
    session = Session.start("kami", players=2, seed=7, seats=["human", "human"])
    seat = session.viewer
    old = stamped(session, kind)
    session.handle({"type": "act", "action": "hide S"})
    if kind == "redo":
        session.handle({"type": "undo"})
        old = stamped(session, kind)
        session.handle({"type": "redo"})
        session.handle({"type": "undo"})  # a redo is possible again, but not from the old view
    if kind == "load":
        old["data"] = session.table.save()
    before = (session.table.game.to_json(), session.table.version)
    assert session.handle(old)["snapshot"]["notice"].startswith(STALE_EN)
    assert (session.table.game.to_json(), session.table.version) == before
    assert session.viewer == seat


def test_a_message_from_the_previous_game_is_stale_in_the_new_one() -> None:
    session = hot_seat_kami_at_a_pass()
    click = stamped(session, action="pass")
    session.handle(stamped(session, "new_game"))
    before = session.table.game.to_json()
    assert session.handle(click)["snapshot"]["notice"].startswith(STALE_EN)
    assert session.table.game.to_json() == before


def test_a_bot_moving_meanwhile_does_not_make_a_simultaneous_choice_stale() -> None:
    """K2's secret choice: the web page steps the bots while the human picks; those clicks stay good."""
    session = Session.start("k2", players=3, seed=6, seats=["human", "bot:random", "bot:random"], autoplay=False)
    click = stamped(session, action=session.snapshot()["legal"][0]["action"])
    assert session.bot_pending()
    session.bot_step()
    assert session.table.version > click["version"]
    session.handle(dict(click))
    assert not session.notice and session.table.game.actions[-1][0] == 0
    # the human's own pick made the old view stale
    before = session.table.game.to_json()
    assert session.handle(dict(click))["snapshot"]["notice"].startswith(STALE_EN)
    assert session.table.game.to_json() == before


# ---- 2. another game's save --------------------------------------------------------------------------
def k2_save() -> str:
    return rules.new_game("k2", players=2, seed=3).to_json()


def test_a_widget_session_refuses_another_games_save_and_keeps_its_game() -> None:
    session = Session.start("kami", players=2, seed=7)
    before = session.table.game.to_json()
    notice = session.handle({"type": "load", "data": k2_save()})["snapshot"]["notice"]
    assert "K2" in notice and "Kami" in notice
    assert session.table.game.to_json() == before
    session.handle({"type": "lang", "lang": "ja"})
    assert "K2" in session.handle({"type": "load", "data": k2_save()})["snapshot"]["notice"]
    assert "保存" in session.notice
    notice = session.handle({"type": "new_game", "game": "k2"})["snapshot"]["notice"]
    assert notice and session.table.game.to_json() == before


def test_the_pages_session_opens_another_games_save() -> None:
    session = Session.start("kami", players=2, seed=7, seats=["human", "human"], fixed_game=False)
    out = session.handle({"type": "load", "data": k2_save()})
    assert not session.notice and out["snapshot"]["game"] == "k2"
    assert session.table.game.to_json() == k2_save()
    assert Session(Table("kami"), fixed_game=False).fixed_game is False
    assert Session(Table("kami")).fixed_game is True


def test_the_kami_widget_refuses_a_k2_save() -> None:
    from widgets import KamiBoard

    board = KamiBoard(players=2, seed=7)
    before = board.game.to_json()
    with pytest.raises(rules.BadSave, match="K2"):
        board.load(k2_save())
    assert board.game.to_json() == before and board.snapshot["game"] == "kami"
    board._on_front_end_message(board, {"type": "load", "data": k2_save()}, [])
    assert "K2" in board.snapshot["notice"] and board.game.to_json() == before


# ---- 7. size and depth before parsing; nothing escapes Session.handle --------------------------------
def a_save(**changes: Any) -> str:
    data = json.loads(rules.new_game("kami", players=2, seed=7).to_json())
    data.update(changes)
    return json.dumps(data, separators=(",", ":"))


DEEP = "[" * 3000 + "]" * 3000


@pytest.mark.parametrize("data, message", [
    (DEEP, "nested more than"),
    (DEEP.encode(), "nested more than"),
    ('{"a": ' * 3000 + "1" + "}" * 3000, "nested more than"),
    (a_save()[:-1] + ', "x": ' + "[" * 3000 + "]" * 3000 + "}", "nested more than"),
    (a_save().replace('"seed":7', '"seed":' + "7" * 5000), "number with more than"),
    (a_save().replace('"seed":7', '"seed":' + "7" * 5000).encode(), "number with more than"),
    (" " * (MAX_SAVE_BYTES + 1), "larger than"),
    (b" " * (MAX_SAVE_BYTES + 1), "larger than"),
    ("é" * (MAX_SAVE_BYTES // 2 + 1), "larger than"),
    (a_save().replace('"seed":7', '"seed":NaN'), "not valid JSON"),
])
def test_hostile_save_text_is_a_badsave_naming_the_problem(data: Any, message: str) -> None:
    with pytest.raises(rules.BadSave, match=message):
        rules.load(data)
    with pytest.raises(rules.BadSave, match=message):
        parse_save(data)


def test_brackets_inside_strings_do_not_count_as_depth() -> None:
    data = json.loads(a_save())
    data["options"] = {"mode": "[" * 100}
    with pytest.raises(rules.BadSave, match="'mode' must be one of"):
        rules.load(json.dumps(data))


def test_a_utf8_byte_order_mark_is_accepted_as_editors_add_it() -> None:
    text = a_save()
    assert rules.load("\ufeff" + text).to_json() == text
    assert rules.load(b"\xef\xbb\xbf" + text.encode()).to_json() == text


def test_a_deeply_nested_action_is_an_illegal_action() -> None:
    g = rules.new_game("kami", players=2, seed=7)
    deep: Any = []
    for _ in range(3000):
        deep = [deep]
    before = g.to_json()
    for action in ({"deep": deep}, {"type": "hide", "card": deep}):
        with pytest.raises(rules.IllegalAction, match="nested more than"):
            g.apply(g.to_act[0], action)
        assert g.explain(g.to_act[0], action)
    assert g.to_json() == before


def test_session_handle_turns_a_deep_message_into_a_notice() -> None:
    session = Session.start("kami", players=2, seed=7)
    before = session.table.game.to_json()
    deep: Any = "x"
    for _ in range(3000):
        deep = [deep]
    for msg in (deep, {"type": "act", "action": {"deep": deep}}, {"type": "explain", "action": deep},
                {"type": "load", "data": DEEP}, {"type": "new_game", "options": {"mode": deep}}):
        assert session.handle(msg)["snapshot"]["notice"]
    assert session.table.game.to_json() == before


@pytest.mark.parametrize("error", [RecursionError, ValueError, MemoryError, KeyError])
def test_an_engine_failure_becomes_a_notice_and_the_game_is_restored(monkeypatch: Any, error: type) -> None:
    session = Session.start("kami", players=2, seed=7, seats=["human", "human"])
    session.handle({"type": "act", "action": "hide S"})
    before = (session.table.game.to_json(), canonical(session.table.game.state_dict()), session.table.version,
              len(session.table.history))
    cls = type(session.table.game)
    play = cls._play

    def half_play(self: Game, seat: int, action: dict[str, Any]) -> Any:
        play(self, seat, action)  # the state changes, then the engine fails half-way
        raise error("engine trouble")

    monkeypatch.setattr(cls, "_play", half_play)
    out = session.handle({"type": "act", "action": session.snapshot()["legal"][0]["action"]})
    assert error.__name__ in out["snapshot"]["notice"] and "nothing was changed" in out["snapshot"]["notice"]
    monkeypatch.setattr(cls, "_play", play)
    assert (session.table.game.to_json(), canonical(session.table.game.state_dict()), session.table.version,
            len(session.table.history)) == before
    session.handle({"type": "lang", "lang": "ja"})
    monkeypatch.setattr(cls, "_play", half_play)
    assert "何も変更していません" in session.handle({"type": "act", "action": "attack G"})["snapshot"]["notice"]


def test_a_failing_bot_step_becomes_a_notice(monkeypatch: Any) -> None:
    session = Session.start("kami", players=2, seed=8, seats=["human", "bot:random"], autoplay=False)
    while not session.bot_pending():
        session.handle({"type": "act", "action": session.snapshot()["legal"][0]["action"]})
    before = session.table.game.to_json()
    bot = session.table.bots[1]
    monkeypatch.setattr(bot, "choose", lambda obs, legal: (_ for _ in ()).throw(RecursionError("deep")))
    out = session.bot_step()
    assert "RecursionError" in out["snapshot"]["notice"] and session.table.game.to_json() == before
    assert not session.bot_pending(), "the host's bot loop stops instead of failing again and again"
    monkeypatch.undo()
    session.handle({"type": "refresh"})
    assert session.bot_pending()


# ---- 8. endless legal loops: capped saves, loading replays once -------------------------------------
def test_a_save_with_too_many_actions_is_refused_before_replaying(monkeypatch: Any) -> None:
    data = json.loads(a_save())
    data["actions"] = [[0, "pass"]] * (MAX_SAVE_ACTIONS + 1)
    monkeypatch.setattr(Game, "apply", lambda *a: pytest.fail("replayed"))
    with pytest.raises(rules.BadSave, match=f"{MAX_SAVE_ACTIONS + 1:,} actions; at most {MAX_SAVE_ACTIONS:,}"):
        rules.load(json.dumps(data))


def test_the_longest_real_games_fit_well_under_the_caps() -> None:
    """The caps' margin: a 3-player rule-bot Kami game to 99 points, the longest kind measured."""
    t = Table("kami", players=3, seed=3, seats=["bot:rule"] * 3, options={"target": 99})
    assert len(t.game.actions) * 5 < MAX_SAVE_ACTIONS and len(t.save()) * 20 < MAX_SAVE_BYTES
    assert rules.load(t.save()).to_json() == t.save()


def nanga_cancel_loop(rounds: int) -> str:
    """A Nanga Parbat save whose player chooses and cancels `rounds` times (legal, and endless)."""
    g = rules.new_game("nanga_parbat", players=2, seed=3)
    while True:
        seat = g.to_act[0]
        for action in g.legal_actions(seat):
            trial = g.clone()
            trial.apply(seat, action)
            if trial.to_act == [seat] and {"type": "cancel"} in trial.legal_actions(seat):
                for _ in range(rounds):
                    g.apply(seat, action)
                    g.apply(seat, {"type": "cancel"})
                return g.to_json()
        g.apply(seat, g.legal_actions(seat)[0])


@pytest.mark.parametrize("load", ["rules", "table", "session", "widget"])
def test_loading_replays_each_action_exactly_once(monkeypatch: Any, load: str) -> None:
    text = nanga_cancel_loop(50)
    n = len(json.loads(text)["actions"])
    session = Session.start("nanga_parbat", seed=1, seats=["human", "human"])
    from widgets import NangaParbatBoard

    board = NangaParbatBoard(seed=1, seats=["human", "human"])
    calls = []
    apply = Game.apply

    def counting(self: Game, seat: int, action: Any) -> Any:
        calls.append(seat)
        return apply(self, seat, action)

    monkeypatch.setattr(Game, "apply", counting)
    if load == "rules":
        game = rules.load(text)
    elif load == "table":
        game = Table.load(text, seats=["human", "human"]).game
    elif load == "session":
        session.handle(stamped(session, "load", data=text))
        assert not session.notice
        game = session.table.game
    else:
        board.load(text)
        game = board.game
    assert game.to_json() == text
    assert len(calls) == n


# ---- 10. quoting is short; save fields are typed exactly ---------------------------------------------
HUGE = "S" * 10_000_000
BIG = "S" * 1_000_000  # a save holding it is still under the size cap


@pytest.mark.parametrize("msg", [
    {"type": "act", "action": "hide " + HUGE},
    {"type": "act", "action": HUGE},
    {"type": "act", "action": {"type": "hide", "card": HUGE}},
    {"type": "act", "action": {"type": HUGE}},
    {"type": "act", "action": {HUGE: 1}},
    {"type": "explain", "action": "counter " + HUGE},
    {"type": HUGE},
    HUGE,
    [HUGE],
    {"type": "lang", "lang": HUGE},
    {"type": "load", "data": a_save(options={"mode": BIG})},
    {"type": "load", "data": a_save(game=BIG)},
    {"type": "load", "data": a_save(actions=[[0, BIG]])},
    {"type": "load", "data": a_save(actions=[[0, "hide " + "S" * 150]])},
    {"type": "load", "data": a_save(**{BIG: 1})},
    {"type": "new_game", "seats": ["human", HUGE]},
    {"type": "new_game", "options": {HUGE: 1}},
    {"type": "new_game", "game": HUGE},
])
def test_what_a_notice_quotes_is_cut_short(msg: Any) -> None:
    session = Session.start("kami", players=2, seed=7)
    before = session.table.game.to_json()
    notice = session.handle(msg)["snapshot"]["notice"]
    assert notice and len(notice) < 600, notice[:1000]
    assert "…" in notice
    assert session.table.game.to_json() == before


def test_an_error_quotes_a_long_notation_with_an_ellipsis() -> None:
    g = rules.new_game("kami", players=2, seed=7)
    with pytest.raises(rules.IllegalAction) as caught:
        g.apply(g.to_act[0], "hide " + HUGE)
    assert len(str(caught.value)) < 300 and "…" in str(caught.value)
    with pytest.raises(rules.BadSave) as bad:
        rules.load(a_save(digest=HUGE))
    assert len(str(bad.value)) < 300


@pytest.mark.parametrize("field, value", [
    ("version", True), ("version", 1.0), ("players", 2.0), ("players", True), ("players", None),
    ("seed", 7.0), ("seed", True), ("seed", None), ("options", None), ("options", []),
])
def test_save_numbers_must_be_integers_exactly(field: str, value: Any) -> None:
    with pytest.raises(rules.BadSave, match=field):
        rules.load(a_save(**{field: value}))


@pytest.mark.parametrize("lang, words", [("en", "not a saved game of this project"),
                                         ("ja", "保存データではありません")])
def test_a_file_that_is_no_save_of_this_project_is_refused_in_the_players_words(lang: str, words: str) -> None:
    session = Session.start("kami", players=2, seed=7, lang=lang)
    before = session.table.game.to_json()
    notice = session.handle({"type": "load", "data": a_save(format=BIG)})["snapshot"]["notice"]
    assert words in notice and BIG[:20] not in notice
    assert session.table.game.to_json() == before


def test_a_save_is_named_for_its_game_players_move_and_time() -> None:
    session = Session.start("k2", players=3, seed=2, seats=["human", "bot:rule", "bot:rule"])
    name = session.handle({"type": "save"})["download"]["filename"]
    moves = len(session.table.game.actions)
    assert re.fullmatch(rf"k2-3p-move{moves}-\d{{4}}-\d\d-\d\d-\d{{4}}\.json", name), name


def spoil(value: Any) -> None:
    """Change every list and dict inside `value`, in place."""
    if isinstance(value, dict):
        for inner in list(value.values()):
            spoil(inner)
        value["spoiled"] = True
    elif isinstance(value, list):
        for inner in list(value):
            spoil(inner)
        value.append("spoiled")


@pytest.mark.parametrize("game", rules.games())
def test_a_snapshot_is_its_callers_to_change(game: str) -> None:
    """The words every snapshot shows (the board's words, the rules help, the seats' names) are rendered once per
    language: a caller that changes a snapshot or its texts changes nothing in the next ones, and the language
    still counts."""
    session = Session.start(game, players=2, seed=1, seats=["human", "bot:random"])

    def words() -> dict:
        texts = session.texts()
        return {"ui": texts["ui"], "help": texts["help"], "seats": session.snapshot()["seats"]}

    first = words()
    kept = json.loads(json.dumps(first))
    for key in kept:
        spoil(first[key])
    assert words() == kept
    session.handle({"type": "lang", "lang": "ja"})
    ja = words()
    assert ja["ui"]["undo"] != kept["ui"]["undo"] and ja["help"] != kept["help"]
    assert [s["name"] for s in ja["seats"]] != [s["name"] for s in kept["seats"]]


@pytest.mark.parametrize("game", ["kami", "arnak"])
def test_a_reply_carries_the_games_words_only_when_they_change(game: str) -> None:
    """The first reply, a language and a new game bring the texts; a move, an undo or a refusal does not. What a
    board draws is the same as before: the snapshot with the last texts sent."""
    session = Session.start(game, players=2, seed=1, seats=["human", "human"])
    first = session.reply()
    assert first["texts"] == session.texts() and first["texts"]["lang"] == "en"
    assert "ui" not in first["snapshot"] and "help" not in first["snapshot"]
    seat = session.table.game.to_act[0]
    moved = session.handle({"type": "act", "action": session.table.game.legal_actions(seat)[0]})
    assert "texts" not in moved and "texts" not in session.handle({"type": "act", "action": "no such move"})
    assert "texts" not in session.handle({"type": "undo"})
    ja = session.handle({"type": "lang", "lang": "ja"})
    assert ja["texts"]["lang"] == "ja" and ja["texts"]["ui"] != first["texts"]["ui"]
    assert "texts" not in session.handle({"type": "refresh"})
    other = "k2" if game == "kami" else "kami"
    fresh = session.handle({"type": "new_game", "game": game, "players": 2, "seats": ["human", "human"]})
    assert "texts" not in fresh  # the same game and options: the same words
    session.fixed_game = False
    new = session.handle({"type": "new_game", "game": other, "players": 2, "seats": ["human", "human"]})
    assert new["texts"]["game"] == other == new["snapshot"]["game"]
    # most of a reply was the words: without them, a reply after the first is at most half its size
    assert len(json.dumps(moved)) * 2 <= len(json.dumps(first))
