//! The starter file: a small complete game to begin a new variant from.
//! `sow new` writes it, and the editor's quick fix for an empty file
//! inserts it; a test keeps it clean under `sow check`.

/// The starter file for a game called `name`: a board, its players, a
/// sowing, two landing rules and an end (a common two-row game, to be changed).
pub fn starter(name: &str) -> String {
    // A name is written as a TOML basic string: quotes and backslashes escaped.
    let quoted = crate::syntax::quoted(name);
    STARTER.replacen("\"NAME\"", &quoted, 1)
}

const STARTER: &str = r#"# A new game: change what follows to the rules of yours. `sow explain CODE`
# says what a diagnostic means; docs/format.md lists every key.

[game]
name = "NAME"
sources = []

[board]
rows = 2
columns = 6
seeds = 4
stores = true

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
stores = "own"
laps = "single"

# The last seed in your own store: move again.
[[landing]]
name = "extra-turn"
when = { hole = "own-store" }
then = "move-again"

# The last seed in an empty hole of your own: take it and the seeds opposite.
[[landing]]
name = "capture-opposite"
when = { hole = "own", was_empty = true, opposite = { min = 1 } }
capture = ["last", "opposite"]

[end]
when = ["row-empty"]
remaining = "owner"
winner = "most-seeds"
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_starter_is_a_clean_game_under_any_name() {
        for name in ["My game", "say \"hi\" \\ twice"] {
            let text = starter(name);
            let checked =
                crate::sample::check_and_play(&text, Some(&crate::sample::Budget::default()));
            assert!(checked.diagnostics.is_empty(), "{:#?}", checked.diagnostics);
            assert_eq!(checked.variant.map(|v| v.name).as_deref(), Some(name));
        }
    }
}
