"""K2's components, read from board.json and components.json: both mountain sides, capacities, deck, tokens, weather."""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..i18n import package_json


def _load(name: str) -> dict[str, Any]:
    return package_json(__package__, name)


_BOARD = _load("board.json")
_PARTS = _load("components.json")

BASE = "BASE"
SUMMIT = "SUMMIT"
ZONES = ("Z5", "Z6", "Z7", "Z8")
MAX_ACCL = 6
ROUNDS = 18
HAND = 6
PLAY = 3
CLIMBERS = ("a", "r")  # a: angular (デコボコ), r: round (スベスベ)

DECK: dict[str, int] = _PARTS["deck"]
CARDS = tuple(DECK)  # canonical card order: M1 M2 M3 R12 R13 R23 A0 A1 A2 A3
RISK_TOKENS: list[int] = [int(v) for v, n in _PARTS["risk_tokens"].items() for _ in range(n)]
RISK_FACE_UP: int = _PARTS["risk_face_up"]
WEATHER: dict[str, list[dict[str, Any]]] = _PARTS["weather"]
TRACKS: dict[str, list[int]] = _BOARD["score_track"]


def is_move(card: str) -> bool:
    return card[0] == "M"


def is_rope(card: str) -> bool:
    return card[0] == "R"


def is_accl(card: str) -> bool:
    return card[0] == "A"


def up_value(card: str) -> int:
    """Points a card gives in any direction (0 for acclimatization cards): also its weight in the risk draw."""
    if is_move(card) or is_rope(card):
        return int(card[1])
    return 0


def down_value(card: str) -> int:
    return int(card[2]) if is_rope(card) else up_value(card)


def accl_value(card: str) -> int:
    return int(card[1]) if is_accl(card) else 0


@dataclass(frozen=True)
class Space:
    id: str
    zone: str
    vp: int
    cost: int  # points to enter; BASE has none drawn and is entered for 1 like a blank space
    accl: int
    xy: tuple[int, int]


class Mountain:
    """One side of the board: spaces and links.

    'Descending' (what a rope's down value pays for) is read from the board's picture: the space drawn
    higher up the mountain is the higher one. On both sides this agrees with the altitude flags on every
    link between different flags; the two level links of the winter side are not descents either way.
    """

    def __init__(self, side: str) -> None:
        data = _BOARD["boards"][side]
        self.side = side
        self.spaces: dict[str, Space] = {
            sid: Space(sid, s["zone"], s["vp"], s["cost"] if s["cost"] is not None else 1, s["accl"], tuple(s["xy"]))
            for sid, s in data["spaces"].items()
        }
        self.order = list(self.spaces)
        self.edges: list[tuple[str, str]] = [(a, b) for a, b in data["edges"]]
        self.links: dict[str, list[str]] = {sid: [] for sid in self.spaces}
        for a, b in self.edges:
            self.links[a].append(b)
            self.links[b].append(a)
        # image y grows downwards; a set because the move search asks for every step it tries
        self.descents = frozenset((a, b) for a, bs in self.links.items() for b in bs
                                  if self.spaces[b].xy[1] > self.spaces[a].xy[1])
        self.track = TRACKS[side]
        xs = [s.xy[0] for s in self.spaces.values()]
        ys = [s.xy[1] for s in self.spaces.values()]
        self.size = (max(xs) + min(xs), max(ys) + min(ys))

    def distances(self, start: str, step: Callable[[str, str], int]) -> dict[str, int]:
        """Cheapest total of `step(here, there)` from `start` to every space (Dijkstra)."""
        dist = {start: 0}
        todo = [(0, start)]
        while todo:
            d, here = heapq.heappop(todo)
            if d > dist[here]:
                continue
            for there in self.links[here]:
                nd = d + step(here, there)
                if nd < dist.get(there, 1 << 30):
                    dist[there] = nd
                    heapq.heappush(todo, (nd, there))
        return dist

    def downhill(self, a: str, b: str) -> bool:
        return (a, b) in self.descents

    def to_dict(self, capacity: dict[str, int]) -> dict[str, Any]:
        return {
            "side": self.side,
            "spaces": [{"id": s.id, "zone": s.zone, "vp": s.vp, "cost": None if s.id == BASE else s.cost,
                        "accl": s.accl, "xy": list(s.xy)} for s in self.spaces.values()],
            "edges": [list(e) for e in self.edges],
            "capacity": capacity,
            "track": list(self.track),
            "size": list(self.size),
        }


MOUNTAINS = {side: Mountain(side) for side in _BOARD["boards"]}


def capacities(players: int, relaxed: bool) -> dict[str, int]:
    """Climbers that may end their action on one space of each zone (base camp: no limit)."""
    key = "5_relaxed" if relaxed and players == 5 else str(players)
    return {zone: by_count.get(key, by_count[str(players)]) for zone, by_count in _BOARD["capacity"].items()}
