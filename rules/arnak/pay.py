"""Paying travel: a "pay" frame collects cards, planes bought with coins, boons and assistants until the icons are
paid; the action then runs. Cancel gives everything back (nothing has happened yet)."""

from __future__ import annotations

from typing import Any

from ..events import Event
from . import costs, data, effects, travel, zones


def start(g: Any, seat: int, need: list[str], then: list[dict[str, Any]], res: dict[str, int] | None = None,
          back: dict[str, Any] | None = None, action: str = "") -> list[Event]:
    """Open a payment for `need`; with nothing to pay, the action runs at once."""
    frame = {"kind": "pay", "seat": seat, "need": list(need), "res": dict(res or {}), "then": then, "back": back,
             "paid": [], "action": action}
    g.state.stack.append(frame)
    if not need:
        return complete(g, frame)
    return []


def need_after(g: Any, frame: dict[str, Any], icons: list[str]) -> list[str]:
    """The icons the payment would still need once `icons` are spent on it (the frame is left as it is)."""
    rest = costs.sources(g.state, frame["seat"], frame["res"].get("coin", 0))
    return travel.apply_icons(frame["need"], icons, rest)[0]


def use_icons(g: Any, frame: dict[str, Any], icons: list[str]) -> None:
    frame["need"] = need_after(g, frame, icons)


def complete(g: Any, frame: dict[str, Any]) -> list[Event]:
    st = g.state
    seat = frame["seat"]
    p = st.players[seat]
    assert st.stack[-1] is frame
    st.stack.pop()
    cards = [item["card"] for item in frame["paid"] if "card" in item]  # this payment's (another may be open below)
    for card in cards:
        p.paying.remove(card)
    p.play += cards
    events = [Event("paid", {"seat": seat, "cards": list(cards), "res": dict(frame["res"])})]
    zones.pay(p, frame["res"])
    effects.push(st, seat, frame["then"])
    return events + effects.run(g)


def cancel(g: Any, frame: dict[str, Any]) -> list[Event]:
    st = g.state
    p = st.players[frame["seat"]]
    for item in frame["paid"]:
        if "card" in item:
            p.paying.remove(item["card"])
            p.hand.append(item["card"])
        elif "coins" in item:
            p.res["coin"] += item["coins"]
        elif "boon" in item:
            p.boons_used.remove(item["boon"])
        elif "assistant" in item:
            for a in p.assistants:
                if a.id == item["assistant"]:
                    a.ready = True
    st.stack.pop()
    if frame["back"]:
        st.stack.append(frame["back"])
    return [Event("cancel", {"seat": frame["seat"]})]


def boon_icons(guardian: int) -> list[str]:
    return [i for s in data.GUARDIANS[guardian]["boon"] if s["op"] == "travel" for i in s["icons"]]
