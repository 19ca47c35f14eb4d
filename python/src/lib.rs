//! The native module `sow._sow`: Python names for what the library has.
//! No game logic lives here: loading, checking, the notation of moves,
//! play, positions, players and sample play all come from `sow`.

use std::path::PathBuf;
use std::sync::Arc;

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};
use yoke::{Yoke, Yokeable};

use sow::diagnostic::{Diagnostic as SowDiagnostic, render_human, to_json};
use sow::engine::{Choice, Game as SowGame, Ply, Rules as SowRules};
use sow::model::sizes::Size;
use sow::players::{Lineup, PlayerKind};
use sow::sample::{Budget, Config, Pick, game_rng};
use sow::show::{StudySetup, open_choices, play_choice, position_text, snapshot, study_json};

create_exception!(
    sow,
    SowError,
    PyException,
    "An error from sow: a file that cannot be read or has errors (its \
     `diagnostics` attribute lists them), a board size it lacks, a player \
     sow does not know. The message is sow's own."
);
create_exception!(
    sow,
    IllegalMove,
    SowError,
    "A move that cannot be played in the game's position, or is not written \
     in sow's notation; the message says why and lists the legal moves."
);

/// A finding of sow in a file: its code (``"S002"``), the code's name, its
/// severity (``"error"``, ``"warning"`` or ``"info"``), the message and a
/// help line, and where it is, in 1-based lines and columns (columns count
/// characters; the end is exclusive).
#[pyclass(frozen, module = "sow", get_all)]
struct Diagnostic {
    /// The code, such as ``"S002"``: ``sow explain CODE`` tells more.
    code: String,
    /// The code's name, such as ``"unknown-key"``.
    name: String,
    /// ``"error"``, ``"warning"`` or ``"info"``.
    severity: String,
    /// What is wrong.
    message: String,
    /// What to do, where sow says.
    help: Option<String>,
    /// The 1-based line where it starts.
    line: u32,
    /// The 1-based column where it starts.
    column: u32,
    /// The 1-based line where it ends.
    end_line: u32,
    /// The 1-based column where it ends (exclusive).
    end_column: u32,
    /// The board size it holds on only (``"2x8"``), where the file gives
    /// several; else ``None``.
    size: Option<String>,
}

#[pymethods]
impl Diagnostic {
    fn __repr__(&self) -> String {
        format!(
            "<Diagnostic {} {} at {}:{}: {:?}>",
            self.code, self.severity, self.line, self.column, self.message
        )
    }

    fn __str__(&self) -> String {
        format!(
            "{}:{}: {}[{}]: {}",
            self.line, self.column, self.severity, self.code, self.message
        )
    }
}

/// The diagnostics of `text`, as Python objects.
fn diagnostics(text: &str, found: &[SowDiagnostic]) -> Vec<Diagnostic> {
    to_json("", text, found)
        .into_iter()
        .map(|d| Diagnostic {
            code: d.code.to_string(),
            name: d.name.to_string(),
            severity: d.severity.as_str().to_string(),
            message: d.message.to_string(),
            help: d.help.map(str::to_string),
            line: d.range.start_line,
            column: d.range.start_column,
            end_line: d.range.end_line,
            end_column: d.range.end_column,
            size: d.size.map(str::to_string),
        })
        .collect()
}

/// A file's text and the name it is known by: read from `source`, a path
/// (``str`` or ``os.PathLike``) or, where a ``str`` holds a line break, the
/// text itself.
fn read_source(source: &Bound<'_, PyAny>) -> PyResult<(String, String)> {
    if let Ok(text) = source.cast::<PyString>() {
        let text = text.to_cow()?;
        if text.contains('\n') {
            return Ok(("<text>".to_string(), text.to_string()));
        }
    }
    let path: PathBuf = source.extract()?;
    read_path(&path)
}

/// The text of the file at `path`, and its name as given.
fn read_path(path: &std::path::Path) -> PyResult<(String, String)> {
    let name = path.to_string_lossy().into_owned();
    match std::fs::read_to_string(path) {
        Ok(text) => Ok((name, text)),
        Err(e) => Err(SowError::new_err(format!("cannot read {name}: {e}"))),
    }
}

/// Checks a variant file and returns what sow finds in it, in source order:
/// what ``sow check`` reports. ``source`` is a path (``str`` or
/// ``os.PathLike``) or the file's text (a ``str`` with a line break in it).
/// With ``play=True``, random games are played too (300, seeded) and what
/// they show is added, as ``sow check`` does by default; without it, only
/// what the rules say (much quicker).
#[pyfunction]
#[pyo3(signature = (source, *, play = false))]
fn check(py: Python<'_>, source: &Bound<'_, PyAny>, play: bool) -> PyResult<Vec<Diagnostic>> {
    let (_, text) = read_source(source)?;
    let checked = py.detach(|| {
        let budget = Budget::default();
        sow::sample::check_and_play(&text, play.then_some(&budget))
    });
    Ok(diagnostics(&text, &checked.diagnostics))
}

