//! Golden games: move lists under tests/golden/ replayed with `sow play
//! --format json`, compared position by position with traces made by an
//! independent reference (tests/golden/oracle.py, and claims.py for the
//! games with claimed holes) and checked by hand (tests/golden/README.md
//! shows the plies followed seed by seed).

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::Command;

use serde_json::Value;

const KEYS: [&str; 6] = ["ply", "move", "player", "holes", "stores", "to_move"];

/// For the games with claimed holes, also who has claimed which hole and
/// who had to pass.
const CLAIM_KEYS: [&str; 8] = [
    "ply", "move", "player", "holes", "stores", "to_move", "claimed", "passed",
];

fn replay(example: &str, trace: &str) {
    replay_keys(example, trace, &KEYS);
}

/// Replays `trace` on `example`, comparing `keys` at every position; the
/// positions sow gave and those the trace wants, for further checks.
fn replay_keys(example: &str, trace: &str, keys: &[&str]) -> (Vec<Value>, Vec<Value>) {
    replay_at(example, None, trace, keys)
}

/// Golden games of games that never last 20 plies, with the fewest plies
/// their golden game must have: Kapana Bona's random games of seeds 0 to
/// 2,999 last 7 to 16 plies (`ref_kapana-bona.py pick 0 3000`), and no
/// game of Oure Ngat lasts more than 8 (`ref_oure-ngat.py tree` walks
/// every one).
const SHORT_GAMES: &[(&str, usize)] = &[
    ("kapana-bona", 10),
    ("oure-ngat", 8),
    ("misoro-tsoro-additional-sow-on", 12),
];

