"""Tune the Arnak bots' evaluation weights (rules/arnak/weights.json) by self-play.

    python3 build.py bench --tune-arnak [--minutes 15] [--games 100]

Coordinate search: each weight in turn is moved one step up, then down; the moved weights play `--games` seeded
2-player games (both temple sides, seats alternated) as normal bots against the current best, and replace it when they
win at least 56 % of them and score more on average. Every duel uses fresh seeds, so a lucky deal does not decide two
steps. The best weights are written back with the figures of their last accepted duel; the run prints each step.
Near the current weights a step moves the win share by a few points only: at 48 games a duel's noise (±7 %) passed
steps that a 100-game check then found worth nothing, hence 100 games a duel by default.
Processes: every local core (`concurrent.futures`, standard library only).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

WEIGHTS = Path(__file__).resolve().parents[2] / "rules" / "arnak" / "weights.json"
# (weight, step): a dotted name is a key inside a table of weights
STEPS: list[tuple[str, float]] = [
    ("glass_row", 4.0), ("notebook_row", 3.0), ("res.coin", 0.15), ("res.compass", 0.15), ("res.tablet", 0.2),
    ("res.arrowhead", 0.3), ("res.jewel", 0.4), ("res_cap.tablet", 1), ("res_cap.arrowhead", 1),
    ("res_cap.compass", 2), ("res_excess", 0.15), ("res_floor", 0.15), ("card_base", 0.3), ("card_per_cost", 0.1),
    ("fear", 0.4), ("in_hand", 0.15), ("assistant", 0.5), ("idol_unplaced", 0.3), ("guarded", 0.5),
    ("in_hand_per_cost", 0.05), ("in_hand_fear", 0.15), ("ready", 2.0), ("ready_guard", 1.0),
]
ACCEPT = 0.56


def moved(weights: dict[str, Any], name: str, delta: float) -> dict[str, Any] | None:
    out = copy.deepcopy(weights)
    table, key = (name.split(".") if "." in name else (None, name))
    where = out[table] if table else out
    value = where[key] + delta
    if value < 0:
        return None
    where[key] = round(value, 3)
    return out


def _game(job: tuple[int, dict[str, Any], dict[str, Any], bool, str]) -> tuple[int, int]:
    """One game, the candidate's score first."""
    import rules
    from rules.arnak import bots

    seed, candidate, best, candidate_first, temple = job
    g = rules.new_game("arnak", players=2, seed=seed, options={"temple": temple})
    players = [(bots.ArnakRuleBot(seed * 11 + 1), candidate), (bots.ArnakRuleBot(seed * 11 + 2), best)]
    if not candidate_first:
        players.reverse()
    while not g.is_over:
        seat = g.to_act[0]
        bot, weights = players[seat]
        bots.WEIGHTS.clear()
        bots.WEIGHTS.update(weights)  # value()'s default: the seat's own weights for its own judgement
        g.apply(seat, bot.choose(g.observation(seat), g.legal_actions(seat)))
    scores = g.result()["scores"]
    return (scores[0], scores[1]) if candidate_first else (scores[1], scores[0])


def duel(pool: ProcessPoolExecutor, candidate: dict[str, Any], best: dict[str, Any], games: int,
         first_seed: int) -> tuple[float, float, float]:
    """The candidate's win share (a tie counts half) and both mean scores."""
    jobs = [(first_seed + i // 2, candidate, best, i % 2 == 0, "bird" if i // 2 % 2 == 0 else "snake")
            for i in range(games)]
    results = list(pool.map(_game, jobs))
    wins = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in results)
    return wins / games, statistics.mean(a for a, _ in results), statistics.mean(b for _, b in results)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=15.0)
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args(argv)
    best = json.loads(WEIGHTS.read_text())
    deadline = time.time() + args.minutes * 60
    seed = 50_000 + int(best.get("_figures", {}).get("duels", 0)) * args.games  # fresh deals on every run
    duels = int(best.get("_figures", {}).get("duels", 0))
    with ProcessPoolExecutor(os.cpu_count() or 1) as pool:
        while time.time() < deadline:
            for name, step in STEPS:
                for delta in (step, -step):
                    if time.time() >= deadline:
                        break
                    candidate = moved(best, name, delta)
                    if candidate is None:
                        continue
                    share, mine, theirs = duel(pool, candidate, best, args.games, seed)
                    seed += args.games
                    duels += 1
                    kept = share >= ACCEPT and mine > theirs
                    print(f"{name} {delta:+g}: wins {share:.0%}, {mine:.1f} against {theirs:.1f} points"
                          f"{'  -> kept' if kept else ''}", flush=True)
                    if kept:
                        best = candidate
                        best["_figures"] = {"duels": duels, "last_kept": f"{name} {delta:+g}",
                                            "win_share": share, "points": round(mine, 2),
                                            "against": round(theirs, 2), "games": args.games}
                        WEIGHTS.write_text(json.dumps(best, indent=1) + "\n")
                        break
    best.setdefault("_figures", {})["duels"] = duels
    WEIGHTS.write_text(json.dumps(best, indent=1) + "\n")
    print("weights:", WEIGHTS)


if __name__ == "__main__":
    main()
