#!/usr/bin/env python3
"""Reference Gabata (Shoa and Adegrat), a whole match of rounds, written
from the rules text of Ludii's "Gabata (Shoa and Adegrat)" (after Pankhurst
1971: 172, 174-176) and the interpretations below, not from sow.

The rules, in short (our words): two rows of six holes, four counters in
each.  Every round opens with a stylised move by one player, the players
taking turns to make it; it leaves five and three alternating round the
board and gives its maker a weg (a hole held for the round) in the
opponent's row.  Then a player lifts a hole of their own and sows
anticlockwise; a last counter in an occupied hole lifts it and sowing goes
on, in an empty hole the turn ends, and a last counter that makes three
into four makes a weg of that hole for the mover, ending the turn.  Nobody
sows from a weg; a last counter in the opponent's weg takes itself and one
counter of it, and the mover sows again.  A player who cannot move passes.
When nothing is left to move, each takes their wegs' counters; the next
round each fills holes four to a hole, the richer winning holes of the
other, three over winning one more hole (the other giving their one), two
and two drawing lots.  The match ends when a player owns no hole.

Interpretations (the same as in examples/gabata-shoa-adegrat.sow.toml):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise ring is a1 .. f1, f2 .. a2, then a1.  No stores: what a
  player takes is kept in hand (`stores` in the trace).
- The stylised move, worked out hole by hole below (`stylised`), is one
  ply written `opening=stylised`.  South makes it in round 1, North in
  round 2, and so on (the player who did not make it moves second, and
  makes it next round).  It is the same board whatever holes the recount
  gave each player; the maker's weg is the hole after the right end of
  their row (f2 for South, a1 for North).  The other player then moves.
- A move lifts a hole the mover plays this round (their row in round 1,
  the recount's holes later) that is not a weg and holds counters.  A lap
  of twelve or more drops counters in its own emptied hole too; counters
  fall into wegs as sowing passes and stay there.
- Where a lap's last counter falls, in this order:
  1. the mover's weg: it stays; the turn ends;
  2. the opponent's weg: the mover takes the last counter and one more
     (only the last if the weg was empty), and sows again (a new ply);
  3. a hole that is not a weg, now holding four (either player's): a weg of
     the mover's; the turn ends;
  4. a hole that held counters: lifted, sowing goes on;
  5. an empty hole: the turn ends.
- A move whose relay would go round forever (the same board at a lift of
  the same hole) may not be played.
- After a ply: the round is over when no hole but wegs holds a counter;
  else the next player (the mover again after an opponent's-weg take) moves
  if they can; else the other one does (`passed` names the one who cannot,
  when the turn goes back to the mover); else nobody can and the round is
  over, each getting the counters of the non-weg holes they play.
- Recount: each player's counters (hand, wegs) go four to a hole.  Three
  over (the other has one): the other's one is given, one more hole.  Two
  and two: lots, written `lots=south` or `lots=north` (a line of its own,
  the ply number kept, move and player null, after a line showing the
  board as the round left it with `lots_pending` true and `to_move` the
  player who would move next: the mover again after an opponent's-weg
  take, else the other); the winner takes
  the other's two and fills one more hole.  Each fills their own row from
  its right end (South f1..a1, North a2..f2); the richer's extra holes are
  the far end of the other's row (South f2, e2, ..; North a1, b1, ..).
- A player who can fill no hole has lost: the last line shows the board as
  the round left it, `to_move` null.  Stopped after 1000 rounds.

Trace lines carry `passed`, `round`, `claimed` (each weg and its holder),
`owners` (each hole's player this round) and `lots_pending`.

Usage: python3 ref_gabata-shoa-adegrat.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | pick-greedy LO HI | compare-greedy LO HI [SOW]
"""
import json
import os
import random
import subprocess
import sys

from ref_common import NORTH, SOUTH, Ring, other

RING = Ring(6)
N = len(RING)
NAMES = RING.order          # a1 .. f1, f2 .. a2
IDX = RING.index
TOTAL = 48
MAX_ROUNDS = 1000
MAX_PLIES = 3000
OPENING = "opening=stylised"


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("f1", "e1", "d1", "c1", "b1", "a1"),
        NORTH: named("a2", "b2", "c2", "d2", "e2", "f2")}
GAIN = {SOUTH: named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: named("a1", "b1", "c1", "d1", "e1", "f1")}
RIGHTMOST = {SOUTH: IDX["f1"], NORTH: IDX["a2"]}


def stylised(maker):
    """The board and the weg the stylised move leaves, played counter by
    counter from four in every hole as the text tells it."""
    h = [4] * N
    first = RIGHTMOST[maker]
    h[first] -= 1                       # one counter of the rightmost into hand
    hand = 1
    src = (first + 1) % N               # the next hole anticlockwise
    while True:
        dst = (src + 1) % N
        h[src] -= 1                     # one counter from it ...
        h[dst] += 1                     # ... into the hole after it
        if dst == first:
            break                       # the rightmost hole is back to four
        src = (dst + 1) % N
    weg = (first + 1) % N               # the next hole, in the opponent's row
    h[weg] += hand
    assert h[first] == 4 and h[weg] == 4
    # five then three alternately after the weg, round to the rightmost
    k = (weg + 1) % N
    want = 5
    while k != first:
        assert h[k] == want, (maker, NAMES[k], h)
        want = 8 - want
        k = (k + 1) % N
    return h, weg


