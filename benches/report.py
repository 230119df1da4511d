#!/usr/bin/env python3
"""Writes benches/README.md from benches/README.template.md and the output
of the benchmarks that benches/run.sh ran (run that script; this one only
reads what it leaves).

    benches/report.py --raw DIR --criterion DIR --date D --machine M TABLE...

For each TABLE, DIR/TABLE.txt holds the commands' output, DIR/TABLE.cmd
the command lines and DIR/TABLE.start the time the table started (criterion
estimates older than that are not this run's). The template's
`{{table NAME}}` lines become the tables; a table not named on the command
line keeps its block from the current README, date included.
"""

import argparse
import csv
import json
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "benches/README.md"
TEMPLATE = ROOT / "benches/README.template.md"
RESULTS = ROOT / "benches/results"

# --- figures -----------------------------------------------------------------

UNITS = {"ns": 1e-9, "µs": 1e-6, "ms": 1e-3, "s": 1.0}


def seconds(text):
    """`57.7 µs` -> 5.77e-5."""
    value, unit = text.split()
    return float(value) * UNITS[unit]


def human(s):
    """Seconds as a time with three significant figures."""
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if s >= scale:
            return f"{s / scale:.3g} {unit}"
    return f"{s / 1e-9:.3g} ns"


def ratio(x):
    return f"{x:.2f}x" if x < 100 else f"{x:,.0f}x"


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def cells(line):
    return [c.strip() for c in line.strip().strip("|").split(" | ")]


class Criterion:
    """Criterion's estimates of one run: median seconds by (group, function)."""

    def __init__(self, root, since):
        self.medians = {}
        self.elements = {}
        for bench in Path(root).glob("**/new/benchmark.json"):
            if bench.stat().st_mtime < since:
                continue
            meta = json.loads(bench.read_text())
            estimates = json.loads(bench.with_name("estimates.json").read_text())
            key = (meta["group_id"], meta.get("function_id"))
            self.medians[key] = estimates["median"]["point_estimate"] * 1e-9
            throughput = meta.get("throughput") or {}
            if "Elements" in throughput:
                self.elements[key] = throughput["Elements"]

    def get(self, group, function=None):
        return self.medians.get((group, function))

    def cell(self, group, function=None):
        t = self.get(group, function)
        return human(t) if t is not None else "–"


# --- the printed tables of support/src/table.rs --------------------------------


class Section:
    def __init__(self, title):
        self.title = title
        self.solvers = []
        self.rows = []  # (name, [seconds per solver])
        self.geomean = {}  # (a, b) -> a over b, as printed
        self.totals = {}  # solver -> seconds
        self.count = 0  # puzzles, from the summary

    def speedups(self, a, b):
        """(name, b's time / a's) of each row: how many times faster a is."""
        i, j = self.solvers.index(a), self.solvers.index(b)
        return [(name, t[j] / t[i]) for name, t in self.rows]

    def total(self, a, b):
        """a over b on the whole set: b's total time / a's."""
        return self.totals[b] / self.totals[a]


GEOMEAN = re.compile(r"geometric mean speed-up of (.+?) over (.+?): ([\d.]+)x(?: \((\d+) puzzles\))?")
TOTAL = re.compile(r"total time: (.+?) ([\d.]+ [µm]?s), (.+?) ([\d.]+ [µm]?s), speed-up")


def sections(text, first_title):
    """The tables `support/src/table.rs` prints, from the one titled
    `first_title` on, by title."""
    found, current = {}, None
    started = False
    for line in text.splitlines():
        line = line.rstrip()
        if not started:
            started = line.startswith(first_title)
            if not started:
                continue
        if line.startswith("| puzzle |"):
            current.solvers = [
                c for c in cells(line)[1:] if not c.endswith("speed-up")
            ]
        elif line.startswith("|---"):
            continue
        elif line.startswith("| "):
            c = cells(line)
            times = [seconds(x) for x in c[1:] if not x.endswith("x")]
            current.rows.append((c[0], times))
        elif m := GEOMEAN.match(line):
            current.geomean[(m[1], m[2])] = float(m[3])
            current.count = int(m[4]) if m[4] else current.count
        elif m := TOTAL.match(line):
            current.totals[m[1]] = seconds(m[2])
            current.totals[m[3]] = seconds(m[4])
        elif line.endswith(":") and not line.startswith(("-", " ")):
            current = found[line[:-1]] = Section(line[:-1])
    return found


