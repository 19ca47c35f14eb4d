//! Semantic tokens in the protocol's form: the legend (each of
//! [`ide::tokens::TokenKind`] as a standard token type) and the tokens
//! encoded relative to each other, in the negotiated encoding.

use tower_lsp_server::ls_types as lsp;

use super::convert::DocumentVersion;
use crate::ide::tokens::{Token, TokenKind};

/// The one modifier sow gives, bit 0: the name is declared here.
const DECLARATION: u32 = 1;

/// The standard token type a kind is shown as.
fn token_type(kind: TokenKind) -> lsp::SemanticTokenType {
    match kind {
        TokenKind::Table => lsp::SemanticTokenType::NAMESPACE,
        TokenKind::Key => lsp::SemanticTokenType::PROPERTY,
        TokenKind::Word => lsp::SemanticTokenType::ENUM_MEMBER,
        TokenKind::Hole => lsp::SemanticTokenType::VARIABLE,
        TokenKind::Region => lsp::SemanticTokenType::TYPE,
        TokenKind::Rule => lsp::SemanticTokenType::FUNCTION,
        TokenKind::Number => lsp::SemanticTokenType::NUMBER,
        TokenKind::Boolean => lsp::SemanticTokenType::KEYWORD,
    }
}

/// The legend `initialize` announces: only the types sow produces, so a
/// client's TOML grammar still colours comments and strings.
pub fn legend() -> lsp::SemanticTokensLegend {
    lsp::SemanticTokensLegend {
        token_types: TokenKind::ALL.iter().map(|&k| token_type(k)).collect(),
        token_modifiers: vec![lsp::SemanticTokenModifier::DECLARATION],
    }
}

/// `tokens` of `snap`, each placed relative to the one before it.
pub fn encode(snap: &DocumentVersion, tokens: &[Token]) -> lsp::SemanticTokens {
    let mut data = Vec::with_capacity(tokens.len());
    let (mut line, mut column) = (0, 0);
    for token in tokens {
        let range = snap.range(&token.span);
        if range.start.line != range.end.line {
            continue;
        }
        let Some(index) = TokenKind::ALL.iter().position(|&k| k == token.kind) else {
            continue;
        };
        let delta_start = if range.start.line == line {
            range.start.character - column
        } else {
            range.start.character
        };
        data.push(lsp::SemanticToken {
            delta_line: range.start.line - line,
            delta_start,
            length: range.end.character - range.start.character,
            token_type: index as u32,
            token_modifiers_bitset: if token.declaration { DECLARATION } else { 0 },
        });
        (line, column) = (range.start.line, range.start.character);
    }
    lsp::SemanticTokens {
        result_id: None,
        data,
    }
}

/// What `initialize` advertises: whole documents and ranges, no deltas.
pub fn capability() -> lsp::SemanticTokensServerCapabilities {
    lsp::SemanticTokensOptions {
        legend: legend(),
        range: Some(true),
        full: Some(lsp::SemanticTokensFullOptions::Bool(true)),
        ..lsp::SemanticTokensOptions::default()
    }
    .into()
}
