#!/usr/bin/env python3
"""Reference Halusa (Mesopotamia, as Hyde described it in 1694), written from
the rules text of Ludii's "Halusa" (the Ludii portal's summary of Hyde 1694,
pp. 226-230) and the interpretations below, not from sow.

Rules, in short: two rows of six holes, six counters in each.  A move sows
one hole of the mover's row anticlockwise, one counter a hole.  A last
counter that makes an even count in one of the mover's own holes takes that
hole, and then the hole before it, and the one before that, for as long as
each is even (an odd or an empty hole stops the run).  A last counter that
makes a hole odd ends the turn.  A player whose opponent has no counters
must play so that the opponent can play next turn.  Play ends when neither
player can move; the last player who could move takes the counters left,
and the most counters wins.

Interpretations:
- Holes a1..f1 (row 1, South's) and a2..f2 (row 2, North's); anticlockwise
  order a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  South moves
  first; players alternate; a turn is one sowing (no extra turns).  There
  are no stores: the counters taken are kept in hand, shown as `stores`.
- A move is one of the mover's own holes holding at least one counter; all
  its counters are sown, the first into the next hole.  No hole is skipped:
  a sowing of twelve or more drops a counter into the hole it was lifted
  from when it comes round (the text skips nothing).
- "Making it even" is the count after the last counter falls.  The capture
  happens only in the mover's own row; a last counter in the opponent's row
  ends the turn whatever it makes.
- "The hole before it" is the previous hole along the sowing (clockwise):
  for South from d1 it is c1, b1, a1.  The run is the mover's own holes
  only (the text captures from one's own holes; Ludii's code too): it stops
  at an odd hole, at an empty hole (the text says so, although 0 is even;
  Ludii's code would pass over an empty hole), and at the end of the row
  (the hole before a1 is a2, North's; before f2 it is f1, South's).
- Feeding: a move is legal only if the opponent has at least one counter in
  their row after it.  Since a move never takes counters from the
  opponent's row, this restricts only a player whose opponent's row is
  empty (the text's "must play so that the player can play"); Ludii's code
  says the same.
- A player to move with no legal move (the opponent's row is empty and no
  sowing reaches it) cannot move, nor can the opponent, who has no
  counter: the game ends there (`to_move` null).  "The last player who was
  able to move" is the player who made the last move, the one with the
  empty row: they take the counters left, all in the other's row.  (Ludii's
  code instead gives each player their own row; we follow the text, as does
  the Wikinfo/Mancala World account: "won by the player who moved last".)
  As in every trace here, the last line leaves those counters in their
  holes; the score is hand plus, for the last mover, the counters left.
- No repetition rule: the text names none.

Usage: python3 ref_halusa.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)


def sow(holes, start):
    """Sow the hole `start` on `holes` in place; the last hole sown."""
    seeds, holes[start] = holes[start], 0
    pos = start
    while seeds:
        pos = (pos + 1) % N
        holes[pos] += 1
        seeds -= 1
    return pos


def capture(holes, player, last):
    """The capture after a last counter in `last`: the holes taken, in the
    order taken, with their counts, and why the run stopped."""
    if RING.owner(last) != player:
        return [], "opponent-row"
    if holes[last] % 2:
        return [], "odd"
    taken = [(last, holes[last])]
    pos = last
    while True:
        pos = (pos - 1) % N
        if RING.owner(pos) != player:
            return taken, "row-end"
        if holes[pos] == 0:
            return taken, "empty"
        if holes[pos] % 2:
            return taken, "odd"
        taken.append((pos, holes[pos]))


def after_move(holes, player, start):
    """The board after `player` sows `start`, and what it took."""
    h = list(holes)
    last = sow(h, start)
    taken, why = capture(h, player, last)
    for i, _ in taken:
        h[i] = 0
    return h, last, taken, why


def legal(holes, player):
    """The player's non-empty holes whose move leaves the opponent counters."""
    moves = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        h, _, _, _ = after_move(holes, player, i)
        if RING.row_total(h, other(player)) > 0:
            moves.append(RING.order[i])
    return moves


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    opp = other(player)
    events = []
    seeds = g.holes[start]
    if RING.row_total(g.holes, opp) == 0:
        refused = [RING.order[i] for i in RING.own_holes(player)
                   if g.holes[i] and RING.order[i] not in g.rules.legal(g.holes, player)]
        events.append("feed" + (" refused=" + ",".join(refused) if refused else ""))
    if seeds >= N:
        events.append("lap=%d" % seeds)
    h, last, taken, why = after_move(g.holes, player, start)
    g.holes[:] = h
    events.append("last=%s" % RING.order[last])
    if taken:
        total = sum(n for _, n in taken)
        g.stores[player] += total
        events.append("capture %s=%d" % (
            "+".join("%s:%d" % (RING.order[i], n) for i, n in taken), total))
        if len(taken) > 1:
            events.append("chain=%d" % len(taken))
        events.append("stop-" + why)
        if why == "empty":
            # an even hole beyond the empty one would be taken by a reading
            # that lets 0 count as even
            beyond = taken[-1][0]
            pos = (beyond - 2) % N
            if RING.owner(pos) == player and g.holes[pos] and g.holes[pos] % 2 == 0:
                events.append("even-beyond-empty")
        if RING.row_total(g.holes, player) == 0:
            events.append("own-row-emptied")
    else:
        events.append("nothing-" + why)
    if not g.rules.legal(g.holes, opp):
        g.to_move = None
        left = sum(g.holes)
        score = dict(g.stores)
        score[player] += left
        s, n = score[SOUTH], score[NORTH]
        events.append("over %s-takes-%d %d-%d %s" % (
            player, left, s, n, "draw" if s == n else ("south" if s > n else "north")))
    else:
        g.to_move = opp
    return events


HALUSA = Rules(RING, [6] * N, legal, play)


if __name__ == "__main__":
    drive(lambda: Game(HALUSA), "halusa", sys.argv[1:], max_plies=1000)
