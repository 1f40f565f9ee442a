"""Loading saved games: check the text's size and shape before parsing, validate every field,
replay the actions once, check the digest.

Limits (every one refused with a BadSave naming it, before any work that could grow with the input):
- MAX_SAVE_BYTES: a save is at most 2,000,000 bytes of UTF-8. A real save is tiny (a 3-player Kami game
  to 99 points, among the longest games measured, is about 50 KB); the cap leaves room for editors'
  indentation and bounds the time a page spends on a file.
- MAX_SAVE_ACTIONS: at most 60,000 actions in any save, checked before the game is known; then each game's own
  `max_actions`, set from its longest games: bots' games with the default options take at most about 750 actions
  (Kami 3 players), K2 5 players about 740, Nanga Parbat about 280, Arnak about 320 (random players, 4 seats);
  Kami to 99 points ~3,700 (lord and warrior modes); only Kami's god mode to 99 points, a random walk, went up to
  13,331 in 60 random-bot games. A save is replayed once on loading, so the caps bound how long that takes (at
  most about 1 s of CPU: `build.py bench --loads`); past them is an endless legal loop (choose, cancel, choose…),
  not a game.
- MAX_JSON_DEPTH: brackets nested at most 32 deep (a save is 3 deep). Checked on the text before json.loads:
  parsing deep nesting overflows the stack (a RecursionError in CPython, a fatal crash in Pyodide).
- MAX_NUMBER_DIGITS: no number longer than 40 digits (a seed has at most 20); Python refuses to parse
  integers over 4,300 digits with a bare ValueError.
A UTF-8 byte-order mark at the start (some editors add one) is accepted and dropped, for text and bytes alike.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .errors import BadSave, IllegalAction, RulesError, clip, quote
from .events import Event
from .game import MAX_NOTATION, SAVE_FORMAT, SAVE_VERSION, Game
from .i18n import CORE, Msg
from .registry import game_class

MAX_SAVE_BYTES = 2_000_000
MAX_SAVE_ACTIONS = 60_000  # any game's; each game's own cap (Game.max_actions) is lower
MAX_JSON_DEPTH = 32
MAX_NUMBER_DIGITS = 40
_FIELDS = ("format", "version", "game", "players", "seed", "options", "actions", "digest")
_BOM = "\ufeff"
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)  # a JSON string (the "unrolled loop" form: fast)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIR = re.compile(r"[\[{][\]}]")  # an empty pair: innermost brackets
_LONG_NUMBER = re.compile(rf"\d{{{MAX_NUMBER_DIGITS + 1},}}")


def _bad(key: str, **params: Any) -> BadSave:
    """A BadSave a front-end can show in the player's language (rules/messages.json)."""
    return BadSave(CORE.render(Msg(key, params), "en"), key, params)


