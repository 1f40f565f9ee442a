"""What a seat may see, and `sample_world`: a full state consistent with one seat's observation.

A seat sees its own hand, every deck's size, the public row and boards, each player's play area and everything else
on the table. It never sees another hand, any deck's order, the face-down idols, the site, guardian and temple bonus
stacks, nor cards only another player has looked at (an earring's draw). Every card a player owns is public (bought,
gained and exiled in the open), so `unseen` — the hand, deck and cards in hand-like limbo, as one sorted list — is
public too; only where those cards lie is hidden.
"""

from __future__ import annotations

from typing import Any

from ..record import duplicate
from ..rng import Rng
from . import data
from .state import ArnakState, Assistant, Player, Site

PRIVATE = ("drawn",)  # frame keys only the deciding seat sees


def _limbo(st: ArnakState, seat: int) -> list[str]:
    return [c for f in st.stack if f.get("seat") == seat for c in f.get("drawn", ())]


def observe(st: ArnakState, seat: int | None, options: dict[str, Any]) -> dict[str, Any]:
    players = []
    for i, p in enumerate(st.players):
        plain_p = p.to_dict()
        view = {name: plain_p[name] for name in Player.SEEN["public"]}  # declared, not stripped: new fields stay hidden
        hand, keeping = plain_p["hand"], plain_p["keeping"]
        view.update({f"{name}_count": len(plain_p[name]) for name in Player.SEEN["count"]})
        # the round end's keep is secret until everyone has answered: the hand's count includes the cards set aside
        view["hand_count"] = len(hand) + len(keeping)
        view["unseen"] = sorted(hand + keeping + plain_p["deck"] + _limbo(st, i))
        if i == seat:
            view.update({name: plain_p[name] for name in Player.SEEN["owner"]})
        players.append(view)
    stack = []
    for frame in st.stack:
        shown = {k: duplicate(v) for k, v in frame.items() if k not in PRIVATE or frame.get("seat") == seat}
        for key in PRIVATE:
            if key in frame and key not in shown:
                shown[f"{key}_count"] = len(frame[key])
        stack.append(shown)
    bonus = {k: (len(v) if k == "temple" else list(v)) for k, v in st.bonus.items()}
    return {
        "round": st.round, "first": st.first, "turn": st.turn, "temple": st.temple, "over": st.over,
        "phase": st.top["kind"] if st.top else "over",  # the decision being taken
        "camps": [list(c) for c in st.camps], "camp_guardians": list(st.camp_guardians),
        "sites": [{"tile": s.tile, "guardian": s.guardian, "idol": s.idol, "hidden_idol": bool(s.hidden_idol),
                   "occupant": s.occupant} for s in st.sites],
        "tiles_left": {k: len(v) for k, v in st.tiles.items()}, "guardians_left": len(st.guardian_pile),
        "row_artifacts": list(st.row_artifacts), "row_items": list(st.row_items),
        "item_deck": len(st.item_deck), "artifact_deck": len(st.artifact_deck),
        "item_exile": list(st.item_exile), "artifact_exile": list(st.artifact_exile),
        "revealed": dict(st.revealed),
        "supply": [{"top": s[0] if s else None, "count": len(s)} for s in st.supply],
        "rescue": {"top": st.rescue[0] if st.rescue else None, "count": len(st.rescue),
                   **({"all": list(st.rescue)} if _deciding(st, seat, "rescue") else {})},
        "bonus": bonus, **({"temple_bonus": list(st.bonus.get("temple", []))}
                           if _deciding(st, seat, "bonus", key="temple") else {}),
        "temple_stacks": list(st.temple_stacks), "arrivals": list(st.arrivals),
        "players": players, "stack": stack, "seat": seat, "options": dict(options),
    }


def _deciding(st: ArnakState, seat: int | None, kind: str, **match: Any) -> bool:
    top = st.top
    return (seat is not None and top is not None and top["kind"] == kind and top.get("seat") == seat
            and all(top.get(k) == v for k, v in match.items()))


# ---- sampling a world ---------------------------------------------------------------------------------------------


def _take(pool: list[Any], items: list[Any]) -> None:
    for item in items:
        pool.remove(item)


