#!/usr/bin/env python3
"""What the reference games ref_*.py share: the geometry of a board of two
rows, the JSON Lines position (the shape oracle.py writes), the driver that
replays, writes and picks games, and the relay sowing with its capture
across the board that Ayoayo and En Gehe both play.  Each ref_NAME.py gives
its own start, legal moves and ply (`Rules`).

Board convention (2 rows of n columns): South owns row 1, North row 2;
columns are named a..z, then aa, ab, ... .  The anticlockwise ring of holes
is a1 b1 ... (last)1, (last)2 ... b2 a2, then back to a1; a hole is its
index in that ring, so South owns 0..n-1, North n..2n-1, and the hole
opposite index i is 2n-1-i.
"""
import json
import os
import random
import sys

SOUTH, NORTH = "south", "north"


def other(p):
    return NORTH if p == SOUTH else SOUTH


def column_name(k):
    """a, b, ..., z, aa, ab, ... for column k counted from 0."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    if k < 26:
        return letters[k]
    return letters[k // 26 - 1] + letters[k % 26]


class Ring:
    """The holes of a 2 x n board in anticlockwise order."""

    def __init__(self, n):
        self.n = n
        row1 = [column_name(k) + "1" for k in range(n)]
        row2 = [column_name(k) + "2" for k in range(n)]
        self.order = row1 + row2[::-1]
        self.index = {name: i for i, name in enumerate(self.order)}
        self.display = row1 + row2

    def __len__(self):
        return 2 * self.n

    def owner(self, i):
        return SOUTH if i < self.n else NORTH

    def own_holes(self, p):
        return range(0, self.n) if p == SOUTH else range(self.n, 2 * self.n)

    def opposite(self, i):
        return 2 * self.n - 1 - i

    def row_total(self, holes, p):
        return sum(holes[i] for i in self.own_holes(p))


# ---------------------------------------------------------------- relay sowing
class Endless(Exception):
    """A relay sowing that would never end."""


def relay_sow(ring, holes, start, skip_origin):
    """Relay sowing anticlockwise from `start`, on `holes` in place: a lap's
    last seed in a hole that held seeds lifts that hole (the seed just
    dropped too) and sows on from the hole after it; a last seed in an
    empty hole ends the sowing.  With `skip_origin` each lap passes over the
    hole it was lifted from.  Returns (last hole, laps, origins passed
    over); raises Endless when the same board comes back at a lift of the
    same hole."""
    lifts = set()
    pos = start
    laps = skipped = 0
    while True:
        laps += 1
        origin = pos
        seeds, holes[origin] = holes[origin], 0
        while seeds:
            pos = (pos + 1) % len(ring)
            if skip_origin and pos == origin:
                skipped += 1
                continue
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:
            return pos, laps, skipped
        key = (tuple(holes), pos)
        if key in lifts:
            raise Endless()
        lifts.add(key)


def take_across(ring, holes, player, last):
    """A sowing that ended in `last`, a hole empty before its seed: if that
    hole is the player's and the hole opposite holds seeds, those and the
    last seed are taken.  Returns (seeds taken, events)."""
    opp = ring.opposite(last)
    if ring.owner(last) != player:
        return 0, ["ends-in-opponent-row"]
    if holes[opp] == 0:
        return 0, ["own-empty-nothing-opposite"]
    taken = holes[opp] + holes[last]
    holes[opp] = holes[last] = 0
    return taken, ["capture %s+%s=%d" % (ring.order[opp], ring.order[last], taken)]


def ending_moves(ring, holes, player, move_from):
    """The player's moves whose sowing ends, each with the board after it:
    (name, board) for every non-empty own hole `move_from(holes, player,
    hole)` does not raise Endless for."""
    moves = []
    for i in ring.own_holes(player):
        if holes[i] == 0:
            continue
        try:
            after, _, _ = move_from(holes, player, i)
        except Endless:
            continue
        moves.append((ring.order[i], after))
    return moves


# ---------------------------------------------------------------- driver
def snapshot(ring, ply, move, player, holes, stores, to_move):
    return {
        "ply": ply,
        "move": move,
        "player": player,
        "holes": {name: holes[ring.index[name]] for name in ring.display},
        "stores": {SOUTH: stores[SOUTH], NORTH: stores[NORTH]},
        "to_move": to_move,
    }


class Rules:
    """A rule set: its board (`ring`), the seeds in each hole at the start
    (`start`, in ring order; the stores start empty), `legal(holes,
    player)` (the names of the moves that player may play) and
    `play(game, move)`, which changes `game.holes`, `game.stores` and
    `game.to_move` (None once the game is over) and returns the ply's
    events as words."""

    def __init__(self, ring, start, legal, play):
        self.ring, self.start, self.legal, self.play = ring, start, legal, play


class Game:
    """One game of a rule set, with the position after every ply."""

    def __init__(self, rules):
        self.rules = rules
        self.ring = rules.ring
        self.holes = list(rules.start)
        self.stores = {SOUTH: 0, NORTH: 0}
        self.total = sum(self.holes)
        self.to_move = SOUTH
        self.ply = 0
        self.log = [snapshot(self.ring, 0, None, None, self.holes, self.stores, SOUTH)]
        self.events = [[]]

    def legal(self):
        return [] if self.to_move is None else self.rules.legal(self.holes, self.to_move)

    def play(self, move):
        assert self.to_move is not None, "game is over"
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        events = self.rules.play(self, move)
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        self.ply += 1
        self.log.append(snapshot(self.ring, self.ply, move, player, self.holes,
                                 self.stores, self.to_move))
        self.events.append(events)


def replay_game(new_game, moves):
    """The game `new_game()` after `moves`."""
    g = new_game()
    for m in moves:
        g.play(m)
    return g


def random_game(new_game, seed, max_plies):
    """A game of uniformly random legal moves, seeded."""
    rng = random.Random(seed)
    g = new_game()
    while g.to_move is not None and g.ply < max_plies:
        g.play(rng.choice(g.legal()))
    return g


def event_counts(g):
    """A random game's events, each word counted: `pick`'s summary."""
    counts = {}
    for ev in g.events:
        for e in ev:
            word = e.split()[0]
            counts[word] = counts.get(word, 0) + 1
    return " ".join("%s=%d" % kv for kv in sorted(counts.items()))


def capture_tally(g):
    """A random game's captures by each side, each event's first word
    counted (before any `=` or `:`), and its longest relay (`relays=N`):
    what the four-row references' summaries report."""
    caps = {SOUTH: 0, NORTH: 0}
    counts = {}
    most = 0
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
            if word == "relays":
                most = max(most, int(e.split("=")[1]))
    return caps, counts, most


