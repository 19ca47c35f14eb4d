#!/usr/bin/env python3
"""Reference Msuwa (the Nyanja of East Africa; after Sanderson 1913), on
4 x 10 by default and, with --columns N, on any other even size from 12 to
20, written from the rules text of Ludii's "Msuwa" (its `rules` metadata)
and the interpretations below, not from sow nor from the example's TOML.

The rules, in short: four rows of an even number of holes (10 to 20); two
counters in every hole except, for each player, the rightmost hole of
their inner row (none) and the hole to its left (one); anticlockwise
sowing that relays from occupied holes; a last counter in an empty hole of
the mover's inner row takes the opponent's inner hole across, and with it
the opponent's outer hole of that column if it holds counters; when both
were taken the mover may take two more holes of the opponent's side as
well; single counters are sown only when no hole of the player's holds
more, and then only into an empty hole; whoever takes all the opponent's
counters wins.

Interpretations (the same as in examples/msuwa.sow.toml):
- Board: four rows.  South owns rows 1 (outer) and 2 (inner), North rows 4
  (outer) and 3 (inner).  No stores: counters taken leave play and are kept
  in hand; the trace's `stores` counts them.
- Start: "rightmost" and "to its left" are each player's own: South's
  empty hole is the last of row 2 (j2 on 4 x 10) and its single the one
  before (i2); North faces the other way, so its empty hole is a3 and its
  single b3.  Every other hole holds two: 4n - 3 counters a side.
- "Anticlockwise" is round the mover's own two rows only, looping: South
  a1.. along row 1, then back along row 2 to a2; North a3.. along row 3,
  then back along row 4 to a4.
- A lap whose last counter falls into a hole that held counters lifts that
  hole (the counter just dropped included) and sows on from the next hole;
  a last counter in an empty hole ends the sowing.  A move whose relays
  would never end (the same board with the same hole to lift comes back)
  is no move.
- Capture: the sowing ends in an empty hole of the mover's inner row and
  the opponent's inner hole of that column holds counters: they are taken,
  and so are those of the opponent's outer hole of that column if it holds
  any.  With the inner hole across empty nothing is taken, even when the
  outer one holds counters.  The counter that landed stays put.
- When both holes of the column were taken, the mover then takes two more
  holes of the opponent's two rows, each of the mover's choosing among
  those holding counters: each choice is a ply of the mover's own, named
  by the hole and an `x` (`d3x`), the whole hole going into the mover's
  hand.  "May" is read as a right always used.  Where fewer holes hold
  counters, fewer are taken; once the opponent has none the game is over.
- A hole of one counter may be sown only when no hole of the mover's holds
  two or more (such a hole holds the singles back even when its own
  sowing would be endless), and only when the next hole along the mover's
  track, where its counter falls, is empty.  That counter may capture as
  any last counter does.
- A player with no move passes (no ply of their own: the next line names
  the same player to move again); when neither can move the game ends.
- The game ends as soon as a player has no counter left on the board: the
  other has taken them all and wins.  Scores are counters on the board
  plus counters taken; when neither can move the larger total wins, equal
  totals draw.

Usage: python3 ref_msuwa.py [--columns N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, random_game
from ref_four_rows import Board

SIZES = (10, 12, 14, 16, 18, 20)
DEFAULT_COLUMNS = 10
CHOSEN = 2                      # holes taken at will after a whole column


class Stuck(Exception):
    """A sowing whose relays would go on for ever."""


class Msuwa:
    """The board of one size and the rules on it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = b = Board(columns)
        self.name = b.order
        self.index = b.index
        self.own = b.own_holes()
        # the hole after each hole along each player's circuit
        self.after = b.successors()
        start = [2] * len(b)
        n = columns
        start[b.hole(1, n - 1)] = 0     # South's rightmost inner hole
        start[b.hole(1, n - 2)] = 1     # the one to its left
        start[b.hole(2, 0)] = 0         # North's rightmost inner hole (a3)
        start[b.hole(2, 1)] = 1         # the one to its left, seen by North
        self.start = start

    # ------------------------------------------------------------ sowing
    def sow(self, holes, player, hole):
        """The sowing of `player` from `hole` on a copy of `holes`:
        (board after it, counters taken, chosen takes owed, events).
        Raises Stuck when it would never end."""
        b = list(holes)
        nxt = self.after[player]
        lifts = set()
        laps = 0
        at = hole
        while True:
            laps += 1
            hand, b[at] = b[at], 0
            while hand:
                at = nxt[at]
                b[at] += 1
                hand -= 1
            if b[at] == 1:          # it was empty: the sowing ends
                break
            key = (at, tuple(b))
            if key in lifts:
                raise Stuck()
            lifts.add(key)
        ev = []
        if laps > 1:
            ev.append("relays=%d" % laps)
        ev.append("last=%s" % self.name[at])
        taken, owed = 0, 0
        facing = self.board.across(player, at)
        if facing is not None:      # the mover's inner row
            inner, outer = facing
            if b[inner] == 0:
                ev.append("nothing-across=%s" % self.name[inner])
            else:
                both = b[outer] > 0
                ev.append("capture %s:%d+%s:%d" % (
                    self.name[inner], b[inner], self.name[outer], b[outer]))
                taken = b[inner] + b[outer]
                b[inner] = b[outer] = 0
                if both:
                    owed = CHOSEN
                    ev.append("whole-column")
                else:
                    ev.append("inner-only")
        return b, taken, owed, ev

    def ends(self, holes, player, hole):
        try:
            self.sow(holes, player, hole)
            return True
        except Stuck:
            return False

    def seeds(self, holes, player):
        return sum(holes[h] for h in self.own[player])

    def sowings(self, holes, player):
        """The holes `player` may sow from."""
        mine = self.own[player]
        if any(holes[h] >= 2 for h in mine):
            return [self.name[h] for h in mine
                    if holes[h] >= 2 and self.ends(holes, player, h)]
        return [self.name[h] for h in mine
                if holes[h] == 1 and holes[self.after[player][h]] == 0]

    def notes(self, holes, player):
        """What the player to move faces, as events."""
        mine = self.own[player]
        ones = [h for h in mine if holes[h] == 1]
        out = []
        if any(holes[h] >= 2 for h in mine):
            if ones:
                out.append("singles-held-back=%d" % len(ones))
            stuck = [self.name[h] for h in mine
                     if holes[h] >= 2 and not self.ends(holes, player, h)]
            if stuck:
                out.append("endless=" + ",".join(stuck))
        elif ones:
            out.append("singles-only")
            barred = [self.name[h] for h in ones
                      if holes[self.after[player][h]] > 0]
            if barred:
                out.append("singles-refused=" + ",".join(barred))
        return out


