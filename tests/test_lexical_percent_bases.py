"""The whole a percentage is of names no column (issue 22, item 1; set 32 read in session 24): "Just 4.8% of Switzerland's
working-age population was in secondary school" was refuted, its 4.8 looked for under ``gdp_per_worker`` ("working")
rather than ``secondary_school_pct``. The words of "N% of [the|X's] ... population / people / residents / adults /
citizens / households / workforce" now leave the number's window when other words remain (``windows.number_windows``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

REGIONS = Table("regions", "Five regions in 2022", ("region", "workers_per_firm", "university_pct", "broadband_pct", "population_growth_pct"), (
    ("Alpina", "14.2", "31.5", "88.1", "0.4"), ("Borea", "9.7", "22.8", "76.4", "1.2"), ("Coriva", "21.3", "38.9", "93.0", "0.1"),
    ("Dunmore", "11.6", "18.4", "69.7", "1.8"), ("Estria", "17.9", "27.3", "81.5", "0.9")))


@pytest.mark.parametrize("true,false", [
    ("Just 18.4% of Dunmore's working-age population held a university degree.",
     "Just 18.4% of Borea's working-age population held a university degree."),
    ("About 93% of Coriva's households had broadband.", "About 93% of Alpina's households had broadband."),
    ("In Estria, 27.3% of adults had a university degree.", "In Estria, 31.5% of adults had a university degree."),
])
def test_the_whole_a_percentage_is_of(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [REGIONS], true, false)
