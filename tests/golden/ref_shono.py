#!/usr/bin/env python3
"""Reference Shono (the Fang of Gabon, Equatorial Guinea and Cameroon;
after Tessmann 1912), written from the rules text of Ludii's "Shono" and
the interpretations below, not from sow.

Rules, in short: two rows of six holes, five counters in each, a store
for each player.  Sowing goes anticlockwise; a sowing that goes round the
board leaves the hole it came from empty.  A last counter that makes two
or three in a hole of the opponent's row takes it, and the unbroken run of
the opponent's holes of two or three before it.  Play ends when a player
cannot play from their row; each takes what is left in their own holes,
and the most counters wins.  (Children play with four counters a hole;
this reference plays the main ruleset, five.)

Interpretations (the same as in examples/shono.sow.toml):
- Holes a1..f1 (row 1, South's) and a2..f2 (row 2, North's).
  Anticlockwise order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1
  again.  The stores are never sown into.  South moves first; players
  alternate.
- A move lifts every counter of a hole of the mover's row that holds any
  and sows them one a hole, the first into the next hole, passing over the
  hole lifted each time the lap comes round to it (twelve or more
  counters).  One lap: no relay.
- The hole where the last counter falls, if it is the opponent's and now
  holds 2 or 3, is taken into the mover's store.  Then the hole before it
  along the sowing, and the one before that, and so on, while each is in
  the opponent's row and holds 2 or 3 (as the board stands).  A capture
  that takes every counter the opponent has is an ordinary capture.
- No duty to feed an opponent without counters.
- After every ply, if either player (the one to move or the one who just
  moved) has no counter in their row, the game is over (`to_move` null):
  each player's holes count for them.  The last line keeps the board as
  the ply left it and gives `result`: the scores [south, north] (store
  plus own row), the winner (more wins; null for a draw) and the reason;
  `result` is null on every other line.

Usage: python3 ref_shono.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

COLUMNS = 6
SEEDS = 5               # the children's ruleset: 4
RING = Ring(COLUMNS)    # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    opp = other(player)
    holes = g.holes
    origin = RING.index[move]
    seeds, holes[origin] = holes[origin], 0
    events = []
    if seeds >= SIZE:
        events.append("round %s:%d" % (move, seeds))
    pos = origin
    while seeds:
        pos = (pos + 1) % SIZE
        if pos == origin:
            continue            # the hole the move came from stays empty
        holes[pos] += 1
        seeds -= 1
    if RING.owner(pos) == opp and holes[pos] in (2, 3):
        taken = [(RING.order[pos], holes[pos])]
        g.stores[player] += holes[pos]
        holes[pos] = 0
        j = (pos - 1) % SIZE
        while RING.owner(j) == opp and holes[j] in (2, 3):
            taken.append((RING.order[j], holes[j]))
            g.stores[player] += holes[j]
            holes[j] = 0
            j = (j - 1) % SIZE
        events.append("capture %s" % " ".join("%s:%d" % t for t in taken))
        if len(taken) > 1:
            events.append("chain=%d" % (len(taken) - 1))
        if RING.row_total(holes, opp) == 0:
            events.append("takes-all")
    elif RING.owner(pos) == opp:
        events.append("no-capture %s:%d" % (RING.order[pos], holes[pos]))
    else:
        events.append("ends-own %s" % RING.order[pos])
    stuck = [p for p in (opp, player) if RING.row_total(holes, p) == 0]
    g.result = None
    if stuck:
        # The counters left go to their holes' owners: they are counted
        # in the result and stay on the board (as sow writes the last line).
        scores = [g.stores[p] + RING.row_total(holes, p) for p in (SOUTH, NORTH)]
        s, n = scores
        winner = None if s == n else (SOUTH if s > n else NORTH)
        g.result = {"winner": winner, "scores": scores, "reason": "one-cannot-move"}
        events.append("over %s-cannot-move%s left=%d/%d %d-%d %s" % (
            stuck[0], "" if stuck[0] == opp else "(mover)",
            RING.row_total(holes, SOUTH), RING.row_total(holes, NORTH),
            s, n, winner or "draw"))
        g.to_move = None
    else:
        g.to_move = opp
    return events


class ShonoGame(Game):
    """A game whose every line carries `result` too (null until the end)."""

    def __init__(self, rules):
        super().__init__(rules)
        self.result = None
        self.log[0]["result"] = None

    def play(self, move):
        super().play(move)
        self.log[-1]["result"] = self.result


def summary(g):
    """A random game's captures (and the longest), chains, chains that run
    to the end of the opponent's row, sowings round the board (and the
    most counters sown), last counters in the opponent's row that take
    nothing, captures that take all the opponent has, and how it ended."""
    counts = {}
    most_taken = most_round = longest = 0
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0].split("=")[0]
            if w == "capture":
                parts = e.split()[1:]
                most_taken = max(most_taken, sum(int(x.split(":")[1]) for x in parts))
                longest = max(longest, len(parts))
                if len(parts) > 1 and parts[-1].split(":")[0] in ("f2", "a1"):
                    counts["chain-to-row-start"] = counts.get("chain-to-row-start", 0) + 1
            if w == "round":
                most_round = max(most_round, int(e.split(":")[1]))
            if w == "over":
                end = "%s %s %s" % tuple(e.split()[1:2] + e.split()[3:5])
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s run<=%d taken<=%d round<=%d %s" % (
        end, longest, most_taken, most_round,
        " ".join("%s=%d" % kv for kv in sorted(counts.items())))


SHONO = Rules(RING, [SEEDS] * SIZE, legal, play)


if __name__ == "__main__":
    ARGV = sys.argv[1:]
    NAME = "shono"
    if len(ARGV) == 2 and ARGV[0] == "write":     # write shono-own-row, ...
        NAME, ARGV = ARGV[1], ARGV[:1]
    drive(lambda: ShonoGame(SHONO), NAME, ARGV, max_plies=1000, summary=summary)
