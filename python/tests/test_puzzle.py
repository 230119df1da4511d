"""Every method of Puzzle, and alphametic.solve, on small puzzles."""

from fractions import Fraction
from itertools import islice, product

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


def brute_force(text, distinct=("all",), allowed=lambda letter, digit: True, leading_zeros=False):
    """The solutions of a sum of words `text` ("AB + C == DE"), counted by
    trying every digit for every letter: the oracle of the letter rules.
    `distinct` is "all", "none" or groups of letters that must differ."""
    left, right = text.split(" == ")
    addends = left.split(" + ")
    letters = sorted(set(text) - set(" +="))
    count = 0
    for digits in product(range(10), repeat=len(letters)):
        value = dict(zip(letters, digits))
        if distinct == ("all",):
            groups = [letters]
        elif distinct == ("none",):
            groups = []
        else:
            groups = distinct
        if any(len({value[l] for l in group}) < len(group) for group in groups):
            continue
        if not all(allowed(l, value[l]) for l in letters):
            continue
        words = addends + [right]
        if not leading_zeros and any(len(w) > 1 and value[w[0]] == 0 for w in words):
            continue
        number = lambda w: int("".join(str(value[c]) for c in w))
        count += sum(map(number, addends)) == number(right)
    return count


def test_distinct_says_which_letters_differ():
    assert Puzzle("A + B == C", distinct="none").count() == 55
    assert Puzzle("A + B == C", distinct="0").count() == 55
    assert Puzzle("A + B == C", distinct="").count() == 55
    assert Puzzle("A + B == C", distinct="all").count() == 32
    assert Puzzle("AB + C == DE", distinct="AB,CDE").count() == brute_force("AB + C == DE", distinct=("AB", "CDE"))
    assert Puzzle("AB + C == DE", distinct="none").count() == brute_force("AB + C == DE", distinct=("none",))
    # Letters that may share digits share them.
    assert any(s["A"] == s["B"] for s in Puzzle("A + B == C", distinct="none").solutions())


def test_invalid_bars_digits_letter_by_letter():
    odd = Puzzle("A + B == C", invalid="0|2|4|6|8,A")
    assert {s["A"] for s in odd.solutions()} == {1, 3, 5, 7}
    assert odd.count() == brute_force("A + B == C", allowed=lambda l, d: l != "A" or d % 2 == 1)
    rules = Puzzle("AB + C == DE", invalid=["0-3,AC", "9,E"])
    barred = {"A": range(4), "C": range(4), "E": [9]}
    assert rules.count() == brute_force("AB + C == DE", allowed=lambda l, d: d not in barred.get(l, []))
    assert rules.count() == Puzzle("AB + C == DE", invalid=("0-3,AC", "9,E")).count()


def test_assign_fixes_letters_in_every_form():
    assert Puzzle("SEND + MORE == MONEY", assign={"E": 5}).count() == 1
    assert Puzzle("SEND + MORE == MONEY", assign="E,5").count() == 1
    assert Puzzle("SEND + MORE == MONEY", assign=["E,5", "N=6"]).count() == 1
    assert Puzzle("SEND + MORE == MONEY", assign={"E": 4}).count() == 0
    fixed = Puzzle("A + B == C", assign={"A": 2, "C": 7})
    assert list(fixed.solutions()) == [{"A": 2, "B": 5, "C": 7}]
    assert alphametic.solve("A + B == C", assign={"A": 2, "C": 7}) == {"A": 2, "B": 5, "C": 7}


def test_symbols_read_digits_as_unknowns():
    # Every digit of this sum stands for another digit: the same puzzle
    # as its letters, 1 → B, 9 → J and so on.
    digits = Puzzle("1939 + 1079 == 6856", symbols="0123456789")
    letters = Puzzle("BJDJ + BAHJ == GIFG")
    assert digits.count() == letters.count() == 22
    assert digits.letters == "01356789"
    for solution in digits.solutions():
        number = lambda word: int("".join(str(solution[c]) for c in word))
        assert number("1939") + number("1079") == number("6856")
    # "Every digit is wrong": no symbol is its own digit.
    wrong = Puzzle("1939 + 1079 == 6856", symbols="0123456789", invalid=[f"{d},{d}" for d in "0123456789"])
    assert wrong.count() == sum(all(int(k) != v for k, v in s.items()) for s in digits.solutions())
    assert wrong.count() >= 1
    # A literal 0 is a 0.
    zero = Puzzle("1939 + 1079 == 6856", symbols="0123456789", literal="0")
    assert zero.count() == Puzzle("BJDJ + B0HJ == GIFG").count()
    assert "0" not in zero.letters


