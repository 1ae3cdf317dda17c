"""The early, mid and late parts of a decade (issue 22, item 2; set 28 read in session 22): "joined the UN in the early
1990s" against "in the late 1990s" were both supported on the name alone. "The early 1990s" is 1990-1993, "the
mid-1990s" 1994-1996, "the late 1990s" 1997-1999, checked as a decade is."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

MEMBERS = Table("un_admissions", "Five states and the year each was admitted to the United Nations", ("state", "admitted"), (
    ("Palau", "1994"), ("Marshall Islands", "1991"), ("Tuvalu", "2000"), ("Andorra", "1993"), ("Eritrea", "1993")))


@pytest.mark.parametrize("true,false", [
    ("The Marshall Islands was admitted in the early 1990s.", "The Marshall Islands was admitted in the late 1990s."),
    ("Palau was admitted in the mid-1990s.", "Palau was admitted in the early 1990s."),
])
def test_parts_of_a_decade(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [MEMBERS], true, false)
