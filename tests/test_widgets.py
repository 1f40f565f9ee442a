"""The board widgets headless: feed them the messages their front-end sends and check the synced state."""

from __future__ import annotations

import json

import pytest

import rules
from widgets import KamiBoard

from .widget_front_end import front_end


class Board(KamiBoard):
    """KamiBoard with the outgoing custom messages captured (no kernel here)."""

    def __init__(self, **kw):
        self.sent: list[dict] = []
        super().__init__(**kw)

    def send(self, content, buffers=None):
        self.sent.append(content)


def lead_board() -> Board:
    """A 2-player board where seat 0 (human) leads."""
    for seed in range(50):
        board = Board(players=2, seed=seed, seats=["human", "bot:rule"])
        if board.snapshot["observation"]["step"] == "lead":
            return board
    raise AssertionError("no seed where the human leads")


def test_the_synced_snapshot_is_seat_zeros_view() -> None:
    board = lead_board()
    snap = board.snapshot
    assert snap["viewer"] == 0 and snap["game"] == "kami"
    assert snap["observation"]["hand"] == board.game.observation(0)["hand"]
    assert snap["legal"] and all(o["notation"] for o in snap["legal"])
    json.dumps(snap)


def test_an_act_message_plays_the_move_and_updates_the_snapshot() -> None:
    board = lead_board()
    option = next(o for o in board.snapshot["legal"] if "merc" not in o["action"])
    front_end(board, {"type": "act", "action": option["action"]})
    assert board.game.actions[-1] == (0, option["notation"])
    assert board.snapshot["observation"]["step"] == "attack"
    assert board.snapshot["can_undo"]


def test_undo_and_redo_messages() -> None:
    board = lead_board()
    before = board.game.to_json()
    option = next(o for o in board.snapshot["legal"] if "merc" not in o["action"])
    front_end(board, {"type": "act", "action": option["action"]})
    front_end(board, {"type": "undo"})
    assert board.game.to_json() == before and board.snapshot["can_redo"]
    front_end(board, {"type": "redo"})
    assert board.game.actions[-1][1] == option["notation"]


def test_an_illegal_click_is_explained_and_changes_nothing() -> None:
    board = lead_board()
    before = board.game.to_json()
    front_end(board, {"type": "explain", "action": {"type": "counter", "card": "S"}})
    assert board.snapshot["notice"] == "You are leading: first place a card face down."
    front_end(board, {"type": "act", "action": {"type": "pass"}})
    assert board.snapshot["notice"].startswith("The leader cannot pass")
    assert board.game.to_json() == before


def test_language_message_switches_every_text() -> None:
    board = lead_board()
    front_end(board, {"type": "lang", "lang": "ja"})
    assert board.snapshot["lang"] == "ja" and "裏向き" in board.snapshot["prompt"]
    assert board.texts["ui"]["undo"] == "取り消し" and board.texts["lang"] == "ja"


def test_save_sends_a_download_and_load_restores_it() -> None:
    board = lead_board()
    option = next(o for o in board.snapshot["legal"] if "merc" not in o["action"])
    front_end(board, {"type": "act", "action": option["action"]})
    front_end(board, {"type": "save"})
    download = board.sent[-1]
    assert download["type"] == "download" and download["filename"].endswith(".json")
    saved = download["text"]
    front_end(board, {"type": "undo"})
    front_end(board, {"type": "load", "data": saved})
    assert board.game.to_json() == saved


def test_a_malformed_save_is_refused_and_the_game_kept() -> None:
    board = lead_board()
    before = board.game.to_json()
    front_end(board, {"type": "load", "data": before[:-30]})
    assert "not valid JSON" in board.snapshot["notice"]
    front_end(board, {"type": "load", "data": json.dumps({**json.loads(before), "digest": "0" * 32})})
    assert "digest does not match" in board.snapshot["notice"]
    assert board.game.to_json() == before


