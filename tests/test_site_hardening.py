"""The static site against odd and hostile input, in Chromium: another game's save, a deeply nested save, a save
with a byte-order mark, bad deep links, and the Content-Security-Policy the page runs under."""

from __future__ import annotations

import json
import re
import urllib.request
from urllib.parse import parse_qs, urlsplit

import pytest

import rules
from rules.errors import RulesError
from rules.table import Table

from .browser import BOOT_TIMEOUT, click_and_wait, open_board, save_text

MAX_SEED = 2**64 - 1
BOM = "\ufeff"


@pytest.fixture
def page(chromium, site_url):
    context = chromium.new_context(accept_downloads=True)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.console = []  # the worker's messages come here too
    page.on("console", lambda message: page.console.append(message.text))
    yield page
    context.close()


def upload(page, data: bytes, name: str = "save.json") -> None:
    page.set_input_files("input[data-tool=file]", files=[{"name": name, "mimeType": "application/json",
                                                          "buffer": data}])


def wait_notice(page) -> str:
    notice = page.locator("[data-notice]")
    notice.wait_for(state="visible")
    return notice.inner_text()


def query_of(page) -> dict[str, list[str]]:
    return parse_qs(urlsplit(page.url).query)


def k2_save() -> str:
    game = rules.new_game("k2", players=2, seed=3)
    for seat, card in ((0, "M2"), (0, "R12"), (0, "A3"), (1, "M3"), (1, "M2"), (1, "A2")):
        game.apply(seat, f"pick {card}")
    return game.to_json()


# ---- item 2: another game's save opens that game's board -------------------------------

def test_loading_another_games_save_opens_its_board_and_the_url_follows(page, site_url) -> None:
    open_board(page, site_url, "game=kami&players=2&seed=4")
    assert page.locator(".kami-board").count() == 1
    saved = k2_save()
    upload(page, saved.encode(), "k2.json")
    page.wait_for_selector(".k2-board[data-version]")
    assert page.locator(".kami-board").count() == 0
    query = query_of(page)
    assert query["game"] == ["k2"] and query["players"] == ["2"]
    assert json.loads(save_text(page))["actions"] == json.loads(saved)["actions"]
    # the new board plays: a K2 action goes through
    page.wait_for_selector("[data-action]")
    click_and_wait(page, "[data-action]")
    assert page.errors == []


def test_a_save_of_a_game_without_the_current_bots_opens_with_its_own_seats(page, site_url) -> None:
    open_board(page, site_url, "game=nanga_parbat&players=2&bot=search&seed=4")
    upload(page, rules.new_game("kami", players=2, seed=6).to_json().encode(), "kami.json")  # Kami has no search bot
    page.wait_for_selector(".kami-board[data-version]")
    assert query_of(page)["game"] == ["kami"]
    assert json.loads(save_text(page))["seed"] == 6
    assert page.errors == []


# ---- item 7: a deeply nested save is refused; the game goes on ------------------------

def test_a_deeply_nested_save_is_refused_and_the_game_goes_on(page, site_url) -> None:
    open_board(page, site_url, "game=kami&players=2&seed=4")
    before = save_text(page)
    upload(page, ("[" * 3000 + "]" * 3000).encode(), "deep.json")
    assert wait_notice(page).strip()
    page.wait_for_function("() => !document.querySelector('.kami-board').classList.contains('is-busy')")
    assert save_text(page) == before
    page.wait_for_selector("[data-action]")
    click_and_wait(page, "[data-action]")  # Python still answers
    assert json.loads(save_text(page))["actions"] != json.loads(before)["actions"]
    assert "Could not start Python" not in page.inner_text("#status")
    assert not [m for m in page.console if "fatal error" in m]  # Pyodide never overflowed its stack
    assert page.errors == []


def test_when_python_raises_the_board_shows_why_and_goes_on(page, site_url) -> None:
    """A number too long for int() makes json.loads raise a bare ValueError: whatever Python raises, the board
    gets an answer (its busy mark clears) with a one-line reason, never a traceback."""
    open_board(page, site_url, "game=kami&players=2&seed=4")
    before = save_text(page)
    upload(page, ("[" + "1" * 5000 + "]").encode(), "long.json")
    text = wait_notice(page)
    assert text.strip() and "Traceback" not in text and "File " not in text
    page.wait_for_function("() => !document.querySelector('.kami-board').classList.contains('is-busy')")
    assert save_text(page) == before
    click_and_wait(page, "[data-action]")
    assert "Could not start Python" not in page.inner_text("#status")
    assert page.errors == []


# ---- item 10: a byte-order mark reaches Python as it is in the file --------------------

def test_a_save_with_a_byte_order_mark_is_treated_as_cpython_treats_it(page, site_url) -> None:
    open_board(page, site_url, "game=kami&players=2&seed=4")
    before = save_text(page)
    other = rules.new_game("kami", players=2, seed=9).to_json()
    try:
        Table.load(BOM + other)
        expected = None
    except RulesError as exc:
        expected = str(exc)
    upload(page, (BOM + other).encode("utf-8"), "bom.json")
    if expected is None:
        seeds = []
        for _ in range(50):  # the load is under way: save until it has landed
            seeds.append(json.loads(save_text(page))["seed"])
            if seeds[-1] == 9:
                break
            page.wait_for_timeout(100)
        assert seeds[-1] == 9
    else:
        assert expected in wait_notice(page)
        assert save_text(page) == before
    assert page.errors == []


