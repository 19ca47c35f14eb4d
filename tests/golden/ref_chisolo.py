#!/usr/bin/env python3
"""Reference Chisolo (the Ba-ila of Zambia; after Smith and Dale 1920, the
Natatu ruleset), on 4 x 7 by default and, with --columns N, on 4 x 8, 4 x 9
or 4 x 10, written from the rules text of Ludii's "Chisolo" (its `rules`
metadata for the Natatu ruleset) and the interpretations below, not from
sow nor from the example's TOML.

The rules, in short: four rows of 7 to 10 holes; three counters in every
hole but the four leftmost of each inner row, which hold, from right to
left, 0, 0, 1 and 2; a player's first turn sows clockwise; on their second
turn they may sow either way, and must keep that way for the rest of the
game; a last counter in an occupied hole lifts it and the sowing goes on;
a last counter in an empty hole of the mover's inner row takes the
opponent's inner hole across, and the outer hole behind it too if it holds
counters; after such a capture the mover may take any one hole of the
opponent's as well; whoever takes all the opponent's counters wins.

Interpretations (the same as in examples/chisolo.sow.toml):
- Board: four rows.  South owns rows 1 (outer) and 2 (inner), North rows 4
  (outer) and 3 (inner).  No stores: counters taken leave play and are kept
  in hand; the trace's `stores` counts them.
- Start: "leftmost" is each player's own left.  South: a2 2, b2 1, c2 0,
  d2 0; North, facing the other way: the last hole of row 3 holds 2 (g3 on
  4 x 7), the one before it 1, the two before that none.  Every other hole
  holds three: 33 counters a side on 4 x 7, 6n - 9 on 4 x n.
- The path: round the mover's own two rows only, looping.  Anticlockwise
  (`+`, "along"): South a1.. along row 1, then back along row 2 to a2;
  North a3.. along row 3, then back along row 4 to a4.  Clockwise (`-`,
  "against") is the same ring walked the other way.
- Each player's first turn sows clockwise (its relays too), written by the
  hole alone (`a1`).  Their second turn names its way (`a1+` or `a1-`),
  and every later move of theirs goes that way, written by the hole alone
  again.  Each player chooses for themselves: North's way does not follow
  from South's.  A turn is a sowing with the chosen take after it, if any;
  the second turn is the one after the turn that ends the first.
- A move lifts every counter of an own hole holding any (a single one
  too) and sows them one a hole from the next hole on; no hole is passed
  over.  A lap whose last counter falls into a hole that held counters
  before it lifts that hole (the counter just dropped included) and sows
  on the same way; a last counter in an empty hole ends the sowing.  A move
  whose relays would never end (the same board with the same hole to lift
  comes back) is no move.
- Capture: the sowing ends in an empty hole of the mover's inner row and
  the opponent's inner hole of that column holds counters: they are taken,
  and so are those of the opponent's outer hole of that column (an empty
  one adds nothing).  With the inner hole across empty nothing is taken,
  even when the outer one holds counters, and nothing follows.  The counter
  that landed stays put.  The same rule holds on the first, clockwise turn.
- After a capture the mover takes one more hole of the opponent's, either
  row, any holding counters: a ply of the mover's own, named by the hole
  and an `x` (`d3x`), the whole hole going into the mover's hand.  "May" is
  read as a right always used.  When the capture left the opponent no
  counter, the game is over and nothing is chosen.  The turn then ends.
- A player with no move passes (no ply of their own: the next line names
  the same player to move again); when neither can move the game ends.
- The game ends as soon as a player has no counter left on the board: the
  other has taken them all and wins (`to_move` null).

Events (`trace`, after each line): first-turn, choose=+|-, relays=N,
last=HOLE, wrap HOLE:N (a lap of as many counters as the
mover's ring has holes, or more), capture INNER:N+OUTER:M, outer-empty, nothing-across=HOLE,
ends-outer, take HOLE:N, takes-left=1, endless=..., pass=..., over:...

Usage: python3 ref_chisolo.py [--columns N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, drive, other, random_game
from ref_four_rows import ROWS_OF, Board

SIZES = (7, 8, 9, 10)
DEFAULT_COLUMNS = 7
ALONG, AGAINST = "along", "against"


class Endless(Exception):
    """A sowing whose relays would go on for ever."""


class Chisolo:
    """The board of one size and the rules on it."""

    def __init__(self, columns):
        self.columns = n = columns
        self.board = b = Board(columns)
        self.name = b.order
        self.index = b.index
        self.own = b.own_holes()
        ring = {p: b.circuit(p) for p in (SOUTH, NORTH)}
        # the hole after each hole of a player's ring, each way
        self.step = {}
        for p in (SOUTH, NORTH):
            c = ring[p]
            k = len(c)
            self.step[(p, ALONG)] = {c[i]: c[(i + 1) % k] for i in range(k)}
            self.step[(p, AGAINST)] = {c[i]: c[(i - 1) % k] for i in range(k)}
        start = [3] * len(b)
        # South's leftmost four inner holes, from the left: 2 1 0 0
        for col, seeds in zip(range(4), (2, 1, 0, 0)):
            start[b.hole(1, col)] = seeds
        # North's leftmost four, seen from North's side: the row's end
        for col, seeds in zip(range(4), (2, 1, 0, 0)):
            start[b.hole(2, n - 1 - col)] = seeds
        self.start = start

    def inner(self, player, h):
        return self.board.row_col(h)[0] == ROWS_OF[player][1]

    # ------------------------------------------------------------ sowing
    def sow(self, holes, player, hole, way):
        """The sowing of `player` from `hole`, `way`, on a copy of `holes`:
        (board after it, counters taken, whether a take is owed, events).
        Raises Endless when it would never end."""
        b = list(holes)
        nxt = self.step[(player, way)]
        lifts = set()
        laps = 0
        at = hole
        ev = []
        ring = 2 * self.columns
        while True:
            laps += 1
            hand, b[at] = b[at], 0
            if hand >= ring:        # the lap comes round into its origin
                ev.append("wrap %s:%d" % (self.name[at], hand))
            while hand:
                at = nxt[at]
                b[at] += 1
                hand -= 1
            if b[at] == 1:          # it was empty: the sowing ends
                break
            key = (at, tuple(b))
            if key in lifts:
                raise Endless()
            lifts.add(key)
        if laps > 1:
            ev.append("relays=%d" % laps)
        ev.append("last=%s" % self.name[at])
        if not self.inner(player, at):
            ev.append("ends-outer")
            return b, 0, False, ev
        inner, outer = self.board.across(player, at)
        if b[inner] == 0:
            ev.append("nothing-across=%s" % self.name[inner])
            return b, 0, False, ev
        ev.append("capture %s:%d+%s:%d" % (
            self.name[inner], b[inner], self.name[outer], b[outer]))
        if b[outer] == 0:
            ev.append("outer-empty")
        taken = b[inner] + b[outer]
        b[inner] = b[outer] = 0
        return b, taken, True, ev

    def seeds(self, holes, player):
        return sum(holes[h] for h in self.own[player])

    def ways_for(self, turns, chosen):
        """The ways a player's move may go, and whether it is written:
        [(way, suffix)]."""
        if turns == 0:
            return [(AGAINST, "")]          # the first turn: clockwise
        if chosen is None:
            return [(ALONG, "+"), (AGAINST, "-")]
        return [(chosen, "")]

    def sowings(self, holes, player, turns, chosen):
        """Every legal sowing: {name: (way, board, taken, owed, events)}."""
        out = {}
        for h in self.own[player]:
            if holes[h] == 0:
                continue
            for way, suffix in self.ways_for(turns, chosen):
                try:
                    res = self.sow(holes, player, h, way)
                except Endless:
                    continue
                out[self.name[h] + suffix] = (way,) + res
        return out

    def stuck(self, holes, player, turns, chosen):
        """The player's holes whose sowing never ends, each way allowed."""
        out = []
        for h in self.own[player]:
            if holes[h] == 0:
                continue
            for way, suffix in self.ways_for(turns, chosen):
                try:
                    self.sow(holes, player, h, way)
                except Endless:
                    out.append(self.name[h] + suffix)
        return out