class MsuwaGame(Game):
    """One game: the driver's Game, plus the chosen takes still owed."""

    def __init__(self, rules, geo):
        Game.__init__(self, rules)
        self.geo = geo
        self.owed = 0

    def legal(self):
        if self.to_move is None:
            return []
        if self.owed:
            you = other(self.to_move)
            return [self.geo.name[h] + "x" for h in self.geo.own[you]
                    if self.holes[h] > 0]
        return self.geo.sowings(self.holes, self.to_move)


def finish(g, ev, why):
    geo = g.geo
    g.to_move = None
    g.owed = 0
    s = geo.seeds(g.holes, SOUTH) + g.stores[SOUTH]
    n = geo.seeds(g.holes, NORTH) + g.stores[NORTH]
    who = "draw" if s == n else (SOUTH if s > n else NORTH)
    ev.append("over:%s %d-%d %s" % (why, s, n, who))
    return ev


def make_play(geo):
    def play(g, move):
        me, you = g.to_move, other(g.to_move)
        if move.endswith("x"):
            h = geo.index[move[:-1]]
            ev = ["chosen-take %s:%d" % (move[:-1], g.holes[h])]
            g.stores[me] += g.holes[h]
            g.holes[h] = 0
            g.owed -= 1
        else:
            g.holes, taken, owed, ev = geo.sow(g.holes, me, geo.index[move])
            g.stores[me] += taken
            g.owed = owed
        if geo.seeds(g.holes, you) == 0:
            return finish(g, ev, "%s-has-none" % you)
        if g.owed:
            g.to_move = me
            return ev + ["takes-left=%d" % g.owed]
        if geo.sowings(g.holes, you):
            g.to_move = you
        elif geo.sowings(g.holes, me):
            ev.append("pass=" + you)
            g.to_move = me
        else:
            return finish(g, ev, "neither-can-move")
        return ev + geo.notes(g.holes, g.to_move)
    return play


def summary(g):
    """What `pick` prints of a random game."""
    caps = {SOUTH: 0, NORTH: 0}
    counts = {}
    longest = 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "relays":
                longest = max(longest, int(e.split("=")[1]))
    keys = ["whole-column", "inner-only", "chosen-take", "nothing-across",
            "singles-held-back", "singles-only", "singles-refused", "pass",
            "endless"]
    last = g.events[-1][-1] if g.events[-1] else ""
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], longest,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        last if last.startswith("over") else "")


def compare_size(new_game, columns, lo, hi, sow_bin, max_plies=1000):
    """`compare` on a size other than the default: `sow play --size N`."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "msuwa.sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(new_game, seed, max_plies)
        moves = " ".join(line["move"] for line in g.log[1:])
        out = subprocess.run([sow_bin, "play", example, "--size", str(columns),
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
    print("%d of %d games differ (4x%d)" % (differ, hi - lo, columns))
    sys.exit(1 if differ else 0)


def main(argv):
    columns = DEFAULT_COLUMNS
    if argv[:1] == ["--columns"] and len(argv) > 1:
        columns, argv = int(argv[1]), argv[2:]
        assert columns in SIZES, "the text gives even sizes from 10 to 20"
    geo = Msuwa(columns)
    rules = Rules(geo.board, geo.start, None, make_play(geo))

    def new_game():
        return MsuwaGame(rules, geo)

    name = "msuwa" if columns == DEFAULT_COLUMNS else "msuwa-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(new_game, columns, int(argv[1]), int(argv[2]), sow_bin)
        return
    drive(new_game, name, argv, max_plies=1000, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
