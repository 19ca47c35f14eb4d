#!/usr/bin/env python3
"""Reference Tsoro with captures sown back (Ludii's "Tsoro (Reentered
Captures)", after Matthews 1964, 4 x 8), written from the rules text of
Ludii's file, its code where the text is silent, and the interpretations
below, not from sow.

Rules, in short (our words): four rows; each player owns the two rows on
their side, two counters in each hole of their outer row.  Sowing goes
anticlockwise round the mover's own two rows only.  A last counter in an
occupied hole lifts that hole and sowing goes on.  A last counter in an
empty hole of the mover's inner row takes the counters of the opponent's
inner hole across, and those of the opponent's outer hole behind it too,
the outer only when the inner one gave some.  The captured counters are
sown on the capturer's own side, from the hole after the one where the
capture was made.  A hole of one counter may be sown only when no hole
holds more, and only into an empty hole.  Whoever takes all the
opponent's counters wins.

The board and tracks (ref_four_rows.py): South owns rows 1 (outer) and 2
(inner) and sows a1..h1 then h2..a2; North owns rows 4 (outer) and 3
(inner) and sows a3..h3 then h4..a4; both loop.  No stores: captured
counters go straight back on the board, so the trace's `stores` stay 0.

Interpretations:
- The text allows rows of 6 to 21 holes; this reference plays 4 x 8, the
  default.
- Where the captured counters start: "the hole following the one from
  which the capture was triggered" is the hole after the landing hole
  (the empty inner hole the last counter fell into) along the mover's
  track; the landing hole keeps its one counter.  Ludii's code does the
  same (the captured counters are moved into the landing hole and sown
  from it).  A sown-back lap of more counters than the track's 16 holes
  goes on round it, dropping into the landing hole as it passes (every
  lap here passes its own origin, as Ludii's sowing does).
- How the turn goes on: once the captured counters are sown, the turn is
  over, wherever the last of them falls: an occupied hole is not lifted
  and an empty inner hole across from counters takes nothing.  The text
  says nothing of what follows the sowing back; Ludii's code ends the
  turn there (the sowing of the captured counters has no rule of its own
  and asks for no further move), and we follow it.
- A move whose relays would go round forever (the same board with the
  same hole about to be lifted comes back) is not a move (as in Tsoro).
- A hole of more than one counter holds the singles back even when its
  own sowing would never end; a hole of one counter may then not be sown,
  and a player left with no move passes (as in Tsoro).
- A single counter may be sown only when the hole after it along the
  track is empty (Ludii checks the next hole on the track).
- A player without a move passes; when neither can move the game ends and
  the counters each player holds on their side decide it (more wins,
  equal draws).
- The game ends as soon as a player has no counters: the other has taken
  them all, holds every counter and wins.

Usage: python3 ref_tsoro-reentered.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, capture_tally
from ref_four_rows import Board, Endless, ends
from ref_tsoro import seeds_of, singles_rule

COLUMNS = 8
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across
TRACK = 2 * COLUMNS


def move_from(holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board and the events; raises Endless."""
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
        if holes[pos] > 1:  # the hole held counters: relay
            key = (tuple(holes), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)
            continue
        break
    if laps > 1:
        events.append("relay=%d" % laps)
    events.append("last=%s" % BOARD.order[pos])
    pair = across(player, pos)
    if pair is None:
        return holes, events
    inner, outer = pair
    if holes[inner] == 0:
        events.append("inner-empty-across-%s" % BOARD.order[inner])
        return holes, events
    taken = holes[inner] + holes[outer]
    events.append("capture %s:%d+%s:%d=%d" % (
        BOARD.order[inner], holes[inner], BOARD.order[outer], holes[outer], taken))
    events.append("both-holes" if holes[outer] else "outer-empty")
    holes[inner] = holes[outer] = 0
    # sown back from the hole after the landing hole; the turn then ends
    landing = pos
    seeds = taken
    first = nxt[landing]
    while seeds:
        pos = nxt[pos]
        holes[pos] += 1
        seeds -= 1
    events.append("sow-back %d from %s to %s" % (taken, BOARD.order[first], BOARD.order[pos]))
    if taken > TRACK - 1:
        events.append("sow-back-passes-landing")
    if holes[pos] > 1:
        events.append("sow-back-ends-occupied")  # no relay: the turn is over
    else:
        again = across(player, pos)
        if again is not None and holes[again[0]] > 0:
            events.append("sow-back-ends-empty-inner-across-seeds")  # no capture
        else:
            events.append("sow-back-ends-empty")
    return holes, events


legal = singles_rule(move_from)


def notes(holes, player):
    """Events about the choice of the player to move: singles held back by
    the multiples, singles refused for an occupied next hole, endless
    holes."""
    out = []
    singles = [h for h in OWN[player] if holes[h] == 1]
    multiples = [h for h in OWN[player] if holes[h] > 1]
    if singles and multiples:
        out.append("singles-held-back=%d" % len(singles))
    elif singles:
        blocked = [BOARD.order[h] for h in singles if holes[NEXT[player][h]] != 0]
        out.append("singles-only")
        if blocked:
            out.append("singles-blocked=" + ",".join(blocked))
    endless = [BOARD.order[h] for h in multiples if not ends(move_from, holes, player, h)]
    if endless:
        out.append("endless=" + ",".join(endless))
    return out


def play(g, move):
    player = g.to_move
    g.holes, events = move_from(g.holes, player, BOARD.index[move])
    opponent = other(player)
    if seeds_of(g.holes, opponent) == 0:
        g.to_move = None
        return events + ["over:%s-has-no-seeds" % opponent]
    if legal(g.holes, opponent):
        g.to_move = opponent
    elif legal(g.holes, player):
        events += notes(g.holes, opponent) + ["pass=" + opponent]
        g.to_move = player
    else:
        g.to_move = None
        s, n = seeds_of(g.holes, SOUTH), seeds_of(g.holes, NORTH)
        return events + ["over:neither-can-move %d-%d" % (s, n)]
    return events + notes(g.holes, g.to_move)


START = [2 if BOARD.row_col(i)[0] in (0, 3) else 0 for i in range(len(BOARD))]
TSORO_REENTERED = Rules(BOARD, START, legal, play)


def summary(g):
    """What `pick` reports of a random game: each side's captures, how
    the sown-back laps ended, singles held back or refused, endless holes
    and passes."""
    caps, counts, _ = capture_tally(g)
    keys = ["both-holes", "outer-empty", "inner-empty-across-", "sow-back-ends-occupied",
            "sow-back-ends-empty-inner-across-seeds", "sow-back-ends-empty",
            "sow-back-passes-landing", "relay", "singles-held-back", "singles-blocked",
            "endless", "pass", "over"]
    inner_empty = sum(v for k, v in counts.items() if k.startswith("inner-empty-across-"))
    counts["inner-empty-across-"] = inner_empty
    last = g.events[-1][-1] if g.events[-1] else ""
    return "cap S=%d N=%d %s | %s" % (
        caps[SOUTH], caps[NORTH],
        " ".join("%s=%d" % (k.rstrip("-"), counts.get(k, 0)) for k in keys), last)


if __name__ == "__main__":
    drive(lambda: Game(TSORO_REENTERED), "tsoro-reentered", sys.argv[1:],
          max_plies=1000, summary=summary)
