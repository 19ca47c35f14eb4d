#!/usr/bin/env python3
"""An independent reference of Mewegae (Eritrea; after Pankhurst 1971,
p. 168), a whole match, written from the rules text of Ludii's "Mewegae"
(its metadata) and the interpretations below, not from sow's source nor
from the example's mechanics.  It stands on ref_common.py's ring of two
rows and driver (trace / write / pick / compare).

Rules, in short: two rows of six holes, four counters in each.  The players
begin at once, sowing by the rules below, until one of them drops their
last counter into an empty hole.  A player lifts any hole of theirs and
sows anticlockwise; a last counter in an occupied hole lifts that hole and
the sowing goes on, until a last counter falls into an empty hole; then the
other plays.  A last counter that makes one of the opponent's holes, which
held three, hold four captures that hole.  Nobody begins or continues a
sowing from a captured hole.  A last counter in a hole the opponent
captured does nothing the first time; every later time one counter of it
goes to the mover's store and the mover sows again from any hole of
theirs.  A captured hole stays captured when it is empty.  A player who
cannot move (counters only in captured holes, or none) waits while the
other plays on.  The round ends when every counter is in a store or a
captured hole.  The counters are put back four to a hole: each four over a
player's start wins one of the other's holes; three over wins one too;
two over each gives the weaker player the other's two.  Play begins again
as before, until one player owns every counter and every hole.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South, row 1) and a2..f2 (North); anticlockwise order
  a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  No stores: counters
  taken are kept in hand, shown as `stores`.  No hole is passed over:
  captured holes are sown into, and a lap of twelve or more drops a counter
  into the hole it was lifted from.
- Where a lap's last counter falls (every lap, a relay's too), in this
  order: the mover's own captured hole: the turn ends; a hole the opponent
  captured: if the mover's last counter has fallen there before this
  round (the hole "remembers" each player), one counter of it (the last
  one among them; it alone if the hole held none before) goes to the
  mover's hand and the mover plays again, a new ply from any hole of
  theirs; the first time, nothing but the memory, and the turn ends;
  an uncaptured hole the opponent owns this round that now holds four:
  captured for the mover, the turn ends; otherwise a hole that held
  counters is lifted (the last counter with it) and sown on, an empty one
  ends the turn.  A four made in one of the mover's own holes relays.
  "The opponent's holes" are those the opponent owns this round.
- A move lifts every counter of a hole the mover owns this round that is
  not captured and holds any (one is enough).  A move whose relay would
  never end (the same board at a lift of the same hole) may not be played.
- The opening (every round; "play then begins again as before"): it
  cannot be played at once, so it is played as laps in turn.  The round's
  first player chooses a hole and sows one lap (a ply); the other chooses
  a hole and sows one lap, then the two relays go on a lap at a time, the
  first player first, all in that second ply.  Each lap is an ordinary lap
  (the rules above apply).  A player whose lap's last counter falls into an
  empty hole, or captures a hole (their sowing is over), has finished; the
  first to finish wins the opening and makes the first ordinary move; when
  both would finish in the same round of laps, the one who sows first in
  it wins.  The other relay stops where it is.  A relay whose waiting hole
  has been emptied (lifted by the other) has finished when its turn to
  lift it comes.  An opening whose relays would come back to the same
  board, the same waiting holes and the same player to sow is not a move.
- A player to move with no legal move passes (`passed`), the other playing
  on; if neither can move the round ends, uncaptured holes' counters going
  to their owners.
- The round ends after a ply that leaves every uncaptured hole empty.  Each
  player's total is their hand plus the counters in the holes they
  captured.
- Recount: with 48 counters, the richer player R's leftover r (total mod
  4) and the poorer's add up to 0 or 4.  R owns total//4 holes, one more
  when r = 3 (taking the poorer's one counter); with r = 1 (the poorer has
  three over) or r = 2 (two each: the weaker, the poorer, is given them),
  the poorer fills that hole.  Every hole is filled, four a hole, hands
  empty.  Each player fills their own row from its right end (South f1 to
  a1, North a2 to f2); the richer's extra holes are the other's far ones
  (South takes f2, e2, ...; North a1, b1, ...).  Equal totals: each their
  own row.
- The players take turns sowing first in the opening: South in the first
  round, North in the second, and so on.
- The match ends at a recount that leaves a player no hole (one counter or
  none): the other has won.  That line shows the board as the round left
  it (captures and memories too), `to_move` null.

Lines carry `passed`, `round`, `owners` (each hole and its owner this
round), `claimed` (each captured hole and its captor) and `marks` (the
memories of a first landing: {"landed": {hole: [player]}}, null when
there is none) beside the usual keys.

Usage: python3 ref_mewegae.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
(MEWEGAE_MAX_PLIES caps the random matches of pick and compare: 3000.)
"""
import os
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)
N = len(RING)
NAMES = RING.order
IDX = RING.index
TOTAL = 48
MAX_PLIES = int(os.environ.get("MEWEGAE_MAX_PLIES", "3000"))


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("f1", "e1", "d1", "c1", "b1", "a1"),
        NORTH: named("a2", "b2", "c2", "d2", "e2", "f2")}
