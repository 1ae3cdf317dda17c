"""Three idioms of set 34 (issue 22, item 2; read in session 25): "Only one of the twelve sailors, about 1 percent" was
accepted ("one" never read as the part of "one of the twelve"), "women and girls outnumbered men and boys" named no
column, and "almost eighteen percent" took 16.71 (two-digit numbers were "almost" anything 10% below). Now "one" is
the part of "one of the N" (``selfshare``); women/girls and men/boys name female and male columns (``lexicon``); and
"almost"/"nearly"/"just under" a two-digit number allow 5% below it (``values``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CREW = Table("crew", "The twelve crew of the brig Fortune, 1821", ("sailor", "rank", "fit_on_day_9"), tuple(
    (f"Sailor {i}", "seaman" if i > 2 else "mate", "yes" if i == 4 else "no") for i in range(1, 13)))
HOUSES = Table("households", "Households of the Harwell survey, 1851", ("household", "members", "males", "females", "servants"), (
    ("Ashdown", "11", "4", "7", "2"), ("Brook", "9", "6", "3", "1"), ("Carrow", "7", "3", "4", "0"), ("Dyer", "13", "8", "5", "3")))
MILLS = Table("mill_output", "Output of the Dunmore mill by year, tons", ("year", "flour_tons", "bran_tons", "growth_pct"), (
    ("1890", "1420", "310", "4.2"), ("1891", "1385", "296", "16.71"), ("1892", "1510", "322", "9.1"), ("1893", "1466", "305", "2.8")))


def test_one_of_the_n_is_a_part(lexical_judge):
    false = "Only one of the twelve sailors, about 1 percent, was fit on day 9."
    assert lexical_judge.verify(false, [CREW]).score == 0.0  # one of twelve is 8.3%, not 1%
    assert lexical_judge.verify("Only one of the twelve sailors, about 8 percent, was fit on day 9.", [CREW]).score != 0.0


@pytest.mark.parametrize("true,false", [
    ("In the Ashdown household, women and girls outnumbered men and boys.", "In the Ashdown household, men and boys outnumbered women and girls."),
    ("In the Dyer household, men and boys outnumbered women and girls.", "In the Dyer household, women and girls outnumbered men and boys."),
])
def test_women_and_men_name_the_sex_columns(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [HOUSES], true, false)


def test_almost_a_two_digit_number_is_close_below_it(lexical_judge):
    assert_kept_and_caught(lexical_judge, [MILLS], "In 1891 the mill's output grew by almost 17 percent.",
                           "In 1891 the mill's output grew by almost 18 percent.")
