"""Baseline metrics, each against a value computed independently on fixed strings."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pytest

from mt_raig.errors import BackendError, ConfigError
from mt_raig.eval.judge import EvalItem
from mt_raig.metrics import METRICS, PAPER_ORDER, load_metric
from mt_raig.metrics.results import format_table, score_items
from mt_raig.tables import Table

TABLE = Table.create("sales - 2020", ["Region", "Revenue", "Year"], [["North", "120", "2020"], ["South", "80", "2020"]])
PAIRS = [
    ("The cat sat on the mat with 3.5 kg.", "A cat sat on the mat with 3.5 kg."),
    ("Revenue grew by 12% in 2020.", "Revenue grew 10% in 2021."),
]


def item(pred: str, ref: str, i: int = 0, qtype: str = "Analysis & Summary", status: str = "ok") -> EvalItem:
    return EvalItem(f"q{i}", "How did revenue change?", qtype, pred, ref, (TABLE,), generation_status=status)


def test_registry_names_every_paper_metric():
    assert set(PAPER_ORDER) == set(METRICS.names())
    with pytest.raises(ConfigError, match="known: sacrebleu"):
        load_metric("bleurt")


def test_sacrebleu_matches_the_sacrebleu_command_line(tmp_path: Path):
    refs, hyps = tmp_path / "ref.txt", tmp_path / "hyp.txt"
    refs.write_text("\n".join(r for r, _ in PAIRS) + "\n")
    hyps.write_text("\n".join(h for _, h in PAIRS) + "\n")
    cli = Path(sys.executable).with_name("sacrebleu")
    out = subprocess.run([str(cli), str(refs), "-i", str(hyps), "--sentence-level", "-b", "-w", "6"],
                         capture_output=True, text=True, check=True).stdout.split()
    expected = [float(x) / 100 for x in out]
    results = load_metric("sacrebleu").score([item(h, r, i) for i, (r, h) in enumerate(PAIRS)])
    assert [r.status for r in results] == ["ok", "ok"]
    assert [r.values["score"] for r in results] == pytest.approx(expected, abs=1e-6)
    assert expected[0] > expected[1]  # the near-copy scores higher: the check can fail


def test_rouge_l_is_the_lcs_f1():
    from rouge_score import rouge_scorer

    [r] = load_metric("rouge-l").score([item("the cat lay on the mat", "the cat sat on the mat")])
    assert r.values["score"] == pytest.approx(5 / 6)  # LCS "the cat on the mat": P = R = 5/6
    direct = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=True).score(PAIRS[1][0], PAIRS[1][1])["rougeL"].fmeasure
    [r2] = load_metric("rouge-l").score([item(PAIRS[1][1], PAIRS[1][0])])
    assert r2.values["score"] == pytest.approx(direct)


def test_meteor_by_hand_and_through_offline_wordnet(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("MT_RAIG_CACHE", str(tmp_path / "cache"))
    from mt_raig.metrics import meteor

    meteor.load_wordnet.cache_clear()
    m = load_metric("meteor")
    # 5 exact matches of 5 hypothesis / 6 reference words, in 2 chunks ("a mat" | "the cat sat")
    p, rc = 1.0, 5 / 6
    fmean = p * rc / (0.9 * p + 0.1 * rc)
    by_hand = fmean * (1 - 0.5 * (2 / 5) ** 3)
    [r] = m.score([item("a mat the cat sat", "the cat sat on a mat")])
    assert r.values["score"] == pytest.approx(by_hand)
    # "auto" matches "car" only through WordNet: 4 matches in one chunk
    [syn] = m.score([item("the auto is red", "the car is red")])
    assert syn.values["score"] == pytest.approx(1 - 0.5 * (1 / 4) ** 3)
    [none] = m.score([item("the banana is red", "the car is red")])
    assert none.values["score"] == pytest.approx(0.75 * (1 - 0.5 * (2 / 3) ** 3))
    assert (tmp_path / "cache" / "nltk_data" / "wordnet-3.0" / "data.noun").stat().st_size == meteor.WORDNET_DATA_NOUN_BYTES
    assert "WordNet 3.0" in m.info()["wordnet"]
    meteor.load_wordnet.cache_clear()


def test_bertscore_matches_greedy_cosine_matching_by_hand():
    import torch
    from transformers import AutoModel, AutoTokenizer

    from mt_raig.retrieval.st_encoder import bundled_model_path

    cand, ref = "the cat sat on the mat", "a cat was sitting on the mat"
    m = load_metric("bertscore")
    [r] = m.score([item(cand, ref)])
    assert "all-MiniLM-L6-v2" in m.info()["model"] and m.info()["layer"] == 6

    path = bundled_model_path()
    tok, model = AutoTokenizer.from_pretrained(path), AutoModel.from_pretrained(path)

    def emb(text: str) -> torch.Tensor:
        enc = tok(text, return_tensors="pt")
        with torch.no_grad():
            h = model(**enc, output_hidden_states=True).hidden_states[6][0]
        return torch.nn.functional.normalize(h, dim=-1)

    # every token (with [CLS]/[SEP]) can be matched; [CLS]/[SEP] weigh 0 in the averages (bert-score without idf)
    sim = emb(cand) @ emb(ref).T
    p, rc = sim.max(dim=1).values[1:-1].mean().item(), sim.max(dim=0).values[1:-1].mean().item()
    assert r.values["score"] == pytest.approx(2 * p * rc / (p + rc), abs=1e-4)
    [same] = m.score([item(ref, ref)])
    assert same.values["score"] == pytest.approx(1.0, abs=1e-4) and r.values["score"] < 0.99


def _tiny_tabfact(folder: Path, bias: tuple[float, float] | None = None) -> Path:
    import torch
    from tiny_models import make_tiny_tapas
    from transformers import TapasForSequenceClassification

    texts = ["revenue grew in the north region", "sales 2020 region revenue year north south 120 80"] * 20
    make_tiny_tapas(folder, texts=texts, vocab_size=120)
    torch.manual_seed(0)
    model = TapasForSequenceClassification.from_pretrained(folder, num_labels=2, id2label={0: "Refuted", 1: "Entailed"},
                                                           label2id={"Refuted": 0, "Entailed": 1})
    if bias is not None:
        with torch.no_grad():
            model.classifier.weight.zero_()
            model.classifier.bias.copy_(torch.tensor(bias))
    model.save_pretrained(folder)
    return folder


def test_tapas_acc_with_a_tiny_random_tabfact_model(tmp_path: Path):
    import torch
    from transformers import TapasForSequenceClassification, TapasTokenizer

    from mt_raig.metrics.tapas_acc import split_sentences, table_frame

    folder = _tiny_tabfact(tmp_path / "tiny")
    other = Table.create("sales - 2021", ["Region", "Revenue"], [["North", "90"]])
    insight = "North had revenue 120 in 2020. South had 80. The total was 3.5 times more."
    assert split_sentences(insight) == ["North had revenue 120 in 2020.", "South had 80.", "The total was 3.5 times more."]
    it = EvalItem("q", "?", "Trend & Pattern", insight, "", (TABLE, other))
    m = load_metric(f"tapas-acc:{folder}")
    [r] = m.score([it])
    # independently: the classifier's P(entailed) per sentence and table, max over tables, share above 0.5
    tok, model = TapasTokenizer.from_pretrained(folder), TapasForSequenceClassification.from_pretrained(folder).eval()
    best = []
    for s in split_sentences(insight):
        ps = []
        for t in (TABLE, other):
            enc = tok(table=table_frame(t), queries=[s], padding="max_length", truncation="drop_rows_to_fit", max_length=512, return_tensors="pt")
            with torch.no_grad():
                ps.append(torch.softmax(model(**enc).logits, -1)[0, 1].item())
        best.append(max(ps))
    assert r.detail["p_entailed"] == pytest.approx(best, abs=1e-5)
    assert r.values["score"] == pytest.approx(sum(p > 0.5 for p in best) / 3)
    assert m.info()["entailed_label"] == "Entailed"


def test_tapas_acc_follows_the_classifier(tmp_path: Path):
    entails = load_metric(f"tapas-acc:{_tiny_tabfact(tmp_path / 'yes', bias=(0.0, 8.0))}")
    refutes = load_metric(f"tapas-acc:{_tiny_tabfact(tmp_path / 'no', bias=(8.0, 0.0))}")
    it = item("North had 120. South had 80.", "")
    assert entails.score([it])[0].values["score"] == 1.0
    assert refutes.score([it])[0].values["score"] == 0.0
    with pytest.raises(BackendError, match="TAPAS-Acc cannot load"):
        load_metric(f"tapas-acc:{tmp_path / 'missing'}")


def test_a3cu_says_what_is_missing():
    with pytest.raises(BackendError, match="autoacu"):
        load_metric("a3cu")


def test_failed_generations_are_skipped_not_scored():
    [ok, failed] = load_metric("sacrebleu").score([item("a b c", "a b c"), item("", "a b c", 1, status="failed:backend")])
    assert ok.status == "ok" and failed.status == "skipped" and failed.values == {}


def test_metrics_report_averages_type_means():
    items = [item("the cat sat", "the cat sat", 0, "Analysis & Summary"),
             item("the dog ran", "the cat sat", 1, "Analysis & Summary"),
             item("the cat sat", "the cat sat", 2, "Trend & Pattern"),
             item("", "x", 3, "Trend & Pattern", status="failed:backend")]
    report = score_items(items, [load_metric("rouge-l")], progress=False)
    s = report["summary"]["ROUGE-L"]
    a_s = (1.0 + 1 / 3) / 2
    assert s["A&S"]["mean"] == pytest.approx(a_s) and s["T&P"]["mean"] == pytest.approx(1.0)
    assert s["Avg"]["mean"] == pytest.approx((a_s + 1.0) / 2)
    assert s["All"]["mean"] == pytest.approx((1 + 1 / 3 + 1) / 3) and s["All"]["failures"] == {"skipped": 1}
    table = format_table(report)
    assert f"{100 * (a_s + 1) / 2:.2f}" in table


def test_geval_weights_first_token_probabilities():
    from scripted_llm import ScriptedLLM

    from mt_raig.metrics.geval import GEval, weighted_score

    lp = {"4": math.log(0.6), " 5": math.log(0.3), "3": math.log(0.05), "The": math.log(0.05)}
    llm = ScriptedLLM(["4", "4"], logprobs=lp)
    m = GEval(llm, progress=False)
    assert m.mode == "logprob"
    [r] = m.score([item("North had 120.", "", qtype="Comparison & Relationship")])
    expected = (4 * 0.6 + 5 * 0.3 + 3 * 0.05) / 0.95
    assert r.status == "ok"
    assert r.values == pytest.approx({"faithfulness": expected, "completeness": expected})
    assert weighted_score(lp)[1]["5"] == pytest.approx(0.3 / 0.95)
    faith, comp = (req.messages[0]["content"] for req in llm.requests)
    assert "Faithfulness (1–5) - A good insight must be consistent with the retrieved tables" in faith
    assert faith.rstrip().endswith("Faithfulness (scores ONLY):") and comp.rstrip().endswith("Completeness (scores ONLY):")
    assert "[TITLE] sales - 2020 [HEADER] Region | Revenue | Year [ROW 1] North | 120 | 2020" in faith
    assert "Insight: North had 120." in comp and "Question: How did revenue change?" in comp
    assert all(req.sampling.logprobs == 20 and req.sampling.temperature == 0 for req in llm.requests)


def test_geval_without_logprobs_parses_replies_and_reports_failures():
    from scripted_llm import ScriptedLLM

    from mt_raig.metrics.geval import GEval

    llm = ScriptedLLM(["Faithfulness: 3", "5/5", "I cannot rate this", "2"])
    m = GEval(llm, progress=False)
    assert m.mode == "greedy"
    good, bad = m.score([item("a", "", 0), item("b", "", 1)])
    assert good.status == "ok" and good.values == {"faithfulness": 3, "completeness": 5}
    assert bad.status == "failed" and bad.values == {"completeness": 2} and "cannot rate" in bad.error
    sampled = GEval(ScriptedLLM(["4", "2", "5", "5"]), mode="sample", n=2, progress=False)
    [r] = sampled.score([item("a", "")])
    assert r.values == {"faithfulness": 3.0, "completeness": 5.0}


def test_an_empty_or_abstaining_insight_scores_the_floor_and_is_counted():
    """A system that abstains must never score higher: empty -> 0 (SacreBLEU), counted; a failed generation has no number."""
    good = item("the cat sat on the mat", "the cat sat on the mat", 0)
    empty = item("   ", "the cat sat on the mat", 1)
    abstain = item("I cannot answer this question.", "the cat sat on the mat", 2)
    failed = EvalItem("q3", "q?", "Trend & Pattern", "", "the cat sat on the mat", (), generation_status="failed:backend")
    report = score_items([good, empty, abstain, failed], [load_metric("sacrebleu")], progress=False)
    by_id = {e["id"]: e for e in report["examples"]}
    assert by_id["q1"]["values"]["SacreBLEU"] == 0.0 and by_id["q1"]["status"]["SacreBLEU"] == "system_failure"
    assert by_id["q2"]["values"]["SacreBLEU"] == 0.0 and by_id["q2"]["status"]["SacreBLEU"] == "system_failure"
    assert by_id["q3"]["values"]["SacreBLEU"] is None and by_id["q3"]["status"]["SacreBLEU"] == "skipped"
    cell = report["summary"]["SacreBLEU"]["All"]
    assert cell["n_scored"] == 3 and cell["system_failures"] == 2 and cell["failures"] == {"skipped": 1}
    assert cell["mean"] == pytest.approx(1.0 / 3)