/// A variant's rules, compiled and ready to play: what :func:`load` and
/// :func:`loads` return. ``new_game()`` starts a game; ``simulate`` plays
/// many.
#[pyclass(frozen, module = "sow", name = "Rules")]
struct PyRules {
    rules: Arc<SowRules>,
    /// The file's text: `simulate`'s report names its digest.
    text: String,
    /// The name the file was loaded by.
    file: String,
    /// The board size played, where the file gives several or one was
    /// asked for.
    size: Option<Size>,
    /// The warnings and notes the file has (it has no errors).
    found: Vec<SowDiagnostic>,
}

/// Loads `text`, known as `file`, on `size` (the file's default when
/// `None`); an error of the file's is a `SowError` naming every one.
fn load_text(py: Python<'_>, file: String, text: String, size: Option<&str>) -> PyResult<PyRules> {
    let checked = match size {
        None => py.detach(|| sow::lint::check(&text)),
        Some(size) => py
            .detach(|| sow::lint::check_size(&text, size))
            .map_err(|e| SowError::new_err(format!("size {size}: {e}")))?,
    };
    let sized = size.is_some() || !checked.sizes.is_empty();
    let Some(variant) = checked.playable() else {
        let message = format!(
            "{}error: {file} has errors; fix them before playing",
            render_human(&file, &text, &checked.diagnostics, false)
        );
        let err = SowError::new_err(message);
        err.value(py)
            .setattr("diagnostics", diagnostics(&text, &checked.diagnostics))?;
        return Err(err);
    };
    Ok(PyRules {
        rules: Arc::new(SowRules::new(variant)),
        size: sized.then(|| Size::of(&variant.board)),
        found: checked.diagnostics.clone(),
        text,
        file,
    })
}

/// Loads the variant file at ``path`` (``str`` or ``os.PathLike``) on the
/// board ``size`` (``8`` or ``"2x8"``, for a file that gives several sizes;
/// its default when ``None``). Raises :class:`SowError`, with sow's
/// messages and a ``diagnostics`` list, when the file has errors.
#[pyfunction]
#[pyo3(signature = (path, *, size = None))]
fn load(py: Python<'_>, path: PathBuf, size: Option<&Bound<'_, PyAny>>) -> PyResult<PyRules> {
    let (file, text) = read_path(&path)?;
    load_text(py, file, text, size_text(size)?.as_deref())
}

/// Loads a variant from its text, as :func:`load` loads a file; ``name``
/// is what messages call it.
#[pyfunction]
#[pyo3(signature = (text, *, size = None, name = "<text>"))]
fn loads(
    py: Python<'_>,
    text: String,
    size: Option<&Bound<'_, PyAny>>,
    name: &str,
) -> PyResult<PyRules> {
    load_text(py, name.to_string(), text, size_text(size)?.as_deref())
}

/// A board size as sow reads it: `8` or `"2x8"`.
fn size_text(size: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
    size.map(|s| match s.extract::<u32>() {
        Ok(n) => Ok(n.to_string()),
        Err(_) => s.extract::<String>(),
    })
    .transpose()
}

#[pymethods]
impl PyRules {
    /// A new game at the start position, South to move.
    fn new_game(slf: &Bound<'_, PyRules>) -> Game {
        let rules = slf.get();
        Game {
            playing: Yoke::attach_to_cart(Arc::clone(&rules.rules), |rules| Playing {
                game: SowGame::new(rules),
                last: None,
            }),
            owner: slf.clone().unbind(),
        }
    }

    /// The game's name (``[game] name``).
    #[getter]
    fn name(&self) -> String {
        self.rules.variant.name.clone()
    }

