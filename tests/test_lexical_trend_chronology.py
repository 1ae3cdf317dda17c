"""A change's direction against the years of the columns its two numbers come from (issue 22, item 2; set 29 read in
session 23): "Between 1990 and 2018 Bolivia's infant mortality rate rose from 22 to 84", false (84 is 1990's cell, 22
2018's), was accepted: "from 22 to 84" rises, and nothing read which number was whose year. A "from A to B" change
whose numbers sit in one row under columns of two years now needs A in the earlier year's column."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RATES = Table("literacy_rates", "Adult literacy rate (percent) of four countries in 1980 and 2020",
              ("country", "literacy_1980", "literacy_2020"), (("Nepal", "21", "71"), ("Laos", "44", "85"), ("Chad", "12", "27"), ("Fiji", "79", "99")))
PRICES = Table("bread_prices", "Price of a loaf of bread in pence, 1990 and 2010", ("city", "price_1990", "price_2010"), (
    ("Leeds", "52", "130"), ("Bath", "61", "145"), ("Hull", "140", "98")))


@pytest.mark.parametrize("tables,true,false", [
    ([RATES], "Between 1980 and 2020 Nepal's literacy rate rose from 21 to 71 percent.",
     "Between 1980 and 2020 Nepal's literacy rate fell from 71 to 21 percent."),
    ([RATES], "From 1980 to 2020 literacy in Chad climbed from 12 to 27.", "From 1980 to 2020 literacy in Chad dropped from 27 to 12."),
    ([PRICES], "In Hull a loaf fell from 140 to 98 pence between 1990 and 2010.", "In Hull a loaf rose from 98 to 140 pence between 1990 and 2010."),
])
def test_a_change_reads_which_year_each_number_is(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
