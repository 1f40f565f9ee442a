"""NangaParbatBoard: Nanga Parbat in a notebook."""

from __future__ import annotations

from .board import STATIC, Board


class NangaParbatBoard(Board):
    """A live Nanga Parbat table: `NangaParbatBoard(seed=7, seats=["human", "bot:search"], lang="ja")`."""

    game_id = "nanga_parbat"
    _esm = STATIC / "nanga_parbat.js"
