#!/usr/bin/env python3
"""Writes tests/data/alphametics/planted_bases.tsv: 30 sum puzzles in bases
16 to 36 with 12 to 26 distinct letters, each built around a planted
solution so that it is known to have at least one.

A puzzle is planted by giving n distinct random digits to n random letters,
writing 2 to 4 addend words (3 to 8 letters, never a leading 0) over those
letters, adding their values in the base and spelling the sum back in
letters. It is kept only when every digit of the sum is one of the planted
digits (the digit-to-letter map is one-to-one, the digits being distinct)
and the puzzle uses 12 to 26 distinct letters.

Deterministic: a fixed seed, no third-party packages.
    python3 benches/peers/planted.py
"""

import random
import string
from pathlib import Path

SEED = 2026
COUNT = 30
OUT = Path(__file__).resolve().parents[2] / "tests/data/alphametics/planted_bases.tsv"


def value(word, digit_of, base):
    n = 0
    for letter in word:
        n = n * base + digit_of[letter]
    return n


def plant(rng):
    """One planted puzzle as (puzzle, base, letters, planted), or None."""
    base = rng.randint(16, 36)
    n = rng.randint(12, min(26, base))
    letters = rng.sample(string.ascii_uppercase, n)
    digit_of = dict(zip(letters, rng.sample(range(base), n)))
    letter_of = {d: l for l, d in digit_of.items()}
    nonzero = [l for l in letters if digit_of[l] != 0]
    addends = []
    for _ in range(rng.randint(2, 4)):
        length = rng.randint(3, 8)
        addends.append(rng.choice(nonzero) + "".join(rng.choice(letters) for _ in range(length - 1)))
    total = sum(value(w, digit_of, base) for w in addends)
    digits = []
    while total:
        total, d = divmod(total, base)
        digits.append(d)
    if any(d not in letter_of for d in digits):
        return None
    result = "".join(letter_of[d] for d in reversed(digits))
    # The sum of positive words is positive: its leading digit is never 0.
    used = sorted(set("".join(addends) + result))
    if not 12 <= len(used) <= 26:
        return None
    puzzle = " + ".join(addends) + " == " + result
    planted = " ".join(f"{l}={digit_of[l]}" for l in used)
    return puzzle, base, len(used), planted


def main():
    rng = random.Random(SEED)
    rows = []
    while len(rows) < COUNT:
        row = plant(rng)
        if row is not None:
            rows.append(row)
    with OUT.open("w") as out:
        out.write("puzzle\tbase\tletters\tplanted\n")
        for puzzle, base, letters, planted in rows:
            out.write(f"{puzzle}\t{base}\t{letters}\t{planted}\n")
    print(f"wrote {len(rows)} puzzles to {OUT}")


if __name__ == "__main__":
    main()
