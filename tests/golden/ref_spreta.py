#!/usr/bin/env python3
"""Reference Spreta (the Chikunda of Malawi; after Sanderson 1913), on
4 x 10 by default and with --columns 12 on the text's other size, written
from the rules text of Ludii's "Spreta" (its `rules` metadata) and the
interpretations below, not from sow.

The rules, in short: four rows of an even number of holes, 10 or 12; one
counter in every hole but the third from the left of each player's inner
row (two) and the rightmost of it (none); play begins from the hole of
two; anticlockwise sowing that relays from occupied holes; a last counter
in an empty hole takes the opponent's inner hole opposite, and if their
outer row holds counters there too, those as well, along with any two
more holes of the opponent's side; single counters are sown only when no
hole holds more, and then only into an empty hole; whoever takes all the
opponent's counters wins.

Interpretations (the same as in examples/spreta.sow.toml):
- Board: four rows of 10 (or 12, `--columns 12`): "10-12, even numbers
  only" is 10 and 12.  South owns rows 1 (outer) and 2 (inner), North rows
  4 (outer) and 3 (inner).  No stores: counters taken leave play and are
  kept in hand; the trace's `stores` counts them.
- Start: left and right are each player's own.  South: c2 holds two, the
  last hole of row 2 none, every other hole one.  North, seen from its
  side: the third hole from the row's east end of row 3 holds two (h3 on
  10 columns, j3 on 12), a3 none, every other one.  20 a side on 4x10.
- "Play must begin from the hole containing two counters": the game's
  first move is South's c2.  North's first move is not fixed by that
  rule; it follows from the singles rule below (North's hole of two is its
  only hole of more than one, so long as South has not taken it).
- "Anticlockwise" is round the mover's own two rows only, looping: South
  a1..(last)1 then (last)2..a2, North a3..(last)3 then (last)4..a4.
- A lap whose last counter falls into a hole that held counters lifts that
  hole (the counter just dropped included) and sows on from the next hole;
  a last counter in an empty hole ends the sowing.  A move whose relays
  would never end (a lift of the same hole on the same board comes back)
  is no move.  The first move relays and captures as any other.
- Capture: only where the sowing ends in an empty hole of the mover's
  inner row (only such a hole has a hole of the opponent's inner row
  opposite).  If that opposite hole holds counters they are taken; if the
  opponent's outer hole of the same column holds counters too, they are
  taken as well, and then two more holes of the opponent's two rows, of
  the mover's choosing among those holding counters: each choice is a ply
  of the mover's own, named by the hole and an `x` (`d3x`), the whole
  hole going into the mover's hand.  The text says they are captured, so
  both are always taken; where fewer holes hold counters, fewer are taken;
  once the opponent has none left the game is over.  With the inner hole
  opposite empty nothing is taken at all (the outer one is taken only
  "also"), and no holes are chosen.  With the outer hole empty the inner
  one is taken alone and no holes are chosen.  The counter that landed
  stays put; the turn ends (after any chosen takes).
- A hole of one counter may be sown only when no hole of the mover's holds
  two or more (a hole of more holds the singles back even when its own
  sowing would be endless), and only when the next hole along the mover's
  track, where its counter falls, is empty.  Such a counter may capture
  as any last counter does.
- A player with no move passes (no ply: the next line names the same
  player to move again); when neither can move the game ends.
- The game ends as soon as a player has no counter left on the board: the
  other has taken them all and wins.  The score is counters on the board
  plus counters taken; when neither can move, the larger total wins, equal
  totals draw.

Usage: python3 ref_spreta.py [--columns 12] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, random_game, snapshot
from ref_four_rows import ROWS_OF, Board, Endless, ends

DEFAULT_COLUMNS = 10
SIZES = (10, 12)
TAKES = 2                      # holes chosen after taking a whole column


class Geometry:
    """The board of one size and what the rules read from it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = b = Board(columns)
        self.next = b.successors()
        self.own = b.own_holes()
        n = columns
        # Each player's inner row, and their left and right along it: South
        # looks at row 2 from column a; North at row 3 from its last column.
        south_inner, north_inner = ROWS_OF[SOUTH][1], ROWS_OF[NORTH][1]
        self.two_hole = {SOUTH: b.hole(south_inner, 2),
                         NORTH: b.hole(north_inner, n - 3)}
        self.empty_hole = {SOUTH: b.hole(south_inner, n - 1),
                           NORTH: b.hole(north_inner, 0)}
        start = [1] * len(b)
        for p in (SOUTH, NORTH):
            start[self.two_hole[p]] = 2
            start[self.empty_hole[p]] = 0
        self.start = start

    def name(self, h):
        return self.board.order[h]


