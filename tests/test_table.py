"""The Table: seats, bots moving by themselves, BGA's undo policy, snapshots for one seat."""

from __future__ import annotations

import json
import random

import pytest

import rules
from rules.bots import make_bot
from rules.rng import Rng
from rules.table import Table


def hot_seat(players: int = 2, seed: int = 4, **kw) -> Table:
    return Table("kami", players=players, seed=seed, seats=["human"] * players, **kw)


def test_bots_move_until_a_human_must_decide() -> None:
    t = Table("kami", players=3, seed=2, seats=["human", "bot:rule", "bot:random"])
    assert t.game.to_act == [0]
    t.act(0, t.snapshot(0)["legal"][-1]["action"])
    assert t.game.is_over or t.game.to_act == [0]
    assert {entry.seat for entry in t.history} == {0, 1, 2}


def test_an_all_bot_table_plays_a_whole_game() -> None:
    t = Table("kami", players=4, seed=3, seats=["bot:rule", "bot:random", "bot:rule", "bot:random"])
    assert t.game.is_over
    assert t.snapshot(None)["result"]["ranking"]


def test_bots_receive_only_their_own_observation() -> None:
    seen = []

    class Spy:
        name = "spy"

        def choose(self, observation, legal):
            seen.append((observation, legal))
            return legal[0]

    t = Table("kami", players=2, seed=8, seats=["human", "bot:random"], autoplay=False)
    t.bots[1] = Spy()
    while t.game.to_act != [1]:
        t.act(0, t.game.legal_actions(0)[0])
    expected = t.game.observation(1)
    t.bot_step()
    assert seen[0][0] == expected and seen[0][0]["viewer"] == 1
    assert seen[0][0]["hand"] is not None and "hands" not in json.dumps(seen[0][0])


def test_undo_takes_back_your_own_move_and_redo_replays_it() -> None:
    t = hot_seat()
    seat = t.game.to_act[0]
    before = t.game.to_json()
    hide = next(a for a in t.game.legal_actions(seat) if "merc" not in a)
    t.act(seat, hide)
    assert t.can_undo(seat) and not t.can_undo(1 - seat)
    t.undo(seat)
    assert t.game.to_json() == before
    assert t.can_redo(seat)
    t.redo(seat)
    assert t.game.actions[-1][1] == t.game.notation(hide)


@pytest.mark.parametrize("game", ["kami", "k2", "arnak"])
def test_undo_late_in_a_game_replays_from_a_checkpoint_and_gives_the_exact_game(game: str, monkeypatch) -> None:
    """Undo does not replay the whole game when a copy of a later position is kept: it replays fewer than
    CHECKPOINT_EVERY actions, and the game, its log and its next undo are exactly those of a replay from the start."""
    from rules.table import CHECKPOINT_EVERY

    t = Table(game, players=2, seed=11, seats=["human", "human"])
    pick = random.Random(5)
    while True:  # play on until, past two checkpoints, the seat that just moved may take its move back
        undone = t.game.to_act[0]
        t.act(undone, pick.choice(t.game.legal_actions(undone)))
        if len(t.history) > 2 * CHECKPOINT_EVERY and t.can_undo(undone):
            break
    applied = []
    real_apply = type(t.game).apply
    monkeypatch.setattr(type(t.game), "apply", lambda g, s, a: applied.append(a) or real_apply(g, s, a))
    t.undo(undone)
    monkeypatch.undo()
    assert len(applied) < CHECKPOINT_EVERY
    again = Table.load(t.save(), seats=["human", "human"])
    assert t.game.to_json() == again.game.to_json() and t.game.state_dict() == again.game.state_dict()
    assert t.log_lines(undone, whole=True) == again.log_lines(undone, whole=True)
    assert t.can_redo(undone)


