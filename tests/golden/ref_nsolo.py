#!/usr/bin/env python3
"""Reference Nsolo (the Ngoni of East Africa; after Sanderson 1913), on
4 x 10, written from the rules text of Ludii's "Nsolo" (its `rules`
metadata) and the interpretations below, not from sow.

The rules, in short: four rows of an even number of holes (10 to 20), two
counters in each hole but the rightmost hole of each player's inner row;
anticlockwise relay sowing; a last counter in an empty hole of the mover's
inner row takes the opponent's inner hole across, and their outer hole
behind it too if it holds counters; when both were taken, the mover may
take one more hole of the opponent's too; single counters are sown only
when no hole holds more, and then only into an empty hole; whoever takes
all the opponent's counters wins.

Interpretations (the same as in examples/nsolo.sow.toml):
- Board: four rows of ten (the text allows 10 to 20, even; only 10 here).
  South owns rows 1 (outer) and 2 (inner), North rows 4 (outer) and 3
  (inner).  No stores: the counters taken leave play and are counted in
  hand, as the trace's `stores`.
- Start: two in every hole but the rightmost hole of each player's inner
  row, seen from that player's side: South's j2, North's a3 (as Ludii's
  code sets them).  38 counters a side.
- Each player sows anticlockwise round their own two rows only, looping:
  South a1..j1 then j2..a2, North a3..j3 then j4..a4 (Ludii's tracks).
- A lap's last counter in a hole that held counters lifts it (the counter
  just dropped too) and sows on from the next hole; a last counter in an
  empty hole ends the sowing.  A move whose relay would never end (the same
  board comes back at a lift of the same hole) is not a move.
- The last counter in an empty hole of the mover's inner row, with counters
  in the opponent's inner hole of that column: those are taken, and the
  counters of the opponent's outer hole of the column too if it holds any
  (the landing counter stays).  Nothing is taken when the inner hole across
  is empty, whatever the outer one holds.  Ludii's code instead captures on
  a last counter in an OCCUPIED inner hole; we follow the text.
- When both holes of the column were taken (the outer one held counters),
  the mover then takes one more hole of the opponent's, any hole of the
  opponent's two rows holding counters, of the mover's choosing: a ply of
  the mover's own, named by the hole and an `x` (`d3x`), the whole hole
  taken into the mover's hand.  "May" is read as a right the mover always
  uses (taking never harms them); the choice is which hole.  Where the
  opponent has no counter left, there is nothing to choose.
- A hole of one counter may be sown only when no hole of the mover's holds
  more than one (a hole of more holds the singles back even when its own
  sowing would never end), and only when the hole after it along the
  mover's track is empty.
- A player without a move passes (no ply: the next line names the same
  player to move); when neither can move the game ends.
- The game ends as soon as a player has no counter on the board: the other
  has taken them all and wins.  Scores: counters held on the board plus
  counters taken (the loser's board is empty, and the winner's total is
  always the larger); when neither can move, the larger total wins, equal
  totals draw.

Usage: python3 ref_nsolo.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other
from ref_four_rows import ROWS_OF, Board, Endless, ends

COLUMNS = 10
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across


def move_from(holes, player, start):
    """The whole sowing from `start` on a copy of the board: returns the
    board, the seeds taken, whether a chosen hole is owed, and the events;
    raises Endless."""
    holes = list(holes)
    nxt = NEXT[player]
    lifts = set()
    pos, laps, events = start, 0, []
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] > 1:          # the hole held seeds: lift it, sow on
            key = (tuple(holes), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)
            continue
        break                       # an empty hole: the sowing ends
    if laps > 1:
        events.append("relays=%d" % laps)
    events.append("last=%s" % BOARD.order[pos])
    taken, owed = 0, False
    pair = across(player, pos)
    if pair is not None:
        inner, outer = pair
        if holes[inner] == 0:
            events.append("inner-empty-across-%s" % BOARD.order[inner])
        else:
            taken = holes[inner] + holes[outer]
            events.append("capture %s:%d+%s:%d" % (
                BOARD.order[inner], holes[inner], BOARD.order[outer], holes[outer]))
            if holes[outer] == 0:
                events.append("outer-empty")
            else:
                events.append("both-holes")
                owed = True
            holes[inner] = holes[outer] = 0
    return holes, taken, owed, events


def seeds_of(holes, player):
    return sum(holes[h] for h in OWN[player])


def sowing_moves(holes, player):
    """The holes the player may sow from: the multiples (those whose sowing
    ends) while any hole of theirs holds two or more; else the singles
    whose next hole is empty."""
    moves = [h for h in OWN[player] if holes[h] > 0 and ends(
        move_from, holes, player, h)]
    if any(holes[h] > 1 for h in OWN[player]):
        return [BOARD.order[h] for h in moves if holes[h] > 1]
    return [BOARD.order[h] for h in moves if holes[NEXT[player][h]] == 0]


def take_moves(holes, player):
    """The holes the player may choose to take: the opponent's holding seeds."""
    return [BOARD.order[h] + "x" for h in OWN[other(player)] if holes[h] > 0]


