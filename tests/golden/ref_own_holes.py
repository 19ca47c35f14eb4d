#!/usr/bin/env python3
"""What ref_dakon.py and ref_sungka.py share, written from their rules texts
(/work/shared/games/dakon.txt, sungka.txt) and the interpretations stated in
examples/dakon.sow.toml and sungka.sow.toml, not from sow: two rows of n
holes with a store for each player on the sowing path (the mover sows into
their own store and passes the opponent's by), relay sowing, and a match of
rounds in which each player refills only their own holes.

The path: `Path(n, clockwise)` lists the sites in sowing order, South's row
first, as names: holes "a1".., and the stores "S" and "N".  Anticlockwise
(Dakon): a1 .. g1, S, g2 .. a2, N.  Clockwise (Sungka): g1 .. a1, S, a2 ..
g2, N.  Each player's row, in the order the path sows it, is also the order
in which they refill it at a recount.

A match (`Match`): after a round each player's seeds (store, and what their
own holes hold) are put back, `fill` to a hole, into their own holes in row
order as far as they go; the holes left empty are out of play for the round
(no seed falls there, no move starts there) and the rest stays in the store.
A player who fills fewer than `min_holes` holes loses the match.

`HandMatch` is the position shape of the matches whose seeds off the board
wait in hand (ref_olinda.py, ref_pallankuli.py, ref_gabata-ansaba.py): the
recount's totals, the refill of own holes in row order, the snapshot.
"""
import json
import os
import random
import sys

from ref_common import SOUTH, NORTH, other, column_name

STORE = {SOUTH: "S", NORTH: "N"}


class Endless(Exception):
    """A relay sowing that would never end."""


class Path:
    def __init__(self, n, clockwise):
        self.n = n
        row1 = [column_name(k) + "1" for k in range(n)]
        row2 = [column_name(k) + "2" for k in range(n)]
        if clockwise:
            self.rows = {SOUTH: row1[::-1], NORTH: row2}
        else:
            self.rows = {SOUTH: row1, NORTH: row2[::-1]}
        self.sites = self.rows[SOUTH] + ["S"] + self.rows[NORTH] + ["N"]
        self.display = row1 + row2

    def owner(self, site):
        if site in STORE.values():
            return None
        return SOUTH if site.endswith("1") else NORTH

    def opposite(self, hole):
        return hole[:-1] + ("2" if hole.endswith("1") else "1")


class Match:
    """One match: `board` maps every site to its seeds; `out` is the set of
    holes out of play this round."""

    def __init__(self, path, fill, min_holes, starter, end_round, capture, seed_too,
                 max_rounds=1000):
        self.path, self.fill, self.min_holes = path, fill, min_holes
        self.max_rounds = max_rounds
        self.starter = starter          # "last-mover" or "continue"
        self.end_round = end_round      # board -> True when the round is over
        self.capture = capture          # capture_needs_seeds: the rule's condition
        self.seed_too = seed_too        # the capturing seed is taken too
        self.board = {s: (0 if s in "SN" else fill) for s in path.sites}
        self.out = set()
        self.round = 1
        self.to_move = SOUTH
        self.result = None
        self.ply = 0

    def track(self, player):
        """The player's path this round: the opponent's store and the holes
        out of play left out."""
        return [s for s in self.path.sites
                if s != STORE[other(player)] and s not in self.out]

    def sow(self, board, player, start):
        """A whole move from `start` on `board` (a copy is changed and
        returned) with the events; raises Endless for a relay that comes
        back to the same board at a lift of the same hole."""
        board = dict(board)
        track = self.track(player)
        pos = track.index(start)
        seen = set()
        events = []
        again = False
        while True:
            seeds, board[track[pos]] = board[track[pos]], 0
            while seeds:
                pos = (pos + 1) % len(track)
                board[track[pos]] += 1
                seeds -= 1
            last = track[pos]
            if last == STORE[player]:
                events.append("store:move-again")
                again = True
                break
            if board[last] > 1:
                key = (tuple(sorted(board.items())), last)
                if key in seen:
                    raise Endless()
                seen.add(key)
                events.append("relay@" + last)
                continue
            # The last seed fell into an empty hole.
            if self.path.owner(last) == player:
                opp = self.path.opposite(last)
                if board[opp] > 0 or not self.capture:
                    taken = board[opp] + (board[last] if self.seed_too else 0)
                    events.append("capture %s%s=%d" % (
                        opp, "+" + last if self.seed_too else "", taken))
                    board[STORE[player]] += taken
                    board[opp] = 0
                    if self.seed_too:
                        board[last] = 0
                else:
                    events.append("own-empty-nothing-opposite")
            else:
                events.append("ends-in-opponent-row")
            break
        return board, again, events

    def legal(self, player=None):
        player = player or self.to_move
        if player is None:
            return []
        moves = []
        for h in self.path.rows[player]:
            if h in self.out or self.board[h] == 0:
                continue
            try:
                self.sow(self.board, player, h)
            except Endless:
                continue
            moves.append(h)
        return moves

    def total(self):
        return sum(self.board.values())

    def play(self, move):
        assert move in self.legal(), "illegal %s at ply %d: %s" % (
            move, self.ply + 1, self.legal())
        player = self.to_move
        self.board, again, events = self.sow(self.board, player, move)
        self.ply += 1
        if self.end_round(self.board):
            return events + self.recount(player)
        nxt = player if again else other(player)
        if not self.legal(nxt):
            if not self.legal(other(nxt)):
                return events + ["neither-can-move"] + self.recount(player)
            events.append("pass=" + nxt)
            nxt = other(nxt)
        self.to_move = nxt
        return events

    def recount(self, last_mover):
        """The round is over: each player's seeds (store and own holes) are
        put back; the next round, or the end of the match."""
        seeds = {p: self.board[STORE[p]] + sum(
            self.board[h] for h in self.path.rows[p]) for p in (SOUTH, NORTH)}
        events = ["round %d over: south %d, north %d" % (
            self.round, seeds[SOUTH], seeds[NORTH])]
        filled = {p: min(seeds[p] // self.fill, self.path.n) for p in seeds}
        short = [p for p in seeds if filled[p] < self.min_holes]
        if short:
            if len(short) == 2:
                winner = (SOUTH if seeds[SOUTH] > seeds[NORTH] else
                          NORTH if seeds[NORTH] > seeds[SOUTH] else None)
            else:
                winner = other(short[0])
            self.result = {"winner": winner, "scores": seeds}
            self.to_move = None
            return events + ["match won by %s" % winner]
        if self.round >= self.max_rounds:
            self.result = {"winner": None, "scores": seeds}
            self.to_move = None
            return events + ["round cap"]
        self.round += 1
        self.out = set()
        for p in (SOUTH, NORTH):
            row = self.path.rows[p]
            for i, h in enumerate(row):
                self.board[h] = self.fill if i < filled[p] else 0
                if i >= filled[p]:
                    self.out.add(h)
            self.board[STORE[p]] = seeds[p] - filled[p] * self.fill
        events.append("round %d: holes %d/%d, out of play %s" % (
            self.round, filled[SOUTH], filled[NORTH], " ".join(sorted(self.out)) or "-"))
        self.to_move = last_mover if self.starter == "last-mover" else other(last_mover)
        if not self.legal():
            self.to_move = other(self.to_move)
        return events

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in self.path.display},
            "stores": {SOUTH: self.board["S"], NORTH: self.board["N"]},
            "to_move": self.to_move,
            "round": self.round,
        }


