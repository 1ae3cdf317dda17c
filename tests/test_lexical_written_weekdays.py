"""A weekday written beside a full date must be that date's (issue 22, item 2).

"Obama's term began on Wednesday, 20 January 2009" is false whatever the tables hold: 20 January 2009 was a Tuesday.
The judge refutes it before reading the tables; the right weekday is left to the other checks.
"""

from __future__ import annotations

import pytest

from mt_raig.eval.lexical.weekdays import misnamed_day
from mt_raig.tables import Table

TERMS = Table("terms", "US presidential terms", ("president", "term_start", "term_end"), (
    ("Clinton", "1993-01-20", "2001-01-20"), ("Bush", "2001-01-20", "2009-01-20"), ("Obama", "2009-01-20", "2017-01-20")))


@pytest.mark.parametrize("claim", [
    "Obama's term began on Wednesday, 20 January 2009.",
    "Clinton took office on Monday, January 20, 1993.",
    "Bush's second term ended on Friday 20 January 2009.",
])
def test_a_wrong_weekday_is_refuted(lexical_judge, claim):
    verdict = lexical_judge.verify(claim, [TERMS])
    assert (verdict.status, verdict.score) == ("ok", 0.0) and verdict.evidence["reason"] == "a weekday that is not the date's", verdict.evidence


@pytest.mark.parametrize("claim", [
    "Obama's term began on Tuesday, 20 January 2009.",
    "Clinton took office on Wednesday, January 20, 1993.",
    "The term began on a Tuesday; 20 January 2009 was cold.",  # a weekday not written beside the date
])
def test_the_right_weekday_is_left_to_the_other_checks(claim):
    assert misnamed_day(claim) is None


def test_the_right_weekday_is_supported(lexical_judge):
    verdict = lexical_judge.verify("Obama's term began on Tuesday, 20 January 2009.", [TERMS])
    assert (verdict.status, verdict.score) == ("ok", 1.0), verdict.evidence


@pytest.mark.parametrize("claim", [
    "Spain's Assumption Day, 15 August 2026, falls on a Sunday.",  # a Saturday
    "The year 2026 opens on a Thursday and closes on a Friday, 31 December.",  # the year's one date takes 2026: a Thursday
    "October 2026 begins on a Saturday.",  # a Thursday
    "February 2026 ends on a Sunday.",  # Saturday 28 February
])
def test_a_weekday_after_the_date_or_of_a_month_edge(claim):
    assert misnamed_day(claim)["reason"] == "a weekday that is not the date's"


@pytest.mark.parametrize("claim", [
    "Spain's Assumption Day, 15 August 2026, falls on a Saturday.",
    "The year 2026 opens on a Thursday and closes on a Thursday, 31 December.",
    "October 2026 begins on a Thursday.",
    "February 2026 ends on a Saturday.",
    "Assumption Day, 15 August 2026, does not fall on a Sunday.",  # a negation: left to the other checks
])
def test_the_right_weekday_after_the_date_is_left_to_the_other_checks(claim):
    assert misnamed_day(claim) is None


TENURES = Table("tenures", "Club managers: appointed and dismissed", ("manager", "start_date", "end_date"), (
    ("Ann Lowe", "2019-07-01", "2021-05-23"), ("Rob Finch", "2021-05-24", "2023-10-06")))


@pytest.mark.parametrize("true,false", [
    ("Ann Lowe's tenure began on a Monday and ended on a Sunday.", "Ann Lowe's tenure began on a Monday and ended on a Saturday."),
    ("Rob Finch's spell started on a Monday.", "Rob Finch's spell started on a Friday."),
])
def test_the_weekdays_of_a_start_and_an_end(lexical_judge, true, false):
    """A row with a start and an end date: "began" checks the start's weekday, "ended" the end's."""
    kept, caught = lexical_judge.verify(true, [TENURES]), lexical_judge.verify(false, [TENURES])
    assert (kept.status, kept.score, caught.status, caught.score) == ("ok", 1.0, "ok", 0.0), (kept.evidence, caught.evidence)
