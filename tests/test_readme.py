"""The README's Python example runs as written (a doctest on the bundled sample, offline Gemma, lexical judge)."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


@pytest.mark.slow
def test_readme_python_example_runs():
    blocks = [b for b in re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S) if ">>>" in b]
    assert blocks, "the README has no Python example"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for i, block in enumerate(blocks):
        test = parser.get_doctest(block, {}, f"README block {i}", str(README), 0)
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0, f"{result.failed} README example lines failed (see the output above)"


def test_readme_example_uses_only_the_top_level_import():
    block = next(b for b in re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S) if ">>>" in b)
    imports = re.findall(r">>> (?:import|from) ([\w.]+)", block)
    assert imports == ["mt_raig"]
