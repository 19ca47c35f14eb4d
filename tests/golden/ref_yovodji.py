#!/usr/bin/env python3
"""Reference Yovodji (Dahomey, today's Benin; after Béart 1955), written
from the rules text of Ludii's "Yovodji" and the interpretations below,
not from sow.

Rules, in short: two rows of six holes, four counters in each.  A player
lifts every counter of a hole of their own row and sows them one a hole
anticlockwise; the hole lifted stays empty, a full circuit passing over
it.  A last counter in an occupied hole lifts that hole and the sowing
goes on; a last counter in an empty hole of the mover's row takes the
counters of the opponent's hole across from it.  A player whose opponent
has no counters must put some into the opponent's row; when no move can,
they take the counters of their own row (the game ends).  Most counters
taken wins; a game going round in a loop may be ended by agreement, each
taking the counters of their own row.

Interpretations (the same as in examples/yovodji.sow.toml):
- Holes a1..f1 (row 1, South's) and a2..f2 (row 2, North's); the
  anticlockwise order is a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2.  No stores:
  counters taken are kept in hand, shown as `stores`.  South moves
  first; the players alternate.
- A move lifts every counter of a non-empty hole of the mover's row (a
  single one too) and sows from the next hole.  Every lap, the first and
  each relay, passes over the hole THAT lap was lifted from.
- A lap's last counter in a hole that held counters before it fell: the
  hole (the last counter with it) is lifted and sown on from the hole
  after it.  In an empty hole the sowing ends: if that hole is the
  mover's, the counters of the hole across from it go to the mover (the
  last counter stays; nothing is taken when the hole across is empty); if
  it is the opponent's, nothing happens.
- A move whose relay would go on for ever (the same board when the same
  hole is about to be lifted again) may not be played.
- When the opponent's row is empty before the move, only the moves that
  leave counters in it once over (their capture included) are legal.
- A player with no legal move passes (the other moves again; no line of
  its own in the trace); when neither can move the game is over.
- After every ply, the position (board, counters taken, player to move,
  after any pass) is compared with every earlier one, the start included;
  if it was seen before, the game is over (the agreed end of a loop).
- At the end each player adds the counters left in their own row to what
  they took; more wins, equal draws.  The trace's last line leaves those
  counters in the holes (`stores` shows the captures only) and has
  `to_move` null.

Usage: python3 ref_yovodji.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW] | greedy LO HI GREED | moves SEED GREED
"""
import random
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)
SIZE = len(RING)


class Forever(Exception):
    """A relay that never ends."""


def move_from(holes, player, start):
    """The move of `player` from ring index `start` on a copy of `holes`:
    returns (board after, counters taken, events); raises Forever."""
    holes = list(holes)
    events = []
    seen = set()
    pos = start
    laps = 0
    while True:
        laps += 1
        origin = pos
        seeds, holes[origin] = holes[origin], 0
        if seeds >= SIZE:
            events.append("passes-origin %s:%d" % (RING.order[origin], seeds))
        while seeds:
            pos = (pos + 1) % SIZE
            if pos == origin:
                continue
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:        # it was empty before the last counter
            break
        state = (tuple(holes), pos)
        if state in seen:
            raise Forever()
        seen.add(state)
    if laps > 1:
        events.append("relays=%d" % (laps - 1))
    if pos == start and laps > 1:
        events.append("ends-in-move-origin %s" % RING.order[pos])
    taken = 0
    if RING.owner(pos) == player:
        opp = RING.opposite(pos)
        taken = holes[opp]
        holes[opp] = 0
        if taken:
            events.append("capture %s:%d (last %s)" % (RING.order[opp], taken, RING.order[pos]))
        else:
            events.append("capture-nothing (last %s, %s empty)" % (
                RING.order[pos], RING.order[opp]))
    else:
        events.append("ends-in-opponent-row %s" % RING.order[pos])
    return holes, taken, events


