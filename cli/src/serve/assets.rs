//! The page, embedded in the binary so that the server needs no files
//! beside it and the page works offline: its HTML, CSS and JavaScript, and
//! the WebAssembly module its worker runs when `web/build.sh` built it
//! before this crate (see `build.rs`). The static site is the same files.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The page's files by name, with their content types.
const FILES: &[(&str, &str, &[u8])] = &[
    (
        "index.html",
        "text/html; charset=utf-8",
        include_bytes!("assets/index.html"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_bytes!("assets/app.js"),
    ),
    (
        "worker.js",
        "text/javascript; charset=utf-8",
        include_bytes!("assets/worker.js"),
    ),
    (
        "app.css",
        "text/css; charset=utf-8",
        include_bytes!("assets/app.css"),
    ),
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
    match FILES.iter().find(|(n, _, _)| *n == name) {
        Some((_, kind, body)) => ([(header::CONTENT_TYPE, *kind)], *body).into_response(),
        None => (StatusCode::NOT_FOUND, format!("no file `{name}`")).into_response(),
    }
}
