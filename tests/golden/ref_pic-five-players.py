#!/usr/bin/env python3
"""Reference Pic (Piç; eastern Turkey, And 1979) for FIVE players, the
rules text's default, written from the rules text of Ludii's "Pic" and the
interpretations below, not from sow.  Standalone (no dependencies, not
even ref_common.py, whose board and driver are for two players).

Rules, in short (the text): two to five players, each with three heaps of
twelve counters; sowing goes anticlockwise; a player who makes a heap of
three counters in a heap of an opponent's draws a circle round it and
captures its counters and every counter sown into it for the rest of the
game; when no heaps are left, the player with the most counters wins.

Interpretations (the same as in pic-five-players.sow.toml):
- Five players: south, north, third, fourth, fifth.  Fifteen heaps on a
  board of five rows of three: row k holds the k-th player's three heaps,
  a1 b1 c1 south's, a2 b2 c2 north's, a3 b3 c3 third's, a4 b4 c4
  fourth's, a5 b5 c5 fifth's.  The ring, sown anticlockwise, is a1 b1 c1
  a2 b2 c2 a3 b3 c3 a4 b4 c4 a5 b5 c5 and back to a1 (Ludii's five-player
  track {0 1 3 5 7 9 11 13 14 12 10 8 6 4 2} with P1 {0 1 3}, P2 {5 7 9},
  P3 {11 13 14}, P4 {12 10 8}, P5 {6 4 2}: each player's three heaps are
  a run of the ring, the players in order).  Twelve counters a heap.  No
  stores: the counters taken are kept in hand, shown as `stores`.
- South moves first; the turn goes round in ring order (south, north,
  third, fourth, fifth, south, ...).
- A move takes up every counter of one of the mover's own heaps that holds
  any (one counter too) and sows them one a heap along the ring, the first
  into the heap after the one taken up.  No heap is passed over: a sowing
  of fifteen or more drops counters back into its own heap, and circled
  heaps are sown into like any other.
- Only the heap where the last counter falls is looked at: if it is
  another player's heap (any of the other four rows), not circled, and
  holds three counters after the drop, the mover takes those three and the
  heap is circled for the mover.  A heap of the mover's own row is never
  "an opponent's heap", even when another player has circled it.
- A heap once circled stays its circler's and is not circled again: a last
  counter making three in a circled heap (it was empty when the move
  began, so the sowing went round it three times: 31 counters or more)
  circles nothing, and its three go to the circler like any counters sown
  into a circled heap.
- Once the sowing is over, every circled heap's counters (those sown into
  it this move) go to the player who circled it, whoever moved.  So a
  circled heap is empty whenever a move starts and is never taken up.
- The game ends after a ply that leaves no counter on the board.  Most
  counters taken wins; equal top scores share the win.
- After a ply the turn goes to the next player in ring order who has a
  counter in one of their heaps; every player passed over (their heaps all
  empty) passes.  Several may pass in a row, and the mover may move again
  when all four others pass.  The passes are no plies: the line of the ply
  shows as `to_move` the player who plays next.  While a counter is on
  the board someone can always move: after the circled heaps are emptied,
  every counter lies in an uncircled heap, which its row's owner may take
  up (checked in `play`).

Each line: `ply`, `move`, `player`, `holes` (all fifteen, a1 b1 c1 a2 ...
c5), `stores` (counters taken, the five players), `to_move` (null once the
game is over) and `claimed` (each circled heap and its circler, in ring
order).  No `passed` key.

Usage: python3 ref_pic-five-players.py trace MOVE...   the lines, each followed by
                                                the ply's events
                              write            pic-five-players.expected.jsonl from
                                                pic-five-players.moves (beside this
                                                file)
                              pick LO HI       seeds LO..HI-1: plies, ended,
                                                events counted
                              check [N]        the self-checks on N random
                                                games (default 2000)
                              compare LO HI [SOW [EXAMPLE]]
                                                random games of seeds
                                                LO..HI-1 replayed by `SOW play
                                                EXAMPLE --format json`, every
                                                key compared
"""
import json
import os
import random
import subprocess
import sys

PLAYERS = ["south", "north", "third", "fourth", "fifth"]
ROWS = len(PLAYERS)
COLS = 3
ORDER = ["%s%d" % (c, r + 1) for r in range(ROWS) for c in "abc"]   # ring order
INDEX = {name: i for i, name in enumerate(ORDER)}
SIZE = len(ORDER)               # 15
START = 12
TOTAL = START * SIZE            # 180
MAX_PLIES = 1000


