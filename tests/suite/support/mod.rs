//! Helpers shared by the test modules.

pub mod client;
pub mod http;
pub mod lcg;
pub mod ranges;
pub mod small_match;
pub mod sow;
pub mod temp;