/// Replays a golden game on one of the example's sizes (`--size`), or its
/// default size.
fn replay_at(
    example: &str,
    size: Option<&str>,
    trace: &str,
    keys: &[&str],
) -> (Vec<Value>, Vec<Value>) {
    let dir = env!("CARGO_MANIFEST_DIR");
    let moves = std::fs::read_to_string(format!("{dir}/tests/golden/{trace}.moves")).unwrap();
    let expected =
        std::fs::read_to_string(format!("{dir}/tests/golden/{trace}.expected.jsonl")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sow"))
        .args([
            "play",
            &if example.contains('/') {
                example.to_string()
            } else {
                format!("examples/{example}.sow.toml")
            },
            "--format",
            "json",
            "--moves",
            moves.trim(),
        ])
        .args(size.iter().flat_map(|size| ["--size", size]))
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let want: Vec<Value> = expected
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // A golden game has at least 20 plies, unless the game never lasts
    // so long (`SHORT_GAMES`).
    let least = SHORT_GAMES
        .iter()
        .find(|(name, _)| *name == trace)
        .map_or(20, |&(_, plies)| plies);
    assert!(
        want.len() > least,
        "{trace}: a golden game has at least {least} plies"
    );
    assert_eq!(got.len(), want.len(), "{trace}: number of positions");
    for (g, w) in got.iter().zip(&want) {
        for &key in keys {
            assert!(w.get(key).is_some(), "{trace}: the trace has no `{key}`");
            assert_eq!(g[key], w[key], "{trace}, ply {}: `{key}` differs", w["ply"]);
        }
    }
    // The last position of every golden game is the end of the game.
    let last = got.last().unwrap();
    assert_eq!(
        last["to_move"],
        Value::Null,
        "{trace}: the game should be over"
    );
    assert!(last["result"].is_object(), "{trace}");
    (got, want)
}

#[test]
fn kalah_golden_game() {
    replay("kalah", "kalah");
}

#[test]
fn oware_golden_game() {
    replay("oware", "oware");
}

#[test]
fn oware_game_ended_by_must_feed() {
    replay("oware", "oware-nofeed");
}

#[test]
fn hufesay_golden_round() {
    replay("tests/golden/hufesay-round.sow.toml", "hufesay");
}

#[test]
fn das_bohnenspiel_golden_game() {
    replay("das-bohnenspiel", "das-bohnenspiel");
}

#[test]
fn cross_kalah_golden_game() {
    replay("cross-kalah", "cross-kalah");
}

#[test]
fn qelat_golden_round() {
    replay_keys("tests/golden/qelat-round.sow.toml", "qelat", &CLAIM_KEYS);
}

#[test]
fn selus_of_massawa_golden_game() {
    replay_keys("selus-massawa", "selus-massawa", &CLAIM_KEYS);
}

#[test]
fn selus_of_wag_golden_game() {
    replay_keys("selus-wag", "selus-wag", &CLAIM_KEYS);
}

// FairKalah, Ayoayo, Um el-Bagara and En Gehe, each traced by its own
// reference (tests/golden/ref_NAME.py, on ref_common.py's boards of two
// rows) from the game's rules text.

#[test]
fn fairkalah_golden_game() {
    replay("fairkalah", "fairkalah");
}

#[test]
fn ayoayo_golden_game() {
    replay("ayoayo", "ayoayo");
}

#[test]
fn um_el_bagara_golden_game() {
    replay("um-el-bagara", "um-el-bagara");
}

#[test]
fn en_gehe_golden_game() {
    replay("en-gehe", "en-gehe");
}

// Awari of the Ndyuka and Toguz Kumalak, each traced by its own reference
// (tests/golden/ref_NAME.py) from the game's rules text; Toguz Kumalak's
// trace names each tuzdyk and its owner.

#[test]
fn awari_golden_game() {
    replay("awari", "awari");
}

#[test]
fn toguz_kumalak_golden_game() {
    replay_keys("toguz-kumalak", "toguz-kumalak", &CLAIM_KEYS);
}

// Dakon, a whole match of rounds in which each player refills only their
// own holes, traced by its own reference (tests/golden/ref_dakon.py on
// ref_own_holes.py) from the game's rules text; the trace names each
// position's round.

const ROUND_KEYS: [&str; 7] = [
    "ply", "move", "player", "holes", "stores", "to_move", "round",
];

#[test]
fn dakon_golden_match() {
    replay_keys("dakon", "dakon", &ROUND_KEYS);
}

// Sungka, three rounds and two recounts in which each player refills only
// their own holes (tests/golden/ref_sungka.py on ref_own_holes.py): its
// whole matches do not end in random play, so the golden plays the example
// with a round cap of three.

#[test]
fn sungka_golden_rounds() {
    let three = with_round_cap("sungka", 100, 3);
    replay_keys(&three, "sungka-rounds", &ROUND_KEYS);
}

/// A copy of `example` whose match stops after `rounds` rounds instead of
/// its own `max_rounds = cap` (for a golden of a match too long to trace
/// whole); its path.
fn with_round_cap(example: &str, cap: u32, rounds: u32) -> String {
    let dir = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{dir}/examples/{example}.sow.toml")).unwrap();
    let (from, to) = (
        format!("\nmax_rounds = {cap}\n"),
        format!("\nmax_rounds = {rounds}\n"),
    );
    assert!(text.contains(&from), "{example}: no `max_rounds = {cap}`");
    let copy = format!(
        "{}/{example}-{rounds}-rounds.sow.toml",
        env!("CARGO_TARGET_TMPDIR")
    );
    std::fs::write(&copy, text.replace(&from, &to)).unwrap();
    copy
}

/// Lam Waladach's match, compared on who passed, the round and who owns
/// each hole too: the rounds change hands.
const MATCH_KEYS: [&str; 9] = [
    "ply", "move", "player", "holes", "stores", "to_move", "passed", "round", "owners",
];

#[test]
fn lam_waladach_golden_match() {
    replay_keys("lam-waladach", "lam-waladach", &MATCH_KEYS);
}

// Tsoro on four rows, traced by its own reference (tests/golden/ref_tsoro.py)
// from the game's rules text: captures of both holes of a column, single
// seeds held back and refused.

#[test]
fn tsoro_golden_game() {
    replay("tsoro", "tsoro");
}

// Leyla Gobale (Somaliland) on each of its three sizes, one example file
// played with `--size`, traced by its own reference
// (tests/golden/ref_leyla-gobale.py, `--columns N`) from the rules text;
// the traces name each claimed pair and its owner, and the final scores are
// the reference's too.

/// Replays a Leyla Gobale golden game on `size` holes a row and compares
/// the final scores with the reference's (its `score:` line, given here).
fn leyla_gobale(size: &str, trace: &str, scores: [u64; 2]) {
    replay_at("leyla-gobale", Some(size), trace, &CLAIM_KEYS);
    let dir = env!("CARGO_MANIFEST_DIR");
    let moves = std::fs::read_to_string(format!("{dir}/tests/golden/{trace}.moves")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sow"))
        .args([
            "play",
            "examples/leyla-gobale.sow.toml",
            "--size",
            size,
            "--format",
            "json",
        ])
        .args(["--moves", moves.trim()])
        .current_dir(dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(
        last["result"]["scores"],
        serde_json::json!(scores),
        "{trace}"
    );
}

#[test]
fn leyla_gobale_golden_game() {
    leyla_gobale("6", "leyla-gobale", [16, 32]);
}

#[test]
fn leyla_gobale_8_golden_game() {
    leyla_gobale("8", "leyla-gobale-8", [26, 38]);
}

#[test]
fn leyla_gobale_12_golden_game() {
    leyla_gobale("2x12", "leyla-gobale-12", [41, 55]);
}

// Pallankuli, a whole match of nine rounds in which each player refills
// their own holes (tests/golden/ref_pallankuli.py, from the game's rules
// text): fours taken for their row's owner as they are sown, the hole after
// an empty landing hole taken, holes out of play passed over.

#[test]
fn pallankuli_golden_match() {
    replay_keys("pallankuli", "pallankuli", &ROUND_KEYS);
}

// Gabata of Ansaba, a whole match of four rounds (tests/golden/
// ref_gabata-ansaba.py, from the game's rules text): each round opens with
// a race from the rightmost holes, a capture moves the capturing seed on,
// and the loser of a round lays out the next, mirrored by the winner.

#[test]
fn gabata_ansaba_golden_match() {
    replay_keys("gabata-ansaba", "gabata-ansaba", &ROUND_KEYS);
}

// Olinda, a whole match of six rounds in which each player refills their
// own holes (tests/golden/ref_olinda.py, from the game's rules text): the
// game's first move chooses the way each player sows for the whole match,
// laps go on from the hole after the last one sown, and an empty hole there
// takes the hole beyond it and on over alternating empty and full holes.

#[test]
fn olinda_golden_match() {
    replay_keys("olinda", "olinda", &ROUND_KEYS);
}

// O An Quan, a whole match of three games (tests/golden/ref_o-an-quan-match.py,
// from the rules text, on ref_o-an-quan.py's games): squares sold whole and
// half between games, a sold square's contents taken by its buyer and a
// half-owned one's split, squares regained, and the match won when a row is
// sold. Who holds which square (`sold`) is compared at every position too.

#[test]
fn o_an_quan_golden_match() {
    o_an_quan_trace("o-an-quan");
}

/// Replays an O An Quan trace, comparing who holds which square too.
fn o_an_quan_trace(trace: &str) -> Vec<Value> {
    let (got, want) = replay_keys("o-an-quan", trace, &ROUND_KEYS);
    assert!(want.iter().any(|w| w.get("sold").is_some()));
    for (g, w) in got.iter().zip(&want) {
        assert_eq!(
            g.get("sold"),
            w.get("sold"),
            "{trace}, ply {}: `sold` differs",
            w["ply"]
        );
    }
    want
}

// Two more O An Quan matches of the same reference, where the text's
// special cases fire (#40). At ply 32 of the first, South's run of
// alternating empty and occupied spaces comes all the way round to e2, where
// its last counter fell, and takes it too (c2, a2, b1, d1, f1, e2: 52 to 18,
// so South regains its squares and buys f2 whole, not half). At ply 22 of the second,
// a game won by a single counter (32 to 33) sells South's a1 half: "less
// than ten" is a half, though half of one counter rounds to nothing.

#[test]
fn o_an_quan_run_round_to_the_landing_space() {
    let want = o_an_quan_trace("o-an-quan-round-chain");
    assert_eq!(want[32]["round"], 4);
    assert_eq!(
        want[32]["sold"],
        serde_json::json!({"f2": {"buyer": "south", "share": "whole"}})
    );
}

#[test]
fn o_an_quan_lead_of_one_sells_a_half() {
    let want = o_an_quan_trace("o-an-quan-lead-of-one");
    assert_eq!(
        want[22]["sold"],
        serde_json::json!({"a1": {"buyer": "north", "share": "half"}})
    );
}

// Gabata of Adowa, the example stopped after four rounds (its copy with
// `max_rounds = 4`; tests/golden/ref_gabata-adowa.py, from the game's rules
// text): three rows with a shared middle, wegue made only in holes sown from this round, two seeds
// taken from the opponent's wegue, and recounts in which two seeds left
// over win a hole across the middle row.

/// The keys of a match with claimed holes, and who owns each hole.
const WEGUE_KEYS: [&str; 9] = [
    "ply", "move", "player", "holes", "stores", "to_move", "round", "claimed", "owners",
];

#[test]
fn gabata_adowa_golden_rounds() {
    let four = with_round_cap("gabata-adowa", 10000, 4);
    replay_keys(&four, "gabata-adowa", &WEGUE_KEYS);
}

// Omweso on four rows, traced by its own reference (tests/golden/ref_omweso.py)
// from the game's rules text: the seeds laid out from hand by turns, the
// column taken only when both its holes hold seeds and sown back from the
// capturing lap's first hole, and a clockwise move from a left-hand hole
// allowed because it captures.

#[test]
fn omweso_golden_game() {
    replay("omweso", "omweso");
}

// Dakon on five holes a row, the same example played with `--size 5`: five
// seeds a hole, and the round decided once a store holds more than 30 of
// the 50 seeds (`opponent-cannot-fill`), traced by the same reference
// (`ref_dakon.py --columns 5`); the match ends there.

#[test]
fn dakon_5_golden_match() {
    let (got, _) = replay_at("dakon", Some("5"), "dakon-5", &ROUND_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["reason"], "match-won");
    assert_eq!(last["result"]["scores"], serde_json::json!([36, 14]));
}

// Bao la Kiswahili on four rows, traced by its own reference
// (tests/golden/ref_bao.py) from the game's rules text: the introduction
// from hand, each placed seed capturing or sowing on (the nyumba taken into
// only to capture, a turn stopped there), captures sown back from an end
// of the inner row and turned near an end, must-capture, and the end when
// an inner row is cleared.

#[test]
fn bao_la_kiswahili_golden_game() {
    replay("bao-la-kiswahili", "bao-la-kiswahili");
}

// A second game of the same reference, where a lone nyumba of six is sown
// whole, and turns that captured wait in the nyumba for their mover's
// choice: `stop` twice, sowing on once.
#[test]
fn bao_la_kiswahili_golden_game_with_choices() {
    replay("bao-la-kiswahili", "bao-la-kiswahili-choices");
}

// Muvalavala of the Quioco, traced by its own reference
// (tests/golden/ref_muvalavala-quioco.py): captures sown on from the hole
// after the capturing one (`to = { sow_from = "last" }`).
#[test]
fn muvalavala_quioco_golden_game() {
    replay("muvalavala-quioco", "muvalavala-quioco");
}

// The same example on 4×11 (`--size 11`, `ref_muvalavala-quioco.py
// --columns 11`): each player's far-left outer hole starts with twice a
// row's holes (`a1 = { per_column = 2 }`, `mirror = true`: a1 and k4 hold
// 22), the tracks and inner rows named from the row's end (`last2`), and
// captures across the last column; the end when South cannot move.
#[test]
fn muvalavala_quioco_11_golden_game() {
    let (got, _) = replay_at(
        "muvalavala-quioco",
        Some("11"),
        "muvalavala-quioco-11",
        &KEYS,
    );
    assert_eq!(got[0]["holes"]["a1"], 22);
    assert_eq!(got[0]["holes"]["k4"], 22);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([4, 80]));
}

// Kapana Bona, traced by its own reference (tests/golden/ref_kapana-bona.py):
// any heap sown from itself, every heap of two, four or six taken once the
// sowing is over (`on = "turn-end"`).
#[test]
fn kapana_bona_golden_game() {
    replay("kapana-bona", "kapana-bona");
}

// Oure Ngat, traced by its own reference (tests/golden/ref_oure-ngat.py):
// heaps sown from themselves, every heap of two, four or six taken once
// the sowing is over, passing.
#[test]
fn oure_ngat_golden_game() {
    replay("oure-ngat", "oure-ngat");
}

// I, traced by its own reference (tests/golden/ref_i.py): a last seed
// making two or three takes its hole and each hole beside it in its row
// that holds two or three (`when.holes` with `next` and `before`).
#[test]
fn i_golden_game() {
    replay("i", "i");
}

// Tsoro with captures re-entered, traced by its own reference
// (tests/golden/ref_tsoro-reentered.py): the seeds of a column taken are
// sown on from the hole after the capturing one (`sow_from = "last"`), and
// that lap ends the turn.
#[test]
fn tsoro_reentered_golden_game() {
    replay("tsoro-reentered", "tsoro-reentered");
}

// Nsumbi, traced by its own reference (tests/golden/ref_nsumbi.py): both
// holes of a column taken from an occupied inner hole and sown back from
// where the capturing lap was lifted; no captures in the first two plies.
#[test]
fn nsumbi_golden_game() {
    replay("nsumbi", "nsumbi");
}

// Kara, traced by its own reference (tests/golden/ref_kara.py): once the
// sowing is over, the opponent's holes it sowed into that hold 2, 4 or 6
// are taken (`sown_this_turn`), where the last seed fell in the
// opponent's row or the mover's rightmost hole (`final`).
#[test]
fn kara_golden_game() {
    replay("kara", "kara");
}

// Cirgol, traced by its own reference (tests/golden/ref_cirgol.py): a ring
// of ten holes anyone may sow, a last seed in an empty hole taking the
// next hole from the fourth ply on.
#[test]
fn cirgol_golden_game() {
    replay("cirgol", "cirgol");
}

// Ngolo, traced by its own reference (tests/golden/ref_ngolo.py), South
// searching against a random North (random games do not end): a last seed
// in the inner row takes both opponent holes of its column, sown on from
// the hole after the capturing one.
#[test]
fn ngolo_golden_game() {
    replay("ngolo", "ngolo");
}

// Hawalis, traced by its own reference (tests/golden/ref_hawalis.py): a
// last seed in an empty inner hole takes the inner hole across only;
// single seeds move only into empty holes, and only where no hole holds
// two.
#[test]
fn hawalis_golden_game() {
    replay("hawalis", "hawalis");
}

// Halusa, traced by its own reference (tests/golden/ref_halusa.py): even
// holes taken in a run backwards in the mover's own row, stopping at an
// odd or empty one (a chain table); a move must leave the opponent seeds.
#[test]
fn halusa_golden_game() {
    replay("halusa", "halusa");
}

// Ntyenge, traced by its own reference (tests/golden/ref_ntyenge.py): a
// last seed making two or four, in either row, takes that hole; a player
// with an empty row passes.
#[test]
fn ntyenge_golden_game() {
    replay("ntyenge", "ntyenge");
}

// Lisolo, traced by its own reference (tests/golden/ref_lisolo.py): the
// players lay out their own seeds (a placement phase), then relay round
// their own two rows, a last seed in an empty inner hole taking both
// opponent holes of its column.
#[test]
fn lisolo_golden_game() {
    replay("lisolo", "lisolo");
}

// J'odu, traced by its own reference (tests/golden/ref_jodu.py): a move
// must leave the opponent a move where one can (`[[moves.require]]` with
// `opponent_can_move` and `if_possible`); relays, and the hole across
// taken from an empty own hole.
#[test]
fn jodu_golden_game() {
    replay("jodu", "jodu");
}

// Gabata (Shoa I), traced by its own reference
// (tests/golden/ref_gabata-shoa.py): a whole match; a last seed making
// four on the opponent's side claims the hole, and a last seed in a
// claimed hole takes two from it; recounts move holes between players.
#[test]
fn gabata_shoa_golden_match() {
    replay("gabata-shoa", "gabata-shoa");
}

// Mewelad, traced by its own reference (tests/golden/ref_mewelad.py): a
// whole match, each round opening with a race; fours taken as they are
// made by each hole's owner, a last seed's four by the sower.
#[test]
fn mewelad_golden_match() {
    replay("mewelad", "mewelad");
}

// Nsolo, traced by its own reference (tests/golden/ref_nsolo.py): a last
// seed in an empty inner hole takes both opponent holes of its column,
// and then the mover chooses one more hole to take (`capture_chosen`).
#[test]
fn nsolo_golden_game() {
    replay("nsolo", "nsolo");
}

// Tshuba, traced by its own reference (tests/golden/ref_tshuba.py): the
// column across is taken from an empty inner hole, then a hole of the
// mover's choosing (`capture_chosen`).
#[test]
fn tshuba_golden_game() {
    replay("tshuba", "tshuba");
}

// Tsoro (Additional Capture), traced by its own reference
// (tests/golden/ref_tsoro-additional.py): after a column is taken, three
// holes of the mover's choosing, fewer where fewer hold seeds.
#[test]
fn tsoro_additional_golden_game() {
    replay("tsoro-additional", "tsoro-additional");
}

// Msuwa wa Kunja, traced by its own reference
// (tests/golden/ref_msuwa-wa-kunja.py): a whole column taken, then two
// holes of the mover's choosing (`capture_chosen`).
#[test]
fn msuwa_wa_kunja_golden_game() {
    replay("msuwa-wa-kunja", "msuwa-wa-kunja");
}

// Duene, traced by its own reference (tests/golden/ref_duene.py): fours
// with a backward chain, the turn's sown fours to their row's owner
// (`sown_this_turn` at the turn's end), and with eight or fewer left, a
// four that takes the board (`on_board`).
#[test]
fn duene_golden_game() {
    replay("duene", "duene");
}

// J'erin, traced by its own reference (tests/golden/ref_jerin.py): a
// match whose late rule, once eight or fewer are left, takes every seed,
// those still being sown included, mid-lap (`capture_hand`).
#[test]
fn jerin_golden_game() {
    replay("jerin", "jerin");
}

// Hoyito, traced by its own reference (tests/golden/ref_hoyito.py): any
// hole made four is taken as the seed falls, and once eight or fewer are
// left, a four takes the rest, the seeds still in hand too
// (`capture_hand`).
#[test]
fn hoyito_golden_game() {
    replay("hoyito", "hoyito");
}

// Andada, traced by its own reference (tests/golden/ref_andada.py): an
// opening phase that relays from the hole after each lap's last, and an
// endgame phase, entered once every hole holds one seed or none, that
// bears off a seed sown past the row's end with the seeds still in hand
// (`[[phases]]`, `capture_hand`).
#[test]
fn andada_golden_game() {
    replay("andada", "andada");
}

// Muvalavala (Luena), traced by its own reference
// (tests/golden/ref_muvalavala-luena.py): each player's first turn starts
// from their inner row (a phase of each player with moves of its own),
// then column captures on four rows.
#[test]
fn muvalavala_luena_golden_game() {
    replay("muvalavala-luena", "muvalavala-luena");
}

// Dabuda, traced by its own reference (tests/golden/ref_dabuda.py): each
// player's first turn from one of their four rightmost holes (a phase of
// each player), then moves legal only if their lap reaches the opponent's
// row or the relay sowing ends in an empty hole of the mover's
// (`[[phases.moves.require]]`); endless relays refused.
#[test]
fn dabuda_golden_game() {
    replay("dabuda", "dabuda");
}

// Uthi, traced by its own reference (tests/golden/ref_uthi.py): a first
// move of each player that drops three and two (`drops`, in a phase),
// relay laps that turn the way each lap (`relay_way = "turn"`), and
// captures only once the sowing has been into the opponent's row
// (`when.reached`), with a run of empty holes each taking the hole across.
#[test]
fn uthi_golden_game() {
    replay("uthi", "uthi");
}

// Wa'ache Waledat, traced by its own reference
// (tests/golden/ref_wa-ache-waledat.py): each hole sows the way its side
// of the row says, relay sowing, a lap's last counter making four is
// taken and the mover plays again, but not in a player's first turn (a
// phase of each player).
#[test]
fn wa_ache_waledat_golden_game() {
    replay("wa-ache-waledat", "wa-ache-waledat");
}

// Rio Kadalis, traced by its own reference (tests/golden/ref_rio-kadalis.py):
// a whole match of five rounds, fours taken by their hole's owner as they
// are made and by the mover at a lap's end, holes changing hands at each
// recount.
#[test]
fn rio_kadalis_golden_match() {
    replay("rio-kadalis", "rio-kadalis");
}

// Yovodi, traced by its own reference (tests/golden/ref_yovodi.py):
// clockwise relay sowing, a last counter in an empty own hole takes the
// hole across, and one in an empty hole of the opponent's row gives them
// the mover's hole across it (`to = "opponent"`).
#[test]
fn yovodi_golden_game() {
    replay("yovodi", "yovodi");
}

// Baqura, traced by its own reference (tests/golden/ref_baqura.py): a
// whole match of four rounds, each player's first layout as they like
// (placement plies), relays from a hole made odd, even holes taken with
// the hole across and a run back, and the poorer player's free layout
// copied by the richer between rounds (`layout = "free"`).
#[test]
fn baqura_golden_match() {
    replay("baqura", "baqura");
}

// Gabata (Adegrat), traced by its own reference
// (tests/golden/ref_gabata-adegrat.py): a whole match of three rounds,
// relays from the next hole, the hole after an empty landing hole taken,
// and holes changing hands at each recount.
#[test]
fn gabata_adegrat_golden_match() {
    replay("gabata-adegrat", "gabata-adegrat");
}

// Lamosh, traced by its own reference (tests/golden/ref_lamosh.py): a
// whole match of four rounds from a stylised opening's board, fours made
// while sowing taken by their hole's owner of the round and by the sower
// at a lap's end, holes changing hands at each recount.
#[test]
fn lamosh_golden_match() {
    replay("lamosh", "lamosh");
}

// Galatjang, traced by its own reference (tests/golden/ref_galatjang.py):
// a match of two rounds with a store on the track for each player, another
// move after a last seed in one's store, relays, captures across, and
// holes out of play after the recount. Random play never ends a match, so
// South played greedily against random moves (the file says so).
#[test]
fn galatjang_golden_match() {
    replay("galatjang", "galatjang");
}

// Pachgarhwa, traced by its own reference (tests/golden/ref_pachgarhwa.py):
// each lap lifts the hole after its last, a capture beyond an empty next
// hole, and the end when no line of play can capture any more; the second
// game has a pass before that end.
#[test]
fn pachgarhwa_golden_games() {
    replay("pachgarhwa", "pachgarhwa");
    replay("pachgarhwa", "pachgarhwa-pass");
}

// Main Chongkak, traced by its own reference
// (tests/golden/ref_main-chongkak.py): a whole match of six rounds on 2×6,
// both stores on the track, another move from one's own store, captures
// across, and holes out of play after each recount.
#[test]
fn main_chongkak_golden_match() {
    replay("main-chongkak", "main-chongkak");
}

// Tsoro (Baia), traced by its own reference (tests/golden/ref_tsoro-baia.py):
// each player's fixed first move (`[moves.first] of = "each-player"`, North's
// at `(last-2)3`) takes a column and five holes of the mover's choosing,
// North's first-move hole not among South's; the second capture three holes
// and every later one two (`captures_made`); later moves only from a hole
// that follows an empty one (`start_holes`); a lap of one seed captures
// nothing (`lap_seeds`), a hole of one that relays may; and the end when a
// capture's choices empty the opponent's rows before they are all made.
#[test]
fn tsoro_baia_golden_game() {
    replay("tsoro-baia", "tsoro-baia");
}

// The same example on 4×19 (`--size 19`, `ref_tsoro-baia.py --columns 19`):
// North's first move from q3, the third hole from the row's end, its
// capture across s2 and s1.
#[test]
fn tsoro_baia_19_golden_game() {
    let (got, _) = replay_at("tsoro-baia", Some("19"), "tsoro-baia-19", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["scores"], serde_json::json!([33, 109]));
}

// Gabata (Ghinda), traced by its own reference
// (tests/golden/ref_gabata-ghinda.py): a whole match of four rounds, each
// player's forced first turn from their leftmost hole (`[moves.first] of =
// "each-player"`), fours taken as they are made by their hole's owner (a
// hole gained at a recount included) and by the mover at a lap's end, laps
// of twelve or more, and holes changing hands at each recount, each player
// keeping the start of their row.
#[test]
fn gabata_ghinda_golden_game() {
    replay("gabata-ghinda", "gabata-ghinda");
}

// Jimafesosh, traced by its own reference (tests/golden/ref_jimafesosh.py):
// a whole match of four rounds from the stylised opening's board (holes of
// eight and none in turn) and its forced first sowing, relay sowing, a last
// counter in an empty hole taking the hole across in either row (the
// mover's own counters too), passes, a move refused as endless, and
// recounts with three over and lots drawn for two and two.
#[test]
fn jimafesosh_golden_game() {
    replay_keys("jimafesosh", "jimafesosh", &MATCH_KEYS);
}

// Um el Banat, traced by its own reference (tests/golden/ref_um-el-banat.py)
// from the game's rules text: relay sowing, holes marked (claimed) by a last
// counter making four in the opponent's, two counters taken from the
// opponent's marked hole with another ply, passes, and whole matches whose
// recounts give the last hole by the leftovers: two and two to the poorer
// player (`tie = "poorer"`), three to its holder (`extra_hole_at = 3`), the
// richer's or the poorer's; the second match has a hole marked in the
// mover's own row, owned by the other player after a recount.

/// The keys of a match with marked holes: who passed, the round, who owns
/// each hole and who marked which.
const BANAT_KEYS: [&str; 10] = [
    "ply", "move", "player", "holes", "stores", "to_move", "passed", "round", "owners", "claimed",
];

#[test]
fn um_el_banat_golden_game() {
    replay_keys("um-el-banat", "um-el-banat", &BANAT_KEYS);
    replay_keys("um-el-banat", "um-el-banat-recounts", &BANAT_KEYS);
}

// Owela (Benguela), traced by its own reference
// (tests/golden/ref_owela-benguela.py): the start laid two a hole from each
// player's leftmost outer hole (`(mid+1)2-last2` and `mirror = true`);
// relays, and relays from an inner hole whose inner hole across is empty;
// captures of both of the opponent's holes of a column, or the inner one
// alone, from an occupied inner hole, the seeds taken sown on from the hole
// after the capturing one (`to = { sow_from = "last" }`), capturing again,
// relaying or ending; 24 seeds taken sown once round into the capturing
// hole (ply 56); and the end when South cannot move.
#[test]
fn owela_benguela_golden_game() {
    replay("owela-benguela", "owela-benguela");
}

// Musoro Tsoro, traced by its own reference (tests/golden/ref_musoro-tsoro.py):
// each player's musoro (South's last1, North's a4, three seeds at the start)
// where a lap that ends in it, occupied, waits for the mover's choice
// (`[holes.musoro] stop = "chosen"`): `stop` (plies 2 and 4, each after a
// relay) or sowing on from it (plies 6 and 22, the wait of ply 21 on its
// move's first lap, and the sowing on into a capture); a move from
// the musoro, a musoro emptied by a capture that keeps its status, last seeds
// falling into an empty musoro with no choice; relays, captures of both holes
// of a column and of the inner one alone, singles held back and refused for
// an occupied next hole, and the end when North has no seeds (18 to 16).
#[test]
fn musoro_tsoro_golden_game() {
    replay("musoro-tsoro", "musoro-tsoro");
}

// The same example on 4×7 (`--size 7`, `ref_musoro-tsoro.py --columns 7`):
// South's musoro is g1; North's d4 relays eight laps into a4 and waits, sows
// on twelve laps round into a4 again and waits again, then sows on once more
// (plies 21 to 23).
#[test]
fn musoro_tsoro_7_golden_game() {
    let (got, _) = replay_at("musoro-tsoro", Some("7"), "musoro-tsoro-7", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["scores"], serde_json::json!([18, 12]));
}

// Misoro Tsoro (Additional Capture), ruleset "Extra Counters", traced by its
// own reference (tests/golden/ref_misoro-tsoro-additional.py): the misoro at
// both ends of each outer row (two `[holes.NAME]` tables, `stop = "chosen"`),
// a turn waiting at one to `stop` or sow on (`c1 h1`, `e3 stop`), a column
// taken with a misoro behind it, three holes of the mover's choosing after
// each capture but never a misoro (`capture_chosen` from a region per
// player), the choices lapsing when only misoro hold seeds, and the end when
// the last choices empty the opponent's rows.
#[test]
fn misoro_tsoro_additional_golden_game() {
    replay("misoro-tsoro-additional", "misoro-tsoro-additional");
}

// The same example: a capture made by sowing on from a misoro (ply 5, `a4`)
// brings its three choices like any other (plies 6-8). The defect this game
// found: sow gave none there (the turn passed at once), and none after a
// capture made before a turn waited at a special hole either (fixed with
// nyumba_choice.rs's regression test). A short game: the defect's case.
#[test]
fn misoro_tsoro_additional_sow_on_capture_golden_game() {
    replay("misoro-tsoro-additional", "misoro-tsoro-additional-sow-on");
}

// Waurie (Island Wari), traced by its own reference
// (tests/golden/ref_waurie.py): a race without captures, each player's
// store on the track and the opponent's passed over (`stores = "own"`),
// another ply for a last counter in one's own store (three in a row for
// North, plies 28-30), a sowing of fifteen that drops a counter back into
// its own emptied hole and passes over North's store (ply 27), and the end
// by the race (`region_empty = "own"`, `emptied = "wins"`): South's last
// counters go into its store and North's row (ply 52), and South wins
// with North to move, holding 15 counters to North's 33.
#[test]
fn waurie_golden_game() {
    let (got, _) = replay_keys("waurie", "waurie", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["reason"], "region-empty");
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], serde_json::json!([15, 33]));
}

