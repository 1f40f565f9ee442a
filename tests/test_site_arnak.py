"""Lost Ruins of Arnak on the static site in Chromium: Pyodide in the worker, whole games against the rule bots played
by clicks on the board's `[data-target]` / `[data-choice]` elements, the save read back by CPython, the deep link."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import rules

from .browser import finish_click, open_board, save_text, version

# the human's taste: things on the table, passing now and then so that a game ends in a few minutes
WEIGHTS = {"research": 6, "card": 5, "guardian": 5, "assistant": 5, "idol": 4, "temple": 8, "site": 3, "plane": 1,
           "pass": 2, "end": 3, "cancel": 0, "skip": 1}


@pytest.fixture
def page(chromium: Any, site_url: str) -> Any:
    context = chromium.new_context(accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    yield page
    context.close()
    assert not page.errors, page.errors


def pick(options: list[str], rng: random.Random, taste: dict[str, float] = WEIGHTS) -> str:
    weights = [taste.get(o.split(":", 1)[0], 3) for o in options]
    return rng.choices(options, weights if any(weights) else None)[0]


def play_by_clicks(page: Any, rng: random.Random, limit: int = 600, taste: dict[str, float] = WEIGHTS) -> int:
    """The human clicks options until the result shows; returns the number of decisions made."""
    for decisions in range(limit):
        page.wait_for_selector("[data-target], [data-result]")
        if page.locator("[data-result]").count():
            return decisions
        targets = page.eval_on_selector_all("[data-target]", "els => els.map((e) => e.dataset.target)")
        before = version(page)
        page.click(f'[data-target="{pick(targets, rng, taste)}"]')
        # one option acts at once; a thing with several opens their menu in the decision panel
        finish_click(page, before, lambda choices: choices.nth(rng.randrange(choices.count())))
    raise AssertionError(f"no result after {limit} decisions")


def check_finished_game(page: Any, players: int) -> None:
    """The result is shown, and the page's save is the same game for CPython (its digest checked on load)."""
    saved = save_text(page)
    game = rules.load(saved)
    assert game.players == players and game.is_over
    assert json.loads(saved)["digest"] == game.digest()
    winners = ",".join(str(s) for s in game.result()["winners"])
    assert page.get_attribute("[data-result]", "data-result") == winners
    seats = {seat for seat, _ in game.actions}
    assert seats == set(range(players))  # every bot played too
    # BGA's statistics under the score sheet, one row each, one column per player
    assert page.get_attribute("[data-stats]", "data-stats") == str(len(game.statistics()[0]))
    assert page.locator("[data-stats] tr[data-stat]").count() == len(game.statistics()[0])


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 5)])
def test_a_full_game_against_rule_bots_by_clicks(page: Any, site_url: str, players: int, seed: int) -> None:
    open_board(page, site_url, f"game=arnak&players={players}&seed={seed}&bot=rule")
    assert page.get_attribute("[data-players]", "data-players") == str(players)
    decisions = play_by_clicks(page, random.Random(seed))
    assert decisions > 20
    check_finished_game(page, players)


def test_the_deep_link_opens_a_snake_side_three_player_board(page: Any, site_url: str) -> None:
    open_board(page, site_url, "game=arnak&players=3&temple=snake")
    assert page.get_attribute("[data-players]", "data-players") == "3"
    assert page.get_attribute("[data-temple]", "data-temple") == "snake"
    saved = json.loads(save_text(page))
    assert saved["players"] == 3 and saved["options"]["temple"] == "snake"
    game = rules.load(saved)
    assert game.state.temple == "snake"
