"""Nanga Parbat's rules: setup, the legal decisions of a turn, applying one, scoring, the end.

A turn is a sequence of small decisions. Claims and powers that need several clicks push a
frame on `st.pending`; its picks are offered only when they can still lead to a valid result,
and the frame resolves when the last needed pick is made (or on 'confirm' when a claim could
still grow). Nothing changes on the board until a frame resolves, so 'cancel' just pops it.
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import BadOption, quote
from ..events import Event
from ..record import duplicate
from .board import (
    ACTIVATED,
    ADJ,
    ANIMALS,
    BHARAL,
    CAMPS_ROW,
    COLUMNS,
    COPIES,
    DEFAULT_POINTS,
    DIFFERENT_ROW,
    INDEX,
    MUSK_DEER,
    NUMBER_OF,
    RED_PANDA,
    REGION_OF,
    REGION_SECTIONS,
    REGIONS,
    ROW_INDEX,
    ROWS,
    SAME_ROW,
    SECTION_IDS,
    SECTIONS,
    SNOW_LEOPARD,
    SPECIES,
    TAHR,
    YAK,
    components,
    connected_sets,
)
from .state import CAMP, CLAIM, GUIDE, HIKER, OVER, PLAY, POWER, NangaState

Action = dict[str, Any]
Adj = tuple[tuple[int, ...], ...]
NOT_WILD = tuple(s for s in range(len(ANIMALS)) if s != BHARAL)
NEEDED_PICKS = {SNOW_LEOPARD: 2, TAHR: 2, MUSK_DEER: 2, YAK: 1}
RED_PANDA_POINTS = 1


# ---- options that need more than a type check ------------------------------------
POINTS_ROW = re.compile(r"[0-9]{1,2}(?:,[0-9]{1,2})*")

def chart_values(opts: dict[str, Any]) -> list[list[int]]:
    """The points chart with the same-species row from the option; refuses a malformed row."""
    text = opts["same_species_points"]
    # ASCII digits only, checked before the text is split (int() takes '٩' and ' 9', and the text may be huge)
    same = [int(v) for v in text.split(",")] if len(text) <= 60 and POINTS_ROW.fullmatch(text) else []
    if len(same) != len(COLUMNS) or not all(0 <= v <= 20 for v in same):
        raise BadOption(f"option 'same_species_points' must be {len(COLUMNS)} comma-separated points from 0 to 20 "
                        f"(one per column needing {', '.join(map(str, COLUMNS))}), got {quote(text)}")
    values = [list(r) for r in DEFAULT_POINTS]
    values[SAME_ROW] = same
    reach = max_reachable(values)
    if opts["track_length"] < reach:
        raise BadOption(f"option 'track_length' {opts['track_length']} is too short: with this chart a player "
                        f"could reach {reach} points")
    return values


def max_reachable(values: list[list[int]]) -> int:
    """An upper bound of one player's score: 5 best squares, 6 red pandas, +1 for each of those 11 scorings."""
    best = sorted((v for row in values for v in row), reverse=True)[:5]
    return sum(best) + COPIES[RED_PANDA] * RED_PANDA_POINTS + 5 + COPIES[RED_PANDA]


def adjacency(opts: dict[str, Any]) -> Adj:
    return ADJ[opts["between_region_links"]]


# ---- setup and whose decision it is -------------------------------------------------

def setup(st: NangaState, opts: dict[str, Any], first: int) -> list[Event]:
    animals = [s for s, n in enumerate(COPIES) for _ in range(n)]
    st.rng.shuffle(animals)
    st.cells = animals
    st.values = chart_values(opts)
    st.first = first
    st.turn = first
    st.phase = GUIDE
    return [Event("setup", {"animals": {SECTION_IDS[i]: ANIMALS[a] for i, a in enumerate(animals)},
                            "first": first, "guide_by": 1 - first}, irreversible=True)]


def to_act(st: NangaState) -> list[int]:
    if st.phase == OVER:
        return []
    return [1 - st.first] if st.phase == GUIDE else [st.turn]