@pytest.mark.parametrize("game", ["kami", "nanga_parbat", "k2"])
def test_a_finished_game_cannot_be_undone_and_undo_says_why(game: str) -> None:
    t = Table(game, players=2, seed=1, seats=["human", "human"])
    assert "no move" in t.snapshot(t.game.to_act[0])["undo_why"]
    rng = random.Random(1)
    while not t.game.is_over:
        seat = t.game.to_act[0]
        t.act(seat, rng.choice(t.game.legal_actions(seat)))
    last = t.history[-1].seat  # a human's own last move, which undo would otherwise take back
    snap = t.snapshot(last)
    assert not snap["can_undo"] and "game is over" in snap["undo_why"]
    assert "終了" in t.snapshot(last, lang="ja")["undo_why"]
    with pytest.raises(rules.IllegalAction, match="game is over"):
        t.undo(last)


def test_undo_stops_once_another_seat_has_acted() -> None:
    t = hot_seat()
    seat = t.game.to_act[0]
    t.act(seat, next(a for a in t.game.legal_actions(seat) if "merc" not in a))
    t.act(seat, next(a for a in t.game.legal_actions(seat) if "merc" not in a))
    other = t.game.to_act[0]
    t.act(other, {"type": "pass"})
    before = t.game.to_json()
    assert not t.can_undo(seat)
    with pytest.raises(rules.IllegalAction, match="Nothing to undo"):
        t.undo(seat)
    assert t.game.to_json() == before
    assert t.can_undo(other)


def test_undo_never_crosses_a_revealed_mercenary() -> None:
    t = hot_seat()
    seat = t.game.to_act[0]
    merc = next(a for a in t.game.legal_actions(seat) if "merc" in a)
    t.act(seat, merc)  # the card below the mercenary turns face up
    assert not t.can_undo(seat)


def test_undo_never_crosses_a_new_deal() -> None:
    t = hot_seat(players=4, seed=21)
    round_no = t.game.state.round
    while t.game.state.round == round_no and not t.game.is_over:
        seat = t.game.to_act[0]
        t.act(seat, t.game.legal_actions(seat)[-1])
    assert not t.can_undo(t.history[-1].seat), "the round-ending move dealt new hands"


def test_a_move_answered_by_a_bot_cannot_be_undone() -> None:
    t = next(t for seed in range(50)
             if (t := Table("kami", players=2, seed=seed, seats=["human", "bot:rule"])).game.state.step == "lead")
    assert t.game.to_act == [0]
    t.act(0, next(a for a in t.game.legal_actions(0) if "merc" not in a))
    assert t.can_undo(0)
    t.act(0, next(a for a in t.game.legal_actions(0) if "merc" not in a))
    assert t.history[-1].seat == 1, "the bot answered at once"
    assert not t.can_undo(0) and not t.can_undo(1)


def test_snapshot_shows_one_seat_only() -> None:
    t = hot_seat(players=3, seed=9)
    seat = t.game.to_act[0]
    other = (seat + 1) % 3
    mine, theirs = t.snapshot(seat), t.snapshot(other)
    assert mine["observation"]["hand"] == t.game.observation(seat)["hand"]
    assert theirs["legal"] == [] and mine["legal"]
    for option in mine["legal"]:
        assert t.game.parse_action(option["notation"]) == option["action"]
        assert option["label"] and option["target"]
    own_hand_line = [line for line in mine["log"] if line.startswith("Your hand")]
    assert own_hand_line and own_hand_line != [line for line in theirs["log"] if line.startswith("Your hand")]
    json.dumps(mine)
    assert "seed" not in mine, "the seed would reveal every hidden card"


def test_snapshot_speaks_japanese_and_english() -> None:
    t = hot_seat()
    seat = t.game.to_act[0]
    en, ja = t.snapshot(seat, lang="en"), t.snapshot(seat, lang="ja")
    assert en["prompt"].startswith("Your lead") and "裏向き" in ja["prompt"]
    assert en["legal"][0]["label"] != ja["legal"][0]["label"]
    assert t.explain(seat, "pass", "ja") == "攻め手はパスできません。カードを裏向きで出してください。"


