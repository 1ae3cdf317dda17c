"""The words that name a comparison's column are read in its own clause, never past "but", "whereas", "though", "yet"
or a semicolon (issue 22, item 2): in "Avon won more matches than Bray but scored fewer goals" the goals belong to
the second clause. Before, "more" compared the goals (61 against 70), refuting the true claim and accepting its twin;
now the first clause's words name no column of this table ("matches" is not ``wins``), so both are left unjudged,
never judged on the wrong column.
"""

from __future__ import annotations

from mt_raig.tables import Table

CLUBS = Table("clubs", "Clubs - season", ("club", "wins", "goals", "attendance"), (
    ("Avon", "20", "61", "18000"), ("Bray", "15", "70", "21000"), ("Cove", "11", "48", "9000")))


def test_no_verdict_from_the_other_clause(lexical_judge):
    true = lexical_judge.verify("Avon won more matches than Bray but scored fewer goals.", [CLUBS])
    false = lexical_judge.verify("Bray won more matches than Avon but scored fewer goals.", [CLUBS])
    assert (true.status, false.status) == ("skipped", "skipped"), (true.evidence, false.evidence)


def test_the_column_named_in_the_clause_is_compared(lexical_judge):
    true = lexical_judge.verify("Bray scored more goals than Avon, though Avon won more matches.", [CLUBS])
    false = lexical_judge.verify("Avon scored more goals than Bray, though Avon won more matches.", [CLUBS])
    assert (true.status, true.score, false.status, false.score) == ("ok", 1.0, "ok", 0.0), (true.evidence, false.evidence)
