"""Pairs of our own for category cells named in the plural and claims of absence over two columns (``lexical-12``),
over a car-hire firm's invented fleet: cars by category (one row each), cars per category and depot, and single cars
with their depot and how they are held (``owned``, ``leased``, ``leased_long``).

- "46 more Sedans than Vans": a category cell written in the plural ("Sedans" of ``Sedan``) names its row, and the
  entity compared may come right after the comparative ("N more X than Y");
- "Coupes were never based in Leeds or York": a negated relation between one name and a list of names of another
  column holds when no row holds the first with any of the list;
- "None of the Coupes is based in York": a claim of absence whose two names are cells of two columns counts the
  rows holding both (none), not a list of entities;
- "None of the Vans is leased": in a claim of absence, a category cell also matches the cells that hold it as a
  word (``leased_long`` is leased too);
- "More Sedans than Vans were based in Leeds, 40 versus 12": two numbers after the names, in their order, are the
  values compared;
- "Two of the four depots are airport sites", "York is not an airport depot": a yes/no column named by its header
  word, a count's condition or one entity's cell (:mod:`.flags`); "50 per cent" is a share; "Two of the four depots
  offer valet parking": a column some rows leave blank, the rows that have it;
- "York lies further north than Leeds", "Hull lies east of York", "the southernmost", "the westernmost": latitude
  and longitude columns (also ``lat``, ``lon``, ``declination``); a capitalised "North" is a place, not a comparison;
- "New York is 14 hours behind Tokyo": the last part of a path-like name (``America/New_York``), a gap in hours (in
  words too: "eight hours behind", never a count);
- "Spain entered the European Union later than Ireland": "the European Union" read as the header word ``eu``;
- "A cable length is about 0.185 kilometres": a snake_case cell written with spaces, a header that is a unit
  (``metres``); "in 1995 or later": a bound on the column of years the words name;
- "In January 2026 Sydney's offset was 11 hours": a month a header names picks that column, it locates no row;
- "No country in the table has entered the European Union since 2013": in a claim of absence "since" is after;
- "On 3 May 2026 the highest tide was at Leith": a date only a table's title states locates no row;
- "The Spring open day falls on a Saturday": the weekday of the row's full date (:mod:`.weekdays`);
- "Two of the three Vans are based in Hull": a written total that is the rows of the category a plural names;
- "The four Sedans are kept at two different depots", "spread over three depots": distinct cells of the column the
  noun names, over the rows holding the claim's names (:mod:`.distinct`);
- "kept 25 Sedans in York": a name after "in" or "on" with no value of its own is in the row of the values before it;
  "BX22 TRF, a Sedan, had 41,200 km": a lone name of another kind than the names heading groups (a registration
  beside a category) splits off no group of its own, so the claim is one car's.

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TOTALS = Table(
    "fleet_totals",
    "Brook Car Hire: cars in the fleet by category, 2024",
    ("category", "cars"),
    (("Sedan", "65"), ("Van", "19"), ("Coupe", "9")),
)
DEPOTS = Table(
    "fleet_depots",
    "Brook Car Hire: cars by category and depot, 2024",
    ("category", "depot", "cars"),
    (("Sedan", "Leeds", "40"), ("Sedan", "York", "25"), ("Van", "Leeds", "12"), ("Van", "Hull", "7"), ("Coupe", "Hull", "9")),
)
SITES = Table("depot_sites", "Brook Car Hire: its four depots, whether each is at an airport and whether it has EV chargers, "
              "and the year it began valet parking (blank: none)", ("depot", "airport", "ev", "valet"),
              (("Leeds", "yes", "yes", "2019"), ("York", "no", "yes", ""), ("Hull", "no", "no", "2021"), ("Bristol", "yes", "no", "")))
PLACES = Table("depot_places", "Brook Car Hire: the cities of its four depots and their coordinates in decimal degrees",
               ("city", "latitude", "longitude"),
               (("Leeds", "53.80", "-1.55"), ("York", "53.96", "-1.08"), ("Hull", "53.74", "-0.33"), ("Bristol", "51.45", "-2.59")))
ZONES = Table("zones", "Time zones of four partner offices: IANA zone and UTC offset in hours in January",
              ("zone", "utc_offset_h"), (("Europe/Lisbon", "0"), ("Europe/Madrid", "1"), ("America/New_York", "-5"), ("Asia/Tokyo", "9")))
JOINED = Table("accession", "Five countries and the year each joined the European Union and NATO (blank: not a member)",
               ("country", "eu_joined", "nato_joined"),
               (("Ireland", "1973", ""), ("Spain", "1986", "1982"), ("Austria", "1995", ""), ("Poland", "2004", "1999"), ("Croatia", "2013", "2009")))
LENGTHS = Table("lengths", "Old lengths used at sea and on land", ("unit", "metres"),
                (("chain", "20.1168"), ("cable_length", "185.2"), ("nautical_mile", "1852"), ("league", "4828.032")))
OFFSETS = Table("offsets", "UTC offsets in hours of three partner offices in 2026", ("office", "offset_january_h", "offset_july_h"),
                (("Sydney", "11", "10"), ("Tokyo", "9", "9"), ("Madrid", "1", "2")))
TIDES = Table("tides", "High tides at three harbours on 3 May 2026 (heights in metres)", ("harbour", "height_m"),
              (("Leith", "5.2"), ("Hull", "4.1"), ("Dover", "4.9")))
FAIRS = Table("fairs", "Brook Car Hire: open days of 2026 and the depot hosting each", ("event", "depot", "date"),
              (("Spring open day", "Leeds", "2026-04-18"), ("Harvest open day", "York", "2026-09-14")))
CARS = Table(
    "fleet_cars",
    "Brook Car Hire: eight cars by registration, with their category, depot and whether the firm owns or leases them",
    ("registration", "category", "depot", "held", "mileage_km"),
    (("BX21 KLM", "Sedan", "Leeds", "owned", "23050"), ("BX22 TRF", "Sedan", "York", "leased", "41200"),
     ("CY19 ABD", "Van", "Leeds", "owned", "88310"), ("CY20 PLO", "Van", "Hull", "owned", "67045"),
     ("DA18 WEQ", "Coupe", "Hull", "leased_long", "12900"), ("DA21 RTY", "Sedan", "Leeds", "owned", "30480"),
     ("EB20 HJU", "Van", "Hull", "owned", "54330"), ("EB22 NMK", "Sedan", "York", "leased_long", "9875")),
)

PAIRS = [
    ((TOTALS,), "The firm runs 46 more Sedans than Vans.", "The firm runs 36 more Sedans than Vans."),
    ((TOTALS,), "The firm runs 10 more Vans than Coupes.", "The firm runs 10 more Coupes than Vans."),
    ((DEPOTS,), "Coupes were never based in Leeds or York.", "Vans were never based in Leeds or York."),
    ((CARS,), "None of the Coupes is based in York.", "None of the Sedans is based in York."),
    ((CARS,), "None of the Vans is leased.", "None of the Coupes is leased."),
    # "More X than Y ..., 40 versus 12": the numbers cited for the two names, in their order, decide the comparison
    ((DEPOTS,), "More Sedans than Vans were based in Leeds, 40 versus 12.", "Fewer Sedans than Vans were based in Leeds, 40 versus 12."),
    # "Of the eight listed cars, five ...": the leading total with "listed" before its noun
    ((CARS,), "Of the eight listed cars, three are based in Leeds, 37.5%.", "Of the eight listed cars, three are based in York, 37.5%."),
    # a yes/no column named by its header word: a count's condition, or one entity's cell
    ((SITES,), "Two of the four depots are airport sites.", "Three of the four depots are airport sites."),
    ((SITES,), "50 per cent of the depots have EV chargers.", "75 per cent of the depots have EV chargers."),
    ((SITES,), "York is not an airport depot.", "Leeds is not an airport depot."),
    # a column some rows leave blank, named by its header word: the rows that have it
    ((SITES,), "Two of the four depots offer valet parking.", "Three of the four depots offer valet parking."),
    ((SITES,), "York has no valet parking.", "Hull has no valet parking."),
    # north, south, east and west: latitude and longitude
    ((PLACES,), "York lies further north than Leeds.", "York lies further south than Leeds."),
    ((PLACES,), "Hull lies east of York.", "Hull lies west of York."),
    ((PLACES,), "Bristol is the southernmost of the four cities.", "Hull is the southernmost of the four cities."),
    ((PLACES,), "Bristol is the westernmost city in the table.", "Leeds is the westernmost city in the table."),
    # the last part of a path-like name ("New York" of America/New_York); a gap in hours, in words too
    ((ZONES,), "New York is 14 hours behind Tokyo.", "New York is 13 hours behind Tokyo."),
    ((ZONES,), "Lisbon is one hour behind Madrid.", "Lisbon is one hour ahead of Madrid."),
    ((ZONES,), "Madrid is eight hours behind Tokyo.", "Madrid is seven hours behind Tokyo."),
    # "the European Union" for the header word ``eu``
    ((JOINED,), "Spain entered the European Union later than Ireland.", "Spain entered the European Union earlier than Ireland."),
    # a snake_case cell written with spaces; a header that is a unit ("metres"), converted
    ((LENGTHS,), "A cable length is about 0.185 kilometres.", "A cable length is about 0.185 miles."),
    ((LENGTHS,), "A league is longer than a nautical mile.", "A league is shorter than a nautical mile."),
    # "in 1995 or later": a bound on a column of years the words name
    ((JOINED,), "Three of the five countries entered the European Union in 1995 or later.",
     "Four of the five countries entered the European Union in 1995 or later."),
    # a month a header names is a column, not a row ("In January 2026": offset_january_h)
    ((OFFSETS,), "In January 2026 Sydney's offset was 11 hours.", "In January 2026 Sydney's offset was 10 hours."),
    # "No country ... since 2013": none after that year (2013's own row is the last)
    ((JOINED,), "No country in the table has entered the European Union since 2013.", "No country in the table has entered the European Union since 2004."),
    # a date only a table's title states says which table, not which row
    ((TIDES,), "On 3 May 2026 the highest tide was at Leith, 5.2 metres.", "On 3 May 2026 the highest tide was at Dover, 5.2 metres."),
    ((TIDES,), "Hull's tide on 3 May 2026 reached 4.1 metres.", "Hull's tide on 3 May 2026 reached 4.4 metres."),
    # the day of the week of a row's full date
    ((FAIRS,), "The Spring open day falls on a Saturday.", "The Spring open day falls on a Sunday."),
    ((FAIRS,), "The Harvest open day at York falls on a weekday.", "The Harvest open day at York falls on a weekend."),
    # "Two of the three Vans": a total that is the rows of a category the plural names, not the table's
    ((CARS,), "Two of the three Vans are based in Hull.", "Two of the three Vans are based in Leeds."),
    # distinct cells of the column a noun names, over the rows of the names ("two different depots", "spread over")
    ((CARS,), "The four Sedans are kept at two different depots.", "The four Sedans are kept at three different depots."),
    ((DEPOTS,), "The fleet is spread over three depots.", "The fleet is spread over four depots."),
    # a name after "in"/"on" with no value of its own belongs to the group before it (the depot of those cars)
    ((DEPOTS,), "The firm kept 25 Sedans in York.", "The firm kept 25 Sedans in Leeds."),
    ((DEPOTS,), "The firm had 7 Vans on its Hull site.", "The firm had 7 Vans on its Leeds site."),
    # a lone name of another kind (a registration beside a category) is no entity of a list: one car's facts
    ((CARS,), "BX22 TRF, a Sedan, had 41,200 km on the clock.", "EB20 HJU, a Sedan, had 41,200 km on the clock."),
]


@pytest.mark.parametrize("tables, true, false", PAIRS, ids=[f"pair{i}" for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_the_facts_of_the_pairs():
    """The figures the true claims state, recomputed from the rows (so no pair's label can be silently wrong)."""
    cars = {r[0]: int(r[1]) for r in TOTALS.cells}
    assert cars["Sedan"] - cars["Van"] == 46 and cars["Van"] - cars["Coupe"] == 10
    assert not [r for r in DEPOTS.cells if r[0] == "Coupe" and r[1] in ("Leeds", "York")]
    assert not [r for r in CARS.cells if r[1] == "Coupe" and r[2] == "York"] and [r for r in CARS.cells if r[1] == "Sedan" and r[2] == "York"]
    import datetime

    assert [datetime.date.fromisoformat(r[2]).weekday() for r in FAIRS.cells] == [5, 0]  # a Saturday and a Monday
    assert all(r[3] == "owned" for r in CARS.cells if r[1] == "Van") and any("leased" in r[3] for r in CARS.cells if r[1] == "Coupe")
