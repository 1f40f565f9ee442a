"""K2's complete game state (hidden parts included)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..record import Record
from ..rng import Rng

# phases
CHOOSE = "choose"    # every seat picks 3 cards in secret
RISK = "risk"        # the risk taker picks a face-up token (option risk_choice=choose)
ACTIONS = "actions"  # one seat at a time gives its cards to its climbers
RESCUE = "rescue"    # option rescue: a dying climber's owner places it below 6000 m
OVER = "over"


@dataclass
class Climber(Record):
    space: str | None = "BASE"  # None once dead
    accl: int = 1
    score: int = 1              # VP of the highest space ever entered (1 after death)
    best_time: int = 0          # clock when that score was reached (ranking tie-break)
    tent: str | None = None     # where this climber pitched its tent
    got_card: bool = False      # was given a card this round (the risk may fall on it)

    @property
    def alive(self) -> bool:
        return self.space is not None

@dataclass
class Pool(Record):
    """The cards a climber is using right now: move points (free: any direction, down: descending only)
    or an acclimatization card just added (deductible: how much risk it can still absorb)."""

    climber: int
    kind: str = "move"  # "move" | "accl"
    free: int = 0
    down: int = 0
    moved: bool = False
    deductible: int = 0

@dataclass
class K2State(Record):
    players: int
    rng: Rng
    side: str = "summer"
    round: int = 1
    first: int = 0                    # start player of round 1; the marker passes left each round
    phase: str = CHOOSE
    hands: list[list[str]] = field(default_factory=list)     # sorted card codes, picked cards excluded
    decks: list[list[str]] = field(default_factory=list)     # draw from the end
    picked: list[list[str]] = field(default_factory=list)    # this round's secret picks
    played: list[list[str]] = field(default_factory=list)    # revealed this round ([] before the reveal)
    to_give: list[list[str]] = field(default_factory=list)   # revealed cards not yet given to a climber
    revealed: bool = False
    climbers: list[list[Climber]] = field(default_factory=list)
    risk_up: list[int] = field(default_factory=list)         # face-up tokens
    risk_pile: list[int] = field(default_factory=list)       # face-down tokens, drawn from the end
    risk_taker: int = -1
    risk_token: int = -1
    risk_left: int = 0
    risk_taken: list[int] = field(default_factory=list)      # tokens taken so far (out of the game)
    weather: list[int] = field(default_factory=list)         # tile order (indices into the tile set)
    turn: int = 0                     # how many seats have finished their actions this round
    pool: Pool | None = None
    clock: int = 0                    # counts moves, to know who reached a height first
    rescue_used: list[bool] = field(default_factory=list)
    rescues: list[list[int]] = field(default_factory=list)   # [seat, climber] awaiting a rescue decision
    last_check: list[dict[str, int | str | bool | None]] = field(default_factory=list)  # the check, per climber

    # ---- small derived facts -------------------------------------------------------
    def start_player(self) -> int:
        return (self.first + self.round - 1) % self.players

    def active(self) -> int:
        """The seat whose actions are under way (phase ACTIONS)."""
        return (self.start_player() + self.turn) % self.players

    def tile_day(self) -> tuple[int, int]:
        """(position of today's tile in the order, day 0-2 on it)."""
        return (self.round - 1) // 3, (self.round - 1) % 3
