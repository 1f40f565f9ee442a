"""Board widgets for Jupyter, marimo and VS Code (anywidget). anywidget is imported only when a board is used.

    >>> from widgets import KamiBoard          # doctest: +SKIP
    >>> board = KamiBoard(players=2, seed=7)   # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

__all__ = ["ArnakBoard", "K2Board", "KamiBoard", "NangaParbatBoard"]

_BOARDS = {"ArnakBoard": "arnak", "K2Board": "k2", "KamiBoard": "kami", "NangaParbatBoard": "nanga_parbat"}


def __getattr__(name: str) -> Any:
    if name in _BOARDS:
        import importlib

        return getattr(importlib.import_module(f".{_BOARDS[name]}", __name__), name)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")
