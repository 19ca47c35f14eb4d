#!/usr/bin/env python3
"""An independent reference of Gabata (Ghinda), Eritrea (after Pankhurst
1971: 172), a whole match of rounds, written from the rules text of Ludii's
"Gabata (Ghinda)" and the interpretations below, not from sow's source nor
from the example's TOML.

Rules, in short (our paraphrase): two rows of six holes, four counters in
each.  Each player's first turn starts from their leftmost hole.  Sowing runs
anticlockwise; a last counter in an occupied hole lifts that hole and the
sowing goes on, in an empty hole it ends the turn.  Whenever a counter of the
sowing makes a hole hold four, the owner of that hole takes the four at
once, but a four made by the last counter of a sowing goes to the sower.
(A four left untaken that grows to five becomes a "Jen", captured from in a
way of its own; as every four is taken at once, no four is ever left and no
Jen can arise.)  A round lasts until a player has no counters in their row;
the other takes the counters left.  The counters are then put back four to
a hole: a player gains a hole of the other's for each four over their
starting number; a leftover of three gains a hole too, and when each is
left with two, the weaker player is given the other's two.  Rounds go on
until one player owns every counter, and so every hole.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  South's leftmost
  hole is a1, North's (seen from North's side) f2: each is the first of its
  row along the sowing.  No stores: taken counters are held in hand and
  shown as `stores`.  South moves first.
- "Their first turn": each player's first turn of the match (of its first
  round) sows their leftmost hole and no other.  Later rounds, "play begins
  again as before", start with a free choice (as in Ludii's code).  South's
  a1 is full at the start, and its forced sowing leaves North's f2 full, so
  a first turn that cannot be played never arises.
- A move lifts every counter of a hole the mover owns this round that holds
  any (one counter is enough) and sows them one a hole anticlockwise from the
  next hole; a lap of twelve or more drops counters into its own hole too (no
  hole is skipped).
- "At any time during the sowing": each counter but a lap's last that brings
  a hole to exactly four takes those four at once, for the player who owns
  that hole this round (after a recount that may be the player across the
  board), whoever sows; the sowing goes on with the counters still in hand.
  Ludii's code looks for fours only once a lap is over; we take them as they
  are made, as the text says.
- "Unless it is the final hole of the sowing": a lap's last counter that
  brings its hole to four gives the four to the mover, whoever owns the
  hole, and the turn ends there (the hole is empty, nothing relays).  Every
  lap's last counter counts, a relay's too.
- Otherwise a lap's last counter in a hole that held counters lifts that
  hole (the counter just dropped too) and sows on from the next hole; in an
  empty hole it ends the turn.
- The Jen never arises (see above); nothing is modelled for it.
- A move whose relay would never end (the same board comes back at a lift of
  the same hole) may not be played.  A player with counters but no legal move
  passes and the other moves again; if neither can move, the round ends and
  each hole's counters go to its owner.  (The text does not foresee such
  sowings.)
- "Until a player can no longer move because there are no counters in their
  row": the round ends after a ply that leaves every hole one player owns
  this round empty, the mover's own or the other's.  The other player then
  "captures the remaining counters": they all lie in that player's holes,
  so each hole's counters go to its owner.
- Recount: each player's counters (hand and what the round's end gave them)
  go back four to a hole.  Leftovers (fewer than four) after the fours, read
  as the text's "extra" counters, whatever the fours gave: a player left
  with three (the other then has one) takes the other's one and fills one
  more hole; when both are left with two, the player with fewer counters in
  all takes the other's two and fills one more hole.  As the 48 counters are
  always all in play, every leftover is settled so and every hole is filled.
- Which holes: each player fills their own row from their leftmost hole
  (South a1 .. f1, North f2 .. a2); the richer player's extra holes are the
  far (right) end of the other's row, South a2, b2, .., North f1, e1, .., so
  each player keeps the start of their row.
- The player after the last mover of a round starts the next.
- "Until one player owns all of the counters": the match ends at a recount
  where a player cannot fill a single hole; the other wins.  On that line the
  board is as the round left it and `to_move` is null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores` (the
counters in hand), `to_move`, `passed` (the player who had no move after
this ply and passed, else null), `round` and `owners` (each hole and its
owner).  The line after a round's last ply shows the next round set up.

Usage: python3 ref_gabata-ghinda.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)
NAMES = RING.order
IDX = RING.index
REFILL = 4
MAX_PLIES = 20000
LEFTMOST = {SOUTH: IDX["a1"], NORTH: IDX["f2"]}


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("a1", "b1", "c1", "d1", "e1", "f1"),
        NORTH: named("f2", "e2", "d2", "c2", "b2", "a2")}
GAIN = {SOUTH: named("a2", "b2", "c2", "d2", "e2", "f2"),
        NORTH: named("f1", "e1", "d1", "c1", "b1", "a1")}


class Endless(Exception):
    """A relay sowing that never ends."""


class Match:
    def __init__(self):
        self.holes = [REFILL] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.round = 1
        self.to_move = SOUTH
        self.turns = {SOUTH: 0, NORTH: 0}   # turns played in the match
        self.ply = 0
        self.total = sum(self.holes)
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ output
    def line(self, move, player, passed):
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
        }

    # ------------------------------------------------------------ sowing
    def sow(self, player, start):
        """The sowing of `player` from `start` on a copy of the board:
        (board, counters taken by each player, events); raises Endless."""
        h = list(self.holes)
        taken = {SOUTH: 0, NORTH: 0}
        events = []
        seen = set()
        pos = start
        laps = 0
        while True:
            key = (tuple(h), pos)
            if key in seen:
                raise Endless()
            seen.add(key)
            laps += 1
            hand, h[pos] = h[pos], 0
            if hand >= N:
                events.append("wrap %s:%d" % (NAMES[pos], hand))
            while hand:
                pos = (pos + 1) % N
                h[pos] += 1
                hand -= 1
                if hand and h[pos] == 4:
                    # A four made on the way: its owner takes it at once.
                    who = self.owner[pos]
                    taken[who] += 4
                    h[pos] = 0
                    events.append("four %s:%s%s%s" % (
                        NAMES[pos], who,
                        "" if who == player else "(not-mover)",
                        "" if who == RING.owner(pos) else "(gained-hole)"))
            if h[pos] == 4:
                # The lap's last counter made four: the sower takes it.
                taken[player] += 4
                h[pos] = 0
                events.append("last-four %s%s" % (
                    NAMES[pos], "" if self.owner[pos] == player else "(opponent's)"))
                break
            if h[pos] == 1:
                break
            # The last counter fell into an occupied hole: relay from it.
        if laps > 1:
            events.append("relays=%d" % laps)
        return h, taken, events

    def starts(self, player):
        """The holes `player` may start a move from, before endless ones
        are left out."""
        if self.round == 1 and self.turns[player] == 0:
            return [LEFTMOST[player]]
        return [i for i in range(N) if self.owner[i] == player]

    def moves_of(self, player):
        """The legal moves of `player`: (name, result) for each."""
        out = []
        for i in sorted(self.starts(player), key=lambda i: RING.display.index(NAMES[i])):
            if self.holes[i] == 0:
                continue
            try:
                out.append((NAMES[i], self.sow(player, i)))
            except Endless:
                continue
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return [m for m, _ in self.moves_of(self.to_move)]

    def endless_count(self, player):
        """Holes of `player` with counters whose sowing never ends."""
        n = 0
        for i in range(N):
            if self.owner[i] == player and self.holes[i]:
                try:
                    self.sow(player, i)
                except Endless:
                    n += 1
        return n

    # ------------------------------------------------------------ a ply
    def play(self, move):
        assert self.to_move is not None, "match is over"
        player = self.to_move
        first = self.round == 1 and self.turns[player] == 0
        results = dict(self.moves_of(player))
        assert move in results, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(results))
        board, taken, events = results[move]
        if first:
            events.insert(0, "first-turn-leftmost %s" % move)
        i = IDX[move]
        if self.owner[i] != RING.owner(i):
            events.append("from-gained-hole %s" % move)
        self.holes = board
        for p in (SOUTH, NORTH):
            self.hand[p] += taken[p]
        self.turns[player] += 1
        self.ply += 1
        passed = None
        e = self.endless_count(SOUTH) + self.endless_count(NORTH)
        if e:
            events.append("endless-holes=%d" % e)
        empty = self.row_empty()
        if empty:
            events.append("round-over:row-empty %s%s" % (
                empty, "(mover)" if empty == player else ""))
            self.end_round(player, events)
        else:
            nxt = other(player)
            if self.moves_of(nxt):
                self.to_move = nxt
            elif self.moves_of(player):
                events.append("pass %s" % nxt)
                passed = nxt
                self.to_move = player
            else:
                events.append("round-over:neither-can-move")
                self.end_round(player, events)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == self.total
        self.log.append(self.line(move, player, passed))
        self.events.append(events)

    def row_empty(self):
        """The players all of whose holes are empty (as a string), or ''."""
        out = []
        for p in (SOUTH, NORTH):
            if all(self.holes[i] == 0 for i in range(N) if self.owner[i] == p):
                out.append(p)
        return " ".join(out)

    # ------------------------------------------------------------ the recount
    def end_round(self, last_mover, events):
        # The counters left go to the owners of their holes.
        total = dict(self.hand)
        for i in range(N):
            if self.holes[i]:
                total[self.owner[i]] += self.holes[i]
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        filled, left = {}, {}
        for p in (SOUTH, NORTH):
            filled[p], left[p] = divmod(total[p], REFILL)
        # The leftovers: three against one, or two and two.
        for p in (SOUTH, NORTH):
            q = other(p)
            if left[p] == 3 and left[q] == 1:
                filled[p] += 1
                left[p] = left[q] = 0
                events.append("three-extra %s" % p)
        if left[SOUTH] == 2 and left[NORTH] == 2:
            weaker = SOUTH if total[SOUTH] < total[NORTH] else NORTH
            assert total[SOUTH] != total[NORTH]
            filled[weaker] += 1
            left[SOUTH] = left[NORTH] = 0
            events.append("two-two-to-weaker %s" % weaker)
        assert left[SOUTH] == 0 and left[NORTH] == 0, left
        loser = [p for p in (SOUTH, NORTH) if filled[p] < 1]
        if loser:
            # The match is over: the board as the round left it.
            self.to_move = None
            events.append("match-won %s %d-%d" % (other(loser[0]),
                                                   total[SOUTH], total[NORTH]))
            return
        owner = [None] * N
        for p in (SOUTH, NORTH):
            for i in (FILL[p] + GAIN[p])[:filled[p]]:
                assert owner[i] is None
                owner[i] = p
        assert None not in owner
        changed = [NAMES[i] for i in range(N) if owner[i] != self.owner[i]]
        self.owner = owner
        self.holes = [REFILL] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        gained = [NAMES[i] for i in range(N) if owner[i] != RING.owner(i)]
        events.append("recount %d/%d holes" % (filled[SOUTH], filled[NORTH]))
        if gained:
            events.append("gained " + ",".join(gained))
        if changed:
            events.append("changed-hands " + ",".join(changed))
        self.round += 1
        self.to_move = other(last_mover)


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
    most = max([int(e.split("=")[1]) for ev in g.events for e in ev
                if e.startswith("relays=")] or [0])
    return "rounds=%d relays<=%d %s" % (g.round, most, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "gabata-ghinda", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
