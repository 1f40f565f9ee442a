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


def test_the_boards_types_are_what_rules_shapes_declares():
    """widgets/src/common/shapes.js (the JSDoc types tsc checks the boards against) is generated from the Python
    shapes of a snapshot and a reply, so a key added there reaches the boards' type check."""
    committed = (SOURCES / "common" / "shapes.js").read_text(encoding="utf-8")
    assert committed == build.shapes_js(), "widgets/src/common/shapes.js is stale: run 'python3 build.py boards'"
    for key in ("log_total", "undo_why", "secrets", "lesson", "replay?: ReplayView", "observation: O", "help: H"):
        assert key in committed


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


# ---- the shared stylesheet ------------------------------------------------------------------------------------
# common/board.css is the frame every board shares, written once with PFX for the board's PREFIX and NARROW for
# its phone width; a board passes its own CSS through boardStyles() (common/styles.js), which puts the shared
# sheet first. These tests keep the frame in one place: every board uses it, and no board's own CSS sets again a
# property the shared sheet sets for the same selector (it sets --board-* variables instead, or restyles a part
# in a container query of its own).

SHARED_CSS = SOURCES / "common" / "board.css"
# every board uses the shared sheet now (a board being built on its own branch may wait here before it does)
NOT_YET_SHARED: set[str] = set()


def css_rules(css: str, context: str = "") -> list[tuple[str, str, list[str]]]:
    """(enclosing at-rules, selector, property names) of each rule in `css`; a @keyframes is one rule."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rules: list[tuple[str, str, list[str]]] = []
    pos = css.find("{")
    start = 0
    while pos >= 0:
        head = " ".join(css[start:pos].split())
        depth, end = 1, pos + 1
        while depth:
            depth += {"{": 1, "}": -1}.get(css[end], 0)
            end += 1
        body = css[pos + 1:end - 1]
        if head.startswith("@keyframes"):
            rules.append((context, head, ["@keyframes"]))
        elif head.startswith("@"):
            rules += css_rules(body, f"{context} {head}".strip())
        else:
            props = [d.split(":", 1)[0].strip() for d in body.split(";") if ":" in d]
            rules += [(context, " ".join(sel.split()), props) for sel in head.split(",")]
        start, pos = end, css.find("{", end)
    return rules


def board_css(name: str) -> tuple[str, int, str]:
    """A board's PREFIX, NARROW and own CSS: its `const CSS` template and its own folder's stylesheets."""
    source = (SOURCES / name).read_text(encoding="utf-8")
    prefix = re.search(r'^const PREFIX = "([a-z0-9]+)";', source, re.M)
    narrow = re.search(r"^const NARROW = (\d+);", source, re.M)
    assert prefix and narrow, f"{name}: no PREFIX or NARROW constant"
    own = [m.group(1).replace("${NARROW}", narrow.group(1))
           for m in re.finditer(r"^const CSS = `(.*?)^`;", source, re.M | re.S)]
    own += [(SOURCES / m.group(1)).read_text(encoding="utf-8") for line in source.splitlines()
            if (m := build.INCLUDE.match(line)) and m.group(1).startswith(name.removesuffix(".js") + "/")
            and m.group(1).endswith(".css")]
    return prefix.group(1), int(narrow.group(1)), "\n".join(own)


def shared_css_for(prefix: str, narrow: int) -> str:
    """What boardStyles() puts before a board's own CSS."""
    return SHARED_CSS.read_text(encoding="utf-8").replace("PFX", prefix).replace("NARROW", f"{narrow}px")


SHARING = [name for name in BOARDS if name not in NOT_YET_SHARED]
# longhands whose name starts with a shorthand's that the shorthand does not set
NOT_IN_SHORTHAND = {"border-radius", "outline-offset", "flex-direction", "flex-wrap", "flex-flow", "overflow-wrap"}


def overlap(props: set[str], again: list[str]) -> set[str]:
    """The properties in `again` that set what one in `props` sets (`font` and `font-size` overlap)."""
    def same(a: str, b: str) -> bool:
        short, long = sorted((a, b), key=len)
        return a == b or (long.startswith(short + "-") and long not in NOT_IN_SHORTHAND)
    return {p for p in again if not p.startswith("--") and any(same(p, q) for q in props)}


@pytest.mark.parametrize("name", BOARDS)
def test_every_board_uses_the_shared_stylesheet(name):
    source = (SOURCES / name).read_text(encoding="utf-8")
    styled = re.findall(r'h\("style", \{ text: boardStyles\([A-Z_ +]+, NARROW\) \}\)', source)
    uses = "// @include common/board.css" in source and "// @include common/styles.js" in source and bool(styled)
    if name in NOT_YET_SHARED:
        assert not uses, f"{name} uses common/board.css now: take it off NOT_YET_SHARED"
        return
    assert uses, f"{name} does not style its root with boardStyles(<its CSS>, NARROW) from common/board.css"
    assert source.count('h("style"') == len(styled) == 1, f"{name} has a style element besides the shared one"


@pytest.mark.parametrize("name", SHARING)
def test_no_board_sets_again_what_the_shared_stylesheet_sets(name):
    prefix, narrow, own = board_css(name)
    shared: dict[tuple[str, str], set[str]] = {}
    for context, selector, props in css_rules(shared_css_for(prefix, narrow)):
        shared.setdefault((context, selector), set()).update(props)
    assert (f"@container {prefix} (max-width:{narrow}px)", f".{prefix}-btn") in shared, "the phone tweaks moved?"
    twice = [f"{selector} {{{', '.join(sorted(again))}}}" + (f" in {context}" if context else "")
             for context, selector, props in css_rules(own)
             if (again := overlap(shared.get((context, selector), set()), props))]
    assert not twice, f"{name} sets again what common/board.css sets (use its --board-* variables): {twice}"


@pytest.mark.parametrize("name", SHARING)
def test_a_board_sets_only_variables_the_shared_stylesheet_has(name):
    prefix, narrow, own = board_css(name)
    root = next(props for context, selector, props in css_rules(shared_css_for(prefix, narrow))
                if selector == f".{prefix}-board" and not context)
    declared = {p for p in root if p.startswith("--board-")}
    used = set(re.findall(r"var\((--board-[\w-]+)\)", own))
    set_by_board = {p for _, _, props in css_rules(own) for p in props if p.startswith("--board-")}
    unknown = (used | set_by_board) - declared
    assert not unknown, f"{name}: --board-* variables common/board.css does not have: {sorted(unknown)}"


def test_the_shared_stylesheet_documents_its_variables_and_placeholders():
    text = SHARED_CSS.read_text(encoding="utf-8")
    header = re.match(r"/\*(.*?)\*/", text, re.S)
    assert header, "common/board.css starts with a comment saying how a board uses it"
    root = next(props for context, selector, props in css_rules(text) if selector == ".PFX-board" and not context)
    declared = {p for p in root if p.startswith("--board-")}
    assert declared >= set(re.findall(r"var\((--board-[\w-]+)\)", text)), "a variable used without a default"
    missing = {v for v in declared if v not in header.group(1)}
    assert not missing, f"variables the header comment does not list: {sorted(missing)}"
    # the placeholders stand only where a class name, container, keyframes name or phone width goes, so
    # replacing them cannot change anything else
    body = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    rest = re.sub(r"(?<![\w-])PFX(?=-[a-z]|/inline-size|\s\()", "", body)
    rest = re.sub(r"\(max-width:NARROW\)", "", rest)
    assert "PFX" not in rest and "NARROW" not in rest
