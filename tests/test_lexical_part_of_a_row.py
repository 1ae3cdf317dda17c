"""A cell's share of another cell of its row, when the claim names the part before the number and the whole after
"of" (issue 22, item 2; blind set 26's state capital stocks, read in session 21): "Highways and streets made up about
56% of Iowa's public capital" was refuted, because a derivation within a row had to lead with the column the words
beside the number name (here the whole, "public capital"), as "drew 12 matches" must be draws and not goals minus
draws. A share names both: the part before, the whole after "of". When both are named, no other ratio of the row
fits ("Schools made up about 46% of Dayton's total budget" was supported by police / schools), and a share "of
Toledo's total budget" is of that row's cell, never of the whole table's totals (police / total_budget summed over
every city)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

BUDGETS = Table("city_budgets", "City budgets of 2024 in thousands of dollars: the total and three of its parts", (
    "city", "total_budget", "schools", "police", "parks"), (
    ("Dayton", "812400", "334100", "151800", "40200"), ("Akron", "655300", "240900", "143100", "51700"),
    ("Toledo", "731900", "301200", "129800", "33400")))


@pytest.mark.parametrize("true,false", [
    ("Schools made up about 41% of Dayton's total budget.", "Schools made up about 46% of Dayton's total budget."),
    ("Parks accounted for about 7.9% of Akron's total budget.", "Parks accounted for about 9.7% of Akron's total budget."),
    ("Police took up about 17.7% of Toledo's total budget.", "Police took up about 19.7% of Toledo's total budget."),
    ("Parks came to about 4.6% of Toledo's total budget.", "Parks came to about 5.6% of Toledo's total budget."),
])
def test_a_part_named_before_its_whole(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [BUDGETS], true, false)


ECONOMY = Table("state_economy", "Gross state product of two states in 1986, in millions of dollars", ("state", "gsp_1986_musd"), (
    ("Montana", "11250"), ("Idaho", "10231")))
CAPITAL = Table("state_capital", "Capital stock of the same two states in 1986, in millions of dollars", (
    "state", "highways_musd", "utilities_musd", "private_capital_musd"), (("Montana", "5600", "2000", "20250"), ("Idaho", "2886", "1598", "13612")))


def test_a_ratio_to_another_tables_column_is_no_ratio_of_this_row(lexical_judge):
    """"about 2.8 times its 1986 gross state product" was supported by highways / utilities (5600 / 2000) of the
    capital table's row: a ratio the words name to another table's column is never one of this row's cells."""
    verdict = lexical_judge.verify("Montana's private capital stock was about 2.8 times its 1986 gross state product.", [ECONOMY, CAPITAL])
    assert verdict.score != 1.0, verdict.evidence
