"""Golden playthroughs: seeded games written out as compact text, compared in CI.

One line per decision: the step, the seat, the action taken, how many actions were legal with a short digest of
that list, and a digest of every seat's observation; then the log lines it produced. At the start, at each new
round (every 60 decisions for a game without rounds) and at the end, the full state and every observation are
dumped. A change in rules, observations or notation shows up as a diff at the first decision it touches.

    python3 build.py golden      # rewrite the files after an intended change
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path
from typing import Any

import rules
from rules.rng import Rng

DIR = Path(__file__).parent / "golden"

# (file stem, game, players, seed, options)
PLAYTHROUGHS: list[tuple[str, str, int, int, dict[str, Any]]] = [
    ("kami_2p", "kami", 2, 11, {"target": 4}),
    ("kami_3p_lord", "kami", 3, 12, {"target": 4, "mode": "lord"}),
    ("kami_4p", "kami", 4, 13, {"target": 4}),
    ("nanga_parbat", "nanga_parbat", 2, 14, {}),
    ("k2_2p", "k2", 2, 15, {}),
    ("k2_solo_winter", "k2", 1, 16, {"risk_choice": "choose", "rescue": True, "board": "winter"}),
    ("arnak_2p", "arnak", 2, 17, {}),
    ("arnak_3p_snake", "arnak", 3, 18, {"temple": "snake"}),
]
# K2's rounds are days (18 of them): its dumps come with each weather tile (every 3 days), not every day
ROUNDS_PER_CHAPTER = {"k2": 3}


def _j(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _h(value: Any) -> str:
    return hashlib.sha256(_j(value).encode()).hexdigest()[:8]


def changes(before: Any, after: Any, path: str = "") -> dict[str, Any]:
    """The leaves that differ, by dotted path ("players.0.hand": [...]); a key that disappeared maps to "<gone>"."""
    if isinstance(before, dict) and isinstance(after, dict):
        out: dict[str, Any] = {}
        for key in sorted(set(before) | set(after), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in after:
                out[where] = "<gone>"
            elif key not in before:
                out[where] = after[key]
            elif before[key] != after[key]:
                out.update(changes(before[key], after[key], where))
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after) and all(
            isinstance(x, (dict, list)) for x in before):
        out = {}
        for i, (x, y) in enumerate(zip(before, after, strict=True)):
            if x != y:
                out.update(changes(x, y, f"{path}.{i}" if path else str(i)))
        return out
    return {path: after}


def chapter(game: rules.Game) -> Any:
    """Where dumps go: each new round, or every 60 decisions in a game without rounds. After the first dump, a
    state or observation line lists only the keys that changed since the previous dump ("changed {...}")."""
    state = game.state_dict()
    if "round" not in state:
        return len(game.actions) // 60
    return (state["round"] - 1) // ROUNDS_PER_CHAPTER.get(game.id, 1)


def render(game_id: str, players: int, seed: int, options: dict[str, Any]) -> str:
    game = rules.new_game(game_id, players=players, seed=seed, options=options)
    names = [f"P{s}" for s in range(players)]
    pick = Rng(seed)
    out = [f"# {game_id} golden playthrough: players={players} seed={seed} options={_j(game.options)}",
           "# step seat action | legal count digest | observations digest; '>' log lines; full dumps per round",
           "# regenerate with: python3 build.py golden"]
    previous: dict[Any, dict[str, Any]] = {}

    def show(viewer: Any, obs: dict[str, Any]) -> str:
        before = previous.get(viewer)
        previous[viewer] = obs
        return _j(obs) if before is None else "changed " + _j(changes(before, obs))

    def dump(title: str) -> None:
        out.append(f"== {title}")
        out.append(f"state {show('state', game.state_dict())}")
        public = game.observation(None)
        out.append(f"obs[-] {show('-', public)}")
        for seat in range(players):  # a seat's view: what it sees beyond the spectator's
            out.append(f"obs[{seat}] = obs[-] with {_j(changes(public, game.observation(seat)))}")

    def log(events: list[rules.Event]) -> None:
        for event in events:
            for line in game.event_lines(event.view(None), names, "en"):
                out.append(f"    > {line}")

    log(game.setup_events)
    dump(f"start ({chapter(game)})")
    step = 0
    where = chapter(game)
    while not game.is_over:
        step += 1
        seat = pick.choice(game.to_act)
        legal = game.legal_actions(seat)
        action = pick.choice(legal)
        seen = _h([game.observation(s) for s in [None, *range(players)]])
        out.append(f"{step:04} P{seat} {game.notation(action)} | legal {len(legal)} {_h(legal)} | obs {seen}")
        log(game.apply(seat, action))
        if chapter(game) != where and not game.is_over:
            where = chapter(game)
            dump(f"chapter {where}")
    dump("end")
    out.append(f"result {_j(game.result())}")
    out.append(f"save {game.to_json()}")
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write", action="store_true", help="rewrite the golden files")
    args = parser.parse_args()
    DIR.mkdir(exist_ok=True)
    for stem, game_id, players, seed, options in PLAYTHROUGHS:
        path = DIR / f"{stem}.txt"
        text = render(game_id, players, seed, options)
        if args.write:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(DIR.parent.parent)} ({len(text) // 1024} KiB)")
        else:
            print(f"{path.name}: {'same' if path.exists() and path.read_text(encoding='utf-8') == text else 'DIFFERS'}")


if __name__ == "__main__":
    main()