// The same example, a race won in one's own store: North's last three
// plies (48-50) each end in North's store, and the last empties North's
// row, so North wins at once and the extra ply it earned is not played.
#[test]
fn waurie_won_in_own_store_golden_game() {
    let (got, _) = replay_keys("waurie", "waurie-own-store", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["fired"], serde_json::json!(["extra-turn"]));
    assert_eq!(last["result"]["reason"], "region-empty");
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([30, 18]));
}

// Bao Kiswahili (DR Congo), traced by its own reference
// (tests/golden/ref_bao-kiswahili-dr-congo.py) from the game's rules text:
// the first phase of placements, each placed counter taking the counters
// facing it (into an empty hole too, ply 52), the counters taken sown from
// an end of the inner row chosen by the placement's way (`c2*+` from h2,
// `c2*-` from a2) or, near an end, from the nearer end, turning the turn's
// way (plies 6, 15, 52); captures made while sowing, sown from the nearer
// end or from the end the mover then chooses as a ply of its own (`a3=+`
// keeping the way, `h3=-` turning it; plies 7 and 16 come right after a
// turn), 13 counters taken going on round into the outer row (ply 52);
// the duty to take (placements facing an occupied hole only; moves that
// take on their first lap, plies 73, 76, 77); the second phase from ply
// 72, whose first sowing takes nothing and so refuses six later captures;
// and the end when South's inner row is cleared (ply 79).
#[test]
fn bao_kiswahili_dr_congo_golden_game() {
    replay("bao-kiswahili-dr-congo", "bao-kiswahili-dr-congo");
}

