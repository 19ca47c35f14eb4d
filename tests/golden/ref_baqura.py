#!/usr/bin/env python3
"""An independent reference of Baqura (Mesopotamia; reported by Thomas Hyde,
De Ludis Orientalibus, 1694, pp. 230-232), a whole match of rounds, written
from the rules text of Ludii's "Baqura" and the interpretations below, not
from sow's source.

Rules, in short: two rows of six holes; each player first lays out 36
counters in their own holes as they please.  A move sows the counters of one
of the mover's holes anticlockwise.  A last counter that makes an odd number
in its hole lifts that hole and the sowing goes on; one that makes an even
number takes that hole and the hole across from it, and then the hole
before, with the hole across from it, while that hole is even, until an odd
or empty hole; a last counter in an empty hole ends the play.  The round
ends when a player cannot move.  Then the player with fewer counters lays
them out as they please in their own holes, the other copies that layout
and keeps the surplus, and play goes on so until a player has no counters.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2 (North's
  row); the anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  The
  hole across from a hole is the other row's hole of the same column.  No
  stores: counters taken, and counters between rounds, are held in hand and
  shown as `stores`, together with counters still to be laid out.
- The first layout: every hole starts empty and each player holds 36.  The
  players take turns, South first, putting one counter from hand into any
  hole of their own (`c1*`), until both hands are empty (72 plies); a
  layout may leave holes empty.  North lays the last counter and South
  makes the first sowing.  (Ludii's code plays it so.)
- A move lifts every counter of a hole of the mover's own row that holds
  any (one counter is a move) and sows them one a hole anticlockwise from
  the next hole.  A lap of twelve or more drops counters into its own
  emptied hole as it passes (the text skips nothing).
- A lap's last counter, judged by the count it makes:
  1 (the hole was empty): the turn ends ("play ends");
  odd, 3 or more: every counter of the hole is lifted and sown on from the
  next hole, whichever row the hole is in.  The relay goes on even when
  the mover's own row has been emptied by it (Ludii's code would make the
  mover pass there; the text says the sowing continues);
  even: the mover takes the hole and the hole across from it (whatever
  that holds, nothing too), then the hole before the landing hole along
  the track (clockwise), with the hole across from it, if it holds an even
  number of counters (not none), and so on backwards until a hole that is
  odd or empty.  Each hole is judged as the captures before it left the
  board: the hole before the first of a row is the hole across from it,
  already emptied, so a run never leaves its row.  The run is not stopped
  at the hole the lap was lifted from (Ludii's code stops there; the text
  does not, and it matters only for a lap of twelve or more).  A capture
  ends the turn.  Captures are made in either row.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.  (The text does not foresee it.)
- "The round ends when one player is unable to move": when the player to
  move has no legal move (no counter in their row, or, never seen, only
  endless moves), the round ends after the ply before.  The counters left
  in the holes go to the owner of each hole (all of them, but for an
  endless case, lie in the other player's row; Ludii's code gives them to
  that player too).  The line of that ply shows `round_end` (the board and
  hands as the ply left them).
- The recount: each player's counters (hand and holes) are counted.  If a
  player has none, the match is over and the other wins ("until one player
  has no remaining counters", judged when a round ends); that line shows
  the board as the round left it and `to_move` null.  Otherwise the board
  is cleared into the hands, and the player with fewer counters lays out
  every one of them, one a ply, into any holes of their own (`c1*`);
  with equal counts North lays out (Ludii's code).  Once their hand is
  empty, each hole of the other player receives as many counters as the
  hole across from it (same column) holds, from that player's hand; the
  surplus stays in hand.  The player with more counters (South after equal
  counts) then makes the first move of the round (Ludii's code: the
  copier moves first).
- `round` counts the rounds from 1; it goes up on the line that ends a
  round (which shows the board cleared for the layout).

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move`, `round`, `owners` (every hole and its owner: always the row's),
`round_end` (on a line that ends a round: `holes` and `stores` as the ply
left them; else null) and `in_hand` (while a layout goes on: the counters
each player has still to lay out; else null).

Events (`trace`, after each line; `pick` counts their first words):
ends-empty HOLE, relay-other-row HOLE:COUNT (a relay lifted from the
other player's row), relay-own-row-empty (a relay goes on with the mover's
row empty), lap-round=N (a lap of twelve or more), capture (one hole and
the hole across), capture-run=N (a run of N holes), capture-own-row (the
run started in the mover's row), opposite-empty (a hole across held
nothing), corner-stop HOLE (the run stopped at the hole across from the
first of its row, just taken, which the sowing had left even) and
corner-stop-matters HOLE (the same, where the hole before it was even too,
so a run read from the counts the sowing left would have gone on),
relays=N, endless-refused, round-over, totals S/N, equal-counts,
layout-by PLAYER N, copied PLAYER N surplus=M, empty-holes-in-layout,
layout-over (the first layout), match-won.

Usage: python3 ref_baqura.py trace MOVE... | write | pick LO HI [MAX]
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)
NAMES = RING.order
IDX = RING.index
HAND = 36
MAX_PLIES = 20000


class Endless(Exception):
    """A relay sowing that never ends."""


def sow(holes, player, start):
    """The whole sowing of `player` from `start`, on a copy of `holes`:
    returns (board, counters taken, events); raises Endless."""
    h = list(holes)
    taken = 0
    events = []
    lifts = set()
    pos = start
    laps = 0
    while True:
        key = (tuple(h), pos)
        if key in lifts:
            raise Endless()
        lifts.add(key)
        laps += 1
        seeds, h[pos] = h[pos], 0
        origin = pos
        if seeds >= N:
            events.append("lap-round=%d from %s" % (seeds, NAMES[origin]))
        while seeds:
            pos = (pos + 1) % N
            h[pos] += 1
            seeds -= 1
        c = h[pos]
        if c == 1:
            events.append("ends-empty %s laps=%d" % (NAMES[pos], laps))
            break
        if c % 2 == 1:
            if RING.owner(pos) != player:
                events.append("relay-other-row %s:%d" % (NAMES[pos], c))
            if all(h[i] == 0 for i in RING.own_holes(player)):
                events.append("relay-own-row-empty %s" % NAMES[pos])
            continue
        # even: the landing hole and the hole across, then backwards
        run = []
        sown = list(h)      # the board as the sowing left it, for the events
        q = pos
        while True:
            opp = RING.opposite(q)
            got = h[q] + h[opp]
            run.append("%s:%d+%s:%d" % (NAMES[q], h[q], NAMES[opp], h[opp]))
            if h[opp] == 0:
                events.append("opposite-empty %s" % NAMES[opp])
            taken += got
            h[q] = h[opp] = 0
            q = (q - 1) % N
            if q == pos or h[q] == 0 or h[q] % 2 == 1:
                if h[q] == 0 and sown[q] and sown[q] % 2 == 0:
                    # the hole across, just taken, was even as sown
                    before = (q - 1) % N
                    events.append("corner-stop%s %s" % ("-matters" if (
                        sown[before] and sown[before] % 2 == 0) else "", NAMES[q]))
                break
        events.append("capture%s %s laps=%d" % (
            "-run=%d" % len(run) if len(run) > 1 else "",
            " ".join(run), laps))
        if RING.owner(pos) == player:
            events.append("capture-own-row %s" % NAMES[pos])
        break
    if laps > 1:
        events.append("relays=%d" % laps)
    return h, taken, events


class Match:
    def __init__(self):
        self.holes = [0] * N
        self.hand = {SOUTH: HAND, NORTH: HAND}       # taken, or to lay out
        self.to_place = {SOUTH: HAND, NORTH: HAND}   # still to lay out
        self.copier = None          # who copies once the layout is done
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.total = 2 * HAND
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ output
    def placing(self):
        return self.to_place[SOUTH] > 0 or self.to_place[NORTH] > 0

    def line(self, move, player, round_end):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {n: self.holes[IDX[n]] for n in RING.display},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
            "round": self.round,
            "owners": {n: RING.owner(IDX[n]) for n in RING.display},
            "round_end": round_end,
            "in_hand": ({SOUTH: self.to_place[SOUTH], NORTH: self.to_place[NORTH]}
                        if self.placing() and self.to_move is not None else None),
        }

    # ------------------------------------------------------------ moves
    def sowings(self, player):
        """The legal sowings of `player`: (name, (board, taken, events))."""
        out = []
        for name in RING.display:
            i = IDX[name]
            if RING.owner(i) != player or self.holes[i] == 0:
                continue
            try:
                out.append((name, sow(self.holes, player, i)))
            except Endless:
                continue
        return out

    def endless_holes(self, player):
        names = {m for m, _ in self.sowings(player)}
        return [n for n in RING.display if RING.owner(IDX[n]) == player
                and self.holes[IDX[n]] and n not in names]

    def legal(self):
        if self.to_move is None:
            return []
        if self.placing():
            return [n + "*" for n in RING.display if RING.owner(IDX[n]) == self.to_move]
        return [m for m, _ in self.sowings(self.to_move)]

    # ------------------------------------------------------------ a ply
    def play(self, move):
        assert self.to_move is not None, "match is over"
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = []
        round_end = None
        if self.placing():
            self.holes[IDX[move[:-1]]] += 1
            self.hand[player] -= 1
            self.to_place[player] -= 1
            if not self.placing():
                if self.copier is None:
                    # the first layout, by turns: North lays last, South sows
                    events.append("layout-over")
                    self.to_move = SOUTH
                else:
                    self.copy_layout(events)
            elif self.copier is None:
                nxt = other(player)
                self.to_move = nxt if self.to_place[nxt] > 0 else player
            # else the loser lays out on
        else:
            board, taken, ev = dict(self.sowings(player))[move]
            self.holes = board
            self.hand[player] += taken
            events.extend(ev)
            nxt = other(player)
            stuck = self.endless_holes(nxt) + self.endless_holes(player)
            if stuck:
                events.append("endless-refused " + ",".join(stuck))
            if self.sowings(nxt):
                self.to_move = nxt
            else:
                round_end = {
                    "holes": {n: self.holes[IDX[n]] for n in RING.display},
                    "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
                }
                events.append("round-over:%s-cannot-move" % nxt)
                self.end_round(events)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == self.total
        self.ply += 1
        self.log.append(self.line(move, player, round_end))
        self.events.append(events)

    # ------------------------------------------------------------ between rounds
    def end_round(self, events):
        total = dict(self.hand)
        for i in range(N):
            total[RING.owner(i)] += self.holes[i]
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        poor = [p for p in (SOUTH, NORTH) if total[p] == 0]
        if poor:
            self.to_move = None
            events.append("match-won %s %d-%d" % (
                other(poor[0]), total[SOUTH], total[NORTH]))
            return
        if total[SOUTH] < total[NORTH]:
            loser = SOUTH
        elif total[NORTH] < total[SOUTH]:
            loser = NORTH
        else:
            loser = NORTH
            events.append("equal-counts")
        self.holes = [0] * N
        self.hand = total
        self.to_place = {SOUTH: 0, NORTH: 0}
        self.to_place[loser] = total[loser]
        self.copier = other(loser)
        self.round += 1
        self.to_move = loser
        events.append("layout-by %s %d" % (loser, total[loser]))

    def copy_layout(self, events):
        w = self.copier
        moved = 0
        for i in RING.own_holes(w):
            c = self.holes[RING.opposite(i)]
            self.holes[i] = c
            moved += c
        self.hand[w] -= moved
        assert self.hand[w] >= 0
        events.append("copied %s %d surplus=%d" % (w, moved, self.hand[w]))
        if any(self.holes[i] == 0 for i in range(N)):
            events.append("empty-holes-in-layout")
        self.to_move = w
        self.copier = None


def summary(g):
    counts = {}
    most = 0
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if e.startswith("relays="):
                most = max(most, int(e.split("=")[1]))
    return "rounds=%d relays<=%d %s" % (g.round, most, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


def main(argv):
    max_plies = MAX_PLIES
    if argv and argv[0] == "pick" and len(argv) == 4:
        max_plies = int(argv.pop())
    drive(Match, "baqura", argv, max_plies=max_plies, summary=summary)


if __name__ == "__main__":
    main(sys.argv[1:])
