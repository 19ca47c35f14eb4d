#!/usr/bin/env python3
"""Reference Muvalavala as the Quioco (Angola) play it, on 4 x 6 (and, with
--columns N, on any of the other documented sizes, 7 to 16 holes a row),
written from the rules text of Ludii's "Muvalavala (Quioco)" (after Silva
1995) and the interpretations below, not from sow nor from the example's
TOML.

- Board: four rows of N holes, N from 6 to 16 ("4x6-16 board"; every size
  in that range, 6 by default).  South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  Columns a.. from South's left, so
  North's left is the last column.  No stores: captured counters go back
  on the board, so the trace's `stores` stay 0.
- Start: each player has 4 x N - 2 counters (22 on 4 x 6).  The text
  first lays them two a hole along the outer row, the far-left hole taking
  the rest: 4N - 2 - 2(N - 1) = 2N (12 on 4 x 6).  It then spreads them
  one a hole over the player's two rows, except the two holes of their far
  left column: the inner one is empty and the outer one keeps the 2N it
  had.  So one in every other hole: 2N - 2 + 2N = 4N - 2.  South's far
  left is column a (a1 2N, a2 0); North's, seen from North's side, is the
  last column (on 4 x 6, f4 12 and f3 0).
- Each player sows anticlockwise round their own two rows only, looping:
  South a1..(last)1 then (last)2..a2, North a3..(last)3 then (last)4..a4
  (on 4 x 6, a1..f1 f2..a2 and a3..f3 f4..a4).
- A move lifts every counter of one of the mover's holes holding two or
  more (a single counter cannot be sown) and sows them one a hole from the
  next hole on.  Where a lap's last counter falls:
  1. into a hole that held counters, in the mover's inner row, with
     counters in the opponent's inner hole of that column: those are
     captured, and the counters of the opponent's outer hole of the column
     too if it holds any.  The capturing hole keeps its counters; the
     captured ones are sown as a new lap from the hole after the capturing
     hole on the mover's track, and that lap's last counter is judged by
     these same rules;
  2. else into a hole that held counters: all of them are lifted and sown
     on from the next hole (a relay);
  3. else (an empty hole): the turn ends.
- A move whose sowing would never end (the same board comes back with the
  same hole about to be judged) is not a legal move.
- The player to move who has no legal move loses; the game ends there.

Usage: python3 ref_muvalavala-quioco.py [--columns N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
(with --columns N, `write` writes muvalavala-quioco-N.expected.jsonl from
muvalavala-quioco-N.moves, and `compare` replays with `sow play --size N`)
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Rules, Game, drive, other, capture_tally, random_game
from ref_four_rows import ROWS, Board, Endless, ends

DEFAULT_COLUMNS = 6
SIZES = range(6, 17)


class Geometry:
    """The board of one size and what the rules read from it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = Board(columns)
        self.next = self.board.successors()
        self.own = self.board.own_holes()
        self.across = self.board.across


def move_from(geo, holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board and the events; raises Endless."""
    BOARD, across = geo.board, geo.across
    holes = list(holes)
    nxt = geo.next[player]
    seen = set()
    events = []
    relays = captures = 0
    after_capture = False  # is the lap being sown a captured lap?
    pos = start
    seeds, holes[pos] = holes[pos], 0
    while True:
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:  # the hole was empty: the turn ends
            if after_capture:
                events.append("captured-lap-ends")
            break
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)
        pair = across(player, pos)
        if pair is not None and holes[pair[0]] > 0:
            inner, outer = pair
            if after_capture:
                events.append("captured-lap-captures")
            captures += 1
            taken = holes[inner] + holes[outer]
            events.append("capture %s:%d+%s:%d=%d at %s" % (
                BOARD.order[inner], holes[inner], BOARD.order[outer],
                holes[outer], taken, BOARD.order[pos]))
            events.append("both-holes" if holes[outer] else "outer-empty")
            holes[inner] = holes[outer] = 0
            seeds = taken  # sown from the hole after `pos`; pos keeps its own
            after_capture = True
            continue
        if after_capture:
            events.append("captured-lap-relays")
        relays += 1
        seeds, holes[pos] = holes[pos], 0
        after_capture = False
    if relays:
        events.insert(0, "relays=%d" % relays)
    events.append("last=%s" % BOARD.order[pos])
    return holes, events


def rules(geo):
    """The rule set on the board `geo`: its start, legal moves and ply."""
    BOARD, OWN, columns = geo.board, geo.own, geo.columns

    def sow(holes, player, start):
        return move_from(geo, holes, player, start)

    def legal(holes, player):
        return [BOARD.order[h] for h in OWN[player]
                if holes[h] > 1 and ends(sow, holes, player, h)]

    def notes(holes, player):
        """Events about the choice of the player to move: their single
        counters (never a move) and their endless holes."""
        out = []
        singles = [BOARD.order[h] for h in OWN[player] if holes[h] == 1]
        if singles:
            out.append("singles-refused=" + ",".join(singles))
        endless = [BOARD.order[h] for h in OWN[player]
                   if holes[h] > 1 and not ends(sow, holes, player, h)]
        if endless:
            out.append("endless=" + ",".join(endless))
        return out

    def play(g, move):
        player = g.to_move
        g.holes, events = sow(g.holes, player, BOARD.index[move])
        opponent = other(player)
        if not legal(g.holes, opponent):
            g.to_move = None
            return events + notes(g.holes, opponent) + ["over:%s-cannot-move" % opponent]
        g.to_move = opponent
        return events + notes(g.holes, opponent)

    def start():
        per_player = 4 * columns - 2
        rest = per_player - 2 * (columns - 1)  # the far-left outer hole: 2N
        holes = [0] * len(BOARD)
        for r in range(ROWS):
            for c in range(columns):
                holes[BOARD.hole(r, c)] = 1
        # South's far left is column a; North's, seen from its side, the
        # last column.
        holes[BOARD.hole(0, 0)], holes[BOARD.hole(1, 0)] = rest, 0
        holes[BOARD.hole(3, columns - 1)], holes[BOARD.hole(2, columns - 1)] = rest, 0
        for outer, inner in ((0, 1), (3, 2)):
            assert sum(holes[BOARD.hole(r, c)] for r in (outer, inner)
                       for c in range(columns)) == per_player
        return holes

    return Rules(BOARD, start(), legal, play)


def summary(g):
    """What `pick` reports of a random game: each side's captures, the two
    kinds of capture, what the captured laps did, the longest relay, the
    positions with refused singles and with endless holes."""
    caps, counts, most = capture_tally(g)
    keys = ["outer-empty", "both-holes", "captured-lap-relays",
            "captured-lap-captures", "singles-refused", "endless"]
    return "cap S=%d N=%d maxrelay=%d %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys))


def compare_size(geo, new_game, lo, hi, sow_bin, max_plies):
    """`compare` on another size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "muvalavala-quioco.sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(new_game, seed, max_plies)
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
        assert columns in SIZES, "the text gives 6 to 16 holes a row"
    geo = Geometry(columns)
    muvalavala = rules(geo)
    new_game = lambda: Game(muvalavala)
    # Random games: at most 400 plies on 4 x 6 (how the golden game was
    # picked), 1000 on the larger boards, whose games last longer.
    max_plies = 400 if columns == DEFAULT_COLUMNS else 1000
    name = "muvalavala-quioco" if columns == DEFAULT_COLUMNS else "muvalavala-quioco-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(geo, new_game, int(argv[1]), int(argv[2]), sow_bin, max_plies)
        return
    drive(new_game, name, argv, max_plies=max_plies, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