// A second game of the same reference: a second-phase capture of 12 sown
// from the chosen end (plies 66-69), and the end when North's own move
// takes its last inner counter out of its inner row (ply 70): North loses.
#[test]
fn bao_kiswahili_dr_congo_golden_game_own_row_emptied() {
    replay("bao-kiswahili-dr-congo", "bao-kiswahili-dr-congo-own-row");
}

// Enindji, traced by its own reference (tests/golden/ref_enindji.py): a
// last seed making four in either row gives the four to the row's owner,
// long sowings pass over their origin, a capture emptying North's row
// makes North pass and South feed, and the game ends when a player must
// feed and cannot (a draw, each keeping their own row).
#[test]
fn enindji_golden_game() {
    replay("enindji", "enindji");
}

// Enindji's agreed end of a loop, read as a repeated position: the second
// game ends when the position after ply 51 comes back at ply 63, each
// player taking the seeds of their own row.
#[test]
fn enindji_game_ended_by_repetition() {
    replay("enindji", "enindji-loop");
}

// Woli, traced by its own reference (tests/golden/ref_woli.py): clockwise
// single laps that pass over their emptied origin, twos and threes taken
// back along the opponent's row, a move that would take every counter the
// opponent has barred, a forced feed, and each of the three ends: a player
// who cannot feed (the main game), a player whose every move would take all
// (`woli-takes-all`), and a position come round again (`woli-loop`), each
// player then keeping their own row. Random play takes 82 plies or more to
// end, so the games were played greedily (the README says how).
#[test]
fn woli_golden_games() {
    replay("woli", "woli");
    replay("woli", "woli-loop");
    replay("woli", "woli-takes-all");
}

// Fondji: a last seed making two or three in the mover's OWN row takes it
// and the run of the mover's holes before it that hold two or three (the
// text; Ludii's code takes in the opponent's row), twos and threes made in
// the opponent's row take nothing, a sowing of thirteen passes over its
// origin, runs stop at the emptied origin, at the row's start or at a
// count, captures and sowings empty the mover's own row and force feeds
// with barred moves, and the game ends when North must feed and cannot,
// each keeping their own row. The second game ends when the position after
// ply 39 comes back at ply 51 (the agreed end of a loop, read as a
// repeated position).
#[test]
fn fondji_golden_game() {
    replay("fondji", "fondji");
    replay("fondji", "fondji-loop");
}

// Yovodji, traced by its own reference (tests/golden/ref_yovodji.py):
// anticlockwise relay sowing in which every lap passes over the hole it was
// lifted from (laps of 13 and 14, 21 relays in one move), later laps ending in
// the move's emptied hole, a last counter in an empty hole of the mover's
// row taking the hole across (or nothing), a move barred because its relay
// never ends, forced feeds that bar moves, South's pass once a capture
// empties their row, and the end when North must feed and cannot (North
// taking their own row).
#[test]
fn yovodji_golden_game() {
    replay("yovodji", "yovodji");
}

// Yovodji's agreed end of a loop, read as a repeated position: the game
// ends when the position after ply 33 comes back at ply 39, each player
// taking the counters of their own row.
#[test]
fn yovodji_game_ended_by_repetition() {
    replay("yovodji", "yovodji-loop");
}

// Foji, traced by its own reference (tests/golden/ref_foji.py): clockwise
// relay sowing (f1 to a1, then a2 to f2) in which every lap passes over the
// hole it was lifted from (a lap of fourteen, 14 relays in one move), a
// relay ending in the move's emptied hole to take across, a last counter in
// an empty hole of the mover's row taking the hole across (or nothing), a
// move barred because its relay never ends, forced feeds that bar moves,
// North's pass once a capture empties their row, and the end when North
// must feed and cannot (each keeping their own row). The second game ends
// when the position after ply 35 comes back at ply 41 (the agreed end of a
// loop, read as a repeated position).
#[test]
fn foji_golden_game() {
    replay("foji", "foji");
    replay("foji", "foji-loop");
}

// Papan Dakon, two rounds traced by its own reference (tests/golden/
// ref_papan-dakon.py, from the game's rules text): each round opens with a
// simultaneous race played as laps in turn (round 2's won by a relay whose
// hole the other lifted), the mover's choice to take across instead of
// relaying (`yes` and `no`, declined twice in a turn, taken across a hole
// out of play), passes, and a recount that puts three of South's holes out
// of play. Random matches never end, so the golden plays the example with
// a round cap of two.

#[test]
fn papan_dakon_golden_rounds() {
    let two = with_round_cap("papan-dakon", 1000, 2);
    replay_keys(&two, "papan-dakon", &ROUND_KEYS);
}

// Gabata (Oromo), traced by its own reference
// (tests/golden/ref_gabata-oromo.py): the stylised opening laid out as a set
// layout (`[opening] kind = "set"`, `opening=eights`) and its relay sowing
// from a2 in North's row in the same ply, fours taken by the sower as they
// are made in either row, fours made by a lap's last counter sown on, laps
// of twelve or more, two passes in a row by North with an empty row, and the
// end once only four counters, which nothing can take, are left.
#[test]
fn gabata_oromo_golden_game() {
    replay("gabata-oromo", "gabata-oromo");
}

// Gabata (Shoa and Adegrat), traced by its own reference
// (tests/golden/ref_gabata-shoa-adegrat.py): a whole match of two rounds,
// each opened by the stylised move (`[opening] kind = "set"`,
// `every_round = true`), South's in round 1 and North's, turned half round,
// in round 2 (`round_starter = "alternate"`); wegs made by a last counter
// turning three into four on either side, takes of two from the opponent's
// weg followed by another ply (a pass when none is left), last counters in
// the mover's own weg, passes; a recount by three over that moves five
// holes to South, and a two-and-two recount settled by lots that ends the
// match. Compared on who passed, the round, who owns each hole and who
// holds which weg too.
#[test]
fn gabata_shoa_adegrat_golden_game() {
    replay_keys("gabata-shoa-adegrat", "gabata-shoa-adegrat", &BANAT_KEYS);
}

// Tuz, traced by its own reference (tests/golden/ref_tuz.py): a whole match
// from the set opening that makes a tuz (`opening=tuz`), tuz made by last
// counters in both rows (one in a hole the opponent gained), the mover's
// own tuz ending the turn, takes of two (and of the last counter alone)
// from the opponent's tuz followed by another ply, passes, a recount with
// three over that moves holes across the rows, and lots for two and two
// that end the match; the second match opens with the other layout
// (`opening=no-tuz`). Random play rarely ends a match soon, so South played
// greedily against random moves (the README says so).
#[test]
fn tuz_golden_games() {
    replay_keys("tuz", "tuz", &BANAT_KEYS);
    replay_keys("tuz", "tuz-no-tuz", &BANAT_KEYS);
}

// Motiq, traced by its own reference (tests/golden/ref_motiq.py): a whole
// match of three games on 2x7, relay sowing, fours taken by a last counter
// in either row with the sowing going on from the hole after the capture
// (a landing rule's own `relay_from = "next"`: two captures in one turn,
// a next hole of one counter, an empty next hole ending the turn), the
// game's end when a player's holes are empty, the other taking the rest,
// holes changing hands at each recount, the starter alternating, and the
// match won 56-0. South played greedily (most counters taken) against
// random moves.
#[test]
fn motiq_golden_game() {
    replay("motiq", "motiq");
}

// Chiana wa Bwalo (Nyanja, East Africa), traced by its own reference
// (tests/golden/ref_chiana-wa-bwalo.py) on 4×6 (`--size 6`, `--columns 6`):
// random games on the default 4×16 last about 480 plies, none under 150,
// greedy ones 170 or more. Each move starts from the rear of a run of the
// mover's seeds (`start_holes`, `if_possible`); captures split the seeds
// into runs, between which the mover chooses; one move starts from a full
// loop with no rear (the rule lapses); a lap of 13 goes round the 12-hole
// loop; last seeds in empty outer holes and in empty inner holes across an
// empty one take nothing; and the game ends when a capture takes North's
// last seeds (`region_empty = "own"`).
#[test]
fn chiana_wa_bwalo_golden_game() {
    let (got, _) = replay_at("chiana-wa-bwalo", Some("6"), "chiana-wa-bwalo-6", &KEYS);
    let result = &got.last().unwrap()["result"];
    assert_eq!(result["winner"], "south");
    assert_eq!(result["reason"], "region-empty");
}

// Leyla Gobale (Gabradarre), traced by its own reference
// (tests/golden/ref_leyla-gobale-gabradarre.py): a whole match of two games
// on 2×6, relays ending in a captured hole, captures across, the split of
// three that makes two holes the mover's (once in each game), and the
// recount: the poorer player's seven counters laid out as evenly as they go
// (2 1 1 1 1 1 from a1), mirrored by the richer from f2 with the rest kept
// in hand; the second game ends the match with South left with nothing.
#[test]
fn leyla_gobale_gabradarre_golden_game() {
    replay("leyla-gobale-gabradarre", "leyla-gobale-gabradarre");
}
// Chonka, traced by its own reference (tests/golden/ref_chonka.py): the way
// chosen by the game's first move and sown by both players, each player's
// store the one after their row's last hole in that way (mirrored when the
// way is against the track), relays, a last counter in an empty hole of
// either row taken with the hole across (alone when that is empty), a lap
// into the store ending the turn, a pass, and the race to 49. The first
// game sows against the track (`c1-`), the second along it (`a1+`).
#[test]
fn chonka_golden_games() {
    replay("chonka", "chonka");
    replay("chonka", "chonka-ccw");
}
// Msuwa, traced by its own reference (tests/golden/ref_msuwa.py): every
// hole starts with two but each player's rightmost inner hole (empty) and
// the one to its left (one), written from the row's end with `mirror`
// (`last2`, `(last-1)2`; North's a3 and b3), so the first moves of both
// sides take a whole column across those holes; whole columns followed by
// two holes of the mover's choosing (`capture_chosen`), the inner hole
// taken alone, singles held back and refused, a hole whose sowing never
// ends, and the end when North has no seed left.
#[test]
fn msuwa_golden_game() {
    replay("msuwa", "msuwa");
}

