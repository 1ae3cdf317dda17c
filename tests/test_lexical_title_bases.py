"""A percentage restating the whole a title names (issue 22, item 2; set 34 read in session 25): "Japan had the highest
savings ratio of the 50 countries, 21.10 percent of disposable income" was refuted, the words "disposable income"
sending the 21.10 to the income column. When a title says what its percentages are of ("savings as a percent of
disposable income") and the claim's percentage is "of" the same words, those words no longer name the percentage's
column (``windows.number_windows``); a whole no title names ("30% of its capacity") still picks the operands of a
derived share."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SAVINGS = Table("savings_by_country", "Savings of five countries, 1960-1970: personal savings as a percent of disposable income, "
                "and disposable income per head in US dollars", ("country", "savings_ratio_pct", "disposable_income_per_capita_usd"), (
                    ("Norland", "18.40", "1320.50"), ("Ostria", "9.75", "880.10"), ("Pelau", "14.20", "455.30"), ("Quarnia", "6.10", "1710.00"),
                    ("Rosmark", "11.85", "990.40")))


@pytest.mark.parametrize("true,false", [
    ("Norland had the highest savings ratio of the five countries, 18.40 percent of disposable income.",
     "Pelau had the highest savings ratio of the five countries, 18.40 percent of disposable income."),
    ("Rosmark's savings ratio was 11.85 percent of disposable income.", "Rosmark's savings ratio was 14.20 percent of disposable income."),
])
def test_a_percentage_of_the_whole_a_title_names(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SAVINGS], true, false)
