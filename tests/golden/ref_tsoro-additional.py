#!/usr/bin/env python3
"""Reference Tsoro (Additional Capture) (Zimbabwe, after Matthews 1964), on
4 x 8, written from the rules text of Ludii's "Tsoro (Additional Capture)"
and the interpretations below, not from sow.

The rules, in short: each player owns the two rows on their side, two seeds
in each hole of their outer row; sowing goes anticlockwise round the
mover's own two rows only; a last seed in an occupied hole lifts it and
sows on; a last seed in an empty hole of the mover's inner row takes the
seeds of the opponent's inner hole across, and then those of the
opponent's outer hole behind it too; after such a capture the mover takes
again from an agreed number (one, two or three) of the opponent's holes,
of their choosing.  Single seeds are sown only when no hole holds more, and
only into an empty hole.  Whoever takes all the opponent's seeds wins.

Conventions and interpretations:
- Board: four rows of eight (the text allows 6 to 21 a row, 8 the most
  common; only 8 here).  South owns rows 1 (outer) and 2 (inner), North
  rows 4 (outer) and 3 (inner).  Two seeds in every hole of rows 1 and 4,
  rows 2 and 3 empty.  South moves first.
- No stores: seeds taken leave play for good; the trace's `stores` are the
  seeds each player has taken (held in hand).
- Tracks (anticlockwise, each player's own two rows, looping): South
  a1..h1 then h2..a2; North a3..h3 then h4..a4.
- A lap's last seed in a hole that held seeds lifts all of that hole and
  sows on from the next hole; a last seed in an empty hole ends the
  sowing.  Interpretation: a move whose relays would never end (the same
  board comes back at a lift of the same hole) is not a legal move.
- Capture: the sowing's last seed in an empty hole of the mover's inner
  row, the opponent's inner hole of that column holding seeds: those seeds
  are taken, and the seeds of the opponent's outer hole of the column too
  (if any).  With the inner hole across empty nothing is taken at all (and
  no extra capture follows).  A last seed in an empty hole anywhere else
  takes nothing.
- Interpretation (the number agreed): the text lets the players agree on
  one, two or three extra holes before the game; this reference plays
  three (Ludii's default ruleset, "3 extra captures"); EXTRA below.
- Extra capture: after a capture, once the sowing is over, the mover makes
  EXTRA more plies of their own, each choosing one hole of the opponent's
  (either of their two rows) that holds seeds and taking all its seeds.
  Interpretation: each choice is a ply named by the hole and an `x`
  (`d3x`); only holes holding seeds may be chosen; where fewer holes than
  the choices left hold seeds, fewer are chosen (the opponent then has no
  seeds, and the game is over).  After the last choice the turn passes.
  The extra choices follow only a capture made by a sowing, never another
  choice.
- Interpretation (single seeds): a hole of one seed may be sown only when
  no hole of the mover's holds two or more (any such hole holds the singles
  back, even one whose sowing never ends), and only when the next hole
  along the mover's track is empty.
- Interpretation: a player who has no legal move passes (the other moves
  again); when neither can move the game ends (a draw: each holds seeds).
- End: the game ends as soon as a player has no seeds on the board (after
  a sowing or a choice).  Interpretation: seeds on the board and in hand
  are counted, most wins; this always names the player who took all the
  other's seeds: a player's board seeds only ever leave by the opponent's
  captures, so the winner holds the 16 they took plus their board seeds
  (at least one), the loser only what they took, 16 less the winner's
  board seeds.

Usage: python3 ref_tsoro-additional.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other
from ref_four_rows import Board, Endless, ends

COLUMNS = 8
EXTRA = 3
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across


def move_from(holes, player, start):
    """The whole sowing from `start` on a copy of the board: returns the
    board, the seeds taken (standard capture), whether a capture was made,
    and the events; raises Endless."""
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
        if holes[pos] > 1:
            key = (tuple(holes), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)
            continue
        break
    if laps > 1:
        events.append("relays=%d" % laps)
    events.append("last=%s" % BOARD.order[pos])
    taken, captured = 0, False
    pair = across(player, pos)
    if pair is not None:
        inner, outer = pair
        if holes[inner] == 0:
            events.append("inner-empty-across-%s" % BOARD.order[inner])
        else:
            captured = True
            taken = holes[inner] + holes[outer]
            events.append("capture %s:%d+%s:%d" % (
                BOARD.order[inner], holes[inner], BOARD.order[outer], holes[outer]))
            if holes[outer] == 0:
                events.append("outer-empty")
            holes[inner] = holes[outer] = 0
    return holes, taken, captured, events


def seeds_of(holes, player):
    return sum(holes[h] for h in OWN[player])


def sowing_moves(holes, player):
    """The holes the player may sow from."""
    moves = [h for h in OWN[player] if holes[h] > 0 and ends(
        move_from, holes, player, h)]
    if any(holes[h] > 1 for h in OWN[player]):
        return [BOARD.order[h] for h in moves if holes[h] > 1]
    return [BOARD.order[h] for h in moves if holes[NEXT[player][h]] == 0]


def choices(holes, player):
    """The opponent's holes the player may choose to take (`d3x`)."""
    return [BOARD.order[h] + "x" for h in OWN[other(player)] if holes[h] > 0]


