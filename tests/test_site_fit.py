"""On a 1280×800 desktop a 2-player board fits the window: the page does not scroll, at the start and after moves
(the board's columns scroll inside it when they must). K2's mountain fills its panel with readable space ids, its
number-key badges sit beside the ids, and its winter side is drawn as a winter mountain. Arnak's whole table (main
board, research track, card row) is on screen at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .browser import BOOT_TIMEOUT, finish_click

FITS_JS = """() => {
  const d = document.documentElement;
  const prompt = document.querySelector('[data-prompt]');
  const r = prompt && !prompt.hidden ? prompt.getBoundingClientRect() : null;
  return { height: d.scrollHeight, width: d.scrollWidth, view: [innerWidth, innerHeight],
           prompt: r ? r.top >= 0 && r.bottom <= innerHeight && r.width > 0 : null,
           promptPx: prompt ? parseFloat(getComputedStyle(prompt).fontSize) : 0 };
}"""

K2_JS = """() => {
  const panel = document.querySelector('.k2-mountain-panel');
  const box = document.querySelector('.k2-mountain-box').getBoundingClientRect();
  const cs = getComputedStyle(panel);
  const p = panel.getBoundingClientRect();
  const inner = [p.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight),
                 p.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom)];
  const ids = [...document.querySelectorAll('.k2-space-id')];
  const px = ids.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
  const rect = (el) => el.getBoundingClientRect();
  const meet = (a, b) => !(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);
  const keys = [...document.querySelectorAll('.k2-target .k2-key')].filter((k) => rect(k).width > 0);
  const over = [];
  const apart = [];
  for (const key of keys) {
    const b = rect(key);
    for (const t of ids) if (meet(b, rect(t))) over.push(t.textContent);
    // beside its own space's id: on the id's line, just left of it
    const space = key.closest('[data-space]').dataset.space;
    const id = rect(document.querySelector(`.k2-space[data-space="${space}"] .k2-space-id`));
    const mid = (b.top + b.bottom) / 2;
    if (!(mid >= id.top && mid <= id.bottom && id.left - b.right >= 0 && id.left - b.right <= 16)) apart.push(space);
  }
  return { fill: [box.width / inner[0], box.height / inner[1]], box: [box.width, box.height], ids: ids.length,
           smallest: Math.min(...px), badges: keys.length, over, apart };
}"""

PAINT_JS = """() => {
  const fill = (sel) => getComputedStyle(document.querySelector(sel)).fill;
  return { side: document.querySelector('.k2-mountain-box').dataset.side, rock: fill('.k2-rock'),
           sky: fill('.k2-sky'), disc: fill('.k2-space:not(.is-base) .k2-disc'),
           snow: document.querySelectorAll('.k2-snow').length };
}"""


ARNAK_TABLE_JS = """() => {
  const rect = (s) => document.querySelector(s).getBoundingClientRect();
  const wrap = document.querySelector('.arnak-research-wrap');
  const col = document.querySelector('.arnak-col.is-table');
  const parts = ['.arnak-mainboard-wrap', '.arnak-research', '.arnak-row', '.arnak-rs-cell[data-space="0"]',
                 '.arnak-rs-cell[data-space="14"]', '.arnak-rs-stacks'];
  const off = parts.filter((s) => { const r = rect(s); return r.top < 0 || r.bottom > innerHeight || r.height === 0; });
  const inWrap = (s) => {
    const r = rect(s), w = wrap.getBoundingClientRect();
    return r.top >= w.top && r.bottom <= w.bottom;
  };
  return { off, researchScrolls: wrap.scrollHeight > wrap.clientHeight + 1, tableScrolled: col.scrollTop,
           trackInBox: inWrap('.arnak-rs-cell[data-space="0"]') && inWrap('.arnak-rs-cell[data-space="14"]'),
           zoom: getComputedStyle(col).zoom };
}"""


@pytest.fixture(scope="module")
def desk(chromium: Any) -> Iterator[Any]:
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def open_game(page: Any, site_url: str, query: str) -> None:
    page.goto(f"{site_url}?{query}&players=2&seed=3&botdelay=0")
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    page.wait_for_selector("[data-action], [data-target]")


def play(page: Any, moves: int, until: str | None = None, last: bool = False) -> None:
    """The player takes the first option (or the last: Arnak's cards in hand, so the play area grows) `moves` times
    or until `until` shows, the bots answering each time."""
    for _ in range(moves):
        page.wait_for_selector("[data-action], [data-target], [data-result]")
        if page.locator("[data-result]").count() or (until and page.locator(until).count()):
            return
        before = page.get_attribute("[data-version]", "data-version")
        options = page.locator("[data-action], [data-target]")
        (options.last if last else options.first).dispatch_event("click")
        finish_click(page, before)
    page.wait_for_selector("[data-action], [data-target], [data-result]")


def assert_fits(page: Any, when: str) -> None:
    shown = page.evaluate(FITS_JS)
    assert shown["height"] <= 800 and shown["width"] <= 1280, (when, shown)
    assert shown["prompt"] is not False and shown["promptPx"] >= 14, (when, shown)


@pytest.mark.parametrize("game, moves", [("kami", 6), ("nanga_parbat", 6), ("k2", 6), ("arnak", 10)])
def test_a_two_player_board_fits_the_desktop_window(desk: Any, site_url: str, game: str, moves: int) -> None:
    open_game(desk, site_url, f"game={game}")
    assert_fits(desk, "start")
    for step in range(2):  # two checks along the game
        play(desk, moves // 2, last=game == "arnak")
        assert_fits(desk, f"after {(step + 1) * (moves // 2)} moves")
    if game == "arnak":  # mid-game: cards played, the hand and the play area grown
        assert desk.locator(".arnak-player.is-me [data-card], .arnak-player.is-me .arnak-card").count() > 5


@pytest.mark.parametrize("lang", ["en", "ja"])  # Japanese ids are wider ("スタート地点")
def test_k2_mountain_fills_its_panel_with_readable_ids_and_badges_beside_them(desk: Any, site_url: str,
                                                                              lang: str) -> None:
    open_game(desk, site_url, f"game=k2&lang={lang}")
    play(desk, 8, until=".k2-target ~ .k2-target .k2-key", last=True)  # three picks, then spaces to move to
    shown = desk.evaluate(K2_JS)
    assert shown["badges"] >= 2, shown  # the number keys of the spaces the climber may move to
    assert min(shown["fill"]) >= 0.9, shown  # no wide empty margins around the mountain
    assert shown["box"][1] >= 600, shown  # as tall as the board allows
    assert shown["ids"] >= 28 and shown["smallest"] >= 11, shown
    assert shown["over"] == [] and shown["apart"] == [], shown
    # one step up: Base camp, whose id is the widest, is a space to move to (back down)
    before = desk.get_attribute("[data-version]", "data-version")
    desk.locator('.k2-target[data-space="S1"]').dispatch_event("click")
    desk.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)
    desk.wait_for_selector('.k2-target[data-space="BASE"] .k2-key')
    shown = desk.evaluate(K2_JS)
    assert shown["over"] == [] and shown["apart"] == [], shown


def test_k2_winter_side_is_drawn_as_a_winter_mountain(desk: Any, site_url: str) -> None:
    open_game(desk, site_url, "game=k2")
    summer = desk.evaluate(PAINT_JS)
    open_game(desk, site_url, "game=k2&board=winter")
    winter = desk.evaluate(PAINT_JS)
    assert winter["rock"] != summer["rock"] and winter["sky"] != summer["sky"], (summer, winter)
    channels = [int(c) for c in winter["rock"].removeprefix("rgb(").rstrip(")").split(",")]
    assert min(channels) >= 220, winter  # the rock is under snow
    assert winter["snow"] > 0 and summer["snow"] == 0, (summer, winter)
    assert (summer["side"], winter["side"]) == ("summer", "winter")
    assert desk.evaluate(FITS_JS)["height"] <= 800


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_arnak_main_board_research_track_and_card_row_are_all_on_screen(desk: Any, site_url: str,
                                                                       size: tuple[int, int]) -> None:
    desk.set_viewport_size({"width": size[0], "height": size[1]})
    try:
        open_game(desk, site_url, "game=arnak")
        for when in ("start", "mid-game"):
            shown = desk.evaluate(ARNAK_TABLE_JS)
            assert shown["off"] == [] and shown["trackInBox"], (when, shown)  # every research space, no inner scroll
            assert not shown["researchScrolls"] and shown["tableScrolled"] == 0, (when, shown)
            if size == (1920, 1080):  # room enough: natural size
                assert float(shown["zoom"]) == 1, shown
            else:  # scaled to fit, text still readable
                assert 0.75 <= float(shown["zoom"]) < 1, shown
            play(desk, 8, last=True)
    finally:
        desk.set_viewport_size({"width": 1280, "height": 800})
