"""A number of a named row's own cell, and the second name's number left elliptical (issue 22, item 2; set 27 read in
session 22): "Luxembourg has three official languages, Malta two" was refuted as a count of the two listed names
(three listed? two), and "Malta one" was not read at all. A number that is the first name's cell (``official_languages``
3) is that cell, not a count of the names; a number word ending the clause after a second name (", Malta two", "and the
Swiss franc in four") is that name's value of the same column."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LANGS = Table("official_languages", "Official languages and time zones of six European countries",
              ("country", "official_languages", "time_zones", "languages_listed"), (
                  ("Luxembourg", "3", "1", "6"), ("Malta", "2", "1", "4"), ("Belgium", "3", "1", "10"), ("Ireland", "2", "1", "3"),
                  ("Finland", "2", "1", "9"), ("Spain", "1", "2", "12")))


@pytest.mark.parametrize("true,false", [
    ("Spain has one official language, Finland two.", "Spain has one official language, Finland three."),
    ("Belgium lists ten languages and Ireland three.", "Belgium lists ten languages and Ireland four."),
    ("Luxembourg has three official languages, Malta two.", "Luxembourg has three official languages, Malta one."),
])
def test_the_second_names_number_is_of_the_same_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LANGS], true, false)
