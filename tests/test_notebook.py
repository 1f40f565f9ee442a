"""The teaching notebook runs top to bottom without errors, with its boards really created."""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"


def test_kami_notebook_runs_top_to_bottom(tmp_path) -> None:
    nb = nbformat.read(NOTEBOOKS / "kami.ipynb", as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    outputs = [o for cell in nb.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    widgets = [o for o in outputs if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(widgets) == 5, "every live board cell shows a widget"
    text = "".join(str(o.get("text", "")) + str(o.get("data", {}).get("text/plain", "")) for o in outputs)
    assert "The Empress may attack only after" in text
    assert "'master_strike': True" in text
    assert "master strikes" in text
