"""Names a writer spells as common nouns (issue 22, item 2).

A table of animals, dishes or jobs stores "Cow", "Big brown bat" or "Veterinary surgeon"; a writer spells them "the
cow", "the big brown bat", "veterinary surgeon Rosie Brandreth-Poynter". The judge reads those spellings as the
stored names: a short capitalised word of a long column (three letters or more), a name of several words whose
first alone is capitalised, and a lower-case descriptor written right before the name it describes (it belongs to
that name's row).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FARM = Table("farm_animals", "Farm and wild animals: daily sleep and body weight", ("animal", "sleep_hours", "body_weight_kg"), tuple(
    (name, sleep, weight) for name, sleep, weight in (
        ("Cow", "4", "600"), ("Pig", "9.1", "86"), ("Goat", "5.3", "33.5"), ("Horse", "2.9", "521"), ("Sheep", "3.8", "55.5"),
        ("Red fox", "9.8", "4.2"), ("Big brown bat", "19.7", "0.023"), ("House mouse", "12.5", "0.022"), ("Donkey", "3.1", "187"),
        ("Rabbit", "8.4", "2.5"), ("Guinea pig", "9.4", "0.7"), ("Chimpanzee", "9.7", "52.2"))))
STAFF = Table("clinic_staff", "Clinic staff", ("name", "job", "years"), (
    ("Rosie Hart", "Veterinary surgeon", "9"), ("Alan Reed", "Practice manager", "4"), ("Mia Cole", "Veterinary nurse", "6")))


@pytest.mark.parametrize("true,false", [
    ("A cow weighs 600 kg, more than the 521 kg of a horse.", "A goat weighs 600 kg, more than the 521 kg of a horse."),
    ("The pig sleeps 9.1 hours, more than the goat.", "The pig sleeps 9.1 hours, less than the goat."),
    ("The big brown bat sleeps 19.7 hours, the most of any animal.", "The house mouse sleeps 19.7 hours, the most of any animal."),
    ("The red fox weighs more than the guinea pig.", "The red fox weighs less than the guinea pig."),
])
def test_common_noun_spellings_name_the_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FARM], true, false)


def test_a_lower_case_descriptor_belongs_to_the_name_after_it(lexical_judge):
    assert_kept_and_caught(lexical_judge, [STAFF], "Alan Reed has 4 years, while veterinary surgeon Rosie Hart has 9",
                           "Alan Reed has 4 years, while veterinary surgeon Rosie Hart has 6")
