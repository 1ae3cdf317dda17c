"""The lexical proxy on adversarial claims over real public multi-table data it was not built on.

Tables: a few rows of Northwind (categories, suppliers, products), Chinook
(artists, albums) and BIRD's formula_1 (circuits, races, drivers,
constructors, qualifying), linked by numeric key columns (``SupplierID``,
``CategoryID``, ``ArtistId``, ``circuitId``, ``driverId``); source and licence in DATA.md, the rows in
``tests/data/lexical_real_tables.json``. Every false claim sits beside its true
twin (one fact changed); the claims were written for this test. ``REAL`` is
also what ``benchmarks/bench_lexical.py`` reports on.
"""

from __future__ import annotations

from pathlib import Path

import heldout_pairs
import pytest

from mt_raig.eval.lexical import LexicalJudge
from mt_raig.tables import Table

DATA = Path(__file__).resolve().parent / "data" / "lexical_real_tables.json"
PRODUCTS = ("nw_products",)
SUPPLY = ("nw_suppliers", "nw_products")
CATALOGUE = ("nw_categories", "nw_products")
MUSIC = ("ch_artists", "ch_albums")
CIRCUITS = ("f1_circuits",)
RACES = ("f1_circuits", "f1_races")
DRIVERS = ("f1_drivers",)
GRID = ("f1_drivers", "f1_constructors", "f1_qualifying")
HEROES = ("sh_superhero",)
GENDER = ("sh_superhero", "sh_gender")
ALIGNED = ("sh_superhero", "sh_alignment")
PUBLISHED = ("sh_superhero", "sh_publisher")
POWERS = ("sh_superhero", "sh_hero_attribute")
PLAYERS = ("ef_player",)
LEAGUES = ("ef_country", "ef_league")
SAT = ("cs_satscores",)

