"""Board Game Arena's 53 per-player Arnak statistics (`stats.inc.php`, ids 10-62), computed from a game's action log.

`statistics(game)` sets up a fresh game of the same class, players, seed and options, replays `game.actions` one by
one and counts from what each step shows: the setup's events and the events every `apply` returns, read together
with the state just before and just after that action. Nothing in the engine keeps a counter, so the statistics of
a game and of the same game loaded from its save are the same by construction. One dict per seat, its keys BGA's
keys in BGA's order (`KEYS`); the display names are `stat.<key>` in stats.json.

The final stats (every `score-*`, `cost-art`, `cost-item`, `book-step`, `glass-step`) are always present and hold 0
until the game is over, as on BGA, which sets them once at the final scoring; every other stat counts as play goes.

Where an event lacks the data, the state says it: a step's gains are checked against the change in the resources (a
gain the events do not show is counted from the difference), and so are the cards drawn (the deck), discarded (the
play area), gained and exiled (the cards owned), the Fear (Fear cards and tiles owned), idols, guardians and
discoveries. This matters because a decision the engine answers by itself (one forced option:
`effects.auto_answer`) returns no events today: what it did is found in the state.

How the project differs from BGA, so that a stat cannot match exactly (one line each):
- played: the project offers a skip on every bought artifact that starts with a decision; the stat follows BGA's
  list instead (`WAITING`): Passage Shell (immediate on BGA) never counts, Ceremonial Rattle counts if its buyer has
  an assistant (BGA waits for it then), either way without asking whether the player skipped.
- tokens-used: a research bonus tile counts when taken, a declined upgrade or exile tile included (BGA: when used).
- gained-fear and score-fear: with the option `fear_tiles` a fear tile counts as a Fear gained and scores -2.
- gained-<resource>: a resource upgrade counts as a gain of the better resource; the starting resources do not count.
- discarded: camp 5 discards before its jewel, and gives none with an empty hand (BGA: the jewel, then the discard).
- sites-activated, assistant-activated: a site activation, relocation or guardian move, or a supply assistant's use,
  that the engine decides by itself (one forced option) leaves no trace in its events nor in the state, so it is not
  counted while `effects.auto_answer` drops the events of what it answers.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..errors import RulesError
from ..events import Event
from . import costs, data, engine

# BGA's player statistics in id order (10-62)
KEYS: tuple[str, ...] = (
    "score-research", "score-temple", "score-cards", "score-item", "score-art", "score-fear", "score-idols",
    "score-guardians",
    "gained-coins", "gained-compass", "gained-tablet", "gained-arrowhead", "gained-jewel", "gained-idol",
    "idol-bonus", "idol-jewel", "idol-arrowhead", "idol-tablet", "idol-coins", "idol-card",
    "gained-item", "gained-art", "gained-card", "gained-draw", "discarded", "played", "cost-art", "cost-item",
    "guardians", *(f"guardians-{r}" for r in range(1, data.ROUNDS + 1)),
    "sites-activated", "sites-activated-basic", "sites-activated-small", "sites-activated-big",
    "sites-discovered", "sites-discovered-small", "sites-discovered-big",
    "tokens-used", "book-step", "glass-step",
    "temple", "temple-bronze", "temple-silver", "temple-gold",
    "assistant-activated", "assistant-activated-silver", "assistant-activated-gold",
    "exiled", "gained-fear",
)
IDS: dict[str, int] = {key: 10 + i for i, key in enumerate(KEYS)}
FINAL = frozenset({*(k for k in KEYS if k.startswith("score-")), "cost-art", "cost-item", "book-step",
                   "glass-step"})

RES_STAT = {"coin": "gained-coins", "compass": "gained-compass", "tablet": "gained-tablet",
            "arrowhead": "gained-arrowhead", "jewel": "gained-jewel"}
LEVEL_NAME = ("basic", "small", "big")  # camps, level I, level II
# the artifacts whose effect BGA resolves in a later request (`artWaitArgs`) when bought, and so counts as played;
# Ceremonial Rattle (A27) only when the buyer has an assistant (otherwise it is immediate there)
WAITING = frozenset({"A1", "A2", "A5", "A6", "A7", "A10", "A11", "A12", "A13", "A14", "A15", "A16", "A17", "A22",
                     "A24", "A27", "A28", "A29", "A31", "A35"})

Tally = dict[str, int]


def _idol_stat(steps: list[dict[str, Any]]) -> str:
    """The idol-<bonus> stat of an idol slot option, from what it does."""
    if any(s["op"] == "draw" for s in steps):
        return "idol-card"
    gains = {kind for s in steps if s["op"] == "gain" for kind in s["res"]}
    if "jewel" in gains:
        return "idol-jewel"
    if "arrowhead" in gains:
        return "idol-arrowhead"
    return "idol-tablet" if gains == {"tablet"} else "idol-coins"


IDOL_STATS = [_idol_stat(option) for option in data.BOARD["idols"]["slot_options"]]


@dataclass
class _Seat:
    """What a step's counts are read from, for one seat."""

    res: dict[str, int]
    deck: Counter[str]
    play: int               # cards in the play area
    owned: Counter[str]     # every card the player has, wherever it is (a zone, or drawn by an earring)
    guardians: int
    idols: int              # in the crates and in the slots
    slots: int
    fear_cards: int         # Fear cards owned
    fear: int               # Fear cards owned plus fear tiles
    assistants: int


