"""What the protocol returns is the caller's: observations, legal lists, events, results, a Table's snapshots and the
full state handed to tests and golden files are copies, never views into the game or its data tables, so a caller
who changes them changes nothing else.

Each game is played twice with the same seed and the same choices: once untouched, once by a vandal who rewrites
every structure it is given (every list and dict inside, recursively). The vandal's game must stay the untouched
game at every step: the same state, observations, legal lists and events. A card table corrupted through an event
shows as a different event or state later in the same game, or in the next games this module plays.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.game import canonical
from rules.rng import Rng
from rules.table import Table

CONFIGS = [
    ("kami", 2, {"mode": "lord"}), ("kami", 3, {}), ("kami", 4, {"mode": "god"}),
    ("nanga_parbat", 2, {}),
    ("k2", 2, {"risk_choice": "choose", "rescue": True}), ("k2", 4, {}),
    ("arnak", 2, {}), ("arnak", 3, {"temple": "snake"}),
]
SEEDS = (2, 5)
VANDAL = "vandal"


def vandalise(value: Any) -> None:
    """Rewrite every list and dict in `value`, innermost first, so no container inside it keeps its contents."""
    if isinstance(value, dict):
        for item in list(value.values()):
            vandalise(item)
        value.clear()
        value[VANDAL] = [VANDAL]
    elif isinstance(value, list):
        for item in value:
            vandalise(item)
        value.clear()
        value.append(VANDAL)


def returned(game: rules.Game, events: list[rules.Event]) -> list[Any]:
    """Everything the protocol hands a caller at this point."""
    seats = [None, *range(game.players)]
    out: list[Any] = [game.observation(s) for s in seats]
    out += [game.legal_actions(s) for s in range(game.players)]
    out.append(game.result())
    out.append(game.state_dict())  # (for tests and golden files: a golden file's diffs need it to stay as it was)
    for event in events:
        out += [event.data, event.private, *(event.view(s) for s in seats)]
    return out


def fingerprint(game: rules.Game) -> str:
    seats = [None, *range(game.players)]
    return canonical({"state": game.state_dict(), "obs": [game.observation(s) for s in seats],
                      "legal": [game.legal_actions(s) for s in range(game.players)], "result": game.result()})


def event_text(events: list[rules.Event]) -> str:
    return canonical([e.to_dict() for e in events])


def play(game_id: str, players: int, options: dict[str, Any], seed: int, vandal: bool) -> list[str]:
    """The fingerprint after each decision (and each decision's events) of a random game."""
    game = rules.new_game(game_id, players=players, seed=seed, options=options)
    pick = Rng(seed)
    trail = [event_text(game.setup_events), fingerprint(game)]
    while not game.is_over and len(trail) < 600:
        seat = pick.choice(game.to_act)
        action = pick.choice(game.legal_actions(seat))
        events = game.apply(seat, action)
        trail.append(event_text(events))
        before = fingerprint(game)
        if vandal:
            vandalise(returned(game, events))
            assert fingerprint(game) == before, f"changing what the game returned changed it (move {len(trail)})"
        trail.append(before)
    return trail


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c[0]}-{c[1]}p")
def test_a_caller_who_rewrites_everything_returned_changes_no_game(config: tuple) -> None:
    game_id, players, options = config
    untouched = [play(game_id, players, options, seed, vandal=False) for seed in SEEDS]
    for seed, clean in zip(SEEDS, untouched, strict=True):
        spoilt = play(game_id, players, options, seed, vandal=True)
        first = next((i for i, (a, b) in enumerate(zip(clean, spoilt, strict=False)) if a != b), None)
        assert first is None and len(clean) == len(spoilt), f"seed {seed}: the games part at step {first}"
    # a fresh game after all that vandalism plays exactly as the first untouched one did
    assert play(game_id, players, options, SEEDS[0], vandal=False) == untouched[0]


@pytest.mark.parametrize("game_id", rules.games())
def test_a_table_snapshot_is_the_callers(game_id: str) -> None:
    table = Table(game_id, seed=3, seats=["human", *["bot:random"] * (rules.game_class(game_id).default_players - 1)])
    pick = Rng(3)
    for _ in range(40):
        if table.game.is_over:
            break
        seat = table.human_to_act()[0]
        before = canonical(table.snapshot(seat))
        vandalise(table.snapshot(seat))
        vandalise(table.snapshot(seat, lang="ja"))
        assert canonical(table.snapshot(seat)) == before
        events = table.act(seat, pick.choice(table.game.legal_actions(seat)))
        log = table.log_lines(None, whole=True)
        vandalise([[e.data, e.private] for e in events])
        assert table.log_lines(None, whole=True) == log
