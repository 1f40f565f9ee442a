"""Nanga Parbat's bots. They receive only an observation and the legal actions; since nothing is
hidden, they rebuild the full position from the observation (the game's sample_world) and
think on copies of it with the engine's own functions.

- "rule": a turn plan from a one-ply look-ahead. It traps where trap + best claim + position is
  worth most, minus what the opponent could take in the region the guide is sent to (so it
  steers the guide away from regions good for the opponent); claims a square when it is worth it
  for the game's stage; uses a yak to move the guide before trapping (to a better region) or
  after (away from the opponent), a snow leopard or tahr when a swap makes a bigger camp claim,
  and a musk deer to bring a useful animal into the guide's region.
- "easy": a beginner's plan on the same look-ahead (BeginnerBrain): it traps where trap + claim + position is
  worth most for itself, blind to what that leaves the opponent, takes any square worth 3 points at once, and never
  uses an animal's power. Its mistakes are a beginner's, not random clicks, so it loses to the rule bot and still
  beats a random player.
- "search" (the hard level): flat Monte Carlo over whole-turn plans (the rule bot's candidates), with UCB1
  over playouts of a fast greedy policy to the end of the game. Its budget is time per turn (anytime), or a fixed
  number of playouts (seeded and deterministic, for tests and reproducible tournaments).
"""

from __future__ import annotations

import math
import time
from typing import Any

from ..registry import game_class
from ..rng import Rng
from .board import (
    ACTIVATED,
    ANIMALS,
    BHARAL,
    CAMPS_ROW,
    DIFFERENT_ROW,
    MUSK_DEER,
    RED_PANDA,
    REGION_SECTIONS,
    REGIONS,
    ROWS,
    SAME_ROW,
    SECTION_IDS,
    SNOW_LEOPARD,
    TAHR,
    YAK,
    components,
)
from .engine import (
    adjacency,
    best_column,
    do_claim,
    do_trap,
    end_turn,
    free_sizes,
    play,
    power_targets,
    trap_choices,
)
from .state import GUIDE, HIKER, OVER, NangaState

Action = dict[str, Any]
Adj = tuple[tuple[int, ...], ...]
Claim = tuple[int, int, list[Any]]  # points, row, pieces
OTHERS = [s for s in range(len(ANIMALS)) if s != BHARAL]


# ---- what a seat could claim now ----------------------------------------------------

def _camp_pieces(st: NangaState, seat: int, n: int, adj: Adj) -> list[int] | None:
    """n connected hikers, taken from the smallest group big enough (big groups stay whole)."""
    groups = [g for g in components(st.hikers_of(seat), adj) if len(g) >= n]
    if not groups:
        return None
    group = min(groups, key=lambda g: (len(g), min(g)))
    start = min(group, key=lambda i: (sum(1 for j in adj[i] if j in group), i))
    order, seen = [start], {start}
    for i in order:  # breadth-first: every prefix is connected
        for j in adj[i]:
            if j in group and j not in seen:
                seen.add(j)
                order.append(j)
    return order[:n]


def _trade_pieces(st: NangaState, seat: int, row: int, n: int) -> list[list[int]] | None:
    """n animals for a trade, activated ones first; bharals only where needed."""
    fresh, used = list(st.fresh[seat]), list(st.used[seat])
    count = [fresh[s] + used[s] for s in range(len(ANIMALS))]

    def take(s: int) -> list[int]:
        if used[s]:
            used[s] -= 1
            return [s, 1]
        fresh[s] -= 1
        return [s, 0]

    if row == DIFFERENT_ROW:
        kinds = sorted((s for s in OTHERS if count[s]), key=lambda s: (count[s], s))
        if len(kinds) + count[BHARAL] < n:
            return None
        chosen = kinds[:n]
        return [take(s) for s in chosen] + [take(BHARAL) for _ in range(n - len(chosen))]
    best = max(OTHERS, key=lambda s: (count[s], -s))
    if count[best] + count[BHARAL] < n:
        return None
    k = min(n, count[best])
    return [take(best) for _ in range(k)] + [take(BHARAL) for _ in range(n - k)]


