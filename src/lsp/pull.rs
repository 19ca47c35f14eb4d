//! Pull diagnostics (`textDocument/diagnostic`), for clients that ask for
//! a document's diagnostics rather than wait for them to be pushed. The
//! answer is what a push would carry: the static diagnostics, then sample
//! play's findings on the same version once they are in. Each answer has
//! an id of what it holds, so a client that asks again about the same
//! thing is told it is unchanged.

use tower_lsp_server::ls_types as lsp;

/// What `initialize` advertises to a client that pulls.
pub fn capability() -> lsp::DiagnosticServerCapabilities {
    lsp::DiagnosticServerCapabilities::Options(lsp::DiagnosticOptions {
        identifier: Some("sow".to_string()),
        inter_file_dependencies: false,
        workspace_diagnostics: false,
        work_done_progress_options: lsp::WorkDoneProgressOptions::default(),
    })
}

/// Whether the client pulls diagnostics, and whether it can be asked to
/// pull again (when sample play adds findings, or a `sow.toml` changes).
pub fn client_pulls(capabilities: &lsp::ClientCapabilities) -> (bool, bool) {
    let pulls = capabilities
        .text_document
        .as_ref()
        .is_some_and(|t| t.diagnostic.is_some());
    let refresh = capabilities
        .workspace
        .as_ref()
        .and_then(|w| w.diagnostics.as_ref())
        .and_then(|d| d.refresh_support)
        .unwrap_or(false);
    (pulls, refresh)
}

/// The id of an answer: the configuration's epoch, the version, and
/// whether sample play's findings are in.
pub fn result_id(epoch: u32, version: i32, played: bool) -> String {
    format!("{epoch}.{version}.{}", u8::from(played))
}

/// The whole answer, with its id.
pub fn full(
    result_id: Option<String>,
    items: Vec<lsp::Diagnostic>,
) -> lsp::DocumentDiagnosticReportResult {
    lsp::DocumentDiagnosticReportResult::Report(lsp::DocumentDiagnosticReport::Full(
        lsp::RelatedFullDocumentDiagnosticReport {
            related_documents: None,
            full_document_diagnostic_report: lsp::FullDocumentDiagnosticReport { result_id, items },
        },
    ))
}

/// The answer that nothing changed since the answer `result_id`.
pub fn unchanged(result_id: String) -> lsp::DocumentDiagnosticReportResult {
    lsp::DocumentDiagnosticReportResult::Report(lsp::DocumentDiagnosticReport::Unchanged(
        lsp::RelatedUnchangedDocumentDiagnosticReport {
            related_documents: None,
            unchanged_document_diagnostic_report: lsp::UnchangedDocumentDiagnosticReport {
                result_id,
            },
        },
    ))
}
