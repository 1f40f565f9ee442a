"""Setup, the order of turns, the round end and final scoring."""

from __future__ import annotations

from typing import Any

from ..events import Event
from ..rng import Rng
from . import data, effects, zones
from .state import ArnakState, Player, Site


def setup(players: int, temple: str, first: int, rng: Rng) -> tuple[ArnakState, list[Event]]:
    st = ArnakState(players=[], rng=rng, temple=temple, first=first, turn=first)
    order = [(first + i) % players for i in range(players)]
    resources = {seat: data.SETUP["resources_by_seat"][i] for i, seat in enumerate(order)}
    for seat in range(players):
        deck = list(data.SETUP["starting_deck"])
        rng.shuffle(deck)
        st.players.append(Player(res={r: resources[seat].get(r, 0) for r in data.RESOURCES}, deck=deck))
    blocked = data.SETUP["blocked_camps"][str(players)]
    camps = list(range(5))
    rng.shuffle(camps)
    st.camps = [[-1, -2 if i in camps[:blocked] else -1] for i in range(5)]
    st.camp_guardians = [0] * 5
    idols = [kind for kind, n in data.BOARD["idols"]["bonuses"].items() for _ in range(n)]
    rng.shuffle(idols)
    st.sites = [Site(idol=idols.pop()) for _ in range(8)] + [Site(idol=idols.pop(), hidden_idol=idols.pop())
                                                              for _ in range(4)]
    for level in ("1", "2"):
        pile = sorted(data.SITE_TILES[int(level)])
        rng.shuffle(pile)
        st.tiles[level] = pile
    st.guardian_pile = sorted(data.GUARDIANS)
    rng.shuffle(st.guardian_pile)
    assistants = sorted(data.ASSISTANTS)
    rng.shuffle(assistants)
    if temple == "snake":
        st.rescue = assistants[:players]
        rest = assistants[players:]
        st.supply = [rest[:3], rest[3:6], rest[6:]]
    else:
        st.supply = [assistants[0:4], assistants[4:8], assistants[8:12]]
    tiles = [kind for kind, n in data.BOARD["bonus_tiles"]["distribution"].items() for _ in range(n)]
    rng.shuffle(tiles)
    for entry in data.BOARD["bonus_tiles"]["placement"][temple][str(players)]:
        if isinstance(entry, int):
            st.bonus[str(entry)] = [tiles.pop()]
        else:
            where, count = entry.split(" x")
            st.bonus[where] = [tiles.pop() for _ in range(int(count))]
    st.temple_stacks = [players] * len(data.TEMPLE_STACKS)
    st.arrivals = list(data.BOARD["temple_arrival_vp"])
    st.item_deck = list(data.ITEMS)
    rng.shuffle(st.item_deck)
    st.artifact_deck = list(data.ARTIFACTS)
    rng.shuffle(st.artifact_deck)
    zones.refill_row(st)
    events = [Event("setup", {"first": first, "temple": temple}, irreversible=True)]
    events += start_round(st)
    return st, events


def start_round(st: ArnakState) -> list[Event]:
    events = [Event("round", {"round": st.round, "first": st.first})]
    for seat, p in enumerate(st.players):
        got = zones.draw(st, seat, max(0, data.HAND - len(p.hand)))
        events.append(Event("draw", {"seat": seat, "n": len(got)}, {seat: {"cards": got}}, irreversible=True))
    st.turn = st.first
    st.stack = [{"kind": "turn", "seat": st.first, "main": False}]
    return events


def advance(g: Any) -> list[Event]:
    """After an action: resolve what needs no decision, end finished turns, run the round end."""
    st: ArnakState = g.state
    events = effects.run(g)
    events += effects.auto_answer(g)
    while st.stack and not st.over:
        top = st.stack[-1]
        if top["kind"] == "effects":
            events += effects.run(g)
            continue
        if top["kind"] == "turn" and turn_over(g, top):
            st.stack.pop()
            events += zones.refill_row(st)
            events += next_turn(g)
            continue
        if top["kind"] == "round_end":
            st.stack.pop()
            events += finish_round(g)
            continue
        break
    return events


def turn_over(g: Any, frame: dict[str, Any]) -> bool:
    if frame.get("ended") or g.state.players[frame["seat"]].passed:
        return True
    if not frame["main"]:
        return False
    return g.rulebook.legal(g, frame["seat"], "turn") == [{"type": "end"}]  # nothing left to do but end


def next_turn(g: Any) -> list[Event]:
    st: ArnakState = g.state
    n = len(st.players)
    for step in range(1, n + 1):
        seat = (st.turn + step) % n
        if not st.players[seat].passed:
            st.turn = seat
            st.stack = [{"kind": "turn", "seat": seat, "main": False}]
            return [Event("turn", {"seat": seat})]
    return end_round(g)


