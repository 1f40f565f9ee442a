"""The language of Arnak's effect programs (cards.json, board.json): each op, the fields it takes and what each
may hold. The catalogue is checked against it when it is loaded, so a card added with a misspelt field or a wrong
value is refused at once, naming the card, the step and the field, instead of misbehaving in a game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

RESOURCES = ("coin", "compass", "tablet", "arrowhead", "jewel")
ICONS = ("boot", "car", "ship", "plane")


class Kind:
    """What a field may hold: in words (for the refusal) and as a test."""

    def __init__(self, words: str, test: Callable[[Any], bool]) -> None:
        self.words, self.test = words, test


def _whole(low: int) -> Kind:
    return Kind(f"a whole number from {low}", lambda v: type(v) is int and v >= low)


def _one_of(*values: str) -> Kind:
    return Kind("one of " + ", ".join(values), lambda v: v in values)


def _list_of(words: str, item: Callable[[Any], bool], empty: bool = False) -> Kind:
    return Kind(f"a list of {words}", lambda v: type(v) is list and (empty or bool(v)) and all(map(item, v)))


def _is_resources(v: Any) -> bool:
    return (type(v) is dict and bool(v)
            and all(k in RESOURCES and type(n) is int and n >= 1 for k, n in v.items()))


COUNT, FLAG = _whole(1), Kind("true or false", lambda v: type(v) is bool)
RES = Kind("resources, {name: count from 1} (names: " + ", ".join(RESOURCES) + ")", _is_resources)
TRAVEL = _list_of("travel icons (" + ", ".join(ICONS) + ")", lambda v: v in ICONS)
LEVELS = _list_of("site levels (0: level I, 1: level II)", lambda v: v in (0, 1))
STEPS = Kind("a list of programs (each a list of steps)", lambda v: type(v) is list and bool(v)
             and all(type(p) is list for p in v))

# op -> (the fields it must have, the fields it may have)
Fields = dict[str, Kind]
OPS: dict[str, tuple[Fields, Fields]] = {
    "gain": ({"res": RES}, {}),
    "pay": ({"res": RES}, {}),
    "draw": ({"n": COUNT}, {}),
    "draw_bottom": ({"n": COUNT}, {}),
    "discard": ({"n": COUNT}, {}),
    "fear": ({"n": COUNT}, {}),
    "refresh_assistant": ({"n": COUNT}, {}),
    "exile": ({"optional": FLAG}, {}),
    "upgrade": ({"optional": FLAG}, {}),
    "choose": ({"options": STEPS}, {"count": COUNT}),
    "buy": ({"kinds": _list_of("card kinds (item, artifact)", lambda v: v in ("item", "artifact")),
             "discount": _whole(0)}, {"top": FLAG}),
    "dig_or_discover": ({"travel_discount": TRAVEL}, {"compass_discount": _whole(0)}),
    "travel": ({"icons": TRAVEL}, {}),
    "pay_travel": ({"icons": TRAVEL}, {}),
    "activate": ({}, {"levels": LEVELS, "own": FLAG, "unoccupied": FLAG, "count": COUNT, "level2_pay": RES}),
    "relocate": ({"levels": LEVELS}, {}),
    "earring": ({"max": COUNT, "from": _one_of("top", "bottom"), "return_top": FLAG}, {}),
    "gain_card": ({"from": _one_of("row", "row_artifact", "item_exile"),
                   "to": _one_of("hand", "play", "top_of_deck", "bottom_of_deck")}, {}),
    "gain_per": ({"what": _one_of("guardians_at_own_sites_plus_overcome", "idols_owned_incl_slotted",
                                  "own_archaeologists_on_board"), "res": _one_of(*RESOURCES)}, {"max": COUNT}),
    "overcome_free": ({"where": _one_of("own", "no_other")}, {}),
    "research": ({}, {"token": _one_of("glass", "notebook"), "free": FLAG, "temple": FLAG,
                      "discounts": _list_of("resources", _is_resources)}),
    "return_home": ({"stop_if_none": FLAG}, {}),
    "site_tile": ({"level": Kind("1 or 2", lambda v: type(v) is int and v in (1, 2))}, {}),
    "supply_assistant": ({"side": _one_of("silver", "gold")}, {}),
    **{op: ({}, {}) for op in ("exile_row_item", "exile_self", "move_guardian", "ocarina", "pass", "passage_shell",
                               "recruit", "rescue", "stone_key", "swap_assistant", "upgrade_assistant", "war_mask")},
}


def catalogue_problems(data: Any, where: str) -> list[str]:
    """Every program found in a catalogue file (a list of steps, wherever it is), checked: a card's by its id."""
    if type(data) is list and data and all(type(s) is dict and "op" in s for s in data):
        return problems(data, where)
    if type(data) is dict:
        name = f"{where} {data['id']}" if "id" in data and type(data["id"]) is str else where
        return [p for key, value in data.items()  # a card's effect is a program even when it is not a list
                for p in (problems if key == "effect" else catalogue_problems)(value, f"{name}.{key}")]
    if type(data) is list:
        return [p for i, value in enumerate(data) for p in catalogue_problems(value, f"{where}[{i}]")]
    return []


def check_catalogue(data: Any, name: str) -> None:
    """Refuse a catalogue file with a bad program: every problem found, one per line."""
    found = catalogue_problems(data, name)
    if found:
        raise ValueError(f"{name} has {len(found)} bad effect step(s):\n" + "\n".join(found[:20]))


def problems(program: Any, where: str) -> list[str]:
    """What is wrong with a program (a list of steps), each naming `where` it is, the step and the field."""
    if type(program) is not list:
        return [f"{where}: an effect is a list of steps, got {type(program).__name__}"]
    out = []
    for i, step in enumerate(program, 1):
        at = f"{where}, step {i}"
        op = step.get("op") if type(step) is dict else None
        if op not in OPS:
            out.append(f"{at}: unknown op {op!r} (the ops: {', '.join(sorted(OPS))})")
            continue
        must, may = OPS[op]
        for key in must:
            if key not in step:
                out.append(f"{at} ({op}): the field '{key}' is missing")
        for key, value in step.items():
            kind = must.get(key) or may.get(key)
            if key == "op":
                continue
            if kind is None:
                out.append(f"{at} ({op}): unknown field '{key}' (it takes: {', '.join([*must, *may]) or 'none'})")
            elif not kind.test(value):
                out.append(f"{at} ({op}): '{key}' must be {kind.words}, got {value!r}"[:300])
            elif kind is STEPS:
                for n, option in enumerate(value, 1):
                    out += problems(option, f"{at} ({op}), option {n}")
    return out
