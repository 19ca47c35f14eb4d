#!/usr/bin/env python3
"""Reference Wouri (Mopti, Mali; after Béart 1955), written from the rules
text of Ludii's "Wouri" and the interpretations below, not from sow (nor
from examples/wouri.sow.toml's mechanics).

Rules, in short: two rows of six holes, four counters in each.  A player
lifts a hole of their own row and sows anticlockwise, passing over the
hole the sowing began from.  Every hole of the opponent's row the sowing
brings to four is taken; a last counter making four there is taken too.
A last counter in an empty hole ends the turn; in any other occupied hole
the counters are lifted and sown on.  A player must leave the opponent
counters to play with, if possible.

Conventions and interpretations (those of examples/wouri.sow.toml):
- Holes a1..f1 (row 1, South's) and a2..f2 (row 2, North's); anticlockwise
  is a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  No stores: the
  counters taken are kept in hand, shown as `stores`.  South moves first;
  the players alternate.
- A move lifts every counter of a non-empty hole of the mover's row (one
  alone too) and sows from the next hole.  Every lap, the first and each
  relay, passes over the hole THAT lap was lifted from.
- Each counter but a lap's last that makes a hole of the OPPONENT's row
  hold exactly four: those four go to the mover at once, the sowing goes
  on (a counter coming round later falls into an empty hole).  Holes of
  the mover's own row are never taken.
- A lap's last counter: in a hole of the opponent's row it makes four ->
  taken, turn over.  Else, in a hole empty before it fell -> turn over.
  Else (occupied; a four in the mover's own row too) -> the hole, last
  counter included, is lifted and sown on.
- A move whose relay would go on for ever (the same board with the same
  hole about to be lifted again) may not be played.
- Of the moves that end, those that leave counters in the opponent's row
  (after the captures) are the legal ones; when none does, all are.
- The player to move with no legal move ends the game (no line of its
  own: the last line has `to_move` null).  Each player adds the counters
  left in their own row to what they took; more wins, equal draws.  The
  last line leaves those counters in the holes (`stores` shows captures).

Usage: python3 ref_wouri.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)
N = len(RING)


class Loops(Exception):
    """A relay that never stops."""


def sow_move(holes, player, start):
    """The move of `player` from ring index `start`, on a copy of `holes`:
    (board after, counters taken, events).  Raises Loops."""
    b = list(holes)
    ev = []
    taken = 0
    emptied = set()  # holes emptied by a capture this turn
    pos = start
    laps = 0
    seen = set()
    while True:
        laps += 1
        origin = pos
        seeds, b[origin] = b[origin], 0
        if seeds >= N:
            ev.append("skips-origin %s:%d" % (RING.order[origin], seeds))
        while seeds:
            pos = (pos + 1) % N
            if pos == origin:
                continue
            b[pos] += 1
            seeds -= 1
            if seeds and RING.owner(pos) != player and b[pos] == 4:
                if pos in emptied:
                    ev.append("refilled-then-four %s" % RING.order[pos])
                b[pos] = 0
                taken += 4
                emptied.add(pos)
                ev.append("four-made %s" % RING.order[pos])
        name = RING.order[pos]
        if RING.owner(pos) != player and b[pos] == 4:
            b[pos] = 0
            taken += 4
            ev.append("last-four %s" % name)
            break
        if b[pos] == 1:
            if pos in emptied:
                ev.append("ends-in-taken-hole %s" % name)
            break
        if RING.owner(pos) == player and b[pos] == 4:
            ev.append("own-four-relays %s" % name)
        key = (tuple(b), pos)
        if key in seen:
            raise Loops()
        seen.add(key)
    if laps > 1:
        ev.append("relays=%d" % (laps - 1))
    return b, taken, ev


def ending(holes, player):
    """(name, board after, taken, events) of every move that stops."""
    out = []
    for i in RING.own_holes(player):
        if holes[i]:
            try:
                out.append((RING.order[i],) + sow_move(holes, player, i))
            except Loops:
                pass
    return out


def allowed(holes, player):
    c = ending(holes, player)
    q = other(player)
    leave = [m for m in c if RING.row_total(m[1], q) > 0]
    return leave if leave else c


def legal(holes, player):
    return sorted((m[0] for m in allowed(holes, player)), key=RING.display.index)


def play(g, move):
    p = g.to_move
    q = other(p)
    events = []
    c = ending(g.holes, p)
    a = allowed(g.holes, p)
    n_nonempty = sum(1 for i in RING.own_holes(p) if g.holes[i])
    if len(c) < n_nonempty:
        events.append("endless-barred")
    if len(a) < len(c):
        events.append("must-leave %d/%d" % (len(a), len(c)))
    elif c and all(RING.row_total(m[1], q) == 0 for m in c):
        events.append("cannot-leave")
    _, after, taken, evs = [m for m in a if m[0] == move][0]
    events += evs
    g.holes = list(after)
    g.stores[p] += taken
    if RING.row_total(g.holes, q) == 0:
        events.append("opponent-row-empty")
    if not allowed(g.holes, q):
        g.to_move = None
        s = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
        n = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
        events.append("over %d-%d %s" % (
            s, n, "draw" if s == n else ("south" if s > n else "north")))
    else:
        g.to_move = q
    return events


def summary(g):
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0].split("=")[0]
            if w == "over":
                end = " ".join(e.split()[1:3])
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


WOURI = Rules(RING, [4] * N, legal, play)

if __name__ == "__main__" and sys.argv[1:2] == ["write"] and len(sys.argv) == 3:
    drive(lambda: Game(WOURI), sys.argv[2], ["write"])
elif __name__ == "__main__":
    drive(lambda: Game(WOURI), "wouri", sys.argv[1:], max_plies=3000, summary=summary)
