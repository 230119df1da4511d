#!/usr/bin/env python3
"""Write the *.run files of this directory.

The first part is written out by hand below; the rest (long divisions, "all
the digits are wrong" sums, sums in other bases) is generated from a fixed
seed, keeping only puzzles that the oracle solves quickly. Run it, then
`oracle.py --write`. Standard library only; the output is deterministic.
"""

import os
import math
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle  # noqa: E402

SEED = 20261129
HEADER = "#!/usr/bin/env python3 -m enigma -rr\n"


def quote(arg):
    if '"' in arg or '\\' in arg or '$' in arg or '`' in arg:
        assert "'" not in arg
        return "'" + arg + "'"
    return '"' + arg + '"'


def text(cmd, comment, *args):
    """A run file: header, comment, solver, then one argument a line.
    An argument that is a tuple is written verbatim (already quoted)."""
    lines = [HEADER, "\n"]
    lines += ["# " + c + "\n" for c in comment.split("\n")]
    lines.append(cmd + "\n\n")
    for a in args:
        if isinstance(a, tuple) or a.startswith('-'):
            lines.append((a[0] if isinstance(a, tuple) else a) + "\n")  # options as written
        else:
            lines.append(quote(a) + "\n")
    return "".join(lines)


def opt(key, value):
    return '--%s=%s' % (key, quote(value))


SE = "SubstitutedExpression"
SUM = "SubstitutedSum"
DIV = "SubstitutedDivision"

