#!/usr/bin/env python3
"""Reference Wore (Wöré, Senegal; after Béart 1955), written from the rules
text of Ludii's "Wore" and the interpretations below, not from sow.

Rules, in short: two rows of four heaps of six counters; the mover sows one
of the heaps of her own row anticlockwise; every heap of 2, 4 or 6 counters
is captured; whoever has captured the most counters wins.

Interpretations (the same as in examples/wore.sow.toml):
- Heaps a1 b1 c1 d1 (row 1, South's side, left to right from South) and
  a2 b2 c2 d2 (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 d2 c2 b2
  a2, then a1 again.  No stores: the counters taken are counted in hand,
  shown as `stores`.
- South moves first (the text names no first player; Ludii's first player
  sits at row 1); players alternate, no extra turns.
- A move is any heap of the mover's own row that holds a counter (one
  counter too).  All its counters are lifted and sown one a heap along the
  anticlockwise order, the first into the heap after it (the text, unlike
  Oure Ngat's, does not send the first counter back onto its own heap).
  No heap is passed over: eight or more counters drop one back into the
  emptied heap when the sowing comes round (8 from a1: b1 .. a2, then a1).
- "Any pile which contains 2, 4, or 6 counters is captured": once the
  sowing is over, every heap of the board (both rows, sown into or not),
  as the sowing left it, that holds exactly 2, 4 or 6 counters is taken
  whole by the mover; all are chosen first, then taken.  Heaps of 8, 10,
  ... are not taken.  (Ludii's code takes only the heap the last counter
  fell into; the text names no last counter, and speaks of any heap.)
- The text names no end.  As Ludii's code: the game is over when the
  player to move has no counter in her row (`to_move` null); the counters
  left on the board count for nobody (the text scores captures only).
  More taken wins, equal draws.
- A game need not end so: a few single counters can chase each other
  round the board, and a player can force it (`tree` below: from d1 1,
  a2 1, North to move, every move of North's is forced and South can keep
  the two counters going round for ever).  So the game is also over when a
  position (board, counters taken, player to move) comes back that was
  seen before in the game, the start included; the counters left count for
  nobody then too.  Ludii's code has no such end (it would play on to its
  move limit).

Usage: python3 ref_wore.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | tree
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(4)          # order: a1 b1 c1 d1 d2 c2 b2 a2
SIZE = len(RING)
TAKEN_COUNTS = (2, 4, 6)


def legal(holes, player):
    """Every heap of the player's own row holding a counter, in ring order."""
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] >= 1]


def position(holes, stores, to_move):
    """What a repetition compares: board, counters taken, player to move."""
    return (tuple(holes), stores[SOUTH], stores[NORTH], to_move)


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    holes = g.holes
    events = []
    seeds, holes[start] = holes[start], 0
    events.append("sow=%d" % seeds)
    sown = set()
    pos = start
    for _ in range(seeds):
        pos = (pos + 1) % SIZE
        holes[pos] += 1
        sown.add(pos)
    if seeds >= SIZE:
        events.append("wrap origin+%d" % (seeds // SIZE))
    # decide every heap first, then take them
    chosen = [i for i in range(SIZE) if holes[i] in TAKEN_COUNTS]
    taken = sum(holes[i] for i in chosen)
    if chosen:
        events.append("take %s=%d" % (
            "+".join("%s:%d" % (RING.order[i], holes[i]) for i in chosen), taken))
        if len(chosen) > 1:
            events.append("several=%d" % len(chosen))
        if any(i not in sown for i in chosen):
            events.append("unsown-taken")
        if pos in chosen:
            events.append("last-taken")
        if any(i != pos for i in chosen):
            events.append("not-last-taken")
        if any(RING.owner(i) != player for i in chosen):
            events.append("opponent-row")
        if any(RING.owner(i) == player for i in chosen):
            events.append("own-row")
    else:
        events.append("nothing")
    for i in chosen:
        holes[i] = 0
    g.stores[player] += taken
    nxt = other(player)
    seen = getattr(g, "seen", None)
    if seen is None:
        seen = g.seen = {position(WORE.start, {SOUTH: 0, NORTH: 0}, SOUTH)}
    key = position(holes, g.stores, nxt)
    repeated = key in seen
    seen.add(key)
    if repeated:
        events.append("repetition")
    if repeated or not legal(holes, nxt):
        g.to_move = None
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("over %d-%d %s left=%d" % (
            s, n, "draw" if s == n else ("south" if s > n else "north"), sum(holes)))
        return events
    g.to_move = nxt
    return events


WORE = Rules(RING, [6] * SIZE, legal, play)


def tree():
    """Walk every position (board, player to move) reachable from the
    start, without the repetition end: how many, whether one can come back
    (a cycle), and the positions from which each player can keep the game
    from ever ending whatever the other plays."""
    succ = {}
    stack = [(tuple(WORE.start), SOUTH)]
    while stack:
        pos = stack.pop()
        if pos in succ:
            continue
        succ[pos] = []
        for move in legal(list(pos[0]), pos[1]):
            g = Game(WORE)
            g.holes, g.to_move = list(pos[0]), pos[1]
            g.seen = set()      # the walk looks at the board alone
            play(g, move)
            nxt = None if g.to_move is None else (tuple(g.holes), g.to_move)
            succ[pos].append((nxt, sum(g.holes)))
            if nxt is not None:
                stack.append(nxt)
    # a cycle: a position that can come back (depth-first, iteratively)
    colour, cycle = {}, False
    start = (tuple(WORE.start), SOUTH)
    work = [(start, 0)]
    colour[start] = "grey"
    while work:
        pos, k = work.pop()
        edges = succ[pos]
        if k < len(edges):
            work.append((pos, k + 1))
            nxt = edges[k][0]
            if nxt is not None and nxt not in colour:
                colour[nxt] = "grey"
                work.append((nxt, 0))
            elif nxt is not None and colour[nxt] == "grey":
                cycle = True
            continue
        colour[pos] = "black"
    print("positions %d, cycle %s" % (len(succ), "yes" if cycle else "no"))
    # the positions from which `player` can keep the game going for ever:
    # the largest set where she always has a move staying in it and every
    # move of the other's stays in it
    for player in (SOUTH, NORTH):
        keep = set(succ)
        changed = True
        while changed:
            changed = False
            for pos in list(keep):
                stay = [nxt in keep for nxt, _ in succ[pos]]
                if not (any(stay) if pos[1] == player else all(stay)):
                    keep.discard(pos)
                    changed = True
        small = sorted(keep, key=lambda p: (sum(p[0]), p))[:3]
        print("%s can force an endless game from %d positions, e.g. %s" % (
            player, len(keep), "; ".join(
                " ".join("%s:%d" % (RING.order[i], n) for i, n in enumerate(p[0]) if n)
                + " " + p[1] + " to move" for p in small)))

if __name__ == "__main__":
    if sys.argv[1:] == ["tree"]:
        tree()
        sys.exit(0)
    drive(lambda: Game(WORE), "wore", sys.argv[1:], max_plies=1000)
