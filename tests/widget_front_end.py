"""A board's front-end, headless: what the module does with the host's messages, for widget tests without a page."""

from __future__ import annotations

from typing import Any


def front_end(board: Any, message: dict[str, Any]) -> None:
    """What anywidget does when the board's module calls model.send(message); then what the module does when it is
    shown a position where a bot is to move: it asks for that move (here at once, not after the delay)."""
    board._on_front_end_message(board, message, [])
    while board.snapshot.get("bot_step"):
        board._on_front_end_message(board, {"type": "bot_step", "version": board.snapshot["version"]}, [])
