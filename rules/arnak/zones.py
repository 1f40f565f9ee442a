"""Moving cards and resources: the small state changes every rule is made of."""

from __future__ import annotations

from typing import Any

from ..events import Event
from . import data
from .state import ArnakState, Player


def gain(p: Player, res: dict[str, int]) -> None:
    for kind, n in res.items():
        p.res[kind] = p.res.get(kind, 0) + n


def can_pay(p: Player, res: dict[str, int]) -> bool:
    return all(p.res.get(kind, 0) >= n for kind, n in res.items())


def pay(p: Player, res: dict[str, int]) -> None:
    for kind, n in res.items():
        p.res[kind] -= n


def draw(st: ArnakState, seat: int, n: int, bottom: bool = False) -> list[str]:
    """Draw up to n cards (an empty deck draws nothing: it is never reshuffled during a round)."""
    p = st.players[seat]
    got = []
    for _ in range(n):
        if not p.deck:
            break
        got.append(p.deck.pop(-1 if bottom else 0))
    p.hand += got
    return got


FEAR_CARDS = 19  # in the box, the starting decks' 2 each among them


def gain_fear(st: ArnakState, seat: int, fear_tiles: bool, n: int = 1) -> None:
    """A Fear card goes face up into the play area (BGA: the supply never runs out). With the option `fear_tiles`,
    once every Fear card is owned (an exiled one is back in the supply), a fear tile (-2) instead."""
    p = st.players[seat]
    for _ in range(n):
        if fear_tiles and sum(owned_cards(q).count("fear") for q in st.players) >= FEAR_CARDS:
            p.fear_tiles += 1
        else:
            p.play.append("fear")


def exile_card(st: ArnakState, card: str) -> None:
    """Items and artifacts go to their exile piles; Fear back to its supply; basic cards out of the game."""
    kind = data.CARDS[card]["kind"]
    if kind == "item":
        st.item_exile.append(card)
    elif kind == "artifact":
        st.artifact_exile.append(card)


def travel_icons(p: Player, card: str) -> list[str]:
    return as_planes(p, data.CARDS[card]["travel"])


def as_planes(p: Player, icons: list[str]) -> list[str]:
    """Travel icons as the player pays with them: under Guardian's Ocarina every icon is a plane (a card's, a travel
    assistant's, a guardian boon's, an effect's discount: BGA turns every source of a payment into planes), for as
    long as the Ocarina lies in the player's play area (BGA: exiled, it stops)."""
    return ["plane"] * len(icons) if p.ocarina and "A13" in p.play else list(icons)


def row_cards(st: ArnakState, kind: str) -> list[str]:
    return st.row_items if kind == "item" else st.row_artifacts


def deck_of(st: ArnakState, kind: str) -> list[str]:
    return st.item_deck if kind == "item" else st.artifact_deck


def refill_row(st: ArnakState) -> list[Event]:
    """End of turn: the cards slide toward the moon staff and new ones fill the far end (none once a deck is out)."""
    st.revealed = {}
    added = []
    for kind, slots in (("artifact", st.round), ("item", 6 - st.round)):
        row, deck = row_cards(st, kind), deck_of(st, kind)
        while len(row) < slots and deck:
            row.append(deck.pop(0))
            added.append(row[-1])
    return [Event("refill", {"cards": added}, irreversible=True)] if added else []


def occupied(st: ArnakState, site: str) -> list[int]:
    """Seats with an archaeologist at a site (a camp counts both its spaces)."""
    if site.startswith("c"):
        return [s for s in st.camps[int(site[1])] if s >= 0]
    occ = st.sites[int(site[1:]) - 1].occupant
    return [occ] if occ >= 0 else []


def discovered(st: ArnakState, site: str) -> bool:
    return site[0] == "c" or st.sites[int(site[1:]) - 1].tile > 0


def site_effect(st: ArnakState, site: str) -> list[dict[str, Any]]:
    if site.startswith("c"):
        return [dict(s) for s in data.CAMPS[int(site[1])]["effect"]]
    slot = st.sites[int(site[1:]) - 1]
    return [dict(s) for s in data.SITE_TILES[data.slot_level(site)][slot.tile]["effect"]]


def guardian_at(st: ArnakState, site: str) -> int:
    return st.camp_guardians[int(site[1])] if site.startswith("c") else st.sites[int(site[1:]) - 1].guardian


def own_sites(st: ArnakState, seat: int) -> list[str]:
    out = [f"c{i}" for i, spaces in enumerate(st.camps) if seat in spaces]
    return out + [f"s{i + 1}" for i, slot in enumerate(st.sites) if slot.occupant == seat]


def owned_cards(p: Player) -> list[str]:
    return p.hand + p.keeping + p.deck + p.play + p.paying


def occupy(st: ArnakState, space: str, seat: int) -> None:
    """An archaeologist on a camp space ("c2b") or a site ("s5")."""
    if space.startswith("c"):
        st.camps[int(space[1])]["ab".index(space[2])] = seat
    else:
        st.sites[int(space[1:]) - 1].occupant = seat


def vacate(st: ArnakState, space: str) -> None:
    if space.startswith("c"):
        st.camps[int(space[1])]["ab".index(space[2])] = -1
    else:
        st.sites[int(space[1:]) - 1].occupant = -1
