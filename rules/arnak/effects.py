"""The effect interpreter: cards, sites, guardians, idols, assistants and research rows are programs of steps.

A program runs in an "effects" frame on the decision stack. Each step is {"op": ..., params}; an op either acts at
once or pushes a decision frame (its options come from `options`) and the program resumes when it is answered.
Main actions are programs too (place the archaeologist, resolve the site, ...), so one interpreter runs them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..events import Event
from . import data, zones
from .state import ArnakState

Step = dict[str, Any]
Frame = dict[str, Any]


def push(st: ArnakState, seat: int, steps: list[Step], **ctx: Any) -> None:
    if steps:
        st.stack.append({"kind": "effects", "seat": seat, "steps": [dict(s) for s in steps], **ctx})


def ask(st: ArnakState, seat: int, kind: str, **ctx: Any) -> None:
    below = st.stack[-1] if st.stack else None
    if below is not None and below["kind"] == "effects" and "on_buy" in below:
        # a bought artifact's first decision: its options are the choice, or skip the whole effect (BGA's "skip
        # artifact effect"); the cost the effect starts with is paid with the choice, not before it
        ctx["pay_first"] = below.pop("on_buy")
        if not ctx.get("optional"):
            ctx.update(optional=True, skip_effect=True, stop_if_none=True)
    st.stack.append({"kind": kind, "seat": seat, **ctx})


def run(g: Any) -> list[Event]:
    """Resolve steps until a decision is needed or no program is left."""
    st: ArnakState = g.state
    events: list[Event] = []
    while st.stack and st.stack[-1]["kind"] == "effects":
        frame = st.stack[-1]
        if not frame["steps"]:
            st.stack.pop()
            continue
        step = frame["steps"].pop(0)
        below = len(st.stack)
        events += OPS[step["op"]](g, frame["seat"], step, frame)
        if len(st.stack) > below and st.stack[below]["kind"] in CHOICES:  # the step asks a decision
            allowed = free_actions(step, frame, st.stack[below]["kind"])
            if allowed:
                st.stack[below].setdefault("free_actions", allowed)
            frame["asked"] = True
        events += auto_answer(g)
    return events


def tagged(steps: list[Step], origin: str) -> list[Step]:
    """Copies of a site's, an idol's or a research space's steps, marked with where they come from."""
    return [{**s, "origin": origin} for s in steps]


# BGA's server states in which free actions may be taken (tests/arnak_bga.md §7): "all" (a free card, an idol, a
# boon, an assistant), "no_play" (no card); any other decision is a prompt BGA's client answers in one request
MAY_EXILE_AFTER = frozenset({"I34", "A20"})  # the optional exile at the end of the card (BGA's mayExile)


def free_actions(step: Step, program: Frame, kind: str) -> str | None:
    origin = step.get("origin") or ("research" if step["op"] == "research_to" else "")
    card = program.get("card")
    if origin == "research" or kind in ("take", "earring_keep", "earring_top"):
        return "no_play"  # the research bonus; an artifact's own follow-up states
    if kind in ("supply_use", "purchase", "dig_or_discover", "camp") or origin in ("site", "idol"):
        return "all"
    if kind == "discard" and program.get("assistant") is not None:
        return "all"  # silver assistant 6's discard
    if card and data.CARDS[card]["kind"] == "artifact" and not program.get("asked"):
        return "all"  # an artifact's parameters (BGA's artWaitArgs), bought or played
    if kind == "exile" and card in MAY_EXILE_AFTER:
        return "all"
    return None


def auto_answer(g: Any) -> list[Event]:
    """A decision with no option is skipped; one with a single forced option is taken (only one way: no question),
    and what that did is reported like any other decision's events."""
    st: ArnakState = g.state
    events: list[Event] = []
    while st.stack and st.stack[-1]["kind"] in CHOICES:
        frame = st.stack[-1]
        opts = options(g, frame)
        if not opts:
            st.stack.pop()
            if frame.get("stop_if_none"):
                drop_program(st)
            continue
        if len(opts) == 1 and not frame.get("optional") and not frame.get("ask"):
            events += resolve_choice(g, frame, opts[0])
            continue
        break
    return events


def drop_program(st: ArnakState) -> None:
    """The rest of the running program does not happen (a cost unpaid, an effect skipped)."""
    if st.stack and st.stack[-1]["kind"] == "effects":
        st.stack[-1]["steps"] = []


# ---- ops that act at once ----------------------------------------------------------------------------------


