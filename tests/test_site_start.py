"""The start page: a gallery of every game (before Python is up), how to play, and Play with the usual settings."""

from __future__ import annotations

import re
from typing import Any

import pytest

from rules.i18n import LANGS
from rules.session import catalogue

from .browser import BOOT_TIMEOUT

BOARDS = {"kami": ".kami-board", "nanga_parbat": ".np-board", "k2": ".k2-board", "arnak": ".arnak-board"}
RAW_KEY = re.compile(r"^[a-z_]+(\.[a-z0-9_]+)+$")  # a catalogue key shown instead of its text


@pytest.fixture
def page(chromium: Any) -> Any:
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    yield page
    context.close()


def test_every_game_has_its_start_texts_in_every_language() -> None:
    for game, info in catalogue().items():
        for lang in LANGS:
            text = info["text"][lang]
            shown = [text["title"], text["pitch"], text["length"], *text["how"]]
            assert not [t for t in shown if RAW_KEY.match(t)], (game, lang, shown)
        assert info["text"]["en"]["how"] != info["text"]["ja"]["how"]
        for lang in LANGS:  # every option and every choice named in words on the start page and in the help
            words = info["text"][lang]["options"]
            for option in info["options"]:
                assert words.get(option["name"], option["name"]) != option["name"], (game, lang, option["name"])
                for choice in option["choices"] or []:
                    assert f"{option['name']}={choice}" in words, (game, lang, option["name"], choice)


def test_the_gallery_shows_before_python_and_a_play_click_waits_for_it(page: Any, site_url: str) -> None:
    page.route("**/wheels/*.whl", lambda route: route.abort())  # Python never comes up in this test
    page.goto(site_url)
    page.wait_for_selector(".game-card")
    cards = page.locator(".game-card")
    assert sorted(cards.evaluate_all("els => els.map((e) => e.dataset.game)")) == sorted(BOARDS)
    for game, info in catalogue().items():
        card = page.locator(f'.game-card[data-game="{game}"]')
        text = card.inner_text()
        assert info["text"]["en"]["title"] in text and info["text"]["en"]["pitch"] in text
        assert card.locator("svg.game-pic > *").count() >= 3  # a drawn picture
    assert page.get_attribute("body", "data-python") != "ready"
    page.click('[data-play="k2"]')
    assert page.locator("#play").is_visible()
    assert "Python" in page.locator(".waiting").inner_text()  # the click was taken: it says what it waits for
    assert not page.errors


def test_play_starts_each_game_with_its_usual_settings(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}?botdelay=0")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    games = catalogue()
    for game, root in BOARDS.items():
        page.click(f'[data-play="{game}"]')
        page.wait_for_selector(f"{root}[data-version], {root} [data-version]", timeout=BOOT_TIMEOUT)
        query = page.evaluate("location.search")
        assert f"game={game}" in query and f"players={games[game]['default_players']}" in query
        page.click("#back")
    assert not page.errors


def test_the_settings_form_starts_each_game_with_its_defaults(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}?botdelay=0")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    for game, root in BOARDS.items():
        page.click(f'[data-settings="{game}"]')
        assert page.input_value("select[name=game]") == game
        assert page.evaluate("document.activeElement.id") == "start-game"
        page.click("#start-game")
        page.wait_for_selector(f"{root}[data-version], {root} [data-version]", timeout=BOOT_TIMEOUT)
        assert page.locator("#start-notice").is_hidden()
        page.click("#back")
    assert not page.errors


def test_how_to_play_in_japanese_and_play_from_it(page: Any, site_url: str) -> None:
    page.goto(f"{site_url}?lang=ja&botdelay=0")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    page.click('[data-how="arnak"]')
    dialog = page.locator("dialog#how")
    assert dialog.is_visible()
    ja = catalogue()["arnak"]["text"]["ja"]
    assert ja["title"] in dialog.locator("h2").inner_text()
    assert dialog.locator("li").all_inner_texts() == ja["how"]
    dialog.locator('[data-play="arnak"]').click()
    page.wait_for_selector(".arnak-board [data-version], .arnak-board[data-version]", timeout=BOOT_TIMEOUT)
    assert page.get_attribute(".arnak-board", "lang") == "ja"


def form_values(page: Any) -> dict[str, str]:
    return page.evaluate("""() => Object.fromEntries([...document.querySelector('#start-form').elements]
        .filter((el) => el.name).map((el) => [el.name, el.value]))""")


def test_the_settings_form_remembers_the_last_game_started_from_it_but_not_its_seed(page: Any,
                                                                                     site_url: str) -> None:
    page.goto(f"{site_url}?botdelay=0")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    first_game = "kami"  # the smallest game, until a choice is remembered
    assert form_values(page)["game"] == first_game and form_values(page)["bot"] == "bot:normal"
    page.click('[data-settings="arnak"]')
    page.select_option("select[name=players]", "3")  # the form is drawn again for three players
    page.select_option("select[name=bot]", "bot:easy")
    page.select_option("select[name=opt_temple]", "snake")
    page.fill("input[name=seed]", "42")
    page.click("#start-game")
    page.wait_for_selector(".arnak-board[data-version], .arnak-board [data-version]", timeout=BOOT_TIMEOUT)

    page.goto(f"{site_url}?botdelay=0")  # another visit: the form is as it was started, a fresh deal
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    shown = form_values(page)
    assert (shown["game"], shown["players"], shown["bot"], shown["opt_temple"], shown["seed"]) == (
        "arnak", "3", "bot:easy", "snake", "")

    for junk in ('{"game": 5, "players": "99", "bot": "bot:nobody", "seatmode": "?"}', "[not json", "[1, 2]"):
        page.evaluate("junk => localStorage.setItem('tabletop.start-form', junk)", junk)
        page.reload()
        page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
        shown = form_values(page)  # what storage holds that the form cannot show: the defaults instead
        assert (shown["game"], shown["bot"]) == (first_game, "bot:normal"), junk
        assert shown["players"] == str(catalogue()[first_game]["default_players"]), junk
    assert not page.errors


def test_learn_to_play_starts_the_guided_first_game_and_its_address_opens_it_again(page: Any, site_url: str) -> None:
    """Issue 28 (3): "Learn to play" on the game's card (only a game with a lesson has one) starts its lesson in the
    page's language; the lesson's address starts it again, and a game without a lesson is refused, saying why."""
    page.goto(f"{site_url}?lang=ja")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    lessons = [game for game, info in catalogue().items() if info["lesson"]]
    assert page.locator("[data-learn]").count() == len(lessons) and "kami" in lessons
    page.click('[data-learn="kami"]')
    page.wait_for_selector('[data-lesson-step="0"]', timeout=BOOT_TIMEOUT)
    assert "戦士を裏向きで出してください" in page.locator("[data-hint]").inner_text()
    assert "learn=1" in page.url
    before = page.get_attribute("[data-version]", "data-version")
    page.locator("[data-lesson]").first.dispatch_event("click")
    page.wait_for_selector('[data-lesson-step="1"]')
    assert page.get_attribute("[data-version]", "data-version") != before
    page.reload()
    page.wait_for_selector('[data-lesson-step="0"]', timeout=BOOT_TIMEOUT)
    without = next((g for g, info in catalogue().items() if not info["lesson"]), None)
    if without:
        page.goto(f"{site_url}?game={without}&learn=1&lang=en")
        page.wait_for_selector("#start-notice:not([hidden])", timeout=BOOT_TIMEOUT)
        assert "no guided first game" in page.locator("#start-notice").inner_text()
    assert page.errors == []
