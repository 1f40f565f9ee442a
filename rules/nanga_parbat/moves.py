"""Nanga Parbat's actions, each a Move with one `check`: the legal list and every refusal's reason come from it.

The decision in progress is the guide's placement (setup), a turn ("turn": trap, claim, power, end), or the picks of
a claim or a power opened this turn (a pending frame: "claim" or "power"). A move's check first asks the rule that
makes the action legal (the engine's predicate, the one its legal list uses); only a refused action is explained.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ..errors import quote
from ..events import Event
from ..i18n import Msg
from ..moves import Action, DecisiveMove, Rulebook, misfit
from .board import (
    ACTIVATED,
    ANIMALS,
    BHARAL,
    CAMPS_ROW,
    COLUMNS,
    DIFFERENT_ROW,
    INDEX,
    RED_PANDA,
    REGIONS,
    ROW_INDEX,
    ROWS,
    SECTION_IDS,
    SNOW_LEOPARD,
    SPECIES,
    TAHR,
    YAK,
    components,
)
from .engine import (
    adjacency,
    board_counts,
    camp_options,
    claim_complete,
    claim_feasible,
    claim_rows,
    frame_choices,
    free_sizes,
    may_claim,
    play,
    power_choices,
    power_target_ok,
    power_usable,
    trade_pick_ok,
    trade_room,
    trap_choices,
    trap_ok,
    trap_region,
)
from .state import CAMP, CLAIM, GUIDE, HIKER, POWER

TURN = "turn"  # the decision of a turn with no claim or power open


def animal(i: int) -> Msg:
    return Msg(f"animal.{ANIMALS[i]}")


def row_name(r: int) -> Msg:
    return Msg(f"row.{ROWS[r]}")


def _unknown(key: str, value: Any) -> Msg:
    return Msg("error.malformed", {"detail": f"bad value {quote(value)} for '{key}'"})


class NangaMove(DecisiveMove):
    """Every move's candidates are each value its field may take, its legal list those the check passes."""

    def play(self, game: Any, seat: int, action: Action) -> list[Event]:
        return play(game.state, seat, action, game.options)


class Guide(NangaMove):
    """The second player places the guide on a region before the first turn."""

    name = "guide"
    frames = (GUIDE,)
    fields: ClassVar = {"region": int}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "guide", "region": r + 1} for r in range(REGIONS))

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        return None if 1 <= action["region"] <= REGIONS else _unknown("region", action["region"])


class Trap(NangaMove):
    """A turn begins by trapping an animal of the guide's region (the option's fallback when it is empty)."""

    name = "trap"
    frames = (TURN,)
    fields: ClassVar = {"section": str}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "trap", "section": s} for s in SECTION_IDS)

    def legal(self, game: Any, seat: int) -> list[Action]:
        st = game.state
        if st.trapped:
            return []
        return [{"type": "trap", "section": SECTION_IDS[i]} for i in trap_choices(st, game.options)]

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        i = INDEX.get(action["section"])
        if i is None:
            return _unknown("section", action["section"])
        if st.trapped:
            return Msg("why.already_trapped")
        region = trap_region(st, game.options)
        if trap_ok(st, i, region):
            return None
        if st.cells[i] >= HIKER:
            return Msg("why.no_animal", {"section": action["section"]})
        if region is None or region == st.guide:
            return Msg("why.not_guide_region", {"region": st.guide + 1})
        return Msg("why.not_next_region", {"region": region + 1, "guide": st.guide + 1})


class Claim(NangaMove):
    """After the trap, one square of the points chart a turn: its picks follow (a pending "claim")."""

    name = "claim"
    frames = (TURN,)
    fields: ClassVar = {"row": str}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "claim", "row": r} for r in ROWS)

    def legal(self, game: Any, seat: int) -> list[Action]:
        return [{"type": "claim", "row": ROWS[r]} for r in claim_rows(game.state, seat, adjacency(game.options))]

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        row = ROW_INDEX.get(action["row"])
        if row is None:
            return _unknown("row", action["row"])
        if may_claim(st, seat) and claim_feasible(st, seat, row, adjacency(game.options)):
            return None
        if not st.trapped:
            return Msg("why.trap_first")
        if st.claimed:
            return Msg("why.second_claim")
        if not st.cubes_left[seat]:
            return Msg("why.no_cubes")
        if all(owner >= 0 for owner in st.chart[row]):
            return Msg("why.row_full", {"row": row_name(row)})
        sizes = free_sizes(st, seat, row)
        if not sizes:  # (free squares left, but only for more camps than the player has)
            return Msg("why.no_camps_left", {"left": st.camps_left[seat]})
        return Msg("why.no_group" if row == CAMPS_ROW else "why.no_set", {"row": row_name(row), "n": min(sizes)})


