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
