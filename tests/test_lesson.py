"""Guided first games (issue 28, part 3): each lesson's script plays through the engine step by step, its words
say every step in each language, the one option a step asks for is the only move it takes (another is refused with
the step's words, and the rules' reason when the rules forbid it too, and changes nothing), and it ends by handing
over a game against the easy bot."""

from __future__ import annotations

import pytest

import rules
from rules.i18n import LANGS
from rules.lesson import LEARNER, Lesson, has_lesson
from rules.registry import games
from rules.session import Session

LESSONS = [g for g in games() if has_lesson(g)]


def test_kami_has_a_lesson() -> None:
    assert "kami" in LESSONS


@pytest.mark.parametrize("game", LESSONS)
def test_the_script_plays_through_the_engine_and_its_words_say_every_step(game: str) -> None:
    lesson = Lesson(game)
    played = rules.new_game(game, players=lesson.players, seed=lesson.seed, options=lesson.options)
    for seat, notation in lesson.moves:
        assert seat in played.to_act, (seat, notation)  # in a simultaneous decision, the other seats' moves first
        played.apply(seat, notation)  # a rules change that breaks the lesson fails here
    assert set(played.to_act) <= {LEARNER}  # at its end, only the learner may be asked to move
    for lang in LANGS:
        words = lesson.words[lang]
        assert len(words["steps"]) == lesson.steps() and words["title"] and words["end"] and words["over"]
        assert "{do}" in words["other"] and len(words["seats"]) == lesson.players
        assert all(step["do"].strip() and step["why"].strip() for step in words["steps"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_is_played_step_by_step_and_ends_with_a_game_against_the_easy_bot(game: str, lang: str) -> None:
    session = Session.lesson_for(game, lang)
    lesson = session.lesson
    for index in range(lesson.steps()):
        shown = session.snapshot()["lesson"]
        assert shown["step"] == index and not shown["done"]
        assert shown["do"] == lesson.words[lang]["steps"][index]["do"]
        legal = [option["notation"] for option in session.snapshot()["legal"]]
        assert LEARNER in session.table.game.to_act and shown["notation"] in legal
        out = session.handle({"type": "act", "action": shown["notation"]})
        assert not out["snapshot"]["notice"]
    shown = session.snapshot()["lesson"]
    assert shown["done"] and shown["text"] == lesson.words[lang]["end"]
    assert len(session.table.game.actions) == len(lesson.moves)
    out = session.handle({"type": "act", "action": session.table.game.notation(
        session.table.game.legal_actions(LEARNER)[0])})
    assert out["snapshot"]["notice"] == lesson.words[lang]["over"]
    session.handle({"type": "new_game", "players": lesson.players,
                    "seats": ["human"] + ["bot:easy"] * (lesson.players - 1)})
    assert session.lesson is None and session.snapshot()["lesson"] is None
    assert session.table.seats[1] == "bot:easy"


def test_another_click_is_refused_with_the_steps_words_and_changes_nothing() -> None:
    session = Session.lesson_for("kami", "en")
    before = session.table.save()
    game = session.table.game
    other = next(a for a in game.legal_actions(LEARNER) if game.notation(a) != session.lesson.expected())
    out = session.handle({"type": "act", "action": other})
    assert out["snapshot"]["notice"] == "In this lesson: place your Soldier face down."
    assert session.table.save() == before
    session.handle({"type": "act", "action": "hide S"})
    # the rules forbid it too (the leader attacks now, and cannot pass): their reason first, then the step's words
    out = session.handle({"type": "act", "action": "pass"})
    assert out["snapshot"]["notice"].endswith("In this lesson: attack with your Spearman.")
    assert out["snapshot"]["notice"] != "In this lesson: attack with your Spearman."
    session.handle({"type": "lang", "lang": "ja"})
    out = session.handle({"type": "act", "action": "attack H"})
    assert out["snapshot"]["notice"] == "このレッスンでは：槍兵で攻めてください。"


def test_undo_takes_the_lesson_back_a_step() -> None:
    session = Session.lesson_for("kami", "en")
    session.handle({"type": "act", "action": "hide S"})
    assert session.snapshot()["lesson"]["step"] == 1
    session.handle({"type": "undo"})
    assert session.snapshot()["lesson"]["step"] == 0 and session.lesson.expected() == "hide S"


def test_a_board_starts_its_lesson_and_a_load_ends_it() -> None:
    session = Session.start("kami", players=3, seed=5)
    saved = session.table.save()
    session.start_lesson()
    assert session.snapshot()["lesson"]["step"] == 0 and session.table.game.players == 2
    session.load(saved)
    assert session.lesson is None and session.table.game.players == 3
