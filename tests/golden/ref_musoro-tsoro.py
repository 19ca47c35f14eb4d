#!/usr/bin/env python3
"""Reference Musoro Tsoro (Zimbabwe, after Matthews 1964), on 4 x 8 (and,
with --columns N, on any of the other documented sizes, 6 to 21 holes a
row), written from the rules text of Ludii's "Musoro Tsoro" (its `rules`
metadata) and the interpretations below, not from sow nor from the
example's TOML.

The rules, in short: four rows of 6 to 21 holes; each player's rightmost
hole is their musoro; two counters in each hole of the players' outer
rows, three in each musoro; sowing anticlockwise; a last counter in an
occupied hole lifts it and sowing goes on, but where that hole is a
musoro the player may end the turn instead; a last counter in an empty
hole of the inner row takes the opponent's inner hole across, and the
opponent's outer hole behind it only if the inner one was taken; a hole
of one counter may be sown only when no hole holds more, and only into an
empty hole; whoever takes all the opponent's counters wins.

Conventions and interpretations:
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer)
  and 3 (inner).  Columns a.. from South's left, so North's left is the
  last column.  South moves first.
- The musoro: each player's rightmost hole, in their outer row (the text
  gives the musoro its three counters among the outer-row holes): South's
  is the last hole of row 1 (h1 on 4 x 8), North's, seen from North's
  side, the first of row 4 (a4).
- Start: two counters in every hole of rows 1 and 4 but the musoro, which
  hold three; rows 2 and 3 empty: 2 x columns + 1 a side (17 on 4 x 8).
- No stores: the counters taken leave play; the trace's `stores` are the
  counters each player has taken (held in hand).
- Tracks (anticlockwise, each player's own two rows only, looping): South
  a1..last1 then last2..a2; North a3..last3 then last4..a4.  Each musoro
  is the last hole of its player's outer run (South's h1 comes before h2,
  North's a4 before a3).
- A lap's last counter in a hole that held counters lifts all of it (the
  one just dropped too) and sows on from the next hole; a last counter in
  an empty hole ends the sowing.
- The musoro's choice: a lap's last counter in the mover's own musoro
  (the only one their sowing reaches), which held counters before: the
  sowing pauses and the mover's next ply is a choice, `stop` (the turn
  ends, the counters stay) or the musoro's name (it is lifted and sowing
  goes on as from any occupied hole).  On any lap, the move's first
  included.  A last counter in an empty musoro ends the turn as in any
  empty outer hole (nothing to sow on).  A musoro lap never captures (it
  is an outer hole) and a capture ends the turn, so the choice never
  follows a capture in the same turn.  Each musoro keeps its status all
  game.  The trace writes the hole where a turn waits as `waits_at`
  (null otherwise).
- Interpretation (endless sowing): a sowing that would never end, that is
  never end in an empty hole nor come to the mover's occupied musoro (the
  same board comes back at a lift of the same hole), is not a legal move;
  likewise sowing on from the musoro where that would never end (then
  `stop` is the only choice).
- Capture: the sowing's last counter in an empty hole of the mover's inner
  row, with counters in the opponent's inner hole across: those are taken,
  and then the counters of the opponent's outer hole of the column (if
  any).  The counter that landed stays.  With the inner hole across empty
  nothing is taken.  An empty hole elsewhere takes nothing.
- Single counters: a hole of one counter may start a move only when no
  hole of the mover's holds two or more (such a hole holds them back even
  when its own sowing never ends), and only when the next hole along the
  mover's track is empty.  These rules bind the hole a move starts from,
  not the holes a relay lifts nor the musoro sown on.
- Interpretation: a player who has no legal move passes (the other moves
  again; no ply of its own: the line before names the other player to
  move again); the game ends when neither can move.
- End: as soon as a player has no counter left on the board the game is
  over and the other wins, having taken them all.  Interpretation:
  counters on the board plus counters taken are compared, most wins (this
  always names the player who took everything); when neither can move,
  the same count decides, equal totals draw.

Usage: python3 ref_musoro-tsoro.py [--columns N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, random_game
from ref_four_rows import ROWS_OF, Board, Endless

DEFAULT_COLUMNS = 8
SIZES = range(6, 22)
STOP = "stop"


class Geometry:
    """The board of one size and what the rules read from it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = b = Board(columns)
        self.next = b.successors()
        self.own = b.own_holes()
        # Each player's rightmost hole of their outer row: South's last
        # column of row 1, North's (seen from North) column a of row 4.
        self.musoro = {SOUTH: b.hole(ROWS_OF[SOUTH][0], columns - 1),
                       NORTH: b.hole(ROWS_OF[NORTH][0], 0)}
        start = [0] * len(b)
        for p in (SOUTH, NORTH):
            for c in range(columns):
                start[b.hole(ROWS_OF[p][0], c)] = 2
            start[self.musoro[p]] = 3
        self.start = start

    def name(self, h):
        return self.board.order[h]


def sow(geo, holes, player, start):
    """The sowing from `start` on a copy of the board, relaying from every
    occupied last hole but the mover's musoro: returns the board, the last
    hole, whether the sowing waits at the musoro (else the last hole was
    empty before its counter) and the laps; raises Endless."""
    holes = list(holes)
    nxt = geo.next[player]
    musoro = geo.musoro[player]
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
            return holes, pos, False, laps
        if pos == musoro:
            return holes, pos, True, laps
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


