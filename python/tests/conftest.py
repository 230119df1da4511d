"""Shared by the tests: the puzzle sets the repository carries."""

from pathlib import Path

# The data of the Rust tests, read in place: tests/data/ of this checkout.
DATA = Path(__file__).resolve().parents[2] / "tests" / "data"


def lines(name):
    """The puzzles of a file of tests/data/alphametics/, comments and blank
    lines left out."""
    text = (DATA / "alphametics" / name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line and not line.startswith("#")]
