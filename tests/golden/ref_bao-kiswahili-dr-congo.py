#!/usr/bin/env python3
"""Reference Bao Kiswahili (DR Congo), 4 x 8, written from the rules text
of Ludii's "Bao Kiswahili (DR Congo)" (its metadata: Townshend 1977,
pp. 41-43) and the readings below, not from sow nor from the TOML file.

- Board: four rows of eight, 64 counters.  South owns rows 1 (outer) and 2
  (inner), North rows 4 (outer) and 3 (inner); the inner rows face each
  other, a2 across from a3.  At the start every inner hole holds one
  counter; the other 48 are in the hands, 24 each (the trace's `stores`
  are the counters in each player's hand: those still to be placed, and
  in the middle of a turn those taken and not yet sown back).
- Each player sows round their own two rows, either way, and the whole
  turn goes that way until a capture turns it: `+` is South a1..h1 then
  h2..a2 (North a3..h3 then h4..a4), `-` the reverse.
- A capture takes the counters of the opponent's inner hole across from
  the mover's inner hole, and sows them into the mover's inner row from
  one of its two ends, the first counter into the end hole itself, along
  the row (and on round the mover's track if there are more than eight);
  the rest of the turn then goes that way.  A capture in the two holes at
  either end of the row is sown from that nearer end.  For a capture in
  the middle four holes (c to f) the player chooses the end:
  * for the placed counter's own capture, by the way written on the
    placement: `c2*+` sows from the end where the `+` way enters the row
    (South h2, North a3) the `+` way, `c2*-` from the other end the `-`
    way;
  * for a capture made while sowing, as a ply of its own, the same
    player's next: the end hole's name, `=`, and the way the counters go,
    e.g. South `h2=+` (the end where the turn's way enters the row, when
    the turn goes `+`) or `a2=-` (the other end, turning the turn).  The
    end where the turn's current way enters the row is listed first.
- A lap ends where its last counter falls:
  * a placed counter (the placement's first "lap") across from an occupied
    hole of the opponent's captures it, whether or not its own hole held
    counters;
  * otherwise a last counter in an empty hole (before it fell) ends the
    turn;
  * in an occupied hole of the mover's inner row across from an occupied
    hole: a capture, in the first phase always; in the second phase on the
    turn's first lap, or on a later one when the turn has captured;
  * in any other occupied hole: its counters are lifted and sown on.
- First phase (while either hand holds counters): the players take turns,
  South first, each placing one counter into a hole of their inner row,
  written `c2*+` / `c2*-`.  The placement must capture if one can; if none
  can, any inner hole takes it, the hole's contents are lifted and sown the
  way written (this never happens: while the game goes on the opponent's
  inner row holds counters, so some placement captures).
- Second phase: a move is any own hole with counters and a way, `c1+` /
  `c1-`; a move that captures must be played when one can.
- A move (or choice) whose sowing would never end may not be played.
- A player whose inner row is empty once a turn is over loses, whoever
  emptied it (if both were, the mover would win; it cannot happen: a turn
  that takes leaves a counter in its mover's inner row).  A player who
  cannot move loses.

Usage: python3 ref_bao-kiswahili-dr-congo.py trace MOVE... | write |
       pick LO HI | compare LO HI
"""
import sys

from ref_common import NORTH, SOUTH, drive, other
from ref_four_rows import ROWS_OF, Board

NAME = "bao-kiswahili-dr-congo"
COLUMNS = 8
HAND = 24
TOTAL = 64

BOARD = Board(COLUMNS)
ORDER = BOARD.order
INDEX = BOARD.index
FLIP = {"+": "-", "-": "+"}

CIRCUIT = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}
STEP = {}
for _p in (SOUTH, NORTH):
    _c = CIRCUIT[_p]
    STEP[(_p, "+")] = {h: _c[(k + 1) % len(_c)] for k, h in enumerate(_c)}
    STEP[(_p, "-")] = {h: _c[(k - 1) % len(_c)] for k, h in enumerate(_c)}
OWN = {p: sorted(CIRCUIT[p]) for p in (SOUTH, NORTH)}
INNER = {p: [BOARD.hole(ROWS_OF[p][1], c) for c in range(COLUMNS)] for p in (SOUTH, NORTH)}
INNER_SET = {p: set(INNER[p]) for p in (SOUTH, NORTH)}


def across(player, h):
    """The opponent's inner hole facing the player's inner hole h."""
    return BOARD.hole(ROWS_OF[other(player)][1], h % COLUMNS)


def row_in_way(player, way):
    """The player's inner row in the order a sowing the way `way` passes
    it: its first hole is the end where that way enters the row."""
    loop = CIRCUIT[player] if way == "+" else list(reversed(CIRCUIT[player]))
    return [h for h in loop if h in INNER_SET[player]]


def ends_for(player, h, way):
    """The ends the counters taken at inner hole h may be sown from, the
    turn going `way`: a list of (end hole, new way), the end where `way`
    enters the row first.  One end for the two holes at either end of the
    row (the nearer), two for the middle four."""
    run = row_in_way(player, way)
    k = run.index(h)
    if k < 2:
        return [(run[0], way)]
    if k > COLUMNS - 3:
        return [(run[-1], FLIP[way])]
    return [(run[0], way), (run[-1], FLIP[way])]


