#!/usr/bin/env python3
"""Reference Hoyito (Dominican Republic; Gering and Bautista i Roca 2005),
written from the rules text of Ludii's "Hoyito" (the `(rules ...)` string of
Common/res/lud/board/sow/two_rows/Hoyito.lud) and the interpretations below,
not from sow.

Rules, in short: two rows of six to twelve holes (six the most usual), four
seeds in each.  A player lifts one of their own holes and sows it
anticlockwise; a last seed in an occupied hole lifts that hole and the
sowing goes on, a last seed in an empty hole ends the turn.  Whenever a seed
dropped makes a hole hold four, those four are captured; a last seed that
makes four captures them and ends the turn.  A player with no seeds in their
holes passes.  Once only eight seeds are left, the first player to capture a
four takes the other four as well.

Interpretations (the same as the comments of examples/hoyito.sow.toml):
- Board: 2 x n, n = 6 by default (the text allows 6 to 12); row 1 South's,
  row 2 North's; anticlockwise order a1 .. (last)1, (last)2 .. a2, then a1.
  No stores: seeds taken are held in hand, shown as `stores`.
- South moves first.  A move lifts a non-empty hole of the mover's own row.
  The first seed falls into the next hole; no hole is passed over (a lap of
  2n or more seeds drops seeds into the hole it was lifted from as well).
- Fours: every seed, the last of a lap included, that brings a hole to
  exactly four captures that hole's four seeds for the MOVER, in either row.
  A four made by a lap's seed before its last is taken at once and the lap
  goes on with the seeds still in hand; a four made by a lap's last seed is
  taken and ends the turn.  Holes holding four that no seed has just made
  four (the start, or a lifted hole's seeds) are not taken.
- A lap's last seed in a hole that held seeds (and does not make four) lifts
  that hole, the seed just dropped included, and the sowing goes on from the
  hole after it.  A last seed in an empty hole (one emptied earlier in the
  turn, by a lift or a capture, included) ends the turn.
- "When eight are left": the seeds left are all those not yet taken, those
  in the sower's hand included (the board then always holds a multiple of
  four, 48, 44, ..., 8).  A capture of four made while at most eight are left
  (the four itself counted) also takes every other seed left, those on the
  board and any still in the sower's hand: the turn ends, and with it the
  game, as nothing is left.
- A move whose relay sowing would never end (the same board comes back at
  a lift of the same hole) may not be played.
- A player with no legal move (no seed in their row, or only endless
  moves) passes: the other plays again.  The game ends when neither player
  can move, that is when the board is empty.  Seeds left on the board at an
  end count for nobody; the player who took more seeds wins, equal draws.

Usage: python3 ref_hoyito.py [--columns N] trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Endless, Game, Ring, Rules, drive, other

FOUR = 4
LEFT = 8          # "when eight counters are left"


def make_rules(n):
    ring = Ring(n)

    def move_from(holes, player, start):
        """The whole move from `start` on a copy of the board: returns the
        board, the seeds taken and the events; raises Endless."""
        holes = list(holes)
        left = sum(holes)          # seeds not yet taken: holes + hand
        taken = 0
        events = []
        lifts = set()
        pos = start
        laps = 0
        fours = []
        while True:
            laps += 1
            origin = pos
            seeds, holes[origin] = holes[origin], 0
            if laps == 1 and seeds >= len(ring):
                events.append("round-origin")
            while seeds:
                pos = (pos + 1) % len(ring)
                holes[pos] += 1
                seeds -= 1
                if holes[pos] != FOUR:
                    continue
                name = ring.order[pos]
                if left <= LEFT:
                    rest = left - FOUR
                    in_hand = seeds
                    taken += left
                    for i in range(len(ring)):
                        holes[i] = 0
                    seeds = 0
                    left = 0
                    events.append("sweep %s+%d%s" % (
                        name, rest, (" hand=%d" % in_hand) if in_hand else ""))
                    events.append("laps=%d" % laps)
                    return holes, taken, events
                holes[pos] = 0
                taken += FOUR
                left -= FOUR
                if seeds:
                    events.append("four %s%s" % (
                        name, ":own" if ring.owner(pos) == player else ":opp"))
                    fours.append(pos)
                else:
                    events.append("last-four %s%s" % (
                        name, ":own" if ring.owner(pos) == player else ":opp"))
                    events.append("laps=%d" % laps)
                    return holes, taken, events
            # the lap's last seed fell and made no four
            if holes[pos] == 1:
                events.append("laps=%d" % laps)
                if pos in fours:
                    events.append("ends-in-captured-hole")
                return holes, taken, events
            key = (tuple(holes), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)

    def legal(holes, player):
        moves = []
        for i in ring.own_holes(player):
            if holes[i] == 0:
                continue
            try:
                move_from(holes, player, i)
            except Endless:
                continue
            moves.append(ring.order[i])
        return moves

    def play(g, move):
        player = g.to_move
        start = ring.index[move]
        own_endless = []
        for i in ring.own_holes(player):
            if g.holes[i]:
                try:
                    move_from(g.holes, player, i)
                except Endless:
                    own_endless.append(ring.order[i])
        g.holes, taken, events = move_from(g.holes, player, start)
        if own_endless:
            events.insert(0, "endless-refused=" + ",".join(own_endless))
        g.stores[player] += taken
        nxt = other(player)
        if legal(g.holes, nxt):
            g.to_move = nxt
        elif legal(g.holes, player):
            events.append("pass=" + nxt)
            g.to_move = player
        else:
            g.to_move = None
            s, n_ = g.stores[SOUTH], g.stores[NORTH]
            events.append("over %d-%d %s board=%d" % (
                s, n_, "draw" if s == n_ else ("south" if s > n_ else "north"),
                sum(g.holes)))
        return events

    return Rules(ring, [4] * len(ring), legal, play)


def summary(g):
    """A random game's special events: fours taken mid-sowing (`four`), by a
    lap's last seed (`last-four`), the sweep of the last eight (and the
    seeds it took from the hand), passes, refused endless moves, the
    longest relay and the result."""
    counts = {}
    most = 0
    notes = []
    for ply, ev in enumerate(g.events):
        for e in ev:
            word = e.split()[0].split("=")[0]
            if word == "laps":
                most = max(most, int(e.split("=")[1]))
                continue
            counts[word] = counts.get(word, 0) + 1
            if word in ("sweep", "pass", "endless-refused", "over"):
                notes.append("%d:%s" % (ply, e.replace(" ", "_")))
    return "%s relays<=%d %s" % (
        " ".join("%s=%d" % kv for kv in sorted(counts.items())), most, " ".join(notes))


if __name__ == "__main__":
    args = sys.argv[1:]
    columns = 6
    if len(args) >= 2 and args[0] == "--columns":
        columns = int(args[1])
        args = args[2:]
    rules = make_rules(columns)
    drive(lambda: Game(rules), "hoyito", args, max_plies=1000, summary=summary)
