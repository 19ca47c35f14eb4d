#!/usr/bin/env python3
"""Search deterministic pseudo-random games (random.Random(seed)) for move
sequences with the wanted events; prints candidate seeds.  Used once to choose
the .moves files (see README.md)."""
import random
import sys
from oracle import Game


def playout(game, seed, max_plies):
    rng = random.Random(seed)
    g = Game(game)
    moves = []
    while g.to_move is not None and len(moves) < max_plies:
        m = rng.choice(g.legal())
        g.play(m)
        moves.append(m)
    return g, moves


def score(game, g, moves):
    ev = [e for evs in g.events for e in evs]
    s = {
        "extra": sum(e == "extra-turn" for e in ev),
        "cap": sum(e.startswith("capture") for e in ev),
        "chain": sum(e.startswith("capture") and "+" in e for e in ev) if game == "oware" else 0,
        "over": g.to_move is None,
        "relay": max([int(e.split()[0].split("=")[1]) for e in ev if e.startswith("laps=")] or [0]),
        "slam": sum("grand" in e for e in ev),
    }
    return s


if __name__ == "__main__":
    game = sys.argv[1]
    lo, hi = int(sys.argv[2]), int(sys.argv[3])
    for seed in range(lo, hi):
        g, moves = playout(game, seed, 40)
        s = score(game, g, moves)
        print(seed, len(moves), s)
