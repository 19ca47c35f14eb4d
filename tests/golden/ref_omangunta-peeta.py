#!/usr/bin/env python3
"""Reference Omangunta Peeta (southern India, Madras Presidency, early
twentieth century; after Das Gupta 1923), a whole match, written from the
rules text of Ludii's "Omangunta Peeta" and the interpretations below, not
from sow nor from the example's mechanics.  The driver (trace, write, pick,
compare) is ref_common.py's.

Rules, in short: two rows of seven holes, six counters in each but the
central hole of each row, which holds one; sowing goes anticlockwise; at
the end of each lap the counters of the hole AFTER the one the last counter
fell into are lifted and sown on; when that hole is empty, the mover
captures the hole after it and the hole across from that one, and the turn
ends.  Sowing never begins from a central hole.  A capture of a central
hole waits for the round's end: then those entitled share its counters
(one left of an odd number, two of an even, when both are; one left when
one is; all left when none is).  When the players can no longer play the
round ends; each fills as many of their own (non-central) holes as they can
with six counters, and holes left empty are out of play.  Play goes on
until one player has all the counters.

Interpretations (the same as in examples/omangunta-peeta.sow.toml):
- Holes a1..g1 (row 1, South's, left to right from South) and a2..g2 (row
  2, North's, the same columns).  The central holes are d1 and d2; they
  belong to nobody.  South owns a1 b1 c1 e1 f1 g1, North a2 b2 c2 e2 f2
  g2.  Anticlockwise order: a1 b1 c1 d1 e1 f1 g1 g2 f2 e2 d2 c2 b2 a2,
  then a1 again.  The hole across from one is the other row's hole of the
  same column (d1 and d2 face each other).  No stores: the counters taken
  are kept in hand, shown as `stores`.  South moves first.
- A move lifts every counter of one of the mover's own holes in play that
  holds any (one counter too), never a central hole, and sows them one a
  hole along the order above, the first into the hole after the one
  lifted, the central holes included; holes out of play are passed over
  (they are not on the path for the round), no other hole is.
- At the end of every lap, the next hole in play after the one the last
  counter fell into decides (whatever the last hole held before, whoever
  owns either hole):
  * it holds counters and is not central: they are all lifted and sown on
    from the hole after it (the next lap);
  * it holds counters and is central: no lap begins from a central hole,
    so the turn ends there, nothing taken;
  * it is empty: the mover takes the counters of the next hole in play
    after it ("beyond") and those of the hole across from beyond (which may
    be out of play, so empty), even when either or both are empty, and the
    turn ends.  The last counter stays where it fell.  When beyond is a
    central hole, the hole across is the other central hole: nothing is
    taken from either, and the mover becomes entitled to both for the rest
    of the round.
- A move whose laps would never end (the same board coming back when the
  same hole is to be lifted) may not be played.
- A player with no move they may play passes (no ply of the trace: the
  line before shows the other player to move again); when neither can
  move, the round ends (`to_move` then shows who begins the next round).
- The round's end: each central hole's counters go, all but one (all, if
  it holds fewer), to the player entitled to it when only one is; when
  both are, all but one are shared evenly and the odd one stays (so one
  stays of an odd number, two of an even); when nobody is, all stay.  What
  stays is carried into the next round and counts for nobody.  Counters
  left in a player's own holes (only endless moves could leave any) go to
  that player.  Entitlements start afresh each round.
- The refill: each player puts six counters into each of their own holes,
  in the order a1 b1 c1 e1 f1 g1 (South) and g2 f2 e2 c2 b2 a2 (North),
  as far as their counters go; the rest stays in hand, and the holes left
  empty are out of play for the round.  The player after the one who made
  the round's last ply begins the next round.
- A player who cannot fill a single hole has lost the match (the other
  wins; when neither can, the one with more counters wins, and equal
  counters draw): the last line of the trace shows the board as the round
  left it, after the central holes' share-out.

Usage: python3 ref_omangunta-peeta.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, drive, other

N = 7
FILL = 6
ROW1 = [c + "1" for c in "abcdefg"]
ROW2 = [c + "2" for c in "abcdefg"]
ORDER = ROW1 + ROW2[::-1]          # anticlockwise
DISPLAY = ROW1 + ROW2
CENTRAL = ("d1", "d2")
# Each player's own holes in the order they sow them, also the refill order.
OWN = {SOUTH: [h for h in ROW1 if h not in CENTRAL],
       NORTH: [h for h in ROW2[::-1] if h not in CENTRAL]}
MAX_ROUNDS = 1000


def across(h):
    return h[0] + ("2" if h[1] == "1" else "1")


class Endless(Exception):
    """Laps that would never end."""


class Match:
    def __init__(self):
        self.board = {h: (1 if h in CENTRAL else FILL) for h in ORDER}
        self.hand = {SOUTH: 0, NORTH: 0}
        self.out = set()
        self.entitled = {h: set() for h in CENTRAL}
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.total = sum(self.board.values())
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def path(self):
        return [h for h in ORDER if h not in self.out]

    def sow(self, player, start):
        """The whole move from `start`: (board, hand, entitlements gained,
        events); raises Endless."""
        board, hand = dict(self.board), dict(self.hand)
        path = self.path()
        size = len(path)
        pos = path.index(start)
        seen = set()
        events = []
        gained = set()
        laps = 0
        while True:
            laps += 1
            origin = path[pos]
            seeds, board[origin] = board[origin], 0
            if seeds >= size:
                events.append("wrap %s:%d" % (origin, seeds))
            while seeds:
                pos = (pos + 1) % size
                board[path[pos]] += 1
                seeds -= 1
            nxt = path[(pos + 1) % size]
            if board[nxt] > 0:
                if nxt in CENTRAL:
                    events.append("stop-before-centre %s>%s" % (path[pos], nxt))
                    break
                key = (tuple(board[h] for h in ORDER), nxt)
                if key in seen:
                    raise Endless()
                seen.add(key)
                pos = (pos + 1) % size
                continue
            beyond = path[(pos + 2) % size]
            opp = across(beyond)
            if beyond in CENTRAL:
                gained.update(CENTRAL)
                events.append("defer %s+%s after-empty %s" % (beyond, opp, nxt))
            else:
                taken = board[beyond] + board[opp]
                hand[player] += taken
                events.append("capture %s:%d+%s:%d=%d after-empty %s%s" % (
                    beyond, board[beyond], opp, board[opp], taken, nxt,
                    " (across out of play)" if opp in self.out else ""))
                board[beyond] = board[opp] = 0
            break
        events.insert(0, "laps=%d" % laps)
        return board, hand, gained, events

    def moves_of(self, player):
        out = []
        for h in OWN[player]:
            if h in self.out or self.board[h] == 0:
                continue
            try:
                self.sow(player, h)
            except Endless:
                continue
            out.append(h)
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return self.moves_of(self.to_move)

    def play(self, move):
        assert self.to_move is not None, "match is over"
        legal = self.legal()
        assert move in legal, "illegal %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        self.board, self.hand, gained, events = self.sow(player, move)
        for h in gained:
            self.entitled[h].add(player)
        self.ply += 1
        nxt = other(player)
        if self.moves_of(nxt):
            self.to_move = nxt
        elif self.moves_of(player):
            events.append("pass " + nxt)
            self.to_move = player
        else:
            events += self.round_end(player)
        assert sum(self.board.values()) + sum(self.hand.values()) == self.total
        self.log.append(self.snapshot(move, player))
        self.events.append(events)

    def round_end(self, last_mover):
        events = []
        for h in CENTRAL:
            n = self.board[h]
            who = self.entitled[h]
            if not who:
                events.append("share %s:%d nobody" % (h, n))
                continue
            keep = min(1, n)
            rest = n - keep
            if len(who) == 1:
                p = next(iter(who))
                self.hand[p] += rest
                self.board[h] = keep
                events.append("share %s:%d all-to %s, %d left" % (h, n, p, keep))
            else:
                half = rest // 2
                self.hand[SOUTH] += half
                self.hand[NORTH] += half
                self.board[h] = keep + rest % 2
                events.append("share %s:%d both %d each, %d left" % (
                    h, n, half, self.board[h]))
        for p in (SOUTH, NORTH):
            left = sum(self.board[h] for h in OWN[p])
            if left:
                events.append("left-in-row %s %d" % (p, left))
            self.hand[p] += left
            for h in OWN[p]:
                self.board[h] = 0
        seeds = dict(self.hand)
        events.append("round %d over: south %d, north %d" % (
            self.round, seeds[SOUTH], seeds[NORTH]))
        filled = {p: min(seeds[p] // FILL, len(OWN[p])) for p in seeds}
        short = [p for p in seeds if filled[p] < 1]
        if short:
            # Shown as the round left it, after the share-out: the counters
            # taken are in hand, the rows are empty.
            if len(short) == 1:
                winner = other(short[0])
            else:
                winner = (SOUTH if seeds[SOUTH] > seeds[NORTH] else
                          NORTH if seeds[NORTH] > seeds[SOUTH] else None)
            events.append("match won by %s" % winner)
            self.to_move = None
            return events
        if self.round >= MAX_ROUNDS:
            self.to_move = None
            return events + ["round cap"]
        self.round += 1
        self.out = set()
        for p in (SOUTH, NORTH):
            for i, h in enumerate(OWN[p]):
                if i < filled[p]:
                    self.board[h] = FILL
                else:
                    self.board[h] = 0
                    self.out.add(h)
            self.hand[p] = seeds[p] - filled[p] * FILL
        self.entitled = {h: set() for h in CENTRAL}
        self.to_move = other(last_mover)
        events.append("round %d: out of play %s; centres %d/%d" % (
            self.round, " ".join(sorted(self.out)) or "-",
            self.board["d1"], self.board["d2"]))
        assert self.legal(), "no move at a round's start"
        return events

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in DISPLAY},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
            "round": self.round,
        }


def summary(g):
    counts = {}
    most = 0
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w.startswith("laps="):
                most = max(most, int(w[5:]))
                continue
            if w == "share":
                w = "share-" + e.split()[2].rstrip(",")
            if w == "capture" and "out of play" in e:
                w = "capture-across-out"
            if w == "round" and "out of play" in e and "out of play -" not in e:
                counts["out-of-play-rounds"] = counts.get("out-of-play-rounds", 0) + 1
            if w == "match":
                end = e.split()[-1]
            counts[w] = counts.get(w, 0) + 1
    return "rounds=%d end=%s laps<=%d %s" % (
        g.round, end, most, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    drive(Match, "omangunta-peeta", sys.argv[1:], max_plies=5000, summary=summary)
