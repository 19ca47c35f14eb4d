//! `sow merge`: the JSON reports of a study's shards (`sow simulate
//! --shard I/N --format json`) made into the whole study's report.
//!
//! Every figure of a report is a count, a maximum, an earliest witness or
//! the count of games of each length, so the merged report is the one a
//! single run prints, to the figure (the median from the lengths'
//! counts). Only the time differs: `seconds` is the sum of the shards'
//! times, and the rates are worked out from it, the work done rather than
//! the wall-clock time of shards run side by side.

use std::path::{Path, PathBuf};

use super::{EXIT_CLEAN, EXIT_USAGE, Format, read_text};
use sow::sample::{Shard, Summary};
use sow::show::{StudySetup, read_study, report_table, study_json};

/// One shard's report, read.
struct Part {
    file: PathBuf,
    study: StudySetup,
    shard: Shard,
    summary: Summary,
}

pub fn run(files: &[PathBuf], format: Format) -> u8 {
    let (study, summary) = match merged(files) {
        Ok(merged) => merged,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_USAGE;
        }
    };
    match format {
        Format::Human => {
            let run = format!("{} shards merged", files.len());
            print!("{}", report_table(&study, None, &run, &summary));
        }
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&study_json(&study, None, &summary)).unwrap_or_default()
        ),
    }
    EXIT_CLEAN
}

/// The study the shards in `files` are of, and its report; or why they
/// cannot be merged: a file that is no shard, shards of different
/// studies or counts, a shard given twice or missing.
fn merged(files: &[PathBuf]) -> Result<(StudySetup, Summary), String> {
    let mut parts = files
        .iter()
        .map(|f| read(f))
        .collect::<Result<Vec<_>, _>>()?;
    let Some(first) = parts.first() else {
        return Err("no shard to merge".to_string());
    };
    for part in &parts[1..] {
        if let Some((key, mine, theirs)) = difference(&first.study, &part.study) {
            return Err(format!(
                "{} and {} are shards of different studies: `{key}` is {mine} in one, {theirs} in the other",
                first.file.display(),
                part.file.display()
            ));
        }
        if part.shard.count != first.shard.count {
            return Err(format!(
                "{} is shard {} and {} shard {}: a study's shards are all of one count",
                first.file.display(),
                first.shard,
                part.file.display(),
                part.shard
            ));
        }
    }
    let count = first.shard.count;
    parts.sort_by_key(|p| p.shard);
    for pair in parts.windows(2) {
        if pair[0].shard == pair[1].shard {
            return Err(format!(
                "shard {} is given twice: {} and {}",
                pair[0].shard,
                pair[0].file.display(),
                pair[1].file.display()
            ));
        }
    }
    if let Some(index) = (0..count).find(|&i| parts.iter().all(|p| p.shard.index != i)) {
        return Err(format!(
            "shard {index}/{count} is missing: {} of {count} given",
            parts.len()
        ));
    }
    let mut parts = parts.into_iter();
    let Some(Part { study, summary, .. }) = parts.next() else {
        return Err("no shard to merge".to_string());
    };
    let summary = parts.fold(summary, |all, part| all.join(part.summary));
    Ok((study, summary))
}

/// A shard's report from `file`, whole: its games all played.
fn read(file: &Path) -> Result<Part, String> {
    let name = file.display();
    let text = read_text(file)?;
    let doc: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{name}: not JSON: {e}"))?;
    let (study, shard, summary) = read_study(&doc)
        .map_err(|e| format!("{name} is no report of `sow simulate --format json` ({e})"))?;
    let Some(shard) = shard else {
        return Err(format!(
            "{name} is the report of a whole study, not of a shard (`--shard I/N`)"
        ));
    };
    if shard.count == 0 || shard.index >= shard.count {
        return Err(format!("{name}: no such shard as {shard}"));
    }
    let range = shard.games(study.games);
    if summary.games != range.end - range.start {
        return Err(format!(
            "{name}: shard {shard} of {} games has {} games, not {}",
            study.games,
            summary.games,
            range.end - range.start
        ));
    }
    Ok(Part {
        file: file.to_path_buf(),
        study,
        shard,
        summary,
    })
}

/// The first field in which two studies differ, with its two values.
fn difference(a: &StudySetup, b: &StudySetup) -> Option<(String, String, String)> {
    let (a, b) = (serde_json::to_value(a).ok()?, serde_json::to_value(b).ok()?);
    let (a, b) = (a.as_object()?, b.as_object()?);
    a.iter()
        .find(|(key, value)| b.get(*key) != Some(value))
        .map(|(key, value)| {
            let theirs = b.get(key).map_or("absent".to_string(), |v| v.to_string());
            (key.clone(), value.to_string(), theirs)
        })
}
