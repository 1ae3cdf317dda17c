""""Did not ... until 2009" affirms the year (issue 22, item 2; set 27 read in session 22): "Slovakia did not take up
the euro until 2009" was refuted as a negated relation (the row joins Slovakia and 2009), and its false twin
"... until 2011" was accepted. The construction says when it happened, so the claim is checked as that row."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.rewrites import affirmed_until
from mt_raig.tables import Table

EURO = Table("euro_joiners", "Countries that adopted the euro after 2005: the currency it replaced and the date",
             ("country", "former_currency", "euro_since"), (
                 ("Slovenia", "Slovenian tolar", "2007-01-01"), ("Cyprus", "Cypriot pound", "2008-01-01"),
                 ("Slovakia", "Slovak koruna", "2009-01-01"), ("Estonia", "Estonian kroon", "2011-01-01"),
                 ("Latvia", "Latvian lats", "2014-01-01"), ("Lithuania", "Lithuanian litas", "2015-01-01")))


@pytest.mark.parametrize("true,false", [
    ("Slovakia did not take up the euro until 2009.", "Slovakia did not take up the euro until 2011."),
    ("It was not until 2011 that Estonia adopted the euro.", "It was not until 2014 that Estonia adopted the euro."),
    ("Latvia didn't switch to the euro until 1 January 2014.", "Latvia didn't switch to the euro until 1 January 2015."),
])
def test_not_until_a_year_says_when(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [EURO], true, false)


def test_other_negations_are_left_alone():
    assert affirmed_until("Sales did not fall until prices rose.") == "Sales did not fall until prices rose."
    assert affirmed_until("Cyprus did not adopt the euro in 2009.") == "Cyprus did not adopt the euro in 2009."


CURRENCIES = Table("currencies_in_use", "The currency each of four countries uses today and the date it became legal tender",
                   ("country", "currency", "legal_tender_from"), (
                       ("Chile", "Chilean peso", "1975-09-29"), ("Bolivia", "Boliviano", "1987-01-01"),
                       ("Peru", "Sol", "1991-07-01"), ("Uruguay", "Uruguayan peso", "1993-03-01")))


@pytest.mark.parametrize("true,false", [
    ("Chile has not changed its currency since 1975.", "Bolivia has not changed its currency since 1975."),
    ("Peru hasn't switched currencies since 1991.", "Peru hasn't switched currencies since 1987."),
])
def test_not_changed_since_a_year_says_when(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CURRENCIES], true, false)
