//! The file read back as the rules text it plays ([`show::describe`]),
//! for the editor: the hover on `[game]` and the command "sow: Describe
//! rules" (`sow.describe`), which an editor shows beside the file and asks
//! again as the file changes.

use std::ops::Range;

use super::Analysis;
use crate::show::{self, Markup};

/// The rules of one version of a file in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesInWords {
    /// The game's name.
    pub game: String,
    /// The whole description, in Markdown, as `sow describe --format
    /// markdown` prints it.
    pub markdown: String,
    /// Each paragraph, with where it comes from.
    pub parts: Vec<DescribedPart>,
}

/// One paragraph of [`RulesInWords`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DescribedPart {
    /// Its heading.
    pub title: &'static str,
    /// The table it comes from, as the file writes it (`[sowing]`,
    /// `[[landing]] 2`).
    pub table: String,
    /// Its sentences, in Markdown.
    pub markdown: String,
    /// The span of its table (`None` where the file leaves the table to
    /// its defaults).
    pub span: Option<Range<usize>>,
}

/// The rules of the file of `analysis` in words, or `None` where it has
/// errors that leave no rules to describe.
pub fn rules_in_words(analysis: &Analysis) -> Option<RulesInWords> {
    let variant = analysis.checked().variant.as_ref()?;
    let paragraphs = show::describe::describe(variant);
    // The analysis's own parse, not a second one.
    let spans = show::describe::spans_in(analysis.tree(), &paragraphs);
    let parts = paragraphs
        .iter()
        .zip(spans)
        .map(|(p, span)| DescribedPart {
            title: p.title,
            table: p.table_name(),
            markdown: p.text(Markup::Markdown),
            span,
        })
        .collect();
    Some(RulesInWords {
        game: variant.name.clone(),
        markdown: show::describe::render(variant, &paragraphs, Markup::Markdown),
        parts,
    })
}

/// The rules of the file of `analysis` in words, as Markdown only (the
/// hover on `[game]`): no part's span is looked for.
pub fn markdown(analysis: &Analysis) -> Option<String> {
    let variant = analysis.checked().variant.as_ref()?;
    let paragraphs = show::describe::describe(variant);
    Some(show::describe::render(
        variant,
        &paragraphs,
        Markup::Markdown,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_part_comes_with_the_span_of_its_table() {
        let text = crate::ide::TWO_ROWS;
        let words = rules_in_words(&Analysis::new(text)).unwrap();
        assert!(words.markdown.starts_with(&format!("# {}", words.game)));
        let sowing = words.parts.iter().find(|p| p.table == "[sowing]").unwrap();
        let span = sowing.span.clone().unwrap();
        assert!(text[span].starts_with("[sowing]"));
        assert!(words.markdown.contains(&sowing.markdown));
    }

    #[test]
    fn a_file_without_rules_has_no_words() {
        assert_eq!(
            rules_in_words(&Analysis::new("[board]\nrows = \"two\"\n")),
            None
        );
    }
}
