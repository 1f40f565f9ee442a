"""Packaging as a user meets it, each in a fresh venv made only with pip (its cache makes this quick):

- the README's notebook set-up (`pip install -e ".[jupyter]"`, then `jupyter lab`) runs every notebook top to bottom,
  with its boards really created, in a kernel of that venv;
- a built wheel (`pip wheel .`, then `pip install "<wheel>[jupyter]"`) ships the board modules and nothing but the
  packages, and every board it installs draws in Chromium.

Each venv is built once per test run: when xdist spreads this module over workers, a lock in the run's shared
temporary folder lets the first worker build it and the others reuse it.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import subprocess
import sys
import threading
import urllib.parse
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

from tests.board_harness import BoardServer, Handler, settle

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
BOARDS = {"kami": ("KamiBoard", ".kami-board"), "nanga_parbat": ("NangaParbatBoard", ".np-board"),
          "k2": ("K2Board", ".k2-board"), "arnak": ("ArnakBoard", ".arnak-board")}
# the control a board draws per option: one per legal action, or (Arnak) one per thing an option targets
OPTION = {"arnak": "[data-target]"}
KERNEL = "readme-venv"

# notebook -> (live boards it shows, texts its outputs must contain)
EXPECTED = {
    # every exercise's placeholder answer is reported as not answered yet
    "kami": (13, ["The Empress may attack only after", "(a) after counter E: attack E is legal",
                  "'master_strike': True", "… not answered yet: set answer = (hand, unused, \"X\")",
                  "{'count': 2, 'peek': None}", "master strikes"]),
    "kami_ja": (13, ["女帝で攻めるには、もう1枚の女帝が既に受けとして", "(a) counter E の後: attack E は合法",
                     "'master_strike': True", "… まだ答えていません: answer = (手札, 使われない枚数, \"X\")",
                     "{'count': 2, 'peek': None}", "達人の一撃"]),
    "nanga_parbat": (14, ["… not answered yet: set answer = \"guide N\"", "Only one points-chart square may be claimed",
                          "power yak again: Your Yak has already been activated", "'red_panda_ahead'",
                          "seat 1's cube is on the camps square for 3 worth 4", "→ trap 5.4 → [1, 0]",
                          "hikers left [2, 1], cubes left [0, 0]"]),
    "nanga_parbat_ja": (14, ["… まだ答えていません: answer = \"guide N\"",
                             "好きな地域をひとつ選び、ガイド駒をその地域の旗の上に置いてください",
                             "もう一度 power yak: ヤクは既に発動済みです", "'red_panda_ahead'",
                             "キャンプ列の 3 の 4 点のマスには席 1 のキューブがあります",
                             "得点 [1, 0] → trap 5.4 → [1, 0]", "残りハイカー [2, 1]、残りキューブ [0, 0]"]),
    "k2": (13, ["movement totals [4, 3]: seat 0 takes the risk token 1", "movement totals [7, 7]: nobody takes a risk",
                "move S6: path S2 → S4 → S6", "… not answered yet: set answer = (acclimatization, score, hand, deck)",
                "'scores': [12, 12], 'ranking': [0, 1]", "deaths by round"]),
    "k2_ja": (13, ["移動力の合計 [4, 3]: 席 0 がリスクトークン 1 を受け取ります",
                   "移動力の合計 [7, 7]: 誰もリスクトークンを受け取りません",
                   "give M2 r, give M2 r, move S6: 経路 S2 → S4 → S6", "減算するリスク：1",
                   "… まだ答えていません: answer = (順応値, 得点, 手札, 山札)",
                   "'scores': [12, 12], 'ranking': [0, 1]", "ラウンドごとの死亡"]),
    # every exercise starts unanswered and says what shape of answer it wants; the last takes a card
    "arnak": (16, ['… not answered yet: set answer = {"card id", ...}',
                  '… not answered yet: set answer = {"resource": amount, ...}',
                  '… not answered yet: set answer = "glass" or "notebook"',
                  "… not answered yet: set answer = [option, ...]",
                  "… not answered yet: set answer = [assistant id, ...]",
                  "… not answered yet: set answer = [your Fear cards, the bot's]",
                  "… not answered yet: set answer = idol_points",
                  "… not answered yet: your function returns None",
                  "take {'seat': 0, 'card': 'I8', 'from': 'row', 'to': 'bottom_of_deck'}",
                  "its effect at once: You may research.", "… not answered yet: set answer = [idols, bonuses]"]),
    "arnak_ja": (16, ['… まだ答えていません: answer = {"card id", ...}', "方位磁針3つでレベルⅡの場所を発見できる？",
                     "撃退コスト：コイン2つ、矢じり1つ。",
                     "… まだ答えていません: answer = [あなたの恐怖カード, ボットの恐怖カード]",
                     "前: 1ラウンド目、スタートプレイヤー 席1", "… まだ答えていません: 関数が None を返します",
                     "s11 表向きの偶像: 除外の偶像"]),
    # no boards: tournaments between bots, every section's table printed
    "explore": (0, ["Lost Ruins of Arnak, 2 players", "Kami, 3 players", "Nanga Parbat: row beats column",
                    "Kami, every level's scores", "next_leader ['winner', 'clockwise']",
                    "the same as written: True"]),
    # the classroom's index: its one code cell lists the games, in the index's language
    "index": (0, ["Python is ready.", "Kami: 2–4 players", "Nanga Parbat: 2 players",
                  "Lost Ruins of Arnak: 2–4 players"]),
    "index_ja": (0, ["Pythonの準備ができました。", "神：2〜4人", "ナンガパルバット：2人",
                     "アルナックの失われし遺跡：2〜4人"]),
}


# ---- fresh venvs, built once per run ------------------------------------------------------

def built_once(tmp_path_factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]) -> Path:
    """The folder `name`, filled by `build` once per test run even when several xdist workers ask for it."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the run's folder, shared by its workers (a lone run's parent would outlive it)
    target = root / name
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (target / "ready").exists():
            shutil.rmtree(target, ignore_errors=True)
            target.mkdir()
            build(target)
            (target / "ready").touch()
    return target


