"""The 123 puzzle for scripts/measure-memory: an empty grid."""

KIND = "123"
# (encoding, the largest side searched: the parsers' limit)
CASES = [(None, 4096)]
# Encodings `gridsat dimacs` does not write (lazy ones).
NOT_EXPORTED = set()


def puzzle(n):
    """The puzzle of side `n`: text, extension, side."""
    return f"123 {n}x{n}\n" + ("." * n + "\n") * n, "123", n
