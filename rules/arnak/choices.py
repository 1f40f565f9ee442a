"""The small decisions inside an effect: for each decision frame, its options (the one rule of what may be chosen)
and what choosing one does. A decision is answered by the action {"type": <frame kind>, "value": <option>}, or
{"type": "skip"} where the effect says "you may"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..events import Event
from . import costs, data, pay, zones
from .effects import ask, run, tagged
from .state import ArnakState, Assistant

Frame = dict[str, Any]


def _program(g: Any, seat: int, steps: list[dict[str, Any]], card: str = "") -> list[Event]:
    """Continue the interrupted program with `steps` first (or start one)."""
    st = g.state
    if st.stack and st.stack[-1]["kind"] == "effects" and st.stack[-1]["seat"] == seat and not card:
        st.stack[-1]["steps"][:0] = [dict(s) for s in steps]
    else:
        st.stack.append({"kind": "effects", "seat": seat, "steps": [dict(s) for s in steps], "card": card})
    return run(g)


def _distinct(cards: list[str]) -> list[str]:
    return sorted(set(cards))


def _player(g: Any, frame: Frame) -> Any:
    return g.state.players[frame["seat"]]


# ---- cards -----------------------------------------------------------------------------------------------------


def exile_options(g: Any, frame: Frame) -> list[str]:
    p = _player(g, frame)
    return [f"hand:{c}" for c in _distinct(p.hand)] + [f"play:{c}" for c in _distinct(p.play)]


def exile_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    zone, card = value.split(":")
    p = _player(g, frame)
    getattr(p, zone).remove(card)
    zones.exile_card(g.state, card)
    return [Event("exile", {"seat": frame["seat"], "card": card, "zone": zone})] + run(g)


def discard_options(g: Any, frame: Frame) -> list[str]:
    return _distinct(_player(g, frame).hand)


def discard_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    p = _player(g, frame)
    p.hand.remove(value)
    p.play.append(value)
    return [Event("discard", {"seat": frame["seat"], "card": value})] + run(g)


def upgrade_options(g: Any, frame: Frame) -> list[str]:
    p = _player(g, frame)
    return [k for k in data.UPGRADES if p.res.get(k, 0) > 0]


def upgrade_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    p = _player(g, frame)
    p.res[value] -= 1
    zones.gain(p, {data.UPGRADES[value]: 1})
    return [Event("upgrade", {"seat": frame["seat"], "res": value})] + run(g)


def with_reserved(st: ArnakState, seat: int, res: dict[str, int]) -> dict[str, int]:
    """`res` plus the resources promised to seat's open travel payments (spent when they complete)."""
    out = dict(res)
    for f in st.stack:
        if f["kind"] == "pay" and f["seat"] == seat:
            for kind, n in f["res"].items():
                out[kind] = out.get(kind, 0) + n
    return out


def option_doable(g: Any, seat: int, steps: list[dict[str, Any]], source: str = "") -> bool:
    if not steps:
        return True
    first = steps[0]
    if first["op"] == "travel":
        return False  # travel icons only pay a cost being paid (pay frame)
    if first["op"] == "pay":
        return zones.can_pay(g.state.players[seat], with_reserved(g.state, seat, first["res"]))
    if first["op"] == "exile":
        p = g.state.players[seat]
        return bool(p.hand or p.play)
    if any(s["op"] == "pass" for s in steps):
        if any(f["kind"] == "pay" for f in g.state.stack):
            return False  # passing is a main action, never taken while paying a travel cost
        # a main-action card's pass option (Sundial) is that card's main action; otherwise passing needs the main
        return not main_done(g.state) or data.CARDS.get(source, {}).get("timing") == "main"
    return True


def main_done(st: ArnakState) -> bool:
    return any(f["kind"] == "turn" and f["main"] for f in st.stack)


def option_options(g: Any, frame: Frame) -> list[int]:
    return [i for i, steps in enumerate(frame["options"])
            if i not in frame["taken"] and option_doable(g, frame["seat"], steps, frame.get("source", ""))]


def option_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    steps = [dict(s) for s in frame["options"][value]]
    if frame["count"] > 1:
        steps.append({"op": "choose", "options": frame["options"], "count": frame["count"] - 1,
                      "taken": [*frame["taken"], value]})
    if any(s["op"] == "pass" for s in steps):
        steps.insert(0, {"op": "main"})
    return _program(g, frame["seat"], steps)


