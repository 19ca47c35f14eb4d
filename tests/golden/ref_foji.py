#!/usr/bin/env python3
"""Reference Foji (Dahomey, today's Benin; after Béart 1955), written from
the rules text of Ludii's "Foji" and the interpretations below, not from
sow (nor from examples/foji.sow.toml's mechanics).

Rules, in short: two rows of six holes, four counters in each.  A player
lifts every counter of a hole of their own row and sows them one a hole
CLOCKWISE; the hole lifted stays empty, a full circuit passing over it.
A last counter in an occupied hole lifts that hole and the sowing goes
on; a last counter in an empty hole of the mover's row takes the counters
of the opponent's hole across from it.  A player whose opponent has no
counters must put some into the opponent's row; when no move can, they
take the counters of their own row (the game ends).  Most counters taken
wins; a game going round in a loop may be ended by agreement, each taking
the counters of their own row.

Conventions and interpretations (those of examples/foji.sow.toml):
- Holes a1..f1 (row 1, South's) and a2..f2 (row 2, North's); clockwise
  is f1 e1 d1 c1 b1 a1 a2 b2 c2 d2 e2 f2, then f1 again.  The hole across
  from x1 is x2.  No stores: counters taken are kept in hand, shown as
  `stores`.  South moves first; the players alternate.
- A move lifts every counter of a non-empty hole of the mover's row (one
  alone too) and sows from the next hole.  Every lap, the first and each
  relay, passes over the hole THAT lap was lifted from.
- A lap's last counter in a hole that held counters before it fell: the
  hole (the last counter with it) is lifted and sown on.  In an empty
  hole the sowing ends: if that hole is the mover's, the counters of the
  hole across go to the mover (the last counter stays; nothing is taken
  when the hole across is empty); if it is the opponent's, nothing more.
- A move whose relay would go on for ever (the same board with the same
  hole about to be lifted again) may not be played.
- When the opponent's row is empty before the move, only the moves that
  leave counters in it once over (capture included) are legal.
- A player with no legal move passes (no line of its own in the trace);
  when neither can move the game is over.
- After every ply, the position (board, counters taken, player to move,
  after any pass) is compared with every earlier one, the start included;
  if it was seen before, the game is over (the agreed end of a loop).
- At the end each player adds the counters left in their own row to what
  they took; more wins, equal draws.  The trace's last line leaves those
  counters in the holes (`stores` shows captures only), `to_move` null.

Usage: python3 ref_foji.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW] | greedy LO HI GREED | moves SEED GREED
"""
import random
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive

COLS = "abcdef"
# The clockwise circle of holes, by name.
CIRCLE = [c + "1" for c in reversed(COLS)] + [c + "2" for c in COLS]
N = len(CIRCLE)


class ClockwiseBoard:
    """What ref_common's Game and snapshot need: `index` (name -> place in
    `order`), `display` (the names in JSON order) and `order`."""

    def __init__(self):
        self.order = list(CIRCLE)
        self.index = {h: i for i, h in enumerate(self.order)}
        self.display = [c + "1" for c in COLS] + [c + "2" for c in COLS]


BOARD = ClockwiseBoard()


def owner(name):
    return SOUTH if name.endswith("1") else NORTH


def across(name):
    return name[:-1] + ("2" if name.endswith("1") else "1")


def opponent(p):
    return NORTH if p == SOUTH else SOUTH


def row_sum(holes, p):
    return sum(holes[i] for i, h in enumerate(CIRCLE) if owner(h) == p)


class Loops(Exception):
    """A relay that never stops."""