class HandMatch:
    """A match whose seeds off the board wait in each player's hand
    (`self.hand`) rather than in a store on the path (Olinda, Pallankuli,
    Gabata of Ansaba).  A subclass sets `DISPLAY`, the holes in the order
    positions show them, and keeps `board`, `hand`, `ply`, `to_move` and
    `round`."""

    DISPLAY = []

    def total(self):
        return sum(self.board.values()) + sum(self.hand.values())

    def seeds_of(self, rows):
        """Each player's seeds at a recount: hand and own holes."""
        return {p: self.hand[p] + sum(self.board[h] for h in rows[p])
                for p in (SOUTH, NORTH)}

    def round_over(self, seeds):
        return "round %d over: south %d, north %d" % (
            self.round, seeds[SOUTH], seeds[NORTH])

    def refill_in_row_order(self, seeds, rows, fill):
        """Each player puts `fill` seeds into each of their holes in row
        order as far as their seeds go, the rest staying in hand; the holes
        left empty are out of play (`self.out`) for the next round, which
        South starts in odd rounds and North in even ones."""
        self.round += 1
        self.out = set()
        for p in (SOUTH, NORTH):
            filled = min(seeds[p] // fill, len(rows[p]))
            for i, h in enumerate(rows[p]):
                self.board[h] = fill if i < filled else 0
                if i >= filled:
                    self.out.add(h)
            self.hand[p] = seeds[p] - filled * fill
        self.to_move = SOUTH if self.round % 2 == 1 else NORTH
        return "round %d: out of play %s" % (
            self.round, " ".join(sorted(self.out)) or "-")

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in self.DISPLAY},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
            "round": self.round,
        }


def replay(new, moves):
    m = new()
    log, events = [m.snapshot(None, None)], [[]]
    total = m.total()
    for mv in moves:
        player = m.to_move
        events.append(m.play(mv))
        assert m.total() == total
        log.append(m.snapshot(mv, player))
    return m, log, events


def main(new, name, argv):
    """trace MOVE... | write | pick LO HI [MAX_PLIES]"""
    here = os.path.dirname(os.path.abspath(__file__))
    if argv and argv[0] == "trace":
        _, log, events = replay(new, argv[1:])
        for line, ev in zip(log, events):
            print(json.dumps(line), " | ".join(ev))
        return
    if argv and argv[0] == "write":
        with open(os.path.join(here, name + ".moves")) as f:
            _, log, _ = replay(new, f.read().split())
        with open(os.path.join(here, name + ".expected.jsonl"), "w") as f:
            for line in log:
                f.write(json.dumps(line) + "\n")
        return
    if argv and argv[0] == "pick":
        cap = int(argv[3]) if len(argv) > 3 else 2000
        for seed in range(int(argv[1]), int(argv[2])):
            rng = random.Random(seed)
            m = new()
            moves = []
            while m.to_move is not None and m.ply < cap:
                mv = rng.choice(m.legal())
                moves.append(mv)
                m.play(mv)
            print(seed, m.ply, m.round, "over" if m.to_move is None else "going",
                  " ".join(moves) if m.to_move is None else "")
        return
    print(main.__doc__)
    sys.exit(2)
