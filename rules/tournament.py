"""Tournaments: seeded games between given seats, on any `concurrent.futures.Executor` (stdlib only).

    rows = run("kami", ["bot:rule", "bot:random"], games=200)           # in this process
    with ProcessPoolExecutor() as pool: rows = run(..., executor=pool)  # every local core
    rows = run(..., executor=distributed.Client(address).get_executor())  # a Dask cluster (the cluster extra)
    print(format_summary(summarize(rows)))

Games come in deals: a deal is one seed, played once per seat rotation (a 2-player deal is two games, each seat
order once), so that who sits first is balanced and both sides meet the same cards. Game `i` of a run is deal
`seed + i // players`, rotation `i % players`: a row depends only on its index, so the same seeds give the same rows
whatever executor runs them (the `seconds` column aside). Bots with a time budget (ms) may choose differently run to
run; give them an iteration count for reproducible tournaments.

    python3 -m rules.tournament kami --seats bot:rule,bot:random --games 2000 --workers 8 --out rows.csv
    python3 build.py tournament kami ... --dask tcp://scheduler:8786   # the same on a Dask cluster

Statistics: with `run(..., stats=True)` (`--stats` on the command line) each row of a game that keeps statistics
(`Game.statistics()`, e.g. Arnak's 53 BGA stats) also carries `stats`, one dict per seat in the row's seat order
(`row["seats"][i]` played `row["stats"][i]`), computed after the game so `seconds` stays the playing time. A JSON
file keeps that list as it is; a CSV file gets one column per seat and statistic, `seat<i>.<key>` (`seat0.gained-coins`,
…), after the usual columns, so a spreadsheet or `pandas.read_csv` reads plain numbers. A game without statistics
adds nothing.

This module imports only the standard library (it runs in Pyodide too); build.py brings the Dask client.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any

from .bots import make_bot
from .errors import RulesError, quote
from .registry import game_class
from .table import parse_seat_spec

Row = dict[str, Any]
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95 % interval


@dataclass(frozen=True)
class Job:
    """One game of a tournament: everything a worker needs (picklable, no state shared)."""

    index: int
    game: str
    seats: tuple[str, ...]  # seat specs in seat order for this game ("bot:rule", …)
    seed: int
    options: tuple[tuple[str, Any], ...]
    budget_ms: float | None = None  # searching bots' budget per decision (None: their own)
    iterations: int | None = None  # or a fixed number of iterations: reproducible
    stats: bool = False  # the row also carries the game's per-seat statistics (if it keeps any)


def jobs(game: str, seats: Sequence[str], games: int, seed: int = 0, options: dict[str, Any] | None = None,
         budget_ms: float | None = None, iterations: int | None = None, stats: bool = False) -> list[Job]:
    """The games of a tournament, in order: deal `seed + i // players`, seats rotated by `i % players`."""
    cls = game_class(game)
    players = len(seats)
    if players not in cls.player_counts:
        raise RulesError(f"{game} is played by {', '.join(map(str, cls.player_counts))} players, got {players} seats")
    names = [parse_seat_spec(spec, game) for spec in seats]  # refuses an unknown bot
    if None in names:
        raise RulesError(f"a tournament seat must be a bot (bot:<name>), got {quote(seats[names.index(None)])}")
    seats = [f"bot:{name}" for name in names]
    if type(games) is not int or games < 1:
        raise RulesError(f"games must be a whole number of at least 1, got {quote(games)}")
    cls(players=players, seed=seed, options=options)  # refuses bad options here, not in every worker
    frozen = tuple(sorted((options or {}).items()))
    return [Job(i, game, tuple(seats[(k + i) % players] for k in range(players)), seed + i // players, frozen,
                budget_ms, iterations, stats) for i in range(games)]


def play(job: Job) -> Row:
    """Play one game to its end with the seats' bots and return its row. A bot is seeded from the deal and the
    entrant it is (its place in the tournament's seat list), not from the seat it has in this rotation: with the
    same bot in every seat, each rotation is then another game, not the same one counted again."""
    start = time.perf_counter()
    players = len(job.seats)
    game = game_class(job.game)(players=players, seed=job.seed, options=dict(job.options))
    bots = {seat: make_bot(job.game, spec[4:], seed=(job.seed * 31 + (seat + job.index) % players) & 0xFFFFFFFF,
                           budget_ms=job.budget_ms, iterations=job.iterations) for seat, spec in enumerate(job.seats)}
    while not game.is_over:
        seat = game.to_act[0]
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    result = game.result()
    assert result is not None  # (played to its end)
    row = {"index": job.index, "game": job.game, "seed": job.seed, "seats": list(job.seats),
           "options": dict(job.options), "scores": list(result["scores"]), "ranking": list(result["ranking"]),
           "winners": list(result["winners"]), "places": places(result, len(job.seats)), "actions": len(game.actions),
           "seconds": round(time.perf_counter() - start, 4)}
    table = game.statistics() if job.stats else None
    if table is not None:
        row["stats"] = table
    return row


def run(game: str, seats: Sequence[str], games: int, seed: int = 0, options: dict[str, Any] | None = None,
        executor: Executor | None = None, progress: Callable[[int, int], None] | None = None,
        budget_ms: float | None = None, iterations: int | None = None, stats: bool = False) -> list[Row]:
    """Play the tournament; rows in game order. Without an executor the games run here, one after another.
    `budget_ms` or `iterations` set the searching bots' budget per decision; `stats` adds each game's per-seat
    statistics to its row (see the module's docstring)."""
    todo = jobs(game, seats, games, seed, options, budget_ms, iterations, stats)
    rows: list[Row] = []
    if executor is None:
        for job in todo:
            rows.append(play(job))
            if progress:
                progress(len(rows), len(todo))
        return rows
    futures = [executor.submit(play, job) for job in todo]
    for future in as_completed(futures):
        rows.append(future.result())
        if progress:
            progress(len(rows), len(todo))
    return sorted(rows, key=lambda row: row["index"])


# ---- summary ---------------------------------------------------------------------------------------------------

def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (a shared win counts as a fraction of a win)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, centre - half), min(1.0, centre + half))


