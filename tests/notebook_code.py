"""Running a teaching notebook's code in a test: its cells, its namespace up to a section, an exercise's output."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any


def cells(notebook: Path) -> list[dict[str, Any]]:
    return json.loads(notebook.read_text(encoding="utf-8"))["cells"]


def namespace_until(notebook: Path, heading: str) -> dict[str, Any]:
    """The notebook's namespace after its code cells up to the markdown cell that starts with `heading` (boards
    made, not shown; what the cells print is dropped)."""
    namespace: dict[str, Any] = {}
    with contextlib.redirect_stdout(io.StringIO()):
        for cell in cells(notebook):
            source = "".join(cell["source"])
            if cell["cell_type"] == "markdown" and source.startswith(heading):
                break
            if cell["cell_type"] == "code":
                exec(compile(source, str(notebook), "exec"), namespace)
    return namespace


def answered(namespace: dict[str, Any], check: str, answer: Any) -> str:
    """What an exercise's check prints for `answer`."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        namespace[check](answer)
    return out.getvalue()
