#!/usr/bin/env python3
"""An independent reference of Chonka (Colombo, Sri Lanka, where Tamil
speakers call it Pallankuli; after Parker 1909, pp. 599-600), written from
the rules text of Ludii's "Chonka" and the interpretations below, not from
sow's source nor from the example file's mechanics.

Rules, in short: two rows of seven holes, seven counters in each, and two
stores.  The first player chooses the way of sowing, and both players keep
that way for the whole game.  A player's store is the one that follows the
last hole of their own row in that way, and their sowing passes through it
(not through the other's).  A last counter in an occupied hole: the hole is
lifted and the sowing goes on.  In an empty hole: that counter and whatever
the hole across holds are captured.  In the player's store: the turn ends.
The first to capture half the counters (49 of 98) wins.

Interpretations (the example's comments say the same):
- Holes a1..g1 are South's row (left to right as South sees it), a2..g2
  North's (the same columns); a hole's opposite is the other row's hole of
  its column.  South moves first, and the players alternate.
- Ways, as sow names them: `+` is anticlockwise seen from above (South
  sows a1 towards g1, North g2 towards a2), `-` clockwise (South g1
  towards a1, North a2 towards g2).  The first move of the game is written
  with its way (`c1+`, `c1-`), every later move without it.
- "The first player may choose the direction": South, by the game's first
  move.  Both players then sow that same way (the text: it "must be
  maintained throughout the game"; Ludii's code, too, gives both players
  the one direction of its option).
- Each player's store is the one after the last hole of their row in the
  way sown: with `+`, South's store is at the g end (after g1), North's at
  the a end (after a2); with `-`, South's store is at the a end (after a1)
  and North's at the g end (after g2).  The stores stay each player's own
  (`stores.south`, `stores.north`); only where they stand on the path
  changes.  A player's path is their row, their store, the other's row, and
  round again: the other's store is passed over (the text: "sowing includes
  the player's store", no other; Ludii's tracks do the same).
- A move lifts every counter of one of the mover's own holes that holds any
  (a single counter is a move) and sows one a site, from the next site
  along the path.  No site is passed over but the other's store: a lap of
  fifteen or more counters drops one back into the hole it was lifted
  from.
- "Falls into an occupied hole": a hole of either row that held counters
  before the last counter fell.  All its counters (the last one too) are
  lifted and sown on from the next site, the same way.
- "Falls into an empty hole": a hole of either row that was empty before
  (an emptied starting hole included).  That counter and every counter of
  the hole across go to the mover's store, even when the hole across is
  empty (the one counter alone is captured then: "along with any
  counters"); the turn ends.  Ludii's code does the same.
- A last counter in the mover's own store ends the turn (no move again).
  Counters sown into a store stay there and count as captured.
- The end: after a ply, when the mover's store holds 49 or more (half of
  98), the mover wins and the game is over (`to_move` null).  Only the
  mover's store grows in a ply, so the other's holds 48 or fewer then; the
  counters left on the board count for nobody.  The store is looked at
  once the whole turn is over, not in the middle of a relay.  (Ludii's
  code plays each relay lap as a move of its own and looks after each;
  the winner is the same, as a store only grows.)
- A player to move with no counter in their row passes (the text does not
  say; Ludii's players pass when they have no legal move): the other
  player moves again.  That player's line shows the other as `to_move`,
  and `passed` names the player who passes.  Both rows are never empty
  while the game goes on (the 98 counters would all be in the stores, one
  of them with 49 or more).
- Every relay ends: each lap moves on along the path, and every round of
  the path drops a counter into the mover's store, which never gives any
  back, so no turn can go on forever.  (`Endless` is kept only as a
  guard.)

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move` and `passed` (the player who, after this ply, had no move and
passed, else null).

Events (`trace`, after each line; `pick` counts their first words):
way WAY (the way chosen by the game's first move), laps=N (a ply of N
laps), wrap HOLE:N (a lap of fifteen or more from HOLE), store-end (the
last counter in the mover's store), capture HOLE+OPP=N (own|opponent row)
(a capture from an empty hole), capture-alone HOLE (a lone counter taken,
the hole across empty), origin-capture (the empty hole was the move's
emptied starting hole), pass PLAYER, win PLAYER S/N.

Usage: python3 ref_chonka.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, drive, other

COLS = "abcdefg"
ROW = {SOUTH: [c + "1" for c in COLS], NORTH: [c + "2" for c in COLS]}
DISPLAY = ROW[SOUTH] + ROW[NORTH]
STORE = {SOUTH: "S", NORTH: "N"}
SEEDS = 7
TOTAL = SEEDS * 14
GOAL = TOTAL // 2  # 49: half the counters


def path(way, player):
    """The player's sowing path for the way chosen: their own row in that
    way, their store, then the other's row in that way (which runs on from
    the end of their row across the board)."""
    if way == "+":
        south_row, north_row = ROW[SOUTH], ROW[NORTH][::-1]
    else:
        south_row, north_row = ROW[SOUTH][::-1], ROW[NORTH]
    rows = {SOUTH: south_row, NORTH: north_row}
    return rows[player] + [STORE[player]] + rows[other(player)]


def owner(hole):
    return SOUTH if hole.endswith("1") else NORTH


def opposite(hole):
    return hole[:-1] + ("2" if hole.endswith("1") else "1")


class Endless(Exception):
    """A relay that never ends (cannot happen; a guard)."""


class Game:
    def __init__(self):
        self.board = {h: SEEDS for h in DISPLAY}
        self.board["S"] = self.board["N"] = 0
        self.way = None
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    def line(self, move, player, passed):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in DISPLAY},
            "stores": {SOUTH: self.board["S"], NORTH: self.board["N"]},
            "to_move": self.to_move,
            "passed": passed,
        }

    def can_move(self, player):
        return any(self.board[h] for h in ROW[player])

    def legal(self):
        if self.to_move is None:
            return []
        holes = [h for h in ROW[self.to_move] if self.board[h]]
        if self.way is None:
            return [h + w for h in holes for w in "+-"]
        return holes

    def sow(self, player, hole, way, events):
        """The whole turn, on self.board."""
        b = self.board
        track = path(way, player)
        pos = track.index(hole)
        start = hole
        laps = 0
        while True:
            laps += 1
            if laps > 10000:
                raise Endless()
            lifted_from = track[pos]
            seeds, b[lifted_from] = b[lifted_from], 0
            if seeds >= len(track):
                events.append("wrap %s:%d" % (lifted_from, seeds))
            while seeds:
                pos = (pos + 1) % len(track)
                b[track[pos]] += 1
                seeds -= 1
            last = track[pos]
            if last == STORE[player]:
                events.append("store-end")
                break
            if b[last] > 1:
                continue  # relay: lift the landing hole, sow on
            # the last counter fell into an empty hole: it is captured with
            # whatever the hole across holds
            opp = opposite(last)
            taken = b[last] + b[opp]
            if b[opp] == 0:
                events.append("capture-alone %s" % last)
            else:
                events.append("capture %s+%s=%d (%s row)" % (
                    last, opp, taken, "own" if owner(last) == player else "opponent"))
            if last == start and laps == 1:
                events.append("origin-capture")
            b[STORE[player]] += taken
            b[last] = b[opp] = 0
            break
        if laps > 1:
            events.append("laps=%d" % laps)

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = []
        if self.way is None:
            hole, self.way = move[:-1], move[-1]
            events.append("way %s" % self.way)
        else:
            hole = move
        self.sow(player, hole, self.way, events)
        assert sum(self.board.values()) == TOTAL
        self.ply += 1
        passed = None
        if self.board[STORE[player]] >= GOAL:
            self.to_move = None
            events.append("win %s %d/%d" % (player, self.board["S"], self.board["N"]))
        elif self.can_move(other(player)):
            self.to_move = other(player)
        else:
            assert self.can_move(player)
            passed = other(player)
            events.append("pass %s" % passed)
            self.to_move = player
        self.log.append(self.line(move, player, passed))
        self.events.append(events)


def summary(g):
    counts = {}
    most = 0
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if e.startswith("laps="):
                most = max(most, int(e.split("=")[1]))
    return "way=%s laps<=%d %s" % (g.way, most, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    ARGS = sys.argv[1:]
    NAME = "chonka"
    # write-as NAME: write NAME.expected.jsonl from NAME.moves (the second
    # golden game, chonka-ccw)
    if len(ARGS) == 2 and ARGS[0] == "write-as":
        NAME, ARGS = ARGS[1], ["write"]
    drive(Game, NAME, ARGS, max_plies=1000, summary=summary)
