"""On a phone-sized screen the prompt and the player's options stay in view: after the bots move, even when the
player had scrolled the page elsewhere, what they must act on is on the screen."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import rules

from .browser import BOOT_TIMEOUT, finish_click

IN_VIEW_JS = """() => {
  const seen = (el) => { const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; };
  const prompt = document.querySelector('[data-prompt]');
  const options = [...document.querySelectorAll('[data-action], [data-target]')];
  return { prompt: Boolean(prompt && seen(prompt)), options: options.filter(seen).length, of: options.length };
}"""


@pytest.fixture(scope="module")
def phone(chromium: Any) -> Iterator[Any]:
    context = chromium.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    yield page
    context.close()


@pytest.mark.parametrize("game", rules.games())
def test_after_the_bots_move_the_prompt_and_an_option_are_on_the_screen(phone: Any, site_url: str, game: str) -> None:
    phone.goto(f"{site_url}?game={game}&players=2&seed=3&botdelay=0")
    phone.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    for _ in range(4):
        phone.wait_for_selector("[data-action], [data-target]")
        assert phone.evaluate(IN_VIEW_JS)["prompt"]
        # the player looks at the bottom of the page (the log), then acts: a click that does not scroll
        phone.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        before = phone.get_attribute("[data-version]", "data-version")
        option = phone.locator("[data-action], [data-target]").first
        option.dispatch_event("click")
        finish_click(phone, before)
        phone.wait_for_function("() => { const s = document.querySelector('[data-version]'); return s && "
                                "document.querySelector('[data-action], [data-target], [data-result]'); }")
        phone.wait_for_timeout(300)  # the bots' moves, each drawn
        if phone.locator("[data-result]").count():
            break
        shown = phone.evaluate(IN_VIEW_JS)
        assert shown["prompt"] and shown["options"] > 0, shown
