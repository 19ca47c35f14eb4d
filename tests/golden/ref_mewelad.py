#!/usr/bin/env python3
"""Reference Mewelad (Eritrea; after Pankhurst 1971, p. 168), a whole
match, written from the rules text of Ludii's "Mewelad" (its metadata) and
the interpretations below, not from sow.  It stands on ref_common.py's ring
of two rows and driver (trace / write / pick / compare).

Rules, in short: two rows of six holes, four counters in each.  The game
opens with a simultaneous race: each player sows, racing to be first to
drop the last counter of their sowing into an empty hole.  Sowing is
anticlockwise; a last counter in an occupied hole lifts that hole and the
sowing goes on; in an empty hole the turn ends.  Whenever a counter makes a
hole hold four, the owner of that hole takes the four, except in the final
hole of the sowing, where the sower takes them.  A round goes on until a
player has no counter in their holes; the other takes what is left.  The
players then put their counters back four to a hole: a player with more than
they started with takes one of the other's holes for every four more, and
three extra win a hole too.  Rounds are played so until one player has every
counter and every hole.

Interpretations (the same as the comments of examples/mewelad.sow.toml):
- Holes a1..f1 (South, row 1) and a2..f2 (North); anticlockwise order
  a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  No stores: taken
  counters are kept in hand, shown as `stores`.
- The race (every round opens with one, "play begins again as before"): it
  cannot be played at once, so it is played as laps in turn.  The round's
  first racer chooses a hole of their own and sows one lap (a ply); the
  other chooses a hole and sows one lap, and then the two relays go on a lap
  at a time, the first racer first, all in that second ply.  Each lap is an
  ordinary lap: fours are taken as below.  A racer whose lap's last counter
  falls into an empty hole, or makes a four there and takes it (the sowing
  is over), has finished; the first to finish wins the race and makes the
  first ordinary move; when both would finish in the same round of laps,
  the one who sows first in it wins.  The other relay stops where it is.  A
  relay whose waiting hole has been emptied (lifted by the other relay, or
  its four taken) has finished when its turn to lift it comes.  If the first
  racer's first lap finishes, there is no second racer's ply: the first
  racer moves on.  A race whose relays would come back to the same board,
  the same waiting holes and the same racer to sow is not a move.
- Ordinary moves: any hole the mover owns this round that holds a counter
  (a single counter too).  Its counters are sown one a hole anticlockwise
  into the holes in play, the emptied hole included when a lap comes round
  to it.
- Every counter but a lap's last that brings a hole to four takes those four
  for the hole's owner this round, at once; sowing goes on.  A lap's last
  counter that brings its hole to four takes them for the mover (the sower),
  and the sowing ends there ("the final hole of the sowing").  Otherwise a
  last counter in a hole that held counters lifts it (the counter too) and
  sows on; in a hole that was empty the turn ends.  A move whose relay would
  come back to the same board with the same hole to lift is not a move.
- A round ends when the player to move cannot move: they have no counter
  in the holes they own this round (or, never seen, every sowing of theirs
  would be endless).  Each player then gets the counters in their own
  holes: the other player takes all that are left.  A player whose row is
  emptied may be fed by the other's next sowing and play on; a racer who
  lifted their only hole is still sowing, and the race goes on.
- Recount: each player's counters (hand, and their holes' at the round's
  end) are put back four to a hole: a player owns one hole for every four.
  A leftover of three (against the other's one) takes that one and wins one
  more hole, at every recount; two and two win nothing: each keeps two in
  hand and a hole is out of play for the round (nobody's, never sown).
  Each fills their own holes from their right end (South f1 to a1, North a2
  to f2); a player with more than six takes the other's holes from the
  other's left end (South f2, e2, ...; North a1, b1, ...).  Counters not in
  a hole stay in hand (`stores`).
- Two consequences, noted for the reader: every take is a four and a
  round's leftover goes to one player, so counts at a recount are always
  multiples of four (the three-extra and two-and-two cases never arise in
  play, though the code handles them); and from a round's start (every hole
  in play holding four) no race makes a four before it is won.
- The players take turns starting rounds (racing first): South the first
  round, North the second, and so on.
- The match ends at a recount that leaves a player no hole (fewer than
  three counters, or two against the other's two): the other has won.  The
  last line shows the board as the round left it, `to_move` null.

Lines carry `round` and `owners` (each hole in play and its owner) beside
the usual keys.

Usage: python3 ref_mewelad.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)
N = len(RING)
NAMES = RING.order
IDX = RING.index
TOTAL = 48


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("f1", "e1", "d1", "c1", "b1", "a1"),
        NORTH: named("a2", "b2", "c2", "d2", "e2", "f2")}
GAIN = {SOUTH: named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: named("a1", "b1", "c1", "d1", "e1", "f1")}


class Endless(Exception):
    """A sowing (or race) that would never end."""


class Match:
    def __init__(self):
        self.holes = [4] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.round = 1
        self.to_move = SOUTH
        self.first_racer = SOUTH
        self.racing = True
        self.waiting = None       # where the first racer's relay waits
        self.ply = 0
        self.log = [self.line(0, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ position
    def line(self, ply, move, player):
        return {
            "ply": ply,
            "move": move,
            "player": player,
            "holes": {n: self.holes[IDX[n]] for n in RING.display},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
            "round": self.round,
            "owners": {n: self.owner[IDX[n]] for n in RING.display
                       if self.owner[IDX[n]] is not None},
        }

    def next_hole(self, i):
        """The next hole anticlockwise that is in play."""
        while True:
            i = (i + 1) % N
            if self.owner[i] is not None:
                return i

    # ------------------------------------------------------------ a lap
    def lap(self, holes, hand, mover, origin, events):
        """Lifts `origin` and sows its counters, taking fours; returns
        ("empty" | "four" | "occupied", the last hole)."""
        seeds, holes[origin] = holes[origin], 0
        if seeds >= sum(1 for o in self.owner if o is not None):
            events.append("round-the-board:%d" % seeds)
        pos = origin
        while seeds:
            pos = self.next_hole(pos)
            holes[pos] += 1
            seeds -= 1
            if seeds and holes[pos] == 4:
                who = self.owner[pos]
                hand[who] += 4
                holes[pos] = 0
                events.append("four@%s>%s%s%s" % (
                    NAMES[pos], who, "(mover's)" if who == mover else "(other's)",
                    "(gained)" if who != RING.owner(pos) else ""))
        if holes[pos] == 4:
            hand[mover] += 4
            holes[pos] = 0
            events.append("last-four@%s>%s%s%s" % (
                NAMES[pos], mover, "" if self.owner[pos] == mover else "(opponent-row)",
                "(gained)" if self.owner[pos] != RING.owner(pos) else ""))
            return "four", pos
        if holes[pos] == 1:
            return "empty", pos
        return "occupied", pos

    # ------------------------------------------------------------ moves
    def sow(self, player, start):
        """An ordinary move: (board, hands, events); raises Endless."""
        holes, hand = list(self.holes), dict(self.hand)
        events = []
        seen = set()
        pos = start
        laps = 0
        while True:
            laps += 1
            how, pos = self.lap(holes, hand, player, pos, events)
            if how != "occupied":
                events.append("ends-%s@%s laps=%d" % (how, NAMES[pos], laps))
                return holes, hand, events
            key = (tuple(holes), pos)
            if key in seen:
                raise Endless()
            seen.add(key)

    def race(self, player, start):
        """A racer's ply: (board, hands, winner or None, where the mover's
        relay waits, events); raises Endless."""
        holes, hand = list(self.holes), dict(self.hand)
        events = []
        how, pos = self.lap(holes, hand, player, start, events)
        if how != "occupied":
            events.append("race-won:%s first-lap-%s@%s" % (player, how, NAMES[pos]))
            return holes, hand, player, None, events
        if self.waiting is None:
            events.append("race-waits:%s@%s" % (player, NAMES[pos]))
            return holes, hand, None, pos, events
        at = {self.first_racer: self.waiting, player: pos}
        seen = set()
        laps = 2
        while True:
            for p in (self.first_racer, player):
                key = (tuple(holes), at[SOUTH], at[NORTH], p)
                if key in seen:
                    raise Endless()
                seen.add(key)
                if holes[at[p]] == 0:
                    events.append("race-won:%s hole-emptied@%s" % (p, NAMES[at[p]]))
                    return holes, hand, p, None, events
                how, last = self.lap(holes, hand, p, at[p], events)
                laps += 1
                if how != "occupied":
                    events.append("race-won:%s lap%d-%s@%s" % (p, laps, how, NAMES[last]))
                    return holes, hand, p, None, events
                at[p] = last

    def candidates(self, player):
        return [i for i in range(N) if self.owner[i] == player and self.holes[i] > 0]

    def legal(self):
        if self.to_move is None:
            return []
        moves = []
        for i in self.candidates(self.to_move):
            try:
                if self.racing:
                    self.race(self.to_move, i)
                else:
                    self.sow(self.to_move, i)
            except Endless:
                continue
            moves.append(NAMES[i])
        return sorted(moves, key=RING.display.index)

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        p = self.to_move
        i = IDX[move]
        if self.racing:
            self.holes, self.hand, winner, waits, events = self.race(p, i)
            if winner is None:
                self.waiting = waits
                self.to_move = other(p)
            else:
                self.racing = False
                self.waiting = None
                self.to_move = winner
        else:
            self.holes, self.hand, events = self.sow(p, i)
            self.to_move = other(p)
        if p != self.to_move:
            if all(self.holes[j] == 0 for j in range(N) if self.owner[j] == p):
                events.append("own-row-empty:" + p)
        if self.legal() and "own-row-empty:" + self.to_move in self.events[-1]:
            events.append("fed:" + self.to_move)
        if not self.legal():
            q = self.to_move
            if all(self.holes[j] == 0 for j in range(N) if self.owner[j] == q):
                events.append("cannot-move:%s(row-empty)" % q)
            else:
                events.append("cannot-move:%s(endless)" % q)
            self.end_round(events)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == TOTAL
        self.ply += 1
        self.log.append(self.line(self.ply, move, p))
        self.events.append(events)

    # ------------------------------------------------------------ recount
    def end_round(self, events):
        totals = dict(self.hand)
        for j in range(N):
            if self.owner[j] is not None:
                totals[self.owner[j]] += self.holes[j]
        left = {q: totals[q] % 4 for q in totals}
        seeds = dict(totals)
        extra = None
        for q in (SOUTH, NORTH):
            if left[q] >= 3 and left[q] > left[other(q)] and seeds[other(q)] >= 4 - left[q]:
                seeds[other(q)] -= 4 - left[q]
                seeds[q] += 4 - left[q]
                extra = q
        owned = {q: seeds[q] // 4 for q in seeds}
        events.append("recount %d-%d holes %d-%d%s%s" % (
            totals[SOUTH], totals[NORTH], owned[SOUTH], owned[NORTH],
            " three-wins:" + extra if extra else "",
            " two-two:out-of-play" if left[SOUTH] == 2 else ""))
        if owned[SOUTH] == 0 or owned[NORTH] == 0:
            self.to_move = None
            events.append("match-won:" + (SOUTH if owned[NORTH] == 0 else NORTH))
            return
        owner = [None] * N
        for q in (SOUTH, NORTH):
            for j in GAIN[q][:max(0, owned[q] - 6)]:
                owner[j] = q
        for q in (SOUTH, NORTH):
            have = sum(1 for o in owner if o == q)
            for j in FILL[q]:
                if have >= owned[q]:
                    break
                if owner[j] is None:
                    owner[j] = q
                    have += 1
        self.owner = owner
        self.holes = [4 if owner[j] else 0 for j in range(N)]
        self.hand = {q: seeds[q] - 4 * owned[q] for q in seeds}
        self.round += 1
        self.first_racer = SOUTH if self.round % 2 == 1 else NORTH
        self.to_move = self.first_racer
        self.racing = True
        self.waiting = None
        events.append("round %d: %s races first" % (self.round, self.first_racer))


def summary(g):
    """A random match's events, counted by kind (holes left out)."""
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0]
            if word.startswith("race-won"):
                word = "race-won:" + "".join(
                    ch for ch in e.split()[1].split("@")[0] if not ch.isdigit())
            elif "@" in word:
                head, tail = word.split("@", 1)
                word = head + "".join(tail[k:] for k in [tail.find(">")] if k >= 0)
            elif ":" in word:
                word = word.split(":")[0] + (":" + word.split("(")[1][:-1] if "(" in word else "")
            counts[word] = counts.get(word, 0) + 1
    return " ".join("%s=%d" % kv for kv in sorted(counts.items()))


if __name__ == "__main__":
    drive(Match, "mewelad", sys.argv[1:], max_plies=5000, summary=summary)
