#!/usr/bin/env python3
"""Reference Duene (the Ewe of Togo and Ghana; after Schönhärl 1909),
written from the rules text of Ludii's "Duene" and the interpretations
below, not from sow.

Rules, in short: two rows of six holes with four counters each and a store
for each player; counters are sown anticlockwise; a last counter in an
occupied hole lifts it and the sowing goes on, unless it made that hole
four, which the mover then captures, with the unbroken run of fours just
behind it; at the end of the turn, every hole the turn sowed into that now
holds four goes to the owner of its row.  Once only eight counters are
left, the first capture takes every counter left.  Most counters wins.

Interpretations:
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2
  a2, then a1 again.  Each player has a store off the track, never sown
  into; the counters a player takes go there and are the trace's `stores`.
- South moves first; the players alternate, no extra turns.
- A move is any hole of the mover's own row holding at least one counter
  (a single counter too, as in Ludii's code).  All its counters are lifted
  and sown one a hole, the first into the hole after the one emptied; the
  emptied hole is not passed over, so a lap of twelve or more drops a
  counter back into it.
- Where a lap's last counter falls: into a hole that was empty, the turn
  ends.  Into an occupied hole that it brings to exactly four (it held
  three), that hole is captured by the mover, whichever row it is in, and
  the turn ends.  Into an occupied hole that now holds any other count,
  that hole is lifted, the last counter with the rest, and sown on from
  the hole after it (relay), in either row.  This holds on every lap.
- The chain: "the hole from which the first capture was made" is the hole
  of four the last counter made.  With it the mover takes the holes just
  before it along the sowing order (backwards: for a capture in d1 the
  chain looks at c1, b1, a1, a2, ...), either row, as long as each holds
  exactly four; the first hole that does not hold four ends the chain (so
  would coming back round to the capturing hole).  In practice the chain
  stops at the latest at the hole the lap was lifted from, which holds
  fewer than four (as in Ludii's code, which stops there).
- The row owner's fours: once the turn's sowing is over (after the mover's
  capture and chain, if any), every hole into which a counter of this
  turn fell, on any lap, and which now holds exactly four, goes to the
  store of the owner of its row: the mover's own row to the mover, the
  opponent's to the opponent.  A hole sown into and then lifted by a relay
  is judged on what it holds at the end like any other; a hole lifted at
  the start of the move and never sown into is not one of them; a hole of
  four that no counter of this turn reached stays.  All are judged on the
  board as the sowing left it, then taken.  (Ludii's code gives the fours
  to their row's owner after every lap, only in the lap's own stretch of
  holes; the text's "sown into during the course of the turn which now
  contain four" is read at the end of the turn.)  In play the "sown into"
  test never decides: each of South's six first moves relays round all
  twelve holes, and every later ordinary turn ends with no hole of four.
- Few counters: a turn that begins with eight counters or fewer on the
  board (counters in stores or in hand are not on the board) is played
  by the last-eight rule: a last counter that makes four captures every
  counter on the board for the mover (no chain needed), which leaves the
  board empty; fours sown in such a turn that the last counter did not
  make stay where they are (no row owner's fours: Ludii's end phase has
  none).  A turn that begins with more than eight is played by the
  ordinary rules throughout, its captures and the row owner's fours at its
  end included, even when its own capture brings the board to eight or
  fewer.  Every capture takes holes of exactly four, so the board always
  holds a multiple of four: after 12 come 8, 4 or 0.
- A move whose relay would go round forever (the same board coming back
  at a lift from the same hole) may not be played.
- A player with no legal move passes and the other moves again (`to_move`
  names the same player twice running).  The game is over once the board
  is empty (`to_move` null), or should neither player be able to move.
  Each player's score is their store plus the counters left in their own
  row (Ludii's score; at the end the board is empty in practice); more
  wins, equal draws.  The text names no other end: a game whose last
  counters never make four goes on (the pick stops at 1000 plies).

Usage: python3 ref_duene.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Endless, Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)
FEW = 8


def sow_turn(holes, player, start):
    """The turn of `player` from hole index `start` on a copy of `holes`.
    Returns (board after, taken by south, taken by north, events); raises
    Endless."""
    holes = list(holes)
    taken = {SOUTH: 0, NORTH: 0}
    events = []
    endgame = sum(holes) <= FEW
    if endgame:
        events.append("endgame")
    sown = set()
    lifts = set()
    pos = start
    laps = 0
    captured = False
    while True:
        laps += 1
        origin = pos
        seeds, holes[origin] = holes[origin], 0
        if laps == 1:
            events.append("sow %d" % seeds)
        if seeds >= N:
            events.append("origin-refilled")
        while seeds:
            pos = (pos + 1) % N
            holes[pos] += 1
            sown.add(pos)
            seeds -= 1
        if holes[pos] == 1:
            events.append("ends-empty %s" % RING.order[pos])
            break
        if holes[pos] == 4:
            captured = True
            if endgame:
                allseeds = sum(holes)
                taken[player] += allseeds
                for i in range(N):
                    holes[i] = 0
                events.append("take-all %s=%d" % (RING.order[pos], allseeds))
                break
            run = [pos]
            j = (pos - 1) % N
            while j != pos and holes[j] == 4:
                run.append(j)
                j = (j - 1) % N
            got = 4 * len(run)
            for i in run:
                holes[i] = 0
            taken[player] += got
            events.append("capture %s=%d" % (RING.order[pos], 4))
            if RING.owner(pos) == player:
                events.append("capture-own-row")
            if len(run) > 1:
                events.append("chain %s=%d" % (
                    "+".join(RING.order[i] for i in run[1:]), 4 * (len(run) - 1)))
                if len({RING.owner(i) for i in run}) == 2:
                    events.append("chain-both-rows")
            break
        key = (tuple(holes), pos)
        if key in lifts:
            raise Endless()
        lifts.add(key)
        events.append("relay %s=%d" % (RING.order[pos], holes[pos]))
    events.append("laps %d" % laps)
    if not endgame:
        fours = sorted(i for i in sown if holes[i] == 4)
        for i in fours:
            owner = RING.owner(i)
            taken[owner] += 4
            holes[i] = 0
        if fours:
            events.append("owner-fours %s" % "+".join(
                "%s:%s" % (RING.order[i], RING.owner(i)) for i in fours))
            if any(RING.owner(i) != player for i in fours):
                events.append("fours-to-opponent")
            if any(RING.owner(i) == player for i in fours):
                events.append("fours-to-mover")
            if captured and sum(holes) + sum(4 for _ in fours) <= FEW:
                events.append("fours-after-capture-to-few")
        elif captured and sum(holes) <= FEW:
            events.append("capture-to-few")
        if captured and sum(holes) <= FEW:
            events.append("now-few %d" % sum(holes))
    else:
        left = [i for i in sown if holes[i] == 4]
        if left:
            events.append("endgame-fours-left %s" % "+".join(RING.order[i] for i in left))
    return holes, taken[SOUTH], taken[NORTH], events


def legal(holes, player):
    """The mover's holes holding counters, whose relay ends."""
    moves = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        try:
            sow_turn(holes, player, i)
        except Endless:
            continue
        moves.append(RING.order[i])
    return moves


