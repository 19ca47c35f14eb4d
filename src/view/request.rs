//! What the server accepts of a request: its own Host and Origin only
//! (a page of another site that resolves its name to 127.0.0.1, DNS
//! rebinding, is refused), and a query of percent-encoded words.

/// The names this server answers to on `port`.
fn own_hosts(port: u16) -> [String; 2] {
    [format!("127.0.0.1:{port}"), format!("localhost:{port}")]
}

/// Whether a request's `Host` names this server.
pub(super) fn host_is_own(host: Option<&str>, port: u16) -> bool {
    host.is_some_and(|h| {
        own_hosts(port)
            .iter()
            .any(|own| own.eq_ignore_ascii_case(h))
    })
}

/// Whether a request's `Origin`, when it has one, is this server's page.
pub(super) fn origin_is_own(origin: Option<&str>, port: u16) -> bool {
    origin.is_none_or(|o| {
        own_hosts(port)
            .iter()
            .any(|own| o.eq_ignore_ascii_case(&format!("http://{own}")))
    })
}

/// Whether a request's `Origin`, when it has one, is the page of the
/// address the request came by (`host`): a page served through a
/// forwarded port asks from the forwarding end's origin.
pub(super) fn origin_is_host(origin: Option<&str>, host: Option<&str>) -> bool {
    origin.is_none_or(|o| {
        host.is_some_and(|h| {
            ["http://", "https://"]
                .iter()
                .any(|scheme| o.eq_ignore_ascii_case(&format!("{scheme}{h}")))
        })
    })
}

/// 128 random bits in hex (hex digits are base64's too, as a nonce
/// wants), or `None` where the system gives no randomness.
pub(super) fn secret() -> Option<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).ok()?;
    Some(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// The secret a request names at the start of its path (`/k/KEY/…`) to be
/// served whatever `Host` it came by: through a forwarded port (a remote
/// editor's webview, `ssh -L`) the Host is the forwarding end's. A page of
/// another site cannot know it, so DNS rebinding still fails.
pub(super) struct Key(String);

impl Key {
    /// A new secret of 128 random bits, or `None` where the system gives
    /// no randomness (then only the server's own address is served).
    pub(super) fn new() -> Option<Key> {
        secret().map(Key)
    }

    /// The path prefix that names the key.
    pub(super) fn prefix(&self) -> String {
        format!("/k/{}", self.0)
    }

    /// The rest of `path` (from its `/`) when it starts with this key's
    /// prefix; compared in time that does not depend on where they differ.
    pub(super) fn strip<'p>(&self, path: &'p str) -> Option<&'p str> {
        let prefix = self.prefix();
        let head = path.as_bytes().get(..prefix.len())?;
        let differ = head
            .iter()
            .zip(prefix.as_bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b));
        let rest = path.get(prefix.len()..)?;
        (differ == 0 && rest.starts_with('/')).then_some(rest)
    }
}

/// A URL's path and query.
pub(super) fn split_url(url: &str) -> (&str, &str) {
    url.split_once('?').unwrap_or((url, ""))
}

/// The value of `key` in `query`, percent-decoded (a `+` is itself: the
/// notation's `c1+` is a move, not a space); `Err` for a bad escape.
pub(super) fn query_value(query: &str, key: &str) -> Result<Option<String>, String> {
    for pair in query.split('&') {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        if k == key {
            return percent_decode(v).map(Some);
        }
    }
    Ok(None)
}

fn percent_decode(text: &str) -> Result<String, String> {
    let bad = || format!("bad escape in the query: `{text}`");
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            let hex = bytes.get(i + 1..i + 3).ok_or_else(bad)?;
            let hex = std::str::from_utf8(hex).map_err(|_| bad())?;
            out.push(u8::from_str_radix(hex, 16).map_err(|_| bad())?);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_this_servers_names_pass() {
        assert!(host_is_own(Some("127.0.0.1:8080"), 8080));
        assert!(host_is_own(Some("LOCALHOST:8080"), 8080));
        assert!(!host_is_own(Some("127.0.0.1:8081"), 8080));
        assert!(!host_is_own(Some("evil.example:8080"), 8080));
        assert!(!host_is_own(None, 8080));
        assert!(origin_is_own(None, 8080));
        assert!(origin_is_own(Some("http://localhost:8080"), 8080));
        assert!(!origin_is_own(Some("http://evil.example:8080"), 8080));
        assert!(!origin_is_own(Some("null"), 8080));
    }

    #[test]
    fn a_key_opens_its_own_paths_only() {
        let key = Key("00ff".to_string());
        assert_eq!(key.strip("/k/00ff/"), Some("/"));
        assert_eq!(key.strip("/k/00ff/api/game"), Some("/api/game"));
        assert_eq!(key.strip("/k/00ff"), None);
        assert_eq!(key.strip("/k/00fe/api/game"), None);
        assert_eq!(key.strip("/k/00ffx/"), None);
        assert_eq!(key.strip("/api/game"), None);
        assert_eq!(key.strip("/k/"), None);
        let fresh = Key::new().map(|k| k.0);
        assert!(fresh.is_some_and(|k| k.len() == 32), "a 128-bit key in hex");
        assert_ne!(Key::new().map(|k| k.0), Key::new().map(|k| k.0));
    }

    #[test]
    fn a_keyed_request_may_come_from_the_page_of_its_host() {
        assert!(origin_is_host(None, Some("localhost:9000")));
        assert!(origin_is_host(
            Some("http://localhost:9000"),
            Some("localhost:9000")
        ));
        assert!(origin_is_host(
            Some("https://board-8123.example.dev"),
            Some("board-8123.example.dev")
        ));
        assert!(!origin_is_host(
            Some("http://evil.example"),
            Some("localhost:9000")
        ));
        assert!(!origin_is_host(Some("http://localhost:9000"), None));
    }

    #[test]
    fn queries_decode_the_notation() {
        assert_eq!(
            query_value("moves=c1%2B%20f2-&x=1", "moves"),
            Ok(Some("c1+ f2-".to_string()))
        );
        assert_eq!(query_value("moves=c1+", "moves"), Ok(Some("c1+".into())));
        assert_eq!(query_value("a=1", "moves"), Ok(None));
        assert!(query_value("moves=%zz", "moves").is_err());
        assert!(query_value("moves=%2", "moves").is_err());
    }
}