def start_turn(st: NangaState, seat: int) -> None:
    st.turn = seat
    st.trapped = st.claimed = False
    st.pending = []
    st.this_turn = {"seat": seat, "trap": None, "animal": None, "powers": [], "claim": None, "panda": None}


# ---- what may be chosen ---------------------------------------------------------------

def animals_in(st: NangaState, region: int) -> list[int]:
    return [i for i in REGION_SECTIONS[region] if st.cells[i] < HIKER]


def trap_region(st: NangaState, opts: dict[str, Any]) -> int | None:
    """The region the player traps from: the guide's, or (it is empty) the option's fallback: any region (None)
    or the next one by number that has an animal."""
    if animals_in(st, st.guide):
        return st.guide
    if opts["empty_region"] == "any_region":
        return None
    return next((r for r in ((st.guide + step) % REGIONS for step in range(1, REGIONS)) if animals_in(st, r)),
                st.guide)


def trap_ok(st: NangaState, section: int, region: int | None) -> bool:
    """Whether the animal on `section` may be trapped from `region` (trap_region's answer)."""
    return st.cells[section] < HIKER and (region is None or REGION_OF[section] == region)


def trap_choices(st: NangaState, opts: dict[str, Any]) -> list[int]:
    """Sections the player may trap from, in order."""
    region = trap_region(st, opts)
    return [i for i in (range(SECTIONS) if region is None else REGION_SECTIONS[region]) if trap_ok(st, i, region)]


def free_sizes(st: NangaState, seat: int, row: int) -> set[int]:
    """Piece counts of the free squares of a row (camps also limited by the camps left)."""
    sizes = {COLUMNS[c] for c, owner in enumerate(st.chart[row]) if owner < 0}
    if row == CAMPS_ROW:
        sizes = {n for n in sizes if n <= st.camps_left[seat]}
    return sizes


def best_column(st: NangaState, row: int, n: int) -> int:
    """The free square of `row` for `n` pieces worth most (two columns take 3): -1 if none."""
    cols = [c for c, owner in enumerate(st.chart[row]) if owner < 0 and COLUMNS[c] == n]
    return max(cols, key=lambda c: (st.values[row][c], -c)) if cols else -1


def board_counts(st: NangaState, seat: int) -> list[int]:
    """How many of each species `seat` has on its board, activated or not."""
    return [f + u for f, u in zip(st.fresh[seat], st.used[seat], strict=True)]


def trade_room(st: NangaState, seat: int, row: int, picks: list[list[int]]) -> int:
    """How many more animals can join `picks` in a valid trade of `row`; -1 if `picks` cannot be one."""
    return room_left(board_counts(st, seat), row, picks)


def room_left(counts: list[int], row: int, picks: list[list[int]]) -> int:
    """trade_room for a player whose board holds `counts` animals of each species (the picks included).

    The bharal is wild: it may stand for any species, so it never breaks a set."""
    left = list(counts)
    for s, _ in picks:
        left[s] -= 1
    named = [s for s, _ in picks if s != BHARAL]
    kinds = set(named)
    wild = left[BHARAL]
    if row == DIFFERENT_ROW:
        if len(kinds) != len(named):
            return -1
        fresh_kinds = sum(1 for s in NOT_WILD if s not in kinds and left[s] > 0)
        return min(len(ANIMALS) - len(picks), wild + fresh_kinds)
    if len(kinds) > 1:
        return -1
    if kinds:
        return left[named[0]] + wild
    return max(left[s] for s in NOT_WILD) + wild


def claim_feasible(st: NangaState, seat: int, row: int, adj: Adj) -> bool:
    sizes = free_sizes(st, seat, row)
    if not sizes:
        return False
    need = min(sizes)
    if row == CAMPS_ROW:
        hikers = st.hikers_of(seat)
        return len(hikers) >= need and any(len(g) >= need for g in components(hikers, adj))
    return trade_room(st, seat, row, []) >= need


def may_claim(st: NangaState, seat: int) -> bool:
    """A turn's one claim comes after its trap, while the player has cubes."""
    return st.trapped and not st.claimed and st.cubes_left[seat] > 0


