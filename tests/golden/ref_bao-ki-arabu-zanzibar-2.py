#!/usr/bin/env python3
"""Reference Bao Ki Arabu (Zanzibar 2) (Zanzibar, around 1931; after
Ingrams 1931, pp. 256-257), on 4 x 8, written from the rules text of
Ludii's "Bao Ki Arabu (Zanzibar 2)" (its `rules` metadata) and the
interpretations below, not from sow nor from the example's TOML.

The rules, in short: four rows of eight holes, two counters in each;
sowing goes anticlockwise; a last counter in an occupied hole lifts that
hole and sowing goes on; a last counter in an empty hole ends the sowing,
and if that hole is in the inner row, the counters of the opponent's
inner hole opposite it are taken, and those of the opponent's outer hole
opposite too, but not when the inner hole is empty; play goes on until
one player has lost all of their counters.

Interpretations (the same as in examples/bao-ki-arabu-zanzibar-2.sow.toml):
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer)
  and 3 (inner).  No stores: counters taken are kept in hand; the trace's
  `stores` counts them.  South moves first.
- Anticlockwise is round the mover's own two rows only, looping: South
  a1..h1 then h2..a2; North a3..h3 then h4..a4.  Moves are named by the
  hole lifted (`c1`).
- Any own hole holding counters may be lifted, a single counter too.  No
  hole is passed over: a lap of 16 or more drops counters into the hole it
  was lifted from.
- A lap's last counter in a hole that held counters before it fell lifts
  that hole (that counter too) and sows on from the next hole; in a hole
  that was empty (the last counter alone in it) the sowing ends.  A move
  whose relays would never end (the mover's sixteen holes and the hole to
  lift come back) is no move.
- The sowing ended in an empty hole of the mover's inner row: if the
  opponent's inner hole of that column holds counters, they go to the
  mover's hand, and so do those of the opponent's outer hole of that
  column; if the inner hole is empty, nothing is taken.  The counter that
  landed stays.  An empty hole of the outer row takes nothing.
- After a ply, a player with no counter left has lost them all: the game
  is over (`to_move` null) and that player loses.  A player to move who
  has counters but no move (every move endless) passes; when neither can
  move the game is over, more counters (in hand plus on their own side)
  winning.

Usage: python3 ref_bao-ki-arabu-zanzibar-2.py trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, capture_tally, drive, other
from ref_four_rows import Board

NAME = "bao-ki-arabu-zanzibar-2"
COLUMNS = 8
BOARD = Board(COLUMNS)
OWN = BOARD.own_holes()
LOOP = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}


class Stuck(Exception):
    """A sowing whose relays would go on for ever."""


def sow_move(holes, player, start):
    """The move of `player` lifting `start`, on a copy of `holes`:
    (board after, counters taken, events).  Raises Stuck if endless.

    Only the mover's sixteen holes change while the relay goes on, so the
    state at each lift is those sixteen counts and the hole to lift; a
    state seen before at a lift means the relay loops for ever."""
    loop = LOOP[player]
    size = len(loop)
    ring = [holes[h] for h in loop]
    pos = loop.index(start)
    seen = set()
    laps = 0
    ev = []
    while True:
        laps += 1
        hand, ring[pos] = ring[pos], 0
        if hand >= size:
            ev.append("wrap %s:%d" % (BOARD.order[loop[pos]], hand))
        while hand:
            pos = (pos + 1) % size
            ring[pos] += 1
            hand -= 1
        if ring[pos] == 1:      # empty before the last counter: the end
            break
        state = (pos, tuple(ring))
        if state in seen:
            raise Stuck()
        seen.add(state)
    b = list(holes)
    for k, h in enumerate(loop):
        b[h] = ring[k]
    at = loop[pos]
    if laps > 1:
        ev.append("relays=%d" % laps)
    ev.append("last=%s" % BOARD.order[at])
    taken = 0
    facing = BOARD.across(player, at)
    if facing is not None:
        inner, outer = facing
        if b[inner] > 0:
            taken = b[inner] + b[outer]
            ev.append("capture %s:%d+%s:%d" % (BOARD.order[inner], b[inner],
                                               BOARD.order[outer], b[outer]))
            if b[outer] == 0:
                ev.append("inner-only")
            b[inner] = b[outer] = 0
        elif b[outer] > 0:
            ev.append("inner-empty-outer-kept")
        else:
            ev.append("nothing-across")
    return b, taken, ev


def moves_and_endless(holes, player):
    """(moves, endless): the legal moves as (name, board after, taken,
    events), and the holes refused as endless."""
    out, endless = [], []
    for h in OWN[player]:
        if holes[h] == 0:
            continue
        try:
            after, taken, ev = sow_move(holes, player, h)
        except Stuck:
            endless.append(BOARD.order[h])
            continue
        out.append((BOARD.order[h], after, taken, ev))
    return out, endless


def legal(holes, player):
    return [m[0] for m in moves_and_endless(holes, player)[0]]


def counters(holes, player):
    return sum(holes[h] for h in OWN[player])


def play(g, move):
    player = g.to_move
    for name, after, taken, ev in moves_and_endless(g.holes, player)[0]:
        if name == move:
            break
    else:
        raise AssertionError("illegal " + move)
    g.holes = after
    g.stores[player] += taken
    opp = other(player)
    events = list(ev)
    if counters(g.holes, opp) == 0:
        g.to_move = None
        events.append("over:%s-lost-all" % opp)
        return events
    opp_moves, stuck = moves_and_endless(g.holes, opp)
    if stuck:
        events.append("endless=" + ",".join(stuck))
    if opp_moves:
        g.to_move = opp
    elif legal(g.holes, player):
        events.append("pass=" + opp)
        g.to_move = player
    else:
        g.to_move = None
        events.append("over:neither-can-move S%d N%d" % (
            g.stores[SOUTH] + counters(g.holes, SOUTH),
            g.stores[NORTH] + counters(g.holes, NORTH)))
    return events


def summary(g):
    caps, counts, most = capture_tally(g)
    return "caps S%d N%d stores S%d N%d %s longest-relay=%d" % (
        caps[SOUTH], caps[NORTH], g.stores[SOUTH], g.stores[NORTH],
        " ".join("%s=%d" % kv for kv in sorted(counts.items())
                 if kv[0] not in ("last", "relays")), most)


RULES = Rules(BOARD, [2] * len(BOARD), legal, play)

if __name__ == "__main__":
    drive(lambda: Game(RULES), NAME, sys.argv[1:], summary=summary)
