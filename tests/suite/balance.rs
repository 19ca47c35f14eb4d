//! Balance studies through the binary: `sow check --balance` (its
//! figures, P009, the flags and `sow.toml`'s keys) and `sow compare`.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::Value;

use crate::support::sow::sow;
use crate::support::temp::TempDir;

/// The fixture whose first player wins every game between good players.
fn lopsided() -> String {
    format!(
        "{}/tests/fixtures/P009-self-play-imbalance.sow.toml",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The same game with four seeds a hole, which good players split.
fn even_text() -> String {
    std::fs::read_to_string(lopsided())
        .unwrap()
        .replacen("seeds = 2", "seeds = 4", 1)
}

/// `sow COMMAND --format json ARGS`, its exit code and its document.
fn json_of(command: &str, args: &[&str]) -> (i32, Value) {
    let mut all = vec![command, "--format", "json"];
    all.extend_from_slice(args);
    let out = sow(&all);
    let doc = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    (out.status.code().unwrap(), doc)
}

/// `sow check --format json ARGS`.
fn check_json(args: &[&str]) -> (i32, Value) {
    json_of("check", args)
}

fn codes(report: &Value) -> Vec<&str> {
    report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap())
        .collect()
}

#[test]
fn a_game_good_players_always_win_first_gets_p009_with_its_figures() {
    let file = lopsided();
    let (code, report) = check_json(&["--balance", &file]);
    assert_eq!(code, 0, "a warning alone passes");
    assert!(codes(&report).contains(&"P009"), "{report:#}");
    let p009 = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "P009")
        .unwrap();
    let message = p009["message"].as_str().unwrap();
    assert!(
        message.starts_with("under self-play by mcts:200, South (who moves first) won 100 of 100"),
        "{message}"
    );
    assert!(message.contains("95% interval 96%–100%"), "{message}");
    let figures = &report["balance"][0];
    assert_eq!(figures["players"], "mcts:200");
    assert_eq!(figures["games"], 100);
    assert_eq!(figures["wins"]["south"], 100);
    assert_eq!(figures["draws"], 0);
    assert!(figures["interval"]["low"].as_f64().unwrap() > 0.65);
    // Without the flag no study is played.
    let (_, plain) = check_json(&[&file]);
    assert!(!codes(&plain).contains(&"P009"));
    assert!(plain.get("balance").is_none(), "{plain:#}");
}

#[test]
fn an_even_game_is_reported_without_p009() {
    let dir = TempDir::new("balance-even");
    let path = dir.write("even.sow.toml", even_text());
    let (_, report) = check_json(&["--balance-games", "40", path.to_str().unwrap()]);
    assert!(!codes(&report).contains(&"P009"), "{report:#}");
    let figures = &report["balance"][0];
    assert_eq!(figures["games"], 40);
    let (low, high) = (
        figures["interval"]["low"].as_f64().unwrap(),
        figures["interval"]["high"].as_f64().unwrap(),
    );
    assert!(low < 0.65 && high > 0.35, "{figures:#}");
    // People read the figures under the file's diagnostics.
    let out = sow(&["check", "--balance", path.to_str().unwrap()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("even.sow.toml: under self-play by mcts:200, South (who moves first) won"),
        "{text}"
    );
}

#[test]
fn a_study_is_the_same_for_the_same_seed_on_one_thread_or_all() {
    let dir = TempDir::new("balance-seeded");
    let even = dir.write("even.sow.toml", even_text());
    let even = even.to_str().unwrap();
    let args = ["--balance=mcts:50", "--balance-games", "30", "--no-play"];
    // One file is played on every core, two on one thread each.
    let alone = check_json(&[&args[..], &[even]].concat()).1;
    let beside = check_json(&[&args[..], &[even, &lopsided()]].concat()).1;
    let of_even = |r: &Value| {
        r["balance"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["file"] == even)
            .cloned()
            .unwrap()
    };
    assert_eq!(of_even(&alone), of_even(&beside));
    assert_eq!(of_even(&alone)["players"], "mcts:50");
    // Another seed plays other games.
    let reseeded = check_json(&[&args[..], &["--seed", "7", even]].concat()).1;
    assert_ne!(of_even(&alone)["wins"], Value::Null);
    assert_ne!(
        (
            of_even(&alone)["wins"].clone(),
            of_even(&alone)["mean_plies"].clone()
        ),
        (
            of_even(&reseeded)["wins"].clone(),
            of_even(&reseeded)["mean_plies"].clone()
        )
    );
}

/// The little game on five holes a side, which good players split, that
/// may also be played on three, where the first player always wins.
fn five_or_three_text() -> String {
    std::fs::read_to_string(lopsided()).unwrap().replacen(
        "columns = 3",
        "columns = 5\nsizes = [3, 5]",
        1,
    )
}

#[test]
fn each_size_of_a_file_is_studied_and_a_lean_on_one_board_names_it() {
    let dir = TempDir::new("balance-sizes");
    let path = dir.write("sizes.sow.toml", five_or_three_text());
    let path = path.to_str().unwrap();
    let (code, report) = check_json(&["--balance-games", "40", "--no-play", path]);
    assert_eq!(code, 0, "{report:#}");
    let studies = report["balance"].as_array().unwrap();
    let sizes: Vec<&str> = studies
        .iter()
        .map(|b| b["size"].as_str().unwrap())
        .collect();
    assert_eq!(sizes, ["2x5", "2x3"], "the default first: {report:#}");
    assert!(
        studies
            .iter()
            .all(|b| b["games"] == 40 && b["file"] == path)
    );
    // Three holes a side: South wins all; five: the interval spans even.
    assert_eq!(studies[1]["wins"]["south"], 40);
    assert!(studies[0]["interval"]["low"].as_f64().unwrap() < 0.65);
    // The P009 is the small board's, and says so.
    let p009: Vec<&Value> = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["code"] == "P009")
        .collect();
    assert_eq!(p009.len(), 1, "{report:#}");
    assert_eq!(p009[0]["size"], "2x3");
    let message = p009[0]["message"].as_str().unwrap();
    assert!(
        message.starts_with("on the 2×3 board: under self-play"),
        "{message}"
    );
    // People read one line of figures a board.
    let out = sow(&["check", "--balance-games", "40", "--no-play", path]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("sizes.sow.toml on the 2×5 board: under self-play by mcts:200"),
        "{text}"
    );
    assert!(text.contains("sizes.sow.toml on the 2×3 board: under self-play by mcts:200, South (who moves first) won 40 of 40"), "{text}");
    // A file of one size names none.
    let (_, one) = check_json(&["--balance-games", "10", "--no-play", &lopsided()]);
    assert!(one["balance"][0].get("size").is_none(), "{one:#}");
}

