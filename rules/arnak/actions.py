"""Arnak's actions. Each is a Move with one `check`: the legal list and every refusal's reason come from it.

The turn's main actions and free actions answer the "turn" decision; cards, planes, boons and assistants answer a
"pay" decision (a travel cost being paid); the small decisions inside effects are answered by a Choice.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ..events import Event
from ..i18n import Msg
from ..moves import Action, Move
from . import choices, costs, data, effects, pay, travel, zones
from .effects import CHOICES

# free actions: before, during (while paying) or after the main action, and inside the decisions where BGA allows
# them (effects.free_actions marks each decision "all", "no_play" — no card — or nothing)
FREE_FRAMES = ("turn", "pay", *CHOICES)
ALL_SPACES = frozenset([f"c{i}{ab}" for i in range(5) for ab in "ab"] + data.SLOT_SITES)


def _turn(g: Any) -> dict[str, Any] | None:
    return next((f for f in g.state.stack if f["kind"] == "turn"), None)


def _main_done(g: Any) -> bool:
    turn = _turn(g)
    return bool(turn and turn["main"])


def _top(g: Any) -> dict[str, Any]:
    return g.state.stack[-1]


def _free_problem(g: Any, move: str) -> Msg | None:
    """Whether a free action (`play`, `idol`, `boon`, `assistant`) may be taken in the decision on top."""
    top = _top(g)
    if top["kind"] in ("turn", "pay"):
        return None
    allowed = top.get("free_actions")
    if allowed == "all" or (allowed == "no_play" and move != "play"):
        return None
    return Msg("arnak.why.no_free_here" if allowed is None else "arnak.why.no_card_here")


def _main_check(g: Any) -> Msg | None:
    if _top(g)["kind"] != "turn":
        return Msg("arnak.why.finish_first")
    if _main_done(g):
        return Msg("arnak.why.main_done")
    return None


class Dig(Move):
    name = "dig"
    frames = ("turn",)
    fields: ClassVar = {"site": str}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        if _main_check(g) or g.state.players[seat].home <= 0:
            return ()  # the check below would refuse them all (and say why)
        return ({"type": "dig", "site": s} for s in choices.dig_spaces(g.state))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        site = action["site"]
        if site not in ALL_SPACES:
            return Msg("arnak.why.no_site", {"site": site[:12]})
        return _main_check(g) or costs.dig_problem(g.state, seat, site)

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        return choices.start_site(g, seat, action["site"], [], main=True)


class Discover(Move):
    name = "discover"
    frames = ("turn",)
    fields: ClassVar = {"site": str}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        if _main_check(g) or g.state.players[seat].home <= 0:
            return ()
        return ({"type": "discover", "site": s} for s in data.SLOT_SITES if not zones.discovered(g.state, s))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        if action["site"] not in data.SLOT_SITES:
            return Msg("arnak.why.no_site", {"site": action["site"][:12]})
        return _main_check(g) or costs.discover_problem(g.state, seat, action["site"])

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        return choices.start_site(g, seat, action["site"], [], main=True)


class Overcome(Move):
    name = "overcome"
    frames = ("turn",)
    fields: ClassVar = {"site": str}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "overcome", "site": s} for s in zones.own_sites(g.state, seat)
                if zones.guardian_at(g.state, s))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        site = action["site"]
        if site not in data.SLOT_SITES and site not in data.CAMP_SITES:
            return Msg("arnak.why.no_site", {"site": site[:12]})
        return _main_check(g) or costs.overcome_problem(g.state, seat, site)

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        st = g.state
        site = action["site"]
        cost = costs.overcome_cost(st, site)
        res = {k: v for k, v in cost.items() if k in data.RESOURCES}
        then = [{"op": "main"}] + [{"op": "discard", "n": 1}] * cost.get("discard_card", 0)
        then.append({"op": "overcome", "site": site})
        return pay.start(g, seat, cost.get("travel", []), then, res=res, action=f"overcome {site}")


class Buy(Move):
    name = "buy"
    frames = ("turn",)
    fields: ClassVar = {"card": str}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        if _main_check(g):
            return ()
        return ({"type": "buy", "card": c} for c in costs.buyable(g.state, ["item", "artifact"]))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return _main_check(g) or costs.buy_problem(g.state, seat, action["card"])

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        return choices.start_buy(g, seat, action["card"], main=True)


def _card_msg(card: str) -> Msg | str:
    return Msg(f"card.{card}") if card in data.CARDS else card[:20]


def _not_in_hand(card: str) -> Msg:
    return Msg("arnak.why.not_in_hand", {"card": _card_msg(card)})


def card_problem(g: Any, seat: int, card: str) -> Msg | None:
    """Whether a card in hand can be played for its effect now."""
    p = g.state.players[seat]
    if card not in p.hand:
        return _not_in_hand(card)
    info = data.CARDS[card]
    if info["kind"] == "fear":
        return Msg("arnak.why.fear")
    if info["timing"] == "main" and _main_done(g):
        return Msg("arnak.why.main_done")
    paying = _top(g)["kind"] != "turn"
    if info["timing"] not in ("free", "free_or_pass") and paying:
        return Msg("arnak.why.finish_first")
    need = {"tablet": 1} if info["kind"] == "artifact" else {}
    first = info["effect"][0] if info["effect"] else {}
    if first.get("op") == "pay":
        need = {k: need.get(k, 0) + first["res"].get(k, 0) for k in {*need, *first["res"]}}
    if first.get("op") == "discard" and len(p.hand) < 2:
        return Msg("arnak.why.no_card_to_discard")
    if info["timing"] == "free_or_pass" and (_main_done(g) or paying):  # then only its free option
        first_option = first["options"][0]
        return None if effects_doable(g, seat, first_option) else Msg("arnak.why.main_done")
    return costs.short(p, need) or target_problem(g, seat, info["effect"], card)


# steps that act at once and leave the decision after them as it was (a card's playability looks past them)
PLAIN_STEPS = frozenset({"main", "gain", "pay", "fear", "draw", "draw_bottom", "exile_self", "gain_per"})


def target_problem(g: Any, seat: int, steps: list[dict[str, Any]], card: str) -> Msg | None:
    """A card whose effect has nothing to act on is not played for it (BGA refuses it): the first decision its
    effect asks must have an option. Its "you may" side parts (an exile, an upgrade) do not count, nor a buy that
    reveals a deck's top card (the revealed card may be bought)."""
    for step in steps:
        if step["op"] in PLAIN_STEPS:
            continue
        if step["op"] == "exile_row_item":  # Ornate Hammer: a row item to exile (then it may be taken back)
            return None if g.state.row_items else Msg("arnak.why.no_target.row_item", {"card": Msg(f"card.{card}")})
        frame = effects.would_ask(g, seat, step, card)
        if frame is None or step.get("top"):
            return None
        if frame.get("optional") and frame["kind"] in ("exile", "upgrade"):
            continue
        if effects.options(g, {**frame, "seat": seat}):
            return None
        kind = frame["kind"]
        return Msg(f"arnak.why.no_target.{kind}" if kind in NO_TARGET else "arnak.why.no_target",
                   {"card": Msg(f"card.{card}")})
    return None


