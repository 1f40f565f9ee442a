"""Kami's complete game state (hidden parts included). Hands are counts per kind."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
class KamiState:
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
    revealed: list[list[int] | None] = field(default_factory=list)  # hands shown for the redeal
    last_round: dict[str, Any] | None = None
    winner_side: int = -1

    def copy(self) -> KamiState:
        return KamiState(
            players=self.players,
            rng=self.rng.copy(),
            round=self.round,
            scores=list(self.scores),
            leader=self.leader,
            phase=self.phase,
            hands=[list(h) for h in self.hands],
            defence=[list(d) for d in self.defence],
            merc_hides=[list(m) for m in self.merc_hides],
            attacks=[list(a) for a in self.attacks],
            mercs=[list(m) for m in self.mercs],
            leftover=list(self.leftover),
            peeks=list(self.peeks),
            turn=self.turn,
            step=self.step,
            lead_turn=self.lead_turn,
            hidden=self.hidden,
            attacker=self.attacker,
            attack_kind=self.attack_kind,
            passes=self.passes,
            mercs_used=self.mercs_used,
            empress_countered=self.empress_countered,
            two_empresses=list(self.two_empresses),
            redeal_queue=list(self.redeal_queue),
            revealed=[list(r) if r is not None else None for r in self.revealed],
            last_round=dict(self.last_round) if self.last_round else None,
            winner_side=self.winner_side,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "rng": self.rng.state(),
            "round": self.round,
            "scores": self.scores,
            "leader": self.leader,
            "phase": self.phase,
            "hands": self.hands,
            "defence": [[[k, up] for k, up in row] for row in self.defence],
            "merc_hides": self.merc_hides,
            "attacks": self.attacks,
            "mercs": self.mercs,
            "leftover": self.leftover,
            "peeks": self.peeks,
            "turn": self.turn,
            "step": self.step,
            "lead_turn": self.lead_turn,
            "hidden": self.hidden,
            "attacker": self.attacker,
            "attack_kind": self.attack_kind,
            "passes": self.passes,
            "mercs_used": self.mercs_used,
            "empress_countered": self.empress_countered,
            "two_empresses": self.two_empresses,
            "redeal_queue": self.redeal_queue,
            "revealed": self.revealed,
            "last_round": self.last_round,
            "winner_side": self.winner_side,
        }

    # ---- small derived facts -------------------------------------------------
    def side(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def visible_mercs(self) -> list[int]:
        """Indices of mercenary stacks that still show a card."""
        return [i for i, stack in enumerate(self.mercs) if stack]
