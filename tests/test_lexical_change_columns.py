""""Waterloo posted the fastest growth of the 5 cities": a superlative of growth ranks a column that holds the change
itself (``pop_change_2016_2021_pct``, named by "growth"), and "the 5 cities" is the table's row count, read before a
number in no row is refuted (issue 22, item 2). Before, a superlative beside a change word was never checked (both
twins passed on their cells) and "of the 5 cities" was a value no row holds.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CITIES = Table("cities_2021", "Five cities in the 2021 census: population in 2016 and 2021 and the change in per cent", (
    "city", "population_2016", "population_2021", "pop_change_2016_2021_pct"), (
    ("Arden", "120000", "139000", "15.83"), ("Bexley", "300000", "310000", "3.33"), ("Corran", "80000", "79000", "-1.25"),
    ("Dunmore", "210000", "231000", "10.0"), ("Elstow", "45000", "46000", "2.22")))


@pytest.mark.parametrize("true,false", [
    ("Arden posted the fastest growth of the 5 cities from 2016 to 2021, at 15.83%.",
     "Dunmore posted the fastest growth of the 5 cities from 2016 to 2021, at 10.0%."),
    ("Bexley alone accounted for roughly 38.5% of the combined 2021 population of the 5 cities.",
     "Bexley alone accounted for roughly 33.5% of the combined 2021 population of the 5 cities."),
])
def test_change_columns_and_the_table_s_row_count(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CITIES], true, false)