# the decisions whose emptiness has words of its own (rules/arnak/messages.json arnak.why.no_target.<kind>)
NO_TARGET = frozenset({"guardian", "activate", "take", "purchase", "relocate_from", "return_home", "study",
                       "earring_n", "swap_own", "guardian_from", "camp"})


def effects_doable(g: Any, seat: int, steps: list[dict[str, Any]]) -> bool:
    return choices.option_doable(g, seat, steps)


class Play(Move):
    name = "play"
    frames = FREE_FRAMES
    fields: ClassVar = {"card": str}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "play", "card": c} for c in sorted(set(g.state.players[seat].hand)))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return _free_problem(g, "play") or card_problem(g, seat, action["card"])

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        st = g.state
        p = st.players[seat]
        card = action["card"]
        info = data.CARDS[card]
        p.hand.remove(card)
        p.play.append(card)
        steps = [dict(s) for s in info["effect"]]
        if info["kind"] == "artifact":
            steps.insert(0, {"op": "pay", "res": {"tablet": 1}})
        if info["timing"] == "main":
            steps.insert(0, {"op": "main"})
        effects.push(st, seat, steps, card=card)
        return [Event("play", {"seat": seat, "card": card})] + effects.run(g)


class Research(Move):
    name = "research"
    frames = ("turn",)
    fields: ClassVar = {"space": int}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        if _main_check(g):
            return ()
        p = g.state.players[seat]
        side = g.state.temple
        near = set(data.space(side, p.glass)["next"]) | set(data.space(side, p.notebook)["next"])
        return ({"type": "research", "space": s} for s in sorted(near))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return _main_check(g) or costs.research_problem(g.state, seat, action["space"])

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        return choices.start_research(g, seat, str(action["space"]), None, main=True)