def read_json(text: str, what: str = "save", max_bytes: int = MAX_SAVE_BYTES, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Parse untrusted JSON text safely: size, nesting depth and number length are checked on the text first.

    Hosts can use it for any JSON they receive (e.g. a message from a page). Raises BadSave naming the problem.
    """
    def refused(key: str, english: str, limit: Any) -> BadSave:
        return _bad(key, limit=limit) if what == "save" else BadSave(f"{what} {english}")

    if not isinstance(text, str):
        raise BadSave(f"{what} must be JSON text, not {type(text).__name__}")
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise refused("save.too_large", f"is larger than {max_bytes:,} bytes", f"{max_bytes:,}")
    skeleton = _STRING.sub('""', text)  # what is outside strings (an unterminated string stays, and is refused later)
    if _too_deep(_NOT_BRACKET.sub("", skeleton), max_depth):
        raise refused("save.too_deep", f"is nested more than {max_depth} levels deep", max_depth)
    if _LONG_NUMBER.search(skeleton):
        raise refused("save.long_number", f"holds a number of more than {MAX_NUMBER_DIGITS} digits",
                      MAX_NUMBER_DIGITS)
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        if what == "save":
            raise _bad("save.not_json", detail=clip(str(exc))) from None
        raise BadSave(f"{what} is not valid JSON (truncated?): {clip(str(exc))}") from None


def _too_deep(brackets: str, max_depth: int) -> bool:
    """Whether brackets nest deeper than `max_depth`: each pass drops the innermost pairs (regex speed, no
    Python loop over the characters), so a pair left after max_depth passes is nested deeper; brackets left
    unmatched (a cut file) count as if they all nested."""
    for _ in range(max_depth):
        brackets, found = _PAIR.subn("", brackets)
        if not found:
            break
    return bool(_PAIR.search(brackets)) or brackets.count("[") + brackets.count("{") > max_depth


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse_save(data: str | bytes | dict[str, Any]) -> dict[str, Any]:
    if isinstance(data, (bytes, bytearray)):
        if len(data) > MAX_SAVE_BYTES:
            raise _bad("save.too_large", limit=f"{MAX_SAVE_BYTES:,}")
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _bad("save.not_utf8", detail=clip(str(exc))) from None
    if isinstance(data, str):
        data = read_json(data.removeprefix(_BOM))
    if not isinstance(data, dict):
        raise _bad("save.not_object", kind=type(data).__name__)
    if data.get("format") != SAVE_FORMAT:
        raise _bad("save.not_ours")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise _bad("save.version", version=quote(version), expected=SAVE_VERSION)
    missing = [f for f in _FIELDS if f not in data]
    if missing:
        raise BadSave(f"save lacks field(s): {', '.join(missing)}")
    extra = [f for f in data if f not in _FIELDS]
    if extra:
        raise BadSave(f"save has unknown field(s): {', '.join(quote(f) for f in extra[:5])}")
    for name in ("players", "seed"):
        if type(data[name]) is not int:
            raise BadSave(f"save '{name}' must be an integer, got {quote(data[name])}")
    if not isinstance(data["options"], dict):
        raise BadSave(f"save 'options' must be an object of option values, got {quote(data['options'])}")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise BadSave("save 'actions' must be a list of [seat, notation] pairs")
    if len(actions) > MAX_SAVE_ACTIONS:
        raise _bad("save.too_many_actions", count=f"{len(actions):,}", limit=f"{MAX_SAVE_ACTIONS:,}")
    for index, action in enumerate(actions, 1):
        if not (isinstance(action, list) and len(action) == 2 and type(action[0]) is int
                and isinstance(action[1], str)):
            raise BadSave(f"save 'actions' must be a list of [seat, notation] pairs (#{index} is {quote(action)})")
        if len(action[1]) > MAX_NOTATION:
            raise BadSave(f"action #{index} is {len(action[1]):,} characters long (at most {MAX_NOTATION}): "
                          f"{quote(action[1])}")
    if not isinstance(data["digest"], str):
        raise BadSave("save 'digest' must be text")
    return data


def fresh_game(data: dict[str, Any]) -> Game:
    """The game a save starts from, before any of its actions (which must be within the game's own cap)."""
    try:
        cls = game_class(data["game"])
        game = cls(players=data["players"], seed=data["seed"], options=data["options"])
    except RulesError as exc:
        raise BadSave(f"save cannot be set up: {exc}") from None
    count = len(data.get("actions", ()))
    if count > cls.max_actions:
        raise _bad("save.too_many_actions", count=f"{count:,}", limit=f"{cls.max_actions:,}")
    return game


def replay(game: Game, actions: list[list[Any]]) -> list[list[Event]]:
    """Apply a save's actions to `game`; the events of each."""
    events = []
    for index, (seat, text) in enumerate(actions, 1):
        try:
            events.append(game.apply(seat, text))
        except IllegalAction as exc:
            raise BadSave(f"action #{index} ({quote(text)} by seat {seat}) cannot be replayed: {exc}") from None
    return events


def load_with_events(data: str | bytes | dict[str, Any]) -> tuple[Game, list[list[Event]]]:
    """The saved game, replayed once, and the events of each action (a Table's log needs them)."""
    save = parse_save(data)
    game = fresh_game(save)
    events = replay(game, save["actions"])
    if game.digest() != save["digest"]:
        raise BadSave("save digest does not match its actions: the file was edited or corrupted")
    return game, events


def load(data: str | bytes | dict[str, Any]) -> Game:
    return load_with_events(data)[0]
