"""Sixth blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: eight small linked tables of chemical-element data never used by the
other lexical sets, the judge's own tests or the bundled sample, read from the
SQLite database bundled in the PyPI package ``mendeleev`` 1.3.0 (MIT): thirteen
elements (atomic weight, density, atomic radius, electronegativity, crustal
abundance, price), who discovered them where and when, their periodic-table
groups and series, melting/boiling/critical temperatures in kelvin, first and
second ionization energies in eV for seven of them, the natural isotopes of six
of them (abundance in %, the one radioactive isotope's half-life) and the main
oxidation states of five, linked through ``atomic_number``, ``group_id`` and
``series_id`` (see ``tests/data/lexical_heldout6_tables.json`` and DATA.md for
the source and licence). Every claim was written, and the set committed,
without reading the judge's source, its docs or its other test sets' claims,
and without running the judge on it, phrased the way an insight writer would
over several tables (names joined from codes, sums, differences, ratios and
shares, counts, numbers in words, superlatives with and without their value,
negations, years and centuries, K, degrees Celsius, eV, pm and ångström,
g/cm3, mg/kg, USD/kg, %); each false claim is its true twin with exactly one
fact changed. This set only measures how far the judge generalises: fixes must
not be made against it. ``FACTS`` (``tests/lexical_heldout6_facts.py``)
recomputes every claim's truth from the stored rows, so a label can never be
wrong silently.

``python tests/test_lexical_heldout6.py`` prints the per-category table that
BENCHMARKS.md records.
"""

from __future__ import annotations

import heldout_pairs
import pytest
from heldout_pairs import Pair
from lexical_heldout6_facts import (
    DATA,
    DI,
    EL,
    FACTS,
    GR,
    IE,
    IS,
    OX,
    PT,
    SE,
    rows_by_table,
)

from mt_raig.tables import Table

