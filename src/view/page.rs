//! The page and its assets, bundled in the binary: no CDN, no network,
//! and no path of a request ever reaches the file system.

/// The asset served at `path`: its content type and text.
pub(super) fn asset(path: &str) -> Option<(&'static str, &'static str)> {
    Some(match path {
        "/" => ("text/html; charset=utf-8", include_str!("page/index.html")),
        "/style.css" => ("text/css; charset=utf-8", include_str!("page/style.css")),
        "/board.js" => (
            "text/javascript; charset=utf-8",
            include_str!("page/board.js"),
        ),
        "/study.js" => (
            "text/javascript; charset=utf-8",
            include_str!("page/study.js"),
        ),
        "/app.js" => (
            "text/javascript; charset=utf-8",
            include_str!("page/app.js"),
        ),
        _ => return None,
    })
}
