""""A is B's <column>", "B's <column> is A" and "B, whose <column> is A" name the cell of that column in B's row
(issue 22, item 2). Before, two names in joined rows were enough: "Mount Massive is Colorado's highest point" passed
because Mount Massive is a Colorado mountain, and "Montana, whose capital is Cheyenne" because Cheyenne is a capital.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PROVINCES = Table("provinces", "Provinces: capital and highest point", ("province", "capital", "highest point", "elevation_m"), (
    ("Tyrol", "Innsbruck", "Wildspitze", "3768"), ("Salzburg", "Salzburg City", "Grossvenediger", "3657"), ("Styria", "Graz", "Hoher Dachstein", "2995"),
    ("Carinthia", "Klagenfurt", "Grossglockner", "3798")))
PEAKS = Table("peaks", "Peaks by province", ("peak", "province", "elevation_m"), (
    ("Wildspitze", "Tyrol", "3768"), ("Weisskugel", "Tyrol", "3739"), ("Grossglockner", "Carinthia", "3798"), ("Hochalmspitze", "Carinthia", "3360")))


@pytest.mark.parametrize("true,false", [
    ("At 3,768 metres, Wildspitze is Tyrol's highest point.", "At 3,768 metres, Weisskugel is Tyrol's highest point."),
    ("Carinthia's highest point is Grossglockner.", "Carinthia's highest point is Hochalmspitze."),
    ("Tyrol's capital is Innsbruck.", "Tyrol's capital is Klagenfurt."),
    ("Wildspitze rises in Tyrol, whose capital is Innsbruck.", "Wildspitze rises in Tyrol, whose capital is Graz."),
])
def test_the_cell_of_the_owners_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PROVINCES, PEAKS], true, false)