HAND = [
    # -- plain alphametics --------------------------------------------------
    ("se-send-more-money", SE, "The classic: SEND + MORE = MONEY.",
     ["SEND + MORE = MONEY"]),
    ("se-two-two-four", SE, "TWO + TWO = FOUR, every solution.",
     ["TWO + TWO = FOUR"]),
    ("se-two-two-four-eqeq", SE, "TWO + TWO = FOUR written with ==: the same solutions.",
     ["TWO + TWO == FOUR"]),
    ("se-two-two-four-answer", SE, "TWO + TWO = FOUR: what can FOUR be?",
     [opt("answer", "FOUR"), "TWO + TWO = FOUR"]),
    ("alphametic-odd-even", "Alphametic", "ODD + ODD = EVEN, using the Alphametic alias.",
     ["ODD + ODD = EVEN"]),
    ("alphametic-no-solution", "Alphametic", "AB + BA = CDC has no solution with distinct digits.",
     ["AB + BA = CDC", "C > 1"]),
    ("se-cross-sum", SE, "Two sums sharing letters.",
     ["AB + CD = EF", "AC + BD = EG"]),
    ("se-product-word", SE, "A two-digit number times a digit.",
     ["AB * C = DEF", "A < B"]),
    ("se-many-products", SE, "ABC times D is a four-digit word: many solutions.",
     [opt("answer", "D"), "ABC * D = EFGH"]),
    ("se-difference", SE, "A reversal difference.",
     ["ABC - CBA = DEF"]),
    ("se-integer-value", SE, "An integer on the right of ' = '.",
     ["AB + CD = 100", "A < C"]),
    ("se-integer-value-eqeq", SE, "The same with ==.",
     ["AB + CD == 100", "A < C"]),
    ("se-zero-answer", SE, "No solutions, with an answer: only the count line is printed.",
     [opt("answer", "ABC"), "ABC + ABC = ABC", "A > 0"]),
    ("se-four-times", SE, "ABCD times 4 is its reversal.",
     [opt("answer", "ABCD"), "ABCD * 4 = DCBA"]),
    ("se-nrev", SE, "The same with nrev().",
     [opt("answer", "ABCD"), "nrev(ABCD) == 4 * ABCD"]),
    ("se-options-after", SE, "An option after the expressions is still an option.",
     ["AB * AB = CDE", "is_prime(CDE + 4)", opt("answer", "CDE")]),
    ("se-one-line", SE, "All arguments on one line.",
     [('"XY + YX = ZZ"  "X > Y"  --answer="ZZ"   # trailing comment',)]),
    ("se-single-quotes", SE, "Single quotes work as in a shell.",
     [("'AB + BA = CC'",), ("--answer='(AB, CC)'",)]),
    ("se-duplicate", SE, "A repeated expression counts once.",
     ["A + B = C", "A + B = C", "A < B"]),
    ("se-reorder", SE, "--reorder=0 only changes the search order.",
     ["--reorder=0", "AB + AB = CD", "is_square(CD)"]),

    # -- predicates and functions -------------------------------------------
    ("se-prime-seven", SE, "SEVEN is prime: how many ways?",
     ["is_prime(SEVEN)", "V = 7"]),
    ("se-prime-answers", SE, "Two-digit primes AB whose reversal is prime too.",
     [opt("answer", "AB"), "is_prime(AB)", "is_prime(BA)"]),
    ("se-anomalies", SE, "Primes and a square, in the style of Enigma 1180 (smaller).",
     [opt("answer", "(ONE, TWO)"), "ONE + ONE = TWO", "is_prime(ONE)", "is_prime(OWT)"]),
    ("se-square-ten", SE, "TEN and NET both squares.",
     [opt("answer", "(TEN, NET)"), "is_square(TEN)", "is_square(NET)"]),
    ("se-square-zero", SE, "is_square(0) is 0, which is false: A * B = 0 never passes.",
     ["--distinct=0", "is_square(A * B)", "A < 3", "B < 3"]),
    ("se-not-square", SE, "not is_square(...) is true for 0 (and for non-squares).",
     ["--distinct=0", "not is_square(A * B)", "A < 3", "B < 3"]),
    ("se-cube", SE, "A four-digit cube with distinct digits.",
     [opt("answer", "ABCD"), "is_cube(ABCD)"]),
    ("se-cube-root", SE, "is_cube returns the root.",
     [opt("answer", "ABCD"), opt("distinct", "ABCD"), "is_cube(ABCD) = EF"]),
    ("se-triangular", SE, "Three-digit triangular numbers with distinct digits.",
     [opt("answer", "ABC"), "is_triangular(ABC)"]),
    ("se-palindrome", SE, "A product that reads the same both ways.",
     [opt("answer", "AB * CD"), "is_palindrome(nsplit(AB * CD))", "A < C"]),
    ("se-palindrome-str", SE, "is_palindrome on a string.",
     [opt("answer", "ABC + CBA"), "is_palindrome(str(ABC + CBA))"]),
    ("se-npalindrome", SE, "is_npalindrome on a number.",
     ["is_npalindrome(AB * 11 + C)", "A < B"]),
    ("se-palindrome-int", SE, "is_palindrome needs a sequence: an int raises, so nothing passes.",
     ["is_palindrome(ABA)"]),
    ("se-dsum", SE, "Digit sums.",
     [opt("answer", "ABCD"), "dsum(ABCD) = 30", "A < B < C < D"]),
    ("se-digrt", SE, "Digital root of a product.",
     ["digrt(AB * CD) = 7", "A < C"]),
    ("se-gcd", SE, "Two numbers with a common factor of 7.",
     [opt("answer", "(AB, CD)"), "gcd(AB, CD) = 7", "AB < CD"]),
    ("se-abs", SE, "abs() of a difference.",
     [opt("answer", "abs(AB - CD)"), "abs(AB - CD) < 5", "A + C = 9"]),
    ("se-min-max", SE, "min() and max() over letters.",
     ["max(A, B, C, D) = 9", "min(A, B, C, D) = 1", "A + B == C + D", "A < B", "C < D", "A < C"]),
    ("se-relations-count", SE, "Exactly one of three statements is true (Enigma 16 style).",
     ["(A != 4) + (B != 5) + (C != 6) == 1", "AB + C = DE"]),
    ("se-sum-list", SE, "sum() of a list of relations.",
     ["sum([A > 5, B > 5, C > 5, D > 5]) = 2", "ABCD % 11 = 0", "A < D"]),
    ("se-and-or-not", SE, "and / or / not.",
     ["(A < B and not C < D) or (A > B and C < D)", "A + B + C + D = 20", "A < C"]),
    ("se-truncation", SE, "int() truncates: 7 / 2 = 3 passes with ' = '.",
     [opt("answer", "(A, B, C)"), "A / B = C", "A > 4", "B > 1"]),
    ("se-truncation-eqeq", SE, "With == the float is compared exactly.",
     [opt("answer", "(A, B, C)"), "A / B == C", "A > 4", "B > 1"]),
    ("se-float-condition", SE, "A float condition is truncated too: A / B is true when A >= B.",
     ["A / B", "A < 4", "B < 4", "A + B > 3"]),
    ("se-float-answer", SE, "A float answer is printed as Python prints it.",
     [opt("answer", "AB / C"), "C * 4 + 2 = AB", "C > 6"]),
    ("se-exception", SE, "A division by zero rejects the candidate.",
     ["--distinct=0", "AB % (A - B) = 0", "A > 6", "B > 6"]),

    # -- answers and accumulate -------------------------------------------------
    ("se-accumulate-min", SE, "The smallest answer.",
     [opt("answer", "ABC"), opt("accumulate", "min"), "ABC % 37 = 0", "A < B < C"]),
    ("se-accumulate-max", SE, "The largest answer.",
     [opt("answer", "ABC"), opt("accumulate", "max"), "ABC % 37 = 0", "A < B < C"]),
    ("se-accumulate-sum", SE, "sum adds the answer of every solution (repeats included).",
     [opt("answer", "A"), opt("accumulate", "sum"), "AB + CD = 99", "A < C"]),
    ("se-accumulate-pair", SE, "A list of accumulators gives a tuple.",
     [opt("answer", "AB"), opt("accumulate", "[min, max]"), "is_prime(AB)", "is_prime(A + B)"]),
    ("se-accumulate-short", SE, "Short options -A and -M.",
     [("-AXYZ",), ("-Mmax",), "XYZ % 7 = 0", "X + Y + Z = 12"]),
    ("se-tuple-answer", SE, "A tuple answer.",
     [opt("answer", "(AB, CD, EF)"), "AB + CD = EF", "AB * CD % 100 = EF", "A < C"]),

    # -- distinct ----------------------------------------------------------------
    ("se-distinct-off", SE, "--distinct=0: letters may repeat.",
     ["--distinct=0", "AB + BA = CC"]),
    ("se-distinct-empty", SE, "--distinct=\"\" means no distinct letters too.",
     [('--distinct=""',), "AB + BA = CC"]),
    ("se-distinct-bare", SE, "A bare --distinct (no value) also means none.",
     [("--distinct",), "AB + BA = CC"]),
    ("se-distinct-on", SE, "--distinct=1 is the default.",
     ["--distinct=1", "AB + BA = CC"]),
    ("se-distinct-groups", SE, "Two groups: ABC distinct, DEF distinct.",
     [opt("distinct", "ABC,DEF"), "ABC + DEF = 999", "A < D"]),
    ("se-distinct-groups-bar", SE, "Groups separated by |.",
     [opt("distinct", "AB|CD"), "AB + CD = 110"]),
    ("se-distinct-extra-symbol", SE, "A distinct group names a symbol used nowhere: it is solved for too.",
     [opt("distinct", "ABX"), "AB + BA = 66"]),
    ("se-distinct-too-many", SE, "Eleven symbols in one distinct group: no solutions.",
     [opt("symbols", "ABCDEFGHIJK"), "A + B < 20"]),

    # -- leading zeros and --invalid ---------------------------------------
    ("se-leading-zero-default", SE, "By default the first letter of AB and CD is not 0.",
     [opt("answer", "(AB, CD)"), "AB + CD = 90", "B > D", "A > 2"]),
    ("se-invalid-empty", SE, "--invalid=\"\" allows leading zeros.",
     [('--invalid=""',), opt("answer", "(AB, CD)"), "AB + CD = 90", "B > D", "A > 2"]),
    ("se-invalid-zero-comma", SE, "--invalid=\"0,\" allows leading zeros too.",
     [opt("invalid", "0,"), opt("answer", "(AB, CD)"), "AB + CD = 90", "B > D", "A > 2"]),
    ("se-invalid-replaces", SE, "Any --invalid replaces the leading-zero rule: C may now be 0.",
     [opt("invalid", "5,X"), opt("answer", "(AB, CD)"), "AB + CD = 90", "B > D", "A > 2", "X < 3"]),
    ("se-invalid-explicit", SE, "Leading zeros written out, with another restriction.",
     [opt("invalid", "0,AC"), opt("invalid", "5,X"), opt("answer", "(AB, CD)"),
      "AB + CD = 90", "B > D", "A > 2", "X < 3"]),
    ("se-invalid-bar", SE, "--invalid with |: A is odd.",
     [opt("invalid", "0,AD"), opt("invalid", "2|4|6|8,A"), "AB * C = DEF", "C = 7"]),
    ("se-invalid-range", SE, "--invalid with a range.",
     [opt("invalid", "0-4,AB"), "AB + BA = CDC"]),
    ("se-invalid-short", SE, "Short form -i: several symbols at once.",
     [("-i0,PQ",), ("-i1,R",), "PQ * R == 3 * QP"]),
    ("se-answer-leading-zero", SE, "A word only in the answer still may not start with 0.",
     [opt("answer", "BA"), "--distinct=0", "A + B = 9"]),

    # -- assign, digits, literal, symbols -------------------------------------
    ("se-assign", SE, "--assign fixes E to 5.",
     [opt("assign", "E,5"), opt("answer", "EAT"), "E + A + T = 15", "EAT % 7 = 0"]),
    ("se-assign-send", SE, "SEND + MORE = MONEY with M and O given.",
     [opt("assign", "M,1"), opt("assign", "O,0"), "SEND + MORE = MONEY"]),
    ("se-assign-unused", SE, "Assigning a symbol that is never used still takes its digit away.",
     [opt("assign", "Z,5"), "AB + BA = 121"]),
    ("se-assign-ignores-invalid", SE, "An assigned symbol is not checked against --invalid.",
     [opt("assign", "A,0"), opt("invalid", "0,AB"), "--distinct=0", "AB + B = 14"]),
    ("se-digits-range", SE, "--digits=1-9: no zeros at all.",
     ["--digits=1-9", opt("answer", "ABC"), "ABC + DEF = GHI", "A < D", "ABC % 9 = 0"]),
    ("se-digits-list", SE, "--digits as a list: odd digits only.",
     [opt("digits", "1,3,5,7,9"), "--distinct=0", opt("answer", "AB * C"), "AB * C < 200"]),
    ("se-digits-exclude", SE, "--digits with an exclusion.",
     [opt("digits", "0-9,!5"), "AB + CD = EF", "A + C = 9"]),
    ("se-digits-short", SE, "-d short form.",
     [("-d0-6",), "AB + CD = EF"]),
    ("se-symbols-lower", SE, "Lowercase symbols.",
     [opt("symbols", "abcdef"), "ab + cd = ef", "a + c = 8", "b < d"]),
    ("se-symbols-lower-all", SE, "--symbols with all 26 letters: every one is solved for and distinct,\nmore symbols than digits, so no solutions.",
     [opt("symbols", "abcdefghijklmnopqrstuvwxyz"), "ab + cd = ef", "a + c = 8", "b < d"]),
    ("se-symbols-lower-braces", SE, "Lowercase symbols need braces around function calls.",
     [opt("symbols", "abcde"), "{ab} * {c} = {dde}", "is_prime({ab})"]),
    ("se-braces-lower", SE, "Braces alone make lowercase words symbols.",
     ["{xy} + {yx} = {zz}", "{x} > {y}"]),
    ("se-braces-mixed", SE, "One expression with braces, one without.",
     [opt("answer", "PQ"), "{PQ} + {QP} = {RR}", "P > Q"]),
    ("se-braces-only", SE, "With braces only the braced words are symbols: the 1 stays a 1.",
     ["{A1} - {B} == {C}", "--distinct=0"]),
    ("se-symbols-extra", SE, "--symbols names E, used nowhere: it is solved for (and distinct).",
     [opt("symbols", "ABCDE"), "AB + C = 30", "A < B"]),
    ("se-symbols-digits-wrong", SE, "All the digits are wrong (symbols are digits).",
     [opt("symbols", "01234"), ("-i0,0124",), ("-i1,1",), ("-i2,2",), ("-i3,3",), ("-i4,4",), "13 + 24 = 40"]),
    ("se-symbols-all-digits", SE, "The same, declaring all ten digits: the unused six are solved for too.",
     [opt("symbols", "0123456789"), ("-i0,0124",), ("-i1,1",), ("-i2,2",), ("-i3,3",), ("-i4,4",),
      ("-i5,5",), ("-i6,6",), ("-i7,7",), ("-i8,8",), ("-i9,9",), "13 + 24 = 40"]),
    ("se-literal", SE, "--literal: the 0s stand for themselves.",
     [opt("literal", "0"), "A0B + C0D = EF0", "A < C"]),
    ("se-literal-digits", SE, "Digit symbols with one literal.",
     [opt("symbols", "0123"), opt("literal", "3"), "--distinct=0", "10 + 23 = 33"]),

    # -- bases -----------------------------------------------------------------
    ("se-base8", SE, "ONE + ONE = TWO in octal.",
     ["--base=8", "ONE + ONE = TWO"]),
    ("se-base12", SE, "A sum in base 12.",
     ["--base=12", opt("answer", "BIG"), "BIG + BIG = FIVE"]),
    ("se-base16-value", SE, "In base 16 the number after ' = ' is hexadecimal: 1000 is 4096.",
     ["--base=16", opt("answer", "(ABC, DEF)"), "ABC + DEF = 1000", "A + 1 = D", "B + C == 26"]),
    ("se-base16-decimal-literal", SE, "Numbers inside an expression stay decimal.",
     ["-b16", "AB + CD == 100", "A < C"]),
    ("se-base5", SE, "Base 5.",
     ["--base=5", opt("answer", "ABC"), "AB + BA = CC"]),
    ("se-base2", SE, "Base 2, no distinct.",
     ["--base=2", "--distinct=0", opt("answer", "ABCD"), "ABCD + DCBA = 11110"]),
]


