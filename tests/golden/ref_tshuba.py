#!/usr/bin/env python3
"""Reference Tshuba (the Tsonga's four-row game, Mozambique; after Junod
1912), on 4 x 4, written from the rules text of Ludii's "Tshuba" and the
interpretations below, not from sow.

The text, in short: a board of four rows (4, 8, 10, 16 or 22 holes a row),
two counters in each hole; sowing goes anticlockwise; a last counter in an
occupied hole lifts it and the sowing goes on; a last counter in an empty
hole of the mover's inner row takes the opponent's inner hole across from
it, and the outer hole behind that too where it holds counters, and the
mover may take one more hole of the opponent's side, any they like; the
turn then ends; a last counter in an empty hole of the outer row ends the
turn; whoever takes all the opponent's counters wins.

- Board: four rows of four (Ludii's described ruleset; the other sizes are
  the same game on longer rows, not played here).  South owns rows 1
  (outer) and 2 (inner), North rows 4 (outer) and 3 (inner).
- Interpretation (the start): two counters in every hole of all four rows,
  16 a player (Ludii's code).
- Interpretation (the path): each player sows round their own two rows
  only, anticlockwise, looping: South a1..d1 then d2..a2, North a3..d3
  then d4..a4 (Ludii's tracks).  Nobody ever sows into the other's rows.
- Interpretation (moves): any own hole holding a counter may be sown, a
  single counter too (the text sets no limit, nor does Ludii's code).  All
  its counters are lifted and sown one a hole from the next hole on.
- A lap's last counter:
  1. in a hole that held counters before it fell (either row): all its
     counters, the last one too, are lifted and sown on from the next hole;
  2. in an empty hole of the mover's inner row: the opponent's inner hole
     of the same column is taken whole, and the opponent's outer hole of
     that column too.  Interpretation: this happens whether or not the
     inner hole across holds counters; with it empty the outer hole is
     still taken, and the chosen hole below still follows (Ludii's code;
     the text makes neither depend on the inner hole's counters).  An
     empty hole adds nothing;
  3. in an empty hole of the mover's outer row: the turn ends.
- Interpretation (the chosen hole): after rule 2 the mover takes one more
  hole of the opponent's, either row, any that holds counters, all its
  counters.  The text's "may" is read as always done (Ludii's code makes it
  compulsory; taking never hurts a player whose aim is to take everything).
  It is a ply of the mover's own, named by the hole and an `x` (`c3x`).
  Where the opponent has no counter left after rule 2 there is nothing to
  choose, and the game is over.  The turn then ends: no extra sowing.
- Counters taken leave play; each player keeps them in hand (the trace's
  `stores`).
- Interpretation (sowings that never end): a move whose relay would come
  back to the same board with the same hole about to be lifted is not a
  legal move.  A player with counters but no legal move passes; when
  neither can move the game ends (decided by the counters each holds,
  board and hand).
- The end: after any ply, a player with no counter left in their holes has
  had all their counters taken, and loses (`to_move` null).  Sowing keeps
  counters on the mover's side, so that player is always the mover's
  opponent.

Events (`trace`, after each line): single, relay-outer, relay-inner,
laps=N, ends-outer, capture inner:N+outer:M, inner-across-empty,
outer-empty, nothing-across, choose, take, endless-refused, pass, over.

Usage: python3 ref_tshuba.py trace MOVE... | write | pick LO HI [MAX]
       | compare LO HI
"""
import sys

from ref_common import NORTH, SOUTH, drive, other
from ref_four_rows import ROWS_OF, Board, Endless

COLUMNS = 4
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across
ORDER = BOARD.order  # row-major: a1..d1, a2..d2, a3..d3, a4..d4
TOTAL = 2 * len(BOARD)


def is_inner(player, h):
    return BOARD.row_col(h)[0] == ROWS_OF[player][1]


