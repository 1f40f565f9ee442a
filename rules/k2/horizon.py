"""What a K2 climber can still make of the game: a small dynamic programme over the rounds left.

The rule bot values a climber's position one turn ahead. The hard bot also asks how high the climber can still get
and come back alive by the end of round 18, if it keeps receiving a share of its player's cards: `m` movement points
and `a` acclimatization per round. For each round, space and target height the programme finds the least
acclimatization the climber needs to reach that height at some point and survive every check to the end, under the
weather the seat can see (tiles not yet turned up count as the average of the tiles left). Capacity, ropes and the
opponents are left out: it is a horizon, not a plan.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from .board import MAX_ACCL, MOUNTAINS, ROUNDS, TRACKS, WEATHER
from .state import K2State

INF = float("inf")


@cache
def _reach(side: str, m: int) -> dict[str, tuple[str, ...]]:
    """Spaces within `m` movement points of each space (itself included), by entry costs."""
    board = MOUNTAINS[side]
    return {p: tuple(s for s, d in board.distances(p, lambda _h, there: board.spaces[there].cost).items() if d <= m)
            + (p,) for p in board.spaces}


def weather_penalties(weather: str, seen: tuple[int, ...]) -> list[dict[str, float]]:
    """Acclimatization lost per zone in each round 1..18 (index 0 unused): the tiles `seen` in order, then the
    average of the tiles not seen yet (each of them may come in any later slot)."""
    tiles = WEATHER[weather]
    rest = [t for t in range(len(tiles)) if t not in seen]
    out: list[dict[str, float]] = [{}]
    for r in range(1, ROUNDS + 1):
        slot, day = (r - 1) // 3, (r - 1) % 3
        chosen = [seen[slot]] if slot < len(seen) else rest
        pen: dict[str, float] = {}
        for t in chosen:
            d = tiles[t]["days"][day]
            for z in d["zones"]:
                pen[z] = pen.get(z, 0.0) + d["accl"] / len(chosen)
        out.append(pen)
    return out


@lru_cache(maxsize=256)
def need_table(side: str, weather: str, seen: tuple[int, ...], tents: frozenset[str],
               shares: tuple[tuple[int, float], ...]) -> list[dict[str, list[float]]]:
    """need[r][space][h]: the least acclimatization at the start of round r on `space` to reach a height of at least
    TRACKS[side][h] in rounds r..18 and be alive after round 18 (INF: impossible). Index ROUNDS + 1 is the end."""
    board = MOUNTAINS[side]
    track = TRACKS[side]
    levels = len(track)
    pens = weather_penalties(weather, seen)
    reaches = [(_reach(side, m), a) for m, a in shares]
    end = {p: [-INF] + [INF] * (levels - 1) for p in board.spaces}
    need: list[dict[str, list[float]]] = [end] * (ROUNDS + 2)
    for r in range(ROUNDS, 0, -1):
        after = need[r + 1]
        pen = pens[r]
        # what the climber gains at the check of round r standing on each space (its tent counts for all)
        gain = {s: spc.accl + (1 if s in tents else 0) - pen.get(spc.zone, 0.0) for s, spc in board.spaces.items()}
        now: dict[str, list[float]] = {}
        for p in board.spaces:
            row = [INF] * levels
            for reach, a in reaches:
                for dest in reach[p]:
                    _relax(row, board.spaces[dest].vp, after[dest], gain[dest] + a, track)
            now[p] = row
        need[r] = now
    return need


def _relax(row: list[float], vp: int, nxt: list[float], g: float, track: list[int]) -> None:
    """Lower `row` (round r, one space) by ending round r on a space of this VP, gaining g at the check."""
    for h in range(len(row)):
        want = nxt[0] if vp >= track[h] else nxt[h]
        if want > MAX_ACCL:
            continue
        req = max(1.0, want) - g
        if req < row[h]:
            row[h] = req


def seen_tiles(st: K2State) -> tuple[int, ...]:
    """The tiles of the order a seat can see (the rest of a sampled state's order is a guess)."""
    return tuple(st.weather[: min(len(st.weather), (st.round - 1) // 3 + 2)])


def final_score(st: K2State, opts: dict[str, Any], shares: tuple[tuple[int, float], ...], space: str,
                after: int, score: int) -> tuple[float, float]:
    """(the highest final score a climber can still make, its acclimatization margin for it): the climber is on
    `space`, alive after this round's check with `after` acclimatization, and gets one of `shares` each round."""
    track = TRACKS[st.side]
    if st.round >= ROUNDS:
        return float(score), float(after)
    row = need_table(st.side, opts["weather"], seen_tiles(st), frozenset(), shares)[st.round + 1][space]
    for h in range(len(track) - 1, -1, -1):
        if row[h] <= after:
            return float(max(score, track[h])), after - max(row[h], 1.0)
    return 1.0, -1.0  # it cannot survive to the end even by going down at once
