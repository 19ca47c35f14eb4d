#!/usr/bin/env python3
"""Reference Misoro Tsoro (Additional Capture), its first ruleset, "Misoro
Tsoro (Additional Capture) (Observed)" (Zimbabwe, after Matthews 1964), on
4 x 8 (and, with --columns N, on any of the other documented sizes, 6 to 21
holes a row), written from the rules text of Ludii's "Misoro Tsoro
(Additional Capture)" (its `rules` metadata for that ruleset) and the
interpretations below, not from sow nor from the example's TOML.

The rules, in short: four rows of 6 to 21 holes; each player owns the two
rows on their side, two counters in each hole of their outer row; two holes
of each outer row are selected as that player's misoro (the left two, most
often).  Before the game the players agree on one, two or three extra
holes.  Sowing goes anticlockwise round the mover's own two rows only; a
last counter in an occupied hole lifts it and sows on, but when that hole
is one of the misoro the mover may end the turn there instead.  A last
counter in an empty hole of the mover's inner row takes the counters of the
opponent's inner hole across, and then those of the opponent's outer hole
behind it too (only if the inner one held some); the mover then also takes
the counters of the agreed number of the opponent's holes, never from a
misoro.  Single counters are sown only when no hole holds more, and only
into an empty hole.  Whoever takes all the opponent's counters wins.

Conventions and interpretations:
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer) and
  3 (inner).  Columns a.. from South's left, so North's left is the last
  column.  South moves first.
- Start: two in every hole of rows 1 and 4, rows 2 and 3 empty: 2 x
  columns a side (16 on 4 x 8).
- No stores: the counters taken leave play; the trace's `stores` are the
  counters each player has taken (held in hand).
- Interpretation (who selects the misoro): each player selects their own
  two, any two holes of their outer row, one a ply, in turn from South:
  South, North, South, North, written `misoro=HOLE`; then South makes the
  first move.  The trace writes `chooses: "misoro"` on each line whose
  player to move is still to select (null after), and, from the first
  selection on, the holes selected as `special` ({hole: "misoro"}; the
  first line, before any, has no `special`).
- The misoro keep their status all game, emptied or not (the text never
  takes it away); a move may start from one as from any hole.
- Tracks (anticlockwise, each player's own two rows only, looping): South
  a1..last1 then last2..a2; North a3..last3 then last4..a4.
- A lap's last counter in a hole that held counters lifts all of it (the
  one just dropped too) and sows on from the next hole; a last counter in
  an empty hole ends the sowing.
- Misoro stop: when a lap's last counter falls into an occupied misoro of
  the mover's (the only misoro their sowing reaches), the mover chooses,
  in any turn, on any lap: `stop` ends the turn there, or the hole's name
  lifts it and sows on.  Interpretation: that choice is a ply of its own
  (the line before it names the mover again as `to_move`, and the hole as
  `waits_at`, null on every other line).
- Interpretation (endless): a ply whose relays would never end (the same
  board comes back at a lift of the same hole, before any lap ends in an
  empty hole or in an occupied misoro of the mover's) is not legal: a
  move that would is not a move, and at a misoro, sowing on so is not a
  choice (only `stop` is left).
- Capture: the sowing's last counter in an empty hole of the mover's inner
  row, with counters in the opponent's inner hole of that column: those are
  taken, and then the counters of the opponent's outer hole of the column
  (if any, misoro or not: the text keeps the misoro only from the extra
  holes).  The counter that landed stays.  With the inner hole across
  empty nothing is taken, and no extra holes either.  A last counter in an
  empty hole elsewhere takes nothing.
- Interpretation (the number agreed): this reference plays three extra
  holes (Ludii's ruleset's "3 extra captures"); EXTRA below.
- Extra holes: after a capture by the sowing (a sowing on from a misoro
  included), the mover makes up to EXTRA more plies of their own, each
  naming a hole of the opponent's (either of their rows) that holds
  counters and is not one of the opponent's misoro, with an `x` (`d3x`):
  all its counters are taken.  Interpretation: where fewer such holes hold
  counters than choices are left, fewer are chosen: when none does (after
  the capture, or after a choice) the turn passes at once; when the
  opponent has no counter left at all, the game is over.  A choice never
  brings more choices.
- Single counters: a hole of one may start a move only when no hole of the
  mover's holds two or more (any such hole holds the singles back, even
  one whose sowing never ends), and only when the next hole along the
  mover's track is empty.  Sowing on from a misoro is part of a turn, not a
  new move: these rules do not bind it.
- Interpretation: a player who has no legal move passes (the other moves
  again; no ply of its own: the line before names the other player to move
  again); the game ends when neither can move.
- End: as soon as a player has no counter left on the board the game is
  over and the other wins, having taken them all.  Interpretation:
  counters on the board plus counters taken are compared, most wins; this
  always names the player who took everything.  When neither can move, the
  same count decides (equal totals draw).

Usage: python3 ref_misoro-tsoro-additional-chosen.py [--columns N] trace MOVE...
       | write | pick LO HI | compare LO HI [SOW]
"""
import json
import os
import subprocess
import sys

