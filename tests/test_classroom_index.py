"""The classroom's index: notebooks/index.ipynb and notebooks/index_ja.ipynb say where to start.

Each lists every lesson notebook of notebooks/ by a relative link (the lite's files sit side by side, as they do
here), with the games named and their players counted as the site shows them; both are valid notebooks whose one code
cell needs the project alone. The built classroom holds them, and their links open the lessons in JupyterLite's
Notebook and JupyterLab. The classroom is built from the `classroom` extra alone, not the test extra.
"""

from __future__ import annotations

import ast
import contextlib
import importlib.metadata
import io
import json
import re
import shutil
import sys
import tomllib
from pathlib import Path, PurePosixPath
from typing import Any

import pytest

import rules

from .browser import ROOT, serve_site

NOTEBOOKS = ROOT / "notebooks"
INDEXES = {"en": "index.ipynb", "ja": "index_ja.ipynb"}
LESSONS = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb") if p.name not in INDEXES.values())
LINK = re.compile(r"\]\(([^)\s]+)\)")  # a markdown link's target
# the test extra's own tools: what the site's build must no longer install
TEST_TOOLS = {"playwright", "dask", "distributed", "marimo", "pytest", "pytest-xdist", "hypothesis", "ruff",
              "fonttools", "brotli"}


def cells(name: str) -> list[dict[str, Any]]:
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]


def markdown(name: str) -> str:
    return "\n\n".join("".join(c["source"]) for c in cells(name) if c["cell_type"] == "markdown")


def links(name: str) -> list[str]:
    return LINK.findall(markdown(name))


def players(game: str, lang: str) -> str:
    """A game's players as the start page writes them (web/app.js's playersOne / playersRange)."""
    counts = rules.game_class(game).player_counts
    low, high = min(counts), max(counts)
    if lang == "ja":
        return f"{low}人" if low == high else f"{low}〜{high}人"
    return f"{low}" if low == high else f"{low}–{high}"


def extras() -> dict[str, list[str]]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]


# ---- the notebooks ---------------------------------------------------------------------------------------------

def test_the_lessons_are_the_folder_s_notebooks_but_the_indexes() -> None:
    assert {"kami.ipynb", "kami_ja.ipynb", "nanga_parbat.ipynb", "k2.ipynb", "arnak.ipynb", "explore.ipynb"} <= set(
        LESSONS)
    assert not [name for name in LESSONS if name.startswith("index")]


@pytest.mark.parametrize("lang", sorted(INDEXES))
def test_the_index_links_every_lesson(lang: str) -> None:
    assert set(LESSONS) <= set(links(INDEXES[lang]))


@pytest.mark.parametrize("lang", sorted(INDEXES))
def test_every_link_of_the_index_is_a_notebook_beside_it(lang: str) -> None:
    found = links(INDEXES[lang])
    assert found
    for target in found:
        # relative and in the same folder: JupyterLab and Notebook 7 open it as a file next to the index
        assert PurePosixPath(target).name == target and target.endswith(".ipynb"), target
        assert (NOTEBOOKS / target).is_file(), target
    other = INDEXES["ja" if lang == "en" else "en"]
    assert other in found  # each index points to the other language's


@pytest.mark.parametrize("lang", sorted(INDEXES))
def test_the_index_is_a_valid_notebook_committed_without_outputs(lang: str) -> None:
    nbformat = pytest.importorskip("nbformat")
    notebook = nbformat.read(NOTEBOOKS / INDEXES[lang], as_version=4)
    nbformat.validate(notebook)
    assert notebook.nbformat == 4 and notebook.nbformat_minor >= 5
    assert notebook.cells[0].cell_type == "markdown" and notebook.cells[0].source.startswith("# ")
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None


@pytest.mark.parametrize("lang", sorted(INDEXES))
def test_the_index_names_each_game_and_its_players_as_the_site_does(lang: str) -> None:
    rows = [line for line in markdown(INDEXES[lang]).splitlines() if line.startswith("|")]
    for game in rules.games():
        title = rules.game_class(game).catalog.render("game.title", lang)
        twin = f"{game}_ja.ipynb"
        notebook = twin if lang == "ja" and (NOTEBOOKS / twin).is_file() else f"{game}.ipynb"
        (row,) = [row for row in rows if f"]({notebook})" in row]
        columns = [column.strip() for column in row.strip("|").split("|")]
        assert columns[0] == f"**{title}**", row
        assert columns[1] == players(game, lang), row