def test_table_saves_and_loads() -> None:
    t = Table("kami", players=2, seed=12, seats=["human", "bot:rule"])
    t.act(0, t.game.legal_actions(0)[0])
    u = Table.load(t.save(), seats=["human", "bot:rule"])
    assert u.game.to_json() == t.game.to_json()
    assert u.log_lines(0) == t.log_lines(0)
    with pytest.raises(rules.BadSave):
        Table.load(t.save()[:-5])


@pytest.mark.parametrize("seats, message", [
    (["human"], "seats must list 2 entries"),
    (["human", "bot:genius"],
     "unknown seat 'bot:genius'; use 'human' or one of: bot:easy, bot:normal, bot:hard, bot:random"),
    (["human", 3], "seats must list 2 entries"),
])
def test_bad_seats_are_refused(seats, message) -> None:
    with pytest.raises(rules.RulesError, match=message):
        Table("kami", players=2, seats=seats)


def test_unknown_language_is_refused() -> None:
    with pytest.raises(rules.RulesError, match="available: en, ja"):
        Table("kami", lang="fr")


def test_the_log_is_the_last_lines_of_every_event_and_a_reply_renders_only_new_entries(monkeypatch) -> None:
    from rules import table as table_module

    t = Table("k2", players=5, seed=4, seats=["bot:random"] * 5)  # a whole game: far more lines than the limit
    names = t.names()
    every = [line for event in t._fresh.setup_events for line in t.game.event_lines(event.view(1), names, "en")]
    every += [line for entry in t.history for event in entry.events
              for line in t.game.event_lines(event.view(1), names, "en")]
    assert len(every) > table_module.LOG_LIMIT
    shown = t.log_lines(1)
    events_shown = [line for line in shown if not line.startswith("— Round ")]  # the rest: round headers
    assert len(shown) == table_module.LOG_LIMIT and events_shown == every[-len(events_shown):]
    short = Table("kami", players=2, seed=3, seats=["human", "bot:rule"])
    assert short.log_lines(0)[:2] == [  # the round header, then the deal
        "— Round 1 —", short.game.event_lines(short._fresh.setup_events[0].view(0), short.names(), "en")[0]]

    rendered = []
    original = type(short.game).event_lines
    monkeypatch.setattr(type(short.game), "event_lines",
                        lambda self, *a, **k: rendered.append(1) or original(self, *a, **k))
    for _ in range(6):  # a few moves in, so that old entries are there to be rendered again
        short.act(0, short.game.legal_actions(0)[0])
        short.snapshot(0)
    before, known = len(rendered), len(short.history)
    short.act(0, short.game.legal_actions(0)[0])
    short.snapshot(0)
    new_events = sum(len(entry.events) for entry in short.history[known:])
    assert len(rendered) - before == new_events, "a reply rendered old log entries again"


def test_a_finished_arnak_game_brings_bgas_statistics_in_both_languages() -> None:
    """Issue 32: the statistics BGA keeps are shown at the end next to the score sheet; none while the game goes on.
    Kami keeps a few of its own (issue 27, item 10)."""
    assert Table("arnak", seats=["human", "bot:random"], seed=4).snapshot(0)["statistics"] is None
    table = Table("arnak", seats=["bot:rule", "bot:random"], seed=4)  # bots alone play the whole game at once
    assert table.game.is_over
    en, ja = table.snapshot(0, "en")["statistics"], table.snapshot(0, "ja")["statistics"]
    assert len(en) == 53 and [r["key"] for r in en] == list(table.game.statistics()[0])
    assert [r["values"] for r in en] == [r["values"] for r in ja] and en[0]["label"] != ja[0]["label"]
    sheets = table.game.result()["sheets"]
    research = next(r for r in en if r["key"] == "score-research")
    assert research["values"] == [s["research"] for s in sheets]
    kami = Table("kami", seats=["bot:random", "bot:random"], seed=4)
    assert kami.game.is_over and [r["key"] for r in kami.snapshot(0)["statistics"]][:2] == ["rounds_won",
                                                                                               "master_strikes"]


