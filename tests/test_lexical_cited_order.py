"""Comparisons whose values the claim writes out, a table's own year, and a denied date (issue 22, items 2 and 4).

- "Mars is less compact than Earth (3.93 vs 5.51)": no column is named by the comparative's words, but the two numbers
  after the second name are the two sides, in the names' order, so the word must order them; the false twin ("more
  compact") contradicts its own numbers. The same for a comparative with no "than" in a later clause ("... but a shorter
  day, 9.9 versus 24.7 hours") and for verbs that compare ("outnumber", "trail").
- A number joined to a name by a hyphen ("carbon-12") is part of what is named: it never stands as the value a
  comparison nobody could decide was about (the claim is ``skipped``, not supported by the name's own number).
- "Of 2025" of a table whose title (or every date in its rows) is of 2025 says which table, not which row: no longer
  refuted as a number in no row; a year that is no table's still is.
- "Good Friday is not on 1 January": a date after "not on" is denied.
- A header's unit in brackets ("Day length (hours)") sets its dimension over a dimension word ("length").

Tables of our own (planetary figures from NASA's fact sheets, rounded).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PLANETS = Table("planets", "Planets of the solar system", ("Planet", "Mean radius (km)", "Moons", "Day length (hours)", "Density (g/cm3)"), (
    ("Mercury", "2440", "0", "4222.6", "5.43"), ("Earth", "6371", "1", "24.0", "5.51"), ("Mars", "3390", "2", "24.7", "3.93"),
    ("Jupiter", "69911", "95", "9.9", "1.33"), ("Saturn", "58232", "146", "10.7", "0.69")))
ISOTOPES = Table("isotopes", "Stable isotopes", ("Element", "Mass number", "Abundance (%)"), (
    ("Carbon", "12", "98.93"), ("Carbon", "13", "1.07"), ("Nitrogen", "14", "99.64"), ("Nitrogen", "15", "0.36")))
_DAYS = (("2025-01-01", "Wednesday", "New Year's Day"), ("2025-04-18", "Friday", "Good Friday"), ("2025-12-25", "Thursday", "Christmas Day"))
HOLIDAYS = Table("holidays", "Public holidays of Ruritania in 2025", ("Date", "Weekday", "Holiday"), _DAYS)
HOLIDAYS_UNTITLED = Table("holidays", "Public holidays of Ruritania", ("Date", "Weekday", "Holiday"), _DAYS)


@pytest.mark.parametrize("true, false", [
    ("Mars is less compact than Earth (3.93 vs 5.51).", "Mars is more compact than Earth (3.93 vs 5.51)."),
    ("Jupiter has more moons than Mars but a shorter day, 9.9 versus 24.7 hours.",
     "Jupiter has more moons than Mars but a longer day, 9.9 versus 24.7 hours."),
    ("Saturn's 146 moons outnumber Jupiter's 95.", "Saturn's 146 moons trail Jupiter's 95."),
])
def test_the_comparative_must_order_the_numbers_the_claim_writes(lexical_judge, true, false):
    _, caught = assert_kept_and_caught(lexical_judge, [PLANETS], true, false)
    assert any(c["kind"] == "comparison" and c["ok"] is False for c in caught.evidence["checks"]), caught.evidence


@pytest.mark.parametrize("claim", ["Carbon-12 is far more plentiful than carbon-13.", "Carbon-12 is far less plentiful than carbon-13."])
def test_a_number_inside_a_name_never_supports_an_undecided_comparison(lexical_judge, claim):
    verdict = lexical_judge.verify(claim, [ISOTOPES])
    assert verdict.status == "skipped" and "comparison" in verdict.error, (verdict.status, verdict.score, verdict.evidence)


@pytest.mark.parametrize("table", [HOLIDAYS, HOLIDAYS_UNTITLED], ids=["title", "dates"])
def test_the_tables_own_year_locates_the_table_not_a_row(lexical_judge, table):
    assert_kept_and_caught(lexical_judge, [table], "Good Friday of 2025 falls on 18 April.", "Good Friday of 2025 falls on 17 April.")
    other = lexical_judge.verify("Good Friday of 2024 falls on 18 April.", [table])
    assert (other.status, other.score) == ("ok", 0.0), other.evidence  # a year that is no table's is still a value


def test_a_date_after_not_on_is_denied(lexical_judge):
    assert_kept_and_caught(lexical_judge, [HOLIDAYS], "Good Friday is not on 1 January.", "Good Friday is not on 18 April.")


def test_a_unit_in_brackets_names_the_columns_dimension(lexical_judge):
    """"Day length (hours)": the word "length" once made the column a length, so "24.7 hours" matched no cell."""
    assert_kept_and_caught(lexical_judge, [PLANETS], "A day on Mars lasts 24.7 hours.", "A day on Mars lasts 27.4 hours.")


ELEMENTS = Table("elements", "Alkali metals", ("Element", "Melting point (K)", "Boiling point (K)"), (
    ("Lithium", "453.65", "1615"), ("Sodium", "370.94", "1156.09"), ("Potassium", "336.7", "1032")))


@pytest.mark.parametrize("true, false", [
    ("Lithium's boiling point is more than three times its melting point.", "Lithium's boiling point is more than four times its melting point."),
    ("Sodium's boiling point is about 3.1 times its melting point.", "Sodium's boiling point is about 4.1 times its melting point."),
])
def test_one_entitys_two_columns_as_a_multiple(lexical_judge, true, false):
    """"X's A is N times its B": the ratio of the entity's two columns, once read only as "A is more than B"."""
    assert_kept_and_caught(lexical_judge, [ELEMENTS], true, false)


@pytest.mark.parametrize("true, false", [
    ("Saturn leads the five planets in moons with 146.", "Jupiter leads the five planets in moons with 95."),
    ("Jupiter tops all the planets in radius.", "Saturn tops all the planets in radius."),
])
def test_leads_the_set_in_a_column_ranks_first(lexical_judge, true, false):
    """"X leads the five planets in moons": a superlative by its verb, the column named after "in"."""
    assert_kept_and_caught(lexical_judge, [PLANETS], true, false)
