#!/usr/bin/env python3
"""Reference Quiela (the Jinga of Angola, 4 x 7), written from the rules
text of Ludii's "Quiela" (after Silva 1995: 103-105) and the
interpretations below, not from sow nor from the example file's
mechanics.

The rules, in short: three counters in each outer hole, 21 a player,
which each player first rearranges over their two rows under three
rules (the leftmost outer hole the fullest; no hole fuller than the hole
on its left; at most two inner holes of a single counter).  Sowing is
anticlockwise round one's own two rows; a last counter in an occupied
hole sows on, one in an empty hole ends the turn, and in an empty hole of
one's inner row it takes the opponent's inner hole across and, if it
holds counters, the outer hole behind it.  Once no hole of a player's
holds more than one counter, that player may only move a single counter
into an empty hole.  Whoever takes all the opponent's counters wins.

Interpretations:
- Board: four rows of seven.  South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  "Left" is seen from the player's
  seat: South's left is column a, North's column g.  No stores: counters
  taken are kept in hand, shown as the trace's `stores`, and never come
  back.
- The rearrangement: the player's 21 counters may go into any of their
  fourteen holes, the inner ones included.  The layout must keep:
  (1) the leftmost outer hole (South a1, North g4) holds more counters
      than every other hole of the player's ("the most": strictly);
  (2) along each of the player's rows, from the left, no hole holds more
      than the hole on its left (the leftmost hole of a row has no hole
      on its left, so the inner row's leftmost is bounded by (1) only);
  (3) at most two of the player's inner holes hold exactly one counter.
  Every such layout can be reached by rearranging, so the reference
  plays it as a placement: the board starts empty, each player's 21
  counters start in hand (shown as the trace's `stores` while they are
  placed), and the players place one counter a ply into a hole of their
  own, `c1*`, in turn, South first, until both hands are empty (the text
  has both rearrange at once; neither layout depends on the other's).
  A placement is offered only if the player's layout can still be
  finished, with the counters left in hand, into one that keeps (1) to
  (3).  The reference decides it by the cheapest finish (`least_finish`,
  below: a finish may always add counters to the leftmost outer hole, so
  a layout can be finished exactly when its cheapest finish needs no more
  counters than are in hand), checked against brute force over every
  finished layout by `selftest`.  North places last, and South sows first
  (the text names no first player; Ludii's code starts with South).
- "Anti-clockwise": each player round their own two rows, looping: South
  a1..g1 then g2..a2, North a3..g3 then g4..a4.  The first counter falls
  into the hole after the one lifted; no hole is passed over.
- A lap's last counter in a hole that held counters: that hole is lifted
  whole and sown on (a relay).  In an empty hole (a hole emptied earlier
  in the turn counts as empty): the turn ends; if the hole is in the
  mover's inner row and the opponent's inner hole of that column holds
  counters, they are taken, and those of the opponent's outer hole of that
  column too; with the inner hole across empty nothing is taken.
- A move whose relays would never end (the same board comes back with the
  same hole about to be lifted) is no move: the text ends every turn in an
  empty hole.
- Phases, each player's own:
  1. initial: any of the player's holes holding counters may be sown.
     It ends for the player once no hole of theirs holds more than one
     counter ("one counter in each hole": at most one, empty holes
     allowed), judged after each of the player's plies and as each of
     their turns begins (so that the opponent's capture may end it).
  2. singles: only a hole of one counter whose next hole (along the
     player's track) is empty may be sown.
- A player to move with counters but no move passes (the opponent moves
  again); the game ends when neither can move, won by the player with
  more counters (captured plus those left on their own side).  The text
  says nothing of it.
- The end: a player all of whose holes are empty after a ply has lost
  all their counters to the other, and loses.  `to_move` is null once
  the game is over.

Usage: python3 ref_quiela.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | selftest
"""
import itertools
import random
import sys

from ref_common import NORTH, SOUTH, Game, Rules, capture_tally, drive, other
from ref_four_rows import Board, Endless

COLUMNS = 7
BOARD = Board(COLUMNS)
OWN = BOARD.own_holes()
TRACK = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}
N = len(TRACK[SOUTH])  # 14 places round a player's two rows
PLACE = {p: {h: k for k, h in enumerate(TRACK[p])} for p in (SOUTH, NORTH)}
# Each row of the player's, from their left: South's left is column a,
# North's (facing South) column g.
OUTER = {SOUTH: [BOARD.hole(0, c) for c in range(COLUMNS)],
         NORTH: [BOARD.hole(3, c) for c in reversed(range(COLUMNS))]}
INNER = {SOUTH: [BOARD.hole(1, c) for c in range(COLUMNS)],
         NORTH: [BOARD.hole(2, c) for c in reversed(range(COLUMNS))]}
IN_HAND = 3 * COLUMNS  # three counters in each outer hole: 21

INITIAL, SINGLES = "initial", "singles"


def name(h):
    return BOARD.order[h]


