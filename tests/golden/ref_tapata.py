#!/usr/bin/env python3
"""Reference Tapata (the Konso of Ethiopia; after Pankhurst 1971: 187, as
the Ludii portal summarises it, game 359), written from the rules text of
Ludii's "Tapata" and the interpretations below, not from sow.

Rules, in short (our words): two rows of twelve holes, no stores.  From
the left hole nearest each player, going anticlockwise, the holes run: one
empty, two of three counters, again and again.  Each player's first move
must lift an occupied hole of the right half of their row; it is sown
anticlockwise, and a last counter about to fall in the mover's own row
goes into the first hole of the opponent's row instead.  After that a
move may lift any hole of the mover's row, provided its last counter does
not fall into an occupied hole of the mover's row.  A last counter in an
occupied hole of the opponent's row lifts that hole and the sowing goes
on; once it has, a last counter may also fall into an occupied hole of the
mover's row, which is lifted and sown on likewise.  A last counter in an
empty hole of the mover's row takes the counters of the opponent's hole
across; one in an empty hole of the opponent's row ends the turn.  The
player who takes all the opponent's counters wins; players play for five
wins in a row.

Interpretations:
- Holes a1..l1 (row 1, South's, left to right from South) and a2..l2
  (row 2, North's); anticlockwise order a1 b1 ... l1 l2 k2 ... a2, then
  a1 again.  No stores: counters taken are kept in hand, shown as
  `stores` (afresh each game).
- The start: read from a1 along the ring, 0 3 3 0 3 3 ... for all 24
  holes: a1 d1 g1 j1 and l2 i2 f2 c2 empty, the rest three (24 a side).
  Read from North's left (l2) the pattern is the same.
- The right half of a row as its owner sits: South g1..l1, North a2..f2.
- The first move of each player, in each game: an occupied hole of their
  right half (any count); one lap, the first counter into the next hole,
  one a hole anticlockwise.  If the lap's last counter falls into a hole
  of the mover's row, it is taken out again and put into the first hole of
  the opponent's row the way the counters go (l2 for South, a1 for North).
  The first move is one lap only: no relay, no capture, wherever its last
  counter lies (the relays and the capture are the rules of the moves
  "after this").
- Later moves: any hole of the mover's row with counters (one too), sown
  the same way, no hole passed over (a lap of 24 or more drops a counter
  into its own hole).  Legality is judged on the move's FIRST lap: its
  last counter must fall into a hole of the opponent's row (occupied or
  not) or into a hole of the mover's row that was empty just before that
  counter fell (a hole a lap of 25 or more has already dropped a counter
  into is occupied; the hole lifted, reached by a lap of 24, is empty).
- After each lap of a later move: a last counter in a hole that held
  counters before it fell, of either row, lifts that hole (the last
  counter with it) and the sowing goes on from the next hole.  A last
  counter in an empty hole ends the sowing: in the mover's row it takes
  the counters of the opponent's hole across (nothing when it is empty;
  the last counter stays), on any lap; in the opponent's row nothing
  happens.  A hole emptied earlier in the turn is empty.
- A relay sowing that would go on for ever (the same board comes back at
  a lift of the same hole) is not a move.
- The end of a game: the player to move who has no move (no counter in
  their row, or, never met in random play, only refused or endless moves)
  loses it; the other wins.
- The match: every game starts from the start position; the player after
  the last mover of a game (its loser) starts the next.  A player who wins
  five games in a row wins the match (a game the other wins sets the
  count back to nought).  The line of a game's last ply shows the next
  game set up (`round` one more, its starter to move); the line of the
  match's last ply shows the board as the game left it, `to_move` null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move`, `round` (the game of the match) and `phases` (each player's:
`first-move` until they have played their first turn of the game, then
`play`).

Usage: python3 ref_tapata.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

COLUMNS = 12
RING = Ring(COLUMNS)    # order: a1 ... l1 l2 ... a2
N = len(RING)
START = [0, 3, 3] * 8
RIGHT_HALF = {
    SOUTH: [RING.index[c + "1"] for c in "ghijkl"],
    NORTH: [RING.index[c + "2"] for c in "abcdef"],
}
FIRST_OF_OPPONENT = {SOUTH: RING.index["l2"], NORTH: RING.index["a1"]}
WINS_IN_A_ROW = 5
FIRST, PLAY = "first-move", "play"


class Endless(Exception):
    """A relay sowing that would never end."""


def lap(holes, pos):
    """Lifts hole `pos` and sows its counters one a hole anticlockwise;
    returns the hole of the last counter."""
    seeds, holes[pos] = holes[pos], 0
    while seeds:
        pos = (pos + 1) % N
        holes[pos] += 1
        seeds -= 1
    return pos


def sow_first(holes, player, start):
    """A first move: one lap, its last counter turned aside from the
    mover's row.  Returns (board after, events)."""
    holes = list(holes)
    last = lap(holes, start)
    if RING.owner(last) == player:
        holes[last] -= 1
        to = FIRST_OF_OPPONENT[player]
        holes[to] += 1
        return holes, ["aside %s>%s:%d" % (RING.order[last], RING.order[to], holes[to])]
    kind = "occupied" if holes[last] > 1 else "empty"
    return holes, ["first-ends-%s %s" % (kind, RING.order[last])]