@pytest.mark.parametrize("message", [None, "act", {"type": 3}, {"type": "fly"}, {"type": "act", "action": 7}])
def test_garbage_messages_are_refused_with_a_notice(message) -> None:
    board = lead_board()
    before = board.game.to_json()
    front_end(board, message)
    assert board.snapshot["notice"]
    assert board.game.to_json() == before


def test_python_users_can_play_undo_and_read_the_game() -> None:
    board = lead_board()
    hand = board.game.observation(0)["hand"]
    board.play(f"hide {hand[0]}")
    assert board.game.actions == [(0, f"hide {hand[0]}")]
    board.undo()
    assert board.game.actions == []
    with pytest.raises(rules.IllegalAction):
        board.play("pass")
    assert board.game.actions == []


def test_python_load_of_a_bad_save_raises_and_keeps_the_board() -> None:
    board = lead_board()
    before = board.game.to_json()
    with pytest.raises(rules.BadSave):
        board.load('{"format": "something else"}')
    assert board.game.to_json() == before


def test_view_as_shows_another_seat_for_teaching() -> None:
    board = Board(players=3, seed=4, seats=["human", "human", "human"])
    board.view_as(2)
    assert board.snapshot["viewer"] == 2
    assert board.snapshot["observation"]["hand"] == board.game.observation(2)["hand"]


def test_hot_seat_follows_the_human_whose_decision_it_is() -> None:
    board = Board(players=2, seed=5, seats=["human", "human"])
    first = board.snapshot["viewer"]
    assert board.snapshot["hot_seat"] and first == board.game.to_act[0]
    while board.game.to_act == [first]:
        option = next(o for o in board.snapshot["legal"] if o["action"]["type"] != "counter")
        front_end(board, {"type": "act", "action": option["action"]})
    assert board.snapshot["viewer"] == board.game.to_act[0] != first


def test_the_nanga_parbat_board_plays_through_the_same_messages() -> None:
    from widgets import NangaParbatBoard

    board = NangaParbatBoard(seed=3, seats=["human", "bot:rule"])
    snap = board.snapshot
    assert snap["game"] == "nanga_parbat" and snap["legal"]
    trap = next(o for o in snap["legal"] if o["notation"].startswith("trap"))
    front_end(board, {"type": "act", "action": trap["action"]})
    assert (0, trap["notation"]) in board.game.actions
    front_end(board, {"type": "explain", "action": {"type": "trap", "section": "9.9"}})
    assert board.snapshot["notice"]


def test_the_k2_board_keeps_each_secret_choice_to_its_own_seat() -> None:
    from widgets import K2Board

    board = K2Board(players=2, seed=6, seats=["human", "human"])
    snap = board.snapshot
    assert snap["game"] == "k2" and snap["hot_seat"] and snap["observation"]["phase"] == "choose"
    assert snap["viewer"] == 0 and board.game.to_act == [0, 1]  # both choose at once; the device starts with seat 0
    first = next(o for o in snap["legal"] if o["action"]["type"] == "pick")
    for _ in range(3):
        option = next(o for o in board.snapshot["legal"] if o["action"]["type"] == "pick")
        front_end(board, {"type": "act", "action": option["action"]})
    mine = board.game.state.picked[0]
    assert len(mine) == 3 and first["action"]["card"] == mine[0]
    # seat 0 is locked in: the device passes to seat 1, whose view and log show no trace of seat 0's cards
    snap = board.snapshot
    assert snap["viewer"] == 1 and snap["observation"]["picked"] == []
    assert snap["observation"]["seats"][0]["locked"] and snap["observation"]["seats"][0]["played"] is None
    assert [line for line in snap["log"] if line.startswith("Seat 1")] == ["Seat 1 is ready."]
    front_end(board, {"type": "explain", "action": "pick Z9"})
    assert board.snapshot["notice"] and board.game.state.picked[1] == []


