"""K2's actions, each a Move with one `check`: the legal list and every refusal's reason come from it.

The decision in progress is the round's phase: the secret choice ("choose": pick), the risk token ("risk": take),
a seat's actions ("actions": give, move, tent, deduct, done) or a rescue ("rescue"). Where a move's candidates are
built from the very facts its check asks (the cards in hand, the spaces the climber can reach), they are its legal
list as they stand; a test checks each list against its candidates' checks.

The hard bot plans on bare states, many times a decision: `legal(state, seat, options)` asks the same moves.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar, NamedTuple

from ..errors import quote
from ..events import Event
from ..i18n import Msg
from ..moves import Action, DecisiveMove, Rulebook
from .board import BASE, CARDS, CLIMBERS, is_rope
from .engine import alive, capacity, entry_cost, has_room, mountain, occupancy, play, reachable, rescue_spaces
from .state import ACTIONS, CHOOSE, RESCUE, RISK, K2State, Pool


class Planning(NamedTuple):
    """What a move reads of a game: its state and options (a planning copy's bare state is enough)."""

    state: K2State
    options: dict[str, Any]


def _unknown(key: str, value: Any) -> Msg:
    return Msg("error.malformed", {"detail": f"bad value {quote(value)} for '{key}'"})


def _risk(st: K2State, seat: int) -> int:
    """The risk still to place: only the seat that took the token has any."""
    return st.risk_left if seat == st.risk_taker else 0


def _move_pool(st: K2State) -> Pool | None:
    """The movement points under way, if the card just given moves a climber."""
    return st.pool if st.pool is not None and st.pool.kind == "move" else None


class K2Move(DecisiveMove):
    def play(self, game: Any, seat: int, action: Action) -> list[Event]:
        return play(game.state, seat, action, game.options)


class Listed(K2Move):
    """A move whose candidates are its legal list as they stand (see the module's note)."""

    def legal(self, game: Any, seat: int) -> list[Action]:
        return list(self.candidates(game, seat))


class Pick(Listed):
    """The secret choice: three cards of the hand, one at a time."""

    name = "pick"
    frames = (CHOOSE,)
    fields: ClassVar = {"card": str}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "pick", "card": c} for c in dict.fromkeys(game.state.hands[seat]))

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        card = action["card"]
        if card not in CARDS:
            return _unknown("card", card)
        return None if card in game.state.hands[seat] else Msg("reason.not_in_hand", {"card": card})


class Take(Listed):
    """Option risk_choice=choose: the seat that moves furthest takes a face-up risk token."""

    name = "take"
    frames = (RISK,)
    fields: ClassVar = {"token": int}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "take", "token": v} for v in sorted(set(game.state.risk_up)))

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        if action["token"] in st.risk_up:
            return None
        return Msg("reason.no_token", {"token": action["token"], "tokens": ", ".join(map(str, st.risk_up))})


class Rescue(Listed):
    """Option rescue: a dying climber's owner places it on a free space below 6000 m."""

    name = "rescue"
    frames = (RESCUE,)
    fields: ClassVar = {"space": str}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "rescue", "space": s} for s in rescue_spaces(game.state, game.options))

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        space = action["space"]
        if space in rescue_spaces(game.state, game.options):
            return None
        if space in mountain(game.state).spaces:
            return Msg("reason.rescue_space", {"space": space})
        return Msg("reason.no_space", {"space": space})


class Give(Listed):
    """A played card to a living climber (a rope card says which of its values it gives)."""

    name = "give"
    frames = (ACTIONS,)
    fields: ClassVar = {"card": str, "climber": str}
    optional: ClassVar = {"use": str}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        st = game.state
        living = alive(st, seat)
        for card in dict.fromkeys(st.to_give[seat]):
            for i in living:
                if is_rope(card):
                    yield from ({"type": "give", "card": card, "climber": CLIMBERS[i], "use": use}
                                for use in ("up", "down"))
                else:
                    yield {"type": "give", "card": card, "climber": CLIMBERS[i]}

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        card, climber, use = action["card"], action["climber"], action.get("use")
        if card not in CARDS:
            return _unknown("card", card)
        if climber not in CLIMBERS:
            return _unknown("climber", climber)
        if use not in (None, "up", "down"):
            return _unknown("use", use)
        if card not in st.to_give[seat]:
            key = "reason.card_given" if card in st.played[seat] else "reason.card_not_played"
            return Msg(key, {"card": card})
        if not st.climbers[seat][CLIMBERS.index(climber)].alive:
            return Msg("reason.climber_dead", {"climber": Msg(f"climber.{climber}")})
        if is_rope(card) != (use is not None):
            return Msg("reason.rope_use" if is_rope(card) else "reason.no_use", {"card": card})
        return None


