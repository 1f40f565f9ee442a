"""The message protocol between a board front-end and its host (Jupyter widget or web worker).

A front-end sends small JSON messages; `Session.handle` applies them to a Table and
returns what to send back: always the new snapshot for the current viewer, sometimes
a file to download. Both hosts use this class, so the board behaves the same in
JupyterLab and on the static page.

Messages: {"type": "act", "action": {...} | "notation"}, {"type": "explain", "action": ...},
{"type": "undo"}, {"type": "redo"}, {"type": "lang", "lang": "ja"}, {"type": "save"},
{"type": "load", "data": "<saved JSON>"}, {"type": "new_game", "game": ..., "players": ...,
"seed": ..., "options": {...}, "seats": [...]}, {"type": "refresh"}, {"type": "log"} (this reply's snapshot holds
the whole log, not only its last lines), {"type": "log", "download": true} (the whole log as a text file),
{"type": "bot_step", "version": n} (one bot's move, where the board paces the bots: see `board_steps_bots`),
{"type": "hint"} (the hard bot's best options for the viewer's decision: in the snapshots until the game moves on),
{"type": "replay"} (a finished game watched from its first move: its snapshots say "replay": {"step", "total",
"seat", "can_see_all"}), {"type": "seek", "step": n}, {"type": "replay_seat", "viewer": s} (watch as another seat;
"all", where cards are hidden: as an all-seeing viewer, the board as the seat it was and "replay"'s "hidden" listing
every hidden card), {"type": "replay_end"} (back to the game). While a replay is shown nothing can be played; a new
game or a load ends it.
{"type": "share", "what": "replay" | "position", "step": n} (a finished game's link: the reply's "share" holds
the fragment, see rules.share; a position is the game cut at move n, by default the replay's step shown).
A session may hold a lesson (rules.lesson, `Session.lesson_for`): its snapshots say "lesson" (the step's words and
the one option it asks for) and an act other than the step's is refused with its words; a new game or a load ends it.
"""

from __future__ import annotations

import time
from typing import Any, cast

from . import share
from .bots import bot_names, known_bots
from .bots.hint import Hint, hint_view, rank_hint
from .errors import BadSave, RulesError, clip, quote
from .game import canonical
from .i18n import LANGS, Msg
from .lesson import Lesson, has_lesson
from .registry import game_class, games
from .replay import Replay
from .save import parse_save
from .shapes import Reply, Snapshot, Texts
from .table import Table, parse_seat_spec

# messages that change the game: each may carry the "version" of the snapshot it was made from, and those
# that act for the viewing seat the "seat" it was made for; a stale one is refused and changes nothing
CHANGES = ("act", "undo", "redo", "load", "new_game")
SEATED = ("act", "undo", "redo")
# what a replay, being watched, cannot do (a new game or a load ends it)
WATCHED = ("act", "undo", "redo", "explain", "hint")


