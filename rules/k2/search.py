"""K2's hard bot: information-set search for the secret choice, played out to the end of the round.

The rule bot's best trios are the candidates. Each iteration samples a world from the bot's observation (the
opponents' unseen cards dealt again), lets every opponent choose its trio as the rule bot would with that hand,
and plays each candidate through the whole round in that world with the real rules: the reveal, the risk, every
seat's actions in turn order (blocking included), the acclimatization check. The round's result is valued for each
seat by how high its climbers can still get and come back alive (rules/k2/horizon.py), relative to the best
opponent; the candidate with the best average wins. The bot's own actions follow the rule bot's planner with that
same horizon added to its one-turn value, the seat's tents counted in it, and a climber's unpitched tent valued as
worth keeping: the rule bot spends its tents low down for one night's acclimatization, the hard bot keeps them for a
camp below the summit, and that is most of what it wins by (at one iteration, 77-81 % against the rule bot instead
of 59 % over the same 100 games). Measured again on 200 seeded games (2026-12-03, seeds from 1000, seats
alternated): 73 % [66 %, 79 %] at one world a decision, 78.5 % [72 %, 84 %] at four. One world of the 8 candidates
takes about 110 ms in CPython, so a budget of 100 ms plays some candidates in no world at all (62.5 % [56 %, 69 %]);
the page's 1,000 ms sees several. Keeping the rule bot's first trio unless another played out 0.3 better (ties are
common: most rounds change a standing by tenths) made it weaker at four worlds: 70 %.
"""

from __future__ import annotations

import time
from typing import Any

from ..registry import game_class
from .board import MAX_ACCL, MOUNTAINS, ROUNDS, TRACKS, up_value
from .bots import FORCED_NEXT, Action, K2RuleBot, Value, _fallback, climber_value, plan_turn
from .engine import play, reveal, today
from .horizon import final_score, need_table, seen_tiles, window_start
from .moves import legal as legal_actions
from .state import ACTIONS, CHOOSE, OVER, RESCUE, RISK, K2State

Shares = tuple[tuple[int, float], ...]


def lead_climber(climbers: list[Any], side: str) -> int:
    """The seat's climber further up (it is planned with the bigger share of cards); climbers are dicts or
    Climbers."""
    board = MOUNTAINS[side]

    def get(c: Any, key: str) -> Any:
        return c[key] if isinstance(c, dict) else getattr(c, key)

    living = [i for i, c in enumerate(climbers) if get(c, "space") is not None]
    return max(living, default=0, key=lambda i: (get(climbers[i], "score") + board.spaces[get(climbers[i], "space")].vp,
                                                 -i))


