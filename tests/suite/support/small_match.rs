//! A match on two rows of three small enough to work by hand: South's a1
//! takes North's b2 (12), North's c2 takes the seed South left in b1, and
//! South's row is empty: the round is South's, 12 to 6.

/// The match, with `table` as its `[match]` table's keys.
pub fn small_match(name: &str, table: &str) -> String {
    format!(
        "[game]\nname = \"{name}\"\n\
         [board]\nrows = 2\ncolumns = 3\nseeds = {{ default = 0, a1 = 1, b2 = 12, c2 = 1, a2 = 4 }}\nstores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [[landing]]\nname = \"take-across\"\n\
         when = {{ hole = \"own\", was_empty = true, opposite = {{ min = 1 }} }}\ncapture = [\"opposite\"]\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n\
         [match]\n{table}"
    )
}
