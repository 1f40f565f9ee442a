"""Kami's complete game state (hidden parts included). Hands are counts per kind."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..record import Record
from ..rng import Rng

# steps inside the play phase
LEAD = "lead"          # the leader places a card face down
ATTACK = "attack"      # the player on turn places the attack card face up
RESPOND = "respond"    # counter the current attack, or pass
# phases
REDEAL = "redeal"      # 4 players: a partner decides on a soldier-heavy hand
PLAY = "play"
OVER = "over"


@dataclass
class KamiState(Record):
    players: int
    rng: Rng
    round: int = 0
    scores: list[int] = field(default_factory=list)      # per side: seat, or team (seat % 2) with 4 players
    leader: int = 0                                      # who led the round's first turn
    phase: str = PLAY
    hands: list[list[int]] = field(default_factory=list)  # hands[seat][kind] = count
    defence: list[list[tuple[int, bool]]] = field(default_factory=list)  # (kind, face_up)
    merc_hides: list[list[int]] = field(default_factory=list)  # defence indices placed face down from mercenaries
    attacks: list[list[int]] = field(default_factory=list)
    mercs: list[list[int]] = field(default_factory=list)   # 2 players: stacks, top card last
    leftover: list[int] = field(default_factory=list)      # 3 players: the two unused cards
    peeks: list[int] = field(default_factory=list)         # 3 players: kind each seat saw (-1 none)
    turn: int = 0
    step: str = LEAD
    lead_turn: bool = True       # this turn began as a lead (for the master strike)
    hidden: int = -1             # kind placed face down from the hand this turn, -1 if none
    attacker: int = -1
    attack_kind: int = -1
    passes: int = 0
    mercs_used: int = 0          # mercenaries used in this turn
    empress_countered: bool = False
    two_empresses: list[bool] = field(default_factory=list)  # hand was once exactly two empresses
    redeal_queue: list[int] = field(default_factory=list)    # seats whose soldier hand awaits a decision
    revealed: list[list[str] | None] = field(default_factory=list)  # hands shown for the redeal
    last_round: dict[str, Any] | None = None
    winner_side: int = -1

    # ---- small derived facts -------------------------------------------------
    def side(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def visible_mercs(self) -> list[int]:
        """Indices of mercenary stacks that still show a card."""
        return [i for i, stack in enumerate(self.mercs) if stack]