def _best_size(st: NangaState, seat: int, row: int, have: int) -> tuple[int, int]:
    """(points, size) of the best free square of `row` that `have` pieces could claim; (0, 0) if none."""
    best = (0, 0)
    for n in free_sizes(st, seat, row):
        if n <= have:
            best = max(best, (st.values[row][best_column(st, row, n)], n))
    return best


def claims(st: NangaState, seat: int, adj: Adj) -> list[Claim]:
    """The best claim of each row the seat could make now, best first."""
    if st.claimed or not st.cubes_left[seat]:
        return []
    count = [st.board_count(seat, s) for s in range(len(ANIMALS))]
    wild = count[BHARAL]
    groups = components(st.hikers_of(seat), adj)
    have = {CAMPS_ROW: max((len(g) for g in groups), default=0),
            DIFFERENT_ROW: sum(1 for s in OTHERS if count[s]) + wild,
            SAME_ROW: max(count[s] for s in OTHERS) + wild}
    out: list[Claim] = []
    for row, pieces_have in have.items():
        points, n = _best_size(st, seat, row, pieces_have)
        if n:
            pieces = (_camp_pieces(st, seat, n, adj) if row == CAMPS_ROW else _trade_pieces(st, seat, row, n))
            if pieces is not None:
                out.append((points, row, pieces))
    out.sort(key=lambda c: -c[0])
    return out


def _row_value(st: NangaState, seat: int, row: int, have: int) -> float:
    return _best_size(st, seat, row, have)[0]


def potential(st: NangaState, seat: int, adj: Adj) -> float:
    """What the seat's hikers and animals are worth for later claims (a rough estimate)."""
    if not st.cubes_left[seat]:
        return 0.0
    sizes = sorted((len(g) for g in components(st.hikers_of(seat), adj)), reverse=True)
    count = [st.board_count(seat, s) for s in range(len(ANIMALS))]
    wild = count[BHARAL]
    kinds = sum(1 for s in OTHERS if count[s])
    most = max(count[s] for s in OTHERS)
    values = [_row_value(st, seat, CAMPS_ROW, sizes[0] if sizes else 0) + 0.6 * (sizes[0] if sizes else 0),
              _row_value(st, seat, DIFFERENT_ROW, kinds + wild) + 0.5 * (kinds + wild),
              _row_value(st, seat, SAME_ROW, most + wild) + 0.5 * (most + wild)]
    values.sort(reverse=True)
    powers = sum(0.4 for s in ACTIVATED if st.fresh[seat][s])
    return 0.55 * values[0] + 0.25 * values[1] + powers


def worth_claiming(st: NangaState, seat: int, points: int) -> bool:
    """Claim now, or keep building? Late in the game, or with cubes to spare, anything goes."""
    turns_left = st.hikers_left[seat]
    if st.cubes_left[seat] > turns_left:
        return points > 0
    need = 6 if turns_left >= 10 else 5 if turns_left >= 6 else 4 if turns_left >= 3 else 1
    return points >= need


# ---- the rule bot's judgement, on states --------------------------------------------

