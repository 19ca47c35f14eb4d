"""Checking and loading files: diagnostics with codes and places, and
SowError for a file that cannot be played."""

import pathlib

import pytest

import sow
from conftest import example

KALAH = example("kalah")


def broken_kalah():
    """Kalah with one unknown key (`sides`) under `columns`, and its line."""
    text = KALAH.read_text().replace("columns = 6\n", "columns = 6\nsides = 2\n", 1)
    line = text.splitlines().index("sides = 2") + 1
    return text, line


def test_an_example_has_no_diagnostics():
    assert sow.check(KALAH) == []
    assert sow.check(str(KALAH)) == []


def test_a_broken_file_names_its_code_and_place():
    text, line = broken_kalah()
    [found] = sow.check(text)
    assert found.code == "S002"
    assert found.severity == "error"
    assert "sides" in found.message
    assert (found.line, found.column) == (line, 1)
    assert (found.end_line, found.end_column) == (line, len("sides") + 1)
    assert found.help is not None and "sizes" in found.help
    assert "S002" in repr(found) and f"{line}:1" in str(found)


def test_check_reads_a_path_as_a_file(tmp_path):
    text, _ = broken_kalah()
    path = tmp_path / "broken.sow.toml"
    path.write_text(text)
    assert [d.code for d in sow.check(path)] == ["S002"]
    assert [d.code for d in sow.check(str(path))] == ["S002"]


def test_check_with_play_plays_sample_games():
    # Kalah is clean by its static checks and by play alike.
    assert sow.check(KALAH, play=True) == []


def test_loading_a_broken_file_raises_with_sows_message():
    text, line = broken_kalah()
    with pytest.raises(sow.SowError) as raised:
        sow.loads(text, name="broken.sow.toml")
    message = str(raised.value)
    assert "error[S002]: unknown key `sides`" in message
    assert f"broken.sow.toml:{line}:1" in message
    assert "has errors; fix them before playing" in message
    assert [d.code for d in raised.value.diagnostics] == ["S002"]


def test_a_file_that_cannot_be_read_is_a_sow_error(tmp_path):
    with pytest.raises(sow.SowError, match="cannot read"):
        sow.load(tmp_path / "missing.sow.toml")


def test_load_gives_the_rules():
    rules = sow.load(KALAH)
    assert rules.name == "Kalah"
    assert rules.hole_names == [f"{c}{r}" for r in (1, 2) for c in "abcdef"]
    assert (rules.rows, rules.columns) == (2, 6)
    assert rules.size is None
    assert rules.file == str(KALAH)
    assert rules.max_plies > 0
    assert rules.diagnostics == []
    assert sow.loads(KALAH.read_text()).name == "Kalah"
    assert isinstance(sow.load(pathlib.Path(KALAH)), sow.Rules)


def test_a_board_size_is_chosen_by_columns_or_label():
    path = example("leyla-gobale")
    default = sow.load(path)
    assert default.size == f"{default.rows}x{default.columns}"
    eight = sow.load(path, size=8)
    assert (eight.size, eight.columns) == ("2x8", 8)
    assert sow.load(path, size="2x8").hole_names == eight.hole_names
    with pytest.raises(sow.SowError, match="size 5"):
        sow.load(path, size=5)


def test_help_reads_well():
    assert "mancala" in sow.__doc__
    for thing in (sow.check, sow.load, sow.loads, sow.simulate, sow.Game.play,
                  sow.Game.legal_moves, sow.Rules.new_game, sow.Player.choose):
        assert thing.__doc__, thing
    assert issubclass(sow.IllegalMove, sow.SowError)
