"""Every error the rules package raises is a ValueError subclass naming the problem.

`quote` is the one way an error shows what it was given: short, whatever the input's size or depth,
so a 10 MB action or a 3000-deep list never makes a 10 MB (or failing) message.
"""

from __future__ import annotations

import reprlib
from typing import Any

QUOTE_LIMIT = 80  # characters of any quoted input an error message shows

# an integer longer than this is described, not written out: Python refuses to format one over 4,300 digits
# (a bare ValueError), and a message has no room for it anyway
BIG_INT_BITS = 256


def big_int(value: Any) -> bool:
    """Whether `value` is an int too long to quote (or to hold in any field of a game)."""
    return isinstance(value, int) and value.bit_length() > BIG_INT_BITS


def _describe_int(value: int) -> str:
    digits = int(value.bit_length() * 0.30103) + 1  # about: counting them exactly would format the number
    return f"<an integer of about {digits:,} digits>"


class _ShortRepr(reprlib.Repr):
    def repr_int(self, x: int, level: int) -> str:
        return _describe_int(x) if big_int(x) else super().repr_int(x, level)


_short = _ShortRepr()
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
    if big_int(value):  # bool and int subclasses too: reprlib dispatches on the type's name
        return _describe_int(value)
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