def test_leading_zeros_lets_any_word_start_with_0():
    assert Puzzle("AB + C == DE", leading_zeros=True).count() == brute_force("AB + C == DE", leading_zeros=True)
    assert Puzzle("AB + C == DE", leading_zeros=False).count() == brute_force("AB + C == DE")
    assert Puzzle("AB + C == DE", leading_zeros=True).count() > Puzzle("AB + C == DE").count()
    with pytest.raises(ValueError, match="`strict` and `leading_zeros` cannot both be set"):
        Puzzle("AB + C == DE", strict=True, leading_zeros=True)


def test_the_repr_gives_the_rules_back():
    puzzle = Puzzle(
        "AB + C == DE",
        leading_zeros=True,
        distinct="AB,CDE",
        invalid=["0,AC", "9,E"],
        assign={"B": 3},
        literal="x",
    )
    text = 'Puzzle("AB + C == DE", leading_zeros=True, distinct="AB,CDE", invalid=["0,AC", "9,E"], assign={"B": 3}, literal="x")'
    assert repr(puzzle) == text
    again = eval(text, {"Puzzle": Puzzle})
    assert repr(again) == text
    assert again.count() == puzzle.count()
    assert repr(Puzzle("A + B == C", invalid="2|4|6|8,A", symbols="ABC")) == (
        'Puzzle("A + B == C", invalid="2|4|6|8,A", symbols="ABC")'
    )
    assert repr(Puzzle("A + B == C", distinct="0")) == 'Puzzle("A + B == C", distinct="none")'
    # None is a keyword not given.
    assert repr(Puzzle("A + B == C", distinct=None, base=None)) == 'Puzzle("A + B == C")'


@pytest.mark.parametrize(
    "keywords, error, message",
    [
        ({"distinct": "AB,,C"}, ValueError, "bad `distinct` rule `AB,,C`: a group of letters is empty"),
        ({"distinct": "ABCA"}, ValueError, "the group `ABCA` names `A` twice"),
        ({"assign": ["E,5", "E,6"]}, ValueError, "letter `E` may take no digit: its rules bar or fix every one"),
        ({"assign": {"E": 5}, "invalid": "5,E"}, ValueError, "letter `E` may take no digit"),
        ({"assign": {"E": 10}}, ValueError, "digit 10 is not a digit of base 10"),
        ({"assign": {"E": -1}}, ValueError, "`-1` is not a digit"),
        ({"assign": {"EF": 5}}, ValueError, "name one letter before the comma"),
        ({"assign": "E5"}, ValueError, "write a letter, a comma, then its digit"),
        ({"invalid": "0"}, ValueError, "write the digits, a comma, then the letters"),
        ({"invalid": "x,A"}, ValueError, "`x` is not a digit or a range of digits"),
        ({"invalid": "0,"}, ValueError, "no letters follow the digits"),
        ({"invalid": "10|12,A"}, ValueError, "digit 10 is not a digit of base 10"),
        ({"invalid": "0-9,S"}, ValueError, "letter `S` may take no digit"),
        ({"symbols": ""}, ValueError, "the set of symbols is empty"),
        ({"distinct": 3}, TypeError, "distinct must be a str, not int"),
        ({"invalid": b"0,A"}, TypeError, "invalid must be a str or a list of str, not bytes"),
        ({"invalid": [0]}, TypeError, "invalid must be a str, not int"),
        ({"assign": {"E": "5"}}, TypeError, "the digit of `E` in assign must be an int, not str"),
        ({"assign": {"E": True}}, TypeError, "must be an int, not bool"),
        ({"leading_zeros": "yes"}, TypeError, "leading_zeros must be a bool, not str"),
        ({"colour": "red"}, TypeError, "Puzzle\\(\\) got an unexpected keyword argument 'colour'"),
    ],
)
def test_bad_rules_raise(keywords, error, message):
    with pytest.raises(error, match=message):
        Puzzle("SEND + MORE == MONEY", **keywords)


def test_find_and_explain_take_no_letter_rules():
    with pytest.raises(TypeError, match="find\\(\\) takes no `distinct`"):
        alphametic.find(["mars", "venus", "saturn"], distinct="none")
    with pytest.raises(TypeError, match="explain\\(\\) takes no `assign`: of the options, it reads `base`, `strict`, `digits`"):
        alphametic._alphametic.explain("A + B == C", assign="A,1")
    with pytest.raises(TypeError, match="distinct"):
        alphametic.explain("A + B == C", distinct="none")
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        alphametic.find(["mars"], colour="red")
