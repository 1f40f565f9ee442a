"""What an action costs and whether it can be paid: the one rule behind each main action's legality and refusal.

Each `*_problem` returns None when the action can be taken now, or the Msg saying why not; the moves (actions.py)
and the card-driven choices (choices.py) both ask these, so a rule is written once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import All, Msg
from . import data, travel, zones
from .state import ArnakState

NO = Msg  # readability: `return NO("arnak.why.…")`


def sources(st: ArnakState, seat: int, coins_kept: int = 0) -> dict[str, int]:
    """Every travel icon the player could still pay with: hand cards, 2 coins a plane, travel boons, ready
    travel assistants (an assistant pays its gold or silver icons)."""
    p = st.players[seat]
    have = dict.fromkeys(travel.ORDER, 0)
    for card in p.hand:
        for icon in zones.travel_icons(p, card):
            have[icon] += 1
    have["plane"] += max(0, p.res.get("coin", 0) - coins_kept) // 2
    for g in p.guardians:
        if g not in p.boons_used:
            for step in data.GUARDIANS[g]["boon"]:
                if step["op"] == "travel":
                    for icon in zones.as_planes(p, step["icons"]):
                        have[icon] += 1
    for a in p.assistants:
        if a.ready:
            for icon in zones.as_planes(p, assistant_icons(a.id, a.gold)):
                have[icon] += 1
    return have


def assistant_icons(aid: int, gold: bool) -> list[str]:
    for step in data.ASSISTANTS[aid]["gold" if gold else "silver"]:
        if step["op"] == "choose":
            for option in step["options"]:
                if option and option[0]["op"] == "travel":
                    return list(option[0]["icons"])
    return []


def can_travel(st: ArnakState, seat: int, need: list[str], coins_kept: int = 0) -> bool:
    return not need or travel.feasible(need, sources(st, seat, coins_kept))


def discounted(need: list[str], discount: list[str]) -> list[str]:
    left, _ = travel.apply_icons(need, discount)
    return left


def less(cost: dict[str, int], discount: dict[str, int] | None) -> dict[str, int]:
    if not discount:
        return dict(cost)
    return {k: max(0, v - discount.get(k, 0)) for k, v in cost.items() if v - discount.get(k, 0) > 0}


def short(p: Any, cost: dict[str, int]) -> Msg | None:
    """The first resource the player lacks."""
    for kind, n in cost.items():
        if p.res.get(kind, 0) < n:
            return NO("arnak.why.short", {"res": Msg(f"res.{kind}"), "need": n, "have": p.res.get(kind, 0)})
    return None


def icons_msg(icons: dict[str, int] | list[str]) -> All | Msg:
    """Travel icons by kind, for a reason: "2 ship, 1 boot" (ja: 船2・靴1)."""
    count = travel.counts(icons) if isinstance(icons, list) else icons
    parts = tuple(Msg("arnak.n_icon", {"n": n, "icon": Msg(f"icon.{kind}")}) for kind, n in count.items() if n > 0)
    return All(parts) if parts else Msg("arnak.nothing")


def travel_short(st: ArnakState, seat: int, need: list[str], coins_kept: int = 0) -> Msg | None:
    if can_travel(st, seat, need, coins_kept):
        return None
    return NO("arnak.why.travel", {"need": icons_msg(need), "have": icons_msg(sources(st, seat, coins_kept))})


# ---- dig / discover / overcome --------------------------------------------------------------------------------


def site_msg(st: ArnakState | None, site: str) -> Msg:
    """A site as players name it: "Camp 2, space B", a discovered site by its tile, else its place on the board."""
    if site.startswith("c"):
        camp = Msg(f"camp.{site[1]}")
        return Msg(f"space.{site[2]}", {"camp": camp}) if len(site) > 2 else camp
    n = int(site[1:])
    level = 1 if n <= 8 else 2
    tile = st.sites[n - 1].tile if st is not None and n - 1 < len(st.sites) else 0
    return Msg(f"site.{level}.{tile}") if tile else Msg(f"slot.{level}", {"n": n if level == 1 else n - 8})


def site_space_free(st: ArnakState, site: str) -> Msg | None:
    if site.startswith("c"):
        who = st.camps[int(site[1])]["ab".index(site[2])]
        if who == -2:
            return NO("arnak.why.blocked", {"site": site_msg(st, site)})
        if who >= 0:
            return NO("arnak.why.taken", {"site": site_msg(st, site)})
        return None
    slot = st.sites[int(site[1:]) - 1]
    if not slot.tile:
        return NO("arnak.why.undiscovered", {"site": site_msg(st, site)})
    if slot.occupant >= 0:
        return NO("arnak.why.taken", {"site": site_msg(st, site)})
    return None


def dig_need(st: ArnakState, seat: int, site: str, discount: list[str]) -> list[str]:
    """A site's travel cost less an effect's travel discount (planes under Guardian's Ocarina, as on BGA)."""
    base = site[:2] if site.startswith("c") else site
    cost = data.slot_cost(st.temple, base, site[2] if site.startswith("c") else "a")
    return discounted(cost, zones.as_planes(st.players[seat], discount))


def dig_problem(st: ArnakState, seat: int, site: str, discount: Sequence[str] = ()) -> Msg | None:
    if st.players[seat].home <= 0:
        return NO("arnak.why.no_archaeologist")
    return site_space_free(st, site) or travel_short(st, seat, dig_need(st, seat, site, list(discount)))


def discover_cost(site: str, compass_discount: int = 0) -> int:
    return max(0, data.BOARD["discover_cost"][str(data.slot_level(site))] - compass_discount)


def discover_problem(st: ArnakState, seat: int, site: str, discount: Sequence[str] = (),
                     compass_discount: int = 0) -> Msg | None:
    p = st.players[seat]
    if p.home <= 0:
        return NO("arnak.why.no_archaeologist")
    slot = st.sites[int(site[1:]) - 1]
    if slot.tile:
        return NO("arnak.why.discovered", {"site": site_msg(st, site)})
    if not st.tiles[str(data.slot_level(site))]:
        return NO("arnak.why.no_tiles", {"site": site_msg(st, site)})
    compasses = discover_cost(site, compass_discount)
    return (short(p, {"compass": compasses}) if compasses else None) or travel_short(
        st, seat, dig_need(st, seat, site, list(discount)))


def overcome_cost(st: ArnakState, site: str) -> dict[str, Any]:
    return dict(data.GUARDIANS[zones.guardian_at(st, site)]["cost"])


def overcome_problem(st: ArnakState, seat: int, site: str) -> Msg | None:
    if not zones.guardian_at(st, site):
        return NO("arnak.why.no_guardian", {"site": site_msg(st, site)})
    if seat not in zones.occupied(st, site):
        return NO("arnak.why.not_there", {"site": site_msg(st, site)})
    cost = overcome_cost(st, site)
    p = st.players[seat]
    res = {k: v for k, v in cost.items() if k in data.RESOURCES}
    if cost.get("discard_card", 0) > len(p.hand):
        return NO("arnak.why.no_card_to_discard")
    return short(p, res) or travel_short(st, seat, cost.get("travel", []), res.get("coin", 0))


# ---- buying ---------------------------------------------------------------------------------------------------


def buy_price(card: str, discount: int = 0, free: bool = False) -> dict[str, int]:
    c = data.CARDS[card]
    if free:
        return {}
    n = max(0, c["cost"] - discount)
    return {("coin" if c["kind"] == "item" else "compass"): n} if n else {}


def buyable(st: ArnakState, kinds: list[str]) -> list[str]:
    out = []
    for kind in kinds:
        out += zones.row_cards(st, kind)
        if kind in st.revealed:
            out.append(st.revealed[kind])
    return out


def buy_problem(st: ArnakState, seat: int, card: str, kinds: Sequence[str] = ("item", "artifact"), discount: int = 0,
                free: bool = False) -> Msg | None:
    if card not in buyable(st, list(kinds)):
        return NO("arnak.why.not_in_row", {"card": Msg(f"card.{card}")})
    return short(st.players[seat], buy_price(card, discount, free))


# ---- research -------------------------------------------------------------------------------------------------


def research_token(st: ArnakState, seat: int, space: int, token: str | None = None) -> str | None:
    """The token that moves to `space`: the magnifying glass if it can reach it, else the notebook (never above
    the glass's row, never into the temple)."""
    p = st.players[seat]
    side = st.temple
    row = data.space(side, space)["row"]
    if token in (None, "glass") and space in data.space(side, p.glass)["next"]:
        return "glass"
    if (token in (None, "notebook") and space in data.space(side, p.notebook)["next"] and row < data.TEMPLE_ROW
            and row <= data.space(side, p.glass)["row"]):
        return "notebook"
    return None


def research_cost(st: ArnakState, space: int, discount: dict[str, int] | None = None) -> dict[str, int]:
    cost = dict(data.space(st.temple, space)["cost"])
    cost.pop("idol_from_supply", None)
    return less(cost, discount)


def research_problem(st: ArnakState, seat: int, space: int, discount: dict[str, int] | None = None,
                     free: bool = False, token: str | None = None) -> Msg | None:
    spaces = data.research(st.temple)["spaces"]
    if not 0 < space < len(spaces):
        return NO("arnak.why.no_space", {"space": space})
    if research_token(st, seat, space, token) is None:
        return NO("arnak.why.unreachable", {"space": space})
    if free:
        return None
    p = st.players[seat]
    if "idol_from_supply" in data.space(st.temple, space)["cost"] and p.idols < 1:
        return NO("arnak.why.no_idol")
    return short(p, research_cost(st, space, discount))


def temple_cost(st: ArnakState, stack: int, discount: dict[str, int] | None = None) -> dict[str, int]:
    costs = data.research(st.temple)["temple_costs"]
    total: dict[str, int] = {}
    for letter in data.TEMPLE_STACKS[stack]["pay"]:
        for k, v in costs[letter].items():
            total[k] = total.get(k, 0) + v
    return less(total, discount)


def temple_problem(st: ArnakState, seat: int, stack: int, discount: dict[str, int] | None = None) -> Msg | None:
    p = st.players[seat]
    if not p.temple_vp:
        return NO("arnak.why.not_in_temple")
    if not 0 <= stack < len(st.temple_stacks) or st.temple_stacks[stack] <= 0:
        return NO("arnak.why.stack_empty")
    return short(p, temple_cost(st, stack, discount))