# -- SubstitutedSum, written out --------------------------------------------

HAND_SUMS = [
    ("sum-two-two-four", "TWO + TWO = FOUR with SubstitutedSum.", [], ["TWO + TWO = FOUR"]),
    ("sum-send-more", "SEND + MORE = MONEY with SubstitutedSum.", [], ["SEND + MORE = MONEY"]),
    ("sum-three-terms", "Three terms.", [], ["AB + AB + AB = CAB"]),
    ("sum-assign", "--assign in a sum.", ["--assign=E,6"], ["ONE + ONE = TWO"]),
    ("sum-digits", "--digits in a sum.", ["--digits=0-7"], ["TWO + TWO = FOUR"]),
    ("sum-invalid", "--invalid in a sum replaces the leading-zero rule.", ["--invalid=0,F"], ["TWO + TWO = FOUR"]),
    ("sum-leading-zeros", "--invalid=0, allows leading zeros.", ["--invalid=0,"], ["AB + CD = EF"]),
    ("sum-base8", "Octal.", ["--base=8"], ["ONE + ONE = TWO"]),
    ("sum-base16", "Hexadecimal, short option.", ["-b16"], ["ABC + ABC = DEF"]),
    ("sum-chain", "Two sums solved together.", [], ["AB + CD = EF", "BA + DC = FE"]),
    ("sum-too-many", "Eleven letters in base 10: no solutions.", [], ["ABCDE + FGHIJ = KAAAA"]),
    ("sum-digits-wrong", "All the digits are wrong (after Enigma 171's form).",
     ["-i0,0124", "-i1,1", "-i2,2", "-i3,3", "-i4,4"], ["13 + 24 = 40"]),
    ("sum-assign-invalid", "In a sum an assigned letter is checked against --invalid: none.",
     ["--assign=T,0"], ["TWO + TWO = FOUR"]),
]


