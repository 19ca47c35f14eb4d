#!/usr/bin/env python3
"""Reference Namudilakunze (the Ba-Ila of Zambia; after Smith and Dale
1920), on 4 x 7 by default and, with --columns N, on 4 x 8, 9 or 10,
written from the rules text of Ludii's "Namudilakunze" (its `rules`
metadata) and the interpretations below, not from sow nor from the
example's TOML.

The rules, in short: four rows of 7 to 10 holes (seven most common); one
counter in every hole but each player's leftmost hole of their outer row;
the first turn is sown clockwise; on the second turn the player sows
either way, and keeps that way for the rest of the game; a last counter in
an occupied hole lifts it and sowing goes on; a last counter in an empty
hole of the mover's inner row captures from the opponent's outer hole of
that column, only when the opponent's inner hole of that column is empty;
whoever captures all the opponent's counters wins.

Interpretations (the same as in examples/namudilakunze.sow.toml):
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer)
  and 3 (inner).  No stores: counters taken leave play and are kept in
  hand; the trace's `stores` counts them.
- Start: "leftmost" is each player's own left: South's a1, North's last
  hole of row 4 (g4 on 4 x 7), as North sees the board from the other
  side.  Every other hole holds one: 2n - 1 counters a side.
- Each player sows round their own two rows only, looping.  Anticlockwise
  (seen from above, South at the bottom): South a1.. along row 1, then
  back along row 2 to a2; North a3.. along row 3, then back along row 4
  to a4.  Clockwise is the same round backwards: South from the end of
  row 1 towards a1, then a2.. along row 2; North from the end of row 3
  towards a3, then a4.. along row 4.
- "On the first turn": each player's own first turn (both have one),
  every lap of it clockwise.  "On the second turn": the first move of each
  player's second turn is written with the way chosen, `+` anticlockwise
  or `-` clockwise (`c1+`, `c1-`); that player sows that way from then
  on, their later moves written without it.  The two players choose each
  for themselves.
- A move lifts every counter of one of the mover's holes that holds any
  (one is enough) and sows one a hole from the next hole on; no hole is
  passed over (a lap of a whole round drops a counter back into its own
  hole).
- A lap's last counter in a hole that held counters before it fell lifts
  that hole (the counter just dropped included) and sows on, the same
  way; in a hole that was empty (a hole emptied earlier in the turn
  included) the sowing ends.  A move whose relays would never end (the
  same board with the same hole to lift comes back) may not be played.
- Capture: the sowing ends in an empty hole of the mover's inner row, the
  opponent's inner hole of that column is empty and their outer hole of
  that column holds counters: those are taken.  Nothing else is ever
  taken (not the opponent's inner hole, not the counter that landed,
  which stays).  The rule holds on every turn, the first (clockwise) one
  too.  The turn ends there.
- A player with no legal move (every move endless) passes: no ply of
  their own; the line of the ply before names the other player to move
  again, and `passed` names the one who passed.  When neither can move the
  game ends, each player's counters on the board and in hand being their
  score (the larger wins).
- The game ends as soon as a player has no counter in their holes: the
  other has taken them all and wins.

Events (`trace`, after each line; `pick` counts their first words):
way=+|- (a choice of way), relays=N, last=HOLE, capture HOLE:N (the outer
hole taken), nothing-behind=HOLE (inner across empty, outer behind empty
too), blocked=HOLE (the inner hole across holds counters), first-turn
(a clockwise first turn), origin-refilled (a lap of a whole round), pass=
PLAYER, endless=HOLES (moves refused as endless), over:WHY.

Usage: python3 ref_namudilakunze.py [--columns N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, column_name, drive, other, random_game

SIZES = (7, 8, 9, 10)
DEFAULT_COLUMNS = 7
# rows, from 0 (row 1): each player's (outer, inner)
ROWS_OF = {SOUTH: (0, 1), NORTH: (3, 2)}


class Stuck(Exception):
    """A sowing whose relays would go on for ever."""


class Geometry:
    """The board of one size: hole names, circuits, the start."""

    def __init__(self, n):
        self.n = n
        self.name = [column_name(c) + str(r + 1) for r in range(4) for c in range(n)]
        self.index = {h: i for i, h in enumerate(self.name)}
        ccw = {
            SOUTH: [self.hole(0, c) for c in range(n)]
            + [self.hole(1, c) for c in reversed(range(n))],
            NORTH: [self.hole(2, c) for c in range(n)]
            + [self.hole(3, c) for c in reversed(range(n))],
        }
        # the hole after each hole, for each player and way
        self.after = {}
        for p in (SOUTH, NORTH):
            for way, circ in (("+", ccw[p]), ("-", ccw[p][::-1])):
                self.after[(p, way)] = {h: circ[(k + 1) % len(circ)]
                                        for k, h in enumerate(circ)}
        self.own = {p: sorted(ccw[p]) for p in (SOUTH, NORTH)}
        start = [1] * (4 * n)
        start[self.hole(0, 0)] = 0          # South's leftmost outer hole, a1
        start[self.hole(3, n - 1)] = 0      # North's leftmost outer hole, as North sees it
        self.start = start

    def hole(self, row, col):
        return row * self.n + col

    def seeds(self, holes, p):
        return sum(holes[h] for h in self.own[p])

    def sow(self, holes, p, hole, way):
        """The whole sowing of `p` from `hole`, on a copy: (board, taken,
        events).  Raises Stuck when it never ends."""
        b = list(holes)
        nxt = self.after[(p, way)]
        seen = set()
        laps = 0
        at = hole
        ev = []
        while True:
            laps += 1
            hand, b[at] = b[at], 0
            if hand >= 2 * self.n:
                ev.append("origin-refilled")
            while hand:
                at = nxt[at]
                b[at] += 1
                hand -= 1
            if b[at] == 1:              # the hole was empty: the sowing ends
                break
            key = (at, tuple(b))
            if key in seen:
                raise Stuck()
            seen.add(key)
        if laps > 1:
            ev.append("relays=%d" % laps)
        ev.append("last=%s" % self.name[at])
        taken = 0
        row, col = divmod(at, self.n)
        if row == ROWS_OF[p][1]:        # the mover's inner row
            outer, inner = ROWS_OF[other(p)]
            i, o = self.hole(inner, col), self.hole(outer, col)
            if b[i] > 0:
                ev.append("blocked=%s" % self.name[i])
            elif b[o] == 0:
                ev.append("nothing-behind=%s" % self.name[o])
            else:
                taken = b[o]
                ev.append("capture %s:%d" % (self.name[o], b[o]))
                b[o] = 0
        return b, taken, ev

    def ends(self, holes, p, hole, way):
        try:
            self.sow(holes, p, hole, way)
            return True
        except Stuck:
            return False


class NamGame:
    """One game, with the position after every ply (the driver's shape)."""

    def __init__(self, geo):
        self.geo = geo
        self.holes = list(geo.start)
        self.stores = {SOUTH: 0, NORTH: 0}
        self.total = sum(self.holes)
        self.turns = {SOUTH: 0, NORTH: 0}
        self.way = {SOUTH: None, NORTH: None}
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    def line(self, move, player, passed):
        g = self.geo
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.holes[g.index[h]] for h in g.name},
            "stores": {SOUTH: self.stores[SOUTH], NORTH: self.stores[NORTH]},
            "to_move": self.to_move,
            "passed": passed,
        }

    def moves_of(self, p):
        """(name, hole, way) of every legal move of `p`."""
        g = self.geo
        out = []
        for h in g.own[p]:
            if self.holes[h] == 0:
                continue
            if self.turns[p] == 0:
                ways = [("", "-")]                  # first turn: clockwise
            elif self.way[p] is None:
                ways = [("+", "+"), ("-", "-")]     # the way is chosen now
            else:
                ways = [("", self.way[p])]
            for suffix, way in ways:
                if g.ends(self.holes, p, h, way):
                    out.append((g.name[h] + suffix, h, way))
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return [m for m, _, _ in self.moves_of(self.to_move)]

    def endless_notes(self, p):
        g = self.geo
        bad = []
        for h in g.own[p]:
            if self.holes[h] == 0:
                continue
            ways = ["-"] if self.turns[p] == 0 else (
                ["+", "-"] if self.way[p] is None else [self.way[p]])
            for w in ways:
                if not g.ends(self.holes, p, h, w):
                    bad.append(g.name[h] + ("" if len(ways) == 1 else w))
        return ["endless=" + ",".join(bad)] if bad else []

    def finish(self, ev, why):
        g = self.geo
        self.to_move = None
        s = g.seeds(self.holes, SOUTH) + self.stores[SOUTH]
        n = g.seeds(self.holes, NORTH) + self.stores[NORTH]
        who = "draw" if s == n else (SOUTH if s > n else NORTH)
        ev.append("over:%s %d-%d %s" % (why, s, n, who))

    def play(self, move):
        legal = {m: (h, w) for m, h, w in self.moves_of(self.to_move)} if self.to_move else {}
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        g = self.geo
        me, you = self.to_move, other(self.to_move)
        hole, way = legal[move]
        ev = []
        if self.turns[me] == 0:
            ev.append("first-turn")
        elif self.way[me] is None:
            self.way[me] = way
            ev.append("way=%s" % way)
        self.holes, taken, sow_ev = g.sow(self.holes, me, hole, way)
        ev += sow_ev
        self.stores[me] += taken
        self.turns[me] += 1
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        passed = None
        if g.seeds(self.holes, you) == 0:
            self.finish(ev, "%s-has-none" % you)
        else:
            self.to_move = you
            if self.legal():
                ev += self.endless_notes(you)
            else:
                self.to_move = me
                if self.legal():
                    passed = you
                    ev.append("pass=" + you)
                else:
                    self.finish(ev, "neither-can-move")
        self.ply += 1
        self.log.append(self.line(move, me, passed))
        self.events.append(ev)


