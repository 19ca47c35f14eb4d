#!/usr/bin/env python3
"""Reference Kara (Baggara, Sudan; after Davies 1925), written from the
rules text of Ludii's "Kara" and the interpretations below, not from sow.

Rules, in short: each player has three holes of seven counters; the mover
takes up the counters of one of her holes and sows them anticlockwise; if
the last counter falls in a hole of the opponent's, or in the mover's own
rightmost hole, the opponent's holes into which this sowing dropped
counters and which now hold two, four or six are captured.  The player
with the most counters at the end wins.

Interpretations:
- Two players (Ludii's board; the description's "any number of players"
  is not in the rules).  Holes a1 b1 c1 (row 1, South's, left to right
  from South) and a2 b2 c2 (row 2, North's).  Anticlockwise order:
  a1 b1 c1 c2 b2 a2, then a1 again.  Each player has a store off the
  track (Ludii's board), never sown into; the counters captured go there
  and are the trace's `stores`.
- South moves first; the players alternate, no extra turns.
- A move is any hole of the mover's own row holding at least one counter
  (a single counter too).  All its counters are lifted and sown one a
  hole along the anticlockwise order, the first into the hole after the
  one emptied; the emptied hole is not passed over, so a sowing of six or
  more drops a counter back into it (7 from a1: b1 c1 c2 b2 a2 a1 b1).
  One lap only: where the last counter falls the sowing ends.
- The sowing player's rightmost hole: the hole at her right hand as she
  faces the board: South's c1, North's a2 (Ludii's map, sites 3 and 4).  Sowing anticlockwise, each is the last
  hole of its owner's row before the opponent's.
- The capture is decided once the sowing is over.  It happens only when
  the last counter fell in one of the opponent's three holes or in the
  mover's own rightmost hole; a last counter in one of the mover's two
  other holes captures nothing.
- The holes taken are the opponent's holes that the sowing's counters
  brought to two, four or six: every hole of the opponent's into which
  this sowing dropped at least one counter and which, as the sowing left
  it, holds exactly 2, 4 or 6.  A hole the sowing passed twice is
  judged on its count at the end only.  An opponent's hole holding 2, 4
  or 6 that the sowing did not reach is not taken, nor is one of 8, 10...
  The hole of the last counter is taken under the same test when it is
  the opponent's (it need not itself hold 2, 4 or 6 for the others to be
  taken); the mover's own rightmost hole is never taken, whatever it
  holds: the text takes only the opponent's holes.  (Ludii's code reads
  it otherwise: it takes only the last counter's hole, when that is the
  opponent's or the mover's rightmost and holds 2, 4 or 6.)
- All the holes taken are chosen first, then taken, into the mover's
  store.
- The end (not in the text; Ludii's code): the game is over when the
  player to move has no counter in her holes (`to_move` null).  Each
  player then counts her store and the counters left in her own holes
  (Ludii's score); the trace's last line leaves those counters in the
  holes.  More counters wins, equal draws.

Usage: python3 ref_kara.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(3)          # order: a1 b1 c1 c2 b2 a2
TAKEN_COUNTS = (2, 4, 6)
RIGHTMOST = {SOUTH: RING.index["c1"], NORTH: RING.index["a2"]}


def legal(holes, player):
    """Every hole of the player's own row holding a counter, in ring order."""
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] >= 1]


def name(i):
    return RING.order[i]


def play(g, move):
    player = g.to_move
    opp = other(player)
    start = RING.index[move]
    holes = g.holes
    events = []
    seeds, holes[start] = holes[start], 0
    events.append("sow=%d" % seeds)
    sown = [0] * len(RING)        # counters this sowing dropped into each hole
    pos = start
    for _ in range(seeds):
        pos = (pos + 1) % len(RING)
        holes[pos] += 1
        sown[pos] += 1
    final = pos
    if sown[start]:
        events.append("origin-refilled")
    if max(sown) > 1:
        events.append("passed-twice %s" % " ".join(
            name(i) for i in range(len(RING)) if sown[i] > 1))
    evens = [i for i in RING.own_holes(opp) if sown[i] and holes[i] in TAKEN_COUNTS]
    unsown = [i for i in RING.own_holes(opp) if not sown[i] and holes[i] in TAKEN_COUNTS]
    if RING.owner(final) == opp:
        where = "final-opponent"
        fires = True
    elif final == RIGHTMOST[player]:
        where = "final-rightmost"
        fires = True
    else:
        where = "final-own"
        fires = False
    events.append("%s %s:%d" % (where, name(final), holes[final]))
    if fires and evens:
        taken = sum(holes[i] for i in evens)
        events.append("capture %s=%d" % (
            "+".join("%s:%d" % (name(i), holes[i]) for i in evens), taken))
        if any(sown[i] > 1 for i in evens):
            events.append("taken-passed-twice")
        if RING.owner(final) == opp and final not in evens:
            events.append("final-not-taken %s:%d" % (name(final), holes[final]))
        if len(evens) > 1:
            events.append("several=%d" % len(evens))
        for i in evens:
            holes[i] = 0
        g.stores[player] += taken
    elif evens:
        # sown opponent's evens left because the last counter fell elsewhere
        events.append("evens-missed %s" % " ".join(name(i) for i in evens))
    if fires and unsown:
        events.append("unsown-even-kept %s" % " ".join(
            "%s:%d" % (name(i), holes[i]) for i in unsown))
    if fires and final == RIGHTMOST[player] and holes[final] in TAKEN_COUNTS:
        events.append("rightmost-even-kept %s:%d" % (name(final), holes[final]))
    if RING.row_total(holes, opp) == 0:
        g.to_move = None
        s = g.stores[SOUTH] + RING.row_total(holes, SOUTH)
        n = g.stores[NORTH] + RING.row_total(holes, NORTH)
        events.append("over %d-%d %s" % (
            s, n, "draw" if s == n else ("south" if s > n else "north")))
    else:
        g.to_move = opp
    return events


KARA = Rules(RING, [7] * len(RING), legal, play)


if __name__ == "__main__":
    drive(lambda: Game(KARA), "kara", sys.argv[1:], max_plies=1000)
