"""Guided first games: a short scripted game in which the board says what to do next and why.

A game's lesson is data: `rules/<game>/lesson.json` holds the deal (players, seed, options) and every move of the
lesson in order, the learner's (seat 0) and the other seats'; `rules/<game>/lesson_<lang>.json` holds its words in
one language: the seats' names, one step ({"do": what to click, "why": the rule behind it}) per move of the learner,
and the words at its end. The other seats play the script's moves (they are no bots: the lesson is the same game
whatever the bots would do), and the learner may make only the move the step asks for; a different click is refused
with the step's words (and, if the rules forbid it anyway, the rules' reason), and changes nothing. Undo works as in
a game: the step is always the one for the moves made so far.

Two rules for a script: in a decision several seats take at once (K2's secret picks), the other seats' moves come
before the learner's (a scripted seat asked to move must find its own move next); and it ends where nobody but the
learner is to move (the learner then starts a game of their own).
"""

from __future__ import annotations

from typing import Any

from .errors import RulesError
from .i18n import LANGS, package_json
from .registry import game_class
from .table import Table

LEARNER = 0


def has_lesson(game_id: str) -> bool:
    try:
        package_json(f"rules.{game_id}", "lesson.json")
    except (ImportError, OSError):
        return False
    return True


class ScriptedSeat:
    """A seat that plays the lesson's next move (its `choose` is asked only when the script says this seat moves)."""

    name = "lesson"

    def __init__(self, lesson: Lesson, seat: int) -> None:
        self.lesson, self.seat = lesson, seat

    def choose(self, observation: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        seat, notation = self.lesson.next_move()
        if seat != self.seat:
            raise RulesError(f"the lesson's script has seat {seat} move where seat {self.seat} is to act")
        return game_class(self.lesson.game_id).parse_action(notation)


class Lesson:
    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        script = package_json(f"rules.{game_id}", "lesson.json")
        self.players: int = script["players"]
        self.seed: int = script["seed"]
        self.options: dict[str, Any] = script.get("options", {})
        self.moves: list[tuple[int, str]] = [(int(seat), str(text)) for seat, text in script["moves"]]
        self.words = {lang: package_json(f"rules.{game_id}", f"lesson_{lang}.json") for lang in LANGS}
        self.table: Table | None = None

    def new_table(self, lang: str, autoplay: bool, bot_budget_ms: float | None = None) -> Table:
        """The lesson's game, its other seats playing the script (up to the learner's first step)."""
        table = Table(self.game_id, players=self.players, seed=self.seed, options=self.options,
                      seats=["human"] + ["bot:random"] * (self.players - 1), lang=lang,
                      names=self.words[lang]["seats"], autoplay=False, bot_budget_ms=bot_budget_ms)
        table.bots = {seat: ScriptedSeat(self, seat) for seat in range(1, self.players)}
        self.table = table
        table.autoplay = autoplay
        if autoplay:
            table.run_bots()
        return table

    @property
    def made(self) -> int:
        return len(self.table.game.actions) if self.table else 0

    @property
    def done(self) -> bool:
        return self.made >= len(self.moves)

    def next_move(self) -> tuple[int, str]:
        if self.done:
            raise RulesError("the lesson is over: it has no more moves")
        return self.moves[self.made]

    def step_index(self) -> int:
        """Which of the learner's steps is the next (the count of the learner's moves made so far)."""
        return sum(1 for seat, _ in self.moves[: self.made] if seat == LEARNER)

    def steps(self) -> int:
        return sum(1 for seat, _ in self.moves if seat == LEARNER)

    def expected(self) -> str | None:
        """The notation the learner is asked for now, or None (the lesson is over, or another seat moves)."""
        if self.done:
            return None
        seat, notation = self.moves[self.made]
        return notation if seat == LEARNER else None

    def _table(self) -> Table:
        if self.table is None:
            raise RulesError("the lesson has no table yet (new_table makes it)")
        return self.table

    def view(self, lang: str) -> dict[str, Any]:
        """What the board shows: the step (its words, the one option it asks for), or the lesson's end."""
        words = self.words[lang]
        out: dict[str, Any] = {"title": words["title"], "step": self.step_index(), "steps": self.steps(),
                               "done": self.done}
        if self.done:
            out["text"] = words["end"]
            return out
        step = words["steps"][self.step_index()]
        notation = self.expected()
        game = self._table().game
        out.update(do=step["do"], why=step["why"], notation=notation,
                   target=game.action_target(game.parse_action(notation)) if notation else "")
        return out

    def refusal(self, action: Any, lang: str) -> str | None:
        """Why the learner's `action` is not the lesson's step (None: it is): the rules' reason if it is illegal
        anyway, then what the step asks for."""
        words = self.words[lang]
        if self.done:
            return words["over"]
        game = self._table().game
        reason = game.explain(LEARNER, action, lang)  # the rules' own reason, if they forbid it anyway
        if reason is None and game.notation(game.match(LEARNER, action)) == self.expected():
            return None
        ask = words["other"].replace("{do}", words["steps"][self.step_index()]["do"])
        return f"{reason} {ask}" if reason else ask
