"""Nanga Parbat's complete game state. Everything is public once the animals are placed.

Each of the 36 sections holds exactly one piece, so a cell is one small int:
0-5 an animal (species index), HIKER + seat a hiker, CAMP + seat a camp.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..record import Record
from ..rng import Rng
from .board import ANIMALS, CAMPS, COLUMNS, CUBES, HIKERS, ROWS, SECTION_IDS

HIKER = 6
CAMP = 8
# phases
GUIDE = "guide"   # the second player places the guide
PLAY = "play"
OVER = "over"
# pending decision kinds
CLAIM = "claim"
POWER = "power"


def piece_name(cell: int) -> str:
    """A cell as readable text: an animal id, 'hiker0', 'camp1'."""
    if cell < HIKER:
        return ANIMALS[cell]
    return f"hiker{cell - HIKER}" if cell < CAMP else f"camp{cell - CAMP}"


@dataclass
class NangaState(Record):
    rng: Rng
    first: int = 0
    phase: str = GUIDE
    cells: list[int] = field(default_factory=list, metadata={"plain": lambda cells: {
        SECTION_IDS[i]: piece_name(c) for i, c in enumerate(cells)}})  # its data: section -> piece
    guide: int = field(default=-1, metadata={"plain": lambda g: g + 1 if g >= 0 else None})  # 0-based region, -1
    # before the second player places it (its data: the region as the players number it, or None)
    turn: int = 0
    trapped: bool = False                 # this turn's animal is taken
    claimed: bool = False                 # this turn's points-chart square is taken
    turns: list[int] = field(default_factory=lambda: [0, 0])          # finished turns (= hikers placed)
    hikers_left: list[int] = field(default_factory=lambda: [HIKERS, HIKERS])
    camps_left: list[int] = field(default_factory=lambda: [CAMPS, CAMPS])
    cubes_left: list[int] = field(default_factory=lambda: [CUBES, CUBES])
    scores: list[int] = field(default_factory=lambda: [0, 0])
    fresh: list[list[int]] = field(default_factory=lambda: [[0] * len(ANIMALS) for _ in range(2)])  # not activated
    used: list[list[int]] = field(default_factory=lambda: [[0] * len(ANIMALS) for _ in range(2)])   # activated
    values: list[list[int]] = field(default_factory=list)             # points per chart row and column
    chart: list[list[int]] = field(default_factory=lambda: [[-1] * len(COLUMNS) for _ in ROWS])      # owner seat
    pending: list[dict[str, Any]] = field(default_factory=list)       # the decision stack, top last
    this_turn: dict[str, Any] = field(default_factory=dict)
    last_turn: dict[str, Any] | None = None

    # ---- small derived facts -------------------------------------------------
    def board_count(self, seat: int, species: int) -> int:
        return self.fresh[seat][species] + self.used[seat][species]

    def hikers_of(self, seat: int) -> set[int]:
        cell = HIKER + seat
        return {i for i, c in enumerate(self.cells) if c == cell}

