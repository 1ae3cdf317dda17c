"""A superlative ranked within the scope a claim opens with (issue 22, item 2; sets 22 and 26 read in sessions
19-21): "Of the four states with unemployment below 5% in 1986, Massachusetts had the most public capital" was refuted
(ranked over all 24 states) and "Among the cars with a top repair record of 5, the Toyota Celica had the largest
trunk", false, was accepted (the scope left the rank unchecked). The leading "Among the ..."/"Of the ..." phrase's
values now pick the rows ranked (``scopes.leading_scope``), joined rows of another table included, and a subject
outside them makes the claim false."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

STATES = Table("state_economy_1990", "Six states in 1990: unemployment rate (percent), public capital and jobs",
               ("state", "unemployment_pct", "public_capital_musd", "jobs_thousands"), (
                   ("Ohio", "5.7", "61,200", "4,900"), ("Iowa", "4.2", "14,300", "1,200"), ("Utah", "4.3", "9,800", "700"),
                   ("Texas", "6.2", "88,000", "7,100"), ("Vermont", "5.0", "3,900", "260"), ("Kansas", "4.4", "12,100", "1,100")))
CARS = Table("car_records", "Cars: repair record (1 to 5) and trunk space in cubic feet", ("car", "repair_record", "trunk_cu_ft"), (
    ("Alto", "5", "12"), ("Brio", "5", "15"), ("Civa", "3", "17"), ("Dune", "4", "9"), ("Elan", "5", "11")))


@pytest.mark.parametrize("tables,true,false", [
    ([STATES], "Of the three states with unemployment below 4.5%, Iowa had the most public capital.",
     "Of the three states with unemployment below 4.5%, Utah had the most public capital."),
    ([STATES], "Of the states with unemployment below 4.5%, Iowa had the most public capital, not Ohio.",
     "Of the states with unemployment below 4.5%, Ohio had the most public capital."),
    ([CARS], "Among the cars with a repair record of 5, the Brio had the largest trunk.", "Among the cars with a repair record of 5, the Civa had the largest trunk."),
    ([CARS], "Among the cars with a repair record of 5, the Elan had the smallest trunk.", "Among the cars with a repair record of 5, the Alto had the smallest trunk."),
])
def test_a_superlative_within_a_leading_scope(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
