"""What one click costs the host: a reply (apply the action, render the snapshot, JSON text) early and late in a game.

`python3 build.py bench --replies` plays a whole hot-seat game of each game through `Session.handle`, as the site's
worker does, and prints the median reply time over actions 5-25 and over the last 20 actions, next to the target
(at most 2 ms each, the same early and late), and the time of an undo late in the game. Then, per game, the
replay of that finished game: opening it, and the slowest of 60 jumps to random steps (the issue's target is 200 ms
on the site, where Pyodide runs some 2-3x slower than CPython: `bench --pyodide` prints the ratio).
"""

from __future__ import annotations

import json
import statistics
import time

from rules.rng import Rng
from rules.session import Session

CASES = (("kami", 2), ("nanga_parbat", 2), ("k2", 2), ("k2", 5), ("arnak", 2), ("arnak", 4))
TARGET_MS = 2.0


def reply_times(game: str, players: int, seed: int = 5) -> tuple[list[float], float, Session, list[int]]:
    """Milliseconds of each reply over a whole random game, and of one undo near its end; each reply's bytes (the
    first reply's first)."""
    session = Session.start(game, players=players, seed=seed, seats=["human"] * players, autoplay=False)
    pick = Rng(seed)
    sizes = [len(json.dumps(session.reply()))]
    times: list[float] = []
    undo_ms = 0.0
    while not session.table.game.is_over:
        g = session.table.game
        seat = g.to_act[0]
        msg = {"type": "act", "action": pick.choice(g.legal_actions(seat)), "version": session.table.version}
        start = time.process_time()
        text = json.dumps(session.handle(msg))
        times.append((time.process_time() - start) * 1000)
        sizes.append(len(text))
        if session.table.game.is_over or not session.table.can_undo(seat):
            continue
        start = time.process_time()
        session.table.undo(seat)
        json.dumps(session.snapshot())
        undo_ms = (time.process_time() - start) * 1000
        session.table.redo(seat)
    return times, undo_ms, session, sizes


REPLAY_TARGET_MS = 200.0
JUMPS = 60


def replay_times(session: Session, seed: int = 7) -> tuple[float, float, int]:
    """Milliseconds to open the finished game as a replay and of the slowest jump (seek, snapshot, JSON)."""
    start = time.process_time()
    json.dumps(session.handle({"type": "replay"}))
    opened = (time.process_time() - start) * 1000
    replay = session.replay
    assert replay is not None
    pick = Rng(seed)
    worst = 0.0
    for _ in range(JUMPS):
        start = time.process_time()
        json.dumps(session.handle({"type": "seek", "step": pick.below(replay.total + 1)}))
        worst = max(worst, (time.process_time() - start) * 1000)
    return opened, worst, replay.total


def main() -> None:
    print(f"\nA reply to a click (apply, snapshot, JSON), CPU time; target <= {TARGET_MS:.0f} ms early and late")
    for game, players in CASES:
        times, undo_ms, session, sizes = reply_times(game, players)
        early, late = statistics.median(times[5:25]), statistics.median(times[-20:])
        verdict = "met" if max(early, late) <= TARGET_MS else "NOT met"
        print(f"  {game} {players}p, {len(times)} actions: {early:5.2f} ms at actions 5-25, {late:5.2f} ms at the "
              f"end ({verdict}); an undo near the end {undo_ms:5.1f} ms")
        words = len(json.dumps(session.texts()))
        later = statistics.median(sizes[1:])
        print(f"    reply size: the first {sizes[0] / 1024:4.1f} KB (with the game's words, {words / 1024:4.1f} KB), "
              f"a later one {later / 1024:4.1f} KB median ({later / (later + words):.0%} of one that repeated the "
              "words; issue 26 asks <= 50 % of Arnak's)")
        opened, worst, total = replay_times(session)
        print(f"    its replay ({total} moves): opened in {opened:5.1f} ms, the slowest of {JUMPS} jumps "
              f"{worst:5.1f} ms (target <= {REPLAY_TARGET_MS:.0f} ms on the site)")


if __name__ == "__main__":
    main()
