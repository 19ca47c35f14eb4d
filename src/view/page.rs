//! The page, bundled in the binary: no CDN, no network, and no path of a
//! request ever reaches the file system. It is one document, its style and
//! scripts written into it, so the browser asks for nothing more before
//! it can ask for the game: each asset fetched apart cost a round trip
//! through the browser's processes before the first draw.

use std::borrow::Cow;

/// The page's text as written, with its parts apart (`src/view/page/`).
const INDEX: &str = include_str!("page/index.html");
/// The style, and the scripts in the order the page loads them.
const STYLE: &str = include_str!("page/style.css");
const SCRIPTS: [(&str, &str); 3] = [
    ("board.js", include_str!("page/board.js")),
    ("study.js", include_str!("page/study.js")),
    ("app.js", include_str!("page/app.js")),
];

/// What a page may load, for every answer but the page itself: nothing
/// but from this server. No page may frame it but a VS Code webview ("sow:
/// Open Board"): `frame-ancestors` names the webview's scheme alone (so no
/// X-Frame-Options, which cannot), and the framed page still asks this
/// server from its own origin, so the Host and Origin rules are the same;
/// a request whose Origin is a webview's is refused like any other site's.
pub(super) const POLICY: &str = "default-src 'self'; style-src 'self'; img-src 'self' data:; \
                                 frame-ancestors vscode-webview:";

/// The page with its style and scripts written in, each marked with
/// `nonce` (a fresh `request::secret` at every answer), and the policy that lets those run and nothing else inline.
pub(super) fn page(nonce: &str) -> (String, Cow<'static, str>) {
    let mut page = INDEX.replace(
        r#"<link rel="stylesheet" href="style.css">"#,
        &format!("<style nonce=\"{nonce}\">\n{STYLE}</style>"),
    );
    for (name, script) in SCRIPTS {
        page = page.replace(
            &format!(r#"<script src="{name}"></script>"#),
            &format!("<script nonce=\"{nonce}\">\n{script}</script>"),
        );
    }
    let policy = format!(
        "default-src 'self'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; \
         img-src 'self' data:; frame-ancestors vscode-webview:"
    );
    (page, Cow::Owned(policy))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_is_written_into_the_page_with_the_nonce() {
        let (page, policy) = page("00ff");
        assert!(!page.contains(" src=\""), "a script still asked for apart");
        assert!(
            !page.contains("rel=\"stylesheet\""),
            "the style still asked for apart"
        );
        assert_eq!(
            page.matches("<script nonce=\"00ff\">").count(),
            SCRIPTS.len()
        );
        assert_eq!(page.matches("<style nonce=\"00ff\">").count(), 1);
        assert!(page.contains("class BoardView"));
        assert!(policy.contains("script-src 'nonce-00ff'; style-src 'nonce-00ff'"));
        assert_ne!(
            super::super::request::secret(),
            super::super::request::secret()
        );
        // A part that closed its own element would end it early.
        for (name, text) in SCRIPTS.iter().chain([&("style.css", STYLE)]) {
            assert!(
                !text.contains("</script") && !text.contains("</style"),
                "{name}"
            );
        }
    }
}
