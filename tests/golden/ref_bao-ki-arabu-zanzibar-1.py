#!/usr/bin/env python3
"""Reference Bao Ki Arabu (Zanzibar 1) (Zanzibar, around 1931; after
Ingrams 1931), on 4 x 8, written from the rules text of Ludii's "Bao Ki
Arabu (Zanzibar 1)" (its `rules` metadata) and the interpretations below,
not from sow nor from the example's TOML.

The rules, in short: four rows of eight holes, three counters in each; a
player lifts the counters of any of their holes and sows them either way;
a last counter in an occupied hole lifts that hole and sowing goes on; a
last counter in an empty hole ends the sowing, and if that hole is in the
inner row the counters of the opponent's two holes opposite it are taken;
play ends when all of one player's counters have been taken.

Interpretations (the same as in examples/bao-ki-arabu-zanzibar-1.sow.toml):
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer)
  and 3 (inner).  No stores: counters taken are kept in hand; the trace's
  `stores` counts them.
- Each player sows round their own two rows only, looping.  `+` is
  anticlockwise: South a1..h1 then h2..a2; North a3..h3 then h4..a4.  `-`
  is the same loop the other way.  The way is chosen for each move (every
  move is written with its way) and all the relay laps of the turn keep
  it.
- Any own hole holding counters may be lifted, a single counter too.  No
  hole is passed over: a lap of 16 or more drops counters into the hole it
  was lifted from.
- A lap's last counter in a hole that held counters before it fell lifts
  that hole (that counter too) and sows on from the next hole; in a hole
  that was empty the sowing ends.  A move whose relays would never end
  (the same board comes back with the same hole to lift) is no move.
- The sowing ended in an empty hole of the mover's inner row: the
  opponent's inner hole of that column and their outer hole of that
  column are both emptied into the mover's hand, whichever hold counters
  (nothing when both are empty).  The counter that landed stays.  An
  empty hole of the outer row takes nothing.
- The player to move with no move (no counters, or every move endless)
  loses, and the game is over (`to_move` null).  Counters are only sown
  into the mover's own holes, so a player runs out only by being taken.

Usage: python3 ref_bao-ki-arabu-zanzibar-1.py trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, capture_tally, drive, other
from ref_four_rows import Board

NAME = "bao-ki-arabu-zanzibar-1"
COLUMNS = 8
BOARD = Board(COLUMNS)
OWN = BOARD.own_holes()
CIRCUIT = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}


class Stuck(Exception):
    """A sowing whose relays would go on for ever."""


MAX_LAPS = 64_000_000   # a relay this long counts as endless too


def sow_move(holes, player, start, way):
    """The move of `player` from `start` sown `way`, on a copy of `holes`:
    (board after, counters taken, events).  Raises Stuck if endless.

    The relay is played on the mover's ring of 16 holes in sowing order
    (the opponent's holes do not change while it goes on).  A lap of n
    counters adds n // 16 to every hole and one more to the next n % 16.
    Endlessness is found exactly, with Brent's cycle finding on the state
    at each lift (the ring and the hole to lift): the state is saved at
    lap 1, 2, 4, 8, ... and compared at every later lift."""
    loop = CIRCUIT[player] if way == "+" else CIRCUIT[player][::-1]
    size = len(loop)
    ring = [holes[h] for h in loop]
    pos = loop.index(start)
    laps = 0
    wrapped = []
    saved, power, lam = None, 1, 0
    while True:
        laps += 1
        if laps > MAX_LAPS:
            raise Stuck()
        hand, ring[pos] = ring[pos], 0
        if hand >= size:
            wrapped.append("%s:%d" % (BOARD.order[loop[pos]], hand))
            full, rest = divmod(hand, size)
            for k in range(size):
                ring[k] += full
        else:
            rest = hand
        for _ in range(rest):
            pos = (pos + 1) % size
            ring[pos] += 1
        if ring[pos] == 1:          # the hole was empty: the sowing ends
            break
        state = (pos, tuple(ring))
        if state == saved:
            raise Stuck()
        lam += 1
        if saved is None or lam == power:
            saved, power, lam = state, power * 2, 0
    b = list(holes)
    for k, h in enumerate(loop):
        b[h] = ring[k]
    at = loop[pos]
    ev = []
    if laps > 1:
        ev.append("relays=%d" % laps)
    for w in wrapped:
        ev.append("wrap " + w)
    ev.append("last=%s" % BOARD.order[at])
    taken = 0
    facing = BOARD.across(player, at)
    if facing is not None:
        inner, outer = facing
        got = b[inner] + b[outer]
        if got:
            ev.append("capture %s:%d+%s:%d" % (BOARD.order[inner], b[inner],
                                               BOARD.order[outer], b[outer]))
            if b[inner] == 0 or b[outer] == 0:
                ev.append("one-hole-only")
        else:
            ev.append("inner-empty-nothing-across")
        taken = got
        b[inner] = b[outer] = 0
    return b, taken, ev


def moves_and_endless(holes, player):
    """(moves, endless): the legal moves as (name, board after, taken,
    events), and how many lifts were refused as endless."""
    out, endless = [], 0
    for h in OWN[player]:
        if holes[h] == 0:
            continue
        for way in ("+", "-"):
            try:
                after, taken, ev = sow_move(holes, player, h, way)
            except Stuck:
                endless += 1
                continue
            out.append((BOARD.order[h] + way, after, taken, ev))
    return out, endless


def moves(holes, player):
    return moves_and_endless(holes, player)[0]


def legal(holes, player):
    return [m[0] for m in moves(holes, player)]


def play(g, move):
    player = g.to_move
    for name, after, taken, ev in moves(g.holes, player):
        if name == move:
            break
    else:
        raise AssertionError("illegal " + move)
    g.holes = after
    g.stores[player] += taken
    opp = other(player)
    events = list(ev)
    after_moves, stuck = moves_and_endless(g.holes, opp)
    if stuck:
        events.append("endless-refused=%d" % stuck)
    if not after_moves:
        g.to_move = None
        left = sum(g.holes[h] for h in OWN[opp])
        events.append("over:%s-cannot-move(%d-left)" % (opp, left))
    else:
        g.to_move = opp
    return events


def summary(g):
    caps, counts, most = capture_tally(g)
    return "caps S%d N%d stores S%d N%d %s longest-relay=%d" % (
        caps[SOUTH], caps[NORTH], g.stores[SOUTH], g.stores[NORTH],
        " ".join("%s=%d" % kv for kv in sorted(counts.items())
                 if kv[0] not in ("last", "relays")), most)


RULES = Rules(BOARD, [3] * len(BOARD), legal, play)

if __name__ == "__main__":
    drive(lambda: Game(RULES), NAME, sys.argv[1:], summary=summary)
