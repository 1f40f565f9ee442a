"""State records that copy and serialise themselves from their dataclass fields.

A game's state is a tree of dataclasses, lists, dicts, scalars and an Rng. `Record` derives `to_dict` (plain JSON
data, for digests and golden files) and `copy` (an independent twin, for clones and search) from the fields, so a
state class never lists its fields twice. A field whose data reads better in another shape than it is kept in (a
board as section -> piece) names its own converter: `field(metadata={"plain": converter})`.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from dataclasses import fields
from typing import Any, Union, get_args, get_origin, get_type_hints

from .rng import Rng

SCALARS = (int, str, bool, float)  # immutable: a copy shares them
LEAVES = frozenset((*SCALARS, type(None)))  # the values of an Any a copy shares without asking further


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
    if type(value) in LEAVES:
        return value
    if isinstance(value, (Record, Rng)):
        return value.copy()
    if isinstance(value, list):
        return [duplicate(v) for v in value]
    if isinstance(value, dict):
        return {k: duplicate(v) for k, v in value.items()}
    return value


def _optional(hint: Any) -> Any:
    """The one type an optional hint (`X | None`) allows besides None, else None."""
    if get_origin(hint) in (Union, types.UnionType):
        rest = [a for a in get_args(hint) if a is not type(None)]
        if len(rest) == 1:
            return rest[0]
    return None


def _source(hint: Any, x: str, depth: int, data: bool) -> str | None:
    """Python source for an independent copy of `x`, a value of this declared type (`data`: for its JSON data, as
    `plain` gives it); None where `x` itself will do (it is immutable)."""
    if hint in SCALARS or (get_origin(hint) in (Union, types.UnionType) and set(get_args(hint)) <= LEAVES):
        return None  # (a scalar, or one of several: `int | str | None`)
    if get_origin(hint) is tuple and all(a in SCALARS or a is Ellipsis for a in get_args(hint)):
        return f"list({x})" if data else None
    if (maybe := _optional(hint)) is not None:
        inner = _source(maybe, x, depth, data)
        return None if inner is None else f"(None if {x} is None else {inner})"
    if isinstance(hint, type) and issubclass(hint, Record):
        return f"{x}.to_dict()" if data else f"{x}.copy()"
    if isinstance(hint, type) and issubclass(hint, Rng):
        return f"{x}.state()" if data else f"{x}.copy()"
    origin, args = get_origin(hint), get_args(hint)
    v = f"v{depth}"
    if origin is list and args:
        inner = _source(args[0], v, depth + 1, data)
        return f"{x}[:]" if inner is None else f"[{inner} for {v} in {x}]"
    if origin is dict and len(args) == 2 and args[0] in ((str,) if data else SCALARS):
        inner = _source(args[1], v, depth + 1, data)
        return f"{x}.copy()" if inner is None else f"{{k{depth}: {inner} for k{depth}, {v} in {x}.items()}}"
    if data:
        return f"plain({x})"
    return f"({x} if type({x}) in LEAVES else duplicate({x}))"  # (most values of an Any are scalars)


def _compile(cls: type, data: bool) -> Callable[[Any], Any]:
    """The class's own `copy` (or `to_dict`), written out from its fields' hints as one would by hand: search
    clones states thousands of times a decision, and observations and digests turn them into data at every one."""
    hints = get_type_hints(cls)
    space: dict[str, Any] = {"cls": cls, "new": object.__new__, "plain": plain, "duplicate": duplicate,
                             "Record": Record, "LEAVES": LEAVES}
    lines = ["    if type(self) is not cls:  # (a subclass writes its own)",
             f"        return Record.{'to_dict' if data else 'copy'}(self)", "    m = self.__dict__"]
    if data:
        parts = []
        for f in fields(cls):
            x = f"m[{f.name!r}]"
            if "plain" in f.metadata:  # the field's own converter
                space[f"plain_{f.name}"] = f.metadata["plain"]
                parts.append(f"{f.name!r}: plain_{f.name}({x})")
            else:
                parts.append(f"{f.name!r}: {_source(hints[f.name], x, 0, True) or x}")
        lines.append("    return {" + ", ".join(parts) + "}")
    else:
        lines += ["    twin = new(cls)", "    d = twin.__dict__", "    d.update(m)  # the immutable fields, shared"]
        for f in fields(cls):
            source = _source(hints[f.name], f"m[{f.name!r}]", 0, False)
            if source is not None:
                lines.append(f"    d[{f.name!r}] = {source}")
        lines.append("    return twin")
    name = "to_dict" if data else "copy"
    exec("\n".join([f"def {name}(self):", *lines]), space)
    return space[name]


class Record:
    """Mixin for dataclasses: `to_dict()` and `copy()` from the fields. The fields' type hints must say what they
    hold (a `list[str]` holds strings): `copy` shares what they declare immutable. Each class's two methods are
    written out from its fields on first use (plain dataclasses: no slots, not frozen)."""

    def to_dict(self) -> dict[str, Any]:
        return _written(type(self), True)(self)

    def copy(self) -> Any:
        return _written(type(self), False)(self)


_WRITTEN: dict[tuple[type, bool], Callable[[Any], Any]] = {}


def _written(cls: type, data: bool) -> Callable[[Any], Any]:
    """The class's own method, written once and set on the class (so the next call goes straight to it)."""
    method = _WRITTEN.get((cls, data))
    if method is None:
        method = _WRITTEN[(cls, data)] = _compile(cls, data)
        setattr(cls, "to_dict" if data else "copy", method)
    return method