def drive(new_game, name, argv, max_plies=1000, summary=event_counts):
    """The command line of a ref_NAME.py whose games `new_game()` makes
    (each with `play`, `legal`, `to_move`, `ply`, `log` and `events`):
        trace MOVE...     the JSON Lines trace, each line followed by the
                          ply's events
        write             NAME.expected.jsonl from NAME.moves
        pick LO HI        for each seed in LO..HI-1, a random game's length,
                          whether it ended, and `summary` of it
        compare LO HI [SOW]
                          for each seed in LO..HI-1, the random game
                          replayed by `SOW play examples/NAME.sow.toml
                          --format json` (SOW: target/debug/sow), every key
                          of every position the reference writes compared;
                          prints the first difference of each game
    """
    here = os.path.dirname(os.path.abspath(__file__))
    if argv and argv[0] == "trace":
        g = replay_game(new_game, argv[1:])
        for line, ev in zip(g.log, g.events):
            print(json.dumps(line), " ".join(ev))
        return
    if argv and argv[0] == "write":
        with open(os.path.join(here, name + ".moves")) as f:
            g = replay_game(new_game, f.read().split())
        with open(os.path.join(here, name + ".expected.jsonl"), "w") as f:
            for line in g.log:
                f.write(json.dumps(line) + "\n")
        return
    if len(argv) == 3 and argv[0] == "pick":
        for seed in range(int(argv[1]), int(argv[2])):
            g = random_game(new_game, seed, max_plies)
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
        return
    if len(argv) in (3, 4) and argv[0] == "compare":
        root = os.path.dirname(os.path.dirname(here))
        sow = argv[3] if len(argv) == 4 else os.path.join(root, "target", "debug", "sow")
        differ = 0
        for seed in range(int(argv[1]), int(argv[2])):
            g = random_game(new_game, seed, max_plies)
            differ += not compare_with_sow(g, sow, os.path.join(root, "examples", name + ".sow.toml"), seed)
        print("%d of %d games differ" % (differ, int(argv[2]) - int(argv[1])))
        sys.exit(1 if differ else 0)
    print(drive.__doc__)
    sys.exit(2)


def compare_with_sow(g, sow, example, seed):
    """Whether `sow play` gives every key of every position of game `g`;
    prints the first difference."""
    import subprocess
    moves = " ".join(line["move"] for line in g.log[1:])
    out = subprocess.run([sow, "play", example, "--format", "json", "--moves", moves],
                         capture_output=True, text=True)
    got = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    if len(got) != len(g.log):
        print(seed, "sow gave %d positions of %d:" % (len(got), len(g.log)), out.stderr.strip())
        return False
    for want, have in zip(g.log, got):
        keys = [k for k in want if want[k] != have.get(k)]
        if keys:
            print(seed, "ply", want["ply"], "differs in", " ".join(keys))
            return False
    return True


def main(rules, name, argv):
    """The command line of a ref_NAME.py on `Game(rules)` (see `drive`)."""
    drive(lambda: Game(rules), name, argv)
