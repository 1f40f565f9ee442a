"""Arnak's bots. They see only their seat's observation and plan on worlds sampled from it.

- "greedy": for every legal decision it plays the decision out on a copy of a sampled world — the rest of the turn's
  small choices taken greedily — and values where that leaves it: points now, plus what its resources, cards,
  archaeologists and research are worth for the rounds still to come. The easy bot is this plan with slips.
- "rule" (the normal bot): the greedy judgement, and for a turn's main action its LOOK best main actions judged one
  turn further: each is valued by the best main action it leaves the seat for its next turn (the others' turns in
  between skipped), so a step that prepares the next one (resources for a research step, a card that pays a
  discovery) beats one that only looks good now.
- "search" (the hard bot): a turn's main action is chosen by search, every other decision (a payment, a choice
  inside an effect, the free actions after the main one) as the normal bot takes it, at once. The normal bot's best
  few main actions, in its order, are each played on the same freshly sampled worlds (the hidden cards of the others
  and every deck order drawn anew for each world) up to the end of the round, all seats then played by a quick policy
  with the same random stream for every candidate, and valued as its own standing minus the best opponent's; a world
  at a time until the time budget (milliseconds) runs out, or `iterations` playouts (deterministic). Measured
  (2026-12-04, 100 seeded games each, seats alternated, both temples, 100 playouts a decision): 63 % against the
  normal bot (50.8 to 47.3 points); 47.5 % (-0.4 points, within noise) against the former search, which searched
  every decision with UCB1 and a new world for each playout: as strong, in well under half the thinking. Rejected on
  the same games: playouts cut after 12 decisions (52 % against normal), or run on to the next round's end (54 %).
"""

from __future__ import annotations

import time
from typing import Any

from ..bots import EasyBot
from ..errors import RulesError
from ..i18n import package_json
from ..rng import Rng
from . import data, engine

Action = dict[str, Any]
HORIZON = 6  # decisions played out after the one being judged
LOOK = 3  # the normal bot's main actions judged one turn further
PASS_COST = 0.8  # a pass is judged this much below the position it leaves
# the easy bot's share of slips: many of a turn's decisions are small (which coin to pay…), so at the usual 30 % the
# normal bot beat easy only 76 % of 200 games; since the normal bot keeps resources for research and values its cards
# (d92b8b6), at 35 % normal beats easy 97 % and easy beats random 95.5 % of 200 (bench --ladder)
EASY_MISTAKES = 0.35
# the main actions a next turn can build on (a pass ends the seat's round; the end of a turn is no main action)
MAIN = frozenset(("dig", "discover", "buy", "research", "overcome", "temple", "play"))


def load_weights() -> dict[str, Any]:
    return package_json("rules.arnak", "weights.json")


WEIGHTS = load_weights()


def value(st: Any, seat: int, w: dict[str, Any] = WEIGHTS) -> float:
    """How well placed the seat is: final-score points plus what its assets should still bring (weights.json)."""
    p = st.players[seat]
    sheet = engine.score_sheet(st, p)
    later = (data.ROUNDS - st.round) / data.ROUNDS  # resources and cards matter less as the end nears
    v = float(sum(sheet.values()))
    # resources: worth less beyond what a player can use (a hoard of tablets is no plan)
    caps, excess = w["res_cap"], w["res_excess"]
    v += sum(w["res"][r] * (min(n, caps[r]) + excess * max(0, n - caps[r])) for r, n in p.res.items()) * (
        w["res_floor"] + later)
    owned = engine.zones.owned_cards(p)
    v += later * sum(w["card_base"] + w["card_per_cost"] * data.CARDS[c].get("cost", 0)
                     for c in owned if data.CARDS[c]["kind"] in ("item", "artifact"))
    v -= later * w["fear"] * owned.count("fear")
    v += sum(_hand_card(c, w) for c in p.hand + p.keeping)
    v += later * w["assistant"] * len(p.assistants) + w["gold_assistant"] * sum(a.gold for a in p.assistants)
    v += w["idol_unplaced"] * p.idols  # an idol still to place brings a reward
    # the research track pays off later: each row climbed opens the next, dearer, better-paid one
    v += later * (w["glass_row"] * data.space(st.temple, p.glass)["row"]
                  + w["notebook_row"] * data.space(st.temple, p.notebook)["row"])
    # resources that match the glass's next step are a plan, not a hoard: without this the bot spent what it got
    # and climbed about three rows a game
    v += w["ready"] * (w["res_floor"] + later) * _readiness(st, p)
    guard_ready = 0.0
    for site in _placed_sites(st, seat):
        guardian = engine.zones.guardian_at(st, site)
        if guardian and not p.war_mask:  # an archaeologist by a guardian brings Fear at the round end...
            v -= w["guarded"]
        if guardian:  # ... unless overcome first: what that costs is worth keeping while the archaeologist is there
            guard_ready = max(guard_ready, _covered(p, data.GUARDIANS[guardian]["cost"]))
    return v + w["ready_guard"] * guard_ready


