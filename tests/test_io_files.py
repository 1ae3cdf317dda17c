"""Crash-safe writes keep the user's umask; outputs are checked against inputs before any work."""

import os

import pytest

from mt_raig.atomic import current_umask, new_folder, write_json, write_text
from mt_raig.errors import ConfigError, DataError
from mt_raig.io.files import check_output_paths, read_json


@pytest.fixture
def umask():
    def set_mask(mask):
        os.umask(mask)

    old = os.umask(0o022)
    yield set_mask
    os.umask(old)


def mode(path):
    return oct(path.stat().st_mode & 0o777)


def test_new_files_get_the_umask_not_0600(tmp_path, umask):
    umask(0o022)
    assert current_umask() == 0o022
    assert mode(write_json(tmp_path / "a.json", {"x": 1})) == oct(0o644)
    umask(0o002)
    assert mode(write_text(tmp_path / "sub" / "b.txt", "x")) == oct(0o664)
    plain = tmp_path / "plain.txt"
    plain.write_text("x")  # what open(path, "w") gives, the reference
    assert mode(write_text(tmp_path / "c.txt", "x")) == mode(plain)


def test_replacing_a_file_keeps_its_mode(tmp_path, umask):
    umask(0o022)
    target = tmp_path / "shared.json"
    target.write_text("{}")
    os.chmod(target, 0o660)
    write_json(target, {"x": 2})
    assert mode(target) == oct(0o660) and read_json(target) == {"x": 2}


def test_new_folder_gets_the_umask_and_refuses_a_nonempty_target(tmp_path, umask):
    umask(0o027)
    with new_folder(tmp_path / "out") as tmp:
        (tmp / "f").write_text("x")
    assert mode(tmp_path / "out") == oct(0o750) and (tmp_path / "out" / "f").read_text() == "x"
    with pytest.raises(FileExistsError, match="not an empty folder"):
        with new_folder(tmp_path / "out"):
            pass
    with pytest.raises(RuntimeError):
        with new_folder(tmp_path / "other"):
            raise RuntimeError("boom")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # the temp folder is gone


def test_output_equal_to_an_input_is_refused(tmp_path):
    preds = tmp_path / "preds.jsonl"
    preds.write_text("")
    with pytest.raises(ConfigError, match=r"^--out .*preds.jsonl is the same file as the input --predictions; choose another output path$"):
        check_output_paths({"--out": preds}, {"--predictions": preds, "--cache": None})
    link = tmp_path / "link.jsonl"
    link.symlink_to(preds)
    with pytest.raises(ConfigError, match="same file as the input"):
        check_output_paths([link], [preds])
    hard = tmp_path / "hard.jsonl"
    os.link(preds, hard)
    with pytest.raises(ConfigError, match="same file as the input"):
        check_output_paths([hard], [str(preds)])
    relative = os.path.relpath(preds)
    with pytest.raises(ConfigError, match="same file as the input"):
        check_output_paths([relative], [preds])
    check_output_paths({"--out": tmp_path / "new.jsonl"}, {"--predictions": preds})  # fine


def test_outputs_equal_to_each_other_or_inside_an_input_folder_are_refused(tmp_path):
    with pytest.raises(ConfigError, match="--results .*run.json is also the output --out"):
        check_output_paths({"--out": tmp_path / "run.json", "--results": tmp_path / "run.json"})
    release = tmp_path / "release"
    release.mkdir()
    (release / "benchmark.json").write_text("[]")
    with pytest.raises(ConfigError, match="is a file of the input folder --data"):
        check_output_paths({"--out": release / "benchmark.json"}, {"--data": release})


def test_unwritable_outputs_are_found_before_any_work(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ConfigError, match=r"cannot be created: .*file is a file, not a folder"):
        check_output_paths({"--out": blocker / "sub" / "preds.jsonl"})
    with pytest.raises(ConfigError, match="cannot be written"):  # os.access says yes to root here; a real write does not
        check_output_paths({"--out": "/sys/kernel/preds.jsonl"})
    if os.geteuid() == 0:
        pytest.skip("root may write anywhere: the permission case needs another user")
    locked = tmp_path / "locked"
    locked.mkdir()
    os.chmod(locked, 0o500)
    try:
        with pytest.raises(ConfigError, match="cannot be written: Permission denied"):
            check_output_paths([locked / "preds.jsonl"])
    finally:
        os.chmod(locked, 0o700)


def test_read_json_names_the_file(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_bytes(b'{"a": "\xe9"}')
    with pytest.raises(DataError, match=r"x\.json: not UTF-8 text \(byte 0xe9 at offset 7\)"):
        read_json(bad)
    bad.write_text("[" * 50_000)
    with pytest.raises(DataError, match="nested too deeply"):
        read_json(bad)