def sample_state(obs: dict[str, Any], rng: Rng) -> ArnakState:
    seat = obs["seat"]
    st = ArnakState(players=[], rng=rng.derive(17), temple=obs["temple"], round=obs["round"], first=obs["first"],
                    turn=obs["turn"], over=obs["over"])
    st.camps = [list(c) for c in obs["camps"]]
    st.camp_guardians = list(obs["camp_guardians"])
    st.row_artifacts, st.row_items = list(obs["row_artifacts"]), list(obs["row_items"])
    st.item_exile, st.artifact_exile = list(obs["item_exile"]), list(obs["artifact_exile"])
    st.revealed = dict(obs["revealed"])
    st.temple_stacks, st.arrivals = list(obs["temple_stacks"]), list(obs["arrivals"])
    # the stack: hidden drawn cards of other seats are dealt below, with their hands
    st.stack = [duplicate(f) for f in obs["stack"]]
    owned_cards: list[str] = []
    for i, view in enumerate(obs["players"]):
        unseen = list(view["unseen"])
        hand = list(view["hand"]) if i == seat else []
        keeping = list(view["keeping"]) if i == seat else []  # another seat's keep is unknown: nothing set aside yet
        if i == seat:
            _take(unseen, hand + keeping)
            for f in st.stack:
                if f.get("seat") == i and "drawn" in f:
                    _take(unseen, f["drawn"])
        rng.shuffle(unseen)
        if i != seat:
            hand = [unseen.pop() for _ in range(view["hand_count"])]
            for f in st.stack:
                if f.get("seat") == i and "drawn_count" in f:
                    f["drawn"] = [unseen.pop() for _ in range(f.pop("drawn_count"))]
        public = {name: duplicate(view[name]) for name in Player.SEEN["public"]}  # what every seat sees, as it is
        public["assistants"] = [Assistant(**a) for a in view["assistants"]]
        p = Player(**public, hand=hand, keeping=keeping, deck=unseen)
        st.players.append(p)
        owned_cards += view["unseen"] + view["play"] + view["paying"]
    # the card decks: whatever is not visible anywhere, a revealed top card first
    for kind, ids, row, exile in (("item", data.ITEMS, st.row_items, st.item_exile),
                                  ("artifact", data.ARTIFACTS, st.row_artifacts, st.artifact_exile)):
        pool = [c for c in ids if c not in row and c not in exile and c not in owned_cards]
        top = st.revealed.get(kind)
        if top:
            pool.remove(top)
        rng.shuffle(pool)
        count = obs[f"{kind}_deck"]
        deck = ([top] if top else []) + pool[:count - (1 if top else 0)]
        if kind == "item":
            st.item_deck = deck
        else:
            st.artifact_deck = deck
    # the sites: face-down stacks are what no site shows
    shown_tiles: dict[int, list[int]] = {1: [], 2: []}
    for i, s in enumerate(obs["sites"]):
        level = 1 if i < 8 else 2
        if s["tile"]:
            shown_tiles[level].append(s["tile"])
    for level in (1, 2):
        pool = [t for t in sorted(data.SITE_TILES[level]) if t not in shown_tiles[level]]
        rng.shuffle(pool)
        st.tiles[str(level)] = pool[:obs["tiles_left"][str(level)]]
    guardians_seen = [s["guardian"] for s in obs["sites"]] + list(obs["camp_guardians"])
    guardians_seen += [g for v in obs["players"] for g in v["guardians"]]
    pool = [g for g in sorted(data.GUARDIANS) if g not in guardians_seen]
    rng.shuffle(pool)
    st.guardian_pile = pool[:obs["guardians_left"]]
    idols = [k for k, n in data.BOARD["idols"]["bonuses"].items() for _ in range(n)]
    for s in obs["sites"]:
        if s["idol"]:
            idols.remove(s["idol"])
    rng.shuffle(idols)
    st.sites = [Site(tile=s["tile"], guardian=s["guardian"], idol=s["idol"],
                     hidden_idol=idols.pop() if s["hidden_idol"] else "", occupant=s["occupant"])
                for s in obs["sites"]]
    # assistants: the tops are known, the rest is what nobody holds
    known = [a["id"] for v in obs["players"] for a in v["assistants"]]
    known += [s["top"] for s in obs["supply"] if s["top"] is not None]
    rescue_all = obs["rescue"].get("all")
    known += rescue_all if rescue_all else ([obs["rescue"]["top"]] if obs["rescue"]["top"] is not None else [])
    pool = [a for a in sorted(data.ASSISTANTS) if a not in known]
    rng.shuffle(pool)
    st.supply = []
    for s in obs["supply"]:
        st.supply.append(([s["top"]] + [pool.pop() for _ in range(s["count"] - 1)]) if s["count"] else [])
    if rescue_all:
        st.rescue = list(rescue_all)
    elif obs["rescue"]["count"]:
        st.rescue = [obs["rescue"]["top"]] + [pool.pop() for _ in range(obs["rescue"]["count"] - 1)]
    # research bonus tiles: the temple stack is what is not on the track nor taken
    st.bonus = {k: list(v) for k, v in obs["bonus"].items() if k != "temple"}
    if "temple" in obs["bonus"]:
        if "temple_bonus" in obs:
            st.bonus["temple"] = list(obs["temple_bonus"])
        else:
            tiles = [k for k, n in data.BOARD["bonus_tiles"]["distribution"].items() for _ in range(n)]
            for k, v in obs["bonus"].items():
                if k != "temple":
                    _take(tiles, v)
            for v in obs["players"]:
                _take(tiles, v["bonus_tiles"])
            rng.shuffle(tiles)
            st.bonus["temple"] = tiles[:obs["bonus"]["temple"]]
    return st
