#!/usr/bin/env python3
"""Reference Nsumbi (Sombi; the Taabwa of central Africa, 4 x 8), written
from the rules text of Ludii's "Nsumbi" (after Townshend 1977) and the
interpretations below, not from sow.

- Board: four rows of eight; South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  Two counters in every hole (64 in
  all).  No stores: captured counters go straight back on the board, so
  the trace's `stores` stay 0.
- Each player sows anticlockwise round their own two rows only, looping:
  South a1..h1 then h2..a2, North a3..h3 then h4..a4.
- A move lifts every counter of one of the mover's holes holding two or
  more (a single counter is never sown) and sows them one a hole from the
  next hole on.  Where a lap's last counter falls:
  1. into a hole that held counters, in the mover's inner row, when the
     opponent's inner hole of that column and their outer hole behind it
     both hold counters, and the ply is neither player's first turn (the
     game's ply 3 or later): the counters of both those holes are
     captured.  The capturing hole keeps its counters.  The captured
     counters are sown as a new lap round the mover's rows from the hole
     the capturing lap was lifted from, as that lap was: the first into
     the hole after it, the same hole that received the capturing lap's
     first counter.  Interpretation: "sown ... starting from the same
     hole that the previous sowing began" is read as the text's "sow
     from a hole" is, a sowing from a hole dropping its first counter
     into the next one; Ludii's code drops the first into the hole itself
     (`origin:True`), which we do not follow.  That lap's last counter is
     judged by these same rules (Interpretation: the text ends a turn
     only in an empty hole; Ludii's code ends the turn once the captured
     counters are sown).  Interpretation: if that lap captures again, its
     counters are sown from the same hole once more (the sown-back lap
     was sown from there too); a relay lap lifted later is a new
     "previous sowing", sown from the hole it is lifted from.
  2. else into a hole that held counters: all of them are lifted and sown
     on from the next hole (a relay).  On each player's first turn (plies
     1 and 2) this is what happens even where a capture's conditions hold
     (Interpretation: the first turn is played in full, relays and all,
     only without captures; Ludii's code plays it as a single lap).
  3. else (an empty hole): the turn ends.
  Interpretation: a last counter in an empty hole captures nothing, even
  in the inner row across from two occupied holes (the text names that
  case as the end of the turn, and Ludii's code agrees).
- Interpretation: a move whose sowing would never end (the same board
  comes back with the same hole about to be judged and the same hole to
  sow captures from) is not a legal move.  Such sowings happen once a
  player holds most of the counters, and their cycles are long: the
  reference looks for a repeated state by Brent's method and takes a
  sowing still going after LAP_CAP = 1,000,000 laps to be one (sow's own
  safety net is 64,000,000 laps).  In 2000 random games (seeds 0-1999)
  every sowing that ended did so within 600 laps, and each of the 51
  sowings cut at the cap was found, by a throwaway C program run to four
  billion laps, to repeat a state (after 6.7 million to 1.8 billion
  laps): the cap decides nothing the rule would decide otherwise.
- The game ends after any ply that leaves either player with no legal
  move (Interpretation: "no holes with two or more counters", a move
  that never ends counting as none); that player loses, and the other
  wins (`to_move` null).  A player with only single counters keeps at
  most 16 of the 64, so the other has more seeds too.

Usage: python3 ref_nsumbi.py trace MOVE... | write | pick LO HI | compare LO HI
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, capture_tally
from ref_four_rows import Board, Endless

COLUMNS = 8
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across
FIRST_CAPTURE_PLY = 3  # plies 1 and 2 are each player's first turn
TRACK = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}
RING = len(TRACK[SOUTH])
TRACK2 = {p: TRACK[p] * 2 for p in (SOUTH, NORTH)}
PLACE = {p: {h: k for k, h in enumerate(TRACK[p])} for p in (SOUTH, NORTH)}
LAP_CAP = 1000000


def move_from(holes, player, start, ply):
    """The whole move from `start` on ply `ply`, on a copy of the board:
    returns the board and the events; raises Endless (its argument
    "cycle" or "cap")."""
    holes = list(holes)
    ring, ring2, place = TRACK[player], TRACK2[player], PLACE[player]
    events = []
    laps = relays = 0
    sown_back = False  # is the lap being sown a lap of captured counters?
    origin = start
    seeds, holes[start] = holes[start], 0
    at = place[start]  # the lap is sown from ring[at]
    tortoise = None  # Brent's cycle finding: a state to compare with
    power = steps = 1
    while True:
        # sow `seeds` counters from ring[at], one a hole
        laps += 1
        full, rem = divmod(seeds, RING)
        if full:
            for h in ring:
                holes[h] += full
        for h in ring2[at + 1:at + rem + 1]:
            holes[h] += 1
        at = (at + seeds) % RING
        pos = ring[at]
        if holes[pos] == 1:  # the hole was empty: the turn ends
            pair = across(player, pos)
            if pair is not None and holes[pair[0]] and holes[pair[1]]:
                events.append("empty-inner-no-capture at %s" % BOARD.order[pos])
            if sown_back:
                events.append("sown-lap-ends")
            break
        # the same counters, hole to judge and hole to sow captures from
        # again: the sowing goes round for ever
        if tortoise is not None and pos == tortoise[0] and origin == tortoise[1] \
                and holes == tortoise[2]:
            raise Endless("cycle")
        if tortoise is None or power == steps:
            tortoise = (pos, origin, list(holes))
            power *= 2
            steps = 0
        steps += 1
        if laps >= LAP_CAP:
            raise Endless("cap")
        pair = across(player, pos)
        if pair is not None and holes[pair[0]] > 0 and holes[pair[1]] > 0:
            inner, outer = pair
            if ply < FIRST_CAPTURE_PLY:
                events.append("first-turn-no-capture at %s" % BOARD.order[pos])
            else:
                if sown_back:
                    events.append("sown-lap-captures")
                taken = holes[inner] + holes[outer]
                events.append("capture %s:%d+%s:%d=%d at %s from %s" % (
                    BOARD.order[inner], holes[inner], BOARD.order[outer],
                    holes[outer], taken, BOARD.order[pos], BOARD.order[origin]))
                holes[inner] = holes[outer] = 0
                seeds = taken
                at = place[origin]  # sown from origin: the first falls after it
                sown_back = True
                continue
        if sown_back:
            events.append("sown-lap-relays")
        relays += 1
        origin = pos
        seeds, holes[pos] = holes[pos], 0
        sown_back = False
    if relays:
        events.insert(0, "relays=%d" % relays)
    if laps > 1000:
        events.append("long-sowing laps=%d" % laps)
    events.append("last=%s" % BOARD.order[pos])
    return holes, events


_ENDS = {}


def why_endless(holes, player, hole, ply):
    """None when the move from `hole` ends, else "cycle" or "cap"."""
    key = (tuple(holes), player, hole, ply >= FIRST_CAPTURE_PLY)
    if key not in _ENDS:
        try:
            move_from(holes, player, hole, ply)
            _ENDS[key] = None
        except Endless as e:
            _ENDS[key] = e.args[0]
    return _ENDS[key]


def ends(holes, player, hole, ply):
    return why_endless(holes, player, hole, ply) is None


def legal_at(holes, player, ply):
    return [BOARD.order[h] for h in OWN[player]
            if holes[h] > 1 and ends(holes, player, h, ply)]


def notes(holes, player, ply):
    """Events about the choice of the player to move: their single
    counters (never a move) and their endless holes."""
    out = []
    singles = [BOARD.order[h] for h in OWN[player] if holes[h] == 1]
    if singles:
        out.append("singles-refused=" + ",".join(singles))
    endless = [(BOARD.order[h], why_endless(holes, player, h, ply)) for h in OWN[player]
               if holes[h] > 1 and not ends(holes, player, h, ply)]
    if endless:
        out.append("endless=" + ",".join("%s:%s" % e for e in endless))
    return out


def play(g, move):
    player = g.to_move
    ply = g.ply + 1
    g.holes, events = move_from(g.holes, player, BOARD.index[move], ply)
    opponent = other(player)
    if not legal_at(g.holes, opponent, ply + 1):
        g.to_move = None
        return events + notes(g.holes, opponent, ply + 1) + ["over:%s-cannot-move" % opponent]
    if not legal_at(g.holes, player, ply + 1):
        g.to_move = None
        return events + notes(g.holes, player, ply + 1) + ["over:mover-%s-cannot-move" % player]
    g.to_move = opponent
    return events + notes(g.holes, opponent, ply + 1)


START = [2] * len(BOARD)
NSUMBI = Rules(BOARD, START, None, play)


class NsumbiGame(Game):
    """A game whose legal moves depend on the ply (no captures on the
    first two)."""

    def legal(self):
        if self.to_move is None:
            return []
        return legal_at(self.holes, self.to_move, self.ply + 1)


def summary(g):
    """What `pick` reports of a random game."""
    caps, counts, most = capture_tally(g)
    keys = ["first-turn-no-capture", "empty-inner-no-capture", "sown-lap-relays",
            "sown-lap-captures", "sown-lap-ends", "singles-refused", "endless"]
    end = [e for e in g.events[-1] if e.startswith("over")]
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        end[0] if end else "")


if __name__ == "__main__":
    drive(lambda: NsumbiGame(NSUMBI), "nsumbi", sys.argv[1:],
          max_plies=1000, summary=summary)
