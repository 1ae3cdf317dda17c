"""Retrieval: BM25 analyzers, ranking ties, the paper's metrics, run files, registry, CLI, and the
DPR / Contriever paths with tiny BERT models built here (no hub)."""

import json

import numpy as np
import pytest

from mt_raig.cli import main
from mt_raig.data import Benchmark, Example
from mt_raig.io.benchmark import load_benchmark
from mt_raig.errors import BackendError, ConfigError, DataError
from mt_raig.retrieval import EncoderOptions, evaluate_run, format_metrics_table, load_retriever, retrieve
from mt_raig.retrieval.bm25 import BM25Retriever, make_analyzer, split_identifier
from mt_raig.retrieval.dense import DenseRetriever
from mt_raig.retrieval.metrics import f1, format_breakdown
from mt_raig.retrieval import registry
from mt_raig.retrieval.registry import known_retrievers, register
from mt_raig.io.runs import (
    read_official,
    read_qrels,
    read_run,
    read_trec_run,
    write_official,
    write_qrels,
    write_run,
    write_trec_run,
)
from mt_raig.tables import Table


@pytest.fixture(scope="module")
def sample():
    return load_benchmark(None)


def _run_of(retriever, bench, k):
    retriever.index(list(bench.tables.values()), progress=False)
    rankings = retriever.search([e.question for e in bench.examples], k, progress=False)
    return {e.id: [t for t, _ in r] for e, r in zip(bench.examples, rankings)}


# ---------------------------------------------------------------- analyzer and BM25
def test_split_identifier():
    assert split_identifier("Stadium_ID") == ["Stadium", "ID"]
    assert split_identifier("FullName") == ["Full", "Name"]
    assert split_identifier("Area_km_2") == ["Area", "km", "2"]
    assert split_identifier("HTTPServer") == ["HTTP", "Server"]
    assert split_identifier("viewers_7day") == ["viewers", "7", "day"]


def test_table_analyzer_tokens():
    a = make_analyzer("table")
    assert a.tokens("the Stadium_ID of FullName stadiums") == ["stadium", "id", "full", "name", "stadium"]
    assert make_analyzer("plain").tokens("the Stadium_ID") == ["the", "stadium_id"]
    t = Table("t", "cars", ("MakerName",), (("amc",),))
    weighted = make_analyzer("table", title_weight=3, header_weight=2).table_tokens(t)
    assert weighted == ["car"] * 3 + ["maker", "name"] * 2 + ["amc"]


def test_table_analyzer_not_worse_than_plain_on_sample(sample):
    ks = (2, 5, 10, 20)
    table = evaluate_run(_run_of(load_retriever("bm25"), sample, 20), sample.examples, ks, len(sample.tables))
    plain = evaluate_run(_run_of(load_retriever("bm25:plain"), sample, 20), sample.examples, ks, len(sample.tables))
    print("\n" + format_metrics_table({"bm25 (table analyzer)": table, "bm25:plain": plain}))
    for k in ks:
        assert table["overall"][f"R@{k}"] >= plain["overall"][f"R@{k}"], k
        assert table["overall"][f"F1@{k}"] >= plain["overall"][f"F1@{k}"], k
    assert table["overall"]["R@2"] > plain["overall"]["R@2"]


def test_bm25_spec_options_and_info():
    r = load_retriever("bm25:table,title=3,header=2,k1=1.2,b=0.5")
    info = r.info()
    assert info["analyzer"]["title_weight"] == 3 and info["analyzer"]["header_weight"] == 2
    assert info["k1"] == 1.2 and info["b"] == 0.5 and info["analyzer"]["stemmer"] == "english"
    with pytest.raises(ConfigError, match="only apply to the table analyzer"):
        load_retriever("bm25:plain,title=2")
    with pytest.raises(ConfigError, match="unknown BM25 analyzer 'fancy'"):
        load_retriever("bm25:fancy")
    with pytest.raises(ConfigError, match="unknown option 'x=1'"):
        load_retriever("bm25:table,x=1")


