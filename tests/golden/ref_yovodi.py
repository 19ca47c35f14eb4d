#!/usr/bin/env python3
"""Reference Yovodi (Ewe, Togo and Ghana; after Schönhärl 1909: 147-148),
written from the rules text of Ludii's "Yovodi" (its metadata), Ludii's own
code for the game read as a second opinion, and the interpretations below,
not from sow.

Rules, in short: two rows of six holes with four counters each, and a store
for each player.  A move lifts a hole of one's own row and sows it one
counter a hole clockwise; a lap whose last counter falls into a hole that
held counters lifts that hole and sows on.  A lap whose last counter falls
into an empty hole ends the turn: in one's own row, the counters of the hole
across from it are captured by the mover; in the opponent's row, the
counters of the hole across from it (the mover's own hole) are captured by
the opponent.  Most counters captured wins.

Interpretations:
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Clockwise order: f1 e1 d1 c1 b1 a1 a2 b2 c2 d2 e2 f2,
  then f1 again (South sows leftwards along its own row, then into North's
  row from a2; North rightwards along its row, then into South's from f1).
  This is the track Ludii's code gives ("6,W,N,E" from the bottom right).
  The stores are never sown into; they only hold captured counters
  (`stores`: each player's store).
- South moves first; players alternate; no extra turns.
- A move is any hole of the mover's own row holding at least one counter
  (a single counter may be played).
- No hole is passed over: a lap of twelve or more counters drops counters
  into the hole it was lifted from too (Ludii's sowing includes it).
- Relay: a lap's last counter in a hole that held counters before it fell
  lifts that hole, the counter just dropped included, and sows on clockwise
  from the next hole.  "Empty" is judged on the hole's count before the
  last counter fell (so a lap of exactly twelve ends in its emptied origin,
  an empty hole).
- A last counter in an empty hole of the mover's own row: every counter of
  the hole opposite it (same column, other row) goes to the mover's store;
  the last counter itself stays where it fell.  If the opposite hole is
  empty nothing is taken.  The turn ends.
- A last counter in an empty hole of the opponent's row: every counter of
  the hole opposite it, which is the mover's own hole, goes to the
  OPPONENT's store; the last counter stays.  Nothing is taken if that hole
  is empty.  The turn ends.
- These captures happen on whatever lap ends the turn (the first or a
  relay's); at most one capture per turn.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.
- The game ends when the player to move cannot move: no counter in their
  row (or, never seen, only endless moves).  The text does not say when
  play ends; Ludii's code ends it so.  The counters still on the board go
  to the owner of their hole (Ludii scores store plus own row); the last
  line leaves them in the holes (README.md convention).  Most counters
  wins, equal is a draw.

Events of `trace`: `sow=N` (counters lifted by the move), `relays=N` (laps
after the first), `origin-sown` (a lap of twelve or more), `capture
HOLE:N` (the mover takes the opposite hole), `capture-none` (own empty hole,
opposite empty), `gift HOLE:N` (the opponent takes the mover's hole),
`gift-none` (opponent's empty hole, the hole across empty), `endless
HOLES` (moves refused as endless, before the ply), `stuck-endless` (the
player to move has counters but only endless moves), `over S-N WINNER`.

Usage: python3 ref_yovodi.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Endless, Game, Ring, Rules, drive, other

RING = Ring(6)          # anticlockwise ring: a1 b1 c1 d1 e1 f1 f2 e2 ... a2
N = len(RING)


def step(i):
    """The next hole clockwise: one back along the anticlockwise ring."""
    return (i - 1) % N


def sow_move(holes, player, start):
    """The whole move from `start` on a copy of the board: returns (board,
    stores gained {player: n}, events).  Raises Endless."""
    holes = list(holes)
    gained = {SOUTH: 0, NORTH: 0}
    events = ["sow=%d" % holes[start]]
    seen = set()
    pos = start
    laps = 0
    while True:
        laps += 1
        origin = pos
        seeds, holes[origin] = holes[origin], 0
        if seeds >= N:
            events.append("origin-sown")
        while seeds:
            pos = step(pos)
            holes[pos] += 1
            seeds -= 1
        if holes[pos] > 1:
            # the last counter fell into an occupied hole: relay
            key = (tuple(holes), pos)
            if key in seen:
                raise Endless()
            seen.add(key)
            continue
        break
    if laps > 1:
        events.append("relays=%d" % (laps - 1))
    opp = RING.opposite(pos)
    if RING.owner(pos) == player:
        if holes[opp]:
            events.append("capture %s:%d" % (RING.order[opp], holes[opp]))
            gained[player] += holes[opp]
            holes[opp] = 0
        else:
            events.append("capture-none")
    else:
        if holes[opp]:
            events.append("gift %s:%d" % (RING.order[opp], holes[opp]))
            gained[other(player)] += holes[opp]
            holes[opp] = 0
        else:
            events.append("gift-none")
    events.append("last=%s" % RING.order[pos])
    return holes, gained, events


def candidates(holes, player):
    """(legal move names, endless move names), in South's reading order."""
    legal_moves, endless = [], []
    for i in sorted(RING.own_holes(player), key=lambda i: RING.order[i]):
        if holes[i] == 0:
            continue
        try:
            sow_move(holes, player, i)
        except Endless:
            endless.append(RING.order[i])
            continue
        legal_moves.append(RING.order[i])
    return legal_moves, endless


def legal(holes, player):
    return candidates(holes, player)[0]


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    _, endless = candidates(g.holes, player)
    after, gained, events = sow_move(g.holes, player, start)
    if endless:
        events.insert(0, "endless " + ",".join(endless))
    g.holes[:] = after
    for p in (SOUTH, NORTH):
        g.stores[p] += gained[p]
    nxt = other(player)
    if legal(g.holes, nxt):
        g.to_move = nxt
    else:
        g.to_move = None
        if RING.row_total(g.holes, nxt):
            events.append("stuck-endless")
        s = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
        n = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
        events.append("over %d-%d %s" % (
            s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


YOVODI = Rules(RING, [4] * N, legal, play)


def summary(g):
    """`pick`'s summary: each kind of event counted (by player for the
    captures and gifts), the longest relay, and who could not move."""
    counts = {}
    most = 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0]
            if word in ("capture", "gift"):
                word += "-" + line["player"][0]
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
            if word in ("sow", "last", "relays", "over"):
                continue
            counts[word] = counts.get(word, 0) + 1
    out = " ".join("%s=%d" % kv for kv in sorted(counts.items()))
    if g.to_move is None:
        out += " stuck=%s" % other(g.log[-1]["player"])
    return out + " most-relays=%d" % most


if __name__ == "__main__":
    drive(lambda: Game(YOVODI), "yovodi", sys.argv[1:], max_plies=1000,
          summary=summary)