def test_the_running_score_counts_what_the_final_sheet_counts_from_public_facts_alone() -> None:
    """Issue 27 (4): each seat's points so far, by category, in every snapshot; at the end they are the final sheet.
    A world sampled from either seat's view counts the same points: nothing hidden goes into them."""
    game = rules.new_game("arnak", players=2, seed=9)
    bots = [make_bot("arnak", "random", s) for s in range(2)]
    seen_points = False
    while not game.is_over:
        seat = game.to_act[0]
        sheets = game.sheets()
        for viewer in range(2):
            world = type(game).sample_world(game.observation(viewer), Rng(viewer + len(game.actions)))
            assert world.sheets() == sheets
        seen_points |= any(sum(s.values()) > 0 for s in sheets)
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    assert seen_points and game.sheets() == game.result()["sheets"]
    table = Table("arnak", seats=["human", "bot:rule"], seed=4)
    assert table.snapshot(0)["sheets"] == table.game.sheets() and len(table.snapshot(0)["sheets"]) == 2
    assert Table("kami", seats=["human", "bot:rule"], seed=4).snapshot(0)["sheets"] is None


@pytest.mark.parametrize("game", ["kami", "k2", "arnak"])
def test_undo_stays_available_after_loading_a_save(game: str) -> None:
    """Issue 27 (8): a loaded game keeps its history, so the undo policy answers as it did before the save."""
    table = Table(game, players=2, seed=7, seats=["human", "bot:rule"])
    before = table.game.observation(0)
    table.act(0, table.game.legal_actions(0)[0])
    assert table.can_undo(0)
    loaded = Table.load(table.save(), seats=list(table.seats))
    assert loaded.can_undo(0)
    loaded.undo(0)
    assert loaded.game.observation(0) == before


@pytest.mark.parametrize("game", ["kami", "nanga_parbat", "k2"])
def test_the_result_cards_statistics_count_what_happened(game: str) -> None:
    """Issue 27 (10): each game's statistics agree with its result and its log: a Kami round won is a round_end
    event for that seat, a Nanga Parbat claim's points are in the score, K2's best flag is part of the score."""
    table = Table(game, players=2, seed=11, seats=["bot:rule", "bot:rule"])
    stats, result = table.game.statistics(), table.game.result()
    en, ja = table.statistics("en"), table.statistics("ja")
    assert en and ja and ja[0]["label"] != en[0]["label"]
    events = [e for entry in table.history for e in entry.events]
    for seat in range(2):
        if game == "kami":
            assert stats[seat]["rounds_won"] == sum(e.type == "round_end" and e.data["winner"] == seat for e in events)
            assert stats[seat]["attacks"] == sum(e.type == "attack" and e.data["seat"] == seat for e in events)
        elif game == "nanga_parbat":
            assert 0 < stats[seat]["claim_points"] <= result["scores"][seat]
        else:
            assert 0 < stats[seat]["best_flag"] <= result["scores"][seat]
    # the same game loaded from its save counts the same
    assert Table.load(table.save()).game.statistics() == stats


@pytest.mark.parametrize("game_id", rules.games())
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_refusal_for_a_seat_that_may_not_act_names_the_seats_as_the_table_does(game_id, lang):
    """The engine's "not your decision" calls seats what the boards and the Table call them (seat 0 is "Seat 1"),
    never by the index a program uses."""
    table = Table(game_id, seats=["human", "human"], seed=3)
    names, game = table.names(lang), table.game
    while len(game.to_act) > 1:  # (K2's picks are made at once: one seat answers first)
        game.apply(game.to_act[0], game.legal_actions(game.to_act[0])[0])
    waiting = game.to_act[0]
    idle = 1 - waiting
    why = game.explain(idle, game.legal_actions(waiting)[0], lang)
    assert why is not None and names[idle] in why and names[waiting] in why, why
