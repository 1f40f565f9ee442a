"""The site's cold start: its copy of the rules wheel carries bytecode for every module, compiled for the pinned
Pyodide and really used by it (no module is compiled at import); the worker starts Python from the build's memory
snapshot (and afresh where it cannot); the build stays reproducible byte for byte; and the worker's host imports a
game's modules only when that game is played."""

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

from .browser import BOOT_TIMEOUT, ROOT, WORKER_PROBE, save_text

PLAYOUTS = ROOT / "tests" / "bench" / "pyodide_playouts.mjs"  # node it <wheel> <code>: imports as the worker does

# runs in the pinned Pyodide with the site wheel on sys.path, given SOURCES (the repository's rules/*.py, path ->
# text): its magic number, and for each module the header of the bytecode it was loaded from, the hash of its
# source, the loader and the file it came from
IN_PYODIDE = """
import importlib, importlib.util, json, pathlib
found = {}
for path, text in SOURCES.items():
    name = ".".join(pathlib.Path(path).with_suffix("").parts).removesuffix(".__init__")
    spec = importlib.import_module(name).__spec__
    found[path] = [spec.loader.get_data(spec.origin)[:16].hex(), importlib.util.source_hash(text.encode()).hex(),
                   type(spec.loader).__name__, spec.origin]
json.dumps({"magic": importlib.util.MAGIC_NUMBER.hex(), "modules": found})
"""


def site_wheel(site_dir: Path) -> Path:
    return site_dir / "wheels" / json.loads((site_dir / "build.json").read_text())["wheel"]


def in_pyodide(wheel: Path, *codes: str) -> str:
    """The value of the last of `codes`, run one after the other in the pinned Pyodide with `wheel` on sys.path."""
    lines = "".join(json.dumps(code) + "\n" for code in codes)
    out = subprocess.run(["node", str(PLAYOUTS), str(wheel), "--serve"], input=lines, capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout
    answer = json.loads(out.strip().splitlines()[-1])
    assert "error" not in answer, answer["error"]
    return answer["value"]


def test_the_site_wheel_holds_only_bytecode_that_pyodide_imports_as_it_is(site_dir: Path) -> None:
    wheel = site_wheel(site_dir)
    names = zipfile.ZipFile(wheel).namelist()
    sources = {p.relative_to(ROOT).as_posix(): p.read_text(encoding="utf-8")
               for p in sorted((ROOT / "rules").rglob("*.py")) if "__pycache__" not in p.parts}
    found = json.loads(in_pyodide(wheel, f"import json\nSOURCES = json.loads({json.dumps(sources)!r})", IN_PYODIDE))
    assert len(sources) > 60 and not [n for n in names if n.endswith(".py")]  # no source is downloaded
    assert sorted(n for n in names if n.endswith(".pyc")) == sorted(f"{path}c" for path in sources)
    for source, (header, source_hash, loader, origin) in found["modules"].items():
        magic, flags, digest = header[:8], header[8:16], header[16:]
        assert magic == found["magic"], f"{source}c was compiled by another Python than the pinned Pyodide's"
        assert flags == "01000000", f"{source}c is not an unchecked hash-based .pyc"
        assert digest == source_hash, f"{source}c was compiled from other sources than the repository's"
        # imported from the wheel as it was downloaded (nothing unpacked at a cold start), from its bytecode as it
        # is (nothing compiled)
        assert (loader, origin) == ("zipimporter", f"/lib/{wheel.name}/{source}c")


def test_a_traceback_in_pyodide_names_the_rules_module_and_line(site_dir: Path) -> None:
    shown = in_pyodide(site_wheel(site_dir), """
import traceback, rules
try:
    rules.new_game("kami", players=9)
except Exception:
    shown = traceback.format_exc()
shown""")
    assert 'File "rules/' in shown and "line " in shown, shown


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
    context = chromium.new_context(accept_downloads=True)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    yield page
    context.close()


def without_games(wheel: bytes, games: tuple[str, ...]) -> bytes:
    """The wheel with these games' packages made to fail on import (their modules replaced by one that raises)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(wheel)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            game = info.filename.split("/")[1] if info.filename.startswith("rules/") else None
            if game not in games or not info.filename.endswith(".pyc"):
                target.writestr(info, source.read(info))
            elif info.filename.endswith("/__init__.pyc"):
                target.writestr(info.filename[:-1], f"raise ImportError('rules.{game} imported before it is played')\n")
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


def started(page: Any, url: str) -> tuple[bool, int]:
    """Open an unseeded Kami game: whether Python was restored from the snapshot, and the game's seed."""
    page.add_init_script(WORKER_PROBE)
    page.goto(f"{url}?game=kami&players=2&botdelay=0")
    page.wait_for_selector(".kami-board [data-action]", timeout=BOOT_TIMEOUT)
    restored = page.evaluate("window.__posts.find((post) => post.type === 'ready').restored")
    return restored, json.loads(save_text(page))["seed"]


def test_python_is_restored_from_the_snapshot_and_draws_fresh_entropy(chromium: Any, site_url: str) -> None:
    """The snapshot was made with fixed entropy (so that builds are reproducible): each visit's unseeded game still
    gets its own seed."""
    seeds = []
    for _ in range(2):
        context = chromium.new_context(accept_downloads=True)
        restored, seed = started(context.new_page(), site_url)
        context.close()
        assert restored is True
        seeds.append(seed)
    assert seeds[0] != seeds[1]


@pytest.mark.parametrize("snapshot", [None, b"\x1f\x8b not a snapshot"])
def test_without_a_usable_snapshot_python_starts_afresh(page: Any, site_url: str, snapshot: bytes | None) -> None:
    page.route("**/python.snapshot.gz", lambda route: route.fulfill(status=404) if snapshot is None
               else route.fulfill(body=snapshot, content_type="application/gzip"))
    assert started(page, site_url)[0] is False
    assert not page.errors
