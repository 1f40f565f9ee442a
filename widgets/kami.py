"""KamiBoard: Kami in a notebook."""

from __future__ import annotations

from .board import STATIC, Board


class KamiBoard(Board):
    """A live Kami table: `KamiBoard(players=2, seed=7, seats=["human", "bot:hard"], lang="ja")`.

    Bots by level: bot:easy, bot:normal, bot:hard (and bot:random)."""

    game_id = "kami"
    _esm = STATIC / "kami.js"
