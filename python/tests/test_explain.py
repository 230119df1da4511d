"""alphametic.explain: steps and grade as Python objects."""

import alphametic


def test_an_explanation_as_data_and_as_english():
    e = alphametic.explain("TO + GO == OUT")
    assert (e.puzzle, e.grade, e.grade_name, e.complete) == ("TO + GO == OUT", 2, "medium", True)
    assert e.solutions == [{"G": 8, "O": 1, "T": 2, "U": 0}]
    assert all({"rule", "text", "place"} <= step.keys() for step in e.steps)
    assert e.difficulty["steps"] == len(e.steps)
    assert e.data["line"]["end"] == {"solved": {"G": 8, "O": 1, "T": 2, "U": 0}}
    assert str(e).startswith("TO + GO == OUT\n")
    assert "O = 1" in str(e)


def test_options_and_limits():
    assert alphametic.explain("SEND + MORE == MONEY").solutions[0]["M"] == 1
    # Cut short before its first solution: no grade.
    cut = alphametic.explain("A + B == C", cases=1)
    assert not cut.complete
    assert cut.grade is None
    assert cut.grade_name == "unexplained"
    # Cut short after it: graded on it, as a person who has an answer is done.
    first = alphametic.explain("A + B == C", cases=3)
    assert not first.complete
    assert first.solutions and first.grade is not None
    assert alphametic.explain("X + X == X", strict=True).solutions == []
    assert alphametic.explain("A + B == C", base=4, digits="1-3").data["digits"] == "1-3"


def test_missing_digits_and_long_divisions():
    # A `?` is named by its place among the `?`s, its number in subscript.
    e = alphametic.explain("A? + ?A == 22")
    assert e.complete
    assert e.solutions == [{"A": 1, "?₁": 1, "?₂": 1}]
    assert "?₁ and ?₂ are missing digits" in str(e)
    division = alphametic.explain("??I18 / ?96 = 9P | KBI1 - K16? = I6K | I6K8 - I18? = ?9P")
    assert division.complete and division.data["layout"]
    assert division.solutions[0]["?₃"] == 7
    assert "?₃96" in " ".join(division.data["equations"])
