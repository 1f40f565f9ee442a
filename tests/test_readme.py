"""The README's examples run as written."""

import doctest
from pathlib import Path

import rules


def test_readme_examples_run() -> None:
    path = Path(__file__).parent.parent / "README.md"
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 8
    assert result.failed == 0


def test_package_docstring_example_runs() -> None:
    result = doctest.testmod(rules)
    assert result.attempted >= 3 and result.failed == 0
