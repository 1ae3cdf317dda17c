"""Multiples written with "and a half" (issue 22, item 2; sets 24, 25 and 29 read in sessions 21-23): "Bolivia had one
and a half times as many leader spells as Brazil" was skipped (the "half" unread) and "The Mazda GLC's fuel economy
was more than two and a half times the Dodge Aspen's", false, was accepted: "two" was read as a value of the row and
"times" had no factor. "N and a half times" is now the factor N + 0.5 (the N is the factor's, no value of its own),
and a multiple of a column headed by a year ("Toronto's 2021 population") reads the year's column."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CLUBS = Table("club_titles", "League clubs: titles won and seasons played", ("club", "titles", "seasons"), (
    ("Rovers", "15", "92"), ("Athletic", "6", "88"), ("Wanderers", "9", "71")))
TOWNS = Table("town_population", "Population of four towns in 2011 and 2021", ("town", "population_2011", "population_2021"), (
    ("Millbrook", "52,000", "70,000"), ("Eastwick", "40,000", "20,000"), ("Harlow Green", "9,000", "11,000")))


@pytest.mark.parametrize("tables,true,false", [
    ([CLUBS], "Rovers have won two and a half times as many titles as Athletic.", "Rovers have won three and a half times as many titles as Athletic."),
    ([CLUBS], "Wanderers won one and a half times as many titles as Athletic.", "Wanderers won two and a half times as many titles as Athletic."),
    ([TOWNS], "Millbrook's 2021 population was three and a half times Eastwick's.", "Millbrook's 2021 population was one and a half times Eastwick's."),
    ([TOWNS], "Eastwick's 2011 population was more than four times Harlow Green's.", "Eastwick's 2011 population was more than four and a half times Harlow Green's."),
])
def test_a_multiple_with_a_half(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