# -- SubstitutedDivision, written out ------------------------------------------

HAND_DIVS = [
    ("div-letters", "Letters for digits, some digits missing (after Enigma 206).", [],
     ["pkmkh / ?? = ???", "pkm - pmd = xp", "xpk - ?? = kh", "khh - mbg = k"]),
    ("div-sevens", "A division with a zero in the quotient (after Enigma 250).", [],
     ["7????? / ?? = ?????", "7? - ?? = ??", "??? - ?? = ?", "", "??? - ?? = ??", "??? - ??7 = 0"]),
    ("div-extra", "--extra, no distinct letters (after Enigma 16).",
     [('--distinct=""',), opt("extra", "sum([A != 4, B != 5, C != 6, D != 7]) = 1")],
     ["C??? / A? = ???", "C? - ?D = ?", "", "??? - B?? = 0"]),
    ("div-invalid", "--invalid adds to the built-in rules (after Enigma 226).",
     [opt("invalid", "5,X")],
     ["???0000 / ?? = ?????", "??? - ?? = ?", "?? - ?? = ??", "??? - ?X? = ??", "??? - ??? = ??", "??? - ??? = 0"]),
    ("div-x", "Exact division with one letter (after Enigma 440).", [],
     ["????? / ?x = ??x", "??? - ?? = ?", "", "??? - ??x = 0"]),
    ("div-extra-dashdash", "Extra conditions after a lone --.", [],
     ["????? / ?x = ??x", "??? - ?? = ?", "", "??? - ??x = 0", ("--",), "x > 5"]),
    ("div-unchecked-remainder", "The library does not require a step's result to be less than the divisor:\n17 / 3 = 4 rem 5 fits this layout as well as 17 / 3 = 5 rem 2. The written\nmethod does: 278 solutions, where the library counts 522.", [],
     ["?? / ? = ?", "?? - ?? = ?"]),
]


