//! Command-line flags and dispatch. Flags are defined here, with their docs.

mod check;
mod compare;
mod describe;
mod explain;
mod files;
mod fmt;
mod install;
mod merge;
mod new;
mod play;
mod play_against;
mod preview;
mod progress;
mod schema;
mod simulate;
mod solve;
mod view;

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};
use sow::players::PlayerKind;

/// Exit code: no findings (warnings alone, unless --deny-warnings).
pub const EXIT_CLEAN: u8 = 0;
/// Exit code: findings (errors, or warnings with --deny-warnings), or an illegal move.
pub const EXIT_FINDINGS: u8 = 1;
/// Exit code: bad usage, or a file that could not be read.
pub const EXIT_USAGE: u8 = 2;

/// `--play-plies`'s help, with the default the code plays.
const PLAY_PLIES_HELP: &str = const_format::formatcp!(
    "Stop starting sample games once a board's games have played this many plies \
     (matches of thousands of rounds then play a few dozen, not all; which games are \
     played depends on the seed alone); default {}, or what `sow.toml` says",
    sow::sample::SAMPLE_PLIES
);

/// `--balance-seconds`'s help, with the default the code plays.
const BALANCE_SECONDS_HELP: &str = const_format::formatcp!(
    "Seconds each board's balance study may take before it starts no more games (the \
     games played are said beside those asked); default {}, or what `sow.toml` says",
    sow::players::DEFAULT_SECONDS
);

