"""A title's year of a cited source is not the table's year (issue 22, item 1; set 33 read in session 24): "Rotherhithe
had the worst cholera death rate of 1849" was refuted, its 1849 a value in no row: the title "The cholera epidemic of
1849 ... (from William Farr's report of 1852)" states two years, so the table had none of its own. Years inside a
parenthesis that cites a source ("from", "by", "package", "report", "survey", "census", "data", "published") no
longer count (``titles._table_years``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FLOODS = Table("floods_1927", "The Mississippi flood of 1927 in five parishes (from the Red Cross report of 1929)",
               ("parish", "homes_flooded", "people_displaced"), (
    ("Avoyelles", "6100", "30400"), ("Concordia", "3900", "14200"), ("Pointe Coupee", "2800", "11900"), ("Tensas", "2500", "9800"),
    ("West Feliciana", "900", "4100")))


@pytest.mark.parametrize("true,false", [
    ("Avoyelles had the highest number of homes flooded of 1927, 6,100.", "Concordia had the highest number of homes flooded of 1927, 3,900."),
    ("Pointe Coupee saw the third-highest number of homes flooded of 1927, 2,800.",
     "Pointe Coupee saw the second-highest number of homes flooded of 1927, 2,800."),
])
def test_a_sources_year_is_not_the_tables(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FLOODS], true, false)
