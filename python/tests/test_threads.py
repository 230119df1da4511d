"""The GIL released, Ctrl-C heard, memory bounded."""

import _thread
import signal
import threading
import tracemalloc
from contextlib import contextmanager
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


@contextmanager
def ctrl_c_until_done():
    """Sends the main thread a KeyboardInterrupt, as Ctrl-C does, every
    0.2 s until the work in the block ends, as a person presses Ctrl-C
    again when the first press went unheard. A press that lands before the
    work starts is handled by whatever Python code runs then (one was seen
    lost there, the search already polling with no signal pending); a
    press after the work ended does nothing."""
    done = threading.Event()
    stop = threading.Event()

    def handler(signum, frame):
        if not done.is_set():
            raise KeyboardInterrupt

    def press():
        while not stop.wait(0.2):
            _thread.interrupt_main()

    previous = signal.signal(signal.SIGINT, handler)
    presser = threading.Thread(target=press, daemon=True)
    presser.start()
    try:
        yield done
    finally:
        done.set()
        stop.set()
        presser.join()
        signal.signal(signal.SIGINT, previous)


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
    with ctrl_c_until_done() as done:
        with pytest.raises(KeyboardInterrupt):
            try:
                work()
            finally:
                done.set()


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
