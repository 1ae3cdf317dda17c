"""A bound said of every member of a group (issue 22, item 2; sets 19 and 20 read in session 22): "Every Renaissance
painter in the table scores at least 14 for drawing" was supported because one Renaissance painter does. A claim
opening with "every", "each" or "all" and holding one bound is checked on every row of the group: the rows its names
pick, or, when the bound comes first ("All four cars with a turning circle of 42 feet or more were domestic"), the rows
meeting the bound, each of which must then hold the names."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PAINTERS = Table("painters", "Painters scored by de Piles: school and drawing score out of 20", ("painter", "school", "drawing"), (
    ("Raphael", "Renaissance", "18"), ("Michelangelo", "Renaissance", "17"), ("Titian", "Venetian", "12"),
    ("Perino del Vaga", "Renaissance", "16"), ("Tintoretto", "Venetian", "14"), ("Veronese", "Venetian", "10")))
CARS = Table("cars_1978", "Cars of 1978: origin and turning circle in feet", ("make", "origin", "turn_ft"), (
    ("Buick Electra", "domestic", "43"), ("Cad. Deville", "domestic", "44"), ("Chev. Impala", "domestic", "42"),
    ("Honda Civic", "foreign", "34"), ("Toyota Corona", "foreign", "36"), ("Ford Fiesta", "domestic", "36")))


@pytest.mark.parametrize("tables,true,false", [
    ([PAINTERS], "Every Renaissance painter in the table scores at least 16 for drawing.",
     "Every Renaissance painter in the table scores at least 17 for drawing."),
    ([PAINTERS], "Each Venetian painter scores under 15 for drawing.", "Each Venetian painter scores under 13 for drawing."),
    ([CARS], "All three cars with a turning circle of 42 feet or more were domestic.",
     "All three cars with a turning circle of 36 feet or more were domestic."),
])
def test_a_bound_on_every_member(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
