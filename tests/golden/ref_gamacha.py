#!/usr/bin/env python3
"""Reference Gamacha (the Hadiya of Ethiopia, around 1971; after Pankhurst
1972, pp. 184-185, as the Ludii portal summarises it, game 1381), written
from the rules text of Ludii's "Gamacha" and the interpretations below,
not from sow.

Rules, in short (our words): two rows of twelve holes, no stores.  The
holes start in a fixed pattern, read anticlockwise from the left end of
the first player's row: 0 0 4 0 4 0 4 0 4 0 4 0, then 4 0 4 0 4 0 4 0 4 0
4 0; one player has four more counters, in their left-hand hole.  The
player with fewer counters starts, and their first move puts the counters
of their seventh hole into the opponent's hole across from it.  Then
players sow anticlockwise, a sowing being allowed only when its last
counter falls into an empty hole of the mover's row or into any hole of
the opponent's.  A last counter in an empty hole of the mover's row takes
the counters of the opponent's hole across; a last counter in an
occupied hole of the opponent's row lifts that hole and the sowing goes
on, and after that a last counter may also fall into an occupied hole of
the mover's own row and lift it.  The sowing ends when a last counter
falls into an empty hole.  A player left with no counters in their row
loses.

Interpretations:
- Holes a1..l1 (row 1, South's, left to right from South) and a2..l2
  (row 2, North's); anticlockwise order a1 b1 ... l1 l2 k2 ... a2, then
  a1 again.  No stores: counters taken are kept in hand, shown as
  `stores`.
- The starting pattern, listed from South's left hole anticlockwise,
  puts four counters in c1 e1 g1 i1 k1 (20 in South's row) and in l2 j2
  h2 f2 d2 b2 (24 in North's), as Ludii's code does.  The pattern already
  holds the "additional four counters": without them each row, read from
  its owner's left (South's a1 onwards, North's l2 onwards), would be the
  same 0 0 4 0 4 0 4 0 4 0 4 0; North's left-hand hole, l2, has the four
  more.  So South has fewer counters and moves first (Ludii: player 1,
  the bottom row, starts).
- South's first move is fixed: the counters of their seventh hole from
  their left, g1 (four), go into the opponent's hole across from it, g2
  (empty), without sowing; it is written `g1>g2` and is a whole turn.
  North's first move is an ordinary sowing (the text fixes only the
  first player's).
- A sowing lifts every counter of a hole of the mover's row holding any
  (a single counter too) and sows them one a hole anticlockwise, the
  first into the next hole; no hole is passed over, so a lap of 24 or
  more drops a counter back into its own hole.
- Legality, judged on the move's FIRST lap (the lifted counters; the
  text allows a later lap to end in an occupied own hole, which a first
  lap may not): the lap's last counter must fall into a hole of the
  opponent's row (occupied or not) or into a hole of the mover's row that
  was empty just before that counter fell.  "Empty" is judged as the
  counter falls: the hole a move lifted is empty then (a lap of exactly
  24 ends in it, and is allowed), and a hole a lap of 25 or more has
  already dropped a counter into is not (Ludii's code instead judges the
  hole before the move; the two differ only on laps of 24 or more).
- After every lap: a last counter in a hole that held counters before it
  fell (in either row; in the mover's own row only after the first lap,
  by the rule above) lifts that hole, the last counter with it, and sows
  on from the next hole.  A last counter in an empty hole ends the
  sowing: in the mover's row it takes the counters of the opponent's hole
  across (nothing when that hole is empty; the last counter itself stays),
  on any lap; in the opponent's row nothing happens.  A hole emptied
  earlier in the same turn is empty when a last counter falls in.
- A relay sowing that would go on for ever (the same board comes back at
  a lift of the same hole): the text is silent; such a move may not be
  played.
- The end: after every ply (the carry too), for both players: a player
  whose row holds no counters loses, and the game is over (`to_move`
  null).  Both rows can never be empty at once (the last counter sown
  stays on the board).
- A player with counters but no move they may play (every hole's first
  lap ends in an occupied hole of their own, or relays for ever; the text
  is silent) passes, as Ludii's players do: the pass is no ply of the
  trace (the line before it shows the other player as `to_move`).  When
  neither player can move the game is over; the text names no winner
  for it, and the trace only ends (`to_move` null).  Random play never
  met a pass in the games we picked from (see the README).

Usage: python3 ref_gamacha.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

COLUMNS = 12
RING = Ring(COLUMNS)    # order: a1 ... l1 l2 ... a2
N = len(RING)
START = [0, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0] + [4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0]
SEVENTH = {SOUTH: RING.index["g1"], NORTH: RING.index["f2"]}


class Endless(Exception):
    """A relay sowing that would never end."""


def sow_move(holes, player, start):
    """The sowing of `player` from hole `start` on a copy of `holes`.
    Returns None when its first lap ends in a hole of the mover's row that
    held counters as its last counter fell (the move is refused), else
    (board after, taken, last hole, laps, events); raises Endless.  Brent's
    cycle finding on the states at each lift (board, hole lifted)."""
    holes = list(holes)
    pos = start
    laps = 0
    events = []
    tortoise, power, lam = None, 1, 0
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        if seeds >= N:
            events.append("wrap=%d" % seeds)
        while seeds:
            pos = (pos + 1) % N
            holes[pos] += 1
            seeds -= 1
        if laps == 1 and RING.owner(pos) == player and holes[pos] > 1:
            return None
        if holes[pos] == 1:         # was empty: the sowing ends here
            break
        if RING.owner(pos) == player:
            events.append("relay-own %s" % RING.order[pos])
        if tortoise is not None and tortoise[1] == pos and tortoise[0] == holes:
            raise Endless()
        lam += 1
        if tortoise is None or lam == power:
            tortoise, power, lam = (list(holes), pos), power * 2, 0
    taken = 0
    last = pos
    if RING.owner(last) != player:
        events.append("ends-opponent-row %s" % RING.order[last])
    else:
        opp = RING.opposite(last)
        if holes[opp] == 0:
            events.append("nothing-opposite %s" % RING.order[last])
        else:
            taken = holes[opp]
            events.append("capture %s=%d (lap %d)" % (RING.order[opp], taken, laps))
            holes[opp] = 0
    if laps > 1:
        events.append("laps=%d" % laps)
    return holes, taken, last, laps, events


CACHE = {}


class GamachaGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.plies_played = 0

    def options(self, player):
        """Every candidate move: (name, result or None, why)."""
        if self.plies_played == 0:
            s = SEVENTH[player]
            return [("%s>%s" % (RING.order[s], RING.order[RING.opposite(s)]), "carry", "carry")]
        key = (tuple(self.holes), player)
        if key not in CACHE:
            CACHE.clear()
            CACHE[key] = self._options(player)
        return CACHE[key]

    def _options(self, player):
        out = []
        for i in RING.own_holes(player):
            if self.holes[i] == 0:
                continue
            try:
                res = sow_move(self.holes, player, i)
            except Endless:
                out.append((RING.order[i], None, "endless"))
                continue
            if res is None:
                out.append((RING.order[i], None, "refused"))
            else:
                out.append((RING.order[i], res, "ok"))
        return out

    def moves_of(self, player):
        return [name for name, res, _ in self.options(player) if res is not None]

    def legal(self):
        if self.to_move is None:
            return []
        return self.moves_of(self.to_move)


def play(g, move):
    player = g.to_move
    opts = g.options(player)
    events = []
    refused = [name for name, res, why in opts if why == "refused"]
    endless = [name for name, res, why in opts if why == "endless"]
    if refused:
        events.append("refused=%s" % ",".join(refused))
    if endless:
        events.append("endless=%s" % ",".join(endless))
    (name, res, why), = [o for o in opts if o[0] == move]
    if why == "carry":
        s = SEVENTH[player]
        t = RING.opposite(s)
        events.append("carry %s>%s:%d" % (RING.order[s], RING.order[t], g.holes[s]))
        g.holes[t] += g.holes[s]
        g.holes[s] = 0
    else:
        holes, taken, last, laps, evs = res
        events.extend(evs)
        g.holes[:] = holes
        g.stores[player] += taken
    g.plies_played += 1
    # The end: a player whose row is empty loses (judged for both).
    for p in (SOUTH, NORTH):
        if RING.row_total(g.holes, p) == 0:
            g.to_move = None
            events.append("over %s-row-empty %s-wins %d-%d" % (
                p, other(p), g.stores[SOUTH], g.stores[NORTH]))
            return events
    nxt = other(player)
    if g.moves_of(nxt):
        g.to_move = nxt
    elif g.moves_of(player):
        g.to_move = player
        events.append("pass %s" % nxt)
    else:
        g.to_move = None
        events.append("over neither-can-move")
    return events


GAMACHA = Rules(RING, START, None, play)


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0]
            counts[word] = counts.get(word, 0) + 1
    return " ".join("%s=%d" % kv for kv in sorted(counts.items()))


if __name__ == "__main__":
    drive(lambda: GamachaGame(GAMACHA), "gamacha", sys.argv[1:], max_plies=1000,
          summary=summary)
