"""ArnakBoard: Lost Ruins of Arnak in a notebook."""

from __future__ import annotations

from .board import STATIC, Board


class ArnakBoard(Board):
    """A live Arnak table: `ArnakBoard(players=2, seed=7, options={"temple": "snake"}, lang="ja")`."""

    game_id = "arnak"
    _esm = STATIC / "arnak.js"
