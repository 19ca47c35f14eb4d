#!/usr/bin/env python3
"""Reference Enindji (Dahomey, today's Benin; after Béart 1955), written
from the rules text of Ludii's "Enindji" and the interpretations below,
not from sow.

Rules, in short: two rows of six holes, four counters in each, a store at
either end; a move lifts a hole of one's own row and sows anticlockwise,
one a hole, never into the hole it was lifted from; a last counter that
makes a hole four gives those four to the owner of the hole's row; a
player whose opponent has no counters must give them some, and when no
move can, takes their own row; most counters taken wins; a game going
round in a loop may be ended by agreement, each taking their own row.

Interpretations (the same as in examples/enindji.sow.toml):
- Holes a1..f1 (row 1, South's) and a2..f2 (row 2, North's); the
  anticlockwise order is a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2.  The stores
  are never sown into.  South moves first; the players alternate.
- A move lifts every counter of a non-empty hole of the mover's row and
  sows them one a hole anticlockwise from the next hole; the hole lifted
  is passed over whenever the sowing comes round to it.
- Only the sowing's last counter captures: when it makes four in a hole
  (of either row), those four go to the store of the player who owns that
  hole's row (the mover's own store for their own row).  One hole only.
  A capture that empties the opponent's row is allowed.
- When the opponent's row is empty before the move, only the moves that
  leave counters in it (after the move's capture) are legal.  When none
  does, the mover has no move.
- A player with no move passes (the other moves again); when neither can
  move the game is over.  So a player left without counters by a capture
  passes, and the other must then feed them; a player who must feed and
  cannot ends the game (neither can move).
- After every ply, the position (board, stores, player to move, after any
  pass) is compared with every earlier one, the starting position
  included; if it was seen before, the game is over (the players' agreed
  end of a loop).
- When the game is over, each player adds the counters left in their own
  row to their store's; more wins, equal draws.  The trace's last line
  leaves those counters in the holes (stores show the captures only).

Usage: python3 ref_enindji.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)
SIZE = len(RING)


def move_from(holes, player, start):
    """The move of `player` from hole `start` on a copy of `holes`:
    returns (board after, (owner, counters) taken or None, events)."""
    holes = list(holes)
    seeds, holes[start] = holes[start], 0
    events = []
    if seeds >= SIZE:
        events.append("passes-origin %s:%d" % (RING.order[start], seeds))
    pos = start
    while seeds:
        pos = (pos + 1) % SIZE
        if pos == start:
            continue
        holes[pos] += 1
        seeds -= 1
    taken = None
    if holes[pos] == 4:
        owner = RING.owner(pos)
        taken = (owner, 4)
        holes[pos] = 0
        events.append("capture %s:4 to-%s (%s row)" % (
            RING.order[pos], owner, "own" if owner == player else "opponent"))
    return holes, taken, events


def legal(holes, player):
    moves = [i for i in RING.own_holes(player) if holes[i] > 0]
    if RING.row_total(holes, other(player)) == 0:
        moves = [i for i in moves
                 if RING.row_total(move_from(holes, player, i)[0], other(player)) > 0]
    return [RING.order[i] for i in moves]


def key(g, to_move):
    return (tuple(g.holes), g.stores[SOUTH], g.stores[NORTH], to_move)


def play(g, move):
    player = g.to_move
    if not hasattr(g, "seen"):
        g.seen = {key(g, SOUTH)}
    opp = other(player)
    if RING.row_total(g.holes, opp) == 0:
        n_own = len([i for i in RING.own_holes(player) if g.holes[i]])
        fed = legal(g.holes, player)
        events = ["must-feed %d/%d" % (len(fed), n_own)]
    else:
        events = []
    g.holes, taken, ev = move_from(g.holes, player, RING.index[move])
    events += ev
    if taken:
        g.stores[taken[0]] += taken[1]
        if RING.row_total(g.holes, opp) == 0:
            events.append("opponent-row-emptied")
    nxt = opp
    if not legal(g.holes, nxt):
        if not legal(g.holes, player):
            return finish(g, events, "neither-can-move")
        events.append("pass %s" % nxt)
        nxt = player
    k = key(g, nxt)
    if k in g.seen:
        return finish(g, events, "repetition")
    g.seen.add(k)
    g.to_move = nxt
    return events


def finish(g, events, why):
    g.to_move = None
    s = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
    n = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
    events.append("over %s %d-%d %s" % (
        why, s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def summary(g):
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w == "capture":
                w = "capture-" + e.split("(")[1].split()[0]
            if w == "must-feed":
                a, b = e.split()[1].split("/")
                w = "must-feed-" + ("none" if a == "0" else ("all" if a == b else "some"))
            if w == "over":
                end = e.split()[1]
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


ENINDJI = Rules(RING, [4] * SIZE, legal, play)

if __name__ == "__main__":
    drive(lambda: Game(ENINDJI), "enindji", sys.argv[1:], max_plies=2000, summary=summary)