def notes(holes, player):
    """The choice the player to move faces, as events."""
    singles = [h for h in OWN[player] if holes[h] == 1]
    out = []
    if singles:
        if any(holes[h] > 1 for h in OWN[player]):
            out.append("singles-held-back=%d" % len(singles))
        else:
            blocked = [BOARD.order[h] for h in singles if holes[NEXT[player][h]] != 0]
            out.append("singles-only")
            if blocked:
                out.append("singles-blocked=" + ",".join(blocked))
    endless = [BOARD.order[h] for h in OWN[player]
               if holes[h] > 1 and not ends(move_from, holes, player, h)]
    if endless:
        out.append("endless=" + ",".join(endless))
    return out


class NsoloGame(Game):
    """A game with the chosen takes owed to the mover (`takes_left`)."""

    def __init__(self, rules):
        Game.__init__(self, rules)
        self.takes_left = 0

    def legal(self):
        if self.to_move is None:
            return []
        if self.takes_left:
            return take_moves(self.holes, self.to_move)
        return sowing_moves(self.holes, self.to_move)


def finish(g, events, reason):
    g.to_move = None
    g.takes_left = 0
    s = seeds_of(g.holes, SOUTH) + g.stores[SOUTH]
    n = seeds_of(g.holes, NORTH) + g.stores[NORTH]
    events.append("over:%s %d-%d %s" % (
        reason, s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def play(g, move):
    player = g.to_move
    opponent = other(player)
    if move.endswith("x"):
        h = BOARD.index[move[:-1]]
        events = ["take-chosen %s:%d" % (move[:-1], g.holes[h])]
        g.stores[player] += g.holes[h]
        g.holes[h] = 0
        g.takes_left -= 1
    else:
        g.holes, taken, owed, events = move_from(g.holes, player, BOARD.index[move])
        g.stores[player] += taken
        g.takes_left = 1 if owed else 0
    if seeds_of(g.holes, opponent) == 0:
        return finish(g, events, "%s-has-no-seeds" % opponent)
    if g.takes_left:
        g.to_move = player
        return events + ["takes-left=%d" % g.takes_left]
    if sowing_moves(g.holes, opponent):
        g.to_move = opponent
    elif sowing_moves(g.holes, player):
        events.append("pass=" + opponent)
        g.to_move = player
    else:
        return finish(g, events, "neither-can-move")
    return events + notes(g.holes, g.to_move)


def start():
    holes = [2] * len(BOARD)
    holes[BOARD.hole(ROWS_OF[SOUTH][1], COLUMNS - 1)] = 0   # j2
    holes[BOARD.hole(ROWS_OF[NORTH][1], 0)] = 0             # a3
    return holes


NSOLO = Rules(BOARD, start(), None, play)


def summary(g):
    """What `pick` reports of a random game: each side's captures and the
    counts of the events special to Nsolo."""
    caps = {SOUTH: 0, NORTH: 0}
    counts = {}
    most = 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
    keys = ["both-holes", "outer-empty", "take-chosen", "singles-held-back",
            "singles-only", "singles-blocked", "pass", "endless"]
    return "cap S=%d N=%d maxrelay=%d %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys))


if __name__ == "__main__":
    drive(lambda: NsoloGame(NSOLO), "nsolo", sys.argv[1:],
          max_plies=1000, summary=summary)
