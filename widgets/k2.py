"""K2Board: K2 in a notebook."""

from __future__ import annotations

from .board import STATIC, Board


class K2Board(Board):
    """A live K2 table: `K2Board(players=3, seed=7, seats=["human", "bot:rule", "bot:rule"], lang="ja")`."""

    game_id = "k2"
    _esm = STATIC / "k2.js"