@pytest.mark.parametrize("lang", sorted(INDEXES))
def test_the_index_s_code_imports_only_the_project_and_lists_the_games(lang: str) -> None:
    code = ["".join(c["source"]) for c in cells(INDEXES[lang]) if c["cell_type"] == "code"]
    assert len(code) == 1
    tree = ast.parse(code[0])
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {(node.module or ".").split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported == {"rules"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code[0], INDEXES[lang], "exec"), {})
    for game in rules.games():
        assert rules.game_class(game).catalog.render("game.title", lang) in out.getvalue()
        assert players(game, lang) in out.getvalue()


# ---- the classroom's build: the `classroom` extra alone --------------------------------------------------------

def test_the_classroom_extra_is_part_of_the_test_extra_and_holds_none_of_its_tools() -> None:
    import build

    assert build.extras_within("classroom") == {"classroom"}
    assert {"classroom", "jupyter", "cluster", "marimo", "test"} <= build.extras_within("test")
    pins = {re.split(r"[\[=]", req)[0]: req.split("==")[1] for name, reqs in extras().items() for req in reqs
            if "==" in req and name != "classroom"}
    for requirement in extras()["classroom"]:
        name, version = re.split(r"[\[=]", requirement)[0], requirement.split("==")[1]
        assert name not in TEST_TOOLS
        assert pins.get(name, version) == version, f"{name}: the classroom pins {version}, another extra {pins[name]}"


