""""23.6% of Arlen's residents lived below the poverty line" names a threshold, not a comparison of two columns; and
"3.5 percentage points higher than in 2000" is a stated change written with two words before its comparative (issue
22, item 2). Before, "below" compared Arlen's population with its poverty rate, and the change was read as a value
of 1992 that no row holds when the two years are the table's own (its title's "1952-2000", so no cited values):
both true claims were refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PROVINCES = Table("provinces", "Provinces in 1990: population (thousands) and poverty rate (%)", ("province", "population_thousands_1990",
                                                                                                 "poverty_rate_pct_1990"), (
    ("Arlen", "4220", "23.6"), ("Bressa", "880", "11.2"), ("Corvin", "1530", "15.0")))
JOBS = Table("unemployment", "Unemployment rate (%) and inflation (%) in the election years 1952-2000", ("year", "unemployment_pct", "inflation_pct"), tuple(
    (str(1952 + 4 * k), u, i) for k, (u, i) in enumerate([("3.1", "2.0"), ("4.2", "1.4"), ("5.6", "1.8"), ("5.1", "1.2"), ("3.7", "4.1"),
                                                          ("5.7", "3.3"), ("7.6", "5.7"), ("7.2", "13.1"), ("7.5", "4.4"), ("5.4", "4.0"),
                                                          ("7.5", "3.1"), ("5.3", "2.9"), ("4", "3.4")])))


@pytest.mark.parametrize("true,false", [
    ("In 1990, 23.6% of Arlen's residents lived below the poverty line.", "In 1990, 23.6% of Bressa's residents lived below the poverty line."),
])
def test_a_threshold_is_no_comparison(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PROVINCES], true, false)


@pytest.mark.parametrize("true,false", [
    ("Unemployment in 1992 was 3.5 percentage points higher than in 2000.", "Unemployment in 1992 was 2.5 percentage points higher than in 2000."),
])
def test_a_change_in_percentage_points(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [JOBS], true, false)
