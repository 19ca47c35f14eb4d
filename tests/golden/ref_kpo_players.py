#!/usr/bin/env python3
"""What the references of Kpo for three and for four players share
(`ref_kpo-three-players.py`, `ref_kpo-four-players.py`): the game on a
ring of twelve holes for any number of players, each owning some holes,
and the command line.  Written from the rules texts of Ludii's "Kpo"
(rulesets "Three players (Observed)" and "Four players (Described)";
Culin 1896: 603-604) and the interpretations below, not from sow.
Standalone (no dependencies, not even ref_common.py, whose board and
driver are for two players).

The rules texts, in short: three (four) players; three counters in each
hole; "Captures are made from the next hole in the direction of the
sowing when the last counter causes a hole to contain two or three
counters.  Sowing may also occur in any direction."  The three-player
text gives the holes: "One player owns the first two holes in both rows,
another the middle two holes in both rows, the third the last two holes in
both rows."

Interpretations (the same as in the example files):
- Board 2x6, holes a1..f1 (row 1, left to right from South's view) and
  a2..f2 (row 2, the same column letters).  The ring, anticlockwise: a1 b1
  c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  Three counters a hole.
  No store on the ring: each player keeps what they take in hand, shown
  as `stores` (one entry a player).
- Who owns what (each script says): the players move in the order south,
  north, third (, fourth), round and round.
- A move: one of the mover's own holes holding counters (one counter too)
  and a way, `HOLE+` (along the ring as listed, anticlockwise) or `HOLE-`
  (against it, clockwise).  Every counter of the hole is lifted and sown
  one a hole from the next hole that way, in one lap; no hole is skipped
  (a sowing of twelve or more drops counters back into the hole lifted).
- When the last counter makes its hole hold 2 or 3 (whoever owns it), the
  counters of the NEXT hole that way (after the landing hole, the way the
  move sowed) go to the mover's store, whoever owns it; an empty next
  hole gives nothing.  The landing hole itself is never taken.  Nothing
  else is taken; no extra turns.
- Before each turn: if no more than one player has a counter in their
  holes, the game is over (`to_move` null on the line of the ply that made
  it so).  Otherwise the turn goes to the next player in order with a
  counter in their holes; each player passed over passes (with four
  players two may pass in a row).  Passes are no plies: the line of the
  ply shows the player who moves next as `to_move`, and `passed` names the
  first player who passed after this ply (null if none).
- Score: each player's store plus the counters left in their own holes;
  the one player with the highest score wins, a tie at the top is a draw.
  The last line leaves those counters in the holes (`stores` show the
  captures only).

Each line: `ply`, `move`, `player`, `holes` (all twelve), `stores` (every
player), `to_move` and `passed`.  `compare` also checks sow's `captured`
(counters taken this ply), `laps` (1 a move), `owners`, `claimed` (always
empty), `fired` (`next-taken` when the last counter made 2 or 3, whether
or not the next hole held any), the keys that never change here
(`endless`, `lap_capped`, `round`, `round_result`, `lots_pending`) and the
`result` of the last line (winner, scores in player order); it counts the
result's reasons and names any key of sow's it did not compare.
"""
import json
import os
import random
import subprocess
import sys

ORDER = ["a1", "b1", "c1", "d1", "e1", "f1", "f2", "e2", "d2", "c2", "b2", "a2"]
INDEX = {name: i for i, name in enumerate(ORDER)}
SIZE = len(ORDER)                 # 12
START = 3
TOTAL = START * SIZE              # 36
TAKEN = (2, 3)
MAX_PLIES = 3000
# sow's keys that never change in this game: one round, no endless or
# capped sowing, no lots
CONSTANT = {"endless": False, "lap_capped": False, "round": 1,
            "round_result": None, "lots_pending": False}


def step(way):
    return 1 if way == "+" else -1


def row_of(i):
    return ORDER[i][1]


