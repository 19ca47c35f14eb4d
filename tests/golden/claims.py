#!/usr/bin/env python3
"""Independent reference rules for the three relay games with claimed holes:
Qelat (one round), Selus of Massawa and Selus of Wag.

Written from the rules texts in the project's seed notes (the Ludii portal's
retellings of Pankhurst 1971) and the interpretations stated in the comments
of examples/{qelat,selus-massawa,selus-wag}.sow.toml; not from the Rust
engine, and knowing nothing about the TOML format.  oracle.py drives it (its
`trace` and `write` commands, and pick.py, take these games too).

Holes are named as sow names them: columns a..f from South's left, rows
numbered from South's side.  Taken seeds are kept in hand (`stores`).  A
claimed hole (Qelat's captured hole, Massawa's wegue, Wag's nedf) belongs to
the player who claimed it; `claimed` maps it to that player.
"""

SOUTH, NORTH = "south", "north"
COLUMNS = "abcdef"


def other(p):
    return NORTH if p == SOUTH else SOUTH


def row(r):
    return [c + str(r) for c in COLUMNS]


def span(first, last):
    """Holes from `first` to `last` along one row, in either direction."""
    a, b = COLUMNS.index(first[0]), COLUMNS.index(last[0])
    step = 1 if b >= a else -1
    return [COLUMNS[i] + first[1] for i in range(a, b + step, step)]


class Endless(Exception):
    """A relay that comes back to a state it has lifted from: it never ends."""


class Position:
    """What a sowing changes: the counts, the claimed holes, the seeds in hand."""

    def __init__(self, counts, claims, stores):
        self.counts = dict(counts)
        self.claims = dict(claims)
        self.stores = dict(stores)

    def copy(self):
        return Position(self.counts, self.claims, self.stores)

    def key(self, hole):
        """The state at a lift, for finding relays that cycle: compact, as a
        relay may lift a million times before it comes round again."""
        claims = "".join(h + p[0] for h, p in sorted(self.claims.items()))
        return bytes(self.counts.values()) + (claims + hole).encode()

    def take(self, player, hole, most):
        """Take up to `most` seeds from `hole` into `player`'s hand."""
        n = min(most, self.counts[hole])
        self.counts[hole] -= n
        self.stores[player] += n
        return n


