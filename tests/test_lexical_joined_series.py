""""Arlen's murder rate rose between 1987 and 1993" reads the year columns of the table joined to Arlen's row by its code
(issue 22, item 2): before, only the named entity's own row was searched for a column per year, so the change was
not read and the false twin passed on the name and the two years alone.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PROVINCES = Table("provinces", "Provinces and their postal codes", ("province", "postal_code", "population_thousands"), (
    ("Arlen", "AR", "2410"), ("Bressa", "BR", "880"), ("Corvin", "CO", "1530")))
MURDERS = Table("murders", "Murders per 100,000 people in 1987 and 1993, by province postal code", ("postal_code", "murder_rate_1987", "murder_rate_1993"), (
    ("AR", "9.3", "11.6"), ("BR", "6.1", "4.8"), ("CO", "3.2", "3.2")))


@pytest.mark.parametrize("true,false", [
    ("Arlen's murder rate rose between 1987 and 1993.", "Arlen's murder rate fell between 1987 and 1993."),
    ("Bressa's murder rate fell by 1.3 per 100,000 between 1987 and 1993.", "Bressa's murder rate fell by 3.1 per 100,000 between 1987 and 1993."),
])
def test_a_series_in_a_joined_table(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PROVINCES, MURDERS], true, false)
