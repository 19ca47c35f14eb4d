#!/usr/bin/env python3
"""An independent reference of I Pere (West Africa; after Griaule 1938:
169), written from the rules text of Ludii's "I Pere"
(two_rows/I Pere.lud) and the interpretations below, not from sow's source
(the reference was written before sow could play the game).

Rules, in short (the text, in our words): a board of 2x5, each player's
right-most hole being their store; four counters in each hole.  Sowing is
anticlockwise and includes the stores.  Play begins with each player
putting the counters of their fourth hole into their store.  A move lifts
any of the player's holes but the store.  If the last counter of a sowing
makes a hole hold two or three, those are taken into the store.  As soon
as a player has thirteen or more in their store, these are picked up and
sown, passing over both stores, and the counters of the opponent's holes
that then hold two or three are taken.  Each player does this once.  The
player who captures the most wins.

Interpretations (examples/i-pere.sow.toml says the same):
- The board: the text's 2x5 with the right-most hole of each row a store,
  said as two rows of four holes and a store on the track after each
  player's row.  Holes a1..d1 (South's, left to right from South), a2..d2
  (North's, the same columns); the one anticlockwise path is
      a1 b1 c1 d1 S d2 c2 b2 a2 N, then a1 again
  (S South's store, N North's).  The text's top row, from South's side,
  is N a2 b2 c2 d2; its bottom row a1 b1 c1 d1 S.
- Everything starts with four, the stores too (they are holes of the row).
- The opening (each player moves their fourth hole into their store) is
  forced and depends on nothing, so it is folded into the start: d1
  (South's fourth from South's left) and a2 (North's fourth from North's
  left: d2 c2 b2 a2) empty, every other hole four, each store eight.
  South moves first.
- An ordinary move: every counter of one of the mover's holes that holds
  any (never a store), sown one a site from the site after it, into holes
  and both stores alike; no site passed over (a lap of ten or more drops
  one into the hole lifted too).  A last counter in a hole (either row's)
  that now holds two or three: those go into the mover's store.  A last
  counter in a store takes nothing (the text's "hole" read as not a
  store; Ludii's code would move a store of two or three as well).  No
  extra turn ever.
- The store sowing: "as soon as" read as judged at the start of the
  player's turn (Ludii's code): a player still in phase `play` whose
  store holds 13 or more at the start of their turn must sow it, and has
  no other move that turn.  The store's counters are sown from the site
  after it (d2 for South, a1 for North), passing over both stores, round
  and round as long as needed.  Its last counter takes nothing (Ludii's
  code; the text names only the sweep).  Then every hole of the
  opponent's row (only those: text and code agree) that holds exactly two
  or three is emptied into the mover's store.  Each player does it once.
- Phases (as the trace shows them): a player is in `play` until their
  store holds 13 or more, judged after each of their own plies and at the
  start of each of their turns (the store only grows until it is sown, so
  both give the same game); then in `store-sowing`, for that one move;
  then in `after` for the rest of the game.
- The end: when the player to move has no move (no counter in their holes
  and no store sowing due) the game is over.  Each player's score is their
  store alone (counters left in holes count for nobody); more wins, equal
  is a draw.

Trace: every position has `ply`, `move` (a hole, or `south-store` /
`north-store` for a store sowing), `player`, `holes` (a1..d1, a2..d2),
`stores`, `to_move` (null once over), `phases` (each player's) and, on the
last line of a finished game, `result` (winner or null, `scores`
[south, north], reason).

Usage: python3 ref_i-pere.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, drive, other

ROW = {SOUTH: ["a1", "b1", "c1", "d1"], NORTH: ["a2", "b2", "c2", "d2"]}
STORE = {SOUTH: "S", NORTH: "N"}
STORE_MOVE = {SOUTH: "south-store", NORTH: "north-store"}
PATH = ROW[SOUTH] + ["S"] + ROW[NORTH][::-1] + ["N"]
HOLE_PATH = [s for s in PATH if s not in ("S", "N")]
DISPLAY = ROW[SOUTH] + ROW[NORTH]
THRESHOLD = 13
PLAY, STORE_SOWING, AFTER = "play", "store-sowing", "after"
END_REASON = "no-move"
MAX_PLIES = 1000


def start_board():
    b = {s: 4 for s in PATH}
    b["d1"] = 0          # South's fourth hole into South's store
    b["a2"] = 0          # North's fourth hole (d2 c2 b2 a2) into North's
    b["S"] = b["N"] = 8
    return b


class IPere:
    def __init__(self):
        self.board = start_board()
        self.total = sum(self.board.values())
        assert self.total == 40
        self.phases = {SOUTH: PLAY, NORTH: PLAY}
        self.to_move = SOUTH
        self.ply = 0
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    def line(self, move, player, result):
        out = {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {h: self.board[h] for h in DISPLAY},
            "stores": {SOUTH: self.board["S"], NORTH: self.board["N"]},
            "to_move": self.to_move,
            "phases": dict(self.phases),
        }
        if result is not None:
            out["result"] = result
        return out

    # ------------------------------------------------------------ moves
    def legal_of(self, player):
        if self.phases[player] == STORE_SOWING:
            return [STORE_MOVE[player]]
        return [h for h in ROW[player] if self.board[h] > 0]

    def legal(self):
        return [] if self.to_move is None else self.legal_of(self.to_move)

    def sow_hole(self, player, hole, events):
        b = self.board
        seeds, b[hole] = b[hole], 0
        if seeds >= len(PATH):
            events.append("laps-origin %s:%d" % (hole, seeds))
        pos = PATH.index(hole)
        while seeds:
            pos = (pos + 1) % len(PATH)
            b[PATH[pos]] += 1
            seeds -= 1
        last = PATH[pos]
        if last in ("S", "N"):
            events.append("last-in-store %s" % ("own" if last == STORE[player] else "opp"))
        elif b[last] in (2, 3):
            events.append("capture %s=%d" % (last, b[last]))
            b[STORE[player]] += b[last]
            b[last] = 0
        else:
            events.append("no-capture %s=%d" % (last, b[last]))

    def sow_store(self, player, events):
        b = self.board
        store = STORE[player]
        seeds, b[store] = b[store], 0
        events.append("store-sow %s:%d" % (player, seeds))
        # The site after the store, then round the holes only.
        pos = HOLE_PATH.index(PATH[(PATH.index(store) + 1) % len(PATH)])
        pos -= 1
        while seeds:
            pos = (pos + 1) % len(HOLE_PATH)
            b[HOLE_PATH[pos]] += 1
            seeds -= 1
        taken = []
        for h in ROW[other(player)]:
            if b[h] in (2, 3):
                taken.append("%s=%d" % (h, b[h]))
                b[store] += b[h]
                b[h] = 0
        events.append("sweep " + ",".join(taken) if taken else "sweep-nothing")

    def judge(self, player, events):
        if self.phases[player] == PLAY and self.board[STORE[player]] >= THRESHOLD:
            self.phases[player] = STORE_SOWING
            events.append("phase %s store-sowing (store %d)" % (player, self.board[STORE[player]]))

    def play(self, move):
        assert self.to_move is not None, "game is over"
        player = self.to_move
        legal = self.legal()
        assert move in legal, "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(legal))
        events = []
        if move == STORE_MOVE[player]:
            self.sow_store(player, events)
            self.phases[player] = AFTER
        else:
            self.sow_hole(player, move, events)
        assert sum(self.board.values()) == self.total
        self.ply += 1
        # Judged after the mover's own ply, and at the start of the
        # opponent's turn.
        self.judge(player, events)
        nxt = other(player)
        self.judge(nxt, events)
        result = None
        if self.legal_of(nxt):
            self.to_move = nxt
        else:
            self.to_move = None
            s, n = self.board["S"], self.board["N"]
            winner = SOUTH if s > n else NORTH if n > s else None
            result = {"winner": winner, "scores": [s, n], "reason": END_REASON}
            events.append("game-over %s cannot move: %d-%d %s" % (
                nxt, s, n, winner or "draw"))
        self.log.append(self.line(move, player, result))
        self.events.append(events)


def summary(g):
    counts = {}
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0]
            if word in ("capture", "store-sow", "sweep"):
                word += "-" + line["player"]
            counts[word] = counts.get(word, 0) + 1
    return " ".join("%s=%d" % kv for kv in sorted(counts.items()))


if __name__ == "__main__":
    drive(IPere, "i-pere", sys.argv[1:], max_plies=MAX_PLIES, summary=summary)