def extremes(section, a, b):
    """The rows where `a` over `b` is least and greatest, as text."""
    rows = sorted(section.speedups(a, b), key=lambda r: r[1])
    show = lambda r: f"{ratio(r[1])} `{r[0].split(': ', 1)[-1]}`"  # noqa: E731
    return show(rows[0]), show(rows[-1])


def write_csv(name, header, rows):
    RESULTS.mkdir(exist_ok=True)
    with open(RESULTS / f"{name}.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)


# --- one function per table: the Markdown below the command line -------------------


def solvers(text, crit):
    s = sections(text, "The Exercism cases")
    end_to_end = s["The Exercism cases and the sums corpus, end to end on a fresh puzzle (parse, plan and the first count)"]
    first = s["The same, parse and the first solution"]
    repeated = s["The same, parse and the first count of a fresh puzzle against parse and a repeated count of a used one"]
    search = s["The same, all solutions, search alone"]
    colour_search = s["Unique sums of colour names, all solutions, search alone"]
    colour_end = s["The same, end to end on a fresh puzzle (parse, plan and the first count)"]
    planted = s["Planted sums in bases 16 to 36, the first solution end to end"]
    expressions = s["The expressions corpus, all solutions, end to end"]
    relation = (s["runtime"], s["generated"])
    n = len(search.rows)

    out = ["| corpus, what is timed | ratio | geometric mean | total | least | most |",
           "|---|---|---:|---:|---|---|"]

    def row(label, section, a, b, with_rows=True):
        g = section.geomean.get((a, b))
        if g is None:  # a later solver against the one before it
            g = geomean([r for _, r in section.speedups(a, b)])
        least, most = extremes(section, a, b) if with_rows and section.rows else ("", "")
        out.append(f"| {label} | {a} over {b} | **{ratio(g)}** | {ratio(section.total(a, b))} "
                   f"| {least} | {most} |")

    row(f"published sums ({n}), parse, plan and first count", end_to_end, "runtime", "plain")
    row("", end_to_end, "generated", "runtime")
    row("the same, parse and first solution", first, "runtime", "plain")
    row("", first, "generated", "runtime")
    row("the same, every solution, search alone", search, "runtime", "plain")
    row("", search, "generated", "plain")
    row("", search, "generated", "runtime")
    row("the same, parse and a repeated count of a used `Puzzle`, against a first count",
        repeated, "repeated count", "first count")
    row(f"colour-name sums ({colour_search.count}), every solution, search alone",
        colour_search, "runtime", "plain", with_rows=False)
    row("the same, parse, plan and first count", colour_end, "runtime", "plain", with_rows=False)
    row(f"planted sums in bases 16 to 36 ({len(planted.rows)}), parse and first solution",
        planted, "runtime", "plain")
    row(f"expressions ({len(expressions.rows)}), parse, plan and every solution",
        expressions, "runtime", "brute force")
    row("", expressions, "generated", "brute force")
    row("", expressions, "generated", "runtime")

    out += ["", "A sum alone and with a relation, every solution, the search alone: the time with the "
            "relation / the sum's alone.", "",
            "| sum, and with the relation | runtime | generated |", "|---|---:|---:|"]
    for (name, rt), (_, gt) in zip(relation[0].rows, relation[1].rows):
        out.append(f"| `{name.replace(' / ', '`, `')}` | {ratio(rt[1] / rt[0])} "
                   f"| {ratio(gt[1] / gt[0])} |")

    groups = ["SEND + MORE == MONEY", "AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE",
              "NORTH / SOUTH == EAST / WEST"]
    out += ["", "Criterion, the median of each function: every solution of a parsed puzzle "
            "counted.", "",
            "| puzzle | plain | runtime | generated | generated over runtime |",
            "|---|---:|---:|---:|---:|"]
    for g in groups:
        rt, gen = crit.get(g, "runtime"), crit.get(g, "generated")
        over = ratio(rt / gen) if rt and gen else "–"
        out.append(f"| `{g}` | {crit.cell(g, 'plain')} | {crit.cell(g, 'runtime')} "
                   f"| {crit.cell(g, 'generated')} | {over} |")
    out += ["", "| `SEND + MORE == MONEY` | median |", "|---|---:|"]
    for f, label in [
        ("SEND + MORE == MONEY, parse, lower and default plan", "`Puzzle::parse`: parse, lower and default plan"),
        ("SEND + MORE == MONEY", "`Puzzle::parse` and its plan read"),
        ("SEND + MORE == MONEY, parse and first count", "`Puzzle::parse` and a first `count`"),
        ("SEND + MORE == MONEY, plain", "the plain solver's parse"),
    ]:
        out.append(f"| {label} | {crit.cell('parse + plan', f)} |")

    csv_rows = []
    for key, section in [("parse, plan and first count", end_to_end),
                         ("parse and first solution", first),
                         ("every solution, search alone", search),
                         ("first count, or parse and a repeated count", repeated),
                         ("planted, parse and first solution", planted),
                         ("expressions, parse, plan and every solution", expressions)]:
        for name, times in section.rows:
            for solver, t in zip(section.solvers, times):
                csv_rows.append((key, name, solver, f"{t:.3e}"))
    write_csv("solvers", ["table", "puzzle", "solver", "seconds"], csv_rows)
    out += ["", "Every puzzle's times: [results/solvers.csv](results/solvers.csv)."]
    return out


def skeletons(text, crit):
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("| form |"))
    out = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        out.append(line)
    out += ["", "Criterion, the median time per puzzle of each form:", "",
            "| form | runtime | written method | written method / runtime |",
            "|---|---:|---:|---:|"]
    for form in ["long divisions", "long multiplications", "skeletons with ?"]:
        per = crit.elements.get((form, "runtime"), 1)
        rt, wr = crit.get(form, "runtime"), crit.get(form, "written method")
        out.append(f"| {form} | {human(rt / per) if rt else '–'} "
                   f"| {human(wr / per) if wr else '–'} "
                   f"| {f'{wr / rt:.2f}' if rt and wr else '–'} |")
    out.append("")
    median = next(l for l in lines if "long divisions parsed, solved and counted" in l)
    slowest = lines[lines.index(median) + 1]
    out.append(f"- {median.removesuffix('; the slowest:')}; the slowest {slowest[2:]}.")
    for form in ["long divisions", "long multiplications"]:
        i = next(i for i, l in enumerate(lines) if l.startswith(f"{form}, each counted alone"))
        m = re.search(r"on (\d+) of (\d+)", lines[i])
        largest, smallest = lines[i + 1][2:], lines[i + 5][2:]
        out.append(f"- {form}, each counted alone: the runtime is the slower on {m[1]} of "
                   f"{m[2]}; runtime / written method at most {largest}, at least {smallest}.")
    planted = [i for i, l in enumerate(lines) if "planted layouts (tests/data" in l]
    if planted:
        i = planted[0]
        out.append(f"- {lines[i]}; the slowest for the runtime (runtime, generated, written "
                   f"method): {'; '.join(l[2:] for l in lines[i + 2:i + 7])}.")
    return out


