#!/usr/bin/env python3
"""Search deterministic pseudo-random games (random.Random(seed)) for move
sequences with the wanted events; prints candidate seeds.  Used once to choose
the .moves files (see README.md).

    python3 pick.py GAME FIRST_SEED END_SEED [MAX_PLIES]   # MAX_PLIES: 40
"""
import collections
import random
import sys
from oracle import CLAIM_GAMES, start


def playout(game, seed, max_plies):
    rng = random.Random(seed)
    g = start(game)
    moves = []
    while g.to_move is not None and len(moves) < max_plies:
        m = rng.choice(g.legal())
        g.play(m)
        moves.append(m)
    return g, moves


def claim_score(g):
    """For the games of claims.py: how often each kind of event happened
    (an event's words without its hole names and numbers), and the longest
    relay."""
    ev = [e for evs in g.events for e in evs]
    s = collections.Counter(" ".join(w for w in e.split() if not any(c.isdigit() for c in w))
                            for e in ev if not e.startswith("laps="))
    s["over"] = g.to_move is None
    s["relay"] = max(int(e.split()[0].split("=")[1]) for e in ev if e.startswith("laps="))
    return dict(s)


def score(game, g, moves):
    if game in CLAIM_GAMES:
        return claim_score(g)
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
    max_plies = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    for seed in range(lo, hi):
        g, moves = playout(game, seed, max_plies)
        s = score(game, g, moves)
        print(seed, len(moves), s)
