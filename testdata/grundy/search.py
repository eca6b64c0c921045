#!/usr/bin/env python3
"""The independent search behind testdata/grundy's expected values (not the program under
test): Grundy values of whole positions (sorted tuples of heaps) by mex over every option,
memoised (to heap 24; past it, the definition g(n) = mex of the XOR of the parts over every
move, checked equal to the search up to 24), with the rule read literally from the octal code (removing j tokens and leaving c
heaps is allowed when bit 2^c of digit j is set), or from a subtraction set. No XOR is used
except where a sum is asked for.

    python3 search.py code .77 100        g(0..100) of Kayles, one per line
    python3 search.py sub 1,3,4 30        g(0..30) of the subtraction game {1,3,4}
"""
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def parts(total, count, least=1):
    if count == 0:
        if total == 0:
            yield ()
        return
    for a in range(least, total // count + 1):
        for rest in parts(total - a, count - 1, a):
            yield (a,) + rest


def code_moves(code):
    before, after = code.split(".")
    digits = [int(before or "0", 16)] + [int(c, 16) for c in after]

    def moves(n):
        for j, d in enumerate(digits):
            if j > n:
                break
            for c in range(4):
                if d & (1 << c):
                    yield from parts(n - j, c)
    return moves


def sub_moves(text):
    members = set()
    for item in text.split(","):
        low, _, high = item.partition("-")
        members.update(range(int(low), int(high or low) + 1))

    def moves(n):
        for s in members:
            if s <= n:
                yield (n - s,) if s < n else ()
    return moves


def search(moves):
    @lru_cache(maxsize=None)
    def value(position):
        reached = set()
        for i, h in enumerate(position):
            rest = position[:i] + position[i + 1:]
            for left in moves(h):
                reached.add(value(tuple(sorted(rest + tuple(p for p in left if p)))))
        v = 0
        while v in reached:
            v += 1
        return v
    return value


def definition(moves, last):
    # g(n) = mex of the XOR of the parts' values over every move (Sprague-Grundy), for tables
    # too long for the whole-position search; the two agree wherever both run (tests.rs).
    g = []
    for n in range(last + 1):
        reached = set()
        for left in moves(n):
            x = 0
            for p in left:
                x ^= g[p]
            reached.add(x)
        v = 0
        while v in reached:
            v += 1
        g.append(v)
    return g


def single_heaps(moves, last):
    # Heaps in increasing order, so the memo fills bottom-up; whole positions, no XOR.
    value = search(moves)
    return [value((n,) if n else ()) for n in range(last + 1)]


if __name__ == "__main__":
    kind, rule, last = sys.argv[1], sys.argv[2], int(sys.argv[3])
    moves = code_moves(rule) if kind == "code" else sub_moves(rule)
    values = definition(moves, last)
    assert values[:25] == single_heaps(moves, min(last, 24)), "the search disagrees"
    for v in values:
        print(v)