def test_ties_broken_by_id_then_stable():
    rows = (("paris", "france"),)
    tables = [Table(i, "capitals", ("city", "country"), rows) for i in ("c", "a", "b")]
    tables.append(Table("d", "rivers", ("river",), (("nile",),)))
    r = BM25Retriever()
    r.index(tables, progress=False)
    ranking = r.search(["capital of france"], 4, progress=False)[0]
    assert [t for t, _ in ranking] == ["a", "b", "c", "d"]
    assert ranking[0][1] == ranking[2][1] > ranking[3][1]
    # a question with no known token scores everything 0: pure id order
    assert [t for t, _ in r.search(["zzz"], 2, progress=False)[0]] == ["a", "b"]


def test_bad_inputs():
    with pytest.raises(DataError, match="empty corpus"):
        BM25Retriever().index([], progress=False)
    r = BM25Retriever()
    r.index([Table("a", "x", ("h",), (("1",),))], progress=False)
    with pytest.raises(ConfigError, match="k=2 is larger than the corpus \\(1 tables\\)"):
        r.search(["x"], 2, progress=False)
    with pytest.raises(ConfigError, match="unknown retriever 'nope'.*bm25, dense, dpr, contriever, dtr, hybrid, join, tablellama"):
        load_retriever("nope:model")
    assert {"bm25", "dense", "dpr", "contriever", "dtr", "tablellama", "hybrid", "join"} <= set(known_retrievers())
    empty = Benchmark([Example("q1", "x?", "Trend & Pattern", ("a",), "")], {}, None, "empty")
    with pytest.raises(DataError, match="empty corpus"):
        retrieve(empty, "bm25", k=1, progress=False)


# ---------------------------------------------------------------- metrics
def test_f1_reproduces_paper_table_19():
    # (P, R, F1) triples of Table 19: F1 is the harmonic mean of the averaged P and R
    rows = [
        (21.07, 17.26, 18.98), (14.06, 27.19, 18.54), (8.85, 33.72, 14.02), (5.46, 41.16, 9.65),
        (58.77, 44.58, 50.70), (37.92, 68.24, 48.75), (12.62, 88.45, 22.08),
        (29.69, 23.47, 26.22), (19.14, 35.67, 24.91), (12.19, 44.27, 19.11), (7.31, 52.12, 12.82),
        (49.40, 37.77, 42.81), (32.88, 59.60, 42.38), (21.04, 74.50, 32.81), (12.37, 86.22, 21.63),
        (47.99, 36.93, 41.74), (32.70, 59.48, 42.20), (20.34, 72.44, 31.76), (11.55, 81.56, 20.24),
    ]
    for p, r, expected in rows:  # within the rounding of the printed P and R
        assert round(f1(p, r), 2) == pytest.approx(expected, abs=0.011), (p, r)
    assert round(f1(58.77, 44.58), 2) == 50.70
    # The one cell that does not fit: DPR top-10 prints P 22.61, R 80.83, F1 35.26, but no P/R that
    # round to those give 35.26 (the harmonic mean is 35.34); we take it for a typo in the paper.
    assert round(f1(22.61, 80.83), 2) == 35.34


def test_metrics_averaged_per_question_and_per_type():
    examples = [
        Example("q1", "?", "Trend & Pattern", ("a", "b"), ""),
        Example("q2", "?", "Comparison & Relationship", ("d",), ""),
    ]
    run = {"q1": ["a", "c", "b"], "q2": ["d", "e", "f"]}
    m = evaluate_run(run, examples, ks=(2, 3), corpus_size=6)
    o = m["overall"]
    assert (o["P@2"], o["R@2"], o["complete@2"]) == (50.0, 75.0, 50.0)
    assert o["F1@2"] == pytest.approx(60.0)  # harmonic mean of the averages, not mean of per-question F1 (58.33)
    assert o["R@3"] == 100.0 and o["complete@3"] == 100.0 and o["P@3"] == pytest.approx(50.0)
    assert m["by_type"]["Trend & Pattern"]["R@2"] == 50.0
    assert m["by_type"]["Comparison & Relationship"]["P@2"] == 50.0
    text = format_breakdown(m)
    assert "T&P" in text and "C&R" in text


