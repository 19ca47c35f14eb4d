#!/usr/bin/env python3
"""Reference Oure Ngat (Senegal; after Béart 1955), written from the rules
text of Ludii's "Oure Ngat" and the interpretations below, not from sow.

Rules, in short: two rows of four heaps of six counters; the mover takes up
one of the heaps of her own row and sows it anticlockwise, the first
counter going back where the heap was; afterwards every heap of 2, 4 or 6
counters is captured by the mover; play goes on until the counters are
captured, and the larger capture wins.

Interpretations:
- Holes a1 b1 c1 d1 (row 1, South's side, left to right from South) and
  a2 b2 c2 d2 (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 d2 c2 b2
  a2, then a1 again.  No stores: the counters taken are counted in hand,
  shown as `stores`.
- South moves first; players alternate, no extra turns.
- "One of her piles": a move is a heap of the mover's own row, and only one
  holding at least two counters.  A heap of one is not a move: sown from
  itself, its counter would go straight back where it was and nothing would
  change (Ludii's code lets it be played, a move that is a pass and could
  repeat for ever; the text has every move sow counters on).
- All the heap's counters are lifted and sown one a heap along the
  anticlockwise order, the first back into the heap just emptied; with nine
  or more the sowing passes its own heap again and drops another counter
  there (9 from a1: a1 b1 c1 d1 d2 c2 b2 a2 a1).
- After the sowing every heap of the board (both rows), as the sowing left
  it, holding exactly 2, 4 or 6 counters is taken whole by the mover (as
  Ludii's code does: every heap, not only those sown); the heaps are all
  chosen first, then taken.  Heaps of 8, 10, ... are not taken.  Nothing
  else is ever taken.
- A player whose heaps all hold one counter or none has no move and passes:
  the other moves again ("play continues").  `to_move` then names the same
  player again.
- "Until all of the counters have been captured": counters are taken
  only in heaps of 2, 4 or 6, and a heap of one is neither a move nor
  taken until another sowing drops counters onto it, so single counters
  can be left that no move will ever reach.  The game is over after the
  move that leaves no heap of more than one counter: neither player can
  move then (`to_move` null).  The single counters left count for nobody
  (the text scores captures only).  Score: counters taken; more wins,
  equal draws.
- No repetition rule is needed: every game ends.  From the start the
  whole game tree holds 202 positions and 77 different games, none longer
  than 8 plies, and no position (board and player to move) comes back in
  any of them (`tree` below walks it all).  Not one of them captures every
  counter: each ends with two, four or six single counters on the board.

Usage: python3 ref_oure-ngat.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | tree
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(4)          # order: a1 b1 c1 d1 d2 c2 b2 a2
TAKEN_COUNTS = (2, 4, 6)


def legal(holes, player):
    """Every heap of two or more of the player's own row, in ring order."""
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] >= 2]


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    holes = g.holes
    events = []
    seeds, holes[start] = holes[start], 0
    events.append("sow=%d" % seeds)
    for k in range(seeds):
        holes[(start + k) % len(RING)] += 1
    if seeds > len(RING):
        events.append("wrap origin+%d" % ((seeds - 1) // len(RING)))
    # decide every heap first, then take them
    chosen = [i for i in range(len(RING)) if holes[i] in TAKEN_COUNTS]
    taken = sum(holes[i] for i in chosen)
    if chosen:
        events.append("take %s=%d" % (
            "+".join("%s:%d" % (RING.order[i], holes[i]) for i in chosen), taken))
        if len(chosen) > 1:
            events.append("several=%d" % len(chosen))
        if any(RING.owner(i) != player for i in chosen):
            events.append("opponent-row")
        if len({RING.owner(i) for i in chosen}) == 2:
            events.append("both-sides")
        if start in chosen:
            events.append("origin-taken")
    else:
        events.append("nothing")
    for i in chosen:
        holes[i] = 0
    g.stores[player] += taken
    if all(h <= 1 for h in holes):
        g.to_move = None
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("over %d-%d %s left=%d" % (
            s, n, "draw" if s == n else ("south" if s > n else "north"), sum(holes)))
        return events
    nxt = other(player)
    if not legal(holes, nxt):
        events.append("pass " + nxt)
        nxt = player
    g.to_move = nxt
    return events


OURE_NGAT = Rules(RING, [6] * len(RING), legal, play)


def tree():
    """Walk every game from the start: the positions (board, player to
    move), the games, the longest, whether a position can come back
    (a cycle), and how many single counters each game leaves."""
    succ = {}
    stack = [((tuple(OURE_NGAT.start), SOUTH))]
    while stack:
        pos = stack.pop()
        if pos in succ:
            continue
        succ[pos] = []
        for move in legal(list(pos[0]), pos[1]):
            g = Game(OURE_NGAT)
            g.holes, g.to_move = list(pos[0]), pos[1]
            play(g, move)
            nxt = None if g.to_move is None else (tuple(g.holes), g.to_move)
            succ[pos].append((nxt, sum(g.holes)))
            if nxt is not None:
                stack.append(nxt)
    # colour depth-first: a grey position met again is a cycle
    colour, cycle, longest, games, left = {}, [False], {}, {}, {}

    def visit(pos):
        colour[pos] = "grey"
        longest[pos], games[pos], left[pos] = 0, 0, set()
        for nxt, on_board in succ[pos]:
            if nxt is None:
                longest[pos] = max(longest[pos], 1)
                games[pos] += 1
                left[pos].add(on_board)
                continue
            if colour.get(nxt) == "grey":
                cycle[0] = True
                continue
            if nxt not in colour:
                visit(nxt)
            longest[pos] = max(longest[pos], 1 + longest[nxt])
            games[pos] += games[nxt]
            left[pos] |= left[nxt]
        colour[pos] = "black"

    start = (tuple(OURE_NGAT.start), SOUTH)
    visit(start)
    print("positions %d, games %d, longest %d plies, cycle %s, left at the end %s" % (
        len(succ), games[start], longest[start], "yes" if cycle[0] else "no",
        sorted(left[start])))


if __name__ == "__main__":
    if sys.argv[1:] == ["tree"]:
        tree()
        sys.exit(0)
    drive(lambda: Game(OURE_NGAT), "oure-ngat", sys.argv[1:], max_plies=1000)
