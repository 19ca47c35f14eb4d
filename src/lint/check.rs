//! Checking a file: its syntax, then lowering, then the static checks
//! (`super::STATIC_CHECKS`) over what lowering resolved, less the warnings
//! the file allows (`# sow: allow(CODE)`). A file played on several boards
//! (`[board] sizes`) is lowered and checked once per size.

use crate::codes;
use crate::codes::allow_comment::Allowances;
use crate::diagnostic::{Diagnostic, Severity};
use crate::model::sizes::{self, Size, SizedVariant};
use crate::model::{Board, Checked, Variant, lower};

/// Checks source text: syntax, format, and the static rules, on every
/// size the file gives.
pub fn check(text: &str) -> Checked {
    check_tree(text, &crate::syntax::parse(text))
}

/// Checks a file already parsed: for a caller that keeps the tree too (the
/// editor's analysis of a version), so that the text is parsed once.
pub fn check_tree(text: &str, tree: &crate::syntax::SyntaxTree<'_>) -> Checked {
    let mut diagnostics = tree.errors.clone();
    // A file refused for its size or depth has no tree worth lowering.
    let refused = diagnostics
        .iter()
        .any(|d| d.code == &codes::input_too_large::CODE);
    let mut others = Vec::new();
    let variant = if refused {
        None
    } else {
        let (variant, resolved) = lower_and_judge(tree, None, &mut diagnostics);
        // The other sizes: what holds on one of them only is reported
        // with its size; what holds on the default too, once.
        if let Some((board, given)) = resolved {
            for columns in given.into_iter().filter(|&c| c != board.columns) {
                let size = Size {
                    rows: board.rows,
                    columns,
                };
                others.push(check_other(tree, size, &mut diagnostics));
            }
        }
        variant
    };
    finish(text, tree, variant, others, diagnostics)
}

/// Checks the file on `size`, one of its other sizes: the diagnostics
/// not among those `known` already go there, marked with their size.
fn check_other(
    tree: &crate::syntax::SyntaxTree<'_>,
    size: Size,
    known: &mut Vec<Diagnostic>,
) -> SizedVariant {
    let mut found = Vec::new();
    let (variant, _) = lower_and_judge(tree, Some(size.columns), &mut found);
    let errors = found.iter().any(|d| d.severity == Severity::Error);
    sizes::add_found_on(size, found, known);
    SizedVariant {
        size,
        variant: variant.filter(|_| !errors),
    }
}

/// Checks source text on one of its sizes (`--size`: `8` or `2x8`), as
/// the only one; `Err` says why the size is not one of the file's.
pub fn check_size(text: &str, size: &str) -> Result<Checked, String> {
    let tree = crate::syntax::parse(text);
    let mut diagnostics = tree.errors.clone();
    let default = lower_and_judge(&tree, None, &mut Vec::new()).1;
    let Some((board, given)) = default else {
        // A file whose board does not resolve is reported as it is.
        return Ok(check_tree(text, &tree));
    };
    let size = Size::parse(size, board.rows)?;
    if size.columns == board.columns {
        return Ok(check_tree(text, &tree));
    }
    if !given.contains(&size.columns) {
        let listed: Vec<String> = given
            .iter()
            .map(|&columns| {
                Size {
                    rows: board.rows,
                    columns,
                }
                .to_string()
            })
            .collect();
        return Err(if listed.is_empty() {
            format!("the file is played on {} only", Size::of(&board))
        } else {
            format!(
                "the file is not played on {size}: its sizes are {}",
                listed.join(", ")
            )
        });
    }
    let (variant, _) = lower_and_judge(&tree, Some(size.columns), &mut diagnostics);
    Ok(finish(text, &tree, variant, Vec::new(), diagnostics))
}

/// Lowers the file at `columns` (else its default) and runs the static
/// checks: the variant, and the board with the file's sizes once it
/// resolves.
fn lower_and_judge(
    tree: &crate::syntax::SyntaxTree<'_>,
    columns: Option<u16>,
    diagnostics: &mut Vec<Diagnostic>,
) -> (Option<Variant>, Option<(Board, Vec<u16>)>) {
    let (lowered, variant) = lower(tree, diagnostics, columns);
    let Some(lowered) = lowered else {
        return (variant, None);
    };
    for check in super::STATIC_CHECKS {
        check(&lowered, diagnostics);
    }
    (variant, Some((lowered.board, lowered.sizes)))
}

/// The checked file: the allowances read and applied, in source order.
fn finish(
    text: &str,
    tree: &crate::syntax::SyntaxTree<'_>,
    variant: Option<Variant>,
    sizes: Vec<SizedVariant>,
    mut diagnostics: Vec<Diagnostic>,
) -> Checked {
    let allowed = Allowances::read(text, &tree.lines, codes::find, &mut diagnostics);
    allowed.apply(&mut diagnostics);
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
    Checked {
        variant,
        sizes,
        diagnostics,
        allowed,
    }
}
