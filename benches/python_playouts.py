"""Random playouts a second, single-threaded, in one run: sow's Python API
(`Game.play_out`, a playout in one call, and a loop of `legal_moves` and
`play`), the OpenSpiel wrapper, OpenSpiel's own Kalah (`mancala`) and Oware, and sow
simulate's engine (`sow.simulate(jobs=1)`, as `sow simulate --jobs 1`).

    python benches/python_playouts.py [SECONDS]   # in python/test.sh's venv

Each rate is games a second over SECONDS (default 3) of whole random games.
"""

import random
import sys
import time

import sow

try:
    import pyspiel
    import sow.openspiel
except ImportError:  # OpenSpiel is optional: its rows are left out.
    pyspiel = None

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0


def rate(playout):
    """Games a second of `playout`, run again and again for SECONDS."""
    rng, games, start = random.Random(1), 0, time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        playout(rng)
        games += 1
    return games / (time.perf_counter() - start)


def python_api(rules):
    def playout(rng):
        game = rules.new_game()
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
    return playout


def python_play_out(rules):
    def playout(rng):
        rules.new_game().play_out(seed=rng.getrandbits(64))
    return playout


def spiel(game):
    def playout(rng):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    return playout


def main():
    print(f"random playouts a second, one thread, {SECONDS:g} s each")
    for name, theirs in (("kalah", "mancala"), ("oware", "oware")):
        path = f"examples/{name}.sow.toml"
        rules = sow.load(path)
        engine = sow.simulate(rules, games=20000, jobs=1)["games_per_second"]
        api = rate(python_api(rules))
        out = rate(python_play_out(rules))
        print(f"{name:6} sow simulate's engine  {engine:10.0f}")
        print(f"{name:6} sow Python, play_out   {out:10.0f}  ({engine / out:.1f}x slower than the engine)")
        print(f"{name:6} sow Python, play loop  {api:10.0f}  ({engine / api:.1f}x slower than the engine)")
        if pyspiel:
            print(f"{name:6} sow OpenSpiel wrapper  {rate(spiel(sow.openspiel.load_game(path))):10.0f}")
            print(f"{name:6} OpenSpiel's own {theirs:7}{rate(spiel(pyspiel.load_game(theirs))):10.0f}")


if __name__ == "__main__":
    main()