def record_calls(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[tuple[str, ...]]:
    """build's venv in `tmp_path` (its python an empty file), with build.run recording the commands it is given."""
    import build

    python = tmp_path / "venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.touch()
    monkeypatch.setattr(build, "VENV", tmp_path / "venv")
    monkeypatch.setattr(build, "PY", python)
    calls: list[tuple[str, ...]] = []
    monkeypatch.setattr(build, "run", lambda *cmd, **kw: calls.append(tuple(str(c) for c in cmd)))
    return calls


def test_the_venv_gets_each_extra_once_and_the_test_extra_covers_the_classroom(monkeypatch: pytest.MonkeyPatch,
                                                                              tmp_path: Path) -> None:
    import build

    calls = record_calls(monkeypatch, tmp_path)
    build.ensure_venv("classroom")
    assert calls[-1][-2:] == ("-e", ".[classroom]") and len(calls) == 1
    build.ensure_venv("classroom")
    assert len(calls) == 1  # installed from this pyproject already
    build.ensure_venv()  # the tests need more
    assert calls[-1][-2:] == ("-e", ".[test]") and len(calls) == 2
    build.ensure_venv("classroom")
    build.ensure_venv("test")
    assert len(calls) == 2
    # a stamp of the hash alone (as written before the stamp named its extras) stands for the test extra
    stamp = build.VENV / ".installed"
    stamp.write_text(stamp.read_text().split()[0])
    build.ensure_venv("classroom")
    assert len(calls) == 2
    # another pyproject: what was installed says nothing of it
    stamp.write_text("0" * 64 + "\ntest\n")
    build.ensure_venv("classroom")
    assert calls[-1][-2:] == ("-e", ".[classroom]") and len(calls) == 3
    build.ensure_venv()
    assert calls[-1][-2:] == ("-e", ".[test]") and len(calls) == 4


def test_the_system_python_builds_the_classroom_in_a_venv_with_the_classroom_extra(monkeypatch: pytest.MonkeyPatch,
                                                                                   tmp_path: Path) -> None:
    import build

    calls = record_calls(monkeypatch, tmp_path)
    asked = []
    monkeypatch.setattr(build, "ensure_venv", lambda extra="test": asked.append(extra))
    monkeypatch.setitem(sys.modules, "jupyterlite_core", None)  # as in a Python without JupyterLite: ImportError
    assert build.build_classroom(tmp_path / "site") == tmp_path / "site" / "classroom"
    assert asked == ["classroom"]
    assert calls == [(str(build.PY), str(Path(build.__file__)), "classroom", str(tmp_path / "site"))]


def requirement_closure(requirements: list[str]) -> set[str]:
    """The distributions `requirements` install, as this environment's metadata resolves them."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    found: set[str] = set()
    seen: set[tuple[str, frozenset[str]]] = set()
    todo = [Requirement(text) for text in requirements]
    while todo:
        requirement = todo.pop()
        name = canonicalize_name(requirement.name)
        if (name, frozenset(requirement.extras)) in seen:
            continue
        seen.add((name, frozenset(requirement.extras)))
        try:
            distribution = importlib.metadata.distribution(name)
        except importlib.metadata.PackageNotFoundError:
            continue  # not installed here: it installs no lab extension the classroom could have taken
        found.add(name)
        for text in distribution.requires or []:
            inner = Requirement(text)
            if inner.marker is None or any(inner.marker.evaluate({"extra": extra})
                                           for extra in (requirement.extras or {""})):
                todo.append(inner)
    return found


def lab_extension_owners() -> dict[str, str]:
    """Each lab extension installed in this environment -> the distribution that installed it."""
    from packaging.utils import canonicalize_name

    owners = {}
    for distribution in importlib.metadata.distributions():
        for file in distribution.files or []:
            parts = PurePosixPath(str(file)).parts
            if "labextensions" not in parts or parts[-1] != "package.json":
                continue
            name = parts[parts.index("labextensions") + 1:-1]
            if len(name) == (2 if name[:1] and name[0].startswith("@") else 1):
                owners["/".join(name)] = canonicalize_name(distribution.metadata["Name"])
    return owners


# ---- the built classroom ---------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def classroom(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the session's site with its classroom built (the session's own site stays without one)."""
    import build

    site = tmp_path_factory.mktemp("classroom-index") / "site"
    shutil.copytree(site_dir, site)
    build.build_classroom(site)
    return site


def test_the_classroom_extra_installs_every_lab_extension_the_classroom_serves(classroom: Path) -> None:
    config = json.loads((classroom / "classroom" / "jupyter-lite.json").read_text(encoding="utf-8"))
    served = [extension["name"] for extension in config["jupyter-config-data"]["federated_extensions"]]
    assert {"@jupyter-widgets/jupyterlab-manager", "anywidget", "@jupyterlite/pyodide-kernel-extension"} <= set(served)
    installs = requirement_closure(extras()["classroom"])
    owners = lab_extension_owners()
    for name in served:
        assert owners.get(name) in installs, f"the classroom serves {name} from {owners.get(name)}, not in the extra"
    assert "jupyter-server" in installs  # jupyter-lite lists the notebooks (api/contents) with it
    assert not installs & TEST_TOOLS


def test_the_built_classroom_holds_both_indexes(classroom: Path) -> None:
    listing = json.loads((classroom / "classroom" / "api" / "contents" / "all.json").read_text(encoding="utf-8"))
    listed = {item["name"] for item in listing["content"] if item["type"] == "notebook"}
    assert {*INDEXES.values(), *LESSONS} <= listed
    for name in INDEXES.values():
        copied = json.loads((classroom / "classroom" / "files" / name).read_text(encoding="utf-8"))
        assert copied["cells"] == cells(name)
        assert copied["metadata"]["kernelspec"]["name"] == "python"  # the lite kernel


@pytest.mark.parametrize("app", ["notebooks", "lab"])
def test_a_link_of_the_index_opens_its_lesson_in_the_classroom(chromium: Any, classroom: Path, app: str) -> None:
    with serve_site(classroom) as url:
        context = chromium.new_context(viewport={"width": 1300, "height": 1000})
        try:
            page = context.new_page()
            page.goto(f"{url}classroom/{app}/index.html?path=index_ja.ipynb")
            page.wait_for_selector(".jp-RenderedMarkdown h1:has-text('クラスルーム')", timeout=90_000)
            link = page.locator(".jp-RenderedMarkdown a", has_text="神").first
            link.scroll_into_view_if_needed(timeout=30_000)
            if app == "notebooks":  # Notebook 7 opens another notebook in a new tab
                with context.expect_page(timeout=30_000) as opened:
                    link.click()
                lesson = opened.value
                lesson.wait_for_selector(".jp-RenderedMarkdown h1:has-text('神 (Kami)')", timeout=90_000)
                assert lesson.url.startswith(f"{url}classroom/notebooks/index.html?path=kami_ja.ipynb")
            else:  # JupyterLab opens it in a tab beside the index
                link.click()
                page.wait_for_selector(".lm-TabBar-tab:has-text('kami_ja.ipynb')", timeout=30_000)
                page.wait_for_selector(".jp-RenderedMarkdown h1:has-text('神 (Kami)')", timeout=90_000)
        finally:
            context.close()
