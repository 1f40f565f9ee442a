"""Benchmarks: `python3 build.py bench` prints the figures (no test asserts on timing)."""

from __future__ import annotations

import argparse
import platform
import time
from typing import Any

import rules
from rules.bots import make_bot

from .pyodide import cpython_playouts


def random_playouts(game_id: str, players: int, games: int) -> tuple[float, float]:
    """Complete random games per second and actions per second (CPU time), through the public protocol."""
    seconds, actions, _digest = cpython_playouts()(game_id, players, range(games))
    return games / seconds, actions / seconds


def win_rate(game_id: str, players: int, bot: str, games: int, against: str = "random") -> tuple[float, float]:
    """Share of games won by `bot` seated against `against` bots (4p: a team of two), and the fair share."""
    wins = 0
    for seed in range(games):
        g = rules.new_game(game_id, players=players, seed=seed)
        ours = {seed % players} if players != 4 else {seed % 2, seed % 2 + 2}
        seats = {s: make_bot(game_id, bot if s in ours else against, seed * 7 + s) for s in range(players)}
        while not g.is_over:
            seat = g.to_act[0]
            g.apply(seat, seats[seat].choose(g.observation(seat), g.legal_actions(seat)))
        wins += g.result()["ranking"][0] in ours
    fair = 0.5 if players == 4 else 1 / players
    return wins / games, fair


def decision_rate(game_id: str, bot: str, games: int) -> float:
    """Decisions per second of `bot` playing both seats."""
    decisions, elapsed = 0, 0.0
    for seed in range(games):
        g = rules.new_game(game_id, seed=seed)
        seats = [make_bot(game_id, bot, seed * 2 + s) for s in range(g.players)]
        while not g.is_over:
            seat = g.to_act[0]
            obs, legal = g.observation(seat), g.legal_actions(seat)
            start = time.perf_counter()
            action = seats[seat].choose(obs, legal)
            elapsed += time.perf_counter() - start
            decisions += 1
            g.apply(seat, action)
    return decisions / elapsed


def decision_times(game_id: str, bot: str, games: int, players: int = 2) -> tuple[float, float, float]:
    """Milliseconds per decision of `bot` in every seat: mean, 95th percentile and maximum."""
    times: list[float] = []
    for seed in range(games):
        g = rules.new_game(game_id, players=players, seed=seed)
        seats = [make_bot(game_id, bot, seed * 2 + s) for s in range(players)]
        while not g.is_over:
            seat = g.to_act[0]
            obs, legal = g.observation(seat), g.legal_actions(seat)
            start = time.perf_counter()
            action = seats[seat].choose(obs, legal)
            times.append((time.perf_counter() - start) * 1000)
            g.apply(seat, action)
    times.sort()
    return sum(times) / len(times), times[int(len(times) * 0.95)], times[-1]


