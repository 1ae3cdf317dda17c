"""The submission validator on well-formed and hostile submissions (bounded memory and time, clear errors)."""

from __future__ import annotations

import json
import resource
from pathlib import Path

import pytest

from mt_raig.io.benchmark import load_benchmark
from mt_raig.errors import ConfigError
from mt_raig.leaderboard.submission import Limits, read_meta, validate_submission

META = """model_id: Qwen/Qwen2-7B-Instruct
model_revision: main
model_size_b: 7.6
retriever: bm25
setting: open
k: 3
generation: {temperature: 0.0}
contact: someone@example.org
license: apache-2.0
"""


@pytest.fixture(scope="module")
def bench():
    return load_benchmark(None)


def write_submission(folder: Path, bench, *, meta: str = META, records: list[dict] | None = None, raw: bytes | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "submission.yaml").write_text(meta)
    if raw is not None:
        (folder / "predictions.jsonl").write_bytes(raw)
        return folder
    if records is None:
        records = good_records(bench)
    (folder / "predictions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    return folder


def good_records(bench) -> list[dict]:
    table_ids = list(bench.tables)
    out = []
    for ex in bench.examples:
        ranked = list(ex.gold_table_ids) + [t for t in table_ids if t not in ex.gold_table_ids][:3]
        out.append({"question_id": ex.id, "insight": ex.insight, "retrieved_table_ids": ranked, "tables_used": ranked[:3]})
    return out


def test_a_complete_submission_is_valid_for_the_main_board(tmp_path, bench):
    records = good_records(bench)
    records[0]["insight"] = "   "
    sub = validate_submission(write_submission(tmp_path / "s", bench, records=records), bench)
    assert sub.report.ok, sub.report.errors
    assert sub.report.main_board
    assert sub.report.counts["empty_insights"] == 1
    assert sub.report.counts["records"] == len(bench.examples)
    assert len(sub.records) == len(bench.examples)
    assert sub.meta.model_size_b == 7.6 and sub.meta.k == 3


def test_ids_coverage_and_corpus_are_checked(tmp_path, bench):
    records = good_records(bench)
    records[1]["question_id"] = records[0]["question_id"]          # duplicate (and so one missing)
    records[2]["question_id"] = "no-such-question"                   # unknown
    records[3]["retrieved_table_ids"] = ["not-a-table"]              # not in the corpus
    sub = validate_submission(write_submission(tmp_path / "s", bench, records=records), bench)
    text = "\n".join(sub.report.errors)
    assert "duplicate question id" in text
    assert "unknown question id 'no-such-question'" in text
    assert "table id 'not-a-table'" in text and "not in the corpus" in text
    assert "questions have no prediction" in text
    assert sub.report.counts["duplicate_ids"] == 1 and sub.report.counts["unknown_ids"] == 1
    assert not sub.report.ok and not sub.report.main_board


def test_a_declared_subset_is_scored_but_never_on_the_main_board(tmp_path, bench):
    subset = [e.id for e in bench.examples[:4]]
    meta = META + "subset: " + json.dumps(subset) + "\n"
    records = [r for r in good_records(bench) if r["question_id"] in subset]
    sub = validate_submission(write_submission(tmp_path / "s", bench, meta=meta, records=records), bench)
    assert sub.report.ok and not sub.report.main_board
    assert any("subset" in w for w in sub.report.warnings)


@pytest.mark.parametrize(
    "meta_change, message",
    [
        (("license: apache-2.0\n", "license: apache-2.0\nfavourite_colour: blue\n"), "unknown key 'favourite_colour'"),
        (("model_id: Qwen/Qwen2-7B-Instruct", "model_id: <script>alert(1)</script>"), "'model_id' must be a plain id"),
        (("model_id: Qwen/Qwen2-7B-Instruct", "model_id: ../../etc/passwd"), "'model_id' must be a plain id"),
        (("setting: open", "setting: half-open"), "'setting' must be one of"),
        (("k: 3\n", "k: '3'\n"), "'k' must be an int"),
        (("contact: someone@example.org\n", ""), "missing required key 'contact'"),
        (("k: 3\n", "k: 3\nk: 4\n"), "duplicate key 'k'"),
    ],
)
def test_metadata_schema(tmp_path, bench, meta_change, message):
    meta = META.replace(*meta_change)
    sub = validate_submission(write_submission(tmp_path / "s", bench, meta=meta), bench)
    assert any(message in e for e in sub.report.errors), sub.report.errors
    with pytest.raises(ConfigError, match="submission.yaml"):
        read_meta(tmp_path / "s" / "submission.yaml")


def _peak_kb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


@pytest.mark.parametrize(
    "raw, message",
    [
        (b'{"question_id": "a"}\x00\n', "contains NUL bytes"),
        (b'{"question_id": "\xff\xfe"}\n', "not UTF-8"),
        (b"[" * 100_000 + b"]" * 100_000 + b"\n", "longer than"),
        (b"[" * 50_000 + b"]" * 50_000 + b"\n", "nested too deeply"),
        (b"not json\n", "not JSON"),
        (b"\n", "blank line"),
        (b'["a list"]\n', "expected a JSON object"),
        (b'{"question_id": "x", "insight": "y", "retrieved_table_ids": [], "tables_used": [], "extra": 1}\n', "unknown ['extra']"),
        (b'{"question_id": 7, "insight": "y", "retrieved_table_ids": [], "tables_used": []}\n', "'question_id' must be a non-empty string"),
    ],
)
def test_hostile_lines_are_clear_errors(tmp_path, bench, raw, message):
    limits = Limits(max_line_bytes=150_000)
    sub = validate_submission(write_submission(tmp_path / "s", bench, raw=raw), bench, limits)
    assert any(message in e for e in sub.report.errors), sub.report.errors
    assert any("line 1" in e for e in sub.report.errors)


def test_huge_files_are_read_in_bounded_memory(tmp_path, bench):
    """A 1e6-line file and one 300 MB line: reading stops early, memory stays bounded."""
    folder = tmp_path / "s"
    write_submission(folder, bench, raw=b"")
    line = b'{"question_id": "q", "insight": "", "retrieved_table_ids": [], "tables_used": []}\n'
    with open(folder / "predictions.jsonl", "wb") as f:
        f.write(line * 1_000_000)
    before = _peak_kb()
    sub = validate_submission(folder, bench)
    assert any("more than" in e and "lines" in e for e in sub.report.errors)
    assert sub.report.counts["records"] <= len(bench.examples)
    with open(folder / "predictions.jsonl", "wb") as f:
        for _ in range(300):
            f.write(b"x" * 1_000_000)
    sub = validate_submission(folder, bench)
    assert any("longer than 200000 bytes" in e for e in sub.report.errors)
    assert _peak_kb() - before < 100_000  # well under the file sizes (tens of MB to 300 MB)


def test_oversized_values_are_refused(tmp_path, bench):
    records = good_records(bench)
    records[0]["insight"] = "x" * 40_000
    records[1]["retrieved_table_ids"] = [f"t{i}" for i in range(150)]
    sub = validate_submission(write_submission(tmp_path / "s", bench, records=records), bench)
    text = "\n".join(sub.report.errors)
    assert "longer than 30000 characters" in text
    assert "more than 100" in text
