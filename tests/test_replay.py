"""Replays (issue 28, part 1): a saved game watched move by move, as the live game was at every step."""

from __future__ import annotations

import json
from typing import Any

import pytest

import rules
from rules.errors import RulesError
from rules.replay import EVERY, Replay
from rules.session import Session
from rules.table import Table

GAMES = {"kami": 2, "nanga_parbat": 2, "k2": 3, "arnak": 2}


def played(game: str, players: int, seed: int = 5) -> tuple[Table, list[list[dict[str, Any]]]]:
    """A whole game of random bots, and every seat's observation after each move of its save, played one by one
    from the start (index 0: before the first). A save keeps the moves that count: Nanga Parbat's log drops a
    choice opened and then cancelled."""
    table = Table(game, players=players, seed=seed, seats=["bot:random"] * players)
    assert table.game.is_over
    fresh = rules.new_game(game, players=players, seed=seed)
    seen = [[fresh.observation(s) for s in range(players)]]
    for seat, notation in table.game.actions:
        fresh.apply(seat, notation)
        seen.append([fresh.observation(s) for s in range(players)])
    return table, seen


@pytest.mark.parametrize("game", GAMES)
def test_every_step_of_a_replay_is_the_live_game_at_that_step(game: str) -> None:
    table, seen = played(game, GAMES[game])
    replay = Replay(table.save())
    assert replay.total == len(table.game.actions) == len(seen) - 1 and replay.step == replay.total
    # forwards, backwards and jumping about (each seek starts from a checkpoint)
    steps = [*range(replay.total + 1), *range(replay.total, -1, -EVERY + 3), 0, replay.total, EVERY, EVERY - 1, 1]
    for step in steps:
        replay.seek(step)
        assert replay.step == step
        for seat in range(GAMES[game]):
            assert replay.observation(seat) == seen[step][seat], (step, seat)
    replay.seek(replay.total)
    assert replay.game.result() == table.game.result()


def test_a_replays_snapshot_is_the_tables_at_that_step_with_nothing_to_play() -> None:
    table, _ = played("kami", 2)
    replay = Replay(table)
    step = 37
    live = Table("kami", players=2, seed=5, seats=list(table.seats), autoplay=False)
    for entry in table.history[:step]:
        live.act(entry.seat, entry.notation)
    replay.seek(step)
    for seat in (0, 1, None):
        snap, want = replay.snapshot(seat), live.snapshot(seat)
        assert snap["observation"] == want["observation"] and snap["log"] == want["log"]
        assert snap["prompt"] == want["prompt"] and snap["seats"] == want["seats"]  # the bots named as they were
        assert snap["legal"] == [] and not snap["can_undo"] and not snap["can_redo"]
        assert snap["replay"] == {"step": step, "total": len(table.history), "seat": seat, "can_see_all": True}


@pytest.mark.parametrize("step", [-1, 10_000, 1.5, "3", None, True, [2]])
def test_a_step_out_of_the_game_is_refused_and_the_replay_stays_where_it_was(step: Any) -> None:
    table, _ = played("kami", 2)
    replay = Replay(table)
    replay.seek(4)
    before = replay.observation(0)
    with pytest.raises(RulesError, match="whole number from 0 to"):
        replay.seek(step)
    assert replay.step == 4 and replay.observation(0) == before


def test_a_bad_save_is_refused_as_loading_refuses_it() -> None:
    table, _ = played("kami", 2)
    save = json.loads(table.save())
    save["actions"][3][1] = "nonsense"
    with pytest.raises(RulesError):
        Replay(json.dumps(save))


def finished_session() -> Session:
    session = Session.start("kami", players=2, seed=3, seats=["human", "bot:random"])
    while not session.table.game.is_over:
        session.handle({"type": "act", "action": session.table.game.legal_actions(0)[-1]})
    return session


def test_the_session_opens_a_finished_game_as_a_replay_and_goes_back_to_it() -> None:
    session = finished_session()
    final = session.snapshot()
    total = len(session.table.history)
    snap = session.handle({"type": "replay"})["snapshot"]
    assert snap["replay"] == {"step": 0, "total": total, "seat": 0, "can_see_all": True} and snap["result"] is None
    assert snap["observation"] == Table("kami", players=2, seed=3).game.observation(0)
    snap = session.handle({"type": "seek", "step": total})["snapshot"]
    assert snap["observation"] == final["observation"] and snap["result"] == final["result"]
    snap = session.handle({"type": "replay_seat", "viewer": 1})["snapshot"]
    assert snap["viewer"] == 1 and snap["replay"]["seat"] == 1
    whole = session.handle({"type": "log"})["snapshot"]["log"]  # the whole log up to the step shown
    assert whole == session.table.log_lines(1, whole=True) and len(whole) == snap["log_total"]
    # watched, not played: every message that would play is refused with the reason, and nothing changes
    for msg in ({"type": "act", "action": "pass"}, {"type": "undo"}, {"type": "hint"}, {"type": "explain",
                                                                                      "action": "x"}):
        snap = session.handle(msg)["snapshot"]
        assert "replay" in snap["notice"] and snap["replay"]["step"] == total
    for msg, why in (({"type": "seek", "step": total + 1}, "whole number"), ({"type": "seek"}, "whole number"),
                     ({"type": "replay_seat", "viewer": 2}, "seat from 1 to 2")):
        snap = session.handle(msg)["snapshot"]
        assert why in snap["notice"]
        assert snap["replay"] == {"step": total, "total": total, "seat": 1, "can_see_all": True}
    back = session.handle({"type": "replay_end"})["snapshot"]
    assert back.get("replay") is None and back["observation"] == final["observation"]
    assert back["result"] == final["result"] and len(session.table.history) == total
    assert "No replay" in session.handle({"type": "seek", "step": 1})["snapshot"]["notice"]


