""""None of the capitals lies north of latitude 10": a bound on the latitude column, as "above 10" is (issue 22, item 2).

"North of" and "east of" a number are above it, "south of" and "west of" below it; "further south than 41° S" is a
comparison, not this bound, and is left to the other checks.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CAPITALS = Table("capitals", "South American capitals: latitude and longitude in degrees (north and east positive)", (
    "capital", "country", "latitude", "longitude"), (
    ("Caracas", "Venezuela", "10.49", "-66.88"), ("Bogota", "Colombia", "4.71", "-74.07"), ("Quito", "Ecuador", "-0.22", "-78.52"),
    ("Lima", "Peru", "-12.05", "-77.04"), ("Santiago", "Chile", "-33.45", "-70.67"), ("Montevideo", "Uruguay", "-34.90", "-56.16")))


@pytest.mark.parametrize("true,false", [
    ("None of the capitals lies north of latitude 11.", "None of the capitals lies north of latitude 10."),
    ("Two of the six capitals lie south of latitude -20.", "Three of the six capitals lie south of latitude -20."),
])
def test_a_compass_bound(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CAPITALS], true, false)
