"""The research track: a token arrives, takes the space's bonus tile, and the row's effect resolves."""

from __future__ import annotations

from typing import Any

from ..events import Event
from . import data
from .effects import Step, ask, tagged

BONUS_STEPS: dict[str, list[Step]] = {
    "coin": [{"op": "gain", "res": {"coin": 1}}], "compass": [{"op": "gain", "res": {"compass": 1}}],
    "tablet": [{"op": "gain", "res": {"tablet": 1}}], "exile_card": [{"op": "exile", "optional": True}],
    "draw": [{"op": "draw", "n": 1}], "upgrade": [{"op": "upgrade", "optional": True}],
}


def arrive(g: Any, seat: int, step: dict[str, Any], frame: dict[str, Any]) -> list[Event]:
    st = g.state
    p = st.players[seat]
    side_space = data.space(st.temple, step["space"])
    token = step["token"]
    if "idol_from_supply" in side_space["cost"] and not step.get("free"):
        p.idols -= 1  # the Snake side's rescue row takes an idol from the crates, out of the game
    setattr(p, token, step["space"])
    row = side_space["row"]
    events = [Event("research", {"seat": seat, "token": token, "space": step["space"], "row": row})]
    row_steps = [] if row == data.TEMPLE_ROW else tagged(
        data.research(st.temple)["rows"][str(row)][token]["effect"], "research")
    if row == data.TEMPLE_ROW:
        rank = len(data.BOARD["temple_arrival_vp"]) - len(st.arrivals) + 1
        p.temple_vp, p.temple_rank = st.arrivals.pop(0), rank
        events.append(Event("temple", {"seat": seat, "vp": p.temple_vp, "rank": rank}))
    key = "temple" if row == data.TEMPLE_ROW else str(step["space"])
    tiles = st.bonus.get(key, [])
    frame["steps"][:0] = row_steps
    if len(tiles) > 1 or (key == "temple" and tiles):
        ask(st, seat, "bonus", key=key)  # the chooser looks through the tiles (a face-down stack in the temple)
    elif tiles:
        tile = tiles.pop()
        p.bonus_tiles.append(tile)
        events.append(Event("bonus", {"seat": seat, "tile": tile}))
        if row_steps:
            frame["steps"][:len(row_steps)] = []
            ask(st, seat, "order", bonus=tagged(BONUS_STEPS[tile], "research"), row=row_steps, ask=True)
        else:
            frame["steps"][:0] = tagged(BONUS_STEPS[tile], "research")
    return events
