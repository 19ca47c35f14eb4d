#!/usr/bin/env python3
"""OpenSpiel's MCTS on the same games, for README's players' speed table
beside `cargo bench --bench players`: `pip install open_spiel`, then
`python3 benches/openspiel.py`.

OpenSpiel's C++ MCTSBot, each simulation a random rollout to the end of
the game (uct_c 2, seed 7), chooses the first move of its Kalah
("mancala": six holes, four seeds) and Oware with 20,000 simulations on
one thread, as the players bench has sow's MCTS do; printed are the
simulations a second. Its alpha-beta is Python
(open_spiel.python.algorithms.minimax), with no evaluation of its own, so
its positions a second are not sow's to compare with.
"""
import time

import pyspiel

SIMULATIONS = 20_000
MOVES = 1

for name, ours in [("mancala", "Kalah"), ("oware", "Oware")]:
    game = pyspiel.load_game(name)
    evaluator = pyspiel.RandomRolloutEvaluator(1, 7)
    # game, evaluator, uct_c, max_simulations, max_memory_mb, solve, seed, verbose
    bot = pyspiel.MCTSBot(game, evaluator, 2.0, SIMULATIONS, 1000, False, 7, False)
    state = game.new_initial_state()
    moves = 0
    start = time.perf_counter()
    while not state.is_terminal() and moves < MOVES:
        state.apply_action(bot.step(state))
        moves += 1
    seconds = time.perf_counter() - start
    print(f"{ours:<6} OpenSpiel MCTS: {moves * SIMULATIONS / seconds:,.0f} simulations/s")
