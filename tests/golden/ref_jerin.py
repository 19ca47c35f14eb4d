#!/usr/bin/env python3
"""Reference J'erin (Yoruba, Nigeria; after Newberry 1939, pp. 79-80), a
whole match of rounds, written from the rules text of Ludii's "J'erin" and
the interpretations below, not from sow.

The rules, in short (our paraphrase of the text): two rows of six holes,
four counters in each.  Sowing runs anticlockwise.  A last counter that
falls into an occupied hole lifts that hole and the sowing goes on; one that
falls into an empty hole ends the turn.  A last counter that brings a hole
of the mover's own row to four takes those four and ends the turn; and
whenever, during the sowing, a hole of the mover's own row is brought to
four, those four are taken.  Once only eight counters are left on the
board, whoever first brings a hole to four takes every counter still left.
When the round is over, each player puts their counters back four to a
hole; a player with more than six holes' worth takes holes of the other's
row, and may capture in them in the next round as in their own.  The match
goes on until a player owns no hole.

Interpretations (the same as the comments of examples/jerin.sow.toml):
- Holes a1-f1 are South's row, a2-f2 North's; anticlockwise order
  a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  South moves first.
  There are no stores: counters taken are kept in hand, shown as `stores`.
- "The player's own row" is, in every round, the holes that player owns in
  that round (their own row in the first; after a recount, the holes they
  filled, those won from the other's row included).  A move lifts every
  counter of one such hole holding at least one (a single counter is a
  move) and sows them one a hole from the next hole on, passing over
  nothing but holes out of play (a lap of twelve or more drops a counter
  into the hole it was lifted from).
- Each counter as it falls, the last of a lap included:
  1. while at most eight counters are left uncaptured (those on the board
     and those in the sower's hand; counters in a player's hand from
     earlier captures or a recount are not on the board), a counter that
     brings ANY hole, of either row, to four takes for the mover every
     counter left: all the board and the counters still to be sown.  The
     sowing, the turn and the round are over.  The count is judged as the
     four is made, so a four taken earlier in the same sowing that brings
     the board down to eight makes the next four take everything;
  2. otherwise a counter that brings a hole the mover owns to four takes
     those four for the mover: a counter that is not the lap's last lets
     the sowing go on; the last ends the turn;
  3. a four made in a hole of the opponent's is nothing special: the
     sowing goes on, and a last counter there relays like any other.
- A lap's last counter: in a hole that was empty before it fell, the turn
  ends; in an occupied hole (rule 2 aside) the hole is lifted, that counter
  too, and sown on from the next hole.  A move whose relay would never end
  (the same board at a lift of the same hole) is not legal.
- A player without a legal move passes (`passed` names them; the other
  moves again).
- A round ends when the board is empty.  It also ends, as the text does not
  say how a round that cannot finish is stopped, when a position (board,
  both hands, player to move, after any pass) comes back within the round,
  or when neither player can move; each player then keeps the counters in
  the holes they own this round.
- Recount: each player's counters (hand, plus what the round's end gave
  them) make one hole for every four; fewer than four are kept in hand and
  count again at the next recount, and a hole nobody fills is out of play
  for the round (not sown into, not lifted).  Each player fills their own
  row along the sowing path from its start (South a1..f1, North f2..a2); a
  player with more than six holes' worth takes the other's holes on along
  their own path (South f2, e2, ...; North a1, b1, ...) before the other
  fills what is left of their row the same way.  A player who cannot fill a
  single hole loses the match (the other then owns every hole in play).
  The last line of the match shows the board as the round left it, with
  `to_move` null.
- The player after the last mover of a round starts the next one.

Usage: python3 ref_jerin.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)
N = len(RING)
NAMES = RING.order
IDX = RING.index
FOUR = 4
LATE = 8            # "only eight counters left on the board"


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("a1", "b1", "c1", "d1", "e1", "f1"),
        NORTH: named("f2", "e2", "d2", "c2", "b2", "a2")}
GAIN = {SOUTH: named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: named("a1", "b1", "c1", "d1", "e1", "f1")}


class Endless(Exception):
    """A relay sowing that repeats for ever."""


class Match:
    def __init__(self):
        self.holes = [4] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.seen = {self.key()}
        self.log = [self.line(0, None, None, None)]
        self.events = [[]]
        self.refused = 0

    # ------------------------------------------------------------ position
    def key(self):
        return (tuple(self.holes), self.hand[SOUTH], self.hand[NORTH], self.to_move)

    def line(self, ply, move, player, passed):
        return {
            "ply": ply,
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

    def sown(self, player, start):
        """The whole turn of `player` from hole `start`: (board after it,
        counters taken, whether everything was taken, events).  Raises
        Endless for a relay that never ends."""
        holes = list(self.holes)
        taken = 0
        events = []
        lifts = set()
        pos = start
        seeds, holes[pos] = holes[pos], 0
        laps = 1
        while True:
            origin = pos
            while seeds:
                pos = self.next_hole(pos)
                holes[pos] += 1
                seeds -= 1
                last = seeds == 0
                tag = "(last)" if last else ""
                if pos == origin:
                    events.append("origin-sown@" + NAMES[pos])
                if holes[pos] == FOUR:
                    left = sum(holes) + seeds
                    if left <= LATE:
                        # Rule 1: everything left goes to the mover.
                        taken += left
                        events.append("all-remaining@%s%s=%d%s%s" % (
                            NAMES[pos], tag, left,
                            " in-hand=%d" % seeds if seeds else "",
                            "" if self.owner[pos] == player else " opponent-hole"))
                        holes = [0] * N
                        return holes, taken, True, events + ["laps=%d" % laps]
                    if self.owner[pos] == player:
                        # Rule 2: a four in one of the mover's holes.
                        taken += FOUR
                        holes[pos] = 0
                        won = RING.owner(pos) != player
                        events.append("own-four@%s%s%s" % (
                            NAMES[pos], tag, " won-hole" if won else ""))
                        if last:
                            return holes, taken, False, events + ["laps=%d" % laps]
                    elif last:
                        events.append("opponent-four-relays@" + NAMES[pos])
            # The lap's last counter fell into `pos`.
            if holes[pos] == 1:
                events.append("ends-empty@" + NAMES[pos])
                return holes, taken, False, events + ["laps=%d" % laps]
            state = (tuple(holes), pos)
            if state in lifts:
                raise Endless()
            lifts.add(state)
            seeds, holes[pos] = holes[pos], 0
            laps += 1

    def legal(self, player=None):
        player = player or self.to_move
        if player is None:
            return []
        moves = []
        for i in range(N):
            if self.owner[i] == player and self.holes[i] > 0:
                try:
                    self.sown(player, i)
                except Endless:
                    continue
                moves.append(NAMES[i])
        return moves

    # ------------------------------------------------------------ plies
    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        p = self.to_move
        refused = [NAMES[i] for i in range(N)
                   if self.owner[i] == p and self.holes[i] > 0 and NAMES[i] not in legal]
        self.holes, taken, everything, events = self.sown(p, IDX[move])
        if refused:
            events.append("endless-refused=" + ",".join(refused))
        self.hand[p] += taken
        self.last_mover = p
        self.to_move = other(p)
        passed = None
        if sum(self.holes) == 0:
            events.append("round-over:board-empty")
            self.end_round(events, False)
        else:
            over = False
            if not self.legal():
                passed = self.to_move
                events.append("pass:" + passed)
                self.to_move = other(self.to_move)
                if not self.legal():
                    events.append("round-over:no-move")
                    self.end_round(events, True)
                    over = True
            if not over:
                if self.key() in self.seen:
                    events.append("round-over:repetition")
                    self.end_round(events, True)
                else:
                    self.seen.add(self.key())
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == 48
        self.ply += 1
        self.log.append(self.line(self.ply, move, p, passed))
        self.events.append(events)

    def end_round(self, events, keep_own):
        totals = dict(self.hand)
        if keep_own:
            for i in range(N):
                if self.owner[i] is not None:
                    totals[self.owner[i]] += self.holes[i]
        owned = {q: totals[q] // FOUR for q in totals}
        events.append("recount %d-%d holes %d-%d" % (
            totals[SOUTH], totals[NORTH], owned[SOUTH], owned[NORTH]))
        if owned[SOUTH] == 0 or owned[NORTH] == 0:
            self.to_move = None
            events.append("match-over:%s" % (SOUTH if owned[SOUTH] else NORTH))
            return
        owner = [None] * N
        for q in (SOUTH, NORTH):
            for i in GAIN[q][:max(0, owned[q] - 6)]:
                owner[i] = q
                events.append("gain:%s@%s" % (q, NAMES[i]))
        for q in (SOUTH, NORTH):
            have = sum(1 for o in owner if o == q)
            for i in FILL[q]:
                if have >= owned[q]:
                    break
                if owner[i] is None:
                    owner[i] = q
                    have += 1
        out = [NAMES[i] for i in range(N) if owner[i] is None]
        if out:
            events.append("out-of-play:" + ",".join(out))
        self.owner = owner
        self.holes = [FOUR if owner[i] else 0 for i in range(N)]
        self.hand = {q: totals[q] % FOUR for q in totals}
        self.round += 1
        self.to_move = other(self.last_mover)
        self.seen = {self.key()}


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split("@")[0].split("=")[0].split()[0]
            if "(last)" in e:
                word += "-last"
            if "won-hole" in e:
                word += "-won"
            if "in-hand" in e:
                word += "-hand"
            if "opponent-hole" in e:
                word += "-opp"
            counts[word] = counts.get(word, 0) + 1
    counts.pop("laps", None)
    return "rounds=%d %s" % (g.round, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "jerin", sys.argv[1:], max_plies=5000, summary=summary)
