#!/usr/bin/env python3
"""Reference Msuwa wa Kunja (the Nyanja of East Africa; after Sanderson
1913), on 4 x 10, written from the rules text of Ludii's "Msuwa wa Kunja"
(its `rules` metadata) and the interpretations below, not from sow.

The rules, in short: four rows of an even number of holes (10 to 20); two
counters in every hole of both outer rows; anticlockwise sowing that
relays from occupied holes; a last counter in an empty hole of the mover's
inner row takes the opponent's inner hole across, and with it their outer
hole of that column if it holds counters; when both were taken the mover
may take two more holes of the opponent's side as well; single counters
are sown only when no hole holds more, and then only into an empty hole;
whoever takes all the opponent's counters wins.

Interpretations (the same as in examples/msuwa-wa-kunja.sow.toml):
- Board: four rows of ten (the text allows any even size from 10 to 20;
  only 10 is played here).  South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  No stores: counters taken leave
  play and are kept in hand; the trace's `stores` counts them.
- Start: two in each hole of rows 1 and 4, rows 2 and 3 empty: 20 a side.
- "Anticlockwise" is round the mover's own two rows only, looping: South
  a1..j1 then j2..a2, North a3..j3 then j4..a4 (as Ludii's tracks run).
- A lap whose last counter falls into a hole that held counters lifts that
  hole (the counter just dropped included) and sows on from the next hole;
  a last counter in an empty hole ends the sowing.  A move whose relays
  would never end (a lift of the same hole on the same board comes back)
  is no move.
- Capture: the sowing ends in an empty hole of the mover's inner row and
  the opponent's inner hole of the same column holds counters: they are
  taken, and so are those of the opponent's outer hole of that column if
  it holds any.  With the inner hole across empty nothing is taken, even
  when the outer one holds counters.  The counter that landed stays put;
  the turn ends (after any chosen takes).
- When both holes of the column were taken (the outer one held counters),
  the mover then takes two more holes of the opponent's two rows, of the
  mover's choosing among those holding counters: each choice is a ply of
  the mover's own, named by the hole and an `x` (`d3x`), the whole hole
  going into the mover's hand.  "May" is read as a right always used
  (taking never harms the taker).  Where fewer holes hold counters, fewer
  are taken; once the opponent has none left the game is over.
- A hole of one counter may be sown only when no hole of the mover's holds
  two or more (a hole of more holds the singles back even when its own
  sowing would be endless), and only when the next hole along the mover's
  track, where its counter falls, is empty.  Such a counter may capture
  as any last counter does.
- A player with no move passes (no ply: the next line names the same
  player to move again); when neither can move the game ends.
- The game ends as soon as a player has no counter left on the board:
  the other has taken them all and wins.  The score is counters on the
  board plus counters taken; when neither can move, the larger total
  wins, equal totals draw.

Usage: python3 ref_msuwa-wa-kunja.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other
from ref_four_rows import Board, Endless, ends

COLUMNS = 10
TAKES = 2                      # holes chosen after taking a whole column
BOARD = Board(COLUMNS)
NEXT = BOARD.successors()
OWN = BOARD.own_holes()
NAME = BOARD.order


def sow_from(holes, player, start):
    """Play the sowing from hole `start` on a copy of `holes`.  Returns
    (board, counters taken, whether chosen takes are owed, events);
    raises Endless when the relays would never end."""
    b = list(holes)
    step = NEXT[player]
    seen = set()
    here = start
    laps = 0
    while True:
        laps += 1
        hand = b[here]
        b[here] = 0
        while hand > 0:
            here = step[here]
            b[here] += 1
            hand -= 1
        if b[here] == 1:        # it was empty: the sowing stops here
            break
        state = (tuple(b), here)
        if state in seen:
            raise Endless()
        seen.add(state)
    events = []
    if laps > 1:
        events.append("relays=%d" % laps)
    events.append("last=%s" % NAME[here])
    taken, owed = 0, False
    column = BOARD.across(player, here)
    if column is not None:      # an empty hole of the mover's inner row
        inner, outer = column
        if b[inner] == 0:
            events.append("nothing-across=%s" % NAME[inner])
        else:
            events.append("capture %s:%d+%s:%d" % (
                NAME[inner], b[inner], NAME[outer], b[outer]))
            taken = b[inner] + b[outer]
            if b[outer] > 0:
                owed = True
                events.append("whole-column")
            else:
                events.append("inner-only")
            b[inner] = 0
            b[outer] = 0
    return b, taken, owed, events


def on_board(holes, player):
    return sum(holes[h] for h in OWN[player])


def sowings(holes, player):
    """The holes `player` may sow: while any hole of theirs holds two or
    more, those of two or more whose sowing ends; otherwise the singles
    whose next hole is empty."""
    mine = OWN[player]
    if any(holes[h] >= 2 for h in mine):
        return [NAME[h] for h in mine
                if holes[h] >= 2 and ends(sow_from, holes, player, h)]
    return [NAME[h] for h in mine
            if holes[h] == 1 and holes[NEXT[player][h]] == 0]


def choices(holes, player):
    """The chosen takes open to `player`: each hole of the opponent's
    holding counters."""
    return [NAME[h] + "x" for h in OWN[other(player)] if holes[h] > 0]


def situation(holes, player):
    """Events describing what the player to move faces."""
    mine = OWN[player]
    singles = [h for h in mine if holes[h] == 1]
    out = []
    if any(holes[h] >= 2 for h in mine):
        if singles:
            out.append("singles-held-back=%d" % len(singles))
        stuck = [NAME[h] for h in mine
                 if holes[h] >= 2 and not ends(sow_from, holes, player, h)]
        if stuck:
            out.append("endless=" + ",".join(stuck))
    elif singles:
        out.append("singles-only")
        refused = [NAME[h] for h in singles if holes[NEXT[player][h]] > 0]
        if refused:
            out.append("singles-refused=" + ",".join(refused))
    return out


class MsuwaGame(Game):
    """A game that remembers how many chosen takes the mover still has."""

    def __init__(self, rules):
        Game.__init__(self, rules)
        self.takes_left = 0

    def legal(self):
        if self.to_move is None:
            return []
        if self.takes_left > 0:
            return choices(self.holes, self.to_move)
        return sowings(self.holes, self.to_move)


def game_over(g, events, why):
    g.to_move = None
    g.takes_left = 0
    s = on_board(g.holes, SOUTH) + g.stores[SOUTH]
    n = on_board(g.holes, NORTH) + g.stores[NORTH]
    if s == n:
        verdict = "draw"
    else:
        verdict = SOUTH if s > n else NORTH
    events.append("over:%s %d-%d %s" % (why, s, n, verdict))
    return events


def play(g, move):
    me = g.to_move
    you = other(me)
    if move.endswith("x"):
        h = BOARD.index[move[:-1]]
        events = ["chosen-take %s:%d" % (move[:-1], g.holes[h])]
        g.stores[me] += g.holes[h]
        g.holes[h] = 0
        g.takes_left -= 1
    else:
        g.holes, taken, owed, events = sow_from(g.holes, me, BOARD.index[move])
        g.stores[me] += taken
        g.takes_left = TAKES if owed else 0
    if on_board(g.holes, you) == 0:
        return game_over(g, events, "%s-has-none" % you)
    if g.takes_left > 0:
        # every hole chosen is emptied, and the opponent still has counters
        g.to_move = me
        return events + ["takes-left=%d" % g.takes_left]
    if sowings(g.holes, you):
        g.to_move = you
    elif sowings(g.holes, me):
        events.append("pass=" + you)
        g.to_move = me
    else:
        return game_over(g, events, "neither-can-move")
    return events + situation(g.holes, g.to_move)


def initial():
    holes = [0] * len(BOARD)
    for c in range(COLUMNS):
        holes[BOARD.hole(0, c)] = 2     # row 1, South's outer row
        holes[BOARD.hole(3, c)] = 2     # row 4, North's outer row
    return holes


RULES = Rules(BOARD, initial(), None, play)


def summary(g):
    """What `pick` prints of a random game: captures by each side, the
    longest relay and counts of the events special to the game."""
    caps = {SOUTH: 0, NORTH: 0}
    counts = {}
    longest = 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "relays":
                longest = max(longest, int(e.split("=")[1]))
    keys = ["whole-column", "inner-only", "chosen-take", "nothing-across",
            "singles-held-back", "singles-only", "singles-refused", "pass",
            "endless"]
    return "cap S=%d N=%d maxrelay=%d %s" % (
        caps[SOUTH], caps[NORTH], longest,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys))


if __name__ == "__main__":
    drive(lambda: MsuwaGame(RULES), "msuwa-wa-kunja", sys.argv[1:],
          max_plies=1000, summary=summary)
