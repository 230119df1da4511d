"""Alphametic puzzles such as ``SEND + MORE == MONEY``, solved, counted,
explained and found by the Rust crates of the ``alphametic`` project.

>>> import alphametic
>>> alphametic.solve("SEND + MORE == MONEY")
{'D': 7, 'E': 5, 'M': 1, 'N': 6, 'O': 0, 'R': 8, 'S': 9, 'Y': 2}
>>> puzzle = alphametic.Puzzle("SEND + MORE == MONEY", base=16)
>>> puzzle.count() > 1
True

The work runs in Rust with the GIL released, so threads solve in
parallel, and a long count or search stops on Ctrl-C.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Optional, Union

from alphametic._alphametic import (
    Found,
    Finds,
    ParseError,
    Puzzle,
    Run,
    Solutions,
    find,
    run_file,
    solve,
)
from alphametic._alphametic import explain as _explain

__all__ = [
    "Explanation",
    "Found",
    "Finds",
    "ParseError",
    "Puzzle",
    "Run",
    "Solutions",
    "explain",
    "find",
    "run_file",
    "solve",
]


@dataclass(frozen=True)
class Explanation:
    """A puzzle explained step by step as a person solves it, and graded.

    ``str(explanation)`` is the English the command ``alphametic explain``
    prints; the fields hold the same as data. ``data`` is the whole object
    that ``alphametic explain --json`` prints, of which the fields are parts.

    >>> e = alphametic.explain("TO + GO == OUT")
    >>> e.grade, e.grade_name, e.complete
    (2, 'medium', True)
    >>> e.solutions
    [{'G': 8, 'O': 1, 'T': 2, 'U': 0}]
    >>> e.steps[0]["rule"]
    'leading-carry'
    >>> "O = 1" in str(e)
    True
    """

    #: The puzzle text.
    puzzle: str
    #: The grade from 1 (easy) to 5, or None when the reasoning did not
    #: finish within the limit of cases.
    grade: Optional[int]
    #: The grade's name: ``"easy"`` … ``"unexplained"``.
    grade_name: str
    #: Whether the reasoning covers every case.
    complete: bool
    #: The steps of the reasoning, in order, each a dict.
    steps: list[dict[str, Any]]
    #: Every solution the reasoning reaches.
    solutions: list[dict[str, int]]
    #: The measures behind the grade, taken up to the first solution:
    #: steps, splits, cases, depth, the hardest rule used, and the
    #: solutions reached.
    difficulty: dict[str, Any]
    #: The whole explanation as data.
    data: dict[str, Any] = field(repr=False)
    text: str = field(repr=False)

    def __str__(self) -> str:
        return self.text


def explain(
    text: Union[str, bytes],
    *,
    base: int = 10,
    strict: bool = False,
    digits: Union[str, Iterable[int], None] = None,
    cases: int = 256,
) -> Explanation:
    """Explains a puzzle as a person solves it, and grades it.

    ``base``, ``strict`` and ``digits`` are those of ``Puzzle``; the
    reasoning takes every letter to have a digit of its own and a ``?``
    any digit (keyed ``"?₁"``, ``"?₂"``, … in the order written), so the
    letter rules are not keywords here. ``cases`` bounds the cases of case splits
    the reasoning may try, past which it is incomplete and the grade is
    None.

    >>> alphametic.explain("SEND + MORE == MONEY").solutions[0]["M"]
    1
    >>> alphametic.explain("A + B == C", cases=3).complete
    False
    """
    data, english = _explain(text, base=base, strict=strict, digits=digits, cases=cases)
    difficulty = data["difficulty"]
    return Explanation(
        puzzle=data["puzzle"],
        grade=difficulty["grade"],
        grade_name=difficulty["name"],
        complete=data["complete"],
        steps=data["line"]["steps"],
        solutions=data["solutions"],
        difficulty=difficulty,
        data=data,
        text=english,
    )
