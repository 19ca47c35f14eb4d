#!/usr/bin/env python3
"""An independent reference of Lamosh (Ethiopia; after Pankhurst 1971,
p. 178), a whole match of rounds, written from the rules text of Ludii's
"Lamosh" (its metadata) and the interpretations below, not from sow's
source.  It stands on ref_common.py's ring of two rows and its driver
(trace / write / pick / compare).

Rules, in short: two rows of six holes, four counters each.  Play begins
with a stylised move: one player takes a counter from their rightmost hole
and keeps it in hand; then, going anticlockwise, they take a counter from
the next hole and drop it into the hole after, take one from the hole after
that and drop it into the next, and so on, leaving holes of five and three
in turn; the counter taken from the hole before the first one falls into
that first hole, and the counter held in hand into the hole after it, which
so holds four and is taken.  Then the players take turns sowing
anticlockwise with relays: a last counter in an occupied hole lifts it and
the sowing goes on; in an empty hole the turn ends.  A hole a counter
brings to four during the sowing is taken by the player in whose row it
is, except where the sowing's last counter makes it: then the sower takes
it.  The round goes on until one player cannot move; the other takes the
counters left.  Next round each player fills holes four to a hole from the
right of their row; the richer player gains a hole of the other's for each
four counters over, and one more for three over (not for one or two).
Rounds go on until one player has every hole.

Interpretations (the comments of examples/lamosh.sow.toml say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  No stores on
  the board: counters taken are held in hand, shown as `stores`.
- The stylised move has no choice in it, so it is not a ply of the trace:
  ply 0 is the board it leaves.  The text says only "one player" makes it,
  and "players then alternate turns": the other player makes the first
  sowing.  As South makes the first sowing (the trace's convention), North
  is the opener.  North's rightmost hole is a2 (North faces South, so its
  right is the column a).  Reading the text step by step (a counter held
  in hand from a2; a1's counter into b1, c1's into d1, e1's into f1, f2's
  into e2, d2's into c2, b2's into a2, the original hole; the held counter
  into a1, which then holds four, taken by the opener as a four made by a
  sowing's last counter): a1 0, b1 5, c1 3, d1 5, e1 3, f1 5, f2 3, e2 5,
  d2 3, c2 5, b2 3, a2 4, and North holds 4.  (Ludii's code plays it
  otherwise: it leaves out the counter held in hand, starting with the
  hole after the rightmost one, so the rightmost hole keeps it and ends at
  five, and at the end it takes the three left in the hole after the
  rightmost one: the opener takes three, not four; we follow the text.)
  The stylised move opens the first round only: later rounds begin with
  each player filling their holes, as the text says, and the round's first
  player sows.
- A move lifts every counter of one of the mover's holes (those they own
  this round) that holds any, a single counter too, and sows them one a
  hole anticlockwise from the next hole; a lap of twelve or more passes its
  own hole and drops counters there too.  Holes out of play (see the
  recount) are passed over as if absent.
- Each counter but a lap's last that brings a hole to exactly four takes
  those four at once, for the player who owns the hole this round ("in
  whose row the hole is located": after a recount a gained hole is its
  gainer's); the sowing goes on with the counters still in hand.  A hole
  brought to four and passed again by the same lap has been emptied by the
  take already.
- A lap's last counter that brings a hole to four (every lap's last counter
  is the last of "a sowing", a relay's too): the sower takes the four,
  whoever owns the hole, and the turn ends there (the hole, now empty, is
  not lifted).  Otherwise a last counter in a hole that held counters lifts
  that hole (the counter with it) and sows on from the next hole; a last
  counter in an empty hole ends the turn.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.
- "Until one player cannot move": after every ply, if either player (the
  one to move or the other) has no legal move, the round is over: all of
  their holes are empty (or, never seen, every sowing of theirs is
  endless).  Each hole's counters then go to its owner: when a row is
  empty, the other player takes every counter left.  A row emptied by its
  own player's move ends the round too: that player cannot move.
- Recount: each player's counters (hand, and what the round's end gave
  them) go four to a hole.  A player left with three over (the other then
  has one over) takes the other's one and fills one more hole; two and two
  win nothing: each keeps two in hand (counted again at the next recount)
  and one hole stays empty, out of play for the round.  South fills from
  its rightmost hole leftwards (f1 .. a1), North from its rightmost
  rightwards (a2 .. f2); the richer player's extra holes are taken from
  the far (left) end of the other's row, South f2, e2, .., North a1, b1, ..
  A hole nobody fills is out of play (never sown into or from; no owner).
  Every take is a four, the opener's too, and what a round leaves goes to
  one player, so every count at a recount is a multiple of four: the
  leftover rules fire only after a round ended by endless sowings (never
  seen).
- The player after the last mover of a round starts the next.
- The match ends at a recount where a player cannot fill a single hole (the
  other then owns every hole in play); the other wins.  On that line the
  board is as the round left it, the hands as they were, `to_move` null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores` (the
counters in hand), `to_move`, `round` and `owners` (each hole in play and
its owner).  The line after a round's last ply shows the next round set up.

Usage: python3 ref_lamosh.py trace MOVE... | write | pick LO HI
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
OPENER = NORTH          # makes the stylised move; South sows first
RIGHTMOST = {SOUTH: IDX["f1"], NORTH: IDX["a2"]}


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("f1", "e1", "d1", "c1", "b1", "a1"),
        NORTH: named("a2", "b2", "c2", "d2", "e2", "f2")}
GAIN = {SOUTH: named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: named("a1", "b1", "c1", "d1", "e1", "f1")}


def stylised_opening(opener):
    """The board and the opener's take after the stylised move, played
    counter by counter as the text tells it, from four in every hole."""
    h = [REFILL] * N
    first = RIGHTMOST[opener]
    h[first] -= 1               # held in hand
    src = (first + 1) % N
    while True:
        dst = (src + 1) % N
        h[src] -= 1
        h[dst] += 1
        if dst == first:        # "upon reaching the original hole"
            break
        src = (dst + 1) % N
    after = (first + 1) % N
    h[after] += 1               # the held counter: "thus capturing"
    assert h[after] == 4
    taken = h[after]
    h[after] = 0
    # "an alternating pattern of a hole with five followed by a hole with
    # three", from the hole after the taken one round to the first.
    run = [h[(after + k) % N] for k in range(1, N - 1)]
    assert run == [5, 3] * 5, run
    return h, taken


class Endless(Exception):
    """A relay sowing that never ends."""


class Match:
    def __init__(self):
        self.holes, taken = stylised_opening(OPENER)
        self.hand = {SOUTH: 0, NORTH: 0}
        self.hand[OPENER] += taken
        self.owner = [RING.owner(i) for i in range(N)]
        self.round = 1
        self.to_move = other(OPENER)
        self.ply = 0
        self.total = sum(self.holes) + taken
        assert self.total == N * REFILL
        self.log = [self.line(None, None)]
        self.events = [["opening %s takes %d at %s" % (
            OPENER, taken, NAMES[(RIGHTMOST[OPENER] + 1) % N])]]

    # ------------------------------------------------------------ output
    def line(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {n: self.holes[IDX[n]] for n in RING.display},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
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
        (board, counters taken by each player, events); raises Endless."""
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
            origin = pos
            seeds, h[pos] = h[pos], 0
            passed_origin = False
            while seeds:
                pos = self.next_hole(pos)
                if pos == origin:
                    passed_origin = True
                h[pos] += 1
                seeds -= 1
                if seeds and h[pos] == 4:
                    # A four made during the sowing: its hole's owner takes it.
                    who = self.owner[pos]
                    taken[who] += 4
                    h[pos] = 0
                    tags = "" if who == player else "(other's)"
                    if who != RING.owner(pos):
                        tags += "(gained)"
                    events.append("four@%s>%s%s" % (NAMES[pos], who, tags))
            if passed_origin:
                events.append("round-the-board@lap%d" % laps)
            if h[pos] == 4:
                # The lap's last counter made four: the sower takes it.
                taken[player] += 4
                h[pos] = 0
                tag = "" if self.owner[pos] == player else "(opponent's)"
                events.append("last-four@%s>%s%s" % (NAMES[pos], player, tag))
                break
            if h[pos] == 1:
                events.append("ends-empty@%s" % NAMES[pos])
                break
            # relay: the landing hole held counters
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
        stuck = []
        for p in (other(player), player):
            if not self.moves_of(p):
                empty = all(self.holes[i] == 0 for i in range(N)
                            if self.owner[i] == p)
                stuck.append(p)
                events.append("cannot-move:%s%s" % (
                    p, "(own-row-emptied)" if p == player else "")
                    + ("" if empty else "(endless)"))
        if stuck:
            self.end_round(player, events)
        else:
            self.to_move = other(player)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == self.total
        self.log.append(self.line(move, player))
        self.events.append(events)

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
            word = e.split()[0].split("=")[0].split(":")[0].split("@")[0]
            counts[word] = counts.get(word, 0) + 1
    most = max([int(e.split("=")[1]) for ev in g.events for e in ev
                if e.startswith("relays=")] or [0])
    tags = sum(1 for ev in g.events for e in ev if "(gained)" in e)
    other_four = sum(1 for ev in g.events for e in ev
                     if e.startswith("four@") and "(other's)" in e)
    opp_last = sum(1 for ev in g.events for e in ev
                   if e.startswith("last-four@") and "(opponent's)" in e)
    return "rounds=%d relays<=%d gained-four=%d other-four=%d opp-last=%d %s" % (
        g.round, most, tags, other_four, opp_last,
        " ".join("%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "lamosh", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
