#!/usr/bin/env python3
"""Reference Chiana wa Bwalo (Nyanja, East Africa, after Sanderson 1913), on
4 x 16 (and, with --columns N, on any of the other sizes Ludii offers, 6 to
28 holes a row in steps of two), written from the rules text of Ludii's
"Chiana wa Bwalo" (its `rules` metadata) and the interpretations below, not
from sow nor from the example's TOML.

The rules, in short: a board of four rows of any length; four counters in
each hole of each player's outer row; a move sows from the player's
rearmost hole, anticlockwise; a last counter in an empty hole of the inner
row takes the counters of the opponent's inner hole opposite; whoever
takes all the opponent's counters wins.

Conventions and interpretations (the same as
examples/chiana-wa-bwalo.sow.toml):
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer) and
  3 (inner).  South moves first.
- Start: four in every hole of rows 1 and 4 ("four counters in each
  player's outer row" read as four a hole, as Ludii's code has it), rows 2
  and 3 empty: 64 a side on 16 columns.
- No stores: the counters taken leave play; the trace's `stores` are the
  counters each player has taken (held in hand).
- Tracks (anticlockwise, each player's own two rows only, looping): South
  a1..last1 then last2..a2; North a3..last3 then last4..a4.  One lap a
  move: no relay.
- "Rearmost hole": a hole holding counters whose previous hole along the
  player's track is empty (the back of a run of counters).  A move must
  start from one (any one, where there are several runs).  When every hole
  of the player's holds counters there is no such hole, and any hole may
  start the move.
- Capture: the lap's last counter falls into a hole of the mover's inner
  row that was empty, and the opponent's inner hole of that column holds
  counters: those are taken (the counter that landed stays; the outer hole
  behind is not touched).  A last counter anywhere else takes nothing.
- End: when the opponent has no counter left on the board after a move,
  the mover has won (the opponent's counters are all taken).
  Interpretation: play can go round for ever, so the game also ends when a
  position (board, counters taken, player to move; the start counts) comes
  again.  Either way counters on the board plus counters taken are
  compared, most wins, equal draws (the trace does not show the winner).

Usage: python3 ref_chiana-wa-bwalo.py [--columns N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW] | greedy LO HI | greedy-moves SEED
("greedy" plays each player's most-taking move, ties at random: how the
golden game was found.)
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, random_game, snapshot
from ref_four_rows import ROWS_OF, Board

DEFAULT_COLUMNS = 16
SIZES = range(6, 29, 2)


class Geometry:
    """The board of one size and what the rules read from it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = b = Board(columns)
        self.next = b.successors()
        self.own = b.own_holes()
        self.before = {p: {h: k for k, h in self.next[p].items()} for p in (SOUTH, NORTH)}
        start = [0] * len(b)
        for p in (SOUTH, NORTH):
            outer = ROWS_OF[p][0]
            for c in range(columns):
                start[b.hole(outer, c)] = 4
        self.start = start

    def name(self, h):
        return self.board.order[h]


class Chiana(Game):
    """A game that remembers the positions seen."""

    def __init__(self, geo):
        self.geo = geo
        super().__init__(Rules(geo.board, geo.start, None, None))
        self.seen = {self.key()}

    def key(self):
        return (tuple(self.holes), self.stores[SOUTH], self.stores[NORTH], self.to_move)

    def seeds_of(self, player):
        return sum(self.holes[h] for h in self.geo.own[player])

    def rears(self, player):
        geo, holes = self.geo, self.holes
        return [h for h in geo.own[player]
                if holes[h] > 0 and holes[geo.before[player][h]] == 0]

    def legal(self):
        if self.to_move is None:
            return []
        p = self.to_move
        starts = self.rears(p)
        if not starts:
            starts = [h for h in self.geo.own[p] if self.holes[h] > 0]
        return [self.geo.name(h) for h in starts]

    def turn(self, move):
        geo = self.geo
        player = self.to_move
        opponent = other(player)
        events = []
        if not self.rears(player):
            events.append("no-rear")
        if len(self.rears(player)) > 1:
            events.append("runs=%d" % len(self.rears(player)))
        pos = geo.board.index[move]
        seeds, self.holes[pos] = self.holes[pos], 0
        if seeds >= 2 * geo.columns:
            events.append("round-the-loop")
        while seeds:
            pos = geo.next[player][pos]
            self.holes[pos] += 1
            seeds -= 1
        events.append("last=%s" % geo.name(pos))
        if self.holes[pos] == 1:
            pair = geo.board.across(player, pos)
            if pair is not None:
                inner = pair[0]
                if self.holes[inner] > 0:
                    events.append("capture %s:%d" % (geo.name(inner), self.holes[inner]))
                    self.stores[player] += self.holes[inner]
                    self.holes[inner] = 0
                else:
                    events.append("inner-empty-across")
            else:
                events.append("outer-empty-no-capture")
        if self.seeds_of(opponent) == 0:
            self.to_move = None
            return events + ["over:%s-has-no-seeds" % opponent]
        self.to_move = opponent
        k = self.key()
        if k in self.seen:
            self.to_move = None
            return events + ["over:repetition"]
        self.seen.add(k)
        return events

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = self.turn(move)
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        self.ply += 1
        self.log.append(snapshot(self.ring, self.ply, move, player, self.holes,
                                 self.stores, self.to_move))
        self.events.append(events)


def summary(g):
    """Captures by each side and the other events counted."""
    caps = {SOUTH: 0, NORTH: 0}
    counts = {}
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            if word == "last":
                continue
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
    end = [e for ev in g.events for e in ev if e.startswith("over:")]
    return "caps S%d N%d taken S%d N%d %s %s" % (
        caps[SOUTH], caps[NORTH], g.stores[SOUTH], g.stores[NORTH],
        " ".join(end), " ".join("%s=%d" % kv for kv in sorted(counts.items())
                                if kv[0] not in ("capture", "over")))


def compare_size(geo, lo, hi, sow_bin, max_plies=1000):
    """`compare` on another size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "chiana-wa-bwalo.sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(lambda: Chiana(geo), seed, max_plies)
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


def greedy_game(geo, seed, max_plies=1000):
    """A game in which each player plays the move taking the most counters
    (ties broken at random, seeded): a short game with captures, for
    choosing the golden game."""
    import copy
    import random
    rng = random.Random(seed)
    g = Chiana(geo)
    while g.to_move is not None and g.ply < max_plies:
        best, moves = -1, []
        for m in g.legal():
            trial = copy.deepcopy(g)
            p = trial.to_move
            trial.play(m)
            gain = trial.stores[p] - g.stores[p]
            if gain > best:
                best, moves = gain, [m]
            elif gain == best:
                moves.append(m)
        g.play(rng.choice(moves))
    return g


def main(argv):
    columns = DEFAULT_COLUMNS
    if argv[:1] == ["--columns"] and len(argv) > 1:
        columns, argv = int(argv[1]), argv[2:]
        assert columns in SIZES, "Ludii offers 6 to 28 holes a row, in steps of two"
    geo = Geometry(columns)
    name = "chiana-wa-bwalo" if columns == DEFAULT_COLUMNS else "chiana-wa-bwalo-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(geo, int(argv[1]), int(argv[2]), sow_bin)
        return
    if len(argv) == 3 and argv[0] == "greedy":
        for seed in range(int(argv[1]), int(argv[2])):
            g = greedy_game(geo, seed)
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
        return
    if len(argv) == 2 and argv[0] == "greedy-moves":
        g = greedy_game(geo, int(argv[1]))
        print(" ".join(line["move"] for line in g.log[1:]))
        return
    drive(lambda: Chiana(geo), name, argv, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
