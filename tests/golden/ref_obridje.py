#!/usr/bin/env python3
"""Reference Obridje (Ghana, and the Ijaw of Nigeria, early twentieth
century; after Murray 1951, pp. 185-186), written from the rules text of
Ludii's "Obridje" and the interpretations below, not from sow.

Rules, in short: two rows of six holes, four counters in each, and a store
for each player.  A move lifts a hole of the mover's row and sows its
counters anticlockwise, one a hole.  Whenever a counter makes a hole hold
four, the player on whose row it is takes the four.  A lap's last counter
that makes four ends the turn (the four taken); one that falls into an
empty hole ends it too; otherwise that hole is lifted and sown on.  Play
ends when a player can no longer move; the player with the most counters
wins.

Interpretations (the same as in examples/obridje.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Anticlockwise order: a1 .. f1 f2 .. a2, then a1
  again.  The stores are never sown into; they hold what each player
  takes.  South moves first; the players alternate.
- A move lifts every counter of a hole of the mover's own row that holds
  any (a single counter too) and sows them one a hole, the first into the
  hole after the one lifted.  No hole is passed over: a lap of twelve or
  more drops a counter back into the hole it came from.
- Every counter dropped, the last of a lap included, is looked at as it
  falls: if the hole it fell into now holds exactly four, those four go at
  once to the store of the owner of that hole's row, whoever is sowing.
  A hole that holds four without a counter having just fallen into it is
  not taken.  (Ludii's code looks for fours only after each lap; the text
  says "at any time during the sowing".)
- A lap's last counter: if it made four (taken, as above), the turn ends;
  else if the hole was empty before it (it now holds one) the turn ends;
  else the hole is lifted, all of it, and sown on from the hole after it.
  A hole emptied earlier in the same lap by a four is empty like any other.
- A move whose laps would go on for ever (the same board coming back when
  the same hole is to be lifted) may not be played.
- The game ends when the player to move has no move they may play (their
  row empty, or only endless moves); a player who has just emptied their
  own row plays on if the other's sowing gives them counters (Ludii's
  code looks only at the player to move next).  The last line of the trace
  is the position after the last ply, with `to_move` null; the counters
  left on the board stay there.
- Score: each player's store plus the counters left in their own row;
  more wins, equal is a draw (reported as an event only).

Usage: python3 ref_obridje.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)


class Endless(Exception):
    """Laps that would never end."""


def sow(holes, start, player):
    """The whole move of `player` from hole `start`, on a copy of `holes`:
    returns (board after, {player: counters taken}, events); raises
    Endless."""
    holes = list(holes)
    taken = {SOUTH: 0, NORTH: 0}
    events = []
    seen = set()
    pos = start
    laps = 0
    while True:
        laps += 1
        origin = pos
        seeds, holes[origin] = holes[origin], 0
        if seeds >= SIZE:
            events.append("wrap %s:%d" % (RING.order[origin], seeds))
        made_four = False
        while seeds:
            pos = (pos + 1) % SIZE
            holes[pos] += 1
            seeds -= 1
            made_four = holes[pos] == 4
            if made_four:
                owner = RING.owner(pos)
                taken[owner] += 4
                holes[pos] = 0
                events.append("%s %s->%s%s%s" % (
                    "last-four" if seeds == 0 else "four",
                    RING.order[pos], owner,
                    " (mover's row)" if owner == player else " (other's row)",
                    " lap=%d" % laps))
        if made_four:
            break
        if holes[pos] == 1:
            events.append("ends-empty %s" % RING.order[pos])
            break
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)
    events.insert(0, "laps=%d" % laps)
    return holes, taken, events


def moves(holes, player):
    """(name, board after, taken) for each move the player may play."""
    out = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        try:
            after, taken, _ = sow(holes, i, player)
        except Endless:
            continue
        out.append((RING.order[i], after, taken))
    return out


def endless_holes(holes, player):
    out = []
    for i in RING.own_holes(player):
        if holes[i]:
            try:
                sow(holes, i, player)
            except Endless:
                out.append(RING.order[i])
    return out


def legal(holes, player):
    return [name for name, _, _ in moves(holes, player)]


def play(g, move):
    player = g.to_move
    after, taken, events = sow(g.holes, RING.index[move], player)
    g.holes[:] = after
    for p in (SOUTH, NORTH):
        g.stores[p] += taken[p]
    nxt = other(player)
    ends = endless_holes(g.holes, nxt)
    if ends:
        events.append("endless-illegal %s" % " ".join(ends))
    if not legal(g.holes, nxt):
        g.to_move = None
        s = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
        n = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
        events.append("over %s-cannot-move %d-%d %s" % (
            nxt, s, n, "draw" if s == n else ("south" if s > n else "north")))
        return events
    g.to_move = nxt
    return events


def summary(g):
    """A random game's events, in short: fours taken during a lap (in the
    mover's row or the other's), fours made by a lap's last counter, turns
    ended in an empty hole, laps wrapping round, the longest relay,
    positions with an endless move, and how the game ended."""
    counts = {}
    most = 0
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w.startswith("laps="):
                most = max(most, int(w[5:]))
                continue
            if w in ("four", "last-four"):
                w += "-" + ("own" if "mover's" in e else "other")
            if w == "over":
                end = " ".join(e.split()[1:])
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=[%s] laps<=%d %s" % (end, most, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


OBRIDJE = Rules(RING, [4] * SIZE, legal, play)


if __name__ == "__main__":
    drive(lambda: Game(OBRIDJE), "obridje", sys.argv[1:], max_plies=1000,
          summary=summary)
