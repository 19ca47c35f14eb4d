//! The phase condition of a landing rule (`when.phase`): the rule holds
//! only in the phases it names (the mover's phase, for phases of each
//! player). The engine compiles a phase's rules with only the rules that
//! hold in it (`engine::rules`), so the condition costs a sowing nothing.

use super::super::lower::Lower;
use crate::codes::phase_misused::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, Sp};
use crate::model::load::suggest;

/// The phases a rule holds in, by their place in `[[phases]]`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PhaseCondition {
    /// Bit `k` for the file's `k`-th phase (`None`: every phase).
    pub mask: Option<Sp<u64>>,
    /// Their names, as written, for words.
    pub names: Vec<String>,
}

impl PhaseCondition {
    pub(super) fn lower(w: &f::WhenTable, low: &mut Lower<'_, '_>) -> Self {
        let Some(spec) = &w.phase else {
            return PhaseCondition::default();
        };
        let mut mask = 0u64;
        let mut names = Vec::new();
        for name in spec.value.names() {
            match low.phases.iter().position(|p| p == name) {
                Some(k) => {
                    mask |= 1 << k;
                    names.push(name.to_string());
                }
                None => {
                    let d = Diagnostic::new(
                        &CODE,
                        spec.span.clone(),
                        format!("`when.phase` names `{name}`, which is no phase of this file"),
                    );
                    let help = match suggest(name, low.phases) {
                        Some(s) => format!("did you mean `{s}`?"),
                        None if low.phases.is_empty() => {
                            "list the game's phases as `[[phases]]` tables, each with a `name`"
                                .to_string()
                        }
                        None => format!("the file's phases are `{}`", low.phases.join("`, `")),
                    };
                    low.diags.push(d.with_help(help));
                }
            }
        }
        PhaseCondition {
            mask: Some(Sp::new(mask, spec.span.clone())),
            names,
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.mask.is_none()
    }

    /// Whether this holds in every phase `later` holds in.
    pub(super) fn covers(&self, later: &Self) -> bool {
        match (&self.mask, &later.mask) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(outer), Some(inner)) => inner.value & !outer.value == 0,
        }
    }

    /// `, in phase `opening``.
    pub(super) fn describe(&self, out: &mut String) {
        if self.mask.is_some() {
            let names: Vec<String> = self.names.iter().map(|n| format!("`{n}`")).collect();
            let word = if names.len() == 1 { "phase" } else { "phases" };
            out.push_str(&format!(", in {word} {}", names.join(" or ")));
        }
    }

    /// Whether the rule holds in phase `k` (`None`: a file's rules out of
    /// any phase hold every rule).
    pub fn holds_in(&self, k: Option<u8>) -> bool {
        match (&self.mask, k) {
            (None, _) => true,
            (Some(m), Some(k)) => m.value >> k & 1 == 1,
            (Some(_), None) => true,
        }
    }
}
