"""State records that copy and serialise themselves from their dataclass fields.

A game's state is a tree of dataclasses, lists, dicts, scalars and an Rng. `Record` derives `to_dict` (plain JSON
data, for digests and golden files) and `copy` (an independent twin, for clones and search) from the fields, so a
state class never lists its fields twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, get_args, get_origin, get_type_hints

from .rng import Rng

Copier = Callable[[Any], Any]
SCALARS = (int, str, bool, float)  # immutable: a copy shares them


def plain(value: Any) -> Any:
    """JSON data for a field value."""
    if isinstance(value, Record):
        return value.to_dict()
    if isinstance(value, Rng):
        return value.state()
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def duplicate(value: Any) -> Any:
    """An independent copy of a field value (scalars are shared: they are immutable)."""
    if isinstance(value, (Record, Rng)):
        return value.copy()
    if isinstance(value, list):
        return [duplicate(v) for v in value]
    if isinstance(value, dict):
        return {k: duplicate(v) for k, v in value.items()}
    return value


def _share(value: Any) -> Any:
    return value


def _copy_of(value: Any) -> Any:
    return value.copy()


def copier(hint: Any) -> Copier:
    """How to copy a field of this declared type: a scalar is shared, a list or dict of scalars copied flat, a
    record or Rng copies itself, containers of those element by element; any other type (Any, a union) the generic
    `duplicate`. Search clones states thousands of times a decision: this is most of its time saved."""
    if hint in SCALARS:
        return _share
    if isinstance(hint, type) and issubclass(hint, (Record, Rng)):
        return _copy_of
    origin, args = get_origin(hint), get_args(hint)
    if origin is list and args:
        inner = copier(args[0])
        if inner is _share:
            return list.copy
        return lambda value: [inner(v) for v in value]
    if origin is dict and len(args) == 2 and args[0] in SCALARS:
        inner = copier(args[1])
        if inner is _share:
            return dict.copy
        return lambda value: {k: inner(v) for k, v in value.items()}
    return duplicate


def plainer(hint: Any) -> Copier:
    """How to turn a field of this declared type into JSON data, as `plain` would: the same shortcuts as `copier`
    (observations and digests turn states into data at every decision)."""
    if hint in SCALARS:
        return _share
    if isinstance(hint, type) and issubclass(hint, Record):
        return _dict_of
    origin, args = get_origin(hint), get_args(hint)
    if origin is list and args:
        inner = plainer(args[0])
        if inner is _share:
            return list
        return lambda value: [inner(v) for v in value]
    if origin is dict and len(args) == 2 and args[0] is str:
        inner = plainer(args[1])
        if inner is _share:
            return dict
        return lambda value: {k: inner(v) for k, v in value.items()}
    return plain


def _dict_of(value: Any) -> Any:
    return value.to_dict()


_PLANS: dict[type, list[tuple[str, Copier]]] = {}
_DATA_PLANS: dict[type, list[tuple[str, Copier]]] = {}


def _data_plan(cls: type) -> list[tuple[str, Copier]]:
    plan = _DATA_PLANS.get(cls)
    if plan is None:
        hints = get_type_hints(cls)
        plan = _DATA_PLANS[cls] = [(f.name, plainer(hints[f.name])) for f in fields(cls)]  # type: ignore[arg-type]
    return plan


def _plan(cls: type) -> list[tuple[str, Copier]]:
    """The name and copier of each field that is not shared as it is, worked out once per class from its hints."""
    plan = _PLANS.get(cls)
    if plan is None:
        hints = get_type_hints(cls)
        plan = _PLANS[cls] = [(f.name, c) for f in fields(cls)  # type: ignore[arg-type]
                              if (c := copier(hints[f.name])) is not _share]
    return plan


class Record:
    """Mixin for dataclasses: `to_dict()` and `copy()` from the fields. The fields' type hints must say what they
    hold (a `list[str]` holds strings): `copy` shares what they declare immutable."""

    def to_dict(self) -> dict[str, Any]:
        mine = self.__dict__
        return {name: data(mine[name]) for name, data in _data_plan(type(self))}

    def copy(self) -> Any:
        twin = object.__new__(type(self))
        mine = self.__dict__  # plain dataclasses (no slots, not frozen): filling the twin's dict at once is quickest
        fresh = twin.__dict__
        fresh.update(mine)  # the scalars, shared
        for name, copy in _plan(type(self)):
            fresh[name] = copy(mine[name])
        return twin