// The same example on 4×12 (`--size 12`, `ref_msuwa.py --columns 12`):
// South's empty start hole is l2 (`last2`), taken across by the first
// move; the game ends on a whole column with one seed left on North's
// side, so one chosen take instead of two.
#[test]
fn msuwa_12_golden_game() {
    let (got, _) = replay_at("msuwa", Some("12"), "msuwa-12", &KEYS);
    assert_eq!(got[0]["holes"]["l2"], 0);
    assert_eq!(got[0]["holes"]["k2"], 1);
    assert_eq!(got[0]["holes"]["a3"], 0);
    assert_eq!(got[0]["holes"]["b3"], 1);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], serde_json::json!([78, 12]));
}
// Spreta, traced by its own reference (tests/golden/ref_spreta.py): a start
// of one seed a hole with each player's hole of two and empty hole placed
// from their own side (`mirror`), the game's first move fixed at c2
// (`[moves.first]`) and taking a whole column and two holes of the mover's
// choosing (`capture_chosen`), the second North's hole of two, so North's
// first move is a single; an inner hole taken alone when the outer one is
// empty, nothing taken across an empty inner hole (the outer hole's seeds
// stay), singles held back while a hole holds more and sown only into an
// empty hole, and the end in the middle of the chosen takes.
#[test]
fn spreta_golden_game() {
    replay("spreta", "spreta");
}

// The same example on 4×12 (`--size 12`, `ref_spreta.py --columns 12`):
// North's hole of two at j3, `(last-2)3`, its first move from there; a
// hole of two refused as endless (b4 at ply 12); the end with both takes.
#[test]
fn spreta_12_golden_game() {
    let (got, _) = replay_at("spreta", Some("12"), "spreta-12", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["scores"], serde_json::json!([30, 18]));
}
// Namudilakunze, traced by its own reference
// (tests/golden/ref_namudilakunze.py): one seed in every hole but each
// player's leftmost outer hole (a1; North's g4, `last4` with `mirror`);
// each player's first turn sown clockwise in a phase of its own (a capture
// on North's first turn, ply 2), then each player's own way chosen by the
// first move of their second turn and kept (`other_way = "own"`: South
// `d2+` anticlockwise, North `g4-` clockwise); relays, captures of the
// opponent's outer hole only behind an empty inner one, landings blocked by
// an occupied inner hole or with nothing behind, a move refused as endless,
// and the end when South has no seed left.
#[test]
fn namudilakunze_golden_game() {
    replay("namudilakunze", "namudilakunze");
}

// The same example on 4×10 (`--size 10`, `ref_namudilakunze.py --columns
// 10`): North's empty start hole is j4 (`last4`); both first turns end in
// an empty inner hole across an occupied one and take nothing (the text
// takes only the outer hole behind an empty inner one, where Ludii's
// first-turn code would take the inner hole); South wins when North has no
// seed left.
#[test]
fn namudilakunze_10_golden_game() {
    let (got, _) = replay_at("namudilakunze", Some("10"), "namudilakunze-10", &KEYS);
    assert_eq!(got[0]["holes"]["a1"], 0);
    assert_eq!(got[0]["holes"]["j4"], 0);
    assert_eq!(got[0]["holes"]["a4"], 1);
    assert_eq!(got[1]["stores"]["south"], 0);
    assert_eq!(got[2]["stores"]["north"], 0);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], serde_json::json!([33, 5]));
}
// Chisolo (the Natatu ruleset), traced by its own reference
// (tests/golden/ref_chisolo.py): three seeds a hole but the four leftmost
// of each inner row (2, 1, 0, 0 from each player's own left, `mirror`);
// each player's first turn sown clockwise, its captures included; each
// player's second turn choosing the way that player keeps (`other_way =
// "own"`: South along with `g1+`, capturing, North against with `g3-`);
// relays, a hole whose sowing never ends, the column across taken (alone
// when the outer hole is empty) and then one hole of the mover's choosing
// (`capture_chosen`), and the end by a chosen take that leaves North no
// seed.
#[test]
fn chisolo_golden_game() {
    replay("chisolo", "chisolo");
}

// The same example on 4×10 (`--size 10`, `ref_chisolo.py --columns 10`):
// North's start counted from its row's end (j3 2, i3 1, h3 and g3 empty),
// a clockwise first turn of four laps, South's choosing turn capturing,
// and the end when South has no seed left.
#[test]
fn chisolo_10_golden_game() {
    let (got, _) = replay_at("chisolo", Some("10"), "chisolo-10", &KEYS);
    assert_eq!(got[0]["holes"]["j3"], 2);
    assert_eq!(got[0]["holes"]["i3"], 1);
    assert_eq!(got[0]["holes"]["a2"], 2);
    assert_eq!(got.last().unwrap()["result"]["winner"], "north");
}

// Andot (the Bega of the Sudan, after Owen 1938), checked against the
// independent reference tests/golden/ref_andot.py: both ways of sowing by the
// starting hole, marks in the opponent's row and in the mover's end holes
// (marked holes still sown into and never sown from), a lap of twelve back
// into its own hole, a lone counter barred from a hole of three of the
// opponent's row, a lone counter barred from going straight back to the hole
// the opponent's move of the turn before started from (read from the
// opponent's `left-from` mark, which lasts one turn), passes (which take
// the marks off), and the end when every counter is in a marked
// hole (South 25, North 23).
#[test]
fn andot_golden_game() {
    replay("andot", "andot");
}

// Pic, traced by its own reference (tests/golden/ref_pic.py): the
// two-player game on a ring of six heaps of twelve, circles made by a last
// counter making three in an opponent's heap (by both players), the
// counters later sown into a circled heap going to its circler after every
// ply, three made in the opponent's circle in the mover's own row (no
// circle), passes, and the end when no counter is left; the second game
// makes three in the mover's own circle.
#[test]
fn pic_golden_games() {
    replay_keys("pic", "pic", &CLAIM_KEYS);
    replay_keys("pic", "pic-own-circle", &CLAIM_KEYS);
}

// Gamacha, traced by its own reference (tests/golden/ref_gamacha.py): the
// game's first ply a carry, not a sowing (`g1>g2`: the seventh hole's
// counters into the hole across, a phase whose moves are `sow = false`
// and one `[[moves.carry]]`), then relay sowing in which a move is allowed
// only where its first lap ends in the opponent's row or an empty own hole
// (`[[moves.require]]` on the first lap's end, `ends = { …, lap = "first" }`), captures across on any lap,
// relays from the mover's own row on later laps, and the loss of the player
// whose row is emptied (North, with more counters taken than South).
#[test]
fn gamacha_golden_game() {
    replay("gamacha", "gamacha");
}

// English Wari (St. Lucia), traced by its own reference
// (tests/golden/ref_english-wari.py, from the game's rules text): each
// player's opening carry into the next hole (a move that is not a sowing,
// `e1>f1`; in the second game `f1>f2`, into the opponent's row), laps that
// pass over their own hole, a last counter making four taken with the run
// of fours behind it (three in a row; across the board's end in the second
// game), single counters never sown, a move that leaves a player who could
// move without one (free under the text), passes, the duty to give a stuck
// opponent a move binding and lapsing, and both ends: a row emptied, and
// neither player able to move.
#[test]
fn english_wari_golden_game() {
    replay("english-wari", "english-wari");
    replay("english-wari", "english-wari-neither-moves");
}

// Sute, traced by its own reference (tests/golden/ref_sute.py): single
// counters that step only into an empty next hole (`first_into = 0`), a
// landing in the inner row across an empty inner hole that takes the
// opponent's outer hole of the column (`behind-opposite`), and the end when
// a player has no counter left (`region_empty = "own"`).
#[test]
fn sute_golden_game() {
    replay("sute", "sute");
}

// Nchayo, traced by its own reference (tests/golden/ref_nchayo.py): one
// counter a hole and relays round the mover's two rows; a last counter in
// an empty inner hole takes the opponent's inner hole across and the outer
// one behind it, the outer only with the inner (an empty inner hole across
// leaves the outer's counters, plies 6, 9, 21, 23); a move whose relay
// never ends is refused (North's d3 after ply 17); the end when South has
// no counter left.
#[test]
fn nchayo_golden_game() {
    replay("nchayo", "nchayo");
}

// Obridje, traced by its own reference (tests/golden/ref_obridje.py):
// relay sowing anticlockwise, every hole a counter brings to four taken at
// once for the owner of its row (a four made by a lap's last counter too,
// ending the turn; plies 2 and 21 give it to the player who did not sow),
// a lap of sixteen that drops a counter back into its own hole, a turn
// ending in a hole a four emptied, and the end when the player to move
// cannot move (South 32, North 16); the second game has a player who
// empties their own row fed by the other's sowing and playing on.
#[test]
fn obridje_golden_game() {
    replay("obridje", "obridje");
    replay("obridje", "obridje-fed");
}

// Otep, traced by its own reference (tests/golden/ref_otep.py): the board
// the fixed simultaneous opening leaves as the start (worked out by the
// reference from two a hole); both holes of a column taken from an
// occupied inner hole and sown back from the capturing lap's first hole,
// the counters sown back capturing again (plies 3, 13, 14, 22, 27, 41),
// relaying or ending the turn; an empty inner hole taking nothing across
// two occupied ones (plies 11, 42); single counters never sown; North's
// endless e3 refused after ply 11; the end when North, who has just moved,
// has no move.
#[test]
fn otep_golden_game() {
    replay("otep", "otep");
}

// Otep's end as its text names it (tests/golden/ref_otep.py): South's last
// move captures six times, sowing back from two first holes, and leaves
// North no counter.
#[test]
fn otep_all_taken_golden_game() {
    replay("otep", "otep-all-taken");
}

// Wouri, traced by its own reference (tests/golden/ref_wouri.py): relay
// sowing anticlockwise in which every lap passes over the hole it was
// lifted from (three laps of twelve or more in ply 3), each hole of the
// opponent's row a counter brings to four taken at once by the mover (ply
// 3's e2 twice in one turn), a last counter making four there ending the
// turn while an untouched four stays (ply 6), a four in the mover's own row
// lifted and sown on (ply 2), a move barred for leaving the opponent no
// counters (ply 67) and all moves legal when none can leave any (ply 76,
// the end: South 28, North 20). The second game has a relay that would go
// round for ever barred (ply 16, North's c2).
#[test]
fn wouri_golden_game() {
    replay("wouri", "wouri");
    replay("wouri", "wouri-endless");
}

// Um el Tuweisat, traced by its own reference (tests/golden/ref_um-el-tuweisat.py):
// the way fixed by the end hole a move starts from and chosen from the
// middle hole, two counters or more to sow, twos taken in the opponent's
// row with the run of twos before them (a run of three takes North's whole
// row), sowings that pass their own hole, passes, and the end when neither
// can move, each keeping their own row's counters (the second game a draw).
#[test]
fn um_el_tuweisat_golden_games() {
    replay("um-el-tuweisat", "um-el-tuweisat");
    replay("um-el-tuweisat", "um-el-tuweisat-draw");
}

// Bao Ki Arabu (Zanzibar 1), traced by its own reference
// (tests/golden/ref_bao-ki-arabu-zanzibar-1.py): each player sowing round
// their own two rows either way as they choose (`way = "either"`), relays
// kept the turn's way, a last counter in an empty inner hole taking both of
// the opponent's holes of the column, or the one of them that holds counters
// (`capture = ["opposite", "behind-opposite"]`), or nothing, a lap of 19
// round the whole loop, a move refused because its relay never ends (South's
// `h1-` after ply 64), and the end when South has no counter left;
// `-wrap` has a lap of 17 and a 21-lap relay ending in an empty outer hole.
#[test]
fn bao_ki_arabu_zanzibar_1_golden_game() {
    replay("bao-ki-arabu-zanzibar-1", "bao-ki-arabu-zanzibar-1");
    replay("bao-ki-arabu-zanzibar-1", "bao-ki-arabu-zanzibar-1-wrap");
}

