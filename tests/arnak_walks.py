"""Arnak positions reached by play, for the board tests: seeded choosers for seat 0, and where they meet each
decision kind.

Saves replay their actions, so a position a browser test loads must be reached through legal play (the state-editing
helpers of tests/arnak_positions.py cannot be saved). `find_position(kind)` walks a 2-player game (seat 1: the random
bot, which answers at once) from a listed seed until seat 0 faces `kind` and returns the CPython session there; the
table below was found by running this module:

    .venv/bin/python -m tests.arnak_walks          # print a seed for each kind (a few minutes)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import rules
from rules.arnak import zones
from rules.arnak.text import action_target
from rules.session import Session
from rules.table import Table

GAME = "arnak"
SEATS = ["human", "bot:random"]  # a quick opponent: only the position matters (a page keeps its own seats)

# every decision kind a human is asked: rules/arnak/effects.py CHOICES, plus the turn and paying a travel cost
KINDS = ("turn", "pay", "exile", "discard", "upgrade", "option", "activate", "dig_or_discover", "study", "purchase",
         "take", "guardian", "relocate_from", "relocate_to", "return_home", "supply_use", "swap_own", "swap_supply",
         "earring_n", "earring_keep", "earring_top", "camp", "guardian_from", "guardian_to", "recruit", "assistant_up",
         "rescue", "refresh", "bonus", "order", "keep")

# how much the chooser likes each kind of target: things on the table over passing, so that many phases appear
WEIGHTS = {"research": 8, "card": 5, "guardian": 6, "assistant": 6, "idol": 4, "temple": 8, "site": 3, "plane": 1,
           "pass": 0.3, "end": 1, "cancel": 0, "skip": 0.5}
# a chooser that researches whenever it can: it reaches the temple, the Snake side's rescue row, the bonus tiles
RESEARCH = {**WEIGHTS, "research": 1000, "temple": 1000, "skip": 0.2}
Chooser = Callable[[Any, list[dict[str, Any]], random.Random], dict[str, Any]]


def weighted_choice(legal: list[dict[str, Any]], rng: random.Random, weights: dict[str, float] = WEIGHTS) -> Any:
    """One legal entry, drawn with the weight of its target (or else of its target's kind)."""
    w = [weights.get(e["target"], weights.get(e["target"].split(":", 1)[0], 3)) for e in legal]
    if not any(w):
        w = [1] * len(legal)
    return rng.choices(legal, w)[0]


def by_weights(weights: dict[str, float]) -> Chooser:
    def choose(game: Any, legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        entries = [{"action": a, "target": action_target(game, a)} for a in legal]
        return weighted_choice(entries, rng, weights)["action"]
    return choose


def guardian_mover(game: Any, legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Discovers sites (their guardians stay while the archaeologist does), buys Guardian's Crown (A35) and plays it
    once two of its archaeologists stand by guardians: only then does the Crown ask which guardian to move."""
    st = game.state
    guarded = [s for s in zones.own_sites(st, 0) if zones.guardian_at(st, s)]
    for a in legal:
        if a.get("card") == "A35" and (a["type"] == "buy" or (a["type"] == "play" and len(guarded) >= 2)):
            return a
    if st.top.get("skip_effect") and st.top.get("source") == "A35" and len(guarded) < 2:
        return next((a for a in legal if a["type"] == "skip"), legal[0])
    discover = [a for a in legal if a["type"] == "discover"]
    if discover and rng.random() < 0.9:
        return rng.choice(discover)
    return by_weights({**WEIGHTS, "pass": 0.05, "card:A35": 0})(game, legal, rng)


CHOOSERS: dict[str, Chooser] = {"mixed": by_weights(WEIGHTS), "research": by_weights(RESEARCH),
                                "guardians": guardian_mover}

# kind -> (temple side, first seed to try, chooser); a kind not listed is tried from bird, seed 1, mixed
POSITIONS: dict[str, tuple[str, int, str]] = {
    "upgrade": ("bird", 2, "mixed"), "option": ("bird", 2, "mixed"), "keep": ("bird", 2, "mixed"),
    "activate": ("bird", 3, "mixed"), "guardian_to": ("bird", 246, "mixed"), "dig_or_discover": ("bird", 5, "mixed"),
    "study": ("bird", 6, "mixed"), "return_home": ("bird", 44, "mixed"), "earring_n": ("bird", 25, "mixed"),
    "earring_keep": ("bird", 31, "mixed"), "earring_top": ("bird", 31, "mixed"), "assistant_up": ("bird", 12, "mixed"),
    "take": ("bird", 15, "mixed"), "refresh": ("bird", 1, "mixed"), "swap_own": ("bird", 29, "mixed"),
    "swap_supply": ("bird", 29, "mixed"), "camp": ("bird", 47, "mixed"), "guardian": ("bird", 22, "mixed"),
    "bonus": ("bird", 111, "mixed"), "rescue": ("snake", 81, "research"), "guardian_from": ("bird", 22, "guardians"),
}


def walk(kind: str, temple: str, seed: int, chooser: str = "mixed", limit: int = 600) -> Session | None:
    """Seat 0 plays the chooser (seat 1 picks at random) until seat 0 faces `kind`; a session there, or None if the
    game never gets there. Played on the game itself (no snapshots), then saved and loaded into a session."""
    game = rules.new_game(GAME, players=2, seed=seed, options={"temple": temple})
    rng, other = random.Random(seed), random.Random(-seed)
    for _ in range(limit):
        if game.is_over:
            return None
        seat = game.to_act[0]
        if seat == 0 and game.state.top["kind"] == kind:
            return Session(Table.load(game.to_json(), seats=SEATS))
        legal = game.legal_actions(seat)
        game.apply(seat, CHOOSERS[chooser](game, legal, rng) if seat == 0 else other.choice(legal))
    return None


def find_position(kind: str, tries: int = 12) -> Session:
    """A session where seat 0 faces `kind`: the listed seed, or (should the rules have changed) one of the next."""
    temple, first, chooser = POSITIONS.get(kind, ("bird", 1, "mixed"))
    for seed in range(first, first + tries):
        session = walk(kind, temple, seed, chooser)
        if session:
            return session
    raise AssertionError(f"no game from {temple} seed {first}..{first + tries - 1} ({chooser}) reaches {kind!r}: "
                         "run `python -m tests.arnak_walks` and update POSITIONS")


def main() -> None:
    for kind in KINDS:
        for temple in ("bird", "snake"):
            for chooser in CHOOSERS:
                seed = next((s for s in range(1, 400) if walk(kind, temple, s, chooser)), None)
                if seed is not None:
                    print(f'"{kind}": ("{temple}", {seed}, "{chooser}"),', flush=True)
                    break
            else:
                continue
            break
        else:
            print(f"# {kind}: not reached", flush=True)


if __name__ == "__main__":
    main()
