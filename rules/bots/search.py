"""A search bot for any game: information-set Monte Carlo over worlds sampled from what its seat may know.

Each iteration picks a candidate action by UCB1, draws a whole world the seat cannot tell from the real one
(`Game.sample_world(observation)`: never the real hidden state), plays the candidate there and then every seat's
rule bot until the game ends or the round the decision was made in is over, and scores the outcome from the seat's
point of view. The candidates are the rule bot's own choice and a few other legal actions. The budget is time in
milliseconds (anytime: it answers when time is up) or a fixed number of iterations (deterministic, for tests).
"""

from __future__ import annotations

import math
import time
from typing import Any

from ..registry import game_class
from ..rng import Rng

Action = dict[str, Any]


class SearchBot:
    name = "search"
    CANDIDATES = 6
    EXPLORE = 0.7  # UCB1's exploration constant, for rewards in [0, 1]

    def __init__(self, game_id: str, rule: type, seed: int = 0, budget_ms: float | None = 1000.0,
                 iterations: int | None = None) -> None:
        self.game_id = game_id
        self.rule_cls = rule
        self.rng = Rng(seed)
        self.rule = rule(seed)
        self.budget_ms = budget_ms
        self.iterations = iterations

    # what a rank's estimate is: the share of the round's points that comes to the seat (the whole of it for a
    # win when the game ends first), as the playouts judge it
    unit = "share"

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        return self.rank(observation, legal)[0][0]

    def rank(self, observation: dict[str, Any], legal: list[Action]) -> list[tuple[Action, float | None]]:
        """The candidates, best first, each with its mean reward (None: not searched, a single legal action)."""
        if len(legal) == 1:
            return [(legal[0], None)]
        first = self.rule.choose(observation, legal)
        others = [a for a in legal if a != first]
        self.rng.shuffle(others)
        candidates = [first, *others[: self.CANDIDATES - 1]]
        seat = observation["viewer"]
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        deadline = time.perf_counter() + (self.budget_ms or 0) / 1000  # (unless a number of iterations is set)
        done = 0
        while (done < self.iterations) if self.iterations is not None else (time.perf_counter() < deadline or done < 1):
            pick = self._ucb(totals, counts, done)
            totals[pick] += self._playout(observation, seat, candidates[pick])
            counts[pick] += 1
            done += 1
        # the most tried is the most trusted (ties: the rule bot's own choice, listed first)
        order = sorted(range(len(candidates)), key=lambda i: (counts[i], totals[i] / max(1, counts[i]), -i),
                       reverse=True)
        return [(candidates[i], totals[i] / counts[i] if counts[i] else None) for i in order]

    def _ucb(self, totals: list[float], counts: list[int], done: int) -> int:
        for i, n in enumerate(counts):
            if n == 0:
                return i
        log = math.log(done)
        return max(range(len(counts)), key=lambda i: totals[i] / counts[i] + self.EXPLORE * math.sqrt(log / counts[i]))

    def _playout(self, observation: dict[str, Any], seat: int, action: Action) -> float:
        world = game_class(self.game_id).sample_world(observation, self.rng)
        start = world.observation(None)
        world.apply(seat, action)
        bots = {s: self.rule_cls(self.rng.below(2**31)) for s in range(world.players)}
        steps = 0
        while not world.is_over and steps < 2000 and _same_round(start, world.observation(None)):
            s = world.to_act[0]
            world.apply(s, bots[s].choose(world.observation(s), world.legal_actions(s)))
            steps += 1
        return _reward(start, world, seat)


def _same_round(before: dict[str, Any], now: dict[str, Any]) -> bool:
    """Whether the round the decision was made in goes on (games without rounds: until the end)."""
    return "round" not in before or before.get("round") == now.get("round")


def _reward(start: dict[str, Any], world: Any, seat: int) -> float:
    """The outcome for `seat` in [0, 1]: at the end of the game, a win (shared: 1/k); at the end of a round, how
    much of the round's points went to the seat's side (0.5 when nobody scored)."""
    if world.is_over:
        winners = world.result()["winners"]
        return 1 / len(winners) if seat in winners else 0.0
    before = start.get("scores") or []
    after = world.observation(None).get("scores") or []
    if not before or len(before) != len(after):
        return 0.5
    sides = start.get("teams")
    mine = _side_of(sides, seat)
    gained = [b - a for a, b in zip(before, after, strict=True)]
    total = sum(g for g in gained if g > 0)
    if total <= 0:
        return 0.5
    return max(0.0, sum(g for i, g in enumerate(gained) if i in mine)) / total


def _side_of(teams: Any, seat: int) -> set[int]:
    """The seats scoring with `seat` (its team in a team game, else itself)."""
    if isinstance(teams, list):
        for team in teams:
            if isinstance(team, list) and seat in team:
                return set(team)
    return {seat}
