#!/usr/bin/env python3
"""Reference Uthi, as the Embu of Kenya played it (Orde Browne 1925, as the
Ludii portal summarises it, game 1518), written from the rules text of
Ludii's "Uthi" and the interpretations below, not from sow.

Rules, in short: two rows of eight holes and two stores, five counters a
hole.  Each player's first move sows three counters into the first hole and
two into the second; after that a move sows one a hole, either way.  A last
counter in an occupied hole lifts it and sows on the other way; in an empty
hole of one's own row it captures the opposite hole, and from the first of
a run of empty holes the holes opposite the whole run, but only once the
sowing has entered the opponent's row and come back; in an empty hole of
the opponent's row the turn ends.  The most counters captured wins.

Interpretations:
- Holes a1..h1 (row 1, South's, left to right from South) and a2..h2
  (row 2, North's); a2 is opposite a1, h2 opposite h1.  The ring of holes
  anticlockwise: a1 b1 ... h1 h2 g2 ... a2, then a1 again.  The two stores
  only keep captured counters and are never sown into; `stores` in the
  trace is each player's captured counters.
- South moves first; players alternate, one ply a turn (no extra moves).
- A move is any hole of the mover's own row holding at least one counter,
  with a way: `c1+` sows anticlockwise (along the ring above: for South
  left to right along row 1, for North right to left along row 2 as South
  sees it), `c1-` clockwise.  Every move, the first ones included, chooses
  its way.
- The first move of each player (ply 1, South; ply 2, North): every
  counter of the hole is lifted; three fall into the next hole the chosen
  way, two into the hole after it, and any more (North only, from a hole
  South's first move fed: 7 or 8 counters) one a hole after that, as in
  ordinary sowing (Ludii's code moves three and two only and leaves the
  rest in the hole; the text has the hole sown).  That first move is one lap and nothing more: wherever
  its last counter falls the turn ends (no relay, no capture), as Ludii's
  own code plays it.
- Every later move sows one counter a hole, from the next hole on, the
  chosen way; no hole is skipped (a lap of 16 or more passes its own
  origin and drops there too) and the stores are not on the ring.
- Where a lap's last counter falls:
  1. into a hole that held counters (either row): all its counters, the
     last one included, are lifted and sown on the other way from the lap
     before, from the next hole that way (so back over the holes just
     sown); every relay lap turns the way again;
  2. into an empty hole of the mover's own row, when some counter of this
     turn's sowing (any lap, the last one included) has fallen into a hole
     of the opponent's row: the counters of the hole opposite are captured
     (into the mover's store), and so are those opposite each hole that
     follows the landing hole the way the last lap sowed, as long as it is
     the mover's and empty (the run stops at the first hole that holds
     counters or at the end of the mover's row).  An empty opposite hole
     gives nothing but does not break the run.  The last counter itself
     stays where it fell.  The turn ends;
  3. into an empty hole of the mover's own row, when no counter of this
     turn has yet fallen into the opponent's row: nothing is captured and
     the turn ends;
  4. into an empty hole of the opponent's row: the turn ends.
  "Entering the opponent's row" is counted afresh each turn; counters the
  player's first move dropped there do not count later.
- A move whose relay sowing would never end (the same board, hole, way
  and entered-or-not come back at a lift) is not a legal move.
- The game ends when the player to move has no legal move (no counter in
  their row, or only endless moves).  Counters left on the board count for
  nobody: the score is the counters captured, the more wins, equal draws.
  The last line of the trace shows the board as the last ply left it.

Usage: python3 ref_uthi.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

COLUMNS = 8
RING = Ring(COLUMNS)    # order: a1 b1 ... h1 h2 ... a2
SIZE = len(RING)
WAYS = {"+": 1, "-": -1}
FIRST_DROPS = (3, 2)    # then one a hole


class Endless(Exception):
    """A relay sowing that would never end."""


def first_move(holes, player, start, step):
    """A player's first move, on `holes` in place: 3, 2, then 1 a hole;
    one lap, the turn ends.  Returns the events."""
    seeds, holes[start] = holes[start], 0
    pos = start
    k = 0
    drops = []
    while seeds:
        pos = (pos + step) % SIZE
        n = FIRST_DROPS[k] if k < len(FIRST_DROPS) else 1
        n = min(n, seeds)
        holes[pos] += n
        seeds -= n
        drops.append("%s:%d" % (RING.order[pos], n))
        k += 1
    return ["first-move " + ",".join(drops)]


def sow_turn(holes, player, start, step):
    """A later move, on a copy of `holes`: relay laps turning the way at
    each lift, then the landing rules.  Returns (board, captured, events);
    raises Endless."""
    holes = list(holes)
    reached = False
    reached_lap = None
    pos = start
    laps = 0
    # Brent's cycle finding over the states at each lift.
    mark, power, steps = None, 1, 0
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        while seeds:
            pos = (pos + step) % SIZE
            holes[pos] += 1
            seeds -= 1
            if RING.owner(pos) != player and not reached:
                reached, reached_lap = True, laps
        if holes[pos] > 1:
            # relay the other way
            step = -step
            state = (tuple(holes), pos, step, reached)
            if state == mark:
                raise Endless()
            steps += 1
            if steps == power:
                mark, power, steps = state, power * 2, 0
            continue
        break
    events = ["relays=%d" % (laps - 1)] if laps > 1 else []
    captured = 0
    if RING.owner(pos) != player:
        events.append("ends-opponent-empty %s" % RING.order[pos])
    elif not reached:
        events.append("own-empty-not-entered %s" % RING.order[pos])
    else:
        run = [pos]
        k = (pos + step) % SIZE
        while RING.owner(k) == player and holes[k] == 0:
            run.append(k)
            k = (k + step) % SIZE
        if holes[RING.opposite(pos)] == 0 and any(
                holes[RING.opposite(h)] for h in run[1:]):
            events.append("run-past-empty-opposite")
        parts = []
        for h in run:
            o = RING.opposite(h)
            parts.append("%s:%d" % (RING.order[o], holes[o]))
            captured += holes[o]
            holes[o] = 0
        events.append("capture %s=%d" % ("+".join(parts), captured))
        events.append("entered-in-lap %d of %d" % (reached_lap, laps))
        if len(run) > 1:
            events.append("run=%d" % len(run))
        if captured == 0:
            events.append("capture-empty")
    return holes, captured, events


def parse(move):
    return RING.index[move[:-1]], WAYS[move[-1]]


def legal_moves(holes, player, first):
    moves = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        for w, step in WAYS.items():
            if not first:
                try:
                    sow_turn(holes, player, i, step)
                except Endless:
                    continue
            moves.append(RING.order[i] + w)
    return moves


def is_first(ply):
    """Plies 1 and 2 (ply counted from 0 here) are each player's first."""
    return ply < 2


