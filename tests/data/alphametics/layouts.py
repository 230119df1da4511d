"""Writes layouts.tsv: long divisions and long multiplications shaped like
the ones newspapers print, each built around a planted solution.

A division has a 7- to 9-digit dividend, a 2- or 3-digit divisor and a 4-
to 6-digit quotient, some of whose digits are 0 (an empty step); a
multiplication a 3- to 5-digit multiplicand and a 2- to 4-digit
multiplier, some of whose digits are 0 (an empty line). Three to seven of
the ten digits are lettered; every other digit, and each lettered one with
odds chosen per puzzle, is written `?`; a puzzle keeps 50 to 85% of its
digits `?` (past that, the counts run to millions).

The counts are not computed here: `cargo test -p alphametic --test
skeletons` compares the runtime with the written-method solver of
`alphametic-support` (itself checked against the brute-force oracle) on
every line, under both zero rules, and with ALPHAMETIC_REGENERATE=1 writes
the written method's counts into the file.

    python3 tests/data/alphametics/layouts.py > tests/data/alphametics/layouts.tsv
"""

import random

rng = random.Random(48)
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def number(digits, zeros=0.0):
    """A random number of `digits` digits, its later digits 0 with odds `zeros`."""
    n = rng.randrange(1, 10)
    for _ in range(digits - 1):
        n = n * 10 + (0 if rng.random() < zeros else rng.randrange(10))
    return n


class Mask:
    """One masking of a planted puzzle: which digits are lettered, and the
    odds that a lettered digit is written `?` all the same."""

    def __init__(self):
        self.letter = dict(zip(rng.sample(range(10), rng.randint(3, 7)), rng.sample(LETTERS, 7)))
        self.blank = rng.uniform(0.2, 0.8)

    def word(self, n):
        out = ""
        for c in str(n):
            d = int(c)
            if d in self.letter and rng.random() >= self.blank:
                out += self.letter[d]
            else:
                out += "?"
        return out


def long_division(mask):
    divisor = number(rng.randint(2, 3))
    quotient = number(rng.randint(4, 6), zeros=0.15)
    remainder = rng.randrange(divisor)
    dividend = divisor * quotient + remainder
    d, q = str(dividend), str(quotient)
    if not 7 <= len(d) <= 9 or "0" not in q[1:] and rng.random() < 0.3:
        return None
    k = len(d) - len(q) + 1
    current = int(d[:k])
    steps = []
    for i, c in enumerate(q):
        digit = int(c)
        if digit == 0:
            steps.append("")
        else:
            y = divisor * digit
            z = current - y
            steps.append(f"{mask.word(current)} - {mask.word(y)} = {mask.word(z)}")
            current = z
        if k + i < len(d):
            current = current * 10 + int(d[k + i])
    head = f"{mask.word(dividend)} / {mask.word(divisor)} = {mask.word(quotient)}"
    return " | ".join([head] + steps)


def long_multiplication(mask):
    a = number(rng.randint(3, 5))
    b = number(rng.randint(2, 4), zeros=0.2)
    lines = []
    for c in reversed(str(b)):
        digit = int(c)
        lines.append(mask.word(a * digit) if digit else "")
    head = f"{mask.word(a)} * {mask.word(b)} = {mask.word(a * b)}"
    return " | ".join([head] + lines)


KINDS = [(long_division, 110), (long_multiplication, 50)]

print("puzzle\tcount\tcount_strict")
seen = set()
for make, wanted in KINDS:
    made = 0
    while made < wanted:
        text = make(Mask())
        if text is None or text in seen:
            continue
        letters = len({c for c in text if c.isalpha()})
        digits = sum(c == "?" or c.isalpha() for c in text)
        if not 3 <= letters <= 7 or not 0.5 <= text.count("?") / digits <= 0.85:
            continue
        # The solvers take at most 64 unknowns, letters and `?`s together.
        if letters + text.count("?") > 64:
            continue
        seen.add(text)
        print(f"{text}\t0\t0")
        made += 1