# ---------------------------------------------------------------- layout
def valid_layout(outer, inner):
    """Whether a finished layout (each row from the player's left) keeps
    the three rules."""
    rest = outer[1:] + inner
    if any(outer[0] <= x for x in rest):
        return False
    for row in (outer, inner):
        if any(row[k + 1] > row[k] for k in range(len(row) - 1)):
            return False
    return sum(1 for x in inner if x == 1) <= 2


def least_finish(outer, inner):
    """The fewest counters a finished layout can hold that keeps the
    rules and holds at least as many as `outer` and `inner` in every
    hole.  No hole may hold more than the hole on its left, so each hole
    needs at least the most any hole to its right holds; the inner holes
    that then hold exactly one are a run, of which all but the last two
    must hold two (the leftmost of them: a hole of two may not stand
    right of a hole of one); and the leftmost outer hole needs one more
    than both its neighbours in the layout, the next outer hole and the
    leftmost inner one (each the fullest of its row, after it)."""
    def floor(row):
        out, most = [], 0
        for x in reversed(row):
            most = max(most, x)
            out.append(most)
        return out[::-1]
    fo, fi = floor(outer), floor(inner)
    ones = [k for k, x in enumerate(fi) if x == 1]
    for k in ones[:max(0, len(ones) - 2)]:
        fi[k] = 2
    fo[0] = max(fo[0], fo[1] + 1, fi[0] + 1)
    return sum(fo) + sum(fi)


def can_finish(outer, inner, hand):
    return least_finish(outer, inner) <= sum(outer) + sum(inner) + hand


def placements(holes, player, hand):
    """The holes a counter may be placed into: those after which the
    layout can still be finished."""
    out = []
    for h in sorted(OWN[player]):
        after = list(holes)
        after[h] += 1
        if can_finish([after[x] for x in OUTER[player]],
                      [after[x] for x in INNER[player]], hand - 1):
            out.append(name(h) + "*")
    return out


# ---------------------------------------------------------------- sowing
def move_from(holes, player, start):
    """The whole move from `start`, on a copy of the board: returns the
    board, the counters taken and the events; raises Endless."""
    holes = list(holes)
    ring = TRACK[player]
    at = PLACE[player][start]
    seen = set()
    laps = 0
    events = []
    while True:
        key = (at, tuple(holes))
        if key in seen:
            raise Endless()
        seen.add(key)
        laps += 1
        pos = ring[at]
        seeds, holes[pos] = holes[pos], 0
        if seeds >= N:
            events.append("wrap:%d" % seeds)
        for _ in range(seeds):
            at = (at + 1) % N
            holes[ring[at]] += 1
        pos = ring[at]
        if holes[pos] > 1:
            continue  # relay
        taken = 0
        pair = BOARD.across(player, pos)
        if pair is not None:
            inner, outer = pair
            if holes[inner] > 0:
                taken = holes[inner] + holes[outer]
                events.append("capture %s:%d+%s:%d=%d at %s" % (
                    name(inner), holes[inner], name(outer), holes[outer],
                    taken, name(pos)))
                holes[inner] = holes[outer] = 0
            elif holes[outer] > 0:
                events.append("inner-across-empty at %s" % name(pos))
        if laps > 1:
            events.insert(0, "relays=%d" % (laps - 1))
        events.append("last=%s" % name(pos))
        return holes, taken, events


_ENDS = {}


def ends(holes, player, h):
    key = (tuple(holes), player, h)
    if key not in _ENDS:
        try:
            move_from(holes, player, h)
            _ENDS[key] = True
        except Endless:
            _ENDS[key] = False
    return _ENDS[key]


def next_hole(player, h):
    return TRACK[player][(PLACE[player][h] + 1) % N]


def sowing_moves(holes, player, phase):
    out = []
    for h in sorted(OWN[player]):
        if holes[h] == 0:
            continue
        if phase == SINGLES and (holes[h] != 1 or holes[next_hole(player, h)] != 0):
            continue
        if ends(holes, player, h):
            out.append(name(h))
    return out


class QuielaGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.hand = {SOUTH: IN_HAND, NORTH: IN_HAND}
        self.taken = {SOUTH: 0, NORTH: 0}
        self.phase = {SOUTH: INITIAL, NORTH: INITIAL}
        self.total = sum(self.holes) + 2 * IN_HAND
        self.stores = dict(self.hand)
        self.log[0]["stores"] = dict(self.stores)

    def placing(self):
        return self.hand[SOUTH] + self.hand[NORTH] > 0

    def judge(self, player, when):
        """The initial phase's end, judged for `player`."""
        if self.placing() or self.phase[player] != INITIAL:
            return []
        if all(self.holes[h] <= 1 for h in OWN[player]):
            self.phase[player] = SINGLES
            return ["phase:%s-singles-%s" % (player, when)]
        return []

    def legal_for(self, player):
        if self.placing():
            if self.hand[player] == 0:
                return []
            return placements(self.holes, player, self.hand[player])
        return sowing_moves(self.holes, player, self.phase[player])

    def legal(self):
        return [] if self.to_move is None else self.legal_for(self.to_move)

    def seeds_of(self, player):
        return sum(self.holes[h] for h in OWN[player])

    def show_stores(self):
        if self.placing():
            self.stores = dict(self.hand)
        else:
            self.stores = dict(self.taken)


