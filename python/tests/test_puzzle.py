"""Every method of Puzzle, and alphametic.solve, on small puzzles."""

from fractions import Fraction
from itertools import islice

import pytest

import alphametic
from alphametic import Puzzle

SEND = {"D": 7, "E": 5, "M": 1, "N": 6, "O": 0, "R": 8, "S": 9, "Y": 2}


def test_solve_gives_the_first_solution_as_a_dict():
    assert Puzzle("SEND + MORE == MONEY").solve() == SEND
    assert Puzzle("A == B").solve() is None


def test_solve_in_one_call():
    assert alphametic.solve("SEND + MORE == MONEY") == SEND
    assert alphametic.solve("A == B") is None
    assert alphametic.solve("X + X == X") == {"X": 0}
    assert alphametic.solve("X + X == X", strict=True) is None


def test_count_and_is_unique():
    assert Puzzle("SEND + MORE == MONEY").count() == 1
    assert Puzzle("SEND + MORE == MONEY").is_unique()
    assert Puzzle("A + B == C").count() == 32
    assert not Puzzle("A + B == C").is_unique()
    assert not Puzzle("A == B").is_unique()


def test_solutions_in_search_order():
    solutions = Puzzle("A + A == B").solutions()
    assert iter(solutions) is solutions
    assert list(solutions) == [{"A": 1, "B": 2}, {"A": 2, "B": 4}, {"A": 3, "B": 6}, {"A": 4, "B": 8}]
    assert list(solutions) == []


def test_solutions_agree_with_count_and_solve():
    puzzle = Puzzle("Y == A * X + B")
    all_ = list(puzzle.solutions())
    assert len(all_) == puzzle.count() == 44
    assert all_[0] == puzzle.solve()
    assert len({tuple(sorted(s.items())) for s in all_}) == 44


def test_every_option_of_the_library():
    assert Puzzle("SEND + MORE == MONEY", base=16).count() > 1
    assert Puzzle("Y == A * X + B", strict=True).count() == 40
    assert Puzzle("I + A + AB == CI", base=15).count() == 144
    assert Puzzle("I + A + AB == CI", base=15, strict=True).count() == 132
    assert Puzzle("ABC + DEF == GHI", digits="1-9").count() == 336
    assert Puzzle("ABC + DEF == GHI", digits=range(1, 10)).count() == 336
    assert Puzzle("ABC + DEF == GHI", digits={1, 2, 3, 4, 5, 6, 7, 8, 9}).count() == 336
    assert Puzzle("ABC + DEF == GHI").count() == 1088


def test_properties_and_repr():
    puzzle = Puzzle("TO + GO == OUT")
    assert (puzzle.text, puzzle.letters, puzzle.base, puzzle.strict) == ("TO + GO == OUT", "GOTU", 10, False)
    assert puzzle.digits == "0-9"
    assert puzzle.blanks == 0
    assert str(puzzle) == "TO + GO == OUT"
    assert repr(puzzle) == 'Puzzle("TO + GO == OUT")'
    hex_ = Puzzle("A + B == C", base=16, strict=True, digits="1-9")
    assert repr(hex_) == 'Puzzle("A + B == C", base=16, strict=True, digits="1-9")'
    assert (hex_.base, hex_.strict, hex_.digits) == (16, True, "1-9")
    assert Puzzle("ένα + ένα == δύο").letters == "έαδνού"


def test_bytes_of_utf8_are_a_puzzle():
    assert Puzzle("ένα + ένα == δύο".encode()).count() == Puzzle("ένα + ένα == δύο").count()


def test_answers_count_each_value():
    assert Puzzle("SEND + MORE == MONEY").answers("MONEY") == {10652: 1}
    assert Puzzle("A + B == 5").answers("A + B") == {5: 6}
    ratios = Puzzle("A + B == C, A > B, C == 5").answers("A / B")
    assert ratios == {Fraction(3, 2): 1, 4: 1}
    assert list(ratios) == [Fraction(3, 2), 4]


def test_render_and_draw():
    puzzle = Puzzle("SEND + MORE == MONEY")
    assert puzzle.render(puzzle.solve()) == "9567 + 1085 == 10652"
    assert puzzle.draw(puzzle.solve()) is None
    hex_ = Puzzle("A + 10 == BC", base=16)
    assert hex_.render(hex_.solve()) == "6 + 10 == 1:0"
    division = Puzzle("pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k")
    solution = division.solve()
    assert division.draw(solution) == (
        "       619\n    ______\n77 ) 47670\n     476\n     462\n     ---\n      147\n"
        "       77\n      ---\n       700\n       693\n       ---\n         7\n"
    )


def test_blanks_are_a_list_under_question_mark():
    puzzle = Puzzle("1?? * ?? == 4??5")
    solution = puzzle.solve()
    assert puzzle.blanks == 6
    assert solution == {"?": [4, 5, 2, 9, 2, 0]}
    assert puzzle.render(solution) == "145 * 29 == 4205"


def test_a_solution_from_a_plain_dict_renders():
    puzzle = Puzzle("TO + GO == OUT")
    assert puzzle.render({"G": 8, "O": 1, "T": 2, "U": 0}) == "21 + 81 == 102"


def test_solutions_take_lazily_from_a_puzzle_with_millions():
    # 16! / 0! assignments all solve it: far too many to list.
    puzzle = Puzzle("ABCDEFGHIJKLMNOP == ABCDEFGHIJKLMNOP", base=16)
    first = list(islice(puzzle.solutions(), 5))
    assert len(first) == 5
    assert all(len(s) == 16 for s in first)
    assert len({tuple(s.values()) for s in first}) == 5
