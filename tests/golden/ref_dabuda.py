#!/usr/bin/env python3
"""Reference Dabuda (the Afar of the Horn of Africa; after Pankhurst 1971,
p. 180, as the Ludii portal summarises it, game 366), written from the rules
text of Ludii's "Dabuda" and the interpretations below, not from sow.

Rules, in short (our words): two rows of ten holes, four counters in each.
A player's first move sows one of the four rightmost holes of their row,
anticlockwise.  A last counter in an occupied hole lifts that hole's
counters and the sowing goes on; a last counter in an empty hole of the
mover's row takes it and the counters of the opponent's hole across from
it (nothing happens when that hole is empty); a last counter in an empty
hole of the opponent's row ends the turn.  After their first move a player
may sow any hole of their row, provided the sowing leads into the
opponent's row or finishes in an empty hole of their own.  Play goes on
until one player cannot play because their holes are empty; the opponent
then takes the counters left.  The most counters wins.

Interpretations:
- Holes a1..j1 (row 1, South's) and a2..j2 (row 2, North's), four counters
  each; anticlockwise order a1 b1 ... j1 j2 i2 ... a2, then a1 again.  South
  moves first; the players alternate; a turn is one sowing with its relay
  laps (no extra turns).  No stores: the counters taken are kept in hand,
  shown as `stores`.
- Which rules text: Ludii's file carries two.  We follow the full one (its
  "Afar" text): the first move from one of the FOUR rightmost holes.  (The
  short "Damohoita" text says the rightmost hole; Ludii's options pair the
  two the other way round.  Not played here.)
- "Rightmost" is seen from the player's own seat: South's g1 h1 i1 j1,
  North's a2 b2 c2 d2 (North faces South, so North's right is South's
  left; sowing anticlockwise from there runs into South's row, as Ludii's
  code has it, sites 10-13).
- Each player's first turn is their opening (South's ply 1, North's ply 2):
  a non-empty hole of those four, and nothing else restricts it (the
  "provided" condition is for the moves after it).  Captures and relays
  happen in the opening as in any turn.
- A move lifts all the counters of one of the mover's holes (a single
  counter too) and sows them one a hole, the first into the next hole.  No
  hole is skipped: a lap of twenty or more drops a counter into the hole it
  was lifted from.
- Relay: a lap's last counter in a hole that held counters before it fell
  lifts that hole (the last counter with them) and sows on from the next
  hole.  A hole emptied earlier in the same turn (the move's own hole, or a
  hole a relay lifted) is empty when a last counter falls in it.
- A last counter in a hole that was empty: in the mover's row, if the
  opponent's hole across (same column) holds counters, the mover takes
  those and the last counter; if it is empty, nothing is taken and the
  counter stays.  In the opponent's row: nothing.  Either way the turn ends.
- The condition on every move after a player's first, that the sowing
  "leads into" the opponent's row or "finishes" in an empty hole of the
  mover's own: leading into that row is judged on the counters lifted from the
  chosen hole, the first lap: it reaches the opponent's row when it holds
  at least as many counters as there are holes from it to the end of the
  row (South's a1 needs 10, j1 one; North's j2 10, a2 one).  "Finishes" is
  where the whole sowing, relays included, ends (the text calls the relay
  the same sowing, which "continues"): its last counter in an empty hole of
  the mover's row, with a capture or not.  A move is legal when either
  holds.  Taking both on the whole sowing would allow every move (each
  sowing ends in an empty hole: the mover's own, or one of the opponent's
  row, which it then reached), so the text must mean more; the narrower
  reading, both on the first lap (a lap that stays in the row must end in
  an empty hole, with no relay), is not what "finishes" says.
- A relay that would go on forever (the same board comes back at a lift of
  the same hole): the text is silent; such a move may not be played.
- The end: the player to move with no legal move cannot play and the game
  ends (`to_move` null).  The text names only an empty row; we end the game
  the same way when the player's holes hold counters but none may be
  played.  That can only come of endless moves: the rightmost of the
  player's holes holding counters either reaches the opponent's row or
  ends its one lap in an empty hole beyond it, and every first move of
  South's leaves North three of their four rightmost holes; 19,990 random
  games never met it.  The opponent takes the counters that remain:
  the player who made the last move takes every counter left on the board,
  in whichever row (the stuck player's are those of an empty row in the
  text's case).  As in every trace here, the last line leaves them in their
  holes; the score is hand plus, for the last mover, the counters left.
  Counting them four to a hole is only the tally: one game, the most
  counters wins, equal draws.  No repetition rule.

Usage: python3 ref_dabuda.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

COLUMNS = 10
RING = Ring(COLUMNS)    # order: a1 ... j1 j2 ... a2
N = len(RING)
OPENING_HOLES = 4       # the four rightmost holes


class Endless(Exception):
    """A relay sowing that would never end."""


def to_row_end(i):
    """How many holes from hole i to the first hole of the opponent's row,
    along the sowing: the counters a lap from i needs to reach that row."""
    return (COLUMNS if i < COLUMNS else N) - i


def sow_move(holes, player, start):
    """Play the sowing of `start` for `player` on a copy of `holes`.
    Returns (board after, taken, final hole, laps, events); raises Endless.
    A relay is endless when the state at a lift (board and hole lifted)
    comes back; Brent's cycle finding on those states finds it without
    keeping them all (random play meets cycles of millions of laps)."""
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
        if holes[pos] == 1:         # was empty: the sowing ends here
            break
        # held counters: relay from here; the state at this lift
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
            taken = holes[opp] + holes[last]
            events.append("capture %s+%s=%d" % (RING.order[opp], RING.order[last], taken))
            holes[opp] = holes[last] = 0
    if laps > 1:
        events.append("laps=%d" % laps)
    return holes, taken, last, laps, events


CACHE = {}


class DabudaGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.turns = {SOUTH: 0, NORTH: 0}

    def phase(self, player):
        return "opening" if self.turns[player] < 1 else "play"

    def options(self, player):
        """Every candidate move with its verdict: (name, result or None,
        why) in ring order; result None when it may not be played."""
        key = (tuple(self.holes), player, self.phase(player))
        if key not in CACHE:
            CACHE.clear()
            CACHE[key] = self._options(player)
        return CACHE[key]

    def _options(self, player):
        out = []
        opening = self.phase(player) == "opening"
        for i in RING.own_holes(player):
            if self.holes[i] == 0:
                continue
            if opening and to_row_end(i) > OPENING_HOLES:
                continue
            try:
                res = sow_move(self.holes, player, i)
            except Endless:
                out.append((RING.order[i], None, "endless"))
                continue
            if opening:
                out.append((RING.order[i], res, "opening"))
            elif self.holes[i] >= to_row_end(i):
                out.append((RING.order[i], res, "reaches"))
            elif RING.owner(res[2]) == player:
                out.append((RING.order[i], res, "ends-own-empty"))
            else:
                out.append((RING.order[i], None, "refused"))
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return [name for name, res, _ in self.options(self.to_move) if res is not None]


def play(g, move):
    player = g.to_move
    opts = g.options(player)
    events = ["phase=%s" % g.phase(player)]
    refused = [name for name, res, why in opts if why == "refused"]
    endless = [name for name, res, why in opts if why == "endless"]
    if refused:
        events.append("refused=%s" % ",".join(refused))
    if endless:
        events.append("endless=%s" % ",".join(endless))
    (name, res, why), = [o for o in opts if o[0] == move]
    holes, taken, last, laps, evs = res
    if why == "ends-own-empty":
        events.append("short-ends-own" if laps == 1 else "short-relay-ends-own")
    events.extend(evs)
    g.holes[:] = holes
    g.stores[player] += taken
    g.turns[player] += 1
    g.to_move = other(player)
    if not g.legal():
        stuck = g.to_move
        left = sum(g.holes)
        own = RING.row_total(g.holes, stuck)
        g.to_move = None
        s, n = g.stores[SOUTH], g.stores[NORTH]
        if player == SOUTH:
            s += left
        else:
            n += left
        events.append("over %s-stuck%s left=%d %d-%d %s" % (
            stuck, "" if own == 0 else "-with-%d" % own, left, s, n,
            "draw" if s == n else ("south" if s > n else "north")))
    return events


DABUDA = Rules(RING, [4] * N, None, play)


if __name__ == "__main__":
    drive(lambda: DabudaGame(DABUDA), "dabuda", sys.argv[1:], max_plies=1000)
