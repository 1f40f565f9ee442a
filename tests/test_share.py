"""Shared games (issue 28, part 2): a finished game's link holds its save in the fragment, packed; it opens the
replay, or the game from a chosen move, and a link that is not one is refused, saying why, with nothing changed."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

import rules
from rules import share
from rules.errors import BadSave, RulesError
from rules.save import MAX_SAVE_BYTES
from rules.session import Session
from rules.table import Table

GAMES = rules.games()


def finished(game: str, players: int = 2, seed: int = 3) -> Table:
    table = Table(game, players=players, seed=seed, seats=["bot:random"] * players)
    assert table.game.is_over
    return table


def raw_code(data: bytes) -> str:
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(deflate.compress(data) + deflate.flush()).decode().rstrip("=")


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_shared_as_a_replay_opens_from_its_first_move(game: str) -> None:
    table = finished(game)
    out = Session(table).handle({"type": "share", "what": "replay"})
    link = out["share"]
    assert link["kind"] == "replay" and link["total"] == len(table.game.actions)
    assert link["fragment"].startswith("replay=")
    assert len(link["fragment"]) < len(table.save())  # packed: shorter than the save itself
    opened = Session.shared("#" + link["fragment"], lang="ja")
    snap = opened.snapshot()
    assert snap["replay"] == {"step": 0, "total": len(table.game.actions), "seat": 0,
                             "can_see_all": table.game.hidden_information}
    assert snap["lang"] == "ja"
    assert opened.table.game.actions == table.game.actions  # the very game, to its last move
    assert opened.handle({"type": "act", "action": "pass"})["snapshot"]["notice"]  # watched, not played


@pytest.mark.parametrize("game", GAMES)
def test_a_shared_position_is_the_game_after_that_move_with_its_player_to_move_seated(game: str) -> None:
    table = finished(game)
    step = len(table.game.actions) // 2
    out = Session(table).handle({"type": "share", "what": "position", "step": step})
    assert out["share"]["step"] == step and out["share"]["fragment"].startswith("position=")
    opened = Session.shared(out["share"]["fragment"])
    game_then = rules.new_game(game, players=2, seed=table.game.seed, options=table.game.options)
    for seat, notation in table.game.actions[:step]:
        game_then.apply(seat, notation)
    assert opened.table.game.to_json() == game_then.to_json()
    mover = game_then.to_act[0]
    assert opened.table.is_human(mover) and opened.viewer == mover
    assert all(not opened.table.is_human(s) for s in range(2) if s != mover)
    assert opened.replay is None  # played on, not watched


def test_the_position_shared_from_a_replay_is_the_step_shown() -> None:
    session = Session(finished("kami"))
    session.handle({"type": "replay"})
    session.handle({"type": "seek", "step": 7})
    out = session.handle({"type": "share", "what": "position"})
    assert out["share"]["step"] == 7 and session.replay.step == 7  # the replay stays where it was
    assert len(Session.shared(out["share"]["fragment"]).table.game.actions) == 7


def test_a_game_still_being_played_cannot_be_shared_and_nothing_changes() -> None:
    session = Session(Table("arnak", players=2, seed=1, seats=["human", "bot:random"]))
    before = session.table.save()
    for what in ("replay", "position"):
        out = session.handle({"type": "share", "what": what})
        assert "share" not in out and "hidden card" in out["snapshot"]["notice"]
    assert session.table.save() == before
    session.handle({"type": "lang", "lang": "ja"})
    assert "伏せたカード" in session.handle({"type": "share"})["snapshot"]["notice"]


@pytest.mark.parametrize("msg, words", [
    ({"type": "share", "what": "everything"}, "replay, position"),
    ({"type": "share", "what": "position", "step": -1}, "from 0 to"),
    ({"type": "share", "what": "position", "step": 10_000}, "from 0 to"),
    ({"type": "share", "what": "position", "step": "3"}, "from 0 to"),
])
def test_a_bad_share_message_is_refused_saying_why(msg: dict, words: str) -> None:
    out = Session(finished("k2")).handle(msg)
    assert "share" not in out and words in out["snapshot"]["notice"]


def test_a_replay_link_of_an_unfinished_game_is_refused() -> None:
    table = Table("kami", players=2, seed=2, seats=["human", "bot:random"])
    with pytest.raises(BadSave, match="not over"):
        Session.shared(share.fragment("replay", table.save()))
    assert Session.shared(share.fragment("position", table.save())).table.game.actions == table.game.actions


@pytest.mark.parametrize("fragment, words", [
    ("", "empty"),
    ("#", "empty"),
    ("#game=abc", "#replay= / #position="),
    ("replay", "#replay= / #position="),
    ("replay=", "empty"),
    ("replay=abc$def", "characters"),
    ("replay=" + "A" * (share.MAX_CODE_CHARS + 1), "too long"),
    ("replay=" + raw_code(b'{"format": "tabletop-classics/save"')[:-6], "cut short"),
    ("replay=" + raw_code(b"x" * (MAX_SAVE_BYTES + 10)), "2,000,000"),  # a deflate bomb stops at the save limit
    ("replay=" + raw_code(b"\xff\xfe not text"), "UTF-8"),
    ("replay=" + raw_code(b"[1, 2]"), "object"),
    ("replay=" + raw_code(b"[" * 100 + b"]" * 100), "nested"),
])
def test_a_link_that_is_not_a_shared_game_is_refused_saying_why(fragment: str, words: str) -> None:
    with pytest.raises(BadSave, match=words):
        share.read_fragment(fragment)


def test_a_changed_game_in_a_link_fails_the_saves_digest_check() -> None:
    save = json.loads(finished("nanga_parbat").save())
    save["actions"] = save["actions"][:-1]
    with pytest.raises(BadSave, match="digest"):
        Session.shared(share.fragment("replay", json.dumps(save)))


def test_a_link_opened_on_a_board_of_another_game_is_refused_and_the_board_keeps_its_game() -> None:
    board = Session(Table("kami", players=2, seed=9, seats=["human", "bot:random"]), fixed_game=True)
    before = board.table.save()
    with pytest.raises(RulesError, match="K2"):
        board.open_link(share.fragment("replay", finished("k2").save()))
    assert board.table.save() == before and board.replay is None
    board.open_link("#" + share.fragment("replay", finished("kami").save()))
    assert board.replay is not None and board.replay.step == 0
