"""A language name that is a word of a percent column (issue 22, item 2; set 27 read in session 22): "English is more
widespread in the Netherlands (90%) than in Germany (64%)" was refuted, because "English" was read as the cell
English of ``most_spoken_language`` (Ireland's and Malta's rows) and no row joined it to the Netherlands. In a claim
with a percent, a one-word name that is a word of a percent column's header (``english_speakers_pct``) names that
column, not the rows holding it."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LANGUAGES = Table("language_shares", "The most spoken language of five countries, its share and the share who speak English",
                  ("country", "most_spoken_language", "most_spoken_pct", "english_speakers_pct"), (
                      ("Ireland", "English", "98", "98"), ("Malta", "Maltese", "97", "88"), ("Sweden", "Swedish", "96", "86"),
                      ("Austria", "German", "97", "73"), ("Portugal", "Portuguese", "99", "27")))


@pytest.mark.parametrize("true,false", [
    ("English is more widespread in Sweden (86%) than in Austria (73%).", "English is less widespread in Sweden (86%) than in Austria (73%)."),
    ("About 27% of people in Portugal speak English.", "About 37% of people in Portugal speak English."),
    ("Malta's share of English speakers, 88%, is 15 points above Austria's.", "Malta's share of English speakers, 88%, is 25 points above Austria's."),
])
def test_a_language_named_by_a_percent_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LANGUAGES], true, false)
