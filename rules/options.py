"""Typed, validated game options with BGA's behaviour as the defaults."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import BadOption, quote


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    provisional: bool = False  # a rule no readable source confirmed: listed in the in-game help
    players: tuple[int, ...] | None = None  # the player counts the option matters for (None: all)
    unavailable: tuple[tuple[Any, str], ...] = ()  # (value, why): known values refused with their reason

    @property
    def kind(self) -> type:
        return type(self.default)

    def check(self, value: Any) -> Any:
        kind: Any = self.kind  # (Any: a checker would read the test below as narrowing the value to `object`)
        # bool is an int subclass: never let True pass for a number or 1 for a flag
        if type(value) is not kind:
            raise BadOption(
                f"option '{self.name}' must be {kind.__name__}"
                + (f" (one of {_listing(self.choices)})" if self.choices else "")
                + f", got {quote(value)} ({type(value).__name__})"
            )
        for refused, why in self.unavailable:
            if value == refused:
                raise BadOption(f"option '{self.name}': {quote(value)} is not available: {why}")
        if self.choices is not None and value not in self.choices:
            raise BadOption(f"option '{self.name}' must be one of {_listing(self.choices)}, got {quote(value)}")
        if self.minimum is not None and value < self.minimum:
            raise BadOption(f"option '{self.name}' must be at least {self.minimum}, got {quote(value)}")
        if self.maximum is not None and value > self.maximum:
            raise BadOption(f"option '{self.name}' must be at most {self.maximum}, got {quote(value)}")
        return value

    def describe(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "type": self.kind.__name__,
            "default": self.default,
            "choices": list(self.choices) if self.choices else None,
            "minimum": self.minimum,
            "maximum": self.maximum,
            "provisional": self.provisional,
            "players": list(self.players) if self.players else None,
            "help": self.help,
        }


def _listing(values: tuple[Any, ...] | None) -> str:
    return ", ".join(repr(v) for v in values or ())


class OptionSet:
    def __init__(self, *options: Option) -> None:
        self.by_name = {o.name: o for o in options}

    def resolve(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults overlaid with `given`; any unknown or ill-typed option is refused."""
        if given is None:
            given = {}
        if not isinstance(given, Mapping):
            raise BadOption(f"options must be a mapping of name to value, got {type(given).__name__}")
        unknown = [k for k in given if k not in self.by_name]
        if unknown:
            raise BadOption(f"unknown option {quote(unknown[0])}; valid options: {', '.join(self.by_name) or 'none'}")
        return {name: (opt.check(given[name]) if name in given else opt.default) for name, opt in self.by_name.items()}

    def describe(self) -> list[dict[str, Any]]:
        return [o.describe() for o in self.by_name.values()]

    def provisional(self) -> list[Option]:
        return [o for o in self.by_name.values() if o.provisional]
