"""Guided first games on the board (issue 28, part 3), in a real headless Chromium: the step's words in the hint's
place and a ring on the one option it asks for; the lesson completed by clicks in both languages; a different click
explained, with nothing changed; at its end, a game against the easy bot."""

from __future__ import annotations

from typing import Any

import pytest

from rules.lesson import Lesson, has_lesson
from rules.registry import games
from tests.board_harness import BoardServer, settle

LESSONS = [g for g in games() if has_lesson(g)]


@pytest.fixture
def page(board_page_checked: Any) -> Any:
    return board_page_checked


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_is_completed_by_clicks(page: Any, server: BoardServer, game: str, lang: str) -> None:
    lesson = Lesson(game)
    words = lesson.words[lang]
    page.goto(server.url(game=game, lang=lang, lesson=True))
    page.wait_for_function("window.board && (window.board.ready || window.board.error)")
    snap = settle(page)
    for index, step in enumerate(words["steps"]):
        assert page.locator("[data-lesson-step]").get_attribute("data-lesson-step") == str(index)
        assert step["why"] in page.locator("[data-hint]").inner_text()
        marked = page.locator("[data-lesson]")
        assert marked.count() >= 1
        wanted = snap["lesson"]["notation"]
        # every ring is on the step's option: its action, or the place on the board that plays it
        for node in marked.all():
            assert node.get_attribute("data-action") in (wanted, None)
        if index == 0:  # another option first: explained in the step's words, and nothing moves
            other = page.locator(f'[data-action]:not([data-action="{wanted}"])')
            if not other.count():  # a board whose options are places (Arnak); Pass asks first, so not that one
                target = snap["lesson"]["target"]
                other = page.locator(f'[data-target]:not([data-target="{target}"]):not([data-target="pass"])')
            other.first.dispatch_event("click")
            refused = settle(page)
            assert refused["version"] == snap["version"] and step["do"] in refused["notice"]
        direct = page.locator(f'[data-lesson][data-action="{wanted}"]')  # a button that plays it, else its place
        (direct.first if direct.count() else marked.first).dispatch_event("click")
        snap = settle(page)
        if snap["lesson"]["step"] == index and page.locator(f'[data-menu] [data-action="{wanted}"]').count():
            page.locator(f'[data-menu] [data-action="{wanted}"]').dispatch_event("click")  # a place's menu
            snap = settle(page)
        assert not snap["notice"], snap["notice"]
    assert page.locator("[data-lesson-step]").get_attribute("data-lesson-step") == "done"
    assert words["end"] in page.locator("[data-hint]").inner_text()
    page.click("[data-lesson-play]")
    snap = settle(page)
    assert snap["lesson"] is None and snap["seats"][1]["bot"] == "easy"
    assert page.locator("[data-lesson-step]").count() == 0