class Temple(Move):
    name = "temple"
    frames = ("turn",)
    fields: ClassVar = {"stack": int}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        if not g.state.players[seat].temple_vp:
            return ()
        return ({"type": "temple", "stack": s} for s in range(len(g.state.temple_stacks)))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return _main_check(g) or costs.temple_problem(g.state, seat, action["stack"])

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        return choices.start_research(g, seat, f"t{action['stack']}", None, main=True)


class Pass(Move):
    name = "pass"
    frames = ("turn",)

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "pass"},)

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return _main_check(g)

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        effects.push(g.state, seat, [{"op": "pass"}])
        return effects.run(g)


class End(Move):
    name = "end"
    frames = ("turn",)

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "end"},)

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return None if _main_done(g) else Msg("arnak.why.no_main_yet")

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        turn = _turn(g)
        assert turn is not None  # (the check found the turn's main action taken)
        turn["ended"] = True
        return []


class Idol(Move):
    """Free action: an idol from the crates to the leftmost empty slot, with one of the five rewards."""

    name = "idol"
    frames = FREE_FRAMES
    fields: ClassVar = {"option": int}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "idol", "option": i} for i in range(len(data.BOARD["idols"]["slot_options"])))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        p = g.state.players[seat]
        options = data.BOARD["idols"]["slot_options"]
        if problem := _free_problem(g, "idol"):
            return problem
        if not 0 <= action["option"] < len(options):
            return Msg("arnak.why.no_option")
        if p.idols <= 0:
            return Msg("arnak.why.no_idol")
        if p.slots >= len(data.BOARD["idols"]["slot_vp"]):
            return Msg("arnak.why.slots_full")
        return None if choices.option_doable(g, seat, options[action["option"]]) else costs.short(
            p, choices.with_reserved(g.state, seat, options[action["option"]][0].get("res", {})))

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        p = g.state.players[seat]
        p.idols -= 1
        p.slots += 1
        effects.push(g.state, seat, data.BOARD["idols"]["slot_options"][action["option"]])
        return [Event("idol", {"seat": seat, "option": action["option"]})] + effects.run(g)


def _boon_problem(g: Any, seat: int, guardian: int) -> Msg | None:
    p = g.state.players[seat]
    if guardian not in p.guardians:
        return Msg("arnak.why.no_such_guardian")
    if guardian in p.boons_used:
        return Msg("arnak.why.boon_used")
    return None


class Boon(Move):
    """A guardian's boon, once per game: a travel icon while paying, any other boon as a free action."""

    name = "boon"
    frames = FREE_FRAMES
    fields: ClassVar = {"guardian": int}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "boon", "guardian": x} for x in g.state.players[seat].guardians)

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        problem = _free_problem(g, "boon") or _boon_problem(g, seat, action["guardian"])
        if problem:
            return problem
        icons = pay.boon_icons(action["guardian"])
        top = _top(g)
        if icons:
            if top["kind"] != "pay":
                return Msg("arnak.why.travel_only_paying")
            return _pay_with_icons(g, top, zones.as_planes(g.state.players[seat], icons))
        return None

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        st = g.state
        guardian = action["guardian"]
        st.players[seat].boons_used.append(guardian)
        icons = pay.boon_icons(guardian)
        events = [Event("boon", {"seat": seat, "guardian": guardian})]
        if icons:
            top = _top(g)
            top["paid"].append({"boon": guardian})
            return events + _after_icons(g, top, zones.as_planes(st.players[seat], icons))
        effects.push(st, seat, data.GUARDIANS[guardian]["boon"])
        return events + effects.run(g)


def _pay_with_icons(g: Any, frame: dict[str, Any], icons: list[str]) -> Msg | None:
    if not travel.helps(frame["need"], icons):
        return Msg("arnak.why.icon_useless", {"need": costs.icons_msg(frame["need"])})
    return _completion_short(g, frame, icons)


def _completion_short(g: Any, frame: dict[str, Any], icons: list[str]) -> Msg | None:
    """The resources a payment also costs (an overcome's tablet…) are taken when its last icon is paid: icons that
    complete it need them still held (a free action taken meanwhile may have spent them)."""
    if pay.need_after(g, frame, icons):
        return None
    return costs.short(g.state.players[frame["seat"]], frame["res"])


