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
               shares: tuple[tuple[int, float], ...], start: int = 1) -> list[dict[str, list[float]]]:
    """need[r][space][h]: the least acclimatization at the start of round r on `space` to reach a height of at least
    TRACKS[side][h] in rounds r..18 and be alive after round 18 (INF: impossible). Index ROUNDS + 1 is the end.
    Only rounds from `start` on are worked out (the rounds before are empty): see `window_start`."""
    board = MOUNTAINS[side]
    track = TRACKS[side]
    levels = len(track)
    pens = weather_penalties(weather, seen)
    reaches = [(_reach(side, m), a) for m, a in shares]
    spaces = board.spaces
    end = {p: [-INF] + [INF] * (levels - 1) for p in spaces}
    need: list[dict[str, list[float]]] = [end] * (ROUNDS + 2)
    # a flag reached on arrival satisfies every target up to its height: the rest is surviving (need[.][0])
    counts = {dest: sum(1 for h in track if spc.vp >= h) for dest, spc in spaces.items()}
    need[1:start] = [{} for _ in range(1, start)]
    for r in range(ROUNDS, start - 1, -1):
        after = need[r + 1]
        pen = pens[r]
        # what the climber gains at the check of round r standing on each space (its tent counts for all)
        gain = {s: spc.accl + (1 if s in tents else 0) - pen.get(spc.zone, 0.0) for s, spc in spaces.items()}
        # per share: the least acclimatization on arriving at each destination, for each target height
        arrive = []
        for reach, a in reaches:
            rows = {}
            for dest in spaces:
                nxt = after[dest]
                k = counts[dest]
                wants = [nxt[0]] * k + nxt[k:]
                g = gain[dest] + a
                rows[dest] = [INF if w > MAX_ACCL else (w if w > 1.0 else 1.0) - g for w in wants]
            arrive.append((reach, rows))
        now: dict[str, list[float]] = {}
        for p in spaces:
            cands = [rows[dest] for reach, rows in arrive for dest in reach[p]]
            now[p] = [min(col) for col in zip(*cands, strict=True)]
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


def window_start(st: K2State) -> int:
    """The first round of today's weather tile: the tiles seen stay the same from it to the tile's last day, so
    one table from that round on serves the three rounds (earlier rounds are past)."""
    return 3 * ((st.round - 1) // 3) + 1


def seen_tiles(st: K2State) -> tuple[int, ...]:
    """The tiles of the order a seat can see (the rest of a sampled state's order is a guess)."""
    return tuple(st.weather[: min(len(st.weather), (st.round - 1) // 3 + 2)])


def final_score(st: K2State, opts: dict[str, Any], shares: tuple[tuple[int, float], ...], space: str,
                after: int, score: int, tents: frozenset[str] = frozenset()) -> tuple[float, float]:
    """(the highest final score a climber can still make, its acclimatization margin for it): the climber is on
    `space`, alive after this round's check with `after` acclimatization, and gets one of `shares` each round."""
    track = TRACKS[st.side]
    if st.round >= ROUNDS:
        return float(score), float(after)
    row = need_table(st.side, opts["weather"], seen_tiles(st), tents, shares, window_start(st))[st.round + 1][space]
    for h in range(len(track) - 1, -1, -1):
        if row[h] <= after:
            return float(max(score, track[h])), after - max(row[h], 1.0)
    return 1.0, -1.0  # it cannot survive to the end even by going down at once
