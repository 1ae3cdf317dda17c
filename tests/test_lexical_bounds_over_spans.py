"""Bounds said of a span of years and of no row (issue 22, item 2; set 34's remaining pairs read in session 26). Each
case failed on lexical-25 but two guards ("Between 1976 and 1982, van drivers killed never rose above 140", read as a
count of no rows before and after; "No post among the ten scored below 3/10", which a first version of the count
change got wrong):

- "Not once between 1969 and 1982 did the annual number of drivers killed fall below 1,300" and "... never fell below
  1,300 between ..." were negations left unread (``rewrites.never_past``: the bound of every year of the span);
- a bound's column was left undecided between ``drivers_killed`` and ``drivers_killed_or_seriously_injured``, though
  the claim says every word of the first only (``counting.condition_rows``);
- "half a percent" and "below zero" were no numbers (``rewrites.half_a_percent``);
- "No post among the ten scored below 10" counted "the ten" as a condition, and a row meeting the bound with a zero
  cell was read as "scored nothing" (``counting.count_rows``);
- "None of the 41 queens was older than 39" read "queens" as the hometown Queens (``index.name_spans``; set 31)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ROADS = Table("road_deaths", "Road casualties in Westshire by year, 1975 to 1982", ("year", "drivers_killed", "drivers_killed_or_seriously_injured", "van_drivers_killed"), (
    ("1975", "1410", "20112", "141"), ("1976", "1388", "19820", "133"), ("1977", "1452", "20511", "139"), ("1978", "1365", "19004", "128"),
    ("1979", "1330", "18876", "137"), ("1980", "1401", "19350", "125"), ("1981", "1296", "18102", "119"), ("1982", "1318", "18430", "122")))
SAVINGS = Table("savings_rates", "Personal savings as a percent of disposable income, by country, 1970", ("country", "savings_pct"), (
    ("Arland", "0.6"), ("Belmor", "4.1"), ("Corvia", "11.9"), ("Dresk", "1.8"), ("Eston", "7.2")))
POSTS = Table("forum_posts", "The forum's ten most viewed posts", ("post", "score", "views"), tuple(
    (f"P{i}", s, v) for i, (s, v) in enumerate([("23", "1278"), ("22", "8198"), ("54", "3613"), ("13", "5224"), ("81", "940"),
                                                  ("152", "29229"), ("76", "5808"), ("4", "288"), ("13", "610"), ("23", "21925")], 1)))


@pytest.mark.parametrize("true,false", [
    ("Not once between 1975 and 1980 did the annual number of drivers killed fall below 1,300.",
     "Not once between 1975 and 1980 did the annual number of drivers killed fall below 1,350."),
    ("Drivers killed never rose above 1,460 between 1975 and 1982.", "Drivers killed never rose above 1,440 between 1975 and 1982."),
    ("Between 1976 and 1982, van drivers killed never rose above 140.", "Between 1976 and 1982, van drivers killed never rose above 130."),
])
def test_a_bound_over_every_year_of_a_span(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ROADS], true, false)


@pytest.mark.parametrize("tables,true,false", [
    ([SAVINGS], "Not a single country saved less than half a percent of its disposable income.",
     "Not a single country saved less than one percent of its disposable income."),
    ([POSTS], "No post among the ten scored below 3.", "No post among the ten scored below 10."),
])
def test_no_row_below_a_bound(lexical_judge, tables, true, false):
    kept, caught = lexical_judge.verify(true, tables), lexical_judge.verify(false, tables)
    assert (kept.status, kept.score) == ("ok", 1.0), kept.evidence
    assert caught.score != 1.0, caught.evidence  # never accepted (a row is below it)


QUEENS = Table("pageant_queens", "The 12 queens of the pageant's first season, with age and hometown", ("queen", "age", "hometown"), (
    ("Ava Lux", "29", "Queens"), ("Bea Star", "34", "Dallas"), ("Cleo Ray", "41", "Miami"), ("Dee Vine", "26", "Queens"),
    ("Eve Nova", "31", "Tulsa"), ("Fay Gold", "38", "Reno"), ("Gia Pearl", "24", "Boise"), ("Hana Moon", "27", "Akron"),
    ("Ivy Bloom", "33", "Provo"), ("Jo Flame", "22", "Salem"), ("Kit Frost", "36", "Ogden"), ("Lu Shine", "30", "Mesa")))


def test_the_rows_noun_is_no_cell_of_the_same_word(lexical_judge):
    # "queens" counts the table's rows (its title's noun), never the two from Queens
    assert_kept_and_caught(lexical_judge, [QUEENS], "None of the 12 queens was older than 41.", "None of the 12 queens was older than 39.")
