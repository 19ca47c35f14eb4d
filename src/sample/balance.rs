//! The figures of a balance study: how a run of games between two players
//! came out for the side that moves first (South), with how sure those
//! figures are. The games are played elsewhere (`crate::players::study`);
//! this is the arithmetic that the lint (P009), `sow check --balance`,
//! `sow compare` and the server all read.

use serde::Serialize;

use super::{Summary, ratio};
use crate::model::sizes::Size;

/// The normal quantile of a two-sided 95% interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// A range of shares, from 0 to 1, that holds the true share with 95%
/// confidence.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Interval {
    /// The least share the interval holds.
    pub low: f64,
    /// The greatest.
    pub high: f64,
}

impl Interval {
    /// The Wilson score interval of `successes` in `trials`: unlike the
    /// plain `p ± 1.96·√(p(1−p)/n)`, it stays inside [0, 1] and is honest
    /// for shares near 0 or 1 and for small runs. No trials: [0, 1].
    pub fn wilson(successes: u64, trials: u64) -> Interval {
        if trials == 0 {
            return Interval {
                low: 0.0,
                high: 1.0,
            };
        }
        let n = trials as f64;
        let p = successes as f64 / n;
        let z2 = Z_95 * Z_95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z_95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        // At a share of 0 or 1 the interval touches that end exactly (the
        // arithmetic would leave it a rounding error short).
        Interval {
            low: if successes == 0 { 0.0 } else { centre - half },
            high: if successes >= trials {
                1.0
            } else {
                centre + half
            },
        }
    }

    /// Whether the whole interval lies outside `[low, high]`.
    pub fn outside(&self, low: f64, high: f64) -> bool {
        self.high < low || self.low > high
    }
}

/// How a run of games came out for the first player.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Balance {
    /// Who played, as `sow simulate --south` names them: `mcts:200`, or
    /// `mcts:200 against alphabeta:4` when the sides differ.
    pub players: String,
    /// Games played to an end or to the ply cap.
    pub games: u64,
    /// Games asked for: more than `games` when the study's time ran out
    /// (`--balance-seconds`).
    pub asked: u64,
    /// Games won by the first player (South) and by the second (North);
    /// in JSON, `{"south": …, "north": …}`.
    #[serde(serialize_with = "by_side")]
    pub wins: [u64; 2],
    /// Games drawn.
    pub draws: u64,
    /// Games stopped by the ply cap or a sowing that never ends: neither
    /// won nor drawn.
    pub unfinished: u64,
    /// Mean game length in plies.
    pub mean_plies: f64,
    /// The standard deviation of the game lengths, in plies.
    pub sd_plies: f64,
    /// The first player's share of the games someone won.
    pub first_share: f64,
    /// The 95% interval of that share.
    pub interval: Interval,
    /// The board the games were played on, for a file of several sizes
    /// (`[board] sizes`); absent otherwise. In JSON as `--size` takes it:
    /// `"2x8"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<Size>,
}

impl Balance {
    /// The figures of a run summed up in `summary`, played by `players`.
    pub fn of(summary: &Summary, players: String) -> Balance {
        // A study of balance is a duel's: South's and North's wins.
        let won = |i: usize| summary.wins.get(i).copied().unwrap_or(0);
        let (first, second) = (won(0), won(1));
        let decided = first + second;
        Balance {
            players,
            games: summary.games,
            asked: summary.games,
            wins: [first, second],
            draws: summary.draws,
            unfinished: summary.games.saturating_sub(decided + summary.draws),
            mean_plies: summary.mean_plies(),
            sd_plies: summary.sd_plies(),
            first_share: ratio(first, decided),
            interval: Interval::wilson(first, decided),
            size: None,
        }
    }

    /// Games someone won.
    pub fn decided(&self) -> u64 {
        self.wins[0] + self.wins[1]
    }

    /// The share of games drawn.
    pub fn draw_share(&self) -> f64 {
        ratio(self.draws, self.games)
    }

    /// The board in words after a file's name, ` on the 2×8 board`, or
    /// nothing for a file of one size.
    pub fn on_board(&self) -> String {
        self.size
            .map(|size| format!(" on the {size} board"))
            .unwrap_or_default()
    }

    /// The figures in one line of words, for a message or a report: the
    /// games unfinished and those time left unplayed too, where there are
    /// any.
    pub fn words(&self) -> String {
        let unfinished = match self.unfinished {
            0 => String::new(),
            n => format!(
                "; {n} of {} games unfinished (stopped at a cap)",
                self.games
            ),
        };
        let unplayed = if self.games < self.asked {
            format!(
                "; time ran out after {} of {} games (--balance-seconds)",
                self.games, self.asked
            )
        } else {
            String::new()
        };
        format!(
            "South (who moves first) won {} of {} decided games, {:.0}% \
             (95% interval {:.0}%–{:.0}%); {} of {} games drawn{unfinished}; {:.1} plies on \
             average{unplayed}",
            self.wins[0],
            self.decided(),
            100.0 * self.first_share,
            100.0 * self.interval.low,
            100.0 * self.interval.high,
            self.draws,
            self.games,
            self.mean_plies
        )
    }
}

