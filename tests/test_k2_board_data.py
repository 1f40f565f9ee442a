"""K2's component data (rules/k2/board.json, components.json as loaded by rules/k2/board.py) against the spec tables.

Source: the spec (k2.md and its board and weather tables), transcribed in tests/k2_spec.py.
"""

from __future__ import annotations

import heapq
from collections import Counter, deque

import pytest

from rules.k2.board import (
    BASE,
    CARDS,
    DECK,
    MOUNTAINS,
    RISK_FACE_UP,
    RISK_TOKENS,
    SUMMIT,
    TRACKS,
    WEATHER,
    capacities,
)
from tests import k2_spec


def _spaces(table: str) -> dict[str, dict]:
    out = {}
    for line in table.split("\n"):
        if line:
            sid, zone, vp, cost, accl, x, y = line.split()
            out[sid] = {"zone": zone, "vp": int(vp), "cost": None if cost == "-" else int(cost), "accl": int(accl),
                        "xy": [int(x), int(y)]}
    return out


def _weather(table: str) -> list[dict]:
    tiles = []
    for line in table.split("\n"):
        if line:
            tid, *days = line.split()
            parsed = []
            for day in days:
                icon, accl, move, zones = day.split("/")
                parsed.append({"icon": icon, "accl": int(accl), "move": int(move),
                               "zones": [] if zones == "-" else zones.split(",")})
            tiles.append({"id": tid, "days": parsed})
    return tiles


SPEC_BOARDS = {
    side: {"spaces": _spaces(getattr(k2_spec, f"{side.upper()}_SPACES")),
           "edges": [pair.split("-") for pair in getattr(k2_spec, f"{side.upper()}_LINKS").split()]}
    for side in ("summer", "winter")
}
SPEC_BOARDS["capacity_per_space"] = {
    zone: {**{str(n): c[n - 1] for n in range(1, 6)}, **({"5_relaxed": c[5]} if zone in ("Z7", "Z8") else {})}
    for zone, c in k2_spec.CAPACITY.items()
}
SPEC_BOARDS["score_track"] = k2_spec.SCORE_TRACKS
SPEC_WEATHER = {"tiles": _weather(k2_spec.WEATHER_SUMMER)}
SIDES = ("summer", "winter")


def links(side: str) -> dict[str, set[str]]:
    mountain = MOUNTAINS[side]
    out: dict[str, set[str]] = {s: set() for s in mountain.spaces}
    for a, b in mountain.edges:
        out[a].add(b)
        out[b].add(a)
    return out


def cheapest(side: str, start: str = BASE) -> dict[str, int]:
    """Our own Dijkstra over the engine's graph: each step pays the entry cost of the space entered."""
    mountain = MOUNTAINS[side]
    graph = links(side)
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, here = heapq.heappop(queue)
        if cost > best[here]:
            continue
        for there in graph[here]:
            step = cost + mountain.spaces[there].cost
            if step < best.get(there, 1 << 30):
                best[there] = step
                heapq.heappush(queue, (step, there))
    return best


# ---- spaces and links ----------------------------------------------------------------------------


@pytest.mark.parametrize("side", SIDES)
def test_every_space_has_the_spec_zone_vp_cost_and_acclimatization(side):
    spec = SPEC_BOARDS[side]["spaces"]
    engine = MOUNTAINS[side].spaces
    assert set(engine) == set(spec)
    for sid, s in spec.items():
        e = engine[sid]
        assert (e.zone, e.vp, e.accl, list(e.xy)) == (s["zone"], s["vp"], s["accl"], s["xy"]), sid
        if sid == BASE:
            assert s["cost"] is None
        else:
            assert e.cost == s["cost"], sid


@pytest.mark.parametrize("side", SIDES)
def test_every_link_is_the_spec_link(side):
    spec = {frozenset(e) for e in SPEC_BOARDS[side]["edges"]}
    engine = [frozenset(e) for e in MOUNTAINS[side].edges]
    assert len(engine) == len(set(engine)), "a link is listed twice"
    assert set(engine) == spec


def test_summer_has_28_spaces_and_winter_30_counting_base_and_summit():
    summer, winter = MOUNTAINS["summer"].spaces, MOUNTAINS["winter"].spaces
    assert len(summer) == 28 and len(winter) == 30
    assert set(summer) == {BASE, SUMMIT} | {f"S{k}" for k in range(1, 27)}
    assert set(winter) == {BASE, SUMMIT} | {f"W{k}" for k in range(1, 29)}