# (category, table ids, true claim, false twin)
REAL = [
    ("wrong_entity", PRODUCTS, "Mishi Kobe Niku costs 97", "Ikura costs 97"),
    ("wrong_entity", PRODUCTS, "Grandma's Boysenberry Spread has 120 units in stock", "Northwoods Cranberry Sauce has 120 units in stock"),
    ("wrong_entity", SUPPLY, "Tokyo Traders is based in Tokyo", "Tokyo Traders is based in Osaka"),
    ("wrong_entity", MUSIC, "Let There Be Rock is an album by AC/DC", "Let There Be Rock is an album by Aerosmith"),
    ("superlative", PRODUCTS, "Mishi Kobe Niku has the highest unit price, 97", "Carnarvon Tigers has the highest unit price, 62.5"),
    ("superlative", PRODUCTS, "Grandma's Boysenberry Spread has the most units in stock", "Gustaf's Knäckebröd has the most units in stock"),
    ("superlative", PRODUCTS, "Guaraná Fantástica has the lowest unit price, 4.5", "Konbu has the lowest unit price, 6"),
    ("direction", PRODUCTS, "Chang costs more than Chai", "Chai costs more than Chang"),
    ("direction", PRODUCTS, "Queso Manchego La Pastora has more units in stock than Queso Cabrales", "Queso Manchego La Pastora has fewer units in stock than Queso Cabrales"),
    ("direction", PRODUCTS, "Tofu has a lower unit price than Alice Mutton", "Tofu has a higher unit price than Alice Mutton"),
    ("difference", PRODUCTS, "Mishi Kobe Niku costs 79 more than Chai", "Mishi Kobe Niku costs 69 more than Chai"),
    ("difference", PRODUCTS, "Queso Manchego La Pastora has 64 more units in stock than Queso Cabrales", "Queso Manchego La Pastora has 46 more units in stock than Queso Cabrales"),
    ("difference", PRODUCTS, "Together, Chai and Chang have 56 units in stock", "Together, Chai and Chang have 65 units in stock"),
    ("joined", SUPPLY, "Exotic Liquids supplies Chai", "Tokyo Traders supplies Chai"),
    ("joined", SUPPLY, "Exotic Liquids supplies 3 products", "Exotic Liquids supplies 5 products"),
    ("joined", CATALOGUE, "Ikura is in the Seafood category", "Ikura is in the Beverages category"),
    ("joined", MUSIC, "AC/DC released 2 albums", "AC/DC released 4 albums"),
    ("joined", MUSIC, "Audioslave released Out Of Exile", "Aerosmith released Out Of Exile"),
    ("words", MUSIC, "AC/DC released two albums", "AC/DC released three albums"),
    ("words", SUPPLY, "Tokyo Traders supplies three products", "Tokyo Traders supplies two products"),
    ("negation", PRODUCTS, "Chef Anton's Gumbo Mix has no units in stock", "Chai has no units in stock"),
    ("negation", PRODUCTS, "No product costs more than 100", "No product costs more than 90"),
    ("negation", PRODUCTS, "Chai does not cost more than Chang", "Chang does not cost more than Chai"),
    ("percent_vs_count", PRODUCTS, "Ikura has 31 units in stock", "Ikura has 31% of the units in stock"),
    ("percent_vs_count", PRODUCTS, "Konbu has 24 units in stock", "Konbu accounts for 24% of the stock"),
    # a second set, written before the judge saw it (first run: 26 of 28 false caught, 25 of 28 true kept,
    # one of them a wrong "true" claim of ours, corrected here)
    ("wrong_entity", PRODUCTS, "Carnarvon Tigers is priced at 62.5", "Ikura is priced at 62.5"),
    ("wrong_entity", SUPPLY, "Pavlova, Ltd. is located in Melbourne, Australia", "Pavlova, Ltd. is located in Manchester, UK"),
    ("wrong_entity", MUSIC, "Jagged Little Pill is by Alanis Morissette", "Jagged Little Pill is by Alice In Chains"),
    ("wrong_entity", PRODUCTS, "Alice Mutton and Chef Anton's Gumbo Mix are both out of stock, with 0 units", "Alice Mutton and Chai are both out of stock, with 0 units"),
    ("superlative", PRODUCTS, "The most expensive product is Mishi Kobe Niku at 97", "The most expensive product is Sir Rodney's Marmalade at 81"),
    ("superlative", PRODUCTS, "Sir Rodney's Marmalade has the second highest unit price", "Carnarvon Tigers has the second highest unit price"),
    ("superlative", PRODUCTS, "Sir Rodney's Scones has the fewest units in stock among products that are in stock, 3", "Longlife Tofu has the fewest units in stock, 4"),
    ("superlative", PRODUCTS, "Guaraná Fantástica is the cheapest product", "Konbu is the cheapest product"),
    ("direction", PRODUCTS, "Ikura is more expensive than Konbu", "Konbu is more expensive than Ikura"),
    ("direction", PRODUCTS, "Gustaf's Knäckebröd has more units in stock than Tunnbröd", "Gustaf's Knäckebröd has more units in stock than Grandma's Boysenberry Spread"),
    ("direction", PRODUCTS, "Pavlova is cheaper than Alice Mutton", "Alice Mutton is cheaper than Pavlova"),
    ("difference", PRODUCTS, "Chang costs 1 more than Chai", "Chang costs 3 more than Chai"),
    ("difference", PRODUCTS, "The price gap between Mishi Kobe Niku and Konbu is 91", "The price gap between Mishi Kobe Niku and Konbu is 81"),
    ("difference", PRODUCTS, "Grandma's Boysenberry Spread has 81 more units in stock than Chai", "Grandma's Boysenberry Spread has 18 more units in stock than Chai"),
    ("difference", PRODUCTS, "Queso Cabrales and Queso Manchego La Pastora together have 108 units in stock", "Queso Cabrales and Queso Manchego La Pastora together have 118 units in stock"),
    ("joined", SUPPLY, "Tokyo Traders supplies Ikura", "Mayumi's supplies Ikura"),
    ("joined", SUPPLY, "Mayumi's supplies 3 products", "Mayumi's supplies 2 products"),
    ("joined", CATALOGUE, "Konbu belongs to the Seafood category", "Konbu belongs to the Produce category"),
    ("joined", CATALOGUE, "The Confections category has 5 products", "The Confections category has 3 products"),
    ("joined", MUSIC, "Black Sabbath released 2 albums", "Black Sabbath released 3 albums"),
    ("joined", MUSIC, "Aerosmith released Big Ones", "Accept released Big Ones"),
    ("joined", SUPPLY, "Chai is supplied by a company based in London", "Chai is supplied by a company based in Tokyo"),
    ("negation", PRODUCTS, "No product costs more than 97", "No product costs more than 80"),
    ("negation", PRODUCTS, "Konbu is not more expensive than Chai", "Chai is not more expensive than Konbu"),
    ("negation", MUSIC, "Accept did not release Big Ones", "Aerosmith did not release Big Ones"),
    ("negation", PRODUCTS, "Alice Mutton has no units in stock", "Ikura has no units in stock"),
    ("percent_vs_count", PRODUCTS, "Tofu has 35 units in stock", "Tofu has 35% of the units in stock"),
    ("percent_vs_count", PRODUCTS, "Chai has 39 units in stock", "Chai makes up 39% of the stock"),
    # a third set, on BIRD's formula_1 tables, written before the judge saw them
    ("wrong_entity", CIRCUITS, "Istanbul Park is located in Turkey", "Istanbul Park is located in Hungary"),
    ("wrong_entity", DRIVERS, "Heikki Kovalainen is Finnish", "Heikki Kovalainen is Polish"),
    ("wrong_entity", ("f1_constructors",), "Toro Rosso is an Italian constructor", "Toro Rosso is an Austrian constructor"),
    ("wrong_entity", CIRCUITS, "Silverstone Circuit lies at latitude 52.0786", "Hockenheimring lies at latitude 52.0786"),
    ("superlative", CIRCUITS, "Silverstone Circuit has the highest latitude, 52.0786", "Hungaroring has the highest latitude, 47.5789"),
    ("superlative", CIRCUITS, "Sepang International Circuit is the circuit with the lowest latitude", "Bahrain International Circuit is the circuit with the lowest latitude"),
    ("superlative", CIRCUITS, "Circuit Gilles Villeneuve has the lowest longitude", "Silverstone Circuit has the lowest longitude"),
    ("superlative", DRIVERS, "Nick Heidfeld is the oldest driver", "Lewis Hamilton is the oldest driver"),
    ("direction", CIRCUITS, "Hockenheimring has a higher latitude than Circuit de Monaco", "Circuit de Monaco has a higher latitude than Hockenheimring"),
    ("direction", ("f1_drivers", "f1_qualifying"), "Kovalainen qualified in a better position than Heidfeld", "Heidfeld qualified in a better position than Kovalainen"),
    ("direction", CIRCUITS, "Istanbul Park has a larger longitude than Circuit de Monaco", "Circuit de Monaco has a larger longitude than Istanbul Park"),
    ("difference", CIRCUITS, "Silverstone Circuit's latitude is about 4.5 higher than Hungaroring's", "Silverstone Circuit's latitude is about 6.5 higher than Hungaroring's"),
    ("difference", CIRCUITS, "Bahrain International Circuit lies 23.27 degrees of latitude north of Sepang International Circuit", "Bahrain International Circuit lies 25.27 degrees of latitude north of Sepang International Circuit"),
    ("joined", RACES, "The Monaco Grand Prix was held at Circuit de Monaco", "The Monaco Grand Prix was held at Hungaroring"),
    ("joined", RACES, "The Hungarian Grand Prix took place in Budapest", "The Hungarian Grand Prix took place in Istanbul"),
    ("joined", ("f1_drivers", "f1_qualifying"), "Kubica qualified in position 2", "Kubica qualified in position 4"),
    ("joined", ("f1_constructors", "f1_qualifying"), "Ferrari's driver qualified in position 4", "Ferrari's driver qualified in position 1"),
    ("joined", GRID, "Timo Glock drove for Toyota", "Timo Glock drove for Ferrari"),
    ("joined", RACES, "Silverstone Circuit hosted round 8", "Silverstone Circuit hosted round 6"),
    ("negation", CIRCUITS, "No circuit has a latitude below 0", "No circuit has a latitude below 10"),
    ("negation", RACES, "The Chinese Grand Prix was not held at Circuit de Monaco", "The Monaco Grand Prix was not held at Circuit de Monaco"),
    ("negation", DRIVERS, "Lewis Hamilton is not German", "Nick Heidfeld is not German"),
    ("negation", ("f1_races",), "No race was held in 2010", "No race was held in 2009"),
    ("codes", DRIVERS, "HAM was born in 1985", "KUB was born in 1979"),
    ("codes", DRIVERS, "RAI is Finnish", "RAI is German"),
    # a fourth set, on BIRD's superhero tables (keys named "gender_id" -> gender.id), written before the judge saw them
    ("wrong_entity", HEROES, "Abe Sapien is 191 cm tall", "Abin Sur is 191 cm tall"),
    ("wrong_entity", HEROES, "A-Bomb weighs 441 kg", "Adam Strange weighs 441 kg"),
    ("wrong_entity", HEROES, "Emil Blonsky is the full name of Abomination", "Emil Blonsky is the full name of Abraxas"),
    ("superlative", HEROES, "A-Bomb is the tallest hero, at 203 cm", "Absorbing Man is the tallest hero, at 193 cm"),
    ("superlative", POWERS, "Abraxas has the highest attribute value, 100", "3-D Man has the highest attribute value, 80"),
    ("direction", HEROES, "Absorbing Man is taller than Agent 13", "Agent 13 is taller than Absorbing Man"),
    ("direction", HEROES, "Abe Sapien weighs less than 3-D Man", "3-D Man weighs less than Abe Sapien"),
    ("difference", HEROES, "A-Bomb is 15 cm taller than 3-D Man", "A-Bomb is 25 cm taller than 3-D Man"),
    ("difference", HEROES, "Abomination weighs 376 kg more than Abe Sapien", "Abomination weighs 386 kg more than Abe Sapien"),
    ("joined", GENDER, "Agent 13 is female", "Abe Sapien is female"),
    ("joined", ALIGNED, "Abomination has a Bad alignment", "Abe Sapien has a Bad alignment"),
    ("joined", PUBLISHED, "Abe Sapien is published by Dark Horse Comics", "Abe Sapien is published by DC Comics"),
    ("joined", PUBLISHED, "DC Comics publishes 2 of these heroes", "DC Comics publishes 3 of these heroes"),
    ("joined", POWERS, "Abraxas has an attribute value of 100", "Abe Sapien has an attribute value of 100"),
    ("negation", HEROES, "No hero is taller than 203 cm", "No hero is taller than 200 cm"),
    ("negation", GENDER, "Abe Sapien is not female", "Agent 13 is not female"),
    ("negation", PUBLISHED, "Abin Sur is not published by Dark Horse Comics", "Abe Sapien is not published by Dark Horse Comics"),
    # a fifth set, on BIRD's european_football_2 and california_schools tables, written before the judge saw them
    ("wrong_entity", PLAYERS, "Aaron Lennon weighs 139", "Aaron Kuhl weighs 139"),
    ("wrong_entity", SAT, "Alameda High had an enrollment of 465", "Alameda Community Learning Center had an enrollment of 465"),
    ("wrong_entity", LEAGUES, "Netherlands Eredivisie is played in the Netherlands", "Netherlands Eredivisie is played in Portugal"),
    ("superlative", PLAYERS, "Aaron Lennox is the tallest player, at 190.5 cm", "Aaron Doran is the tallest player, at 170.18 cm"),
    ("superlative", PLAYERS, "Aaron Galindo is the heaviest player", "Aaron Lennon is the heaviest player"),
    ("superlative", SAT, "Alameda Community Learning Center had the highest average math score, 593", "Alameda Science and Technology Institute had the highest average math score, 590"),
    ("superlative", PLAYERS, "Aaron Hughes is the oldest player", "Aaron Kuhl is the oldest player"),
    ("direction", SAT, "Alameda High had a higher average reading score than FAME Public Charter", "FAME Public Charter had a higher average reading score than Alameda High"),
    ("direction", PLAYERS, "Aaron Cresswell is lighter than Aaron Doran", "Aaron Doran is lighter than Aaron Cresswell"),
    ("direction", SAT, "Envision Academy for Arts & Technology had more test takers than FAME Public Charter", "FAME Public Charter had more test takers than Envision Academy for Arts & Technology"),
    ("difference", SAT, "Alameda High's average math score was 30 points above its reading score", "Alameda High's average math score was 40 points above its reading score"),
    ("difference", PLAYERS, "Aaron Galindo weighs 59 more than Aaron Lennon", "Aaron Galindo weighs 49 more than Aaron Lennon"),
    ("difference", SAT, "Alameda High and Alameda Community Learning Center had a combined enrollment of 491", "Alameda High and Alameda Community Learning Center had a combined enrollment of 591"),
    ("joined", LEAGUES, "Germany 1. Bundesliga is the league of Germany", "Germany 1. Bundesliga is the league of Italy"),
    ("joined", LEAGUES, "Spain LIGA BBVA belongs to Spain", "Spain LIGA BBVA belongs to France"),
    ("negation", PLAYERS, "No player is taller than 190.5", "No player is taller than 185"),
    ("negation", SAT, "FAME Public Charter did not have a higher average writing score than Alameda High", "Alameda High did not have a higher average writing score than FAME Public Charter"),
    ("negation", LEAGUES, "Poland Ekstraklasa is not the league of Portugal", "Portugal Liga ZON Sagres is not the league of Portugal"),
    ("percent_vs_count", SAT, "325 students at Alameda High took the SAT", "325% of students at Alameda High took the SAT"),
]


