#!/usr/bin/env python3
"""Reference Pallankuli (2 x 7), a whole match, written from
/work/shared/games/pallankuli.txt and the interpretations stated in
examples/pallankuli.sow.toml, not from sow; the driver (trace, write,
pick) is ref_own_holes.py's.

- Six seeds in each hole, no stores on the path (taken seeds are kept in
  hand: the "stores" of the trace).  A move lifts a hole of one's own row
  and sows anticlockwise (a1 .. g1, g2 .. a2), passing over holes out of
  play.
- Every seed but a lap's last that brings a hole to four: the four go to
  the owner of that hole's row, and the sowing goes on.
- The last seed: a hole made four is taken the same way and the turn ends;
  an occupied hole is lifted and sown on (relay; a relay that would go on
  for ever makes the move illegal); an empty hole: the mover takes the seeds
  of the next hole in play along the path, and the turn ends.
- A round ends when a player's row is empty; each takes what is left in
  their own row.  Recount: each fills six to a hole, from their own left
  along the path (South a1.., North g2..), as many holes as they can; the
  rest stays in hand and the holes left empty are out of play.  A player who
  cannot fill one hole loses the match (the trace's last position is the
  board as that round left it: what is left counts in the score).  Rounds are started in turn: South
  the odd ones, North the even ones.

Usage: python3 ref_pallankuli.py trace MOVE... | write | pick LO HI [CAP]
"""
import sys

from ref_common import SOUTH, NORTH, other, column_name
from ref_own_holes import HandMatch, main

N = 7
FILL = 6
ROW1 = [column_name(k) + "1" for k in range(N)]
ROW2 = [column_name(k) + "2" for k in range(N)]
# The path, and each player's row in the order it sows it: also the order
# of the refill ("from the left" of each player).
PATH = ROW1 + ROW2[::-1]
ROWS = {SOUTH: ROW1, NORTH: ROW2[::-1]}


def owner(hole):
    return SOUTH if hole.endswith("1") else NORTH


class Endless(Exception):
    """A relay sowing that would never end."""


class Match(HandMatch):
    DISPLAY = ROW1 + ROW2

    def __init__(self):
        self.board = {h: FILL for h in PATH}
        self.hand = {SOUTH: 0, NORTH: 0}
        self.out = set()
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0

    def path(self):
        return [h for h in PATH if h not in self.out]

    def sow(self, player, start):
        """The whole move from `start`: new board, new hands, events."""
        board, hand = dict(self.board), dict(self.hand)
        path = self.path()
        pos = path.index(start)
        seen = set()
        events = []
        while True:
            seeds, board[path[pos]] = board[path[pos]], 0
            while seeds:
                pos = (pos + 1) % len(path)
                hole = path[pos]
                board[hole] += 1
                seeds -= 1
                if seeds and board[hole] == 4:
                    events.append("four@%s->%s" % (hole, owner(hole)))
                    hand[owner(hole)] += 4
                    board[hole] = 0
            last = path[pos]
            if board[last] == 4:
                events.append("last four@%s->%s" % (last, owner(last)))
                hand[owner(last)] += 4
                board[last] = 0
                break
            if board[last] > 1:
                key = (tuple(sorted(board.items())), tuple(sorted(hand.items())), last)
                if key in seen:
                    raise Endless()
                seen.add(key)
                events.append("relay@" + last)
                continue
            nxt = path[(pos + 1) % len(path)]
            events.append("empty %s: take %s=%d" % (last, nxt, board[nxt]))
            hand[player] += board[nxt]
            board[nxt] = 0
            break
        return board, hand, events

    def legal(self):
        if self.to_move is None:
            return []
        moves = []
        for h in ROWS[self.to_move]:
            if h in self.out or self.board[h] == 0:
                continue
            try:
                self.sow(self.to_move, h)
            except Endless:
                continue
            moves.append(h)
        return moves

    def play(self, move):
        assert move in self.legal(), "illegal %s at ply %d: %s" % (
            move, self.ply + 1, self.legal())
        player = self.to_move
        self.board, self.hand, events = self.sow(player, move)
        self.ply += 1
        if any(all(self.board[h] == 0 for h in ROWS[p]) for p in (SOUTH, NORTH)):
            return events + self.recount()
        self.to_move = other(player)
        assert self.legal(), "no move at ply %d" % self.ply
        return events

    def recount(self):
        seeds = self.seeds_of(ROWS)
        events = [self.round_over(seeds)]
        short = [p for p in seeds if seeds[p] < FILL]
        if short:
            # The last position shows the board as the round left it; the
            # seeds left there count in the scores of the event above.
            self.to_move = None
            return events + ["match won by %s" % other(short[0])]
        return events + [self.refill_in_row_order(seeds, ROWS, FILL)]



if __name__ == "__main__":
    main(Match, "pallankuli", sys.argv[1:])
