"""Two superlatives of one subject, and a compared entity after an appositive (issue 22, item 2; set 31 read in
session 23): "Yoda is both the shortest and the heaviest character in the table" (false) was accepted: "shortest" read
the words of "the heaviest character" (ranking mass, where Yoda is first from the bottom) and "heaviest" found no
subject past the "and". "Jinkx Monsoon was born earlier than her season 5 rival Alaska" (false) was accepted: the 5
after "than" was taken for a bound. A superlative's words now stop at the next superlative, a subject may stand before
"both the X and the Y", and "than her <words> <Name>" compares with the name."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CREW = Table("ship_crew", "Crew of a ship: cabin, height in centimetres, mass in kilograms and date of birth",
             ("crew_member", "cabin", "height_cm", "mass_kg", "date_of_birth"), (
                 ("Ona Bright", "2", "158", "51", "1990-04-02"), ("Pavel Ruiz", "1", "191", "97", "1984-11-30"),
                 ("Quinn Adair", "2", "176", "70", "1995-06-17"), ("Rosa Lind", "1", "169", "88", "1979-01-05")))


@pytest.mark.parametrize("true,false", [
    ("Ona Bright is both the shortest and the lightest crew member.", "Ona Bright is both the shortest and the heaviest crew member."),
    ("Pavel Ruiz is both the tallest and the heaviest crew member.", "Pavel Ruiz is both the tallest and the lightest crew member."),
    ("Quinn Adair was born later than her cabin 2 mate Ona Bright.", "Quinn Adair was born earlier than her cabin 2 mate Ona Bright."),
])
def test_coordinated_superlatives_and_an_appositive_rival(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CREW], true, false)
