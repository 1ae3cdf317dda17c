"""A category said of an entity ("The horse is a carnivore") and "the only ..." said after the entities (issue 22,
item 2).

A lower-case category cell (a diet, a conservation status) after "is a", "are the only", ... is a predicate: each
entity before it must hold it in its row (before, a one-word lower-case cell took no part, so "The horse is a
carnivore" passed because some row is a carnivore's). "A and B are the only endangered species" also says no other
row holds it, as "Only A and B are endangered" does. A lower-case category is also read in the plural ("carnivores").
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SPECIES = Table("species", "Mammals: order, diet and conservation status", ("mammal", "order", "diet", "conservation"), (
    ("Horse", "Perissodactyla", "herbivore", "domesticated"), ("Red fox", "Carnivora", "carnivore", "least concern"),
    ("Golden hamster", "Rodentia", "herbivore", "endangered"), ("Giant armadillo", "Cingulata", "insectivore", "endangered"),
    ("Brazilian tapir", "Perissodactyla", "herbivore", "vulnerable"), ("Gray seal", "Carnivora", "carnivore", "least concern"),
    ("House mouse", "Rodentia", "herbivore", "near threatened"), ("Pig", "Artiodactyla", "omnivore", "domesticated")))


@pytest.mark.parametrize("true,false", [
    ("The horse is a herbivore.", "The horse is a carnivore."),
    ("The red fox and the gray seal are carnivores.", "The red fox and the horse are carnivores."),
    ("The golden hamster and the giant armadillo are the only endangered species in the table.",
     "The golden hamster and the Brazilian tapir are the only endangered species in the table."),
    ("The house mouse is the only near threatened species.", "The golden hamster is the only endangered species in the table."),
])
def test_a_category_said_of_entities(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SPECIES], true, false)


def test_the_only_other_is_not_an_exclusive_claim(lexical_judge):
    verdict = lexical_judge.verify("Besides the golden hamster, the giant armadillo is the only other endangered species.", [SPECIES])
    assert verdict.score != 0.0, verdict.evidence


CITIES = Table("cities", "US cities: state and time zone", ("city", "state", "time_zone"), (
    ("Phoenix", "Arizona", "America/Phoenix"), ("Denver", "Colorado", "America/Denver"), ("Aurora", "Colorado", "America/Denver"),
    ("Boise", "Idaho", "America/Boise")))


def test_a_name_said_of_every_listed_name(lexical_judge):
    """"Phoenix and Denver are both on America/Denver time": each listed city's row must hold the zone (before, the zone
    was read as one more name of the list and found in Denver's row)."""
    assert_kept_and_caught(lexical_judge, [CITIES], "Aurora and Denver are both on America/Denver time.",
                           "Phoenix and Denver are both on America/Denver time.")
