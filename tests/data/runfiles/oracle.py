#!/usr/bin/env python3
"""Brute-force oracle for the run files in this directory.

Reads each `*.run` file the way `enigma.py` does (see SEMANTICS.md) and counts
its solutions by plain backtracking: the symbols are tried in code-point
order, each constraint is checked as soon as all its symbols have values.
Long divisions are worked out step by step as they are written.

    oracle.py FILE...      print count, answers (and accumulated value) per file
    oracle.py --write      regenerate expected.tsv from every *.run file here
    oracle.py --check      recompute every file and compare with expected.tsv
    oracle.py --selftest   check the division solver against divisions written out in full

Standard library only (Python 3.11). Deterministic.
"""

import json
import math
import os
import re
import shlex
import sys
import time
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOWER = "abcdefghijklmnopqrstuvwxyz"
DIGITS36 = "0123456789" + UPPER


class RunFileError(Exception):
    """The file is not something the library would run."""


# -- functions available to expressions (same results as enigma.py's) --------

def is_prime(n):
    if n is None:
        return None
    if n < 2:
        return False
    if n < 4:
        return True
    if n % 2 == 0:
        return False
    i = 3
    while i * i <= n:
        if n % i == 0:
            return False
        i += 2
    return True


def is_square(n):
    if n is None or n < 0:
        return None
    r = math.isqrt(n)
    return r if r * r == n else None


def is_cube(n):
    if n < 0:
        return None
    if n < 2:
        return n
    r = round(n ** (1.0 / 3.0))
    for x in (r - 1, r, r + 1):
        if x >= 0 and x ** 3 == n:
            return x
    return None


def is_triangular(n):
    if n % 9 not in (0, 1, 3, 6):
        return None
    x = is_square(8 * n + 1)
    return None if x is None else x // 2


