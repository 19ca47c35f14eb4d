#!/usr/bin/env python3
"""Reference Otep (Soro; the Bari of South Sudan, 4 x 8, after Beaton
1939), written from the rules text of Ludii's "Otep" (its `rules`
metadata) and the interpretations below, not from sow nor from the
example file's mechanics.

- Board: four rows of eight; South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  Two counters in every hole before
  the opening (64 in all).  No stores: captured counters go straight back
  on the board, so the trace's `stores` stay 0.
- Each player sows anticlockwise round their own two rows only, looping:
  South a1..h1 then h2..a2, North a3..h3 then h4..a4.  A lap drops one
  counter a hole from the hole after the one lifted; no hole is passed
  over.
- The opening (no choice in it; the trace's ply 0 is the board it
  leaves): each player sows the two counters of the second hole from the
  right of their outer row (South g1, North b4).  Its last counter falls
  into an occupied hole of the inner row (h2; a3): the opponent's two
  holes across it are taken and their counters sown starting in the
  rightmost hole of the outer row (h1; a4), the first hole the opening
  sowed into.  That lap's last counter again falls across from two
  occupied holes (f2; c3): they are taken and sown again from the same
  hole.  Then the opening is relay sowing without captures (the text
  names none there) until a last counter falls into an empty hole.
  Interpretation: "the opponent's two opposite holes" are those across
  from where the last counter fell (the main phase's capture, which the
  opening then follows step by step); the text names the two captures and
  the reference checks that each is there to make.  Interpretation:
  played simultaneously, the two scripted parts (which touch disjoint
  holes) are made first, then each relay, which sows only its player's
  rows; the result does not depend on the order.
- Main phase, South first (Interpretation: the text names no first
  player; Ludii's code lets South move first).  A move lifts every counter
  of one of the mover's holes holding two or more ("cannot sow from a hole
  containing a single counter").  Where a lap's last counter falls:
  1. into a hole that held counters, in the mover's inner row, when the
     opponent's inner hole of that column and their outer hole behind it
     both hold counters: both are captured (the capturing hole keeps its
     counters) and sown as a new lap from the first hole the capturing
     lap sowed into (Interpretation: "the sowing that caused the capture"
     is that lap: the first, a relay lap, or a lap of counters sown back,
     whose first hole is the same).  The last counter of the counters sown
     back is judged by these same rules (Interpretation, as the opening
     shows; Ludii's code ends the turn once they are sown).
  2. else into a hole that held counters: all of them are lifted and sown
     on from the next hole (a relay).
  3. else (an empty hole): the turn ends.  An empty inner hole captures
     nothing, whatever is across.
- Interpretation: a move whose sowing would never end (the same board
  comes back with the same hole to judge and the same first hole for
  captures) is not a legal move.  Cycles are looked for by Brent's method;
  a sowing still going after LAP_CAP laps is taken to be one.
- The game ends after any ply that leaves either player with no legal
  move (no counter, only single counters, or only endless sowings); that
  player loses (`to_move` null in the trace).  "The player who captures
  all of their opponent's counters wins" is the case of no counter.

Usage: python3 ref_otep.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW]
(`write otep-all-taken` writes otep-all-taken.expected.jsonl from
otep-all-taken.moves; `write` alone, otep's)
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, capture_tally, drive, other
from ref_four_rows import Board, Endless

COLUMNS = 8
BOARD = Board(COLUMNS)
OWN = BOARD.own_holes()
TRACK = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}
N = len(TRACK[SOUTH])  # 16 places round a player's two rows
PLACE = {p: {h: k for k, h in enumerate(TRACK[p])} for p in (SOUTH, NORTH)}
LAP_CAP = 1000000
OPENING_HOLE = {SOUTH: "g1", NORTH: "b4"}


def name(h):
    return BOARD.order[h]


def sow_lap(holes, player, at, seeds):
    """Sow `seeds` counters one a hole after track place `at`; returns the
    place of the last counter."""
    ring = TRACK[player]
    for _ in range(seeds):
        at = (at + 1) % N
        holes[ring[at]] += 1
    return at


def across(player, hole):
    """The opponent's inner and outer holes across a hole of the player's
    inner row, or None."""
    return BOARD.across(player, hole)


def both_occupied(holes, player, hole):
    pair = across(player, hole)
    return pair is not None and holes[pair[0]] > 0 and holes[pair[1]] > 0


# ---------------------------------------------------------------- opening
def opening_script(holes, player, log):
    """The scripted part of a player's opening: returns the place its
    relay goes on from (the hole of the second capture's sown-back lap's
    last counter)."""
    ring = TRACK[player]
    start = PLACE[player][BOARD.index[OPENING_HOLE[player]]]
    seeds, holes[ring[start]] = holes[ring[start]], 0
    assert seeds == 2
    at = sow_lap(holes, player, start, seeds)
    for k in range(2):  # the text's two captures
        pos = ring[at]
        assert holes[pos] > 1 and both_occupied(holes, player, pos), \
            "the opening's capture %d is not there to make" % (k + 1)
        inner, outer = across(player, pos)
        taken = holes[inner] + holes[outer]
        log.append("opening-capture %s:%d+%s:%d at %s" % (
            name(inner), holes[inner], name(outer), holes[outer], name(pos)))
        holes[inner] = holes[outer] = 0
        at = sow_lap(holes, player, start, taken)  # first into the hole after start
    return at


def opening_relay(holes, player, at, log):
    """The opening's relay, without captures, until an empty hole."""
    ring = TRACK[player]
    laps = 0
    seen = set()
    while holes[ring[at]] > 1:
        key = (tuple(holes), at)
        assert key not in seen, "the opening never ends"
        seen.add(key)
        pos = ring[at]
        seeds, holes[pos] = holes[pos], 0
        at = sow_lap(holes, player, at, seeds)
        laps += 1
    log.append("opening-relay %s laps=%d ends %s" % (player, laps, name(ring[at])))


