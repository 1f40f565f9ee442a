"""Board Game Arena's 53 per-player Arnak statistics (`stats.inc.php`, ids 10-62), computed from a game's action log.

`statistics(game)` sets up a fresh game of the same class, players, seed and options, replays `game.actions` one by
one and counts the events the setup and every `apply` return (those of the decisions the engine answers by itself
included). Nothing in the engine keeps a counter, so the statistics of a game and of the same game loaded from its
save are the same by construction. One dict per seat, its keys BGA's keys in BGA's order (`KEYS`); the display names
are `stat.<key>` in stats.json.

The final stats (every `score-*`, `cost-art`, `cost-item`, `book-step`, `glass-step`) are always present and hold 0
until the game is over, as on BGA, which sets them once at the final scoring; every other stat counts as play goes.

Each counted stat has one rule, in `_Count.event`: an event of a kind adds to its seat's stats. What no event
shows is read from the decision the action answered (`frame`, the top of the stack): an earring's leftover cards
going to the play area (discarded), Passage Shell's camp activated a second time, a bought artifact whose first
decision BGA waits for (played), an assistant's travel icons paying a cost (not an activation). Three facts come from
the state: the item exile (Ornate Hammer's pick from it is no gain on BGA), the buyer's assistants (Ceremonial
Rattle) and the assistant supply (a bought Coconut Flask or Ancient Wine uses a supply assistant if there is one).

How the project differs from BGA, so that a stat cannot match exactly (one line each):
- played: the project offers a skip on every bought artifact that starts with a decision; the stat follows BGA's
  list instead (`WAITING`): Passage Shell (immediate on BGA) never counts, Ceremonial Rattle counts if its buyer has
  an assistant (BGA waits for it then), either way without asking whether the player skipped.
- tokens-used: a research bonus tile counts when taken, a declined upgrade or exile tile included (BGA: when used).
- gained-fear and score-fear: with the option `fear_tiles` a fear tile counts as a Fear gained and scores -2.
- gained-<resource>: a resource upgrade counts as a gain of the better resource; the starting resources do not count.
- discarded: camp 5 discards before its jewel, and gives none with an empty hand (BGA: the jewel, then the discard).
"""

from __future__ import annotations

from typing import Any

from ..errors import RulesError
from ..events import Event
from . import costs, data, engine, zones

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
# the artifacts whose first decision BGA asks in a later request (`artWaitArgs`) when bought, and so counts as played
WAITING = frozenset({"A1", "A2", "A5", "A6", "A7", "A10", "A11", "A12", "A13", "A14", "A15", "A16", "A17", "A22",
                     "A24", "A28", "A29", "A31", "A35"})
RATTLE = "A27"  # Ceremonial Rattle: BGA waits for it (played) only when the buyer has an assistant
# Coconut Flask and Ancient Wine: the side of the supply assistant they use
SUPPLY_USE = {card: step["side"] for card, info in data.CARDS.items() for step in info.get("effect", ())
              if step["op"] == "supply_assistant"}

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


def _site_stat(site: str) -> str:
    return "sites-activated-" + LEVEL_NAME[data.slot_level(site)]