def ratings(rows: Iterable[Row], iterations: int = 200) -> dict[str, float]:
    """Elo-style ratings of the seat specs from every pair of seats of every game (the better ranked wins the pair,
    equal ranks draw), fitted as a Bradley–Terry model; the mean rating is 1500, 400 points = 10:1 odds."""
    wins: dict[str, float] = {}
    meetings: dict[tuple[str, str], float] = {}
    for row in rows:
        place = row["places"]
        specs = row["seats"]
        for a in range(len(specs)):
            for b in range(a + 1, len(specs)):
                x, y = specs[a], specs[b]
                if x == y:
                    continue
                score = 1.0 if place[a] < place[b] else 0.0 if place[a] > place[b] else 0.5
                wins[x] = wins.get(x, 0.0) + score
                wins[y] = wins.get(y, 0.0) + 1 - score
                pair = (min(x, y), max(x, y))
                meetings[pair] = meetings.get(pair, 0.0) + 1
    names = sorted({name for pair in meetings for name in pair})
    if not names:
        return {}
    strength = dict.fromkeys(names, 1.0)
    for _ in range(iterations):  # the minorize-maximize update, with half a win added to keep it finite
        new = {}
        for name in names:
            denominator = sum(n / (strength[name] + strength[x if y == name else y])
                              for (x, y), n in meetings.items() if name in (x, y))
            new[name] = (wins.get(name, 0.0) + 0.5) / (denominator + 1e-12)
        mean_log = sum(math.log(v) for v in new.values()) / len(new)
        strength = {k: v / math.exp(mean_log) for k, v in new.items()}
    return {name: round(1500 + 400 * math.log10(strength[name]), 1) for name in names}


def places(result: dict[str, Any], players: int) -> list[int]:
    """Each seat's finishing place (1 = first): the game's own `ranks` when it gives them (its tie-breaks applied),
    else the order of `ranking`, seats with equal scores sharing a place."""
    if "ranks" in result:
        return list(result["ranks"])
    place = [0] * players
    previous = None
    for i, seat in enumerate(result["ranking"]):
        score = result["scores"][seat]
        place[seat] = place[previous] if previous is not None and result["scores"][previous] == score else i + 1
        previous = seat
    return place


def summarize(rows: Sequence[Row]) -> dict[str, Any]:
    """Per seat spec: seats played, wins (a shared win counts 1/k), win rate with its 95 % interval, mean score, and
    the equal share a seat would win by chance; plus the Elo-style ratings and the first seat's win rate."""
    per: dict[str, dict[str, float]] = {}
    first = 0.0
    for row in rows:
        winners = row["winners"]
        for seat, spec in enumerate(row["seats"]):
            s = per.setdefault(spec, {"seats": 0, "wins": 0.0, "score": 0.0})
            s["seats"] += 1
            s["score"] += row["scores"][seat]
            if seat in winners:
                s["wins"] += 1 / len(winners)
        if 0 in winners:
            first += 1 / len(winners)
    players = len(rows[0]["seats"]) if rows else 0
    elo = ratings(rows)
    bots = {}
    for spec, s in sorted(per.items()):
        n = int(s["seats"])
        low, high = wilson(s["wins"], n)
        bots[spec] = {"seats": n, "wins": round(s["wins"], 3), "win_rate": round(s["wins"] / n, 4),
                      "ci95": [round(low, 4), round(high, 4)], "mean_score": round(s["score"] / n, 3),
                      "rating": elo.get(spec)}
    first_low, first_high = wilson(first, len(rows))
    return {"games": len(rows), "players": players, "equal_share": round(1 / players, 4) if players else None,
            "bots": bots, "first_seat": {"win_rate": round(first / len(rows), 4) if rows else None,
                                         "ci95": [round(first_low, 4), round(first_high, 4)]},
            "mean_actions": round(sum(r["actions"] for r in rows) / len(rows), 1) if rows else None}