class Endless(Exception):
    """A relay sowing that would go on forever."""


class Match:
    def __init__(self):
        self.holes = [4] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.claimed = {}
        self.round = 1
        self.to_move = SOUTH
        self.opening = True             # the round's first ply is the stylised move
        self.lots_pending = False
        self.pending = None
        self.ply = 0
        self.moves = []
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ position
    def line(self, move, player, passed):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.holes[IDX[h]] for h in RING.display},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
            "passed": passed,
            "round": self.round,
            "claimed": {NAMES[i]: p for i, p in sorted(self.claimed.items())},
            "owners": {h: self.owner[IDX[h]] for h in RING.display},
            "lots_pending": self.lots_pending,
        }

    # ------------------------------------------------------------ sowing
    def sow(self, player, start):
        """The sowing of `player` from `start` on a copy of the board:
        (board, taken, weg made or None, again, events); raises Endless."""
        h = list(self.holes)
        them = other(player)
        events, seen = [], set()
        pos = start
        laps = 0
        while True:
            key = (tuple(h), pos)
            if key in seen:
                raise Endless()
            seen.add(key)
            laps += 1
            seeds, h[pos] = h[pos], 0
            while seeds:
                pos = (pos + 1) % N
                h[pos] += 1
                seeds -= 1
            name = NAMES[pos]
            holder = self.claimed.get(pos)
            if holder == player:
                events.append("own-weg@%s laps=%d" % (name, laps))
                return h, 0, None, False, events
            if holder == them:
                taken = min(2, h[pos])
                h[pos] -= taken
                events.append("take@%s=%d laps=%d" % (name, taken, laps))
                return h, taken, None, True, events
            if h[pos] == 4:
                side = "own" if self.owner[pos] == player else "opp"
                events.append("weg@%s(%s) laps=%d" % (name, side, laps))
                return h, 0, pos, False, events
            if h[pos] == 1:
                events.append("ends@%s laps=%d" % (name, laps))
                return h, 0, None, False, events

    def moves_of(self, player):
        out = {}
        for h in RING.display:
            i = IDX[h]
            if self.owner[i] != player or i in self.claimed or self.holes[i] == 0:
                continue
            try:
                out[h] = self.sow(player, i)
            except Endless:
                continue
        return out

    def legal(self):
        if self.to_move is None:
            return []
        if self.lots_pending:
            return ["lots=south", "lots=north"]
        if self.opening:
            return [OPENING]
        return list(self.moves_of(self.to_move))

    # ------------------------------------------------------------ plies
    def play(self, move):
        assert self.to_move is not None, "match is over"
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        self.moves.append(move)
        if self.lots_pending:
            events = []
            self.recount(move.split("=")[1], events)
            self.log.append(self.line(None, None, None))
            self.events.append(events)
            return
        player = self.to_move
        self.ply += 1
        passed = None
        if self.opening:
            self.holes, weg = stylised(player)
            self.claimed = {weg: player}
            self.opening = False
            self.to_move = other(player)
            events = ["stylised:%s weg@%s" % (player, NAMES[weg])]
            self.log.append(self.line(move, player, None))
            self.events.append(events)
            return
        self.holes, taken, weg, again, events = self.moves_of(player)[move]
        events = list(events)
        self.hand[player] += taken
        if weg is not None:
            self.claimed[weg] = player
        nxt = player if again else other(player)
        self.next_up = nxt
        if all(self.holes[i] == 0 for i in range(N) if i not in self.claimed):
            events.append("round-over:unclaimed-empty")
            self.end_round(events)
        elif self.moves_of(nxt):
            self.to_move = nxt
            if again:
                events.append("again:" + player)
        elif self.moves_of(other(nxt)):
            self.to_move = other(nxt)
            passed = nxt
            events.append("pass:" + nxt)
        else:
            events.append("round-over:nobody-can-move")
            self.end_round(events)
        assert sum(self.holes) + sum(self.hand.values()) == TOTAL
        self.log.append(self.line(move, player, passed))
        self.events.append(events)

    # ------------------------------------------------------------ recount
    def end_round(self, events):
        seeds = dict(self.hand)
        for i in range(N):
            if self.holes[i]:
                seeds[self.claimed.get(i, self.owner[i])] += self.holes[i]
        events.append("round %d over: south %d north %d" % (
            self.round, seeds[SOUTH], seeds[NORTH]))
        self.pending = seeds
        if seeds[SOUTH] % 4 == 2 and seeds[NORTH] % 4 == 2:
            self.lots_pending = True
            self.to_move = self.next_up
            events.append("lots-due")
            return
        self.recount(None, events)

    def recount(self, lots, events):
        seeds = self.pending
        self.pending = None
        self.lots_pending = False
        filled = {p: seeds[p] // 4 for p in seeds}
        left = {p: seeds[p] % 4 for p in seeds}
        for p in (SOUTH, NORTH):
            if left[p] == 3:
                events.append("three-over:" + p)
                filled[p] += 1
                left[p] = left[other(p)] = 0
        if left[SOUTH] == 2:
            assert lots in (SOUTH, NORTH)
            events.append("lots-won:" + lots)
            filled[lots] += 1
            left[SOUTH] = left[NORTH] = 0
        assert filled[SOUTH] + filled[NORTH] == N and left == {SOUTH: 0, NORTH: 0}
        if filled[SOUTH] == 0 or filled[NORTH] == 0:
            winner = SOUTH if filled[NORTH] == 0 else NORTH
            events.append("match-over:%s %d-%d" % (winner, seeds[SOUTH], seeds[NORTH]))
            self.to_move = None
            return
        if self.round >= MAX_ROUNDS:
            events.append("round-cap")
            self.to_move = None
            return
        owner = [None] * N
        for p in (SOUTH, NORTH):
            for i in (FILL[p] + GAIN[p])[:filled[p]]:
                assert owner[i] is None
                owner[i] = p
        self.owner = owner
        self.holes = [4] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.claimed = {}
        self.round += 1
        self.opening = True
        self.to_move = SOUTH if self.round % 2 == 1 else NORTH
        events.append("round %d: south %d holes, north %d" % (
            self.round, filled[SOUTH], filled[NORTH]))


# ---------------------------------------------------------------- driver
def random_match(seed, max_plies=MAX_PLIES):
    rng = random.Random(seed)
    g = Match()
    while g.to_move is not None and g.ply < max_plies:
        g.play(rng.choice(g.legal()))
    return g


def greedy_match(seed, max_plies=20000):
    """South takes or makes the most it can each ply (a take counts its
    counters, a weg four), ties at random; North plays at random."""
    rng = random.Random(seed)
    g = Match()
    while g.to_move is not None and g.ply < max_plies:
        legal = g.legal()
        if g.to_move == SOUTH and not g.lots_pending and not g.opening:
            res = g.moves_of(SOUTH)
            score = {m: res[m][1] + (4 if res[m][2] is not None else 0) for m in legal}
            best = max(score.values())
            legal = [m for m in legal if score[m] == best]
        g.play(rng.choice(legal))
    return g


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split("@")[0].split(":")[0].split()[0]
            counts[word] = counts.get(word, 0) + 1
    own = sum(1 for ev in g.events for e in ev if e.startswith("weg@") and "(own)" in e)
    return "rounds=%d own-side-wegs=%d %s" % (
        g.round, own, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


def compare_with_sow(g, sow, example, seed):
    out = subprocess.run([sow, "play", example, "--format", "json", "--moves",
                          " ".join(g.moves)], capture_output=True, text=True)
    got = [json.loads(l) for l in out.stdout.splitlines() if l.strip()]
    if len(got) != len(g.log):
        print(seed, "sow gave %d positions of %d:" % (len(got), len(g.log)),
              out.stderr.strip()[:300])
        return False
    for i, (want, have) in enumerate(zip(g.log, got)):
        keys = [k for k in want if want[k] != have.get(k)]
        if keys:
            print(seed, "line", i, "ply", want["ply"], "differs in", " ".join(keys))
            return False
    return True


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    name = "gabata-shoa-adegrat"
    example = os.path.join(root, "examples", name + ".sow.toml")
    if argv and argv[0] == "trace":
        g = Match()
        for m in argv[1:]:
            g.play(m)
        for line, ev in zip(g.log, g.events):
            print(json.dumps(line), " ".join(ev))
        return
    if argv and argv[0] == "write":
        stem = argv[1] if len(argv) > 1 else name
        with open(os.path.join(here, stem + ".moves")) as f:
            g = Match()
            for m in f.read().split():
                g.play(m)
        with open(os.path.join(here, stem + ".expected.jsonl"), "w") as f:
            for line in g.log:
                f.write(json.dumps(line) + "\n")
        return
    if len(argv) == 3 and argv[0] in ("pick", "pick-greedy"):
        make = random_match if argv[0] == "pick" else greedy_match
        for seed in range(int(argv[1]), int(argv[2])):
            g = make(seed)
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
        return
    if len(argv) == 3 and argv[0] == "moves":
        g = greedy_match(int(argv[1])) if argv[2] == "greedy" else random_match(int(argv[1]))
        print(" ".join(g.moves))
        return
    if len(argv) in (3, 4) and argv[0] in ("compare", "compare-greedy"):
        sow = argv[3] if len(argv) == 4 else os.path.join(root, "target", "debug", "sow")
        make = random_match if argv[0] == "compare" else greedy_match
        differ = 0
        for seed in range(int(argv[1]), int(argv[2])):
            differ += not compare_with_sow(make(seed), sow, example, seed)
        print("%d of %d games differ" % (differ, int(argv[2]) - int(argv[1])))
        sys.exit(1 if differ else 0)
    print(__doc__)
    sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
