"""Types of the Rust module inside the ``alphametic`` package."""

import os
from typing import Any, Iterable, Iterator, Mapping, Optional, Union
from fractions import Fraction

Text = Union[str, bytes]
Digits = Union[str, Iterable[int], None]
#: Letter rules given once or several times: ``"0,ABC"`` or a list of them.
Rules = Union[str, Iterable[str], None]
#: Letters fixed to digits: ``"E,5"``, a list of them, or ``{"E": 5}``.
Assign = Union[str, Iterable[str], Mapping[str, int], None]
#: A solution: each letter to its digit; a puzzle with ``?``s also has
#: their digits, in the order written, as a list under ``"?"``.
Solution = dict[str, int]
Value = Union[int, Fraction, str]

class ParseError(ValueError):
    """A puzzle or a run file that does not parse; ``str(err)`` draws it
    with a caret."""

    #: The fault as ``(start, end)`` character offsets into the text.
    span: tuple[int, int]
    #: The line of the fault, from 1.
    line: int
    #: The column of the fault, in characters from 1.
    column: int
    #: The one-line message.
    message: str
    #: The text beside the caret.
    label: str

class Puzzle:
    def __init__(
        self,
        text: Text,
        *,
        base: int = 10,
        strict: bool = False,
        leading_zeros: bool = False,
        digits: Digits = None,
        distinct: Optional[str] = None,
        invalid: Rules = None,
        assign: Assign = None,
        symbols: Optional[str] = None,
        literal: Optional[str] = None,
    ) -> None: ...
    def solve(self) -> Optional[Solution]: ...
    def solutions(self) -> Solutions: ...
    def count(self) -> int: ...
    def is_unique(self) -> bool: ...
    def answers(self, expr: Text) -> dict[Value, int]: ...
    def render(self, solution: Solution) -> str: ...
    def draw(self, solution: Solution) -> Optional[str]: ...
    @property
    def text(self) -> str: ...
    @property
    def letters(self) -> str: ...
    @property
    def base(self) -> int: ...
    @property
    def strict(self) -> bool: ...
    @property
    def digits(self) -> str: ...
    @property
    def blanks(self) -> int: ...

class Solutions(Iterator[Solution]):
    def __iter__(self) -> Solutions: ...
    def __next__(self) -> Solution: ...

class Found:
    @property
    def puzzle(self) -> str: ...
    @property
    def solution(self) -> Solution: ...

class Finds(Iterator[Found]):
    def __iter__(self) -> Finds: ...
    def __next__(self) -> Found: ...

class Run:
    @property
    def puzzle(self) -> Puzzle: ...
    @property
    def solver(self) -> str: ...
    @property
    def answer(self) -> Union[str, tuple[str, ...], None]: ...
    @property
    def accumulate(self) -> Optional[str]: ...
    def answers(self) -> list[tuple[Union[Value, tuple[Value, ...]], int]]: ...
    def summary(self) -> list[str]: ...

def solve(
    text: Text,
    *,
    base: int = 10,
    strict: bool = False,
    leading_zeros: bool = False,
    digits: Digits = None,
    distinct: Optional[str] = None,
    invalid: Rules = None,
    assign: Assign = None,
    symbols: Optional[str] = None,
    literal: Optional[str] = None,
) -> Optional[Solution]: ...
def run_file(source: Union[Text, os.PathLike[str]]) -> Run: ...
def find(
    words: Union[str, Iterable[str]],
    *,
    kind: str = "additions",
    size: int = 3,
    addends: Optional[tuple[int, int]] = None,
    right: Optional[Text] = None,
    lengths: Optional[tuple[int, int]] = None,
    base: int = 10,
    strict: bool = False,
    digits: Digits = None,
) -> Finds: ...
def explain(
    text: Text,
    *,
    cases: int = 256,
    base: int = 10,
    strict: bool = False,
    digits: Digits = None,
) -> tuple[dict[str, Any], str]: ...