def owner(i):
    return PLAYERS[i // COLS]


def own_heaps(p):
    k = PLAYERS.index(p)
    return range(k * COLS, (k + 1) * COLS)


def after(p):
    return PLAYERS[(PLAYERS.index(p) + 1) % ROWS]


class Game:
    def __init__(self):
        self.holes = [START] * SIZE
        self.stores = {p: 0 for p in PLAYERS}
        self.circled = {}           # heap index -> player who circled it
        self.to_move = PLAYERS[0]
        self.ply = 0
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {name: self.holes[INDEX[name]] for name in ORDER},
            "stores": dict(self.stores),
            "to_move": self.to_move,
            "claimed": {ORDER[i]: p for i, p in sorted(self.circled.items())},
        }

    def legal_for(self, p):
        return [ORDER[i] for i in own_heaps(p) if self.holes[i] > 0]

    def legal(self):
        return [] if self.to_move is None else self.legal_for(self.to_move)

    def play(self, move):
        assert self.to_move is not None, "game is over"
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        # self-check: a circled heap is empty whenever a move starts
        for i in self.circled:
            assert self.holes[i] == 0, "circled %s holds %d at a move's start" % (
                ORDER[i], self.holes[i])
        player = self.to_move
        events = self.sow(player, move)
        assert sum(self.holes) + sum(self.stores.values()) == TOTAL, "counters not conserved"
        self.ply += 1
        self.log.append(self.snapshot(move, player))
        self.events.append(events)

    def sow(self, player, move):
        holes = self.holes
        start = INDEX[move]
        seeds, holes[start] = holes[start], 0
        events = ["sow %s:%d" % (move, seeds)]
        if seeds >= SIZE:
            events.append("round %s:%d" % (move, seeds))
        pos = start
        while seeds:
            pos = (pos + 1) % SIZE
            holes[pos] += 1
            seeds -= 1
        last = pos
        name = ORDER[last]
        if owner(last) == player:
            if last in self.circled:
                events.append("last-own-circled %s(%s) count=%d" % (
                    name, self.circled[last], holes[last]))
        elif last in self.circled:
            events.append("last-in-circled %s(%s) count=%d" % (
                name, self.circled[last], holes[last]))
        elif holes[last] == 3:
            self.stores[player] += 3
            holes[last] = 0
            self.circled[last] = player
            events.append("circle %s by %s" % (name, player))
        else:
            events.append("last-opponent %s count=%d" % (name, holes[last]))
        # every counter sown into a circled heap goes to its circler
        for i, p in sorted(self.circled.items()):
            if holes[i]:
                events.append("sown-into-circled %s:%d->%s%s" % (
                    ORDER[i], holes[i], p, "" if p == player else " (not the mover)"))
                self.stores[p] += holes[i]
                holes[i] = 0
        if sum(holes) == 0:
            self.to_move = None
            best = max(self.stores.values())
            winners = [p for p in PLAYERS if self.stores[p] == best]
            events.append("over %s %s" % (
                "-".join(str(self.stores[p]) for p in PLAYERS),
                "+".join(winners) if len(winners) < ROWS else "draw"))
            return events
        nxt = after(player)
        passes = []
        while not self.legal_for(nxt):
            passes.append(nxt)
            # counters on the board but nobody to take them up: impossible
            assert len(passes) < ROWS, "nobody can move with counters on the board"
            nxt = after(nxt)
        for p in passes:
            events.append("pass %s" % p)
        if len(passes) > 1:
            events.append("passes-in-a-row %d" % len(passes))
        if nxt == player:
            events.append("again %s" % player)
        self.to_move = nxt
        return events


def replay(moves):
    g = Game()
    for m in moves:
        g.play(m)
    return g


def random_game(seed, max_plies=MAX_PLIES):
    rng = random.Random(seed)
    g = Game()
    while g.to_move is not None and g.ply < max_plies:
        g.play(rng.choice(g.legal()))
    return g


def tally(g):
    """A game's events: each event's first word counted, the circlers, the
    circlers fed by other players' moves, the longest run of passes."""
    counts = {}
    circlers = set()
    fed_by_other = set()
    most_passes = 0
    end = "-"
    for line, ev in zip(g.log, g.events):
        for e in ev:
            w = e.split()[0]
            if w == "over":
                end = " ".join(e.split()[1:])
                continue
            if w == "sow":
                continue
            if w == "passes-in-a-row":
                most_passes = max(most_passes, int(e.split()[1]))
            if w == "circle":
                circlers.add(e.split()[-1])
            if w == "last-in-circled" and e.endswith("count=3"):
                k = "three-in-own-circle" if "(%s)" % line["player"] in e else "three-in-others-circle"
                counts[k] = counts.get(k, 0) + 1
            if w == "sown-into-circled" and "not the mover" in e:
                w = "fed-other"
                fed_by_other.add(e.split("->")[1].split()[0])
            counts[w] = counts.get(w, 0) + 1
    return counts, circlers, fed_by_other, most_passes, end