GAIN = {SOUTH: named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: named("a1", "b1", "c1", "d1", "e1", "f1")}


class Endless(Exception):
    """A sowing (or opening) that would never end."""


class Match:
    def __init__(self):
        self.holes = [4] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.claimed = {}         # hole -> its captor
        self.marks = {}           # hole -> players whose last counter fell there
        self.round = 1
        self.to_move = SOUTH
        self.first_racer = SOUTH
        self.racing = True
        self.waiting = None       # where the first player's opening relay waits
        self.ply = 0
        self.cache = None
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ position
    def line(self, move, player, passed):
        marks = {NAMES[i]: sorted(ps, key=[SOUTH, NORTH].index)
                 for i, ps in self.marks.items() if ps}
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {n: self.holes[IDX[n]] for n in RING.display},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
            "passed": passed,
            "round": self.round,
            "owners": {n: self.owner[IDX[n]] for n in RING.display},
            "claimed": {n: self.claimed[IDX[n]] for n in RING.display
                        if IDX[n] in self.claimed},
            "marks": {"landed": marks} if marks else None,
        }

    # ------------------------------------------------------------ a lap
    def lap(self, st, mover, origin, events):
        """Lifts `origin` in state `st` (holes, hand, claimed, marks, all
        copies) and sows; returns (what happened, the last hole): "relay"
        (an occupied hole to lift), "empty", "own-captured", "first-landing",
        "take" (the mover plays again) or "capture"."""
        holes, hand, claimed, marks = st
        seeds, holes[origin] = holes[origin], 0
        if seeds >= N:
            events.append("wrap %s:%d" % (NAMES[origin], seeds))
        pos = origin
        while seeds:
            pos = (pos + 1) % N
            holes[pos] += 1
            seeds -= 1
        who = claimed.get(pos)
        if who == mover:
            events.append("own-captured-end %s" % NAMES[pos])
            return "own-captured", pos
        if who is not None:
            if mover in marks.get(pos, ()):
                holes[pos] -= 1
                hand[mover] += 1
                events.append("take %s%s" % (NAMES[pos], "(was-empty)" if holes[pos] == 0 else ""))
                return "take", pos
            marks.setdefault(pos, set()).add(mover)
            events.append("first-landing %s%s" % (NAMES[pos], "(was-empty)" if holes[pos] == 1 else ""))
            return "first-landing", pos
        if self.owner[pos] != mover and holes[pos] == 4:
            claimed[pos] = mover
            events.append("capture %s%s" % (
                NAMES[pos], "(own-row)" if RING.owner(pos) == mover else ""))
            return "capture", pos
        if holes[pos] == 1:
            return "empty", pos
        if holes[pos] == 4:
            events.append("own-four-relays %s" % NAMES[pos])
        return "relay", pos

    def state(self):
        return ([*self.holes], dict(self.hand), dict(self.claimed),
                {i: set(ps) for i, ps in self.marks.items()})

    # ------------------------------------------------------------ moves
    def sow(self, player, start):
        """An ordinary move: (state, plays again, events); raises Endless."""
        st = self.state()
        events = []
        # Brent's cycle finding on (board, hole to lift): `saved` is a
        # lift's state, renewed at every power of two.
        saved, power, since = None, 1, 0
        pos = start
        laps = 0
        while True:
            key = bytes(st[0]) + bytes([pos])
            if key == saved:
                raise Endless()
            since += 1
            if saved is None or since == power:
                saved, power, since = key, power * 2, 0
            laps += 1
            how, pos = self.lap(st, player, pos, events)
            if how != "relay":
                if laps > 1:
                    events.append("relays=%d" % laps)
                if how == "empty":
                    events.append("ends-empty %s" % NAMES[pos])
                return st, how == "take", events

    def race(self, player, start):
        """An opening ply: (state, winner or None, where the mover's relay
        waits, events); raises Endless."""
        st = self.state()
        events = []
        how, pos = self.lap(st, player, start, events)
        assert how in ("relay", "empty", "capture"), how
        if how != "relay":
            events.append("opening-won:%s first-lap-%s@%s" % (player, how, NAMES[pos]))
            return st, player, None, events
        if self.waiting is None:
            events.append("opening-waits:%s@%s" % (player, NAMES[pos]))
            return st, None, pos, events
        at = {self.first_racer: self.waiting, player: pos}
        seen = set()
        laps = 2
        while True:
            for p in (self.first_racer, player):
                key = (bytes(st[0]), at[SOUTH], at[NORTH], p)
                if key in seen:
                    raise Endless()
                seen.add(key)
                if st[0][at[p]] == 0:
                    events.append("opening-won:%s hole-emptied@%s" % (p, NAMES[at[p]]))
                    return st, p, None, events
                how, last = self.lap(st, p, at[p], events)
                assert how in ("relay", "empty", "capture"), how
                laps += 1
                if how != "relay":
                    events.append("opening-won:%s lap%d-%s@%s" % (p, laps, how, NAMES[last]))
                    return st, p, None, events
                at[p] = last

    def starts(self, player):
        return [i for i in range(N) if self.owner[i] == player
                and i not in self.claimed and self.holes[i] > 0]

    def moves_of(self, player):
        """{name: result} of the legal moves of `player` in this position."""
        out = {}
        for i in self.starts(player):
            try:
                out[NAMES[i]] = (self.race if self.racing else self.sow)(player, i)
            except Endless:
                continue
        return out

    def current(self):
        if self.cache is None or self.cache[0] != self.ply:
            self.cache = (self.ply, self.moves_of(self.to_move))
        return self.cache[1]

    def legal(self):
        if self.to_move is None:
            return []
        moves = self.current()
        return [n for n in RING.display if n in moves]

    # ------------------------------------------------------------ a ply
    def play(self, move):
        assert self.to_move is not None, "match is over"
        player = self.to_move
        results = self.current()
        assert move in results, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(results))
        endless = len(self.starts(player)) - len(results)
        if self.racing:
            st, winner, waits, events = results[move]
            if winner is None:
                self.waiting = waits
                nxt = other(player)
            else:
                self.racing = False
                self.waiting = None
                nxt = winner
        else:
            st, again, events = results[move]
            nxt = player if again else other(player)
            if again:
                events.append("again")
        if endless:
            events = ["endless-holes=%d" % endless] + events
        self.holes, self.hand, self.claimed, self.marks = st
        self.ply += 1
        self.cache = None
        passed = None
        if not self.racing and all(self.holes[i] == 0 for i in range(N)
                                   if i not in self.claimed):
            events.append("round-over:only-captured")
            self.end_round(events)
        else:
            self.to_move = nxt
            self.cache = None
            if not self.current():
                self.to_move = other(nxt)
                self.cache = None
                if self.current():
                    events.append("pass %s" % nxt)
                    passed = nxt
                else:
                    events.append("round-over:neither-can-move")
                    self.end_round(events)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == TOTAL
        if self.to_move is None:
            self.cache = None
        self.log.append(self.line(move, player, passed))
        self.events.append(events)

    # ------------------------------------------------------------ recount
    def end_round(self, events):
        total = dict(self.hand)
        for i in range(N):
            who = self.claimed.get(i, self.owner[i])
            total[who] += self.holes[i]
        assert total[SOUTH] + total[NORTH] == TOTAL
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        if total[SOUTH] == total[NORTH]:
            holes = {SOUTH: 6, NORTH: 6}
            rich = None
        else:
            rich = SOUTH if total[SOUTH] > total[NORTH] else NORTH
            poor = other(rich)
            r = total[rich] % 4
            holes = {rich: total[rich] // 4 + (1 if r == 3 else 0)}
            holes[poor] = N - holes[rich]
            if r == 3:
                events.append("leftover three-to-richer %s" % rich)
            elif r == 1:
                events.append("leftover three-to-poorer %s" % poor)
            elif r == 2:
                events.append("leftover two-two-to-poorer %s" % poor)
            assert 4 * holes[poor] == total[poor] + {0: 0, 1: 1, 2: 2, 3: -1}[r]
        loser = [p for p in (SOUTH, NORTH) if holes[p] == 0]
        if loser:
            self.to_move = None
            events.append("match-won %s %d-%d" % (other(loser[0]),
                                                   total[SOUTH], total[NORTH]))
            return
        owner = [None] * N
        for p in (SOUTH, NORTH):
            for i in GAIN[p][:max(0, holes[p] - 6)]:
                owner[i] = p
            for i in FILL[p][:min(6, holes[p])]:
                owner[i] = p
        assert None not in owner
        self.owner = owner
        self.holes = [4] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.claimed = {}
        self.marks = {}
        gained = [NAMES[i] for i in range(N) if owner[i] != RING.owner(i)]
        events.append("recount %d/%d holes" % (holes[SOUTH], holes[NORTH]))
        if gained:
            events.append("gained " + ",".join(gained))
        self.round += 1
        self.first_racer = SOUTH if self.round % 2 == 1 else NORTH
        self.to_move = self.first_racer
        self.racing = True
        self.waiting = None


def summary(g):
    """A random match's events, counted by kind (holes left out)."""
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0]
            if word.startswith("opening-won"):
                tail = e.split()[1].split("@")[0]
                word = "opening-won:" + "".join(ch for ch in tail if not ch.isdigit())
            elif word == "leftover":
                word = e.split()[1]
            elif ":" in word:
                word = word.split(":")[0]
            if "(was-empty)" in e:
                word += "(was-empty)"
            if "(own-row)" in e:
                word += "(own-row)"
            counts[word] = counts.get(word, 0) + 1
    return "rounds=%d %s" % (g.round, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "mewegae", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
