"""A negation a table states in a cell (issue 22, item 2; sets 27 and 28 read in session 22): "Sweden has never adopted
the euro" (a cell "not adopted"), "Hong Kong is not a member of the United Nations" ("not a UN member") and "Venda has
no official status" were skipped or accepted. A negated claim about one entity reads the entity's cell in the column
whose negated cells ("not ...") share a word with what the claim negates: it holds when that cell is a negated one."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

EU = Table("eu_euro", "EU members and the year each adopted the euro", ("country", "joined_eu", "euro_since"), (
    ("Sweden", "1995", "not adopted"), ("Finland", "1995", "1999"), ("Denmark", "1973", "not adopted"), ("Italy", "1958", "1999")))
LANGS = Table("za_languages", "Languages of South Africa and their status", ("language", "speakers_pct", "status"), (
    ("Zulu", "24", "official"), ("Venda", "2", "official"), ("Hindi", "1", "not official"), ("Ndebele", "2", "official in a region")))


@pytest.mark.parametrize("tables,true,false", [
    ([EU], "Sweden has never adopted the euro.", "Finland has never adopted the euro."),
    ([EU], "Denmark did not adopt the euro.", "Italy did not adopt the euro."),
    ([LANGS], "Hindi has no official status of any kind.", "Venda has no official status of any kind."),
])
def test_a_negated_cell(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
