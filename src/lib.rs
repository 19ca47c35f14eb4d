//! sow: a rules checker, player and language server for mancala variant
//! files (`*.sow.toml`).
//!
//! Data flows one way: text → [`syntax`] (TOML with spans) → [`model`] (the
//! checked variant) → [`engine`] (compiled rules, positions, play). The CLI
//! and the language server are thin shells over this library.
//!
//! ```
//! use sow::engine::{Game, Rules};
//!
//! let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kalah.sow.toml"))?;
//! let checked = sow::model::check(&text);
//! assert!(checked.diagnostics.is_empty());
//! let rules = Rules::new(checked.playable().ok_or("the file has errors")?);
//! let mut game = Game::new(&rules);
//! // c1 holds four seeds: d1, e1, f1, and the last one in South's store,
//! // which gives South another move.
//! let c1 = rules.variant.board.parse_hole("c1").ok_or("no hole c1")?;
//! let ply = game.play(c1).map_err(|e| format!("{e:?}"))?;
//! assert_eq!(game.store(sow::model::Player::South), 1);
//! assert_eq!(game.to_move, ply.mover);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod diagnostic;
pub mod engine;
pub mod format;
pub mod lint;
pub mod model;
pub mod show;
pub mod syntax;
pub mod text;
