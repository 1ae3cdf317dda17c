"""A count or its rate, as the words say (issue 22, item 1; session 24): "Dunmow recorded more flu deaths than Ashby"
was skipped, compared on both ``flu_deaths`` (701 vs 512) and ``flu_deaths_per_1000`` (8.0 vs 12.5), which disagree.
Of columns the words name equally, a header's "per" is a word left unsaid unless the claim says "per" or "rate", so
"more flu deaths" is the count and "a higher flu death rate" the rate (``checks.fully_named``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TOWNS = Table("influenza_1918", "The 1918 influenza in five towns", ("town", "population", "flu_deaths", "flu_deaths_per_1000"), (
    ("Ashby", "41000", "512", "12.5"), ("Bexley", "66000", "498", "7.5"), ("Corby", "23000", "355", "15.4"), ("Dunmow", "88000", "701", "8.0"),
    ("Epping", "35000", "240", "6.9")))


@pytest.mark.parametrize("true,false", [
    ("Dunmow recorded more flu deaths than Ashby.", "Dunmow recorded fewer flu deaths than Ashby."),
    ("Dunmow had a lower flu death rate than Ashby.", "Dunmow had a higher flu death rate than Ashby."),
    ("Ashby recorded more flu deaths than Bexley.", "Ashby recorded fewer flu deaths than Bexley."),
])
def test_the_count_or_the_rate(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TOWNS], true, false)
