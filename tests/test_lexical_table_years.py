"""A year every row of a table holds checks nothing, and "the hardest-hit" and "two-thirds" state a rank and a
fraction (issue 22, items 2 and 4; blind set 26 read in session 21). "Finance was the hardest-hit industry in October
2008" and its false twin were both supported: the industry's name and a year that every row of the table holds (its
title's month) were all that was checked. Such a claim is now ``skipped``: a name and the table's own year never
raise a score. And a change "by two-thirds" between two periods is read as the fraction of the earlier value it
states ("Hackney's population grew by two-thirds between 1871 and 1881" was supported by its direction alone)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

INDUSTRIES = Table("industry_returns_2008", "Monthly returns of four industry portfolios in October 2008, in percent",
                   ("industry", "october_2008_pct"), (("Durables", "-32.63"), ("Finance", "-21.87"), ("Utilities", "-11.02"),
                                                       ("Health care", "-10.96")))
PARISHES = Table("parish_population_1871_1881", "Population of four parishes in 1871 and in 1881",
                 ("parish", "population_1871", "population_1881"), (
                     ("Hackney", "124951", "186462"), ("Chelsea", "71089", "88128"), ("Fulham", "42900", "114839"),
                     ("Kensington", "120299", "163151")))


@pytest.mark.parametrize("table,claim", [
    (INDUSTRIES, "Finance was the hardest-hit industry in October 2008."),
    (INDUSTRIES, "Durables were the hardest-hit industry in October 2008."),
])
def test_a_name_and_the_tables_year_are_no_check(lexical_judge, table, claim):
    verdict = lexical_judge.verify(claim, [table])
    assert verdict.status == "skipped", (claim, verdict.score, verdict.evidence)


def test_a_cell_beside_the_year_is_still_checked(lexical_judge):
    assert lexical_judge.verify("Finance lost 21.87% in October 2008.", [INDUSTRIES]).score == 1.0
    assert lexical_judge.verify("Finance lost 12.87% in October 2008.", [INDUSTRIES]).score == 0.0


@pytest.mark.parametrize("true,false", [
    ("Hackney's population grew by half between 1871 and 1881.", "Hackney's population grew by two-thirds between 1871 and 1881."),
    ("Chelsea's population grew by about a quarter between 1871 and 1881.", "Chelsea's population grew by about a third between 1871 and 1881."),
])
def test_a_change_by_a_fraction(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PARISHES], true, false)
