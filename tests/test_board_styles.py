"""The shared stylesheet (widgets/src/common/board.css) in Chromium, on every board."""

from __future__ import annotations

from typing import Any

import pytest

from tests.board_harness import board_page, settle

ROOTS = {"arnak": ".arnak-board", "kami": ".kami-board", "k2": ".k2-board", "nanga_parbat": ".np-board"}

RUNNING = """(root) => document.getAnimations()
  .filter((a) => a.playState === 'running' && root.contains(a.effect.target))
  .map((a) => `${a.effect.target.className}${a.effect.pseudoElement || ''}: ${a.animationName}`)"""


@pytest.fixture
def browser(chromium: Any) -> Any:
    return chromium


@pytest.mark.parametrize("game", sorted(ROOTS))
def test_reduced_motion_stops_every_animation(browser: Any, game: str) -> None:
    # the human is to move: the prompt's and the turn badge's dots pulse (drawn as ::before)
    with board_page(browser, game, ROOTS[game], seed=3, seats=["human", "bot:rule"]) as page:
        snap = settle(page)
        assert snap["legal"] and snap["viewer"] == 0
        root = page.locator(ROOTS[game]).element_handle()
        assert page.evaluate(RUNNING, root), "nothing moves even without the reduced-motion preference"
        page.emulate_media(reduced_motion="reduce")
        assert page.evaluate(RUNNING, root) == []


@pytest.mark.parametrize("game", sorted(ROOTS))
def test_the_frame_takes_the_boards_own_values(browser: Any, game: str) -> None:
    with board_page(browser, game, ROOTS[game], seed=3, seats=["human", "bot:rule"]) as page:
        settle(page)
        style = page.evaluate("""(sel) => { const root = document.querySelector(sel);
          const cs = getComputedStyle(root);
          const top = getComputedStyle(root.querySelector('header'));
          return {paper: cs.getPropertyValue('--board-paper').trim(), background: cs.backgroundColor,
                  container: cs.containerName, top: top.display}; }""", ROOTS[game])
        assert style["container"] == ROOTS[game].removeprefix(".").removesuffix("-board")
        assert style["top"] == "flex"
        probe = page.evaluate("""(paper) => { const el = document.createElement('i'); el.style.color = paper;
          document.body.append(el); const c = getComputedStyle(el).color; el.remove(); return c; }""", style["paper"])
        assert style["background"] == probe
