"""Why a K2 action is refused: the rule it breaks, as a translatable message."""

from __future__ import annotations

from typing import Any

from ..errors import quote
from ..i18n import Msg
from .board import BASE, CARDS, CLIMBERS, is_rope
from .engine import capacity, entry_cost, has_room, mountain, occupancy, reachable, rescue_spaces
from .state import ACTIONS, CHOOSE, RESCUE, RISK, K2State, Pool


def _CARD(v: Any) -> bool:
    return isinstance(v, str) and v in CARDS


def _CLIMBER(v: Any) -> bool:
    return isinstance(v, str) and v in CLIMBERS


def _SPACE(v: Any) -> bool:
    return isinstance(v, str) and bool(v)


_SHAPES: dict[str, list[dict[str, Any]]] = {
    "pick": [{"card": _CARD}],
    "take": [{"token": lambda v: type(v) is int}],
    "give": [{"card": _CARD, "climber": _CLIMBER},
             {"card": _CARD, "climber": _CLIMBER, "use": lambda v: v in ("up", "down")}],
    "move": [{"space": _SPACE}],
    "rescue": [{"space": _SPACE}],
    "tent": [{}],
    "deduct": [{}],
    "done": [{}, {"climber": _CLIMBER}],
}
_PHASE_OF = {"pick": CHOOSE, "take": RISK, "rescue": RESCUE}


def malformed(action: dict[str, Any]) -> Msg | None:
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in _SHAPES:
        return Msg("error.malformed", {"detail": f"unknown action type {quote(kind)}"})
    given = set(action) - {"type"}
    for shape in _SHAPES[kind]:
        if given == set(shape):
            bad = [k for k, check in shape.items() if not check(action[k])]
            if bad:
                return Msg("error.malformed", {"detail": f"bad value {quote(action[bad[0]])} for '{bad[0]}'"})
            return None
    wanted = " or ".join(str(sorted(s)) for s in _SHAPES[kind])
    return Msg("error.malformed", {"detail": f"'{kind}' takes the fields {wanted}, got {sorted(given)}"})


def why_illegal(st: K2State, seat: int, action: dict[str, Any], opts: dict[str, Any]) -> Msg:
    bad = malformed(action)
    if bad:
        return bad
    kind = action["type"]
    phase = _PHASE_OF.get(kind, ACTIONS)
    if st.phase != phase:
        return Msg("reason.phase", {"phase": Msg(f"phase.{st.phase}")})
    if kind == "pick":
        return Msg("reason.not_in_hand", {"card": action["card"]})
    if kind == "take":
        return Msg("reason.no_token", {"token": action["token"], "tokens": ", ".join(map(str, st.risk_up))})
    if kind == "rescue":
        if action["space"] in mountain(st).spaces and action["space"] not in rescue_spaces(st, opts):
            return Msg("reason.rescue_space", {"space": action["space"]})
        return Msg("reason.no_space", {"space": action["space"]})
    return _why_action(st, seat, action, opts)


def _why_action(st: K2State, seat: int, action: dict[str, Any], opts: dict[str, Any]) -> Msg:
    kind = action["type"]
    pool = st.pool
    if kind == "give":
        card, climber = action["card"], CLIMBERS.index(action["climber"])
        if card not in st.to_give[seat]:
            key = "reason.card_given" if card in st.played[seat] else "reason.card_not_played"
            return Msg(key, {"card": card})
        if not st.climbers[seat][climber].alive:
            return Msg("reason.climber_dead", {"climber": Msg(f"climber.{CLIMBERS[climber]}")})
        if is_rope(card) != ("use" in action):
            return Msg("reason.rope_use" if is_rope(card) else "reason.no_use", {"card": card})
        return Msg("error.not_legal", {"action": card})
    if kind == "move":
        return _why_move(st, seat, action["space"], pool, opts)
    if kind == "tent":
        if pool is None or pool.kind != "move":
            return Msg("reason.no_pool")
        c = st.climbers[seat][pool.climber]
        if c.tent is not None:
            return Msg("reason.second_tent", {"space": c.tent})
        if c.space == BASE:
            return Msg("reason.tent_base")
        assert c.space is not None
        return Msg("reason.tent_cost", {"cost": entry_cost(st, c.space, opts), "points": pool.free})
    if kind == "deduct":
        if st.risk_left <= 0 or seat != st.risk_taker:
            return Msg("reason.no_risk")
        return Msg("reason.nothing_to_deduct")
    # done
    if st.to_give[seat]:
        return Msg("reason.cards_left", {"cards": " ".join(st.to_give[seat])})
    risk = st.risk_left if seat == st.risk_taker else 0
    if risk > 0 and "climber" not in action:
        return Msg("reason.risk_climber", {"risk": risk})
    if "climber" in action:
        if risk <= 0:
            return Msg("reason.no_risk")
        return Msg("reason.risk_no_card", {"climber": Msg(f"climber.{action['climber']}")})
    return Msg("error.not_legal", {"action": "done"})


def _why_move(st: K2State, seat: int, space: str, pool: Pool | None, opts: dict[str, Any]) -> Msg:
    board = mountain(st)
    if space not in board.spaces:
        return Msg("reason.no_space", {"space": space})
    if pool is None or pool.kind != "move":
        return Msg("reason.no_pool")
    here = st.climbers[seat][pool.climber].space
    if space == here:
        return Msg("reason.same_space", {"space": space})
    occ = occupancy(st)
    assert here is not None
    occ[here] -= 1
    if not has_room(st, space, opts, occ):
        zone = board.spaces[space].zone
        return Msg("reason.full", {"space": space, "capacity": capacity(st, opts)[zone]})
    # would it be reachable if the down points paid for any step?
    if space in reachable(st, opts, seat, Pool(pool.climber, free=pool.free + pool.down)):
        return Msg("reason.down_only", {"space": space})
    cost = _cheapest(st, here, space, opts)
    if cost < 0:
        return Msg("reason.no_link", {"space": space})
    return Msg("reason.too_far", {"space": space, "points": pool.free + pool.down, "cost": cost})


def _cheapest(st: K2State, start: str, goal: str, opts: dict[str, Any]) -> int:
    return mountain(st).distances(start, lambda _here, there: entry_cost(st, there, opts)).get(goal, -1)
