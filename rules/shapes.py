"""The shapes of what a host sends a board, declared once: a Table's snapshot, the board's (the Session's additions),
the game's words and a reply. A game's own parts (its observation, result, rules help) are JSON objects of its own
(see each game's view.py); everything around them is typed here and checked by mypy in the test run.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

Action = dict[str, Any]


class SeatView(TypedDict):
    seat: int
    kind: str  # "human" or "bot"
    bot: str | None  # the bot's spec ("normal", "hard"…), None for a human
    name: str


class LegalEntry(TypedDict):
    action: Action
    notation: str
    label: str  # in the viewer's language
    target: str  # what the board highlights for it ("" where nothing)


class ReplayView(TypedDict):
    step: int
    total: int
    seat: int | str | None  # the seat watched as, or "all"
    can_see_all: bool
    hidden: NotRequired[list[dict[str, Any]]]  # an all-seeing viewer's: every card hidden from someone


class TableSnapshot(TypedDict):
    """Everything one viewing seat may see (Table.snapshot)."""

    game: str
    players: int
    viewer: int | None
    lang: str
    version: int
    seats: list[SeatView]
    to_act: list[int]
    observation: dict[str, Any]
    legal: list[LegalEntry]
    prompt: str
    log: list[str]
    log_total: int
    result: dict[str, Any] | None
    statistics: list[dict[str, Any]] | None
    sheets: list[dict[str, int]] | None
    can_undo: bool
    undo_why: str | None
    can_redo: bool
    options: dict[str, Any]
    replay: NotRequired[ReplayView]  # a replay's step (rules.replay)


class Snapshot(TableSnapshot):
    """What a board draws from (Session.snapshot): the table's, and what the session knows."""

    hint: dict[str, Any] | None
    lesson: dict[str, Any] | None
    notice: str
    reply: int
    humans: list[int]
    hot_seat: bool
    secrets: bool
    bot_step: dict[str, float] | None


class Texts(TypedDict):
    """The game's words in the viewer's language (Session.texts): sent only when they change."""

    game: str
    lang: str
    ui: dict[str, str]
    help: dict[str, Any]


class Reply(TypedDict):
    """A host's answer to a board's message."""

    snapshot: Snapshot
    texts: NotRequired[Texts]
    download: NotRequired[dict[str, str]]  # a file: {"filename", "text"}
    share: NotRequired[dict[str, Any]]  # a Share link's fragment


# ---- the boards' JSDoc types, written from the shapes above (build.py boards: widgets/src/common/shapes.js) ----
_JS_SCALARS = {int: "number", float: "number", str: "string", bool: "boolean", type(None): "null"}
# what a board's own typedefs fill in: its observation and its rules help
_BOARD_PARTS = {"observation": "O", "help": "H"}


def _js_type(hint: Any) -> str:
    import types as _types
    from typing import Union, get_args, get_origin, is_typeddict

    if hint is Any:
        return "any"
    if hint in _JS_SCALARS:
        return _JS_SCALARS[hint]
    if is_typeddict(hint):
        return hint.__name__
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, _types.UnionType):
        return " | ".join(_js_type(a) for a in args)
    if origin is list:
        inner = _js_type(args[0])
        return f"({inner})[]" if " " in inner else f"{inner}[]"
    if origin is dict:
        return f"Record<{_js_type(args[0])}, {_js_type(args[1])}>"
    raise TypeError(f"no JSDoc type for {hint!r}")


def jsdoc() -> str:
    """JSDoc typedefs of the shapes: `SnapshotOf<O, H>` is a board's snapshot as it draws it (the words joined in),
    O its observation and H its rules help; a board names its own: `@typedef {SnapshotOf<Obs, Help>} Snapshot`."""
    out = ["// Generated from rules/shapes.py by `python3 build.py boards`: do not edit.", "/**"]
    for shape in (SeatView, LegalEntry, ReplayView, Texts):
        out.append(f" * @typedef {{{_js_fields(_fields(shape))}}} {shape.__name__}")
    fields = {**_fields(Snapshot), **{k: (v, False) for k, v in _BOARD_PARTS.items()}, "ui": (dict[str, str], False)}
    # (a template applies to every typedef of its comment: this one has its own)
    out += [" */", "/**", " * @template O, H", f" * @typedef {{{_js_fields(fields, wrap=True)}}} SnapshotOf", " */", ""]
    return "\n".join(out)


def _fields(shape: Any) -> dict[str, tuple[Any, bool]]:
    """A TypedDict's keys: (type, optional)."""
    from typing import get_args, get_origin, get_type_hints

    out = {}
    for name, hint in get_type_hints(shape, include_extras=True).items():
        optional = get_origin(hint) is NotRequired
        out[name] = (get_args(hint)[0] if optional else hint, optional)
    return out


def _js_fields(fields: dict[str, tuple[Any, bool]], wrap: bool = False) -> str:
    fields = {k: ("Action", opt) if k == "action" else (v, opt) for k, (v, opt) in fields.items()}  # the board's own
    parts = [f"{name}{'?' if optional else ''}: {hint if isinstance(hint, str) else _js_type(hint)}"
             for name, (hint, optional) in fields.items()]
    if not wrap:
        return "{" + ", ".join(parts) + "}"
    return "{\n *   " + ",\n *   ".join(parts) + "\n * }"
