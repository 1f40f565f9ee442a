"""Kami's statistics for the result card, counted from the game's events (rules/tally.py)."""

from __future__ import annotations

from ..events import Event
from ..tally import Tally

KEYS = ("rounds_won", "master_strikes", "attacks", "counters", "passes", "mercenaries")


def count(tally: Tally, event: Event) -> None:
    d = event.data
    if event.type in ("attack", "counter", "pass"):
        tally[d["seat"]][{"attack": "attacks", "counter": "counters", "pass": "passes"}[event.type]] += 1
    if event.type in ("hide", "attack", "counter") and "merc" in d:
        tally[d["seat"]]["mercenaries"] += 1
    if event.type == "round_end":
        tally[d["winner"]]["rounds_won"] += 1
        tally[d["winner"]]["master_strikes"] += bool(d.get("master_strike"))
