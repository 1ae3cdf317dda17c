"""Ranks past the tenth ("ranks fourteenth in population among the sixteen counties") are checked as the first ten
are (issue 22, item 2); before, an ordinal the judge did not know was neither checked nor flagged, so any rank passed
as long as the name was in the table.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

COUNTIES = Table("counties", "Wisconsin counties by population", ("county", "population"), tuple(
    (f"County {chr(65 + i)}", str(900000 - 50000 * i)) for i in range(16)))


@pytest.mark.parametrize("true,false", [
    ("County N ranks fourteenth in population among the sixteen counties.", "County N ranks twelfth in population among the sixteen counties."),
    ("County L ranks 12th in population among the sixteen counties.", "County L ranks 15th in population among the sixteen counties."),
    ("County P is the sixteenth most populous of the counties.", "County O is the sixteenth most populous of the counties."),
])
def test_ranks_past_the_tenth(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTIES], true, false)
