"""A span of years written with its length is checked against its own two years (issue 22, item 2; blind set 26 read
in session 21): "In the fourteen years from 1970 to 1986, Georgia's output more than doubled" was supported, its
doubling true; 1970 to 1986 is 16 years (17 listed), never fourteen."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

OUTPUT = Table("state_output_1970_1986", "Gross state product of three states in 1970 and 1986, in millions of dollars",
               ("state", "gsp_1970_musd", "gsp_1986_musd"), (("Georgia", "38411", "83725"), ("Idaho", "6540", "10231"),
                                                            ("Maine", "7105", "12860")))


@pytest.mark.parametrize("true,false", [
    ("In the sixteen years from 1970 to 1986, Georgia's output more than doubled.",
     "In the fourteen years from 1970 to 1986, Georgia's output more than doubled."),
    ("Over the 17 years between 1970 and 1986, Maine's economy grew by about 81%.",
     "Over the 12 years between 1970 and 1986, Maine's economy grew by about 81%."),
])
def test_a_span_of_years_agrees_with_its_years(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [OUTPUT], true, false)