from ref_common import NORTH, SOUTH, drive, other, random_game
from ref_four_rows import ROWS_OF, Board, Endless

NAME = "misoro-tsoro-additional-chosen"
DEFAULT_COLUMNS = 8
SIZES = range(6, 22)
PICKS = 2                    # misoro a player selects
CHOOSERS = [SOUTH, NORTH] * PICKS
EXTRA = 3                    # extra holes a capture brings
TAG = "misoro"
STOP = "stop"


class Geometry:
    """The board of one size and what the rules read from it."""

    def __init__(self, columns):
        self.columns = columns
        self.board = b = Board(columns)
        self.next = b.successors()
        self.own = b.own_holes()
        self.outer = {p: [b.hole(ROWS_OF[p][0], c) for c in range(columns)]
                      for p in (SOUTH, NORTH)}
        start = [0] * len(b)
        for p in (SOUTH, NORTH):
            for h in self.outer[p]:
                start[h] = 2
        self.start = start

    def name(self, h):
        return self.board.order[h]


def sow(geo, holes, player, start, misoro):
    """One ply's sowing from `start` (a move, or sowing on from a misoro)
    on a copy of the board, relaying from every occupied last hole that is
    not one of the mover's misoro.  Returns (board, last hole, laps,
    waits): `waits` when the last lap ended in an occupied misoro (the
    mover chooses), else the last hole was empty.  Raises Endless."""
    holes = list(holes)
    nxt = geo.next[player]
    seen = set()
    pos, laps = start, 0
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:
            return holes, pos, laps, False
        if pos in misoro:
            return holes, pos, laps, True
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)


