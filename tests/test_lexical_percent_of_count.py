"""A count derived as a row's percent of its own total (issue 22, item 2; sets 21 and 29 read in sessions 19-23): "With
23.6% of its 4,220,000 people below the poverty line in 1990, Louisiana had about 996,000 poor residents" was refuted:
a percent cell was only ever taken of a joined row's count. A row's percent cell of its count cell is now derived
("about 3.3 million people in Uruguay lived in urban areas": 95% of 3,449 thousand), only when the percent's column is
named ("urban", "poverty") and the number has no bound ("passed 29.8 million" is never such a product)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CITIES = Table("city_census", "Four cities: population in thousands, share with a degree and share born abroad (percent)",
               ("city", "population_thousands", "degree_pct", "born_abroad_pct"), (
                   ("Elmton", "2,400", "31", "12"), ("Farrow", "860", "44", "25"), ("Gillby", "1,150", "22", "8"), ("Hask", "310", "50", "41")))


@pytest.mark.parametrize("true,false", [
    ("About 744,000 people in Elmton hold a degree.", "About 644,000 people in Elmton hold a degree."),
    ("About 215,000 people in Farrow were born abroad.", "About 315,000 people in Farrow were born abroad."),
    ("Hask has 155 thousand residents with a degree.", "Hask has 165 thousand residents with a degree."),
    ("Gillby's population is 1.15 million.", "Gillby's population passed 1.2 million."),
])
def test_a_count_as_a_rows_percent_of_its_total(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CITIES], true, false)