@dataclass
class _Snapshot:
    seats: list[_Seat]
    round: int
    over: bool
    discovered: tuple[bool, ...]
    item_exile: frozenset[str]
    top: str


def _snapshot(st: Any) -> _Snapshot:
    seats = []
    for seat, p in enumerate(st.players):
        pending = [c for f in st.stack if f.get("seat") == seat and f["kind"] in ("earring_keep", "earring_top")
                   for c in f.get("drawn", ())]
        owned = Counter(p.hand) + Counter(p.deck) + Counter(p.play) + Counter(p.paying)
        owned.update(getattr(p, "keeping", ()))
        owned.update(pending)
        seats.append(_Seat(dict(p.res), Counter(p.deck), len(p.play), owned, len(p.guardians), p.idols + p.slots,
                           p.slots, owned["fear"], owned["fear"] + p.fear_tiles, len(p.assistants)))
    return _Snapshot(seats, st.round, st.over, tuple(bool(s.tile) for s in st.sites), frozenset(st.item_exile),
                     st.stack[-1]["kind"] if st.stack else "")


def _lost(before: Counter[str], after: Counter[str]) -> int:
    """How many cards left a zone (the drop per card id: a card that left and came back is not seen)."""
    return sum(max(0, n - after[card]) for card, n in before.items())


def _level_stat(site: str) -> str:
    return "sites-activated-" + LEVEL_NAME[data.slot_level(site)]


