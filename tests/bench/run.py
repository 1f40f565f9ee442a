"""Benchmarks: `python3 build.py bench` prints the figures (no test asserts on timing)."""

from __future__ import annotations

import argparse
import platform
import time

import rules
from rules.bots import make_bot
from rules.rng import Rng


def random_playouts(game_id: str, players: int, games: int) -> tuple[float, float]:
    """Complete random games per second and actions per second, through the public protocol."""
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        g = rules.new_game(game_id, players=players, seed=seed)
        pick = Rng(seed + 1)
        while not g.is_over:
            seat = g.to_act[0]
            g.apply(seat, pick.choice(g.legal_actions(seat)))
            actions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed


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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100, help="random playouts per player count")
    parser.add_argument("--duel", type=int, default=300, help="seeded games per player count for win rates")
    parser.add_argument("--no-browser", action="store_true", help="skip the Chromium figures")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}")
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
    if not args.no_browser:
        from .browser import main as browser_main

        browser_main()


if __name__ == "__main__":
    main()
