"""K2 bots. Both see only their seat's observation; they rebuild a consistent state from it to plan.

- "rule": a climber that reads the forecast. For each way to share its cards between its climbers
  (rope up or down, risk points placed) it tries every reachable stop and tent, and values the result:
  points reached, height for later, acclimatization kept, death today, and danger in the days the
  forecast shows. It chooses its 3 cards by planning each possible trio the same way.
- "search" (the hard level, rules/k2/search.py): the same planner with a horizon added to its value (how high
  each climber can still get and come back alive by the end, rules/k2/horizon.py), and each candidate trio and
  plan played out to the end of the round in worlds sampled from its observation, against rule-bot opponents.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from ..registry import game_class
from ..rng import Rng
from .board import BASE, CLIMBERS, MAX_ACCL, MOUNTAINS, ROUNDS, SUMMIT, WEATHER, accl_value, is_accl, is_rope, up_value
from .engine import entry_cost, movement_total, occupancy, reachable, rescue_spaces, today
from .state import ACTIONS, CHOOSE, RESCUE, RISK, K2State, Pool

Action = dict[str, Any]
FORCED_NEXT = (5, 11, 17)  # rounds followed by a round of the three kept cards (played as they are: no choice)
DEATH = -30.0


def _summit_costs(side: str) -> dict[str, int]:
    """Cheapest entry costs from each space up to the summit (weather ignored)."""
    board = MOUNTAINS[side]
    # walking back down from the summit, each step pays for the space it leaves (entered on the way up)
    return board.distances(SUMMIT, lambda here, _there: board.spaces[here].cost)


TO_SUMMIT = {side: _summit_costs(side) for side in MOUNTAINS}


def forecast_days(st: K2State, opts: dict[str, Any], ahead: int) -> list[dict[str, Any]]:
    """The weather of the next `ahead` days that are already visible."""
    tiles = WEATHER[opts["weather"]]
    visible = min(len(st.weather), (st.round - 1) // 3 + 2)
    out = []
    for r in range(st.round + 1, min(ROUNDS, st.round + ahead) + 1):
        t, d = (r - 1) // 3, (r - 1) % 3
        if t < visible:
            out.append(tiles[st.weather[t]]["days"][d])
    return out


def climber_value(st: K2State, opts: dict[str, Any], seat: int, space: str | None, accl: int, score: int,
                  tents: set[str], _climber: int = 0) -> float:
    """How good it is for the seat to have this climber end its actions here (higher is better)."""
    if space is None:
        return 1.0
    board = MOUNTAINS[st.side]
    spc = board.spaces[space]
    day = today(st, opts)
    tent = 1 if space in tents else 0
    after = accl + spc.accl + tent - (day["accl"] if spc.zone in day["zones"] else 0)
    if after <= 0:
        return DEATH + 1.0
    after = min(MAX_ACCL, after)
    left = ROUNDS - st.round
    if left == 0:
        return float(score)
    level = worst = after
    for d in forecast_days(st, opts, 2):
        level += spc.accl + tent - (d["accl"] if spc.zone in d["zones"] else 0)
        worst = min(worst, level)
    danger = max(0, 1 - worst)  # staying put would kill it in the days shown: it will need cards or a descent
    climb = left / ROUNDS
    height = spc.vp + max(0, 24 - TO_SUMMIT[st.side].get(space, 24)) / 6
    at_stake = 1.0 + 0.25 * score  # a death costs the points reached: a summiter has the most to lose
    return 2.5 * score + climb * 1.0 * height + 0.35 * min(after, 5) - (2.0 + 3.0 * (1 - climb)) * at_stake * danger


# how good a climber's end of turn is: (state, options, seat, space, acclimatization, score, the seat's tents)
# (and which of the seat's climbers it is)
Value = Callable[[K2State, dict[str, Any], int, "str | None", int, int, set[str], int], float]

# ---- the action planner -----------------------------------------------------------------------
Option = tuple[list[Action], str, int, "str | None"]  # actions, where the climber ends, its score, its tent


def _options(st: K2State, opts: dict[str, Any], seat: int, i: int, free: int, down: int,
             cache: dict[Any, list[Option]]) -> list[Option]:
    """Where a climber can end with these points: (actions, space, score, tent space)."""
    c = st.climbers[seat][i]
    assert c.space is not None
    key = (seat, i, free, down, c.space, c.score, c.tent, tuple(sorted(occupancy(st).items())))
    if key not in cache:
        cache[key] = _find_options(st, opts, seat, i, free, down)
    return cache[key]


def _find_options(st: K2State, opts: dict[str, Any], seat: int, i: int, free: int, down: int) -> list[Option]:
    c = st.climbers[seat][i]
    assert c.space is not None
    out: list[Option] = [([], c.space, c.score, c.tent)]
    if free + down == 0:
        return out
    if c.tent is None and c.space != BASE and free >= entry_cost(st, c.space, opts):
        out.append(([{"type": "tent"}], c.space, c.score, c.space))
    for space, (f, _d, vp, _path) in reachable(st, opts, seat, Pool(i, free=free, down=down)).items():
        score = max(c.score, vp)
        move: list[Action] = [{"type": "move", "space": space}]
        out.append((move, space, score, c.tent))
        if c.tent is None and space != BASE and f >= entry_cost(st, space, opts):
            out.append((move + [{"type": "tent"}], space, score, space))
    return out


def _give(card: str, use: str | None, climber: int) -> Action:
    action: Action = {"type": "give", "card": card, "climber": CLIMBERS[climber]}
    if use:
        action["use"] = use
    return action


def plan_turn(st: K2State, opts: dict[str, Any], seat: int, cards: list[str], risk: int,
              cache: dict[Any, list[Option]] | None = None, value: Value = climber_value,
              plans: list[tuple[float, list[Action]]] | None = None) -> tuple[float, list[Action]]:
    """The best way to play `cards` this turn: (value, the actions in order, ending with done). `plans`, if given,
    receives the best plan of every way to share the cards between the climbers."""
    cache = {} if cache is None else cache
    living = [i for i, c in enumerate(st.climbers[seat]) if c.alive]
    if not living:
        return 0.0, [{"type": "done"}]
    open_pool = st.pool if st.pool is not None and st.pool.kind == "move" and not st.pool.moved else None
    best: tuple[float, list[Action]] = (float("-inf"), [])
    choices = []
    for card in cards:
        uses = ("up", "down") if is_rope(card) else (None,)
        choices.append([(i, u) for i in living for u in uses])
    seen: set[Any] = set()
    for assign in itertools.product(*choices):
        key = tuple(sorted(zip(cards, assign, strict=True)))
        if key in seen:
            continue
        seen.add(key)
        total, actions = _plan_assignment(st, opts, seat, cards, list(assign), risk, open_pool, living, cache, value)
        if plans is not None:
            plans.append((total, actions))
        if total > best[0]:
            best = (total, actions)
    return best


def _plan_assignment(st: K2State, opts: dict[str, Any], seat: int, cards: list[str],
                     assign: list[tuple[int, str | None]], risk: int, open_pool: Pool | None,
                     living: list[int], cache: dict[Any, list[Option]], value: Value) -> tuple[float, list[Action]]:
    order = sorted(living, key=lambda i: 0 if open_pool and open_pool.climber == i else 1)
    gives = {i: [(c, u) for c, (j, u) in zip(cards, assign, strict=True) if j == i] for i in living}
    points = {}
    for i in living:
        free = down = 0
        if open_pool is not None and open_pool.climber == i:
            free, down = open_pool.free, open_pool.down
        for c, u in gives[i]:
            if not is_accl(c):
                if u == "down":
                    down += int(c[2])
                else:
                    free += up_value(c)
        points[i] = (free, down)
    takers = [i for i in living if gives[i] or st.climbers[seat][i].got_card]
    best: tuple[float, list[Action]] = (float("-inf"), [])
    for cut in _risk_splits(risk, [sum(points[i]) for i in order], takers, order):
        work = st.copy()
        total, actions = 0.0, []
        tents = {c.tent for c in work.climbers[seat] if c.tent}
        for i in order:
            free, down = points[i]
            k = cut["pool"][i]
            take_down = min(down, k)
            free, down = free - (k - take_down), down - take_down
            moves = [g for g in gives[i] if not is_accl(g[0])]
            accls = [g for g in gives[i] if is_accl(g[0])]
            steps: list[Action] = [_give(c, u, i) for c, u in moves] + [{"type": "deduct"}] * k
            c = work.climbers[seat][i]
            accl = c.accl + sum(accl_value(a) for a, _ in accls) - cut["accl"].get(i, 0)
            best_opt: tuple[float, Any] = (float("-inf"), None)
            for opt in _options(work, opts, seat, i, free, down, cache):
                acts, space, score, tent = opt
                v = value(work, opts, seat, space, accl, score, tents | ({tent} if tent else set()), i)
                if v > best_opt[0]:
                    best_opt = (v, opt)
            acts, space, score, tent = best_opt[1]
            total += best_opt[0]
            c.space, c.score, c.tent = space, score, tent
            if tent:
                tents.add(tent)
            steps += acts + [_give(a, u, i) for a, u in accls]
            actions += steps
        rest = cut["done"]
        actions.append({"type": "done", "climber": CLIMBERS[rest]} if rest is not None else {"type": "done"})
        if total > best[0]:
            best = (total, actions)
    return best


def _risk_splits(risk: int, pools: list[int], takers: list[int], order: list[int]) -> list[dict[str, Any]]:
    """Ways to place the risk: points off each climber's move pool, the rest off one climber's acclimatization."""
    if risk <= 0:
        return [{"pool": dict.fromkeys(order, 0), "accl": {}, "done": None}]
    out: list[dict[str, Any]] = []
    ranges = [range(min(risk, p) + 1) for p in pools]
    for ks in itertools.product(*ranges):
        rest = risk - sum(ks)
        if rest < 0:
            continue
        pool = dict(zip(order, ks, strict=True))
        if rest == 0:
            out.append({"pool": pool, "accl": {}, "done": None})
        for i in takers if rest else []:
            out.append({"pool": pool, "accl": {i: rest}, "done": i})
    return out or [{"pool": dict.fromkeys(order, 0), "accl": {}, "done": None}]


# ---- the secret choice ---------------------------------------------------------------------------
def trios(hand: list[str], picked: list[str]) -> list[list[str]]:
    need = 3 - len(picked)
    return [picked + list(t) for t in sorted(set(itertools.combinations(sorted(hand), need)))]


def trio_value(st: K2State, opts: dict[str, Any], seat: int, trio: list[str], hand_left: list[str],
               risk: int | None = None, cache: dict[Any, list[Option]] | None = None,
               value: Value = climber_value) -> float:
    if risk is None:
        total = movement_total(trio)
        solo = st.players == 1
        risk = min(st.risk_up) if st.risk_up and (solo or total >= 6) else 0
    planned, _ = plan_turn(st, opts, seat, trio, risk, cache, value)
    forced_next = st.round in FORCED_NEXT
    keep = sum(up_value(c) + accl_value(c) for c in hand_left)
    return planned + (0.25 if forced_next else 0.08) * keep


class K2RuleBot:
    name = "rule"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.plan: list[Action] = []
        self.trio: list[str] = []
        self.plan_key: Any = None
        self.value: Value = climber_value

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        obs = observation
        st = game_class("k2").sample_world(obs, self.rng).state
        seat = obs["viewer"]
        opts = obs["options"]
        if obs["phase"] == CHOOSE:
            trio = self.choose_trio(st, opts, seat, obs)
            want = list(trio)
            for c in obs["picked"]:
                want.remove(c)
            return next(a for a in legal if a["card"] == want[0])
        if obs["phase"] == RISK:
            return min(legal, key=lambda a: a["token"])
        if obs["phase"] == RESCUE:
            return self.rescue(st, opts, seat, legal)
        return self.act(st, opts, seat, obs, legal)

    def choose_trio(self, st: K2State, opts: dict[str, Any], seat: int, obs: dict[str, Any]) -> list[str]:
        # hand + picks stay the same set of cards while the picks are made: plan once per round
        key = ("trio", obs["round"], tuple(sorted(obs["hand"] + obs["picked"])))
        if self.plan_key != key or not self.trio:
            self.plan_key = key
            self.trio = self.best_trio(st, opts, seat, obs)
        return list(self.trio)

    def best_trio(self, st: K2State, opts: dict[str, Any], seat: int, obs: dict[str, Any]) -> list[str]:
        scored = self.rank_trios(st, opts, seat, obs)
        return scored[0][1]

    def rank_trios(self, st: K2State, opts: dict[str, Any], seat: int, obs: dict[str, Any]) -> list[tuple[float,
                                                                                                           list[str]]]:
        st = _ready_for_actions(st, seat)
        out = []
        cache: dict[Any, list[Option]] = {}
        for trio in trios(obs["hand"], obs["picked"]):
            left = list(obs["hand"])
            for c in trio[len(obs["picked"]):]:
                left.remove(c)
            out.append((trio_value(st, opts, seat, trio, left, cache=cache, value=self.value), trio))
        out.sort(key=lambda x: -x[0])
        return out

    def act(self, st: K2State, opts: dict[str, Any], seat: int, obs: dict[str, Any], legal: list[Action]) -> Action:
        key = ("act", obs["round"])
        if self.plan_key == key and self.plan and self.plan[0] in legal:
            return self.plan.pop(0)
        _, plan = plan_turn(st, opts, seat, list(obs["seats"][seat]["to_give"]),
                            st.risk_left if st.risk_taker == seat else 0, value=self.value)
        self.plan_key, self.plan = key, plan
        if plan and plan[0] in legal:
            return self.plan.pop(0)
        return _fallback(legal)

    def rescue(self, st: K2State, opts: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        spaces = set(rescue_spaces(st, opts))
        board = MOUNTAINS[st.side]
        return max((a for a in legal if a["space"] in spaces),
                   key=lambda a: (board.spaces[a["space"]].accl, -TO_SUMMIT[st.side][a["space"]]))


def _fallback(legal: list[Action]) -> Action:
    """Never stuck: finish the turn, else give the first card."""
    return next((a for a in legal if a["type"] == "done"), next((a for a in legal if a["type"] == "give"), legal[0]))


def _ready_for_actions(st: K2State, seat: int) -> K2State:
    """The state as it will be when the seat's actions begin (for planning during the choice)."""
    out = st.copy()
    out.phase = ACTIONS
    out.pool = None
    out.turn = (seat - out.start_player()) % out.players
    for c in out.climbers[seat]:
        c.got_card = False
    return out


from .search import K2SearchBot  # noqa: E402  (it builds on the rule bot's planner above)

BOTS = {"rule": K2RuleBot, "search": K2SearchBot}
