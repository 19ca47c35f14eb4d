#!/usr/bin/env python3
"""Reference Bao la Kiswahili (East Africa, 4 x 8), written from the rules
text in /work/shared/games/bao-kiswahili-east-africa.txt (Ludii's summary
of Sanderson 1913) and the interpretations stated in
examples/bao-la-kiswahili.sow.toml, not from sow.

- Board: four rows of eight; South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  The square hole (nyumba) is the
  fourth of each inner row from its player's right: South e2, North d3.
  Start: from each player's right, 0 2 2 6 (South h2 g2 f2 e2, North a3
  b3 c3 d3); 22 seeds each in hand (the `stores` of the trace).
- A player sows round their own two rows either way: `+` is South a1..h1
  then h2..a2 (North a3..h3 then h4..a4), `-` the reverse.  A lap ends
  where its last seed falls:
  * in an occupied hole (before the seed) of the mover's inner row, across
    from an occupied hole of the opponent's inner row, on the turn's first
    lap or in a turn that has captured: the seeds across are taken and sown
    into the mover's inner row from its end where the current way enters
    it; a capture in one of the two holes at the row's other end is sown
    from that end, turning the way for the rest of the turn.  The lap that
    sows them ends as any lap;
  * else, in the mover's nyumba while it keeps its status, in a turn that
    has captured nothing: the turn ends there;
  * else, in the mover's nyumba while it keeps its status, occupied, in a
    turn that has captured: the mover chooses, as a ply of their own, to
    stop there (`stop`) or to sow on from it (its name, `d3`), which lifts
    it as the relay would;
  * else, in an occupied hole: that hole is lifted and sown on;
  * else (an empty hole): the turn ends.
- The nyumba loses its status for good when it is lifted or found empty
  at the end of a ply.  While it keeps it, a move may start from it (or a
  seed be placed into it) only if the turn captures; but a seed may be
  placed into it when it is the only occupied hole of its player's inner
  row, and if that seed captures nothing, two of the nyumba's seeds (all,
  if fewer) are taken out and sown on the way written, as the turn's
  second lap, the rest staying (the nyumba is not emptied, so keeps its
  status); the turn then goes on as after any lap.  A lone nyumba that
  held six or fewer before the seed ("reduced to six") is lifted whole
  instead, and so loses its status.
- Introduction: the players take turns, South first, each placing one seed
  from hand into an occupied hole of their inner row, written `c2*+` or
  `c2*-`: the seed is a lap's last seed falling there (the turn's first
  lap), so it may capture, or the hole is lifted and sown the way written.
- Then a move is any own hole with seeds and a way, `c1+` / `c1-`.
- Always: a move whose sowing never ends is not a move; where some move
  (or placement) captures, only capturing ones may be played.
- Once a player's nyumba has lost its status, of their placements still
  allowed (after the rule above) those into a hole holding two or more
  seeds are the only ones, if there are any.
- A player whose inner row is empty after a ply loses; so does a player
  with no move.

Usage: python3 ref_bao.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import NORTH, SOUTH, column_name, drive, other

COLUMNS = 8
ROWS = 4
HAND = 22

ORDER = [column_name(c) + str(r + 1) for r in range(ROWS) for c in range(COLUMNS)]
INDEX = {name: i for i, name in enumerate(ORDER)}


def hole(row, col):
    return row * COLUMNS + col


INNER = {SOUTH: 1, NORTH: 2}
NYUMBA = {SOUTH: INDEX["e2"], NORTH: INDEX["d3"]}
START = {"g2": 2, "f2": 2, "e2": 6, "b3": 2, "c3": 2, "d3": 6}


def circuit(player):
    """The player's loop of holes the `+` way."""
    if player == SOUTH:
        return [hole(0, c) for c in range(COLUMNS)] + \
            [hole(1, c) for c in reversed(range(COLUMNS))]
    return [hole(2, c) for c in range(COLUMNS)] + \
        [hole(3, c) for c in reversed(range(COLUMNS))]


def step_map(loop):
    return {h: loop[(k + 1) % len(loop)] for k, h in enumerate(loop)}


STEP = {}
for _p in (SOUTH, NORTH):
    STEP[(_p, "+")] = step_map(circuit(_p))
    STEP[(_p, "-")] = step_map(list(reversed(circuit(_p))))
OWN = {p: sorted(circuit(p)) for p in (SOUTH, NORTH)}
INNER_ROW = {p: [hole(INNER[p], c) for c in range(COLUMNS)] for p in (SOUTH, NORTH)}
FLIP = {"+": "-", "-": "+"}


def across(player, h):
    """The opponent's inner hole across from the player's inner hole h."""
    return hole(INNER[other(player)], h % COLUMNS)


