#!/usr/bin/env python3
"""Reference Hawalis (Oman; after de Voogt 2003), on 4 x 7, written from
the rules text of Ludii's "Hawalis" (Common/res/lud/board/sow/four_rows/
Hawalis.lud, its metadata) and the interpretations below, not from sow.

Rules, in short: four rows of seven holes, two seeds in each; each player
owns the two rows nearer them and sows anticlockwise round them; a last
seed in the mover's inner row takes the seeds of the opponent's hole
across; single seeds may be sown only when nothing else can, and never
into an occupied hole; play goes on until one player has no seeds.

Conventions and interpretations:
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer) and
  3 (inner).  Two seeds in every hole, 56 in all.  No stores: the seeds
  taken leave the board and are held in hand, shown as the trace's
  `stores`.
- Each player sows round their own two rows only, anticlockwise seen from
  above: South a1..g1 then g2..a2, North a3..g3 then g4..a4, each looping
  (14 holes).  A move lifts every seed of one of the mover's holes and
  drops them one a hole from the next hole on.
- Interpretation: one lap per move.  The text says nothing of lifting the
  hole the last seed falls into and sowing on, and Ludii's code does not:
  the move ends where its last seed falls (after the capture rule).
- Interpretation: a sowing of 14 or more seeds goes on round the track
  past the emptied starting hole, dropping seeds into it too (the text
  skips no hole; Ludii's code skips none).
- Capture: the last seed falls into a hole of the mover's inner row, and
  the opponent's hole across from it (their inner hole of the same column)
  holds seeds: those seeds are taken, and nothing else (not the
  opponent's outer hole behind it, not the capturing seed).
  Interpretation: only when the hole the last seed falls into was empty
  before it (the seed lies alone there), as Ludii's code has it (its
  capture asks for a count of 1 after the sowing); the text names no such
  condition, but does not say that an occupied hole captures either.
  A last seed elsewhere, or in the inner row with nothing across, takes
  nothing.  The turn then ends.
- A hole of one seed may be sown only when no hole of the mover's holds
  two or more.  Interpretation: "they may not sow into another hole that
  already contains a counter" is said of these single seeds: a single seed
  may be sown only when the hole after it on the mover's track is empty.
  (Ludii's code has the first half of the rule only.)
- Interpretation: a player who has seeds but no legal move (every hole of
  theirs holds exactly one seed, each before an occupied hole) passes: the
  text has play go on until a player has no seeds.  If neither can move
  the game ends.  (Never met in the games scanned; see the notes.)
- End: the game ends after the ply that leaves a player with no seed on
  their two rows (only the mover's opponent can be so left).
  Interpretation: each player's seeds, on their rows and in hand, decide
  it, as in Ludii's code's score; the player left with none always has
  fewer (they hold only what they took), so they lose.  After both are
  blocked, equal counts draw.

Usage: python3 ref_hawalis.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, capture_tally, drive, other
from ref_four_rows import ROWS_OF, Board, singles_turns

COLUMNS = 7
BOARD = Board(COLUMNS)
NEXT, OWN = BOARD.successors(), BOARD.own_holes()
TRACK_LEN = 2 * COLUMNS


def across(player, hole):
    """The opponent's inner hole across from `hole` if `hole` is in the
    player's inner row; else None."""
    pair = BOARD.across(player, hole)
    return None if pair is None else pair[0]


def move_from(holes, player, start):
    """The move from `start` on a copy of the board: returns the board,
    the seeds taken and the events."""
    holes = list(holes)
    nxt = NEXT[player]
    events = []
    seeds, holes[start] = holes[start], 0
    if seeds >= TRACK_LEN:
        events.append("laps-origin=%d" % seeds)
    pos = start
    while seeds:
        pos = nxt[pos]
        holes[pos] += 1
        seeds -= 1
    events.append("last=%s" % BOARD.order[pos])
    taken = 0
    opp = across(player, pos)
    if opp is not None:
        if holes[pos] > 1:
            if holes[opp] > 0:
                events.append("occupied-inner-no-capture")
            else:
                events.append("occupied-inner")
        elif holes[opp] == 0:
            events.append("empty-inner-nothing-across")
        else:
            taken = holes[opp]
            events.append("capture %s:%d" % (BOARD.order[opp], taken))
            holes[opp] = 0
    return holes, taken, events


def legal(holes, player):
    """Holes of two or more; only when there are none, single seeds whose
    next hole along the track is empty."""
    own = OWN[player]
    multiples = [h for h in own if holes[h] > 1]
    if multiples:
        return [BOARD.order[h] for h in multiples]
    return [BOARD.order[h] for h in own
            if holes[h] == 1 and holes[NEXT[player][h]] == 0]


seeds_of, notes, play = singles_turns(BOARD, move_from, legal)


START = [2] * len(BOARD)
HAWALIS = Rules(BOARD, START, legal, play)


def summary(g):
    """What `pick` reports of a random game: each side's captures and the
    other events of note, counted."""
    caps, counts, _ = capture_tally(g)
    keys = ["occupied-inner-no-capture", "empty-inner-nothing-across",
            "singles-held-back", "singles-only", "singles-blocked",
            "laps-origin", "pass"]
    return "cap S=%d N=%d %s" % (caps[SOUTH], caps[NORTH],
                                 " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys))


if __name__ == "__main__":
    assert ROWS_OF[SOUTH] == (0, 1) and ROWS_OF[NORTH] == (3, 2)
    drive(lambda: Game(HAWALIS), "hawalis", sys.argv[1:], max_plies=1000,
          summary=summary)
