#!/usr/bin/env python3
"""Reference Uril (Cabo Verde; Braz Dias and Braz Dias 2020), written from
the rules text of Ludii's "Uril" and the interpretations below, not from
sow.

Rules, in short: two rows of six holes, four counters in each, a store at
either end; a player sows the counters of one hole of their row
anticlockwise, passing over the hole they came from; a last counter that
makes two or three in a hole of the opponent's row takes it, and the
unbroken run of holes before it holding two or three; a player whose
opponent has no counters must play so as to give them some; the first to
take 25 counters wins.

Interpretations (the same as in examples/uril.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2
  b2 a2, then a1 again.  The stores only keep what is taken; no counter is
  sown into them.  South moves first; the players alternate.
- A move lifts every counter of a hole of the mover's own row that holds
  any (one too) and sows them one a hole, the first into the next hole;
  when the sowing comes round to the hole it was lifted from (twelve
  counters or more) that hole is passed over.
- Capture: the last counter falls into a hole of the opponent's row that
  then holds 2 or 3: it is taken; then the hole before it along the
  sowing, while that hole is in the opponent's row and holds 2 or 3, and
  so on.  A hole of the mover's own row ends the run whatever it holds.
- A capture that takes every counter the opponent has is an ordinary one
  (Ludii's code forbids every move that leaves the opponent empty; the
  text does not).
- Feeding: when the opponent's row is empty as the mover's turn starts,
  only the moves after which (their capture included) the opponent's row
  holds counters are legal; when none is, the mover has no legal move.
- A player with no legal move (an empty row, or no move that feeds)
  passes: the other plays again.  A pass is no ply of the trace: the line
  of the ply before shows as `to_move` the player who plays next.  When
  neither player can move, the game is over (`to_move` null); each player
  then adds the counters of their own row to what they took (the trace
  leaves those counters in the holes, the stores show what was taken).
- The game ends at once when a player has taken more than 24 counters.
  No other end: a game that loops is not ended by the rules (random games
  are cut at max_plies).
- Score: counters taken, plus own row at a neither-can-move end; more
  wins, equal draws.

Usage: python3 ref_uril.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW] | moves SEED
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)
WIN_ABOVE = 24


def row(holes, player):
    return sum(holes[i] for i in RING.own_holes(player))


def sow(holes, start, player):
    """The move of `player` from hole `start` on a copy of `holes`: returns
    (board after, counters taken, events)."""
    holes = list(holes)
    hand = holes[start]
    holes[start] = 0
    events = []
    if hand >= SIZE:
        events.append("wrap %s:%d" % (RING.order[start], hand))
    pos = start
    while hand:
        pos = (pos + 1) % SIZE
        if pos == start:
            continue            # the emptied hole is passed over
        holes[pos] += 1
        hand -= 1
    taken = []
    i = pos
    while RING.owner(i) != player and holes[i] in (2, 3):
        taken.append((i, holes[i]))
        holes[i] = 0
        i = (i - 1) % SIZE
    total = sum(n for _, n in taken)
    if taken:
        events.append("capture %s" % "+".join(
            "%s:%d" % (RING.order[h], n) for h, n in taken))
        if len(taken) > 1:
            events.append("chain=%d" % len(taken))
        if RING.owner(i) == player and holes[i] in (2, 3):
            events.append("run-stops-at-own %s:%d" % (RING.order[i], holes[i]))
        if row(holes, other(player)) == 0:
            events.append("grand-slam")
    elif RING.owner(pos) != player:
        events.append("no-capture %s:%d" % (RING.order[pos], holes[pos]))
    return holes, total, events


def legal(holes, player):
    moves = [i for i in RING.own_holes(player) if holes[i] > 0]
    if row(holes, other(player)) == 0:
        moves = [i for i in moves if row(sow(holes, i, player)[0], other(player)) > 0]
    return [RING.order[i] for i in moves]


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    opp_empty = row(g.holes, other(player)) == 0
    n_own = sum(1 for i in RING.own_holes(player) if g.holes[i])
    after, taken, events = sow(g.holes, start, player)
    if opp_empty:
        events.insert(0, "feed (%d of %d holes feed)" % (len(legal(g.holes, player)), n_own))
    g.holes[:] = after
    g.stores[player] += taken
    if g.stores[player] > WIN_ABOVE:
        g.to_move = None
        events.append("over 25 %d-%d" % (g.stores[SOUTH], g.stores[NORTH]))
        return events
    nxt = other(player)
    if legal(g.holes, nxt):
        g.to_move = nxt
        return events
    if legal(g.holes, player):
        why = "empty-row" if row(g.holes, nxt) == 0 else "cannot-feed"
        events.append("pass %s %s" % (nxt, why))
        g.to_move = player
        return events
    g.to_move = None
    s = g.stores[SOUTH] + row(g.holes, SOUTH)
    n = g.stores[NORTH] + row(g.holes, NORTH)
    events.append("over neither-can-move %d-%d %s" % (
        s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def summary(g):
    """A random game's events counted, and how it ended."""
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w == "over":
                end = " ".join(e.split()[1:3])
                continue
            if w.startswith("chain="):
                w = "chain"
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


URIL = Rules(RING, [4] * SIZE, legal, play)


if __name__ == "__main__" and sys.argv[1:2] == ["moves"] and len(sys.argv) == 3:
    # moves SEED: the moves of `pick`'s random game of that seed, one line
    from ref_common import random_game
    g = random_game(lambda: Game(URIL), int(sys.argv[2]), 2000)
    print(" ".join(line["move"] for line in g.log[1:]))
elif __name__ == "__main__" and sys.argv[1:2] == ["write"] and len(sys.argv) == 3:
    # write NAME: NAME.expected.jsonl from NAME.moves (the extra golden games)
    drive(lambda: Game(URIL), sys.argv[2], ["write"])
elif __name__ == "__main__":
    drive(lambda: Game(URIL), "uril", sys.argv[1:], max_plies=2000, summary=summary)
