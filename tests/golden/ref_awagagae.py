#!/usr/bin/env python3
"""An independent reference of Awagagae (Eritrea; Pankhurst 1971: 169), a
match of rounds, written from the rules text of Ludii's "Awagagae" and the
interpretations below, not from sow's source nor from the example's
mechanics.

Rules, in short: two rows of six holes, four counters each; a player sows
the counters of one of their holes anticlockwise; a last counter in an
occupied hole lifts it and the sowing goes on, in an empty hole the turn
ends.  A last counter that makes an opponent's hole of three into four
captures that hole.  A player may not begin a turn nor go on sowing from a
hole they captured.  A last counter in an opponent's captured hole: the
first time nothing happens; every later time one counter of it goes to the
store and the sowing ends.  A captured hole stays its captor's even if
empty.  A player who cannot move (counters only in captured holes, or
none) waits while the other plays on.  The round ends when every counter
is in a store or a captured hole.  The counters are counted out four to a
hole: a player takes one of the opponent's holes for every four over their
original number; if nobody is four over, the one three over gets a hole,
and if each is two over, the weaker player is given the other's two.  Play
begins again; the game ends when one player owns every counter, so every
hole.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right as South sees it) and a2..f2;
  the anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  No store
  holes: the counters taken are held in hand and shown as `stores`.  South
  moves first in the first round.
- A move lifts every counter of a hole the mover owns this round, that no
  player has captured and that holds any (one is enough), and sows one a
  hole from the next hole.  No hole is passed over: captured holes are
  sown into, and a lap of twelve or more drops counters into its own hole.
- Every lap's last counter (a relay's too) is judged where it falls, in
  this order:
  1. a hole the mover captured: the turn ends ("nor can they continue
     sowing from it");
  2. a hole the opponent captured, which the mover's last counter has
     fallen into before this round: the mover takes one counter of it (so
     the hole's count is as before the counter fell) into their hand, and
     the turn ends;
  3. a hole the opponent captured, the first time this round the mover's
     last counter falls into it: nothing is taken, the hole is remembered
     (for the mover) and the turn ends (a captured hole is never lifted);
  4. an uncaptured hole the opponent owns this round that now holds four
     (so it held three): captured for the mover, the turn ends;
  5. otherwise a hole that held counters is lifted, the last counter with
     it, and sown on; an empty one ends the turn.  A four made in one of
     the mover's own holes just relays.
  "The opponent's holes" are those the opponent owns this round (after a
  recount some lie in the other row).  The "first time" is counted for each
  captured hole separately.
- A move whose relay would never end (the same board at a lift of the same
  hole) may not be played.  A player to move with no legal move passes and
  the other plays; if neither can, the round ends, the counters in
  uncaptured holes going to the holes' owners.
- The round ends after a ply that leaves every uncaptured hole empty.  Each
  player's total is their hand plus the counters in the holes they
  captured.
- Recount: each player fills four a hole as many holes as their total
  allows; the leftovers (total mod 4) are (0,0), (1,3), (3,1) or (2,2):
  the player left with three takes the other's one and fills one more
  hole; with two each, the player with fewer counters in all takes the
  other's two and fills one more hole.  Each player fills their own row
  from their leftmost hole (South a1..f1, North f2..a2); the richer
  player's extra holes are the other's row from its right-hand end (South
  takes a2, b2, ..; North f1, e1, ..).  All 48 counters go back, every hole
  is filled and owned; hands, captures and remembered holes start afresh.
- The match ends at a recount after which one player owns no hole (one
  counter or none): the other wins.  On that line the board is as the
  round left it and `to_move` is null.  Otherwise the player after the last
  mover of the round starts the next one.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores` (the
counters in hand), `to_move`, `passed` (the player who had no move after
this ply and passed, else null), `round`, `owners` (each hole and its
owner this round), `claimed` (each captured hole and its captor) and
`marks` (the holes an opponent's last counter has fallen into once, and
whose counter; null when there are none, as `sow play` leaves the key
out).  The line after a round's last ply shows the next round
set up.

Usage: python3 ref_awagagae.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import os
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)
NAMES = RING.order
IDX = RING.index
REFILL = 4
MAX_PLIES = int(os.environ.get("AWA_MAX_PLIES", "3000"))


def named(*names):
    return [IDX[n] for n in names]


# Each player's own holes from their left, then the other's holes they
# take when richer, from the other's right-hand end.
FILL = {SOUTH: named("a1", "b1", "c1", "d1", "e1", "f1",
                     "a2", "b2", "c2", "d2", "e2", "f2"),
        NORTH: named("f2", "e2", "d2", "c2", "b2", "a2",
                     "f1", "e1", "d1", "c1", "b1", "a1")}


class Endless(Exception):
    """A relay sowing that never ends."""


class Match:
    def __init__(self):
        self.holes = [REFILL] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.captor = {}            # hole index -> who captured it
        self.seen = {}              # hole index -> whose last counter fell there once
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.total = sum(self.holes)
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ output
    def line(self, move, player, passed):
        marks = {}
        for n in RING.display:
            if IDX[n] in self.seen:
                marks[n] = [self.seen[IDX[n]]]
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
            "claimed": {n: self.captor[IDX[n]] for n in RING.display
                        if IDX[n] in self.captor},
            "marks": {"landed": marks} if marks else None,
        }

    # ------------------------------------------------------------ sowing
    def sow(self, player, start):
        """The ply of `player` from `start`, on a copy of the position:
        (board, captors, remembered holes, counters taken, events); raises
        Endless."""
        h = list(self.holes)
        captor = dict(self.captor)
        seen = dict(self.seen)
        taken = 0
        events = []
        # Brent's cycle finding on (board, hole lifted).
        saved, power, since = None, 1, 0
        pos = start
        laps = 0
        while True:
            key = bytes(h) + bytes([pos])
            if key == saved:
                raise Endless()
            since += 1
            if saved is None or since == power:
                saved, power, since = key, power * 2, 0
            laps += 1
            seeds, h[pos] = h[pos], 0
            if seeds >= N:
                events.append("wrap %s:%d" % (NAMES[pos], seeds))
            while seeds:
                pos = (pos + 1) % N
                h[pos] += 1
                seeds -= 1
            who = captor.get(pos)
            if who == player:
                events.append("own-captured-end %s" % NAMES[pos])
                break
            if who is not None:
                if seen.get(pos) == player:
                    h[pos] -= 1
                    taken += 1
                    events.append("take %s" % NAMES[pos])
                else:
                    seen[pos] = player
                    events.append("first-landing %s" % NAMES[pos])
                break
            if self.owner[pos] != player and h[pos] == 4:
                captor[pos] = player
                events.append("capture %s%s" % (
                    NAMES[pos], "" if RING.owner(pos) != player else "(own-row)"))
                break
            if h[pos] == 1:
                events.append("ends-empty %s" % NAMES[pos])
                break
            if h[pos] == 4:
                events.append("own-four-relays %s" % NAMES[pos])
            # relay: the landing hole held counters
        if laps > 1:
            events.append("relays=%d" % laps)
        return h, captor, seen, taken, events

    def starts(self, player):
        return [i for i in range(N) if self.owner[i] == player
                and i not in self.captor and self.holes[i] > 0]

    def moves_of(self, player):
        """The legal moves of `player`: {name: result}."""
        out = {}
        for i in self.starts(player):
            try:
                out[NAMES[i]] = self.sow(player, i)
            except Endless:
                continue
        return out

    def legal(self):
        if self.to_move is None:
            return []
        moves = self.moves_of(self.to_move)
        return [n for n in RING.display if n in moves]

    # ------------------------------------------------------------ a ply
    def play(self, move):
        assert self.to_move is not None, "match is over"
        player = self.to_move
        results = self.moves_of(player)
        assert move in results, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(results))
        endless = len(self.starts(player)) - len(results)
        board, captor, seen, taken, events = results[move]
        if endless:
            events = ["endless-holes=%d" % endless] + events
        self.holes = board
        self.captor = captor
        self.seen = seen
        self.hand[player] += taken
        self.ply += 1
        passed = None
        if all(self.holes[i] == 0 for i in range(N) if i not in self.captor):
            events.append("round-over:only-captured")
            self.end_round(events, player)
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
                self.end_round(events, player)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == self.total
        self.log.append(self.line(move, player, passed))
        self.events.append(events)

    # ------------------------------------------------------------ the recount
    def end_round(self, events, last_mover):
        total = dict(self.hand)
        for i in range(N):
            if i in self.captor:
                total[self.captor[i]] += self.holes[i]
            else:
                total[self.owner[i]] += self.holes[i]
        assert total[SOUTH] + total[NORTH] == self.total
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        holes = {p: total[p] // REFILL for p in (SOUTH, NORTH)}
        left = {p: total[p] % REFILL for p in (SOUTH, NORTH)}
        if left[SOUTH] or left[NORTH]:
            assert left[SOUTH] + left[NORTH] == REFILL
            if left[SOUTH] == left[NORTH]:
                # Two each: the weaker player is given the other's two.
                weak = SOUTH if total[SOUTH] < total[NORTH] else NORTH
                holes[weak] += 1
                events.append("leftover 2/2 to %s (weaker)" % weak)
            else:
                three = SOUTH if left[SOUTH] == 3 else NORTH
                holes[three] += 1
                events.append("leftover 3 %s (%s)" % (
                    three, "richer" if total[three] > total[other(three)] else "poorer"))
        assert holes[SOUTH] + holes[NORTH] == N
        loser = [p for p in (SOUTH, NORTH) if holes[p] == 0]
        if loser:
            self.to_move = None
            events.append("match-won %s %d-%d" % (other(loser[0]),
                                                   total[SOUTH], total[NORTH]))
            return
        rich = SOUTH if holes[SOUTH] >= holes[NORTH] else NORTH
        owner = [None] * N
        for i in FILL[rich][:holes[rich]]:
            owner[i] = rich
        poor = other(rich)
        for i in FILL[poor][:holes[poor]]:
            assert owner[i] is None
            owner[i] = poor
        assert None not in owner
        self.owner = owner
        self.holes = [REFILL] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.captor = {}
        self.seen = {}
        gained = [NAMES[i] for i in range(N) if owner[i] != RING.owner(i)]
        events.append("recount %d/%d holes" % (holes[SOUTH], holes[NORTH]))
        if gained:
            events.append("gained " + ",".join(gained))
        self.round += 1
        self.to_move = other(last_mover)


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            if word == "leftover":
                word = "leftover-" + e.split()[1].replace("/", "")
            counts[word] = counts.get(word, 0) + 1
    most = max([int(e.split("=")[1]) for ev in g.events for e in ev
                if e.startswith("relays=")] or [0])
    return "rounds=%d relays<=%d %s" % (g.round, most, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "awagagae", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
