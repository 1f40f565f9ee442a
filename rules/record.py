"""State records that copy and serialise themselves from their dataclass fields.

A game's state is a tree of dataclasses, lists, dicts, scalars and an Rng. `Record` derives `to_dict` (plain JSON
data, for digests and golden files) and `copy` (an independent twin, for clones and search) from the fields, so a
state class never lists its fields twice.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from .rng import Rng


def plain(value: Any) -> Any:
    """JSON data for a field value."""
    if isinstance(value, Record):
        return value.to_dict()
    if isinstance(value, Rng):
        return value.state()
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def duplicate(value: Any) -> Any:
    """An independent copy of a field value (scalars are shared: they are immutable)."""
    if isinstance(value, (Record, Rng)):
        return value.copy()
    if isinstance(value, list):
        return [duplicate(v) for v in value]
    if isinstance(value, dict):
        return {k: duplicate(v) for k, v in value.items()}
    return value


class Record:
    """Mixin for dataclasses: `to_dict()` and `copy()` from the fields."""

    def to_dict(self) -> dict[str, Any]:
        return {f.name: plain(getattr(self, f.name)) for f in fields(self)}  # type: ignore[arg-type]

    def copy(self) -> Any:
        twin = object.__new__(type(self))
        for f in fields(self):  # type: ignore[arg-type]
            object.__setattr__(twin, f.name, duplicate(getattr(self, f.name)))
        return twin
