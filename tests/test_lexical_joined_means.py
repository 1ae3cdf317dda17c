""""The five domestic models weighed 2,800 lbs on average": a category of one table ("domestic" of ``origin``) whose
measure ("weighed": ``weight_lbs``) is a column of the table joined to it by key; the mean or total is over the
category's joined rows, also when the claim's noun ("models") names the category's table (issue 22, item 2). Before,
only the table the noun names was averaged (its price), so the true claim was refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

_CARS = [  # make, origin, price, weight, length: five of each origin (a group past the few rows a claim's names derive from)
    ("Buick Regal", "domestic", "5189", "3330", "200"), ("Ford Mustang", "domestic", "4187", "2650", "179"),
    ("Dodge Colt", "domestic", "3984", "2120", "163"), ("AMC Spirit", "domestic", "3799", "2640", "168"),
    ("Chevrolet Nova", "domestic", "3955", "3260", "196"), ("Honda Accord", "foreign", "5799", "2240", "172"),
    ("Fiat Strada", "foreign", "4296", "2130", "161"), ("VW Rabbit", "foreign", "4697", "1930", "155"),
    ("Datsun 210", "foreign", "4589", "2020", "165"), ("Toyota Corolla", "foreign", "3748", "2200", "164")]
ORIGINS = Table("car_origins", "Ten car models and where they were made, with their price in US dollars", ("make", "origin", "price_usd"),
                tuple(c[:3] for c in _CARS))
SPECS = Table("car_specs", "The same ten cars: weight in pounds and length in inches", ("make", "weight_lbs", "length_in"),
              tuple((c[0], c[3], c[4]) for c in _CARS))


@pytest.mark.parametrize("true,false", [
    ("The five domestic models weighed 2,800 lbs on average.", "The five domestic models weighed 2,900 lbs on average."),
    ("The foreign cars weighed 10,520 lbs in total.", "The foreign cars weighed 10,720 lbs in total."),
])
def test_a_category_s_joined_rows_averaged(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ORIGINS, SPECS], true, false)


@pytest.mark.parametrize("true,false", [
    ("The Ford Mustang was dearer than the Dodge Colt.", "The Dodge Colt was dearer than the Ford Mustang."),
])
def test_dearer_is_a_comparison_of_price(lexical_judge, true, false):
    """Before, "dearer" was no comparative: both claims were supported on their names' rows alone."""
    assert_kept_and_caught(lexical_judge, [ORIGINS, SPECS], true, false)


@pytest.mark.parametrize("true,false", [
    ("The Buick Regal cost $1,002 more than its rival, the Mustang.", "The Buick Regal cost $1,202 more than its rival, the Mustang."),
])
def test_a_model_named_by_its_last_word(lexical_judge, true, false):
    """"the Mustang" of "Ford Mustang" in a ``make`` column (as "the Spurs" of a team): before, no name, so the gap was
    a value in no row."""
    assert_kept_and_caught(lexical_judge, [ORIGINS, SPECS], true, false)