def write(name, body, written):
    path = os.path.join(HERE, name + ".run")
    with open(path, "w") as f:
        f.write(body)
    written.append(name)


def count(path, strict=False, budget=None):
    return oracle.run_file(path, strict=strict, budget=budget)[0]


# -- generated families --------------------------------------------------------

def long_division(a, b, base=10):
    """The written steps of a / b, or None if a middle step leaves 0."""
    c = a // b
    sa, sc = to_base(a, base), to_base(c, base)
    n1 = len(sa) - len(sc) + 1
    steps, x, pos = [], int_base(sa[:n1], base), n1
    for k, qd in enumerate(sc):
        if k > 0:
            x = x * base + int(sa[pos], 36)
            pos += 1
        q = int(qd, 36)
        if q == 0:
            steps.append(None)
            continue
        y = b * q
        z = x - y
        steps.append((x, y, z))
        x = z
    # every non-empty step but the last must leave a non-zero remainder
    nonempty = [s for s in steps if s]
    if any(s[2] == 0 for s in nonempty[:-1]) or steps[-1] is None:
        return None
    # after a run of zero quotient digits the remainder carries on
    return sa, to_base(b, base), sc, steps


def to_base(n, base):
    s = ""
    while True:
        n, d = divmod(n, base)
        s = "0123456789abcdefghijklmnopqrstuvwxyz"[d] + s
        if n == 0:
            return s