def claim_rows(st: NangaState, seat: int, adj: Adj) -> list[int]:
    if not may_claim(st, seat):
        return []
    return [r for r in range(len(ROWS)) if claim_feasible(st, seat, r, adj)]


def power_targets(st: NangaState, seat: int, species: int, picks: list[int], adj: Adj) -> list[int]:
    """Sections (or regions, for the yak) the next pick of a power may name, in order."""
    if species == YAK:
        return [r for r in range(REGIONS) if r != st.guide]
    # the second piece of a leopard's or tahr's swap is a neighbour of the first
    candidates = adj[picks[0]] if picks and species != MUSK_DEER else range(SECTIONS)
    return [i for i in candidates if power_target_ok(st.cells, species, picks, i, adj)]


def power_target_ok(cells: list[int], species: int, picks: list[int], i: int, adj: Adj) -> bool:
    """Whether section `i` may be the next pick of a swapping power (not the yak). Camps never move."""
    cell = cells[i]
    if species == SNOW_LEOPARD:
        # two hikers of the same player are alike: swapping them would change nothing
        if not HIKER <= cell < CAMP:
            return False
        if picks:
            return i in adj[picks[0]] and cell != cells[picks[0]]
        return any(HIKER <= cells[j] < CAMP and cells[j] != cell for j in adj[i])
    if species == TAHR:  # a hiker and an adjacent animal
        if picks:
            if i not in adj[picks[0]]:
                return False
            return HIKER <= cell < CAMP if cells[picks[0]] < HIKER else cell < HIKER
        if cell < HIKER:
            return any(HIKER <= cells[j] < CAMP for j in adj[i])
        return cell < CAMP and any(cells[j] < HIKER for j in adj[i])
    # musk deer: two animals anywhere; two of one species would change nothing
    if cell >= HIKER:
        return False
    if picks:
        return cell != cells[picks[0]]
    return any(c < HIKER and c != cell for c in cells)


def power_usable(st: NangaState, seat: int, species: int, adj: Adj) -> bool:
    """Whether `seat` may activate `species` now: an animal not yet activated, with something to act on."""
    if not st.fresh[seat][species]:
        return False
    return species == YAK or any(power_target_ok(st.cells, species, [], i, adj) for i in range(SECTIONS))


def power_choices(st: NangaState, seat: int, adj: Adj) -> list[int]:
    return [s for s in ACTIVATED if power_usable(st, seat, s, adj)]


def camp_options(st: NangaState, seat: int, picks: list[int], adj: Adj) -> set[int]:
    """Hikers that may join the camp group so far."""
    sizes = free_sizes(st, seat, CAMPS_ROW)
    hikers = st.hikers_of(seat)
    chosen = frozenset(picks)
    if not sizes or not chosen <= hikers:
        return set()
    pool = set().union(*(g for g in components(hikers, adj) if chosen <= g)) if chosen else hikers
    more: set[int] = set()
    for group in connected_sets(pool, adj, max(sizes)):
        if len(group) in sizes and chosen <= group:
            more |= group - chosen
    return more


def trade_options(st: NangaState, seat: int, row: int, picks: list[list[int]]) -> list[list[int]]:
    """Animals ([species, activated]) that may join the trade so far."""
    sizes = free_sizes(st, seat, row)
    counts = board_counts(st, seat)
    return [[s, used] for s in range(len(ANIMALS)) for used in (0, 1)
            if trade_pick_ok(st, seat, row, picks, [s, used], counts, sizes)]


def claim_complete(st: NangaState, seat: int, row: int, picks: list[Any], adj: Adj) -> bool:
    """Whether the claim's picks make a valid claim as they stand: as many pieces as a free square takes, camps
    one connected group of the player's hikers, animals a set the row accepts."""
    if len(picks) not in free_sizes(st, seat, row):
        return False
    if row == CAMPS_ROW:
        return set(picks) <= st.hikers_of(seat) and len(components(set(picks), adj)) == 1
    return room_left(board_counts(st, seat), row, picks) >= 0