@pytest.mark.parametrize("side", SIDES)
def test_the_graph_is_connected_and_undirected(side):
    graph = links(side)
    assert all(a in graph[b] for a in graph for b in graph[a])
    assert all(a not in graph[a] for a in graph), "a space linked to itself"
    seen, queue = {BASE}, deque([BASE])
    while queue:
        for there in graph[queue.popleft()]:
            if there not in seen:
                seen.add(there)
                queue.append(there)
    assert seen == set(graph)


@pytest.mark.parametrize(("side", "points"), [("summer", 24), ("winter", 28)])
def test_cheapest_route_from_base_camp_to_the_summit(side, points):
    assert cheapest(side)[SUMMIT] == points


def test_the_summit_is_worth_10_and_lies_above_8000_m():
    for side in SIDES:
        summit = MOUNTAINS[side].spaces[SUMMIT]
        assert (summit.zone, summit.vp) == ("Z8", 10)
        assert MOUNTAINS[side].spaces[BASE].zone == "Z5"


def test_winter_branches_rejoin_at_w27():
    graph = links("winter")
    assert graph["W27"] == {"W23", "W26", "W28"}
    assert graph[SUMMIT] == {"W28"}


# ---- capacity and score tracks ------------------------------------------------------------------


CAPACITY = {  # zone: (2p/solo, 3p, 4p, 5p, 5p relaxed)
    "Z8": (1, 1, 1, 1, 2),
    "Z7": (1, 2, 2, 2, 3),
    "Z6": (2, 2, 3, 3, 3),
    "Z5": (2, 3, 3, 4, 4),
}


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_capacity_table_by_zone_and_player_count(players):
    column = {1: 0, 2: 0, 3: 1, 4: 2, 5: 3}[players]
    assert capacities(players, False) == {zone: row[column] for zone, row in CAPACITY.items()}


def test_relaxed_capacity_adds_one_on_z7_and_z8_with_5_players_only():
    assert capacities(5, True) == {zone: row[4] for zone, row in CAPACITY.items()}
    for players in (1, 2, 3, 4):
        assert capacities(players, True) == capacities(players, False)


def test_capacity_data_equals_the_spec_table():
    spec = {k: v for k, v in SPEC_BOARDS["capacity_per_space"].items() if not k.startswith("_")}
    for zone, row in spec.items():
        for count, cap in row.items():
            players, relaxed = (5, True) if count == "5_relaxed" else (int(count), False)
            assert capacities(players, relaxed)[zone] == cap, (zone, count)


def test_score_tracks():
    assert TRACKS == {"summer": [1, 2, 3, 4, 5, 6, 7, 10], "winter": [1, 2, 3, 4, 5, 6, 7, 8, 10]}
    assert TRACKS == SPEC_BOARDS["score_track"]
    for side in SIDES:
        vps = {s.vp for s in MOUNTAINS[side].spaces.values()}
        assert vps == set(TRACKS[side]), "every flag value is on the track and every track value on a flag"


# ---- cards, risk tokens, weather ----------------------------------------------------------------------


def test_the_18_card_deck():
    """Movement 1,1,1,1,1,2,2,2,3,3; rope 1/2, 1/3, 2/3; acclimatization 0,1,1,2,3."""
    assert DECK == {"M1": 5, "M2": 3, "M3": 2, "R12": 1, "R13": 1, "R23": 1, "A0": 1, "A1": 2, "A2": 1, "A3": 1}
    assert sum(DECK.values()) == 18
    assert CARDS == ("M1", "M2", "M3", "R12", "R13", "R23", "A0", "A1", "A2", "A3")


def test_risk_tokens_four_0_eleven_1_five_2_and_3_face_up():
    assert Counter(RISK_TOKENS) == {0: 4, 1: 11, 2: 5}
    assert len(RISK_TOKENS) == 20
    assert RISK_FACE_UP == 3


def test_six_summer_weather_tiles_of_three_days():
    tiles = WEATHER["summer"]
    assert len(tiles) == 6 and all(len(t["days"]) == 3 for t in tiles)
    assert tiles == SPEC_WEATHER["tiles"]
    for tile in tiles:
        for day in tile["days"]:
            assert day["move"] == 0, "summer weather never costs movement"
            assert (day["icon"] == "sun") == (day["accl"] == 0) == (day["zones"] == [])
            assert set(day["zones"]) <= {"Z6", "Z7", "Z8"}
    assert "winter" not in WEATHER or not WEATHER["winter"], "winter tiles were never transcribed"