def _after_icons(g: Any, frame: dict[str, Any], icons: list[str]) -> list[Any]:
    pay.use_icons(g, frame, icons)
    return pay.complete(g, frame) if not frame["need"] else []


class Assistant(Move):
    """An assistant: a free action (exhausting it), its travel icons while paying, #10's discounted buy as the
    turn's main action."""

    name = "assistant"
    frames = FREE_FRAMES
    fields: ClassVar = {"id": int}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "assistant", "id": a.id} for a in g.state.players[seat].assistants)

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        p = g.state.players[seat]
        mine = next((a for a in p.assistants if a.id == action["id"]), None)
        if problem := _free_problem(g, "assistant"):
            return problem
        if mine is None:
            return Msg("arnak.why.no_such_assistant")
        if not mine.ready:
            return Msg("arnak.why.exhausted")
        top = _top(g)
        icons = costs.assistant_icons(mine.id, mine.gold)
        if top["kind"] == "pay" and icons:  # while paying, a travel assistant pays; any other is a free action
            return _pay_with_icons(g, top, zones.as_planes(p, icons))
        info = data.ASSISTANTS[mine.id]
        if info["main"]:
            if _main_check(g):
                return _main_check(g)
            discount = info["gold" if mine.gold else "silver"][0]["discount"]
            if not any(costs.buy_problem(g.state, seat, c, ["item", "artifact"], discount) is None
                       for c in costs.buyable(g.state, ["item", "artifact"])):
                return Msg("arnak.why.nothing_to_buy")
            return None
        program = info["gold" if mine.gold else "silver"]
        if program[0]["op"] == "choose":
            if not any(choices.option_doable(g, seat, o) for o in program[0]["options"]):
                return Msg("arnak.why.nothing_to_do")
        elif not choices.option_doable(g, seat, program):
            return costs.short(p, program[0].get("res", {})) or Msg("arnak.why.nothing_to_do")
        if program[0]["op"] == "pay_travel" and not costs.can_travel(g.state, seat, program[0]["icons"]):
            return costs.travel_short(g.state, seat, program[0]["icons"])
        return None

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        st = g.state
        p = st.players[seat]
        mine = next(a for a in p.assistants if a.id == action["id"])
        mine.ready = False
        events = [Event("assistant", {"seat": seat, "assistant": mine.id, "gold": mine.gold})]
        top = _top(g)
        icons = costs.assistant_icons(mine.id, mine.gold)
        if top["kind"] == "pay" and icons:
            top["paid"].append({"assistant": mine.id})
            return events + _after_icons(g, top, zones.as_planes(p, icons))
        program = [dict(s) for s in data.ASSISTANTS[mine.id]["gold" if mine.gold else "silver"]]
        if data.ASSISTANTS[mine.id]["main"]:
            program.insert(0, {"op": "main"})
        effects.push(st, seat, program, assistant=mine.id)
        return events + effects.run(g)


# ---- paying travel ------------------------------------------------------------------------------------------------


class PayCard(Move):
    name = "pay"
    frames = ("pay",)
    fields: ClassVar = {"card": str}

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "pay", "card": c} for c in sorted(set(g.state.players[seat].hand)))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        p = g.state.players[seat]
        card = action["card"]
        if card not in p.hand:
            return _not_in_hand(card)
        frame = _top(g)
        icons = zones.travel_icons(p, card)
        problem = _pay_with_icons(g, frame, icons)
        if problem:
            return problem
        rest = costs.sources(g.state, seat, frame["res"].get("coin", 0))
        for icon in icons:  # would the rest still be payable without this card?
            rest[icon] -= 1
        left, _ = travel.apply_icons(frame["need"], icons, rest)
        ok = travel.feasible(left, rest)
        return None if ok else Msg("arnak.why.strands", {"need": costs.icons_msg(frame["need"])})

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        p = g.state.players[seat]
        frame = _top(g)
        card = action["card"]
        icons = zones.travel_icons(p, card)
        p.hand.remove(card)
        p.paying.append(card)
        frame["paid"].append({"card": card})
        return [Event("pay_card", {"seat": seat, "card": card})] + _after_icons(g, frame, icons)