class _Counts:
    """Counts one replay, step by step."""

    def __init__(self, players: int) -> None:
        self.tally: list[Tally] = [dict.fromkeys(KEYS, 0) for _ in range(players)]

    def add(self, seat: int, key: str, n: int = 1) -> None:
        if n:
            self.tally[seat][key] += n

    def activated(self, seat: int, site: str) -> None:
        self.add(seat, "sites-activated")
        self.add(seat, _level_stat(site))

    def setup(self, events: list[Event]) -> None:
        for e in events:
            if e.type == "draw":
                self.add(e.data["seat"], "gained-draw", e.data["n"])

    def step(self, g: Any, seat: int, action: dict[str, Any], frame: dict[str, Any], events: list[Event],
             before: _Snapshot, after: _Snapshot) -> None:
        players = len(self.tally)
        kind = action["type"]
        answered = frame.get("kind", "")
        round_end = answered == "keep" or after.round != before.round or after.over or after.top in (
            "keep", "round_end")
        gained = [dict.fromkeys(RES_STAT, 0) for _ in range(players)]
        net = [dict.fromkeys(RES_STAT, 0) for _ in range(players)]
        drawn = [0] * players
        fear = [0] * players
        fear_exiled = [0] * players
        discards = [0] * players
        to_play = [0] * players     # cards the events show going into the play area, less those exiled from it
        exiled = [0] * players      # cards the player owned that were exiled
        taken: list[set[str]] = [set() for _ in range(players)]
        idols = [0] * players
        idols_back = [0] * players
        for e in events:
            d = e.data
            s = d.get("seat")
            t = e.type
            if s is None:
                continue
            if t == "gain":
                for res, n in d["res"].items():
                    gained[s][res] += n
                    net[s][res] += n
            elif t == "upgrade":
                better = data.UPGRADES[d["res"]]
                net[s][d["res"]] -= 1
                net[s][better] += 1
                gained[s][better] += 1
            elif t == "pay":
                for res, n in d["res"].items():
                    net[s][res] -= n
            elif t == "plane":
                net[s]["coin"] -= 2
            elif t == "draw":
                drawn[s] += d["n"]
            elif t == "fear":
                fear[s] += d["n"]
            elif t == "discard" and answered != "keep":  # a discard answering the round-end keep is not counted
                discards[s] += 1
                to_play[s] += 1
            elif t == "play":
                self.add(s, "played")
                to_play[s] += 1
            elif t == "paid":
                for res, n in d["res"].items():
                    net[s][res] -= n
                to_play[s] += len(d["cards"])
            elif t == "exile":
                self.add(s, "exiled")
                exiled[s] += 1
                to_play[s] -= d.get("zone", "play") == "play"  # (a card exiling itself is in the play area)
                fear_exiled[s] += d["card"] == "fear"
            elif t == "exile_row":  # Ornate Hammer: a row card, credited to the player whose card it is
                self.add(s, "exiled")
            elif t == "take":
                taken[s].add(d["card"])
            elif t == "discover":
                idols[s] += 2 if data.slot_level(d["site"]) == 2 else 1
            elif t == "idol_back":
                idols_back[s] += 1
            elif t == "idol":
                self.add(s, "idol-bonus")
                self.add(s, IDOL_STATS[d["option"]])
            elif t in ("place", "activate"):
                self.activated(s, d["site"])
            elif t in ("relocate", "move_guardian"):
                self.activated(s, d["to"])
            elif t == "site_tile":  # Guiding Stone / Skull: the top site tile's effect
                self.add(s, "sites-activated")
                self.add(s, "sites-activated-" + LEVEL_NAME[d["level"]])
            elif t == "assistant" and not (answered == "pay" and costs.assistant_icons(d["assistant"], d["gold"])):
                self.assistant(s, d["gold"])  # (an assistant's travel icons paying a cost is not an activation)
        if kind == "cancel" and answered == "pay":  # the coins of its pilots come back
            net[seat]["coin"] += sum(item.get("coins", 0) for item in frame.get("paid", ()))

        # the decision that was answered
        if kind == answered == "supply_use":  # Coconut Flask (silver) or Ancient Wine (gold)
            self.assistant(seat, frame["side"] == "gold")
        if kind == answered == "option":
            steps = frame["options"][action["value"]]
            if steps and all(s["op"] == "site" for s in steps):  # Passage Shell's camp a second time
                for s in steps:
                    self.activated(seat, s["site"])
        if "pay_first" in frame and kind in (answered, "skip") and frame.get("source") in WAITING - {"A27"} and not (
                kind == "skip" and frame.get("skip_effect")):  # a bought artifact's first decision: its effect resolves
            self.add(seat, "played")
        if kind == answered == "earring_keep":  # the cards not kept go to the play area
            rest = len(frame["drawn"]) - 1
            discards[seat] += 0 if frame["return_top"] and rest else rest
            to_play[seat] += 0 if frame["return_top"] and rest else rest
        elif answered == "earring_top" and kind in ("earring_top", "skip"):
            discards[seat] += len(frame["drawn"]) - (kind == "earring_top")
            to_play[seat] += len(frame["drawn"]) - (kind == "earring_top")

        for s in range(players):
            b, a = before.seats[s], after.seats[s]
            for res, stat in RES_STAT.items():
                residual = a.res.get(res, 0) - b.res.get(res, 0) - net[s][res]  # a gain no event shows
                self.add(s, stat, gained[s][res] + max(0, residual))
            self.add(s, "gained-draw", max(drawn[s], _lost(b.deck, a.deck)))
            self.add(s, "exiled", max(0, _lost(b.owned, a.owned) - exiled[s]))
            self.add(s, "gained-fear", max(fear[s], a.fear - b.fear + fear_exiled[s]))
            self.add(s, "gained-idol", max(idols[s], a.idols - b.idols) + max(idols_back[s], b.slots - a.slots))
            new = {c for c, n in a.owned.items() if n > b.owned[c]} | taken[s]
            to_play[s] += max(0, a.fear_cards - b.fear_cards + fear_exiled[s])  # a Fear card goes to the play area
            to_play[s] += sum(1 for c in new if data.CARDS[c]["kind"] == "artifact")  # so does a bought artifact
            if not round_end:  # a card that went to the play area without an event showing why was discarded
                discards[s] += max(0, a.play - b.play - to_play[s])
            self.add(s, "discarded", discards[s])
            for card in new - before.item_exile:  # Ornate Hammer's pick from the exile is not a gain on BGA
                info = data.CARDS[card]
                if info["kind"] in ("item", "artifact"):
                    self.add(s, "gained-item" if info["kind"] == "item" else "gained-art")
                    self.add(s, "gained-card")
                    if card == "A27" and a.assistants:
                        self.add(s, "played")
            if a.guardians > b.guardians:
                self.add(s, "guardians", a.guardians - b.guardians)
                self.add(s, f"guardians-{min(before.round, data.ROUNDS)}", a.guardians - b.guardians)
        st = g.state
        for i, (was, now) in enumerate(zip(before.discovered, after.discovered, strict=True)):
            if now and not was:
                site = f"s{i + 1}"
                who = st.sites[i].occupant if st.sites[i].occupant >= 0 else seat
                self.add(who, "sites-discovered")
                self.add(who, "sites-discovered-" + LEVEL_NAME[data.slot_level(site)])

    def assistant(self, seat: int, gold: bool) -> None:
        self.add(seat, "assistant-activated")
        self.add(seat, "assistant-activated-gold" if gold else "assistant-activated-silver")

    def finish(self, st: Any) -> list[Tally]:
        """What the state itself holds: the temple tiles and bonus tiles taken, and at the end the final stats."""
        for seat, p in enumerate(st.players):
            t = self.tally[seat]
            t["temple"] = len(p.temple_tiles)
            for colour in ("bronze", "silver", "gold"):
                t[f"temple-{colour}"] = sum(1 for s in p.temple_tiles if data.TEMPLE_STACKS[s]["color"] == colour)
            t["tokens-used"] = len(p.bonus_tiles)
            if not st.over:
                continue
            sheet = engine.score_sheet(st, p)
            for part in ("research", "temple", "cards", "fear", "idols", "guardians"):
                t[f"score-{part}"] = sheet[part]
            owned = [data.CARDS[c] for c in p.hand + p.deck + p.play + p.paying + list(getattr(p, "keeping", ()))]
            for kind, name in (("item", "item"), ("artifact", "art")):
                t[f"score-{name}"] = sum(c["vp"] for c in owned if c["kind"] == kind)
                t[f"cost-{name}"] = sum(c["cost"] for c in owned if c["kind"] == kind)
            t["book-step"] = data.space(st.temple, p.notebook)["row"]
            t["glass-step"] = data.space(st.temple, p.glass)["row"]
        return self.tally


def statistics(game: Any) -> list[Tally]:
    """Each seat's BGA statistics, from the game's action log (replayed on a fresh game: `game` is not touched)."""
    if not game.setup_events:
        raise RulesError("a world sampled from an observation has no action log: it has no statistics")
    fresh = type(game)(players=game.players, seed=game.seed, options=dict(game.options))
    counter = _Counts(game.players)
    counter.setup(fresh.setup_events)
    before = _snapshot(fresh.state)
    for seat, text in game.actions:
        action = fresh.parse_action(text)
        frame = dict(fresh.state.stack[-1]) if fresh.state.stack else {}
        events = fresh.apply(seat, text)
        after = _snapshot(fresh.state)
        counter.step(fresh, seat, action, frame, events, before, after)
        before = after
    return counter.finish(fresh.state)
