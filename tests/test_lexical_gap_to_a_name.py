""""Whitlam's spell began in 1972, two years before Rowling's": the gap from a written year to the same column's cell of
the name after "before"/"after" (issue 22, item 2); and a leader stored with a leading initial ("E. Gough Whitlam") is
named without it ("Gough Whitlam", "Whitlam"). Before, the name matched no cell and the gap was never computed, so
the true claim was refuted and a gap that happened to equal another cell of the row passed."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

MAYORS = Table("mayors", "Mayors of a river town: the mayor, the first year in office and the years served", (
    "mayor", "first_year", "years_served"), (
    ("T. Harold Vance", "1961", "4"), ("Maria Ortiz", "1965", "7"), ("J. Peter Lund", "1972", "3"), ("Ruth Abara", "1975", "9")))


@pytest.mark.parametrize("true,false", [
    ("Harold Vance took office in 1961, four years before Maria Ortiz.", "Harold Vance took office in 1961, three years before Maria Ortiz."),
    ("Ruth Abara's first year, 1975, came three years after Peter Lund's.", "Ruth Abara's first year, 1975, came four years after Peter Lund's."),
    ("Vance served four years.", "Lund served four years."),
])
def test_a_gap_to_another_name_s_year(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [MAYORS], true, false)
