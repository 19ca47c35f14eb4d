#!/usr/bin/env python3
"""Reference Olinda (2 x 7), a whole match, written from
/work/shared/games/olinda.txt and the interpretations stated in
examples/olinda.sow.toml, not from sow; the driver (trace, write, pick) is
ref_own_holes.py's.

- Four seeds in each hole; taken seeds are kept in each player's store,
  which is not sown.  A move lifts a hole of one's own row that holds
  seeds.  The ring of holes runs a1 .. g1, g2 .. a2 (anticlockwise, +1);
  holes out of play are left out of it.
- The game's first move is named with its way: "d1+" sows anticlockwise,
  "d1-" clockwise.  From then on, for the whole match, its player sows
  that way and the other player the opposite way; later moves are named by
  their hole alone.
- Each lap ends by looking at the hole after the last one sown (the way
  the mover sows): if it holds seeds, they are lifted and sown on (a lap
  that would go round for ever makes the move illegal).  If it is empty,
  the mover takes the seeds of the hole beyond it; when that hole held
  seeds, captures go on: while the next hole is empty and the one after it
  holds seeds, that one is taken too (the hole the last seed fell into as
  well, when the run comes round to it; never one taken already).  Then
  the turn ends.
- A round ends when the player to move has no legal move, or when a
  position (board, stores, player to move) comes back within the round;
  each player takes what is left in their own row.  Recount: each fills
  four to a hole, from their own left (South a1.., North g2..), as many
  holes as they can; the rest stays in the store and the holes left empty
  are out of play.  A player who cannot fill one hole loses the match (the
  trace's last position is the board as that round left it).  Rounds are
  started in turn: South the odd ones, North the even ones.

Usage: python3 ref_olinda.py trace MOVE... | write | pick LO HI [CAP]
"""
import sys

from ref_common import SOUTH, NORTH, other, column_name
from ref_own_holes import HandMatch, main

N = 7
FILL = 4
ROW1 = [column_name(k) + "1" for k in range(N)]
ROW2 = [column_name(k) + "2" for k in range(N)]
RING = ROW1 + ROW2[::-1]
# Each player's row from their own left: the order of the refill.
ROWS = {SOUTH: ROW1, NORTH: ROW2[::-1]}


class Endless(Exception):
    """Laps that would never end."""


class Match(HandMatch):
    DISPLAY = ROW1 + ROW2

    def __init__(self):
        self.board = {h: FILL for h in RING}
        self.hand = {SOUTH: 0, NORTH: 0}
        self.out = set()
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.way = None          # {player: +1 or -1}, once chosen
        self.seen = set()
        self.seen.add(self.key())

    def key(self):
        return (tuple(sorted(self.board.items())), tuple(sorted(self.hand.items())),
                self.to_move, None if self.way is None else self.way[SOUTH])

    def ring(self):
        return [h for h in RING if h not in self.out]

    def sow(self, player, start, step):
        """The whole move from `start`, sowing `step` (+1 or -1) round the
        ring: the new board and hands, and the events."""
        board, hand = dict(self.board), dict(self.hand)
        ring = self.ring()
        size = len(ring)
        pos = ring.index(start)
        seen = set()
        events = []
        while True:
            seeds, board[ring[pos]] = board[ring[pos]], 0
            while seeds:
                pos = (pos + step) % size
                board[ring[pos]] += 1
                seeds -= 1
            last = ring[pos]
            nxt = ring[(pos + step) % size]
            if board[nxt] > 0:
                key = (tuple(sorted(board.items())), nxt)
                if key in seen:
                    raise Endless()
                seen.add(key)
                events.append("lap ends %s, relay %s" % (last, nxt))
                pos = (pos + step) % size
                continue
            # The next hole is empty: the one beyond it is taken, and on
            # over alternating empty and full holes.
            at = (pos + 2 * step) % size
            taken = []
            if board[ring[at]] > 0:
                while True:
                    taken.append("%s=%d" % (ring[at], board[ring[at]]))
                    hand[player] += board[ring[at]]
                    board[ring[at]] = 0
                    empty = (at + step) % size
                    full = (at + 2 * step) % size
                    # (A hole taken already is empty now: the run stops
                    # there.)
                    if board[ring[empty]] != 0 or board[ring[full]] == 0:
                        break
                    at = full
            events.append("lap ends %s, %s empty: take %s" % (
                last, nxt, " ".join(taken) or "nothing"))
            break
        return board, hand, events

    def steps(self, player):
        """The moves open to `player` and the way each sows: (name, hole, step)."""
        if self.way is None:
            return [(h + sign, h, step) for h in ROWS[player]
                    for sign, step in (("+", 1), ("-", -1))]
        return [(h, h, self.way[player]) for h in ROWS[player]]

    def legal(self):
        if self.to_move is None:
            return []
        moves = []
        for name, h, step in self.steps(self.to_move):
            if h in self.out or self.board[h] == 0:
                continue
            try:
                self.sow(self.to_move, h, step)
            except Endless:
                continue
            moves.append(name)
        return moves

    def play(self, move):
        assert move in self.legal(), "illegal %s at ply %d: %s" % (
            move, self.ply + 1, self.legal())
        player = self.to_move
        (_, hole, step), = [s for s in self.steps(player) if s[0] == move]
        events = []
        if self.way is None:
            self.way = {player: step, other(player): -step}
            events.append("ways: south %+d, north %+d" % (self.way[SOUTH], self.way[NORTH]))
        self.board, self.hand, sown = self.sow(player, hole, step)
        events += sown
        self.ply += 1
        self.to_move = other(player)
        if not self.legal():
            return events + ["%s has no move" % self.to_move] + self.recount()
        key = self.key()
        if key in self.seen:
            return events + ["position recurs"] + self.recount()
        self.seen.add(key)
        return events

    def recount(self):
        seeds = self.seeds_of(ROWS)
        events = [self.round_over(seeds)]
        short = [p for p in seeds if seeds[p] < FILL]
        if short:
            self.to_move = None
            return events + ["match won by %s" % other(short[0])]
        events.append(self.refill_in_row_order(seeds, ROWS, FILL))
        self.seen = {self.key()}
        if not self.legal():
            return events + ["%s has no move" % self.to_move] + self.recount()
        return events



if __name__ == "__main__":
    main(Match, "olinda", sys.argv[1:])
