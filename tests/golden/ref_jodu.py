#!/usr/bin/env python3
"""Reference J'odu (Yoruba of Nigeria, also Ghana; after Murray 1951),
written from the rules text of Ludii's "J'odu" and the interpretations
below, not from sow.

Rules, in short: two rows of six holes, four counters in each, a store for
each player.  Sowing runs anticlockwise.  A last counter that falls into an
occupied hole lifts that hole and the sowing goes on.  A last counter that
falls into an empty hole ends the sowing: in the mover's own row it takes
whatever the opponent's hole opposite holds; in the opponent's row the turn
simply ends.  A player must play so that the opponent can play next turn,
if they can.  The player who has captured the most counters wins.

Interpretations (the same as in examples/jodu.sow.toml):
- Holes a1..f1 (row 1, South's), a2..f2 (row 2, North's); anticlockwise
  order a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  The stores are
  not on the sowing path (Ludii's track passes only the twelve holes); they
  only receive captures.  South moves first; the players alternate (a relay
  is part of the same ply, never a new one).
- A move lifts every counter of one of the mover's own non-empty holes and
  sows them one a hole from the next hole on.  No hole is skipped: a lap of
  twelve or more drops a counter back into the hole it was lifted from.
- Relay: a lap whose last counter falls into a hole that held counters
  before it fell lifts that hole, the counter just dropped included, and
  sows on from the hole after it.  "Empty" is judged just before the last
  counter falls, so a lap that ends in the hole it was lifted from (empty
  since the lift) ends in an empty hole.
- Capture: a last counter in an empty hole of the mover's own row takes
  every counter of the opponent's hole opposite (same column) to the
  mover's store; the capturing counter itself stays where it fell.  With
  the opposite hole empty nothing is taken.  Either way, and likewise for
  an empty hole of the opponent's row, the turn ends.  Only a last counter
  captures, and only once a turn.
- A relay that would never end (the same board comes back at a lift of the
  same hole) may not be played.
- "The opponent is able to play on their next turn" is read as: after the
  whole turn (relays and capture included), the opponent's row holds at
  least one counter.  When some legal move leaves the opponent a counter,
  only such moves may be played; when none does, every legal move may be
  played ("if possible").
- The end: the text gives none.  As Ludii's code does, the game ends when
  the player to move has no legal move (their row is empty, or, in theory,
  every move they have never ends); `to_move` is then null.  The score, as
  in Ludii's code, is the counters captured plus the counters left in the
  player's own row; the most wins, equal is a draw.  (The last line of the
  trace leaves those counters in their holes; `stores` shows the captures.)

Usage: python3 ref_jodu.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Endless, Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2


def sow_move(holes, player, start):
    """The whole move from hole index `start` on a copy of `holes`: returns
    (board after, seeds taken, events); raises Endless."""
    holes = list(holes)
    events = []
    seen = set()
    pos = start
    laps = 0
    while True:
        laps += 1
        origin = pos
        seeds, holes[origin] = holes[origin], 0
        if seeds >= len(RING):
            events.append("origin-sown lap=%d seeds=%d" % (laps, seeds))
        while seeds:
            pos = (pos + 1) % len(RING)
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:          # was empty before the last seed fell
            if pos == origin:
                events.append("ends-in-origin %s" % RING.order[pos])
            break
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)
    events.append("laps=%d" % laps)
    if laps > 1:
        events.append("relay")
    last = pos
    taken = 0
    if RING.owner(last) == player:
        opp = RING.opposite(last)
        if holes[opp] > 0:
            taken = holes[opp]
            holes[opp] = 0
            events.append("capture %s:%d (last %s)" % (RING.order[opp], taken, RING.order[last]))
        else:
            events.append("own-empty-nothing-opposite %s" % RING.order[last])
    else:
        events.append("ends-in-opponent-row %s" % RING.order[last])
    return holes, taken, events


_CANDIDATES = {}


def candidates(holes, player):
    """(name, board after, endless?) for every non-empty own hole
    (remembered by position, as random play asks again and again)."""
    key = (tuple(holes), player)
    if key not in _CANDIDATES:
        _CANDIDATES[key] = _candidates(holes, player)
    return _CANDIDATES[key]


def _candidates(holes, player):
    out = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        try:
            after, _, _ = sow_move(holes, player, i)
            out.append((RING.order[i], after, False))
        except Endless:
            out.append((RING.order[i], None, True))
    return out


def legal_with_reasons(holes, player):
    """The legal moves, and events saying which moves were refused and why."""
    events = []
    ending = []
    for name, after, endless in candidates(holes, player):
        if endless:
            events.append("endless-illegal=" + name)
        else:
            ending.append((name, after))
    leaving = [name for name, after in ending if RING.row_total(after, other(player)) > 0]
    if leaving:
        refused = [name for name, _ in ending if name not in leaving]
        if refused:
            events.append("leave-a-move-refuses=" + ",".join(refused))
        return leaving, events
    if ending:
        events.append("leave-a-move-lapses (no move leaves one)")
    return [name for name, _ in ending], events


def legal(holes, player):
    return legal_with_reasons(holes, player)[0]


def play(g, move):
    player = g.to_move
    _, events = legal_with_reasons(g.holes, player)
    g.holes, taken, ev = sow_move(g.holes, player, RING.index[move])
    events += ev
    g.stores[player] += taken
    if RING.row_total(g.holes, other(player)) == 0:
        events.append("opponent-row-empty")
    nxt = other(player)
    if not legal(g.holes, nxt):
        g.to_move = None
        s = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
        n = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
        events.append("over:%s-cannot-move %d-%d %s" % (
            nxt, s, n, "draw" if s == n else ("south" if s > n else "north")))
    else:
        g.to_move = nxt
    return events


def summary(g):
    """A random game's events for `pick`: each event word counted, the
    longest relay, and how the game ended."""
    counts = {}
    most = 0
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0]
            if word == "laps":
                most = max(most, int(e.split("=")[1]))
                continue
            counts[word] = counts.get(word, 0) + 1
    return "maxlaps=%d " % most + " ".join("%s=%d" % kv for kv in sorted(counts.items()))


JODU = Rules(RING, [4] * len(RING), legal, play)


if __name__ == "__main__":
    drive(lambda: Game(JODU), "jodu", sys.argv[1:], max_plies=1000, summary=summary)
