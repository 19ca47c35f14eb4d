#!/usr/bin/env python3
"""Reference Unnee Tugalluulax (Mongolia; Popova 1974 as Mancala World
retells it), written from the rules text of Ludii's "Unnee Tugalluulax"
(its "Mancala World (Suggested)" ruleset) and the interpretations below,
not from sow.

Rules, in short: two rows of six holes, six counters in each; a player
sows the counters of any hole of their own row, clockwise; if the last
counter falls into a hole of the player's own row that held three (four
with it), those four are taken.  Play goes on until one player cannot
move or the board position repeats; when one player cannot move, the
other takes the counters left.  The player with more counters wins.

Interpretations (the same as in examples/unnee-tugalluulax.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Clockwise order: f1 e1 d1 c1 b1 a1 a2 b2 c2 d2 e2
  f2, then f1 again (ref_common's ring walked backwards).  No stores: the
  counters taken are kept in hand, shown as `stores`.  South moves
  first; the players alternate; there are no extra turns.
- A move lifts every counter of a hole of the mover's own row that holds
  any (a single counter too) and sows them one a hole clockwise, the
  first into the next hole.  One lap only.  No hole is passed over: a
  hole of twelve or more drops a counter back into itself as it goes
  round.
- Only the hole the LAST counter falls into is looked at: if it is the
  mover's own and now holds exactly four, the four are taken by the
  mover.  Nothing else is taken.  A four made in the opponent's row
  stays (Ludii's code takes it in either row; the text says the mover's
  own row).
- "One player cannot move": judged for the player whose turn comes next,
  after each ply: if their row is empty the game is over.  (A row
  emptied by its own player's move is not the end while the opponent,
  to move, can sow into it.)  The other player then takes what is left,
  which all lies in their own row: so each row's counters go to its
  owner.
- "The board position repeats": after each ply that leaves the next
  player a move, the position (every hole, the counters each player has
  taken, the player to move) is compared with every position of the game
  so far, the start included; if it was seen, the game is over.  (Taken
  counters only grow and the board only loses counters, so the same
  board means the same takings.)  The text does not say who gets the
  counters left then; each player keeps those of their own row (Ludii's
  code scores so).
- The last line shows the board as the last ply left it: the counters
  left are not added to `stores` (as everywhere in these traces); the
  score is each player's takings plus their own row.  More wins; equal
  is a draw.

Usage: python3 ref_unnee-tugalluulax.py trace MOVE... | [--game NAME] write
       | pick LO HI | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # anticlockwise: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)


def position(g):
    return (tuple(g.holes), g.stores[SOUTH], g.stores[NORTH], g.to_move)


class UTGame(Game):
    """A game that remembers every position it has been in."""

    def __init__(self, rules):
        Game.__init__(self, rules)
        self.seen = {position(self)}


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def clockwise(i):
    """The hole after ring index i, sowing clockwise."""
    return (i - 1) % SIZE


def score(g, p):
    return g.stores[p] + RING.row_total(g.holes, p)


def play(g, move):
    player = g.to_move
    holes = g.holes
    start = RING.index[move]
    seeds, holes[start] = holes[start], 0
    events = ["sow=%d" % seeds]
    if seeds >= SIZE:
        events.append("wrap %s:%d" % (move, seeds))
    pos = start
    for _ in range(seeds):
        pos = clockwise(pos)
        holes[pos] += 1
    last = RING.order[pos]
    own = RING.owner(pos) == player
    if holes[pos] == 4 and own:
        g.stores[player] += 4
        holes[pos] = 0
        events.append("capture %s:4" % last)
    elif holes[pos] == 4:
        events.append("four-in-opponent-row %s" % last)
    if pos == start:
        events.append("last-in-origin %s:%d" % (last, holes[pos]))
    nxt = other(player)
    if RING.row_total(holes, player) == 0:
        events.append("own-row-emptied %s" % player)
    if not legal(holes, nxt):
        g.to_move = None
        events.append("over no-move %s" % nxt)
    else:
        g.to_move = nxt
        key = position(g)
        if key in g.seen:
            g.to_move = None
            events.append("over repetition")
        g.seen.add(key)
    if g.to_move is None:
        s, n = score(g, SOUTH), score(g, NORTH)
        events.append("score %d-%d %s" % (
            s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w.startswith("sow="):
                continue
            if w in ("over", "score"):
                w = w + ":" + e.split()[1]
            counts[w] = counts.get(w, 0) + 1
    return " ".join("%s=%d" % kv for kv in sorted(counts.items()))


UNNEE = Rules(RING, [6] * SIZE, legal, play)


if __name__ == "__main__":
    # `--game NAME write` writes NAME.expected.jsonl from NAME.moves (the
    # second golden game, unnee-tugalluulax-repetition); only with write,
    # as compare finds the example file by the same name.
    argv, name = sys.argv[1:], "unnee-tugalluulax"
    if argv[:1] == ["--game"]:
        name, argv = argv[1], argv[2:]
    drive(lambda: UTGame(UNNEE), name, argv, max_plies=2000, summary=summary)
