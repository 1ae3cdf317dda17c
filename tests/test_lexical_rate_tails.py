"""Rates written with what they are per (issue 22, item 2; set 29 read in session 23): "In 2018 Guatemala had a
fertility rate of 2.9 births per woman" and "Bolivia's under-5 mortality rate stood at 121 deaths per 1,000 live
births in 1990" were refuted: the noun after the number ("births", "deaths") named a count column (``births_thousands``,
``under5_deaths_thousands``), so only its cells could hold the number. The words of the rate's tail ("births per
woman", "deaths per 1,000 live births") no longer point a rate to a count column. And "Bolivia had the highest under-5
mortality rate in 2018", false, was accepted: the superlative ranked the name over every mortality column, 1990's too;
it now ranks the columns of the claim's year when there are such. Nor does a gap's tail ("19 deaths per 1,000 live
births higher than Chile's") name the column a comparison reads."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PEOPLE = Table("island_population", "Island states in 2020: births in thousands, the fertility rate (births per woman) and "
               "the death rate (deaths per 1,000 people)", ("state", "births_thousands", "fertility_rate", "deaths_thousands", "death_rate"), (
                   ("Aruba", "1.2", "1.9", "0.9", "8.4"), ("Tonga", "2.5", "3.6", "0.6", "5.1"), ("Samoa", "5.4", "3.9", "1.1", "5.5"),
                   ("Palau", "0.2", "2.2", "0.2", "10.3")))
CHILDREN = Table("child_mortality", "Child mortality (deaths per 1,000 live births) in 1990 and 2020, and under-5 deaths in thousands",
                 ("country", "under5_mortality_1990", "under5_mortality_2020", "under5_deaths_thousands"), (
                     ("Aruba", "31", "14", "0"), ("Tonga", "25", "12", "0"), ("Samoa", "29", "17", "1"), ("Palau", "40", "16", "0")))

INFANTS = Table("infant_mortality", "Infant and neonatal mortality (deaths per 1,000 live births) in 1990 and 2020, and infant deaths",
                ("country", "infant_mortality_1990", "infant_mortality_2020", "neonatal_mortality_2020", "infant_deaths"), (
                    ("Aruba", "25", "11", "6", "12"), ("Tonga", "20", "10", "5", "25"), ("Samoa", "24", "14", "8", "70"), ("Palau", "31", "13", "7", "3")))


@pytest.mark.parametrize("tables,true,false", [
    ([PEOPLE], "In 2020 Tonga had a fertility rate of 3.6 births per woman.", "In 2020 Aruba had a fertility rate of 3.6 births per woman."),
    ([PEOPLE], "Palau's death rate stood at 10.3 deaths per 1,000 people.", "Samoa's death rate stood at 10.3 deaths per 1,000 people."),
    ([CHILDREN], "Palau's under-5 mortality rate stood at 40 deaths per 1,000 live births in 1990.",
     "Samoa's under-5 mortality rate stood at 40 deaths per 1,000 live births in 1990."),
    ([CHILDREN], "Samoa had the highest under-5 mortality rate in 2020, at 17 deaths per 1,000 live births.",
     "Palau had the highest under-5 mortality rate in 2020, at 16 deaths per 1,000 live births."),
    ([INFANTS], "In 2020 Samoa's infant mortality rate was 4 deaths per 1,000 live births higher than Tonga's.",
     "In 2020 Samoa's infant mortality rate was 2 deaths per 1,000 live births higher than Tonga's."),
])
def test_a_rate_with_what_it_is_per(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
