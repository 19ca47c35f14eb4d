#!/usr/bin/env python3
"""An independent reference of Tuz (Wallo, Ethiopia; after Pankhurst 1971,
p. 179), a match of rounds, written from the rules text of Ludii's "Tuz"
and the interpretations below, not from sow's source nor from the
example's mechanics.

Rules, in short: two rows of six holes, four counters each.  The first
player opens with one of two stylised rearrangements, one of which makes a
tuz of theirs in the opponent's row.  Then a player sows the counters of
one of their holes anticlockwise; a last counter in an occupied hole lifts
it and the sowing goes on, in an empty hole the turn ends.  A last counter
that brings a hole of the opponent's from three to four makes it the
mover's tuz.  Nobody lifts a tuz; the opponent of its owner, ending there,
takes one counter of it with the last counter and sows again.  A player
who cannot move passes.  The round ends when no counter is left to move;
the holes are then filled again, four each, and every four counters over
the start win a hole of the other's (three over win one too, two and two
draw lots), until one player has every counter.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right as South sees it) and a2..f2;
  the anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  No stores:
  counters taken are held in hand and shown as `stores`.  South is the
  winner of the lots and moves first.
- The opening (first round only) is South's first ply, written
  `opening=tuz` or `opening=no-tuz`; the turn then passes to North.
  `opening=tuz`, worked from the text: South holds one counter of f1,
  moves one counter from f2 into e2, d2 into c2, b2 into a2, a1 into b1,
  c1 into d1, e1 into f1 (back to four), then drops the held counter into
  f2 (back to four), which is South's tuz:
      a1..f1 = 3 5 3 5 3 4,  a2..f2 = 5 3 5 3 5 4, f2 South's tuz.
  `opening=no-tuz` (the text leaves open where the pattern starts; as
  Ludii's code): one counter from f1 into f2, e2 into d2, c2 into b2, a2
  into a1, b1 into c1, d1 into e1:
      a1..f1 = 5 3 5 3 5 3,  a2..f2 = 3 5 3 5 3 5.
- A move lifts every counter of a hole the mover owns this round, that is
  not a tuz and holds any (one is enough), and sows one a hole from the
  next hole.  No hole is passed over: tuz are sown into, and a lap of
  twelve or more drops counters into its own hole too.
- Where a lap's last counter falls (every lap, relays too), in this order:
  the mover's own tuz: the turn ends; the opponent's tuz: the mover takes
  two counters of it (the last one among them; the last one alone if the
  tuz was empty) and plays again (a new ply, any hole); an ordinary hole
  the opponent owns this round that now holds four: it becomes the
  mover's tuz and the turn ends; otherwise an occupied hole (it held
  counters before) is lifted, the last counter with it, and sown on; an
  empty one ends the turn.
- A move whose relay would never end (the same board at a lift of the same
  hole) may not be played.  The player to move (the same one after a take
  from a tuz, else the other) with no legal move passes and the other
  plays; if neither can, the round ends.
- The round ends after a ply that leaves every ordinary hole empty (or
  when neither can move; counters in ordinary holes then go to the hole's
  owner).  Each player's total is their hand plus the counters in their
  tuz.
- Recount: each player fills a hole with four for every four counters;
  three over (against one) take the other's one and fill one more; two
  and two draw lots, a choice written `lots=south` or `lots=north` (not a
  ply: its line keeps the ply's number with `move` and `player` null; the
  line before shows the board as the round left it, `lots_pending` true,
  and as `to_move` the player who would have moved had the round gone on,
  the last mover again after a take from a tuz).
  South fills f1 .. a1 and goes on into f2, e2, ..; North fills a2 .. f2
  and goes on into a1, b1, ...  So a player with fewer than six holes keeps
  the rightmost of their row.  The player after the round's last mover
  starts the next round, which has no opening.  When a recount leaves a
  player no hole, the match is over: the line shows the board as the
  round left it and `to_move` null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move`, `passed` (the player who had no move after this ply and passed,
else null), `round`, `owners`, `claimed` (each tuz and its owner) and
`lots_pending`.

Usage: python3 ref_tuz.py trace MOVE... | write [NAME] | pick LO HI
       | pick-rounds LO HI ROUNDS | compare LO HI [SOW]
       | pick-greedy LO HI MAX_PLIES [OPENING] | moves-greedy SEED [OPENING]
       | compare-greedy LO HI [SOW]
(the greedy commands: matches in which South plays greedily and North at
random, which end within a few dozen plies; see `greedy_match`.)
"""
import json
import os
import random
import subprocess
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)
NAMES = RING.order
IDX = RING.index
REFILL = 4
TOTAL = 48
MAX_PLIES = int(os.environ.get("TUZ_MAX_PLIES", "3000"))