# ---- sites ---------------------------------------------------------------------------------------------------


def _all_sites(st: ArnakState) -> list[str]:
    return data.CAMP_SITES + [s for s in data.SLOT_SITES if zones.discovered(st, s)]


def activate_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    seat = frame["seat"]
    out = []
    for site in _all_sites(st):
        level = data.slot_level(site)
        if level not in frame.get("levels", (0, 1, 2)) or site in frame.get("exclude", ()):
            continue
        if frame.get("unoccupied") and zones.occupied(st, site):
            continue
        if frame.get("own") and seat not in zones.occupied(st, site):
            continue
        if level == 2 and frame.get("level2_pay") and not zones.can_pay(st.players[seat], frame["level2_pay"]):
            continue
        out.append(site)
    return out


def activate_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    steps = []
    if data.slot_level(value) == 2 and frame.get("level2_pay"):
        steps.append({"op": "pay", "res": frame["level2_pay"]})
    steps += zones.site_effect(g.state, value)
    if frame.get("count", 1) > 1:
        nxt = {k: v for k, v in frame.items() if k not in ("kind", "seat", "source")}
        steps.append({**nxt, "op": "activate", "count": frame["count"] - 1,
                      "exclude": [*frame.get("exclude", []), value]})
    return [Event("activate", {"seat": frame["seat"], "site": value})] + _program(g, frame["seat"], steps)


CAMP_SPACES = [f"c{i}{ab}" for i in range(5) for ab in "ab"]


def dig_spaces(st: ArnakState) -> list[str]:
    return CAMP_SPACES + [f"s{i + 1}" for i, slot in enumerate(st.sites) if slot.tile]


def dig_or_discover_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    seat = frame["seat"]
    discount = frame["travel_discount"]
    out = [s for s in dig_spaces(st) if costs.dig_problem(st, seat, s, discount) is None]
    out += [s for s in data.SLOT_SITES if not zones.discovered(st, s)
            and costs.discover_problem(st, seat, s, discount, frame.get("compass_discount", 0)) is None]
    return out


def dig_or_discover_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    return start_site(g, frame["seat"], value, frame["travel_discount"], frame.get("compass_discount", 0), frame)


def start_site(g: Any, seat: int, site: str, discount: list[str], compass_discount: int = 0,
               back: Frame | None = None, main: bool = False) -> list[Event]:
    """Dig at a discovered site's free space, or discover a new site: pay the travel, then resolve it."""
    st = g.state
    need = costs.dig_need(st, seat, site, list(discount))
    lead = [{"op": "main"}] if main else []
    if zones.discovered(st, site):
        then = [*lead, {"op": "place", "site": site}, {"op": "site", "site": site}]
        return pay.start(g, seat, need, then, back=back, action=f"dig {site}")
    res = {"compass": costs.discover_cost(site, compass_discount)}
    then = [*lead, {"op": "place", "site": site}, {"op": "discover", "site": site}]
    return pay.start(g, seat, need, then, res={k: v for k, v in res.items() if v}, back=back,
                     action=f"discover {site}")


def camp_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    if st.players[frame["seat"]].home <= 0:
        return []
    return [f"c{i}{ab}" for i in range(5) for ab in "ab" if costs.site_space_free(st, f"c{i}{ab}") is None]


def camp_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    again = {"op": "choose", "options": [[{"op": "site", "site": value}], []]}
    return _program(g, frame["seat"], [{"op": "place", "site": value}, {"op": "site", "site": value}, again])


# ---- research and buying ----------------------------------------------------------------------------------------


def research_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    seat = frame["seat"]
    token = frame.get("token")
    discounts = frame.get("discounts") or [None]
    out = []
    for sid in range(1, len(data.research(st.temple)["spaces"])):
        for i, d in enumerate(discounts):
            if costs.research_problem(st, seat, sid, d, frame.get("free", False), token) is None:
                out.append(f"{sid}" if len(discounts) == 1 else f"{sid}/{i}")
    if frame.get("temple"):
        for stack in range(len(st.temple_stacks)):
            for i, d in enumerate(discounts):
                if costs.temple_problem(st, seat, stack, d) is None:
                    out.append(f"t{stack}" if len(discounts) == 1 else f"t{stack}/{i}")
    return out


