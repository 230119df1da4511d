"""The GIL released, Ctrl-C heard, memory bounded."""

import _thread
import threading
import tracemalloc
from itertools import islice

import pytest

import alphametic
from alphametic import Puzzle
from conftest import DATA, lines

# Every assignment of sixteen digits solves it: 16! solutions, days to count.
HUGE = "ABCDEFGHIJKLMNOP == ABCDEFGHIJKLMNOP"
# No solution: sixteen distinct digits of base 16 sum to 120, so the number
# is 0 modulo 15; the search, which does not know it, would take days.
NONE = "ABCDEFGHIJKLMNOP % 15 == 1"


def interrupt_soon():
    """Sends the main thread a KeyboardInterrupt, as Ctrl-C does, shortly."""
    timer = threading.Timer(0.2, _thread.interrupt_main)
    timer.start()
    return timer


@pytest.mark.parametrize(
    "work",
    [
        lambda: Puzzle(HUGE, base=16).count(),
        lambda: Puzzle(NONE, base=16).count(),
        lambda: Puzzle(NONE, base=16).is_unique(),
        lambda: sum(1 for _ in Puzzle(HUGE, base=16).solutions()),
        lambda: Puzzle(NONE, base=16).solve(),
        lambda: list(alphametic.find((DATA / "words" / "colours.txt").read_text())),
    ],
    ids=["count", "count-none", "is_unique", "solutions", "solve", "find"],
)
def test_a_keyboard_interrupt_stops_long_work(work):
    timer = interrupt_soon()
    try:
        with pytest.raises(KeyboardInterrupt):
            work()
    finally:
        # Work that ended first must not leave the interrupt to a later test.
        timer.cancel()
        timer.join()


def test_two_threads_solve_at_once():
    sums = lines("sums.txt")
    results = {}

    def count_all(name):
        results[name] = [Puzzle(text).count() for text in sums]

    threads = [threading.Thread(target=count_all, args=(n,)) for n in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results["a"] == results["b"]
    assert len(results["a"]) == 102


def test_threads_share_one_puzzle():
    puzzle = Puzzle("SEND + MORE == MONEY", base=12)
    counts = []
    threads = [threading.Thread(target=lambda: counts.append(puzzle.count())) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(set(counts)) == 1 and len(counts) == 4


def test_solutions_hold_bounded_memory():
    solutions = Puzzle(HUGE, base=16).solutions()
    for _ in islice(solutions, 1000):
        pass
    tracemalloc.start()
    try:
        seen = sum(1 for _ in islice(solutions, 200_000))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert seen == 200_000
    # Two hundred thousand dicts kept would take tens of megabytes.
    assert peak < 1_000_000


def test_a_dropped_iterator_stops_its_search():
    for _ in range(20):
        it = Puzzle(HUGE, base=16).solutions()
        next(it)
        del it
    assert Puzzle("SEND + MORE == MONEY").count() == 1
