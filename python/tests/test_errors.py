"""Bad input: each case a Python exception with the library's message,
never a crash of the interpreter."""

import pytest

import alphametic
from alphametic import ParseError, Puzzle


def test_a_parse_error_draws_the_puzzle_with_a_caret():
    with pytest.raises(ParseError) as caught:
        Puzzle("SEND + + MORE == MONEY")
    assert str(caught.value) == (
        "error: expected a word or a number after `+`\n"
        "  |\n"
        "1 | SEND + + MORE == MONEY\n"
        "  |      ^ expected a word or a number after this\n"
    )
    assert caught.value.span == (5, 6)
    assert caught.value.message == "expected a word or a number after `+`"
    assert caught.value.label == "expected a word or a number after this"
    assert isinstance(caught.value, ValueError)


def test_the_span_counts_characters_not_bytes():
    # Each Greek letter is two bytes of UTF-8: byte offsets would be off.
    text = "ένα + + ένα == δύο"
    with pytest.raises(ParseError) as caught:
        Puzzle(text)
    start, end = caught.value.span
    assert (start, end) == (4, 5)
    assert text[start:end] == "+"


def test_an_expression_that_does_not_parse():
    with pytest.raises(ParseError) as caught:
        Puzzle("ΑΒ + ΓΔ == ΕΖ").answers("ΑΒ +")
    assert caught.value.span[0] <= len("ΑΒ +")


def test_parse_errors_are_value_errors():
    with pytest.raises(ValueError, match="only one `==`"):
        alphametic.solve("A + B == C == D")


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda: Puzzle(42), TypeError, "must be a str or UTF-8 bytes, not int"),
        (lambda: Puzzle(None), TypeError, "not NoneType"),
        (lambda: Puzzle(b"\xff\xfe == A"), UnicodeDecodeError, "invalid"),
        (lambda: Puzzle("A\udcff == B"), UnicodeEncodeError, "surrogates"),
        (lambda: Puzzle("A == A", base=1), ValueError, "base 1 is not supported: the base must be from 2 to 36"),
        (lambda: Puzzle("A == A", base=37), ValueError, "base 37 is not supported"),
        (lambda: Puzzle("A == A", base=-5), ValueError, "base -5 is not supported"),
        (lambda: Puzzle("A == A", base=2**80), ValueError, "is not supported"),
        (lambda: Puzzle("A == A", base="10"), TypeError, "base must be an int, not str"),
        (lambda: Puzzle("A == A", base=True), TypeError, "not bool"),
        (lambda: Puzzle("A == A", strict="yes"), TypeError, "bool"),
        (lambda: Puzzle("A == A", digits=[]), ValueError, "the letters may take no digit: the set is empty"),
        (lambda: Puzzle("A == A", digits=""), ValueError, "the set is empty"),
        (lambda: Puzzle("A == A", digits="9-1"), ValueError, "`9-1` is not a digit or a range of digits"),
        (lambda: Puzzle("A == A", digits=[1, 12]), ValueError, "digit 12 is not a digit of base 10"),
        (lambda: Puzzle("A == A", digits=[-1]), ValueError, "digit -1 is not a digit of base 10"),
        (lambda: Puzzle("A == A", digits=["1"]), TypeError, "a digit must be an int"),
        (lambda: Puzzle("A == A", digits=b"1-9"), TypeError, "not bytes"),
        (lambda: Puzzle("A == A", digits=7), TypeError, "not iterable"),
        (lambda: Puzzle("A == A", base=8, digits="1-9"), ValueError, "digit 8 is not a digit of base 8"),
        (lambda: Puzzle("A + B == C").render({"A": 99}), ValueError, "past the largest"),
        (lambda: Puzzle("A + B == C").render({"AB": 1}), ValueError, "not a solution"),
        (lambda: Puzzle("A + B == C").render([1, 2]), TypeError, "must be a dict"),
        (lambda: Puzzle("A + B == C").answers(3), TypeError, "the expression must be a str"),
    ],
)
def test_bad_input_raises(call, error, message):
    with pytest.raises(error, match=message.replace("(", r"\(")):
        call()


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda: alphametic.find("mars\nno way\nvenus\n"), ValueError, "line 2: `no way` is not a word"),
        (lambda: alphametic.find(["mars", "no way"]), ValueError, "word 1 `no way` is not a word: letters only"),
        (lambda: alphametic.find(["mars", 3]), TypeError, "a word must be a str, not int"),
        (lambda: alphametic.find(42), TypeError, "not iterable"),
        (lambda: alphametic.find(["mars"], kind="sums"), ValueError, 'kind must be "additions"'),
        (lambda: alphametic.find(["mars"], kind="grid", size=9), ValueError, "a grid of 9 x 9 is not supported"),
        (lambda: alphametic.find(["mars"], addends=(3, 2)), ValueError, "numbers of addends"),
        (lambda: alphametic.find(["mars"], base=40), ValueError, "base 40 is not supported"),
        (lambda: alphametic.find(["mars"], right="two words"), ValueError, "is not a word"),
        (lambda: alphametic.explain("A +"), ParseError, "error: "),
        (lambda: alphametic.explain("A == A", base=0), ValueError, "base 0 is not supported"),
    ],
)
def test_bad_finder_and_explain_input_raises(call, error, message):
    with pytest.raises(error, match=message):
        call()