/// sow: checks, plays and previews mancala variant files (*.sow.toml).
#[derive(Debug, Parser)]
#[command(name = "sow", version, about)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check files and folders (every *.sow.toml inside, recursively).
    Check {
        /// Files or folders to check; `-` reads a file from standard input.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// The name standard input (`-`) goes by in messages and reports
        /// (default `<stdin>`): say, the file an editor or hook pipes in.
        #[arg(long, value_name = "NAME")]
        stdin_filename: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = CheckFormat::Human)]
        format: CheckFormat,
        /// Fail (exit 1) on warnings too.
        #[arg(long)]
        deny_warnings: bool,
        /// When to colour the human format: `auto` colours a terminal
        /// unless the NO_COLOR environment variable is set (not empty).
        #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorWhen::Auto)]
        color: ColorWhen,
        /// Random games to play per file for the play diagnostics (P
        /// codes); default 300, or what `sow.toml` says.
        #[arg(long)]
        games: Option<u64>,
        /// Skip sample play: static checks only.
        #[arg(long)]
        no_play: bool,
        /// Random seed of the sample games; default 1, or what `sow.toml`
        /// says.
        #[arg(long)]
        seed: Option<u64>,
        /// Stop starting sample games after this many seconds per file (a
        /// safety net for very slow games; results then cover fewer games);
        /// default 20, or what `sow.toml` says.
        #[arg(long)]
        play_seconds: Option<u64>,
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..), help = PLAY_PLIES_HELP)]
        play_plies: Option<u64>,
        /// Laps one ply of sample play may sow before it is given up
        /// (endless relay sowing is found exactly; this is a safety net):
        /// default 64,000,000.
        #[arg(long)]
        max_laps: Option<u32>,
        /// Report only these codes (ids, names, or leading letters such as
        /// `P`), instead of what `sow.toml` selects; errors are always
        /// reported.
        #[arg(long, value_delimiter = ',', value_name = "CODES")]
        select: Option<Vec<String>>,
        /// Do not report these codes (besides those `sow.toml` ignores);
        /// errors cannot be ignored.
        #[arg(long, value_delimiter = ',', value_name = "CODES")]
        ignore: Vec<String>,
        /// Also study each file's balance: games with the same player on
        /// both sides (`--balance` alone: `mcts:200`; `--balance=PLAYER`
        /// another, as `sow simulate --south` takes it), the first
        /// player's win share with its 95% interval, draws and length,
        /// and P009 when the share is surely outside 35%–65%, on each of
        /// the file's board sizes; or what `sow.toml` says.
        #[arg(
            long,
            value_name = "PLAYER",
            num_args = 0..=1,
            require_equals = true,
            default_missing_value = "mcts:200"
        )]
        balance: Option<PlayerKind>,
        /// Games of the balance study (implies `--balance`); default 100,
        /// or what `sow.toml` says.
        #[arg(long, value_name = "K")]
        balance_games: Option<u64>,
        #[arg(long, value_name = "S", help = BALANCE_SECONDS_HELP)]
        balance_seconds: Option<u64>,
    },
    /// Rewrite files and folders (every *.sow.toml inside) in the one
    /// layout of variant files: tables and keys in the format's order,
    /// every comment kept where it was, the meaning unchanged.
    Fmt {
        /// Files or folders to format; `-` reads standard input and writes
        /// the formatted file to standard output.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Change nothing: name the files that would change, and fail
        /// (exit 1) if there are any.
        #[arg(long)]
        check: bool,
        /// Change nothing: print what would change as a unified diff (one
        /// hunk a file, without context lines), and fail (exit 1) if
        /// anything would.
        #[arg(long)]
        diff: bool,
    },
    /// Replay a game from the start and print every position.
    Play {
        /// The variant file.
        file: PathBuf,
        /// Moves, named by their starting hole, separated by spaces or commas
        /// (e.g. "c1 d2 a1").
        #[arg(long, default_value = "")]
        moves: String,
        /// Play a game instead: South's player, `human` (moves read from
        /// standard input) or one of `sow simulate --south`'s. The other
        /// side is `human` unless given too.
        #[arg(long, value_name = "PLAYER", conflicts_with = "moves")]
        south: Option<PlayerKind>,
        /// North's player, as `--south`.
        #[arg(long, value_name = "PLAYER", conflicts_with = "moves")]
        north: Option<PlayerKind>,
        /// Random seed of the players (and of lots drawn at a recount).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Output format: a board per ply, or JSON Lines (one object per position).
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// The board size to play, one of the file's `[board] sizes`: the
        /// holes per row (`8`) or rows and holes per row (`2x8`). Default:
        /// the file's `columns`.
        #[arg(long, value_name = "SIZE")]
        size: Option<String>,
        /// Laps one ply may sow before it is given up (endless relay
        /// sowing is found exactly; this is a safety net): default
        /// 64,000,000.
        #[arg(long)]
        max_laps: Option<u32>,
    },
    /// Play many random games and sum up what happened.
    Simulate {
        /// The variant file.
        file: PathBuf,
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Random seed: the same seed gives the same numbers.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (0: one per core).
        #[arg(long, default_value_t = 0)]
        jobs: usize,
        /// Plies after which a game is stopped unfinished (default: the
        /// file's `max_plies`, else 2000).
        #[arg(long)]
        max_plies: Option<u32>,
        /// Laps one ply may sow before it is given up (endless relay sowing
        /// is found exactly; this is a safety net).
        #[arg(long)]
        max_laps: Option<u32>,
        /// South's player: `random`, `greedy`, `alphabeta:D` (D plies
        /// deep) or `mcts:N` (N simulations a move).
        #[arg(long, default_value = "random", value_name = "PLAYER")]
        south: PlayerKind,
        /// North's player, as `--south`.
        #[arg(long, default_value = "random", value_name = "PLAYER")]
        north: PlayerKind,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// The board size to play, one of the file's `[board] sizes`: the
        /// holes per row (`8`) or rows and holes per row (`2x8`). Default:
        /// the file's `columns`.
        #[arg(long, value_name = "SIZE")]
        size: Option<String>,
        /// Play only part I (from 0) of N of the study: the games whose
        /// numbers fall in it, each seeded as in the whole study, so that
        /// `sow merge` makes the shards' JSON reports into the whole
        /// study's.
        #[arg(long, value_name = "I/N")]
        shard: Option<String>,
    },
    /// Combine the JSON reports of every shard of one study (`sow
    /// simulate --shard I/N --format json`) into the report of the whole
    /// study, as one `sow simulate` run would print it.
    Merge {
        /// The shards' reports, one file each, in any order.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
    /// Play the same balance study on two files (the same competent
    /// player on both sides unless told) and say how the first player's
    /// share, the draws and the length differ, and whether by more than
    /// chance.
    Compare {
        /// The first variant file (A).
        a: PathBuf,
        /// The second (B), set against A.
        b: PathBuf,
        /// South's player, as `sow simulate --south` takes it.
        #[arg(long, default_value = "mcts:200", value_name = "PLAYER")]
        south: PlayerKind,
        /// North's player, as `--south`.
        #[arg(long, default_value = "mcts:200", value_name = "PLAYER")]
        north: PlayerKind,
        /// Games of each study.
        #[arg(long, default_value_t = sow::players::DEFAULT_GAMES)]
        games: u64,
        /// Random seed: the same seed gives the same figures.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (0: one per core).
        #[arg(long, default_value_t = 0)]
        jobs: usize,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// The board size to play both files on, one of each file's
        /// `[board] sizes`: the holes per row (`8`) or rows and holes per
        /// row (`2x8`). Default: each file's `columns`.
        #[arg(long, value_name = "SIZE")]
        size: Option<String>,
    },
    /// Solve the game: the value of the start position under perfect play
    /// by both (who wins, by how many seeds) and every first move that
    /// keeps it, by an exact search of the whole game.
    Solve {
        /// The variant file.
        file: PathBuf,
        /// Positions to search before giving up.
        #[arg(long, default_value_t = sow::players::DEFAULT_MAX_POSITIONS)]
        max_positions: u64,
        /// Memory the table of positions may take (`512MiB`, `2GB`, `1.5G`,
        /// or bytes): past what fits, positions are searched again rather
        /// than remembered, so the answer stays exact but comes slower.
        #[arg(long, default_value = "256MiB", value_name = "SIZE")]
        max_memory: bytesize::ByteSize,
        /// Seconds to search before giving up (one ply may take long: a
        /// relay of millions of laps). Default: the time --max-positions
        /// would take at 100,000 positions a second, at least 10 s.
        #[arg(long, value_name = "S")]
        max_seconds: Option<f64>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// The board size to play, one of the file's `[board] sizes`: the
        /// holes per row (`8`) or rows and holes per row (`2x8`). Default:
        /// the file's `columns`.
        #[arg(long, value_name = "SIZE")]
        size: Option<String>,
    },
    /// Read the file back as the rules text it plays: the board and the
    /// start, who owns what, how a move sows, where the last seed lands,
    /// how the game and the match end, in plain sentences.
    Describe {
        /// The variant file.
        file: PathBuf,
        /// `text` for the terminal, `markdown`, or `json`: each part's
        /// sentences with the span of the file it comes from.
        #[arg(long, value_enum, default_value_t = describe::DescribeFormat::Text)]
        format: describe::DescribeFormat,
        /// The board size to describe, one of the file's `[board] sizes`.
        #[arg(long, value_name = "SIZE")]
        size: Option<String>,
    },
    /// Draw the sowing order on the board, and where a sowing from each
    /// hole goes with its starting seeds.
    Preview {
        /// The variant file.
        file: PathBuf,
        /// Show only the sowing from this hole (e.g. `c1`).
        #[arg(long)]
        hole: Option<String>,
        /// `text` for the terminal, or `svg`: the board drawn as the page
        /// of `sow view` draws it, the sowing from `--hole` numbered (else
        /// South's track), for documents.
        #[arg(long, value_enum, default_value_t = preview::PictureFormat::Text)]
        format: preview::PictureFormat,
        /// The board size to play, one of the file's `[board] sizes`: the
        /// holes per row (`8`) or rows and holes per row (`2x8`). Default:
        /// the file's `columns`.
        #[arg(long, value_name = "SIZE")]
        size: Option<String>,
    },
    /// Write a starter game to NAME.sow.toml (never over a file that is
    /// there): a board, players, a sowing and an end to change.
    New {
        /// The game's name, and the file's (`.sow.toml` is added).
        name: String,
    },
    /// Explain a diagnostic code, or list them all.
    Explain {
        /// A code like T002, or its name like track-misses-hole.
        code: Option<String>,
    },
    /// Print the JSON Schema of the format, or write it next to your files.
    Schema {
        /// Write the schema to this file, or to `sow.schema.json` in this
        /// folder (overwriting it), instead of printing it.
        #[arg(long, value_name = "PATH")]
        write: Option<PathBuf>,
    },
    /// Show the board in the browser, live: play it, watch each sowing,
    /// replay sample games and play findings; the page follows the file as
    /// it changes. Serves 127.0.0.1 only.
    View {
        /// The variant file.
        file: PathBuf,
        /// The port on 127.0.0.1 (default: a free one).
        #[arg(long, default_value_t = 0)]
        port: u16,
        /// Open the page in the browser too.
        #[arg(long)]
        open: bool,
        /// The board size to play, one of the file's `[board] sizes`: the
        /// holes per row (`8`) or rows and holes per row (`2x8`). Default:
        /// the file's `columns`.
        #[arg(long, value_name = "SIZE")]
        size: Option<String>,
    },
    /// Serve the Language Server Protocol on standard input and output.
    Lsp {
        /// Accepted for clients that pass it: standard input and output is
        /// the only transport.
        #[arg(long, hide = true)]
        stdio: bool,
        /// The most detailed log messages written (default: the `SOW_LOG`
        /// environment variable, else `info`).
        #[arg(long, value_name = "LEVEL")]
        log_level: Option<sow::lsp::LogLevel>,
        /// Append the log to this file instead of standard error (the
        /// protocol owns standard output).
        #[arg(long, value_name = "PATH")]
        log_file: Option<PathBuf>,
    },
    /// Print the completion script of a shell, to load from its start-up
    /// file (e.g. `source <(sow completions bash)`).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page sow(1) in roff (e.g. `sow man > sow.1`), or
    /// write it and a page for each subcommand into a folder.
    Man {
        /// Write `sow.1`, `sow-check.1`, … into this folder (e.g.
        /// `~/.local/share/man/man1`) instead of printing sow(1).
        #[arg(long, value_name = "FOLDER")]
        dir: Option<PathBuf>,
    },
}

