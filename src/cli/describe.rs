//! `sow describe`: the file read back as the rules text it plays.

use std::path::Path;

use clap::ValueEnum;

use super::{EXIT_CLEAN, EXIT_USAGE, load_rules, read_text};
use sow::show::Markup;
use sow::show::describe;

/// How `sow describe` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DescribeFormat {
    /// Plain text, for a terminal.
    Text,
    /// Markdown, for documents.
    Markdown,
    /// JSON: each part's sentences with the span of the file it comes from.
    Json,
}

pub fn run(file: &Path, size: Option<&str>, format: DescribeFormat) -> u8 {
    let rules = match load_rules(file, size) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let variant = &rules.variant;
    let parts = describe::describe(variant);
    match format {
        DescribeFormat::Text => print!("{}", describe::render(variant, &parts, Markup::Plain)),
        DescribeFormat::Markdown => {
            print!("{}", describe::render(variant, &parts, Markup::Markdown));
        }
        DescribeFormat::Json => {
            let text = match read_text(file) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("error: {e}");
                    return EXIT_USAGE;
                }
            };
            println!("{}", describe::json(variant, &parts, &text));
        }
    }
    EXIT_CLEAN
}
