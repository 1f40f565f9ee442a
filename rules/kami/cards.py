"""Kami's card table, loaded from cards.json. Kinds are small ints (index in the table)."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import package_json


@dataclass(frozen=True)
class Card:
    kind: int
    id: str
    code: str
    copies: int
    points: int
    counters: tuple[int, ...]
    ja: str
    en: str


def _load() -> tuple[Card, ...]:
    raw = package_json(__package__, "cards.json")["cards"]
    index = {c["id"]: i for i, c in enumerate(raw)}
    return tuple(
        Card(i, c["id"], c["code"], c["copies"], c["points"], tuple(index[k] for k in c["counters"]), c["ja"], c["en"])
        for i, c in enumerate(raw)
    )


CARDS = _load()
KINDS = len(CARDS)
BY_CODE = {c.code: c for c in CARDS}
BY_ID = {c.id: c for c in CARDS}
SOLDIER = BY_ID["soldier"].kind
EMPRESS = BY_ID["empress"].kind
DECK_SIZE = sum(c.copies for c in CARDS)
# can_counter[attack][counter]
CAN_COUNTER = tuple(tuple(k in CARDS[a].counters for k in range(KINDS)) for a in range(KINDS))


def full_deck() -> list[int]:
    return [c.kind for c in CARDS for _ in range(c.copies)]
