"""The golden playthroughs still come out byte for byte (regenerate: python3 build.py golden)."""

from __future__ import annotations

import difflib

import pytest

from .golden import DIR, PLAYTHROUGHS, render


@pytest.mark.parametrize("stem, game_id, players, seed, options", PLAYTHROUGHS, ids=[p[0] for p in PLAYTHROUGHS])
def test_playthrough_matches_golden_file(stem: str, game_id: str, players: int, seed: int, options: dict) -> None:
    expected = (DIR / f"{stem}.txt").read_text(encoding="utf-8")
    actual = render(game_id, players, seed, options)
    if actual != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "golden", "now", n=1))
        pytest.fail(f"{stem} differs from its golden file (run 'python3 build.py golden' if intended):\n{diff[:4000]}")
