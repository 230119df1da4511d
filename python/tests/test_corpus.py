"""The published sets of tests/data/alphametics/: Exercism's cases and the
102 published sums with their counts under both zero rules."""

import csv
import json

import pytest

from alphametic import Puzzle
from conftest import DATA, lines

EXERCISM = json.loads((DATA / "alphametics" / "exercism-canonical-data.json").read_text())["cases"]
SUMS = lines("sums.txt")
with open(DATA / "alphametics" / "sums.meta.tsv", encoding="utf-8") as f:
    META = list(csv.DictReader(f, delimiter="\t"))


@pytest.mark.parametrize("case", EXERCISM, ids=[c["description"] for c in EXERCISM])
def test_exercism(case):
    # Exercism's rule: no word starts with 0, one-letter words included.
    puzzle = Puzzle(case["input"]["puzzle"], strict=True)
    assert puzzle.solve() == case["expected"]


def test_the_published_sums_are_all_there():
    assert len(SUMS) == len(META) == 102


@pytest.mark.parametrize("line", range(len(SUMS)), ids=lambda i: SUMS[i])
def test_published_sum_counts(line):
    text, meta = SUMS[line], META[line]
    puzzle = Puzzle(text)
    assert puzzle.count() == int(meta["count_computed"])
    assert Puzzle(text, strict=True).count() == int(meta["count_computed_strict"])
    assert puzzle.is_unique() == (meta["count_computed"] == "1")
    if meta["unique_solution_computed"]:
        expected = dict(pair.split("=") for pair in meta["unique_solution_computed"].split())
        assert puzzle.solve() == {k: int(v) for k, v in expected.items()}
