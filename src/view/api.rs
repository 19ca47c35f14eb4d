//! The JSON API the page reads: the board's layout and the file's
//! diagnostics, the position after a list of moves with its legal moves,
//! the sowing of the last move, a sample game, the play findings and a
//! study of many random games (`sow simulate`'s report). Each
//! answer is built from one reading of the file by the library's own paths
//! (`lint::check`, `Game`, `sample`); a request the file cannot answer
//! (it has errors, a move is illegal) is an [`ApiError`].

use serde_json::{Value, json};

use super::layout::Layout;
use super::source::Reading;
use super::steps::laps_of;
use crate::diagnostic::to_json;
use crate::engine::{Choice, Game, Rules};
use crate::sample::{Budget, Config, Witness, move_names_of, play_checked, simulate};
use crate::show::{Markup, describe, report_json, snapshot};

/// Why the API could not answer: shown by the page as it is.
#[derive(Debug)]
pub(super) struct ApiError(pub String);

/// The answer to a request for play on a file with errors.
pub(super) fn has_errors() -> ApiError {
    ApiError("the file has errors: fix them to play it".into())
}

/// The file's name, layout and diagnostics; no layout when it has errors.
pub(super) fn game(reading: &Reading, file: &str) -> Value {
    let diagnostics = to_json(file, &reading.text, &reading.checked.diagnostics);
    let layout = reading.checked.playable().map(Layout::of);
    json!({
        "file": file,
        "version": reading.version,
        "size": reading.size,
        "sizes": reading.sizes(),
        "playable": layout.is_some(),
        "layout": layout,
        "description": reading.rules().map(|r| description(&r)),
        "diagnostics": diagnostics,
    })
}

/// The rules in words (`sow describe`), part by part: each part's heading,
/// its table, its sentences in plain words, and for a landing rule the
/// holes where it may fire, by mover (South's, North's), for the page to
/// mark on the board.
fn description(rules: &Rules) -> Vec<Value> {
    let board = &rules.variant.board;
    let names = |holes: Vec<u16>| -> Vec<String> {
        holes.into_iter().map(|h| board.site_name(h)).collect()
    };
    describe::describe(&rules.variant)
        .iter()
        .map(|p| {
            let holes = (p.table == "landing")
                .then_some(p.index)
                .flatten()
                .map(|i| rules.holes_of_rule(i).map(names));
            json!({
                "title": p.title,
                "table": p.table_name(),
                "text": p.text(Markup::Plain),
                "holes": holes,
            })
        })
        .collect()
}

/// The moves of a list, split as `sow play --moves` splits them.
fn words(moves: &str) -> impl Iterator<Item = &str> {
    moves
        .split([' ', ',', '\n', '\t'])
        .filter(|m| !m.is_empty())
}

/// The position after as many of `moves` as apply, with the legal moves
/// there, and the laps of the last move applied. `applied` counts the
/// moves played; `error` says why the next one could not be.
pub(super) fn position(rules: &Rules, moves: &str) -> Value {
    let mut game = Game::new(rules);
    let mut played = Vec::new();
    let mut last = None;
    let mut error = None;
    for (i, word) in words(moves).enumerate() {
        match play_one(&mut game, word) {
            Ok((ply, laps)) => {
                played.push(word.to_string());
                last = Some((ply, laps));
            }
            Err(why) => {
                error = Some(format!("move {}: {why}", i + 1));
                break;
            }
        }
    }
    let (ply, laps) = match last {
        Some((ply, laps)) => (ply, laps),
        None => (None, Vec::new()),
    };
    json!({
        "applied": played.len(),
        "moves": played,
        "error": error,
        "position": snapshot(&game, ply.as_ref()),
        "legal": legal(&game),
        "laps": laps,
    })
}

type Played = (Option<crate::engine::Ply>, Vec<super::steps::LapStep>);

/// Plays one move (or draws lots) as `sow play` does, watching its sowing.
fn play_one(game: &mut Game<'_>, word: &str) -> Result<Played, String> {
    if game.outcome.is_some() {
        return Err(format!("`{word}` cannot be played: the game is over"));
    }
    match Choice::parse_in(word, game)? {
        Choice::Lots(winner) => game
            .draw_lots(winner)
            .map(|()| (None, Vec::new()))
            .map_err(|_| format!("`{word}`: no lots are to be drawn now")),
        Choice::Move(m) => {
            let laps = laps_of(game, m);
            let mover = game.to_move.name();
            match game.play(m) {
                Ok(ply) => Ok((Some(ply), laps)),
                // Why, where one reason is known: looked up only now.
                Err(_) => {
                    let why = crate::show::refusal_words(game, m)
                        .map(|r| format!(": {r}"))
                        .unwrap_or_default();
                    Err(format!("`{word}` is not a legal move for {mover}{why}"))
                }
            }
        }
    }
}

