#!/usr/bin/env python3
"""Reference Toguz Kumalak, written from the rules text in
/work/shared/games/toguz-kumalak.txt (Ludii's summary of Pantusov 1906) and
the interpretations stated in examples/toguz-kumalak.sow.toml, not from sow.

On ref_common.py's board (2 x 9: the ring a1 .. i1 i2 .. a2, South owning
0..8, North 9..17).  Each player counts their own row from their left, which
is the ring's order: South's k-th hole is index k, North's is 9 + k.  Its
lines have ref_common.py's keys and two more, `claimed` (each tuzdyk and its
owner) and `passed` (always null: a player who cannot move ends the game),
so it has a game and a driver of its own.

- Start: 9 stones in each of the 18 holes; two stores off the path.
- A move lifts a non-empty hole of one's own row (not a tuzdyk) and sows it
  anticlockwise, the first stone back into the emptied hole; a single stone
  goes into the next hole.  No hole is skipped: a tuzdyk gets stones too.
- The last stone in a hole of the opponent's row (not a tuzdyk) that makes
  it even: the mover takes the hole to their store.  Making it three: it
  becomes the mover's tuzdyk, unless the mover has one already or the
  opponent's tuzdyk has the same number in the mover's row.
- Stones in a tuzdyk are its owner's: they stay in it and score for the
  owner (the trace shows them in the hole; see README.md).
- The game ends when the player to move has no stone to sow (outside the
  opponent's tuzdyk); the last mover takes the stones left in the other
  holes (the last line leaves them there).  Most stones (store, tuzdyk,
  stones left) wins.

Usage: python3 ref_toguz-kumalak.py trace MOVE... | write | pick LO HI
"""
import json
import os
import random
import sys

from ref_common import NORTH, SOUTH, Ring, other, snapshot

RING = Ring(9)
START = 9


def same_number(i):
    """The hole with the same number in the other player's row."""
    return (i + RING.n) % len(RING)


class Position:
    """The counts, the stores and each player's tuzdyk (a hole, or None)."""

    def __init__(self):
        self.holes = [START] * len(RING)
        self.stores = {SOUTH: 0, NORTH: 0}
        self.tuzdyk = {SOUTH: None, NORTH: None}

    def is_tuzdyk(self, i):
        return i in self.tuzdyk.values()

    def legal(self, p):
        return [RING.order[i] for i in RING.own_holes(p)
                if self.holes[i] > 0 and not self.is_tuzdyk(i)]

    def play(self, p, move):
        """Plays the move in place; returns its events."""
        start = RING.index[move]
        seeds, self.holes[start] = self.holes[start], 0
        events = []
        # The stones' holes: back into the emptied hole first, unless alone.
        if seeds == 1:
            sown = [(start + 1) % len(RING)]
            events.append("single-stone")
        else:
            sown = [(start + k) % len(RING) for k in range(seeds)]
        for i in sown:
            self.holes[i] += 1
        if seeds > len(RING):
            events.append("round-again=%d" % seeds)
        into_tuzdyk = sum(self.is_tuzdyk(i) for i in sown[:-1])
        if into_tuzdyk:
            events.append("into-tuzdyk=%d" % into_tuzdyk)
        last = sown[-1]
        count = self.holes[last]
        events.append("last=%s" % RING.order[last])
        opp = other(p)
        if self.is_tuzdyk(last):
            whose = SOUTH if self.tuzdyk[SOUTH] == last else NORTH
            events.append("last-in-tuzdyk=%s:%d" % (whose, count))
        elif RING.owner(last) == opp:
            if count % 2 == 0:
                self.stores[p] += count
                self.holes[last] = 0
                events.append("capture %s:%d" % (RING.order[last], count))
            elif count == 3:
                if self.tuzdyk[p] is not None:
                    events.append("no-tuzdyk:has-one")
                elif self.tuzdyk[opp] == same_number(last):
                    events.append("no-tuzdyk:same-number")
                else:
                    self.tuzdyk[p] = last
                    events.append("tuzdyk=%s" % RING.order[last])
        return events

    def score(self, last_mover):
        result = dict(self.stores)
        for p, i in self.tuzdyk.items():
            if i is not None:
                result[p] += self.holes[i]
        result[last_mover] += sum(n for i, n in enumerate(self.holes) if not self.is_tuzdyk(i))
        return result

    def line(self, ply, move, player, to_move):
        """The JSON line of the position: ref_common.py's, and the tuzdyks."""
        line = snapshot(RING, ply, move, player, self.holes, self.stores, to_move)
        line["claimed"] = {RING.order[i]: p for p, i in self.tuzdyk.items() if i is not None}
        line["passed"] = None
        return line


class Game:
    """One game, with the position after every ply."""

    def __init__(self):
        self.pos = Position()
        self.to_move = SOUTH
        self.last_mover = None
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
        assert sum(self.pos.holes) + sum(self.pos.stores.values()) == START * len(RING)
        self.last_mover = p
        self.to_move = other(p)
        if not self.pos.legal(self.to_move):
            events.append("over:%s-cannot-move" % self.to_move)
            self.to_move = None
        self.log.append(self.pos.line(ply, move, p, self.to_move))
        self.events.append(events)


def playout(seed, max_plies=1000):
    """A game of uniformly random legal moves, seeded, and its moves."""
    rng = random.Random(seed)
    g, moves = Game(), []
    while g.to_move is not None and len(moves) < max_plies:
        moves.append(rng.choice(g.legal()))
        g.play(moves[-1])
    return g, moves


def main(argv):
    """trace MOVE...: the JSON Lines trace, each line followed by the ply's
    events, and the score at the end; write: toguz-kumalak.expected.jsonl
    from toguz-kumalak.moves; pick LO HI: for each seed in LO..HI-1, a
    random game's length, whether it ended and its events counted."""
    here = os.path.dirname(os.path.abspath(__file__))
    name = os.path.join(here, "toguz-kumalak")
    if argv and argv[0] in ("trace", "write"):
        moves = argv[1:] if argv[0] == "trace" else open(name + ".moves").read().split()
        g = Game()
        for m in moves:
            g.play(m)
        if argv[0] == "write":
            with open(name + ".expected.jsonl", "w") as f:
                f.writelines(json.dumps(line) + "\n" for line in g.log)
            return
        for line, events in zip(g.log, g.events):
            print(json.dumps(line), " ".join(events))
        if g.to_move is None:
            print("score:", g.pos.score(g.last_mover))
    elif len(argv) == 3 and argv[0] == "pick":
        for seed in range(int(argv[1]), int(argv[2])):
            g, moves = playout(seed)
            counts = {}
            for e in (e.split()[0] for events in g.events for e in events):
                counts[e] = counts.get(e, 0) + 1
            print(seed, len(moves), "over" if g.to_move is None else "going",
                  " ".join("%s=%d" % kv for kv in sorted(counts.items())))
    else:
        print(main.__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
