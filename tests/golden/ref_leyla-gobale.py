#!/usr/bin/env python3
"""Reference Leyla Gobale (Somaliland), written from the rules text in
/work/shared/games/leyla-gobale-somaliland.txt (Marin 1931, as Ludii gives
it) and the readings stated in examples/leyla-gobale*.sow.toml, where the
text leaves a point open and Ludii's code settles it; not from sow.

On ref_common.py's board of 2 x n (n = 6, 8 or 12): the anticlockwise ring
a1 .. (last)1 (last)2 .. a2, South owning 0..n-1, North n..2n-1, the hole
opposite i being 2n-1-i.  This game sows clockwise: the hole after i is
i-1 (round the ring), so South's row is sown from its right end leftwards,
then North's from its left end rightwards.  Its lines have ref_common.py's
keys and two more, `claimed` (each captured hole and who owns it) and
`passed` (always null: nobody passes), so it has a game and a driver of its
own.

- Start: 4 seeds in every hole; no stores (what is taken is kept in hand,
  the lines' `stores`).
- The game's first move is South's, from their right-hand hole (the last
  of row 1).  After it, a player lifts any hole of their own row that holds
  seeds and is not a captured hole.
- Sowing: one seed a hole, clockwise, into every hole (captured holes and
  the hole lifted too).  A last seed in a hole that held seeds lifts that
  hole and sowing goes on, unless it is a captured hole: then the turn
  ends.  A last seed in an empty hole ends the turn; if that hole is the
  mover's own, the hole opposite is looked at: three seeds there, and one
  of them goes into the landing hole, both then holding two, and both
  become the mover's captured holes, never lifted again; any other number
  but none, and the mover takes them all (the seed that landed stays).
- A move whose relay sowing would go round for ever may not be played.
- The game ends after a ply that leaves either player without a move.
  Each player then takes the seeds in their own row's holes that are not
  captured holes, and the seeds of the captured holes they own.  Most
  seeds wins (the last line leaves the seeds on the board, as sow's does;
  `score` is the count).

Usage: python3 ref_leyla-gobale.py [--columns N] trace MOVE... | write | pick LO HI
"""
import json
import os
import random
import sys

from ref_common import NORTH, SOUTH, Ring, other, snapshot

START = 4


class Endless(Exception):
    """A relay sowing that would never end."""


class Position:
    """The counts, the seeds in hand and each captured hole's owner."""

    def __init__(self, ring):
        self.ring = ring
        self.holes = [START] * len(ring)
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owned = {}  # captured hole -> its owner
        self.plies = 0

    def right_hand_hole(self):
        return self.ring.n - 1  # South's right end: f1 on 2 x 6

    def starts(self, p):
        if self.plies == 0:
            return [self.right_hand_hole()] if p == SOUTH else []
        return [i for i in self.ring.own_holes(p)
                if self.holes[i] > 0 and i not in self.owned]

    def sow(self, p, start):
        """Sows from `start` on copies; returns (holes, last hole, laps)."""
        holes = list(self.holes)
        pos, laps, lifts = start, 0, set()
        while True:
            key = (tuple(holes), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)
            laps += 1
            seeds, holes[pos] = holes[pos], 0
            while seeds:
                pos = (pos - 1) % len(self.ring)
                holes[pos] += 1
                seeds -= 1
            if holes[pos] == 1 or pos in self.owned:
                return holes, pos, laps

    def legal(self, p):
        names = []
        for i in self.starts(p):
            try:
                self.sow(p, i)
            except Endless:
                continue
            names.append(self.ring.order[i])
        return names

    def play(self, p, move):
        """Plays the move in place; returns its events."""
        ring = self.ring
        self.holes, last, laps = self.sow(p, ring.index[move])
        self.plies += 1
        events = ["laps=%d" % laps, "last=%s" % ring.order[last]]
        if last in self.owned:
            events.append("ends-in-captured-hole")
        elif self.holes[last] == 1 and ring.owner(last) == p:
            opp = ring.opposite(last)
            n = self.holes[opp]
            if n == 3:
                self.holes[opp] -= 1
                self.holes[last] += 1
                self.owned[last] = self.owned[opp] = p
                events.append("pair %s+%s" % (ring.order[last], ring.order[opp]))
            elif n > 0:
                self.holes[opp] = 0
                self.hand[p] += n
                events.append("capture %s:%d" % (ring.order[opp], n))
            else:
                events.append("nothing-opposite")
        return events

    def score(self):
        result = dict(self.hand)
        for i, n in enumerate(self.holes):
            result[self.owned.get(i, self.ring.owner(i))] += n
        return result

    def line(self, ply, move, player, to_move):
        line = snapshot(self.ring, ply, move, player, self.holes, self.hand, to_move)
        line["claimed"] = {self.ring.order[i]: p for i, p in sorted(self.owned.items())}
        line["passed"] = None
        return line


