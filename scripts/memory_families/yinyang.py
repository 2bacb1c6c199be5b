"""Yin Yang for scripts/measure-memory: an empty grid, in each connectivity."""

KIND = "yinyang"
# (encoding, the largest side searched: the parsers' limit)
CASES = [("lazy", 4096), ("tree", 4096), ("layers", 4096)]
# Encodings `gridsat dimacs` does not write (lazy ones).
NOT_EXPORTED = {"lazy"}


def puzzle(n):
    """The puzzle of side `n`: text, extension, side."""
    return f"yinyang {n}x{n}\n" + ("." * n + "\n") * n, "yinyang", n
