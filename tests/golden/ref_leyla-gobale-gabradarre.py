#!/usr/bin/env python3
"""Reference Leyla Gobale of Gabradarre (2 x 6), a whole match, written from
the Ludii portal's rules text (Pankhurst 1971) and the readings stated in
the header and comments of examples/leyla-gobale-gabradarre.sow.toml; not
from sow's engine.  The driver (trace, write, pick, compare) is
ref_common.py's `drive`; `greedy LO HI` is this file's own.

On ref_common.py's board of 2 x 6: the anticlockwise ring a1 .. f1 f2 .. a2
(indices 0..11), South owning 0..5, North 6..11, the hole opposite i being
11-i.  Lines have ref_common.py's keys and three more: `round`, `claimed`
(each captured hole and who owns it) and, while holes are out of play,
`out_of_play` (their names, row 1 first, left to right).

- Start: 5 seeds in every hole; no stores (what is taken is kept in hand,
  the lines' `stores`).  South moves first.
- A move lifts a hole of the mover's own row that holds seeds, is in play
  and is not a captured hole.  It sows one seed a hole anticlockwise into
  every hole in play (captured holes and the lifted hole too); holes out of
  play are passed by.
- A lap's last seed in a hole that held seeds: a captured hole ends the
  turn; any other hole is lifted and sown on.  A last seed in an empty hole
  ends the turn; if that hole is in the mover's row, the hole opposite is
  looked at: three seeds there, one of them goes into the landing hole
  (two each) and both become the mover's captured holes for the rest of
  the game; one, two, four or more are taken into the mover's hand (the
  seed that landed stays); none, nothing happens.
- A move whose relay sowing would go round for ever (the same board comes
  back at the lift of the same hole) may not be played.
- After every ply, when either player has no legal move, the game is over:
  each player has their hand, the seeds in their own row's holes that are
  not captured holes, and the seeds in the captured holes they own.  A
  player with no seed loses the match (the last line keeps the board as
  the game left it, to_move null).
- Otherwise the next game: the poorer player (North when equal) lays their
  seeds out as evenly as they go, in their order (South a1..f1, North
  f2..a2): s seeds over six holes, s % 6 of them first get s // 6 + 1 and
  the rest s // 6; with fewer than six, one a hole as far as they go.  The
  richer lays the same counts, hole for hole in their own order (so a1
  mirrors f2, b1 e2, ... f1 a2), and keeps the rest in hand.  Holes left
  empty, the loser's and their copies, are out of play for the game.
  Captured holes are ordinary holes again.  The richer player moves first
  (South when equal).

Usage: python3 ref_leyla-gobale-gabradarre.py trace MOVE... | write |
       pick LO HI | compare LO HI [SOW] | greedy LO HI
"""
import random
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other, snapshot

NAME = "leyla-gobale-gabradarre"
START = 5
RING = Ring(6)
# Each player's holes in the order they lay them out (the sowing order).
ORDER = {SOUTH: list(range(0, 6)), NORTH: list(range(6, 12))}


class Endless(Exception):
    """A relay sowing that would never end."""


CACHE = {}