def k2(args: argparse.Namespace) -> None:
    print("\nK2 random playouts (complete games, default options)")
    for players in (1, 2, 3, 4, 5):
        gps, aps = random_playouts("k2", players, max(10, args.games // 5))
        print(f"  {players} player{'s' if players > 1 else ''}: {gps:8.1f} games/s {aps:10.0f} actions/s")
    print("K2 bots (decision = one click: a card pick, a give, a move...)")
    for bot in ("rule", "search"):
        mean, p95, worst = decision_times("k2", bot, 2)
        print(f"  {bot} bot, 2 players: {mean:6.1f} ms mean, {p95:6.1f} ms p95, {worst:6.1f} ms max per decision")
    duel = max(6, args.duel // 10)
    rate, fair = win_rate("k2", 2, "rule", duel)
    print(f"  rule-based bot against random: wins {rate:6.1%} of {duel} games (equal: {fair:.0%})")
    rate, fair = win_rate("k2", 2, "search", duel, against="rule")
    print(f"  search bot against rule-based bot: wins {rate:6.1%} of {duel} games (equal: {fair:.0%})")


def wilson(wins: float, n: int) -> tuple[float, float]:
    """95 % confidence interval of a win rate (Wilson score)."""
    if n == 0:
        return 0.0, 1.0
    z, p = 1.96, wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return centre - half, centre + half


def arnak_duel(games: int, make: Any, against: Any) -> tuple[float, float, float, list[float]]:
    """2-player seeded games, seats alternated: wins of `make(seed)` (ties count half), its 95 % interval and its
    decision times (ms)."""
    wins = 0.0
    times: list[float] = []
    for seed in range(games):
        ours = seed % 2
        g = rules.new_game("arnak", players=2, seed=seed, options={"temple": ("bird", "snake")[seed // 2 % 2]})
        bots = [make(seed) if s == ours else against(seed * 7 + s) for s in range(2)]
        while not g.is_over:
            seat = g.to_act[0]
            obs, legal = g.observation(seat), g.legal_actions(seat)
            start = time.perf_counter()
            action = bots[seat].choose(obs, legal)
            if seat == ours:
                times.append((time.perf_counter() - start) * 1000)
            g.apply(seat, action)
        scores = g.result()["scores"]
        wins += 1.0 if scores[ours] > scores[1 - ours] else 0.5 if scores[ours] == scores[1 - ours] else 0.0
    low, high = wilson(wins, games)
    return wins / games, low, high, sorted(times)


def arnak(args: argparse.Namespace) -> None:
    from rules.arnak.bots import ArnakRuleBot, ArnakSearchBot

    print("\nLost Ruins of Arnak random playouts (complete games)")
    for players in (2, 3, 4):
        gps, aps = random_playouts("arnak", players, max(10, args.games // 5))
        print(f"  {players} players: {gps:8.1f} games/s {aps:10.0f} decisions/s")
    games = max(20, args.duel * 2 // 3)
    rate, low, high, times = arnak_duel(games, lambda seed: ArnakRuleBot(seed), lambda seed: make_bot(
        "arnak", "random", seed))
    print(f"  rule bot against random: wins {rate:6.1%} of {games} games (95 % interval {low:.1%}-{high:.1%}); "
          f"{times[len(times) // 2]:.1f} ms p50, {times[int(len(times) * 0.95)]:.1f} ms p95 per decision")
    games = max(10, args.duel // 3)
    rate, low, high, times = arnak_duel(games, lambda seed: ArnakSearchBot(seed, budget_ms=100),
                                        lambda seed: ArnakRuleBot(seed))
    print(f"  search bot (100 ms) against rule bot: wins {rate:6.1%} of {games} games (95 % interval "
          f"{low:.1%}-{high:.1%}); {times[len(times) // 2]:.0f} ms p50, {times[int(len(times) * 0.95)]:.0f} ms p95")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100, help="random playouts per player count")
    parser.add_argument("--duel", type=int, default=300, help="seeded games per player count for win rates")
    parser.add_argument("--no-browser", action="store_true", help="skip the Chromium figures")
    parser.add_argument("--game", choices=rules.games(), help="only this game's figures")
    parser.add_argument("--latency", action="store_true",
                        help="only the site's click-to-board latency over a whole 2-player game of each game (with "
                             "--against REV: REV's boards too, alternated); with --game arnak: the 4-player detail")
    parser.add_argument("--bots", action="store_true",
                        help="only each bot level's time per decision, in CPython and Pyodide (with --game: that game)")
    parser.add_argument("--playouts", action="store_true",
                        help="only the random playouts of every game, against the commit --against, with targets")
    parser.add_argument("--replies", action="store_true", help="only the host's reply time early and late in a game")
    parser.add_argument("--loads", action="store_true", help="only the time to load the slowest save within the caps")
    parser.add_argument("--against", help="the commit compared with: the playouts' (HEAD~1 by default) and, with "
                        "--latency, the boards'")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}")
    if args.latency and args.game != "arnak":
        from .latency import GAMES
        from .latency import main as latency

        latency(args.against, (args.game,) if args.game else GAMES)
        return
    if args.replies:
        from .replies import main as replies

        replies()
        return
    if args.loads:
        from .loads import main as loads

        loads()
        return
    if args.playouts:
        from .playouts import main as playouts

        playouts(args.against or "HEAD~1")
        return
    if args.bots:
        from .bots import GAMES
        from .bots import main as bot_times

        bot_times(games=(args.game,) if args.game else GAMES)
        return
    if args.game == "arnak":
        if not args.latency:
            arnak(args)
        if not args.no_browser:
            from .arnak_latency import main as arnak_latency

            arnak_latency()
        return
    from .playouts import main as playouts

    playouts(args.against or "HEAD~1")
    from .replies import main as replies

    replies()
    from .loads import main as loads

    loads()
    print("\nKami random playouts (complete games, default options)")
    for players in (2, 3, 4):
        gps, aps = random_playouts("kami", players, args.games)
        print(f"  {players} players: {gps:8.1f} games/s {aps:10.0f} actions/s")
    print("\nKami rule-based bot against random bots")
    for players in (2, 3, 4):
        rate, fair = win_rate("kami", players, "rule", args.duel)
        print(f"  {players} players: wins {rate:6.1%} of {args.duel} games (an equal bot would win {fair:.0%})")
    print("\nNanga Parbat")
    gps, aps = random_playouts("nanga_parbat", 2, args.games)
    print(f"  random playouts: {gps:8.1f} games/s {aps:10.0f} actions/s")
    rate, _ = win_rate("nanga_parbat", 2, "rule", args.duel // 3)
    print(f"  rule-based bot against random: wins {rate:6.1%} of {args.duel // 3} games")
    print(f"  search bot: {decision_rate('nanga_parbat', 'search', 2):.1f} decisions/s")
    rate, _ = win_rate("nanga_parbat", 2, "search", args.duel // 10, against="rule")
    print(f"  search bot against rule-based bot: wins {rate:6.1%} of {args.duel // 10} games")
    k2(args)
    arnak(args)
    from .bots import main as bot_times

    bot_times()
    from .pyodide import pyodide_ratios

    pyodide_ratios()
    if not args.no_browser:
        from .arnak_latency import main as arnak_latency
        from .browser import startup
        from .classroom import main as classroom
        from .latency import main as latency

        startup()
        classroom([])
        latency()
        arnak_latency()


if __name__ == "__main__":
    main()
