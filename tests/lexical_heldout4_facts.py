"""Ground truth for the fourth held-out lexical set (tests/test_lexical_heldout4.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in, so
a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts keyed
by column name; cells stay strings as stored. People are found by first and
last name, teams by their full name, so each fact reads as the claim does.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout4_tables.json"

TM, BA, PI, MG, AW = "lh_teams", "lh_batting", "lh_pitching", "lh_managers", "lh_awards"
SP, HF, HG, PK, AS, PE = "lh_seriespost", "lh_halloffame", "lh_homegames", "lh_parks", "lh_allstar", "lh_people"

_one = one_row


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


def _i(row: dict[str, str], col: str) -> int:
    return int(row[col])


def _f(row: dict[str, str], col: str) -> float:
    return float(row[col])


def _day(text: str) -> date:
    return date.fromisoformat(text)


def _pid(r: Rows, name: str) -> str:
    first, last = name.split(" ", 1)
    return _one(r[PE], nameFirst=first, nameLast=last)["playerID"]


def _person(r: Rows, name: str) -> dict[str, str]:
    return _one(r[PE], playerID=_pid(r, name))


def _name(r: Rows, pid: str) -> str:
    p = _one(r[PE], playerID=pid)
    return f"{p['nameFirst']} {p['nameLast']}"


def _bat(r: Rows, name: str) -> dict[str, str]:
    return _one(r[BA], playerID=_pid(r, name))


def _pit(r: Rows, name: str) -> dict[str, str]:
    return _one(r[PI], playerID=_pid(r, name))


def _team(r: Rows, name: str) -> dict[str, str]:
    return _one(r[TM], name=name)


def _tid(r: Rows, name: str) -> str:
    return _team(r, name)["teamID"]


def _tname(r: Rows, tid: str) -> str:
    return _one(r[TM], teamID=tid)["name"]


def _hof(r: Rows, name: str) -> dict[str, str]:
    return _one(r[HF], playerID=_pid(r, name))


def _award(r: Rows, award: str, lg: str) -> str:
    """The name of the one winner of ``award`` in league ``lg``."""
    return _name(r, _one(r[AW], awardID=award, lgID=lg)["playerID"])


def _top(rows: list[dict[str, str]], col: str, *, lowest: bool = False) -> dict[str, str]:
    """The one row with the highest (or lowest) ``col``; a tie for the top fails."""
    ranked = sorted(rows, key=lambda x: float(x[col]), reverse=not lowest)
    assert float(ranked[0][col]) != float(ranked[1][col]), col
    return ranked[0]


def _rank_of(rows: list[dict[str, str]], col: str, pid: str) -> int:
    """1-based place of ``pid`` by ``col``, highest first (no ties above or at it)."""
    mine = float(_one(rows, playerID=pid)[col])
    above = sum(float(x[col]) > mine for x in rows)
    assert sum(float(x[col]) == mine for x in rows) == 1, (col, pid)
    return above + 1


def _home(r: Rows, team: str) -> list[dict[str, str]]:
    return [g for g in r[HG] if g["teamkey"] == _tid(r, team)]


def _park_of(r: Rows, key: str) -> dict[str, str]:
    return _one(r[PK], parkkey=key)


def _age_on(born: date, day: date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _born(r: Rows, name: str) -> date:
    p = _person(r, name)
    return date(int(p["birthYear"]), int(p["birthMonth"]), int(p["birthDay"]))


def _winning(t: dict[str, str]) -> bool:
    return _i(t, "W") > _i(t, "L")


def _series(r: Rows, rnd: str) -> dict[str, str]:
    return _one(r[SP], round=rnd)


def _allstars(r: Rows, tid: str) -> set[str]:
    return {_name(r, a["playerID"]) for a in r[AS] if a["teamID"] == tid}


def _pct(part: float, whole: float) -> float:
    return 100 * part / whole


def _pair(t: object, f: object) -> tuple[bool, bool]:
    return bool(t), bool(f)


def _apply(fn: Callable[..., tuple[bool, bool]], *args: object) -> tuple[bool, bool]:
    """Names intermediate values for a one-line fact: ``fn(*args)``."""
    return fn(*args)


def _inducted(r: Rows) -> list[dict[str, str]]:
    return [h for h in r[HF] if h["inducted"] == "Y"]


_NLW = ("Los Angeles Dodgers", "San Diego Padres", "Arizona Diamondbacks", "San Francisco Giants", "Colorado Rockies")

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    # wrong_entity
    "we1": lambda r: _pair(_bat(r, "Aaron Judge")["HR"] == "58" and _bat(r, "Aaron Judge")["teamID"] == _tid(r, "New York Yankees"),
                           _bat(r, "Juan Soto")["HR"] == "58"),
    "we2": lambda r: _pair(_bat(r, "Vladimir Guerrero")["H"] == "199", _bat(r, "Manny Machado")["H"] == "199"),
    "we3": lambda r: _pair(_award(r, "Cy Young Award", "AL") == "Tarik Skubal", _award(r, "Cy Young Award", "AL") == "Corbin Burnes"),
    "we4": lambda r: _pair(_one(r[PK], parkname="Alfredo Harp Helú Stadium")["city"] == "Mexico City"
                           and sorted(p["parkname"] for p in r[PK] if p["country"] not in ("US", "CA")) == ["Alfredo Harp Helú Stadium", "Gocheok Sky Dome"],
                           _one(r[PK], parkname="Gocheok Sky Dome")["city"] == "Mexico City"),
    "we5": lambda r: _pair((_pit(r, "Kutter Crawford")["W"], _pit(r, "Kutter Crawford")["L"]) == ("9", "16"),
                           (_pit(r, "Tanner Houck")["W"], _pit(r, "Tanner Houck")["L"]) == ("9", "16")),
    "we6": lambda r: _pair((_hof(r, "Ichiro Suzuki")["votes"], _hof(r, "Ichiro Suzuki")["ballots"]) == ("393", "394"),
                           _hof(r, "CC Sabathia")["votes"] == "393"),
    "we7": lambda r: _pair(_team(r, "Tampa Bay Rays")["SB"] == "178" and _top(r[TM], "SB")["name"] == "Tampa Bay Rays", _team(r, "Baltimore Orioles")["SB"] == "178"),
    "we8": lambda r: _pair(_bat(r, "Ezequiel Tovar")["SO"] == "200" and _bat(r, "Ezequiel Tovar")["teamID"] == _tid(r, "Colorado Rockies"), _bat(r, "Jarren Duran")["SO"] == "200"),
    "we9": lambda r: _pair((_person(r, "Dave Roberts")["birthCity"], _person(r, "Dave Roberts")["birthCountry"]) == ("Naha", "Japan")
                           and len(r[MG]) == 11 and {_pid(r, n) for n in ("Dave Roberts", "Bob Melvin")} <= {m["playerID"] for m in r[MG]},
                           _person(r, "Bob Melvin")["birthCity"] == "Naha"),
    "we10": lambda r: _pair((_pit(r, "Logan Webb")["H"], _pit(r, "Logan Webb")["GS"]) == ("202", "33"),
                            (_pit(r, "Dylan Cease")["H"], _pit(r, "Dylan Cease")["GS"]) == ("202", "33")),
    "we11": lambda r: _pair(_award(r, "NLCS MVP", "NL") == "Tommy Edman", _award(r, "NLCS MVP", "NL") == "Freddie Freeman"),
    # superlative
    "su1": lambda r: _apply(lambda top: _pair(top["name"] == "Los Angeles Dodgers" and (top["W"], top["L"]) == ("98", "64"),
                                              top["name"] == "San Diego Padres"), _top(r[TM], "W")),
    "su2": lambda r: _pair(_top(r[TM], "RA")["name"] == "Colorado Rockies", _top(r[TM], "RA")["name"] == "Arizona Diamondbacks"),
    "su3": lambda r: _pair(_name(r, _top(r[BA], "HR")["playerID"]) == "Aaron Judge", _name(r, _top(r[BA], "HR")["playerID"]) == "Shohei Ohtani"),
    "su4": lambda r: _apply(lambda top: _pair(top == "Dylan Cease" and _pit(r, "Dylan Cease")["SO"] == "224",
                                              top == "Mike King"), _name(r, _top(r[PI], "SO")["playerID"])),
    "su5": lambda r: _apply(lambda top: _pair(top == "Corbin Burnes" and _pit(r, top)["ERA"] == "2.92", top == "Mike King"),
                            _name(r, _top(r[PI], "ERA", lowest=True)["playerID"])),
    "su6": lambda r: _apply(lambda low: _pair(low["name"] == "Tampa Bay Rays" and low["attendance"] == "1337739", low["name"] == "Toronto Blue Jays"),
                            _top(r[TM], "attendance", lowest=True)),
    "su7": lambda r: _pair(_name(r, _top(r[BA], "SB")["playerID"]) == "Shohei Ohtani" and _bat(r, "Shohei Ohtani")["SB"] == "59",
                           all(_i(b, "SB") <= 34 for b in r[BA])),
    "su8": lambda r: _apply(lambda youngest: _pair(youngest == "Jackson Merrill" and _person(r, youngest)["birthYear"] == "2003", youngest == "Paul Skenes"),
                            _name(r, max((p for p in r[PE] if p["birthYear"]), key=lambda p: (int(p["birthYear"]), int(p["birthMonth"]), int(p["birthDay"])))["playerID"])),
    "su9": lambda r: _apply(lambda low: _pair(low == "Billy Wagner" and _hof(r, low)["votes"] == "325", low == "CC Sabathia"),
                            _name(r, _top(_inducted(r), "votes", lowest=True)["playerID"])),
    "su10": lambda r: _apply(lambda top: _pair(top == "CC Sabathia" and _person(r, top)["weight"] == "300", top == "Aaron Judge"),
                             _name(r, _top([p for p in r[PE] if p["weight"]], "weight")["playerID"])),
    "su11": lambda r: _apply(lambda top: _pair(top == "Jarren Duran" and (_bat(r, "Jarren Duran")["2B"], _bat(r, "Ezequiel Tovar")["2B"]) == ("48", "45"),
                                               top == "Ezequiel Tovar"), _name(r, _top(r[BA], "2B")["playerID"])),
    # direction
    "di1": lambda r: _apply(lambda a, b: _pair(a > b and (a, b) == (235, 194), a < b),
                            _i(_team(r, "Baltimore Orioles"), "HR"), _i(_team(r, "Boston Red Sox"), "HR")),
    "di2": lambda r: _apply(lambda a, b: _pair(a > b, a < b), _i(_team(r, "Boston Red Sox"), "R"), _i(_team(r, "Toronto Blue Jays"), "R")),
    "di3": lambda r: _apply(lambda a, b: _pair(a < b and _bat(r, "Shohei Ohtani")["teamID"] == _bat(r, "Teoscar Hernandez")["teamID"], a > b), _i(_bat(r, "Shohei Ohtani"), "SO"), _i(_bat(r, "Teoscar Hernandez"), "SO")),
    "di4": lambda r: _apply(lambda a, b: _pair(a > b, a < b), _i(_pit(r, "Logan Webb"), "IPouts"), _i(_pit(r, "Corbin Burnes"), "IPouts")),
    "di5": lambda r: _apply(lambda a, b: _pair(a < b, a > b), _i(_bat(r, "Juan Soto"), "BB"), _i(_bat(r, "Aaron Judge"), "BB")),
    "di6": lambda r: _apply(lambda sd, la: _pair(sd > la, sd < la),
                            *[_i(_one(_home(r, t), parkkey=_one(r[PK], city="Seoul")["parkkey"]), "attendance") for t in ("San Diego Padres", "Los Angeles Dodgers")]),
    "di7": lambda r: _apply(lambda a, b: _pair(a > b and (a, b) == (5.48, 4.63), a < b),
                            _f(_team(r, "Colorado Rockies"), "ERA"), _f(_team(r, "Arizona Diamondbacks"), "ERA")),
    "di8": lambda r: _apply(lambda a, b: _pair(a < b and a.year == b.year == 2001, a > b), _born(r, "Gunnar Henderson"), _born(r, "Ezequiel Tovar")),
    "di9": lambda r: _apply(lambda cash, cora: _pair(cash > cora, cash < cora),
                            *[_i(_one(r[MG], playerID=_pid(r, m), inseason="1"), "rank") for m in ("Kevin Cash", "Alex Cora")]),
    "di10": lambda r: _apply(lambda a, b: _pair(a > b, a < b),
                             *[sum(_i(g, "attendance") for g in _home(r, t)) / sum(_i(g, "games") for g in _home(r, t)) for t in ("New York Yankees", "Boston Red Sox")]),
    "di11": lambda r: _apply(lambda a, b: _pair(a > b and _hof(r, "Carlos Beltran")["inducted"] == "N", a < b), _i(_hof(r, "Carlos Beltran"), "votes"), _i(_hof(r, "Andruw Jones"), "votes")),
    # difference
    "df1": lambda r: _apply(lambda d: _pair(d == 5 and _team(r, "Los Angeles Dodgers")["DivWin"] == "Y" and _team(r, "San Diego Padres")["W"] == "93", d == 7), _i(_team(r, "Los Angeles Dodgers"), "W") - _i(_team(r, "San Diego Padres"), "W")),
    "df2": lambda r: _apply(lambda d: _pair(d == 4, d == 6), _i(_bat(r, "Aaron Judge"), "HR") - _i(_bat(r, "Shohei Ohtani"), "HR")),
    "df3": lambda r: _apply(lambda t: _pair(_i(t, "R") - _i(t, "RA") == 147 and (t["R"], t["RA"]) == ("815", "668"), _i(t, "R") - _i(t, "RA") == 157),
                            _team(r, "New York Yankees")),
    "df4": lambda r: _apply(lambda h: _pair(_i(h, "votes") - _i(h, "needed") == 97 and h["needed"] == "296", _i(h, "votes") - _i(h, "needed") == 87),
                            _hof(r, "Ichiro Suzuki")),
    "df5": lambda r: _apply(lambda d: _pair(d == 141, d == 131), _i(_team(r, "Colorado Rockies"), "RA") - _i(_team(r, "Arizona Diamondbacks"), "RA")),
    "df6": lambda r: _apply(lambda s: _pair(s == 472, s == 482), _i(_team(r, "Baltimore Orioles"), "HR") + _i(_team(r, "New York Yankees"), "HR")),
    "df7": lambda r: _apply(lambda d: _pair(d == 35 and (_bat(r, "Jarren Duran")["AB"], _bat(r, "Shohei Ohtani")["AB"]) == ("671", "636"), d == 25), _i(_bat(r, "Jarren Duran"), "AB") - _i(_bat(r, "Shohei Ohtani"), "AB")),
    "df8": lambda r: _apply(lambda d: _pair(d == 610706, d == 601706), _i(_team(r, "Los Angeles Dodgers"), "attendance") - _i(_team(r, "San Diego Padres"), "attendance")),
    "df9": lambda r: _apply(lambda h: _pair(_i(h, "votes") - _i(h, "needed") == 29 and h["inducted"] == "Y", _i(h, "votes") - _i(h, "needed") == 39),
                            _hof(r, "Billy Wagner")),
    "df10": lambda r: _apply(lambda s: _pair(s == 425 and {_pit(r, n)["teamID"] for n in ("Dylan Cease", "Mike King")} == {_tid(r, "San Diego Padres")}, s == 435),
                             _i(_pit(r, "Dylan Cease"), "SO") + _i(_pit(r, "Mike King"), "SO")),
    "df11": lambda r: _apply(lambda a, b: _pair((a, b, a - b) == (59, 34, 25), a - b == 35), _i(_bat(r, "Shohei Ohtani"), "SB"), _i(_bat(r, "Jarren Duran"), "SB")),
    # joined: the fact holds only through an id column into another table
    "jo1": lambda r: _apply(lambda team: _pair(team == "Los Angeles Dodgers", team == "San Diego Padres"),
                            _tname(r, _one(r[MG], playerID=_pid(r, "Dave Roberts"))["teamID"])),
    "jo2": lambda r: _apply(lambda seoul: _pair(seoul >= {_tid(r, "Los Angeles Dodgers"), _tid(r, "San Diego Padres")}, _tid(r, "Colorado Rockies") in seoul),
                            {g["teamkey"] for g in r[HG] if _park_of(r, g["parkkey"])["city"] == "Seoul"}),
    "jo3": lambda r: _apply(lambda mex: _pair(sum(_i(g, "games") for g in mex if g["teamkey"] == _tid(r, "Colorado Rockies")) == 2,
                                              any(g["teamkey"] == _tid(r, "San Diego Padres") for g in mex)),
                            [g for g in r[HG] if _park_of(r, g["parkkey"])["city"] == "Mexico City"]),
    "jo4": lambda r: _apply(lambda mvp: _pair(mvp == "Freddie Freeman" and _bat(r, mvp)["HR"] == "22", _bat(r, mvp)["HR"] == "35"),
                            _award(r, "World Series MVP", "ML")),
    "jo5": lambda r: _apply(lambda team: _pair(team == "New York Yankees", team == "Baltimore Orioles"),
                            _tname(r, _pit(r, _award(r, "Rookie of the Year", "AL"))["teamID"])),
    "jo6": lambda r: _pair(_series(r, "NLWC2")["teamIDwinner"] == _tid(r, "San Diego Padres") and _series(r, "NLWC2")["teamIDloser"] == "ATL"
                           and (_series(r, "NLWC2")["wins"], _series(r, "NLWC2")["losses"]) == ("2", "0")
                           and (_series(r, "NLDS2")["teamIDwinner"], _series(r, "NLDS2")["teamIDloser"]) == (_tid(r, "Los Angeles Dodgers"), _tid(r, "San Diego Padres"))
                           and (_series(r, "NLDS2")["wins"], _series(r, "NLDS2")["losses"]) == ("3", "2"),
                           _series(r, "NLWC2")["teamIDloser"] == "MIL"),
    "jo7": lambda r: _apply(lambda t: _pair(t["W"] == "93", t["W"] == "89"), _one(r[TM], teamID=_bat(r, "Manny Machado")["teamID"])),
    "jo8": lambda r: _apply(lambda hand: _pair(all(hand(_award(r, "Rookie of the Year", lg)) == "R" for lg in ("AL", "NL")),
                                               all(hand(_award(r, "Cy Young Award", lg)) == "R" for lg in ("AL", "NL"))),
                            lambda n: _person(r, n)["throws"]),
    "jo9": lambda r: _pair(_allstars(r, _tid(r, "Arizona Diamondbacks")) == {"Ketel Marte"}, _allstars(r, _tid(r, "San Diego Padres")) == {"Ketel Marte"}),
    "jo10": lambda r: _apply(lambda g: _pair(_park_of(r, g["parkkey"])["parkname"] == "Dodger Stadium" and (g["attendance"], g["games"]) == ("3925323", "80"),
                                             _park_of(r, g["parkkey"])["parkname"] == "Chase Field"), _one(r[HG], attendance="3925323")),
    "jo11": lambda r: _pair(_person(r, _award(r, "ALCS MVP", "AL"))["birthCity"] == "Panorama City", _person(r, _award(r, "NLCS MVP", "NL"))["birthCity"] == "Panorama City"),
    # negation
    "ne1": lambda r: _apply(lambda others: _pair(all(_i(t, "W") < 95 for t in others), all(_i(t, "W") < 90 for t in others)),
                            [_team(r, n) for n in _NLW if n != "Los Angeles Dodgers"]),
    "ne2": lambda r: _pair(all(_i(p, "BB") <= 77 for p in r[PI]), all(_i(p, "BB") <= 70 for p in r[PI])),
    "ne3": lambda r: _pair(not _winning(_team(r, "Tampa Bay Rays")), not _winning(_team(r, "San Diego Padres"))),
    "ne4": lambda r: _pair(_hof(r, "Carlos Beltran")["inducted"] == "N" and _i(_hof(r, "Carlos Beltran"), "votes") < 296 == _i(_hof(r, "Carlos Beltran"), "needed"),
                           _hof(r, "Billy Wagner")["inducted"] == "N"),
    "ne5": lambda r: _pair(all(_i(b, "SO") >= 96 for b in r[BA]), all(_i(b, "SO") >= 100 for b in r[BA])),
    "ne6": lambda r: _pair(all(s["teamIDloser"] != _tid(r, "Los Angeles Dodgers") for s in r[SP]), all(s["teamIDloser"] != _tid(r, "New York Yankees") for s in r[SP])),
    "ne7": lambda r: _pair(all(_i(b, "HR") < 30 for b in r[BA] if b["teamID"] == _tid(r, "San Diego Padres")),
                           all(_i(b, "HR") < 30 for b in r[BA] if b["teamID"] == _tid(r, "Toronto Blue Jays"))),
    "ne8": lambda r: _pair(all(_f(t, "ERA") >= 3.5 for t in r[TM]), all(_f(t, "ERA") >= 3.8 for t in r[TM])),
    "ne9": lambda r: _pair(_person(r, "Brandon Hyde")["debut"] == "", _person(r, "Aaron Boone")["debut"] == ""),
    "ne10": lambda r: _pair(all(p["teamID"] != _tid(r, "Colorado Rockies") for p in r[PI]), all(p["teamID"] != _tid(r, "Toronto Blue Jays") for p in r[PI])),
    "ne11": lambda r: _pair({_park_of(r, g["parkkey"])["parkname"] for g in _home(r, "Toronto Blue Jays")} == {"Rogers Centre"},
                            {_park_of(r, g["parkkey"])["parkname"] for g in _home(r, "San Diego Padres")} == {"PETCO Park"}),
    # percent_vs_count
    "pc1": lambda r: _apply(lambda p: _pair(round(p, 1) == 99.7, round(p, 1) == 93.7), _pct(_i(_hof(r, "Ichiro Suzuki"), "votes"), _i(_hof(r, "Ichiro Suzuki"), "ballots"))),
    "pc2": lambda r: _apply(lambda h: _pair(h["votes"] == "342" and round(_pct(_i(h, "votes"), _i(h, "ballots")), 1) == 86.8,
                                            round(_pct(_i(h, "votes"), _i(h, "ballots")), 1) == 89.8), _hof(r, "CC Sabathia")),
    "pc3": lambda r: _apply(lambda p: _pair(round(p, 1) == 82.5, round(p) == 75), _pct(_i(_hof(r, "Billy Wagner"), "votes"), _i(_hof(r, "Billy Wagner"), "ballots"))),
    "pc4": lambda r: _apply(lambda n: _pair(len(r[HF]) == 8 and n == 3 and _pct(n, 8) == 37.5, n == 4), len(_inducted(r))),
    "pc5": lambda r: _apply(lambda n: _pair(len(r[TM]) == 10 and n == 5, n == 6), sum(_winning(t) for t in r[TM])),
    "pc6": lambda r: _apply(lambda t: _pair(t["G"] == "162" and round(_pct(_i(t, "W"), _i(t, "G")), 1) == 60.5, round(_pct(_i(t, "W"), _i(t, "G")), 1) == 65.0),
                            _team(r, "Los Angeles Dodgers")),
    "pc7": lambda r: _apply(lambda avg: _pair(round(avg, 3) == 0.322 and (_bat(r, "Aaron Judge")["H"], _bat(r, "Aaron Judge")["AB"]) == ("180", "559"), round(avg, 3) == 0.332), _i(_bat(r, "Aaron Judge"), "H") / _i(_bat(r, "Aaron Judge"), "AB")),
    "pc8": lambda r: _apply(lambda n: _pair(len(r[BA]) == 14 and n == 8 and round(_pct(n, 14)) == 57, round(_pct(n, 14)) == 64), sum(_i(b, "HR") >= 30 for b in r[BA])),
    "pc9": lambda r: _apply(lambda n: _pair(len(r[AS]) == 15 and n == 8 and round(_pct(n, 15)) == 53, round(_pct(n, 15)) == 58), sum(a["startingPos"] != "" for a in r[AS])),
    "pc10": lambda r: _apply(lambda p: _pair(round(p, 1) == 0.4, round(p) == 4),
                             _pct(sum(_i(g, "attendance") for g in _home(r, "Los Angeles Dodgers") if g["parkkey"] == "SEO01"),
                                  sum(_i(g, "attendance") for g in _home(r, "Los Angeles Dodgers")))),
    "pc11": lambda r: _apply(lambda s: _pair(s["teamIDwinner"] == _tid(r, "Los Angeles Dodgers") and (_i(s, "wins"), _i(s, "losses")) == (4, 1) and _pct(4, 5) == 80, _pct(4, 5) == 75),
                             _series(r, "WS")),
    # words: numbers written as words, ordinals
    "wo1": lambda r: _apply(lambda n: _pair(n == 4, n == 5), sum(_i(m, "rank") <= 2 for m in r[MG])),
    "wo2": lambda r: _pair(len(r[SP]) == 11, len(r[SP]) == 12),
    "wo3": lambda r: _apply(lambda nya: _pair(sum(s["teamIDwinner"] == nya for s in r[SP]) == 2 and _series(r, "WS")["teamIDloser"] == nya,
                                              sum(s["teamIDwinner"] == nya for s in r[SP]) == 3), _tid(r, "New York Yankees")),
    "wo4": lambda r: _apply(lambda s: _pair(s["teamIDwinner"] == "LAN" and s["teamIDloser"] == "NYN" and _i(s, "wins") + _i(s, "losses") == 6,
                                            _i(s, "wins") + _i(s, "losses") == 5), _series(r, "NLCS")),
    "wo5": lambda r: _pair(_bat(r, "Ketel Marte")["HR"] == "36", _bat(r, "Ketel Marte")["HR"] == "38"),
    "wo6": lambda r: _pair(_one(r[MG], playerID=_pid(r, "Kevin Cash"))["rank"] == "4" == _team(r, "Tampa Bay Rays")["Rank"],
                           _team(r, "Tampa Bay Rays")["Rank"] == "3"),
    "wo7": lambda r: _pair(_bat(r, "Jarren Duran")["2B"] == "48", _bat(r, "Jarren Duran")["2B"] == "45"),
    "wo8": lambda r: _apply(lambda place: _pair(place == 3 and _bat(r, "Aaron Judge")["R"] == "122", place == 2), _rank_of(r[BA], "R", _pid(r, "Aaron Judge"))),
    "wo9": lambda r: _apply(lambda n: _pair(n == 2, n == 3), sum(_i(p, "SO") >= 200 for p in r[PI])),
    "wo10": lambda r: _pair(_pit(r, "Mike King")["GS"] == "30" and _pit(r, "Mike King")["teamID"] == _tid(r, "San Diego Padres"), _pit(r, "Mike King")["GS"] == "31"),
    "wo11": lambda r: _apply(lambda n: _pair(n == 3, n == 2), len(_allstars(r, _tid(r, "Boston Red Sox")))),
    # units_dates
    "ud1": lambda r: _apply(lambda h: _pair(divmod(h, 12) == (6, 7), divmod(h, 12) == (6, 5)), _i(_person(r, "Aaron Judge"), "height")),
    "ud2": lambda r: _apply(lambda outs: _pair(divmod(outs, 3) == (204, 2), divmod(outs, 3) == (214, 2)), _i(_pit(r, "Logan Webb"), "IPouts")),
    "ud3": lambda r: _apply(lambda g: _pair(g["spanfirst"] == "2024-03-21", g["spanfirst"] == "2024-03-20"),
                            _one(_home(r, "Los Angeles Dodgers"), parkkey=_one(r[PK], city="Seoul")["parkkey"])),
    "ud4": lambda r: _apply(lambda g: _pair((g["spanfirst"], g["spanlast"]) == ("2024-04-27", "2024-04-28"), (g["spanfirst"], g["spanlast"]) == ("2024-04-26", "2024-04-27")),
                            _one(_home(r, "Colorado Rockies"), parkkey=_one(r[PK], city="Mexico City")["parkkey"])),
    "ud5": lambda r: _apply(lambda debut: _pair(debut == date(2024, 3, 20) and _age_on(_born(r, "Jackson Merrill"), debut) == 20,
                                                _age_on(_born(r, "Jackson Merrill"), debut) == 21), _day(_person(r, "Jackson Merrill")["debut"])),
    "ud6": lambda r: _pair(_person(r, "Paul Skenes")["debut"][:7] == "2024-05" and _award(r, "Rookie of the Year", "NL") == "Paul Skenes", _person(r, "Paul Skenes")["debut"][:7] == "2024-06"),
    "ud7": lambda r: _apply(lambda g: _pair((g["spanfirst"], g["spanlast"]) == ("2024-04-09", "2024-09-29"), g["spanlast"] == "2024-09-22"),
                            _one(_home(r, "Boston Red Sox"))),
    "ud8": lambda r: _pair(_person(r, "Freddie Freeman")["debut"][:7] == "2010-09", _person(r, "Freddie Freeman")["debut"][:7] == "2011-09"),
    "ud9": lambda r: _apply(lambda a: _pair(round(a / 1e6, 1) == 3.3, round(a / 1e6, 1) == 2.3), _i(_team(r, "New York Yankees"), "attendance")),
    "ud10": lambda r: _apply(lambda kg: _pair(round(kg) == 136, round(kg) == 163), _i(_person(r, "CC Sabathia"), "weight") * 0.45359237),
    "ud11": lambda r: _apply(lambda age: _pair(age == 67 and max(g["spanlast"] for g in r[HG]) == "2024-09-29", age == 66), _age_on(_born(r, "Buddy Black"), date(2024, 9, 29))),
}
