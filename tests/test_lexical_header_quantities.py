""""Twelve of the fifteen counties had a 70 km/h limit": a number written into a column's name (``limit_70kmh_2020``)
names that yes/no column and is no value of its cells; "the five counties' 41 floods" sums the column (a plural
possessive names all its rows); a yes/no cell of a named entity's joined row refutes a claim beside its years, and
"Harvest Day is not a holiday in X" denies the column named before "is not" (issue 22, item 2). Before, "70" was a
value no row holds (every such claim refuted), the possessive was no total, and the flag was read only for a claim
with nothing but one name in one table; "a third of the five counties' combined population" was a share of the
rows only.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

COUNTIES = Table("counties", "Five counties in 2020: name, code and population", ("county", "code", "population_2020"), (
    ("Arden", "AR", "120400"), ("Bexley", "BX", "88100"), ("Corran", "CO", "45300"), ("Dunmore", "DU", "230900"), ("Elstow", "EL", "15200")))
ROADS = Table("roads", "Road rules and floods by county code, 2020", (
    "code", "floods_2019", "floods_2020", "limit_70kmh_2020", "seatbelt_law_2020"), (
    ("AR", "4", "9", "yes", "yes"), ("BX", "2", "11", "yes", "no"), ("CO", "0", "3", "no", "yes"), ("DU", "7", "15", "yes", "yes"),
    ("EL", "1", "3", "yes", "no")))
HOLIDAYS = Table("holidays", "Holidays by county code", ("code", "harvest_day", "founders_day"), (
    ("AR", "yes", "no"), ("BX", "no", "no"), ("CO", "yes", "yes"), ("DU", "yes", "no"), ("EL", "no", "yes")))


@pytest.mark.parametrize("true,false", [
    ("Four of the five counties had a 70 km/h limit in 2020.", "Three of the five counties had a 70 km/h limit in 2020."),
    ("80% of the counties had a 70 km/h limit in 2020.", "60% of the counties had a 70 km/h limit in 2020."),
])
def test_a_number_in_a_header_names_the_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTIES, ROADS], true, false)


def test_a_number_no_header_holds_is_still_a_value(lexical_judge):
    v = lexical_judge.verify("Four of the five counties had a 50 km/h limit in 2020.", [COUNTIES, ROADS])
    assert (v.status, v.score) == ("ok", 0.0)


@pytest.mark.parametrize("true,false", [
    ("Dunmore had 15 of the five counties' 41 floods in 2020.", "Dunmore had 15 of the five counties' 45 floods in 2020."),
])
def test_a_plural_possessive_sums_the_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTIES, ROADS], true, false)


@pytest.mark.parametrize("true,false", [
    ("Dunmore, the most populous county in 2020, had a seatbelt law that year.",
     "Dunmore, the most populous county in 2020, had no seatbelt law that year."),
])
def test_a_joined_flag_beside_a_year(lexical_judge, true, false):
    kept = lexical_judge.verify(true, [COUNTIES, ROADS])
    caught = lexical_judge.verify(false, [COUNTIES, ROADS])
    assert kept.score == 1.0 and (caught.status, caught.score) == ("ok", 0.0), (kept.evidence, caught.evidence)


def test_a_false_flag_refutes_whatever_else_holds(lexical_judge):
    v = lexical_judge.verify("Bexley, the county with 11 floods in 2020, had a seatbelt law that year.", [COUNTIES, ROADS])
    assert (v.status, v.score) == ("ok", 0.0)
    assert any(c["kind"] == "flag" for c in v.evidence["checks"])


@pytest.mark.parametrize("true,false", [
    ("Harvest Day is not a holiday in Bexley.", "Harvest Day is not a holiday in Corran."),
])
def test_is_not_after_the_column_word(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTIES, HOLIDAYS], true, false)


@pytest.mark.parametrize("true,false", [
    ("Dunmore alone held more than a third of the five counties' combined 2020 population.",
     "Dunmore alone held more than half of the five counties' combined 2020 population."),
])
def test_a_fraction_of_a_named_column_total(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTIES, ROADS], true, false)


FINES = Table("fines", "Road fines by county code in the two years to 2019 and to 2021, and whether a county had speed cameras in 2021", (
    "code", "fines_2018_2019", "fines_2020_2021", "speed_cameras_2021"), (
    ("AR", "12", "30", "yes"), ("BX", "8", "5", "no"), ("CO", "3", "9", "yes"), ("DU", "20", "14", "no"), ("EL", "6", "6", "no")))


@pytest.mark.parametrize("true,false", [
    ("Bexley did not have speed cameras in 2021.", "Corran did not have speed cameras in 2021."),
    ("Dunmore issued twenty fines in the two years to 2019.", "Dunmore issued fourteen fines in the two years to 2019."),
])
def test_a_named_row_s_cell_of_the_year_it_cites(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTIES, FINES], true, false)


SPRINTS = Table("hatchback_sprints", "Four hatchbacks: horsepower and the seconds from 0 to 60 mph", (
    "model", "horsepower", "zero_to_60_mph_s"), (("Golf", "60", "9.8"), ("Polo", "75", "12.9"), ("Clio", "90", "11.2"), ("Ibiza", "110", "9.1")))


@pytest.mark.parametrize("true,false", [
    ("The Clio needed 11.2 seconds to reach 60 mph.", "The Clio needed 9.8 seconds to reach 60 mph."),
])
def test_a_header_s_quantity_even_where_a_cell_holds_it(lexical_judge, true, false):
    """"to reach 60 mph" of ``zero_to_60_mph_s`` names the column, though the Golf's horsepower is 60: before, a
    number some cell holds stayed a value, held to the Clio's row (no cell of it), so the true claim was refuted."""
    assert_kept_and_caught(lexical_judge, [SPRINTS], true, false)