def is_palindrome(seq):
    if not hasattr(seq, '__len__'):
        seq = list(seq)  # an int raises TypeError, as in the library
    return all(seq[i] == seq[-1 - i] for i in range(len(seq) // 2))


def is_npalindrome(n):
    s = str(abs(n))
    return s == s[::-1]


def nsplit(n):
    return tuple(int(c) for c in str(abs(n)))


def dsum(n):
    return sum(nsplit(n))


def digrt(n):
    return 0 if n == 0 else int(1 + (n - 1) % 9)


def nrev(n):
    if n < 0:
        return -nrev(-n)
    return int(str(n)[::-1])


EVAL_GLOBALS = {
    'is_prime': is_prime, 'is_square': is_square, 'is_cube': is_cube,
    'is_triangular': is_triangular, 'is_palindrome': is_palindrome,
    'is_npalindrome': is_npalindrome, 'dsum': dsum, 'digrt': digrt,
    'nrev': nrev, 'nreverse': nrev, 'nsplit': nsplit, 'gcd': math.gcd,
}


# -- reading a run file -------------------------------------------------------

def read_words(path):
    with open(path) as f:
        lexer = shlex.shlex(f, posix=True)
        lexer.whitespace_split = True
        words = list(lexer)
    if not words:
        raise RunFileError("empty run file")
    return words[0], words[1:]


def base2int(s, base):
    s = s.strip()
    neg = s.startswith('-')
    if neg:
        s = s[1:]
    if not s:
        raise RunFileError("empty number")
    n = 0
    for c in s:
        v = DIGITS36.find(c)
        if v < 0 or v >= base:
            raise RunFileError("invalid digit %r for base %d" % (c, base))
        n = n * base + v
    return -n if neg else n


def numbers(spec):
    """The library's numbers(): "1-9", "1,3,5", "0-9,!5"; decimal."""
    def num(t):
        t = re.sub(r'[^0-9]', '', t)
        if not t:
            raise RunFileError("bad number in %r" % spec)
        return int(t)
    pos, neg = [], []
    for t in spec.strip().split(','):
        if not t:
            raise RunFileError("empty term in %r" % spec)
        dest = pos
        if t[0] == '!':
            dest, t = neg, t[1:]
        if '-' in t:
            a, _, b = t.partition('-')
            dest.extend(range(num(a), num(b) + 1))
        else:
            dest.append(num(t))
    return [x for x in pos if x not in set(neg)]


def split_groups(v):
    """The library's _split(): ',', '|' and '+' all separate."""
    return re.sub(r'[|+]', ',', v).split(',')


def parse_options(args, solver):
    o = dict(symbols=None, base=10, s2d={}, digits=None, d2i=None, distinct=None,
             literal=None, answer=None, accumulate=None, extra=[], argv=[])
    for arg in args:
        if arg.startswith('--'):
            k, _, v = arg.lstrip('-').partition('=')
        elif arg.startswith('-'):
            k, v = arg[1:2], arg[2:]
        else:
            k = v = None
        if not k:
            o['argv'].append(arg)
            continue
        if k in ('s', 'symbols'):
            o['symbols'] = v
        elif k in ('b', 'base'):
            o['base'] = int(v)
        elif k in ('a', 'assign'):
            ss, d = v.split(',', 1)
            for x in ss:
                if x != '|':
                    o['s2d'][x] = int(d)
        elif k in ('d', 'digits'):
            o['digits'] = set(numbers(v))
        elif k in ('i', 'invalid'):
            if o['d2i'] is None:
                o['d2i'] = {}
            if v == '':
                continue
            parts = re.sub(r'[|+]', ',', v).rsplit(',', 1)
            if len(parts) != 2:
                raise RunFileError("invalid option: " + arg)
            ds, ss = parts
            for d in numbers(ds):
                o['d2i'].setdefault(d, set()).update(ss)
        elif k in ('D', 'distinct'):
            o['distinct'] = int(v) if v in ('0', '1') else split_groups(v)
        elif k in ('L', 'literal'):
            o['literal'] = v
        elif k in ('A', 'answer'):
            o['answer'] = v
        elif k in ('M', 'accumulate'):
            o['accumulate'] = v
        elif k in ('r', 'reorder', 'X', 'denest', 'W', 'warn'):
            pass  # search order and diagnostics only
        elif solver == 'SubstitutedDivision' and k in ('E', 'extra'):
            o['extra'].append(v)
        else:
            raise RunFileError("option not handled by the oracle: " + arg)
    return o


# -- SubstitutedExpression ----------------------------------------------------

WORD_RE = re.compile(r'{(\w+?)}')


def is_explicit(s):
    return re.search(r'{\w+}', s) is not None


def fix_implicit(s, symbols):
    if s is None or is_explicit(s):
        return s
    return re.sub('[' + symbols + ']+', lambda m: '{' + m.group(0) + '}', s)


def var(c):
    return 'v%d' % ord(c)


def word_code(w, base):
    code = var(w[0])
    for c in w[1:]:
        code = '(%s*%d+%s)' % (code, base, var(c))
    return code


def to_code(expr, base):
    return WORD_RE.sub(lambda m: '(' + word_code(m.group(1), base) + ')', expr)


class Constraint:
    """One check: kind 1 = int(code) is non-zero, 2 = int(code) == value,
    3 = int(code) == the word `value`, 0 = code is true (no int())."""
    def __init__(self, code, kind, value, syms):
        self.code, self.kind, self.value, self.syms = code, kind, value, syms

    def source(self, base):
        x = 'int(%s)' % self.code if self.kind else self.code
        if self.kind == 1:
            return x + ' != 0'
        if self.kind == 2:
            return '%s == %d' % (x, self.value)
        if self.kind == 3:
            return '%s == %s' % (x, word_code(self.value, base))
        return x

    def holds(self, env, base):
        try:
            return bool(eval(self.source(base), EVAL_GLOBALS, env))
        except NameError:
            raise
        except Exception:
            return False


def search(order, domains, distinct_of, constraints, fixed, base, answer=None):
    """Count the assignments of `order` (in that order) over `domains` that
    keep `distinct_of` apart and satisfy every constraint, each checked as
    soon as its last free symbol is assigned. Returns (count, answers).

    The loops are written out as Python source (one `for` per symbol) and
    compiled; that is only a faster way of running the same backtracking."""
    index = {s: i for i, s in enumerate(order)}
    levels = [[] for _ in range(len(order) + 1)]
    level = lambda syms: max((index[s] for s in syms if s in index), default=-1)
    constraints = [c for c in constraints
                   if not hasattr(c, 'parent') or level(c.syms) < level(c.parent)]
    for c in constraints:
        levels[level(c.syms)].append(c)
    g = dict(EVAL_GLOBALS)
    g.update({var(s): d for s, d in fixed.items()})
    src = []
    for n, c in enumerate(constraints):
        args = ', '.join(sorted(var(s) for s in c.syms if s in index))
        c.fn = '_c%d' % n
        c.args = args
        src += ['def _c%d(%s):' % (n, args),
                '  try:',
                '    return %s' % c.source(base),
                '  except NameError:',
                '    raise',
                '  except Exception:',
                '    return False']
    every = ', '.join(var(s) for s in order)
    if answer is not None:
        src += ['def _a(%s):' % every, '  return %s' % answer]
    inline = len(order) <= 16  # CPython allows 20 nested blocks
    src.append('def _search(_count, _answers):')
    ind = '  '
    for i, s in enumerate(order):
        v = var(s)
        g['_D%d' % i] = domains[s]
        src.append('%sfor %s in _D%d:' % (ind, v, i))
        ind += '  '
        conds = ['%s != %s' % (v, var(t)) for t in sorted(distinct_of.get(s, ()))
                 if (t in index and index[t] < i) or t in fixed]
        if conds:
            src.append('%sif %s: continue' % (ind, ' or '.join(c.replace('!=', '==') for c in conds)))
        for c in levels[i]:
            if inline:
                src += [ind + 'try:', ind + '  if not (%s): continue' % c.source(base),
                        ind + 'except NameError:', ind + '  raise',
                        ind + 'except Exception:', ind + '  continue']
            else:
                src.append('%sif not %s(%s): continue' % (ind, c.fn, c.args))
    if answer is not None:
        src += [ind + 'try:', ind + '  _v = _a(%s)' % every, ind + 'except NameError:',
                ind + '  raise', ind + 'except Exception:', ind + '  continue' if order else ind + '  return',
                ind + '_answers[_v] += 1']
    src.append(ind + '_count[0] += 1')
    exec(compile('\n'.join(src), '<search>', 'exec'), g)
    count, answers = [0], Counter()
    if all(g[c.fn]() for c in levels[-1]):
        g['_search'](count, answers)
    return count[0], answers


def solve_expression(o):
    base = o['base']
    s2d = dict(o['s2d'])
    literal = o['literal'] or ''
    symchars = set(o['symbols'] if o['symbols'] is not None else UPPER)
    symchars.update(s2d)
    symchars.update(literal)
    symclass = ''.join(sorted(symchars))

    exprs = []
    seen = set()
    for expr in o['argv']:
        if expr in seen:
            continue
        seen.add(expr)
        parts = re.split(r'\s+=\s+', expr)
        v = None
        if len(parts) == 2:
            expr, v = parts
            v = v or None
        if symclass and not (is_explicit(expr) or (v is not None and is_explicit(v))):
            expr = fix_implicit(expr, symclass)
            if v is not None:
                v = fix_implicit(v, symclass)
        if v is not None and not (v[0] == '{' and v[-1] == '}'):
            v = base2int(v, base)
        if isinstance(v, str) and not re.fullmatch(r'{\w+}', v):
            raise RunFileError("the value after ' = ' is neither a word nor a number: " + v)
        exprs.append((expr, v))
    answer = fix_implicit(o['answer'], symclass) if o['answer'] else None

    template = []
    for (x, v) in exprs:
        template.append(x)
        if isinstance(v, str):
            template.append(v)
    if answer:
        template.append(answer)
    words = set()
    for t in template:
        words.update(WORD_RE.findall(t))

    for c in literal:
        s2d[c] = base2int(c, base)
    distinct = o['distinct']
    if distinct is None:
        distinct = 1

    digits = set(range(base)) if o['digits'] is None else set(o['digits']) & set(range(base))
    if distinct == 1:
        digits -= set(s2d.values())

    symbols = set().union(*words) if words else set()
    if o['symbols'] is not None:
        symbols.update(o['symbols'])

    invalid = {}
    if o['d2i'] is not None:
        for d, ss in o['d2i'].items():
            for s in ss:
                invalid.setdefault(s, set()).add(d)
    elif 0 in digits:
        for w in words:
            if len(w) > 1:
                invalid.setdefault(w[0], set()).add(0)

    if isinstance(distinct, int):
        groups = [''.join(sorted(symbols))] if distinct else ['']
    else:
        groups = list(distinct)
    for g in groups:
        symbols.update(g)
    for g in groups:
        if len(set(g) - set(s2d)) > len(digits):
            return 0, Counter()  # the library refuses: more symbols than digits
    distinct_of = {}
    for g in groups:
        for s in g:
            distinct_of.setdefault(s, set()).update(x for x in g if x != s)

    # the library's rewrite of "{WORD} == <expr without words>"
    constraints = []
    ssym = ''.join(sorted(symbols))
    for (x, v) in exprs:
        if v is None and ssym:
            m = re.match(r'\s*\{([' + ssym + r']+)\}\s*==\s*(.+)\s*$', x)
            if m:
                word, xpr = m.groups()
            else:
                m = re.match(r'\s*(.+?)\s*==\s*\{([' + ssym + r']+)\}\s*$', x)
                word, xpr = (m.group(2), m.group(1)) if m else (None, None)
            if word and not re.search(r'\{[' + ssym + r']+\}', xpr):
                x, v = xpr, '{' + word + '}'
        constraints.append(make_constraint(x, v, base))
        constraints.extend(sum_columns(x, v, base))

    order = sorted(s for s in symbols if s not in s2d)
    domains = {s: [d for d in sorted(digits) if d not in invalid.get(s, ())] for s in order}
    return search(order, domains, distinct_of, constraints, s2d, base,
                  to_code(answer, base) if answer else None)


def column_constraints(terms, result, base):
    """sum(terms) == result, on its last k columns (mod base**k), for
    k = 1 .. len(result) - 1: implied by the whole sum, and checkable
    earlier."""
    out = []
    for k in range(1, len(result)):
        ts = [t[-k:] for t in terms]
        code = '(%s) %% %d == %s' % (' + '.join(word_code(t, base) for t in ts),
                                     base ** k, word_code(result[-k:], base))
        c = Constraint(code, 0, None, set(''.join(ts) + result[-k:]))
        c.parent = set(''.join(terms) + result)  # dropped if no earlier
        out.append(c)
    return out


def sum_columns(x, v, base):
    """Extra pruning for an expression that is a plain sum of words."""
    if not (isinstance(v, str) and re.fullmatch(r'\s*\{\w+\}(\s*\+\s*\{\w+\})*\s*', x)):
        return []
    terms = WORD_RE.findall(x)
    result = v[1:-1]
    if any(len(t) > len(result) for t in terms):
        return []
    return column_constraints(terms, result, base)


def make_constraint(x, v, base):
    """(<expr>, <value>) after bracing: v is None, an int, or "{WORD}"."""
    syms = set().union(*(set(w) for w in WORD_RE.findall(x)))
    if v is None:
        return Constraint(to_code(x, base), 1, None, syms)
    if isinstance(v, int):
        return Constraint(to_code(x, base), 2, v, syms)
    return Constraint(to_code(x, base), 3, v[1:-1], syms | set(v[1:-1]))


# -- SubstitutedSum -----------------------------------------------------------

def solve_sum(o):
    base = o['base']
    sums = []
    for arg in o['argv']:
        parts = re.split(r'[\s+=]+', arg)
        sums.append((parts[:-1], parts[-1]))
    letters = set()
    for terms, result in sums:
        if any(len(t) > len(result) for t in terms):
            raise RunFileError("result is shorter than terms")
        if len(set(''.join(terms) + result)) > base:
            return 0, Counter()
        letters.update(''.join(terms) + result)
    l2d = dict(o['s2d'])
    digits = set(range(base)) if o['digits'] is None else set(o['digits'])
    digits -= set(l2d.values())
    if o['d2i'] is not None:
        d2i = {d: set(ss) for d, ss in o['d2i'].items()}
    else:
        d2i = {0: set()}
        for terms, result in sums:
            d2i[0].update(w[0] for w in terms + [result] if len(w) > 1)
    invalid = {}
    for d, ss in d2i.items():
        for s in ss:
            invalid.setdefault(s, set()).add(d)
    if any(l2d[s] in invalid.get(s, ()) for s in l2d):
        return 0, Counter()

    # each sum, whole, and on its last columns (checked as letters get values)
    constraints = []
    for terms, result in sums:
        code = '(%s) == %s' % (' + '.join(word_code(t, base) for t in terms), word_code(result, base))
        constraints.append(Constraint(code, 0, None, set(''.join(terms) + result)))
        constraints.extend(column_constraints(terms, result, base))
    order = sorted(s for s in letters if s not in l2d)
    domains = {s: [d for d in sorted(digits) if d not in invalid.get(s, ())] for s in order}
    distinct_of = {s: letters - {s} for s in letters}
    return search(order, domains, distinct_of, constraints, l2d, base)


# -- SubstitutedDivision ------------------------------------------------------

class Budget(Exception):
    """More work than the caller allowed (used when generating puzzles)."""


def solve_division(o, strict=False, budget=None):
    """Work the division out step by step; strict=True also requires every
    step's result (and the remainder) to be less than the divisor, which the
    library does not."""
    base = o['base']
    argv = list(o['argv'])
    extra = list(o['extra'])
    if '--' in argv:
        i = argv.index('--')
        extra += argv[i + 1:]
        argv = argv[:i]
    debrace = lambda s: re.sub(r'[{}]', '', s)
    a, b, c = re.split(r'[\s/=]+', debrace(argv[0]))
    steps = [re.split(r'[\s\-=]+', debrace(s)) if s else None for s in argv[1:]]
    if len(steps) != len(c):
        raise RunFileError("result/intermediate mismatch")
    if steps[-1] is None:
        raise RunFileError("an empty last step is not supported by the library")
    last = steps[-1]
    exact = (not last[2]) or last[2] == '0'
    if exact:
        last[2] = None

    # positions and their slots (union-find), as the library unifies them
    parent = {}

    def find(p):
        while parent[p] != p:
            parent[p] = parent[parent[p]]
            p = parent[p]
        return p

    def union(p, q):
        p, q = find(p), find(q)
        if p != q:
            parent[max(p, q)] = min(p, q)

    chars = {}

    def alloc(name, s):
        ps = []
        for i, ch in enumerate(s):
            p = (name, i)
            parent[p] = p
            chars[p] = ch
            ps.append(p)
        return ps

    A, B, C = alloc('a', a), alloc('b', b), alloc('c', c)
    X, Y, Z = [], [], []
    for k, st in enumerate(steps):
        if st is None:
            X.append(None), Y.append(None), Z.append(None)
        else:
            X.append(alloc('x%d' % k, st[0]))
            Y.append(alloc('y%d' % k, st[1]))
            Z.append(alloc('z%d' % k, st[2]) if st[2] is not None else None)
    first = {}
    for p in list(chars):
        if chars[p] in UPPER or chars[p] in LOWER:
            union(first.setdefault(chars[p], p), p)
    zero = ('zero', 0)
    parent[zero] = zero
    chars[zero] = '0'

    first_len = len(a) + 1 - len(steps)
    brought = []  # per step: the dividend positions brought down before it
    i, j, prev = 0, first_len, None
    for k, st in enumerate(steps):
        if st is None:
            union(C[k], zero)
        else:
            src = ([] if prev is None else Z[prev]) + A[i:j]
            if len(src) != len(X[k]):
                raise RunFileError("unification length mismatch")
            for p, q in zip(src, X[k]):
                union(p, q)
            brought.append((k, A[i:j]))
            i, prev = j, k
        j += 1
    if exact:
        if len(X[-1]) != len(Y[-1]):
            raise RunFileError("unification length mismatch")
        for p, q in zip(X[-1], Y[-1]):
            union(p, q)

    slot_letters, slot_fixed = {}, {}
    for p, ch in chars.items():
        r = find(p)
        if ch.isdigit():
            if slot_fixed.setdefault(r, int(ch)) != int(ch):
                raise RunFileError("property mismatch")
        elif ch in UPPER or ch in LOWER:
            slot_letters.setdefault(r, set()).add(ch)
        elif ch != '?':
            raise RunFileError("invalid input symbol %r" % ch)
    if any(len(ls) > 1 for ls in slot_letters.values()):
        raise RunFileError("two letters in one slot: not handled by the oracle")
    letter_slot = {next(iter(ls)): r for r, ls in slot_letters.items()}

    nonzero = set()
    for w in [A, B, C] + X + Y + Z:
        if w:
            nonzero.add(find(w[0]))
    for k, st in enumerate(steps):
        if st is not None:
            nonzero.add(find(C[k]))
    for r in nonzero:
        if slot_fixed.get(r) == 0:
            raise RunFileError("property mismatch")

    for s, d in o['s2d'].items():
        if s not in letter_slot:
            raise RunFileError("assigned symbol not in the division")
        slot_fixed[letter_slot[s]] = d

    digits = set(range(base)) if o['digits'] is None else set(o['digits'])
    invalid = {}
    if o['d2i']:
        for d, ss in o['d2i'].items():
            for s in ss:
                if s not in letter_slot:
                    raise RunFileError("invalid symbol not in the division")
                invalid.setdefault(letter_slot[s], set()).add(d)
    distinct = o['distinct']
    if distinct is None:
        groups = [''.join(sorted(letter_slot))]
    elif distinct == 0:
        groups = []
    elif distinct == 1:
        raise RunFileError("--distinct=1 in a division: not handled by the oracle")
    else:
        groups = [g for g in distinct if g]
    distinct_of = {}
    for g in groups:
        for s in g:
            if s not in letter_slot:
                raise RunFileError("distinct symbol not in the division")
            distinct_of.setdefault(letter_slot[s], set()).update(
                letter_slot[x] for x in g if x != s)

    # labels, for --extra and --answer (the library names every slot)
    labels, used = {}, set(letter_slot)
    pool = iter(x for x in UPPER + LOWER if x not in used)
    for w in [A, B, C] + X + Y + Z:
        for p in (w or ()):
            r = find(p)
            if r not in labels:
                labels[r] = next(iter(slot_letters[r])) if r in slot_letters else next(pool)
    if find(zero) not in labels:
        labels[find(zero)] = next(pool)
    symclass = ''.join(sorted(set(labels.values())))
    checks = []
    for e in extra:
        parts = re.split(r'\s+=\s+', e)
        x, v = (parts if len(parts) == 2 else (e, None))
        if not (is_explicit(x) or (v and is_explicit(v))):
            x = fix_implicit(x, symclass)
            v = fix_implicit(v, symclass) if v else v
        if v is not None and not (v[0] == '{' and v[-1] == '}'):
            v = base2int(v, base)
        checks.append(make_constraint(x, v, base))
    answer = fix_implicit(o['answer'], symclass) if o['answer'] else None
    answer_code = compile(to_code(answer, base), '<answer>', 'eval') if answer else None

    # bind slot -> digit, with every rule the library applies to that slot
    def bind(env, p, d):
        r = find(p)
        if r in env:
            return env[r] == d
        if r in slot_fixed:
            return slot_fixed[r] == d
        if d not in digits or (r in nonzero and d == 0) or d in invalid.get(r, ()):
            return False
        for t in distinct_of.get(r, ()):
            if env.get(t, slot_fixed.get(t)) == d:
                return False
        env[r] = d
        return True

    def bind_word(env, ps, n):
        ds = []
        for _ in ps:
            n, d = divmod(n, base)
            ds.append(d)
        if n:
            return None
        env = dict(env)
        for p, d in zip(ps, reversed(ds)):
            if not bind(env, p, d):
                return None
        return env

    def value(env, ps):
        n = 0
        for p in ps:
            r = find(p)
            n = n * base + (env[r] if r in env else slot_fixed[r])
        return n

    count = [0]
    answers = Counter()
    nb = len(b)
    lo_b = base ** (nb - 1)

    def finish(env, bv, rem):
        av, cv = value(env, A), value(env, C)
        if bv * cv + rem != av:
            return
        if strict and rem >= bv:
            return
        full = dict(env)
        for r, d in slot_fixed.items():
            full.setdefault(r, d)
        ev = {var(labels[r]): d for r, d in full.items() if r in labels}
        if not all(c.holds(ev, base) for c in checks):
            return
        if answer_code is not None:
            try:
                a_ = eval(answer_code, EVAL_GLOBALS, ev)
            except NameError:
                raise
            except Exception:
                return
            answers[a_] += 1
        count[0] += 1

    work = [0]

    def step(env, bv, k, zprev):
        """Quotient digit k; zprev = value of the last non-empty step's z."""
        work[0] += 1
        if budget is not None and work[0] > budget:
            raise Budget()
        if k == len(steps):
            finish(env, bv, zprev)
            return
        st = steps[k]
        if st is None:
            env = dict(env)
            if bind(env, C[k], 0):
                step(env, bv, k + 1, zprev)
            return
        ps = dict(brought)[k]
        m = len(ps)
        ly, lz = len(Y[k]), (len(Z[k]) if Z[k] is not None else 0)
        # the quotient digits whose multiple b*q has the written length
        qs = [q for q in range(1, base) if base ** (ly - 1) <= bv * q < base ** ly]
        scale = base ** m
        top = zprev * scale if k else 0   # x = top + the digits brought down
        for q in qs:
            yv = bv * q
            if lz == 0:
                lo, hi = yv, yv + 1            # exact: x == y
            else:
                lo, hi = yv + base ** (lz - 1), yv + base ** lz
            if strict:
                hi = min(hi, yv + bv)
            lo, hi = max(lo, top), min(hi, top + scale)
            work[0] += max(0, hi - lo)
            if budget is not None and work[0] > budget:
                raise Budget()
            for xv in range(lo, hi):
                e1 = bind_word(env, ps, xv - top)
                if e1 is None or value(e1, X[k]) != xv:
                    continue
                if not bind(e1, C[k], q):
                    continue
                e2 = bind_word(e1, Y[k], yv)
                if e2 is None:
                    continue
                zv = xv - yv
                e3 = e2 if lz == 0 else bind_word(e2, Z[k], zv)
                if e3 is not None:
                    step(e3, bv, k + 1, zv)

    for bv in range(lo_b, base ** nb):
        e0 = bind_word({}, B, bv)
        if e0 is not None:
            step(e0, bv, 0, 0)
    return count[0], answers


# -- driver -------------------------------------------------------------------

def run_file(path, strict=False, budget=None):
    cmd, args = read_words(path)
    cmd = {'Alphametic': 'SubstitutedExpression'}.get(cmd, cmd)
    if cmd == 'SubstitutedSum':
        opts = []
        while args and args[0].startswith('-'):
            opts.append(args.pop(0))
        o = parse_options(opts, cmd)
        o['argv'] = args
        count, answers = solve_sum(o)
    elif cmd == 'SubstitutedExpression':
        o = parse_options(args, cmd)
        count, answers = solve_expression(o)
    elif cmd == 'SubstitutedDivision':
        o = parse_options(args, cmd)
        count, answers = solve_division(o, strict=strict, budget=budget)
    else:
        raise RunFileError("unknown solver " + cmd)
    acc = None
    if o.get('answer') and o.get('accumulate') and count:
        acc = accumulate(o['accumulate'], answers)
    return count, answers, (o.get('accumulate') if o.get('answer') else None), acc


def accumulate(expr, answers):
    values = list(answers.elements())
    f = eval(expr, {'__builtins__': {}, 'min': min, 'max': max, 'sum': sum, 'len': len})
    if isinstance(f, (list, tuple)):
        return tuple(g(values) for g in f)
    return f(values)


def answers_json(answers):
    items = sorted(answers.items(), key=lambda kv: (-kv[1], str(kv[0])))
    return json.dumps({str(k): v for k, v in items})


def row(path):
    # Divisions as the written method works them: every step's result and
    # the remainder less than the divisor (the library does not check
    # this; see SEMANTICS.md section 5).
    count, answers, acc_expr, acc = run_file(path, strict=True)
    cols = [os.path.basename(path), str(count), answers_json(answers)]
    if acc_expr is not None:
        cols.append('' if acc is None else str(acc))
    return '\t'.join(cols)


def corpus_files():
    return sorted(f for f in os.listdir(HERE) if f.endswith('.run'))


def selftest():
    """Divisions: compare with writing out every a / b in full."""
    def layout(a, b):
        c = a // b
        sa, sc = str(a), str(c)
        n = len(sa) - len(sc) + 1
        x, pos, rows = int(sa[:n]), n, []
        for k, qd in enumerate(sc):
            if k:
                x, pos = x * 10 + int(sa[pos]), pos + 1
            if qd == '0':
                rows.append('')
                continue
            y = b * int(qd)
            z = x - y
            if z == 0 and k < len(sc) - 1:
                return None  # not writable in this layout
            rows.append('?' * len(str(x)) + ' - ' + '?' * len(str(y)) + ' = ' +
                        ('0' if z == 0 else '?' * len(str(z))))
            x = z
        return ['?' * len(sa) + ' / ' + '?' * len(str(b)) + ' = ' + '?' * len(sc)] + rows

    cases = [
        ["???? / ?? = ??", "??? - ?? = ?", "?? - ?? = ?"],
        ["???? / ?? = ???", "?? - ?? = ?", "", "??? - ?? = ?"],
        ["???? / ?? = ???", "?? - ?? = ?", "", "??? - ??? = 0"],
        ["???? / ? = ???", "?? - ? = ?", "?? - ?? = ?", "?? - ?? = 0"],
    ]
    ok = True
    for case in cases:
        la, lb = len(case[0].split()[0]), len(case[0].split()[2])
        want = sum(1 for b in range(max(1, 10 ** (lb - 1)), 10 ** lb)
                   for a in range(10 ** (la - 1), 10 ** la) if layout(a, b) == case)
        got = solve_division(parse_options(case, 'SubstitutedDivision'), strict=True)[0]
        print("%-60s written out %4d, oracle %4d" % (' '.join(repr(c) for c in case), want, got))
        ok &= (want == got)
    return 0 if ok else 1


def main(argv):
    if argv == ['--selftest']:
        return selftest()
    if argv and argv[0] in ('--write', '--check'):
        t0 = time.process_time()
        rows = []
        slow = []
        for f in corpus_files():
            t = time.process_time()
            try:
                rows.append(row(os.path.join(HERE, f)))
            except Exception:
                print("while reading " + f, file=sys.stderr)
                raise
            slow.append((time.process_time() - t, f))
        total = time.process_time() - t0
        expected = os.path.join(HERE, 'expected.tsv')
        text = ''.join(r + '\n' for r in rows)
        if argv[0] == '--write':
            with open(expected, 'w') as fh:
                fh.write(text)
            print("wrote %d rows in %.1fs" % (len(rows), total))
        else:
            with open(expected) as fh:
                old = fh.read().splitlines()
            new = text.splitlines()
            bad = sorted(set(old) ^ set(new))
            for line in bad:
                print(('-' if line in old else '+') + ' ' + line)
            print("%d files, %d differences, %.1fs" % (len(new), len(bad), total))
            if bad:
                return 1
        if '--time' in argv:
            for t, f in sorted(slow, reverse=True)[:10]:
                print("%6.2fs %s" % (t, f))
        return 0
    for f in argv:
        print(row(f))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
