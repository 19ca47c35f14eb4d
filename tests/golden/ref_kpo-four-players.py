#!/usr/bin/env python3
"""Reference Kpo (the Vei of Liberia; Culin 1896: 603-604) for FOUR
players, Ludii's ruleset "Four players (Described)", written from its
rules text and the interpretations in ref_kpo_players.py (the same as in
examples/kpo-four-players.sow.toml), not from sow.

The text: "Four players. Three counters in each hole. Captures are made
from the next hole in the direction of the sowing when the last counter
causes a hole to contain two or three counters. Sowing may also occur in
any direction."

Owners (interpretation: the text names none; as Ludii's code has it, each
player owns three holes of a row, in turn round the ring, and they move
in that order): south a1 b1 c1, north d1 e1 f1, third d2 e2 f2, fourth
a2 b2 c2.

Usage: python3 ref_kpo-four-players.py trace MOVE...   the lines, each with the ply's events
                                 write            kpo-four-players.expected.jsonl from .moves
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

KPO4 = Variant("kpo-four-players", {
    "south": ["a1", "b1", "c1"],
    "north": ["d1", "e1", "f1"],
    "third": ["d2", "e2", "f2"],
    "fourth": ["a2", "b2", "c2"],
}, __doc__)

if __name__ == "__main__":
    sys.exit(main(KPO4, sys.argv[1:]))
