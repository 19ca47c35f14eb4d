#!/usr/bin/env python3
"""Reference Owela as played in Benguela (southwest Africa, after Silva
1995), on 4 x 12 (and, with --columns N, on any other documented size, 13
to 20 holes a row), written from the rules text of Ludii's "Owela
(Benguela)" (its `rules` metadata) and the interpretations below, not from
sow nor from the example's TOML.

The rules, in short: four rows of 12 to 20 holes; each player has three
times a row's holes less two counters (less one when the row is odd),
laid two a hole from the leftmost hole of their outer row anticlockwise;
a move sows any of the player's holes anticlockwise; a last counter in an
occupied hole lifts it and sows on, unless it captures: a last counter in
an occupied hole of the mover's inner row, with counters in the
opponent's inner hole opposite, takes those, and those of the opponent's
outer hole opposite if any, and the counters taken are sown from the hole
after the capturing one; a last counter in an empty hole ends the turn;
single counters are not sown; play ends when a player cannot move.

Conventions and interpretations:
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer)
  and 3 (inner).  Columns a.. from South's left, so North's left is the
  last column.  South moves first; players alternate.
- Counters a side: 3n - 2 on n holes a row when n is even, 3n - 1 when odd
  (34 on 12, 38 on 13, ..., 58 on 20), two a hole from the player's own
  leftmost outer hole anticlockwise: the whole outer row, then the inner
  row from its far end back, as many holes as the counters last (5 on 12
  and 6 on 13: South's h2..l2 and h2..m2; North's the holes of row 3
  across the board turned half round: a3..e3 and a3..f3).
- No stores: counters taken go back on the board at once, so the trace's
  `stores` stay 0.
- Tracks, each player's own two rows only, looping: South a1..last1 then
  last2..a2; North a3..last3 then last4..a4.  No hole is passed over: a
  lap that comes round drops a counter into the hole it was lifted from.
- A move lifts every counter of one of the mover's holes (either row)
  holding two or more and sows them one a hole from the next hole on.
  Where a lap's last counter falls:
  1. into an empty hole: the turn ends (anywhere, whatever lies across);
  2. into a hole of the mover's inner row that held counters, with
     counters in the opponent's inner hole of that column: those are taken,
     and those of the opponent's outer hole of the column too if it holds
     any; the capturing hole keeps its counters; the counters taken are
     sown as a lap of their own, the first into the hole after the
     capturing one along the mover's track, and that lap's last counter is
     judged by these same rules (it may capture again, or relay);
  3. else (a hole that held counters, no capture): all its counters are
     lifted and sown on from the next hole.
- Interpretation: a move whose sowing would never end (the same board
  comes back with the last counter in the same hole about to be lifted)
  is not a legal move; nor is one that has not ended after 64 million
  laps (sow's cap, MAX_LAPS: such relays occur, their states recurring,
  if ever, only after more laps than that, and are taken to sow forever).
- End: after every ply, if either player has no legal move the game is
  over (`to_move` null).  Interpretation: more counters on one's own side
  wins, equal draws: the player who cannot move, holding at most one
  counter a hole, always has fewer, unless their holes of two or more all
  sow forever.  The result is in the last ply's events (`trace`), not in
  the trace's lines.

Usage: python3 ref_owela-benguela.py [--columns N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, random_game
from ref_four_rows import ROWS_OF, Board, Endless

DEFAULT_COLUMNS = 12
# A sowing that has not ended after this many laps counts as one that never
# ends (sow's own cap, MAX_LAPS: 64 million laps).
MAX_LAPS = 64_000_000
SIZES = range(12, 21)


class Owela:
    """The board of one size and the rules on it."""

    def __init__(self, columns):
        self.columns = n = columns
        self.board = b = Board(n)
        self.next = b.successors()
        self.own = b.own_holes()
        per_side = 3 * n - 2 if n % 2 == 0 else 3 * n - 1
        self.per_side = per_side
        start = [0] * len(b)
        for p in (SOUTH, NORTH):
            outer, inner = ROWS_OF[p]
            # The player's own left-to-right column order: South's left is
            # column a, North's (facing South) the last column.
            cols = list(range(n)) if p == SOUTH else list(reversed(range(n)))
            # Anticlockwise from the leftmost outer hole: along the outer
            # row to its right end, then along the inner row from its
            # right end (the same column) leftwards.
            order = [b.hole(outer, c) for c in cols] + [b.hole(inner, c) for c in reversed(cols)]
            left = per_side
            for h in order:
                if left == 0:
                    break
                start[h] = 2
                left -= 2
            assert left == 0
        self.start = start
        self.rules = Rules(b, start, self.legal, self.play)
        self.circuit = {p: b.circuit(p) for p in (SOUTH, NORTH)}
        self.across_at = {p: [b.across(p, h) for h in self.circuit[p]] for p in (SOUTH, NORTH)}
        self.cache = {}

    def name(self, h):
        return self.board.order[h]

    def across(self, player, hole):
        return self.board.across(player, hole)

    # ------------------------------------------------------------ a move
    def move(self, holes, player, start, record=True):
        """The whole move from `start` on a copy of the board: returns the
        board and its events (when `record`); raises Endless when the
        sowing never ends (a state of the sowing comes back: Brent's cycle
        finding, on the mover's holes and the hole the last counter fell
        into) or has not ended after MAX_LAPS laps."""
        holes = list(holes)
        circuit = self.circuit[player]
        ring = len(circuit)
        c = [holes[h] for h in circuit]  # the mover's holes, track order
        # For each track position in the mover's inner row: the
        # opponent's inner and outer holes of its column.
        across = self.across_at[player]
        events = []
        relays = laps = 0
        sown_back = False  # is the lap being sown one of counters taken?
        pos = circuit.index(start)
        seeds, c[pos] = c[pos], 0
        lap_origin = pos
        saved, saved_pos, power, lam = None, -1, 1, 1
        while True:
            laps += 1
            if laps > MAX_LAPS:
                raise Endless()
            # One lap of `seeds` from the hole after `pos`.
            q, r = divmod(seeds, ring)
            if q:
                for j in range(ring):
                    c[j] += q
                if record:
                    events.append(("wrap-capturing-hole %s" if sown_back else "wrap %s")
                                  % self.name(circuit[lap_origin]))
            e = pos + r
            if e < ring:
                for j in range(pos + 1, e + 1):
                    c[j] += 1
            else:
                for j in range(pos + 1, ring):
                    c[j] += 1
                for j in range(0, e - ring + 1):
                    c[j] += 1
            pos = e % ring
            if c[pos] == 1:  # empty before the last counter: turn over
                if record:
                    if sown_back:
                        events.append("sown-back-ends")
                    if across[pos] is not None:
                        events.append("empty-inner-ends")
                break
            pair = across[pos]
            if pair is not None and holes[pair[0]] > 0:
                inner, outer = pair
                taken = holes[inner] + holes[outer]
                if record:
                    if sown_back:
                        events.append("sown-back-captures")
                    events.append("capture %s:%d+%s:%d=%d at %s(%d)" % (
                        self.name(inner), holes[inner], self.name(outer), holes[outer],
                        taken, self.name(circuit[pos]), c[pos]))
                    events.append("both-holes" if holes[outer] else "outer-empty")
                holes[inner] = holes[outer] = 0
                # Sown as a lap lifted from the capturing hole, which keeps
                # its own counters.
                seeds, lap_origin, sown_back = taken, pos, True
                # The mover's counters grow: no earlier state comes back.
                saved, saved_pos, power, lam = None, -1, 1, 1
                continue
            # A relay: the state (the mover's holes, the hole to lift)
            # decides the rest of the sowing, so a state seen before is a
            # sowing that never ends.
            if pos == saved_pos and c == saved:
                raise Endless()
            if power == lam:
                saved, saved_pos, power, lam = list(c), pos, power * 2, 0
            lam += 1
            if record:
                if pair is not None and holes[pair[1]] > 0:
                    events.append("inner-empty-outer-full %s" % self.name(circuit[pos]))
                if sown_back:
                    events.append("sown-back-relays")
            relays += 1
            seeds, c[pos] = c[pos], 0
            lap_origin, sown_back = pos, False
        for j, h in enumerate(circuit):
            holes[h] = c[j]
        if relays and record:
            events.insert(0, "relays=%d" % relays)
        if record:
            events.append("last=%s" % self.name(circuit[pos]))
            if laps > 4096:
                events.append("long-sowing=%d" % laps)
        return holes, events

    def ends(self, holes, player, h):
        key = (tuple(holes), player, h)
        if key not in self.cache:
            try:
                self.move(holes, player, h, record=False)
                self.cache[key] = True
            except Endless:
                self.cache[key] = False
        return self.cache[key]

    def legal(self, holes, player):
        return [self.name(h) for h in self.own[player]
                if holes[h] >= 2 and self.ends(holes, player, h)]

    def seeds_of(self, holes, player):
        return sum(holes[h] for h in self.own[player])

    def play(self, g, move):
        self.cache.clear()  # the verdicts on the board before the ply
        player = g.to_move
        g.holes, events = self.move(g.holes, player, self.board.index[move])
        for p in (other(player), player):
            multiples = [self.name(h) for h in self.own[p] if g.holes[h] >= 2]
            endless = [m for m in multiples
                       if not self.ends(g.holes, p, self.board.index[m])]
            if endless:
                events.append("endless-%s=%s" % (p, ",".join(endless)))
        stuck = [p for p in (other(player), player) if not self.legal(g.holes, p)]
        if stuck:
            g.to_move = None
            s, n = self.seeds_of(g.holes, SOUTH), self.seeds_of(g.holes, NORTH)
            result = "draw" if s == n else ("south" if s > n else "north")
            events.append("over:%s-cannot-move S%d N%d winner=%s" % (
                "+".join(stuck), s, n, result))
            if player in stuck:
                events.append("mover-stuck")
            return events
        g.to_move = other(player)
        return events


def summary(g):
    """Captures by each side, the kinds of capture, what the sown-back
    laps did, the longest relay, the positions with moves that never end
    (for either player), plies of more than 4,096 laps, and how the game
    ended."""
    caps = {SOUTH: 0, NORTH: 0}
    counts, most = {}, 0
    over = ""
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
            if word == "over":
                over = e
    keys = ["both-holes", "outer-empty", "sown-back-relays", "sown-back-captures",
            "sown-back-ends", "inner-empty-outer-full", "wrap", "wrap-capturing-hole",
            "mover-stuck", "endless-south", "endless-north", "long-sowing"]
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys), over)


def compare_size(owela, lo, hi, sow_bin, max_plies=1000):
    """`compare` on another size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "owela-benguela.sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(lambda: Game(owela.rules), seed, max_plies)
        moves = " ".join(line["move"] for line in g.log[1:])
        out = subprocess.run([sow_bin, "play", example, "--size", str(owela.columns),
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
    print("%d of %d games differ (4x%d)" % (differ, hi - lo, owela.columns))
    sys.exit(1 if differ else 0)


def main(argv):
    columns = DEFAULT_COLUMNS
    if argv[:1] == ["--columns"] and len(argv) > 1:
        columns, argv = int(argv[1]), argv[2:]
        assert columns in SIZES, "the text gives 12 to 20 holes a row"
    owela = Owela(columns)
    name = "owela-benguela" if columns == DEFAULT_COLUMNS else "owela-benguela-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(owela, int(argv[1]), int(argv[2]), sow_bin)
        return
    drive(lambda: Game(owela.rules), name, argv, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