PAIRS: tuple[Pair, ...] = (
    # wrong_entity: the fact is right, the element, person or group it is pinned on is not
    Pair("we1", "wrong_entity", (EL,),
         "Oxygen is by far the most abundant element in the Earth's crust among those listed, at 461,000 mg/kg.",
         "Aluminum is by far the most abundant element in the Earth's crust among those listed, at 461,000 mg/kg."),
    Pair("we2", "wrong_entity", (EL, DI),
         "Sir Humphrey Davy isolated both sodium and potassium in 1807.",
         "Sir Humphrey Davy isolated both sodium and calcium in 1807."),
    Pair("we3", "wrong_entity", (EL, IE),
         "Sodium's first ionization energy, 5.139 eV, sits just below lithium's 5.392 eV.",
         "Sodium's first ionization energy, 5.139 eV, sits just below calcium's 5.392 eV."),
    Pair("we4", "wrong_entity", (EL, DI),
         "Iodine was discovered by Bernard Courtois in France in 1811.",
         "Iodine was discovered by Antoine J. Balard in France in 1811."),
    Pair("we5", "wrong_entity", (IS, EL),
         "The only radioactive isotope in the list is potassium-40, with a half-life of 1.248 billion years.",
         "The only radioactive isotope in the list is chlorine-37, with a half-life of 1.248 billion years."),
    Pair("we6", "wrong_entity", (EL, GR),
         "Titanium is the only element here that sits in group IVB.",
         "Copper is the only element here that sits in group IVB."),
    Pair("we7", "wrong_entity", (EL,),
         "The densest element in the table is copper at 8.96 g/cm3, with iodine next at 4.933 g/cm3.",
         "The densest element in the table is copper at 8.96 g/cm3, with titanium next at 4.933 g/cm3."),
    Pair("we8", "wrong_entity", (EL, DI),
         "Carl Wilhelm Scheele is credited with chlorine on his own and with oxygen jointly with Joseph Priestly, both in 1774.",
         "Carl Wilhelm Scheele is credited with nitrogen on his own and with oxygen jointly with Joseph Priestly, both in 1774."),
    Pair("we9", "wrong_entity", (EL, GR),
         "The pnictogens are represented only by nitrogen.",
         "The pnictogens are represented only by oxygen."),
    # superlative
    Pair("su1", "superlative", (EL, PT),
         "Titanium has the highest melting point of the thirteen elements, 1943.15 K.",
         "Copper has the highest melting point of the thirteen elements, 1357.77 K."),
    Pair("su2", "superlative", (EL, PT),
         "Nitrogen boils at the lowest temperature of any element listed, just 77.355 K.",
         "Oxygen boils at the lowest temperature of any element listed, just 90.188 K."),
    Pair("su3", "superlative", (EL, PT),
         "Oxygen has the lowest melting point in the set.",
         "Nitrogen has the lowest melting point in the set."),
    Pair("su4", "superlative", (EL, IE),
         "Of the seven elements with ionization data, chlorine needs the most energy to lose its first electron.",
         "Of the seven elements with ionization data, sodium needs the most energy to lose its first electron."),
    Pair("su5", "superlative", (EL,),
         "Lithium is the most expensive element listed at 81.4 USD per kg, while chlorine is the cheapest.",
         "Lithium is the most expensive element listed at 81.4 USD per kg, while nitrogen is the cheapest."),
    Pair("su6", "superlative", (EL,),
         "Potassium has the largest atomic radius of all thirteen elements, at 220 pm.",
         "Calcium has the largest atomic radius of all thirteen elements, at 220 pm."),
    Pair("su7", "superlative", (IS, EL),
         "Among the isotopes, lithium-7 has the highest natural abundance at 95.15%.",
         "Among the isotopes, potassium-39 has the highest natural abundance at 93.2581%."),
    Pair("su8", "superlative", (OX, EL),
         "Chlorine has more main oxidation states than any other element in the table, five in all.",
         "Bromine has more main oxidation states than any other element in the table, five in all."),
    Pair("su9", "superlative", (EL,),
         "Oxygen is the most electronegative element listed (3.44 on the Pauling scale) and potassium the least (0.82).",
         "Oxygen is the most electronegative element listed (3.44 on the Pauling scale) and sodium the least (0.93)."),
    Pair("su10", "superlative", (EL, IE),
         "Calcium has the lowest second ionization energy in the table, 11.872 eV.",
         "Magnesium has the lowest second ionization energy in the table, 15.035 eV."),
    # direction
    Pair("di1", "direction", (EL, PT),
         "Sodium melts at a higher temperature than potassium.",
         "Sodium melts at a lower temperature than potassium."),
    Pair("di2", "direction", (EL,),
         "Iodine is heavier than bromine but has a lower crustal abundance, 0.45 versus 2.4 mg/kg.",
         "Iodine is heavier than bromine but has a higher crustal abundance, 0.45 versus 2.4 mg/kg."),
    Pair("di3", "direction", (EL, IE, SE),
         "Going down the alkali metals from lithium to potassium, the first ionization energy falls steadily.",
         "Going down the alkali metals from lithium to potassium, the first ionization energy rises steadily."),
    Pair("di4", "direction", (IS, EL),
         "Magnesium-26 is slightly more common than magnesium-25 (11.025% against 10.011%).",
         "Magnesium-26 is slightly less common than magnesium-25 (11.025% against 10.011%)."),
    Pair("di5", "direction", (EL,),
         "Calcium is less dense than magnesium, despite its higher atomic weight.",
         "Calcium is denser than magnesium, despite its higher atomic weight."),
    Pair("di6", "direction", (EL, PT),
         "Bromine boils at a higher temperature than chlorine, while iodine's boiling point exceeds both.",
         "Bromine boils at a lower temperature than chlorine, while iodine's boiling point exceeds both."),
    Pair("di7", "direction", (EL,),
         "The atomic radius shrinks across period 3, from sodium (180 pm) to chlorine (100 pm).",
         "The atomic radius grows across period 3, from sodium (180 pm) to chlorine (100 pm)."),
    Pair("di8", "direction", (EL,),
         "Copper is more electronegative than titanium (1.9 vs 1.54).",
         "Copper is less electronegative than titanium (1.9 vs 1.54)."),
    Pair("di9", "direction", (EL,),
         "A kilogram of lithium costs more than a kilogram of iodine.",
         "A kilogram of lithium costs less than a kilogram of iodine."),
    # difference
    Pair("df1", "difference", (EL, PT),
         "Titanium's melting point is 585.38 K above copper's.",
         "Titanium's melting point is 685.38 K above copper's."),
    Pair("df2", "difference", (EL, PT),
         "Nitrogen is liquid over a range of only about 14.2 K.",
         "Nitrogen is liquid over a range of only about 12.2 K."),
    Pair("df3", "difference", (EL, IE),
         "Lithium's second ionization energy exceeds its first by about 70.2 eV.",
         "Lithium's second ionization energy exceeds its first by about 60.2 eV."),
    Pair("df4", "difference", (EL,),
         "Oxygen's abundance in the crust, 461,000 mg/kg, is 378,700 mg/kg more than aluminum's.",
         "Oxygen's abundance in the crust, 461,000 mg/kg, is 387,700 mg/kg more than aluminum's."),
    Pair("df5", "difference", (IS, EL),
         "Chlorine-35 outnumbers chlorine-37 by 51.6 percentage points.",
         "Chlorine-35 outnumbers chlorine-37 by 41.6 percentage points."),
    Pair("df6", "difference", (EL, DI),
         "Sodium and potassium were isolated in the same year, one year before magnesium and calcium.",
         "Sodium and potassium were isolated in the same year, two years before magnesium and calcium."),
    Pair("df7", "difference", (EL,),
         "Iodine's atomic weight is roughly 47 more than bromine's.",
         "Iodine's atomic weight is roughly 57 more than bromine's."),
    Pair("df8", "difference", (EL, PT),
         "Bromine's liquid range (66 K) is narrower than iodine's (about 70.7 K) by roughly 4.7 K.",
         "Bromine's liquid range (66 K) is narrower than iodine's (about 70.7 K) by roughly 7.4 K."),
    Pair("df9", "difference", (EL, DI),
         "Balard's discovery of bromine came 15 years after Courtois found iodine.",
         "Balard's discovery of bromine came 25 years after Courtois found iodine."),
    # joined: the fact only holds through a key column (atomic_number, group_id, series_id)
    Pair("jo1", "joined", (EL, GR, SE),
         "All three halogens in the table, chlorine, bromine and iodine, belong to group VIIA.",
         "All three halogens in the table, chlorine, bromine and iodine, belong to group VIA."),
    Pair("jo2", "joined", (EL, DI, SE),
         "The transition metal titanium was discovered in England.",
         "The transition metal titanium was discovered in Sweden."),
    Pair("jo3", "joined", (EL, DI, SE),
         "The alkali metals listed were discovered by Johann Arfwedson (lithium) and Sir Humphrey Davy (sodium and potassium).",
         "The alkali metals listed were discovered by Johann Arfwedson (lithium) and Carl Wilhelm Scheele (sodium and potassium)."),
    Pair("jo4", "joined", (EL, DI, SE),
         "Of the elements discovered in Sweden, lithium is the alkali metal and chlorine the halogen.",
         "Of the elements discovered in Sweden, lithium is the alkali metal and bromine the halogen."),
    Pair("jo5", "joined", (IS, EL),
         "Potassium-40, the only radioactive isotope listed, was identified in 1935.",
         "Potassium-40, the only radioactive isotope listed, was identified in 1921."),
    Pair("jo6", "joined", (OX, EL),
         "The elements with a single main oxidation state are titanium (+4) and copper (+2).",
         "The elements with a single main oxidation state are titanium (+4) and copper (+1)."),
    Pair("jo7", "joined", (EL, DI, SE),
         "Both alkaline earth metals in the table, magnesium and calcium, were isolated by Sir Humphrey Davy in 1808.",
         "Both alkaline earth metals in the table, magnesium and calcium, were isolated by Sir Humphrey Davy in 1807."),
    Pair("jo8", "joined", (EL, SE, GR),
         "The lone poor metal, aluminum, is in the boron group.",
         "The lone poor metal, aluminum, is in the pnictogen group."),
    Pair("jo9", "joined", (EL, GR, IS),
         "Copper, the table's only coinage metal, has two stable isotopes: copper-63 at 69.15% and copper-65 at 30.85%.",
         "Copper, the table's only coinage metal, has two stable isotopes: copper-63 at 30.85% and copper-65 at 69.15%."),
    # negation
    Pair("ne1", "negation", (EL, SE),
         "None of the thirteen elements is a noble gas.",
         "None of the thirteen elements is a halogen."),
    Pair("ne2", "negation", (DI, EL),
         "No element in the table was discovered in Germany.",
         "No element in the table was discovered in France."),
    Pair("ne3", "negation", (EL, DI),
         "Carl Wilhelm Scheele did not discover bromine.",
         "Carl Wilhelm Scheele did not discover chlorine."),
    Pair("ne4", "negation", (IS, EL),
         "None of the listed isotopes of chlorine, copper or bromine is radioactive.",
         "None of the listed isotopes of chlorine, potassium or bromine is radioactive."),
    Pair("ne5", "negation", (EL, PT),
         "Magnesium, calcium, titanium and copper have no critical temperature listed.",
         "Magnesium, calcium, titanium and aluminum have no critical temperature listed."),
    Pair("ne6", "negation", (EL,),
         "No element other than iodine lies beyond period 4.",
         "No element other than iodine lies beyond period 3."),
    Pair("ne7", "negation", (OX, EL),
         "Titanium does not show a negative main oxidation state.",
         "Nitrogen does not show a negative main oxidation state."),
    Pair("ne8", "negation", (EL, IE),
         "Neither sodium nor potassium has a second ionization energy below 30 eV.",
         "Neither sodium nor calcium has a second ionization energy below 30 eV."),
    Pair("ne9", "negation", (EL, DI),
         "Copper has no recorded discovery year, being known to the ancients.",
         "Titanium has no recorded discovery year, being known to the ancients."),
    # percent_vs_count
    Pair("pc1", "percent_vs_count", (EL, DI),
         "Sir Humphrey Davy is credited with four of the thirteen elements, about 31% of the table.",
         "Sir Humphrey Davy is credited with four of the thirteen elements, about 4% of the table."),
    Pair("pc2", "percent_vs_count", (IS, EL),
         "Potassium-40 accounts for just 0.0117% of natural potassium.",
         "Potassium-40 accounts for just 0.117% of natural potassium."),
    Pair("pc3", "percent_vs_count", (EL, SE),
         "Halogens make up three of the thirteen elements, or about 23%.",
         "Halogens make up three of the thirteen elements, or about 33%."),
    Pair("pc4", "percent_vs_count", (EL,),
         "The s-block accounts for 5 of the 13 elements (38%), the p-block for 6 (46%).",
         "The s-block accounts for 5 of the 13 elements (38%), the p-block for 7 (46%)."),
    Pair("pc5", "percent_vs_count", (IS, EL),
         "Of the 14 isotopes in the table, only 1 is radioactive, about 7%.",
         "Of the 14 isotopes in the table, only 1 is radioactive, about 14%."),
    Pair("pc6", "percent_vs_count", (OX, EL),
         "Chlorine accounts for 5 of the 14 main oxidation states listed, about 36%.",
         "Chlorine accounts for 5 of the 14 main oxidation states listed, about 50%."),
    Pair("pc7", "percent_vs_count", (EL,),
         "Oxygen makes up 461,000 mg/kg of the crust, that is about 46% by mass.",
         "Oxygen makes up 461,000 mg/kg of the crust, that is about 4.6% by mass."),
    Pair("pc8", "percent_vs_count", (IE, EL, SE),
         "Alkali metals are three of the seven elements with ionization energies, about 43%.",
         "Alkali metals are three of the seven elements with ionization energies, about 57%."),
    Pair("pc9", "percent_vs_count", (IS, EL),
         "Magnesium-24 accounts for about 79% of magnesium atoms, the other two isotopes for about 21%.",
         "Magnesium-24 accounts for about 79% of magnesium atoms, the other two isotopes for about 31%."),
    # words: counts, ratios and fractions written out
    Pair("wo1", "words", (DI, EL),
         "Sir Humphrey Davy discovered four elements in just two years.",
         "Sir Humphrey Davy discovered five elements in just two years."),
    Pair("wo2", "words", (EL, IE),
         "Lithium's second ionization energy is about fourteen times its first.",
         "Lithium's second ionization energy is about nine times its first."),
    Pair("wo3", "words", (IS, EL),
         "Copper-63 is more than twice as common as copper-65.",
         "Copper-63 is more than three times as common as copper-65."),
    Pair("wo4", "words", (IS, EL),
         "Chlorine-35 is roughly three times as abundant as chlorine-37.",
         "Chlorine-35 is roughly twice as abundant as chlorine-37."),
    Pair("wo5", "words", (OX, EL),
         "Two of the five elements with oxidation data have a single main state.",
         "Three of the five elements with oxidation data have a single main state."),
    Pair("wo6", "words", (OX, EL),
         "Nitrogen has three main oxidation states, one negative and two positive.",
         "Nitrogen has three main oxidation states, two negative and one positive."),
    Pair("wo7", "words", (EL,),
         "Period 4 contributes five elements, more than any other period.",
         "Period 4 contributes six elements, more than any other period."),
    Pair("wo8", "words", (EL, PT),
         "Lithium's boiling point is more than three times its melting point.",
         "Lithium's boiling point is more than four times its melting point."),
    Pair("wo9", "words", (EL,),
         "Iodine costs roughly eight times as much per kilogram as bromine.",
         "Iodine costs roughly eighteen times as much per kilogram as bromine."),
    Pair("wo10", "words", (EL, IE),
         "The first ionization energy of chlorine is more than twice that of sodium.",
         "The first ionization energy of chlorine is more than three times that of sodium."),
    Pair("wo11", "words", (IS, EL),
         "Roughly a quarter of chlorine atoms are chlorine-37.",
         "Roughly a third of chlorine atoms are chlorine-37."),
    # units_dates
    Pair("ud1", "units_dates", (EL, PT),
         "Bromine melts at 265.95 K, about -7 °C.",
         "Bromine melts at 265.95 K, about 7 °C."),
    Pair("ud2", "units_dates", (EL, DI),
         "Chlorine was discovered in 1774, in the 18th century, two years after nitrogen.",
         "Chlorine was discovered in 1774, in the 17th century, two years after nitrogen."),
    Pair("ud3", "units_dates", (IS, EL),
         "Potassium-40 has a half-life of about 1.25 billion years.",
         "Potassium-40 has a half-life of about 1.25 million years."),
    Pair("ud4", "units_dates", (EL, PT),
         "Aluminum's critical temperature is 6700.15 K.",
         "Aluminum's critical temperature is 6700.15 °C."),
    Pair("ud5", "units_dates", (EL, SE),
         "Lithium has a density of 0.534 g/cm3, the lowest of the metals listed.",
         "Lithium has a density of 5.34 g/cm3, the lowest of the metals listed."),
    Pair("ud6", "units_dates", (EL, DI),
         "Lithium was found in Sweden in 1817, eight years before aluminum was isolated in Denmark.",
         "Lithium was found in Sweden in 1815, eight years before aluminum was isolated in Denmark."),
    Pair("ud7", "units_dates", (EL, PT),
         "Oxygen melts at 54.36 K and boils at 90.188 K.",
         "Oxygen melts at 54.36 K and boils at 77.355 K."),
    Pair("ud8", "units_dates", (IS, EL),
         "Copper's two isotopes were both identified in 1923.",
         "Copper's two isotopes were both identified in 1932."),
    Pair("ud9", "units_dates", (EL,),
         "Magnesium atoms have a radius of 150 pm (1.5 ångström).",
         "Magnesium atoms have a radius of 150 pm (15 ångström)."),
    Pair("ud10", "units_dates", (EL, DI),
         "Nitrogen, discovered in 1772, is the earliest dated discovery in the table.",
         "Nitrogen, discovered in 1774, is the earliest dated discovery in the table."),
)

