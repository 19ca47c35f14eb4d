#!/usr/bin/env python3
"""Reference O An Quan, a whole match, written from the rules text in
/work/shared/games/o-an-quan.txt and the interpretations stated in
examples/o-an-quan.sow.toml, not from sow.  Each game is played as
ref_o-an-quan.py plays its one game (its sowing, captures and refills are
used as they are); this file adds what comes after a game.

- A game's totals: what each player took (a stone at ten), and what is
  left on their own row, except that a square the other player holds goes
  to them: all of it when sold whole, half (rounded down) when sold half,
  the odd counter staying on its row's side.
- The sale: counted on the lead, the difference of the totals.  Each ten
  of it is one square sold whole, and any rest under ten (even one
  counter) one square sold half, as the text says ("less than ten": half);
  in halves of squares, two for each ten and one for a rest.  The poorer first hands back halves of the
  other's squares they hold (the half-held one first, then the last
  square sold), then sells halves of their own.  Squares are sold in row
  order as their owner sows it: South a1 b1 c1 d1 e1, North f2 e2 d2 c2
  b2: those sold whole first, then one sold half.
- The match ends when three squares of one row are sold whole; the buyer
  wins.  Else the next game starts as the first: five in each square, a
  stone in each end space, nothing in hand; the loser of the game before
  moves first (South after a draw).

The trace has the keys sow's golden test compares, with "round" and, when
any square is sold, "sold": {square: {"buyer": player, "share": "whole" or
"half"}}.  The ply that ends a game shows the next game's start; the ply
that ends the match shows the board as the last game left it.

Usage: python3 ref_o-an-quan-match.py trace MOVE... | write [NAME] | pick LO HI
"""
import importlib.util
import json
import os
import random
import sys

from ref_common import NORTH, SOUTH, other

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("ref_o_an_quan", os.path.join(HERE, "ref_o-an-quan.py"))
game = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(game)

PRICE = 5
SOLD_ENDS = 3
ORDER = {SOUTH: ["a1", "b1", "c1", "d1", "e1"], NORTH: ["f2", "e2", "d2", "c2", "b2"]}
DISPLAY = ["a1", "b1", "c1", "d1", "e1", "f1", "a2", "b2", "c2", "d2", "e2", "f2"]


class Match:
    def __init__(self):
        # Halves of squares sold: above zero South's held by North, below
        # zero North's held by South.
        self.halves = 0
        self.round = 1
        self.ply = 0
        self.new_game(SOUTH)
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def new_game(self, starter):
        self.holes = list(game.START)
        self.stores = {SOUTH: 0, NORTH: 0}
        self.stones = {"f1": 1, "a2": 1}
        self.captured_stones = {SOUTH: 0, NORTH: 0}
        self.to_move = starter

    def held(self):
        """{square: (buyer, share)} for the squares sold now."""
        if self.halves == 0:
            return {}
        seller = SOUTH if self.halves > 0 else NORTH
        n = abs(self.halves)
        out = {}
        for i, sq in enumerate(ORDER[seller]):
            rest = n - 2 * i
            if rest <= 0:
                break
            out[sq] = (other(seller), "half" if rest == 1 else "whole")
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return game.legal(self.holes, self.to_move)

    def play(self, move):
        assert move in self.legal(), "illegal %s at ply %d" % (move, self.ply + 1)
        player = self.to_move
        events = game.play(self, move)
        self.ply += 1
        if self.to_move is None:
            events += self.recount()
        self.log.append(self.snapshot(move, player))
        self.events.append(events)

    def totals(self):
        """Each player's total, and the words for each sold square that
        held counters."""
        t = {p: self.stores[p] for p in (SOUTH, NORTH)}
        words = []
        held = self.held()
        for p in (SOUTH, NORTH):
            for sq in game.SQUARES[p]:
                n = self.holes[game.OVAL.index[sq]]
                if sq in held:
                    buyer, share = held[sq]
                    to_buyer = n if share == "whole" else n // 2
                    t[buyer] += to_buyer
                    t[p] += n - to_buyer
                    if n:
                        words.append("%s-%s %s=%d:%d" % (share, buyer, sq, to_buyer, n - to_buyer))
                else:
                    t[p] += n
        return t, words

    def recount(self):
        t, words = self.totals()
        events = ["game %d over: south %d, north %d" % (self.round, t[SOUTH], t[NORTH])] + words
        # On the whole lead: a lead under ten (even of one) sells a half.
        lead = abs(t[SOUTH] - t[NORTH])
        paid = 2 * (lead // (2 * PRICE)) + (1 if lead % (2 * PRICE) else 0)
        if t[SOUTH] < t[NORTH]:
            self.halves = min(self.halves + paid, 10)
        elif t[NORTH] < t[SOUTH]:
            self.halves = max(self.halves - paid, -10)
        events.append("sold %s" % sorted(self.held().items()))
        if abs(self.halves) // 2 >= SOLD_ENDS:
            winner = NORTH if self.halves > 0 else SOUTH
            events.append("match over: %s wins" % winner)
            self.to_move = None
            self.over = True
            return events
        loser = SOUTH if t[SOUTH] < t[NORTH] else NORTH if t[NORTH] < t[SOUTH] else SOUTH
        self.round += 1
        self.new_game(loser)
        return events

    def snapshot(self, move, player):
        snap = {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.holes[game.OVAL.index[h]] for h in DISPLAY},
            "stores": {SOUTH: self.stores[SOUTH], NORTH: self.stores[NORTH]},
            "to_move": self.to_move,
            "round": self.round,
        }
        held = self.held()
        if held:
            snap["sold"] = {sq: {"buyer": b, "share": s} for sq, (b, s) in sorted(held.items())}
        return snap


def replay(moves):
    m = Match()
    for mv in moves:
        m.play(mv)
    return m


def main(argv):
    # `write NAME` writes another trace of this game (NAME.moves).
    name = argv[1] if len(argv) == 2 and argv[0] == "write" else "o-an-quan"
    if argv and argv[0] == "trace":
        m = replay(argv[1:])
        for line, ev in zip(m.log, m.events):
            print(json.dumps(line), " ".join(ev))
        return
    if argv and argv[0] == "write":
        with open(os.path.join(HERE, name + ".moves")) as f:
            m = replay(f.read().split())
        with open(os.path.join(HERE, name + ".expected.jsonl"), "w") as f:
            for line in m.log:
                f.write(json.dumps(line) + "\n")
        return
    if len(argv) == 3 and argv[0] == "pick":
        for seed in range(int(argv[1]), int(argv[2])):
            rng = random.Random(seed)
            m = Match()
            moves = []
            while m.to_move is not None and m.ply < 3000:
                mv = rng.choice(m.legal())
                m.play(mv)
                moves.append(mv)
            words = [e for ev in m.events for e in ev]
            shown = [e for e in words if e.startswith(("sold", "half-", "whole-"))]
            print(seed, m.ply, m.round, "over" if m.to_move is None else "going",
                  " | ".join(shown))
        return
    print(__doc__)
    sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
