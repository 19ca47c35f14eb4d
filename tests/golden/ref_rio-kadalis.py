#!/usr/bin/env python3
"""An independent reference of Rio Kadalis (Ethiopia and Somalia; after
Pankhurst 1971), a whole match of rounds, written from the rules text of
Ludii's "Rio Kadalis" and the interpretations below, not from sow's source.

Rules, in short: two rows of six holes, four counters each; sowing runs
anticlockwise and relays from an occupied hole; a hole that a seed of the
sowing brings to four is taken by the player in whose row it lies, but a
four made by a lap's last seed is taken by the sower; a last seed in an
empty hole ends the turn.  The round lasts until one player cannot move, and
the other takes the counters left.  Then the counters are put back four to
a hole from the right of each row: the richer player gains a hole of the
other's for every four counters over, and one more for three over (not for
one or two).  Rounds go on until one player owns every hole.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  No stores: the
  counters taken are held in hand and shown as `stores`.  South moves first.
- A move lifts every seed of one of the mover's holes that holds any (one
  seed is a move) and sows one a hole anticlockwise from the next hole; a
  lap of twelve or more passes its own hole and drops seeds there too.
  Holes out of play (see the recount) are passed over as if absent.
- "During sowing": each seed but a lap's last that brings a hole to exactly
  four takes those four at once, for the player who owns that hole this
  round (in a later round a hole may belong to the player whose row it is
  not: ownership, not the row, decides, as Ludii's code does); the sowing
  goes on with the seeds still in hand.  A hole brought to four and then
  passed again by the same lap (twelve or more seeds) has been taken
  already.
- A lap's last seed that brings a hole to four: the mover takes the four,
  and the turn ends there (the hole, now empty, is not lifted).
- Otherwise a last seed in a hole that held seeds lifts that hole, the seed
  just dropped included, and the sowing goes on from the next hole; a last
  seed in an empty hole ends the turn.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.  A player with seeds but no legal
  move passes and the other moves again; if neither can move, the round
  ends as below.  (The text does not foresee such sowings.)
- "Until one player cannot move": the round ends after a ply that leaves
  every hole of one player empty (the mover's own or the other's).  The
  other player then "captures the remaining counters": they all lie in that
  player's holes, so each hole's seeds go to its owner.
- Recount (from the text, with our readings): each player's counters (hand
  and what the round's end gave them) go four to a hole.  A player left
  with three over (the other then has one over) takes the other's one and
  fills one more hole; two and two win nothing: each keeps two in hand
  (counted again at the next recount) and one hole stays empty, out of play
  for the round.  South fills from its rightmost hole leftwards (f1 .. a1),
  North from its rightmost rightwards (a2 .. f2); the richer player's extra
  holes are taken from the far (left) end of the other's row, South f2, e2,
  .., North a1, b1, ...  A hole nobody fills is out of play (never sown
  into or from; no owner).
- The player after the last mover of a round starts the next.
- The match ends at a recount where a player cannot fill a single hole (the
  other then owns every hole in play); the other wins.  On that line the
  board is as the round left it and `to_move` is null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores` (the
counters in hand), `to_move`, `passed` (the player who had no move after
this ply and passed, else null), `round` and `owners` (each hole in play and
its owner).  The line after a round's last ply shows the next round set up.

Usage: python3 ref_rio-kadalis.py trace MOVE... | write | pick LO HI
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


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("f1", "e1", "d1", "c1", "b1", "a1"),
        NORTH: named("a2", "b2", "c2", "d2", "e2", "f2")}
GAIN = {SOUTH: named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: named("a1", "b1", "c1", "d1", "e1", "f1")}


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
        (board, seeds taken by each player, events); raises Endless."""
        h = list(self.holes)
        taken = {SOUTH: 0, NORTH: 0}
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
            seeds, h[pos] = h[pos], 0
            while seeds:
                pos = self.next_hole(pos)
                h[pos] += 1
                seeds -= 1
                if seeds and h[pos] == 4:
                    # A four made during the sowing: its hole's owner takes it.
                    who = self.owner[pos]
                    taken[who] += 4
                    h[pos] = 0
                    events.append("four-owner %s:%s%s" % (
                        NAMES[pos], who, "" if who == player else "(other)"))
            if h[pos] == 4:
                # The lap's last seed made four: the mover takes it; turn over.
                taken[player] += 4
                h[pos] = 0
                events.append("four-last %s" % NAMES[pos])
                break
            if h[pos] == 1:
                events.append("ends-empty %s" % NAMES[pos])
                break
            # relay: the landing hole held seeds
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
        self.holes = board
        for p in (SOUTH, NORTH):
            self.hand[p] += taken[p]
        self.ply += 1
        passed = None
        e = self.endless_moves(other(player)) + self.endless_moves(player)
        if e:
            events.append("endless-holes=%d" % e)
        if self.row_empty():
            events.append("round-over:row-empty %s" % self.row_empty())
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
        # The seeds left go to the owners of their holes.
        total = dict(self.hand)
        for i in range(N):
            if self.holes[i]:
                total[self.owner[i]] += self.holes[i]
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        filled, left = {}, {}
        for p in (SOUTH, NORTH):
            filled[p], left[p] = divmod(total[p], REFILL)
        for p in (SOUTH, NORTH):
            q = other(p)
            if left[p] >= 3 and left[p] > left[q]:
                need = REFILL - left[p]
                filled[p] += 1
                left[q] -= need
                left[p] = 0
                events.append("extra-hole %s" % p)
        if left[SOUTH] and left[SOUTH] == left[NORTH]:
            events.append("tie-leftover %d" % left[SOUTH])
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
        self.owner = owner
        self.holes = [REFILL if owner[i] else 0 for i in range(N)]
        self.hand = left
        out = [NAMES[i] for i in range(N) if owner[i] is None]
        gained = [NAMES[i] for i in range(N) if owner[i] and owner[i] != RING.owner(i)]
        events.append("recount %d/%d holes" % (filled[SOUTH], filled[NORTH]))
        if gained:
            events.append("gained " + ",".join(gained))
        if out:
            events.append("out-of-play " + ",".join(out))
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
    drive(Match, "rio-kadalis", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
