//! Document links: the web addresses written in the file's strings (the
//! game's `sources`, mostly) and the target of its `#:schema` line.

use std::ops::Range;

use super::Analysis;
use super::files;

/// Where a link leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A web address, as written.
    Web(String),
    /// A file's path as written: relative to the file's folder, or absolute.
    File(String),
}

/// A link and the words it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    /// Its byte range.
    pub span: Range<usize>,
    /// Where it leads.
    pub target: Target,
}

/// Every link of the file, in file order.
pub fn links(analysis: &Analysis) -> Vec<Link> {
    let text = analysis.text();
    let mut found: Vec<Link> = files::schema_targets(text)
        .map(|(target, span)| Link {
            span,
            target: if is_web(target) {
                Target::Web(target.to_string())
            } else {
                Target::File(target.to_string())
            },
        })
        .collect();
    for string in &analysis.strings().values {
        let Some(raw) = text.get(string.span.clone()) else {
            continue;
        };
        found.extend(web_addresses(raw).map(|range| Link {
            target: Target::Web(raw[range.clone()].to_string()),
            span: string.span.start + range.start..string.span.start + range.end,
        }));
    }
    found.sort_by_key(|l| l.span.start);
    found
}

fn is_web(target: &str) -> bool {
    target.starts_with("https://") || target.starts_with("http://")
}

/// The ranges of the web addresses in `raw`: from `http://` or `https://`
/// to a space, a quote or an escape, less the punctuation that ends a
/// sentence (and a closing bracket the address did not open).
fn web_addresses(raw: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    raw.match_indices("http")
        .map(|(start, _)| start)
        .filter(|&start| is_web(&raw[start..]))
        .filter(|&start| {
            // Not the middle of a longer word.
            raw[..start]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric())
        })
        .map(move |start| {
            let rest = &raw[start..];
            let len = rest
                .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '\\' | '<' | '>'))
                .unwrap_or(rest.len());
            let mut address = &rest[..len];
            loop {
                let trimmed = address.trim_end_matches(['.', ',', ';', ':', '!', '?']);
                let trimmed = match trimmed.chars().next_back() {
                    Some(close @ (')' | ']' | '}')) => {
                        let open = match close {
                            ')' => '(',
                            ']' => '[',
                            _ => '{',
                        };
                        if trimmed.matches(open).count() < trimmed.matches(close).count() {
                            &trimmed[..trimmed.len() - 1]
                        } else {
                            trimmed
                        }
                    }
                    _ => trimmed,
                };
                if trimmed.len() == address.len() {
                    break;
                }
                address = trimmed;
            }
            start..start + address.len()
        })
        .filter(|range| {
            let address = &raw[range.clone()];
            address.len() > address.find("//").map_or(0, |i| i + 2)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn links_of(text: &str) -> Vec<(String, Target)> {
        links(&Analysis::new(text))
            .into_iter()
            .map(|l| (text[l.span].to_string(), l.target))
            .collect()
    }

    #[test]
    fn web_addresses_in_strings_and_the_schema_line() {
        let text = "#:schema ../schemas/sow.schema.json\n[game]\nname = \"g\"\n\
            sources = [\"Russ (https://example.org/rules?a=1). See http://x.org/a_(b).\", \"no link: https://\"]\n\
            description = \"\"\"\nsee https://example.org/long\n\"\"\"\n";
        assert_eq!(
            links_of(text),
            [
                (
                    "../schemas/sow.schema.json".to_string(),
                    Target::File("../schemas/sow.schema.json".to_string())
                ),
                (
                    "https://example.org/rules?a=1".to_string(),
                    Target::Web("https://example.org/rules?a=1".to_string())
                ),
                (
                    "http://x.org/a_(b)".to_string(),
                    Target::Web("http://x.org/a_(b)".to_string())
                ),
                (
                    "https://example.org/long".to_string(),
                    Target::Web("https://example.org/long".to_string())
                ),
            ]
        );
    }

    #[test]
    fn a_schema_at_a_web_address() {
        let text = "#:schema https://example.org/sow.schema.json\n[game]\n";
        assert_eq!(
            links_of(text),
            [(
                "https://example.org/sow.schema.json".to_string(),
                Target::Web("https://example.org/sow.schema.json".to_string())
            )]
        );
    }
}
