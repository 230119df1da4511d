#!/usr/bin/env bash
# The cold debug build of a fresh crate that depends on `alphametic` and
# calls `alphametic!`, against one or more checkouts of this repository:
#
#   benches/cold-build.sh /path/to/checkout-a /path/to/checkout-b …
#
# Each checkout is built in a new target directory (dependencies included,
# as a user's first `cargo build` does), three times (ROUNDS=N for another
# number), and the best wall time printed, so that two checkouts can be
# compared side by side.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 CHECKOUT…" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for checkout in "$@"; do
    checkout=$(cd "$checkout" && pwd)
    crate="$work/user"
    rm -rf "$crate"
    mkdir -p "$crate/src"
    cat >"$crate/Cargo.toml" <<TOML
[package]
name = "user"
version = "0.0.0"
edition = "2024"

[dependencies]
alphametic = { path = "$checkout" }

[workspace]
TOML
    cat >"$crate/src/main.rs" <<'RS'
fn main() {
    let send = alphametic::alphametic!("SEND + MORE == MONEY");
    println!("{}", send.solve().map(|s| s.to_string()).unwrap_or_default());
}
RS
    cp "$checkout/rust-toolchain.toml" "$crate/" 2>/dev/null || true
    # Resolve and fetch once, outside the timing.
    (cd "$crate" && cargo fetch --quiet)
    best=""
    for _ in $(seq "${ROUNDS:-3}"); do
        rm -rf "$crate/target"
        start=$(date +%s.%N)
        (cd "$crate" && CARGO_TARGET_DIR="$crate/target" cargo build --quiet)
        end=$(date +%s.%N)
        t=$(echo "$end - $start" | bc)
        if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
    done
    units=$(cd "$crate" && cargo tree --prefix none -e normal,build | sort -u | wc -l)
    printf '%s\t%.1f s\t%s crates\n' "$checkout" "$best" "$units"
done
