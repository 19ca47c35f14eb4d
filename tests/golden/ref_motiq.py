#!/usr/bin/env python3
"""An independent reference of Motiq (the Kédang of Lembata, Indonesia;
after Barnes 1975: 73-76), a whole match of games, written from the rules
text of Ludii's "Motiq" and the interpretations below, not from sow's
source nor from the example's mechanics.

Rules, in short (our paraphrase): two rows of seven holes, four counters in
each; sowing runs anticlockwise from a hole of the mover's.  A lap's last
counter in an occupied hole: that hole is lifted and the sowing goes on;
but if it now holds four (it held three), the four are taken, and the
counters of the hole after it are lifted and sown on.  A last counter in an
empty hole ends the turn.  A game ends when one player has no counter left
on their side; the other takes what is left.  Each then fills holes, four
to a hole, with what they took, and controls as many holes as they fill;
the player who moved second moves first in the next game; games go on
until one player holds every hole.

Interpretations (the example's comments say the same):
- Holes a1..g1 (South's row, left to right from South) and a2..g2; the
  anticlockwise order is a1 b1 .. g1 g2 f2 .. a2, then a1.  No stores:
  taken counters are held in hand and shown as `stores`.  South moves
  first in the first game.
- A move lifts every counter of a hole the mover owns this game that holds
  any (one counter is enough) and sows them one a hole anticlockwise from
  the next hole; no hole in play is skipped (a lap of fourteen or more
  drops counters into its own hole).  Holes out of play (see the recount)
  are passed over as if absent, by sowing and by "the next hole" alike.
- The last counter of a lap (every lap, relays included), in any hole of
  either player:
  * the hole now holds four (it held three): the four go to the mover's
    hand; then the next hole in play, whoever owns it, is lifted and sown
    on if it holds counters; if it is empty the turn ends;
  * else, the hole held counters before: it is lifted (the last counter
    with it) and sown on;
  * else (it was empty) the turn ends.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.  A player to move with counters but
  no legal move ends the game (each hole's counters going to its owner).
  Never met in random play.
- The game ends after a turn (its relays included) that leaves every hole
  one player owns this game empty, the mover's or the other's.  The
  counters left all lie in the other's holes and go to that player.
- Recount: each player's counters (hand plus those the game's end gave
  them) go back four to a hole.  South fills a1 .. g1, then wins North's
  holes from a2 on (a2, b2, ..); North fills g2 .. a2, then wins South's
  from g1 on (g1, f1, ..).  Counters too few to fill a hole (the other has
  as many short of four) stay in hand and count again at the next
  recount; the hole nobody fills is out of play for the game.
- "Play begins with the player who played second in the previous game":
  the starter alternates, South in games 1, 3, 5, .., North in 2, 4, ...
- The match ends at a recount where a player cannot fill a hole (fewer
  than four counters); the other wins.  On that line the board is as the
  game left it (counters left still in their holes) and `to_move` is null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores` (the
counters in hand), `to_move`, `round` and `owners` (each hole in play and
its owner).  The line after a game's last ply shows the next game set up.

Usage: python3 ref_motiq.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | pick-greedy LO HI | moves-greedy SEED
"""
import random
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(7)          # order: a1 b1 c1 d1 e1 f1 g1 g2 f2 e2 d2 c2 b2 a2
N = len(RING)
NAMES = RING.order
IDX = RING.index
REFILL = 4
MAX_PLIES = 20000


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("a1", "b1", "c1", "d1", "e1", "f1", "g1"),
        NORTH: named("g2", "f2", "e2", "d2", "c2", "b2", "a2")}
GAIN = {SOUTH: named("a2", "b2", "c2", "d2", "e2", "f2", "g2"),
        NORTH: named("g1", "f1", "e1", "d1", "c1", "b1", "a1")}


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
        self.log = [self.line(None, None)]
        self.events = [[]]

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
        (board, counters taken by the mover, events); raises Endless."""
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
            seeds, h[pos] = h[pos], 0
            if seeds >= N:
                events.append("wrap %s:%d" % (NAMES[pos], seeds))
            while seeds:
                step = self.next_hole(pos)
                if step != (pos + 1) % N:
                    events.append("pass-out-of-play")
                pos = step
                h[pos] += 1
                seeds -= 1
            if h[pos] == 4:
                # Three before, four now: taken; the next hole goes on.
                h[pos] = 0
                taken += 4
                nxt = self.next_hole(pos)
                mine = "own" if self.owner[pos] == player else "opp"
                if h[nxt]:
                    events.append("capture %s(%s) next %s:%d" % (
                        NAMES[pos], mine, NAMES[nxt], h[nxt]))
                    pos = nxt
                    continue
                events.append("capture %s(%s) next-empty %s" % (
                    NAMES[pos], mine, NAMES[nxt]))
                break
            if h[pos] == 1:
                break
            # Occupied before: lift it and sow on.
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
        events = list(events)
        i = IDX[move]
        if self.owner[i] != RING.owner(i):
            events.append("from-gained-hole %s" % move)
        self.holes = board
        self.hand[player] += taken
        self.ply += 1
        empty = self.row_empty()
        if empty:
            events.append("round-over:row-empty %s%s" % (
                empty, "(mover)" if empty == player else ""))
            self.end_round(events)
        else:
            nxt = other(player)
            if self.moves_of(nxt):
                self.to_move = nxt
            else:
                events.append("round-over:no-move %s" % nxt)
                self.end_round(events)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == self.total
        self.log.append(self.line(move, player))
        self.events.append(events)

    def row_empty(self):
        """The players all of whose holes are empty (as a string), or ''."""
        out = []
        for p in (SOUTH, NORTH):
            if all(self.holes[i] == 0 for i in range(N) if self.owner[i] == p):
                out.append(p)
        return " ".join(out)

    # ------------------------------------------------------------ the recount
    def end_round(self, events):
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
            # The match is over: the board as the game left it.
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
        # The player who moved second in the game before starts.
        self.to_move = SOUTH if self.round % 2 == 1 else NORTH


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


def greedy_match(seed, max_plies):
    """South plays, each ply, a move taking the most counters (ties at
    random); North plays at random."""
    rng = random.Random(seed)
    g = Match()
    moves = []
    while g.to_move is not None and g.ply < max_plies:
        res = g.moves_of(g.to_move)
        if g.to_move == SOUTH:
            best = max(r[1] for _, r in res)
            res = [(m, r) for m, r in res if r[1] == best]
        m = rng.choice(res)[0]
        moves.append(m)
        g.play(m)
    return g, moves


if __name__ == "__main__":
    argv = sys.argv[1:]
    if len(argv) == 3 and argv[0] == "pick-greedy":
        for seed in range(int(argv[1]), int(argv[2])):
            g, _ = greedy_match(seed, MAX_PLIES)
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
    elif len(argv) == 2 and argv[0] == "moves-greedy":
        print(" ".join(greedy_match(int(argv[1]), MAX_PLIES)[1]))
    else:
        drive(Match, "motiq", argv, max_plies=MAX_PLIES, summary=summary)
