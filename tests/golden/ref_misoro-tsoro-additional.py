#!/usr/bin/env python3
"""Reference Misoro Tsoro (Additional Capture), ruleset "Extra Counters"
(Zimbabwe, after Matthews 1964), on 4 x 8 (and, with --columns N, on any
of the other documented sizes, 6 to 21 holes a row), written from the rules
text of Ludii's "Misoro Tsoro (Additional Capture)" (its `rules` metadata,
both rulesets: the first gives the play, the second, "Extra Counters", its
misoro and start) and the interpretations below, not from sow nor from the
example's TOML.

The rules, in short: four rows; each player owns the two rows on their
side, two counters in each hole of their outer row but three in its
rightmost hole; the leftmost and rightmost holes of each outer row are that
player's misoro.  Sowing goes anticlockwise round the mover's own two rows
only; a last counter in an occupied hole lifts it and sows on, but when
that hole is one of the mover's misoro the mover may end the turn there
instead.  A last counter in an empty hole of the mover's inner row takes
the counters of the opponent's inner hole across, and then those of the
opponent's outer hole behind it too (only if the inner one held some);
after such a capture the mover takes the counters of an agreed number (one,
two or three) of the opponent's holes of their choosing, never a misoro.
Single counters are sown only when no hole holds more, and only into an
empty hole.  Whoever takes all the opponent's counters wins.

Conventions and interpretations:
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer) and
  3 (inner).  Columns a.. from South's left, so North's left is the last
  column.  South moves first.
- Start ("Extra Counters"): two in every hole of rows 1 and 4, three in
  each player's rightmost outer hole (South's last1, North's a4, North
  sitting across the board); rows 2 and 3 empty.  17 a side on 4 x 8.
- Misoro ("Extra Counters"): the leftmost and rightmost holes of each
  player's outer row: South's a1 and last1, North's a4 and last4.  They
  keep that status all game (the text never takes it away).  A move may
  start from one as from any hole.
- No stores: the counters taken leave play; the trace's `stores` are the
  counters each player has taken (held in hand).
- Tracks (anticlockwise, each player's own two rows only, looping): South
  a1..last1 then last2..a2; North a3..last3 then last4..a4.
- A lap's last counter in a hole that held counters lifts all of it (the
  one just dropped too) and sows on from the next hole; a last counter in
  an empty hole ends the sowing.
- Misoro stop: when a lap's last counter falls into an occupied misoro of
  the mover's, the mover chooses, in any turn (captured or not, first lap
  or later): `stop` ends the turn there, or the hole's name lifts it and
  sows on.  Interpretation: that choice is a ply of its own (the line
  before it names the mover again as `to_move`).
- Interpretation (endless): a ply whose relays would never end (the same
  board comes back at a lift of the same hole, before any lap ends in an
  empty hole or in an occupied misoro of the mover's) is not legal: a
  move that would is not a move, and at a misoro, sowing on so is not a
  choice (only `stop` is left).  A ply ends at a misoro's choice, so a
  relay that passes through one is never endless by itself.
- Capture: the sowing's last counter in an empty hole of the mover's inner
  row, with counters in the opponent's inner hole of that column: those are
  taken, and then the counters of the opponent's outer hole of the column
  (if any, misoro or not: the text protects the misoro only from the
  additional captures).  The counter that landed stays.  With the inner
  hole across empty nothing is taken, and no extra holes either.  A last
  counter in an empty hole elsewhere takes nothing.
- Interpretation (the number agreed): the text lets the players agree on
  one, two or three extra holes before the game; this reference plays
  three (both of Ludii's rulesets, "3 extra captures"); EXTRA below.
- Extra holes: after a capture, once the sowing is over, the mover makes
  up to EXTRA more plies of their own, each naming a hole of the
  opponent's (either of their rows) that holds counters and is not one of
  the opponent's misoro, with an `x` (`d3x`): all its counters are taken.
  Interpretation: where fewer such holes hold counters than choices are
  left, fewer are chosen: when none does (after the capture, or after a
  choice) the turn passes at once; when the opponent has no counter left
  at all, the game is over.  A choice never brings more choices.
- Interpretation (single counters): a hole of one may be sown only when no
  hole of the mover's holds two or more (any such hole holds the singles
  back, even one whose sowing never ends), and only when the next hole
  along the mover's track is empty.  Sowing on from a misoro is part of a
  turn, not a new move: these restrictions do not apply to it (its hole
  holds two or more anyway).
- Interpretation: a player who has no legal move passes (the other moves
  again; no ply of its own: the line before names the other player to move
  again); the game ends when neither can move.
- End: as soon as a player has no counter left on the board (after a
  sowing or a chosen hole) the game is over and the other wins, having
  taken them all.  Interpretation: counters on the board plus counters
  taken are compared, most wins; this always names the player who took
  everything.  When neither can move, the same count decides (equal
  totals draw).

Usage: python3 ref_misoro-tsoro-additional.py [--columns N] trace MOVE...
       | write | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, random_game, snapshot
from ref_four_rows import ROWS_OF, Board, Endless

NAME = "misoro-tsoro-additional"
DEFAULT_COLUMNS = 8
SIZES = range(6, 22)
EXTRA = 3


class Geometry:
    """The board of one size and what the rules read from it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = b = Board(columns)
        self.next = b.successors()
        self.own = b.own_holes()
        last = columns - 1
        # Each player's misoro: both ends of their outer row.
        self.misoro = {p: {b.hole(ROWS_OF[p][0], 0), b.hole(ROWS_OF[p][0], last)}
                       for p in (SOUTH, NORTH)}
        start = [0] * len(b)
        for p in (SOUTH, NORTH):
            for c in range(columns):
                start[b.hole(ROWS_OF[p][0], c)] = 2
        # The rightmost outer hole of each, as its player sees it: South's
        # last column, North's column a.
        start[b.hole(ROWS_OF[SOUTH][0], last)] = 3
        start[b.hole(ROWS_OF[NORTH][0], 0)] = 3
        self.start = start

    def name(self, h):
        return self.board.order[h]