def run_files(text, crit):
    """The oracle against alphametic on every run file: the summary lines
    and the slowest files."""
    section = sections(text, "run files (")["run files (tests/data/runfiles), read, parsed, planned and counted"]
    rows = sorted(section.rows, key=lambda r: -r[1][1])
    write_csv("run-files", ["file", "oracle_s", "alphametic_s"],
              [(name, *times) for name, times in section.rows])
    out = ["| | oracle | alphametic | oracle / alphametic |", "|---|---:|---:|---:|"]
    out.append(f"| total ({len(section.rows)} files) | {human(section.totals['oracle'])} "
               f"| {human(section.totals['alphametic'])} "
               f"| {ratio(section.total('alphametic', 'oracle'))} |")
    for name, (o, a) in rows[:5]:
        out.append(f"| slowest: `{name}` | {human(o)} | {human(a)} | {ratio(o / a)} |")
    g = section.geomean.get(("alphametic", "oracle"))
    out += ["", f"- geometric mean of oracle / alphametic over the files: {ratio(g) if g else '–'}."]
    skipped = next((l for l in text.splitlines() if "run files timed;" in l), None)
    if skipped:
        out.append(f"- {skipped}.")
    return out


def puzzles(text, crit):
    out = ["| group/function | what | median | per puzzle |", "|---|---|---:|---:|"]
    for group, function, what in [
        ("kakuro", "pe424_all_200", "the 200 cryptic kakuro of Project Euler 424 "
         "(`tests/data/pe424/pe424_kakuro200.txt`)"),
        ("sudoku", "top1465_end_to_end", "`tests/data/sudoku/top1465.txt`, the exact-cover "
         "matrix built, uniqueness checked"),
        ("sudoku", "hardest_11", "the 11 puzzles of `tests/data/sudoku/hardest.txt`, "
         "uniqueness checked"),
    ]:
        t = crit.get(group, function)
        per = crit.elements.get((group, function))
        out.append(f"| `{group}/{function}` | {what} | {crit.cell(group, function)} "
                   f"| {human(t / per) if t and per else '–'} |")
    return out


