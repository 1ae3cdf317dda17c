"""Meta-evaluation: the pairs format, correlations checked by hand, the shipped synthetic file, the command."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from mt_raig.errors import DataError
from mt_raig.metaeval import (
    SYNTHETIC_PAIRS,
    build_synthetic_pairs,
    correlation,
    inter_annotator,
    normalise,
    read_pairs,
)
from mt_raig.metaeval.correlate import correlate_metric, format_table
from mt_raig.metaeval.pairs import alter_numbers, drop_sentences, parse_pair

HUMAN = ["win", "win", "tie", "loss", "loss"]
SECOND = ["win", "tie", "tie", "loss", "loss"]


def _pairs(labels, second=None):
    out = []
    for i, lab in enumerate(labels):
        ls = [{"annotator": "h1", "faithfulness": lab, "completeness": lab}]
        if second:
            ls.append({"annotator": "h2", "faithfulness": second[i], "completeness": second[i]})
        out.append(parse_pair({"pair_id": f"p{i}", "question_id": "q", "response_a": "a", "response_b": "b", "labels": ls}, "test"))
    return out


def test_normalise_is_the_sign_with_a_tie_band():
    assert [normalise(d) for d in (0.3, 0.0, -1e-9)] == [1, 0, -1]
    assert normalise(0.004, tolerance=0.005) == 0 and normalise(-0.01, tolerance=0.005) == -1


def test_correlations_match_a_hand_computed_example():
    # metric scores (A, B) whose differences normalise to [1, 0, 0, -1, 1]; human labels [1, 1, 0, -1, -1]
    a, b = [0.9, 0.5, 0.2, 0.1, 0.7], [0.3, 0.5, 0.2, 0.4, 0.6]
    res = correlate_metric(_pairs(HUMAN), {"faithfulness": (a, b), "completeness": (a, b)}, n_resamples=200)
    f = res["faithfulness"]
    # Pearson: cov = 1.0, sum (x - 0.2)^2 = 2.8, sum y^2 = 4
    assert f["pearson"]["r"] == pytest.approx(1 / math.sqrt(2.8 * 4))
    # Spearman: ranks x = [4.5, 2.5, 2.5, 1, 4.5], y = [4.5, 4.5, 3, 1.5, 1.5]: cov 2.25 over sqrt(9 * 9)
    assert f["spearman"]["r"] == pytest.approx(0.25)
    assert f["preferences"] == {"win": 2, "tie": 2, "loss": 1} and f["n_unscored"] == 0
    lo, hi = f["pearson"]["ci"]
    assert -1 <= lo <= f["pearson"]["r"] <= hi <= 1 and f["pearson"]["n_resamples_used"] > 100


def test_inter_annotator_upper_bound_by_hand():
    ia = inter_annotator(_pairs(HUMAN, SECOND), n_resamples=0)
    # h1 = [1, 1, 0, -1, -1], h2 = [1, 0, 0, -1, -1]: cov 3.0 over sqrt(4 * 2.8)
    assert ia["faithfulness"]["pearson"]["r"] == pytest.approx(3 / math.sqrt(11.2))
    assert inter_annotator(_pairs(HUMAN)) is None  # one annotator: no upper bound


def test_unscored_pairs_are_left_out_and_constant_preferences_are_undefined():
    a, b = [0.9, None, 0.2, 0.1, 0.7], [0.3, 0.5, 0.2, 0.4, 0.6]
    res = correlate_metric(_pairs(HUMAN), {"faithfulness": (a, b), "completeness": ([1.0] * 5, [0.0] * 5)}, n_resamples=0)
    assert res["faithfulness"]["n_unscored"] == 1 and res["faithfulness"]["pearson"]["n"] == 4
    assert res["completeness"]["pearson"]["r"] is None  # the metric always prefers A
    assert correlation([1, 1, 1], [1, 0, -1], "pearson")["r"] is None


def test_pairs_file_validation(tmp_path: Path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"pair_id": "x", "question_id": "q", "response_a": "a", "response_b": "b",
                               "labels": [{"annotator": "h", "faithfulness": "better", "completeness": "tie"}]}) + "\n")
    with pytest.raises(DataError, match=r"bad.jsonl:1: annotator 'h' faithfulness must be win, tie or loss"):
        read_pairs(bad)


def test_the_shipped_synthetic_pairs_are_reproducible_and_marked():
    from mt_raig.io.benchmark import load_benchmark

    shipped = [json.loads(line) for line in SYNTHETIC_PAIRS.read_text().splitlines()]
    assert shipped == build_synthetic_pairs(load_benchmark(None)), "stale: rebuild with mt_raig.metaeval.pairs.rebuild_synthetic_pairs()"
    pairs = read_pairs(SYNTHETIC_PAIRS)
    assert len(pairs) == 40 and all(p.synthetic for p in pairs)
    assert all("SYNTHETIC" in p.extra["note"] for p in pairs)
    assert alter_numbers("grew 12.5% to 40") == "grew 25.8% to 67"
    assert drop_sentences("One. Two. Three. Four.") == "One. Two."
    kinds = {p.extra["perturbation"] for p in pairs}
    assert kinds == {"numbers_altered", "sentences_dropped", "both", "dropped_vs_altered", "unchanged"}


def test_meta_eval_command_prints_table_17(tmp_path: Path):
    out = tmp_path / "meta.json"
    proc = subprocess.run([sys.executable, "-m", "mt_raig.cli", "meta-eval", "--pairs", "synthetic", "--metrics", "sacrebleu", "rouge-l",
                           "--judge", "none", "--bootstrap", "100", "--no-progress", "--out", str(out)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "SYNTHETIC labels" in proc.stdout and "Inter-Human Correlation" in proc.stdout
    assert "Faith. Pearson" in proc.stdout and "Comp. Spearman" in proc.stdout
    res = json.loads(out.read_text())
    assert set(res["metrics"]) == {"SacreBLEU", "ROUGE-L"} and res["n_pairs"] == 40 and res["synthetic"]
    # the trade-off pairs: a similarity score cannot be right on both dimensions, so neither correlation is perfect
    sb = res["metrics"]["SacreBLEU"]
    assert sb["faithfulness"]["pearson"]["r"] < 0.99 and sb["completeness"]["pearson"]["r"] < 0.99
    assert res["settings"]["metrics"] == ["sacrebleu", "rouge-l"]
    assert format_table(res, spearman=False).count("Spearman") == 0


@pytest.mark.slow
def test_mt_raig_eval_joins_the_table_with_the_lexical_judge():
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.metaeval.run import meta_evaluate

    pairs = read_pairs(SYNTHETIC_PAIRS)[:10]
    res = meta_evaluate(pairs, load_benchmark(None), metrics=[], judge="lexical", n_resamples=50, progress=False)
    [name] = res["metrics"]
    assert name == "MT-RAIG Eval (lexical PROXY)"
    # altered numbers are refuted by the tables: the proxy's faithfulness preference follows the labels
    assert res["metrics"][name]["faithfulness"]["pearson"]["r"] > 0.5