// Omangunta Peeta, traced by its own reference
// (tests/golden/ref_omangunta-peeta.py): laps that lift the hole after
// their last, no lap from a central hole, a capture beyond an empty hole
// with the hole across, captures of the central holes put off to the
// round's end and shared there (both players entitled: one left of an odd
// count, two of an even; one entitled: one left; nobody: all kept and
// carried over), and a match of rounds with own-hole refills and holes out
// of play, to the match's end. The second match has a single player
// entitled in mid-match and ends with nobody entitled.
#[test]
fn omangunta_peeta_golden_games() {
    replay("omangunta-peeta", "omangunta-peeta");
    replay("omangunta-peeta", "omangunta-peeta-all-to-one");
}

// Uril, traced by its own reference (tests/golden/ref_uril.py): sowings of
// twelve or more pass over the hole they came from, a last counter making
// 2 or 3 in the opponent's row takes it and the run before it (stopped by
// the mover's own row, plies 23, 36 and 42), a run of four takes every
// counter South has (ply 42: South passes, North must feed and may not
// play e2 or f2), and North wins on taking its 25th counter (ply 47).
#[test]
fn uril_golden_game() {
    replay("uril", "uril");
}

// Uril's duty to feed that no move can meet: South's sowing of seventeen
// takes North's whole row (ply 37), South's single counters cannot reach
// North, and the game ends with each player keeping their own row (South
// 23 + 5 = 28, North 20).
#[test]
fn uril_game_ended_by_must_feed() {
    replay("uril", "uril-nofeed");
}

// Ryakati, traced by its own reference (tests/golden/ref_ryakati.py): the
// board the fixed simultaneous opening leaves as the start (worked out by
// the reference from two a hole); both holes of a column taken from an
// occupied inner hole and sown back from the capturing lap's first hole,
// the counters sown back capturing again (three in a row from d3 at ply
// 46) or relaying, 17 sown back past their own first hole (ply 9); empty
// inner holes across from two occupied ones taking nothing; the endless
// h1 refused after ply 58; the end the text names, South taking North's
// last counters.
#[test]
fn ryakati_golden_game() {
    replay("ryakati", "ryakati");
}

// Ryakati's other end (tests/golden/ref_ryakati.py): North, to move, is
// left with three single counters and no move, and loses; on the way a
// chain of four captures sown back from one hole (ply 11) and an endless
// a2 refused after ply 8.
#[test]
fn ryakati_no_move_golden_game() {
    replay("ryakati", "ryakati-no-move");
}

// Shono, traced by its own reference (tests/golden/ref_shono.py): sowings
// round the board that pass over their own hole (plies 14, 18, 21, 34), a
// last counter making 2 or 3 in the opponent's row that takes the run of
// twos and threes before it, stopped by another count (ply 21) or by the
// mover's own row (18, 47), and the end when a player has no counter in
// their row: North's run of four takes all South has (ply 48), and North's
// row counts for North, 50 to 10.
#[test]
fn shono_golden_game() {
    replay("shono", "shono");
}

// The same example, the game's other ends: a sowing that empties the
// mover's own row ends the game at once (South, ply 47, after North's
// eighteen round the board took a run of five), and a 30-30 draw (North
// empties its own row, ply 72, with a capture whose run a hole of 1 stops).
#[test]
fn shono_own_row_and_draw_golden_games() {
    let (got, _) = replay_keys("shono", "shono-own-row", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["reason"], "one-cannot-move");
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([4, 56]));
    let (got, _) = replay_keys("shono", "shono-draw", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], serde_json::Value::Null);
    assert_eq!(last["result"]["scores"], serde_json::json!([30, 30]));
}

// Unnee Tugalluulax, traced by its own reference
// (tests/golden/ref_unnee-tugalluulax.py): clockwise sowing, a last
// counter making four in the mover's own row taken (fours made in the
// opponent's row, or by a counter passing, left), sowings of twelve and
// more back through their own hole, a row emptied by its own capture that
// the game survives, and the end when the player to move has an empty row;
// the second game ends by a position seen before, each row to its owner.
#[test]
fn unnee_tugalluulax_golden_games() {
    replay("unnee-tugalluulax", "unnee-tugalluulax");
    replay("unnee-tugalluulax", "unnee-tugalluulax-repetition");
}

// Chongka', traced by its own reference (tests/golden/ref_chongka.py):
// clockwise relay sowing through the mover's own store only, relays of up
// to fourteen laps (ply 6, with a lap of sixteen from f1 round the whole
// path); a last counter in an empty hole of the mover's own row taking
// the hole across (plies 1, 3, 4, 6, 7, 14, 17, 21, 22), three of them in
// the move's own emptied starting hole (1, 4, 6); nothing across, nothing
// taken (10, 13, 19, 23, 25, 26); an empty hole of the opponent's row
// ending the turn (8, 9, 12, 18, 20); a last counter in the mover's store
// ending it (2, 5, 11, 15, 16, 24, 27); North passing with an empty row
// (after 19 and 22 to 26); the end when every counter is stored, South
// 56, North 42.
#[test]
fn chongka_golden_game() {
    let (got, _) = replay_keys(
        "chongka",
        "chongka",
        &[
            "ply", "move", "player", "holes", "stores", "to_move", "passed",
        ],
    );
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], serde_json::json!([56, 42]));
}

// Gamacha (Nobility), traced by its own reference
// (tests/golden/ref_gamacha-nobility.py): relay sowing on 2×6 from and into
// both rows (a ten-lap relay on ply 2, laps of fourteen and seventeen back
// through their own hole on ply 4), qasamo made by a last counter bringing
// a hole of the opponent's row to four, on a relay's lap (South's a2 on
// lap 5 of ply 3, North's b1 on lap 14 of ply 4, North's f1 on lap 5 of ply
// 6), last counters into a qasamo ending the sowing (the mover's own, ply 8
// after a relay; the opponent's in the mover's row, plies 9, 12), a single
// counter across taken (ply 2 on lap 10, 19, 23) and none where the hole
// across holds twelve or none (plies 18, 22), North passing (ply 23), and
// the end when every counter is taken or in a qasamo: 24 to 24, a draw.
#[test]
fn gamacha_nobility_golden_game() {
    let (got, _) = replay_keys("gamacha-nobility", "gamacha-nobility", &CLAIM_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["reason"], "unclaimed-empty");
    assert_eq!(last["result"]["winner"], serde_json::Value::Null);
    assert_eq!(last["result"]["scores"], serde_json::json!([24, 24]));
}

// Um el-Bil, traced by its own reference (tests/golden/ref_um-el-bil.py):
// the game's first move fixed to South's right-hand hole (ply 1, f1), one
// lap a move, a last counter in an occupied hole ending the turn (1-5, 83,
// 84), a lone last counter taken in the opponent's row (6, 11) and in the
// mover's own (16), sowings of twelve taken back in their own emptied hole
// (24, North's d2; 25, South's b1), passes while a row is empty (South
// after 76; North after 82-88), and the end when the board is empty
// (after 89: South 26, North 22).
#[test]
fn um_el_bil_golden_game() {
    replay("um-el-bil", "um-el-bil");
}

// Adidada, traced by its own reference (tests/golden/ref_adidada.py):
// single laps anticlockwise, a last counter making two or three taken in
// either row (South's own e1, ply 19; North's a1 in South's row, ply 14)
// with the run of twos and threes behind it, across rows (plies 6, 13 and
// 22, whose run of four takes all South has), a sowing of thirteen back
// through its own hole (ply 18), a row emptied by its own capture that the
// game survives (ply 17), and the end when the player to move has an empty
// row: North's row counts for North, 33 to 15.
#[test]
fn adidada_golden_game() {
    replay("adidada", "adidada");
}

// Mankala, traced by its own reference (tests/golden/ref_mankala.py):
// a last counter making 2, 4 or 6 in either row taken with the unbroken
// run before it, in the mover's own row (plies 8, 28) or the opponent's
// (14), runs with sixes (11, 13, 30) and fours (22, 28), runs crossing
// from one row into the other (13, 26), a run stopped by a 3 that leaves
// twos behind it (21), sowings of twelve and more dropping a counter back
// into their own hole, which stops the run (9, 13, 15, 26), North passing
// with an empty row (after ply 29), and the end when the board is empty
// (ply 30): South 38, North 34.
#[test]
fn mankala_golden_game() {
    replay("mankala", "mankala");
}

// Wari (Ashanti), traced by its own reference (tests/golden/ref_wari.py):
// anticlockwise single laps, every counter that brings a hole of the
// opponent's row to exactly six taking it, whether it passes (plies 27, 37)
// or is the last (54, 70); an eighteen round the board that takes three
// holes as it passes, one of them sown into again later in the same lap
// (ply 27); sixes made in the mover's own row that stay (plies 3, 4, 16, 38,
// 62) and holes of six that a counter makes seven (plies 6, 7); a twelve
// whose last counter falls back into its own hole (ply 21); and the end
// when the player to move has an empty row: North empties its own at ply
// 74, South moves on without feeding it, and North cannot move (ply 75):
// South 24, North 12, the 12 left in South's row counting for nobody.
#[test]
fn wari_golden_game() {
    replay("wari", "wari");
}

// French Wari, traced by its own reference (tests/golden/ref_french-wari.py):
// relay sowing anticlockwise, a last counter in an empty hole of either row
// taking the hole across, the mover's own in the opponent's row (plies 1,
// 7) or the opponent's in the mover's (ply 17), nothing across (ply 20), a
// lap of twelve back into its own emptied hole (ply 14), a move whose relay
// never ends refused (North's b2, ply 16), a row emptied by its own
// player's move that the game survives (ply 24), and the end when the
// player to move has an empty row, the last mover taking the 8 counters
// left: South 29, North 19 (ply 25).
#[test]
fn french_wari_golden_game() {
    let (got, _) = replay_keys("french-wari", "french-wari", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], serde_json::json!([29, 19]));
}

// Quela (the Quibala of Angola), traced by its own reference
// (tests/golden/ref_quela.py): the rearrangement as 36 placements into the
// outer rows, those that would keep the leftmost hole from being the
// fullest refused (plies 32, 33); the initial phase's moves from holes of
// two or fewer only, relays lifting more (ply 37; at ply 43 South's only
// move); an empty inner landing across an empty inner hole taking nothing
// (ply 39); the column taken, inner and outer (ply 43), and the inner hole
// alone (plies 44, 50); North's initial phase ended by one capture of five
// and South's by two captures (1 then 4), each judged as the player's turn
// begins and followed by a turn from their fullest hole (North's d4 at ply
// 44, South's f1 at ply 51); South, left with only holes of more than two,
// passing after plies 44 to 49; and the end when South has no counter left
// (ply 96): North took 24, South 21.
#[test]
fn quela_golden_game() {
    replay("quela", "quela");
}

// Kpo (two-player ruleset), traced by its own reference
// (tests/golden/ref_kpo.py): single laps anticlockwise, a last counter
// making two or three taken in either row, the opponent's (South's a1 by
// North, ply 6; c2 by South, ply 19) or the mover's own (a2, ply 16; d1,
// ply 17), and only that hole: twos and threes made by passing counters
// stay (plies 7, 12, 18, 24), and a last counter making one or four and
// more takes nothing (plies 7, 23, 26); a sowing of twelve back into its own
// hole, left with one (ply 13), and one of thirteen whose last counter,
// past its own hole, takes (ply 22); North's row emptied by its own capture
// that the game survives (ply 28); and the end when the player to move has
// an empty row (ply 29): South's 16 left counting for South, 30 to 18.
#[test]
fn kpo_golden_game() {
    replay("kpo", "kpo");
}

