#!/usr/bin/env python3
"""Reference Tsoro (Baia) (Zimbabwe, after Tracey 1931), on 4 x 13 (and,
with --columns N, on any of the other documented sizes, 14 to 19 holes a
row), written from the rules text of Ludii's "Tsoro (Baia)" (its `rules`
metadata) and the interpretations below, not from sow nor from the
example's TOML.

The rules, in short: four rows of 13 to 19 holes; two counters in every
hole, but the leftmost hole of both of a player's rows (seen from that
player) is empty and the second from the left in their inner row holds
one; anticlockwise sowing round the mover's own two rows; a last counter
in an occupied hole lifts it and sows on; a last counter in an empty hole
of the mover's inner row takes the opponent's inner hole across, and the
outer hole behind it only if the inner one was taken; every capture also
takes extra holes of the opponent's, of the mover's choosing: five with the
first capture (each player's fixed first move, from the third hole from the
left of their inner row), three with the second, two with every later one;
after the first turn, a move must start from a hole that follows an empty
one along the mover's circuit; a lap of a single counter captures nothing;
whoever takes all the opponent's counters wins.

Conventions and interpretations (the same as examples/tsoro-baia.sow.toml):
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer) and
  3 (inner).  Columns a.. from South's left, so North's left is the last
  column.  South moves first.
- Start: two in every hole but South's a1 and a2 and North's last4 and
  last3 (empty), South's b2 and North's (last-1)3 (one each): 47 a side on
  13 columns.
- No stores: the counters taken leave play; the trace's `stores` are the
  counters each player has taken (held in hand).
- Tracks (anticlockwise, each player's own two rows only, looping): South
  a1..last1 then last2..a2; North a3..last3 then last4..a4.  The hole
  "before" a hole is the one before it on its owner's track (South's a1:
  a2; North's a3: a4).
- A lap's last counter in a hole that held counters lifts all of it (the
  one just dropped too) and sows on from the next hole; a last counter in
  an empty hole ends the sowing.  Interpretation: a move whose relays would
  never end (the same board comes back at a lift of the same hole) is not
  a legal move.
- Capture: the sowing's last counter in an empty hole of the mover's inner
  row, by a lap of two counters or more, with counters in the opponent's
  inner hole of that column: those are taken, and then the counters of the
  opponent's outer hole of the column (if any).  The counter that landed
  stays.  With the inner hole across empty nothing is taken, and no extra
  holes either: no capture was made.  Interpretation: "sowing a single
  counter" is a lap of one counter: a move from a hole of one whose
  counter falls into an empty hole captures nothing, but one that falls
  into an occupied hole relays a lap of two or more, which may capture.
- Extra holes: with every capture, once the sowing is over, the mover
  makes further plies of their own, each naming a hole of the opponent's
  (either of their two rows) that holds counters, with an `x` (`d3x`):
  all its counters are taken.  How many: five with the player's first
  capture, three with the second, two with each later one.  Each turn
  captures at most once (a capture ends the sowing), so captures and
  capturing turns are the same count; the extra holes are part of their
  capture and are not counted as captures of their own.  Where the
  opponent runs out of counters first, the game is over.
- The first turn: each player's first move is fixed, from the third hole
  from the left of their inner row as they see it: South's c2, North's
  (last-2)3 (k3 on 13 columns); it need not follow an empty hole (c2
  follows d2, which holds two).  It always captures: c2's two fall into
  b2 and a2 (empty), across a3 and a4; North's two fall into (last-1)3 and
  last3 (empty), across last2 and last1, which South's first move leaves
  untouched.  Interpretation: the text says the first move triggers a
  capture for each player, so South's five extra holes of the first turn
  may be any of North's holes holding counters except North's first-move
  hole, which North's first turn must sow (Ludii's code excludes it too);
  so a player's fixed hole is never empty on their first turn, and their
  first move always captures (South taking North's l3, its hole of one,
  leaves k3's two to fall into l3 and m3, both empty: still a capture).  North's five may likewise be any of
  South's but c2 (empty then anyway).  Every later extra hole may be any
  of the opponent's holes holding counters (Ludii's code excludes the
  first-move hole all game; the text does not, and we follow the text).
- Later turns: a move starts from a hole of the mover's holding counters
  (one or more) whose previous hole along the mover's track is empty.
- Interpretation: a player who has no legal move passes (the other moves
  again; no ply of its own: the line before names the other player to
  move again); the game ends when neither can move.
- End: as soon as a player has no counter left on the board (after a
  sowing or a chosen hole) the game is over and the other wins, having
  taken them all.  Interpretation: counters on the board plus counters
  taken are compared, most wins; this always names the player who took
  everything (South's board counters plus North's takings are 47 on 13
  columns, and the other way round).  When neither can move, the larger
  total wins, equal totals draw.

Usage: python3 ref_tsoro-baia.py [--columns N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, random_game, snapshot
from ref_four_rows import ROWS_OF, Board, Endless

DEFAULT_COLUMNS = 13
SIZES = range(13, 20)


class Geometry:
    """The board of one size and what the rules read from it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = b = Board(columns)
        self.next = b.successors()
        self.own = b.own_holes()
        # The hole before each hole along its owner's track.
        self.before = {p: {h: k for k, h in self.next[p].items()} for p in (SOUTH, NORTH)}
        # Each player's first-move hole: the third from their left in their
        # inner row (South's left is column a, North's the last column).
        self.opening = {SOUTH: b.hole(ROWS_OF[SOUTH][1], 2),
                        NORTH: b.hole(ROWS_OF[NORTH][1], columns - 3)}
        start = [2] * len(b)
        for r, c, n in ((0, 0, 0), (1, 0, 0), (1, 1, 1),
                        (3, columns - 1, 0), (2, columns - 1, 0), (2, columns - 2, 1)):
            start[b.hole(r, c)] = n
        self.start = start

    def name(self, h):
        return self.board.order[h]


