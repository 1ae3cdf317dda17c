"""A length of time written in words after a hedge (issue 22, item 2; set 27 read in session 22): "The Irish pound
remained legal tender for some eighty years" was skipped, the number word unread: "for eighty years" was read as a
span of time, "for some eighty years" was not. A hedge ("some", "about", "nearly", ...) between "for" and the number
no longer hides it."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CURRENCIES = Table("old_currencies", "Currencies the euro replaced, with the dates they were legal tender",
                   ("currency", "legal_tender_from", "legal_tender_until"), (
                       ("Irish Pound", "1922-01-01", "2002-02-09"), ("Finnish Markka", "1963-01-01", "2002-02-28"),
                       ("Greek Drachma", "1954-05-01", "2002-02-28")))


@pytest.mark.parametrize("true,false", [
    ("The Irish Pound remained legal tender for some eighty years.", "The Irish Pound remained legal tender for some ninety years."),
    ("The Finnish Markka was legal tender for about thirty-nine years.", "The Finnish Markka was legal tender for about forty-nine years."),
])
def test_a_hedged_length_in_words(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CURRENCIES], true, false)