def named(*names):
    return [IDX[n] for n in names]


def layout(row1, row2):
    """A board from a1..f1 and a2..f2 counts, in ring order."""
    h = [0] * N
    for k, c in enumerate("abcdef"):
        h[IDX[c + "1"]] = row1[k]
        h[IDX[c + "2"]] = row2[k]
    return h


def tuz_opening():
    """The tuz opening worked move by move from the text, from four a
    hole: (board, tuz hole)."""
    h = [4] * N
    f1, f2 = IDX["f1"], IDX["f2"]
    h[f1] -= 1                      # the counter held
    pos = f2                        # then f2 into e2, d2 into c2, ...
    for _ in range(6):              # ... e1 into f1
        h[pos] -= 1
        h[(pos + 1) % N] += 1
        pos = (pos + 2) % N
    h[f2] += 1                      # the held counter into f2: four
    return h, f2


def no_tuz_opening():
    """f1 into f2, e2 into d2, ... d1 into e1."""
    h = [4] * N
    pos = IDX["f1"]
    for _ in range(6):
        h[pos] -= 1
        h[(pos + 1) % N] += 1
        pos = (pos + 2) % N
    return h


TUZ_BOARD, TUZ_HOLE = tuz_opening()
assert TUZ_BOARD == layout([3, 5, 3, 5, 3, 4], [5, 3, 5, 3, 5, 4])
NO_TUZ_BOARD = no_tuz_opening()
assert NO_TUZ_BOARD == layout([5, 3, 5, 3, 5, 3], [3, 5, 3, 5, 3, 5])

# Each player's own row from their rightmost hole, then the other's holes
# they gain first.
FILL = {SOUTH: named("f1", "e1", "d1", "c1", "b1", "a1"),
        NORTH: named("a2", "b2", "c2", "d2", "e2", "f2")}
GAIN = {SOUTH: named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: named("a1", "b1", "c1", "d1", "e1", "f1")}


class Endless(Exception):
    """A relay sowing that never ends."""


ENDLESS = set()