    /// The players' names in the order they move: ``("south", "north")``,
    /// then ``"third"``, ``"fourth"``, ``"fifth"`` where more play; the
    /// order of :attr:`Game.stores`.
    #[getter]
    fn players(&self) -> Vec<&'static str> {
        self.rules
            .variant
            .board
            .players()
            .map(|p| p.name())
            .collect()
    }

    /// The holes' names in board order (``a1``, ``b1``, …): the order of
    /// :attr:`Game.holes`.
    #[getter]
    fn hole_names(&self) -> Vec<String> {
        let board = &self.rules.variant.board;
        (0..board.holes() as u16)
            .map(|h| board.site_name(h))
            .collect()
    }

    /// Every carry (a move written ``FROM>TO``, ``[[moves.carry]]``) the
    /// file or one of its phases may offer, each once, in an order that
    /// depends on the file alone.
    #[getter]
    fn carry_names(&self) -> Vec<String> {
        self.rules.carry_names()
    }

    /// Every drop (``drop=1``, ``drop=2``, …) the file or one of its
    /// phases may offer, where the mover chooses how many seeds fall into
    /// each hole (``drops = "chosen"``): none for most files.
    #[getter]
    fn drop_names(&self) -> Vec<String> {
        self.rules.drop_names()
    }

    /// Rows of the board.
    #[getter]
    fn rows(&self) -> u16 {
        self.rules.variant.board.rows
    }

    /// Holes a row.
    #[getter]
    fn columns(&self) -> u16 {
        self.rules.variant.board.columns
    }

    /// The plies after which sow stops a game unfinished (``[game]
    /// max_plies``, else sow's default): where a loop of ``play`` may stop
    /// too, as ``sow play`` and ``simulate`` do.
    #[getter]
    fn max_plies(&self) -> u32 {
        self.rules.variant.ply_cap()
    }

    /// The board size played (``"2x8"``), where the file gives several or
    /// one was asked for; else ``None``.
    #[getter]
    fn size(&self) -> Option<String> {
        self.size.as_ref().map(Size::label)
    }

    /// The name the file was loaded by (its path, or ``loads``'s ``name``).
    #[getter]
    fn file(&self) -> String {
        self.file.clone()
    }

    /// The warnings and notes sow has on the file (a file with errors
    /// does not load).
    #[getter]
    fn diagnostics(&self) -> Vec<Diagnostic> {
        diagnostics(&self.text, &self.found)
    }

    fn __repr__(&self) -> String {
        match &self.size {
            Some(size) => format!(
                "<sow.Rules {:?} on {}>",
                self.rules.variant.name,
                size.label()
            ),
            None => format!("<sow.Rules {:?}>", self.rules.variant.name),
        }
    }
}

/// A game and the last ply played in it, borrowing the rules it plays by.
#[derive(Yokeable, Clone)]
struct Playing<'r> {
    game: SowGame<'r>,
    /// What the last ply did (`None` at the start and after lots drawn):
    /// the position's `move`, `captured` and `fired` come from it.
    last: Option<Ply>,
}

/// A game in progress: its position, whose turn it is, its legal moves in
/// sow's notation (README, "Hole names and moves"), and ``play`` to make
/// one. ``copy()`` gives an independent game at the same position, cheaply.
#[pyclass(module = "sow")]
struct Game {
    /// The game, kept with the shared rules it borrows.
    playing: Yoke<Playing<'static>, Arc<SowRules>>,
    /// The Python rules it was started from.
    owner: Py<PyRules>,
}

impl Game {
    fn game(&self) -> &SowGame<'_> {
        &self.playing.get().game
    }
}

/// A value sow serialises, as the Python value `json.loads` gives.
fn to_python<'py>(py: Python<'py>, value: &impl serde::Serialize) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| SowError::new_err(e.to_string()))?;
    py.import("json")?.call_method1("loads", (text,))
}

#[pymethods]
impl Game {
    /// The choices open to the player to move, in sow's notation (``c1``,
    /// ``c1+``, ``lots=south``, …): what :meth:`play` takes. Empty once the
    /// game is over.
    fn legal_moves(&self) -> Vec<String> {
        open_choices(self.game())
    }

