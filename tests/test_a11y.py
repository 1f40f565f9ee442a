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


@pytest.mark.parametrize("query", [
    "game=kami&players=2&seed=3",
    "game=kami&players=4&seed=2&lang=ja",
    "game=nanga_parbat&players=2&seed=3",
    "game=k2&players=3&seed=3",
    "game=k2&players=2&seed=5&board=winter&lang=ja",
    "game=arnak&players=2&seed=3",
    "game=arnak&players=4&seed=5&temple=snake&lang=ja",
])
def test_every_board(page: Any, site_url: str, query: str) -> None:
    page.goto(f"{site_url}?{query}&botdelay=0")
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    page.wait_for_selector("[data-action], [data-target]")
    assert violations(page) == []
