//! `sow explain`: the documentation of diagnostic codes.

use super::{EXIT_CLEAN, EXIT_USAGE};
use sow::codes;

pub fn run(code: Option<&str>) -> u8 {
    match code {
        None => {
            for c in codes::ALL {
                println!(
                    "{:<5} {:<9} {:<26} {}",
                    c.id,
                    c.severity.as_str(),
                    c.name,
                    c.summary
                );
            }
            EXIT_CLEAN
        }
        Some(query) => match codes::find(query) {
            Some(c) => {
                print!("{}", c.explain());
                EXIT_CLEAN
            }
            None => {
                eprintln!("error: no diagnostic code `{query}`; `sow explain` lists them all");
                EXIT_USAGE
            }
        },
    }
}
