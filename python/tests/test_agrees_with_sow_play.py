"""A game played through Python agrees, ply for ply and position for
position, with `sow play` replaying its moves: the same notation, the same
rules, the same JSON."""

import json
import random
import subprocess

import pytest

import sow
from conftest import example

# Kinds of play: plain sowing (Kalah, Oware), relay sowing (Ayoayo), either
# way with a choice of where captures are sown back (Bao), a match of
# rounds (Hufesay), lots drawn at a recount (Qelat), a second board size
# (Leyla Gobale on eight columns), a store sown as a move in a phase of its
# own (I Pere), three players who pass until only one can move (Kpo), the
# mover's own drops, a ply a hole (Ti).
GAMES = [
    ("kalah", None),
    ("oware", None),
    ("ayoayo", None),
    ("bao-la-kiswahili", None),
    ("hufesay", None),
    ("qelat", None),
    ("leyla-gobale", "8"),
    ("i-pere", None),
    ("kpo-three-players", None),
    ("ti", None),
]

# Enough plies to reach a few rounds of a match, few enough to stay quick.
MAX_PLIES = 1500


def sow_play(sow_command, path, size, *args):
    """The positions `sow play` prints (JSON Lines) for `args`."""
    sized = ["--size", size] if size else []
    out = subprocess.run(
        [sow_command, "play", str(path), *sized, "--format", "json", *args],
        check=True, capture_output=True, text=True,
    ).stdout
    return [json.loads(line) for line in out.splitlines()]


@pytest.mark.parametrize("name,size", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_agree(sow_command, name, size, seed):
    path = example(name)
    game = sow.load(path, size=size).new_game()
    rng = random.Random(seed)
    moves, positions = [], [game.position()]
    while not game.is_over and game.ply < MAX_PLIES:
        moves.append(rng.choice(game.legal_moves()))
        game.play(moves[-1])
        positions.append(game.position())
    assert sow_play(sow_command, path, size, "--moves", " ".join(moves)) == positions


@pytest.mark.parametrize("kind", ["greedy", "alphabeta:2"])
def test_players_play_as_sow_play_does(sow_command, kind):
    path = example("kalah")
    rules = sow.load(path)
    player, game = sow.Player(kind, seed=7), rules.new_game()
    positions = [game.position()]
    while not game.is_over and game.ply < rules.max_plies:
        game.play(player.choose(game))
        positions.append(game.position())
    played = sow_play(sow_command, path, None, "--south", kind, "--north", kind, "--seed", "7")
    assert played == positions
