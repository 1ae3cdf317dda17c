"""Issue #20 items 10-14: baseline metrics and meta-evaluation edge cases, each failing on the previous code."""

from __future__ import annotations

import math

import pytest
from scripted_llm import ScriptedLLM

from mt_raig.errors import BackendError
from mt_raig.eval.judge import EvalItem
from mt_raig.metaeval.correlate import correlation, metric_preferences
from mt_raig.metrics import load_metric
from mt_raig.metrics.base import Metric
from mt_raig.metrics.geval import GEval, parse_score
from mt_raig.metrics.results import score_items
from mt_raig.tables import Table

TABLE = Table.create("sales", ["region", "units"], [["north", "120"], ["south", "80"]])


def item(i, pred, ref):
    return EvalItem(f"q{i}", "How did sales go?", "Trend & Pattern", pred, ref, (TABLE,))


class Broken(Metric):
    name = "Broken"

    def score(self, items):
        raise AttributeError("'NoneType' object has no attribute 'size'")

    def info(self):
        return {"name": self.name}


def test_empty_gold_scores_like_the_other_metrics_and_one_failing_metric_loses_nothing():
    items = [item(0, "North sold 120 units.", "North sold 120 units."), item(1, "South sold 80 units.", "   ")]
    bert = load_metric("bertscore")
    with pytest.warns(RuntimeWarning, match="Broken failed"):
        report = score_items(items, [bert, Broken(), load_metric("sacrebleu")], progress=False)
    ex = {e["id"]: e for e in report["examples"]}
    assert ex["q1"]["values"]["BERTScore"] == 0.0 and ex["q1"]["values"]["SacreBLEU"] == 0.0
    assert ex["q0"]["values"]["BERTScore"] > 0.9 and ex["q0"]["values"]["SacreBLEU"] == pytest.approx(1.0)
    assert ex["q0"]["status"]["Broken"] == "failed" and "AttributeError" in ex["q0"]["errors"]["Broken"]


@pytest.mark.parametrize("reply,score", [("Faithfulness (1-5): 5", 5.0), ("3.5", 3.5), ("Completeness: 2/5", 2.0), ("4", 4.0)])
def test_g_eval_reads_the_score_after_the_label_not_the_echoed_scale(reply, score):
    assert parse_score(reply) == score
    geval = GEval(ScriptedLLM(lambda r: reply), mode="greedy", progress=False)
    result = geval.score([item(0, "North sold 120 units.", "x")])[0]
    assert result.status == "ok" and result.values == {"faithfulness": score, "completeness": score}


def test_g_eval_without_a_score_is_a_status():
    result = GEval(ScriptedLLM(lambda r: "I cannot rate this."), mode="greedy", progress=False).score([item(0, "x y", "z")])[0]
    assert result.status == "failed" and result.values == {} and "no score 1-5" in result.error


def test_meta_eval_nan_leaves_the_pair_unscored_and_says_why_a_correlation_is_missing():
    assert metric_preferences([math.nan, 0.9, 0.1], [0.5, 0.5, 0.5]) == [None, 1, -1]  # NaN was a "loss" (-1)
    few = correlation([1, -1], [1, -1], "pearson")
    assert few["r"] is None and few["why_undefined"] == "2 scored pairs (needs 3)"
    flat = correlation([1, 1, 1, 1], [1, -1, 0, 1], "spearman")
    assert flat["r"] is None and "constant" in flat["why_undefined"]
    ok = correlation([1, -1, 0, 1, -1], [1, -1, 0, 1, 0], "pearson", n_resamples=50)
    assert ok["r"] is not None and 0 < ok["n_resamples_used"] <= ok["n_resamples"] == 50


def test_tapas_acc_without_its_checkpoint_offline_is_one_clear_line():
    with pytest.raises(BackendError, match="TAPAS-Acc cannot load"):
        load_metric("tapas-acc")


def test_rouge_l_unicode_tokenizer_keeps_non_ascii_letters():
    pred, ref = "Η Αθήνα είχε 2004 αγώνες", "Η Ρώμη είχε 2004 αγώνες"  # one word differs
    default = load_metric("rouge-l").score([item(0, pred, ref)])[0].values["score"]
    unicode = load_metric("rouge-l:unicode").score([item(0, pred, ref)])[0].values["score"]
    assert default == 1.0  # only "2004" is left of each side by rouge-score's tokenizer: a false perfect match
    assert unicode == pytest.approx(0.8)  # 4 of 5 words in common


def test_an_avg_over_fewer_question_types_is_marked():
    """Issue #23 item 6: one question type only, and a type with no value, never read as a 4-type Avg."""
    from mt_raig.metrics.results import format_table

    items = [item(0, "North sold 120 units.", "North sold 120 units.")]  # Trend & Pattern only
    report = score_items(items, [load_metric("sacrebleu")], progress=False)
    avg = report["summary"]["SacreBLEU"]["Avg"]
    assert avg["n_types"] == 1 and avg["types_total"] == 4 and set(avg["missing_types"]) == {"A&S", "C&R", "P&O"}
    assert "(1 of 4 types)" in format_table(report)
