"""Each variant file an OpenSpiel game (``pip install open_spiel``).

``load_game(path)`` gives a ``pyspiel.Game`` whose states follow OpenSpiel's
Python game API, so OpenSpiel's own algorithms (its MCTS bot, alpha-beta,
its evaluation tools) play any variant sow plays::

    import pyspiel
    from open_spiel.python.algorithms import mcts
    import sow.openspiel

    game = sow.openspiel.load_game("examples/kalah.sow.toml")
    state = game.new_initial_state()
    state.legal_actions()               # [0, 1, 2, 3, 4, 5]: a1 … f1
    state.action_to_string(2)           # "c1", sow's notation

Player 0 is South, 1 North. Actions are integers, the same for a file in
any process: first each hole in board order (so a game whose moves are its
holes, as Kalah's, has the holes' board indices for actions), then each
hole with each of README's suffixes in turn (``+``, ``-``, ``*``, ``*+``,
``*-``, ``=+``, ``=-``, ``x``), then the words (``lots=south``,
``lots=north``, ``gather``, ``stop``, ``yes``, ``no``, ``swap``), then the
carries the file may offer (``g1>g2``, as ``Rules.carry_names`` lists
them: none for most files), then the drops where the mover chooses each
hole's (``drop=1``, ``drop=2``, …, as ``Rules.drop_names`` lists them:
none for most files); a choice outside
these (a set opening's ``opening=NAME``) is numbered after them, in the
order the game first offers it. Lots drawn at a recount are a chance
node, each side winning with probability one half. ``returns()`` is +1 for
a win, -1 for a loss, 0 for a draw; with ``margin=True`` it is the
difference of the scores instead. The observation tensor is the seeds in
each hole in board order, then the stores (South's first).

``register(path)`` registers the file as ``sow_<name>`` (``sow_kalah``), so
that ``pyspiel.load_game("sow_kalah")`` loads it.
"""

import pathlib

import numpy as np
import pyspiel

import sow

# Room for choices outside the fixed numbering (a set opening's layouts),
# numbered as they first come up.
_OTHER_CHOICES = 64

_LOTS = ("lots=south", "lots=north")

# What README's "Hole names and moves" writes after a hole's name: a way,
# a placement (with the way its hole relays), a place captured seeds are
# sown back from, a hole taken; each hole with each has its own action.
_SUFFIXES = ("+", "-", "*", "*+", "*-", "=+", "=-", "x")

# The choices written as words.
_WORDS = _LOTS + ("gather", "stop", "yes", "no", "swap")


class SowGame(pyspiel.Game):
    """A variant file's game as an OpenSpiel game: a subclass for each file
    (``game_class``) holds its rules and its ``pyspiel.GameType``."""

    rules = None
    game_type = None

    def __init__(self, params=None):
        params = dict(params or {})
        rules = self.rules
        self.margin = margin = bool(params.get("margin", False))
        holes = rules.hole_names
        # A hole, then the hole with each suffix, then the words: numbered
        # by the board alone, so that every process numbers them alike.
        self._names = list(holes) + [h + s for s in _SUFFIXES for h in holes] + list(_WORDS)
        # Then the carries the file may offer (``g1>g2``), listed by the file.
        self._names += rules.carry_names
        # Then the drops the mover may choose (``drop=2``), up to all seeds.
        self._names += rules.drop_names
        self._actions = {name: i for i, name in enumerate(self._names)}
        self._fixed = len(self._names)
        start = rules.new_game()
        seeds = sum(start.holes) + sum(start.stores)
        bound = float(seeds) if margin else 1.0
        info = pyspiel.GameInfo(
            num_distinct_actions=self._fixed + _OTHER_CHOICES,
            max_chance_outcomes=2,
            num_players=2,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0,
            max_game_length=rules.max_plies,
        )
        super().__init__(self.game_type, info, params)

    def __deepcopy__(self, memo):
        # A state's clone copies its game too: the game is one, its rules
        # never change and its actions are numbered once for all states.
        return self

    def new_initial_state(self):
        """The start position, South to move."""
        return SowState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The seeds on the board, as a tensor: every player sees them all."""
        return _CountsObserver(self.rules, params)

    def action(self, name):
        """The action of a choice written in sow's notation."""
        found = self._actions.get(name)
        if found is None:
            found = len(self._names)
            if found >= self._fixed + _OTHER_CHOICES:
                raise sow.SowError(
                    f"more than {_OTHER_CHOICES} choices outside the fixed numbering: `{name}` has no action"
                )
            self._names.append(name)
            self._actions[name] = found
        return found

    def choice(self, action):
        """The choice an action stands for, in sow's notation."""
        if not 0 <= action < len(self._names):
            raise sow.IllegalMove(f"action {action} is no choice of this game")
        return self._names[action]


