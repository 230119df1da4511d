"""alphametic.find: the finders, lazily."""

from itertools import islice

import alphametic
from alphametic import Puzzle
from conftest import DATA

PLANETS = ["mars", "venus", "saturn", "uranus", "pluto", "earth"]


def test_find_additions():
    found = list(alphametic.find(PLANETS))
    assert [f.puzzle for f in found] == ["venus + uranus + earth == saturn", "uranus + earth == saturn"]
    for f in found:
        puzzle = Puzzle(f.puzzle.upper())
        assert puzzle.is_unique()
        assert puzzle.solve() == f.solution
    assert repr(found[0]) == 'Found("venus + uranus + earth == saturn")'
    assert str(found[1]) == "uranus + earth == saturn"


def test_find_options():
    assert [str(f) for f in alphametic.find(PLANETS, addends=(3, 3))] == ["venus + uranus + earth == saturn"]
    assert [str(f) for f in alphametic.find(["send", "more"], right="money")] == ["send + more == money"]
    assert list(alphametic.find(PLANETS, lengths=(6, 6))) == []
    assert "venus + earth == saturn" in [str(f) for f in alphametic.find(PLANETS, base=9)]
    for f in alphametic.find(PLANETS, digits="1-9"):
        assert 0 not in f.solution.values()
    strict = [str(f) for f in alphametic.find(["a", "b", "c", "ab", "cab"], right="abc", strict=True)]
    standard = [str(f) for f in alphametic.find(["a", "b", "c", "ab", "cab"], right="abc")]
    assert len(standard) == 2 and len(strict) == 1


def test_a_word_list_as_text():
    text = "# planets\n" + "\n".join(PLANETS) + "\n\n"
    assert [str(f) for f in alphametic.find(text)] == [str(f) for f in alphametic.find(PLANETS)]


def test_products_and_grids():
    products = list(islice(alphametic.find((DATA / "words" / "planets.txt").read_text(), kind="products"), 3))
    for f in products:
        assert "*" in f.puzzle
        assert Puzzle(f.puzzle.upper()).is_unique()
    grid = ["ads", "aha", "ell", "boo", "bed", "dab", "hen", "eon", "cab"]
    for f in islice(alphametic.find(grid, kind="grid", size=3), 2):
        assert Puzzle(f.puzzle.upper()).is_unique()


def test_find_is_lazy():
    words = (DATA / "words" / "colours.txt").read_text()
    first = list(islice(alphametic.find(words), 3))
    assert len(first) == 3