def int_base(s, base):
    return int(s, base)


def mask_division(rng, a, b, c, steps, base, letters, p_letter, p_digit):
    """Write each digit as a letter (one letter per digit value), a literal
    digit, or ?."""
    values = list(range(base))
    rng.shuffle(values)
    lettered = dict(zip(values[:len(letters)], letters))
    shown = set(values[len(letters):len(letters) + 2])  # digits that may appear literally

    def show(s):
        out = ""
        for ch in s:
            d = int(ch, 36)
            r = rng.random()
            if d in lettered and r < p_letter:
                out += lettered[d]
            elif d in shown and r < p_digit and base <= 10:
                out += ch
            else:
                out += "?"
        return out

    div = "%s / %s = %s" % (show(a), show(b), show(c))
    subs = []
    for k, st in enumerate(steps):
        if st is None:
            subs.append("")
            continue
        x, y, z = (to_base(v, base) for v in st)
        last = (k == len(steps) - 1)
        zs = "0" if (last and st[2] == 0) else show(z)
        subs.append("%s - %s = %s" % (show(x), show(y), zs))
    return div, subs


def gen_divisions(rng, written, want):
    made = 0
    tries = 0
    shapes = [(2, 3, 0.5), (2, 4, 0.4), (2, 3, 0.3), (3, 3, 0.4), (2, 5, 0.35), (1, 4, 0.5)]
    while made < want and tries < 4000:
        tries += 1
        nb, nc, p = shapes[tries % len(shapes)]
        base = 10
        b = rng.randrange(max(2, 10 ** (nb - 1)), 10 ** nb)
        c = rng.randrange(10 ** (nc - 1), 10 ** nc)
        if rng.random() < 0.4 and nc >= 3:  # put a zero in the middle of the quotient
            cs = list(str(c))
            cs[rng.randrange(1, nc - 1)] = "0"
            c = int("".join(cs))
        r = 0 if rng.random() < 0.5 else rng.randrange(1, b)
        a = b * c + r
        ld = long_division(a, b, base)
        if ld is None:
            continue
        sa, sb, sc, steps = ld
        case = made % 6
        letters = ["xyz", "ABCD", "pqrs", "EFG", "km", "TUVW"][case]
        div, subs = mask_division(rng, sa, sb, sc, steps, base, letters, p, 0.3)
        need = {1: "ABC", 2: "p"}.get(case, "")
        if not all(ch in div + "".join(subs) for ch in need):
            continue
        opts = []
        if case == 1:
            opts.append(opt("extra", "A + B > C"))
        elif case == 2:
            opts.append(opt("invalid", "1|3|5|7|9,p"))
        elif case == 3:
            opts.append(('--distinct=""',))
        elif case == 4:
            opts.append(opt("digits", "0-8"))
        name = "div-gen-%02d" % made
        comment = "A long division: %s (generated)." % ("exact" if r == 0 else "with a remainder")
        if "" in subs:
            comment += "\nA zero in the quotient: the empty step."
        body = text(DIV, comment, *opts, *subs_first(div, subs))
        path = os.path.join(HERE, name + ".run")
        with open(path, "w") as f:
            f.write(body)
        try:
            n = count(path, budget=200000)
            n2 = count(path, strict=True, budget=200000)
        except (oracle.RunFileError, oracle.Budget):
            os.remove(path)
            continue
        if n != n2 or n > 3000:
            os.remove(path)
            continue
        written.append(name)
        made += 1