/// How results are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// For people.
    Human,
    /// For programs.
    Json,
}

/// How `sow check` prints its findings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CheckFormat {
    /// For people: rustc-style diagnostics and a summary line.
    Human,
    /// For programs: one JSON document.
    Json,
    /// SARIF 2.1.0, for code scanning (e.g. GitHub's upload-sarif).
    Sarif,
    /// GitHub Actions workflow commands: annotations on the changed files.
    Github,
}

/// When to colour output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    /// On a terminal, unless NO_COLOR is set.
    Auto,
    Always,
    Never,
}

impl ColorWhen {
    /// Whether to colour a stream that `is_terminal` or not. The flag's
    /// `always` and `never` win over NO_COLOR, as <https://no-color.org>
    /// asks; an empty NO_COLOR counts as unset.
    pub fn colors(self, is_terminal: bool) -> bool {
        match self {
            ColorWhen::Always => true,
            ColorWhen::Never => false,
            ColorWhen::Auto => {
                is_terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            }
        }
    }
}

/// Runs a command and returns its exit code.
pub fn run(args: Args) -> u8 {
    match args.command {
        Command::Check {
            paths,
            stdin_filename,
            format,
            deny_warnings,
            color,
            games,
            no_play,
            seed,
            play_seconds,
            play_plies,
            max_laps,
            select,
            ignore,
            balance,
            balance_games,
            balance_seconds,
        } => {
            let options = check::CheckOptions {
                format,
                deny_warnings,
                color,
                stdin_filename,
                play: check::PlayFlags {
                    games,
                    seed,
                    play_seconds,
                    play_plies,
                    max_laps,
                    no_play,
                    select,
                    ignore,
                    balance,
                    balance_games,
                    balance_seconds,
                },
            };
            check::run(&paths, &options)
        }
        Command::Fmt { paths, check, diff } => fmt::run(&paths, fmt::Mode::of(check, diff)),
        Command::Play {
            file,
            moves,
            south,
            north,
            seed,
            format,
            size,
            max_laps,
        } => match (south, north) {
            (None, None) => play::run(&file, size.as_deref(), &moves, format, max_laps),
            (south, north) => {
                let players = [south, north].map(|p| p.unwrap_or(PlayerKind::Human));
                play_against::run(&file, size.as_deref(), players, seed, format, max_laps)
            }
        },
        Command::Simulate {
            file,
            games,
            seed,
            jobs,
            max_plies,
            max_laps,
            south,
            north,
            format,
            size,
            shard,
        } => simulate::run(
            &file,
            size.as_deref(),
            &simulate::SimulateOptions {
                games,
                seed,
                jobs,
                max_plies,
                max_laps,
                players: [south, north],
                shard,
            },
            format,
        ),
        Command::Merge { files, format } => merge::run(&files, format),
        Command::Compare {
            a,
            b,
            south,
            north,
            games,
            seed,
            jobs,
            format,
            size,
        } => {
            let study = sow::players::Study {
                players: [south, north],
                seed,
                jobs,
                ..sow::players::Study::self_play(south, games)
            };
            compare::run(&a, &b, size.as_deref(), &study, format)
        }
        Command::Solve {
            file,
            max_positions,
            max_memory,
            max_seconds,
            format,
            size,
        } => {
            let time = match max_seconds.map(std::time::Duration::try_from_secs_f64) {
                None => None,
                Some(Ok(t)) => Some(t),
                Some(Err(_)) => {
                    eprintln!("error: --max-seconds takes a number of seconds, 0 or more");
                    return EXIT_USAGE;
                }
            };
            let limits = sow::players::Limits {
                positions: max_positions,
                memory: max_memory.as_u64(),
                time,
            };
            solve::run(&file, size.as_deref(), limits, format)
        }
        Command::Describe { file, format, size } => describe::run(&file, size.as_deref(), format),
        Command::Preview {
            file,
            hole,
            size,
            format,
        } => preview::run(&file, size.as_deref(), hole.as_deref(), format),
        Command::New { name } => new::run(&name),
        Command::Explain { code } => explain::run(code.as_deref()),
        Command::Lsp {
            log_level,
            log_file,
            ..
        } => sow::lsp::serve_stdio(&sow::lsp::LogOptions {
            level: log_level,
            file: log_file,
        }),
        Command::Schema { write } => schema::run(write.as_deref()),
        Command::View {
            file,
            port,
            open,
            size,
        } => view::run(file, port, open, size),
        Command::Completions { shell } => install::completions(shell),
        Command::Man { dir } => install::man(dir.as_deref()),
    }
}

