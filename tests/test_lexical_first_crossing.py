"""The first time a series crosses a value: "sales volume first topped $1 billion in May 2014", "Employment passed
seventy million for the first time in 1962" (issue 22, item 2). Before, the claim was supported by the row its period
names whatever came first; now the first row in table order that meets the threshold must be that row, and a threshold
no row meets makes the claim false.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

AUSTIN = Table("austin_2014", "Austin housing market by month, 2014", ("month", "sales", "sales_volume_usd"), (
    ("January", "1582", "426127544"), ("February", "1903", "550882376"), ("March", "2434", "717821612"),
    ("April", "2691", "813253968"), ("May", "3178", "1012123948"), ("June", "3195", "1023051880"), ("July", "3151", "982086356")))
JOBS = Table("jobs", "US economy 1955-1962: employment in thousands of people", ("year", "employed_thousands", "gnp_million_usd"), (
    ("1955", "66019", "397469"), ("1956", "67857", "419180"), ("1957", "68169", "442769"), ("1958", "66513", "444546"),
    ("1959", "68655", "482704"), ("1960", "69564", "502601"), ("1961", "69331", "518173"), ("1962", "70551", "554894")))


@pytest.mark.parametrize("tables,true,false", [
    ((AUSTIN,), "Austin's monthly sales volume first topped $1 billion in May 2014.",
     "Austin's monthly sales volume first topped $1 billion in June 2014."),
    ((JOBS,), "Employment passed seventy million for the first time in 1962.",
     "Employment passed seventy-one million for the first time in 1962."),
    ((JOBS,), "Employment passed 68 million for the first time in 1957.", "Employment passed 68 million for the first time in 1959."),
])
def test_the_first_crossing(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, list(tables), true, false)
