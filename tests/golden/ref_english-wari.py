#!/usr/bin/env python3
"""Reference English Wari (St. Lucia, early twentieth century; after
Herskovits 1932: 31), written from the rules text of Ludii's "English Wari
(St. Lucia)" and the interpretations below, not from sow's source (and
before the example's TOML was written).

Rules, in short (our paraphrase): two rows of six holes and a store at
each end; four counters a hole.  A player's opening move takes every
counter of one hole and puts them all into the next hole.  After that,
players sow anticlockwise from a hole of their own row, passing over the
hole the sowing started from.  A last counter that makes four in a hole
captures those four, and so does each hole of four before it, back along
the sowing's path, as long as the run of fours is unbroken.  A single
counter may not be sown.  When a player cannot move, the opponent must sow
so that they can play next turn.  The game ends when one player has no
counters on their side; most captured wins.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  The stores are
  off that ring: nothing is ever sown into them; captures go to the mover's.
  South moves first.  "Four counters in each row" is read as four in each
  hole (forty-eight in all), as Ludii's code sets them.
- The opening move is EACH player's first move (South's ply 1, North's ply
  2), and it is forced: the player names one hole of their own row (every
  one holds counters then) and every counter of it goes into the next hole
  along the anticlockwise ring, whoever owns it (from f1 that is North's
  f2; from a2 it is South's a1).  Nothing is sown, nothing is captured by
  it, and the turn passes.  Written FROM>TO (`c1>d1`).
- After that, a move lifts every counter of a hole of the mover's own row
  holding two or more (single counters cannot be sown) and sows them one a
  hole anticlockwise from the next hole, passing over the hole it was
  lifted from (so a lap of twelve or more never drops one back there).
- Where the last counter falls, in either row: if that hole now holds
  exactly four, they are taken to the mover's store, and then the hole
  before it along the ring (the sowing's path, backwards), and the one
  before that, ..., each taken while it holds exactly four, whoever owns
  it; the first hole that does not hold four ends the chain (the hole the
  sowing started from is empty, so the chain never passes it).
- "If a player cannot move, the opponent must sow in a way that allows them
  to play on the next turn": at the start of a turn (the ordinary sowing
  turns), if the opponent has no hole of two or more counters, the mover
  may only play a move after which the opponent has one (the whole move
  done, captures included); when no move does that, every legal move may be
  played.  When the opponent can move at the start of the turn, the mover
  is free (Ludii's code forbids every move that leaves the next player
  without a move, whenever it is played; we follow the text, which says so
  only of a player who cannot move).  [DUTY=always below plays Ludii's
  version, for comparison only.]
- A player whose turn it is and who cannot move (no hole of two or more)
  passes: the other moves again.  The pass is no ply of the trace: the line
  of the ply before it shows as `to_move` the player who plays next.  When
  neither player can move, the game ends.
- The game ends after a ply that leaves one player with no counter in any
  hole of their row (the mover's or the other's).  Only the captured
  counters count: the counters left on the board go to nobody (the text:
  the player with the most captured counters wins; Ludii's code counts
  each player's own row for them too).  More wins; equal is a draw.

Usage: python3 ref_english-wari.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import os
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)
# "stuck" (the text, as we read it) or "always" (Ludii's code).
DUTY = os.environ.get("EW_DUTY", "stuck")


def can_move(holes, player):
    return any(holes[i] >= 2 for i in RING.own_holes(player))


def sow(holes, start):
    """The sowing from `start` on a copy of `holes`: returns (board after,
    counters taken, events)."""
    holes = list(holes)
    seeds, holes[start] = holes[start], 0
    events = []
    if seeds >= SIZE:
        events.append("wrap %s:%d" % (RING.order[start], seeds))
    pos = start
    while seeds:
        pos = (pos + 1) % SIZE
        if pos == start:
            continue
        holes[pos] += 1
        seeds -= 1
    taken = 0
    if holes[pos] == 4:
        run = []
        h = pos
        while holes[h] == 4:
            run.append(h)
            taken += 4
            holes[h] = 0
            h = (h - 1) % SIZE
            if h == pos:
                break
        events.append("capture %s (%d hole%s, %s)" % (
            " ".join(RING.order[i] for i in run), len(run), "" if len(run) == 1 else "s",
            "+".join(sorted({"own" if RING.owner(i) == OWNER[0] else "opp" for i in run}))))
    return holes, taken, events


OWNER = [SOUTH]   # the mover, for the capture's event words


def sowings(holes, player):
    """(name, board after, taken, events) of every sowing the player may
    start, before the duty."""
    OWNER[0] = player
    out = []
    for i in RING.own_holes(player):
        if holes[i] >= 2:
            after, taken, ev = sow(holes, i)
            out.append((RING.order[i], after, taken, ev))
    return out


# For testing only: EW_OPENING=0 plays without the opening carries.
OPENING = os.environ.get("EW_OPENING", "1") == "1"


def in_opening(g_plies, player):
    """Whether `player`'s next turn is their first (the opening carry)."""
    return OPENING and g_plies.get(player, 0) == 0


