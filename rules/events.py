"""Events: what an applied action did, with per-seat private parts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .record import duplicate


@dataclass(slots=True)
class Event:
    """`data` is public; `private[seat]` is added only to that seat's view.

    `irreversible` marks a reveal of hidden information or a random draw: undo
    never goes back across it (BGA's policy).
    """

    type: str
    data: dict[str, Any] = field(default_factory=dict)
    private: dict[int, dict[str, Any]] = field(default_factory=dict)
    irreversible: bool = False

    def view(self, seat: int | None) -> dict[str, Any]:
        out = {"type": self.type, **self.data}
        if seat is not None and seat in self.private:
            out.update(self.private[seat])
        return out

    def copy(self) -> Event:
        """A twin with data of its own, for a caller who may change it."""
        return Event(self.type, duplicate(self.data), duplicate(self.private), self.irreversible)

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "data": self.data,
            "private": {str(k): v for k, v in self.private.items()},
            "irreversible": self.irreversible,
        }