def research_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    where, _, which = value.partition("/")
    discount = (frame.get("discounts") or [None])[int(which or 0)]
    return start_research(g, frame["seat"], where, discount, frame.get("free", False), frame.get("token"))


def start_research(g: Any, seat: int, where: str, discount: dict[str, int] | None, free: bool = False,
                   token: str | None = None, main: bool = False) -> list[Event]:
    st = g.state
    lead = [{"op": "main"}] if main else []
    if where.startswith("t"):
        stack = int(where[1:])
        return _program(g, seat, [*lead, {"op": "pay", "res": costs.temple_cost(st, stack, discount)},
                                  {"op": "temple_tile", "stack": stack}])
    sid = int(where)
    tok = costs.research_token(st, seat, sid, token)
    cost = {} if free else costs.research_cost(st, sid, discount)
    steps = [*lead, {"op": "pay", "res": cost}] if cost else lead
    return _program(g, seat, [*steps, {"op": "research_to", "space": sid, "token": tok, "free": free}])


def buy_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    return [c for c in costs.buyable(st, frame["kinds"])
            if costs.buy_problem(st, frame["seat"], c, frame["kinds"], frame["discount"], frame["free"]) is None]


def buy_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    return start_buy(g, frame["seat"], value, frame["discount"], frame["free"])


def start_buy(g: Any, seat: int, card: str, discount: int = 0, free: bool = False, main: bool = False) -> list[Event]:
    price = costs.buy_price(card, discount, free)
    to = "bottom_of_deck" if data.CARDS[card]["kind"] == "item" else "play"
    lead = [{"op": "main"}] if main else []
    steps = [*lead, {"op": "pay", "res": price}] if price else lead
    return [Event("buy", {"seat": seat, "card": card})] + _program(
        g, seat, [*steps, {"op": "take", "card": card, "to": to}])


def take_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    if frame["source_zone"] == "item_exile":
        return _distinct(st.item_exile)
    return list(st.row_items)


def take_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    return _program(g, frame["seat"], [{"op": "take", "card": value, "to": frame["to"]}])


# ---- guardians and archaeologists -------------------------------------------------------------------------------


def guardian_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    seat = frame["seat"]
    out = []
    for site in _all_sites(st):
        if not zones.guardian_at(st, site):
            continue
        there = zones.occupied(st, site)
        if frame["where"] == "own" and seat not in there:
            continue
        if frame["where"] == "no_other" and any(s != seat for s in there):
            continue
        out.append(site)
    return out


def guardian_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    return _program(g, frame["seat"], [{"op": "overcome", "site": value}])


def placed(st: ArnakState, seat: int) -> list[str]:
    out = [f"c{i}{'ab'[j]}" for i, spaces in enumerate(st.camps) for j, s in enumerate(spaces) if s == seat]
    return out + [f"s{i + 1}" for i, slot in enumerate(st.sites) if slot.occupant == seat]


def relocate_from_options(g: Any, frame: Frame) -> list[str]:
    return placed(g.state, frame["seat"])


def relocate_from_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    ask(g.state, frame["seat"], "relocate_to", levels=frame["levels"], origin=value, source=frame.get("source", ""))
    return []


def relocate_to_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    origin = frame["origin"][:2] if frame["origin"].startswith("c") else frame["origin"]
    out = []
    for space in dig_spaces(st):
        site = space[:2] if space.startswith("c") else space
        if site != origin and data.slot_level(site) in frame["levels"] and costs.site_space_free(st, space) is None:
            out.append(space)
    return out


def relocate_to_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    st = g.state
    zones.vacate(st, frame["origin"])
    zones.occupy(st, value, frame["seat"])
    return [Event("relocate", {"seat": frame["seat"], "from": frame["origin"], "to": value})] + _program(
        g, frame["seat"], [{"op": "site", "site": value}])


def return_home_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    st = g.state
    zones.vacate(st, value)
    st.players[frame["seat"]].home += 1
    return [Event("home", {"seat": frame["seat"], "site": value})] + run(g)


def guardian_from_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    return [s for s in zones.own_sites(st, frame["seat"]) if zones.guardian_at(st, s)]


