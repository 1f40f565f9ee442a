"""Golden playthroughs: seeded games written out as text, compared in CI.

Each file shows, step by step, the full state, every seat's observation and the
spectator's, the legal actions of the seat to act, the action taken and the log.
A change in rules, observations or notation shows up as a readable diff.

    python3 build.py golden      # rewrite the files after an intended change
"""

from __future__ import annotations

import argparse
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
]
# games whose states and observations carry large fixed parts (K2's map): after the first step, a state or
# observation line lists only the keys that changed since the previous step ("obs[0] changed {...}")
DELTA_GAMES = {"k2"}


def _j(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def render(game_id: str, players: int, seed: int, options: dict[str, Any]) -> str:
    game = rules.new_game(game_id, players=players, seed=seed, options=options)
    names = [f"P{s}" for s in range(players)]
    pick = Rng(seed)
    out = [f"# {game_id} golden playthrough: players={players} seed={seed} options={_j(game.options)}",
           "# regenerate with: python3 build.py golden", ""]

    def log(events: list[rules.Event]) -> None:
        for event in events:
            out.append(f"event {_j(event.to_dict())}")
            for line in game.event_lines(event.view(None), names, "en"):
                out.append(f"log   {line}")

    log(game.setup_events)
    delta = game_id in DELTA_GAMES
    previous: dict[Any, dict[str, Any]] = {}

    def show(viewer: Any, obs: dict[str, Any]) -> str:
        before = previous.get(viewer)
        previous[viewer] = obs
        if not delta or before is None:
            return _j(obs)
        return "changed " + _j({k: v for k, v in obs.items() if before.get(k) != v})

    step = 0
    while not game.is_over:
        step += 1
        out.append("")
        out.append(f"== step {step}")
        out.append(f"state {show('state', game.state_dict())}")
        public = game.observation(None)
        out.append(f"obs[-] {show('-', public)}")
        for seat in range(players):
            obs = game.observation(seat)
            # with perfect information a seat sees what a spectator sees: say so instead of repeating it
            same = {**obs, "viewer": None} == public
            out.append(f"obs[{seat}] same as obs[-]" if same else f"obs[{seat}] {show(seat, obs)}")
        seat = pick.choice(game.to_act)
        legal = game.legal_actions(seat)
        out.append(f"legal[{seat}] " + " | ".join(game.notation(a) for a in legal))
        action = pick.choice(legal)
        out.append(f"action {seat} {game.notation(action)}")
        log(game.apply(seat, action))
    out.append("")
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