def options(holes, player):
    """(ring index, board after, taken, events) for every move that ends."""
    out = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        try:
            after, taken, events = move_from(holes, player, i)
        except Forever:
            continue
        out.append((i, after, taken, events))
    return out


def legal_options(holes, player):
    out = options(holes, player)
    if RING.row_total(holes, other(player)) == 0:
        out = [o for o in out if RING.row_total(o[1], other(player)) > 0]
    return out


def legal(holes, player):
    return [RING.order[o[0]] for o in legal_options(holes, player)]


def key(g, to_move):
    return (tuple(g.holes), g.stores[SOUTH], g.stores[NORTH], to_move)


def play(g, move):
    player = g.to_move
    if not hasattr(g, "seen"):
        g.seen = {key(g, SOUTH)}
    opp = other(player)
    events = []
    ended = [RING.order[o[0]] for o in options(g.holes, player)]
    endless = [RING.order[i] for i in RING.own_holes(player)
               if g.holes[i] and RING.order[i] not in ended]
    if endless:
        events.append("endless-barred %s" % ",".join(endless))
    if RING.row_total(g.holes, opp) == 0:
        n_own = len(options(g.holes, player))
        events.append("must-feed %d/%d" % (len(legal(g.holes, player)), n_own))
    for i, after, taken, evs in legal_options(g.holes, player):
        if RING.order[i] == move:
            break
    events += evs
    g.holes = list(after)
    g.stores[player] += taken
    if RING.row_total(g.holes, opp) == 0:
        events.append("opponent-row-empty")
    if RING.row_total(g.holes, player) == 0:
        events.append("own-row-empty")
    nxt = opp
    if not legal(g.holes, nxt):
        if not legal(g.holes, player):
            if 0 in (RING.row_total(g.holes, nxt), RING.row_total(g.holes, player)):
                events.append("cannot-feed")
            return finish(g, events, "neither-can-move")
        events.append("pass %s" % nxt)
        nxt = player
    k = key(g, nxt)
    if k in g.seen:
        return finish(g, events, "repetition")
    g.seen.add(k)
    g.to_move = nxt
    return events


def finish(g, events, why):
    g.to_move = None
    s = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
    n = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
    events.append("over %s %d-%d %s" % (
        why, s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def summary(g):
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w.startswith("relays="):
                w = "relays"
            if w == "must-feed":
                a, b = e.split()[1].split("/")
                w = "must-feed-" + ("none" if a == "0" else ("all" if a == b else "some"))
            if w == "over":
                end = " ".join(e.split()[1:3])
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


YOVODJI = Rules(RING, [4] * SIZE, legal, play)


def greedy_game(seed, greed, max_plies=1000):
    """A game whose every ply, with probability `greed`, plays one of the
    moves that take the most counters (at random among them), otherwise
    any legal move at random."""
    rng = random.Random(seed)
    g = Game(YOVODJI)
    while g.to_move is not None and g.ply < max_plies:
        ms = [(RING.order[i], t) for i, _, t, _ in legal_options(g.holes, g.to_move)]
        if rng.random() < greed:
            best = max(t for _, t in ms)
            ms = [m for m in ms if m[1] == best]
        g.play(rng.choice(ms)[0])
    return g


if __name__ == "__main__" and sys.argv[1:2] == ["greedy"]:
    for seed in range(int(sys.argv[2]), int(sys.argv[3])):
        g = greedy_game(seed, float(sys.argv[4]))
        print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
elif __name__ == "__main__" and sys.argv[1:2] == ["moves"]:
    g = greedy_game(int(sys.argv[2]), float(sys.argv[3]))
    print(" ".join(line["move"] for line in g.log[1:]))
elif __name__ == "__main__" and sys.argv[1:2] == ["write"] and len(sys.argv) == 3:
    drive(lambda: Game(YOVODJI), sys.argv[2], ["write"])
elif __name__ == "__main__":
    drive(lambda: Game(YOVODJI), "yovodji", sys.argv[1:], max_plies=2000, summary=summary)
