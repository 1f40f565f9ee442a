"""Chosen Arnak positions, set up readably by editing g.state (rules/arnak/state.py); everything after the set-up
goes through the public protocol (g.apply with notation, g.legal_actions, g.explain).

    g = game()                                             # 2 players, Bird Temple, seed 0, seat 0 starts
    give(g, 0, hand=["I13", "fundcar"], res={"coin": 3})   # seat 0's hand is exactly these cards; 3 coins
    to_turn(g, 0)                                          # seat 0 to act, a fresh turn (main action not yet taken)
    act(g, 0, "play I13", "skip")                          # apply notations in order; returns the events
    assert "end" in legal(g, 0)                            # the legal actions, as notation

`give` changes only what it is given: `res` sets the named resources (the others stay), `hand` replaces the hand
(the replaced cards are simply dropped, so a test asserts on zones it set itself), `deck` replaces the deck (top
first). Card ids as in rules/arnak/cards.json: I1..I40, A1..A35, fundcar, fundship, explorecar, exploreship, fear.
"""

from __future__ import annotations

from typing import Any

import rules

GAME = "arnak"


def game(players: int = 2, temple: str = "bird", seed: int = 0) -> Any:
    """A new game at the start of round 1, seat 0 the start player."""
    return rules.new_game(GAME, players=players, seed=seed, options={"temple": temple, "first_player": "0"})


def give(g: Any, seat: int, hand: list[str] | None = None, res: dict[str, int] | None = None,
         deck: list[str] | None = None) -> Any:
    """Set seat's hand / resources / deck (only the ones given). Returns the state's Player."""
    p = g.state.players[seat]
    if hand is not None:
        p.hand = list(hand)
    if deck is not None:
        p.deck = list(deck)
    for name, n in (res or {}).items():
        if name not in p.res:
            raise KeyError(f"unknown resource {name!r}: expected one of {sorted(p.res)}")
        p.res[name] = n
    return p


def to_turn(g: Any, seat: int) -> None:
    """Make it seat's turn with a fresh turn frame: the main action not yet taken, nothing pending."""
    st = g.state
    st.players[seat].passed = False
    st.turn = seat
    st.stack = [{"kind": "turn", "seat": seat, "main": False}]


def act(g: Any, seat: int, *notations: str) -> list[Any]:
    """Apply the notations in order for seat; returns all their events."""
    events: list[Any] = []
    for text in notations:
        events += g.apply(seat, text)
    return events


def legal(g: Any, seat: int) -> list[str]:
    """Seat's legal actions as notation."""
    return [g.notation(a) for a in g.legal_actions(seat)]


FREE_ACTIONS = ("play", "idol", "boon", "assistant")


def options(g: Any, seat: int) -> list[str]:
    """The options of the decision on top, as notation: the legal actions but the free ones open during it."""
    return [g.notation(a) for a in g.legal_actions(seat) if a["type"] not in FREE_ACTIONS]
