"""The rules protocol every game implements: one base class, small hooks per game.

A game subclass provides the state and its rules through the `_hooks`; this class
owns validation (seat, action shape, legality), the action log, saving and cloning,
so every game refuses bad input the same way and never half-applies an action.
"""

from __future__ import annotations

import copy
import json
import re
from abc import ABC, abstractmethod
from typing import Any, ClassVar

from .errors import BIG_INT_BITS, QUOTE_LIMIT, BadPlayers, IllegalAction, RulesError, big_int, clip, quote
from .events import Event
from .i18n import CORE, LANGS, All, Catalog, Msg
from .options import OptionSet
from .rng import Rng

Action = dict[str, Any]
SAVE_FORMAT = "tabletop-classics/save"
SAVE_VERSION = 1
MAX_SEED = (1 << 64) - 1


def canonical(value: Any) -> str:
    """Stable JSON text, used to compare actions and to digest states."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# An action is a small thing (the longest notation is about 20 characters, the deepest action 3 levels):
# anything far larger is refused before it is parsed, compared or quoted, so it cannot cost time or memory.
MAX_NOTATION = 200  # characters of an action's notation, and of any text inside an action
MAX_ACTION_DEPTH = 16
MAX_ACTION_ITEMS = 1000  # values inside one action (lists, dicts, texts, numbers)
NOTATION = re.compile(r"[!-~]+(?: [!-~]+)*")  # printable ASCII words, single spaces between them


def _flat_and_small(action: dict[Any, Any]) -> bool:
    """A dict of short text keys whose values are short texts, ints, bools or None: surely fine, no walk needed."""
    if 1 + 2 * len(action) > MAX_ACTION_ITEMS:
        return False
    for key, value in action.items():
        if type(key) is not str or len(key) > MAX_NOTATION:
            return False
        kind = type(value)
        if kind is str:
            if len(value) > MAX_NOTATION:
                return False
        elif kind is int:
            if value.bit_length() > BIG_INT_BITS:
                return False
        elif kind is not bool and value is not None:
            return False
    return True


def check_jsonable(value: Any, where: str = "action") -> None:
    """Refuse anything that is not plain, small JSON data (str keys, no NaN, no objects), without recursing."""
    if type(value) is dict and _flat_and_small(value):
        return
    pending: list[tuple[Any, int]] = [(value, 1)]
    items = 0
    while pending:
        item, depth = pending.pop()
        items += 1
        if items > MAX_ACTION_ITEMS:
            raise TypeError(f"{where} holds more than {MAX_ACTION_ITEMS} values")
        if depth > MAX_ACTION_DEPTH:
            raise TypeError(f"{where} is nested more than {MAX_ACTION_DEPTH} levels deep")
        if item is None or isinstance(item, bool):
            continue
        if isinstance(item, int):
            if big_int(item):
                raise TypeError(f"{where} holds {quote(item)}")
            continue
        if isinstance(item, str):
            if len(item) > MAX_NOTATION:
                raise TypeError(f"{where} holds a text of {len(item):,} characters: {quote(item)}")
            continue
        if isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                raise TypeError(f"{where} holds a non-finite number")
            continue
        if isinstance(item, (list, tuple)):
            pending.extend((x, depth + 1) for x in item[: MAX_ACTION_ITEMS + 1])
            continue
        if isinstance(item, dict):
            for key in list(item)[: MAX_ACTION_ITEMS + 1]:
                if not isinstance(key, str):
                    raise TypeError(f"{where} has a non-text key {quote(key)}")
                pending.append((key, depth + 1))
                pending.append((item[key], depth + 1))
            continue
        raise TypeError(f"{where} holds a {type(item).__name__}")


class Game(ABC):
    """Public protocol (see design.md): to_act, legal_actions, apply, is_over, result,
    observation, to_json, clone. Subclasses fill in the class attributes and hooks."""

    id: ClassVar[str]
    player_counts: ClassVar[tuple[int, ...]]
    default_players: ClassVar[int]
    option_set: ClassVar[OptionSet]
    catalog: ClassVar[Catalog] = CORE
    # the hooks the Table and the boards call (labels, targets, prompt, log lines, rules help) come from the game's
    # `words`: a module whose functions take the game first; a game sets it instead of forwarding each hook
    words: ClassVar[Any] = None
    # the most actions a save of this game may hold: loading replays them all, and a legal endless loop (choose,
    # cancel, choose…) could make a file that takes seconds to load; each game sets it well above its longest game
    max_actions: ClassVar[int] = 60_000
    # whether a seat's observation may hold what another seat must not see (a hand, a face-down tile): players
    # sharing one device then pass it behind a cover, and a save (the seed and every move) would reveal it
    hidden_information: ClassVar[bool] = True

    def __init__(self, players: int | None = None, seed: int | None = None, options: dict[str, Any] | None = None):
        if players is None:
            players = self.default_players
        if type(players) is not int or players not in self.player_counts:
            raise BadPlayers(
                f"{self.id} is played by {', '.join(map(str, self.player_counts))} players, got {quote(players)}"
            )
        if seed is None:
            import secrets  # here: only an unseeded game needs it, and every import costs Pyodide's cold start

            seed = secrets.randbits(63)
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise RulesError(f"seed must be an integer from 0 to 2**64-1, got {quote(seed)}")
        self.players = players
        self.seed = seed
        self.options = self.option_set.resolve(options)
        self.actions: list[tuple[int, str]] = []
        self.setup_events: list[Event] = self._setup(Rng(seed))

    # ---- hooks a game implements -------------------------------------------------
    @abstractmethod
    def _setup(self, rng: Rng) -> list[Event]: ...

    @abstractmethod
    def _to_act(self) -> list[int]: ...

    @abstractmethod
    def _legal(self, seat: int) -> list[Action]: ...

    @abstractmethod
    def _play(self, seat: int, action: Action) -> list[Event]: ...

    @abstractmethod
    def _observe(self, seat: int | None) -> dict[str, Any]: ...

    @abstractmethod
    def _result(self) -> dict[str, Any] | None: ...

    # a game keeps its whole state in `self.state`, an object with to_dict() and copy()
    state: Any

    def _state_dict(self) -> dict[str, Any]:
        return self.state.to_dict()

    def _copy_state(self) -> Any:
        return self.state.copy()

    def _restore_state(self, state: Any) -> None:
        self.state = state

    @classmethod
    @abstractmethod
    def format_action(cls, action: Action) -> str: ...

    @classmethod
    @abstractmethod
    def _parse_notation(cls, text: str) -> Action:
        """A game's notation back to an action (the text is already checked to be short ASCII words); raises
        IllegalAction if it is not the game's notation."""

    @classmethod
    def parse_action(cls, text: Any) -> Action:
        """Notation back to an action; raises IllegalAction if the text is malformed. Notation is printable ASCII
        words separated by single spaces in every game: anything else (a tab, a non-breaking space, '²', '١') is
        refused here, before a game's parser reads it."""
        if not isinstance(text, str):
            detail = f"notation is text, not {type(text).__name__}"
        elif len(text) > MAX_NOTATION:
            detail = f"a notation of {len(text):,} characters (at most {MAX_NOTATION}): {quote(text)}"
        elif not NOTATION.fullmatch(text):
            detail = f"notation is ASCII letters, digits and signs in words between single spaces: {quote(text)}"
        else:
            return cls._parse_notation(text)
        raise cls._illegal(Msg("error.malformed", {"detail": detail}))

    def _why_illegal(self, seat: int, action: Action) -> Msg:
        """The rule an action breaks; games override this with specific reasons."""
        return Msg("error.not_legal", {"action": self.format_action(action)})

    # ---- the public protocol -----------------------------------------------------
    @property
    def to_act(self) -> list[int]:
        return [] if self.is_over else self._to_act()

    @property
    def is_over(self) -> bool:
        return self._result() is not None

    def result(self) -> dict[str, Any] | None:
        return self._result()

    # the module of a game's result-card statistics (its KEYS and count rule, see rules/tally.py); None: it keeps none
    stats_module: ClassVar[str | None] = None

    def statistics(self) -> list[dict[str, int]] | None:
        """Per-seat statistics (name -> count) computed from the action log; None for a game that keeps none."""
        if self.stats_module is None:
            return None
        from importlib import import_module

        from .tally import tally_events  # imported when asked: a cold start needs no statistics

        stats = import_module(self.stats_module)
        return tally_events(self, stats.KEYS, stats.count)

    def sheets(self) -> list[dict[str, int]] | None:
        """Per seat, the points so far by score-sheet category, as the final sheet would count them now (public
        facts only); None for a game that keeps no such sheet."""
        return None

    def legal_actions(self, seat: int) -> list[Action]:
        if type(seat) is not int or seat not in self.to_act:
            return []
        return self._legal(seat)

    def observation(self, seat: int | None = None) -> dict[str, Any]:
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.players):
            raise RulesError(f"no seat {quote(seat)}: seats are 0 to {self.players - 1}")
        return self._observe(seat)

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Apply one decision. Raises IllegalAction (and changes nothing) if it is not legal."""
        legal_action = self.match(seat, action)
        events = self._play(seat, legal_action)
        self.actions.append((seat, self.format_action(legal_action)))
        return events

    def match(self, seat: Any, action: Any) -> Action:
        """The legal action `action` stands for, or IllegalAction saying why not."""
        if self.is_over:
            raise self._illegal(Msg("error.game_over"))
        if type(seat) is not int or not 0 <= seat < self.players:
            raise self._illegal(Msg("error.malformed", {"detail": f"no seat {quote(seat)}"}))
        if isinstance(action, str):
            action = self.parse_action(action)
        elif not isinstance(action, dict):
            detail = f"an action is a dict or notation text, not {type(action).__name__}"
            raise self._illegal(Msg("error.malformed", {"detail": detail}))
        try:
            check_jsonable(action)
        except TypeError as exc:
            raise self._illegal(Msg("error.malformed", {"detail": str(exc)})) from None
        to_act = self._to_act()
        if seat not in to_act:
            # seats named as the boards and the Table name them: "Seat 1" is seat 0
            waiting = All(tuple(Msg("seat", {"n": s + 1}) for s in to_act))
            raise self._illegal(Msg("error.not_to_act", {"seat": Msg("seat", {"n": seat + 1}), "waiting": waiting}))
        legal = self._find_legal(seat, action)
        if legal is None:
            raise self._illegal(self._why_illegal(seat, action))
        return legal

    def _find_legal(self, seat: int, action: Action) -> Action | None:
        """The legal action equal to `action` (None if there is none). Games whose rules can test one action
        without listing them all override this."""
        for legal in self._legal(seat):
            # == is quick but lets True pass for 1; the canonical text is strict about types
            if legal == action and canonical(legal) == canonical(action):
                return legal
        return None

    @classmethod
    def _illegal(cls, msg: Msg) -> IllegalAction:
        # a game's reason may quote the action: keep every quoted text short
        params = {k: clip(v, 4 * QUOTE_LIMIT) if isinstance(v, str) else v for k, v in msg.params.items()}
        msg = Msg(msg.key, params)
        return IllegalAction(cls.catalog.render(msg, "en"), msg.key, msg.params)

    def explain(self, seat: int, action: Any, lang: str = "en") -> str | None:
        """Why `action` is refused for `seat`, in `lang`; None if it is legal."""
        if not isinstance(lang, str) or lang not in LANGS:
            raise RulesError(f"unknown language {quote(lang)}; available: {', '.join(LANGS)}")
        try:
            self.match(seat, action)
        except IllegalAction as exc:
            return self.catalog.render(Msg(exc.key, exc.params), lang) if exc.key else str(exc)
        return None

    def notation(self, action: Any) -> str:
        """An action's notation; anything that is not an action of this game raises IllegalAction."""
        if not isinstance(action, dict):
            detail = f"an action is a dict, not {type(action).__name__}"
        elif not isinstance(action.get("type"), str):
            detail = f"an action's 'type' is text, got {quote(action.get('type'))}"
        else:
            try:
                check_jsonable(action)
            except TypeError as exc:
                detail = str(exc)
            else:
                try:
                    return self.format_action(action)
                except (TypeError, KeyError, ValueError, IndexError, AttributeError):
                    detail = f"{quote(action)} is not an action of {self.id}"
        raise self._illegal(Msg("error.malformed", {"detail": detail}))

    def clone(self) -> Game:
        twin = copy.copy(self)
        twin.options = dict(self.options)
        twin.actions = list(self.actions)
        twin._restore_state(self._copy_state())
        return twin

    def digest(self) -> str:
        import hashlib  # here, not at the top: a cold start in Pyodide needs no digest

        return hashlib.sha256(canonical(self._state_dict()).encode()).hexdigest()[:32]

    def to_json(self) -> str:
        return canonical(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "game": self.id,
                "players": self.players,
                "seed": self.seed,
                "options": self.options,
                "actions": [[seat, text] for seat, text in self.actions],
                "digest": self.digest(),
            }
        )

    def state_dict(self) -> dict[str, Any]:
        """The full internal state (hidden parts included): for tests and golden files, never for a player."""
        return self._state_dict()

    # ---- words: what the Table and the boards show ------------------------------------------
    def action_label(self, action: Action, lang: str = "en") -> str:
        return self.words.action_label(self, action, lang)

    def action_target(self, action: Action) -> str:
        return self.words.action_target(self, action)

    def prompt(self, seat: int | None, names: list[str], lang: str = "en") -> str:
        return self.words.prompt(self, seat, names, lang)

    def event_lines(self, event_view: dict[str, Any], names: list[str], lang: str = "en") -> list[str]:
        return self.words.event_lines(self, event_view, names, lang)

    def hidden_cards(self, lang: str = "en") -> list[dict[str, Any]]:
        """Every card some seat could not see, for an all-seeing viewer of a finished game's replay: groups
        {"seat": s (None: held by nobody), "what": the group's name, "cards": card names}, in `lang`. A game of
        perfect information has none."""
        hidden = getattr(self.words, "hidden_cards", None)
        return hidden(self, lang) if hidden is not None else []

    def rules_help(self, lang: str = "en") -> dict[str, Any]:
        """The board's rules help: how to play (the start page's paragraphs), the game's own parts, and every option
        in play in words."""
        return {**self.words.rules_help(self, lang), "how": self.how_to_play(lang), "options": self.options_help(lang)}

    @classmethod
    def how_to_play(cls, lang: str = "en") -> list[str]:
        """The game's how-to-play paragraphs (catalogue keys start.how.1, start.how.2…): the start page's and the
        rules help's."""
        out: list[str] = []
        while cls.catalog.has(f"start.how.{len(out) + 1}"):
            out.append(cls.catalog.render(f"start.how.{len(out) + 1}", lang))
        return out

    def round_started(self, event_view: dict[str, Any]) -> int | None:
        """The round an event begins (the log puts a round header before it), None for other events and in games
        without rounds (a game's words may leave the hook out)."""
        hook = getattr(self.words, "round_started", None)
        return hook(self, event_view) if hook else None

    @classmethod
    def option_words(cls, lang: str = "en") -> dict[str, str]:
        """Each option's label and each choice's words in `lang` ({"mode": "Mode", "mode=lord": "Lord"}), for the
        start page and the rules help; a seat-number choice reads "Seat 2"."""
        cat = cls.catalog
        words: dict[str, str] = {}
        for o in cls.option_set.by_name.values():
            label = f"option_label.{o.name}"
            words[o.name] = cat.render(label, lang) if cat.has(label) else o.name
            for choice in o.choices or ():
                key = f"option_value.{o.name}.{choice}"
                if cat.has(key):
                    words[f"{o.name}={choice}"] = cat.render(key, lang)
                elif isinstance(choice, str) and choice.isdigit():
                    words[f"{o.name}={choice}"] = cat.render(Msg("seat", {"n": int(choice) + 1}), lang)
        return words

    def options_help(self, lang: str = "en") -> list[dict[str, Any]]:
        """The options of this game that matter at its player count, in words: label, the value in play, what it
        means; provisional ones marked (the rules help shows them all, so a player knows which rules are in play)."""
        words = self.option_words(lang)
        out = []
        for o in self.option_set.by_name.values():
            if o.players and self.players not in o.players:
                continue
            value = self.options[o.name]
            if isinstance(value, bool):
                shown = self.catalog.render("ui.yes" if value else "ui.no", lang)
            else:
                shown = words.get(f"{o.name}={value}", str(value))
            meaning = f"option.{o.name}"
            out.append({"name": o.name, "label": words[o.name], "value": value, "value_text": shown,
                        "help": self.catalog.render(meaning, lang) if self.catalog.has(meaning) else o.help,
                        "provisional": o.provisional})
        return out

    def provisional_help(self, lang: str = "en") -> list[dict[str, Any]]:
        """The provisional rules in play and what they mean, in the player's language where the catalogue has it."""
        return [{"name": o.name, "value": self.options[o.name],
                 "help": self.catalog.render(f"option.{o.name}", lang) if self.catalog.has(f"option.{o.name}")
                 else o.help}
                for o in self.option_set.provisional()]

    @classmethod
    def describe_options(cls) -> list[dict[str, Any]]:
        return cls.option_set.describe()

    @classmethod
    def sample_world(cls, observation: Any, rng: Any) -> Game:
        """A whole game the observing seat cannot tell from the real one: everything its observation shows, and
        what it cannot see drawn at random from what it could be, so `sample_world(g.observation(s), rng)
        .observation(s) == g.observation(s)`. For bots' playouts and tests: its legal_actions and apply work, but
        its action log is empty (a position, not a replayable save)."""
        if not isinstance(observation, dict):
            raise RulesError(f"an observation is a dict, not {type(observation).__name__}")
        if not isinstance(rng, Rng):
            raise RulesError(f"sample_world needs a rules.rng.Rng, not {type(rng).__name__}")
        try:
            return cls._sample_world(observation, rng)
        except RulesError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError, ValueError) as exc:
            raise RulesError(f"not an observation of {cls.id} ({type(exc).__name__}: {clip(str(exc))})") from None

    @classmethod
    def _sample_world(cls, observation: dict[str, Any], rng: Rng) -> Game:
        """A game's own sampling (the observation is a dict; a key it lacks is reported by sample_world)."""
        raise NotImplementedError(f"{cls.id} cannot sample a world from an observation")