def subs_first(div, subs):
    return [div] + subs


def derange(rng, digits):
    while True:
        p = list(digits)
        rng.shuffle(p)
        if all(x != y for x, y in zip(digits, p)):
            return dict(zip(digits, p))


def gen_digits_wrong(rng, written, want):
    made = 0
    while made < want:
        x = rng.randrange(100, 1000)
        y = rng.randrange(100, 1000)
        z = x + y
        used = sorted(set("%d%d%d" % (x, y, z)))
        if len(used) > 7:
            continue
        sigma = derange(rng, "0123456789")
        show = lambda n: "".join(sigma[ch] for ch in str(n))
        sx, sy, sz = show(x), show(y), show(z)
        if any(s[0] == "0" and len(s) > 1 for s in (sx, sy, sz)) and False:
            continue
        syms = "".join(sorted(set(sx + sy + sz)))
        lead = "".join(sorted(set(s[0] for s in (sx, sy, sz))))
        inv = [("-i0,%s" % "".join(sorted(set(lead + ("0" if "0" in syms else ""))),))]
        inv += [("-i%s,%s" % (d, d),) for d in syms if d != "0"]
        name = "digits-wrong-%02d" % made
        if made % 2 == 0:
            body = text(SE, "All the digits are wrong: %s + %s = %s (generated)." % (sx, sy, sz),
                        opt("symbols", syms), *inv, "%s + %s = %s" % (sx, sy, sz))
        else:
            body = text(SUM, "All the digits are wrong, as a SubstitutedSum (generated).",
                        *inv, "%s + %s = %s" % (sx, sy, sz))
        path = os.path.join(HERE, name + ".run")
        with open(path, "w") as f:
            f.write(body)
        written.append(name)
        made += 1


