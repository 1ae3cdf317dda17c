"""Parts of another period's value (issue 22, item 2; set 34 read in session 25): "Van driver deaths in 1984 were less
than a third of the 1969 figure" was accepted (the fall was checked, not the third), "fell by more than half
between 1969 and 1984" was skipped ("more" read as a rise against "fell"), "more than two thirds" accepted ("two"
read as a count), "numbered seventy-three" in a claim naming no entity but its year never read, and "cut its rate
by more than three quarters" compared upwards. Now a part written between the two periods ("less than half the 1969
figure", "about a third of those in 1969") is the ratio of the first period's value to the second's, held against
the fraction and its bound (``periods``); "more"/"less" bounding a part say no direction; "cut", "reduced" and
"slashed" say a fall; a number word before "thirds"/"quarters"/"fifths" is a fraction's numerator, no count; and a
year some table holds as a cell anchors the claim as a name does, so its number words are read (``words``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FERRIES = Table("ferry_crossings", "Ferry crossings on the Tay, 1950-1990", ("year", "passengers_thousands", "cars_thousands", "sailings", "accidents"), (
    ("1950", "1820", "96", "14200", "23"), ("1960", "1540", "188", "13900", "9"), ("1970", "910", "240", "11100", "7"),
    ("1980", "505", "260", "8700", "4"), ("1990", "388", "271", "6100", "3")))


@pytest.mark.parametrize("true,false", [
    ("Passengers in 1980 were less than a third of the 1950 figure.", "Passengers in 1980 were less than a quarter of the 1950 figure."),
    ("In 1990 sailings were less than half the 1950 level.", "In 1990 sailings were less than a third of the 1950 level."),
    ("Passengers in 1970 were about half of those in 1950.", "Passengers in 1970 were about a third of those in 1950."),
    ("Passengers fell by more than half between 1960 and 1980.", "Passengers fell by less than half between 1960 and 1980."),
    ("Passengers fell by more than three quarters between 1950 and 1990.", "Passengers fell by more than four fifths between 1950 and 1990."),
    ("The service cut its sailings by more than a third between 1960 and 1990.", "The service cut its sailings by more than two thirds between 1960 and 1990."),
])
def test_a_part_of_another_periods_value(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FERRIES], true, false)


def test_a_year_row_anchors_number_words(lexical_judge):
    assert_kept_and_caught(lexical_judge, [FERRIES], "Accidents on the crossing in 1950 numbered twenty-three.",
                           "Accidents on the crossing in 1950 numbered thirty-three.")
