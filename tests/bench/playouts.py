"""Random playouts through the public protocol, this tree against an earlier commit, measured in one run.

`python3 build.py bench --playouts [--against REV]` prints games per second for each game (2 players, K2 also 5) in
the working tree and in REV (the previous commit by default), alternating the two so that machine noise hits both
alike, with the issue's targets next to them. Each run is a child process timed in CPU seconds; both trees must play
the same games (the final state's digest is compared), so a speed-up can never be a rules change.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from .pyodide import CPYTHON_CLOCK, PLAYOUTS

ROOT = Path(__file__).resolve().parents[2]

# (game, players, games per run, target in games/s of CPU time on CPython; None: no target, only the ratio)
CASES = (("kami", 2, 60, 250.0), ("nanga_parbat", 2, 30, 60.0), ("k2", 2, 30, 70.0), ("k2", 5, 10, None),
         ("arnak", 2, 10, None))

# the child process: PLAYOUTS (the same random playouts the Pyodide ratio plays) over the `rules` of the given tree
CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
import rules
game, players, games = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rules.new_game(game, players=players, seed=0)  # imports and data loading are not a playout's cost
""" + CPYTHON_CLOCK + PLAYOUTS + """
seconds, actions, digest = playouts(game, players, range(games))
print(json.dumps({"rate": games / seconds, "actions": actions, "digest": digest}))
"""


def run(tree: Path, game: str, players: int, games: int) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, str(tree), game, str(players), str(games)],
                         capture_output=True, text=True, check=True, cwd=tree)
    return json.loads(out.stdout.splitlines()[-1])


def export(rev: str, dest: Path) -> bool:
    """The `rules` package as it was at `rev`, unpacked into `dest` (False if this is not a git checkout)."""
    archive = subprocess.run(["git", "archive", rev, "rules"], cwd=ROOT, capture_output=True)
    if archive.returncode:
        print(f"  (no comparison: git archive {rev} failed: {archive.stderr.decode().strip()[:200]})")
        return False
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive.stdout, check=True)
    return True


def main(against: str = "HEAD~1", rounds: int = 3) -> None:
    print(f"\nRandom playouts, CPU time, median of {rounds} alternated runs: this tree against {against}")
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        compare = export(against, base)
        for game, players, games, target in CASES:
            new_rates, old_rates = [], []
            for _ in range(rounds):
                if compare:
                    old = run(base, game, players, games)
                    old_rates.append(old["rate"])
                new = run(ROOT, game, players, games)
                new_rates.append(new["rate"])
                if compare and old["digest"] != new["digest"]:
                    print(f"  {game} {players}p: the two trees played different games (a rules change?)")
                    compare = False
            rate = statistics.median(new_rates)
            line = f"  {game} {players}p: {rate:7.1f} games/s ({new['actions'] // games} actions/game)"
            if old_rates:
                before = statistics.median(old_rates)
                line += f", before {before:7.1f}: x{rate / before:.2f}"
            if target:
                line += f"; target >= {target:.0f} {'met' if rate >= target else 'NOT met'}"
            print(line, flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:2])