def _covered(p: Any, cost: dict[str, Any]) -> float:
    """The share (0 to 1) of a cost's resources (an idol from the crates counted as one) the player holds."""
    need = {r: n for r, n in cost.items() if r in data.RESOURCES or r == "idol_from_supply"}
    have = sum(min(p.idols if r == "idol_from_supply" else p.res[r], n) for r, n in need.items())
    return have / sum(need.values()) if need else 1.0


def _readiness(st: Any, p: Any) -> float:
    """How much of the magnifying glass's best-covered next research step the player holds (0 in the temple)."""
    return max((_covered(p, data.space(st.temple, nxt)["cost"]) for nxt in data.space(st.temple, p.glass)["next"]),
               default=0.0)


def _hand_card(card: str, w: dict[str, Any]) -> float:
    """A card in hand: a choice still open this round. A bought card's effect is worth more than a basic one's and
    Fear's (a single boot) nothing, so a travel cost is paid with the weakest card (a flat worth per card paid
    with artifacts as readily as with Fear)."""
    info = data.CARDS[card]
    if info["kind"] == "fear":
        return w["in_hand_fear"]
    return w["in_hand"] + w["in_hand_per_cost"] * info.get("cost", 0)


def _placed_sites(st: Any, seat: int) -> list[str]:
    return engine.zones.own_sites(st, seat)


def keep_choice(legal: list[Action]) -> Action:
    """The round end's keep: every card but Fear stays for the next round (a kept card is a known good draw), Fear
    goes to the play area; one card at a time, then confirm."""
    for action in legal:
        if action["type"] == "keep" and action["value"] != "fear":
            return action
        if action["type"] == "unkeep" and action["value"] == "fear":
            return action
    return next((a for a in legal if a["type"] == "discard_rest"), legal[0])


def _keep_for(observation: dict[str, Any], legal: list[Action]) -> Action | None:
    if observation.get("phase") != "keep":
        return None
    return keep_choice(legal)


class ArnakGreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        keep = _keep_for(observation, legal)
        if keep is not None:
            return keep
        from .game import ArnakGame
        world = ArnakGame.sample_world(observation, self.rng.derive(self.rng.below(1 << 30)))
        return self._pick(world, observation["seat"], legal)

    def _pick(self, world: Any, seat: int, legal: list[Action]) -> Action:
        """The best-judged legal action on the sampled world (the first of near-equals)."""
        best, best_value = legal[0], float("-inf")
        for action in legal:
            v = self._judge(world, seat, action)
            if v > best_value + 1e-9:
                best, best_value = action, v
        return best

    def _judge(self, world: Any, seat: int, action: Action) -> float:
        g = _settled(world, seat, action)
        if g is None:
            return float("-inf")
        bonus = 0.0
        if action["type"] == "pass" and not g.is_over:
            bonus -= PASS_COST  # passing gives nothing: only when nothing else helps
        if action["type"] == "end":
            bonus -= 0.05
        if action["type"] == "cancel":
            bonus -= 5.0
        return value(g.state, seat) + bonus


