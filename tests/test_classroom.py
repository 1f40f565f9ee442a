"""The classroom: JupyterLite with the Pyodide kernel, built into the site and served from it with nothing else.

One site (with its classroom) and one server for the module. The browser test opens a notebook with every request
outside the site's host refused, runs its first cells, clicks an option on the board and asks the kernel about it."""

from __future__ import annotations

import json
import re
import urllib.request
import zipfile
from pathlib import Path
from typing import Any

import pytest

from .browser import ROOT, serve_site
from .classroom_run import CELL, START, run_to_first_board

# notebook -> its board's class, the board's CSS class, an option on it that stands for one action, and the
# attribute that names it (Kami: the action's notation; Arnak: the thing the action targets, read back through the
# game's action_target)
LESSONS = {
    "kami.ipynb": ("KamiBoard(", "kami-board", "[data-action]", "data-action"),
    "arnak_ja.ipynb": ("ArnakBoard(", "arnak-board",
                       '[data-target]:not([aria-expanded]):not([data-target="pass"])', "data-target"),
}


@pytest.fixture(scope="module")
def classroom_site(tmp_path_factory) -> Path:
    import build

    site = build.build_site(tmp_path_factory.mktemp("classroom") / "site")
    build.build_classroom(site)
    return site


@pytest.fixture(scope="module")
def classroom_url(classroom_site: Path):
    with serve_site(classroom_site) as url:
        yield url


def lock(site: Path) -> dict[str, Any]:
    return json.loads((site / "classroom" / "packages" / "pyodide-lock.json").read_text(encoding="utf-8"))


def test_the_kernel_s_packages_are_the_site_s_own_files_listed_in_their_own_lock(classroom_site: Path) -> None:
    packages = lock(classroom_site)["packages"]
    folder = classroom_site / "classroom" / "packages"
    assert sorted(p["file_name"] for p in packages.values()) == sorted(p.name for p in folder.glob("*.whl"))
    for package in packages.values():
        assert set(package["depends"]) <= set(packages), package["name"]
    # a notebook's first import brings the boards and their widget stack
    project = next(p for p in packages.values() if "widgets" in p["imports"])
    assert {"rules", "widgets"} <= set(project["imports"])
    assert {"anywidget", "ipywidgets"} <= set(project["depends"])
    with zipfile.ZipFile(folder / project["file_name"]) as wheel:
        assert "widgets/static/kami.js" in wheel.namelist()
    # the front-end bundles the lab extensions serve are not shipped a second time for the kernel
    assert not {"widgetsnbextension", "jupyterlab-widgets"} & set(packages)


def test_the_kernel_s_widget_stack_has_the_versions_pyproject_pins() -> None:
    import tomllib

    pins = dict(line.split()[0].split("==") for line in (ROOT / "web" / "classroom" / "requirements.txt").read_text(
        encoding="utf-8").splitlines() if line.strip() and not line.startswith("#"))
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    jupyter = dict(pin.split("==") for pin in extras["jupyter"])
    for name in ("anywidget", "ipywidgets", "traitlets"):
        assert pins[name] == jupyter[name], name


def test_a_player_s_offline_copy_of_the_site_leaves_the_classroom_out(classroom_site: Path) -> None:
    # the game page's service worker keeps every file it lists: 26 MB of JupyterLite is not for every player
    worker = (classroom_site / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"^const FILES = (\[.*\]);$", worker, re.M).group(1))
    assert "pyodide/pyodide.asm.wasm" in files
    assert not [name for name in files if name.startswith("classroom/")]