class Game:
    def __init__(self, variant):
        self.v = variant
        self.players = variant.players
        self.holes = [START] * SIZE
        self.stores = {p: 0 for p in self.players}
        self.to_move = self.players[0]
        self.ply = 0
        self.result = None
        self.log = [self.snapshot(None, None, None)]
        self.events = [[]]
        self.captured = [0]
        self.fired = [False]        # the last counter made 2 or 3 (taken or not)

    def snapshot(self, move, player, passed):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {name: self.holes[INDEX[name]] for name in ORDER},
            "stores": dict(self.stores),
            "to_move": self.to_move,
            "passed": passed,
        }

    def own(self, p):
        return [INDEX[h] for h in self.v.holes[p]]

    def on_board(self, p):
        return sum(self.holes[i] for i in self.own(p))

    def legal_for(self, p):
        return ["%s%s" % (ORDER[i], way) for i in sorted(self.own(p))
                if self.holes[i] > 0 for way in "+-"]

    def legal(self):
        return [] if self.to_move is None else self.legal_for(self.to_move)

    def after(self, p):
        return self.players[(self.players.index(p) + 1) % len(self.players)]

    def play(self, move):
        assert self.to_move is not None, "game is over"
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        player = self.to_move
        before = sum(self.stores.values())
        events, passed = self.sow(player, move)
        assert sum(self.holes) + sum(self.stores.values()) == TOTAL, "counters not conserved"
        self.ply += 1
        self.log.append(self.snapshot(move, player, passed))
        self.events.append(events)
        self.captured.append(sum(self.stores.values()) - before)
        self.fired.append(any(e.startswith(("capture", "empty-next")) for e in events))

    def sow(self, player, move):
        holes = self.holes
        start, d = INDEX[move[:-1]], step(move[-1])
        seeds, holes[start] = holes[start], 0
        events = ["sow %s:%d" % (move, seeds)]
        if seeds >= SIZE:
            events.append("lap %s:%d" % (move, seeds))
        pos = start
        while seeds:
            pos = (pos + d) % SIZE
            holes[pos] += 1
            seeds -= 1
        last = pos
        nxt = (last + d) % SIZE
        n = holes[last]
        if n in TAKEN:
            if holes[nxt]:
                got = holes[nxt]
                holes[nxt] = 0
                self.stores[player] += got
                whose = self.v.owner(ORDER[nxt])
                tags = ["capture%s" % move[-1],
                        "%s->%s:%d" % (ORDER[last], ORDER[nxt], got),
                        "last=%d" % n,
                        "own" if whose == player else "of-" + whose]
                if row_of(last) != row_of(nxt):
                    tags.append("join-" + ORDER[last][0])
                if nxt == start:
                    tags.append("origin")
                events.append(" ".join(tags))
            else:
                events.append("empty-next %s->%s last=%d" % (ORDER[last], ORDER[nxt], n))
        else:
            events.append("last %s:%d" % (ORDER[last], n))
        # before the next turn: can more than one player move?
        movers = [p for p in self.players if self.on_board(p) > 0]
        if len(movers) <= 1:
            self.to_move = None
            scores = [self.stores[p] + self.on_board(p) for p in self.players]
            best = max(scores)
            top = [p for p, s in zip(self.players, scores) if s == best]
            self.result = {"winner": top[0] if len(top) == 1 else None,
                           "scores": scores,
                           "movers_left": movers}
            events.append("over %s %s left=%s" % (
                "-".join(map(str, scores)),
                top[0] if len(top) == 1 else "draw(%s)" % "+".join(top),
                "+".join(movers) or "none"))
            return events, None
        nxt_p = self.after(player)
        passes = []
        while not self.on_board(nxt_p):
            passes.append(nxt_p)
            nxt_p = self.after(nxt_p)
        for p in passes:
            events.append("pass %s" % p)
        if len(passes) > 1:
            events.append("passes-in-a-row %d" % len(passes))
        if nxt_p == player:
            events.append("again %s" % player)
        self.to_move = nxt_p
        return events, (passes[0] if passes else None)


def replay(variant, moves):
    g = Game(variant)
    for m in moves:
        g.play(m)
    return g


