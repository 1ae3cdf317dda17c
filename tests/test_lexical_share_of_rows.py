"""A share "of the states" is of the rows (issue 22, item 2; set 28 read in session 22): "About 2% of the states admitted
since 1845 lie outside the contiguous United States" was accepted: 2 of 24 rows is 8.3%, but the share was also read
against a measure column's total over those rows (their counties). When the share's noun heads the column of the rows'
names (``state``), it is a share of the rows only."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

STATES = Table("late_states", "Ten states admitted after 1860, their counties and whether they are contiguous",
               ("state", "statehood_year", "counties", "contiguous"), (
                   ("Nevada", "1864", "17", "yes"), ("Nebraska", "1867", "93", "yes"), ("Colorado", "1876", "64", "yes"),
                   ("Montana", "1889", "56", "yes"), ("Idaho", "1890", "44", "yes"), ("Utah", "1896", "29", "yes"),
                   ("Oklahoma", "1907", "77", "yes"), ("Arizona", "1912", "15", "yes"), ("Alaska", "1959", "0", "no"),
                   ("Hawaii", "1959", "5", "no")))


@pytest.mark.parametrize("true,false", [
    ("About 20% of the states lie outside the contiguous United States.", "About 1% of the states lie outside the contiguous United States."),
])
def test_a_share_of_the_states_is_of_the_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STATES], true, false)
