#!/usr/bin/env python3
"""An independent reference of Jimafesosh (Wollo, Ethiopia; after Pankhurst
1971, p. 179), a whole match of rounds, written from the rules text of
Ludii's "Jimafesosh" (its metadata) and the interpretations below, not from
sow's source nor from the example's TOML mechanics.  It stands on
ref_common.py's ring of two rows and its driver (trace / write / pick /
compare), with two commands of its own (below).

Rules, in short (our paraphrase): two rows of six holes, four counters
each.  The first player opens: they put all the counters of their
rightmost hole into the opponent's hole across from it, then take the
counters of the hole after that one and put them all into the hole after
it, and so on round the board, until holes of eight and empty holes
alternate; the last hole made eight is then lifted and sown as an ordinary
move.  Sowing is anticlockwise, and relays: a last counter in an occupied
hole lifts that hole and sowing goes on; a last counter in an empty hole
takes the counters of the hole across from it and the turn ends.  A player
who cannot play passes until they can.  A round ends when one counter or
none is left on the board; that counter goes to the player whose row it
is in.  Next round each player puts four counters into each hole from the
rightmost of their row; the richer gains one of the other's holes for each
four over, one more for three over, and two and two draw lots for a hole.
Rounds go on until one player has all the counters.

Interpretations (the comments of examples/jimafesosh.sow.toml say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  No stores on
  the board: counters taken are held in hand, shown as `stores`.
- The opening has no choice in it, so its moves of whole holes are not
  plies: line 0 is the board they leave.  South opens (the text's "the
  player"; South moves first).  From four a hole: f1 (South's rightmost)
  into f2, e2 into d2, c2 into b2, a2 into a1, b1 into c1, d1 into e1;
  then the hole after e1, f1, is empty: the board alternates eight and
  nought.  Ply 1 is forced: South sows e1, the last hole made eight, as an
  ordinary move (relays and captures as below).  The opening is the first
  round's only; later rounds start from the recount.
- A move lifts every counter of one of the mover's holes (those they own
  this round) that holds any, a single counter too, and sows them one a
  hole anticlockwise from the next hole; a lap of twelve or more passes its
  own (emptied) hole and drops counters there too.
- A lap's last counter in a hole that held counters lifts that hole (the
  counter with it) and sows on from the next hole.  In a hole that was
  empty (the emptied start of the lap too): the counters of the hole across
  from it go to the mover's hand, whichever row the landing hole is in (in
  the opponent's row the hole across is the mover's own), the last counter
  staying where it fell; nothing when that hole is empty.  The turn ends.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.
- After every ply: if the board holds one counter or none, the round is
  over, and that counter goes to the owner of its hole this round (a hole
  gained at a recount is its gainer's).  Otherwise, if the other player has
  no legal move, they pass (`passed` names them) and the mover moves again;
  if neither has one, the round is over, each hole's counters going to its
  owner (never seen).
- Recount: each player's counters (hand, and what the round's end gave
  them) go four to a hole.  A player with three over (the other then has
  one over, the 48 counters being twelve fours) takes the other's one and
  fills one more hole.  Two and two: lots are drawn, a choice written
  `lots=south` or `lots=north` (not a ply: the line it makes keeps the
  ply's number, with `move` and `player` null); the winner takes the
  other's two and fills one more hole.  So every hole is filled at every
  recount.  The line after a round's last ply shows, when lots are due,
  the board as the round left it (the counter left on it not yet given,
  `lots_pending` true); otherwise, and after the lots, the next round set
  up.  South fills from its rightmost hole leftwards (f1 .. a1), North
  from its rightmost rightwards (a2 .. f2); the richer player's extra
  holes are the far (left) end of the other's row: South gains f2, e2, ..,
  North a1, b1, ...
- The player after the last mover of a round starts the next.
- The match ends at a recount where a player cannot fill a single hole
  (after the lots, when they decide it): the other has all 48 counters.  On
  that line the board is as the round left it, the hands as they were,
  `to_move` null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores` (the
counters in hand), `to_move`, `passed`, `round`, `owners` (each hole and
its owner this round) and `lots_pending`.

Usage: python3 ref_jimafesosh.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]          (random games, as ref_common's driver)
       | pick-greedy LO HI            (South takes the most it can each ply,
                                       North random: matches that end)
       | compare-greedy LO HI [SOW]   (those games, compared with sow)
Random matches (uniform moves) almost never end (see the README), so
`pick` and `compare` stop them at MAX_PLIES plies.
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
TOTAL = N * REFILL
MAX_PLIES = 3000        # random games: a cap (random matches do not end)
GREEDY_MAX_PLIES = 20000


def named(*names):
    return [IDX[n] for n in names]


FILL = {SOUTH: named("f1", "e1", "d1", "c1", "b1", "a1"),
        NORTH: named("a2", "b2", "c2", "d2", "e2", "f2")}
GAIN = {SOUTH: named("f2", "e2", "d2", "c2", "b2", "a2"),
        NORTH: named("a1", "b1", "c1", "d1", "e1", "f1")}
RIGHTMOST = {SOUTH: IDX["f1"], NORTH: IDX["a2"]}
OPENER = SOUTH


def opening(opener):
    """The board the opening leaves, and the hole it makes eight last (the
    forced first move), played hole by hole from four in every hole."""
    h = [REFILL] * N
    first = RIGHTMOST[opener]
    dst = RING.opposite(first)          # "the opponent's opposite hole"
    h[dst] += h[first]
    h[first] = 0
    while True:
        src = (dst + 1) % N             # "the next hole"
        if h[src] == 0:
            break
        dst = (src + 1) % N             # "the hole following it"
        h[dst] += h[src]
        h[src] = 0
    assert sorted(h) == [0] * 6 + [8] * 6
    assert all(h[i] + h[(i + 1) % N] == 8 for i in range(N)), h
    return h, dst


class Endless(Exception):
    """A relay sowing that never ends."""


class Match:
    def __init__(self):
        self.holes, self.first_move = opening(OPENER)
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = [RING.owner(i) for i in range(N)]
        self.round = 1
        self.to_move = OPENER
        self.ply = 0
        self.opening_move = True        # ply 1 is forced
        self.lots_pending = False
        self.pending = None             # (totals, last mover) while lots are due
        self.moves = []
        self.cache = {}
        self.log = [self.line(None, None, None)]
        self.events = [["opening %s first-move %s" % (
            OPENER, NAMES[self.first_move])]]

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
            "lots_pending": self.lots_pending,
        }

    # ------------------------------------------------------------ sowing
    def sow(self, player, start):
        """The sowing of `player` from `start` on a copy of the board:
        (board, counters taken, events); raises Endless."""
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
            if seeds >= N:
                events.append("round-the-board@lap%d:%d" % (laps, seeds))
            while seeds:
                pos = (pos + 1) % N
                h[pos] += 1
                seeds -= 1
            if h[pos] > 1:
                continue                # relay: the hole held counters
            # The last counter fell into an empty hole: take across.
            opp = RING.opposite(pos)
            where = "own-row" if RING.owner(pos) == player else "opponent-row"
            if pos == origin:
                where += "(own-origin)"
            if h[opp]:
                taken = h[opp]
                h[opp] = 0
                mine = "(mover's own)" if self.owner[opp] == player else ""
                events.append("capture@%s:%d %s%s" % (NAMES[opp], taken, where, mine))
            else:
                events.append("ends-empty@%s %s nothing-across" % (NAMES[pos], where))
            break
        if laps > 1:
            events.append("relays=%d" % laps)
        return h, taken, events

    def moves_of(self, player):
        """The legal sowings of `player`: {name: result}."""
        key = (tuple(self.holes), tuple(self.owner), player, self.opening_move)
        if key in self.cache:
            return self.cache[key]
        out = {}
        for name in RING.display:
            i = IDX[name]
            if self.owner[i] != player or self.holes[i] == 0:
                continue
            if self.opening_move and i != self.first_move:
                continue
            try:
                out[name] = self.sow(player, i)
            except Endless:
                continue
        if len(self.cache) > 4096:
            self.cache.clear()
        self.cache[key] = out
        return out

    def legal(self):
        if self.to_move is None:
            return []
        if self.lots_pending:
            return ["lots=south", "lots=north"]
        return list(self.moves_of(self.to_move))

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
        results = self.moves_of(player)
        assert move in results, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(results))
        self.moves.append(move)
        board, taken, events = results[move]
        events = list(events)           # the cached result stays as it was
        endless = [NAMES[i] for i in range(N) if self.owner[i] == player
                   and self.holes[i] and NAMES[i] not in results
                   and not self.opening_move]
        if endless:
            events.append("endless-not-a-move:" + ",".join(endless))
        self.holes = list(board)
        self.hand[player] += taken
        self.opening_move = False
        self.ply += 1
        passed = None
        if sum(self.holes) <= 1:
            events.append("round-over:board<=1")
            self.end_round(player, events)
        elif not self.moves_of(other(player)):
            if self.moves_of(player):
                passed = other(player)
                events.append("pass:%s" % passed)
                self.to_move = player
            else:
                events.append("round-over:neither-can-move")
                self.end_round(player, events)
        else:
            self.to_move = other(player)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == TOTAL
        self.log.append(self.line(move, player, passed))
        self.events.append(events)

    # ------------------------------------------------------------ the recount
    def end_round(self, last_mover, events):
        # The counters left go to the owners of their holes.
        total = dict(self.hand)
        for i in range(N):
            if self.holes[i]:
                total[self.owner[i]] += self.holes[i]
                if self.owner[i] != RING.owner(i):
                    events.append("left-in-gained-hole@%s" % NAMES[i])
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        self.pending = (total, last_mover)
        self.to_move = other(last_mover)
        if total[SOUTH] % REFILL == 2 and total[NORTH] % REFILL == 2:
            # Two and two: lots are drawn, a choice of its own.
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
            q = other(p)
            if left[p] >= 3 and left[p] > left[q]:
                left[q] -= REFILL - left[p]
                left[p] = 0
                filled[p] += 1
                events.append("extra-hole-for-three %s" % p)
        if left[SOUTH] and left[SOUTH] == left[NORTH]:
            assert lots in (SOUTH, NORTH)
            left[other(lots)] -= REFILL - left[lots]
            left[lots] = 0
            filled[lots] += 1
            events.append("lots-won %s" % lots)
        assert filled[SOUTH] + filled[NORTH] == N and left == {SOUTH: 0, NORTH: 0}
        loser = [p for p in (SOUTH, NORTH) if filled[p] < 1]
        if loser:
            # The match is over: the board as the round left it.
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
        self.hand = left
        gained = [NAMES[i] for i in range(N) if owner[i] != RING.owner(i)]
        events.append("recount %d/%d holes" % (filled[SOUTH], filled[NORTH]))
        if gained:
            events.append("gained " + ",".join(gained))
        self.round += 1
        self.to_move = other(last_mover)


# ---------------------------------------------------------------- picking
def greedy_game(seed, max_plies):
    """A match in which South plays, each ply, a move taking the most
    counters at once (ties at random) and North plays at random."""
    rng = random.Random(seed)
    g = Match()
    while g.to_move is not None and g.ply < max_plies:
        legal = g.legal()
        if g.to_move == SOUTH and not g.lots_pending:
            res = g.moves_of(SOUTH)
            best = max(res[m][1] for m in legal)
            legal = [m for m in legal if res[m][1] == best]
        g.play(rng.choice(legal))
    return g


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0].split("@")[0]
            counts[word] = counts.get(word, 0) + 1
    most = max([int(e.split("=")[1]) for ev in g.events for e in ev
                if e.startswith("relays=")] or [0])
    opp_row = sum(1 for ev in g.events for e in ev
                  if e.startswith("capture@") and "opponent-row" in e)
    return "rounds=%d relays<=%d capture-in-opponent-row=%d %s" % (
        g.round, most, opp_row, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


def compare_with_sow(g, sow, example, seed):
    """Whether `sow play` gives every key of every position of game `g`
    (its moves, lots choices included); prints the first difference."""
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
    example = os.path.join(root, "examples", "jimafesosh.sow.toml")
    if len(argv) == 3 and argv[0] == "pick-greedy":
        for seed in range(int(argv[1]), int(argv[2])):
            g = greedy_game(seed, GREEDY_MAX_PLIES)
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
        return
    if len(argv) in (3, 4) and argv[0] in ("compare", "compare-greedy"):
        sow = argv[3] if len(argv) == 4 else os.path.join(root, "target", "debug", "sow")
        differ = 0
        for seed in range(int(argv[1]), int(argv[2])):
            if argv[0] == "compare":
                rng = random.Random(seed)
                g = Match()
                while g.to_move is not None and g.ply < MAX_PLIES:
                    g.play(rng.choice(g.legal()))
            else:
                g = greedy_game(seed, GREEDY_MAX_PLIES)
            differ += not compare_with_sow(g, sow, example, seed)
        print("%d of %d games differ" % (differ, int(argv[2]) - int(argv[1])))
        sys.exit(1 if differ else 0)
    if argv and argv[0] == "pick":
        # As the driver's, with the moves of a game being g.moves.
        drive(Match, "jimafesosh", argv, max_plies=MAX_PLIES, summary=summary)
        return
    if argv and argv[0] == "write":
        with open(os.path.join(here, "jimafesosh.moves")) as f:
            moves = f.read().split()
        name = "jimafesosh"
        if len(argv) == 2:              # write NAME: an extra golden game
            name = argv[1]
            with open(os.path.join(here, name + ".moves")) as f:
                moves = f.read().split()
        g = Match()
        for m in moves:
            g.play(m)
        with open(os.path.join(here, name + ".expected.jsonl"), "w") as f:
            for line in g.log:
                f.write(json.dumps(line) + "\n")
        return
    drive(Match, "jimafesosh", argv, max_plies=MAX_PLIES, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