def format_summary(summary: dict[str, Any]) -> str:
    lines = [f"{summary['games']} games, {summary['players']} players (equal share {summary['equal_share']:.0%}); "
             f"first seat wins {summary['first_seat']['win_rate']:.1%} "
             f"[{summary['first_seat']['ci95'][0]:.1%}, {summary['first_seat']['ci95'][1]:.1%}]"]
    for spec, s in summary["bots"].items():
        rating = "" if s["rating"] is None else f"  rating {s['rating']:.0f}"
        lines.append(f"  {spec:<14} win {s['win_rate']:6.1%}  95% [{s['ci95'][0]:.1%}, {s['ci95'][1]:.1%}]  "
                     f"mean score {s['mean_score']:6.2f}  ({s['seats']} seats){rating}")
    return "\n".join(lines)


# ---- command line ----------------------------------------------------------------------------------------------

def stat_columns(rows: Sequence[Row]) -> list[str]:
    """The CSV columns of the rows' statistics, `seat<i>.<key>`, seat by seat in each game's order of keys."""
    columns: dict[str, None] = {}
    for row in rows:
        for seat, table in enumerate(row.get("stats") or ()):
            columns.update((f"seat{seat}.{key}", None) for key in table)
    return list(columns)


def write_rows(rows: Sequence[Row], path: str) -> None:
    """Rows as JSON (a list) or CSV (lists written as JSON in their cells, statistics one column per seat and key),
    by the file's extension."""
    if path.endswith(".json"):
        with open(path, "w", encoding="utf-8") as out:
            json.dump(list(rows), out, indent=1)
        return
    if not path.endswith(".csv"):
        raise SystemExit(f"--out must name a .csv or .json file, got {quote(path)}")
    fields = ["index", "game", "seed", "seats", "options", "scores", "ranking", "winners", "places", "actions",
              "seconds"]
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.DictWriter(out, fieldnames=fields + stat_columns(rows))
        writer.writeheader()
        for row in rows:
            line = {k: json.dumps(v) if isinstance(v, (list, dict)) else v for k, v in row.items() if k != "stats"}
            for seat, table in enumerate(row.get("stats") or ()):
                line.update((f"seat{seat}.{key}", value) for key, value in table.items())
            writer.writerow(line)


def _option(text: str) -> tuple[str, Any]:
    name, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"an option is name=value, got {quote(text)}")
    try:
        return name, json.loads(value)
    except json.JSONDecodeError:
        return name, value


def main(argv: Sequence[str] | None = None, executor: Executor | None = None) -> int:
    """The command line; `executor` (e.g. a Dask cluster's, from build.py) runs the games instead of --workers."""
    parser = argparse.ArgumentParser(prog="python3 -m rules.tournament", description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--seats", required=True, help="comma-separated seat specs, e.g. bot:rule,bot:random")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", type=_option, action="append", default=[], help="name=value (repeatable)")
    parser.add_argument("--budget-ms", type=float, help="a searching bot's time per decision (default: its own)")
    parser.add_argument("--iterations", type=int, help="or its iterations per decision (reproducible)")
    parser.add_argument("--workers", type=int, default=1, help="local processes (1: in this process)")
    parser.add_argument("--out", help="write the rows to a .csv or .json file")
    parser.add_argument("--stats", action="store_true",
                        help="add each game's per-seat statistics to its row (games that keep any, e.g. arnak)")
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    args = parser.parse_args(argv)
    started = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if not args.quiet and (done == total or done % max(1, total // 100) == 0):
            rate = done / max(1e-9, time.perf_counter() - started)
            print(f"\r{done}/{total} games, {rate:.1f} games/s", end="\n" if done == total else "", file=sys.stderr,
                  flush=True)

    call = {"game": args.game, "seats": args.seats.split(","), "games": args.games, "seed": args.seed,
            "options": dict(args.option) or None, "progress": progress, "budget_ms": args.budget_ms,
            "iterations": args.iterations, "stats": args.stats}
    try:
        if executor is not None:
            rows = run(**call, executor=executor)
        elif args.workers > 1:
            with ProcessPoolExecutor(max_workers=args.workers) as pool:
                rows = run(**call, executor=pool)
        else:
            rows = run(**call)
    except RulesError as exc:
        raise SystemExit(f"error: {exc}") from None
    if args.out:
        write_rows(rows, args.out)
    print(format_summary(summarize(rows)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