# ---- item 9: deep links are checked against the catalogue ------------------------------

BAD_LINKS = [
    ("game=kami&players=abc", "players"),
    ("game=kami&players=0", "players"),
    ("game=kami&players=100000000", "players"),
    ("game=kami&seed=abc", "seed"),
    ("game=kami&seed=1e400", "seed"),
    ("game=kami&seed=18446744073709551616", "seed"),
    ("game=kami&mode=emperor", "mode"),
    ("game=kami&target=0", "target"),
    ("game=kami&soldier_redeal=maybe", "soldier_redeal"),
    ("game=kami&colour=red", "colour"),
    ("game=kami&bot=alphago", "alphago"),
    ("game=kami&players=3&seats=human,bot:rule", "seats"),
    ("game=kami&seats=human,bot:search", "bot:search"),
    ("game=kami&hotseat=maybe", "hotseat"),
    ("game=kami&lang=xx", "lang"),
    ("game=k2&players=2&first_player=3", "first_player"),
    ("game=kami&game=k2", "game"),
]


def start_notice(page) -> str:
    notice = page.locator("#start-notice")
    notice.wait_for(state="visible", timeout=BOOT_TIMEOUT)
    return notice.inner_text()


@pytest.mark.parametrize("query, named", BAD_LINKS, ids=[q for q, _ in BAD_LINKS])
def test_a_bad_deep_link_is_refused_on_the_start_page(page, site_url, query: str, named: str) -> None:
    page.goto(f"{site_url}?{query}")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    text = start_notice(page)
    assert named in text
    assert page.is_visible("#start") and not page.is_visible("#play")
    assert page.locator("[data-version]").count() == 0
    assert "Could not start Python" not in page.inner_text("#status")
    assert page.errors == []


def test_a_refusal_is_cleared_by_a_later_good_start(page, site_url) -> None:
    page.goto(f"{site_url}?game=kami&players=abc&botdelay=0")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    start_notice(page)
    page.click("#start-game")
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    page.click("#back")
    assert page.is_visible("#start")
    assert not page.is_visible("#start-notice")
    assert page.errors == []


def test_a_bad_seed_typed_on_the_start_page_is_refused_there(page, site_url) -> None:
    page.goto(f"{site_url}?botdelay=0")
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    page.fill("input[name=seed]", "12abc")
    page.click("#start-game")
    assert "seed" in start_notice(page)
    assert page.locator("[data-version]").count() == 0
    page.fill("input[name=seed]", str(MAX_SEED))
    page.click("#start-game")
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    assert json.loads(save_text(page))["seed"] == MAX_SEED
    assert query_of(page)["seed"] == [str(MAX_SEED)]  # the start page gives a link to the same game
    assert page.errors == []


@pytest.mark.parametrize("seed", [MAX_SEED, 2**53 + 1])
def test_a_large_seed_starts_exactly_that_game(page, site_url, seed: int) -> None:
    open_board(page, site_url, f"game=kami&players=2&seed={seed}")
    assert json.loads(save_text(page))["seed"] == seed
    assert page.errors == []


def test_a_deep_link_with_every_kind_of_parameter_starts_its_game(page, site_url) -> None:
    open_board(page, site_url, "game=kami&players=3&seats=human,bot:random,bot:rule&mode=lord&target=10"
                               "&leftover_peek=false&lang=ja&seed=11")
    saved = json.loads(save_text(page))
    assert saved["players"] == 3 and saved["seed"] == 11
    assert saved["options"]["mode"] == "lord" and saved["options"]["target"] == 10
    assert saved["options"]["leftover_peek"] is False
    assert page.get_attribute("html", "lang") == "ja"
    assert page.errors == []


# ---- item 11: the Content-Security-Policy ----------------------------------------------

CSP_WATCH = """
window.__csp = [];
document.addEventListener('securitypolicyviolation',
  e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
"""


def test_the_page_and_its_header_carry_the_same_content_security_policy(site_url) -> None:
    with urllib.request.urlopen(site_url) as response:
        header = response.headers["Content-Security-Policy"]
        html = response.read().decode()
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html)
    assert header and meta and meta.group(1) == header
    directives = {d.split()[0]: d.split()[1:] for d in header.split(";") if d.strip()}
    assert directives["default-src"] == ["'self'"]
    assert directives["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert directives["object-src"] == ["'none'"] and directives["base-uri"] == ["'none'"]
    with urllib.request.urlopen(site_url + "worker.js") as response:  # the worker runs under it too
        assert response.headers["Content-Security-Policy"] == header


@pytest.mark.parametrize("game", ["kami", "nanga_parbat", "k2"])
def test_each_game_boots_and_plays_under_the_policy_with_no_violation(page, site_url, game: str) -> None:
    messages = []
    page.on("console", lambda m: messages.append(m.text))
    page.add_init_script(CSP_WATCH)
    open_board(page, site_url, f"game={game}&players=2&seed=5")
    for _ in range(3):
        page.wait_for_selector("[data-action]")
        click_and_wait(page, "[data-action]")
    saved = save_text(page)  # a download through a blob: link
    upload(page, saved.encode())
    page.wait_for_selector("[data-action]")
    violations = page.evaluate("window.__csp")
    assert violations == []
    assert not [m for m in messages if "Content Security Policy" in m or "Content-Security-Policy" in m]
    assert page.errors == []
