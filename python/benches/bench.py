#!/usr/bin/env python3
"""The Python package against the same calls from Rust, and against
OR-Tools CP-SAT in the same process, on the 102 published sums.

    python3 python/benches/bench.py

For each sum of tests/data/alphametics/sums.txt, two calls: parse and the
first solution (`Puzzle(text).solve()`), and parse and a count of every
solution (`Puzzle(text).count()`). Python and Rust (the example
`native_timing` of the crate, the same calls on `alphametic::Puzzle`) time
each the same way: a loop of at least 20 ms, the best of five, per call.
CP-SAT (the model of benches/peers/cpsat.py: one AllDifferent, one linear
equation, one worker) is timed per puzzle at the best of three, model
building included; its counts are checked against the package's.

Needs the package installed in this Python (`pip install ./python`);
installs ortools with pip when it is missing. Prints the figures that
benches/report.py reads into the `python` table of benches/README.md.
"""

import math
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benches" / "peers"))

import alphametic  # noqa: E402
import cpsat  # noqa: E402  (installs ortools when it is missing)

ROUND = 0.020
ROUNDS = 5


def per_call(call):
    """Seconds per call of `call`: loops of at least ROUND, best of ROUNDS."""
    calls = 1
    while True:
        start = time.perf_counter()
        for _ in range(calls):
            call()
        if time.perf_counter() - start >= ROUND:
            break
        calls *= 2
    best = math.inf
    for _ in range(ROUNDS):
        start = time.perf_counter()
        for _ in range(calls):
            call()
        best = min(best, (time.perf_counter() - start) / calls)
    return best


def rust_times(texts):
    """{text: (solve, count)} seconds per call from the Rust example."""
    cmd = ["cargo", "run", "--quiet", "--release", "-p", "alphametic-python",
           "--example", "native_timing"]
    print("+ " + " ".join(cmd) + " < sums.txt", file=sys.stderr)
    out = subprocess.run(cmd, input="\n".join(texts) + "\n", capture_output=True,
                         text=True, check=True, cwd=ROOT).stdout
    times = {}
    for line in out.splitlines():
        text, figures = line.split("\t")
        _, solve, _, count = figures.split()
        times[text] = (float(solve), float(count))
    return times


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def human(s):
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if s >= scale:
            return f"{s / scale:.3g} {unit}"
    return f"{s / 1e-9:.3g} ns"


def main():
    texts = [t for t in (ROOT / "tests/data/alphametics/sums.txt").read_text().splitlines() if t]
    rust = rust_times(texts)
    rows = []
    for text in texts:
        py_solve = per_call(lambda: alphametic.Puzzle(text).solve())
        py_count = per_call(lambda: alphametic.Puzzle(text).count())
        count = alphametic.Puzzle(text).count()
        sat_solve = min(cpsat.first(text, 10, 1, 600)[0] for _ in range(3))
        sat = [cpsat.count(text, 10, 600) for _ in range(3)]
        assert all(n == count for _, n in sat), (text, count, sat)
        sat_count = min(s for s, _ in sat)
        rows.append((text, py_solve, rust[text][0], sat_solve, py_count, rust[text][1], sat_count))

    print("| puzzle | solve: Python | Rust | CP-SAT | count: Python | Rust | CP-SAT |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for text, *t in rows:
        print(f"| `{cpsat.short(text)}` | " + " | ".join(human(x) for x in t) + " |")
    print()
    for name, py, rs, sat in (("solve", 1, 2, 3), ("count", 4, 5, 6)):
        total = [sum(r[i] for r in rows) for i in (py, rs, sat)]
        print(f"{name}: {len(rows)} puzzles; total Python {total[0]:.6f} s, Rust {total[1]:.6f} s, "
              f"CP-SAT {total[2]:.6f} s; Python / Rust total {total[0] / total[1]:.2f}, "
              f"geometric mean {geomean([r[py] / r[rs] for r in rows]):.2f}, "
              f"per call {1e6 * (total[0] - total[1]) / len(rows):.2f} us more; "
              f"CP-SAT / Python total {total[2] / total[0]:.1f}, "
              f"geometric mean {geomean([r[sat] / r[py] for r in rows]):.1f}")


if __name__ == "__main__":
    main()
