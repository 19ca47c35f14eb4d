#!/usr/bin/env python3
"""An independent reference of Chungcajon (the Philippines; after Culin
1900, p. 653), written from the rules text of Ludii's "Chungcajon" and the
interpretations below, not from sow's source nor from the example file's
mechanics.

Rules, in short: two rows of seven holes, seven counters in each, and two
stores.  A player sows from any hole of their own side, clockwise, into
the store on their left but not the one on their right.  A final counter
in an occupied hole (not the store): its counters are picked up and the
sowing continues.  A final counter in an empty hole, or in the store: the
turn ends.  Nothing is captured.  Play goes on until every counter is in
a store; the player with the most counters in their store wins.

Interpretations (the example's comments say the same):
- Holes a1..g1 are South's row (left to right as South sees it), a2..g2
  North's.  South moves first (the text does not say; Ludii's first player
  has the bottom row), and the players alternate.
- "Clockwise", the store on the left: South's path is g1 f1 ... a1, then
  South's store, then a2 b2 ... g2, and round to g1 (North's store passed
  over).  North's path is a2 ... g2, then North's store, then g1 ... a1,
  and round to a2 (South's store passed over).
- A move lifts every counter of one of the mover's own holes that holds
  any (a single counter is a move) and sows one a site from the next site
  of the path.  No site but the opponent's store is passed over: a lap of
  fifteen or more counters drops one back into its own hole.
- "Occupied" / "empty" are judged before the final counter fell, in a
  hole of either row (the move's own emptied hole is empty).  From an
  occupied hole all its counters, the final one too, are lifted and sown on
  from the next site of the path; each lap's final counter is judged the
  same way.
- A player to move with no counter on their side passes: the other moves
  again (the text does not say; Ludii's players pass).  That ply's line
  shows the mover as `to_move` again, and `passed` names the player who
  passes.
- The end: when both rows are empty, every counter in a store, after a
  ply; `to_move` is then null.  Most counters wins, equal stores draw
  (`result` is not compared).
- Every relay ends: a sowing that never ended would pass the mover's store
  again and again, dropping one there each time, and the store never gives
  any back.  (A guard raises if a turn runs past 10,000 laps.)

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move` and `passed`.

Events (`trace`, after each line; `pick` counts their first words):
laps=N (a ply of N laps), wrap HOLE:N (a lap of fifteen or more from
HOLE), store-end (the final counter in the mover's store), own-empty HOLE
/ opponent-empty HOLE (a final counter in an empty hole of the mover's own
row / the opponent's), origin-end (the final counter in the hole the move
emptied), pass PLAYER, end S-N.

Usage: python3 ref_chungcajon.py trace MOVE... | write | pick LO HI
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

# Clockwise paths, each through the mover's own store only.
PATH = {
    SOUTH: ROW[SOUTH][::-1] + ["S"] + ROW[NORTH],
    NORTH: ROW[NORTH] + ["N"] + ROW[SOUTH][::-1],
}


def owner(hole):
    return SOUTH if hole.endswith("1") else NORTH


class Endless(Exception):
    """A relay that never ends (cannot happen; a guard)."""


class Game:
    def __init__(self):
        self.board = {h: SEEDS for h in DISPLAY}
        self.board["S"] = self.board["N"] = 0
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
        return [h for h in ROW[self.to_move] if self.board[h]]

    def sow(self, player, hole, events):
        """The whole turn, on self.board."""
        b = self.board
        track = PATH[player]
        pos = track.index(hole)
        laps = 0
        while True:
            laps += 1
            if laps > 10000:
                raise Endless()
            here = track[pos]
            seeds, b[here] = b[here], 0
            if seeds >= len(track):
                events.append("wrap %s:%d" % (here, seeds))
            while seeds:
                pos = (pos + 1) % len(track)
                b[track[pos]] += 1
                seeds -= 1
            last = track[pos]
            if last == STORE[player]:
                events.append("store-end")
                break
            if b[last] > 1:
                continue  # an occupied hole: pick it up, sow on
            # an empty hole: the turn ends, nothing taken
            if last == hole:
                events.append("origin-end")
            if owner(last) == player:
                events.append("own-empty %s" % last)
            else:
                events.append("opponent-empty %s" % last)
            break
        if laps > 1:
            events.append("laps=%d" % laps)

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = []
        self.sow(player, move, events)
        assert sum(self.board.values()) == TOTAL
        self.ply += 1
        passed = None
        if self.can_move(other(player)):
            self.to_move = other(player)
        elif self.can_move(player):
            passed = other(player)
            events.append("pass %s" % passed)
            self.to_move = player
        else:
            self.to_move = None
            events.append("end %d-%d" % (self.board["S"], self.board["N"]))
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
    end = [e for ev in g.events for e in ev if e.startswith("end ")]
    return "laps<=%d %s %s" % (most, end[0] if end else "-", " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Game, "chungcajon", sys.argv[1:], max_plies=2000, summary=summary)
