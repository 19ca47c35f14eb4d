"""simulate: `sow simulate --format json`'s report, as a dict."""

import json
import subprocess

import pytest

import sow
from conftest import example

# What differs from run to run: the time taken.
TIMES = {"seconds", "games_per_second", "plies_per_second"}


def without_times(report):
    return {k: v for k, v in report.items() if k not in TIMES}


def test_the_report_has_sows_keys():
    report = sow.simulate(sow.load(example("kalah")), games=50, seed=3)
    for key in ("game", "file_digest", "seed", "games", "south", "north", "report",
                "mean_plies", "games_per_second"):
        assert key in report, key
    assert report["game"] == "Kalah"
    assert (report["south"], report["north"], report["seed"]) == ("random", "random", 3)
    played = report["report"]
    assert played["games"] == 50
    assert played["wins"]["south"] + played["wins"]["north"] + played["draws"] == 50


def test_a_path_or_rules_give_the_same_report():
    path = example("oware")
    by_path = sow.simulate(path, games=30, seed=2, jobs=1)
    by_rules = sow.simulate(sow.load(path), games=30, seed=2, jobs=2)
    assert without_times(by_path) == without_times(by_rules)


def test_players_and_caps():
    report = sow.simulate(example("kalah"), games=10, south="greedy", north="alphabeta:2",
                          max_plies=200)
    assert (report["south"], report["north"], report["max_plies"]) == (
        "greedy", "alphabeta:2", 200)
    with pytest.raises(sow.SowError, match="is no player"):
        sow.simulate(example("kalah"), games=1, south="nobody")
    with pytest.raises(sow.SowError, match="max_plies"):
        sow.simulate(example("kalah"), games=1, max_plies=0)


def test_the_report_is_sow_simulates(sow_command):
    path = example("kalah")
    out = subprocess.run(
        [sow_command, "simulate", str(path), "--games", "40", "--seed", "5", "--format", "json"],
        check=True, capture_output=True, text=True,
    ).stdout
    assert without_times(sow.simulate(path, games=40, seed=5)) == without_times(json.loads(out))
