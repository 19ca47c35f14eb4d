#!/usr/bin/env python3
"""Reference Quela (the Quibala of Angola, 4 x 6), written from the rules
text of Ludii's "Quela" (after Silva 1995: 97-102) and the
interpretations below, not from sow nor from the example file's
mechanics.

The rules, in short: two counters in each hole, which each player first
rearranges (the leftmost hole of their outer row the fullest, one counter
in each inner hole).  Sowing is anticlockwise round one's own two rows;
a last counter in an occupied hole sows on, one in an empty hole ends the
turn, and in an empty hole of one's inner row it takes the opponent's
inner hole across and, if it holds counters, the outer hole behind it.
At first only holes of two or fewer may be sown; once two of a player's
counters have been taken, their next turn starts from their fullest hole,
and after it any hole.  Whoever takes all the opponent's counters wins.

Interpretations:
- Board: four rows of six (Ludii's described ruleset; the text allows
  seven too).  South owns rows 1 (outer) and 2 (inner), North rows 4
  (outer) and 3 (inner).  24 counters a player.  No stores: counters
  taken are kept in hand, shown as the trace's `stores`, and never come
  back.
- The rearrangement: "inner holes may only have one counter" is exactly
  one in each; "the leftmost outer hole must have the most" is strictly
  more than every other hole of the player's.  North's leftmost outer
  hole, seen from North's seat, is f4.  Every such layout can be reached
  by rearranging, so the reference plays it as a placement: each inner
  hole starts with one counter, each outer hole empty, and each player's
  other 18 counters start in hand (shown as the trace's `stores` while
  they are placed).  The players place one counter a ply into a hole of
  their own outer row, `c1*`, in turn, South first, until both hands are
  empty (the text has both do it at once, unseen; taking turns reaches
  the same layouts).  A placement is offered only if the layout can
  still be finished with the leftmost hole the fullest: after it, that
  hole plus all the counters still in hand must exceed every other hole
  of the player's.  Then South sows first (the text names no first
  player).
- "Anti-clockwise": each player round their own two rows, looping: South
  a1..f1 then f2..a2, North a3..f3 then f4..a4.  The first counter falls
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
  1. initial: a move may start only from a hole of one or two counters
     (relays lift whatever they reach).  A player with counters but no
     such hole (nor any move) passes: the text says nothing of it.  The
     phase ends once the opponent has taken two or more of the player's
     counters in all, which only the opponent's capture can do: the
     player's next turn is already the next phase.
  2. one turn from the fullest hole: of the player's holes whose move
     ends, those holding the most counters.
  3. any hole of the player's holding counters (whose move ends).
- The end: a player all of whose holes are empty after a ply has lost
  all their counters to the other, and loses.  A player to move with
  counters but no move in phase 2 or 3 (only endless moves) loses.  Both
  players stuck in phase 1 would end the game too (never met).  `to_move`
  is null once the game is over.

Usage: python3 ref_quela.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, capture_tally, drive, other
from ref_four_rows import Board, Endless

COLUMNS = 6
BOARD = Board(COLUMNS)
OWN = BOARD.own_holes()
TRACK = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}
N = len(TRACK[SOUTH])  # 12 places round a player's two rows
PLACE = {p: {h: k for k, h in enumerate(TRACK[p])} for p in (SOUTH, NORTH)}
OUTER = {SOUTH: [BOARD.hole(0, c) for c in range(COLUMNS)],
         NORTH: [BOARD.hole(3, c) for c in range(COLUMNS)]}
INNER = {SOUTH: [BOARD.hole(1, c) for c in range(COLUMNS)],
         NORTH: [BOARD.hole(2, c) for c in range(COLUMNS)]}
LEFTMOST = {SOUTH: BOARD.index["a1"], NORTH: BOARD.index["f4"]}
IN_HAND = 2 * 2 * COLUMNS - COLUMNS  # of each side's 24, all but the 6 inner

INITIAL, FULLEST, FREE = "initial", "fullest", "free"


def name(h):
    return BOARD.order[h]


def start_board():
    holes = [0] * len(BOARD)
    for p in (SOUTH, NORTH):
        for h in INNER[p]:
            holes[h] = 1
    return holes


# ---------------------------------------------------------------- placement
def placements(holes, player, hand):
    """The outer holes a counter may be placed into."""
    out = []
    for h in OUTER[player]:
        after = list(holes)
        after[h] += 1
        lead = after[LEFTMOST[player]] + hand - 1
        others = max(after[x] for x in OWN[player] if x != LEFTMOST[player])
        if lead > others:
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


def sowing_moves(holes, player, phase):
    playable = [h for h in OWN[player] if holes[h] > 0 and ends(holes, player, h)]
    if phase == INITIAL:
        playable = [h for h in playable if holes[h] <= 2]
    elif phase == FULLEST and playable:
        most = max(holes[h] for h in playable)
        playable = [h for h in playable if holes[h] == most]
    return [name(h) for h in playable]


class QuelaGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.hand = {SOUTH: IN_HAND, NORTH: IN_HAND}  # 18 to place
        self.taken = {SOUTH: 0, NORTH: 0}
        self.phase = {SOUTH: INITIAL, NORTH: INITIAL}
        self.total = sum(self.holes) + 2 * IN_HAND
        self.stores = dict(self.hand)
        self.log[0]["stores"] = dict(self.stores)

    def placing(self):
        return self.hand[SOUTH] + self.hand[NORTH] > 0

    def turn_start(self, player):
        """The phase events judged as the player's turn begins."""
        if not self.placing() and self.phase[player] == INITIAL \
                and self.taken[other(player)] >= 2:
            self.phase[player] = FULLEST
            return ["phase:%s-fullest" % player]
        return []

    def legal_for(self, player):
        if self.placing():
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
        refused = [name(h) for h in OUTER[p]
                   if name(h) + "*" not in g.legal_for(p)]
        if refused:
            events.append("placement-refused=" + ",".join(refused))
    if g.to_move is not None and not g.placing():
        p = g.to_move
        if g.phase[p] == INITIAL:
            held = [name(h) for h in OWN[p] if g.holes[h] > 2]
            if held:
                events.append("over-two=%d" % len(held))
        endless = [name(h) for h in OWN[p]
                   if g.holes[h] > 0 and not ends(g.holes, p, h)]
        if endless:
            events.append("endless=" + ",".join(endless))
        if g.phase[p] == FULLEST:
            events.append("fullest-from=" + ",".join(g.legal_for(p)))
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
        g.to_move = opponent  # North placed last: South sows first
        events += g.turn_start(g.to_move)
        return events
    g.holes, taken, ev = move_from(g.holes, player, BOARD.index[move])
    events += ev
    g.taken[player] += taken
    g.show_stores()
    if g.phase[player] == FULLEST:
        g.phase[player] = FREE
        events.append("phase:%s-free" % player)
    if g.seeds_of(opponent) == 0:
        g.to_move = None
        return events + ["over:%s-has-no-counters" % opponent]
    events += g.turn_start(opponent)
    if g.legal_for(opponent):
        g.to_move = opponent
        return events
    if g.phase[opponent] != INITIAL:
        g.to_move = None
        return events + ["over:%s-cannot-move" % opponent]
    events.append("pass=" + opponent)
    events += g.turn_start(player)
    if g.legal_for(player):
        g.to_move = player
        return events
    g.to_move = None
    return events + ["over:neither-can-move"]


QUELA = Rules(BOARD, start_board(), None, None)
QUELA.play = play


def summary(g):
    caps, counts, most = capture_tally(g)
    keys = ["pass", "inner-across-empty", "wrap", "phase", "endless", "placement-refused", "fullest-from"]
    end = [e for e in g.events[-1] if e.startswith("over")]
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        end[0] if end else "")


if __name__ == "__main__":
    drive(lambda: QuelaGame(QUELA), "quela", sys.argv[1:], max_plies=2000,
          summary=summary)
