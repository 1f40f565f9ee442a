"""Notation: `dig c0a`, `discover s5`, `buy I13`, `play A4`, `research 5`, `pay fundcar`, `plane`, `skip`,
`exile hand:fear`, `option 1`, `recruit 7`, at the round end `keep I13`, `unkeep I13`, `discard_rest` … one word for
the action's type, then its value if it has one."""

from __future__ import annotations

import re

from ..errors import IllegalAction, clip, quote
from ..moves import Action

FIELD = {"dig": "site", "discover": "site", "overcome": "site", "buy": "card", "play": "card", "pay": "card",
         "research": "space", "temple": "stack", "idol": "option", "boon": "guardian", "assistant": "id",
         "keep": "value", "unkeep": "value"}
INT_FIELDS = {"space", "stack", "option", "guardian", "id"}
BARE = {"pass", "end", "plane", "cancel", "skip", "discard_rest"}
# decisions whose option is a number
INT_CHOICES = {"option", "earring_n", "recruit", "rescue", "assistant_up", "refresh", "supply_use", "swap_own",
               "swap_supply"}


NUMBER = re.compile(r"-?[0-9]{1,6}")  # ASCII digits only: str.isdigit() takes '²' and '١' too


def format_action(action: Action) -> str:
    kind = action["type"]
    if kind in BARE:
        return kind
    value = action[FIELD[kind]] if kind in FIELD else action["value"]
    return f"{kind} {value}"


def parse_action(text: str) -> Action:
    from .effects import CHOICES
    words = text.split()
    if not words or len(words) > 2 or len(text) > 60:
        raise IllegalAction(f"cannot read the action {quote(text)}: expected e.g. 'dig c0a', 'buy I13' or 'pass'",
                            "arnak.why.notation", {"text": clip(text)})
    kind = words[0]
    if kind in BARE and len(words) == 1:
        return {"type": kind}
    if len(words) == 2 and (kind in FIELD or kind in CHOICES):
        key = FIELD.get(kind, "value")
        raw = words[1]
        as_int = key in INT_FIELDS or (key == "value" and kind in INT_CHOICES)
        if as_int:
            if not NUMBER.fullmatch(raw):
                raise IllegalAction(f"'{kind}' needs a number, got {quote(raw, 20)}", "arnak.why.notation",
                                    {"text": clip(text)})
            return {"type": kind, key: int(raw)}
        return {"type": kind, key: raw}
    raise IllegalAction(f"cannot read the action {quote(text)}: unknown action '{kind[:20]}'", "arnak.why.notation",
                        {"text": clip(text)})