class SowState(pyspiel.State):
    """A position of a variant's game, as an OpenSpiel state."""

    def __init__(self, game):
        super().__init__(game)
        self._spiel = game
        self.game = game.rules.new_game()
        self._settle()

    def _settle(self):
        # OpenSpiel asks for the player and the actions several times a
        # ply: worked out once, after each.
        names = self.game.legal_moves()
        self._actions = sorted(self._spiel.action(name) for name in names)
        if self.game.is_over:
            self._player = pyspiel.PlayerId.TERMINAL
        elif names == list(_LOTS):
            self._player = pyspiel.PlayerId.CHANCE
        else:
            self._player = 0 if self.game.to_move == "south" else 1

    def current_player(self):
        """South is 0, North 1; a recount waiting for lots is chance."""
        return self._player

    def _legal_actions(self, player):
        return list(self._actions)

    def chance_outcomes(self):
        """Lots: each side wins them with probability one half."""
        return [(self._spiel.action(name), 0.5) for name in _LOTS]

    def _apply_action(self, action):
        self.game.play(self._spiel.choice(action))
        self._settle()

    def _action_to_string(self, player, action):
        return self._spiel.choice(action)

    def is_terminal(self):
        """Whether the game (or match) is over."""
        return self.game.is_over

    def returns(self):
        """+1 win, -1 loss, 0 draw (or the score margin), South first."""
        result = self.game.result
        if result is None:
            return [0.0, 0.0]
        south, north = result["scores"]
        if self._spiel.margin:
            value = float(south - north)
        else:
            value = {"south": 1.0, "north": -1.0, None: 0.0}[result["winner"]]
        return [value, -value]

    def __deepcopy__(self, memo):
        # OpenSpiel clones a Python state by deep copy: the sow game is
        # copied (cheaply), the OpenSpiel game shared.
        twin = SowState.__new__(SowState)
        pyspiel.State.__init__(twin, self._spiel)
        twin._spiel, twin.game = self._spiel, self.game.copy()
        twin._actions, twin._player = self._actions, self._player
        return twin

    def __str__(self):
        return str(self.game)


class _CountsObserver:
    """The seeds in each hole in board order, then the stores."""

    def __init__(self, rules, params):
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        size = len(rules.hole_names) + 2
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        del player
        counts = state.game.holes + list(state.game.stores)
        self.tensor[:] = counts

    def string_from(self, state, player):
        del player
        return str(state.game)


def _game_type(short_name, long_name):
    return pyspiel.GameType(
        short_name=short_name,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"margin": False},
    )


def short_name(path):
    """The name a file is registered by: ``sow_`` and its stem, with
    underscores (``examples/bao-la-kiswahili.sow.toml``:
    ``sow_bao_la_kiswahili``)."""
    stem = pathlib.Path(path).name.removesuffix(".toml").removesuffix(".sow")
    return "sow_" + stem.replace("-", "_")


def game_class(path, *, size=None, name=None):
    """The ``SowGame`` subclass of the variant file at ``path`` (on board
    ``size``), its game type named ``name`` (``short_name(path)`` by
    default): what ``pyspiel.register_game`` takes."""
    rules = sow.load(path, size=size)
    if len(rules.players) != 2:
        # The game type says two players, zero-sum: a duel's returns.
        raise ValueError(
            f"{rules.name} has {len(rules.players)} players; sow's OpenSpiel games are "
            "duels (two players, zero-sum)"
        )
    game_type = _game_type(name or short_name(path), rules.name)
    # A class, not a closure: OpenSpiel keeps the factories it registers
    # until the process ends, past Python's own end, and a class (unlike a
    # closure) is never freed then.
    return type(f"SowGame_{game_type.short_name}", (SowGame,),
                {"rules": rules, "game_type": game_type})


def load_game(path, *, size=None, margin=False):
    """The variant file at ``path`` as a ``pyspiel.Game`` (on board ``size``
    where it gives several); with ``margin=True``, returns are the score
    margin rather than win, draw or loss."""
    return game_class(path, size=size)({"margin": margin})


def register(path, *, size=None, name=None):
    """Registers the variant file at ``path`` with OpenSpiel as ``name``
    (``short_name(path)`` by default), so ``pyspiel.load_game(name)`` and
    ``pyspiel.load_game(name, {"margin": True})`` load it. Returns the name."""
    cls = game_class(path, size=size, name=name)
    pyspiel.register_game(cls.game_type, cls)
    return cls.game_type.short_name