class Endless(Exception):
    """A sowing that would never end."""


class Turn:
    """What a turn remembers: the mover, the way it goes, whether it is a
    first-phase turn, whether it has captured, and whether the lap being
    judged is its first."""

    def __init__(self, player, way, namua):
        self.player, self.way, self.namua = player, way, namua
        self.captured = False
        self.first_lap = True


def sow_lap(holes, turn, pos, seeds, first_into=None):
    """Sows `seeds` counters the turn's way, the first into `first_into`
    (else into the hole after pos); returns where the last fell."""
    if first_into is not None:
        pos = first_into
        holes[pos] += 1
        seeds -= 1
    while seeds:
        pos = STEP[(turn.player, turn.way)][pos]
        holes[pos] += 1
        seeds -= 1
    return pos


def go_on(holes, turn, pos, events, placed=False):
    """Judges the lap that ended at pos (its last counter in it) and sows
    on, in place, until the turn ends or waits for the mover's choice of
    end.  Returns None, or the waiting capture (hole, counters taken)."""
    player = turn.player
    # Brent's cycle finding over the states at each relay's lift.
    mark, power, steps = None, 1, 0
    laps, refused = 1, 0
    while True:
        inner = pos in INNER_SET[player]
        facing = holes[across(player, pos)] if inner else 0
        occupied = holes[pos] > 1  # before its last counter fell
        if placed:
            # The placed counter: it captures across whatever its hole held.
            placed = False
            if inner and facing > 0:
                events.append("placed-capture %s" % ORDER[across(player, pos)])
                wait = capture(holes, turn, pos, events, chosen_by_way=True)
                assert wait is None
                turn.first_lap = False
                laps += 1
                pos = turn.last
                continue
            # The text's fallback (never met): the hole is lifted and sown.
            events.append("fallback %s" % ORDER[pos])
            turn.first_lap = False
            seeds, holes[pos] = holes[pos], 0
            pos = sow_lap(holes, turn, pos, seeds)
            laps += 1
            continue
        if not occupied:
            break
        if inner and facing > 0:
            if turn.namua or turn.first_lap or turn.captured:
                wait = capture(holes, turn, pos, events, chosen_by_way=False)
                turn.first_lap = False
                laps += 1
                if wait is not None:
                    events.append("laps=%d" % laps)
                    note_refused(events, refused)
                    return wait
                pos = turn.last
                continue
            refused += 1
        key = (tuple(holes), pos, turn.way, turn.captured)
        if key == mark:
            raise Endless()
        steps += 1
        if steps == power:
            mark, power, steps = key, power * 2, 0
        turn.first_lap = False
        seeds, holes[pos] = holes[pos], 0
        pos = sow_lap(holes, turn, pos, seeds)
        laps += 1
    events.append("laps=%d last=%s" % (laps, ORDER[pos]))
    note_refused(events, refused)
    return None


def note_refused(events, refused):
    """The laps of a second-phase turn that ended across from counters but
    took none, its first lap having taken nothing."""
    if refused:
        events.append("no-capture-after-first-lap=%d" % refused)


def capture(holes, turn, h, events, chosen_by_way):
    """Takes the counters across from inner hole h.  Where the end is
    forced, or chosen by the placement's way, sows them (turn.last is
    then where the last fell) and returns None; else returns (h, taken)
    for the mover to choose the end."""
    player = turn.player
    a = across(player, h)
    taken, holes[a] = holes[a], 0
    turn.captured = True
    options = ends_for(player, h, turn.way)
    if chosen_by_way or len(options) == 1:
        # The placement's way names the end where that way enters the row.
        end, way = options[0]
        events.append("capture %s:%d from=%s%s" % (
            ORDER[a], taken, ORDER[end], "" if way == turn.way else " turns"))
        turn.way = way
        turn.last = sow_lap(holes, turn, None, taken, first_into=end)
        return None
    events.append("capture %s:%d choice" % (ORDER[a], taken))
    return (h, taken)


def choice_names(turn, wait):
    """The names of the ends a waiting capture may be sown from."""
    h, _ = wait
    return ["%s=%s" % (ORDER[end], way) for end, way in ends_for(turn.player, h, turn.way)]


def play_choice(holes, turn, wait, name, events):
    """Sows the waiting capture from the end `name` names; returns the next
    wait or None."""
    h, taken = wait
    for end, way in ends_for(turn.player, h, turn.way):
        if "%s=%s" % (ORDER[end], way) == name:
            events.append("sown-from %s%s" % (ORDER[end], "" if way == turn.way else " turns"))
            turn.way = way
            pos = sow_lap(holes, turn, None, taken, first_into=end)
            return go_on(holes, turn, pos, events)
    raise AssertionError(name)


