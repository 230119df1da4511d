//! The page's HTML, CSS and JavaScript, embedded in the binary so that the
//! server needs no files beside it and the page works offline.

use axum::http::header;
use axum::response::IntoResponse;

/// `GET /`: the page.
pub async fn index() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        include_str!("assets/index.html"),
    )
}

/// `GET /app.js`: the page's script.
pub async fn script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        include_str!("assets/app.js"),
    )
}

/// `GET /app.css`: the page's style.
pub async fn style() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("assets/app.css"),
    )
}
