"""The static site in Debian's Chromium: Pyodide in a worker, the Kami board, no other host contacted."""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest

import rules
from rules.table import Table

from .browser import BOOT_TIMEOUT, WORKER_PROBE, click_and_wait, click_if_offered, open_board, save_text, version


def human_first(step: str) -> tuple[int, dict]:
    """A seed where, once the bots have played, the human seat 0 of a 2-player game faces `step`."""
    for seed in range(100):
        table = Table("kami", players=2, seed=seed, seats=["human", "bot:rule"])
        snap = table.snapshot(0)
        if snap["observation"]["step"] == step:
            return seed, snap
    raise AssertionError(f"no seed gives the human a {step} step")


@pytest.fixture
def page(chromium, site_url):
    context = chromium.new_context(accept_downloads=True)
    page = context.new_page()
    page.requests = []
    page.on("request", lambda request: page.requests.append(request.url))
    page.site = urlsplit(site_url).netloc
    yield page
    context.close()


def only_local_requests(page) -> None:
    hosts = {urlsplit(url).netloc for url in page.requests if not url.startswith(("data:", "blob:"))}
    assert hosts == {page.site}, f"the page contacted other hosts: {hosts - {page.site}}"


def test_the_start_page_boots_python_without_contacting_any_other_host(page, site_url) -> None:
    page.goto(site_url)
    page.wait_for_selector("body[data-python=ready]", timeout=BOOT_TIMEOUT)
    page.select_option("select[name=players]", "3")
    page.click("#start-game")
    page.wait_for_selector("[data-version]", timeout=BOOT_TIMEOUT)
    assert page.locator(".kami-seat").count() == 3
    only_local_requests(page)


def test_a_full_two_player_game_against_a_bot_is_played_by_clicks(page, site_url) -> None:
    open_board(page, site_url, "game=kami&players=2&seed=3&target=6")
    for _ in range(600):
        if page.locator("[data-result]").count():
            break
        page.wait_for_selector("[data-action], [data-result]")
        if page.locator("[data-result]").count():
            break
        click_and_wait(page, "[data-action]")
    result = page.locator("[data-result]")
    assert result.count() == 1 and result.inner_text().strip()
    # the save holds Pyodide's state digest: CPython replaying the same seed and moves must reach it exactly
    game = rules.load(save_text(page))
    assert game.is_over and game.result()["ranking"]
    only_local_requests(page)


@pytest.mark.parametrize("players, hand", [(3, 10), (4, 8)])
def test_three_and_four_player_games_start(page, site_url, players: int, hand: int) -> None:
    open_board(page, site_url, f"game=kami&players={players}&seed=1&bot=random")
    assert page.locator(".kami-seat").count() == players
    if players == 4:
        assert page.locator(".kami-seat[data-team]").count() == 4


def test_an_illegal_click_shows_why(page, site_url) -> None:
    seed, snap = human_first("respond")
    legal = {o["action"]["card"] for o in snap["legal"] if "card" in o["action"]}
    wrong = next(c for c in snap["observation"]["hand"] if c not in legal)
    open_board(page, site_url, f"game=kami&players=2&seed={seed}")
    page.click(f".kami-hand-card[data-card='{wrong}']")
    notice = page.locator("[data-notice]")
    notice.wait_for(state="visible")
    assert "cannot counter" in notice.inner_text()


def test_undo_save_and_load_round_trip(page, site_url) -> None:
    seed, snap = human_first("lead")
    hide = next(o["notation"] for o in snap["legal"] if "merc" not in o["action"])
    open_board(page, site_url, f"game=kami&players=2&seed={seed}")
    start = save_text(page)
    click_and_wait(page, f"[data-action='{hide}']")
    assert page.is_enabled("[data-tool=undo]")
    click_and_wait(page, "[data-tool=undo]")
    assert save_text(page) == start
    click_and_wait(page, f"[data-action='{hide}']")
    saved = save_text(page)
    assert json.loads(saved)["actions"] == [[0, hide]]
    click_and_wait(page, "[data-action^='attack']")
    assert save_text(page) != saved
    before = version(page)
    page.set_input_files("input[data-tool=file]", files=[
        {"name": "kami.json", "mimeType": "application/json", "buffer": saved.encode()}])
    page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)
    assert save_text(page) == saved


