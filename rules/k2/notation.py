"""K2's action notation.

    pick M2          choose a card for the round (secretly; three picks lock the choice)
    take 1           the risk taker takes a face-up token (option risk_choice=choose)
    give M2 a        give a played card to the angular climber (r: the round one)
    give R13:down r  a rope card used for its down value (R13:up for its up value)
    move S14         the climber of the open card(s) moves there by the cheapest route
    tent             pitch that climber's tent on its space
    deduct           take one risk point off the open card(s)
    done             end the turn (done a: the remaining risk comes off climber a's acclimatization)
    rescue S3        option rescue: put a dying climber back on a free space below 6000 m
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import IllegalAction, quote
from .board import CARDS

_CARD = "|".join(CARDS)
_SPACE = r"[A-Z][A-Z0-9]{0,7}"
_PATTERNS = [
    (re.compile(rf"pick ({_CARD})"), lambda m: {"type": "pick", "card": m[1]}),
    (re.compile(r"take ([0-9])"), lambda m: {"type": "take", "token": int(m[1])}),
    (re.compile(rf"give ({_CARD})(?::(up|down))? ([ar])"), lambda m: _give(m[1], m[2], m[3])),
    (re.compile(rf"move ({_SPACE})"), lambda m: {"type": "move", "space": m[1]}),
    (re.compile(rf"rescue ({_SPACE})"), lambda m: {"type": "rescue", "space": m[1]}),
    (re.compile(r"(tent|deduct|done)"), lambda m: {"type": m[1]}),
    (re.compile(r"done ([ar])"), lambda m: {"type": "done", "climber": m[1]}),
]


def _give(card: str, use: str | None, climber: str) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "give", "card": card, "climber": climber}
    if use:
        action["use"] = use
    return action


def format_action(action: dict[str, Any]) -> str:
    kind = action["type"]
    if kind == "pick":
        return f"pick {action['card']}"
    if kind == "take":
        return f"take {action['token']}"
    if kind == "give":
        use = f":{action['use']}" if "use" in action else ""
        return f"give {action['card']}{use} {action['climber']}"
    if kind in ("move", "rescue"):
        return f"{kind} {action['space']}"
    if kind == "done" and "climber" in action:
        return f"done {action['climber']}"
    return kind


def parse_action(text: str) -> dict[str, Any]:
    text = text.strip()
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(text)
        if m:
            return build(m)
    raise IllegalAction(
        f"Malformed action: {quote(text)} is not K2 notation (e.g. 'pick M2', 'give R13:down a', 'move S5', 'done').",
        "error.malformed", {"detail": f"{quote(text)} is not K2 notation"},
    )
