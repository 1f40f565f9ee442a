"""Chosen K2 positions, set up readably by editing g.state (rules/k2/state.py) consistently.

Climbers are named by seat and shape: "0a" is seat 0's angular climber (デコボコ), "1r" seat 1's round one (スベスベ).

    g = position(face_up=[1, 1, 2])                      # round 1, sunny today, seat 0 starts
    climb(g, "0a", "S23", accl=5)
    reveal(g, {0: ["M3", "M2", "A1"], 1: ["M1", "M1", "A0"]})   # both choose; risk; actions phase
    play(g, "give M3 a", "move S26", "give M2 a", ...)

Today's weather is the sunny tile T3 unless `weather="T2"` (or any tile id) puts another tile on today's slot.
"""

from __future__ import annotations

from typing import Any

import rules
from rules.k2.board import CLIMBERS, WEATHER
from rules.k2.engine import FULL_DECK, begin_round

GAME = "k2"


def new_game(players: int = 2, seed: int = 0, options: dict[str, Any] | None = None) -> Any:
    return rules.new_game(GAME, players=players, seed=seed, options=options)


def climber(g: Any, name: str) -> Any:
    """The state's Climber for "0a", "1r", ..."""
    return g.state.climbers[int(name[0])][CLIMBERS.index(name[1])]


def view(g: Any, name: str, seat: int | None = None) -> dict[str, Any]:
    """The observed climber "0a" (as a spectator sees it unless `seat`)."""
    return g.observation(seat)["seats"][int(name[0])]["climbers"][CLIMBERS.index(name[1])]


def position(
    players: int = 2,
    *,
    round: int = 1,
    start: int = 0,
    weather: str = "T3",
    face_up: tuple[int, ...] | list[int] = (0, 0, 0),
    options: dict[str, Any] | None = None,
    seed: int = 0,
) -> Any:
    """A game at the choose phase of `round`, seat `start` starting it, today's weather from tile `weather`,
    `face_up` the face-up risk tokens (0s unless given: the risk stays out of the way).

    For a round other than 1 the hands are left as dealt (use `reveal`, or `forced` for rounds 6, 12, 18).
    """
    g = new_game(players, seed, options)
    st = g.state
    st.round = round
    st.first = (start - (round - 1)) % players
    set_weather(g, weather)
    st.risk_up = sorted(face_up)
    return g


def set_weather(g: Any, tile: str) -> None:
    """Put the summer tile `tile` (T1..T6) on today's slot of the tile order (swapping it with what was there)."""
    st = g.state
    ids = [t["id"] for t in WEATHER[g.options["weather"]]]
    want = ids.index(tile)
    slot, _ = st.tile_day()
    where = st.weather.index(want)
    st.weather[slot], st.weather[where] = st.weather[where], st.weather[slot]


def today(g: Any) -> dict[str, Any]:
    return g.observation(None)["weather"]["today"]


def climb(
    g: Any,
    name: str,
    space: str | None,
    *,
    accl: int | None = None,
    score: int | None = None,
    tent: str | None = None,
) -> None:
    """Put a climber on `space` (None: dead). Its score becomes at least that space's VP unless given."""
    c = climber(g, name)
    c.space = space
    if accl is not None:
        c.accl = accl
    if space is not None:
        vp = g.observation(None)["map"]["spaces"]
        flag = next(s["vp"] for s in vp if s["id"] == space)
        c.score = max(c.score, flag) if score is None else score
    else:
        c.score = 1 if score is None else score
    if tent is not None:
        c.tent = tent


def deal(g: Any, seat: int, cards: list[str]) -> None:
    """Replace a seat's hand; the deck keeps its size and takes its cards from the rest of the seat's 18."""
    st = g.state
    rest = list(FULL_DECK)
    for c in cards:
        rest.remove(c)  # a hand is part of the seat's own deck of 18
    st.hands[seat] = sorted(cards)
    st.decks[seat] = rest[: len(st.decks[seat])]


