#!/usr/bin/env python3
"""OR-Tools CP-SAT on this project's sum puzzles, for comparison.

Two sets:
  planted  every puzzle of tests/data/alphametics/planted_bases.tsv, timed to
           the first solution;
  sums     every line of tests/data/alphametics/sums.txt (base 10), timed to
           count all its solutions (enumerate_all_solutions), each count
           checked against count_computed of sums.meta.tsv.

Each letter is an IntVar in [0, base-1] ([1, base-1] for the first letter of
a word of two or more letters), all of them AllDifferent, and each equation
one linear constraint: the sum of each letter's weight (its place values,
left side positive, right side negative) times its variable is 0.

Times are wall-clock per puzzle, from parsing the text to the solver's
answer, model building included. CP-SAT runs one worker by default (one
core, like the Rust solvers; enumeration requires it anyway).

    python3 benches/peers/cpsat.py                 # Markdown tables
    python3 benches/peers/cpsat.py --json          # JSON lines
    python3 benches/peers/cpsat.py --set planted   # one set only
"""

import argparse
import json
import re
import sys
import time
from pathlib import Path


def _ortools():
    """OR-Tools' CP-SAT module, installed with pip when it is missing."""
    try:
        from ortools.sat.python import cp_model
    except ImportError:
        import subprocess

        print("installing ortools (pip install ortools)", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "ortools"], check=True)
        from ortools.sat.python import cp_model
    return cp_model


cp_model = _ortools()

DATA = Path(__file__).resolve().parents[2] / "tests/data/alphametics"
WORD = re.compile(r"^[A-Z]+$")


def weights(text, base):
    """Per equation, {letter: weight}; and the set of leading letters."""
    equations, leading = [], set()
    for equation in re.split(r"[,;]", text):
        lhs, sep, rhs = equation.partition("==")
        if not sep:
            lhs, sep, rhs = equation.partition("=")
        if not sep or "=" in rhs:
            raise ValueError(f"not a sum: {text!r}")
        weight = {}
        for side, sign in ((lhs, 1), (rhs, -1)):
            for word in (w.strip() for w in side.split("+")):
                if not WORD.match(word):
                    raise ValueError(f"not a sum: {text!r}")
                if len(word) > 1:
                    leading.add(word[0])
                for place, letter in enumerate(reversed(word)):
                    weight[letter] = weight.get(letter, 0) + sign * base**place
        equations.append(weight)
    return equations, leading


def model(text, base):
    equations, leading = weights(text, base)
    letters = sorted({l for eq in equations for l in eq})
    m = cp_model.CpModel()
    var = {l: m.NewIntVar(1 if l in leading else 0, base - 1, l) for l in letters}
    m.AddAllDifferent(list(var.values()))
    for eq in equations:
        m.Add(sum(w * var[l] for l, w in eq.items() if w) == 0)
    return m, var


def solver(workers, time_limit):
    s = cp_model.CpSolver()
    s.parameters.num_workers = workers
    if time_limit:
        s.parameters.max_time_in_seconds = time_limit
    return s


class Counter(cp_model.CpSolverSolutionCallback):
    def __init__(self):
        super().__init__()
        self.count = 0

    def on_solution_callback(self):
        self.count += 1


def first(text, base, workers, time_limit):
    """Seconds to the first solution, and 1 or 0 solutions (None on time-out)."""
    start = time.perf_counter()
    m, var = model(text, base)
    s = solver(workers, time_limit)
    status = s.Solve(m)
    seconds = time.perf_counter() - start
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        digit = {l: s.Value(v) for l, v in var.items()}
        check(text, base, digit)
        return seconds, 1
    return seconds, 0 if status == cp_model.INFEASIBLE else None


def count(text, base, time_limit):
    """Seconds to enumerate all solutions, and their number (None on time-out)."""
    start = time.perf_counter()
    m, _ = model(text, base)
    s = solver(1, time_limit)
    s.parameters.enumerate_all_solutions = True
    counter = Counter()
    status = s.Solve(m, counter)
    seconds = time.perf_counter() - start
    done = status in (cp_model.OPTIMAL, cp_model.INFEASIBLE)
    return seconds, counter.count if done else None


def check(text, base, digit):
    """The solution satisfies every equation (distinctness is the model's)."""
    for eq in weights(text, base)[0]:
        assert sum(w * digit[l] for l, w in eq.items()) == 0, (text, digit)


def planted():
    rows = (DATA / "planted_bases.tsv").read_text().splitlines()[1:]
    return [(r.split("\t")[0], int(r.split("\t")[1])) for r in rows]


def sums():
    texts = (DATA / "sums.txt").read_text().splitlines()
    meta = (DATA / "sums.meta.tsv").read_text().splitlines()
    col = meta[0].split("\t").index("count_computed")
    counts = [int(r.split("\t")[col]) for r in meta[1:]]
    return [(t, 10, c) for t, c in zip(texts, counts)]


def short(text, n=60):
    return text if len(text) <= n else text[: n - 1] + "…"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", choices=["planted", "sums", "all"], default="all")
    ap.add_argument("--json", action="store_true", help="JSON lines instead of Markdown")
    ap.add_argument("--workers", type=int, default=1, help="CP-SAT workers for the planted set")
    ap.add_argument("--time-limit", type=float, default=600, help="seconds per puzzle")
    args = ap.parse_args()

    results = []
    if args.set in ("planted", "all"):
        for text, base in planted():
            seconds, n = first(text, base, args.workers, args.time_limit)
            results.append(("planted", text, base, seconds, n, None))
    if args.set in ("sums", "all"):
        for text, base, expected in sums():
            seconds, n = count(text, base, args.time_limit)
            results.append(("sums", text, base, seconds, n, expected))

    wrong = [r for r in results if r[5] is not None and r[4] is not None and r[4] != r[5]]
    if args.json:
        for set_, text, base, seconds, n, _ in results:
            print(json.dumps({"set": set_, "puzzle": text, "base": base,
                              "seconds": round(seconds, 6), "solutions": n}))
    else:
        print(f"CP-SAT {cp_model.__name__.split('.')[0]} "
              f"(ortools {__import__('ortools').__version__}), "
              f"{args.workers} worker(s) for planted, 1 for sums\n")
        for set_, what in (("planted", "time to the first solution"),
                           ("sums", "time to count all solutions")):
            rows = [r for r in results if r[0] == set_]
            if not rows:
                continue
            print(f"### {set_}: {what}\n")
            print("| puzzle | base | seconds | solutions |")
            print("|---|---:|---:|---:|")
            for _, text, base, seconds, n, expected in rows:
                shown = "time-out" if n is None else str(n)
                if expected is not None and n is not None and n != expected:
                    shown += f" (expected {expected})"
                print(f"| `{short(text)}` | {base} | {seconds:.4f} | {shown} |")
            total = sum(r[3] for r in rows)
            timeouts = sum(r[4] is None for r in rows)
            print(f"| **total, {len(rows)} puzzles** | | **{total:.3f}** | "
                  f"{timeouts} time-out(s) |\n")
    if wrong:
        print(f"{len(wrong)} count(s) differ from sums.meta.tsv", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