class MusoroTsoro(Game):
    """A game that remembers whether the mover's turn waits at their
    musoro."""

    def __init__(self, geo):
        self.geo = geo
        self.waiting = False
        super().__init__(Rules(geo.board, geo.start, None, None))
        self.log[0]["waits_at"] = None

    # ------------------------------------------------------------ moves
    def seeds_of(self, player):
        return sum(self.holes[h] for h in self.geo.own[player])

    def starts(self, player):
        """The holes `player` may start a move from (a new turn)."""
        geo, holes = self.geo, self.holes
        own = geo.own[player]
        live = [h for h in own if holes[h] > 0 and ends(geo, holes, player, h)]
        if any(holes[h] > 1 for h in own):
            return [geo.name(h) for h in live if holes[h] > 1]
        return [geo.name(h) for h in live if holes[geo.next[player][h]] == 0]

    def legal(self):
        if self.to_move is None:
            return []
        if self.waiting:
            m = self.geo.musoro[self.to_move]
            if ends(self.geo, self.holes, self.to_move, m):
                return [STOP, self.geo.name(m)]
            return [STOP]
        return self.starts(self.to_move)

    # ------------------------------------------------------------ plies
    def hand_over(self, player, events):
        opponent = other(player)
        if self.seeds_of(opponent) == 0:
            self.to_move = None
            return events + ["over:%s-has-no-seeds" % opponent]
        if self.starts(opponent):
            self.to_move = opponent
        elif self.starts(player):
            events.append("pass=" + opponent)
            self.to_move = player
        else:
            self.to_move = None
            events.append("over:neither-can-move")
        return events

    def turn(self, move):
        """One ply: a move, `stop` or sowing on from the musoro; returns its
        events."""
        geo = self.geo
        player = self.to_move
        musoro = geo.musoro[player]
        if move == STOP:
            self.waiting = False
            events = ["stop %s:%d" % (geo.name(musoro), self.holes[musoro])]
            if ends(geo, self.holes, player, musoro):
                events.append("could-sow-on")
            else:
                events.append("sow-on-endless")
            return self.hand_over(player, events)
        start = geo.board.index[move]
        events = []
        if self.waiting:
            events.append("sow-on %s:%d" % (move, self.holes[start]))
            self.waiting = False
        else:
            if self.holes[start] == 1:
                events.append("single-start")
            if start == musoro:
                events.append("from-musoro:%d" % self.holes[start])
        self.holes, last, waits, laps = sow(geo, self.holes, player, start)
        if laps > 1:
            events.append("relays=%d" % laps)
        events.append("last=%s" % geo.name(last))
        if waits:
            self.waiting = True
            events.append("musoro-wait %s:%d" % (geo.name(last), self.holes[last]))
            if not ends(geo, self.holes, player, last):
                events.append("sow-on-would-be-endless")
            return events
        if last == musoro:
            events.append("musoro-was-empty")
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
                if outer == geo.musoro[other(player)]:
                    events.append("takes-musoro")
                self.holes[inner] = self.holes[outer] = 0
                self.stores[player] += taken
        return self.hand_over(player, events)

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = self.turn(move)
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        self.ply += 1
        line = {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {n: self.holes[self.geo.board.index[n]] for n in self.geo.board.display},
            "stores": {SOUTH: self.stores[SOUTH], NORTH: self.stores[NORTH]},
            "to_move": self.to_move,
            "waits_at": self.geo.name(self.geo.musoro[player]) if self.waiting else None,
        }
        self.log.append(line)
        self.events.append(events + self.notes())

    def notes(self):
        """What the player to move faces: singles held back or refused,
        and moves refused as endless."""
        if self.to_move is None or self.waiting:
            return []
        geo, p, holes = self.geo, self.to_move, self.holes
        own = geo.own[p]
        out = []
        singles = [h for h in own if holes[h] == 1]
        multiples = [h for h in own if holes[h] > 1]
        if singles and multiples:
            out.append("singles-held-back=%d" % len(singles))
        elif singles:
            blocked = [geo.name(h) for h in singles if holes[geo.next[p][h]] != 0]
            out.append("singles-only" + (" blocked=" + ",".join(blocked) if blocked else ""))
        for h in own:
            if holes[h] > 0 and not ends(geo, holes, p, h):
                out.append("endless=%s" % geo.name(h))
        return out


def summary(g):
    """Captures, musoro waits, stops and sowings on by each side, and the
    longest relay."""
    tally = {}
    counts, most = {}, 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word in ("capture", "musoro-wait", "stop", "sow-on"):
                key = word + ("S" if line["player"] == SOUTH else "N")
                tally[key] = tally.get(key, 0) + 1
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
    return "%s maxrelay=%d %s" % (
        " ".join("%s=%d" % kv for kv in sorted(tally.items())), most,
        " ".join("%s=%d" % kv for kv in sorted(counts.items())
                 if kv[0] not in ("capture", "musoro-wait", "stop", "sow-on", "relays", "last")))


def compare_size(geo, lo, hi, sow_bin, max_plies=1000):
    """`compare` on another size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           "musoro-tsoro.sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(lambda: MusoroTsoro(geo), seed, max_plies)
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
    name = "musoro-tsoro" if columns == DEFAULT_COLUMNS else "musoro-tsoro-%d" % columns
    if columns != DEFAULT_COLUMNS and len(argv) in (3, 4) and argv[0] == "compare":
        here = os.path.dirname(os.path.abspath(__file__))
        sow_bin = argv[3] if len(argv) == 4 else os.path.join(
            os.path.dirname(os.path.dirname(here)), "target", "debug", "sow")
        compare_size(geo, int(argv[1]), int(argv[2]), sow_bin)
        return
    drive(lambda: MusoroTsoro(geo), name, argv, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
