"""A roster stores people surname first ("Hartley, Mabel", "van Dijk, Pieter J."), as library catalogues, parliament
lists and league rosters do; writers name them "Mabel Hartley", "Pieter van Dijk" or "Hartley" (issue 22, item 2).
Before, such a name matched no cell, so a claim about a person checked only its numbers (a false twin naming the
wrong person passed) or nothing. And "None of Hartley's pupils came from Leeds" counts the rows of both names: the
owner's name is a condition like the town."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TEACHERS = Table("school_teachers_1930", "Teachers of a village school in 1930: the teacher, the year they started and the pupils they taught", (
    "teacher", "started", "pupils"), (
    ("Hartley, Mabel", "1912", "31"), ("van Dijk, Pieter J.", "1921", "27"), ("Okafor, C. Nnamdi", "1925", "19"),
    ("Brennan, Thomas Patrick", "1918", "24")))
PUPILS = Table("school_pupils_1930", "Pupils of the same school in 1930: the pupil, their teacher and the town they came from", (
    "pupil", "teacher", "town"), (
    ("Ada Price", "Hartley, Mabel", "Otley"), ("Ben Shaw", "Hartley, Mabel", "Ilkley"), ("Cora Lund", "van Dijk, Pieter J.", "Leeds"),
    ("Dan Moss", "Brennan, Thomas Patrick", "Leeds"), ("Eve Tait", "Okafor, C. Nnamdi", "Otley")))


@pytest.mark.parametrize("true,false", [
    ("Mabel Hartley started teaching in 1912, with 31 pupils.", "Thomas Brennan started teaching in 1912, with 31 pupils."),
    ("Pieter van Dijk taught 27 pupils.", "Thomas Patrick Brennan taught 27 pupils."),
    ("C. Nnamdi Okafor started in 1925.", "Mabel Hartley started in 1925."),
    ("Hartley taught 7 more pupils than Brennan.", "Hartley taught 9 more pupils than Brennan."),
    ("Thomas Brennan started before Pieter van Dijk.", "Thomas Brennan started after Pieter van Dijk."),
])
def test_a_person_stored_surname_first(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TEACHERS], true, false)


def test_none_of_an_owner_s_rows(lexical_judge):
    assert_kept_and_caught(lexical_judge, [PUPILS], "None of Hartley's pupils came from Leeds.",
                           "None of Hartley's pupils came from Otley.")


def test_none_of_an_owner_s_rows_with_nothing_else_read_is_no_count(lexical_judge):
    """Only the owner read ("among the four brightest" unread): no count of 0 over all the owner's rows."""
    v = lexical_judge.verify("None of Hartley's pupils is among the best in the county.", [PUPILS])
    assert all(c["kind"] != "count" for c in v.evidence.get("checks", ())), v.evidence