def _settled(world: Any, seat: int, action: Action) -> Any:
    """A copy of the world after the action and the decisions it opened (payments, choices), each taken greedily,
    one level deep; None if one of them cannot be answered."""
    g = world.clone()
    g.apply(seat, action)
    steps = 0
    while not g.is_over and g.to_act == [seat] and g.state.stack[-1]["kind"] != "turn" and steps < HORIZON:
        options = [a for a in g.legal_actions(seat) if a["type"] != "cancel"]
        if not options:
            return None
        g.apply(seat, max(options, key=lambda a: _quick(g, seat, a)))
        steps += 1
    return g


class ArnakRuleBot(ArnakGreedyBot):
    name = "rule"

    def _pick(self, world: Any, seat: int, legal: list[Action]) -> Action:
        return legal[self.order(world, seat, legal)[0]]

    def order(self, world: Any, seat: int, legal: list[Action]) -> list[int]:
        """The legal actions' indices, best first: by the greedy judgement, the LOOK best main actions of a turn
        ordered again by what they leave for the next turn."""
        judged = sorted(((self._judge(world, seat, a), i) for i, a in enumerate(legal)), key=lambda t: (-t[0], t[1]))
        if not main_decision(world.state.stack):  # a payment, a choice, free actions after the main one
            return [i for _, i in judged]
        ahead = sorted(((self.looked_ahead(world, seat, legal[i], now), rank) for rank, (now, i) in
                        enumerate(judged[:LOOK])), key=lambda t: (-t[0], t[1]))
        return [judged[rank][1] for _, rank in ahead] + [i for _, i in judged[LOOK:]]

    def looked_ahead(self, world: Any, seat: int, action: Action, now: float) -> float:
        """The action's worth one turn further: the best judgement of a next turn of the seat's own, the others'
        turns skipped (`now`, its own judgement, where there is no next turn to build on)."""
        if action["type"] == "pass":  # judged against a next turn that ends in a pass at worst: the same cost again
            return now - PASS_COST
        if action["type"] not in MAIN:
            return now
        g = _settled(world, seat, action)
        if g is None or g.is_over or not _next_own_turn(g, seat):
            return now
        return max((self._judge(g, seat, a) for a in g.legal_actions(seat) if a["type"] != "cancel"), default=now)


def main_decision(stack: list[dict[str, Any]]) -> bool:
    """Whether the decision on top of a state's (or an observation's) stack is a turn's main action (not a
    payment, a choice inside an effect, or the free actions after the main one)."""
    return bool(stack) and stack[-1]["kind"] == "turn" and not stack[-1]["main"]


def _next_own_turn(g: Any, seat: int) -> bool:
    """Bring a planning copy to the seat's next turn: its own turn ended, and another seat's turn handed to it (a
    plan's shortcut, only ever on a copy: what the others would do in between is not guessed). False where the
    seat has no next turn to plan (it passed, or a decision other than a turn is open)."""
    st = g.state
    for _ in range(2):
        top = st.stack[-1] if st.stack else None
        if top is None or top["kind"] != "turn" or st.players[seat].passed:
            return False
        if top["seat"] != seat:
            st.stack[-1] = {"kind": "turn", "seat": seat, "main": False}
            st.turn = seat
            return g.to_act == [seat]
        if not top["main"]:
            return g.to_act == [seat]
        end = [a for a in g.legal_actions(seat) if a["type"] == "end"]  # main action taken: end the turn
        if not end:
            return False
        g.apply(seat, end[0])
    return False


def _quick(g: Any, seat: int, action: Action) -> float:
    twin = g.clone()
    twin.apply(seat, action)
    return value(twin.state, seat) - (1.0 if action["type"] == "skip" else 0.0)



def standing(st: Any, seat: int) -> float:
    """Own value against the best opponent's: what a search compares."""
    mine = value(st, seat)
    return mine - max(value(st, s) for s in range(len(st.players)) if s != seat)


