"""Human validation: export a sample (JSONL, CSV sheet, HTML form) and report %>=4, agreement and Cohen's kappa."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from html.parser import HTMLParser

import pytest
from sklearn.metrics import cohen_kappa_score

from mt_raig.construction.validation import KEYS, agreement_report, export_for_annotation, format_agreement, read_ratings
from mt_raig.errors import DataError
from mt_raig.io.benchmark import SAMPLE_DIR


class _Radios(HTMLParser):
    def __init__(self):
        super().__init__()
        self.names, self.sections = set(), 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "input" and a.get("type") == "radio":
            self.names.add(a["name"])
        if tag == "section":
            self.sections += 1


def test_export_writes_items_sheet_and_form(tmp_path):
    paths = export_for_annotation(SAMPLE_DIR, tmp_path, n=5, seed=1)
    assert [p.name for p in paths] == ["validation.jsonl", "validation.csv", "validation.html"]
    items = [json.loads(line) for line in (tmp_path / "validation.jsonl").read_text().splitlines()]
    assert len(items) == 5 and all(len(i["tables"]) >= 2 and i["question"] and i["insight"] for i in items)
    rows = list(csv.DictReader((tmp_path / "validation.csv").open()))
    assert [r["item_id"] for r in rows] == [i["item_id"] for i in items] and list(rows[0]) == ["item_id", *KEYS]
    radios = _Radios()
    radios.feed((tmp_path / "validation.html").read_text())
    assert radios.sections == 5 and len(radios.names) == 5 * 6
    assert export_for_annotation(SAMPLE_DIR, tmp_path / "again", n=5, seed=1)[0].read_text() == paths[0].read_text()


def _sheet(path, scores):
    with path.open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["item_id", *KEYS])
        for item, s in scores.items():
            w.writerow([item, *([s] * len(KEYS))])
    return path


def test_agreement_matches_sklearn_and_has_a_confidence_interval(tmp_path):
    a_scores = {f"i{k}": s for k, s in enumerate([5, 4, 4, 3, 5, 2, 4, 5, 1, 4, 5, 3])}
    b_scores = {f"i{k}": s for k, s in enumerate([5, 4, 3, 3, 5, 2, 4, 4, 1, 4, 5, 4])}
    a, b = read_ratings(_sheet(tmp_path / "a.csv", a_scores)), read_ratings(_sheet(tmp_path / "b.csv", b_scores))
    rep = agreement_report(a, b, resamples=100)
    row = rep["criteria"]["inter_table_relevance"]
    xs, ys = list(a_scores.values()), list(b_scores.values())
    assert row["items"] == 12
    assert row["pct_ge_4"] == round(100 * sum(v >= 4 for v in xs + ys) / 24, 2)
    assert row["agreement"] == round(sum(x == y for x, y in zip(xs, ys)) / 12, 4)
    assert row["kappa"] == round(cohen_kappa_score(xs, ys, labels=[1, 2, 3, 4, 5]), 4)
    lo, hi = row["kappa_ci95"]
    assert lo <= row["kappa"] <= hi and lo < hi
    weighted = agreement_report(a, b, weights="quadratic", resamples=50)["criteria"]["inter_table_relevance"]["kappa"]
    assert weighted == round(cohen_kappa_score(xs, ys, labels=[1, 2, 3, 4, 5], weights="quadratic"), 4)
    table = format_agreement(rep)
    assert "| Inter-Table Relevance | 12 |" in table and "Table-Insight Faithfulness" in table


def test_blank_cells_are_skipped_and_bad_scores_refused(tmp_path):
    p = tmp_path / "r.csv"
    p.write_text("item_id," + ",".join(KEYS) + "\nx1,5,,,,,\n")
    assert read_ratings(p) == {"x1": {"inter_table_relevance": 5}}
    p.write_text("item_id," + ",".join(KEYS) + "\nx1,6,,,,,\n")
    with pytest.raises(DataError, match="line 2"):
        read_ratings(p)
    same = {"x1": {"inter_table_relevance": 4}, "x2": {"inter_table_relevance": 4}}
    row = agreement_report(same, same)["criteria"]["inter_table_relevance"]
    assert row["kappa"] is None and row["agreement"] == 1.0  # one label everywhere: kappa undefined, not 1


def test_repeated_item_and_misnamed_columns_are_errors_naming_the_line_or_column(tmp_path):
    p = tmp_path / "r.csv"
    p.write_text("item_id," + ",".join(KEYS) + "\nx1,5,,,,,\nx2,4,,,,,\nx1,2,,,,,\n")
    with pytest.raises(DataError, match=r"line 4: item 'x1' is rated twice \(first on line 2\)"):
        read_ratings(p)  # the old reader kept the later 2 and dropped the 5 without a word
    typo = ("inter_table_relevence",) + KEYS[1:]
    p.write_text("item_id," + ",".join(typo) + "\nx1,5,4,4,4,4,4\n")
    with pytest.raises(DataError, match="unknown column 'inter_table_relevence'"):
        read_ratings(p)
    p.write_text("id,a,b\nx1,5,4\n")
    with pytest.raises(DataError, match="line 1: no item_id column"):
        read_ratings(p)
    p.write_text("item_id," + ",".join(KEYS) + "\n")
    with pytest.raises(DataError, match="no rated items"):
        read_ratings(p)
    p.write_text("item_id,inter_table_relevance\nx1,5\n")  # a sheet with some of the criteria is fine
    assert read_ratings(p) == {"x1": {"inter_table_relevance": 5}}


@pytest.mark.slow
def test_cli_export_and_report(tmp_path):
    def cli(*args):
        return subprocess.run([sys.executable, "-m", "mt_raig.cli", *args], capture_output=True, text=True)

    done = cli("human-validation", "export", "--release", str(SAMPLE_DIR), "--out", str(tmp_path), "--n", "3")
    assert done.returncode == 0, done.stderr[-1500:]
    ids = [r["item_id"] for r in csv.DictReader((tmp_path / "validation.csv").open())]
    a = _sheet(tmp_path / "a.csv", {i: 5 for i in ids})
    b = _sheet(tmp_path / "b.csv", {i: s for i, s in zip(ids, [5, 4, 5])})
    done = cli("human-validation", "report", str(a), str(b), "--json")
    assert done.returncode == 0, done.stderr[-1500:]
    assert json.loads(done.stdout)["criteria"]["question_complexity"]["pct_ge_4"] == 100.0
