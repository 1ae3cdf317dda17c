"""A key column's lower-case nouns named in the plural (issue 22, item 1; set 31 read in session 24): Duncan's table
stores "accountant", "railroad engineer", "policeman"; a writer says "accountants", "Railroad engineers",
"policemen". Only a category's plurals were read (a column of at most ten values); a key's lower-case nouns now have
their plural forms too, capitalised at a sentence's start, never where the plural is a unit ("miles") (``index``,
``spellings.plural``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.spellings import plural
from mt_raig.tables import Table

JOBS = Table("jobs_1950", "Pay and schooling of twelve occupations, 1950", ("occupation", "median_pay_usd", "hs_graduates_pct"), tuple(
    (job, pay, hs) for job, pay, hs in (
        ("accountant", "3900", "86"), ("pilot", "4800", "76"), ("railroad engineer", "4200", "27"), ("policeman", "3300", "34"),
        ("lawyer", "5100", "98"), ("dentist", "5600", "96"), ("plumber", "3100", "33"), ("barber", "2300", "19"),
        ("secretary", "2700", "88"), ("taxi driver", "2400", "15"), ("teacher", "3000", "97"), ("cook", "2100", "16"))))


@pytest.mark.parametrize("true,false", [
    ("Among accountants, 86 percent were high-school graduates.", "Among pilots, 86 percent were high-school graduates."),
    ("Railroad engineers earned a median of $4,200.", "Taxi drivers earned a median of $4,200."),
    ("Policemen had a higher median pay than plumbers.", "Policemen had a higher median pay than lawyers."),
    ("Secretaries were more often high-school graduates than barbers.", "Barbers were more often high-school graduates than secretaries."),
])
def test_a_keys_nouns_in_the_plural(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [JOBS], true, false)


def test_plural_forms():
    assert [plural(w) for w in ("secretary", "policeman", "coach", "railroad engineer", "day")] == [
        "secretaries", "policemen", "coaches", "railroad engineers", "days"]
