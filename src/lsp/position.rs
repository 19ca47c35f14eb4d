//! LSP positions (line and column in the negotiated encoding) to byte
//! offsets and back, on plain text and on ropes.

use ls_types::Position;
use ropey::Rope;
use tower_lsp_server::ls_types;

use crate::text::LineIndex;

/// How columns are counted: the encoding negotiated at initialisation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// Bytes of UTF-8.
    Utf8,
    /// UTF-16 code units (the protocol's default).
    Utf16,
}

impl Encoding {
    /// UTF-8 when the client offers it, else UTF-16.
    pub fn negotiate(offered: Option<&[ls_types::PositionEncodingKind]>) -> Encoding {
        match offered {
            Some(list) if list.contains(&ls_types::PositionEncodingKind::UTF8) => Encoding::Utf8,
            _ => Encoding::Utf16,
        }
    }

    /// The protocol's name for it.
    pub fn kind(self) -> ls_types::PositionEncodingKind {
        match self {
            Encoding::Utf8 => ls_types::PositionEncodingKind::UTF8,
            Encoding::Utf16 => ls_types::PositionEncodingKind::UTF16,
        }
    }

    fn width(self, c: char) -> u32 {
        match self {
            Encoding::Utf8 => c.len_utf8() as u32,
            Encoding::Utf16 => c.len_utf16() as u32,
        }
    }

    /// How many units `text` takes.
    pub fn units(self, text: &str) -> u32 {
        text.chars().map(|c| self.width(c)).sum()
    }
}

/// Characters and bytes of `line` before `column`; a column past the
/// line's end (its line break excluded) or inside a character stops at the
/// last whole character before it.
fn walk_line(line: impl Iterator<Item = char>, column: u32, encoding: Encoding) -> (usize, usize) {
    let (mut chars, mut bytes, mut units) = (0usize, 0usize, 0u32);
    for c in line {
        if c == '\n' || c == '\r' {
            break;
        }
        units += encoding.width(c);
        if units > column {
            break;
        }
        chars += 1;
        bytes += c.len_utf8();
    }
    (chars, bytes)
}

/// The byte offset of `pos` in `text`; positions past a line's end or the
/// text's end are clamped.
pub fn to_offset(text: &str, index: &LineIndex, pos: Position, encoding: Encoding) -> usize {
    let Some(start) = index.line_start(pos.line as usize) else {
        return text.len();
    };
    let line = text.get(start..).unwrap_or("");
    start + walk_line(line.chars(), pos.character, encoding).1
}

/// The position of byte `offset` of `text`.
pub fn to_position(text: &str, index: &LineIndex, offset: usize, encoding: Encoding) -> Position {
    let at = index.line_col(text, offset);
    Position {
        line: at.line,
        character: match encoding {
            Encoding::Utf8 => at.byte,
            Encoding::Utf16 => at.utf16,
        },
    }
}

/// The range of bytes `span` of `text`.
pub fn to_range(
    text: &str,
    index: &LineIndex,
    span: &std::ops::Range<usize>,
    encoding: Encoding,
) -> ls_types::Range {
    ls_types::Range {
        start: to_position(text, index, span.start, encoding),
        end: to_position(text, index, span.end, encoding),
    }
}

/// The char index of `pos` in `rope`, clamped like [`to_offset`].
pub fn rope_char(rope: &Rope, pos: Position, encoding: Encoding) -> usize {
    let line = pos.line as usize;
    if line >= rope.len_lines() {
        return rope.len_chars();
    }
    rope.line_to_char(line) + walk_line(rope.line(line).chars(), pos.character, encoding).0
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "# ሰላም 😀 seeds\nrows = 2\n";

    fn pos(line: u32, character: u32) -> Position {
        Position { line, character }
    }

    #[test]
    fn columns_in_both_encodings_with_amharic_and_emoji() {
        let index = LineIndex::new(TEXT);
        let seeds = TEXT.find("seeds").unwrap();
        // `# ` 2 + 3 Ethiopic letters + ` ` + emoji (2 units, 4 bytes) + ` `.
        assert_eq!(to_position(TEXT, &index, seeds, Encoding::Utf16), pos(0, 9));
        assert_eq!(
            to_position(TEXT, &index, seeds, Encoding::Utf8),
            pos(0, seeds as u32)
        );
        assert_eq!(to_offset(TEXT, &index, pos(0, 9), Encoding::Utf16), seeds);
        assert_eq!(
            to_offset(TEXT, &index, pos(0, seeds as u32), Encoding::Utf8),
            seeds
        );
        let rope = Rope::from_str(TEXT);
        assert_eq!(rope_char(&rope, pos(0, 9), Encoding::Utf16), 8);
    }

    #[test]
    fn positions_past_the_end_are_clamped() {
        let index = LineIndex::new(TEXT);
        let line_end = TEXT.find('\n').unwrap();
        assert_eq!(
            to_offset(TEXT, &index, pos(0, 999), Encoding::Utf16),
            line_end
        );
        assert_eq!(
            to_offset(TEXT, &index, pos(99, 0), Encoding::Utf16),
            TEXT.len()
        );
        // Inside the emoji's surrogate pair: the character's start.
        let emoji = TEXT.find('😀').unwrap();
        assert_eq!(to_offset(TEXT, &index, pos(0, 7), Encoding::Utf16), emoji);
        let rope = Rope::from_str(TEXT);
        // Only line feeds break lines, as in `LineIndex`.
        let separated = Rope::from_str("a\u{2028}b\u{85}c\nd");
        assert_eq!(separated.len_lines(), 2);
        assert_eq!(
            rope_char(&rope, pos(99, 3), Encoding::Utf8),
            rope.len_chars()
        );
        assert_eq!(
            rope_char(&rope, pos(1, 99), Encoding::Utf8),
            rope.line_to_char(1) + 8
        );
    }
}
