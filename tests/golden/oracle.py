#!/usr/bin/env python3
"""Independent reference implementation of three mancala rule sets, written
from the rules stated in examples/*.sow.toml (not from the Rust engine).
Three more, the relay games with claimed holes (Qelat, Selus of Massawa,
Selus of Wag), are in claims.py; this file drives them too.

Board convention (2x6): South owns a1..f1 (row 1), North owns a2..f2 (row 2);
a2 is across from a1.  Anticlockwise sowing order of the twelve holes:
    a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2 (then back to a1)
Internally a hole is its index in that order (0..11); the hole opposite index
i is 11 - i; South owns 0..5, North owns 6..11.

Usage:
    python3 oracle.py trace GAME MOVES...   # print the JSON Lines trace
    python3 oracle.py write                 # (re)write NAME.expected.jsonl
                                            # from NAME.moves for every
                                            # trace in TRACES
"""
import json
import os
import sys

from claims import GAMES as CLAIM_GAMES

ORDER = ["a1", "b1", "c1", "d1", "e1", "f1", "f2", "e2", "d2", "c2", "b2", "a2"]
INDEX = {name: i for i, name in enumerate(ORDER)}
# Output order of holes in JSON: row 1 a..f, then row 2 a..f.
DISPLAY = ["a1", "b1", "c1", "d1", "e1", "f1", "a2", "b2", "c2", "d2", "e2", "f2"]
SOUTH, NORTH = "south", "north"


def other(p):
    return NORTH if p == SOUTH else SOUTH


def owner(i):
    return SOUTH if i < 6 else NORTH


def own_holes(p):
    return range(0, 6) if p == SOUTH else range(6, 12)


def opposite(i):
    return 11 - i


def snapshot(ply, move, player, holes, stores, to_move):
    return {
        "ply": ply,
        "move": move,
        "player": player,
        "holes": {name: holes[INDEX[name]] for name in DISPLAY},
        "stores": {SOUTH: stores[SOUTH], NORTH: stores[NORTH]},
        "to_move": to_move,
    }


# ---------------------------------------------------------------- Kalah(6,4)
# Ring of 14 places: holes 0..5 (a1..f1), 'S' (South's store), holes 6..11
# (f2..a2), 'N' (North's store).  The mover skips the opponent's store.
KALAH_RING = list(range(0, 6)) + ["S"] + list(range(6, 12)) + ["N"]


def kalah_play(holes, stores, player, move):
    """Play one Kalah ply.  Returns (holes, stores, next_player, events)."""
    holes = list(holes)
    stores = dict(stores)
    start = INDEX[move]
    assert owner(start) == player, "not the mover's hole"
    seeds = holes[start]
    assert seeds > 0, "empty hole"
    holes[start] = 0
    my_store = "S" if player == SOUTH else "N"
    their_store = "N" if player == SOUTH else "S"
    pos = KALAH_RING.index(start)
    last = None
    was_empty = False
    while seeds > 0:
        pos = (pos + 1) % len(KALAH_RING)
        place = KALAH_RING[pos]
        if place == their_store:
            continue
        if place == my_store:
            stores[player] += 1
            last = place
        else:
            was_empty = holes[place] == 0
            holes[place] += 1
            last = place
        seeds -= 1
    events = []
    nxt = other(player)
    if last == my_store:
        events.append("extra-turn")
        nxt = player
    elif owner(last) == player and was_empty and holes[opposite(last)] > 0:
        taken = holes[last] + holes[opposite(last)]
        events.append("capture %s+%s=%d" % (ORDER[last], ORDER[opposite(last)], taken))
        stores[player] += taken
        holes[last] = 0
        holes[opposite(last)] = 0
    # The game ends right after any ply that leaves either row empty.
    if sum(holes[i] for i in own_holes(SOUTH)) == 0 or sum(holes[i] for i in own_holes(NORTH)) == 0:
        events.append("game-over")
        nxt = None
    return holes, stores, nxt, events


def kalah_legal(holes, player):
    return [ORDER[i] for i in own_holes(player) if holes[i] > 0]


# ---------------------------------------------------------------- Oware Abapa
def oware_sow(holes, player, start):
    """Sow from `start` skipping the origin.  Returns (holes, last)."""
    holes = list(holes)
    seeds = holes[start]
    holes[start] = 0
    pos = start
    while seeds > 0:
        pos = (pos + 1) % 12
        if pos == start:
            continue  # skip the hole the move started from
        holes[pos] += 1
        seeds -= 1
    return holes, pos


def oware_result(holes, stores, player, move):
    """Apply the move (sowing + capture); returns (holes, stores, events)."""
    start = INDEX[move]
    holes, last = oware_sow(holes, player, start)
    stores = dict(stores)
    events = []
    # Capture: the last hole and the run of holes before it (back along the
    # sowing path, i.e. index - 1) while opponent's and holding 2 or 3.
    taken = []
    i = last
    while owner(i) != player and holes[i] in (2, 3):
        taken.append(i)
        i -= 1
        if i < 0:
            break  # index -1 would be a2 ... but owner changes before that
    if taken:
        total = sum(holes[j] for j in taken)
        opp_total = sum(holes[j] for j in own_holes(other(player)))
        if total == opp_total:
            events.append("grand-slam: nothing taken")
        else:
            for j in taken:
                holes[j] = 0
            stores[player] += total
            events.append("capture %s=%d" % ("+".join(ORDER[j] for j in taken), total))
    return holes, stores, events