def end_round(g: Any) -> list[Event]:
    """Archaeologists come home (Fear from guardians); then, before the last round, hands are kept or discarded."""
    st: ArnakState = g.state
    events = []
    for seat, p in enumerate(st.players):
        fear = 0
        for site in zones.own_sites(st, seat):
            if zones.guardian_at(st, site) and not p.war_mask:
                fear += len([s for s in zones.occupied(st, site) if s == seat])
        if fear:
            zones.gain_fear(st, seat, g.options["fear_tiles"], fear)
            events.append(Event("fear", {"seat": seat, "n": fear, "guardians": True}))
        p.home = data.SETUP["archaeologists"]
    st.camps = [[-2 if s == -2 else -1 for s in spaces] for spaces in st.camps]
    for slot in st.sites:
        slot.occupant = -1
    if st.round == data.ROUNDS:
        st.over = True
        st.stack = []
        return events + [Event("game_over", {"sheets": [score_sheet(st, p) for p in st.players]})]
    st.stack = [{"kind": "round_end"}]
    # every player asked at once (BGA: a simultaneous decision), but only one holding a card other than Fear;
    # whatever is not kept goes to the play area when the last one has answered (finish_round)
    n = len(st.players)
    waiting = [seat for seat in ((st.first + i) % n for i in range(n))
               if any(c != "fear" for c in st.players[seat].hand)]
    if waiting:
        st.stack.append({"kind": "keep", "waiting": waiting})
    return events


def finish_round(g: Any) -> list[Event]:
    st: ArnakState = g.state
    events = []
    for seat, p in enumerate(st.players):
        if p.hand or p.keeping:
            events.append(Event("keep", {"seat": seat, "kept": len(p.keeping), "discarded": len(p.hand)}))
        p.play += p.hand
        p.hand, p.keeping = p.keeping, []
    for p in st.players:
        pile = list(p.play)
        st.rng.shuffle(pile)
        p.deck += pile
        p.play = []
        for a in p.assistants:
            a.ready = True
        p.passed = p.war_mask = p.ocarina = False
    if st.row_artifacts:
        st.artifact_exile.append(st.row_artifacts.pop(0))
    if st.row_items:
        st.item_exile.append(st.row_items.pop(0))
    st.round += 1
    st.first = (st.first + 1) % len(st.players)
    events += zones.refill_row(st)
    return events + start_round(st)


# ---- scoring ------------------------------------------------------------------------------------------------------


def research_vp(st: ArnakState, p: Player) -> int:
    rows = data.research(st.temple)["rows"]
    glass_row = data.space(st.temple, p.glass)["row"]
    note_row = data.space(st.temple, p.notebook)["row"]
    glass = p.temple_vp if glass_row == data.TEMPLE_ROW else (rows[str(glass_row)]["glass"]["vp"] if glass_row else 0)
    note = rows[str(note_row)]["notebook"]["vp"] if note_row else 0
    return glass + note


def score_sheet(st: ArnakState, p: Player) -> dict[str, int]:
    idols = data.BOARD["idols"]
    cards = zones.owned_cards(p)
    return {
        "research": research_vp(st, p),
        "temple": sum(data.TEMPLE_STACKS[s]["vp"] for s in p.temple_tiles),
        "idols": idols["vp_each"] * (p.idols + p.slots) + sum(idols["slot_vp"][p.slots:]),
        "guardians": data.BOARD["guardian_vp"] * len(p.guardians),
        "cards": sum(data.CARDS[c]["vp"] for c in cards if data.CARDS[c]["kind"] in ("item", "artifact")),
        "fear": -cards.count("fear") - 2 * p.fear_tiles,
    }


def result(st: ArnakState) -> dict[str, Any] | None:
    if not st.over:
        return None
    sheets = [score_sheet(st, p) for p in st.players]
    scores = [sum(s.values()) for s in sheets]

    def key(seat: int) -> tuple[int, int, int]:
        rank = st.players[seat].temple_rank or 99  # tie-break: who reached the temple first, then research
        return (-scores[seat], rank, -sheets[seat]["research"])

    keys = [key(s) for s in range(len(scores))]
    ranking = sorted(range(len(scores)), key=lambda s: (keys[s], s))
    ranks = [1 + sum(1 for other in keys if other < mine) for mine in keys]
    return {"scores": scores, "ranking": ranking, "ranks": ranks,
            "winners": [s for s in ranking if ranks[s] == 1], "sheets": sheets}