#[test]
fn the_project_configuration_asks_for_a_study_and_names_its_player() {
    let dir = TempDir::new("balance-config");
    dir.write(
        "sow.toml",
        "[check]\nbalance = \"alphabeta:3\"\nbalance_games = 12\nplay_seconds = 5\n",
    );
    let path = dir.write(
        "little.sow.toml",
        std::fs::read_to_string(lopsided()).unwrap(),
    );
    let (_, report) = check_json(&[path.to_str().unwrap()]);
    assert_eq!(report["balance"][0]["players"], "alphabeta:3");
    assert_eq!(report["balance"][0]["games"], 12);
    // A flag wins over the file.
    let (_, report) = check_json(&["--balance-games", "5", path.to_str().unwrap()]);
    assert_eq!(report["balance"][0]["games"], 5);
    // `true` is the default player; `false` no study.
    dir.write("sow.toml", "[check]\nbalance = true\nbalance_games = 4\n");
    let (_, report) = check_json(&[path.to_str().unwrap()]);
    assert_eq!(report["balance"][0]["players"], "mcts:200");
    dir.write("sow.toml", "[check]\nbalance = false\n");
    let (_, report) = check_json(&[path.to_str().unwrap()]);
    assert!(report.get("balance").is_none());
}

#[test]
fn a_study_without_a_player_is_refused() {
    let dir = TempDir::new("balance-refused");
    let path = dir.write(
        "little.sow.toml",
        std::fs::read_to_string(lopsided()).unwrap(),
    );
    let out = sow(&["check", "--balance=human", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("plays no human"), "{err}");
    let out = sow(&["check", "--balance=mcts", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    dir.write(
        "sow.toml",
        "[check]\nbalance_games = 3\nbalance = \"champion\"\n",
    );
    let out = sow(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("sow.toml:3:1: `balance`: `champion` is no player"),
        "{err}"
    );
}

#[test]
fn compare_finds_the_seeds_that_even_a_game_out() {
    let dir = TempDir::new("balance-compare");
    let even = dir.write("even.sow.toml", even_text());
    let (lopsided, even) = (lopsided(), even.to_str().unwrap().to_string());
    let (code, doc) = json_of("compare", &[&lopsided, &even, "--games", "40"]);
    assert_eq!(code, 0);
    assert_eq!(doc["players"], "mcts:200");
    assert_eq!(doc["a"]["balance"]["wins"]["south"], 40);
    let share = &doc["difference"]["first_share"];
    assert_eq!(share["a"], 1.0);
    assert!(share["difference"].as_f64().unwrap() < -0.2, "{doc:#}");
    assert_eq!(share["significant"], true);
    // Every lopsided game is 8 plies long; the even ones are longer, and
    // Welch's z says so.
    assert_eq!(doc["a"]["balance"]["sd_plies"], 0.0);
    let length = &doc["difference"]["mean_plies"];
    assert_eq!(length["a"], 8.0);
    assert!(length["difference"].as_f64().unwrap() > 4.0, "{doc:#}");
    assert_eq!(length["significant"], true);
    // Each figure's study is the one `sow check --balance` plays.
    let (_, checked) = check_json(&["--balance-games", "40", "--no-play", &even]);
    assert_eq!(checked["balance"][0]["wins"], doc["b"]["balance"]["wins"]);
    // People read a verdict for each figure.
    let out = sow(&["compare", &lopsided, &even, "--games", "40"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("first player's share: 100% → ") && text.contains("a real difference at 95%"),
        "{text}"
    );
}

#[test]
fn compare_plays_both_files_on_the_size_asked_for() {
    let dir = TempDir::new("balance-compare-size");
    let sized = dir.write("sized.sow.toml", five_or_three_text());
    let (lopsided, sized) = (lopsided(), sized.to_str().unwrap().to_string());
    let args = |size: &[&'static str]| -> Vec<String> {
        let mut all = vec![
            lopsided.clone(),
            sized.clone(),
            "--games".into(),
            "30".into(),
        ];
        all.extend(size.iter().map(|s| s.to_string()));
        all
    };
    let run = |size: &[&'static str]| {
        let all = args(size);
        json_of(
            "compare",
            &all.iter().map(String::as_str).collect::<Vec<_>>(),
        )
    };
    // Each file's default: three holes a side against five.
    let (_, defaults) = run(&[]);
    assert_eq!(
        defaults["difference"]["first_share"]["significant"], true,
        "{defaults:#}"
    );
    assert_eq!(defaults["b"]["balance"]["size"], "2x5");
    assert!(
        defaults["a"]["balance"].get("size").is_none(),
        "{defaults:#}"
    );
    // Both on three: the same game.
    let (code, three) = run(&["--size", "3"]);
    assert_eq!(code, 0);
    assert_eq!(three["a"]["balance"]["size"], "2x3");
    assert_eq!(three["b"]["balance"]["size"], "2x3");
    assert_eq!(three["a"]["balance"]["wins"], three["b"]["balance"]["wins"]);
    assert_eq!(three["difference"]["first_share"]["significant"], false);
    // A size one file lacks is refused, naming its sizes.
    let out = sow(&["compare", &sized, &lopsided, "--size", "4", "--games", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("its sizes are 2×3, 2×5"), "{err}");
}

#[test]
fn a_file_compared_with_itself_differs_by_nothing() {
    let file = lopsided();
    let (_, doc) = json_of(
        "compare",
        &[
            &file,
            &file,
            "--games",
            "20",
            "--south",
            "mcts:50",
            "--north",
            "alphabeta:2",
        ],
    );
    assert_eq!(
        doc["players"],
        "mcts:50 (South) against alphabeta:2 (North)"
    );
    for figure in ["first_share", "draws", "mean_plies"] {
        let d = &doc["difference"][figure];
        assert_eq!(d["difference"], 0.0, "{figure}: {doc:#}");
        assert_eq!(d["significant"], false, "{figure}");
    }
    let out = sow(&["compare", &file, &file, "--south", "human"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("plays no human")
    );
}

#[test]
fn a_study_stops_at_its_seconds_and_says_what_it_played_and_left_unfinished() {
    // #40, item 17: `--balance` had no time budget (five minutes of
    // silence on three match files), and its line hid unfinished games.
    let args = [
        "--no-play",
        "--balance=mcts:50",
        "--balance-games",
        "1000000",
        "--balance-seconds",
        "1",
        "examples/kalah.sow.toml",
    ];
    let (_, doc) = check_json(&args);
    let study = &doc["balance"][0];
    assert_eq!(study["asked"], 1_000_000, "{study}");
    let played = study["games"].as_u64().unwrap();
    assert!(played > 0 && played < 1_000_000, "{study}");
    let text = String::from_utf8(sow(&[&["check"], &args[..]].concat()).stdout).unwrap();
    assert!(
        text.contains("of 1000000 games (--balance-seconds)"),
        "{text}"
    );
    // Games stopped at the ply cap are neither won nor drawn: said.
    let dir = TempDir::new("balance-unfinished");
    let capped = dir.write(
        "capped.sow.toml",
        even_text().replacen("[board]", "max_plies = 3\n\n[board]", 1),
    );
    let capped = capped.to_str().unwrap();
    let out = sow(&[
        "check",
        "--no-play",
        "--balance=greedy",
        "--balance-games",
        "10",
        capped,
    ]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("; 10 of 10 games unfinished (stopped at a cap)"),
        "{text}"
    );
}
