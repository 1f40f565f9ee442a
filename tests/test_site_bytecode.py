"""The site's cold start: its copy of the rules wheel carries bytecode for every module, compiled for the pinned
Pyodide and really used by it (no module is compiled at import), the build stays reproducible byte for byte, and the
worker's host imports a game's modules only when that game is played."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from .browser import BOOT_TIMEOUT, ROOT

PLAYOUTS = ROOT / "tests" / "bench" / "pyodide_playouts.mjs"  # node it <wheel> <code>: unpacks as the worker does

# runs in the pinned Pyodide over the unpacked site wheel: its magic number and cache tag, the header of each
# module's .pyc, and which rules sources the import system compiled while importing every module
IN_PYODIDE = """
import importlib, importlib.util, json, pathlib, sys
import importlib._bootstrap_external as external
compiled = []
original = external.SourceLoader.source_to_code
def counting(self, data, path, *args, **kwargs):
    compiled.append(str(path))
    return original(self, data, path, *args, **kwargs)
external.SourceLoader.source_to_code = counting
sources = sorted(pathlib.Path("rules").rglob("*.py"))
modules = [".".join(p.with_suffix("").parts).removesuffix(".__init__") for p in sources]
for name in modules:
    importlib.import_module(name)
headers = {}
for source in sources:
    cache = pathlib.Path(importlib.util.cache_from_source(str(source)))
    pyc = cache.read_bytes()[:16] if cache.exists() else b""
    headers[source.as_posix()] = [cache.as_posix(), pyc.hex(), importlib.util.source_hash(source.read_bytes()).hex()]
json.dumps({"magic": importlib.util.MAGIC_NUMBER.hex(), "tag": sys.implementation.cache_tag, "headers": headers,
            "compiled": [p for p in compiled if "/rules/" in p], "modules": len(modules)})
"""


def site_wheel(site_dir: Path) -> Path:
    return site_dir / "wheels" / json.loads((site_dir / "build.json").read_text())["wheel"]


def test_the_site_wheel_holds_bytecode_that_pyodide_imports_without_compiling(site_dir: Path) -> None:
    wheel = site_wheel(site_dir)
    names = zipfile.ZipFile(wheel).namelist()
    out = subprocess.run(["node", str(PLAYOUTS), str(wheel), IN_PYODIDE], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout
    found = json.loads(out.strip().splitlines()[-1])
    sources = sorted(n for n in names if n.startswith("rules/") and n.endswith(".py"))
    assert found["modules"] == len(sources) > 60  # the sources stay in the wheel, for tracebacks
    assert sorted(found["headers"]) == sources
    for source, (cache, header, source_hash) in found["headers"].items():
        assert cache.endswith(f"/__pycache__/{Path(source).stem}.{found['tag']}.pyc") and cache in names, source
        magic, flags, digest = header[:8], header[8:16], header[16:]
        assert magic == found["magic"], f"{cache} was compiled by another Python than the pinned Pyodide's"
        assert flags == "01000000", f"{cache} is not an unchecked hash-based .pyc"
        assert digest == source_hash, f"{cache} was compiled from other sources than the wheel's {source}"
    assert found["compiled"] == [], "Pyodide compiled these modules instead of loading their bytecode"


def test_the_site_wheel_records_every_file_it_holds(site_dir: Path) -> None:
    with zipfile.ZipFile(site_wheel(site_dir)) as wheel:
        record_name = next(n for n in wheel.namelist() if n.endswith(".dist-info/RECORD"))
        rows = [line.split(",") for line in wheel.read(record_name).decode().splitlines()]
        listed = {path: (digest, size) for path, digest, size in rows}
        assert sorted(listed) == sorted(wheel.namelist())
        for path in wheel.namelist():
            if path != record_name:
                data = wheel.read(path)
                digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert listed[path] == (f"sha256={digest}", str(len(data))), path


def test_two_site_builds_are_byte_identical(site_dir: Path, tmp_path: Path) -> None:
    import build

    again = build.build_site(tmp_path / "site")
    first = {p.relative_to(site_dir).as_posix(): p.read_bytes() for p in site_dir.rglob("*") if p.is_file()}
    second = {p.relative_to(again).as_posix(): p.read_bytes() for p in again.rglob("*") if p.is_file()}
    assert sorted(first) == sorted(second)
    assert [name for name in first if first[name] != second[name]] == []


HOST = """
import json, sys
sys.path.insert(0, sys.argv[1])
import worker_host
def games():
    loaded = {m.split(".")[1] for m in sys.modules if m.startswith("rules.")}
    return sorted(loaded & {"arnak", "k2", "kami", "nanga_parbat"})
booted = games()
worker_host.start(json.dumps({"game": "kami", "players": 2, "seed": 1}))
kami = games()
reply = json.loads(worker_host.handle(json.dumps({"type": "load", "data": sys.stdin.read()})))
print(json.dumps({"booted": booted, "kami": kami, "loaded": games(), "game": reply["snapshot"]["game"],
                  "notice": reply["snapshot"]["notice"]}))
"""


def test_the_worker_host_imports_a_game_only_when_it_is_played() -> None:
    import rules

    k2 = rules.new_game("k2", players=2, seed=3)
    k2.apply(k2.to_act[0], k2.legal_actions(k2.to_act[0])[0])
    out = subprocess.run([sys.executable, "-c", HOST, str(ROOT / "web")], input=k2.to_json(),
                         capture_output=True, text=True, check=True, cwd=ROOT).stdout
    found = json.loads(out)
    assert found["booted"] == []  # the catalogue comes from games.json, not from importing every game
    assert found["kami"] == ["kami"]
    assert (found["loaded"], found["game"], found["notice"]) == (["k2", "kami"], "k2", "")  # another game's save


@pytest.fixture
def page(chromium: Any) -> Any:
    context = chromium.new_context()
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    yield page
    context.close()


def without_games(wheel: bytes, games: tuple[str, ...]) -> bytes:
    """The wheel with these games' packages made to fail on import (their bytecode dropped, so the source runs)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(wheel)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            game = info.filename.split("/")[1] if info.filename.startswith("rules/") else None
            if game not in games or not info.filename.endswith(("/__init__.py", ".pyc")):
                target.writestr(info, source.read(info))
            elif info.filename.endswith(".py"):
                target.writestr(info, f"raise ImportError('rules.{game} imported before it is played')\n")
    return out.getvalue()


def test_the_first_board_needs_only_its_own_game(page: Any, site_url: str, site_dir: Path) -> None:
    """The worker boots and starts Kami with every other game unimportable, and the gallery still lists all four
    (from games.json): a boot that imported every game to build the catalogue would fail here."""
    others = ("arnak", "k2", "nanga_parbat")
    wheel = without_games(site_wheel(site_dir).read_bytes(), others)
    page.route("**/wheels/*.whl", lambda route: route.fulfill(body=wheel, content_type="application/zip"))
    page.goto(f"{site_url}?game=kami&players=2&seed=1&botdelay=0")
    page.wait_for_selector(".kami-board [data-action]", timeout=BOOT_TIMEOUT)
    assert page.get_attribute("body", "data-python") == "ready"
    shown = page.locator(".game-card").evaluate_all("els => els.map((e) => e.dataset.game)")
    assert sorted(shown) == sorted(["kami", *others])
    assert not page.errors