class RelayGame:
    """What the three games share: one looped track for both players, relay
    sowing, claimed holes that are sown into but never lifted, and a ply
    log in the shape of `sow play --format json`."""

    holes = []
    track = []
    owned = {SOUTH: [], NORTH: []}
    seeds = 0
    passes = True  # a player with no move passes (else the game ends)

    def __init__(self):
        self.next = {h: self.track[(i + 1) % len(self.track)] for i, h in enumerate(self.track)}
        self.owner = {h: p for p in (SOUTH, NORTH) for h in self.owned[p]}
        self.pos = Position({h: self.seeds for h in self.holes}, {}, {SOUTH: 0, NORTH: 0})
        self.to_move = SOUTH
        self.ply = 0
        self.ends = {}  # (state, player, ply) -> whether that move ends
        self.passed = None  # who had to pass after the last ply
        self.log = [self.snapshot(None, None)]
        self.events = [[]]

    # -- the log ------------------------------------------------------------
    def snapshot(self, move, player):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": dict(sorted(self.pos.counts.items())),
            "stores": {SOUTH: self.pos.stores[SOUTH], NORTH: self.pos.stores[NORTH]},
            "to_move": self.to_move,
            "claimed": dict(sorted(self.pos.claims.items())),
            "passed": self.passed,
        }

    # -- sowing -------------------------------------------------------------
    def sow_lap(self, pos, start):
        """Lift `start` and sow its seeds one by one along the track
        (into claimed holes too).  Returns the hole the last seed fell in."""
        seeds, pos.counts[start] = pos.counts[start], 0
        hole = start
        for _ in range(seeds):
            hole = self.next[hole]
            pos.counts[hole] += 1
        return hole

    def lap(self, pos, player, start):
        """One lap; returns its last hole, what else `land` reads, and words
        for the log."""
        return self.sow_lap(pos, start), None, []

    @staticmethod
    def relay_or_end(pos, last):
        """No rule fired: a last seed in an occupied hole lifts it and sows
        on; in an empty hole the turn ends."""
        return ("relay" if pos.counts[last] > 1 else "end"), None

    def turn(self, pos, player, start):
        """Sow lap after lap from `start`.  `land` judges each lap's last
        hole and returns ("relay", _), ("end", _) or ("again", _) with a
        word for the log.  Returns (again, events)."""
        seen = set()
        hole, laps, events = start, 0, []
        while True:
            key = pos.key(hole)
            if key in seen:
                raise Endless()
            seen.add(key)
            last, on_the_way, notes = self.lap(pos, player, hole)
            events += notes
            laps += 1
            verdict, what = self.land(pos, player, last, on_the_way)
            if what:
                events.append(what)
            if verdict != "relay":
                return verdict == "again", ["laps=%d last=%s" % (laps, last)] + events
            hole = last

    # -- moves --------------------------------------------------------------
    def starting_holes(self, pos, player):
        """Holes a move may start from: the player's own, holding seeds, not
        claimed (nobody lifts a claimed hole)."""
        return [h for h in self.holes
                if self.owner[h] == player and pos.counts[h] > 0 and h not in pos.claims]

    def plays(self, player, hole):
        """Whether the move ends (an endless relay may not be played).
        Remembered, as an endless relay takes long to find."""
        key = (self.pos.key(hole), player, self.ply)
        if key not in self.ends:
            try:
                self.turn(self.pos.copy(), player, hole)
                self.ends[key] = True
            except Endless:
                self.ends[key] = False
        return self.ends[key]

    def endless_moves(self, player):
        """The starting holes whose relay never ends."""
        return [h for h in self.starting_holes(self.pos, player) if not self.plays(player, h)]

    def unrestricted(self, player):
        """The moves that start from a hole one may lift and end."""
        return [h for h in self.starting_holes(self.pos, player) if self.plays(player, h)]

    def legal_for(self, player):
        return self.restrict(player, self.unrestricted(player))[1]

    def restrict(self, player, moves):
        """The moves left by the restrictions on starting holes, and the
        name of the one that decided (None: every move is allowed)."""
        return None, moves

    def legal(self):
        if self.to_move is None:
            return []
        return self.legal_for(self.to_move)

    def over(self):
        """An end condition checked after every ply (besides "no one can move")."""
        return False

    def play(self, move):
        assert self.to_move is not None, "game is over"
        assert move in self.legal(), "illegal move %s at ply %d (legal: %s)" % (
            move, self.ply + 1, " ".join(self.legal()))
        player = self.to_move
        # for the log: what kept other holes from being played
        before = ["endless %s" % h for h in self.endless_moves(player)]
        tier = self.restrict(player, self.unrestricted(player))[0]
        if tier:
            before.append("restriction %s" % tier)
        again, events = self.turn(self.pos, player, move)
        events = before + events
        self.ply += 1
        self.to_move = self.after(player, again, events)
        total = sum(self.pos.counts.values()) + self.pos.stores[SOUTH] + self.pos.stores[NORTH]
        assert total == self.seeds * len(self.holes), "seeds not conserved"
        self.log.append(self.snapshot(move, player))
        self.events.append(events)

    def after(self, player, again, events):
        """Who moves next: the mover again or the opponent; a player with no
        move passes (or, without passing, the game ends); the game ends when
        neither can move."""
        self.passed = None
        if self.over():
            events.append("game-over")
            return None
        nxt = player if again else other(player)
        if self.legal_for(nxt):
            return nxt
        if self.passes and self.legal_for(other(nxt)):
            events.append("%s passes" % nxt)
            self.passed = nxt
            return other(nxt)
        events.append("game-over: %s cannot move" % nxt)
        return None


# ---------------------------------------------------------------- Qelat
class Qelat(RelayGame):
    """One round of Qelat (2x6, four seeds a hole).  The round ends when
    every seed is in hand or in a captured (claimed) hole."""

    holes = row(1) + row(2)
    track = row(1) + span("f2", "a2")  # anticlockwise
    owned = {SOUTH: row(1), NORTH: row(2)}
    seeds = 4

    def land(self, pos, player, last, _):
        claimer = pos.claims.get(last)
        if claimer == player:
            return "end", "own captured hole"
        if claimer is not None:
            # one seed of the opponent's captured hole goes to the mover's
            # hand; the mover then sows again from a hole of their choice
            pos.take(player, last, 1)
            return "again", "take 1 from %s's %s" % (claimer, last)
        if self.owner[last] != player and pos.counts[last] == 4:
            pos.claims[last] = player
            return "end", "capture hole %s" % last
        return self.relay_or_end(pos, last)

    def over(self):
        return all(n == 0 for h, n in self.pos.counts.items() if h not in self.pos.claims)


# ---------------------------------------------------------------- Selus
class Selus(RelayGame):
    """The board of both Selus games: three rows of six, three seeds a hole.
    Each player owns their back row and the three middle holes at their
    right hand; one loop serves both: South's row left to right, South's
    middle holes right to left, North's row right to left (as South sees
    it), North's middle holes left to right."""

    holes = row(1) + row(2) + row(3)
    track = row(1) + span("f2", "d2") + span("f3", "a3") + span("a2", "c2")
    owned = {SOUTH: row(1) + span("d2", "f2"), NORTH: row(3) + span("a2", "c2")}
    seeds = 3


