"""Kami's action notation: 'hide S', 'counter H', 'attack G@m3', 'pass', 'reshuffle', 'keep'.

Card codes: S soldier, P spear, H horseman, G gold dragon, V silver dragon, M madman,
T tower, E empress. '@mN' names mercenary stack N (1-8, 2 players), numbered from 1 as on the board.
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import IllegalAction, quote
from .cards import BY_CODE

_PLACE = re.compile(r"(hide|counter|attack) ([A-Z])(?:@m([1-8]))?")
_BARE = ("pass", "reshuffle", "keep")


def format_action(action: dict[str, Any]) -> str:
    if action["type"] in _BARE:
        return action["type"]
    merc = f"@m{action['merc']}" if "merc" in action else ""
    return f"{action['type']} {action['card']}{merc}"


def parse_action(text: str) -> dict[str, Any]:
    text = text.strip()
    if text in _BARE:
        return {"type": text}
    m = _PLACE.fullmatch(text)
    if not m or m.group(2) not in BY_CODE:
        raise IllegalAction(
            f"Malformed action: {quote(text)} is not Kami notation "
            "(e.g. 'hide S', 'counter H', 'attack G@m3', 'pass').",
            "error.malformed", {"detail": f"{quote(text)} is not Kami notation"},
        )
    action: dict[str, Any] = {"type": m.group(1), "card": m.group(2)}
    if m.group(3) is not None:
        action["merc"] = int(m.group(3))
    return action