def test_metric_errors():
    examples = [Example("q1", "?", "Trend & Pattern", ("a",), ""), Example("q2", "?", "Trend & Pattern", (), "")]
    with pytest.raises(DataError, match="no gold table set.*q2"):
        evaluate_run({"q1": ["a", "b"], "q2": ["a", "b"]}, examples, ks=(2,))
    with pytest.raises(ConfigError, match="k=5 is larger than the corpus"):
        evaluate_run({"q1": ["a"] * 5}, examples[:1], ks=(5,), corpus_size=3)
    with pytest.raises(DataError, match="not in the run: q1"):
        evaluate_run({}, examples[:1], ks=(2,))
    with pytest.raises(DataError, match="fewer than k=2"):
        evaluate_run({"q1": ["a"]}, examples[:1], ks=(2,))
    with pytest.raises(DataError, match="more than once"):
        evaluate_run({"q1": ["a", "a"]}, examples[:1], ks=(2,))


# ---------------------------------------------------------------- run files
def test_run_files_round_trip(tmp_path, sample):
    result = retrieve(sample, "bm25", k=5, progress=False)
    run = result.run
    assert list(run) == [e.id for e in sample.examples] and all(len(v) == 5 for v in run.values())
    assert read_run(write_run(tmp_path / "run.json", run)) == run
    official = write_official(tmp_path / "dpr_top_10_retrieved_table_ids_set.json", run, sample.examples)
    raw = json.loads(official.read_text())
    assert raw[0] == run[sample.examples[0].id] and len(raw) == len(sample.examples)
    assert read_official(official, sample.examples) == run
    with pytest.raises(DataError, match="must align"):
        read_official(official, sample.examples[:-1])
    rankings = {"q1": [("b", 2.0), ("a", 2.0), ("c", 1.5)], "q2": [("x", 0.1234567891)]}
    trec = write_trec_run(tmp_path / "run.trec", rankings, "tag")
    assert trec.read_text().splitlines()[0] == "q1 Q0 b 1 2.0 tag"
    back = read_trec_run(trec)
    assert [t for t, _ in back["q1"]] == ["b", "a", "c"]  # our order survives: tied scores written strictly decreasing
    assert back["q2"][0][1] == pytest.approx(0.1234567891, rel=1e-8)
    qrels = read_qrels(write_qrels(tmp_path / "qrels.txt", sample.examples))
    assert set(qrels[sample.examples[0].id]) == set(sample.examples[0].gold_table_ids)
    (tmp_path / "bad.trec").write_text("q1 Q0 a 1\n")
    with pytest.raises(DataError, match="bad.trec:1"):
        read_trec_run(tmp_path / "bad.trec")


def test_register_custom_retriever(sample, monkeypatch):
    class FirstTables(BM25Retriever):
        """Ignores the question: ranks tables by id."""

        name = "first"

        def search(self, questions, k, progress=True):
            return [self._ties.top_k(np.zeros(len(self._ties.table_ids)), k) for _ in questions]

    # leave the global registry as it was
    monkeypatch.setattr(registry.RETRIEVERS, "_entries", dict(registry.RETRIEVERS._entries))
    register("first", lambda arg, options: FirstTables())
    assert "first" in known_retrievers()
    result = retrieve(sample, "first", k=2, progress=False)
    assert set(map(tuple, result.run.values())) == {tuple(sorted(sample.tables)[:2])}
    assert result.settings["retriever"]["spec"] == "first"


def test_retrieve_writes_only_with_out_and_refuses_clashing_outputs(sample, tmp_path, monkeypatch):
    from mt_raig.retrieval import RetrievalConfig

    monkeypatch.chdir(tmp_path)
    result = retrieve(sample, RetrievalConfig(retriever="bm25:plain", k=5), progress=False)
    assert list(tmp_path.iterdir()) == [] and result.files == {}
    assert result.settings["retriever"]["spec"] == "bm25:plain" and result.settings["k"] == 5
    assert all(len(r) == 5 and r[0][1] >= r[-1][1] for r in result.rankings.values())
    written = retrieve(sample, "bm25", k=5, out="run.json", trec="run.trec", progress=False)
    assert set(written.files) == {"run", "results", "trec"} and read_run("run.json") == written.run
    assert json.loads((tmp_path / "run.results.json").read_text())["files"]["trec"] == "run.trec"
    with pytest.raises(ConfigError, match="--results|results"):
        retrieve(sample, "bm25", k=5, out="a.json", results="a.json", progress=False)
    with pytest.raises(ConfigError, match="pass out= as well"):
        retrieve(sample, "bm25", k=5, trec="only.trec", progress=False)
    with pytest.raises(ConfigError, match="'k' must be an int"):
        retrieve(sample, "bm25", k="5", progress=False)