LIBRARY = re.compile(r"^(.+?): (?:\d+ words, \d+..=\d+ addends: )?(\d+) unique, (\d+) "
                     r"candidates checked, ([\d.]+) s(?: \((\d+) ns per candidate\))?, best of (\d+)")
TIMED = re.compile(r"^time (.+): ([\d.]+) ([\d.]+) ([\d.]+)$")


def timings(text):
    """`time LABEL: wall user sys` lines: label -> (wall, cpu)."""
    return {m[1]: (float(m[2]), float(m[3]) + float(m[4]))
            for m in map(TIMED.match, text.splitlines()) if m}


def find(text, crit):
    out = ["| line | found | candidates checked | time | per candidate | best of |",
           "|---|---:|---:|---:|---:|---:|"]
    library = {}
    for m in map(LIBRARY.match, text.splitlines()):
        if m:
            library[m[1]] = float(m[4])
            per = f"{int(m[5]) / 1000:.1f} µs" if m[5] else ""
            out.append(f"| `{m[1]}` | {int(m[2]):,} | {int(m[3]):,} | {float(m[4]):.3f} s "
                       f"| {per} | {m[6]} |")
    t = timings(text)
    found = dict(re.findall(r"^found (\w+): (\d+)$", text, re.M))
    out += ["", "| `alphametic find` | found | wall | CPU | the command over the library in "
            "one thread |", "|---|---:|---:|---:|---:|"]
    for name in ["greek", "colours"]:
        wall, cpu = t[f"find {name}"]
        out.append(f"| `tests/data/words/{name}.txt` | {int(found[name]):,} | {wall:.2f} s "
                   f"| {cpu:.2f} s | **{ratio(library[name] / wall)}** |")
    return out


def explain(text, crit):
    per_sum = re.search(r"explain, published sums: ([\d.]+) ms per sum on average over (\d+)", text)
    m = re.search(r"find greek.txt: (\d+) found; find ([\d.]+) s, find --rate ([\d.]+) s, "
                  r"ratio ([\d.]+)", text)
    layouts = re.search(r"explain, skeletons: ([\d.]+) ms per puzzle on average over (\d+) "
                        r"puzzles, (\d+) complete", text)
    t = timings(text)
    found = re.search(r"^found colours --max 3: (\d+)$", text, re.M)
    sums = crit.get("published sums", "explain the 102 published sums")
    out = ["| what | time |", "|---|---:|",
           f"| explain `SEND + MORE == MONEY` (criterion) "
           f"| {crit.cell('explain SEND + MORE == MONEY')} |",
           f"| explain the {per_sum[2]} published sums, per sum (criterion) "
           f"| {human(sums / int(per_sum[2])) if sums else '–'} |",
           f"| the same, timed in one loop | {per_sum[1]} ms |",
           f"| explain the {layouts[2]} long divisions and multiplications and puzzles with "
           f"`?`s of `skeletons.tsv`, per puzzle, timed in one loop ({layouts[3]} complete, the "
           f"rest past the limit of cases) | {layouts[1]} ms |",
           f"| `find` over `greek.txt` ({m[1]} sums), one thread | {float(m[2]):.3f} s |",
           f"| the same, each result rated | {float(m[3]):.3f} s |",
           f"| **rated / not rated** | **{float(m[4]):.2f}** |",
           "",
           f"| `alphametic find tests/data/words/colours.txt --max 3` ({int(found[1]):,} sums) "
           f"| wall | CPU |", "|---|---:|---:|"]
    plain, rated = t["find colours --max 3"], t["find colours --max 3 --rate"]
    out += [f"| `find` | {plain[0]:.2f} s | {plain[1]:.2f} s |",
            f"| `find --rate` | {rated[0]:.2f} s | {rated[1]:.2f} s |",
            f"| **`find --rate` / `find`** | **{rated[0] / plain[0]:.2f}** "
            f"| **{rated[1] / plain[1]:.2f}** |"]
    return out


