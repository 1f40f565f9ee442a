#!/usr/bin/env python3
"""The project's single entry point (standard library only).

    python3 build.py serve [--port N]     build the static site into site/ and serve it on 127.0.0.1
    python3 build.py site                 only build the site (with its classroom: JupyterLite in site/classroom/)
    python3 build.py classroom [SITE]     only rebuild the classroom of a built site (site/ by default)
    python3 build.py test [pytest args]   create .venv, install test needs, lint, type-check, run every test
    python3 build.py boards               regenerate the board modules widgets/static/<game>.js
    python3 build.py bench                print the benchmark figures; only a part: --playouts [--against REV],
                                          --replies, --pyodide, --startup [--against REV], --latency, --bots;
                                          --classroom: a lesson's first output in the classroom, cold and warm;
                                          --strength: Arnak's levels' points, wins and silly passes;
                                          --ladder [--games N] [--hard-ms MS]: every game's levels, each
                                          against the one below and against random;
                                          --tune-arnak [--minutes N] tunes the Arnak bots' weights by self-play
    python3 build.py tournament GAME ...  rules.tournament's command line; --dask ADDRESS plays on a Dask cluster
    python3 build.py golden               regenerate the golden playthrough files
    python3 build.py font                 regenerate web/fonts/: the Japanese font subset to the characters used

The board front-ends are written in widgets/src/: one <game>.js per board, with the code the boards share
in widgets/src/common/ and a large board's parts in widgets/src/<game>/, pulled in by `// @include <dir>/<file>`
lines (a .css file becomes a string constant), and the rules' own data by `// @json NAME rules/<game>/<file>.json`.
`boards` expands those lines into one plain ES module per board in widgets/static/ (what anywidget and the site
load; committed, so Jupyter and `pip install -e` need no build step); site and serve run it first, and a test
checks the committed modules are up to date. No bundler: the generated module is the sources' text in order, so
what runs in the browser reads exactly like what was written.
"""

from __future__ import annotations

import base64
import email.message
import email.parser
import functools
import gzip
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PY = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
WEB = ROOT / "web"
SITE = ROOT / "site"
BOARD_SOURCES = ROOT / "widgets" / "src"
BOARD_MODULES = ROOT / "widgets" / "static"
INCLUDE = re.compile(r"^[ \t]*// @include[ \t]+(\S+)[ \t]*$")
JSON_DATA = re.compile(r"^[ \t]*// @json[ \t]+([A-Z][A-Z0-9_]*)[ \t]+(\S+)[ \t]*$")
# the five files a page needs to boot Pyodide (from the pinned npm package)
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
SNAPSHOT = "python.snapshot.gz"  # the site's Python as it is once the rules' core is imported (pyodide_snapshot)
MIME = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json",
        ".whl": "application/zip", ".zip": "application/zip", ".css": "text/css", ".html": "text/html",
        ".py": "text/x-python", ".svg": "image/svg+xml", ".webmanifest": "application/manifest+json",
        ".woff2": "font/woff2", ".gz": "application/gzip"}


def run(*cmd: str | Path, cwd: Path = ROOT, **kw) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, cwd=cwd, **kw)


def ensure_venv(extra: str = "test") -> None:
    """A virtual environment with the project and `extra` (`test`: all the tests need, every other extra with it;
    `classroom`: only what builds the classroom), reinstalled when pyproject changes. Its stamp holds pyproject's
    hash, then the extras installed from that pyproject."""
    stamp = VENV / ".installed"
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    installed = installed_extras(stamp, want) if PY.exists() else set()
    if extra in installed:
        return
    if not PY.exists():
        print(f"creating {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    run(PY, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", f".[{extra}]")
    stamp.write_text("\n".join([want, *sorted(installed | extras_within(extra))]) + "\n")


def installed_extras(stamp: Path, want: str) -> set[str]:
    """The extras the stamp says are installed from the pyproject whose hash is `want` (none from another one; a
    stamp of the hash alone, as ensure_venv wrote before it named them, stands for the test extra)."""
    lines = stamp.read_text().split() if stamp.is_file() else []
    if not lines or lines[0] != want:
        return set()
    return set().union(*(extras_within(name) for name in lines[1:] or ["test"]))


def extras_within(extra: str, pyproject: Path = ROOT / "pyproject.toml") -> set[str]:
    """`extra` and every extra it takes in (a `tabletop-classics[a,b]` among its requirements), from pyproject."""
    import tomllib

    table = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    if extra not in table:
        raise SystemExit(f"pyproject.toml has no extra {extra!r}: {', '.join(sorted(table))}")
    found, todo = set(), [extra]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.add(name)
        for requirement in table[name]:
            if match := re.fullmatch(r"tabletop-classics\[([^\]]+)\]", requirement.strip()):
                todo += [inner.strip() for inner in match.group(1).split(",")]
    return found


