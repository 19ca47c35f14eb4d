"""Type stubs of sow's native module (python/src/lib.rs); the package
`sow` re-exports every name."""

import os
from typing import Any, Dict, List, Literal, Optional, Tuple, Union

Side = Literal["south", "north"]
Source = Union[str, "os.PathLike[str]"]

class SowError(Exception):
    """An error from sow, with sow's message. A file with errors leaves
    its findings in ``diagnostics``."""

    diagnostics: List["Diagnostic"]

class IllegalMove(SowError):
    """A move that cannot be played now, or is not in sow's notation."""

class Diagnostic:
    """A finding of sow in a file: code, severity, message, and where."""

    code: str
    name: str
    severity: Literal["error", "warning", "info"]
    message: str
    help: Optional[str]
    line: int
    column: int
    end_line: int
    end_column: int
    size: Optional[str]

class Rules:
    """A variant's rules, compiled: what ``load`` and ``loads`` return."""

    @property
    def name(self) -> str: ...
    @property
    def hole_names(self) -> List[str]: ...
    @property
    def rows(self) -> int: ...
    @property
    def columns(self) -> int: ...
    @property
    def max_plies(self) -> int: ...
    @property
    def size(self) -> Optional[str]: ...
    @property
    def file(self) -> str: ...
    @property
    def diagnostics(self) -> List[Diagnostic]: ...
    def new_game(self) -> "Game": ...

class Game:
    """A game in progress, played move by move in sow's notation."""

    def legal_moves(self) -> List[str]: ...
    def play(self, move: str) -> None: ...
    @property
    def holes(self) -> List[int]: ...
    @property
    def stores(self) -> Tuple[int, int]: ...
    @property
    def to_move(self) -> Optional[Side]: ...
    @property
    def round(self) -> int: ...
    @property
    def ply(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def result(self) -> Optional[Dict[str, Any]]: ...
    @property
    def rules(self) -> Rules: ...
    def position(self) -> Dict[str, Any]: ...
    def copy(self) -> "Game": ...
    def __copy__(self) -> "Game": ...
    def __deepcopy__(self, memo: Dict[int, Any]) -> "Game": ...

class Player:
    """A player that chooses its own moves: ``random``, ``greedy``,
    ``alphabeta:D`` or ``mcts:N``."""

    def __init__(self, kind: str = "random", *, seed: int = 0) -> None: ...
    def choose(self, game: Game) -> Optional[str]: ...
    @property
    def kind(self) -> str: ...

def check(source: Source, *, play: bool = False) -> List[Diagnostic]: ...
def load(path: Source, *, size: Union[int, str, None] = None) -> Rules: ...
def loads(text: str, *, size: Union[int, str, None] = None, name: str = "<text>") -> Rules: ...
def simulate(
    source: Union[Rules, Source],
    *,
    games: int = 1000,
    seed: int = 1,
    south: str = "random",
    north: str = "random",
    jobs: int = 0,
    max_plies: Optional[int] = None,
    size: Union[int, str, None] = None,
) -> Dict[str, Any]: ...