class Brain:
    """Turn planning on a state: the rule bot's whole decision making."""

    POWERS = True  # the animals' powers are part of the plan (a beginner's plan leaves them out)

    def __init__(self, opts: dict[str, Any]) -> None:
        self.opts = opts
        self.adj = adjacency(opts)

    def after_trap(self, st: NangaState, seat: int, section: int) -> tuple[float, NangaState, Claim | None]:
        """Trap `section`, claim if worth it: (value for seat, resulting state, claim made)."""
        sim = st.copy()
        do_trap(sim, seat, section, self.opts)
        claim = None
        options = claims(sim, seat, self.adj)
        if options and self.worth(sim, seat, options[0][0]):
            claim = options[0]
            do_claim(sim, seat, claim[1], claim[2], self.opts)
        return self.value(sim, seat), sim, claim

    def value(self, st: NangaState, seat: int) -> float:
        return st.scores[seat] + potential(st, seat, self.adj)

    def worth(self, st: NangaState, seat: int, points: int) -> bool:
        return worth_claiming(st, seat, points)

    def threat(self, st: NangaState, seat: int) -> float:
        """The most the opponent can gain on their next turn, with the guide where it is."""
        opp = 1 - seat
        if st.hikers_left[opp] == 0:
            return 0.0
        base = self.value(st, opp)
        best = 0.0
        for section in trap_choices(st, self.opts):
            sim = st.copy()
            do_trap(sim, opp, section, self.opts)
            gain = sim.scores[opp] - st.scores[opp]
            options = claims(sim, opp, self.adj)
            if options:
                gain += options[0][0]
            best = max(best, gain + 0.5 * (potential(sim, opp, self.adj) - (base - st.scores[opp])))
        return best

    def trap_score(self, st: NangaState, seat: int, section: int) -> tuple[float, Claim | None]:
        value, sim, claim = self.after_trap(st, seat, section)
        return value - 0.7 * self.threat(sim, seat), claim

    def best_trap(self, st: NangaState, seat: int) -> tuple[float, int, Claim | None]:
        best: tuple[float, int, Claim | None] = (-math.inf, -1, None)
        for section in trap_choices(st, self.opts):
            score, claim = self.trap_score(st, seat, section)
            if score > best[0]:
                best = (score, section, claim)
        return best

    # ---- decisions ---------------------------------------------------------------
    def place_guide(self, st: NangaState, seat: int) -> int:
        """The second player puts the guide where the first player gains least."""
        opp = 1 - seat

        def opp_best(region: int) -> float:
            sim = st.copy()
            sim.guide = region
            return max(self.after_trap(sim, opp, s)[0] for s in trap_choices(sim, self.opts))
        return min(range(REGIONS), key=lambda r: (opp_best(r), r))

    def before_trap(self, st: NangaState, seat: int) -> list[Action]:
        """The plan for the start of a turn: maybe a yak or musk deer first, then the trap."""
        score, section, _ = self.best_trap(st, seat)
        plan: list[Action] = [{"type": "trap", "section": SECTION_IDS[section]}]
        if not self.POWERS:
            return plan
        if st.fresh[seat][YAK]:
            for region in range(REGIONS):
                if region == st.guide:
                    continue
                sim = st.copy()
                sim.guide = region
                alt, alt_section, _ = self.best_trap(sim, seat)
                if alt > score + 2.5:
                    score = alt
                    plan = [{"type": "power", "animal": "yak"}, {"type": "pick", "region": region + 1},
                            {"type": "trap", "section": SECTION_IDS[alt_section]}]
        if st.fresh[seat][MUSK_DEER] and len(plan) == 1:
            plan = self._musk_deer(st, seat, score) or plan
        return plan

    def _musk_deer(self, st: NangaState, seat: int, score: float) -> list[Action] | None:
        """Swap an animal from elsewhere into the guide's region when trapping it is much better."""
        here = [i for i in REGION_SECTIONS[st.guide] if st.cells[i] < HIKER]
        best, plan = score + 2.5, None
        tried: set[tuple[int, int]] = set()
        for far in range(len(st.cells)):
            kind = st.cells[far]
            if kind >= HIKER or far in here:
                continue
            for near in here:
                if st.cells[near] == kind or (near, kind) in tried:
                    continue
                tried.add((near, kind))
                sim = st.copy()
                sim.cells[near], sim.cells[far] = sim.cells[far], sim.cells[near]
                alt, _ = self.trap_score(sim, seat, near)
                if alt > best:
                    best = alt
                    plan = [{"type": "power", "animal": "musk_deer"}, {"type": "pick", "section": SECTION_IDS[near]},
                            {"type": "pick", "section": SECTION_IDS[far]},
                            {"type": "trap", "section": SECTION_IDS[near]}]
        return plan

    def after_trap_plan(self, st: NangaState, seat: int) -> list[Action]:
        """After trapping: a swap that makes a better claim, the claim, a blocking yak, the end."""
        options = claims(st, seat, self.adj)
        best = options[0][0] if options else 0
        plan: list[Action] = []
        for species in (SNOW_LEOPARD, TAHR) if self.POWERS else ():
            if not st.fresh[seat][species]:
                continue
            swap = self._best_swap(st, seat, species, best)
            if swap:
                best, plan = swap
        if plan:
            return plan  # the claim is planned once the swap is made
        if options and self.worth(st, seat, best):
            return claim_actions(options[0])
        if self.POWERS and st.fresh[seat][YAK] and st.hikers_left[1 - seat]:
            region = self._blocking_region(st, seat)
            if region is not None:
                return [{"type": "power", "animal": "yak"}, {"type": "pick", "region": region + 1}]
        return [{"type": "end_turn"}]

    def _best_swap(self, st: NangaState, seat: int, species: int, best: int) -> tuple[int, list[Action]] | None:
        found = None
        target = max(best + 2, 1)
        for a in power_targets(st, seat, species, [], self.adj):
            for b in power_targets(st, seat, species, [a], self.adj):
                if b < a:
                    continue
                sim = st.copy()
                sim.cells[a], sim.cells[b] = sim.cells[b], sim.cells[a]
                options = claims(sim, seat, self.adj)
                if options and options[0][0] >= target and worth_claiming(sim, seat, options[0][0]):
                    target = options[0][0] + 1
                    found = (options[0][0], [{"type": "power", "animal": ANIMALS[species]},
                                             {"type": "pick", "section": SECTION_IDS[a]},
                                             {"type": "pick", "section": SECTION_IDS[b]}])
        return found

    def _blocking_region(self, st: NangaState, seat: int) -> int | None:
        now = self.threat(st, seat)
        best, region = now - 3.0, None
        for r in range(REGIONS):
            if r == st.guide:
                continue
            sim = st.copy()
            sim.guide = r
            t = self.threat(sim, seat)
            if t < best:
                best, region = t, r
        return region