def play(g, move):
    player = g.to_move
    start, step = parse(move)
    if is_first(g.ply):
        if g.holes[start] > sum(FIRST_DROPS):
            events = ["first-move-more %d" % g.holes[start]]
        else:
            events = []
        events += first_move(g.holes, player, start, step)
    else:
        endless = 0
        for i in RING.own_holes(player):
            for st in (1, -1):
                if g.holes[i]:
                    try:
                        sow_turn(g.holes, player, i, st)
                    except Endless:
                        endless += 1
        after, captured, events = sow_turn(g.holes, player, start, step)
        if endless:
            events.append("endless-moves-refused=%d" % endless)
        g.holes[:] = after
        g.stores[player] += captured
    nxt = other(player)
    if legal_moves(g.holes, nxt, is_first(g.ply + 1)):
        g.to_move = nxt
    else:
        g.to_move = None
        if any(g.holes[i] for i in RING.own_holes(nxt)):
            events.append("no-move-but-endless")
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("over %d-%d %s" % (
            s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def summary(g):
    """A random game's events, for `pick`."""
    counts = {}
    most = 0
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0]
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
                continue
            if word == "run":
                word = "run%s" % e.split("=")[1]
            if word == "entered-in-lap":
                a, _, b = e.split()[1:]
                word = "entered-last-lap" if a == b else "entered-earlier"
            counts[word] = counts.get(word, 0) + 1
    counts["maxrelays"] = most
    return " ".join("%s=%d" % kv for kv in sorted(counts.items()))


class UthiGame(Game):
    def legal(self):
        if self.to_move is None:
            return []
        return legal_moves(self.holes, self.to_move, is_first(self.ply))


UTHI = Rules(RING, [5] * SIZE, None, play)


if __name__ == "__main__":
    drive(lambda: UthiGame(UTHI), "uthi", sys.argv[1:], max_plies=1000,
          summary=summary)
