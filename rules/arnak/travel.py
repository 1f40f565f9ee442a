"""Travel icons: what pays what, and whether a cost can still be paid.

A plane pays any icon; a car pays car or boot; a ship pays ship or boot; a boot pays only boot. Car and ship never
stand in for each other.
"""

from __future__ import annotations

from collections.abc import Iterable

PAYS = {"plane": ("plane", "car", "ship", "boot"), "car": ("car", "boot"), "ship": ("ship", "boot"),
        "boot": ("boot",)}
ORDER = ("plane", "car", "ship", "boot")  # most demanding need first


def counts(icons: Iterable[str]) -> dict[str, int]:
    out = dict.fromkeys(ORDER, 0)
    for icon in icons:
        out[icon] += 1
    return out


def feasible(need: Iterable[str], have: dict[str, int]) -> bool:
    """Can icons `have` (counts by kind) pay every icon of `need`?"""
    n = counts(need)
    planes = have["plane"] - n["plane"]
    if planes < 0:
        return False
    short = max(0, n["car"] - have["car"]) + max(0, n["ship"] - have["ship"])
    planes -= short
    if planes < 0:
        return False
    spare = max(0, have["car"] - n["car"]) + max(0, have["ship"] - n["ship"]) + have["boot"] + planes
    return n["boot"] <= spare


def apply_icons(need: list[str], icons: Iterable[str], rest: dict[str, int] | None = None) -> tuple[list[str], int]:
    """Pay `need` with `icons` (the most demanding need each icon can pay, keeping the rest payable with `rest` if
    possible). Returns the need left and how many icons paid something."""
    left = list(need)
    used = 0
    for icon in icons:
        options = [n for n in ORDER if n in PAYS[icon] and n in left]
        if not options:
            continue
        pick = options[0]
        if rest is not None:
            for option in options:
                trial = list(left)
                trial.remove(option)
                if feasible(trial, rest):
                    pick = option
                    break
        left.remove(pick)
        used += 1
    return left, used


def helps(need: list[str], icons: Iterable[str]) -> bool:
    return any(n in PAYS[icon] for icon in icons for n in need)
