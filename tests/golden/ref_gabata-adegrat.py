#!/usr/bin/env python3
"""An independent reference of Gabata (Adegrat), Ethiopia (after Pankhurst
1971: 172), a whole match of rounds, written from the rules text of Ludii's
"Gabata (Adegrat)" and the interpretations below, not from sow's source (and
before the example's TOML was written).

Rules, in short (our paraphrase): two rows of six holes, three counters in
each; sowing runs anticlockwise.  A lap's last counter in a hole that held
counters: the counters of the hole after it are picked up and sown on from
there; if that hole is empty, the turn is over.  A last counter in an empty
hole: the counters of the hole after it are taken.  A round lasts until one
player has no counter left on their side; the other then takes every counter
left on the board.  Then each player puts their counters back three to a
hole, in their own row first; every three beyond a full row wins a hole of
the opponent's row.  Rounds go on until one player holds every hole.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  No stores:
  taken counters are held in hand and shown as `stores`.  South moves first.
- A move lifts every counter of a hole the mover owns this round that holds
  any (one counter is enough) and sows them one a hole anticlockwise from
  the next hole; a lap of as many counters as there are holes in play, or
  more, drops counters into its own hole too (no hole is skipped).  Holes
  out of play (see the recount) are passed over as if absent, by sowing and
  by "the next hole" alike.
- The last counter of a lap (every lap, relays included):
  * in a hole that was empty before it fell: the counters of the next hole
    in play, whoever owns it (it may be the mover's own), go to the mover's
    hand, the last counter staying where it fell; nothing is taken when that
    hole is empty.  The turn ends either way.
  * in a hole that held counters: the next hole in play, if it holds
    counters, is lifted whole and sown on from the hole after it (a new
    lap); if it is empty, the turn ends.  The landing hole keeps its
    counters.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole; no counter is taken during a relay, so the sowing is
  then endless) may not be played.  A player with counters but no legal
  move passes and the other moves again; if neither can move, the round
  ends as below, each hole's counters going to its owner.  (The text does
  not foresee such sowings.)
- "Until one player can no longer play because there are no counters left
  on their side": the round ends after a ply (a whole turn, its relays
  included) that leaves every hole one player owns this round empty, the
  mover's own or the other's.  "The opponent then takes the remainder": the
  counters left all lie in the other player's holes and go to that player.
- Recount: each player's counters (hand, and what the round's end gave
  them) go back three to a hole.  A player fills their own holes from their
  own left, as they sow (South a1 .. f1, North f2 .. a2); a player with more
  than six holes' worth takes the opponent's holes from the far (right) end
  of the opponent's row, South a2, b2, .., North f1, e1, .., so each player
  keeps the start of their own row.  Counters too few to fill a hole (one
  or two; the other player then has two or one) stay in their player's hand
  and count again at the next recount; the one hole nobody fills is out of
  play for the round (no owner, not sown into or from).
- The player after the last mover of a round starts the next.
- "Until one player captures all of the holes": the match ends at a recount
  where a player cannot fill a single hole (fewer than three counters); the
  other wins.  On that line the board is as the round left it and
  `to_move` is null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores` (the
counters in hand), `to_move`, `passed` (the player who had no move after
this ply and passed, else null), `round` and `owners` (each hole in play and
its owner).  The line after a round's last ply shows the next round set up.

Usage: python3 ref_gabata-adegrat.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)
NAMES = RING.order
IDX = RING.index
REFILL = 3
MAX_PLIES = 20000


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
            "owners": {n: self.owner[IDX[n]] for n in RING.display
                       if self.owner[IDX[n]] is not None},
        }

    # ------------------------------------------------------------ sowing
    def next_hole(self, i):
        """The next hole anticlockwise that is in play."""
        while True:
            i = (i + 1) % N
            if self.owner[i] is not None:
                return i

    def sow(self, player, start):
        """The sowing of `player` from `start` on a copy of the board:
        (board, seeds taken by the mover, events); raises Endless."""
        h = list(self.holes)
        taken = 0
        events = []
        lifts = set()
        pos = start
        laps = 0
        while True:
            key = (tuple(h), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)
            laps += 1
            origin = pos
            seeds, h[pos] = h[pos], 0
            while seeds:
                step = self.next_hole(pos)
                if step != (pos + 1) % N:
                    events.append("pass-out-of-play")
                pos = step
                h[pos] += 1
                seeds -= 1
            nxt = self.next_hole(pos)
            if nxt != (pos + 1) % N:
                events.append("next-skips-out-of-play")
            if h[pos] == 1:
                # The last counter fell into an empty hole: take the next.
                if h[nxt]:
                    taken = h[nxt]
                    h[nxt] = 0
                    mine = "own" if self.owner[nxt] == player else "opp"
                    events.append("capture %s=%d(%s)" % (NAMES[nxt], taken, mine))
                else:
                    events.append("empty-next-nothing %s" % NAMES[nxt])
                break
            # The last counter fell into an occupied hole.
            if h[nxt] == 0:
                events.append("stop-next-empty %s" % NAMES[nxt])
                break
            if pos == origin:
                events.append("lap-round-origin")
            pos = nxt   # relay from the next hole
        if laps > 1:
            events.append("relays=%d" % laps)
        return h, taken, events

    def moves_of(self, player):
        """The legal moves of `player`: (name, result) for each."""
        out = []
        for name in RING.display:
            i = IDX[name]
            if self.owner[i] != player or self.holes[i] == 0:
                continue
            try:
                out.append((name, self.sow(player, i)))
            except Endless:
                continue
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return [m for m, _ in self.moves_of(self.to_move)]

    def endless_moves(self, player):
        """Holes of `player` with seeds whose sowing never ends."""
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
        results = dict(self.moves_of(player))
        assert move in results, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(results))
        board, taken, events = results[move]
        i = IDX[move]
        if self.owner[i] != RING.owner(i):
            events.append("from-gained-hole %s" % move)
        self.holes = board
        self.hand[player] += taken
        self.ply += 1
        passed = None
        e = self.endless_moves(other(player)) + self.endless_moves(player)
        if e:
            events.append("endless-holes=%d" % e)
        if self.row_empty():
            events.append("round-over:row-empty %s%s" % (
                self.row_empty(), "(mover)" if self.row_empty() == player else ""))
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
        loser = [p for p in (SOUTH, NORTH) if filled[p] < 1]
        if loser:
            # The match is over: the board as the round left it.
            self.to_move = None
            events.append("match-won %s %d-%d" % (other(loser[0]),
                                                   total[SOUTH], total[NORTH]))
            return
        owner = [None] * N
        for p in (SOUTH, NORTH):
            order = FILL[p] + GAIN[p]
            for i in order[:filled[p]]:
                assert owner[i] is None
                owner[i] = p
        changed = [NAMES[i] for i in range(N) if owner[i] != self.owner[i]]
        self.owner = owner
        self.holes = [REFILL if owner[i] else 0 for i in range(N)]
        self.hand = left
        out = [NAMES[i] for i in range(N) if owner[i] is None]
        gained = [NAMES[i] for i in range(N) if owner[i] and owner[i] != RING.owner(i)]
        events.append("recount %d/%d holes" % (filled[SOUTH], filled[NORTH]))
        if gained:
            events.append("gained " + ",".join(gained))
        if changed:
            events.append("changed-hands " + ",".join(changed))
        if out:
            events.append("out-of-play %s leftover=%d/%d" % (
                ",".join(out), left[SOUTH], left[NORTH]))
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
    drive(Match, "gabata-adegrat", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