def sow(geo, holes, player, start):
    """Play the sowing from hole `start` on a copy of `holes`.  Returns
    (board, counters taken, whether chosen takes are owed, events);
    raises Endless when the relays would never end."""
    b = list(holes)
    step = geo.next[player]
    seen = set()
    here = start
    laps = 0
    while True:
        laps += 1
        hand, b[here] = b[here], 0
        while hand > 0:
            here = step[here]
            b[here] += 1
            hand -= 1
        if b[here] == 1:        # it was empty: the sowing stops here
            break
        state = (tuple(b), here)
        if state in seen:
            raise Endless()
        seen.add(state)
    events = []
    if laps > 1:
        events.append("relays=%d" % laps)
    events.append("last=%s" % geo.name(here))
    taken, owed = 0, False
    column = geo.board.across(player, here)
    if column is not None:      # an empty hole of the mover's inner row
        inner, outer = column
        if b[inner] == 0:
            events.append("nothing-across=%s" % geo.name(inner))
            if b[outer] > 0:
                events.append("outer-left=%s:%d" % (geo.name(outer), b[outer]))
        else:
            events.append("capture %s:%d+%s:%d" % (
                geo.name(inner), b[inner], geo.name(outer), b[outer]))
            taken = b[inner]
            b[inner] = 0
            if b[outer] > 0:
                taken += b[outer]
                b[outer] = 0
                owed = True
                events.append("whole-column")
            else:
                events.append("inner-only")
    return b, taken, owed, events


def on_board(geo, holes, player):
    return sum(holes[h] for h in geo.own[player])


def sowings(geo, holes, player):
    """The holes `player` may sow: while any hole of theirs holds two or
    more, those of two or more whose sowing ends; otherwise the singles
    whose next hole is empty."""
    mine = geo.own[player]
    if any(holes[h] >= 2 for h in mine):
        return [geo.name(h) for h in mine
                if holes[h] >= 2 and ends(lambda *a: sow(geo, *a), holes, player, h)]
    return [geo.name(h) for h in mine
            if holes[h] == 1 and holes[geo.next[player][h]] == 0]


def choices(geo, holes, player):
    """The chosen takes open to `player`: each hole of the opponent's
    holding counters."""
    return [geo.name(h) + "x" for h in geo.own[other(player)] if holes[h] > 0]


def situation(geo, holes, player):
    """Events describing what the player to move faces."""
    mine = geo.own[player]
    singles = [h for h in mine if holes[h] == 1]
    out = []
    if any(holes[h] >= 2 for h in mine):
        if singles:
            out.append("singles-held-back=%d" % len(singles))
        stuck = [geo.name(h) for h in mine
                 if holes[h] >= 2 and not ends(lambda *a: sow(geo, *a), holes, player, h)]
        if stuck:
            out.append("endless=" + ",".join(stuck))
    elif singles:
        out.append("singles-only")
        refused = [geo.name(h) for h in singles if holes[geo.next[player][h]] > 0]
        if refused:
            out.append("singles-refused=" + ",".join(refused))
    return out