def clean_env() -> dict[str, str]:
    """This process's environment without anything that would let a venv see this checkout."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}


def run(*command: str | Path, cwd: Path) -> str:
    done = subprocess.run([str(c) for c in command], cwd=cwd, env=clean_env(), capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, f"{' '.join(map(str, command))} failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    return done.stdout


def fresh_venv(where: Path, *requirements: str) -> Path:
    """A new venv at `where` with only `requirements` pip-installed into it; its python."""
    run(sys.executable, "-m", "venv", where, cwd=where.parent)
    python = where / "bin" / "python"
    run(python, "-m", "pip", "install", "--quiet", "--no-compile", *requirements, cwd=where.parent)
    return python


# ---- 1. the README's notebook set-up ---------------------------------------------------------

@pytest.fixture(scope="module")
def readme_venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The README's `pip install -e ".[jupyter]"` in a fresh venv, with a kernelspec for its python."""

    def build(folder: Path) -> None:
        python = fresh_venv(folder / "venv", "-e", f"{ROOT}[jupyter]")
        spec = folder / "kernels" / KERNEL
        spec.mkdir(parents=True)
        (spec / "kernel.json").write_text(json.dumps({
            "argv": [str(python), "-m", "ipykernel_launcher", "-f", "{connection_file}"],
            "display_name": "the README's venv", "language": "python"}))

    return built_once(tmp_path_factory, "readme-venv", build)


