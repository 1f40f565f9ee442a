"""K2's complete game state (hidden parts included)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from ..rng import Rng

# phases
CHOOSE = "choose"    # every seat picks 3 cards in secret
RISK = "risk"        # the risk taker picks a face-up token (option risk_choice=choose)
ACTIONS = "actions"  # one seat at a time gives its cards to its climbers
RESCUE = "rescue"    # option rescue: a dying climber's owner places it below 6000 m
OVER = "over"


@dataclass
class Climber:
    space: str | None = "BASE"  # None once dead
    accl: int = 1
    score: int = 1              # VP of the highest space ever entered (1 after death)
    best_time: int = 0          # clock when that score was reached (ranking tie-break)
    tent: str | None = None     # where this climber pitched its tent
    got_card: bool = False      # was given a card this round (the risk may fall on it)

    @property
    def alive(self) -> bool:
        return self.space is not None

    def copy(self) -> Climber:
        return Climber(self.space, self.accl, self.score, self.best_time, self.tent, self.got_card)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass
class Pool:
    """The cards a climber is using right now: move points (free: any direction, down: descending only)
    or an acclimatization card just added (deductible: how much risk it can still absorb)."""

    climber: int
    kind: str = "move"  # "move" | "accl"
    free: int = 0
    down: int = 0
    moved: bool = False
    deductible: int = 0

    def copy(self) -> Pool:
        return Pool(self.climber, self.kind, self.free, self.down, self.moved, self.deductible)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass
class K2State:
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
    last_check: list[dict[str, Any]] = field(default_factory=list)

    def copy(self) -> K2State:
        return K2State(
            players=self.players,
            rng=self.rng.copy(),
            side=self.side,
            round=self.round,
            first=self.first,
            phase=self.phase,
            hands=[list(h) for h in self.hands],
            decks=[list(d) for d in self.decks],
            picked=[list(p) for p in self.picked],
            played=[list(p) for p in self.played],
            to_give=[list(t) for t in self.to_give],
            revealed=self.revealed,
            climbers=[[c.copy() for c in cs] for cs in self.climbers],
            risk_up=list(self.risk_up),
            risk_pile=list(self.risk_pile),
            risk_taker=self.risk_taker,
            risk_token=self.risk_token,
            risk_left=self.risk_left,
            risk_taken=list(self.risk_taken),
            weather=list(self.weather),
            turn=self.turn,
            pool=self.pool.copy() if self.pool else None,
            clock=self.clock,
            rescue_used=list(self.rescue_used),
            rescues=[list(r) for r in self.rescues],
            last_check=[dict(c) for c in self.last_check],
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "rng":
                value = value.state()
            elif f.name == "climbers":
                value = [[c.to_dict() for c in cs] for cs in value]
            elif f.name == "pool":
                value = value.to_dict() if value else None
            out[f.name] = value
        return out

    # ---- small derived facts -------------------------------------------------------
    def start_player(self) -> int:
        return (self.first + self.round - 1) % self.players

    def active(self) -> int:
        """The seat whose actions are under way (phase ACTIONS)."""
        return (self.start_player() + self.turn) % self.players

    def tile_day(self) -> tuple[int, int]:
        """(position of today's tile in the order, day 0-2 on it)."""
        return (self.round - 1) // 3, (self.round - 1) % 3