def ensure_npm() -> None:
    """The site's npm dependencies (Pyodide), installed exactly as the lock file pins them."""
    if not shutil.which("npm"):
        apt_install("nodejs", "npm")
    stamp = WEB / "node_modules" / ".installed"
    want = hashlib.sha256((WEB / "package-lock.json").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == want:
        return
    run("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error", cwd=WEB)
    stamp.write_text(want)


def apt_install(*packages: str) -> None:
    print(f"installing Debian packages: {' '.join(packages)}", flush=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-qq", *packages], check=True, env=env)


def ensure_chromium() -> None:
    if not Path("/usr/bin/chromium").exists():
        apt_install("chromium")


def project_version() -> str:
    return re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)


def build_wheel(dest: Path, bytecode: bool = False) -> str:
    """A pure-Python wheel of the `rules` package for Pyodide, reproducible byte for byte. With `bytecode` (the
    site's copy) each module is there only as its .pyc, compiled by the pinned Pyodide's own Python and placed where
    its source would be (Python imports such a sourceless module as it is, here straight from the wheel: the worker
    puts the wheel itself on sys.path): a cold start neither compiles nor unpacks anything, and the download is
    smaller. A traceback then names the file and line without its text."""
    files = sorted(p for p in (ROOT / "rules").rglob("*")
                   if p.suffix in (".py", ".json") and "__pycache__" not in p.parts)
    entries = [(p.relative_to(ROOT).as_posix(), p.read_bytes()) for p in files]
    if bytecode:
        compiled = pyodide_bytecode([(path, data) for path, data in entries if path.endswith(".py")])
        entries = sorted((f"{path}c", compiled[path]) if path in compiled else (path, data) for path, data in entries)
    return write_wheel(dest, entries).name


def write_wheel(dest: Path, entries: list[tuple[str, bytes]], requires: tuple[str, ...] = (),
                top_level: tuple[str, ...] = ()) -> Path:
    """The project's wheel in `dest` holding `entries` (path, bytes), with its metadata and RECORD: the same bytes
    for the same entries (fixed dates and order)."""
    version = project_version()
    info = f"tabletop_classics-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: tabletop-classics\nVersion: {version}\n" + "".join(
        f"Requires-Dist: {name}\n" for name in requires)
    entries = [*entries, (f"{info}/METADATA", metadata.encode())]
    if top_level:
        entries.append((f"{info}/top_level.txt", "".join(f"{name}\n" for name in top_level).encode()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: build.py\nRoot-Is-Purelib: true\n"
                                     b"Tag: py3-none-any\n"))
    record = [f"{path},sha256={_record_digest(data)},{len(data)}" for path, data in entries]
    entries.append((f"{info}/RECORD", ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode()))
    target = dest / f"tabletop_classics-{version}-py3-none-any.whl"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for path, data in entries:
            zf.writestr(zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return target


# Node runs the pinned Pyodide over the sources (a zip on stdin, unpacked as rules/...), and prints
# {source path: base64 .pyc}. Unchecked hash-based .pyc: no timestamp inside (the same sources give the same bytes)
# and the import never reads the source to check it (the wheel's files cannot change under it).
PYC_COMPILER = r"""
const { loadPyodide } = require(require("node:path").join(process.argv[1], "pyodide.js"));
const sources = require("node:fs").readFileSync(0);
loadPyodide({ indexURL: process.argv[1] + "/", packages: [], env: { PYTHONHASHSEED: "0" } }).then((py) => {
  py.unpackArchive(new Uint8Array(sources), "zip");
  process.stdout.write(py.runPython(`
import base64, json, pathlib, py_compile
out = {}
for source in sorted(pathlib.Path("rules").rglob("*.py")):
    # named as the package's own path: no loader renames a sourceless module's code, and tracebacks show this name
    cache = py_compile.compile(str(source.resolve()), dfile=source.as_posix(), doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    out[source.as_posix()] = base64.b64encode(pathlib.Path(cache).read_bytes()).decode()
json.dumps(out)
`));
}).catch((err) => { console.error(String(err)); process.exit(1); });
"""


def pyodide_bytecode(sources: list[tuple[str, bytes]]) -> dict[str, bytes]:
    """{'rules/x/y.py': its bytecode} for the given (path, source) pairs, compiled by the pinned Pyodide (its magic
    number, which CPython's own would not match)."""
    ensure_npm()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for path, data in sources:
            zf.writestr(zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0)), data)
    done = subprocess.run(["node", "-e", PYC_COMPILER, str(WEB / "node_modules" / "pyodide")], input=buffer.getvalue(),
                          capture_output=True, cwd=ROOT)
    if done.returncode:
        raise SystemExit("compiling the rules for Pyodide failed:\n" + done.stderr.decode(errors="replace")[-3000:])
    compiled = {path: base64.b64decode(data) for path, data in json.loads(done.stdout).items()}
    if len(compiled) != len(sources):
        raise SystemExit(f"Pyodide compiled {len(compiled)} of the {len(sources)} rules modules")
    return compiled


