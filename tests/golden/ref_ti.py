#!/usr/bin/env python3
"""An independent reference of Ti (the Mende of Sierra Leone; after
Migeod 1926: 281-283), written from the rules text of Ludii's "Ti"
(two_rows/Ti.lud) and the interpretations below, not from sow's source
(the reference was written before sow could play the game).

Rules, in short (the text, in our words): a board of 2x6 with two
stores; four counters in each hole.  Sowing is anticlockwise.  In the
first and second moves the players may drop as many counters as they
wish into each hole they sow into; from the third move on they sow one
counter a hole.  A sowing that goes all the way round passes over the
hole it began from.  When the last counter makes a hole hold two or
three, these are captured, and so are the holes before it, in an
unbroken run, that also hold two or three.  A move of a single counter
cannot capture.  When a player's row is empty the opponent must sow into
it if possible.  Play ends when one player's row is empty, and the
opponent claims the remaining counters; the most counters wins.

Interpretations (examples/ti.sow.toml says the same):
- The board: holes a1..f1 (South's, left to right from South) and a2..f2
  (North's, the same columns: f2 faces f1).  The anticlockwise path is
      a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again;
  the two stores are off the path and hold captures only.  Everything
  starts with four; South moves first.
- "The first and second moves" are the game's first two turns, one of
  each player (Ludii's code: each player's first turn).  `phases` shows
  each player's: `opening` for their first turn, `play` from the line of
  that turn's last drop on.
- An opening turn (chosen drops; Ludii's code plays it hole by hole, one
  ply a hole): the mover names an own hole holding counters (the ply is
  the hole, e.g. `c1`) and lifts them all into the hand.  Then the same
  player plays one ply a drop: `drop=k` puts k counters (1 <= k <= the
  hand) into the next hole of the path (the first drop into the hole
  after the lifted one, each later one into the hole after the last that
  received counters).  The turn is over when the hand is empty.  Nothing
  is captured in an opening turn (Ludii's code; the text says nothing of
  captures in these two moves), and the hole lifted is never reached (at
  most eight counters for eleven other holes).  While the turn waits for
  a drop its line carries `dropping` {hand, into}; `to_move` is the mover
  again; the legal moves are `drop=1` ... `drop=H`, in that order.
- A play turn: lift every counter of an own hole holding any and sow one
  a hole along the path from the next hole; a sowing of twelve or more
  passes over the hole it was lifted from, every lap.  If the last
  counter makes a hole (either row) hold 2 or 3, those go to the mover's
  store, and so does each hole before it on the path (going backwards,
  either row) in an unbroken run holding 2 or 3; the run stops at the
  first hole holding another count (at the latest the hole lifted,
  always empty).  A move that lifted a single counter captures nothing.
- Must feed ("when a player's row is empty, the opponent must sow into
  their row if possible"): when the mover's opponent has no counter in
  their row as the turn begins, the mover may only play a move that
  leaves counters in the opponent's row (after its captures); if no move
  does, the mover has no move.  At other times any move is legal, even
  one whose capture empties the opponent's row.  (Ludii's code instead
  forbids, always, any move that leaves the opponent's row empty; the
  text does not say so.)
- The end: when the player to move has no move (their row is empty, or
  the opponent's row is empty and no move feeds it) the game is over;
  each player takes the counters left in their own row (one row is then
  empty, so this is the text's "the opponent claims all the remaining
  counters").  The last line shows the board as the last ply left it
  (the counters still in their holes, the stores unchanged) and
  `result`: scores [south, north] = store + own row; more wins, equal is
  a draw.

Trace: every position has `ply`, `move` (a hole or `drop=k`), `player`,
`holes` (a1..f1, a2..f2), `stores`, `to_move` (null once over), `phases`
(each player's), `dropping` {hand, into} on a line whose turn waits for a
drop (absent otherwise) and, on the last line of a finished game,
`result` (winner or null, `scores` [south, north], reason `no-move`).

Usage: python3 ref_ti.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, drive, other

COLUMNS = 6
ROW = {SOUTH: ["%s1" % c for c in "abcdef"], NORTH: ["%s2" % c for c in "abcdef"]}
PATH = ROW[SOUTH] + ROW[NORTH][::-1]          # a1 .. f1 f2 .. a2
INDEX = {h: i for i, h in enumerate(PATH)}
DISPLAY = ROW[SOUTH] + ROW[NORTH]
OPENING, PLAY = "opening", "play"
END_REASON = "no-move"
MAX_PLIES = 1000


def nxt_hole(i):
    return (i + 1) % len(PATH)


def row_total(board, player):
    return sum(board[h] for h in ROW[player])


def sow_play(board, player, hole):
    """A play-phase move from `hole` on a copy of `board`: (board after,
    seeds taken, events)."""
    b = dict(board)
    seeds, b[hole] = b[hole], 0
    single = seeds == 1
    events = ["sow %s:%d" % (hole, seeds)]
    if seeds >= len(PATH):
        events.append("laps-origin %s:%d" % (hole, seeds))
    origin = INDEX[hole]
    pos = origin
    while seeds:
        pos = nxt_hole(pos)
        if pos == origin:
            continue
        b[PATH[pos]] += 1
        seeds -= 1
    last = PATH[pos]
    taken = 0
    if b[last] in (2, 3):
        if single:
            events.append("single-no-capture %s=%d" % (last, b[last]))
        else:
            run = []
            i = pos
            while b[PATH[i]] in (2, 3):
                run.append("%s=%d" % (PATH[i], b[PATH[i]]))
                taken += b[PATH[i]]
                b[PATH[i]] = 0
                i = (i - 1) % len(PATH)
            events.append("capture%d %s" % (len(run), ",".join(run)))
    else:
        events.append("no-capture %s=%d" % (last, b[last]))
    return b, taken, events


class Ti:
    def __init__(self):
        self.board = {h: 4 for h in PATH}
        self.stores = {SOUTH: 0, NORTH: 0}
        self.total = sum(self.board.values())
        self.phases = {SOUTH: OPENING, NORTH: OPENING}
        self.to_move = SOUTH
        self.hand = 0          # counters in hand during an opening turn
        self.into = None       # the hole the next drop falls into
        self.ply = 0
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    def line(self, move, player, result):
        out = {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in DISPLAY},
            "stores": dict(self.stores),
            "to_move": self.to_move,
            "phases": dict(self.phases),
        }
        if self.hand:
            out["dropping"] = {"hand": self.hand, "into": self.into}
        if result is not None:
            out["result"] = result
        return out

    # ------------------------------------------------------------ moves
    def options(self, player):
        """The play-phase moves: [(hole, (board, taken, events))]."""
        out = []
        feed = row_total(self.board, other(player)) == 0
        for h in ROW[player]:
            if self.board[h] == 0:
                continue
            res = sow_play(self.board, player, h)
            if feed and row_total(res[0], other(player)) == 0:
                continue
            out.append((h, res))
        return out

    def legal_of(self, player):
        if self.hand:
            return ["drop=%d" % k for k in range(1, self.hand + 1)]
        if self.phases[player] == OPENING:
            return [h for h in ROW[player] if self.board[h] > 0]
        return [h for h, _ in self.options(player)]

    def legal(self):
        return [] if self.to_move is None else self.legal_of(self.to_move)

    def play(self, move):
        assert self.to_move is not None, "game is over"
        player = self.to_move
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        events = []
        turn_over = True
        if self.hand:
            k = int(move.split("=")[1])
            self.board[self.into] += k
            self.hand -= k
            events.append("drop %s+%d=%d" % (self.into, k, self.board[self.into]))
            if k > 1:
                events.append("multi-drop")
            if self.hand:
                self.into = PATH[nxt_hole(INDEX[self.into])]
                turn_over = False
            else:
                self.into = None
                self.phases[player] = PLAY
        elif self.phases[player] == OPENING:
            self.hand, self.board[move] = self.board[move], 0
            self.into = PATH[nxt_hole(INDEX[move])]
            events.append("lift %s:%d" % (move, self.hand))
            turn_over = False
        else:
            if row_total(self.board, other(player)) == 0:
                events.append("must-feed")
            (board, taken, evs), = [r for h, r in self.options(player) if h == move]
            self.board = board
            self.stores[player] += taken
            events.extend(evs)
            if taken and row_total(self.board, other(player)) == 0:
                events.append("opponent-emptied")
        assert sum(self.board.values()) + self.hand + sum(self.stores.values()) == self.total
        self.ply += 1
        result = None
        if turn_over:
            nxt = other(player)
            if self.legal_of(nxt):
                self.to_move = nxt
            else:
                self.to_move = None
                s = self.stores[SOUTH] + row_total(self.board, SOUTH)
                n = self.stores[NORTH] + row_total(self.board, NORTH)
                winner = SOUTH if s > n else NORTH if n > s else None
                result = {"winner": winner, "scores": [s, n], "reason": END_REASON}
                why = "empty-row" if row_total(self.board, nxt) == 0 else "cannot-feed"
                events.append("game-over %s %s: %d-%d %s" % (
                    nxt, why, s, n, winner or "draw"))
        self.log.append(self.line(move, player, result))
        self.events.append(events)


def summary(g):
    counts = {}
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0]
            counts[word] = counts.get(word, 0) + 1
    return " ".join("%s=%d" % kv for kv in sorted(counts.items()))


if __name__ == "__main__":
    drive(Ti, "ti", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
