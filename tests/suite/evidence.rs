//! Play findings wait for evidence: a share of games (P002, P008) needs at
//! least three games that show it, and a thing that never happened (P003,
//! P007) at least 50 games played, so that a small sample (`--games`, or
//! the editor's budget on a slow file) does not report noise. Checked on
//! the fixtures of those codes with the number of games just below and at
//! each bound; and random matches stopped at the round cap wait for a
//! second opinion from greedy players before they are a warning (P008).

use crate::support::sow::check_text_json;

/// The codes `sow check --games N` reports for the fixture `name`.
fn codes_with_games(name: &str, games: u32) -> Vec<String> {
    let dir = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{dir}/tests/fixtures/{name}.sow.toml")).unwrap();
    let games = games.to_string();
    check_text_json(name, &text, &["--games", &games])
        .iter()
        .map(|d| d["code"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_share_of_games_needs_three_games_that_show_it() {
    // Every game of the P002 fixture goes round at the ply cap: two of two
    // are 100%, but two games.
    assert!(!codes_with_games("P002-game-never-ends", 2).contains(&"P002".to_string()));
    assert!(codes_with_games("P002-game-never-ends", 3).contains(&"P002".to_string()));
    // Four in five matches of the P008 fixture stop at the round cap: two
    // of the first three are 67%, but two matches; four of five are a
    // finding.
    assert!(!codes_with_games("P008-match-never-ends", 3).contains(&"P008".to_string()));
    let dir = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!(
        "{dir}/tests/fixtures/P008-match-never-ends.sow.toml"
    ))
    .unwrap();
    let found = check_text_json("P008-five", &text, &["--games", "5"]);
    let p008 = found.iter().find(|d| d["code"] == "P008").unwrap();
    assert!(
        p008["message"]
            .as_str()
            .unwrap()
            .starts_with("4 of 5 sample matches"),
        "{p008}"
    );
}

#[test]
fn never_needs_fifty_games() {
    for code in ["P003-rule-never-fired", "P007-restriction-never-decides"] {
        let id = code[..4].to_string();
        assert!(
            !codes_with_games(code, 49).contains(&id),
            "{code} on 49 games"
        );
        assert!(
            codes_with_games(code, 50).contains(&id),
            "{code} on 50 games"
        );
    }
}

#[test]
fn random_matches_stopped_at_the_cap_are_judged_by_a_second_opinion() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!(
        "{dir}/tests/fixtures/P010-match-ends-in-earnest.sow.toml"
    ))
    .unwrap();
    let codes = |budget: &sow::sample::Budget| -> Vec<&'static str> {
        sow::sample::check_and_play(&text, Some(budget))
            .diagnostics
            .iter()
            .map(|d| d.code.id)
            .filter(|c| c.starts_with('P'))
            .collect()
    };
    // Greedy players end the matches random play leaves at the cap: a note.
    let earnest = sow::sample::Budget {
        earnest: Some(sow::players::earnest_matches),
        ..sow::sample::Budget::default()
    };
    assert_eq!(codes(&earnest), ["P010"]);
    // A budget that hands down no players gets no second opinion: the
    // stopped matches are a warning, as they were before.
    assert_eq!(codes(&sow::sample::Budget::default()), ["P008"]);
}