// Wore (Wöré), traced by its own reference (tests/golden/ref_wore.py):
// sowing from the next heap, then every heap of two, four or six taken at
// the turn's end, sown or not, in either row: an untouched heap of six
// (ply 1), heaps taken while the last one is not (plies 4, 6, 7, 9, 12,
// 15), heaps that passed two on the way but end on three kept (plies 6,
// 7), heaps of eight and more never taken (plies 2, 8), a sowing of
// seventeen twice round taking six heaps (ply 15), single counters moved
// on (plies 3, 5, 10, 11, 18, 19), a row emptied by its own player that
// the game survives (plies 14, 19), and the end when the player to move
// has no counter, the two left counting for nobody: South 32, North 14
// (ply 20).
#[test]
fn wore_golden_game() {
    replay("wore", "wore");
}

// Isolo (the Sukuma of Tanzania), traced by its own reference
// (tests/golden/ref_isolo.py): the opening sowing as each player's first
// ply, forced from the rightmost inner hole, relaying seven times and its
// final counter turned aside from the rightmost outer hole (17) into the
// second inner hole from the right (South's g2, ply 1; North's b3, ply 2);
// the initial phase's sowings passing over the mover's two rightmost holes
// (South's plies 3 to 13), relays and counters sown back included (a
// relay of North's from c4 past a4 and a3 into b3, ply 6); captures of the
// two holes across an occupied inner hole sown back from the lap's hole,
// the first into the hole after it, their last counter capturing again
// (ply 3: four captures in one turn, two of them of the outer hole alone)
// or relaying on (plies 3, 13, 21); North's rightmost outer hole lifted in
// its initial phase (ply 6), its 17 sown passing over a4 and a3, which ends
// North's initial phase while South stays in theirs until lifting h1 at ply
// 13; South's column h out of play to North while South is in the initial
// phase (North's last counter in h3 across h1's 17 takes nothing and
// relays, ply 6), and North's column a taken by South once North has left
// it (a3 and a4 at a2, ply 13); South's rightmost holes sown into and
// capturing once in play (h1 and h2, plies 15, 21); and the end when North,
// to move, has no counter left (ply 21): South wins.
#[test]
fn isolo_golden_game() {
    let (got, _) = replay_keys("isolo", "isolo", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
}

// Chungcajon, traced by its own reference (tests/golden/ref_chungcajon.py):
// clockwise relay sowing through the mover's own store only, and nothing
// ever captured; relays of up to seventy laps (ply 19, with a lap of
// twenty-two from e2); laps of fifteen or more round the whole path (plies
// 4, 6, 10, 11, 16, 19), at ply 4 one of fifteen from a relay's lifted hole
// back into that emptied hole, ending the turn; a last counter in the
// move's own emptied starting hole ending it (1, 5); a last counter in an
// empty hole of the mover's own row ending it, the counters across left
// where they are (34 plies, 21 of them with counters across: 1, 4, 5, 7,
// 10, 11, ...; seventeen across at ply 15); an empty hole of the
// opponent's row ending it (8, 9, 14, 17, 27 and 7 more); a last counter
// in the mover's store ending it, no move again (2, 3, 12, 16 and 17 more;
// 63's after three laps); North emptying its own row into its store (62)
// and passing (after 63 to 66); the end when every counter is stored,
// South 52, North 46 (ply 67).
#[test]
fn chungcajon_golden_game() {
    let (got, _) = replay_keys(
        "chungcajon",
        "chungcajon",
        &[
            "ply", "move", "player", "holes", "stores", "to_move", "passed",
        ],
    );
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], serde_json::json!([52, 46]));
}

// Misoro Tsoro, ruleset "Misoro Tsoro (Observed)", traced by its own
// reference (tests/golden/ref_misoro-tsoro.py): the players pick their
// misoro before play (`[holes.misoro] chosen = { from = "outer", count = 2
// }`), South, North, South, North, any two holes of their outer row (plies
// 1-4: South h1 and e1, North d4 and c4, not the usual left two); a turn
// waiting at an occupied misoro of the mover's (`stop = "chosen"`), then
// `stop` (plies 6-7, 8-9, 25-26) or sowing on (plies 22-23, 33-34); a move
// from a misoro waiting at the other on its first lap (ply 8); last seeds
// falling into an empty misoro with no choice (plies 11, 20, 31); a misoro
// taken behind a column that keeps its status (c4, ply 19, waits at ply
// 25) and a misoro lifted then refilled that does too (d4, plies 12, 20,
// 22); columns taken with a misoro behind (plies 16, 19, 27) and with an
// empty outer hole (15, 21, 28, 30, 35, 36); singles (30, 32, 35); and the
// end when North has no seeds (ply 36): South 23 (16 taken) to 9. Besides
// the usual keys, `waits_at` and `chooses` are compared at every position.
#[test]
fn misoro_tsoro_golden_game() {
    let keys = [
        "ply", "move", "player", "holes", "stores", "to_move", "waits_at", "chooses",
    ];
    let (got, want) = replay_keys("misoro-tsoro", "misoro-tsoro", &keys);
    // The misoro the players picked, from the first pick to the end.
    for (g, w) in got.iter().zip(&want).skip(1) {
        assert_eq!(g["special"], w["special"], "misoro-tsoro, ply {}", w["ply"]);
    }
    assert_eq!(
        got.last().unwrap()["result"]["scores"],
        serde_json::json!([23, 9])
    );
}

// Misoro Tsoro (Additional Capture), its first ruleset, "Misoro Tsoro
// (Additional Capture) (Observed)", traced by its own reference
// (tests/golden/ref_misoro-tsoro-additional-chosen.py): the players pick
// their misoro before play (`[holes.misoro] chosen = { from = "outer",
// count = 2 }`, plies 1-4: South f1 and d1, North b4 and e4, not the usual
// left two); a wait at a misoro, then `stop` (plies 11-12) or sowing on
// (13-14); a capture made by sowing on (ply 14: f2 + f1, South's misoro
// behind it taken), bringing its three choices while South's other misoro
// d1 holds seeds and may not be chosen (`capture_chosen = { holes = 3, from
// = "opponent", except_special = true }`, plies 15-17); a move from a
// misoro that captures (ply 19), its choices lapsing after one because only
// the misoro f1 holds seeds (ply 20); choices with North's misoro e4 kept
// (plies 25-28, 30-33); last seeds into an empty misoro (7, 9, 18, 22);
// single seeds (21, 23, 25, 30, 35, 37, 38); and the end when North's
// capture takes South's last seed, its choices left unplayed (ply 38):
// North 21 (16 taken) to 11. Besides the usual keys, `waits_at`,
// `chooses` and `special` are compared at every position.
#[test]
fn misoro_tsoro_additional_chosen_golden_game() {
    let keys = [
        "ply", "move", "player", "holes", "stores", "to_move", "waits_at", "chooses",
    ];
    let (got, want) = replay_keys(
        "misoro-tsoro-additional-chosen",
        "misoro-tsoro-additional-chosen",
        &keys,
    );
    // The misoro the players picked, from the first pick to the end.
    for (g, w) in got.iter().zip(&want).skip(1) {
        assert_eq!(
            g["special"], w["special"],
            "misoro-tsoro-additional-chosen, ply {}",
            w["ply"]
        );
    }
    assert_eq!(
        got.last().unwrap()["result"]["scores"],
        serde_json::json!([11, 21])
    );
}

// Mewegae, traced by its own reference (tests/golden/ref_mewegae.py): a
// whole match of two rounds, 70 plies, seed 145. Each round opens with both
// players sowing at once, played as laps in turn (`[opening] kind =
// "simultaneous"`, `landing = true`): South first in round 1, North lifting
// the hole where South's relay waits, so South's relay ends (plies 1-2);
// North first in round 2, won by North's third lap in a hole it had emptied
// (plies 31-32). Relays; a four made in the mover's own hole relays (8, 10,
// 15, 24); a last counter making four in the opponent's hole captures it
// (8, 10, 20, 24; round 2: 38, 40, 44); a last counter in one's own
// captured hole ends the turn (14, 22, 27, 30, 46, 62, 64-66, 70). The
// first last counter of a player in a hole the opponent captured only
// marks it (`mark = "landed"`, `[marks.landed] set = "rule"`): 9 (South,
// d1), 11 (South, a1: a second hole is exempt too), 23 (North, c2), 49
// (North, f2), 51 (North, b2); a later one there takes one counter to the
// mover's hand and the mover plays again (`take = 1`, `then =
// "move-again"`): 15 and 29 (South, d1; extra plies 16 and 30). North
// passes (after 26-28 and 62-69). The recount of 15/33 (ply 30) gives
// South, the poorer, a hole for its leftover three (`extra_hole_at = 3`):
// 4 holes to 8, North gaining a1 and b1; the match ends 48-0 (ply 70).
// Besides the usual keys, `passed`, `round`, `owners`, `claimed` and
// `marks` are compared at every position.

/// The keys of a Mewegae match: a match with claimed holes, and the marks
/// the rules put.
const MEWEGAE_KEYS: [&str; 11] = [
    "ply", "move", "player", "holes", "stores", "to_move", "passed", "round", "owners", "claimed",
    "marks",
];

#[test]
fn mewegae_golden_game() {
    let (got, _) = replay_keys("mewegae", "mewegae", &MEWEGAE_KEYS);
    assert_eq!(
        got.last().unwrap()["result"]["scores"],
        serde_json::json!([48, 0])
    );
}

// Awagagae, traced by its own reference (tests/golden/ref_awagagae.py) from
// the game's rules text (Pankhurst 1971: 169): a whole match of three
// rounds, 104 plies. Relay sowing; holes captured by a last counter making
// an opponent's three into four (plies 5, 8, 12, 38, 58, 59), after a
// recount in the mover's own row, holes the opponent owns there (80, 86,
// 88); a last counter in the mover's own captured hole ending the turn (7,
// 16, 44, 82, 104 and more); the first last counter in a hole the opponent
// captured only marking it (`mark = "landed"`: 10, 19, 47, 65, 81, 99,
// 103) and every later one there taken by the mover, ending the turn (21,
// 23, 27, 29, 36, 73, 75, 76, 87); fours made in the mover's own holes
// relaying (12, 13, 38, 48, 85); passes (after 30, 31, 35, 73-75); and the
// recounts: 22/26, two and two, the weaker South given North's two (ply
// 36, 6/6 holes), 40/8 (ply 76, South gains a2-d2) and 1/47, North's three
// taking South's last counter: North wins the match (ply 104).

/// Awagagae's keys: those of a match with captured holes, and the marks
/// of the opponent's captured holes a player's last counter has fallen
/// into once.
const AWAGAGAE_KEYS: [&str; 11] = [
    "ply", "move", "player", "holes", "stores", "to_move", "passed", "round", "owners", "claimed",
    "marks",
];

#[test]
fn awagagae_golden_game() {
    let (got, _) = replay_keys("awagagae", "awagagae", &AWAGAGAE_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([1, 47]));
}

// Tapata, traced by its own reference (tests/golden/ref_tapata.py) from the
// game's rules text (Pankhurst 1971: 187): a whole match of seven games,
// 337 plies, seed 3751. Each player's first move of each game, from the
// right half of their row, is one lap (a phase of each player, `until = {
// turns = 1 }`, `moves = { from = "right-half" }`): its last counter due in
// the mover's own row is turned aside into the first hole of the
// opponent's row (`transfer` to `next-opponent`: South l1>l2 at 59 and
// 115, k1>l2 at 311; North b2>a1 at 116, a2>a1 at 310), and one that falls
// into an occupied hole of the opponent's stays there, the turn ended (1,
// 2, 58, 217, 264). Later moves relay, and are allowed only where their
// first lap ends in the opponent's row or an empty own hole (`[[moves.require]]`
// with `ends = { …, lap = "first" }`: refused moves at almost every ply,
// 3 and 121 among them); relays from the mover's own row on later laps
// (121, 122, 171, 172, 177, 277, 316, 320); captures across on the first
// lap (263, 337) and on a relay's (8, 23, 121, 177, 277, 316, 320). A game
// is lost by the player to move with no counter (57, 114, 167, 215, 309:
// rows emptied by their own sowing and not fed again; 263, 337: the last
// counter taken). The match
// (`holes = "start"`, `rounds_to_win = 5`, `in_a_row = true`): South wins
// games 1, 3, 4, 5, 6 and 7, North game 2; after game 6 (ply 309) South
// has won five games but four in a row, and the match goes on; it ends at
// ply 337, South's fifth win in a row. The loser of each game starts the
// next (`round_starter = "continue"`). Besides the usual keys, `round` and
// each player's phase (`phases`) are compared at every position.

