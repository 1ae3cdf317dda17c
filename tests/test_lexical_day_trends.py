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
