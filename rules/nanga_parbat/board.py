"""Nanga Parbat's board facts, loaded from board.json and points.json, plus graph helpers.

Sections are small ints: index = (region - 1) * 6 + (number - 1), id 'region.number'.
"""

from __future__ import annotations

from typing import Any

from ..i18n import package_json


def _load(name: str) -> dict[str, Any]:
    return package_json(__package__, name)


BOARD = _load("board.json")
POINTS = _load("points.json")

REGIONS = 6
PER_REGION = 6
SECTIONS = REGIONS * PER_REGION
SECTION_IDS = tuple(f"{r}.{k}" for r in range(1, REGIONS + 1) for k in range(1, PER_REGION + 1))
INDEX = {sid: i for i, sid in enumerate(SECTION_IDS)}
REGION_OF = tuple(i // PER_REGION for i in range(SECTIONS))   # 0-based region
NUMBER_OF = tuple(i % PER_REGION for i in range(SECTIONS))    # 0-based number: the guide's next region
REGION_SECTIONS = tuple(tuple(range(r * PER_REGION, (r + 1) * PER_REGION)) for r in range(REGIONS))

ANIMALS = tuple(a["id"] for a in BOARD["animals"])
SPECIES = {name: i for i, name in enumerate(ANIMALS)}
COPIES = tuple(a["copies"] for a in BOARD["animals"])
SNOW_LEOPARD, TAHR, MUSK_DEER, YAK, BHARAL, RED_PANDA = (SPECIES[n] for n in (
    "snow_leopard", "tahr", "musk_deer", "yak", "bharal", "red_panda"))
ACTIVATED = (SNOW_LEOPARD, TAHR, MUSK_DEER, YAK)  # the bharal and red panda have no activation

HIKERS = BOARD["per_player"]["hikers"]
CAMPS = BOARD["per_player"]["camps"]
CUBES = BOARD["per_player"]["cubes"]

COLUMNS = tuple(POINTS["columns"])
ROWS = tuple(r["id"] for r in POINTS["rows"])
ROW_INDEX = {r: i for i, r in enumerate(ROWS)}
CAMPS_ROW, DIFFERENT_ROW, SAME_ROW = (ROW_INDEX[r] for r in ("camps", "different", "same"))
DEFAULT_POINTS = tuple(tuple(r["points"]) for r in POINTS["rows"])
LINK_MODES = ("spec", "confirmed_only")


def _adjacency(mode: str) -> tuple[tuple[int, ...], ...]:
    near: list[set[int]] = [set() for _ in range(SECTIONS)]
    for r in range(REGIONS):
        for a, b in BOARD["inside_links"]:
            i, j = r * PER_REGION + a - 1, r * PER_REGION + b - 1
            near[i].add(j)
            near[j].add(i)
    for link in BOARD["between_links"]:
        if mode == "spec" or link["status"] == "confirmed":
            i, j = INDEX[link["a"]], INDEX[link["b"]]
            near[i].add(j)
            near[j].add(i)
    return tuple(tuple(sorted(s)) for s in near)


ADJ = {mode: _adjacency(mode) for mode in LINK_MODES}


def components(nodes: set[int], adj: tuple[tuple[int, ...], ...]) -> list[set[int]]:
    """The connected groups of `nodes` (sections), by board adjacency."""
    left = set(nodes)
    out = []
    while left:
        start = left.pop()
        group, todo = {start}, [start]
        while todo:
            for j in adj[todo.pop()]:
                if j in left:
                    left.discard(j)
                    group.add(j)
                    todo.append(j)
        out.append(group)
    return out


def connected_sets(nodes: set[int], adj: tuple[tuple[int, ...], ...], max_size: int) -> set[frozenset[int]]:
    """Every connected subset of `nodes` with 1..max_size members (small: at most 15 hikers, size 6)."""
    found: set[frozenset[int]] = set()
    frontier = {frozenset((n,)) for n in nodes}
    while frontier:
        found |= frontier
        grown: set[frozenset[int]] = set()
        for group in frontier:
            if len(group) >= max_size:
                continue
            for member in group:
                for j in adj[member]:
                    if j in nodes and j not in group:
                        grown.add(group | {j})
        frontier = grown - found
    return found


def is_connected(group: set[int] | frozenset[int], adj: tuple[tuple[int, ...], ...]) -> bool:
    return len(components(set(group), adj)) == 1 if group else False
