"""Each bot level's time per decision, in CPython and in Pyodide (Node), same games and seeds.

`python3 build.py bench --bots` prints p50 / p95 per game and level. The hard level runs at the page's default
budget (1,000 ms): its p95 shows how far a decision overshoots the budget (the site's target is 1.2 s). Only real
decisions are timed (more than one legal action); the first DECISIONS of a 2-player game where every seat plays the
level.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from rules.registry import games

GAMES = tuple(games())
LEVELS = ("random", "easy", "normal", "hard")

# runs unchanged in CPython and in Pyodide; the last line is the JSON answer
CODE = """
import json, time, rules
from rules.bots import make_bot

def times(game_id, level, decisions, seed=1):
    out = []
    while len(out) < decisions:
        g = rules.new_game(game_id, players=2, seed=seed)
        bots = [make_bot(game_id, level, seed=seed * 2 + s) for s in range(2)]
        while not g.is_over and len(out) < decisions:
            seat = g.to_act[0]
            obs, legal = g.observation(seat), g.legal_actions(seat)
            start = time.perf_counter()
            action = bots[seat].choose(obs, legal)
            if len(legal) > 1:
                out.append((time.perf_counter() - start) * 1000)
            g.apply(seat, action)
        seed += 1
    return sorted(out)

figures = {f"{g} {lv}": times(g, lv, DECISIONS if lv != "hard" else HARD) for g in GAMES for lv in LEVELS}
json.dumps(figures)
"""


def code(decisions: int, hard: int, games: tuple[str, ...] = GAMES) -> str:
    settings = f"DECISIONS, HARD, GAMES, LEVELS = {decisions}, {hard}, {games!r}, {LEVELS!r}\n"
    return settings + CODE


def in_cpython(source: str) -> dict[str, list[float]]:
    scope: dict[str, Any] = {}
    body, last = source.rstrip().rsplit("\n", 1)
    exec(body, scope)
    return json.loads(eval(last, scope))


def in_pyodide(source: str) -> dict[str, list[float]] | None:
    root = Path(__file__).resolve().parents[2]
    if not (root / "web" / "node_modules" / "pyodide").exists():
        return None
    sys.path.insert(0, str(root))
    import build

    with tempfile.TemporaryDirectory() as tmp:
        wheel = Path(tmp) / build.build_wheel(Path(tmp))
        out = subprocess.run(["node", str(Path(__file__).with_name("pyodide_playouts.mjs")), str(wheel), source],
                             capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def percentile(values: list[float], share: float) -> float:
    return values[min(len(values) - 1, int(len(values) * share))]


def main(decisions: int = 40, hard: int = 12, games: tuple[str, ...] = GAMES) -> None:
    print(f"\nBot decision times, 2 players (ms; p50 / p95 of the first {decisions} real decisions, hard: {hard} at "
          "its default 1,000 ms budget; site target for hard: p95 <= 1,200 ms in Pyodide)")
    source = code(decisions, hard, games)
    cpython = in_cpython(source)
    pyodide = in_pyodide(source)
    for key, values in cpython.items():
        line = f"  {key:<22} CPython {percentile(values, .5):7.1f} / {percentile(values, .95):7.1f}"
        if pyodide:
            other = pyodide[key]
            line += f"   Pyodide {percentile(other, .5):7.1f} / {percentile(other, .95):7.1f}"
        print(line)
    if pyodide is None:
        print("  (Pyodide figures need web/node_modules: run `python3 build.py site` once)")
