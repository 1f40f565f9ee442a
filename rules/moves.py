"""Each rule once: an action type is a `Move` whose one `check` both filters the legal list and explains a refusal.

A game lists its moves in a `Rulebook`. The legal actions are the candidates every move proposes for the current
decision that pass its check; a refused action gets the reason from the same check, so "what is legal" and "why
not" can never drift apart. Candidates stay few (one per option a board can highlight): a move never enumerates
combinations, a multi-step decision is a stack of small ones (see `Frame`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from .game import canonical
from .i18n import Msg

Action = dict[str, Any]
Types = dict[str, type | tuple[type, ...]]  # an action's keys and the types their values must have


class Move:
    """One action type. Subclasses set `name` (the action's "type") and `frames` (the decisions it answers)."""

    name: ClassVar[str]
    frames: ClassVar[tuple[str, ...]]
    fields: ClassVar[Types] = {}  # the action's other keys and their types
    optional: ClassVar[Types] = {}  # keys an action may leave out, and their types

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ()

    def legal(self, game: Any, seat: int) -> list[Action]:
        """The candidates that pass the check (a move may ask its check's own parts more directly: tests compare
        the two, candidate by candidate)."""
        return [a for a in self.candidates(game, seat) if self.check(game, seat, a) is None]

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        """None if `action` is legal now, else the rule it breaks."""
        raise NotImplementedError

    def play(self, game: Any, seat: int, action: Action) -> list[Any]:
        raise NotImplementedError

    def find(self, game: Any, seat: int, action: Action) -> Action | None:
        """The legal action equal to `action`: one of the candidates, compared strictly (True is no 1). A move whose
        check alone decides (it refuses every action its candidates leave out) may test the action itself."""
        for candidate in self.candidates(game, seat):
            if candidate == action and canonical(candidate) == canonical(action):
                return candidate if self.check(game, seat, candidate) is None else None
        return None

    def misfit(self, action: Action) -> str | None:
        """The first key of `action` that is missing, of another type than declared, or not the move's at all."""
        return misfit(action, self.fields, self.optional)


def _typed(value: Any, kind: type | tuple[type, ...]) -> bool:
    return type(value) is kind or (isinstance(kind, tuple) and type(value) in kind)


def misfit(action: Action, fields: Types, optional: Types | None = None) -> str | None:
    """The first key of `action` that `fields` (and `optional`) leave missing, typed otherwise, or undeclared."""
    for key, kind in fields.items():
        if not _typed(action.get(key), kind):
            return key
    if len(action) == 1 + len(fields):  # (a legal action's usual shape: nothing but its type and fields)
        return None
    optional = optional or {}
    for key, kind in optional.items():
        if key in action and not _typed(action[key], kind):
            return key
    extra = sorted(set(action) - {"type", *fields, *optional})
    return extra[0][:40] if extra else None


class DecisiveMove(Move):
    """A move whose check alone decides: it refuses every action its candidates leave out, so finding an action
    tests the action itself instead of scanning a list."""

    def find(self, game: Any, seat: int, action: Action) -> Action | None:
        if self.misfit(action) is not None or self.check(game, seat, action) is not None:
            return None
        return dict(action)


# why an action type does not answer the decision in progress (None: the generic "not now")
NotNow = Callable[[Any, int, str, str], "Msg | None"]


class Rulebook:
    """The moves of a game, dispatched by the kind of the decision in progress (`frame`). `not_now`, where given,
    says why a move of another decision does not fit this one (a game's own words for "lead first")."""

    def __init__(self, moves: Iterable[Move], not_now: NotNow | None = None) -> None:
        self.not_now = not_now
        self.moves = {m.name: m for m in moves}
        self.by_frame: dict[str, list[Move]] = {}
        for move in self.moves.values():
            for frame in move.frames:
                self.by_frame.setdefault(frame, []).append(move)

    def _named(self, action: Action) -> Move | None:
        kind = action.get("type")
        return self.moves.get(kind) if isinstance(kind, str) else None

    def legal(self, game: Any, seat: int, frame: str) -> list[Action]:
        out = []
        for move in self.by_frame.get(frame, ()):
            out += move.legal(game, seat)
        return out

    def find(self, game: Any, seat: int, action: Action, frame: str) -> Action | None:
        """The legal action equal to `action`, asking only the move it names (strict about types, as JSON)."""
        move = self._named(action)
        if move is None or frame not in move.frames:
            return None
        return move.find(game, seat, action)

    def why_not(self, game: Any, seat: int, action: Action, frame: str) -> Msg:
        move = self._named(action)
        if move is None:
            known = ", ".join(sorted(self.moves))
            return Msg("error.unknown_move", {"type": str(action.get("type"))[:40], "known": known})
        misfit = move.misfit(action)
        if misfit is not None:
            return Msg("error.bad_field", {"type": move.name, "field": misfit})
        if frame not in move.frames:
            reason = self.not_now(game, seat, move.name, frame) if self.not_now else None
            return reason or Msg("error.not_now", {"type": move.name})
        return move.check(game, seat, action) or Msg("error.not_legal", {"action": move.name})

    def play(self, game: Any, seat: int, action: Action) -> list[Any]:
        return self.moves[action["type"]].play(game, seat, action)


class RulebookRules:
    """Mixin for a Game whose actions are the moves of `rulebook`: what is legal, the legal action an input stands
    for and why one is refused all follow from the kind of the decision in progress (`_decision()`); a game adds
    `_settle()` for what happens on its own after an action (effects that need no decision, turn and round ends)."""

    rulebook: ClassVar[Rulebook]
    state: Any

    def _decision(self) -> str:
        raise NotImplementedError

    def _legal(self, seat: int) -> list[Action]:
        return self.rulebook.legal(self, seat, self._decision())

    def _find_legal(self, seat: int, action: Action) -> Action | None:
        return self.rulebook.find(self, seat, action, self._decision())

    def _why_illegal(self, seat: int, action: Action) -> Msg:
        return self.rulebook.why_not(self, seat, action, self._decision())

    def _play(self, seat: int, action: Action) -> list[Any]:
        return self.rulebook.play(self, seat, action) + self._settle()

    def _settle(self) -> list[Any]:
        return []


class StackRules(RulebookRules):
    """RulebookRules for a state that keeps its pending decisions as a stack (`state.stack`, frames
    {"kind", "seat", ...}, top last): the frame on top is the decision, its seat the one to act."""

    def _frame(self) -> dict[str, Any] | None:
        stack = self.state.stack
        return stack[-1] if stack else None

    def _decision(self) -> str:
        top = self._frame()
        return "" if top is None else top["kind"]  # (no decision: the game is over)

    def _to_act(self) -> list[int]:
        top = self._frame()
        return [] if top is None or "seat" not in top else [top["seat"]]
