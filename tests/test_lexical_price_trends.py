""""Wheat became cheaper between 1590 and 1600" is a fall of the price the words name, and "dearer" a rise (issue 22,
item 2): before, "cheaper" pointed the two years at the price column, where no year is, so the true claim was
refuted, and "dearer" was no change word at all, so its false twin passed on the two years alone.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

BREAD = Table("bread", "Price of a loaf and a baker's daily wage, in pence", ("year", "loaf_price", "daily_wage"), (
    ("1800", "12", "30"), ("1810", "15", "32"), ("1820", "9", "33"), ("1830", "10", "35")))


@pytest.mark.parametrize("true,false", [
    ("The loaf became cheaper between 1810 and 1820.", "The loaf became dearer between 1810 and 1820."),
    ("The loaf became dearer between 1800 and 1810.", "The loaf became cheaper between 1800 and 1810."),
])
def test_cheaper_and_dearer_between_two_years(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [BREAD], true, false)
