#!/usr/bin/env python3
"""Reference Lisolo (the Bemba's four-row game, 4 x 8), written from the
rules text of Ludii's "Lisolo" (after Edme 1946) and the interpretations
below, not from sow.

The text, in short: four rows of eight, two counters a hole; before play
each player may rearrange their counters in their own holes as they like;
turns alternate, a move sowing one of the mover's holes anticlockwise; a
last counter in an empty hole ends the turn; in an occupied hole it takes
what the opponent has in the two holes across from it, and where both of
those are empty the landing hole is lifted and sown on; whoever takes all
the opponent's counters wins.

- Board: four rows of eight.  South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  No stores: counters taken leave
  play and are kept in hand (the trace's `stores`).
- Interpretation (the rearrangement): each player's 32 counters (two in
  each of their 16 holes) start in hand, and the players take turns, South
  first, putting one counter at a time into any hole of their own (`c1*`)
  until both hands are empty.  Any layout of the 32 over the 16 holes can
  be made so, the start's two a hole among them, empty holes too; this is
  Ludii's reading too, where a player moves single counters between their
  own holes, or passes, until both pass.  Both hands are equal, so North
  places last and South makes the first sowing.
- Interpretation (the path): each player sows round their own two rows
  only, anticlockwise, looping: South a1..h1 then h2..a2, North a3..h3
  then h4..a4 (Ludii's tracks).
- A move lifts every counter of one of the mover's holes holding at least
  one (the text restricts no count; Ludii's code neither) and sows them one
  a hole from the next hole on.  A lap's last counter:
  1. in a hole that was empty before it fell: the turn ends;
  2. Interpretation: in a hole that held counters in the mover's INNER row,
     the "two opposite holes in the opponent's rows" are the opponent's
     inner and outer holes of that column.  If either holds counters, both
     are taken (whatever each holds, an empty one adding nothing) and the
     turn ends (Ludii's code; the text says no more);
  3. in a hole that held counters otherwise (both holes across empty, or
     any occupied hole of the mover's OUTER row, which faces none of the
     opponent's holes: Ludii's reading): all its counters are lifted and
     sown on from the next hole (a relay).
  "Held counters" is judged just before the last counter falls: a lap of
  16 or more that comes round into its own emptied origin finds it
  occupied when an earlier counter of the lap fell there.
- Interpretation (sowings that never end): a move whose relay would come
  back to the same board with the same hole about to be judged is not a
  legal move.  A player with counters but no legal move passes; if neither
  can move the game ends (decided by the counters each holds, board and
  hand).  Random play has not met this.
- The end: after a sowing ply, a player with no counter left in their holes
  has lost every counter to the other, and loses (`to_move` null).  A mover
  never empties their own side (sowing keeps counters there), so it is
  always the opponent of the mover.

Events (`trace`, after each line): single-counter, lap-round=N (a lap of
16 or more), relay-outer, relay-inner-across-empty, capture-both,
capture-inner-only, capture-outer-only, laps=N ends-empty=HOLE,
endless-refused, pass, over.

Usage: python3 ref_lisolo.py trace MOVE... | write | pick LO HI [MAX]
       | compare LO HI
"""
import sys

from ref_common import NORTH, SOUTH, drive, other
from ref_four_rows import ROWS_OF, Board, Endless

COLUMNS = 8
HAND = 2 * 2 * COLUMNS  # two counters in each of a player's 16 holes
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across
ORDER = BOARD.order  # row-major: a1..h1, a2..h2, a3..h3, a4..h4


def is_outer(player, h):
    return BOARD.row_col(h)[0] == ROWS_OF[player][0]