class _Count:
    """One replay's counts."""

    def __init__(self, players: int) -> None:
        self.tally: list[Tally] = [dict.fromkeys(KEYS, 0) for _ in range(players)]
        self.round = 1

    def step(self, g: Any, seat: int, text: str) -> None:
        """Apply one logged action to the replay `g` and count what it did."""
        action = g.parse_action(text)
        frame = dict(g.state.stack[-1]) if g.state.stack else {}  # the decision the action answers
        self.answer(seat, action, frame)
        below = g.state.stack[-2] if len(g.state.stack) > 1 else {}
        if action["type"] == "cancel" and frame.get("action") == "pay_travel" and below.get("assistant") is not None:
            # an assistant's travel cost called off (silver assistant 3): the assistant was not used after all
            gold = next(a.gold for a in g.state.players[seat].assistants if a.id == below["assistant"])
            self.assistant(seat, gold, -1)
        for e in g.apply(seat, text):
            self.event(g, e, frame)

    def add(self, seat: int, *keys: str, n: int = 1) -> None:
        for key in keys:
            self.tally[seat][key] += n

    def answer(self, seat: int, action: dict[str, Any], frame: dict[str, Any]) -> None:
        """What answering the decision `frame` (the top of the stack) with `action` does that no event shows."""
        kind, answered = action["type"], frame.get("kind")
        if kind == answered == "option":  # Passage Shell's camp a second time
            steps = frame["options"][action["value"]]
            if steps and all(s["op"] == "site" for s in steps):
                self.add(seat, "sites-activated", *(_site_stat(s["site"]) for s in steps))
        elif answered in ("earring_keep", "earring_top") and kind in (answered, "skip"):
            left = len(frame["drawn"]) - (kind != "skip")  # the cards drawn but neither kept nor put back
            if answered == "earring_top" or not (frame["return_top"] and left):  # (else earring_top decides)
                self.add(seat, "discarded", n=left)
        if "pay_first" in frame and frame.get("source") in WAITING and (
                kind == answered or (kind == "skip" and not frame.get("skip_effect"))):
            self.add(seat, "played")  # a bought artifact's first decision answered: its effect resolves

    def event(self, g: Any, e: Event, frame: dict[str, Any]) -> None:
        """What an event adds; `frame` is the decision the step's action answered."""
        t, d = e.type, e.data
        if t == "round":
            self.round = d["round"]
        if "seat" not in d:
            return
        seat = d["seat"]
        add = self.add
        if t == "gain":
            for res, n in d["res"].items():
                add(seat, RES_STAT[res], n=n)
        elif t == "upgrade":
            add(seat, RES_STAT[data.UPGRADES[d["res"]]])
        elif t == "draw":
            add(seat, "gained-draw", n=d["n"])
        elif t == "discard":
            add(seat, "discarded")
        elif t == "play":
            add(seat, "played")
            if d["card"] in SUPPLY_USE:  # (played only with an assistant in the supply, which it must then use)
                self.assistant(seat, SUPPLY_USE[d["card"]] == "gold")
        elif t in ("exile", "exile_row"):  # (Ornate Hammer's row item: credited to the player of the card)
            add(seat, "exiled")
        elif t == "fear":
            add(seat, "gained-fear", n=d["n"])
        elif t == "take" and d["from"] != "item_exile":  # (Ornate Hammer's pick from the exile is no gain)
            card = d["card"]
            add(seat, "gained-card", "gained-item" if data.CARDS[card]["kind"] == "item" else "gained-art")
            if card == RATTLE and g.state.players[seat].assistants:
                add(seat, "played")
            if card in SUPPLY_USE and any(g.state.supply):
                self.assistant(seat, SUPPLY_USE[card] == "gold")
        elif t == "discover":
            level = data.slot_level(d["site"])
            add(seat, "sites-discovered", "sites-discovered-" + LEVEL_NAME[level])
            add(seat, "gained-idol", n=2 if level == 2 else 1)  # (a level II site has a second, hidden idol)
        elif t == "idol_back":  # Stone Key
            add(seat, "gained-idol")
        elif t == "idol":
            add(seat, "idol-bonus", IDOL_STATS[d["option"]])
        elif t == "overcome":
            add(seat, "guardians", f"guardians-{self.round}")
        elif t in ("place", "activate"):
            add(seat, "sites-activated", _site_stat(d["site"]))
        elif t in ("relocate", "move_guardian"):
            add(seat, "sites-activated", _site_stat(d["to"]))
        elif t == "site_tile":  # Guiding Stone / Skull: the top site tile's effect
            add(seat, "sites-activated", "sites-activated-" + LEVEL_NAME[d["level"]])
        elif t == "assistant" and not (frame.get("kind") == "pay"
                                       and costs.assistant_icons(d["assistant"], d["gold"])):
            self.assistant(seat, d["gold"])  # (an assistant's travel icons paying a cost are not an activation)
        elif t == "temple_tile":
            add(seat, "temple", "temple-" + data.TEMPLE_STACKS[d["stack"]]["color"])
        elif t == "bonus":
            add(seat, "tokens-used")

    def assistant(self, seat: int, gold: bool, n: int = 1) -> None:
        self.add(seat, "assistant-activated", "assistant-activated-gold" if gold else "assistant-activated-silver", n=n)

    def finish(self, st: Any) -> list[Tally]:
        """The final stats, from the final state."""
        if not st.over:
            return self.tally
        for t, p in zip(self.tally, st.players, strict=True):
            sheet = engine.score_sheet(st, p)
            for part in ("research", "temple", "cards", "fear", "idols", "guardians"):
                t[f"score-{part}"] = sheet[part]
            owned = [data.CARDS[c] for c in zones.owned_cards(p)]
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
    count = _Count(game.players)
    for e in fresh.setup_events:
        count.event(fresh, e, {})
    for seat, text in game.actions:
        count.step(fresh, seat, text)
    return count.finish(fresh.state)