class Match:
    def __init__(self):
        self.holes = [REFILL] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.tuz = {}                   # hole index -> its owner
        self.round = 1
        self.to_move = SOUTH
        self.opening = True
        self.ply = 0
        self.lots_pending = False
        self.pending = None
        self.moves = []
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
            "claimed": {n: self.tuz[IDX[n]] for n in RING.display
                        if IDX[n] in self.tuz},
            "lots_pending": self.lots_pending,
        }

    # ------------------------------------------------------------ sowing
    def sow(self, player, start):
        """The ply of `player` from `start`, on a copy of the board:
        (board, tuz, counters taken, plays again, events); raises
        Endless."""
        h = list(self.holes)
        tuz = dict(self.tuz)
        taken = 0
        again = False
        events = []
        memo = (bytes(h), start, player, tuple(sorted(tuz.items())),
                tuple(self.owner))
        if memo in ENDLESS:
            raise Endless()
        # Brent's cycle finding over the lifts (board, hole lifted).
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
            who = tuz.get(pos)
            if who == player:
                events.append("own-tuz-end %s" % NAMES[pos])
                break
            if who is not None:
                n = min(2, h[pos])
                h[pos] -= n
                taken += n
                again = True
                events.append("take-from-tuz %s:%d%s" % (
                    NAMES[pos], n, "(was-empty)" if n == 1 else ""))
                break
            if self.owner[pos] != player and h[pos] == 4:
                tuz[pos] = player
                events.append("make-tuz %s%s" % (
                    NAMES[pos], "" if RING.owner(pos) != player else "(own-row)"))
                break
            if h[pos] == 1:
                events.append("ends-empty %s" % NAMES[pos])
                break
            if h[pos] == 4:
                events.append("four-relays %s" % NAMES[pos])
        if laps > 1:
            events.append("relays=%d" % laps)
        return h, tuz, taken, again, events

    def starts(self, player):
        return [i for i in range(N) if self.owner[i] == player
                and i not in self.tuz and self.holes[i] > 0]

    def moves_of(self, player):
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
        if self.lots_pending:
            return ["lots=south", "lots=north"]
        if self.opening:
            return ["opening=tuz", "opening=no-tuz"]
        moves = self.moves_of(self.to_move)
        return [n for n in RING.display if n in moves]

    # ------------------------------------------------------------ a ply
    def play(self, move):
        assert self.to_move is not None, "match is over"
        if self.lots_pending:
            assert move in ("lots=south", "lots=north"), "lots are due, not %s" % move
            events = []
            self.moves.append(move)
            self.recount(move.split("=")[1], events)
            self.log.append(self.line(None, None, None))
            self.events.append(events)
            return
        player = self.to_move
        if self.opening:
            assert move in ("opening=tuz", "opening=no-tuz"), \
                "the opening is due, not %s" % move
            self.moves.append(move)
            if move == "opening=tuz":
                self.holes = list(TUZ_BOARD)
                self.tuz = {TUZ_HOLE: player}
                events = ["opening tuz f2"]
            else:
                self.holes = list(NO_TUZ_BOARD)
                events = ["opening no-tuz"]
            self.opening = False
            self.ply += 1
            self.to_move = other(player)
            self.log.append(self.line(move, player, None))
            self.events.append(events)
            return
        results = self.moves_of(player)
        assert move in results, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(results))
        self.moves.append(move)
        endless = len(self.starts(player)) - len(results)
        board, tuz, taken, again, events = results[move]
        events = list(events)
        if endless:
            events = ["endless-holes=%d" % endless] + events
        self.holes = list(board)
        self.tuz = dict(tuz)
        self.hand[player] += taken
        self.ply += 1
        passed = None
        nxt = player if again else other(player)
        if all(self.holes[i] == 0 for i in range(N) if i not in self.tuz):
            events.append("round-over:only-tuz")
            self.end_round(player, nxt, events)
        else:
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
                self.end_round(player, nxt, events)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == TOTAL
        self.log.append(self.line(move, player, passed))
        self.events.append(events)

    # ------------------------------------------------------------ the recount
    def end_round(self, last_mover, nxt, events):
        # `nxt`: who would have moved had the round gone on, the line's
        # `to_move` while lots are due (a convention of the trace: nobody
        # moves then).
        total = dict(self.hand)
        for i in range(N):
            if i in self.tuz:
                total[self.tuz[i]] += self.holes[i]
            else:
                total[self.owner[i]] += self.holes[i]
        assert total[SOUTH] + total[NORTH] == TOTAL
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        self.pending = (total, last_mover)
        self.to_move = nxt
        if total[SOUTH] % REFILL == 2:
            self.lots_pending = True
            events.append("lots-due")
            return
        self.recount(None, events)

    def recount(self, lots, events):
        total, last_mover = self.pending
        self.pending = None
        self.lots_pending = False
        filled, left = {}, {}
        for p in (SOUTH, NORTH):
            filled[p], left[p] = divmod(total[p], REFILL)
        for p in (SOUTH, NORTH):
            if left[p] == 3:
                # Three over: the other's one makes a fourth.
                filled[p] += 1
                left = {SOUTH: 0, NORTH: 0}
                events.append("three-over %s" % p)
        if left[SOUTH] == 2:
            assert lots in (SOUTH, NORTH)
            filled[lots] += 1
            left = {SOUTH: 0, NORTH: 0}
            events.append("lots-won %s" % lots)
        assert filled[SOUTH] + filled[NORTH] == N and left == {SOUTH: 0, NORTH: 0}
        loser = [p for p in (SOUTH, NORTH) if filled[p] == 0]
        if loser:
            self.to_move = None
            events.append("match-won %s %d-%d" % (
                other(loser[0]), total[SOUTH], total[NORTH]))
            return
        owner = [None] * N
        for p in (SOUTH, NORTH):
            for i in (FILL[p] + GAIN[p])[:filled[p]]:
                assert owner[i] is None
                owner[i] = p
        self.owner = owner
        self.holes = [REFILL] * N
        self.hand = {SOUTH: 0, NORTH: 0}
        self.tuz = {}
        gained = [NAMES[i] for i in range(N) if owner[i] != RING.owner(i)]
        events.append("recount %d/%d holes" % (filled[SOUTH], filled[NORTH]))
        if gained:
            events.append("gained " + ",".join(gained))
        self.round += 1
        self.to_move = other(last_mover)


