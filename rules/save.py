"""Loading saved games: validate every field, replay the actions, check the digest."""

from __future__ import annotations

import json
from typing import Any

from .errors import BadSave, IllegalAction, RulesError
from .game import SAVE_FORMAT, SAVE_VERSION, Game
from .registry import game_class

_FIELDS = ("format", "version", "game", "players", "seed", "options", "actions", "digest")


def parse_save(data: str | bytes | dict[str, Any]) -> dict[str, Any]:
    if isinstance(data, (bytes, bytearray)):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise BadSave(f"save is not UTF-8 text: {exc}") from None
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise BadSave(f"save is not valid JSON (truncated?): {exc}") from None
    if not isinstance(data, dict):
        raise BadSave(f"save must be a JSON object, got {type(data).__name__}")
    if data.get("format") != SAVE_FORMAT:
        raise BadSave(f"not a saved game of this project (format {data.get('format')!r}, expected {SAVE_FORMAT!r})")
    if data.get("version") != SAVE_VERSION:
        raise BadSave(f"unsupported save version {data.get('version')!r} (this build reads version {SAVE_VERSION})")
    missing = [f for f in _FIELDS if f not in data]
    if missing:
        raise BadSave(f"save lacks field(s): {', '.join(missing)}")
    extra = [f for f in data if f not in _FIELDS]
    if extra:
        raise BadSave(f"save has unknown field(s): {', '.join(extra)}")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(
        isinstance(a, list) and len(a) == 2 and type(a[0]) is int and isinstance(a[1], str) for a in actions
    ):
        raise BadSave("save 'actions' must be a list of [seat, notation] pairs")
    if not isinstance(data["digest"], str):
        raise BadSave("save 'digest' must be text")
    return data


def fresh_game(data: dict[str, Any]) -> Game:
    """The game a save starts from, before any of its actions."""
    try:
        cls = game_class(data["game"])
        return cls(players=data["players"], seed=data["seed"], options=data["options"])
    except RulesError as exc:
        raise BadSave(f"save cannot be set up: {exc}") from None


def replay(game: Game, actions: list[list[Any]]) -> Game:
    for index, (seat, text) in enumerate(actions, 1):
        try:
            game.apply(seat, text)
        except IllegalAction as exc:
            raise BadSave(f"action #{index} ('{text}' by seat {seat}) cannot be replayed: {exc}") from None
    return game


def load(data: str | bytes | dict[str, Any]) -> Game:
    save = parse_save(data)
    game = replay(fresh_game(save), save["actions"])
    if game.digest() != save["digest"]:
        raise BadSave("save digest does not match its actions: the file was edited or corrupted")
    return game
