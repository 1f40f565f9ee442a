"""The teaching notebooks run top to bottom without errors, with their boards really created."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"

# notebook -> (live boards it shows, texts its outputs must contain)
EXPECTED = {
    "kami": (5, ["The Empress may attack only after", "'master_strike': True", "master strikes"]),
    "nanga_parbat": (2, ["guide now on region", "score", "yak:", "camps"]),
    "k2": (5, ["movement totals [4, 3]: seat 0 takes the risk token", "movement totals [7, 7]: nobody takes a risk",
               "path S25 → S26 → SUMMIT", "on S17: 3 -1 space +1 tent +0 weather = 3", "keeps 10 points"]),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_notebook_runs_top_to_bottom(name: str, tmp_path) -> None:
    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    outputs = [o for cell in nb.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    boards, texts = EXPECTED[name]
    widgets = [o for o in outputs if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(widgets) == boards, "every live board cell shows a widget"
    text = "".join(str(o.get("text", "")) + str(o.get("data", {}).get("text/plain", "")) for o in outputs)
    for expected in texts:
        assert expected in text