class ChisoloGame:
    """One game: the board, the counters taken, each player's turns and
    way, the chosen take still owed."""

    def __init__(self, geo):
        self.geo = geo
        self.holes = list(geo.start)
        self.stores = {SOUTH: 0, NORTH: 0}
        self.total = sum(self.holes)
        self.turns = {SOUTH: 0, NORTH: 0}     # turns each has finished
        self.way = {SOUTH: None, NORTH: None}  # the way each has chosen
        self.owed = 0
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {name: self.holes[i] for i, name in enumerate(self.geo.name)},
            "stores": {SOUTH: self.stores[SOUTH], NORTH: self.stores[NORTH]},
            "to_move": self.to_move,
        }

    def moves_of(self, player):
        return self.geo.sowings(self.holes, player, self.turns[player], self.way[player])

    def legal(self):
        if self.to_move is None:
            return []
        if self.owed:
            you = other(self.to_move)
            return [self.geo.name[h] + "x" for h in self.geo.own[you]
                    if self.holes[h] > 0]
        return list(self.moves_of(self.to_move))

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        geo = self.geo
        me, you = self.to_move, other(self.to_move)
        if self.owed:
            h = geo.index[move[:-1]]
            ev = ["take %s:%d" % (move[:-1], self.holes[h])]
            self.stores[me] += self.holes[h]
            self.holes[h] = 0
            self.owed -= 1
        else:
            way, after, taken, owed, ev = self.moves_of(me)[move]
            ev = list(ev)
            if self.turns[me] == 0:
                ev.insert(0, "first-turn")
            elif self.way[me] is None:
                self.way[me] = way
                ev.insert(0, "choose=%s" % ("+" if way == ALONG else "-"))
            self.holes = after
            self.stores[me] += taken
            self.owed = 1 if owed else 0
        if geo.seeds(self.holes, you) == 0:
            self.owed = 0
            self.turns[me] += 1
            self.to_move = None
            s = geo.seeds(self.holes, me) + self.stores[me]
            ev.append("over:%s-has-none %s wins %d-%d" % (you, me, s, self.stores[you]))
        elif self.owed:
            self.to_move = me
            ev.append("takes-left=%d" % self.owed)
        else:
            self.turns[me] += 1
            if self.moves_of(you):
                self.to_move = you
            elif self.moves_of(me):
                ev.append("pass=" + you)
                self.to_move = me
            else:
                self.to_move = None
                ev.append("over:neither-can-move")
            if self.to_move is not None:
                p = self.to_move
                st = geo.stuck(self.holes, p, self.turns[p], self.way[p])
                if st:
                    ev.append("endless=" + ",".join(st))
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        self.ply += 1
        self.log.append(self.snapshot(move, me))
        self.events.append(ev)


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
    keys = ["capture", "outer-empty", "take", "nothing-across", "ends-outer",
            "pass", "endless"]
    firsts = [e for ev in g.events for e in ev if e.startswith("choose")]
    caps_first = sum(1 for ev in g.events if "first-turn" in ev
                     and any(e.startswith("capture") for e in ev))
    last = g.events[-1][-1] if g.events[-1] else ""
    return "cap S=%d N=%d first-turn-cap=%d ways=%s maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], caps_first,
        "".join(e[-1] for e in firsts), longest,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        last if last.startswith("over") else "")


def compare_size(new_game, columns, lo, hi, sow_bin, max_plies):
    """`compare` on a size other than the default: `sow play --size N`."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "chisolo.sow.toml")
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
        assert columns in SIZES, "the text gives 7 to 10 holes a row"
    geo = Chisolo(columns)

    def new_game():
        return ChisoloGame(geo)

    max_plies = 2000
    name = "chisolo" if columns == DEFAULT_COLUMNS else "chisolo-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(new_game, columns, int(argv[1]), int(argv[2]), sow_bin, max_plies)
        return
    drive(new_game, name, argv, max_plies=max_plies, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