def peers(text, crit):
    out = ["| set | alphametic | CP-SAT | alphametic over CP-SAT | least, per puzzle "
           "| slowest alphametic run |", "|---|---:|---:|---:|---:|---:|"]
    csv_rows = []
    for title, label in [("Planted sums, first solution", "planted sums in bases 16 to 36 "
                          "({}), first solution (`solve --base B`)"),
                         ("Published sums, every solution counted", "published sums of "
                          "`sums.txt` ({}), every solution counted (`solve --count`)")]:
        part = text[text.index(title):]
        rows = []
        for line in part.splitlines()[1:]:
            if line.startswith("total:"):
                total = re.search(r"alphametic (\d+) ms, CP-SAT (\d+) ms, CP-SAT / "
                                  r"alphametic ([\d.]+)x; slowest alphametic run ([\d.]+) ms", line)
                break
            if line.startswith("| ") and not line.startswith("| puzzle"):
                c = cells(line)
                rows.append(c)
                csv_rows.append((title.split(",")[0], c[0], c[1],
                                 f"{seconds(c[2]):.3e}", f"{seconds(c[3]):.3e}"))
        closest = min(float(c[4].rstrip("x")) for c in rows)
        out.append(f"| {label.format(len(rows))} | {total[1]} ms | {total[2]} ms | **{total[3]}x** "
                   f"| {closest:.1f}x | {total[4]} ms |")
    write_csv("peers", ["set", "puzzle", "base", "alphametic seconds", "CP-SAT seconds"],
              csv_rows)
    out += ["", "Every puzzle's times: [results/peers.csv](results/peers.csv)."]
    return out


def cold_build(text, crit):
    line = next(l for l in text.splitlines() if re.search(r"\t[\d.]+ s\t\d+ crates$", l))
    _, best, crates = line.split("\t")
    return ["| build | best wall time | crates compiled |", "|---|---:|---:|",
            f"| a fresh crate calling `alphametic!`, cold, debug | {best} | {crates.split()[0]} |"]


def browser(text, crit):
    m = re.search(r"counted (\d+) times: WebAssembly ([\d.]+) ms, native ([\d.]+) ms, "
                  r"ratio ([\d.]+)", text)
    page = re.search(r"page: (\d+) bytes, (\d+) bytes gzipped", text)
    module = re.search(r"alphametic_web_bg.wasm \d+ -> (\d+)", text)
    opened = re.search(r"first solve after opening the page: (.+) ms", text)
    return ["| figure | measured | target |", "|---|---:|---:|",
            f"| the published sums counted {m[1]} times in the page's worker (WebAssembly) "
            f"| {m[2]} ms | |",
            f"| the same in native code | {m[3]} ms | |",
            f"| **WebAssembly / native** | **{m[4]}** | within 2 |",
            f"| the page's files, gzip -9 | {int(page[2]):,} bytes (the module "
            f"{int(module[1]):,}) | 500 KB |" if module else
            f"| the page's files, gzip -9 | {int(page[2]):,} bytes | 500 KB |",
            f"| opening the page to `SEND + MORE == MONEY` solved and drawn (three openings) "
            f"| {opened[1]} ms | 1 s |"]