class Move(Listed):
    """The climber given movement points goes to a space they reach (the best route there is taken)."""

    name = "move"
    frames = (ACTIONS,)
    fields: ClassVar = {"space": str}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        pool = _move_pool(game.state)
        if pool is None:
            return ()
        return ({"type": "move", "space": s} for s in reachable(game.state, game.options, seat, pool))

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st, opts, space = game.state, game.options, action["space"]
        board = mountain(st)
        if space not in board.spaces:
            return Msg("reason.no_space", {"space": space})
        pool = _move_pool(st)
        if pool is None:
            return Msg("reason.no_pool")
        if space in reachable(st, opts, seat, pool):
            return None
        here = st.climbers[seat][pool.climber].space
        if space == here:
            return Msg("reason.same_space", {"space": space})
        occ = occupancy(st)
        assert here is not None
        occ[here] -= 1
        if not has_room(st, space, opts, occ):
            return Msg("reason.full", {"space": space, "capacity": capacity(st, opts)[board.spaces[space].zone]})
        # would it be reachable if the down points paid for any step?
        if space in reachable(st, opts, seat, Pool(pool.climber, free=pool.free + pool.down)):
            return Msg("reason.down_only", {"space": space})
        cost = board.distances(here, lambda _here, there: entry_cost(st, there, opts)).get(space, -1)
        if cost < 0:
            return Msg("reason.no_link", {"space": space})
        return Msg("reason.too_far", {"space": space, "points": pool.free + pool.down, "cost": cost})


class Tent(K2Move):
    """The moving climber pitches its one tent where it stands, for the space's entry cost in free points."""

    name = "tent"
    frames = (ACTIONS,)

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "tent"},)

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        pool = _move_pool(st)
        if pool is None:
            return Msg("reason.no_pool")
        c = st.climbers[seat][pool.climber]
        if c.tent is not None:
            return Msg("reason.second_tent", {"space": c.tent})
        if c.space == BASE:
            return Msg("reason.tent_base")
        assert c.space is not None
        cost = entry_cost(st, c.space, game.options)
        return None if pool.free >= cost else Msg("reason.tent_cost", {"cost": cost, "points": pool.free})


class Deduct(K2Move):
    """The risk taker pays one risk point from the card just given (its points, or its acclimatization)."""

    name = "deduct"
    frames = (ACTIONS,)

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "deduct"},)

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        if _risk(st, seat) <= 0:
            return Msg("reason.no_risk")
        pool = st.pool
        if pool is not None and (pool.free + pool.down if pool.kind == "move" else pool.deductible):
            return None
        return Msg("reason.nothing_to_deduct")


class Done(K2Move):
    """The seat's actions end once every card is given; risk still left falls on a climber that got a card."""

    name = "done"
    frames = (ACTIONS,)
    optional: ClassVar = {"climber": str}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "done"}, *({"type": "done", "climber": c} for c in CLIMBERS))

    def legal(self, game: Any, seat: int) -> list[Action]:
        st = game.state
        if st.to_give[seat]:
            return []
        return [{"type": "done", "climber": c} if c else {"type": "done"} for c in _done_forms(st, seat)]

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        climber = action.get("climber")
        if climber is not None and climber not in CLIMBERS:
            return _unknown("climber", climber)
        if st.to_give[seat]:
            return Msg("reason.cards_left", {"cards": " ".join(st.to_give[seat])})
        forms = _done_forms(st, seat)
        if climber in forms:
            return None
        if climber is None:
            return Msg("reason.risk_climber", {"risk": _risk(st, seat)})
        if _risk(st, seat) <= 0:
            return Msg("reason.no_risk")
        if not st.climbers[seat][CLIMBERS.index(climber)].alive:
            return Msg("reason.climber_dead", {"climber": Msg(f"climber.{climber}")})
        return Msg("reason.risk_no_card", {"climber": Msg(f"climber.{climber}")})


def _done_forms(st: K2State, seat: int) -> list[str | None]:
    """How the seat's actions may end, once its cards are given: the risk still left falls on a climber that got a
    card (one form per such climber), or there is none to place (the bare done)."""
    takers = [CLIMBERS[i] for i in alive(st, seat) if st.climbers[seat][i].got_card] if _risk(st, seat) > 0 else []
    return [*takers] or [None]


def not_now(game: Any, seat: int, move: str, decision: str) -> Msg:
    return Msg("reason.phase", {"phase": Msg(f"phase.{decision}")})


RULEBOOK = Rulebook((Pick(), Take(), Rescue(), Give(), Move(), Tent(), Deduct(), Done()), not_now)


def legal(st: K2State, seat: int, opts: dict[str, Any]) -> list[Action]:
    """The legal actions of a bare state (the planner's copies): the moves' lists, as a game gives them."""
    return RULEBOOK.legal(Planning(st, opts), seat, st.phase)
