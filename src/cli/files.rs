//! Which files `sow check` covers: the files named, and every `*.sow.toml`
//! in the folders named, each once.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The ending that makes a file in a folder a variant file.
const VARIANT_FILE: &str = ".sow.toml";

/// A file to check.
#[derive(Debug)]
pub struct Found {
    /// Its name in messages: as given on the command line, or as found in
    /// the folder given.
    pub name: String,
    /// Where to read it.
    pub path: PathBuf,
}

/// Every file to check, sorted by name. A file reached twice (named, and in
/// a folder named; or as `x` and `./x`) is checked once, under the name it
/// was first reached by. Each path that gives nothing to check, a missing
/// one or a folder without variant files, gets a message in `errors`.
pub fn collect(paths: &[PathBuf], errors: &mut Vec<String>) -> Vec<Found> {
    let mut seen = HashSet::new();
    let mut files = Vec::new();
    for path in paths {
        let reached = if path.is_dir() {
            let before = errors.len();
            let inside = walk(path, errors);
            // A folder that could not be walked has its message already.
            if inside.is_empty() && errors.len() == before {
                errors.push(format!(
                    "{}: no *{VARIANT_FILE} file in this folder or below",
                    path.display()
                ));
            }
            inside
        } else if path.exists() {
            vec![path.clone()]
        } else {
            errors.push(format!("{}: no such file or folder", path.display()));
            Vec::new()
        };
        for file in reached {
            // Compared as the file system resolves them, so `x`, `./x` and
            // a link to x are one file.
            if seen.insert(std::fs::canonicalize(&file).unwrap_or_else(|_| file.clone())) {
                files.push(Found {
                    name: file.to_string_lossy().into_owned(),
                    path: file,
                });
            }
        }
    }
    files.sort_by(|a, b| Path::new(&a.name).cmp(Path::new(&b.name)));
    files
}

/// The variant files in `folder` and below, in file name order.
fn walk(folder: &Path, errors: &mut Vec<String>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(folder).sort_by_file_name() {
        match entry {
            Ok(e)
                if e.file_type().is_file()
                    && e.file_name().to_string_lossy().ends_with(VARIANT_FILE) =>
            {
                files.push(e.into_path())
            }
            Ok(_) => {}
            Err(e) => errors.push(format!("{}: {e}", folder.display())),
        }
    }
    files
}
