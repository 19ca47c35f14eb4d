//! Sample play's random choice where the file ranks the legal moves (a
//! duty to capture, priority tiers): candidates are sown only until the
//! answer is known, and the choice falls on each move of the whole list
//! (the one `sow play` shows) about equally often, with the tier that
//! decided it the whole list's.

use crate::support::lcg::Lcg;
use crate::support::sow::rules_of;
use sow::engine::{Game, Move, Rules};

/// In random games of `path`, at `positions` positions (every seventh
/// ply's, where the whole list has at least two moves; one at least that
/// a tier decided), the random choice, drawn `draws` times, is always a
/// move of the whole list, with its tier, and each of them is chosen
/// about equally often.
fn choice_is_uniform_in_whole_list(path: &str, positions: usize, draws: u64) {
    let rules: Rules = rules_of(path);
    let mut rng = Lcg(5);
    let mut seen = 0;
    let mut tiered = 0;
    'games: for _ in 0..200 {
        let mut game = Game::new(&rules);
        let mut played: Vec<Move> = Vec::new();
        for ply in 0..300 {
            if game.outcome.is_some() {
                break;
            }
            let whole: Vec<Move> = game.legal_moves().to_vec();
            if whole.is_empty() {
                break;
            }
            if whole.len() >= 2 && ply % 7 == 3 && game.waiting().is_none() {
                seen += 1;
                // The tier that decided the whole list, told by its ply.
                let decided = game.clone().play(whole[0]).unwrap().restriction;
                tiered += usize::from(decided.is_some());
                let mut times = vec![0usize; whole.len()];
                for seed in 0..draws {
                    // The same moves with the random chooser on: at this
                    // position its list is the one move it chose.
                    let mut chooser = Game::new(&rules);
                    chooser.choose_at_random(Some(fastrand::Rng::with_seed(seed)));
                    chooser.reset();
                    for &m in &played {
                        chooser.play(m).unwrap();
                    }
                    let chosen = chooser.legal_moves().to_vec();
                    assert_eq!(chosen.len(), 1, "one move is chosen");
                    let i = whole.iter().position(|m| *m == chosen[0]);
                    let i = i.unwrap_or_else(|| {
                        panic!("{} is not in {whole:?}", chosen[0].name(&rules))
                    });
                    times[i] += 1;
                    let ply = chooser.play(chosen[0]).unwrap();
                    assert_eq!(ply.restriction, decided, "the deciding tier");
                }
                let expected = draws as f64 / whole.len() as f64;
                for &n in &times {
                    assert!(
                        (n as f64 - expected).abs() < 0.35 * expected,
                        "chosen {times:?} times among {} moves",
                        whole.len()
                    );
                }
                if seen >= positions {
                    break 'games;
                }
            }
            let pick = whole[rng.below(whole.len())];
            game.play(pick).unwrap();
            played.push(pick);
        }
    }
    assert!(seen >= positions, "only {seen} positions");
    assert!(tiered > 0, "no position that a tier decided");
}

#[test]
fn a_duty_to_capture_and_a_placement_tier() {
    choice_is_uniform_in_whole_list("examples/bao-la-kiswahili.sow.toml", 8, 400);
}

#[test]
fn priority_tiers_with_unless_and_prefer() {
    choice_is_uniform_in_whole_list("examples/selus-wag.sow.toml", 8, 400);
}

#[test]
fn a_tier_and_a_condition() {
    choice_is_uniform_in_whole_list("examples/tsoro.sow.toml", 8, 400);
}

#[test]
fn a_tier_decided_by_the_holes_holds_back_the_singles_of_an_endless_multiple() {
    // Tsoro, "a hole of one seed may be sown only when no hole holds
    // more": after these plies North's g3 holds 3, whose sowing never ends
    // (no move), and seven holes hold one. The tier was skipped as it
    // admitted no legal move, and the singles were played (#40, item 3);
    // decided by the holes, it holds and North has no move: North passes,
    // as the reference (tests/golden/ref_tsoro.py) says.
    use crate::support::sow::sow;
    let moves = "b1 f4 f1 g4 h1 b4 a1 c4 c2 a4 d2 h4 b2 e3 b1 d3 h1 e3 a2";
    let o = sow(&[
        "play",
        "examples/tsoro.sow.toml",
        "--format",
        "json",
        "--moves",
        moves,
    ]);
    assert_eq!(o.status.code(), Some(0));
    let out = String::from_utf8(o.stdout).unwrap();
    let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(last["holes"]["g3"], 3);
    assert_eq!(last["passed"], "north", "{last}");
    assert_eq!(last["to_move"], "south");
    let hover = crate::ide::hover(
        include_str!("../../examples/tsoro.sow.toml"),
        "decided_by",
        0,
    );
    assert!(
        hover.contains("even where no move from it is legal"),
        "{hover}"
    );
}

#[test]
fn a_tier_that_takes_no_legal_move_away_decides_nothing() {
    // A catch-all tier admits every legal move: it was counted as deciding
    // every ply, so P007 never fired for it (#40, item 22).
    use crate::support::sow::check_text_json;
    let text = include_str!("support/two-rows.sow.toml").replace(
        "[end]",
        "[[moves.priority]]\nname = \"any-hole\"\ncount = { min = 1 }\n\n[end]",
    );
    let p007: Vec<_> = check_text_json("catch-all-tier", &text, &[])
        .into_iter()
        .filter(|d| d["code"] == "P007")
        .collect();
    assert_eq!(p007.len(), 1, "{p007:?}");
    assert!(
        p007[0]["message"]
            .as_str()
            .unwrap()
            .contains("`any-hole` decided no move"),
        "{p007:?}"
    );
    // A tier that does take moves away still decides: multiples first.
    let multiples = text.replace("count = { min = 1 }", "count = { min = 2 }");
    let codes: Vec<_> = check_text_json("multiples-tier", &multiples, &[])
        .into_iter()
        .map(|d| d["code"].as_str().unwrap().to_string())
        .collect();
    assert!(!codes.contains(&"P007".to_string()), "{codes:?}");
}

#[test]
fn a_refused_move_says_why_where_one_reason_is_known() {
    // "not a legal move" alone (#40, item 18): the reason is named where
    // one is known, before the legal moves.
    use crate::support::sow::sow;
    let refused = |file: &str, moves: &str| {
        let o = sow(&["play", file, "--moves", moves]);
        assert_eq!(o.status.code(), Some(1));
        String::from_utf8(o.stderr).unwrap()
    };
    let tsoro = "examples/tsoro.sow.toml";
    let before = "b1 f4 f1 g4 h1 b4 a1 c4 c2 a4 d2 h4 b2 e3 b1 d3 h1";
    let err = refused(tsoro, &format!("{before} b3"));
    assert!(
        err.contains(
            "`b3` is not a legal move for north; the move restriction `multiples-first` \
             allows other moves only; legal moves: e3 g3"
        ),
        "{err}"
    );
    let err = refused(tsoro, &format!("{before} e3 a2 b1 b1"));
    assert!(
        err.contains("b1 is empty, and a move needs 1 at least"),
        "{err}"
    );
    let err = refused("examples/kalah.sow.toml", "a2");
    assert!(
        err.contains("a2 is not a hole south may start a move from"),
        "{err}"
    );
}
