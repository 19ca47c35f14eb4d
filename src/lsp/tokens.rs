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

/// `tokens` of `snap` (in file order), each placed relative to the one
/// before it. A token on the line of the one before is placed by counting
/// from that one, not from the line's start: a long line of names (a list
/// of holes) is not counted again for every token on it.
pub fn encode(snap: &DocumentVersion, tokens: &[Token]) -> lsp::SemanticTokens {
    let text = snap.analysis().text();
    let mut data = Vec::with_capacity(tokens.len());
    // The line and start of the token before.
    let mut previous: Option<(u32, usize)> = None;
    for token in tokens {
        let Some(word) = text
            .get(token.span.clone())
            .filter(|w| !w.is_empty() && !w.contains('\n'))
        else {
            continue;
        };
        let Some(index) = TokenKind::ALL.iter().position(|&k| k == token.kind) else {
            continue;
        };
        let between = previous.and_then(|(line, start)| {
            let between = text.get(start..token.span.start)?;
            (!between.contains('\n')).then_some((line, between))
        });
        let (line, delta_line, delta_start) = match between {
            Some((line, between)) => (line, 0, snap.encoding.units(between)),
            None => {
                let at = snap.range(&(token.span.start..token.span.start)).start;
                let line_before = previous.map_or(0, |(line, _)| line);
                (at.line, at.line - line_before, at.character)
            }
        };
        data.push(lsp::SemanticToken {
            delta_line,
            delta_start,
            length: snap.encoding.units(word),
            token_type: index as u32,
            token_modifiers_bitset: if token.declaration { DECLARATION } else { 0 },
        });
        previous = Some((line, token.span.start));
    }
    lsp::SemanticTokens {
        result_id: None,
        data,
    }
}

/// What `initialize` advertises: whole documents (and what changed since
/// the last result, [`super::delta`]) and ranges.
pub fn capability() -> lsp::SemanticTokensServerCapabilities {
    lsp::SemanticTokensOptions {
        legend: legend(),
        range: Some(true),
        full: Some(lsp::SemanticTokensFullOptions::Delta { delta: Some(true) }),
        ..lsp::SemanticTokensOptions::default()
    }
    .into()
}
