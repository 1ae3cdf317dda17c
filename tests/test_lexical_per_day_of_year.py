"""A year's count spread over its days, weeks or months (issue 22, item 2; set 34 read in session 25): "In 1973 about 65
car drivers a day were killed or seriously injured" (23,850 in the year's row) and "about $219 a month" of a yearly
income per head were refuted; only totals the claim itself cited were spread (``cited.per_period``). A row's count is
now also spread over 365 days, 52 weeks or 12 months (``derive.derivations``), taken only for a number written
"a day", "a week" or "a month" (``derive.fits``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ROADS = Table("road_deaths", "Road deaths and injuries in Freeland by year", ("year", "deaths", "serious_injuries", "income_per_head_usd"), (
    ("1990", "5840", "41200", "14600"), ("1991", "5470", "39800", "15180"), ("1992", "5105", "38950", "15720")))


@pytest.mark.parametrize("true,false", [
    ("In 1990 about 16 people a day died on Freeland's roads.", "In 1990 about 19 people a day died on Freeland's roads."),
    ("In 1991 serious injuries ran at about 765 a week.", "In 1991 serious injuries ran at about 865 a week."),
    ("In 1992 income per head came to about $1,310 a month.", "In 1992 income per head came to about $1,410 a month."),
])
def test_a_years_count_per_day_week_or_month(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ROADS], true, false)


def test_only_for_a_number_written_per_period(lexical_judge):
    assert lexical_judge.verify("In 1990 about 16 people died on Freeland's roads.", [ROADS]).score == 0.0  # 5,840 / 365 is no count
