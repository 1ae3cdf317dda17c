"""Plurals of lower-case categories (issue 22, item 2; set 28 read in session 22): "Territories make up 62.5% of the
eight insular areas" was refuted: the category "territory" had the plural "territorys", and a plural opening a
sentence is capitalised. A category ending in a consonant and "y" takes "ies", and a lower-case category's plural is
found capitalised too."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

AREAS = Table("insular_areas", "The eight US insular areas: five territories and three freely associated states",
              ("name", "status", "county_equivalents"), (
                  ("American Samoa", "territory", "5"), ("Guam", "territory", "1"), ("Puerto Rico", "territory", "78"),
                  ("Northern Mariana Islands", "territory", "4"), ("US Virgin Islands", "territory", "3"),
                  ("Palau", "freely associated state", "0"), ("Marshall Islands", "freely associated state", "0"),
                  ("Micronesia", "freely associated state", "0")))


@pytest.mark.parametrize("true,false", [
    ("Territories make up 62.5% of the eight insular areas.", "Territories make up 5% of the eight insular areas."),
    ("Five of the insular areas are territories.", "Six of the insular areas are territories."),
])
def test_plural_categories(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [AREAS], true, false)