class Session:
    """`fixed_game`: True for a board that shows one game (a widget): another game's save or new game is refused
    and the current game kept. False for the page, which mounts the board of whatever game it is given
    (snapshot["game"] says which)."""

    def __init__(self, table: Table, fixed_game: bool = True) -> None:
        self.table = table
        self.fixed_game = fixed_game
        self.autoplay = table.autoplay  # False: the host steps the bots itself (to show moves one by one)
        self.notice = ""
        self.replies = 0  # sent with each snapshot so that two identical replies still differ (widgets resync)
        self.bots_halted = False  # a bot failed: the host's bot loop stops until the next message
        self._last: Snapshot | None = None  # the last snapshot sent, should even a snapshot fail
        self._whole_log = False  # the next snapshot sends the whole log (asked for with a "log" message)
        self._hint: Hint | None = None  # the last hint asked for: shown while its position and viewer last
        # a host whose board paces the bots (a notebook's widget: no loop of its own to step them) sets the delay in
        # ms: a snapshot where a bot is to move then says so ("bot_step"), and the board asks for that one move
        self.board_steps_bots: float | None = None
        self.viewer = self._default_viewer()
        self.replay: Replay | None = None  # a finished game being watched (the table stays as it is)
        self.lesson: Lesson | None = None  # a guided first game being played (its table is self.table)
        self._replay_seat: int | None = None
        self._replay_all = False  # the replay is watched by an all-seeing viewer (every hidden card listed)
        self._texts_key: tuple[Any, ...] | None = None  # what the texts the last reply carried were of

    @classmethod
    def start(cls, game: str = "kami", players: int | None = None, seed: int | None = None,
              options: dict[str, Any] | None = None, seats: list[str] | None = None, lang: str = "en",
              autoplay: bool = True, fixed_game: bool = True, bot_budget_ms: float | None = None) -> Session:
        return cls(Table(game, players=players, seed=seed, options=options, seats=seats, lang=lang,
                         autoplay=autoplay, bot_budget_ms=bot_budget_ms), fixed_game=fixed_game)

    @classmethod
    def lesson_for(cls, game: str, lang: str = "en", autoplay: bool = True, fixed_game: bool = True,
                   bot_budget_ms: float | None = None) -> Session:
        """A session playing `game`'s guided first game (rules.lesson)."""
        lesson = Lesson(game)
        session = cls(lesson.new_table(lang, autoplay, bot_budget_ms), fixed_game=fixed_game)
        session.lesson = lesson
        return session

    def start_lesson(self) -> None:
        """Play this game's guided first game from its start (the game shown is left)."""
        lesson = Lesson(self.table.game.id)
        self.install(lesson.new_table(self.table.lang, self.autoplay, self.table.bot_budget_ms))
        self.lesson = lesson

    @classmethod
    def shared(cls, fragment: str, lang: str = "en", autoplay: bool = True, fixed_game: bool = True,
               bot_budget_ms: float | None = None) -> Session:
        """A session opened from a shared link's fragment (see `open_link`); a bad link raises BadSave."""
        kind, save = share.read_fragment(fragment)
        session = cls(_shared_table(kind, save, lang, autoplay, bot_budget_ms), fixed_game=fixed_game)
        if kind == "replay":
            session._on_replay({}, {})
        return session

    def open_link(self, fragment: str) -> None:
        """Open a shared link's fragment (rules.share): a replay link shows the finished game from its first move;
        a position link continues the game from that move, the seat to move played by a human and the others by
        the normal bot. A bad link (or, with fixed_game, another game's) raises BadSave; the game shown stays."""
        kind, save = share.read_fragment(fragment)
        self._check_game(save["game"], "error.other_game")
        self.install(_shared_table(kind, save, self.table.lang, self.autoplay, self.table.bot_budget_ms))
        if kind == "replay":
            self._on_replay({}, {})

    # ---- viewer: in hot-seat the device follows the human whose decision it is ----------
    def humans(self) -> list[int]:
        return [s for s in range(self.table.game.players) if self.table.is_human(s)]

    def _default_viewer(self) -> int | None:
        humans = self.humans()
        acting = self.table.human_to_act()
        if acting:
            return acting[0]
        if getattr(self, "viewer", None) in humans:
            return self.viewer
        return humans[0] if humans else None

    def snapshot(self) -> Snapshot:
        table, replay = self.table, self.replay
        # a replay shows its own table at the step watched (nothing to play there: no hint, no cover, no bot step)
        shown, seat = (replay.table, self._replay_seat) if replay is not None else (table, self.viewer)
        shown.lang = table.lang
        base = replay.snapshot(seat, everyone=self._replay_all) if replay is not None else table.snapshot(seat)
        if self._whole_log:  # once: the board keeps the lines it was sent
            base["log"] = shown.log_lines(seat, whole=True)
        hint = self._hint
        fresh = (replay is None and hint is not None and hint.seat == seat
                 and hint.moves == len(table.game.actions))
        humans = self.humans()
        paced = replay is None and self.board_steps_bots is not None and self.bot_pending()
        snap: Snapshot = {
            **base,
            "hint": hint_view(table.game, hint, table.lang) if fresh and hint else None,
            "lesson": self.lesson.view(table.lang) if self.lesson is not None and replay is None else None,
            "notice": self.notice,
            "reply": self.replies,
            "humans": humans,
            "hot_seat": replay is None and len(humans) > 1,
            "secrets": table.game.hidden_information,  # hot seat: a cover between players, a warning on save
            "bot_step": {"delay_ms": self.board_steps_bots} if paced and self.board_steps_bots is not None else None,
        }
        self._last = snap
        return snap

    def texts(self) -> Texts:
        """The words of the game in the viewer's language, the same for every snapshot of a game and its options:
        "ui" (the board's words) and "help" (the rules help). A reply carries them only when they change (the
        first, a language, a new game or a load): most of an Arnak reply's size, sent once instead of every time."""
        shown = self.replay.table if self.replay is not None else self.table
        game = shown.game
        return {"game": game.id, "lang": self.table.lang, "ui": game.catalog.section("ui.", self.table.lang),
                "help": shown.rules_help(self.table.lang)}

    def reply(self, out: dict[str, Any] | None = None) -> Reply:
        """A reply as hosts send it: the snapshot (already in `out`, with what a handler added: a download, a
        share), and the texts if they are not the last ones sent."""
        reply = cast(Reply, {"snapshot": self.snapshot()} if out is None else out)
        game = (self.replay.table if self.replay is not None else self.table).game
        # what the texts depend on: the game's words in a language, its rules help on its options and player count
        key = (game.id, self.table.lang, game.players, canonical(game.options))
        if key != self._texts_key:
            reply["texts"], self._texts_key = self.texts(), key
        return reply

    # ---- messages ------------------------------------------------------------------------
    def handle(self, msg: Any) -> Reply:
        """Apply one front-end message. Returns {"snapshot": ...}, the texts if they changed (see `texts`) and maybe
        {"download": {...}}.
        A refused message leaves the game as it was and sets a notice saying why. No exception escapes:
        anything else that goes wrong (an engine bug, RecursionError, MemoryError…) is a notice too, and
        the table is put back as it was before the message."""
        if isinstance(msg, dict) and msg.get("type") == "bot_step" and self.board_steps_bots is not None:
            return self._board_bot_step(msg)
        self.notice = ""
        self.replies += 1
        self.bots_halted = False
        try:
            return self._guarded(lambda out: self._dispatch(msg, out))
        finally:
            self._whole_log = False

    def _board_bot_step(self, msg: dict[str, Any]) -> Reply:
        """The move a board asked for, shown a position where a bot was to move: only from that very position (a
        second ask for it, or one from before a click, gets the position as it is, unchanged, and moves nothing)."""
        version = msg.get("version")
        if type(version) is not int or version != self.table.version or not self.bot_pending():
            return self.reply({"snapshot": self._last or self.snapshot()})
        self.replies += 1
        return self.bot_step()

    def refuse(self, error: RulesError) -> Reply:
        """The reply to a message the host could not even read (not JSON, too deep): the position as it stands,
        with the reason as its notice."""
        self.replies += 1

        def refused(out: dict[str, Any]) -> None:
            raise error

        return self._guarded(refused)

    def _guarded(self, work: Any) -> Reply:
        table, viewer, saved = self.table, self.viewer, self.table.checkpoint()
        out: dict[str, Any] = {}
        try:
            try:
                work(out)
            except RulesError as exc:
                self.notice = self._localized(exc)
            self.viewer = self._default_viewer()
            out["snapshot"] = self.snapshot()
            return self.reply(out)
        except Exception as exc:  # the host must always get an answer
            self.table, self.viewer = table, viewer
            table.restore(saved)
            self.notice = self._render(Msg("error.internal", {"error": f"{type(exc).__name__}: {clip(str(exc))}"}))
            try:
                return self.reply()
            except Exception:  # what rendered before renders no more: resend it
                last: dict[str, Any] = dict(self._last or {})
                return cast(Reply, {"snapshot": {**last, "notice": self.notice, "reply": self.replies}})

    def _dispatch(self, msg: Any, out: dict[str, Any]) -> None:
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            raise RulesError(f"a message is a JSON object with a 'type', got {quote(msg)}")
        kind = msg["type"]
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            raise RulesError(f"unknown message type {quote(kind)}")
        if kind in CHANGES:
            self._check_fresh(kind, msg)
        if self.replay is not None and kind in WATCHED:
            raise RulesError(self._render(Msg("replay.watching"), "en"), "replay.watching")
        handler(msg, out)

    def _check_fresh(self, kind: str, msg: dict[str, Any]) -> None:
        """A message made from an older snapshot is refused (a double click must never act twice, or for the
        next seat). Bots' moves since do not make it stale: the page steps the bots while a human decides
        (K2's secret choice), and a message from any version since the last other change saw everything else."""
        table = self.table
        if "version" in msg:
            version = msg["version"]
            if type(version) is not int or not table.base_version <= version <= table.version:
                raise RulesError(self._render(Msg("error.stale"), "en"), "error.stale")
        if kind in SEATED and "seat" in msg:
            seat = msg["seat"]
            if type(seat) is not type(self.viewer) or seat != self.viewer:
                raise RulesError(self._render(Msg("error.stale_seat"), "en"), "error.stale_seat")

    def bot_pending(self) -> bool:
        return not self.bots_halted and any(seat in self.table.bots for seat in self.table.game.to_act)

    def bot_step(self) -> Reply:
        """One bot move (for hosts that pace the bots); returns the new snapshot. A bot that fails leaves the
        game as it was, with a notice, and halts the bots until the next message (so a host's loop ends)."""
        self.notice = ""
        out = self._guarded(lambda out: self.table.bot_step())
        if self.notice:
            self.bots_halted = True
        return out

    def _render(self, msg: Msg, lang: str | None = None) -> str:
        return self.table.game.catalog.render(msg, lang or self.table.lang)

    def _localized(self, exc: RulesError) -> str:
        key = getattr(exc, "key", "")
        if key:
            return self._render(Msg(key, exc.params))
        return str(exc)

    def _seat(self) -> int:
        if self.viewer is None:
            raise RulesError("a spectator cannot act")
        return self.viewer

    def _on_act(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        seat = self._seat()
        if self.lesson is not None and seat == 0:
            refusal = self.lesson.refusal(msg.get("action"), self.table.lang)
            if refusal:
                raise RulesError(refusal)
        self.table.act(seat, msg.get("action"))

    def _on_explain(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        if self.viewer is None:
            raise RulesError("a spectator cannot act")
        reason = self.table.explain(self.viewer, msg.get("action"))
        self.notice = reason or ""
        if reason:
            raise RulesError(reason)

    def _on_hint(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        if self.viewer is None:
            raise RulesError(self._render(Msg("hint.spectator")), "hint.spectator")
        self._hint = rank_hint(self.table.game, self.viewer, self.table.bot_budget_ms)

    # ---- replays ------------------------------------------------------------------------
    def _on_replay(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        """Watch the finished game from its start, as the viewing seat saw it (seat 1's view for a spectator)."""
        if not self.table.game.is_over:
            raise RulesError(self._render(Msg("replay.not_over"), "en"), "replay.not_over")
        self.replay = Replay(self.table)
        self.replay.seek(0)
        self._replay_seat = self.viewer if self.viewer is not None else 0
        self._replay_all = False

    def _watching(self) -> Replay:
        if self.replay is None:
            raise RulesError(self._render(Msg("replay.none"), "en"), "replay.none")
        return self.replay

    def _on_seek(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        self._watching().seek(msg.get("step"))  # type: ignore[arg-type]  # checked there

    def _on_replay_seat(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        replay = self._watching()
        seat = msg.get("viewer")
        players = replay.game.players
        if seat == "all" and replay.game.hidden_information:  # the board stays the seat's it was
            self._replay_all = True
            return
        if type(seat) is not int or not 0 <= seat < players:
            raise RulesError(self._render(Msg("replay.bad_seat", {"last": players}), "en"), "replay.bad_seat",
                             {"last": players})
        self._replay_seat, self._replay_all = seat, False

    def _on_replay_end(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        self._watching()
        self.replay = None

    def _on_share(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        """A finished game's link: its replay, or its position after `step` moves (the step shown by default)."""
        what, step = msg.get("what", "replay"), msg.get("step")
        if what not in share.KINDS:
            raise RulesError(f"'what' of a share message is one of {', '.join(share.KINDS)}, got {quote(what)}")
        if not self.table.game.is_over:
            raise RulesError(self._render(Msg("share.not_over"), "en"), "share.not_over")
        replay = self.replay or Replay(self.table)
        total = replay.total
        if step is None:
            step = replay.step
        if type(step) is not int or not 0 <= step <= total:
            raise RulesError(self._render(Msg("share.bad_step", {"total": total}), "en"), "share.bad_step",
                             {"total": total})
        if what == "replay":
            text, step = self.table.save(), total
        else:
            shown = replay.step
            replay.seek(step)
            text = replay.game.to_json()
            replay.seek(shown)
        out["share"] = {"kind": what, "fragment": share.fragment(what, text), "step": step, "total": total,
                        "game": self.table.game.id}

    def _on_undo(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        self.table.undo(self._seat())

    def _on_redo(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        self.table.redo(self._seat())

    def _on_lang(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        lang = msg.get("lang")
        if lang not in LANGS:
            raise RulesError(f"unknown language {quote(lang)}; available: {', '.join(LANGS)}")
        self.table.lang = lang

    def _on_refresh(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        pass

    def _on_save(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        game = self.table.game
        out["download"] = {"filename": save_name(game), "text": self.table.save()}

    def _on_log(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        """The whole log, as the viewing seat reads it in the table's language: in this reply's snapshot, or with
        "download": true as a text file (the snapshot then keeps its usual last lines)."""
        download = msg.get("download", False)
        if type(download) is not bool:
            raise RulesError(f"'download' of a log message is true or false, got {quote(download)}")
        if download:
            out["download"] = {"filename": f"{self.table.game.id}-log.txt", "text": self.table.log_text(self.viewer)}
        else:
            self._whole_log = True

    def _on_load(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        data = msg.get("data")
        if not isinstance(data, (str, dict)):
            raise RulesError("load needs the saved game's text")
        self.load(data)

    def _on_new_game(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        game = msg.get("game", self.table.game.id)
        self._check_game(game, "error.other_game_new")
        self.install(Table(game, players=msg.get("players"), seed=msg.get("seed"), options=msg.get("options"),
                           seats=msg.get("seats"), lang=msg.get("lang", self.table.lang), autoplay=self.autoplay,
                           bot_budget_ms=self.table.bot_budget_ms))

    # ---- replacing the game (messages, and the widgets' Python side) ---------------------------
    def load(self, data: str | bytes | dict[str, Any], seats: list[str] | None = None) -> None:
        """Continue a saved game; a bad save (or, with fixed_game, another game's) raises BadSave and the
        current game is kept. Without `seats`, who sits where is kept if the saved game has as many seats."""
        save = parse_save(data)
        self._check_game(save["game"], "error.other_game")
        if seats is None:
            seats = list(self.table.seats) if self._seats_fit(save) else None
        self.install(Table.load(save, seats=seats, lang=self.table.lang, autoplay=self.autoplay,
                                bot_budget_ms=self.table.bot_budget_ms))

    def install(self, table: Table) -> None:
        """Play on `table` from now on; messages made from the previous table's snapshots are stale."""
        table.follow(self.table)
        self.table = table
        self.viewer = self._default_viewer()
        self.replay = None  # a replay shows the game it was opened on
        self.lesson = None  # so does a lesson

    def _seats_fit(self, save: dict[str, Any]) -> bool:
        if save["players"] != len(self.table.seats):
            return False
        try:
            for spec in self.table.seats:
                parse_seat_spec(spec, save["game"])
        except RulesError:
            return False
        return True

    def _check_game(self, game: Any, key: str) -> None:
        here = self.table.game
        if not self.fixed_game or game == here.id:
            return
        other = game_class(game)  # an unknown game is refused with the list of games
        lang = self.table.lang
        params = {"other": other.catalog.render("game.title", lang), "this": here.catalog.render("game.title", lang)}
        english = {"other": other.catalog.render("game.title", "en"), "this": here.catalog.render("game.title", "en")}
        raise BadSave(here.catalog.render(Msg(key, english), "en"), key, params)


def _shared_table(kind: str, save: dict[str, Any], lang: str, autoplay: bool, bot_budget_ms: float | None) -> Table:
    """The table a shared link opens: a replay's game is finished (every seat a player: nobody is known to have
    been a bot); a position's seat to move (the first if none) is the player who opened it, the others bots."""
    players = save["players"]
    if kind == "replay":
        table = Table.load(save, seats=["human"] * players, lang=lang, autoplay=False, bot_budget_ms=bot_budget_ms)
        if not table.game.is_over:
            raise BadSave(table.game.catalog.render(Msg("share.replay_not_over"), "en"), "share.replay_not_over")
        return table
    seats = ["bot:normal"] * players
    seated = Table.load(save, seats=seats, lang=lang, autoplay=False, bot_budget_ms=bot_budget_ms)
    seats[(seated.game.to_act or [0])[0]] = "human"
    return Table.load(save, seats=seats, lang=lang, autoplay=autoplay, bot_budget_ms=bot_budget_ms)


def save_name(game: Any, now: time.struct_time | None = None) -> str:
    """A save's file name a player can tell apart in a downloads folder: game, players, move and local time, e.g.
    kami-3p-move42-2026-12-01-1430.json."""
    stamp = time.strftime("%Y-%m-%d-%H%M", now or time.localtime())
    return f"{game.id}-{game.players}p-move{len(game.actions)}-{stamp}.json"


START_TEXTS = ("game.title", "start.pitch", "start.length")


def catalogue() -> dict[str, Any]:
    """What a start page offers: games, their player counts, options and bots, and in each language the game's
    title, pitch, length and how to play (from the game's own catalogue)."""
    out = {}
    for game_id in games():
        cls = game_class(game_id)
        text = {lang: {key.split(".")[1]: cls.catalog.render(key, lang) for key in START_TEXTS}
                | {"how": cls.how_to_play(lang), "options": cls.option_words(lang)}
                for lang in LANGS}
        out[game_id] = {"players": list(cls.player_counts), "default_players": cls.default_players,
                        "options": cls.describe_options(), "bots": bot_names(game_id),
                        "bot_aliases": [b for b in known_bots(game_id) if b not in bot_names(game_id)], "text": text,
                        "lesson": has_lesson(game_id)}
    return out