class BeginnerBrain(Brain):
    """The easy bot's planning: the rule bot's look-ahead with a beginner's habits (see the module's docstring)."""

    POWERS = False
    CLAIM_AT = 3  # points: a square worth this much is claimed at once, whatever the stage of the game

    def threat(self, st: NangaState, seat: int) -> float:
        return 0.0  # what the opponent could take next is not looked at

    def worth(self, st: NangaState, seat: int, points: int) -> bool:
        return points >= self.CLAIM_AT or worth_claiming(st, seat, points)


def claim_actions(claim: Claim) -> list[Action]:
    _, row, pieces = claim
    out: list[Action] = [{"type": "claim", "row": ROWS[row]}]
    for p in pieces:
        if row == CAMPS_ROW:
            out.append({"type": "pick", "section": SECTION_IDS[p]})
        else:
            out.append({"type": "pick", "animal": ANIMALS[p[0]], "used": bool(p[1])})
    return out + [{"type": "confirm"}]  # dropped when the claim completes by itself


def _same(a: Action, b: Action) -> bool:
    return a == b and all(type(a[k]) is type(b[k]) for k in a)


class NangaRuleBot:
    name = "rule"
    brain = Brain

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.plan: list[Action] = []
        self.gave_up: tuple[int, ...] | None = None  # the turn in which a plan did not fit

    def choose(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        while self.plan:
            step = self.plan.pop(0)
            if any(_same(step, a) for a in legal):
                return step
        turn = (obs["turn"], *obs["turns"])
        if self.gave_up != turn:
            self.plan = self.make_plan(obs, legal)
            while self.plan:
                step = self.plan.pop(0)
                if any(_same(step, a) for a in legal):
                    return step
        # a plan that does not fit (never expected): back out of a half-made choice and end the turn
        self.gave_up = turn
        for wanted in ({"type": "cancel"}, {"type": "end_turn"}):
            if wanted in legal:
                return wanted
        return legal[0]

    def make_plan(self, obs: dict[str, Any], legal: list[Action]) -> list[Action]:
        st = game_class("nanga_parbat").sample_world(obs, self.rng).state
        seat = obs["viewer"]
        brain = self.brain(obs["options"])
        if st.phase == GUIDE:
            return [{"type": "guide", "region": brain.place_guide(st, seat) + 1}]
        if st.pending:
            return [{"type": "cancel"}]
        if not st.trapped:
            return brain.before_trap(st, seat)
        return brain.after_trap_plan(st, seat)


class NangaEasyBot(NangaRuleBot):
    name = "easy"
    brain = BeginnerBrain


# ---- the search bot ------------------------------------------------------------------

def _quick_trap(st: NangaState, seat: int, section: int, adj: Adj) -> float:
    """A cheap score of trapping `section`, for playouts."""
    s = st.cells[section]
    have = st.board_count(seat, s)
    score = 0.5 * min(have + 1, 6) if s != BHARAL else 1.5
    if have == 0:
        score += 1.0
    if s == RED_PANDA and st.scores[seat] <= st.scores[1 - seat]:
        score += 1.5
    if s in ACTIVATED and not st.fresh[seat][s]:
        score += 0.3
    mine = HIKER + seat
    score += 0.8 * sum(1 for j in adj[section] if st.cells[j] == mine)
    return score


def playout(st: NangaState, opts: dict[str, Any], adj: Adj, rng: Rng) -> None:
    """Play greedily (with some randomness) to the end of the game; powers are not used."""
    while st.phase != OVER:
        seat = st.turn
        if st.pending:
            st.pending = []
        if not st.trapped:
            choices = trap_choices(st, opts)
            if rng.below(4) == 0:
                section = rng.choice(choices)
            else:
                section = max(choices, key=lambda i: _quick_trap(st, seat, i, adj))
            do_trap(st, seat, section, opts)
        options = claims(st, seat, adj)
        if options and worth_claiming(st, seat, options[0][0]):
            do_claim(st, seat, options[0][1], options[0][2], opts)
        end_turn(st, opts)


def won(st: NangaState, seat: int) -> float:
    """A win 1, a draw 0.5, a loss 0."""
    mine, theirs = st.scores[seat], st.scores[1 - seat]
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def reward(st: NangaState, seat: int) -> float:
    mine, theirs = st.scores[seat], st.scores[1 - seat]
    win = won(st, seat)
    return 0.9 * win + 0.1 * max(-1.0, min(1.0, (mine - theirs) / 20))


class NangaSearchBot:
    """Flat Monte Carlo over whole-turn plans: playouts until `budget_ms` is spent, or exactly `iterations`."""

    name = "search"

    def __init__(self, seed: int = 0, budget_ms: float = 1000.0, iterations: int | None = None,
                 candidates: int = 8) -> None:
        self.rng = Rng(seed)
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.candidates = candidates
        self.plan: list[Action] = []
        self.fallback = NangaRuleBot(seed)

    # what a rank's estimate is: the chance to win, in playouts to the game's end (a draw counts half)
    unit = "win"

    def choose(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        while self.plan:
            step = self.plan.pop(0)
            if any(_same(step, a) for a in legal):
                return step
        best = self.rank(obs, legal)[0]
        self.plan = list(best[2][1:])
        return best[0]

    def rank(self, obs: dict[str, Any], legal: list[Action]) -> list[tuple[Action, float | None, list[Action]]]:
        """The first actions of the best whole-turn plans, best first: each with its plan's win chance (None: not
        searched) and the plan."""
        st = game_class("nanga_parbat").sample_world(obs, self.rng).state
        seat = obs["viewer"]
        if st.pending or (st.phase != GUIDE and st.trapped):
            # mid-turn without a plan: the rule bot's judgement
            return [(self.fallback.choose(obs, legal), None, [])]
        plans = self.turn_plans(st, seat, obs["options"])
        if len(plans) == 1:
            return [(plans[0][0][0], None, plans[0][0])]
        out: list[tuple[Action, float | None, list[Action]]] = []
        for plan, win in self.search(plans, seat, obs["options"]):
            if not any(_same(plan[0], a) for a, _, _ in out):  # one line per first action: its best plan
                out.append((plan[0], win, plan))
        return out

    def turn_plans(self, st: NangaState, seat: int, opts: dict[str, Any]) -> list[tuple[list[Action], NangaState]]:
        """Whole-turn candidates, each with the state after it; the rule bot's ranking keeps the best few."""
        brain = Brain(opts)
        if st.phase == GUIDE:
            out = []
            for region in range(REGIONS):
                sim = st.copy()
                action = {"type": "guide", "region": region + 1}
                play(sim, seat, action, opts)
                out.append(([action], sim))
            return out
        ranked: list[tuple[float, list[Action]]] = []
        for section in trap_choices(st, opts):
            trap = {"type": "trap", "section": SECTION_IDS[section]}
            sim = st.copy()
            do_trap(sim, seat, section, opts)
            tails: list[list[Action]] = [[]]
            tails += [claim_actions(c) for c in claims(sim, seat, brain.adj)[:3]]
            for tail in tails:
                after = sim.copy()
                if tail:
                    _apply_claim(after, seat, tail, opts)
                score = brain.value(after, seat) - 0.7 * brain.threat(after, seat)
                ranked.append((score, [trap, *tail]))
        ranked.sort(key=lambda x: -x[0])
        keep = [p for _, p in ranked[: self.candidates]]
        rule = _rule_turn(st, seat, opts)
        if rule not in keep:
            keep.append(rule)
        out = []
        for plan in keep:
            sim = st.copy()
            actions = _run(sim, seat, plan, opts)
            out.append((actions, sim))
        return out

    def search(self, plans: list[tuple[list[Action], NangaState]], seat: int,
               opts: dict[str, Any]) -> list[tuple[list[Action], float]]:
        """The plans by their playouts' mean reward, best first, each with its share of playouts won."""
        adj = adjacency(opts)
        n = len(plans)
        visits = [0] * n
        totals = [0.0] * n
        wins = [0.0] * n
        deadline = time.perf_counter() + self.budget_ms / 1000
        it = 0
        while it < n or ((it < self.iterations) if self.iterations is not None else time.perf_counter() < deadline):
            if it < n:
                k = it
            else:
                log_t = math.log(it)
                k = max(range(n), key=lambda i: totals[i] / visits[i] + 0.5 * math.sqrt(log_t / visits[i]))
            sim = plans[k][1].copy()
            playout(sim, opts, adj, self.rng)
            visits[k] += 1
            totals[k] += reward(sim, seat)
            wins[k] += won(sim, seat)
            it += 1
        # sorted is stable: among equals the plan listed first
        order = sorted(range(n), key=lambda i: (totals[i] / visits[i], visits[i]), reverse=True)
        return [(plans[i][0], wins[i] / visits[i]) for i in order]


def _apply_claim(st: NangaState, seat: int, actions: list[Action], opts: dict[str, Any]) -> None:
    row = ROWS.index(actions[0]["row"])
    picks = actions[1:-1]
    if row == CAMPS_ROW:
        pieces: list[Any] = [SECTION_IDS.index(p["section"]) for p in picks]
    else:
        pieces = [[ANIMALS.index(p["animal"]), int(p["used"])] for p in picks]
    do_claim(st, seat, row, pieces, opts)


def _run(st: NangaState, seat: int, plan: list[Action], opts: dict[str, Any]) -> list[Action]:
    """Apply a plan with the engine; returns the actions really needed (a claim may complete by itself,
    a turn may end by itself) and ends the turn if the plan did not."""
    done = []
    for action in plan:
        if st.phase == OVER or st.turn != seat:
            break
        if action["type"] == "confirm" and not st.pending:
            continue
        play(st, seat, action, opts)
        done.append(action)
    if st.phase != OVER and st.turn == seat:
        play(st, seat, {"type": "end_turn"}, opts)
        done.append({"type": "end_turn"})
    return done


def _rule_turn(st: NangaState, seat: int, opts: dict[str, Any]) -> list[Action]:
    """The rule bot's whole turn from this state, as one plan."""
    brain = Brain(opts)
    sim = st.copy()
    plan: list[Action] = []
    queue = brain.before_trap(sim, seat)
    guard = 0
    while sim.phase != OVER and sim.turn == seat and guard < 40:
        guard += 1
        if not queue:
            queue = brain.after_trap_plan(sim, seat)
        action = queue.pop(0)
        if action["type"] == "confirm" and not sim.pending:
            continue
        play(sim, seat, action, opts)
        plan.append(action)
    return plan


BOTS = {"rule": NangaRuleBot, "easy": NangaEasyBot, "search": NangaSearchBot}
__all__ = ["BOTS", "NangaEasyBot", "NangaRuleBot", "NangaSearchBot"]
