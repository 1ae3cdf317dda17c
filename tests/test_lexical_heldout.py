"""A blind held-out adversarial set for the embedded ``lexical`` judge, on BIRD dev databases it was never built on.

The claims were written before the judge was run on them and without reading its source or its other test sets:
they stand in for the independent held-out set of issue #22. Each pair is a true claim about the stored rows and
a false twin with one fact changed, in nine categories (wrong entity, superlative, direction, difference, a fact
joined through key columns, negation, percent vs count, numbers as words, units and dates). The tables are the
first 10 rows of BIRD dev tables (``tests/data/lexical_heldout_tables.json``; DATA.md names the source).
"""

from __future__ import annotations

from pathlib import Path

import heldout_pairs
from heldout_pairs import Pair

from mt_raig.tables import Table

DATA = Path(__file__).parent / "data" / "lexical_heldout_tables.json"




PAIRS: tuple[Pair, ...] = (
    # -- wrong entity: the right value given to another row ------------------------------------------------------
    Pair("we01", "wrong_entity", ("fi_district",), "Mlada Boleslav has an average salary of 11277.", "Kladno has an average salary of 11277."),
    Pair("we02", "wrong_entity", ("fi_district",), "Kolin, in central Bohemia, recorded 2616 crimes in 1995.", "Kutna Hora, in central Bohemia, recorded 2616 crimes in 1995."),
    Pair("we03", "wrong_entity", ("sc_event",), "The Laugh Out Loud social was held at 900 E. Washington St.", "The Women's Soccer outing was held at 900 E. Washington St."),
    Pair("we04", "wrong_entity", ("cg_cards",), "Angel of Mercy was illustrated by Volkan Baǵa.", "Angel of Mercy was illustrated by Justin Sweet."),
    Pair("we05", "wrong_entity", ("cg_sets",), "Fifth Dawn is part of the Mirrodin block.", "Seventh Edition is part of the Mirrodin block."),
    Pair("we06", "wrong_entity", ("th_patient",), "Patient 43003 was diagnosed with Raynaud's phenomenon.", "Patient 52199 was diagnosed with Raynaud's phenomenon."),
    Pair("we07", "wrong_entity", ("dc_gasstations",), "Gas station 47 belongs to chain 33 and sits in the Premium segment.", "Gas station 46 belongs to chain 33 and sits in the Premium segment."),
    Pair("we08", "wrong_entity", ("fi_loan",), "The loan on account 97 runs for 12 months with monthly payments of 8573.", "The loan on account 103 runs for 12 months with monthly payments of 8573."),
    Pair("we09", "wrong_entity", ("sc_member",), "Sacha Harrison serves as the club's President.", "Phillip Cullen serves as the club's President."),
    Pair("we10", "wrong_entity", ("dc_products",), "Product 2 is described as Nafta.", "Product 4 is described as Nafta."),
    # -- superlative: the top or bottom row named wrongly, or the extreme flipped --------------------------------
    Pair("su01", "superlative", ("fi_district",), "Hl.m. Praha is by far the most populous district, with 1204953 inhabitants.", "Kladno is by far the most populous district, with 1204953 inhabitants."),
    Pair("su02", "superlative", ("fi_district",), "Among the central Bohemian districts, Mlada Boleslav pays the highest average salary.", "Among the central Bohemian districts, Praha - vychod pays the highest average salary."),
    Pair("su03", "superlative", ("fi_district",), "Benesov has the lowest average salary of all ten districts.", "Beroun has the lowest average salary of all ten districts."),
    Pair("su04", "superlative", ("fi_loan",), "The largest loan in the table, 352704, was taken out on account 105.", "The largest loan in the table, 352704, was taken out on account 37."),
    Pair("su05", "superlative", ("sc_expense",), "The priciest single expense was the Post Cards, Posters purchase at 122.06.", "The priciest single expense was a Pizza purchase at 122.06."),
    Pair("su06", "superlative", ("cg_sets",), "Fifth Edition has the largest base set size, 455 cards.", "Tenth Edition has the largest base set size, 455 cards."),
    Pair("su07", "superlative", ("cg_sets",), "Unlimited Edition is the oldest set listed, released in December 1993.", "Revised Edition is the oldest set listed, released in December 1993."),
    Pair("su08", "superlative", ("th_examination",), "The examination of patient 163109 showed the highest ANA value, 4096.", "The examination of patient 133382 showed the highest ANA value, 4096."),
    Pair("su09", "superlative", ("dc_transactions",), "The cheapest transaction, at a price of 21.75, took place at gas station 636.", "The cheapest transaction, at a price of 21.75, took place at gas station 741."),
    Pair("su10", "superlative", ("dc_yearmonth",), "Customer 6's consumption was at its lowest in July 2012, at 43.67.", "Customer 6's consumption was at its highest in July 2012, at 43.67."),
    # -- direction: rose/fell, more/less, earlier/later ------------------------------------------------------------
    Pair("di01", "direction", ("fi_district",), "Unemployment in Kladno rose between 1995 and 1996.", "Unemployment in Kladno fell between 1995 and 1996."),
    Pair("di02", "direction", ("fi_district",), "Nymburk recorded fewer crimes in 1996 than in 1995.", "Nymburk recorded more crimes in 1996 than in 1995."),
    Pair("di03", "direction", ("fi_district",), "Beroun had slightly fewer crimes in 1996 than in 1995.", "Beroun had slightly more crimes in 1996 than in 1995."),
    Pair("di04", "direction", ("fi_district",), "Praha - vychod pays a higher average salary than Kladno.", "Praha - vychod pays a lower average salary than Kladno."),
    Pair("di05", "direction", ("dc_yearmonth",), "Customer 5's consumption climbed between July 2012 and March 2013.", "Customer 5's consumption declined between July 2012 and March 2013."),
    Pair("di06", "direction", ("dc_yearmonth",), "Customer 5 consumed less in April 2013 than in March 2013.", "Customer 5 consumed more in April 2013 than in March 2013."),
    Pair("di07", "direction", ("th_examination",), "For patient 174116 the aCL IgG reading was higher than the aCL IgM reading.", "For patient 174116 the aCL IgG reading was lower than the aCL IgM reading."),
    Pair("di08", "direction", ("fi_account",), "Account 2 was opened earlier than account 1.", "Account 2 was opened later than account 1."),
    Pair("di09", "direction", ("cg_sets",), "Seventh Edition came out after Classic Sixth Edition.", "Seventh Edition came out before Classic Sixth Edition."),
    Pair("di10", "direction", ("fi_district",), "Kolin has a higher share of urban inhabitants than Beroun.", "Kolin has a lower share of urban inhabitants than Beroun."),
    # -- difference: differences, sums, ratios, averages computed from rows ---------------------------------------
    Pair("df01", "difference", ("fi_district",), "Crimes in Hl.m. Praha went up by 13430 from 1995 to 1996.", "Crimes in Hl.m. Praha went up by 14430 from 1995 to 1996."),
    Pair("df02", "difference", ("fi_district",), "The average salary in Mlada Boleslav is 2770 higher than in Benesov.", "The average salary in Mlada Boleslav is 2270 higher than in Benesov."),
    Pair("df03", "difference", ("sc_expense",), "The three pizza expenses add up to 207.23.", "The three pizza expenses add up to 217.23."),
    Pair("df04", "difference", ("sc_budget",), "Together the ten budget lines plan for 735 in spending.", "Together the ten budget lines plan for 765 in spending."),
    Pair("df05", "difference", ("fi_loan",), "The loan on account 37 is about 3.9 times the size of the loan on account 2.", "The loan on account 37 is about 4.9 times the size of the loan on account 2."),
    Pair("df06", "difference", ("dc_transactions",), "Customer 46707 spent 552.71 in total across two transactions.", "Customer 46707 spent 562.71 in total across two transactions."),
    Pair("df07", "difference", ("fi_district",), "Unemployment in Hl.m. Praha more than doubled between 1995 and 1996.", "Unemployment in Hl.m. Praha more than tripled between 1995 and 1996."),
    Pair("df08", "difference", ("sc_budget",), "The Food budget rec5V70sIuIgpOzDT overspent its 150 allowance by 23.06.", "The Food budget rec5V70sIuIgpOzDT overspent its 150 allowance by 32.06."),
    Pair("df09", "difference", ("fi_order",), "Account 3 placed orders totalling 5001.", "Account 3 placed orders totalling 5101."),
    Pair("df10", "difference", ("dc_yearmonth",), "Customer 6 consumed 465.72 more in April 2013 than in July 2012.", "Customer 6 consumed 456.72 more in April 2013 than in July 2012."),
    Pair("df11", "difference", ("th_examination",), "The average aCL IgG across the ten examinations is 2.04.", "The average aCL IgG across the ten examinations is 2.4."),
    Pair("df12", "difference", ("tx_molecule",), "30% of the listed molecules carry a + label.", "40% of the listed molecules carry a + label."),
    # -- joined: the fact needs a key join across tables -----------------------------------------------------------
    Pair("jo01", "joined", ("sc_expense", "sc_member"), "Sacha Harrison paid for the Post Cards, Posters expense of 122.06.", "Phillip Cullen paid for the Post Cards, Posters expense of 122.06."),
    Pair("jo02", "joined", ("sc_expense", "sc_member"), "All three pizza purchases were made by Phillip Cullen.", "All three pizza purchases were made by Sacha Harrison."),
    Pair("jo03", "joined", ("sc_expense", "sc_member"), "The club's President logged two expenses, 122.06 and 67.81.", "The club's Vice President logged two expenses, 122.06 and 67.81."),
    Pair("jo04", "joined", ("sc_income", "sc_member"), "Connor Hilton paid 50 in dues on 2019-10-02.", "Luisa Guidi paid 50 in dues on 2019-10-02."),
    Pair("jo05", "joined", ("sc_attendance", "sc_member", "sc_event"), "Matthew Snay attended the Women's Soccer game.", "Angela Sanders attended the Women's Soccer game."),
    Pair("jo06", "joined", ("sc_budget", "sc_event"), "The April Speaker event has a Speaker Gifts budget of 25.", "The March Speaker event has a Speaker Gifts budget of 25."),
    Pair("jo07", "joined", ("fi_account", "fi_district"), "Account 2 is held at a branch in Hl.m. Praha.", "Account 2 is held at a branch in Kolin."),
    Pair("jo08", "joined", ("fi_account", "fi_district"), "Account 3 was opened in Kolin in July 1997.", "Account 3 was opened in Beroun in July 1997."),
    Pair("jo09", "joined", ("fi_loan", "fi_account", "fi_district"), "The 80952 loan went to an account whose branch is in the Prague region.", "The 80952 loan went to an account whose branch is in the central Bohemia region."),
    Pair("jo10", "joined", ("fi_disp", "fi_client"), "The owner of account 3 is a man born in 1956.", "The owner of account 3 is a man born in 1945."),
    Pair("jo11", "joined", ("cg_cards", "cg_rulings"), "Beacon of Immortality has three rulings.", "Bandage has three rulings."),
    Pair("jo12", "joined", ("dc_transactions", "dc_products"), "The largest purchase by amount, 34 units, was of Nafta.", "The largest purchase by amount, 34 units, was of Natural."),
    # -- negation: none / never / no ... in <year> -----------------------------------------------------------------
    Pair("ne01", "negation", ("sc_event",), "No events were scheduled in 2021.", "No events were scheduled in 2020."),
    Pair("ne02", "negation", ("sc_expense",), "None of the expenses cost more than 150.", "None of the expenses cost more than 100."),
    Pair("ne03", "negation", ("fi_card",), "No junior cards were issued in 1996.", "No junior cards were issued in 1998."),
    Pair("ne04", "negation", ("fi_loan",), "None of the loans was taken out before 1994.", "None of the loans was taken out before 1997."),
    Pair("ne05", "negation", ("sc_member",), "None of the members wears a Small t-shirt.", "None of the members wears a Large t-shirt."),
    Pair("ne06", "negation", ("fi_district",), "No district had an unemployment rate above 5 in 1995.", "No district had an unemployment rate above 5 in 1996."),
    Pair("ne07", "negation", ("th_patient",), "None of the male patients was born after 1940.", "None of the female patients was born after 1940."),
    Pair("ne08", "negation", ("cg_cards",), "No card in the list is mythic.", "No card in the list is rare."),
    Pair("ne09", "negation", ("tx_bond",), "Molecule TR000 contains no double (=) bonds.", "Molecule TR001 contains no double (=) bonds."),
    Pair("ne10", "negation", ("sc_income",), "The club never received dues larger than 50.", "The club never received any income larger than 50."),
    Pair("ne11", "negation", ("fi_order",), "No single order exceeded 8000.", "No single order exceeded 7000."),
    Pair("ne12", "negation", ("dc_gasstations",), "None of the listed gas stations is in the Discount segment.", "None of the listed gas stations is in the Premium segment."),
    # -- percent vs count: a share read as a count or a count read as a share --------------------------------------
    Pair("pc01", "percent_vs_count", ("dc_gasstations",), "30% of the listed gas stations are in the Premium segment.", "30 of the listed gas stations are in the Premium segment."),
    Pair("pc02", "percent_vs_count", ("dc_customers",), "Five of the customers are in the SME segment.", "Five percent of the customers are in the SME segment."),
    Pair("pc03", "percent_vs_count", ("fi_district",), "Hl.m. Praha is fully urban, with 100% of its inhabitants living in towns.", "Hl.m. Praha is fully urban, with 100 of its inhabitants living in towns."),
    Pair("pc04", "percent_vs_count", ("tx_molecule",), "Seven of the ten molecules are labelled -.", "7% of the molecules are labelled -."),
    Pair("pc05", "percent_vs_count", ("fi_card",), "Gold cards make up 30% of the cards issued.", "Gold cards make up 3% of the cards issued."),
    Pair("pc06", "percent_vs_count", ("sc_income",), "Dues account for nine of the ten income entries.", "Dues account for 9% of the income entries."),
    Pair("pc07", "percent_vs_count", ("sc_income",), "Fundraising made up about 31% of the income recorded.", "Fundraising made up about 200% of the income recorded."),
    Pair("pc08", "percent_vs_count", ("cg_cards",), "Three of the ten cards are instants.", "Three percent of the ten cards are instants."),
    Pair("pc09", "percent_vs_count", ("th_examination",), "Thrombosis was recorded (a value above 0) in 30% of the examinations.", "Thrombosis was recorded (a value above 0) in 30 of the examinations."),
    Pair("pc10", "percent_vs_count", ("th_patient",), "Eight of the ten patients are women.", "8% of the patients are women."),
    Pair("pc11", "percent_vs_count", ("fi_district",), "Nine of the ten districts lie in central Bohemia.", "Nine percent of the districts lie in central Bohemia."),
    # -- numbers written as words, ordinals ------------------------------------------------------------------------
    Pair("wo01", "words", ("sc_event",), "Three of the events are guest speaker talks.", "Four of the events are guest speaker talks."),
    Pair("wo02", "words", ("cg_sets",), "Fifth Edition has the second-largest total set size, behind Tenth Edition.", "Fifth Edition has the third-largest total set size, behind Tenth Edition."),
    Pair("wo03", "words", ("fi_district",), "Kladno is the second most populous district.", "Kladno is the third most populous district."),
    Pair("wo04", "words", ("sc_expense",), "Pizza was bought three times.", "Pizza was bought four times."),
    Pair("wo05", "words", ("dc_transactions",), "Gas station 636 handled three transactions.", "Gas station 636 handled two transactions."),
    Pair("wo06", "words", ("tx_atom",), "Molecule TR000 contains three cl atoms and one c atom.", "Molecule TR000 contains two cl atoms and one c atom."),
    Pair("wo07", "words", ("fi_loan",), "Four of the loans have status A.", "Five of the loans have status A."),
    Pair("wo08", "words", ("cg_cards",), "Four of the cards are uncommon.", "Six of the cards are uncommon."),
    Pair("wo09", "words", ("fi_order",), "Account 3 placed three payment orders.", "Account 3 placed five payment orders."),
    Pair("wo10", "words", ("fi_loan",), "The shortest loans run for twelve months.", "The shortest loans run for twenty-four months."),
    Pair("wo11", "words", ("th_examination",), "Three of the examinations have symptoms recorded.", "Two of the examinations have symptoms recorded."),
    Pair("wo12", "words", ("sc_member",), "Five members wear X-Large shirts.", "Three members wear X-Large shirts."),
    # -- units and dates -------------------------------------------------------------------------------------------
    Pair("ud01", "units_dates", ("fi_loan",), "The loan for account 105 runs for four years.", "The loan for account 105 runs for three years."),
    Pair("ud02", "units_dates", ("fi_loan",), "Account 37's loan runs for five years.", "Account 37's loan runs for six years."),
    Pair("ud03", "units_dates", ("sc_event",), "The Football game was held in September 2019.", "The Football game was held in October 2019."),
    Pair("ud04", "units_dates", ("sc_event",), "The Officers meeting - January started at 9:30 am.", "The Officers meeting - January started at 10:30 am."),
    Pair("ud05", "units_dates", ("dc_transactions",), "The first transaction of the day on 24 August 2012 was at 8:49 in the morning.", "The first transaction of the day on 24 August 2012 was at 9:49 in the morning."),
    Pair("ud06", "units_dates", ("dc_yearmonth",), "Customer 5 consumed 1931.36 in March 2013.", "Customer 5 consumed 1931.36 in March 2012."),
    Pair("ud07", "units_dates", ("th_patient",), "Patient 57266 was born in July 1923.", "Patient 57266 was born in June 1923."),
    Pair("ud08", "units_dates", ("cg_sets",), "Double Masters was released in August 2020.", "Double Masters was released in August 2019."),
    Pair("ud09", "units_dates", ("fi_card",), "Card 5, a junior card, was issued in April 1995.", "Card 5, a junior card, was issued in April 1996."),
    Pair("ud10", "units_dates", ("cg_rulings",), "The earliest ruling dates from June 2005.", "The earliest ruling dates from June 2006."),
    Pair("ud11", "units_dates", ("sc_expense",), "The parking expense of 6 dollars was recorded on 19 November 2019.", "The parking expense of 6 dollars was recorded on 9 November 2019."),
    Pair("ud12", "units_dates", ("fi_district",), "Hl.m. Praha has about 1.2 million inhabitants.", "Hl.m. Praha has about 12 million inhabitants."),
    Pair("ud13", "units_dates", ("fi_client",), "Client 6 was born on 22 September 1919.", "Client 6 was born on 22 September 1991."),
)

