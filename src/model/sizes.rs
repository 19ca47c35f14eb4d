//! A game played on several boards (`[board] sizes`): the sizes a file
//! gives, how a size is written, and what holds for one size only. The
//! file is one syntax, lowered once per size (`lint::check`), so every
//! size is checked by the same code as the default one.

use std::fmt;

use super::{Board, Variant};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, MAX_BOARD_HOLES, MAX_COLUMNS};

/// A board's size: rows by holes per row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    /// Rows.
    pub rows: u16,
    /// Holes per row.
    pub columns: u16,
}

impl Size {
    /// The size of `board`.
    pub fn of(board: &Board) -> Size {
        Size {
            rows: board.rows,
            columns: board.columns,
        }
    }

    /// As `--size` takes it and JSON gives it: `2x8`.
    pub fn label(&self) -> String {
        format!("{}x{}", self.rows, self.columns)
    }

    /// Reads a size as `--size` takes it, for a board of `rows`: the holes
    /// per row (`8`), or rows and holes per row (`2x8`, `2×8`).
    pub fn parse(text: &str, rows: u16) -> Result<Size, String> {
        let text = text.trim();
        let (written_rows, columns) = match text.split_once(['x', '×']) {
            Some((r, c)) => (Some(r), c),
            None => (None, text),
        };
        let bad = || {
            format!(
                "`{text}` is not a board size: write the holes per row (`8`) or rows and holes per row (`{rows}x8`)"
            )
        };
        let columns: u16 = columns.trim().parse().map_err(|_| bad())?;
        if let Some(r) = written_rows {
            let r: u16 = r.trim().parse().map_err(|_| bad())?;
            if r != rows {
                return Err(format!("the board has {rows} rows on every size, not {r}"));
            }
        }
        Ok(Size { rows, columns })
    }
}

/// In JSON as `--size` takes it: `"2x8"`.
impl serde::Serialize for Size {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.label())
    }
}

/// In words: `2×8`.
impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.rows, self.columns)
    }
}

/// One of a file's sizes other than its default, checked.
#[derive(Debug)]
pub struct SizedVariant {
    /// The board's size.
    pub size: Size,
    /// The variant at this size, when it has no errors there.
    pub variant: Option<Variant>,
}

/// The sizes in words, for hover on `[board]`: the default's `variant`
/// and the `others`.
pub fn describe(variant: &Variant, others: &[SizedVariant]) -> String {
    let others: Vec<String> = others.iter().map(|o| o.size.to_string()).collect();
    format!(
        "**Sizes**: checked and played on {} (the default, which the editor's \
         previews use) and on {}; `sow play`, `simulate` and `preview` take \
         `--size`.",
        Size::of(&variant.board),
        others.join(", ")
    )
}

/// `[board] sizes` resolved: every size that can be a board of the file's
/// rows, empty for a file of one size. A size off the limits is B001; a
/// default (`columns`) that is not listed is B007.
pub(super) fn lower(b: &f::BoardTable, diags: &mut Vec<Diagnostic>) -> Vec<u16> {
    let mut sizes = Vec::new();
    for size in &b.sizes {
        let holes = b.rows.value.saturating_mul(size.value);
        if !(1..=MAX_COLUMNS).contains(&size.value) || holes > MAX_BOARD_HOLES {
            diags.push(
                Diagnostic::new(
                    &codes::board_size::CODE,
                    size.span.clone(),
                    format!("a board of {} × {} holes", b.rows.value, size.value),
                )
                .with_help(format!(
                    "use 1 to {MAX_COLUMNS} columns, and at most {MAX_BOARD_HOLES} holes in all"
                )),
            );
        } else if let Ok(columns) = u16::try_from(size.value)
            && !sizes.contains(&columns)
        {
            sizes.push(columns);
        }
    }
    if !b.sizes.is_empty() && !b.sizes.iter().any(|s| s.value == b.columns.value) {
        diags.push(
            Diagnostic::new(
                &codes::size_misfit::CODE,
                b.columns.span.clone(),
                format!(
                    "the default size, {} columns, is not one of `sizes`",
                    b.columns.value
                ),
            )
            .with_help("list `columns` among `sizes`: it is the size played by default"),
        );
    }
    sizes
}

/// Adds to `known` what was `found` on `size` and is not known already
/// (the same code at the same place holds on an earlier size too), each
/// said to hold on `size`: its message and `size` name the board. A hole
/// name that this size lacks (B002, where an earlier board has the hole)
/// is B007.
pub fn add_found_on(size: Size, found: Vec<Diagnostic>, known: &mut Vec<Diagnostic>) {
    let new: Vec<Diagnostic> = found
        .into_iter()
        .filter(|d| !known.iter().any(|k| k.code == d.code && k.span == d.span))
        .map(|d| only_on(d, size))
        .collect();
    known.extend(new);
}

fn only_on(mut d: Diagnostic, size: Size) -> Diagnostic {
    if d.code == &codes::unknown_hole::CODE {
        d.code = &codes::size_misfit::CODE;
        d.severity = d.code.severity;
        d.help = Some(
            "every hole name must hold on each of `[board] sizes`: count from the row's end \
             or middle (`last1` is the last hole of row 1, `(last-1)1` the one before it, \
             `mid1-last1` the row's right half, `a1-last1` the whole row)"
                .to_string(),
        );
    }
    d.message = format!("on the {size} board: {}", d.message);
    d.size = Some(size.label().into());
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_size_is_its_columns_or_rows_by_columns() {
        let eight = Size {
            rows: 2,
            columns: 8,
        };
        assert_eq!(Size::parse("8", 2), Ok(eight));
        assert_eq!(Size::parse("2x8", 2), Ok(eight));
        assert_eq!(Size::parse("2×8", 2), Ok(eight));
        assert_eq!(eight.label(), "2x8");
        assert_eq!(eight.to_string(), "2×8");
        assert!(Size::parse("4x8", 2).is_err());
        assert!(Size::parse("eight", 2).is_err());
    }
}
