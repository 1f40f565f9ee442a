"""marimo: the boards' `position` trait follows every change of the game, carries nothing the board's viewer may not
see, and a marimo app's cell that reads it re-runs after a click on the board (`marimo run` in Chromium)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from widgets import K2Board, KamiBoard, NangaParbatBoard
from widgets.board import LAST_MOVES

from .browser import free_port
from .widget_front_end import front_end

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "notebooks" / "kami_marimo.py"


class Board(KamiBoard):
    """KamiBoard with its custom messages captured (no kernel here)."""

    def send(self, content, buffers=None):
        pass


def lead_board(**kw) -> Board:
    """A 2-player board where seat 0 (human) leads, against the rule bot."""
    for seed in range(50):
        board = Board(players=2, seed=seed, seats=["human", "bot:rule"], **kw)
        if board.game.to_act == [0] and board.game.observation(0)["step"] == "lead":
            return board
    raise AssertionError("no seed where the human leads")


def face_down(board) -> str:
    return next(o["notation"] for o in board.snapshot["legal"] if "@" not in o["notation"])


def lead(board) -> list[str]:
    """Seat 0 leads with two clicks, a card face down and an attack; the bot then answers."""
    moves = [face_down(board)]
    front_end(board, {"type": "act", "action": moves[0]})
    moves.append(next(o["notation"] for o in board.snapshot["legal"] if "@" not in o["notation"]))
    front_end(board, {"type": "act", "action": moves[1]})
    return moves


# ---- the trait, headless --------------------------------------------------------------------------------------------
def test_position_is_a_small_synced_trait_of_the_public_state() -> None:
    board = lead_board()
    assert board.trait_metadata("position", "sync") is True
    assert board.position == {"game": "kami", "version": board.table.version, "moves": 0, "to_act": [0], "viewer": 0,
                              "result": None, "last": []}
    assert len(json.dumps(board.position)) < 300  # small: no log, no observation


def test_position_changes_on_a_click_play_undo_and_new_game_and_observers_hear_each() -> None:
    board = lead_board()
    heard: list[dict] = []
    board.observe(lambda change: heard.append(change["new"]), names="position")
    move = face_down(board)
    front_end(board, {"type": "act", "action": move})  # a click
    clicked = board.position
    assert clicked["moves"] == len(board.game.actions) == 1 and clicked["last"] == [{"seat": 0, "notation": move}]
    assert clicked["version"] == board.table.version and heard == [clicked]
    board.undo()
    assert board.position["moves"] == 0 and board.position["version"] > clicked["version"]
    board.play(move)
    assert board.position["last"] == [{"seat": 0, "notation": move}]
    before = board.position["version"]
    board.new_game(players=3, seed=4, seats=["human", "bot:rule", "bot:rule"])
    assert board.position["version"] > before and board.position["to_act"] == board.game.to_act
    assert len(heard) == 4  # click, undo, play, new game: one change each


def test_position_does_not_change_on_what_leaves_the_game_as_it_was() -> None:
    board = lead_board()
    heard: list[dict] = []
    board.observe(lambda change: heard.append(change["new"]), names="position")
    front_end(board, {"type": "explain", "action": {"type": "pass"}})
    front_end(board, {"type": "act", "action": {"type": "pass"}})  # refused: the leader cannot pass
    board.lang = "ja"
    assert heard == []


def test_position_hides_what_another_seat_hid() -> None:
    # the rule bot hides its lead face down in Kami: the human's board shows a card back, so must position
    board = lead_board()
    lead(board)

    def bot_hid() -> list[str]:
        return [text for seat, text in board.game.actions[-LAST_MOVES:] if seat == 1 and text.startswith("hide")
                and "@" not in text]

    while not bot_hid():
        front_end(board, {"type": "act", "action": board.snapshot["legal"][-1]["action"]})
    assert not any(secret in json.dumps(board.position) for secret in bot_hid())
    recent = board.game.actions[-LAST_MOVES:]
    assert board.position["last"] == [{"seat": s, "notation": text if s == 0 else None} for s, text in recent]
    board.view_as(1)  # the bot's own seat sees what it hid, and not seat 0's face-down card
    assert board.position["last"] == [{"seat": s, "notation": text if s == 1 else None} for s, text in recent]


def test_position_hides_k2_secret_picks_and_shows_every_move_of_a_game_without_secrets() -> None:
    k2 = K2Board(players=2, seed=3, seats=["human", "human"])
    assert k2.game.to_act == [0, 1]
    while 0 in k2.game.to_act:  # seat 0 picks in secret; then the board shows seat 1
        k2.play(k2.snapshot["legal"][0]["notation"])
    picks = k2.game.actions
    assert k2.position["viewer"] == 1
    assert k2.position["last"] == [{"seat": 0, "notation": None}] * len(picks)
    assert not any(text in json.dumps(k2.position) for _, text in picks)
    nanga = NangaParbatBoard(players=2, seed=3, seats=["human", "human"])
    first = nanga.snapshot["legal"][0]["notation"]
    seat = nanga.game.to_act[0]
    nanga.play(first)
    nanga.view_as(1 - seat)
    assert nanga.position["last"][0] == {"seat": seat, "notation": first}


def test_marimo_position_is_a_marimo_state_that_follows_the_trait() -> None:
    board = lead_board()
    position = board.marimo_position()
    assert position() == board.position
    lead(board)
    assert position() == board.position and position()["moves"] >= 3


# ---- the example app in marimo, in Chromium ---------------------------------------------------------------------
def _marimo(mode: str, home: Path):
    """`marimo <mode> notebooks/kami_marimo.py` on 127.0.0.1, its settings and caches in `home`: yields its address."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MARIMO_SKIP_UPDATE_CHECK": "1",
           **{f"XDG_{kind}_HOME": str(home / kind.lower()) for kind in ("CONFIG", "CACHE", "STATE", "DATA")}}
    log = open(home / "marimo.log", "w")  # closed after the server
    extra = ["--no-token"] if mode == "edit" else []
    proc = subprocess.Popen([sys.executable, "-m", "marimo", mode, str(APP), "--headless", "--port", str(port),
                             "--host", "127.0.0.1", *extra], cwd=home, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while True:
        try:
            urllib.request.urlopen(f"{base}/health", timeout=2)
            break
        except OSError:
            if time.time() > deadline or proc.poll() is not None:
                proc.kill()
                log.close()
                raise RuntimeError(f"marimo did not start: {(home / 'marimo.log').read_text()[-2000:]}") from None
            time.sleep(0.3)
    yield base
    proc.terminate()
    proc.wait(timeout=30)
    log.close()


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory):
    """The example as an app (`marimo run`)."""
    yield from _marimo("run", tmp_path_factory.mktemp("marimo"))


