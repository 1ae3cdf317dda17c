"""Ages, tenure, running times and file sizes as writers state them, on small tables of our own: "the oldest" and
"older than" read a date of birth (older = born earlier) before any other date, "joined earlier than" the hire
date, "born after" a date column the verb names, "longer than" / "the shortest" a running time in milliseconds,
"bigger" a size in bytes, "the third of the four to be hired" a place in the order of the hire dates.

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

STAFF = Table("staff", "Harbour Books - staff", ("StaffId", "FirstName", "LastName", "BirthDate", "HireDate", "City"), (
    ("1", "Ada", "Moreau", "1958-04-12", "2003-09-01", "Lyon"), ("2", "Bruno", "Keller", "1971-11-30", "2001-02-15", "Basel"),
    ("3", "Clara", "Nyström", "1984-06-05", "2010-05-20", "Malmö"), ("4", "Dmitri", "Orlov", "1966-01-23", "2015-03-09", "Riga")))
TRACKS = Table("tracks", "Harbour Books - audiobook tracks", ("TrackId", "Name", "Milliseconds", "Bytes"), (
    ("1", "Prologue", "312000", "4980000"), ("2", "The Lighthouse", "1845000", "29400000"),
    ("3", "Low Tide", "954000", "15200000"), ("4", "Epilogue", "201000", "3300000")))
TABLES = [STAFF, TRACKS]

PAIRS = [
    ("oldest by birth date", "Ada Moreau is the oldest member of staff.", "Dmitri Orlov is the oldest member of staff."),
    ("youngest by birth date", "Clara Nyström is the youngest of the four.", "Bruno Keller is the youngest of the four."),
    ("older than", "Dmitri Orlov is older than Bruno Keller.", "Dmitri Orlov is younger than Bruno Keller."),
    ("joined earlier", "Bruno Keller joined earlier than Ada Moreau.", "Bruno Keller joined later than Ada Moreau."),
    ("born after", "Clara Nyström was born after Dmitri Orlov.", "Clara Nyström was born before Dmitri Orlov."),
    ("hired before", "Ada Moreau was hired before Clara Nyström.", "Ada Moreau was hired after Clara Nyström."),
    ("longer than", "The Lighthouse is longer than Low Tide.", "The Lighthouse is shorter than Low Tide."),
    ("shortest", "Epilogue is the shortest track.", "Prologue is the shortest track."),
    ("bigger", "Low Tide is bigger than Prologue.", "Low Tide is smaller than Prologue."),
    ("ordinal by hire date", "Clara Nyström was the third of the four to be hired.", "Clara Nyström was the second of the four to be hired."),
    ("first to join", "Bruno Keller was the first to be hired.", "Ada Moreau was the first to be hired."),
    ("last to join", "Dmitri Orlov was the last of the staff to be hired.", "Clara Nyström was the last of the staff to be hired."),
]



@pytest.mark.parametrize("what, true, false", PAIRS, ids=[p[0] for p in PAIRS])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, what, true, false):
    assert_kept_and_caught(lexical_judge, TABLES, true, false)


def test_an_age_word_reads_the_birth_date_not_the_hire_date(lexical_judge):
    v = lexical_judge.verify("Ada Moreau is the oldest member of staff.", TABLES)
    ranked = next(c for c in v.evidence["checks"] if c["kind"] == "superlative")["ranked"]
    assert ranked and all(r.startswith("BirthDate") for r in ranked), ranked


def test_before_without_a_dated_verb_is_no_comparison(lexical_judge):
    """"Ada Moreau left Lyon before Clara Nyström": "left" names no date column: the claim is not read as a ranking."""
    v = lexical_judge.verify("Ada Moreau worked in Lyon before Clara Nyström.", TABLES)
    assert not any(c["kind"] == "comparison" for c in (v.evidence or {}).get("checks", [])), v.evidence
