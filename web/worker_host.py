"""Runs inside Pyodide in the site's Web Worker: the board's host, JSON strings in and out. A game's modules are
imported when it is first played (the catalogue comes from the build's games.json), so a cold start loads only
the first board's game."""

import json

from rules.errors import RulesError
from rules.session import Session

_session = None


def _seed(value):
    """The page sends a seed as decimal text: a JS number would round it above 2**53."""
    if isinstance(value, str):
        if not (value.isascii() and value.isdigit() and len(value) <= 20):
            raise RulesError(f"seed must be a whole number from 0 to 2**64-1, got {value[:40]!r}")
        return int(value)
    return value


def start(config_json: str) -> str:
    """Start a game from the start page's settings (checked again here: a refusal is sent back, never raised).
    Bots are stepped by the worker so moves show one by one; a loaded save may be of another game (the page
    then mounts that game's board)."""
    global _session
    config = json.loads(config_json)
    try:
        config["seed"] = _seed(config.get("seed"))
        session = Session.start(**config, autoplay=False, fixed_game=False)
    except RulesError as exc:
        return json.dumps({"refused": str(exc)})
    _session = session
    return json.dumps({"snapshot": _session.snapshot()})


def handle(message_json: str) -> str:
    return json.dumps(_session.handle(json.loads(message_json)))


def bot_pending() -> bool:
    return _session is not None and _session.bot_pending()


def bot_step() -> str:
    return json.dumps(_session.bot_step())
