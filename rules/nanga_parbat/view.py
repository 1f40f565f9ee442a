"""What a seat sees of Nanga Parbat: everything (perfect information once the animals are placed).

`sample_state` turns a view back into the full state, so bots that are handed only an observation
can still simulate exactly (nothing is hidden, and no chance event follows setup).
"""

from __future__ import annotations

import copy
from typing import Any

from ..rng import Rng
from .board import ADJ, ANIMALS, COLUMNS, INDEX, REGION_OF, ROW_INDEX, ROWS, SECTION_IDS, SPECIES
from .engine import to_act, trap_choices
from .state import CAMP, CLAIM, HIKER, PLAY, NangaState


def _section(i: int, cell: int) -> dict[str, Any]:
    return {
        "id": SECTION_IDS[i],
        "region": REGION_OF[i] + 1,
        "animal": ANIMALS[cell] if cell < HIKER else None,
        "hiker": cell - HIKER if HIKER <= cell < CAMP else None,
        "camp": cell - CAMP if cell >= CAMP else None,
    }


def _pending(frame: dict[str, Any]) -> dict[str, Any]:
    if frame["kind"] == CLAIM:
        row = ROWS[frame["row"]]
        if row == "camps":
            picks: list[Any] = [SECTION_IDS[i] for i in frame["picks"]]
        else:
            picks = [{"animal": ANIMALS[s], "used": bool(u)} for s, u in frame["picks"]]
        return {"kind": CLAIM, "row": row, "picks": picks}
    return {"kind": "power", "animal": ANIMALS[frame["animal"]], "picks": [SECTION_IDS[i] for i in frame["picks"]]}


def observe(st: NangaState, seat: int | None, opts: dict[str, Any]) -> dict[str, Any]:
    playing = st.phase == PLAY
    links = sorted({tuple(sorted((SECTION_IDS[i], SECTION_IDS[j]))) for i, near in enumerate(
        ADJ[opts["between_region_links"]]) for j in near if REGION_OF[i] != REGION_OF[j]})
    return {
        "game": "nanga_parbat",
        "players": 2,
        "viewer": seat,
        "options": dict(opts),
        "phase": st.phase,
        "first_player": st.first,
        "turn": st.turn if playing else None,
        "to_act": to_act(st),
        "step": ("after" if st.trapped else "trap") if playing else None,
        "trapped": st.trapped,
        "claimed": st.claimed,
        "guide": st.guide + 1 if st.guide >= 0 else None,
        "trap_sections": [SECTION_IDS[i] for i in trap_choices(st, opts)] if playing and not st.trapped else [],
        "sections": [_section(i, c) for i, c in enumerate(st.cells)],
        "between_links": [list(pair) for pair in links],
        "scores": list(st.scores),
        "track_length": opts["track_length"],
        "turns": list(st.turns),
        "hikers_left": list(st.hikers_left),
        "camps_left": list(st.camps_left),
        "cubes_left": list(st.cubes_left),
        "animal_boards": [
            {name: {"fresh": st.fresh[s][k], "used": st.used[s][k]} for k, name in enumerate(ANIMALS)}
            for s in (0, 1)
        ],
        "chart": [
            {"row": row, "column": c, "count": COLUMNS[c], "points": st.values[r][c],
             "owner": st.chart[r][c] if st.chart[r][c] >= 0 else None}
            for r, row in enumerate(ROWS) for c in range(len(COLUMNS))
        ],
        "pending": _pending(st.pending[-1]) if st.pending else None,
        "this_turn": copy.deepcopy(st.this_turn) if playing else None,
        "last_turn": copy.deepcopy(st.last_turn) if st.last_turn else None,
    }


def sample_state(obs: dict[str, Any], rng: Rng) -> NangaState:
    """The full state an observation describes: nothing is hidden, so `rng` is not drawn from (and the
    game's own RNG is not needed after setup)."""
    st = NangaState(rng=Rng(0))
    cells = []
    for sec in obs["sections"]:
        if sec["animal"] is not None:
            cells.append(SPECIES[sec["animal"]])
        elif sec["hiker"] is not None:
            cells.append(HIKER + sec["hiker"])
        else:
            cells.append(CAMP + sec["camp"])
    st.cells = cells
    st.first = obs["first_player"]
    st.phase = obs["phase"]
    st.turn = obs["turn"] if obs["turn"] is not None else st.first
    st.guide = obs["guide"] - 1 if obs["guide"] is not None else -1
    st.trapped, st.claimed = obs["trapped"], obs["claimed"]
    st.turns = list(obs["turns"])
    st.scores = list(obs["scores"])
    st.hikers_left, st.camps_left, st.cubes_left = (list(obs[k]) for k in ("hikers_left", "camps_left", "cubes_left"))
    st.fresh = [[board[a]["fresh"] for a in ANIMALS] for board in obs["animal_boards"]]
    st.used = [[board[a]["used"] for a in ANIMALS] for board in obs["animal_boards"]]
    st.values = [[0] * len(COLUMNS) for _ in ROWS]
    st.chart = [[-1] * len(COLUMNS) for _ in ROWS]
    for sq in obs["chart"]:
        r = ROW_INDEX[sq["row"]]
        st.values[r][sq["column"]] = sq["points"]
        st.chart[r][sq["column"]] = -1 if sq["owner"] is None else sq["owner"]
    pending = obs["pending"]
    if pending is None:
        st.pending = []
    elif pending["kind"] == CLAIM:
        row = ROW_INDEX[pending["row"]]
        picks = ([INDEX[p] for p in pending["picks"]] if pending["row"] == "camps"
                 else [[SPECIES[p["animal"]], int(p["used"])] for p in pending["picks"]])
        st.pending = [{"kind": CLAIM, "row": row, "picks": picks}]
    else:
        st.pending = [{"kind": "power", "animal": SPECIES[pending["animal"]],
                       "picks": [INDEX[p] for p in pending["picks"]]}]
    st.this_turn = copy.deepcopy(obs["this_turn"]) if obs["this_turn"] else {}
    st.last_turn = copy.deepcopy(obs["last_turn"]) if obs["last_turn"] else None
    return st