def test_a_malformed_save_shows_an_error_and_keeps_the_game(page, site_url) -> None:
    open_board(page, site_url, "game=kami&players=2&seed=4")
    before = save_text(page)
    page.set_input_files("input[data-tool=file]", files=[
        {"name": "bad.json", "mimeType": "application/json", "buffer": before[:-40].encode()}])
    notice = page.locator("[data-notice]")
    notice.wait_for(state="visible")
    assert "not valid JSON" in notice.inner_text()
    assert save_text(page) == before


def test_the_language_switch_changes_the_text(page, site_url) -> None:
    open_board(page, site_url, "game=kami&players=2&seed=2&lang=en")
    english = page.locator(".kami-prompt").inner_text()
    page.click("[data-lang=ja]")
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    japanese = page.locator(".kami-prompt").inner_text()
    assert japanese != english and any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in japanese)
    assert page.locator("#status").inner_text() == "Python準備完了"  # the page's header follows the board's language


def test_a_deep_link_to_a_game_without_a_board_says_so(page, site_url) -> None:
    page.goto(f"{site_url}?game=chess")
    page.wait_for_selector("#start-notice:not([hidden])", timeout=BOOT_TIMEOUT)
    assert "chess" in page.inner_text("#start-notice")
    assert page.locator("[data-version]").count() == 0


def choose_np(notations: list[str]) -> str:
    """A sensible click for a scripted Nanga Parbat player: finish what is started, never loop on cancel."""
    for prefix in ("pick", "confirm", "guide", "trap", "end"):
        for notation in notations:
            if notation.startswith(prefix):
                return notation
    return notations[0]


def test_a_full_nanga_parbat_game_against_a_bot_is_played_by_clicks(page, site_url) -> None:
    open_board(page, site_url, "game=nanga_parbat&players=2&seed=5")
    for _ in range(400):
        page.wait_for_selector("[data-action], [data-result]")
        if page.locator("[data-result]").count():
            break
        notations = page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")
        click_and_wait(page, f"[data-action='{choose_np(notations)}']")
    assert page.locator("[data-result]").count() == 1
    game = rules.load(save_text(page))  # Pyodide's state digest, reached again by CPython
    assert game.is_over
    only_local_requests(page)


def choose_k2(notations: list[str]) -> str:
    """A scripted K2 player: choose cards, climb with each card given, then end the turn."""
    for prefix in ("pick", "take", "rescue", "move", "give", "done"):
        for notation in notations:
            if notation.startswith(prefix):
                return notation
    return notations[0]


def test_a_full_k2_game_against_a_bot_is_played_by_clicks(page, site_url) -> None:
    open_board(page, site_url, "game=k2&players=2&seed=8")
    moves = 0
    for _ in range(600):
        page.wait_for_selector("[data-action], [data-result]")
        if page.locator("[data-result]").count():
            break
        notations = page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")
        choice = choose_k2(notations)  # the bot picks at the same time: what was read may be gone
        if click_if_offered(page, f"[data-action='{choice}']"):
            moves += choice.startswith("move")
    assert page.locator("[data-result]").count() == 1
    game = rules.load(save_text(page))  # Pyodide's state digest, reached again by CPython
    assert game.is_over and game.state.round == 18 and moves > 0
    assert [seat for seat, _ in game.actions].count(1) > 18 * 3  # the bot chose and played its cards every round
    only_local_requests(page)