def sow_move(holes, player, name):
    """The move of `player` from hole `name`, on a copy of `holes`:
    (board after, counters taken, events).  Raises Loops."""
    b = list(holes)
    ev = []
    at = CIRCLE.index(name)
    lifts = set()
    laps = 0
    while True:
        laps += 1
        lifted_from = at
        hand = b[at]
        b[at] = 0
        if hand >= N:
            ev.append("skips-origin %s:%d" % (CIRCLE[at], hand))
        while hand > 0:
            at = (at + 1) % N
            if at == lifted_from:
                continue
            b[at] += 1
            hand -= 1
        if b[at] == 1:
            break  # fell into an empty hole
        state = (tuple(b), at)
        if state in lifts:
            raise Loops()
        lifts.add(state)
    if laps > 1:
        ev.append("relays=%d" % (laps - 1))
    last = CIRCLE[at]
    taken = 0
    if owner(last) == player:
        j = CIRCLE.index(across(last))
        taken, b[j] = b[j], 0
        if taken:
            ev.append("capture %s:%d (last %s)" % (CIRCLE[j], taken, last))
        else:
            ev.append("capture-nothing (last %s, %s empty)" % (last, CIRCLE[j]))
    else:
        ev.append("ends-in-opponent-row %s" % last)
    return b, taken, ev


def candidates(holes, player):
    """(name, board after, taken, events) of every move that stops."""
    out = []
    for i, h in enumerate(CIRCLE):
        if owner(h) == player and holes[i] > 0:
            try:
                out.append((h,) + sow_move(holes, player, h))
            except Loops:
                pass
    return out


def allowed(holes, player):
    c = candidates(holes, player)
    if row_sum(holes, opponent(player)) == 0:
        c = [m for m in c if row_sum(m[1], opponent(player)) > 0]
    return c


def legal(holes, player):
    # in the display order a1..f1 / a2..f2, for a stable listing
    names = [m[0] for m in allowed(holes, player)]
    return sorted(names, key=BOARD.display.index)


def position(g, to_move):
    return (tuple(g.holes), g.stores[SOUTH], g.stores[NORTH], to_move)


def play(g, move):
    p = g.to_move
    q = opponent(p)
    if not hasattr(g, "seen"):
        g.seen = {position(g, SOUTH)}
    events = []
    stopping = {m[0] for m in candidates(g.holes, p)}
    looping = [h for i, h in enumerate(CIRCLE)
               if owner(h) == p and g.holes[i] and h not in stopping]
    if looping:
        events.append("endless-barred %s" % ",".join(looping))
    if row_sum(g.holes, q) == 0:
        events.append("must-feed %d/%d" % (len(allowed(g.holes, p)), len(stopping)))
    chosen = [m for m in allowed(g.holes, p) if m[0] == move][0]
    _, after, taken, evs = chosen
    events += evs
    g.holes = list(after)
    g.stores[p] += taken
    if row_sum(g.holes, q) == 0:
        events.append("opponent-row-empty")
    if row_sum(g.holes, p) == 0:
        events.append("own-row-empty")
    nxt = q
    if not allowed(g.holes, q):
        if not allowed(g.holes, p):
            if row_sum(g.holes, q) == 0 or row_sum(g.holes, p) == 0:
                events.append("cannot-feed")
            return finish(g, events, "neither-can-move")
        events.append("pass %s" % q)
        nxt = p
    k = position(g, nxt)
    if k in g.seen:
        return finish(g, events, "repetition")
    g.seen.add(k)
    g.to_move = nxt
    return events


def finish(g, events, why):
    g.to_move = None
    s = g.stores[SOUTH] + row_sum(g.holes, SOUTH)
    n = g.stores[NORTH] + row_sum(g.holes, NORTH)
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


FOJI = Rules(BOARD, [4] * N, legal, play)


def greedy_game(seed, greed, max_plies=1000):
    """Each ply, with probability `greed`, one of the moves taking the most
    (at random among them), otherwise any legal move at random."""
    rng = random.Random(seed)
    g = Game(FOJI)
    while g.to_move is not None and g.ply < max_plies:
        ms = [(m[0], m[2]) for m in allowed(g.holes, g.to_move)]
        ms.sort(key=lambda m: BOARD.display.index(m[0]))
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
    drive(lambda: Game(FOJI), sys.argv[2], ["write"])
elif __name__ == "__main__":
    drive(lambda: Game(FOJI), "foji", sys.argv[1:], max_plies=2000, summary=summary)
