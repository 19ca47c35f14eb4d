#!/usr/bin/env python3
"""Reference O An Quan (one game), written from the rules text in
/work/shared/games/o-an-quan.txt (the Mancala World description the Ludii
portal quotes) and the interpretations stated in
examples/o-an-quan.sow.toml, not from sow.  ref_o-an-quan-match.py plays
the match of such games that the golden trace follows.

- The oval: South's squares a1..e1, the east end space f1, North's squares
  f2..b2, the west end space a2, in that order round the board ("+" is
  that way round, "-" the other).  Five counters in each square; a large
  stone worth ten in each end space, which belongs to nobody.
- A move lifts a square of the mover's row and sows one counter a space,
  the way the mover chose, end spaces included.  Then, looking at the space
  after the last one sown:
  - it holds something: an end space ends the turn; a square is lifted and
    sown on the same way;
  - it is empty: the space after it is captured (if it holds anything),
    then, beyond the last space captured, every time an empty space is
    followed by an occupied one, that one is captured too (the space where
    the sowing ended as well, when the run comes round to it: the text
    takes every occupied square of the run; never one taken already).  Two empty spaces in a
    row capture nothing.  The turn ends.
  A relay that would go on forever ends where its position repeats.
- Stones go with the space they are captured from; they count ten.
- The game ends when both stones are captured.  A player to move whose
  squares are all empty puts one captured counter (not a stone) into each
  of their five squares; with fewer than five the game ends.  What is left
  on a row is its player's; the end spaces' contents are nobody's.  Most
  counters wins.

Usage: python3 ref_o-an-quan.py trace MOVE... | pick LO HI  (the golden
trace is a whole match: ref_o-an-quan-match.py write)
"""
import sys

from ref_common import NORTH, SOUTH, Rules, main, other

CIRCLE = ["a1", "b1", "c1", "d1", "e1", "f1", "f2", "e2", "d2", "c2", "b2", "a2"]
ENDS = {"f1", "a2"}
SQUARES = {SOUTH: ["a1", "b1", "c1", "d1", "e1"], NORTH: ["b2", "c2", "d2", "e2", "f2"]}
STONE = 10


class Oval:
    """The twelve spaces, in their order round the board."""

    def __init__(self):
        self.order = list(CIRCLE)
        self.index = {name: i for i, name in enumerate(self.order)}
        self.display = list(self.order)

    def __len__(self):
        return len(self.order)


OVAL = Oval()


def step(i, way):
    return (i + way) % len(CIRCLE)


def sow_move(g, player, square, way):
    """Plays the move on g (holes counted with the stones at ten) and
    returns its events."""
    holes, stones = g.holes, g.stones
    events = []
    pos = OVAL.index[square]
    seen = set()
    laps = 0
    while True:
        laps += 1
        hand, holes[pos] = holes[pos], 0
        while hand:
            pos = step(pos, way)
            holes[pos] += 1
            hand -= 1
        last = pos
        nxt = step(last, way)
        if holes[nxt] > 0:
            if CIRCLE[nxt] in ENDS:
                events.append("stop-at-end-%s" % CIRCLE[nxt])
                break
            state = (tuple(holes), nxt)
            if state in seen:
                events.append("endless")
                break
            seen.add(state)
            pos = nxt
            continue
        # The next space is empty: capture beyond it.
        taken = []
        after = step(nxt, way)
        if holes[after] > 0:
            taken.append(after)
            far = after
            while True:
                empty = step(far, way)
                full = step(empty, way)
                # Every occupied square of the run, the one the last
                # counter fell in too when the run comes round to it.
                if holes[empty] != 0 or holes[full] == 0 or full in taken:
                    break
                taken.append(full)
                far = full
        else:
            events.append("two-empty")
        for t in taken:
            g.stores[player] += holes[t]
            if stones.get(CIRCLE[t]):
                events.append("stone %s" % CIRCLE[t])
                g.captured_stones[player] += stones[CIRCLE[t]]
                stones[CIRCLE[t]] = 0
            holes[t] = 0
        if taken:
            events.append("capture " + ",".join(CIRCLE[t] for t in taken))
        if len(taken) > 1:
            events.append("chain=%d" % (len(taken) - 1))
        break
    if laps > 1:
        events.append("relay=%d" % laps)
    return events


def legal(holes, player):
    moves = []
    for sq in SQUARES[player]:
        if holes[OVAL.index[sq]] > 0:
            moves += [sq + "+", sq + "-"]
    return moves


def play(g, move):
    if not hasattr(g, "stones"):
        g.stones = {"f1": 1, "a2": 1}
        g.captured_stones = {SOUTH: 0, NORTH: 0}
    player = g.to_move
    way = 1 if move.endswith("+") else -1
    events = sow_move(g, player, move[:-1], way)
    if not any(g.stones.values()):
        g.to_move = None
        return events + ["over:stones-captured"] + score(g)
    nxt = other(player)
    if not legal(g.holes, nxt):
        # Counters in hand, not stones.
        loose = g.stores[nxt] - STONE * g.captured_stones[nxt]
        if loose >= len(SQUARES[nxt]):
            for sq in SQUARES[nxt]:
                g.holes[OVAL.index[sq]] = 1
            g.stores[nxt] -= len(SQUARES[nxt])
            events.append("refill=%s" % nxt)
        else:
            g.to_move = None
            return events + ["over:%s-cannot-refill" % nxt] + score(g)
    g.to_move = nxt
    return events


def score(g):
    """The final totals: hand, and what is left on one's own row."""
    totals = {p: g.stores[p] + sum(g.holes[OVAL.index[sq]] for sq in SQUARES[p])
              for p in (SOUTH, NORTH)}
    return ["score:%d-%d" % (totals[SOUTH], totals[NORTH])]


START = [STONE if name in ENDS else 5 for name in CIRCLE]
O_AN_QUAN = Rules(OVAL, START, legal, play)

if __name__ == "__main__":
    if sys.argv[1:2] == ["write"]:
        sys.exit("the golden trace is a whole match: use ref_o-an-quan-match.py write")
    main(O_AN_QUAN, "o-an-quan", sys.argv[1:])