def refused(holes, player):
    out = []
    for i in RING.own_holes(player):
        if holes[i]:
            try:
                sow_turn(holes, player, i)
            except Endless:
                out.append(RING.order[i])
    return out


def play(g, move):
    player = g.to_move
    after, s, n, events = sow_turn(g.holes, player, RING.index[move])
    g.holes[:] = after
    g.stores[SOUTH] += s
    g.stores[NORTH] += n
    nxt = other(player)
    if sum(g.holes) == 0:
        g.to_move = None
    elif legal(g.holes, nxt):
        g.to_move = nxt
    elif legal(g.holes, player):
        events.append("pass " + nxt)
        g.to_move = player
    else:
        g.to_move = None
        events.append("neither-can-move")
    for p in (nxt, player):
        r = refused(g.holes, p)
        if r and g.to_move == p:
            events.append("endless-refused %s" % " ".join(r))
    if g.to_move is None:
        sc = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
        nc = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
        events.append("over %d-%d %s" % (
            sc, nc, "draw" if sc == nc else ("south" if sc > nc else "north")))
    return events


def summary(g):
    """A random game's special events, counted, its longest relay and who
    won."""
    counts = {}
    most = 0
    for ev in g.events:
        for e in ev:
            word = e.split()[0]
            if word == "laps":
                most = max(most, int(e.split()[1]))
            if word in ("sow", "laps", "relay", "ends-empty", "endgame", "over"):
                continue
            counts[word] = counts.get(word, 0) + 1
    last = g.events[-1][-1] if g.events[-1] else ""
    return "laps<=%d %s %s" % (most, " ".join("%s=%d" % kv for kv in sorted(counts.items())),
                               last if last.startswith("over") else "")


DUENE = Rules(RING, [4] * N, legal, play)


if __name__ == "__main__":
    drive(lambda: Game(DUENE), "duene", sys.argv[1:], max_plies=1000, summary=summary)