def guardian_from_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    ask(g.state, frame["seat"], "guardian_to", origin=value, source=frame.get("source", ""))
    return []


def guardian_to_options(g: Any, frame: Frame) -> list[str]:
    st = g.state
    return [s for s in _all_sites(st) if data.slot_level(s) <= 1 and s != frame["origin"]
            and not zones.occupied(st, s) and not zones.guardian_at(st, s)]


def _set_guardian(st: ArnakState, site: str, guardian: int) -> None:
    if site.startswith("c"):
        st.camp_guardians[int(site[1])] = guardian
    else:
        st.sites[int(site[1:]) - 1].guardian = guardian


def guardian_to_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    st = g.state
    guardian = zones.guardian_at(st, frame["origin"])
    _set_guardian(st, frame["origin"], 0)
    _set_guardian(st, value, guardian)
    return [Event("move_guardian", {"seat": frame["seat"], "from": frame["origin"], "to": value})] + _program(
        g, frame["seat"], zones.site_effect(st, value))


# ---- assistants ---------------------------------------------------------------------------------------------------


def supply_tops(st: ArnakState) -> list[int]:
    return [stack[0] for stack in st.supply if stack]


def _stack_of(st: ArnakState, aid: int) -> list[int]:
    return next(stack for stack in st.supply if stack and stack[0] == aid)


def recruit_options(g: Any, frame: Frame) -> list[int]:
    return supply_tops(g.state) if len(_player(g, frame).assistants) < 2 else []


def recruit_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    st = g.state
    _stack_of(st, value).pop(0)
    _player(g, frame).assistants.append(Assistant(value))
    return [Event("recruit", {"seat": frame["seat"], "assistant": value}, irreversible=True)] + run(g)


def rescue_options(g: Any, frame: Frame) -> list[int]:
    return sorted(set(g.state.rescue)) if len(_player(g, frame).assistants) < 2 else []


def rescue_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    st = g.state
    st.rescue.remove(value)
    _player(g, frame).assistants.append(Assistant(value, ready=False))
    return [Event("rescue", {"seat": frame["seat"], "assistant": value}, irreversible=True)] + run(g)


def assistant_up_options(g: Any, frame: Frame) -> list[int]:
    return [a.id for a in _player(g, frame).assistants if not a.gold]


def assistant_up_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    for a in _player(g, frame).assistants:
        if a.id == value:
            a.gold = a.ready = True
    return [Event("assistant_gold", {"seat": frame["seat"], "assistant": value})] + run(g)


def refresh_options(g: Any, frame: Frame) -> list[int]:
    return [a.id for a in _player(g, frame).assistants if not a.ready]


def refresh_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    for a in _player(g, frame).assistants:
        if a.id == value:
            a.ready = True
    return [Event("refresh", {"seat": frame["seat"], "assistant": value})] + run(g)


def supply_use_options(g: Any, frame: Frame) -> list[int]:
    return supply_tops(g.state)


def supply_use_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    return _program(g, frame["seat"], [{"op": "assistant_effect", "id": value, "gold": frame["side"] == "gold"}])


def swap_own_options(g: Any, frame: Frame) -> list[int]:
    return [a.id for a in _player(g, frame).assistants] if supply_tops(g.state) else []


def swap_own_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    ask(g.state, frame["seat"], "swap_supply", own=value, source=frame.get("source", ""))
    return []


def swap_supply_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    st = g.state
    p = _player(g, frame)
    mine = next(a for a in p.assistants if a.id == frame["own"])
    stack = _stack_of(st, value)
    stack[0] = mine.id  # the returned assistant goes silver side up where the new one was
    mine.id, mine.ready = value, True
    return [Event("swap", {"seat": frame["seat"], "gave": frame["own"], "got": value})] + run(g)


# ---- earrings, bonus tiles, order, round end ------------------------------------------------------------------


def earring_n_options(g: Any, frame: Frame) -> list[int]:
    return list(range(1, min(frame["max"], len(_player(g, frame).deck)) + 1))


def earring_n_resolve(g: Any, frame: Frame, value: int) -> list[Event]:
    p = _player(g, frame)
    drawn = [p.deck.pop(-1 if frame["bottom"] else 0) for _ in range(value)]
    ask(g.state, frame["seat"], "earring_keep", drawn=drawn, return_top=frame["return_top"], ask=True,
        free_actions="no_play", source=frame.get("source", ""))
    private = {frame["seat"]: {"cards": list(drawn)}}
    return [Event("draw", {"seat": frame["seat"], "n": value}, private, irreversible=True)]


