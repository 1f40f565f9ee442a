"""Nanga Parbat's action notation, one short text per decision:

    guide 3            the second player places the guide on region 3 (setup)
    trap 3.5           trap the animal on section 3.5 (region 3, section 5)
    power yak          activate an animal: then 'pick ...' its target(s)
    claim camps        start a points-chart claim (camps | different | same): then 'pick ...'
    pick 2.4           a section (a hiker for camps, or a power's piece)
    pick region 4      the yak's new region for the guide
    pick yak           an animal from your board for a trade; 'pick used yak' an activated one
    confirm            finish a claim that could still grow
    cancel             back out of an unfinished claim or power
    end                end your turn
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import IllegalAction, quote
from .board import ANIMALS, ROWS

_BARE = {"confirm": "confirm", "cancel": "cancel", "end": "end_turn"}
_BARE_BACK = {v: k for k, v in _BARE.items()}
_SECTION = r"([1-6]\.[1-6])"
_ANIMAL = "(" + "|".join(ANIMALS) + ")"
_PATTERNS = [
    (re.compile(r"guide ([1-6])"), lambda m: {"type": "guide", "region": int(m.group(1))}),
    (re.compile(r"trap " + _SECTION), lambda m: {"type": "trap", "section": m.group(1)}),
    (re.compile(r"power " + _ANIMAL), lambda m: {"type": "power", "animal": m.group(1)}),
    (re.compile(r"claim (" + "|".join(ROWS) + ")"), lambda m: {"type": "claim", "row": m.group(1)}),
    (re.compile(r"pick " + _SECTION), lambda m: {"type": "pick", "section": m.group(1)}),
    (re.compile(r"pick region ([1-6])"), lambda m: {"type": "pick", "region": int(m.group(1))}),
    (re.compile(r"pick (used )?" + _ANIMAL), lambda m: {"type": "pick", "animal": m.group(2),
                                                         "used": m.group(1) is not None}),
]


def format_action(action: dict[str, Any]) -> str:
    kind = action["type"]
    if kind in _BARE_BACK:
        return _BARE_BACK[kind]
    if kind == "guide":
        return f"guide {action['region']}"
    if kind == "trap":
        return f"trap {action['section']}"
    if kind == "power":
        return f"power {action['animal']}"
    if kind == "claim":
        return f"claim {action['row']}"
    if "section" in action:
        return f"pick {action['section']}"
    if "region" in action:
        return f"pick region {action['region']}"
    return f"pick {'used ' if action['used'] else ''}{action['animal']}"


def parse_action(text: str) -> dict[str, Any]:
    if text in _BARE:
        return {"type": _BARE[text]}
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(text)
        if m:
            return build(m)
    raise IllegalAction(
        f"Malformed action: {quote(text)} is not Nanga Parbat notation (e.g. 'trap 3.5', 'power yak', 'pick 2.4', "
        "'claim camps', 'end').",
        "error.malformed", {"detail": f"{quote(text)} is not Nanga Parbat notation"},
    )