    /// Plays ``move``, written in sow's notation, for the player to move.
    /// Raises :class:`IllegalMove` with sow's reason (and the legal moves)
    /// when it cannot be played; the game is then unchanged.
    #[pyo3(signature = (r#move))]
    fn play(&mut self, r#move: String) -> PyResult<()> {
        let refused = self.playing.with_mut_return(move |p| {
            let played = play_choice(&mut p.game, &r#move)?;
            p.last = played;
            Ok(())
        });
        refused.map_err(|r: sow::show::Refused| IllegalMove::new_err(r.message))
    }

    /// Plays on at random to the end, all in sow (much faster than a loop
    /// of :meth:`play`): a uniformly random legal move each ply, lots at
    /// random, as ``simulate`` chooses. ``seed`` seeds the choices (random
    /// when ``None``); ``max_plies`` stops the game unfinished once that
    /// many plies have been played (by default :attr:`Rules.max_plies`,
    /// where ``sow simulate`` stops). A random playout, as MCTS uses.
    #[pyo3(signature = (*, seed = None, max_plies = None))]
    fn play_out(&mut self, seed: Option<u64>, max_plies: Option<u32>) {
        let mut rng = seed.map_or_else(fastrand::Rng::new, fastrand::Rng::with_seed);
        self.playing.with_mut(move |p| {
            let cap = max_plies.unwrap_or_else(|| p.game.rules().variant.ply_cap());
            let (made, last) = sow::sample::play_out(&mut p.game, &mut rng, cap);
            // The position tells what the last choice did, as `play` leaves it.
            if made > 0 {
                p.last = last;
            }
        });
    }

    /// Seeds in each hole, in board order (see :attr:`Rules.hole_names`).
    #[getter]
    fn holes(&self) -> Vec<u16> {
        let game = self.game();
        let holes = game.rules().variant.board.holes();
        game.counts.get(..holes).unwrap_or_default().to_vec()
    }

    /// Seeds in each store, South's first, one for each player of
    /// :attr:`Rules.players` (on boards without stores, the seeds each
    /// player has taken).
    #[getter]
    fn stores<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let game = self.game();
        let board = game.rules().variant.board;
        let stores: Vec<u32> = board.players().map(|p| game.store(p)).collect();
        PyTuple::new(py, stores)
    }

    /// Who moves next, ``"south"`` or ``"north"``; ``None`` once the game
    /// is over.
    #[getter]
    fn to_move(&self) -> Option<&'static str> {
        let game = self.game();
        game.outcome.is_none().then(|| game.to_move.name())
    }

    /// The round of a match being played, from 1 (1 outside matches).
    #[getter]
    fn round(&self) -> u32 {
        self.game().round
    }

    /// Plies played so far.
    #[getter]
    fn ply(&self) -> u32 {
        self.game().ply
    }

    /// Whether the game (or match) is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.game().outcome.is_some()
    }

    /// The result once the game is over, else ``None``: a dict with
    /// ``winner`` (``"south"``, ``"north"``, or ``None`` for a draw),
    /// ``scores`` (South's first) and ``reason`` (why it ended), as in
    /// ``sow play --format json``.
    #[getter]
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.game()
            .outcome
            .map(|outcome| to_python(py, &outcome))
            .transpose()
    }

    /// The rules this game is played by.
    #[getter]
    fn rules(&self, py: Python<'_>) -> Py<PyRules> {
        self.owner.clone_ref(py)
    }

    /// The position as a dict, the very object ``sow play --format json``
    /// prints for it: holes and stores by name, who moves next, what the
    /// last ply did (``move``, ``captured``, ``fired``, …), the round, and
    /// the result once the game is over.
    fn position<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let playing = self.playing.get();
        to_python(py, &snapshot(&playing.game, playing.last.as_ref()))
    }

    /// An independent game at the same position (the rules are shared).
    fn copy(&self, py: Python<'_>) -> Game {
        Game {
            playing: self.playing.clone(),
            owner: self.owner.clone_ref(py),
        }
    }

    /// As :meth:`copy`, for ``copy.copy``.
    fn __copy__(&self, py: Python<'_>) -> Game {
        self.copy(py)
    }

    /// As :meth:`copy`, for ``copy.deepcopy``: a game holds nothing a
    /// copy would share but the rules, which never change.
    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyDict>) -> Game {
        self.copy(py)
    }

    /// The position as ``sow play`` prints it: what the last ply did, the
    /// board, and what comes next.
    fn __str__(&self) -> String {
        let playing = self.playing.get();
        let game = &playing.game;
        position_text(
            &snapshot(game, playing.last.as_ref()),
            &game.rules().variant.board,
            &game.counts,
            game.round_end_counts(),
        )
    }

    fn __repr__(&self) -> String {
        let game = self.game();
        let name = &game.rules().variant.name;
        match game.outcome {
            Some(_) => format!("<sow.Game {name:?}, over after {} plies>", game.ply),
            None => format!(
                "<sow.Game {name:?}, ply {}, {} to move>",
                game.ply,
                game.to_move.name()
            ),
        }
    }
}

/// A player that chooses moves by itself: ``"random"``, ``"greedy"`` (the
/// best immediate gain), ``"alphabeta:D"`` (alpha-beta search D plies deep)
/// or ``"mcts:N"`` (UCT with N simulations a move), as ``sow simulate
/// --south`` takes them. Seeded: the same seed and games give the same
/// choices, and the same as ``sow play --south KIND --north KIND --seed
/// SEED``. It plays whichever side is to move, and draws lots at random.
#[pyclass(module = "sow")]
struct Player {
    lineup: Lineup,
    kind: PlayerKind,
}

