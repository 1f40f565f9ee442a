"""Arnak's complete game state (hidden parts included). Lists of cards are ids; a deck's top is its first card."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..record import Record
from ..rng import Rng


@dataclass
class Assistant(Record):
    id: int
    gold: bool = False
    ready: bool = True


@dataclass
class Player(Record):
    res: dict[str, int] = field(default_factory=dict)
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    play: list[str] = field(default_factory=list)        # the play area (the round's discard pile)
    paying: list[str] = field(default_factory=list)      # cards set aside to pay the open travel cost
    keeping: list[str] = field(default_factory=list)     # round end: cards set aside to keep for the next round
    home: int = 2                                         # archaeologists on the player board
    idols: int = 0                                        # idols in the supply crates (unslotted)
    slots: int = 0                                        # idol slots filled, left to right
    guardians: list[int] = field(default_factory=list)   # overcome guardians
    boons_used: list[int] = field(default_factory=list)
    assistants: list[Assistant] = field(default_factory=list)
    glass: int = 0                                        # research space ids
    notebook: int = 0
    temple_vp: int = 0                                    # arrival score (0: not in the temple)
    temple_rank: int = 0                                  # 1 = first to arrive
    temple_tiles: list[int] = field(default_factory=list)  # stack index of each bought temple tile
    bonus_tiles: list[str] = field(default_factory=list)  # research bonus tiles taken (resolved at once)
    fear_tiles: int = 0                                   # option fear_tiles
    passed: bool = False
    war_mask: bool = False                                # no Fear from guardians this round
    ocarina: bool = False                                 # every travel icon counts as a plane this round

    # who may see each field (rules/arnak/view.py builds a player's view from this): "public" fields go to every
    # seat as they are, "owner" fields to the player alone, "count" fields to everyone as their length. A field left
    # out is seen by nobody: a new field stays hidden until it is declared here (tests/test_arnak_rules.py checks
    # that each field is declared once).
    SEEN: ClassVar[dict[str, tuple[str, ...]]] = {
        "public": ("res", "play", "paying", "home", "idols", "slots", "guardians", "boons_used", "assistants", "glass",
                   "notebook", "temple_vp", "temple_rank", "temple_tiles", "bonus_tiles", "fear_tiles", "passed",
                   "war_mask", "ocarina"),
        "owner": ("hand", "keeping"),  # their count is public: the hand's (kept cards included) and `unseen`
        "count": ("deck",),
    }


@dataclass
class Site(Record):
    tile: int = 0               # 0: undiscovered
    guardian: int = 0           # 0: none
    idol: str = ""              # the face-up idol's bonus ("" once taken)
    hidden_idol: str = ""       # level II: the face-down idol (its bonus never resolves)
    occupant: int = -1          # the archaeologist's seat (-1: free)


@dataclass
class ArnakState(Record):
    players: list[Player]
    rng: Rng
    temple: str = "bird"
    round: int = 1
    first: int = 0                                         # start player of this round
    turn: int = 0                                          # seat whose turn it is
    camps: list[list[int]] = field(default_factory=list)   # per camp, its 2 spaces: -1 free, -2 blocked, else seat
    sites: list[Site] = field(default_factory=list)        # slots s1..s12
    camp_guardians: list[int] = field(default_factory=list)  # Guardian's Crown may move a guardian to a camp
    tiles: dict[str, list[int]] = field(default_factory=dict)  # site tile stacks by level ("1", "2"), top first
    guardian_pile: list[int] = field(default_factory=list)
    row_artifacts: list[str] = field(default_factory=list)  # left of the moon staff, nearest the staff first
    row_items: list[str] = field(default_factory=list)      # right of the staff, nearest first
    item_deck: list[str] = field(default_factory=list)
    artifact_deck: list[str] = field(default_factory=list)
    item_exile: list[str] = field(default_factory=list)
    artifact_exile: list[str] = field(default_factory=list)
    revealed: dict[str, str] = field(default_factory=dict)   # Fishing Rod / Precision Compass: kind -> the top card
    supply: list[list[int]] = field(default_factory=list)    # assistant stacks, top first
    rescue: list[int] = field(default_factory=list)          # Snake side: the assistants on research row 4
    bonus: dict[str, list[str]] = field(default_factory=dict)  # research space id -> bonus tiles ("temple": stack)
    temple_stacks: list[int] = field(default_factory=list)   # temple tiles left per stack
    arrivals: list[int] = field(default_factory=list)        # temple arrival scores still to take
    stack: list[dict[str, Any]] = field(default_factory=list)  # pending decisions, top last
    over: bool = False

    @property
    def top(self) -> dict[str, Any] | None:
        return self.stack[-1] if self.stack else None