/// The most a variant file may hold when read: four times what is parsed,
/// so an oversized file still gets its diagnostic (S005).
const READ_LIMIT: u64 = sow::syntax::MAX_FILE_BYTES as u64 * 4;

/// Reads a file as UTF-8 text, or says why it cannot.
pub fn read_text(path: &std::path::Path) -> Result<String, String> {
    let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if meta.len() > READ_LIMIT {
        return Err(format!(
            "{}: {} bytes is far too large for a variant file",
            path.display(),
            meta.len()
        ));
    }
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    read_limited(file, &path.display().to_string())
}

/// Reads `input`, called `name` in messages, as UTF-8 text, or says why it
/// cannot. Reads at most one byte past the limit: a device or pipe
/// (`/dev/zero`, standard input) has no length to check beforehand.
pub fn read_limited(input: impl std::io::Read, name: &str) -> Result<String, String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    input
        .take(READ_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{name}: {e}"))?;
    if bytes.len() as u64 > READ_LIMIT {
        return Err(format!(
            "{name}: more than {READ_LIMIT} bytes, far too large for a variant file"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{name}: not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })
}

/// Reads and checks a file that is to be played, on `size` (`--size`)
/// or its default size: its compiled rules, or the exit code after the
/// reason was printed.
pub fn load_rules(path: &std::path::Path, size: Option<&str>) -> Result<sow::engine::Rules, u8> {
    load_sized_rules(path, size).map(|(rules, _)| rules)
}

/// Like [`load_rules`], with the board size played when the file gives
/// several (`[board] sizes`) or `--size` chose one, so that what is
/// reported can say which board it was played on.
pub fn load_sized_rules(
    path: &std::path::Path,
    size: Option<&str>,
) -> Result<(sow::engine::Rules, Option<sow::model::sizes::Size>), u8> {
    let text = read_text(path).map_err(|e| {
        eprintln!("error: {e}");
        EXIT_USAGE
    })?;
    let name = path.to_string_lossy();
    let checked = match size {
        None => sow::lint::check(&text),
        Some(size) => sow::lint::check_size(&text, size).map_err(|e| {
            eprintln!("error: --size {size}: {e}");
            EXIT_USAGE
        })?,
    };
    let sized = size.is_some() || !checked.sizes.is_empty();
    match checked.playable() {
        Some(variant) => Ok((
            sow::engine::Rules::new(variant),
            sized.then(|| sow::model::sizes::Size::of(&variant.board)),
        )),
        None => {
            eprint!(
                "{}",
                sow::diagnostic::render_human(&name, &text, &checked.diagnostics, false)
            );
            eprintln!("error: {name} has errors; fix them before playing");
            Err(EXIT_FINDINGS)
        }
    }
}
