"""alphametic.run_file: run files of the Enigma and Teaser community, read
into a Puzzle with their answers and the summary `alphametic run` prints."""

import os
from fractions import Fraction
from pathlib import Path

import pytest

import alphametic
from alphametic import ParseError, Puzzle, Run

MONEY = """\
#!/usr/bin/env python3 -m enigma -rr
SubstitutedExpression
"SEND + MORE = MONEY"
--answer="(MONEY, SEND)"
"""

# The long division of test_puzzle.py, one line of working an argument.
DIVISION = """\
SubstitutedDivision
"pkmkh / ?? = ???"
"pkm - pmd = xp"
"xpk - ?? = kh"
"khh - mbg = k"
"""


def test_a_tuple_answer():
    run = alphametic.run_file(MONEY)
    assert isinstance(run, Run)
    assert run.solver == "SubstitutedExpression"
    assert run.answer == ("MONEY", "SEND")
    assert run.accumulate is None
    assert isinstance(run.puzzle, Puzzle)
    assert run.puzzle.text == "SEND + MORE = MONEY"
    assert run.puzzle.count() == 1
    assert run.answers() == [((10652, 9567), 1)]
    assert run.summary() == ["(MONEY, SEND) = (10652, 9567) [1 solution]"]
    assert repr(run) == (
        'Run("SubstitutedExpression", Puzzle("SEND + MORE = MONEY", symbols="ABCDEFGHIJKLMNOPQRSTUVWXYZ"), '
        'answer="(MONEY, SEND)")'
    )


def test_one_answer_is_a_str_and_its_values_those_of_puzzle_answers():
    run = alphametic.run_file('SubstitutedExpression "A + B == C, A > B, C == 5" --answer="A / B"')
    assert run.answer == "A / B"
    assert run.answers() == [(Fraction(3, 2), 1), (4, 1)]
    assert dict(run.answers()) == run.puzzle.answers("A / B")
    # As the community's library prints a true division: a float, the
    # most frequent value first, then the greatest.
    assert run.summary() == ["A / B = 4.0 [1 solution]", "A / B = 1.5 [1 solution]"]


def test_without_an_answer_the_summary_counts_the_solutions():
    run = alphametic.run_file('Alphametic "A + B = C"')
    assert run.solver == "SubstitutedExpression"
    assert run.answer is None
    assert run.summary() == ["[32 solutions]"]
    assert alphametic.run_file('Alphametic "A + A = A + B"').summary() == ["[no solution]"]
    with pytest.raises(ValueError, match="no answer"):
        run.answers()


def test_a_substituted_sum():
    run = alphametic.run_file('SubstitutedSum "TO + GO = OUT" --answer=OUT')
    assert run.solver == "SubstitutedSum"
    assert run.summary() == ["OUT = 102 [1 solution]"]
    # Several sums are solved together, as the community's library chains them.
    chained = alphametic.run_file('SubstitutedSum\n"A + B = C"\n"D + E = F"\n')
    assert chained.puzzle.text == "A + B = C, D + E = F"
    assert chained.puzzle.count() == 200


def test_a_substituted_division():
    run = alphametic.run_file(DIVISION + "--answer=pkmkh\n")
    assert run.solver == "SubstitutedDivision"
    assert run.puzzle.text == "pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k"
    assert run.summary() == ["pkmkh = 47670 [1 solution]"]
    solution = run.puzzle.solve()
    assert run.puzzle.draw(solution).startswith("       619\n")


def test_a_skeleton_division():
    # `alphametic run` on this file prints `[693 solutions]`.
    run = alphametic.run_file('SubstitutedDivision "??? / ?? = ??" "?? - ?? = ?" "?? - ?? = 0"')
    assert run.puzzle.text == "??? / ?? = ?? | ?? - ?? = ? | ?? - ?? = 0"
    assert run.puzzle.blanks == 16
    assert run.summary() == ["[693 solutions]"]
    # Every solution is a division with no remainder, drawn as on paper.
    for solution in run.puzzle.solutions():
        dividend, divisor, quotient = (int(w) for w in run.puzzle.render(solution).split(" | ")[0].split()[::2])
        assert dividend == divisor * quotient


def test_division_answers_add_up_to_the_count():
    run = alphametic.run_file('SubstitutedDivision "AB? / ?? = C?" "AB - ?? = ?" "?? - ?? = 0" --answer=AB')
    answers = run.answers()
    assert sum(count for _, count in answers) == run.puzzle.count()
    # As `alphametic run` prints them: 71 values, the most frequent first,
    # then the greatest.
    summary = run.summary()
    assert len(summary) == 71
    keys = [(count, value) for value, count in answers]
    assert [f"AB = {v} [{c} solution{'s' if c > 1 else ''}]" for c, v in sorted(keys, reverse=True)] == summary
    assert "AB = 87 [1 solution]" in summary


def test_accumulate_sums_up_the_answers():
    text = 'SubstitutedExpression "AB + BA = 55" --answer=AB --accumulate='
    values = [14, 23, 32, 41]
    for how, value in [("min", 14), ("max", 41), ("sum", 110)]:
        run = alphametic.run_file(text + how)
        assert run.accumulate == how
        assert run.answers() == [(v, 1) for v in values]
        assert run.summary() == [f"{how}(AB) = {value} [from 4 values]"]
    # Only whole answers of one expression add up.
    tuples = alphametic.run_file('SubstitutedExpression "AB + BA = 55" --answer="(A, B)" --accumulate=max')
    assert tuples.summary() == ["max((A, B)) = undefined [from 4 values]"]