def play(g, move):
    events = turn(g, move)
    if g.to_move is not None and g.placing():
        p = g.to_move
        refused = [name(h) for h in OWN[p]
                   if name(h) + "*" not in g.legal_for(p)]
        if refused:
            events.append("placement-refused=%d" % len(refused))
    if g.to_move is not None and not g.placing():
        p = g.to_move
        if g.phase[p] == SINGLES:
            blocked = [name(h) for h in OWN[p] if g.holes[h] == 1
                       and g.holes[next_hole(p, h)] != 0]
            if blocked:
                events.append("singles-blocked=%d" % len(blocked))
        endless = [name(h) for h in OWN[p]
                   if g.holes[h] > 0 and not ends(g.holes, p, h)]
        if endless:
            events.append("endless=" + ",".join(endless))
    return events


def turn(g, move):
    player = g.to_move
    opponent = other(player)
    events = []
    if move.endswith("*"):
        g.holes[BOARD.index[move[:-1]]] += 1
        g.hand[player] -= 1
        g.show_stores()
        if g.placing():
            g.to_move = opponent if g.hand[opponent] > 0 else player
            return events
        events.append("placement-over")
        for p in (SOUTH, NORTH):
            events += g.judge(p, "laid-out")
        g.to_move = opponent  # North placed last: South sows first
        return events + after_turn(g, player, opponent)
    g.holes, taken, ev = move_from(g.holes, player, BOARD.index[move])
    events += ev
    g.taken[player] += taken
    g.show_stores()
    if g.seeds_of(opponent) == 0:
        g.to_move = None
        return events + ["over:%s-has-no-counters" % opponent]
    events += g.judge(player, "own-ply")
    return events + after_turn(g, player, opponent)


def after_turn(g, player, opponent):
    """The opponent's turn begins (or, with no move, passes)."""
    events = g.judge(opponent, "turn-start")
    if g.legal_for(opponent):
        g.to_move = opponent
        return events
    events.append("pass=" + opponent)
    events += g.judge(player, "turn-start")
    if g.legal_for(player):
        g.to_move = player
        return events
    g.to_move = None
    return events + ["over:neither-can-move"]


QUIELA = Rules(BOARD, [0] * len(BOARD), None, None)
QUIELA.play = play


def summary(g):
    caps, counts, most = capture_tally(g)
    keys = ["pass", "inner-across-empty", "wrap", "phase", "endless",
            "placement-refused", "singles-blocked"]
    end = [e for e in g.events[-1] if e.startswith("over")]
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        end[0] if end else "")


# ---------------------------------------------------------------- self-test
def falling_rows(total, length=COLUMNS):
    """Every row of `length` holes, none fuller than the one on its left,
    holding `total` counters or fewer: (row, sum)."""
    def rec(left, cap, k):
        if k == 0:
            yield ()
            return
        for x in range(min(left, cap), -1, -1):
            for rest in rec(left - x, x, k - 1):
                yield (x,) + rest
    return list(rec(total, total, length))


def selftest(trials=3000):
    """`can_finish` against brute force: every finished layout of 21 that
    keeps the rules, and whether one holds at least as many as a random
    partial layout in each hole."""
    rows = falling_rows(IN_HAND)
    by_sum = {}
    for r in rows:
        by_sum.setdefault(sum(r), []).append(r)
    finished = []
    for o in rows:
        for i in by_sum.get(IN_HAND - sum(o), []):
            if valid_layout(list(o), list(i)):
                finished.append(o + i)
    print("%d finished layouts" % len(finished))
    rng = random.Random(7)
    agree = 0
    for t in range(trials):
        placed = rng.randint(0, IN_HAND)
        cells = [0] * (2 * COLUMNS)
        # partial layouts of several shapes: uniform, and prefixes of a
        # finished layout with noise
        if t % 2:
            base = rng.choice(finished)
            cells = [rng.randint(0, x) for x in base]
            for _ in range(rng.randint(0, 2)):
                cells[rng.randrange(2 * COLUMNS)] += 1
        else:
            for _ in range(placed):
                cells[rng.randrange(2 * COLUMNS)] += 1
        if sum(cells) > IN_HAND:
            continue
        hand = IN_HAND - sum(cells)
        brute = any(all(f[k] >= cells[k] for k in range(2 * COLUMNS))
                    for f in finished)
        mine = can_finish(cells[:COLUMNS], cells[COLUMNS:], hand)
        assert brute == mine, (cells, brute, mine)
        agree += 1
    print("can_finish agrees with brute force on %d partial layouts" % agree)


if __name__ == "__main__":
    if sys.argv[1:] == ["selftest"]:
        selftest()
    else:
        drive(lambda: QuielaGame(QUIELA), "quiela", sys.argv[1:],
              max_plies=2000, summary=summary)
