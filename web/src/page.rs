//! The page itself: its HTML, CSS and JavaScript, from `web/page/`, for a
//! host to serve as they are. `web/build.sh` copies the same files beside
//! the WebAssembly module to make the static site; `alphametic serve`
//! embeds them from here.

/// A file of the page: its name (the path under the site's root), its
/// content type and its bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct File {
    /// The name under the site's root, e.g. `app.js`.
    pub name: &'static str,
    /// The `Content-Type` to serve it with.
    pub content_type: &'static str,
    /// The file's bytes.
    pub bytes: &'static [u8],
}

/// Every file of the page, `index.html` first.
pub const FILES: [File; 4] = [
    File {
        name: "index.html",
        content_type: "text/html; charset=utf-8",
        bytes: include_bytes!("../page/index.html"),
    },
    File {
        name: "app.js",
        content_type: "text/javascript; charset=utf-8",
        bytes: include_bytes!("../page/app.js"),
    },
    File {
        name: "worker.js",
        content_type: "text/javascript; charset=utf-8",
        bytes: include_bytes!("../page/worker.js"),
    },
    File {
        name: "app.css",
        content_type: "text/css; charset=utf-8",
        bytes: include_bytes!("../page/app.css"),
    },
];

/// The page's file named `name`, if there is one.
///
/// ```
/// let index = alphametic_web::page::file("index.html").unwrap();
/// assert!(index.content_type.starts_with("text/html"));
/// assert!(alphametic_web::page::file("../Cargo.toml").is_none());
/// ```
pub fn file(name: &str) -> Option<File> {
    FILES.into_iter().find(|file| file.name == name)
}
