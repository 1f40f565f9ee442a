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
        assert path.is_file() and path.parent in (SOURCES / "common", SOURCES / name.removesuffix(".js")), (
            f"{name}: {include} is neither in widgets/src/common nor in the board's own folder")


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
    shared = {f"{p.parent.name}/{p.name}" for folder in SOURCES.iterdir() if folder.is_dir()
              for p in folder.iterdir() if p.suffix in (".js", ".css")}
    assert shared == used, "a shared or board-part file no board includes"


def test_bad_includes_are_refused(tmp_path):
    src = tmp_path / "src"
    (src / "common").mkdir(parents=True)
    (src / "common" / "a.js").write_text("const A = 1;\n")
    (src / "common" / "nested.js").write_text("// @include common/a.js\n")
    (tmp_path / "outside.js").write_text("const B = 2;\n")
    (src / "other").mkdir()
    (src / "other" / "part.js").write_text("const P = 3;\n")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "d.json").write_text('{"a": [1, 2], "b": "x"}')
    (tmp_path / "d.json").write_text("{}")
    cases = {"missing": "// @include common/none.js\n", "twice": "// @include common/a.js\n// @include common/a.js\n",
             "outside": "// @include ../outside.js\n", "nested": "// @include common/nested.js\n",
             "another_board": "// @include other/part.js\n", "data_outside": "// @json D d.json\n",
             "data_missing": "// @json D rules/none.json\n",
             "data_twice": "// @json D rules/d.json\n// @json E rules/d.json\n"}
    for stem, text in cases.items():
        (src / f"{stem}.js").write_text(text)
        with pytest.raises(build.BoardSourceError):
            build.board_module(src / f"{stem}.js", src, tmp_path)
    (src / "ok.js").write_text("// @ts-check\n// @include common/a.js\nexport default {};\n")
    assert build.board_module(src / "ok.js", src).splitlines() == [
        "// Generated from widgets/src/ok.js by `python3 build.py boards`; edit the sources, not this file.",
        "// @ts-check", "const A = 1;", "export default {};"]


def test_a_board_part_a_stylesheet_and_data_are_expanded(tmp_path):
    src = tmp_path / "src"
    (src / "common").mkdir(parents=True)
    (src / "common" / "board.css").write_text('.PFX-a { content: "\\"" }\n')
    (src / "game").mkdir()
    (src / "game" / "part.js").write_text("const P = 3;\n")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "d.json").write_text('{"a": [1, 2], "b": "名"}')
    (src / "game.js").write_text("// @include common/board.css\n// @include game/part.js\n// @json DATA rules/d.json\n")
    lines = build.board_module(src / "game.js", src, tmp_path).splitlines()
    assert lines[1:] == ['const COMMON_BOARD_CSS = ".PFX-a { content: \\"\\\\\\"\\" }\\n";', "const P = 3;",
                         'const DATA = {"a":[1,2],"b":"名"};']
