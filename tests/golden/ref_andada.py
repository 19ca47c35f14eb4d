#!/usr/bin/env python3
"""Reference Andada (Kunama, western Eritrea; after Pankhurst 1971: 170),
written from the rules text of Ludii's "Andada" (the `(rules ...)` string of
Common/res/lud/board/sow/two_rows/Andada.lud) and the interpretations below,
not from sow.

Rules, in short: two rows of 12 (or 15, 18, 21, 24) holes, two counters in
each.  One player opens: they lift one of their holes and sow it, then lift
the hole after the one their last counter fell in and sow that, and so on,
until the board shows holes of three with empty holes between them.  Then
the ordinary game: a player lifts one of their holes and sows it
anticlockwise; a last counter in an occupied hole lifts that hole and the
sowing goes on; a last counter in an empty hole ends the turn, and if that
hole is in the mover's row the counters in the opponent's hole opposite are
captured.  Once both players are down to single counters in their holes, a
counter that reaches the end of its player's row is captured instead of
being sown on into the opponent's row.  The last player with counters wins.

Interpretations:
 1. Board: 2 x n, n = 12 by default (the text's first size, and Ludii's
    described ruleset); `--columns N` plays the other sizes the text gives
    (15, 18, 21, 24; any multiple of 3 is accepted).  Row 1 is South's,
    row 2 North's; the sowing is anticlockwise (the text's usual direction;
    the clockwise option the players may agree on is not played):
    a1 .. (last)1, (last)2 .. a2, then a1.  Two counters in every hole.
    No stores: counters captured are held in hand, shown as `stores`.
 2. The opening is ply 1, South's, named by the hole South lifts (any hole
    of row 1).  Its counters are sown one a hole from the next hole on;
    then the hole AFTER the one the last counter fell in is lifted and sown
    the same way, and so on; the opening ends as soon as that next hole is
    empty.  From all twos this is a lift of every third hole, each sowing
    two counters into the two holes after it; on 2 x n with n a multiple of
    3 it comes back round to the emptied first hole after 2n/3 lifts,
    leaving, from the hole first lifted, empty, three, three, empty,
    three, three, ... all round the board.  That is read as the text's
    "holes of three alternating with empty holes" (an empty hole after
    every two threes; a strict three-empty alternation would hold only 36
    of the 48 counters).  The opening is one ply, however many lifts it
    takes.  Nothing is captured in the opening, and there is no relay of
    the ordinary kind in it.  (South's twelve choices give three different
    boards, by the column of the hole lifted counted modulo 3.)
 3. "The players then decide who gets to play first": read as North, the
    player who did not open, so the plies simply alternate from the start
    (ply 2 is North's).  This is one of the two choices the text leaves to
    the players; it is also what Ludii's code appears to do.
 4. Ordinary turns: a move lifts every counter of a non-empty hole of the
    mover's own row (a single counter too) and sows them one a hole
    anticlockwise from the next hole.  No hole is passed over: a lap of 2n
    or more drops counters into its own emptied origin.
 5. A lap's last counter in a hole that held counters before it fell lifts
    that hole (the counter just dropped included) and the sowing goes on
    from the hole after it.  A last counter in a hole that was empty
    before it fell (a hole emptied earlier in the same turn, by a lift,
    counts as empty) ends the turn.
 6. Capture: when the turn ends in a hole of the mover's own row and the
    opponent's hole opposite holds counters, those counters are captured.
    The last counter itself stays where it fell.  Nothing else is taken in
    the ordinary game; a turn ending in the opponent's row takes nothing.
 7. A move whose relay would never end (the same board comes back at a lift
    of the same hole) may not be played.
 8. The singles rule ("once both players are reduced to only single
    counters"): judged on the position at rest after each ply; the first
    time every hole of the board holds at most one counter, the endgame
    begins, and it holds for good -- for every later ply of the game, even
    if a later relay makes a hole of two or more again (that can happen: a
    last counter falling into a single lifts the two, and the next
    counter may drop on another single and stay).  The ply that reaches
    the singles is played by the ordinary rules.
 9. In the endgame a counter "reaches the end of the row" when it would be
    sown out of the mover's last hole (South's (last)1, North's a2) into
    the opponent's row: instead, that counter and every counter still in
    the mover's hand are captured by the mover, and the sowing and the turn
    end there (no relay, no capture across).  A counter that falls into
    the last hole itself is sown normally (it may lift, or end the turn
    there and capture across); it is captured only when it would leave the
    hole.  A single counter in the mover's last hole, lifted, is captured
    at once.  Captures across (6) and relays (5) go on as before within
    the row.  In the endgame no counter ever enters the opponent's row, so
    a player's counters only move towards the end of their own row and
    the endgame always finishes.
10. The end: "the last in possession of counters wins" is read as
    counters on the board in one's own row (counters captured are in
    everyone's hands by then).  After every ply, a player with no counter
    left in their row has lost and the other wins (`to_move` null).  Both
    rows can never empty together.  A player to move whose every move is
    endless (7) cannot move and also loses (not seen in practice).  The
    counters captured decide nothing.

Events of `trace`: `opening lifts=K`; `laps=K` (laps of the relay);
`ends-opp`, `ends-own` (a turn ending in a hole of that row, nothing
taken), `capture HOLE=K` (across); `singles-start` (the ply after which
the endgame holds), `singles` (a ply played under it), `bearoff HOLE=K`
(counters captured at the end of the row), `singles-broken` (an endgame
position with a hole of two or more); `endless-refused=HOLES`; `over`.

Usage: python3 ref_andada.py [--columns N] trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Endless, Game, Ring, Rules, drive, other


def make_rules(n):
    assert n >= 3 and n % 3 == 0, "Andada is played on 2 x n with n a multiple of 3"
    ring = Ring(n)
    size = len(ring)

    def last_hole(player):
        return n - 1 if player == SOUTH else size - 1

    def opening(holes, start):
        """The opening sowing from `start`, in place; returns the lifts."""
        pos = start
        lifts = 0
        seen = set()
        while True:
            lifts += 1
            seeds, holes[pos] = holes[pos], 0
            while seeds:
                pos = (pos + 1) % size
                holes[pos] += 1
                seeds -= 1
            nxt = (pos + 1) % size
            if holes[nxt] == 0:
                return lifts
            key = (tuple(holes), nxt)
            assert key not in seen, "endless opening"
            seen.add(key)
            pos = nxt

    def move_from(holes, player, start, singles):
        """The whole ordinary move from `start` on a copy of the board:
        returns (board, captured, events); raises Endless."""
        holes = list(holes)
        events = []
        lifts = set()
        pos = start
        laps = 0
        end = last_hole(player)
        while True:
            laps += 1
            seeds, holes[pos] = holes[pos], 0
            while seeds:
                if singles and pos == end:
                    events.append("bearoff %s=%d" % (ring.order[end], seeds))
                    events.append("laps=%d" % laps)
                    return holes, seeds, events
                pos = (pos + 1) % size
                holes[pos] += 1
                seeds -= 1
            if holes[pos] > 1:
                key = (tuple(holes), pos)
                if key in lifts:
                    raise Endless()
                lifts.add(key)
                continue
            events.append("laps=%d" % laps)
            if ring.owner(pos) != player:
                events.append("ends-opp")
                return holes, 0, events
            opp = ring.opposite(pos)
            if holes[opp] == 0:
                events.append("ends-own")
                return holes, 0, events
            taken = holes[opp]
            holes[opp] = 0
            events.append("capture %s=%d" % (ring.order[opp], taken))
            return holes, taken, events

    def legal_moves(holes, player, singles):
        moves = []
        for i in ring.own_holes(player):
            if holes[i] == 0:
                continue
            try:
                move_from(holes, player, i, singles)
            except Endless:
                continue
            moves.append(ring.order[i])
        return moves

    class AndadaGame(Game):
        def __init__(self):
            Game.__init__(self, RULES)
            self.opened = False
            self.singles = False

        def legal(self):
            if self.to_move is None:
                return []
            if not self.opened:
                return [ring.order[i] for i in ring.own_holes(self.to_move)
                        if self.holes[i] > 0]
            return legal_moves(self.holes, self.to_move, self.singles)

    def play(g, move):
        player = g.to_move
        start = ring.index[move]
        if not g.opened:
            lifts = opening(g.holes, start)
            g.opened = True
            events = ["opening lifts=%d" % lifts]
        else:
            endless = []
            for i in ring.own_holes(player):
                if g.holes[i]:
                    try:
                        move_from(g.holes, player, i, g.singles)
                    except Endless:
                        endless.append(ring.order[i])
            g.holes, taken, events = move_from(g.holes, player, start, g.singles)
            if endless:
                events.insert(0, "endless-refused=" + ",".join(endless))
            if g.singles:
                events.insert(0, "singles")
            g.stores[player] += taken
            if g.singles and max(g.holes) > 1:
                events.append("singles-broken")
        if not g.singles and max(g.holes) <= 1:
            g.singles = True
            events.append("singles-start")
        empty = [p for p in (SOUTH, NORTH) if ring.row_total(g.holes, p) == 0]
        assert len(empty) < 2
        nxt = other(player)
        if empty:
            g.to_move = None
            events.append("over %s-wins %s-empty" % (other(empty[0]), empty[0]))
        elif not legal_moves(g.holes, nxt, g.singles):
            g.to_move = None
            events.append("over %s-wins %s-stuck" % (player, nxt))
        else:
            g.to_move = nxt
        return events

    RULES = Rules(ring, [2] * size, None, play)
    return AndadaGame


def summary(g):
    """A random game's events: the opening, captures across, bear-offs,
    the ply the singles began, plies of the endgame with a hole of two or
    more, refused endless moves, the longest relay and the end."""
    counts = {}
    most = 0
    notes = []
    for ply, ev in enumerate(g.events):
        for e in ev:
            word = e.split()[0].split("=")[0]
            if word == "laps":
                most = max(most, int(e.split("=")[1]))
                continue
            counts[word] = counts.get(word, 0) + 1
            if word in ("singles-start", "endless-refused", "over"):
                notes.append("%d:%s" % (ply, e.replace(" ", "_")))
    return "%s relays<=%d %s" % (
        " ".join("%s=%d" % kv for kv in sorted(counts.items())), most, " ".join(notes))


if __name__ == "__main__":
    args = sys.argv[1:]
    columns = 12
    if len(args) >= 2 and args[0] == "--columns":
        columns = int(args[1])
        args = args[2:]
    game_class = make_rules(columns)
    drive(game_class, "andada", args, max_plies=1000, summary=summary)
