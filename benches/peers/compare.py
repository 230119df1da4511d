#!/usr/bin/env python3
"""The `alphametic` command line tool and OR-Tools CP-SAT side by side.

For every puzzle of tests/data/alphametics/planted_bases.tsv (sums in
bases 16 to 36), the wall time of

  alphametic solve --base B PUZZLE   (a new process each time: start-up,
                                      parsing, planning, first solution
                                      and output included), and
  CP-SAT's first solution             (model building included, from
                                      cpsat.py --json, one worker);

then the same for counting every solution of tests/data/alphametics/sums.txt
(`alphametic solve --count`). Each time is the best of three runs. Prints
Markdown tables and the totals, with CP-SAT's time over ours.

    python3 benches/peers/compare.py

It builds the release binary (cargo build --release -p alphametic-cli) and
cpsat.py installs OR-Tools (pip install ortools) when either is missing.
"""

import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests/data/alphametics"
BINARY = ROOT / "target/release/alphametic"


def ours(args):
    """Best wall time of three runs of the CLI, in seconds."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        done = subprocess.run([str(BINARY), *args], capture_output=True, text=True)
        took = time.perf_counter() - start
        if done.returncode not in (0, 1):
            sys.exit(f"alphametic {' '.join(args)} failed: {done.stderr}")
        best = min(best, took)
    return best


def cpsat(which):
    """CP-SAT's seconds per puzzle of one set, from cpsat.py (best of three)."""
    runs = []
    for _ in range(3):
        out = subprocess.run(
            [sys.executable, str(Path(__file__).with_name("cpsat.py")), "--set", which, "--json"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        runs.append([json.loads(line) for line in out.splitlines() if line.strip()])
    return [min(run[i]["seconds"] for run in runs) for i in range(len(runs[0]))]


def table(title, rows):
    print(f"\n{title}\n")
    print("| puzzle | base | alphametic | CP-SAT | CP-SAT / alphametic |")
    print("|---|---:|---:|---:|---:|")
    for puzzle, base, a, c in rows:
        short = puzzle if len(puzzle) <= 48 else puzzle[:47] + "…"
        print(f"| {short} | {base} | {a * 1e3:.1f} ms | {c * 1e3:.1f} ms | {c / a:.1f}x |")
    total_a = sum(r[2] for r in rows)
    total_c = sum(r[3] for r in rows)
    print(f"\ntotal: alphametic {total_a * 1e3:.0f} ms, CP-SAT {total_c * 1e3:.0f} ms, "
          f"CP-SAT / alphametic {total_c / total_a:.1f}x; "
          f"slowest alphametic run {max(r[2] for r in rows) * 1e3:.1f} ms")


def main():
    if not BINARY.exists():
        subprocess.run(["cargo", "build", "--release", "-p", "alphametic-cli"], cwd=ROOT, check=True)
    planted = [line.split("\t") for line in (DATA / "planted_bases.tsv").read_text().splitlines()[1:]]
    peer = cpsat("planted")
    rows = [(p[0], int(p[1]), ours(["solve", "--base", p[1], p[0]]), c) for p, c in zip(planted, peer)]
    table("Planted sums, first solution, wall time per puzzle:", rows)
    sums = (DATA / "sums.txt").read_text().splitlines()
    peer = cpsat("sums")
    rows = [(s, 10, ours(["solve", "--count", s]), c) for s, c in zip(sums, peer)]
    table("Published sums, every solution counted, wall time per puzzle:", rows)


if __name__ == "__main__":
    main()