def earring_keep_options(g: Any, frame: Frame) -> list[str]:
    return _distinct(frame["drawn"])


def earring_keep_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    p = _player(g, frame)
    rest = list(frame["drawn"])
    rest.remove(value)
    p.hand.append(value)
    if rest and frame["return_top"]:
        ask(g.state, frame["seat"], "earring_top", drawn=rest, optional=True, free_actions="no_play",
            source=frame.get("source", ""))
        return []
    p.play += rest
    return run(g)


def earring_top_options(g: Any, frame: Frame) -> list[str]:
    return _distinct(frame["drawn"])


def earring_top_resolve(g: Any, frame: Frame, value: str | None) -> list[Event]:
    p = _player(g, frame)
    rest = list(frame["drawn"])
    if value is not None:
        rest.remove(value)
        p.deck.insert(0, value)
    p.play += rest
    return run(g)


def bonus_options(g: Any, frame: Frame) -> list[str]:
    return _distinct(g.state.bonus.get(frame["key"], []))


def bonus_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    from .research import BONUS_STEPS
    st = g.state
    st.bonus[frame["key"]].remove(value)
    _player(g, frame).bonus_tiles.append(value)
    steps = tagged(BONUS_STEPS[value], "research")
    return [Event("bonus", {"seat": frame["seat"], "tile": value})] + _program(g, frame["seat"], steps)


def order_options(g: Any, frame: Frame) -> list[str]:
    return ["bonus", "row"]


def order_resolve(g: Any, frame: Frame, value: str) -> list[Event]:
    first, second = (frame["bonus"], frame["row"]) if value == "bonus" else (frame["row"], frame["bonus"])
    return _program(g, frame["seat"], [*first, *second])


OPTIONS: dict[str, Callable[[Any, Frame], list[Any]]] = {
    "exile": exile_options, "discard": discard_options, "upgrade": upgrade_options, "option": option_options,
    "activate": activate_options, "dig_or_discover": dig_or_discover_options, "study": research_options,
    "purchase": buy_options, "take": take_options, "guardian": guardian_options, "relocate_from": relocate_from_options,
    "relocate_to": relocate_to_options, "return_home": relocate_from_options, "supply_use": supply_use_options,
    "swap_own": swap_own_options, "swap_supply": supply_use_options, "earring_n": earring_n_options,
    "earring_keep": earring_keep_options, "earring_top": earring_top_options, "camp": camp_options,
    "guardian_from": guardian_from_options, "guardian_to": guardian_to_options, "recruit": recruit_options,
    "assistant_up": assistant_up_options, "rescue": rescue_options, "refresh": refresh_options,
    "bonus": bonus_options, "order": order_options,
}
RESOLVE: dict[str, Callable[[Any, Frame, Any], list[Event]]] = {
    "exile": exile_resolve, "discard": discard_resolve, "upgrade": upgrade_resolve, "option": option_resolve,
    "activate": activate_resolve, "dig_or_discover": dig_or_discover_resolve, "study": research_resolve,
    "purchase": buy_resolve, "take": take_resolve, "guardian": guardian_resolve, "relocate_from": relocate_from_resolve,
    "relocate_to": relocate_to_resolve, "return_home": return_home_resolve, "supply_use": supply_use_resolve,
    "swap_own": swap_own_resolve, "swap_supply": swap_supply_resolve, "earring_n": earring_n_resolve,
    "earring_keep": earring_keep_resolve, "earring_top": earring_top_resolve, "camp": camp_resolve,
    "guardian_from": guardian_from_resolve, "guardian_to": guardian_to_resolve, "recruit": recruit_resolve,
    "assistant_up": assistant_up_resolve, "rescue": rescue_resolve, "refresh": refresh_resolve,
    "bonus": bonus_resolve, "order": order_resolve,
}
# what skipping an optional decision does beyond dropping it
ON_SKIP: dict[str, Callable[[Any, Frame], list[Event]]] = {
    "earring_top": lambda g, frame: earring_top_resolve(g, frame, None),
}
