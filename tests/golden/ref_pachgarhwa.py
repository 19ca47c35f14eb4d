#!/usr/bin/env python3
"""Reference Pachgarhwa (central India, early twentieth century; after
Humphries 1906), written from the rules text of Ludii's "Pachgarhwa" and
the interpretations below, not from sow.

Rules, in short: two rows of five holes, five counters in each; sowing
goes anticlockwise; at the end of each lap the counters of the hole AFTER
the one the last counter fell into are lifted and sown on; when that hole
is empty, the mover captures the counters of the hole after it and the
turn ends.  Play goes on until no more captures are possible, and the
player who has captured the most wins.

Interpretations (the same as in examples/pachgarhwa.sow.toml):
- Holes a1..e1 (row 1, South's, left to right from South) and a2..e2
  (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 e1 e2 d2 c2 b2 a2,
  then a1 again.  No stores: the counters taken are kept in hand, shown
  as `stores`.  South moves first; the players alternate.
- A move lifts every counter of a hole of the mover's own row that holds
  any (a single counter too) and sows them one a hole anticlockwise, the
  first into the hole after the one lifted.  No hole is passed over: a lap
  of ten or more drops a counter back into the hole it came from.
- At the end of every lap (the first included) the hole after the one the
  last counter fell into decides, whatever the last hole held before and
  whoever owns either hole: if it holds counters, all of them are lifted
  and sown on from the hole after it (the next lap); if it is empty, the
  mover takes every counter of the hole after that empty one, in either
  row, and the turn ends.  When that hole is empty too, nothing is taken
  and the turn ends all the same.  The hole a lap was lifted from is an
  empty hole like any other when the lap's next hole is it.
- A move whose laps would go on for ever (the same board coming back when
  the same hole is to be lifted) may not be played.
- A player with no move they may play (an empty row, or only endless
  moves) passes, and the other plays again; the game ends when neither
  can move.  The pass is no ply of the trace: the line of the ply before
  it shows as `to_move` the player who plays next (the one who just
  moved).
- "Until no more captures are possible": after every ply that leaves the
  game going, the position (board, counters taken, player to move) is
  searched: every line of play from it, both players moving as the rules
  allow (passes included; a position where neither can move ends the
  line).  If some line makes a capture (takes at least one counter; a lap
  that ends before an empty hole and an empty hole after it takes
  nothing, and is no capture) play goes on.  If none does and the
  distinct positions reachable (the position itself included) number at
  most 4,096, the game is over.  If more than 4,096 are reachable and no
  capture has been found among them, play goes on too (the question is
  asked again after the next ply).  After a ply that leaves the other
  player to pass, the position searched is the one with that player to
  move, and the search's first step is their pass.  Ludii's code ends the
  game instead when a single counter is left on the board; we follow the
  text.  (In effect the two agree here: a capture never empties the
  board, every position of two to six counters has a capture ahead, and
  every random game ends with one counter left.)
- Ludii's code, unlike its text, moves the next hole's counters into the
  mover's hand (a capture) and sows on from the hole the last counter fell
  into; we follow the text (the next hole's counters are sown on).
- Score: the counters each player has taken.  The counters left on the
  board when the game ends count for nobody (the text: the player who
  captured the most wins; Ludii's code counts each player's own row too).
  More wins; equal is a draw.

Usage: python3 ref_pachgarhwa.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(5)          # order: a1 b1 c1 d1 e1 e2 d2 c2 b2 a2
SIZE = len(RING)
MAX_SEARCH = 4096
SEARCH = {"gave-up": 0}   # searches that reached more than MAX_SEARCH positions


class Endless(Exception):
    """Laps that would never end."""


def sow(holes, start, player):
    """The whole move of `player` from hole `start` on a copy of `holes`: returns
    (board after, counters taken, events); raises Endless."""
    holes = list(holes)
    pos = start
    seen = set()
    events = []
    laps = 0
    while True:
        laps += 1
        origin = pos
        seeds, holes[pos] = holes[pos], 0
        if seeds >= SIZE:
            events.append("wrap %s:%d" % (RING.order[origin], seeds))
        while seeds:
            pos = (pos + 1) % SIZE
            holes[pos] += 1
            seeds -= 1
        nxt = (pos + 1) % SIZE
        if holes[nxt] > 0:
            key = (tuple(holes), nxt)
            if key in seen:
                raise Endless()
            seen.add(key)
            if holes[pos] == 1:
                events.append("relay-after-empty %s>%s" % (RING.order[pos], RING.order[nxt]))
            pos = nxt
            continue
        beyond = (pos + 2) % SIZE
        taken = holes[beyond]
        holes[beyond] = 0
        if nxt == origin:
            events.append("next-is-origin %s" % RING.order[nxt])
        if taken:
            events.append("capture %s:%d after-empty %s (%s row)" % (
                RING.order[beyond], taken, RING.order[nxt],
                "own" if RING.owner(beyond) == player else "opponent"))
        else:
            events.append("capture-nothing %s empty, %s empty" % (
                RING.order[nxt], RING.order[beyond]))
        events.insert(0, "laps=%d" % laps)
        return holes, taken, events



def moves(holes, player):
    """(name, board after, taken) for each move the player may play."""
    out = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        try:
            after, taken, _ = sow(holes, i, player)
        except Endless:
            continue
        out.append((RING.order[i], after, taken))
    return out


def endless_holes(holes, player):
    """The player's occupied holes whose move would never end."""
    out = []
    for i in RING.own_holes(player):
        if holes[i]:
            try:
                sow(holes, i, player)
            except Endless:
                out.append(RING.order[i])
    return out