class Plane(Move):
    """Hire a pilot: 2 coins pay one plane."""

    name = "plane"
    frames = ("pay",)

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "plane"},)

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        frame = _top(g)
        p = g.state.players[seat]
        if p.res.get("coin", 0) - frame["res"].get("coin", 0) < 2:
            return Msg("arnak.why.short", {"res": Msg("res.coin"), "need": 2 + frame["res"].get("coin", 0),
                                           "have": p.res.get("coin", 0)})
        return _completion_short(g, frame, ["plane"])

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        frame = _top(g)
        g.state.players[seat].res["coin"] -= 2
        frame["paid"].append({"coins": 2})
        return [Event("plane", {"seat": seat})] + _after_icons(g, frame, ["plane"])


class Cancel(Move):
    name = "cancel"
    frames = ("pay",)

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "cancel"},)

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return None  # a payment can always be called off: nothing has happened yet

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        frame = _top(g)
        events = pay.cancel(g, frame)
        st = g.state
        if frame.get("action") == "pay_travel" and st.stack and st.stack[-1]["kind"] == "effects":
            below = st.stack.pop()  # an effect's travel cost called off: the effect does not happen
            if below.get("assistant") is not None:  # nothing happened: the assistant is ready again
                for a in st.players[seat].assistants:
                    if a.id == below["assistant"]:
                        a.ready = True
        return events


# ---- the small decisions inside effects ---------------------------------------------------------------------------


class Choice(Move):
    fields: ClassVar = {"value": (str, int)}

    def __init__(self, kind: str) -> None:
        self.name = kind  # type: ignore[misc]
        self.frames = (kind,)  # type: ignore[misc]

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": self.name, "value": v} for v in effects.options(g, _top(g)))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        opts = effects.options(g, _top(g))
        if action["value"] not in opts:
            shown = ", ".join(str(o) for o in opts[:12])
            return Msg("arnak.why.not_option", {"value": str(action["value"])[:40], "options": shown})
        return None

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        return effects.resolve_choice(g, _top(g), action["value"])


class Skip(Move):
    name = "skip"
    frames = CHOICES

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "skip"},)

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return None if _top(g).get("optional") else Msg("arnak.why.must_choose")

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        frame = g.state.stack.pop()
        if frame.get("skip_effect"):  # a bought artifact's effect, skipped whole
            effects.drop_program(g.state)
            return effects.run(g)
        skip = choices.ON_SKIP.get(frame["kind"])
        return skip(g, frame) if skip else effects.run(g)


# ---- the round end: which cards to keep ----------------------------------------------------------------------------
# Every player holding a card other than Fear answers at once (BGA's simultaneous decision): set cards aside one by one
# (`keep X`, `unkeep X` to change one's mind), then `discard_rest` sends the rest of the hand to the play area.


class SetAside(Move):
    """`keep X` sets a hand card aside to keep; `unkeep X` puts a card set aside back into the hand."""

    frames = ("keep",)
    fields: ClassVar = {"value": str}

    def __init__(self, name: str, source: str, dest: str) -> None:
        self.name = name  # type: ignore[misc]
        self.source, self.dest = source, dest

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": self.name, "value": c} for c in sorted(set(getattr(g.state.players[seat], self.source))))

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        if action["value"] in getattr(g.state.players[seat], self.source):
            return None
        if self.source == "hand":
            return _not_in_hand(action["value"])
        return Msg("arnak.why.not_kept", {"card": _card_msg(action["value"])})

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        p = g.state.players[seat]
        getattr(p, self.source).remove(action["value"])
        getattr(p, self.dest).append(action["value"])
        return []


class DiscardRest(Move):
    name = "discard_rest"
    frames = ("keep",)

    def candidates(self, g: Any, seat: int) -> Iterable[Action]:
        return ({"type": "discard_rest"},)

    def check(self, g: Any, seat: int, action: Action) -> Msg | None:
        return None  # only a player still choosing is asked (ArnakGame._to_act)

    def play(self, g: Any, seat: int, action: Action) -> list[Any]:
        top = _top(g)
        top["waiting"].remove(seat)
        if not top["waiting"]:
            g.state.stack.pop()
        return []


MOVES: list[Move] = [Dig(), Discover(), Overcome(), Buy(), Play(), Research(), Temple(), Pass(), End(), Idol(),
                     Boon(), Assistant(), PayCard(), Plane(), Cancel(), Skip(), SetAside("keep", "hand", "keeping"),
                     SetAside("unkeep", "keeping", "hand"), DiscardRest(), *(Choice(k) for k in CHOICES)]
