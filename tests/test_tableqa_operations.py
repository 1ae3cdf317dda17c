"""Table operations and plan parsing: each operation on a real DataFrame, and malformed LLM plans as PlanError
with a reason (never another exception), including a seeded fuzz over mangled plans."""

from __future__ import annotations

import random

import pandas as pd
import pytest

from mt_raig.tableqa.dater import parse_evidence, parse_subquestions
from mt_raig.tableqa.frames import numeric, record, render, to_frame
from mt_raig.tableqa.operations import (
    END,
    OPERATIONS,
    Operation,
    PlanError,
    allowed_after,
    apply,
    parse_choice,
    parse_operation,
)
from mt_raig.tableqa.tapera import extract_code, parse_plan
from mt_raig.tables import Table


@pytest.fixture
def df():
    t = Table.create("clubs", ["Club", "City, Country", "Wins", "Founded"],
                     [["Ajax", "Amsterdam, NL", "36", "1900"], ["PSV", "Eindhoven, NL", "25", "1913"],
                      ["Feyenoord", "Rotterdam, NL", "16", "1908"], ["Twente", "Enschede, NL", "1", "1965"]])
    return to_frame(t)


def test_each_operation_runs_on_the_frame_and_leaves_the_input_unchanged(df):
    before = df.copy()
    sel = apply(parse_operation("f_select_row(row 2, row 4, row 2)", df), df)
    assert sel["Club"].tolist() == ["PSV", "Twente"]
    assert apply(parse_operation("f_select_row(*)", df), df).equals(df)
    cols = parse_operation("f_select_column(club, City, Country)", df)  # case forgiven; a name holding a comma
    assert cols.args == ("Club", "City, Country") and apply(cols, df).columns.tolist() == ["Club", "City, Country"]
    srt = apply(parse_operation("f_sort_by(Wins, ascending)", df), df)
    assert srt["Wins"].tolist() == ["1", "16", "25", "36"]  # numeric, not "1" < "16" < "25" < "36" by accident:
    assert apply(parse_operation("f_sort_by(Founded, desc)", df), df)["Founded"].tolist() == ["1965", "1913", "1908", "1900"]
    assert apply(parse_operation("f_sort_by(Club, descending)", df), df)["Club"].tolist() == ["Twente", "PSV", "Feyenoord", "Ajax"]
    grp = apply(parse_operation("f_group_by(Club)", df.assign(Club=["a", "b", "a", "a"])), df.assign(Club=["a", "b", "a", "a"]))
    assert grp.values.tolist() == [["a", "3"], ["b", "1"]]
    add = parse_operation("f_add_column(Era). values: early | early | early | late", df)
    assert add.text() == "f_add_column(Era). values: early | early | early | late"
    assert apply(add, df)["Era"].tolist() == ["early", "early", "early", "late"]
    assert df.equals(before)


def test_sorting_mixed_numbers_uses_numeric_order():
    d = pd.DataFrame({"n": ["9", "10", "1,200", "", "-3.5"]}, dtype=object)
    assert numeric(d["n"]).tolist()[:3] == [9.0, 10.0, 1200.0]
    op = Operation("f_sort_by", ("n", "ascending"))
    assert apply(op, d)["n"].tolist() == ["-3.5", "9", "10", "1,200", ""]  # empty last
    assert numeric(pd.Series(["1", "two"])) is None


@pytest.mark.parametrize(("text", "reason"), [
    ("", "no operation"),
    ("I would look at the wins.", "no operation"),
    ("f_select_row(row 0)", "row 0 is out of range"),
    ("f_select_row(row 99)", "row 99 is out of range (the table has 4 rows)"),
    ("f_select_row(the first row)", "is not 'row N' or '*'"),
    ("f_select_row()", "no row named"),
    ("f_select_row(row 1", "not closed"),
    ("f_select_column()", "no column named"),
    ("f_select_column(Club, Stadium)", "unknown column 'Stadium'"),
    ("f_group_by(Club, Wins)", "takes one column, got 2"),
    ("f_group_by(Town)", "unknown column 'Town'"),
    ("f_sort_by(Wins)", "needs a column and an order"),
    ("f_sort_by(Wins, sideways)", "needs a column and an order"),
    ("f_sort_by(ascending)", "needs a column and an order"),
    ("f_add_column(Wins). values: 1 | 2 | 3 | 4", "exists already"),
    ("f_add_column(Era). values: a | b", "2 values given for 4 rows"),
    ("f_add_column(Era)", "no 'values:"),
    ("f_add_column(). values: a | b | c | d", "no name"),
])
def test_malformed_operations_are_plan_errors_with_their_reason(df, text, reason):
    with pytest.raises(PlanError, match=None) as e:
        parse_operation(text, df)
    assert reason in str(e.value)