def serve_load(text, crit):
    memory = re.search(r"server memory after each round, KiB: \[([\d, ]+)\]; peak (\d+) KiB", text)
    rounds = [int(x) // 1024 for x in memory[1].split(",")]
    wall, cpu = timings(text)["serve_load"]
    return ["| rounds | requests | wall time | resident memory after each round | peak | bound |",
            "|---:|---:|---:|---|---:|---:|",
            f"| {len(rounds)} | {300 * len(rounds):,} | {wall:.1f} s "
            f"| {', '.join(str(r) for r in rounds)} MiB | {int(memory[2]) // 1024} MiB | 512 MiB |"]


PYTHON = re.compile(r"^(solve|count): (\d+) puzzles; total Python ([\d.]+) s, Rust ([\d.]+) s, "
                    r"CP-SAT ([\d.]+) s; Python / Rust total ([\d.]+), geometric mean ([\d.]+), "
                    r"per call (-?[\d.]+) us more; CP-SAT / Python total ([\d.]+), "
                    r"geometric mean ([\d.]+)$", re.M)


def python(text, crit):
    what = {"solve": "`Puzzle(text).solve()`: parse and first solution",
            "count": "`Puzzle(text).count()`: parse and every solution counted"}
    out = ["| published sums, per call | Python | Rust | Python / Rust, total | geometric mean "
           "| Python's cost per call | CP-SAT | CP-SAT / Python, total | geometric mean |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for m in PYTHON.finditer(text):
        n = int(m[2])
        py, rs, sat = (float(m[i]) / n for i in (3, 4, 5))
        out.append(f"| {what[m[1]]} | {human(py)} | {human(rs)} | **{float(m[6]):.2f}** "
                   f"| {float(m[7]):.2f} | {float(m[8]):.2f} µs more | {human(sat)} "
                   f"| **{ratio(float(m[9]))}** | {ratio(float(m[10]))} |")
    if len(out) < 4:
        raise ValueError("no summary lines in the output of python/benches/bench.py")
    return out


RENDER = {
    "solvers": solvers, "skeletons": skeletons, "run-files": run_files, "puzzles": puzzles,
    "find": find,
    "explain": explain, "peers": peers, "cold-build": cold_build, "browser": browser,
    "serve-load": serve_load, "python": python,
}

# --- the README ----------------------------------------------------------------------


def block(name, body):
    return "\n".join([f"<!-- table {name}: written by benches/run.sh -->", *body,
                      f"<!-- end {name} -->"])


def rendered(name, raw, args):
    text = (raw / f"{name}.txt").read_text()
    commands = (raw / f"{name}.cmd").read_text().splitlines()
    crit = Criterion(args.criterion, float((raw / f"{name}.start").read_text()))
    body = RENDER[name](text, crit)
    shown = "; ".join(f"`{c}`" for c in commands)
    quick = " (`QUICK=1`: short runs, to check the script)" if args.quick else ""
    head = [f"`benches/run.sh {name}`, {args.date}{quick}, {args.machine}. It runs {shown}.", ""]
    return block(name, head + body)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--raw", type=Path, required=True)
    p.add_argument("--criterion", type=Path, required=True)
    p.add_argument("--date", required=True)
    p.add_argument("--machine", required=True)
    p.add_argument("--quick", action="store_true")
    p.add_argument("tables", nargs="+", choices=sorted(RENDER))
    args = p.parse_args()

    old = README.read_text() if README.exists() else ""
    kept = {m[1]: m[0] for m in re.finditer(
        r"<!-- table (\S+): written by benches/run.sh -->.*?<!-- end \1 -->", old, re.S)}
    failed = []

    def fill(m):
        name = m[1]
        if name in args.tables:
            try:
                return rendered(name, args.raw, args)
            except Exception as e:  # a bench's output changed: say which
                failed.append(f"{name}: {type(e).__name__}: {e}")
        return kept.get(name) or block(name, [f"Not run yet: `benches/run.sh {name}`."])

    text = TEMPLATE.read_text()
    text = text.replace("{{machine}}", args.machine)
    text = re.sub(r"^\{\{table (\S+)\}\}$", fill, text, flags=re.M)
    README.write_text(text)
    if failed:
        sys.exit("could not read the output of\n  " + "\n  ".join(failed))


if __name__ == "__main__":
    main()
