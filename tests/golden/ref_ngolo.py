#!/usr/bin/env python3
"""Reference Ngolo (Democratic Republic of Congo, 4 x 9), written from the
rules text of Ludii's "Ngolo" (after Klepzig 1972: 306), Ludii's own code
for it (Ngolo.lud) where the text is silent, and the interpretations below;
not from sow.

The text, in short: four rows of nine, two counters in every hole; each
player sows anticlockwise from a hole of their own rows; a counter falling
into the mover's inner row takes the counters of both of the opponent's
holes across from it, but nothing if either of the two is empty; the
counters taken are sown on the mover's side; play goes on until one player
has taken every counter, or one forfeits.

Interpretations (the same as the comments of examples/ngolo.sow.toml):
- Board: four rows of nine (a..i); South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  Two counters in each of the 36
  holes, 72 in all.  No stores: counters taken go straight back onto the taker's side
  of the board, so the trace's `stores` are always 0/0.
- Each player sows round their own two rows only, one counter a hole,
  looping: South a1..i1 then i2..a2, North a3..i3 then i4..a4 (Ludii's
  tracks, anticlockwise).  A move lifts every counter of one of the
  mover's holes holding at least one (a single counter may be sown) and
  sows them from the next hole on.  The sowing is one lap: the text has no
  relay.  A lap of 18 or more counters comes round again to the hole it
  was lifted from and drops a counter into it like any other hole (no
  hole is skipped).
- "When a counter falls into a hole in their inner row" is read as the
  lap's LAST counter (Ludii's code does so), whether that hole was empty
  before or not.  If it lies in the mover's inner row and BOTH the
  opponent's inner hole of that column (across) and their outer hole of
  the column (behind it) hold counters, both are taken; if either is
  empty nothing is taken and the turn ends.
- The counters taken are sown one a hole along the mover's track from the
  hole after the capturing one (Ludii's code); the capturing hole keeps
  its own counters.  That sowing takes nothing more, wherever its last
  counter falls (Ludii's code sows them with no capture of their own):
  one capture a turn at most.
- The game ends after the move that leaves the opponent with no counter
  in their two rows: the mover has taken them all and wins (`to_move`
  null).  A player always has a move while they hold a counter, and never
  empties their own side by moving, so that is the only end in play.
- Forfeiting (Ludii's pass, which loses at once) is read as resigning, a
  choice outside the play of the game: it is not a move here.

Usage: python3 ref_ngolo.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | search LO HI [DEPTH [MAX_PLIES]]

`pick` and `compare` play uniformly random games (ref_common.py), which
all but never end here (none of seeds 0-299 within 20,000 plies): a
player's last counters are taken only when they all lie in one column,
both holes of it.  `search` plays games that can end, to
choose the golden game from: South looks DEPTH plies ahead (3 unless
given; minimax on the counters on South's side, a win worth more than any
count) and plays one of its best moves, North plays uniformly at random,
both drawing from `random.Random(seed)`; at most MAX_PLIES (1000) plies.
"""
import random
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other
from ref_four_rows import Board

COLUMNS = 9
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across


def name(h):
    return BOARD.order[h]


def sow(holes, nxt, pos, seeds):
    """Sow `seeds` one a hole from the hole after `pos`; returns the last
    hole and how many times the lap dropped a counter into `pos` again."""
    start, back = pos, 0
    while seeds:
        pos = nxt[pos]
        holes[pos] += 1
        seeds -= 1
        if pos == start:
            back += 1
    return pos, back