class ArnakSearchBot:
    name = "search"
    CANDIDATES = 5
    ROLLOUT = 40  # decisions played after the candidate, at most (the round end usually comes first)

    def __init__(self, seed: int = 0, budget_ms: float = 1000.0, iterations: int | None = None) -> None:
        self.rng = Rng(seed)
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.rule = ArnakRuleBot(seed ^ 0x5A5A)

    # what a rank's estimate is: the seat's standing at the round's end (its value minus the best opponent's, in
    # points: score now plus what its assets should still bring)
    unit = "lead"

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        if not main_decision(observation["stack"]):  # a payment, an effect's choice: the normal bot's answer
            return self.rule.choose(observation, legal)
        return self.rank(observation, legal)[0][0]

    def rank(self, observation: dict[str, Any], legal: list[Action]) -> list[tuple[Action, float | None]]:
        """The candidates, best first, each with its mean standing (None: decided without a search)."""
        if not legal:
            raise RulesError("the hard bot was asked to choose among no legal actions")
        if len(legal) == 1:
            return [(legal[0], None)]
        keep = _keep_for(observation, legal)
        if keep is not None:
            return [(keep, None)]
        from .game import ArnakGame
        deadline = time.perf_counter() + self.budget_ms / 1000  # the candidates' order is part of the budget
        seat = observation["seat"]
        world = ArnakGame.sample_world(observation, self.rng.derive(self.rng.below(1 << 30)))
        # calling off a payment is never a candidate: a cancel that looks as good as paying could repeat forever
        options = [a for a in legal if a["type"] != "cancel"] or legal
        ranked = [options[i] for i in self.rule.order(world, seat, options)][: self.CANDIDATES]
        # passing is a candidate only when the rule bot's judgement puts it first: a round played out at random
        # often looks no better than stopping, and a pass with something left to gain is the weak player's mistake
        ranked = [a for i, a in enumerate(ranked) if i == 0 or a["type"] != "pass"]
        means = self._paired(observation, seat, ranked, deadline)
        order = sorted(range(len(ranked)), key=lambda k: (means[k], -k), reverse=True)
        return [(ranked[k], means[k]) for k in order]

    def _paired(self, observation: dict[str, Any], seat: int, ranked: list[Action],
                deadline: float) -> list[float]:
        """Each candidate's mean standing, every candidate played on the same sampled worlds with the same random
        stream, a world at a time: their differences are then measured on equal deals (far less noise than a world
        each)."""
        from .game import ArnakGame
        totals = [0.0] * len(ranked)
        worlds = 0
        while (worlds * len(ranked) < self.iterations) if self.iterations is not None else (
                worlds == 0 or time.perf_counter() < deadline):
            worlds += 1
            world = ArnakGame.sample_world(observation, self.rng.derive(worlds))
            policy = self.rng.derive(worlds + (1 << 20))  # copied for each candidate: the same stream for all
            for i, action in enumerate(ranked):
                totals[i] += self._rollout(world.clone(), seat, action, policy.copy())
        return [t / worlds for t in totals]

    def _rollout(self, g: Any, seat: int, action: Action, rng: Rng) -> float:
        g.apply(seat, action)
        round_now = g.state.round
        for _ in range(self.ROLLOUT):
            if g.is_over or g.state.round != round_now:
                break
            actor = g.to_act[0]
            g.apply(actor, _quick_policy(g, actor, rng))
        return standing(g.state, seat)


def _quick_policy(g: Any, seat: int, rng: Rng) -> Action:
    """A fast, plausible move: never call off a payment; pass or end only when little else is left."""
    legal = [a for a in g.legal_actions(seat) if a["type"] != "cancel"] or g.legal_actions(seat)
    if g.state.top["kind"] == "keep":
        return keep_choice(legal)
    useful = [a for a in legal if a["type"] not in ("pass", "end", "skip")]
    if useful and (len(useful) > 2 or rng.below(3)):
        return rng.choice(useful)
    return rng.choice(legal)


class ArnakEasyBot(EasyBot):
    """The easy bot: the greedy plan with a human's slips, as before the normal bot looked a turn ahead (the ladder
    keeps its steps: the normal bot far above it, it far above a random player)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(ArnakGreedyBot, seed, EASY_MISTAKES)


BOTS = {"rule": ArnakRuleBot, "search": ArnakSearchBot, "greedy": ArnakGreedyBot, "easy": ArnakEasyBot}
