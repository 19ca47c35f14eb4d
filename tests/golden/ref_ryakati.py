#!/usr/bin/env python3
"""Reference Ryakati (also called Soro; the Bari of South Sudan, 4 x 8,
after Beaton 1939), written from the rules text of Ludii's "Ryakati" (its
`rules` metadata) and the interpretations below, not from sow nor from
the example file's mechanics.

Board and tracks: four rows of eight; South owns rows 1 (outer) and 2
(inner), North rows 4 (outer) and 3 (inner).  Each player sows
anticlockwise round their own two rows only, looping (South a1..h1 then
h2..a2; North a3..h3 then h4..a4); a lap drops one counter a hole from
the hole after the one it was lifted from, passing over none (a lap of
sixteen or more drops one into its own hole).  Two counters a hole before
the opening, 64 in all.  No stores: captured counters are sown back at
once, so the trace's `stores` stay 0.

The opening (no choice in it, so it is played before ply 0, whose board
is the one it leaves; its events are ply 0's):
  each player sows the two counters of the second hole from the right of
  their outer row (South g1, North b4; "right" as the player sees it).
  The last falls into an occupied inner hole (h2; a3): the two opponent's
  holes across it are captured and sown starting in the rightmost hole of
  the outer row (h1; a4).  That lap's last counter falls across from two
  occupied holes again (f2; c3): those are captured and sown "again from
  the same hole".  Then relay sowing, no captures (the text names none
  in the opening), until a last counter falls into an empty hole.  The
  reference asserts that both scripted captures are there to make.
  Interpretation (simultaneous): the two scripted parts come first (they
  touch disjoint holes), then the two relays (each sows only its own
  player's rows); the order of the players does not matter.

Main phase, South first (Interpretation: the text names no first player).
A move lifts all the counters of one of the mover's holes holding two or
more.  Each lap's last counter is judged:
  1. it fell into a hole that held counters, in the mover's inner row,
     and the opponent's inner and outer holes of that column both hold
     counters: both are captured (the hole landed in keeps its counters)
     and sown as a new lap whose first counter falls into the hole that
     received the first counter of the lap that captured (Interpretation:
     "the sowing that caused the capture" is that lap; for a lap of
     counters sown back that is the same hole again).  Interpretation: the
     sown-back lap's last counter is judged by these same rules.
  2. else, it fell into a hole that held counters: that hole is lifted
     whole and sown on from the next hole (relay).
  3. else (an empty hole, whatever is across it): the turn ends.
Interpretation: a move whose sowing never ends (the same board, the same
landing hole and the same first hole for captures come back) is not a
legal move.

End: the player to move who has no legal move (no counter, the text's
"captures all of their opponent's counters", or only single counters, or
only endless sowings) loses; `to_move` is null after the last ply.
Interpretation: such a player could never move again on single counters
(counters reach a player only by their own captures), so the game ends
there rather than waiting for the last to be taken, which might never be.

Usage: python3 ref_ryakati.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, capture_tally, drive, other
from ref_four_rows import Board

BOARD = Board(8)
OWN = BOARD.own_holes()
TRACK = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}
AT = {p: {h: k for k, h in enumerate(TRACK[p])} for p in (SOUTH, NORTH)}
LOOP = 16
MAX_LAPS = 200000


class NeverEnds(Exception):
    pass


def nm(h):
    return BOARD.order[h]


def drop(holes, player, after, count):
    """Sow `count` counters, the first into the hole after track place
    `after`; returns the track place of the last."""
    track = TRACK[player]
    k = after
    for _ in range(count):
        k = (k + 1) % LOOP
        holes[track[k]] += 1
    return k


def facing(holes, player, hole):
    """The opponent's (inner, outer) holes of the column of `hole` when it
    is in the player's inner row and both hold counters, else None."""
    pair = BOARD.across(player, hole)
    if pair is None or holes[pair[0]] == 0 or holes[pair[1]] == 0:
        return None
    return pair


def opening(holes, player, log):
    """One player's opening: the scripted part, then returns a function
    playing its relay."""
    track = TRACK[player]
    first = {SOUTH: "g1", NORTH: "b4"}[player]
    rightmost = {SOUTH: "h1", NORTH: "a4"}[player]
    src = BOARD.index[first]
    assert holes[src] == 2
    holes[src] = 0
    k = drop(holes, player, AT[player][src], 2)
    assert track[(AT[player][src] + 1) % LOOP] == BOARD.index[rightmost]
    for n in (1, 2):
        hole = track[k]
        pair = facing(holes, player, hole)
        assert holes[hole] > 1 and pair is not None, "opening capture %d missing" % n
        got = holes[pair[0]] + holes[pair[1]]
        log.append("opening-capture%d %s %s+%s=%d" % (n, nm(hole), nm(pair[0]), nm(pair[1]), got))
        holes[pair[0]] = holes[pair[1]] = 0
        # sown starting in the rightmost outer hole: the hole after g1 / b4
        k = drop(holes, player, AT[player][src], got)

    def relay():
        kk = k
        laps = 0
        while holes[track[kk]] > 1:
            h = track[kk]
            c, holes[h] = holes[h], 0
            kk = drop(holes, player, kk, c)
            laps += 1
            assert laps < 10000
        log.append("opening-relay %s laps=%d ends=%s" % (player, laps, nm(track[kk])))
    return relay