/// One figure of two studies set side by side: its value in each, the
/// difference (B less A) and how likely so large a difference is by chance
/// alone.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Difference {
    /// Its value in study A.
    pub a: f64,
    /// Its value in study B.
    pub b: f64,
    /// B less A.
    pub difference: f64,
    /// The test statistic: the difference in standard errors.
    pub z: f64,
    /// The two-sided p-value: the chance of a difference at least this
    /// large if both games were the same.
    pub p: f64,
    /// Whether the difference is real at 95% confidence (p below 0.05).
    pub significant: bool,
}

impl Difference {
    /// Two shares, `x₁` of `n₁` and `x₂` of `n₂`, compared by the
    /// two-proportion z-test (pooled standard error).
    pub fn of_shares((x1, n1): (u64, u64), (x2, n2): (u64, u64)) -> Difference {
        let (a, b) = (ratio(x1, n1), ratio(x2, n2));
        let pooled = ratio(x1 + x2, n1 + n2);
        let se = (pooled * (1.0 - pooled) * (recip(n1) + recip(n2))).sqrt();
        Difference::of(a, b, se)
    }

    /// Two means with their standard deviations over `n₁` and `n₂` games,
    /// compared by Welch's z (large runs: the normal, not Student's t).
    pub fn of_means((m1, sd1, n1): (f64, f64, u64), (m2, sd2, n2): (f64, f64, u64)) -> Difference {
        let se = (sd1 * sd1 * recip(n1) + sd2 * sd2 * recip(n2)).sqrt();
        Difference::of(m1, m2, se)
    }

    fn of(a: f64, b: f64, se: f64) -> Difference {
        let difference = b - a;
        let (z, p) = if se > 0.0 {
            let z = difference / se;
            (z, 2.0 * (1.0 - normal_cdf(z.abs())))
        } else if difference == 0.0 {
            (0.0, 1.0)
        } else {
            // No spread at all, yet the values differ: as sure as can be.
            (f64::INFINITY.copysign(difference), 0.0)
        };
        Difference {
            a,
            b,
            difference,
            z,
            p,
            significant: p < 0.05,
        }
    }
}

/// How two studies of the same players differ.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Comparison {
    /// The first player's share of decided games.
    pub first_share: Difference,
    /// The share of games drawn.
    pub draws: Difference,
    /// The mean game length in plies.
    pub mean_plies: Difference,
}

impl Comparison {
    /// Study `b` set against study `a`.
    pub fn of(a: &Balance, b: &Balance) -> Comparison {
        Comparison {
            first_share: Difference::of_shares((a.wins[0], a.decided()), (b.wins[0], b.decided())),
            draws: Difference::of_shares((a.draws, a.games), (b.draws, b.games)),
            mean_plies: Difference::of_means(
                (a.mean_plies, a.sd_plies, a.games),
                (b.mean_plies, b.sd_plies, b.games),
            ),
        }
    }
}

/// South's and North's counts as an object keyed by the side.
fn by_side<S: serde::Serializer>(counts: &[u64; 2], out: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = out.serialize_map(Some(2))?;
    map.serialize_entry("south", &counts[0])?;
    map.serialize_entry("north", &counts[1])?;
    map.end()
}

fn recip(n: u64) -> f64 {
    if n == 0 { 0.0 } else { 1.0 / n as f64 }
}

/// The standard normal distribution function, from the error function
/// (Abramowitz and Stegun 7.1.26, within 1.5·10⁻⁷: plenty for a p-value).
fn normal_cdf(z: f64) -> f64 {
    let x = z.abs() / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * x);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-x * x).exp();
    if z >= 0.0 {
        0.5 * (1.0 + erf)
    } else {
        0.5 * (1.0 - erf)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_the_published_worked_example() {
        // Newcombe (1998), table I: 81 of 263 gives 0.2553 to 0.3662.
        let i = Interval::wilson(81, 263);
        assert!((i.low - 0.2553).abs() < 5e-4, "{i:?}");
        assert!((i.high - 0.3662).abs() < 5e-4, "{i:?}");
        // All successes: the interval touches 1 and stays inside [0, 1].
        let all = Interval::wilson(10, 10);
        assert!(
            all.high == 1.0 && (all.low - 0.7225).abs() < 5e-4,
            "{all:?}"
        );
    }

    #[test]
    fn the_z_test_finds_a_real_difference_and_not_a_small_one() {
        let far = Difference::of_shares((80, 100), (50, 100));
        assert!(far.significant && far.z < -4.0, "{far:?}");
        let near = Difference::of_shares((52, 100), (48, 100));
        assert!(
            !near.significant && (near.p - 0.572).abs() < 0.01,
            "{near:?}"
        );
        assert!((normal_cdf(1.959_964) - 0.975).abs() < 1e-6);
    }
}
