"""A change between two month rows of a table of one year's months (issue 22, item 2).

"Austin housing market by month, 2014" keeps one row per month, named "January" ... "December". "Active listings rose
from January to July 2014" compares the two rows' cells in the column the words name; "2014" is the table's year
(its title's), not a third period; "every month" checks each step between; "roughly triple" checks the ratio.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

MONTHS = ("January", "February", "March", "April", "May", "June")
RAIN = Table("bergen_2025", "Bergen weather by month, 2025", ("month", "rain_mm", "sunny_days", "visitors"), tuple(zip(
    MONTHS, ("250", "190", "170", "110", "105", "120"), ("3", "5", "8", "11", "14", "12"),
    ("21000", "24000", "30500", "41000", "52000", "63500"))))


@pytest.mark.parametrize("true,false", [
    ("Bergen's visitors rose from February to May 2025.", "Bergen's visitors fell from February to May 2025."),
    ("Sunny days rose from February to June.", "Sunny days fell from February to June."),
    ("Sunny days rose from February to May 2025, by 9.", "Sunny days rose from February to May 2025, by 7."),
    ("Visitors to Bergen rose every month from January through June 2025.", "Visitors to Bergen fell every month from January through June 2025."),
    ("Bergen's June 2025 visitors were roughly triple its January visitors.", "Bergen's June 2025 visitors were roughly double its January visitors."),
])
def test_a_change_between_month_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RAIN], true, false)
