#!/usr/bin/env python3
"""An independent reference of Main Chongkak (Malaysia; after Skeat 1900), a
whole match of rounds, written from the rules text of Ludii's "Main
Chongkak" (two_rows/Main Chongkak.lud) and the interpretations below, not
from sow's source (the reference was written before the example).

Rules, in short: two rows of six to nine holes, as many counters in each
hole as a row has holes, and a store at each end; each player's store is
the one at their left.  Sowing runs clockwise and passes through the
stores.  A move lifts any hole of one's own; a last counter in one's own
store gives another move from any hole of one's own; in an occupied hole it
lifts that hole and the sowing goes on; in an empty hole of one's own it
takes the counters of the hole opposite into the store; in an empty hole of
the opponent's it ends the turn.  A round ends when one row has no counter
left, and the other player takes the counters still on the board.  Each
player then fills their own holes from their store, as many a hole as at the
start, from right to left, the surplus staying in the store; the holes they
cannot fill are out of play for the round.  Rounds go on until one player
cannot fill a single hole.

Interpretations (examples/main-chongkak.sow.toml says the same):
- Size: the text gives rows of 6 to 9 holes; this reference plays six (the
  default of Ludii's file and of the example), COLUMNS below, or the size
  in MAIN_CHONGKAK_SIZE.  Holes a1..f1 (South's row, left to right from
  South) and a2..f2 (North's, the same columns); South moves first.
- The stores: South's is at South's left (by a1), North's at North's left
  (by f2).  Clockwise, the one path of both players is
      f1 e1 d1 c1 b1 a1 S a2 b2 c2 d2 e2 f2 N, then f1 again,
  S and N the stores.  The text has the stores sown into, naming no
  exception: both stores are sown into by both players (Ludii's code sows
  into both); a counter sown into a store belongs to that store's owner.
  No hole is skipped: a lap of fourteen or more (on six holes) drops a
  counter into the hole it was lifted from too.  Holes out of play are
  passed over as if absent.
- A move lifts every counter of one of the mover's holes in play that holds
  any (one counter is a move), and sows one a site along the path from the
  site after it.  Where a lap's last counter falls:
    * the mover's own store: the mover plays again (a new ply, any hole of
      their own);
    * the opponent's store: the turn ends (the text says nothing of it; it is
      neither a hole with counters to lift nor one of the mover's holes;
      Ludii's code ends the turn there too);
    * a hole that held counters (either row): that hole is lifted, the last
      counter with it, and the sowing goes on from the next site (a relay);
    * an empty hole of the mover's: the counters of the hole opposite go to
      the mover's store, the counter that landed staying where it is (as
      Ludii's code does), and the turn ends; with nothing opposite (or the
      hole opposite out of play) the turn just ends;
    * an empty hole of the opponent's: the turn ends.
  Every lap's last counter counts, a relay's too.
- A relay cannot go on forever here: every lap that goes round a row's end
  drops a counter into a store, and a store never gives counters back during
  a round.  The reference still refuses a move whose relay would repeat a
  position at a lift of the same hole (none was ever found), and a player
  with counters but no move would pass (`passed`); if neither could move,
  the round would end as below.
- The round's end is judged after each ply, when its sowing has stopped
  (not in the middle of a relay; Ludii's code looks after every lap): when
  all the holes of one player (those in play) are empty, whoever emptied
  them, the round is over, and the counters still on the board, all in the
  other player's holes, go to that player.  This holds after a ply that
  ends in the mover's store too: the other move is then not played.
- Recount: each player's counters (store, and what the round's end gave
  them) go back into their own holes, as many a hole as at the start
  (six on six holes), from their own right: South from f1 leftwards to
  a1, North from a2 rightwards to f2 (each as they sow their row; Ludii's
  code does the same).  The surplus stays in the store; the holes a
  player cannot fill are out of play for the round (never sown into,
  never lifted, nobody's).
- Who starts a later round is not said: the opponent of the player who made
  the round's last ply.
- The match ends at a recount where a player cannot fill a single hole
  (fewer counters than COLUMNS); the other wins.  That last line shows the
  board as the round's last ply left it, the stores uncredited, and
  `to_move` null.

Trace: every position has `ply`, `move`, `player`, `holes` (every hole),
`stores` (each player's store), `to_move`, `passed` (the player who had no
move after this ply and passed, else null), `round`, `owners` (each hole in
play and its owner), `round_end` (on the line of a round's last ply, the
holes and stores as that ply left them, before the counters left on the
board are given out; else null) and `result` (on the match's last line,
the winner, both totals [south, north] and "match-won"; else null).  The
line after a round's last ply shows the next round set up.

Usage: python3 ref_main-chongkak.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import os
import sys

from ref_common import NORTH, SOUTH, column_name, drive, other

# The size: six, or another the text gives (7, 8, 9) from the environment,
# MAIN_CHONGKAK_SIZE=8, to compare with `sow play --size 8` (see `compare`
# with a SOW that adds the flag).
COLUMNS = int(os.environ.get("MAIN_CHONGKAK_SIZE", "6"))
assert 6 <= COLUMNS <= 9
FILL = COLUMNS          # counters a hole at the start and at each recount
MAX_PLIES = 20000
STORE = {SOUTH: "S", NORTH: "N"}

ROW = {SOUTH: [column_name(k) + "1" for k in range(COLUMNS)],
       NORTH: [column_name(k) + "2" for k in range(COLUMNS)]}
# The clockwise path, stores included.
PATH = ROW[SOUTH][::-1] + ["S"] + ROW[NORTH] + ["N"]
DISPLAY = ROW[SOUTH] + ROW[NORTH]
# Each player fills from their own right: South f1..a1, North a2..f2.
FILL_ORDER = {SOUTH: ROW[SOUTH][::-1], NORTH: ROW[NORTH]}


def row_owner(hole):
    return SOUTH if hole.endswith("1") else NORTH


def opposite(hole):
    return hole[:-1] + ("2" if hole.endswith("1") else "1")


class Endless(Exception):
    """A relay sowing that never ends."""


class Match:
    def __init__(self):
        self.board = {s: (0 if s in "SN" else FILL) for s in PATH}
        self.out = set()
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.total = sum(self.board.values())
        self.log = [self.line(None, None, None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ output
    def line(self, move, player, passed, round_end, result):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in DISPLAY},
            "stores": {SOUTH: self.board["S"], NORTH: self.board["N"]},
            "to_move": self.to_move,
            "passed": passed,
            "round": self.round,
            "owners": {h: row_owner(h) for h in DISPLAY if h not in self.out},
            "round_end": round_end,
            "result": result,
        }

    # ------------------------------------------------------------ sowing
    def sow(self, player, start):
        """The whole ply of `player` from `start`, on a copy of the board:
        (board, another move?, events); raises Endless."""
        b = dict(self.board)
        path = [s for s in PATH if s not in self.out]
        pos = path.index(start)
        lifts = set()
        events = []
        laps = 0
        again = False
        while True:
            key = (tuple(b[s] for s in PATH), path[pos])
            if key in lifts:
                raise Endless()
            lifts.add(key)
            laps += 1
            seeds, b[path[pos]] = b[path[pos]], 0
            if seeds >= len(path):
                events.append("wraps-origin %s:%d" % (path[pos], seeds))
            while seeds:
                pos = (pos + 1) % len(path)
                b[path[pos]] += 1
                seeds -= 1
            last = path[pos]
            if last == STORE[player]:
                events.append("own-store:again")
                again = True
                break
            if last == STORE[other(player)]:
                events.append("opp-store:ends")
                break
            if b[last] > 1:
                continue            # relay: lift the landing hole, sow on
            if row_owner(last) == player:
                opp = opposite(last)
                if b[opp] > 0:
                    events.append("capture %s=%d (at %s)" % (
                        opp, b[opp], last))
                    b[STORE[player]] += b[opp]
                    b[opp] = 0
                else:
                    events.append("own-empty-nothing %s" % last)
            else:
                events.append("opp-empty:ends %s" % last)
            break
        if laps > 1:
            events.append("relays=%d" % laps)
        return b, again, events

    def moves_of(self, player):
        out = []
        for h in ROW[player]:
            if h in self.out or self.board[h] == 0:
                continue
            try:
                out.append((h, self.sow(player, h)))
            except Endless:
                continue
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return [m for m, _ in self.moves_of(self.to_move)]

    def row_empty(self):
        return [p for p in (SOUTH, NORTH)
                if all(self.board[h] == 0
                       for h in ROW[p] if h not in self.out)]

    # ------------------------------------------------------------ a ply
    def play(self, move):
        assert self.to_move is not None, "match is over"
        player = self.to_move
        results = dict(self.moves_of(player))
        assert move in results, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(results))
        self.board, again, events = results[move]
        self.ply += 1
        passed = round_end = result = None
        empty = self.row_empty()
        if empty:
            events.append("round-over:row-empty %s" % " ".join(empty))
            round_end, result = self.end_round(player, events)
        else:
            nxt = player if again else other(player)
            if self.moves_of(nxt):
                self.to_move = nxt
            elif self.moves_of(other(nxt)):
                events.append("pass %s" % nxt)
                passed = nxt
                self.to_move = other(nxt)
            else:
                events.append("round-over:neither-can-move")
                round_end, result = self.end_round(player, events)
        assert sum(self.board.values()) == self.total
        self.log.append(self.line(move, player, passed, round_end, result))
        self.events.append(events)

    # ------------------------------------------------------------ recount
    def end_round(self, last_mover, events):
        """The round is over: (round_end, result) for the line."""
        round_end = {"holes": {h: self.board[h] for h in DISPLAY},
                     "stores": {SOUTH: self.board["S"],
                                NORTH: self.board["N"]}}
        totals = {p: self.board[STORE[p]] + sum(self.board[h] for h in ROW[p])
                  for p in (SOUTH, NORTH)}
        left = {p: sum(self.board[h] for h in ROW[p]) for p in (SOUTH, NORTH)}
        if any(left.values()):
            events.append("remaining %s" % " ".join(
                "%s+%d" % (p, left[p]) for p in (SOUTH, NORTH) if left[p]))
        events.append("totals %d/%d" % (totals[SOUTH], totals[NORTH]))
        filled = {p: min(totals[p] // FILL, COLUMNS) for p in (SOUTH, NORTH)}
        short = [p for p in (SOUTH, NORTH) if filled[p] < 1]
        if short:
            assert len(short) == 1
            winner = other(short[0])
            self.to_move = None
            events.append("match-won %s %d-%d" % (
                winner, totals[SOUTH], totals[NORTH]))
            return round_end, {"winner": winner,
                               "scores": [totals[SOUTH], totals[NORTH]],
                               "reason": "match-won"}
        self.out = set()
        for p in (SOUTH, NORTH):
            for i, h in enumerate(FILL_ORDER[p]):
                if i < filled[p]:
                    self.board[h] = FILL
                else:
                    self.board[h] = 0
                    self.out.add(h)
            self.board[STORE[p]] = totals[p] - filled[p] * FILL
        events.append("recount %d/%d holes" % (filled[SOUTH], filled[NORTH]))
        if self.out:
            events.append("out-of-play " + ",".join(sorted(self.out)))
        self.round += 1
        self.to_move = other(last_mover)
        return round_end, None


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0]
            counts[word] = counts.get(word, 0) + 1
    most = max([int(e.split("=")[1]) for ev in g.events for e in ev
                if e.startswith("relays=")] or [1])
    return "rounds=%d relays<=%d %s" % (g.round, most, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "main-chongkak", sys.argv[1:], max_plies=MAX_PLIES,
          summary=summary)
