#!/usr/bin/env python3
"""Reference Gamacha (Nobility) (the Hadiya nobility of Ethiopia; after
Pankhurst 1971, p. 185, as the Ludii portal summarises it), written from
the rules text of Ludii's "Gamacha (Nobility)" and the interpretations
below, not from sow.

Rules, in short (our words): two rows of six holes, four counters in each,
no stores.  Sowing goes anticlockwise.  A last counter in an occupied hole
lifts that hole and the sowing goes on.  A last counter in an empty hole
of the mover's row takes the opponent's hole across from it, but only
when that hole holds exactly one counter.  A last counter that brings a
hole of the opponent's row to four makes it a qasamo of the mover's: it
is never sown from again.  Play goes on until every counter is taken or
lies in a qasamo; the player with more counters taken and in their own
qasamo wins.

Interpretations (the same as in examples/gamacha-nobility.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's); anticlockwise order a1 b1 .. f1 f2 e2 .. a2, then a1.
  South moves first.  Counters taken are kept in hand, shown as `stores`.
- A move lifts every counter of a hole of the mover's row that holds any
  (a single one too) and is not a qasamo (the mover's or the opponent's),
  and sows them one a hole anticlockwise, the first into the next hole.
  No hole is passed over: a qasamo takes counters like any hole, and a lap
  of twelve or more drops one into the hole it was lifted from.
- Where a lap's last counter falls (on every lap, the first or a relay's),
  in this order:
  1. into a qasamo (anyone's, in either row): the sowing ends (it cannot
     be lifted); nothing else happens;
  2. into a hole of the opponent's row that now holds four: it becomes the
     mover's qasamo, and the sowing ends;
  3. into a hole that was empty before it fell (one emptied earlier in the
     turn counts as empty): the sowing ends; if the hole is the mover's
     and the opponent's hole across holds exactly one counter, that
     counter is taken (the last counter stays where it fell);
  4. otherwise (an occupied hole, either row): the hole is lifted, the
     last counter with it, and the sowing goes on from the next hole.
- A move whose relay would go on for ever (the same board comes back at a
  lift of the same hole; no qasamo is made during a sowing, as making one
  ends it) may not be played.
- The game ends as soon as no counter lies outside a qasamo (`to_move`
  null).  Score: counters taken plus those in one's qasamo; more wins,
  equal draws.
- A player with no move passes and the other plays again; the pass is no
  ply of the trace (the line before shows as `to_move` the player who
  plays next).  When neither can move, the game ends; counters outside
  qasamo then count for nobody.
- Each line carries `claimed` too (each qasamo and its owner) and
  `passed` (the player who, after this ply, had no move and passed, else
  null).

Usage: python3 ref_gamacha-nobility.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other, snapshot

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)


class Endless(Exception):
    """A relay sowing that would never end."""


def sow(holes, qasamo, player, start):
    """The sowing of `player` from hole `start`, on a copy of `holes`
    (`qasamo`: ring index -> owner, not changed).  Returns (board after,
    taken, new qasamo or None, events); raises Endless."""
    holes = list(holes)
    pos = start
    seen = set()
    laps = 0
    events = []
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        if seeds >= N:
            events.append("wrap=%d" % seeds)
        while seeds:
            pos = (pos + 1) % N
            holes[pos] += 1
            seeds -= 1
        name = RING.order[pos]
        if pos in qasamo:
            events.append("into-qasamo %s(%s) lap %d" % (name, qasamo[pos], laps))
            return holes, 0, None, events
        if RING.owner(pos) != player and holes[pos] == 4:
            events.append("make-qasamo %s lap %d" % (name, laps))
            return holes, 0, pos, events
        if holes[pos] == 1:
            opp = RING.opposite(pos)
            if RING.owner(pos) == player and holes[opp] == 1:
                holes[opp] = 0
                events.append("capture %s lap %d" % (RING.order[opp], laps))
                return holes, 1, None, events
            if RING.owner(pos) == player:
                events.append("own-empty %s across=%d" % (name, holes[opp]))
            else:
                events.append("opponent-empty %s" % name)
            if laps > 1:
                events.append("laps=%d" % laps)
            return holes, 0, None, events
        if RING.owner(pos) == player:
            events.append("relay-own %s" % name)
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)


class Game:
    def __init__(self):
        self.ring = RING
        self.holes = [4] * N
        self.qasamo = {}            # ring index -> owner
        self.stores = {SOUTH: 0, NORTH: 0}
        self.to_move = SOUTH
        self.ply = 0
        self.cache = {}
        self.passed = None          # who passed after the last ply
        self.log = [self.line(None, None)]
        self.events = [[]]

    def line(self, move, player):
        l = snapshot(RING, self.ply, move, player, self.holes, self.stores, self.to_move)
        l["claimed"] = {RING.order[i]: p for i, p in sorted(self.qasamo.items())}
        l["passed"] = self.passed
        return l

    def options(self, p):
        """{move name: result} for every move `p` may play now."""
        key = (tuple(self.holes), tuple(sorted(self.qasamo.items())), p)
        if key not in self.cache:
            out, endless = {}, []
            for i in RING.own_holes(p):
                if self.holes[i] == 0 or i in self.qasamo:
                    continue
                try:
                    out[RING.order[i]] = sow(self.holes, self.qasamo, p, i)
                except Endless:
                    endless.append(RING.order[i])
            self.cache = {key: (out, endless)}
        return self.cache[key][0]

    def endless(self, p):
        """The moves of `p` refused now as endless relays."""
        self.options(p)
        return next(iter(self.cache.values()))[1]

    def legal(self):
        return [] if self.to_move is None else sorted(self.options(self.to_move),
                                                       key=RING.index.get)

    def score(self):
        sc = dict(self.stores)
        for i, p in self.qasamo.items():
            sc[p] += self.holes[i]
        return sc

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        p = self.to_move
        holes, taken, new, events = self.options(p)[move]
        events = list(events)
        if self.endless(p):
            events.insert(0, "endless=%s" % ",".join(self.endless(p)))
        self.holes = holes
        self.stores[p] += taken
        if new is not None:
            self.qasamo[new] = p
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == 48
        self.ply += 1
        q = other(p)
        self.passed = None
        if all(self.holes[k] == 0 for k in range(N) if k not in self.qasamo):
            self.to_move = None
            events.append("over:all-taken-or-qasamo %s" % self.score())
        elif self.options(q):
            self.to_move = q
        elif self.options(p):
            self.to_move = p
            self.passed = q
            events.append("pass %s" % q)
        else:
            self.to_move = None
            events.append("over:neither-can-move %s" % self.score())
        self.log.append(self.line(move, p))
        self.events.append(events)
        return events


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
    return " ".join("%s=%d" % kv for kv in sorted(counts.items()))


if __name__ == "__main__":
    drive(Game, "gamacha-nobility", sys.argv[1:], max_plies=1000, summary=summary)