def move_from(holes, player, start):
    """The whole sowing from `start` on a copy of the board: returns the
    board, the counters taken and the events; raises Endless."""
    holes = list(holes)
    nxt = NEXT[player]
    seen = set()
    events = []
    laps = 0
    pos = start
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        if laps == 1 and seeds == 1:
            events.append("single-counter")
        if seeds >= len(OWN[player]):
            events.append("lap-round=%d from %s" % (seeds, ORDER[pos]))
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:  # empty before the last counter: turn over
            events.append("laps=%d ends-empty=%s" % (laps, ORDER[pos]))
            return holes, 0, events
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)
        pair = across(player, pos)
        if pair is not None and (holes[pair[0]] or holes[pair[1]]):
            inner, outer = pair
            taken = holes[inner] + holes[outer]
            kind = ("both" if holes[inner] and holes[outer]
                    else "inner-only" if holes[inner] else "outer-only")
            events.append("capture-%s %s:%d+%s:%d=%d at %s laps=%d" % (
                kind, ORDER[inner], holes[inner], ORDER[outer], holes[outer],
                taken, ORDER[pos], laps))
            holes[inner] = holes[outer] = 0
            return holes, taken, events
        if pair is not None:
            events.append("relay-inner-across-empty at %s" % ORDER[pos])
        else:
            assert is_outer(player, pos)
            events.append("relay-outer at %s" % ORDER[pos])


def sowing_moves(holes, player):
    """Every legal sowing: (name, board after, taken, events)."""
    out = []
    for h in OWN[player]:
        if holes[h] < 1:
            continue
        try:
            after, taken, ev = move_from(holes, player, h)
        except Endless:
            continue
        out.append((ORDER[h], after, taken, ev))
    return out


def endless_holes(holes, player):
    return [ORDER[h] for h in OWN[player] if holes[h] > 0
            and not any(m == ORDER[h] for m, _, _, _ in sowing_moves(holes, player))]


class Game:
    def __init__(self):
        self.holes = [0] * len(BOARD)
        self.hand = {SOUTH: HAND, NORTH: HAND}  # in hand: to place, then taken
        self.to_place = {SOUTH: HAND, NORTH: HAND}
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def placing(self):
        return self.to_place[SOUTH] > 0 or self.to_place[NORTH] > 0

    def legal(self):
        if self.to_move is None:
            return []
        if self.placing():
            return [ORDER[h] + "*" for h in OWN[self.to_move]]
        return [m for m, _, _, _ in sowing_moves(self.holes, self.to_move)]

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {name: self.holes[i] for i, name in enumerate(ORDER)},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
        }

    def seeds_on_board(self, player):
        return sum(self.holes[h] for h in OWN[player])

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = []
        if self.placing():
            self.holes[BOARD.index[move[:-1]]] += 1
            self.hand[player] -= 1
            self.to_place[player] -= 1
            nxt = other(player)
            self.to_move = nxt if self.to_place[nxt] > 0 else player
            if not self.placing():
                self.to_move = other(player)
                events.append("placement-over")
        else:
            for m, after, taken, ev in sowing_moves(self.holes, player):
                if m == move:
                    self.holes, events = after, list(ev)
                    self.hand[player] += taken
            opponent = other(player)
            if self.seeds_on_board(opponent) == 0:
                self.to_move = None
                events.append("over:%s-has-no-counters" % opponent)
            elif sowing_moves(self.holes, opponent):
                self.to_move = opponent
            elif sowing_moves(self.holes, player):
                self.to_move = player
                events.append("pass=%s" % opponent)
            else:
                self.to_move = None
                events.append("over:neither-can-move")
        if self.to_move is not None and not self.placing():
            stuck = endless_holes(self.holes, self.to_move)
            if stuck:
                events.append("endless-refused=" + ",".join(stuck))
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == 2 * HAND
        self.ply += 1
        self.log.append(self.snapshot(move, player))
        self.events.append(events)


def summary(g):
    """`pick`'s words: the special events of the game, counted."""
    counts = {}
    most = 0
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if e.startswith("laps="):
                most = max(most, int(e.split()[0].split("=")[1]))
            if " laps=" in e:
                most = max(most, int(e.split(" laps=")[1]))
    words = " ".join("%s=%d" % kv for kv in sorted(counts.items()))
    sowing = sum(1 for line in g.log[1:] if not line["move"].endswith("*"))
    return "sowing-plies=%d most-laps=%d %s" % (sowing, most, words)


def main(argv):
    max_plies = 3000
    if argv and argv[0] == "pick" and len(argv) == 4:
        max_plies = int(argv.pop())
    drive(Game, "lisolo", argv, max_plies, summary)


if __name__ == "__main__":
    main(sys.argv[1:])
