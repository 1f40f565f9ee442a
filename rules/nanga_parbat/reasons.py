"""Why a Nanga Parbat action is refused: the rule it breaks, as a translatable message."""

from __future__ import annotations

from typing import Any

from ..errors import quote
from ..i18n import Msg
from .board import (
    BHARAL,
    CAMPS_ROW,
    COLUMNS,
    DIFFERENT_ROW,
    INDEX,
    RED_PANDA,
    REGIONS,
    ROW_INDEX,
    ROWS,
    SNOW_LEOPARD,
    SPECIES,
    TAHR,
    YAK,
    components,
)
from .engine import adjacency, claim_feasible, free_sizes, power_targets, trade_room, trap_choices
from .state import CAMP, CLAIM, GUIDE, HIKER, POWER, NangaState

# field name -> check, per action type (picks have three shapes)
_FIELDS: dict[str, dict[str, Any]] = {
    "guide": {"region": lambda v: type(v) is int and 1 <= v <= REGIONS},
    "trap": {"section": lambda v: isinstance(v, str) and v in INDEX},
    "power": {"animal": lambda v: isinstance(v, str) and v in SPECIES},
    "claim": {"row": lambda v: isinstance(v, str) and v in ROW_INDEX},
    "confirm": {},
    "cancel": {},
    "end_turn": {},
}
_PICKS = [_FIELDS["trap"], _FIELDS["guide"], {**_FIELDS["power"], "used": lambda v: type(v) is bool}]


def animal(i: int) -> Msg:
    return Msg(f"animal.{list(SPECIES)[i]}")


def row_name(r: int) -> Msg:
    return Msg(f"row.{ROWS[r]}")


def malformed(action: dict[str, Any]) -> Msg | None:
    kind = action.get("type")
    if not isinstance(kind, str) or (kind not in _FIELDS and kind != "pick"):
        return Msg("error.malformed", {"detail": f"unknown action type {quote(kind)}"})
    shapes = _PICKS if kind == "pick" else [_FIELDS[kind]]
    given = set(action) - {"type"}
    for shape in shapes:
        if given == set(shape):
            bad = [k for k, check in shape.items() if not check(action[k])]
            if not bad:
                return None
            return Msg("error.malformed", {"detail": f"bad value {quote(action[bad[0]])} for '{bad[0]}'"})
    wanted = " or ".join(str(sorted(s)) for s in shapes)
    return Msg("error.malformed", {"detail": f"'{kind}' takes the field(s) {wanted}, got {sorted(given)}"})


def why_illegal(st: NangaState, seat: int, action: dict[str, Any], opts: dict[str, Any]) -> Msg:
    bad = malformed(action)
    if bad:
        return bad
    kind = action["type"]
    if st.phase == GUIDE:
        return Msg("why.place_guide_first")
    if kind == "guide":
        return Msg("why.guide_placed")
    if st.pending:
        return _why_pending(st, seat, action, opts)
    if kind in ("pick", "confirm"):
        return Msg("why.nothing_pending")
    if kind == "cancel":
        return Msg("why.nothing_to_cancel")
    if kind == "end_turn":
        return Msg("why.trap_before_end")
    if kind == "trap":
        return _why_trap(st, INDEX[action["section"]], opts)
    if kind == "claim":
        return _why_claim(st, seat, ROW_INDEX[action["row"]], opts)
    return _why_power(st, seat, SPECIES[action["animal"]], opts)


def _why_trap(st: NangaState, section: int, opts: dict[str, Any]) -> Msg:
    if st.trapped:
        return Msg("why.already_trapped")
    if st.cells[section] >= HIKER:
        return Msg("why.no_animal", {"section": list(INDEX)[section]})
    if section not in trap_choices(st, opts):
        return Msg("why.not_guide_region", {"region": st.guide + 1})
    return Msg("error.not_legal", {"action": "trap"})


def _why_claim(st: NangaState, seat: int, row: int, opts: dict[str, Any]) -> Msg:
    if not st.trapped:
        return Msg("why.trap_first")
    if st.claimed:
        return Msg("why.second_claim")
    if not st.cubes_left[seat]:
        return Msg("why.no_cubes")
    if all(owner >= 0 for owner in st.chart[row]):
        return Msg("why.row_full", {"row": row_name(row)})
    if not free_sizes(st, seat, row):
        return Msg("why.no_camps_left", {"left": st.camps_left[seat]})
    if not claim_feasible(st, seat, row, adjacency(opts)):
        return Msg("why.no_group" if row == CAMPS_ROW else "why.no_set",
                   {"row": row_name(row), "n": min(free_sizes(st, seat, row))})
    return Msg("error.not_legal", {"action": f"claim {ROWS[row]}"})


def _why_power(st: NangaState, seat: int, species: int, opts: dict[str, Any]) -> Msg:
    if species in (BHARAL, RED_PANDA):
        return Msg("why.no_power", {"animal": animal(species)})
    if not st.fresh[seat][species]:
        key = "why.power_used" if st.used[seat][species] else "why.no_such_animal"
        return Msg(key, {"animal": animal(species)})
    if not power_targets(st, seat, species, [], adjacency(opts)):
        return Msg("why.power_no_target", {"animal": animal(species)})
    return Msg("error.not_legal", {"action": f"power {list(SPECIES)[species]}"})