def after_opening():
    holes = [2] * len(BOARD)
    log = []
    at = {p: opening_script(holes, p, log) for p in (SOUTH, NORTH)}
    for p in (SOUTH, NORTH):
        opening_relay(holes, p, at[p], log)
    assert sum(holes) == 64
    return holes, log


# ---------------------------------------------------------------- main phase
def move_from(holes, player, start):
    """The whole move from `start`, on a copy of the board: returns the
    board and the events; raises Endless ("cycle" or "cap")."""
    holes = list(holes)
    ring = TRACK[player]
    events = []
    laps = relays = 0
    sown_back = False  # is this lap one of counters sown back?
    origin = PLACE[player][start]  # the lap's first counter falls after it
    seeds, holes[start] = holes[start], 0
    at = origin
    tortoise, power, steps = None, 1, 1
    while True:
        laps += 1
        if seeds >= N:
            events.append("wrap:%d" % seeds)
        at = sow_lap(holes, player, origin, seeds)
        pos = ring[at]
        if holes[pos] == 1:  # it was empty: the turn ends
            if both_occupied(holes, player, pos):
                events.append("empty-inner-no-capture at %s" % name(pos))
            if sown_back:
                events.append("sown-lap-ends")
            break
        state = (at, origin, tuple(holes))
        if tortoise == state:
            raise Endless("cycle")
        if tortoise is None or power == steps:
            tortoise, power, steps = state, power * 2, 0
        steps += 1
        if laps >= LAP_CAP:
            raise Endless("cap")
        if both_occupied(holes, player, pos):
            inner, outer = across(player, pos)
            if sown_back:
                events.append("sown-lap-captures")
            taken = holes[inner] + holes[outer]
            events.append("capture %s:%d+%s:%d=%d at %s from %s" % (
                name(inner), holes[inner], name(outer), holes[outer], taken,
                name(pos), name(ring[(origin + 1) % N])))
            holes[inner] = holes[outer] = 0
            seeds = taken
            sown_back = True  # sown from the same origin: first into origin+1
            continue
        if sown_back:
            events.append("sown-lap-relays")
        relays += 1
        origin = at
        seeds, holes[pos] = holes[pos], 0
        sown_back = False
    if relays:
        events.insert(0, "relays=%d" % relays)
    events.append("last=%s" % name(pos))
    return holes, events


_ENDS = {}


def why_endless(holes, player, hole):
    key = (tuple(holes), player, hole)
    if key not in _ENDS:
        try:
            move_from(holes, player, hole)
            _ENDS[key] = None
        except Endless as e:
            _ENDS[key] = e.args[0]
    return _ENDS[key]


def legal(holes, player):
    return [name(h) for h in OWN[player]
            if holes[h] > 1 and why_endless(holes, player, h) is None]


def notes(holes, player):
    out = []
    singles = [name(h) for h in OWN[player] if holes[h] == 1]
    if singles:
        out.append("singles-refused=" + ",".join(singles))
    endless = ["%s:%s" % (name(h), why_endless(holes, player, h))
               for h in OWN[player]
               if holes[h] > 1 and why_endless(holes, player, h) is not None]
    if endless:
        out.append("endless=" + ",".join(endless))
    return out


def seeds_of(holes, player):
    return sum(holes[h] for h in OWN[player])


def play(g, move):
    player = g.to_move
    g.holes, events = move_from(g.holes, player, BOARD.index[move])
    opponent = other(player)
    for p, who in ((opponent, opponent), (player, "mover-" + player)):
        if not legal(g.holes, p):
            g.to_move = None
            why = "no-counters" if seeds_of(g.holes, p) == 0 else "cannot-move"
            return events + notes(g.holes, p) + [
                "over:%s-%s %d-%d" % (who, why, seeds_of(g.holes, SOUTH),
                                      seeds_of(g.holes, NORTH))]
    g.to_move = opponent
    return events + notes(g.holes, opponent)


START, OPENING_LOG = after_opening()
OTEP = Rules(BOARD, START, legal, play)


class OtepGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.events[0] = list(OPENING_LOG)


def summary(g):
    caps, counts, most = capture_tally(g)
    keys = ["sown-lap-captures", "sown-lap-relays", "sown-lap-ends",
            "empty-inner-no-capture", "singles-refused", "endless", "wrap"]
    end = [e for e in g.events[-1] if e.startswith("over")]
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        end[0] if end else "")


if __name__ == "__main__":
    ARGV = sys.argv[1:]
    NAME = "otep"
    if len(ARGV) == 2 and ARGV[0] == "write" and ARGV[1].startswith("otep"):
        NAME, ARGV = ARGV[1], ARGV[:1]
    drive(lambda: OtepGame(OTEP), NAME, ARGV, max_plies=1000, summary=summary)
