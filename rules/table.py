"""The one controller both hosts (Jupyter widget, static page) drive.

A Table holds a game, who sits where (a human or a named bot), the history with
undo/redo and the event log, and renders a snapshot for one viewing seat. Undo
follows BGA's policy and is done by replaying seed + actions, so it is exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .bots import Bot, bot_names, check_budget, known_bots, make_bot
from .errors import IllegalAction, RulesError, quote
from .events import Event
from .game import Game
from .i18n import LANGS, Msg
from .registry import game_class
from .save import fresh_game, load_with_events
from .shapes import LegalEntry, TableSnapshot

CHECKPOINT_EVERY = 32  # entries between the copies of the game that undo replays from (not from the start)
LOG_LIMIT = 300  # lines of the log in a snapshot; the whole log is sent on request (Session's "log" message)
NO_ROUND = 0  # the round before the first one begins


@dataclass
class Entry:
    seat: int
    notation: str
    events: list[Event] = field(default_factory=list)
    # its log lines as each (viewing seat, language) reads them: a reply renders only the newest entries
    lines: dict[tuple[int | None, str], list[str]] = field(default_factory=dict, compare=False, repr=False)
    # the number of log lines up to and including this entry, per (viewing seat, language); the entries before an
    # entry never change (undo takes entries off the end), so these stay true
    totals: dict[tuple[int | None, str], int] = field(default_factory=dict, compare=False, repr=False)
    # the round the game is in after this entry (None: not worked out yet)
    round_after: int | None = field(default=None, compare=False, repr=False)

    @property
    def irreversible(self) -> bool:
        return any(e.irreversible for e in self.events)


def parse_seat_spec(spec: str, game_id: str) -> str | None:
    """'human' -> None; 'bot:rule' or 'rule' -> the bot name (checked)."""
    if spec == "human":
        return None
    name = spec.removeprefix("bot:")
    if name not in known_bots(game_id):
        raise RulesError(f"unknown seat {quote(spec)}; use 'human' or one of: "
                         + ", ".join(f"bot:{b}" for b in bot_names(game_id)))
    return name


def _copy(value: Any) -> Any:
    """A copy of JSON-like `value` with containers of its own (its strings and numbers are shared)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


