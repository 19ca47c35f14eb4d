#!/usr/bin/env python3
"""An independent reference of Galatjang (the Macassar people of Celebes,
Indonesia; after Matthes 1859), a whole match of rounds, written from the
rules text of Ludii's "Galatjang" and the interpretations below, not from
sow's source nor from the example file (the reference was written first).

Rules, in short: two rows of six holes, seven counters in each, and a store
for each player at their right hand.  Sowing runs anticlockwise, through the
mover's own store.  A last counter in one's own store: the mover sows again
from any hole of their row; in an occupied hole: that hole is lifted and the
sowing goes on; in an empty hole: the move ends, and in one's own row the
counters of the hole opposite go to the mover's store.  When no more moves
can be made a new round begins: each player fills as many holes as they
can, seven to a hole, the surplus staying in the store, and the holes left
unfilled are out of play.  The match goes on until a player cannot fill a
single hole; the other wins.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2 (North's
  row, the same columns); a hole's opposite is the other row's hole of its
  column.  South moves first.  South's store is at South's right, after f1;
  North's at North's right, after a2.  The anticlockwise path is
  a1 .. f1, South's store, f2 .. a2, North's store, then a1 again; each
  player passes over the other's store ("sow into the store on their right
  hand side"; the text names no other store as sown into).
- A move lifts every counter of one of the mover's own holes in play that
  holds any (one counter is a move) and sows one a site along the path from
  the next site.  A lap of more counters than its path has sites drops one
  into the hole it was lifted from too (the text does not skip it).
- "If it lands in a hole with counters in it": a lap's last counter in a
  hole that held counters before it fell, in either row, lifts that hole
  (the counter just dropped too) and the sowing goes on from the next site.
- A last counter in an empty hole ends the move.  If the hole is the
  mover's, the counters of the hole opposite (if any) go to the mover's
  store; the capturing counter stays where it fell.  Nothing happens for
  a last counter in an empty hole of the opponent's.
- A last counter in the mover's own store: the same player plays another
  ply, from any of their holes that holds counters (taken as a duty, as any
  move is).  If they have no legal move then, they pass.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.  (The text does not foresee it.)
- "When no more moves can be made": a player to move who has no legal move
  (no counter in their holes in play) passes and the other plays on; the
  round ends when neither can move: after the ply that leaves no legal move
  to either player (every counter in a store, but for endless moves, never
  met).  Counters left in holes then go to each hole's owner.
- Recount: each player's counters (their store) fill their own holes only,
  seven to a hole, at most their six holes, starting from the first hole of
  their row along their sowing path and going on along it: South from a1
  to f1, North from f2 to a2 (each from their own left).  The rest stays in
  the store.  Holes left empty are out of play for the round: no counter
  is sown into them, no move starts there, nothing is taken from them (they
  are empty).  The text does not say which holes are filled; Ludii's code
  lets each player choose.  (Ludii's code also still sows into the holes
  out of play; the text excludes them from play, and we follow it.)
- The player after the last mover of a round starts the next round (the
  text does not say; every player in a new round has a hole of seven).
- The match ends at a recount where a player has fewer than seven counters
  (cannot fill a hole); the other wins.  On that line the board is as the
  round left it (the holes empty, every counter in a store) and `to_move`
  is null.  (The counters are 84, so one player always fills all six.
  Ludii's code ends the match instead after any move that leaves fewer
  than seven counters outside the mover's store; we follow the text.)

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move`, `passed` (the player who, after this ply, had no move and
passed, else null), `round`, `owners` (each hole in play and its owner,
always the row's) and `round_end` (on the line of a round's last ply: the
holes and stores as that ply left them, before the recount; else null).
The line of a round's last ply shows the next round set up.

Events (`trace`, after each line; `pick` counts their first words):
store-again (last counter in one's store), relays=N, capture HOLE=N
(a capture of N counters from the hole opposite), own-empty-nothing
(a last counter in an empty own hole, nothing opposite), ends-other-row,
past-out-of-play (a sowing passed a hole out of play), origin-resown (a lap
dropped into its own hole), pass PLAYER, endless-holes=N, round-over,
totals S/N, recount S/N holes, out-of-play HOLES, match-won.

Usage: python3 ref_galatjang.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | pick-greedy LO HI | moves-greedy SEED
(`pick-greedy` and `moves-greedy`: matches in which South plays its best
turn and North at random, which end by the rules; see `greedy_game`.)
"""
import sys

from ref_common import NORTH, SOUTH, drive, other

