#!/usr/bin/env python3
"""Reference Pic (Piç; eastern Turkey, And 1979), written from the rules
text of Ludii's "Pic" and the interpretations below, not from sow.

Rules, in short (the text): each player has three heaps of twelve
counters; sowing goes anticlockwise; a player who makes a heap of three
counters in a heap of an opponent's draws a circle round it and captures
its counters and every counter sown into it for the rest of the game; when
no heaps are left, the player with the most counters wins.

Interpretations (the same as in examples/pic.sow.toml):
- Two players (the text allows two to five, five by default; this is the
  two-player game, Ludii's "Players/2" variation).  Six heaps on ref_common's
  board of 2 x 3: South owns a1 b1 c1, North c2 b2 a2; the ring, sown
  anticlockwise, is a1 b1 c1 c2 b2 a2 and back to a1 (Ludii's two-player
  track passes South's three heaps, then North's three, likewise).  Twelve
  counters a heap (the "Nine counters" ruleset would put nine).  No stores:
  the counters taken are kept in hand, shown as `stores`.  South moves
  first; the players alternate.
- A move takes up every counter of one of the mover's own heaps that holds
  any (one counter too) and sows them one a heap along the ring, the first
  into the heap after the one taken up.  No heap is passed over: a sowing
  of six or more drops counters back into its own heap, and into circled
  heaps as into any other.
- Only the heap where the last counter falls is looked at: if it is a heap
  of the opponent's row, not circled, and holds three counters after the
  drop, the mover takes those three and the heap is circled for the mover.
- Once the sowing is over, every circled heap's counters (those sown into
  it this move) go to the player who circled it.  So a circled heap is
  empty whenever a move starts and is never taken up.  A heap once circled
  stays its circler's; it is not circled again (in the two-player game it
  makes no difference: see the TOML's comments).
- The game ends after a ply that leaves no counter on the board.  Most
  counters taken wins; equal is a draw.
- A player to move whose own heaps are all empty (counters being left in
  the opponent's) passes, and the other plays again.  The pass is no ply:
  the line of the ply before shows as `to_move` the player who plays next
  (the one who just moved), and `passed` names who passes.

Each line has ref_common.py's keys and two more: `claimed` (each circled
heap and its circler) and `passed` (the player who must pass after the
ply, or null).

Usage: python3 ref_pic.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(3)          # order: a1 b1 c1 c2 b2 a2
SIZE = len(RING)
START = 12


class PicGame(Game):
    """A game of Pic: ref_common's Game with the circled heaps and the
    passes written into every line."""

    def __init__(self):
        self.circled = {}           # heap index -> player who circled it
        self.passed = None
        Game.__init__(self, PIC)
        self._extend(self.log[-1])

    def _extend(self, line):
        line["claimed"] = {RING.order[i]: p for i, p in sorted(self.circled.items())}
        line["passed"] = self.passed

    def play(self, move):
        self.passed = None
        Game.play(self, move)
        self._extend(self.log[-1])


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    holes = g.holes
    start = RING.index[move]
    seeds, holes[start] = holes[start], 0
    events = ["sow %s:%d" % (move, seeds)]
    if seeds >= SIZE:
        events.append("round %s:%d" % (move, seeds))
    pos = start
    while seeds:
        pos = (pos + 1) % SIZE
        holes[pos] += 1
        seeds -= 1
    last = pos
    name = RING.order[last]
    if last in g.circled:
        events.append("last-in-circled %s(%s) count=%d" % (name, g.circled[last], holes[last]))
    elif RING.owner(last) != player and holes[last] == 3:
        g.stores[player] += 3
        holes[last] = 0
        g.circled[last] = player
        events.append("circle %s" % name)
    elif RING.owner(last) != player:
        events.append("last-opponent %s count=%d" % (name, holes[last]))
    # every counter sown into a circled heap goes to its circler
    for i, p in sorted(g.circled.items()):
        if holes[i]:
            events.append("sown-into-circled %s:%d->%s" % (RING.order[i], holes[i], p))
            g.stores[p] += holes[i]
            holes[i] = 0
    if sum(holes) == 0:
        g.to_move = None
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("over %d-%d %s" % (s, n, "draw" if s == n else (
            "south" if s > n else "north")))
        return events
    nxt = other(player)
    if not legal(holes, nxt):
        events.append("pass %s" % nxt)
        g.passed = nxt
        nxt = player
    g.to_move = nxt
    return events


def summary(g):
    """A random game's events counted by their first word, and its result."""
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w == "over":
                end = " ".join(e.split()[1:])
                continue
            if w == "sow":
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


PIC = Rules(RING, [START] * SIZE, legal, play)


if __name__ == "__main__":
    drive(PicGame, "pic", sys.argv[1:], max_plies=1000, summary=summary)
