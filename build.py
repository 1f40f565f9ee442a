#!/usr/bin/env python3
"""The project's single entry point (standard library only).

    python3 build.py test [pytest args]   create .venv, install test needs, lint, run every test
    python3 build.py bench                print the benchmark figures
    python3 build.py golden               regenerate the golden playthrough files
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PY = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def run(*cmd: str | Path, **kw) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, **kw)


def ensure_venv() -> None:
    """A virtual environment with the project and its test extras, reinstalled when pyproject changes."""
    stamp = VENV / ".installed"
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == want and PY.exists():
        return
    if not PY.exists():
        print(f"creating {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    run(PY, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", ".[test]")
    stamp.write_text(want)


def cmd_test(args: list[str]) -> int:
    ensure_venv()
    run(PY, "-m", "ruff", "check", "rules", "tests", "build.py")
    workers = ["-n", "2"] if not any(a.startswith("-n") for a in args) else []
    return subprocess.run([str(PY), "-m", "pytest", *workers, *args], cwd=ROOT).returncode


def cmd_bench(args: list[str]) -> int:
    ensure_venv()
    return subprocess.run([str(PY), "-m", "tests.bench.run", *args], cwd=ROOT).returncode


def cmd_golden(args: list[str]) -> int:
    ensure_venv()
    return subprocess.run([str(PY), "-m", "tests.golden", "--write", *args], cwd=ROOT).returncode


COMMANDS = {"test": cmd_test, "bench": cmd_bench, "golden": cmd_golden}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__)
        return 2
    try:
        return COMMANDS[argv[0]](argv[1:])
    except subprocess.CalledProcessError as exc:
        return exc.returncode or 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
