"""Replays on every board (issue 28, part 1), in a real headless Chromium: a finished game loaded through the board's
own Load button opens as a replay from the top bar's Replay tool; first / previous / next / last, the moves' slider
and its keys, and whose view, each showing what the live game showed at that step; back to the game at the end.
One server and one page for the module (tests/board_harness.py answers the board's messages with Session).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import rules
from rules import share
from rules.table import Table
from tests.board_harness import BoardServer, sent_count, sent_since, settle

PLAYERS = {"kami": 2, "nanga_parbat": 2, "k2": 2, "arnak": 2}


@pytest.fixture
def page(board_page_checked: Any) -> Any:
    """The module's one page (tests/conftest.py); JavaScript errors during a test fail it."""
    return board_page_checked


def finished(game: str, seed: int = 4) -> Table:
    table = Table(game, players=PLAYERS[game], seed=seed, seats=["human"] + ["bot:random"] * (PLAYERS[game] - 1),
                  autoplay=False)
    while not table.game.is_over:
        seat = table.game.to_act[0]
        table.act(seat, rules.rng.Rng(len(table.history)).choice(table.game.legal_actions(seat)))
    return table


def open_finished(page: Any, server: BoardServer, game: str, folder: Path) -> tuple[Table, dict[str, Any]]:
    """The page shows `game`'s board with a finished game loaded through its Load button."""
    page.goto(server.url(game=game, players=PLAYERS[game], seed=1,
                         seats=["human"] + ["bot:random"] * (PLAYERS[game] - 1)))
    page.wait_for_function("window.board && (window.board.ready || window.board.error)")
    settle(page)
    table = finished(game)
    path = folder / "finished.json"
    path.write_text(table.save(), encoding="utf-8")
    sent = page.evaluate("window.board.sent.length")
    page.set_input_files('[data-tool="file"]', str(path))
    page.wait_for_function("n => window.board.sent.length > n && window.board.sent.at(-1).type === 'load'", arg=sent)
    snap = settle(page)
    assert snap["result"] == table.game.result() and not snap["notice"]
    return table, snap


def observation_at(table: Table, step: int, seat: int) -> dict[str, Any]:
    game = rules.new_game(table.game.id, players=table.game.players, seed=table.game.seed,
                          options=table.game.options)
    for who, notation in table.game.actions[:step]:
        game.apply(who, notation)
    return game.observation(seat)


def replay_state(page: Any) -> str:
    return page.locator("[data-replay]").get_attribute("data-replay")


@pytest.mark.parametrize("game", list(PLAYERS))
def test_a_finished_game_is_replayed_step_by_step_on_every_board(page: Any, server: BoardServer, tmp_path: Path,
                                                                  game: str) -> None:
    table, _ = open_finished(page, server, game, tmp_path)
    total = len(table.game.actions)
    # the result card (issue 27, item 10): the game's statistics, each row the engine's count, then New game, Replay
    stats = table.game.statistics()
    assert stats and page.locator("[data-stats]").get_attribute("data-stats") == str(len(stats[0]))
    page.click('[data-key="stats:summary"]')
    key = next(iter(stats[0]))
    cells = page.locator(f'tr[data-stat="{key}"] td').all_inner_texts()
    assert sorted(cells) == sorted(str(seat[key]) for seat in stats)
    assert page.locator('[data-key="result:new"]').count() == 1
    page.click("[data-result-replay]")
    snap = settle(page)
    assert replay_state(page) == f"0/{total}" and snap["replay"]["step"] == 0
    assert snap["observation"] == observation_at(table, 0, 0) and snap["legal"] == []
    assert page.locator("[data-action], [data-target]").count() == 0  # watched: nothing on the board to play
    assert page.locator(".is-bots").count() == 0  # nor "bots are playing…" where a bot was to move
    for tool, step in (("replay-next", 1), ("replay-next", 2), ("replay-prev", 1), ("replay-last", total),
                       ("replay-first", 0)):
        page.click(f'[data-tool="{tool}"]')
        snap = settle(page)
        assert replay_state(page) == f"{step}/{total}"
        assert snap["observation"] == observation_at(table, step, 0), (tool, step)
    assert page.locator('[data-tool="replay-prev"]').is_disabled()
    page.click('[data-tool="replay-back"]')
    snap = settle(page)
    assert page.locator("[data-replay]").count() == 0 and snap["result"] == table.game.result()


def test_the_slider_its_keys_and_whose_view_follow_the_replay(page: Any, server: BoardServer,
                                                               tmp_path: Path) -> None:
    table, _ = open_finished(page, server, "kami", tmp_path)
    total = len(table.game.actions)
    assert page.locator('[data-tool="replay"]').is_enabled()
    page.click('[data-tool="replay"]')
    settle(page)
    slider = page.locator("[data-replay-slider]")
    slider.focus()
    page.keyboard.press("End")
    snap = settle(page)
    assert replay_state(page) == f"{total}/{total}" and snap["result"] == table.game.result()
    page.keyboard.press("Home")
    settle(page)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    snap = settle(page)
    assert replay_state(page) == f"2/{total}" and slider.input_value() == "2"
    assert snap["observation"] == observation_at(table, 2, 0)
    slider.fill("17")  # a drag ends on a step: the board asks for that step
    snap = settle(page)
    assert replay_state(page) == f"17/{total}" and snap["observation"] == observation_at(table, 17, 0)
    page.click('[data-tool="replay-next"]')  # the slider, moved by hand before, follows the buttons
    settle(page)
    assert slider.input_value() == "18"
    count = sent_count(page)
    page.select_option("[data-replay-seat]", "1")
    snap = settle(page)
    assert sent_since(page, count) == [{"type": "replay_seat", "viewer": 1}]
    assert snap["viewer"] == 1 and snap["observation"] == observation_at(table, 18, 1)
    assert "Move 18 of" in page.locator("[data-replay-step]").inner_text()


