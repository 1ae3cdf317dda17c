"""A proper adjective before a lower-cased common noun, and the start or end of a span (issue 22, item 2; set 27 read in
session 22): "The Chilean escudo came into use earlier than the Bolivian peso" was skipped: "Chilean escudo" found no
cell "Chilean Escudo" (prose lower-cases the noun), and "earlier" had two date columns to compare. A Title Case cell of
two or three words is found with its later words lower-cased, and a verb of starting ("came into use", "introduced")
or ending ("withdrawn", "ended") picks the start or end column of a span, and is a dated verb ("withdrawn before the
Slovak koruna": a comparison of two dates)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CURRENCIES = Table("former_currencies", "Currencies replaced by the euro, with the dates they were legal tender",
                   ("currency", "country", "legal_tender_from", "legal_tender_until"), (
                       ("Dutch Guilder", "Netherlands", "1813-01-01", "2002-01-28"), ("Irish Pound", "Ireland", "1922-01-01", "2002-02-09"),
                       ("Finnish Markka", "Finland", "1963-01-01", "2002-02-28"), ("Slovak Koruna", "Slovakia", "1992-12-31", "2009-01-16"),
                       ("Maltese Lira", "Malta", "1968-06-07", "2008-01-31")))


@pytest.mark.parametrize("true,false", [
    ("The Irish pound came into use earlier than the Finnish markka.", "The Irish pound came into use later than the Finnish markka."),
    ("The Maltese lira was withdrawn earlier than the Slovak koruna.", "The Maltese lira was withdrawn later than the Slovak koruna."),
    ("The Dutch guilder was introduced in 1813.", "The Dutch guilder was introduced in 1831."),
    ("The Maltese lira was withdrawn before the Slovak koruna.", "The Maltese lira was withdrawn after the Slovak koruna."),
])
def test_lower_cased_currency_names_and_span_ends(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CURRENCIES], true, false)


EURO = Table("euro_adopters", "EU members and the year each switched to the euro", ("country", "joined_eu", "euro_since"), (
    ("Slovenia", "2004", "2007"), ("Slovakia", "2004", "2009"), ("Estonia", "2004", "2011"), ("Latvia", "2004", "2014")))


@pytest.mark.parametrize("true,false", [
    ("Slovenia switched to the euro before Slovakia did.", "Slovenia switched to the euro after Slovakia did."),
])
def test_switched_is_a_dated_verb(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [EURO], true, false)
