"""Runs inside Pyodide in the site's Web Worker: the board's host, JSON strings in and out."""

import json

from rules.session import Session, catalogue

_session = None


def games_json() -> str:
    return json.dumps(catalogue())


def start(config_json: str) -> str:
    """Start a game from the start page's settings; bots are stepped by the worker so moves show one by one."""
    global _session
    config = json.loads(config_json)
    _session = Session.start(**config, autoplay=False)
    return json.dumps({"snapshot": _session.snapshot()})


def handle(message_json: str) -> str:
    return json.dumps(_session.handle(json.loads(message_json)))


def bot_pending() -> bool:
    return _session is not None and _session.bot_pending()


def bot_step() -> str:
    return json.dumps(_session.bot_step())
