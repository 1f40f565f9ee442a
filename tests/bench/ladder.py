"""The bots' ladder in every game: how often each level beats the one below it, and a random player.

    python3 build.py bench --ladder [--games 200] [--hard-ms 1000] [--only kami,k2] [--pairs hard:normal,...]

2-player seeded deals (`rules.tournament`: each deal played once per seat order) on every local core. Each line: the
first level's win share with its Wilson 95 % interval, the interval's lower end against the target of issue 25
(hard over normal, normal over easy, easy over random: 80 %; every level over random: 95 %), and both sides' mean
points. Arnak also gets one hard bot among normal bots at 3 and 4 players (targets 55 % and 45 %). The hard bots
think `--hard-ms` per decision (the page's setting is 1,000 ms; a smaller budget gives a quick, weaker reading).
"""

from __future__ import annotations

import argparse
import os
import time
from concurrent.futures import ProcessPoolExecutor

from rules.registry import games
from rules.tournament import run, summarize

GAMES = tuple(games())
PAIRS = (("hard", "normal", 0.80), ("normal", "easy", 0.80), ("easy", "random", 0.80), ("hard", "random", 0.95),
         ("normal", "random", 0.95))
CROWDS = ((3, 0.55), (4, 0.45))  # Arnak: one hard bot among normal bots, the share of games it should win


def line(game: str, seats: list[str], games: int, pool: ProcessPoolExecutor, hard_ms: float, target: float) -> str:
    start = time.perf_counter()
    rows = run(game, seats, games, seed=1000, executor=pool, budget_ms=hard_ms)
    bots = summarize(rows)["bots"]
    first, others = seats[0], sorted(set(seats[1:]))
    me = bots[first]
    low, high = me["ci95"]
    verdict = "meets" if low >= target else "below"
    rest = ", ".join(f"{spec[4:]} {bots[spec]['mean_score']:.1f}" for spec in others)
    label = " vs ".join(dict.fromkeys(spec[4:] for spec in seats)) + (f" ({len(seats)}p)" if len(seats) > 2 else "")
    return (f"  {game:<13} {label:<24} {first[4:]} wins {me['win_rate']:6.1%}  95 % [{low:.1%}, {high:.1%}]  "
            f"lower end {verdict} {target:.0%}  points {first[4:]} {me['mean_score']:.1f}, {rest}  "
            f"({len(rows)} games, {time.perf_counter() - start:.0f} s)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hard-ms", type=float, default=1000.0)
    parser.add_argument("--only", default=",".join(GAMES), help="games, comma-separated")
    parser.add_argument("--pairs", default=",".join(f"{a}:{b}" for a, b, _ in PAIRS))
    args = parser.parse_args(argv)
    targets = {(a, b): t for a, b, t in PAIRS}
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",") if p]
    print(f"Bot ladder (2 players unless marked; hard bots at {args.hard_ms:g} ms a decision; {args.games} games "
          "a line)")
    with ProcessPoolExecutor(os.cpu_count() or 1) as pool:
        for game in args.only.split(","):
            for a, b in pairs:
                print(line(game, [f"bot:{a}", f"bot:{b}"], args.games, pool, args.hard_ms,
                           targets.get((a, b), 0.5)), flush=True)
            if game == "arnak" and any(a == "hard" for a, _ in pairs):
                for players, target in CROWDS:
                    print(line(game, ["bot:hard"] + ["bot:normal"] * (players - 1), args.games, pool, args.hard_ms,
                               target), flush=True)


if __name__ == "__main__":
    main()
