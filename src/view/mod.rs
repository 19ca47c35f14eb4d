//! `sow view`: the board of one file in the browser, live. A small web
//! server on the loopback interface serves a page bundled in the binary
//! (`page/`) and a JSON API over the library (`api`): the page is a thin
//! shell, as the CLI and the language server are, and every position,
//! legal move and sowing it shows comes from the engine.

mod api;
mod layout;
mod page;
mod request;
mod server;
mod source;
mod steps;

pub use server::{BoardServer, ViewOptions, serve, serve_open};
pub use source::OpenText;
