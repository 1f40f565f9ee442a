"""The tournament runner: seeded games between bots, the same rows whatever executor runs them (in this process, a
process pool, a Dask cluster), a summary with Wilson intervals and Elo-style ratings, and its command line."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from rules.errors import RulesError
from rules.tournament import jobs, run, summarize, wilson

ROOT = Path(__file__).resolve().parents[1]


def without_time(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in row.items() if k != "seconds"} for row in rows]


def test_each_deal_is_played_once_per_seat_order() -> None:
    games = jobs("kami", ["bot:rule", "bot:random", "bot:random"], games=7, seed=10)
    assert [j.seed for j in games] == [10, 10, 10, 11, 11, 11, 12]
    assert [j.seats[0] for j in games[:3]] == ["bot:rule", "bot:random", "bot:random"]
    assert {j.seats.index("bot:rule") for j in games[:3]} == {0, 1, 2}


def test_a_bot_keeps_its_own_dice_when_the_seats_rotate_so_a_mirror_match_is_not_played_twice() -> None:
    """Easy against easy (a bot that rolls dice): each rotation of a deal is another game, not one game twice."""
    rows = run("kami", ["bot:easy", "bot:easy"], games=8, seed=3)
    assert all(rows[k]["seed"] == rows[k + 1]["seed"] for k in (0, 2, 4, 6))
    games = [(row["scores"], row["actions"]) for row in rows]
    assert any(games[k] != games[k + 1] for k in (0, 2, 4, 6))


@pytest.mark.parametrize("bad, words", [
    ({"seats": ["human", "bot:rule"]}, "must be a bot"),
    ({"seats": ["bot:rule", "bot:nobody"]}, "unknown seat"),
    ({"seats": ["bot:rule"] * 5}, "2, 3, 4 players"),
    ({"games": 0}, "at least 1"),
    ({"options": {"mode": "emperor"}}, "mode"),
])
def test_a_bad_tournament_is_refused_before_any_game(bad: dict[str, Any], words: str) -> None:
    call = {"game": "kami", "seats": ["bot:rule", "bot:random"], "games": 2, **bad}
    with pytest.raises(RulesError, match=words):
        run(**call)


def test_the_same_seeds_give_the_same_rows_in_process_and_in_a_process_pool() -> None:
    call = {"game": "nanga_parbat", "seats": ["bot:rule", "bot:random"], "games": 6, "seed": 3}
    here = run(**call)
    assert [row["index"] for row in here] == list(range(6))
    assert all(sorted(row["places"]) in ([1, 2], [1, 1]) for row in here)
    with ProcessPoolExecutor(max_workers=2) as pool:
        pooled = run(**call, executor=pool)
    assert without_time(pooled) == without_time(here)


def test_a_dask_cluster_plays_the_same_rows() -> None:
    import distributed  # the cluster extra, part of the test extra

    call = {"game": "kami", "seats": ["bot:rule", "bot:random"], "games": 6, "seed": 5}
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    with cluster, distributed.Client(cluster) as client:
        remote = run(**call, executor=client.get_executor())
    assert without_time(remote) == without_time(run(**call))


def test_the_summary_counts_wins_with_their_intervals_and_rates_the_stronger_bot_higher() -> None:
    rows = run("kami", ["bot:rule", "bot:random"], games=20, seed=1)
    summary = summarize(rows)
    rule, rand = summary["bots"]["bot:rule"], summary["bots"]["bot:random"]
    assert rule["seats"] == rand["seats"] == 20 and rule["wins"] + rand["wins"] == 20
    assert rule["win_rate"] > 0.8 and rule["ci95"][0] <= rule["win_rate"] <= rule["ci95"][1]
    assert rule["rating"] > rand["rating"]
    assert summary["equal_share"] == 0.5 and 0 <= summary["first_seat"]["win_rate"] <= 1


def test_wilson_interval() -> None:  # 7 wins of 10: the textbook 95 % interval
    low, high = wilson(7, 10)
    assert round(low, 4) == 0.3968 and round(high, 4) == 0.8922
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_the_command_line_writes_csv_and_json(tmp_path: Path) -> None:
    for name in ("rows.csv", "rows.json"):
        out = tmp_path / name
        done = subprocess.run([sys.executable, "-m", "rules.tournament", "k2", "--seats", "bot:rule,bot:random",
                               "--games", "2", "--seed", "4", "--option", "board=winter", "--out", str(out)],
                              cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        assert "2/2 games" in done.stderr and "bot:rule" in done.stdout
        if name.endswith(".csv"):
            rows = list(csv.DictReader(out.open(encoding="utf-8")))
            assert [json.loads(r["seats"]) for r in rows] == [["bot:rule", "bot:random"], ["bot:random", "bot:rule"]]
            assert all(json.loads(r["options"]) == {"board": "winter"} for r in rows)
        else:
            assert [r["seed"] for r in json.loads(out.read_text(encoding="utf-8"))] == [4, 4]
    bad = subprocess.run([sys.executable, "-m", "rules.tournament", "kami", "--seats", "human,bot:rule"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert bad.returncode != 0 and "must be a bot" in bad.stderr


def test_a_hard_bot_with_an_iteration_budget_gives_the_same_rows_every_time() -> None:
    call = {"game": "kami", "seats": ["bot:hard", "bot:normal"], "games": 2, "seed": 7, "iterations": 6}
    assert without_time(run(**call)) == without_time(run(**call))


def test_build_py_plays_a_tournament_on_a_dask_scheduler(tmp_path: Path) -> None:
    import distributed

    out = tmp_path / "rows.json"
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None)
    with cluster:
        done = subprocess.run([sys.executable, "build.py", "tournament", "kami", "--seats", "bot:rule,bot:random",
                               "--games", "4", "--seed", "5", "--dask", cluster.scheduler_address, "--out", str(out)],
                              cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = json.loads(out.read_text(encoding="utf-8"))
    assert without_time(rows) == without_time(run("kami", ["bot:rule", "bot:random"], games=4, seed=5))
