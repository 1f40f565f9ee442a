"""The project's own seeded PRNG (xoshiro256** seeded by splitmix64).

Python's `random` module changed its derived methods (randrange, shuffle) between
versions, so a seed would not give the same game in CPython 3.11 and Pyodide's 3.14.
Integer arithmetic masked to 64 bits gives identical streams everywhere, and the
whole generator state is four ints that serialize into the game state.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_SPAN = 1 << 64
T = TypeVar("T")


def _splitmix64(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return x, z ^ (z >> 31)


class Rng:
    """Deterministic generator whose state is part of a game's state."""

    __slots__ = ("s",)

    def __init__(self, seed: int = 0) -> None:
        x = seed & _MASK
        state = []
        for _ in range(4):
            x, z = _splitmix64(x)
            state.append(z)
        self.s = state

    @classmethod
    def from_state(cls, state: Sequence[int]) -> Rng:
        if len(state) != 4 or not all(isinstance(v, int) and 0 <= v <= _MASK for v in state):
            raise ValueError("RNG state must be four 64-bit unsigned integers")
        rng = cls.__new__(cls)
        rng.s = list(state)
        return rng

    def state(self) -> list[int]:
        return list(self.s)

    def copy(self) -> Rng:
        return Rng.from_state(self.s)

    def next64(self) -> int:
        s = self.s
        s0, s1, s2, s3 = s
        x = (s1 * 5) & _MASK
        result = ((((x << 7) | (x >> 57)) & _MASK) * 9) & _MASK  # rotl(s1 * 5, 7) * 9, inlined: the hot path
        t = (s1 << 17) & _MASK
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s[0], s[1], s[2], s[3] = s0, s1, s2, ((s3 << 45) | (s3 >> 19)) & _MASK
        return result

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _SPAN - _SPAN % n
        while True:
            v = self.next64()
            if v < limit:
                return v % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def derive(self, salt: int) -> Rng:
        """An independent generator for a sub-purpose (e.g. a bot), not advancing this one."""
        return Rng((self.s[0] ^ (salt * 0x9E3779B97F4A7C15)) & _MASK)
