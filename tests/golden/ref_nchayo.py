#!/usr/bin/env python3
"""Reference Nchayo (the Makonde of Mozambique and Tanzania; after Viegas
Guerreiro 1966), on 4 x 5 (or, with --columns 8, on 4 x 8), written from
the rules text of Ludii's "Nchayo" (its `rules` metadata) and the
interpretations below, not from sow.

The rules, in short: four rows of five holes or of eight, one counter in
each hole; anticlockwise sowing with relays from holes that held counters;
a last counter in an empty hole of the mover's inner row takes the
counters of the opponent's inner hole across, and, only when that capture
was possible, those of the outer hole behind it; whoever takes all the
opponent's counters wins.

Interpretations (the same as in examples/nchayo.sow.toml):
- Board: four rows of five (default) or eight.  South owns rows 1 (outer)
  and 2 (inner), North rows 4 (outer) and 3 (inner).  No stores: the
  counters taken leave play and are counted in hand, as the trace's
  `stores`.
- Start: one counter in every hole.
- Each player sows anticlockwise round their own two rows only, looping:
  South a1..e1 then e2..a2, North a3..e3 then e4..a4 (Ludii's tracks).
  Any hole of the mover's holding a counter may be sown, a lone one too.
  A lap sows one counter a hole, the first into the hole after the one
  lifted; no hole is passed over (a lap of ten or more, on 4 x 5, drops one
  into its own hole).
- A lap's last counter in a hole that held counters lifts it (the counter
  just dropped too) and sows on from the next hole; a last counter in an
  empty hole ends the sowing.  A move whose relay would never end (the same
  board comes back at a lift of the same hole) is not a move.
- The last counter in an empty hole of the mover's inner row, with counters
  in the opponent's inner hole of that column: those are taken, and the
  counters of the opponent's outer hole of the column too (if any).  With
  the opponent's inner hole across empty nothing is taken, whatever the
  outer one holds.  The landing counter stays; the turn ends.
- The game ends as soon as a player has no counter on the board: the other
  has taken them all and wins.  A player to move with counters but no move
  (every move endless) also ends the game.  Scores: counters on the
  player's own holes plus counters taken (Ludii's code's score); the larger
  wins, equal totals draw.

Usage: python3 ref_nchayo.py [--columns 8] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
(with --columns 8, `write` writes nchayo-8.expected.jsonl from
nchayo-8.moves, and `compare` replays with `sow play --size 8`)
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, random_game
from ref_four_rows import Board, Endless

SIZES = (5, 8)
DEFAULT_COLUMNS = 5


class Geometry:
    """The board of one size and what the rules read from it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = Board(columns)
        self.next = self.board.successors()
        self.own = self.board.own_holes()


def rules(geo):
    BOARD, NEXT, OWN = geo.board, geo.next, geo.own
    lap_length = 2 * geo.columns

    def move_from(holes, player, start):
        """The whole sowing from `start` on a copy of the board: returns the
        board, the counters taken and the events; raises Endless."""
        holes = list(holes)
        nxt = NEXT[player]
        lifts = set()
        pos, laps, events = start, 0, []
        while True:
            laps += 1
            seeds, holes[pos] = holes[pos], 0
            if seeds >= lap_length:
                events.append("wrap %s:%d" % (BOARD.order[pos], seeds))
            while seeds:
                pos = nxt[pos]
                holes[pos] += 1
                seeds -= 1
            if holes[pos] > 1:          # the hole held counters: lift, sow on
                key = (tuple(holes), pos)
                if key in lifts:
                    raise Endless()
                lifts.add(key)
                continue
            break                       # an empty hole: the sowing ends
        if laps > 1:
            events.append("relays=%d" % laps)
        events.append("last=%s" % BOARD.order[pos])
        taken = 0
        pair = BOARD.across(player, pos)
        if pair is None:
            events.append("ends-outer")
        else:
            inner, outer = pair
            if holes[inner] == 0:
                events.append("inner-empty-across %s (outer %s:%d kept)" % (
                    BOARD.order[inner], BOARD.order[outer], holes[outer]))
            else:
                taken = holes[inner] + holes[outer]
                events.append("capture %s:%d+%s:%d" % (
                    BOARD.order[inner], holes[inner], BOARD.order[outer], holes[outer]))
                if holes[outer] == 0:
                    events.append("outer-empty")
                else:
                    events.append("both-holes")
                holes[inner] = holes[outer] = 0
        return holes, taken, events

    def seeds_of(holes, player):
        return sum(holes[h] for h in OWN[player])

    def legal(holes, player):
        out = []
        for h in OWN[player]:
            if holes[h] == 0:
                continue
            try:
                move_from(holes, player, h)
            except Endless:
                continue
            out.append(BOARD.order[h])
        return out

    def finish(g, events, reason):
        g.to_move = None
        s = seeds_of(g.holes, SOUTH) + g.stores[SOUTH]
        n = seeds_of(g.holes, NORTH) + g.stores[NORTH]
        events.append("over:%s %d-%d %s" % (
            reason, s, n, "draw" if s == n else ("south" if s > n else "north")))
        return events

    def play(g, move):
        player = g.to_move
        opponent = other(player)
        g.holes, taken, events = move_from(g.holes, player, BOARD.index[move])
        g.stores[player] += taken
        if seeds_of(g.holes, opponent) == 0:
            return finish(g, events, "%s-has-no-counters" % opponent)
        if not legal(g.holes, opponent):
            return finish(g, events, "%s-cannot-move" % opponent)
        g.to_move = opponent
        endless = [BOARD.order[h] for h in OWN[opponent]
                   if g.holes[h] > 0 and BOARD.order[h] not in legal(g.holes, opponent)]
        if endless:
            events.append("endless=" + ",".join(endless))
        return events

    start = [1] * len(BOARD)
    return Rules(BOARD, start, legal, play)


def summary(g):
    """What `pick` reports of a random game: each side's captures and the
    counts of the events special to Nchayo."""
    caps = {SOUTH: 0, NORTH: 0}
    counts = {}
    most = 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
    keys = ["both-holes", "outer-empty", "inner-empty-across", "ends-outer",
            "wrap", "endless"]
    end = [e for e in g.events[-1] if e.startswith("over")]
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        end[0] if end else "")


def compare_size(geo, new_game, lo, hi, sow_bin, max_plies):
    """`compare` on another size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "nchayo.sow.toml")
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
        assert columns in SIZES, "the text gives 4x5 or 4x8"
    geo = Geometry(columns)
    nchayo = rules(geo)
    new_game = lambda: Game(nchayo)
    max_plies = 1000
    name = "nchayo" if columns == DEFAULT_COLUMNS else "nchayo-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(geo, new_game, int(argv[1]), int(argv[2]), sow_bin, max_plies)
        return
    drive(new_game, name, argv, max_plies=max_plies, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
