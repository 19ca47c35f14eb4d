#!/usr/bin/env python3
"""Reference Papan Dakon (Borneo; after Béart 1955), a whole match, written
from the rules text of Ludii's "Papan Dakon" (its metadata) and the
interpretations below, not from sow.  It stands on ref_common.py's driver
(trace / write / pick / compare).

Rules, in short: two rows of seven holes, seven counters in each, and a
store at each player's left.  The first turn is played by both players at
once; the one whose sowing is shorter moves next, and turns alternate.
Sowing is clockwise, into one's own store but not the opponent's.  A last
counter in an empty hole or in the store ends the turn; in an occupied hole
that hole is lifted and sowing goes on, but where that hole is in the
mover's own row the mover may instead put the last counter into the hole
across and take it, with that hole's counters, into their store.  When
every counter is in a store a new game (round) begins: each player puts
seven counters into each of their holes from their right, the rest staying
in their store, and the holes left empty are out of play for the round.
The player who cannot fill a single hole loses.

Interpretations (the same as the comments of examples/papan-dakon.sow.toml):
- Holes a1..g1 (South, row 1) and a2..g2 (North); stores S (South's, at
  its left, beyond a1) and N (North's, at its left, beyond g2).  Clockwise:
  South's path is g1 f1 .. a1 S a2 b2 .. g2 (then g1); North's is a2 .. g2
  N g1 .. a1 (then a2).  Each passes the other's store by; holes out of play
  are passed by too.
- A move lifts every counter of an own hole in play (one counter too) and
  sows them one a site along the mover's path, the first into the site
  after the hole lifted.  Where the lap's last counter falls:
  * the mover's store, or a hole that was empty: the turn ends;
  * an occupied hole of the opponent's row: it is lifted (the counter just
    dropped too) and the next lap sows on from the site after it;
  * an occupied hole of the mover's own row: the mover chooses, as a ply of
    its own, `yes` (the last counter goes into the hole across and the two
    go to the store: the hole across is emptied into the store with one
    counter taken from the landing hole, and the turn ends) or `no` (the
    hole is lifted and sowing goes on as above).  The choice is offered
    when the hole across is empty too (only the one counter is then
    taken), on every lap of a turn.
- A relay can never be endless: a lap that comes round passes the mover's
  own store and drops a counter there.
- The first turn of every round is a race, played as laps in turn.  The
  round's first racer (South in round 1; in a later round the player after
  the last mover of the round before) chooses a hole and sows one lap
  (a ply); if its last counter ended the sowing (store or empty hole), that
  racer has finished and moves next, and the other does not race.
  Otherwise the other racer chooses a hole and sows one lap (a ply, which
  also plays the rest of the race): if it ended, that racer has finished;
  otherwise the two relays go on a lap at a time, the first racer first.
  Before each relay lap, a relay whose hole to lift is empty (the other
  lifted it) has finished.  The first racer to finish moves next (two
  finishing in the same round of laps: the one who sows first in it); the
  other relay stops where it is.  No choice is offered in the race: an
  occupied hole of one's own row is lifted like any other.
- A player with no counter in their holes in play passes; the pass is no
  ply: `to_move` shows the player who moves next.
- A round ends when every counter is in a store.  Recount: each player
  puts seven into each of their own holes from their right (South g1, f1,
  ..; North a2, b2, ..) as far as their store goes; the rest stays in the
  store; their holes left empty are out of play.  A player who fills no
  hole loses the match (`to_move` null; the board as the round left it).
- `round` counts rounds from 1; the line of the ply that ends a round shows
  the next round's board.
- Random matches do not end (random play keeps the rounds even): sample
  play stops at the example's round cap, 1,000 rounds, with the board as
  the last round left it and nobody to move.  `--rounds N` (first on the
  command line) sets that cap: the golden match is written with
  `--rounds 2`, as tests/suite/golden.rs plays it.

Each line carries `round` beside the usual keys, and `offer` (the landing
hole) while a choice waits.

Usage: python3 ref_papan-dakon.py [--rounds N] trace MOVE... | write
       | pick LO HI | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, drive, other

N_COLS = 7
FILL = 7
COLS = "abcdefg"
ROW = {SOUTH: [c + "1" for c in COLS], NORTH: [c + "2" for c in COLS]}
DISPLAY = ROW[SOUTH] + ROW[NORTH]
STORE = {SOUTH: "S", NORTH: "N"}
# Each player's path, clockwise, before holes out of play are left out.
PATH = {
    SOUTH: ROW[SOUTH][::-1] + ["S"] + ROW[NORTH],
    NORTH: ROW[NORTH] + ["N"] + ROW[SOUTH][::-1],
}
# The order each player refills their holes: from their right.
REFILL = {SOUTH: ROW[SOUTH][::-1], NORTH: ROW[NORTH]}
TOTAL = 2 * N_COLS * FILL
# The example's round cap (`max_rounds`); `--rounds N` lowers it, as the
# golden test does (tests/suite/golden.rs, `with_round_cap`).
MAX_ROUNDS = [1000]


def owner(site):
    if site in ("S", "N"):
        return None
    return SOUTH if site.endswith("1") else NORTH


def across(hole):
    return hole[:-1] + ("2" if hole.endswith("1") else "1")


class Match:
    def __init__(self):
        self.board = {h: FILL for h in DISPLAY}
        self.board["S"] = self.board["N"] = 0
        self.out = set()
        self.round = 1
        self.to_move = SOUTH
        self.racing = True
        self.first_racer = SOUTH
        self.waiting = None     # the first racer's relay hole, between race plies
        self.offer = None       # the landing hole of a pending choice
        self.ply = 0
        self.log = [self.line(None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ position
    def line(self, move, player):
        d = {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in DISPLAY},
            "stores": {SOUTH: self.board["S"], NORTH: self.board["N"]},
            "to_move": self.to_move,
            "round": self.round,
        }
        if self.offer is not None:
            d["offer"] = {"rule": "take-across", "at": self.offer}
        return d

    def path(self, player):
        return [s for s in PATH[player] if s not in self.out]

    # ------------------------------------------------------------ a lap
    def lap(self, player, start, events):
        """Lifts `start` and sows along the player's path.  Returns
        ("store" | "empty" | "own" | "opponent", last site)."""
        path = self.path(player)
        i = path.index(start)
        seeds, self.board[start] = self.board[start], 0
        if seeds >= len(path):
            events.append("round-the-board:%d" % seeds)
        while seeds:
            i = (i + 1) % len(path)
            self.board[path[i]] += 1
            seeds -= 1
        last = path[i]
        if last == STORE[player]:
            return "store", last
        if self.board[last] == 1:
            return "empty", last
        return ("own" if owner(last) == player else "opponent"), last

    def sow_on(self, player, start, events):
        """An ordinary turn's laps from `start` until the turn ends or a
        choice waits; returns True when the turn has ended."""
        pos = start
        laps = 0
        while True:
            laps += 1
            assert laps < 10000, "endless relay"
            how, pos = self.lap(player, pos, events)
            if how in ("store", "empty"):
                events.append("ends-%s@%s" % (how, pos))
                return True
            if how == "own":
                self.offer = pos
                events.append("offer@" + pos)
                return False
            events.append("relay@" + pos)

    # ------------------------------------------------------------ the race
    def race_ply(self, player, start, events):
        """A racer's ply; returns the winner, or None while the race goes on."""
        how, pos = self.lap(player, start, events)
        if how in ("store", "empty"):
            events.append("race-won:%s first-lap-%s@%s" % (player, how, pos))
            return player
        if player == self.first_racer:
            self.waiting = pos
            events.append("race-waits:%s@%s" % (player, pos))
            return None
        at = {self.first_racer: self.waiting, player: pos}
        laps = 1
        while True:
            laps += 1
            assert laps < 10000, "endless race"
            for p in (self.first_racer, player):
                if self.board[at[p]] == 0:
                    events.append("race-won:%s hole-emptied@%s" % (p, at[p]))
                    return p
                how, last = self.lap(p, at[p], events)
                if how in ("store", "empty"):
                    events.append("race-won:%s lap%d-%s@%s" % (p, laps, how, last))
                    return p
                at[p] = last

    # ------------------------------------------------------------ moves
    def can_move(self, player):
        return any(self.board[h] > 0 for h in ROW[player] if h not in self.out)

    def legal(self):
        if self.to_move is None:
            return []
        if self.offer is not None:
            return ["yes", "no"]
        return [h for h in DISPLAY if owner(h) == self.to_move
                and h not in self.out and self.board[h] > 0]

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        p = self.to_move
        events = []
        ended = False
        if self.racing:
            winner = self.race_ply(p, move, events)
            if winner is None:
                self.to_move = other(p)
            else:
                self.racing = False
                self.waiting = None
                self.to_move = winner
                if self.board_empty():
                    self.recount(p, events)
                elif not self.can_move(winner):
                    events.append("pass=" + winner)
                    self.to_move = other(winner)
        elif move == "yes":
            hole = self.offer
            self.offer = None
            opp = across(hole)
            taken = self.board[opp] + 1
            self.board[STORE[p]] += taken
            self.board[opp] = 0
            self.board[hole] -= 1
            events.append("take-across %s+1=%d" % (opp, taken))
            ended = True
        elif move == "no":
            hole = self.offer
            self.offer = None
            events.append("declined@" + hole)
            ended = self.sow_on(p, hole, events)
        else:
            ended = self.sow_on(p, move, events)
        if ended:
            self.end_turn(p, events)
        assert sum(self.board.values()) == TOTAL
        self.ply += 1
        self.log.append(self.line(move, p))
        self.events.append(events)

    def board_empty(self):
        return all(self.board[h] == 0 for h in DISPLAY)

    def end_turn(self, p, events):
        if self.board_empty():
            self.recount(p, events)
            return
        q = other(p)
        if not self.can_move(q):
            events.append("pass=" + q)
            q = p
        self.to_move = q

    # ------------------------------------------------------------ recount
    def recount(self, last_mover, events):
        seeds = {q: self.board[STORE[q]] for q in (SOUTH, NORTH)}
        filled = {q: min(seeds[q] // FILL, N_COLS) for q in seeds}
        events.append("round %d over: south %d, north %d" % (
            self.round, seeds[SOUTH], seeds[NORTH]))
        losers = [q for q in seeds if filled[q] == 0]
        if losers:
            self.to_move = None
            events.append("match-won:" + other(losers[0]))
            return
        if self.round >= MAX_ROUNDS[0]:
            # Stopped at the round cap: the board as the round left it.
            self.to_move = None
            events.append("round-cap")
            return
        self.out = set()
        for q in (SOUTH, NORTH):
            for i, h in enumerate(REFILL[q]):
                if i < filled[q]:
                    self.board[h] = FILL
                else:
                    self.board[h] = 0
                    self.out.add(h)
            self.board[STORE[q]] = seeds[q] - FILL * filled[q]
        self.round += 1
        self.racing = True
        self.first_racer = other(last_mover)
        self.to_move = self.first_racer
        events.append("round %d: holes %d/%d, out %s; %s races first" % (
            self.round, filled[SOUTH], filled[NORTH],
            " ".join(sorted(self.out)) or "-", self.first_racer))


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("@")[0].split(":")[0].split("=")[0]
            counts[word] = counts.get(word, 0) + 1
    return "rounds=%d " % g.round + " ".join("%s=%d" % kv for kv in sorted(counts.items()))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--rounds"]:
        MAX_ROUNDS[0] = int(sys.argv[2])
        del sys.argv[1:3]
    drive(Match, "papan-dakon", sys.argv[1:], max_plies=3000, summary=summary)
