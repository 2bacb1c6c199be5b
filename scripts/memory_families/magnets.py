"""Magnets for scripts/measure-memory: horizontal dominoes, every count n/3."""

KIND = "magnets"
# (encoding, the largest side searched)
CASES = [(None, 1024)]
# Encodings `gridsat dimacs` does not write (lazy ones).
NOT_EXPORTED = set()


def puzzle(n):
    """The puzzle of side about `n` (even: dominoes side by side): text, extension, side."""
    n -= n % 2
    k = n // 3
    lines = [f"magnets {n}x{n}"] + [f"{label} " + " ".join([str(k)] * n) for label in ("cols+", "rows+", "cols-", "rows-")]
    return "\n".join(lines + ["LR" * (n // 2)] * n) + "\n", "magnets", n