def test_the_readme_venv_has_jupyter_lab_with_the_widget_extensions(readme_venv: Path) -> None:
    venv = readme_venv / "venv"
    assert run(venv / "bin" / "jupyter", "lab", "--version", cwd=readme_venv).strip()[:1].isdigit()
    # JupyterLab loads the prebuilt front-ends the boards need from here
    extensions = venv / "share" / "jupyter" / "labextensions"
    assert (extensions / "@jupyter-widgets" / "jupyterlab-manager" / "package.json").is_file()
    assert (extensions / "anywidget" / "package.json").is_file()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_notebook_runs_top_to_bottom_in_the_readme_venv(name: str, readme_venv: Path, tmp_path: Path) -> None:
    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    km = KernelManager(kernel_name=KERNEL,
                       kernel_spec_manager=KernelSpecManager(kernel_dirs=[str(readme_venv / "kernels")]))
    client = NotebookClient(nb, km=km, timeout=600, extra_arguments=["--HistoryManager.hist_file=:memory:"],
                            resources={"metadata": {"path": str(tmp_path)}})
    client.execute(env=clean_env())
    outputs = [o for cell in nb.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    boards, texts = EXPECTED[name]
    widgets = [o for o in outputs if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(widgets) == boards, "every live board cell shows a widget"
    text = "".join(str(o.get("text", "")) + str(o.get("data", {}).get("text/plain", "")) for o in outputs)
    for expected in texts:
        assert expected in text


# ---- 2. a built wheel ---------------------------------------------------------------------

PROBE = """
import json
import widgets

out = {"widgets": widgets.__file__, "boards": {}}
for name in ("KamiBoard", "NangaParbatBoard", "K2Board", "ArnakBoard"):
    try:
        board = getattr(widgets, name)()
        out["boards"][name] = {"esm": board._esm, "snapshot": board.snapshot}
    except Exception as exc:  # reported by the tests, board by board
        out["boards"][name] = {"error": f"{type(exc).__name__}: {exc}"}
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`pip wheel --no-deps .` run in a copy of this checkout (an in-tree build/ could ship stale files)."""

    def build(folder: Path) -> None:
        source = folder / "source"
        shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
            ".git", ".venv", "node_modules", "build", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"))
        run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", folder / "dist", ".", cwd=source)

    (found,) = (built_once(tmp_path_factory, "wheel", build) / "dist").glob("*.whl")
    return found


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Every board made in a fresh venv holding only `pip install "<wheel>[jupyter]"`: what the probe saw."""

    def build(folder: Path) -> None:
        python = fresh_venv(folder / "venv", f"{wheel}[jupyter]")
        (folder / "probe.json").write_text(run(python, "-c", PROBE, cwd=folder))

    return json.loads((built_once(tmp_path_factory, "wheel-venv", build) / "probe.json").read_text())


def test_the_wheel_holds_the_packages_and_their_board_modules_only(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert {n.split("/")[0] for n in names} == {"rules", "widgets", wheel.name.split("-py3")[0] + ".dist-info"}
    assert not [n for n in names if "node_modules" in n or n.startswith(("tests/", "site/", "web/"))]
    for game in BOARDS:
        assert f"widgets/static/{game}.js" in names


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_a_board_from_the_installed_wheel_has_its_module_and_a_snapshot(game: str, installed: dict[str, Any]) -> None:
    assert "site-packages" in installed["widgets"] and not installed["widgets"].startswith(str(ROOT))
    made = installed["boards"][BOARDS[game][0]]
    assert "error" not in made, made.get("error")
    module = (ROOT / "widgets" / "static" / f"{game}.js").read_text(encoding="utf-8")
    assert made["esm"] and made["esm"] == module
    assert made["snapshot"]["game"] == game and made["snapshot"]["legal"]


class WheelModules(Handler):
    """The harness page, with the board modules taken from the wheel's boards instead of this checkout."""

    def do_GET(self) -> None:
        path = urllib.parse.urlparse(self.path).path
        if path.endswith(".js"):
            module = self.server.modules.get(path[1:-3])  # type: ignore[attr-defined]
            if module is None:
                self._send(404, b"not found", "text/plain")
            else:
                self._send(200, module.encode(), "text/javascript; charset=utf-8")
        else:
            super().do_GET()


@contextlib.contextmanager
def serving(server: BoardServer) -> Iterator[BoardServer]:
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_a_board_module_from_the_installed_wheel_draws_in_chromium(game: str, installed: dict[str, Any],
                                                                    chromium: Any) -> None:
    made = installed["boards"][BOARDS[game][0]]
    assert "error" not in made, made.get("error")
    server = BoardServer()
    server.RequestHandlerClass = WheelModules
    server.modules = {game: made["esm"]}  # type: ignore[attr-defined]
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        with serving(server):
            page.goto(server.url(game=game, players=2, seed=1))
            page.wait_for_function("window.board && (window.board.ready || window.board.error)")
            assert page.evaluate("window.board.error") is None
            page.wait_for_selector(BOARDS[game][1])
            snap = settle(page)
            # the board drew one control per legal option (or per target), and a click on one reaches Python
            option = OPTION.get(game, "[data-action]")
            per = "target" if game in OPTION else "notation"
            assert snap["legal"] and page.locator(option).count() == len({e[per] for e in snap["legal"]})
            if game in OPTION:  # a target with one option acts at once (several open a menu; a pass asks first)
                one = next(t for t in sorted({e["target"] for e in snap["legal"]})
                           if t != "pass" and sum(e["target"] == t for e in snap["legal"]) == 1)
                page.click(f'[data-target="{one}"]')
            else:
                page.locator(option).first.click()
            assert settle(page)["version"] != snap["version"]
            assert page.evaluate("window.board.sent.length") == 1 and page.evaluate("window.board.error") is None
        assert not errors, errors
    finally:
        page.close()
