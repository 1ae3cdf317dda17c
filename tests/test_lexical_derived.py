"""Numbers and relations a writer computes rather than copies, on a small library database of our own: counts of a
joined table ranked and compared ("has the most books"), time between two dates ("lasted 30 days", "6 years
before"), milliseconds and bytes, a unit price times a quantity (one line, a joined row, an order's lines),
fractions of a table's rows ("half of the books", "one in five loans", "the majority"); and a league season in
the shape of Wikipedia's football tables: W/D/L/GF/GA/Pts headers, finishing positions as ordinals, gaps in words,
equalities ("as many as"), acronyms spelled out; an election in the shape of Wikipedia's results tables (a bare
"%" column, a "+/–" change column read with the sign of "gained"/"lost", possessives: "Anna Berg's Liberal Union").

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false
one refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest

from mt_raig.eval.lexical import LexicalJudge
from mt_raig.tables import Table

AUTHORS = Table("authors", "library - authors", ("AuthorId", "Name", "Country"), (
    ("1", "Ursula Le Guin", "USA"), ("2", "Chinua Achebe", "Nigeria"), ("3", "Italo Calvino", "Italy"), ("4", "Wislawa Szymborska", "Poland")))
BOOKS = Table("books", "library - books", ("BookId", "Title", "AuthorId", "Pages", "Price", "Published", "FileBytes"), (
    ("10", "The Dispossessed", "1", "387", "15.99", "1974-05-01", "2400000"),
    ("11", "The Lathe of Heaven", "1", "184", "12.50", "1971-03-15", "1150000"),
    ("12", "A Wizard of Earthsea", "1", "205", "9.99", "1968-11-01", "1300000"),
    ("13", "Things Fall Apart", "2", "209", "11.00", "1958-06-17", "980000"),
    ("14", "Arrow of God", "2", "287", "13.25", "1964-01-01", "1720000"),
    ("15", "Invisible Cities", "3", "165", "14.00", "1972-11-01", "760000")))
LOANS = Table("loans", "library - loans", ("LoanId", "BookId", "Copies", "LoanDate", "ReturnDate", "ReadingTimeMs"), (
    ("100", "10", "2", "2024-01-03", "2024-01-17", "5400000"), ("101", "13", "3", "2024-01-05", "2024-02-04", "7200000"),
    ("102", "15", "1", "2024-02-10", "2024-02-15", "1800000"), ("103", "10", "4", "2024-03-01", "2024-03-08", "3600000"),
    ("104", "14", "1", "2024-03-12", "2024-04-01", "9000000")))
LINES = Table("lines", "library - purchase lines", ("LineId", "OrderId", "Supplier", "BookId", "Quantity", "UnitPrice"), (
    ("1", "7", "Penguin", "10", "3", "8.50"), ("2", "7", "Penguin", "11", "2", "6.25"), ("3", "8", "Vintage", "15", "5", "7.00"),
    ("4", "8", "Vintage", "13", "1", "5.75"), ("5", "9", "Penguin", "12", "4", "4.99")))
TABLES = [AUTHORS, BOOKS, LOANS, LINES]
STANDINGS = Table("league", "football league - standings", ("Club", "Pld", "W", "D", "L", "GF", "GA", "Pts"), (
    ("Rovers", "38", "25", "8", "5", "80", "31", "83"), ("United", "38", "22", "9", "7", "71", "40", "75"),
    ("Athletic", "38", "12", "10", "16", "45", "52", "46")))

# A league season of our own making in the shape of Wikipedia's football tables (Pos/Pld/W/D/L/GF/GA/GD/Pts).
CLUBS = Table("clubs", "2019 Allsvenskan - Clubs", ("Club", "City", "Stadium", "Capacity", "Founded", "Manager"), (
    ("Djurgården", "Stockholm", "Tele2 Arena", "30000", "1891", "Kim Bergstrand"),
    ("Malmö FF", "Malmö", "Eleda Stadion", "22500", "1910", "Uwe Rösler"),
    ("Hammarby", "Stockholm", "Tele2 Arena", "30000", "1889", "Stefan Billborn"),
    ("AIK", "Stockholm", "Friends Arena", "50000", "1891", "Rikard Norling"),
    ("IFK Norrköping", "Norrköping", "Platinumcars Arena", "17234", "1897", "Jens Gustafsson")))
LEAGUE = Table("standings", "2019 Allsvenskan - League table", ("Pos", "Team", "Pld", "W", "D", "L", "GF", "GA", "GD", "Pts"), (
    ("1", "Djurgården", "30", "20", "5", "5", "53", "21", "+32", "65"), ("2", "Malmö FF", "30", "18", "9", "3", "57", "21", "+36", "63"),
    ("3", "Hammarby", "30", "18", "7", "5", "75", "38", "+37", "61"), ("4", "AIK", "30", "17", "8", "5", "45", "23", "+22", "59"),
    ("5", "IFK Norrköping", "30", "14", "12", "4", "50", "28", "+22", "54")))
SCORERS = Table("scorers", "2019 Allsvenskan - Top scorers", ("Rank", "Player", "Club", "Goals"), (
    ("1", "Mohamed Buya Turay", "Djurgården", "14"), ("2", "Aron Jóhannsson", "Hammarby", "12"), ("3", "Markus Rosenberg", "Malmö FF", "11"),
    ("4", "Muamer Tanković", "Hammarby", "11"), ("5", "Sebastian Larsson", "AIK", "8")))
SEASON = [CLUBS, LEAGUE, SCORERS]

SEASON_PAIRS = [  # (category, true, false)
    ("gap_in_words", "Djurgården won the league with 65 points, two ahead of Malmö FF.", "Djurgården won the league with 65 points, three ahead of Malmö FF."),
    ("gap_in_words", "Turay outscored Rosenberg by three goals.", "Turay outscored Rosenberg by five goals."),
    ("superlative", "Hammarby scored the most goals (75) but finished third.", "Malmö FF scored the most goals (57) but finished second."),
    ("superlative", "Malmö FF lost only three matches, the fewest in the league.", "AIK lost only three matches, the fewest in the league."),
    ("superlative", "Hammarby scored the most goals.", "Malmö FF scored the most goals."),
    ("position", "Norrköping finished fifth with 54 points.", "Norrköping finished fourth with 54 points."),
    ("position", "Norrköping finished in fifth place.", "Norrköping finished in fourth place."),
    ("position", "Hammarby came third.", "AIK came third."),
    ("league_headers", "Malmö FF drew 9 matches.", "Malmö FF drew 12 matches."),
    ("league_headers", "Malmö FF lost just three times.", "Malmö FF lost just five times."),
    ("league_headers", "IFK Norrköping drew 12 matches, more than any other club.", "Malmö FF drew 12 matches, more than any other club."),
    ("equality", "Djurgården conceded 21 goals, as many as Malmö FF.", "Djurgården conceded 21 goals, as many as AIK."),
    ("equality", "Djurgården and Malmö FF conceded the same number of goals.", "Djurgården and AIK conceded the same number of goals."),
    ("joined", "Mohamed Buya Turay scored 14 goals for Djurgården.", "Mohamed Buya Turay scored 14 goals for Hammarby."),
    ("joined", "Three clubs finished with more than 60 points.", "Four clubs finished with more than 60 points."),
    ("comparison", "Djurgården's points total was 11 higher than Norrköping's.", "Djurgården's points total was 13 higher than Norrköping's."),
    ("comparison", "Hammarby scored 18 more goals than Malmö FF.", "Hammarby scored 28 more goals than Malmö FF."),
    ("position", "Bergstrand's Djurgården finished ahead of Rösler's Malmö FF.", "Rösler's Malmö FF finished ahead of Bergstrand's Djurgården."),
    ("negation", "No club conceded fewer than 21 goals.", "No club conceded fewer than 23 goals."),
    ("negation", "None of the clubs lost more than five matches.", "None of the clubs lost more than four matches."),
    ("negation", "Malmö FF did not draw more than ten matches.", "IFK Norrköping did not draw more than ten matches."),
    ("negation", "No player from AIK scored more than 10 goals.", "No player from Hammarby scored more than 10 goals."),
]

# An election of our own making in the shape of Wikipedia's results tables (Votes, %, Seats, +/–).
RESULTS = Table("res", "2018 Ruritania general election - Results", ("Party", "Leader", "Votes", "%", "Seats", "+/–"), (
    ("Liberal Union", "Anna Berg", "1,204,311", "34.2", "61", "+7"), ("People's Party", "Jon Holm", "987,412", "28.1", "49", "−5"),
    ("Green Left", "Sara Lind", "521,090", "14.8", "25", "+11"), ("Farmers' League", "Olle Ek", "402,877", "11.5", "19", "−2"),
    ("National Front", "Per Dahl", "289,331", "8.2", "14", "+1")))
REGIONS = Table("reg", "2018 Ruritania general election - Results by region", ("Region", "Turnout", "Winner", "Electorate"), (
    ("North", "71.4%", "Green Left", "812,000"), ("South", "78.9%", "Liberal Union", "1,950,000"),
    ("Capital", "82.3%", "Liberal Union", "1,410,000"), ("East", "69.0%", "People's Party", "990,000")))
ELECTION = [RESULTS, REGIONS]

ELECTION_PAIRS = [
    ("share", "The Liberal Union won the most seats, 61, with 34.2% of the vote.", "The People's Party won the most seats, 49, with 28.1% of the vote."),
    ("change", "Green Left gained 11 seats, the largest gain of any party.", "The People's Party gained 11 seats, the largest gain of any party."),
    ("change", "The People's Party lost five seats.", "The People's Party lost seven seats."),
    ("change", "The Farmers' League lost two seats and fell to 19.", "The Farmers' League gained two seats and rose to 19."),
    ("superlative", "Turnout was highest in the Capital at 82.3%.", "Turnout was highest in the North at 71.4%."),
    ("superlative", "The East had the lowest turnout, 69.0%.", "The North had the lowest turnout, 71.4%."),
    ("bound", "The National Front won fewer than 15 seats.", "The National Front won fewer than 12 seats."),
    ("possessive", "Anna Berg's Liberal Union won 61 seats.", "Jon Holm's Liberal Union won 61 seats."),
    ("comparison", "Turnout in the South was 9.9 points higher than in the East.", "Turnout in the South was 7.9 points higher than in the East."),
    ("comparison", "The Liberal Union won 216,899 more votes than the People's Party.", "The Liberal Union won 316,899 more votes than the People's Party."),
    ("count", "The Liberal Union won two of the four regions.", "The Liberal Union won three of the four regions."),
]

# Country facts of our own making (a column of years, a date column, a text column of people).
NORDIC = Table("c", "Nordic countries - Overview", ("Country", "Capital", "Population (2020)", "Area (km²)", "GDP per capita (US$)", "EU member since"), (
    ("Denmark", "Copenhagen", "5,831,404", "42,943", "61,063", "1973"), ("Finland", "Helsinki", "5,530,719", "338,455", "49,041", "1995"),
    ("Iceland", "Reykjavík", "366,425", "103,000", "59,270", "—"), ("Norway", "Oslo", "5,379,475", "385,207", "67,294", "—"),
    ("Sweden", "Stockholm", "10,353,442", "450,295", "52,274", "1995")))
LEADERS = Table("m", "Nordic countries - Heads of government", ("Country", "Prime minister", "Party", "Took office"), (
    ("Denmark", "Mette Frederiksen", "Social Democrats", "2019-06-27"), ("Finland", "Sanna Marin", "Social Democratic Party", "2019-12-10"),
    ("Iceland", "Katrín Jakobsdóttir", "Left-Green Movement", "2017-11-30"), ("Norway", "Erna Solberg", "Conservative Party", "2013-10-16"),
    ("Sweden", "Stefan Löfven", "Social Democrats", "2014-10-03")))
COUNTRIES = [NORDIC, LEADERS]

COUNTRY_PAIRS = [
    ("years", "Denmark joined the EU in 1973, 22 years before Finland and Sweden.", "Denmark joined the EU in 1973, 20 years before Finland and Sweden."),
    ("years", "Finland joined the EU 22 years after Denmark.", "Denmark joined the EU 22 years after Finland."),
    ("months", "Sanna Marin took office in December 2019, six months after Mette Frederiksen.", "Sanna Marin took office in December 2019, nine months after Mette Frederiksen."),
    ("ratio_in_words", "Finland's area is about eight times Denmark's.", "Finland's area is about five times Denmark's."),
    ("count_by_column", "Two of the five prime ministers belong to the Social Democrats.", "Three of the five prime ministers belong to the Social Democrats."),
    ("superlative", "Norway has the highest GDP per capita, at $67,294.", "Denmark has the highest GDP per capita, at $61,063."),
]

ACRONYM_PAIRS = [  # headers written as acronyms, spelled out by the writer
    ("Rovers scored more goals for than United.", "United scored more goals for than Rovers."),
    ("Athletic had the most goals against.", "United had the most goals against."),
    ("Rovers had 80 goals for.", "Rovers had 31 goals for."),
    ("Rovers had fewer goals against than United.", "Rovers had more goals against than United."),
    ("Rovers scored 80 goals and conceded 31 goals.", "Rovers scored 80 goals and conceded 40 goals."),
]

PAIRS = [
    # counts of a joined table: Le Guin 3 books, Achebe 2, Calvino 1, Szymborska none
    ("joined_count", "Ursula Le Guin has the most books in the catalogue.", "Chinua Achebe has the most books in the catalogue."),
    ("joined_count", "Italo Calvino has the fewest books.", "Ursula Le Guin has the fewest books."),
    ("joined_count", "Chinua Achebe has the second most books.", "Italo Calvino has the second most books."),
    ("joined_count", "Ursula Le Guin wrote more books than Chinua Achebe.", "Chinua Achebe wrote more books than Ursula Le Guin."),
    ("joined_count", "Italo Calvino wrote fewer books than Chinua Achebe.", "Chinua Achebe wrote fewer books than Italo Calvino."),
    ("joined_count", "The Dispossessed was lent 6 copies in total.", "The Dispossessed was lent 8 copies in total."),
    # time between two dates
    ("date_gap", "Loan 101 lasted 30 days.", "Loan 101 lasted 20 days."),
    ("date_gap", "Loan 102 lasted 5 days.", "Loan 102 lasted 7 days."),
    ("date_gap", "Things Fall Apart was published 6 years before Arrow of God.", "Things Fall Apart was published 16 years before Arrow of God."),
    ("date_gap", "Arrow of God came out 6 years later than Things Fall Apart.", "Things Fall Apart came out 6 years later than Arrow of God."),
    ("date_gap", "Things Fall Apart was published 6 years before Arrow of God.", "Things Fall Apart was published 6 years after Arrow of God."),
    ("date_gap", "Things Fall Apart is the oldest book.", "The Lathe of Heaven is the oldest book."),
    # units of the column's header: milliseconds, bytes
    ("units", "Loan 100 involved a reading time of 90 minutes.", "Loan 100 involved a reading time of 60 minutes."),
    ("units", "Loan 104 recorded 2.5 hours of reading.", "Loan 104 recorded 3.5 hours of reading."),
    ("units", "The Dispossessed takes up 2.4 MB.", "The Dispossessed takes up 1.4 MB."),
    # a unit price times a quantity
    ("price_x_quantity", "Loan 103 was worth 63.96.", "Loan 103 was worth 53.96."),
    ("price_x_quantity", "Order 7 came to 38.00 in total.", "Order 7 came to 40.00 in total."),
    ("price_x_quantity", "Vintage's lines totalled 40.75.", "Vintage's lines totalled 42.75."),
    ("price_x_quantity", "Order 9 was worth 19.96.", "Order 9 was worth 24.95."),
    # fractions of a table's rows
    ("fraction", "Half of the books are by Ursula Le Guin.", "Half of the books are by Chinua Achebe."),
    ("fraction", "A third of the books are by Chinua Achebe.", "A third of the books are by Ursula Le Guin."),
    ("fraction", "About half of the books are by Ursula Le Guin.", "About two thirds of the books are by Ursula Le Guin."),
    ("fraction", "One in five loans was of Invisible Cities.", "One in five loans was of The Dispossessed."),
    ("fraction", "Two of the five loans were of The Dispossessed.", "Half of the loans were of The Dispossessed."),
    ("fraction", "Three of the six books are by Ursula Le Guin.", "The majority of the books are by Ursula Le Guin."),
    ("fraction", "Of the five loans, two were of The Dispossessed.", "Of the five loans, three were of The Dispossessed."),
    ("fraction", "Of the six books, three are by Ursula Le Guin.", "Of the six books, two are by Ursula Le Guin."),
    # a count of 0 of another table's rows joined to the subject
    ("joined_count", "Wislawa Szymborska has no books in the catalogue.", "Ursula Le Guin has no books in the catalogue."),
    # a superlative whose own words name no column, ranked on the column its stated number's noun names
    ("superlative", "The Dispossessed is the longest book, at 387 pages.", "Arrow of God is the longest book, at 287 pages."),
    # people named by their surname (a column of names): "Le Guin", "Achebe"
    ("surname", "The total price of Le Guin's three books is 38.48.", "The total price of Le Guin's three books is 40.48."),
    ("surname", "Achebe wrote Arrow of God.", "Calvino wrote Arrow of God."),
]


@pytest.fixture(scope="module")
def judge():
    return LexicalJudge()


def assert_right(judge, tables, true: str, false: str):
    """The true claim is supported (ok, 1.0) and its false twin refuted (ok, 0.0); a skip is a miss on either side."""
    kept, caught = judge.verify(true, tables), judge.verify(false, tables)
    assert (kept.status, kept.score) == ("ok", 1.0), (true, kept.error, kept.evidence)
    assert (caught.status, caught.score) == ("ok", 0.0), (false, caught.error, caught.evidence)


@pytest.mark.parametrize("category,true,false", PAIRS, ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(PAIRS)])
def test_true_claim_kept_and_false_twin_caught(judge, category, true, false):
    assert_right(judge, TABLES, true, false)


@pytest.mark.parametrize("true,false", ACRONYM_PAIRS)
def test_spelled_out_acronyms_name_their_column(judge, true, false):
    assert_right(judge, [STANDINGS], true, false)
    assert judge.verify(true, [STANDINGS]).claim == true  # the verdict keeps the claim as written, not the acronym


@pytest.mark.parametrize("category,true,false", SEASON_PAIRS, ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(SEASON_PAIRS)])
def test_league_tables_as_wikipedia_writes_them(judge, category, true, false):
    assert_right(judge, SEASON, true, false)


@pytest.mark.parametrize("category,true,false", ELECTION_PAIRS, ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(ELECTION_PAIRS)])
def test_election_tables_as_wikipedia_writes_them(judge, category, true, false):
    assert_right(judge, ELECTION, true, false)


@pytest.mark.parametrize("category,true,false", COUNTRY_PAIRS, ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(COUNTRY_PAIRS)])
def test_country_facts(judge, category, true, false):
    assert_right(judge, COUNTRIES, true, false)


def test_a_negation_resting_on_a_name_alone_is_skipped(judge):
    """"Djurgården did not win the league": nothing but the name is checked, so it is never supported."""
    verdict = judge.verify("Djurgården did not win the league.", SEASON)
    assert verdict.status == "skipped" and "negation" in verdict.error


def test_a_bare_number_is_no_date_gap(judge):
    """Loan 101 ran 30 days; "30 copies" is no time, so the gap never supports it."""
    assert judge.verify("Loan 101 involved 30 copies.", TABLES).score == 0.0


def test_a_rank_that_counts_nothing_is_no_joined_count(judge):
    """"the busiest author" counts nothing: only most / fewest / least rank the rows of another table."""
    verdict = judge.verify("Ursula Le Guin is the busiest author.", TABLES)
    assert verdict.status == "skipped" or not any(c.get("kind") == "superlative" and "joined" in str(c) for c in verdict.evidence.get("checks", []))
