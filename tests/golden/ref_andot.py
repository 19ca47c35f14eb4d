#!/usr/bin/env python3
"""Reference Andot (the Bega of the Sudan; Owen 1938), written from the
rules text of Ludii's "Andot" and the interpretations below, not from sow.

Rules, in short: two rows of six holes, four counters in each.  A player
sows from their left three holes clockwise, from their right three
anticlockwise.  A last counter that makes four in a hole of the
opponent's row, or in an end hole of the mover's own row, marks the hole:
no one sows from it again.  A single counter may not be sown into a hole
of three in the opponent's row, and a lone counter the opponent sowed into
the mover's row on the previous turn may not be sown straight back into
the hole it came from.  A player who cannot sow passes and the opponent
plays on.  Play ends when all the counters are in marked holes; most
counters in one's marked holes wins.

Interpretations (the same as in examples/andot.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Anticlockwise order: a1 b1 .. f1 f2 e2 .. a2, then a1.
  South's left three are a1 b1 c1, North's (across the board) f2 e2 d2;
  from those a move sows clockwise (written `a1-`), from the other three
  anticlockwise (`d1+`).  South moves first.
- A move lifts every counter of an unmarked hole of the mover's row (one
  counter too) and sows them one a hole, into every hole (marked holes and,
  on a lap of twelve or more, the hole lifted too).
- Marking: where the last counter falls, if the hole now holds four, is not
  marked yet, and is in the opponent's row or is one of the two end holes
  of the mover's row (a1, f1 for South; a2, f2 for North), it becomes the
  mover's marked hole for the rest of the game.  Counters sown into it stay
  there and count for its marker at the end; nobody sows from it.
- A single counter may not be sown into a hole of the opponent's row that
  holds three.
- "A lone counter sown into the mover's row by the opponent on the
  previous turn may not go straight back": when the ply just before was
  the opponent's move (not a pass), a hole of the mover's that holds one
  counter, into which that move dropped a counter, may not be sown when
  the hole its counter would fall into is the hole that move was lifted
  from.  After a pass of the opponent the rule does not hold (the previous
  turn sowed nothing).
- A player with no move passes and the other plays again.  The pass is no
  ply of the trace: the line before it shows as `to_move` the player who
  plays next (the one who just moved).  Where the opponent cannot move and
  the mover, after that pass, cannot either, the mover passes too, and the
  opponent, no longer bound by the rule on lone counters (the previous
  turn was a pass), plays on if they can: the text's play goes on "until
  all of the counters are in marked holes".  The line before shows that
  opponent as `to_move`.  Should neither player be able to move even so,
  the game ends (random play never met it); counters outside marked holes
  then count for nobody.
- The game ends as soon as every counter is in a marked hole.  Score: the
  counters in each player's marked holes; more wins, equal draws.  There
  are no stores: `stores` stays 0 and 0.
- Each line carries `claimed` too: each marked hole and its marker.

Usage: python3 ref_andot.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other, snapshot

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)
# Ring indices: South a1..f1 = 0..5, North f2..a2 = 6..11.
CLOCKWISE_FROM = {SOUTH: {0, 1, 2}, NORTH: {6, 7, 8}}      # a1-c1; f2-d2
ENDS = {SOUTH: {0, 5}, NORTH: {6, 11}}                     # a1 f1; f2 a2


def step(player, i):
    """+1 (anticlockwise) or -1 (clockwise): the way a move from hole i sows."""
    return -1 if i in CLOCKWISE_FROM[player] else +1


class Game:
    def __init__(self):
        self.ring = RING
        self.holes = [4] * SIZE
        self.marked = {}            # ring index -> player
        self.stores = {SOUTH: 0, NORTH: 0}
        self.to_move = SOUTH
        # The ply just before, if it was a move: (player, hole lifted,
        # holes it dropped a counter into).  None at the start and after a
        # pass.
        self.prev = None
        self.ply = 0
        self.log = [self.line(None, None)]
        self.events = [[]]

    def line(self, move, player):
        l = snapshot(RING, self.ply, move, player, self.holes, self.stores, self.to_move)
        l["claimed"] = {RING.order[i]: p for i, p in sorted(self.marked.items())}
        return l

    def moves_of(self, p, prev):
        out = []
        for i in RING.own_holes(p):
            n = self.holes[i]
            if n == 0 or i in self.marked:
                continue
            s = step(p, i)
            if n == 1:
                nxt = (i + s) % SIZE
                if RING.owner(nxt) != p and self.holes[nxt] == 3:
                    continue
                if prev is not None and prev[0] != p and i in prev[2] and nxt == prev[1]:
                    continue
            out.append(RING.order[i] + ("-" if s < 0 else "+"))
        return out

    def legal(self):
        return [] if self.to_move is None else self.moves_of(self.to_move, self.prev)

    def score(self):
        sc = {SOUTH: 0, NORTH: 0}
        for i, p in self.marked.items():
            sc[p] += self.holes[i]
        return sc

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        p = self.to_move
        i = RING.index[move[:-1]]
        s = step(p, i)
        seeds, self.holes[i] = self.holes[i], 0
        pos = i
        dropped = set()
        events = []
        if seeds >= SIZE:
            events.append("wrap %s:%d" % (RING.order[i], seeds))
        while seeds:
            pos = (pos + s) % SIZE
            self.holes[pos] += 1
            dropped.add(pos)
            seeds -= 1
        if (self.holes[pos] == 4 and pos not in self.marked
                and (RING.owner(pos) != p or pos in ENDS[p])):
            self.marked[pos] = p
            events.append("mark-%s %s" % ("opponent" if RING.owner(pos) != p else "end",
                                          RING.order[pos]))
        self.prev = (p, i, dropped)
        self.ply += 1
        q = other(p)
        if all(self.holes[k] == 0 for k in range(SIZE) if k not in self.marked):
            self.to_move = None
            events.append("over:all-marked %s" % self.score())
        elif self.moves_of(q, self.prev):
            self.to_move = q
            # Whether the opponent meets a lone counter they may not send back.
            blocked = [RING.order[k] for k in RING.own_holes(q)
                       if self.holes[k] == 1 and k not in self.marked and k in dropped
                       and (k + step(q, k)) % SIZE == i]
            if blocked:
                events.append("lone-back-barred %s" % " ".join(blocked))
        elif self.moves_of(p, None):
            # The opponent passes: the mover plays on, and the rule on lone
            # counters sent back does not hold for them (no previous move).
            self.prev = None
            self.to_move = p
            events.append("pass %s" % q)
        elif self.moves_of(q, None):
            # Neither can move as the board lies: the opponent passes, the
            # mover passes too, and then the opponent's lone counter is no
            # longer one sown on the previous turn (that turn was a pass), so
            # the opponent may send it back, and play goes on.
            self.prev = None
            self.to_move = q
            events.append("pass %s" % q)
            events.append("pass %s" % p)
        else:
            self.to_move = None
            events.append("over:neither-can-move %s" % self.score())
        if self.to_move is not None:
            # Whether the player to move has a lone counter they may not sow
            # into a hole of three of the opponent's row.
            r = self.to_move
            three = [RING.order[k] for k in RING.own_holes(r)
                     if self.holes[k] == 1 and k not in self.marked
                     and RING.owner((k + step(r, k)) % SIZE) != r
                     and self.holes[(k + step(r, k)) % SIZE] == 3]
            if three:
                events.append("lone-into-three-barred %s" % " ".join(three))
        self.log.append(self.line(move, p))
        self.events.append(events)
        return events


if __name__ == "__main__":
    drive(Game, "andot", sys.argv[1:], max_plies=400)