def copy_turn(turn):
    t = Turn(turn.player, turn.way, turn.namua)
    t.captured, t.first_lap = turn.captured, turn.first_lap
    return t


class Game:
    def __init__(self):
        self.holes = [0] * len(BOARD)
        for p in (SOUTH, NORTH):
            for h in INNER[p]:
                self.holes[h] = 1
        self.hand = {SOUTH: HAND, NORTH: HAND}
        self.to_move = SOUTH
        self.turn = None   # a turn waiting for the mover's choice of end
        self.wait = None   # (hole, counters taken) of that capture
        self.ply = 0
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def namua(self):
        return self.hand[SOUTH] > 0 or self.hand[NORTH] > 0

    def snapshot(self, move, player):
        stores = dict(self.hand)
        if self.wait is not None:
            stores[self.turn.player] += self.wait[1]
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {name: self.holes[INDEX[name]] for name in BOARD.display},
            "stores": {SOUTH: stores[SOUTH], NORTH: stores[NORTH]},
            "to_move": self.to_move,
        }

    def outcomes(self):
        """Every legal ply: name -> (holes, turn, wait, events, captures),
        `captures` whether the ply's sowing captured (for the duty)."""
        player = self.to_move
        out = {}
        self.duty = None
        if self.wait is not None:
            for name in choice_names(self.turn, self.wait):
                holes, turn, ev = list(self.holes), copy_turn(self.turn), []
                try:
                    wait = play_choice(holes, turn, self.wait, name, ev)
                except Endless:
                    continue
                out[name] = (holes, turn, wait, ev, True)
            return out
        if self.namua():
            for h in INNER[player]:
                for way in ("+", "-"):
                    holes, turn, ev = list(self.holes), Turn(player, way, True), []
                    holes[h] += 1
                    try:
                        wait = go_on(holes, turn, h, ev, placed=True)
                    except Endless:
                        continue
                    # The duty: the placed counter's own capture.
                    direct = self.holes[across(player, h)] > 0
                    out[ORDER[h] + "*" + way] = (holes, turn, wait, ev, direct)
        else:
            for h in OWN[player]:
                if self.holes[h] == 0:
                    continue
                for way in ("+", "-"):
                    holes, turn, ev = list(self.holes), Turn(player, way, False), []
                    seeds, holes[h] = holes[h], 0
                    pos = sow_lap(holes, turn, h, seeds)
                    try:
                        wait = go_on(holes, turn, pos, ev)
                    except Endless:
                        continue
                    out[ORDER[h] + way] = (holes, turn, wait, ev, turn.captured)
        if any(o[4] for o in out.values()) and not all(o[4] for o in out.values()):
            self.duty = (sum(1 for o in out.values() if o[4]), len(out))
            out = {k: o for k, o in out.items() if o[4]}
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return list(self.outcomes())

    def play(self, move):
        player = self.to_move
        outs = self.outcomes()
        assert move in outs, "illegal %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(outs))
        holes, turn, wait, events, _ = outs[move]
        events = (["must-capture %d/%d" % self.duty] if self.duty else []) + list(events)
        if self.wait is None and self.namua():
            self.hand[player] -= 1
        self.holes = holes
        self.turn, self.wait = (turn, wait) if wait is not None else (None, None)
        taken = self.wait[1] if self.wait else 0
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] + taken == TOTAL
        if self.wait is None:
            self.to_move = other(player)
            empty = [p for p in (SOUTH, NORTH) if all(self.holes[h] == 0 for h in INNER[p])]
            if empty:
                loser = other(player) if other(player) in empty else player
                events.append("over:%s-inner-row-empty%s" % (
                    loser, " both" if len(empty) == 2 else ""))
                self.to_move = None
            elif not self.legal():
                events.append("over:%s-cannot-move" % self.to_move)
                self.to_move = None
        else:
            events.append("choose " + " ".join(choice_names(self.turn, self.wait)))
            if not self.legal():
                events.append("over:%s-no-choice" % player)
                self.to_move = None
        self.ply += 1
        self.log.append(self.snapshot(move, player))
        self.events.append(events)


def summary(g):
    """`pick`'s words for a random game."""
    words = [e.split()[0] for ev in g.events for e in ev]
    turns = sum(1 for ev in g.events for e in ev if e.endswith("turns"))
    placing = sum(1 for line in g.log[1:] if "*" in line["move"])
    last = g.events[-1][-1] if g.events[-1] else ""
    return ("placements=%d duty=%d captures=%d placed=%d choices=%d turned=%d refused=%d "
            "fallback=%d %s") % (
        placing, sum(1 for line, ev in zip(g.log[1:], g.events[1:])
                     if "*" not in line["move"] and any(e.startswith("must-capture") for e in ev)),
        words.count("capture"),
        words.count("placed-capture"),
        words.count("sown-from"), turns,
        sum(int(e.split("=")[1]) for ev in g.events for e in ev
            if e.startswith("no-capture-after-first-lap=")),
        words.count("fallback"), last)


def main(argv):
    drive(Game, NAME, argv, 1000, summary)


if __name__ == "__main__":
    main(sys.argv[1:])