def trade_pick_ok(st: NangaState, seat: int, row: int, picks: list[list[int]], pick: list[int], counts: list[int],
                  sizes: set[int]) -> bool:
    """Whether `pick` may join the trade `picks` of `row` (given the board `counts` and the free `sizes`)."""
    s, used = pick
    if (st.used if used else st.fresh)[seat][s] - picks.count(pick) <= 0:
        return False
    grown = [*picks, pick]
    room = room_left(counts, row, grown)
    return room >= 0 and any(len(grown) <= n <= len(grown) + room for n in sizes)


def frame_choices(st: NangaState, seat: int, adj: Adj) -> tuple[list[Action], bool]:
    """Picks the top pending frame offers, and whether it can be confirmed as it stands."""
    frame = st.pending[-1]
    if frame["kind"] == POWER:
        species = frame["animal"]
        targets = power_targets(st, seat, species, frame["picks"], adj)
        if species == YAK:
            return [{"type": "pick", "region": r + 1} for r in targets], False
        return [{"type": "pick", "section": SECTION_IDS[i]} for i in targets], False
    row, picks = frame["row"], frame["picks"]
    valid = claim_complete(st, seat, row, picks, adj)
    if row == CAMPS_ROW:
        return [{"type": "pick", "section": SECTION_IDS[i]} for i in sorted(camp_options(st, seat, picks, adj))], valid
    animals = trade_options(st, seat, row, picks)
    return [{"type": "pick", "animal": ANIMALS[s], "used": bool(u)} for s, u in animals], valid


# ---- applying a decision -------------------------------------------------------------

def advance(st: NangaState, seat: int, points: int, track: int, reason: str) -> Event:
    """Move a score marker: it never stops on the opponent's space (except 0) but one further."""
    before = st.scores[seat]
    after = before + points
    bumped = after != 0 and after == st.scores[1 - seat]
    if bumped:
        after += 1
    st.scores[seat] = min(after, track)  # the options keep every reachable score on the track
    return Event("score", {"seat": seat, "reason": reason, "points": points, "before": before,
                           "after": st.scores[seat], "bumped": bumped})


def do_trap(st: NangaState, seat: int, section: int, opts: dict[str, Any]) -> list[Event]:
    species = st.cells[section]
    st.fresh[seat][species] += 1
    st.cells[section] = HIKER + seat
    st.hikers_left[seat] -= 1
    before = st.guide
    st.guide = NUMBER_OF[section]
    st.trapped = True
    st.this_turn.update(trap=SECTION_IDS[section], animal=ANIMALS[species])
    events = [Event("trap", {"seat": seat, "section": SECTION_IDS[section], "animal": ANIMALS[species],
                             "guide_from": before + 1, "guide": st.guide + 1})]
    if species == RED_PANDA:
        if st.scores[seat] <= st.scores[1 - seat]:
            events.append(advance(st, seat, RED_PANDA_POINTS, opts["track_length"], "red_panda"))
            st.this_turn["panda"] = st.scores[seat]
        else:
            events.append(Event("red_panda_ahead", {"seat": seat}))
    return events


def do_claim(st: NangaState, seat: int, row: int, pieces: list[Any], opts: dict[str, Any]) -> list[Event]:
    """Claim the best free square of `row` for len(pieces): camps (section ints) or animals ([species, used])."""
    n = len(pieces)
    col = best_column(st, row, n)
    if row == CAMPS_ROW:
        for i in pieces:
            st.cells[i] = CAMP + seat
        st.camps_left[seat] -= n
        shown = [SECTION_IDS[i] for i in sorted(pieces)]
    else:
        for s, used in pieces:
            (st.used if used else st.fresh)[seat][s] -= 1
        shown = sorted(ANIMALS[s] + ("*" if used else "") for s, used in pieces)
    st.chart[row][col] = seat
    st.cubes_left[seat] -= 1
    st.claimed = True
    points = st.values[row][col]
    st.this_turn["claim"] = {"row": ROWS[row], "column": col, "count": n, "points": points}
    return [Event("claim", {"seat": seat, "row": ROWS[row], "column": col, "count": n, "points": points,
                            "pieces": shown}),
            advance(st, seat, points, opts["track_length"], "claim")]