def test_a_hard_bot_thinks_in_the_worker_while_the_player_reads_the_help_and_the_log(page, site_url) -> None:
    """Hard bots take about a second per decision (the page's budget): meanwhile the board shows that the bots are
    thinking and stays usable — the rules help opens, stays open through the bots' moves, the log is readable."""
    seed, _ = human_first("lead")
    open_board(page, site_url, f"game=kami&players=4&seed={seed}&seats=human,bot:hard,bot:hard,bot:hard")
    # when the thinking mark came and went, and when the help was opened (page time)
    page.evaluate("""() => {
        window.__thinking = [];
        new MutationObserver(() => {
            const on = document.querySelector('.kami-board').classList.contains('is-bots');
            if (on !== window.__on) { window.__on = on; window.__thinking.push([on, performance.now()]); }
        }).observe(document, { subtree: true, attributes: true, childList: true });
        document.addEventListener('toggle', () => { window.__helpAt ??= performance.now(); }, true);
    }""")
    for _ in range(10):  # play until it is the hard bots' turn
        click_and_wait(page, "[data-action]")
        if page.locator(".kami-board.is-bots").count():
            break
    page.evaluate("document.querySelector('.kami-help > summary').click()")  # a click, without the test's delays
    busy = page.locator(".kami-busy")
    assert busy.is_visible() and busy.inner_text().strip()
    page.wait_for_selector("[data-action], [data-result]", timeout=60_000)  # the bots have answered
    marks, opened = page.evaluate("[window.__thinking, window.__helpAt]")
    started = max(t for on, t in marks if on and t < opened)
    ended = min(t for on, t in marks if not on and t > started)
    assert started < opened < ended, "the help opened while the bots were thinking"
    assert page.locator(".kami-help[open]").count() == 1, "and it stayed open through their moves"
    assert "Hard bot" in page.locator(".kami-seat").nth(1).inner_text()
    assert "Hard bot" in page.locator(".kami-log").inner_text()


@pytest.mark.parametrize("delay", [0, 1])
def test_with_no_bot_delay_the_positions_bots_move_on_from_are_not_drawn(page, site_url, delay: int) -> None:
    """Seed 1: the bot leads, hiding a card then attacking, before the player can act. With no delay between bot
    moves, the position after its first action lasts no time at all: it is not posted (the page would draw it for
    nothing) and the one the player faces is. With any delay, each bot move is posted and drawn."""
    page.add_init_script(WORKER_PROBE)
    page.goto(f"{site_url}?game=kami&players=2&seed=1&botdelay={delay}")
    page.wait_for_selector("[data-action]", timeout=BOOT_TIMEOUT)
    posts = page.evaluate("window.__posts.filter((post) => post.type === 'snapshot')")
    bot_moves = len(rules.load(save_text(page)).actions)
    assert bot_moves >= 2 and posts[0]["cause"] == "start" and posts[-1]["to_act"] == [0]
    assert [p["cause"] for p in posts[1:]] == ["bot"] * (1 if delay == 0 else bot_moves)


def test_python_starts_booting_before_the_pages_stylesheet_has_come(page, site_url) -> None:
    """Pyodide's boot is most of a cold start, so the worker is started first: a slow stylesheet (which holds back
    the page's own script) does not hold it back."""
    page.add_init_script(WORKER_PROBE)
    page.route("**/style.css", lambda route: (page.wait_for_timeout(1500), route.continue_()))
    page.goto(f"{site_url}?game=kami&players=2&seed=1&botdelay=0")
    page.wait_for_selector("[data-action]", timeout=BOOT_TIMEOUT)
    worker_at, style_done = page.evaluate("""() => [window.__workerAt,
        performance.getEntriesByType("resource").find((e) => e.name.endsWith("/style.css")).responseEnd]""")
    assert worker_at < style_done - 1000


def test_the_hint_lists_the_hard_bots_options_and_marks_them_on_the_board(page, site_url) -> None:
    """A learner asks what a good player would do: the page thinks it out in the worker, lists the hard bot's best
    options with its estimate for each, rings them on the board (its choice in a solid ring); closing the hint or
    playing a move takes it away."""
    seed, _ = human_first("lead")
    open_board(page, site_url, f"game=kami&players=2&seed={seed}")
    page.click("[data-tool=hint]")
    page.wait_for_selector("[data-hint]:not([hidden]) [data-hint-option]", timeout=30_000)
    shown = page.eval_on_selector_all("[data-hint-option]", "els => els.map(e => [e.dataset.hintOption, e.innerText])")
    assert 1 <= len(shown) <= 3 and all("%" in text for _, text in shown)
    first = shown[0][0]
    assert page.get_attribute('[data-hinted="1"]', "data-action") == first
    page.click('[data-key="hint:close"]')
    assert page.locator("[data-hint]").is_hidden() and page.locator("[data-hinted]").count() == 0
    page.click("[data-tool=hint]")
    page.wait_for_selector('[data-hinted="1"]', timeout=30_000)
    click_and_wait(page, f"[data-action='{first}']")  # the hint does not act: the player does
    assert page.locator("[data-hint]").is_hidden()
    assert page.locator("[data-hinted]").count() == 0