class Stop:
    """A ply's sowing that ended in an occupied misoro of the mover's,
    where the mover chooses: the board, the hole and the laps so far."""

    def __init__(self, holes, hole, laps):
        self.holes, self.hole, self.laps = holes, hole, laps


def sow(geo, holes, player, start):
    """One ply's sowing from `start` (a move, or sowing on from a misoro)
    on a copy of the board, relaying from every occupied last hole that is
    not a misoro of the mover's.  Returns (board, last hole, laps) for a
    sowing that ends in an empty hole, or a Stop; raises Endless."""
    holes = list(holes)
    nxt = geo.next[player]
    lifts = set()
    pos, laps = start, 0
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:
            return holes, pos, laps
        if pos in geo.misoro[player]:
            return Stop(holes, pos, laps)
        key = (tuple(holes), pos)
        if key in lifts:
            raise Endless()
        lifts.add(key)


def ends(geo, holes, player, start):
    try:
        sow(geo, holes, player, start)
        return True
    except Endless:
        return False


class MisoroTsoro(Game):
    """A game that remembers the hole where the mover chooses to stop or
    sow on, and the extra holes left to choose."""

    def __init__(self, geo):
        self.geo = geo
        self.takes_left = 0
        self.waiting = None
        rules = Rules(geo.board, geo.start, None, None)
        super().__init__(rules)

    # ------------------------------------------------------------ moves
    def seeds_of(self, player):
        return sum(self.holes[h] for h in self.geo.own[player])

    def sowing_moves(self, player):
        geo, holes = self.geo, self.holes
        own = geo.own[player]
        if any(holes[h] > 1 for h in own):
            candidates = [h for h in own if holes[h] > 1]
        else:
            candidates = [h for h in own
                          if holes[h] == 1 and holes[geo.next[player][h]] == 0]
        return [geo.name(h) for h in candidates if ends(geo, holes, player, h)]

    def takeable(self, player):
        """The opponent's holes the player may choose: holding counters, not
        a misoro of the opponent's."""
        opponent = other(player)
        return [h for h in self.geo.own[opponent]
                if self.holes[h] > 0 and h not in self.geo.misoro[opponent]]

    def legal(self):
        if self.to_move is None:
            return []
        if self.takes_left:
            return [self.geo.name(h) + "x" for h in self.takeable(self.to_move)]
        if self.waiting is not None:
            h = self.waiting
            return ["stop"] + ([self.geo.name(h)]
                               if ends(self.geo, self.holes, self.to_move, h) else [])
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

    def after_take(self, player, events):
        """After a capture or a choice: the game over, more choices, or the
        turn passes."""
        opponent = other(player)
        if self.seeds_of(opponent) == 0:
            left, self.takes_left = self.takes_left, 0
            self.to_move = None
            return events + ["over:%s-has-no-seeds" % opponent] + (
                ["cut-short=%d" % left] if left else [])
        if self.takes_left and not self.takeable(player):
            events.append("only-misoro-left cut-short=%d" % self.takes_left)
            self.takes_left = 0
        if self.takes_left:
            self.to_move = player
            return events + ["takes-left=%d" % self.takes_left]
        return self.hand_over(player, events)

    def turn(self, move):
        """One ply: a sowing, a choice at a misoro or a chosen hole; returns
        its events."""
        geo = self.geo
        player = self.to_move
        if self.takes_left:
            h = geo.board.index[move[:-1]]
            seeds, self.holes[h] = self.holes[h], 0
            self.stores[player] += seeds
            self.takes_left -= 1
            events = ["extra-take %s:%d" % (move[:-1], seeds)]
            if geo.board.row_col(h)[0] == ROWS_OF[other(player)][0]:
                events.append("outer-row")
            return self.after_take(player, events)
        if move == "stop":
            events = ["stop-at %s" % geo.name(self.waiting)]
            self.waiting = None
            return self.hand_over(player, events)
        start = geo.board.index[move]
        events = []
        if self.waiting is not None:
            events.append("sow-on %s:%d" % (move, self.holes[start]))
            self.waiting = None
        elif start in geo.misoro[player]:
            events.append("from-misoro")
        if self.holes[start] == 1:
            events.append("single-start")
        result = sow(geo, self.holes, player, start)
        if isinstance(result, Stop):
            self.holes = result.holes
            self.waiting = result.hole
            self.to_move = player
            if result.laps > 1:
                events.append("relays=%d" % result.laps)
            events.append("wait-at %s:%d" % (geo.name(result.hole), self.holes[result.hole]))
            if not ends(geo, self.holes, player, result.hole):
                events.append("sow-on-endless")
            return events
        self.holes, last, laps = result
        if laps > 1:
            events.append("relays=%d" % laps)
        events.append("last=%s" % geo.name(last))
        pair = geo.board.across(player, last)
        if pair is not None:
            inner, outer = pair
            if self.holes[inner] == 0:
                events.append("inner-empty-across %s" % geo.name(inner))
            else:
                taken = self.holes[inner] + self.holes[outer]
                events.append("capture %s:%d+%s:%d" % (
                    geo.name(inner), self.holes[inner], geo.name(outer), self.holes[outer]))
                if self.holes[outer] == 0:
                    events.append("outer-empty")
                elif outer in geo.misoro[other(player)]:
                    events.append("misoro-behind-taken")
                self.holes[inner] = self.holes[outer] = 0
                self.stores[player] += taken
                self.takes_left = EXTRA
                return self.after_take(player, events)
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
        """What the player to move faces: singles held back or refused,
        misoro among the takeable holes' neighbours, endless moves."""
        p = self.to_move
        if p is None or self.takes_left or self.waiting is not None:
            if p is not None and self.takes_left:
                kept = [self.geo.name(h) for h in self.geo.misoro[other(p)] if self.holes[h]]
                if kept:
                    return ["misoro-kept=" + ",".join(sorted(kept))]
            return []
        geo, holes = self.geo, self.holes
        own = geo.own[p]
        out = []
        singles = [h for h in own if holes[h] == 1]
        if singles:
            if any(holes[h] > 1 for h in own):
                out.append("singles-held-back=%d" % len(singles))
            else:
                blocked = [geo.name(h) for h in singles if holes[geo.next[p][h]] != 0]
                out.append("singles-only")
                if blocked:
                    out.append("singles-blocked=" + ",".join(blocked))
        for h in own:
            if holes[h] > 1 and not ends(geo, holes, p, h):
                out.append("endless=%s" % geo.name(h))
        return out


def summary(g):
    """Captures, extra takes, stops and sow-ons by each side, and the
    longest relay."""
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
    """`compare` on any size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           NAME + ".sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(lambda: MisoroTsoro(geo), seed, max_plies)
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
        assert columns in SIZES, "the text gives 6 to 21 holes a row"
    geo = Geometry(columns)
    name = NAME if columns == DEFAULT_COLUMNS else "%s-%d" % (NAME, columns)
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(geo, int(argv[1]), int(argv[2]), sow_bin)
        return
    drive(lambda: MisoroTsoro(geo), name, argv, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
