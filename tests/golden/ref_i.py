#!/usr/bin/env python3
"""Reference I (Dogon, Mali; after Griaule 1938), written from the rules
text of Ludii's "I" (its portal summary of Griaule) and the
interpretations below, not from sow.

Rules, in short: two rows of three to seven holes, four counters in each;
a player sows the counters of a hole of their own row anticlockwise; a
last counter that makes two or three in its hole takes that hole, and
with it each adjacent hole holding two or three; a hole of one counter is
not sown, and a player with no hole of more than one in their row passes;
whoever takes the most counters wins.

Interpretations:
- The board: 2 x 3 by default (Ludii's default, its "observed" ruleset);
  rows of 4 to 7 are the same game on a longer board (`--size N`).  Holes
  a1.. (row 1, South's, left to right from South) and a2.. (row 2,
  North's).  Anticlockwise order a1 b1 c1 c2 b2 a2 (on three columns),
  then a1 again.  No stores: counters taken are kept in hand, shown as
  `stores`.
- South moves first; players alternate, no extra turns.
- A move lifts every counter of a hole of the mover's own row holding at
  least two and sows them one a hole along the anticlockwise order, the
  first into the next hole.  No hole is skipped: a sowing of as many
  counters as the board has holes, or more, drops one back into the hole
  it was lifted from as it passes.  One lap only: a last counter in an
  occupied hole does not lift it.
- Only the hole the LAST counter falls into is tested: if it now holds 2
  or 3 (held 1 or 2 before), it is taken, in either row (the text names
  no row; Ludii's code tests any hole).
- "Adjacent" holes are the holes immediately left and right of that hole
  IN ITS OWN ROW (Ludii's code looks one step east and one step west):
  not the hole across, not the hole round the end of the row in the other
  row (so a1's only neighbour is b1, c1's only b1 on three columns), and
  one step only, no run.  Each neighbour holding 2 or 3 is taken,
  whatever the other holds; neighbours are taken only when the last
  hole is.
- Everything taken goes to the mover.
- A player with no hole of two or more in their row (only single
  counters, or none) passes: the other moves again.  The game ends after
  the ply that leaves neither player a move (`to_move` null).  Counters
  left on the board (single ones) count for nobody; score = counters
  taken, more wins, equal draws.
- The text gives no end for a game that goes round forever (a few
  counters circling with every move forced, as random play finds in about
  one game in forty).  The game also ends, after the ply, when the position
  it leaves (every hole, both players' takings, the player to move, passes
  counted) has been seen before in the game, the start included: from
  there play could only go round again.  It is scored as any other end:
  counters taken, the rest counting for nobody.  (Ludii's code has no such
  end: it would play on to its move limit and call a draw.)

Usage: python3 ref_i.py [--size N] trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other, random_game

TAKES = (2, 3)


def position(g):
    """What a repetition compares: every hole, both takings, who moves."""
    return (tuple(g.holes), g.stores[SOUTH], g.stores[NORTH], g.to_move)


class IGame(Game):
    """A game that remembers every position it has left (for repetition)."""

    def __init__(self, rules):
        Game.__init__(self, rules)
        self.seen = {position(self)}


def make_rules(n):
    ring = Ring(n)

    def row_neighbours(i):
        """The holes beside ring index i in its own row (one step left,
        one step right, where they exist)."""
        if i < n:                       # South's row: column i
            cols, to_index = i, (lambda k: k)
        else:                           # North's row: column 2n-1-i
            cols, to_index = 2 * n - 1 - i, (lambda k: 2 * n - 1 - k)
        return [to_index(k) for k in (cols - 1, cols + 1) if 0 <= k < n]

    def legal(holes, player):
        return [ring.order[i] for i in ring.own_holes(player) if holes[i] >= 2]

    def play(g, move):
        player = g.to_move
        holes = g.holes
        start = ring.index[move]
        seeds, holes[start] = holes[start], 0
        events = ["sow=%d" % seeds]
        if seeds >= len(ring):
            events.append("passes-origin")
        pos = start
        for _ in range(seeds):
            pos = (pos + 1) % len(ring)
            holes[pos] += 1
        events.append("last=%s:%d" % (ring.order[pos], holes[pos]))
        if holes[pos] in TAKES:
            taken = [(pos, holes[pos])]
            for j in row_neighbours(pos):
                if holes[j] in TAKES:
                    taken.append((j, holes[j]))
            for j, c in taken:
                holes[j] = 0
            g.stores[player] += sum(c for _, c in taken)
            events.append("capture %s" % "+".join(
                "%s:%d" % (ring.order[j], c) for j, c in taken))
            if len(taken) > 1:
                events.append("adjacent=%d" % (len(taken) - 1))
            if ring.owner(pos) == player:
                events.append("own-row-capture")
            # what the reading of "adjacent" leaves alone (events only)
            for j in ((pos + 1) % len(ring), (pos - 1) % len(ring)):
                if ring.owner(j) != ring.owner(pos) and holes[j] in TAKES:
                    events.append("round-the-end-left %s:%d" % (ring.order[j], holes[j]))
            for j, _ in taken[1:]:
                for k in row_neighbours(j):
                    if k != pos and holes[k] in TAKES:
                        events.append("second-step-left %s:%d" % (ring.order[k], holes[k]))
        elif any(holes[j] in TAKES for j in row_neighbours(pos)):
            events.append("neighbour-without-capture")
        nxt = other(player)
        if legal(holes, nxt):
            g.to_move = nxt
        elif legal(holes, player):
            g.to_move = player
            events.append("pass=" + nxt)
        else:
            g.to_move = None
            events.append("neither-can-move")
        if g.to_move is not None:
            key = position(g)
            if key in g.seen:
                g.to_move = None
                events.append("repetition")
            g.seen.add(key)
        if g.to_move is None:
            s, nn = g.stores[SOUTH], g.stores[NORTH]
            events.append("over %d-%d %s" % (
                s, nn, "draw" if s == nn else ("south" if s > nn else "north")))
        return events

    return Rules(ring, [4] * len(ring), legal, play)


def compare_sized(n, lo, hi, sow):
    """`compare` on a board of n columns (`sow play --size n`)."""
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    example = os.path.join(root, "examples", "i.sow.toml")
    rules = make_rules(n)
    differ = 0
    for seed in range(lo, hi):
        g = random_game(lambda: IGame(rules), seed, 1000)
        moves = " ".join(line["move"] for line in g.log[1:])
        out = subprocess.run([sow, "play", example, "--size", str(n), "--format", "json",
                              "--moves", moves], capture_output=True, text=True)
        got = [json.loads(l) for l in out.stdout.splitlines() if l.strip()]
        if len(got) != len(g.log):
            print(seed, "sow gave %d positions of %d:" % (len(got), len(g.log)),
                  out.stderr.strip())
            differ += 1
            continue
        for want, have in zip(g.log, got):
            keys = [k for k in want if want[k] != have.get(k)]
            if keys:
                print(seed, "ply", want["ply"], "differs in", " ".join(keys))
                differ += 1
                break
    print("%d of %d games differ (size %d)" % (differ, hi - lo, n))
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    argv = sys.argv[1:]
    size = 3
    if argv[:1] == ["--size"]:
        size, argv = int(argv[1]), argv[2:]
    if size != 3 and argv and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_sized(size, int(argv[1]), int(argv[2]), sow)
    rules = make_rules(size)
    drive(lambda: IGame(rules), "i", argv, max_plies=1000)