def test_the_k2_board_plays_a_turn_against_a_bot_through_messages() -> None:
    from widgets import K2Board

    board = K2Board(players=2, seed=2, seats=["human", "bot:rule"])
    for _ in range(400):
        legal = board.snapshot["legal"]
        if not legal or board.game.state.round > 1:
            break
        kinds = {o["action"]["type"]: o for o in legal}
        option = next(kinds[k] for k in ("pick", "give", "move", "done") if k in kinds) if kinds else legal[0]
        front_end(board, {"type": "act", "action": option["action"]})
    assert board.game.state.round == 2, "the human and the bot finished round 1"
    assert any(line.startswith("Seat 2 (Rule-based bot) plays") for line in board.snapshot["log"])


def test_a_board_sets_the_hard_bots_time_per_decision_and_keeps_it_for_a_new_game() -> None:
    board = Board(players=2, seed=1, seats=["human", "bot:hard"], bot_budget_ms=25)
    assert board.table.bots[1].budget_ms == 25
    board.new_game(players=2, seats=["human", "bot:hard"])
    assert board.table.bots[1].budget_ms == 25
    with pytest.raises(rules.RulesError, match="budget"):
        Board(players=2, seats=["human", "bot:hard"], bot_budget_ms=-1)


def test_a_click_is_answered_before_the_bots_move_and_each_bot_move_is_its_own_update() -> None:
    """Issue 31: a reply never waits for more than one bot decision. A new game of bots alone, asked for from the
    board, is answered at once; the board then asks for each bot's move (bot_step, stamped with the position it was
    shown), a second ask for the same position moves nothing, and a message sent between two moves is answered."""
    board = Board(players=2, seed=1, seats=["human", "bot:rule"], bot_delay_ms=120)
    updates: list[int] = []
    board.observe(lambda change: updates.append(change["new"]["moves"]), names="position")
    board._on_front_end_message(board, {"type": "new_game", "seats": ["bot:random", "bot:random"], "seed": 2}, [])
    assert board.game.actions == [] and updates == [0], "the reply came before any bot moved"
    assert board.snapshot["bot_step"] == {"delay_ms": 120}
    shown = board.snapshot["version"]
    for _ in range(2):  # the same ask twice (a redraw, a double send): one move
        board._on_front_end_message(board, {"type": "bot_step", "version": shown}, [])
    assert len(board.game.actions) == 1 and updates == [0, 1]
    board._on_front_end_message(board, {"type": "lang", "lang": "ja"}, [])
    assert board.snapshot["lang"] == "ja" and board.snapshot["bot_step"], "answered between two bot moves"
    front_end(board, {"type": "refresh"})
    moves = len(board.game.actions)
    assert board.game.is_over and board.snapshot["bot_step"] is None
    assert updates[-1] == moves and updates == sorted(set(updates)), "one update per bot decision"


def test_a_board_with_a_human_asks_for_the_bots_moves_only_when_a_bot_is_to_move() -> None:
    board = lead_board()
    assert board.snapshot["bot_step"] is None, "the human leads: nothing to ask for"
    option = next(o for o in board.snapshot["legal"] if "merc" not in o["action"])
    board._on_front_end_message(board, {"type": "act", "action": option["action"]}, [])
    option = next(o for o in board.snapshot["legal"] if "merc" not in o["action"])
    board._on_front_end_message(board, {"type": "act", "action": option["action"]}, [])
    assert board.game.to_act == [1] and board.snapshot["bot_step"] == {"delay_ms": 450}
    moves = len(board.game.actions)
    board._on_front_end_message(board, {"type": "bot_step", "version": board.snapshot["version"] - 1}, [])
    assert len(board.game.actions) == moves, "an ask from an older position moves nothing"
    board._on_front_end_message(board, {"type": "bot_step", "version": board.snapshot["version"]}, [])
    assert len(board.game.actions) == moves + 1


