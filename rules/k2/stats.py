"""K2's statistics for the result card, counted from the game's events (rules/tally.py)."""

from __future__ import annotations

from ..events import Event
from ..tally import Tally

KEYS = ("best_flag", "climbed", "tents", "risk_tokens", "deaths")


def count(tally: Tally, event: Event) -> None:
    d = event.data
    if event.type == "move":
        seat = tally[d["seat"]]
        seat["climbed"] += len(d["path"]) - 1
        seat["best_flag"] = max(seat["best_flag"], d["score"])
    elif event.type == "tent":
        tally[d["seat"]]["tents"] += 1
    elif event.type == "take":
        tally[d["seat"]]["risk_tokens"] += 1
    elif event.type == "check":
        for change in d["changes"]:
            tally[change["seat"]]["deaths"] += bool(change["died"])
