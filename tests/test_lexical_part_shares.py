"""A share of one row's whole cell held by its part cell (issue 22, item 2; set 25 read in session 19): "About 69% of
the weeks of 1995 were up weeks" was refuted, as a share of the table's rows (1 of 21 years). Two things were wrong:
"the weeks of 1995" read 1995 as a number of weeks (the noun before "of" named the column, so the year found no row),
and a share of a row was only ever of its three or more measures of one kind. Now a year after "the <noun> of" is a
time (as after "in"), and a share whose noun is a column's whole name ("of the weeks": ``weeks``) may be a part
column's cell over it in the one row counted (``up_weeks`` / ``weeks``, the part named by another word: "up")."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SEASONS = Table("club_seasons", "A football club's league seasons: matches played, won, drawn and lost",
                ("season", "matches", "won", "drawn", "lost"), (
                    ("2019", "38", "23", "5", "10"), ("2020", "38", "12", "16", "10"), ("2021", "34", "17", "8", "9")))
YEARS = Table("ferry_years", "Ferry crossings by year: sailings scheduled, cancelled and delayed",
              ("year", "sailings", "cancelled_sailings", "delayed_sailings"), (
                  ("2016", "1,200", "84", "310"), ("2017", "1,250", "40", "200"), ("2018", "1,100", "132", "275")))


@pytest.mark.parametrize("tables,true,false", [
    ([SEASONS], "About 61% of the matches of 2019 were won.", "About 71% of the matches of 2019 were won."),
    ([SEASONS], "In 2020, roughly 42% of the matches were drawn.", "In 2020, roughly 32% of the matches were drawn."),
    ([YEARS], "About 12% of the sailings of 2018 were cancelled sailings.", "About 7% of the sailings of 2018 were cancelled sailings."),
    ([YEARS], "In 2017 delayed sailings made up 16% of the sailings.", "In 2017 delayed sailings made up 26% of the sailings."),
])
def test_a_part_cell_as_a_share_of_its_whole(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