def test_the_classroom_runs_on_the_site_s_pyodide_and_opens_the_notebooks_on_the_lite_kernel(
        classroom_site: Path) -> None:
    config = json.loads((classroom_site / "classroom" / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    # resolved against classroom/ (JupyterLite resolves a "./" URL against its config's folder, any other relative
    # one against each app's page): the site's own copy, not a CDN and not a second copy
    assert kernel["pyodideUrl"].startswith("./")
    assert (classroom_site / "classroom" / kernel["pyodideUrl"]).resolve() == (
        classroom_site / "pyodide" / "pyodide.mjs").resolve()
    assert not list((classroom_site / "classroom").rglob("pyodide.asm.wasm"))
    for source in sorted((ROOT / "notebooks").glob("*.ipynb")):
        copied = json.loads((classroom_site / "classroom" / "files" / source.name).read_text(encoding="utf-8"))
        assert copied["metadata"]["kernelspec"]["name"] == "python"
        assert copied["cells"] == json.loads(source.read_text(encoding="utf-8"))["cells"]


def test_the_classroom_has_its_own_policy_and_the_page_keeps_its_strict_one(classroom_site: Path,
                                                                             classroom_url: str) -> None:
    import build

    page = urllib.request.urlopen(classroom_url).headers["Content-Security-Policy"]
    lite = urllib.request.urlopen(f"{classroom_url}classroom/notebooks/index.html").headers["Content-Security-Policy"]
    assert page == build.site_policy(classroom_site)
    assert "'unsafe-eval'" not in page and "blob:" not in page
    assert lite == build.classroom_policy(classroom_site)
    assert "'unsafe-inline'" not in lite.split("style-src")[0]  # its inline scripts by their hashes only
    assert "connect-src 'self'" in lite  # still nothing from another host


def test_a_lock_that_needs_an_unshipped_package_is_refused(tmp_path: Path) -> None:
    import build

    with zipfile.ZipFile(tmp_path / "lonely-1.0-py3-none-any.whl", "w") as wheel:
        wheel.writestr("lonely/__init__.py", "")
        wheel.writestr("lonely-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: lonely\nVersion: 1.0\n"
                                                        "Requires-Dist: numpy>=2\n")
    with pytest.raises(SystemExit, match=re.escape("lonely-1.0-py3-none-any.whl needs numpy")):
        build.write_classroom_lock(tmp_path)
    assert not (tmp_path / "pyodide-lock.json").exists()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_start_page_links_to_the_classrooms_index_in_its_language(chromium: Any, classroom_url: str,
                                                                       lang: str) -> None:
    page = chromium.new_page()
    try:
        page.goto(f"{classroom_url}?lang={lang}")
        link = page.locator("#classroom")
        assert ("クラスルーム" in link.inner_text()) == (lang == "ja")
        assert "JupyterLite" in link.inner_text()
        link.click()
        index = "index_ja" if lang == "ja" else "index"
        page.wait_for_selector(".jp-RenderedMarkdown h1", timeout=60_000)
        assert page.url.startswith(f"{classroom_url}classroom/notebooks/index.html?path={index}.ipynb")
        # the index links every lesson: Kami's among them (its cells are rendered one after another)
        page.wait_for_selector(f".jp-RenderedMarkdown a[href*='kami{'_ja' if lang == 'ja' else ''}.ipynb']",
                               state="attached", timeout=60_000)
    finally:
        page.close()


def cell_with(page, code: str):
    return page.locator(CELL, has=page.locator(".jp-InputArea", has_text=code))


def run_new_cell(page, code: str) -> str:
    """Adds a code cell below the selected one, runs it and returns what it printed."""
    # a click on the cell's prompt hands the keys back to the notebook: after a click on the board its focused
    # option keeps them (the board's own keyboard play), and Jupyter suppresses its shortcuts inside a widget
    page.locator(f"{CELL}.jp-mod-active .jp-InputPrompt").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.type(code)
    page.keyboard.press("Shift+Enter")
    output = cell_with(page, code).locator(".jp-OutputArea-output")
    output.wait_for(timeout=60_000)
    return output.inner_text().strip()


def notebook_state(page) -> str:
    """What the notebook shows, for a failure's message: the kernel's status and each cell's prompt and output."""
    return page.evaluate("""() => {
      const status = document.querySelector(".jp-Notebook-ExecutionIndicator")?.dataset.status;
      const cells = [...document.querySelectorAll(".jp-Notebook .jp-Cell.jp-CodeCell")].map((cell) => {
        const prompt = cell.querySelector(".jp-InputPrompt")?.textContent.trim();
        const output = [...cell.querySelectorAll(".jp-OutputArea-output")]
          .map((o) => o.innerText.trim().slice(0, 600)).join(" | ");
        return output || prompt !== "[ ]:" ? `${prompt} ${output.replace(/\\s+/g, " ")}` : "";
      }).filter(Boolean);
      return [`kernel: ${status}`, ...cells].join("\\n");
    }""")


@pytest.mark.parametrize("notebook", sorted(LESSONS))
def test_a_notebook_runs_offline_in_the_classroom_and_a_click_on_its_board_reaches_the_kernel(
        chromium: Any, classroom_url: str, tmp_path: Path, notebook: str) -> None:
    maker, board_class, option_selector, names = LESSONS[notebook]
    failure = tmp_path / "classroom-failure.png"
    context = chromium.new_context(viewport={"width": 1300, "height": 1000})
    outside: list[str] = []
    refused: list[str] = []

    def only_the_site(route: Any) -> None:
        url = route.request.url
        if url.startswith((classroom_url, "data:", "blob:")):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    context.route("**/*", only_the_site)
    page = context.new_page()
    errors: list[str] = []  # the page's console errors, for a failure's message
    page.on("console", lambda m: errors.append(m.text[:300]) if m.type == "error" else None)
    page.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: refused.append(f"page error: {e}"))
    try:
        first_output = run_to_first_board(page, classroom_url, notebook, maker)["output"]
        board = page.locator(f".{board_class}[data-version]").first
        board.wait_for(timeout=START)
        print(f"\nclassroom: {first_output:.1f} s from opening {notebook} to its first output")
        assert board.get_attribute("lang") == ("ja" if notebook.endswith("_ja.ipynb") else "en")

        before = int(run_new_cell(page, "print(len(board.game.actions))"))
        version = board.get_attribute("data-version")
        option = board.locator(option_selector).first
        named = option.get_attribute(names)
        option.click()
        page.wait_for_function(
            f"v => document.querySelector('.{board_class}[data-version]').dataset.version !== v", arg=version)
        played = f"board.game.actions[{before}][1]"
        if names == "data-target":
            played = f"board.game.action_target(board.game.parse_action({played}))"
        assert run_new_cell(page, f"print({played})") == named
        assert outside == []
        assert refused == []
    except Exception as error:
        page.screenshot(path=str(failure))
        console = "\n".join(errors[-20:])
        raise AssertionError(f"{error}\n{notebook_state(page)}\nconsole errors:\n{console}\n"
                             f"screenshot: {failure}") from error
    finally:
        context.close()
