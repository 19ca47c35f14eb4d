#!/usr/bin/env python3
"""An independent reference of Lam Waladach, a whole match, written from the
rules text (Pankhurst 1971, as the Ludii portal summarises it) and not from
sow's source, with the readings examples/lam-waladach.sow.toml states:

- 2 x 6 holes, four seeds each, no stores (taken seeds are kept in hand).
- The first ply of the match is forced ("gather"): South takes three seeds
  from each of their holes and sows the eighteen anticlockwise, the first
  into North's first hole (f2); the sowing then goes on as any other.
- Sowing runs anticlockwise and relays: a last seed in a hole that held
  seeds lifts that hole (the seed too) and sowing goes on from the next.
- Every seed that brings a hole to four takes those four for the mover, the
  last seed of a lap too; a lap whose last seed made a four ends there.
- A sowing that ends in an empty hole, or on a four, ends the turn, unless it
  took something: then the mover plays again.  A move whose relay would go
  round for ever (the same board at a lift of the same hole) is not legal.
- A player without a legal move passes; the round ends when the board is
  empty, or when a position (board, hands, player to move) comes back; each
  player then keeps the seeds in their own holes.
- Recount: every player's seeds (hand and holes) go back four to a hole; a
  leftover of three (over the other's one) takes the missing seed and wins
  one more hole; two and two win nothing and leave a hole out of play.  Each
  fills their row from its right end (South f1 to a1, North a2 to f2); the
  richer player takes the other's left-end holes first (South f2 leftwards
  of North, North a1 onwards).  Holes nobody fills are out of play: not sown
  into.  The player after the last mover starts.  The match ends when a
  player can fill every hole, or the other none.
"""
import json
import os
import random
import sys

from ref_common import NORTH, SOUTH, Ring, other

RING = Ring(6)
N = len(RING)
NAMES = RING.order
IDX = RING.index


def holes_named(*names):
    return [IDX[n] for n in names]


# Fill and gain orders as ring indices.
FILL = {SOUTH: holes_named("f1", "e1", "d1", "c1", "b1", "a1"),
        NORTH: holes_named("a2", "b2", "c2", "d2", "e2", "f2")}
GAIN = {SOUTH: holes_named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: holes_named("a1", "b1", "c1", "d1", "e1", "f1")}
HOME = {SOUTH: set(RING.own_holes(SOUTH)), NORTH: set(RING.own_holes(NORTH))}


class Endless(Exception):
    """A relay sowing that repeats for ever."""