COLS = "abcdef"
ROW = {SOUTH: [c + "1" for c in COLS], NORTH: [c + "2" for c in COLS]}
DISPLAY = ROW[SOUTH] + ROW[NORTH]
STORE = {SOUTH: "S", NORTH: "N"}
# The anticlockwise path: South's row left to right, South's store, North's
# row from its right end (seen from South) leftwards, North's store.
PATH = ROW[SOUTH] + ["S"] + ROW[NORTH][::-1] + ["N"]
# Each player's fill order: their row as their path sows it.
FILL = {SOUTH: ROW[SOUTH], NORTH: ROW[NORTH][::-1]}
REFILL = 7
MAX_PLIES = 20000
MAX_ROUNDS = 100


def owner_of_row(hole):
    return SOUTH if hole.endswith("1") else NORTH


def opposite(hole):
    return hole[:-1] + ("2" if hole.endswith("1") else "1")


class Endless(Exception):
    """A relay sowing that never ends."""


class Match:
    def __init__(self):
        self.board = {s: (0 if s in "SN" else REFILL) for s in PATH}
        self.out = set()
        self.round = 1
        self.to_move = SOUTH
        self.ply = 0
        self.total = sum(self.board.values())
        self.result = None
        self.log = [self.line(None, None, None, None)]
        self.events = [[]]

    # ------------------------------------------------------------ output
    def line(self, move, player, passed, round_end):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in DISPLAY},
            "stores": {SOUTH: self.board["S"], NORTH: self.board["N"]},
            "to_move": self.to_move,
            "passed": passed,
            "round": self.round,
            "owners": {h: owner_of_row(h) for h in DISPLAY if h not in self.out},
            "round_end": round_end,
        }

    # ------------------------------------------------------------ sowing
    def track(self, player):
        """The player's path this round: the other's store and the holes out
        of play left out."""
        return [s for s in PATH if s != STORE[other(player)] and s not in self.out]

    def sow(self, player, start):
        """The whole move of `player` from `start` on a copy of the board:
        (board, again, events); raises Endless."""
        b = dict(self.board)
        track = self.track(player)
        pos = track.index(start)
        seen = set()
        events = []
        laps = 0
        again = False
        passed_out = False
        while True:
            laps += 1
            origin = pos
            seeds, b[track[pos]] = b[track[pos]], 0
            if seeds > len(track) - 1:
                events.append("origin-resown")
            while seeds:
                nxt = (pos + 1) % len(track)
                if any(s in self.out for s in self.between(track[pos], track[nxt])):
                    passed_out = True
                pos = nxt
                b[track[pos]] += 1
                seeds -= 1
            last = track[pos]
            if last == STORE[player]:
                events.append("store-again")
                again = True
                break
            if b[last] > 1:
                # relay: lift the landing hole, the counter just dropped too
                key = (tuple(sorted(b.items())), last)
                if key in seen:
                    raise Endless()
                seen.add(key)
                continue
            # the last counter fell into an empty hole
            if owner_of_row(last) == player:
                opp = opposite(last)
                if b[opp] > 0:
                    events.append("capture %s=%d" % (opp, b[opp]))
                    b[STORE[player]] += b[opp]
                    b[opp] = 0
                else:
                    events.append("own-empty-nothing %s" % last)
            else:
                events.append("ends-other-row %s" % last)
            break
        if laps > 1:
            events.append("relays=%d" % laps)
        if passed_out:
            events.append("past-out-of-play")
        return b, again, events

    @staticmethod
    def between(a, b):
        """The sites of PATH strictly between a and b, going forward."""
        out = []
        i = (PATH.index(a) + 1) % len(PATH)
        while PATH[i] != b:
            out.append(PATH[i])
            i = (i + 1) % len(PATH)
        return out

    def moves_of(self, player):
        """The legal moves of `player`: (name, result) for each, in row order."""
        out = []
        for h in ROW[player]:
            if h in self.out or self.board[h] == 0:
                continue
            try:
                out.append((h, self.sow(player, h)))
            except Endless:
                continue
        return out

    def legal(self):
        if self.to_move is None:
            return []
        return [m for m, _ in self.moves_of(self.to_move)]

    def endless_moves(self, player):
        n = 0
        for h in ROW[player]:
            if h not in self.out and self.board[h]:
                try:
                    self.sow(player, h)
                except Endless:
                    n += 1
        return n

    # ------------------------------------------------------------ a ply
    def play(self, move):
        assert self.to_move is not None, "match is over"
        player = self.to_move
        results = dict(self.moves_of(player))
        assert move in results, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(results))
        board, again, events = results[move]
        self.board = board
        self.ply += 1
        passed = round_end = None
        e = self.endless_moves(SOUTH) + self.endless_moves(NORTH)
        if e:
            events.append("endless-holes=%d" % e)
        nxt = player if again else other(player)
        if self.moves_of(nxt):
            self.to_move = nxt
        elif self.moves_of(other(nxt)):
            events.append("pass %s" % nxt)
            passed = nxt
            self.to_move = other(nxt)
        else:
            events.append("round-over")
            round_end = {"holes": {h: self.board[h] for h in DISPLAY},
                         "stores": {SOUTH: self.board["S"], NORTH: self.board["N"]}}
            self.end_round(player, events)
        assert sum(self.board.values()) == self.total
        self.log.append(self.line(move, player, passed, round_end))
        self.events.append(events)

    # ------------------------------------------------------------ the recount
    def end_round(self, last_mover, events):
        total = {p: self.board[STORE[p]] for p in (SOUTH, NORTH)}
        for h in DISPLAY:
            total[owner_of_row(h)] += self.board[h]
        events.append("totals %d/%d" % (total[SOUTH], total[NORTH]))
        filled = {p: min(total[p] // REFILL, len(ROW[p])) for p in (SOUTH, NORTH)}
        short = [p for p in (SOUTH, NORTH) if filled[p] < 1]
        if short:
            # The match is over: the board as the round left it.
            self.to_move = None
            self.result = (other(short[0]), total)
            events.append("match-won %s %d-%d" % (other(short[0]), total[SOUTH], total[NORTH]))
            return
        if self.round >= MAX_ROUNDS:
            self.to_move = None
            self.result = (None, total)
            events.append("round-cap")
            return
        self.out = set()
        for p in (SOUTH, NORTH):
            for i, h in enumerate(FILL[p]):
                if i < filled[p]:
                    self.board[h] = REFILL
                else:
                    self.board[h] = 0
                    self.out.add(h)
            self.board[STORE[p]] = total[p] - filled[p] * REFILL
        events.append("recount %d/%d holes" % (filled[SOUTH], filled[NORTH]))
        if self.out:
            events.append("out-of-play " + ",".join(h for h in DISPLAY if h in self.out))
        self.round += 1
        self.to_move = other(last_mover)


def summary(g):
    counts = {}
    most = 0
    for ev in g.events:
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if e.startswith("relays="):
                most = max(most, int(e.split("=")[1]))
    return "rounds=%d relays<=%d %s" % (g.round, most, " ".join(
        "%s=%d" % kv for kv in sorted(counts.items())))


# ---------------------------------------------------------------- the golden's player
def lead_after(m, player, board, again, depth):
    """The player's store minus the other's after a move that left `board`,
    the best the player can reach when the move gives another ply (their
    whole turn, up to `depth` more plies looked at)."""
    best = board[STORE[player]] - board[STORE[other(player)]]
    if again and depth > 0:
        saved = m.board
        m.board = board
        for _, (b, a, _) in m.moves_of(player):
            best = max(best, lead_after(m, player, b, a, depth - 1))
        m.board = saved
    return best


def greedy_game(seed, max_plies=MAX_PLIES):
    """A match in which South plays, of its legal moves, one that leaves it
    furthest ahead at the end of its turn (ties drawn at random) and North
    a uniformly random legal move, all draws from `random.Random(seed)`.
    Random play on both sides never ends a match (see the example); this
    one ends by the rules in a few rounds."""
    import random
    rng = random.Random(seed)
    m = Match()
    while m.to_move is not None and m.ply < max_plies:
        moves = m.moves_of(m.to_move)
        if m.to_move == SOUTH:
            scored = [(lead_after(m, SOUTH, b, a, 4), n) for n, (b, a, _) in moves]
            top = max(v for v, _ in scored)
            choice = rng.choice([n for v, n in scored if v == top])
        else:
            choice = rng.choice([n for n, _ in moves])
        m.play(choice)
    return m


if __name__ == "__main__":
    ARGS = sys.argv[1:]
    if len(ARGS) == 3 and ARGS[0] == "pick-greedy":
        # pick-greedy LO HI: each seed's greedy-South match, as `pick` prints
        for SEED in range(int(ARGS[1]), int(ARGS[2])):
            G = greedy_game(SEED)
            print(SEED, G.ply, "over" if G.to_move is None else "going", summary(G))
    elif len(ARGS) == 2 and ARGS[0] == "moves-greedy":
        # moves-greedy SEED: that match's moves, one line (a .moves file)
        print(" ".join(line["move"] for line in greedy_game(int(ARGS[1])).log[1:]))
    else:
        drive(Match, "galatjang", ARGS, max_plies=MAX_PLIES, summary=summary)