def oware_legal(holes, player):
    moves = [ORDER[i] for i in own_holes(player) if holes[i] > 0]
    opp = other(player)
    if sum(holes[i] for i in own_holes(opp)) == 0:
        # must feed: keep only moves that leave the opponent a seed
        fed = []
        for m in moves:
            h, _, _ = oware_result(holes, {SOUTH: 0, NORTH: 0}, player, m)
            if sum(h[i] for i in own_holes(opp)) > 0:
                fed.append(m)
        moves = fed
    return moves


def oware_key(holes, stores, to_move):
    return (tuple(holes), stores[SOUTH], stores[NORTH], to_move)


def oware_play(holes, stores, player, move, seen):
    """Play one ply.  `seen` is the set of position keys seen so far (start
    included); it is updated.  Returns (holes, stores, next, events)."""
    assert move in oware_legal(holes, player), "illegal move %s" % move
    holes, stores, events = oware_result(holes, stores, player, move)
    nxt = other(player)
    if stores[SOUTH] > 24 or stores[NORTH] > 24:
        events.append("game-over: more than 24")
        return holes, stores, None, events
    key = oware_key(holes, stores, nxt)
    if key in seen:
        events.append("game-over: repetition")
        return holes, stores, None, events
    seen.add(key)
    if not oware_legal(holes, nxt):
        events.append("game-over: no move")
        return holes, stores, None, events
    return holes, stores, nxt, events


# ---------------------------------------------------------------- Hufesay
def hufesay_play(holes, stores, player, move, max_laps=100000):
    """Relay sowing.  Returns (holes, stores, next, events); raises
    ValueError for an endless sowing (a move that is then illegal)."""
    holes = list(holes)
    stores = dict(stores)
    pos = INDEX[move]
    assert owner(pos) == player and holes[pos] > 0, "illegal move"
    events = []
    seen_lifts = set()
    laps = 0
    while True:
        laps += 1
        if laps > max_laps:
            raise ValueError("sowing does not finish")
        seeds = holes[pos]
        holes[pos] = 0
        while seeds > 0:
            pos = (pos + 1) % 12
            holes[pos] += 1
            seeds -= 1
        if holes[pos] > 1:
            # occupied before the drop: lift and go on
            key = (tuple(holes), pos)
            if key in seen_lifts:
                raise ValueError("endless relay")
            seen_lifts.add(key)
            continue
        break
    events.append("laps=%d last=%s" % (laps, ORDER[pos]))
    if owner(pos) == player and holes[opposite(pos)] > 0:
        events.append("capture %s=%d" % (ORDER[opposite(pos)], holes[opposite(pos)]))
        stores[player] += holes[opposite(pos)]
        holes[opposite(pos)] = 0
    nxt = other(player)
    if sum(holes[i] for i in own_holes(SOUTH)) == 0 or sum(holes[i] for i in own_holes(NORTH)) == 0:
        events.append("game-over")
        nxt = None
    return holes, stores, nxt, events


def hufesay_legal(holes, player):
    ok = []
    for i in own_holes(player):
        if holes[i] > 0:
            try:
                hufesay_play(holes, {SOUTH: 0, NORTH: 0}, player, ORDER[i])
                ok.append(ORDER[i])
            except ValueError:
                pass
    return ok


# ---------------------------------------------------------------- driver
class Game:
    def __init__(self, name):
        self.name = name
        self.holes = [4] * 12
        self.stores = {SOUTH: 0, NORTH: 0}
        self.to_move = SOUTH
        self.ply = 0
        self.seen = {oware_key(self.holes, self.stores, SOUTH)}
        self.log = [snapshot(0, None, None, self.holes, self.stores, SOUTH)]
        self.events = [[]]

    def legal(self):
        if self.to_move is None:
            return []
        return {"kalah": kalah_legal, "oware": oware_legal, "hufesay": hufesay_legal}[self.name](
            self.holes, self.to_move)

    def play(self, move):
        assert self.to_move is not None, "game is over"
        assert move in self.legal(), "illegal move %s at ply %d" % (move, self.ply + 1)
        player = self.to_move
        if self.name == "kalah":
            r = kalah_play(self.holes, self.stores, player, move)
        elif self.name == "oware":
            r = oware_play(self.holes, self.stores, player, move, self.seen)
        else:
            r = hufesay_play(self.holes, self.stores, player, move)
        self.holes, self.stores, self.to_move, ev = r
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == 48
        self.ply += 1
        self.log.append(snapshot(self.ply, move, player, self.holes, self.stores, self.to_move))
        self.events.append(ev)


def start(game):
    """A new game: the three games with claimed holes live in claims.py."""
    return CLAIM_GAMES[game]() if game in CLAIM_GAMES else Game(game)


# Each trace (NAME.moves, NAME.expected.jsonl) and the game it is played in.
TRACES = {
    "kalah": "kalah",
    "oware": "oware",
    "hufesay": "hufesay",
    "oware-nofeed": "oware",
    "qelat": "qelat",
    "selus-massawa": "selus-massawa",
    "selus-wag": "selus-wag",
}


def trace(game, moves):
    g = start(game)
    for m in moves:
        g.play(m)
    return g


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    if len(argv) >= 2 and argv[0] == "trace":
        g = trace(argv[1], argv[2:])
        for line, ev in zip(g.log, g.events):
            print(json.dumps(line), " ".join(ev), file=sys.stdout)
        return
    if argv and argv[0] == "write":
        for name, game in TRACES.items():
            with open(os.path.join(here, name + ".moves")) as f:
                moves = f.read().split()
            g = trace(game, moves)
            with open(os.path.join(here, name + ".expected.jsonl"), "w") as f:
                for line in g.log:
                    f.write(json.dumps(line) + "\n")
        return
    print(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
