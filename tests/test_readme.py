"""The README's examples run as written."""

import doctest
from pathlib import Path


def test_readme_examples_run() -> None:
    path = Path(__file__).parent.parent / "README.md"
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 8
    assert result.failed == 0
