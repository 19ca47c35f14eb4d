//! Progress of long work, on standard error: drawn only when standard error
//! is a terminal and the work has gone on for a second, so quick runs,
//! pipes, CI logs and the formats for programs (all on standard output)
//! never see it.

use std::io::IsTerminal;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long work goes on before its progress shows.
const DELAY: Duration = Duration::from_secs(1);
/// How often the progress is redrawn once shown, so a long wait still moves.
const TICK: Duration = Duration::from_millis(100);

/// A progress bar that shows itself once the work has taken [`DELAY`], and
/// is cleared when dropped.
pub struct Progress {
    bar: ProgressBar,
    /// The thread that waits to show the bar, and how to tell it the work
    /// is done: none when standard error is not a terminal.
    reveal: Option<(Sender<()>, JoinHandle<()>)>,
}

impl Progress {
    /// Progress over `total` steps, drawn with the indicatif `template`
    /// (say `{pos}/{len} files`).
    pub fn start(total: u64, template: &str) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        if let Ok(style) = ProgressStyle::with_template(template) {
            bar.set_style(style);
        }
        let reveal = std::io::stderr().is_terminal().then(|| {
            let (done, wait) = mpsc::channel::<()>();
            let shown = bar.clone();
            let waiter = std::thread::spawn(move || {
                if wait.recv_timeout(DELAY) == Err(RecvTimeoutError::Timeout) {
                    shown.set_draw_target(ProgressDrawTarget::stderr());
                    shown.enable_steady_tick(TICK);
                }
            });
            (done, waiter)
        });
        Progress { bar, reveal }
    }

    /// `steps` more are done.
    pub fn advance(&self, steps: u64) {
        self.bar.inc(steps);
    }

    /// Says, beside the bar (the template's `{msg}`), what else is under
    /// way.
    pub fn say(&self, message: String) {
        self.bar.set_message(message);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        // Done: the waiter wakes up (the channel closes) and shows nothing
        // if it has not yet; then the bar is wiped from the terminal.
        if let Some((done, waiter)) = self.reveal.take() {
            drop(done);
            let _ = waiter.join();
        }
        self.bar.finish_and_clear();
    }
}