def test_a_finished_game_loaded_on_the_site_is_replayed_move_by_move(page, site_url) -> None:
    """Issue 28 (1): on the site too (Python in the page's worker), a finished game opens as a replay."""
    table = Table("kami", players=2, seed=6, seats=["bot:random", "bot:random"])
    total = len(table.game.actions)
    open_board(page, site_url, "game=kami&players=2&seed=4")
    before = version(page)
    page.set_input_files("input[data-tool=file]", files=[
        {"name": "kami.json", "mimeType": "application/json", "buffer": table.save().encode()}])
    page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)
    page.wait_for_selector("[data-result]")
    page.click("[data-tool=replay]")
    page.wait_for_selector(f'[data-replay="0/{total}"]')
    for _ in range(3):
        page.click("[data-tool=replay-next]")
    page.wait_for_selector(f'[data-replay="3/{total}"]')
    page.click("[data-tool=replay-last]")
    page.wait_for_selector(f'[data-replay="{total}/{total}"]')
    page.wait_for_selector("[data-result]")
    page.click("[data-tool=replay-back]")
    page.wait_for_function("() => !document.querySelector('[data-replay]')")
    assert json.loads(save_text(page))["actions"] == json.loads(table.save())["actions"]


def test_a_shared_link_opens_the_game_in_a_fresh_browser_and_the_game_never_leaves_the_page(
        chromium, page, site_url) -> None:
    """Issue 28 (2): Share gives a link on the site's address; a fresh browser profile opens its replay, a position
    pasted into the address bar opens the game at that move, and a damaged link is refused, saying why. The game
    is in the fragment: no request the page makes carries it."""
    table = Table("nanga_parbat", players=2, seed=8, seats=["bot:random", "bot:random"])
    total = len(table.game.actions)
    open_board(page, site_url, "game=nanga_parbat&players=2&seed=4")
    before = version(page)
    page.set_input_files("input[data-tool=file]", files=[
        {"name": "np.json", "mimeType": "application/json", "buffer": table.save().encode()}])
    page.wait_for_function("v => document.querySelector('[data-version]').dataset.version !== v", arg=before)
    page.click("[data-tool=share]")
    link = page.locator("[data-share-link]").input_value()
    assert link.startswith(f"{site_url.rstrip('/')}/#replay=")
    code = link.split("=", 1)[1]

    context = chromium.new_context(permissions=["clipboard-read", "clipboard-write"])
    fresh = context.new_page()
    requests = []
    fresh.on("request", lambda request: requests.append(request.url))
    fresh.goto(link)
    fresh.wait_for_selector(f'[data-replay="0/{total}"]', timeout=BOOT_TIMEOUT)
    fresh.click("[data-tool=replay-last]")
    fresh.wait_for_selector(f'[data-replay="{total}/{total}"]')
    fresh.wait_for_selector("[data-result]")
    # from the replay, the position at move 5: its link, copied, pasted into the address bar of the same tab
    fresh.click("[data-tool=replay-first]")
    for _ in range(5):
        fresh.click("[data-tool=replay-next]")
    fresh.wait_for_selector(f'[data-replay="5/{total}"]')
    fresh.click("[data-tool=share]")
    fresh.click("[data-tool=share-copy]")
    fresh.wait_for_selector("[data-tool=share-copy]:has-text('Copied')")
    position = fresh.evaluate("navigator.clipboard.readText()")
    assert position == fresh.locator("[data-share-link]").input_value() and "#position=" in position
    fresh.evaluate("link => { location.hash = link.split('#')[1]; }", position)
    fresh.wait_for_function("() => !document.querySelector('[data-replay]')")
    fresh.wait_for_selector("[data-action], [data-target]")  # the game goes on from move 5: the player's to act
    assert fresh.locator("[data-result]").count() == 0
    saved = json.loads(save_text(fresh))
    assert saved["actions"] == json.loads(table.save())["actions"][:5]
    fresh.evaluate("() => { location.hash = 'replay=' + 'A'.repeat(40); }")
    fresh.wait_for_selector("#start-notice:not([hidden])")
    assert "damaged" in fresh.locator("#start-notice").inner_text()
    assert not any(code[:40] in url or "replay=" in url or "position=" in url for url in requests)
    context.close()
