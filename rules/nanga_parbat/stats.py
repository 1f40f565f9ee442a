"""Nanga Parbat's statistics for the result card, counted from the game's events (rules/tally.py)."""

from __future__ import annotations

from ..events import Event
from ..tally import Tally

KEYS = ("animals", "claims", "claim_points", "powers", "red_panda")


def count(tally: Tally, event: Event) -> None:
    d = event.data
    if event.type == "trap":
        tally[d["seat"]]["animals"] += 1
    elif event.type == "claim":
        tally[d["seat"]]["claims"] += 1
        tally[d["seat"]]["claim_points"] += d["points"]
    elif event.type == "power":
        tally[d["seat"]]["powers"] += 1
    elif event.type == "score" and d.get("reason") == "red_panda":
        tally[d["seat"]]["red_panda"] += d["points"]
