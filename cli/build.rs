//! Finds the WebAssembly module of the web page, if `web/build.sh` has
//! built it, for `alphametic serve` to embed.
//!
//! The page runs its work on that module in a Web Worker. Without it (a
//! fresh clone, a crate from the registry), the server embeds the page
//! alone, and the page does its work through the server's JSON API. The
//! cfg `site` says which; `ALPHAMETIC_SITE` names the built folder.

use std::env;
use std::path::PathBuf;

/// The files of the site that the page's own assets do not provide.
const MODULE: [&str; 2] = ["alphametic_web.js", "alphametic_web_bg.wasm"];

fn main() {
    println!("cargo::rustc-check-cfg=cfg(site)");
    println!("cargo::rerun-if-env-changed=ALPHAMETIC_SITE");
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let site =
        env::var_os("ALPHAMETIC_SITE").map_or_else(|| manifest.join("../web/dist"), PathBuf::from);
    // Watching a folder that does not exist yet would rerun this script on
    // every build; its parent tells when it appears.
    if site.is_dir() {
        for file in MODULE {
            println!("cargo::rerun-if-changed={}", site.join(file).display());
        }
    } else if let Some(parent) = site.parent().filter(|p| p.is_dir()) {
        println!("cargo::rerun-if-changed={}", parent.display());
    }
    if cfg!(feature = "serve") && MODULE.iter().all(|file| site.join(file).is_file()) {
        let site = site.canonicalize().unwrap_or(site);
        println!("cargo::rustc-cfg=site");
        println!("cargo::rustc-env=ALPHAMETIC_SITE={}", site.display());
    }
}
