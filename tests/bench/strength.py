"""Arnak's bots: how many points each level scores, how often it wins, and how often it passes for nothing.

    python3 build.py bench --strength [--games 100] [--hard-ms 1000]

2-player seeded games, both temple sides, seats alternated, on every local core. For each pairing: the mean points
of each side with a 95 % interval, the first side's win share with its Wilson interval, and the "silly passes" of
each level: passes taken while a main action that scores or gains was legal (a dig or discovery with an
archaeologist home, an affordable card, a research step, a temple tile, a guardian to overcome).
"""

from __future__ import annotations

import argparse
import os
import statistics
from concurrent.futures import ProcessPoolExecutor

from .run import wilson

GAINING = frozenset({"dig", "discover", "buy", "research", "temple", "overcome"})


def _game(job: tuple[int, str, str, float]) -> tuple[list[int], list[int], list[int]]:
    """Scores, silly passes and passes per seat."""
    import rules
    from rules.bots import make_bot

    seed, first, second, hard_ms = job
    g = rules.new_game("arnak", players=2, seed=seed, options={"temple": ("bird", "snake")[seed // 2 % 2]})
    bots = [make_bot("arnak", level, seed * 7 + s, **({"budget_ms": hard_ms} if level == "hard" else {}))
            for s, level in enumerate((first, second))]
    silly, passes = [0, 0], [0, 0]
    while not g.is_over:
        seat = g.to_act[0]
        legal = g.legal_actions(seat)
        action = bots[seat].choose(g.observation(seat), legal)
        if action["type"] == "pass":
            passes[seat] += 1
            silly[seat] += any(a["type"] in GAINING for a in legal)
        g.apply(seat, action)
    return g.result()["scores"], silly, passes


def pairing(pool: ProcessPoolExecutor, a: str, b: str, games: int, hard_ms: float) -> None:
    jobs = [(seed, a, b, hard_ms) if seed % 2 == 0 else (seed, b, a, hard_ms) for seed in range(games)]
    mine, theirs, wins = [], [], 0.0
    silly = {a: 0, b: 0}
    passes = {a: 0, b: 0}
    for seed, (scores, s, p) in enumerate(pool.map(_game, jobs)):
        ours = seed % 2
        mine.append(scores[ours])
        theirs.append(scores[1 - ours])
        wins += 1.0 if scores[ours] > scores[1 - ours] else 0.5 if scores[ours] == scores[1 - ours] else 0.0
        for seat, level in ((ours, a), (1 - ours, b)):
            silly[level] += s[seat] if a != b or seat == ours else 0
            passes[level] += p[seat] if a != b or seat == ours else 0
    low, high = wilson(wins, games)

    def points(xs: list[int]) -> str:
        half = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else 0.0
        return f"{statistics.mean(xs):5.1f} ± {half:.1f}"

    print(f"  {a} against {b}, {games} games: {a} {points(mine)} points, {b} {points(theirs)}; {a} wins "
          f"{wins / games:.0%} (95 % interval {low:.0%}-{high:.0%})")
    for level in dict.fromkeys((a, b)):
        print(f"    {level}: {silly[level]} silly passes of {passes[level]} passes")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--hard-ms", type=float, default=1000.0, help="the hard bot's budget per decision")
    parser.add_argument("--pairs", default="normal:normal,hard:normal,hard:hard,normal:easy,easy:random")
    args = parser.parse_args(argv)
    print(f"Arnak strength (2 players; hard bot at {args.hard_ms:g} ms a decision)")
    with ProcessPoolExecutor(os.cpu_count() or 1) as pool:
        for pair in args.pairs.split(","):
            a, b = pair.split(":")
            pairing(pool, a, b, args.games, args.hard_ms)


if __name__ == "__main__":
    main()
