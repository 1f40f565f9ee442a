"""K2Board: K2 in a notebook."""

from __future__ import annotations

from .board import STATIC, Board


class K2Board(Board):
    """A live K2 table: `K2Board(players=3, seed=7, seats=["human", "bot:hard", "bot:easy"], lang="ja")`.

    Bots by level: bot:easy, bot:normal, bot:hard (and bot:random)."""

    game_id = "k2"
    _esm = STATIC / "k2.js"