def random_game(variant, seed, max_plies=MAX_PLIES):
    rng = random.Random(seed)
    g = Game(variant)
    while g.to_move is not None and g.ply < max_plies:
        g.play(rng.choice(g.legal()))
    return g


def tally(g):
    """Each event's kind counted: captures each way, across the join, of
    the origin, of the mover's own hole; twos and threes with an empty next
    hole; passes; how it ended."""
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()
            kind = w[0]
            if kind == "over":
                end = " ".join(w[1:])
                continue
            if kind in ("sow", "last"):
                continue
            counts[kind] = counts.get(kind, 0) + 1
            if kind.startswith("capture"):
                for t in w[3:]:
                    if t in ("join-a", "join-f", "own", "origin"):
                        k = "%s-%s" % (kind, t)
                        counts[k] = counts.get(k, 0) + 1
    return counts, end


def summary(g):
    counts, end = tally(g)
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


def check(variant, n):
    """Self-checks on n random games: each ends within MAX_PLIES plies,
    counters conserved at every ply, the end only with at most one player
    holding counters, and never a player to move with an empty side."""
    lengths = []
    totals = {}
    games_with = {}
    ends = {}
    for seed in range(n):
        g = random_game(variant, seed)
        assert g.to_move is None, "seed %d did not end in %d plies" % (seed, MAX_PLIES)
        for line in g.log:
            assert sum(line["holes"].values()) + sum(line["stores"].values()) == TOTAL
            if line["to_move"] is not None:
                assert sum(line["holes"][h] for h in variant.holes[line["to_move"]]) > 0
                movers = [p for p in variant.players
                          if sum(line["holes"][h] for h in variant.holes[p])]
                assert len(movers) >= 2
        lengths.append(g.ply)
        counts, end = tally(g)
        for k, v in counts.items():
            totals[k] = totals.get(k, 0) + v
            games_with[k] = games_with.get(k, 0) + 1
        w = g.result["winner"] or "draw"
        ends[w] = ends.get(w, 0) + 1
        left = "left=%d" % len(g.result["movers_left"])
        ends[left] = ends.get(left, 0) + 1
    lengths.sort()
    print("%d games, all ended; plies %d..%d, median %d" % (
        n, lengths[0], lengths[-1], lengths[len(lengths) // 2]))
    for k in sorted(totals):
        print("  %-22s %6d times, in %5d games" % (k, totals[k], games_with[k]))
    print("  results:", " ".join("%s=%d" % kv for kv in sorted(ends.items())))


def compare(variant, lo, hi, sow, example):
    differ = 0
    reasons = {}
    unchecked = set()
    for seed in range(lo, hi):
        g = random_game(variant, seed)
        moves = " ".join(line["move"] for line in g.log[1:])
        out = subprocess.run([sow, "play", example, "--format", "json", "--moves", moves],
                             capture_output=True, text=True)
        got = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
        if len(got) != len(g.log):
            print(seed, "sow gave %d positions of %d:" % (len(got), len(g.log)), out.stderr.strip())
            differ += 1
            continue
        bad = None
        owners = {h: p for p in variant.players for h in variant.holes[p]}
        for k, (want, have) in enumerate(zip(g.log, got)):
            keys = [key for key in want if want[key] != have.get(key)]
            if have.get("captured") != g.captured[k]:
                keys.append("captured")
            if have.get("laps") != (0 if k == 0 else 1):
                keys.append("laps")
            if have.get("owners") != owners:
                keys.append("owners")
            if have.get("claimed") != {}:
                keys.append("claimed")
            if have.get("fired") != (["next-taken"] if g.fired[k] else []):
                keys.append("fired")
            for key, value in CONSTANT.items():
                if have.get(key) != value:
                    keys.append(key)
            result = have.get("result")
            if k < len(g.log) - 1 or g.to_move is not None:
                if result is not None:
                    keys.append("result")
            elif not result or result.get("winner") != g.result["winner"] \
                    or result.get("scores") != g.result["scores"]:
                keys.append("result")
            else:
                reasons[result.get("reason")] = reasons.get(result.get("reason"), 0) + 1
            unchecked |= set(have) - set(want) - set(CONSTANT) - {
                "captured", "laps", "owners", "claimed", "fired", "result"}
            if keys:
                bad = "ply %d differs in %s" % (want["ply"], " ".join(keys))
                break
        if bad:
            print(seed, bad)
            differ += 1
    print("%d of %d games differ" % (differ, hi - lo))
    print("result reasons sow gave:", " ".join("%s=%d" % kv for kv in sorted(reasons.items())))
    print("sow keys not compared:", " ".join(sorted(unchecked)) or "-")
    return differ == 0


def legal(variant, lo, hi, sow, example):
    """The legal moves at every ply of random games LO..HI-1 against those
    sow lists when it refuses a move (`zz`, no hole) at that ply."""
    import re
    positions = differ = 0
    for seed in range(lo, hi):
        g = random_game(variant, seed)
        moves = [line["move"] for line in g.log[1:]]
        h = Game(variant)
        for k, move in enumerate(moves):
            out = subprocess.run([sow, "play", example, "--format", "json", "--moves",
                                  " ".join(moves[:k] + ["zz"])], capture_output=True, text=True)
            found = re.search(r"legal moves: (.*)", out.stderr)
            got = sorted(found.group(1).split()) if found else None
            positions += 1
            if got != sorted(h.legal()):
                differ += 1
                print(seed, "ply", k + 1, "sow:", got, "reference:", sorted(h.legal()))
            h.play(move)
    print("legal moves differ at %d of %d positions" % (differ, positions))
    return differ == 0


def main(variant, argv):
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    name = variant.name
    if argv and argv[0] == "trace":
        g = replay(variant, argv[1:])
        for line, ev in zip(g.log, g.events):
            print(json.dumps(line), " ".join(ev))
        return 0
    if argv and argv[0] == "write":
        with open(os.path.join(here, name + ".moves")) as f:
            g = replay(variant, f.read().split())
        with open(os.path.join(here, name + ".expected.jsonl"), "w") as f:
            for line in g.log:
                f.write(json.dumps(line) + "\n")
        return 0
    if len(argv) == 3 and argv[0] == "pick":
        for seed in range(int(argv[1]), int(argv[2])):
            g = random_game(variant, seed)
            print(seed, g.ply, "over" if g.to_move is None else "going", summary(g))
        return 0
    if len(argv) == 2 and argv[0] == "moves":
        g = random_game(variant, int(argv[1]))
        print(" ".join(line["move"] for line in g.log[1:]))
        return 0
    if argv and argv[0] == "check" and len(argv) <= 2:
        check(variant, int(argv[1]) if len(argv) == 2 else 2000)
        return 0
    if 3 <= len(argv) <= 5 and argv[0] == "compare":
        sow = argv[3] if len(argv) >= 4 else os.path.join(root, "target", "debug", "sow")
        example = argv[4] if len(argv) == 5 else os.path.join(
            root, "examples", name + ".sow.toml")
        return 0 if compare(variant, int(argv[1]), int(argv[2]), sow, example) else 1
    if 3 <= len(argv) <= 5 and argv[0] == "legal":
        sow = argv[3] if len(argv) >= 4 else os.path.join(root, "target", "debug", "sow")
        example = argv[4] if len(argv) == 5 else os.path.join(
            root, "examples", name + ".sow.toml")
        return 0 if legal(variant, int(argv[1]), int(argv[2]), sow, example) else 1
    print(variant.doc)
    print(__doc__)
    return 2


class Variant:
    def __init__(self, name, holes, doc):
        self.name = name
        self.holes = holes                  # player -> list of hole names
        self.players = list(holes)
        self.doc = doc
        self._owner = {h: p for p, hs in holes.items() for h in hs}
        assert sorted(self._owner) == sorted(ORDER)

    def owner(self, hole):
        return self._owner[hole]