def op_gain(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    zones.gain(g.state.players[seat], step["res"])
    return [Event("gain", {"seat": seat, "res": dict(step["res"])})]


def op_pay(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    p = g.state.players[seat]
    if not zones.can_pay(p, step["res"]):
        frame["steps"] = []  # the rest of this program needs the payment
        return []
    zones.pay(p, step["res"])
    return [Event("pay", {"seat": seat, "res": dict(step["res"])})]


def op_draw(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    got = zones.draw(g.state, seat, step["n"], bottom=step["op"] == "draw_bottom")
    return [Event("draw", {"seat": seat, "n": len(got)}, {seat: {"cards": got}}, irreversible=bool(got))]


def op_fear(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    zones.gain_fear(g.state, seat, g.options["fear_tiles"], step["n"])
    return [Event("fear", {"seat": seat, "n": step["n"]})]


def op_exile_self(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    card = frame.get("card", "")
    p = g.state.players[seat]
    if card in p.play:
        p.play.remove(card)
        zones.exile_card(g.state, card)
        return [Event("exile", {"seat": seat, "card": card})]
    return []


def op_gain_per(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    st = g.state
    p = st.players[seat]
    what = step["what"]
    if what == "idols_owned_incl_slotted":
        n = p.idols + p.slots
    elif what == "guardians_at_own_sites_plus_overcome":
        n = len(p.guardians) + sum(1 for site in zones.own_sites(st, seat) if zones.guardian_at(st, site))
    else:  # own archaeologists on the island
        n = 2 - p.home
    n = min(n, step.get("max", n))
    return op_gain(g, seat, {"res": {step["res"]: n}}, frame) if n else []


def op_flag(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    p = g.state.players[seat]
    if step["op"] == "war_mask":
        p.war_mask = True
    else:
        p.ocarina = True
    return [Event(step["op"], {"seat": seat})]


def op_pass(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    op_main(g, seat, step, frame)  # passing is the turn's main action
    g.state.players[seat].passed = True
    return [Event("pass", {"seat": seat})]


def op_exile_row_item(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    st = g.state
    if not st.row_items:
        return []
    card = st.row_items.pop()
    st.item_exile.append(card)
    return [Event("exile_row", {"seat": seat, "card": card})]


def op_stone_key(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    p = g.state.players[seat]
    if not p.slots:
        return []
    p.slots -= 1
    p.idols += 1
    return [Event("idol_back", {"seat": seat})]


def op_site_tile(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    st = g.state
    pile = st.tiles[str(step["level"])]
    if not pile:
        return []
    tile = pile.pop(0)
    pile.append(tile)
    frame["steps"][:0] = tagged(data.SITE_TILES[step["level"]][tile]["effect"], "site")
    return [Event("site_tile", {"seat": seat, "level": step["level"], "tile": tile}, irreversible=True)]


def op_refresh(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    p = g.state.players[seat]
    if step["n"] >= 2:
        for a in p.assistants:
            a.ready = True
        return [Event("refresh", {"seat": seat, "all": True})] if p.assistants else []
    ask(g.state, seat, "refresh")
    return []


def op_pay_travel(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    """A cost in travel icons inside an effect (assistant 3): pay it, or the rest of the program does not happen."""
    from . import costs, pay
    if not costs.can_travel(g.state, seat, step["icons"]):
        frame["steps"] = []
        return []
    return pay.start(g, seat, step["icons"], [], action="pay_travel")


def op_travel(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    return []  # a travel icon outside a payment is lost (travel icons exist only for the cost they pay)


# ---- internal ops of the main actions -------------------------------------------------------------------------


def op_main(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    for f in g.state.stack:
        if f["kind"] == "turn":
            f["main"] = True
    return []


def op_place(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    st = g.state
    site = step["site"]
    st.players[seat].home -= 1
    zones.occupy(st, site, seat)
    return [Event("place", {"seat": seat, "site": site})]


def op_site(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    site = step["site"][:2] if step["site"].startswith("c") else step["site"]
    frame["steps"][:0] = tagged(zones.site_effect(g.state, site), "site")
    return []


def op_discover(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    st = g.state
    site = step["site"]
    slot = st.sites[int(site[1:]) - 1]
    level = data.slot_level(site)
    p = st.players[seat]
    idol = slot.idol
    p.idols += 1 + (1 if slot.hidden_idol else 0)
    slot.idol = slot.hidden_idol = ""
    slot.tile = st.tiles[str(level)].pop(0)
    slot.guardian = st.guardian_pile.pop(0) if st.guardian_pile else 0
    steps = tagged(data.BOARD["idols"]["bonus_steps"][idol], "idol") if idol else []
    steps += tagged(zones.site_effect(st, site), "site")
    frame["steps"][:0] = steps
    return [Event("discover", {"seat": seat, "site": site, "idol": idol, "tile": slot.tile,
                               "guardian": slot.guardian}, irreversible=True)]


def op_overcome(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    st = g.state
    site = step["site"]
    if site.startswith("c"):
        guardian, st.camp_guardians[int(site[1])] = st.camp_guardians[int(site[1])], 0
    else:
        slot = st.sites[int(site[1:]) - 1]
        guardian, slot.guardian = slot.guardian, 0
    if not guardian:
        return []
    st.players[seat].guardians.append(guardian)
    return [Event("overcome", {"seat": seat, "site": site, "guardian": guardian})]


def op_take(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    """A card joins a player: from the row (or a revealed deck top, or the item exile) to `to`."""
    st = g.state
    card, to = step["card"], step["to"]
    kind = data.CARDS[card]["kind"]
    row = zones.row_cards(st, kind)
    if card in row:
        row.remove(card)
        where = "row"
    elif st.revealed.get(kind) == card:
        zones.deck_of(st, kind).remove(card)
        st.revealed.pop(kind)
        where = "deck"
    else:
        st.item_exile.remove(card)
        where = "item_exile"
    p = st.players[seat]
    events = [Event("take", {"seat": seat, "card": card, "from": where, "to": to})]
    if to == "hand":
        p.hand.append(card)
    elif to == "top_of_deck":
        p.deck.insert(0, card)
    elif to == "bottom_of_deck":
        p.deck.append(card)
    else:  # an artifact into the play area: its effect resolves at once, without the tablet (the guide: at once)
        p.play.append(card)
        push_bought(st, seat, card)
    return events


def push_bought(st: ArnakState, seat: int, card: str) -> None:
    """A bought artifact's effect, to run now. One that starts with a decision (after any cost) waits for it, and
    that decision may skip the whole effect, its cost unpaid; one with no decision first simply happens."""
    steps = data.CARDS[card]["effect"]
    lead = 0
    while lead < len(steps) and steps[lead]["op"] == "pay":
        lead += 1
    if lead < len(steps) and steps[lead]["op"] in ASKING_OPS:
        cost: dict[str, int] = {}
        for step in steps[:lead]:
            for kind, n in step["res"].items():
                cost[kind] = cost.get(kind, 0) + n
        push(st, seat, steps[lead:], card=card, on_buy=cost)
    else:
        push(st, seat, steps, card=card)


def op_research_to(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    from .research import arrive  # research owns the track's rules
    return arrive(g, seat, step, frame)


def op_temple_tile(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    st = g.state
    stack = step["stack"]
    st.temple_stacks[stack] -= 1
    st.players[seat].temple_tiles.append(stack)
    return [Event("temple_tile", {"seat": seat, "stack": stack, "vp": data.TEMPLE_STACKS[stack]["vp"]})]


def op_assistant_effect(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    """Run an assistant's silver or gold program (the assistant itself was exhausted, or is in the supply)."""
    a = data.ASSISTANTS[step["id"]]
    frame["steps"][:0] = [dict(s) for s in a["gold" if step["gold"] else "silver"]]
    return []


# ---- ops that ask ------------------------------------------------------------------------------------------


# an asking op in two halves: the decision it asks (a frame, from the step; also what a card's playability is
# judged on) and the op that asks it
Asks = Callable[[Any, int, Step, str], Frame]
ASKS: dict[str, Asks] = {}


def would_ask(g: Any, seat: int, step: Step, source: str = "") -> Frame | None:
    """The decision `step` would ask now (None for a step that acts at once)."""
    asks = ASKS.get(step["op"])
    return asks(g, seat, step, source) if asks else None


def asking(name: str, asks: Asks) -> Callable[[Any, int, Step, Frame], list[Event]]:
    ASKS[name] = asks

    def op(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
        ask(g.state, seat, **asks(g, seat, step, frame.get("card", "")))
        return []
    return op


def asker(kind: str, **fixed: Any) -> Asks:
    def asks(g: Any, seat: int, step: Step, source: str) -> Frame:
        ctx = {k: v for k, v in step.items() if k != "op"}
        return {"kind": kind, **fixed, **ctx, "source": source}
    return asks


def asks_choose(g: Any, seat: int, step: Step, source: str) -> Frame:
    return {"kind": "option", "options": step["options"], "count": step.get("count", 1),
            "taken": step.get("taken", []), "source": source}


def asks_buy(g: Any, seat: int, step: Step, source: str) -> Frame:
    # after a Fishing Rod's or Precision Compass's reveal BGA has no way out but a buy (free actions may help
    # afford one); with nothing affordable at the reveal the effect ends there
    reveal = bool(step.get("top"))
    return {"kind": "purchase", "kinds": step["kinds"], "discount": step.get("discount", 0),
            "free": step.get("free", False), "optional": not reveal, "ask": reveal, "source": source}


def op_buy(g: Any, seat: int, step: Step, frame: Frame) -> list[Event]:
    st = g.state
    events = []
    if step.get("top"):
        for kind in step["kinds"]:
            deck = zones.deck_of(st, kind)
            if deck:
                st.revealed[kind] = deck[0]
                events.append(Event("reveal", {"seat": seat, "card": deck[0]}, irreversible=True))
    ask(st, seat, **asks_buy(g, seat, step, frame.get("card", "")))
    return events


def asks_gain_card(g: Any, seat: int, step: Step, source: str) -> Frame:
    where = step["from"]
    if where == "row_artifact":  # the notebook's free artifact: a buy that costs nothing
        return asks_buy(g, seat, {"kinds": ["artifact"], "free": True}, source)
    if where == "row" and step["to"] == "bottom_of_deck":  # site tile I-1: a free item, bought as usual
        return asks_buy(g, seat, {"kinds": ["item"], "free": True}, source)
    # Ornate Hammer: the card says "gain any exiled item" and BGA has no way out of it (the spec's §7 "may" gives way;
    # the item it just exiled is always there to take); a row item is gained without a question
    return {"kind": "take", "source_zone": where, "to": step["to"], "source": source}


def asks_earring(g: Any, seat: int, step: Step, source: str) -> Frame:
    return {"kind": "earring_n", "max": step["max"], "bottom": step["from"] == "bottom",
            "return_top": step["return_top"], "source": source}


def asks_passage_shell(g: Any, seat: int, step: Step, source: str) -> Frame:
    return {"kind": "camp", "source": source, "optional": True}  # BGA: "I don't want to travel"


OPS: dict[str, Callable[[Any, int, Step, Frame], list[Event]]] = {
    "gain": op_gain, "pay": op_pay, "draw": op_draw, "draw_bottom": op_draw, "fear": op_fear,
    "exile_self": op_exile_self, "gain_per": op_gain_per, "war_mask": op_flag, "ocarina": op_flag, "pass": op_pass,
    "exile_row_item": op_exile_row_item, "stone_key": op_stone_key, "site_tile": op_site_tile,
    "refresh_assistant": op_refresh, "travel": op_travel, "pay_travel": op_pay_travel,
    "main": op_main, "place": op_place, "site": op_site, "discover": op_discover, "overcome": op_overcome,
    "take": op_take, "research_to": op_research_to, "temple_tile": op_temple_tile,
    "assistant_effect": op_assistant_effect,
    "buy": op_buy,
    **{name: asking(name, asks) for name, asks in {
        "exile": asker("exile", optional=True), "discard": asker("discard", stop_if_none=True),
        "upgrade": asker("upgrade", optional=True), "choose": asks_choose, "activate": asker("activate"),
        "dig_or_discover": asker("dig_or_discover", optional=True), "research": asker("study", optional=True),
        "gain_card": asks_gain_card, "overcome_free": asker("guardian"),
        "relocate": asker("relocate_from"), "return_home": asker("return_home"),
        "supply_assistant": asker("supply_use"), "swap_assistant": asker("swap_own"),
        "earring": asks_earring, "passage_shell": asks_passage_shell, "move_guardian": asker("guardian_from"),
        "recruit": asker("recruit"), "upgrade_assistant": asker("assistant_up"), "rescue": asker("rescue"),
    }.items()},
}
ASKS["buy"] = asks_buy

# the ops that always begin with a decision (they push one of the CHOICES frames)
ASKING_OPS = frozenset(ASKS)

# decision frames answered by a choice (see choices.py); "turn" and "pay" are answered by the actions
CHOICES = ("exile", "discard", "upgrade", "option", "activate", "dig_or_discover", "study", "purchase", "take",
           "guardian", "relocate_from", "relocate_to", "return_home", "supply_use", "swap_own", "swap_supply",
           "earring_n", "earring_keep", "earring_top", "camp", "guardian_from", "guardian_to", "recruit",
           "assistant_up", "rescue", "refresh", "bonus", "order")


def options(g: Any, frame: Frame) -> list[Any]:
    from .choices import OPTIONS
    if frame.get("pay_first") and not zones.can_pay(g.state.players[frame["seat"]], frame["pay_first"]):
        return []  # the effect's cost cannot be paid: nothing can be chosen
    return OPTIONS[frame["kind"]](g, frame)


def resolve_choice(g: Any, frame: Frame, value: Any) -> list[Event]:
    from .choices import RESOLVE
    assert g.state.stack[-1] is frame
    g.state.stack.pop()
    events = []
    if frame.get("pay_first"):
        events = op_pay(g, frame["seat"], {"res": frame["pay_first"]}, frame)
    return events + RESOLVE[frame["kind"]](g, frame, value)
