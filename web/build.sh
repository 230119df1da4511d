#!/usr/bin/env bash
# Builds the static site into one folder, web/dist/ (or the folder given):
# the page (index.html, app.css, app.js, worker.js, from web/page/) and
# the solvers compiled to WebAssembly with their bindings
# (alphametic_web_bg.wasm, alphametic_web.js). Any static file
# host serves the folder as it is; `alphametic serve` embeds the module
# when it is built after this.
#
# Installs what it needs when it is missing, and says nothing when both are
# there: the wasm32-unknown-unknown target (rust-toolchain.toml names it,
# but rustup adds a toolchain file's targets only when it installs the
# toolchain itself) and the wasm-bindgen command at the exact version of
# the crate in Cargo.lock.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-web/dist}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi

# The command and the crate must agree on the version to the last digit.
# Not --locked: the command's own lock file names a webpki-roots release
# that the registry no longer offers.
version=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;}' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]; then
    cargo install wasm-bindgen-cli --version "$version"
fi

# English number names only and a small printer of the generated code:
# every language and prettyplease would make the module six times larger.
cargo build --profile wasm --target wasm32-unknown-unknown -p alphametic-web --lib --no-default-features
target=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
    --out-dir "$out" \
    "$target/wasm32-unknown-unknown/wasm/alphametic_web.wasm"
cp web/page/* "$out/"
echo "built $out/: $(cd "$out" && echo *)"
