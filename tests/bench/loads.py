"""How long the slowest save within the caps takes to load: `python3 build.py bench --loads`.

A save is replayed once on loading, so its length bounds the time. For each game this builds the longest save the
game accepts (its `max_actions`) that replays as far as it can: a legal endless loop (open a choice, cancel it,
again) where the game has one, else the longest real game found (a random walk), and prints the CPU time of
`rules.load` next to the target (at most 1 s). Where no save can reach the cap, the figure at the cap is projected
from the time per action of the longest game, and says so.
"""

from __future__ import annotations

import json
import time
from typing import Any

import rules
from rules.errors import BadSave
from rules.rng import Rng

TARGET_S = 1.0
CASES = (("kami", 3, {"mode": "god", "target": 99}), ("nanga_parbat", 2, {}), ("k2", 5, {}), ("arnak", 4, {}))


def cancel_loop(game_id: str, players: int, options: dict[str, Any], seed: int = 3) -> dict[str, Any] | None:
    """A save whose actions open a choice and cancel it until the game's cap, or None if the game has no such loop
    within its first 400 decisions."""
    game = rules.new_game(game_id, players=players, seed=seed, options=options)
    pick = Rng(seed)
    for _ in range(400):
        if game.is_over:
            return None
        seat = game.to_act[0]
        for action in game.legal_actions(seat):
            trial = game.clone()
            trial.apply(seat, action)
            if trial.to_act == [seat] and {"type": "cancel"} in trial.legal_actions(seat):
                save = json.loads(game.to_json())
                loop = [[seat, game.notation(action)], [seat, "cancel"]]
                room = rules.game_class(game_id).max_actions - len(save["actions"])
                save["actions"] += loop * (room // 2)
                return save
        game.apply(seat, pick.choice(game.legal_actions(seat)))
    return None


def longest_game(game_id: str, players: int, options: dict[str, Any], games: int = 6) -> dict[str, Any]:
    longest = None
    for seed in range(games):
        game = rules.new_game(game_id, players=players, seed=seed, options=options)
        pick = Rng(seed)
        while not game.is_over:
            seat = pick.choice(game.to_act)
            game.apply(seat, pick.choice(game.legal_actions(seat)))
        if longest is None or len(game.actions) > len(longest.actions):
            longest = game
    assert longest is not None
    return json.loads(longest.to_json())


def load_seconds(save: dict[str, Any]) -> float:
    text = json.dumps(save)
    start = time.process_time()
    try:
        rules.load(text)
    except BadSave:  # a loop's digest is not the one saved (nor is it meant to be): the replay is what costs
        pass
    return time.process_time() - start


def main() -> None:
    print(f"\nLoading the slowest save within each game's cap (CPU time of rules.load; target ≤ {TARGET_S:.1f} s)")
    for game_id, players, options in CASES:
        cap = rules.game_class(game_id).max_actions
        save = cancel_loop(game_id, players, options)
        kind = "choose-then-cancel loop"
        if save is None:
            save, kind = longest_game(game_id, players, options), "longest random game"
        seconds = load_seconds(save)
        actions = len(save["actions"])
        at_cap = seconds * cap / actions
        projected = "" if actions >= cap - 1 else f" → {at_cap:5.2f} s projected at the cap"
        met = "yes" if at_cap <= TARGET_S else "NO"
        print(f"  {game_id:13} cap {cap:6,}: {kind}, {actions:6,} actions, {seconds:5.2f} s{projected}  "
              f"[target met: {met}]")


if __name__ == "__main__":
    main()
