"""JupyterLab on 127.0.0.1 in Debian's Chromium: a notebook runs, its boards render, a click reaches Python.

One server for the module; the Kami and the Arnak notebooks each run in their own kernel on it, in JupyterLab, and
a small Arnak notebook runs in Notebook 7 (the same server, the /notebooks/ page)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest
from jupyter_client import BlockingKernelClient

from .browser import free_port

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "tabletop-test"
NOTEBOOKS = ("kami.ipynb", "arnak.ipynb")
NOTEBOOK7 = "arnak-notebook7.ipynb"


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    work = tmp_path_factory.mktemp("lab")
    for name in NOTEBOOKS:
        shutil.copy(ROOT / "notebooks" / name, work / name)
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "from widgets import ArnakBoard\n"
        'board = ArnakBoard(players=3, seed=5, options={"temple": "snake"}, lang="ja")\nboard'),
        nbformat.v4.new_code_cell(  # a game of bots alone: it moves only when its shown board asks (bot_step)
            "from widgets import KamiBoard\n"
            'bots = KamiBoard(players=2, seed=3, seats=["bot:random", "bot:random"], bot_delay_ms=10)\nbots')]),
        work / NOTEBOOK7)
    runtime = work / "runtime"
    port = free_port()
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(runtime), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--ServerApp.port={port}", "--ServerApp.ip=127.0.0.1",
         f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={work}", "--LabApp.news_url=",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate", "--allow-root"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 90
    while True:
        try:
            urllib.request.urlopen(f"{base}/api/status?token={TOKEN}", timeout=2)
            break
        except OSError:
            if time.time() > deadline or proc.poll() is not None:
                proc.kill()
                raise RuntimeError("JupyterLab did not start") from None
            time.sleep(0.5)
    yield base, runtime
    proc.terminate()
    proc.wait(timeout=30)


def kernel_client(base: str, runtime: Path, notebook: str) -> BlockingKernelClient:
    sessions = json.load(urllib.request.urlopen(f"{base}/api/sessions?token={TOKEN}"))
    kernel_id = next(s["kernel"]["id"] for s in sessions if s["path"].endswith(notebook))
    client = BlockingKernelClient(connection_file=str(runtime / f"kernel-{kernel_id}.json"))
    client.load_connection_file()
    client.start_channels()
    client.wait_for_ready(timeout=30)
    return client


def python_value(client: BlockingKernelClient, expression: str) -> str:
    out: list[str] = []

    def hook(msg):
        if msg["msg_type"] == "stream":
            out.append(msg["content"]["text"])

    client.execute_interactive(f"print({expression})", output_hook=hook, timeout=60)
    return "".join(out).strip()


def run_all(base: str, runtime: Path, chromium, notebook: str, board: str, boards: int, app: str = "lab/tree"):
    """Opens `notebook` in JupyterLab (app "notebooks": Notebook 7), runs all its cells and waits until `boards`
    elements match `board`."""
    # start the notebook's kernel first, so JupyterLab attaches to it instead of asking which kernel to use
    request = urllib.request.Request(
        f"{base}/api/sessions?token={TOKEN}", method="POST", headers={"Content-Type": "application/json"},
        data=json.dumps({"path": notebook, "type": "notebook", "name": notebook,
                         "kernel": {"name": "python3"}}).encode())
    urllib.request.urlopen(request, timeout=60)
    page = chromium.new_page(viewport={"width": 1400, "height": 1000})
    # each notebook in a workspace of its own, reset: JupyterLab would otherwise reopen what an earlier test
    # opened on this server, and its hidden tab's indicators would match too
    where = f"lab/workspaces/{Path(notebook).stem}/tree" if app == "lab/tree" else app
    page.goto(f"{base}/{where}/{notebook}?reset&token={TOKEN}")
    page.wait_for_selector(".jp-Notebook", timeout=90_000)
    select = page.locator(".jp-Dialog button:has-text('Select')")
    try:
        select.wait_for(timeout=5_000)
        select.click()
    except Exception:
        pass  # no kernel dialog: the page attached to the running kernel
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=90_000)
    page.click(".lm-MenuBar-itemLabel:text-is('Run')", timeout=30_000)
    page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
    try:
        page.wait_for_selector(f"{board}[data-version]", timeout=180_000)
        page.wait_for_function(f"() => document.querySelectorAll('{board}').length >= {boards}", timeout=240_000)
    except Exception:
        page.screenshot(path=str(runtime.parent / f"lab-failure-{notebook}.png"))
        page.close()
        raise
    return page


def wait_for_new_action(client: BlockingKernelClient, before: int) -> None:
    deadline = time.time() + 30
    while int(python_value(client, "len(board.game.actions)")) == before:
        assert time.time() < deadline, "the click never reached the Python game"
        time.sleep(0.5)


def test_the_notebook_runs_in_jupyterlab_and_a_click_changes_the_python_game(lab, chromium) -> None:
    base, runtime = lab
    page = run_all(base, runtime, chromium, "kami.ipynb", ".kami-board", 5)
    client = kernel_client(base, runtime, "kami.ipynb")
    try:
        before = int(python_value(client, "len(board.game.actions)"))
        first_board = page.locator(".kami-board").first
        first_board.scroll_into_view_if_needed()
        # the Hint tool asks the kernel for the hard bot's best options: listed, and ringed on the board
        first_board.locator("[data-tool=hint]").click()
        first_board.locator("[data-hint-option]").first.wait_for(timeout=30_000)
        hinted = first_board.locator('[data-hinted="1"]').first.get_attribute("data-action")
        assert hinted == first_board.locator("[data-hint-option]").first.get_attribute("data-hint-option")
        option = first_board.locator("[data-action]").first
        notation = option.get_attribute("data-action")
        option.click()
        wait_for_new_action(client, before)
        assert python_value(client, f"board.game.actions[{before}][1]") == notation
    finally:
        client.stop_channels()
        page.close()


def click_reaches_the_kernel(page, client: BlockingKernelClient) -> None:
    """A click on the first Arnak board's one-action thing is played by the kernel's game, and the board redraws."""
    before = int(python_value(client, "len(board.game.actions)"))
    version = int(python_value(client, "board.snapshot['version']"))
    first_board = page.locator(".arnak-board").first
    first_board.scroll_into_view_if_needed()
    # a thing on the board that stands for one action (several would open a menu first; a pass asks first)
    option = first_board.locator('[data-target]:not([aria-expanded]):not([data-target="pass"])').first
    target = option.get_attribute("data-target")
    option.click()
    wait_for_new_action(client, before)
    action = f"board.game.parse_action(board.game.actions[{before}][1])"
    assert python_value(client, f"board.game.action_target({action})") == target
    assert int(python_value(client, "board.snapshot['version']")) > version
    page.wait_for_function(f"() => Number(document.querySelector('.arnak-board').dataset.version) > {version}",
                           timeout=30_000)


def test_an_arnak_board_works_in_notebook_7(lab, chromium) -> None:
    """…and a board of bots alone plays on move by move: Python alone never moves the bots of a board with no human,
    so its moves were asked for by the shown board, each drawn as a position of its own."""
    base, runtime = lab
    page = run_all(base, runtime, chromium, NOTEBOOK7, ".arnak-board", 1, app="notebooks")
    client = kernel_client(base, runtime, NOTEBOOK7)
    try:
        assert page.locator(".arnak-board").first.get_attribute("lang") == "ja"
        click_reaches_the_kernel(page, client)
        deadline = time.time() + 60
        while int(python_value(client, "len(bots.game.actions)")) < 6:
            assert time.time() < deadline, "the shown board never asked for its bots' moves"
            time.sleep(0.3)
        version = int(python_value(client, "bots.table.version"))
        page.wait_for_function(f"() => Number(document.querySelector('.kami-board').dataset.version) >= {version}",
                               timeout=30_000)
    finally:
        client.stop_channels()
        page.close()


def test_the_arnak_notebook_runs_in_jupyterlab_and_a_click_on_its_board_reaches_the_kernels_game(lab,
                                                                                                 chromium) -> None:
    base, runtime = lab
    page = run_all(base, runtime, chromium, "arnak.ipynb", ".arnak-board", 16)
    client = kernel_client(base, runtime, "arnak.ipynb")
    try:
        click_reaches_the_kernel(page, client)
    finally:
        client.stop_channels()
        page.close()