class Match:
    def __init__(self):
        self.holes = [4] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.round = 1
        self.opening = True
        self.to_move = SOUTH
        self.last_mover = None
        self.seen = set()
        self.remember()
        self.log = [self.line(0, None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ position
    def key(self):
        return (tuple(self.holes), self.hand[SOUTH], self.hand[NORTH], self.to_move)

    def remember(self):
        self.seen.add(self.key())

    def line(self, ply, move, player, passed):
        return {
            "ply": ply,
            "move": move,
            "player": player,
            "holes": {n: self.holes[IDX[n]] for n in RING.display},
            "stores": dict(self.hand),
            "to_move": self.to_move,
            "passed": passed,
            "round": self.round,
            "owners": {NAMES[i]: self.owner[i] for i in sorted(range(N), key=lambda i: RING.display.index(NAMES[i])) if self.owner[i]},
        }

    # ------------------------------------------------------------ sowing
    def next_hole(self, i):
        """The next hole anticlockwise that is in play."""
        while True:
            i = (i + 1) % N
            if self.owner[i] is not None:
                return i

    def sow(self, holes, hand, player, origin, seeds):
        """Sows `seeds` as a lap from `origin` on the board `holes` (in
        place), relaying on; returns (seeds taken, plays again, events)."""
        taken, events, lifts = 0, [], set()
        pos = origin
        while True:
            while seeds:
                pos = self.next_hole(pos)
                holes[pos] += 1
                seeds -= 1
                if holes[pos] == 4:
                    # A four, made by any seed: the mover takes it.
                    taken += 4
                    holes[pos] = 0
                    events.append("four@" + NAMES[pos] + ("(last)" if seeds == 0 else ""))
                    if seeds == 0:
                        return taken, True, events
            if holes[pos] == 1:
                # The last seed fell into an empty hole.
                again = taken > 0
                events.append("ends@" + NAMES[pos] + (" again" if again else ""))
                return taken, again, events
            state = (tuple(holes), taken, pos)
            if state in lifts:
                raise Endless()
            lifts.add(state)
            seeds, holes[pos] = holes[pos], 0
            events.append("relay@" + NAMES[pos])

    def sown(self, player, move):
        """The board after `player` plays `move`, the seeds taken, whether
        they play again, and the events (raises Endless)."""
        holes = list(self.holes)
        if move == "gather":
            seeds = 0
            for i in RING.own_holes(player):
                n = min(3, holes[i])
                holes[i] -= n
                seeds += n
            # The first seed falls into f2: a lap from the hole before it.
            taken, again, ev = self.sow(holes, None, player, IDX["f1"], seeds)
            return holes, taken, again, ["gather %d" % seeds] + ev
        i = IDX[move]
        seeds, holes[i] = holes[i], 0
        taken, again, ev = self.sow(holes, None, player, i, seeds)
        return holes, taken, again, ev

    def legal(self, player=None):
        player = player or self.to_move
        if player is None:
            return []
        if self.opening:
            return ["gather"]
        moves = []
        for i in range(N):
            if self.owner[i] == player and self.holes[i] > 0:
                try:
                    self.sown(player, NAMES[i])
                except Endless:
                    continue
                moves.append(NAMES[i])
        return sorted(moves, key=RING.display.index)

    # ------------------------------------------------------------ plies
    def play(self, move):
        legal = self.legal()
        ply = len(self.log)
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (move, ply, " ".join(legal))
        p = self.to_move
        self.holes, taken, again, events = self.sown(p, move)
        self.hand[p] += taken
        self.opening = False
        self.last_mover = p
        self.to_move = p if again else other(p)
        passed = None
        if sum(self.holes) == 0:
            events.append("round-over:board-empty")
            self.end_round(events)
        else:
            if not self.legal():
                passed = self.to_move
                events.append("pass:" + passed)
                self.to_move = other(self.to_move)
            if self.key() in self.seen:
                events.append("round-over:repetition")
                self.end_round(events)
            else:
                self.remember()
        assert sum(self.holes) + sum(self.hand.values()) == 48
        self.log.append(self.line(ply, move, p, passed))
        self.events.append(events)

    def end_round(self, events):
        totals = dict(self.hand)
        for i in range(N):
            if self.owner[i] is not None:
                totals[self.owner[i]] += self.holes[i]
        left = {q: totals[q] % 4 for q in totals}
        seeds = dict(totals)
        for q in (SOUTH, NORTH):
            if left[q] >= 3 and left[q] > left[other(q)] and seeds[other(q)] >= 4 - left[q]:
                seeds[other(q)] -= 4 - left[q]
                seeds[q] += 4 - left[q]
        owned = {q: seeds[q] // 4 for q in seeds}
        events.append("recount %d-%d holes %d-%d" % (totals[SOUTH], totals[NORTH],
                                                     owned[SOUTH], owned[NORTH]))
        if any(owned[q] >= N or owned[other(q)] == 0 for q in owned):
            self.to_move = None
            events.append("match-over")
            return
        owner = [None] * N
        for q in (SOUTH, NORTH):
            for i in GAIN[q][:max(0, owned[q] - 6)]:
                owner[i] = q
        for q in (SOUTH, NORTH):
            have = sum(1 for o in owner if o == q)
            for i in FILL[q]:
                if have >= owned[q]:
                    break
                if owner[i] is None:
                    owner[i] = q
                    have += 1
        self.owner = owner
        self.holes = [4 if owner[i] else 0 for i in range(N)]
        self.hand = {q: seeds[q] % 4 for q in seeds}
        self.round += 1
        self.to_move = other(self.last_mover)
        self.seen = set()
        if not self.legal():
            self.to_move = other(self.to_move)
        self.remember()


def playout(seed, max_plies=5000):
    rng = random.Random(seed)
    g, moves = Match(), []
    while g.to_move is not None and len(moves) < max_plies:
        moves.append(rng.choice(g.legal()))
        g.play(moves[-1])
    return g, moves


def main(argv):
    """trace MOVE...: the JSON Lines trace, each line followed by the ply's
    events; write: lam-waladach.expected.jsonl from lam-waladach.moves;
    pick LO HI: for each seed in LO..HI-1, a random match's length, rounds
    and events counted; moves SEED: that match's moves."""
    here = os.path.dirname(os.path.abspath(__file__))
    name = os.path.join(here, "lam-waladach")
    if argv and argv[0] in ("trace", "write"):
        moves = argv[1:] if argv[0] == "trace" else open(name + ".moves").read().split()
        g = Match()
        for m in moves:
            g.play(m)
        if argv[0] == "write":
            with open(name + ".expected.jsonl", "w") as f:
                f.writelines(json.dumps(line) + "\n" for line in g.log)
            return
        for line, events in zip(g.log, g.events):
            print(json.dumps(line), " ".join(events))
    elif len(argv) == 3 and argv[0] == "pick":
        for seed in range(int(argv[1]), int(argv[2])):
            g, moves = playout(seed)
            counts = {}
            for e in (e.split("@")[0].split(":")[0].split()[0] for ev in g.events for e in ev):
                counts[e] = counts.get(e, 0) + 1
            print(seed, len(moves), g.round, "over" if g.to_move is None else "going",
                  " ".join("%s=%d" % kv for kv in sorted(counts.items())))
    elif len(argv) == 2 and argv[0] == "moves":
        print(" ".join(playout(int(argv[1]))[1]))
    else:
        print(main.__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