# Node boots the pinned Pyodide with the site's wheel where the worker puts it (/lib/<wheel>, on sys.path), imports
# the rules' core as the worker's host does, and prints the interpreter's memory: the site's worker starts from it
# instead of starting Python and importing. Made the same every time: fixed entropy, hash seed and file time, and
# no path of this machine in argv (the worker seeds `random` afresh).
SNAPSHOT_MAKER = r"""
const { loadPyodide } = require(require("node:path").join(process.env.PYODIDE_DIR, "pyodide.js"));
const wheel = require("node:fs").readFileSync(0);
// the entropy Python and its allocator take at start-up is kept in the memory: the same bytes every build (the
// browser's worker draws fresh entropy for everything it does)
const fixed = (view) => { new Uint8Array(view.buffer, view.byteOffset, view.byteLength).fill(7); return view; };
globalThis.crypto.getRandomValues = fixed;
require("node:crypto").randomFillSync = fixed;
let clock = 0; // and the clock its allocator seeds from before it has entropy: a steady tick
Date.now = () => 1e12 + clock++;
performance.now = () => clock++;
const where = `/lib/${process.env.WHEEL_NAME}`;
loadPyodide({ indexURL: process.env.PYODIDE_DIR + "/", packages: [], env: { PYTHONHASHSEED: "0" },
              _makeSnapshot: true }).then((py) => {
  py.FS.writeFile(where, new Uint8Array(wheel));
  py.FS.utime(where, 0, 0);
  py.globals.set("WHERE", where);
  py.runPython("import random, sys\nsys.path.insert(0, WHERE)\nimport rules.session\ndel WHERE");
  process.stdout.write(py.makeMemorySnapshot());
}).catch((err) => { console.error(String(err)); process.exit(1); });
"""


def pyodide_snapshot(wheel: Path) -> bytes:
    """The gzipped memory of the pinned Pyodide once it has imported `rules.session` from `wheel` (SNAPSHOT_MAKER)."""
    ensure_npm()
    env = {**os.environ, "PYODIDE_DIR": str(WEB / "node_modules" / "pyodide"), "WHEEL_NAME": wheel.name}
    done = subprocess.run(["node", "-e", SNAPSHOT_MAKER], input=wheel.read_bytes(), capture_output=True, cwd=ROOT,
                          env=env)
    if done.returncode or not done.stdout:
        raise SystemExit("making Pyodide's start-up snapshot failed:\n" + done.stderr.decode(errors="replace")[-3000:])
    return gzip.compress(done.stdout, compresslevel=6, mtime=0)


class BoardSourceError(ValueError):
    """A board source's include that cannot be expanded."""


def css_constant(include: str) -> str:
    """The name an included stylesheet gets: common/board.css -> COMMON_BOARD_CSS."""
    return re.sub(r"[^A-Z0-9]+", "_", include.upper().removesuffix(".CSS")) + "_CSS"


def board_module(source: Path, sources: Path = BOARD_SOURCES, data: Path = ROOT) -> str:
    """A board's module: its source with each include line replaced by that file's text.

    `// @include common/<file>.js` or `<game>/<file>.js` (the board's own folder) inserts the file; a .css file
    becomes `const <DIR>_<NAME>_CSS = "...";`. `// @json NAME rules/<game>/<file>.json` becomes `const NAME = {...};`
    (the rules' data, compacted; paths relative to `data`, inside its rules/). Include paths are relative to
    `sources` and must stay inside common/ or the board's folder; a file is included at most once per board, and
    an included file includes nothing itself.
    """
    root = sources.resolve()
    name = source.relative_to(sources).as_posix() if source.is_relative_to(sources) else source.name
    folders = {root / "common", root / source.stem}
    out = [f"// Generated from widgets/src/{name} by `python3 build.py boards`; edit the sources, not this file.\n"]
    seen: set[Path] = set()
    for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(keepends=True), 1):
        where = f"{name}:{number}"
        if match := JSON_DATA.match(line):
            out.append(_json_constant(where, match.group(1), match.group(2), data, seen))
            continue
        match = INCLUDE.match(line)
        if not match:
            out.append(line)
            continue
        path = (sources / match.group(1)).resolve()
        if path.parent not in folders or path.suffix not in (".js", ".css") or not path.is_file():
            raise BoardSourceError(f"{where}: no such include under widgets/src/common or widgets/src/{source.stem}: "
                                   f"{match.group(1)}")
        if path in seen:
            raise BoardSourceError(f"{where}: {match.group(1)} is included twice")
        seen.add(path)
        text = path.read_text(encoding="utf-8")
        if any(INCLUDE.match(inner) or JSON_DATA.match(inner) for inner in text.splitlines()):
            raise BoardSourceError(f"{where}: {match.group(1)} includes another file; only board sources may include")
        if path.suffix == ".css":
            text = f"const {css_constant(match.group(1))} = {json.dumps(text, ensure_ascii=False)};"
        out.append(text if text.endswith("\n") else text + "\n")
    return "".join(out)