class Table:
    def __init__(self, game: str = "kami", players: int | None = None, seed: int | None = None,
                 options: dict[str, Any] | None = None, seats: list[str] | None = None, lang: str = "en",
                 names: list[str] | None = None, autoplay: bool = True, bot_budget_ms: float | None = None) -> None:
        self._start(game_class(game)(players=players, seed=seed, options=options), seats, lang, names, autoplay,
                    bot_budget_ms=bot_budget_ms)

    def _start(self, game: Game, seats: list[str] | None, lang: str, names: list[str] | None,
               autoplay: bool, events: list[list[Event]] | None = None, bot_budget_ms: float | None = None) -> None:
        """Seat the players at `game`. A loaded game comes with the events of its actions (`events`),
        so its history is built without replaying it again. `bot_budget_ms`: the hard bots' time per decision
        (None: their default, 1,000 ms)."""
        self.bot_budget_ms = check_budget(bot_budget_ms)
        if lang not in LANGS:
            raise RulesError(f"unknown language {quote(lang)}; available: {', '.join(LANGS)}")
        n = game.players
        if seats is None:
            default_bot = "bot:normal"
            seats = ["human"] + [default_bot] * (n - 1)
        if not isinstance(seats, list) or len(seats) != n or not all(isinstance(s, str) for s in seats):
            raise RulesError(f"seats must list {n} entries ('human' or 'bot:<name>'), got {quote(seats)}")
        bot_of = [parse_seat_spec(s, game.id) for s in seats]
        if names is not None and (len(names) != n or not all(isinstance(x, str) for x in names)):
            raise RulesError(f"names must list {n} strings")
        self.game = game
        self.lang = lang
        self.autoplay = autoplay
        self.seats = [s if s == "human" else f"bot:{b}" for s, b in zip(seats, bot_of, strict=True)]
        self.custom_names = names
        self.bots: dict[int, Bot] = {
            seat: make_bot(game.id, name, seed=(game.seed * 31 + seat) & 0xFFFFFFFF, budget_ms=self.bot_budget_ms)
            for seat, name in enumerate(bot_of) if name is not None
        }
        self._fresh = fresh_game({"game": game.id, "players": game.players, "seed": game.seed,
                                  "options": game.options})
        self._setup_lines: dict[tuple[int | None, str], list[str]] = {}
        # per language, what stays the same all game: the seats' names and the rules help (each snapshot sends them)
        self._names: dict[str, list[str]] = {}
        self._help: dict[str, dict[str, Any]] = {}
        self._stats: tuple[int, list[dict[str, int]] | None] | None = None  # (actions, the finished game's statistics)
        self.history: list[Entry] = []
        self.redo_stack: list[Entry] = []
        # the game after history[:n] for some n (multiples of CHECKPOINT_EVERY); never played on, only cloned
        self._marks: dict[int, Game] = {}
        # version: +1 for every change; base_version: the version after the last change that was not a bot's
        # move. A message made from any version since base_version saw every decision but the bots' own.
        self.version = self.base_version = 0
        if events is not None and len(events) == len(game.actions):
            self.history = [Entry(seat, text, ev) for (seat, text), ev in zip(game.actions, events, strict=True)]
        else:  # a game that already holds actions but no events: replay them so the log is complete
            self.game = self._fresh.clone()
            for seat, text in game.actions:
                self._record(Entry(seat, text, self.game.apply(seat, text)))
        if autoplay:
            self.run_bots()

    # ---- who is who --------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == "human"

    def names(self, lang: str | None = None) -> list[str]:
        if self.custom_names:
            return list(self.custom_names)
        lang = lang or self.lang
        known = self._names.get(lang)
        if known is None:
            cat = self.game.catalog
            known = self._names[lang] = []
            for seat, spec in enumerate(self.seats):
                base = cat.render(Msg("seat", {"n": seat + 1}), lang)
                if spec != "human":
                    base = cat.render(Msg("bot_name", {"seat": base, "bot": Msg(f"bot.{spec[4:]}")}), lang)
                known.append(base)
        return list(known)

    def rules_help(self, lang: str) -> dict[str, Any]:
        """The game's rules help in `lang` (see Game.rules_help), rendered once per language: its options and
        player count are those of the whole game. Each call gets its own copy."""
        known = self._help.get(lang)
        if known is None:
            known = self._help[lang] = self.game.rules_help(lang)
        return _copy(known)

    def statistics(self, lang: str) -> list[dict[str, Any]] | None:
        """A finished game's statistics (Game.statistics), one row per statistic: its key, its name in `lang` and a
        value per seat; None while the game goes on or for a game without them. Computed once per finished game."""
        if not self.game.is_over:
            return None
        if self._stats is None or self._stats[0] != len(self.game.actions):
            self._stats = (len(self.game.actions), self.game.statistics())
        stats = self._stats[1]
        if not stats:
            return None
        cat = self.game.catalog
        return [{"key": key, "label": cat.render(f"stat.{key}", lang) if cat.has(f"stat.{key}") else key,
                 "values": [seat[key] for seat in stats]} for key in stats[0]]

    def human_to_act(self) -> list[int]:
        return [s for s in self.game.to_act if self.is_human(s)]

    # ---- playing -----------------------------------------------------------------
    def act(self, seat: int, action: Any) -> list[Event]:
        """A human (or scripted) decision, as sent (the game refuses anything that is not an action); bots then
        move if autoplay is on."""
        events = self.game.apply(seat, action)
        self._record(Entry(seat, self.game.actions[-1][1], events))
        self.redo_stack.clear()
        self._changed()
        if self.autoplay:
            self.run_bots()
        return [e.copy() for e in events]  # the log keeps the originals

    def bot_step(self) -> bool:
        """Let one bot in to_act move; False if no bot has to."""
        for seat in self.game.to_act:
            if seat in self.bots:
                action = self.bots[seat].choose(self.game.observation(seat), self.game.legal_actions(seat))
                events = self.game.apply(seat, action)
                self._record(Entry(seat, self.game.actions[-1][1], events))
                self.redo_stack.clear()
                self._changed(by_bot=True)
                return True
        return False

    def run_bots(self, limit: int = 100_000) -> int:
        moved = 0
        while moved < limit and self.bot_step():
            moved += 1
        return moved

    # ---- undo / redo ---------------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        """BGA: take back your own moves until another seat acts or a hidden card/random event intervenes."""
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int) -> str | None:
        """Why `seat` cannot undo now (a message key), or None when it can. A finished game stays finished: its
        result has been shown and scored."""
        if not self.is_human(seat):
            return "undo.none"
        if self.game.is_over:
            return "undo.over"
        if not self.history:
            return "undo.start"
        last = self.history[-1]
        return None if last.seat == seat and not last.irreversible else "undo.none"

    def undo(self, seat: int) -> None:
        why = self.undo_refusal(seat)
        if why is not None:
            raise IllegalAction(self.game.catalog.render(why, "en"), why)
        self.redo_stack.append(self.history.pop())
        self._rebuild()

    def can_redo(self, seat: int) -> bool:
        return bool(self.redo_stack) and self.redo_stack[-1].seat == seat and seat in self.game.to_act

    def redo(self, seat: int) -> None:
        if not self.can_redo(seat):
            raise IllegalAction(self.game.catalog.render("redo.none", "en"), "redo.none")
        entry = self.redo_stack.pop()
        events = self.game.apply(entry.seat, entry.notation)
        self._record(Entry(entry.seat, entry.notation, events))
        self._changed()
        if self.autoplay:
            self.run_bots()

    def _record(self, entry: Entry) -> None:
        """Add a played entry to the history (self.game is the position after it)."""
        self.history.append(entry)
        if len(self.history) % CHECKPOINT_EVERY == 0:
            self._marks[len(self.history)] = self.game.clone()

    def _rebuild(self) -> None:
        """The game after the history, replayed from the nearest checkpoint at or before its end (undo is exact:
        the same seed and actions give the same game)."""
        end = len(self.history)
        self._marks = {n: mark for n, mark in self._marks.items() if n <= end}
        start = max(self._marks, default=0)
        game = (self._marks[start] if start else self._fresh).clone()
        for index in range(start, end):
            entry = self.history[index]
            entry.events = game.apply(entry.seat, entry.notation)
            if (index + 1) % CHECKPOINT_EVERY == 0:
                self._marks[index + 1] = game.clone()
        self.game = game
        self._changed()

    # ---- versions and checkpoints -----------------------------------------------------
    def _changed(self, by_bot: bool = False) -> None:
        self.version += 1
        if not by_bot:
            self.base_version = self.version

    def follow(self, previous: Table) -> None:
        """Number this table's versions after `previous`'s, so that a message made from the table it replaces
        (a new game, a loaded one) is stale here too."""
        shift = previous.version + 1
        self.version += shift
        self.base_version += shift

    def checkpoint(self) -> tuple[Any, ...]:
        """What `restore` needs to put the table back as it is now: a copy of the game, since an engine
        failing half-way through an action may already have changed its state."""
        return (self.game.clone(), list(self.history), list(self.redo_stack), self.version, self.base_version,
                self.lang, dict(self._marks))

    def restore(self, checkpoint: tuple[Any, ...]) -> None:
        game, history, redo, self.version, self.base_version, self.lang, marks = checkpoint
        self.game, self.history, self.redo_stack, self._marks = game.clone(), list(history), list(redo), dict(marks)

    # ---- saving --------------------------------------------------------------------
    def save(self) -> str:
        return self.game.to_json()

    @classmethod
    def load(cls, data: str | bytes | dict[str, Any], seats: list[str] | None = None, lang: str = "en",
             names: list[str] | None = None, autoplay: bool = True, bot_budget_ms: float | None = None) -> Table:
        """A table continuing a saved game (validated: a bad save raises BadSave, nothing changes)."""
        check_budget(bot_budget_ms)  # refused before the save is replayed
        game, events = load_with_events(data)  # replays once and checks the digest
        table = cls.__new__(cls)
        table._start(game, seats, lang, names, autoplay, events, bot_budget_ms)
        return table

    # ---- the log ----------------------------------------------------------------------
    def _event_lines(self, events: list[Event], seat: int | None, lang: str, names: list[str],
                     round_now: int) -> list[str]:
        """Log lines of some events, with a header line wherever a new round begins after `round_now`."""
        lines = []
        for event in events:
            started = self.game.round_started(event.view(None))
            if started is not None and started != round_now:
                round_now = started
                lines.append(self.game.catalog.render(Msg("log.round_header", {"round": started}), lang))
            lines.extend(self.game.event_lines(event.view(seat), names, lang))
        return lines

    def _next_round(self, round_now: int, events: list[Event]) -> int:
        for event in events:
            started = self.game.round_started(event.view(None))
            if started is not None:
                round_now = started
        return round_now

    def _round_before(self, index: int) -> int:
        """The round the game is in before history[index] (worked out once per entry)."""
        known = index
        while known > 0 and self.history[known - 1].round_after is None:
            known -= 1
        round_now = self.history[known - 1].round_after if known else self._next_round(NO_ROUND,
                                                                                      self._fresh.setup_events)
        assert round_now is not None
        for entry in self.history[known:index]:
            round_now = entry.round_after = self._next_round(round_now, entry.events)
        return round_now

    def _setup_log(self, seat: int | None, lang: str, names: list[str]) -> list[str]:
        lines = self._setup_lines.get((seat, lang))
        if lines is None:
            lines = self._setup_lines[(seat, lang)] = self._event_lines(self._fresh.setup_events, seat, lang, names,
                                                                         NO_ROUND)
        return lines

    def _entry_log(self, index: int, seat: int | None, lang: str, names: list[str]) -> list[str]:
        entry = self.history[index]
        lines = entry.lines.get((seat, lang))
        if lines is None:
            lines = entry.lines[(seat, lang)] = self._event_lines(entry.events, seat, lang, names,
                                                                  self._round_before(index))
        return lines

    def log_lines(self, seat: int | None, lang: str | None = None, whole: bool = False) -> list[str]:
        """The last LOG_LIMIT lines of the log (`whole`: every line of the game). Read from the newest entry back,
        each entry rendered once per (seat, language), so a reply costs the same at action 10 and at action 1,000."""
        lang = lang or self.lang
        names = self.names(lang)
        chunks: list[list[str]] = []
        count = 0
        for index in range(len(self.history) - 1, -1, -1):
            lines = self._entry_log(index, seat, lang, names)
            chunks.append(lines)
            count += len(lines)
            if count >= LOG_LIMIT and not whole:
                break
        else:
            chunks.append(self._setup_log(seat, lang, names))
        lines = [line for chunk in reversed(chunks) for line in chunk]
        return lines if whole else lines[-LOG_LIMIT:]

    def log_total(self, seat: int | None, lang: str | None = None) -> int:
        """How many lines the whole log has: counted on from the newest entry whose count is known, so a reply
        renders only the entries added since the last one."""
        lang = lang or self.lang
        key = (seat, lang)
        known = len(self.history)
        while known > 0 and key not in self.history[known - 1].totals:
            known -= 1
        names = self.names(lang)
        total = self.history[known - 1].totals[key] if known else len(self._setup_log(seat, lang, names))
        for index in range(known, len(self.history)):
            total += len(self._entry_log(index, seat, lang, names))
            self.history[index].totals[key] = total
        return total

    def log_text(self, seat: int | None, lang: str | None = None) -> str:
        """The whole log as plain text (a file to download): the game's title, then one line per log line."""
        lang = lang or self.lang
        title = self.game.catalog.render("game.title", lang)
        return "\n".join([f"{title} — {self.game.catalog.render('ui.log', lang)}", "",
                          *self.log_lines(seat, lang, whole=True)]) + "\n"

    # ---- what a front-end shows ------------------------------------------------------
    def snapshot(self, seat: int | None, lang: str | None = None) -> TableSnapshot:
        """Everything one viewing seat may see, ready to send to a board front-end."""
        lang = lang or self.lang
        game = self.game
        names = self.names(lang)
        legal: list[LegalEntry] = []
        if seat is not None and seat in game.to_act:
            legal = [
                {"action": a, "notation": game.notation(a), "label": game.action_label(a, lang),
                 "target": game.action_target(a)}
                for a in game.legal_actions(seat)
            ]
        return {
            "game": game.id,
            "players": game.players,
            "viewer": seat,
            "lang": lang,
            "version": self.version,
            "seats": [
                {"seat": s, "kind": "human" if spec == "human" else "bot",
                 "bot": None if spec == "human" else spec[4:], "name": names[s]}
                for s, spec in enumerate(self.seats)
            ],
            "to_act": game.to_act,
            "observation": game.observation(seat),
            "legal": legal,
            "prompt": game.prompt(seat, names, lang),
            "log": self.log_lines(seat, lang),
            "log_total": self.log_total(seat, lang),  # lines of the whole log: "log" holds the last LOG_LIMIT
            "result": game.result(),
            "statistics": self.statistics(lang),
            "sheets": game.sheets(),  # the points so far, by category (the running score)
            "can_undo": seat is not None and self.can_undo(seat),
            # what the disabled Undo says (None when Undo is on)
            "undo_why": None if seat is None or self.can_undo(seat)
            else game.catalog.render(self.undo_refusal(seat) or "undo.none", lang),
            "can_redo": seat is not None and self.can_redo(seat),
            "options": dict(game.options),
        }

    def hint(self, seat: int, lang: str | None = None, iterations: int | None = None) -> dict[str, Any]:
        """The hard bot's best options for `seat`'s decision (at most three), each with its estimate in words;
        thought out on worlds sampled from that seat's observation only, at the table's hard-bot budget."""
        from .bots.hint import hint_view, rank_hint

        return hint_view(self.game, rank_hint(self.game, seat, self.bot_budget_ms, iterations), lang or self.lang)

    def explain(self, seat: int, action: Any, lang: str | None = None) -> str | None:
        return self.game.explain(seat, action, lang or self.lang)
