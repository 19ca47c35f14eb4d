#!/usr/bin/env python3
"""Reference Waurie, or Island Wari (Cayman Islands, about 1985-1995; after
the Mancala World wiki), written from the rules text of Ludii's "Waurie"
(two_rows/Waurie.lud) and the interpretations below, not from sow's source
nor from the example's TOML.

Rules, in short (our paraphrase): two rows of six holes, four counters in
each, and two stores, each player's the one at their right.  A move sows
the counters of any hole of the mover's row anticlockwise, into the
mover's store on the way but never into the opponent's.  A last counter in
the mover's own store gives them another move.  There are no captures: the
first player with no counter left in their row wins, even when the other
player is next to move and would put counters back into it.

Conventions and interpretations (examples/waurie.sow.toml says the same):
- Holes a1..f1 (row 1, South's, left to right as South sees them) and
  a2..f2 (row 2, North's, the same columns).  South moves first.
- The store at each player's right: South's lies past f1, North's past a2.
  Anticlockwise, South's path is a1 b1 c1 d1 e1 f1 S f2 e2 d2 c2 b2 a2,
  then a1 again (North's store passed over); North's is
  f2 e2 d2 c2 b2 a2 N a1 b1 c1 d1 e1 f1, then f2 (South's store passed
  over).  Each path has thirteen places.
- A move lifts every counter of one of the mover's holes that holds any
  (one counter is enough) and sows them one a place along the mover's
  path, the first into the place after the hole lifted.  Interpretation:
  no hole is passed over but the opponent's store, so a sowing of thirteen
  or more drops a counter back into the hole it was lifted from (the text
  names no other exception; Ludii's code does the same).
- The last counter in the mover's own store: the mover plays again (a new
  ply).  Anywhere else the turn ends; nothing is ever taken.
- End: after every ply, a player whose six holes are all empty wins at
  once, whoever is to move next: after a ply that ends in the mover's store
  (the extra move is not played) as after any other.  Interpretation: the
  row is judged when the ply's sowing is over, not while it goes on (a
  sowing of thirteen or more from a player's only occupied hole comes back
  into their row; Ludii's code also judges after the move).
  Interpretation: two rows can never be empty together: a sowing only adds
  counters to the opponent's row, and the opponent's row was not empty
  before the ply (the game would have ended when it was emptied, and it
  starts full), so only the mover's row can be emptied by a ply.  Nor is a
  player ever to move with an empty row (it would have ended the game
  after their own ply, the opponent's sowing never empties it), so a
  player to move always has a move; the reference asserts both.
- The counters each player holds (store and own row) are written in the
  result as `scores` [south, north], for information only: the winner is
  the one who emptied their row, whatever the counts.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move` (null once the game is over) and `result` (on the last line of a
finished game: the winner, `scores` [south, north] and the reason
`region-empty`; null elsewhere).

Usage: python3 ref_waurie.py trace MOVE... | write [NAME] | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # holes: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
STORE = {SOUTH: "S", NORTH: "N"}
# Each player's path: the ring of holes from their row's start, with their
# own store after their own row; the opponent's store is not on it.
PATH = {
    SOUTH: RING.order[0:6] + ["S"] + RING.order[6:12],
    NORTH: RING.order[6:12] + ["N"] + RING.order[0:6],
}
MAX_PLIES = 5000


def row_empty(holes, player):
    return all(holes[i] == 0 for i in RING.own_holes(player))


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    path = PATH[player]
    pos = path.index(move)
    seeds = g.holes[RING.index[move]]
    g.holes[RING.index[move]] = 0
    events = []
    if seeds >= len(path):
        events.append("wraps-origin %s:%d" % (move, seeds))
    while seeds:
        pos = (pos + 1) % len(path)
        place = path[pos]
        if place == STORE[player]:
            g.stores[player] += 1
        else:
            g.holes[RING.index[place]] += 1
        seeds -= 1
    last = path[pos]
    again = last == STORE[player]
    if again:
        events.append("own-store:again")
    elif RING.owner(RING.index[last]) == player:
        events.append("ends-own-row %s" % last)
    else:
        events.append("ends-opponent-row %s" % last)
    empty = [p for p in (SOUTH, NORTH) if row_empty(g.holes, p)]
    assert len(empty) <= 1, "both rows empty"
    assert empty in ([], [player]), "a ply emptied the opponent's row"
    g.result = None
    if empty:
        winner = empty[0]
        scores = [g.stores[p] + RING.row_total(g.holes, p) for p in (SOUTH, NORTH)]
        g.result = {"winner": winner, "scores": scores, "reason": "region-empty"}
        g.to_move = None
        events.append("won-by-emptying %s%s %d-%d" % (
            winner, " (after own store)" if again else " (opponent to move)",
            scores[0], scores[1]))
        return events
    g.to_move = player if again else other(player)
    assert legal(g.holes, g.to_move), "a player to move has no move"
    return events


WAURIE = Rules(RING, [4] * len(RING), legal, play)


class WaurieGame(Game):
    """A game whose every line carries `result` too."""

    def __init__(self, rules):
        super().__init__(rules)
        self.result = None
        self.log[0]["result"] = None

    def play(self, move):
        super().play(move)
        self.log[-1]["result"] = self.result


def summary(g):
    """A random game's extra moves, sowings that wrap round to their own
    hole, and how it ended."""
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w == "won-by-emptying":
                end = " ".join(e.split()[1:])
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


def main(argv):
    """`write NAME` writes another golden game of the same example,
    NAME.expected.jsonl from NAME.moves (`waurie-own-store`); everything
    else is the driver's."""
    name = "waurie"
    if len(argv) == 2 and argv[0] == "write":
        name, argv = argv[1], argv[:1]
    drive(lambda: WaurieGame(WAURIE), name, argv, max_plies=MAX_PLIES,
          summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