def row_in_way(player, way):
    """The player's inner row in the order the way sows it."""
    row = set(INNER_ROW[player])
    loop = circuit(player) if way == "+" else list(reversed(circuit(player)))
    n = len(loop)
    start = next(k for k in range(n) if loop[k] in row and loop[k - 1] not in row)
    return [loop[(start + k) % n] for k in range(COLUMNS)]


class Endless(Exception):
    """A sowing that would never end."""


def sow_turn(holes, held, player, start, way, placed, resume=None):
    """A turn on copies, to its end or to the mover's choice in the
    nyumba: (holes, held, seeds taken, events, waiting), `waiting` being
    None or (hole, way, lap, seeds taken so far).  With `placed`, a seed
    from hand falls into `start` as the first lap's last seed; else
    `start` is lifted.  With `resume` (a `waiting`), the turn sows on from
    its hole."""
    holes, held = list(holes), dict(held)
    taken_all, lap, events = 0, 1, []
    # Brent's cycle finding over the states at each relay's lift: a relay
    # may go round millions of laps before its state recurs, too many to
    # keep every state.
    mark, power, steps = None, 1, 0
    two_only = placed and nyumba_alone(holes, held, player, start)
    whole = two_only and holes[start] <= 6
    if resume is not None:
        pos, way, lap, taken_all = resume
        pos = relay_lap(holes, held, player, pos, way)
        lap += 1
    elif placed:
        holes[start] += 1
        pos = start
    else:
        pos = relay_lap(holes, held, player, start, way)
    while True:
        # The lap ended at pos.
        occupied = holes[pos] > 1
        if occupied and pos in INNER_ROW[player] and holes[across(player, pos)] > 0 \
                and (lap == 1 or taken_all > 0):
            a = across(player, pos)
            taken, holes[a] = holes[a], 0
            taken_all += taken
            run = row_in_way(player, way)
            k = run.index(pos)
            far = COLUMNS - 1 - k
            if far < 2 and far < k:
                way = FLIP[way]
                end = run[-1]
            else:
                end = run[0]
            events.append("capture %s:%d from=%s way=%s" % (ORDER[a], taken, ORDER[end], way))
            # Sow the taken seeds, the first into the row's end.
            pos = end
            holes[pos] += 1
            taken -= 1
            while taken:
                pos = STEP[(player, way)][pos]
                holes[pos] += 1
                taken -= 1
            lap += 1
            continue
        if occupied and pos in INNER_ROW[player] and holes[across(player, pos)] > 0:
            # A later lap of a turn whose first captured nothing.
            events.append("first-lap-rule %s" % ORDER[pos])
        if two_only and lap == 1:
            # The lone nyumba took the placed seed, which captured
            # nothing: two of its seeds are sown on.
            two_only = False
            if whole:
                part = holes[pos]
                held[player] = False
                events.append("whole-nyumba %s:%d" % (ORDER[pos], part))
            else:
                part = min(2, holes[pos])
                events.append("two-from-nyumba %s" % ORDER[pos])
            holes[pos] -= part
            lap += 1
            while part:
                pos = STEP[(player, way)][pos]
                holes[pos] += 1
                part -= 1
            continue
        if pos == NYUMBA[player] and held[player] and taken_all == 0:
            events.append("stop-in-nyumba")
            break
        if not occupied:
            break
        if pos == NYUMBA[player] and held[player]:
            # A turn that has captured: its mover chooses.
            events.append("choose-in-nyumba %s" % ORDER[pos])
            end_of_ply(holes, held)
            return holes, held, taken_all, events, (pos, way, lap, taken_all)
        key = (tuple(holes), pos, way, held[SOUTH], held[NORTH], taken_all > 0)
        if key == mark:
            raise Endless()
        steps += 1
        if steps == power:
            mark, power, steps = key, power * 2, 0
        pos = relay_lap(holes, held, player, pos, way)
        lap += 1
    events.append("laps=%d last=%s" % (lap, ORDER[pos]))
    end_of_ply(holes, held)
    return holes, held, taken_all, events, None


def relay_lap(holes, held, player, pos, way):
    """Lifts hole pos (a held nyumba so loses its status) and sows its
    seeds on the way, in place; returns where the last fell."""
    if pos == NYUMBA[player]:
        held[player] = False
    hand, holes[pos] = holes[pos], 0
    while hand:
        pos = STEP[(player, way)][pos]
        holes[pos] += 1
        hand -= 1
    return pos


def end_of_ply(holes, held):
    """A nyumba found empty at the end of a ply loses its status."""
    for p in (SOUTH, NORTH):
        if holes[NYUMBA[p]] == 0:
            held[p] = False


def nyumba_alone(holes, held, player, h):
    """Whether h is the player's nyumba, still held, and the only occupied
    hole of their inner row."""
    return h == NYUMBA[player] and held[player] and holes[h] > 0 and \
        all(holes[o] == 0 for o in INNER_ROW[player] if o != h)


