"""The conformance check every game must pass (in the spirit of PettingZoo's api_test).

Random seeded games are played to the end through the public protocol only, and at
every step (or every few steps, for the costly checks) the protocol's promises are
checked: legal actions exist for whoever must act, bad input of every kind is refused
without changing anything, saves and replays reproduce the game, notation parses
back, and an observation never depends on what its seat cannot know: a world sampled from a seat's
observation (`sample_world`) shows that seat, and a spectator, exactly what the real game shows, gives that
seat the same legal actions, and plays on.
"""

from __future__ import annotations

import json
from typing import Any

import rules
from rules.game import canonical
from rules.rng import Rng

GARBAGE_ACTIONS: list[Any] = [
    None, 42, 3.5, True, [], ["pass"], {}, {"type": None}, {"type": "no-such-action"},
    "", "   ", "no such move", "\x00", {"type": "pass", "extra": object()}, {1: "pass"},
    {"type": float("nan")}, b"pass",
]
GARBAGE_SEATS: list[Any] = [-1, 99, None, "0", 0.0, True, [0]]


class Stats:
    def __init__(self) -> None:
        self.games = 0
        self.actions = 0
        self.hidden_changed = 0  # sampled worlds that really differ in what another seat sees
        self.sampled_phases: set[str] = set()  # the phases in which worlds were sampled


def refused_without_change(game: rules.Game, seat: Any, action: Any) -> None:
    """The action raises IllegalAction and the game is exactly as before (callers also compare to_json())."""
    state, actions = game.state_dict(), list(game.actions)
    try:
        game.apply(seat, action)
    except rules.IllegalAction as exc:
        assert str(exc), "an IllegalAction must say why"
    else:
        raise AssertionError(f"seat {seat!r} action {action!r} was accepted but should be illegal")
    assert game.state_dict() == state and game.actions == actions, f"refused action {action!r} changed the game"


def mutations(action: dict[str, Any]) -> list[dict[str, Any]]:
    """Near-misses of a legal action: a field dropped, a value of the wrong type, a stray field."""
    out: list[dict[str, Any]] = [{**action, "zz_extra": 1}]
    for key, value in action.items():
        out.append({k: v for k, v in action.items() if k != key})
        for wrong in ("x", 10**6, None, [value], True):
            if type(wrong) is not type(value) or wrong != value:
                out.append({**action, key: wrong})
    return out


def check_step(game: rules.Game, rng: Rng, seen: list[dict[str, Any]], stats: Stats, deep: bool) -> None:
    to_act = game.to_act
    assert to_act, "a game that is not over must have a seat to act"
    n = game.players
    for seat in range(n):
        legal = game.legal_actions(seat)
        if seat in to_act:
            assert legal, f"seat {seat} must act but has no legal action"
            for a in legal:
                json.dumps(a)
                text = game.notation(a)
                assert game.parse_action(text) == a, f"notation {text!r} does not parse back"
                # a game that checks one action alone (without listing them all) accepts exactly the listed ones
                assert game._find_legal(seat, json.loads(json.dumps(a))) == a, f"{text!r} is listed but not found"
        else:
            assert legal == [], f"seat {seat} is not to act but has legal actions"
    if not deep:
        return
    actor = to_act[0]
    saved = game.to_json()
    legal_keys = {canonical(a) for a in game.legal_actions(actor)}
    # wrong seat: a seat not acting now tries the actor's legal action
    idle = [s for s in range(n) if s not in to_act]
    if idle:
        refused_without_change(game, idle[0], game.legal_actions(actor)[0])
    for seat in GARBAGE_SEATS:
        refused_without_change(game, seat, game.legal_actions(actor)[0])
    for junk in GARBAGE_ACTIONS:
        refused_without_change(game, actor, junk)
    for near in mutations(rng.choice(game.legal_actions(actor))):
        if canonical_or_none(near) not in legal_keys:
            refused_without_change(game, actor, near)
    # actions legal at other moments (or for other seats) are refused unless legal now
    for _ in range(min(8, len(seen))):
        old = rng.choice(seen)
        if canonical(old) not in legal_keys:
            refused_without_change(game, actor, old)
    assert game.to_json() == saved, "refused input changed the saved game"
    for seat in [None, *range(n)]:
        json.dumps(game.observation(seat))


