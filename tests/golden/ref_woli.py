#!/usr/bin/env python3
"""Reference Woli (Senegal valley, West Africa; after Béart 1955), written
from the rules text of Ludii's "Woli" and the interpretations below, not
from sow.

Rules, in short: two rows of six holes, six counters in each.  A player
lifts all the counters of a hole of their own row and sows them one a hole
clockwise; the hole lifted is always passed over, even by a sowing that
goes round the whole board.  A last counter that makes two or three in a
hole of the opponent's row takes it, and so does each hole before it
(along the sowing) while it is the opponent's and holds two or three.  A
move that would take every counter the opponent has is not allowed.  When
the opponent's row is empty the player must put counters into it; when no
move can, the player takes the counters of their own row (the game ends).
Most counters taken wins.  A game that goes round in a loop may be ended
by agreement, each player taking the counters of their own row.

Interpretations (the same as in examples/woli.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Clockwise order: f1 e1 d1 c1 b1 a1 a2 b2 c2 d2 e2 f2,
  then f1 again.  No stores: counters taken are kept in hand, shown as
  `stores`.  South moves first; the players alternate.
- A move lifts every counter of a non-empty hole of the mover's row (a
  single one too).  The first counter falls into the next hole clockwise;
  the lifted hole is passed over whenever the sowing comes round to it.
- Capture: only where the LAST counter falls, in the opponent's row, when
  that hole then holds 2 or 3.  The run goes back against the sowing
  (towards the opponent's first hole), hole by hole, while each is the
  opponent's and holds 2 or 3; the first hole that fails ends it.
- "Not allowed to capture all" and "must feed an empty row" are one
  condition: a move is legal only if the opponent's row holds at least one
  counter once the move (its capture included) is over.  Neither lapses.
- A player to move with no legal move (they cannot feed, or every move
  would take all the opponent has) ends the game: each player takes the
  counters of their own row (the last line of the trace still shows them
  in the holes; `to_move` is null).
- The loop: after every ply, if the position it leaves (every hole, both
  players' counters taken, the player to move) has been seen before in
  the game, the start included, the game ends, each player taking the
  counters of their own row.  (The text: the players "can agree" to end
  it; Ludii's code lets a player propose it on a repeated position.)
- Score: counters taken plus the own row's counters at the end; more
  wins, equal is a draw.

Usage: python3 ref_woli.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW] | greedy LO HI GREED | moves SEED GREED
(random play never ends a game in fewer than 82 plies, so the golden games
come from `greedy_game`, below.)
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # ring order (anticlockwise): a1 .. f1 f2 .. a2
SIZE = len(RING)
TAKES = (2, 3)


def cw(i):
    """The hole after ring index i, clockwise."""
    return (i - 1) % SIZE


def ccw(i):
    """The hole before ring index i along a clockwise sowing."""
    return (i + 1) % SIZE


def opp_total(holes, player):
    return RING.row_total(holes, other(player))


def move_from(holes, player, start):
    """The whole move from ring index `start` on a copy of the board:
    returns (board, counters taken, events)."""
    holes = list(holes)
    seeds, holes[start] = holes[start], 0
    events = ["sow=%d" % seeds]
    if seeds >= SIZE:
        events.append("passes-origin")
    pos = start
    while seeds:
        pos = cw(pos)
        if pos == start:
            continue
        holes[pos] += 1
        seeds -= 1
    events.append("last=%s:%d" % (RING.order[pos], holes[pos]))
    taken = []
    while RING.owner(pos) != player and holes[pos] in TAKES:
        taken.append((pos, holes[pos]))
        holes[pos] = 0
        pos = ccw(pos)
    if taken:
        events.append("capture %s" % "+".join("%s:%d" % (RING.order[i], n) for i, n in taken))
        if len(taken) > 1:
            events.append("chain=%d" % len(taken))
            # where the run stopped, for the hand checks
            if RING.owner(pos) != player:
                events.append("chain-stops-at %s:%d" % (RING.order[pos], holes[pos]))
            else:
                events.append("chain-stops-at-row-end")
    return holes, sum(n for _, n in taken), events


def moves(holes, player):
    """(name, board after, taken, events, legal) for each non-empty own hole."""
    out = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        after, taken, events = move_from(holes, player, i)
        out.append((RING.order[i], after, taken, events, opp_total(after, player) > 0))
    return out


def legal(holes, player):
    return [name for name, _, _, _, ok in moves(holes, player) if ok]


def position(g):
    return (tuple(g.holes), g.stores[SOUTH], g.stores[NORTH], g.to_move)


class WoliGame(Game):
    """A game that remembers every position it has left (for the loop)."""

    def __init__(self, rules):
        Game.__init__(self, rules)
        self.seen = {position(self)}


def play(g, move):
    player = g.to_move
    events = []
    all_moves = moves(g.holes, player)
    starved = opp_total(g.holes, player) == 0
    barred = [name for name, _, _, _, ok in all_moves if not ok]
    if starved:
        events.append("must-feed barred=%s" % (",".join(barred) or "-"))
    elif barred:
        events.append("grand-slam-barred %s" % ",".join(barred))
    for name, after, taken, evs, ok in all_moves:
        if name == move:
            break
    events += evs
    g.holes[:] = after
    g.stores[player] += taken
    if RING.row_total(g.holes, player) == 0:
        events.append("own-row-emptied")
    nxt = other(player)
    g.to_move = nxt
    if not legal(g.holes, nxt):
        g.to_move = None
        if opp_total(g.holes, nxt) == 0:
            events.append("over cannot-feed")
        else:
            events.append("over every-move-takes-all")
    else:
        key = position(g)
        if key in g.seen:
            g.to_move = None
            events.append("over repetition")
        g.seen.add(key)
    if g.to_move is None:
        s = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
        n = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
        events.append("score %d-%d %s" % (s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def summary(g):
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w.startswith("sow=") or w.startswith("last="):
                continue
            if w == "over":
                end = e.split()[1]
                continue
            if w == "score":
                end += " " + e.split()[1]
                continue
            w = w.split("=")[0]
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


WOLI = Rules(RING, [6] * SIZE, legal, play)


def greedy_game(seed, greed, max_plies=2000):
    """A game whose every ply, with probability `greed`, plays one of the
    moves that take the most counters (at random among them), and
    otherwise any legal move at random: how the golden game was found,
    random play taking 82 plies or more to end."""
    import random
    rng = random.Random(seed)
    g = WoliGame(WOLI)
    while g.to_move is not None and g.ply < max_plies:
        ms = [(name, taken) for name, _, taken, _, ok in moves(g.holes, g.to_move) if ok]
        if rng.random() < greed:
            best = max(t for _, t in ms)
            ms = [m for m in ms if m[1] == best]
        g.play(rng.choice(ms)[0])
    return g


if __name__ == "__main__" and sys.argv[1:2] == ["greedy"]:
    # greedy LO HI GREED: like `pick`, on greedy_game(seed, GREED); with
    # `moves SEED GREED` it prints that game's moves.
    for seed in range(int(sys.argv[2]), int(sys.argv[3])):
        g = greedy_game(seed, float(sys.argv[4]))
        print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
elif __name__ == "__main__" and sys.argv[1:2] == ["moves"]:
    g = greedy_game(int(sys.argv[2]), float(sys.argv[3]))
    print(" ".join(line["move"] for line in g.log[1:]))
elif __name__ == "__main__" and sys.argv[1:2] == ["write"] and len(sys.argv) == 3:
    # write NAME: NAME.expected.jsonl from NAME.moves (the extra golden games)
    drive(lambda: WoliGame(WOLI), sys.argv[2], ["write"])
elif __name__ == "__main__":
    drive(lambda: WoliGame(WOLI), "woli", sys.argv[1:], max_plies=2000, summary=summary)