class Game:
    """One game, with the position after every ply."""

    def __init__(self, columns):
        self.pos = Position(Ring(columns))
        self.to_move = SOUTH
        self.log = [self.pos.line(0, None, None, SOUTH)]
        self.events = [[]]

    def legal(self):
        return [] if self.to_move is None else self.pos.legal(self.to_move)

    def play(self, move):
        ply = len(self.log)
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (move, ply, " ".join(legal))
        p = self.to_move
        events = self.pos.play(p, move)
        total = sum(self.pos.holes) + sum(self.pos.hand.values())
        assert total == START * len(self.pos.ring)
        self.to_move = other(p)
        stuck = [q for q in (SOUTH, NORTH) if not self.pos.legal(q)]
        if stuck:
            events.append("over:%s-cannot-move" % "+".join(stuck))
            self.to_move = None
        self.log.append(self.pos.line(ply, move, p, self.to_move))
        self.events.append(events)


def playout(columns, seed, max_plies=1000):
    """A game of uniformly random legal moves, seeded, and its moves."""
    rng = random.Random(seed)
    g, moves = Game(columns), []
    while g.to_move is not None and len(moves) < max_plies:
        moves.append(rng.choice(g.legal()))
        g.play(moves[-1])
    return g, moves


def main(argv):
    """[--columns N] trace MOVE...: the JSON Lines trace, each line followed
    by the ply's events, and the score at the end; [--columns N] write:
    leyla-gobale[-N].expected.jsonl from leyla-gobale[-N].moves (no suffix
    for 6); [--columns N] pick LO HI: for each seed in LO..HI-1, a random
    game's length, whether it ended and its events counted."""
    columns = 6
    if argv[:1] == ["--columns"] and len(argv) > 1:
        columns, argv = int(argv[1]), argv[2:]
    here = os.path.dirname(os.path.abspath(__file__))
    name = os.path.join(here, "leyla-gobale" + ("" if columns == 6 else "-%d" % columns))
    if argv and argv[0] in ("trace", "write"):
        moves = argv[1:] if argv[0] == "trace" else open(name + ".moves").read().split()
        g = Game(columns)
        for m in moves:
            g.play(m)
        if argv[0] == "write":
            with open(name + ".expected.jsonl", "w") as f:
                f.writelines(json.dumps(line) + "\n" for line in g.log)
            return
        for line, events in zip(g.log, g.events):
            print(json.dumps(line), " ".join(events))
        if g.to_move is None:
            print("score:", g.pos.score())
    elif len(argv) == 3 and argv[0] == "pick":
        for seed in range(int(argv[1]), int(argv[2])):
            g, moves = playout(columns, seed)
            counts = {}
            for e in (e.split()[0].split("=")[0] for events in g.events for e in events):
                counts[e] = counts.get(e, 0) + 1
            print(seed, len(moves), "over" if g.to_move is None else "going",
                  " ".join("%s=%d" % kv for kv in sorted(counts.items())))
    else:
        print(main.__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
