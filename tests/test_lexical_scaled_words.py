"""Large numbers written in words (issue 22, item 2).

"Eleven trillion dollars", "two hundred and four million", "one hundred and thirty-five million": a number word
before a scale word is a quantity, read as digits would be, whether or not the claim names a row ("Consumption passed
eleven trillion dollars by 2013" names none); never a count of rows ("eleven" of "eleven trillion"). A number word
that is only part of a longer one ("... million, seven hundred ninety-two thousand") is not read alone.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.words import word_mentions
from mt_raig.tables import Table

SPENDING = Table("spending", "US personal consumption expenditures (billions of dollars)", ("year", "consumption_bn_usd"), (
    ("1993", "4359.7"), ("2001", "7009.8"), ("2009", "9792.1"), ("2013", "11303.2")))
PEOPLE = Table("people", "Population of the largest countries, 2007", ("country", "population"), (
    ("Brazil", "204000000"), ("Nigeria", "135000000"), ("Japan", "127800000"), ("Mexico", "110000000")))


@pytest.mark.parametrize("true,false", [
    ("Consumption expenditures passed eleven trillion dollars by 2013.", "Consumption expenditures passed twelve trillion dollars by 2013."),
    ("Consumption expenditures were about seven trillion dollars in 2001.", "Consumption expenditures were about nine trillion dollars in 2001."),
])
def test_a_scaled_number_word_is_a_quantity_without_names(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SPENDING], true, false)


@pytest.mark.parametrize("true,false", [
    ("Brazil's population stands at roughly two hundred and four million.", "Brazil's population stands at roughly two hundred and fourteen million."),
    ("Nigeria's population was about one hundred and thirty-five million.", "Nigeria's population was about one hundred and fifty-three million."),
])
def test_hundreds_before_a_scale_word_are_one_number(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PEOPLE], true, false)


def test_a_part_of_a_longer_number_is_not_read_alone():
    text = "Light travels two hundred ninety-nine million, seven hundred ninety-two thousand metres a second."
    assert word_mentions(text, [PEOPLE]) == []
