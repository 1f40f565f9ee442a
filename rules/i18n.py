"""Message catalogues (en, ja): a game's text is data, looked up by key.

A template names its parameters in braces ("{player} passes."). A word that depends on a count is written
"{n|point|points}": the first form when the parameter n is 1 (or -1), the second otherwise ("0 points",
"1 point", "2 points"). Japanese needs none. The boards' fill() (widgets/src/common/dom.js) reads the same form.
"""

from __future__ import annotations

import importlib
import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

LANGS = ("en", "ja")
# "{n|point|points}": the word for the count in parameter n
PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")


def is_one(value: Any) -> bool:
    """Whether a count reads as singular in English: 1 and -1 (also as text, e.g. "1")."""
    try:
        return abs(float(str(value))) == 1
    except ValueError:
        return False


def plural(template: str, values: dict[str, Any]) -> str:
    """Resolve the "{n|one|other}" words of a template from its parameters (an unknown parameter: left as is,
    so format_map names it)."""
    def word(m: re.Match[str]) -> str:
        if m.group(1) not in values:
            return "{" + m.group(1) + "}"
        return m.group(2) if is_one(values[m.group(1)]) else m.group(3)
    return PLURAL.sub(word, template) if "|" in template else template


@dataclass(frozen=True)
class All:
    """Several messages read as one list joined by "and" (a plain list of Msgs joins with "or")."""

    items: tuple[Any, ...]


@dataclass(frozen=True)
class Msg:
    """A translatable message: a catalogue key and its parameters (which may be Msgs)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)


def package_json(package: str, name: str) -> Any:
    """A JSON file shipped in a package's folder, read through the package's own loader: from a folder, or from the
    zip the site imports the rules from (importlib.resources would be one more module to load at every cold start)."""
    spec = importlib.import_module(package).__spec__
    get_data = getattr(spec.loader, "get_data", None) if spec is not None else None
    if spec is None or spec.origin is None or get_data is None:
        raise ImportError(f"{package} is not a package whose files can be read")
    return json.loads(get_data(os.path.join(os.path.dirname(spec.origin), name)))


class Catalog:
    """Templates per language; a game's catalogue falls back to the core one."""

    def __init__(self, tables: dict[str, dict[str, str]], parent: Catalog | None = None) -> None:
        missing = [lang for lang in LANGS if lang not in tables]
        if missing:
            raise ValueError(f"catalogue lacks languages {missing}")
        self.tables = tables
        self.parent = parent
        self._sections: dict[tuple[str, str], dict[str, str]] = {}

    @classmethod
    def from_package(cls, package: str, name: str = "messages.json", parent: Catalog | None = None) -> Catalog:
        return cls(package_json(package, name), parent)

    def template(self, key: str, lang: str) -> str | None:
        table = self.tables.get(lang) or self.tables["en"]
        if key in table:
            return table[key]
        if key in self.tables["en"]:
            return self.tables["en"][key]
        return self.parent.template(key, lang) if self.parent else None

    def keys(self) -> set[str]:
        return set(self.tables["en"]) | (self.parent.keys() if self.parent else set())

    def section(self, prefix: str, lang: str) -> dict[str, str]:
        """Raw templates whose key starts with `prefix`, keyed by the rest: a front-end fills in {placeholders}.
        Gathered once per prefix and language (every snapshot sends the board's words); each call gets its own dict."""
        found = self._sections.get((prefix, lang))
        if found is None:
            found = self._sections[(prefix, lang)] = {
                k[len(prefix):]: self.template(k, lang) or k for k in sorted(self.keys()) if k.startswith(prefix)}
        return dict(found)

    def has(self, key: str) -> bool:
        return self.template(key, "en") is not None

    def render(self, msg: Msg | str, lang: str = "en", **params: Any) -> str:
        if isinstance(msg, str):
            msg = Msg(msg, params)
        template = self.template(msg.key, lang)
        if template is None:
            return msg.key
        values = {k: self._value(v, lang) for k, v in msg.params.items()}
        return plural(template, values).format_map(values)

    def _value(self, value: Any, lang: str) -> Any:
        if isinstance(value, Msg):
            return self.render(value, lang)
        if isinstance(value, All):
            return (self.template("list.and", lang) or ", ").join(str(self._value(v, lang)) for v in value.items)
        if isinstance(value, (list, tuple)) and all(isinstance(v, Msg) for v in value):
            return (self.template("list.or", lang) or " / ").join(self.render(v, lang) for v in value)
        return value


def hidden_group(catalog: Catalog, seat: int | None, what: str, cards: Sequence[Msg | str],
                 lang: str) -> list[dict[str, Any]]:
    """One group of Game.hidden_cards (none if it holds no card): whose, its name (core key hidden.<what>), the
    cards' names."""
    names = [c if isinstance(c, str) else catalog.render(c, lang) for c in cards]
    return [{"seat": seat, "what": catalog.render(f"hidden.{what}", lang), "cards": names}] if names else []


CORE = Catalog.from_package("rules")
