"""A month written without its year in a claim whose only year is written with another month is of that year (issue
22, item 2): "CO2 was higher in early October 2000 than in early June" compares two readings of 2000, "between January
and February 2009" two months of 2009. Before, the bare month was no period, so the direction went unchecked and a
false twin passed; "the end of that December" is left alone (no period word before it).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.periods import months_of_one_year
from mt_raig.tables import Table

CO2 = Table("co2", "Atmospheric CO2, first reading of each month (ppm)", ("date", "co2_ppmv"), (
    ("2000-01-01", "368.6"), ("2000-06-03", "371.9"), ("2000-10-07", "367.5"), ("2000-12-02", "369.0")))
SHARES = Table("shares", "Monthly closing price (USD)", ("date", "ticker", "close"), (
    ("2009-01-30", "ACME", "17.1"), ("2009-02-27", "ACME", "16.2"), ("2009-03-31", "ACME", "18.4")))


@pytest.mark.parametrize("true,false", [
    ("CO2 was lower in early October 2000 than in early June.", "CO2 was higher in early October 2000 than in early June."),
    ("CO2 rose from October to December 2000.", "CO2 fell from October to December 2000."),
])
def test_one_series_two_months(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CO2], true, false)


def test_between_two_months_of_one_year(lexical_judge):
    assert_kept_and_caught(lexical_judge, [SHARES], "ACME lost ground between January and February 2009.",
                           "ACME gained ground between January and February 2009.")


def test_only_months_after_a_period_word_take_the_year():
    assert months_of_one_year("higher in early October 2000 than in early June.") == "higher in early October 2000 than in early June 2000."
    assert months_of_one_year("the end of June 1972 and the end of that December") == "the end of June 1972 and the end of that December"
    assert months_of_one_year("in June 1972 and in March 1975") == "in June 1972 and in March 1975"
    assert months_of_one_year("between January and February, 2009 and 2010") == "between January and February, 2009 and 2010"
