"""The widget every board shares: an anywidget whose synced traits are the Table's snapshot and the game's words.

The front-end module sends the same messages as on the static page; they go through
rules.session.Session, so a board behaves identically in Jupyter and in the browser.
A second, small synced trait, `position`, changes with every change of the game: code that reacts to the game
(`board.observe(..., names="position")`, a marimo cell through `board.marimo_position()`) follows it.

Bots move one decision at a time, as on the page: a click is answered at once, and the board, shown a position
where a bot is to move, asks for that one move `bot_delay_ms` later (a "bot_step" message), so each bot's move is
its own update, the kernel answers other messages between them and a game of bots alone plays on move by move.
A change made from Python (`play`, `undo`, `new_game`…) returns once the bots have answered up to a human's
decision, so the next line sees their moves; `run_bots()` plays a game of bots alone out at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from rules.errors import RulesError, quote
from rules.game import Game
from rules.session import Session
from rules.shapes import Reply
from rules.table import Table

STATIC = Path(__file__).parent / "static"
LAST_MOVES = 8  # moves that `position` lists, newest last
BOT_DELAY_MS = 450  # between two bots' moves shown on the board: the page's default pace


class Board(anywidget.AnyWidget):
    game_id: ClassVar[str]
    snapshot = traitlets.Dict().tag(sync=True)
    # the game's words in the viewer's language ({"game", "lang", "ui", "help"}: Session.texts): synced only when
    # they change, not with every snapshot
    texts = traitlets.Dict().tag(sync=True)
    # the game's public state, small: {"game", "version", "moves", "to_act", "viewer", "result", "last"}
    position = traitlets.Dict().tag(sync=True)
    # the site's address a Share link opens on (e.g. "https://example.org/games/"); empty: a link is only its
    # part after "#", to add to the site's address
    share_base = traitlets.Unicode("").tag(sync=True)

    def __init__(self, *, players: int | None = None, seed: int | None = None, options: dict[str, Any] | None = None,
                 seats: list[str] | None = None, lang: str = "en", bot_budget_ms: float | None = None,
                 bot_delay_ms: float = BOT_DELAY_MS, **kwargs: Any) -> None:
        # fixed_game: this board draws one game, so another game's save or new game is refused;
        # bot_budget_ms: the hard bots' time per decision (default 1,000 ms, as on the page);
        # autoplay off: the front-end paces the bots' moves (bot_step messages), Python calls answer them at once
        if type(bot_delay_ms) not in (int, float) or not 0 <= bot_delay_ms <= 60_000:
            raise RulesError(f"bot_delay_ms is a number of milliseconds from 0 to 60,000, got {quote(bot_delay_ms)}")
        session = Session.start(self.game_id, players=players, seed=seed, options=options, seats=seats, lang=lang,
                                fixed_game=True, bot_budget_ms=bot_budget_ms, autoplay=False)
        super().__init__(**kwargs)
        self._session = session
        session.board_steps_bots = bot_delay_ms
        self.on_msg(self._on_front_end_message)
        self._bots_answer()
        self._publish({"snapshot": session.snapshot()})

    # ---- the front-end side ---------------------------------------------------------
    def _on_front_end_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A click or a button, answered at once: bots move later, each when the board asks (bot_step)."""
        self._publish(self._session.handle(content))

    # ---- the bots' moves ----------------------------------------------------------------
    def _bots_answer(self) -> None:
        """After a change made from Python with a human seated: the bots move now, up to a human's decision, so the
        caller's next line sees their moves. A game of bots alone is left to the board's pace (or run_bots)."""
        if self._session.humans():
            self.table.run_bots()

    def run_bots(self) -> None:
        """Every bot's move now, until a human must decide or the game is over (e.g. a game of bots alone)."""
        self.table.run_bots()
        self._refresh()

    def _publish(self, out: Reply) -> None:
        if "download" in out:
            self.send({"type": "download", **out["download"]})
        if "share" in out:
            self.send({"type": "share", **out["share"]})
        self.texts = dict(self._session.texts())  # first: the drawing reads them (unchanged: nothing is sent)
        self.snapshot = dict(out["snapshot"])
        self.position = self._position()  # after the snapshot: an observer of position reads a drawn board

    def _position(self) -> dict[str, Any]:
        """What changed in the game, as the board's viewer may know it: another seat's move is named only in a game
        without hidden information (Kami's face-down card, K2's secret picks and Arnak's earring choices name
        hidden cards; their boards show a card back). Python, which holds the whole game, reads `board.game`."""
        table, viewer = self.table, self._session.viewer
        public = not table.game.hidden_information
        return {
            "game": table.game.id,
            "version": table.version,
            "moves": len(table.history),
            "to_act": list(table.game.to_act),
            "viewer": viewer,
            "result": table.game.result(),
            "last": [{"seat": e.seat, "notation": e.notation if public or e.seat == viewer else None}
                     for e in table.history[-LAST_MOVES:]],
        }

    def _refresh(self) -> None:
        self._session.viewer = self._session._default_viewer()
        self._publish({"snapshot": self._session.snapshot()})

    # ---- the Python side: a teacher or learner drives the board -----------------------
    @property
    def game(self) -> Game:
        """The rules game being shown (read it; change it through play/undo/load)."""
        return self._session.table.game

    @property
    def table(self) -> Table:
        return self._session.table

    def play(self, *moves: dict[str, Any] | str) -> None:
        """Play moves (notation or action dicts) for whichever seat must decide; bots answer after each."""
        try:
            for move in moves:
                to_act = self.game.to_act
                if not to_act:
                    raise RulesError("the game is over")
                self.table.act(to_act[0], move)
                self._bots_answer()
        finally:
            self._refresh()

    def undo(self, seat: int | None = None) -> None:
        self.table.undo(self._last_seat() if seat is None else seat)
        self._bots_answer()
        self._refresh()

    def redo(self, seat: int | None = None) -> None:
        if seat is None:  # the seat whose undone move comes back next (-1: none, and the table says so)
            seat = self.table.redo_stack[-1].seat if self.table.redo_stack else -1
        self.table.redo(seat)
        self._bots_answer()
        self._refresh()

    def _last_seat(self) -> int:
        if not self.table.history:
            raise RulesError("nothing to undo")
        return self.table.history[-1].seat

    def save(self) -> str:
        return self.table.save()

    def load(self, data: str | bytes | dict[str, Any], seats: list[str] | None = None) -> None:
        """Continue a saved game of this board's game. A bad save, or another game's, raises rules.BadSave
        and the board keeps its game."""
        self._session.load(data, seats=seats)
        self._bots_answer()
        self._refresh()

    def new_game(self, **settings: Any) -> None:
        settings.setdefault("bot_budget_ms", self.table.bot_budget_ms)
        self._session.install(Table(self.game_id, lang=self.table.lang, autoplay=False, **settings))
        self._bots_answer()
        self._refresh()

    def hint(self) -> list[dict[str, Any]]:
        """The hard bot's best options (at most three) for the decision of the seat the board shows, each with its
        notation, label and estimate in words; the board shows them too, until the game moves on. Thought out only
        on what that seat can see. Raises RulesError when it is not that seat's decision."""
        self._ask({"type": "hint"})
        return self.snapshot["hint"]["options"]

    # ---- replays: the board shows the finished game move by move (its controls are in the top bar) ----------
    def replay(self, step: int = 0, seat: int | str | None = None) -> None:
        """Watch the finished game from move `step` (0: before the first), as `seat` saw it (default: the seat the
        board shows; "all": the board as that seat saw it and every hidden card listed beside it). Nothing can be
        played until `end_replay()`; raises RulesError while the game goes on."""
        self._ask({"type": "replay"})
        if step:
            self.seek(step)
        if seat is not None:
            self._ask({"type": "replay_seat", "viewer": seat})

    def seek(self, step: int) -> None:
        """Show the replay after its first `step` moves."""
        self._ask({"type": "seek", "step": step})

    def end_replay(self) -> None:
        self._ask({"type": "replay_end"})

    @property
    def replay_step(self) -> tuple[int, int] | None:
        """(step, total) of the replay shown, or None when the board shows the game."""
        replay = self._session.replay
        return (replay.step, replay.total) if replay else None

    def share_link(self, what: str = "replay", step: int | None = None) -> str:
        """A link to the finished game: "replay" (the whole game) or "position" (the game after `step` moves, by
        default the replay's step shown), on `share_base`. Raises RulesError while the game goes on."""
        out = self._session.handle({"type": "share", "what": what} | ({} if step is None else {"step": step}))
        self._publish({"snapshot": out["snapshot"]})
        if self._session.notice:
            raise RulesError(self._session.notice)
        return f"{self.share_base}#{out['share']['fragment']}"

    def start_lesson(self) -> None:
        """Play this game's guided first game: the board says what to do next and why, and refuses (saying why) any
        other click; `board.new_game(...)` ends it."""
        self._session.start_lesson()
        self._bots_answer()
        self._refresh()

    def open_link(self, link: str) -> None:
        """Open a shared link (the whole address, or its part from "#"): a replay, or a position to play on."""
        self._session.open_link(link[link.find("#"):] if "#" in link else link)
        self._bots_answer()
        self._refresh()

    def _ask(self, msg: dict[str, Any]) -> None:
        """A front-end message sent from Python: its refusal is raised, not only shown."""
        self._publish(self._session.handle(msg))
        if self._session.notice:
            raise RulesError(self._session.notice)

    def view_as(self, seat: int | None) -> None:
        """Show the board as `seat` sees it (None: a spectator), e.g. to discuss a hidden hand in class."""
        if seat is not None and not 0 <= seat < self.game.players:
            raise RulesError(f"no seat {seat}")
        self._session.viewer = seat
        self._publish({"snapshot": self._session.snapshot()})

    def marimo_position(self) -> Any:
        """For marimo: a `mo.state` getter that holds `position`. A cell that calls it re-runs after every change of
        the game, a click on the board included. (marimo re-runs the cells that read `mo.ui.anywidget(board).value`
        only when the board's page writes a trait; a click is a message that Python answers, so it needs this.)

            position = board.marimo_position()        # in the cell that makes the board
            position()["moves"]                       # in any other cell: re-runs after each move
        """
        import marimo as mo  # only in marimo: the widgets never need it

        get, set_position = mo.state(self.position)
        self.observe(lambda change: set_position(change["new"]), names="position")
        return get

    @property
    def lang(self) -> str:
        return self.table.lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._ask({"type": "lang", "lang": value})