class Match:
    def __init__(self):
        self.holes = [START] * 12
        self.hand = {SOUTH: 0, NORTH: 0}
        self.claimed = {}        # hole index -> owner
        self.out = set()         # hole indices out of play this game
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.line(None, None)]
        self.events = [[]]

    # -- one move -------------------------------------------------------
    def after(self, i):
        j = (i + 1) % 12
        while j in self.out:
            j = (j + 1) % 12
        return j

    def sow(self, p, start):
        """The move from `start` on copies: (holes, hand, claimed, events);
        raises Endless.  Results are kept by position, as legal() and the
        end-of-game test sow the same moves again."""
        key = (tuple(self.holes), tuple(sorted(self.claimed.items())),
               tuple(sorted(self.out)), p, start)
        if key not in CACHE:
            if len(CACHE) > 200000:
                CACHE.clear()
            try:
                CACHE[key] = self.sow_afresh(p, start)
            except Endless:
                CACHE[key] = None
        got = CACHE[key]
        if got is None:
            raise Endless()
        holes, taken, claimed, events = got
        hand = dict(self.hand)
        hand[p] += taken
        return list(holes), hand, dict(claimed), list(events)

    def sow_afresh(self, p, start):
        holes, claimed = list(self.holes), dict(self.claimed)
        hand = {p: 0}   # what this move takes
        ring = [i for i in range(12) if i not in self.out]   # the holes in play
        at = {h: k for k, h in enumerate(ring)}
        # Brent's cycle finding on the states at each lift (the board and
        # the hole lifted): the relay is endless when a state comes back.
        saved, power, lam = (tuple(holes), start), 1, 0
        pos, laps = start, 0
        while True:
            laps += 1
            seeds, holes[pos] = holes[pos], 0
            k = at[pos]
            whole, rest = divmod(seeds, len(ring))
            if whole:
                for h in ring:
                    holes[h] += whole
            for step in range(1, rest + 1):
                holes[ring[(k + step) % len(ring)]] += 1
            pos = ring[(k + seeds) % len(ring)]
            if holes[pos] > 1:
                if pos in claimed:
                    return holes, hand[p], claimed, ["laps=%d" % laps,
                                                  "ends-in-captured %s" % RING.order[pos]]
                lam += 1
                state = (tuple(holes), pos)
                if state == saved:
                    raise Endless()
                if lam == power:
                    saved, power, lam = state, power * 2, 0
                continue
            events = ["laps=%d" % laps, "last=%s" % RING.order[pos]]
            if RING.owner(pos) != p:
                return holes, hand[p], claimed, events + ["ends-in-opponent-row"]
            opp = RING.opposite(pos)
            n = holes[opp]
            if n == 3:
                holes[opp] -= 1
                holes[pos] += 1
                claimed[pos] = claimed[opp] = p
                events.append("split3 %s+%s" % (RING.order[pos], RING.order[opp]))
            elif n > 0:
                holes[opp] = 0
                hand[p] += n
                events.append("capture %s:%d" % (RING.order[opp], n))
            else:
                events.append("nothing-opposite")
            return holes, hand[p], claimed, events

    def moves_of(self, p):
        names = []
        for i in RING.own_holes(p):
            if self.holes[i] == 0 or i in self.out or i in self.claimed:
                continue
            try:
                self.sow(p, i)
            except Endless:
                continue
            names.append(RING.order[i])
        return names

    def legal(self):
        return [] if self.to_move is None else self.moves_of(self.to_move)

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        p = self.to_move
        self.holes, self.hand, self.claimed, events = self.sow(p, RING.index[move])
        self.ply += 1
        self.to_move = other(p)
        if not self.moves_of(SOUTH) or not self.moves_of(NORTH):
            events += self.game_over()
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == 60
        self.log.append(self.line(move, p))
        self.events.append(events)

    # -- between games --------------------------------------------------
    def seeds(self):
        got = dict(self.hand)
        for i, n in enumerate(self.holes):
            got[self.claimed.get(i, RING.owner(i))] += n
        return got

    def game_over(self):
        got = self.seeds()
        events = ["game %d over: south %d, north %d" % (self.round, got[SOUTH], got[NORTH])]
        empty = [p for p in (SOUTH, NORTH) if got[p] == 0]
        if empty:
            self.to_move = None
            return events + ["match won by %s" % other(empty[0])]
        loser = SOUTH if got[SOUTH] < got[NORTH] else NORTH
        winner = other(loser)
        s = got[loser]
        if s >= 6:
            q, r = divmod(s, 6)
            laid = [q + 1] * r + [q] * (6 - r)
        else:
            laid = [1] * s + [0] * (6 - s)
        self.holes = [0] * 12
        self.claimed = {}
        self.out = set()
        for p in (SOUTH, NORTH):
            for i, n in zip(ORDER[p], laid):
                self.holes[i] = n
                if n == 0:
                    self.out.add(i)
            self.hand[p] = got[p] - sum(laid)
        self.round += 1
        self.to_move = winner if got[winner] > got[loser] else SOUTH
        return events + ["game %d: %s laid %s%s" % (
            self.round, loser, laid,
            ", out of play " + " ".join(RING.order[i] for i in sorted(self.out))
            if self.out else "")]

    def line(self, move, player):
        line = snapshot(RING, self.ply, move, player, self.holes, self.hand, self.to_move)
        line["round"] = self.round
        line["claimed"] = {RING.order[i]: p for i, p in sorted(self.claimed.items())}
        if self.out:
            line["out_of_play"] = [h for h in RING.display if RING.index[h] in self.out]
        return line


def greedy_game(seed, max_plies=1000):
    """South plays greedily (the move leaving South the most seeds: hand and
    captured holes), North at random; returns the match."""
    rng = random.Random(seed)
    m = Match()
    while m.to_move is not None and m.ply < max_plies:
        legal = m.legal()
        if m.to_move == SOUTH and rng.random() < 0.9:
            def gain(mv):
                holes, hand, claimed, _ = m.sow(SOUTH, RING.index[mv])
                return hand[SOUTH] + sum(n for i, n in enumerate(holes)
                                         if claimed.get(i) == SOUTH)
            best = max(gain(mv) for mv in legal)
            legal = [mv for mv in legal if gain(mv) == best]
        m.play(rng.choice(legal))
    return m


if __name__ == "__main__":
    argv = sys.argv[1:]
    if len(argv) == 3 and argv[0] == "greedy":
        for seed in range(int(argv[1]), int(argv[2])):
            m = greedy_game(seed)
            words = {}
            for ev in m.events:
                for e in ev:
                    w = e.split()[0]
                    words[w] = words.get(w, 0) + 1
            print(seed, m.ply, m.round, "over" if m.to_move is None else "going",
                  " ".join("%s=%d" % kv for kv in sorted(words.items())))
            if m.to_move is None:
                print("   ", " ".join(l["move"] for l in m.log[1:]))
    else:
        drive(Match, NAME, argv)