def test_the_replay_tool_is_off_while_the_game_goes_on(page: Any, server: BoardServer) -> None:
    page.goto(server.url(game="kami", players=2, seed=2, seats=["human", "bot:random"]))
    page.wait_for_function("window.board && (window.board.ready || window.board.error)")
    settle(page)
    tool = page.locator('[data-tool="replay"]')
    assert tool.is_disabled() and "once the game is over" in tool.get_attribute("title")
    share = page.locator('[data-tool="share"]')  # and so is Share, saying why
    assert share.is_disabled() and "once it is over" in share.get_attribute("title")


@pytest.mark.parametrize("game", ["arnak", "k2"])
def test_share_shows_the_replays_link_and_the_replay_bar_shares_the_position_shown(
        page: Any, server: BoardServer, tmp_path: Path, game: str) -> None:
    table, _ = open_finished(page, server, game, tmp_path)
    page.click('[data-tool="share"]')
    settle(page)
    link = page.locator("[data-share-link]").input_value()
    # a board with no site address (this page, a notebook) gives the part after "#", to add to the site's address
    assert link.startswith("#replay=") and "address" in page.locator("[data-share] small").inner_text()
    kind, save = share.read_fragment(link)
    assert kind == "replay" and save["actions"] == json.loads(table.save())["actions"]
    page.click('[data-tool="share-close"]')
    assert page.locator("[data-share]").count() == 0
    page.click('[data-tool="replay"]')
    settle(page)
    for _ in range(3):
        page.click('[data-tool="replay-next"]')
        settle(page)
    page.click('[data-tool="share"]')
    settle(page)
    assert page.locator("[data-share]").get_attribute("data-share") == "position"
    assert "move 3" in page.locator("[data-share] b").inner_text()
    kind, save = share.read_fragment(page.locator("[data-share-link]").input_value())
    assert kind == "position" and save["actions"] == json.loads(table.save())["actions"][:3]
    assert replay_state(page) == f"3/{len(table.game.actions)}"  # sharing moved nothing


def test_a_save_dropped_on_the_board_is_loaded(page: Any, server: BoardServer) -> None:
    page.goto(server.url(game="nanga_parbat", players=2, seed=2, seats=["human", "bot:random"]))
    page.wait_for_function("window.board && (window.board.ready || window.board.error)")
    settle(page)
    table = finished("nanga_parbat")
    page.evaluate("""(text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], "finished.json", { type: "application/json" }));
      const board = document.querySelector("[data-version]");  // the board's root
      const over = new DragEvent("dragover", { dataTransfer: data, bubbles: true, cancelable: true });
      board.dispatchEvent(over);
      window.dropAccepted = over.defaultPrevented;  // the board takes the file (the browser would open it)
      board.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    }""", table.save())
    page.wait_for_function("window.board.sent.at(-1).type === 'load'")
    snap = settle(page)
    assert page.evaluate("window.dropAccepted")
    assert snap["result"] == table.game.result() and not snap["notice"]


@pytest.mark.parametrize("game", ["arnak", "kami"])
def test_an_all_seeing_viewer_is_shown_every_hidden_card_beside_the_board(page: Any, server: BoardServer,
                                                                           tmp_path: Path, game: str) -> None:
    table, _ = open_finished(page, server, game, tmp_path)
    page.click('[data-tool="replay"]')
    settle(page)
    for _ in range(4):
        page.click('[data-tool="replay-next"]')
        settle(page)
    assert page.locator("[data-hidden-cards]").count() == 0
    page.select_option("[data-replay-seat]", "all")
    snap = settle(page)
    assert snap["replay"]["seat"] == "all" and snap["viewer"] == 0
    game_at = rules.new_game(game, players=PLAYERS[game], seed=table.game.seed, options=table.game.options)
    for who, notation in table.game.actions[:4]:
        game_at.apply(who, notation)
    shown = page.locator("[data-hidden-cards] li").all_inner_texts()
    names = [seat["name"] for seat in snap["seats"]]
    want = game_at.hidden_cards("en")
    assert len(shown) == len(want) and all(", ".join(g["cards"]) in line and g["what"] in line
                                           for g, line in zip(want, shown, strict=True))
    assert all(names[g["seat"]] in line for g, line in zip(want, shown, strict=True) if g["seat"] is not None)
    assert page.locator("[data-hint]").get_attribute("aria-live") == "off"  # not read out at every step
    page.click('[data-tool="replay-next"]')  # the viewer stays all-seeing through the moves
    settle(page)
    assert page.locator("[data-replay-seat]").input_value() == "all"
    assert page.locator("[data-hidden-cards]").count() == 1
    page.select_option("[data-replay-seat]", "1")
    settle(page)
    assert page.locator("[data-hidden-cards]").count() == 0 and page.locator("[data-hint]").is_hidden()


def test_nanga_parbat_hides_nothing_so_its_replay_offers_no_all_seeing_viewer(page: Any, server: BoardServer,
                                                                               tmp_path: Path) -> None:
    open_finished(page, server, "nanga_parbat", tmp_path)
    page.click('[data-tool="replay"]')
    settle(page)
    values = page.locator("[data-replay-seat] option").evaluate_all("(os) => os.map((o) => o.value)")
    assert values == ["0", "1"]
