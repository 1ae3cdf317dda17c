"""A state's "economy" or "output" is its gross product (``gsp_1985_musd``), and "larger in 1985 than in 1975" of one
row of a wide table compares the columns of those two years (issue 22, item 2; blind set 26's state economies, read
in session 21). Before, "economy" named no column, so "Michigan's economy expanded from 1973 to 1975" was supported
by its two years alone, and a comparison of one row "in 1986 than in 1970" compared each year's column with itself.
A year after "the three largest economies of" is the period they are ranked in, never a quantity ("a height of
1995" still is one)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

STATES = Table("state_output", "Gross state product of four states in 1975 and 1985 in millions of dollars, and payroll jobs in "
               "1985 in thousands", ("state", "gsp_1975_musd", "gsp_1985_musd", "jobs_1985_thousands"), (
                   ("Ohio", "98120", "121450", "4512.0"), ("Iowa", "31740", "30115", "1098.4"),
                   ("Utah", "10230", "17885", "695.2"), ("Maine", "7105", "9950", "488.9")))
OHIO = Table("ohio_output", "The economy of Ohio each year from 1979 to 1983: gross state product in millions of dollars and "
             "the unemployment rate in percent", ("year", "gsp_musd", "unemployment_pct"), (
                 ("1979", "118400", "5.9"), ("1980", "114250", "8.4"), ("1981", "113900", "9.5"), ("1982", "110030", "12.5"),
                 ("1983", "112870", "12.2")))


@pytest.mark.parametrize("true,false", [
    ("Utah's economy was $7,655 million larger in 1985 than in 1975.", "Utah's economy was $7,955 million larger in 1985 than in 1975."),
    ("Iowa's output was smaller in 1985 than in 1975.", "Iowa's output was larger in 1985 than in 1975."),
])
def test_a_row_compared_across_its_year_columns(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STATES], true, false)


@pytest.mark.parametrize("true,false", [
    ("Ohio's economy contracted from 1979 to 1982.", "Ohio's economy expanded from 1979 to 1982."),
    ("Ohio's output shrank by about 7.1% from 1979 to 1982.", "Ohio's output shrank by about 8.1% from 1979 to 1982."),
])
def test_an_economy_is_its_gross_product(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [OHIO], true, false)


@pytest.mark.parametrize("true,false", [
    ("The largest economy of 1985, Ohio, had about 4.5 million payroll jobs.", "The largest economy of 1985, Ohio, had about 5.5 million payroll jobs."),
    ("The smallest economies of 1985, Utah and Maine, had about 1,184 thousand payroll jobs combined.",
     "The smallest economies of 1985, Utah and Maine, had about 1,284 thousand payroll jobs combined."),
])
def test_a_year_after_the_economies_of_is_a_period(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STATES], true, false)


def test_a_spelled_out_consonant_acronym(lexical_judge):
    """"gross state product" is ``gsp`` (a header word of three consonants is an acronym)."""
    assert_kept_and_caught(lexical_judge, [STATES], "Iowa's gross state product was lower in 1985 than in 1975.",
                           "Iowa's gross state product was higher in 1985 than in 1975.")