def carries(holes, player):
    out = []
    for i in RING.own_holes(player):
        if holes[i] >= 1:
            out.append("%s>%s" % (RING.order[i], RING.order[(i + 1) % SIZE]))
    return out


def duty_moves(holes, player):
    """The sowings the player may play, the duty applied: (moves, word)."""
    mv = sowings(holes, player)
    opp = other(player)
    applies = DUTY == "always" or not can_move(holes, opp)
    if not applies:
        return mv, None
    keep = [m for m in mv if can_move(m[1], opp)]
    if not keep:
        return mv, "duty-lapsed"
    if len(keep) < len(mv):
        return keep, "duty-binds"
    return mv, "duty-met"


class EnglishWari(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.turns = {SOUTH: 0, NORTH: 0}

    def legal(self):
        if self.to_move is None:
            return []
        p = self.to_move
        if in_opening(self.turns, p):
            return carries(self.holes, p)
        return [m[0] for m in duty_moves(self.holes, p)[0]]


def play(g, move):
    player = g.to_move
    events = []
    if in_opening(g.turns, player):
        frm, to = move.split(">")
        i, j = RING.index[frm], RING.index[to]
        assert j == (i + 1) % SIZE
        events.append("carry %s:%d>%s" % (frm, g.holes[i], to))
        g.holes[j] += g.holes[i]
        g.holes[i] = 0
    else:
        mv, word = duty_moves(g.holes, player)
        if word:
            events.append(word)
        (name, after, taken, ev), = [m for m in mv if m[0] == move]
        opp = other(player)
        if can_move(g.holes, opp) and not can_move(after, opp):
            # a move that leaves a player who could move without one: free
            # under the text, forbidden by Ludii's code where another move
            # would not do so
            spare = any(can_move(m[1], opp) for m in mv)
            events.append("strand%s %s" % ("-avoidable" if spare else "", opp))
        g.holes[:] = after
        g.stores[player] += taken
        events += ev
    g.turns[player] += 1
    nxt = other(player)
    s, n = g.stores[SOUTH], g.stores[NORTH]
    result = "draw" if s == n else ("south" if s > n else "north")
    for p in (player, nxt):
        if RING.row_total(g.holes, p) == 0:
            g.to_move = None
            events.append("over row-empty %s %d-%d left=%d %s" % (p, s, n, sum(g.holes), result))
            return events
    if in_opening(g.turns, nxt) or can_move(g.holes, nxt):
        g.to_move = nxt
        return events
    if in_opening(g.turns, player) or can_move(g.holes, player):
        events.append("pass %s" % nxt)
        g.to_move = player
        return events
    g.to_move = None
    events.append("over neither-can-move %d-%d left=%d %s" % (s, n, sum(g.holes), result))
    return events


def summary(g):
    counts = {}
    end = "-"
    longest = 0
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w == "over":
                end = " ".join(e.split()[1:3])
                continue
            if w == "capture":
                k = int(e.split("(")[1].split()[0])
                longest = max(longest, k)
                w = "capture-" + e.split(", ")[-1].rstrip(")")
            counts[w] = counts.get(w, 0) + 1
    return "end=%s chain<=%d %s" % (end, longest, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


ENGLISH_WARI = Rules(RING, [4] * SIZE, None, play)


if __name__ == "__main__":
    drive(lambda: EnglishWari(ENGLISH_WARI), "english-wari", sys.argv[1:], max_plies=1000,
          summary=summary)
