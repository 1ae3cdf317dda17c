"""Zero counts written as "not one of these", "none of these" or "not ... in any of the" (issue 22, item 2; set 29 read
in session 23): "Not one of these hikes is shorter than 6 miles", "None of these peaks is rated easier than 4 on the
difficulty scale" and "Life expectancy in 2018 was not below 70 years in any of the twenty countries" were refuted as
negations of a cell. They are restated as the zero counts they are ("None of the hikes ...", "None of the twenty
countries had life expectancy in 2018 below 70 years"), whose bound is checked on every row; "easier"/"harder" compare
a difficulty rating."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.rewrites import none_of
from mt_raig.tables import Table

TRAILS = Table("ridge_trails", "Ridge trails: length in miles and difficulty rated from 1 (easy) to 7 (hardest)",
               ("trail", "length_miles", "difficulty"), (("North Ridge", "9.5", "5"), ("Cat Gap", "7.0", "4"), ("Long Arete", "12.2", "6")))
TOWNS = Table("towns_2020", "Towns in 2020: population and the share of homes with broadband (percent)", ("town", "population", "broadband_pct"), (
    ("Ashby", "12,000", "81"), ("Brill", "8,500", "77"), ("Corfe", "21,300", "90")))


@pytest.mark.parametrize("tables,true,false", [
    ([TRAILS], "Not one of these trails is shorter than 7 miles.", "Not one of these trails is shorter than 9 miles."),
    ([TRAILS], "None of these trails is rated easier than 4.", "None of these trails is rated easier than 5."),
    ([TRAILS], "Not a single one of the trails is harder than 6 on the difficulty scale.", "Not a single one of the trails is harder than 5 on the difficulty scale."),
    ([TOWNS], "Broadband coverage was not below 75 percent in any of the three towns.", "Broadband coverage was not below 80 percent in any of the three towns."),
])
def test_a_zero_count_written_as_a_negation(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_the_restatement():
    assert none_of("Not one of these hikes is shorter than 6 miles.") == "None of the hikes is shorter than 6 miles."
    assert none_of("Life expectancy in 2018 was not below 70 years in any of the twenty countries.") == \
        "None of the twenty countries had life expectancy in 2018 below 70 years."
    assert none_of("Chile was not the largest.") == "Chile was not the largest."