def candidates(holes, held, player, placing):
    """(name, start, way, placed) of every move short of judging it."""
    out = []
    for h in (INNER_ROW[player] if placing else OWN[player]):
        if holes[h] == 0:
            continue
        for way in ("+", "-"):
            out.append((ORDER[h] + ("*" if placing else "") + way, h, way, placing))
    return out


def moves(holes, held, player, placing, waiting=None):
    """Every legal move: (name, holes after, held after, events, waiting)."""
    return moves_tier(holes, held, player, placing, waiting)[0]


def choices(holes, held, player, waiting):
    """The choices of a turn waiting in the nyumba: sow on (unless that
    never ends), or stop."""
    out = []
    name = ORDER[waiting[0]]
    try:
        after, held_after, _, ev, again = sow_turn(holes, held, player, None, None, False,
                                                   resume=waiting)
        out.append((name, after, held_after, ev, again))
    except Endless:
        pass
    out.append(("stop", list(holes), dict(held), ["stop"], None))
    return out


def moves_tier(holes, held, player, placing, waiting=None):
    """`moves`, and whether the rule of placing into fuller holes left
    some out."""
    if waiting is not None:
        return choices(holes, held, player, waiting), False
    legal = []
    for name, h, way, placed in candidates(holes, held, player, placing):
        try:
            after, held_after, taken, ev, wait = sow_turn(holes, held, player, h, way, placed)
        except Endless:
            continue
        if h == NYUMBA[player] and held[player] and taken == 0 and \
                not (placed and nyumba_alone(holes, held, player, h)):
            continue
        legal.append((name, after, held_after, ev, wait, taken, h))
    if any(m[5] > 0 for m in legal):
        legal = [m for m in legal if m[5] > 0]
    decided = False
    if placing and not held[player] and any(holes[m[6]] >= 2 for m in legal):
        decided = any(holes[m[6]] < 2 for m in legal)
        legal = [m for m in legal if holes[m[6]] >= 2]
    return [m[:5] for m in legal], decided


class Game:
    def __init__(self):
        self.holes = [START.get(name, 0) for name in ORDER]
        self.held = {SOUTH: True, NORTH: True}
        self.hand = {SOUTH: HAND, NORTH: HAND}
        self.to_move = SOUTH
        self.waiting = None
        self.ply = 0
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def placing(self):
        return self.hand[SOUTH] > 0 or self.hand[NORTH] > 0

    def legal(self):
        if self.to_move is None:
            return []
        return [m[0] for m in moves(self.holes, self.held, self.to_move, self.placing(),
                                    self.waiting)]

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
        player = self.to_move
        choosing = self.waiting is not None
        legal, decided = moves_tier(self.holes, self.held, player, self.placing(),
                                    self.waiting)
        found = [m for m in legal if m[0] == move]
        assert found, "illegal %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(self.legal()))
        _, self.holes, self.held, events, self.waiting = found[0]
        events = (["multiples-first"] if decided else []) + list(events)
        if self.placing() and not choosing:
            self.hand[player] -= 1
        if self.waiting is not None:
            # The same player's next ply is the choice.
            self.ply += 1
            self.log.append(self.snapshot(move, player))
            self.events.append(events)
            return
        self.to_move = other(player)
        assert sum(self.holes) + self.hand[SOUTH] + self.hand[NORTH] == 64
        for p in (SOUTH, NORTH):
            if all(self.holes[h] == 0 for h in INNER_ROW[p]):
                events.append("over:%s-inner-row-empty" % p)
                self.to_move = None
        if self.to_move is not None and not self.legal():
            events.append("over:%s-cannot-move" % self.to_move)
            self.to_move = None
        self.ply += 1
        self.log.append(self.snapshot(move, player))
        self.events.append(events)


def summary(g):
    """`pick`'s words for a random game: captures, stops in the nyumba,
    whether one is still held, and captures that turned the way."""
    words = [e.split()[0] for ev in g.events for e in ev]
    turns = sum(1 for ev in g.events for e in ev
                if e.startswith("capture") and "way=" in e)
    return "captures=%d stops=%d held=%s %d twos=%d multiples=%d wholes=%d chosen=%d/%d" % (
        words.count("capture"), words.count("stop-in-nyumba"),
        g.held[SOUTH] or g.held[NORTH], turns, words.count("two-from-nyumba"),
        words.count("multiples-first"), words.count("whole-nyumba"),
        words.count("stop"), words.count("choose-in-nyumba"))

def main(argv):
    drive(Game, "bao-la-kiswahili", argv, 400, summary)


if __name__ == "__main__":
    main(sys.argv[1:])