def test_the_options_of_the_file_are_the_puzzle_s():
    run = alphametic.run_file('SubstitutedExpression "A + B = C" --distinct=0 -i0,C --assign=A,1')
    # `--invalid` alone says which letters may be 0, as the community's
    # solver reads it.
    assert repr(run.puzzle) == (
        'Puzzle("A + B = C", leading_zeros=True, distinct="none", invalid="0,C", assign={"A": 1}, '
        'symbols="ABCDEFGHIJKLMNOPQRSTUVWXYZ")'
    )
    assert run.puzzle.count() == Puzzle("A + B == C", distinct="none", assign="A,1", invalid="0,C").count() == 9


def test_a_path_is_read_as_utf8(tmp_path):
    path = tmp_path / "money.run"
    path.write_text("\ufeff" + MONEY, encoding="utf-8")
    assert alphametic.run_file(path).summary() == ["(MONEY, SEND) = (10652, 9567) [1 solution]"]

    class Named:
        def __fspath__(self):
            return str(path)

    assert isinstance(Named(), os.PathLike)
    assert alphametic.run_file(Named()).answers() == [((10652, 9567), 1)]
    # Bytes are the text of a file, as for Puzzle.
    assert alphametic.run_file(MONEY.encode()).puzzle.count() == 1


def test_a_file_that_is_not_there_or_not_utf8(tmp_path):
    with pytest.raises(FileNotFoundError, match="nothing.run"):
        alphametic.run_file(tmp_path / "nothing.run")
    latin1 = tmp_path / "latin1.run"
    latin1.write_bytes('SubstitutedExpression "ÉTÉ + ÉTÉ = HIVER"\n'.encode("latin-1"))
    with pytest.raises(UnicodeDecodeError):
        alphametic.run_file(latin1)


def test_a_str_that_names_a_file_is_text_with_a_hint(tmp_path):
    path = tmp_path / "money.run"
    path.write_text(MONEY, encoding="utf-8")
    with pytest.raises(ParseError, match="unknown solver") as caught:
        alphametic.run_file(str(path))
    assert "pass pathlib.Path(" in str(caught.value)


def test_a_fault_is_drawn_at_its_line():
    text = "SubstitutedExpression\n--colour=red\n\"A = B\"\n"
    with pytest.raises(ParseError) as caught:
        alphametic.run_file(text)
    err = caught.value
    assert str(err) == (
        "error: unknown option `--colour=red`\n"
        "  --> line 2:1\n"
        "  |\n"
        "2 | --colour=red\n"
        "  | ^^^^^^^^^^^^ not an option the puzzle language reads\n"
    )
    assert (err.line, err.column) == (2, 1)
    assert text[err.span[0]:err.span[1]] == "--colour=red"
    assert err.message == "unknown option `--colour=red`"
    assert err.label == "not an option the puzzle language reads"


def test_a_fault_in_a_constraint_is_drawn_in_the_file():
    text = 'SubstitutedExpression\n--symbols="ΑΒΓΔΕΖ"\n"ΑΒ + ΓΔ = ΕΖ"\n"ΑΒ + + ΓΔ = ΕΖ"\n'
    with pytest.raises(ParseError) as caught:
        alphametic.run_file(text)
    err = caught.value
    assert (err.line, err.column) == (4, 5)
    assert text[err.span[0]:err.span[1]] == "+"
    assert "4 | \"ΑΒ + + ΓΔ = ΕΖ\"" in str(err)


@pytest.mark.parametrize(
    "text, line, message",
    [
        ('Substituted\n"A = B"', 1, "unknown solver `Substituted`"),
        ("", 1, "the run file is empty"),
        ("SubstitutedExpression\n", 2, "the run file has no constraint"),
        ('SubstitutedExpression\n"A ^ B = C"', 2, "exclusive or"),
        ('SubstitutedExpression\n--base=99\n"A = B"', 2, "not a base"),
        ('SubstitutedExpression\n--distinct="ABA"\n"A = B"', 2, "names `A` twice"),
        ('SubstitutedExpression\n"A = B"\n--accumulate=avg', 3, "accumulates with `min`, `max`, `sum`"),
        ('SubstitutedExpression\n"A = \'B"', 2, "the puzzle language has no strings"),
        ('SubstitutedExpression\n"A = B', 2, "unbalanced quote"),
    ],
)
def test_faults_of_the_file(text, line, message):
    with pytest.raises(ParseError, match=message) as caught:
        alphametic.run_file(text)
    assert caught.value.line == line


def test_faults_of_the_options_and_the_answer():
    # Options the file reads but no puzzle can have: the library's words.
    with pytest.raises(ValueError, match="letter `E` may take no digit"):
        alphametic.run_file('SubstitutedExpression "E = F" --assign=E,1 --assign=E,2')
    # An answer of letters the puzzle lacks: found when the answers are.
    run = alphametic.run_file('SubstitutedExpression "A + B = C" --answer=KNIGHT')
    with pytest.raises(ParseError, match="K"):
        run.summary()


def test_a_run_file_is_a_str_or_a_path():
    with pytest.raises(TypeError, match=r"a str \(its text\) or a path \(os.PathLike\), not int"):
        alphametic.run_file(42)
