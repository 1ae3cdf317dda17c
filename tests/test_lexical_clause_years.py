"""A year read only in its own clause (issue 22, item 1; set 32 read in session 24): "Georgia's excise tax climbed from 28
to 36 cents a pack, which still left it below Alabama's 1995 level" was refuted, its 28 (the 1985 tax) looked for only
in the 1995 columns because the claim names 1995. In a claim cut into clauses by ", which", ", who", ", while",
", whereas", "but" or ";", a number is read in the years of its own clause, else in those of the clauses before it
(``windows.number_windows``): the 28 names no year; in "In 1995 the tax was 36 cents, which ..." the second clause's
numbers keep 1995."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FUEL = Table("fuel_taxes", "Fuel taxes of four provinces, 2000 and 2010", ("province", "tax_cents_2000", "tax_cents_2010", "stations_2010"), (
    ("Avon", "21.0", "29.5", "410"), ("Brent", "18.5", "33.0", "260"), ("Corran", "25.0", "27.0", "515"), ("Delta", "19.0", "24.5", "330")))


@pytest.mark.parametrize("true,false", [
    ("Brent's fuel tax climbed from 18.5 to 33 cents, which left it above Avon's 2010 level.",
     "Brent's fuel tax climbed from 19.5 to 33 cents, which left it above Avon's 2010 level."),
    ("Delta's tax rose from 19 to 24.5 cents, while Corran had 515 stations in 2010.",
     "Delta's tax rose from 16 to 24.5 cents, while Corran had 515 stations in 2010."),
])
def test_a_year_reads_its_own_clause(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FUEL], true, false)


def test_a_later_clause_keeps_the_years_before_it(lexical_judge):
    assert_kept_and_caught(lexical_judge, [FUEL], "In 2010 Avon's tax was 29.5 cents, which was above Delta's 24.5.",
                           "In 2010 Avon's tax was 29.5 cents, which was above Delta's 19.")