def legal(holes, player):
    return [name for name, _, _ in moves(holes, player)]


def no_capture_possible(holes, player):
    """Whether no line of play from (holes, player to move) makes a
    capture, with at most MAX_SEARCH positions reachable.  The counters
    taken stay as they are along every line that captures nothing, so the
    board and the player to move stand for the position."""
    start = (tuple(holes), player)
    seen = {start}
    todo = [start]
    while todo:
        board, p = todo.pop()
        succ = []
        mv = moves(board, p)
        if mv:
            for _, after, taken in mv:
                if taken:
                    return False
                succ.append((tuple(after), other(p)))
        elif moves(board, other(p)):
            succ.append((board, other(p)))      # a pass
        # else neither can move: the line ends here
        for s in succ:
            if s not in seen:
                seen.add(s)
                if len(seen) > MAX_SEARCH:
                    SEARCH["gave-up"] += 1
                    return False
                todo.append(s)
    return True


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    after, taken, events = sow(g.holes, start, player)
    g.holes[:] = after
    g.stores[player] += taken
    nxt = other(player)
    mover = nxt                     # who plays the next ply
    if not legal(g.holes, nxt):
        if not legal(g.holes, player):
            g.to_move = None
            events.append("over neither-can-move %d-%d" % (g.stores[SOUTH], g.stores[NORTH]))
            return events
        # nxt passes; the position is still judged with nxt to move (the
        # search's first step is their pass)
        ends = endless_holes(g.holes, nxt)
        events.append("pass %s%s" % (nxt, " (endless %s)" % " ".join(ends) if ends else ""))
        mover = player
    ends = endless_holes(g.holes, nxt)
    if ends:
        events.append("endless-illegal %s" % " ".join(ends))
    before = SEARCH["gave-up"]
    over = no_capture_possible(g.holes, nxt)
    if SEARCH["gave-up"] > before:
        events.append("search-gave-up")
    if over:
        g.to_move = None
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("over no-capture-possible %d-%d left=%d %s" % (
            s, n, sum(g.holes), "draw" if s == n else ("south" if s > n else "north")))
        return events
    if not any(t for _, _, t in moves(g.holes, mover)):
        events.append("lookahead (no capture at once, one later)")
    g.to_move = mover
    return events


def summary(g):
    """A random game's events, in short: captures (in the mover's own row
    or the opponent's), laps ending before two empty holes (nothing
    taken), relays from a hole after an empty landing hole, laps whose
    next hole is their own origin, the longest relay, passes, positions
    with an endless move, searches that gave up, and how the game ended."""
    counts = {}
    most = 0
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w.startswith("laps="):
                most = max(most, int(w[5:]))
                continue
            if w == "capture":
                w = "capture-" + e.split("(")[1].split()[0]
            if w == "over":
                end = e.split()[1] + " " + " ".join(e.split()[2:4])
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s laps<=%d %s" % (end, most, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


PACHGARHWA = Rules(RING, [5] * SIZE, legal, play)


if __name__ == "__main__":
    drive(lambda: Game(PACHGARHWA), "pachgarhwa", sys.argv[1:], max_plies=1000,
          summary=summary)
