"""A gap from a year written to the subject's own year (issue 22, item 2; set 27 read in session 22): "Greece joined
the single currency two years after the launch wave of 1999" was refuted, its "two" in no row. The subject's year is
its cell in the one date or year column whose other rows hold the year written (``euro_since`` holds 1999 for the
first members), and the gap is their difference."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

NATO = Table("nato_members", "Members of NATO: the year each joined and the year it joined the EU",
             ("country", "joined_nato", "joined_eu"), (
                 ("Belgium", "1949", "1958"), ("Norway", "1949", "1994"), ("Greece", "1952", "1981"), ("Germany", "1955", "1958"),
                 ("Spain", "1982", "1986"), ("Poland", "1999", "2004"), ("Estonia", "2004", "2004")))


@pytest.mark.parametrize("true,false", [
    ("Greece joined the alliance three years after its founding members of 1949.",
     "Greece joined the alliance five years after its founding members of 1949."),
    ("Spain entered NATO 33 years after the founding members of 1949.", "Spain entered NATO 23 years after the founding members of 1949."),
    ("Norway joined the EU eight years after Spain did in 1986.", "Norway joined the EU six years after Spain did in 1986."),
])
def test_the_subjects_year_in_the_column_holding_the_year_written(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [NATO], true, false)
