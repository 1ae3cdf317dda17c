"""Price bases, rate bases, years a description picks, and ratios ranked (issue 22, items 1-2; set 41 read in session
29). Each case failed on lexical-28 unless marked a guard:

- a year inside a header that is a price base ("hourly_pay_1950_dollars") dates no value: "in 1972" reads that column
  (``headers.YEAR_IN_HEADER``); a claim naming another base than the tables' is false (``pricebases``);
- a rate base inside a snake_case header ("injuries_per_100000") is the column's own, not the title's first "per ..."
  (``units.rate_base``); a rate restated per another base or as a percent converts or contradicts (``conversions``);
- "In the year X hit its low point, ...", "... were at their lowest, ...", "The year of the highest X saw ..." pick
  that year's row of the other table (``descriptions``); "When X first passed $100, ..." the first year past it
  (``crossings``);
- "was least common" ranks like "the lowest"; "the largest brain relative to its body weight" ranks the ratio
  (``relativeranks``);
- counts of years ("in two of the years", "in just one year": the one yearly table the words name, ``boundcounts``),
  bounds in another unit of the same dimension ("a brain heavier than 1 kilogram" of ``brain_g``; "less than a
  kilogram", ``boundidioms``); a gap of two rates per 100,000 written with its base; "a relative rise" is a percent
  change, never points; "about 57% of men's" is one cell's ratio to another, not a share of the rows (``counting``);
- "fell from the year before seven times between 1970 and 1974" counts the steps in the span (``stepcounts``); "did not
  fall in any year from A to B" is "rose year after year" (``rewrites``); "in relative terms, X grew faster than Y's
  between A and B" compares percent changes (``growthrates``); "burns struck about 11 workers per 100,000" is a row's
  burns / its workers per 100,000, of the column its words name best (``derive``); "Per worker, burns were rarer on the
  day shift than on the night shift" compares burns / workers (``percapita``); counts of rows past a comparative bound
  ("have brains heavier than two kilograms", ``boundcounts``); "the lowest injury rate" picks ``injuries_per_100000``
  over ``injuries_per_100000_women`` (fewer header words unsaid, ``descriptions``); "In the first year savings passed
  more than $100, ..." (``crossings``); "In the year A and B opened, ..." (two names whose rows keep one year,
  ``whenyears``); "..., up from the year before" compares with the year before's cell (``yearbefore``); "hit 9 triples":
  a one-word header right after the number names it above the verb before it ("hit": ``hits``), and "the mill's 1972
  payroll" dates its row (``windows``); "had 60 cannonballs per gun" is derivable though one digit is significant
  (``derive``); a share of the steps after a count of them ("..., roughly 75% of the year-to-year changes"); "lost 280
  more workers to injury than" compares a count the usual way round (only a signed column, a return, is read the other
  way: ``comparisons``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PAY = Table("mill_pay", "Mill workers, 1970 to 1974: hourly pay in constant 1950 dollars and the share working nights",
            ("year", "hourly_pay_1950_dollars", "night_shift_pct", "savings_per_capita_dollars"), (
                ("1970", "1.84", "12.5", "88.0"), ("1971", "1.91", "11.9", "96.4"), ("1972", "2.07", "10.2", "103.9"),
                ("1973", "2.02", "10.8", "121.0"), ("1974", "2.11", "13.1", "140.2")))
INJURY = Table("mill_injuries", "Mill injuries, 1970 to 1974: the apprentice rate per 1000 workers and injury rates per 100,000",
               ("year", "apprentices_per_1000", "injuries_per_100000", "burns_per_100000"), (
                   ("1970", "41", "812.4", "95.1"), ("1971", "44", "790.0", "88.7"), ("1972", "39", "846.3", "91.0"),
                   ("1973", "47", "1046.8", "97.5"), ("1974", "45", "930.2", "84.3")))
STAFF = Table("mill_staff", "Mill staff and injuries by shift, 1972", ("shift", "workers", "burns", "non_burn_injuries"), (
    ("day", "8150", "9", "61"), ("night", "2230", "6", "30")))
WAGES = Table("mill_wages", "Weekly wages at the mill, 1970 to 1972", ("year", "men_weekly_wage", "women_weekly_wage"), (
    ("1970", "40.00", "22.80"), ("1971", "41.50", "24.10"), ("1972", "43.20", "26.00")))
ANIMALS = Table("animal_brains", "Five animals: body weight in kilograms and brain weight in grams", ("animal", "body_kg", "brain_g"), (
    ("Horse", "521", "655"), ("Squirrel monkey", "0.9", "24"), ("Goat", "27.7", "115"), ("Jaguar", "100", "157"),
    ("Mouse", "0.023", "0.4")))


@pytest.mark.parametrize("true,false,tables", [
    ("In 1972 hourly pay was $2.07 in constant 1950 dollars.", "In 1972 hourly pay was $2.07 in constant 1972 dollars.", [PAY]),
    ("Hourly pay peaked in 1974 at $2.11.", "Hourly pay peaked in 1973 at $2.11.", [PAY]),
    ("The injury rate was 1,046.8 per 100,000 in 1973.", "The injury rate was 1,046.8 per 100,000 in 1972.", [INJURY]),
    ("In 1973 the injury rate of 1,046.8 per 100,000 worked out to about one injury per hundred workers.",
     "In 1973 the injury rate of 1,046.8 per 100,000 worked out to about one injury per thousand workers.", [INJURY]),
    ("The burn rate of 95.1 per 100,000 in 1970 comes to about 0.1% of workers.",
     "The burn rate of 95.1 per 100,000 in 1970 comes to about 1% of workers.", [INJURY]),
])
def test_price_and_rate_bases(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


@pytest.mark.parametrize("true,false", [
    ("In the year the night-shift share hit its low point, the injury rate was 846.3 per 100,000.",
     "In the year the night-shift share hit its low point, the injury rate was 1,046.8 per 100,000."),
    ("In the year burns were at their lowest, 13.1% worked nights.", "In the year burns were at their lowest, 10.8% worked nights."),
    ("The year of the highest injury rate saw the night-shift share at 10.8%.", "The year of the highest injury rate saw the night-shift share at 10.2%."),
    ("When savings per capita first passed $100, the apprentice rate was 39 per 1000.",
     "When savings per capita first passed $100, the apprentice rate was 44 per 1000."),
    ("The year hourly pay first topped $2, the injury rate stood at 846.3 per 100,000.",
     "The year hourly pay first topped $2, the injury rate stood at 1,046.8 per 100,000."),
])
def test_a_year_a_description_picks(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PAY, INJURY], true, false)


@pytest.mark.parametrize("true,false,tables", [
    ("Night-shift work was least common in 1972, at 10.2%.", "Night-shift work was most common in 1972, at 10.2%.", [PAY]),
    ("Of these animals, the squirrel monkey has the largest brain relative to its body weight.",
     "Of these animals, the squirrel monkey has the smallest brain relative to its body weight.", [ANIMALS]),
    ("Of these animals, the horse has the smallest brain relative to its body weight.",  # its brain is the heaviest
     "Of these animals, the horse has the largest brain relative to its body weight.", [ANIMALS]),
])
def test_ranks_said_otherwise(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


@pytest.mark.parametrize("true,false,tables", [
    ("The injury rate stood above nine hundred per 100,000 in two of the years.",
     "The injury rate stood above nine hundred per 100,000 in three of the years.", [PAY, INJURY]),
    ("The injury rate exceeded one thousand per 100,000 in just one year.",
     "The injury rate exceeded one thousand per 100,000 in just two years.", [PAY, INJURY]),
    ("None of the five animals has a brain heavier than 1 kilogram.", "None of the five animals has a brain heavier than 0.5 kilograms.", [ANIMALS]),
    ("Two animals weigh less than a kilogram.", "Three animals weigh less than a kilogram.", [ANIMALS]),
    ("In 1973 the injury rate was 949.3 per 100,000 above the burn rate.",  # a guard
     "In 1973 the injury rate was 939.3 per 100,000 above the burn rate.", [INJURY]),
    ("Between 1970 and 1974 the night-shift share went from 12.5% to 13.1%, a relative rise of about 5%.",
     "Between 1970 and 1974 the night-shift share went from 12.5% to 13.1%, a relative rise of about 0.6%.", [PAY]),
    ("In 1970 women's weekly wage was about 57% of men's.", "In 1970 women's weekly wage was about 43% of men's.", [WAGES]),  # a guard
])
def test_counts_units_and_ratios(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


@pytest.mark.parametrize("true,false,tables", [
    ("Savings per capita rose from the year before four times between 1971 and 1974.",
     "Savings per capita rose from the year before three times between 1971 and 1974.", [PAY]),
    ("Hourly pay fell once between 1970 and 1974.", "Hourly pay fell twice between 1970 and 1974.", [PAY]),
    ("Savings per capita did not fall in any year from 1970 to 1974.", "Hourly pay did not fall in any year from 1970 to 1974.", [PAY]),
    ("In relative terms, women's weekly wage grew faster than men's between 1970 and 1972.",
     "In relative terms, women's weekly wage grew more slowly than men's between 1970 and 1972.", [WAGES]),
    ("On the night shift, burns struck about 269 workers per 100,000.", "On the night shift, burns struck about 269 workers per 10,000.", [STAFF]),
    ("On the day shift, non-burn injuries came to about 748 per 100,000 workers.",
     "On the day shift, burns came to about 748 per 100,000 workers.", [STAFF]),
])
def test_steps_growth_and_rates_of_a_row(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


@pytest.mark.parametrize("true,false,tables", [
    ("Per worker, burns were rarer on the day shift than on the night shift.",
     "Per worker, burns were more common on the day shift than on the night shift.", [STAFF]),
    ("Only one animal has a brain heavier than 0.5 kilograms.", "Only two animals have a brain heavier than 0.5 kilograms.", [ANIMALS]),
])
def test_rows_per_head_and_comparative_bounds(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


INJURY_BY_SEX = Table("mill_injuries_by_sex", "Mill injury rates per 100,000, 1970 to 1972",
                      ("year", "injuries_per_100000", "injuries_per_100000_women"), (("1970", "812.4", "402.0"), ("1971", "790.0", "388.5"),
                                                                                     ("1972", "846.3", "377.1")))


def test_a_column_named_with_fewest_words_unsaid(lexical_judge):
    assert_kept_and_caught(lexical_judge, [INJURY_BY_SEX, PAY], "The year with the lowest injury rate saw 11.9% working nights.",
                           "The year with the lowest injury rate saw 10.2% working nights.")


SHOPS = Table("mill_shops", "Shops opened near the mill", ("shop", "year"), (("Bakery", "1971"), ("Cobbler", "1973"), ("Grocer", "1973")))


@pytest.mark.parametrize("true,false,tables", [
    ("In the first year savings per capita were more than $100, the injury rate was 846.3 per 100,000.",
     "In the first year savings per capita were more than $100, the injury rate was 790.0 per 100,000.", [PAY, INJURY]),
    ("In the year the Cobbler and the Grocer opened, the injury rate was 1,046.8 per 100,000.",
     "In the year the Cobbler and the Grocer opened, the injury rate was 846.3 per 100,000.", [SHOPS, INJURY]),
    ("In 1973, the injury rate was 1,046.8 per 100,000, up from the year before.",
     "In 1973, the injury rate was 1,046.8 per 100,000, down from the year before.", [INJURY]),
])
def test_years_picked_and_the_year_before(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


BATTER = Table("batter", "A batter's seasons", ("year", "games", "hits", "doubles", "triples"), (
    ("1931", "150", "180", "31", "9"), ("1932", "148", "171", "29", "12")))


@pytest.mark.parametrize("true,false,tables", [
    ("The batter hit 9 triples in 1931.", "The batter hit 9 triples in 1932.", [BATTER]),
    ("The mill's 1972 night-shift share of 10.2% was its lowest.", "The mill's 1973 night-shift share of 10.2% was its lowest.", [PAY]),
])
def test_headers_after_numbers_and_owned_years(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


FLEET = Table("fleet", "Squadrons of a fleet", ("squadron", "ships", "guns", "cannonballs"), (
    ("Blue", "10", "200", "12000"), ("Red", "12", "300", "15000")))


@pytest.mark.parametrize("true,false,tables", [
    ("The Blue squadron had 60 cannonballs per gun.", "The Blue squadron had 60 guns per cannonball.", [FLEET]),
    ("Savings per capita rose on the year before 4 times between 1971 and 1974, 100% of the year-to-year changes.",
     "Savings per capita rose on the year before 4 times between 1971 and 1974, 80% of the year-to-year changes.", [PAY]),
])
def test_ratios_per_and_shares_of_steps(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


SHIFTS = Table("shift_losses", "Workers lost to injury by shift, 1972", ("shift", "workers_lost"), (("day", "340"), ("night", "60")))


def test_a_loss_counted_more_is_more(lexical_judge):
    assert_kept_and_caught(lexical_judge, [SHIFTS], "The day shift lost 280 more workers to injury than the night shift did.",
                           "The night shift lost 280 more workers to injury than the day shift did.")
