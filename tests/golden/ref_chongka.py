#!/usr/bin/env python3
"""An independent reference of Chongka' (the Chamorro of the Mariana
Islands; after Fritz 1904, pp. 57-58), written from the rules text of
Ludii's "Chongka'" and the interpretations below, not from sow's source
nor from the example file's mechanics.

Rules, in short: two rows of seven holes, seven counters in each, and two
stores.  A player moves from a hole of their own row and sows clockwise,
through their own store, which is at their left, but not through the
opponent's.  A last counter in an occupied hole (not a store): the sowing
goes on.  In an empty hole: the turn is over, and if that hole is in the
mover's own row, the counters of the hole across are captured into the
mover's store.  Most counters captured wins.

Interpretations (the example's comments say the same):
- Holes a1..g1 are South's row (left to right as South sees it), a2..g2
  North's (the same columns); a hole's opposite is the other row's hole of
  its column.  South moves first (the text does not say; Ludii's first
  player has the bottom row), and the players alternate.
- "Clockwise", the store "to the left": South's path is g1 f1 ... a1, then
  South's store, then a2 b2 ... g2, and round to g1 (North's store passed
  over).  North's path is a2 ... g2, then North's store, then g1 ... a1,
  and round to a2 (South's store passed over).
- A move lifts every counter of one of the mover's own holes that holds
  any (a single counter is a move) and sows one a site from the next site
  of the path.  No site but the opponent's store is passed over: a lap of
  fifteen or more counters drops one back into its own hole.
- "Lands in an occupied hole (not a store)": a hole of either row that
  held counters before the last counter fell.  All its counters, the last
  one too, are lifted and sown on from the next site of the path.
- "Lands into an empty hole": a hole of either row that was empty before
  (the move's own emptied hole included).  The turn ends.  When the hole
  is the mover's own and the hole across holds counters, those counters
  (only those: the last counter stays) go to the mover's store.  Every
  lap's last counter is judged so, a relay's too.
- A last counter in the mover's own store ends the turn (the text gives
  no extra move).  Counters sown into a store count as captured.
- A player to move with no counter in their row passes: the other moves
  again (the text does not say; Ludii's players pass).  That ply's line
  shows the mover as `to_move` again, and `passed` names the player who
  passes.
- The end (the text gives none): when both rows are empty, every counter
  in a store, after a ply; `to_move` is then null.  Most counters in the
  store wins, equal draws (`result` is not compared).
- Every relay ends: each relay lap sows two or more counters onward along
  the path, so the sowing passes the mover's store again and again,
  dropping one there each time, and the store never gives any back.
  (A guard raises if a turn runs past 10,000 laps.)

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move` and `passed`.

Events (`trace`, after each line; `pick` counts their first words):
laps=N (a ply of N laps), wrap HOLE:N (a lap of fifteen or more from
HOLE), store-end (the last counter in the mover's store), capture
HOLE<OPP=N (a last counter in an empty own hole taking N from the hole
across), own-empty-nothing HOLE (an empty own hole with nothing across),
opponent-empty HOLE (a last counter in an empty hole of the opponent's
row), origin-end (a lap's last counter in the hole the move emptied),
pass PLAYER, end S-N.

Usage: python3 ref_chongka.py trace MOVE... | write | pick LO HI
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

# Clockwise paths, each with the mover's own store only.
PATH = {
    SOUTH: ROW[SOUTH][::-1] + ["S"] + ROW[NORTH],
    NORTH: ROW[NORTH] + ["N"] + ROW[SOUTH][::-1],
}


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
                continue  # an occupied hole: lift it, sow on
            # an empty hole: the turn is over
            if last == hole:
                events.append("origin-end")
            if owner(last) != player:
                events.append("opponent-empty %s" % last)
                break
            opp = opposite(last)
            if b[opp] == 0:
                events.append("own-empty-nothing %s" % last)
                break
            events.append("capture %s<%s=%d" % (last, opp, b[opp]))
            b[STORE[player]] += b[opp]
            b[opp] = 0
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
    drive(Game, "chongka", sys.argv[1:], max_plies=2000, summary=summary)