def test_from_python_the_bots_answer_before_the_call_returns() -> None:
    board = lead_board()
    board.play(next(o["notation"] for o in board.snapshot["legal"] if "merc" not in o["action"]))
    board.play(next(o["notation"] for o in board.snapshot["legal"] if "merc" not in o["action"]))
    assert board.game.to_act == [0] or board.game.is_over, "the bot answered the attack before play returned"
    bots = Board(players=2, seed=3, seats=["bot:random", "bot:random"])
    assert bots.game.actions == [] and bots.snapshot["bot_step"], "a game of bots alone goes at the board's pace"
    bots.run_bots()
    assert bots.game.is_over and bots.snapshot["result"]


@pytest.mark.parametrize("delay", [-1, float("nan"), "450", 10**5000, None],
                         ids=["negative", "nan", "text", "huge", "none"])
def test_a_bad_bot_delay_is_refused(delay) -> None:
    with pytest.raises(rules.RulesError, match="bot_delay_ms"):
        Board(players=2, seed=1, bot_delay_ms=delay)


def test_hint_from_python_returns_the_hard_bots_options_and_the_board_shows_them() -> None:
    board = lead_board()
    options = board.hint()
    assert 1 <= len(options) <= 3
    legal = {board.game.notation(a) for a in board.game.legal_actions(0)}
    assert {o["notation"] for o in options} <= legal and all(o["text"] for o in options)
    assert board.snapshot["hint"]["options"] == options  # the board draws what Python was given
    board.view_as(None)  # a spectator has no decision: the hint says so
    with pytest.raises(rules.RulesError, match="spectator"):
        board.hint()


def test_a_finished_game_is_replayed_from_python_on_the_board() -> None:
    """Issue 28 (1): `board.replay()` shows the finished game from its start (the top bar's controls), `seek` any
    step as any seat, `end_replay` the game again; a replay of a game still going on is refused."""
    board = Board(players=2, seed=4, seats=["human", "bot:random"])
    with pytest.raises(rules.RulesError, match="once the game is over"):
        board.replay()
    assert board.replay_step is None
    while not board.game.is_over:
        board.play(board.game.legal_actions(board.game.to_act[0])[-1])
    total = len(board.game.actions)
    board.replay(step=5, seat=1)
    assert board.replay_step == (5, total)
    assert board.snapshot["replay"] == {"step": 5, "total": total, "seat": 1, "can_see_all": True}
    fresh = rules.new_game("kami", players=2, seed=4)
    for seat, notation in board.game.actions[:5]:
        fresh.apply(seat, notation)
    assert board.snapshot["observation"] == fresh.observation(1)
    with pytest.raises(rules.RulesError, match="whole number"):
        board.seek(total + 1)
    board.seek(total)
    assert board.snapshot["result"] is not None
    board.end_replay()
    assert board.replay_step is None and board.snapshot.get("replay") is None


def test_a_finished_game_is_shared_from_python_and_the_link_opens_on_another_board() -> None:
    """Issue 28 (2): `board.share_link()` gives the link on the board's `share_base`; `open_link` on another board
    shows its replay, or plays on from its position; while the game goes on, sharing is refused."""
    board = Board(players=2, seed=4, seats=["human", "bot:random"], share_base="https://example.org/games/")
    with pytest.raises(rules.RulesError, match="hidden card"):
        board.share_link()
    while not board.game.is_over:
        board.play(board.game.legal_actions(board.game.to_act[0])[-1])
    link = board.share_link()
    assert link.startswith("https://example.org/games/#replay=")
    other = Board(players=3, seed=1)
    other.open_link(link)
    assert other.replay_step == (0, len(board.game.actions)) and other.game.actions == board.game.actions
    other.open_link(board.share_link("position", step=6))
    assert other.replay_step is None and len(other.game.actions) == 6
    assert other.snapshot["viewer"] == other.game.to_act[0]
