#!/usr/bin/env python3
"""An independent reference of Um el Banat (the Kababish of Sudan; after
Davies 1925), a match of rounds, written from the rules text of Ludii's
"Um el Banat" and the interpretations below, not from sow's source nor from
the example's mechanics.

Rules, in short: two rows of six holes, four counters each; a player sows
the counters of one of their holes anticlockwise; a last counter in an
occupied hole lifts it and the sowing goes on, in an empty hole the turn
ends.  A last counter that makes four in an opponent's hole marks that hole
(for the mover) and ends the turn.  Marked holes are never sown from; a
last counter in one's own marked hole ends the turn, one in the opponent's
marked hole takes that counter and one more of the hole, and the mover
plays again.  The round ends when only marked holes hold counters; those
go to the players who marked them.  Then the richer player puts four in
each hole from the left of their row (and on into the other's); a leftover
of three borrows one from the other for one more hole, a leftover of one or
two is borrowed by the other, who fills and owns the last hole.  Play goes
on until one player owns no holes.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right as South sees it) and a2..f2;
  the anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  No stores:
  counters taken are held in hand and shown as `stores`.  South moves
  first in the first round.
- A move lifts every counter of a hole the mover owns this round, is not
  marked and holds any (one is enough), and sows one a hole from the next
  hole.  No hole is passed over: marked holes are sown into, and a lap of
  twelve or more drops counters into its own hole too.
- Where a lap's last counter falls (every lap, relays too), in this order:
  the mover's own marked hole: the turn ends; the opponent's marked hole:
  the mover takes two counters of it (the last one among them; the one
  alone if the hole held none before) and plays again (a new ply, any
  hole); an unmarked hole the opponent owns this round that now holds
  four: it is marked for the mover and the turn ends; otherwise an
  occupied hole (it held counters before) is lifted, the last counter with
  it, and sown on; an empty one ends the turn.  A four made in one of the
  mover's own holes just relays (the text; Ludii's code ends the turn).
  "The opponent's holes" are those the opponent owns this round (after a
  recount some lie in the other row).
- A move whose relay would never end (the same board at a lift of the same
  hole) may not be played.  A player to move with no legal move (every
  hole of theirs empty or marked) passes and the other plays; if neither
  can, the round ends, the counters in unmarked holes going to the holes'
  owners.
- The round ends after a ply that leaves every unmarked hole empty.  Each
  player's total is their hand plus the counters in the holes they marked.
- Recount: the richer player R (more counters; with 24 each nobody is
  richer and each simply fills their own row) fills their own six holes
  and then goes on along the sowing path into the other's row (South f2,
  e2, ...; North a1, b1, ...), four a hole, as far as their counters go.
  R's leftover r (R's total mod 4): r = 3 takes one counter from the
  poorer player P and fills one more hole for R; r = 1 or 2 goes to P, who
  then fills that many holes more (their leftover with R's makes four).
  P fills the holes R left, four a hole: the far end of P's own row.  All
  48 counters go back, every hole is filled and owned.
- The match ends at a recount after which one player owns no hole (0 or 1
  counter against 48 or 47): the other wins.  On that line the board is as
  the round left it and `to_move` is null.  Otherwise the richer player
  (South with 24 each) starts the next round (as Ludii's code does; the
  text does not say).

Trace: every position has `ply`, `move`, `player`, `holes`, `stores` (the
counters in hand), `to_move`, `passed` (the player who had no move after
this ply and passed, else null), `round`, `owners` (each hole and its
owner this round) and `claimed` (each marked hole and who marked it).  The
line after a round's last ply shows the next round set up.

Usage: python3 ref_um-el-banat.py trace MOVE... | write | pick LO HI
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
# Random matches are long (thousands of plies); `compare` and `pick` play
# at most this many plies of each (UEB_MAX_PLIES overrides it).
MAX_PLIES = int(os.environ.get("UEB_MAX_PLIES", "3000"))


def named(*names):
    return [IDX[n] for n in names]


# Each player's holes from their own left, then on along the path into the
# other's row: the order in which the richer player fills.
FROM_LEFT = {SOUTH: named("a1", "b1", "c1", "d1", "e1", "f1",
                          "f2", "e2", "d2", "c2", "b2", "a2"),
             NORTH: named("f2", "e2", "d2", "c2", "b2", "a2",
                          "a1", "b1", "c1", "d1", "e1", "f1")}


class Endless(Exception):
    """A relay sowing that never ends."""


# The positions and starting holes (board, hole, player, marks, owners)
# whose relay was found never to end: finding one can take a while.
ENDLESS = set()


class Match:
    def __init__(self):
        self.holes = [REFILL] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.marked = {}            # hole index -> the player who marked it
        self.round = 1
        self.to_move = SOUTH
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
            "claimed": {n: self.marked[IDX[n]] for n in RING.display
                        if IDX[n] in self.marked},
        }

    # ------------------------------------------------------------ sowing
    def sow(self, player, start):
        """The ply of `player` from `start`, on a copy of the board:
        (board, marks, seeds taken, plays again, events); raises Endless."""
        h = list(self.holes)
        marked = dict(self.marked)
        taken = 0
        again = False
        events = []
        memo = (bytes(h), start, player, tuple(sorted(marked.items())),
                tuple(self.owner))
        if memo in ENDLESS:
            raise Endless()
        # A relay that comes back to the same board at a lift of the same
        # hole never ends; Brent's cycle finding, as some relays go round
        # millions of laps before they come back: `saved` is a lift's state,
        # renewed at every power of two.
        saved, power, since = None, 1, 0
        pos = start
        laps = 0
        while True:
            key = bytes(h) + bytes([pos])
            if key == saved:
                ENDLESS.add(memo)
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
            who = marked.get(pos)
            if who == player:
                events.append("own-marked-end %s" % NAMES[pos])
                break
            if who is not None:
                n = min(2, h[pos])
                h[pos] -= n
                taken += n
                again = True
                events.append("take %s:%d" % (NAMES[pos], n))
                break
            if self.owner[pos] != player and h[pos] == 4:
                marked[pos] = player
                events.append("mark %s%s" % (
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
        return h, marked, taken, again, events

    def starts(self, player):
        return [i for i in range(N) if self.owner[i] == player
                and i not in self.marked and self.holes[i] > 0]

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
        board, marked, taken, again, events = results[move]
        if endless:
            events = ["endless-holes=%d" % endless] + events
        self.holes = board
        self.marked = marked
        self.hand[player] += taken
        self.ply += 1
        passed = None
        if all(self.holes[i] == 0 for i in range(N) if i not in self.marked):
            events.append("round-over:only-marked")
            self.end_round(events)
        else:
            nxt = player if again else other(player)
            if again:
                events.append("again")
            if self.moves_of(nxt):
                self.to_move = nxt
            elif self.moves_of(other(nxt)):
                events.append("pass %s" % nxt)
                passed = nxt
                self.to_move = other(nxt)
            else:
                events.append("round-over:neither-can-move")
                self.end_round(events)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == self.total
        self.log.append(self.line(move, player, passed))
        self.events.append(events)

    # ------------------------------------------------------------ the recount
    def end_round(self, events):
        total = dict(self.hand)
        for i in range(N):
            if i in self.marked:
                total[self.marked[i]] += self.holes[i]
            else:
                total[self.owner[i]] += self.holes[i]
        assert total[SOUTH] + total[NORTH] == self.total
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        if total[SOUTH] == total[NORTH]:
            holes = {SOUTH: total[SOUTH] // REFILL, NORTH: total[NORTH] // REFILL}
            assert total[SOUTH] % REFILL == 0
            rich = None
        else:
            rich = SOUTH if total[SOUTH] > total[NORTH] else NORTH
            poor = other(rich)
            holes = {rich: total[rich] // REFILL, poor: 0}
            left = {rich: total[rich] % REFILL, poor: total[poor]}
            if left[rich] == 3:
                # The richer borrows one of the poorer's to make four.
                holes[rich] += 1
                left[poor] -= 1
                left[rich] = 0
                events.append("leftover %s:3 borrows one" % rich)
            elif left[rich] in (1, 2):
                # The poorer borrows the richer's one or two.
                events.append("leftover %s:%d to %s (%s)" % (
                    rich, left[rich], poor,
                    "tie-poorer" if left[rich] == 2 else "poorer-has-3"))
                left[poor] += left[rich]
                left[rich] = 0
            assert left[poor] % REFILL == 0 and left[poor] >= 0
            holes[poor] = left[poor] // REFILL
        assert holes[SOUTH] + holes[NORTH] == N
        loser = [p for p in (SOUTH, NORTH) if holes[p] == 0]
        if loser:
            self.to_move = None
            events.append("match-won %s %d-%d" % (other(loser[0]),
                                                   total[SOUTH], total[NORTH]))
            return
        owner = [None] * N
        first = rich or SOUTH
        for i in FROM_LEFT[first][:holes[first]]:
            owner[i] = first
        for i in range(N):
            if owner[i] is None:
                owner[i] = other(first)
        # The poorer's holes are the far end of their own row.
        assert sum(1 for o in owner if o == other(first)) == holes[other(first)]
        self.owner = owner
        self.holes = [REFILL] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.marked = {}
        gained = [NAMES[i] for i in range(N) if owner[i] != RING.owner(i)]
        events.append("recount %d/%d holes" % (holes[SOUTH], holes[NORTH]))
        if gained:
            events.append("gained " + ",".join(gained))
        self.round += 1
        self.to_move = rich or SOUTH


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            if word == "leftover":
                word = e.split()[-1].strip("()") if "(" in e else "rich-borrows"
            counts[word] = counts.get(word, 0) + 1
    most = max([int(e.split("=")[1]) for ev in g.events for e in ev
                if e.startswith("relays=")] or [0])
    return "rounds=%d relays<=%d %s" % (g.round, most, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "um-el-banat", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
