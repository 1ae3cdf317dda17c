"""Ground truth for the twelfth held-out lexical set (tests/test_lexical_heldout12.py).

For every pair id, a function of the stored rows returns (is the true claim true, is the false twin true),
computed from the cells rather than typed in, so a mislabelled pair fails ``test_labels_hold_on_the_rows``.
Rows are dicts keyed by column name; cells stay strings as stored. Most pairs are one claim with one slot filled
two ways (a district, a bird, a number, a date): each entry applies the claim's predicate to the true and to the
false filling. The tables link the way the claims read them: ``mtl_districts_2013.district_id`` =
``mtl_votes_2013.district_id`` (a district is named by ``district``, its votes are keyed by id and candidate);
``penguin_nests_2009.individual_id`` = ``penguin_sizes_2009.individual_id``, and a bird's ``species`` and
``island`` are ``penguin_populations``' species and island; ``fitness_exercise.participant`` =
``fitness_body.participant``; ``bright_stars.constellation`` = ``constellations.abbreviation``.

Wording rules the checks follow: "about N" holds within half a unit of the last digit N is written to
(:func:`_about`); a share "of the votes" is of the district's ``total_votes`` (the three candidates' votes
together); a pound is 0.45359237 kg, an inch 2.54 cm; a star is "south" when its declination is negative, and
brighter when its magnitude is lower; a full moon's day and time are its UTC date and time.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of
from heldout_pairs import about as _about
from heldout_pairs import number as _n

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout12_tables.json"

MD, MV = "mtl_districts_2013", "mtl_votes_2013"
PP, PN, PS = "penguin_populations", "penguin_nests_2009", "penguin_sizes_2009"
FE, FB = "fitness_exercise", "fitness_body"
BS, CO, FM = "bright_stars", "constellations", "full_moons_2026"

LB_KG, IN_CM = 0.45359237, 2.54


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


# -- reading cells ------------------------------------------------------------------------------------------------


def _num(R: Rows, table: str, col: str, **eq: str) -> float:
    return _n(one_row(R[table], **eq)[col])


def _col(R: Rows, table: str, col: str) -> list[float]:
    return [_n(r[col]) for r in R[table]]


def _merged(R: Rows, left: str, right: str, key: str) -> list[dict[str, str]]:
    """The rows of ``left`` with the one row of ``right`` sharing ``key`` merged in (a one-to-one link)."""
    return [{**row, **one_row(R[right], **{key: row[key]})} for row in R[left]]


# -- Montreal 2013 --------------------------------------------------------------------------------------------------


def _did(R: Rows, district: str) -> str:
    return one_row(R[MD], district=district)["district_id"]


def _votes(R: Rows, district: str, candidate: str) -> float:
    return _num(R, MV, "votes", district_id=_did(R, district), candidate=candidate)


def _total(R: Rows, district: str) -> float:
    return _num(R, MD, "total_votes", district=district)


def _share(R: Rows, district: str, candidate: str) -> float:
    """The candidate's per cent of the district's votes."""
    return 100 * _votes(R, district, candidate) / _total(R, district)


def _by_district(R: Rows, candidate: str) -> dict[str, float]:
    return {d["district"]: _votes(R, d["district"], candidate) for d in R[MD]}


def _candidate_sum(R: Rows, candidate: str) -> float:
    return sum(_n(r["votes"]) for r in R[MV] if r["candidate"] == candidate)


def _place(R: Rows, district: str, candidate: str) -> int:
    """1 for the district's most votes, 3 for the fewest (no ties in the stored rows' districts used)."""
    votes = sorted((_n(r["votes"]) for r in R[MV] if r["district_id"] == _did(R, district)), reverse=True)
    return votes.index(_votes(R, district, candidate)) + 1


def _wins(R: Rows, candidate: str, result: str | None = None) -> list[str]:
    return [d["district"] for d in R[MD] if d["winner"] == candidate and result in (None, d["result"])]


# -- penguins, fitness club, stars, moons ---------------------------------------------------------------------------


def _birds(R: Rows, **eq: str) -> list[dict[str, str]]:
    """The 2009 birds (nest and size rows merged) whose cells equal ``eq``."""
    return [b for b in _merged(R, PN, PS, "individual_id") if all(b[k] == v for k, v in eq.items())]


def _bird(R: Rows, bird: str) -> dict[str, str]:
    (one,) = _birds(R, individual_id=bird)
    return one


def _mass(R: Rows, **eq: str) -> list[float]:
    return [_n(b["body_mass_g"]) for b in _birds(R, **eq)]


def _pop(R: Rows, species: str, island: str) -> float:
    return _num(R, PP, "birds_sampled", species=species, island=island)


def _species_total(R: Rows, species: str) -> float:
    return sum(_n(r["birds_sampled"]) for r in R[PP] if r["species"] == species)


def _islands(R: Rows, species: str) -> set[str]:
    return {r["island"] for r in R[PP] if r["species"] == species}


def _man(R: Rows, participant: str) -> dict[str, float]:
    (one,) = [m for m in _men(R) if m["participant"] == float(participant)]
    return one


def _men(R: Rows) -> list[dict[str, float]]:
    return [{k: _n(v) for k, v in m.items()} for m in _merged(R, FE, FB, "participant")]


def _stars(R: Rows) -> list[dict[str, str]]:
    """The stars with their constellation's name as ``constellation_name``."""
    return [{**s, "constellation_name": one_row(R[CO], abbreviation=s["constellation"])["name"]} for s in R[BS]]


