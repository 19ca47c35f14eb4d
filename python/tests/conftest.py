"""Shared fixtures: the repository's examples, and the `sow` command the
Python package is checked against."""

import os
import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def example(name):
    """The path of examples/NAME.sow.toml."""
    return EXAMPLES / f"{name}.sow.toml"


@pytest.fixture(scope="session")
def sow_command():
    """The `sow` program: $SOW_BIN (python/test.sh sets it to the one it
    built), else one on PATH; the tests that compare with it are skipped
    without one."""
    found = os.environ.get("SOW_BIN") or shutil.which("sow")
    if not found:
        pytest.skip("no `sow` command: set SOW_BIN (python/test.sh does)")
    return found