def test_a_replay_opens_only_once_the_game_is_over_and_a_new_game_ends_it() -> None:
    session = Session.start("kami", players=2, seed=3, seats=["human", "bot:random"])
    snap = session.handle({"type": "replay"})["snapshot"]
    assert "once the game is over" in snap["notice"] and snap.get("replay") is None
    session = finished_session()
    session.handle({"type": "replay"})
    snap = session.handle({"type": "load", "data": "{not a save", "version": session.table.version})["snapshot"]
    assert snap["notice"] and snap["replay"]["step"] == 0  # a refused load leaves the replay as it was
    snap = session.handle({"type": "new_game", "version": session.table.version})["snapshot"]
    assert snap.get("replay") is None and snap["notice"] == ""
    assert all(entry.seat == 1 for entry in session.table.history)  # a fresh game: at most the bot's first moves


def test_the_replay_speaks_the_tables_language() -> None:
    session = finished_session()
    session.handle({"type": "replay"})
    snap = session.handle({"type": "lang", "lang": "ja"})["snapshot"]
    assert snap["lang"] == "ja" and snap["replay"]["step"] == 0
    assert "リプレイ" in session.handle({"type": "act", "action": "pass"})["snapshot"]["notice"]


@pytest.mark.parametrize("game", ["kami", "k2", "arnak"])
def test_an_all_seeing_viewer_sees_the_board_as_a_seat_did_and_every_hidden_card(game: str) -> None:
    players = GAMES[game]
    table, _ = played(game, players)
    session = Session(table)
    snap = session.handle({"type": "replay"})["snapshot"]
    assert snap["replay"]["can_see_all"] and "hidden" not in snap["replay"]
    step = len(table.history) // 2
    session.handle({"type": "seek", "step": step})
    session.handle({"type": "replay_seat", "viewer": 1})
    snap = session.handle({"type": "replay_seat", "viewer": "all"})["snapshot"]
    replay = Replay(table)
    replay.seek(step)
    assert snap["replay"]["seat"] == "all" and snap["viewer"] == 1  # the board as seat 1 saw it
    assert snap["observation"] == replay.observation(1)
    hidden = snap["replay"]["hidden"]
    assert hidden == replay.game.hidden_cards("en")
    # every seat's hand is listed, each card by its name, as many as the seat held
    hands = {g["seat"]: g["cards"] for g in hidden if g["what"] == "hand"}
    for seat in range(players):
        held = replay.observation(seat)
        count = {"kami": lambda o, s: o["hand_sizes"][s], "k2": lambda o, s: len(o["hand"]),
                 "arnak": lambda o, s: len(o["players"][s]["hand"])}[game](held, seat)
        assert len(hands.get(seat, [])) == count
    assert all(card and "{" not in card and "." not in card for g in hidden for card in g["cards"])
    # the all-seeing viewer stays through the moves, and a seat's view ends it
    snap = session.handle({"type": "seek", "step": step + 1})["snapshot"]
    assert snap["replay"]["seat"] == "all" and snap["replay"]["hidden"]
    snap = session.handle({"type": "replay_seat", "viewer": 0})["snapshot"]
    assert snap["replay"]["seat"] == 0 and "hidden" not in snap["replay"]


def test_nothing_is_hidden_in_nanga_parbat_so_there_is_no_all_seeing_viewer() -> None:
    table, _ = played("nanga_parbat", 2)
    session = Session(table)
    snap = session.handle({"type": "replay"})["snapshot"]
    assert snap["replay"]["can_see_all"] is False
    snap = session.handle({"type": "replay_seat", "viewer": "all"})["snapshot"]
    assert "seat from 1 to 2" in snap["notice"] and snap["replay"]["seat"] == 0


def test_the_hidden_cards_are_named_in_the_replays_language() -> None:
    table, _ = played("arnak", 2)
    session = Session(table)
    session.handle({"type": "replay"})
    session.handle({"type": "replay_seat", "viewer": "all"})
    snap = session.handle({"type": "lang", "lang": "ja"})["snapshot"]
    assert {g["what"] for g in snap["replay"]["hidden"]} <= {"手札", "山札（次に引く順）", "次のラウンドに残すカード"}
    assert snap["replay"]["hidden"] == session.replay.game.hidden_cards("ja")