#[pymethods]
impl Player {
    #[new]
    #[pyo3(signature = (kind = "random", *, seed = 0))]
    fn new(kind: &str, seed: u64) -> PyResult<Player> {
        let kind = player_kind(kind)?;
        let mut lineup = Lineup::of_all(kind)
            .ok_or_else(|| SowError::new_err("`human` is no player sow can play"))?;
        // Seeded as `sow play --south K --north K --seed S` seeds its
        // players, so the same seed plays the same game.
        lineup.seed(game_rng(seed, 0));
        Ok(Player { lineup, kind })
    }

    /// The move this player chooses in ``game``, in sow's notation (what
    /// :meth:`Game.play` takes); ``None`` once the game is over.
    fn choose(&mut self, py: Python<'_>, game: &Game) -> PyResult<Option<String>> {
        let game = game.game();
        let rules = game.rules();
        (self.kind)
            .plays(usize::from(rules.variant.board.players))
            .map_err(SowError::new_err)?;
        let lineup = &mut self.lineup;
        let Some(pick) = py.detach(|| lineup.choose(game)) else {
            return Ok(None);
        };
        Ok(match pick {
            Pick::Lots(winner) => Some(Choice::Lots(winner).name(rules)),
            Pick::Move(m) => Some(m.name(rules)),
            Pick::Nth(i) => game.legal_moves().get(i).map(|m| m.name(rules)),
        })
    }

    /// The player's name, as given: ``"mcts:200"``.
    #[getter]
    fn kind(&self) -> String {
        self.kind.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<sow.Player {}>", self.kind)
    }
}

/// A player's name read as sow reads it; an unknown one is a `SowError`.
fn player_kind(kind: &str) -> PyResult<PlayerKind> {
    kind.parse::<PlayerKind>().map_err(SowError::new_err)
}

/// Plays ``games`` games of a variant between ``south`` and ``north``
/// (player names as :class:`Player` takes them) and returns the report
/// ``sow simulate --format json`` prints, as a dict: the study (game, seed,
/// players, …), ``report`` (wins, draws, end reasons, plies, the rules that
/// fired, …), the means and the speed (``games_per_second``). ``source``
/// is :class:`Rules`, or a path to load (on ``size``). ``jobs`` is the
/// threads to play on (0: one a core); ``max_plies`` caps a game.
#[pyfunction]
#[pyo3(signature = (source, *, games = 1000, seed = 1, south = "random", north = "random",
    jobs = 0, max_plies = None, size = None))]
#[allow(clippy::too_many_arguments)]
fn simulate<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    games: u64,
    seed: u64,
    south: &str,
    north: &str,
    jobs: usize,
    max_plies: Option<u32>,
    size: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let loaded;
    let rules = match source.cast::<PyRules>() {
        Ok(rules) => rules.get(),
        Err(_) => {
            let path: PathBuf = source.extract()?;
            let (file, text) = read_path(&path)?;
            loaded = load_text(py, file, text, size_text(size)?.as_deref())?;
            &loaded
        }
    };
    let players = [player_kind(south)?, player_kind(north)?];
    let count = usize::from(rules.rules.variant.board.players);
    (players.iter().try_for_each(|p| p.plays(count))).map_err(SowError::new_err)?;
    let mut config = Config::new(&rules.rules, games);
    config.seed = seed;
    config.jobs = jobs;
    if let Some(cap) = max_plies {
        if cap == 0 || cap > sow::format::MAX_PLIES {
            return Err(SowError::new_err(format!(
                "max_plies must be between 1 and {}",
                sow::format::MAX_PLIES
            )));
        }
        config.max_plies = cap;
    }
    let report = py
        .detach(|| sow::players::simulate(&rules.rules, &config, players, &|_| {}))
        .ok_or_else(|| SowError::new_err("simulate plays no human"))?;
    let names = players.map(|p| p.to_string());
    let study = StudySetup::of(
        &rules.rules,
        &rules.text,
        rules.size.as_ref(),
        [&names[0], &names[1]],
        &config,
        None,
    );
    to_python(py, &study_json(&study, None, &report))
}

/// sow's native module: every mancala variant file (``*.sow.toml``) a
/// game. See the package ``sow`` for the whole story.
#[pymodule]
fn _sow(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("SowError", py.get_type::<SowError>())?;
    m.add("IllegalMove", py.get_type::<IllegalMove>())?;
    m.add_class::<Diagnostic>()?;
    m.add_class::<PyRules>()?;
    m.add_class::<Game>()?;
    m.add_class::<Player>()?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(loads, m)?)?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    Ok(())
}
