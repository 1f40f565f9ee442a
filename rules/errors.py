"""Every error the rules package raises is a ValueError subclass naming the problem."""

from __future__ import annotations

from typing import Any


class RulesError(ValueError):
    """Base of every rules error."""


class UnknownGame(RulesError):
    pass


class BadPlayers(RulesError):
    pass


class BadOption(RulesError):
    pass


class BadSave(RulesError):
    pass


class IllegalAction(RulesError):
    """An action that is not legal now. The game is left exactly as it was.

    `key` and `params` let a front-end show the reason in the player's language;
    str(error) is the English text.
    """

    def __init__(self, message: str, key: str = "", params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.params = dict(params or {})
