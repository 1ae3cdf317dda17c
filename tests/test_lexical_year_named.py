"""A year the claim names as its subject (issue 22, item 2; set 34 read in session 25): "The deadliest year for car drivers
was 1972, when 1,769 of them were killed" was refuted, 1972 read as a quantity after "was" that no column holds (the
claim's words hinted at the drivers' columns, so it was not taken as the row's year). A year-like number after the
word "year" in its clause now locates a row (``values.relocate_years``), never one after "than" ("No year had more
up weeks than 1995")."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FLOODS = Table("floods", "River Wenn floods by year, 1950-1955", ("year", "flooded_homes", "evacuated_people", "peak_level_m"), (
    ("1950", "120", "410", "3.1"), ("1951", "940", "2630", "4.6"), ("1952", "75", "200", "2.8"), ("1953", "610", "1880", "4.1"),
    ("1954", "35", "90", "2.5"), ("1955", "330", "1020", "3.6")))


@pytest.mark.parametrize("true,false", [
    ("The peak year for flooded homes was 1951, when 940 were flooded.", "The peak year for flooded homes was 1953, when 940 were flooded."),
    ("The first year with more than 500 flooded homes was 1951, when 940 were flooded.",
     "The first year with more than 500 flooded homes was 1953, when 940 were flooded."),
])
def test_a_year_named_by_the_word_year_locates_its_row(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FLOODS], true, false)