def check_sampled_worlds(game: rules.Game, rng: Rng, stats: Stats) -> None:
    """Every seat's (and the spectator's) observation samples back to a world that shows it the same game."""
    n = game.players
    public = canonical(game.observation(None))
    for seat in [None, *range(n)]:
        obs = game.observation(seat)
        world = type(game).sample_world(json.loads(json.dumps(obs)), rng.derive(n + (seat or 0)))
        assert canonical(world.observation(seat)) == canonical(obs), (
            f"a world sampled from seat {seat}'s observation shows it a different game")
        assert canonical(world.observation(None)) == public, f"a world sampled for seat {seat} changed public facts"
        assert world.to_act == game.to_act and world.actions == []
        if seat is not None:
            assert canonical(world.legal_actions(seat)) == canonical(game.legal_actions(seat))
            # a few pairs of worlds drawn apart prove the sampler really deals the hidden parts
            if stats.hidden_changed < 3:
                twin = type(game).sample_world(obs, rng.derive(2 * n + (seat or 0)))
                if _without_rng(twin.state_dict()) != _without_rng(world.state_dict()):
                    stats.hidden_changed += 1
        # a working game: bots play out from it
        for _ in range(3):
            if world.is_over:
                break
            actor = rng.choice(world.to_act)
            world.apply(actor, rng.choice(world.legal_actions(actor)))
    stats.sampled_phases.add(str(game.observation(None)["phase"]))


def _without_rng(state: dict[str, Any]) -> str:
    return canonical({k: v for k, v in state.items() if k != "rng"})


def canonical_or_none(value: Any) -> str | None:
    try:
        return canonical(value)
    except (TypeError, ValueError):
        return None


def play_one(game_id: str, players: int, options: dict[str, Any], seed: int, stats: Stats,
             deep_every: int = 15, sample_every: int = 30, max_actions: int = 20_000) -> rules.Game:
    game = rules.new_game(game_id, players=players, seed=seed, options=options)
    rng = Rng(seed ^ 0x5EED)
    seen: list[dict[str, Any]] = []
    step = 0
    phases: set[str] = set()
    while not game.is_over:
        assert step < max_actions, "game did not end"
        check_step(game, rng, seen, stats, deep=step % deep_every == seed % deep_every)
        # sampled worlds: every few decisions, and at the first decision of each phase (rescue, redeal...)
        phase = game.observation(None)["phase"]
        if step % sample_every == seed % sample_every or phase not in phases:
            phases.add(phase)
            check_sampled_worlds(game, rng, stats)
        seat = rng.choice(game.to_act)
        legal = game.legal_actions(seat)
        action = rng.choice(legal)
        seen.extend(legal)
        del seen[:-200]
        # apply the action's JSON round trip, as a front-end would send it
        events = game.apply(seat, json.loads(json.dumps(action)))
        for event in events:
            for viewer in [None, *range(players)]:
                json.dumps(event.view(viewer))
            assert set(event.private) <= set(range(players))
        step += 1
    stats.games += 1
    stats.actions += step
    check_finished(game, game_id, players, options, seed, rng)
    return game


def check_finished(game: rules.Game, game_id: str, players: int, options: dict[str, Any], seed: int,
                   rng: Rng) -> None:
    result = game.result()
    assert result is not None and game.to_act == []
    assert len(result["scores"]) == players
    assert sorted(result["ranking"]) == list(range(players))
    for seat in range(players):
        assert game.legal_actions(seat) == []
    refused_without_change(game, 0, {"type": "pass"})
    saved = game.to_json()
    # the save loads to the same game
    loaded = rules.load(saved)
    assert loaded.to_json() == saved and loaded.is_over
    # replaying seed + actions gives the same game
    replayed = rules.new_game(game_id, players=players, seed=seed, options=options)
    for seat, text in game.actions:
        replayed.apply(seat, text)
    assert replayed.to_json() == saved
    # a save taken mid-game continues identically
    cut = rng.below(len(game.actions) + 1)
    partial = rules.new_game(game_id, players=players, seed=seed, options=options)
    for seat, text in game.actions[:cut]:
        partial.apply(seat, text)
    resumed = rules.load(partial.to_json())
    clone = partial.clone()
    for seat, text in game.actions[cut:]:
        resumed.apply(seat, text)
        clone.apply(seat, text)
    assert resumed.to_json() == saved and clone.to_json() == saved
    assert partial.to_json() != saved or cut == len(game.actions), "a clone must not share state with its origin"