def move_from(holes, player, start):
    """The whole sowing from `start` on a copy of the board: returns the
    board, the counters taken across, whether rule 2 fired (the chosen hole
    follows), and the events; raises Endless."""
    holes = list(holes)
    nxt = NEXT[player]
    seen = set()
    events = []
    laps = 0
    pos = start
    if holes[pos] == 1:
        events.append("single")
    while True:
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] > 1:  # held counters before the last fell: relay
            events.append("relay-%s at %s" % (
                "inner" if is_inner(player, pos) else "outer", ORDER[pos]))
            continue
        if laps > 1:
            events.append("laps=%d" % laps)
        if not is_inner(player, pos):
            events.append("ends-outer at %s" % ORDER[pos])
            return holes, 0, False, events
        inner, outer = across(player, pos)
        taken = holes[inner] + holes[outer]
        events.append("capture at %s %s:%d+%s:%d=%d" % (
            ORDER[pos], ORDER[inner], holes[inner], ORDER[outer], holes[outer], taken))
        if holes[inner] == 0 and holes[outer] == 0:
            events.append("nothing-across")
        elif holes[inner] == 0:
            events.append("inner-across-empty")
        elif holes[outer] == 0:
            events.append("outer-empty")
        holes[inner] = holes[outer] = 0
        return holes, taken, True, events


def sowing_moves(holes, player):
    """Every legal sowing: (name, board after, taken, chooses, events)."""
    out = []
    for h in OWN[player]:
        if holes[h] < 1:
            continue
        try:
            after, taken, chooses, ev = move_from(holes, player, h)
        except Endless:
            continue
        out.append((ORDER[h], after, taken, chooses, ev))
    return out


def endless_holes(holes, player):
    legal = {m for m, _, _, _, _ in sowing_moves(holes, player)}
    return [ORDER[h] for h in OWN[player] if holes[h] > 0 and ORDER[h] not in legal]


class Game:
    def __init__(self):
        self.holes = [2] * len(BOARD)
        self.hand = {SOUTH: 0, NORTH: 0}  # counters taken
        self.takes_left = 0                # chosen holes the mover still takes
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def legal(self):
        if self.to_move is None:
            return []
        if self.takes_left:
            opp = other(self.to_move)
            return [ORDER[h] + "x" for h in OWN[opp] if self.holes[h] > 0]
        return [m for m, _, _, _, _ in sowing_moves(self.holes, self.to_move)]

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {name: self.holes[i] for i, name in enumerate(ORDER)},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
        }

    def seeds_on_board(self, player):
        return sum(self.holes[h] for h in OWN[player])

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        opponent = other(player)
        events = []
        if self.takes_left:
            h = BOARD.index[move[:-1]]
            events.append("take %s:%d" % (move[:-1], self.holes[h]))
            self.hand[player] += self.holes[h]
            self.holes[h] = 0
            self.takes_left -= 1
        else:
            for m, after, taken, chooses, ev in sowing_moves(self.holes, player):
                if m == move:
                    self.holes, events = after, list(ev)
                    self.hand[player] += taken
                    if chooses:
                        self.takes_left = 1
        if self.seeds_on_board(opponent) == 0:
            self.to_move = None
            self.takes_left = 0
            events.append("over:%s-has-no-counters" % opponent)
        elif self.takes_left:
            self.to_move = player
            events.append("choose")
        elif sowing_moves(self.holes, opponent):
            self.to_move = opponent
        elif sowing_moves(self.holes, player):
            self.to_move = player
            events.append("pass=%s" % opponent)
        else:
            self.to_move = None
            events.append("over:neither-can-move")
        if self.to_move is not None and not self.takes_left:
            stuck = endless_holes(self.holes, self.to_move)
            if stuck:
                events.append("endless-refused=" + ",".join(stuck))
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == TOTAL
        self.ply += 1
        self.log.append(self.snapshot(move, player))
        self.events.append(events)


def summary(g):
    """`pick`'s words: the special events of the game, counted, and the
    most laps of one sowing."""
    counts = {}
    most = 1
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if e.startswith("laps="):
                most = max(most, int(e.split("=")[1]))
    words = " ".join("%s=%d" % kv for kv in sorted(counts.items()))
    return "most-laps=%d %s" % (most, words)


def main(argv):
    max_plies = 2000
    if argv and argv[0] == "pick" and len(argv) == 4:
        max_plies = int(argv.pop())
    drive(Game, "tshuba", argv, max_plies, summary)


if __name__ == "__main__":
    main(sys.argv[1:])
