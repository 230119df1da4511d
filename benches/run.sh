#!/usr/bin/env bash
# Runs the benchmarks and rewrites benches/README.md from
# benches/README.template.md with their figures:
#
#   benches/run.sh                   # every table
#   benches/run.sh solvers peers     # those tables; the others stay as they are
#   benches/run.sh --list            # the table names
#   QUICK=1 benches/run.sh           # short criterion runs, to check the script
#
# Each table is one command (printed before it runs); its whole output goes
# to target/bench-runs/TABLE.txt, and benches/report.py reads it, with
# criterion's estimates under target/criterion/, and writes the table with
# the date of the run. Per-puzzle figures go to benches/results/*.csv.
#
# Installs what a table uses when it is missing: OR-Tools (pip, by
# benches/peers/cpsat.py), the Python package (pip, into target/py-bench), Chromium and the npm packages
# (browser-tests/setup.sh), the wasm target and wasm-bindgen (web/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

TABLES=(solvers skeletons run-files puzzles find explain peers cold-build browser serve-load python)

if [ "${1:-}" = --list ]; then
    printf '%s\n' "${TABLES[@]}"
    exit 0
fi
chosen=("$@")
[ ${#chosen[@]} -gt 0 ] || chosen=("${TABLES[@]}")
for table in "${chosen[@]}"; do
    case " ${TABLES[*]} " in
    *" $table "*) ;;
    *) echo "unknown table: $table (one of: ${TABLES[*]})" >&2; exit 2 ;;
    esac
done

target=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
raw="$target/bench-runs"
mkdir -p "$raw"

# Every cargo command names the whole workspace (`--workspace` and a
# target), so that all of them build the dependencies with the same
# features, once.
#
# Criterion's own options: the defaults of each bench, or a fraction of a
# second per function in quick mode.
criterion=()
if [ -n "${QUICK:-}" ]; then
    criterion=(--warm-up-time 0.1 --measurement-time 0.3 --sample-size 10)
fi

# The file of the table being run, and the command lines it ran.
out=""
log() {
    local line="$*"
    line=${line//$PWD\//}
    line=${line% --}
    echo "+ $line" >&2
    echo "$line" >>"$out.cmd"
}

# Runs a command, its output to the table's file and the terminal.
step() {
    log "$@"
    "$@" 2>&1 | tee -a "$out.txt"
}

# Runs a command with its output to FILE, and appends its wall and CPU
# seconds to the table's file as `time LABEL: WALL USER SYS`.
timed() {
    local label=$1 file=$2
    shift 2
    log "$@"
    local TIMEFORMAT="time $label: %R %U %S"
    { time "$@" >"$file" 2>"$file.err"; } 2>>"$out.txt"
    tail -n 1 "$out.txt"
}

release_cli() {
    log cargo build --release --workspace --bin alphametic
    cargo build --release --quiet --workspace --bin alphametic
}

run_solvers() { step cargo bench --workspace --bench solvers -- "${criterion[@]}"; }

run_skeletons() { step cargo bench --workspace --bench skeletons -- "${criterion[@]}"; }

run_run_files() { step cargo bench --workspace --bench run_files; }

run_puzzles() { step cargo bench --workspace --bench puzzles -- "${criterion[@]}"; }

run_find() {
    step cargo bench --workspace --bench find
    # The command on every core, over the same lists.
    release_cli
    local list
    for list in greek colours; do
        timed "find $list" "$raw/find-$list.out" \
            "$target/release/alphametic" find "tests/data/words/$list.txt"
        echo "found $list: $(wc -l <"$raw/find-$list.out")" >>"$out.txt"
    done
}

run_explain() {
    step cargo bench --workspace --bench explain -- "${criterion[@]}"
    release_cli
    local find=("$target/release/alphametic" find tests/data/words/colours.txt --max 3)
    timed "find colours --max 3" "$raw/explain-find.out" "${find[@]}"
    timed "find colours --max 3 --rate" "$raw/explain-find.out" "${find[@]}" --rate
    echo "found colours --max 3: $(wc -l <"$raw/explain-find.out")" >>"$out.txt"
}

run_peers() {
    # compare.py builds the binary only when it is missing: build it here,
    # so that it is the current code's.
    release_cli
    step python3 benches/peers/compare.py
}

run_cold_build() {
    local rounds=3
    [ -z "${QUICK:-}" ] || rounds=1
    ROUNDS=$rounds step benches/cold-build.sh .
}

run_browser() {
    step browser-tests/setup.sh
    step web/build.sh
    # The screenshots the page's tests take go with the output, not into
    # the checkout.
    local tests=(node --test --test-concurrency=1 speed.test.mjs static.test.mjs)
    log "(cd browser-tests && ${tests[*]})"
    (cd browser-tests && SCREENSHOTS="$raw/screenshots" "${tests[@]}" 2>&1 | tee -a "$out.txt")
}

run_serve_load() {
    # Built first, so that the timed run is the test alone.
    step cargo test --quiet --workspace --test serve_load --no-run
    timed "serve_load" "$raw/serve-load.out" \
        cargo test --quiet --workspace --test serve_load -- --nocapture
    cat "$raw/serve-load.out.err" >>"$out.txt"
}

run_python() {
    # The package as `pip install ./python` builds it, in a virtual
    # environment of its own, which the bench's ortools goes into too.
    local venv="$target/py-bench"
    [ -x "$venv/bin/python" ] || step python3 -m venv "$venv"
    step "$venv/bin/pip" install --quiet --disable-pip-version-check ./python
    step "$venv/bin/python" python/benches/bench.py
}

# A table whose command fails keeps its figures in the README; the others
# are written, and the script ends with the failure.
date=$(date -u +%F)
done=()
failed=()
for table in "${chosen[@]}"; do
    out="$raw/$table"
    rm -f "$out.txt" "$out.cmd"
    date +%s >"$out.start"
    echo "== $table" >&2
    set +e
    (set -e; "run_${table//-/_}")
    status=$?
    set -e
    if [ "$status" -eq 0 ]; then done+=("$table"); else failed+=("$table"); fi
done

if [ ${#done[@]} -gt 0 ]; then
    cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
    python3 benches/report.py --raw "$raw" --criterion "$target/criterion" --date "$date" \
        --machine "$cpu, $(nproc) cores, $(rustc --version | cut -d' ' -f1-2)" \
        ${QUICK:+--quick} "${done[@]}"
    echo "wrote benches/README.md: ${done[*]}" >&2
fi
if [ ${#failed[@]} -gt 0 ]; then
    echo "failed, their tables kept as they were: ${failed[*]} (output in $raw/)" >&2
    exit 1
fi
