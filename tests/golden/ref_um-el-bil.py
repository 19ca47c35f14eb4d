#!/usr/bin/env python3
"""Reference Um el-Bil ('Um el-Bil, Tunisia; after Ayoub 1991), written from
the rules text of Ludii's "Um el-Bil" and the interpretations below, not
from sow.

Rules, in short: two rows of six (or seven, or eight) holes, four counters
in each.  Sowing goes anticlockwise.  The first player's first sowing starts
from the hole on their right.  A last counter in an occupied hole ends the
turn; a last counter in an empty hole is captured.  Most counters captured
wins.

Interpretations (the same as in examples/um-el-bil.sow.toml):
- Holes a1.. (row 1, South's, left to right from South) and a2.. (row 2,
  North's).  Anticlockwise: a1 .. last1, then last2 .. a2, then a1 again.
  No stores: the counters taken are kept in hand, shown as `stores`.
  South is the first player; the players alternate.
- The game's first move is South's right-hand hole, last1 (f1, g1, h1);
  every later move, North's first included, lifts any non-empty hole of
  the mover's own row.
- A move lifts the whole hole and sows one a hole, the first into the next
  hole; no hole is passed over, so a sowing of a whole round or more drops
  a counter into the hole it was lifted from.
- The capture: the hole the last counter falls into, in either row, held
  nothing before it fell (so holds one now): that one counter goes to the
  mover.  A hole lifted by this move and come round to counts as empty.
- A player with no counters in their row passes (no ply of its own in the
  trace: the line before shows as `to_move` the player who just moved).
  The game ends when the board is empty (Ludii's code; the text gives no
  end), which is when neither player can move.  More counters wins; equal
  totals draw.

Usage: python3 ref_um-el-bil.py [--size N] trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
(N is 6, the default, 7 or 8; `compare` with another size runs
`SOW play --size N`.)
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other, random_game

SIZES = (6, 7, 8)
DEFAULT = 6
SEEDS = 4


def make_rules(n):
    ring = Ring(n)
    size = len(ring)
    first_hole = ring.order[n - 1]          # last1: South's right-hand hole

    def legal(holes, player, first=False):
        if first:
            return [first_hole] if holes[n - 1] > 0 else []
        return [ring.order[i] for i in ring.own_holes(player) if holes[i] > 0]

    def play(g, move):
        player = g.to_move
        events = []
        if g.ply == 0:
            events.append("first-move %s" % move)
        start = ring.index[move]
        seeds = g.holes[start]
        g.holes[start] = 0
        if seeds >= size:
            events.append("wrap %s:%d" % (move, seeds))
        pos = start
        while seeds:
            pos = (pos + 1) % size
            g.holes[pos] += 1
            seeds -= 1
        if g.holes[pos] == 1:
            g.holes[pos] = 0
            g.stores[player] += 1
            where = "own" if ring.owner(pos) == player else "opp"
            events.append("take-%s %s%s" % (where, ring.order[pos],
                                            " (origin)" if pos == start else ""))
        else:
            events.append("ends %s=%d" % (ring.order[pos], g.holes[pos]))
        nxt = other(player)
        if legal(g.holes, nxt):
            g.to_move = nxt
        elif legal(g.holes, player):
            events.append("pass %s" % nxt)
            g.to_move = player
        else:
            g.to_move = None
            s, nn = g.stores[SOUTH], g.stores[NORTH]
            events.append("over %d-%d %s" % (s, nn, "draw" if s == nn else
                                             ("south" if s > nn else "north")))
        return events

    class UmElBilGame(Game):
        def legal(self):
            if self.to_move is None:
                return []
            return legal(self.holes, self.to_move, first=(self.ply == 0))

    rules = Rules(ring, [SEEDS] * size, legal, play)
    return lambda: UmElBilGame(rules)


def summary(g):
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w == "over":
                end = " ".join(e.split()[1:])
                continue
            if w in ("first-move", "ends"):
                continue
            if w.startswith("take") and "(origin)" in e:
                w = "take-origin"
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


def compare_size(new_game, n, lo, hi, sow_bin, max_plies):
    """`compare` on a size other than the default: `sow play --size N`."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "um-el-bil.sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(new_game, seed, max_plies)
        moves = " ".join(line["move"] for line in g.log[1:])
        out = subprocess.run([sow_bin, "play", example, "--size", str(n),
                              "--format", "json", "--moves", moves],
                             capture_output=True, text=True)
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
    print("%d of %d games differ (2x%d)" % (differ, hi - lo, n))
    sys.exit(1 if differ else 0)


def main(argv):
    n = DEFAULT
    if argv[:1] == ["--size"] and len(argv) > 1:
        n, argv = int(argv[1]), argv[2:]
        assert n in SIZES, "the text gives 6, 7 or 8 holes a row"
    new_game = make_rules(n)
    max_plies = 2000
    if n != DEFAULT and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(new_game, n, int(argv[1]), int(argv[2]), sow_bin, max_plies)
        return
    name = "um-el-bil" if n == DEFAULT else "um-el-bil-%d" % n
    drive(new_game, name, argv, max_plies=max_plies, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
