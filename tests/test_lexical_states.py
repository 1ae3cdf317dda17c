"""Seven Baltic and Nordic states of our own making (figures rounded from public statistics), with their official
languages and land borders linked by ISO3 codes: a gap at a scale ("about 0.55 million larger"), a share in a
percent column named by its verb ("spoken by 5% of people in Finland"), "ten times the size of" (a multiplier
before "the <noun> of"; "size" names the area), superlatives and comparisons of area and population, "exceeds 11 million" as a bound read in millions (never
a raw 450,295 above 11), "Neither A nor B ..." denied of each (a part that only finds its name is skipped).

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

C = Table(
    "countries",
    "Baltic and Nordic states - countries",
    ("Country", "ISO3", "Capital", "Area (km2)", "Population", "Currency"),
    (
        ("Estonia", "EST", "Tallinn", "45339", "1331796", "EUR"),
        ("Latvia", "LVA", "Riga", "64589", "1883008", "EUR"),
        ("Lithuania", "LTU", "Vilnius", "65300", "2857279", "EUR"),
        ("Finland", "FIN", "Helsinki", "338455", "5563970", "EUR"),
        ("Sweden", "SWE", "Stockholm", "450295", "10551707", "SEK"),
        ("Norway", "NOR", "Oslo", "385207", "5457127", "NOK"),
        ("Denmark", "DNK", "Copenhagen", "42933", "5932654", "DKK"),
    ),
)
L = Table(
    "languages",
    "Baltic and Nordic states - official languages",
    ("ISO3", "Language", "Speakers (%)"),
    (
        ("EST", "Estonian", "68"),
        ("LVA", "Latvian", "62"),
        ("LTU", "Lithuanian", "85"),
        ("FIN", "Finnish", "86"),
        ("FIN", "Swedish", "5"),
        ("SWE", "Swedish", "89"),
        ("NOR", "Norwegian", "95"),
        ("DNK", "Danish", "92"),
    ),
)
B = Table(
    "borders",
    "Baltic and Nordic states - land borders",
    ("ISO3", "Neighbour"),
    (
        ("EST", "LVA"),
        ("EST", "RUS"),
        ("LVA", "EST"),
        ("LVA", "LTU"),
        ("LVA", "BLR"),
        ("LVA", "RUS"),
        ("LTU", "LVA"),
        ("LTU", "BLR"),
        ("LTU", "POL"),
        ("LTU", "RUS"),
        ("FIN", "SWE"),
        ("FIN", "NOR"),
        ("FIN", "RUS"),
        ("SWE", "NOR"),
        ("SWE", "FIN"),
        ("NOR", "SWE"),
        ("NOR", "FIN"),
        ("NOR", "RUS"),
        ("DNK", "DEU"),
    ),
)
TABLES = [C, L, B]

PAIRS = [
    ("Sweden is the largest country by area, at 450,295 km2.", "Norway is the largest country by area, at 385,207 km2."),
    ("Denmark is the smallest of the seven by area.", "Estonia is the smallest of the seven by area."),
    ("Sweden is the most populous country.", "Denmark is the most populous country."),
    ("Estonia has the fewest inhabitants.", "Latvia has the fewest inhabitants."),
    ("Denmark shares a land border with only one country.", "Denmark shares a land border with two countries."),
    ("Swedish is spoken by 5% of people in Finland.", "Swedish is spoken by 15% of people in Finland."),
    ("Finland has two official languages listed.", "Finland has three official languages listed."),
    ("Norwegian has the highest share of speakers, 95%.", "Danish has the highest share of speakers, 92%."),
    ("Sweden's population is nearly twice Finland's.", "Sweden's population is nearly three times Finland's."),
    ("Latvia's population is about 0.55 million larger than Estonia's.", "Latvia's population is about 0.75 million larger than Estonia's."),
    ("Sweden is more than ten times the size of Denmark.", "Sweden is more than twelve times the size of Denmark."),
    ("Norway's capital is Oslo.", "Norway's capital is Helsinki."),
    ("Estonia is smaller than Latvia in both area and population.", "Estonia is larger than Latvia in both area and population."),
    ("Lithuania has a larger population than Latvia.", "Lithuania has a smaller population than Latvia."),
    ("Denmark has more people than Norway despite a far smaller area.", "Denmark has fewer people than Norway despite a far smaller area."),
    ("Sweden's population exceeds 10 million.", "Sweden's population exceeds 11 million."),
    ("Sweden's area exceeds 400,000 km2.", "Norway's area exceeds 400,000 km2."),
    ("Neither Estonia nor Latvia has more than 2 million people.", "Neither Estonia nor Lithuania has more than 2 million people."),
]



@pytest.mark.parametrize("true, false", PAIRS, ids=[str(i) for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, TABLES, true, false)


def test_neither_nor_with_a_part_only_named_is_skipped(lexical_judge):
    """"Estonia uses the krona": the lexical_judge finds Estonia but cannot check the krona, so the denial is not scored."""
    assert lexical_judge.verify("Neither Estonia nor Latvia uses the krona.", TABLES).status == "skipped"
