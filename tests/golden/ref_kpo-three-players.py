#!/usr/bin/env python3
"""Reference Kpo (the Vei of Liberia; Culin 1896: 603-604) for THREE
players, Ludii's ruleset "Three players (Observed)", written from its
rules text and the interpretations in ref_kpo_players.py (the same as in
examples/kpo-three-players.sow.toml), not from sow.

The text: "Three players. One player owns the first two holes in both
rows, another the middle two holes in both rows, the third the last two
holes in both rows. Three counters in each hole. Captures are made from
the next hole in the direction of the sowing when the last counter causes
a hole to contain two or three counters. Sowing may also occur in any
direction."

Owners (interpretation: "first" counted from South's left, column a, as
Ludii's code does; the players move in that order): south a1 b1 a2 b2,
north c1 d1 c2 d2, third e1 f1 e2 f2.  Each player's four holes are two
runs of the ring (a2 b2 ... a1 b1 wraps: south's four holes are one run
across the join a2 -> a1).

Usage: python3 ref_kpo-three-players.py trace MOVE...   the lines, each with the ply's events
                                  write            kpo-three-players.expected.jsonl from .moves
                                  pick LO HI       seeds LO..HI-1: plies, ended, events counted
                                  moves SEED       the moves of that seed's random game
                                  check [N]        self-checks on N random games
                                  compare LO HI [SOW [EXAMPLE]]
                                                   random games replayed by `SOW play EXAMPLE
                                                   --format json`, every key compared
                                  legal LO HI [SOW [EXAMPLE]]
                                                   legal moves at every ply against those
                                                   sow lists on refusing a move
"""
import sys

from ref_kpo_players import Variant, main

KPO3 = Variant("kpo-three-players", {
    "south": ["a1", "b1", "a2", "b2"],
    "north": ["c1", "d1", "c2", "d2"],
    "third": ["e1", "f1", "e2", "f2"],
}, __doc__)

if __name__ == "__main__":
    sys.exit(main(KPO3, sys.argv[1:]))
