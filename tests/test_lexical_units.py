"""Units a table states only in its title, on tables of our own making: four planets (NASA's planetary fact sheet,
public domain; mean temperatures converted from its °C to kelvin, radii in km) and five metals (crustal abundance in
mg/kg and an indicative price in USD/kg, rounded from public references).

The judge reads "Mean surface temperature of each planet, in kelvin" and "price (USD/kg), abundance in the crust
(mg/kg)" as the units of those columns (mt_raig/eval/lexical/units.py): a claim's "about 464 °C" is checked against
the kelvin cell converted, "2,110 miles" against kilometres, "about 5.6%" against mg/kg, a difference "449 K" without
the temperature offset, and "70 mg/kg" goes to the abundance, never to the price whose "kg" the words also name; a
unit as a header's last word ("area_km2") is read too: "about 23,000 square miles" is checked against 59,600 km2.
It also checks that a row's difference of two unrelated unit-less columns (an atomic weight minus a period) is no
way to derive a number.

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.units import convert, title_units
from mt_raig.tables import Table

P = Table(
    "planets",
    "Inner planets: equatorial radius (km) and number of moons",
    ("planet_id", "name", "radius", "moons"),
    (("1", "Mercury", "2440", "0"), ("2", "Venus", "6052", "0"), ("3", "Earth", "6378", "1"), ("4", "Mars", "3396", "2")),
)
T = Table(
    "temperatures",
    "Mean surface temperature of each planet, in kelvin",
    ("planet_id", "mean_temperature"),
    (("1", "440.15"), ("2", "737.15"), ("3", "288.15"), ("4", "208.15")),
)
M = Table(
    "metals",
    "Five metals: atomic weight, period, price (USD/kg) and abundance in the Earth's crust (mg/kg)",
    ("symbol", "metal", "atomic_weight", "period", "price_per_kg", "abundance_crust"),
    (
        ("Fe", "Iron", "55.845", "4", "0.1", "56300"),
        ("Zn", "Zinc", "65.38", "4", "2.9", "70"),
        ("Pb", "Lead", "207.2", "6", "2.0", "14"),
        ("Sn", "Tin", "118.71", "5", "25", "2.3"),
        ("Cu", "Copper", "63.546", "4", "9.5", "60"),
    ),
)

L = Table(  # a unit as the header's last word ("area_km2", "length_km"); land areas from public references
    "lakes",
    "Great Lakes",
    ("lake", "area_km2", "max_depth_m"),
    (("Superior", "82100", "406"), ("Huron", "59600", "229"), ("Michigan", "58000", "281"), ("Erie", "25700", "64")),
)

PAIRS = [
    ((L,), "Lake Huron covers about 23,000 square miles.", "Lake Huron covers about 59,600 square miles."),
    ((L,), "Lake Erie spans 25,700 km2.", "Lake Erie spans 25,700 square miles."),
    ((P, T), "Venus has a mean surface temperature of about 464 °C.", "Venus has a mean surface temperature of about 564 °C."),
    ((P, T), "Mars averages 208.15 K, about -65 °C.", "Mars averages 208.15 K, about -55 °C."),
    ((P, T), "Earth's mean surface temperature is 288.15 K.", "Earth's mean surface temperature is 288.15 °C."),
    ((P, T), "Venus is on average 449 K hotter than Earth.", "Venus is on average 549 K hotter than Earth."),
    ((P, T), "Mars has an equatorial radius of about 2,110 miles.", "Mars has an equatorial radius of about 2,410 miles."),
    ((M,), "Zinc is found in the crust at 70 mg/kg.", "Zinc is found in the crust at 2.9 mg/kg."),
    ((M,), "Tin sells for about 25 USD/kg.", "Tin sells for about 2.3 USD/kg."),
    ((M,), "Iron makes up about 5.6% of the crust.", "Iron makes up about 6.6% of the crust."),
    ((M,), "Zinc has an atomic weight of 65.38.", "Zinc has an atomic weight of 61.38."),
]


@pytest.mark.parametrize("tables, true, false", PAIRS, ids=[f"pair{i}" for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_title_units_go_to_the_columns_the_title_names():
    assert title_units(M) == {4: "USD/kg", 5: "mg/kg"}  # "kg" in price_per_kg does not take the mg/kg
    assert title_units(T) == {1: "kelvin"}  # "..., in kelvin": the column the title lists, not planet_id
    assert title_units(P) == {2: "km"}


def test_conversions_by_hand():
    assert convert(convert(Decimal("100"), "°C", "°F"), "°F", "K") == Decimal("373.15")
    assert str(convert(Decimal("449"), "K", "°C", offset=False)) == "449"
    assert convert(Decimal("1"), "mg/kg", "km") is None  # different dimensions