# ---------------------------------------------------------------- CLI
def test_cli_retrieve(tmp_path, capsys):
    out = tmp_path / "runs" / "bm25.json"
    code = main(["retrieve", "--retriever", "bm25", "--k", "10", "--out", str(out), "--trec", str(tmp_path / "r.trec"),
                 "--qrels", str(tmp_path / "q.txt"), "--official", str(tmp_path / "off.json"), "--no-progress"])
    assert code == 0
    printed = capsys.readouterr().out
    assert "top-10" in printed and "F1" in printed and "A&S" in printed
    results = json.loads((tmp_path / "runs" / "bm25.results.json").read_text())
    assert results["retriever"]["analyzer"]["name"] == "table"
    assert results["metrics"]["ks"] == [2, 5, 10]
    assert results["versions"]["bm25s"] and results["data"]["corpus_fingerprint"]
    assert read_run(out) == read_official(tmp_path / "off.json", load_benchmark(None).examples)
    config = tmp_path / "c.yaml"
    config.write_text("retriever: bm25:plain\nk: 2\nbogus: 1\n")
    assert main(["retrieve", "--config", str(config), "--out", str(out)]) == 2
    assert "unknown key 'bogus'" in capsys.readouterr().err
    assert main(["retrieve", "--k", "1000", "--out", str(out)]) == 2
    assert "larger than the corpus" in capsys.readouterr().err