def move_from(holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board and the ply's events."""
    holes = list(holes)
    nxt = NEXT[player]
    events = []
    seeds, holes[start] = holes[start], 0
    events.append("sow=%d" % seeds)
    last, back = sow(holes, nxt, start, seeds)
    if back:
        events.append("origin-again+%d" % back)
    events.append("last=%s" % name(last))
    pair = across(player, last)
    if pair is None:
        events.append("outer-row")
        return holes, events
    inner, outer = pair
    was = holes[last] - 1  # what the landing hole held before its counter
    if holes[inner] == 0 or holes[outer] == 0:
        events.append("no-capture %s %s:%d %s:%d" % (
            "both-empty" if holes[inner] == holes[outer] == 0 else
            ("inner-empty" if holes[inner] == 0 else "outer-empty"),
            name(inner), holes[inner], name(outer), holes[outer]))
        return holes, events
    taken = holes[inner] + holes[outer]
    events.append("capture %s:%d+%s:%d=%d %s" % (
        name(inner), holes[inner], name(outer), holes[outer], taken,
        "into-empty" if was == 0 else "into-occupied"))
    holes[inner] = holes[outer] = 0
    end, back = sow(holes, nxt, last, taken)
    events.append("sown-on last=%s" % name(end))
    if back:
        events.append("captured-lap-passes-capturing-hole+%d" % back)
    pair = across(player, end)
    if pair is not None and holes[pair[0]] and holes[pair[1]]:
        # the text's rule would take again here if it were read as a chain
        events.append("no-second-capture %s:%d+%s:%d" % (
            name(pair[0]), holes[pair[0]], name(pair[1]), holes[pair[1]]))
    return holes, events


def legal(holes, player):
    return [name(h) for h in OWN[player] if holes[h] > 0]


def seeds_of(holes, player):
    return sum(holes[h] for h in OWN[player])


def play(g, move):
    player = g.to_move
    g.holes, events = move_from(g.holes, player, BOARD.index[move])
    opponent = other(player)
    if seeds_of(g.holes, opponent) == 0:
        g.to_move = None
        return events + ["over:%s-has-no-counters" % opponent]
    g.to_move = opponent
    return events


NGOLO = Rules(BOARD, [2] * len(BOARD), legal, play)


def summary(g):
    """What `pick` reports of a random game: captures by each side, the
    landings in the inner row that took nothing, captures into an occupied
    hole and into an empty one, laps that came round to their origin,
    captured laps that passed their capturing hole, and captured laps that
    ended where a chain would have taken again."""
    caps = {SOUTH: 0, NORTH: 0}
    counts = {}
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0].split("+")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
                kind = e.split()[-1]
                counts[kind] = counts.get(kind, 0) + 1
    keys = ["no-capture", "into-empty", "into-occupied", "origin-again",
            "captured-lap-passes-capturing-hole", "no-second-capture"]
    return "cap S=%d N=%d %s" % (
        caps[SOUTH], caps[NORTH],
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys))


WIN = 1000


def search_value(holes, to_move, me, depth):
    """Minimax value for `me` of the position with `to_move` to move."""
    if seeds_of(holes, other(me)) == 0:
        return WIN + depth
    if depth == 0:
        return seeds_of(holes, me)
    values = [search_value(move_from(holes, to_move, h)[0], other(to_move), me, depth - 1)
              for h in OWN[to_move] if holes[h] > 0]
    return max(values) if to_move == me else min(values)


def search_game(seed, depth, max_plies):
    """A game of South searching `depth` plies ahead against random North."""
    rng = random.Random(seed)
    g = Game(NGOLO)
    while g.to_move is not None and g.ply < max_plies:
        moves = g.legal()
        if g.to_move == SOUTH:
            scored = [(search_value(move_from(g.holes, SOUTH, BOARD.index[m])[0],
                                    NORTH, SOUTH, depth - 1), m) for m in moves]
            best = max(v for v, _ in scored)
            moves = [m for v, m in scored if v == best]
        g.play(rng.choice(moves))
    return g


if __name__ == "__main__" and sys.argv[1:2] == ["search"]:
    lo, hi = int(sys.argv[2]), int(sys.argv[3])
    depth = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    cap = int(sys.argv[5]) if len(sys.argv) > 5 else 1000
    for seed in range(lo, hi):
        g = search_game(seed, depth, cap)
        print(seed, g.ply, "over" if g.to_move is None else "going", summary(g),
              " ".join(g.log[k]["move"] for k in range(1, len(g.log))) if g.to_move is None else "",
              flush=True)
elif __name__ == "__main__":
    drive(lambda: Game(NGOLO), "ngolo", sys.argv[1:], max_plies=1000,
          summary=summary)