def summary(g):
    """What `pick` prints of a random game."""
    counts = {}
    longest = 0
    caps = {SOUTH: 0, NORTH: 0}
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "relays":
                longest = max(longest, int(e.split("=")[1]))
    first_caps = sum(1 for ev in g.events if "first-turn" in ev
                     and any(e.startswith("capture") for e in ev))
    keys = ["blocked", "nothing-behind", "origin-refilled", "pass", "endless"]
    last = g.events[-1][-1] if g.events[-1] else ""
    return "ways S%s N%s cap S=%d N=%d first-turn-cap=%d maxrelay=%d %s %s" % (
        g.way[SOUTH], g.way[NORTH], caps[SOUTH], caps[NORTH], first_caps, longest,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        last if last.startswith("over") else "")


def compare_size(new_game, columns, lo, hi, sow_bin, max_plies=1000):
    """`compare` on a size other than the default: `sow play --size N`."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "namudilakunze.sow.toml")
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
    geo = Geometry(columns)

    def new_game():
        return NamGame(geo)

    name = "namudilakunze" if columns == DEFAULT_COLUMNS else "namudilakunze-%d" % columns
    if len(argv) == 2 and argv[0] == "write-as":
        name, argv = argv[1], ["write"]
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(new_game, columns, int(argv[1]), int(argv[2]), sow_bin)
        return
    drive(new_game, name, argv, max_plies=1000, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