def sow_play(holes, player, start):
    """A later move of `player` from `start` on a copy of `holes`.  Returns
    None when its first lap ends in a hole of the mover's row that held
    counters as its last counter fell (the move is refused), else (board
    after, taken, events); raises Endless.  Brent's cycle finding on the
    states at each lift (board, hole lifted)."""
    holes = list(holes)
    pos = start
    laps = 0
    events = []
    tortoise, power, lam = None, 1, 0
    while True:
        laps += 1
        if holes[pos] >= N:
            events.append("wrap=%d" % holes[pos])
        pos = lap(holes, pos)
        if laps == 1 and RING.owner(pos) == player and holes[pos] > 1:
            return None
        if holes[pos] == 1:         # was empty: the sowing ends here
            break
        if RING.owner(pos) == player:
            events.append("relay-own %s" % RING.order[pos])
        if tortoise is not None and tortoise[1] == pos and tortoise[0] == holes:
            raise Endless()
        lam += 1
        if tortoise is None or lam == power:
            tortoise, power, lam = (list(holes), pos), power * 2, 0
    taken = 0
    if RING.owner(pos) != player:
        events.append("ends-opponent-row %s" % RING.order[pos])
    else:
        opp = RING.opposite(pos)
        if holes[opp] == 0:
            events.append("nothing-opposite %s" % RING.order[pos])
        else:
            taken = holes[opp]
            events.append("capture %s=%d (lap %d)" % (RING.order[opp], taken, laps))
            holes[opp] = 0
    if laps > 1:
        events.append("laps=%d" % laps)
    return holes, taken, events


class TapataGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.round = 1
        self.phases = {SOUTH: FIRST, NORTH: FIRST}
        self.streak = (None, 0)
        self.cache = {}
        self.log[0] = self.snap(self.log[0])

    def snap(self, line):
        line["round"] = self.round
        line["phases"] = dict(self.phases)
        return line

    def options(self, player):
        """Every candidate move: (name, result or None, why)."""
        key = (tuple(self.holes), player, self.phases[player])
        if key not in self.cache:
            self.cache.clear()
            self.cache[key] = self._options(player)
        return self.cache[key]

    def _options(self, player):
        out = []
        if self.phases[player] == FIRST:
            for i in RIGHT_HALF[player]:
                if self.holes[i]:
                    out.append((RING.order[i], sow_first(self.holes, player, i) + (0,), "first"))
            return out
        for i in RING.own_holes(player):
            if self.holes[i] == 0:
                continue
            try:
                res = sow_play(self.holes, player, i)
            except Endless:
                out.append((RING.order[i], None, "endless"))
                continue
            if res is None:
                out.append((RING.order[i], None, "refused"))
            else:
                holes, taken, evs = res
                out.append((RING.order[i], (holes, evs, taken), "ok"))
        return out

    def moves_of(self, player):
        return [name for name, res, _ in self.options(player) if res is not None]

    def legal(self):
        if self.to_move is None:
            return []
        return self.moves_of(self.to_move)

    def play(self, move):
        Game.play(self, move)
        self.snap(self.log[-1])


def play(g, move):
    player = g.to_move
    opts = g.options(player)
    events = []
    refused = [name for name, res, why in opts if why == "refused"]
    endless = [name for name, res, why in opts if why == "endless"]
    if refused:
        events.append("refused=%s" % ",".join(refused))
    if endless:
        events.append("endless=%s" % ",".join(endless))
    (name, res, why), = [o for o in opts if o[0] == move]
    holes, evs, taken = res
    events.extend(evs)
    g.holes[:] = holes
    g.stores[player] += taken
    g.phases[player] = PLAY
    nxt = other(player)
    if g.moves_of(nxt):
        g.to_move = nxt
        return events
    # The player to move cannot: they lose the game.
    why = "no-counters" if RING.row_total(g.holes, nxt) == 0 else "stuck"
    who, count = g.streak
    count = count + 1 if who == player else 1
    g.streak = (player, count)
    events.append("game-over %s %s-wins streak=%d" % (why, player, count))
    if count == WINS_IN_A_ROW:
        g.to_move = None
        events.append("match-over %s-wins round=%d" % (player, g.round))
        return events
    g.round += 1
    g.holes[:] = START
    g.stores[SOUTH] = g.stores[NORTH] = 0
    g.phases = {SOUTH: FIRST, NORTH: FIRST}
    g.to_move = nxt
    return events


TAPATA = Rules(RING, START, None, play)


def summary(g):
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0]
            counts[word] = counts.get(word, 0) + 1
    return "rounds=%d %s" % (g.round, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(lambda: TapataGame(TAPATA), "tapata", sys.argv[1:], max_plies=1500,
          summary=summary)
