#!/usr/bin/env python3
"""Reference Gabata (Shoa I), a whole match of rounds, written from the
rules text of Ludii's "Gabata (Shoa I)" (its "Gabata I (Observed)" ruleset,
after Pankhurst 1971: 174-176) and the interpretations below, not from sow.

The rules, in short (our words): two rows of six holes, four counters in
each.  A player lifts the counters of a hole of their own row and sows them
one a hole anticlockwise; a last counter in an occupied hole lifts that hole
and sowing goes on, in an empty hole the turn is over.  A last counter that
brings a hole of the opponent's side from three to four captures that hole:
it is the capturer's for the rest of the round.  Nobody lifts a captured
hole; its owner's opponent may only end a sowing there, and then takes the
last counter and one counter of the hole (just the last counter when the
hole was empty).  A player who cannot move passes and the other plays on.
When no counter is left to move the round is over: each player has the
counters they took and those in the holes they captured.  The next round
each fills holes four to a hole from their own right end; for every four
counters more than the other a player wins a hole of the other's, and three
counters over win one more hole (one or two do not).  Rounds go on until one
player has all the counters.

Interpretations (the same as in examples/gabata-shoa.sow.toml's comments):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise ring is a1 .. f1, f2 .. a2, then a1.  No stores: what a
  player takes is kept in hand (`stores` in the trace).  South moves first
  (the text draws lots).
- "The opponent's side" is the holes the opponent plays this round: their
  row in the first round, the holes the recount gives them later.  A
  player's moves start from the holes they play this round that are not
  captured by anyone and hold counters.
- Sowing passes over no hole in play: counters fall into captured holes too
  (they stay there; the text speaks of a captured hole that "remains
  empty", so it can fill).  Holes out of play (below) are passed over.
- Where a lap's last counter falls, in this order:
  1. in a hole the mover has captured: it stays, and the turn is over (the
     mover may not lift it);
  2. in a hole the opponent has captured: the mover takes the last counter
     and one more from the hole (only the last if the hole was empty before
     it, where Ludii's code would leave it), and the turn is over (the text
     gives no further sowing);
  3. in an uncaptured hole of the opponent's side that now holds four: the
     mover captures it, the four counters stay there and the turn is over
     (Ludii's code captures such a four on either side; the text says the
     opponent's side);
  4. in any other hole that held counters: it is lifted and sowing goes on
     (a four made in one's own hole, or a four made by a counter that is not
     a lap's last, captures nothing);
  5. in an empty hole: the turn is over.
- A move whose relay would go round for ever (the same board at a lift of
  the same hole) may not be played.
- A player with no legal move passes (`passed` names them, the other moves
  again).  The round is over after a ply that leaves no counter in a hole
  that is not captured, or when neither player can move (each then gets the
  counters of the uncaptured holes they play).  A player's counters are
  their hand and their captured holes' counters.
- The recount: each player fills holes four to a hole.  A player left with
  three over a multiple of four (the other then has one) takes the other's
  one and fills one more hole; two and two win nothing: each keeps two in
  hand and one hole is out of play for the round (nobody sows into or from
  it).  Each fills their own row from its right end (South f1 to a1, North
  a2 to f2); the richer player's extra holes are the other's left end
  (South takes f2, e2, ...; North a1, b1, ...).  Counters that fill no hole
  stay in hand.
- The players take turns starting rounds: South the first, North the
  second, South the third, and so on.
- The match is over when a player can fill no hole (or the other fills all
  twelve); the last line then shows the board as the round left it,
  `to_move` null.  The match is also stopped after 1000 rounds.

Trace lines carry `passed`, `round`, `claimed` (each captured hole and its
captor) and `owners` (the player of each hole in play) beside the usual
keys.

Usage: python3 ref_gabata-shoa.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)
N = len(RING)
NAMES = RING.order          # a1 .. f1, f2 .. a2
IDX = RING.index
FILL = {SOUTH: [IDX[h] for h in ("f1", "e1", "d1", "c1", "b1", "a1")],
        NORTH: [IDX[h] for h in ("a2", "b2", "c2", "d2", "e2", "f2")]}
GAIN = {SOUTH: [IDX[h] for h in ("f2", "e2", "d2", "c2", "b2", "a2")],
        NORTH: [IDX[h] for h in ("a1", "b1", "c1", "d1", "e1", "f1")]}
MAX_ROUNDS = 1000
TOTAL = 48


class Endless(Exception):
    """A relay sowing that would go on for ever."""


class Match:
    def __init__(self):
        self.holes = [4] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]   # None: out of play
        self.claimed = {}                                # hole index -> captor
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ position
    def line(self, move, player, passed):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.holes[IDX[h]] for h in RING.display},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
            "passed": passed,
            "round": self.round,
            "claimed": {NAMES[i]: p for i, p in sorted(self.claimed.items())},
            "owners": {h: self.owner[IDX[h]] for h in RING.display
                       if self.owner[IDX[h]] is not None},
        }

    # ------------------------------------------------------------ sowing
    def next_hole(self, i):
        """The next hole anticlockwise that is in play."""
        while True:
            i = (i + 1) % N
            if self.owner[i] is not None:
                return i

    def sow(self, player, start):
        """The whole move of `player` from hole `start`: returns (board,
        seeds taken, hole claimed or None, events); raises Endless."""
        holes = list(self.holes)
        them = other(player)
        events, seen = [], set()
        pos = start
        laps = 0
        while True:
            laps += 1
            seeds, holes[pos] = holes[pos], 0
            while seeds:
                pos = self.next_hole(pos)
                holes[pos] += 1
                seeds -= 1
            name = NAMES[pos]
            if self.claimed.get(pos) == player:
                events.append("own-captured@%s laps=%d" % (name, laps))
                return holes, 0, None, events
            if self.claimed.get(pos) == them:
                taken = min(2, holes[pos])
                holes[pos] -= taken
                events.append("take@%s=%d%s laps=%d" % (
                    name, taken, " (was-empty)" if taken == 1 else "", laps))
                return holes, taken, None, events
            if self.owner[pos] == them and holes[pos] == 4:
                events.append("capture@%s laps=%d" % (name, laps))
                return holes, 0, pos, events
            if holes[pos] == 1:
                events.append("ends@%s laps=%d" % (name, laps))
                return holes, 0, None, events
            if holes[pos] == 4:
                events.append("own-four-relays@" + name)
            key = (tuple(holes), pos)
            if key in seen:
                raise Endless()
            seen.add(key)

    def moves_of(self, player):
        moves = []
        for h in RING.display:
            i = IDX[h]
            if self.owner[i] != player or i in self.claimed or self.holes[i] == 0:
                continue
            try:
                self.sow(player, i)
            except Endless:
                continue
            moves.append(h)
        return moves

    def legal(self):
        return [] if self.to_move is None else self.moves_of(self.to_move)

    # ------------------------------------------------------------ plies
    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        self.ply += 1
        self.holes, taken, claim, events = self.sow(player, IDX[move])
        self.hand[player] += taken
        if claim is not None:
            self.claimed[claim] = player
        passed = None
        if all(self.holes[i] == 0 for i in range(N) if i not in self.claimed):
            events.append("round-over:all-captured-or-taken")
            self.recount(events)
        elif self.moves_of(other(player)):
            self.to_move = other(player)
        elif self.moves_of(player):
            passed = other(player)
            events.append("pass:" + passed)
            self.to_move = player
        else:
            events.append("round-over:nobody-can-move")
            self.recount(events)
        assert sum(self.holes) + sum(self.hand.values()) == TOTAL
        self.log.append(self.line(move, player, passed))
        self.events.append(events)

    def recount(self, events):
        seeds = dict(self.hand)
        for i in range(N):
            if self.holes[i]:
                seeds[self.claimed.get(i, self.owner[i])] += self.holes[i]
        events.append("round %d over: south %d north %d" % (
            self.round, seeds[SOUTH], seeds[NORTH]))
        left = {p: seeds[p] % 4 for p in seeds}
        for p in (SOUTH, NORTH):
            q = other(p)
            if left[p] >= 3 and left[p] > left[q] and seeds[q] >= 4 - left[p]:
                events.append("three-over:%s takes %d" % (p, 4 - left[p]))
                seeds[q] -= 4 - left[p]
                seeds[p] += 4 - left[p]
        if left[SOUTH] == left[NORTH] == 2:
            events.append("two-and-two:hole-out")
        owned = {p: min(seeds[p] // 4, N) for p in seeds}
        if owned[SOUTH] == 0 or owned[NORTH] == 0:
            winner = SOUTH if owned[NORTH] == 0 else NORTH
            events.append("match-over:%s %d-%d" % (winner, seeds[SOUTH], seeds[NORTH]))
            self.to_move = None
            return
        if self.round >= MAX_ROUNDS:
            events.append("round-cap")
            self.to_move = None
            return
        owner = [None] * N
        for p in (SOUTH, NORTH):
            for i in GAIN[p][:max(0, owned[p] - 6)]:
                owner[i] = p
        for p in (SOUTH, NORTH):
            have = sum(1 for o in owner if o == p)
            for i in FILL[p]:
                if have >= owned[p]:
                    break
                if owner[i] is None:
                    owner[i] = p
                    have += 1
        self.owner = owner
        self.holes = [4 if o else 0 for o in owner]
        self.hand = {p: seeds[p] - 4 * owned[p] for p in seeds}
        self.claimed = {}
        self.round += 1
        self.to_move = SOUTH if self.round % 2 == 1 else NORTH
        events.append("round %d: south %d holes, north %d" % (
            self.round, owned[SOUTH], owned[NORTH]))


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split("@")[0].split(":")[0].split()[0]
            counts[word] = counts.get(word, 0) + 1
    return "rounds=%d %s" % (g.round, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "gabata-shoa", sys.argv[1:], max_plies=20000, summary=summary)
