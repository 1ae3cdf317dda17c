"""An entity named by a superlative description (issue 22, item 2: a fact joined through key columns; set 29 read in
session 23): "The country with the highest under-5 mortality rate in 1990 had a fertility rate of 2.7 in 2018" and "The
most populous country in 2018 had about 76 million internet users", false, were accepted: the number was in some
country's row, and the description was never read. The description is now resolved to the one row it ranks first
(``descriptions.described``) and the claim is checked as that row's; "the most negative" is "the lowest"."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.descriptions import described
from mt_raig.eval.lexical.index import index_of
from mt_raig.tables import Table

CENSUS = Table("census_2020", "Census of four island countries in 2020: population in thousands, area and urban share",
               ("country", "population_thousands", "area_sq_km", "urban_percent"), (
                   ("Corvia", "5,210", "41,000", "62"), ("Lunmark", "880", "120,500", "35"), ("Pellor", "12,400", "9,800", "88"),
                   ("Tarsh", "2,300", "56,700", "71")))
SURVEY = Table("survey_2022", "Survey of the same countries in 2022: internet users, life expectancy and net migration rate",
               ("country", "internet_users", "life_expectancy", "net_migration_rate"), (
                   ("Corvia", "3,900,000", "78.2", "-1.5"), ("Lunmark", "410,000", "71.4", "-6.2"), ("Pellor", "10,100,000", "81.0", "2.4"),
                   ("Tarsh", "1,700,000", "75.9", "0.3")))


@pytest.mark.parametrize("true,false", [
    ("The country with the highest population had about 10.1 million internet users in 2022.",
     "The country with the highest population had about 3.9 million internet users in 2022."),
    ("The most populous country had a life expectancy of 81.0 years.", "The most populous country had a life expectancy of 78.2 years."),
    ("The largest of the four countries by area has a net migration rate of -6.2.", "The largest of the four countries by area has a net migration rate of 0.3."),
    ("The least urban country in the census had a life expectancy of 71.4 years.", "The least urban country in the census had a life expectancy of 75.9 years."),
    ("Lunmark has the most negative net migration rate.", "Corvia has the most negative net migration rate."),
])
def test_a_described_entity_is_the_row_ranked_first(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CENSUS, SURVEY], true, false)


def test_an_ambiguous_description_is_left_alone():
    index = index_of((CENSUS, SURVEY))
    assert described("The most populous country had 410,000 internet users.", index) == "Pellor had 410,000 internet users."
    assert described("The lightest Japanese car had 90 hp.", index) == "The lightest Japanese car had 90 hp."  # a filter: unread
    assert described("The country with the highest figure had 3 ports.", index) == "The country with the highest figure had 3 ports."  # no column