# ---------------------------------------------------------------- tiny DPR and Contriever
def _wordpiece_tokenizer(folder, texts):
    """A BERT WordPiece tokenizer trained here on the sample's texts (48-token limit)."""
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, trainers
    from transformers import BertTokenizer

    folder.mkdir(parents=True)
    tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    trainer = trainers.WordPieceTrainer(vocab_size=400, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"], show_progress=False)
    tok.train_from_iterator(texts, trainer)
    tok.model.save(str(folder))
    return BertTokenizer(str(folder / "vocab.txt"), model_max_length=48)


def _tiny_bert_folder(folder, tokenizer, kind, seed):
    """A randomly initialised one-layer BERT / DPR tower saved with ``tokenizer`` in ``folder``."""
    import torch
    from transformers import BertConfig, BertModel, DPRConfig, DPRContextEncoder, DPRQuestionEncoder

    tokenizer.save_pretrained(str(folder))
    sizes = dict(vocab_size=tokenizer.vocab_size, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                 intermediate_size=32, max_position_embeddings=48)
    torch.manual_seed(seed)
    if kind == "bert":
        BertModel(BertConfig(**sizes)).save_pretrained(str(folder))
    else:
        cls = DPRQuestionEncoder if kind == "dpr_q" else DPRContextEncoder
        cls(DPRConfig(**sizes)).save_pretrained(str(folder))
    return folder


@pytest.fixture(scope="module")
def tiny_models(tmp_path_factory, sample):
    root = tmp_path_factory.mktemp("tiny_bert")
    texts = [t.serialize() for t in sample.tables.values()] + [e.question for e in sample.examples]
    tokenizer = _wordpiece_tokenizer(root / "tokenizer", texts)
    return {
        "contriever": _tiny_bert_folder(root / "contriever", tokenizer, "bert", 0),
        "dpr_q": _tiny_bert_folder(root / "dpr_q", tokenizer, "dpr_q", 1),
        "dpr_ctx": _tiny_bert_folder(root / "dpr_ctx", tokenizer, "dpr_ctx", 2),
    }


def test_tiny_dpr_ranks_by_inner_product(tiny_models, sample):
    spec = f"dpr:{tiny_models['dpr_q']},{tiny_models['dpr_ctx']}"
    r = load_retriever(spec, EncoderOptions(device="cpu", batch_size=4))
    assert isinstance(r, DenseRetriever)
    tables = list(sample.tables.values())
    r.index(tables, progress=False)
    questions = [e.question for e in sample.examples[:3]]
    rankings = r.search(questions, 5, progress=False)
    q = r.encoder.encode_questions(questions, progress=False)
    t = r.encoder.encode_tables(tables, progress=False)
    assert q.shape == (3, 16) and t.shape == (len(tables), 16) and q.dtype == np.float32
    assert not np.allclose(np.linalg.norm(t, axis=1), 1.0)  # DPR scores are unnormalised inner products
    for row, ranking in zip(q @ t.T, rankings):
        top = sorted(row, reverse=True)[:5]
        score = {table.id: row[i] for i, table in enumerate(tables)}
        # the five best tables by inner product, in order; two tables whose scores differ only in float rounding (the
        # index's sums and this matmul add in different orders) may come in either order, so their true scores are compared
        assert [score[tid] for tid, _ in ranking] == pytest.approx(top, rel=1e-4)
        assert [s for _, s in ranking] == pytest.approx(top, rel=1e-4)
    info = r.info()["encoder"]
    assert info["question_model"] == str(tiny_models["dpr_q"]) and info["table_max_length"] == 48


def test_tiny_contriever_mean_pooling_batch_invariant(tiny_models, sample):
    enc = load_retriever(f"contriever:{tiny_models['contriever']}", EncoderOptions(device="cpu")).encoder
    tables = list(sample.tables.values())[:5]
    # long tables are truncated to the model's 48 positions rather than crashing it
    assert all(len(enc.table_tokenizer(t.serialize())["input_ids"]) > 48 for t in tables[:2])
    together = enc.encode_tables(tables, batch_size=2, progress=False)
    alone = np.concatenate([enc.encode_tables([t], batch_size=1, progress=False) for t in tables])
    np.testing.assert_allclose(together, alone, atol=1e-5)
    assert enc.info()["pooling"] == "mean" and enc.question_model is enc.table_model
    with pytest.raises(ConfigError, match="no adapter"):
        load_retriever(f"contriever:{tiny_models['contriever']}", EncoderOptions(adapter="x"))


def test_dense_index_save_load_and_stale(tiny_models, sample, tmp_path):
    spec = f"contriever:{tiny_models['contriever']}"
    tables = list(sample.tables.values())
    questions = [e.question for e in sample.examples[:4]]
    r = load_retriever(spec, EncoderOptions(device="cpu"))
    assert r.index_or_load(tables, tmp_path / "idx", progress=False) is False
    expected = r.search(questions, 10, progress=False)
    again = load_retriever(spec, EncoderOptions(device="cpu"))
    assert again.index_or_load(tables, tmp_path / "idx", progress=False) is True
    assert again.search(questions, 10, progress=False) == expected
    with pytest.raises(DataError, match="stale index: it was built for another corpus"):
        again.load(tmp_path / "idx", tables[:-1])
    other = load_retriever(spec, EncoderOptions(device="cpu", max_length=32))
    with pytest.raises(DataError, match="stale index: it was built by another encoder.*max_length"):
        other.load(tmp_path / "idx", tables)
    with pytest.raises(ConfigError, match="index_dir is for dense and join: retrievers"):
        retrieve(sample, "bm25", k=5, index_dir=tmp_path / "idx2", progress=False)


def test_dense_index_covers_content_order_and_file_integrity(tiny_models, sample, tmp_path):
    """#10.16: an edited corpus with the same ids, a reordered table_ids list and damaged files are all refused."""
    spec = f"contriever:{tiny_models['contriever']}"
    tables = sorted(sample.tables.values(), key=lambda t: t.id)
    folder = tmp_path / "idx"
    load_retriever(spec, EncoderOptions(device="cpu")).index_or_load(tables, folder, progress=False)
    fresh = lambda: load_retriever(spec, EncoderOptions(device="cpu"))  # noqa: E731

    first = tables[0]
    edited_rows = (("edited",) + first.cells[0][1:],) + first.cells[1:]
    edited = [Table(first.id, first.title, first.header, edited_rows)] + tables[1:]
    with pytest.raises(DataError, match="stale index: it was built for another corpus \\(the same table ids with other content"):
        fresh().load(folder, edited)
    with pytest.raises(DataError, match="stale index"):  # never silently reused by index_or_load either
        fresh().index_or_load(edited, folder, progress=False)

    meta_path = folder / "meta.json"
    good_meta = meta_path.read_text()
    meta = json.loads(good_meta)
    meta["table_ids"] = meta["table_ids"][::-1]
    meta_path.write_text(json.dumps(meta))
    with pytest.raises(DataError, match="table_ids are not in the order the vectors were added"):
        fresh().load(folder, tables)
    meta_path.write_text(good_meta[: len(good_meta) // 2])
    with pytest.raises(DataError, match="meta.json: corrupt index metadata, not valid JSON"):
        fresh().load(folder, tables)
    del meta["table_ids"]
    meta_path.write_text(json.dumps(meta))
    with pytest.raises(DataError, match="corrupt index metadata \\(table_ids missing"):
        fresh().load(folder, tables)
    meta_path.write_text(good_meta)

    index_path = folder / "index.faiss"
    data = index_path.read_bytes()
    index_path.write_bytes(data[: len(data) // 2])
    with pytest.raises(DataError, match="index.faiss: corrupt index"):
        fresh().load(folder, tables)
    index_path.write_bytes(data)
    again = fresh()
    again.load(folder, tables)  # the intact files still load
    assert again.search([sample.examples[0].question], 3, progress=False)[0]


def test_dense_ties_by_id():
    class Constant:
        name = "constant"

    r = DenseRetriever(Constant())
    ids = [f"t{i:02d}" for i in range(30)][::-1]
    vectors = np.ones((30, 4), dtype=np.float32)
    vectors[5] *= 2  # t24 is the single best
    r.index_vectors(ids, vectors)
    ranking = r.search_vectors(np.ones((1, 4), dtype=np.float32), 12)[0]
    assert [t for t, _ in ranking] == ["t24"] + [f"t{i:02d}" for i in range(11)]


def test_missing_optional_dependency_is_named(monkeypatch, tmp_path):
    """A retriever whose module needs a package that is not installed: a one-line error saying what to install."""
    (tmp_path / "needs_missing_pkg.py").write_text("import mt_raig_no_such_package\n\ndef build(arg, options):\n    pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry.RETRIEVERS, "_entries", dict(registry.RETRIEVERS._entries))
    register("needy", "needs_missing_pkg:build")
    with pytest.raises(ConfigError, match="retriever 'needy' needs the package 'mt_raig_no_such_package'"):
        load_retriever("needy")


def test_cli_score_existing_runs(tmp_path, sample, capsys):
    from mt_raig.io.release import write_release

    result = retrieve(sample, "bm25", k=10, progress=False)
    run, results = result.run, result.record()
    release = write_release(Benchmark(sample.examples, sample.tables, run, "with-top10"), tmp_path / "release")
    assert main(["retrieve", "--data", str(release), "--score", "official", "--results", str(tmp_path / "s.json")]) == 0
    assert "dpr_top_10_retrieved_table_ids_set.json" in capsys.readouterr().out
    scored = json.loads((tmp_path / "s.json").read_text())["metrics"]
    assert scored["ks"] == [2, 5, 10] and scored["overall"] == results["metrics"]["overall"]
    trec = write_trec_run(tmp_path / "run.trec", {q: [(t, 10.0 - i) for i, t in enumerate(ids)] for q, ids in run.items()}, "x")
    assert main(["retrieve", "--score", str(trec), "--ks", "2", "5", "--results", str(tmp_path / "t.json")]) == 0
    assert json.loads((tmp_path / "t.json").read_text())["metrics"]["overall"]["R@5"] == results["metrics"]["overall"]["R@5"]
    assert main(["retrieve", "--score", "official"]) == 2
    assert "ships no dpr_top_10" in capsys.readouterr().err


def test_model_that_cannot_load_is_a_clear_error(tmp_path):
    with pytest.raises(BackendError, match="retriever 'contriever:.*': cannot load its model"):
        load_retriever(f"contriever:{tmp_path / 'no-such-model'}")
