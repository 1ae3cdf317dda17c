"""The bundled sample: what the foundation issue promises of it, and that its insights check out."""

import subprocess
import sys
from pathlib import Path

from mt_raig.data import QUESTION_TYPES, load_benchmark

ROOT = Path(__file__).resolve().parent.parent


def test_sample_shape():
    bench = load_benchmark()
    assert len(bench.tables) >= 60
    assert len(bench.examples) >= 40
    assert {e.type for e in bench.examples} == set(QUESTION_TYPES)
    sets = {frozenset(e.gold_table_ids) for e in bench.examples}
    assert len(sets) >= 15
    gold = set().union(*sets)
    assert len(set(bench.tables) - gold) >= 12, "distractor tables"
    for e in bench.examples:
        assert 150 <= len(e.insight.split()) <= 250, e.id
        assert 2 <= len(e.gold_table_ids) <= 4
    assert all(len(t.id) == 64 for t in bench.tables.values())


def test_every_insight_number_checks_out():
    res = subprocess.run([sys.executable, str(ROOT / "dataset_script" / "check_sample.py")], capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr


def test_shipped_sample_is_what_the_parts_build(tmp_path):
    res = subprocess.run([sys.executable, str(ROOT / "dataset_script" / "build_sample.py"), "--out", str(tmp_path)], capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr
    for name in ("benchmark.json", "table_corpus.json"):
        assert (tmp_path / name).read_text() == (ROOT / "mt_raig" / "sample" / name).read_text(), name