# What the judge gets wrong on this set. Its author never ran the judge on it; the first and only blind run was of the
# judge at 7abeb07 (lexical-8, 2026-12-04): 53 of 85 false twins caught (62%), 24 of 85 true claims kept (28%). The
# list below is for the judge today (lexical-9; the set is no longer blind: its misses were read in session 9, when
# the title-unit rules were written). Strict xfails, so a fix shows up as XPASS; "refutes" = a true claim scored 0.0; "accepts" = a false twin scored 1.0; "skips" = status skipped.
# Reasons never quote the claims.
WRONG_TODAY: dict[str, str] = {
    "we5": "refutes the true claim",
    "we8": "refutes the true claim",
    "su2": "refutes the true claim",
    "su4": "skips the true claim; skips the false twin",
    "su8": "skips the true claim; skips the false twin",
    "su10": "refutes the true claim",
    "di2": "accepts the false twin",
    "di3": "refutes the true claim",
    "di4": "refutes the true claim",
    "di5": "accepts the false twin",
    "di7": "accepts the false twin",
    "di8": "accepts the false twin",
    "df8": "refutes the true claim",
    "jo3": "refutes the true claim",
    "jo7": "accepts the false twin",
    "jo8": "accepts the false twin",
    "ne1": "skips the true claim; skips the false twin",
    "ne4": "accepts the false twin",
    "ne5": "refutes the true claim",
    "ne6": "accepts the false twin",
    "ne7": "refutes the true claim",
    "ne8": "refutes the true claim",
    "ne9": "refutes the true claim",
    "pc1": "accepts the false twin",
    "pc3": "refutes the true claim",
    "pc4": "refutes the true claim",
    "pc5": "refutes the true claim",
    "pc8": "refutes the true claim",
    "pc9": "refutes the true claim",
    "wo2": "skips the true claim; skips the false twin",
    "wo3": "refutes the true claim",
    "wo4": "refutes the true claim",
    "wo5": "accepts the false twin",
    "wo6": "accepts the false twin",
    "wo8": "accepts the false twin",
    "wo9": "accepts the false twin",
    "wo10": "skips the true claim; skips the false twin",
    "wo11": "refutes the true claim",
    "ud2": "refutes the true claim",
    "ud3": "accepts the false twin",
    "ud6": "refutes the true claim",
}


