"""Ages in words and shares of a group's own whole (issue 22, item 2; set 34 read in session 25): "a three-year-old girl"
was never read (a number word joined to a hyphen is skipped), and "a group that lost a quarter of its 14 people" was
accepted as the percent change between two unrelated people's ages. A number word before "-year-old" is now an age in
years, as "3-year-old" is (``words``); a percent change never fits a share written "of its/their ..." (``derive.fits``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PEOPLE = Table("voyage_deaths", "Passengers of the 1852 voyage who died", ("person", "family", "age", "date_of_death"), (
    ("Ann Hale", "Hale", "3", "1852-06-02"), ("Tom Hale", "Hale", "41", "1852-06-09"), ("Mary Voss", "Voss", "30", "1852-06-15"),
    ("Jon Voss", "Voss", "40", "1852-07-01"), ("Ida Penn", "Penn", "8", "1852-07-04")))
FAMILIES = Table("voyage_families", "The voyage's family groups", ("family", "members", "deaths", "survivors"), (
    ("Hale", "8", "2", "6"), ("Voss", "4", "2", "2"), ("Penn", "5", "1", "4")))


@pytest.mark.parametrize("true,false", [
    ("Ann Hale was a three-year-old girl.", "Ann Hale was a five-year-old girl."),
    ("Ida Penn, an eight-year-old, died on 4 July 1852.", "Ida Penn, a six-year-old, died on 4 July 1852."),
    ("Jon Voss died a forty-year-old man.", "Jon Voss died a forty-five-year-old man."),
])
def test_ages_in_words(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PEOPLE], true, false)


def test_a_share_of_its_own_whole_is_no_change(lexical_judge):
    # 2 of the Voss family's 4 died: half. A quarter is no share of it, though the two Voss ages, 40 and 30, differ by 25%
    verdict = lexical_judge.verify("The Voss family lost a quarter of its 4 members.", [PEOPLE, FAMILIES])
    assert verdict.score != 1.0, verdict.evidence