def sow(geo, holes, player, start):
    """The whole sowing from `start` on a copy of the board, relaying from
    every occupied last hole: returns the board, the last hole (empty
    before its counter fell), the seeds of the last lap and the number of
    laps; raises Endless."""
    holes = list(holes)
    nxt = geo.next[player]
    lifts = set()
    pos, laps = start, 0
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        lap = seeds
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] > 1:
            key = (tuple(holes), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)
            continue
        return holes, pos, lap, laps


class TsoroBaia(Game):
    """A game that remembers each player's captures, whether they have
    played their first turn, and the extra holes left to choose."""

    def __init__(self, geo):
        self.geo = geo
        self.takes_left = 0
        self.excluded = set()
        self.captures = {SOUTH: 0, NORTH: 0}
        self.opened = {SOUTH: False, NORTH: False}
        rules = Rules(geo.board, geo.start, None, None)
        super().__init__(rules)

    # ------------------------------------------------------------ moves
    def seeds_of(self, player):
        return sum(self.holes[h] for h in self.geo.own[player])

    def sowing_moves(self, player):
        geo, holes = self.geo, self.holes
        if not self.opened[player]:
            h = geo.opening[player]
            assert holes[h] > 0, "the fixed first hole is never empty"
            candidates = [h]
        else:
            candidates = [h for h in geo.own[player]
                          if holes[h] > 0 and holes[geo.before[player][h]] == 0]
        moves = []
        for h in candidates:
            try:
                sow(geo, holes, player, h)
            except Endless:
                continue
            moves.append(geo.name(h))
        return moves

    def choices(self, player):
        geo = self.geo
        return [geo.name(h) + "x" for h in geo.own[other(player)]
                if self.holes[h] > 0 and h not in self.excluded]

    def legal(self):
        if self.to_move is None:
            return []
        if self.takes_left:
            return self.choices(self.to_move)
        return self.sowing_moves(self.to_move)

    # ------------------------------------------------------------ plies
    def hand_over(self, player, events):
        opponent = other(player)
        if self.sowing_moves(opponent):
            self.to_move = opponent
        elif self.sowing_moves(player):
            events.append("pass=" + opponent)
            self.to_move = player
        else:
            self.to_move = None
            events.append("over:neither-can-move")
        return events

    def turn(self, move):
        """One ply: a sowing or a chosen hole; returns its events."""
        geo = self.geo
        player = self.to_move
        opponent = other(player)
        if self.takes_left:
            h = geo.board.index[move[:-1]]
            seeds, self.holes[h] = self.holes[h], 0
            self.stores[player] += seeds
            self.takes_left -= 1
            events = ["extra-take %s:%d" % (move[:-1], seeds)]
            if h == geo.opening[opponent]:
                events.append("took-opening-hole")
            if h in geo.own[opponent] and geo.board.row_col(h)[0] == ROWS_OF[opponent][0]:
                events.append("outer-row")
            if self.seeds_of(opponent) == 0:
                left, self.takes_left = self.takes_left, 0
                self.to_move = None
                return events + ["over:%s-has-no-seeds" % opponent] + (
                    ["cut-short=%d" % left] if left else [])
            if self.takes_left:
                return events + ["takes-left=%d" % self.takes_left]
            return self.hand_over(player, events)
        start = geo.board.index[move]
        first = not self.opened[player]
        self.opened[player] = True
        single_start = self.holes[start] == 1
        self.holes, last, lap, laps = sow(geo, self.holes, player, start)
        events = (["opening"] if first else []) + (["relays=%d" % laps] if laps > 1 else [])
        if single_start:
            events.append("single-start")
        events.append("last=%s" % geo.name(last))
        pair = geo.board.across(player, last)
        captured = False
        if pair is not None:
            inner, outer = pair
            if lap < 2:
                events.append("single-seed-lap%s across=%d" % (
                    "-no-capture" if self.holes[inner] else "", self.holes[inner]))
            elif self.holes[inner] == 0:
                events.append("inner-empty-across %s" % geo.name(inner))
            else:
                captured = True
                taken = self.holes[inner] + self.holes[outer]
                events.append("capture %s:%d+%s:%d" % (
                    geo.name(inner), self.holes[inner], geo.name(outer), self.holes[outer]))
                if self.holes[outer] == 0:
                    events.append("outer-empty")
                if single_start:
                    events.append("capture-after-single-start")
                self.holes[inner] = self.holes[outer] = 0
                self.stores[player] += taken
        if self.seeds_of(opponent) == 0:
            self.to_move = None
            return events + ["over:%s-has-no-seeds" % opponent] + (
                ["capture-ends-game"] if captured else [])
        if captured:
            n = self.captures[player]
            self.captures[player] += 1
            self.takes_left = 5 if n == 0 else 3 if n == 1 else 2
            # The first capture is the first turn's: the opponent's own
            # first-move hole is kept for their first turn.
            self.excluded = {geo.opening[opponent]} if n == 0 else set()
            events.append("capture-number=%d takes-left=%d" % (n + 1, self.takes_left))
            return events
        return self.hand_over(player, events)

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
        self.events.append(events + self.notes())

    def notes(self):
        """Holes with counters the player to move may not start from (their
        previous hole holds counters), and endless moves."""
        if self.to_move is None or self.takes_left or not self.opened[self.to_move]:
            return []
        geo, p = self.geo, self.to_move
        held = [geo.name(h) for h in geo.own[p]
                if self.holes[h] > 0 and self.holes[geo.before[p][h]] > 0]
        out = ["not-after-empty=%d" % len(held)] if held else []
        for h in geo.own[p]:
            if self.holes[h] > 0 and self.holes[geo.before[p][h]] == 0:
                try:
                    sow(geo, self.holes, p, h)
                except Endless:
                    out.append("endless=%s" % geo.name(h))
        return out


def summary(g):
    """Captures and extra takes by each side, and the longest relay."""
    caps = {SOUTH: 0, NORTH: 0}
    extra = {SOUTH: 0, NORTH: 0}
    counts, most = {}, 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "extra-take":
                extra[line["player"]] += 1
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
    return "caps S%d N%d extra S%d N%d maxrelay=%d %s" % (
        caps[SOUTH], caps[NORTH], extra[SOUTH], extra[NORTH], most,
        " ".join("%s=%d" % kv for kv in sorted(counts.items())
                 if kv[0] not in ("capture", "extra-take", "relays", "last")))


def compare_size(geo, lo, hi, sow_bin, max_plies=1000):
    """`compare` on another size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "tsoro-baia.sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(lambda: TsoroBaia(geo), seed, max_plies)
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
        assert columns in SIZES, "the text gives 13 to 19 holes a row"
    geo = Geometry(columns)
    name = "tsoro-baia" if columns == DEFAULT_COLUMNS else "tsoro-baia-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(geo, int(argv[1]), int(argv[2]), sow_bin)
        return
    drive(lambda: TsoroBaia(geo), name, argv, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