def test_in_the_editor_run_all_shows_the_whole_board_in_its_cell(tmp_path, chromium) -> None:
    """`marimo edit` waits for Run all (marimo never runs a notebook on open, the README says so); then the cell
    holding the board is as tall as the board: its hand is not hidden under marimo's 610px output limit."""
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    try:
        for base in _marimo("edit", tmp_path):
            page.goto(base)
            run_all = page.locator("[data-testid='run-button']").last  # Run all, at the bottom right
            run_all.wait_for(timeout=60_000)
            board = page.locator(".kami-board[data-version]")
            for _ in range(12):  # a click before the kernel has connected does nothing: click again
                run_all.click()
                try:
                    board.wait_for(timeout=10_000)
                    break
                except PlaywrightTimeout:
                    pass
            board.wait_for(timeout=30_000)
            output = page.locator(".output-area", has=page.locator("marimo-anywidget"))
            box = output.evaluate("(o) => [o.scrollHeight, o.clientHeight, getComputedStyle(o).maxHeight]")
            assert box[0] <= box[1] + 1 and box[2] == "none", box
            assert box[1] > 610  # the board is taller than marimo's limit at this width
    finally:
        page.close()


def test_a_cell_reading_the_position_re_runs_after_each_click_on_the_board(marimo_app, chromium) -> None:
    page = chromium.new_page(viewport={"width": 1300, "height": 1400})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    # the same table in this process: what the app's cells must show after the same clicks
    replica = KamiBoard(players=2, seed=7, seats=["human", "bot:normal"])
    try:
        page.goto(marimo_app)
        page.wait_for_selector(".kami-board[data-version]", timeout=60_000)
        page.get_by_text("Moves played: 0").wait_for(timeout=30_000)
        for _ in range(2):  # a card face down (seat 1 still leads), then an attack that the bot answers
            option = page.locator(".kami-board [data-action]").first
            notation = option.get_attribute("data-action")
            option.click()
            replica.play(notation)
            page.get_by_text(re.compile(rf"Moves played: {len(replica.game.actions)}\b")).wait_for(timeout=30_000)
            yours = [text for seat, text in replica.game.actions if seat == 0]
            page.get_by_text(f"Your last moves: {', '.join(yours)}").wait_for(timeout=10_000)
            # the engine's cell: the options the rules give now, asked again after the move
            options = ", ".join(replica.game.notation(a) for a in replica.game.legal_actions(0))
            page.get_by_text(f"Your options now: {options}").wait_for(timeout=10_000)
        assert len(replica.game.actions) > 2  # the bot answered the attack, and the cells followed it too
        assert errors == []
    finally:
        page.close()
