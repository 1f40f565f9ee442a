"""Runs inside Pyodide in the site's Web Worker: the board's host, JSON strings in and out. A game's modules are
imported when it is first played (the catalogue comes from the build's games.json), so a cold start loads only
the first board's game."""

import json

from rules.errors import RulesError, quote
from rules.i18n import CORE, LANGS, Msg
from rules.save import MAX_SAVE_BYTES, read_json
from rules.session import Session

_session = None
START_FIELDS = ("game", "players", "seed", "options", "seats", "lang", "shared", "lesson")
# a message may carry a whole save as text (a load), which JSON escaping can make up to twice as long
MAX_MESSAGE_BYTES = 2 * MAX_SAVE_BYTES + 10_000


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
    config = None
    try:
        config = read_json(config_json, "the start message", max_bytes=MAX_MESSAGE_BYTES)
        if not isinstance(config, dict):
            raise RulesError(f"the start message is a JSON object, got {quote(config)}")
        unknown = [key for key in config if key not in START_FIELDS]
        if unknown:
            raise RulesError(f"unknown setting {quote(unknown[0])}; the settings are {', '.join(START_FIELDS)}")
        if config.get("lesson") is True:  # the game's guided first game (rules/lesson.py)
            extra = [key for key in config if key not in ("game", "lesson", "lang")]
            if extra:
                raise RulesError(f"a lesson's start takes no other setting, got {quote(extra[0])}")
            session = Session.lesson_for(str(config.get("game")), lang=config.get("lang", "en"), autoplay=False,
                                         fixed_game=False)
        elif "shared" in config:  # a shared link's fragment (rules.share): its game, in the page's language
            extra = [key for key in config if key not in ("shared", "lang")]
            if extra:
                raise RulesError(f"a shared game's start takes no other setting, got {quote(extra[0])}")
            session = Session.shared(config["shared"], lang=config.get("lang", "en"), autoplay=False,
                                     fixed_game=False)
        else:
            config["seed"] = _seed(config.get("seed"))
            session = Session.start(**config, autoplay=False, fixed_game=False)
    except RulesError as exc:  # in the page's language where the error has words in the catalogue
        lang = config.get("lang") if isinstance(config, dict) and config.get("lang") in LANGS else "en"
        text = CORE.render(Msg(exc.key, exc.params), lang) if exc.key and CORE.has(exc.key) else str(exc)
        return json.dumps({"refused": text})
    _session = session
    return json.dumps(_session.reply())


def handle(message_json: str) -> str:
    """A board's message: text the page could not read is refused with a notice, like any bad message."""
    if _session is None:
        return json.dumps({"refused": "no game has started"})
    try:
        message = read_json(message_json, "a message", max_bytes=MAX_MESSAGE_BYTES)
    except RulesError as exc:
        return json.dumps(_session.refuse(exc))
    return json.dumps(_session.handle(message))


def bot_pending() -> bool:
    return _session is not None and _session.bot_pending()


def bot_step() -> str:
    return json.dumps(_session.bot_step())
