"""The Python examples of python/README.md run, in order and in one namespace, from the
repository's root (the paths they name are relative to it); the comments that give a
value are checked here."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from conftest import ROOT

README = Path(__file__).parents[1] / "README.md"
PYPROJECT = Path(__file__).parents[1] / "pyproject.toml"


def test_the_readme_examples_run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert len(blocks) >= 4
    monkeypatch.chdir(ROOT)
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, str(README), "exec"), namespace)
    result, puzzle, analysis = namespace["result"], namespace["puzzle"], namespace["analysis"]
    assert (result.status, result.unique, result.solution) == ("solved", True, ["2212", "1332", "2313", "2133"])
    assert (result.stats["variables"], result.stats["clauses"]) == (48, 340)
    counted = puzzle.count(limit=100)
    assert (counted.count, counted.complete) == (18, True)
    assert puzzle.verify(analysis.solution) == namespace["gridsat"].Check(broken=[], unknown=0, cells=36)
    assert [r.solution for r in namespace["results"]] == [namespace["gridsat"].solve(p).solution for p in namespace["paths"]]
    assert len(namespace["records"]) == len(namespace["paths"])
    assert all(record["status"] == "solved" for record in namespace["records"])
    hint = namespace["hint"]
    assert (hint.status, hint.step["cell"], hint.step["value"]) == ("next", [1, 5], "3")
    assert analysis.mends and all(len(mend["clues"]) == 1 for mend in analysis.mends)


def test_the_guides_python_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    # The top-level README.md is one page without Python; GUIDE.md has the example.
    assert "```python" not in (ROOT / "README.md").read_text()
    guide = (ROOT / "GUIDE.md").read_text()
    [block] = re.findall(r"```python\n(.*?)```", guide, re.S)
    monkeypatch.chdir(ROOT)
    namespace: dict = {}
    exec(compile(block, "GUIDE.md", "exec"), namespace)
    assert (namespace["result"].status, namespace["result"].unique) == ("solved", True)
    assert namespace["result"].solution == ["2212", "1332", "2313", "2133"]


def _extras() -> dict:
    tomllib = pytest.importorskip("tomllib")
    return tomllib.loads(PYPROJECT.read_text())["project"]["optional-dependencies"]


def _installs(text: str, module: str, extras: dict) -> bool:
    """Whether ``text`` says to install an extra (not the test one) that brings ``module``."""
    return any(
        f'pip install "./python[{extra}]"' in text and any(re.match(rf"{module}\b", need) for need in needs)
        for extra, needs in extras.items()
        if extra != "test"
    )


def test_the_readme_says_how_to_install_what_its_examples_import() -> None:
    text, extras = README.read_text(), _extras()
    seen = set()
    for block in re.finditer(r"```python\n(.*?)```", text, re.S):
        before = text[: block.start()]
        for module in re.findall(r"^\s*(?:from|import) (\w+)", block.group(1), re.M):
            if module in sys.stdlib_module_names or module == "gridsat":
                continue
            seen.add(module)
            assert _installs(before, module, extras), f"the README uses {module} before saying how to install it"
    assert seen == {"pycosat", "dask"}
    # The Dask example script, before its commands.
    dask_section = text.split("## Batches on a cluster with Dask", 1)[1]
    assert _installs(dask_section.split("examples/dask_batch.py --solve", 1)[0], "dask", extras)