def load_tables() -> dict[str, Table]:
    return heldout_pairs.load_tables(DATA)


@pytest.fixture(scope="module")
def judge():
    return LexicalJudge()


@pytest.fixture(scope="module")
def tables():
    return load_tables()


def test_the_real_tables_are_small_and_linked_by_numeric_keys(tables):
    assert set(tables) == {"nw_categories", "nw_suppliers", "nw_products", "ch_artists", "ch_albums",
                           "f1_circuits", "f1_races", "f1_drivers", "f1_constructors", "f1_qualifying",
                           "sh_superhero", "sh_gender", "sh_alignment", "sh_publisher", "sh_hero_attribute",
                           "ef_player", "ef_country", "ef_league", "cs_satscores"}
    assert all(len(t.cells) <= 50 for t in tables.values())
    assert {"SupplierID", "CategoryID"} <= set(tables["nw_products"].header) and "ArtistId" in tables["ch_albums"].header


@pytest.mark.parametrize("category,names,true,false", REAL, ids=[f"{c}-{i}" for i, (c, *_rest) in enumerate(REAL)])
def test_true_claim_kept_and_false_twin_caught(judge, tables, category, names, true, false):
    chosen = [tables[n] for n in names]
    kept, caught = judge.verify(true, chosen), judge.verify(false, chosen)
    assert (kept.status, kept.score) == ("ok", 1.0), (true, kept.evidence)
    assert (caught.status, caught.score) == ("ok", 0.0), (false, caught.evidence)
