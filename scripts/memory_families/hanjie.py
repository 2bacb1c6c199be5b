"""Hanjie for scripts/measure-memory: a random picture of density 0.5 (seeded by the side)."""

import random

KIND = "hanjie"
# (encoding, the largest side searched: a random picture of 4096, the parsers' limit, takes
# Python a while to draw, and is far over any limit anyway)
CASES = [("placement", 1024), ("dfa", 1024)]
# Encodings `gridsat dimacs` does not write (lazy ones).
NOT_EXPORTED = set()


def puzzle(n):
    """The puzzle of side `n`: text, extension, side."""
    rng = random.Random(n)
    picture = [[rng.random() < 0.5 for _ in range(n)] for _ in range(n)]

    def runs(line):
        out, run = [], 0
        for filled in line + [False]:
            if filled:
                run += 1
            elif run:
                out.append(run)
                run = 0
        return ",".join(map(str, out)) or "0"

    rows = [runs(r) for r in picture]
    columns = [runs([picture[r][c] for r in range(n)]) for c in range(n)]
    text = f"width {n}\nheight {n}\nrows\n" + "\n".join(rows) + "\ncolumns\n" + "\n".join(columns) + "\n"
    return text, "non", n
