#!/usr/bin/env python3
"""Reference Gabata of Adowa (3 x 6), a match of rounds, written from
/work/shared/games/gabata-adowa.txt and the interpretations stated in
examples/gabata-adowa.sow.toml, not from sow; the driver (trace, write,
pick) is ref_own_holes.py's.

- Three seeds in each hole, no stores (taken seeds are kept in hand: the
  "stores" of the trace).  South owns row 1 and d2-f2, North row 3 and
  a2-c2, in the first round.  One looped path for both: a1 .. f1, f2 e2
  d2, f3 .. a3, a2 b2 c2.
- A move lifts a hole the mover owns this round, not a wegue, that holds
  seeds, and sows one seed a hole along the path (wegue included).  Where
  the last seed falls: in the mover's wegue the turn ends; in the
  opponent's wegue two seeds of it (the last one among them) go to the
  mover's hand and the turn ends; in an opponent's hole that is no wegue,
  holds four now and has been lifted in this round: if it is the only hole
  the opponent owns, all but one of its seeds go to the mover's hand, else
  it becomes the mover's wegue; either way the turn ends.  Otherwise an
  occupied hole is lifted and sown on, an empty one ends the turn.  A move
  whose relays would go on for ever may not be played.
- A player with no move passes.  The round is over when every hole that
  is no wegue is empty, or when neither player can move (then each gets
  the seeds of the ordinary holes they own).  Each player's seeds are
  their hand and the seeds of their wegue.
- The recount: a player left with two seeds over a multiple of three, the
  other with one, takes that one; each owns a hole for every three seeds.
  A player who owns no hole loses the match (so does one whose opponent
  owns all eighteen).  Each keeps their own holes (South a1 .. f1, f2 e2
  d2; North f3 .. a3, a2 b2 c2, as far as they fill them); the one with
  more takes the other's holes in the order c2 b2 a2 a3 .. f3 (South) or
  d2 e2 f2 f1 .. a1 (North).  Three seeds go into every owned hole, and the
  player after the last mover starts.  The match also stops at `ROUNDS`
  rounds (the golden file's round cap).

Usage: python3 ref_gabata-adowa.py trace MOVE... | write | pick LO HI [CAP]
"""
import sys

from ref_common import SOUTH, NORTH, other
from ref_own_holes import main

COLS = "abcdef"
PATH = ([c + "1" for c in COLS] + ["f2", "e2", "d2"] + [c + "3" for c in COLS[::-1]]
        + ["a2", "b2", "c2"])
DISPLAY = [c + r for r in "123" for c in COLS]
HOME = {SOUTH: PATH[:9], NORTH: PATH[9:]}
GAIN = {SOUTH: ["c2", "b2", "a2"] + [c + "3" for c in COLS],
        NORTH: ["d2", "e2", "f2"] + [c + "1" for c in COLS[::-1]]}
ROUNDS = 4


class Endless(Exception):
    """A relay sowing that would never end."""


def after(hole):
    return PATH[(PATH.index(hole) + 1) % len(PATH)]


