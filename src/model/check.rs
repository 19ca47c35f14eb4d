//! Checking a file: its syntax, then lowering, then the static checks
//! (`lint::STATIC_CHECKS`) over what lowering resolved, less the warnings
//! the file allows (`# sow: allow(CODE)`).

use super::{Checked, lower};
use crate::lint;
use crate::lint::allow_comment::Allowances;

/// Checks source text: syntax, format, and the static rules.
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
        .any(|d| d.code == &lint::input_too_large::CODE);
    let (lowered, variant) = if refused {
        (None, None)
    } else {
        lower::lower(tree, &mut diagnostics)
    };
    if let Some(lowered) = &lowered {
        for check in lint::STATIC_CHECKS {
            check(lowered, &mut diagnostics);
        }
    }
    let allowed = Allowances::read(text, &tree.lines, lint::find, &mut diagnostics);
    allowed.apply(&mut diagnostics);
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
    Checked {
        variant,
        diagnostics,
        allowed,
    }
}
