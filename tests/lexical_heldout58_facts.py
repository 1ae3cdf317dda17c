"""The label checks of the fifty-eighth held-out lexical set (``tests/test_lexical_heldout58.py``): for each pair id, a
function of the stored rows that recomputes whether the true claim holds and whether its false twin does (it must be
``(True, False)``).

The tables (``tests/data/lexical_heldout58_tables.json``, DATA.md): the hitters of Boston, Detroit and Toronto in 1986
(club, position, years in the majors, career home runs, 1987 salary in thousands of dollars, 1987 club) and their 1986
batting, keyed by the player's name; Hurricane Katrina's best-track observations of August 2005; Bayern Munich's 34
Bundesliga games of 2000-01. Every function reads the cells it needs and computes the claim's facts from them, in the
claim's own terms (a rounded number through :func:`heldout_pairs.about`).
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import NamedTuple

import heldout_pairs
from heldout_pairs import (
    Rows,
    about,
    both_fillings,
    keyed_cell,
    keyed_column,
    keyed_number,
    number,
    one_row,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout58_tables.json"

T1 = "al_east_hitters_1986"
T2 = "al_east_batting_1986"
T3 = "hurricane_katrina_2005_track"
T4 = "bayern_munich_bundesliga_2000_01"
BAYERN = "Bayern Muenchen"
KNOT_MPH = 1852 / 1609.344  # a knot is 1,852 metres an hour; a statute mile is 1,609.344 metres
MB_INHG = 1 / 33.8639  # inches of mercury in a millibar (1 inHg = 33.8639 hPa)


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def hit(rows: Rows, player: str, col: str) -> str:
    return keyed_cell(rows, T1, player, col)


def bat(rows: Rows, player: str, col: str) -> float:
    return keyed_number(rows, T2, player, col)


def salary(rows: Rows, player: str) -> float:
    return number(hit(rows, player, "salary_1987_thousands"))


def club(rows: Rows, team: str) -> list[str]:
    """The players whose 1986 club is ``team``."""
    return [r["player"] for r in rows[T1] if r["team_1986"] == team]


def listed_salaries(rows: Rows, team: str) -> dict[str, float]:
    return {p: salary(rows, p) for p in club(rows, team) if hit(rows, p, "salary_1987_thousands")}


def reading(rows: Rows, date: str, hour: str) -> dict[str, str]:
    return one_row(rows[T3], date=date, hour_utc=hour)


def track(rows: Rows, col: str) -> list[float]:
    return [number(r[col]) for r in rows[T3]]


def hours(r: dict[str, str]) -> int:
    """Hours since midnight UTC on August 23 of a reading."""
    return (datetime.date.fromisoformat(r["date"]) - datetime.date(2005, 8, 23)).days * 24 + int(r["hour_utc"])


class Game(NamedTuple):
    round: int
    date: datetime.date
    home: bool
    opponent: str
    scored: int
    conceded: int


def games(rows: Rows) -> list[Game]:
    out = []
    for r in rows[T4]:
        home = r["home_team"] == BAYERN
        assert home or r["away_team"] == BAYERN
        h, a = int(r["home_goals"]), int(r["away_goals"])
        out.append(Game(int(r["round"]), datetime.date.fromisoformat(r["date"]), home,
                        r["away_team"] if home else r["home_team"], h if home else a, a if home else h))
    return out


def game(rows: Rows, opponent: str, home: bool) -> Game:
    hits = [g for g in games(rows) if g.opponent == opponent and g.home == home]
    assert len(hits) == 1, (opponent, home)
    return hits[0]


def won(g: Game) -> bool:
    return g.scored > g.conceded


def lost(g: Game) -> bool:
    return g.scored < g.conceded


# wrong_entity


def we1(rows):
    return both_fillings(lambda p: bat(rows, p, "walks") == 105, "Wade Boggs", "Dwight Evans")


def we2(rows):
    return both_fillings(lambda p: salary(rows, p) == 2412.5, "Jim Rice", "Kirk Gibson")


def we3(rows):
    return both_fillings(lambda d: number(reading(rows, d, "12")["wind_knots"]) == 145, "2005-08-28", "2005-08-29")


def we4(rows):
    g = one_row(rows[T4], round="11")
    return both_fillings(lambda t: (g["home_team"], g["away_team"], g["home_goals"], g["away_goals"]) == (BAYERN, t, "6", "2"),
                         "Borussia Dortmund", "Schalke 04")


def we5(rows):
    return both_fillings(lambda p: hit(rows, p, "career_home_runs") == "347", "Darrell Evans", "Dwight Evans")


def we6(rows):
    return both_fillings(lambda p: bat(rows, p, "at_bats") == 687, "Tony Fernandez", "George Bell")


def we7(rows):
    return both_fillings(lambda p: (hit(rows, p, "team_1986"), hit(rows, p, "team_1987")) == ("Boston", "Seattle"),
                         "Rey Quinones", "Ed Romero")


def we8(rows):
    return both_fillings(lambda h: number(reading(rows, "2005-08-29", h)["pressure_millibars"]) == 920, "11", "14")


def we9(rows):
    home_defeats = sorted((g for g in games(rows) if g.home and lost(g)), key=lambda g: g.round)
    first = home_defeats[0]

    def holds(team):
        return first.round == 7 and first.opponent == team and (first.scored, first.conceded) == (0, 1)
    return both_fillings(holds, "Hansa Rostock", "Eintracht Frankfurt")


def we10(rows):
    return both_fillings(lambda p: bat(rows, "Jesse Barfield", "runs_batted_in") == bat(rows, p, "runs_batted_in") == 108,
                         "George Bell", "Lloyd Moseby")


# superlative


def su1(rows):
    def holds(p, hr):
        return top_key(rows, T2, "home_runs") == p and bat(rows, p, "home_runs") == hr
    return holds("Jesse Barfield", 40), holds("Don Baylor", 31)


def su2(rows):
    pay = {r["player"]: number(r["salary_1987_thousands"]) for r in rows[T1] if r["salary_1987_thousands"]}
    ranked = sorted(pay, key=pay.get, reverse=True)
    assert pay[ranked[1]] > pay[ranked[2]]

    def holds(p, amount):
        return ranked[0] == "Jim Rice" and ranked[1] == p and pay[p] == amount
    return holds("Wade Boggs", 1600), holds("Kirk Gibson", 1300)


def su3(rows):
    return both_fillings(lambda x: min(track(rows, "pressure_millibars")) == x, 902, 909)


def su4(rows):
    defeats = [g for g in games(rows) if lost(g)]
    worst = max(g.conceded - g.scored for g in defeats)
    heaviest = [g for g in defeats if g.conceded - g.scored == worst]
    assert len(heaviest) == 1
    g = heaviest[0]
    return both_fillings(lambda t: g.home and g.opponent == t and (g.scored, g.conceded) == (1, 3), "Schalke 04", "Werder Bremen")


def su5(rows):
    def holds(p, hits):
        return top_key(rows, T2, "hits") == p and bat(rows, p, "hits") == hits
    return holds("Tony Fernandez", 213), holds("Jim Rice", 200)


def su6(rows):
    def holds(a, b):
        return top_keys(rows, T1, "years_in_majors") == {a, b} and hit(rows, a, "years_in_majors") == "18"
    return holds("Darrell Evans", "Bill Buckner"), holds("Darrell Evans", "Don Baylor")


def su7(rows):
    peak = max(track(rows, "wind_knots"))
    at_peak = [(r["date"], r["hour_utc"]) for r in rows[T3] if number(r["wind_knots"]) == peak]
    return both_fillings(lambda when: peak == 150 and at_peak == [when], ("2005-08-28", "18"), ("2005-08-29", "0"))


def su8(rows):
    total = {(g.opponent, g.home): g.scored + g.conceded for g in games(rows)}
    best = max(total.values())
    assert sum(v == best for v in total.values()) == 1

    def holds(team, score):
        g = game(rows, team, True)
        return total[(team, True)] == best and (g.scored, g.conceded) == score
    return holds("Borussia Dortmund", (6, 2)), holds("Hertha BSC Berlin", (4, 1))


def su9(rows):
    def holds(*players):
        return top_keys(rows, T2, "runs") == set(players) and all(bat(rows, p, "runs") == 107 for p in players)
    return holds("Wade Boggs", "Alan Trammell", "Jesse Barfield"), holds("Wade Boggs", "Alan Trammell", "George Bell")


def su10(rows):
    pay = listed_salaries(rows, "Toronto")
    ranked = sorted(pay, key=pay.get, reverse=True)
    assert pay[ranked[0]] > pay[ranked[1]] > pay[ranked[2]]
    return both_fillings(lambda pair: ranked[:2] == pair, ["Jesse Barfield", "George Bell"], ["George Bell", "Jesse Barfield"])


# direction


def di1(rows):
    later = number(reading(rows, "2005-08-29", "6")["wind_knots"])
    earlier = number(reading(rows, "2005-08-28", "18")["wind_knots"])  # twelve hours before
    return later < earlier, later > earlier


def di2(rows):
    home = sum(won(g) for g in games(rows) if g.home)
    away = sum(won(g) for g in games(rows) if not g.home)
    return home > away, home < away


def di3(rows):
    coles, trammell = bat(rows, "Darnell Coles", "runs_batted_in"), bat(rows, "Alan Trammell", "runs_batted_in")
    return coles > trammell, coles < trammell


def di4(rows):
    assert hit(rows, "Lance Parrish", "team_1987") == "Philadelphia"
    parrish, lemon = salary(rows, "Lance Parrish"), salary(rows, "Chet Lemon")
    return parrish > lemon, parrish < lemon


def di5(rows):
    t = rows[T3]
    steps = [(number(t[i - 1]["pressure_millibars"]), number(t[i]["pressure_millibars"]))
             for i in range(1, len(t)) if t[i]["date"] == "2005-08-29"]
    assert len(steps) == 6
    return all(b > a for a, b in steps), all(b < a for a, b in steps)


def di6(rows):
    schalke, frankfurt = game(rows, "Schalke 04", False), game(rows, "Eintracht Frankfurt", True)
    assert (schalke.scored, schalke.conceded) == (2, 3) and lost(frankfurt)
    gap = (frankfurt.date - schalke.date).days
    return gap == 7, gap == -7


def di7(rows):
    walks_gap = bat(rows, "Wade Boggs", "walks") - bat(rows, "Marty Barrett", "walks")
    assert walks_gap >= 30  # "far more walks" (105 against 65)
    ab_barrett, ab_boggs = bat(rows, "Marty Barrett", "at_bats"), bat(rows, "Wade Boggs", "at_bats")
    return ab_barrett > ab_boggs, ab_barrett < ab_boggs


def di8(rows):
    buckner, baylor = number(hit(rows, "Bill Buckner", "years_in_majors")), number(hit(rows, "Don Baylor", "years_in_majors"))
    return buckner > baylor, buckner < baylor


def di9(rows):
    home = sum(g.scored for g in games(rows) if g.home)
    away = sum(g.scored for g in games(rows) if not g.home)
    return home > away, home < away


def di10(rows):
    midnight, morning = (number(reading(rows, "2005-08-26", h)["wind_knots"]) for h in ("0", "6"))
    return morning < midnight, morning > midnight


# difference


def df1(rows):
    gap = bat(rows, "Wade Boggs", "hits") - bat(rows, "Marty Barrett", "hits")
    return gap == 28, gap == 18


def df2(rows):
    scored, conceded = sum(g.scored for g in games(rows)), sum(g.conceded for g in games(rows))
    return both_fillings(lambda d: (scored, conceded) == (62, 37) and scored - conceded == d, 25, 23)


def df3(rows):
    drop = number(reading(rows, "2005-08-28", "6")["pressure_millibars"]) - number(reading(rows, "2005-08-28", "12")["pressure_millibars"])
    return drop == 21, drop == 12


def df4(rows):
    ratio = salary(rows, "Jim Rice") / salary(rows, "Dwight Evans")
    return ratio > 2, ratio > 3


def df5(rows):
    barfield = bat(rows, "Jesse Barfield", "home_runs")
    return both_fillings(lambda p: barfield == 2 * bat(rows, p, "home_runs"), "Darnell Coles", "Lance Parrish")


def df6(rows):
    start = reading(rows, "2005-08-25", "18")
    end = [r for r in rows[T3] if hours(r) == hours(start) + 72]
    assert len(end) == 1
    rise = number(end[0]["wind_knots"]) - number(start["wind_knots"])
    return rise == 90, rise == 80


def df7(rows):
    wins, draws = sum(won(g) for g in games(rows)), sum(g.scored == g.conceded for g in games(rows))
    return both_fillings(lambda pts: (wins, draws) == (19, 6) and 3 * wins + draws == pts, 63, 65)


def df8(rows):
    gap = number(hit(rows, "Darrell Evans", "career_home_runs")) - number(hit(rows, "Dwight Evans", "career_home_runs"))
    return gap == 56, gap == 65


def df9(rows):
    both = bat(rows, "Jim Rice", "hits") + bat(rows, "Wade Boggs", "hits")
    return both == 407, both == 417


def df10(rows):
    winds = track(rows, "wind_knots")
    assert winds[0] == 30
    return max(winds) == 5 * winds[0], max(winds) == 4 * winds[0]


# joined


def jo1(rows):
    rbi = {p: bat(rows, p, "runs_batted_in") for p in club(rows, "Boston")}
    best = max(rbi.values())
    return both_fillings(lambda p: rbi[p] == best == 110 and sum(v == best for v in rbi.values()) == 1, "Jim Rice", "Bill Buckner")


def jo2(rows):
    total = sum(bat(rows, p, "home_runs") for p in club(rows, "Detroit"))
    return total == 183, total == 173


def jo3(rows):
    sluggers = [p for p in club(rows, "Toronto") if bat(rows, p, "home_runs") >= 20]
    assert len(sluggers) == 3 and all(hit(rows, p, "salary_1987_thousands") for p in sluggers)
    return both_fillings(lambda floor: all(salary(rows, p) > floor for p in sluggers), 700, 800)


def jo4(rows):
    pay = listed_salaries(rows, "Detroit")
    best = max(pay, key=pay.get)
    assert sum(v == pay[best] for v in pay.values()) == 1
    return both_fillings(lambda hr: best == "Kirk Gibson" and bat(rows, best, "home_runs") == hr, 28, 29)


def jo5(rows):
    catchers = {r["team_1986"]: r["player"] for r in rows[T1] if r["position"] == "C"}
    assert len(catchers) == 3 and catchers["Boston"] == "Rich Gedman"
    gedman = bat(rows, "Rich Gedman", "home_runs")

    def holds(team, player):
        return catchers[team] == player and gedman == 16 and bat(rows, player, "home_runs") == gedman
    return holds("Toronto", "Ernie Whitt"), holds("Detroit", "Lance Parrish")


def jo6(rows):
    toronto = sum(bat(rows, p, "hits") for p in club(rows, "Toronto"))
    boston = sum(bat(rows, p, "hits") for p in club(rows, "Boston"))
    return both_fillings(lambda gap: toronto == 1357 and toronto - boston == gap, 89, 99)


def jo7(rows):
    ok = hit(rows, "Lance Parrish", "team_1987") == "Philadelphia" and bat(rows, "Lance Parrish", "home_runs") == 22
    return both_fillings(lambda team: ok and hit(rows, "Lance Parrish", "team_1986") == team, "Detroit", "Toronto")


def jo8(rows):
    walks = bat(rows, "Wade Boggs", "walks")
    return both_fillings(lambda pay: walks == 105 and salary(rows, "Wade Boggs") == pay, 1600, 1300)


def jo9(rows):
    leader = top_key(rows, T2, "at_bats")

    def holds(player, team):
        return leader == player and (hit(rows, player, "team_1986"), hit(rows, player, "position")) == (team, "SS")
    return holds("Tony Fernandez", "Toronto"), holds("Ed Romero", "Boston")


def jo10(rows):
    dhs = {r["player"] for r in rows[T1] if r["position"] == "DH"}
    assert dhs == {"Don Baylor", "Johnny Grubb", "Cliff Johnson"}
    total = sum(bat(rows, p, "home_runs") for p in dhs)
    return total == 44, total == 54


# negation


def ne1(rows):
    by_round = sorted(games(rows), key=lambda g: g.round)
    return both_fillings(lambda n: not any(lost(g) for g in by_round[-n:]), 5, 6)


def ne2(rows):
    most = max(keyed_column(rows, T2, "home_runs").values())
    return both_fillings(lambda n: not most > n, 40, 35)


def ne3(rows):
    low = min(track(rows, "pressure_millibars"))
    return both_fillings(lambda floor: not low < floor, 900, 905)


def ne4(rows):
    movers = {p for p in club(rows, "Toronto") if hit(rows, p, "team_1987") != "Toronto"}
    return movers == {"Damaso Garcia"}, movers == set()


def ne5(rows):
    blanks = [g for g in games(rows) if g.home and g.scored == 0]

    def holds(team):
        return all(g.opponent == team and (g.scored, g.conceded) == (0, 1) for g in blanks)
    return both_fillings(holds, "Hansa Rostock", "Energie Cottbus")


def ne6(rows):
    regulars = [p for p, ab in keyed_column(rows, T2, "at_bats").items() if ab >= 500]
    return both_fillings(lambda n: not any(bat(rows, p, "walks") < n for p in regulars), 25, 30)


def ne7(rows):
    return both_fillings(lambda day: not any(r["status"] == "hurricane" for r in rows[T3] if r["date"] == day),
                         "2005-08-30", "2005-08-27")


def ne8(rows):
    fewest = min(number(hit(rows, p, "years_in_majors")) for p in club(rows, "Detroit"))
    return both_fillings(lambda n: not fewest < n, 4, 5)


def ne9(rows):
    most_away = max(g.scored for g in games(rows) if not g.home)
    return both_fillings(lambda n: not most_away > n, 3, 2)


def ne10(rows):
    def holds(p, at_bats):
        return bat(rows, p, "at_bats") == at_bats and bat(rows, p, "home_runs") == 0 and bat(rows, p, "runs_batted_in") == 0
    return holds("Tony Armas", 16), holds("Cliff Johnson", 19)


# percent_vs_count


def pc1(rows):
    wins, n = sum(won(g) for g in games(rows)), len(games(rows))
    return both_fillings(lambda pct: (wins, n) == (19, 34) and about(100 * wins / n, pct), "56", "65")


def pc2(rows):
    ab = bat(rows, "Wade Boggs", "at_bats")
    return both_fillings(lambda pct: ab == 580 and about(100 * bat(rows, "Wade Boggs", "hits") / ab, pct), "36", "46")


def pc3(rows):
    n, hurricane = len(rows[T3]), sum(r["status"] == "hurricane" for r in rows[T3])
    return both_fillings(lambda pct: (hurricane, n) == (19, 34) and about(100 * hurricane / n, pct), "56", "65")


def pc4(rows):
    n, blank = len(rows[T1]), sum(r["salary_1987_thousands"] == "" for r in rows[T1])
    return both_fillings(lambda pct: (blank, n) == (5, 33) and about(100 * blank / n, pct), "15", "25")


def pc5(rows):
    share = 100 * bat(rows, "Jesse Barfield", "home_runs") / bat(rows, "Jesse Barfield", "at_bats")
    return about(share, "6.8"), about(share, "8.6")


def pc6(rows):
    total = sum(g.scored for g in games(rows))
    home = sum(g.scored for g in games(rows) if g.home)
    return both_fillings(lambda pct: total == 62 and about(100 * home / total, pct), "60", "70")


def pc7(rows):
    pay = listed_salaries(rows, "Boston")
    share = pay["Jim Rice"] / sum(pay.values())
    return 0.3 <= share < 1 / 3, share > 0.5


def pc8(rows):
    start = number(reading(rows, "2005-08-27", "0")["pressure_millibars"])
    drop = 100 * (start - min(track(rows, "pressure_millibars"))) / start
    return about(drop, "6"), about(drop, "16")


def pc9(rows):
    per100 = 100 * bat(rows, "Darrell Evans", "walks") / bat(rows, "Darrell Evans", "at_bats")
    return about(per100, "18"), about(per100, "28")


def pc10(rows):
    home = [g for g in games(rows) if g.home]
    wins = sum(won(g) for g in home)
    return both_fillings(lambda pct: (wins, len(home)) == (12, 17) and about(100 * wins / len(home), pct), "71", "75")


# words


def wo1(rows):
    draws, n = sum(g.scored == g.conceded for g in games(rows)), len(games(rows))
    return both_fillings(lambda d: n == 34 and draws == d, 6, 8)


def wo2(rows):
    ab = bat(rows, "Cliff Johnson", "at_bats")
    return both_fillings(lambda h: ab == 19 and bat(rows, "Cliff Johnson", "hits") == h, 7, 9)


def wo3(rows):
    idx = [i for i, r in enumerate(rows[T3]) if r["category"] == "5"]
    consecutive = idx == list(range(idx[0], idx[0] + len(idx)))
    return both_fillings(lambda n: consecutive and len(idx) == n, 3, 4)


def wo4(rows):
    single = hit(rows, "Rey Quinones", "years_in_majors") == "1"
    return both_fillings(lambda hr: single and number(hit(rows, "Rey Quinones", "career_home_runs")) == hr, 2, 12)


def wo5(rows):
    first = min(games(rows), key=lambda g: g.round)
    ok = first.round == 1 and first.opponent == "Hertha BSC Berlin" and won(first)
    return both_fillings(lambda n: ok and first.scored + first.conceded == n, 5, 6)


def wo6(rows):
    return both_fillings(lambda n: bat(rows, "Jim Rice", "hits") == n, 200, 210)


def wo7(rows):
    dollars = 1000 * salary(rows, "Jim Rice")
    return both_fillings(lambda m: (m - 0.2) * 1e6 <= dollars < m * 1e6, 2.5, 3.5)


def wo8(rows):
    below = sum(p < 910 for p in track(rows, "pressure_millibars"))
    return below == 3, below == 2


def wo9(rows):
    hrs = keyed_column(rows, T2, "home_runs")
    sluggers = sum(v >= 20 for v in hrs.values())
    return both_fillings(lambda n: len(hrs) == 33 and sluggers == n, 12, 15)


def wo10(rows):
    clean = sum(g.conceded == 0 for g in games(rows))
    return clean == 9, clean == 11


# units_dates


def ud1(rows):
    mph = max(track(rows, "wind_knots")) * KNOT_MPH
    return about(mph, "173"), about(mph, "193")


def ud2(rows):
    dates = sorted(g.date for g in games(rows))
    return both_fillings(lambda end: (dates[0], dates[-1]) == (datetime.date(2000, 8, 12), end),
                         datetime.date(2001, 5, 19), datetime.date(2001, 5, 26))


def ud3(rows):
    millions = salary(rows, "Jim Rice") / 1000
    return about(millions, "2.4"), about(millions, "1.4")


def ud4(rows):
    first = next(r for r in rows[T3] if r["status"] == "hurricane")
    return both_fillings(lambda day: (first["date"], first["hour_utc"]) == (day, "22"), "2005-08-25", "2005-08-24")


def ud5(rows):
    first = min((g for g in games(rows) if g.date.year == 2001), key=lambda g: g.date)
    ok = first.home and first.opponent == "VfL Bochum"
    return both_fillings(lambda d: ok and first.date == d, datetime.date(2001, 1, 27), datetime.date(2001, 1, 20))


def ud6(rows):
    spells = [r for r in rows[T3] if r["status"] == "hurricane"]
    assert (spells[0]["date"], spells[-1]["date"]) == ("2005-08-25", "2005-08-29")
    days = (hours(spells[-1]) - hours(spells[0])) / 24
    return about(days, "4"), about(days, "5")


def ud7(rows):
    years = number(hit(rows, "Bill Buckner", "years_in_majors"))
    return both_fillings(lambda decades: years == 18 and 10 * decades - 5 <= years < 10 * decades, 2, 3)


def ud8(rows):
    def holds(month):
        played = [g for g in games(rows) if (g.date.year, g.date.month) == (2000, month)]
        return len(played) == 4 and not any(lost(g) for g in played)
    return holds(12), holds(11)


def ud9(rows):
    inches = min(track(rows, "pressure_millibars")) * MB_INHG
    return about(inches, "26.6"), about(inches, "27.6")


def ud10(rows):
    g = game(rows, "Borussia Dortmund", True)
    ok = (g.scored, g.conceded) == (6, 2) and g.date == datetime.date(2000, 11, 4)
    return both_fillings(lambda day: ok and g.date.strftime("%A") == day, "Saturday", "Sunday")


FACTS = {f.__name__: f for f in (
    we1, we2, we3, we4, we5, we6, we7, we8, we9, we10,
    su1, su2, su3, su4, su5, su6, su7, su8, su9, su10,
    di1, di2, di3, di4, di5, di6, di7, di8, di9, di10,
    df1, df2, df3, df4, df5, df6, df7, df8, df9, df10,
    jo1, jo2, jo3, jo4, jo5, jo6, jo7, jo8, jo9, jo10,
    ne1, ne2, ne3, ne4, ne5, ne6, ne7, ne8, ne9, ne10,
    pc1, pc2, pc3, pc4, pc5, pc6, pc7, pc8, pc9, pc10,
    wo1, wo2, wo3, wo4, wo5, wo6, wo7, wo8, wo9, wo10,
    ud1, ud2, ud3, ud4, ud5, ud6, ud7, ud8, ud9, ud10,
)}