class Match:
    def __init__(self):
        self.board = {h: 3 for h in PATH}
        self.hand = {SOUTH: 0, NORTH: 0}
        self.owner = {h: p for p in (SOUTH, NORTH) for h in HOME[p]}
        self.wegue = {}
        self.lifted = set()
        self.round = 1
        self.ply = 0
        self.to_move = SOUTH

    def total(self):
        return sum(self.board.values()) + sum(self.hand.values())

    def sow(self, player, start):
        """A whole move: returns (board, hand, wegue, lifted, events)."""
        board, hand = dict(self.board), dict(self.hand)
        wegue, lifted = dict(self.wegue), set(self.lifted)
        them = other(player)
        events, seen = [], set()
        hole = start
        while True:
            seeds, board[hole] = board[hole], 0
            lifted.add(hole)
            at = hole
            while seeds:
                at = after(at)
                board[at] += 1
                seeds -= 1
            if wegue.get(at) == player:
                events.append("own-wegue@" + at)
                break
            if wegue.get(at) == them:
                taken = min(2, board[at])
                board[at] -= taken
                hand[player] += taken
                events.append("wegue-take %s=%d" % (at, taken))
                break
            if self.owner.get(at) == them and board[at] == 4 and at in lifted:
                if sum(1 for h in PATH if self.owner.get(h) == them) == 1:
                    hand[player] += board[at] - 1
                    board[at] = 1
                    events.append("single-hole %s=3" % at)
                else:
                    wegue[at] = player
                    events.append("make-wegue " + at)
                break
            if board[at] == 1:
                break
            if self.owner.get(at) == them and board[at] == 4:
                events.append("four-in-unlifted %s: relay" % at)
            key = (tuple(board[h] for h in PATH), tuple(sorted(wegue.items())),
                   tuple(sorted(lifted)), at)
            if key in seen:
                raise Endless()
            seen.add(key)
            hole = at
        return board, hand, wegue, lifted, events

    def moves_of(self, player):
        moves = []
        for h in DISPLAY:
            if self.owner.get(h) != player or h in self.wegue or self.board[h] == 0:
                continue
            try:
                self.sow(player, h)
            except Endless:
                continue
            moves.append(h)
        return moves

    def legal(self, player=None):
        player = player or self.to_move
        return [] if player is None else self.moves_of(player)

    def play(self, move):
        player = self.to_move
        assert move in self.legal(), "illegal %s at ply %d: %s" % (
            move, self.ply + 1, self.legal())
        self.ply += 1
        self.board, self.hand, self.wegue, self.lifted, events = self.sow(player, move)
        if all(self.board[h] == 0 for h in PATH if h not in self.wegue):
            return events + self.recount(player, "all taken or in wegue")
        if self.moves_of(other(player)):
            self.to_move = other(player)
        elif self.moves_of(player):
            self.to_move = player
            events.append(other(player) + " passes")
        else:
            return events + self.recount(player, "nobody can move")
        return events

    def recount(self, last_mover, why):
        seeds = dict(self.hand)
        for h in PATH:
            if self.board[h]:
                seeds[self.wegue.get(h, self.owner[h])] += self.board[h]
        events = ["round %d over (%s): south %d, north %d" % (
            self.round, why, seeds[SOUTH], seeds[NORTH])]
        left = {p: seeds[p] % 3 for p in seeds}
        for p in (SOUTH, NORTH):
            q = other(p)
            if left[p] >= 2 and left[p] > left[q] and seeds[q] >= 3 - left[p]:
                seeds[q] -= 3 - left[p]
                seeds[p] += 3 - left[p]
                events.append("%s's two left over win a hole, %s gives %d" % (
                    p, q, 3 - left[p]))
        owned = {p: min(seeds[p] // 3, 18) for p in seeds}
        # The match's last position is the board as the round left it.
        for p in (SOUTH, NORTH):
            if owned[p] == 0 or owned[other(p)] == 18:
                self.to_move = None
                return events + ["match won by " + other(p)]
        if self.round >= ROUNDS:
            self.to_move = None
            return events + ["round cap"]
        self.hand = {p: seeds[p] - 3 * owned[p] for p in seeds}
        for h in PATH:
            self.board[h] = 0
        self.owner = {}
        for p in (SOUTH, NORTH):
            for h in GAIN[p][:max(0, owned[p] - 9)]:
                self.owner[h] = p
        for p in (SOUTH, NORTH):
            for h in HOME[p]:
                if sum(1 for o in self.owner.values() if o == p) >= owned[p]:
                    break
                if h not in self.owner:
                    self.owner[h] = p
        for h in self.owner:
            self.board[h] = 3
        self.wegue, self.lifted = {}, set()
        self.round += 1
        self.to_move = other(last_mover)
        return events + ["round %d: south %d holes, north %d" % (
            self.round, owned[SOUTH], owned[NORTH])]

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in DISPLAY},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
            "round": self.round,
            "claimed": {h: p for h, p in sorted(self.wegue.items())},
            "owners": {h: self.owner.get(h) for h in DISPLAY},
        }


if __name__ == "__main__":
    main(Match, "gabata-adowa", sys.argv[1:])