/// Tapata's keys: a match of games, and each player's phase.
const TAPATA_KEYS: [&str; 8] = [
    "ply", "move", "player", "holes", "stores", "to_move", "round", "phases",
];

#[test]
fn tapata_golden_game() {
    let (got, _) = replay_keys("tapata", "tapata", &TAPATA_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["round"], 7);
}

// Oware, Ludii's ruleset "Wari (Observed)" (after Bennett 1927), traced by
// its own reference (tests/golden/ref_oware-wari.py) from the ruleset's
// rules text: a 56-ply game, seed 1069. Anticlockwise single laps; a last
// counter making two or three in the opponent's row taken alone (4, 5, 8,
// 12, 16, 22, 28, 43) or with the run of twos and threes before it up to
// the opponent's first hole (15: two holes; 25: three; 34: two, emptying
// North's own row); a sixteen from e1 that passes over its emptied origin
// and takes four holes (31); feeding an empty row, with the moves that do
// not feed refused (35: d1; 44: e2); a move that would take every counter
// the opponent has refused (56: a2); and the players' agreed end of a loop,
// read as a repeated position: the position after ply 44 comes back after
// ply 56, and each player takes the counters of their own row (South 25 +
// 1, North 20 + 2: South wins 26 to 22).
#[test]
fn oware_wari_golden_game() {
    replay("oware-wari", "oware-wari");
}

// Quiela (the Jinga of Angola), traced by its own reference
// (tests/golden/ref_quiela.py): the rearrangement as 42 placements, each
// side's 21 counters into their own two rows, each offered only where the
// layout can still be completed under the three rules: refused to keep
// the rows falling from the player's left (plies 31 to 39), to keep the
// leftmost outer hole the fullest (plies 35, 40, 42: North's g4 the only
// placement) and to keep at most two inner holes of one counter (ply 39:
// South's g2); relay sowing from any hole in the initial phase (43: two
// relays), the column taken, inner and outer (43: g3 2 + g4 3), and the
// inner hole alone (56); an empty inner landing across an empty inner
// hole taking nothing (53); a move whose relays never end refused (55:
// South's g1); North's initial phase ended by its own ply and
// South's by that same capture, judged as South's turn begins (78); then
// single counters into empty holes only (79 on; North's c3 and d3 refused
// at ply 82), still capturing (82, 87, 88, 94); and the end when South
// has no counter left (ply 94): North took all 21, South 16 (scores 16 and
// 26, North's 5 left on its side counted as its own).
#[test]
fn quiela_golden_game() {
    let (got, _) = replay_keys("quiela", "quiela", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([16, 26]));
}

// Bao Ki Arabu (Zanzibar 2), traced by its own reference
// (tests/golden/ref_bao-ki-arabu-zanzibar-2.py) from the rules text: a
// 46-ply game, seed 107. Anticlockwise relay sowing round each player's
// own two rows (1: seven laps; 7: four; 11: six); a last counter in an
// empty inner hole taking the opponent's inner hole across and the outer
// hole behind it (1: d3 2 + d4 2; 7: e3 4 + e4 2; 12: e2 4 + e1 8) or the
// inner hole alone when the outer is empty (2: c2 3); an empty inner hole
// across taking nothing, the full outer hole behind it kept (11: d4 1;
// 23: f4 1); nothing across at all (24); a move whose relays never end
// refused (South's e2 before ply 11); and the end when South has lost
// every counter (46): North wins, 32 taken + 9 on its side against 23.
#[test]
fn bao_ki_arabu_zanzibar_2_golden_game() {
    let (got, _) = replay_keys("bao-ki-arabu-zanzibar-2", "bao-ki-arabu-zanzibar-2", &KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([23, 41]));
}

// Pic for five players, the text's default, traced by its own reference
// (tests/golden/ref_pic-five-players.py) from the rules text: a 54-ply
// game, seed 1168, on a ring of fifteen heaps, one row of three a player.
// Circles by all five players (6: South a3; 9: fourth c5; 13: third b1;
// 15: fifth c3; 16, 17, 33, 41, 45); the counters sown into a circled
// heap going to its circler when another moved (7 on); a three made in a
// heap another player circled, not circled again (24); the turn passing
// over players without a counter (South after 30; three in a row after
// 42; all four others after 51, North moving again); and the end on an
// empty board (54): South 59, North 25, third 22, fourth 41, fifth 33.
#[test]
fn pic_five_players_golden_game() {
    let keys = [
        "ply", "move", "player", "holes", "stores", "to_move", "claimed",
    ];
    let (got, _) = replay_keys("pic-five-players", "pic-five-players", &keys);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(
        last["result"]["scores"],
        serde_json::json!([59, 25, 22, 41, 33])
    );
}

// I Pere, traced by its own reference (tests/golden/ref_i-pere.py) from the
// rules text (Griaule 1938: 169): a 32-ply game, seed 2421. The text's 2x5
// board, each row's right-most hole a store, said as two rows of four with
// each store on the track after its row; the opening (fourth hole into the
// store) folded into the start. Captures of 2 or 3 by the last counter in
// the opponent's row (8: N b1 2; 14: N d1 3; 22: N a1 2; 23: S b2 2) and in
// the mover's own (17: S d1 3; 29: S b1 2; 30: N a2 3); last counters in a
// store taking nothing (20: South's store; 1, 4, 6, 21, 31: the mover's, no
// extra turn); a lap of ten through the hole lifted (12). The store
// sowing, each player's once: North's phase turns after its own capture
// (8) and it sows 14 round the holes, passing both stores (10), sweeping
// South's a1 2, b1 3, c1 2; South's store reaches 13 by North's sowing (12)
// and it sows 13 (13), sweeping North's c2 3. The end when South, its store
// sown, has no counter (32): the stores alone, North 21 to 18, c2's 1 for
// nobody. Besides the usual keys, each player's phase (`phases`) is
// compared at every position.

/// I Pere's keys: each player's phase too.
const I_PERE_KEYS: [&str; 7] = [
    "ply", "move", "player", "holes", "stores", "to_move", "phases",
];

#[test]
fn i_pere_golden_game() {
    let (got, _) = replay_keys("i-pere", "i-pere", &I_PERE_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([18, 21]));
}

/// The keys of the golden games of more than two players who may pass:
/// the usual six and `passed` (the first player passed over after the ply).
const PASS_KEYS: [&str; 7] = [
    "ply", "move", "player", "holes", "stores", "to_move", "passed",
];

// Kpo for three players (Ludii's "Three players (Observed)"), traced by
// its own reference (tests/golden/ref_kpo-three-players.py) from the rules
// text: a 51-ply game, seed 14175, each player owning two columns (a-b,
// c-d, e-f), sowing either way. The next hole taken when the last counter
// makes two or three, both ways (+: 18, 21, 23, 44; -: 15, 19, 22, 28,
// 51), across the ring's join both ways at both ends (f2->f1 15, a2->a1
// 18, f1->f2 21 and 44, a1->a2 22), a mover's own hole among them (15, 21,
// 22, 44); a two or three with an empty next hole taking nothing (8, 9,
// 10, 12, ...); a sowing of fourteen going round through its own hole
// (20); a player without a counter passed over (third after 41, South
// after 50); and the end when only North can move (51): a three-way draw,
// 12 each (North's 7 taken and 5 left in its holes).
#[test]
fn kpo_three_players_golden_game() {
    let (got, _) = replay_keys("kpo-three-players", "kpo-three-players", &PASS_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["reason"], "only-one-can-move");
    assert_eq!(last["result"]["winner"], serde_json::Value::Null);
    assert_eq!(last["result"]["scores"], serde_json::json!([12, 12, 12]));
}

// Kpo for four players (Ludii's "Four players (Described)"), traced by its
// own reference (tests/golden/ref_kpo-four-players.py) from the rules
// text: a 46-ply game, seed 1451, each player owning three holes of a row
// (a1-c1, d1-f1, d2-f2, a2-c2). The next hole taken both ways (+: 12, 13,
// 19, 27, 37, 46; -: 11, 14, 21, 28, 35, 38, 41), across the join both
// ways at both ends (f2->f1 11, a2->a1 13, a1->a2 28 and 38, f1->f2 46),
// a mover's own hole among them (13, 14); a two or three with an empty
// next hole taking nothing (42, 44); passes (South after 16; North after
// 38; fourth after 39 and 42), two in a row (third and fourth after 29;
// fourth and South after 45); and the end when only North can move (46,
// its capture across the join leaving the third player nothing): North
// 14 + 3 = 17, South 11, fourth 7, third 1.
#[test]
fn kpo_four_players_golden_game() {
    let (got, _) = replay_keys("kpo-four-players", "kpo-four-players", &PASS_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["reason"], "only-one-can-move");
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([11, 17, 1, 7]));
}

// Ti, traced by its own reference (tests/golden/ref_ti.py) from the rules
// text (Migeod 1926: 281-283): a 38-ply game, seed 986. The opening turns
// with drops the mover chooses, a ply a hole: South lifts a1 (1) and drops
// 1, 2, 1 into b1, c1, d1 (2-4, c1 getting two); North lifts a2 (5) and
// drops all four into South's a1 (6), nothing taken; `dropping` (hand, next
// hole) on the lines of plies 1-3 and 5 only, and each player's phase
// `play` from their last drop. Captures of 2 or 3 with the unbroken run
// before them: a run of two in South's row (22: c1, b1), of two more (24:
// f1, e1, after eleven seeds), of three (26: c1, b1, a1), of four across
// the rows (32: b1, a1, a2, b2), across f2/f1 (35: South's f2, f1) and of
// North's own two holes (38); single seeds making 2 or 3 take nothing (15,
// 17, 20, 31, 36). Must feed (30: South's row empty, North's c2, e2, f2 not
// allowed) by a lap of twelve passing over d2. The end when North's own
// capture empties its row and South cannot feed it (38): South 9 + 2 in its
// row = 11, North 37. Besides the usual keys, each player's phase
// (`phases`) is compared at every position, and `dropping` on the lines
// waiting for a drop (and its absence elsewhere).

/// Ti's keys: each player's phase too (`dropping`, only on the lines of a
/// turn waiting for a drop, is compared apart).
const TI_KEYS: [&str; 7] = [
    "ply", "move", "player", "holes", "stores", "to_move", "phases",
];

#[test]
fn ti_golden_game() {
    let (got, want) = replay_keys("ti", "ti", &TI_KEYS);
    for (g, w) in got.iter().zip(&want) {
        assert_eq!(g.get("dropping"), w.get("dropping"), "ti, ply {}", w["ply"]);
    }
    let waiting: Vec<u64> = want
        .iter()
        .filter(|w| w.get("dropping").is_some())
        .map(|w| w["ply"].as_u64().unwrap())
        .collect();
    assert_eq!(waiting, [1, 2, 3, 5]);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([11, 37]));
}
