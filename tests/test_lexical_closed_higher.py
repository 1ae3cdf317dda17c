""""The Dow closed higher on 11 of the 22 trading days", "ended lower on eleven": a rise or fall the words tie to no
column is read of the table's one column of returns or changes (beside others that also take both signs, such as a
log volume), and "closed / ended / finished higher or lower" is a rise or a fall (issue 22, item 2). Before, the verb
named no one column, so the days were not counted and the true claim was refuted (or skipped)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

DAYS = Table("index_week", "A stock index over five trading days: the day, its return and its log volume against its average", (
    "day", "index_return", "log_volume"), (
    ("Monday", "0.012", "-0.10"), ("Tuesday", "-0.004", "0.05"), ("Wednesday", "0.007", "0.21"), ("Thursday", "-0.015", "-0.02"),
    ("Friday", "0.003", "0.11")))


@pytest.mark.parametrize("true,false", [
    ("The market rose on 3 of the 5 trading days.", "The market rose on 4 of the 5 trading days."),
    ("The index closed higher on three of the five trading days.", "The index closed higher on two of the five trading days."),
    ("The index ended lower on two of the five trading days.", "The index ended lower on three of the five trading days."),
])
def test_days_counted_by_the_return(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [DAYS], true, false)