class K2SearchBot(K2RuleBot):
    """Sampled worlds until `budget_ms` is spent (anytime), or exactly `iterations` worlds (deterministic)."""

    name = "search"
    # more trios tried rather than more worlds: at 100 ms a decision sees 2-4 worlds, and a wider choice (8 trios
    # instead of 4) won 74 % against normal instead of 70 % over the same 200 games (6 worlds instead of one had
    # changed little)
    CANDIDATES = 8
    # the horizon's weight next to the rule bot's one-turn value, and the shares of cards it assumes per round:
    # the lead climber gets most of the cards (3 points and 1 acclimatization a round, or 5 points, or 1 point and
    # 2 acclimatization), the other one what is left (chosen by self-play against the rule bot)
    W_RULE, W_FINAL, W_MARGIN = 1.0, 5.0, 0.3
    LEAD: Shares = ((3, 1.0), (5, 0.0), (1, 2.0))
    SUPPORT: Shares = ((2, 0.0), (0, 1.0))
    ACT_SEARCH = True
    ACT_CANDIDATES = 6
    # a climber's tent not pitched yet: worth keeping for the camp high up (S25's red -1 with a tent is a place to
    # wait for the summit day), not to spend on one more acclimatization low down (chosen by self-play)
    W_TENT = 3.5

    def __init__(self, seed: int = 0, budget_ms: float = 1000.0, iterations: int | None = None) -> None:
        super().__init__(seed)
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.value: Value = self.horizon_value
        self.lead = 0
        self.model = K2RuleBot(seed)  # how the opponents are expected to choose
        self._memos: dict[int, dict[Any, float]] = {}

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        self.lead = lead_climber(observation["seats"][observation["viewer"]]["climbers"], observation["board"])
        return super().choose(observation, legal)

    def horizon_value(self, st: K2State, opts: dict[str, Any], seat: int, space: str | None, accl: int, score: int,
                      tents: set[str], climber: int = 0) -> float:
        """The rule bot's value plus how high the climber can still get and come back alive (remembered: the
        planner asks the same question for every way to share the cards, in every candidate and playout)."""
        key = (st.round, seat, climber, space, accl, score, frozenset(tents),
               tuple(c.tent for c in st.climbers[seat]), self.lead)
        memo = self._memo_of(st.round)
        if key not in memo:
            memo[key] = self._horizon_value(st, opts, seat, space, accl, score, tents, climber)
        return memo[key]

    def rule_value(self, st: K2State, opts: dict[str, Any], seat: int, space: str | None, accl: int, score: int,
                   tents: set[str], climber: int = 0) -> float:
        """The rule bot's value (how the opponents are expected to plan), remembered as horizon_value is: it reads
        the round, the weather shown, and the climber's space, acclimatization, score and tents, nothing else."""
        key = ("rule", space, accl, score, frozenset(tents))
        memo = self._memo_of(st.round)
        if key not in memo:
            memo[key] = climber_value(st, opts, seat, space, accl, score, tents, climber)
        return memo[key]

    def _memo_of(self, round_: int) -> dict[Any, float]:
        """Values depend on the round (its weather and the rounds left): one table per round (a playout may run
        into the next round), dropped once the game has moved on."""
        if round_ not in self._memos:
            self._memos = {r: m for r, m in self._memos.items() if r >= round_ - 1}
            self._memos[round_] = {}
        return self._memos[round_]

    def _horizon_value(self, st: K2State, opts: dict[str, Any], seat: int, space: str | None, accl: int,
                       score: int, tents: set[str], climber: int = 0) -> float:
        base = climber_value(st, opts, seat, space, accl, score, tents, climber)
        if space is None:
            return base
        spc = MOUNTAINS[st.side].spaces[space]
        day = today(st, opts)
        after = min(MAX_ACCL, accl + spc.accl + (1 if space in tents else 0)
                    - (day["accl"] if spc.zone in day["zones"] else 0))
        if after <= 0:
            return base
        shares = self.LEAD if climber == self.lead else self.SUPPORT
        # the seat's tents count in the horizon: a climber can wait on its tent's space for longer
        final, margin = final_score(st, opts, shares, space, after, score, frozenset(tents))
        value = self.W_RULE * base + self.W_FINAL * final + self.W_MARGIN * min(margin, 3.0)
        if self.W_TENT and st.climbers[seat][climber].tent is None:
            # one tent per climber: one pitched low is no longer there for the high camp the summit needs
            pitched = space in tents and all(c.tent != space for c in st.climbers[seat])
            value += 0.0 if pitched else self.W_TENT
        return value

    # ---- the action phase ---------------------------------------------------------------------------------
    def act(self, st: K2State, opts: dict[str, Any], seat: int, obs: dict[str, Any], legal: list[Action]) -> Action:
        """At the start of its turn the bot plays the round out after each of its best plans (the cards still to
        play are all revealed), and keeps the plan that leaves it best placed; later it follows that plan."""
        key = ("act", obs["round"])
        fresh = self.plan_key != key and st.pool is None and not any(c.got_card for c in st.climbers[seat])
        if not (self.ACT_SEARCH and fresh):
            return super().act(st, opts, seat, obs, legal)
        best = self.plan_scores(st, opts, seat)[0][1]
        self.plan_key, self.plan = key, list(best)
        if self.plan and self.plan[0] in legal:
            return self.plan.pop(0)
        return _fallback(legal)

    def _after_plan(self, st: K2State, opts: dict[str, Any], seat: int, plan: list[Action]) -> float:
        work = st.copy()
        for action in plan:
            if work.phase != ACTIONS or work.active() != seat:
                break
            legal = legal_actions(work, seat, opts)
            play(work, seat, action if action in legal else _fallback(legal), opts)
        return self._finish_round(work, opts, seat, work.round)

    # ---- the secret choice ------------------------------------------------------------------------------
    # what a rank's estimate is: the seat's expected final score minus the best opponent's, after the round
    unit = "lead"

    def rank(self, observation: dict[str, Any], legal: list[Action]) -> list[tuple[Action, float | None]]:
        """The next actions of the best searched choices (trios; whole-turn plans at a turn's start), best first,
        each with its mean standing; elsewhere the one action the bot plays, with None."""
        self.lead = lead_climber(observation["seats"][observation["viewer"]]["climbers"], observation["board"])
        if len(legal) == 1:  # nothing to weigh: no world sampled
            return [(legal[0], None)]
        obs, seat, opts = observation, observation["viewer"], observation["options"]
        st = game_class("k2").sample_world(obs, self.rng).state
        scored: list[tuple[list[Action], float | None]] = []
        if obs["phase"] == CHOOSE:
            for trio, mean in self.trio_scores(st, opts, seat, obs):
                want = list(trio)
                for c in obs["picked"]:
                    want.remove(c)
                scored.append(([next(a for a in legal if a["card"] == want[0])], mean))
        elif obs["phase"] == ACTIONS and st.pool is None and not any(c.got_card for c in st.climbers[seat]):
            scored = [(plan, mean) for mean, plan in self.plan_scores(st, opts, seat) if plan and plan[0] in legal]
        out: list[tuple[Action, float | None]] = []
        for plan, mean in scored:
            if all(plan[0] != a for a, _ in out):  # one line per next action: its best choice
                out.append((plan[0], mean))
        return out or [(self.choose(observation, legal), None)]

    def plan_scores(self, st: K2State, opts: dict[str, Any], seat: int) -> list[tuple[float, list[Action]]]:
        """The rule planner's best whole-turn plans, each played out to the round's end: best first."""
        plans: list[tuple[float, list[Action]]] = []
        plan_turn(st, opts, seat, list(st.to_give[seat]), st.risk_left if st.risk_taker == seat else 0,
                  value=self.value, plans=plans)
        plans.sort(key=lambda p: -p[0])
        scored = [(self._after_plan(st, opts, seat, plan), plan) for _, plan in plans[: self.ACT_CANDIDATES]]
        return sorted(scored, key=lambda p: p[0], reverse=True)  # stable: among equals the planner's order

    def best_trio(self, st: K2State, opts: dict[str, Any], seat: int, obs: dict[str, Any]) -> list[str]:
        return self.trio_scores(st, opts, seat, obs)[0][0]

    def trio_scores(self, st: K2State, opts: dict[str, Any], seat: int,
                    obs: dict[str, Any]) -> list[tuple[list[str], float | None]]:
        """The candidate trios, best first, each with its playouts' mean standing (None: not played out)."""
        deadline = time.perf_counter() + self.budget_ms / 1000
        # before a forced round the cards kept are played as they are: every trio is a candidate
        wide = st.round in FORCED_NEXT
        ranked = [trio for _, trio in self.rank_trios(st, opts, seat, obs)[: None if wide else self.CANDIDATES]]
        if len(ranked) == 1 or st.players == 1:
            return [(ranked[0], None)]
        totals = [0.0] * len(ranked)
        counts = [0] * len(ranked)
        done = 0
        timed = self.iterations is None
        while done < self.iterations if self.iterations is not None else (done < 1 or time.perf_counter() < deadline):
            done += 1
            world = game_class("k2").sample_world(obs, self.rng).state
            theirs = {s: self._their_trio(world, opts, s) for s in range(world.players) if s != seat}
            for k, trio in enumerate(ranked):
                if timed and counts[0] and time.perf_counter() >= deadline:
                    break  # anytime: the candidates are tried in rank order, an average needs one playout
                totals[k] += self.playout(world, opts, seat, {**theirs, seat: trio})
                counts[k] += 1
        tried = sorted((k for k in range(len(ranked)) if counts[k]), key=lambda k: totals[k] / counts[k], reverse=True)
        return [(ranked[k], totals[k] / counts[k]) for k in tried]

    def _their_trio(self, world: K2State, opts: dict[str, Any], s: int) -> list[str]:
        """An opponent's choice in this world: as the rule bot would choose with that hand; with more than one
        opponent (too slow for the page), its strongest climb or any three cards."""
        if len(world.picked[s]) == 3:
            return list(world.picked[s])
        if world.players > 2:
            cards = world.hands[s] + world.picked[s]
            self.rng.shuffle(cards)
            if self.rng.below(2):
                cards.sort(key=up_value, reverse=True)
            return cards[:3]
        return self.model.rank_trios(world, opts, s, {"hand": world.hands[s], "picked": world.picked[s]})[0][1]

    def playout(self, world: K2State, opts: dict[str, Any], seat: int, trios: dict[int, list[str]]) -> float:
        """Play the round out in this world with these trios; the seat's standing after it."""
        st = world.copy()
        for s, trio in trios.items():
            hand = st.hands[s] + st.picked[s]
            for c in trio:
                hand.remove(c)
            st.hands[s], st.picked[s] = sorted(hand), list(trio)
        reveal(st, opts)
        return self._finish_round(st, opts, seat, st.round)

    def _finish_round(self, st: K2State, opts: dict[str, Any], seat: int, start: int) -> float:
        """Every seat plays on to the end of the round, and of the next one if its cards are forced (rounds 6, 12
        and 18: the kept cards), the others as the rule bot would; the seat's standing then."""
        for _ in range(400):  # a round is a few dozen actions; the bound only guards against a planner slip
            if st.round > start + 1 or st.phase in (CHOOSE, OVER):
                break
            if st.phase == RISK:
                play(st, st.risk_taker, {"type": "take", "token": min(st.risk_up)}, opts)
            elif st.phase == RESCUE:
                s = st.rescues[0][0]
                play(st, s, legal_actions(st, s, opts)[0], opts)
            elif st.phase == ACTIONS:
                self._turn(st, opts, st.active(), seat)
        return standing(st, opts, seat, self.LEAD, self.SUPPORT)

    def _turn(self, st: K2State, opts: dict[str, Any], s: int, seat: int) -> None:
        value = self.value if s == seat else self.rule_value
        _, plan = plan_turn(st, opts, s, list(st.to_give[s]), st.risk_left if st.risk_taker == s else 0, value=value)
        turn = st.turn
        for action in plan:
            if st.phase != ACTIONS or st.turn != turn:
                return
            legal = legal_actions(st, s, opts)
            play(st, s, action if action in legal else _fallback(legal), opts)
        while st.phase == ACTIONS and st.turn == turn:  # a plan that ran short: finish the turn plainly
            play(st, s, _fallback(legal_actions(st, s, opts)), opts)


