"""axe-core (the pinned npm package, web/node_modules, served to the page by the test) on the start page and on every
board: no violation of WCAG 2.x A/AA or axe's best practices, label-content-name-mismatch included (WCAG 2.5.3,
"label in name": an option's accessible name, which names the action, must contain the words the option shows).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser import BOOT_TIMEOUT, ROOT

AXE = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"
RUN = """async () => {
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0].target.join(' ')}`);
}"""


@pytest.fixture(scope="module")
def page(chromium: Any) -> Iterator[Any]:
    # the site's policy allows only its own scripts; axe is the test's, so the page's policy is set aside here
    # (tests/test_site_hardening.py checks the policy itself)
    context = chromium.new_context(bypass_csp=True, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    yield page
    context.close()


def violations(page: Any) -> list[str]:
    page.evaluate(Path(AXE).read_text(encoding="utf-8"))
    return page.evaluate(RUN)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_start_page(page: Any, site_url: str, lang: str) -> None:
    page.goto(f"{site_url}?lang={lang}")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    assert violations(page) == []
    page.click('[data-how="kami"]')  # the how-to-play dialog too
    assert violations(page) == []


def midgame_save(game: str, players: int, seed: int, moves: int) -> str:
    """A game of random moves `moves` deep, at a decision of seat 0's (the page's human)."""
    import rules
    from rules.rng import Rng

    g = rules.new_game(game, players=players, seed=seed)
    pick = Rng(seed)
    while not g.is_over and (len(g.actions) < moves or g.to_act != [0]):
        seat = g.to_act[0]
        g.apply(seat, pick.choice(g.legal_actions(seat)))
    assert not g.is_over
    return g.to_json()


# every board in both languages, mid-game (a save loaded through the Load button), and a start position of a 3-
# and 4-player table
@pytest.mark.parametrize("game, players, seed, lang", [
    ("kami", 2, 3, "en"), ("kami", 2, 3, "ja"), ("nanga_parbat", 2, 3, "en"), ("nanga_parbat", 2, 3, "ja"),
    ("k2", 3, 3, "en"), ("k2", 2, 5, "ja"), ("arnak", 2, 3, "en"), ("arnak", 4, 5, "ja"),
])
def test_every_board_mid_game(page: Any, site_url: str, game: str, players: int, seed: int, lang: str) -> None:
    page.goto(f"{site_url}?game={game}&players={players}&seed={seed}&lang={lang}&seats="
              + ",".join(["human"] + ["bot:random"] * (players - 1)) + "&botdelay=0")
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    settled(page)
    assert violations(page) == [], "at the start"
    before = page.locator("[data-version]").get_attribute("data-version")
    page.set_input_files("input[data-tool=file]", files=[{"name": "mid.json", "mimeType": "application/json",
                                                          "buffer": midgame_save(game, players, seed, 40).encode()}])
    page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)
    page.wait_for_selector("[data-action], [data-target]")
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")  # folds checked too
    settled(page)
    assert violations(page) == [], "mid-game"


def settled(page: Any) -> None:
    """The board's options drawn and its pieces done travelling: colours mid-fade would read as low contrast."""
    page.wait_for_selector("[data-action], [data-target]")
    page.wait_for_function("() => !document.getAnimations().some((a) => a.effect?.getTiming().iterations !== Infinity)")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_lesson_and_a_shared_link(page: Any, site_url: str, lang: str) -> None:
    """Issue 28: a lesson's step (its words, the ring on its option), the Share panel of a finished game and its
    replay's all-seeing viewer."""
    page.goto(f"{site_url}?game=kami&learn=1&lang={lang}&botdelay=0")
    page.wait_for_selector('[data-lesson-step="0"]', timeout=BOOT_TIMEOUT)
    settled(page)
    assert violations(page) == [], "a lesson's step"
    from rules.table import Table

    finished = Table("kami", players=2, seed=6, seats=["bot:random", "bot:random"]).save()
    before = page.locator("[data-version]").get_attribute("data-version")
    page.set_input_files("input[data-tool=file]", files=[{"name": "end.json", "mimeType": "application/json",
                                                          "buffer": finished.encode()}])
    page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)
    page.click("[data-tool=share]")
    page.wait_for_selector("[data-share-link]")
    assert violations(page) == [], "the Share panel"
    page.click("[data-tool=share-close]")
    page.click("[data-tool=replay]")
    page.wait_for_selector("[data-replay-seat]")
    page.select_option("[data-replay-seat]", "all")
    page.wait_for_selector("[data-hidden-cards]")
    assert violations(page) == [], "a replay's all-seeing viewer"