class Power(NangaMove):
    """An animal on the player's board activated once, any time in the turn: its picks follow (a pending "power")."""

    name = "power"
    frames = (TURN,)
    fields: ClassVar = {"animal": str}

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "power", "animal": ANIMALS[s]} for s in ACTIVATED)

    def legal(self, game: Any, seat: int) -> list[Action]:
        usable = power_choices(game.state, seat, adjacency(game.options))
        return [{"type": "power", "animal": ANIMALS[s]} for s in usable]

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        species = SPECIES.get(action["animal"])
        if species is None:
            return _unknown("animal", action["animal"])
        if species in (BHARAL, RED_PANDA):
            return Msg("why.no_power", {"animal": animal(species)})
        if power_usable(st, seat, species, adjacency(game.options)):
            return None
        if not st.fresh[seat][species]:
            return Msg("why.power_used" if st.used[seat][species] else "why.no_such_animal",
                       {"animal": animal(species)})
        return Msg("why.power_no_target", {"animal": animal(species)})


class EndTurn(NangaMove):
    """The turn ends once the animal is trapped (by itself when nothing else is left to do)."""

    name = "end_turn"
    frames = (TURN,)

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "end_turn"},)

    def legal(self, game: Any, seat: int) -> list[Action]:
        return [{"type": "end_turn"}] if game.state.trapped else []

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        return None if game.state.trapped else Msg("why.trap_before_end")


# a pick names a section (a hiker for camps, a power's piece), a region (the yak's) or an animal of the board
PICK_SHAPES: dict[str, dict[str, Any]] = {"section": {"section": str}, "region": {"region": int},
                                          "animal": {"animal": str, "used": bool}}


def pick_wanted(frame: dict[str, Any]) -> str:
    """The shape of pick the open frame asks for."""
    if frame["kind"] == POWER:
        return "region" if frame["animal"] == YAK else "section"
    return "section" if frame["row"] == CAMPS_ROW else "animal"


class Pick(NangaMove):
    """One piece of the open claim or power. The frame resolves by itself on its last possible pick."""

    name = "pick"
    frames = (CLAIM, POWER)

    def misfit(self, action: Action) -> str | None:
        shape = next((k for k in PICK_SHAPES if k in action), "animal" if "used" in action else "section")
        return misfit(action, PICK_SHAPES[shape])

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        wanted = pick_wanted(game.state.pending[-1])
        if wanted == "region":
            return ({"type": "pick", "region": r + 1} for r in range(REGIONS))
        if wanted == "section":
            return ({"type": "pick", "section": s} for s in SECTION_IDS)
        return ({"type": "pick", "animal": a, "used": u} for a in ANIMALS for u in (False, True))

    def legal(self, game: Any, seat: int) -> list[Action]:
        return frame_choices(game.state, seat, adjacency(game.options))[0]

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        frame = st.pending[-1]
        wanted = pick_wanted(frame)
        if wanted not in action:
            return Msg("why.pick_kind", {"what": Msg(f"pick.{wanted}")})
        value = _pick_value(action, wanted)
        if value is None:
            return _unknown(wanted, action[wanted])
        adj = adjacency(game.options)
        picks = frame["picks"]
        if frame["kind"] == POWER:
            if frame["animal"] == YAK:
                return None if value != st.guide else Msg("why.guide_same_region")
            if power_target_ok(st.cells, frame["animal"], picks, value, adj):
                return None
            return _why_power_pick(st, frame["animal"], picks, value, adj)
        row = frame["row"]
        if row == CAMPS_ROW:
            return None if value in camp_options(st, seat, picks, adj) else _why_camp(st, seat, [*picks, value],
                                                                                       adj)
        if trade_pick_ok(st, seat, row, picks, value, board_counts(st, seat), free_sizes(st, seat, row)):
            return None
        return _why_trade(st, seat, row, picks, value)


def _pick_value(action: Action, wanted: str) -> Any:
    """The pick as the engine counts it (a 0-based region, a section's index, [species, activated]), or None."""
    if wanted == "region":
        return action["region"] - 1 if 1 <= action["region"] <= REGIONS else None
    if wanted == "section":
        return INDEX.get(action["section"])
    species = SPECIES.get(action["animal"])
    return None if species is None else [species, int(action["used"])]


