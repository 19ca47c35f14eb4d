//! sow: a rules checker, player and language server for mancala variant
//! files (`*.sow.toml`).
//!
//! Data flows one way: text → [`syntax`] (TOML with spans) → [`model`] (the
//! checked variant) → [`engine`] (compiled rules, positions, play). The CLI
//! and the language server are thin shells over this library.
//!
//! ```
//! use sow::engine::{Game, Rules};
//! use sow::model::Player;
//!
//! let text = r#"
//! [game]
//! name = "Two rows of six"
//! [board]
//! rows = 2
//! columns = 6
//! seeds = 4
//! stores = true
//! [players.south]
//! rows = [1]
//! [players.north]
//! rows = [2]
//! [sowing]
//! direction = "anticlockwise"
//! stores = "own"
//! [[landing]]
//! name = "extra-turn"
//! when = { hole = "own-store" }
//! then = "move-again"
//! [end]
//! when = ["row-empty"]
//! remaining = "owner"
//! "#;
//! let checked = sow::lint::check(text);
//! assert!(checked.diagnostics.is_empty());
//! let rules = Rules::new(checked.playable().ok_or("the file has errors")?);
//! let mut game = Game::new(&rules);
//! // c1 holds four seeds: d1, e1, f1, and the last one in South's store,
//! // which gives South another move.
//! let c1 = rules.variant.board.parse_hole("c1").ok_or("no hole c1")?;
//! game.play(c1).map_err(|e| format!("{e:?}"))?;
//! assert_eq!(game.store(Player::SOUTH), 1);
//! assert_eq!(game.to_move, Player::SOUTH);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod codes;
pub mod config;
pub mod diagnostic;
pub mod engine;
pub mod fmt;
pub mod format;
pub mod ide;
pub mod lint;
pub mod lsp;
pub mod model;
pub mod players;
pub mod report;
pub mod sample;
pub mod schema;
pub mod show;
pub mod syntax;
pub mod text;
pub mod view;
