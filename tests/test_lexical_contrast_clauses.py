"""The words that name a comparison's column are read in its own clause, never past "but", "whereas", "though", "yet"
or a semicolon (issue 22, item 2): in "Avon won more matches than Bray but scored fewer goals" the goals belong to
the second clause. Before, "more" compared the goals (61 against 70), refuting the true claim and accepting its twin;
now the first clause's words name no column of this table ("matches" is not ``wins``), so its comparison is left
unjudged, never judged on the wrong column. (Since session 27 the second clause is read as written out, "but Avon
scored fewer goals than Bray", and judged on the goals.)
"""

from __future__ import annotations

from mt_raig.tables import Table

CLUBS = Table("clubs", "Clubs - season", ("club", "wins", "goals", "attendance"), (
    ("Avon", "20", "61", "18000"), ("Bray", "15", "70", "21000"), ("Cove", "11", "48", "9000")))


def test_no_verdict_from_the_other_clause(lexical_judge):
    true = lexical_judge.verify("Avon won more matches than Bray but scored fewer goals.", [CLUBS])
    false = lexical_judge.verify("Bray won more matches than Avon but scored fewer goals.", [CLUBS])
    assert (true.status, true.score, false.status, false.score) == ("ok", 1.0, "ok", 0.0), (true.evidence, false.evidence)
    for verdict in (true, false):  # the matches won on ``wins`` ("won" names a standings table's wins); the goals on ``goals``
        more, fewer = verdict.evidence["checks"]
        assert (more["word"], more["ok"], set(more["compared"])) == ("more", verdict is true, {f"wins: {'20 vs 15' if verdict is true else '15 vs 20'} (clubs)"})
        assert fewer["compared"] == [f"goals: {'61 vs 70' if verdict is true else '70 vs 61'} (clubs)"]


def test_the_column_named_in_the_clause_is_compared(lexical_judge):
    true = lexical_judge.verify("Bray scored more goals than Avon, though Avon won more matches.", [CLUBS])
    false = lexical_judge.verify("Avon scored more goals than Bray, though Avon won more matches.", [CLUBS])
    assert (true.status, true.score, false.status, false.score) == ("ok", 1.0, "ok", 0.0), (true.evidence, false.evidence)
