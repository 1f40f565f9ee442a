"""JupyterLab on 127.0.0.1 in Debian's Chromium: the notebook runs, the board renders, a click reaches Python."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from jupyter_client import BlockingKernelClient

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "tabletop-test"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    work = tmp_path_factory.mktemp("lab")
    shutil.copy(ROOT / "notebooks" / "kami.ipynb", work / "kami.ipynb")
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


def kernel_client(base: str, runtime: Path) -> BlockingKernelClient:
    sessions = json.load(urllib.request.urlopen(f"{base}/api/sessions?token={TOKEN}"))
    kernel_id = next(s["kernel"]["id"] for s in sessions if s["path"].endswith("kami.ipynb"))
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


def test_the_notebook_runs_in_jupyterlab_and_a_click_changes_the_python_game(lab, chromium) -> None:
    base, runtime = lab
    # start the notebook's kernel first, so JupyterLab attaches to it instead of asking which kernel to use
    request = urllib.request.Request(
        f"{base}/api/sessions?token={TOKEN}", method="POST", headers={"Content-Type": "application/json"},
        data=json.dumps({"path": "kami.ipynb", "type": "notebook", "name": "kami.ipynb",
                         "kernel": {"name": "python3"}}).encode())
    urllib.request.urlopen(request, timeout=60)
    page = chromium.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(f"{base}/lab/tree/kami.ipynb?token={TOKEN}")
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
        page.wait_for_selector(".kami-board[data-version]", timeout=180_000)
        page.wait_for_function("() => document.querySelectorAll('.kami-board').length >= 5", timeout=240_000)
    except Exception:
        page.screenshot(path=str(runtime.parent / "lab-failure.png"))
        raise
    client = kernel_client(base, runtime)
    try:
        before = int(python_value(client, "len(board.game.actions)"))
        first_board = page.locator(".kami-board").first
        first_board.scroll_into_view_if_needed()
        option = first_board.locator("[data-action]").first
        notation = option.get_attribute("data-action")
        option.click()
        deadline = time.time() + 30
        while int(python_value(client, "len(board.game.actions)")) == before:
            assert time.time() < deadline, "the click never reached the Python game"
            time.sleep(0.5)
        assert python_value(client, f"board.game.actions[{before}][1]") == notation
    finally:
        client.stop_channels()
        page.close()