class Spreta(Game):
    """A game that remembers how many chosen takes the mover still has and
    whether each player has moved yet."""

    def __init__(self, geo):
        Game.__init__(self, Rules(geo.board, geo.start, None, None))
        self.geo = geo
        self.takes_left = 0
        self.moved = {SOUTH: False, NORTH: False}

    def legal(self):
        if self.to_move is None:
            return []
        if self.takes_left > 0:
            return choices(self.geo, self.holes, self.to_move)
        if self.ply == 0:
            # Play begins from the hole holding two counters.
            return [self.geo.name(self.geo.two_hole[SOUTH])]
        return sowings(self.geo, self.holes, self.to_move)

    def play(self, move):
        assert self.to_move is not None, "game is over"
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = step(self, move)
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        self.ply += 1
        self.log.append(snapshot(self.ring, self.ply, move, player, self.holes,
                                 self.stores, self.to_move))
        self.events.append(events)


def game_over(g, events, why):
    g.to_move = None
    g.takes_left = 0
    s = on_board(g.geo, g.holes, SOUTH) + g.stores[SOUTH]
    n = on_board(g.geo, g.holes, NORTH) + g.stores[NORTH]
    if s == n:
        verdict = "draw"
    else:
        verdict = SOUTH if s > n else NORTH
    events.append("over:%s %d-%d %s" % (why, s, n, verdict))
    return events


def step(g, move):
    geo = g.geo
    me = g.to_move
    you = other(me)
    if move.endswith("x"):
        h = geo.board.index[move[:-1]]
        events = ["chosen-take %s:%d" % (move[:-1], g.holes[h])]
        if h == geo.two_hole[you] and not g.moved[you]:
            events.append("took-first-move-hole")
        g.stores[me] += g.holes[h]
        g.holes[h] = 0
        g.takes_left -= 1
    else:
        h = geo.board.index[move]
        events = []
        if not g.moved[me]:
            events.append("first-move=%s%s" % (
                move, "" if h == geo.two_hole[me] else "(not-the-two-hole)"))
            g.moved[me] = True
        if g.holes[h] == 1:
            events.append("single")
        g.holes, taken, owed, more = sow(geo, g.holes, me, h)
        events += more
        g.stores[me] += taken
        g.takes_left = TAKES if owed else 0
    if on_board(geo, g.holes, you) == 0:
        return game_over(g, events, "%s-has-none" % you)
    if g.takes_left > 0:
        # every hole chosen is emptied, and the opponent still has counters
        g.to_move = me
        return events + ["takes-left=%d" % g.takes_left]
    if sowings(geo, g.holes, you):
        g.to_move = you
    elif sowings(geo, g.holes, me):
        events.append("pass=" + you)
        g.to_move = me
    else:
        return game_over(g, events, "neither-can-move")
    return events + situation(geo, g.holes, g.to_move)


def summary(g):
    """What `pick` prints of a random game: captures by each side, the
    longest relay and counts of the events special to the game."""
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
    keys = ["whole-column", "inner-only", "chosen-take", "nothing-across", "outer-left",
            "single", "singles-held-back", "singles-only", "singles-refused",
            "pass", "endless", "took-first-move-hole"]
    over = [e for ev in g.events for e in ev if e.startswith("over:")]
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], longest,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        over[0] if over else "")


def compare_size(geo, lo, hi, sow_bin, max_plies=1000):
    """`compare` on another size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "spreta.sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(lambda: Spreta(geo), seed, max_plies)
        moves = " ".join(line["move"] for line in g.log[1:])
        out = subprocess.run([sow_bin, "play", example, "--size", str(geo.columns),
                              "--format", "json", "--moves", moves],
                             capture_output=True, text=True)
        got = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
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
    print("%d of %d games differ (4x%d)" % (differ, hi - lo, geo.columns))
    sys.exit(1 if differ else 0)


def main(argv):
    columns = DEFAULT_COLUMNS
    if argv[:1] == ["--columns"] and len(argv) > 1:
        columns, argv = int(argv[1]), argv[2:]
        assert columns in SIZES, "the text gives rows of 10 or 12 holes"
    geo = Geometry(columns)
    name = "spreta" if columns == DEFAULT_COLUMNS else "spreta-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(geo, int(argv[1]), int(argv[2]), sow_bin)
        return
    drive(lambda: Spreta(geo), name, argv, max_plies=1000, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