def _json_constant(where: str, const: str, include: str, data: Path, seen: set[Path]) -> str:
    path = (data / include).resolve()
    rules = (data / "rules").resolve()
    if not path.is_relative_to(rules) or path.suffix != ".json" or not path.is_file():
        raise BoardSourceError(f"{where}: no such data file under rules/: {include}")
    if path in seen:
        raise BoardSourceError(f"{where}: {include} is included twice")
    seen.add(path)
    value = json.loads(path.read_text(encoding="utf-8"))
    return f"const {const} = {json.dumps(value, ensure_ascii=False, separators=(',', ':'))};\n"


def shapes_js() -> str:
    from rules.shapes import jsdoc

    return jsdoc()


def build_boards(sources: Path = BOARD_SOURCES, dest: Path = BOARD_MODULES) -> list[Path]:
    """widgets/static/<game>.js from widgets/src/<game>.js (includes expanded); rewrites only what changed. First
    the boards' JSDoc types of what hosts send (widgets/src/common/shapes.js), from rules/shapes.py."""
    changed = []
    shapes = sources / "common" / "shapes.js"
    if shapes_js() != (shapes.read_text(encoding="utf-8") if shapes.exists() else None):
        shapes.write_text(shapes_js(), encoding="utf-8", newline="\n")
        changed.append(shapes)
        print(f"generated {shapes.relative_to(ROOT) if shapes.is_relative_to(ROOT) else shapes}", flush=True)
    for source in sorted(sources.glob("*.js")):
        target = dest / source.name
        text = board_module(source, sources)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8", newline="\n")
            changed.append(target)
            print(f"generated {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}", flush=True)
    return changed


