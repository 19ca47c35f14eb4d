//! The command `sow.checkBalance`: a balance study of one open document,
//! asked for by the code lens on `[game]` (never on an edit: it takes
//! seconds), played off the protocol's loop with work-done progress and
//! cancellation; its P009 joins the document's diagnostics and its figures
//! are shown, and answered, when it is done.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::Value;
use tower_lsp_server::ls_types as lsp;

use crate::players::{PlayerKind, Study};
use crate::sample::Balance;

/// How often the games done are reported while a study runs.
pub const REPORT_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

/// The command's name, as the lens and `workspace/executeCommand` give it.
pub const COMMAND: &str = "sow.checkBalance";

/// The document the command was asked about: `[uri]` or `[uri, options]`.
pub fn document(arguments: &[Value]) -> Result<lsp::Uri, String> {
    super::document_argument(arguments, COMMAND)
}

/// The study asked for: `configured` (the document's configuration's, or
/// the default), changed by the options of `[uri, {"games": K, "player":
/// "mcts:200"}]`.
pub fn request(arguments: &[Value], configured: Study) -> Result<Study, String> {
    let mut study = configured;
    if let Some(options) = arguments.get(1) {
        if let Some(games) = options.get("games") {
            study.games = games
                .as_u64()
                .filter(|&g| g > 0)
                .ok_or("`games` is a number of games, at least 1")?;
        }
        if let Some(player) = options.get("player") {
            let name = player.as_str().ok_or("`player` is a player's name")?;
            match name.parse::<PlayerKind>()? {
                PlayerKind::Human => return Err("a balance study plays no human".to_string()),
                kind => study.players = [kind; 2],
            }
        }
    }
    Ok(study)
}

/// Sets its flag when dropped: a study whose request was cancelled (the
/// protocol library drops the handler's future) stops at its next game.
pub struct CancelOnDrop(pub Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The key of a progress token, for the studies under way.
pub fn token_key(token: &lsp::ProgressToken) -> String {
    match token {
        lsp::ProgressToken::Number(n) => n.to_string(),
        lsp::ProgressToken::String(s) => s.clone(),
    }
}

/// Games done as a percentage of `games`.
pub fn percent(done: u64, games: u64) -> u32 {
    (done.saturating_mul(100) / games.max(1)).min(100) as u32
}

/// The figures of a study, one for each board played (the default first),
/// in words: the long ones for the message and the end of the progress,
/// the short ones for the lens. Of more than four boards, the lens gives
/// the range of South's shares and the boards where P009 holds.
pub fn words(figures: &[Balance]) -> (String, String) {
    let players = figures.first().map_or("", |b| b.players.as_str());
    let on = |b: &Balance| b.size.map(|s| format!("on {s}: ")).unwrap_or_default();
    let long: Vec<String> = figures
        .iter()
        .map(|b| format!("{}{}", on(b), b.words()))
        .collect();
    let long = format!("under self-play by {players}, {}", long.join("; "));
    let share = |b: &Balance| {
        format!(
            "{:.0}% of {} decided ({:.0}%–{:.0}%)",
            100.0 * b.first_share,
            b.decided(),
            100.0 * b.interval.low,
            100.0 * b.interval.high,
        )
    };
    let short = match figures {
        [one] => format!("South {} by {players}", share(one)),
        few if few.len() <= 4 => {
            let each: Vec<String> = few
                .iter()
                .map(|b| match b.size {
                    Some(size) => format!("{} on {size}", share(b)),
                    None => share(b),
                })
                .collect();
            format!("South {} by {players}", each.join(", "))
        }
        many => {
            let shares = many.iter().map(|b| 100.0 * b.first_share);
            let low = shares.clone().fold(f64::INFINITY, f64::min);
            let high = shares.fold(f64::NEG_INFINITY, f64::max);
            let (fair_low, fair_high) = crate::lint::balance::FAIR;
            let leaning: Vec<String> = many
                .iter()
                .filter(|b| b.interval.outside(fair_low, fair_high))
                .filter_map(|b| b.size.map(|s| s.to_string()))
                .collect();
            let leaning = match leaning.as_slice() {
                [] => String::new(),
                sizes => format!(", surely uneven on {}", sizes.join(", ")),
            };
            format!(
                "South {low:.0}%–{high:.0}% of decided games on {} sizes{leaning} by {players}",
                many.len()
            )
        }
    };
    (long, short)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::sizes::Size;
    use crate::sample::Interval;

    /// South's figures on `columns` holes a row: `south` wins of 100.
    fn figures(columns: u16, south: u64) -> Balance {
        Balance {
            players: "mcts:200".to_string(),
            games: 100,
            asked: 100,
            wins: [south, 100 - south],
            draws: 0,
            unfinished: 0,
            mean_plies: 30.0,
            sd_plies: 5.0,
            first_share: south as f64 / 100.0,
            interval: Interval::wilson(south, 100),
            size: Some(Size { rows: 4, columns }),
        }
    }

    #[test]
    fn the_lens_sums_up_many_boards_and_names_the_uneven_ones() {
        let many: Vec<Balance> = (6..12).map(|c| figures(c, 40 + 2 * u64::from(c))).collect();
        let (long, short) = words(&many);
        assert_eq!(
            short, "South 52%–62% of decided games on 6 sizes by mcts:200",
            "no interval lies wholly outside 35%–65%"
        );
        assert!(
            long.starts_with(
                "under self-play by mcts:200, on 4×6: South (who moves first) won 52 of 100"
            ),
            "{long}"
        );
        assert!(
            long.contains("; on 4×11: South (who moves first) won 62 of 100"),
            "{long}"
        );
        let mut leaning = many;
        leaning[5] = figures(21, 90);
        let (_, short) = words(&leaning);
        assert_eq!(
            short,
            "South 52%–90% of decided games on 6 sizes, surely uneven on 4×21 by mcts:200"
        );
    }
}
