""""The S&P 500 finished higher in 36 weeks of 1995": an index named with its number ("S&P 500", "S&P 400"), which the
title writes, is the table's name and no value (issue 22, item 2), as "line 1" of a title is. Before, the 500 was read
as a number in no row, so every true claim about the index was refuted."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

WEEKS = Table("sp400_weeks_by_year", "The weeks the S&P 400 index rose and fell, by year", ("year", "weeks", "up_weeks", "down_weeks"), (
    ("2003", "52", "30", "22"), ("2004", "52", "28", "24"), ("2005", "52", "33", "19"), ("2006", "52", "27", "25")))


@pytest.mark.parametrize("true,false", [
    ("The S&P 400 rose in 33 weeks of 2005.", "The S&P 400 rose in 33 weeks of 2004."),
    ("In 2006 the S&P 400 fell in 25 weeks.", "In 2006 the S&P 400 fell in 22 weeks."),
])
def test_an_index_named_by_its_number(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [WEEKS], true, false)
