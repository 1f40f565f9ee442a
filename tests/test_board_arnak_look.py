"""What the Arnak board says and shows (widgets/static/arnak.js in Chromium): things named as players name them in
both languages, effects drawn as pictures with words, the decision panel on a phone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.board_harness import board_page, settle

ROOT = ".arnak-board"
SEATS = ["human", "bot:rule", "bot:rule", "bot:rule"]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
SITE_ID = re.compile(r"\b[cs]\d{1,2}[ab]?\b")


@pytest.fixture
def browser(chromium: Any) -> Any:
    return chromium


def open_board(browser: Any, lang: str = "en", width: int = 1280, height: int = 900) -> Iterator[Any]:
    return board_page(browser, "arnak", ROOT, players=4, seed=5, seats=SEATS, lang=lang, width=width, height=height)


def start_paying(page: Any) -> dict[str, Any]:
    """Dig at a camp space that asks for travel: the decision panel shows the open payment."""
    snap = settle(page)
    entry = next(e for e in snap["legal"] if e["action"]["type"] == "dig" and e["target"].startswith("site:c"))
    page.locator(f'[data-target="{entry["target"]}"]').click()
    if sum(e["target"] == entry["target"] for e in snap["legal"]) > 1:
        page.click(f'[data-choice="{entry["notation"]}"]')
    snap = settle(page)
    assert snap["observation"]["phase"] == "pay", snap["prompt"]
    return snap


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_payment_names_its_site_as_players_do(browser: Any, lang: str) -> None:
    with open_board(browser, lang) as page:
        snap = start_paying(page)
        site = snap["observation"]["stack"][-1]["action"].split(" ")[1]
        camp = int(site[1]) + 1
        paying = page.locator("[data-paying]").inner_text()
        assert not SITE_ID.search(paying), paying
        expected = f"Camp {camp}, space {site[2].upper()}" if lang == "en" else f"キャンプ{camp}・マス{site[2].upper()}"
        assert expected in paying, paying


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_effect_step_is_a_picture_with_words(browser: Any, lang: str) -> None:
    with open_board(browser, lang) as page:
        settle(page)
        ops = page.evaluate("""() => [...document.querySelectorAll('.arnak-op-pic')].map((e) => ({
            op: [...e.classList].find((c) => c.startsWith('is-')), title: e.getAttribute('title')}))""")
        kinds = {o["op"] for o in ops}
        assert len(kinds) >= 5, kinds  # camps, research rows, idol slots and cards draw several kinds
        unnamed = [o for o in ops if not o["title"] or o["title"].startswith("op.")
                   or (lang == "ja" and not JAPANESE.search(o["title"]))]
        assert not unnamed, unnamed
        # no op is spelled out as an identifier ("gain_card", "recruit") among the pictures
        words = page.evaluate("""() => [...document.querySelectorAll('.arnak-steps')].flatMap((e) => [...e.childNodes]
            .filter((n) => n.nodeType === 3 || n.matches?.('span:not([class])')).map((n) => n.textContent))""")
        assert not [w for w in words if re.fullmatch(r"[a-z_ ]{3,}", w.strip())], words


def test_identical_cards_in_hand_carry_their_target_once(browser: Any) -> None:
    with open_board(browser) as page:
        snap = settle(page)
        hand = snap["observation"]["players"][0]["hand"]
        twice = {c for c in hand if hand.count(c) > 1}
        assert twice, hand  # seed 5 deals two of a card
        for card in twice:
            if f"card:{card}" in {e["target"] for e in snap["legal"]}:
                assert page.locator(f'[data-target="card:{card}"]').count() == 1
                assert page.locator(f'[data-target-dup="card:{card}"]').count() == hand.count(card) - 1


def test_a_refused_click_is_explained_in_view(browser: Any) -> None:
    with open_board(browser) as page:
        snap = settle(page)
        refused = page.locator('[data-part="players"] [data-why]').first
        refused.scroll_into_view_if_needed()
        refused.click(force=True)
        after = settle(page)
        assert after["notice"] and after["version"] == snap["version"]
        notice = page.locator('[data-part="decision"] [data-notice]')
        assert notice.inner_text().strip() == after["notice"]
        box = notice.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= 900, box


def test_on_a_phone_the_decision_panel_leaves_room_for_the_hand(browser: Any) -> None:
    with open_board(browser, width=390, height=844) as page:
        start_paying(page)
        hand = page.locator('[data-seat="0"] [data-zone="hand"] .arnak-card[data-target]').first
        hand.scroll_into_view_if_needed()
        panel = page.locator('[data-part="decision"]').bounding_box()
        card = hand.bounding_box()
        assert panel and card
        assert panel["height"] <= 0.36 * 844, panel
        # the panel (stuck at the top) does not cover the card the player pays with
        assert card["y"] >= panel["y"] + panel["height"] or card["y"] + card["height"] <= panel["y"], (panel, card)


def test_the_log_kept_between_redraws_shows_the_hosts_lines(browser: Any) -> None:
    """The log panel is updated in place (old lines go, new ones come): it always says what the host's log says."""
    shown = "() => [...document.querySelectorAll('.arnak-log li')].map((li) => li.textContent)"
    with open_board(browser) as page:
        snap = settle(page)
        for _ in range(6):
            entry = next((e for e in snap["legal"] if e["target"] not in ("cancel", "pass")), snap["legal"][0])
            page.locator(f'[data-target="{entry["target"]}"]').first.click()
            if sum(e["target"] == entry["target"] for e in snap["legal"]) > 1:
                page.click(f'[data-choice="{entry["notation"]}"]')
            snap = settle(page)
            assert page.evaluate(shown) == snap["log"]
        # the host keeps its last lines only: the first ones scroll out as new ones come
        slid = page.evaluate("""() => { const snap = structuredClone(window.board.snapshot);
            snap.log = [...snap.log.slice(2), 'new line', snap.log.at(-1)];
            window.board.model.set('snapshot', snap); return snap.log; }""")
        assert page.evaluate(shown) == slid
        page.click('[data-lang="ja"]')
        snap = settle(page)
        assert page.evaluate(shown) == snap["log"] and JAPANESE.search(snap["log"][-1])


def test_a_resource_named_in_the_log_is_shown_as_its_picture_too(browser: Any) -> None:
    """"gains 2 coins" / 「コイン×2を獲得」: the word stays (screen readers, copying), its picture before it."""
    words = {"en": ["coin", "compass", "tablet", "arrowhead", "jewel"],
             "ja": ["コイン", "方位磁針", "石板", "矢じり", "宝石"]}
    with open_board(browser) as page:
        for lang in ("en", "ja"):
            if lang == "ja":
                page.click('[data-lang="ja"]')
                settle(page)
            lines = page.evaluate("""() => [...document.querySelectorAll('.arnak-log li')].map((li) => [li.textContent,
                [...li.querySelectorAll('.arnak-log-res')].map((r) => [r.textContent, !!r.querySelector('svg')])])""")
            named = [(text, pics) for text, pics in lines if any(w in text for w in words[lang])]
            assert named, f"no log line names a resource in {lang}"
            for text, pics in named:
                plural = "(?:es|s)?" if lang == "en" else ""  # "2 coins", "3 compasses"
                expected = re.findall(f"(?:{'|'.join(words[lang])}){plural}", text)
                assert [word for word, _ in pics] == expected and all(has for _, has in pics), (text, pics)