# ---------------------------------------------------------------- picking
def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            if "(was-empty)" in e:
                word += "(empty)"
            counts[word] = counts.get(word, 0) + 1
    return "rounds=%d %s" % (g.round, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


def random_match(seed, max_plies, rounds=None):
    """A random match, stopped at `max_plies` or once `rounds` rounds have
    ended (with the lots after them drawn)."""
    rng = random.Random(seed)
    g = Match()
    while g.to_move is not None and g.ply < max_plies:
        if rounds is not None and g.round > rounds and not g.lots_pending:
            break
        g.play(rng.choice(g.legal()))
    return g


def greedy_score(g, player, result):
    """What a greedy South wants of a move: counters taken, four for each
    tuz made, one for playing again."""
    _, tuz, taken, again, _ = result
    made = sum(1 for k, v in tuz.items() if v == player and k not in g.tuz)
    return taken + 4 * made + (1 if again else 0)


def greedy_match(seed, max_plies, opening=None):
    """A match in which South plays, each ply, a move scoring best by
    `greedy_score` (ties at random) and North plays at random; with
    `opening`, South's first ply is that one."""
    rng = random.Random(seed)
    g = Match()
    while g.to_move is not None and g.ply < max_plies:
        legal = g.legal()
        if g.opening and opening:
            legal = [opening]
        elif g.to_move == SOUTH and not g.lots_pending and not g.opening:
            res = g.moves_of(SOUTH)
            best = max(greedy_score(g, SOUTH, res[m]) for m in legal)
            legal = [m for m in legal if greedy_score(g, SOUTH, res[m]) == best]
        g.play(rng.choice(legal))
    return g


def compare_with_sow(g, sow, example, seed):
    out = subprocess.run([sow, "play", example, "--format", "json", "--moves",
                          " ".join(g.moves)], capture_output=True, text=True)
    got = [json.loads(l) for l in out.stdout.splitlines() if l.strip()]
    if len(got) != len(g.log):
        print(seed, "sow gave %d positions of %d:" % (len(got), len(g.log)),
              out.stderr.strip())
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
    example = os.path.join(root, "examples", "tuz.sow.toml")
    if len(argv) == 4 and argv[0] == "pick-rounds":
        for seed in range(int(argv[1]), int(argv[2])):
            g = random_match(seed, MAX_PLIES, int(argv[3]))
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
        return
    if len(argv) in (4, 5) and argv[0] == "pick-greedy":
        # pick-greedy LO HI MAX_PLIES [OPENING]
        opening = argv[4] if len(argv) == 5 else None
        for seed in range(int(argv[1]), int(argv[2])):
            g = greedy_match(seed, int(argv[3]), opening)
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
        return
    if len(argv) in (2, 3) and argv[0] == "moves-greedy":
        # moves-greedy SEED [OPENING]: the moves of a greedy match
        g = greedy_match(int(argv[1]), MAX_PLIES, argv[2] if len(argv) == 3 else None)
        print(" ".join(g.moves))
        return
    if len(argv) in (3, 4) and argv[0] == "compare-greedy":
        sow = argv[3] if len(argv) == 4 else os.path.join(root, "target", "debug", "sow")
        differ = 0
        for seed in range(int(argv[1]), int(argv[2])):
            g = greedy_match(seed, MAX_PLIES)
            differ += not compare_with_sow(g, sow, example, seed)
        print("%d of %d games differ" % (differ, int(argv[2]) - int(argv[1])))
        sys.exit(1 if differ else 0)
    if len(argv) in (3, 4) and argv[0] == "compare":
        sow = argv[3] if len(argv) == 4 else os.path.join(root, "target", "debug", "sow")
        differ = 0
        for seed in range(int(argv[1]), int(argv[2])):
            g = random_match(seed, MAX_PLIES)
            differ += not compare_with_sow(g, sow, example, seed)
        print("%d of %d games differ" % (differ, int(argv[2]) - int(argv[1])))
        sys.exit(1 if differ else 0)
    if argv and argv[0] == "write":
        name = argv[1] if len(argv) == 2 else "tuz"
        with open(os.path.join(here, name + ".moves")) as f:
            moves = f.read().split()
        g = Match()
        for m in moves:
            g.play(m)
        with open(os.path.join(here, name + ".expected.jsonl"), "w") as f:
            for line in g.log:
                f.write(json.dumps(line) + "\n")
        return
    if argv and argv[0] == "trace":
        g = Match()
        for m in argv[1:]:
            g.play(m)
        for line, ev in zip(g.log, g.events):
            print(json.dumps(line), " ".join(ev))
        return
    drive(Match, "tuz", argv, max_plies=MAX_PLIES, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