# What the judge got wrong on its first run over this set (judge lexical-3 at commit da618c0, 2026-12-04): strict
# xfails, so a fix shows up as XPASS (then drop the entry). "refutes" = a true claim scored 0.0; "accepts" = a
# false twin scored 1.0; "skips" = status skipped (the judge's "cannot check").
WRONG_TODAY: dict[str, str] = {
    "su02": "refutes the true claim: ranks over all ten districts, ignoring 'among the central Bohemian districts'",
    "df05": "refutes the true ratio: the loans named by account_id are not found, so 3.9 (318480 / 80952) is not derived",
    "df08": "refutes the true overspend: 23.06 (spent 173.06 - amount 150) is not derived",
    "jo03": "refutes the true claim: counts 2 expenses joined to President, but their costs are not found in those rows",
    "ne08": "skips the true claim",
    "pc03": "accepts '100 of its inhabitants': the percent column's 100 is accepted as a count of people",
    "pc08": "skips the true claim; accepts the false twin",
    "wo06": "skips the true claim; skips the false twin",
}


class TestSet(heldout_pairs.HeldOutSet):
    PAIRS, WRONG_TODAY, DATA = PAIRS, WRONG_TODAY, DATA


def load_tables() -> dict[str, Table]:
    """This set's stored rows as :class:`Table` objects with the JSON file's ids."""
    return heldout_pairs.load_tables(DATA)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
