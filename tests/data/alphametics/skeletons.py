"""Writes skeletons.tsv: puzzles as puzzle columns set them, each built
around a planted solution and masked at random.

Every digit of a planted long division, long multiplication, sum, product
or quotient is shown as its letter (a digit chosen to be lettered is always
written with the same letter), as `?`, or as itself. The counts are not
computed here: `cargo test -p alphametic --test skeletons` compares the
solvers with the brute-force oracle on every line (each puzzle has at
most 6 `?`s and 6 letters, and a puzzle without a layout at most 2·10^7
assignments, so that the brute force stays quick), and with
ALPHAMETIC_REGENERATE=1 writes the oracle's counts into the file.

    python3 tests/data/alphametics/skeletons.py > tests/data/alphametics/skeletons.tsv
"""

import random

rng = random.Random(2026)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n, base):
    if n == 0:
        return "0"
    out = ""
    while n:
        out = DIGITS[n % base] + out
        n //= base
    return out


class Mask:
    """One masking of a planted puzzle: lettered digits and `?` odds."""

    def __init__(self, base, lettered, blank):
        self.base = base
        letters = rng.sample(LETTERS[:26], base if base <= 26 else 26)
        digits = rng.sample(range(base), min(lettered, base, 26))
        self.letter = {d: letters[i] for i, d in enumerate(digits)}
        self.blank = blank
        # The digits the puzzle hides, under a letter or a `?`.
        self.hidden = set()

    def word(self, n):
        out = ""
        for c in to_base(n, self.base):
            d = DIGITS.index(c)
            if rng.random() < self.blank:
                out += "?"
                self.hidden.add(d)
            elif d in self.letter:
                out += self.letter[d]
                self.hidden.add(d)
            elif d < 10:
                out += str(d)
            else:
                out += "?"
                self.hidden.add(d)
        return out


def number(digits, base, zeros=0.0):
    """A random number of `digits` digits, its later digits 0 with odds `zeros`."""
    n = rng.randrange(1, base)
    for _ in range(digits - 1):
        n = n * base + (0 if rng.random() < zeros else rng.randrange(base))
    return n


def long_division(base, mask):
    divisor = number(rng.randint(1, 3), base)
    quotient = number(rng.randint(2, 5), base, zeros=0.25)
    remainder = rng.randrange(divisor)
    dividend = divisor * quotient + remainder
    d, q = to_base(dividend, base), to_base(quotient, base)
    if len(d) > 8:
        return None
    k = len(d) - len(q) + 1
    current = int(d[:k], base)
    steps = []
    for i, c in enumerate(q):
        digit = DIGITS.index(c)
        if digit == 0:
            steps.append("")
        else:
            y = divisor * digit
            z = current - y
            steps.append(f"{mask.word(current)} - {mask.word(y)} = {mask.word(z)}")
            current = z
        if k + i < len(d):
            current = current * base + DIGITS.index(d[k + i])
    head = f"{mask.word(dividend)} / {mask.word(divisor)} = {mask.word(quotient)}"
    return " | ".join([head] + steps)


def long_multiplication(base, mask):
    a = number(rng.randint(2, 4), base)
    b = number(rng.randint(1, 3), base, zeros=0.3)
    lines = []
    for c in reversed(to_base(b, base)):
        digit = DIGITS.index(c)
        lines.append(mask.word(a * digit) if digit else "")
    head = f"{mask.word(a)} * {mask.word(b)} = {mask.word(a * b)}"
    return " | ".join([head] + lines)


def skeleton_sum(base, mask):
    addends = [number(rng.randint(2, 4), base) for _ in range(rng.randint(2, 3))]
    left = " + ".join(mask.word(a) for a in addends)
    return f"{left} == {mask.word(sum(addends))}"


def skeleton_product(base, mask):
    a, b = number(rng.randint(2, 3), base), number(rng.randint(1, 2), base)
    if rng.random() < 0.5:
        return f"{mask.word(a)} * {mask.word(b)} == {mask.word(a * b)}"
    return f"{mask.word(a * b)} / {mask.word(b)} == {mask.word(a)}"


def has_unknown(text):
    return any(c == "?" or c.isalpha() and c.isupper() for c in text)


KINDS = [
    ("division", long_division, 60),
    ("multiplication", long_multiplication, 40),
    ("sum", skeleton_sum, 30),
    ("product", skeleton_product, 30),
]

print("puzzle\tbase\tdigits\tanswer\tcount\tcount_strict\tanswers")
seen = set()
for kind, make, wanted in KINDS:
    made = 0
    while made < wanted:
        base = rng.choice([10] * 4 + [8, 12])
        mask = Mask(base, lettered=rng.randint(3, 7), blank=rng.choice([0.2, 0.35, 0.5]))
        text = make(base, mask)
        if text is None or text in seen or not has_unknown(text):
            continue
        # Few enough unknowns for the brute force to check the counts: it
        # checks a layout step by step, a single equation only whole.
        blanks, letters = text.count("?"), len({c for c in text if c.isupper()})
        if blanks > 6 or letters > 6:
            continue
        tree = base**blanks
        for i in range(letters):
            tree *= base - i
        if "|" not in text and tree > 2e7:
            continue
        words = [w for w in text.replace("|", " ").split() if w not in "+-*/=="]
        # Every word of an equation needs a letter or a `?`: a digit-only
        # word is a number, which only a layout may hold.
        if kind in ("sum", "product") and not all(has_unknown(w) for w in words):
            continue
        seen.add(text)
        digits = "-"
        if made % 4 == 3 and 0 not in mask.hidden:
            # The letters and `?`s stand for the digits 1 to base - 1.
            digits = f"1-{base - 1}"
        answer = "-"
        letters = sorted({c for c in text if c.isupper()})
        if made % 5 == 1 and letters:
            answer = "".join(letters[:3])
        print(f"{text}\t{base}\t{digits}\t{answer}\t0\t0\t0")
        made += 1