def build_site(out: Path = SITE) -> Path:
    """site/: the page, the worker, the board modules, Pyodide and the rules wheel. Nothing from a CDN."""
    ensure_npm()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for path in WEB.iterdir():
        if path.is_file() and path.suffix in (".html", ".js", ".css", ".py", ".svg", ".webmanifest"):
            shutil.copy2(path, out / path.name)
    shutil.copytree(FONTS, out / "fonts")
    (out / "boards").mkdir()
    for path in (ROOT / "widgets" / "static").glob("*.js"):
        shutil.copy2(path, out / "boards" / path.name)
    (out / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(WEB / "node_modules" / "pyodide" / name, out / "pyodide" / name)
    (out / "wheels").mkdir()
    wheel = build_wheel(out / "wheels", bytecode=True)
    (out / SNAPSHOT).write_bytes(pyodide_snapshot(out / "wheels" / wheel))
    boards = sorted(p.stem for p in (out / "boards").glob("*.js"))  # the start page offers only games with a board
    (out / "build.json").write_text(json.dumps({"wheel": wheel, "snapshot": SNAPSHOT, "version": project_version(),
                                                "boards": boards}))
    # the start page's gallery and settings, before Python is up: the same catalogue the worker sends when ready
    sys.path.insert(0, str(ROOT))
    from rules.session import catalogue

    (out / "games.json").write_text(json.dumps({g: info for g, info in catalogue().items() if g in boards},
                                               ensure_ascii=False), encoding="utf-8")
    write_service_worker(out)
    print(f"built {out}/ ({sum(f.stat().st_size for f in out.rglob('*') if f.is_file()) // 1024} KiB)")
    return out


# ---- the site's Japanese font --------------------------------------------------------------------------------
FONTS = WEB / "fonts"
FONT_FAMILY = "Tabletop Sans JP"  # not the original's name: a subset is a modified version under the OFL
FONT_SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-{weight}.ttc"  # Debian's fonts-noto-cjk; face 0 is JP
FONT_LICENCE = "/usr/share/doc/fonts-noto-cjk/copyright"
FONT_WEIGHTS = ("Regular", "Bold")
# the East Asian blocks a Latin-only system font lacks: Roman numerals (レベルⅠ), CJK radicals, punctuation, kana,
# ideographs, compatibility forms, full- and half-width forms; web/style.css's unicode-range names the same blocks
FONT_RANGES = ((0x2160, 0x217F), (0x2E80, 0x2FDF), (0x3000, 0x30FF), (0x31F0, 0x31FF), (0x3400, 0x4DBF),
               (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF))
# every file whose text the site can show: the rules' catalogues and names, the page, the boards
FONT_TEXT = ("rules/**/*.json", "rules/**/*.py", "web/*.js", "web/*.html", "widgets/src/**/*.js",
             "widgets/src/**/*.css")


def font_characters(root: Path = ROOT) -> str:
    """The characters from FONT_RANGES that the site's text uses, in code point order."""
    used: set[str] = set()
    for pattern in FONT_TEXT:
        for path in root.glob(pattern):
            used.update(c for c in path.read_text(encoding="utf-8") if any(a <= ord(c) <= b for a, b in FONT_RANGES))
    return "".join(sorted(used))


def build_font(dest: Path = FONTS) -> list[Path]:
    """web/fonts/TabletopSansJP-<weight>.woff2: Noto Sans CJK JP cut down to the characters used (no Latin, no
    layout features, no hinting), renamed to FONT_FAMILY; needs fontTools and brotli (the test extra)."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    chars = font_characters()
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for weight in FONT_WEIGHTS:
        source = Path(FONT_SOURCE.format(weight=weight))
        if not source.is_file():
            raise SystemExit(f"{source} is missing: install Debian's fonts-noto-cjk")
        font = TTFont(source, fontNumber=0, lazy=True)
        lacking = "".join(c for c in chars if ord(c) not in font.getBestCmap())
        if lacking:
            raise SystemExit(f"{source.name} has no glyph for {lacking}")
        options = subset.Options(flavor="woff2", layout_features=[], hinting=False, desubroutinize=True,
                                 name_IDs=[0, 1, 2, 3, 4, 5, 6, 7, 11, 13, 14],
                                 drop_tables=[*subset.Options().drop_tables, "BASE", "VORG", "vhea", "vmtx"])
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(c) for c in chars])
        subsetter.subset(font)
        _rename_font(font, weight)
        target = dest / f"{FONT_FAMILY.replace(' ', '')}-{weight}.woff2"
        font.flavor = "woff2"
        font.recalcTimestamp = False  # the source's date: the same text gives the same bytes
        font.save(target)
        written.append(target)
        print(f"wrote {target.relative_to(ROOT)} ({len(chars)} characters, {target.stat().st_size // 1024} KiB)")
    notice = font["name"].getDebugName(0)
    licence = dest / "OFL.txt"
    licence.write_text(f"{notice}\n{font['name'].getDebugName(7)}\n\n{_ofl_text()}", encoding="utf-8", newline="\n")
    written.append(licence)
    return written


def _ofl_text(copyright_file: Path = Path(FONT_LICENCE)) -> str:
    """The SIL Open Font License as the Debian package states it (its copyright file's SIL-1.1 stanza)."""
    for stanza in copyright_file.read_text(encoding="utf-8").split("\n\n"):
        head, _, body = stanza.partition("\n")
        if head.strip() == "License: SIL-1.1" and body.strip():
            # a Debian copyright field: each line indented by one space, " ." stands for an empty line
            return "".join("\n" if line == " ." else line[1:] + "\n" for line in body.splitlines())
    raise SystemExit(f"{copyright_file} has no SIL-1.1 licence text")


def _rename_font(font, weight: str) -> None:
    """Family, full and PostScript names become the site's own; copyright, trademark and licence stay (the subset
    keeps no typographic family names, IDs 16-17: a two-weight family needs none)."""
    names = font["name"]
    postscript = f"{FONT_FAMILY.replace(' ', '')}-{weight}"
    values = {1: FONT_FAMILY, 2: weight, 3: f"{postscript};subset", 4: f"{FONT_FAMILY} {weight}", 6: postscript}
    for name_id, value in values.items():
        names.removeNames(nameID=name_id)
        names.setName(value, name_id, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FullName, top.FamilyName = f"{FONT_FAMILY} {weight}", FONT_FAMILY


# ---- the classroom: JupyterLite (Pyodide kernel) served from the site, nothing from a CDN -------------------------
CLASSROOM = WEB / "classroom"
CLASSROOM_WHEELS = VENV / "classroom-wheels"  # the pinned PyPI wheels, downloaded once: later builds run offline
CLASSROOM_APPS = ("tree", "notebooks", "lab")  # the file list, Notebook 7 (a student's page) and JupyterLab
# the kernel's own wheels, shipped inside jupyterlite-pyodide-kernel's lab extension
KERNEL_WHEELS = ("piplite", "pyodide_kernel", "ipykernel")
# requirements the kernel never imports: front-end bundles that the lab extensions in the classroom already serve
NOT_IN_KERNEL = frozenset({"widgetsnbextension", "jupyterlab-widgets"})
LITE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
# JupyterLab needs more than the page: eval (its settings schemas are compiled to functions), its pages' inline
# scripts (allowed by their hashes), inline styles and fonts, blob: modules (anywidget imports each board's module
# from a blob) and workers (the kernel). Still nothing from another host.
CLASSROOM_POLICY = ("default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval' blob: {hashes}; "
                    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; "
                    "worker-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; "
                    "form-action 'none'")
INLINE_SCRIPT = re.compile(r"<script\b(?![^>]*\bsrc=)([^>]*)>(.*?)</script>", re.S)


def build_classroom(site: Path = SITE) -> Path:
    """site/classroom/: JupyterLite with the notebooks, the Pyodide kernel on the site's own Pyodide (../pyodide/)
    and every wheel the kernel and the boards need in classroom/packages/ with their own lock file. Runs in the
    project's environment, which needs only the `classroom` extra for it (JupyterLite, its Pyodide kernel and the
    packages whose lab extensions it serves), not the test extra's Playwright, Dask or marimo."""
    try:
        import jupyterlite_core  # noqa: F401
    except ImportError:  # the system Python: build in the project's environment
        ensure_venv("classroom")
        run(PY, __file__, "classroom", site)
        return site / "classroom"
    import tempfile

    site = site.resolve()  # jupyter-lite runs in a temporary folder
    if not (site / "pyodide" / "pyodide.mjs").is_file():
        raise SystemExit(f"{site} has no pyodide/: build the site before its classroom")
    out = site / "classroom"
    if out.exists():
        shutil.rmtree(out)
    wheels = classroom_wheels()
    with tempfile.TemporaryDirectory() as tmp:
        lite = Path(tmp)
        shutil.copy2(CLASSROOM / "jupyter-lite.json", lite / "jupyter-lite.json")
        (lite / "files").mkdir()
        for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
            lite_notebook(notebook, lite / "files" / notebook.name)
        apps = [arg for app in CLASSROOM_APPS for arg in ("--apps", app)]
        command = [str(Path(sys.executable).parent / "jupyter-lite"), "build", "--lite-dir", str(lite),
                   "--output-dir", str(out), "--no-sourcemaps", "--no-unused-shared-packages", *apps]
        print("+", " ".join(command), flush=True)
        built = subprocess.run(command, cwd=lite, capture_output=True, text=True)  # its log only if it fails
        if built.returncode:
            raise SystemExit(f"{built.stdout}{built.stderr}\njupyter lite build failed")
    for junk in out.glob("rspack.config*.js"):  # the app's own build scripts, not part of the page
        junk.unlink()
    packages = out / "packages"
    packages.mkdir()
    extension = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    for wheel in [*wheels, *(min(extension.glob(f"{name}-*.whl")) for name in KERNEL_WHEELS)]:
        shutil.copy2(wheel, packages / wheel.name)
    build_classroom_wheel(packages)
    write_classroom_lock(packages)
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    print(f"built {out}/ ({size / 1e6:.1f} MB; Pyodide itself comes from ../pyodide/)")
    return out


def classroom_policy(site: Path) -> str | None:
    """The Content-Security-Policy of site/classroom/ (None: the site has no classroom): CLASSROOM_POLICY with the
    hash of every inline script of its pages (JSON data blocks are not run, so they need none)."""
    classroom = site / "classroom"
    if not classroom.is_dir():
        return None
    hashes = set()
    for page in classroom.rglob("*.html"):
        for attributes, body in INLINE_SCRIPT.findall(page.read_text(encoding="utf-8")):
            if "application/json" not in attributes:
                hashes.add(f"'sha256-{base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()}'")
    return CLASSROOM_POLICY.format(hashes=" ".join(sorted(hashes)))


def pyodide_lock() -> dict:
    return json.loads((WEB / "node_modules" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))


def classroom_wheels(cache: Path = CLASSROOM_WHEELS) -> list[Path]:
    """The wheels web/classroom/requirements.txt pins, fetched from PyPI by pip (hashes checked) on the first build."""
    requirements = CLASSROOM / "requirements.txt"
    text = requirements.read_text(encoding="utf-8")
    pins = [line.split()[0] for line in text.splitlines() if line.strip() and not line.startswith("#")]
    stamp = cache / ".requirements"
    if not (stamp.is_file() and stamp.read_text(encoding="utf-8") == text):
        if cache.exists():
            shutil.rmtree(cache)
        python = ".".join(pyodide_lock()["info"]["python"].split(".")[:2])
        run(sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
            "--only-binary=:all:", "--platform", "any", "--implementation", "py", "--python-version", python,
            "--require-hashes", "-r", requirements, "-d", cache)
        stamp.write_text(text, encoding="utf-8")
    wheels = sorted(cache.glob("*.whl"))
    if len(wheels) != len(pins):
        raise SystemExit(f"{cache} holds {len(wheels)} wheels for {len(pins)} pins: delete it and build again")
    return wheels


def lite_notebook(source: Path, dest: Path) -> None:
    """A notebook for the classroom: the same cells, opened on the lite Python kernel (their first import of
    `rules` or `widgets` loads the project and the widget stack from the site: see write_classroom_lock)."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    notebook.setdefault("metadata", {})["kernelspec"] = LITE_KERNELSPEC
    dest.write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def build_classroom_wheel(dest: Path) -> Path:
    """The project's wheel for the classroom kernel: `rules` and the boards (`widgets` with their modules)."""
    files = sorted(p for folder in ("rules", "widgets") for p in (ROOT / folder).rglob("*")
                   if p.is_file() and (p.suffix in (".py", ".json") or p.parent == BOARD_MODULES)
                   and "__pycache__" not in p.parts)
    return write_wheel(dest, [(p.relative_to(ROOT).as_posix(), p.read_bytes()) for p in files],
                       requires=("anywidget", "ipywidgets", "traitlets"), top_level=("rules", "widgets"))


def _wheel_metadata(wheel: Path) -> tuple[email.message.Message, list[str]]:
    """A wheel's METADATA and the top-level names it installs (its top_level.txt, or its archive's top folders)."""
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = email.parser.Parser().parsestr(zf.read(f"{info}/METADATA").decode("utf-8"), headersonly=True)
        if f"{info}/top_level.txt" in names:
            tops = set(zf.read(f"{info}/top_level.txt").decode("utf-8").split())
        else:
            tops = {n.split("/")[0].removesuffix(".py") for n in names
                    if ("/" in n or n.endswith(".py")) and not n.split("/")[0].endswith((".dist-info", ".data"))}
    return metadata, sorted(t for t in tops if t.isidentifier())


def _record_digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def write_classroom_lock(packages: Path) -> dict:
    """packages/pyodide-lock.json: Pyodide's lock format for exactly the wheels in `packages`, with their imports,
    so that the kernel loads what a cell imports (`from widgets import KamiBoard` brings the boards, anywidget and
    ipywidgets). Every requirement of a wheel must be shipped or listed in NOT_IN_KERNEL."""
    from packaging.markers import default_environment
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    base = pyodide_lock()
    python = base["info"]["python"]
    environment = {**default_environment(), "sys_platform": "emscripten", "platform_system": "Emscripten",
                   "platform_machine": "wasm32", "os_name": "posix", "implementation_name": "cpython",
                   "python_full_version": python, "python_version": ".".join(python.split(".")[:2]), "extra": ""}
    found = {}
    for wheel in sorted(packages.glob("*.whl")):
        metadata, imports = _wheel_metadata(wheel)
        name = canonicalize_name(metadata["Name"])
        requires = [Requirement(text) for text in metadata.get_all("Requires-Dist", [])]
        depends = sorted({canonicalize_name(r.name) for r in requires
                          if r.marker is None or r.marker.evaluate(environment)})
        found[name] = {"name": name, "version": metadata["Version"], "file_name": wheel.name, "install_dir": "site",
                       "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "package_type": "package",
                       "imports": imports, "depends": depends, "unvendored_tests": False, "tool": {}}
    for package in found.values():
        missing = [d for d in package["depends"] if d not in found and d not in NOT_IN_KERNEL]
        if missing:
            raise SystemExit(f"the classroom's {package['file_name']} needs {', '.join(missing)}: pin it in "
                             f"{(CLASSROOM / 'requirements.txt').relative_to(ROOT)}")
        package["depends"] = [d for d in package["depends"] if d in found]
    lock = {"info": base["info"], "packages": dict(sorted(found.items()))}
    (packages / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    return lock


SW_VERSION = re.compile(r'^const VERSION = "[^"]*";$', re.M)
SW_FILES = re.compile(r"^const FILES = \[\];$", re.M)


def write_service_worker(out: Path) -> None:
    """sw.js gets the list of every built file and a hash of their bytes: a new build is a new worker (the browser
    compares the script's bytes), which caches the new files for offline play."""
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file() and p.name != "sw.js")
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (out / name).read_bytes())
    sw = out / "sw.js"
    text = sw.read_text(encoding="utf-8")
    if not (SW_VERSION.search(text) and SW_FILES.search(text)):
        raise SystemExit("web/sw.js has lost its VERSION or FILES line")
    text = SW_VERSION.sub(f'const VERSION = "{digest.hexdigest()[:16]}";', text)
    text = SW_FILES.sub("const FILES = " + json.dumps(["./", *files]) + ";", text)
    sw.write_text(text, encoding="utf-8")


CSP_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def site_policy(directory: Path) -> str:
    """The Content-Security-Policy of the page's meta tag: the server sends the same text as a header, so the
    worker (whose scripts a meta tag does not reach) runs under it too."""
    match = CSP_META.search((directory / "index.html").read_text(encoding="utf-8"))
    if not match:
        raise SystemExit(f"{directory / 'index.html'} has no Content-Security-Policy meta tag")
    return match.group(1)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def __init__(self, *args, policy: str, classroom_policy: str | None = None, **kwargs) -> None:
        self.policy = policy  # set first: the base class answers the request inside __init__
        self.classroom_policy = classroom_policy
        super().__init__(*args, **kwargs)

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", self._policy_for(self.path))
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def _policy_for(self, path: str) -> str:
        """JupyterLite under classroom/ has its own, looser policy; every other file keeps the page's."""
        where = Path(self.translate_path(path)).resolve()
        if self.classroom_policy and where.is_relative_to((Path(self.directory) / "classroom").resolve()):
            return self.classroom_policy
        return self.policy

    def log_message(self, format: str, *args) -> None:
        if os.environ.get("SITE_LOG"):
            super().log_message(format, *args)


def make_server(directory: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A static server on 127.0.0.1 with the MIME types Pyodide needs and the page's CSP (port 0: any free port)."""
    handler = functools.partial(SiteHandler, directory=str(directory), policy=site_policy(directory),
                                classroom_policy=classroom_policy(directory))
    return SiteServer(("127.0.0.1", port), handler)


class SiteServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        # a browser that closes a connection mid-answer (a page left while it loads) is no server error
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def cmd_boards(args: list[str]) -> int:
    build_boards()
    return 0


def cmd_site(args: list[str]) -> int:
    build_boards()
    build_classroom(build_site())
    return 0


def cmd_classroom(args: list[str]) -> int:
    build_classroom(Path(args[0]) if args else SITE)
    return 0


def cmd_serve(args: list[str]) -> int:
    port = 8000
    if args[:1] == ["--port"] and len(args) == 2 and args[1].isdigit():
        port = int(args[1])
    elif args:
        print("usage: python3 build.py serve [--port N]")
        return 2
    build_boards()
    site = build_site()
    build_classroom(site)
    server = make_server(site, port)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"serving {site.relative_to(ROOT)}/ at {url}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


def cmd_test(args: list[str]) -> int:
    # no build_boards() here: tests/test_board_sources.py must catch a generated module left stale
    ensure_venv()
    ensure_npm()
    ensure_chromium()
    run(PY, "-m", "ruff", "check", "rules", "widgets", "tests", "build.py")
    run(PY, "-m", "mypy")  # the types of rules/ and widgets/ ([tool.mypy] in pyproject.toml)
    run("node", WEB / "node_modules" / "typescript" / "bin" / "tsc", "-p", ROOT / "widgets" / "tsconfig.json")  # boards
    workers = ["-n", "2"] if not any(a.startswith("-n") for a in args) else []
    return subprocess.run([str(PY), "-m", "pytest", *workers, *args], cwd=ROOT).returncode


def cmd_font(args: list[str]) -> int:
    try:
        import fontTools  # noqa: F401
    except ImportError:  # the system Python: run again in the project's environment, which has fontTools
        ensure_venv()
        return subprocess.run([str(PY), __file__, "font", *args], cwd=ROOT).returncode
    build_font()
    return 0


def cmd_tournament(args: list[str]) -> int:
    """rules.tournament's command line, with `--dask ADDRESS` to play on a Dask cluster (the rules package imports
    only the standard library, so the cluster's client is made here)."""
    try:
        import distributed
    except ImportError:  # the system Python: run again in the project's environment, which has the cluster extra
        ensure_venv()
        return subprocess.run([str(PY), __file__, "tournament", *args], cwd=ROOT).returncode
    sys.path.insert(0, str(ROOT))
    from rules.tournament import main as tournament

    if "--dask" not in args:
        return tournament(args)
    at = args.index("--dask")
    if at + 1 >= len(args):
        raise SystemExit("--dask needs the scheduler's address, e.g. --dask tcp://scheduler:8786")
    address, rest = args[at + 1], args[:at] + args[at + 2:]
    with distributed.Client(address) as client:
        return tournament(rest, executor=client.get_executor())


# `bench --startup`, `--pyodide` and `--classroom` run one part alone: the site's cold start, the Pyodide / CPython
# ratio, the classroom's first output
BENCH_PARTS = {"--startup": "tests.bench.browser", "--pyodide": "tests.bench.pyodide",
               "--classroom": "tests.bench.classroom"}


def cmd_bench(args: list[str]) -> int:
    ensure_venv()
    own = {"--tune-arnak": "tests.bench.arnak_tune", "--strength": "tests.bench.strength",
           "--ladder": "tests.bench.ladder"}  # CPython alone
    if args[:1] and args[0] in own:
        return subprocess.run([str(PY), "-m", own[args[0]], *args[1:]], cwd=ROOT).returncode
    if args[:1] and args[0] in BENCH_PARTS:
        ensure_npm()
        return subprocess.run([str(PY), "-m", BENCH_PARTS[args[0]], *args[1:]], cwd=ROOT).returncode
    return subprocess.run([str(PY), "-m", "tests.bench.run", *args], cwd=ROOT).returncode


def cmd_golden(args: list[str]) -> int:
    ensure_venv()
    return subprocess.run([str(PY), "-m", "tests.golden", "--write", *args], cwd=ROOT).returncode


COMMANDS = {"serve": cmd_serve, "site": cmd_site, "test": cmd_test, "boards": cmd_boards, "bench": cmd_bench,
            "golden": cmd_golden, "font": cmd_font, "tournament": cmd_tournament,
            "classroom": cmd_classroom}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__)
        return 2
    try:
        return COMMANDS[argv[0]](argv[1:])
    except subprocess.CalledProcessError as exc:
        return exc.returncode or 1
    except BoardSourceError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