def do_power(st: NangaState, seat: int, species: int, picks: list[int]) -> list[Event]:
    st.fresh[seat][species] -= 1
    st.used[seat][species] += 1
    data: dict[str, Any]
    if species == YAK:
        before, st.guide = st.guide, picks[0]
        data = {"from": before + 1, "region": st.guide + 1}
    else:
        a, b = picks
        st.cells[a], st.cells[b] = st.cells[b], st.cells[a]
        data = {"sections": [SECTION_IDS[a], SECTION_IDS[b]]}
    st.this_turn["powers"] = [*st.this_turn["powers"], {"animal": ANIMALS[species], **data}]
    return [Event("power", {"seat": seat, "animal": ANIMALS[species], **duplicate(data)})]


def game_ends(st: NangaState, opts: dict[str, Any]) -> bool:
    hikers_out = [st.hikers_left[s] == 0 for s in (0, 1)]
    cubes_out = [st.cubes_left[s] == 0 for s in (0, 1)]
    if opts["end_rule"] == "each":
        return all(h or c for h, c in zip(hikers_out, cubes_out, strict=True))
    return all(hikers_out) or all(cubes_out)


def end_turn(st: NangaState, opts: dict[str, Any]) -> list[Event]:
    seat = st.turn
    st.turns[seat] += 1
    st.last_turn = st.this_turn
    events = [Event("turn_end", {"seat": seat})]
    if game_ends(st, opts):
        st.phase = OVER
        st.pending = []
        st.this_turn = {}
        return events + [Event("game_over", {"scores": list(st.scores)})]
    start_turn(st, 1 - seat)
    return events


def _decode_pick(action: Action) -> Any:
    if "region" in action:
        return action["region"] - 1
    if "section" in action:
        return INDEX[action["section"]]
    return [SPECIES[action["animal"]], int(action["used"])]


def play(st: NangaState, seat: int, action: Action, opts: dict[str, Any]) -> list[Event]:
    kind = action["type"]
    adj = adjacency(opts)
    events: list[Event] = []
    if kind == "guide":
        st.guide = action["region"] - 1
        st.phase = PLAY
        start_turn(st, st.first)
        return [Event("guide", {"seat": seat, "region": st.guide + 1})]
    if kind == "trap":
        events = do_trap(st, seat, INDEX[action["section"]], opts)
    elif kind == "claim":
        st.pending.append({"kind": CLAIM, "row": ROW_INDEX[action["row"]], "picks": []})
    elif kind == "power":
        st.pending.append({"kind": POWER, "animal": SPECIES[action["animal"]], "picks": []})
    elif kind == "cancel":
        st.pending.pop()
    elif kind == "end_turn":
        return end_turn(st, opts)
    else:  # pick or confirm
        frame = st.pending[-1]
        if kind == "pick":
            frame["picks"].append(_decode_pick(action))
        events = _maybe_resolve(st, seat, frame, kind == "confirm", opts, adj)
    if st.trapped and not st.pending and not _more_to_do(st, seat, adj):
        events += end_turn(st, opts)  # nothing but 'end' is left: the turn ends by itself
    return events


def _maybe_resolve(st: NangaState, seat: int, frame: dict[str, Any], confirm: bool, opts: dict[str, Any],
                   adj: Adj) -> list[Event]:
    if frame["kind"] == POWER:
        if len(frame["picks"]) < NEEDED_PICKS[frame["animal"]]:
            return []
        st.pending.pop()
        return do_power(st, seat, frame["animal"], frame["picks"])
    if not confirm:
        more, valid = frame_choices(st, seat, adj)
        if more or not valid:
            return []  # the group could still grow: wait for more picks or 'confirm'
    st.pending.pop()
    return do_claim(st, seat, frame["row"], frame["picks"], opts)


def _more_to_do(st: NangaState, seat: int, adj: Adj) -> bool:
    return bool(claim_rows(st, seat, adj)) or any(power_usable(st, seat, s, adj) for s in ACTIVATED)