def notes(holes, player):
    """The singles held back or refused, for the player to move."""
    singles = [h for h in OWN[player] if holes[h] == 1]
    if not singles:
        return []
    if any(holes[h] > 1 for h in OWN[player]):
        return ["singles-held-back=%d" % len(singles)]
    blocked = [BOARD.order[h] for h in singles if holes[NEXT[player][h]] != 0]
    return ["singles-only"] + (["singles-blocked=" + ",".join(blocked)] if blocked else [])


def hand_over(g, player, events):
    """The turn of `player` is over: the opponent moves, or passes."""
    opponent = other(player)
    if sowing_moves(g.holes, opponent):
        g.to_move = opponent
    elif sowing_moves(g.holes, player):
        events.append("pass=" + opponent)
        g.to_move = player
    else:
        g.to_move = None
        events.append("over:neither-can-move")
        return events
    return events + notes(g.holes, g.to_move)


def play(g, move):
    player = g.to_move
    opponent = other(player)
    if g.takes_left:
        hole = BOARD.index[move[:-1]]
        seeds = g.holes[hole]
        g.holes[hole] = 0
        g.stores[player] += seeds
        g.takes_left -= 1
        events = ["extra-take %s:%d" % (move[:-1], seeds)]
        if seeds_of(g.holes, opponent) == 0:
            g.takes_left = 0
            g.to_move = None
            return events + ["over:%s-has-no-seeds" % opponent]
        if g.takes_left:
            g.to_move = player
            return events + ["takes-left=%d" % g.takes_left]
        return hand_over(g, player, events)
    g.holes, taken, captured, events = move_from(g.holes, player, BOARD.index[move])
    g.stores[player] += taken
    if seeds_of(g.holes, opponent) == 0:
        g.to_move = None
        return events + ["over:%s-has-no-seeds" % opponent]
    if captured:
        g.takes_left = EXTRA
        g.to_move = player
        return events + ["takes-left=%d" % EXTRA]
    return hand_over(g, player, events)


def legal(holes, player):
    return sowing_moves(holes, player)


START = [2 if BOARD.row_col(i)[0] in (0, 3) else 0 for i in range(len(BOARD))]
RULES = Rules(BOARD, START, legal, play)


class TsoroGame(Game):
    """A game that remembers the extra choices left to the mover."""

    def __init__(self, rules):
        self.takes_left = 0
        super().__init__(rules)

    def legal(self):
        if self.to_move is None:
            return []
        if self.takes_left:
            return choices(self.holes, self.to_move)
        return sowing_moves(self.holes, self.to_move)


def summary(g):
    """Captures and extra takes by each side, and the longest relay."""
    caps = {SOUTH: 0, NORTH: 0}
    extra = {SOUTH: 0, NORTH: 0}
    counts, most = {}, 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "extra-take":
                extra[line["player"]] += 1
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
    return "caps S%d N%d extra S%d N%d maxrelay=%d %s" % (
        caps[SOUTH], caps[NORTH], extra[SOUTH], extra[NORTH], most,
        " ".join("%s=%d" % kv for kv in sorted(counts.items())
                 if kv[0] not in ("capture", "extra-take", "relays", "last")))


if __name__ == "__main__":
    drive(lambda: TsoroGame(RULES), "tsoro-additional", sys.argv[1:], summary=summary)
