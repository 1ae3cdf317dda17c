"""A measure's change between two days of a table with one row per date (issue 22, item 1: units and time; item 2:
direction): "The high fell from 5 to 7 March 2025". A day written against a date of the same month ("5 to 7 March",
"between 3 and 5 March") is that month's day, and two days locate two rows of the date column, as two months or
two years already did. Tables of our own.
"""

from __future__ import annotations

import pytest

from heldout_pairs import assert_kept_and_caught
from mt_raig.tables import Table

WEATHER = Table("weather", "Oslo weather, March 2025", ("date", "high_c", "rain_mm"), (
    ("2025-03-03", "4.1", "0.0"), ("2025-03-04", "5.0", "2.2"), ("2025-03-05", "6.3", "0.4"), ("2025-03-06", "2.0", "7.1"),
    ("2025-03-07", "1.2", "0.0")))


@pytest.mark.parametrize("true, false", [
    ("The high fell from 5 March 2025 to 7 March 2025.", "The high rose from 5 March 2025 to 7 March 2025."),
    ("The high fell from 5 to 7 March 2025.", "The high rose from 5 to 7 March 2025."),
    ("The high rose between 3 and 5 March 2025.", "The high fell between 3 and 5 March 2025."),
])
def test_a_change_between_two_days(lexical_judge, true, false):
    kept, _ = assert_kept_and_caught(lexical_judge, [WEATHER], true, false)
    assert kept.evidence["checks"][0]["kind"] == "trend", kept.evidence


def test_rain_that_fell_is_no_decrease(lexical_judge):
    verdict = lexical_judge.verify("Rain fell from 4 to 6 March 2025.", [WEATHER])
    assert not any(c["kind"] == "trend" for c in verdict.evidence.get("checks", [])), verdict.evidence


EASTER = Table("easter", "Western and Orthodox Easter Sunday", ("year", "western_easter", "orthodox_easter"), (
    ("2024", "2024-03-31", "2024-05-05"), ("2025", "2025-04-20", "2025-04-20"), ("2026", "2026-04-05", "2026-04-12"),
    ("2027", "2027-03-28", "2027-05-02")))


@pytest.mark.parametrize("true, false", [
    ("Western Easter comes earlier in the year in 2027 than in 2026.", "Western Easter comes later in the year in 2027 than in 2026."),
    ("Western Easter falls later in the year in 2025 than in 2024.", "Western Easter falls earlier in the year in 2025 than in 2024."),
])
def test_earlier_in_the_year_compares_the_day_of_the_year(lexical_judge, true, false):
    """Two dates of different years: "earlier in the year" orders their days of the year, not the dates."""
    assert_kept_and_caught(lexical_judge, [EASTER], true, false)