/// The choices open at `game`'s position, each with the hole it starts
/// from (none for lots and a gathered ply): the page's clickable holes.
fn legal(game: &Game<'_>) -> Vec<Value> {
    let rules = game.rules();
    if game.outcome.is_some() {
        return Vec::new();
    }
    if game.lots_pending() {
        return ["lots=south", "lots=north"]
            .iter()
            .map(|name| json!({ "name": name, "hole": null }))
            .collect();
    }
    game.legal_moves()
        .iter()
        .map(|m| {
            let name = m.name(rules);
            // A gathered ply, a set opening's layouts, the answer to a
            // rule the mover may decline (`yes`, `no`) and the pie rule's
            // `swap` are buttons, not holes; a drop is the hole it falls
            // into's, which offers every count.
            let hole = match game.dropping().filter(|_| m.dropped().is_some()) {
                Some(d) => Some(rules.variant.board.site_name(d.into)),
                None => (!m.is_gather() && !m.is_layout() && !m.is_swap() && m.answers().is_none())
                    .then(|| rules.variant.board.site_name(m.hole())),
            };
            json!({ "name": name, "hole": hole })
        })
        .collect()
}

/// The moves of sample game `game` of the run with `seed`, to its end or
/// the ply cap: the very game `sow check`'s sample play would play.
pub(super) fn sample(rules: &Rules, seed: u64, game: u64) -> Value {
    let plies = Config::new(rules, 1).max_plies;
    let moves = move_names_of(rules, seed, Witness { plies, game });
    json!({ "seed": seed, "game": game, "moves": moves.join(" ") })
}

/// The play findings of the board the page shows (the file's default size,
/// or the size it was asked to show), as `sow check` makes them, each with
/// the moves that reach it on that board where it has them.
pub(super) fn findings(reading: Reading, file: &str) -> Result<Value, ApiError> {
    let budget = Budget {
        time_limit: Some(std::time::Duration::from_secs(20)),
        earnest: Some(crate::players::earnest_matches),
        ..Budget::default()
    };
    let mut checked = reading.checked;
    play_checked(&mut checked, &budget).ok_or_else(has_errors)?;
    let found: Vec<Value> = checked
        .diagnostics
        .iter()
        .filter(|d| d.code.id.starts_with('P'))
        .map(|d| {
            let moves = d
                .related
                .iter()
                .find_map(|r| r.message.strip_prefix("moves: "));
            json!({
                "code": d.code.id,
                "name": d.code.name,
                "severity": d.severity,
                "message": d.message,
                "moves": moves,
            })
        })
        .collect();
    Ok(json!({ "file": file, "findings": found }))
}

/// The most games a study plays, and the longest it takes: the page waits
/// for its answer.
const MOST_STUDY_GAMES: u64 = 100_000;
const STUDY_SECONDS: u64 = 20;
/// The spans the game lengths are counted in.
const LENGTH_BINS: u32 = 20;

/// `games` random games from `seed`, as `sow simulate --games --seed`
/// plays them: its report (the same JSON as `sow simulate --format
/// json`'s `report`) and the game lengths counted in spans.
pub(super) fn study(rules: &Rules, games: u64, seed: u64) -> Result<Value, ApiError> {
    if !(1..=MOST_STUDY_GAMES).contains(&games) {
        return Err(ApiError(format!(
            "`games` must be between 1 and {MOST_STUDY_GAMES}, not {games}"
        )));
    }
    let mut config = Config::new(rules, games);
    config.seed = seed;
    config.deadline =
        Some(std::time::Instant::now() + std::time::Duration::from_secs(STUDY_SECONDS));
    let report = simulate(rules, &config, &|_| {});
    Ok(json!({
        "game": rules.variant.name,
        "seed": seed,
        "asked": games,
        "max_plies": config.max_plies,
        "report": report_json(rules, &report),
        "mean_plies": report.mean_plies(),
        "lengths": report.length_histogram(LENGTH_BINS),
    }))
}
