#!/usr/bin/env python3
"""Reference Omweso (Mweso, Uganda, 4 x 8), written from the rules text in
/work/shared/games/mweso.txt (Ludii's summary of Shackell 1934) and the
interpretations stated in examples/omweso.sow.toml, not from sow.

- Board: four rows of eight; South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  Every hole starts empty; each
  player holds 32 seeds in hand (the `stores` of the trace).
- Placement: the players take turns, South first, each putting one seed
  from hand into any hole of their own (`c1*`), until both hands are
  empty.  North places last, so South sows first.
- A move lifts an own hole of two seeds or more and sows anticlockwise
  round the mover's two rows (South a1..h1 then h2..a2, North a3..h3 then
  h4..a4), written `c1+`.  A last seed in a hole that held seeds:
  * if it is in the mover's inner row and the opponent's two holes of that
    column (inner and outer) both hold seeds, those seeds are taken and
    sown on the mover's side the same way, the first into the hole that
    received the first seed of the lap that captured; the end of that
    sowing is judged again, as any lap's end;
  * otherwise that hole is lifted and sown on.
  A last seed in an empty hole ends the move.  A move whose sowing would
  never end is not a move.
- From the four holes on the mover's left (South a1 b1 a2 b2, North g3 h3
  g4 h4) a move may sow clockwise instead (`c1-`), relays and sown-back
  seeds going clockwise too, but only when the move captures somewhere.
- The player who cannot move loses.

Usage: python3 ref_omweso.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import NORTH, SOUTH, column_name, drive, other

COLUMNS = 8
ROWS = 4
HAND = 32

ORDER = [column_name(c) + str(r + 1) for r in range(ROWS) for c in range(COLUMNS)]
INDEX = {name: i for i, name in enumerate(ORDER)}


def hole(row, col):
    return row * COLUMNS + col


OUTER = {SOUTH: 0, NORTH: 3}
INNER = {SOUTH: 1, NORTH: 2}


def circuit(player):
    """The player's anticlockwise loop of holes."""
    if player == SOUTH:
        return [hole(0, c) for c in range(COLUMNS)] + \
            [hole(1, c) for c in reversed(range(COLUMNS))]
    return [hole(2, c) for c in range(COLUMNS)] + \
        [hole(3, c) for c in reversed(range(COLUMNS))]


def step_map(loop):
    return {h: loop[(k + 1) % len(loop)] for k, h in enumerate(loop)}


STEP = {}
for _p in (SOUTH, NORTH):
    _loop = circuit(_p)
    STEP[(_p, "+")] = step_map(_loop)
    STEP[(_p, "-")] = step_map(list(reversed(_loop)))
OWN = {p: sorted(circuit(p)) for p in (SOUTH, NORTH)}
LEFT = {
    SOUTH: {hole(0, 0), hole(0, 1), hole(1, 0), hole(1, 1)},
    NORTH: {hole(2, 6), hole(2, 7), hole(3, 6), hole(3, 7)},
}


class Endless(Exception):
    """A sowing that would never end."""


def column_across(player, h):
    """For a hole of the player's inner row, the opponent's inner and outer
    holes of that column; None elsewhere."""
    row, col = divmod(h, COLUMNS)
    if row != INNER[player]:
        return None
    o = other(player)
    return hole(INNER[o], col), hole(OUTER[o], col)


def sow_move(holes, player, start, way):
    """The whole move on a copy: (board, seeds taken, events)."""
    holes = list(holes)
    nxt = STEP[(player, way)]
    seen = set()
    origin, hand = start, holes[start]
    holes[start] = 0
    taken_all, laps, events = 0, 0, []
    while True:
        laps += 1
        pos = origin
        while hand:
            pos = nxt[pos]
            holes[pos] += 1
            hand -= 1
        if holes[pos] == 1:
            break
        pair = column_across(player, pos)
        if pair and holes[pair[0]] > 0 and holes[pair[1]] > 0:
            taken = holes[pair[0]] + holes[pair[1]]
            events.append("capture %s:%d+%s:%d sown-from=%s" % (
                ORDER[pair[0]], holes[pair[0]], ORDER[pair[1]], holes[pair[1]],
                ORDER[nxt[origin]]))
            holes[pair[0]] = holes[pair[1]] = 0
            taken_all += taken
            hand = taken  # sown from the same origin: first into nxt[origin]
        else:
            origin, hand = pos, holes[pos]
            holes[pos] = 0
        key = (tuple(holes), origin, hand)
        if key in seen:
            raise Endless()
        seen.add(key)
    events.append("laps=%d last=%s" % (laps, ORDER[pos]))
    return holes, taken_all, events


def sowing_moves(holes, player):
    """Every legal sowing move: (name, board after, events)."""
    out = []
    for h in OWN[player]:
        if holes[h] < 2:
            continue
        for way in ("+", "-"):
            if way == "-" and h not in LEFT[player]:
                continue
            try:
                after, taken, ev = sow_move(holes, player, h, way)
            except Endless:
                continue
            if way == "-" and taken == 0:
                continue
            out.append((ORDER[h] + way, after, ev))
    return out


class Game:
    def __init__(self):
        self.holes = [0] * (ROWS * COLUMNS)
        self.hand = {SOUTH: HAND, NORTH: HAND}
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def placing(self):
        return self.hand[SOUTH] > 0 or self.hand[NORTH] > 0

    def legal(self):
        if self.to_move is None:
            return []
        if self.placing():
            return [ORDER[h] + "*" for h in OWN[self.to_move]]
        return [m for m, _, _ in sowing_moves(self.holes, self.to_move)]

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {name: self.holes[i] for i, name in enumerate(ORDER)},
            "stores": {SOUTH: self.hand[SOUTH], NORTH: self.hand[NORTH]},
            "to_move": self.to_move,
        }

    def play(self, move):
        legal = self.legal()
        assert move in legal, "illegal %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = []
        if self.placing():
            self.holes[INDEX[move[:-1]]] += 1
            self.hand[player] -= 1
            nxt = other(player)
            self.to_move = nxt if self.hand[nxt] > 0 else player
            if not self.placing():
                self.to_move = other(player)
                events.append("placement-over")
        else:
            for m, after, ev in sowing_moves(self.holes, player):
                if m == move:
                    self.holes, events = after, ev
            self.to_move = other(player)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == 2 * HAND
        if not self.placing() and not self.legal():
            events.append("over:%s-cannot-move" % self.to_move)
            self.to_move = None
        self.ply += 1
        self.log.append(self.snapshot(move, player))
        self.events.append(events)


def summary(g):
    """`pick`'s words for a random game: captures, and moves sown
    against the track."""
    words = [e.split()[0] for ev in g.events for e in ev]
    against = sum(1 for line in g.log if (line["move"] or "").endswith("-"))
    return "captures=%d against=%d" % (words.count("capture"), against)

def main(argv):
    drive(Game, "omweso", argv, 1000, summary)


if __name__ == "__main__":
    main(sys.argv[1:])
