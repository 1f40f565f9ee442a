"""Each rule once: an action type is a `Move` whose one `check` both filters the legal list and explains a refusal.

A game lists its moves in a `Rulebook`. The legal actions are the candidates every move proposes for the current
decision that pass its check; a refused action gets the reason from the same check, so "what is legal" and "why
not" can never drift apart. Candidates stay few (one per option a board can highlight): a move never enumerates
combinations, a multi-step decision is a stack of small ones (see `Frame`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from .game import canonical
from .i18n import Msg

Action = dict[str, Any]


class Move:
    """One action type. Subclasses set `name` (the action's "type") and `frames` (the decisions it answers)."""

    name: ClassVar[str]
    frames: ClassVar[tuple[str, ...]]
    fields: ClassVar[dict[str, type | tuple[type, ...]]] = {}  # the action's other keys and their types

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ()

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        """None if `action` is legal now, else the rule it breaks."""
        raise NotImplementedError

    def play(self, game: Any, seat: int, action: Action) -> list[Any]:
        raise NotImplementedError


class Rulebook:
    """The moves of a game, dispatched by the kind of the decision on top of its stack."""

    def __init__(self, moves: Iterable[Move]) -> None:
        self.moves = {m.name: m for m in moves}
        self.by_frame: dict[str, list[Move]] = {}
        for move in self.moves.values():
            for frame in move.frames:
                self.by_frame.setdefault(frame, []).append(move)

    def legal(self, game: Any, seat: int, frame: str) -> list[Action]:
        out = []
        for move in self.by_frame.get(frame, ()):
            out += [a for a in move.candidates(game, seat) if move.check(game, seat, a) is None]
        return out

    def find(self, game: Any, seat: int, action: Action, frame: str) -> Action | None:
        """The legal action equal to `action`, asking only the move it names (strict about types, as JSON)."""
        move = self.moves.get(action.get("type")) if isinstance(action.get("type"), str) else None
        if move is None or frame not in move.frames:
            return None
        for candidate in move.candidates(game, seat):
            if candidate == action and canonical(candidate) == canonical(action):
                return candidate if move.check(game, seat, candidate) is None else None
        return None

    def why_not(self, game: Any, seat: int, action: Action, frame: str) -> Msg:
        move = self.moves.get(action.get("type")) if isinstance(action.get("type"), str) else None
        if move is None:
            known = ", ".join(sorted(self.moves))
            return Msg("error.unknown_move", {"type": str(action.get("type"))[:40], "known": known})
        for key, kind in move.fields.items():
            if type(action.get(key)) not in (kind if isinstance(kind, tuple) else (kind,)):
                return Msg("error.bad_field", {"type": move.name, "field": key})
        extra = sorted(set(action) - {"type", *move.fields})
        if extra:
            return Msg("error.bad_field", {"type": move.name, "field": extra[0][:40]})
        if frame not in move.frames:
            return Msg("error.not_now", {"type": move.name})
        return move.check(game, seat, action) or Msg("error.not_legal", {"action": move.name})

    def play(self, game: Any, seat: int, action: Action) -> list[Any]:
        return self.moves[action["type"]].play(game, seat, action)


class StackRules:
    """Mixin for a Game whose state keeps its pending decisions as a stack (`state.stack`, frames
    {"kind", "seat", ...}, top last) and whose actions are the moves of `rulebook`.

    Who decides, what is legal and why an action is refused all follow from the frame on top; a game adds
    `_settle()` for what happens on its own after an action (effects that need no decision, turn and round ends).
    """

    rulebook: ClassVar[Rulebook]
    state: Any

    def _frame(self) -> dict[str, Any] | None:
        stack = self.state.stack
        return stack[-1] if stack else None

    def _to_act(self) -> list[int]:
        top = self._frame()
        return [] if top is None or "seat" not in top else [top["seat"]]

    def _legal(self, seat: int) -> list[Action]:
        return self.rulebook.legal(self, seat, self._frame()["kind"])

    def _find_legal(self, seat: int, action: Action) -> Action | None:
        return self.rulebook.find(self, seat, action, self._frame()["kind"])

    def _why_illegal(self, seat: int, action: Action) -> Msg:
        return self.rulebook.why_not(self, seat, action, self._frame()["kind"])

    def _play(self, seat: int, action: Action) -> list[Any]:
        return self.rulebook.play(self, seat, action) + self._settle()

    def _settle(self) -> list[Any]:
        return []