def choose(g: Any, seat: int, cards: list[str]) -> list[Any]:
    """Seat `seat` picks `cards` (dealing them first, with 3 other cards of its deck, if they are not in its hand)."""
    hand = list(g.state.hands[seat])
    try:
        for c in cards:
            hand.remove(c)
    except ValueError:
        rest = list(FULL_DECK)
        for c in cards:
            rest.remove(c)
        deal(g, seat, list(cards) + rest[-(6 - len(cards)):])
    events = []
    for c in cards:
        events += g.apply(seat, f"pick {c}")
    return events


def reveal(g: Any, picks: dict[int, list[str]]) -> list[Any]:
    """Every seat chooses its three cards (seat order); the last lock reveals them and the risk is drawn."""
    events = []
    for seat in sorted(picks):
        events += choose(g, seat, picks[seat])
    return events


def forced(g: Any, round: int, kept: dict[int, list[str]]) -> list[Any]:
    """Round 6, 12 or 18: each seat's hand is its three kept cards, played without a choice."""
    st = g.state
    st.round = round
    for seat in range(st.players):
        st.hands[seat] = sorted(kept.get(seat, ["M1", "M1", "M1"]))
        st.decks[seat] = []
    return begin_round(st, g.options)


def play(g: Any, *moves: str) -> list[Any]:
    """Apply notation moves, each by the one seat whose decision it is; returns all events."""
    events = []
    for move in moves:
        (seat,) = g.to_act
        events += g.apply(seat, move)
    return events


def legal(g: Any, seat: int | None = None) -> set[str]:
    if seat is None:
        (seat,) = g.to_act
    return {g.notation(a) for a in g.legal_actions(seat)}


def moves(g: Any) -> set[str]:
    """The spaces the open pool's climber may move to."""
    return {a.split()[1] for a in legal(g) if a.startswith("move ")}


def finish_turn(g: Any, to: str = "a") -> list[Any]:
    """The active seat gives its remaining cards to climber `to` (the other one if `to` is dead; ropes for their
    up value), moves nowhere, and ends its turn (any risk left falls on that climber)."""
    (seat,) = g.to_act
    st = g.state
    living = [name for name, c in zip(CLIMBERS, st.climbers[seat], strict=True) if c.alive]
    if to not in living:
        to = living[0]
    events = []
    for card in list(st.to_give[seat]):
        action = {"type": "give", "card": card, "climber": to} | ({"use": "up"} if card[0] == "R" else {})
        events += g.apply(seat, action)
    events += g.apply(seat, "done" if "done" in legal(g) else f"done {to}")
    return events


def finish_round(g: Any, to: str = "a") -> list[Any]:
    """Every seat still to act this round finishes its turn as `finish_turn` does (a check follows)."""
    events = []
    start = g.state.round
    while g.state.round == start and not g.is_over and g.state.phase == "actions":
        events += finish_turn(g, to)
    return events


def play_round(g: Any) -> list[Any]:
    """A whole round with the first legal choices and no movement: keeps every climber at base camp."""
    events = []
    start = g.state.round
    while not g.is_over and g.state.round == start:
        phase = g.state.phase
        if phase == "choose":
            for seat in g.to_act:
                events += g.apply(seat, g.legal_actions(seat)[0])
        elif phase == "risk":
            events += play(g, sorted(legal(g))[0])
        else:
            events += finish_turn(g)
    return events


def refusal(g: Any, move: str | dict[str, Any], seat: int | None = None) -> str:
    """The English reason `move` is refused with; asserts that the refusal changed nothing."""
    if seat is None:
        seat = g.to_act[0]
    before = g.to_json(), g.state_dict()
    try:
        g.apply(seat, move)
    except rules.IllegalAction as exc:
        assert (g.to_json(), g.state_dict()) == before, "a refused action changed the game"
        return str(exc)
    raise AssertionError(f"{move!r} was accepted")