class Confirm(NangaMove):
    """A claim that could still grow, finished as it stands."""

    name = "confirm"
    frames = (CLAIM, POWER)

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "confirm"},)

    def legal(self, game: Any, seat: int) -> list[Action]:
        frame = game.state.pending[-1]
        complete = frame["kind"] == CLAIM and claim_complete(game.state, seat, frame["row"], frame["picks"],
                                                             adjacency(game.options))
        return [{"type": "confirm"}] if complete else []

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        st = game.state
        frame = st.pending[-1]
        if frame["kind"] == POWER:
            return Msg("why.power_unfinished", {"animal": animal(frame["animal"])})
        picks, row = frame["picks"], frame["row"]
        if claim_complete(st, seat, row, picks, adjacency(game.options)):
            return None
        if row == CAMPS_ROW and len(components(set(picks), adjacency(game.options))) > 1:
            return Msg("why.not_connected")
        if row != CAMPS_ROW and trade_room(st, seat, row, picks) < 0:
            return Msg("why.not_different" if row == DIFFERENT_ROW else "why.not_same")
        return _why_count(st, seat, row, len(picks))


class Cancel(NangaMove):
    """Backing out of the open claim or power: nothing on the board had changed."""

    name = "cancel"
    frames = (CLAIM, POWER)

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": "cancel"},)

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        return None


def _why_count(st: Any, seat: int, row: int, n: int) -> Msg:
    """Why `n` pieces fit no free square of `row`."""
    if n in COLUMNS and not any(COLUMNS[c] == n and owner < 0 for c, owner in enumerate(st.chart[row])):
        return Msg("why.square_taken", {"row": row_name(row), "n": n})
    if row == CAMPS_ROW and n > st.camps_left[seat]:
        return Msg("why.no_camps_left", {"left": st.camps_left[seat]})
    return Msg("why.wrong_count", {"row": row_name(row), "n": n,
                                   "sizes": ", ".join(map(str, sorted(free_sizes(st, seat, row))))})


def _why_camp(st: Any, seat: int, picks: list[int], adj: Any) -> Msg:
    """Why the last of `picks` cannot join the camp group."""
    last = picks[-1]
    if last in picks[:-1]:
        return Msg("why.already_picked", {"section": SECTION_IDS[last]})
    mine = st.hikers_of(seat)
    if last not in mine:
        return Msg("why.not_your_hiker", {"section": SECTION_IDS[last]})
    groups = [g for g in components(mine, adj) if g & set(picks)]
    if len(groups) > 1:
        return Msg("why.not_connected")
    sizes = free_sizes(st, seat, CAMPS_ROW)
    if len(groups[0]) < min(sizes, default=0):
        return Msg("why.group_too_small", {"n": min(sizes)})
    if not any(len(picks) <= n <= len(groups[0]) for n in sizes):
        return _why_count(st, seat, CAMPS_ROW, len(picks))
    return Msg("why.not_connected")  # the chosen hikers are too far apart for any free square


def _why_trade(st: Any, seat: int, row: int, picks: list[list[int]], new: list[int]) -> Msg:
    """Why the animal `new` cannot join the trade."""
    s, used = new
    if (st.used if used else st.fresh)[seat][s] - picks.count(new) <= 0:
        return Msg("why.no_such_animal", {"animal": animal(s)})
    if trade_room(st, seat, row, [*picks, new]) < 0:
        return Msg("why.not_different" if row == DIFFERENT_ROW else "why.not_same")
    return _why_count(st, seat, row, len(picks) + 1)


def _why_power_pick(st: Any, species: int, picks: list[int], i: int, adj: Any) -> Msg:
    """Why section `i` cannot be the next piece of a swapping power."""
    cell = st.cells[i]
    if cell >= CAMP:
        return Msg("why.camp_fixed")
    if i in picks:
        return Msg("why.already_picked", {"section": SECTION_IDS[i]})
    if species == SNOW_LEOPARD and cell < HIKER:
        return Msg("why.need_hiker")
    if species not in (SNOW_LEOPARD, TAHR) and cell >= HIKER:
        return Msg("why.need_animal")
    if not picks:
        return Msg("why.no_partner", {"section": SECTION_IDS[i], "animal": animal(species)})
    if species in (SNOW_LEOPARD, TAHR) and i not in adj[picks[0]]:
        return Msg("why.not_adjacent")
    if species == SNOW_LEOPARD:
        return Msg("why.same_owner")
    if species == TAHR:
        return Msg("why.need_hiker_animal")
    return Msg("why.same_species_swap")  # the musk deer's two animals are of one species


def not_now(g: Any, seat: int, move: str, decision: str) -> Msg | None:
    """Why an action of another decision does not answer this one."""
    if decision == GUIDE:
        return Msg("why.place_guide_first")
    if move == "guide":
        return Msg("why.guide_placed")
    if decision in (CLAIM, POWER):
        frame = g.state.pending[-1]
        return Msg("why.pending", {"what": row_name(frame["row"]) if decision == CLAIM else animal(frame["animal"])})
    return Msg("why.nothing_to_cancel" if move == "cancel" else "why.nothing_pending")


MOVES = (Guide(), Trap(), Claim(), Power(), EndTurn(), Pick(), Confirm(), Cancel())
RULEBOOK = Rulebook(MOVES, not_now)
