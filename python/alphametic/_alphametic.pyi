"""Types of the Rust module inside the ``alphametic`` package."""

from typing import Any, Iterable, Iterator, Optional, Union
from fractions import Fraction

Text = Union[str, bytes]
Digits = Union[str, Iterable[int], None]
#: A solution: each letter to its digit; a puzzle with ``?``s also has
#: their digits, in the order written, as a list under ``"?"``.
Solution = dict[str, int]
Value = Union[int, Fraction, str]

class ParseError(ValueError):
    """A puzzle that does not parse; ``str(err)`` draws it with a caret."""

    #: The fault as ``(start, end)`` character offsets into the text.
    span: tuple[int, int]
    #: The one-line message.
    message: str
    #: The text beside the caret.
    label: str

class Puzzle:
    def __init__(
        self, text: Text, *, base: int = 10, strict: bool = False, digits: Digits = None
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

def solve(
    text: Text, *, base: int = 10, strict: bool = False, digits: Digits = None
) -> Optional[Solution]: ...
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
    text: Text, *, base: int = 10, strict: bool = False, digits: Digits = None, cases: int = 256
) -> tuple[dict[str, Any], str]: ...