def load_tables() -> dict[str, Table]:
    """This set's stored rows as :class:`Table` objects with the JSON file's ids."""
    return heldout_pairs.load_tables(DATA)


def test_the_set_is_well_formed():
    """Unique ids, stored tables, a false twin that differs, a label check for each pair, >= 8 pairs per category."""
    heldout_pairs.check_well_formed(PAIRS, load_tables(), 8, FACTS)


@pytest.mark.parametrize("pair", PAIRS, ids=[p.id for p in PAIRS])
def test_labels_hold_on_the_rows(pair):
    """The true claim is true and the false twin false, recomputed from the stored rows."""
    holds_true, holds_false = FACTS[pair.id](rows_by_table())
    assert holds_true is True and holds_false is False, pair.id


@pytest.fixture(scope="module")
def tables():
    return load_tables()


def test_every_expected_failure_names_a_pair():
    assert set(WRONG_TODAY) <= {p.id for p in PAIRS}


@pytest.mark.parametrize("pair", heldout_pairs.params(PAIRS, WRONG_TODAY))
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, pair):
    """The true claim is supported (ok, 1.0) and its false twin refuted (ok, 0.0); a skip is a miss on either side."""
    heldout_pairs.assert_right(lexical_judge, tables, pair)


if __name__ == "__main__":
    import sys

    heldout_pairs.main(PAIRS, load_tables(), sys.argv)
