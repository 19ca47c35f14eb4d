//! The ide layer's plain data (byte offsets) to protocol types.

use std::ops::Range;
use std::sync::{Arc, LazyLock};

use tower_lsp_server::ls_types as lsp;

use super::position::{Encoding, to_offset, to_range};
use crate::diagnostic::{Diagnostic, Severity};
use crate::ide::{self, Analysis};

/// A version's analysis, built when it is first needed (by the version's
/// diagnostics or by a request, whichever comes first) and only once.
pub type LazyAnalysis = LazyLock<Analysis, Box<dyn FnOnce() -> Analysis + Send>>;

/// One version of a document, with what converting positions needs.
pub struct DocumentVersion {
    /// The document.
    pub uri: lsp::Uri,
    /// Its version.
    pub version: i32,
    /// Whether it is a variant file; sow answers nothing for other files.
    pub variant_file: bool,
    /// Its analysis, shared by every request on this version.
    pub analysis: Arc<LazyAnalysis>,
    /// The negotiated encoding.
    pub encoding: Encoding,
}

impl DocumentVersion {
    /// The version's analysis (built now if nothing needed it before).
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    pub fn offset(&self, pos: lsp::Position) -> usize {
        let analysis = self.analysis();
        to_offset(analysis.text(), analysis.lines(), pos, self.encoding)
    }

    pub fn range(&self, span: &Range<usize>) -> lsp::Range {
        let analysis = self.analysis();
        to_range(analysis.text(), analysis.lines(), span, self.encoding)
    }

    pub fn location(&self, span: &Range<usize>) -> lsp::Location {
        lsp::Location {
            uri: self.uri.clone(),
            range: self.range(span),
        }
    }

    /// The edit that puts the version in the canonical layout
    /// ([`crate::fmt`]): none when it is in it, `None` when it does not
    /// parse (its diagnostics say why).
    pub fn formatting(&self) -> Option<Vec<lsp::TextEdit>> {
        let text = self.analysis().text();
        let formatted = crate::fmt::format(text).ok()?;
        let edit = crate::fmt::edit(text, &formatted).map(|(range, with)| lsp::TextEdit {
            range: self.range(&range),
            new_text: with.to_string(),
        });
        Some(edit.into_iter().collect())
    }

    pub fn edit(&self, edits: &[ide::TextEdit]) -> lsp::WorkspaceEdit {
        let edits = edits
            .iter()
            .map(|e| lsp::TextEdit {
                range: self.range(&e.range),
                new_text: e.new_text.clone(),
            })
            .collect();
        lsp::WorkspaceEdit {
            changes: Some([(self.uri.clone(), edits)].into_iter().collect()),
            ..lsp::WorkspaceEdit::default()
        }
    }

    pub fn diagnostic(&self, d: &Diagnostic) -> lsp::Diagnostic {
        let mut related: Vec<lsp::DiagnosticRelatedInformation> = d
            .related
            .iter()
            .map(|r| lsp::DiagnosticRelatedInformation {
                location: self.location(r.span.as_ref().unwrap_or(&d.span)),
                message: r.message.clone(),
            })
            .collect();
        if let Some(help) = &d.help {
            related.push(lsp::DiagnosticRelatedInformation {
                location: self.location(&d.span),
                message: format!("help: {help}"),
            });
        }
        lsp::Diagnostic {
            range: self.range(&d.span),
            severity: Some(match d.severity {
                Severity::Error => lsp::DiagnosticSeverity::ERROR,
                Severity::Warning => lsp::DiagnosticSeverity::WARNING,
                Severity::Info => lsp::DiagnosticSeverity::INFORMATION,
            }),
            code: Some(lsp::NumberOrString::String(d.code.id.to_string())),
            source: Some("sow".to_string()),
            message: d.message.clone(),
            related_information: (!related.is_empty()).then_some(related),
            ..lsp::Diagnostic::default()
        }
    }

    pub fn symbol(&self, s: &ide::symbols::Symbol) -> lsp::DocumentSymbol {
        #[allow(deprecated)]
        lsp::DocumentSymbol {
            name: s.name.clone(),
            detail: s.detail.clone(),
            kind: symbol_kind(s.kind),
            tags: None,
            deprecated: None,
            range: self.range(&s.range),
            selection_range: self.range(&s.selection),
            children: (!s.children.is_empty())
                .then(|| s.children.iter().map(|c| self.symbol(c)).collect()),
        }
    }

    /// A symbol found by a search across files, its `detail` the name of
    /// what holds it.
    pub fn workspace_symbol(&self, s: &ide::symbols::Symbol) -> lsp::WorkspaceSymbol {
        lsp::WorkspaceSymbol {
            name: s.name.clone(),
            kind: symbol_kind(s.kind),
            tags: None,
            container_name: s.detail.clone(),
            location: lsp::OneOf::Left(self.location(&s.range)),
            data: None,
        }
    }

    pub fn completion(&self, c: &ide::completion::Completion) -> lsp::CompletionItem {
        use ide::completion::Kind as K;
        lsp::CompletionItem {
            label: c.label.clone(),
            kind: Some(match c.kind {
                K::Table => lsp::CompletionItemKind::MODULE,
                K::Key => lsp::CompletionItemKind::PROPERTY,
                K::Value => lsp::CompletionItemKind::ENUM_MEMBER,
                K::Hole => lsp::CompletionItemKind::VALUE,
                K::Region => lsp::CompletionItemKind::REFERENCE,
            }),
            documentation: (!c.doc.is_empty()).then(|| {
                lsp::Documentation::MarkupContent(lsp::MarkupContent {
                    kind: lsp::MarkupKind::Markdown,
                    value: c.doc.clone(),
                })
            }),
            text_edit: Some(lsp::CompletionTextEdit::Edit(lsp::TextEdit {
                range: self.range(&c.range),
                new_text: c.insert.clone(),
            })),
            ..lsp::CompletionItem::default()
        }
    }
}

fn symbol_kind(kind: ide::symbols::SymbolKind) -> lsp::SymbolKind {
    use ide::symbols::SymbolKind as K;
    match kind {
        K::Table => lsp::SymbolKind::NAMESPACE,
        K::Rule => lsp::SymbolKind::FUNCTION,
        K::Region => lsp::SymbolKind::ENUM,
        K::Key => lsp::SymbolKind::FIELD,
    }
}
