#!/usr/bin/env python3
"""Reference Fondji (Dahomey, today's Benin; after Béart 1955, p. 510),
written from the rules text of Ludii's "Fondji" and the interpretations
below, not from sow.

Rules, in short: two rows of six holes, four counters in each, a storage
hole at either end.  A player lifts all the counters of a hole of their own
row and sows them one a hole anticlockwise from the next hole; the hole
lifted is always passed over, even by a sowing that goes round the whole
board.  A last counter that makes two or three in a hole of the MOVER'S OWN
row takes it, and so does each hole before it (against the sowing) while
it is the mover's and holds two or three.  When the opponent's row is empty
the player must put counters into it; when no move can, the player takes
the counters of their own row (the game ends).  Most counters taken wins.
A game that goes round in a loop may be ended by agreement, each player
taking the counters of their own row.

Interpretations (the same as in examples/fondji.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2
  b2 a2, then a1 again.  The stores are never sown into; they only keep
  what is taken (`stores`).  South moves first; the players alternate.
- A move lifts every counter of a non-empty hole of the mover's row (a
  single one too).  The first counter falls into the next hole; the
  lifted hole is passed over whenever the sowing comes round to it.
- Capture: only where the LAST counter falls, in the mover's own row, when
  that hole then holds 2 or 3 (the text; Ludii's code takes in the
  opponent's row).  The run goes back against the sowing, hole by hole,
  while each is the mover's and holds 2 or 3; the first hole that fails
  ends it.  A last counter making 2 or 3 in the opponent's row takes
  nothing.  A capture may empty the mover's own row.
- Feeding: when the opponent's row is empty at the start of the move, a
  move is legal only if it puts counters into the opponent's row (a
  capture never takes from the opponent's row, so this is the same as the
  opponent holding counters after the move).  When no move can, the game
  ends and each player takes the counters of their own row (the opponent's
  row is empty: the mover takes all that is left).  The last line of the
  trace still shows them in the holes, with `to_move` null.
- The loop: after every ply, if the position it leaves (every hole, both
  stores, the player to move) has been seen before in the game, the start
  included, the game ends, each player taking the counters of their own
  row.
- Score: store plus own row at the end; more wins, equal is a draw.

Usage: python3 ref_fondji.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW] | greedy LO HI GREED | moves SEED GREED
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

N = 6
SIZE = 2 * N
TAKES = (2, 3)
# Our own ring, independent of ref_common's: index 0..5 = a1..f1,
# 6..11 = f2..a2 (anticlockwise).
ORDER = ["a1", "b1", "c1", "d1", "e1", "f1", "f2", "e2", "d2", "c2", "b2", "a2"]
RING = Ring(N)
assert RING.order == ORDER


def owner(i):
    return SOUTH if i < N else NORTH


def row(player):
    return range(0, N) if player == SOUTH else range(N, SIZE)


def row_total(holes, player):
    return sum(holes[i] for i in row(player))


def move_from(holes, player, start):
    """The whole move from index `start` on a copy of the board: returns
    (board, counters taken, fed the opponent's row?, events)."""
    holes = list(holes)
    seeds = holes[start]
    holes[start] = 0
    events = ["sow=%d" % seeds]
    if seeds >= SIZE:
        events.append("passes-origin")
    pos = start
    fed = False
    while seeds:
        pos = (pos + 1) % SIZE
        if pos == start:
            continue
        holes[pos] += 1
        seeds -= 1
        if owner(pos) != player:
            fed = True
    events.append("last=%s:%d" % (ORDER[pos], holes[pos]))
    taken = []
    while owner(pos) == player and holes[pos] in TAKES:
        taken.append((pos, holes[pos]))
        holes[pos] = 0
        pos = (pos - 1) % SIZE
    if taken:
        events.append("capture %s" % "+".join("%s:%d" % (ORDER[i], n) for i, n in taken))
        if len(taken) > 1:
            events.append("chain=%d" % len(taken))
        if owner(pos) != player:
            events.append("chain-stops-at-row-start")
        else:
            events.append("chain-stops-at %s:%d%s" % (
                ORDER[pos], holes[pos], " (origin)" if pos == start else ""))
    elif owner(pos) != player and holes[pos] in TAKES:
        events.append("opponent-row-2-3-nothing")
    return holes, sum(n for _, n in taken), fed, events


def moves(holes, player):
    """(name, board after, taken, events, legal) for each non-empty own hole."""
    starved = row_total(holes, other(player)) == 0
    out = []
    for i in row(player):
        if holes[i] == 0:
            continue
        after, taken, fed, events = move_from(holes, player, i)
        out.append((ORDER[i], after, taken, events, fed or not starved))
    return out


def legal(holes, player):
    return [name for name, _, _, _, ok in moves(holes, player) if ok]


def position(g):
    return (tuple(g.holes), g.stores[SOUTH], g.stores[NORTH], g.to_move)


class FondjiGame(Game):
    """A game that remembers every position it has left (for the loop)."""

    def __init__(self, rules):
        Game.__init__(self, rules)
        self.seen = {position(self)}


def play(g, move):
    player = g.to_move
    events = []
    all_moves = moves(g.holes, player)
    if row_total(g.holes, other(player)) == 0:
        barred = [name for name, _, _, _, ok in all_moves if not ok]
        events.append("must-feed barred=%s" % (",".join(barred) or "-"))
    for name, after, taken, evs, ok in all_moves:
        if name == move:
            break
    events += evs
    g.holes[:] = after
    g.stores[player] += taken
    if row_total(g.holes, player) == 0:
        events.append("own-row-emptied")
    nxt = other(player)
    g.to_move = nxt
    if not legal(g.holes, nxt):
        g.to_move = None
        events.append("over cannot-feed")
    else:
        key = position(g)
        if key in g.seen:
            g.to_move = None
            events.append("over repetition")
        g.seen.add(key)
    if g.to_move is None:
        s = g.stores[SOUTH] + row_total(g.holes, SOUTH)
        n = g.stores[NORTH] + row_total(g.holes, NORTH)
        events.append("score %d-%d %s" % (s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def summary(g):
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w.startswith("sow=") or w.startswith("last="):
                continue
            if w == "over":
                end = e.split()[1]
                continue
            if w == "score":
                end += " " + e.split()[1]
                continue
            w = w.split("=")[0]
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


FONDJI = Rules(RING, [4] * SIZE, legal, play)


def greedy_game(seed, greed, max_plies=2000):
    """A game whose every ply, with probability `greed`, plays one of the
    moves that take the most counters (at random among them), and
    otherwise any legal move at random."""
    import random
    rng = random.Random(seed)
    g = FondjiGame(FONDJI)
    while g.to_move is not None and g.ply < max_plies:
        ms = [(name, taken) for name, _, taken, _, ok in moves(g.holes, g.to_move) if ok]
        if rng.random() < greed:
            best = max(t for _, t in ms)
            ms = [m for m in ms if m[1] == best]
        g.play(rng.choice(ms)[0])
    return g


if __name__ == "__main__" and sys.argv[1:2] == ["greedy"]:
    for seed in range(int(sys.argv[2]), int(sys.argv[3])):
        g = greedy_game(seed, float(sys.argv[4]))
        print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
elif __name__ == "__main__" and sys.argv[1:2] == ["moves"]:
    g = greedy_game(int(sys.argv[2]), float(sys.argv[3]))
    print(" ".join(line["move"] for line in g.log[1:]))
elif __name__ == "__main__" and sys.argv[1:2] == ["write"] and len(sys.argv) == 3:
    drive(lambda: FondjiGame(FONDJI), sys.argv[2], ["write"])
elif __name__ == "__main__":
    drive(lambda: FondjiGame(FONDJI), "fondji", sys.argv[1:], max_plies=2000, summary=summary)
