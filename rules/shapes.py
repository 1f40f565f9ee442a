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
    help: NotRequired[dict[str, Any]]  # the rules help (a board gets it with the texts instead)
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
