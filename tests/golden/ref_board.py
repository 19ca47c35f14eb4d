#!/usr/bin/env python3
"""The board, the trace format and the driver shared by the reference games
ref_das-bohnenspiel.py and ref_cross-kalah.py.  Each of those is written from
its game's rules text (see tests/golden/README.md), not from sow's source; this
file knows no rule but that a move lifts a hole of the mover's that holds seeds.

Board convention (2x6): South owns a1..f1 (row 1), North owns a2..f2 (row 2);
a2 is across from a1.  Anticlockwise order of the twelve holes:
    a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2 (then back to a1)
Internally a hole is its index in that order (0..11); the hole opposite
index i is 11 - i; South owns 0..5, North owns 6..11.

A game module gives:
    START         seeds in every hole at the start
    legal(holes, stores, player) -> the moves (hole names) the player may make
    play(holes, stores, player, move) -> (holes, stores, next player or None
                                          when the game is over, events)
    score(holes, stores, last_mover) -> {south: n, north: n} at the end
"""
import collections
import json
import os
import random

# The board's names and the JSON line are oracle.py's, so that every golden
# trace reads the same.
from oracle import (ORDER, INDEX, DISPLAY, SOUTH, NORTH, other, owner,  # noqa: F401
                    own_holes, opposite, snapshot)

HERE = os.path.dirname(os.path.abspath(__file__))


def row_seeds(holes, p):
    return sum(holes[i] for i in own_holes(p))


def holes_with_seeds(holes, p):
    """The names of the player's holes that hold seeds."""
    return [ORDER[i] for i in own_holes(p) if holes[i] > 0]


def lift(holes, stores, player, move):
    """Copies of the position with the move's hole emptied, the hole's index
    and the seeds lifted from it (a hole of the mover's, not empty)."""
    holes, stores = list(holes), dict(stores)
    start = INDEX[move]
    assert owner(start) == player and holes[start] > 0, "not a move: %s" % move
    seeds, holes[start] = holes[start], 0
    return holes, stores, start, seeds


class Game:
    """A game played move by move, keeping every position and its events."""

    def __init__(self, rules):
        self.rules = rules
        self.holes = [rules.START] * 12
        self.total = sum(self.holes)
        self.stores = {SOUTH: 0, NORTH: 0}
        self.to_move = SOUTH
        self.last_mover = None
        self.log = [snapshot(0, None, None, self.holes, self.stores, SOUTH)]
        self.events = [[]]

    def legal(self):
        if self.to_move is None:
            return []
        return self.rules.legal(self.holes, self.stores, self.to_move)

    def play(self, move):
        ply = len(self.log)
        assert self.to_move is not None, "the game is over before ply %d" % ply
        assert move in self.legal(), "illegal move %s at ply %d" % (move, ply)
        player = self.to_move
        self.holes, self.stores, self.to_move, ev = self.rules.play(
            self.holes, self.stores, player, move)
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        self.last_mover = player
        self.log.append(snapshot(ply, move, player, self.holes, self.stores, self.to_move))
        self.events.append(ev)

    def score(self):
        return self.rules.score(self.holes, self.stores, self.last_mover)


def trace(rules, moves):
    g = Game(rules)
    for m in moves:
        g.play(m)
    return g


def random_game(rules, seed, max_plies=300):
    """Uniformly random legal moves from random.Random(seed) to the end."""
    rng = random.Random(seed)
    g = Game(rules)
    moves = []
    while g.to_move is not None and len(moves) < max_plies:
        m = rng.choice(g.legal())
        g.play(m)
        moves.append(m)
    return g, moves


def main(rules, name, argv):
    """`trace MOVE...` prints a trace with each ply's events; `write` rewrites
    NAME.expected.jsonl from NAME.moves; `pick LO HI` plays the random games
    of seeds LO..HI-1 and prints how often each kind of event happened."""
    if argv and argv[0] == "trace":
        g = trace(rules, argv[1:])
        for line, ev in zip(g.log, g.events):
            print(json.dumps(line), " ".join(ev))
        if g.to_move is None:
            print("score:", g.score())
    elif argv and argv[0] == "write":
        with open(os.path.join(HERE, name + ".moves")) as f:
            g = trace(rules, f.read().split())
        with open(os.path.join(HERE, name + ".expected.jsonl"), "w") as f:
            for line in g.log:
                f.write(json.dumps(line) + "\n")
    elif len(argv) == 3 and argv[0] == "pick":
        for seed in range(int(argv[1]), int(argv[2])):
            g, moves = random_game(rules, seed)
            kinds = collections.Counter(e.split()[0].split("=")[0] for evs in g.events for e in evs)
            print(seed, len(moves), g.to_move is None, dict(kinds))
    else:
        print(main.__doc__)
