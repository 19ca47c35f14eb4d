//! sow: a rules checker, player and language server for mancala variant
//! files (`*.sow.toml`).
//!
//! Data flows one way: text → [`syntax`] (TOML with spans) → [`model`] (the
//! checked variant) → [`engine`] (compiled rules, positions, play). The CLI
//! and the language server are thin shells over this library.

#![deny(missing_docs)]

pub mod diagnostic;
pub mod engine;
pub mod format;
pub mod lint;
pub mod model;
pub mod show;
pub mod syntax;
pub mod text;
