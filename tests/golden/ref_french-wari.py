#!/usr/bin/env python3
"""Reference French Wari (Barbados; after Herskovits 1932, p. 32, as the
Ludii portal summarises it), written from the rules text of Ludii's
"French Wari" and the interpretations below, not from sow.

Rules, in short (our words): two rows of six holes, four counters in each.
A move takes the counters of any hole of the mover's row and sows them
anticlockwise.  A last counter in an occupied hole: that hole's counters
are lifted and the sowing goes on.  A last counter in an empty hole: the
counters of the hole across from it are taken and the turn ends.  Play goes
on until one player cannot move; the other then takes the counters left.
The most counters wins.

Interpretations:
- Holes a1..f1 (row 1, South's) and a2..f2 (row 2, North's); anticlockwise
  order a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  South moves
  first; the players alternate; a turn is one sowing with all its relay
  laps.  No stores: the counters taken are kept in hand, shown as `stores`.
- A move lifts all the counters of a hole of the mover's row holding any
  (a single counter too) and sows them one a hole, the first into the next
  hole.  No hole is passed over: a lap of twelve or more drops a counter
  back into the hole it was lifted from.
- Relay: a lap's last counter in a hole that held counters before it fell
  lifts that hole (the last counter with them) and sows on from the next
  hole.  A hole emptied earlier in the turn (the move's own, or one a
  relay lifted) is empty when a last counter falls into it.
- A last counter in a hole that was empty, in EITHER row (the text names
  none): the counters of the hole across (same column, other row) are
  taken by the mover, even when that hole is the mover's own; the last
  counter stays where it fell.  With nothing across, nothing is taken.
  Either way the turn ends.
- A relay that would go on forever (the same board comes back at a lift of
  the same hole): the text is silent; such a move may not be played.
- The end: after each ply, when the player to move has no legal move (an
  empty row, or, never seen, only endless moves) the game is over
  (`to_move` null).  A row emptied by its own player's move is no end while
  the opponent, to move, can move.  "The other player captures the
  remaining counters": the player who made the last move takes every
  counter left on the board.  As in every trace here, the last line leaves
  them in their holes; the score is hand plus, for the last mover, the
  counters left.  The most counters wins; equal draws.

Events of `trace`: laps of twelve or more (`wrap=HOLE:N`), a last counter
back in the hole its lap was lifted from (`ends-in-own-lifted-hole=HOLE`),
where the turn ended (`capture-in-own-row LAST>ACROSS=N`: the mover takes
the opponent's hole; `capture-in-opp-row LAST>ACROSS=N`: the mover takes a
hole of their own; `nothing-across-in-...-row LAST`), the laps of a relay
(`laps=N`), the mover's moves refused as endless (`endless-illegal=HOLE`,
judged before the ply), a mover's row left empty (`own-row-emptied`) and
the end (`over:PLAYER-cannot-move LAST-MOVER-takes-N`).

Usage: python3 ref_french-wari.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 ... f1 f2 ... a2
N = len(RING)


class Endless(Exception):
    """A relay sowing that would never end."""


def sow_move(holes, player, start):
    """The whole turn from hole `start` for `player`, on a copy of `holes`.
    Returns (board after, seeds taken, events); raises Endless.  The state
    at each relay lift (board, hole lifted) is watched with Brent's cycle
    finding: the sowing is deterministic, so a state seen again means it
    goes round for ever."""
    holes = list(holes)
    pos = start
    laps = 0
    events = []
    saved, power, lam = None, 1, 0
    while True:
        laps += 1
        origin = pos
        seeds, holes[pos] = holes[pos], 0
        if seeds >= N:
            events.append("wrap=%s:%d" % (RING.order[pos], seeds))
        while seeds:
            pos = (pos + 1) % N
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:             # it was empty: the sowing ends
            if pos == origin:
                events.append("ends-in-own-lifted-hole=%s" % RING.order[pos])
            break
        state = (tuple(holes), pos)
        if saved == state:
            raise Endless()
        lam += 1
        if saved is None or lam == power:
            saved, power, lam = state, power * 2, 0
    last = pos
    opp = RING.opposite(last)
    # where the last counter fell: the mover's row (it takes the
    # opponent's hole) or the opponent's row (it takes the mover's own)
    row = "in-own-row" if RING.owner(last) == player else "in-opp-row"
    taken = holes[opp]
    if taken:
        holes[opp] = 0
        events.append("capture-%s %s>%s=%d" % (row, RING.order[last], RING.order[opp], taken))
    else:
        events.append("nothing-across-%s %s" % (row, RING.order[last]))
    if laps > 1:
        events.append("laps=%d" % laps)
    return holes, taken, events


def legal(holes, player):
    moves = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        try:
            sow_move(holes, player, i)
        except Endless:
            continue
        moves.append(RING.order[i])
    return moves


def play(g, move):
    player = g.to_move
    events = []
    for i in RING.own_holes(player):
        if holes_endless(g.holes, player, i):
            events.append("endless-illegal=" + RING.order[i])
    g.holes, taken, ev = sow_move(g.holes, player, RING.index[move])
    events += ev
    g.stores[player] += taken
    if RING.row_total(g.holes, player) == 0:
        events.append("own-row-emptied")
    nxt = other(player)
    if not legal(g.holes, nxt):
        left = sum(g.holes)
        events.append("over:%s-cannot-move %s-takes-%d" % (nxt, player, left))
        g.to_move = None
    else:
        g.to_move = nxt
    return events


def holes_endless(holes, player, i):
    if holes[i] == 0:
        return False
    try:
        sow_move(holes, player, i)
    except Endless:
        return True
    return False


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0]
            counts[word] = counts.get(word, 0) + 1
    last = g.log[-1]
    final = ""
    if g.to_move is None:
        mover = last["player"]
        final = " final=%s:%d+%d/%s:%d" % (mover, last["stores"][mover], sum(last["holes"].values()),
                                           other(mover), last["stores"][other(mover)])
    return " ".join("%s=%d" % kv for kv in sorted(counts.items())) + final


FRENCH_WARI = Rules(RING, [4] * N, legal, play)

if __name__ == "__main__":
    drive(lambda: Game(FRENCH_WARI), "french-wari", sys.argv[1:], summary=summary)