WORDS = ["ONE", "TWO", "SIX", "TEN", "NINE", "FIVE", "FOUR", "ZERO", "EIGHT",
         "THREE", "SEVEN", "ELEVEN", "TWELVE", "TWENTY", "FORTY", "FIFTY", "SIXTY",
         "SUN", "MOON", "STAR", "MARS", "EARTH", "VENUS", "COMET", "ORBIT",
         "RED", "BLUE", "GREEN", "GREY", "PINK", "ROSE", "GOLD", "TEAL"]


def gen_base_sums(rng, written, want):
    made = 0
    tries = 0
    while made < want and tries < 3000:
        tries += 1
        w1, w2 = rng.choice(WORDS), rng.choice(WORDS)
        base = rng.choice([6, 7, 8, 9, 11, 12, 13, 14, 16])
        w3 = rng.choice(WORDS)
        letters = set(w1 + w2 + w3)
        if len(w3) < max(len(w1), len(w2)) or len(letters) > base:
            continue
        if math.perm(base, len(letters)) > 1500000:  # keep the search small
            continue
        kind = made % 3
        name = "base-gen-%02d" % made
        comment = "%s + %s = %s in base %d (generated)." % (w1, w2, w3, base)
        if kind == 0:
            body = text(SE, comment, "--base=%d" % base, "%s + %s = %s" % (w1, w2, w3))
        elif kind == 1:
            body = text(SUM, comment, "--base=%d" % base, "%s + %s = %s" % (w1, w2, w3))
        else:
            body = text("Alphametic", comment, "--base=%d" % base, opt("answer", w3),
                        "%s + %s = %s" % (w1, w2, w3))
        path = os.path.join(HERE, name + ".run")
        with open(path, "w") as f:
            f.write(body)
        if count(path) == 0 and rng.random() < 0.85:
            os.remove(path)
            continue
        written.append(name)
        made += 1


def main():
    for f in os.listdir(HERE):
        if f.endswith(".run"):
            os.remove(os.path.join(HERE, f))
    written = []
    for name, cmd, comment, args in HAND:
        write(name, text(cmd, comment, *args), written)
    for name, comment, opts, sums in HAND_SUMS:
        write(name, text(SUM, comment, *[(o,) for o in opts], *sums), written)
    for name, comment, opts, args in HAND_DIVS:
        write(name, text(DIV, comment, *opts, *args), written)
    rng = random.Random(SEED)
    gen_divisions(rng, written, 18)
    gen_digits_wrong(rng, written, 8)
    gen_base_sums(rng, written, 12)
    print("wrote %d run files" % len(written))


if __name__ == "__main__":
    main()
