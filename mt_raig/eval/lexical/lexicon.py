"""The word lists the lexical proxy judge reads claims with (data only, no logic).

Every list is generic English or generic table vocabulary; none names a dataset.
Words are matched after lower-casing and Snowball stemming (:func:`stem`).
"""

from __future__ import annotations

import re

from functools import lru_cache

import Stemmer

_STEMMER = Stemmer.Stemmer("english")


_IRREGULAR = {"wives": "wife", "housewives": "housewif", "knives": "knife"}  # plurals Snowball leaves apart ("wives": "wive")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Snowball stem of a lower-cased word ("cancellations" -> "cancel"; "wives" -> "wife", as "wife" stems; a
    quality in "-osity" as its adjective in "-ous": "religiosity" -> "religi", as "religious" stems)."""
    low = word.lower()
    if low.endswith("osity"):  # a quality as its adjective stems: "religiosity" as "religious", "generosity" as "generous"
        low = low[:-5] + "ous"
    return _STEMMER.stemWord(_IRREGULAR.get(low, low))


# Capitalised words that start sentences too often to stand for a table cell on their own.
COMMON_WORDS = frozenset(
    """the this that these those there their then than when where which while with without from into over under
    after before during between among both each every most more less least only also about above below
    high higher highest low lower lowest great greater greatest large larger largest small smaller smallest
    north south east west northern southern eastern western central new old first second third last next
    other same overall total average mean median several many some such however although though because since
    early late year years season series team teams group state states city county national international
    general royal saint all any none""".split()
)
GENERIC_CELLS = frozenset({"yes", "no", "none", "n/a", "na", "nan", "null", "total", "unknown", "other", "tbd", "tba", "all"})

# Abbreviations after which a period never ends a sentence, and ones that end it
# only before an upper-case word ("Delta Air Lines Inc. and" vs "... Inc. The").
NEVER_FINAL = frozenset(
    "mr mrs ms dr prof st mt ft vs v cf no nos approx fig figs est gen gov sen rep col lt sgt capt ave dept univ "
    "jan feb mar apr jun jul aug sep sept oct nov dec e.g i.e a.m p.m".split()
)
MAYBE_FINAL = frozenset("inc co ltd corp jr sr etc bros llc plc al".split())

# Words that say nothing about content: left out when comparing a claim or topic with the question.
STOPWORDS = frozenset(
    """a an the of in on at to for from by with and or but nor as is are was were be been being has have had do does
    did it its this that these those there their they them he she his her we our you your i which what who whom whose
    how why when where whether if than then so such into over under about across between among per each every all
    any both either neither some most more much many few other same own also only just very can could would should
    will shall may might must not no did show shows showed shown reveal reveals data table tables dataset analysis
    insight insights question summarize summary describe describes compare comparison overall based according
    given listed recorded record using use""".split()
)

# "the largest city": by population or by area, whichever a table has (a claim ranked on both must hold on both)
_SIZE = ("largest", "biggest", "smallest", "larger", "bigger", "smaller")
# Header abbreviations and the words a writer uses for them.
_NORTH = ("north", "south", "northernmost", "southernmost", "northerly", "southerly")
_EAST = ("east", "west", "easternmost", "westernmost", "easterly", "westerly")
HEADER_SYNONYMS = {
    "avg": ("average", "mean"), "mean": ("average", "mean"), "dep": ("departure", "depart", "departed", "left", "leave", "leaving"), "arr": ("arrival", "arrive", "arrived", "landed"),
    "pct": ("percent", "percentage", "share", "rate"), "perc": ("percent",), "temp": ("temperature", "warmest", "hottest", "coldest", "coolest", "warmer", "hotter", "colder", "cooler"),
    "temperature": ("warmest", "hottest", "coldest", "coolest", "warmer", "hotter", "colder", "cooler", "warm", "hot", "cold"),
    "mpg": ("frugal", "economical", "efficient", "economy"),  # fuel economy: "the most frugal car" (more miles per gallon)
    "humid": ("humidity",), "horsepower": ("hp", "bhp", "power", "powerful"), "rpm": ("revs", "revolutions"),
    "passengers": ("entries", "riders", "ridership", "busiest", "busier", "busy", "quietest", "quieter"), "change": ("growth", "grew", "grown", "growing"), "growth": ("grew", "grown", "growing", "grow", "grows"),  # "the fastest growth" of ``pop_change_pct``
    "precip": ("precipitation", "rain", "rainfall", "wettest", "driest", "wetter", "drier", "rainiest"),
    "rainfall": ("rain", "wettest", "driest", "wetter", "drier", "rainiest"), "first": ("start", "starts", "begin", "begins"),
    "attempts": ("threw", "thrown", "throws", "passes"),  # "threw fifty or more passes", "70% of his passes": a quarterback's pass attempts
    "baseline": ("start", "beginning", "outset", "initially", "initial", "entry", "enrolment", "enrollment"),  # "more polyps after a
    # year than at the start": ``polyps_baseline``
    "precipitation": ("rain", "rainfall", "wettest", "driest", "wetter", "drier", "rainiest"), "max": ("maximum", "high", "highs"), "visib": ("visibility",), "dist": ("distance",),
    "pop": ("population",), "num": ("number",), "no": ("number",), "yr": ("year",), "min": ("minute", "minimum", "low", "lows"),
    "hr": ("hour", "homers", "homered"), "hrs": ("hour",), "sec": ("second",), "hs": ("high", "school"), "lifeexp": ("life", "expectancy"),
    "gdppercap": ("gdp",), "qty": ("quantity", "units"), "quantity": ("units", "items", "pieces"), "amt": ("amount",), "cnt": ("count",), "tot": ("total",),
    "cancelled": ("cancellation",), "canceled": ("cancellation",), "delayed": ("delay",), "delay": ("late", "lateness"),
    # adjectives that name a quantity ("the richest", "more punctual", "the busiest")
    "gdp": ("income", "richest", "poorest", "richer", "poorer", "wealthiest", "economy", "economies", "output"),
    "gsp": ("economy", "economies", "output"), "gnp": ("economy", "economies", "output"),  # "Michigan's economy grew": its gross product
    "income": ("richest", "poorest", "richer", "poorer", "wealthiest", "earned", "earning", "earn", "earns"),
    "prestige": ("prestigious",), "production": ("output", "produced"),  # "Saudi output peaked"
    "population": ("populous", "people", "residents", "inhabitants", *_SIZE), "speakers": ("spoken", "speak", "speaks", "speaking"),
    "area": ("size", *_SIZE),
    "distance": ("distant", "farthest", "furthest", "long", "longer", "longest", "shortest"),
    "flights": ("busiest", "busier"), "viewers": ("watched", "audience", "viewership"),
    "murder": ("violent", "homicide", "deadliest"),
    "strikeouts": ("strike", "struck", "strikes", "fanned"), "strikeout": ("strike", "struck", "strikes", "fanned"),  # "struck out"
    "deaths": ("died", "killed", "kill", "kills", "dead", "fatalities", "deadliest", "deadlier", "lost"),  # "cholera killed 907"
    "death": ("died", "killed", "kill", "kills", "dead", "fatalities", "deadliest", "deadlier"),
    **{w: ("busiest", "busier", "busy", "quietest", "quieter") for w in ("rentals", "rides", "trips", "visitors", "visits", "riders", "customers")},
    # "June was the busiest month, with 143,512 rentals"
    "spending": ("spent", "spend", "spends"), "expenditure": ("spent", "spend", "spends", "spending"),  # "Sweden spent $327 per
    # person on medical care": ``medical_spending_per_capita_usd``
    "admitted": ("admission", "admissions", "admit", "admits"),  # "the women's admission rate" of ``percent_admitted``
    "applicants": ("applied", "apply", "applying", "applications"),  # "More women than men applied to major E"
    "fatalities": ("died", "killed", "kill", "kills", "dead", "deaths", "deadliest", "deadlier", "lost"),  # "airliner accidents killed 879"
    **{w: ("incarceration", "incarcerated", "imprisoned", "imprisonment", "inmates") for w in ("prisoners", "prisoner")},  # "the
    # incarceration rate" of ``prisoners_per_100k``
    "age": ("oldest", "youngest", "older", "younger"),
    "males": ("men", "boys", "man", "boy"), "male": ("men", "boys", "man", "boy"),  # "women and girls outnumbered men and boys"
    "females": ("women", "girls", "woman", "girl"), "female": ("women", "girls", "woman", "girl"),
    "women": ("woman", "female", "females"), "men": ("man", "male", "males"),  # "No woman won in under 2:22:30": ``women_time``
    "alt": ("altitude", "elevation", "highest"), "altitude": ("elevation", "highest", "higher", "high", "tallest", "taller", "lower", "lowest"),
    "elevation": ("altitude", "highest", "higher", "high", "tallest", "taller", "lower", "lowest"),
    "length": ("long", "longer", "longest", "shorter", "shortest"), "density": ("dense", "denser", "densest", "sparsest", "sparser"),
    "depth": ("deep", "deeper", "deepest", "shallow", "shallower", "shallowest"),
    "difficulty": ("difficult", "hard", "harder", "hardest", "tough", "tougher", "toughest", "easy", "easier", "easiest"),
    "lat": ("latitude", *_NORTH), "lng": ("longitude", *_EAST), "lon": ("longitude", *_EAST), "long": ("longitude", *_EAST),
    "latitude": _NORTH, "longitude": _EAST, "declination": _NORTH,  # "the southernmost", "further north than"
    "pos": ("position", "finished", "place"),
    "dob": ("born", "birth", "birthday", "birthdate"), "birthday": ("born", "birth"),
    # a date of birth ranks people by age (older = born earlier); a hire date says when someone joined
    "birth": ("born", "older", "younger", "oldest", "youngest"), "hire": ("hired", "joined", "joining", "recruited"),
    "hired": ("joined", "joining", "recruited"), "creation": ("created", "registered", "signed"),
    # a track's or a film's running time and a file's size, by the adjectives a writer uses for them
    "milliseconds": ("long", "longer", "longest", "short", "shorter", "shortest", "length", "duration", "runtime"),
    "duration": ("long", "longer", "longest", "shorter", "shortest", "lasted", "lasting"), "served": ("tenure", "career", "service"),
    "office": ("spell", "spells", "tenure", "term", "terms", "long", "longer", "longest", "shorter", "shortest"),  # "the longest
    # spell in office", "served twice as long": ``years_in_office``
    "days": ("long", "longer", "longest", "shorter", "shortest", "lasted", "lasting"),  # a count of days is a duration "runtime": ("long", "longer", "longest", "shorter", "shortest"),
    "bytes": ("size", "large", "larger", "largest", "big", "bigger", "biggest", "smaller", "smallest"),
    "height": ("tall", "taller", "tallest", "short", "shorter", "shortest"), "weight": ("weighs", "weigh", "outweighs", "outweighed", "outweigh", "heavy", "heavier", "heaviest", "lighter", "lightest"),
    "mass": ("weight", "weighs", "weigh", "weighed", "outweighs", "outweighed", "outweigh", "heavy", "heavier", "heaviest", "lighter", "lightest"),
    "msrp": ("price", "cost", "costs", "costing", "priced", "expensive", "cheap", "cheaper", "cheapest", "pricier", "priciest", "much"),
    "price": ("cost", "costs", "costing", "priced", "expensive", "cheap", "cheaper", "cheapest", "pricier", "priciest", "costlier", "dearer"),
    "cost": ("price", "priced", "expensive", "cheap", "cheaper", "cheapest", "pricier", "priciest", "costlier", "costliest", "dearer"),
    # a league table's headers (Wikipedia's Pos/Pld/W/D/L/GF/GA/GD/Pts)
    "w": ("won", "wins", "win", "victories"), "d": ("drew", "draws", "drawn", "draw"), "l": ("lost", "losses", "defeats", "loss"),
    "pld": ("played", "matches", "games"), "gf": ("scored",), "ga": ("conceded", "against"), "gd": ("difference",),
    "pts": ("points",), "apps": ("appearances",), "gls": ("goals",), "att": ("attendance", "crowd"),
    "attendance": ("fans", "crowd", "spectators", "attended", "drew"), "salary": ("earned", "earns", "paid", "pay", "wage", "wages"),
    "wage": ("earned", "earns", "earn", "paid", "pay", "wages"), "wages": ("earned", "earns", "earn", "paid", "pay", "wage"),
    # a baseball batting line's headers (G/AB/R/H/HR/RBI/SB/BB/SO), as Wikipedia's and Lahman's tables write them
    "g": ("played",),
    "r": ("runs", "scored"), "ra": ("runs", "allowed", "conceded", "gave", "surrendered"), "rbi": ("rbis", "drove", "drive", "driven", "drives", "driving"), "batted": ("drove", "drive", "driven", "drives", "driving"), "sb": ("stole", "steals", "stolen", "bases"), "bb": ("walks", "walked"),
    "so": ("strikeouts", "struck"), "sv": ("saves",), "ip": ("innings",),
}
# A change column ("+/–", "±", "Change", "Swing"): what a writer calls it; a number after a loss word is negative there.
CHANGE_STEMS = frozenset(stem(w) for w in "change gain gained gains gaining net swing lost loss losses losing".split())
CHANGE_HEADER = re.compile(r"^\s*(?:\+\s*/\s*[-–−]|±|[-–−]\s*/\s*\+|Δ|change|net change|swing|\+/- ?\w*)\s*$", re.I)
LOSS_BEFORE = re.compile(r"\b(?:lost|lose|loses|losing|fell|fall|falls|falling|dropped|drops|declined|shed|down)\s+(?:(?:just|only|about|some|nearly|a|an|by)\s+)?"
                         r"(?:(?:more|less|fewer)\s+than\s+|over\s+|under\s+|at\s+least\s+)?$", re.I)  # "lost more than 15%": a bound on a loss
# Header words of a finishing position (a league table's Pos 1..n is a value a claim states: "finished fifth").
POSITION_STEMS = frozenset(stem(w) for w in "pos position place placing finish finished standing".split())
# Header words that do not tell columns apart.
HEADER_NOISE = frozenset("of the a an per in on at to and or by for x is".split())

# Columns whose values name a row or a table rather than measure something.
ID_HEADER_WORDS = frozenset("id ids code key no num number idx index series season episode round week month year day edition rank".split())
ID_HEADER_WORDS_QUANTITY = frozenset({"rank"})  # an id word that is still a value a claim may state ("ranked 1st")
# Words before a number that make it a locator ("in 2007", "series 9") rather than a quantity.
LOCATOR_WORDS = frozenset("in since during from to until till through between and by of year years season series episode month week round edition".split())

# Dimensions of header words (stems), so "31%" cannot be a count and "2499 minutes" cannot be a distance.
# A price per unit and a number of units: their product is an amount ("4 copies at 15.99": 63.96).
PRICE_WORDS = frozenset(stem(w) for w in "price cost fee fare".split())
QUANTITY_WORDS = frozenset(stem(w) for w in "quantity qty copies units".split())
# A mean word: "averaged 76%", "the lowest average approval" (a row's or a column's mean, not a cell).
MEAN_CUE = re.compile(r"\b(?:average|averages|averaged|averaging|mean)\b", re.I)
# Every cell of a measure's like columns (``q1_rating`` ... ``q4_rating``): "the best quarterly rating", "in any quarter".
POOLED_CUE = re.compile(r"\b(?:quarterly|monthly|(?:any|every)\s+(?:single\s+)?(?:quarter|month))\b", re.I)
# Words that say what something costs, whatever it is: "gasoline got cheaper" is of the price column, not the gallons.
PRICE_SENSE = frozenset(stem(w) for w in "cheap cheaper cheapest dearer dearest expensive pricier priciest costlier costliest".split())
COUNT_WORDS = frozenset(
    stem(w) for w in """flights cancelled cancellations count number votes polls population passengers visitors episodes
    wins seats engines planes fleet carriers destinations deaths cases games goals medals students employees units
    murders appeared homeruns walks""".split()
)
PERCENT_WORDS = frozenset({"pct", "percent", "percentage", "share", "%"})
DIMENSION_WORDS = {
    "time": frozenset(stem(w) for w in "delay duration time airtime age expectancy".split()),
    "length": frozenset(stem(w) for w in "distance dist length height altitude alt elevation".split()),
    "temperature": frozenset(stem(w) for w in "temperature temp".split()),
}
# A writer's usual unit for a time column that names no unit (documented as an assumption).
CONVENTIONAL_TIME_UNIT = {stem("delay"): "minute", stem("airtime"): "minute", stem("air"): "minute", stem("duration"): "minute",
                          stem("age"): "year", stem("expectancy"): "year"}

# Unit words after a number: (dimension, size in the dimension's base unit).
UNITS = {
    "millisecond": ("time", 0.001), "milliseconds": ("time", 0.001), "ms": ("time", 0.001),
    "second": ("time", 1), "seconds": ("time", 1), "sec": ("time", 1), "secs": ("time", 1),
    "minute": ("time", 60), "minutes": ("time", 60), "min": ("time", 60), "mins": ("time", 60),
    "hour": ("time", 3600), "hours": ("time", 3600), "hr": ("time", 3600), "hrs": ("time", 3600), "h": ("time", 3600),
    "day": ("time", 86400), "days": ("time", 86400), "week": ("time", 604800), "weeks": ("time", 604800),
    "month": ("time", 2629800), "months": ("time", 2629800), "year": ("time", 31557600), "years": ("time", 31557600),
    "mile": ("length", 1609.344), "miles": ("length", 1609.344), "km": ("length", 1000), "kilometres": ("length", 1000),
    "kilometers": ("length", 1000), "kilometre": ("length", 1000), "kilometer": ("length", 1000),
    "metres": ("length", 1), "meters": ("length", 1), "feet": ("length", 0.3048), "ft": ("length", 0.3048), "inches": ("length", 0.0254), "inch": ("length", 0.0254),
    "bytes": ("size", 1), "byte": ("size", 1), "kb": ("size", 1e3), "kilobytes": ("size", 1e3), "mb": ("size", 1e6),
    "megabytes": ("size", 1e6), "gb": ("size", 1e9), "gigabytes": ("size", 1e9),  # decimal (SI) multiples
    "degrees": ("temperature", 1), "°f": ("temperature", 1), "°c": ("temperature", 1),
}
# Unit words that a header's last word may be without being its unit: calendar words ("births_per_year", "days") and
# "min" (a minimum: "temp_min"); never a column's unit over its dimension word.
HEADER_NON_UNITS = frozenset("h min day days week weeks month months year years".split())
UNIT_SIZE_OF_NAME = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "month": 2629800, "year": 31557600}
POINT_WORDS = frozenset({"point", "points", "pp", "pts", "percentage-point", "percentage-points"})

# Comparison words: +1 = the left side is larger, -1 = smaller.
COMPARATIVES = {
    "more": 1, "higher": 1, "greater": 1, "larger": 1, "bigger": 1, "longer": 1, "older": 1, "heavier": 1, "wider": 1,
    "warmer": 1, "hotter": 1, "wetter": 1, "richer": 1, "taller": 1, "later": 1, "above": 1, "ahead": 1,
    "exceeded": 1, "exceeds": 1, "exceeding": 1, "surpassed": 1, "outnumbered": 1, "outpaced": 1,
    "overtook": 1, "outscored": 1, "outsold": 1, "exceed": 1, "surpass": 1, "surpasses": 1, "outnumber": 1, "outnumbers": 1,
    "outscores": 1, "outsells": 1, "outpaces": 1, "outsizes": 1, "outsized": 1, "outweighs": 1, "outweighed": 1, "outweigh": 1, "denser": 1, "busier": 1, "deeper": 1,
    "sparser": -1, "shallower": -1, "harder": 1, "tougher": 1, "easier": -1,  # a difficulty rating (lexicon above)
    "less": -1, "fewer": -1, "lower": -1, "smaller": -1, "shorter": -1, "younger": -1, "lighter": -1, "narrower": -1,
    "colder": -1, "cooler": -1, "drier": -1, "poorer": -1, "earlier": -1, "below": -1, "behind": -1, "trailed": -1,
    "trails": -1, "trailing": -1, "trail": -1, "lagged": -1, "lags": -1, "cheaper": -1, "pricier": 1, "costlier": 1, "dearer": 1,
    "north": 1, "south": -1, "east": 1, "west": -1,  # "further north than", "lies west of": latitude, longitude
}
# Comparison words on a better/worse scale (+1 = better): flipped where a lower value is better (delays, times, mortality).
POLAR_COMPARATIVES = {"better": 1, "worse": -1, "faster": 1, "quicker": 1, "slower": -1, "outperformed": 1, "beat": 1, "underperformed": -1}
SUPERLATIVES = {
    "highest": 1, "largest": 1, "greatest": 1, "biggest": 1, "most": 1, "longest": 1, "oldest": 1, "maximum": 1,
    "max": 1, "peak": 1, "heaviest": 1, "widest": 1, "warmest": 1, "hottest": 1, "wettest": 1, "richest": 1,
    "tallest": 1, "latest": 1, "top": 1, "busiest": 1, "densest": 1, "deepest": 1, "deadliest": 1,
    "lowest": -1, "smallest": -1, "least": -1, "fewest": -1, "shortest": -1, "youngest": -1, "minimum": -1, "min": -1,
    "lightest": -1, "narrowest": -1, "coldest": -1, "coolest": -1, "driest": -1, "poorest": -1, "earliest": -1,
    "bottom": -1, "quietest": -1, "cheapest": -1, "priciest": 1, "sparsest": -1, "shallowest": -1,
    "northernmost": 1, "southernmost": -1, "easternmost": 1, "westernmost": -1,  # latitude and longitude (lexicon above)
}
POLAR_SUPERLATIVES = {"best": 1, "worst": -1, "fastest": 1, "slowest": -1, "strongest": 1, "weakest": -1}
# Header words (stems) of columns where a lower value is better (race times too); elsewhere higher is better.
LOWER_IS_BETTER = frozenset(
    stem(w) for w in "delay cancelled cancellation mortality death murder crime illiteracy unemployment poverty rank error loss "
    "position place pos".split()
)
# Header words (stems) of columns where a higher value is better: "the best quarterly approval rating", "the weakest score".
HIGHER_IS_BETTER = frozenset(stem(w) for w in "approval rating score satisfaction seats votes wins medals".split())  # "its
# third-best tally" of ``labor_seats``: its third most
# Number words up to nineteen, by value: "twelve months" names ``polyps_12_months``.
CARDINALS = tuple("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
                  "seventeen eighteen nineteen".split())
_TENS_WORDS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def number_word(n: int) -> str:
    """A whole number from 0 to 99 as a writer spells it: 12 "twelve", 24 "twenty-four"."""
    return CARDINALS[n] if n < len(CARDINALS) else _TENS_WORDS[n // 10] + (f"-{CARDINALS[n % 10]}" if n % 10 else "")


ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
            "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17,
            "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
            "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10, **{f"{n}th": n for n in range(11, 21)}}
# Words near a superlative that make it rank a change or a rate, not a column value ("the biggest gain", "grew fastest").
CHANGE_WORDS = frozenset(
    stem(w) for w in """gain gains growth increase increases improvement improvements rise rises drop drops fall falls decline
    declines change changes reduction reductions progress shift shifts jump jumps swing margin margins gap gaps grew rose fell
    dropped declined increased improved climbed grow growing expanding expansion shrinking""".split()
)
RATE_WORDS = frozenset(stem(w) for w in "rate rates share shares ratio proportion per percentage".split())
# Nouns after a superlative that name no column ("the highest value", "the most of any airline").
GENERIC_NOUNS = frozenset("value values figure figures number numbers level levels one ones amount result results group period set list any all toll tolls".split())
# Words that do not count as distance between a number and the header word describing it.
FILLERS = frozenset(
    "only just about roughly nearly almost around some approximately exactly a an the its their his her of more than less fewer at least most".split()
)
AGE_SUPERLATIVES = {"oldest": 1, "youngest": -1, "newest": -1}
AGE_COMPARATIVES = frozenset({"older", "younger"})  # on a date or year column, older is earlier
# The rank and comparison words that may order dates ("the largest invoice" never ranks its InvoiceDate).
TEMPORAL_WORDS = frozenset("""oldest youngest newest earliest latest first last older younger earlier later after before
    recent recently sooner""".split())
# Header words of a date that ranks by age (born, founded): preferred over any other date for "oldest"/"older".
AGE_DATED = frozenset(stem(w) for w in "age birth born dob birthday birthdate founded established built".split())
RISES = frozenset(stem(w) for w in "rose rise rising risen increased increase increasing grew grow growing climbed climb jumped gained gain soared surged doubled tripled expanded expanding rebounded rallied recovered".split())
FALLS = frozenset(stem(w) for w in "fell fall falling fallen declined decline declining dropped drop decreased decrease shrank shrink plunged plummeted sank halved contracted contracting shrinking dipped tumbled slumped eased retreated".split())  # (never "slipped": a rank slips from 1 to 3)
DIFFERENCE_WORDS = frozenset(stem(w) for w in "difference gap margin gain increase rise drop decline decrease fall lead jump".split())
NEGATIONS = frozenset({"not", "never", "neither", "nor", "none", "cannot", "nobody", "nothing"})
# A claim with any of these is left to the negation-aware checks by the checks that read only positive statements.
NEGATED = re.compile(r"\b(?:not|never|no|none|neither|nor)\b|n[’']t\b", re.I)
NOT_NEGATIONS = ("not only", "not just", "not surprisingly", "no doubt", "not least", "not all")
BOUND_WORDS = {
    "more than": ">", "above": ">", "exceeding": ">", "exceed": ">", "exceeds": ">", "exceeded": ">", "surpassed": ">", "passed": ">", "topped": ">", "upwards of": ">", "at least": ">=", "at or above": ">=", "at or below": "<=",
    "no fewer than": ">=", "no less than": ">=", "not less than": ">=", "nearly": "~<", "almost": "~<",
    "just under": "~<", "just over": "~>", "less than": "<", "fewer than": "<", "below": "<", "under": "<",
    "a little over": "~>", "a little under": "~<", "slightly over": "~>", "slightly under": "~<", "a little more than": "~>",
    "a little less than": "~<", "slightly more than": "~>", "slightly less than": "~<",  # "a little over half the vote"
    "at most": "<=", "no more than": "<=", "not more than": "<=", "up to": "<=", "within": "<=",  # ("within 1,000 km of Kilauea")
    "higher than": ">", "greater than": ">", "larger than": ">", "lower than": "<", "smaller than": "<",
    "longer than": ">", "shorter than": "<", "bigger than": ">",  # "run longer than 210 minutes"
    "colder than": "<", "cooler than": "<", "warmer than": ">", "hotter than": ">",  # "colder than minus twenty degrees"
    "as high as": ">=", "as low as": "<=",  # "no group had a rate as high as 2 per 1,000": none of 2 or more
    "north of": ">", "south of": "<",  # "run north of 52 degrees latitude", "north of $50"
    "not reach": ">=", "never reached": ">=", "not reached": ">=", "never reach": ">=",  # "did not reach 100 games": under 100
    "about": "~", "around": "~", "roughly": "~", "approximately": "~", "some": "~", "close to": "~", "nearly half": "~",
}
PER_TIME = re.compile(r"\s+(?:[a-zA-Z]+\s+)?(?:a|an|per|each|every)\s+(second|minute|hour|day|week|month|year)\b", re.I)  # after a number:
# "33.7 kWh a day" (a rate per that time unit)
OR_BOUND = re.compile(r"(?:\s+[A-Za-z][A-Za-z-]*)?(?:\s+of\s+[a-z]+)?\s+or\s+(more|greater|higher|above|over|fewer|less|lower|below|under|"
                      r"(?:farther|further)\s+(?:north|east|south|west))\b(?!\s+than\b)",
                      re.I)  # "10 or more", "62 bpm or more", "90 inches of snow or more": a bound after the number (and its unit);
# "55.5° N or farther north": at least 55.5 (south and west are negative)
TIMES_WORDS = {"once": 1, "twice": 2, "thrice": 3}  # a count of times written as one word ("fell twice")
MULTIPLIERS = {"twice": 2, "double": 2, "doubled": 2, "triple": 3, "tripled": 3, "thrice": 3, "half": 0.5, "halved": 0.5, "quadrupled": 4}
# Leading words of many proper names ("United States", "United Nations"; "New York", "New Zealand")
GENERIC_HEADS = frozenset("United New North South East West Saint San Santa Great Federated Republic Democratic Royal National Central".split())
