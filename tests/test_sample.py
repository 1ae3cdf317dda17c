"""The bundled sample: what the foundation issue promises of it, and that its insights check out."""

import subprocess
import sys
from pathlib import Path

from mt_raig.data import QUESTION_TYPES
from mt_raig.io.benchmark import load_benchmark

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


def _parts():
    sys.path.insert(0, str(ROOT / "dataset_script"))
    import check_sample

    return check_sample


def test_checker_catches_an_unsupported_number_and_a_wrong_derivation():
    check_sample = _parts()
    part = check_sample.load_part("topical")
    tables = part.build_tables()
    q = dict(part.QUESTIONS[0])
    assert check_sample.check_question(q, tables) == []
    first = next(n.text for n in check_sample.find_numbers(q["insight"]) if n.text not in q["derived"])
    bad = dict(q, insight=q["insight"].replace(first, "999.9", 1))
    assert any("'999.9'" in p for p in check_sample.check_question(bad, tables))
    key, expr = next(iter(q["derived"].items()))
    wrong = dict(q, derived={**q["derived"], key: f"({expr})+1"})
    assert any(f"derived {key!r}" in p for p in check_sample.check_question(wrong, tables))


def test_topic_related_sets_follow_the_papers_grouping_rule():
    """Tables of a topical gold set match on >= 2 of page/section/caption (numbers ignored) and differ by <= 1 header column."""
    check_sample = _parts()
    part = check_sample.load_part("topical")
    tables = part.build_tables()

    def parts(title):
        return ["".join(c for c in p if not c.isdigit()).strip() for p in title.split(" - ")]

    for q in part.QUESTIONS:
        gold = [tables[k] for k in q["gold"]]
        for a in gold:
            for b in gold:
                assert sum(x == y for x, y in zip(parts(a["title"]), parts(b["title"]))) >= 2, (q["key"], a["title"], b["title"])
                assert len(set(a["header"]) ^ set(b["header"])) <= 2, (q["key"], a["header"], b["header"])
    gold_keys = {k for q in part.QUESTIONS for k in q["gold"]}
    distractors = set(tables) - gold_keys
    assert len(distractors) >= 6
    pages = {parts(tables[k]["title"])[0] for k in gold_keys}
    for k in distractors:
        assert parts(tables[k]["title"])[0] in pages, f"distractor {k} shares no page with a gold table"
