"""A small seeded random number generator owned by each game state.

We do not use :mod:`random` so that a game replays identically in every Python
(CPython and Pyodide, today and in future versions) and so that cloning a state costs
copying one integer.  The generator is SplitMix64.
"""

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: tiny state, good statistical quality, trivially copied."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``range(n)``, by rejection so that no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK + 1) % n
        while True:
            value = self.next64()
            if value <= limit:
                return value % n

    def random(self) -> float:
        """Uniform float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> "Rng":
        """An independent generator derived from this one (advances this one once)."""
        return Rng(self.next64())

    def copy(self) -> "Rng":
        return Rng(self.state)

    def __eq__(self, other) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)
