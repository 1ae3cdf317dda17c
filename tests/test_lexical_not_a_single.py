""""Costa Rica never experienced a single year of military rule": the value 0 of the column the words after "of" name,
as "did not record any floods" reads 0 of a floods column (issue 22, item 2). Before, "a single" was not read, so the
claim had only its name checked and was skipped, and so was its false twin."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

WEATHER = Table("province_weather_years", "Years of drought and of flooding in four provinces, 1990-2019", (
    "province", "drought_years", "flood_years"), (
    ("Avonia", "0", "4"), ("Brella", "6", "0"), ("Corvin", "2", "3"), ("Dunmere", "5", "1")))


@pytest.mark.parametrize("true,false", [
    ("Avonia never had a single year of drought.", "Corvin never had a single year of drought."),
    ("Brella did not see a single year of flooding.", "Dunmere did not see a single year of flooding."),
])
def test_not_a_single_year_of(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [WEATHER], true, false)