def _star(R: Rows, star: str, col: str = "magnitude") -> float:
    return _num(R, BS, col, star=star)


def _brightest(R: Rows, k: int) -> list[str]:
    return [s["star"] for s in sorted(R[BS], key=lambda s: _n(s["magnitude"]))[:k]]


def _moons(R: Rows) -> list[datetime.datetime]:
    return [datetime.datetime.fromisoformat(f"{r['date']}T{r['time_utc']}") for r in R[FM]]


def _moon_on(R: Rows, date: str) -> datetime.datetime:
    (one,) = [m for m in _moons(R) if m.date().isoformat() == date]
    return one


def _hm(moment: datetime.datetime) -> str:
    return moment.strftime("%H:%M")


def _gap(R: Rows, first: str, second: str) -> datetime.timedelta:
    return _moon_on(R, second) - _moon_on(R, first)


def _td(days: int, hours: int, minutes: int) -> datetime.timedelta:
    return datetime.timedelta(days=days, hours=hours, minutes=minutes)


# -- the labels -----------------------------------------------------------------------------------------------------

_RAW: dict[str, Callable[[Rows], tuple]] = {
    # wrong_entity
    "we1": lambda R: (_votes(R, "Marie-Clarac", "Coderre") == 6591, _votes(R, "Rivière-des-Prairies", "Coderre") == 6591),
    "we2": lambda R: tuple(d in _wins(R, "Bergeron", "majority") for d in ("Mile-End", "Peter-McGill")),
    "we3": lambda R: tuple(_bird(R, b)["species"] == "Gentoo" and _bird(R, b)["sex"] == "female" and _n(_bird(R, b)["body_mass_g"]) == 4925
                           and _bird(R, b)["clutch_completion"] == "No" for b in ("N38A1", "N29A1")),
    "we4": lambda R: tuple(_man(R, p)["situps"] == 251 and _man(R, p)["jumps"] == 250 for p in ("10", "12")),
    "we5": lambda R: tuple(one_row(R[BS], star=s)["spectral_type"] == "M2" and _star(R, s) == 0.45
                           and one_row(R[BS], star=s)["constellation"] == "Ori" for s in ("Betelgeuse", "Bellatrix")),
    "we6": lambda R: (_pop(R, "Adelie", "Torgersen") == 52, _pop(R, "Adelie", "Biscoe") == 52),
    "we7": lambda R: tuple(_hm(_moon_on(R, d)) == "23:57" for d in ("2026-06-29", "2026-07-29")),
    "we8": lambda R: tuple(max(_by_district(R, "Joly").items(), key=lambda kv: kv[1]) == (d, 3024) for d in ("Bois-de-Liesse", "Saint-Édouard")),
    "we9": lambda R: tuple(_star(R, s, "declination_deg") == 45.28 for s in ("Deneb", "Vega")),
    "we10": lambda R: tuple(max(_col(R, FB, "weight_lb")) == 247 == _man(R, p)["weight_lb"] and _man(R, p)["chins"] == 1 for p in ("14", "7")),
    # superlative
    "su1": lambda R: tuple(_brightest(R, 1) == [s] for s in ("Sirius", "Canopus")),
    "su2": lambda R: (_total(R, "Saint-Édouard") == max(_col(R, MD, "total_votes")), _total(R, "Saint-Édouard") == min(_col(R, MD, "total_votes"))),
    "su3": lambda R: tuple(any(_n(b["culmen_length_mm"]) == 55.9 == max(_n(c["culmen_length_mm"]) for c in _birds(R)) and b["species"] == s
                               and b["sex"] == "male" for b in _birds(R)) for s in ("Gentoo", "Chinstrap")),
    "su4": lambda R: tuple(min(_col(R, FE, "jumps")) == v == _man(R, "17")["jumps"] for v in (25, 31)),
    "su5": lambda R: tuple(max(_col(R, FB, "pulse_bpm")) == v for v in (74, 68)),
    "su6": lambda R: tuple(min(_col(R, PP, "birds_sampled")) == _pop(R, "Adelie", i) == 44 for i in ("Biscoe", "Torgersen")),
    "su7": lambda R: tuple(min(_by_district(R, "Coderre").items(), key=lambda kv: kv[1]) == (d, 332) for d in ("Sainte-Geneviève", "Pierre-Foretier")),
    "su8": lambda R: tuple(max(_moons(R)).date().isoformat() == d for d in ("2026-12-24", "2026-12-26")),
    "su9": lambda R: tuple(max(_mass(R, species="Adelie")) == v for v in (4725, 4250)),
    "su10": lambda R: (_star(R, "Polaris", "declination_deg") == max(_col(R, BS, "declination_deg"))
                       and _stars(R)[[s["star"] for s in R[BS]].index("Polaris")]["constellation_name"] == "Ursa Minor",
                       _star(R, "Polaris", "declination_deg") == min(_col(R, BS, "declination_deg"))),
    # direction
    "di1": lambda R: (_votes(R, "Snowdon", "Coderre") > _votes(R, "Snowdon", "Bergeron") and _votes(R, "Snowdon", "Coderre") == 1548
                      and _votes(R, "Snowdon", "Bergeron") == 1503,
                      _votes(R, "Snowdon", "Bergeron") > _votes(R, "Snowdon", "Coderre")),
    "di2": lambda R: (_man(R, "9")["pulse_bpm"] > _man(R, "14")["pulse_bpm"], _man(R, "9")["pulse_bpm"] < _man(R, "14")["pulse_bpm"]),
    "di3": lambda R: (_n(_bird(R, "N98A2")["culmen_length_mm"]) > _n(_bird(R, "N8A2")["culmen_length_mm"]),
                      _n(_bird(R, "N98A2")["culmen_length_mm"]) < _n(_bird(R, "N8A2")["culmen_length_mm"])),
    "di4": lambda R: tuple(cmp(_star(R, "Rigel"), _star(R, "Betelgeuse")) and (_star(R, "Rigel"), _star(R, "Betelgeuse")) == (0.18, 0.45)
                           for cmp in (float.__lt__, float.__gt__)),
    "di5": lambda R: (_pop(R, "Chinstrap", "Dream") > _pop(R, "Adelie", "Dream") and (_pop(R, "Chinstrap", "Dream"), _pop(R, "Adelie", "Dream")) == (68, 56),
                      _pop(R, "Chinstrap", "Dream") < _pop(R, "Adelie", "Dream")),
    "di6": lambda R: (_moon_on(R, "2026-05-31").time() < _moon_on(R, "2026-05-01").time(), _moon_on(R, "2026-05-31").time() > _moon_on(R, "2026-05-01").time()),
    "di7": lambda R: (_man(R, "3")["jumps"] == _man(R, "3")["situps"], _man(R, "3")["jumps"] > _man(R, "3")["situps"]),
    "di8": lambda R: (_total(R, "Peter-McGill") < _total(R, "Bois-de-Liesse"), _total(R, "Peter-McGill") > _total(R, "Bois-de-Liesse")),
    "di9": lambda R: tuple(all(cmp(_n(_bird(R, "N72A2")["body_mass_g"]), m) for m in _mass(R, individual_id="N66A1") + _mass(R, individual_id="N66A2"))
                           and {_bird(R, b)["clutch_completion"] for b in ("N66A1", "N66A2")} == {"No"} for cmp in (float.__gt__, float.__lt__)),
    "di10": lambda R: (_star(R, "Vega", "declination_deg") > _star(R, "Arcturus", "declination_deg"),
                       _star(R, "Vega", "declination_deg") < _star(R, "Arcturus", "declination_deg")),
    # difference
    "df1": lambda R: tuple(_votes(R, "Sainte-Geneviève", "Coderre") - _votes(R, "Sainte-Geneviève", "Joly") == v
                           and _place(R, "Sainte-Geneviève", "Joly") == 2 for v in (6, 16)),
    "df2": lambda R: tuple(_candidate_sum(R, "Coderre") - _candidate_sum(R, "Bergeron") == v for v in (4605, 5605)),
    "df3": lambda R: tuple(max(_mass(R, species="Gentoo")) - min(_mass(R, species="Gentoo")) == v for v in (1425, 1075)),
    "df4": lambda R: tuple(_man(R, "10")["situps"] > k * _man(R, "14")["situps"] and (_man(R, "10")["situps"], _man(R, "14")["situps"]) == (251, 50)
                           for k in (5, 6)),
    "df5": lambda R: tuple(abs(_star(R, "Vega") - _star(R, "Sirius") - v) < 1e-9 for v in (1.47, 2.47)),
    "df6": lambda R: tuple(_man(R, "14")["weight_lb"] - _man(R, "20")["weight_lb"] == v for v in (109, 119)),
    "df7": lambda R: tuple(_species_total(R, "Gentoo") - _species_total(R, "Chinstrap") == v for v in (56, 46)),
    "df8": lambda R: tuple(_about(_total(R, "Saint-Édouard") / _total(R, "Sainte-Geneviève"), v) for v in ("14", "12")),
    "df9": lambda R: tuple(_gap(R, "2026-05-01", "2026-05-31") == _td(29, h, 22) for h in (15, 11)),
    "df10": lambda R: tuple(_n(_bird(R, "N36A2")["flipper_length_mm"]) - _n(_bird(R, "N93A1")["flipper_length_mm"]) == v
                            and _bird(R, "N36A2")["flipper_length_mm"] == "222" and _bird(R, "N93A1")["species"] == "Chinstrap" for v in (35, 25)),
    # joined
    "jo1": lambda R: tuple(_votes(R, "Robert-Bourassa", "Bergeron") == v and "Robert-Bourassa" in _wins(R, "Bergeron") for v in (465, 446)),
    "jo2": lambda R: tuple(all(m > v for m in _mass(R, first_egg_date="2009-12-01")) and len(_mass(R, first_egg_date="2009-12-01")) == 2
                           for v in (4900, 5900)),
    "jo3": lambda R: tuple(sorted(s["star"] for s in _stars(R) if s["constellation_name"] == c) == ["Bellatrix", "Betelgeuse", "Rigel"]
                           for c in ("Orion", "Taurus")),
    "jo4": lambda R: tuple(sorted(m["weight_lb"] for m in _men(R) if m["chins"] == 17) == w for w in ([154, 169], [154, 176])),
    "jo5": lambda R: tuple(one_row(R[PP], species=_bird(R, "N93A1")["species"], island=_bird(R, "N93A1")["island"])["scientific_name"] == n
                           for n in ("Pygoscelis antarctica", "Pygoscelis papua")),
    "jo6": lambda R: tuple(sum(_votes(R, d, "Joly") for d in _wins(R, "Joly")) == v for v in (7552, 8552)),
    "jo7": lambda R: tuple(sum(_mass(R, species="Chinstrap")) / len(_mass(R, species="Chinstrap")) == v and len(_mass(R, species="Chinstrap")) == 4
                           for v in (3712.5, 3812.5)),
    "jo8": lambda R: tuple([_n(s["magnitude"]) for s in _stars(R) if s["constellation_name"] == "Gemini"] == [v] for v in (1.16, 1.36)),
    "jo9": lambda R: tuple(_man(R, "18")["situps"] == 230 and _man(R, "18")["waist_in"] == v for v in (32, 36)),
    "jo10": lambda R: tuple(len(_birds(R, clutch_completion="No")) == 4 and len(_birds(R, clutch_completion="No", sex="female")) == v for v in (3, 2)),
    # negation
    "ne1": lambda R: (_wins(R, "Joly", "majority") == ["Pierre-Foretier"], _wins(R, "Joly", "majority") == []),
    "ne2": lambda R: tuple(not _birds(R, species=s, island="Dream") and len(_birds(R, species=s)) > 0 for s in ("Gentoo", "Adelie")),
    "ne3": lambda R: tuple(max(_col(R, FE, "chins")) < v for v in (20, 15)),
    "ne4": lambda R: tuple(not any(_n(s["declination_deg"]) < 0 for s in R[BS] if s["spectral_type"].startswith(t))
                           and any(s["spectral_type"].startswith(t) for s in R[BS]) for t in ("K", "M")),
    "ne5": lambda R: tuple({m.month for m in _moons(R)} == set(range(1, 13)) and [k for k in range(1, 13) if sum(m.month == k for m in _moons(R)) > 1] == [v]
                           for v in (5, 1)),
    "ne6": lambda R: tuple(all(_votes(R, d, "Bergeron") < 1000 for d in ("Pierre-Foretier", "Sainte-Geneviève", x)) for x in ("Peter-McGill", "Marie-Clarac")),
    "ne7": lambda R: tuple([m["participant"] for m in _men(R) if m["weight_lb"] < v] == [20] for v in (140, 160)),
    "ne8": lambda R: tuple(max(_mass(R, sex=s)) < 5000 for s in ("female", "male")),
    "ne9": lambda R: tuple(not _islands(R, s) & {"Biscoe", "Torgersen"} and _islands(R, s) for s in ("Chinstrap", "Adelie")),
    "ne10": lambda R: tuple(not set(_brightest(R, k)) & {s["star"] for s in _stars(R) if s["constellation_name"] == "Orion"} for k in (4, 5)),
    # percent_vs_count
    "pc1": lambda R: tuple(_about(_share(R, "Marie-Clarac", "Coderre"), v) for v in ("72", "62")),
    "pc2": lambda R: tuple(_votes(R, "Pierre-Foretier", "Joly") == 998 and _about(_share(R, "Pierre-Foretier", "Joly"), v) for v in ("52.9", "62.9")),
    "pc3": lambda R: tuple(len(_birds(R, clutch_completion="No")) == n and len(_birds(R)) == 16 and _about(100 * n / 16, p) for n, p in ((4, "25"), (5, "31"))),
    "pc4": lambda R: tuple(sum(_col(R, PP, "birds_sampled")) == 344 and _about(100 * _species_total(R, "Gentoo") / 344, v) for v in ("36", "44")),
    "pc5": lambda R: tuple(_about(100 * sum(s >= 150 for s in _col(R, FE, "situps")) / len(R[FE]), v) for v in ("45", "55")),
    "pc6": lambda R: tuple(sum(p >= 62 for p in _col(R, FB, "pulse_bpm")) / len(R[FB]) == f for f in (1 / 4, 1 / 5)),
    "pc7": lambda R: tuple(100 * len([d for d in R[MD] if d["result"] == "majority"]) / len(R[MD]) == v for v in (50, 60)),
    "pc8": lambda R: tuple(sum(d < 0 for d in _col(R, BS, "declination_deg")) == n and 100 * n / len(R[BS]) == p for n, p in ((5, 31.25), (6, 37.5))),
    "pc9": lambda R: tuple(_votes(R, "Saint-Édouard", "Bergeron") == 6408 and _about(_share(R, "Saint-Édouard", "Bergeron"), v) for v in ("58", "64")),
    "pc10": lambda R: tuple(sum(m.hour < 6 for m in _moons(R)) == n and len(_moons(R)) == 13 and _about(100 * n / 13, p) for n, p in ((4, "31"), (5, "38"))),
    # words
    "wo1": lambda R: tuple(len(_wins(R, "Joly")) == v for v in (4, 5)),
    "wo2": lambda R: tuple(len(_islands(R, "Adelie")) == v and len(_islands(R, "Chinstrap")) == len(_islands(R, "Gentoo")) == 1 for v in (3, 2)),
    "wo3": lambda R: tuple(sum(s["spectral_type"] == "A0" for s in R[BS]) == v for v in (2, 3)),
    "wo4": lambda R: tuple(len(_moons(R)) == v for v in (13, 12)),
    "wo5": lambda R: tuple(sum(c < v for c in _col(R, FE, "chins")) == 1 for v in (2, 5)),
    "wo6": lambda R: tuple(len(_mass(R, sex="male")) == 9 and sum(m >= 4000 for m in _mass(R, sex="male")) == v for v in (8, 7)),
    "wo7": lambda R: tuple(sum(_place(R, d["district"], "Bergeron") == 3 for d in R[MD]) == v for v in (7, 6)),
    "wo8": lambda R: tuple(max(_col(R, FB, "waist_in")) == _man(R, "14")["waist_in"] == v for v in (46, 44)),
    "wo9": lambda R: tuple(len({b["first_egg_date"] for b in _birds(R, species="Gentoo")}) == v and len(_birds(R, species="Gentoo")) == 5 for v in (3, 4)),
    "wo10": lambda R: tuple(len({s["constellation_name"] for s in _stars(R)}) == v and len(R[BS]) == 16 for v in (14, 13)),
    # units_dates
    "ud1": lambda R: tuple(_about(_man(R, "14")["weight_lb"] * LB_KG, v) for v in ("112", "102")),
    "ud2": lambda R: tuple(_n(_bird(R, "N36A2")["body_mass_g"]) / 1000 == v and _bird(R, "N36A2")["species"] == "Gentoo" for v in (6, 6.5)),
    "ud3": lambda R: tuple(min(_moons(R)).date() == datetime.date(2026, 1, d) for d in (3, 13)),
    "ud4": lambda R: tuple(max(_col(R, FB, "waist_in")) == 46 and _about(46 * IN_CM, v) for v in ("117", "107")),
    "ud5": lambda R: tuple(min(b["first_egg_date"] for b in _birds(R)) == d for d in ("2009-11-09", "2009-11-11")),
    "ud6": lambda R: tuple(abs(_n(_bird(R, "N22A2")["culmen_length_mm"]) / 10 - v) < 1e-9 for v in (5.59, 5.95)),
    "ud7": lambda R: tuple([m.strftime("%A") for m in _moons(R) if m.month == 10] == [d] for d in ("Monday", "Tuesday")),
    "ud8": lambda R: tuple(90 - _star(R, "Polaris", "declination_deg") < v for v in (1, 0.5)),
    "ud9": lambda R: tuple(_about(sum(_col(R, PS, "flipper_length_mm")) / len(R[PS]) / 10, v) for v in ("20.5", "21.5")),
    "ud10": lambda R: tuple(max(_moons(R)) == datetime.datetime(2026, 12, d, 1, 28) for d in (24, 25)),
}


def _as_bools(check: Callable[[Rows], tuple]) -> Callable[[Rows], tuple[bool, bool]]:
    return lambda R: tuple(bool(x) for x in check(R))


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {pid: _as_bools(check) for pid, check in _RAW.items()}