def summary(g):
    counts, circlers, fed, most, end = tally(g)
    return "end=%s circlers=%s fed-other-to=%s most-passes=%d %s" % (
        end, ",".join(p for p in PLAYERS if p in circlers) or "-",
        ",".join(p for p in PLAYERS if p in fed) or "-", max(most, 1 if counts.get("pass") else 0),
        " ".join("%s=%d" % kv for kv in sorted(counts.items())))


def check(n):
    """Self-checks on n random games (seeds 0..n-1): each ends by the rules
    within MAX_PLIES plies; counters conserved at every ply (checked by
    `play`, and again here from the lines); circled heaps empty at every
    move's start (checked by `play`); the board empty at the end; every
    line well formed.  Prints how often circles and passes happen."""
    lengths = []
    games_with = {}
    totals = {}
    pass_runs = {}
    for seed in range(n):
        g = random_game(seed)
        assert g.to_move is None, "seed %d did not end in %d plies" % (seed, MAX_PLIES)
        assert sum(g.holes) == 0
        for line in g.log:
            assert list(line["holes"]) == ORDER and list(line["stores"]) == PLAYERS
            assert sum(line["holes"].values()) + sum(line["stores"].values()) == TOTAL
            for h in line["claimed"]:
                assert line["holes"][h] == 0, "circled %s not emptied at ply %d" % (h, line["ply"])
            assert "passed" not in line
        lengths.append(g.ply)
        counts, circlers, fed, most, _ = tally(g)
        for k, v in counts.items():
            totals[k] = totals.get(k, 0) + v
            games_with[k] = games_with.get(k, 0) + 1
        for ev in g.events:
            runs = [e for e in ev if e.startswith("pass ")]
            if runs:
                pass_runs[len(runs)] = pass_runs.get(len(runs), 0) + 1
        key = "circlers=%d" % len(circlers)
        games_with[key] = games_with.get(key, 0) + 1
    lengths.sort()
    print("%d games, all ended; plies %d..%d, median %d" % (
        n, lengths[0], lengths[-1], lengths[len(lengths) // 2]))
    print("counters conserved (180) at every ply; circled heaps empty at every move's start")
    for k in sorted(totals):
        print("  %-20s %6d times, in %5d games" % (k, totals[k], games_with[k]))
    for k in sorted(x for x in games_with if x.startswith("circlers=")):
        print("  %-20s in %5d games" % (k, games_with[k]))
    print("  plies followed by a run of k passes:",
          " ".join("k=%d: %d" % kv for kv in sorted(pass_runs.items())))


def compare(lo, hi, sow, example):
    differ = 0
    for seed in range(lo, hi):
        g = random_game(seed)
        moves = " ".join(line["move"] for line in g.log[1:])
        out = subprocess.run([sow, "play", example, "--format", "json", "--moves", moves],
                             capture_output=True, text=True)
        got = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
        if len(got) != len(g.log):
            print(seed, "sow gave %d positions of %d:" % (len(got), len(g.log)), out.stderr.strip())
            differ += 1
            continue
        for want, have in zip(g.log, got):
            keys = [k for k in want if want[k] != have.get(k)]
            if keys:
                print(seed, "ply", want["ply"], "differs in", " ".join(keys))
                differ += 1
                break
    print("%d of %d games differ" % (differ, hi - lo))
    return differ == 0


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    if argv and argv[0] == "trace":
        g = replay(argv[1:])
        for line, ev in zip(g.log, g.events):
            print(json.dumps(line), " ".join(ev))
        return 0
    if argv and argv[0] == "write":
        with open(os.path.join(here, "pic-five-players.moves")) as f:
            g = replay(f.read().split())
        with open(os.path.join(here, "pic-five-players.expected.jsonl"), "w") as f:
            for line in g.log:
                f.write(json.dumps(line) + "\n")
        return 0
    if len(argv) == 3 and argv[0] == "pick":
        for seed in range(int(argv[1]), int(argv[2])):
            g = random_game(seed)
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
        return 0
    if argv and argv[0] == "check" and len(argv) <= 2:
        check(int(argv[1]) if len(argv) == 2 else 2000)
        return 0
    if 3 <= len(argv) <= 5 and argv[0] == "compare":
        sow = argv[3] if len(argv) >= 4 else os.path.join(root, "target", "debug", "sow")
        if len(argv) == 5:
            example = argv[4]
        else:
            example = os.path.join(root, "examples", "pic-five-players.sow.toml")
        return 0 if compare(int(argv[1]), int(argv[2]), sow, example) else 1
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