def start_board():
    holes = [2] * len(BOARD)
    log = []
    relays = [opening(holes, p, log) for p in (SOUTH, NORTH)]
    for r in relays:
        r()
    assert sum(holes) == 64
    return holes, log


def sow_move(holes, player, hole):
    """The whole move lifted from `hole`, on a copy; returns (board, events)."""
    b = list(holes)
    track = TRACK[player]
    events = []
    seen = set()
    lap_from = AT[player][hole]  # the lap's first counter falls after this place
    count, b[hole] = b[hole], 0
    sown_back = False
    laps = relays = caps = 0
    while True:
        laps += 1
        if laps > MAX_LAPS:
            raise NeverEnds("cap")
        if count >= LOOP:
            events.append("wrap=%d" % count)
        k = drop(b, player, lap_from, count)
        here = track[k]
        if b[here] == 1:  # was empty
            if BOARD.across(player, here) and facing(b, player, here):
                events.append("empty-inner-across-two")
            if sown_back:
                events.append("sown-back-ends")
            break
        state = (tuple(b), k, lap_from)
        if state in seen:
            raise NeverEnds("cycle")
        seen.add(state)
        pair = facing(b, player, here)
        if pair is not None:
            got = b[pair[0]] + b[pair[1]]
            caps += 1
            if sown_back:
                events.append("sown-back-captures")
            events.append("capture %s+%s=%d at=%s first=%s" % (
                nm(pair[0]), nm(pair[1]), got, nm(here), nm(track[(lap_from + 1) % LOOP])))
            b[pair[0]] = b[pair[1]] = 0
            count = got
            sown_back = True
            continue  # lap_from unchanged: the same first hole
        if sown_back:
            events.append("sown-back-relays")
        relays += 1
        count, b[here] = b[here], 0
        lap_from = k
        sown_back = False
    return b, ["laps=%d" % laps, "relays=%d" % relays] + events + ["end=%s" % nm(here)]


_CACHE = {}


def endless(holes, player, hole):
    key = (tuple(holes), player, hole)
    if key not in _CACHE:
        try:
            sow_move(holes, player, hole)
            _CACHE[key] = None
        except NeverEnds as e:
            _CACHE[key] = e.args[0]
    return _CACHE[key]


def legal(holes, player):
    return [nm(h) for h in OWN[player] if holes[h] >= 2 and endless(holes, player, h) is None]


def counters(holes, player):
    return sum(holes[h] for h in OWN[player])


def play(g, move):
    player = g.to_move
    g.holes, events = sow_move(g.holes, player, BOARD.index[move])
    opp = other(player)
    bad = ["%s:%s" % (nm(h), endless(g.holes, opp, h)) for h in OWN[opp]
           if g.holes[h] >= 2 and endless(g.holes, opp, h) is not None]
    if bad:
        events.append("endless=" + ",".join(bad))
    if any(g.holes[h] == 1 for h in OWN[opp]):
        events.append("singles=%d" % sum(1 for h in OWN[opp] if g.holes[h] == 1))
    if not legal(g.holes, opp):
        g.to_move = None
        why = "no-counters" if counters(g.holes, opp) == 0 else "no-move"
        events.append("over:%s-%s S=%d N=%d" % (opp, why, counters(g.holes, SOUTH),
                                                 counters(g.holes, NORTH)))
    else:
        g.to_move = opp
    return events


START, START_LOG = start_board()
RULES = Rules(BOARD, START, legal, play)


class RyakatiGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.events[0] = list(START_LOG)


def summary(g):
    caps, counts, _ = capture_tally(g)
    keys = ["sown-back-captures", "sown-back-relays", "sown-back-ends",
            "empty-inner-across-two", "endless", "wrap", "singles"]
    end = [e for e in g.events[-1] if e.startswith("over")]
    return "cap S=%d N=%d %s %s" % (caps[SOUTH], caps[NORTH],
                                    " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
                                    end[0] if end else "")


if __name__ == "__main__":
    ARGV = sys.argv[1:]
    NAME = "ryakati"
    if len(ARGV) == 2 and ARGV[0] == "write":
        NAME, ARGV = ARGV[1], ARGV[:1]
    drive(lambda: RyakatiGame(RULES), NAME, ARGV, max_plies=1000, summary=summary)
