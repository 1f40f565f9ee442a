"""Every error the rules package raises is a ValueError subclass naming the problem.

`quote` is the one way an error shows what it was given: short, whatever the input's size or depth,
so a 10 MB action or a 3000-deep list never makes a 10 MB (or failing) message.
"""

from __future__ import annotations

import reprlib
from typing import Any

QUOTE_LIMIT = 80  # characters of any quoted input an error message shows

_short = reprlib.Repr()
_short.maxlevel = 3
_short.maxstring = _short.maxother = QUOTE_LIMIT
_short.maxlist = _short.maxtuple = _short.maxdict = _short.maxset = 6
_short.fillvalue = "…"


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """`text` cut to `limit` characters, with an ellipsis if anything was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """A short repr of untrusted input for an error message (bounded in size and depth)."""
    if isinstance(value, str):
        return repr(clip(value, limit))
    return clip(_short.repr(value), limit)


class RulesError(ValueError):
    """Base of every rules error.

    `key` and `params` let a front-end show the message in the player's language (a catalogue key and its
    parameters); str(error) is the English text.
    """

    def __init__(self, message: str, key: str = "", params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.params = dict(params or {})


class UnknownGame(RulesError):
    pass


class BadPlayers(RulesError):
    pass


class BadOption(RulesError):
    pass


class BadSave(RulesError):
    pass


class IllegalAction(RulesError):
    """An action that is not legal now. The game is left exactly as it was."""