def _why_pending(st: NangaState, seat: int, action: dict[str, Any], opts: dict[str, Any]) -> Msg:
    frame = st.pending[-1]
    kind = action["type"]
    what = row_name(frame["row"]) if frame["kind"] == CLAIM else animal(frame["animal"])
    if kind not in ("pick", "confirm", "cancel"):
        return Msg("why.pending", {"what": what})
    if frame["kind"] == POWER:
        if kind == "confirm":
            return Msg("why.power_unfinished", {"animal": what})
        return _why_power_pick(st, seat, frame, action, opts)
    row = frame["row"]
    if kind == "pick":
        want = "section" if row == CAMPS_ROW else "animal"
        if want not in action:
            return Msg("why.pick_kind", {"what": Msg(f"pick.{want}")})
        if row == CAMPS_ROW:
            return _why_camp(st, seat, [*frame["picks"], INDEX[action["section"]]], opts, False)
        return _why_trade(st, seat, row, frame["picks"], [SPECIES[action["animal"]], int(action["used"])], False)
    if row == CAMPS_ROW:
        return _why_camp(st, seat, frame["picks"], opts, True)
    return _why_trade(st, seat, row, frame["picks"], None, True)


def _why_count(st: NangaState, seat: int, row: int, n: int) -> Msg:
    sizes = free_sizes(st, seat, row)
    if n in COLUMNS and not any(COLUMNS[c] == n and owner < 0 for c, owner in enumerate(st.chart[row])):
        return Msg("why.square_taken", {"row": row_name(row), "n": n})
    if row == CAMPS_ROW and n > st.camps_left[seat]:
        return Msg("why.no_camps_left", {"left": st.camps_left[seat]})
    return Msg("why.wrong_count", {"row": row_name(row), "n": n, "sizes": ", ".join(map(str, sorted(sizes)))})


def _why_camp(st: NangaState, seat: int, picks: list[int], opts: dict[str, Any], confirm: bool) -> Msg:
    adj = adjacency(opts)
    sizes = free_sizes(st, seat, CAMPS_ROW)
    if confirm:
        if len(components(set(picks), adj)) > 1:
            return Msg("why.not_connected")
        return _why_count(st, seat, CAMPS_ROW, len(picks))
    last = picks[-1]
    if last in picks[:-1]:
        return Msg("why.already_picked", {"section": list(INDEX)[last]})
    mine = st.hikers_of(seat)
    if last not in mine:
        return Msg("why.not_your_hiker", {"section": list(INDEX)[last]})
    groups = [g for g in components(mine, adj) if g & set(picks)]
    if len(groups) > 1:
        return Msg("why.not_connected")
    if len(groups[0]) < min(sizes, default=0):
        return Msg("why.group_too_small", {"n": min(sizes)})
    if not any(len(picks) <= n <= len(groups[0]) for n in sizes):
        return _why_count(st, seat, CAMPS_ROW, len(picks))
    return Msg("why.not_connected")  # the chosen hikers are too far apart for any free square


def _why_trade(st: NangaState, seat: int, row: int, picks: list[list[int]], new: list[int] | None,
               confirm: bool) -> Msg:
    if new is not None and not confirm:
        s, used = new
        have = (st.used if used else st.fresh)[seat][s] - sum(1 for p in picks if p == new)
        if have <= 0:
            return Msg("why.no_such_animal", {"animal": animal(s)})
    chosen = [*picks, new] if new is not None else picks
    if trade_room(st, seat, row, chosen) < 0:
        return Msg("why.not_different" if row == DIFFERENT_ROW else "why.not_same")
    return _why_count(st, seat, row, len(chosen))


def _why_power_pick(st: NangaState, seat: int, frame: dict[str, Any], action: dict[str, Any],
                    opts: dict[str, Any]) -> Msg:
    species, picks = frame["animal"], frame["picks"]
    want = "region" if species == YAK else "section"
    if want not in action:
        return Msg("why.pick_kind", {"what": Msg(f"pick.{want}")})
    if species == YAK:
        return Msg("why.guide_same_region" if action["region"] - 1 == st.guide else "error.not_legal",
                   {"action": f"pick region {action['region']}"})
    i = INDEX[action["section"]]
    cell = st.cells[i]
    if cell >= CAMP:
        return Msg("why.camp_fixed")
    if i in picks:
        return Msg("why.already_picked", {"section": action["section"]})
    adj = adjacency(opts)
    if species == SNOW_LEOPARD and cell < HIKER:
        return Msg("why.need_hiker")
    if species not in (SNOW_LEOPARD, TAHR) and cell >= HIKER:
        return Msg("why.need_animal")
    if picks:
        first = st.cells[picks[0]]
        if species in (SNOW_LEOPARD, TAHR) and i not in adj[picks[0]]:
            return Msg("why.not_adjacent")
        if species == SNOW_LEOPARD:
            return Msg("why.same_owner")
        if species == TAHR:
            return Msg("why.need_hiker_animal")
        if first == cell:
            return Msg("why.same_species_swap")
        return Msg("error.not_legal", {"action": f"pick {action['section']}"})
    return Msg("why.no_partner", {"section": action["section"], "animal": animal(species)})
