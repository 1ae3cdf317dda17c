"""A share of the rows written with their number ("30% of the fifteen areas had a median price above $200,000") is
the share of the rows only (issue 22, item 2): before, any share of a measure column over the rows counted (their
sales were 30% of all sales), so the false count passed. A share of a measure says so ("of the fourteen countries'
combined population"). And "more than quintupled" is a multiplier, as "tripled" is.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

AREAS = Table("tx_areas", "Texas housing by area, July 2014", ("area", "sales", "median_price_usd"), (
    ("Austin", "3151", "246900"), ("Dallas", "6256", "215800"), ("Houston", "8391", "199700"), ("San Antonio", "2556", "185300"),
    ("El Paso", "607", "147500"), ("Midland", "214", "247900"), ("Waco", "242", "134900"), ("Tyler", "371", "151500"),
    ("Laredo", "105", "139200"), ("Lubbock", "391", "137300")))
JOBLESS = Table("unemployed", "US unemployed persons in January (thousands)", ("month", "unemployed_thousands"), (
    ("1969-01-01", "2718"), ("1977-01-01", "7280"), ("1993-01-01", "9325"), ("2013-01-01", "12497")))


@pytest.mark.parametrize("true,false", [
    ("30% of the ten areas had a median sale price above $200,000.", "About 43% of the ten areas had a median sale price above $200,000."),
    ("20% of the ten areas had a median sale price above $240,000.", "50% of the ten areas had a median sale price above $240,000."),
])
def test_a_share_of_the_rows_written(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [AREAS], true, false)


def test_more_than_quintupled(lexical_judge):
    assert_kept_and_caught(lexical_judge, [JOBLESS], "The number of unemployed more than quadrupled from January 1969 to January 2013.",
                           "The number of unemployed more than quintupled from January 1969 to January 2013.")