def test_the_expected_operation_and_the_chain_order_are_enforced(df):
    with pytest.raises(PlanError, match="another operation than f_group_by"):
        parse_operation("f_sort_by(Wins, ascending)", df, expect="f_group_by")
    assert parse_operation("first f_sort_by(Wins, asc) then f_group_by(Club)", df, expect="f_group_by").name == "f_group_by"
    assert allowed_after([]) == OPERATIONS and allowed_after(["f_select_column"]) == ("f_group_by", "f_sort_by")
    assert allowed_after(["f_sort_by"]) == ()
    assert parse_choice("Next operation: f_sort_by", allowed_after(["f_group_by"])) == "f_sort_by"
    assert parse_choice("[E]", ()) == END and parse_choice("<END>", OPERATIONS) == END
    with pytest.raises(PlanError, match="f_add_column may not follow here"):
        parse_choice("f_add_column", allowed_after(["f_select_row"]))
    with pytest.raises(PlanError, match="no operation name"):
        parse_choice("select some rows please", OPERATIONS)


def test_dater_and_tapera_plans_are_parsed_strictly(df):
    ops = parse_evidence("f_select_column(Club, Wins)\nf_select_row(row 1, row 3)", df)
    assert [o.text() for o in ops] == ["f_select_column(Club, Wins)", "f_select_row(row 1, row 3)"]
    for bad, reason in [("f_select_row(*)\nf_select_row(row 1)", "given twice"), ("f_group_by(Club)", "not an evidence operation"),
                        ("keep all", "no f_select_column"), ("f_select_column(Club)\nf_select_row(row 7)", "out of range")]:
        with pytest.raises(PlanError, match=reason):
            parse_evidence(bad, df)
    assert parse_subquestions("**Q1:** most wins? SQL: SELECT Club FROM t1 ORDER BY Wins DESC\nnoise\nQ2) x SQL: SELECT 1", 5) == [
        ("most wins?", "SELECT Club FROM t1 ORDER BY Wins DESC"), ("x", "SELECT 1")]
    with pytest.raises(PlanError, match="Q1: <sub-question> SQL"):
        parse_subquestions("Q1: most wins?", 5)
    assert parse_plan("Plan:\nQ1: a?\n- Q2. b?\nQ3: a?\nQ4: c?", 2) == ["a?", "b?"]
    with pytest.raises(PlanError):
        parse_plan("1. a?\n2. b?", 5)
    assert extract_code("text\n```python\ndef solve(tables):\n    return 1\n```\nmore") == "def solve(tables):\n    return 1\n"
    assert extract_code("def solve(tables):\n    return 2") == "def solve(tables):\n    return 2"
    assert extract_code("I can't write code.") is None


def test_mangled_plans_never_raise_anything_but_plan_error(df):
    valid = ["f_select_row(row 1, row 3)", "f_select_column(Club, City, Country)", "f_group_by(Wins)", "f_sort_by(Founded, descending)",
             "f_add_column(Era). values: a | b | c | d", "f_select_row(*)"]
    pieces = ["(", ")", ",", "row 2", "row -1", "*", "Club", "Wins", "|", "values:", "\n", " ", "`", "'", "\u00e9", "9" * 30, "f_sort_by("]
    rng = random.Random(16)
    outcomes = {"ok": 0, "plan_error": 0}
    for _ in range(3000):
        text = rng.choice(valid)
        for _ in range(rng.randint(0, 3)):  # delete a span, or insert a piece
            i = rng.randrange(len(text) + 1)
            if rng.random() < 0.5:
                text = text[:i] + text[i + rng.randint(1, 4):]
            else:
                text = text[:i] + rng.choice(pieces) + text[i:]
        try:
            op = parse_operation(text, df)
        except PlanError:
            outcomes["plan_error"] += 1
            continue
        result = apply(op, df)  # a parsed operation always runs
        assert isinstance(result, pd.DataFrame)
        outcomes["ok"] += 1
    assert outcomes["ok"] > 50 and outcomes["plan_error"] > 50


def test_frames_render_and_record_sub_tables(df):
    text = render(df, "clubs", max_rows=2)
    assert text.splitlines()[1:4] == ["table: clubs", "col : Club | City, Country | Wins | Founded", "row 1 : Ajax | Amsterdam, NL | 36 | 1900"]
    assert "(2 more rows)" in text
    rec = record(df, "clubs", max_rows=1)
    assert rec == {"title": "clubs", "header": ["Club", "City, Country", "Wins", "Founded"], "rows": [["Ajax", "Amsterdam, NL", "36", "1900"]], "num_rows": 4}
