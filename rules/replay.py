"""A saved game watched move by move: any step, as any seat, with the log in step with the board.

`Replay(save)` (or `Replay(table)`, the game a table holds) replays the game once and keeps a copy of it every
`EVERY` moves, so that `seek(n)` is a copy of the nearest checkpoint and at most EVERY - 1 moves: a jump anywhere in
a long game costs the same as a jump near the start. `observation(seat)` is what that seat saw after the first n
moves; `snapshot(seat)` is the board's snapshot of that moment (the Table's, with no options: a replay is watched,
not played).
"""

from __future__ import annotations

from typing import Any

from .errors import RulesError, quote
from .game import Game
from .save import parse_save
from .shapes import ReplayView, TableSnapshot
from .table import Table

EVERY = 16  # moves between the copies of the game a seek starts from


class Replay:
    def __init__(self, source: str | bytes | dict[str, Any] | Table, lang: str | None = None) -> None:
        if isinstance(source, Table):
            self.table = Table.load(source.save(), seats=list(source.seats), lang=lang or source.lang,
                                    names=source.custom_names, autoplay=False, bot_budget_ms=source.bot_budget_ms)
        else:  # a save file: nobody is known to have been a bot, so every seat is named as a player
            save = parse_save(source)
            self.table = Table.load(save, seats=["human"] * save["players"], lang=lang or "en", autoplay=False)
        self.history = list(self.table.history)
        self._marks: dict[int, Game] = {0: self.table._fresh.clone()}
        game = self.table._fresh.clone()
        for index, entry in enumerate(self.history):
            game.apply(entry.seat, entry.notation)
            if (index + 1) % EVERY == 0:
                self._marks[index + 1] = game.clone()
        self.step = self.total

    @property
    def total(self) -> int:
        """The moves of the whole game (the steps are 0, before the first, to total, after the last)."""
        return len(self.history)

    @property
    def game(self) -> Game:
        """The game after the first `step` moves."""
        return self.table.game

    def seek(self, step: int) -> None:
        """Show the game after its first `step` moves (0 to total)."""
        if type(step) is not int or not 0 <= step <= self.total:
            raise RulesError(f"a replay's step is a whole number from 0 to {self.total}, got {quote(step)}",
                             "replay.bad_step", {"total": self.total})
        start = step - step % EVERY
        game = self._marks[start].clone()
        for entry in self.history[start:step]:
            game.apply(entry.seat, entry.notation)
        self.table.game = game
        self.table.history = self.history[:step]
        self.step = step

    def observation(self, seat: int | None) -> dict[str, Any]:
        return self.game.observation(seat)

    def snapshot(self, seat: int | None, lang: str | None = None, everyone: bool = False) -> TableSnapshot:
        """The board's snapshot of this step as `seat` saw it; nothing in it can be played. An all-seeing viewer
        (`everyone`) sees the board as `seat` did and, beside it, every card hidden from someone at this step."""
        snap = self.table.snapshot(seat, lang)
        replay: ReplayView = {"step": self.step, "total": self.total, "seat": "all" if everyone else seat,
                                  "can_see_all": self.game.hidden_information}
        if everyone:
            replay["hidden"] = self.game.hidden_cards(lang or self.table.lang)
        return {**snap, "legal": [], "can_undo": False, "can_redo": False, "undo_why": None, "replay": replay}