def standing(st: K2State, opts: dict[str, Any], seat: int, lead: Shares, support: Shares) -> float:
    """The seat's expected final score minus the best opponent's, at the start of a round (or at the end)."""
    finals = [team_final(st, opts, s, lead, support) for s in range(st.players)]
    others = [f for s, f in enumerate(finals) if s != seat]
    return finals[seat] - max(others) if others else finals[seat]


def team_final(st: K2State, opts: dict[str, Any], s: int, lead: Shares, support: Shares) -> float:
    cs = st.climbers[s]
    if st.phase == OVER or st.round > ROUNDS:
        return float(sum(c.score for c in cs))
    track = TRACKS[st.side]
    first = lead_climber(cs, st.side)
    tents = frozenset(c.tent for c in cs if c.tent)
    total = 0.0
    for i, c in enumerate(cs):
        if c.space is None:
            total += 1.0
            continue
        row = need_table(st.side, opts["weather"], seen_tiles(st), tents, lead if i == first else support,
                         window_start(st))
        need = row[st.round][c.space]
        best = next((h for h in range(len(track) - 1, -1, -1) if need[h] <= c.accl), None)
        if best is None:
            total += 1.0
        else:
            total += max(c.score, track[best]) + 0.1 * min(c.accl - max(need[best], 1.0), 3.0)
    return total
