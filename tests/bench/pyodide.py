"""Pyodide / CPython speed, game by game: the same random playouts (same seeds, same final states) in this
CPython and in the pinned Pyodide (Node), alternated round after round so that machine noise hits both alike.

    python3 build.py bench --pyodide [--rounds N] [--seconds S] [--game GAME]

`pyodide_ratios()` is what the main bench calls.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TARGET = 2.0  # issue 12: Pyodide takes at most twice CPython's time, in every game
CASES = (("kami", 2), ("nanga_parbat", 2), ("k2", 2), ("k2", 5), ("arnak", 2))

# Each side times with its process's CPU time (the machine may be busy with other work): CPython's own clock, and
# Node's for Pyodide (the wasm interpreter runs on Node's main thread; after the boot nothing else runs there).
CPYTHON_CLOCK = "import time\nclock = time.process_time\n"
PYODIDE_CLOCK = """
import js

def clock():
    used = js.process.cpuUsage()
    return (used.user + used.system) / 1e6
"""
# defined in both interpreters; returns CPU seconds, actions and a digest of every final state
PLAYOUTS = """
import hashlib, json
import rules
from rules.rng import Rng

def playouts(game_id, players, seeds):
    digests, actions = [], 0
    start = clock()
    for seed in seeds:
        g = rules.new_game(game_id, players=players, seed=seed)
        pick = Rng(seed + 1)
        while not g.is_over:
            seat = g.to_act[0]
            g.apply(seat, pick.choice(g.legal_actions(seat)))
            actions += 1
        digests.append(g.digest())
    return [clock() - start, actions, hashlib.sha256(" ".join(digests).encode()).hexdigest()]
"""


def cpython_playouts() -> Any:
    """PLAYOUTS' `playouts(game_id, players, seeds)` in this CPython, timed by its CPU clock."""
    scope: dict[str, Any] = {}
    exec(CPYTHON_CLOCK + PLAYOUTS, scope)
    return scope["playouts"]


class Pyodide:
    """One Pyodide in Node with the rules wheel, kept up between runs (a boot costs seconds)."""

    def __init__(self, wheel: Path) -> None:
        script = Path(__file__).with_name("pyodide_playouts.mjs")
        self.node = subprocess.Popen(["node", str(script), str(wheel), "--serve"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, cwd=ROOT)

    def run(self, code: str) -> str:
        assert self.node.stdin and self.node.stdout
        self.node.stdin.write(json.dumps(code) + "\n")
        self.node.stdin.flush()
        line = self.node.stdout.readline()
        if not line:
            raise RuntimeError("Pyodide (Node) stopped")
        answer = json.loads(line)
        if "error" in answer:
            raise RuntimeError(answer["error"])
        return answer["value"]

    def close(self) -> None:
        assert self.node.stdin
        self.node.stdin.close()
        self.node.wait()


@contextmanager
def pyodide() -> Iterator[Pyodide]:
    sys.path.insert(0, str(ROOT))
    import build

    with tempfile.TemporaryDirectory() as tmp:
        runtime = Pyodide(Path(tmp) / build.build_wheel(Path(tmp)))
        try:
            yield runtime
        finally:
            runtime.close()


def label(game: str, players: int) -> str:
    return f"{game} {players}p"


def games_for(playouts: Any, game: str, players: int, seconds: float) -> int:
    """How many games CPython plays in about `seconds` (the same number is then played in both); also warms up."""
    n = 1
    while True:
        elapsed = playouts(game, players, range(n))[0]
        if elapsed >= seconds / 4 or n >= 10_000:
            return max(1, round(n * seconds / elapsed))
        n *= 2


def pyodide_ratios(rounds: int = 3, seconds: float = 1.0, games: tuple[str, ...] | None = None,
                   out: Any = sys.stdout) -> dict[str, tuple[float, float]]:
    """{'kami 2p': (CPython games/s, Pyodide games/s), ...}: the median round of each (a round plays about
    `seconds` of CPython), printed with the ratio against its target. The final states must agree, byte for byte."""
    playouts = cpython_playouts()
    results = {}
    print(f"\nPyodide / CPython (random playouts, same seeds and final states; CPU time, median of {rounds} alternated "
          "rounds)", file=out)
    with pyodide() as py:
        py.run(PYODIDE_CLOCK + PLAYOUTS + "\n'ok'")
        for game, players in CASES:
            if games and game not in games:
                continue
            n = games_for(playouts, game, players, seconds)
            py.run(f"playouts({game!r}, {players}, range(1))\n'ok'")  # its modules and data load untimed
            here, there = [], []
            for _ in range(rounds):
                seconds_here, actions, digest = playouts(game, players, range(n))
                here.append(seconds_here)
                seconds_there, other_actions, other_digest = json.loads(
                    py.run(f"json.dumps(playouts({game!r}, {players}, range({n})))"))
                there.append(seconds_there)
                if (other_actions, other_digest) != (actions, digest):
                    raise AssertionError(f"{label(game, players)}: Pyodide and CPython played different games")
            cpython, pyo = n / statistics.median(here), n / statistics.median(there)
            results[label(game, players)] = (cpython, pyo)
            print(f"  {label(game, players):<15} CPython {cpython:7.1f} games/s, Pyodide {pyo:7.1f} games/s, "
                  f"ratio {cpython / pyo:.2f} (target ≤ {TARGET:.0f})   {n} games a round", file=out, flush=True)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(prog="build.py bench --pyodide")
    parser.add_argument("--rounds", type=int, default=3, help="alternated rounds per game (the median is shown)")
    parser.add_argument("--seconds", type=float, default=1.0, help="CPython's time per round (sets the games)")
    parser.add_argument("--game", action="append", choices=sorted({c[0] for c in CASES}), help="only this game")
    options = parser.parse_args()
    pyodide_ratios(options.rounds, options.seconds, tuple(options.game) if options.game else None)


if __name__ == "__main__":
    main()
