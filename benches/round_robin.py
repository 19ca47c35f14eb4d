#!/usr/bin/env python3
"""The players' round robin of README's Players section: every pairing of
`random`, `greedy`, `alphabeta:4` and `mcts:200`, each side in each seat,
100 seeded games apiece, on Kalah and Oware. Run from the checkout after
`cargo build --release`: `python3 benches/round_robin.py` (or name the
binary: `SOW_BIN=path python3 benches/round_robin.py`). Prints one
Markdown table a game, South's wins, North's and draws, South in the
rows, and says if any game reached the ply cap.
"""
import json
import os
import subprocess

SOW = os.environ.get("SOW_BIN", "target/release/sow")
PLAYERS = ["random", "greedy", "alphabeta:4", "mcts:200"]
GAMES = 100


def study(game, south, north):
    out = subprocess.run(
        [SOW, "simulate", f"examples/{game}.sow.toml", "--south", south,
         "--north", north, "--games", str(GAMES), "--format", "json"],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)["report"]


for game, title in [("kalah", "Kalah"), ("oware", "Oware")]:
    print(f"| {title} | " + " | ".join(PLAYERS) + " |")
    print("|---" * (len(PLAYERS) + 1) + "|")
    capped = 0
    for south in PLAYERS:
        cells = []
        for north in PLAYERS:
            r = study(game, south, north)
            capped += r["capped"]
            cells.append(f'{r["wins"]["south"]}–{r["wins"]["north"]}–{r["draws"]}')
        print(f"| **{south}** | " + " | ".join(cells) + " |")
    print(f"\n{capped} games reached the ply cap.\n")