class Game:
    """One game: the board, the counters taken, the misoro selected so far,
    the hole where the mover's turn waits, if any, and the extra holes the
    mover still has to choose."""

    def __init__(self, geo):
        self.geo = geo
        self.holes = list(geo.start)
        self.stores = {SOUTH: 0, NORTH: 0}
        self.total = sum(self.holes)
        self.misoro = {SOUTH: set(), NORTH: set()}
        self.picks = 0
        self.waiting = None
        self.takes_left = 0
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.line(None, None)]
        del self.log[0]["special"]
        self.events = [[]]

    # ------------------------------------------------------------ moves
    def seeds_of(self, player):
        return sum(self.holes[h] for h in self.geo.own[player])

    def ends(self, player, h):
        try:
            sow(self.geo, self.holes, player, h, self.misoro[player])
            return True
        except Endless:
            return False

    def starts(self, player):
        """The holes `player` may start a turn's sowing from."""
        holes, own = self.holes, self.geo.own[player]
        if any(holes[h] > 1 for h in own):
            cands = [h for h in own if holes[h] > 1]
        else:
            nxt = self.geo.next[player]
            cands = [h for h in own if holes[h] == 1 and holes[nxt[h]] == 0]
        return [self.geo.name(h) for h in cands if self.ends(player, h)]

    def takeable(self, player):
        """The holes `player` may choose as an extra hole: the opponent's,
        holding counters, none of the opponent's misoro."""
        opponent = other(player)
        return [h for h in self.geo.own[opponent]
                if self.holes[h] > 0 and h not in self.misoro[opponent]]

    def legal(self):
        p = self.to_move
        if p is None:
            return []
        if self.picks < len(CHOOSERS):
            return ["%s=%s" % (TAG, self.geo.name(h))
                    for h in self.geo.outer[p] if h not in self.misoro[p]]
        if self.takes_left:
            return [self.geo.name(h) + "x" for h in self.takeable(p)]
        if self.waiting is not None:
            return [STOP] + ([self.geo.name(self.waiting)]
                             if self.ends(p, self.waiting) else [])
        return self.starts(p)

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

    def after_take(self, player, events):
        """After a capture or an extra hole: more extra holes to choose, or
        the turn passes (or the game is over)."""
        opponent = other(player)
        if self.takes_left and self.seeds_of(opponent) == 0:
            events.append("cut-short=%d" % self.takes_left)
            self.takes_left = 0
        elif self.takes_left and not self.takeable(player):
            events.append("only-misoro-left cut-short=%d" % self.takes_left)
            self.takes_left = 0
        if self.takes_left:
            self.to_move = player
            return events + ["takes-left=%d" % self.takes_left]
        return self.hand_over(player, events)

    def turn(self, move):
        geo, player = self.geo, self.to_move
        if self.picks < len(CHOOSERS):
            h = geo.board.index[move.split("=", 1)[1]]
            self.misoro[player].add(h)
            self.picks += 1
            self.to_move = CHOOSERS[self.picks] if self.picks < len(CHOOSERS) else SOUTH
            return ["select %s" % geo.name(h)]
        if self.takes_left:
            h = geo.board.index[move[:-1]]
            seeds, self.holes[h] = self.holes[h], 0
            self.stores[player] += seeds
            self.takes_left -= 1
            events = ["extra-take %s:%d" % (move[:-1], seeds)]
            if h in geo.outer[other(player)]:
                events.append("outer-row")
            return self.after_take(player, events)
        if move == STOP:
            h, self.waiting = self.waiting, None
            events = ["stop %s:%d" % (geo.name(h), self.holes[h])]
            if not self.ends(player, h):
                events.append("sow-on-endless")
            return self.hand_over(player, events)
        start = geo.board.index[move]
        events = []
        if self.waiting is not None:
            events.append("sow-on %s:%d" % (move, self.holes[start]))
            self.waiting = None
        else:
            if self.holes[start] == 1:
                events.append("single-start")
            if start in self.misoro[player]:
                events.append("from-misoro:%d" % self.holes[start])
        self.holes, last, laps, waits = sow(geo, self.holes, player, start,
                                            self.misoro[player])
        if laps > 1:
            events.append("relays=%d" % laps)
        events.append("last=%s" % geo.name(last))
        if waits:
            self.waiting = last
            events.append("wait %s:%d" % (geo.name(last), self.holes[last]))
            if not self.ends(player, last):
                events.append("sow-on-would-be-endless")
            return events
        if last in self.misoro[player]:
            events.append("misoro-was-empty")
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
                elif outer in self.misoro[other(player)]:
                    events.append("misoro-behind-taken")
                self.holes[inner] = self.holes[outer] = 0
                self.stores[player] += taken
                self.takes_left = EXTRA
                return self.after_take(player, events)
        return self.hand_over(player, events)

    def line(self, move, player):
        geo = self.geo
        special = {geo.name(h): TAG for p in (SOUTH, NORTH) for h in self.misoro[p]}
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {n: self.holes[geo.board.index[n]] for n in geo.board.display},
            "stores": {SOUTH: self.stores[SOUTH], NORTH: self.stores[NORTH]},
            "to_move": self.to_move,
            "waits_at": geo.name(self.waiting) if self.waiting is not None else None,
            "chooses": TAG if self.picks < len(CHOOSERS) else None,
            "special": dict(sorted(special.items())),
        }

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = self.turn(move)
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        self.ply += 1
        self.log.append(self.line(move, player))
        self.events.append(events + self.notes())

    def notes(self):
        """What the player to move faces: misoro kept from the extra holes,
        singles held back or refused, endless moves, and at the end the
        totals."""
        p = self.to_move
        if p is None:
            tot = {q: self.seeds_of(q) + self.stores[q] for q in (SOUTH, NORTH)}
            return ["totals S%d N%d" % (tot[SOUTH], tot[NORTH])]
        if self.picks < len(CHOOSERS) or self.waiting is not None:
            return []
        geo, holes = self.geo, self.holes
        if self.takes_left:
            kept = [geo.name(h) for h in self.misoro[other(p)] if holes[h]]
            return ["misoro-kept=" + ",".join(sorted(kept))] if kept else []
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
            if holes[h] > 1 and not self.ends(p, h):
                out.append("endless=%s" % geo.name(h))
        return out


def summary(g):
    """Captures, extra holes, waits, stops and sowings on by each side,
    the misoro selected, and the longest relay."""
    tally, counts, most = {}, {}, 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word in ("capture", "extra-take", "wait", "stop", "sow-on"):
                key = word + ("S" if line["player"] == SOUTH else "N")
                tally[key] = tally.get(key, 0) + 1
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
    special = g.log[-1].get("special", {})
    return "%s maxrelay=%d misoro=%s %s" % (
        " ".join("%s=%d" % kv for kv in sorted(tally.items())), most,
        ",".join(special), " ".join(
            "%s=%d" % kv for kv in sorted(counts.items())
            if kv[0] not in ("capture", "extra-take", "wait", "stop", "sow-on",
                             "relays", "last", "select")))


def compare_size(geo, lo, hi, sow_bin, max_plies=1000):
    """`compare` on any size: the random games replayed by `sow play
    --size N`, every key of every position compared."""
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(os.path.dirname(os.path.dirname(here)), "examples",
                           NAME + ".sow.toml")
    differ = 0
    for seed in range(lo, hi):
        g = random_game(lambda: Game(geo), seed, max_plies)
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
    drive(lambda: Game(geo), name, argv, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
