"""sow: every mancala variant file (``*.sow.toml``) a game in Python.

sow reads a variant file, checks it, and plays it by every rule the file
says. This package gives Python what the sow library has::

    import sow

    rules = sow.load("examples/kalah.sow.toml")    # SowError if it has errors
    game = rules.new_game()
    player = sow.Player("greedy", seed=1)
    while not game.is_over:
        game.play(player.choose(game))               # moves in sow's notation
    print(game.result)                               # winner, scores, reason

- :func:`check` lists what sow finds in a file (codes, lines, columns).
- :func:`load` and :func:`loads` give :class:`Rules`; ``rules.new_game()`` a
  :class:`Game`, whose ``legal_moves()`` are written as README's "Hole names
  and moves" says (``c1``, ``c1+``, ``lots=south``, …) and ``play`` takes.
- :class:`Player` chooses moves: ``random``, ``greedy``, ``alphabeta:D``,
  ``mcts:N``.
- :func:`simulate` plays many games and returns ``sow simulate``'s report.
- ``sow.openspiel`` (with ``pip install open_spiel``) makes each variant file
  an OpenSpiel game, for OpenSpiel's own bots and tools.

Errors are :class:`SowError` (and :class:`IllegalMove` for a move), with
sow's own message.
"""

from sow._sow import (
    Diagnostic,
    Game,
    IllegalMove,
    Player,
    Rules,
    SowError,
    check,
    load,
    loads,
    simulate,
)

__all__ = [
    "Diagnostic",
    "Game",
    "IllegalMove",
    "Player",
    "Rules",
    "SowError",
    "check",
    "load",
    "loads",
    "simulate",
]
