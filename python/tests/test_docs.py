"""The examples of the docstrings, of python/README.md and of
docs/python.md run as doctests."""

import doctest
from pathlib import Path

import pytest

import alphametic

ROOT = Path(__file__).resolve().parents[2]


def test_docstrings():
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    tests = finder.find(alphametic, extraglobs={"alphametic": alphametic})
    for test in tests:
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0
    # Every class and function has examples.
    assert result.attempted >= 30


@pytest.mark.parametrize("path", ["python/README.md", "docs/python.md"])
def test_markdown_examples(path):
    result = doctest.testfile(str(ROOT / path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 5
