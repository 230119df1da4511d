//! The page, embedded in the binary so that the server needs no files
//! beside it and the page works offline: its HTML, CSS and JavaScript
//! (`alphametic_web::page`), and the WebAssembly module its worker runs
//! when `web/build.sh` built it before this crate (see `build.rs`). The
//! static site is the same files.

use alphametic_web::page;
use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The WebAssembly module and its bindings, by name, with their content
/// types.
const MODULE_FILES: &[(&str, &str, &[u8])] = &[
    #[cfg(site)]
    (
        "alphametic_web.js",
        "text/javascript; charset=utf-8",
        include_bytes!(concat!(env!("ALPHAMETIC_SITE"), "/alphametic_web.js")),
    ),
    #[cfg(site)]
    (
        "alphametic_web_bg.wasm",
        "application/wasm",
        include_bytes!(concat!(env!("ALPHAMETIC_SITE"), "/alphametic_web_bg.wasm")),
    ),
];

/// Whether the WebAssembly module is embedded.
pub const MODULE: bool = cfg!(site);

/// `GET /`: the page.
pub async fn index() -> Response {
    file("index.html")
}

/// `GET /NAME`: one of the page's files, or 404.
pub async fn asset(Path(name): Path<String>) -> Response {
    file(&name)
}

fn file(name: &str) -> Response {
    let found = page::file(name)
        .map(|file| (file.content_type, file.bytes))
        .or_else(|| {
            MODULE_FILES
                .iter()
                .find(|(n, _, _)| *n == name)
                .map(|&(_, kind, body)| (kind, body))
        });
    match found {
        Some((kind, body)) => ([(header::CONTENT_TYPE, kind)], body).into_response(),
        None => (StatusCode::NOT_FOUND, format!("no file `{name}`")).into_response(),
    }
}
