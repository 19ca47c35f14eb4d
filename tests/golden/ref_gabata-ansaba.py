#!/usr/bin/env python3
"""Reference Gabata of Ansaba (2 x 6), a whole match, written from
/work/shared/games/gabata-ansaba.txt and the interpretations stated in
examples/gabata-ansaba.sow.toml, not from sow; the driver (trace, write,
pick) is ref_own_holes.py's.

- Three seeds in each hole, no stores on the path (taken seeds are kept in
  hand: the "stores" of the trace).  The path is anticlockwise: a1 .. f1,
  f2 .. a2.  A hole's opposite is the other row's hole of its column.
- Each round opens with a race.  The round's first racer (South in the
  first round, later the loser of the round before) sows a lap from their
  rightmost hole (South f1, North a2), then the other from theirs; then the
  two relays take a lap each in turn, the first racer first.  A lap lifts
  its hole and sows one seed a hole; a lap whose last seed falls into an
  occupied hole leaves the relay waiting there, one into an empty hole wins
  the race.  A relay whose waiting hole the other relay has lifted empty
  has also ended in an empty hole, and wins.  Nothing is captured in the
  race.  Its winner makes the first ordinary move.
- An ordinary move lifts a hole of one's own row and sows.  Where the last
  seed falls: an occupied hole is lifted and sown on; an empty hole of the
  mover's row with seeds opposite: those seeds are taken, and the seed that
  took them is lifted alone and sown into the next hole, where the same
  holds again; any other empty hole ends the turn.  A move whose relays
  would go on for ever may not be played.
- After every ply, when a row is empty the round is over: each player has
  their hand and the seeds left in their own row.  A player with fewer than
  two seeds loses the match (the trace's last position is the board as the
  round left it).  Otherwise the player with fewer (South when equal) lays
  theirs out from their rightmost hole (South f1..a1, North a2..f2), three
  a hole while three are left, then one a hole as far as they go; the
  other lays the same counts hole for hole from their own rightmost and
  keeps the rest in hand, as does the loser what is left after six holes.

Usage: python3 ref_gabata-ansaba.py trace MOVE... | write | pick LO HI [CAP]
"""
import sys

from ref_common import SOUTH, NORTH, other
from ref_own_holes import HandMatch, main

COLS = "abcdef"
ROW1 = [c + "1" for c in COLS]
ROW2 = [c + "2" for c in COLS]
PATH = ROW1 + ROW2[::-1]
# Each player's row from their rightmost hole, as they sit.
FROM_RIGHT = {SOUTH: ROW1[::-1], NORTH: ROW2}
RACE_HOLE = {SOUTH: "f1", NORTH: "a2"}


def owner(hole):
    return SOUTH if hole.endswith("1") else NORTH


def opposite(hole):
    return hole[0] + ("2" if hole.endswith("1") else "1")


def after(hole):
    return PATH[(PATH.index(hole) + 1) % len(PATH)]


class Endless(Exception):
    """A relay sowing that would never end."""


def lap(board, hole):
    """Lifts `hole` and sows it one seed a hole; returns the last hole."""
    seeds, board[hole] = board[hole], 0
    at = hole
    while seeds:
        at = after(at)
        board[at] += 1
        seeds -= 1
    return at


class Match(HandMatch):
    DISPLAY = ROW1 + ROW2

    def __init__(self):
        self.board = {h: 3 for h in PATH}
        self.hand = {SOUTH: 0, NORTH: 0}
        self.round = 1
        self.ply = 0
        self.first_racer = SOUTH
        self.to_move = SOUTH
        self.racing = True
        self.waiting = None     # where the first racer's relay waits

    # -- the race ------------------------------------------------------------
    def race(self, board, player, hole):
        """A racer's ply: returns (who won the race, or None while it goes
        on, where the mover's relay waits, events)."""
        last = lap(board, hole)
        if board[last] == 1:
            return player, None, ["race: %s's first lap ends in empty %s" % (player, last)]
        if self.waiting is None:
            return None, last, ["race: %s waits at %s" % (player, last)]
        at = {self.first_racer: self.waiting, player: last}
        seen = set()
        laps = 2
        while True:
            for p in (self.first_racer, player):
                key = (tuple(sorted(board.items())), at[SOUTH], at[NORTH], p)
                if key in seen:
                    raise Endless()
                seen.add(key)
                if board[at[p]] == 0:
                    return p, None, ["race: %s's hole %s was lifted by the other" % (p, at[p])]
                last = lap(board, at[p])
                laps += 1
                if board[last] == 1:
                    return p, None, ["race: %s wins, lap %d ends in empty %s" % (p, laps, last)]
                at[p] = last

    # -- ordinary moves ------------------------------------------------------
    def sow(self, player, start):
        board, hand = dict(self.board), dict(self.hand)
        events = []
        seen = set()
        hole = start
        while True:
            last = lap(board, hole)
            if board[last] > 1:
                key = (tuple(sorted(board.items())), last)
                if key in seen:
                    raise Endless()
                seen.add(key)
                events.append("relay@" + last)
                hole = last
                continue
            opp = opposite(last)
            if owner(last) == player and board[opp] > 0:
                events.append("take %s=%d, seed on from %s" % (opp, board[opp], last))
                hand[player] += board[opp]
                board[opp] = 0
                hole = last     # the one seed in it moves on
                continue
            return board, hand, events

    def legal(self):
        if self.to_move is None:
            return []
        p = self.to_move
        holes = [h for h in FROM_RIGHT[p] if self.board[h] > 0]
        if self.racing and RACE_HOLE[p] in holes:
            holes = [RACE_HOLE[p]]
        moves = []
        for h in holes:
            try:
                if self.racing:
                    self.race(dict(self.board), p, h)
                else:
                    self.sow(p, h)
            except Endless:
                continue
            moves.append(h)
        return moves

    def play(self, move):
        assert move in self.legal(), "illegal %s at ply %d: %s" % (
            move, self.ply + 1, self.legal())
        player = self.to_move
        self.ply += 1
        if self.racing:
            winner, waits, events = self.race(self.board, player, move)
            if winner is None:
                self.waiting = waits
                self.to_move = other(player)
            else:
                self.racing = False
                self.waiting = None
                self.to_move = winner
        else:
            self.board, self.hand, events = self.sow(player, move)
            self.to_move = other(player)
        if any(all(self.board[h] == 0 for h in FROM_RIGHT[p]) for p in (SOUTH, NORTH)):
            return events + self.recount()
        return events

    def recount(self):
        seeds = self.seeds_of(FROM_RIGHT)
        events = [self.round_over(seeds)]
        poor = [p for p in (SOUTH, NORTH) if seeds[p] < 2]
        if poor:
            self.to_move = None
            return events + ["match won by %s" % other(poor[0])]
        loser = NORTH if seeds[NORTH] < seeds[SOUTH] else SOUTH
        left = seeds[loser]
        laid = []
        for _ in range(6):
            n = 3 if left >= 3 else min(left, 1)
            laid.append(n)
            left -= n
        for p in (SOUTH, NORTH):
            for h, n in zip(FROM_RIGHT[p], laid):
                self.board[h] = n
            self.hand[p] = seeds[p] - sum(laid)
        self.round += 1
        self.racing = True
        self.waiting = None
        self.first_racer = loser
        self.to_move = loser
        return events + ["round %d: %s laid %s" % (self.round, loser, laid)]



if __name__ == "__main__":
    main(Match, "gabata-ansaba", sys.argv[1:])
