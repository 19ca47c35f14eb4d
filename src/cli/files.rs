//! Which files `sow check` covers: the files named, every `*.sow.toml` in
//! the folders named, and standard input for `-`, each once.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The ending that makes a file in a folder a variant file.
const VARIANT_FILE: &str = ".sow.toml";

/// The path that stands for standard input.
pub const STDIN: &str = "-";

/// A file to check.
#[derive(Debug)]
pub struct Found {
    /// Its name in messages: as given on the command line, as found in the
    /// folder given, or the name given to standard input.
    pub name: String,
    /// Where to read it.
    pub source: Source,
}

/// Where a file to check is read from.
#[derive(Debug)]
pub enum Source {
    File(PathBuf),
    Stdin,
}

/// Every file to check, sorted by name; standard input (`-`) is named
/// `stdin_name`. A file reached twice (named, and in a folder named; or as
/// `x` and `./x`) is checked once, under the name it was first reached by.
/// Each path that gives nothing to check, a missing one or a folder without
/// variant files, gets a message in `errors`.
pub fn collect(paths: &[PathBuf], stdin_name: &str, errors: &mut Vec<String>) -> Vec<Found> {
    let mut seen = HashSet::new();
    let mut files = Vec::new();
    let mut stdin_taken = false;
    for path in paths {
        let reached = if path.as_os_str() == STDIN {
            // Standard input can be read only once.
            if !stdin_taken {
                stdin_taken = true;
                files.push(Found {
                    name: stdin_name.to_string(),
                    source: Source::Stdin,
                });
            }
            Vec::new()
        } else if path.is_dir() {
            let before = errors.len();
            let inside = walk(path, errors);
            // A folder that could not be walked has its message already.
            if inside.is_empty() && errors.len() == before {
                errors.push(format!(
                    "{}: no *{VARIANT_FILE} file in this folder or below (hidden files and \
                     those .gitignore or .ignore name are skipped)",
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
                    source: Source::File(file),
                });
            }
        }
    }
    files.sort_by(|a, b| Path::new(&a.name).cmp(Path::new(&b.name)));
    files
}

/// The variant files in `folder` and below, in file name order, skipping
/// what users keep out of their work: hidden files and folders, and what
/// `.gitignore` files (in a Git repository or not), `.ignore` files and
/// Git's own exclude lists name.
fn walk(folder: &Path, errors: &mut Vec<String>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let walker = ignore::WalkBuilder::new(folder)
        .require_git(false)
        .sort_by_file_name(|a, b| a.cmp(b))
        .build();
    for entry in walker {
        match entry {
            Ok(e)
                if e.file_type().is_some_and(|t| t.is_file())
                    && e.file_name().to_string_lossy().ends_with(VARIANT_FILE) =>
            {
                files.push(e.into_path())
            }
            Ok(_) => {}
            Err(e) => errors.push(walk_error(folder, &e)),
        }
    }
    files
}

/// Why part of `folder` could not be walked, as `path: reason` like the
/// messages of files that cannot be read (ignore's own message names the
/// path up to three times).
fn walk_error(folder: &Path, error: &ignore::Error) -> String {
    match (path_of(error), os_error(error)) {
        (Some(path), Some(os)) => format!("{}: {os}", path.display()),
        _ => format!("{}: {error}", folder.display()),
    }
}

/// The operating system's error under a walk error, if there is one: the
/// walker wraps it twice.
fn os_error(error: &ignore::Error) -> Option<std::io::Error> {
    let mut cause = error.io_error().map(|e| e as &dyn std::error::Error);
    while let Some(e) = cause {
        let code = e
            .downcast_ref::<std::io::Error>()
            .and_then(std::io::Error::raw_os_error);
        if let Some(code) = code {
            return Some(std::io::Error::from_raw_os_error(code));
        }
        cause = e.source();
    }
    None
}

/// The path a walk error is about, if it names one.
fn path_of(error: &ignore::Error) -> Option<&Path> {
    match error {
        ignore::Error::WithPath { path, .. } => Some(path),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            path_of(err)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What walkdir's error is to the walker: a message of its own over the
    /// operating system's error.
    #[derive(Debug)]
    struct Wrapped(std::io::Error);

    impl std::fmt::Display for Wrapped {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "IO error for operation on /games/closed: {}", self.0)
        }
    }

    impl std::error::Error for Wrapped {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            Some(&self.0)
        }
    }

    #[test]
    fn a_folder_that_cannot_be_walked_is_named_once() {
        let denied = std::io::Error::from_raw_os_error(13);
        let io = std::io::Error::new(denied.kind(), Wrapped(denied));
        // As the walker builds it from walkdir's error.
        let error = ignore::Error::WithPath {
            path: PathBuf::from("/games/closed"),
            err: Box::new(ignore::Error::WithDepth {
                depth: 1,
                err: Box::new(ignore::Error::Io(io)),
            }),
        };
        let message = walk_error(Path::new("/games"), &error);
        let reason = std::io::Error::from_raw_os_error(13).to_string();
        assert_eq!(message, format!("/games/closed: {reason}"));
        // With no operating system error below, ignore's own message.
        let glob = ignore::Error::Glob {
            glob: Some("[".into()),
            err: "unclosed class".into(),
        };
        assert_eq!(
            walk_error(Path::new("/games"), &glob),
            "/games: error parsing glob '[': unclosed class"
        );
    }
}