class SelusMassawa(Selus):
    """Selus of Massawa: wegues and eyes."""

    # the two left-hand holes of each back row, as its owner sees it
    eyes = {SOUTH: ["a1", "b1"], NORTH: ["f3", "e3"]}

    def land(self, pos, player, last, _):
        maker = pos.claims.get(last)
        if maker is not None:
            if last in self.eyes[player]:
                return "end", "wegue in own eye"
            if last in self.eyes[other(player)]:
                n = pos.take(player, last, 2)
                return "again", "take %d from eye %s" % (n, last)
            n = pos.take(player, last, 2)
            if maker == player:
                return "again", "take %d from own wegue %s" % (n, last)
            return "end", "take %d from %s's wegue %s" % (n, maker, last)
        # not on the first move of the game: then four simply relay on
        if pos.counts[last] == 4 and self.ply + 1 >= 2:
            pos.claims[last] = player
            return "end", "wegue %s" % last
        return self.relay_or_end(pos, last)


# ---------------------------------------------------------------- Selus of Wag
class SelusWag(Selus):
    """Selus as played in Wag: the simultaneous opening, the order of
    starting holes, skipping the opponent's threes, and the nedf with its
    guardian."""

    passes = False  # a player with nothing to move loses
    left = {SOUTH: span("a1", "c1"), NORTH: span("d3", "f3")}

    def __init__(self):
        super().__init__()
        self.opening = True
        self.waiting = None  # where South's opening relay goes on from

    # -- the opening: two relays taking laps in turn, South first -------------
    def opening_relays(self, pos, south_at, north_hole):
        """North has chosen `north_hole`; South's relay waits at `south_at`.
        Plain relay laps (no skipping, no nedf) in turn until one ends in an
        empty hole; returns (who ended first, laps, events)."""
        events = []
        last = self.sow_lap(pos, north_hole)
        laps = 1
        if pos.counts[last] == 1:
            return NORTH, laps, events + ["north's first lap ends in empty %s" % last]
        at = {SOUTH: south_at, NORTH: last}
        seen = set()
        while True:
            for p in (SOUTH, NORTH):
                key = (pos.key(at[p]), at[SOUTH], at[NORTH], p)
                if key in seen:
                    raise Endless()
                seen.add(key)
                if pos.counts[at[p]] == 0:
                    # the other player's lap lifted the hole this relay
                    # waited at: it has ended in an empty hole
                    return p, laps, events + ["%s's relay hole %s was emptied" % (p, at[p])]
                last = self.sow_lap(pos, at[p])
                laps += 1
                if pos.counts[last] == 1:
                    return p, laps, events + ["%s's relay ends in empty %s" % (p, last)]
                at[p] = last

    def opening_legal(self, player):
        holes = self.starting_holes(self.pos, player)
        if player == SOUTH:
            return holes
        ok = []
        for h in holes:
            try:
                self.opening_relays(self.pos.copy(), self.waiting, h)
                ok.append(h)
            except Endless:
                pass
        return ok

    def legal(self):
        if self.opening and self.to_move is not None:
            return self.opening_legal(self.to_move)
        return super().legal()

    def play(self, move):
        if not self.opening:
            return super().play(move)
        assert move in self.legal(), "illegal opening move %s" % move
        player = self.to_move
        if player == SOUTH:
            self.waiting = self.sow_lap(self.pos, move)
            assert self.pos.counts[self.waiting] > 1  # every hole held three
            self.to_move = NORTH
            events = ["opening: south's relay waits at %s" % self.waiting]
        else:
            first, laps, events = self.opening_relays(self.pos, self.waiting, move)
            events = ["opening laps=%d, %s moves first" % (laps, first)] + events
            self.opening = False
            self.to_move = first
        self.ply += 1
        self.log.append(self.snapshot(move, player))
        self.events.append(events)

    # -- which holes may start a move ----------------------------------------
    def steps_to_opponent(self, player, hole):
        n = 0
        while self.owner[hole] == player:
            hole = self.next[hole]
            n += 1
        return n

    def restrict(self, player, moves):
        """In order, the first restriction that admits a legal move decides."""
        count = self.pos.counts
        left = self.left[player]
        others = [h for h in moves if h not in left]
        more_than_three = [h for h in moves if count[h] >= 4]
        if more_than_three:
            return "more-than-three", more_than_three
        # when the other holes hold only twos and threes (empty ones aside),
        # a two, the one nearest the opponent along the track
        twos = [h for h in others if count[h] == 2]
        if twos and not any(count[h] == 1 for h in others):
            near = min(self.steps_to_opponent(player, h) for h in twos)
            return "a-two-nearest", [h for h in twos if self.steps_to_opponent(player, h) == near]
        if others:
            return "other-holes", others
        # the left three only when nothing else can move, fewest seeds first
        fewest = min((count[h] for h in moves), default=0)
        return "left-fewest", [h for h in moves if count[h] == fewest]

    # -- sowing -------------------------------------------------------------
    def skipped(self, pos, player, hole):
        """Sowing passes over the opponent's holes of three."""
        return self.owner[hole] != player and pos.counts[hole] == 3

    def guardian(self, pos):
        """The hole after the nedf along the track, if there is a nedf."""
        return next((self.next[nedf] for nedf in pos.claims), None)

    def guarded(self, pos, player):
        """While the guardian holds three, the nedf's maker's opponent may
        not make a new nedf."""
        return any(maker != player and pos.counts[self.next[nedf]] == 3
                   for nedf, maker in pos.claims.items())

    # The two nedf rules, read on the counts after the seeds fell.
    def first_nedf(self, pos, player, last):
        """The first nedf of the game: a last seed making four in an
        opponent's hole."""
        return not pos.claims and self.owner[last] != player and pos.counts[last] == 4

    def new_nedf(self, pos, player, previous, last, guarded):
        """A later nedf: the last two seeds make four in two holes of three,
        the first an opponent's; `guarded` is the guardian's verdict from
        before they fell."""
        return (bool(pos.claims) and not guarded and previous is not None
                and last not in pos.claims and pos.counts[last] == 4
                and previous not in pos.claims and self.owner[previous] != player
                and pos.counts[previous] == 4)

    def with_seed(self, pos, hole):
        trial = pos.copy()
        trial.counts[hole] += 1
        return trial

    def last_falls(self, pos, player, hole, previous, guarded):
        """May the lap's last seed fall into `hole`?  Not into an opponent's
        three, unless a nedf rule then fires."""
        if not self.skipped(pos, player, hole):
            return True
        trial = self.with_seed(pos, hole)
        return (self.first_nedf(trial, player, hole)
                or self.new_nedf(trial, player, previous, hole, guarded))

    def last_but_one_falls(self, pos, player, hole, guarded):
        """May the lap's last seed but one fall into `hole`?  Not into an
        opponent's three, unless the last seed then makes a new nedf of it."""
        if not self.skipped(pos, player, hole):
            return True
        trial = self.with_seed(pos, hole)
        last = self.next[hole]
        while not self.last_falls(trial, player, last, hole, guarded):
            last = self.next[last]
        return self.new_nedf(self.with_seed(trial, last), player, hole, last, guarded)

    def lap(self, pos, player, start):
        """Lift `start` and sow one lap, passing over the opponent's threes
        but for the seeds that make a nedf.  Returns the holes the last two
        seeds fell into and the guardian's verdict from before they fell."""
        seeds, pos.counts[start] = pos.counts[start], 0
        hole, fell = start, []
        guarded, notes = False, []
        while seeds > 0:
            hole = self.next[hole]
            if seeds == 2:
                guarded = self.guarded(pos, player)
                falls = self.last_but_one_falls(pos, player, hole, guarded)
                if guarded and not falls and self.last_but_one_falls(pos, player, hole, False):
                    notes.append("guardian %s blocks a nedf at %s" % (self.guardian(pos), hole))
            elif seeds == 1:
                falls = self.last_falls(pos, player, hole, fell[-1] if fell else None, guarded)
            else:
                falls = not self.skipped(pos, player, hole)
            if falls:
                pos.counts[hole] += 1
                fell.append(hole)
                seeds -= 1
        previous = fell[-2] if len(fell) >= 2 else None
        return fell[-1], (previous, guarded), notes

    def land(self, pos, player, last, on_the_way):
        previous, guarded = on_the_way
        if self.first_nedf(pos, player, last):
            pos.claims[last] = player
            return "end", "first nedf %s" % last
        if self.new_nedf(pos, player, previous, last, guarded):
            # only one nedf at a time: the old one becomes an ordinary hole
            old = " ".join(pos.claims)
            pos.claims = {previous: player}
            return "relay", "new nedf %s (was %s), relay from %s" % (previous, old, last)
        if last in pos.claims:
            return "end", None  # a nedf is never lifted
        return self.relay_or_end(pos, last)


GAMES = {
    "qelat": Qelat,
    "selus-massawa": SelusMassawa,
    "selus-wag": SelusWag,
}
