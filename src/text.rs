//! Positions in source text: byte offsets to lines and columns.

/// A line and column, both 0-based. `column` counts Unicode scalar values;
/// `utf16` counts UTF-16 code units (what most editors use).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineCol {
    /// 0-based line.
    pub line: u32,
    /// 0-based column in characters.
    pub column: u32,
    /// 0-based column in UTF-16 code units.
    pub utf16: u32,
    /// 0-based column in bytes.
    pub byte: u32,
}

/// Where each line of a text starts, for turning byte offsets into lines.
#[derive(Debug, Clone)]
pub struct LineIndex {
    starts: Vec<usize>,
    len: usize,
}

impl LineIndex {
    /// Indexes `text`.
    pub fn new(text: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex {
            starts,
            len: text.len(),
        }
    }

    /// The line and column of byte `offset` in `text` (the text this index
    /// was built from). Offsets past the end or inside a character are
    /// clamped to the nearest earlier character boundary.
    pub fn line_col(&self, text: &str, offset: usize) -> LineCol {
        let mut offset = offset.min(self.len).min(text.len());
        while offset > 0 && !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self
            .starts
            .partition_point(|&s| s <= offset)
            .saturating_sub(1);
        let start = self.starts.get(line).copied().unwrap_or(0);
        let prefix = text.get(start..offset).unwrap_or("");
        LineCol {
            line: line as u32,
            column: prefix.chars().count() as u32,
            utf16: prefix.encode_utf16().count() as u32,
            byte: (offset - start) as u32,
        }
    }

    /// Byte offset where 0-based `line` starts, if the text has that line.
    pub fn line_start(&self, line: usize) -> Option<usize> {
        self.starts.get(line).copied()
    }

    /// Number of lines.
    pub fn line_count(&self) -> usize {
        self.starts.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_and_utf16_units() {
        let text = "a = 1\n# ሰላም 😀 x\n";
        let index = LineIndex::new(text);
        let x = text.find('x').unwrap();
        let at = index.line_col(text, x);
        assert_eq!((at.line, at.column, at.utf16), (1, 8, 9));
        assert_eq!(at.byte as usize, x - 6);
    }

    #[test]
    fn offsets_past_the_end_are_clamped() {
        let text = "ab\ncd";
        let index = LineIndex::new(text);
        let at = index.line_col(text, 99);
        assert_eq!((at.line, at.column), (1, 2));
    }
}
