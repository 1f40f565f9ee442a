"""The message protocol between a board front-end and its host (Jupyter widget or web worker).

A front-end sends small JSON messages; `Session.handle` applies them to a Table and
returns what to send back: always the new snapshot for the current viewer, sometimes
a file to download. Both hosts use this class, so the board behaves the same in
JupyterLab and on the static page.

Messages: {"type": "act", "action": {...} | "notation"}, {"type": "explain", "action": ...},
{"type": "undo"}, {"type": "redo"}, {"type": "lang", "lang": "ja"}, {"type": "save"},
{"type": "load", "data": "<saved JSON>"}, {"type": "new_game", "game": ..., "players": ...,
"seed": ..., "options": {...}, "seats": [...]}, {"type": "refresh"}.
"""

from __future__ import annotations

import re
from typing import Any

from .bots import bot_names
from .errors import RulesError
from .i18n import LANGS, Msg
from .registry import game_class, games
from .table import Table


class Session:
    def __init__(self, table: Table, fixed_game: bool = True) -> None:
        self.table = table
        self.fixed_game = fixed_game  # False: a loaded save may be of another game (the page mounts its board)
        self.autoplay = table.autoplay  # False: the host steps the bots itself (to show moves one by one)
        self.notice = ""
        self.replies = 0  # sent with each snapshot so that two identical replies still differ (widgets resync)
        self.viewer = self._default_viewer()

    @classmethod
    def start(cls, game: str = "kami", players: int | None = None, seed: int | None = None,
              options: dict[str, Any] | None = None, seats: list[str] | None = None, lang: str = "en",
              autoplay: bool = True, fixed_game: bool = True) -> Session:
        return cls(Table(game, players=players, seed=seed, options=options, seats=seats, lang=lang,
                         autoplay=autoplay), fixed_game=fixed_game)

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

    def snapshot(self) -> dict[str, Any]:
        table = self.table
        snap = table.snapshot(self.viewer)
        snap["notice"] = self.notice
        snap["reply"] = self.replies
        snap["humans"] = self.humans()
        snap["hot_seat"] = len(self.humans()) > 1
        snap["ui"] = table.game.catalog.section("ui.", table.lang)
        return snap

    # ---- messages ------------------------------------------------------------------------
    def handle(self, msg: Any) -> dict[str, Any]:
        """Apply one front-end message. Returns {"snapshot": ...} and maybe {"download": {...}}.
        A refused message leaves the game as it was and sets a notice saying why."""
        self.notice = ""
        self.replies += 1
        out: dict[str, Any] = {}
        try:
            if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
                raise RulesError(f"a message is a JSON object with a 'type', got {msg!r}")
            kind = msg["type"]
            handler = getattr(self, f"_on_{kind}", None)
            if handler is None:
                raise RulesError(f"unknown message type {kind!r}")
            handler(msg, out)
        except RulesError as exc:
            self.notice = self._localized(exc)
        self.viewer = self._default_viewer()
        out["snapshot"] = self.snapshot()
        return out

    def bot_pending(self) -> bool:
        return any(seat in self.table.bots for seat in self.table.game.to_act)

    def bot_step(self) -> dict[str, Any]:
        """One bot move (for hosts that pace the bots); returns the new snapshot."""
        self.notice = ""
        self.table.bot_step()
        self.viewer = self._default_viewer()
        return {"snapshot": self.snapshot()}

    def _localized(self, exc: RulesError) -> str:
        key = getattr(exc, "key", "")
        if key:
            return self.table.game.catalog.render(Msg(key, exc.params), self.table.lang)
        return str(exc)

    def _seat(self) -> int:
        if self.viewer is None:
            raise RulesError("a spectator cannot act")
        return self.viewer

    def _on_act(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        self.table.act(self._seat(), msg.get("action"))

    def _on_explain(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        if self.viewer is None:
            raise RulesError("a spectator cannot act")
        reason = self.table.explain(self.viewer, msg.get("action"))
        self.notice = reason or ""
        if reason:
            raise RulesError(reason)

    def _on_undo(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        self.table.undo(self._seat())

    def _on_redo(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        self.table.redo(self._seat())

    def _on_lang(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        lang = msg.get("lang")
        if lang not in LANGS:
            raise RulesError(f"unknown language {lang!r}; available: {', '.join(LANGS)}")
        self.table.lang = lang

    def _on_refresh(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        pass

    def _on_save(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        game = self.table.game
        out["download"] = {"filename": f"{game.id}-{len(game.actions)}.json", "text": self.table.save()}

    def _on_load(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        data = msg.get("data")
        if not isinstance(data, (str, dict)):
            raise RulesError("load needs the saved game's text")
        if isinstance(data, str) and _nesting(data) > 64:  # Pyodide's stack is small: json.loads would kill it
            raise RulesError("save is not a saved game: its JSON is nested too deeply")
        # keep who sits where if the saved game has as many seats; otherwise the default seats
        seats = list(self.table.seats)
        probe = Table.load(data, lang=self.table.lang, autoplay=False)
        same = probe.game.players == len(seats) and all(
            s == "human" or s.removeprefix("bot:") in bot_names(probe.game.id) for s in seats)
        self.table = Table.load(data, seats=seats if same else None, lang=self.table.lang, autoplay=self.autoplay)

    def _on_new_game(self, msg: dict[str, Any], out: dict[str, Any]) -> None:
        game = msg.get("game", self.table.game.id)
        self.table = Table(game, players=msg.get("players"), seed=msg.get("seed"), options=msg.get("options"),
                           seats=msg.get("seats"), lang=msg.get("lang", self.table.lang), autoplay=self.autoplay)


def _nesting(text: str) -> int:
    """How deep a JSON text's arrays and objects nest (brackets inside strings do not count)."""
    depth = peak = 0
    for ch in _STRINGS.sub("", text):
        if ch in "[{":
            depth += 1
            peak = max(peak, depth)
        elif ch in "]}":
            depth -= 1
    return peak


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')


def catalogue() -> dict[str, Any]:
    """What a start page offers: games, their player counts, options and bots."""
    out = {}
    for game_id in games():
        cls = game_class(game_id)
        out[game_id] = {"players": list(cls.player_counts), "default_players": cls.default_players,
                        "options": cls.describe_options(), "bots": bot_names(game_id)}
    return out
