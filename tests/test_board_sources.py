"""The board modules in widgets/static/ are generated from widgets/src/ (`python3 build.py boards`).

The generated files are committed (JupyterLab and `pip install -e` load them as they are), so these tests
keep them equal to their sources: edit widgets/src/<game>.js or widgets/src/common/*.js, never a generated file.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (the project's stdlib-only entry point, at the top of the checkout)

SOURCES = ROOT / "widgets" / "src"
MODULES = ROOT / "widgets" / "static"
BOARDS = sorted(p.name for p in SOURCES.glob("*.js"))
IMPORT = re.compile(r"^\s*(import\b|export\s.*\bfrom\s)", re.M)


def test_every_board_has_a_source_and_a_module():
    assert BOARDS, "no board sources in widgets/src"
    assert sorted(p.name for p in MODULES.glob("*.js")) == BOARDS


@pytest.mark.parametrize("name", BOARDS)
def test_committed_module_is_what_build_generates(name):
    committed = (MODULES / name).read_text(encoding="utf-8")
    assert committed == build.board_module(SOURCES / name), (
        f"widgets/static/{name} is not what widgets/src generates: edit the sources and run 'python3 build.py boards'")


@pytest.mark.parametrize("name", BOARDS)
def test_includes_resolve_once(name):
    includes = [m.group(1) for line in (SOURCES / name).read_text(encoding="utf-8").splitlines()
                if (m := build.INCLUDE.match(line))]
    assert includes, f"{name} includes no shared code"
    assert len(includes) == len(set(includes)), f"{name} includes a file twice"
    for include in includes:
        path = SOURCES / include
        assert path.is_file() and path.parent == SOURCES / "common", f"{name}: {include} is not in widgets/src/common"


@pytest.mark.parametrize("name", BOARDS)
def test_generated_module_has_no_include_or_import(name):
    text = (MODULES / name).read_text(encoding="utf-8")
    assert "@include" not in text
    assert not IMPORT.search(text), "a board module is loaded on its own: it may not import anything"
    assert text.startswith("// Generated from widgets/src/")
    assert text.count("export default") == 1


def test_every_shared_file_is_used():
    used = {m.group(1) for p in SOURCES.glob("*.js") for line in p.read_text(encoding="utf-8").splitlines()
            if (m := build.INCLUDE.match(line))}
    assert {f"common/{p.name}" for p in (SOURCES / "common").glob("*.js")} == used


def test_bad_includes_are_refused(tmp_path):
    src = tmp_path / "src"
    (src / "common").mkdir(parents=True)
    (src / "common" / "a.js").write_text("const A = 1;\n")
    (src / "common" / "nested.js").write_text("// @include common/a.js\n")
    (tmp_path / "outside.js").write_text("const B = 2;\n")
    cases = {"missing": "// @include common/none.js\n", "twice": "// @include common/a.js\n// @include common/a.js\n",
             "outside": "// @include ../outside.js\n", "nested": "// @include common/nested.js\n"}
    for stem, text in cases.items():
        (src / f"{stem}.js").write_text(text)
        with pytest.raises(build.BoardSourceError):
            build.board_module(src / f"{stem}.js", src)
    (src / "ok.js").write_text("// @ts-check\n// @include common/a.js\nexport default {};\n")
    assert build.board_module(src / "ok.js", src).splitlines() == [
        "// Generated from widgets/src/ok.js by `python3 build.py boards`; edit the sources, not this file.",
        "// @ts-check", "const A = 1;", "export default {};"]
